# ruff: noqa: E501, RUF001, RUF002 (page texts and markup are long literal lines; Turkish letters are deliberate)
"""Yıldız Haber Ajansı (YHA): a Turkish news agency's site modelled on Anadolu Ajansı's (`/tr/gundem/<slug>/<id>`,
`/tr/gundem/2`, `/tr/etiket/…`, `/tr/muhabir/…`, `/tr/arama?s=`, `/tr/foto-galeri/…`, `/tr/video/…`, language
editions `/en`, `/ar`, `/ru`, `/fr`, … outside the set), Turkish, UTF-8. Each story prints an author line "Ayşe Yılmaz
| 04.12.2026" (`.detay-muhabir`), a date line "04.12.2026 - Güncelleme : 05.12.2026" (published, then updated: the
label is the first), a city in its own `.detay-konum` element above the text ("Ankara", not body), an `<h4>` spot
(not body) and, under the text, the agency's "HAS" subscription notice (not body). Analysis pieces carry the
writer's title ("Doç. Dr.", dropped) and a bracketed bio plus an opinion disclaimer (not body). JSON-LD
`NewsArticle` in +03:00, except the Malatya quake brief (UTC: 22:48Z on 4 Dec = 01:48 on 5 Dec in Turkey; label 5
Dec) and the exhibition story (author = the agency, no person; the page prints "Yıldız Haber Ajansı"). The
Cappadocia photo-news page has an intro and one written paragraph under each photo: an article. The "Foto Galeri"
page (captions only) and the video page are not."""

from __future__ import annotations

import json
from datetime import datetime, timedelta

from common import Base, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["ihracat", "kapadokya", "deprem", "batarya", "voleybol", "arkeoloji", "sergi", "analiz"]
AGENCY = "Yıldız Haber Ajansı"
HAS = "Yıldız Haber Ajansı web sitesinde, YHA Haber Akış Sistemi (HAS) üzerinden abonelere sunulan haberler, özetlenerek yayımlanmaktadır. Abonelik için lütfen iletişime geçiniz."
LANGS = [
    ("/en", "English"),
    ("/ar", "العربية"),
    ("/ru", "Русский"),
    ("/fr", "Français"),
    ("/de", "Deutsch"),
    ("/ba", "Bosanski"),
    ("/kk", "Қазақ тілі"),
    ("/fa", "فارسی"),
]


def slug(text: str) -> str:
    return text.lower().translate(str.maketrans("çğıöşüâ", "cgiosua")).replace(" ", "-")


def dmy(local: datetime) -> str:
    return f"{local:%d.%m.%Y}"


class Yildiz(Base):
    origin = "https://www.yildizhaber.test"
    name = "Yıldız Haber Ajansı"
    prefix = "yha"
    language = "tr"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "yha",
            [
                ".ust-menu",
                ".detay-spot-category",
                ".detay-icerik",
                ".detay-bilgi",
                ".manset-kart",
                ".sag-blok",
                ".alt-footer",
                ".cerez-uyari",
            ],
            250,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/tr",
                "home",
                "Yıldız Haber Ajansı",
                "agency-home",
                list=["deprem", "ihracat", "kapadokya", "batarya", "voleybol", "sergi", "arkeoloji", "analiz"],
            )
        )
        add(
            page(
                "gundem",
                "/tr/gundem",
                "section",
                "Gündem",
                "section-front",
                list=["deprem", "ihracat", "sergi"],
                more="gundem2",
            )
        )
        add(
            page(
                "gundem2",
                "/tr/gundem/2",
                "section",
                "Gündem",
                "section-page2",
                list=["kapadokya", "arkeoloji", "analiz"],
                prev="gundem",
            )
        )
        add(page("tag", "/tr/etiket/ihracat", "tag", "İhracat", "tag-page", list=["ihracat", "analiz"]))
        add(
            page(
                "author",
                "/tr/muhabir/ayse-yilmaz",
                "author",
                "Ayşe Yılmaz",
                "reporter-page",
                list=["ihracat"],
                bio="Ankara Ekonomi Masası muhabiri. Dış ticaret, enerji ve kamu maliyesi alanlarında haber yapıyor.",
            )
        )
        add(
            page(
                "search",
                "/tr/arama?s=ihracat",
                "search",
                "Arama sonuçları: ihracat",
                "search-results",
                list=["ihracat", "batarya"],
            )
        )
        add(
            page(
                "galeri",
                "/tr/foto-galeri/izmir-korfezinde-flamingo-yogunlugu/3412990",
                "gallery",
                "İzmir Körfezi'nde flamingo yoğunluğu",
                "photo-gallery-captions",
                [
                    "FIG: Flamingolar | İzmir'in Çiğli ilçesindeki Gediz Deltası'nda beslenen flamingolar, 4 Aralık 2026. (Cem Öztürk - YHA)",
                    "FIG: Sürü | Kış göçü için bölgeye gelen flamingolar sürü halinde uçuyor. (Cem Öztürk - YHA)",
                    "FIG: Kuş gözlemcileri | Kuş gözlemcileri, Sasalı'daki gözlem kulesinden flamingoları izliyor. (Cem Öztürk - YHA)",
                    "FIG: Gün batımı | Gün batımında Gediz Deltası'nda flamingolar. (Cem Öztürk - YHA)",
                    "FIG: Yavru flamingo | Gri tüylü genç bir flamingo sığ suda besleniyor. (Cem Öztürk - YHA)",
                ],
                when="2026-12-04T16:20:00",
            )
        )
        add(
            page(
                "video",
                "/tr/video/gundem/ankarada-mevsimin-ilk-kari/3412911",
                "video",
                "Ankara'da mevsimin ilk karı",
                "video-one-line",
                ["Başkentte gece saatlerinde başlayan kar yağışı, sabah saatlerinde kenti beyaza bürüdü."],
                when="2026-12-04T08:35:00",
            )
        )
        add(
            page(
                "about",
                "/tr/kurumsal/hakkimizda",
                "about",
                "Hakkımızda",
                "corporate-about",
                [
                    "Yıldız Haber Ajansı, 1952 yılında Ankara'da kurulan ve bugün yurt içinde 81 ilde, yurt dışında 40 ülkede temsilcilik ve muhabirle çalışan bir haber ajansıdır.",
                    "Ajans, Türkçe, İngilizce, Arapça, Rusça, Fransızca ve Almanca olmak üzere altı dilde yazılı haber, fotoğraf, video ve infografik hizmeti vermektedir.",
                    "## Abonelik",
                    "Basın yayın kuruluşları, kamu kurumları ve özel şirketler, YHA Haber Akış Sistemi (HAS) aracılığıyla ajansın tüm içeriklerine anlık olarak erişebilir. Abonelik bilgisi için abone@yildizhaber.test adresine yazabilirsiniz.",
                    "## İletişim",
                    "Genel Müdürlük: Atatürk Bulvarı No: 000, Çankaya / Ankara. Telefon: +90 312 000 00 00",
                ],
            )
        )
        add(
            page(
                "kvkk",
                "/tr/kvkk-aydinlatma-metni",
                "policy",
                "KVKK Aydınlatma Metni",
                "policy-kvkk",
                [
                    "Son güncelleme: 12.09.2026",
                    "6698 sayılı Kişisel Verilerin Korunması Kanunu uyarınca, Yıldız Haber Ajansı olarak veri sorumlusu sıfatıyla kişisel verilerinizi aşağıda açıklanan amaçlar kapsamında işlemekteyiz.",
                    "- Internet sitemizi ziyaretiniz sırasında IP adresiniz, tarayıcı bilgileriniz ve ziyaret ettiğiniz sayfalar, hizmet kalitesini artırmak amacıyla kaydedilmektedir.",
                    "- Bülten aboneliği ve iletişim formları aracılığıyla paylaştığınız ad, soyad ve e-posta bilgileriniz yalnızca ilgili hizmetin sunulması amacıyla kullanılmaktadır.",
                    "Kanun'un 11. maddesi kapsamındaki haklarınızı kullanmak için kvkk@yildizhaber.test adresine başvurabilirsiniz.",
                ],
            )
        )
        add(
            story(
                "ihracat",
                "/tr/ekonomi/kasim-ayinda-ihracat-yuzde-6-4-artti/3412876",
                "Kasım ayında ihracat yüzde 6,4 artışla 23,8 milyar dolara ulaştı",
                "2026-12-04",
                "2026-12-04T11:42:00+03:00",
                "",
                ["Ayşe Yılmaz"],
                [
                    "Ticaret Bakanlığı verilerine göre, kasım ayında ihracat geçen yılın aynı ayına kıyasla yüzde 6,4 artarak 23 milyar 812 milyon dolar oldu. Böylece kasım ayı ihracatında tüm zamanların en yüksek seviyesine ulaşıldı.",
                    'Bakanlıkta düzenlenen basın toplantısında verileri açıklayan Ticaret Bakanı, yılın ilk 11 ayında ihracatın yüzde 3,9 artışla 241,6 milyar dolara çıktığını söyledi. Bakan, "Küresel talepteki yavaşlamaya rağmen ihracatçılarımız pazar çeşitlendirmesiyle önemli bir başarıya imza attı." dedi.',
                    "Aynı dönemde ithalat yüzde 2,1 azalarak 28 milyar 950 milyon dolar olarak gerçekleşti. Dış ticaret açığı ise yüzde 26,5 gerileyerek 5 milyar 138 milyon dolara indi. İhracatın ithalatı karşılama oranı 4,8 puan artışla yüzde 82,3'e yükseldi.",
                    "Enerji ve altın hariç ihracat ise kasımda yüzde 7,1 artarak 21 milyar 960 milyon dolar oldu. Aynı dönemde enerji ve altın hariç ithalat yüzde 1,4 azaldı.",
                    "### Otomotiv sektörü ilk sırada yer aldı",
                    "Sektörel bazda en fazla ihracat 3,4 milyar dolarla otomotiv endüstrisinden yapıldı. Otomotivi 2,6 milyar dolarla kimyevi maddeler ve mamulleri, 1,9 milyar dolarla çelik sektörü izledi. Elektrik ve elektronik sektörü ihracatı ise yüzde 14 artışla en hızlı büyüyen kalem oldu.",
                    "Kasımda en fazla ihracat yapılan ülke 1,8 milyar dolarla Almanya olurken, bu ülkeyi Birleşik Krallık, ABD, Irak ve İtalya takip etti. İlk 10 ülkeye yapılan ihracat toplam ihracatın yüzde 47,6'sını oluşturdu.",
                    "İller bazında İstanbul 8,1 milyar dolarla ilk sırada yer aldı. İstanbul'u Kocaeli, İzmir, Bursa ve Ankara izledi. Bakan, 81 ilin 62'sinde ihracatın arttığını vurguladı.",
                    "Yüksek teknolojili ürünlerin imalat sanayi ihracatı içindeki payı da kasımda yüzde 4,2 ile son beş yılın en yüksek seviyesine çıktı. Bakan, yılın son ayında ihracatın 24 milyar doları aşmasının beklendiğini belirterek, 2026 yılı ihracat hedefinin 265 milyar dolar olarak korunduğunu kaydetti.",
                    '### "Aralıkta da güçlü performans bekliyoruz"',
                    "İhracatçı birliklerinin çatı kuruluşunun başkanı Selim Kaan Ergün de yaptığı yazılı açıklamada, kur ve finansmana erişim konusundaki sıkıntılara rağmen ihracatçıların siparişlerini koruduğunu belirtti.",
                    'Ergün, "Yıl sonu hedefimize ulaşmak için aralık ayında da güçlü bir performans bekliyoruz. Yeni pazarlara açılan firmalarımızı desteklemeye devam edeceğiz." ifadesini kullandı.',
                ],
                "author-pipe-date-updated-next-day-city-element",
                section="Ekonomi",
                spot="Ticaret Bakanlığı verilerine göre kasım ayı ihracatı, aylık bazda tüm zamanların en yüksek kasım rakamı oldu.",
                city="Ankara",
                updated="2026-12-05T09:15:00+03:00",
                tag=True,
            )
        )
        add(
            story(
                "kapadokya",
                "/tr/turkiye/kapadokyada-sicak-hava-balonlari-karla-kapli-vadilerin-uzerinde-suzuldu/3412655",
                "Kapadokya'da sıcak hava balonları karla kaplı vadilerin üzerinde süzüldü",
                "2026-12-04",
                "2026-12-04T09:05:00+03:00",
                "",
                ["Murat Şahin"],
                [
                    "Türkiye'nin önemli turizm merkezlerinden Kapadokya'da, gece etkili olan kar yağışının ardından sabah saatlerinde havalanan sıcak hava balonları, beyaza bürünen vadilerde kartpostallık görüntüler oluşturdu.",
                    "FIG: Göreme üzerinde balonlar | (Murat Şahin - YHA)",
                    "Göreme, Uçhisar ve Çavuşin çevresinde gün doğumuyla birlikte havalanan yaklaşık 120 balon, karla kaplı peri bacalarının üzerinde süzüldü. Hava sıcaklığının sıfırın altında 6 derece olarak ölçüldüğü bölgede, balon firmaları uçuşlar öncesinde kalkış alanlarındaki karı temizledi.",
                    "FIG: Seyir terasındaki turistler | (Murat Şahin - YHA)",
                    "Güvercinlik Vadisi'ndeki seyir terasında toplanan yerli ve yabancı turistler, kar manzarası eşliğinde yükselen balonları izleyip bol bol fotoğraf çekti. Japonya'dan gelen Yuki Tanaka, \"Karlı Kapadokya'yı görmek hayalimdi, bu sabah gerçek oldu.\" dedi.",
                    "FIG: Balon sepetinde pilot | (Murat Şahin - YHA)",
                    'Balon pilotu Emre Kocabaş, kış aylarında havanın daha durgun olduğunu ve uçuşların genellikle daha keyifli geçtiğini söyledi. Kocabaş, "Kar, bölgenin en güzel hali. Yolcularımız bu manzarayı hiç unutmuyor." diye konuştu.',
                    "FIG: Uçhisar Kalesi | (Murat Şahin - YHA)",
                    "Uçhisar Kalesi çevresindeki kayalık alanlar da kar nedeniyle beyaza büründü. Bölgedeki esnaf, kış sezonunda kar yağışının turist sayısını artırdığını belirtti. Ürgüp'te hediyelik eşya dükkanı işleten Mustafa Demirtaş, \"Karlı günlerde özellikle Uzak Doğu'dan gelen turistlerin sayısı artıyor. Herkes bu manzarayı görmek istiyor.\" dedi.",
                    "FIG: Karla kaplı köy yolu | (Murat Şahin - YHA)",
                    "Kar yağışı nedeniyle çevredeki bazı köy yollarında ulaşımda aksamalar yaşandı. İl Özel İdaresi ekipleri, kapanan yolları ulaşıma açmak için sabahın erken saatlerinden itibaren çalışma yürüttü.",
                    "FIG: Vadide balonlar | (Murat Şahin - YHA)",
                    "Bölgede bu yılın ilk 11 ayında yaklaşık 680 bin kişinin balon turuna katıldığı bildirildi. Kapadokya'da uçuşlar, rüzgar ve görüş koşulları uygun olduğunda her sabah gün doğumunda gerçekleştiriliyor. Meteoroloji yetkilileri ise kar yağışının hafta sonu boyunca aralıklarla süreceğini, sıcaklıkların gece saatlerinde sıfırın altında 10 dereceye kadar düşebileceğini bildirdi.",
                ],
                "photo-news-paragraph-per-photo",
                section="Türkiye",
                spot="Nevşehir'de gece etkili olan kar yağışının ardından havalanan balonlar, peri bacalarının üzerinde renkli görüntüler oluşturdu.",
                city="Nevşehir",
                photo_news=True,
            )
        )
        add(
            story(
                "deprem",
                "/tr/gundem/malatyada-4-3-buyuklugunde-deprem/3413010",
                "Malatya'da 4,3 büyüklüğünde deprem",
                "2026-12-05",
                "2026-12-04T22:48:00Z",
                "",
                ["Hasan Çelik"],
                [
                    "Afet ve Acil Durum Yönetimi Başkanlığı (AFAD), Malatya'nın Pütürge ilçesinde saat 01.31'de 4,3 büyüklüğünde deprem meydana geldiğini açıkladı.",
                    "AFAD'ın internet sitesinde yer alan bilgiye göre, yerin 7,2 kilometre derinliğinde gerçekleşen deprem, Malatya'nın yanı sıra Elazığ ve Adıyaman'da da hissedildi.",
                    "Malatya Valiliğinden yapılan açıklamada, ilk belirlemelere göre can kaybı ya da yaralanma olmadığı, saha tarama çalışmalarının sürdüğü bildirildi. Depremin ardından bazı vatandaşlar bir süre sokakta bekledi.",
                ],
                "brief-jsonld-utc-previous-day",
                section="Gündem",
                city="Malatya",
                tag_quake=True,
            )
        )
        add(
            story(
                "batarya",
                "/tr/dunya/ab-elektrikli-arac-bataryalarina-karbon-ayak-izi-kurali-getiriyor/3411987",
                "AB, elektrikli araç bataryalarına karbon ayak izi kuralı getiriyor",
                "2026-12-03",
                "2026-12-03T18:26:00+03:00",
                "",
                ["Mehmet Kaya", "Elif Demir"],
                [
                    "Avrupa Birliği (AB) Konseyi ile Avrupa Parlamentosu, elektrikli araçlarda kullanılan bataryaların karbon ayak izinin etiketlenmesini zorunlu hale getiren düzenleme üzerinde uzlaştı.",
                    "AB Konseyinden yapılan yazılı açıklamaya göre, 2028'den itibaren AB pazarında satılacak elektrikli otomobil bataryaları için üretimden geri dönüşüme kadar tüm süreci kapsayan karbon ayak izi beyanı zorunlu olacak. 2030'dan itibaren ise belirli bir eşiğin üzerinde karbon ayak izine sahip bataryaların satışına sınırlama getirilecek.",
                    "Düzenleme, bataryalarda kullanılan lityum, kobalt ve nikel gibi kritik hammaddelerin geri dönüşüm oranlarına ilişkin hedefleri de içeriyor. Buna göre 2031'e kadar yeni bataryalarda geri dönüştürülmüş kobaltın payının en az yüzde 16, lityumun ise yüzde 6 olması gerekecek.",
                    "Avrupa Komisyonu verilerine göre AB'de geçen yıl satılan yeni otomobillerin yaklaşık yüzde 17'si tamamen elektrikliydi. Komisyon, bölgedeki batarya talebinin 2030'a kadar beş kat artmasını öngörüyor.",
                    'Müzakerelerde Avrupa Parlamentosu adına raportörlük yapan Henrik Lindqvist, anlaşmanın "Avrupa sanayisi için hem çevresel hem de rekabet açısından bir dönüm noktası" olduğunu söyledi.',
                    "### Türk üreticiler de etkilenecek",
                    "Düzenleme, AB'ye batarya ve elektrikli araç ihraç eden üçüncü ülkelerdeki üreticileri de doğrudan ilgilendiriyor. Türkiye'nin AB'ye otomotiv ihracatı geçen yıl 14 milyar avroyu aşmıştı.",
                    "Otomotiv Tedarikçileri Birliğinden yapılan açıklamada, Türk üreticilerin yeni kurallara uyum için hazırlıklara başladığı, ancak karbon hesaplama yöntemleri konusunda AB ile teknik iş birliğine ihtiyaç duyulduğu belirtildi.",
                    "Brüksel merkezli Avrupa Enerji Geçişi Enstitüsünden analist Clara Moreau ise düzenlemenin Asya'dan yapılan batarya ithalatını da etkileyeceğini ve Avrupa'da üretim yapan firmalara avantaj sağlayacağını ifade etti.",
                    "Uzlaşılan metnin yürürlüğe girmesi için Avrupa Parlamentosu Genel Kurulu ve AB Konseyi tarafından resmen onaylanması gerekiyor. Onay sürecinin önümüzdeki yılın ilk çeyreğinde tamamlanması bekleniyor.",
                    'Çevre kuruluşları ise düzenlemeyi genel olarak olumlu karşılamakla birlikte, sınırlamaların daha erken devreye girmesi gerektiğini savundu. Brüksel\'deki Yeşil Ulaşım Platformundan yapılan açıklamada, 2030 takviminin "iklim hedefleri açısından geç kaldığı" ileri sürüldü.',
                ],
                "two-authors-comma-foreign-city",
                section="Dünya",
                spot="Yeni kurallar, AB'ye batarya ihraç eden Türk üreticileri de yakından ilgilendiriyor.",
                city="Brüksel",
            )
        )
        add(
            story(
                "voleybol",
                "/tr/spor/voleybol-ege-yildizlari-deplasmanda-kazandi/3412401",
                "Ege Yıldızları, Şampiyonlar Ligi'nde deplasmanda kazandı",
                "2026-12-03",
                "2026-12-03T22:58:00+03:00",
                "",
                ["Burak Aydın"],
                [
                    "Voleybolda CEV Kadınlar Şampiyonlar Ligi C Grubu'nun üçüncü haftasında Ege Yıldızları, deplasmanda Polonya ekibi Baltık Gdańsk'ı 3-1 yendi.",
                    "Gdańsk'ta oynanan karşılaşmaya iyi başlayan ev sahibi ekip, servis karşılamada zorlanan Ege Yıldızları karşısında ilk seti 25-21 aldı. İkinci sette blokta etkili olan İzmir temsilcisi, seti 25-19 kazanarak durumu eşitledi.",
                    "Üçüncü sette bir ara 18-14 geriye düşen Ege Yıldızları, oyuna sonradan giren smaçör Ece Yalçın'ın servisleriyle seriyi yakaladı ve seti 25-22 kazandı. Dördüncü sette rakibine şans tanımayan İzmir ekibi, seti 25-17 alarak maçtan galip ayrıldı.",
                    "Ege Yıldızları'nda pasör çaprazı oyuncusu Deniz Aksoy 24 sayıyla maçın en skoreri olurken, orta oyuncu Selin Tunç 5 blok sayısı kaydetti. Ev sahibi ekipte ise smaçör Magdalena Nowak'ın 18 sayısı galibiyete yetmedi.",
                    'Maçın ardından açıklama yapan teknik direktör Ahmet Oral, ilk setteki kötü başlangıca rağmen takımının karakter gösterdiğini söyledi. Oral, "Deplasmanda bu galibiyet bizim için çok değerli. Gruptan lider çıkmak için önemli bir adım attık." dedi.',
                    'Takım kaptanı Deniz Aksoy da maçı izlemeye gelen Türk taraftarlara teşekkür ederek, "Bu salonda kazanmak kolay değil. Hedefimiz Dörtlü Final\'e kalmak." diye konuştu.',
                    "Bu sonucun ardından Ege Yıldızları, grupta 3 maçta 3 galibiyet ve 8 puanla liderliğini sürdürdü. Baltık Gdańsk ise 2 galibiyet ve 1 mağlubiyetle 5 puanda kaldı.",
                    "İzmir ekibi, grubun dördüncü haftasında 17 Aralık Perşembe günü sahasında Fransız ekibi Nice Volley'i ağırlayacak.",
                ],
                "sports-report-foreign-city",
                section="Spor",
                city="Gdańsk",
            )
        )
        add(
            story(
                "arkeoloji",
                "/tr/kultur/arkeolog-nermin-ozkan-her-kazi-sezonu-tarihi-yeniden-yazmamizi-sagliyor/3411502",
                "Arkeolog Nermin Özkan: Her kazı sezonu tarihi yeniden yazmamızı sağlıyor",
                "2026-12-02",
                "2026-12-02T10:20:00+03:00",
                "",
                ["Zeynep Arslan"],
                [
                    "Şanlıurfa'nın Siverek ilçesindeki Sarıtepe Höyüğü'nde yürütülen kazıların başkanı Nermin Özkan, bu yıl gün ışığına çıkarılan yaklaşık 11 bin 500 yıllık yapıların, Neolitik dönemde bölgede yaşayan toplulukların sanılandan çok daha karmaşık bir sosyal düzene sahip olduğunu gösterdiğini söyledi.",
                    "Höyükte 2019'dan bu yana sürdürülen kazıların bu yıl 14 hafta sürdüğünü belirten Özkan, 2026 kazı sezonunun sonuçlarını YHA muhabirine değerlendirdi.",
                    "Q: Bu sezon höyükte neler buldunuz? || Bu yıl höyüğün güney yamacında, birbirine bağlı dört yuvarlak yapı ortaya çıkardık. Yapıların duvarlarında yaban domuzu, tilki ve akbaba kabartmaları var. Ayrıca bir yapının tabanında, özenle yerleştirilmiş yüzlerce taş boncuk bulduk. Bu boncuklar, uzak bölgelerle ticaret yapıldığına işaret ediyor.",
                    "Q: Bu bulgular neden önemli? || Uzun süre, avcı-toplayıcı toplulukların büyük yapılar inşa edemeyeceği düşünülüyordu. Göbeklitepe ve çevresindeki alanlar bu fikri değiştirdi. Sarıtepe'deki yapılar da aynı dönemde bölgede ortak bir inanç ve yapı geleneğinin olduğunu gösteriyor. Her kazı sezonu, tarihi yeniden yazmamızı sağlıyor.",
                    "Q: Kazı ekibinizde kimler yer alıyor? || Ekibimizde arkeologların yanı sıra antropolog, jeolog, arkeobotanikçi ve restoratörler var. Toplam 46 kişiyiz. Üç üniversiteden öğrencilerimiz de her yaz bizimle çalışıyor. Yöre halkından da 20'ye yakın işçimiz var; onların emeği olmadan bu çalışmalar mümkün olmazdı.",
                    "Q: Alan ziyarete açılacak mı? || Bakanlıkla birlikte bir koruma çatısı projesi üzerinde çalışıyoruz. Çatı tamamlandığında, muhtemelen 2028'de, ziyaretçiler yürüyüş yolları üzerinden yapıları yakından görebilecek. Ama önceliğimiz her zaman buluntuların korunması.",
                    "Q: Kazılarda karşılaştığınız en büyük zorluk nedir? || İklim ve zaman. Bölgede yaz aylarında sıcaklık 45 dereceyi buluyor, bu yüzden sabah 5'te başlayıp öğleden önce kazıyı bitiriyoruz. Öğleden sonra kazı evinde buluntuları temizliyor, belgeliyor ve arşivliyoruz. Her sezon sınırlı bir sürede çalışabildiğimiz için de çok iyi planlama yapmamız gerekiyor.",
                    "Q: Gelecek sezon için planlarınız neler? || Höyüğün kuzey kesiminde jeofizik taramalar yaptık ve toprak altında en az altı yapı daha olduğunu düşünüyoruz. Önümüzdeki yıl bu alanda çalışacağız. Ayrıca bulunan insan kalıntıları üzerinde DNA analizleri yapılacak; bu analizler bize o dönemde yaşayan insanların nereden geldiği hakkında çok şey anlatacak.",
                ],
                "interview-qa",
                section="Kültür",
                spot="Sarıtepe Höyüğü kazı başkanı Özkan, bu yıl bulunan yapıların Neolitik toplulukların sosyal düzenine ışık tuttuğunu söyledi.",
                city="Şanlıurfa",
            )
        )
        add(
            story(
                "sergi",
                "/tr/kultur/anadolunun-renkleri-sergisi-ankarada-acildi/3411760",
                "\"Anadolu'nun Renkleri\" sergisi Ankara'da açıldı",
                "2026-12-03",
                "2026-12-03T15:12:00+03:00",
                "",
                [],
                [
                    "Türk halı ve kilim sanatının 19. yüzyıldan günümüze uzanan örneklerinin yer aldığı \"Anadolu'nun Renkleri\" sergisi, Ankara'daki Cumhuriyet Sanat Galerisi'nde açıldı.",
                    "Anadolu Dokuma Vakfının düzenlediği sergide, 27 ilden derlenen 140 halı, kilim ve cicim yer alıyor. Eserlerin bir kısmı ilk kez kamuoyunun karşısına çıkıyor. Sergide en dikkat çeken eserler arasında, Sivas'ın Şarkışla ilçesinde dokunan ve 19. yüzyıla tarihlenen 4 metrelik bir seccade ile Van yöresine ait kırmızı ve lacivert tonlardaki kilimler yer alıyor.",
                    'Serginin küratörü Leyla Aydemir, açılışta yaptığı konuşmada, her dokumanın bir bölgenin doğasını, inancını ve gündelik hayatını yansıttığını söyledi. Aydemir, "Bu motiflerin her biri bir dil. Koç boynuzu bereketi, elibelinde motifi anneliği, yıldız ise mutluluğu anlatıyor." dedi.',
                    "Sergide ayrıca geleneksel kök boyaların nasıl elde edildiğini anlatan bir bölüm ve ziyaretçilerin ustalarla birlikte dokuma deneyimi yaşayabileceği bir atölye alanı bulunuyor. Kök boya ustası Fadime Kara, cehri, kökboya ve ceviz kabuğu gibi doğal malzemelerden nasıl renk elde edildiğini ziyaretçilere uygulamalı olarak gösterdi.",
                    "Vakıf Başkanı Orhan Yücel, genç kuşakların el dokumacılığına ilgisinin azaldığına dikkati çekerek, sergiyle bu geleneğe yeniden ilgi uyandırmayı amaçladıklarını kaydetti. Yücel, vakfın önümüzdeki yıl Kars, Uşak ve Konya'da dokuma kursları açacağını da duyurdu.",
                    'Açılışa katılan Kültür ve Turizm Bakan Yardımcısı ise geleneksel el sanatlarının yaşatılmasına yönelik çalışmaların süreceğini ifade etti. Bakan Yardımcısı, "Halı ve kilimlerimiz, Anadolu\'nun binlerce yıllık hafızasını taşıyor. Bu mirası gelecek kuşaklara aktarmak hepimizin sorumluluğu." dedi.',
                    "Sergi, 28 Şubat 2027'ye kadar pazartesi hariç her gün 10.00-18.00 saatleri arasında ücretsiz olarak ziyaret edilebilecek.",
                ],
                "agency-credit-no-person-jsonld-org",
                section="Kültür",
                spot="Sergide 27 ilden derlenen 140 halı, kilim ve cicim yer alıyor.",
                city="Ankara",
                ld_org=True,
            )
        )
        add(
            story(
                "analiz",
                "/tr/analiz/kuresel-gida-fiyatlarinda-yeni-donem-iklim-enerji-ve-ticaret/3410844",
                "Küresel gıda fiyatlarında yeni dönem: İklim, enerji ve ticaret",
                "2026-12-02",
                "2026-12-02T08:00:00+03:00",
                "",
                ["Kerem Toprak"],
                [
                    "Küresel gıda fiyatları, 2022'de gördüğü zirvenin ardından gerilese de pandemi öncesi seviyelerin belirgin şekilde üzerinde seyretmeye devam ediyor. Son bir yılda kakao, kahve ve zeytinyağı gibi ürünlerde yaşanan sert fiyat artışları, gıda piyasalarında kalıcı bir kırılganlığın oluştuğunu gösteriyor.",
                    "Bu kırılganlığın arkasında üç temel dinamik bulunuyor: iklim değişikliğinin tarımsal üretim üzerindeki etkisi, enerji fiyatlarındaki dalgalanma ve giderek parçalanan küresel ticaret sistemi.",
                    "### İklim şokları sıklaşıyor",
                    "Aşırı sıcaklar, kuraklık ve sel gibi olaylar artık istisna değil, üretim planlamasının olağan bir parçası haline geldi. Batı Afrika'daki kuraklık kakao rekoltesini son on yılın en düşük seviyesine çekerken, Akdeniz havzasındaki sıcak hava dalgaları zeytin üretimini iki yıl üst üste sert biçimde azalttı.",
                    "Sorun yalnızca üretimin düşmesi değil, öngörülebilirliğin kaybolması. Çiftçiler hangi ürünü ne zaman ekeceklerine karar verirken geçmiş yılların deneyimine giderek daha az güvenebiliyor. Bu belirsizlik hem yatırımları hem de fiyatlamayı olumsuz etkiliyor.",
                    "### Enerji ve gübre maliyeti",
                    "Tarım, enerji yoğun bir sektör. Gübre üretiminden sulamaya, işlemeden soğuk zincire kadar her aşamada enerji kullanılıyor. Doğal gaz fiyatlarındaki her artış, kısa süre içinde azotlu gübre fiyatlarına, oradan da gıda fiyatlarına yansıyor.",
                    "Avrupa'da gübre üreticilerinin 2022'de kapasite düşürmesi birçok ülkede verim kayıplarına neden olmuştu. Bugün fiyatlar daha makul seviyelerde olsa da sektör, enerji piyasasındaki olası bir şoka karşı hala savunmasız.",
                    "### Ticaret kısıtlamaları",
                    "Üçüncü dinamik ise ticaret politikaları. Son yıllarda pek çok ülke, iç piyasasını korumak amacıyla pirinç, buğday veya bitkisel yağ gibi ürünlerde ihracat yasakları ya da kotalar uyguladı. Kısa vadede iç fiyatları dengeleyen bu adımlar, küresel piyasada arzı daraltarak diğer ülkelerde fiyatları yukarı itiyor.",
                    "Uluslararası kuruluşların verilerine göre halihazırda 20'den fazla ülke çeşitli gıda ürünlerinde ihracat kısıtlaması uyguluyor. Bu durum, özellikle gıda ithalatına bağımlı düşük gelirli ülkeler için ciddi bir risk oluşturuyor.",
                    "### Türkiye için fırsatlar ve riskler",
                    "Türkiye, geniş tarımsal üretim yelpazesi ve coğrafi konumuyla bu yeni dönemde önemli bir rol üstlenebilir. Fındık, kuru kayısı, incir ve makarna gibi ürünlerde dünya lideri olan Türkiye'nin iklim uyumlu tarım uygulamalarına ve sulama altyapısına yapacağı yatırımlar, hem iç piyasada fiyat istikrarını hem de ihracat gelirlerini destekleyecektir.",
                    "Öte yandan yüksek girdi maliyetleri ve su kaynaklarının sınırlılığı, Türk tarımı için de belirleyici riskler olmaya devam ediyor. Küresel gıda sisteminin yeni gerçekliğinde kalıcı çözüm, verimliliği artıran teknolojilerin yaygınlaştırılmasından ve üreticinin belirsizliğe karşı korunmasından geçiyor.",
                ],
                "analysis-honorific-bio-disclaimer",
                section="Analiz",
                spot="İklim değişikliği, enerji maliyetleri ve ticaret kısıtlamaları gıda piyasalarında kalıcı bir kırılganlık yaratıyor.",
                honorific="Doç. Dr. ",
                bio="[Doç. Dr. Kerem Toprak, Orta Anadolu Üniversitesi İktisat Bölümü öğretim üyesidir.]",
                tag=True,
            )
        )
        for d in self.docs.values():
            if d.is_article:
                if d.iso.endswith("Z"):
                    local = datetime.fromisoformat(d.iso[:-1]) + timedelta(hours=3)
                else:
                    local = datetime.fromisoformat(d.iso[:19])
                d.extra["local"] = local
                upd = (
                    datetime.fromisoformat(d.extra["updated"][:19])
                    if d.extra.get("updated")
                    else local + timedelta(minutes=40)
                )
                d.stamp = f"{dmy(local)} - Güncelleme : {dmy(upd)}"

    # ---- templates -------------------------------------------------------------------------------------------
    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f"<li>{self.a(k, t, 'nav')}</li>"
            for k, t in (
                ("gundem", "Gündem"),
                ("/tr/turkiye", "Türkiye"),
                ("/tr/dunya", "Dünya"),
                ("/tr/ekonomi", "Ekonomi"),
                ("/tr/spor", "Spor"),
                ("/tr/kultur", "Kültür"),
                ("/tr/analiz", "Analiz"),
                ("galeri", "Foto Galeri"),
                ("video", "Video"),
            )
        )
        langs = "".join(f'<li><a href="{h}" hreflang="{h[1:]}">{esc(t)}</a></li>' for h, t in LANGS)
        metas = [
            f"<title>{esc(doc.title)}</title>"
            if doc.key != "home"
            else "<title>Yıldız Haber Ajansı - Güncel Haberler</title>",
            f'<meta name="description" content="{esc(doc.extra.get("spot") or self.lede(doc))}">',
            f'<link rel="canonical" href="{esc(self.url(doc.key))}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            f'<meta property="og:url" content="{esc(self.url(doc.key))}">',
            '<meta property="og:site_name" content="Yıldız Haber Ajansı">',
            '<meta name="twitter:site" content="@yildizhaber">',
        ]
        if doc.is_article:
            base = doc.path.split("/", 3)[3]
            metas.append(f'<link rel="alternate" hreflang="tr" href="{esc(self.url(doc.key))}">')
            metas.append(f'<link rel="alternate" hreflang="en" href="{self.origin}/en/{esc(base)}">')
            author = (
                {"@type": "Organization", "name": AGENCY}
                if doc.extra.get("ld_org") or not doc.authors
                else [{"@type": "Person", "name": a} for a in doc.authors]
            )
            ld = {
                "@context": "https://schema.org",
                "@type": "NewsArticle",
                "mainEntityOfPage": self.url(doc.key),
                "headline": doc.title,
                "description": doc.extra.get("spot", ""),
                "datePublished": doc.iso,
                "dateModified": doc.extra.get("updated", doc.iso),
                "author": author,
                "publisher": {
                    "@type": "Organization",
                    "name": AGENCY,
                    "logo": {"@type": "ImageObject", "url": self.origin + "/Content/img/yha-logo.png"},
                },
                "image": self.origin + f"/uploads/Contents/2026/12/04/thumbs_b_c_{len(doc.path):04d}.jpg",
                "inLanguage": "tr",
            }
            metas.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        return f"""<!DOCTYPE html>
<html lang="tr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
{chr(10).join(metas)}
<link href="/Content/css/site.min.css?v=3.2.17" rel="stylesheet">
<style>/*PAD*/</style>
<script>var yhaDil = "tr"; var yhaKategori = "{esc(doc.section or doc.kind)}";</script>
</head>
<body>
<header class="ust-menu">
<div class="ust-bar"><span class="tarih-bugun">4 Aralık 2026 Cuma</span> <a href="https://has.yildizhaber.test/">YHA HAS</a> <a href="https://foto.yildizhaber.test/">YHA Fotoğraf</a> <a href="/tr/abonelik">Abonelik</a></div>
<div class="logo">{self.a("home", "Yıldız Haber Ajansı", "nav")}</div>
<div class="dil-secimi"><span>TR</span><ul>{langs}</ul></div>
<nav class="ana-menu"><ul>{nav}</ul></nav>
<form class="arama" action="/tr/arama"><input type="text" name="s" placeholder="Haber ara"><button type="submit">Ara</button></form>
</header>
<div class="container">
<div class="row">
<div class="col-md-8 icerik">
{main}
</div>
<div class="col-md-4 sag-blok">
<div class="sag-blok-baslik">Öne Çıkanlar</div>
<ul>{"".join(f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>" for k in ("deprem", "ihracat", "kapadokya"))}</ul>
<div class="sag-blok-baslik">{self.a("galeri", "Foto Galeri", "aside")}</div>
<div class="reklam">Reklam</div>
</div>
</div>
</div>
<footer class="alt-footer">
<ul><li>{self.a("about", "Hakkımızda", "footer")}</li><li><a href="/tr/kurumsal/tarihce">Tarihçe</a></li><li><a href="/tr/iletisim">İletişim</a></li><li>{self.a("kvkk", "KVKK Aydınlatma Metni", "footer")}</li><li><a href="/tr/cerez-politikasi">Çerez Politikası</a></li><li><a href="/tr/rss">RSS</a></li></ul>
<div class="sosyal"><a href="https://x.com/yildizhaber">X</a> <a href="https://www.facebook.com/yildizhaber">Facebook</a> <a href="https://www.instagram.com/yildizhaber">Instagram</a> <a href="https://www.youtube.com/@yildizhaber">YouTube</a> <a href="https://t.me/yildizhaber">Telegram</a></div>
<p>© Yıldız Haber Ajansı 2026. Tüm hakları saklıdır. Yıldız Haber Ajansı'nın internet sitesindeki haberlerin tamamı ya da bir kısmı, izin alınmadan kullanılamaz.</p>
</footer>
<div class="cerez-uyari" id="cerezUyari"><p>Size daha iyi hizmet sunabilmek için sitemizde çerezler kullanılmaktadır. Detaylı bilgi için <a href="/tr/cerez-politikasi">Çerez Politikası</a>'nı inceleyebilirsiniz.</p><button>Kabul Et</button></div>
<script src="/Scripts/jquery-3.6.0.min.js"></script>
<script src="/Scripts/site.min.js?v=3.2.17"></script>
</body>
</html>"""

    def photo(self, alt: str, cap: str) -> str:
        src = f"/uploads/Contents/2026/12/04/thumbs_b_c_{sum(map(ord, alt)) % 100000:05d}.jpg"
        return f'<div class="detay-foto"><img src="{src}" alt="{esc(alt)}"><span class="foto-kaynak">{esc(cap)}</span></div>'

    def story_main(self, doc: Doc) -> str:
        if doc.authors:
            names = [
                self.a("author", a, "byline") if a == "Ayşe Yılmaz" else f'<a href="/tr/muhabir/{slug(a)}">{esc(a)}</a>'
                for a in doc.authors
            ]
            credit = esc(doc.extra.get("honorific", "")) + ", ".join(names)
        else:
            credit = esc(AGENCY)
        local = doc.extra["local"]
        city = (
            f'<div class="detay-konum"><i class="icon-konum"></i> {esc(doc.extra["city"])}</div>'
            if doc.extra.get("city")
            else ""
        )
        body = self.blocks(doc, fig=self.photo)
        if doc.extra.get("photo_news"):
            body = f'<div class="foto-haber">{body}</div>'
        tail = ""
        if doc.extra.get("bio"):
            tail = f'<p class="yazar-bilgi">{esc(doc.extra["bio"])}</p><p class="yazar-uyari">*Makalelerdeki fikirler yazarına aittir ve Yıldız Haber Ajansı\'nın editoryal politikasını yansıtmayabilir.</p>'
        tags = []
        if doc.extra.get("tag"):
            tags.append(self.a("tag", "İhracat", "content"))
        if doc.extra.get("tag_quake"):
            tags.append('<a href="/tr/etiket/deprem">Deprem</a>')
        tags.append(f'<a href="/tr/etiket/{slug(doc.section)}">{esc(doc.section)}</a>')
        rel = "".join(
            f'<div class="manset-kart kucuk">{self.a(k, self.docs[k].title, "related")}</div>'
            for k in ARTS
            if k != doc.key
        )
        share = esc(self.url(doc.key))
        spot = f"<h4>{esc(doc.extra['spot'])}</h4>" if doc.extra.get("spot") else ""
        return f"""<div class="detay-spot-category">
<a class="kategori" href="/tr/{esc(doc.path.split("/")[2])}">{esc(doc.section)}</a>
<h1>{esc(doc.title)}</h1>
{spot}
</div>
<div class="detay-bilgi">
<div class="detay-muhabir">{credit}   |<span>{dmy(local)}</span></div>
<span class="tarih" data-yayin="{local:%Y-%m-%dT%H:%M}">{doc.stamp}</span>
<div class="paylas"><a href="https://www.facebook.com/sharer/sharer.php?u={share}">Facebook</a> <a href="https://x.com/intent/tweet?url={share}&amp;via=yildizhaber">X</a> <a href="https://wa.me/?text={share}">WhatsApp</a> <a href="https://t.me/share/url?url={share}">Telegram</a></div>
</div>
<div class="detay-icerik">
{city}
<div class="detay-metin">
{body}
</div>
{tail}
<p class="has-uyari">{HAS}</p>
</div>
<div class="detay-etiketler">{" ".join(tags)}</div>
<div class="ilgili-haberler"><div class="sag-blok-baslik">İlgili Haberler</div>{rel}</div>"""

    def listing_main(self, doc: Doc) -> str:
        cards = "".join(
            f'<div class="manset-kart"><span class="kart-kategori">{esc(self.docs[k].section)}</span><h3>{self.a(k, self.docs[k].title, "content")}</h3><p>{esc(self.docs[k].extra.get("spot") or self.lede(self.docs[k]))}</p><span class="kart-tarih">{dmy(self.docs[k].extra["local"])}</span></div>'
            for k in doc.extra["list"]
        )
        head = f'<h1 class="sayfa-baslik">{esc(doc.title)}</h1>'
        if doc.kind == "author":
            head += f'<div class="muhabir-bilgi"><img src="/uploads/muhabir/ayse-yilmaz.jpg" alt=""><p>{esc(doc.extra["bio"])}</p></div>'
        if doc.kind == "search":
            head += '<p class="arama-sonuc">"ihracat" için 2 sonuç bulundu.</p>'
        pager = ""
        if doc.extra.get("more"):
            pager = f'<div class="sayfalama"><span class="aktif">1</span> {self.a(doc.extra["more"], "2", "pagination")} <a href="/tr/gundem/3">3</a> {self.a(doc.extra["more"], "Sonraki", "pagination")}</div>'
        if doc.extra.get("prev"):
            pager = f'<div class="sayfalama">{self.a(doc.extra["prev"], "Önceki", "pagination")} {self.a(doc.extra["prev"], "1", "pagination")} <span class="aktif">2</span> <a href="/tr/gundem/3">3</a></div>'
        extra = ""
        if doc.key == "home":
            head = '<h1 class="gizli">Yıldız Haber Ajansı</h1><div class="manset-baslik">Manşet</div>'
            extra = f"""<div class="ana-blok"><div class="manset-baslik">Foto ve Video</div><div class="manset-kart">{self.a("galeri", self.docs["galeri"].title, "content")}</div><div class="manset-kart">{self.a("video", self.docs["video"].title, "content")}</div></div>
<div class="ana-blok"><div class="manset-baslik">Gündemdekiler</div>{self.a("tag", "#İhracat", "content")} {self.a("search", "ihracat araması", "content")} {self.a("author", "Ayşe Yılmaz", "content")} {self.a("gundem", "Gündem", "content")} {self.a("gundem2", "Gündem - 2. sayfa", "content")}</div>"""
        return f'<div class="liste-sayfa">{head}{cards}{pager}{extra}</div>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind in ("gallery", "video"):
            when = datetime.fromisoformat(doc.extra["when"])
            if doc.kind == "gallery":
                figs = [b for b in doc.blocks if b[0] == "fig"]
                media = "".join(
                    f'<div class="galeri-foto"><span class="sira">{i}/{len(figs)}</span><img src="/uploads/Contents/2026/12/04/galeri_{i}.jpg" alt="{esc(b[1])}"><p class="galeri-aciklama">{esc(b[2])}</p></div>'
                    for i, b in enumerate(figs, 1)
                )
            else:
                media = f'<div class="video-oynatici"><video controls poster="/uploads/video/ankara-kar.jpg"><source src="https://video.yildizhaber.test/2026/12/04/ankara-kar.mp4" type="video/mp4"></video></div>\n{self.blocks(doc)}'
            other = "video" if doc.kind == "gallery" else "galeri"
            return f"""<div class="galeri-sayfa"><a class="kategori" href="/tr/{"foto-galeri" if doc.kind == "gallery" else "video"}">{"Foto Galeri" if doc.kind == "gallery" else "Video"}</a>
<h1>{esc(doc.title)}</h1><span class="tarih">{dmy(when)}</span>
{media}
<div class="diger">{self.a(other, self.docs[other].title, "related")}</div></div>"""
        return f'<div class="kurumsal-sayfa"><h1 class="sayfa-baslik">{esc(doc.title)}</h1>\n{self.blocks(doc)}\n</div>'
