# ruff: noqa: E501 (page texts and markup are long literal lines)
"""La Finestra: a Catalan daily on an Ara-like in-house CMS, Catalan, UTF-8. URL shapes `/societat/<slug>_1_5123456.html`
(news), `_128_` (interviews), `_129_` (opinion), `/tema/<slug>/`, `/autors/<slug>/`, `/cercador/?q=`, `/societat/?pagina=2`.
Markup: `article-header`, `title`, `subtitle`, `signatures` / `author-name`, `<time class="date">`, `article-body` /
`paragraph`. Dates are printed "04/12/2026 - 09:15 h"; the page header always prints today, "divendres, 4 de desembre
de 2026", and the reservoirs story prints only "dijous, 3 de desembre de 2026" (a long date, no time, no JSON-LD; its
`article:published_time` meta is UTC). Europe/Madrid (+01:00 in December). Bylines: a named writer on most stories,
"Redacció" (no person) on two — one of them with a JSON-LD `Person` named "Redacció". A question-and-answer interview
is an article; the letters page (four short signed letters under one date) and the agenda are not."""

from __future__ import annotations

import json

from common import Base, blocks_html, extras, img, iso_local, iso_utc, month, page, story, text, weekday
from sitekit import Doc, css_rules, esc

OFF = 1
ARTS = ["habitatge", "entrevista", "ap7", "rodalies", "opinio", "embassaments", "critica", "vi"]
IMG = "https://static.lafinestra.test/clip"
EXTRA = [
    (
        "/societat/mossos-detenen-banda-lladres-pisos-maresme_1_5123490.html",
        "Els Mossos detenen una banda de lladres de pisos al Maresme",
        "Societat",
    ),
    (
        "/politica/parlament-aprova-llei-litoral-quatre-grups_1_5123377.html",
        "El Parlament aprova la llei del litoral amb el suport de quatre grups",
        "Política",
    ),
    (
        "/societat/obre-pista-gel-placa-catalunya_1_5123011.html",
        "Obre la pista de gel de la plaça de Catalunya",
        "Societat",
    ),
    (
        "/comarques/nevada-primeres-pistes-esqui-pirineu_1_5123299.html",
        "La nevada permet obrir les primeres pistes d'esquí al Pirineu",
        "Comarques",
    ),
    (
        "/cultura/festival-cinema-reus-tanca-record-public_1_5122777.html",
        "El festival de cinema de Reus tanca amb rècord de públic",
        "Cultura",
    ),
    (
        "/societat/sindicats-desconvoquen-vaga-docents_1_5122901.html",
        "Els sindicats desconvoquen la vaga de docents de dimarts",
        "Societat",
    ),
    (
        "/economia/atur-baixa-novembre-primera-vegada-cinc-anys_1_5123101.html",
        "L'atur baixa al novembre per primera vegada en cinc anys",
        "Economia",
    ),
]
TODAY = "divendres, 4 de desembre de 2026"
DESC = "Notícies d'actualitat en català."


def stamp(when: str) -> str:
    return f"{when[8:10]}/{when[5:7]}/{when[:4]} - {when[11:16]} h"


def long_date(when: str) -> str:
    m = month(when, "ca")
    de = "d'" if m[0] in "aeiou" else "de "
    return f"{weekday(when, 'ca')}, {int(when[8:10])} {de}{m} de {when[:4]}"


HABITATGE = """
El Govern ha presentat aquest divendres un pla per construir 4.000 habitatges de lloguer social a l'àrea metropolitana de Barcelona en els pròxims cinc anys. La inversió prevista és de 780 milions d'euros, que es finançaran amb fons propis de la Generalitat, crèdits del Banc Europeu d'Inversions i la col·laboració de cooperatives d'habitatge.
Els pisos s'aixecaran en solars públics de dotze municipis, entre els quals hi ha l'Hospitalet de Llobregat, Badalona, Sabadell, Terrassa, el Prat de Llobregat i Santa Coloma de Gramenet. Segons el calendari del departament, les primeres obres començaran a la primavera del 2027 i els primers 600 habitatges s'haurien de lliurar a finals del 2028.
La consellera de Territori i Habitatge, Elena Marimon, ha defensat que el pla és "la inversió pública en habitatge més gran de les últimes dècades" i ha assegurat que l'objectiu és que cap llar destini més del 30% dels ingressos al lloguer. "No n'hi ha prou de regular els preus; cal que l'administració sigui propietària d'un parc d'habitatge assequible que es mantingui així per sempre", ha afirmat.
X: llegiu | vi
Els lloguers oscil·laran entre els 250 i els 650 euros mensuals, en funció de la mida del pis i dels ingressos de la unitat familiar. Una tercera part dels habitatges es reservarà a joves de menys de 35 anys, i un 10% a persones en situació d'emergència residencial derivades pels serveis socials.
Del total d'habitatges, 1.400 es construiran amb fusta i altres materials industrialitzats, un sistema que, segons el departament, permet reduir fins a un 40% els terminis d'obra. Els primers edificis amb aquest model s'aixecaran a Sabadell i a Santa Coloma de Gramenet, en solars que ja tenen el planejament aprovat.
Els ajuntaments han rebut el pla amb satisfacció, tot i que alguns alcaldes reclamen més agilitat. "Fa anys que tenim solars a punt i projectes redactats. El que necessitem és que els tràmits no s'eternitzin", ha dit l'alcalde d'un dels municipis implicats, que ha demanat no ser citat.
Les entitats d'habitatge consideren que la xifra és insuficient. L'Assemblea per l'Habitatge Digne recorda que a l'àrea metropolitana hi ha més de 40.000 persones inscrites al registre de sol·licitants d'habitatge protegit i que moltes esperen des de fa més de cinc anys.
L'oposició ha qualificat el pla de "tardà" i ha recordat que bona part dels solars ja figuraven en anuncis anteriors que no s'han arribat a executar. Des del departament responen que aquesta vegada el finançament està garantit i que el calendari inclou penalitzacions per a les constructores que no compleixin els terminis.
El pla també preveu un programa de compra d'edificis sencers al mercat privat per incorporar-los al parc públic, amb una partida inicial de 120 milions d'euros per al 2027.
"""

ENTREVISTA = """
La violoncel·lista Núria Ferrer (Girona, 1981) fa quinze anys que programa concerts en llocs on mai no s'hi havia sentit un quartet de corda: masies, mercats municipals, biblioteques de barri i fins i tot una antiga fàbrica tèxtil de Manlleu. Aquest dissabte estrena al Teatre Municipal de Girona el cicle Cambra Oberta, que durant tot l'hivern portarà música clàssica a trenta pobles de les comarques gironines.
Q: Per què creu que la música de cambra ha de sortir dels auditoris? || Perquè va néixer fora dels auditoris. Es tocava a les cases, als salons, en espais petits on el públic era a un metre dels músics. Els auditoris són fantàstics per a una simfonia de Mahler, però un quartet de Haydn pensat per a vint persones s'hi perd. I, sobretot, hi ha molta gent que mai no entrarà en un auditori perquè pensa que no és per a ella.
Q: Això és el que vol canviar el cicle Cambra Oberta? || En part, sí. Fem concerts d'una hora, sense entrades numerades i amb preus que no passen de vuit euros. Abans de cada peça expliquem què sentirà el públic, però sense pontificar. I després del concert ens quedem a parlar amb la gent. Moltes vegades és la part que més m'agrada.
Q: Com reacciona el públic que no hi està acostumat? || Amb una atenció que m'impressiona. L'any passat vam tocar a l'escorxador vell d'Olot i una senyora gran em va dir que era el primer concert de música clàssica de la seva vida. Tenia vuitanta-dos anys. Va venir als tres concerts següents. Aquestes coses et recorden per què fas aquesta feina.
X: destacat | «Un quartet de Haydn pensat per a vint persones es perd en un auditori»
Q: Els ajuntaments hi donen suport? || Cada cop més, però encara hi ha la idea que la cultura als pobles ha de ser la festa major i poca cosa més. Nosaltres no competim amb ningú. Volem que la música de cambra sigui una opció més, com el cinema o el teatre. El que costa és trobar espais amb una acústica mínimament digna i que no facin fred a l'hivern.
Q: Què sonarà en el concert inaugural? || El Quartet en re menor de Schubert, La mort i la donzella, i una peça nova del compositor gironí Arnau Prats que li vam encarregar per al cicle. M'agrada barrejar un clàssic que tothom pot reconèixer amb música d'ara. Si només toquem el repertori de sempre, la música de cambra es converteix en un museu.
Q: I després de l'hivern? || Volem fer el salt a les comarques de Lleida i, si tot va bé, muntar una petita residència per a joves músics en un mas de la Garrotxa. Però pas a pas. Aquest ofici t'ensenya paciència.
"""

AP7 = """
L'AP-7 està tallada en sentit sud a l'altura de l'Ampolla (Baix Ebre) des de les 6.30 h per un accident entre dos camions. Segons el Servei Català de Trànsit, hi ha un ferit lleu i cues de sis quilòmetres.
Els vehicles es desvien per la N-340 a partir de l'Aldea. Trànsit preveu que la via no es reobrirà fins a mig matí.
"""

RODALIES = """
Rodalies va registrar al novembre 412 incidències que van afectar la circulació de trens, el doble que el mateix mes de l'any passat, segons les dades que ha fet públiques aquest dijous l'Observatori de la Mobilitat Ferroviària, una plataforma impulsada per associacions d'usuaris.
La línia R2 Sud, entre Barcelona i Sant Vicenç de Calders, va ser la més afectada, amb 97 incidències, seguida de l'R4 i l'R3. Les causes més freqüents van ser les avaries en la infraestructura, especialment en la catenària i la senyalització, i els robatoris de coure.
Segons l'informe, els usuaris van acumular més de 38.000 hores de retard durant el mes. Els dies més complicats van ser el 14 i el 22 de novembre, quan dues avaries en hora punta van obligar a interrompre el servei durant més de tres hores entre Sant Andreu Arenal i Granollers.
El portaveu de l'Observatori, Albert Serrahima, ha lamentat que les obres previstes per millorar la xarxa "s'acumulen sense un calendari clar" i ha reclamat un pla de xoc per a les línies amb més incidències. "No pot ser que cada setmana hi hagi un dia en què la gent arribi tard a la feina o a classe", ha dit.
Fonts del servei ferroviari atribueixen l'augment de les incidències a l'envelliment de les instal·lacions i a les obres de renovació de vies que s'estan fent en diversos trams, i asseguren que el primer trimestre del 2027 es posaran en marxa 14 trens nous a les línies R2 i R4.
"""

OPINIO = """
Un dissabte a la tarda qualsevol, la biblioteca del meu barri és plena. Hi ha adolescents que estudien en grup i xiuxiuegen més del que caldria, un senyor que llegeix el diari de cap a peus, dues mares que fan torns per vigilar els nens a la sala infantil, una noia que fa servir l'ordinador per omplir un formulari d'ajuda al lloguer. Ningú no ha pagat res per ser-hi. Ningú no els demana que consumeixin.
Em costa pensar en un altre lloc de la ciutat on passi això. Les places s'han omplert de terrasses, els centres comercials han substituït els carrers com a lloc de passeig i fins i tot els parcs tenen cada cop més racons reservats a activitats de pagament. La biblioteca s'ha convertit, gairebé sense que ens n'adonéssim, en l'últim espai on pots estar-te hores sense haver de justificar la teva presència.
Les dades ho confirmen. Les biblioteques públiques reben més visites que mai, i els usos que més creixen no són el préstec de llibres sinó l'estudi, la connexió a internet i les activitats comunitàries. Són, de fet, equipaments socials tant com culturals.
Malgrat això, el pressupost que hi destinem continua sent el d'una institució secundària. Moltes biblioteques tanquen a l'hora de dinar, no obren els diumenges ni a l'agost, i el personal, sovint escàs, ha d'assumir tasques que van molt més enllà del que preveuen els seus contractes: orientar persones nouvingudes, atendre gent gran que se sent sola, gestionar conflictes que ningú més no vol gestionar.
Ampliar horaris no és un caprici. Un estudiant que comparteix pis amb cinc persones necessita un lloc tranquil per preparar els exàmens de gener, i el necessita també un diumenge. Una família que no pot pagar la calefacció necessita un lloc càlid on passar la tarda. Les biblioteques ja fan aquesta funció; el que no fem nosaltres és reconèixer-la.
Hi ha qui dirà que hi ha prioritats més urgents. Segurament és cert. Però poques inversions públiques arriben a tanta gent diferent amb tan pocs recursos. I poques, també, ens recorden tan bé que una ciutat no és només un lloc on es compra i es ven, sinó un lloc on es conviu.
Defensar les biblioteques és defensar la idea que hi ha espais que són de tothom perquè no són de ningú. En un temps en què gairebé tot té un preu, potser és la defensa més necessària de totes.
"""

EMBASSAMENTS = """
Les pluges de les últimes setmanes han fet pujar les reserves dels embassaments de les conques internes de Catalunya fins al 41% de la seva capacitat, nou punts més que fa un mes, segons les dades diàries de l'Agència Catalana de l'Aigua (ACA).
L'augment ha estat especialment notable al sistema Ter-Llobregat, que abasteix la major part de l'àrea metropolitana de Barcelona. Tot i així, els tècnics de l'Agència avisen que encara és aviat per parlar de la fi de l'episodi de sequera i que caldrà veure com evolucionen les precipitacions durant l'hivern.
Estat dels principals embassaments aquest dijous:
T: Embassament | Capacitat (hm³) | Nivell actual
T: Sau | 165 | 38%
T: Susqueda | 233 | 46%
T: la Baells | 109 | 52%
T: la Llosa del Cavall | 80 | 44%
T: Siurana | 12 | 17%
Siurana, al Priorat, continua sent l'embassament en pitjor situació. Els regants de la zona ja han anunciat que mantindran les restriccions de reg fins a la primavera.
El director de l'Agència, Jaume Riba, ha explicat que de moment no es modificaran les mesures en vigor. "Venim de tres anys molt durs i les reserves encara són lluny de la normalitat. Seria imprudent relaxar les restriccions ara", ha dit.
Les previsions apunten a un canvi de temps a partir de dilluns, amb l'arribada d'un front que podria deixar més de 50 litres per metre quadrat al Pirineu i al prelitoral.
"""

CRITICA = """
Hi ha novel·les negres que es llegeixen per saber qui és l'assassí i d'altres que es llegeixen per l'atmosfera. La casa dels vents, la segona novel·la de Guillem Soler, pertany clarament a la segona categoria, i això no és cap retret.
L'acció se situa en un poble imaginari de la Cerdanya durant l'hivern del 1987. Una tempesta de neu deixa incomunicat el veïnat durant quatre dies, i en aquest temps apareix mort el propietari del mas més gran de la vall, un home respectat i temut a parts iguals. La investigació recau en una jove agent de la Guàrdia Civil, acabada de destinar a la zona, que no parla català i que ha de fer-se entendre en una comunitat que desconfia de tot el que ve de fora.
Soler construeix el misteri amb paciència i sense trampes, però el que fa especial el llibre és la manera com retrata el paisatge i la gent. La neu, el vent que dona nom a la casa i el silenci de les cases tancades pesen tant com qualsevol personatge. Hi ha pàgines sobre la feina de les vaques a l'estable o sobre una matança del porc que tenen més tensió que molts interrogatoris.
L'autor també encerta en el retrat de la protagonista, l'agent Irene Mateos, una dona que se sent estrangera en un país que oficialment és el seu i que descobreix, a mesura que avança la investigació, que la llengua és només la primera de les fronteres que la separen dels veïns.
La novel·la té alguns defectes. El ritme decau a la part central, on una subtrama sobre una herència enfrontada s'allarga més del compte, i el desenllaç, tot i ser coherent, arriba una mica precipitat després de tantes pàgines de calma. Tampoc no acaben de funcionar alguns diàlegs, massa explicatius, que semblen pensats per al lector més que per als personatges.
Són retrets menors davant d'un llibre que fa el que pocs thrillers aconsegueixen: que el lector tingui ganes de tornar a la vall quan ja sap qui és el culpable. Soler, que va debutar fa tres anys amb una novel·la molt més convencional, demostra aquí que té veu pròpia i un món per explicar.
X: fitxa | La casa dels vents. Guillem Soler. Edicions del Rec. 344 pàgines. 21,90 euros.
"""

VI = """
El Celler Cooperatiu Terres de Montsant ha tancat un acord amb un distribuïdor de Tòquio per exportar al Japó el 60% de la seva producció de vi durant els pròxims tres anys. L'operació, valorada en 1,8 milions d'euros, és la més important de la història de l'entitat, que agrupa 140 pagesos del Priorat.
El president de la cooperativa, Josep Anguera, explica que el contacte va sorgir fa dos anys en una fira de vins a Barcelona, quan un importador japonès va tastar la garnatxa blanca del celler. "Ens va dir que era exactament el que buscava: un vi de muntanya, amb poca fusta i molta personalitat", recorda.
L'acord preveu l'enviament anual de 90.000 ampolles, principalment de garnatxa negra i carinyena, que es vendran en restaurants i botigues especialitzades de Tòquio, Osaka i Kyoto. El distribuïdor s'ha compromès a mantenir l'etiqueta original, en català, amb una contraetiqueta en japonès.
FIG: Vinyes en costers de llicorella | Vinyes de la cooperativa en costers de llicorella, al Priorat. LA FINESTRA
Per atendre la demanda, la cooperativa invertirà 400.000 euros en una nova línia d'embotellament i en l'ampliació del magatzem. Una part de la inversió es finançarà amb ajuts del programa de modernització agrària del departament d'Agricultura.
Per als socis, l'acord arriba en un moment delicat. La sequera dels últims anys ha reduït la producció de raïm gairebé a la meitat en algunes finques, i els preus que paguen els grans cellers per la collita no sempre cobreixen els costos. "Aquest contracte ens dona estabilitat. Saber què vendrem i a quin preu ens permet planificar", diu Montserrat Vernet, sòcia de la cooperativa des del 1995.
El Japó és un dels mercats que més creix per als vins de la denominació d'origen, amb un augment de les vendes del 18% l'últim any, segons dades del sector.
"""

LETTERS = [
    (
        "El tren de cada dia",
        "Cada matí agafo l'R3 a Vic a les 7.12 h. Aquest mes he arribat tard a la feina nou vegades. No demano miracles, només que algú ens expliqui per què les obres que havien de resoldre-ho s'allarguen any rere any i per què la informació a les estacions continua sent tan deficient. Els usuaris no som números d'una estadística.",
        "Mercè Vila Soler",
        "Vic",
    ),
    (
        "Gràcies, biblioteca",
        "Vull agrair al personal de la biblioteca del meu barri la paciència que tenen amb la gent gran. La setmana passada em van ajudar a demanar hora al metge per internet, una cosa que jo sol no hauria sabut fer. Sovint parlem malament dels serveis públics; avui en vull parlar bé.",
        "Josep Maria Garriga",
        "Badalona",
    ),
    (
        "Pisos buits",
        "Llegeixo que el Govern construirà 4.000 pisos de lloguer social. Benvinguts siguin, però al meu carrer hi ha tres edificis buits des de fa anys, propietat de fons d'inversió. Abans de construir de nou, no caldria mirar què passa amb tot el que ja existeix i ningú no fa servir?",
        "Laia Ferrer Bosch",
        "Sabadell",
    ),
    (
        "Soroll a les nits",
        "Visc en una plaça de Gràcia i des de fa mesos no podem dormir abans de les tres de la matinada. Entenc que els bars han de treballar, però el descans també és un dret. Demano a l'Ajuntament que faci complir els horaris i que no ens oblidi els veïns que encara hi vivim.",
        "Pere Comas",
        "Barcelona",
    ),
]

AGENDA = [
    (
        "Música",
        "Cambra Oberta: concert inaugural",
        "Quartet de corda amb la violoncel·lista Núria Ferrer. Obres de Schubert i Arnau Prats.",
        "Teatre Municipal de Girona",
        "Dissabte 5 de desembre, 19 h",
        "8 euros",
    ),
    (
        "Fires",
        "Fira de Santa Llúcia",
        "Parades d'avets, figures de pessebre i artesania davant de la catedral.",
        "Pla de la Seu, Barcelona",
        "Fins al 23 de desembre",
        "Gratuït",
    ),
    (
        "Exposicions",
        "Fotografia i pagesia, 1950-1980",
        "Dues-centes imatges de la vida al camp a la Garrotxa i el Ripollès.",
        "Museu de la Garrotxa, Olot",
        "Fins al 28 de febrer",
        "4 euros",
    ),
    (
        "Teatre",
        "Les dones de la fàbrica",
        "Una obra sobre les vagues tèxtils del 1913 a partir de testimonis reals.",
        "Sala Beckett, Barcelona",
        "Del 3 al 20 de desembre",
        "18 euros",
    ),
    (
        "Llibres",
        "Presentació de 'La casa dels vents'",
        "Guillem Soler conversa amb la crítica Anna Casals.",
        "Llibreria La Lluna, Sant Cugat",
        "Dimarts 8 de desembre, 19 h",
        "Gratuït",
    ),
    (
        "Sortides",
        "Caminada popular a l'estany",
        "Ruta de nou quilòmetres al voltant de l'estany, apta per a famílies.",
        "Banyoles",
        "Diumenge 6 de desembre, 9 h",
        "Inscripció prèvia",
    ),
    (
        "Mercats",
        "Mercat de pagès de Nadal",
        "Productes de proximitat, formatges i torrons artesans.",
        "Plaça de la Vila, Vilafranca del Penedès",
        "Dissabte 5 de desembre, de 9 a 14 h",
        "Gratuït",
    ),
]


class Finestra(Base):
    origin = "https://www.lafinestra.test"
    name = "La Finestra"
    prefix = "lfn"
    language = "ca"
    page_ctype = "text/html; charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "lfn",
            [
                ".article-header",
                ".title",
                ".subtitle",
                ".signatures",
                ".article-body",
                ".paragraph",
                ".news-item",
                ".main-nav",
                ".footer-links",
                ".letter",
                ".agenda-item",
            ],
            260,
        )

    def st(
        self, key: str, path: str, title: str, when: str, authors: list[str], body: str, shape: str, **extra: object
    ) -> Doc:
        mode = extra.setdefault("ld", "local")
        iso = iso_local(when, OFF) if mode else None
        printed = long_date(when) if extra.get("long") else stamp(when)
        return story(key, path, title, when[:10], iso, printed, authors, text(body), shape, when=when, **extra)

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "La Finestra",
                "portada",
                list=["habitatge", "vi", "entrevista", "opinio", "rodalies", "embassaments", "ap7", "critica"],
            )
        )
        add(
            page(
                "societat",
                "/societat/",
                "section",
                "Societat",
                "seccio",
                list=["habitatge", "ap7", "rodalies", "embassaments"],
                more="societat2",
            )
        )
        add(
            page(
                "societat2",
                "/societat/?pagina=2",
                "section",
                "Societat",
                "seccio-pagina-2",
                list=["vi", "critica", "entrevista", "opinio"],
            )
        )
        add(page("tag", "/tema/mobilitat/", "tag", "Mobilitat", "tema", list=["ap7", "rodalies"]))
        add(page("author", "/autors/marta-puig/", "author", "Marta Puig", "autor", list=["habitatge", "vi"]))
        add(page("search", "/cercador/?q=sequera", "search", "Cercador", "cercador", list=["embassaments", "vi"]))
        add(
            page(
                "cartes",
                "/opinio/cartes-dels-lectors/",
                "letters",
                "Cartes dels lectors",
                "letters-page-four-letters",
                when="2026-12-04 06:00",
            )
        )
        add(page("agenda", "/agenda/", "agenda", "Agenda", "agenda-list"))
        add(
            page(
                "about",
                "/qui-som/",
                "about",
                "Qui som",
                "qui-som",
                lines=text("""
            La Finestra és un diari digital i en paper que es publica en català des del 2010. Som un mitjà independent, propietat d'una societat de periodistes i lectors, sense vinculació amb cap partit polític ni grup empresarial.
            La redacció, amb seu a Barcelona i delegacions a Girona, Lleida i Tarragona, la formen una setantena de professionals.
            ## Els nostres compromisos
            - Informar amb rigor i contrastar totes les informacions.
            - Separar clarament la informació de l'opinió.
            - Rectificar els errors de manera visible.
            Per a qualsevol suggeriment, podeu escriure a lectors@lafinestra.test.
        """),
            )
        )
        add(
            self.st(
                "habitatge",
                "/societat/govern-pla-4000-pisos-lloguer-social-area-metropolitana_1_5123456.html",
                "El Govern presenta un pla per construir 4.000 pisos de lloguer social a l'àrea metropolitana",
                "2026-12-04 09:15",
                ["Marta Puig"],
                HABITATGE,
                "standard-named-writer",
                section="Societat",
                dek="La inversió serà de 780 milions d'euros en cinc anys; els lloguers aniran dels 250 als 650 euros",
            )
        )
        add(
            self.st(
                "entrevista",
                "/cultura/nuria-ferrer-musica-cambra-ha-de-sortir-dels-auditoris_128_5122980.html",
                "Núria Ferrer: «La música de cambra ha de sortir dels auditoris»",
                "2026-12-03 19:30",
                ["Jordi Vilaró"],
                ENTREVISTA,
                "interview-qa",
                section="Cultura",
                interview="Violoncel·lista",
                dek="La violoncel·lista gironina estrena el cicle Cambra Oberta, que portarà concerts a trenta pobles",
            )
        )
        add(
            self.st(
                "ap7",
                "/societat/tallada-ap-7-ampolla-accident-dos-camions_1_5123410.html",
                "Tallada l'AP-7 a l'Ampolla per un accident entre dos camions",
                "2026-12-04 07:48",
                [],
                AP7,
                "redaccio-brief-org-jsonld",
                section="Societat",
                redaccio="org",
                tag=True,
            )
        )
        add(
            self.st(
                "rodalies",
                "/societat/incidencies-rodalies-es-dupliquen-novembre_1_5122871.html",
                "Les incidències a Rodalies es dupliquen al novembre",
                "2026-12-03 13:20",
                [],
                RODALIES,
                "redaccio-person-in-jsonld",
                section="Societat",
                redaccio="person",
                tag=True,
                dek="La línia R2 Sud va ser la més afectada, amb 97 incidents en un sol mes",
            )
        )
        add(
            self.st(
                "opinio",
                "/opinio/biblioteques-ultim-espai-public_129_5123301.html",
                "Les biblioteques, l'últim espai públic",
                "2026-12-04 06:00",
                ["Clara Sabaté"],
                OPINIO,
                "opinion-column",
                section="Opinió",
                bio="Clara Sabaté és escriptora i bibliotecària.",
            )
        )
        add(
            self.st(
                "embassaments",
                "/societat/reserves-embassaments-conques-internes-pugen-41_1_5122955.html",
                "Les reserves dels embassaments de les conques internes pugen fins al 41%",
                "2026-12-03 17:05",
                ["Pau Roig"],
                EMBASSAMENTS,
                "long-date-no-time-no-jsonld-table",
                section="Societat",
                ld=None,
                long=True,
                dek="L'ACA manté les restriccions malgrat la millora: Siurana continua per sota del 20%",
            )
        )
        add(
            self.st(
                "critica",
                "/cultura/llibres/casa-dels-vents-thriller-rural-respira_1_5122210.html",
                "'La casa dels vents', un thriller rural que respira",
                "2026-12-02 18:00",
                ["Anna Casals"],
                CRITICA,
                "book-review-fitxa",
                section="Cultura",
            )
        )
        add(
            self.st(
                "vi",
                "/economia/cooperativa-priorat-exportara-60-vi-japo_1_5123522.html",
                "Una cooperativa del Priorat exportarà el 60% del seu vi al Japó",
                "2026-12-04 12:40",
                ["Pau Roig", "Marta Puig"],
                VI,
                "two-writers-i",
                section="Economia",
                dek="L'acord amb un distribuïdor de Tòquio, valorat en 1,8 milions, garanteix la venda de 90.000 ampolles l'any",
            )
        )

    def box(self, name: str, arg: str) -> str:
        if name == "llegiu":
            return f'<div class="related-inline"><span class="related-inline__label">Llegiu també</span>{self.a(arg, self.docs[arg].title, "content")}</div>'
        if name == "destacat":
            return f'<blockquote class="highlighted-quote"><p>{esc(arg)}</p></blockquote>'
        if name == "fitxa":
            return f'<div class="book-card"><p>{esc(arg)}</p></div>'
        raise KeyError(name)

    def frame(self, doc: Doc, main: str) -> str:
        when = doc.extra.get("when")
        metas = [
            f"<title>{esc(doc.title)}</title>" if doc.key != "home" else "<title>La Finestra | Diari en català</title>",
            f'<meta name="description" content="{esc(doc.dek or self.lede(doc) or DESC)}">',
            f'<meta property="og:type" content="{"article" if doc.is_article or doc.kind in ("letters", "agenda") else "website"}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:url" content="{esc(self.url(doc.key))}">',
            '<meta property="og:site_name" content="La Finestra">',
            '<meta property="og:locale" content="ca_ES">',
            f'<meta property="og:image" content="{IMG}{img(doc.key)}">',
            f'<link rel="canonical" href="{esc(self.url(doc.key))}">',
        ]
        if doc.is_article:
            metas.append(
                f'<meta property="article:published_time" content="{iso_utc(when, OFF) if doc.extra.get("long") else iso_local(when, OFF)}">'
            )
            metas.append(f'<meta property="article:section" content="{esc(doc.section)}">')
            if doc.iso:
                red = doc.extra.get("redaccio")
                if red == "org":
                    author: object = {"@type": "Organization", "name": "La Finestra"}
                elif red == "person":
                    author = {"@type": "Person", "name": "Redacció"}
                else:
                    author = [
                        {"@type": "Person", "name": a, "url": f"{self.origin}/autors/{a.lower().replace(' ', '-')}/"}
                        for a in doc.authors
                    ]
                ld = {
                    "@context": "https://schema.org",
                    "@type": "NewsArticle",
                    "headline": doc.title,
                    "description": doc.dek or self.lede(doc),
                    "datePublished": doc.iso,
                    "dateModified": doc.iso,
                    "author": author,
                    "publisher": {
                        "@type": "NewsMediaOrganization",
                        "name": "La Finestra",
                        "logo": {
                            "@type": "ImageObject",
                            "url": "https://static.lafinestra.test/img/logo-lafinestra.png",
                        },
                    },
                    "mainEntityOfPage": self.url(doc.key),
                    "inLanguage": "ca",
                }
                metas.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        elif doc.kind in ("letters", "agenda"):
            metas.append(
                f'<meta property="article:published_time" content="{iso_local(when or "2026-12-04 06:00", OFF)}">'
            )
        nav = "".join(
            f'<li class="main-nav__item">{self.a(k, t, "nav")}</li>'
            for k, t in (("home", "Portada"), ("societat", "Societat"), ("agenda", "Agenda"), ("cartes", "Cartes"))
        )
        nav += "".join(
            f'<li class="main-nav__item"><a href="{u}">{t}</a></li>'
            for u, t in (
                ("/politica/", "Política"),
                ("/economia/", "Economia"),
                ("/mon/", "Món"),
                ("/cultura/", "Cultura"),
                ("/opinio/", "Opinió"),
                ("/esports/", "Esports"),
                ("/comarques/", "Comarques"),
                ("/ciencia/", "Ciència"),
            )
        )
        return f"""<!DOCTYPE html>
<html lang="ca">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
{chr(10).join(metas)}
<link rel="stylesheet" href="https://static.lafinestra.test/css/main.min.css?v=20261130">
<style>/*PAD*/</style>
<script>var lfn_page={{"type":"{"noticia" if doc.is_article else doc.kind}","section":"{esc(doc.section)}","id":"{doc.path.rsplit("_", 1)[-1].split(".")[0] if "_1_" in doc.path or "_12" in doc.path else ""}"}};</script>
<script async src="https://static.lafinestra.test/js/consent.js"></script>
</head>
<body class="{"article-page" if doc.is_article else "list-page"}">
<header class="site-header">
<div class="site-header__top"><span class="site-header__date">{TODAY}</span> <a href="https://subscripcions.lafinestra.test/">Subscriu-te</a> <a href="https://comptes.lafinestra.test/entra">Entra</a></div>
<div class="site-header__logo">{self.a("home", "La Finestra", "nav")}</div>
<nav class="main-nav"><ul>{nav}</ul></nav>
<form class="site-header__search" action="/cercador/"><input type="search" name="q" placeholder="Cerca"></form>
</header>
<main class="site-main">
{main}
</main>
<aside class="most-read"><h3>El més llegit</h3><ol>{"".join(f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>" for k in ("habitatge", "rodalies", "entrevista", "vi"))}</ol></aside>
<footer class="site-footer"><ul class="footer-links"><li>{self.a("about", "Qui som", "footer")}</li><li><a href="/redaccio/">Redacció</a></li><li>{self.a("tag", "Mobilitat", "footer")}</li><li>{self.a("search", "Cercador", "footer")}</li><li><a href="/avis-legal/">Avís legal</a></li><li><a href="/politica-de-cookies/">Política de cookies</a></li><li><a href="/rss/">RSS</a></li><li><a href="mailto:lectors@lafinestra.test">Contacte</a></li></ul>
<p>© La Finestra, Edicions Periodístiques SCCL. Tots els drets reservats.</p></footer>
<div class="cookies-notice" id="cookies-notice"><p>Fem servir galetes pròpies i de tercers per millorar l'experiència de navegació i oferir continguts d'interès. Si continueu navegant, considerem que n'accepteu l'ús.</p><button>D'acord</button> <a href="/politica-de-cookies/">Més informació</a></div>
<script src="https://static.lafinestra.test/js/main.min.js?v=20261130" defer></script>
</body>
</html>"""

    def signatures(self, doc: Doc) -> str:
        if doc.extra.get("redaccio"):
            return '<div class="signatures"><div class="author"><span class="author-name">Redacció</span></div></div>'
        names = [
            self.a("author", a, "byline", 'class="author-name"')
            if a == "Marta Puig"
            else f'<span class="author-name">{esc(a)}</span>'
            for a in doc.authors
        ]
        return '<div class="signatures"><div class="author">' + " i ".join(names) + "</div></div>"

    def story_main(self, doc: Doc) -> str:
        when = doc.extra["when"]
        dek = f'<h2 class="subtitle">{esc(doc.dek)}</h2>' if doc.dek else ""
        datetime_attr = iso_local(when, OFF)
        date_html = f'<time class="date" datetime="{datetime_attr}">{doc.stamp}</time>'
        pre = f'<p class="pre-title">{esc(doc.extra["interview"])}</p>' if doc.extra.get("interview") else ""
        body = blocks_html(
            self,
            doc.blocks,
            p='<p class="paragraph">{}</p>',
            h='<{tag} class="article-subhead">{}</{tag}>',
            qa='<p class="paragraph question"><strong>{q}</strong></p><p class="paragraph answer">{a}</p>',
            table="article-table",
            fig=lambda alt, cap: (
                f'<figure class="article-image"><img src="{IMG}{img(alt)}" alt="{esc(alt)}"><figcaption>{esc(cap)}</figcaption></figure>'
            ),
            x=self.box,
        )
        bio = f'<div class="author-bio"><p>{esc(doc.extra["bio"])}</p></div>' if doc.extra.get("bio") else ""
        tags = (
            f'<div class="article-tags"><span>Temes:</span> {self.a("tag", "Mobilitat", "content")} <a href="/tema/transit/">Trànsit</a></div>'
            if doc.extra.get("tag")
            else ""
        )
        rel = "".join(
            f'<div class="news-item">{self.a(k, self.docs[k].title, "related")}</div>'
            for k in [k for k in ARTS if k != doc.key][:5]
        )
        u = esc(self.url(doc.key))
        return f"""<article class="article-main">
<header class="article-header">
<p class="article-section"><a href="/{doc.path.split("/")[1]}/">{esc(doc.section)}</a></p>
{pre}
<h1 class="title">{esc(doc.title)}</h1>
{dek}
<div class="article-meta">{self.signatures(doc)}<div class="date-wrapper">{date_html}</div></div>
<div class="share"><a href="https://www.facebook.com/sharer/sharer.php?u={u}">Facebook</a> <a href="https://x.com/intent/post?url={u}">X</a> <a href="https://api.whatsapp.com/send?text={u}">WhatsApp</a> <a href="https://t.me/share/url?url={u}">Telegram</a></div>
</header>
<div class="article-body">
{body}
</div>
{bio}
{tags}
<div class="newsletter-box"><p>Rep cada matí les notícies més importants del dia al teu correu.</p><a href="https://butlletins.lafinestra.test/">Subscriu-t'hi</a></div>
<div class="support-box"><p>El periodisme independent necessita lectors compromesos. <a href="https://subscripcions.lafinestra.test/">Fes-te subscriptor</a></p></div>
</article>
<section class="related"><h3>També us pot interessar</h3>{rel}</section>
<section class="comments"><h3>Comentaris</h3><p>Per comentar cal estar subscrit. <a href="https://comptes.lafinestra.test/entra">Entra</a></p></section>"""

    def item(self, k: str) -> str:
        d = self.docs[k]
        by = " i ".join(d.authors) if d.authors else "Redacció"
        return f'<div class="news-item"><span class="news-item__section">{esc(d.section)}</span><h2 class="news-item__title">{self.a(k, d.title, "content")}</h2><p class="news-item__lead">{esc(self.lede(d))}</p><span class="news-item__author">{esc(by)}</span></div>'

    def listing_main(self, doc: Doc) -> str:
        keys = doc.extra["list"]
        items = "".join(self.item(k) for k in keys) + "".join(
            f'<div class="news-item"><span class="news-item__section">{esc(sec)}</span><h2 class="news-item__title"><a href="{u}">{esc(t)}</a></h2></div>'
            for u, t, sec in extras(doc.key, doc.kind, EXTRA)
        )
        head = f'<h1 class="list-title">{esc(doc.title)}</h1>'
        if doc.key == "home":
            head = '<h1 class="sr-only">La Finestra</h1>'
            items += f'<div class="home-blocks"><h3>{self.a("cartes", "Cartes dels lectors", "content")}</h3><h3>{self.a("agenda", "Agenda", "content")}</h3><h3>{self.a("societat", "Més notícies de Societat", "content")}</h3></div>'
        elif doc.kind == "author":
            head += '<p class="author-desc">Periodista de la secció de Societat. Escriu sobre habitatge, urbanisme i economia social.</p>'
        elif doc.kind == "search":
            head += '<form action="/cercador/"><input type="search" name="q" value="sequera"></form><p class="results-count">2 resultats per a «sequera»</p>'
        more = ""
        if doc.extra.get("more"):
            more = f'<div class="pager">{self.a(doc.extra["more"], "Més notícies", "pagination")}</div>'
        elif doc.key == "societat2":
            more = f'<div class="pager">{self.a("societat", "Anterior", "pagination")} <a href="/societat/?pagina=3">Següent</a></div>'
        return f'<div class="list-page">{head}{items}{more}</div>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "letters":
            letters = "".join(
                f'<div class="letter"><h2 class="letter__title">{esc(t)}</h2><p class="letter__text">{esc(b)}</p><p class="letter__signature">{esc(n)}</p><p class="letter__place">{esc(p)}</p></div>'
                for t, b, n, p in LETTERS
            )
            return f"""<div class="letters-page"><p class="article-section"><a href="/opinio/">Opinió</a></p><h1 class="title">{esc(doc.title)}</h1>
<p class="letters-date">{TODAY}</p>
{letters}
<div class="letters-send"><p>Les cartes no poden superar les 100 paraules i han d'anar signades amb nom, cognoms, població i DNI. La Finestra es reserva el dret d'escurçar-les. Envieu-les a <a href="mailto:cartes@lafinestra.test">cartes@lafinestra.test</a>.</p></div>
<p>Una de les cartes respon a {self.a("habitatge", "la informació sobre el pla d'habitatge", "content")}; una altra, a {self.a("opinio", "l'article sobre les biblioteques", "content")}.</p></div>"""
        if doc.kind == "agenda":
            items = "".join(
                f'<div class="agenda-item"><span class="agenda-item__cat">{esc(c)}</span><h2 class="agenda-item__title">{esc(t)}</h2><p class="agenda-item__desc">{esc(d)}</p><p class="agenda-item__place">{esc(p)}</p><p class="agenda-item__when">{esc(w)}</p><p class="agenda-item__price">{esc(pr)}</p></div>'
                for c, t, d, p, w, pr in AGENDA
            )
            return f"""<div class="agenda-page"><h1 class="title">{esc(doc.title)}</h1><p class="agenda-intro">Propostes per a aquest cap de setmana i els pròxims dies.</p>
<div class="agenda-filters"><a href="/agenda/?cat=musica">Música</a> <a href="/agenda/?cat=teatre">Teatre</a> <a href="/agenda/?cat=exposicions">Exposicions</a> <a href="/agenda/?cat=families">Famílies</a></div>
{items}
<p class="agenda-note">Llegiu també {self.a("entrevista", "l'entrevista amb Núria Ferrer", "content")} i {self.a("critica", "la crítica de 'La casa dels vents'", "content")}.</p></div>"""
        body = blocks_html(self, doc.blocks)
        return f'<div class="static-page"><h1 class="title">{esc(doc.title)}</h1>\n{body}\n</div>'
