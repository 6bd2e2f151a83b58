# ruff: noqa: E501, RUF001, RUF002 (page texts and markup are long literal lines; Turkish letters are deliberate)
"""Gündem Haber: a Hürriyet/Sabah-like Turkish national site (`/gundem/<slug>-42345678`, `/gundem/?p=2`,
`/son-dakika/`, `/video/<slug>-v42351122`, `/haberleri/<tag>`, `/yazarlar/<slug>/`, `/arama?q=`), UTF-8,
Hürriyet-style classes (`news-detail-title`, `news-detail-spot`, `news-content`, `news-box`). Dates printed
"04 Aralık 2026 Cuma 09:15" with a "Güncelleme:" line under some; bylines in capitals on news stories
("AYŞE YILMAZ", with the author card below giving "Ayşe Yılmaz"); an AA story credited "AA" only. Metadata:
`NewsArticle` JSON-LD in +03:00, one in **UTC** crossing midnight (a match report filed at 01:10), the AA story's
author an Organization, none on the review. A video page (`og:type=video.other`, one line) and the "Son Dakika"
list (times and headlines) are not articles."""

from __future__ import annotations

import json

from common import Base, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["quake", "reserve", "column", "chef", "wage", "fog", "review", "match"]
CAPS = {"ı": "I", "i": "İ"}


def tr_upper(name: str) -> str:
    return "".join(CAPS.get(c, c.upper()) for c in name)


class Gundem(Base):
    origin = "https://www.gundemhaber.test"
    name = "Gündem Haber"
    prefix = "gdm"
    language = "tr"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "gdm",
            [".header-menu", ".news-detail-title", ".news-content", ".news-box", ".breaking-list", ".footer"],
            240,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "Gündem Haber - Son Dakika Haberler",
                "hurriyet-like-home",
                list=["quake", "reserve", "wage", "match", "fog", "chef", "review", "column"],
                more="gundem2",
            )
        )
        add(
            page(
                "gundem",
                "/gundem/",
                "section",
                "Gündem",
                "section-front",
                list=["quake", "reserve", "wage", "fog"],
                more="gundem2",
            )
        )
        add(
            page(
                "gundem2",
                "/gundem/?p=2",
                "section",
                "Gündem",
                "section-page2",
                list=["chef", "review", "column", "match"],
            )
        )
        add(
            page(
                "sondakika",
                "/son-dakika/",
                "section",
                "Son Dakika Haberleri",
                "breaking-list-times",
                breaking=True,
                list=["match", "quake", "reserve", "fog"],
            )
        )
        add(
            page(
                "video",
                "/video/izmir-kordonda-dev-dalgalar-v42351122",
                "video",
                "İzmir Kordon'da dev dalgalar",
                "video-one-line",
                video="Fırtına nedeniyle Kordon'da dalgalar yer yer yola taştı; o anlar cep telefonu kamerasına yansıdı.",
            )
        )
        add(page("tag", "/haberleri/deprem", "tag", "Deprem Haberleri", "tag-page", list=["quake", "fog"]))
        add(
            page(
                "author", "/yazarlar/ayse-yilmaz/", "author", "Ayşe Yılmaz", "columnist-page", list=["column", "quake"]
            )
        )
        add(
            page(
                "search", "/arama?q=deprem", "search", '"deprem" için arama sonuçları', "search-results", list=["quake"]
            )
        )
        add(
            page(
                "kunye",
                "/kunye",
                "about",
                "Künye",
                "imprint",
                [
                    "Gündem Haber bir Marmara Medya Yayıncılık A.Ş. kuruluşudur.",
                    "Genel Yayın Yönetmeni: Oğuzhan Tekin",
                    "Sorumlu Yazı İşleri Müdürü: Gülşen Erdem",
                    "Adres: Büyükdere Caddesi No: 127, Şişli / İstanbul",
                    "Telefon: 0212 555 00 00 - E-posta: haber@gundemhaber.test",
                ],
            )
        )
        add(
            page(
                "kvkk",
                "/kvkk-aydinlatma-metni",
                "policy",
                "KVKK Aydınlatma Metni",
                "policy-updated",
                [
                    "Son güncelleme: 15 Ekim 2026",
                    "6698 sayılı Kişisel Verilerin Korunması Kanunu uyarınca, Marmara Medya Yayıncılık A.Ş. veri sorumlusu sıfatıyla kişisel verilerinizi aşağıda açıklanan amaçlarla işlemektedir.",
                    "Sitemizi ziyaretiniz sırasında çerezler aracılığıyla IP adresiniz, tarayıcı bilgileriniz ve ziyaret süreniz kaydedilmektedir.",
                    "Kanun'un 11. maddesi kapsamındaki haklarınızı kvkk@gundemhaber.test adresine başvurarak kullanabilirsiniz.",
                ],
            )
        )
        add(
            story(
                "quake",
                "/gundem/malatyada-4-8-buyuklugunde-deprem-42351187",
                "Malatya'da 4.8 büyüklüğünde deprem: Çevre illerden de hissedildi",
                "2026-12-04",
                "2026-12-04T09:15:00+03:00",
                "04 Aralık 2026 Cuma 09:15",
                ["Ayşe Yılmaz"],
                [
                    "AFAD'ın açıklamasına göre, merkez üssü Malatya'nın Pütürge ilçesi olan deprem saat 08.42'de meydana geldi. Yerin 7 kilometre derinliğinde kaydedilen sarsıntı Elazığ, Adıyaman ve Diyarbakır'dan da hissedildi.",
                    "Depremin ardından vatandaşlar kısa süreli panik yaşayarak sokaklara çıktı. Malatya Valiliği, ilk belirlemelere göre can kaybı ya da ağır hasar bulunmadığını, ekiplerin köylerde inceleme yaptığını açıkladı.",
                    "FIG: Malatya'da sokakta bekleyen vatandaşlar | Deprem sonrası bazı vatandaşlar bir süre evlerine girmedi.",
                    "Pütürge'ye bağlı iki köyde bazı eski kerpiç yapıların duvarlarında çatlaklar oluştuğu, bir ahırın çatısının kısmen çöktüğü bildirildi. Bölgeye AFAD ve Kızılay ekipleri sevk edildi.",
                    "Kandilli Rasathanesi'nden yapılan açıklamada ise depremin ardından büyüklükleri 2.1 ile 3.4 arasında değişen 11 artçı sarsıntı kaydedildiği belirtildi.",
                    "Yer bilimci Prof. Dr. Nurettin Aksoy, bölgede bu büyüklükte depremlerin olağan olduğunu hatırlatarak, vatandaşların hasarlı binalara girmemesi ve deprem çantalarını hazır tutması gerektiğini söyledi.",
                    "Okullarda eğitime ara verilmezken, Pütürge'deki iki okulda binaların kontrolü tamamlanana kadar dersler bahçede yapıldı.",
                ],
                "caps-byline-update-line",
                section="Gündem",
                ld="person",
                updated="04 Aralık 2026 Cuma 11:02",
                caps=True,
                tag=True,
            )
        )
        add(
            story(
                "reserve",
                "/ekonomi/merkez-bankasi-rezervleri-rekor-kirdi-42351040",
                "Merkez Bankası rezervleri rekor kırdı",
                "2026-12-03",
                "2026-12-03T14:31:00+03:00",
                "03 Aralık 2026 Perşembe 14:31",
                [],
                [
                    "Türkiye Cumhuriyet Merkez Bankası'nın (TCMB) brüt döviz rezervleri, 27 Kasım ile biten haftada 3,2 milyar dolar artarak 178,4 milyar dolarla tüm zamanların en yüksek seviyesine çıktı.",
                    "TCMB'nin haftalık verilerine göre, altın rezervleri aynı dönemde 1,1 milyar dolar artışla 94,7 milyar dolar oldu. Döviz rezervleri ise 2,1 milyar dolar yükselerek 83,7 milyar dolara ulaştı.",
                    "Net rezervler de önceki haftaya göre 2,8 milyar dolar artışla 71,5 milyar dolar olarak hesaplandı.",
                    "Ekonomistler, rezervlerdeki artışın yabancı yatırımcıların Türk lirası cinsi varlıklara olan ilgisinin sürmesi ve ihracatçıların döviz bozdurmasıyla desteklendiğini değerlendirdi.",
                ],
                "aa-credit-org-author",
                section="Ekonomi",
                ld="org_aa",
                credit="AA",
            )
        )
        add(
            story(
                "column",
                "/yazarlar/ayse-yilmaz/kis-gelmeden-cati-42350911",
                "Kış gelmeden çatıya bakın",
                "2026-12-03",
                "2026-12-03T06:00:00+03:00",
                "03 Aralık 2026 Perşembe 06:00",
                ["Ayşe Yılmaz"],
                [
                    "Her kış aynı haberleri yazıyoruz: Çatısı çöken ev, soba zehirlenmesi, su basan bodrum katı. Ve her seferinde aynı cümleyi kuruyoruz: Önlem alınsaydı olmazdı.",
                    "Geçen hafta Anadolu'nun birkaç kentinde konuştuğum belediye görevlileri, ihbarların büyük bölümünün aslında birkaç saatlik bakım işiyle önlenebilecek sorunlardan kaynaklandığını söylüyor.",
                    "Tıkalı bir oluk, kırık bir kiremit, yıllardır temizlenmemiş bir baca... Bunlar için ne büyük bütçe ne de uzmanlık gerekiyor. Gereken tek şey, kışı beklemeden harekete geçmek.",
                    "Özellikle yaşlıların yalnız yaşadığı evler için mahalle muhtarlıklarının listesini çıkarıp gönüllülerle kontrol yapması, hiç de zor bir organizasyon değil. Bazı ilçelerde bu zaten yapılıyor ve sonuçları ortada.",
                    "Soba ve şofben meselesine gelince: Karbonmonoksit dedektörü bugün bir akşam yemeği fiyatına satılıyor. Hayat kurtaran bir cihaz için bundan daha ucuz bir sigorta düşünemiyorum.",
                    "Kış kapıda. Bu hafta sonu bir saatinizi ayırın, çatıya ve bacaya bakın. Komşunuzunkine de.",
                ],
                "columnist-plain-case",
                section="Yazarlar",
                ld="person",
                column=True,
            )
        )
        add(
            story(
                "chef",
                "/yasam/sef-zeynep-ucar-anadolu-mutfagi-42350722",
                "Şef Zeynep Uçar: Anadolu mutfağı dünyanın en zengin mutfaklarından biri",
                "2026-12-02",
                "2026-12-02T10:30:00+03:00",
                "02 Aralık 2026 Çarşamba 10:30",
                ["Can Öztürk"],
                [
                    "Gaziantep'te açtığı restoranla uluslararası bir rehberde yer alan Şef Zeynep Uçar, yeni kitabı için Anadolu'nun 40 köyünü gezdi. Uçar'la unutulmaya yüz tutan tarifleri konuştuk.",
                    "Q: Kitap fikri nasıl doğdu? || Annemin defterinden. Rahmetli annem yıllarca komşulardan duyduğu tarifleri bir deftere yazmış. O defteri okurken fark ettim ki yemeklerin yarısını artık kimse yapmıyor.",
                    "Q: Köylerde neyle karşılaştınız? || İnanılmaz bir cömertlikle. Kapısını çaldığımız her ev bize sofra kurdu. Kars'ta bir teyze bana kırk yıllık ekşi mayasını verdi, hâlâ restoranda kullanıyorum.",
                    "Q: Sizce Anadolu mutfağı yeterince tanınıyor mu? || Hayır. Dünya kebabı ve baklavayı biliyor ama bizim mutfağımız bunlardan ibaret değil. Yabani otlar, tarhanalar, pekmezler... Bu zenginliği anlatmak zorundayız.",
                    "Q: Genç şeflere ne önerirsiniz? || Önce kendi yöresinin yemeğini öğrensinler. Fransız tekniği öğrenmek güzel ama babaannenizin mantısını yapamıyorsanız bir şeyler eksik demektir.",
                ],
                "interview-qa-roportaj",
                section="Yaşam",
                ld="person",
                byline_kind="Röportaj",
            )
        )
        add(
            story(
                "wage",
                "/ekonomi/asgari-ucret-gorusmelerinde-ilk-toplanti-42350601",
                "Asgari ücret görüşmelerinde ilk toplantı tamamlandı",
                "2026-12-02",
                "2026-12-02T17:45:00+03:00",
                "02 Aralık 2026 Çarşamba 17:45",
                ["Selin Arslan", "Burak Şahin"],
                [
                    "2027 yılında geçerli olacak asgari ücreti belirlemek için Asgari Ücret Tespit Komisyonu, Çalışma ve Sosyal Güvenlik Bakanlığı'nda ilk toplantısını yaptı.",
                    "Yaklaşık üç saat süren toplantıda, Türkiye İstatistik Kurumu'nun hazırladığı ücret ve hane halkı bütçesi verileri ele alındı. İşçi ve işveren tarafları rakam telaffuz etmedi.",
                    "## İşçi tarafı: Refah payı şart",
                    'İşçi konfederasyonu adına açıklama yapan Genel Sekreter Hakan Toprak, enflasyon farkının yanı sıra refah payı verilmesinin zorunlu olduğunu belirterek, "Asgari ücretli geçim sıkıntısı içinde. Kira artışları maaşın yarısını götürüyor" dedi.',
                    "## İşveren tarafı: Üretim maliyetleri arttı",
                    "İşveren temsilcileri ise enerji ve hammadde maliyetlerinin yükseldiğini, yüksek bir artışın özellikle küçük ve orta ölçekli işletmelerde kayıt dışılığı artırabileceğini savundu.",
                    "Komisyonun ikinci toplantısının gelecek hafta yapılması, yeni rakamın ise Aralık ayının son haftasında açıklanması bekleniyor.",
                ],
                "two-reporters-caps-subheads",
                section="Ekonomi",
                ld="person",
                caps=True,
            )
        )
        add(
            story(
                "fog",
                "/gundem/istanbul-bogazinda-sis-gemi-trafigi-durdu-42351150",
                "İstanbul Boğazı'nda sis: Gemi trafiği çift yönlü askıya alındı",
                "2026-12-04",
                "2026-12-04T07:48:00+03:00",
                "04 Aralık 2026 Cuma 07:48",
                ["Emre Koç"],
                [
                    "İstanbul'da sabah saatlerinde etkili olan yoğun sis nedeniyle Boğaz'da gemi trafiği çift yönlü olarak askıya alındı. Kıyı Emniyeti Genel Müdürlüğü, görüş mesafesinin yer yer 200 metrenin altına düştüğünü bildirdi.",
                    "Şehir hatları vapurlarında da bazı seferler iptal edilirken, İstanbullular işe gitmek için Marmaray ve köprüleri tercih etti.",
                ],
                "short-brief-caps",
                section="Gündem",
                ld="person",
                caps=True,
                updated="04 Aralık 2026 Cuma 08:30",
                tag=True,
            )
        )
        add(
            story(
                "review",
                "/kultur-sanat/elestiri-sessiz-liman-42350455",
                "Sessiz Liman: Küçük bir kasabada büyük bir sır",
                "2026-12-01",
                None,
                "01 Aralık 2026 Salı 12:00",
                ["Deniz Aksoy"],
                [
                    "Genç yönetmen Kerem Alkan'ın ilk uzun metrajı Sessiz Liman, Karadeniz'de bir balıkçı kasabasında geçen sakin ama gerilimli bir hikâye anlatıyor.",
                    "Filmin merkezinde, yıllar sonra babasının cenazesi için kasabaya dönen Leyla var. Leyla'nın dönüşüyle birlikte kasabalıların yıllardır sakladığı bir olay yavaş yavaş su yüzüne çıkıyor.",
                    "Alkan, hikâyesini acele etmeden, uzun planlar ve az diyalogla kuruyor. Görüntü yönetmeni Tuna Berk'in gri tonlarla çektiği deniz, neredeyse filmin ikinci başrolü gibi.",
                    "Leyla'yı canlandıran Melis Kara, abartıdan uzak oyunculuğuyla filmin en güçlü yanı. Özellikle annesiyle mutfakta geçen uzun sahne, yılın en etkileyici sahnelerinden biri.",
                    "Filmin zayıf noktası ise son yarım saat. Sırrın açığa çıktığı bölümde senaryo aceleye geliyor ve kurulan gerilim biraz dağılıyor.",
                    "Yine de Sessiz Liman, Türk sinemasında yeni bir sesin geldiğini müjdeleyen, sabırlı izleyiciyi ödüllendiren bir film.",
                    'RAW:<div class="rating">Puan: ★★★★☆</div>',
                ],
                "review-no-jsonld-rating",
                section="Kültür Sanat",
                ld="",
            )
        )
        add(
            story(
                "match",
                "/spor/bogazici-spor-deplasmanda-3-puani-3-golle-aldi-42351101",
                "Boğaziçi Spor deplasmanda 3 puanı 3 golle aldı",
                "2026-12-04",
                "2026-12-03T22:10:00Z",
                "04 Aralık 2026 Cuma 01:10",
                ["Onur Çelik"],
                [
                    "Süper Lig'in 14. haftasında Boğaziçi Spor, deplasmanda Kapadokya Gençlik'i 3-1 mağlup ederek zirve takibini sürdürdü.",
                    "İlk yarıda etkili oynayan ev sahibi ekip, 27. dakikada Serkan Ateş'in golüyle öne geçti. Boğaziçi Spor, devre bitmeden Tolga Er'in kafa vuruşuyla eşitliği yakaladı.",
                    "İkinci yarıda oyunun kontrolünü ele geçiren konuk ekip, 61. dakikada Kenan Yavuz ve 84. dakikada yedek kulübesinden gelen Arda Sönmez'in golleriyle sahadan galip ayrıldı.",
                    'Teknik direktör Levent Şimşek maçın ardından, "Zor bir deplasmandı. İlk yarıda bocaladık ama ikinci yarıda gerçek yüzümüzü gösterdik" dedi.',
                    "Bu sonuçla puanını 31'e yükselten Boğaziçi Spor, lider ile arasındaki farkı 2'ye indirdi.",
                ],
                "match-report-utc-crosses-midnight",
                section="Spor",
                ld="person_utc",
                caps=True,
            )
        )

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f"<li>{self.a(k, t, 'nav')}</li>"
            for k, t in (
                ("home", "Anasayfa"),
                ("gundem", "Gündem"),
                ("sondakika", "Son Dakika"),
                ("author", "Yazarlar"),
                ("video", "Video"),
            )
        )
        nav += '<li><a href="/ekonomi/">Ekonomi</a></li><li><a href="/spor/">Spor</a></li><li><a href="/kultur-sanat/">Kültür Sanat</a></li>'
        meta = [
            f"<title>{esc(doc.title)} - Gündem Haber</title>",
            f'<meta property="og:title" content="{esc(doc.title)}">',
            '<meta property="og:locale" content="tr_TR">',
        ]
        if doc.is_article:
            meta.append('<meta property="og:type" content="article">')
            meta.append(f'<meta name="description" content="{esc(self.lede(doc))}">')
            kind = doc.extra.get("ld")
            if kind:
                if kind == "org_aa":
                    auth: object = {"@type": "Organization", "name": "Anadolu Ajansı"}
                else:
                    auth = [{"@type": "Person", "name": a} for a in doc.authors]
                ld = {
                    "@context": "https://schema.org",
                    "@type": "NewsArticle",
                    "headline": doc.title,
                    "description": self.lede(doc),
                    "datePublished": doc.iso,
                    "dateModified": doc.iso,
                    "articleSection": doc.section,
                    "author": auth,
                    "publisher": {
                        "@type": "Organization",
                        "name": "Gündem Haber",
                        "logo": {"@type": "ImageObject", "url": "https://www.gundemhaber.test/static/logo.png"},
                    },
                    "inLanguage": "tr-TR",
                }
                meta.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        elif doc.kind == "video":
            meta.append('<meta property="og:type" content="video.other">')
            meta.append('<meta property="og:video" content="https://cdn.gundemhaber.test/video/42351122.mp4">')
        else:
            meta.append('<meta property="og:type" content="website">')
        tick = "".join(f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>" for k in ("match", "fog") if k != doc.key)
        return f"""<!DOCTYPE html>
<html lang="tr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
{chr(10).join(meta)}
<link rel="canonical" href="{esc(self.url(doc.key))}">
<link rel="amphtml" href="{esc(self.url(doc.key))}{"?amp" if doc.is_article else ""}">
<style>/*PAD*/</style>
<script>window.dataLayer=window.dataLayer||[];dataLayer.push({{"pageType":"{doc.kind}","category":"{esc(doc.section)}"}});</script>
</head>
<body>
<header class="header"><div class="logo"><a href="/">Gündem Haber</a></div><nav class="header-menu"><ul>{nav}</ul></nav>
<div class="header-right"><a href="/giris">Giriş Yap</a> <span class="weather">İstanbul 9°C</span> <span class="currency">Dolar 41,27 Euro 44,83</span></div></header>
<div class="breaking-bar"><strong>SON DAKİKA</strong><ul>{tick}</ul></div>
<main class="container">
{main}
</main>
<aside class="sidebar"><div class="news-box most-read"><h3>Çok Okunanlar</h3><ul>{"".join(f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>" for k in ("quake", "wage") if k != doc.key)}</ul></div>
<div class="news-box">{self.a("video", "Video: " + self.docs["video"].title, "aside")}</div></aside>
<footer class="footer"><ul><li>{self.a("kunye", "Künye", "footer")}</li><li>{self.a("kvkk", "KVKK", "footer")}</li><li><a href="/iletisim">İletişim</a></li><li><a href="/rss">RSS</a></li></ul>
<div class="social"><a href="https://x.com/gundemhaber">X</a> <a href="https://www.instagram.com/gundemhaber">Instagram</a> <a href="https://www.youtube.com/gundemhaber">YouTube</a></div>
<p>Copyright © 2026 Gündem Haber. Tüm hakları saklıdır. İzinsiz ve kaynak gösterilmeden kullanılamaz.</p></footer>
<div class="cookie-policy" id="cookiePolicy">Sitemizde çerezler kullanılmaktadır. Detaylı bilgi için {self.a("kvkk", "Aydınlatma Metni", "footer")}'ni inceleyebilirsiniz. <button>Kabul Et</button></div>
<script src="/static/js/app.bundle.js" defer></script>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        if doc.extra.get("credit"):
            by = f'<div class="news-source">Kaynak: {esc(doc.extra["credit"])}</div>'
        elif doc.extra.get("column"):
            by = f'<div class="columnist-header"><img src="/static/yazar/ayse-yilmaz.jpg" alt=""><div class="name">{self.a("author", doc.authors[0], "byline")}</div></div>'
        elif doc.extra.get("byline_kind"):
            by = f'<div class="news-author">{esc(doc.extra["byline_kind"])}: {esc(doc.authors[0])}</div>'
        elif doc.extra.get("caps"):
            by = f'<div class="news-author">{" - ".join(esc(tr_upper(a)) for a in doc.authors)}</div>'
        else:
            by = f'<div class="news-author">{", ".join(esc(a) for a in doc.authors)}</div>'
        upd = f'<span class="update">Güncelleme: {esc(doc.extra["updated"])}</span>' if doc.extra.get("updated") else ""
        iso = f' datetime="{doc.iso}"' if doc.iso else ""
        card = ""
        if doc.extra.get("caps") and doc.authors:
            names = []
            for a in doc.authors:
                names.append(self.a("author", a, "byline") if a == "Ayşe Yılmaz" else esc(a))
            card = f'<div class="author-card"><span>Haberin Editörü</span> {", ".join(names)}</div>'
        tags = (
            f'<div class="news-tags">{self.a("tag", "deprem", "content")} <a href="/haberleri/afad">AFAD</a></div>'
            if doc.extra.get("tag")
            else ""
        )
        dek = self.lede(doc)
        rel = "".join(
            f'<div class="news-box">{self.a(k, self.docs[k].title, "related")}</div>' for k in ARTS if k != doc.key
        )
        return f"""<article class="news-detail">
<div class="breadcrumb"><a href="/">Anasayfa</a> &gt; <span>{esc(doc.section)}</span></div>
<div class="news-detail-title selectionShareable"><h1>{esc(doc.title)}</h1></div>
<h2 class="news-detail-spot">{esc(dek)}</h2>
<div class="news-date"><time{iso}>{doc.stamp}</time> {upd}</div>
{by}
<div class="share-buttons"><a href="https://www.facebook.com/sharer/sharer.php?u={esc(self.url(doc.key))}">Paylaş</a> <a href="https://x.com/intent/tweet">Tweetle</a> <a href="https://wa.me/?text=">WhatsApp</a> <a href="https://news.google.com/publications/gundemhaber">Google News'te takip et</a></div>
<div class="news-content readingTime">
{self.blocks(doc)}
</div>
{card}
{tags}
</article>
<section class="related-news"><h3>İlgili Haberler</h3>{rel}</section>"""

    def listing_main(self, doc: Doc) -> str:
        if doc.extra.get("breaking"):
            rows = [
                f'<li><span class="time">{self.docs[k].stamp[-5:]}</span> {self.a(k, self.docs[k].title, "content")}</li>'
                for k in doc.extra["list"]
            ]
            rows += [
                '<li><span class="time">07:30</span> Ankara\'da toplu taşımaya kar düzenlemesi</li>',
                '<li><span class="time">07:05</span> Borsa İstanbul güne yükselişle başladı</li>',
            ]
            return f'<section class="breaking-list"><h1>{esc(doc.title)}</h1><ul>{"".join(rows)}</ul></section>'
        boxes = "".join(
            f'<div class="news-box"><a href="{esc(self.href(k))}"><img src="/static/img/{k}.jpg" alt=""></a><h3>{self.a(k, self.docs[k].title, "content")}</h3><p>{esc(self.lede(self.docs[k]))}</p></div>'
            for k in doc.extra["list"]
        )
        head = f"<h1>{esc(doc.title)}</h1>"
        if doc.kind == "author":
            head += '<p class="bio">Gazeteci. 2008\'den bu yana yerel yönetimler, afetler ve kent yaşamı üzerine yazıyor.</p>'
        if doc.kind == "search":
            head = f'<form action="/arama"><input name="q" value="deprem"></form><h1>{esc(doc.title)}</h1>'
        pager = ""
        if doc.extra.get("more"):
            pager = f'<div class="pagination"><span>1</span> {self.a(doc.extra["more"], "2", "pagination")} <a href="/gundem/?p=3">3</a></div>'
        elif doc.key == "gundem2":
            pager = f'<div class="pagination">{self.a("gundem", "1", "pagination")} <span>2</span> <a href="/gundem/?p=3">3</a></div>'
        extra = ""
        if doc.key == "home":
            extra = f'<div class="home-blocks">{self.a("sondakika", "Son Dakika", "content")} {self.a("gundem", "Gündem", "content")} {self.a("tag", "Deprem", "content")} {self.a("search", "Ara", "content")} {self.a("video", self.docs["video"].title, "content")}</div>'
        return f'<section class="category">{head}{boxes}{pager}{extra}</section>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "video":
            return f"""<section class="video-detail">
<h1>{esc(doc.title)}</h1>
<div class="video-player" data-id="42351122"><video controls poster="/static/video/42351122.jpg"><source src="https://cdn.gundemhaber.test/video/42351122.mp4" type="video/mp4"></video></div>
<p class="video-desc">{esc(doc.extra["video"])}</p>
<span class="date">04 Aralık 2026 Cuma 08:05</span>
<div class="more-videos"><h3>Diğer Videolar</h3><a href="/video/kar-yagisi-erzurum-v42351010">Erzurum'da kar yağışı</a> <a href="/video/bogaz-sis-v42351140">Boğaz'da sis</a> {self.a("fog", self.docs["fog"].title, "related")}</div>
</section>"""
        return f'<section class="static-page"><h1>{esc(doc.title)}</h1>\n{self.blocks(doc)}\n</section>'
