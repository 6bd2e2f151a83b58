# ruff: noqa: E501, RUF001, RUF002 (page texts and markup are long literal lines in their own scripts)
"""Karadeniz Postası: a Turkish news portal (windows-1254 in <meta charset>, dense link blocks, son dakika bar)."""

from __future__ import annotations

from common import blocks_html
from sitekit import Doc, Site, css_rules, esc


class Karadeniz(Site):
    origin = "http://www.karadenizpostasi.test"
    name = "Karadeniz Postası"
    prefix = "kp"
    language = "tr"
    encoding = "windows-1254"
    codec = "cp1254"
    content_type = "text/html"

    def pad_rules(self) -> list[str]:
        sel = [
            ".ust-menu",
            ".manset",
            ".haber-kutusu",
            ".sondakika",
            ".yan-blok",
            ".alt-bilgi",
            ".baslik",
            ".haber-metni",
            ".tarih",
            ".kategori-listesi",
        ]
        return css_rules("kp", sel, 250)

    def build(self) -> None:
        add = self.add
        add(Doc("home", "/", "home", "Karadeniz Postası - Karadeniz'in Haber Sitesi", shape="dense-portal-front"))
        add(Doc("gundem", "/gundem/", "section", "Gündem Haberleri", shape="section-front-dense"))
        add(Doc("spor", "/spor/", "section", "Spor Haberleri", shape="section-front-dense"))
        add(Doc("cok", "/cok-okunanlar/", "mostread", "Çok Okunan Haberler", shape="most-read-page"))
        add(Doc("burclar", "/burclar/", "horoscope", "Günlük Burç Yorumları", shape="horoscope-page-prose"))
        add(
            Doc("doviz", "/doviz-kurlari/", "markets", "Döviz Kurları ve Altın Fiyatları", shape="exchange-rates-table")
        )
        add(Doc("namaz", "/namaz-vakitleri/", "prayertimes", "Trabzon Namaz Vakitleri", shape="prayer-times-table"))
        add(Doc("kunye", "/kunye/", "imprint", "Künye", shape="imprint"))
        add(Doc("iletisim", "/iletisim/", "contact", "İletişim", shape="contact-form"))
        add(
            Doc(
                "gizlilik",
                "/gizlilik-politikasi/",
                "policy",
                "Gizlilik ve Çerez Politikası",
                shape="privacy-policy-kvkk",
            )
        )
        add(Doc("reklam", "/reklam/", "advertise", "Reklam ve İş Birliği", shape="advertise"))

        add(
            Doc(
                "heyelan",
                "/haber/sahil-yolunda-heyelan-iki-serit-trafige-kapandi-48211",
                "article",
                "Sahil yolunda heyelan: İki şerit trafiğe kapandı, ekipler gece boyunca çalıştı",
                True,
                ["Emre Yıldırım"],
                date="2026-11-30",
                stamp="30.11.2026 14:05",
                iso="2026-11-30T14:05:00+03:00",
                section="Gündem",
                shape="story-split-over-two-pages-page1-no-h1",
                blocks=[
                    (
                        "p",
                        "Trabzon-Rize sahil yolunun Araklı mevkiinde dün gece yaşanan heyelan nedeniyle "
                        "Rize istikametindeki iki şerit trafiğe kapandı. Yamaçtan kopan toprak ve kaya "
                        "parçaları yaklaşık 80 metrelik bir bölümü kapladı.",
                    ),
                    (
                        "p",
                        "Karayolları 10. Bölge Müdürlüğü ekipleri iş makineleriyle gece boyunca çalıştı. "
                        "Yetkililer, olayda yaralanan olmadığını, ancak iki aracın hafif hasar gördüğünü "
                        "açıkladı.",
                    ),
                    (
                        "p",
                        "Bölgede son bir haftada düşen yağış miktarının mevsim normallerinin iki katına "
                        "ulaştığı belirtildi. Meteoroloji, yağışların çarşamba gününe kadar süreceğini "
                        "duyurdu.",
                    ),
                    (
                        "p",
                        "Sürücülerin, çalışmalar tamamlanana kadar karşı şeritten kontrollü olarak verilen "
                        "geçişlerde dikkatli olmaları istendi.",
                    ),
                ],
            )
        )
        add(
            Doc(
                "hamsi",
                "/haber/hamsi-av-sezonunda-bereketli-gunler-48190",
                "article",
                "Hamsi av sezonunda bereketli günler: Kasası 150 liraya düştü",
                True,
                ["Selin Kaya"],
                date="2026-11-29",
                stamp="29.11.2026 09:40",
                iso="2026-11-29T09:40:00+03:00",
                section="Ekonomi",
                shape="story-inline-link-to-another-story",
                blocks=[
                    (
                        "p",
                        "Karadeniz'de hamsi av sezonu bereketli geçiyor. Sabah saatlerinde limana dönen "
                        "balıkçı tekneleri ambarları dolu şekilde iskeleye yanaştı.",
                    ),
                    (
                        "p",
                        "Balık halinde hamsinin kasası 150 liraya kadar geriledi. Geçen ay aynı kasanın 400 "
                        "liradan alıcı bulduğunu hatırlatan balıkçılar, fiyatın düşmesinden memnun değil.",
                    ),
                    (
                        "p",
                        "Kooperatif başkanı İsmail Çelik, “Bol balık iyi, ama yakıt fiyatları ortada. Tekneyi "
                        "denize çıkarmak her gün daha pahalı” dedi.",
                    ),
                    (
                        "p",
                        "Limanda yoğunluk sürerken belediye, balık halinin bulunduğu mahallelerde "
                        "[[su|planlı su kesintisi]] yapılacağını duyurdu.",
                    ),
                ],
            )
        )
        add(
            Doc(
                "findik",
                "/haber/findik-fiyatlari-yeni-haftaya-yukselisle-basladi-48203",
                "article",
                "Fındık fiyatları yeni haftaya yükselişle başladı, üretici TMO'nun açıklamasını bekliyor",
                True,
                ["Selin Kaya"],
                date="2026-11-30",
                stamp="30.11.2026 10:15",
                iso="2026-11-30T10:15:00+03:00",
                section="Ekonomi",
                shape="economy-story",
                blocks=[
                    (
                        "p",
                        "Giresun ve Ordu borsalarında fındığın kilogramı haftanın ilk işlem gününde yüzde 3 "
                        "artışla 142 liraya yükseldi.",
                    ),
                    (
                        "p",
                        "İhracatçıların Avrupa'dan gelen siparişlerle alımlarını artırdığı belirtilirken, "
                        "üreticiler Toprak Mahsulleri Ofisi'nin alım fiyatına ilişkin açıklamasını bekliyor.",
                    ),
                    (
                        "p",
                        "Ziraat odası başkanı Hatice Demirtaş, gübre ve işçilik maliyetlerinin geçen yıla göre "
                        "neredeyse ikiye katlandığını söyledi.",
                    ),
                ],
            )
        )
        add(
            Doc(
                "trafik",
                "/haber/kavsakta-zincirleme-kaza-48215",
                "article",
                "Değirmendere kavşağında zincirleme kaza nedeniyle uzun kuyruk oluştu",
                True,
                [],
                date="2026-11-30",
                stamp="30.11.2026 16:20",
                iso="2026-11-30T16:20:00+03:00",
                section="Gündem",
                byline="Haber Merkezi",
                shape="three-sentence-brief-haber-merkezi",
                blocks=[
                    (
                        "p",
                        "Değirmendere kavşağında öğle saatlerinde dört aracın karıştığı zincirleme kaza meydana geldi.",
                    ),
                    ("p", "Kazada yaralanan olmadı, ancak sahil yolunda iki kilometrelik kuyruk oluştu."),
                    ("p", "Trafik polisi, akşam saatlerinde yolun normale döndüğünü açıkladı."),
                ],
            )
        )
        add(
            Doc(
                "derbi",
                "/haber/sahilspor-derbide-son-dakikada-guldu-48198",
                "article",
                "Sahilspor derbide son dakikada güldü",
                True,
                ["Burak Aydın"],
                date="2026-11-29",
                stamp="29.11.2026 21:50",
                iso="2026-11-29T21:50:00+03:00",
                section="Spor",
                shape="sports-story-short-title",
                blocks=[
                    (
                        "p",
                        "Sahilspor, kendi sahasında Yaylaspor'u 90+3. dakikada Kerem Işık'ın golüyle 2-1 "
                        "mağlup etti ve liderlik koltuğuna oturdu.",
                    ),
                    (
                        "p",
                        "İlk yarıyı Yaylaspor'un golüyle geride bırakan ev sahibi ekip, ikinci yarıda baskısını "
                        "artırdı. 67. dakikada İlker Şahin'in kafa golüyle skora denge geldi.",
                    ),
                    (
                        "p",
                        "Teknik direktör Orhan Güler maçın ardından, “Taraftarımız bizi hiç yalnız bırakmadı, bu "
                        "galibiyet onların” dedi.",
                    ),
                ],
            )
        )
        add(
            Doc(
                "kose",
                "/haber/yazarlar/yaylalara-yol-sevgiye-yol-48170",
                "article",
                "Yaylalara yol, sevgiye yol",
                True,
                ["Nurcan Öztürk"],
                date="2026-11-28",
                stamp="28.11.2026 07:00",
                iso="2026-11-28T07:00:00+03:00",
                section="Yazarlar",
                shape="opinion-column-author-box",
                blocks=[
                    (
                        "p",
                        "Her yaz aynı manzarayı görürüz: yayla yollarında uzun araç kuyrukları, toz bulutu ve "
                        "virajda birbirine yol vermeyen sürücüler. Sonra sonbahar gelir ve kimse o yolları "
                        "hatırlamaz.",
                    ),
                    (
                        "p",
                        "Oysa yaylalarımız yalnızca turistik bir değer değil, hâlâ hayvancılıkla geçinen "
                        "ailelerin yaşam alanı. Yol yapılırken onların ihtiyaçları sorulmalı, betonun değil "
                        "doğanın diliyle düşünülmeli.",
                    ),
                    (
                        "p",
                        "İl özel idaresinin yeni yol programı açıklanmadan önce, yayla köylerinin muhtarlarıyla "
                        "bir masaya oturmak hiç de zor olmasa gerek.",
                    ),
                ],
            )
        )
        add(
            Doc(
                "su",
                "/haber/ortahisarda-planli-su-kesintisi-48208",
                "article",
                "Ortahisar'da planlı su kesintisi: 12 mahalle etkilenecek",
                True,
                ["Emre Yıldırım"],
                date="2026-11-30",
                stamp="30.11.2026 11:30",
                iso="2026-11-30T11:30:00+03:00",
                section="Gündem",
                shape="only-from-another-story-body",
                blocks=[
                    (
                        "p",
                        "Trabzon Su ve Kanalizasyon İdaresi, isale hattındaki bakım çalışması nedeniyle "
                        "Ortahisar ilçesindeki 12 mahallede yarın 09.00 ile 17.00 saatleri arasında su "
                        "verilemeyeceğini açıkladı.",
                    ),
                    (
                        "p",
                        "Kesintiden etkilenecek mahalleler arasında Kemerkaya, İskenderpaşa ve Çarşı "
                        "mahalleleri bulunuyor. İdare, vatandaşların önceden su depolamasını önerdi.",
                    ),
                ],
            )
        )
        add(
            Doc(
                "okul",
                "/haber/koy-okulunun-cati-onarimi-tamamlandi-48177",
                "article",
                "Köy okulunun çatı onarımı tamamlandı, öğrenciler sınıflarına döndü",
                True,
                ["Zeynep Işıklı"],
                date="2026-11-28",
                stamp="28.11.2026 13:10",
                iso="2026-11-28T13:10:00+03:00",
                section="Gündem",
                shape="chrome-only-most-read",
                blocks=[
                    (
                        "p",
                        "Maçka'ya bağlı Güzelyayla köyündeki ilkokulun fırtınada hasar gören çatısının onarımı "
                        "tamamlandı. Üç haftadır köy konağında ders gören 34 öğrenci sınıflarına döndü.",
                    ),
                    (
                        "p",
                        "Onarım için gereken malzeme, köyden İstanbul'a göç eden ailelerin kurduğu dernek "
                        "tarafından karşılandı. İşçiliği ise köylüler imece usulüyle üstlendi.",
                    ),
                    ("p", "Okul müdürü İlyas Karadağ, “Çocukların sevinci görülmeye değerdi” dedi."),
                ],
            )
        )

    # --- templates -------------------------------------------------------------------------------------
    def header(self) -> str:
        a = self.a
        cats = [
            ("home", "Ana Sayfa"),
            ("gundem", "Gündem"),
            ("/ekonomi/", "Ekonomi"),
            ("spor", "Spor"),
            ("/yazarlar/", "Yazarlar"),
            ("/saglik/", "Sağlık"),
            ("/magazin/", "Magazin"),
            ("/video/", "Video"),
            ("/foto-galeri/", "Foto Galeri"),
            ("burclar", "Burçlar"),
            ("doviz", "Döviz"),
            ("namaz", "Namaz Vakitleri"),
        ]
        ilce = [
            "Ortahisar",
            "Akçaabat",
            "Araklı",
            "Arsin",
            "Beşikdüzü",
            "Çaykara",
            "Maçka",
            "Of",
            "Sürmene",
            "Tonya",
            "Vakfıkebir",
            "Yomra",
            "Rize",
            "Giresun",
            "Ordu",
            "Artvin",
        ]
        subs = "".join(
            f"<li>{a('/ilce/' + i.lower().replace('ç', 'c').replace('ş', 's').replace('ı', 'i').replace('ü', 'u').replace('ö', 'o') + '/', i, 'chrome:nav')}</li>"
            for i in ilce
        )
        logo = '<img src="/img/logo.gif" alt="Karadeniz Postası">'
        top = "".join(f"<li>{a(k, t, 'chrome:nav')}</li>" for k, t in cats)
        son = "".join(f"<li>{a(k, self.docs[k].title, 'chrome:ticker')}</li>" for k in ("heyelan", "findik", "trafik"))
        return (
            f'<div class="ust-bar"><span class="tarih">30.11.2026 Pazartesi</span> '
            f"{a('doviz', 'USD 41,82 · EUR 44,10 · Altın 3.412', 'chrome:header')} "
            f"{a('/uye-girisi/', 'Üye Girişi', 'chrome:header')} {a('/abone-ol/', 'E-Gazete', 'chrome:header')}</div>"
            f'<div class="logo-alani">{a("home", "Karadeniz Postası", "chrome:header", "", logo)}</div>'
            f'<div class="ust-menu"><ul>{top}</ul></div>'
            f'<div class="ilce-menu"><ul>{subs}</ul></div>'
            f'<div class="sondakika"><span class="etiket">SON DAKİKA</span><ul class="kayan">{son}</ul></div>'
        )

    def side(self) -> str:
        a = self.a
        keys = ["okul", "heyelan", "derbi", "hamsi", "findik"]
        items = "".join(
            f'<li><span class="sira">{i + 1}</span>{a(k, self.docs[k].title, "chrome:rail")}</li>'
            for i, k in enumerate(keys)
        )
        return (
            f'<div class="yan-blok"><div class="blok-baslik">{a("cok", "Çok Okunanlar", "chrome:rail")}</div><ol>{items}</ol></div>'
            f'<div class="yan-blok"><div class="blok-baslik">Yazarlar</div>{a("kose", "Nurcan Öztürk: Yaylalara yol, sevgiye yol", "chrome:rail")}</div>'
            f'<div class="yan-blok"><div class="blok-baslik">Piyasalar</div>{a("doviz", "Dolar 41,82 · Euro 44,10 · Gram altın 3.412", "chrome:rail")}'
            f'</div><div class="yan-blok">{a("namaz", "Trabzon: Akşam 16:38", "chrome:rail")} · {a("burclar", "Bugün burcunuz ne diyor?", "chrome:rail")}</div>'
        )

    def footer(self) -> str:
        cols = [
            [("kunye", "Künye"), ("iletisim", "İletişim"), ("reklam", "Reklam")],
            [("gizlilik", "Gizlilik ve Çerez Politikası"), ("/kvkk/", "KVKK Aydınlatma Metni"), ("/rss/", "RSS")],
            [("gundem", "Gündem"), ("spor", "Spor"), ("cok", "Çok Okunanlar"), ("burclar", "Burçlar")],
        ]
        html = "".join(
            "<ul>" + "".join(f"<li>{self.a(k, t, 'chrome:footer')}</li>" for k, t in c) + "</ul>" for c in cols
        )
        return (
            f'<div class="alt-bilgi">{html}<p>Karadeniz Postası © 2026. Tüm hakları saklıdır. İzinsiz ve kaynak '
            "gösterilmeden yayınlanamaz.</p></div>"
        )

    def kutu(self, key: str, image: bool = False) -> str:
        d = self.docs[key]
        img = self.a(key, d.title, "content", "", f'<img src="/resim/{key}.jpg" alt="{esc(d.title)}">') if image else ""
        return (
            f'<div class="haber-kutusu">{img}<div class="kutu-baslik">{self.a(key, d.title, "content")}</div>'
            f'<span class="tarih">{esc(d.stamp)}</span></div>'
        )

    def story(self, doc: Doc) -> str:
        a = self.a
        crumbs = f'<div class="yol">{a("home", "Ana Sayfa", "chrome:breadcrumb")} &gt; {a("gundem", doc.section, "chrome:breadcrumb")}</div>'
        by = doc.byline or (" ".join(doc.authors))
        author_box = ""
        if doc.key == "kose":
            author_box = '<div class="yazar-kutu"><img src="/resim/ozturk.jpg" alt="Nurcan Öztürk"><span>Nurcan Öztürk</span></div>'
        pager = ""
        if doc.key == "heyelan":
            pager = f'<div class="sayfalama">Sayfa 1/2 {a(doc.path + "?sayfa=2", "Sonraki sayfa »", "content")}</div>'
        body = blocks_html(self, doc.blocks, "<p>", "</p>")
        related = (
            '<div class="ilgili"><div class="blok-baslik">İlgili Haberler</div>'
            + "".join(
                f"<p>{a(k, self.docs[k].title, 'chrome:related')}</p>" for k in ("findik", "derbi") if k != doc.key
            )
            + "</div>"
        )
        return (
            f'<div class="haber-detay">{crumbs}{author_box}<div class="baslik">{esc(doc.title)}</div>'
            f'<div class="kunye-satir"><span class="muhabir">{esc(by)}</span> <span class="tarih">{esc(doc.stamp)}</span>'
            f' <span class="guncelleme">Güncelleme: {esc(doc.stamp)}</span></div><div class="haber-metni">{body}</div>'
            f"{pager}{related}</div>"
        )

    def main(self, doc: Doc) -> str:
        a = self.a
        k = doc.key
        if k == "home":
            imgs = {x: f'<img src="/resim/m-{x}.jpg" alt="{esc(self.docs[x].title)}">' for x in ("heyelan", "hamsi")}
            manset = "".join(
                f'<div class="manset-item">{a(x, self.docs[x].title, "content", "", imgs[x])}</div>'
                for x in ("heyelan", "hamsi")
            )
            return (
                f'<h1 class="gizli">{esc(doc.title)}</h1><div class="manset">{manset}</div><div class="kutu-grid">'
                + "".join(self.kutu(x, x == "derbi") for x in ("heyelan", "findik", "hamsi", "derbi", "trafik", "kose"))
                + '</div><div class="servis-kutu">'
                + a("namaz", "Namaz vakitleri", "content")
                + " · "
                + a("burclar", "Günlük burçlar", "content")
                + " · "
                + a("doviz", "Canlı döviz", "content")
                + "</div>"
            )
        if k in ("gundem", "spor"):
            keys = ["heyelan", "trafik", "kose"] if k == "gundem" else ["derbi"]
            return (
                f'<h1 class="kategori-baslik">{esc(doc.title)}</h1><div class="kategori-listesi">'
                + "".join(self.kutu(x, True) for x in keys)
                + f'</div><div class="sayfalama">{a(doc.path + "2/", "2", "content")} {a(doc.path + "3/", "3", "content")}</div>'
            )
        if k == "cok":
            keys = ["okul", "heyelan", "derbi", "hamsi", "findik", "trafik"]
            return (
                f'<h1 class="kategori-baslik">{esc(doc.title)}</h1><ol class="cok-liste">'
                + "".join(
                    f'<li>{a(x, self.docs[x].title, "content")} <span class="okunma">{(9 - i) * 1173} okunma</span></li>'
                    for i, x in enumerate(keys)
                )
                + "</ol>"
            )
        if k == "burclar":
            signs = [
                ("Koç", "Bugün iş yerinde beklediğiniz haber gelebilir. Akşam saatlerinde ailenize zaman ayırın."),
                ("Boğa", "Maddi konularda temkinli olmanız gereken bir gün. Büyük harcamaları erteleyin."),
                ("İkizler", "Eski bir arkadaşınızdan gelecek telefon gününüzü güzelleştirecek."),
                ("Yengeç", "Duygusal konularda açık sözlü olmak size iyi gelecek."),
                ("Aslan", "Enerjiniz yüksek; yarım kalan işlerinizi bitirmek için uygun bir gün."),
                ("Başak", "Sağlığınıza dikkat edin, özellikle uyku düzeninize özen gösterin."),
            ]
            return (
                f'<h1 class="kategori-baslik">{esc(doc.title)}</h1><p>30 Kasım 2026 Pazartesi için astrolog Işıl Tan yorumladı.</p>'
                + "".join(f'<div class="burc"><h2>{esc(s)}</h2><p>{esc(t)}</p></div>' for s, t in signs)
            )
        if k == "doviz":
            rows = [
                ("ABD Doları", "41,7820", "41,8610", "+0,21"),
                ("Euro", "44,0510", "44,1390", "+0,35"),
                ("İngiliz Sterlini", "52,9040", "53,0120", "-0,08"),
                ("Gram Altın", "3.405,20", "3.412,80", "+0,64"),
                ("Çeyrek Altın", "5.580,00", "5.690,00", "+0,52"),
            ]
            return (
                f'<h1 class="kategori-baslik">{esc(doc.title)}</h1><p class="tarih">Son güncelleme: 30.11.2026 17:45</p>'
                '<table class="kur-tablo"><tr><th>Birim</th><th>Alış</th><th>Satış</th><th>Değişim %</th></tr>'
                + "".join("<tr>" + "".join(f"<td>{esc(c)}</td>" for c in r) + "</tr>" for r in rows)
                + "</table><p>Veriler bilgi amaçlıdır, yatırım tavsiyesi değildir.</p>"
            )
        if k == "namaz":
            days = [
                ("30.11.2026", "06:14", "07:45", "12:09", "14:31", "16:38", "18:03"),
                ("01.12.2026", "06:15", "07:46", "12:09", "14:31", "16:38", "18:03"),
                ("02.12.2026", "06:16", "07:47", "12:10", "14:31", "16:38", "18:03"),
            ]
            return (
                f'<h1 class="kategori-baslik">{esc(doc.title)}</h1><table class="vakit-tablo"><tr><th>Tarih</th><th>İmsak</th>'
                "<th>Güneş</th><th>Öğle</th><th>İkindi</th><th>Akşam</th><th>Yatsı</th></tr>"
                + "".join("<tr>" + "".join(f"<td>{c}</td>" for c in r) + "</tr>" for r in days)
                + "</table><p>Vakitler Diyanet İşleri Başkanlığı verilerine göre hazırlanmıştır.</p>"
            )
        if k == "iletisim":
            return (
                f'<h1 class="kategori-baslik">{esc(doc.title)}</h1><p>Haber, öneri ve şikâyetleriniz için formu doldurabilirsiniz.</p>'
                '<form class="iletisim-form" method="post"><label>Adınız<input name="ad"></label><label>E-posta<input name="eposta"></label>'
                '<label>Mesajınız<textarea name="mesaj"></textarea></label><button>Gönder</button></form>'
                "<p>Adres: Kahramanmaraş Cad. No: 41, Ortahisar / Trabzon · Telefon: 0462 555 01 41</p>"
            )
        texts = SERVICE[k]
        return f'<h1 class="kategori-baslik">{esc(doc.title)}</h1>' + "".join(
            f"<h2>{esc(t[3:])}</h2>" if t.startswith("## ") else f"<p>{self.inline(t)}</p>" for t in texts
        )

    def render(self, doc: Doc) -> str:
        self.current = doc.key
        if doc.is_article:
            head = (
                f'<meta property="og:type" content="article"><meta property="article:published_time" content="{doc.iso}">'
                f'<meta name="author" content="{esc(doc.authors[0] if doc.authors else "Haber Merkezi")}">'
                f'<meta name="description" content="{esc(doc.blocks[0][1][:150])}">'
            )
        else:
            head = '<meta property="og:type" content="website">'
        main = self.story(doc) if doc.is_article else self.main(doc)
        return (
            '<!DOCTYPE html><html lang="tr"><head><meta charset="windows-1254">'
            f"<title>{esc(doc.title)} - Karadeniz Postası</title>{head}"
            f'<meta property="og:title" content="{esc(doc.title)}"><link rel="canonical" href="{self.url(doc.key)}">'
            '<style>/*PAD*/</style></head><body><div id="sayfa">'
            f'{self.header()}<div class="icerik"><div class="sol-kolon">{main}</div><div class="sag-kolon">{self.side()}</div></div>'
            f"{self.footer()}</div><script>var reklamAlani=[];</script></body></html>"
        )


SERVICE: dict[str, list[str]] = {
    "kunye": [
        "İmtiyaz Sahibi: Karadeniz Postası Yayıncılık A.Ş. adına Cemil Şentürk",
        "Genel Yayın Yönetmeni: Aylin Karaosmanoğlu",
        "Haber Müdürü: Emre Yıldırım",
        "Yönetim Yeri: Kahramanmaraş Cad. No: 41, Ortahisar / Trabzon",
        "Karadeniz Postası, Basın Meslek İlkeleri'ne uymaya söz vermiştir.",
    ],
    "gizlilik": [
        "Son güncelleme: 03.03.2026",
        "Bu metin, 6698 sayılı Kişisel Verilerin Korunması Kanunu kapsamında, sitemizi ziyaret eden "
        "kullanıcıların kişisel verilerinin nasıl işlendiğini açıklamaktadır.",
        "## Çerezler",
        "Sitemizde oturum, analiz ve reklam çerezleri kullanılmaktadır. Tarayıcı ayarlarınızdan çerezleri "
        "dilediğiniz zaman silebilir veya engelleyebilirsiniz.",
        "## Haklarınız",
        "Kişisel verilerinizle ilgili taleplerinizi [[iletisim|iletişim formu]] aracılığıyla iletebilirsiniz.",
    ],
    "reklam": [
        "Karadeniz Postası aylık 2,4 milyon tekil ziyaretçiye ulaşmaktadır.",
        "## Reklam modelleri",
        "Manşet sponsorluğu, kutu reklam, haber içi reklam ve sosyal medya paketleri sunuyoruz.",
        "Fiyat teklifi için reklam@karadenizpostasi.test adresine yazabilirsiniz.",
    ],
}
