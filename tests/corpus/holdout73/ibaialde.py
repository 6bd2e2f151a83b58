# ruff: noqa: E501 (page texts and markup are long literal lines)
"""Ibaialde: a Basque regional weekly of the Urola valley (Azpeitia, Azkoitia, Zestoa, Urretxu, Zumarraga) on
**Joomla 4** (a Cassiopeia child template: `com-content-article item-page`, `itemprop="articleBody"`, the
`article-info` list with `createdby`, `category-name`, `published`, `modified`, `hits`; SEF URLs with the article
id `/gizartea/2318-<alias>`, blog pagination `?start=6`, `/component/tags/tag/<alias>`, the author as a com_contact
page `/idazleak/<alias>`, Smart Search `/bilatu?q=`), Basque, UTF-8, Europe/Madrid (+01:00).

Dates are printed "Argitaratua: 2026ko abenduaren 4a, 10:25" (genitive month, day with the article "-a") and
"Eguneratua: …"; the microdata `<time datetime>` is local, but a JSON-LD plugin on four articles writes **UTC**: the
pelota final published at 00:40 on 5 Dec is "2026-12-04T23:40:00Z" there. Credits are the Joomla user names,
**surname first** ("Agirre Lasa, Jon"), and the natural order is printed only in the author box under the text; two
reporters come through `created_by_alias` ("Agirre Lasa, Jon eta Larrañaga Aizpuru, Itziar"); the EFE story's user
is the site ("Ibaialde", a JSON-LD Person) and the brief's the desk. One story opens with a summary in Spanish, the
interview has a kicker the SEO plugin puts into `<title>` and `og:title`, the top bar prints **today**."""

from __future__ import annotations

import json
from urllib.parse import quote

from common import EU_DAYS, EU_MONTHS_GEN, Base, offset_iso, page, story, ymd
from sitekit import Doc, css_rules, esc

ORIGIN = "https://www.ibaialde.test"
A_READMORE = 'class="btn btn-secondary" aria-label="Irakurri gehiago"'
A_BTN = 'class="btn btn-secondary"'
A_TAG = 'class="btn btn-sm btn-info"'
A_NEXT = 'class="btn btn-sm btn-secondary next" rel="next"'
A_PREV = 'class="btn btn-sm btn-secondary previous" rel="prev"'
A_PAGE_LINK = 'class="page-link"'
A_PATHWAY = 'class="pathway"'
A_RESULT_TITLE_LINK = 'class="result__title-link"'
A_GENRE = 'itemprop="genre"'
A_URL = 'itemprop="url"'
ARTS = ["azoka", "pilota", "laburra", "fronto", "euskaltegi", "efe", "bertso", "iritzia"]


def eu_date(stamp: str, time: bool = True) -> str:
    """'2026-12-04 10:25' -> '2026ko abenduaren 4a, 10:25' (no '-a' after 11 and 31, whose names end in -a)."""
    y, m, d, hm = ymd(stamp)
    suffix = "" if d in (11, 31) else "a"
    out = f"{y}ko {EU_MONTHS_GEN[m - 1]} {d}{suffix}"
    return f"{out}, {hm}" if time and hm else out


def natural(user: str) -> str:
    """'Agirre Lasa, Jon' -> 'Jon Agirre Lasa'."""
    surname, _, given = user.partition(", ")
    return f"{given} {surname}" if given else user


def alias(name: str) -> str:
    table = str.maketrans("ñáéíóú", "naeiou")
    return "-".join(name.lower().translate(table).split())


class Ibaialde(Base):
    origin = ORIGIN
    name = "Ibaialde"
    prefix = "iba"
    language = "eu"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "iba",
            [
                ".container-header",
                ".mod-menu .nav-item",
                ".item-page .page-header h1",
                ".article-info dd",
                ".com-content-article__body p",
                ".blog-item",
                ".pagination .page-item",
                ".container-sidebar-right .moduletable",
                ".container-footer",
                "#jb-cookie",
            ],
            260,
        )

    # --- the site ---------------------------------------------------------------------------------------------

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "Ibaialde",
                "joomla-featured",
                list=["azoka", "pilota", "laburra", "fronto", "euskaltegi", "efe", "bertso", "iritzia"],
            )
        )
        add(
            page(
                "gizartea",
                "/gizartea",
                "section",
                "Gizartea",
                "joomla-category-blog",
                list=["laburra", "fronto", "euskaltegi"],
                more="gizartea2",
                total=3,
            )
        )
        add(
            page(
                "gizartea2",
                "/gizartea?start=6",
                "section",
                "Gizartea",
                "joomla-category-blog-start6",
                list=["efe"],
                old=[
                    (
                        "Azkoitiko udal igerilekuak ordutegi berria izango du neguan",
                        "/gizartea/2281-azkoitiko-udal-igerilekuak-ordutegi-berria-izango-du-neguan",
                        "2026-11-27 09:10",
                    ),
                    (
                        "Legazpiko Mirandaola parkeko bidea berrituko dute",
                        "/gizartea/2279-legazpiko-mirandaola-parkeko-bidea-berrituko-dute",
                        "2026-11-26 12:40",
                    ),
                    (
                        "Zumarragako zahar etxeak 20 plaza berri izango ditu",
                        "/gizartea/2270-zumarragako-zahar-etxeak-20-plaza-berri-izango-ditu",
                        "2026-11-25 08:30",
                    ),
                ],
                total=3,
            )
        )
        add(
            page(
                "tag",
                "/component/tags/tag/euskara",
                "tag",
                "Euskara",
                "joomla-com-tags",
                list=["euskaltegi", "bertso"],
                dead=("Azpeitiko udal liburutegiak euskarazko liburu-kluba sortu du", "notfound"),
            )
        )
        add(
            page(
                "author",
                "/idazleak/jon-agirre-lasa",
                "author",
                "Jon Agirre Lasa",
                "joomla-com-contact-articles",
                list=["fronto", "euskaltegi"],
                bio="Kazetaria. Ibaialden 2009tik, gizarte eta udal gaiak lantzen ditu Azpeitian eta Azkoitian.",
            )
        )
        add(
            page(
                "search",
                "/bilatu?q=pilota",
                "search",
                "Bilatu",
                "joomla-com-finder",
                list=["pilota", "fronto"],
            )
        )
        add(
            page(
                "contact",
                "/harremanetarako",
                "contact",
                "Harremanetarako",
                "joomla-com-contact-form",
                [
                    "Ibaialde astekaria Urola bailarako herrietan banatzen da ostiralero, eta egunero eguneratzen dugu webgunea. Albiste bat eman nahi baduzu, iragarki bat jarri edo harpidetu, jar zaitez gurekin harremanetan.",
                    "## Erredakzioa",
                    "Enparantza Nagusia 4, behea. 20730 Azpeitia (Gipuzkoa)",
                    "Telefonoa: 943 00 00 00",
                    "## Publizitatea eta harpidetzak",
                    "Astelehenetik ostiralera, 09:00etatik 14:00etara.",
                ],
            )
        )
        add(
            page(
                "agenda",
                "/agenda",
                "events",
                "Agenda: asteburuan bailaran",
                "joomla-article-agenda",
                [
                    "Urola bailarako herrietako ekitaldiak. Zure ekitaldia agendan jartzeko, bidali informazioa asteazkena baino lehen.",
                    "## Abenduaren 5a, larunbata",
                    "- 11:00 · Azpeitia · Baserritarren azoka Plaza Nagusian.",
                    "- 19:00 · Azkoitia · «Lurra» antzezlana, Baztartxo aretoan. Sarrera: 8 euro.",
                    "- 22:00 · Zumarraga · Kontzertua gaztetxean: Txarangoak eta Hautsa taldeak.",
                    "## Abenduaren 6a, igandea",
                    "- 10:00 · Legazpi · Mendi irteera Aizkorrira, Mirandaola parketik.",
                    "- 12:30 · Zestoa · Bertso saioa herriko plazan, Irati Olaizola eta Unai Agirrerekin.",
                    "- 18:00 · Urretxu · Zinema: «Itsasoa gara», Iparragirre aretoan.",
                    "## Abenduaren 8a, asteartea",
                    "- 17:00 · Azpeitia · Liburu aurkezpena Sanagustin kulturgunean.",
                    "- 19:30 · Azkoitia · Gabon kanten entsegu irekia, parrokian.",
                ],
            )
        )
        add(
            page(
                "eguraldia",
                "/eguraldia",
                "weather",
                "Eguraldia Urola bailaran",
                "joomla-weather-module",
                [
                    "Euskalmeten iragarpena Urola bailararako. Azken eguneratzea: 2026ko abenduaren 5a, 07:00.",
                    "T: Eguna | Zerua | Min. | Max. | Haizea",
                    "T: Larunbata, 5 | Hodeitsu, euri-zaparradak arratsaldean | 6° | 12° | Ipar-mendebaldekoa, 20 km/h",
                    "T: Igandea, 6 | Ostarteak | 4° | 11° | Hegoaldekoa, ahula",
                    "T: Astelehena, 7 | Eguzkitsu | 2° | 13° | Hegoaldekoa, 15 km/h",
                    "Igande goizean izotza egon daiteke Errezil eta Beizamako errepideetan. Kontuz gidatu.",
                ],
            )
        )
        add(
            page(
                "notfound",
                "/gizartea/1187-udal-liburutegiak-euskarazko-liburu-kluba-sortu-du",
                "not-found",
                "Ez da artikulua aurkitu",
                "joomla-soft-404-in-template",
                [
                    "Barkatu, eskatu duzun orria ez dago eskuragarri. Baliteke artikulua ezabatu edo beste helbide batera eraman izana.",
                    "Bilatu nahi duzuna goiko bilatzailean, edo itzuli hasierako orrira.",
                ],
            )
        )
        # --- the eight articles ---
        add(
            story(
                "fronto",
                "/gizartea/2318-izarraitz-pilotalekua-berritzeko-lanak-urtarrilean-hasiko-dira",
                "Izarraitz pilotalekua berritzeko lanak urtarrilean hasiko dira Azpeitian",
                "2026-12-04",
                None,
                "2026-12-04 10:25",
                ["Jon Agirre Lasa"],
                [
                    "Azpeitiko Udalak Izarraitz pilotalekua berritzeko proiektua onartu zuen asteazkeneko osoko bilkuran, eta lanak urtarrilaren 12an hasiko dira, udal iturriek jakinarazi dutenez. Obrek hamar hilabete iraungo dute, eta 1,8 milioi euroko aurrekontua dute.",
                    "Pilotalekua 1978an eraiki zuten, eta ordutik ez da eraberritze sakonik egin. Estalkiak urak sartzen ditu negu partean, aldageletako instalazioak zaharkituta daude, eta harmailetara iristeko ez dago igogailurik.",
                    "FIG: Izarraitz pilotalekua | Izarraitz pilotalekua, asteazken arratsaldean. Argazkia: Ibaialde",
                    "## Estalki berria eta aldagela irisgarriak",
                    "Proiektuaren zatirik handiena estalki berriari dagokio: egitura metalikoa ordeztu egingo dute, eta argi naturala sartzeko leiho-zerrenda bat jarriko dute frontisaren gainean. Aldagelak beheko solairura eramango dituzte, eta igogailu bat jarriko dute harmailetara iristeko.",
                    "«Urte asko daramatzagu obra hau eskatzen. Azpeitian pilota ez da kirol bat bakarrik, herriaren bizitzaren parte da», adierazi dio Ibaialderi Maialen Zubizarreta Kirol zinegotziak.",
                    "Obrek iraun bitartean, pilota eskolako 140 haurrek Loiolako pilotalekuan eta Azkoitiko Floreagan egingo dituzte entrenamenduak. Herriko txapelketako finalak ere Azkoitian jokatuko dira udaberrian.",
                    "Udalak Gipuzkoako Foru Aldundiaren 600.000 euroko diru-laguntza jaso du obrarako, eta gainerakoa udal aurrekontutik ordainduko du. Lanak Urola Erdiko enpresa batek egingo ditu; lehiaketara sei enpresa aurkeztu ziren.",
                    "Pilotalekuak 2027ko azaroan zabalduko ditu berriro ateak, Azpeitiko pilota txapelketaren 50. edizioarekin batera, Udalaren asmoen arabera.",
                ],
                "surname-first-user-spanish-summary-top",
                section="Gizartea",
                cat="gizartea",
                user="Agirre Lasa, Jon",
                hits=412,
                tags=[("Azpeitia", "/component/tags/tag/azpeitia"), ("Pilota", "/component/tags/tag/pilota")],
                summary="Las obras de reforma del frontón Izarraitz de Azpeitia comenzarán el 12 de enero y durarán diez meses. El Ayuntamiento invertirá 1,8 millones de euros en la nueva cubierta, los vestuarios y un ascensor para las gradas; la Diputación aporta 600.000 euros.",
            )
        )
        add(
            story(
                "efe",
                "/gizartea/2309-euskal-y-ren-ezkio-itsaso-eta-beasain-arteko-zatia-2028an-amaituko-da",
                "Euskal Y-ren Ezkio-Itsaso eta Beasain arteko zatia 2028an amaituko dela aurreratu du Jaurlaritzak",
                "2026-12-03",
                "2026-12-03T12:10:00Z",
                "2026-12-03 13:10",
                [],
                [
                    "Vitoria-Gasteiz, abenduaren 3a (EFE). Eusko Jaurlaritzak aurreratu duenez, Euskal Y abiadura handiko trenbidearen Ezkio-Itsaso eta Beasain arteko zatia 2028ko bigarren seihilekoan amaituko da, aurreikusitakoa baino urtebete beranduago.",
                    "Mugikortasun Jasangarriko sailburuak Legebiltzarrean azaldu du atzerapena Ezkioko korapiloko tuneletan aurkitutako arazo geologikoek eragin dutela. Tunel horietako batean, lurraren mugimenduak direla eta, egitura indartzeko lanak egin behar izan dira azken hilabeteetan.",
                    "Ezkioko korapiloa proiektuaren punturik konplexuenetako bat da, hiru hiriburuetarako adarrak bertan elkartzen baitira. Jaurlaritzaren arabera, korapiloko obren %78 eginda daude dagoeneko.",
                    "Sailburuak berretsi du Euskal Y osoa 2030ean martxan egotea dela helburua, baina onartu du egutegia «estua» dela eta Espainiako Gobernuarekin hitzartutako epeak berrikusi beharko direla datorren urtean.",
                    "Oposizioko taldeek atzerapenaren inguruko azalpen gehiago eskatu dituzte, eta obren kostuaren gorakada salatu dute. Azken kalkuluen arabera, Gipuzkoako adarraren kostua 1.900 milioi eurotik gorakoa izango da.",
                ],
                "agency-efe-site-user",
                section="Gizartea",
                cat="gizartea",
                user="Ibaialde",
                credit="EFE",
                hits=288,
                ld=True,
                tags=[("Euskal Y", "/component/tags/tag/euskal-y")],
            )
        )
        add(
            story(
                "pilota",
                "/kirolak/2325-arrieta-eta-goenaga-urolako-binakako-txapeldun-floreagan",
                "Arrieta eta Goenaga, Urolako binakako txapeldun Floreagan",
                "2026-12-05",
                "2026-12-04T23:40:00Z",
                "2026-12-05 00:40",
                ["Maite Etxeberria Urkiola"],
                [
                    "Beñat Arrieta eta Unai Goenaga azpeitiarrek irabazi dute Urolako binakako pilota txapelketa, ostiral gauean Azkoitiko Floreaga pilotalekuan jokatutako finalean. 22-18 gailendu zitzaizkien Zumarragako Aitor Mendizabal eta Xabier Olano bikoteari, ia bi orduko partidaren ondoren.",
                    "Harmailak beteta zeuden, eta giroa ederra izan zen hasieratik. Zumarragakoek hobeto ekin zioten partidari, eta 4-10 aurreratu ziren lehen zatian, Mendizabalen sakeari esker.",
                    "## Goenagaren atzekaldea, erabakigarria",
                    "Azpeitiarrek, ordea, atzetik egin zuten gora. Goenaga atzelariak pilota luzeak eman zizkion bikotekideari, eta Arrietak eskuz ezker ederrak egin zituen aurrean. 15-15 berdindu zuten, eta hortik aurrera ez zuten aurrea galdu.",
                    "«Gaur gauean ez dut lorik egingo. Urte osoa daramagu txapel honen bila entrenatzen», esan zuen Arrietak partida amaitu ondoren, txapela buruan zuela.",
                    "FIG: Arrieta eta Goenaga txapelarekin | Arrieta eta Goenaga, txapelarekin, Floreagako kantxan. Argazkia: Ibaialde",
                    "Txapelketan 24 bikotek parte hartu dute aurten, Urola bailarako hamar herritakoak. Antolatzaileek iragarri dutenez, hurrengo edizioa Izarraitz pilotaleku berrituan jokatuko da, [[fronto|obrak amaitzen direnean]].",
                ],
                "surname-first-jsonld-utc-previous-day",
                section="Kirolak",
                cat="kirolak",
                user="Etxeberria Urkiola, Maite",
                hits=1093,
                ld=True,
                tags=[("Pilota", "/component/tags/tag/pilota"), ("Azkoitia", "/component/tags/tag/azkoitia")],
            )
        )
        add(
            story(
                "bertso",
                "/kultura/2306-irati-olaizola-plazan-ez-dago-atzera-egiterik",
                "Irati Olaizola: «Plazan ez dago atzera egiterik, hitza eman eta kitto»",
                "2026-12-03",
                None,
                "2026-12-03 09:00",
                ["Ane Urkiola Garmendia"],
                [
                    "Irati Olaizola (Errezil, 1998) Gipuzkoako Bertsolari Txapelketako finalean izango da igandean, Donostian, bigarren urtez jarraian. Errezilgo bertsolariarekin hitz egin dugu finalaren atarian, Azpeitiko bertso eskolan, bertan ematen baititu eskolak astean bitan.",
                    "FIG: Irati Olaizola | Irati Olaizola, Azpeitiko bertso eskolan. Argazkia: Zubizarreta, Iñaki",
                    "Q: Bigarren finala duzu. Nola bizi duzu aste hau? || Lasaiago iaz baino. Iaz dena zen berria: estresa, urduritasuna, jendea… Aurten badakit zer dagoen aurrean, eta gozatzera noa. Dena den, larunbat gauean ez dut asko lo egingo, hori ziur.",
                    "Q: Nola prestatzen da bertsolari bat final baterako? || Gaiak landuz, neurriak errepasatuz, eta batez ere entzunez. Beste bertsolariak entzutea oso garrantzitsua da niretzat. Egunero idazten dut zerbait, nahiz eta gero ez erabili.",
                    "Q: Azpeitiko bertso eskolan irakasle zara. Zer ematen dizute haurrek? || Askatasuna. Haurrek ez dute beldurrik; errimatzen ez badu ere, kantatu egiten dute. Helduok ahaztu egiten dugu hori: plazan ez dago atzera egiterik, hitza eman eta kitto.",
                    "Q: Emakume bertsolarien presentzia asko handitu da azken urteetan. Nola ikusten duzu? || Aldaketa handia izan da, eta ez da kasualitatea. Aurrekoek bidea ireki zuten, eta guk erraztasun handiagoa izan dugu. Baina oraindik badago zer egina, batez ere gaiak jartzerakoan eta epaimahaietan.",
                    "Q: Eta igandean, zer? || Ondo pasatzea. Txapela? Inork ez daki. Final batean edozer gerta daiteke, eta horixe da ederra.",
                ],
                "interview-qa-kicker-in-title-photographer",
                section="Kultura",
                cat="kultura",
                user="Urkiola Garmendia, Ane",
                photo="Zubizarreta, Iñaki",
                kicker="Elkarrizketa",
                hits=756,
                tags=[("Bertsolaritza", "/component/tags/tag/bertsolaritza"), ("Euskara", "tag")],
            )
        )
        add(
            story(
                "euskaltegi",
                "/gizartea/2315-urola-bailarako-euskaltegiek-inoiz-baino-ikasle-gehiago-dituzte",
                "Urola bailarako euskaltegiek inoiz baino ikasle gehiago dituzte aurten",
                "2026-12-04",
                None,
                "2026-12-04 08:15",
                ["Jon Agirre Lasa", "Itziar Larrañaga Aizpuru"],
                [
                    "Urola bailarako euskaltegietan 1.146 ikasle helduk eman dute izena 2026-2027 ikasturterako, inoiz izan den kopururik handiena. Azpeitia, Azkoitia, Zumarraga eta Urretxuko euskaltegiek datuak bateratu dituzte lehen aldiz, eta iazkoaren aldean %14ko igoera dago.",
                    "Ikasle berrien ia erdiak atzerrian jaiotakoak dira. Kolonbia, Maroko, Senegal eta Honduras dira jatorri-herrialde nagusiak, eta askok lanean edo seme-alaben eskolan euskara behar dutelako ematen dute izena.",
                    "## Lan-munduaren eragina",
                    "Euskaltegietako arduradunen arabera, lan-merkatuak eragin handia izan du igoeran. Osakidetzak, udalek eta zaintza-zerbitzuek euskara-eskakizunak zorroztu dituzte, eta horrek ikasle askori bultzada eman die.",
                    "«Lehen, ikasle gehienak euskara ikasi nahi zuten tokikoak ziren. Orain askoz anitzagoa da gela, eta horrek aberastu egiten gaitu», azaldu du Nekane Aranburu Azkoitiko euskaltegiko koordinatzaileak.",
                    "## Mintzakideak falta",
                    "Arazo nagusia, ordea, ikasgelatik kanpo dago. Euskaltegiek ohartarazi dute ikasleek zailtasunak dituztela euskaraz hitz egiteko aukerak aurkitzeko, eta mintzapraktika egitasmoetan boluntario gehiago behar direla.",
                    "Azpeitiko Mintzalaguna programan, esaterako, 90 ikasle daude bikotekidearen zain. Antolatzaileek herritarrei dei egin diete astean ordubete eskaintzeko: «Ez da irakasle izan behar, berba egiteko gogoa izatea nahikoa da».",
                    "Izena emateko epea irekita dago oraindik urtarrilean hasiko diren taldeetarako. Informazio gehiago euskaltegietan bertan eta udalen webguneetan.",
                ],
                "two-surname-first-created-by-alias-updated",
                section="Gizartea",
                cat="gizartea",
                user="Agirre Lasa, Jon eta Larrañaga Aizpuru, Itziar",
                users=["Agirre Lasa, Jon", "Larrañaga Aizpuru, Itziar"],
                modified="2026-12-05 11:30",
                hits=934,
                tags=[("Euskara", "tag"), ("Hezkuntza", "/component/tags/tag/hezkuntza")],
                translated=(
                    "Irakurri albiste hau galegoz, Eido Diarion",
                    "https://www.eidodiario.test/2026/12/04/os-euskaltegis-do-val-do-urola-rexistran-un-record-de-matricula/",
                ),
            )
        )
        add(
            story(
                "iritzia",
                "/iritzia/2302-herri-txikiak-ez-dira-museoak",
                "Herri txikiak ez dira museoak",
                "2026-12-03",
                None,
                "2026-12-03 07:00",
                ["Mikel Arregi Zubia"],
                [
                    "Beizamara igotzen den errepideko azken bihurgunean, eliza eta frontoia ageri dira lehenik, eta gero baserriak, mendi-hegalean sakabanatuta. Turistentzat postal ederra da. Han bizi garenontzat, ordea, herria da: eskola, taberna, autobusa, medikua. Edo izan beharko lukete.",
                    "Azken hamar urteetan Urola bailarako herri txikiek biztanleak galdu dituzte, eta galera horrek ez du zerikusirik paisaiarekin. Etxebizitzarik ez dagoelako joaten dira gazteak, ez herria gustatzen ez zaielako. Baserri zaharrak turistentzako apartamentu bihurtzen dira, eta etxe berriak egiteko baimenak urte luzez geratzen dira paperetan.",
                    "Erakundeek maiz hitz egiten dute landa-eremuaren balioaz, baina erabakiak hiribilduetan hartzen dira, hiribilduetako begiradarekin. Autobus bat egunean bitan pasatzea ez da zerbitzu publikoa; zerbitzuaren itxura da.",
                    "Herri txikiak ez dira museoak. Ez ditugu kristalezko kutxa batean gorde behar, bizirik mantendu baizik. Horretarako, etxebizitza, garraioa eta lana behar dira, eta erabakiak hartzeko ahotsa.",
                    "Datorren urtean udal hauteskundeak izango dira. Hautagaiei eskatuko nieke, behin bakarrik bada ere, gurera igo daitezela autobusez. Itxaron dezatela geltokian, euripean, hurrengoa noiz pasatuko den jakin gabe. Gero hitz egingo dugu landa-eremuaren balioaz.",
                    "SIGN: Mikel Arregi Zubia Beizamako irakaslea eta idazlea da.",
                ],
                "opinion-columnist-photo-bio-tail",
                section="Iritzia",
                cat="iritzia",
                user="Arregi Zubia, Mikel",
                column=True,
                hits=521,
                tags=[("Landa-eremua", "/component/tags/tag/landa-eremua")],
            )
        )
        add(
            story(
                "laburra",
                "/gizartea/2321-zestoako-bainuetxeko-bidea-itxita-egongo-da-astelehenera-arte",
                "Zestoako bainuetxeko bidea itxita egongo da astelehenera arte",
                "2026-12-04",
                "2026-12-04T16:45:00Z",
                "2026-12-04 17:45",
                [],
                [
                    "Zestoako bainuetxera doan errepidea itxita egongo da astelehenera arte, ostegun gauean izandako lur-jausi baten ondorioz. Foru Aldundiak jakinarazi duenez, harri eta lur pilo bat erori zen errepidera Urola ibaiaren ondoko zatian.",
                    "Ez da inor zauritu. Aldundiko langileak ostiral goizetik ari dira lanean ezponda sendotzeko, eta bitartean trafikoa Aizarnazabaldik desbideratu dute.",
                    "Bainuetxeko zuzendaritzak adierazi du bezeroek ohi bezala erabil ditzaketela instalazioak, eta hotelak autobus zerbitzua jarri duela Zestoako geltokitik.",
                ],
                "desk-credit-brief-jsonld-person-desk",
                section="Gizartea",
                cat="gizartea",
                user="Ibaialde Erredakzioa",
                hits=640,
                ld=True,
                tags=[("Zestoa", "/component/tags/tag/zestoa")],
            )
        )
        add(
            story(
                "azoka",
                "/kultura/2327-urretxuko-gabon-azokak-60-postu-izango-ditu-aurten",
                "Urretxuko Gabon azokak 60 postu izango ditu aurten",
                "2026-12-05",
                "2026-12-05T11:20:00Z",
                "2026-12-05 12:20",
                ["Itziar Larrañaga Aizpuru"],
                [
                    "Urretxuko Gabon azoka abenduaren 19an eta 20an egingo da Iparragirre plazan eta inguruko kaleetan, eta inoiz baino postu gehiago izango ditu: 60 guztira, horietatik 22 bailarako baserritarrenak.",
                    "Antolatzaileek, Urretxuko merkatarien elkarteak eta Udalak, egitarau zabala prestatu dute bi egunetarako:",
                    "- Larunbata, 11:00: azokaren irekiera, Urretxu-Zumarragako txistulariekin.",
                    "- Larunbata, 17:30: Olentzero eta Mari Domingiren etorrera, Legazpi kalean.",
                    "- Igandea, 12:00: gazta lehiaketa eta dastaketa.",
                    "- Igandea, 18:00: Gabon kantak Zumarragako Gaztetxo Abesbatzarekin.",
                    "Azokan tokiko produktuak saltzeaz gain, eskulangileek ere izango dute tokia: zurgintza, zeramika eta ehungintza, besteak beste. Berrikuntza gisa, haurrentzako tailer bat egongo da gaztetxean, Gabonetako apaingarriak birziklatutako materialekin egiteko.",
                    "Udalak gogorarazi du azokaren bi egunetan Iparragirre plazako aparkalekua itxita egongo dela, eta Urretxu-Zumarraga geltokitik trenez edo autobusez joatea gomendatu du.",
                ],
                "surname-first-programme-list",
                section="Kultura",
                cat="kultura",
                user="Larrañaga Aizpuru, Itziar",
                hits=204,
                ld=True,
                tags=[("Urretxu", "/component/tags/tag/urretxu"), ("Gabonak", "/component/tags/tag/gabonak")],
            )
        )

    # --- templates --------------------------------------------------------------------------------------------

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        kicker = doc.extra.get("kicker", "")
        title = f"{kicker.upper()} - {doc.title}" if kicker else doc.title
        desc = (
            self.lede(doc)
            if doc.is_article
            else "Urola bailarako astekaria: Azpeitia, Azkoitia, Zestoa, Urretxu, Zumarraga eta Legazpiko albisteak."
        )
        out = [
            '<meta charset="utf-8">',
        ]
        if doc.is_article:
            out.append(f'<meta name="author" content="{esc(doc.extra["user"])}">')
        out += [
            '<meta name="viewport" content="width=device-width, initial-scale=1">',
            f'<meta name="description" content="{esc(desc)}">',
            '<meta name="generator" content="Joomla! - Open Source Content Management">',
            f"<title>{esc(title)} - Ibaialde</title>",
            '<link href="/media/templates/site/cassiopeia_ibaialde/images/favicon.ico" rel="icon" type="image/vnd.microsoft.icon">',
            '<link href="/component/finder/search?format=opensearch&amp;Itemid=101" rel="search" title="OpenSearch Ibaialde" type="application/opensearchdescription+xml">',
            f'<link href="{esc(url)}" rel="canonical">',
        ]
        if doc.is_article:
            og_title = f"{kicker}: {doc.title}" if kicker else doc.title
            out += [
                '<meta property="og:type" content="article">',
                f'<meta property="og:title" content="{esc(og_title)}">',
                f'<meta property="og:url" content="{esc(url)}">',
                '<meta property="og:site_name" content="Ibaialde">',
                '<meta property="og:locale" content="eu_ES">',
                f'<meta property="og:image" content="{ORIGIN}/images/2026/12/{doc.path.split("/")[2].split("-")[0]}.jpg">',
            ]
            if doc.extra.get("ld"):
                ld = {
                    "@context": "https://schema.org",
                    "@type": "NewsArticle",
                    "headline": doc.title,
                    "mainEntityOfPage": {"@type": "WebPage", "@id": url},
                    "image": [f"{ORIGIN}/images/2026/12/{doc.path.split('/')[2].split('-')[0]}.jpg"],
                    "datePublished": doc.iso,
                    "dateModified": doc.iso,
                    "author": {"@type": "Person", "name": doc.extra["user"]},
                    "publisher": {
                        "@type": "Organization",
                        "name": "Ibaialde",
                        "logo": {"@type": "ImageObject", "url": f"{ORIGIN}/images/logo-ibaialde.png"},
                    },
                    "inLanguage": "eu",
                }
                out.append(
                    f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False, indent=4)}</script>'
                )
        else:
            out += [
                '<meta property="og:type" content="website">',
                f'<meta property="og:title" content="{esc(doc.title)}">',
                '<meta property="og:site_name" content="Ibaialde">',
            ]
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        menu = [
            ("home", "Hasiera"),
            ("gizartea", "Gizartea"),
            ("/kultura", "Kultura"),
            ("/kirolak", "Kirolak"),
            ("/ekonomia", "Ekonomia"),
            ("/iritzia", "Iritzia"),
            ("agenda", "Agenda"),
            ("eguraldia", "Eguraldia"),
        ]
        items = "\n".join(
            f'<li class="nav-item item-{101 + i}{" current active" if k == doc.key else ""}">{self.a(k, t, "nav")}</li>'
            for i, (k, t) in enumerate(menu)
        )
        crumbs = ""
        if doc.key != "home":
            mid = ""
            if doc.is_article:
                cat = doc.extra["cat"]
                mid = f'<li class="mod-breadcrumbs__item breadcrumb-item">{self.a(cat if cat in self.docs else "/" + cat, doc.section, "breadcrumb", A_PATHWAY)}</li>'
            crumbs = f'<nav class="mod-breadcrumbs__wrapper" aria-label="Ogi-apurrak"><ol class="mod-breadcrumbs breadcrumb px-3 py-2"><li class="mod-breadcrumbs__here float-start">Hemen zaude: &#160;</li><li class="mod-breadcrumbs__item breadcrumb-item">{self.a("home", "Hasiera", "breadcrumb", A_PATHWAY)}</li>{mid}<li class="mod-breadcrumbs__item breadcrumb-item active"><span>{esc(doc.title)}</span></li></ol></nav>'
        most = "".join(
            f'<li class="mostread-{i}">{self.a(k, self.docs[k].title, "aside")}</li>'
            for i, k in enumerate(["pilota", "euskaltegi", "bertso", "laburra", "fronto"])
        )
        options = {
            "joomla.jtext": {
                "JLIB_FORM_CONTAINS_INVALID_FIELDS": "Formularioa ezin da bidali, derrigorrezko datu batzuk falta direlako.",
                "JCLOSE": "Itxi",
            },
            "system.paths": {"root": "", "rootFull": f"{ORIGIN}/", "base": "", "baseFull": f"{ORIGIN}/"},
            "csrf.token": "6f1e0b3a9d2c48e7a5b1c0d9e8f7a6b5",
        }
        view = (
            "article"
            if doc.is_article
            else {"home": "featured", "section": "category", "tag": "tag", "author": "contact", "search": "search"}.get(
                doc.kind, "article"
            )
        )
        comp = {"tag": "com_tags", "author": "com_contact", "search": "com_finder", "contact": "com_contact"}.get(
            doc.kind, "com_content"
        )
        return f"""<!DOCTYPE html>
<html lang="eu-es" dir="ltr">
<head>
{self.head(doc)}
<link href="/media/templates/site/cassiopeia/css/template.min.css?4f8a1c" rel="stylesheet">
<link href="/media/templates/site/cassiopeia_ibaialde/css/user.css?4f8a1c" rel="stylesheet">
<link href="/media/plg_system_jbcookies/css/jbcookies.min.css" rel="stylesheet">
<style>/*PAD*/</style>
<script type="application/json" class="joomla-script-options new">{json.dumps(options, ensure_ascii=False)}</script>
<script src="/media/system/js/core.min.js?576eb5"></script>
<script src="/media/templates/site/cassiopeia/js/template.min.js?4f8a1c" defer></script>
<script async src="https://www.googletagmanager.com/gtag/js?id=G-IBAIALDE26"></script>
</head>
<body class="site {comp} wrapper-static view-{view} no-layout no-task itemid-{112 if doc.is_article else 101} has-sidebar-right">
<header class="header container-header full-width">
<div class="container-topbar"><div class="moduletable data-gaur">{eu_date("2026-12-05", time=False)}, {EU_DAYS[5]}</div><div class="moduletable sare-sozialak"><a href="https://www.facebook.com/ibaialde.test">Facebook</a> <a href="https://www.instagram.com/ibaialde.test">Instagram</a> <a href="https://x.com/ibaialde_test">X</a></div></div>
<div class="grid-child"><div class="navbar-brand"><a class="brand-logo" href="/"><img loading="eager" decoding="async" src="/images/logo-ibaialde.svg" alt="Ibaialde" width="260" height="58"></a><div class="site-description">Urola bailarako astekaria</div></div></div>
<div class="grid-child container-nav">
<nav class="navbar navbar-expand-md" aria-label="Menu nagusia"><button class="navbar-toggler navbar-toggler-right" type="button" data-bs-toggle="collapse" data-bs-target="#navbar1" aria-controls="navbar1" aria-expanded="false" aria-label="Nabigazioa erakutsi/ezkutatu"><span class="icon-menu" aria-hidden="true"></span></button>
<div class="collapse navbar-collapse" id="navbar1"><ul class="mod-menu mod-list nav ">
{items}
</ul></div></nav>
<div class="container-search"><form class="mod-finder js-finder-searchform form-search" action="/bilatu" method="get" role="search"><label for="mod-finder-searchword" class="visually-hidden finder">Bilatu</label><input type="text" name="q" id="mod-finder-searchword" class="js-finder-search-query form-control" value="" placeholder="Bilatu..."></form></div>
</div>
</header>
<div class="moduletable banner-goikoa"><a href="/component/banners/click/14" target="_blank" rel="noopener noreferrer" title="Urola Kutxa"><img src="/images/banners/urola-kutxa-970x90.jpg" alt="Iragarkia" width="970" height="90"></a></div>
<div class="site-grid">
<div class="grid-child container-component">
{crumbs}
<div id="system-message-container" aria-live="polite"></div>
<main>
{main}
</main>
</div>
<div class="grid-child container-sidebar-right">
<div class="sidebar-right card "><h3 class="card-header ">Irakurrienak</h3><div class="card-body"><ul class="mostread mod-list">{most}</ul></div></div>
<div class="sidebar-right card "><h3 class="card-header ">Zerbitzuak</h3><div class="card-body"><ul class="mod-menu mod-list"><li>{self.a("agenda", "Asteburuko agenda", "aside")}</li><li>{self.a("eguraldia", "Eguraldia", "aside")}</li><li><a href="/eskelak">Eskelak</a></li><li><a href="/farmaziak">Guardiako farmaziak</a></li></ul></div></div>
<div class="sidebar-right card "><h3 class="card-header ">Bilaketa ohikoenak</h3><div class="card-body">{self.a("search", "pilota", "aside")} · <a href="/bilatu?q=euskal+y">Euskal Y</a> · <a href="/bilatu?q=olentzero">Olentzero</a></div></div>
<div class="sidebar-right card banner"><a href="/component/banners/click/15"><img src="/images/banners/harpidetu-300x250.jpg" alt="Harpidetu Ibaialde astekarira" width="300" height="250"></a></div>
</div>
</div>
<footer class="container-footer footer full-width">
<div class="grid-child">
<div class="moduletable footer-helbidea"><p><strong>Ibaialde</strong> · Urola bailarako astekaria · Enparantza Nagusia 4, 20730 Azpeitia</p><p>{self.a("contact", "Harremanetarako", "footer")} · <a href="/lege-oharra">Lege oharra</a> · <a href="/pribatutasun-politika">Pribatutasun politika</a> · <a href="/cookieak">Cookieak</a> · <a href="/index.php?format=feed&amp;type=rss">RSS</a></p><p>Eusko Jaurlaritzaren eta Gipuzkoako Foru Aldundiaren laguntzarekin.</p><p>© 2026 Ibaialde Komunikazio Kooperatiba</p></div>
</div>
</footer>
<div id="jb-cookie" class="jb-cookie bottom robots-noindex"><div class="jb-cookie-bg"></div><p class="jb-cookie-text">Webgune honek cookieak erabiltzen ditu zure nabigazio-esperientzia hobetzeko. Nabigatzen jarraitzen baduzu, onartu egiten duzu.</p><div class="jb-cookie-decline"><button class="jb-decline btn">Ukatu</button></div><button class="jb-accept btn">Onartu</button> <a href="/cookieak">Informazio gehiago</a></div>
<script>gtag('config','G-IBAIALDE26',{{'anonymize_ip':true}});</script>
</body>
</html>"""

    def info(self, doc: Doc, full: bool = True) -> str:
        cat = doc.extra["cat"]
        cat_link = (
            self.a(cat, doc.section, "breadcrumb", A_GENRE)
            if cat in self.docs
            else f'<a href="/{cat}" itemprop="genre">{esc(doc.section)}</a>'
        )
        out = [
            '<dl class="article-info text-muted">',
            '<dt class="article-info-term">Xehetasunak</dt>',
            f'<dd class="createdby" itemprop="author" itemscope itemtype="https://schema.org/Person"><span class="icon-user icon-fw" aria-hidden="true"></span> Idazlea: <span itemprop="name">{esc(doc.extra["user"])}</span></dd>',
        ]
        if full:
            out.append(
                f'<dd class="category-name"><span class="icon-folder-open icon-fw" aria-hidden="true"></span> Kategoria: {cat_link}</dd>'
            )
        out.append(
            f'<dd class="published"><span class="icon-calendar icon-fw" aria-hidden="true"></span> <time datetime="{offset_iso(doc.stamp)}" itemprop="datePublished">Argitaratua: {eu_date(doc.stamp)}</time></dd>'
        )
        if full and doc.extra.get("modified"):
            out.append(
                f'<dd class="modified"><span class="icon-calendar icon-fw" aria-hidden="true"></span> <time datetime="{offset_iso(doc.extra["modified"])}" itemprop="dateModified">Eguneratua: {eu_date(doc.extra["modified"])}</time></dd>'
            )
        if full:
            out.append(
                f'<dd class="hits"><span class="icon-eye icon-fw" aria-hidden="true"></span> <meta itemprop="interactionCount" content="UserPageVisits:{doc.extra["hits"]}"> Bistaratzeak: {doc.extra["hits"]}</dd>'
            )
        out.append("</dl>")
        return "\n".join(out)

    def author_box(self, doc: Doc) -> str:
        users = doc.extra.get("users") or ([doc.extra["user"]] if doc.authors else [])
        cards = []
        for u in users:
            name = natural(u)
            link = (
                self.a("author", name, "byline")
                if name == "Jon Agirre Lasa"
                else f'<a href="/idazleak/{alias(name)}">{esc(name)}</a>'
            )
            role = "Zutabegilea" if doc.extra.get("column") else "Kazetaria"
            cards.append(
                f'<div class="egilea-box"><img src="/images/idazleak/{alias(name)}.jpg" alt="" width="64" height="64"><div class="egilea-izena">{link}</div><div class="egilea-kargua">{role}</div></div>'
            )
        return f'<div class="egileak">{"".join(cards)}</div>' if cards else ""

    def story_main(self, doc: Doc) -> str:
        tags = "".join(
            f'<li class="list-inline-item tag-{i + 2} tag-list{i}" itemprop="keywords">{self.a(h, t, "tag", A_TAG)}</li>'
            for i, (t, h) in enumerate(doc.extra.get("tags", []))
        )
        kicker = (
            f'<div class="field-entry kicker"><span class="field-value">{esc(doc.extra["kicker"].upper())}</span></div>'
            if doc.extra.get("kicker")
            else ""
        )
        summary = ""
        if doc.extra.get("summary"):
            summary = f'<div class="laburpena-gazteleraz" lang="es"><p class="laburpena-titulua"><strong>Resumen en castellano</strong></p><p>{esc(doc.extra["summary"])}</p></div>'
        photo = (
            f'<div class="argazkilaria">Argazkiak: {esc(doc.extra["photo"])}</div>' if doc.extra.get("photo") else ""
        )
        column = ""
        if doc.extra.get("column"):
            name = natural(doc.extra["user"])
            column = f'<div class="zutabegilea"><img src="/images/idazleak/{alias(name)}.jpg" alt="{esc(name)}" width="90" height="90"><span class="zutabegilea-izena">{esc(name)}</span></div>'
        credit = (
            f'<p class="agentzia"><strong>{esc(doc.extra["credit"])}</strong></p>' if doc.extra.get("credit") else ""
        )
        translated = ""
        if doc.extra.get("translated"):
            text, href = doc.extra["translated"]
            translated = f'<p class="beste-hizkuntza"><a href="{esc(href)}" hreflang="gl">{esc(text)}</a></p>'
        i = ARTS.index(doc.key)
        prev_k, next_k = ARTS[(i - 1) % len(ARTS)], ARTS[(i + 1) % len(ARTS)]
        related = [k for k in ARTS if k != doc.key and self.docs[k].extra["cat"] == doc.extra["cat"]][:3] or [
            "fronto",
            "pilota",
        ]
        rel = "".join(f"<li>{self.a(k, self.docs[k].title, 'related')}</li>" for k in related if k != doc.key)
        u = quote(self.url(doc.key), safe="")
        img = doc.path.split("/")[2].split("-")[0]
        return f"""<div class="com-content-article item-page" itemscope itemtype="https://schema.org/Article">
<meta itemprop="inLanguage" content="eu-ES">
{kicker}
<div class="page-header"><h1 itemprop="headline">{esc(doc.title)}</h1></div>
{column}
{self.info(doc)}
{photo}
<ul class="tags list-inline">{tags}</ul>
<div class="sharethis"><a href="https://www.facebook.com/sharer/sharer.php?u={u}">Partekatu</a> <a href="https://x.com/intent/tweet?url={u}">Txiotu</a> <a href="https://wa.me/?text={u}">WhatsApp</a> <a href="mailto:?subject={quote(doc.title)}&amp;body={u}">Posta</a></div>
<figure class="left item-image"><img src="/images/2026/12/{img}.jpg" itemprop="image" alt="" width="1200" height="800" loading="eager"></figure>
{summary}
<div itemprop="articleBody" class="com-content-article__body">
{credit}
{self.blocks(doc)}
</div>
{translated}
{self.author_box(doc)}
<div class="moduletable lotutakoak"><h3>Lotutako albisteak</h3><ul class="relateditems mod-list">{rel}</ul></div>
<nav class="pagenavigation" aria-label="Orrialde-nabigazioa"><span class="pagination ms-0">{self.a(prev_k, "Aurrekoa", "pagination", A_PREV)} {self.a(next_k, "Hurrengoa", "pagination", A_NEXT)}</span></nav>
</div>"""

    def blog_item(self, k: str) -> str:
        d = self.docs[k]
        img = d.path.split("/")[2].split("-")[0]
        return f"""<div class="com-content-category-blog__item blog-item" itemprop="blogPost" itemscope itemtype="https://schema.org/BlogPosting">
<figure class="left item-image"><img src="/images/2026/12/{img}-thumb.jpg" itemprop="thumbnailUrl" alt="" width="400" height="266" loading="lazy"></figure>
<div class="item-content"><div class="page-header"><h2 itemprop="name">{self.a(k, d.title, "content", A_URL)}</h2></div>
{self.info(d, full=False)}
<p>{esc(self.lede(d))}</p>
<p class="readmore">{self.a(k, "Irakurri gehiago: " + d.title, "content", A_READMORE)}</p></div></div>"""

    def listing_main(self, doc: Doc) -> str:
        items = "\n".join(self.blog_item(k) for k in doc.extra["list"])
        old = "".join(
            f'<div class="com-content-category-blog__item blog-item"><div class="item-content"><div class="page-header"><h2><a href="{esc(p)}">{esc(t)}</a></h2></div><dl class="article-info text-muted"><dd class="published">Argitaratua: {eu_date(s)}</dd></dl></div></div>'
            for t, p, s in doc.extra.get("old", [])
        )
        if doc.kind == "home":
            lead = '<div class="blog-featured"><h1 class="visually-hidden">Ibaialde: Urola bailarako albisteak</h1>'
            extra = f'<div class="moduletable zerbitzuak-hasiera"><h3>Zerbitzuak</h3><p>{self.a("agenda", "Asteburuko agenda: kontzertuak, antzerkia, mendi irteerak", "content")}</p><p>{self.a("eguraldia", "Eguraldia: euri-zaparradak larunbat arratsaldean", "content")}</p><p>{self.a("gizartea", "Gizarteko albiste guztiak", "content")}</p></div>'
            return f'{lead}\n<div class="blog-items items-leading">{items}</div>\n{extra}</div>'
        if doc.kind == "section":
            n = 1 if doc.key == "gizartea" else 2
            pages = []
            pages.append(
                '<li class="disabled page-item"><span class="page-link">Hasiera</span></li>'
                if n == 1
                else f'<li class="page-item">{self.a("gizartea", "Hasiera", "pagination", A_PAGE_LINK)}</li>'
            )
            pages.append(
                '<li class="disabled page-item"><span class="page-link">Aurrekoa</span></li>'
                if n == 1
                else f'<li class="page-item">{self.a("gizartea", "Aurrekoa", "pagination", A_PAGE_LINK)}</li>'
            )
            pages.append(
                '<li class="active page-item"><span aria-current="true" class="page-link">1</span></li>'
                if n == 1
                else f'<li class="page-item">{self.a("gizartea", "1", "pagination", A_PAGE_LINK)}</li>'
            )
            pages.append(
                f'<li class="page-item">{self.a("gizartea2", "2", "pagination", A_PAGE_LINK)}</li>'
                if n == 1
                else '<li class="active page-item"><span aria-current="true" class="page-link">2</span></li>'
            )
            pages.append('<li class="page-item"><a href="/gizartea?start=12" class="page-link">3</a></li>')
            pages.append(
                f'<li class="page-item">{self.a("gizartea2", "Hurrengoa", "pagination", A_PAGE_LINK)}</li>'
                if n == 1
                else '<li class="page-item"><a href="/gizartea?start=12" class="page-link">Hurrengoa</a></li>'
            )
            nav = f'<div class="com-content-category-blog__navigation w-100"><p class="com-content-category-blog__counter counter float-end pt-3 pe-2">{n}. orria / 3</p><div class="com-content-category-blog__pagination"><nav class="pagination__wrapper" aria-label="Orrialdekatzea"><ul class="pagination ms-0 mb-4">{"".join(pages)}</ul></nav></div></div>'
            return f'<div class="com-content-category-blog blog" itemscope itemtype="https://schema.org/Blog"><h1>{esc(doc.title)}</h1><div class="category-desc clearfix"><p>Urola bailarako herrietako gizarte albisteak.</p></div><div class="com-content-category-blog__items blog-items">{items}{old}</div>{nav}</div>'
        if doc.kind == "tag":
            lis = "".join(
                f'<li class="list-group-item list-group-item-action"><h3>{self.a(k, self.docs[k].title, "content")}</h3><span class="tag-body">{esc(self.lede(self.docs[k]))}</span></li>'
                for k in doc.extra["list"]
            )
            dead_t, dead_k = doc.extra["dead"]
            lis += f'<li class="list-group-item list-group-item-action"><h3>{self.a(dead_k, dead_t, "content")}</h3><span class="tag-body">Azpeitiko liburutegiak hilean behin elkartuko ditu irakurleak, euskarazko eleberriei buruz hitz egiteko.</span></li>'
            return f'<div class="com-tags-tag tag-category"><h1>{esc(doc.title)}</h1><div class="com-tags-tag__description category-desc"><p>Euskararen erabilerari eta irakaskuntzari buruzko albisteak.</p></div><form action="{esc(doc.path)}" method="post" name="adminForm" id="adminForm" class="com-tags-tag__items"><div class="com-tags-tag__filter btn-group"><label class="filter-search-lbl visually-hidden" for="filter-search">Iragazi</label><input type="text" name="filter-search" id="filter-search" class="inputbox" placeholder="Iragazi"></div><ul class="com-tags-tag__category category list-group">{lis}</ul></form></div>'
        if doc.kind == "author":
            lis = "".join(
                f'<li>{self.a(k, self.docs[k].title, "content")} <span class="small">{eu_date(self.docs[k].stamp, time=False)}</span></li>'
                for k in doc.extra["list"]
            )
            return f'<div class="com-contact contact" itemscope itemtype="https://schema.org/Person"><div class="page-header"><h1><span class="contact-name" itemprop="name">{esc(doc.title)}</span></h1></div><div class="com-contact__container"><img src="/images/idazleak/jon-agirre-lasa.jpg" alt="{esc(doc.title)}" itemprop="image" width="160" height="160"><dl class="com-contact__position contact-position dl-horizontal"><dt>Kargua:</dt><dd itemprop="jobTitle">Kazetaria</dd></dl><div class="com-contact__miscinfo contact-miscinfo"><p>{esc(doc.extra["bio"])}</p></div><p><a href="mailto:jagirre@ibaialde.test">jagirre@ibaialde.test</a></p></div><div class="com-contact__articles contact-articles"><h3>Artikuluak</h3><ul class="nav nav-tabs nav-stacked">{lis}</ul></div></div>'
        # search
        lis = "".join(
            f'<li class="result__item"><p class="result__title">{self.a(k, self.docs[k].title, "content", A_RESULT_TITLE_LINK)}</p><p class="result__description">{esc(self.lede(self.docs[k]))}</p><div class="result__date small">{eu_date(self.docs[k].stamp, time=False)}</div><div class="result__url small">{esc(self.url(k))}</div></li>'
            for k in doc.extra["list"]
        )
        return f'<div class="com-finder finder"><h1>{esc(doc.title)}</h1><form action="/bilatu" method="get" class="js-finder-searchform"><fieldset class="com-finder__search word mb-3"><legend class="com-finder__search-legend visually-hidden">Bilatu</legend><div class="form-inline"><label for="q" class="me-2">Bilatu:</label><div class="input-group"><input type="text" name="q" id="q" class="js-finder-search-query form-control" value="pilota"><button type="submit" class="btn btn-primary">Bilatu</button></div></div></fieldset></form><div id="search-query-explained" class="com-finder__explained"><p>Bilaketa-terminoa: <mark>pilota</mark>. {len(doc.extra["list"])} emaitza.</p></div><div id="search-results" class="com-finder__results"><ol id="search-result-list" class="com-finder__results-list" start="1">{lis}</ol></div><div class="com-finder__navigation search-pagination"><div class="com-finder__counter search-pages-counter">1-{len(doc.extra["list"])} emaitzak {len(doc.extra["list"])} guztira</div></div></div>'

    def service_main(self, doc: Doc) -> str:
        body = self.blocks(doc)
        if doc.kind == "contact":
            form = '<form id="contact-form" action="/harremanetarako" method="post" class="form-validate form-horizontal well"><fieldset><legend>Bidali mezua</legend><div class="control-group"><label id="jform_contact_name-lbl" for="jform_contact_name">Izena<span class="star">&#160;*</span></label><input type="text" name="jform[contact_name]" id="jform_contact_name" required></div><div class="control-group"><label for="jform_contact_email">Helbide elektronikoa<span class="star">&#160;*</span></label><input type="email" name="jform[contact_email]" id="jform_contact_email" required></div><div class="control-group"><label for="jform_contact_message">Mezua<span class="star">&#160;*</span></label><textarea name="jform[contact_message]" id="jform_contact_message" cols="50" rows="10" required></textarea></div><button class="btn btn-primary validate" type="submit">Bidali</button></fieldset></form>'
            return f'<div class="com-contact contact"><div class="page-header"><h1>{esc(doc.title)}</h1></div><div class="com-contact__info">{body}<p><a href="mailto:erredakzioa@ibaialde.test">erredakzioa@ibaialde.test</a></p></div>{form}</div>'
        if doc.kind == "not-found":
            return f'<div class="com-content-error error-page"><div class="page-header"><h1>{esc(doc.title)}</h1></div><p class="error-code">404</p>{body}<p>{self.a("home", "Hasierako orria", "content", A_BTN)}</p></div>'
        extra = ""
        if doc.kind == "events":
            extra = f'<p class="agenda-lotura">Irakurri ere: {self.a("bertso", "Irati Olaizolarekin elkarrizketa", "content")} · {self.a("azoka", "Urretxuko Gabon azoka", "content")}</p>'
        elif doc.kind == "weather":
            extra = '<p class="euskalmet">Iturria: <a href="https://www.euskadi.eus/eguraldia/">Euskalmet</a></p>'
        return f'<div class="com-content-article item-page {doc.kind}"><div class="page-header"><h1>{esc(doc.title)}</h1></div><div class="com-content-article__body">{body}</div>{extra}</div>'
