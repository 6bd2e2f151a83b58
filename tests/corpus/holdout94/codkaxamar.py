# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes are deliberate)
"""Codka Xamar: a Mogadishu news site in Somali on **WordPress** with the tagDiv **Newspaper** theme and **Yoast SEO**
(`td-post-header`, `td-post-title`, `entry-title`, `td-post-content tagdiv-type`, `td-post-author-name`,
`td-post-date`, `td_block_related_posts`, `/YYYY/MM/DD/<slug>/`, `/category/wararka/page/2/`, `/tag/…/`,
`/author/…/`, `/?s=`), Somali (`so`), UTF-8, Mogadishu time (+03:00). WordPress writes **absolute** URLs.

Dates are printed "4 Disembar 2026" (Somali month names) in a `<time>` whose `datetime` is local (+03:00); the top
bar prints *today* ("Sabti, Disembar 5, 2026") on every page. Yoast writes its `@graph` and `article:published_time`
in **UTC** ("+00:00"), so the drought story published at 00:40 on 4 Dec is 21:40 on 3 Dec in its JSON-LD.

Credits: most stories are posted from the newsroom's account "Codka Xamar" (the theme's byline and Yoast's Person are
the site), and the reporter is named in the text: "Qore: …" as the last or first line of the post, "Qore: Maryan
Warsame | Sawirro: Cabdullaahi Xuseen" (a photographer), "Qore: Axmed Yuusuf Cumar iyo Ilhaan Maxamuud" (two, joined
by "iyo"), "Qore: Desk-ka Wararka" (the desk, no person), and a Xinhua story translated into Somali ("Xinhua |
Waxaa turjumay: Faadumo Cali Jaamac"). Two reporters post from their own accounts; the column is by "Dr. Xasan Cali
Geele" with a bio tail and a disclaimer. The breaking story's WordPress title starts "DEG DEG:" and was updated. The
"most read" box links a deleted story whose URL answers 200 with the theme's "Bogga lama helin" page (a soft 404)."""

from __future__ import annotations

import json
from urllib.parse import quote

from common import Base, local_iso, page, story, to_utc
from sitekit import Doc, css_rules, esc

ORIGIN = "https://codkaxamar.test"
MONTHS = [
    "Janaayo",
    "Febraayo",
    "Maarso",
    "Abriil",
    "Maajo",
    "Juun",
    "Luulyo",
    "Ogosto",
    "Sebtembar",
    "Oktoobar",
    "Nofembar",
    "Disembar",
]
DAYS = ["Isniin", "Talaado", "Arbaco", "Khamiis", "Jimce", "Sabti", "Axad"]
ARTS = ["miisaaniyad", "abaar", "dab", "doorasho", "xinhua", "aragti", "xoolo", "kubadda"]
MOST_READ = ["abaar", "dab", "gone", "miisaaniyad"]


def so_date(local: str) -> str:
    """'2026-12-04 10:25' as the theme prints it: '4 Disembar 2026'."""
    y, m, d = (int(x) for x in local.split()[0].split("-"))
    return f"{d} {MONTHS[m - 1]} {y}"


class CodkaXamar(Base):
    origin = ORIGIN
    name = "Codka Xamar"
    prefix = "cxm"
    language = "so"
    content_type = "text/html; charset=UTF-8"
    absolute = True

    def pad_rules(self) -> list[str]:
        return css_rules(
            "cxm",
            [
                ".td-header-wrap",
                ".td-header-menu-wrap .menu-item",
                ".td-post-title .entry-title",
                ".td-post-content p",
                ".td-post-author-name",
                ".td_module_wrap",
                ".td_block_related_posts",
                ".td-a-rec",
                ".td-footer-wrapper",
                ".cmplz-cookiebanner",
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
                "Codka Xamar",
                "wp-newspaper-home",
                list=["dab", "miisaaniyad", "abaar", "kubadda", "doorasho", "xoolo", "aragti", "xinhua"],
                more="wararka",
            )
        )
        add(
            page(
                "wararka",
                "/category/wararka/",
                "section",
                "Wararka",
                "wp-category",
                list=["dab", "miisaaniyad", "abaar", "doorasho"],
                more="wararka2",
            )
        )
        add(
            page(
                "wararka2",
                "/category/wararka/page/2/",
                "section",
                "Wararka",
                "wp-category-page2",
                list=["xinhua", "aragti"],
                older=[
                    (
                        "/2026/11/30/ciidamada-dowladda-oo-la-wareegay-degmada-adan-yabaal/",
                        "Ciidamada dowladda oo la wareegay degmada Aadan Yabaal",
                        "30 Nofembar 2026",
                    ),
                    (
                        "/2026/11/29/roobab-mahiigaan-ah-oo-ka-da-ay-gobolka-hiiraan/",
                        "Roobab mahiigaan ah oo ka da'ay gobolka Hiiraan",
                        "29 Nofembar 2026",
                    ),
                    (
                        "/2026/11/29/dekedda-muqdisho-oo-hesho-wiishado-cusub/",
                        "Dekedda Muqdisho oo heshay wiishado cusub",
                        "29 Nofembar 2026",
                    ),
                ],
            )
        )
        add(
            page(
                "ganacsi",
                "/category/ganacsi/",
                "section",
                "Ganacsi",
                "wp-category",
                list=["xoolo", "miisaaniyad", "xinhua"],
            )
        )
        add(
            page(
                "tag",
                "/tag/muqdisho/",
                "tag",
                "Muqdisho",
                "wp-tag",
                list=["dab", "miisaaniyad", "doorasho"],
            )
        )
        add(
            page(
                "author",
                "/author/cabdiqaadir-maxamed-nuur/",
                "author",
                "Cabdiqaadir Maxamed Nuur",
                "wp-author",
                list=["miisaaniyad", "doorasho"],
                bio="Cabdiqaadir Maxamed Nuur waa wariye ka tirsan Codka Xamar oo ka warbixiya siyaasadda iyo baarlamaanka. Wuxuu ku biiray shabakadda sannadkii 2019.",
            )
        )
        add(
            page(
                "search",
                "/?s=abaaraha",
                "search",
                "Natiijada raadinta: abaaraha",
                "wp-search",
                list=["abaar", "xoolo"],
            )
        )
        add(
            page(
                "sarif",
                "/sarifka-lacagaha/",
                "live-data",
                "Sarifka lacagaha maanta ee suuqa Muqdisho",
                "currency-table",
                [
                    "La cusbooneysiiyay: Sabti, 5 Disembar 2026, 08:00",
                    "T: Lacagta | Iibsi (SOS) | Iibin (SOS)",
                    "T: 1 Doollarka Mareykanka (USD) | 25,800 | 26,100",
                    "T: 1 Yuuro (EUR) | 27,350 | 27,900",
                    "T: 1 Dirhamka Imaaraadka (AED) | 7,000 | 7,150",
                    "T: 1 Riyaalka Sacuudiga (SAR) | 6,850 | 7,000",
                    "T: 100 Shilinka Kenya (KES) | 19,900 | 20,400",
                    "T: 100 Birta Itoobiya (ETB) | 18,200 | 18,900",
                    "Qiimayaashan waa kuwa suuqa lacag-sarifka ee Bakaaraha iyo Hamarweyne subaxnimadii, waxayna ku kala duwanaan karaan xawaaladaha iyo bangiyada. Codka Xamar ma aha hay'ad maaliyadeed.",
                ],
            )
        )
        add(
            page(
                "gone",
                "/2026/11/28/wasiirka-maaliyadda-oo-iscasilay/",
                "not-found",
                "Bogga lama helin",
                "wp-soft-404",
                [
                    "Waan ka xunnahay, bogga aad raadinaysay lama helin. Waxaa laga yaabaa in la tirtiray, la beddelay cinwaankiisa ama uusan weligiis jirin.",
                    "Isku day inaad raadiso, ama akhri wararkii ugu dambeeyay ee hoos ku qoran.",
                ],
                latest=["dab", "miisaaniyad", "abaar"],
                title_tag="Page not found - Codka Xamar",
            )
        )
        add(
            page(
                "contact",
                "/nala-soo-xiriir/",
                "about",
                "Nala soo xiriir",
                "wp-page-contact",
                [
                    "Codka Xamar waa shabakad wareed madax-bannaan oo laga maamulo magaalada Muqdisho, kana warbixisa arrimaha Soomaaliya, Geeska Afrika iyo dunida.",
                    "## Xafiiska",
                    "Wadada Maka Al-Mukarama, Degmada Hodan, Muqdisho, Soomaaliya.",
                    "## Wararka iyo talooyinka",
                    "Haddii aad hayso war ama sawir aad rabto inaad nala wadaagto, noogu soo dir wararka@codkaxamar.test ama WhatsApp +252 61 000 0000.",
                    "## Xayeysiiska",
                    "Wixii la xiriira xayeysiiska iyo iskaashiga ganacsi, la xiriir xayeysiis@codkaxamar.test.",
                ],
            )
        )
        # --- stories -------------------------------------------------------------------------------------------
        add(
            story(
                "miisaaniyad",
                "/2026/12/04/golaha-shacabka-oo-ansixiyay-miisaaniyadda-2027/",
                "Golaha Shacabka oo ansixiyay miisaaniyadda dowladda ee sannadka 2027",
                "2026-12-04",
                to_utc("2026-12-04 10:25", 3, "+00:00"),
                "2026-12-04 10:25",
                ["Cabdiqaadir Maxamed Nuur"],
                [
                    "Muqdisho (Codka Xamar) – Golaha Shacabka ee Baarlamaanka Soomaaliya ayaa maanta ansixiyay miisaaniyadda dowladda federaalka ee sannadka 2027, taas oo gaaraysa 1.42 bilyan oo doollar, kadib dood socotay muddo saddex toddobaad ah.",
                    "Kulanka oo uu guddoominayay guddoomiye ku-xigeenka koowaad ee golaha ayaa waxaa ka qeybgalay 214 xildhibaan. Miisaaniyadda waxaa u codeeyay 187 xildhibaan, 19 ayaa ka soo horjeestay, halka siddeed kale ay ka aamuseen.",
                    "Wasiirka Maaliyadda ayaa sheegay in miisaaniyadda cusub ay ku tiirsan tahay kororka dakhliga gudaha, gaar ahaan canshuuraha dekedaha iyo garoomada diyaaradaha, isla markaana ay qoondo gaar ah u leedahay mushaarka ciidamada iyo adeegyada bulshada.",
                    "## Qoondada waxbarashada iyo caafimaadka",
                    "Sida ay muujinayaan tirakoobka miisaaniyadda, waxbarashada waxaa loo qoondeeyay 96 milyan oo doollar, halka caafimaadka loo qoondeeyay 71 milyan oo doollar, taas oo ah korodh dhan 14 boqolkiiba marka la barbar dhigo sannadkii hore.",
                    "Qaar ka mid ah xildhibaanada mucaaradka ayaa ku dooday in miisaaniyaddu ay si weyn ugu tiirsan tahay kaalmada deeq-bixiyeyaasha caalamka, islamarkaana aysan si buuxda uga jawaabayn baahiyaha gobollada ay [[abaar|abaaruhu saameeyeen]].",
                    "“Miisaaniyaddan waxay xoojinaysaa hay'adaha dowladda, laakiin waa in lacagtu gaartaa dadka ku nool tuulooyinka fog,” ayuu yiri xildhibaan Cabdiwali Xirsi Faarax oo ka tirsan guddiga maaliyadda ee golaha.",
                    "Miisaaniyadda ayaa hadda loo gudbin doonaa Aqalka Sare si ay u ansixiyaan ka hor inta uusan madaxweynuhu saxiixin, taas oo la filayo inay dhacdo dhammaadka bisha Disembar.",
                    "SIGN: Qore: Cabdiqaadir Maxamed Nuur",
                ],
                "wp-reporter-account-qore-tail",
                section="Wararka",
                wp_user="Cabdiqaadir Maxamed Nuur",
                tags=["Baarlamaanka", "Muqdisho"],
            )
        )
        add(
            story(
                "abaar",
                "/2026/12/04/qoysas-ku-barakacay-abaaraha-oo-soo-gaaray-duleedka-baydhabo/",
                "Qoysas ku barakacay abaaraha oo soo gaaray duleedka Baydhabo",
                "2026-12-04",
                to_utc("2026-12-04 00:40", 3, "+00:00"),
                "2026-12-04 00:40",
                ["Maryan Warsame"],
                [
                    'RAW:<p class="qore"><strong>Qore: Maryan Warsame</strong> | Sawirro: Cabdullaahi Xuseen</p>',
                    "Baydhabo (Codka Xamar) – Boqolaal qoys oo ka soo barakacay tuulooyinka ku yaal degmooyinka Buurhakaba iyo Diinsoor ayaa toddobaadkan soo gaaray xeryaha ku yaal duleedka magaalada Baydhabo, kadib markii roobabkii dayrta ay guuldarreysteen.",
                    "Odayaasha xeryaha ayaa sheegay in in ka badan 600 oo qoys ay yimaadeen muddadii u dhaxeysay 20-kii Nofembar iyo maanta, kuwaas oo intooda badan ay ahaayeen beeraley iyo xoolo-dhaqato lumiyay xoolihii iyo dalagyadii.",
                    "FIG: Xerada barakacayaasha ee Baydhabo | Qoysas barakacayaal ah oo ku sugan xero ku taal duleedka Baydhabo. Sawir: Cabdullaahi Xuseen / Codka Xamar",
                    "“Waxaan socod ku soo galnay afar maalmood. Lixdii neef ee aan haysannay dhammaantood way dhinteen, hadda waxba ma haysanno,” ayay tiri Nuurto Aadan Macallin, oo ah hooyo shan carruur ah.",
                    "Hay'adaha samafalka ayaa ka digay in xaaladda biyaha iyo cuntada ay ka sii dari karto xeryaha, halkaas oo ay ku nool yihiin in ka badan 40,000 oo qof oo hore u barakacay. Ceelasha xeryaha qaarkood ayaa qalalay, dadkuna waxay biyaha ka iibsadaan gaadiid dameer.",
                    "Maamulka gobolka Baay ayaa ugu baaqay dowladda federaalka iyo beesha caalamka inay si degdeg ah gargaar u gaarsiiyaan qoysaska cusub, isagoo sheegay in xilliga jiilaalka ee soo socda uu noqon karo mid aad u adag.",
                    "FIG: Carruur ku ag taagan ceel biyo | Carruur biyo ka dhaamineysa ceel ku yaal xerada. Sawir: Cabdullaahi Xuseen / Codka Xamar",
                    "Sida ay sheegtay hay'adda qaramada midoobay ee isku-dubbaridka arrimaha bini'aadannimada, in ka badan 1.1 milyan oo qof ayaa ku barakacay abaaraha Soomaaliya muddadii u dambeysay ee laba sano.",
                ],
                "wp-site-account-qore-photographer-utc-previous-day",
                section="Wararka",
                tags=["Abaaraha", "Baydhabo"],
            )
        )
        add(
            story(
                "dab",
                "/2026/12/04/deg-deg-dab-xoog-leh-oo-ka-kacay-suuqa-bakaaraha/",
                "Dab xoog leh oo ka kacay qeyb ka mid ah suuqa Bakaaraha",
                "2026-12-04",
                to_utc("2026-12-04 13:05", 3, "+00:00"),
                "2026-12-04 13:05",
                [],
                [
                    "NOTE: Warkan waa la cusbooneysiiyay: 4 Disembar 2026, 14:10",
                    "Muqdisho (Codka Xamar) – Dab xoog leh ayaa duhurnimadii maanta ka kacay qeyb ka mid ah suuqa Bakaaraha ee degmada Hawlwadaag, kaas oo gubay tiro dukaamo ah oo ay ku jireen kuwa dharka iyo qalabka korontada.",
                    "Goobjoogayaal ayaa sheegay in dabka uu ka bilowday bakhaar ku yaal agagaarka suuqa dharka, isla markaana uu si dhakhso ah ugu faafay dukaamada ku xiga dabaysha awgeed.",
                    "Gaadiidka dab-demiska ee gobolka Banaadir ayaa goobta gaaray 40 daqiiqo kadib, waxayna dabka ku xakameeyeen ku dhawaad laba saacadood. Ilaa hadda lama oga khasaaraha guud, wax dhimasho ahna lagama soo warin.",
                    "Duqa magaalada Muqdisho ayaa booqday goobta, wuxuuna sheegay in guddi loo magacaabi doono baaritaanka sababta dabka iyo qiimeynta khasaaraha ganacsatada.",
                    "Warkan waa la cusbooneysiin doonaa markii aan helno faahfaahin dheeraad ah.",
                    "SIGN: Qore: Desk-ka Wararka",
                ],
                "wp-deg-deg-kicker-desk-credit-updated",
                section="Wararka",
                wp_title="DEG DEG: Dab xoog leh oo ka kacay qeyb ka mid ah suuqa Bakaaraha",
                modified=to_utc("2026-12-04 14:10", 3, "+00:00"),
                updated="2026-12-04 14:10",
                tags=["Bakaaraha", "Muqdisho"],
            )
        )
        add(
            story(
                "doorasho",
                "/2026/12/03/guddiga-doorashooyinka-oo-shaaciyay-jadwalka-diiwaangelinta-banaadir/",
                "Guddiga doorashooyinka oo shaaciyay jadwalka diiwaangelinta codbixiyeyaasha Banaadir",
                "2026-12-03",
                to_utc("2026-12-03 16:30", 3, "+00:00"),
                "2026-12-03 16:30",
                ["Cabdiqaadir Maxamed Nuur"],
                [
                    "Muqdisho (Codka Xamar) – Guddiga Qaranka ee Doorashooyinka iyo Xuduudaha ayaa maanta shaaciyay jadwalka diiwaangelinta codbixiyeyaasha gobolka Banaadir, kaas oo bilaabanaya 15-ka Disembar una socon doona muddo 45 maalmood ah.",
                    "Guddoomiyaha guddiga ayaa shir jaraa'id oo uu ku qabtay xarunta guddiga ku sheegay in 17-ka degmo ee gobolka lagu furi doono 312 xarumood oo diiwaangelin, kuwaas oo shaqeyn doona subaxa ilaa galabta.",
                    "## Yaa is diiwaangelin kara?",
                    "Muwaadin kasta oo Soomaali ah oo da'diisu tahay 18 sano ama ka badan, hayana kaarka aqoonsiga qaranka ama baasaboor ansax ah, ayaa xaq u leh inuu is diiwaangeliyo.",
                    "Guddiga ayaa sheegay in xarumaha ugu horreeya laga furi doono degmooyinkan:",
                    "- Degmada Hodan: 34 xarumood",
                    "- Degmada Wadajir: 27 xarumood",
                    "- Degmada Kaaraan: 25 xarumood",
                    "- Degmada Dayniile: 22 xarumood",
                    "## Walaacyada xisbiyada",
                    "Xisbiyada mucaaradka qaarkood ayaa walaac ka muujiyay amniga xarumaha ku yaal degmooyinka duleedka, waxayna ku baaqeen in goobjoogayaal madax-bannaan loo oggolaado inay la socdaan geeddi-socodka.",
                    "Guddiga ayaa ku jawaabay in ciidamada booliska ay sugi doonaan xarun kasta, isla markaana ururrada bulshada rayidka ah loo fasaxi doono inay kormeeraan diiwaangelinta.",
                    "SIGN: Qore: Cabdiqaadir Maxamed Nuur",
                ],
                "wp-subheads-list-reporter-account",
                section="Wararka",
                wp_user="Cabdiqaadir Maxamed Nuur",
                tags=["Doorashooyinka", "Muqdisho"],
            )
        )
        add(
            story(
                "xinhua",
                "/2026/12/03/bangiga-adduunka-oo-saadaaliyay-korriin-dhaqaale-geeska-afrika/",
                "Bangiga Adduunka oo saadaaliyay korriin dhaqaale oo ka dhaca Geeska Afrika sannadka 2027",
                "2026-12-03",
                to_utc("2026-12-03 15:00", 3, "+00:00"),
                "2026-12-03 15:00",
                [],
                [
                    "Nairobi (Xinhua) – Bangiga Adduunka ayaa Khamiistii saadaaliyay in dhaqaalaha waddamada Geeska Afrika uu sannadka 2027 kori doono celcelis ahaan 5.8 boqolkiiba, taas oo ka sarreysa celceliska qaaradda Afrika.",
                    "Warbixinta bangiga ee ku saabsan xaaladda dhaqaale ee Bariga Afrika ayaa sheegtay in kororka uu ka imaan doono maalgashiga kaabayaasha, ganacsiga gobolka iyo soo kabashada wax-soo-saarka beeraha kadib roobab wanaagsan oo ka da'ay qeybo ka mid ah gobolka.",
                    "Si kastaba ha ahaatee, warbixintu waxay ka digtay in deymaha dibadda, isbeddelka cimilada iyo qiimaha shidaalka ee caalamka ay caqabad ku noqon karaan korriinka, gaar ahaan waddamada ku tiirsan soo dejinta cuntada.",
                    "Itoobiya iyo Kenya ayaa la filayaa inay noqdaan dhaqaalaha ugu korriinka badan gobolka, halka Soomaaliya la saadaaliyay inay gaarto korriin dhan 4.1 boqolkiiba, kadib dib-u-habeynta canshuuraha iyo kororka lacagaha ay soo diraan Soomaalida qurbaha.",
                    "SIGN: Xinhua | Waxaa turjumay: Faadumo Cali Jaamac",
                ],
                "wp-xinhua-translated-translator-credit",
                section="Ganacsi",
                tags=["Dhaqaalaha", "Bangiga Adduunka"],
            )
        )
        add(
            story(
                "aragti",
                "/2026/12/03/tahriibka-dhalinyarada-masuuliyadda-yaa-leh/",
                "Tahriibka dhalinyarada: masuuliyadda yaa leh?",
                "2026-12-03",
                to_utc("2026-12-03 09:00", 3, "+00:00"),
                "2026-12-03 09:00",
                ["Xasan Cali Geele"],
                [
                    "Toddobaad kasta waxaan maqalnaa war ku saabsan dhalinyaro Soomaaliyeed oo ku naf waayay badda Mediterranean-ka ama saxaraha Liibiya. Waalidiinta ayaa baroorta, bulshaduna waxay ku celcelisaa su'aal la mid ah: maxaa dhalinyaradeenna ku dhiirrigeliya inay naftooda halis geliyaan?",
                    "Jawaabtu ma aha mid fudud. Shaqo la'aanta ayaa ah sababta ugu horreysa. Dhalinyaro badan oo jaamacadaha ka qalin jabiyay ayaan helin shaqo u dhiganta aqoontooda, waxayna arkaan in mustaqbalkoodu uu ka baxsan yahay dalka.",
                    "Laakiin sababtu kaliya ma aha dhaqaale. Warbaahinta bulshada ayaa muujisa nolol qurux badan oo reer qurbaha ah, taas oo inta badan aan ka tarjumeyn xaqiiqda. Dhalinyaradu waxay arkaan sawirro, mana arkaan dhibaatada iyo kelinimada.",
                    "Dowladda, ganacsatada iyo waalidiinta dhammaan waxay leeyihiin masuuliyad. Dowladdu waa inay maalgeliso tababarka xirfadaha iyo mashaariicda shaqo-abuurka. Ganacsatadu waa inay fursad siiyaan dhalinyarada aan waayo-aragnimada lahayn. Waalidiinta waa inay ka wada hadlaan carruurtooda khatarta socdaalka.",
                    "Ugu dambeyntii, dhalinyarada lafteeda ayaa go'aanka qaata. Waxaan u baahannahay inaan u sheegno run: dalkan waa dalkooda, mustaqbalkiisuna waa mid ay iyagu dhisi karaan haddii fursad la siiyo.",
                    "SIGN: Dr. Xasan Cali Geele waa macallin wax ka dhiga Jaamacadda Ummadda Soomaaliyeed, kulliyadda cilmiga bulshada.",
                    "NOTE: Aragtiyaha ku qoran qormadan waxay ka turjumayaan aragtida qoraaga, mana aha mowqifka Codka Xamar.",
                ],
                "wp-column-dr-bio-disclaimer",
                section="Aragtida",
                wp_user="Dr. Xasan Cali Geele",
                tags=["Tahriibka", "Dhalinyarada"],
            )
        )
        add(
            story(
                "xoolo",
                "/2026/12/03/dhoofinta-xoolaha-oo-kor-u-kacday-qiimaha-geela-oo-sare-u-kacay/",
                "Dhoofinta xoolaha oo kor u kacday, qiimaha geela iyo adhiga oo sare u kacay",
                "2026-12-03",
                to_utc("2026-12-03 11:40", 3, "+00:00"),
                "2026-12-03 11:40",
                ["Axmed Yuusuf Cumar"],
                [
                    "Boosaaso (Codka Xamar) – Dhoofinta xoolaha ee dekedda Boosaaso ayaa bishan kor u kacday, iyadoo ganacsatadu ay sheegeen in dalabka ka imaanaya waddamada Khaliijka uu sare u kacay ka hor xilliga xajka iyo ciidaha.",
                    "Xafiiska dekedda ayaa sheegay in Nofembar laga dhoofiyay in ka badan 310,000 oo neef oo adhi ah iyo 21,000 oo neef oo geel ah, taas oo ah korodh dhan 18 boqolkiiba marka la barbar dhigo bishii ka horreysay.",
                    "Qiimaha xoolaha ee suuqyada dhoofinta ayaa isna kor u kacay, sida ay muujinayaan tirakoobka ururka ganacsatada xoolaha:",
                    "T: Nooca xoolaha | Qiimaha Nofembar (USD) | Qiimaha Disembar (USD)",
                    "T: Geel | 820 | 865",
                    "T: Lo' | 410 | 430",
                    "T: Ido | 78 | 85",
                    "T: Riyo | 70 | 74",
                    "Ganacsade Cabdiraxmaan Siciid Maxamuud oo muddo 20 sano ah xoolo dhoofinayay ayaa sheegay in kororka qiimaha uu faa'iido u yahay xoolo-dhaqatada, balse ay jiraan caqabado la xiriira caafimaadka xoolaha iyo shahaadooyinka.",
                    "“Waddamada soo dejiya waxay rabaan shahaado caafimaad oo la isku halleyn karo. Haddii aan helno xarumo baaritaan oo casri ah, dhoofintu waxay laban-laabmi kartaa,” ayuu yiri.",
                    "SIGN: Qore: Axmed Yuusuf Cumar",
                ],
                "wp-site-account-qore-table",
                section="Ganacsi",
                tags=["Xoolaha", "Boosaaso"],
            )
        )
        add(
            story(
                "kubadda",
                "/2026/12/05/xulka-soomaaliya-oo-u-gudbay-wareegga-labaad-ee-cecafa/",
                "Xulka Soomaaliya oo u gudbay wareegga labaad ee koobka CECAFA",
                "2026-12-05",
                to_utc("2026-12-05 08:20", 3, "+00:00"),
                "2026-12-05 08:20",
                ["Axmed Yuusuf Cumar", "Ilhaan Maxamuud"],
                [
                    "Xulka qaranka Soomaaliya ee kubadda cagta ayaa xalay u gudbay wareegga labaad ee koobka CECAFA, kadib markii ay 2-1 ku garaaceen xulka Jabuuti ciyaar ka dhacday garoonka Kampala.",
                    "Goolka koowaad waxaa dhaliyay weeraryahan Cabdullaahi Xasan daqiiqaddii 23-aad, halka goolka labaad uu dhaliyay Maxamed Siciid daqiiqaddii 71-aad. Jabuuti ayaa goolkeeda keliya heshay daqiiqadihii ugu dambeeyay ee ciyaarta.",
                    "Tababaraha xulka ayaa ciyaarta kadib sheegay in ciyaartoydu ay muujiyeen dadaal iyo midnimo, isla markaana ay u diyaar yihiin ciyaarta xigta ee ay la ciyaari doonaan Tanzania Isniinta soo socota.",
                    "SIGN: Qore: Axmed Yuusuf Cumar iyo Ilhaan Maxamuud",
                ],
                "wp-two-names-iyo",
                section="Ciyaaraha",
                tags=["CECAFA", "Kubadda Cagta"],
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def wp_user(self, doc: Doc) -> str:
        return doc.extra.get("wp_user", "Codka Xamar")

    def user_slug(self, name: str) -> str:
        return name.lower().replace("dr. ", "").replace(" ", "-")

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        title = doc.extra.get("wp_title", doc.title)
        if doc.kind == "home":
            tag = "Codka Xamar - Wararka Soomaaliya iyo Geeska Afrika"
        else:
            tag = doc.extra.get("title_tag", f"{title} - Codka Xamar")
        out = [f"<title>{esc(tag)}</title>"]
        if doc.kind == "not-found":
            out.append('<meta name="robots" content="noindex, follow">')
            return "\n".join(out)
        out.append(
            '<meta name="robots" content="index, follow, max-image-preview:large, max-snippet:-1, max-video-preview:-1">'
        )
        out.append(f'<link rel="canonical" href="{esc(url)}">')
        if doc.key == "wararka":
            out.append(f'<link rel="next" href="{esc(self.url("wararka2"))}">')
        out += [
            '<meta property="og:locale" content="so_SO">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            f'<meta property="og:title" content="{esc(tag)}">',
            f'<meta property="og:description" content="{esc(self.lede(doc) if doc.is_article else "Wararka ugu dambeeyay ee Soomaaliya")}">',
            f'<meta property="og:url" content="{esc(url)}">',
            '<meta property="og:site_name" content="Codka Xamar">',
        ]
        graph: list[dict] = []
        if doc.is_article:
            user = self.wp_user(doc)
            uid = f"{ORIGIN}/#/schema/person/{abs(hash_name(user)):x}"
            out += [
                '<meta property="article:publisher" content="https://www.facebook.com/codkaxamar.test">',
                f'<meta property="article:published_time" content="{doc.iso}">',
                f'<meta property="article:modified_time" content="{doc.extra.get("modified", doc.iso)}">',
                f'<meta property="og:image" content="{ORIGIN}/wp-content/uploads/2026/12/{doc.key}-1024x576.jpg">',
                f'<meta name="author" content="{esc(user)}">',
                '<meta name="twitter:card" content="summary_large_image">',
                '<meta name="twitter:label1" content="Written by">',
                f'<meta name="twitter:data1" content="{esc(user)}">',
                '<meta name="twitter:label2" content="Est. reading time">',
                f'<meta name="twitter:data2" content="{max(1, len(doc.body.split()) // 200)} minutes">',
            ]
            graph.append({
                "@type": "NewsArticle" if doc.section != "Aragtida" else "OpinionNewsArticle",
                "@id": f"{url}#article",
                "isPartOf": {"@id": url},
                "author": {"name": user, "@id": uid},
                "headline": doc.extra.get("wp_title", doc.title),
                "datePublished": doc.iso,
                "dateModified": doc.extra.get("modified", doc.iso),
                "mainEntityOfPage": {"@id": url},
                "wordCount": len(doc.body.split()),
                "publisher": {"@id": f"{ORIGIN}/#organization"},
                "image": {"@id": f"{url}#primaryimage"},
                "keywords": doc.extra.get("tags", []),
                "articleSection": [doc.section],
                "inLanguage": "so-SO",
            })  # fmt: skip
            graph.append({
                "@type": "Person", "@id": uid, "name": user,
                "url": f"{ORIGIN}/author/{self.user_slug(user)}/",
            })  # fmt: skip
        page_type = "WebPage" if doc.is_article or doc.kind == "about" else "CollectionPage"
        if doc.kind == "search":
            page_type = ["CollectionPage", "SearchResultsPage"]
        graph.insert(0, {
            "@type": page_type, "@id": url, "url": url, "name": doc.extra.get("wp_title", doc.title) + " - Codka Xamar",
            "isPartOf": {"@id": f"{ORIGIN}/#website"}, "inLanguage": "so-SO",
            "breadcrumb": {"@id": f"{url}#breadcrumb"},
        })  # fmt: skip
        graph.append({
            "@type": "WebSite", "@id": f"{ORIGIN}/#website", "url": f"{ORIGIN}/", "name": "Codka Xamar",
            "description": "Wararka Soomaaliya iyo Geeska Afrika", "publisher": {"@id": f"{ORIGIN}/#organization"},
            "inLanguage": "so-SO",
        })  # fmt: skip
        graph.append({
            "@type": "Organization", "@id": f"{ORIGIN}/#organization", "name": "Codka Xamar", "url": f"{ORIGIN}/",
            "logo": {"@type": "ImageObject", "url": f"{ORIGIN}/wp-content/uploads/2024/02/logo-codka-xamar.png", "width": 300, "height": 90},
            "sameAs": ["https://www.facebook.com/codkaxamar.test", "https://x.com/codkaxamar_test", "https://www.youtube.com/@codkaxamar-test"],
        })  # fmt: skip
        ld = {"@context": "https://schema.org", "@graph": graph}
        out.append(
            f'<script type="application/ld+json" class="yoast-schema-graph">{json.dumps(ld, ensure_ascii=False)}</script>'
        )
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        menu = "".join(
            f'<li class="menu-item menu-item-type-taxonomy menu-item-object-category">{self.a(k, t, "nav")}</li>'
            for k, t in (
                ("home", "Bogga Hore"),
                ("wararka", "Wararka"),
                (f"{ORIGIN}/category/aragtida/", "Aragtida"),
                ("ganacsi", "Ganacsi"),
                (f"{ORIGIN}/category/ciyaaraha/", "Ciyaaraha"),
                (f"{ORIGIN}/category/caalamka/", "Caalamka"),
                (f"{ORIGIN}/category/muuqaal/", "Muuqaal"),
            )
        )
        body_class = (
            "post-template-default single single-post single-format-standard"
            if doc.is_article
            else ("error404" if doc.kind == "not-found" else f"{doc.kind} archive")
        )
        return f"""<!doctype html >
<!--[if IE 8]>    <html class="ie8" lang="en"> <![endif]-->
<!--[if gt IE 8]><!--> <html lang="so-SO"> <!--<![endif]-->
<head>
<meta charset="UTF-8" />
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<link rel="pingback" href="{ORIGIN}/xmlrpc.php" />
<!-- This site is optimized with the Yoast SEO plugin v23.9 - https://yoast.com/wordpress/plugins/seo/ -->
{self.head(doc)}
<!-- / Yoast SEO plugin. -->
<link rel="alternate" type="application/rss+xml" title="Codka Xamar &raquo; Feed" href="{ORIGIN}/feed/" />
<link rel="stylesheet" id="td-theme-css" href="{ORIGIN}/wp-content/themes/Newspaper/style.css?ver=12.6.8" type="text/css" media="all" />
<style id="td-theme-inline-css">/*PAD*/</style>
<script src="{ORIGIN}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script async src="https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=ca-pub-0000000000000000" crossorigin="anonymous"></script>
</head>
<body class="{body_class} td-standard-pack global-block-template-1 td-full-layout" itemscope="itemscope" itemtype="https://schema.org/WebPage">
<div class="td-scroll-up"><i class="td-icon-menu-up"></i></div>
<div id="td-outer-wrap" class="td-theme-wrap">
<div class="td-header-wrap td-header-style-1">
<div class="td-header-top-menu-full td-container-wrap">
<div class="td-header-row td-header-top-menu">
<div class="td-header-sp-top-menu"><div class="td_data_time"><div>Sabti, Disembar 5, 2026</div></div>
<div class="menu-top-container"><ul id="menu-top-menu" class="top-header-menu"><li class="menu-item">{self.a("contact", "Nala soo xiriir", "nav")}</li><li class="menu-item">{self.a("sarif", "Sarifka lacagaha", "nav")}</li><li class="menu-item"><a href="{ORIGIN}/xayeysiis/">Xayeysiis</a></li></ul></div></div>
</div></div>
<div class="td-banner-wrap-full td-logo-wrap-full td-container-wrap">
<div class="td-header-sp-logo"><a class="td-main-logo" href="{ORIGIN}/"><img class="td-retina-data" src="{ORIGIN}/wp-content/uploads/2024/02/logo-codka-xamar.png" alt="Codka Xamar" width="300" height="90"><span class="td-visual-hidden">Codka Xamar</span></a></div>
<div class="td-header-sp-recs"><div class="td-header-rec-wrap"><div class="td-a-rec td-a-rec-id-header"><ins class="adsbygoogle" style="display:inline-block;width:728px;height:90px" data-ad-client="ca-pub-0000000000000000" data-ad-slot="1111111111"></ins><script>(adsbygoogle = window.adsbygoogle || []).push({{}});</script></div></div></div>
</div>
<div class="td-header-menu-wrap-full td-container-wrap"><div class="td-header-menu-wrap td-header-gradient"><div class="td-container td-header-row td-header-main-menu">
<div id="td-header-menu" role="navigation"><div class="menu-main-menu-container"><ul id="menu-main-menu" class="sf-menu">{menu}</ul></div></div>
<div class="header-search-wrap"><div class="td-search-btns-wrap"><a id="td-header-search-button" href="#" aria-label="Search" role="button" class="dropdown-toggle">Raadi</a></div>
<div class="td-drop-down-search"><form method="get" class="td-search-form" action="{ORIGIN}/"><div role="search" class="td-head-form-search-wrap"><input id="td-header-search" type="text" value="" name="s" autocomplete="off" /><input class="wpb_button wpb_btn-inverse btn" type="submit" id="td-header-search-top" value="Raadi" /></div></form></div></div>
</div></div></div>
</div>
<div class="td-main-content-wrap td-container-wrap">
<div class="td-container">
<div class="td-pb-row">
<div class="td-pb-span8 td-main-content" role="main">
{main}
</div>
<div class="td-pb-span4 td-main-sidebar" role="complementary">
<div class="td-ss-main-sidebar">
<div class="td-a-rec td-a-rec-id-sidebar"><ins class="adsbygoogle" style="display:inline-block;width:300px;height:250px" data-ad-client="ca-pub-0000000000000000" data-ad-slot="2222222222"></ins></div>
{self.most_read()}
<aside class="td_block_template_1 widget widget_text"><h4 class="block-title"><span>Sarifka maanta</span></h4><div class="textwidget"><p>1 USD = 26,100 SOS</p><p>{self.a("sarif", "Eeg dhammaan lacagaha", "aside")}</p></div></aside>
<aside class="td_block_template_1 widget widget_tag_cloud"><h4 class="block-title"><span>Mowduucyada</span></h4><div class="tagcloud">{self.a("tag", "Muqdisho", "aside")} <a href="{ORIGIN}/tag/abaaraha/">Abaaraha</a> <a href="{ORIGIN}/tag/doorashooyinka/">Doorashooyinka</a> <a href="{ORIGIN}/tag/al-shabaab/">Al-Shabaab</a></div><p class="td-popular-searches">Raadinta ugu badan: {self.a("search", "abaaraha", "aside")}</p></aside>
</div>
</div>
</div>
</div>
</div>
<div class="td-footer-wrapper td-container-wrap">
<div class="td-container"><div class="td-pb-row">
<div class="td-pb-span4"><div class="td-footer-info"><div class="footer-logo-wrap"><a href="{ORIGIN}/"><img src="{ORIGIN}/wp-content/uploads/2024/02/logo-codka-xamar-white.png" alt="Codka Xamar" width="200" height="60"></a></div><div class="footer-text-wrap">Codka Xamar waa shabakad wareed oo madax-bannaan oo ka soo warama Soomaaliya iyo Geeska Afrika.<div class="footer-email-wrap">Nala soo xiriir: <a href="mailto:info@codkaxamar.test">info@codkaxamar.test</a></div></div></div></div>
<div class="td-pb-span4"><h4 class="block-title"><span>Qaybaha</span></h4><ul><li>{self.a("wararka", "Wararka", "footer")}</li><li>{self.a("ganacsi", "Ganacsi", "footer")}</li><li><a href="{ORIGIN}/category/aragtida/">Aragtida</a></li><li>{self.a("sarif", "Sarifka lacagaha", "footer")}</li><li>{self.a("contact", "Nala soo xiriir", "footer")}</li></ul></div>

</div></div>
<div class="td-sub-footer-container"><div class="td-container"><div class="td-pb-row"><div class="td-pb-span td-sub-footer-copy">&copy; 2026 Codka Xamar. Xuquuqda oo dhan way dhowran tahay.</div></div></div></div>
</div>
</div>
<div id="cmplz-cookiebanner-container"><div class="cmplz-cookiebanner cmplz-categories banner-1 optin" role="dialog" aria-live="polite" aria-labelledby="cmplz-header-1-optin"><div class="cmplz-header"><div class="cmplz-title" id="cmplz-header-1-optin">Maamul oggolaanshaha cookies-ka</div></div><div class="cmplz-message">Waxaan isticmaalnaa cookies si aan u hagaajinno adeegga.</div><div class="cmplz-buttons"><button class="cmplz-btn cmplz-accept">Aqbal</button><button class="cmplz-btn cmplz-deny">Diid</button><button class="cmplz-btn cmplz-view-preferences">Eeg doorashooyinka</button></div></div></div>
<script type="text/javascript" id="td-generated-footer-js">var tdBlocksArray = []; var td_ajax_url="{ORIGIN}/wp-admin/admin-ajax.php?td_theme_name=Newspaper&v=12.6.8"; var tds_login_sing_in_widget="show"; var td_viewport_interval_list=[{{"limitBottom":767,"sidebarWidth":228}},{{"limitBottom":1018,"sidebarWidth":300}}];</script>
<script src="{ORIGIN}/wp-content/themes/Newspaper/js/tagdiv_theme.min.js?ver=12.6.8" id="td-site-min-js"></script>
</body>
</html>"""

    def most_read(self) -> str:
        items = []
        for i, k in enumerate(MOST_READ, 1):
            if k == "gone":
                title = "Wasiirka Maaliyadda oo is casilay, kadib muran ka dhashay heshiis deyn"
            else:
                title = self.docs[k].extra.get("wp_title", self.docs[k].title)
            items.append(
                f'<div class="td_module_wrap td_module_mx_num"><span class="td-big-grid-num">{i}</span><h3 class="entry-title td-module-title">{self.a(k, title, "aside")}</h3></div>'
            )
        return f'<div class="td_block_wrap td_block_popular"><h4 class="block-title"><span>Ugu akhriska badan</span></h4>{"".join(items)}</div>'

    def story_main(self, doc: Doc) -> str:
        url = self.url(doc.key)
        user = self.wp_user(doc)
        cat_key = {"Wararka": "wararka", "Ganacsi": "ganacsi"}.get(doc.section)
        cat = (
            self.a(cat_key, doc.section, "breadcrumb")
            if cat_key
            else f'<a href="{ORIGIN}/category/{doc.section.lower()}/">{esc(doc.section)}</a>'
        )
        author_link = (
            self.a("author", user, "byline")
            if user == "Cabdiqaadir Maxamed Nuur"
            else f'<a href="{ORIGIN}/author/{self.user_slug(user)}/">{esc(user)}</a>'
        )
        tags = "".join(
            f"<li>{self.a('tag', t, 'tag')}</li>"
            if t == "Muqdisho"
            else f'<li><a href="{ORIGIN}/tag/{quote(t.lower().replace(" ", "-"))}/">{esc(t)}</a></li>'
            for t in doc.extra.get("tags", [])
        )
        related = [k for k in ARTS if k != doc.key and self.docs[k].section == doc.section][:2]
        related += [k for k in ARTS if k != doc.key and k not in related][: 2 - len(related)]
        rel = "".join(
            f'<div class="td-related-span4"><div class="td_module_related_posts td_mod_related_posts"><div class="item-details"><h3 class="entry-title td-module-title">{self.a(k, self.docs[k].extra.get("wp_title", self.docs[k].title), "related")}</h3></div></div></div>'
            for k in related
        )
        idx = ARTS.index(doc.key)
        u = quote(url, safe="")
        modified = ""
        if doc.extra.get("modified"):
            modified = f'<time class="entry-date td-module-date updated" datetime="{local_iso(doc.extra["updated"], 3)}" style="display:none">{so_date(doc.extra["updated"])}</time>'
        author_box = ""
        if doc.section == "Aragtida":
            author_box = f'<div class="td-author-name vcard author"><span class="fn">{author_link}</span></div><div class="td-author-description">Qoraa iyo macallin jaamacadeed. Wuxuu wax ka qoraa arrimaha bulshada iyo waxbarashada.</div>'
            author_box = f'<div class="td-author-box-wrap"><img alt="" src="https://secure.gravatar.test/avatar/{abs(hash_name(user)):x}?s=96" class="avatar" width="96" height="96"><div class="desc">{author_box}</div></div>'
        return f"""<div class="td-ss-main-content"><div class="clearfix"></div>
<div class="td-crumb-container"><div class="entry-crumbs"><span><a title="" class="entry-crumb" href="{ORIGIN}/">Bogga Hore</a></span> <i class="td-icon-right td-bread-sep"></i> <span>{cat}</span> <i class="td-icon-right td-bread-sep td-bred-no-url-last"></i> <span class="td-bred-no-url-last">{esc(doc.extra.get("wp_title", doc.title))}</span></div></div>
<article id="post-{40000 + idx * 37}" class="post-{40000 + idx * 37} post type-post status-publish format-standard has-post-thumbnail hentry" itemscope itemtype="https://schema.org/Article">
<div class="td-post-header">
<ul class="td-category"><li class="entry-category">{cat}</li></ul>
<header class="td-post-title">
<h1 class="entry-title">{esc(doc.extra.get("wp_title", doc.title))}</h1>
<div class="td-module-meta-info">
<div class="td-post-author-name"><div class="td-author-by">Waxaa qoray</div> {author_link}<div class="td-author-line"> - </div></div>
<span class="td-post-date"><time class="entry-date updated td-module-date" datetime="{local_iso(doc.stamp, 3)}">{so_date(doc.stamp)}</time></span>{modified}
<div class="td-post-views"><i class="td-icon-views"></i><span class="td-nr-views-{40000 + idx * 37}">{1200 + idx * 317}</span></div>
<div class="td-post-comments"><a href="{url}#respond"><i class="td-icon-comments"></i>0</a></div>
</div>
</header>
</div>
<div class="td-post-sharing-top"><div class="td-post-sharing-visible"><a class="td-social-sharing-button td-social-facebook" href="https://www.facebook.com/sharer.php?u={u}" title="Facebook"><span class="td-social-but-text">Facebook</span></a><a class="td-social-sharing-button td-social-twitter" href="https://twitter.com/intent/tweet?text={quote(doc.title)}&amp;url={u}&amp;via=codkaxamar_test" title="Twitter"><span class="td-social-but-text">Twitter</span></a></div></div>
<div class="td-post-featured-image"><a href="{ORIGIN}/wp-content/uploads/2026/12/{doc.key}.jpg" data-caption=""><img width="696" height="392" class="entry-thumb" src="{ORIGIN}/wp-content/uploads/2026/12/{doc.key}-696x392.jpg" alt="" title="{esc(doc.key)}"></a></div>
<div class="td-post-content tagdiv-type">
{self.blocks(doc, fig=self.fig)}
<div class="td-a-rec td-a-rec-id-content_bottom"><ins class="adsbygoogle" style="display:block" data-ad-client="ca-pub-0000000000000000" data-ad-slot="3333333333" data-ad-format="auto"></ins></div>
</div>
<footer>
<div class="td-post-source-tags"><ul class="td-tags td-post-small-box clearfix"><li><span>TAGS</span></li>{tags}</ul></div>
{author_box}
<div class="td-author-name vcard author" style="display: none"><span class="fn">{esc(user)}</span></div>
</footer>
</article>
<div class="td_block_wrap td_block_related_posts tdi_3 td_with_ajax_pagination td-pb-border-top td_block_template_1"><h4 class="td-related-title td-block-title"><a id="tdi_4" class="td-related-left td-cur-simple-item" data-td_filter_value="" data-td_block_id="tdi_3" href="#">Warar la xiriira</a><a id="tdi_5" class="td-related-right" data-td_filter_value="td_related_more_from_author" data-td_block_id="tdi_3" href="#">Qoraallo kale</a></h4><div id="tdi_3" class="td_block_inner"><div class="td-related-row">{rel}</div></div></div>
<div class="comments" id="comments"><div id="respond" class="comment-respond"><h4 id="reply-title" class="comment-reply-title">Ka tag jawaab</h4><form action="{ORIGIN}/wp-comments-post.php" method="post" id="commentform" class="comment-form"><textarea placeholder="Faallo:" id="comment" name="comment" cols="45" rows="8"></textarea><input id="author" name="author" placeholder="Magaca:*" type="text" /><input name="submit" type="submit" id="submit" class="submit" value="Dir faallada" /></form></div></div>
</div>"""

    def fig(self, alt: str, caption: str) -> str:
        n = sum(map(ord, alt)) % 9000
        return f'<figure class="wp-block-image size-large"><img decoding="async" width="1024" height="683" src="{ORIGIN}/wp-content/uploads/2026/12/IMG_{n}-1024x683.jpg" alt="{esc(alt)}" class="wp-image-{40100 + n}"><figcaption class="wp-element-caption">{esc(caption)}</figcaption></figure>'

    def module(self, k: str) -> str:
        d = self.docs[k]
        title = d.extra.get("wp_title", d.title)
        user = self.wp_user(d)
        return f"""<div class="td_module_10 td_module_wrap td-animation-stack">
<div class="td-module-thumb"><a href="{self.href(k)}" rel="bookmark" class="td-image-wrap" title="{esc(title)}"><img class="entry-thumb" src="{ORIGIN}/wp-content/uploads/2026/12/{k}-218x150.jpg" alt="" width="218" height="150"></a></div>
<div class="item-details"><h3 class="entry-title td-module-title">{self.a(k, title, "content")}</h3>
<div class="td-module-meta-info"><span class="td-post-author-name"><a href="{ORIGIN}/author/{self.user_slug(user)}/">{esc(user)}</a> <span>-</span> </span><span class="td-post-date"><time class="entry-date updated td-module-date" datetime="{local_iso(d.stamp, 3)}">{so_date(d.stamp)}</time></span></div>
<div class="td-excerpt">{esc(self.lede(d))}</div></div>
</div>"""

    def listing_main(self, doc: Doc) -> str:
        mods = "".join(self.module(k) for k in doc.extra["list"])
        older = "".join(
            f'<div class="td_module_10 td_module_wrap"><div class="item-details"><h3 class="entry-title td-module-title"><a href="{ORIGIN}{p}" rel="bookmark">{esc(t)}</a></h3><div class="td-module-meta-info"><span class="td-post-date"><time class="entry-date updated td-module-date">{d}</time></span></div></div></div>'
            for p, t, d in doc.extra.get("older", [])
        )
        if doc.kind == "home":
            lead = self.docs["dab"]
            head = f"""<div class="td_block_wrap td_block_big_grid_fl_1"><div class="td-big-grid-wrapper"><div class="td_module_mx5 td-animation-stack td-big-grid-post-0 td-big-grid-post td-big-thumb"><div class="td-module-thumb"><img class="entry-thumb" src="{ORIGIN}/wp-content/uploads/2026/12/dab-696x392.jpg" alt="" width="696" height="392"></div><div class="td-meta-info-container"><div class="td-meta-align"><div class="td-big-grid-meta"><a href="{self.href("wararka")}" class="td-post-category">Wararka</a><h3 class="entry-title td-module-title">{self.a("dab", lead.extra["wp_title"], "content")}</h3></div></div></div></div></div></div>
<div class="td-block-title-wrap"><h4 class="block-title td-block-title"><span class="td-pulldown-size">Wararkii ugu dambeeyay</span></h4></div>"""
            mods = "".join(self.module(k) for k in doc.extra["list"][1:])
            foot = f'<div class="td-load-more-wrap">{self.a("wararka", "Wararka oo dhan", "content")} · {self.a("ganacsi", "Ganacsi", "content")} · {self.a("sarif", "Sarifka lacagaha maanta", "content")}</div>'
            return f'<div class="td-ss-main-content">{head}<div class="td_block_inner">{mods}</div>{foot}</div>'
        if doc.kind == "author":
            head = f'<div class="td-page-header"><h1 class="entry-title td-page-title"><span>{esc(doc.title)}</span></h1></div><div class="author-box-wrap td-author-page"><img alt="" src="https://secure.gravatar.test/avatar/{abs(hash_name(doc.title)):x}?s=96" class="avatar" width="96" height="96"><div class="desc"><div class="td-author-counters"><span class="td-author-post-count">{len(doc.extra["list"]) + 212} QORAAL</span><span class="td-author-comments-count">14 FAALLO</span></div><p>{esc(doc.extra["bio"])}</p></div></div>'
        elif doc.kind == "search":
            head = f'<div class="td-page-header"><h1 class="entry-title td-page-title"><span class="td-search-query">{esc(doc.title)}</span></h1></div><div class="search-page-search-wrap"><form method="get" class="td-search-form-widget" action="{ORIGIN}/"><div role="search"><input class="td-widget-search-input" type="text" value="abaaraha" name="s" id="s" /><input class="wpb_button wpb_btn-inverse btn" type="submit" id="searchsubmit" value="Raadi" /></div></form><div class="td_search_subtitle">Haddii aadan ku qanacsanayn natiijooyinka, fadlan isku day raadin kale</div></div>'
        else:
            crumb = f'<div class="entry-crumbs"><span><a class="entry-crumb" href="{ORIGIN}/">Bogga Hore</a></span> <i class="td-icon-right td-bread-sep"></i> <span class="td-bred-no-url-last">{esc(doc.title)}</span></div>'
            label = {"tag": "Tag", "section": ""}.get(doc.kind, "")
            h1 = f"{label}: {doc.title}" if label else doc.title
            head = f'<div class="td-crumb-container">{crumb}</div><div class="td-page-header"><h1 class="entry-title td-page-title"><span>{esc(h1)}</span></h1></div>'
        pager = ""
        if doc.key == "wararka":
            two = self.a("wararka2", "2", "pagination", 'class="page" title="2"')
            nxt = self.a("wararka2", "Next", "pagination", 'aria-label="next-page"')
            pager = f'<div class="page-nav td-pb-padding-side"><span class="current">1</span>{two}<a href="{ORIGIN}/category/wararka/page/3/" class="page" title="3">3</a><span class="extend">...</span><a href="{ORIGIN}/category/wararka/page/412/" class="last" title="412">412</a>{nxt}<span class="pages">Bogga 1 ee 412</span></div>'
        elif doc.key == "wararka2":
            prv = self.a("wararka", "Prev", "pagination", 'aria-label="prev-page"')
            one = self.a("wararka", "1", "pagination", 'class="first" title="1"')
            pager = f'<div class="page-nav td-pb-padding-side">{prv}{one}<span class="current">2</span><a href="{ORIGIN}/category/wararka/page/3/" class="page" title="3">3</a><a href="{ORIGIN}/category/wararka/page/3/" aria-label="next-page">Next</a><span class="pages">Bogga 2 ee 412</span></div>'
        return f'<div class="td-ss-main-content">{head}<div class="td_block_inner">{mods}{older}</div>{pager}</div>'

    def service_main(self, doc: Doc) -> str:
        html = self.blocks(doc)
        if doc.kind == "not-found":
            latest = "".join(self.module(k) for k in doc.extra["latest"])
            return f"""<div class="td-ss-main-content"><div class="td-404-title">Bogga lama helin</div>
<h1 class="screen-reader-text">{esc(doc.title)}</h1>
<div class="td-404-sub-title">{html}</div>
<div class="td-404-sub-sub-title"><a href="{ORIGIN}/">Ku noqo bogga hore</a></div>
<form method="get" class="td-search-form-widget" action="{ORIGIN}/"><div role="search"><input class="td-widget-search-input" type="text" value="" name="s" /><input class="wpb_button btn" type="submit" value="Raadi" /></div></form>
<h4 class="td-block-title"><span>Wararkii ugu dambeeyay</span></h4><div class="td_block_inner">{latest}</div></div>"""
        extra = ""
        if doc.key == "sarif":
            extra = (
                f'<p class="td-sarif-note">Akhri sidoo kale: {self.a("xoolo", self.docs["xoolo"].title, "content")}</p>'
            )
        return f"""<div class="td-ss-main-content"><div class="td-page-header"><h1 class="entry-title td-page-title"><span>{esc(doc.title)}</span></h1></div>
<div class="td-page-content tagdiv-type">
{html}
{extra}
</div></div>"""


def hash_name(name: str) -> int:
    """A stable small number for a name (Python's hash() is salted per run)."""
    return sum((i + 1) * ord(c) for i, c in enumerate(name)) * 2654435761 % (1 << 40)
