# ruff: noqa: E501, RUF001, RUF002 (page texts and markup are long literal lines; Turkish letters are deliberate)
"""Günebakan: a Hürriyet-like Turkish daily (`news-detail-title`, `news-detail-spot`, `news-date`, `news-content`,
`/gundem/<slug>-42381234`, `/yazarlar/<columnist>/<slug>-<id>`, `/galeri-<slug>-<id>`, `/haberleri/<tag>`, `/arama?q=`,
`/gundem/?p=2`), Turkish, Istanbul time (+03:00). The current site is UTF-8 (header and `<meta charset>`); the **old
archive** (`/arsiv/…`, an ASP.NET table layout from 2011-2012) is served in **windows-1254** with the charset only in
a `<meta http-equiv>` (the header is plain `text/html`): three pages, labelled `cp1254`.

Dates are printed "04 Aralık 2026 10:25" with a "Güncelleme: 04 Aralık 2026 21:40" line on some stories; columns
print the day only. Columnist pages put the columnist's photo and name above the column. Metadata: `NewsArticle`
JSON-LD in +03:00 (the metrobüs story's `datePublished` is its update time, same day); the agency flood story's
JSON-LD author is a Person named "DHA" (no person is credited: "İzmir - DHA"); the list story's author is the site;
the archive has no JSON-LD and no Open Graph. A photo gallery (captions only) and a daily horoscope are not
articles. One story is a list of numbered points (numbered `<h2>` subheads, a paragraph under each)."""

from __future__ import annotations

import json
from urllib.parse import quote

from common import Base, page, story
from sitekit import Doc, css_rules, esc

ORIGIN = "https://www.gunebakan.test"
ARTS = ["metrobus", "inflation", "derby", "tyres", "flood", "wage", "tram", "snowcol"]
AYLAR = ["Ocak", "Şubat", "Mart", "Nisan", "Mayıs", "Haziran", "Temmuz", "Ağustos", "Eylül", "Ekim", "Kasım", "Aralık"]
SEARCH_Q = "metrobüs"


def tr_date(local: str, with_time: bool = True) -> str:
    day, time = local.split()
    y, m, d = day.split("-")
    out = f"{d} {AYLAR[int(m) - 1]} {y}"
    return f"{out} {time}" if with_time else out


class Gunebakan(Base):
    origin = ORIGIN
    name = "Günebakan"
    prefix = "gnb"
    language = "tr"
    _writing: Doc | None = None

    # the archive pages are written and labelled in windows-1254, the rest in UTF-8
    def file_name(self, doc: Doc) -> str:
        self._writing = doc
        return super().file_name(doc)

    @property
    def _archive(self) -> bool:
        return bool(self._writing is not None and self._writing.extra.get("archive"))

    @property
    def encoding(self) -> str:  # type: ignore[override]
        return "cp1254" if self._archive else "utf-8"

    @property
    def content_type(self) -> str:  # type: ignore[override]
        return "text/html" if self._archive else "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        if self._archive:
            return css_rules(
                "gnb-arsiv",
                ["td.haberBaslik", "td.menu a", "#haberMetni", ".tarih", "table.altMenu td", ".reklam468"],
                200,
            )
        return css_rules(
            "gnb",
            [
                ".header-menu",
                ".news-detail-title h1",
                ".news-detail-spot",
                ".news-content p",
                ".author-box .author-name",
                ".news-date",
                ".box-most-read li",
                ".gallery-item",
                ".footer-links",
                ".kvkk-bar",
            ],
            260,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "Günebakan - Son Dakika Haberler",
                "hurriyet-like-home",
                list=["metrobus", "flood", "wage", "tyres", "inflation", "derby"],
                more="gundem",
            )
        )
        add(
            page(
                "gundem",
                "/gundem/",
                "section",
                "Gündem Haberleri",
                "category-front",
                list=["metrobus", "flood", "tyres", "wage"],
                more="gundem2",
            )
        )
        add(
            page(
                "gundem2",
                "/gundem/?p=2",
                "section",
                "Gündem Haberleri",
                "category-page2",
                list=["inflation", "derby", "gallery"],
            )
        )
        add(
            page(
                "tag",
                "/haberleri/asgari-ucret",
                "tag",
                "Asgari Ücret Haberleri",
                "tag-haberleri",
                list=["wage", "inflation"],
            )
        )
        add(
            page(
                "author",
                "/yazarlar/ayse-demirtas/",
                "author",
                "Ayşe Demirtaş",
                "columnist-page",
                list=["inflation"],
                bio="1998'den bu yana ekonomi muhabirliği ve yazarlığı yapıyor. Enflasyon, gelir dağılımı ve çalışma hayatı üzerine yazıyor.",
            )
        )
        add(
            page(
                "search",
                "/arama?q=" + quote(SEARCH_Q),
                "search",
                f'"{SEARCH_Q}" için arama sonuçları',
                "search-results",
                list=["metrobus"],
            )
        )
        add(
            page(
                "gallery",
                "/galeri-istanbula-yilin-ilk-kari-dustu-42381260",
                "gallery",
                "Foto Galeri: İstanbul'a yılın ilk karı düştü",
                "photo-gallery-captions",
                local="2026-12-04 09:40",
                photos=[
                    "Kar, sabahın erken saatlerinde Sarıyer ve Beykoz'un yüksek kesimlerinde etkili oldu.",
                    "Çamlıca Tepesi'nde kartopu oynayan çocuklar.",
                    "Boğaz'da vapur seferleri aksamadan devam etti.",
                    "Belediye ekipleri ana arterlerde tuzlama çalışması yaptı.",
                    "Belgrad Ormanı beyaza büründü.",
                    "Kapalıçarşı önünde karla kaplı tezgâhlar.",
                ],
            )
        )
        add(
            page(
                "horoscope",
                "/astroloji/gunluk-burc-yorumlari-5-aralik-2026-42381299",
                "horoscope",
                "Günlük burç yorumları: 5 Aralık 2026 Cumartesi",
                "daily-horoscope-12-signs",
                [
                    "## Koç",
                    "Bugün iş hayatınızda beklemediğiniz bir teklifle karşılaşabilirsiniz. Acele karar vermeyin; akşam saatlerinde aileyle geçireceğiniz zaman size iyi gelecek.",
                    "## Boğa",
                    "Maddi konularda dikkatli olmanız gereken bir gün. Uzun süredir ertelediğiniz bir ödemeyi yapmak için uygun zaman. Sağlığınıza, özellikle boğazınıza dikkat edin.",
                    "## İkizler",
                    "Sosyal çevrenizde hareketli bir gün sizi bekliyor. Eski bir arkadaşınızdan gelecek haber moralinizi yükseltecek. Seyahat planları için de olumlu bir dönem.",
                    "## Yengeç",
                    "Duygusal açıdan hassas bir gün geçirebilirsiniz. Evinizle ilgili küçük bir düzenleme yapmak içinizi ferahlatacak. Akşam erken dinlenmeyi ihmal etmeyin.",
                    "## Aslan",
                    "Yaratıcılığınızın ön plana çıktığı bir gün. Bir projede liderliği üstlenmeniz istenebilir. Partnerinizle açık iletişim, küçük bir yanlış anlaşılmayı çözecek.",
                    "## Başak",
                    "Detaylara verdiğiniz önem bugün işe yarayacak. İş yerinde gözden kaçan bir hatayı fark edebilirsiniz. Beslenmenize dikkat etmek için güzel bir başlangıç günü.",
                    "## Terazi",
                    "İlişkilerinizde denge arayışınız sürüyor. Bir karar vermeden önce her iki tarafı da dinleyin. Öğleden sonra alışveriş için uygun bir zaman dilimi.",
                    "## Akrep",
                    "Sezgilerinizin güçlü olduğu bir gün. İçinizden gelen sese kulak verin. Para konusunda bir yakınınızla yapacağınız konuşma, beklediğinizden olumlu geçecek.",
                    "## Yay",
                    "Yeni şeyler öğrenmeye açık olduğunuz bir gün. Bir kursa ya da eğitime başlamak için harika bir zaman. Uzaktan gelecek bir telefon sizi sevindirebilir.",
                    "## Oğlak",
                    "Kariyer hedeflerinize bir adım daha yaklaşıyorsunuz. Sabırlı olun, emeklerinizin karşılığını yakında alacaksınız. Akşam saatlerinde yorgunluk hissedebilirsiniz.",
                    "## Kova",
                    "Arkadaş çevrenizden gelen bir davet gününüzü renklendirecek. Farklı fikirlere açık olmanız yeni fırsatlar doğurabilir. Teknolojik bir alet almak için uygun bir gün.",
                    "## Balık",
                    "Hayal gücünüz bugün oldukça güçlü. Sanatsal bir uğraşa zaman ayırmak size iyi gelecek. Maddi konularda başkalarının sözüne fazla güvenmeyin.",
                ],
                local="2026-12-05 00:01",
            )
        )
        add(
            page(
                "archive",
                "/arsiv/",
                "section",
                "Günebakan Arşivi",
                "legacy-archive-index-cp1254",
                list=["snowcol", "tram"],
                archive=True,
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
                    "Günebakan, Günebakan Medya A.Ş. tarafından yayımlanmaktadır.",
                    "- İmtiyaz Sahibi: Günebakan Medya A.Ş. adına Selim Karaca",
                    "- Genel Yayın Yönetmeni: Nilgün Aksoy",
                    "- Sorumlu Yazı İşleri Müdürü: Barış Tunç",
                    "- Haber Müdürü: Cem Ertekin",
                    "- Adres: Büyükdere Caddesi No: 120, Şişli / İstanbul",
                    "- Telefon: (0212) 555 40 40 · E-posta: haber@gunebakan.test",
                    "Günebakan, Basın Meslek İlkeleri'ne uymayı taahhüt eder. Yayımlanan haberlerle ilgili düzeltme ve cevap hakkı talepleri için okur temsilcisine başvurabilirsiniz.",
                ],
            )
        )
        add(
            story(
                "metrobus",
                "/gundem/metrobus-hattina-150-yeni-arac-ilk-40i-ocakta-seferde-42381234",
                "Metrobüs hattına 150 yeni araç: İlk 40'ı ocakta seferde",
                "2026-12-04",
                "2026-12-04T21:40:00+03:00",
                tr_date("2026-12-04 10:25"),
                ["Kerem Aydın"],
                [
                    "İstanbul Büyükşehir Belediyesi, Avcılar-Söğütlüçeşme metrobüs hattında yaşanan yoğunluğu azaltmak için 150 yeni araç alacağını açıkladı. Elektrikli ve körüklü olacak araçların ilk 40'ı ocak ayının ikinci yarısında yolcu taşımaya başlayacak.",
                    'İETT Genel Müdürü Hakan Ertuğrul, dün Edirnekapı\'daki garajda düzenlenen tanıtım toplantısında yaptığı açıklamada, hattın günlük yolcu sayısının bir milyonu aştığını hatırlattı. Ertuğrul, "Mevcut filomuzun önemli bir bölümü 15 yaşını geçti. Yeni araçlarla hem arıza kaynaklı aksaklıkları azaltacak hem de sefer sıklığını artıracağız" dedi.',
                    "Yeni araçların her biri 193 yolcu kapasiteli olacak. Tam şarjla 300 kilometre yol alabilen araçlar için Beylikdüzü ve Zincirlikuyu'da hızlı şarj istasyonları kuruluyor. Belediye, araçların toplam maliyetinin yaklaşık 4,2 milyar lira olduğunu, finansmanın bir kısmının Avrupa kalkınma bankalarından sağlanan krediyle karşılanacağını bildirdi.",
                    "Yeni araçların tasarımında engelli yolcular da göz önünde bulunduruldu. Her araçta iki tekerlekli sandalye alanı, sesli ve görüntülü durak anons sistemi ile alçak taban bulunacak. Araçlarda ayrıca yolcu yoğunluğunu anlık olarak ölçen sensörler yer alacak; bu veriler İETT'nin mobil uygulamasında yolculara gösterilecek.",
                    'RAW:<div class="related-news-inline"><span>İLGİLİ HABERLER</span><a href="/gundem/metrobuste-yeni-donem-durak-sayisi-artiyor-42377021">Metrobüste yeni dönem: Durak sayısı artıyor</a></div>',
                    "## Sefer aralığı 40 saniyeye inecek",
                    "İETT'nin planına göre yeni araçların tamamı hizmete girdiğinde, sabah ve akşam saatlerinde sefer aralığı ortalama 55 saniyeden 40 saniyeye inecek. Özellikle Cevizlibağ, Zincirlikuyu ve Mecidiyeköy duraklarında yaşanan kuyrukların kısalması bekleniyor.",
                    'Ulaşım uzmanı Doç. Dr. Serkan Yazıcı ise yeni araçların tek başına sorunu çözmeyeceğini söyledi. Yazıcı, "Metrobüs zaten kapasitesinin sınırında çalışıyor. Araç sayısını artırmak duraklardaki sıkışmayı kısmen azaltır ama asıl çözüm, hatta paralel raylı sistem yatırımlarının hızlandırılması" diye konuştu.',
                    "Yolcular da uzun süredir yaşadıkları sıkıntılardan şikâyetçi. Her gün Avcılar'dan Zincirlikuyu'ya giden Fatma Koç, \"Sabah 7'de durağa geldiğimde üç metrobüsü kaçırmadan binemiyorum. Yeni araçlar gelsin ama önce durakların genişletilmesi lazım\" dedi.",
                    "Öte yandan İETT, yeni araçlar için şoför alımına da başladı. Kurum, önümüzdeki ay 300 yeni şoför için sınav açacağını, adayların elektrikli araç kullanımı konusunda özel bir eğitimden geçirileceğini duyurdu.",
                    "Belediye, kalan 110 aracın teslimatının 2027 yılının sonuna kadar tamamlanmasını planlıyor.",
                ],
                "guncelleme-line-jsonld-is-update-time",
                section="Gündem",
                dek="İETT, yoğunluğu azaltmak için 150 elektrikli metrobüs alıyor. Sefer aralığı yoğun saatlerde 40 saniyeye inecek.",
                updated=tr_date("2026-12-04 21:40"),
                local="2026-12-04 10:25",
                ld="person",
            )
        )
        add(
            story(
                "inflation",
                "/yazarlar/ayse-demirtas/kasim-enflasyonu-ve-mutfaktaki-gercek-42381240",
                "Kasım enflasyonu ve mutfaktaki gerçek",
                "2026-12-04",
                "2026-12-04T00:01:00+03:00",
                tr_date("2026-12-04 00:01", with_time=False),
                ["Ayşe Demirtaş"],
                [
                    "TÜİK kasım ayı enflasyon rakamlarını açıkladı. Yıllık enflasyon yüzde 24,8'e geriledi; aylık artış yüzde 1,9 oldu. Ekonomi yönetimi rakamları \"dezenflasyon sürecinin kararlılıkla devam ettiğinin göstergesi\" olarak yorumladı. Kâğıt üzerinde haklılar da: Bir yıl önce yüzde 40'ın üzerindeydik.",
                    "Ama gelin bir de mutfağa bakalım. Aynı açıklamada gıda ve alkolsüz içecekler grubunda yıllık artışın yüzde 31 olduğu yazıyor. Yani enflasyonun en çok hissedildiği yer, yine en çok harcama yapılan yer. Dar gelirli bir ailenin bütçesinin neredeyse yarısı gıdaya gidiyorsa, manşetteki ortalamanın o aile için pek bir anlamı yok.",
                    'Geçen hafta semt pazarında bir teyzeyle sohbet ettim. Elinde küçük bir not kâğıdı vardı; aldıklarını ve fiyatlarını tek tek yazıyormuş. "Geçen kış bir kilo domatesi 25 liraya alıyordum, şimdi 45" dedi. "Maaşım ise yüzde 30 arttı. Ben hesap bilmem ama bu hesap tutmuyor." Haklı. Hesap tutmuyor.',
                    'Ekonomistler buna "hissedilen enflasyon" diyor. Resmî endeksteki sepet, ortalama bir hanenin harcamalarına göre ağırlıklandırılıyor. Oysa Türkiye\'de ortalama hane diye bir şey yok denecek kadar az. Kirada oturan, çocuğu üniversitede okuyan, ilaç kullanan bir emeklinin enflasyonu ile ev sahibi, arabalı, genç bir çiftin enflasyonu aynı değil.',
                    "Bu yüzden ücret ve emekli maaşı artışlarını yalnızca manşet enflasyona bağlamak, en kırılgan kesimleri her yıl biraz daha geride bırakıyor. Asgari ücret görüşmeleri önümüzdeki günlerde başlayacak. Masaya oturanların elinde tek bir rakam değil, farklı gelir gruplarının gerçek harcama sepetleri olmalı.",
                    "Bir de beklenti meselesi var. Enflasyonla mücadelenin en önemli aracı güven. Vatandaş fiyatların gerçekten yavaşlayacağına inanmazsa alışverişini öne çeker, esnaf etiketi önceden yükseltir ve kısır döngü devam eder. Bu güveni yalnızca faiz kararlarıyla değil, tutarlı bir iletişimle ve şeffaf verilerle inşa etmek mümkün.",
                    "Rakamlardaki iyileşmeyi küçümsemiyorum. Yüzde 40'tan yüzde 25'e inmek kolay bir iş değil ve bunun bir bedeli var. Ama bu bedeli kimin ödediğini sormadan yapılan her başarı açıklaması, pazardaki o teyzenin kulağında yalnızca bir gürültü olarak kalıyor.",
                    "Kasım rakamı iyi bir haber. Mutfaktaki gerçek ise henüz o haberi almadı.",
                ],
                "column-photo-name-above",
                section="Yazarlar",
                column=True,
                local="2026-12-04 00:01",
                ld="article",
                tag=True,
            )
        )
        add(
            story(
                "derby",
                "/yazarlar/murat-ozkaya/derbinin-kaybedeni-yine-futbol-oldu-42380411",
                "Derbinin kaybedeni yine futbol oldu",
                "2026-12-01",
                "2026-12-01T00:01:00+03:00",
                tr_date("2026-12-01 00:01", with_time=False),
                ["Murat Özkaya"],
                [
                    "Pazar akşamı oynanan derbiyi izleyen herkes aynı şeyi düşündü sanırım: Bu maçta futbol ne zaman oynandı? 90 dakikanın ancak 48'inde top oyundaydı. Kalan süre itirazlar, sakatlık numaraları, VAR incelemeleri ve tribünden atılan yabancı maddeler yüzünden duran oyunla geçti.",
                    'Skor 1-1 bitti ve iki taraf da maçtan sonra hakemi suçladı. Ev sahibi ekibin teknik direktörü penaltı kararının "skandal" olduğunu söyledi, konuk takımın başkanı ise federasyonu "sistemli bir operasyon" yürütmekle itham etti. Her derbiden sonra duyduğumuz, ezberlediğimiz cümleler.',
                    "Oysa görüntüleri tekrar tekrar izledim: Penaltı pozisyonunda temas var, hakemin kararı tartışılabilir ama skandal kelimesini hak edecek bir şey yok. Asıl skandal, bir penaltı kararının ardından oyunun yedi dakika boyunca başlatılamaması, iki futbolcunun hakemin üzerine yürümesi ve sahaya çakmak yağmasıydı.",
                    "Türk futbolu yıllardır aynı hastalıkla boğuşuyor: Sonucu kabul edememek. Kazanınca her şey yolunda, kaybedince ya da berabere kalınca suçlu hep dışarıda aranıyor. Kulüp yöneticilerinin maç sonu açıklamaları tribünleri yatıştırmak yerine daha da kızıştırıyor; ertesi hafta başka bir statta aynı sahneleri izliyoruz.",
                    "Federasyonun da bu tabloda payı büyük. Disiplin kurulunun verdiği cezalar tutarsız; aynı suça bir kulübe 200 bin lira, diğerine 2 milyon lira ceza verilebiliyor. Hakem atamaları şeffaf değil, VAR kayıtları ancak baskı olduğunda ve seçilerek yayımlanıyor. Güven olmayan yerde her karar bir komplo teorisine dönüşüyor.",
                    "Avrupa'da benzer sorunlar yaşayan ligler çözümü şeffaflıkta buldu. İngiltere'de tartışmalı kararlardaki VAR konuşmaları haftalık bir programda kamuoyuyla paylaşılıyor. Bizde de VAR kayıtlarının her maçtan sonra düzenli olarak yayımlanması, en azından tartışmayı gerçeklere dayandırır.",
                    "Derbinin en güzel anı, 78. dakikada 19 yaşındaki bir gencin ceza sahası dışından attığı gol oldu. O gol, ertesi gün hiçbir gazetenin manşetinde yer almadı. Manşetlerde yine hakem vardı. Kaybeden yine futbol oldu.",
                ],
                "column-photo-name-above",
                section="Yazarlar",
                column=True,
                local="2026-12-01 00:01",
                ld="article",
            )
        )
        add(
            story(
                "tyres",
                "/gundem/kis-lastigi-zorunlulugu-basladi-suruculerin-bilmesi-gereken-7-madde-42379902",
                "Kış lastiği zorunluluğu başladı: Sürücülerin bilmesi gereken 7 madde",
                "2026-12-01",
                "2026-12-01T09:10:00+03:00",
                tr_date("2026-12-01 09:10"),
                [],
                [
                    "Ticari araçlar için kış lastiği zorunluluğu 1 Aralık itibarıyla başladı. Uygulama 1 Nisan'a kadar sürecek. Peki hangi araçlar kapsamda, cezası ne kadar, hangi lastik kış lastiği sayılıyor? İşte sürücülerin merak ettiği sorular ve yanıtları:",
                    "## 1. Hangi araçlar zorunluluk kapsamında?",
                    "Zorunluluk; şehirlerarası ve şehir içi yolcu taşıyan otobüsler ile kamyon, çekici, kamyonet ve minibüs gibi ticari araçları kapsıyor. Özel otomobiller için kış lastiği zorunlu değil, ancak uzmanlar özellikle kar ve buzlanmanın sık görüldüğü bölgelerde kullanılmasını öneriyor.",
                    "## 2. Uygulama hangi tarihler arasında geçerli?",
                    "Kural 1 Aralık 2026 ile 1 Nisan 2027 tarihleri arasında uygulanacak. Valilikler, hava koşullarına bağlı olarak bu süreyi kendi illerinde 15 gün öne çekebiliyor veya uzatabiliyor.",
                    "## 3. Cezası ne kadar?",
                    "Kış lastiği takmadan yola çıkan ticari araç sürücülerine bu yıl 4.150 lira idari para cezası uygulanacak. Ayrıca eksiklik giderilene kadar araç trafikten men edilebilecek.",
                    "## 4. Hangi lastik kış lastiği sayılıyor?",
                    'Yanağında dağ ve kar tanesi sembolü ya da "M+S" (çamur ve kar) ibaresi bulunan lastikler kış lastiği olarak kabul ediliyor. Lastiğin diş derinliği de en az 4 milimetre olmalı.',
                    "## 5. Zincir takmak yeterli mi?",
                    "Hayır. Zincir yalnızca karla kaplı yollarda ek önlem olarak kullanılabilir; kış lastiğinin yerine geçmiyor. Ancak bazı dağ geçitlerinde zincir bulundurmak da ayrıca zorunlu tutulabiliyor.",
                    "## 6. Dört lastiğin de değişmesi gerekiyor mu?",
                    "Uzmanlar, aracın dengesi açısından dört lastiğin birlikte değiştirilmesini öneriyor. Yönetmelik ise çeker akstaki lastiklerin kış lastiği olmasını şart koşuyor.",
                    "## 7. Lastikler nasıl saklanmalı?",
                    "Çıkarılan yaz lastikleri serin, kuru ve güneş almayan bir yerde; jantlı ise üst üste, jantsız ise dik olarak saklanmalı. Birçok lastik satıcısı sezonluk saklama hizmeti de veriyor.",
                ],
                "numbered-points-list",
                section="Gündem",
                desk="Günebakan Haber Merkezi",
                local="2026-12-01 09:10",
                ld="org",
            )
        )
        add(
            story(
                "flood",
                "/gundem/izmirde-saganak-dereler-tasti-is-yerlerini-su-basti-42380977",
                "İzmir'de sağanak: Dereler taştı, iş yerlerini su bastı",
                "2026-12-03",
                "2026-12-03T16:50:00+03:00",
                tr_date("2026-12-03 16:50"),
                [],
                [
                    "İzmir'de dün gece başlayan sağanak yağış, sabah saatlerinde etkisini artırdı. Bayraklı, Karşıyaka ve Bornova'da bazı dereler taştı; çok sayıda ev ve iş yerini su bastı.",
                    "Meteoroloji verilerine göre kentte metrekareye düşen yağış miktarı 12 saatte 87 kilograma ulaştı. Bayraklı'da Manas Bulvarı'nın bir bölümü trafiğe kapandı, bazı araçlar suda mahsur kaldı. İtfaiye ekipleri, mahsur kalan 14 kişiyi botlarla kurtardı.",
                    "FIG: Karşıyaka'da su baskını | Karşıyaka'da su basan bir iş yerinde tahliye çalışması (DHA)",
                    'Karşıyaka\'da zemin katta dükkânı bulunan esnaf, sabahın erken saatlerinden itibaren su tahliyesi için çalıştı. Tuhafiye dükkânı işleten Mehmet Yücel, "Üç yıl içinde ikinci kez aynı şeyi yaşıyoruz. Rögarlar yağmuru kaldırmıyor, mallarımızın yarısı çöpe gitti" dedi.',
                    'İzmir Büyükşehir Belediyesi, 220 personel ve 65 iş makinesiyle sahada çalışma yürüttüğünü açıkladı. Belediyeden yapılan açıklamada, "Kısa sürede düşen yoğun yağış, altyapının kapasitesini aştı. Ekiplerimiz su baskını ihbarlarına öncelik vererek müdahale ediyor" denildi.',
                    "Bornova'da ise bir alt geçitte biriken su nedeniyle bir minibüs mahsur kaldı. Sürücü ve 8 yolcu, itfaiye ekiplerinin müdahalesiyle araçtan çıkarıldı. Yaralanan olmadı. Kentin bazı bölgelerinde elektrik kesintileri de yaşandı; dağıtım şirketi arızaların büyük bölümünün öğle saatlerine kadar giderildiğini açıkladı.",
                    "Valilik, yağışın akşam saatlerine kadar aralıklarla süreceğini bildirerek vatandaşları dere yataklarından ve alt geçitlerden uzak durmaları konusunda uyardı. Kentte okullar yarın için tatil edilmedi, ancak durumun akşam yeniden değerlendirileceği açıklandı.",
                    "Meteoroloji uzmanları, son yıllarda Ege kıyılarında kısa sürede çok yüksek miktarda yağış bırakan sağanakların sıklaştığına dikkat çekiyor. Uzmanlara göre dere yataklarının ıslah edilmesi ve yağmur suyu kanallarının kanalizasyondan ayrılması, benzer baskınların önüne geçmek için atılması gereken en önemli adımlar arasında.",
                ],
                "agency-credit-jsonld-person-is-agency",
                section="Gündem",
                desk="İzmir - DHA",
                local="2026-12-03 16:50",
                ld="dha",
            )
        )
        add(
            story(
                "wage",
                "/ekonomi/asgari-ucret-gorusmeleri-10-aralikta-basliyor-42380510",
                "Asgari ücret görüşmeleri 10 Aralık'ta başlıyor",
                "2026-12-02",
                "2026-12-02T14:05:00+03:00",
                tr_date("2026-12-02 14:05"),
                ["Elif Şahin"],
                [
                    "Çalışma ve Sosyal Güvenlik Bakanlığı, 2027 yılında uygulanacak asgari ücreti belirleyecek Asgari Ücret Tespit Komisyonu'nun ilk toplantısını 10 Aralık'ta yapacağını açıkladı. Komisyon; işçi, işveren ve hükümet temsilcilerinden oluşuyor.",
                    'Bakanlıktan yapılan yazılı açıklamada, görüşmelerin "ay sonuna kadar tamamlanmasının hedeflendiği" belirtildi. Komisyon, yasa gereği kararını oy çokluğuyla alıyor; işçi tarafının katılmadığı toplantılarda da karar çıkabiliyor.',
                    'İşçi konfederasyonu, açlık sınırının dört kişilik bir aile için 31 bin liraya yaklaştığını hatırlatarak net asgari ücretin en az bu seviyeye çıkarılmasını talep edeceğini duyurdu. Konfederasyon Genel Sekreteri Ali Rıza Tekin, "Enflasyon geriliyor deniyor ama çalışanın alım gücü her ay eriyor. Asgari ücret, ortalama ücrete dönüşmüş durumda" dedi.',
                    "İşveren tarafı ise maliyet artışlarına dikkat çekiyor. İşveren temsilcileri, yüksek bir artışın özellikle küçük ve orta ölçekli işletmelerde kayıt dışılığı artırabileceği uyarısında bulundu ve devletin asgari ücret desteğini artırmasını istedi.",
                    "Son üç yılda net asgari ücret şöyle değişti:",
                    "T: Yıl | Net asgari ücret (TL) | Artış (%)",
                    "T: 2024 | 16.880 | 48,0",
                    "T: 2025 | 21.950 | 30,0",
                    "T: 2026 | 27.400 | 24,8",
                    "Ekonomistler, hükümetin enflasyon hedefleri nedeniyle bu yıl daha temkinli bir artışa yöneleceğini tahmin ediyor. Piyasada konuşulan beklentiler yüzde 20 ile 27 arasında değişiyor.",
                    "Geçen yıl görüşmeler dört toplantı sürmüş, asgari ücret aralık ayının son haftasında açıklanmıştı. Bu yıl da benzer bir takvim bekleniyor. Komisyonun ilk toplantısında ücret ve geçim verileri masaya gelecek; taraflar ikinci toplantıda rakamlarını açıklayacak.",
                    "Asgari ücret, Türkiye'de yaklaşık 7 milyon çalışanı doğrudan ilgilendiriyor. Ücretin yanı sıra pek çok ceza, harç ve sosyal yardım miktarı da asgari ücrete endeksli olduğu için kararın etkisi çok daha geniş bir kesimi kapsıyor.",
                    "Emekliler de gözünü asgari ücrete çevirmiş durumda. En düşük emekli aylığının asgari ücretin oldukça altında kalması, emekli dernekleri tarafından sık sık eleştiriliyor. Dernek temsilcileri, asgari ücretle birlikte en düşük emekli aylığının da yeniden belirlenmesini istiyor.",
                ],
                "data-table-in-body",
                section="Ekonomi",
                dek="Asgari Ücret Tespit Komisyonu ilk toplantısını 10 Aralık'ta yapacak. İşçi tarafı açlık sınırını, işveren tarafı maliyetleri öne çıkarıyor.",
                local="2026-12-02 14:05",
                ld="person",
                tag=True,
            )
        )
        add(
            story(
                "tram",
                "/arsiv/haber.aspx?id=16984512",
                "Eskişehir'de tramvay hattı Batıkent'e uzatılıyor",
                "2011-03-14",
                None,
                "14.03.2011 - 11:32",
                ["Haluk Ersoy"],
                [
                    "Eskişehir Büyükşehir Belediyesi, kentte 2004 yılından bu yana hizmet veren tramvay hattını Batıkent Mahallesi'ne kadar uzatmak için harekete geçti. Yaklaşık 6 kilometre uzunluğundaki yeni hat için ihale önümüzdeki ay yapılacak.",
                    'Belediye Fen İşleri Dairesi Başkanı Nihat Gürsoy, projenin tamamlanmasıyla Batıkent, Emek ve 71 Evler mahallelerinde yaşayan yaklaşık 60 bin kişinin raylı sisteme doğrudan ulaşabileceğini söyledi. Gürsoy, "Hat üzerinde 9 durak olacak. İhaleden sonra 14 ay içinde ilk seferi yapmayı hedefliyoruz" dedi.',
                    "Projenin maliyeti 48 milyon lira olarak hesaplandı. Hat, mevcut Otogar-SSK hattına Çarşı durağından bağlanacak; böylece yolcular aktarma yapmadan şehir merkezine ulaşabilecek.",
                    'Batıkent sakinleri ise projeden memnun. Mahallede bakkal işleten Hüseyin Aktaş, "Şimdi merkeze gitmek için iki otobüs değiştiriyoruz, kışın durakta yarım saat bekliyoruz. Tramvay gelirse hem esnafa hem mahalleliye can suyu olur" diye konuştu.',
                    "Eskişehir'de tramvay, hizmete girdiği ilk yıllardan itibaren kent içi ulaşımda önemli bir yer edindi. Belediye verilerine göre hat, günde ortalama 90 bin yolcu taşıyor. Yeni hatla birlikte bu sayının 120 bini aşması bekleniyor.",
                    "Belediye, inşaat sırasında trafikte yaşanabilecek aksaklıkları en aza indirmek için çalışmaların büyük bölümünün yaz aylarında, okulların tatil olduğu dönemde yapılacağını bildirdi.",
                ],
                "legacy-archive-cp1254-br-paragraphs",
                section="Yurt Haberleri",
                archive=True,
                city="ESKİŞEHİR",
            )
        )
        add(
            story(
                "snowcol",
                "/arsiv/yazar.aspx?yid=45&id=19523077",
                "Kar yağar, belediye uyur",
                "2012-01-19",
                None,
                "19.01.2012",
                ["Nevzat Arıkan"],
                [
                    "Dün sabah İstanbul'a yağan 15 santim kar, her kış olduğu gibi yine koca şehri felç etti. Köprüler kilitlendi, otobüsler yokuşlarda kaldı, binlerce kişi işine ancak öğlen varabildi. Meteoroloji üç gün önceden uyarmıştı oysa.",
                    'Her yıl aynı filmi izliyoruz. Kar yağmadan önce açıklamalar yapılır: "Tuz stoklarımız hazır, ekiplerimiz teyakkuzda." Kar yağar, ekipler bir türlü görünmez. Ertesi gün yine açıklama gelir: "Beklenenden fazla yağış düştü."',
                    "Bu şehirde kar bir doğa olayı değil, bir yönetim sınavı. Ve her kış bu sınavdan aynı notla çıkıyoruz. Sorun kaynak eksikliği değil; belediyenin araçları da, tuzu da, personeli de var. Sorun, bunların doğru yerde, doğru zamanda olmaması.",
                    "Geçen ay Viyana'daydım. Gece yarısı başlayan kar, sabah altıda ana caddelerden temizlenmişti. Sordum, anlattılar: Her sokağın bir sorumlusu, her aracın bir güzergâhı var. Ekipler kar başlamadan önce sahada oluyor; tuzu yağıştan önce atıyorlar.",
                    "Bizde ise tuz, yollar buz tuttuktan sonra atılıyor. Yan sokaklar günlerce unutuluyor. Yaşlılar evlerinden çıkamıyor, okullar tatil ediliyor, esnaf kepenk kapatıyor. Bunun ekonomiye maliyetini hesaplayan var mı?",
                    "Bir de kar yağdığında hayatı en çok zorlaşanları düşünelim: sabahın karanlığında işe yürüyen işçiler, karlı yokuşu çıkamayan servis şoförleri, hastaneye yetişmeye çalışan yaşlılar. Onlar için birkaç saatlik gecikme, bir günlük yevmiye ya da kaçırılmış bir tedavi demek. Kar planı, aslında en çok onlar için yapılmalı.",
                    "Belediye başkanlarımıza naçizane bir önerim var: Kar planlarını kamuoyuyla paylaşsınlar. Hangi cadde kaçta temizlenecek, hangi mahalleye kaç araç ayrıldı, herkes bilsin. Şeffaflık, sorumluluk getirir.",
                    "Yoksa seneye aynı yazıyı yine yazarım. Emin olun, bir kelimesini bile değiştirmeme gerek kalmaz.",
                ],
                "legacy-archive-cp1254-column",
                section="Yazarlar",
                archive=True,
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def render(self, doc: Doc) -> str:
        if doc.extra.get("archive"):
            self.current = doc.key
            return self.archive_page(doc)
        return super().render(doc)

    def ld(self, doc: Doc) -> str:
        mode = doc.extra.get("ld")
        if not mode:
            return ""
        url = self.url(doc.key)
        if mode == "person":
            author: object = [{"@type": "Person", "name": a} for a in doc.authors]
        elif mode == "article":
            author = {
                "@type": "Person",
                "name": doc.authors[0],
                "url": ORIGIN + ("/yazarlar/ayse-demirtas/" if doc.key == "inflation" else "/yazarlar/murat-ozkaya/"),
            }
        elif mode == "dha":
            author = {"@type": "Person", "name": "DHA"}
        else:
            author = {"@type": "Organization", "name": "Günebakan"}
        data = {
            "@context": "https://schema.org",
            "@type": "NewsArticle" if mode != "article" else "Article",
            "mainEntityOfPage": {"@type": "WebPage", "@id": url},
            "headline": doc.title,
            "description": doc.dek or self.lede(doc),
            "articleSection": doc.section,
            "image": {
                "@type": "ImageObject",
                "url": f"https://i.gunebakan.test/i/gunebakan/75/1200x675/{doc.path.rsplit('-', 1)[-1]}.jpg",
                "width": 1200,
                "height": 675,
            },
            "datePublished": doc.iso,
            "dateModified": doc.iso,
            "author": author,
            "publisher": {
                "@type": "NewsMediaOrganization",
                "name": "Günebakan",
                "logo": {"@type": "ImageObject", "url": ORIGIN + "/static/images/logo.png", "width": 300, "height": 60},
            },
            "inLanguage": "tr-TR",
        }
        return f'<script type="application/ld+json">{json.dumps(data, ensure_ascii=False)}</script>'

    def frame(self, doc: Doc, main: str) -> str:
        url = self.url(doc.key)
        og_type = "article" if doc.is_article or doc.kind == "gallery" else "website"
        menu = "".join(
            f"<li>{self.a(k, t, 'nav')}</li>"
            for k, t in (
                ("home", "Anasayfa"),
                ("gundem", "Gündem"),
                ("https://www.gunebakan.test/ekonomi/", "Ekonomi"),
                ("https://www.gunebakan.test/dunya/", "Dünya"),
                ("https://www.gunebakan.test/spor/", "Spor"),
                ("https://www.gunebakan.test/yazarlar/", "Yazarlar"),
                ("gallery", "Foto Galeri"),
                ("horoscope", "Astroloji"),
            )
        )
        most = "".join(
            f"<li><span>{i + 1}</span>{self.a(k, self.docs[k].title, 'aside')}</li>"
            for i, k in enumerate(["metrobus", "flood", "tyres", "wage", "inflation"])
        )
        return f"""<!DOCTYPE html>
<html lang="tr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=5">
<title>{esc(doc.title)} - Günebakan</title>
<meta name="description" content="{esc(doc.dek or self.lede(doc) if doc.is_article else doc.title)}">
<link rel="canonical" href="{esc(url)}">
<link rel="amphtml" href="{esc(url.replace(ORIGIN, ORIGIN + "/amp"))}">
<meta property="og:type" content="{og_type}">
<meta property="og:title" content="{esc(doc.title)}">
<meta property="og:url" content="{esc(url)}">
<meta property="og:site_name" content="Günebakan">
<meta property="og:locale" content="tr_TR">
<meta name="twitter:card" content="summary_large_image">
{self.ld(doc) if doc.is_article else ""}
<link rel="stylesheet" href="/static/css/gb-main.min.css?v=20261201">
<style>/*PAD*/</style>
<script>var gbPage={{type:"{"detail" if doc.is_article else doc.kind}",category:"{esc(doc.section or doc.kind)}",adUnit:"/9925/gunebakan/{doc.kind}"}};</script>
<script async src="https://securepubads.g.doubleclick.net/tag/js/gpt.js"></script>
</head>
<body class="page-{doc.kind}">
<header class="header">
<div class="header-top"><a href="/" class="logo" title="Günebakan">Günebakan</a>
<div class="header-weather">İstanbul 6°C</div>
<div class="header-currency">USD 41,86 · EUR 48,72 · ALTIN 5.812</div>
<a href="/giris" class="login">Giriş Yap</a></div>
<nav class="header-menu"><ul>{menu}</ul>
<form action="/arama" class="header-search"><input type="text" name="q" placeholder="Haber ara"><button>Ara</button></form></nav>
<div class="breaking-bar"><strong>SON DAKİKA</strong> {self.a("metrobus", self.docs["metrobus"].title, "nav")}</div>
</header>
<div class="ad-container ad-masthead" id="gb_masthead"></div>
<div class="container">
<main class="main-column">
{main}
</main>
<aside class="side-column">
<div class="box-most-read"><h3>En Çok Okunanlar</h3><ol>{most}</ol></div>
<div class="box-trend"><h3>Gündemdekiler</h3>{self.a("tag", "#AsgariÜcret", "aside")} {self.a("search", "#Metrobüs", "aside")} <a href="/haberleri/kis-lastigi">#KışLastiği</a></div>
<div class="ad-container ad-300" id="gb_300x250"></div>
</aside>
</div>
<footer class="footer">
<div class="footer-links">
{self.a("kunye", "Künye", "footer")} · {self.a("archive", "Arşiv", "footer")} · <a href="/kvkk">KVKK Aydınlatma Metni</a> · <a href="/cerez-politikasi">Çerez Politikası</a> · <a href="/iletisim">İletişim</a> · <a href="/rss">RSS</a>
</div>
<div class="footer-apps"><a href="https://apps.apple.com/tr/app/gunebakan/id1234567890">App Store</a> <a href="https://play.google.com/store/apps/details?id=test.gunebakan">Google Play</a></div>
<p>© 2026 Günebakan Medya A.Ş. Tüm hakları saklıdır. Sitede yayımlanan haber ve fotoğrafların izinsiz kullanılması yasaktır.</p>
</footer>
<div class="kvkk-bar">Sitemizde çerezler kullanılmaktadır. Detaylı bilgi için <a href="/cerez-politikasi">Çerez Politikası</a>'nı inceleyebilirsiniz. <button>Kabul Et</button></div>
<script src="/static/js/gb-main.min.js?v=20261201" defer></script>
</body>
</html>"""

    def share(self, doc: Doc) -> str:
        u = quote(self.url(doc.key), safe="")
        return (
            f'<div class="social-share"><a href="https://www.facebook.com/sharer/sharer.php?u={u}">Facebook</a> '
            f'<a href="https://x.com/intent/post?url={u}">X</a> <a href="https://wa.me/?text={u}">WhatsApp</a> '
            '<button class="font-size">A+</button> <button class="font-size">A-</button></div>'
        )

    def story_main(self, doc: Doc) -> str:
        crumbs = f'<div class="breadcrumb">{self.a("home", "Anasayfa", "breadcrumb")} › {self.a("gundem", "Gündem", "breadcrumb") if doc.section == "Gündem" else esc(doc.section)}</div>'
        column_box = ""
        byline = ""
        if doc.extra.get("column"):
            name = doc.authors[0]
            slug = "ayse-demirtas" if doc.key == "inflation" else "murat-ozkaya"
            link = (
                self.a("author", name, "byline", 'class="author-name"')
                if doc.key == "inflation"
                else f'<a class="author-name" href="/yazarlar/{slug}/">{esc(name)}</a>'
            )
            column_box = f'<div class="author-box"><img class="author-image" src="https://i.gunebakan.test/i/yazarlar/{slug}.png" alt="{esc(name)}" width="96" height="96">{link}<a class="author-all" href="/yazarlar/{slug}/">Tüm Yazıları</a></div>'
        elif doc.authors:
            byline = f'<div class="news-author"><span class="author-name">{esc(doc.authors[0])}</span></div>'
        elif doc.extra.get("desk"):
            byline = f'<div class="news-author"><span class="news-source">{esc(doc.extra["desk"])}</span></div>'
        updated = (
            f'<span class="news-updated">Güncelleme: {doc.extra["updated"]}</span>' if doc.extra.get("updated") else ""
        )
        dek = f'<h2 class="news-detail-spot">{esc(doc.dek)}</h2>' if doc.dek else ""
        tags = ""
        if doc.extra.get("tag"):
            tags = f'<div class="news-tags">{self.a("tag", "Asgari Ücret", "tag")} <a href="/haberleri/enflasyon">Enflasyon</a> <a href="/haberleri/tuik">TÜİK</a></div>'
        elif doc.key == "metrobus":
            tags = (
                f'<div class="news-tags">{self.a("search", "Metrobüs", "tag")} <a href="/haberleri/iett">İETT</a></div>'
            )
        related = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'related')}</li>"
            for k in ARTS
            if k != doc.key and not self.docs[k].extra.get("archive")
        )
        comments = ""
        if doc.extra.get("column") or doc.key == "wage":
            comments = '<div class="comments"><h3>Yorumlar (12)</h3><div class="comment"><b>Ahmet K.</b><p>Kaleminize sağlık, çok doğru tespitler.</p></div><div class="comment"><b>Zeynep</b><p>Emekliler ne olacak, onlardan kimse bahsetmiyor.</p></div><a href="/giris">Yorum yapmak için giriş yapın</a></div>'
        return f"""{crumbs}
<article class="news-detail">
{column_box}
<div class="news-detail-title"><h1>{esc(doc.title)}</h1></div>
{dek}
{byline}
<div class="news-date"><time datetime="{doc.iso}">{doc.stamp}</time> {updated}</div>
{self.share(doc)}
<div class="news-content readingTime">
{self.blocks(doc)}
</div>
{tags}
{comments}
</article>
<div class="related-news"><h3>Diğer Haberler</h3><ul>{related}</ul></div>"""

    def listing_main(self, doc: Doc) -> str:
        cards = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            when = tr_date(d.extra["local"], with_time=not d.extra.get("column")) if d.extra.get("local") else ""
            cards.append(
                f'<div class="news-card"><img src="https://i.gunebakan.test/i/gunebakan/75/400x225/{d.path.rsplit("-", 1)[-1].strip("/")}.jpg" alt="" loading="lazy">'
                f'<h3>{self.a(k, d.title, "content")}</h3><p>{esc(d.dek or (self.lede(d) if d.is_article else ""))}</p><span class="date">{when}</span></div>'
            )
        head = f"<h1>{esc(doc.title)}</h1>"
        extra = ""
        if doc.kind == "author":
            head = f'<div class="author-profile"><img src="https://i.gunebakan.test/i/yazarlar/ayse-demirtas.png" alt="Ayşe Demirtaş" width="140" height="140"><h1>{esc(doc.title)}</h1><p>{esc(doc.extra["bio"])}</p></div><h2>Tüm Yazıları</h2>'
            extra = '<div class="news-card"><a href="/yazarlar/ayse-demirtas/kira-artisinda-yuzde-25-sinirinin-sonu-42371188">Kira artışında yüzde 25 sınırının sonu</a><span class="date">27 Kasım 2026</span></div><div class="news-card"><a href="/yazarlar/ayse-demirtas/emeklinin-kasim-hesabi-42366005">Emeklinin kasım hesabı</a><span class="date">20 Kasım 2026</span></div>'
        elif doc.kind == "search":
            head = f'<h1>{esc(doc.title)}</h1><form action="/arama"><input name="q" value="{esc(SEARCH_Q)}"><button>Ara</button></form><p class="result-count">1 sonuç bulundu</p>'
        elif doc.key == "home":
            head = '<h1 class="sr-only">Günebakan - Son Dakika Haberler</h1>'
            extra = (
                f'<section class="home-columnists"><h2>Yazarlar</h2>'
                f'<div class="columnist"><img src="https://i.gunebakan.test/i/yazarlar/ayse-demirtas.png" alt="">{self.a("author", "Ayşe Demirtaş", "content")}{self.a("inflation", self.docs["inflation"].title, "content")}</div>'
                f'<div class="columnist"><img src="https://i.gunebakan.test/i/yazarlar/murat-ozkaya.png" alt=""><a href="/yazarlar/murat-ozkaya/">Murat Özkaya</a>{self.a("derby", self.docs["derby"].title, "content")}</div></section>'
                f'<section class="home-gallery"><h2>Foto Galeri</h2>{self.a("gallery", self.docs["gallery"].title, "content")}</section>'
                f'<section class="home-astro"><h2>Astroloji</h2>{self.a("horoscope", self.docs["horoscope"].title, "content")}</section>'
            )
        pager = ""
        if doc.key == "gundem":
            pager = f'<div class="pagination"><span class="active">1</span> {self.a("gundem2", "2", "pagination")} <a href="/gundem/?p=3">3</a> {self.a("gundem2", "Sonraki", "pagination")}</div>'
        elif doc.key == "gundem2":
            pager = f'<div class="pagination">{self.a("gundem", "Önceki", "pagination")} {self.a("gundem", "1", "pagination")} <span class="active">2</span> <a href="/gundem/?p=3">3</a></div>'
        elif doc.key == "home":
            pager = f'<div class="more">{self.a("gundem", "Tüm Gündem Haberleri", "content")}</div>'
        return f'<div class="category-page">{head}<div class="news-list">{"".join(cards)}</div>{extra}{pager}</div>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "gallery":
            items = "".join(
                f'<div class="gallery-item"><span class="gallery-count">{i + 1}/{len(doc.extra["photos"])}</span><img src="https://i.gunebakan.test/i/galeri/42381260/{i + 1}.jpg" alt="{esc(doc.title)} {i + 1}" width="1024" height="576" loading="lazy"><p class="gallery-caption">{esc(c)}</p></div>'
                for i, c in enumerate(doc.extra["photos"])
            )
            return f'<div class="gallery-page"><div class="breadcrumb">{self.a("home", "Anasayfa", "breadcrumb")} › Foto Galeri</div><h1>{esc(doc.title)}</h1><div class="news-date"><time datetime="2026-12-04T09:40:00+03:00">{tr_date(doc.extra["local"])}</time></div>{self.share(doc)}<div class="gallery-list">{items}</div></div>'
        if doc.kind == "horoscope":
            return f'<div class="astro-page"><div class="breadcrumb">{self.a("home", "Anasayfa", "breadcrumb")} › Astroloji</div><h1>{esc(doc.title)}</h1><div class="news-date">{tr_date(doc.extra["local"], with_time=False)}</div><div class="astro-signs">\n{self.blocks(doc)}\n</div><p class="astro-note">Haftalık ve aylık burç yorumları için <a href="/astroloji/">Astroloji</a> sayfamızı ziyaret edin.</p></div>'
        return f'<div class="static-page"><h1>{esc(doc.title)}</h1>\n{self.blocks(doc)}\n</div>'

    # the old archive: an ASP.NET table layout, windows-1254, charset only in <meta http-equiv>
    def archive_page(self, doc: Doc) -> str:
        left = "".join(
            f'<tr><td class="menu"><a href="{h}">{t}</a></td></tr>'
            for h, t in (
                ("/", "Ana Sayfa"),
                ("/gundem/", "Gündem"),
                ("/arsiv/kategori.aspx?k=ekonomi", "Ekonomi"),
                ("/arsiv/kategori.aspx?k=spor", "Spor"),
                ("/arsiv/yazarlar.aspx", "Yazarlar"),
            )
        )
        if doc.is_article:
            if doc.key == "tram":
                body = self.blocks(doc, p_tag="", p_end="<br /><br />")
                by = f'<span class="muhabir">{esc(doc.extra["city"])} - {esc(doc.authors[0])}</span>'
                title_row = f'<tr><td class="haberBaslik"><h1>{esc(doc.title)}</h1></td></tr>'
            else:
                body = self.blocks(doc)
                by = f'<img src="/arsiv/images/yazar/45.jpg" width="60" height="75" alt="{esc(doc.authors[0])}" align="left"><span class="yazarAdi">{esc(doc.authors[0])}</span>'
                title_row = f'<tr><td class="haberBaslik"><h1>{esc(doc.title)}</h1></td></tr>'
            content = f"""<table width="620" border="0" cellspacing="0" cellpadding="4">
<tr><td class="kategori">{esc(doc.section)}</td></tr>
{title_row}
<tr><td>{by} <span class="tarih">{doc.stamp}</span></td></tr>
<tr><td><div id="haberMetni">
{body}
</div></td></tr>
<tr><td class="araclar"><a href="javascript:window.print()">Yazdır</a> | <a href="/arsiv/arkadasina-gonder.aspx?id={doc.path.rsplit("=", 1)[-1]}">Arkadaşına Gönder</a> | {self.a("archive", "Arşive Dön", "content")}</td></tr>
</table>"""
        else:
            rows = "".join(
                f'<tr><td class="tarih">{self.docs[k].stamp[:10]}</td><td>{self.a(k, self.docs[k].title, "content")}</td></tr>'
                for k in doc.extra["list"]
            )
            content = f"""<h1>{esc(doc.title)}</h1>
<p>Günebakan'da 1996'dan bu yana yayımlanan haber ve yazılara buradan ulaşabilirsiniz. Arşivdeki içerikler yayımlandıkları tarihteki haliyle sunulmaktadır.</p>
<form action="/arsiv/ara.aspx" method="get">Yıl: <select name="yil"><option>2012</option><option>2011</option><option>2010</option></select> <input type="text" name="q" size="20"> <input type="submit" value="Ara"></form>
<table width="620" border="0" cellspacing="0" cellpadding="3" class="arsivListe">
{rows}
<tr><td class="tarih">12.01.2012</td><td><a href="/arsiv/haber.aspx?id=19470212">Marmaray tünelinde son ray döşendi</a></td></tr>
<tr><td class="tarih">03.11.2011</td><td><a href="/arsiv/haber.aspx?id=18837145">Kurban Bayramı tatili 9 gün oldu</a></td></tr>
</table>
<p>{self.a("home", "Güncel haberler için Günebakan ana sayfasına dönün", "content")}</p>"""
        return f"""<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=windows-1254" />
<title>{esc(doc.title)} - Günebakan Arşiv</title>
<meta name="keywords" content="günebakan, haber, arşiv, {esc(doc.section.lower() if doc.section else "arşiv")}" />
<meta name="description" content="{esc(self.lede(doc) if doc.is_article else doc.title)}" />
<link href="/arsiv/css/stil.css" rel="stylesheet" type="text/css" />
<style type="text/css">/*PAD*/</style>
<script type="text/javascript" src="/arsiv/js/genel.js"></script>
</head>
<body bgcolor="#ffffff" leftmargin="0" topmargin="0">
<form name="aspnetForm" method="post" action="{esc(doc.path.replace("/arsiv/", ""))}" id="aspnetForm">
<input type="hidden" name="__VIEWSTATE" id="__VIEWSTATE" value="/wEPDwUKMTM4NzY1NDMyMQ9kFgJmD2QWAgIDD2QWBAIBDxYCHgRUZXh0BRJHw7xuZWJha2FuIEFyxZ9pdmRkAgMPZBYCZg8WAh8ABQsxNC4wMy4yMDExZGQ=" />
<table width="980" border="0" align="center" cellpadding="0" cellspacing="0">
<tr><td colspan="3" class="ustBant"><a href="/"><img src="/arsiv/images/logo_eski.gif" width="250" height="60" border="0" alt="Günebakan" /></a> <span class="arsivYazi">ARŞİV</span></td></tr>
<tr><td colspan="3" class="reklam468"><script type="text/javascript">document.write('<iframe src="/arsiv/reklam/468x60.aspx" width="468" height="60" frameborder="0" scrolling="no"></iframe>');</script></td></tr>
<tr>
<td width="160" valign="top"><table width="160" border="0">{left}</table></td>
<td width="640" valign="top">
{content}
</td>
<td width="180" valign="top" class="sagKolon"><b>Günün Anketi</b><br />Kışın toplu taşıma mı, özel araç mı?<br /><input type="radio" name="anket" /> Toplu taşıma<br /><input type="radio" name="anket" /> Özel araç</td>
</tr>
<tr><td colspan="3"><table class="altMenu" width="100%"><tr><td><a href="/">Ana Sayfa</a> | <a href="/kunye">Künye</a> | <a href="/iletisim">İletişim</a> | Copyright © 1996-2012 Günebakan. Tüm hakları saklıdır.</td></tr></table></td></tr>
</table>
</form>
</body>
</html>"""
