# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes are deliberate)
"""Izwi Lomzansi: an isiZulu news site in Durban on **Joomla 4** with the Cassiopeia template (`com-content-article
item-page` with schema.org microdata, `article-info` `<dl>` with `dd.createdby`, `dd.published`, `itemprop=
"articleBody"`, `blog-items`, SEF URLs without rewriting: `/index.php/izindaba/4821-<slug>`, fronts paged with
`?start=10`, `/index.php/component/tags/tag/…`, `/index.php/component/finder/search?q=`, the reporter's page a
com_contact page `/index.php/izintatheli/3-themba-mthembu`), isiZulu, UTF-8, SAST (+02:00).

Dates are printed "Kushicilelwe ngo-4 kuZibandlela 2026, 08:12" (isiZulu month names in the locative). The byline is
Joomla's "Written by %s" language string translated as "Ngu%s" with the name in an `itemprop="name"` span, so the
page reads "NguThemba Mthembu"; two names are joined by the fused conjunction "no-" ("NguZanele Khumalo noSibusiso
Ndlovu", one microdata Person); an opinion writer is "NguDkt Nomvula Zungu"; the desk "Intatheli Yethu" ("our
reporter") and the agency "I-ANA" are printed without the prefix. The `<meta name="author">` is the Joomla user
("Abahleli", the editors) on every article. Microdata `datePublished` is local (+02:00) except on the storm story,
stored in UTC (22:30Z on 3 Dec = 00:30 on 4 Dec). Joomla 5's schema.org plugin adds JSON-LD to four of the eight
stories only. A photo gallery (captions only) and a soft 404 served with status 200 are not articles."""

from __future__ import annotations

import json
from urllib.parse import quote

from common import ZU_DAYS, Base, check_dates, page, story, zu_date
from sitekit import Doc, css_rules, esc

ORIGIN = "https://www.izwilomzansi.test"
ARTS = ["ibhola", "umbono", "ugesi", "imvula", "ana", "amatekisi", "ezempilo", "umculo"]


def printed(local: str) -> str:
    return "Kushicilelwe " + zu_date(local, with_time=True)


def local_iso(local: str) -> str:
    return local.replace(" ", "T") + ":00+02:00"


class Izwi(Base):
    origin = ORIGIN
    name = "Izwi Lomzansi"
    prefix = "izw"
    language = "zu"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "izw",
            [
                ".container-header",
                ".mod-menu .nav-item",
                ".com-content-article .page-header h1",
                ".article-info dd",
                ".com-content-article__body p",
                ".blog-item",
                ".mostread li",
                ".container-footer",
                "#cookie-consent",
                ".mod-breadcrumbs",
                ".pagination .page-link",
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
                "Izwi Lomzansi",
                "joomla-featured-home",
                list=["ibhola", "umbono", "ugesi", "imvula", "ana", "amatekisi", "ezempilo", "umculo"],
                more="izindaba",
            )
        )
        add(
            page(
                "izindaba",
                "/index.php/izindaba",
                "section",
                "Izindaba",
                "joomla-category-blog",
                list=["ugesi", "imvula", "ana", "amatekisi", "ezempilo"],
                more="izindaba2",
            )
        )
        add(
            page(
                "izindaba2",
                "/index.php/izindaba?start=10",
                "section",
                "Izindaba",
                "joomla-category-blog-start10",
                list=["umculo", "error"],
            )
        )
        add(
            page(
                "ezemidlalo", "/index.php/ezemidlalo", "section", "Ezemidlalo", "joomla-category-blog", list=["ibhola"]
            )
        )
        add(
            page(
                "tag",
                "/index.php/component/tags/tag/ukucishwa-kukagesi",
                "tag",
                "Ukucishwa kukagesi",
                "joomla-tag-list",
                list=["ugesi", "umbono", "ana"],
            )
        )
        add(
            page(
                "author",
                "/index.php/izintatheli/3-themba-mthembu",
                "author",
                "Themba Mthembu",
                "joomla-contact-page-with-articles",
                list=["ugesi", "imvula"],
                bio="UThemba Mthembu uyintatheli ephezulu ye-Izwi Lomzansi. Ubika ngezindaba zikamasipala, ugesi nezemvelo eThekwini naseKwaZulu-Natal. Useneminyaka eyishumi esebenza ephephandabeni.",
            )
        )
        add(
            page(
                "search",
                "/index.php/component/finder/search?q=ugesi&Itemid=101",
                "search",
                "Imiphumela yosesho: ugesi",
                "joomla-smart-search",
                list=["ugesi", "umbono", "ana"],
            )
        )
        add(
            page(
                "gallery",
                "/index.php/izithombe/4833-izithombe-umonakalo-wezimvula-ethekwini",
                "gallery",
                "Izithombe: Umonakalo wezimvula eThekwini",
                "joomla-article-gallery-captions-only",
                [
                    "FIG: KwaMashu | Imizi egcwele amanzi eKwaMashu ngoLwesine ntambama.",
                    "FIG: iNanda | Umgwaqo oqhekekile eNanda ngemuva kwezimvula.",
                    "FIG: uMlazi | Izakhamuzi zakwaMlazi zisusa udaka emizini yazo.",
                    "FIG: Pinetown | Imoto ekhukhulwe amanzi ePinetown.",
                    "FIG: Isichotho | Isichotho esiwe eWestville ngoLwesine.",
                    "FIG: Abatakuli | Abatakuli basiza umndeni eMlazi ngoLwesihlanu ekuseni.",
                ],
                local="2026-12-04 10:30",
            )
        )
        add(
            page(
                "error",
                "/index.php/izindaba/4702-imiphumela-kamatikuletsheni-ka-2025",
                "error",
                "Ikhasi alitholakalanga",
                "joomla-soft-404-status-200",
                [
                    "Uxolo, ikhasi olifunayo alikho. Kungenzeka ukuthi lisusiwe, igama lalo lishintshiwe, noma ikheli alibhalwanga kahle.",
                    "Zama ukusesha noma ubuyele ekhasini lokuqala.",
                ],
                teaser="Imiphumela kamatikuletsheni ka-2025: Izikole ezenze kahle KwaZulu-Natal",
            )
        )
        add(
            page(
                "about",
                "/index.php/ngathi",
                "about",
                "Ngathi",
                "joomla-single-article-about",
                [
                    "I-Izwi Lomzansi yiwebhusayithi yezindaba ngesiZulu esekelwe eThekwini. Sabhalisa okokuqala ngo-2014 njengephephandaba lamasonto onke, kwathi ngo-2019 saqala ukushicilela ku-inthanethi kuphela.",
                    "Sibika ngezindaba zasekhaya, ezepolitiki, ezemidlalo, ezempilo nezokuzijabulisa eKwaZulu-Natal nakulo lonke elaseNingizimu Afrika.",
                    "## Abasebenzi",
                    "Umhleli: Lindiwe Sithole",
                    "Umhleli wezindaba: Themba Mthembu",
                    "Umhleli wezemidlalo: Sibusiso Ndlovu",
                    "## Xhumana nathi",
                    "Izindaba: izindaba@izwilomzansi.test · Izikhangiso: izikhangiso@izwilomzansi.test · Ucingo: 031 555 0190",
                    "Siyazibophezela kuMthetho Wabezindaba (Press Code). Uma unesikhalo mayelana nendaba esiyishicilele, xhumana noMvikeli Wabezindaba.",
                ],
            )
        )
        add(
            story(
                "ugesi",
                "/index.php/izindaba/4821-ukucishwa-kukagesi-kubuyela-ezingeni-lesine",
                "Ukucishwa kukagesi kubuyela ezingeni lesine",
                "2026-12-04",
                "2026-12-04T08:12:00+02:00",
                "2026-12-04 08:12",
                ["Themba Mthembu"],
                [
                    "I-Eskom imemezele ukuthi ukucishwa kukagesi kuzokhuphukela ezingeni lesine kusukela ngo-5 ekuseni namuhla ngoLwesihlanu, ngemuva kokuba kuphuke amayunithi ayisithupha eziteshini zayo zokuphehla ugesi.",
                    "Ngokusho kwe-Eskom, amayunithi aphuke ngoLwesine ebusuku eziteshini zaseKendal, eMatla naseTutuka, okwenze ukuthi kungabi khona ugesi owanele wokuhlangabezana nesidingo sasekuseni.",
                    "“Sizoqhubeka nokwazisa umphakathi uma kukhona izinguquko,” kusho isitatimende se-Eskom.",
                    "HOOK: funda | error | Imiphumela kamatikuletsheni ka-2025: Izikole ezenze kahle KwaZulu-Natal",
                    "## Imiphumela emabhizinisini",
                    "Abanikazi bezitolo ezincane eThekwini bathi ukucishwa kukagesi kuzobashaya kanzima ngenkathi yamaholide. UNkk Nomusa Dube, onesitolo sokudla eMlazi, uthe: “Uma ugesi ucishiwe amahora amane, ukudla kwami kuyabola. Angikwazi ukuthenga ijeneretha.”",
                    "Umasipala waseThekwini uthe abantu bazothola uhlelo olusha lokucishwa kukagesi kuwebhusayithi yawo nasezinkundleni zokuxhumana.",
                    "Ochwepheshe bathi inkinga ingaqhubeka kuze kube sekupheleni kwesonto uma amayunithi engalungiswa ngokushesha.",
                ],
                "ngu-prefix-fused-byline-jsonld",
                section="Izindaba",
                ld="person",
                ld_name="Themba Mthembu",
                printed_name="Themba Mthembu",
                tags=["Ukucishwa kukagesi", "I-Eskom"],
            )
        )
        add(
            story(
                "imvula",
                "/index.php/izindaba/4824-izimvula-ezinkulu-zidala-umonakalo-ethekwini",
                "Izimvula ezinkulu zidala umonakalo eThekwini",
                "2026-12-04",
                "2026-12-03T22:30:00+00:00",
                "2026-12-04 00:30",
                ["Themba Mthembu"],
                [
                    "Izimvula ezinkulu ezinesichotho ezinethe ngoLwesine ntambama zidale umonakalo omkhulu ezindaweni eziningi zaseThekwini, lapho imizi engaphezu kwengu-200 ilimele khona.",
                    "Ngokusho kukamasipala waseThekwini, izindawo ezithinteke kakhulu yiKwaMashu, iNanda, uMlazi nePinetown, lapho imigwaqo eminingi ivaliwe ngenxa yamanzi.",
                    "Akekho oshonile okwamanje, kodwa abantu abayisishiyagalombili balimale kancane base beyiswa esibhedlela.",
                    "FIG: KwaMashu | Imizi egcwele amanzi eKwaMashu ngoLwesine ntambama. Isithombe: Izwi Lomzansi",
                    "Umnyango wokuphathwa kwezinhlekelele esifundazweni uthe amathimba awo asebenze ubusuku bonke esiza abantu abasuswe emakhaya abo.",
                    "“Sicela abantu bangaweli imifula egcwele, futhi bahlale kude nezintambo zikagesi eziwile,” kusho ukhulumela womnyango uMnu. Sipho Zondi.",
                    "### Isimo sezulu ngempelasonto",
                    "Isikhungo sezulu saseNingizimu Afrika sixwayise ngokuthi kungaba nezinye izimvula ngoMgqibelo, ikakhulukazi ezindaweni ezisogwini.",
                    "HOOK: bheka | gallery | Izithombe: Umonakalo wezimvula eThekwini",
                ],
                "microdata-utc-previous-day-no-jsonld",
                section="Izindaba",
                ld="",
                printed_name="Themba Mthembu",
                tags=["Isimo sezulu", "eThekwini"],
            )
        )
        add(
            story(
                "amatekisi",
                "/index.php/izindaba/4809-abagibeli-bashiyeka-ezitobhini-njengoba-amatekisi-eteleka-ethekwini",
                "Abagibeli bashiyeka ezitobhini njengoba amatekisi eteleka eThekwini",
                "2026-12-02",
                "2026-12-02T09:40:00+02:00",
                "2026-12-02 09:40",
                ["Zanele Khumalo", "Sibusiso Ndlovu"],
                [
                    "Izinkulungwane zabagibeli eThekwini zishiyeke zibambekile ngoLwesithathu ekuseni ngemuva kokuba abanikazi bamatekisi beteleke bebhikishela ukubanjwa kwezimoto zabo ngamaphoyisa omgwaqo.",
                    "Izikhumulo zamatekisi ezinkulu edolobheni, kuhlanganisa neseWarwick, bezingenalutho kusukela ekuseni kakhulu, kwathi abantu abaningi baphoqeleka ukuhamba ngezinyawo noma ukugibela amabhasi.",
                    "“Ngivuke ngo-4 ekuseni kodwa angikwazanga ukufika emsebenzini. Umqashi wami uzongijezisa,” kusho uNkk Thandi Mkhize waseKwaMashu.",
                    "Inhlangano yamatekisi ithe ayizukuphinda isebenze kuze kube umasipala uyeka ukubamba izimoto ezingenazo izimvume ezintsha.",
                    "Umasipala waseThekwini uthe uzohlangana nabaholi bamatekisi ngoLwesihlanu.",
                    "Amaphoyisa athe athumele amaphoyisa engeziwe ezikhumulweni ukuvimbela udlame.",
                ],
                "two-names-fused-no-conjunction-one-person",
                section="Izindaba",
                ld="person",
                ld_name="Zanele Khumalo noSibusiso Ndlovu",
                printed_name="Zanele Khumalo noSibusiso Ndlovu",
                tags=["Amatekisi", "eThekwini"],
            )
        )
        add(
            story(
                "ibhola",
                "/index.php/ezemidlalo/4831-umlazi-united-inqoba-ithekwini-city-ngo-2-1",
                "Umlazi United inqoba iThekwini City ngo-2-1",
                "2026-12-05",
                "2026-12-05T20:10:00+02:00",
                "2026-12-05 20:10",
                ["Sibusiso Ndlovu"],
                [
                    "Iqembu lakwaMlazi, i-Umlazi United, liqhubekile nokuqala kahle isizini ngemuva kokunqoba iThekwini City ngo-2-1 emdlalweni obudlalelwa eKing Zwelithini Stadium ngoMgqibelo ntambama.",
                    "Igoli lokuqala lishaywe nguLungelo Mbatha ngomzuzu wama-23, ngemuva kokudlula abadlali ababili ngaphakathi kwebhokisi.",
                    "IThekwini City ilinganise ngomzuzu wama-58 ngegoli likaKhaya Shezi ngekhanda.",
                    "Ngomzuzu wama-84, uSiyabonga Ntuli ushaye igoli lokunqoba, okwenze abalandeli basekhaya bajabula kakhulu.",
                    "“Abafana badlale ngenhliziyo. Besazi ukuthi lo mdlalo ubalulekile kithina,” kusho umqeqeshi we-Umlazi United, uMnu. Bongani Cele.",
                    "Le mpumelelo ibeka i-Umlazi United endaweni yesibili kuhlu lweligi ngamaphuzu ayi-19.",
                ],
                "ngu-prefix-sport-no-jsonld",
                section="Ezemidlalo",
                ld="",
                printed_name="Sibusiso Ndlovu",
                tags=["Ibhola likanobhutshuzwayo"],
            )
        )
        add(
            story(
                "umculo",
                "/index.php/ezokuzijabulisa/4799-imibuzo-nempendulo-umculi-wamaskandi-ubhekani-zulu",
                "Imibuzo nempendulo: Umculi wamaskandi uBhekani Zulu ukhuluma nge-albhamu entsha",
                "2026-12-01",
                "2026-12-01T11:00:00+02:00",
                "2026-12-01 11:00",
                ["Nomthandazo Mkhize"],
                [
                    "Umculi wamaskandi odumile waseNkandla, uBhekani Zulu, ukhiphe i-albhamu yakhe yesithupha ethi Inkomo Yobaba. Sixoxe naye ngomculo wakhe nangohambo lwakhe.",
                    "Q: Yini ekukhuthaze kule albhamu? || Ngibhale ngobaba wami, owashona ngonyaka odlule. Wayelusa izinkomo eNkandla futhi wangifundisa ukuthi umculo uyindlela yokuxoxa izindaba.",
                    "Q: Waqala nini ukucula umaskandi? || Ngaqala ngineminyaka eyishumi nambili. Ngangishaya isiginci esenziwe ngethini lamafutha, ngilusa izinkomo emaphandleni.",
                    "Q: Abalandeli bangalindela ini emdlalweni wakho eThekwini? || Bazothola umculo omusha nezingoma ezindala abazithandayo. Ngizoba nabadansi abayishumi, futhi ngizocula nabaculi abasha bakwaZulu-Natal.",
                    "Q: Yisiphi iseluleko onaso kubaculi abasebasha? || Mabahloniphe amasiko abo. Umaskandi awuyona nje imisindo, uyingxenye yomlando wesizwe. Kufanele bazi lapho bevela khona.",
                    "Umdlalo kaBhekani Zulu uzoba seDurban ICC ngomhlaka 19 kuZibandlela. Amathikithi abiza u-R250.",
                ],
                "qa-interview-ngu-prefix",
                section="Ezokuzijabulisa",
                ld="person",
                ld_name="Nomthandazo Mkhize",
                printed_name="Nomthandazo Mkhize",
                tags=["Umculo", "Umaskandi"],
            )
        )
        add(
            story(
                "umbono",
                "/index.php/umbono/4826-ukucishwa-kukagesi-akuyona-nje-inkinga-ye-eskom",
                "Ukucishwa kukagesi akuyona nje inkinga ye-Eskom",
                "2026-12-04",
                "2026-12-04T15:30:00+02:00",
                "2026-12-04 15:30",
                ["Nomvula Zungu"],
                [
                    "Njalo uma ukucishwa kukagesi kubuya, siyezwa amazwi afanayo: abaholi basola abanye, i-Eskom isola izitshalo ezindala, kanti umphakathi ushiyeka ebumnyameni.",
                    "Kodwa iqiniso liwukuthi le nkinga ayiqali futhi ayigcini e-Eskom. Omasipala abaningi bakweleta i-Eskom izigidigidi zamarandi, futhi abanayo imali yokulungisa izintambo namasistimu abo.",
                    "Emakhaya amaningi ezindaweni zasemaphandleni zaKwaZulu-Natal, ukucishwa kukagesi kusho ukuthi izingane azikwazi ukufunda ebusuku, abesifazane baphinde bapheke ngezinkuni, kanti abagulayo abasebenzisa imishini yokuphefumula basengozini.",
                    "Uma sifuna ukuphuma kulesi simo, kumele sibheke izixazululo ezinde: amandla elanga ezikoleni nasemitholampilo, ukuqinisa omasipala, nokubamba amasela ezintambo zikagesi.",
                    "Isikhathi sokusolana sesiphelile. Umphakathi udinga abaholi abazokhuluma iqiniso ngesimo sikagesi, futhi bathathe izinqumo ezinzima.",
                    "SIGN: UDkt Nomvula Zungu ungumhlaziyi wezombusazwe nomfundisi eNyuvesi yaKwaZulu-Natal. Imibono yakhe ayimele i-Izwi Lomzansi.",
                ],
                "opinion-ngu-dkt-honorific-bio-tail",
                section="Umbono",
                ld="person",
                ld_name="Dkt Nomvula Zungu",
                printed_name="Dkt Nomvula Zungu",
                tags=["Umbono", "Ukucishwa kukagesi"],
            )
        )
        add(
            story(
                "ezempilo",
                "/index.php/izindaba/4811-kuvulwa-umtholampilo-omusha-endwedwe",
                "Kuvulwa umtholampilo omusha eNdwedwe",
                "2026-12-02",
                "2026-12-02T13:05:00+02:00",
                "2026-12-02 13:05",
                [],
                [
                    "Umnyango wezempilo KwaZulu-Natal uvule umtholampilo omusha eNdwedwe ngoLwesibili, ozosiza abantu abangaphezu kuka-30 000 ezindaweni ezisemaphandleni.",
                    "Umtholampilo, owakhiwe ngezigidi ezingu-R45, uzovulwa amahora angu-24 futhi unegumbi lokubelethisa kanye nendawo yokuhlola i-HIV nesifo sofuba.",
                    "Izakhamuzi zithe bezihamba amakhilomitha angaphezu kwangu-20 ziya emtholampilo oseduze.",
                    "“Sasivuka ngo-3 ekuseni ukuze sifike kusenesikhathi. Manje sizohamba imizuzu eyishumi nje,” kusho uGogo Zodwa Ngcobo, oneminyaka engu-71.",
                    "Umnyango uthe uzoqasha abahlengikazi abayi-18 nodokotela ababili abazosebenza kulo mtholampilo.",
                ],
                "desk-intatheli-yethu-microdata-person",
                section="Izindaba",
                ld="",
                printed_name="Intatheli Yethu",
                bare=True,
                tags=["Ezempilo"],
            )
        )
        add(
            story(
                "ana",
                "/index.php/izindaba/4817-amaphoyisa-abopha-abasolwa-abahlanu-ngokweba-izintambo-zikagesi",
                "Amaphoyisa abopha abasolwa abahlanu ngokweba izintambo zikagesi ePinetown",
                "2026-12-03",
                "2026-12-03T10:20:00+02:00",
                "2026-12-03 10:20",
                [],
                [
                    "Amaphoyisa aKwaZulu-Natal abophe abasolwa abahlanu ngokweba izintambo zikagesi ezibiza ngaphezu kuka-R500 000 ePinetown, eThekwini.",
                    "Ngokusho kukakhulumela wamaphoyisa, uKaputeni Thenjiswa Mbele, abasolwa babanjwe ngoLwesithathu ebusuku ngemuva kokuthi umphakathi wazise amaphoyisa ngemoto esolisayo.",
                    "Emotweni kutholakale izintambo zethusi ezingaphezu kwamamitha angama-300 kanye namathuluzi okusika.",
                    "Abasolwa, abaneminyaka ephakathi kuka-24 no-41, kulindeleke ukuthi bavele eNkantolo yeMantshi yasePinetown ngoMsombuluko.",
                    "SIGN: – ANA",
                ],
                "agency-i-ana-jsonld-organization",
                section="Izindaba",
                ld="org",
                ld_name="ANA",
                printed_name="I-ANA",
                bare=True,
                tags=["Ukucishwa kukagesi", "Ubugebengu"],
            )
        )
        check_dates(self, 2)

    # --- templates -------------------------------------------------------------------------------------------

    def hook(self, name: str, *args: str) -> str:
        if name == "funda":
            key, text = args
            return f'<div class="funda-nalokhu"><strong>Funda nalokhu:</strong> {self.a(key, text, "related")}</div>'
        if name == "bheka":
            key, text = args
            return f'<div class="bheka-izithombe"><span class="icon-images" aria-hidden="true"></span> {self.a(key, text, "related")}</div>'
        raise ValueError(name)

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        desc = (
            self.lede(doc)
            if doc.is_article
            else "Izindaba zakamuva ngesiZulu: KwaZulu-Natal, iNingizimu Afrika, ezemidlalo nezokuzijabulisa."
        )
        out = [
            '<meta name="author" content="Abahleli">' if doc.is_article else "",
            f'<meta name="description" content="{esc(desc)}">',
            '<meta name="generator" content="Joomla! - Open Source Content Management">',
            f"<title>{esc(doc.title)} - Izwi Lomzansi</title>"
            if doc.key != "home"
            else "<title>Izwi Lomzansi - Izindaba zakho ngolimi lwakho</title>",
            f'<link href="{esc(url)}" rel="canonical">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:type" content="{"article" if doc.is_article or doc.kind == "gallery" else "website"}">',
            f'<meta property="og:url" content="{esc(url)}">',
            '<meta property="og:site_name" content="Izwi Lomzansi">',
        ]
        mode = doc.extra.get("ld")
        if doc.is_article and mode:
            author = {"@type": "Organization" if mode == "org" else "Person", "name": doc.extra["ld_name"]}
            data = {
                "@context": "https://schema.org",
                "@graph": [
                    {
                        "@type": "Organization",
                        "@id": f"{ORIGIN}/#/schema/Organization/base",
                        "name": "Izwi Lomzansi",
                        "url": ORIGIN + "/",
                    },
                    {
                        "@type": "WebSite",
                        "@id": f"{ORIGIN}/#/schema/WebSite/base",
                        "url": ORIGIN + "/",
                        "name": "Izwi Lomzansi",
                        "publisher": {"@id": f"{ORIGIN}/#/schema/Organization/base"},
                    },
                    {
                        "@type": "WebPage",
                        "@id": f"{ORIGIN}/#/schema/WebPage/base",
                        "url": url,
                        "name": doc.title,
                        "isPartOf": {"@id": f"{ORIGIN}/#/schema/WebSite/base"},
                        "inLanguage": "zu-ZA",
                    },
                    {
                        "@type": "BlogPosting",
                        "@id": f"{ORIGIN}/#/schema/com_content/article/{doc.path.split('/')[3].split('-')[0]}",
                        "name": doc.title,
                        "headline": doc.title,
                        "author": author,
                        "datePublished": doc.iso,
                        "isPartOf": {"@id": f"{ORIGIN}/#/schema/WebPage/base"},
                    },
                ],
            }
            out.append(
                f'<script type="application/ld+json" class="joomla-schemaorg">{json.dumps(data, ensure_ascii=False)}</script>'
            )
        return "\n".join(x for x in out if x)

    def frame(self, doc: Doc, main: str) -> str:
        menu = "".join(
            f'<li class="nav-item item-{100 + i}">{self.a(k, t, "nav")}</li>'
            for i, (k, t) in enumerate(
                (
                    ("home", "Ikhasi Lokuqala"),
                    ("izindaba", "Izindaba"),
                    ("ezemidlalo", "Ezemidlalo"),
                    (f"{ORIGIN}/index.php/ezokuzijabulisa", "Ezokuzijabulisa"),
                    (f"{ORIGIN}/index.php/umbono", "Umbono"),
                    (f"{ORIGIN}/index.php/izithombe", "Izithombe"),
                    ("about", "Ngathi"),
                )
            )
        )
        most = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>"
            for k in ["ugesi", "imvula", "ibhola", "amatekisi", "umculo"]
        )
        view = (
            "article"
            if doc.is_article or doc.kind in ("gallery", "about", "error")
            else (
                "featured"
                if doc.key == "home"
                else (
                    "tag"
                    if doc.kind == "tag"
                    else ("search" if doc.kind == "search" else ("contact" if doc.kind == "author" else "category"))
                )
            )
        )
        opts = json.dumps(
            {
                "joomla.jtext": {
                    "ERROR": "Iphutha",
                    "MESSAGE": "Umlayezo",
                    "NOTICE": "Isaziso",
                    "WARNING": "Isexwayiso",
                    "JCLOSE": "Vala",
                    "JOK": "Kulungile",
                    "JOPEN": "Vula",
                },
                "system.paths": {"root": "", "rootFull": ORIGIN + "/", "base": "", "baseFull": ORIGIN + "/"},
                "csrf.token": "6f8c1b2e9d0a4c7f3e5b8a1d2c4e6f80",
            }
        )
        today = ZU_DAYS[5]
        return f"""<!DOCTYPE html>
<html lang="zu-za" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
{self.head(doc)}
<link href="/index.php/izindaba?format=feed&amp;type=rss" rel="alternate" type="application/rss+xml" title="Izindaba - Izwi Lomzansi">
<link href="/media/templates/site/cassiopeia/images/joomla-favicon.svg" rel="icon" type="image/svg+xml">
<link href="/media/system/css/joomla-fontawesome.min.css?4.4.9" rel="stylesheet">
<link href="/media/templates/site/cassiopeia/css/template.min.css?4.4.9" rel="stylesheet">
<style>/*PAD*/</style>
<script type="application/json" class="joomla-script-options new">{opts}</script>
<script src="/media/system/js/core.min.js?4.4.9"></script>
<script src="/media/templates/site/cassiopeia/js/template.min.js?4.4.9" type="module"></script>
<script async src="https://www.googletagmanager.com/gtag/js?id=G-IZW2026"></script>
</head>
<body class="site com_content wrapper-static view-{view} no-layout no-task itemid-{101 + len(doc.key)} has-sidebar-right">
<header class="header container-header full-width">
<div class="grid-child container-topbar"><div class="mod-custom custom"><p>{today}, 5 kuZibandlela 2026 · eThekwini 24°C · <a href="/index.php/component/users/login">Ngena</a></p></div></div>
<div class="grid-child"><div class="navbar-brand"><a class="brand-logo" href="/"><img loading="eager" decoding="async" src="/images/izwi-logo.png" alt="Izwi Lomzansi" width="260" height="60"></a><div class="site-description">Izindaba zakho ngolimi lwakho</div></div></div>
<div class="grid-child container-nav"><nav class="navbar navbar-expand-md" aria-label="Imenyu enkulu"><ul class="mod-menu mod-list nav ">{menu}</ul></nav>
<div class="container-search"><form class="mod-finder js-finder-searchform form-search" action="/index.php/component/finder/search?Itemid=101" method="get" role="search"><label for="mod-finder-searchword" class="visually-hidden finder">Sesha</label><input type="text" name="q" id="mod-finder-searchword" class="js-finder-search-query form-control" value="" placeholder="Sesha..."></form></div></div>
</header>
<div class="site-grid">
<div class="grid-child container-top-a"><div class="moduletable banner"><a href="https://www.kznbank.test/?utm=izwi" rel="noopener"><img src="/images/banners/isikhangiso-728x90.jpg" alt="Isikhangiso" width="728" height="90"></a></div></div>
<div class="grid-child container-component">
<nav class="mod-breadcrumbs__wrapper" aria-label="Lapho ukhona"><ol itemscope itemtype="https://schema.org/BreadcrumbList" class="mod-breadcrumbs breadcrumb px-3 py-2"><li class="mod-breadcrumbs__here float-start">Ukhona lapha: &#160;</li><li itemprop="itemListElement" itemscope itemtype="https://schema.org/ListItem" class="mod-breadcrumbs__item breadcrumb-item"><a itemprop="item" href="/" class="pathway"><span itemprop="name">Ikhasi Lokuqala</span></a><meta itemprop="position" content="1"></li><li aria-current="page" itemprop="itemListElement" itemscope itemtype="https://schema.org/ListItem" class="mod-breadcrumbs__item breadcrumb-item active"><span itemprop="name">{esc(doc.section or doc.title)}</span><meta itemprop="position" content="2"></li></ol></nav>
<main>
{main}
</main>
</div>
<div class="grid-child container-sidebar-right">
<div class="sidebar-right card"><h3 class="card-header">Okufundwa kakhulu</h3><div class="card-body"><ul class="mostread mod-list">{most}</ul></div></div>
<div class="sidebar-right card"><h3 class="card-header">Amathegi</h3><div class="card-body"><ul class="mod-tagspopular tagspopular list-unstyled"><li>{self.a("tag", "Ukucishwa kukagesi", "aside")}</li><li><a href="/index.php/component/tags/tag/isimo-sezulu">Isimo sezulu</a></li><li><a href="/index.php/component/tags/tag/amatekisi">Amatekisi</a></li></ul><p>Abantu basesha: {self.a("search", "ugesi", "aside")}</p></div></div>
<div class="sidebar-right card"><div class="card-body"><img src="/images/banners/isikhangiso-300x250.jpg" alt="Isikhangiso" width="300" height="250"></div></div>
</div>
</div>
<footer class="container-footer footer full-width"><div class="grid-child"><div class="mod-custom custom"><p>© 2026 Izwi Lomzansi. Onke amalungelo agodliwe. · {self.a("about", "Ngathi", "footer")} · <a href="/index.php/imigomo-yobumfihlo">Imigomo yobumfihlo</a> · <a href="/index.php/izindaba?format=feed&amp;type=rss">RSS</a> · <a href="https://www.facebook.com/izwilomzansi.test">Facebook</a> · <a href="https://x.com/izwilomzansi">X</a></p></div></div></footer>
<a href="#top" id="back-top" class="back-to-top-link" aria-label="Buyela phezulu"><span class="icon-arrow-up icon-fw" aria-hidden="true"></span></a>
<div id="cookie-consent" class="cc-window cc-banner cc-bottom" role="dialog" aria-label="amakhukhi">Le webhusayithi isebenzisa amakhukhi ukuthuthukisa ulwazi lwakho. Ngokuqhubeka uyavuma ukusetshenziswa kwawo. <a class="cc-link" href="/index.php/imigomo-yobumfihlo">Funda kabanzi</a> <a class="cc-btn cc-dismiss" role="button" tabindex="0">Ngiyavuma</a></div>
<script>window.dataLayer=window.dataLayer||[];function gtag(){{dataLayer.push(arguments);}}gtag('js',new Date());gtag('config','G-IZW2026');</script>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        shown = doc.extra["printed_name"]
        if doc.extra.get("bare"):
            byline = f'<dd class="createdby" itemprop="author" itemscope itemtype="https://schema.org/Person"><span class="icon-user icon-fw" aria-hidden="true"></span><span itemprop="name">{esc(shown)}</span></dd>'
        else:
            name = self.a("author", shown, "byline", 'itemprop="url"') if shown == "Themba Mthembu" else esc(shown)
            byline = f'<dd class="createdby" itemprop="author" itemscope itemtype="https://schema.org/Person"><span class="icon-user icon-fw" aria-hidden="true"></span>Ngu<span itemprop="name">{name}</span></dd>'
        cat_key = {"Izindaba": "izindaba", "Ezemidlalo": "ezemidlalo"}.get(doc.section)
        cat = (
            self.a(cat_key, doc.section, "breadcrumb", 'itemprop="genre"')
            if cat_key
            else f'<a href="/index.php/{doc.path.split("/")[2]}" itemprop="genre">{esc(doc.section)}</a>'
        )
        tags = "".join(
            f'<li class="list-inline-item tag-{i} tag-list0">{self.tag_a(t)}</li>'
            for i, t in enumerate(doc.extra.get("tags", []), 1)
        )
        idx = ARTS.index(doc.key)
        prev_k, next_k = ARTS[idx - 1], ARTS[(idx + 1) % len(ARTS)]
        prev = self.a(prev_k, "‹ Okwedlule", "related", 'class="btn btn-sm btn-secondary previous" rel="prev"')
        nxt = self.a(next_k, "Okulandelayo ›", "related", 'class="btn btn-sm btn-secondary next" rel="next"')
        related = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'related')}</li>" for k in [k for k in ARTS if k != doc.key][:4]
        )
        u = quote(self.url(doc.key), safe="")
        hits = 400 + (sum(map(ord, doc.key)) * 7) % 3000
        return f"""<div class="com-content-article item-page" itemscope itemtype="https://schema.org/Article">
<meta itemprop="inLanguage" content="zu-ZA">
<div class="page-header"><h1 itemprop="headline">{esc(doc.title)}</h1></div>
<dl class="article-info text-muted">
<dt class="article-info-term">Imininingwane</dt>
{byline}
<dd class="category-name"><span class="icon-folder-open icon-fw" aria-hidden="true"></span>Isigaba: {cat}</dd>
<dd class="published"><span class="icon-calendar icon-fw" aria-hidden="true"></span><time datetime="{doc.iso}" itemprop="datePublished">{printed(doc.stamp)}</time></dd>
<dd class="hits"><span class="icon-eye icon-fw" aria-hidden="true"></span><meta itemprop="interactionCount" content="UserPageVisits:{hits}">Ibukwe: {hits}</dd>
</dl>
<div class="share-buttons"><a href="https://www.facebook.com/sharer/sharer.php?u={u}">Yabelana ku-Facebook</a> <a href="https://api.whatsapp.com/send?text={u}">WhatsApp</a> <a href="https://x.com/intent/tweet?url={u}">X</a></div>
<figure class="left item-image"><img src="/images/2026/12/{doc.key}.jpg" itemprop="image" alt="" width="800" height="450" loading="lazy"></figure>
<div itemprop="articleBody" class="com-content-article__body">
{self.blocks(doc, fig=self.figure)}
</div>
<ul class="tags list-inline">{tags}</ul>
<nav class="pagenavigation" aria-label="Ukuzulazula kwekhasi"><span class="pagination ms-0">{prev}{nxt}</span></nav>
<div class="moduletable related-items"><h3>Izindaba ezihlobene</h3><ul class="relateditems mod-list">{related}</ul></div>
<div class="komento-wrap"><h3>Amazwana (0)</h3><p>Kufanele ungene ukuze ushiye amazwana. <a href="/index.php/component/users/login">Ngena</a></p></div>
</div>"""

    def tag_a(self, t: str) -> str:
        if t == "Ukucishwa kukagesi":
            return self.a("tag", t, "tag", 'class="btn btn-sm btn-info"')
        return f'<a href="/index.php/component/tags/tag/{quote(t.lower().replace(" ", "-"))}" class="btn btn-sm btn-info">{esc(t)}</a>'

    def figure(self, alt: str, cap: str) -> str:
        return f'<figure class="image"><img src="/images/2026/12/{quote(alt.lower())}.jpg" alt="{esc(alt)}" width="640" height="427"><figcaption>{esc(cap)}</figcaption></figure>'

    def blog_item(self, k: str) -> str:
        d = self.docs[k]
        if not d.is_article:
            return f'<div class="blog-item"><div class="item-content"><div class="page-header"><h2>{self.a(k, d.extra.get("teaser", d.title), "content")}</h2></div><dl class="article-info text-muted"><dd class="published"><time datetime="2025-12-18T09:00:00+02:00">Kushicilelwe ngo-18 kuZibandlela 2025</time></dd></dl></div></div>'
        who = esc(d.extra["printed_name"]) if d.extra.get("bare") else "Ngu" + esc(d.extra["printed_name"])
        title_link = self.a(k, d.title, "content", 'itemprop="url"')
        more = self.a(k, "Funda kabanzi …", "content", 'class="btn btn-secondary readmore"')
        return (
            f'<div class="blog-item" itemprop="blogPost" itemscope itemtype="https://schema.org/BlogPosting"><figure class="left item-image"><img src="/images/2026/12/{k}_thumb.jpg" alt="" width="320" height="180" loading="lazy"></figure>'
            f'<div class="item-content"><div class="page-header"><h2 itemprop="name">{title_link}</h2></div>'
            f'<dl class="article-info text-muted"><dd class="createdby">{who}</dd><dd class="published"><time datetime="{local_iso(d.stamp)}">{printed(d.stamp)}</time></dd></dl>'
            f"<p>{esc(self.lede(d))}</p>{more}</div></div>"
        )

    def listing_main(self, doc: Doc) -> str:
        items = "".join(self.blog_item(k) for k in doc.extra["list"])
        head = f'<div class="page-header"><h1>{esc(doc.title)}</h1></div>'
        extra = ""
        if doc.kind == "author":
            head = f'<div class="com-contact contact" itemscope itemtype="https://schema.org/Person"><h1><span class="contact-name" itemprop="name">{esc(doc.title)}</span></h1><div class="com-contact__thumbnail thumbnail"><img src="/images/abasebenzi/themba-mthembu.jpg" alt="Themba Mthembu" itemprop="image" width="160" height="160"></div><dl class="com-contact__position contact-position dl-horizontal"><dd itemprop="jobTitle">Intatheli ephezulu</dd></dl><div class="com-contact__miscinfo contact-miscinfo"><p>{esc(doc.extra["bio"])}</p></div><h3>Izindaba zakamuva</h3></div>'
            extra = '<form action="/index.php/izintatheli/3-themba-mthembu" method="post" class="com-contact__form contact-form"><fieldset><legend>Thumela umlayezo</legend><input type="text" name="jform[contact_name]" placeholder="Igama"><input type="email" name="jform[contact_email]" placeholder="I-imeyili"><textarea name="jform[contact_message]" rows="5" placeholder="Umlayezo"></textarea><button class="btn btn-primary" type="submit">Thumela</button></fieldset></form>'
        elif doc.kind == "search":
            head = f'<div class="page-header"><h1>{esc(doc.title)}</h1></div><form action="/index.php/component/finder/search?Itemid=101" method="get" class="js-finder-searchform"><input type="text" name="q" value="ugesi" class="js-finder-search-query form-control"><button type="submit" class="btn btn-primary">Sesha</button></form><div id="search-result-empty" class="com-finder__explained">Kutholakale imiphumela engu-{len(doc.extra["list"])} ngokuthi <strong>ugesi</strong>.</div>'
        elif doc.kind == "tag":
            head = f'<div class="page-header"><h1>{esc(doc.title)}</h1></div><div class="com-tags-tag__description category-desc">Zonke izindaba ezimayelana nokucishwa kukagesi, i-Eskom nezinkinga zikagesi eNingizimu Afrika.</div>'
        elif doc.kind == "error":
            head = f'<div class="com-content-article item-page error-page"><div class="page-header"><h1>{esc(doc.title)}</h1></div>{self.blocks(doc)}<p><a href="/" class="btn btn-primary">Buyela ekhasini lokuqala</a></p></div><h2>Izindaba zakamuva</h2>'
            items = "".join(self.blog_item(k) for k in ["ugesi", "imvula", "amatekisi"])
        elif doc.key == "home":
            head = '<div class="blog-featured"><h1 class="visually-hidden">Izwi Lomzansi</h1></div>'
            extra = f'<div class="moduletable home-gallery"><h3>Izithombe</h3><p>{self.a("gallery", self.docs["gallery"].title, "content")}</p></div>'
        elif doc.key == "izindaba2":
            extra = '<div class="blog-item"><div class="item-content"><div class="page-header"><h2><a href="/index.php/izindaba/4788-umasipala-uthembisa-amanzi-ezindaweni-zasemaphandleni">Umasipala uthembisa amanzi ezindaweni zasemaphandleni</a></h2></div></div></div><div class="blog-item"><div class="item-content"><div class="page-header"><h2><a href="/index.php/izindaba/4781-izikole-zivala-ngempelasonto-yamaholide">Izikole zivala ngempelasonto yamaholide</a></h2></div></div></div>'
        pager = ""
        if doc.key == "izindaba":
            two = self.a("izindaba2", "2", "pagination", 'class="page-link"')
            nxt = self.a("izindaba2", "Okulandelayo", "pagination", 'class="page-link"')
            pager = f'<div class="com-content-category-blog__navigation w-100"><p class="com-content-category-blog__counter counter float-md-end pt-3 pe-2">Ikhasi 1 kwangu-2</p><div class="com-content-category-blog__pagination"><nav class="pagination__wrapper" aria-label="Ukuzulazula"><ul class="pagination ms-0 mb-4"><li class="active page-item"><span class="page-link">1</span></li><li class="page-item">{two}</li><li class="page-item">{nxt}</li></ul></nav></div></div>'
        elif doc.key == "izindaba2":
            prv = self.a("izindaba", "Okwedlule", "pagination", 'class="page-link"')
            one = self.a("izindaba", "1", "pagination", 'class="page-link"')
            pager = f'<div class="com-content-category-blog__navigation w-100"><p class="com-content-category-blog__counter counter float-md-end pt-3 pe-2">Ikhasi 2 kwangu-2</p><div class="com-content-category-blog__pagination"><nav class="pagination__wrapper" aria-label="Ukuzulazula"><ul class="pagination ms-0 mb-4"><li class="page-item">{prv}</li><li class="page-item">{one}</li><li class="active page-item"><span class="page-link">2</span></li></ul></nav></div></div>'
        elif doc.key == "home":
            pager = f'<div class="more-links">{self.a("izindaba", "Izindaba eziningi", "content")} · {self.a("ezemidlalo", "Ezemidlalo", "content")}</div>'
        return f'<div class="com-content-category-blog blog" itemscope itemtype="https://schema.org/Blog">{head}<div class="com-content-category-blog__items blog-items">{items}</div>{extra}{pager}</div>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "gallery":
            figs = "".join(
                f'<figure class="gallery-item"><a href="/images/izithombe/2026/12/{quote(b[1].lower())}_large.jpg"><img src="/images/izithombe/2026/12/{quote(b[1].lower())}_thumb.jpg" alt="{esc(b[1])}" width="300" height="200" loading="lazy"></a><figcaption>{esc(b[2])}</figcaption></figure>'
                for b in doc.blocks
                if b[0] == "fig"
            )
            return f"""<div class="com-content-article item-page gallery-page" itemscope itemtype="https://schema.org/ImageGallery">
<div class="page-header"><h1 itemprop="headline">{esc(doc.title)}</h1></div>
<dl class="article-info text-muted"><dd class="published"><time datetime="2026-12-04T10:30:00+02:00" itemprop="datePublished">{printed(doc.extra["local"])}</time></dd></dl>
<div class="sigplus-gallery">{figs}</div>
<p class="gallery-related">Funda indaba: {self.a("imvula", self.docs["imvula"].title, "content")}</p>
</div>"""
        return f"""<div class="com-content-article item-page" itemscope itemtype="https://schema.org/Article">
<div class="page-header"><h1 itemprop="headline">{esc(doc.title)}</h1></div>
<div itemprop="articleBody" class="com-content-article__body">
{self.blocks(doc)}
</div>
</div>"""
