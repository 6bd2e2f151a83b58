# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes are deliberate)
"""Eddoboozi: a Kampala news site in Luganda with an English section, on **Joomla 3 + K2** under a T3 template
(`<base href>`, `k2Container itemView`, `itemHeader`, `itemDateCreated`, `itemTitle` in an `<h2>`, `itemAuthor`,
`itemIntroText` / `itemFullText`, `itemAuthorLatest`, `itemRelated`, `/amawulire/item/48213-<slug>`, English under
`/en/news/item/…`, page 2 `?start=10`, `/itemlist/tag/…`, `/itemlist/user/64-…`,
`/component/search/?searchword=…`), UTF-8, Kampala time (+03:00). Luganda (`lg`) is the default language (no URL
prefix); the English pages say `lang="en-gb"`.

The Luganda pages print K2 dates in Luganda ("Lwakutaano, 04 Desemba 2026 11:30") but K2's own strings are left in
English ("Written by", "Published in", "Read 812 times"). A structured-data plugin writes a `NewsArticle` from the
database's **UTC** `created` field ("+00:00"): the football final's story, written at 00:50 on Saturday 5 Dec, is
21:50 on 4 Dec in its JSON-LD. The Xinhua item has none.

Credits: the Luganda items are posted from the site's account "Eddoboozi Online" (K2's "Written by" and the JSON-LD
Person), and the reporter is named in a bold first line of the intro text: "Bya Joseph Ssekandi", "Bya Musasi Waffe"
("by our reporter": no person), "Bya Sarah Namuli ne Peter Ssali" (two, "ne" = and) with "Ebifaananyi: Moses
Kiggundu" (photos). The English items name their reporter in K2 ("Written by Brenda Nakato"), an agency ("Written by
Xinhua"), and a columnist with a "The writer is…" tail. A **2009 archive** story survives on the old Joomla 1.5 site
(`/archive/index.php?option=com_content&view=article&id=…`), served in **windows-1252** with the charset only in
`<meta http-equiv>`: "Written by Administrator", the reporter "Bya Charles Kato" in the text. A deleted item's URL
answers 200 with the template's "not found" text (a soft 404)."""

from __future__ import annotations

import json
from urllib.parse import quote

from common import Base, blocks_html, page, story, to_utc, weekday
from sitekit import Doc, css_rules, esc

ORIGIN = "https://www.eddoboozi.test"
LG_MONTHS = [
    "Janwali",
    "Febwali",
    "Maaki",
    "Apuli",
    "Maayi",
    "Jjuuni",
    "Julaayi",
    "Agusito",
    "Sebuttemba",
    "Okitobba",
    "Novemba",
    "Desemba",
]
LG_DAYS = ["Bbalaza", "Lwakubiri", "Lwakusatu", "Lwakuna", "Lwakutaano", "Lwamukaaga", "Ssande"]
EN_MONTHS = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
]
EN_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
LG_ARTS = ["musasi", "emmwanyi", "mataba", "masaza"]
EN_ARTS = ["levies", "xinhua", "opinion"]
ARCHIVE_PATH = "/archive/index.php?option=com_content&view=article&id=1832:abasomesa-be-mubende-beekalakaasizza&catid=34:amawulire&Itemid=55"


def k2_date(local: str, lang: str) -> str:
    """'2026-12-04 11:30' as K2 prints it: 'Lwakutaano, 04 Desemba 2026 11:30' / 'Friday, 04 December 2026 11:30'."""
    day, time = local.split()
    y, m, d = (int(x) for x in day.split("-"))
    if lang == "en":
        return f"{EN_DAYS[weekday(day)]}, {d:02d} {EN_MONTHS[m - 1]} {y} {time}"
    return f"{LG_DAYS[weekday(day)]}, {d:02d} {LG_MONTHS[m - 1]} {y} {time}"


class Eddoboozi(Base):
    origin = ORIGIN
    name = "Eddoboozi"
    prefix = "edb"
    language = "lg"
    encoding = "utf-8"
    content_type = "text/html; charset=utf-8"

    def file_name(self, doc: Doc) -> str:
        # the archive page is written and labelled in windows-1252, declared only in <meta http-equiv>
        if doc.extra.get("archive"):
            self.encoding, self.content_type = "cp1252", "text/html"
        else:
            self.encoding, self.content_type = "utf-8", "text/html; charset=utf-8"
        return f"{self.prefix}-{doc.key}.html"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "edb",
            [
                ".t3-header",
                ".t3-mainnav .nav > li > a",
                "div.itemHeader h2.itemTitle",
                "div.itemIntroText",
                "div.itemFullText p",
                "span.itemAuthor",
                "div.itemRelated ul li",
                ".catItemView",
                ".t3-sidebar .moduletable",
                ".t3-footer",
                ".cc-window",
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
                "Eddoboozi",
                "k2-home",
                list=["masaza", "emmwanyi", "mataba", "musasi", "levies", "opinion", "xinhua"],
                more="amawulire",
            )
        )
        add(
            page(
                "amawulire",
                "/amawulire",
                "section",
                "Amawulire",
                "k2-category",
                list=["masaza", "emmwanyi", "mataba", "musasi"],
                more="amawulire2",
            )
        )
        add(
            page(
                "amawulire2",
                "/amawulire?start=10",
                "section",
                "Amawulire",
                "k2-category-start10",
                list=[],
                older=[
                    (
                        "/amawulire/item/48190-abasawo-b-e-mulago-bafunye-ebyuma-ebipya",
                        "Abasawo b’e Mulago bafunye ebyuma ebipya",
                        "Lwakubiri, 01 Desemba 2026 14:05",
                    ),
                    (
                        "/amawulire/item/48186-ab-e-mukono-bafunye-amazzi-amayonjo",
                        "Ab’e Mukono bafunye amazzi amayonjo",
                        "Lwakubiri, 01 Desemba 2026 10:40",
                    ),
                    (
                        "/amawulire/item/48177-kkooti-eyimirizza-okusengula-abatuuze-e-kyengera",
                        "Kkooti eyimirizza okusengula abatuuze e Kyengera",
                        "Bbalaza, 30 Novemba 2026 16:20",
                    ),
                    (
                        "/amawulire/item/48170-abalimi-b-omuceere-e-butaleja-bafunye-ensigo",
                        "Abalimi b’omuceere e Butaleja bafunye ensigo",
                        "Bbalaza, 30 Novemba 2026 09:15",
                    ),
                    (
                        "/amawulire/item/48162-abavubuka-ba-boda-boda-batendekeddwa",
                        "Abavubuka ba boda boda batendekeddwa ku mateeka g’oku nguudo",
                        "Ssande, 29 Novemba 2026 18:30",
                    ),
                ],
            )
        )
        add(
            page(
                "en",
                "/en/news",
                "section",
                "News",
                "k2-category-english",
                list=["levies", "opinion", "xinhua"],
                lang="en",
            )
        )
        add(
            page(
                "tag",
                "/amawulire/itemlist/tag/Masaka",
                "tag",
                "Masaka",
                "k2-tag",
                list=["emmwanyi", "musasi", "masaza"],
            )
        )
        add(
            page(
                "author",
                "/en/news/itemlist/user/64-brendanakato",
                "author",
                "Brenda Nakato",
                "k2-user",
                list=["levies"],
                lang="en",
                bio="Brenda Nakato covers city affairs, trade and local government for Eddoboozi’s English desk. She previously worked as a radio reporter in Masaka.",
                older=[
                    (
                        "/en/news/item/48140-kcca-to-close-nakivubo-channel-for-repairs",
                        "KCCA to close Nakivubo channel for repairs",
                        "Thursday, 26 November 2026 12:10",
                    ),
                    (
                        "/en/news/item/48102-boda-boda-riders-get-new-stages-in-city-centre",
                        "Boda boda riders get new stages in city centre",
                        "Monday, 23 November 2026 09:45",
                    ),
                ],
            )
        )
        add(
            page(
                "search",
                "/component/search/?searchword=emmwanyi&searchphrase=all&Itemid=101",
                "search",
                "Noonya: emmwanyi",
                "joomla-com-search",
                list=["emmwanyi", "opinion"],
            )
        )
        add(
            page(
                "amafuta",
                "/ebbeeyi-y-amafuta",
                "live-data",
                "Ebbeeyi y’amafuta leero",
                "fuel-price-table",
                [
                    "Ebbeeyi zino zaakung’aanyizibwa ku Lwamukaaga, 05 Desemba 2026 ku bidduka by’amafuta ebisinga obunene mu bibuga bino.",
                    "T: Ekika ky’amafuta | Kampala (UGX/lita) | Masaka (UGX/lita) | Gulu (UGX/lita) | Mbarara (UGX/lita)",
                    "T: Petulooli | 5,150 | 5,250 | 5,400 | 5,230",
                    "T: Dizero | 4,890 | 4,990 | 5,150 | 4,970",
                    "T: Palafiini | 4,200 | 4,350 | 4,500 | 4,300",
                    "Ebbeeyi ziyinza okwawukana okusinziira ku kidduka. Eddoboozi terivunaanyizibwa ku nsobi yonna mu bbeeyi zino.",
                ],
            )
        )
        add(
            page(
                "gone",
                "/amawulire/item/47980-minisita-alabudde-abasuubuzi-b-amafuta",
                "not-found",
                "Ekiwandiiko kino tekisangiddwa",
                "k2-soft-404",
                [
                    "Ekiwandiiko ky’onoonya kiyinza okuba nga kyajjululwa oba nga kyakyusibwa endagiriro yaakyo.",
                    "Ddayo ku lupapula olusooka oba onoonye ekirala.",
                ],
                latest=["masaza", "emmwanyi", "mataba"],
            )
        )
        add(
            page(
                "about",
                "/ebitukwatako",
                "about",
                "Ebitukwatako",
                "joomla-article-about",
                [
                    "Eddoboozi lwe lupapula lw’amawulire mu Luganda olwatandikibwawo mu 2004 mu Kampala. Tufulumya amawulire ku mukutu gwaffe buli lunaku, mu Luganda ne mu Lungereza.",
                    "## Ofiisi yaffe",
                    "Plot 14, Kafu Road, Kampala. Essimu: +256 414 000 000.",
                    "## Tuwandiikire",
                    "Amawulire n’ebifaananyi: amawulire@eddoboozi.test. Okulanga: okulanga@eddoboozi.test.",
                ],
            )
        )
        # --- stories -------------------------------------------------------------------------------------------
        add(
            story(
                "musasi",
                "/amawulire/item/48201-poliisi-e-masaka-ekutte-abantu-12-ku-bubbi-bw-ente",
                "Poliisi e Masaka ekutte abantu 12 ku bubbi bw’ente",
                "2026-12-03",
                to_utc("2026-12-03 16:20", 3, "+00:00"),
                "2026-12-03 16:20",
                [],
                [
                    "RAW:<p><strong>Bya Musasi Waffe</strong></p>",
                    "POLIISI mu disitulikiti y’e Masaka ekutte abantu 12 abateeberezebwa okubba ente mu byalo eby’enjawulo ebiri mu ggombolola y’e Kyanamukaaka ne Buwunga.",
                    "Omwogezi wa poliisi mu kitundu kino yategeezezza nti abakwate baakwatiddwa mu kikwekweto ekyakoleddwa ku Lwokubiri ekiro, oluvannyuma lw’abalimi okwemulugunya nti ente zaabwe zibbibwa buli wiiki.",
                    "Ente 23 ze baali babbye zizuuliddwa mu kiraalo ekimu e Kalungu, era zaddiziddwa bannannyinizo.",
                    "“Tujja kwongera okukola ebikwekweto bino okutuusa ng’obubbi buno bukomye. Abantu basaanye okutuyamba nga batuwa amawulire,” omwogezi bwe yagambye.",
                    "Abakwate bakuumibwa ku poliisi y’e Masaka era basuubirwa okutwalibwa mu kkooti wiiki ejja.",
                ],
                "k2-site-account-bya-musasi-waffe",
                section="Amawulire",
                tags=["Masaka", "Poliisi"],
            )
        )
        add(
            story(
                "emmwanyi",
                "/amawulire/item/48208-abalimi-b-emmwanyi-e-masaka-basanyufu-olw-ebbeeyi-erinnye",
                "Abalimi b’emmwanyi e Masaka basanyufu olw’ebbeeyi erinnye",
                "2026-12-04",
                to_utc("2026-12-04 11:30", 3, "+00:00"),
                "2026-12-04 11:30",
                ["Joseph Ssekandi"],
                [
                    "RAW:<p><strong>Bya Joseph Ssekandi</strong></p>",
                    "ABALIMI b’emmwanyi mu bitundu by’e Masaka ne Lwengo bali mu ssanyu oluvannyuma lw’ebbeeyi y’emmwanyi okulinnya okutuuka ku 14,500 buli kilo y’emmwanyi enkalu okuva ku 11,000 mu mwezi gwa Okitobba.",
                    "Abasuubuzi bagamba nti ebbeeyi erinnye olw’emmwanyi okuba entono ku katale k’ensi yonna, oluvannyuma lw’omusana omungi mu mawanga agamu agalima emmwanyi.",
                    "## Abalimi basabiddwa okukuuma omutindo",
                    "Ekitongole ekivunaanyizibwa ku mmwanyi kyalabudde abalimi obutanoga mmwanyi nga tezinnaaba kwengera, kuba kino kikendeeza ku mutindo n’ebbeeyi ku katale.",
                    "“Ku kilo 800 ze nnatunze wiiki ewedde nfunye ssente ezisinga ku ze nnafuna omwaka gwonna oguwedde. Kati nsobola okusasulira abaana fiizi,” Nalongo Teopista Nakanwagi, omulimi e Kyotera bwe yagambye.",
                    "Abakugu bagamba nti ebbeeyi eyinza okusigala waggulu okutuusa mu mwezi gwa Maaki omwaka ogujja, naye ne balabula abalimi obutatunda mmwanyi zaabwe zonna omulundi gumu.",
                ],
                "k2-site-account-bya-reporter-subhead",
                section="Amawulire",
                tags=["Masaka", "Emmwanyi"],
            )
        )
        add(
            story(
                "mataba",
                "/amawulire/item/48211-amazzi-gajjudde-ku-nguudo-mu-kampala-oluvannyuma-lw-enkuba",
                "Amazzi gajjudde ku nguudo mu Kampala oluvannyuma lw’enkuba ey’amaanyi",
                "2026-12-04",
                to_utc("2026-12-04 19:05", 3, "+00:00"),
                "2026-12-04 19:05",
                ["Sarah Namuli", "Peter Ssali"],
                [
                    "RAW:<p><strong>Bya Sarah Namuli ne Peter Ssali</strong><br />Ebifaananyi: Moses Kiggundu</p>",
                    "ENKUBA ey’amaanyi eyatandise okutonnya ku ssaawa kumi ez’olweggulo ku Lwakutaano yaleese amataba mu bitundu bya Kampala eby’enjawulo, ekyalemesezza entambula okumala essaawa eziwerako.",
                    "Ebitundu ebyasinze okukosebwa mulimu Bwaise, Kalerwe, Nateete n’ekitundu ky’e Kiseka, amazzi gye gaayingidde mu maduuka n’amayumba.",
                    "FIG: Abatambuze mu mazzi e Bwaise | Abatambuze nga bayita mu mazzi e Bwaise. (Ekif: Moses Kiggundu)",
                    "Abasuubuzi b’omu Kiseka bagambye nti ebyamaguzi byabwe eby’obukadde n’obukadde by’ensimbi byonooneddwa amazzi. “Twali tukyasuubira amazzi okukendeera, naye gaayingira mangu nnyo,” Hajji Musa Ssemwanga bwe yagambye.",
                    "FIG: Emmotoka ezikwamidde mu mazzi | Emmotoka ezaakwamidde mu mazzi ku luguudo lw’e Kalerwe. (Ekif: Moses Kiggundu)",
                    "Ekitongole kya KCCA kyategeezezza nti kiri mu kulongoosa emyala egyazibiddwa kasasiro, era kyasabye abatuuze obutasuula kasasiro mu myala.",
                    "Ekitongole ky’obudde kyalabudde nti enkuba ey’amaanyi eyinza okweyongera okutonnya wiiki eno yonna.",
                ],
                "k2-site-account-two-names-ne-photo-credit",
                section="Amawulire",
                tags=["Kampala", "Enkuba"],
            )
        )
        add(
            story(
                "masaza",
                "/amawulire/item/48215-buddu-ewangudde-ekikopo-kya-masaza-ekubye-kyaddondo-2-0",
                "Buddu ewangudde ekikopo kya Masaza, ekubye Kyaddondo 2-0",
                "2026-12-05",
                to_utc("2026-12-05 00:50", 3, "+00:00"),
                "2026-12-05 00:50",
                ["Joseph Ssekandi"],
                [
                    "RAW:<p><strong>Bya Joseph Ssekandi</strong></p>",
                    "SSAZA lya Buddu lyewangulidde ekikopo ky’empaka z’amasaza ga Buganda ez’omwaka guno oluvannyuma lw’okukuba Kyaddondo ggoolo 2-0 ku fayinolo eyazannyiddwa e Wankulukuku ku Lwakutaano akawungeezi.",
                    "Ggoolo esooka yateebeddwa Ronald Ssekiganda mu ddakiika ey’e 34, ate eyookubiri n’eteebwa Hakim Kawooya mu ddakiika ey’e 78 ku kiyiriro.",
                    "Abawagizi ba Buddu abaasoba mu nkumi ssatu baabadde bazze okuva e Masaka, era baatandise okujaguza ng’omuzannyo tegunnaggwa.",
                    "Buddu yakwasiddwa ekikopo n’ensimbi obukadde 30, ate Kyaddondo n’efuna obukadde 15.",
                    "Omutendesi wa Buddu yagambye nti obuwanguzi buno bwa bantu b’e Buddu bonna abaawagidde ttiimu okuva ku ntandikwa y’empaka.",
                ],
                "k2-after-midnight-utc-previous-day",
                section="Emizannyo",
                tags=["Masaza Cup", "Masaka"],
            )
        )
        add(
            story(
                "levies",
                "/en/news/item/48213-kampala-traders-close-shops-in-protest-over-new-market-levies",
                "Kampala traders close shops in protest over new market levies",
                "2026-12-04",
                to_utc("2026-12-04 18:45", 3, "+00:00"),
                "2026-12-04 18:45",
                ["Brenda Nakato"],
                [
                    "Hundreds of traders in Kampala’s Owino and Kikuubo markets closed their shops on Friday to protest against new daily levies introduced by the Kampala Capital City Authority (KCCA).",
                    "The levies, which took effect on December 1, require market vendors to pay between Shs2,000 and Shs5,000 a day depending on the size of their stalls, on top of the monthly rent they already pay to market management companies.",
                    "“We are being taxed twice. Business is already slow because of the high cost of goods, and now they want more money every day,” said Aisha Nalubega, who sells second-hand clothes in Owino.",
                    "Police deployed around the markets in the morning, but the protest remained peaceful. By afternoon, most shops along Luwum Street and in the Kikuubo arcades had their shutters down.",
                    "KCCA’s director of revenue said the levies were meant to pay for garbage collection, security and repairs to market roofs and drainage, and that traders had been consulted before they were introduced.",
                    "Leaders of the traders’ association said they would meet KCCA officials on Monday and would keep their shops closed if the levies were not suspended.",
                ],
                "k2-english-reporter-account-modified",
                section="News",
                lang="en",
                modified="2026-12-05 08:10",
                tags=["Kampala", "KCCA"],
            )
        )
        add(
            story(
                "xinhua",
                "/en/news/item/48198-china-funded-expressway-section-opens-in-eastern-uganda",
                "China-funded expressway section opens in eastern Uganda",
                "2026-12-03",
                None,
                "2026-12-03 13:10",
                [],
                [
                    "KAMPALA, Dec. 3 (Xinhua) -- Uganda on Thursday opened a 32-km section of an expressway linking the capital Kampala to the eastern town of Jinja, built with a loan from China.",
                    "The four-lane section between Mukono and Namagunga is expected to cut travel time on one of the country’s busiest routes, which carries most of the cargo from the Kenyan port of Mombasa.",
                    "Uganda’s works minister said at the opening ceremony that the remaining sections would be completed by 2028, and thanked the Chinese contractor for employing more than 2,000 local workers.",
                    "The Kampala-Jinja corridor handles about 80 percent of Uganda’s imports and exports, according to the Uganda National Roads Authority.",
                ],
                "k2-agency-xinhua-no-jsonld",
                section="News",
                lang="en",
                tags=["Roads", "China"],
            )
        )
        add(
            story(
                "opinion",
                "/en/news/item/48189-why-uganda-s-coffee-boom-must-reach-the-farmer",
                "Why Uganda’s coffee boom must reach the farmer",
                "2026-12-02",
                to_utc("2026-12-02 07:30", 3, "+00:00"),
                "2026-12-02 07:30",
                ["Ivan Mugerwa"],
                [
                    "Coffee prices are at their highest in a decade, and Uganda’s export earnings from the crop have never been better. Yet in many villages in Masaka, Mubende and Bugisu, the farmers who grow the beans say little has changed in their lives.",
                    "The reason is simple. Most smallholders sell their coffee as soon as it is picked, often to middlemen who pay in cash at the farm gate. They rarely know the price their coffee fetches in Kampala, let alone in Hamburg or Tokyo.",
                    "Cooperatives were once the answer to this problem. When they collapsed in the 1990s, farmers lost their bargaining power along with their stores and processing machines. Rebuilding them should be a priority for government and for the coffee industry.",
                    "Farmers also need cheap credit, so they are not forced to sell their harvest early to pay school fees. A small loan against stored coffee, repaid when prices are good, could change the income of a household more than any seedling programme.",
                    "The current boom will not last forever. If we do not use it to make farmers stronger, we will have wasted a rare opportunity.",
                    "SIGN: The writer is a lecturer at Makerere University Business School.",
                ],
                "k2-english-column-writer-tail",
                section="Opinion",
                lang="en",
                bio="Ivan Mugerwa is an agricultural economist and lecturer.",
                tags=["Coffee", "Farmers"],
            )
        )
        add(
            story(
                "archive",
                ARCHIVE_PATH,
                "Abasomesa b’e Mubende beekalakaasizza olw’omusaala",
                "2009-03-12",
                None,
                "2009-03-12 14:20",
                ["Charles Kato"],
                [
                    "RAW:<p><strong>Bya Charles Kato</strong></p>",
                    "ABASOMESA b’amasomero ga gavumenti agasoba mu 40 mu disitulikiti y’e Mubende baggalawo ebibiina ku Lwokusatu nga beekalakaasa olw’omusaala ogumaze emyezi ebiri nga tegusasulwa.",
                    "Abasomesa bagamba nti bazze beemulugunya eri ofiisi y’ebyenjigiriza mu disitulikiti naye tewali kikoleddwa. “Tetusobola kusomesa nga tetulya. Abaana baffe nabo bagobeddwa mu masomero olwa fiizi,” omu ku basomesa bwe yagambye.",
                    "Omukulu w’ebyenjigiriza mu disitulikiti yagambye nti ensimbi zaalwawo okuva mu minisitule, naye n’asuubiza nti omusaala gujja kusasulwa nga wiiki ebbiri tezinnaggwako.",
                    "Abazadde basabye gavumenti okugonjoola ensonga eno mangu, kuba abayizi bangi baddiddeyo eka.",
                ],
                "joomla15-archive-cp1252-administrator",
                section="Amawulire",
                archive=True,
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def lang(self, doc: Doc) -> str:
        return doc.extra.get("lang", "lg")

    def k2_user(self, doc: Doc) -> str:
        if self.lang(doc) == "en":
            return doc.authors[0] if doc.authors else "Xinhua"
        return "Eddoboozi Online"

    def user_path(self, name: str) -> str:
        if name == "Brenda Nakato":
            return "author"
        ids = {"Eddoboozi Online": 42, "Xinhua": 71, "Ivan Mugerwa": 88}
        prefix = "/en/news" if name != "Eddoboozi Online" else "/amawulire"
        return f"{prefix}/itemlist/user/{ids.get(name, 99)}-{name.lower().replace(' ', '')}"

    def item_id(self, doc: Doc) -> str:
        return doc.path.rsplit("/", 1)[-1].split("-", 1)[0]

    def render(self, doc: Doc) -> str:
        if doc.extra.get("archive"):
            self.current = doc.key
            return self.archive_page(doc)
        return super().render(doc)

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        title = (
            "Eddoboozi - Amawulire g’omu Buganda ne Uganda yonna" if doc.kind == "home" else f"{doc.title} - Eddoboozi"
        )
        out = [
            f'<base href="{esc(url)}" />',
            '<meta http-equiv="content-type" content="text/html; charset=utf-8" />',
            f'<meta name="keywords" content="{esc(", ".join(doc.extra.get("tags", ["amawulire", "Uganda"])))}" />',
            f'<meta name="description" content="{esc(self.lede(doc) if doc.is_article else "Eddoboozi: amawulire mu Luganda ne mu Lungereza")}" />',
            '<meta name="generator" content="Joomla! - Open Source Content Management" />',
            f"<title>{esc(title)}</title>",
            f'<link href="{esc(url)}" rel="canonical" />',
        ]
        if doc.is_article:
            img = f"{ORIGIN}/media/k2/items/cache/{self.item_id(doc)}_XL.jpg"
            out += [
                f'<meta property="og:url" content="{esc(url)}" />',
                '<meta property="og:type" content="article" />',
                f'<meta property="og:title" content="{esc(doc.title)}" />',
                f'<meta property="og:description" content="{esc(self.lede(doc))}" />',
                f'<meta property="og:image" content="{img}" />',
                '<meta name="twitter:card" content="summary_large_image" />',
            ]
            if doc.iso:
                user = self.k2_user(doc)
                ld = {
                    "@context": "https://schema.org",
                    "@type": "NewsArticle",
                    "mainEntityOfPage": {"@type": "WebPage", "@id": url},
                    "headline": doc.title,
                    "description": self.lede(doc),
                    "image": {"@type": "ImageObject", "url": img},
                    "publisher": {
                        "@type": "Organization",
                        "name": "Eddoboozi",
                        "logo": {"@type": "ImageObject", "url": f"{ORIGIN}/images/logo.png"},
                    },
                    "author": {"@type": "Person", "name": user, "url": ORIGIN + self.href(self.user_path(user))},
                    "datePublished": doc.iso,
                    "dateCreated": doc.iso,
                    "dateModified": to_utc(doc.extra["modified"], 3, "+00:00")
                    if doc.extra.get("modified")
                    else doc.iso,
                }
                out.append(
                    f'<script type="application/ld+json" data-type="gsd">{json.dumps(ld, ensure_ascii=False)}</script>'
                )
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        lang = self.lang(doc)
        html_lang = "en-gb" if lang == "en" else "lg-ug"
        menu = "".join(
            f'<li class="item-{101 + i}">{self.a(k, t, "nav")}</li>'
            if k in self.docs
            else f'<li class="item-{101 + i}"><a href="{k}">{esc(t)}</a></li>'
            for i, (k, t) in enumerate(
                (
                    ("home", "Awaka"),
                    ("amawulire", "Amawulire"),
                    ("/ebyobufuzi", "Ebyobufuzi"),
                    ("/emizannyo", "Emizannyo"),
                    ("/ebyobulamu", "Ebyobulamu"),
                    ("/ssanyu", "Ssanyu"),
                    ("en", "English"),
                )
            )
        )
        most_read = "".join(
            f"<li>{self.a(k, t, 'aside')}</li>"
            for k, t in (
                ("masaza", self.docs["masaza"].title),
                ("gone", "Minisita alabudde abasuubuzi b’amafuta abalinnyisa ebbeeyi"),
                ("mataba", self.docs["mataba"].title),
                ("levies", self.docs["levies"].title),
            )
        )
        archive = ""
        if doc.key in ("home", "amawulire", "musasi"):
            archive = f'<div class="moduletable archive-box"><h3>Okuva mu tterekero</h3><ul><li>{self.a("archive", self.docs["archive"].title, "aside")} <small>(2009)</small></li></ul></div>'
        return f"""<!DOCTYPE html>
<html lang="{html_lang}" dir="ltr" class="com_k2 view-{"item" if doc.is_article else "itemlist"} layout-default">
<head>
{self.head(doc)}
<link href="/templates/t3_bs3_blank/favicon.ico" rel="shortcut icon" type="image/vnd.microsoft.icon" />
<link href="/media/k2/assets/css/k2.fonts.css?v=2.11.20240212" rel="stylesheet" />
<link href="/components/com_k2/css/k2.css?v=2.11.20240212" rel="stylesheet" />
<link href="/t3-assets/css/css-8f2a1.css?t=431" rel="stylesheet" />
<style>/*PAD*/</style>
<script src="/media/jui/js/jquery.min.js?5b1e0c9a"></script>
<script src="/media/k2/assets/js/k2.frontend.js?v=2.11.20240212&sitepath=/"></script>
<script src="/t3-assets/js/js-2c0b4.js?t=511"></script>
<script>window.dataLayer = window.dataLayer || [];function gtag(){{dataLayer.push(arguments);}}gtag('js', new Date());gtag('config', 'G-EDB0426');</script>
</head>
<body>
<div class="t3-wrapper">
<header id="t3-header" class="container t3-header">
<div class="row"><div class="col-xs-12 col-sm-4 logo"><div class="logo-image"><a href="/" title="Eddoboozi"><img class="logo-img" src="/images/logo.png" alt="Eddoboozi" /><span>Eddoboozi</span></a><small class="site-slogan">Eddoboozi ly’abantu</small></div></div>
<div class="col-xs-12 col-sm-8"><div class="top-date">Lwamukaaga, 05 Desemba 2026</div><div class="banner-ad"><div class="bannergroup"><div class="banneritem"><a href="/component/banners/click/17" target="_blank" rel="noopener noreferrer" title="Stanbic"><img src="/images/banners/bank-728x90.gif" alt="Okulanga" width="728" height="90" /></a></div></div></div></div></div>
</header>
<nav id="t3-mainnav" class="wrap navbar navbar-default t3-mainnav"><div class="container"><div class="t3-navbar navbar-collapse collapse"><ul class="nav navbar-nav level0">{menu}</ul></div>
<div class="search"><form action="/component/search/" method="post" class="form-inline"><label for="mod-search-searchword" class="element-invisible">Noonya...</label> <input name="searchword" id="mod-search-searchword" maxlength="200" class="form-control search-query" type="search" placeholder="Noonya..." /><input type="hidden" name="task" value="search" /><input type="hidden" name="option" value="com_search" /><input type="hidden" name="Itemid" value="101" /></form></div></div></nav>
<div class="t3-sl t3-sl-ticker"><div class="container"><div class="moduletable ticker"><span class="label">Amawulire amapya:</span> {self.a("masaza", self.docs["masaza"].title, "nav")} · {self.a("levies", self.docs["levies"].title, "nav")}</div></div></div>
<div id="t3-mainbody" class="container t3-mainbody">
<div class="row">
<div id="t3-content" class="t3-content col-xs-12 col-sm-8">
<div id="system-message-container"></div>
{main}
</div>
<div class="t3-sidebar t3-sidebar-right col-xs-12 col-sm-4">
<div class="t3-module module"><div class="module-inner"><h3 class="module-title"><span>Ebisinze okusomwa</span></h3><div class="module-ct"><ul class="mostread mod-list">{most_read}</ul></div></div></div>
{archive}
<div class="t3-module module"><div class="module-inner"><h3 class="module-title"><span>Ebbeeyi y’amafuta</span></h3><div class="module-ct"><p>Petulooli e Kampala: 5,150 buli lita. {self.a("amafuta", "Laba ebbeeyi zonna", "aside")}</p></div></div></div>
<div class="t3-module module"><div class="module-inner"><h3 class="module-title"><span>Tags</span></h3><div class="module-ct"><ul class="k2TagCloud"><li>{self.a("tag", "Masaka", "aside")}</li><li><a href="/amawulire/itemlist/tag/Kampala">Kampala</a></li><li><a href="/amawulire/itemlist/tag/Emmwanyi">Emmwanyi</a></li><li><a href="/amawulire/itemlist/tag/Poliisi">Poliisi</a></li></ul><p>{self.a("search", "Noonya: emmwanyi", "aside")}</p></div></div></div>
<div class="bannergroup"><div class="banneritem"><img src="/images/banners/telecom-300x250.jpg" alt="Okulanga" width="300" height="250" /></div></div>
</div>
</div>
</div>
<footer id="t3-footer" class="wrap t3-footer">
<div class="container"><ul class="nav menu"><li>{self.a("about", "Ebitukwatako", "footer")}</li><li><a href="/tuwandiikire">Tuwandiikire</a></li><li><a href="/okulanga">Okulanga</a></li><li>{self.a("amafuta", "Ebbeeyi y’amafuta", "footer")}</li><li><a href="/en/privacy-policy">Privacy policy</a></li></ul>
<div class="social"><a href="https://www.facebook.com/eddoboozi.test">Facebook</a> <a href="https://x.com/eddoboozi_test">X</a> <a href="https://www.youtube.com/@eddoboozi-test">YouTube</a> <a href="https://whatsapp.com/channel/eddoboozi-test">WhatsApp</a></div>
<small>Copyright &#169; 2026 Eddoboozi. All Rights Reserved. Designed by <a href="https://www.joomlart.com/" title="JoomlArt">JoomlArt.com</a>. Joomla! is Free Software released under the <a href="https://www.gnu.org/licenses/gpl-2.0.html">GNU General Public License.</a></small></div>
</footer>
</div>
<div role="dialog" aria-live="polite" aria-label="cookieconsent" class="cc-window cc-banner cc-type-info cc-theme-block cc-bottom"><span class="cc-message">Omukutu guno gukozesa cookies. <a class="cc-link" href="/en/privacy-policy">Soma ebisingawo</a></span><div class="cc-compliance"><a class="cc-btn cc-dismiss" role="button" tabindex="0">Kale</a></div></div>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        lang = self.lang(doc)
        url = self.url(doc.key)
        iid = self.item_id(doc)
        user = self.k2_user(doc)
        user_link = self.a(self.user_path(user), user, "byline", f'rel="author" title="{esc(user)}"')
        blocks = doc.blocks
        intro_n = 2 if blocks and blocks[0][0] == "box" else 1
        intro = self.blocks_of(blocks[:intro_n])
        full = self.blocks_of(blocks[intro_n:])
        modified = ""
        if doc.extra.get("modified"):
            modified = f'<div class="itemDateModified">Last modified on {k2_date(doc.extra["modified"], "en")}</div>'
        cat_key = {"Amawulire": "amawulire", "News": "en", "Opinion": "en"}.get(doc.section)
        cat = (
            self.a(cat_key, doc.section, "breadcrumb")
            if cat_key
            else f'<a href="/{doc.section.lower()}">{esc(doc.section)}</a>'
        )
        tags = "".join(
            "<li>" + self.a("tag", t, "tag") + "</li>"
            if t == "Masaka" and lang == "lg"
            else f'<li><a href="{"/en/news" if lang == "en" else "/amawulire"}/itemlist/tag/{quote(t)}">{esc(t)}</a></li>'
            for t in doc.extra.get("tags", [])
        )
        pool = LG_ARTS if lang == "lg" else EN_ARTS
        related = [k for k in pool if k != doc.key][:3]
        rel = "".join(
            f'<li class="{"even" if i % 2 else "odd"}">'
            + self.a(k, self.docs[k].title, "related", 'class="itemRelTitle"')
            + "</li>"
            for i, k in enumerate(related)
        )
        latest_keys = [
            k
            for k in (LG_ARTS if user == "Eddoboozi Online" else EN_ARTS)
            if k != doc.key and self.k2_user(self.docs[k]) == user
        ][:3]
        latest = "".join(f"<li>{self.a(k, self.docs[k].title, 'related')}</li>" for k in latest_keys)
        latest_block = (
            f'<div class="itemAuthorLatest"><h3>Latest from {esc(user)}</h3><ul>{latest}</ul></div>' if latest else ""
        )
        author_block = ""
        if lang == "en" and doc.authors:
            bio = doc.extra.get("bio", "Reporter, Eddoboozi English desk.")
            author_block = f'<div class="itemAuthorBlock"><img class="itemAuthorAvatar" src="/media/k2/users/{iid}.jpg" alt="{esc(user)}" /><div class="itemAuthorDetails"><h3 class="authorName">{user_link}</h3><p>{esc(bio)}</p></div></div>'
        u = quote(url, safe="")
        hits = 300 + int(iid) % 977
        image = f'<div class="itemImageBlock"><span class="itemImage"><a data-k2-modal="image" href="/media/k2/items/cache/{iid}_XL.jpg" title="Click to preview image"><img src="/media/k2/items/cache/{iid}_L.jpg" alt="{esc(doc.title)}" style="width:600px; height:auto;" /></a></span><div class="clr"></div></div>'
        return f"""<span id="startOfPageId{iid}"></span>
<div id="k2Container" class="itemView">
<div class="itemHeader">
<span class="itemDateCreated">{k2_date(doc.stamp, lang)}</span>
<h2 class="itemTitle">{esc(doc.title)}</h2>
<span class="itemAuthor">Written by {user_link}</span>
</div>
<div class="itemToolbar"><ul><li><a class="itemPrintLink" rel="nofollow" href="{esc(doc.path)}?tmpl=component&amp;print=1">Print</a></li><li><a class="itemEmailLink" rel="nofollow" href="/component/mailto/?tmpl=component&amp;template=t3_bs3_blank&amp;link={u}">Email</a></li><li><span class="itemTextResizerTitle">Font size</span> <a href="#" id="fontDecrease">decrease font size</a> <a href="#" id="fontIncrease">increase font size</a></li></ul><div class="clr"></div></div>
<div class="itemSocialSharing"><div class="itemFacebookButton"><a href="https://www.facebook.com/sharer/sharer.php?u={u}" target="_blank" rel="noopener">Share</a></div><div class="itemTwitterButton"><a href="https://x.com/share?url={u}" target="_blank" rel="noopener">Post</a></div></div>
{image}
<div class="itemBody">
<div class="itemIntroText">
{intro}
</div>
<div class="itemFullText">
{full}
</div>
<div class="clr"></div>
{modified}
</div>
<div class="itemLinks">
<div class="itemCategory"><span>Published in</span> {cat}</div>
<div class="itemTagsBlock"><span>Tagged under</span><ul class="itemTags">{tags}</ul><div class="clr"></div></div>
<div class="itemHitsTwitter"><span class="itemHits">Read <b>{hits}</b> times</span></div>
</div>
{author_block}
{latest_block}
<div class="itemRelated"><h3>Related items</h3><ul>{rel}</ul><div class="clr"></div></div>
<div class="itemBackToTop"><a class="k2Anchor" href="{esc(doc.path)}#startOfPageId{iid}">back to top</a></div>
</div>"""

    def blocks_of(self, blocks: list) -> str:
        out = []
        for b in blocks:
            if b[0] == "fig":
                n = sum(map(ord, b[1])) % 900
                out.append(
                    f'<figure class="image"><img src="/images/2026/12/ekif-{n}.jpg" alt="{esc(b[1])}" width="800" height="533" /><figcaption>{esc(b[2])}</figcaption></figure>'
                )
            else:
                out.append(blocks_html(self, [b]))
        return "\n".join(out)

    def cat_item(self, k: str) -> str:
        d = self.docs[k]
        lang = self.lang(d)
        user = self.k2_user(d)
        return f"""<div class="itemContainer itemContainerLast"><div class="catItemView groupLeading">
<div class="catItemHeader"><span class="catItemDateCreated">{k2_date(d.stamp, lang)}</span>
<h3 class="catItemTitle">{self.a(k, d.title, "content")}</h3>
<span class="catItemAuthor">Written by <a rel="author" href="{self.href(self.user_path(user))}">{esc(user)}</a></span></div>
<div class="catItemImageBlock"><span class="catItemImage"><img src="/media/k2/items/cache/{self.item_id(d)}_M.jpg" alt="" style="width:300px; height:auto;" /></span></div>
<div class="catItemIntroText">{esc(self.lede(d))}</div>
<div class="catItemReadMore"><a class="k2ReadMore" href="{self.href(k)}">{"Read more..." if lang == "en" else "Soma ebisingawo..."}</a></div>
</div></div>"""

    def listing_main(self, doc: Doc) -> str:
        items = "".join(self.cat_item(k) for k in doc.extra["list"])
        older = "".join(
            f'<div class="itemContainer"><div class="catItemView groupLinks"><span class="catItemDateCreated">{esc(d)}</span> <h3 class="catItemTitle"><a href="{p}">{esc(t)}</a></h3></div></div>'
            for p, t, d in doc.extra.get("older", [])
        )
        if doc.kind == "home":
            head = '<h1 class="element-invisible">Eddoboozi</h1>'
            foot = f'<div class="home-more">{self.a("amawulire", "Amawulire gonna", "content")} · {self.a("en", "English news", "content")} · {self.a("amafuta", "Ebbeeyi y’amafuta leero", "content")}</div>'
            return f'<div id="k2Container" class="itemListView">{head}<div class="itemList"><div id="itemListLeading">{items}</div></div>{foot}</div>'
        if doc.kind == "author":
            head = f'<div class="userView"><div class="userBlock"><img src="/media/k2/users/64.jpg" alt="{esc(doc.title)}" style="width:100px; height:auto;" /><h1>{esc(doc.title)}</h1><div class="userDescription"><p>{esc(doc.extra["bio"])}</p></div><div class="userAdditionalInfo"><a href="https://x.com/brendanakato_test" target="_blank" rel="nofollow">https://x.com/brendanakato_test</a></div><div class="clr"></div></div>'
            return f'<div id="k2Container" class="userView">{head}<div class="userItemList">{items}{older}</div></div></div>'
        if doc.kind == "search":
            results = "".join(
                f'<dt class="result-title">{i}. {self.a(k, self.docs[k].title, "content")}</dt><dd class="result-category"><span class="small">({esc(self.docs[k].section)})</span></dd><dd class="result-text">{esc(self.lede(self.docs[k]))}</dd><dd class="result-created">Created: {k2_date(self.docs[k].stamp, "en")}</dd>'
                for i, k in enumerate(doc.extra["list"], 1)
            )
            return f'<div class="search"><h1>{esc(doc.title)}</h1><form id="searchForm" action="/component/search/" method="post"><div class="btn-toolbar"><input type="text" name="searchword" placeholder="Noonya..." id="search-searchword" size="30" maxlength="200" value="emmwanyi" class="inputbox" /><button name="Search" class="btn hasTooltip">Noonya</button></div><div class="searchintro"><p>Total: <span class="badge badge-info">{len(doc.extra["list"])}</span> results found.</p></div></form><dl class="search-results">{results}</dl></div>'
        h = f"<h1>{esc(doc.title)}</h1>" if doc.kind != "tag" else f"<h1>Displaying items by tag: {esc(doc.title)}</h1>"
        pager = ""
        if doc.key == "amawulire":
            two = self.a("amawulire2", "2", "pagination", 'class="pagenav"')
            nxt = self.a("amawulire2", "Next", "pagination", 'title="Next" class="pagenav"')
            pager = f'<div class="k2Pagination"><ul class="pagination"><li class="disabled"><a>Start</a></li><li class="disabled"><a>Prev</a></li><li class="active"><a>1</a></li><li>{two}</li><li><a href="/amawulire?start=20" class="pagenav">3</a></li><li>{nxt}</li><li><a href="/amawulire?start=2390" class="pagenav">End</a></li></ul><div class="clr"></div>Page 1 of 240</div>'
        elif doc.key == "amawulire2":
            one = self.a("amawulire", "1", "pagination", 'class="pagenav"')
            prv = self.a("amawulire", "Prev", "pagination", 'title="Prev" class="pagenav"')
            pager = f'<div class="k2Pagination"><ul class="pagination"><li>{prv}</li><li>{one}</li><li class="active"><a>2</a></li><li><a href="/amawulire?start=20" class="pagenav">3</a></li></ul><div class="clr"></div>Page 2 of 240</div>'
        return f'<div id="k2Container" class="itemListView">{h}<div class="itemList"><div id="itemListLeading">{items}{older}</div></div>{pager}</div>'

    def service_main(self, doc: Doc) -> str:
        html = self.blocks(doc)
        if doc.kind == "not-found":
            latest = "".join(f"<li>{self.a(k, self.docs[k].title, 'content')}</li>" for k in doc.extra["latest"])
            return f'<div class="error-page"><h1 class="error-code">404</h1><h2>{esc(doc.title)}</h2>{html}<p><a href="/">Ddayo ku lupapula olusooka</a></p><h3>Amawulire amapya</h3><ul>{latest}</ul></div>'
        extra = ""
        if doc.key == "amafuta":
            extra = f'<p class="related">Soma ne: {self.a("mataba", self.docs["mataba"].title, "content")}</p>'
        return f'<div class="item-page"><div class="page-header"><h1>{esc(doc.title)}</h1></div><div class="articleBody">{html}{extra}</div></div>'

    def archive_page(self, doc: Doc) -> str:
        """The old Joomla 1.5 site (rhuk_milkyway-like tables), windows-1252 declared only in <meta http-equiv>."""
        paras = "".join(
            "<p><strong>Bya Charles Kato</strong></p>" if b[0] == "box" else f"<p>{self.inline(b[1])}</p>"
            for b in doc.blocks
        )
        return f"""<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="en-gb" lang="en-gb" >
<head>
<meta http-equiv="content-type" content="text/html; charset=windows-1252" />
<meta name="robots" content="index, follow" />
<meta name="keywords" content="eddoboozi, amawulire, uganda" />
<meta name="title" content="{esc(doc.title)}" />
<meta name="author" content="Administrator" />
<meta name="description" content="Eddoboozi - Amawulire" />
<meta name="generator" content="Joomla! 1.5 - Open Source Content Management" />
<title>{esc(doc.title)}</title>
<link href="/archive/templates/rhuk_milkyway/favicon.ico" rel="shortcut icon" type="image/x-icon" />
<script type="text/javascript" src="/archive/media/system/js/mootools.js"></script>
<script type="text/javascript" src="/archive/media/system/js/caption.js"></script>
<link rel="stylesheet" href="/archive/templates/system/css/system.css" type="text/css" />
<link rel="stylesheet" href="/archive/templates/rhuk_milkyway/css/template.css" type="text/css" />
<style type="text/css">/*PAD*/</style>
</head>
<body id="page_bg" class="color_blue bg_blue width_fmax">
<a name="up" id="up"></a>
<div class="center" align="center">
<div id="wrapper"><div id="wrapper_r">
<div id="header"><div id="header_l"><div id="header_r"><div id="logo"></div></div></div></div>
<div id="tabarea"><div id="tabarea_l"><div id="tabarea_r"><div id="tabmenu"><table cellpadding="0" cellspacing="0" class="pill"><tr><td class="pill_l">&nbsp;</td><td class="pill_m"><div id="pillmenu"><ul class="menu"><li class="item1"><a href="/archive/"><span>Home</span></a></li><li id="current" class="active item55"><a href="/archive/index.php?option=com_content&amp;view=category&amp;id=34&amp;Itemid=55"><span>Amawulire</span></a></li><li class="item56"><a href="/archive/index.php?option=com_content&amp;view=category&amp;id=35&amp;Itemid=56"><span>Emizannyo</span></a></li><li class="item57"><a href="/archive/index.php?option=com_contact&amp;Itemid=57"><span>Contact Us</span></a></li></ul></div></td><td class="pill_r">&nbsp;</td></tr></table></div></div></div></div>
<div id="search"><form action="/archive/index.php" method="post"><div class="search"><input name="searchword" id="mod_search_searchword" maxlength="20" alt="Search" class="inputbox" type="text" size="20" value="search..." /></div><input type="hidden" name="task" value="search" /><input type="hidden" name="option" value="com_search" /></form></div>
<div id="pathway"><span class="breadcrumbs pathway"><a href="/archive/" class="pathway">Home</a> <img src="/archive/templates/rhuk_milkyway/images/arrow.png" alt="" /> <a href="/archive/index.php?option=com_content&amp;view=category&amp;id=34&amp;Itemid=55" class="pathway">Amawulire</a> <img src="/archive/templates/rhuk_milkyway/images/arrow.png" alt="" /> {esc(doc.title)}</span></div>
<div class="clr"></div>
<div id="whitebox"><div id="whitebox_t"><div id="whitebox_tl"><div id="whitebox_tr"></div></div></div>
<div id="whitebox_m"><div id="area">
<div id="leftcolumn">
<div class="module_menu"><div><div><div><h3>Main Menu</h3><ul class="menu"><li><a href="/archive/"><span>Home</span></a></li><li><a href="/archive/index.php?option=com_content&amp;view=category&amp;id=34&amp;Itemid=55"><span>Amawulire</span></a></li><li>{self.a("home", "Eddoboozi empya", "nav")}</li></ul></div></div></div></div>
</div>
<div id="maincolumn">
<table class="nopad"><tr valign="top"><td>
<table class="contentpaneopen">
<tr><td class="contentheading" width="100%">{esc(doc.title)}</td>
<td align="right" width="100%" class="buttonheading"><a href="/archive/index.php?view=article&amp;catid=34%3Aamawulire&amp;id=1832%3Aabasomesa-be-mubende-beekalakaasizza&amp;format=pdf&amp;option=com_content&amp;Itemid=55" title="PDF" onclick="window.open(this.href,'win2','status=no,toolbar=no,scrollbars=yes,titlebar=no,menubar=no,resizable=yes,width=640,height=480,directories=no,location=no'); return false;" rel="nofollow"><img src="/archive/images/M_images/pdf_button.png" alt="PDF" /></a></td>
<td align="right" width="100%" class="buttonheading"><a href="/archive/index.php?view=article&amp;catid=34%3Aamawulire&amp;id=1832%3Aabasomesa-be-mubende-beekalakaasizza&amp;tmpl=component&amp;print=1&amp;layout=default&amp;page=&amp;option=com_content&amp;Itemid=55" title="Print" rel="nofollow"><img src="/archive/images/M_images/printButton.png" alt="Print" /></a></td>
</tr>
</table>
<table class="contentpaneopen">
<tr><td valign="top"><span class="small">Written by Administrator</span>&nbsp;&nbsp;</td></tr>
<tr><td valign="top" class="createdate">Thursday, 12 March 2009 14:20</td></tr>
<tr><td valign="top">{paras}</td></tr>
<tr><td colspan="2" align="left" class="modifydate">Last Updated ( Friday, 13 March 2009 09:02 )</td></tr>
</table>
<span class="article_separator">&nbsp;</span>
<table align="center" class="pagenav"><tr><th class="pagenav_prev"><a href="/archive/index.php?option=com_content&amp;view=article&amp;id=1831:abalimi-b-emmwanyi-e-lwengo&amp;catid=34:amawulire&amp;Itemid=55">&lt; Prev</a></th><td width="50">&nbsp;</td><th class="pagenav_next"><a href="/archive/index.php?option=com_content&amp;view=article&amp;id=1833:ttiimu-ya-buddu-etendekebwa&amp;catid=34:amawulire&amp;Itemid=55">Next &gt;</a></th></tr></table>
</td></tr></table>
</div>
<div class="clr"></div>
</div><div class="clr"></div></div>
<div id="whitebox_b"><div id="whitebox_bl"><div id="whitebox_br"></div></div></div></div>
<div id="footerspacer"></div>
</div>
<div id="footer"><div id="footer_l"><div id="footer_r"><p id="syndicate"><a href="/archive/index.php?format=feed&amp;type=rss"><img src="/archive/images/M_images/livemarks.png" alt="feed-image" /><span>Feed Entries</span></a></p><p id="power_by">Powered by <a href="http://www.joomla.org">Joomla!</a>. Valid <a href="http://validator.w3.org/check/referer">XHTML</a> and <a href="http://jigsaw.w3.org/css-validator/check/referer">CSS</a>.</p></div></div></div>
</div></div>
</body>
</html>"""
