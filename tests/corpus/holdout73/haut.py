# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes are deliberate)
"""Lëtzebuerg Haut: a Luxembourg news portal on **Drupal 10** with Luxembourgish, German and French sections
(`/lb/…`, `/de/…`, `/fr/…` with the language switcher block, `node--type-article node--view-mode-full`,
`field--name-body`, `field--name-field-autor`, `field--name-field-rubrik`, pathauto aliases that drop the umlauts,
Views pager from 0 so page 2 is `/lb/politik?page=1`, `/lb/tags/<term>`, `/lb/auteur/<name>`,
`/lb/sich?search_api_fulltext=`), UTF-8, Europe/Luxembourg (+01:00).

Dates are printed per language ("04.12.2026 um 09:40 Auer", "04.12.2026, 14:20 Uhr", "04.12.2026 à 18h00",
"Aktualiséiert: …" / "Aktualisiert: …"); Drupal's `<time datetime>` is **UTC** ("2026-12-03T23:30:00Z" on the budget
story voted and published at 00:30 on 4 Dec), while the Metatag JSON-LD and `article:published_time` carry local
time with a colon-less offset ("+0100"). Credits: "Vun" / "Von" / "Par" + name, two names with "et", the desk
"Redaktioun" (no JSON-LD on that page), and the German translation of the tram story signed by the Luxembourgish
reporter with "Aus dem Luxemburgischen übersetzt von Jeff Thill" — whose name is the JSON-LD author. One
Luxembourgish story opens with a French summary; the tram pair carries hreflang lb/de."""

from __future__ import annotations

import json
from urllib.parse import quote

from common import LB_DAYS, LB_MONTHS, Base, hreflang, page, story, weekday, ymd
from sitekit import Doc, css_rules, esc

ORIGIN = "https://www.haut.test"
ARTS = ["chreschtmaart", "frontaliers", "tramde", "tram", "accident", "budget", "sprooch", "stol"]
A_HL_LB = 'hreflang="lb"'
A_LANG = 'class="language-link"'
A_PAGER = 'title="Op d\'Säit goen"'
ALL_POLITIK = "All d'Politik-Noriichten"
BACK_HOME = "Zréck op d'Haaptsäit"
A_TAG = 'hreflang="lb" rel="tag"'

UI = {
    "lb": {
        "by": "Vun",
        "upd": "Aktualiséiert",
        "skip": "Direkt op den Inhalt",
        "more": "Dat kéint Iech och interesséieren",
        "most": "Am meeschte gelies",
        "tags": "Tags",
    },
    "de": {
        "by": "Von",
        "upd": "Aktualisiert",
        "skip": "Direkt zum Inhalt",
        "more": "Das könnte Sie auch interessieren",
        "most": "Meistgelesen",
        "tags": "Schlagwörter",
    },
    "fr": {
        "by": "Par",
        "upd": "Mis à jour le",
        "skip": "Aller au contenu principal",
        "more": "À lire aussi",
        "most": "Les plus lus",
        "tags": "Mots-clés",
    },
}


def printed(stamp: str, lang: str) -> str:
    y, m, d, hm = ymd(stamp)
    day = f"{d:02d}.{m:02d}.{y}"
    if lang == "de":
        return f"{day}, {hm} Uhr"
    if lang == "fr":
        return f"{day} à {hm.replace(':', 'h')}"
    return f"{day} um {hm} Auer"


def utc_z(stamp: str) -> str:
    """Local +01:00 wall clock -> Drupal's UTC `datetime` ('…Z')."""
    y, m, d, hm = ymd(stamp)
    h, mi = (int(x) for x in hm.split(":"))
    h -= 1
    if h < 0:
        h += 24
        d -= 1
    return f"{y}-{m:02d}-{d:02d}T{h:02d}:{mi:02d}:00Z"


def local_plus(stamp: str) -> str:
    return stamp.replace(" ", "T") + ":00+0100"


def long_lb(stamp: str) -> str:
    y, m, d, _ = ymd(stamp)
    return f"{LB_DAYS[weekday(stamp)]}, {d}. {LB_MONTHS[m - 1]} {y}"


class Haut(Base):
    origin = ORIGIN
    name = "Lëtzebuerg Haut"
    prefix = "lbh"
    language = "lb"
    content_type = "text/html; charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "lbh",
            [
                ".site-header",
                ".menu--main .menu-item",
                ".node--type-article .page-title",
                ".field--name-field-autor",
                ".field--name-body p",
                ".view-content .views-row",
                ".pager__item",
                ".block-views-blockmeescht-gelies-block-1",
                ".site-footer",
                ".eu-cookie-compliance-banner",
            ],
            260,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/lb",
                "home",
                "Lëtzebuerg Haut",
                "drupal-front-views",
                list=["chreschtmaart", "frontaliers", "tramde", "tram", "accident", "budget", "sprooch", "stol"],
            )
        )
        add(
            page(
                "politik",
                "/lb/politik",
                "section",
                "Politik",
                "drupal-taxonomy-term-views",
                list=["tram", "budget"],
                more="politik2",
            )
        )
        add(
            page(
                "politik2",
                "/lb/politik?page=1",
                "section",
                "Politik",
                "drupal-views-pager-from-zero",
                list=["sprooch"],
                old=[
                    (
                        "Logement: Regierung wëll 2.500 nei bezuelbar Wunnenge bis 2030",
                        "/lb/politik/logement-regierung-well-2500-nei-bezuelbar-wunnengen-bis-2030",
                        "2026-12-02 17:20",
                    ),
                    (
                        "Gemengewalen: Wielerlëschten fir Net-Lëtzebuerger bleiwen op",
                        "/lb/politik/gemengewalen-wielerlechten-fir-net-letzebuerger-bleiwen-op",
                        "2026-12-01 11:05",
                    ),
                    (
                        "Chamber: Debatt iwwer d'Reform vun der Pflegeversécherung",
                        "/lb/politik/chamber-debatt-iwwer-d-reform-vun-der-pflegeversecherung",
                        "2026-11-30 15:45",
                    ),
                ],
            )
        )
        add(
            page(
                "tag",
                "/lb/tags/tram",
                "tag",
                "Tram",
                "drupal-taxonomy-tag",
                list=["tram", "tramde"],
                dead=("Tram: Nei Statioun um Kierchbierg ab dem Summer", "notfound"),
            )
        )
        add(
            page(
                "author",
                "/lb/auteur/claude-weber",
                "author",
                "Claude Weber",
                "drupal-user-profile-views",
                list=["tram", "tramde"],
                bio="Journalist an der Politik-Redaktioun. Schreift iwwer Mobilitéit, Wunnen an d'Chamber.",
            )
        )
        add(
            page(
                "search",
                "/lb/sich?search_api_fulltext=tram",
                "search",
                "Sich",
                "drupal-search-api-page",
                list=["tram", "tramde"],
            )
        )
        add(
            page(
                "contact",
                "/lb/kontakt",
                "contact",
                "Kontakt",
                "drupal-contact-form",
                [
                    "Dir hutt en Tipp fir eis Redaktioun, e Feeler an engem Artikel fonnt oder eng Fro zu Ärem Abonnement? Schreift eis.",
                    "## Redaktioun",
                    "Lëtzebuerg Haut, 12, rue de Hollerich, L-1740 Lëtzebuerg",
                    "Tel.: +352 40 00 00 00",
                    "## Reklamm",
                    "Fir Annoncen an Doudesannoncen: +352 40 00 00 10, Méindes bis Freides vun 8 bis 17 Auer.",
                ],
            )
        )
        add(
            page(
                "agenda",
                "/lb/agenda",
                "events",
                "Agenda: Wat ass lass dëse Weekend?",
                "drupal-events-view",
                [
                    "Eis Tipps fir de 5. an de 6. Dezember uechter d'Land.",
                    "## Samschdeg, 5. Dezember",
                    "- 10:00 · Dikrech · Chrëschtmaart op der Place Guillaume",
                    "- 15:00 · Stad · Kannertheater „De klenge Prënz“ am Kapuzinertheater",
                    "- 20:00 · Esch-Belval · Concert vun The Foxy Lemons an der Rockhal",
                    "## Sonndeg, 6. Dezember",
                    "- 11:00 · Veianen · Niklosfest mat Cortège duerch d'Stad",
                    "- 14:00 · Schengen · Guidéiert Visite am Europamusée",
                    "- 17:00 · Ettelbréck · Adventsconcert an der Dekanatskierch",
                ],
            )
        )
        add(
            page(
                "doudesannoncen",
                "/lb/doudesannoncen",
                "obituaries",
                "Doudesannoncen",
                "drupal-obituary-view",
                [
                    "Doudesannoncen vum 5. Dezember 2026.",
                    "## Marie-Josée Wagner-Reuter",
                    "Gebuer den 12. Mäerz 1938, gestuerwen den 2. Dezember 2026 zu Ettelbréck. D'Begriefnes ass e Méindeg, de 7. Dezember, um 14:30 Auer zu Dikrech.",
                    "## Jean-Pierre Kremer",
                    "Gebuer de 5. Juli 1946, gestuerwen den 3. Dezember 2026 zu Lëtzebuerg. D'Begriefnes fënnt am enke Familljekrees statt.",
                    "## Nicole Bausch-Schroeder",
                    "Gebuer den 30. Oktober 1952, gestuerwen den 3. Dezember 2026 zu Esch-Uelzecht. Trauermass en Dënschdeg, den 8. Dezember, um 10 Auer an der Kierch zu Esch.",
                    "## Gaston Majerus",
                    "Gebuer de 17. Februar 1941, gestuerwen de 4. Dezember 2026 zu Réimech. D'Urebäisetzung ass e Mëttwoch um 15 Auer um Kierfecht zu Réimech.",
                ],
            )
        )
        add(
            page(
                "notfound",
                "/lb/regioun/tram-nei-statioun-um-kierchbierg-ab-dem-summer",
                "not-found",
                "Säit net fonnt",
                "drupal-soft-404",
                [
                    "Déi Säit, déi Dir sicht, gëtt et net méi oder se ass geplënnert.",
                    "Benotzt d'Sichfunktioun uewen oder gitt zréck op d'Haaptsäit.",
                ],
            )
        )
        # --- stories ---
        add(
            story(
                "tram",
                "/lb/politik/schnelltram-op-esch-eischt-bauaarbechte-fanken-2027-un",
                "Schnelltram op Esch: Éischt Bauaarbechte fänken 2027 un",
                "2026-12-04",
                utc_z("2026-12-04 09:40"),
                "2026-12-04 09:40",
                ["Claude Weber"],
                [
                    "D'Aarbechte fir de Schnelltram tëscht der Stad an Esch-Uelzecht sollen am Fréijoer 2027 ufänken. Dat huet d'Mobilitéitsministesch e Freideg de Moien an der zoustänneger Chamberkommissioun annoncéiert.",
                    "Den Tram soll op enger 22 Kilometer laanger Streck vun der Cloche d'Or iwwer Leideleng an Esch bis op Belval fueren. Fir de ganze Wee sinn 23 Minutte virgesinn, bal d'Halschent manner wéi haut mam Bus.",
                    "## Zwou Milliarden Euro",
                    "D'Käschte fir de Projet ginn op ronn zwou Milliarden Euro geschat. Am Ufank waren et nach 1,3 Milliarde gewiescht, mä d'Präisser fir d'Material an d'Aarbecht sinn an de leschte Joren däitlech an d'Luucht gaangen.",
                    "Als éischt gëtt d'Streck tëscht der Cloche d'Or an Leideleng gebaut. Do musse virdrun nach eng Rei Leitungen ëmgeluecht ginn, wat fir Stau op der Route d'Esch suerge kéint.",
                    "„Mir wëssen, datt dat fir d'Awunner an d'Pendler eng schwiereg Zäit gëtt“, sot d'Ministesch. „Mä um Enn kréien Dausende Leit eng séier a bequem Verbindung.“",
                    "FIG: Den Tram op der Cloche d'Or | Vun der Cloche d'Or aus soll de Schnelltram a Richtung Süde fueren. Foto: Lëtzebuerg Haut",
                    "D'Oppositioun begréisst de Projet am Prinzip, kritiséiert awer, datt de Calendrier ëmmer erëm no hannen verréckelt gëtt. Ursprénglech sollt den Tram schonn 2030 op Esch fueren; elo gëtt vun 2033 geschwat.",
                    "Den Dossier kënnt am Januar an d'Chamber.",
                ],
                "vun-author-hreflang-de-twin",
                section="Politik",
                nid=48213,
                twin="tramde",
                tags=[("tag", "Tram"), ("/lb/tags/mobiliteit", "Mobilitéit")],
            )
        )
        add(
            story(
                "tramde",
                "/de/politik/schnelltram-nach-esch-erste-bauarbeiten-beginnen-2027",
                "Schnelltram nach Esch: Erste Bauarbeiten beginnen 2027",
                "2026-12-04",
                utc_z("2026-12-04 14:20"),
                "2026-12-04 14:20",
                ["Claude Weber"],
                [
                    "Die Arbeiten für die Schnelltram zwischen der Hauptstadt und Esch/Alzette sollen im Frühjahr 2027 beginnen. Das kündigte die Mobilitätsministerin am Freitagmorgen im zuständigen Parlamentsausschuss an.",
                    "Die Tram soll auf einer 22 Kilometer langen Strecke von der Cloche d'Or über Leudelingen und Esch bis nach Belval fahren. Für die gesamte Strecke sind 23 Minuten vorgesehen, fast halb so lange wie heute mit dem Bus.",
                    "## Zwei Milliarden Euro",
                    "Die Kosten des Projekts werden auf rund zwei Milliarden Euro geschätzt. Ursprünglich waren es 1,3 Milliarden, doch die Preise für Material und Arbeit sind in den vergangenen Jahren deutlich gestiegen.",
                    "Als Erstes wird der Abschnitt zwischen der Cloche d'Or und Leudelingen gebaut. Dort müssen zuvor noch zahlreiche Leitungen verlegt werden, was zu Staus auf der Route d'Esch führen könnte.",
                    "„Wir wissen, dass dies für die Anwohner und Pendler eine schwierige Zeit wird“, sagte die Ministerin. „Aber am Ende erhalten Tausende Menschen eine schnelle und bequeme Verbindung.“",
                    "FIG: Die Tram an der Cloche d'Or | Von der Cloche d'Or aus soll die Schnelltram in Richtung Süden fahren. Foto: Lëtzebuerg Haut",
                    "Die Opposition begrüßt das Projekt grundsätzlich, kritisiert aber, dass der Zeitplan immer wieder verschoben wird. Ursprünglich sollte die Tram bereits 2030 nach Esch fahren; nun ist von 2033 die Rede.",
                    "Das Dossier kommt im Januar ins Parlament.",
                ],
                "german-translation-translator-in-jsonld",
                section="Politik",
                lang="de",
                nid=48231,
                twin="tram",
                translator="Aus dem Luxemburgischen übersetzt von Jeff Thill",
                ld_author=["Jeff Thill"],
                tags=[("tag", "Tram")],
            )
        )
        add(
            story(
                "budget",
                "/lb/politik/chamber-stemmt-de-budget-2027-no-enger-laanger-nuetssetzung",
                "Chamber stëmmt de Budget 2027 no enger laanger Nuetssëtzung",
                "2026-12-04",
                utc_z("2026-12-04 00:30"),
                "2026-12-04 00:30",
                ["Tom Kieffer"],
                [
                    "No enger Debatt vu méi wéi zwielef Stonnen huet d'Chamber an der Nuecht op e Freideg de Staatsbudget fir 2027 gestëmmt. 33 Deputéiert hu mat Jo gestëmmt, 27 mat Neen.",
                    "De Budget gesäit Ausgabe vun 31,4 Milliarden Euro vir. Dat sinn 5,1 Prozent méi wéi dëst Joer. Besonnesch an de Logement, an d'Educatioun an an d'Verteidegung sollen d'Suen fléissen.",
                    "## Kritik un de Scholden",
                    "D'Oppositioun huet virun allem d'Staatsschold kritiséiert, déi 2027 op iwwer 30 Prozent vum PIB klamme soll. „Mir liewen op Käschte vun de nächste Generatiounen“, sot eng Deputéiert aus der Oppositioun.",
                    "De Finanzminister huet dogéint gehalen, datt d'Lëtzebuerger Schold am europäesche Verglach ëmmer nach ganz niddreg wier, an datt d'Investitiounen elo néideg wieren, fir de Wuesstem ze sécheren.",
                    "Et war déi éischte Kéier zanter 2019, datt de Budget eréischt no Mëtternuecht gestëmmt gouf.",
                ],
                "time-datetime-utc-previous-day",
                section="Politik",
                nid=48205,
                tags=[("/lb/tags/budget", "Budget"), ("/lb/tags/chamber", "Chamber")],
            )
        )
        add(
            story(
                "chreschtmaart",
                "/lb/regioun/chreschtmaart-an-der-stad-dat-sinn-d-opmaachzaiten",
                "Chrëschtmaart an der Stad: Dat sinn d'Opmaachzäiten",
                "2026-12-05",
                utc_z("2026-12-05 10:00"),
                "2026-12-05 10:00",
                ["Lisa Schmit"],
                [
                    "Vun haut un ass de Chrëschtmaart an der Stad komplett op: Nieft der Place d'Armes an der Place de Paris ass zanter dëser Woch och de Maart op der Kinnekswiss opgaangen. Méi wéi 120 Stänn sinn dëst Joer dobäi.",
                    "D'Opmaachzäite sinn net iwwerall déiselwecht:",
                    "T: Plaz | Méindes bis Donneschdes | Freides a Samschdes | Sonndes",
                    "T: Place d'Armes | 11:00–21:00 | 11:00–22:00 | 11:00–21:00",
                    "T: Place de Paris | 11:00–22:00 | 11:00–23:00 | 11:00–22:00",
                    "T: Kinnekswiss | 12:00–21:00 | 11:00–22:00 | 11:00–20:00",
                    "Fir d'éischt Kéier gëtt et op alle Plazen nëmmen nach Bechere fir Gedrénks, déi een zréckbréngt. De Pfand läit bei 2 Euro.",
                    "D'Stad recommandéiert, mam Tram oder mam Bus op de Chrëschtmaart ze kommen. Den ëffentlechen Transport ass zu Lëtzebuerg gratis.",
                ],
                "vun-author-table-of-hours",
                section="Regioun",
                nid=48244,
                tags=[("/lb/tags/chreschtdeeg", "Chrëschtdeeg")],
            )
        )
        add(
            story(
                "accident",
                "/lb/regioun/accident-op-der-a1-autobunn-stonnelaang-gespaart",
                "Accident op der A1: Autobunn stonnelaang gespaart",
                "2026-12-04",
                utc_z("2026-12-04 07:15"),
                "2026-12-04 07:15",
                [],
                [
                    "Op der A1 tëscht Munsbech an dem Kräiz Senneng ass et e Freideg de Moien géint 6 Auer zu engem Accident mat engem Camion an zwee Autoe komm. D'Autobunn war a Richtung Stad bal dräi Stonne gespaart.",
                    "Zwou Persoune goufe liicht blesséiert an an d'Spidol op de Kierchbierg bruecht, dat bestätegt d'Police. De Chauffeur vum Camion blouf onverletzt.",
                    "Wärend den Ofschleppaarbechten huet sech e Stau vu bis zu zwielef Kilometer gebilt. Géint 9 Auer gouf d'Autobunn erëm fräiginn.",
                ],
                "desk-redaktioun-no-jsonld",
                section="Regioun",
                nid=48209,
                desk="Redaktioun",
                no_ld=True,
                tags=[("/lb/tags/accident", "Accident")],
            )
        )
        add(
            story(
                "sprooch",
                "/lb/politik/emmer-mei-kandidate-fir-de-sproochentest-fir-d-nationaliteit",
                "Ëmmer méi Kandidate fir de Sproochentest fir d'Nationalitéit",
                "2026-12-03",
                utc_z("2026-12-03 16:00"),
                "2026-12-03 16:00",
                ["Tom Kieffer"],
                [
                    "Esou vill Leit wéi nach ni hunn dëst Joer de Sproochentest fir d'Lëtzebuerger Nationalitéit gemaach: 4.870 Kandidaten, 12 Prozent méi wéi d'Joer virdrun. Dat geet aus der Äntwert vum Educatiounsminister op eng parlamentaresch Fro ervir.",
                    "Ronn 70 Prozent vun de Kandidaten hunn den Test bestanen. Fir den mëndlechen Deel muss een um Niveau A2 verstoen an um Niveau B1 schwätzen.",
                    "## Waardelëschte fir d'Coursen",
                    "Déi grouss Demande mierkt een och bei de Sproochecoursen. Am Institut national des langues stinn de Moment bal 2.000 Leit op enger Waardelëscht fir e Lëtzebuergeschcours.",
                    "„Et ass eng gutt Noriicht, datt esou vill Leit eis Sprooch wëlle léieren“, sot e Proff, deen zanter 20 Joer Coursen fir Erwuessener gëtt. „Mä mir brauchen einfach méi Enseignanten.“",
                    "De Minister huet ugekënnegt, datt 2027 zousätzlech 60 Coursen ugebuede ginn, och owes an online.",
                ],
                "french-summary-top-luxembourgish-story",
                section="Politik",
                nid=48188,
                summary="Record de candidats au test de langue luxembourgeoise pour l'accès à la nationalité : 4.870 personnes cette année, soit 12 % de plus qu'en 2025. Près de 2.000 personnes attendent une place dans un cours de luxembourgeois.",
                tags=[("/lb/tags/sprooch", "Sprooch")],
            )
        )
        add(
            story(
                "stol",
                "/de/wirtschaft/stahlwerk-in-differdingen-investiert-400-millionen-in-elektroofen",
                "Stahlwerk in Differdingen investiert 400 Millionen in Elektroofen",
                "2026-12-03",
                utc_z("2026-12-03 11:45"),
                "2026-12-03 11:45",
                ["Anne Hoffmann"],
                [
                    "Der Stahlkonzern will in seinem Werk in Differdingen rund 400 Millionen Euro in einen neuen Elektrolichtbogenofen investieren. Das gab die Unternehmensleitung am Donnerstag bei einer Pressekonferenz bekannt.",
                    "Der neue Ofen soll ab 2029 in Betrieb gehen und den Ausstoß von CO2 am Standort um bis zu 60 Prozent senken. Er wird mit Schrott und Strom betrieben, ein Teil davon soll aus einem Solarpark auf dem Werksgelände kommen.",
                    "## Arbeitsplätze gesichert",
                    "Nach Angaben des Unternehmens sind mit der Investition die rund 900 Arbeitsplätze in Differdingen langfristig gesichert. Die Gewerkschaften zeigten sich erleichtert, forderten aber verbindliche Zusagen.",
                    "„Das ist ein gutes Signal für den Süden des Landes“, sagte der Wirtschaftsminister, der an der Pressekonferenz teilnahm. Der Staat beteiligt sich über ein Förderprogramm mit bis zu 80 Millionen Euro.",
                    "Die Bauarbeiten sollen im Herbst 2027 beginnen.",
                ],
                "german-section-updated-next-day",
                section="Wirtschaft",
                lang="de",
                nid=48181,
                updated="2026-12-04 08:10",
                tags=[("/de/tags/stahl", "Stahl"), ("/de/tags/differdingen", "Differdingen")],
            )
        )
        add(
            story(
                "frontaliers",
                "/fr/frontaliers/teletravail-la-tolerance-fiscale-pour-les-frontaliers-belges-passe-a-48-jours",
                "Télétravail : la tolérance fiscale pour les frontaliers belges passe à 48 jours",
                "2026-12-04",
                utc_z("2026-12-04 18:00"),
                "2026-12-04 18:00",
                ["Marie Lefèvre", "Tom Kieffer"],
                [
                    "Les frontaliers belges pourront bientôt télétravailler davantage sans changer de régime fiscal. Le Luxembourg et la Belgique ont signé vendredi un avenant à leur convention fiscale qui porte le seuil de tolérance de 34 à 48 jours par an.",
                    "L'accord, qui doit encore être ratifié par les deux parlements, devrait entrer en vigueur le 1er janvier 2028. Il concerne plus de 50.000 salariés qui traversent chaque jour la frontière.",
                    "## Une revendication ancienne",
                    "Les syndicats réclamaient depuis la pandémie un assouplissement des règles. « C'est un pas dans la bonne direction, mais on reste loin de deux jours par semaine », estime un responsable syndical.",
                    "Côté patronal, on salue un accord qui doit aider les entreprises à recruter. « Le télétravail est devenu un argument décisif pour attirer des profils qualifiés », souligne la Chambre de commerce.",
                    "Au-delà de 48 jours, la part du salaire correspondant aux jours travaillés en Belgique restera imposable en Belgique.",
                ],
                "french-section-two-authors-et",
                section="Frontaliers",
                lang="fr",
                nid=48239,
                tags=[("/fr/tags/teletravail", "Télétravail"), ("/fr/tags/belgique", "Belgique")],
            )
        )

    # --- templates --------------------------------------------------------------------------------------------

    def lang(self, doc: Doc) -> str:
        return doc.extra.get("lang", "lb")

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        lang = self.lang(doc)
        out = [
            f'<meta name="description" content="{esc(self.lede(doc) if doc.is_article else "Noriichten aus Lëtzebuerg an der Groussregioun op Lëtzebuergesch, Däitsch a Franséisch.")}" />',
            f'<link rel="canonical" href="{esc(url)}" />',
            '<meta property="og:site_name" content="Lëtzebuerg Haut" />',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}" />',
            f'<meta property="og:url" content="{esc(url)}" />',
            f'<meta property="og:title" content="{esc(doc.title)}" />',
        ]
        if doc.is_article:
            out.append(
                f'<meta property="og:image" content="{ORIGIN}/sites/default/files/styles/og_image/public/2026-12/{doc.extra["nid"]}.jpg" />'
            )
            out.append(f'<meta property="article:published_time" content="{local_plus(doc.stamp)}" />')
            if doc.extra.get("updated"):
                out.append(f'<meta property="article:modified_time" content="{local_plus(doc.extra["updated"])}" />')
        out += [
            '<meta name="Generator" content="Drupal 10 (https://www.drupal.org)" />',
            '<meta name="MobileOptimized" content="width" />',
            '<meta name="HandheldFriendly" content="true" />',
            '<meta name="viewport" content="width=device-width, initial-scale=1.0" />',
        ]
        if doc.extra.get("twin"):
            twin = self.docs[doc.extra["twin"]]
            pairs = sorted([(lang, doc.key), (self.lang(twin), twin.key)])
            out.append(hreflang(self, pairs))
        if doc.is_article and not doc.extra.get("no_ld"):
            names = doc.extra.get("ld_author", doc.authors)
            author: object = (
                [{"@type": "Person", "name": n} for n in names]
                if len(names) > 1
                else {"@type": "Person", "name": names[0]}
            )
            ld = {
                "@context": "https://schema.org",
                "@graph": [
                    {
                        "@type": "NewsArticle",
                        "headline": doc.title,
                        "name": doc.title,
                        "about": [doc.section],
                        "image": {
                            "@type": "ImageObject",
                            "representativeOfPage": "True",
                            "url": f"{ORIGIN}/sites/default/files/styles/og_image/public/2026-12/{doc.extra['nid']}.jpg",
                        },
                        "datePublished": local_plus(doc.stamp),
                        "dateModified": local_plus(doc.extra.get("updated", doc.stamp)),
                        "isAccessibleForFree": "True",
                        "author": author,
                        "publisher": {
                            "@type": "NewsMediaOrganization",
                            "@id": f"{ORIGIN}/",
                            "name": "Lëtzebuerg Haut",
                            "url": f"{ORIGIN}/",
                            "logo": {"@type": "ImageObject", "url": f"{ORIGIN}/themes/custom/haut/logo.png"},
                        },
                        "mainEntityOfPage": url,
                        "inLanguage": lang,
                    }
                ],
            }
            out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        title = f"{doc.title} | Lëtzebuerg Haut" if doc.key != "home" else "Lëtzebuerg Haut | Noriichten aus Lëtzebuerg"
        out.append(f"<title>{esc(title)}</title>")
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        lang = self.lang(doc)
        ui = UI[lang]
        menu = [
            ("home", "Haaptsäit"),
            ("politik", "Politik"),
            ("/lb/regioun", "Regioun"),
            ("/lb/economie", "Economie"),
            ("/lb/kultur", "Kultur"),
            ("/lb/sport", "Sport"),
            ("agenda", "Agenda"),
            ("doudesannoncen", "Doudesannoncen"),
        ]
        items = "".join(f'<li class="menu-item">{self.a(k, t, "nav")}</li>' for k, t in menu)
        twin = doc.extra.get("twin")
        switch = []
        for code, label, default in (("lb", "LB", "/lb"), ("de", "DE", "/de"), ("fr", "FR", "/fr")):
            if code == lang:
                target = doc.key
            elif twin and self.lang(self.docs[twin]) == code:
                target = twin
            else:
                target = default
            active = " is-active" if code == lang else ""
            attrs = f'class="language-link{active}" hreflang="{code}"'
            switch.append(
                f'<li hreflang="{code}" data-drupal-link-system-path="node/{doc.extra.get("nid", 1)}" class="{code}{active}">{self.a(target, label, "nav", attrs)}</li>'
            )
        most = "".join(
            f'<div class="views-row">{self.a(k, self.docs[k].title, "aside")}</div>'
            for k in ["budget", "accident", "tram", "chreschtmaart", "frontaliers"]
        )
        settings = {
            "path": {
                "baseUrl": "/",
                "pathPrefix": f"{lang}/",
                "currentPath": f"node/{doc.extra.get('nid', 1)}" if doc.is_article else "node",
                "currentPathIsAdmin": False,
                "isFront": doc.key == "home",
                "currentLanguage": lang,
            },
            "pluralDelimiter": "\u0003",
            "eu_cookie_compliance": {"cookie_policy_version": "1.0.0", "popup_enabled": True},
            "user": {"uid": 0, "permissionsHash": "4b8f1e2d0c9a7b6e5f3d2c1b0a9e8f7d"},
        }
        body_class = (
            "path-node page-node-type-article"
            if doc.is_article
            else ("path-frontpage" if doc.key == "home" else f"path-{doc.kind}")
        )
        return f"""<!DOCTYPE html>
<html lang="{lang}" dir="ltr" prefix="og: https://ogp.me/ns#">
<head>
<meta charset="utf-8" />
{self.head(doc)}
<link rel="stylesheet" media="all" href="/sites/default/files/css/css_Xr3kVd8pQeT2mB5nY1fW.css?delta=0&amp;language={lang}&amp;theme=haut&amp;include=eJxdjEEOwjAMBD9E8" />
<style>/*PAD*/</style>
<script src="/sites/default/files/js/js_7Gm1qL0sRz.js?scope=header&amp;delta=0&amp;language={lang}&amp;theme=haut"></script>
</head>
<body class="{body_class}">
<a href="#main-content" class="visually-hidden focusable skip-link">{ui["skip"]}</a>
<div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas>
<div class="layout-container">
<header role="banner" class="site-header">
<div class="region region-header">
<div id="block-haut-branding" class="block block-system block-system-branding-block"><a href="/lb" rel="home" class="site-logo"><img src="/themes/custom/haut/logo.svg" alt="Haaptsäit" fetchpriority="high" /></a><div class="site-name"><a href="/lb" rel="home">Lëtzebuerg Haut</a></div><div class="site-slogan">{long_lb("2026-12-05")}</div></div>
<div class="language-switcher-language-url block block-language block-language-blocklanguage-interface" id="block-haut-languageswitcher" role="navigation"><ul class="links">{"".join(switch)}</ul></div>
<div class="block block-user"><a href="/lb/user/login">Aloggen</a> · <a href="/lb/abonnement">Abonnéieren</a></div>
</div>
<div class="region region-primary-menu"><nav role="navigation" aria-labelledby="block-haut-main-menu-menu" id="block-haut-main-menu" class="block block-menu navigation menu--main"><h2 class="visually-hidden" id="block-haut-main-menu-menu">Haaptnavigatioun</h2><ul class="menu">{items}</ul></nav>
<div class="search-block-form block block-search" role="search"><form action="/lb/sich" method="get" accept-charset="UTF-8"><input title="Gitt d'Wierder an, no deenen Dir sicht." type="search" name="search_api_fulltext" size="15" maxlength="128" class="form-search" /><input type="submit" value="Sichen" class="button form-submit" /></form></div></div>
</header>
<div class="region region-highlighted"><div data-drupal-messages-fallback class="hidden"></div><div id="block-haut-ad-leaderboard" class="block block-block-content ad-slot" data-ad-unit="/2150/haut/{lang}/leaderboard"></div></div>
<main role="main">
<a id="main-content" tabindex="-1"></a>
<div class="layout-content">
<div class="region region-content">
<div id="block-haut-content" class="block block-system block-system-main-block">
{main}
</div>
</div>
</div>
<aside class="layout-sidebar-first" role="complementary"><div class="region region-sidebar-first"><div class="views-element-container block block-views block-views-blockmeescht-gelies-block-1"><h2>{ui["most"]}</h2><div class="view view-meescht-gelies view-id-meescht_gelies view-display-id-block_1"><div class="view-content">{most}</div></div></div>
<div class="block block-block-content"><h2>Servicer</h2><ul><li>{self.a("agenda", "Agenda vum Weekend", "aside")}</li><li>{self.a("doudesannoncen", "Doudesannoncen", "aside")}</li><li>{self.a("search", "Alles zum Tram", "aside")}</li><li><a href="/lb/wieder">Wieder</a></li></ul></div></div></aside>
</main>
<footer role="contentinfo" class="site-footer">
<div class="region region-footer"><nav role="navigation" aria-labelledby="block-haut-footer-menu" id="block-haut-footer" class="block block-menu navigation menu--footer"><h2 class="visually-hidden" id="block-haut-footer-menu">Foussnavigatioun</h2><ul class="menu"><li class="menu-item"><a href="/lb/iwwer-eis">Iwwer eis</a></li><li class="menu-item">{self.a("contact", "Kontakt", "footer")}</li><li class="menu-item"><a href="/lb/impressum">Impressum</a></li><li class="menu-item"><a href="/lb/dateschutz">Dateschutz</a></li><li class="menu-item"><a href="/lb/cookien">Cookien</a></li><li class="menu-item"><a href="/lb/rss.xml">RSS</a></li></ul></nav>
<div class="block copyright"><p>© 2026 Lëtzebuerg Haut S.A. · Mat der Ënnerstëtzung vum Pressehëllefsfong.</p></div></div>
</footer>
</div>
</div>
<div class="eu-cookie-compliance-banner eu-cookie-compliance-banner-info" role="dialog" aria-label="Cookien"><div class="popup-content info eu-cookie-compliance-content"><div id="popup-text" class="eu-cookie-compliance-message"><h2>Mir benotze Cookien</h2><p>Mir benotze Cookien, fir Iech eng besser Benotzung vun eisem Site ze erméiglechen an eis Reklamm ze personaliséieren.</p></div><div id="popup-buttons" class="eu-cookie-compliance-buttons"><button type="button" class="agree-button eu-cookie-compliance-default-button">Akzeptéieren</button><button type="button" class="decline-button eu-cookie-compliance-default-button">Refuséieren</button></div></div></div>
<script type="application/json" data-drupal-selector="drupal-settings-json">{json.dumps(settings)}</script>
<script src="/sites/default/files/js/js_Qz5rT1yKv8.js?scope=footer&amp;delta=0&amp;language={lang}&amp;theme=haut"></script>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        lang = self.lang(doc)
        ui = UI[lang]
        nid = doc.extra["nid"]
        rubrik = doc.section
        rubrik_link = (
            self.a("politik", rubrik, "breadcrumb", A_HL_LB)
            if doc.path.startswith("/lb/politik")
            else f'<a href="/{lang}/{rubrik.lower()}" hreflang="{lang}">{esc(rubrik)}</a>'
        )
        if doc.extra.get("desk"):
            author_html = f'<div class="field field--name-field-autor field--type-string field--label-hidden field__item">{esc(doc.extra["desk"])}</div>'
        else:
            links = []
            for a in doc.authors:
                slug = a.lower().replace(" ", "-").replace("è", "e")
                links.append(
                    self.a("author", a, "byline", A_HL_LB)
                    if a == "Claude Weber"
                    else f'<a href="/{lang}/auteur/{slug}" hreflang="{lang}">{esc(a)}</a>'
                )
            joiner = {"lb": " an ", "de": " und ", "fr": " et "}[lang]
            author_html = f'<div class="field field--name-field-autor field--type-entity-reference field--label-inline clearfix"><div class="field__label">{ui["by"]}</div><div class="field__items">{joiner.join(links)}</div></div>'
        translator = (
            f'<div class="field field--name-field-iwwersetzung field--type-string field--label-hidden field__item">{esc(doc.extra["translator"])}</div>'
            if doc.extra.get("translator")
            else ""
        )
        updated = ""
        if doc.extra.get("updated"):
            updated = f'<div class="field field--name-changed"><span class="field__label">{ui["upd"]}:</span> <time datetime="{utc_z(doc.extra["updated"])}">{printed(doc.extra["updated"], lang)}</time></div>'
        summary = ""
        if doc.extra.get("summary"):
            summary = f'<div class="field field--name-field-resume field--type-text-long field--label-above" lang="fr"><div class="field__label">Résumé en français</div><div class="field__item"><p>{esc(doc.extra["summary"])}</p></div></div>'
        tags = "".join(
            f'<div class="field__item">{self.a(k, t, "tag", A_TAG)}</div>' for k, t in doc.extra.get("tags", [])
        )
        rel_keys = [k for k in ARTS if k != doc.key][:3]
        rel = "".join(
            f'<div class="views-row"><article class="node node--type-article node--view-mode-teaser"><h3>{self.a(k, self.docs[k].title, "related")}</h3><time datetime="{self.docs[k].iso}">{printed(self.docs[k].stamp, self.lang(self.docs[k]))}</time></article></div>'
            for k in rel_keys
        )
        u = quote(self.url(doc.key), safe="")
        return f"""<article role="article" about="{esc(doc.path)}" class="node node--type-article node--promoted node--view-mode-full" data-history-node-id="{nid}">
<div class="field field--name-field-rubrik field--type-entity-reference field--label-hidden field__item">{rubrik_link}</div>
<h1 class="page-title"><span class="field field--name-title field--type-string field--label-hidden">{esc(doc.title)}</span></h1>
<div class="node__meta">
{author_html}
{translator}
<div class="field field--name-created"><time datetime="{doc.iso}">{printed(doc.stamp, lang)}</time></div>
{updated}
<div class="social-share"><a href="https://www.facebook.com/sharer/sharer.php?u={u}" class="share-facebook">Facebook</a> <a href="https://x.com/intent/tweet?url={u}" class="share-x">X</a> <a href="https://www.linkedin.com/sharing/share-offsite/?url={u}" class="share-linkedin">LinkedIn</a> <a href="mailto:?subject={quote(doc.title)}&amp;body={u}" class="share-mail">E-Mail</a></div>
</div>
<div class="field field--name-field-image field--type-image field--label-hidden field__item"><img loading="eager" src="/sites/default/files/styles/article_full/public/2026-12/{nid}.jpg" width="1200" height="675" alt="" /></div>
{summary}
<div class="clearfix text-formatted field field--name-body field--type-text-with-summary field--label-hidden field__item">
{self.blocks(doc)}
</div>
<div class="field field--name-field-tags field--type-entity-reference field--label-above"><div class="field__label">{ui["tags"]}</div><div class="field__items">{tags}</div></div>
</article>
<div class="views-element-container"><div class="view view-verwandt view-id-verwandt view-display-id-block_1"><h2>{ui["more"]}</h2><div class="view-content">{rel}</div></div></div>"""

    def teaser(self, k: str) -> str:
        d = self.docs[k]
        lang = self.lang(d)
        badge = f'<span class="langue-badge">{lang.upper()}</span> ' if lang != "lb" else ""
        return f'<div class="views-row"><article class="node node--type-article node--view-mode-teaser"><div class="field field--name-field-image"><img loading="lazy" src="/sites/default/files/styles/teaser/public/2026-12/{d.extra["nid"]}.jpg" width="400" height="225" alt="" /></div><div class="field field--name-field-rubrik">{badge}{esc(d.section)}</div><h2 class="node__title">{self.a(k, d.title, "content")}</h2><div class="field field--name-body field--type-text-with-summary"><p>{esc(self.lede(d))}</p></div><time datetime="{d.iso}">{printed(d.stamp, lang)}</time></article></div>'

    def listing_main(self, doc: Doc) -> str:
        rows = "".join(self.teaser(k) for k in doc.extra["list"])
        old = "".join(
            f'<div class="views-row"><article class="node node--type-article node--view-mode-teaser"><h2 class="node__title"><a href="{esc(p)}" hreflang="lb">{esc(t)}</a></h2><time datetime="{utc_z(s)}">{printed(s, "lb")}</time></article></div>'
            for t, p, s in doc.extra.get("old", [])
        )
        header = f'<h1 class="page-title">{esc(doc.title)}</h1>'
        if doc.kind == "home":
            header = '<h1 class="visually-hidden">Lëtzebuerg Haut</h1>'
            old = f'<div class="views-row servicer">{self.a("politik", ALL_POLITIK, "content")} · {self.a("agenda", "Agenda: Wat ass lass dëse Weekend?", "content")}</div>'
        elif doc.kind == "author":
            header = f'<div class="user-profile"><img src="/sites/default/files/pictures/claude-weber.jpg" alt="" width="150" height="150" /><h1 class="page-title">{esc(doc.title)}</h1><div class="field field--name-field-bio"><p>{esc(doc.extra["bio"])}</p></div><a href="mailto:claude.weber@haut.test">claude.weber@haut.test</a></div>'
        elif doc.kind == "search":
            header = f'<h1 class="page-title">{esc(doc.title)}</h1><form action="/lb/sich" method="get" class="views-exposed-form"><label for="edit-search-api-fulltext">Sichbegrëff</label><input type="text" id="edit-search-api-fulltext" name="search_api_fulltext" value="tram" size="30" maxlength="128" class="form-text" /><input type="submit" value="Sichen" class="button" /></form><div class="view-header">{len(doc.extra["list"])} Resultater fir „tram“</div>'
        elif doc.kind == "tag":
            dead_t, dead_k = doc.extra["dead"]
            old = f'<div class="views-row"><article class="node node--type-article node--view-mode-teaser"><h2 class="node__title">{self.a(dead_k, dead_t, "content")}</h2><time datetime="2026-03-14T10:00:00Z">14.03.2026 um 11:00 Auer</time></article></div>'
        pager = ""
        if doc.key == "politik":
            pager = f'<nav class="pager" role="navigation" aria-labelledby="pagination-heading"><h4 id="pagination-heading" class="visually-hidden">Säitennavigatioun</h4><ul class="pager__items js-pager__items"><li class="pager__item is-active"><a href="?page=0" title="Aktuell Säit" aria-current="page">1</a></li><li class="pager__item">{self.a("politik2", "2", "pagination", A_PAGER)}</li><li class="pager__item"><a href="?page=2" title="Op d\'Säit goen">3</a></li><li class="pager__item pager__item--next">{self.a("politik2", "Nächst Säit ›", "pagination", A_PAGER)}</li></ul></nav>'
        elif doc.key == "politik2":
            pager = f'<nav class="pager" role="navigation" aria-labelledby="pagination-heading"><h4 id="pagination-heading" class="visually-hidden">Säitennavigatioun</h4><ul class="pager__items js-pager__items"><li class="pager__item pager__item--previous">{self.a("politik", "‹ Virdrun Säit", "pagination", A_PAGER)}</li><li class="pager__item">{self.a("politik", "1", "pagination", A_PAGER)}</li><li class="pager__item is-active"><a href="?page=1" title="Aktuell Säit" aria-current="page">2</a></li><li class="pager__item"><a href="?page=2" title="Op d\'Säit goen">3</a></li></ul></nav>'
        return f'<div class="views-element-container"><div class="view view-{doc.kind} view-display-id-page_1">{header}<div class="view-content">{rows}{old}</div>{pager}</div></div>'

    def service_main(self, doc: Doc) -> str:
        body = self.blocks(doc)
        extra = ""
        if doc.kind == "contact":
            extra = '<form class="contact-message-feedback-form contact-message-form contact-form" action="/lb/kontakt" method="post" accept-charset="UTF-8"><div class="form-item"><label for="edit-name" class="form-required">Ären Numm</label><input type="text" id="edit-name" name="name" class="form-text required" required="required" /></div><div class="form-item"><label for="edit-mail" class="form-required">Är E-Mail-Adress</label><input type="email" id="edit-mail" name="mail" class="form-email required" required="required" /></div><div class="form-item"><label for="edit-message-0-value" class="form-required">Message</label><textarea id="edit-message-0-value" name="message[0][value]" rows="12" class="form-textarea required"></textarea></div><input type="submit" value="Message schécken" class="button button--primary form-submit" /></form><p><a href="mailto:redaktioun@haut.test">redaktioun@haut.test</a></p>'
        elif doc.kind == "not-found":
            extra = f"<p>{self.a('home', BACK_HOME, 'content')}</p>"
        elif doc.kind == "events":
            extra = f'<p class="agenda-link">Liest och: {self.a("chreschtmaart", self.docs["chreschtmaart"].title, "content")}</p><p><a href="/lb/agenda/dron-setzen">Ären Event an der Agenda verëffentlechen</a></p>'
        elif doc.kind == "obituaries":
            extra = '<p class="annonce-info"><a href="/lb/doudesannoncen/opginn">Eng Doudesannonce opginn</a> · <a href="/lb/doudesannoncen/archiv">Archiv</a></p>'
        return f'<article class="node node--type-page node--view-mode-full page-{doc.kind}"><h1 class="page-title"><span class="field field--name-title">{esc(doc.title)}</span></h1><div class="clearfix text-formatted field field--name-body">{body}</div>{extra}</article>'
