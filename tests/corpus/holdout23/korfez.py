# ruff: noqa: E501, RUF001, RUF002 (page texts and markup are long literal lines; Turkish dotted and dotless letters are letters)
"""Körfez Manşet: a Turkish city news site from İzmir on an in-house PHP script (`/haber/<id>/<slug>`,
`/gundem?sayfa=2`, `/galeri/<slug>-<id>`, `/foto-haber/<id>/<slug>`, `/canli/<id>/<slug>`, `/etiket/<slug>`,
`/yazar/<slug>`, `/arama?q=`). Every page is windows-1254 and the HTTP header says so; the listing and service pages
also carry a `<meta http-equiv>` with the charset, the story pages do not (the header is their only declaration).
Dates are printed "2 Aralık 2026 Çarşamba 09:15" (Türkiye time, +03:00); "Haber Merkezi" is the desk."""

from __future__ import annotations

import zlib

from common import Base, page, story
from sitekit import Doc, css_rules, esc


class Korfez(Base):
    origin = "https://www.korfezmanset.test"
    name = "Körfez Manşet"
    prefix = "km"
    language = "tr"
    encoding = "windows-1254"
    codec = "cp1254"
    content_type = "text/html; charset=windows-1254"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "km",
            [
                ".ust-bar",
                ".logo",
                ".menu li a",
                ".haber-baslik",
                ".haber-spot",
                ".haber-bilgi",
                ".haber-metni p",
                ".canli-akis li",
                ".galeri-foto",
                ".sag-kolon .kutu",
                ".alt-bilgi",
            ],
            250,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "Körfez Manşet",
                "php-home",
                list=["canli", "metro", "fotohaber", "desk", "kisa", "roportaj", "kose"],
                more="gundem",
                meta=True,
            )
        )
        add(
            page(
                "gundem",
                "/gundem",
                "section",
                "Gündem",
                "php-section",
                list=["canli", "metro", "desk", "kisa", "roportaj"],
                more="gundem2",
                meta=True,
            )
        )
        add(
            page(
                "gundem2",
                "/gundem?sayfa=2",
                "section",
                "Gündem – Sayfa 2",
                "php-section-page2",
                list=[
                    "sayfa2",
                    "@248060|torbalida-yeni-otobus-hatti-acildi|Torbalı'da yeni otobüs hattı açıldı",
                    "@248052|buca-da-okul-bahcesine-300-fidan-dikildi|Buca'da okul bahçesine 300 fidan dikildi",
                    "@248047|cesme-de-balikcilar-kis-sezonunu-acti|Çeşme'de balıkçılar kış sezonunu açtı",
                ],
                prev="gundem",
                meta=True,
            )
        )
        add(
            page(
                "galeri",
                "/galeri/kordonda-firtina-sonrasi-1201",
                "gallery",
                "Kordon'da fırtına sonrası",
                "photo-gallery-captions-only",
                [
                    "FIG: Kordon'da devrilen ağaç | Alsancak Kordon'da gece devrilen çınar ağacı sabah saatlerinde kaldırıldı.",
                    "FIG: Kıyıya vuran dalgalar | Dalgalar Konak Meydanı'na kadar ulaştı.",
                    "FIG: Su basan iskele | Karşıyaka iskelesinin bekleme salonunu su bastı.",
                    "FIG: Belediye ekipleri | Belediye ekipleri yoldaki taşları temizliyor.",
                    "FIG: Bağlı vapurlar | Seferleri iptal edilen vapurlar iskelede bekletildi.",
                    "FIG: Şemsiyesiyle yürüyen kadın | Fırtınaya rağmen işe gitmek zorunda kalanlar zor anlar yaşadı.",
                ],
                meta=True,
            )
        )
        add(
            page(
                "etiket",
                "/etiket/izmir-metrosu",
                "tag",
                "İzmir Metrosu",
                "php-tag",
                list=[
                    "metro",
                    "@247880|metroda-yeni-vagonlar-seferde|Metroda yeni vagonlar seferde",
                    "@247702|uckuyular-istasyonunda-yuruyen-merdiven-arizasi|Üçkuyular istasyonunda yürüyen merdiven arızası",
                ],
                meta=True,
            )
        )
        add(
            page(
                "yazar",
                "/yazar/elif-sahin",
                "author",
                "Elif Şahin",
                "columnist-page",
                [
                    "1984 İzmir doğumlu. Ege Üniversitesi İletişim Fakültesi'ni bitirdi, on beş yıldır kent, kültür ve mahalle hayatı üzerine yazıyor. Pazartesi ve çarşamba günleri Körfez Manşet'te yazıyor."
                ],
                list=["kose", "roportaj", "@247990|pazar-yerinde-bir-sabah|Pazar yerinde bir sabah"],
                meta=True,
            )
        )
        add(
            page(
                "arama",
                "/arama?q=zeytin",
                "search",
                "“zeytin” için arama sonuçları",
                "php-search",
                list=["sayfa2", "@247655|zeytinyagi-fiyatlari-dustu|Zeytinyağı fiyatları düştü mü?"],
                meta=True,
            )
        )
        add(
            page(
                "kunye",
                "/kunye",
                "about",
                "Künye",
                "about-staff",
                [
                    "Körfez Manşet, Körfez Medya Yayıncılık A.Ş. tarafından yayımlanan yerel haber sitesidir.",
                    "- İmtiyaz Sahibi: Nurettin Akdağ",
                    "- Genel Yayın Yönetmeni: Selin Karaca",
                    "- Yazı İşleri Müdürü: Murat Özkan",
                    "- Haber Merkezi: Ayşe Kaya, Mehmet Demir, Burak Yıldız",
                    "- Foto Muhabiri: Emre Aydın",
                    "- Köşe Yazarı: Elif Şahin",
                    "Adres: Şehit Nevres Bulvarı No: 21, Alsancak, Konak / İzmir. Yer sağlayıcı: yurt içi barındırma hizmeti. Sitemizde yayımlanan haber ve fotoğraflar kaynak gösterilmeden kullanılamaz.",
                ],
                meta=True,
            )
        )
        add(
            page(
                "abonelik",
                "/abonelik",
                "product",
                "E-gazete aboneliği",
                "product-photos",
                [
                    "FIG: Tablette açık e-gazete | E-gazete her sabah 06.00'da yayında.",
                    "## Aylık abonelik",
                    "Günlük e-gazete, arşiv ve reklamsız okuma: aylık 79 TL.",
                    "FIG: Telefonda haber bülteni | Abonelere özel akşam bülteni telefonunuza gelsin.",
                    "## Yıllık abonelik",
                    "Aynı ayrıcalıklar iki ay hediyeli: yıllık 790 TL. Öğrencilere yüzde 50 indirim.",
                    "FIG: Basılı hafta sonu eki | Yıllık abonelere cumartesi basılı eki adrese teslim.",
                    "Ödemeler kredi kartı veya banka havalesi ile yapılabilir. Abonelik dilediğiniz zaman iptal edilebilir.",
                ],
                meta=True,
            )
        )
        add(
            page(
                "bulten",
                "/e-bulten",
                "subscribe",
                "E-bültene kaydolun",
                "newsletter-signup",
                [
                    "İzmir'de günün öne çıkan haberleri her akşam 18.00'de e-posta kutunuzda.",
                    "- Ulaşım ve trafik duyuruları",
                    "- Su ve elektrik kesintileri",
                    "- Hafta sonu etkinlikleri",
                    "Kayıt ücretsizdir. Kişisel verileriniz yalnızca bülten gönderimi için kullanılır.",
                ],
                meta=True,
            )
        )
        # -- stories --------------------------------------------------------------------------------------------
        canli_entries = [
            (
                "14:40",
                "Valilik, fırtına uyarısının yarın sabah 06.00'ya kadar sürdüğünü hatırlattı. Vatandaşların zorunlu olmadıkça deniz kıyısına inmemesi istendi.",
            ),
            (
                "14:05",
                "Karşıyaka-Konak vapur seferleri öğleden sonra da yapılamayacak. Yolcular metro ve otobüslere yönlendiriliyor; belediye ek otobüs seferi koydu.",
            ),
            (
                "13:20",
                "Menemen'de bir seranın çatısı uçtu. İçeride çalışan iki işçi hafif yaralandı, hastaneye kaldırıldı.",
            ),
            (
                "12:45",
                "Adnan Menderes Havalimanı'nda iki iniş Dalaman'a yönlendirildi. Kalkışlarda 40 dakikaya varan rötarlar var.",
            ),
            (
                "12:10",
                "Meteoroloji'ye göre rüzgarın hızı Çeşme açıklarında saatte 85 kilometreye ulaştı. Gece saatlerinde etkisini yitirmesi bekleniyor.",
            ),
            (
                "11:35",
                "Bayraklı'da bir reklam panosu yola devrildi. Olay sırasında yoldan araç geçmediği için yaralanan olmadı.",
            ),
            (
                "11:00",
                "Okullarda öğleden sonraki derslerin yapılıp yapılmayacağına ilçe milli eğitim müdürlükleri karar verecek. Bornova ve Karşıyaka'da dersler öğlen sona erdi.",
            ),
            ("10:40", "İtfaiye sabahtan bu yana 63 ağaç devrilmesi ve 18 çatı uçması ihbarına gittiğini açıkladı."),
            (
                "10:15",
                "Konak Meydanı'nda dalgalar yürüyüş yoluna taştı. Zabıta ekipleri kıyı şeridini şeritle kapattı.",
            ),
            (
                "09:50",
                "Elektrik dağıtım şirketi Urla ve Seferihisar'da bazı mahallelerde enerji kesintisi olduğunu, ekiplerin çalıştığını duyurdu.",
            ),
            (
                "09:30",
                "Sabah saatlerinde Alsancak Kordon'da bir çınar ağacı iki park halindeki aracın üzerine devrildi.",
            ),
            (
                "09:15",
                "İzmir'de gece başlayan fırtına sabah saatlerinde etkisini artırdı. Körfez'deki tüm vapur seferleri iptal edildi. Gelişmeleri bu sayfadan aktarıyoruz.",
            ),
        ]
        canli_lines: list[str] = []
        for hm, text in canli_entries:
            canli_lines += [f"NOTE: SAAT {hm}", text]
        add(
            story(
                "canli",
                "/canli/248130/izmirde-firtina-korfezde-vapur-seferleri-iptal",
                "İzmir'de fırtına: Körfez'de vapur seferleri iptal edildi",
                "2026-12-02",
                "2026-12-02T09:15:00+03:00",
                "2 Aralık 2026 Çarşamba 09:15",
                [],
                canli_lines,
                "live-blog-12-entries-desk",
                section="Gündem",
                dek="Gece başlayan fırtına İzmir'de hayatı olumsuz etkiliyor. Gelişmeleri anbean aktarıyoruz.",
                byline="Haber Merkezi",
                updated="2 Aralık 2026 Çarşamba 14:40",
                live=True,
            )
        )
        add(
            story(
                "fotohaber",
                "/foto-haber/248121/alacatida-kis-sabahi",
                "Alaçatı'da kış sabahı",
                "2026-12-01",
                "2026-12-01T10:30:00+03:00",
                "1 Aralık 2026 Salı 10:30",
                ["Emre Aydın"],
                [
                    "Yaz aylarında binlerce turistin gezdiği Alaçatı sokakları, kışın yerini sessizliğe ve taş evlerin önünde güneşlenen kedilere bırakıyor.",
                    "FIG: Boş bir Alaçatı sokağı | Sabahın erken saatlerinde Kemalpaşa Caddesi.",
                    "FIG: Yel değirmenleri | Tepedeki yel değirmenleri kış güneşinde.",
                    "FIG: Kahvehanede tavla oynayan yaşlılar | Köy kahvesinde tavla keyfi.",
                    "SIGN: Fotoğraflar: Emre Aydın",
                ],
                "photo-story-photographer-is-author",
                section="Foto Haber",
                byline="",
                photo=True,
            )
        )
        add(
            story(
                "metro",
                "/haber/248113/narlidere-guzelbahce-metro-hattinda-ilk-kazma",
                "Narlıdere-Güzelbahçe metro hattında ilk kazma vuruldu",
                "2026-12-02",
                "2026-12-02T11:20:00+03:00",
                "2 Aralık 2026 Çarşamba 11:20",
                ["Ayşe Kaya", "Mehmet Demir"],
                [
                    "Narlıdere'den Güzelbahçe'ye uzanacak 7,2 kilometrelik metro hattının temeli dün düzenlenen törenle atıldı. Beş istasyonlu hattın 2030 yılında hizmete girmesi planlanıyor.",
                    "Hat, mevcut Fahrettin Altay-Narlıdere metrosunun devamı olarak tasarlandı. Sahilevleri, Güzelbahçe Merkez ve Yalı Mahallesi'nde istasyonlar yer alacak. Tamamlandığında Güzelbahçe'den Konak'a yolculuk süresinin 25 dakikaya ineceği belirtiliyor.",
                    "## Maliyet 9 milyar lira",
                    "Projenin yaklaşık 9 milyar liraya mal olacağı açıklandı. Finansmanın bir bölümü yurt dışı kredisiyle, kalanı belediyenin öz kaynaklarıyla karşılanacak.",
                    'Törende konuşan metro şirketi genel müdürü Serkan Uysal, tünelin iki tünel açma makinesiyle kazılacağını, çalışmaların gece de süreceğini söyledi. Uysal, "Vatandaşlarımızın yaşayacağı geçici zorluklar için şimdiden özür diliyoruz" dedi.',
                    "## Esnaf kaygılı",
                    'Güzelbahçe Merkez\'deki esnaf ise inşaat süresince dükkanlarının önünün kapanmasından endişeli. Balıkçı lokantası işleten Hasan Er, "Yaz sezonu bizim tek şansımız, iki yaz şantiye olursa kepenk kapatırız" diye konuştu.',
                    "Belediye, şantiye alanlarının yaz aylarında daraltılacağını ve esnafla düzenli toplantılar yapılacağını açıkladı.",
                    "## Trafik düzenlemesi",
                    "İnşaat nedeniyle Mithatpaşa Caddesi'nin Sahilevleri kesiminde pazartesiden itibaren tek şerit trafiğe kapatılacak. Sürücülerin alternatif olarak sahil yolunu kullanması öneriliyor.",
                ],
                "two-authors-ve",
                section="Gündem",
                dek="Beş istasyonlu hat 2030'da açılacak. Güzelbahçe esnafı inşaat süresinden endişeli.",
                byline="Ayşe Kaya ve Mehmet Demir",
                image="Metro hattının temel atma töreni",
                caption="Temel atma törenine yüzlerce kişi katıldı.",
                tags=["etiket|İzmir Metrosu", "/etiket/guzelbahce|Güzelbahçe"],
            )
        )
        add(
            story(
                "desk",
                "/haber/248098/karsiyakada-yeni-semt-pazari-acildi",
                "Karşıyaka'da yeni semt pazarı hizmete açıldı",
                "2026-12-01",
                "2026-12-01T15:45:00+03:00",
                "1 Aralık 2026 Salı 15:45",
                [],
                [
                    "Karşıyaka'nın Örnekköy Mahallesi'nde yapımı tamamlanan kapalı semt pazarı hizmete açıldı. 240 tezgahlı pazar yeri salı ve cuma günleri kurulacak.",
                    "Çatılı yapı sayesinde pazarcılar ve alışveriş yapanlar yağmurdan ve güneşten etkilenmeyecek. Pazarın altında 150 araçlık otopark bulunuyor.",
                    "Mahalle sakinleri, eskiden sokakta kurulan pazar nedeniyle yaşanan trafik sorununun çözüleceğini belirtti. Pazar yerinin pazar olmayan günlerde spor ve etkinlik alanı olarak kullanılması planlanıyor.",
                ],
                "desk-byline-haber-merkezi",
                section="Gündem",
                byline="Haber Merkezi",
            )
        )
        add(
            story(
                "kisa",
                "/haber/248126/menemende-trafik-kazasi-2-yarali",
                "Menemen'de trafik kazası: 2 yaralı",
                "2026-12-02",
                "2026-12-02T07:50:00+03:00",
                "2 Aralık 2026 Çarşamba 07:50",
                [],
                [
                    "İzmir (EHA) - Menemen'de hafif ticari araç ile otomobilin çarpıştığı kazada iki kişi yaralandı.",
                    "SIGN: Kaynak: Ege Haber Ajansı (EHA)",
                ],
                "brief-one-sentence-agency",
                section="Gündem",
                byline="Haber Merkezi",
            )
        )
        add(
            story(
                "roportaj",
                "/haber/248089/kemeraltinin-son-kalaycisi",
                "Kemeraltı'nın son kalaycısı: “Bakır sabır ister”",
                "2026-11-30",
                "2026-11-30T12:00:00+03:00",
                "30 Kasım 2026 Pazartesi 12:00",
                ["Elif Şahin"],
                [
                    "Kemeraltı Çarşısı'nda 52 yıldır kalaycılık yapan Cemal Usta, 71 yaşında hâlâ her sabah 08.00'de dükkanını açıyor. Usta ile mesleğini, çarşıyı ve çırak bulamamayı konuştuk.",
                    "Q: Bu mesleğe nasıl başladınız? || On dokuz yaşımda amcamın yanında çırak olarak başladım. O zaman çarşıda on iki kalaycı vardı. Şimdi bir ben kaldım.",
                    "Q: Kalaycılık neden azaldı? || İnsanlar bakır kap kullanmayı bıraktı. Çelik tencere çıktı, kalaya gerek kalmadı. Şimdi gelenler ya lokantacılar ya da annesinden kalan bakırı kullanmak isteyen gençler.",
                    "Q: Çırak bulabildiniz mi? || Geldiler, gittiler. Bu iş ateşin başında, dumanın içinde yapılıyor. Bir de sabır ister. Bakır sabır ister, aceleye gelmez.",
                    "Q: Kemeraltı değişti mi? || Çok değişti. Eskiden burası ustaların çarşısıydı, şimdi daha çok turistlerin. Ama hâlâ güzel, hâlâ canlı. Ben burada olduğum sürece bu dükkan açık.",
                ],
                "qa-interview",
                section="Kent",
                dek="52 yıldır aynı dükkanda çalışan Cemal Usta, mesleğin geleceğinden umutsuz değil.",
                byline="Elif Şahin",
                byline_link=True,
            )
        )
        add(
            story(
                "kose",
                "/yazar/elif-sahin/kordona-bir-bank-daha-248104",
                "Kordon'a bir bank daha",
                "2026-12-02",
                "2026-12-02T06:00:00+03:00",
                "2 Aralık 2026 Çarşamba 06:00",
                ["Elif Şahin"],
                [
                    "İzmirli için Kordon bir yürüyüş yolundan fazlasıdır. Akşamüstü çimenlere oturmak, denize bakıp çekirdek çitlemek, güneşin Karşıyaka'nın arkasında batışını izlemek bu kentin ortak ritüelidir.",
                    "Ama Kordon'da oturacak yer bulmak giderek zorlaşıyor. Çimenlerin bir kısmı kafelerin masalarına, bir kısmı etkinlik alanlarına ayrıldı. Banklar ise yıllardır aynı sayıda: yaşlılar için, yorulan yürüyüşçüler için yetmiyor.",
                    "Belediye geçen ay Kordon'un yeniden düzenlenmesi için bir proje yarışması açtı. Umarım jüri, projeleri değerlendirirken en basit soruyu sorar: Burada para harcamadan oturabilecek miyim?",
                    "Bir kenti güzel yapan, pahalı kaplamalar ya da ışıklı tabelalar değil; herkesin, cebinde parası olsun olmasın, denize karşı oturabileceği bir bank. Kordon'a bir bank daha, hatta yüz bank daha.",
                ],
                "column-top-byline",
                section="Yazarlar",
                byline="Elif Şahin",
                byline_link=True,
                column=True,
            )
        )
        add(
            story(
                "sayfa2",
                "/haber/248071/bergamada-zeytin-rekoltesi-yuzde-30-dustu",
                "Bergama'da zeytin rekoltesi yüzde 30 düştü",
                "2026-12-01",
                "2026-11-30T22:20:00Z",
                "1 Aralık 2026 Salı 01:20",
                ["Burak Yıldız"],
                [
                    "Bergama'da bu yıl zeytin rekoltesinin geçen yıla göre yüzde 30 düştüğü açıklandı. Üreticiler, ilkbahardaki geç donların ve yazın uzun süren kuraklığın hasadı vurduğunu söylüyor.",
                    "Ziraat odası başkanı Fikret Güneş, bölgede bu sezon yaklaşık 38 bin ton zeytin toplanmasının beklendiğini belirtti. Geçen yıl bu rakam 54 bin tonun üzerindeydi.",
                    "Rekoltedeki düşüş fiyatlara da yansıdı. Yağlık zeytinin kilosu fabrikalarda 48 liradan alınırken, üreticiler artan işçilik ve gübre maliyetleri nedeniyle bu fiyatın da kurtarmadığını ifade ediyor.",
                    'Kozak Yaylası\'nda zeytin toplayan Zeynep Arslan, "Ağaçların yarısında meyve yok. Yevmiyeciye verecek para çıkmıyor, aile olarak kendimiz topluyoruz" dedi.',
                ],
                "only-on-page2-and-search-utc-previous-day",
                section="Ekonomi",
                byline="Burak Yıldız",
            )
        )

    # -- templates ----------------------------------------------------------------------------------------------
    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        out = []
        if doc.extra.get("meta"):
            out.append('<meta http-equiv="Content-Type" content="text/html; charset=windows-1254">')
        out += [
            f'<meta name="description" content="{esc(doc.dek or self.lede(doc) or doc.title)}">',
            f'<link rel="canonical" href="{esc(url)}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
        ]
        if doc.is_article:
            out += [
                '<meta property="og:type" content="article">',
                f'<meta property="article:published_time" content="{doc.iso}">',
            ]
        else:
            out.append('<meta property="og:type" content="website">')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        a = self.a
        suffix = "" if doc.key == "home" else " - Körfez Manşet"
        title = ("CANLI | " if doc.extra.get("live") else "") + doc.title + suffix
        son = "".join(f"<li>{a(k, self.docs[k].title, 'chrome:rail')}</li>" for k in ("canli", "metro", "desk", "kisa"))
        return f"""<!DOCTYPE html>
<html lang="tr">
<head>
{self.head(doc)}
<title>{esc(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<link rel="stylesheet" href="/tema/km2/css/stil.css?v=311">
<link rel="alternate" type="application/rss+xml" href="/rss">
<style>/*PAD*/</style>
<script src="/tema/km2/js/jquery.min.js"></script>
</head>
<body>
<div class="ust-bar"><span class="tarih">2 Aralık 2026 Çarşamba</span> <span class="hava">İzmir 14°C Fırtına</span> <span class="doviz">USD 38,42 · EUR 41,05</span> {a("abonelik", "E-gazete", "chrome:header")} {a("bulten", "E-bülten", "chrome:header")}</div>
<header class="ust">{a("home", "Körfez Manşet", "chrome:header", 'class="logo"')}<span class="slogan">İzmir'in haber sitesi</span>
<form class="arama-form" action="/arama" method="get"><input type="text" name="q" placeholder="Haber ara..."><button type="submit">Ara</button></form></header>
<nav class="menu"><ul>
<li>{a("home", "Ana Sayfa", "chrome:nav")}</li>
<li>{a("gundem", "Gündem", "chrome:nav")}</li>
<li>{a("/ekonomi", "Ekonomi", "chrome:nav")}</li>
<li>{a("/spor", "Spor", "chrome:nav")}</li>
<li>{a("galeri", "Foto Galeri", "chrome:nav")}</li>
<li>{a("yazar", "Yazarlar", "chrome:nav")}</li>
</ul></nav>
<div class="son-dakika">SON DAKİKA: {a("canli", "İzmir'de fırtına: Körfez'de vapur seferleri iptal edildi", "chrome:header")}</div>
<div class="kapsayici">
<div class="sol-kolon">
{main}
</div>
<div class="sag-kolon">
<div class="kutu"><h3>Son Haberler</h3><ul>{son}</ul></div>
<div class="kutu"><h3>Çok Arananlar</h3>{a("arama", "zeytin", "chrome:rail")} · {a("etiket", "izmir metrosu", "chrome:rail")} · {a("/arama?q=vapur", "vapur", "chrome:rail")}</div>
<div class="kutu reklam"><div id="reklam-300x250"></div></div>
</div>
</div>
<footer class="alt-bilgi">
<ul><li>{a("kunye", "Künye", "chrome:footer")}</li><li>{a("/iletisim", "İletişim", "chrome:footer")}</li><li>{a("/gizlilik", "Gizlilik Politikası", "chrome:footer")}</li><li>{a("abonelik", "Abonelik", "chrome:footer")}</li><li>{a("bulten", "E-bülten", "chrome:footer")}</li><li>{a("/rss", "RSS", "chrome:footer")}</li></ul>
<p>© 2026 Körfez Manşet. Tüm hakları saklıdır. Haberlerin izinsiz kullanılması yasaktır.</p>
</footer>
</body>
</html>
"""

    def fig(self, alt: str, cap: str) -> str:
        n = zlib.crc32(alt.encode()) % 99991
        return f'<figure class="galeri-foto"><img src="/resimler/2026/12/{n}_b.jpg" alt="{esc(alt)}"><figcaption>{esc(cap)}</figcaption></figure>'

    def body_html(self, doc: Doc) -> str:
        if not doc.extra.get("live"):
            return self.blocks(doc, fig=self.fig)
        items = []
        cur = ""
        for b in doc.blocks:
            if b[0] == "note":
                cur = b[1].split(" ")[1]
            elif b[0] == "p":
                items.append(f'<li class="canli-giris"><time class="saat">{cur}</time><p>{self.inline(b[1])}</p></li>')
        return f'<ul class="canli-akis">{"".join(items)}</ul>'

    def story_main(self, doc: Doc) -> str:
        a = self.a
        live = '<span class="canli-etiket">CANLI</span> ' if doc.extra.get("live") else ""
        if doc.extra.get("byline_link"):
            byline = f'<span class="muhabir">{a("yazar", doc.byline, "byline")}</span>'
        elif doc.byline:
            byline = f'<span class="muhabir">{esc(doc.byline)}</span>'
        else:
            byline = ""
        yazar_kutu = ""
        if doc.extra.get("column"):
            yazar_kutu = f'<div class="yazar-kutu"><img src="/resimler/yazarlar/elif-sahin.jpg" alt="Elif Şahin" width="80">{a("yazar", "Tüm yazıları", "byline")}</div>'
        upd = (
            f' <span class="guncelleme">Son güncelleme: {esc(doc.extra["updated"])}</span>'
            if doc.extra.get("updated")
            else ""
        )
        dek = f'<h2 class="haber-spot">{esc(doc.dek)}</h2>' if doc.dek else ""
        img = self.fig(doc.image, doc.extra["caption"]) if doc.image else ""
        tags = ""
        if doc.extra.get("tags"):
            tags = (
                '<div class="etiketler">Etiketler: '
                + " ".join(a(t.split("|")[0], t.split("|")[1], "tags") for t in doc.extra["tags"])
                + "</div>"
            )
        rel = [k for k in ("metro", "canli", "roportaj", "desk") if k != doc.key][:3]
        ilgili = "".join(f"<li>{a(k, self.docs[k].title, 'chrome:related')}</li>" for k in rel)
        return f"""<div class="haber-detay{" foto-haber" if doc.extra.get("photo") else ""}">
<div class="kategori">{a("home", "Ana Sayfa", "chrome:breadcrumb")} / {esc(doc.section)}</div>
{yazar_kutu}
<h1 class="haber-baslik">{live}{esc(doc.title)}</h1>
{dek}
<div class="haber-bilgi">{byline} <span class="tarih">{esc(doc.stamp)}</span>{upd}</div>
{img}
<div class="haber-metni">
{self.body_html(doc)}
</div>
{tags}
<div class="paylas"><a href="https://www.facebook.com/sharer.php?u={esc(self.url(doc.key))}">Facebook</a> <a href="https://twitter.com/intent/tweet?url={esc(self.url(doc.key))}">X</a> <a href="https://api.whatsapp.com/send?text={esc(self.url(doc.key))}">WhatsApp</a></div>
<div class="ilgili-haberler"><h3>İlgili Haberler</h3><ul>{ilgili}</ul></div>
</div>"""

    def item(self, ref: str, big: bool = False) -> str:
        if ref.startswith("@"):
            nid, slug, text = ref[1:].split("|")
            return f'<li class="haber-kart">{self.a(f"/haber/{nid}/{slug}", text, "content")}<span class="tarih">28 Kasım 2026</span></li>'
        d = self.docs[ref]
        pic = ""
        if big:
            pic = self.a(
                ref,
                d.title,
                "content",
                'class="resim"',
                inner=f'<img src="/resimler/2026/12/{zlib.crc32(ref.encode()) % 99991}_k.jpg" alt="{esc(d.title)}">',
            )
        pre = "CANLI | " if d.extra.get("live") else ""
        return f'<li class="haber-kart">{pic}{self.a(ref, pre + d.title, "content")}<p class="spot">{esc(d.dek or self.lede(d))}</p><span class="tarih">{esc(d.stamp)}</span></li>'

    def listing_main(self, doc: Doc) -> str:
        a = self.a
        items = "\n".join(self.item(r, big=(i == 0)) for i, r in enumerate(doc.extra["list"]))
        pager = ""
        if doc.extra.get("more"):
            pager = f'<div class="sayfalama">{a(doc.extra["more"], "Daha fazla haber", "content")}</div>'
        if doc.extra.get("prev"):
            pager = f'<div class="sayfalama">{a(doc.extra["prev"], "« Önceki", "content")} <b>2</b> {a("/gundem?sayfa=3", "3", "content")} {a("/gundem?sayfa=3", "Sonraki »", "content")}</div>'
        head = (
            f'<h1 class="bolum-baslik">{esc(doc.title)}</h1>'
            if doc.key != "home"
            else '<h1 class="gizli">Körfez Manşet</h1>'
        )
        bio = ""
        if doc.kind == "author":
            bio = f'<div class="yazar-profil"><img src="/resimler/yazarlar/elif-sahin.jpg" alt="{esc(doc.title)}" width="120">{self.blocks(doc)}</div><h2>Yazıları</h2>'
        promo = ""
        if doc.key == "home":
            promo = f'<div class="vitrin-galeri">{a("galeri", "", "content", inner="<strong>FOTO GALERİ</strong> Kordon’da fırtına sonrası")} {a("fotohaber", "", "content", inner="<strong>FOTO HABER</strong> Alaçatı’da kış sabahı")}</div>'
        return f"""<div class="liste">
{head}
{bio}
<ul class="haber-listesi">
{items}
</ul>
{pager}
{promo}
</div>"""

    def service_main(self, doc: Doc) -> str:
        a = self.a
        if doc.kind == "gallery":
            figs = [b for b in doc.blocks if b[0] == "fig"]
            photos = "\n".join(
                f'<div class="galeri-sayfa"><span class="sira">{i}/{len(figs)}</span>{self.fig(b[1], b[2])}</div>'
                for i, b in enumerate(figs, 1)
            )
            return f"""<div class="galeri-detay">
<div class="kategori">{a("home", "Ana Sayfa", "chrome:breadcrumb")} / Foto Galeri</div>
<h1 class="galeri-baslik">{esc(doc.title)}</h1>
<div class="galeri-bilgi">2 Aralık 2026 Çarşamba 10:05 · {len(figs)} fotoğraf</div>
{photos}
<div class="ilgili-galeriler"><h3>Diğer galeriler</h3>{a("/galeri/izmirde-kis-gunesi-1195", "İzmir'de kış güneşi", "content")} · {a("/galeri/kemeralti-fotograflari-1188", "Kemeraltı'ndan kareler", "content")}</div>
</div>"""
        form = ""
        if doc.kind == "subscribe":
            form = '<form class="bulten-form" action="/e-bulten/kayit" method="post"><input type="email" name="eposta" placeholder="E-posta adresiniz"><button type="submit">Kaydol</button></form>'
        return f"""<div class="sayfa">
<div class="kategori">{a("home", "Ana Sayfa", "chrome:breadcrumb")} / {esc(doc.title)}</div>
<h1 class="sayfa-baslik">{esc(doc.title)}</h1>
<div class="sayfa-icerik">{self.blocks(doc, fig=self.fig)}</div>
{form}
</div>"""
