# ruff: noqa: E501, RUF001, RUF002 (page texts and markup are long literal lines; typographic quotes and dashes are deliberate)
"""Haber Pusulası: a Hürriyet/Sabah-like Turkish portal (`news-detail-title`, `news-detail-spot`, `news-content`,
`/gundem/<slug>-<8 digits>`, `/gundem/?p=2`, `/haberleri/<tag>`, `/yazarlar/<name>/`, `/arama?q=`), Turkish, UTF-8.
"Haber Merkezi" desk credits (no author), "Son Dakika" briefs of one paragraph, a 20-slide photo gallery, a
column ("Köşe Yazısı") under the columnist's photo and name, a reporter with an agency credit, an interview, and a
UTC time that is the next day in Istanbul (+03:00)."""

from __future__ import annotations

import json

from common import Base, page, story
from sitekit import Doc, css_rules, esc


class Pusula(Base):
    origin = "https://www.haberpusulasi.test"
    name = "Haber Pusulası"
    prefix = "hp"
    language = "tr"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "hp",
            [
                ".header-menu",
                ".news-detail-title",
                ".news-content",
                ".news-box",
                ".columnist-box",
                ".gallery-slide",
                ".footer-links",
            ],
            240,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "Haber Pusulası",
                "portal-home",
                list=["merkez", "sd1", "sd2", "kose", "dha", "gece", "ilgili", "roportaj", "galeri"],
                more="gundem2",
            )
        )
        add(
            page(
                "gundem",
                "/gundem/",
                "section",
                "Gündem Haberleri",
                "portal-section",
                list=["merkez", "sd1", "dha", "gece", "ilgili", "galeri"],
                more="gundem2",
            )
        )
        add(
            page(
                "gundem2",
                "/gundem/?p=2",
                "section",
                "Gündem Haberleri",
                "portal-section-page2",
                list=["roportaj", "sd2", "merkez"],
            )
        )
        add(
            page(
                "sondakika",
                "/son-dakika-haberleri/",
                "section",
                "Son Dakika Haberleri",
                "portal-breaking-list",
                list=["sd1", "sd2", "gece", "merkez"],
            )
        )
        add(page("tag", "/haberleri/izmir", "tag", "İzmir Haberleri", "portal-tag", list=["dha", "sd2", "ilgili"]))
        add(
            page(
                "yazar",
                "/yazarlar/ayse-demir/",
                "author",
                "Ayşe Demir",
                "portal-columnist",
                list=["kose"],
                bio="1998'den beri gazeteci. Ekonomi ve şehircilik üzerine yazıyor.",
            )
        )
        add(
            page(
                "arama",
                "/arama?q=deprem",
                "search",
                "“deprem” için arama sonuçları",
                "portal-search",
                list=["sd2", "gece"],
            )
        )
        add(
            page(
                "galeri",
                "/galeri/izmir-kordon-da-kis-gunesi-41238805",
                "gallery",
                "İzmir Kordon'da kış güneşi: 20 fotoğraf",
                "portal-gallery",
                lines=[
                    "FIG: Kordon'da yürüyüş yapanlar | Güneşli havayı fırsat bilen İzmirliler Kordon'a akın etti. (Foto: Emre Yıldız)",
                    "1 / 20",
                    'RAW:<div class="gallery-thumbs">'
                    + "".join(
                        f'<a href="/galeri/izmir-kordon-da-kis-gunesi-41238805/{i}"><img src="/img/g{i}.jpg" alt="{i}. fotoğraf"></a>'
                        for i in range(2, 21)
                    )
                    + "</div>",
                ],
            )
        )
        add(
            page(
                "kvkk",
                "/kvkk/",
                "policy",
                "KVKK Aydınlatma Metni",
                "portal-static",
                lines=[
                    "Son güncelleme: 10 Kasım 2026",
                    "Pusula Medya A.Ş. olarak kişisel verilerinizin güvenliğine önem veriyoruz. Bu metin, 6698 sayılı Kişisel Verilerin Korunması Kanunu kapsamında hazırlanmıştır.",
                    "Çerez tercihlerinizi dilediğiniz zaman sayfanın altındaki bağlantıdan değiştirebilirsiniz.",
                ],
            )
        )
        add(
            page(
                "kunye",
                "/kunye/",
                "about",
                "Künye",
                "portal-static",
                lines=[
                    "İmtiyaz Sahibi: Pusula Medya A.Ş. adına Kemal Aksoy",
                    "Genel Yayın Yönetmeni: Serdar Öztürk",
                    "Adres: Cumhuriyet Bulvarı No: 112, Alsancak / İzmir",
                ],
            )
        )

        add(
            story(
                "merkez",
                "/gundem/asgari-ucret-gorusmelerinde-ikinci-toplanti-tarihi-belli-oldu-41238712",
                "Asgari ücret görüşmelerinde ikinci toplantı tarihi belli oldu",
                "2026-12-04",
                "2026-12-04T11:30:00+03:00",
                "04.12.2026 - 11:30",
                [],
                [
                    "Asgari Ücret Tespit Komisyonu ikinci toplantısını 11 Aralık Perşembe günü Ankara'da yapacak. Toplantıya işçi, işveren ve hükümet temsilcileri katılacak.",
                    "İşçi tarafı ilk toplantıda açıklanan yoksulluk sınırı verilerini masaya getirecek. İşveren kesimi ise enflasyon beklentilerinin dikkate alınmasını istiyor.",
                    "## Yeni ücret ne zaman açıklanacak?",
                    "Geçen yıl yeni asgari ücret aralık ayının son haftasında açıklanmıştı. Bu yıl da benzer bir takvim bekleniyor.",
                ],
                "desk-credit",
                byline="Haber Merkezi",
                section="Gündem",
                spot="Milyonlarca çalışanı ilgilendiren asgari ücret görüşmelerinde ikinci toplantının tarihi netleşti.",
            )
        )
        add(
            story(
                "sd1",
                "/gundem/son-dakika-istanbul-da-metro-seferlerine-ariza-engeli-41238790",
                "İstanbul'da metro seferlerine arıza engeli",
                "2026-12-04",
                "2026-12-04T13:02:00+03:00",
                "04.12.2026 - 13:02",
                [],
                [
                    "M2 Yenikapı-Hacıosman metro hattında Şişhane ile Taksim istasyonları arasında meydana gelen teknik arıza nedeniyle seferler karşılıklı tek hattan yapılıyor; Metro İstanbul yolculara alternatif ulaşım araçlarını kullanmalarını önerdi.",
                ],
                "breaking-brief",
                byline="Haber Merkezi",
                section="Gündem",
                kicker="SON DAKİKA",
            )
        )
        add(
            story(
                "sd2",
                "/gundem/son-dakika-izmir-de-4-1-buyuklugunde-deprem-41238760",
                "İzmir'de 4,1 büyüklüğünde deprem",
                "2026-12-04",
                "2026-12-04T09:47:00+03:00",
                "04.12.2026 - 09:47",
                [],
                [
                    "AFAD'ın açıklamasına göre saat 09.31'de merkez üssü Seferihisar açıkları olan 4,1 büyüklüğünde bir deprem meydana geldi; depremin 8,2 kilometre derinlikte olduğu ve ilk belirlemelere göre can ve mal kaybı bulunmadığı bildirildi.",
                ],
                "breaking-brief",
                byline="Haber Merkezi",
                section="Gündem",
                kicker="SON DAKİKA",
                tags=True,
            )
        )
        add(
            story(
                "kose",
                "/yazarlar/ayse-demir/kiralar-neden-dusmuyor-41238650",
                "Kiralar neden düşmüyor?",
                "2026-12-03",
                "2026-12-03T06:00:00+03:00",
                "03 Aralık 2026",
                ["Ayşe Demir"],
                [
                    "Geçen hafta bir okurumdan e-posta aldım. Bornova'da iki odalı bir dairede oturuyor, ev sahibi kirayı yüzde altmış artırmak istiyor. “Maaşım bu kadar artmadı” diyor. Haklı.",
                    "Konut fiyatlarındaki artış yavaşladı ama kiralar aynı hızla yükselmeye devam ediyor. Bunun nedeni basit: yeni konut arzı yetersiz ve sosyal konut neredeyse yok.",
                    "Belediyelerin kiralık konut projeleri küçük ölçekli kalıyor. İzmir'de son iki yılda belediye eliyle yapılan kiralık konut sayısı 400'ü geçmedi.",
                    "Çözüm uzun vadeli. Ama en azından kira artışlarını izleyen şeffaf bir endeks olsa, hem kiracı hem ev sahibi neyle karşı karşıya olduğunu bilir.",
                ],
                "column",
                byline="",
                section="Yazarlar",
                columnist=True,
            )
        )
        add(
            story(
                "dha",
                "/gundem/izmir-de-zeytin-hasadi-basladi-uretici-fiyattan-memnun-degil-41238701",
                "İzmir'de zeytin hasadı başladı: Üretici fiyattan memnun değil",
                "2026-12-04",
                "2026-12-04T10:05:00+03:00",
                "04.12.2026 - 10:05",
                ["Mehmet Kaya"],
                [
                    "İzmir'in Tire, Bayındır ve Ödemiş ilçelerinde zeytin hasadı başladı. Üreticiler rekolteden memnun, ancak yağlık zeytinin kilogram fiyatının maliyeti karşılamadığını söylüyor.",
                    "Tire'de 30 dönüm zeytinliği bulunan Hasan Yücel, işçi yevmiyesinin geçen yıla göre iki katına çıktığını belirtti. “Zeytini dalda bırakmak daha ucuz olacak” dedi.",
                    "FIG: Hasat | Tire'de zeytin hasadı. (Foto: DHA)",
                    "Ziraat Odası Başkanı Nuri Aktaş ise kooperatiflerin alım fiyatını açıklamasını beklediklerini ifade etti.",
                ],
                "reporter-agency",
                byline="Mehmet Kaya / İZMİR, (DHA)",
                section="Gündem",
                tags=True,
            )
        )
        add(
            story(
                "gece",
                "/gundem/ankara-da-dogalgaz-patlamasi-bir-bina-tahliye-edildi-41238690",
                "Ankara'da doğal gaz patlaması: Bir bina tahliye edildi",
                "2026-12-04",
                "2026-12-03T22:15:00Z",
                "04.12.2026 - 01:15",
                ["Burak Şahin"],
                [
                    "Ankara'nın Çankaya ilçesinde gece saatlerinde beş katlı bir apartmanın bodrum katında doğal gaz patlaması meydana geldi. Binada yaşayan 23 kişi tahliye edildi.",
                    "Olay yerine çok sayıda itfaiye ve sağlık ekibi sevk edildi. Hafif yaralanan iki kişi hastaneye kaldırıldı.",
                    "Başkentgaz ekipleri bölgedeki gaz akışını kesti. Patlamanın nedeni araştırılıyor.",
                ],
                "utc-next-day",
                byline="Burak Şahin",
                section="Gündem",
            )
        )
        add(
            story(
                "ilgili",
                "/gundem/izmir-korfezi-nde-temizlik-calismasi-41238620",
                "İzmir Körfezi'nde dip çamuru temizliği yeniden başlıyor",
                "2026-12-02",
                "2026-12-02T15:40:00+03:00",
                "02.12.2026 - 15:40",
                ["Zeynep Arslan", "Mehmet Kaya"],
                [
                    "İzmir Büyükşehir Belediyesi, körfezdeki kötü kokunun önüne geçmek için dip çamuru temizliğine ocak ayında yeniden başlayacak.",
                    'RAW:<div class="news-box related-in"><span class="title">İlgili Haberler</span><ul><li><a href="/gundem/korfezde-balik-olumleri-41230011">Körfez\'de balık ölümleri endişe yarattı</a></li><li><a href="/gundem/izmir-de-yeni-aritma-tesisi-41229002">İzmir\'e yeni arıtma tesisi</a></li></ul></div>',
                    "Proje kapsamında Bayraklı ile Karşıyaka arasındaki 2,5 kilometrelik hatta 1,2 milyon metreküp çamur çıkarılacak. Çalışmanın 14 ay sürmesi bekleniyor.",
                    "Çevre mühendisi Prof. Dr. Aylin Koç, temizliğin tek başına yeterli olmadığını, kanalizasyon bağlantılarının da ayrılması gerektiğini söyledi.",
                ],
                "related-box-inside",
                byline="Zeynep Arslan - Mehmet Kaya",
                section="Gündem",
                tags=True,
            )
        )
        add(
            story(
                "roportaj",
                "/gundem/ege-universitesi-rektoru-ile-roportaj-41238500",
                "Rektör Yalçın: “Yabancı öğrenci sayısını iki katına çıkaracağız”",
                "2026-11-30",
                "2026-11-30T08:00:00+03:00",
                "30.11.2026 - 08:00",
                ["Zeynep Arslan"],
                [
                    "Ege Üniversitesi Rektörü Prof. Dr. Cengiz Yalçın, yeni dönem hedeflerini Zeynep Arslan'a anlattı.",
                    "Q: Üniversitenin önümüzdeki beş yıl için en önemli hedefi nedir? || Uluslararasılaşma. Şu anda 2 bin 300 yabancı öğrencimiz var, bunu 5 bine çıkarmak istiyoruz.",
                    "Q: Yurt sorunu devam ediyor mu? || Kampüs içinde 1.200 yataklı yeni yurdumuz gelecek eylülde açılacak. Bu sorunu büyük ölçüde çözecek.",
                    "Q: Öğrencilere mesajınız? || Şehirle daha çok bütünleşsinler. İzmir bir öğrenci şehri olmalı.",
                ],
                "interview",
                byline="Zeynep Arslan",
                section="Gündem",
            )
        )

    def frame(self, doc: Doc, main: str) -> str:
        head = []
        if doc.is_article:
            ld = {
                "@context": "http://schema.org",
                "@type": "NewsArticle",
                "headline": doc.title,
                "datePublished": doc.iso,
                "dateModified": doc.iso,
                "author": {"@type": "Person", "name": doc.authors[0]}
                if doc.authors
                else {"@type": "Organization", "name": "Haber Pusulası"},
                "publisher": {
                    "@type": "Organization",
                    "name": self.name,
                    "logo": {"@type": "ImageObject", "url": "https://www.haberpusulasi.test/static/logo.png"},
                },
            }
            head.append('<meta property="og:type" content="article">')
            head.append(f'<meta property="article:published_time" content="{doc.iso}">')
            head.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        elif doc.kind == "gallery":
            head.append('<meta property="og:type" content="article">')
        nav = "".join(
            f"<li>{self.a(k, t, 'nav')}</li>"
            for k, t in [
                ("gundem", "Gündem"),
                ("sondakika", "Son Dakika"),
                ("yazar", "Yazarlar"),
                ("galeri", "Galeri"),
                ("tag", "İzmir"),
            ]
        )
        nav += '<li><a href="/ekonomi/">Ekonomi</a></li><li><a href="/spor/">Spor</a></li><li><a href="/dunya/">Dünya</a></li>'
        return f"""<!DOCTYPE html>
<html lang="tr">
<head>
<meta charset="utf-8">
<title>{esc(doc.title)} - Haber Pusulası</title>
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<link rel="canonical" href="{esc(self.url(doc.key))}">
<meta property="og:title" content="{esc(doc.title)}">
{chr(10).join(head)}
<link rel="stylesheet" href="/static/css/main.min.css?v=20261201">
<script>window.dataLayer=window.dataLayer||[];dataLayer.push({{"pageType":"{"haber" if doc.is_article else doc.kind}","category":"{esc(doc.section or "anasayfa")}"}});</script>
<script async src="https://securepubads.g.doubleclick.net/tag/js/gpt.js"></script>
<style>/*PAD*/</style>
</head>
<body>
<div class="breaking-bar"><span>SON DAKİKA</span> {self.a("sd1", "İstanbul'da metro seferlerine arıza engeli", "ticker")}</div>
<header class="header"><div class="logo">{self.a("home", "Haber Pusulası", "nav")}</div>
<nav class="header-menu"><ul>{nav}</ul></nav><a class="search-btn" href="/arama">Ara</a></header>
<div class="ad-slot" id="div-gpt-ad-masthead"></div>
<div class="container">
{main}
<aside class="sidebar"><div class="most-read"><h3>En Çok Okunanlar</h3><ol><li>{self.a("sd2", "İzmir'de 4,1 büyüklüğünde deprem", "sidebar")}</li><li>{self.a("kose", "Kiralar neden düşmüyor?", "sidebar")}</li><li>{self.a("galeri", "Kordon'da kış güneşi", "sidebar")}</li></ol></div></aside>
</div>
<footer class="footer"><div class="footer-links">{self.a("kunye", "Künye", "footer")} {self.a("kvkk", "KVKK", "footer")} {self.a("arama", "Deprem haberleri", "footer")} <a href="/rss">RSS</a> <a href="/iletisim">İletişim</a> <a href="https://twitter.com/haberpusulasi">X</a></div>
<p>© 2026 Pusula Medya A.Ş. Tüm hakları saklıdır. Haberlerin izinsiz kopyalanması yasaktır.</p></footer>
<div class="cookie-consent">Sitemizde çerezler kullanılmaktadır. {self.a("kvkk", "Detaylı bilgi", "cookie")} <button>Kabul Et</button></div>
<script src="/static/js/app.min.js?v=20261201"></script>
</body>
</html>
"""

    def story_main(self, doc: Doc) -> str:
        kicker = f'<span class="breaking-label">{esc(doc.extra["kicker"])}</span>' if doc.extra.get("kicker") else ""
        spot = f'<h2 class="news-detail-spot">{esc(doc.extra["spot"])}</h2>' if doc.extra.get("spot") else ""
        if doc.extra.get("columnist"):
            info = f'<div class="columnist-box"><img src="/img/yazar/ayse-demir.jpg" alt="Ayşe Demir"><div class="columnist-name">{self.a("yazar", "Ayşe Demir", "byline")}</div><span class="col-label">Köşe Yazısı</span></div>'
        else:
            info = f'<div class="news-content__inf"><span class="news-source">{esc(doc.byline)}</span></div>'
        tags = (
            f'<div class="news-tags">{self.a("tag", "İzmir", "tags")} <a href="/haberleri/gundem">Gündem</a></div>'
            if doc.extra.get("tags")
            else '<div class="news-tags"><a href="/haberleri/gundem">Gündem</a></div>'
        )
        return f"""<main class="news-detail">
<div class="breadcrumb">{self.a("home", "Anasayfa", "breadcrumb")} › {self.a("gundem", doc.section, "breadcrumb")}</div>
{info if doc.extra.get("columnist") else ""}
{kicker}<h1 class="news-detail-title">{esc(doc.title)}</h1>
{spot}
<div class="news-date"><time datetime="{doc.iso}">Giriş: {esc(doc.stamp)}</time></div>
{"" if doc.extra.get("columnist") else info}
<div class="share-buttons"><a href="https://www.facebook.com/sharer.php?u={esc(self.url(doc.key))}">Paylaş</a> <a href="https://api.whatsapp.com/send?text={esc(self.url(doc.key))}">WhatsApp</a></div>
<div class="news-content">
{self.blocks(doc)}
</div>
{tags}
<div class="news-box"><span class="title">Gündem'den Diğer Haberler</span><ul><li>{self.a("merkez", "Asgari ücret görüşmelerinde ikinci toplantı", "related")}</li><li>{self.a("ilgili", "Körfez'de dip çamuru temizliği", "related")}</li></ul></div>
<div class="comments"><h3>Yorumlar (0)</h3><p>Yorum yapabilmek için giriş yapın.</p></div>
</main>"""

    def listing_main(self, doc: Doc) -> str:
        items = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            lab = f'<span class="breaking-label">{esc(d.extra["kicker"])}</span> ' if d.extra.get("kicker") else ""
            inner = f'<img src="/img/t{d.path[-8:]}.jpg" alt=""><h3>{esc(d.title)}</h3>'
            items.append(
                f'<div class="news-card">{lab}{self.a(k, d.title, "content", "", inner)}<p class="spot">{esc(self.lede(d))}</p></div>'
            )
        more = ""
        if doc.extra.get("more"):
            more = f'<div class="pagination"><span class="active">1</span> {self.a(doc.extra["more"], "2", "pagination")} <a href="/gundem/?p=3">3</a></div>'
        bio = (
            f'<div class="columnist-box"><img src="/img/yazar/ayse-demir.jpg" alt="Ayşe Demir"><p>{esc(doc.extra["bio"])}</p></div>'
            if doc.extra.get("bio")
            else ""
        )
        return f"""<main class="category-page"><h1 class="category-title">{esc(doc.title)}</h1>{bio}
<div class="news-list">
{chr(10).join(items)}
</div>
{more}</main>"""

    def service_main(self, doc: Doc) -> str:
        extra = ""
        if doc.kind == "gallery":
            extra = f'<div class="gallery-nav"><a class="next" href="{doc.path}/2">Sonraki</a> {self.a("gundem", "Gündem", "content")}</div>'
        return f"""<main class="static-page"><h1>{esc(doc.title)}</h1>
<div class="static-content{" gallery-slide" if doc.kind == "gallery" else ""}">
{self.blocks(doc)}
</div>{extra}</main>"""
