# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes and guillemets are deliberate)
"""Agenzia Lumen: a Vatican-like Catholic news agency in Italian and Spanish on **Adobe Experience Manager** with Core
Components (`cmp-title__text`, `cmp-text`, `cmp-image`, `cmp-teaser`, `cmp-breadcrumb`, `cmp-navigation`,
`data-cmp-data-layer` attributes carrying each component's UTC `repo:modifyDate`, `/etc.clientlibs/…`,
`/it/papa/news/2026-12/<slug>.html`, selector paging `/it/chiesa.pagina-2.html`, `/it/tag.avvento.html`,
`/it/ricerca.html?q=`), UTF-8, Rome time (+01:00), root-relative links.

Dates: "08 dicembre 2026, 17:40" with the **feast of the day** beside it ("Immacolata Concezione della B.V. Maria",
"II Domenica di Avvento"; in Spanish "Inmaculada Concepción…"); the header prints the liturgy of **today** (8 Dec) on
every page. `NewsArticle` JSON-LD in +01:00, except the Fides-style mission story whose 23:05Z on 3 Dec is 00:05 on
**4 Dec** in Rome; the obituary has none. Bylines "Alessandro Ferri - Città del Vaticano" (name and dateline in one
text node), "card. Ettore Valsecchi" (the homily), "Agenzia Lumen" (the agency as author, a JSON-LD Person),
"Redazione", none at all on the mission story (initials "(L.M.)" and "(Agenzia Lumen 4/12/2026)" close its text), and
"Giorgio Martelli" with "Director editorial" under it. The mission story's title starts with the geographic kicker
"AFRICA/KENYA - " in the same text node; the Spanish editorial has an "Editorial" kicker in a span inside the `<h1>`.
The day's readings, the papal Message (a document: numbered paragraphs, dated, signed "Dal Vaticano") and the
liturgical calendar are not articles; the homily is."""

from __future__ import annotations

import datetime
import json
import zlib
from urllib.parse import quote

from common import Base, attr, page, story
from sitekit import Doc, css_rules, esc

ORIGIN = "https://www.agenzialumen.test"
IT_ARTS = ["immacolata", "messaggio", "omelia", "missioni", "necrologio"]
ES_ARTS = ["editorial", "guadalupe", "belen"]
ARTS = IT_ARTS + ES_ARTS
MESI = ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre", "ottobre",
        "novembre", "dicembre"]  # fmt: skip
MESES = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre",
         "noviembre", "diciembre"]  # fmt: skip
FEAST_IT = {
    3: "San Francesco Saverio, sacerdote",
    4: "San Giovanni Damasceno, sacerdote e dottore della Chiesa",
    5: "Sabato della I settimana di Avvento",
    6: "II Domenica di Avvento",
    7: "Sant’Ambrogio, vescovo e dottore della Chiesa",
    8: "Immacolata Concezione della B.V. Maria",
}
FEAST_ES = {
    3: "San Francisco Javier, presbítero",
    4: "San Juan Damasceno, presbítero y doctor de la Iglesia",
    5: "Sábado de la I semana de Adviento",
    6: "II Domingo de Adviento",
    7: "San Ambrosio, obispo y doctor de la Iglesia",
    8: "Inmaculada Concepción de la Bienaventurada Virgen María",
}


class Lumen(Base):
    origin = ORIGIN
    name = "Agenzia Lumen"
    prefix = "lum"
    language = "it"
    content_type = "text/html;charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "lum",
            [
                ".cmp-title__text",
                ".cmp-text p",
                ".cmp-image__title",
                ".cmp-teaser__title-link",
                ".cmp-navigation__item-link",
                ".cmp-breadcrumb__item",
                ".lumen-header__liturgy",
                ".article__author",
                ".article__date",
                ".cmp-experiencefragment--footer",
                ".onetrust-banner",
            ],
            250,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/it.html",
                "home",
                "Agenzia Lumen",
                "aem-home",
                list=["immacolata", "messaggio", "omelia", "missioni", "necrologio"],
            )
        )
        add(
            page(
                "es-home",
                "/es.html",
                "home",
                "Agencia Lumen",
                "aem-home-es",
                list=["editorial", "guadalupe", "belen"],
                lang="es",
            )
        )
        add(
            page(
                "chiesa",
                "/it/chiesa.html",
                "section",
                "Chiesa",
                "aem-section-list",
                list=["omelia", "necrologio", "missioni"],
                more="chiesa2",
                older=[
                    (
                        "/it/chiesa/news/2026-12/sinodo-diocesano-torino-giovani-lavoro.html",
                        "Torino, il sinodo diocesano mette al centro giovani e lavoro",
                        "02 dicembre 2026",
                    ),
                    (
                        "/it/chiesa/news/2026-12/caritas-rapporto-poverta-abitativa.html",
                        "Caritas: in Italia 1,8 milioni di persone in povertà abitativa",
                        "01 dicembre 2026",
                    ),
                ],
            )
        )
        add(
            page(
                "chiesa2",
                "/it/chiesa.pagina-2.html",
                "section",
                "Chiesa",
                "aem-section-list-selector-page2",
                list=[],
                older=[
                    (
                        "/it/chiesa/news/2026-11/prima-domenica-avvento-parrocchie-carcere.html",
                        "Prima domenica di Avvento, le parrocchie romane entrano in carcere",
                        "29 novembre 2026",
                    ),
                    (
                        "/it/chiesa/news/2026-11/giubileo-bilancio-pellegrini-roma.html",
                        "Dopo il Giubileo, i numeri dei pellegrini e l’eredità per Roma",
                        "27 novembre 2026",
                    ),
                    (
                        "/it/chiesa/news/2026-11/vescovi-italiani-assemblea-assisi.html",
                        "I vescovi italiani riuniti ad Assisi su catechesi e comunità",
                        "26 novembre 2026",
                    ),
                    (
                        "/it/chiesa/news/2026-11/filippine-tifone-parrocchie-aiuti.html",
                        "ASIA/FILIPPINE - Dopo il tifone le parrocchie aprono le porte agli sfollati",
                        "24 novembre 2026",
                    ),
                    (
                        "/it/chiesa/news/2026-11/beatificazione-madre-teresa-de-angelis.html",
                        "Beatificata a Napoli madre Teresa De Angelis, apostola dei vicoli",
                        "22 novembre 2026",
                    ),
                ],
            )
        )
        add(
            page(
                "tag",
                "/it/tag.avvento.html",
                "tag",
                "Avvento",
                "aem-tag-selector",
                list=["omelia", "immacolata", "messaggio"],
            )
        )
        add(
            page(
                "author",
                "/it/autori/alessandro-ferri.html",
                "author",
                "Alessandro Ferri",
                "aem-author-page",
                list=["immacolata"],
                bio="Giornalista, segue l’attività del Papa e della Santa Sede per l’Agenzia Lumen dal 2014. In precedenza ha lavorato per la radio diocesana di Bergamo.",
                older=[
                    (
                        "/it/papa/news/2026-11/udienza-generale-avvento-attesa.html",
                        "All’udienza generale il Papa parla dell’attesa come forma di speranza",
                        "25 novembre 2026",
                    ),
                    (
                        "/it/papa/news/2026-11/papa-visita-parrocchia-tor-bella-monaca.html",
                        "Il Papa in visita a una parrocchia di Tor Bella Monaca",
                        "22 novembre 2026",
                    ),
                ],
            )
        )
        add(
            page(
                "search",
                "/it/ricerca.html?q=avvento",
                "search",
                "Risultati della ricerca per «avvento»",
                "aem-search",
                list=["omelia", "immacolata"],
            )
        )
        add(
            page(
                "vangelo",
                "/it/vangelo-del-giorno-e-parola-del-giorno/2026/12/08.html",
                "daily-reading",
                "La Parola del giorno",
                "daily-readings-feast",
                [
                    "## Prima Lettura",
                    "Dal libro della Genesi (Gen 3,9-15.20)",
                    "Dopo che Adamo ebbe mangiato del frutto dell’albero, il Signore Dio lo chiamò e gli disse: «Dove sei?». Rispose: «Ho udito la tua voce nel giardino: ho avuto paura, perché sono nudo, e mi sono nascosto». […] L’uomo chiamò sua moglie Eva, perché ella fu la madre di tutti i viventi.",
                    "## Salmo Responsoriale",
                    "Dal Sal 97 (98) — Rit. Cantate al Signore un canto nuovo, perché ha compiuto meraviglie.",
                    "## Seconda Lettura",
                    "Dalla lettera di san Paolo apostolo agli Efesini (Ef 1,3-6.11-12)",
                    "Benedetto Dio, Padre del Signore nostro Gesù Cristo, che ci ha benedetti con ogni benedizione spirituale nei cieli in Cristo. […]",
                    "## Vangelo",
                    "Dal Vangelo secondo Luca (Lc 1,26-38)",
                    "In quel tempo, l’angelo Gabriele fu mandato da Dio in una città della Galilea, chiamata Nàzaret, a una vergine, promessa sposa di un uomo della casa di Davide, di nome Giuseppe. La vergine si chiamava Maria. Entrando da lei, disse: «Rallègrati, piena di grazia: il Signore è con te». […] Allora Maria disse: «Ecco la serva del Signore: avvenga per me secondo la tua parola». E l’angelo si allontanò da lei.",
                    "## Le parole dei Papi",
                    "Maria è la donna del “sì”: non un sì detto una volta per tutte, ma rinnovato ogni giorno, nelle prove e nelle gioie. (Dalla catechesi di un Pontefice nella solennità dell’Immacolata)",
                ],
                stamp="Martedì 8 dicembre 2026",
                feast="Immacolata Concezione della B.V. Maria — Solennità",
                color="bianco",
            )
        )
        add(
            page(
                "documento",
                "/it/documenti/messaggi/pace/2026/messaggio-lx-giornata-mondiale-pace-2027.html",
                "document",
                "Messaggio per la LX Giornata Mondiale della Pace",
                "papal-message-numbered-signed",
                [
                    "1° gennaio 2027",
                    "Disarmare le parole per disarmare i cuori",
                    "### 1. Un augurio all’inizio dell’anno",
                    "All’inizio del nuovo anno desidero rivolgere a ciascuno, alle famiglie, ai popoli e ai loro governanti, l’augurio di pace che nasce dal Natale del Signore. La pace non è soltanto assenza di guerra: è un’opera paziente che comincia nel cuore e nelle parole di ogni persona.",
                    "### 2. Le parole che feriscono",
                    "Viviamo in un tempo in cui le parole viaggiano più veloci che mai. Possono unire persone lontane, ma possono anche ferire, umiliare e dividere. Prima che le armi, spesso sono le parole a preparare i conflitti: quando l’altro viene descritto come un nemico, una minaccia, qualcuno che non merita rispetto.",
                    "### 3. Educare a un linguaggio di pace",
                    "Per questo invito le famiglie, le scuole, le comunità cristiane e i mezzi di comunicazione a farsi laboratori di un linguaggio nuovo: un linguaggio che non nasconda la verità, ma che la dica con carità; che sappia dissentire senza disprezzare.",
                    "### 4. Ai responsabili delle nazioni",
                    "Ai responsabili delle nazioni chiedo di non cedere alla tentazione della retorica bellica, di custodire gli spazi del dialogo multilaterale e di destinare alla lotta contro la fame e alla cura del creato almeno una parte delle risorse oggi spese per gli armamenti.",
                    "### 5. Maria, Regina della pace",
                    "Affido questi auspici alla Vergine Maria, che custodiva e meditava ogni parola nel suo cuore. Ella ci insegni a parlare poco e ad ascoltare molto, perché dalle nostre parole nasca la pace.",
                    "Dal Vaticano, 8 dicembre 2026, Solennità dell’Immacolata Concezione della Beata Vergine Maria",
                ],
                stamp="08 dicembre 2026",
            )
        )
        add(
            page(
                "calendario",
                "/es/calendario-liturgico/2026/12.html",
                "liturgical-calendar",
                "Calendario litúrgico: diciembre de 2026",
                "liturgical-calendar-month",
                [
                    "Ciclo B de los domingos; año I (impar) de las ferias. Los colores indican el color litúrgico del día.",
                    "T: Día | Celebración | Grado | Color",
                    "T: Jueves 3 | San Francisco Javier, presbítero | Memoria | Blanco",
                    "T: Viernes 4 | Feria de Adviento / San Juan Damasceno | Memoria libre | Morado",
                    "T: Domingo 6 | II Domingo de Adviento | Domingo | Morado",
                    "T: Lunes 7 | San Ambrosio, obispo y doctor | Memoria | Blanco",
                    "T: Martes 8 | Inmaculada Concepción de la Bienaventurada Virgen María | Solemnidad | Blanco o azul",
                    "T: Miércoles 9 | San Juan Diego Cuauhtlatoatzin | Memoria libre | Morado",
                    "T: Sábado 12 | Nuestra Señora de Guadalupe | Fiesta (América Latina) | Blanco",
                    "T: Domingo 13 | III Domingo de Adviento (Gaudete) | Domingo | Rosa o morado",
                    "T: Domingo 20 | IV Domingo de Adviento | Domingo | Morado",
                    "T: Viernes 25 | Natividad del Señor | Solemnidad | Blanco",
                    "T: Domingo 27 | Sagrada Familia de Jesús, María y José | Fiesta | Blanco",
                ],
                lang="es",
            )
        )
        # --- stories ---------------------------------------------------------------------------------------------
        add(
            story(
                "immacolata",
                "/it/papa/news/2026-12/immacolata-omaggio-papa-piazza-di-spagna.html",
                "Immacolata, l’omaggio del Papa in Piazza di Spagna tra i fiori dei romani",
                "2026-12-08",
                "2026-12-08T17:40:00+01:00",
                "08 dicembre 2026, 17:40",
                ["Alessandro Ferri"],
                [
                    "Una folla di romani e di pellegrini ha atteso sotto un cielo grigio l’arrivo del Papa in Piazza di Spagna, nel pomeriggio della solennità dell’Immacolata Concezione, per il tradizionale atto di venerazione alla statua della Vergine sulla colonna eretta nel 1857.",
                    "Prima di raggiungere la piazza, il Pontefice si è fermato in forma privata nella basilica di Santa Maria Maggiore, dove ha pregato in silenzio davanti all’icona della Salus Populi Romani e ha lasciato un mazzo di rose bianche.",
                    "## La corona dei Vigili del Fuoco",
                    "Come ogni anno, all’alba i Vigili del Fuoco di Roma avevano deposto con l’autoscala una corona di fiori sul braccio della statua, a quasi trenta metri d’altezza, rinnovando un gesto che risale al 1923. Ai piedi della colonna, durante tutta la giornata, associazioni, parrocchie e singoli fedeli hanno portato centinaia di omaggi floreali.",
                    'RAW:<div class="quote"><blockquote class="cmp-quote">Una città si misura da come tratta chi non ha una casa</blockquote></div>',
                    "Nella preghiera letta davanti alla colonna, il Papa ha affidato alla Madre di Dio le famiglie che a Roma non hanno una casa, i malati che trascorrono le feste da soli, i giovani che non trovano lavoro e i popoli che soffrono per la guerra. Ha chiesto in particolare di non abituarsi alle persone che dormono sotto i portici del centro, a pochi passi dalle vetrine illuminate per il Natale.",
                    "## I fiori dei romani",
                    "Al termine della preghiera il Pontefice ha salutato un gruppo di malati accompagnati dall’Unitalsi e i bambini di una scuola materna del quartiere Monti, che gli hanno consegnato un disegno della Madonna con la città ai suoi piedi. Poi si è intrattenuto con alcuni senzatetto assistiti dalle mense della Caritas diocesana.",
                    "In mattinata, all’Angelus, il Papa aveva ricordato che il «sì» di Maria non è stato un sì pronunciato una volta per tutte, ma una fiducia rinnovata ogni giorno, anche nelle prove. E aveva invitato i fedeli a vivere l’Avvento come un tempo per fare spazio agli altri, a cominciare da chi bussa alla porta.",
                ],
                "aem-split-text-components-pull-quote-feast",
                section="Papa",
                byline="Alessandro Ferri - Città del Vaticano",
                dek="Nel pomeriggio della solennità, l’atto di venerazione all’Immacolata ai piedi della colonna. Prima la sosta privata a Santa Maria Maggiore",
                feast=8,
                tags=["Avvento", "Immacolata", "Roma"],
                fig=(
                    "Il Papa in Piazza di Spagna",
                    "Il Papa davanti alla colonna dell’Immacolata in Piazza di Spagna (foto Lumen)",
                ),
            )
        )
        add(
            story(
                "messaggio",
                "/it/papa/news/2026-12/messaggio-giornata-mondiale-pace-2027-disarmare-parole.html",
                "Giornata mondiale della pace, il Messaggio del Papa: disarmare le parole per disarmare i cuori",
                "2026-12-08",
                "2026-12-08T12:05:00+01:00",
                "08 dicembre 2026, 12:05",
                [],
                [
                    "«Disarmare le parole per disarmare i cuori» è il titolo del Messaggio del Papa per la LX Giornata mondiale della pace, che si celebrerà il 1° gennaio 2027. Il testo, firmato nella solennità dell’Immacolata, è stato diffuso oggi a mezzogiorno.",
                    "Il documento, articolato in cinque punti, parte da una constatazione: prima delle armi, sono spesso le parole a preparare i conflitti, quando l’altro viene descritto come un nemico o una minaccia. Da qui l’invito a famiglie, scuole, comunità cristiane e mezzi di comunicazione a farsi «laboratori di un linguaggio nuovo», capace di dire la verità con carità e di «dissentire senza disprezzare».",
                    "Ampio spazio è dedicato alla comunicazione digitale, dove le parole «viaggiano più veloci che mai» e possono unire persone lontane ma anche ferire e dividere.",
                    "Nella quarta parte il Papa si rivolge ai responsabili delle nazioni, chiedendo di non cedere alla «retorica bellica», di custodire gli spazi del dialogo multilaterale e di destinare alla lotta contro la fame e alla cura del creato almeno una parte delle risorse oggi spese per gli armamenti.",
                    "Il Messaggio si chiude con l’affidamento a Maria, «che custodiva e meditava ogni parola nel suo cuore».",
                    "Il [[documento|testo integrale del Messaggio]] è disponibile nella sezione Documenti.",
                ],
                "agency-as-author-person-links-document",
                section="Papa",
                byline="Agenzia Lumen",
                feast=8,
                tags=["Avvento", "Pace"],
            )
        )
        add(
            story(
                "omelia",
                "/it/chiesa/news/2026-12/omelia-cardinale-valsecchi-seconda-domenica-avvento.html",
                "«Consolate il mio popolo»: l’omelia del cardinale Valsecchi nella II domenica di Avvento",
                "2026-12-06",
                "2026-12-06T13:15:00+01:00",
                "06 dicembre 2026, 13:15",
                ["Ettore Valsecchi"],
                [
                    "Cari fratelli e sorelle,",
                    "«Consolate, consolate il mio popolo», dice il profeta Isaia nella prima lettura di questa seconda domenica di Avvento. È una parola rivolta a un popolo in esilio, stanco, che non crede più di poter tornare a casa. Dio non comincia con un rimprovero: comincia con una consolazione.",
                    "Anche noi, in questo tempo, abbiamo bisogno di essere consolati. Lo vedo nei volti delle persone che incontro nelle parrocchie: famiglie che fanno fatica ad arrivare alla fine del mese, anziani soli, giovani che non riescono a immaginare il proprio futuro. A tutti loro il Signore dice oggi: parlate al cuore di Gerusalemme.",
                    "## Una voce nel deserto",
                    "Il Vangelo di Marco ci presenta Giovanni Battista, «voce di uno che grida nel deserto». È curioso: Giovanni non predica nel Tempio, né nelle piazze di Gerusalemme, ma nel deserto. È là che la gente va a cercarlo. Forse perché solo nel deserto, quando mancano le cose superflue, si riesce a sentire una voce vera.",
                    "L’Avvento è un piccolo deserto che la Chiesa ci offre ogni anno. Non per renderci tristi, ma per fare silenzio, spegnere qualche rumore e preparare la via al Signore che viene. Preparare la via significa raddrizzare ciò che è storto nella nostra vita: una relazione interrotta, un’ingiustizia tollerata, un perdono che non abbiamo ancora dato.",
                    "## Preparare la via nelle nostre città",
                    "Ma la via del Signore passa anche per le nostre strade. Ogni volta che una comunità apre una mensa, accompagna un migrante negli uffici, visita un carcerato o un malato, sta colmando una valle e abbassando un monte. Il Battista non chiedeva gesti straordinari: a chi aveva due tuniche chiedeva di darne una a chi non ne aveva.",
                    "Chiediamo allora, in questa Eucaristia, la grazia di essere consolati e di diventare consolatori. Maria, che celebreremo martedì nella solennità dell’Immacolata, ci insegni ad attendere il Signore con un cuore aperto. Amen.",
                ],
                "homily-full-text-cardinal-honorific",
                section="Chiesa",
                byline="card. Ettore Valsecchi",
                dek="Pubblichiamo il testo dell’omelia pronunciata dal cardinale Ettore Valsecchi nella Messa presieduta domenica 6 dicembre nella basilica di Sant’Andrea della Valle",
                feast=6,
                tags=["Avvento", "Omelie"],
                ld_type="Article",
            )
        )
        add(
            story(
                "missioni",
                "/it/chiesa/news/2026-12/africa-kenya-turkana-suore-dispensario-acqua.html",
                "AFRICA/KENYA - Nel Turkana le suore aprono un dispensario dove l’acqua arriva una volta a settimana",
                "2026-12-04",
                "2026-12-03T23:05:00Z",
                "04 dicembre 2026, 00:05",
                [],
                [
                    "Lodwar (Agenzia Lumen) – Nel villaggio di Kalokol, sulla sponda occidentale del lago Turkana, le Suore Missionarie della Consolata hanno inaugurato un piccolo dispensario che servirà circa ottomila persone sparse in un raggio di quaranta chilometri. Fino ad oggi, il centro sanitario più vicino si trovava a Lodwar, a due ore di strada sterrata.",
                    "«Qui l’acqua potabile arriva con un’autobotte una volta a settimana, e nei mesi più secchi neppure quella», racconta suor Agnes Wanjiru, responsabile della struttura. «Le malattie più frequenti sono legate all’acqua: diarrea, infezioni della pelle, disidratazione nei bambini. Per questo, insieme alle medicine, abbiamo installato un sistema di raccolta dell’acqua piovana e un piccolo impianto di potabilizzazione».",
                    "Il dispensario, costruito con il contributo di alcune parrocchie italiane e della diocesi di Lodwar, dispone di un ambulatorio, di una sala per i parti e di un magazzino per i farmaci. Vi lavorano tre religiose, un infermiere e due ostetriche formate nel centro diocesano.",
                    "La regione del Turkana è una delle più povere del Kenya e da anni soffre per siccità sempre più lunghe, che hanno decimato le mandrie dei pastori nomadi e spinto molte famiglie verso le rive del lago, dove vivono di pesca.",
                    "«La gente ci chiede soprattutto di restare», conclude suor Agnes. «Molte organizzazioni arrivano, fanno un progetto e poi se ne vanno. Noi vogliamo essere qui anche quando non piove».",
                    "SIGN: (L.M.) (Agenzia Lumen 4/12/2026)",
                ],
                "fides-kicker-title-initials-utc-previous-day",
                section="Chiesa",
                feast=4,
                tags=["Africa", "Missioni"],
            )
        )
        add(
            story(
                "necrologio",
                "/it/chiesa/news/2026-12/morto-padre-giuseppe-carraro-missionario-amazzonia.html",
                "È morto padre Giuseppe Carraro, per quarant’anni missionario in Amazzonia",
                "2026-12-05",
                None,
                "05 dicembre 2026, 10:20",
                [],
                [
                    "È morto giovedì sera a Padova, all’età di 87 anni, padre Giuseppe Carraro, missionario comboniano che ha trascorso quarant’anni tra le comunità indigene dello Stato di Amazonas, in Brasile.",
                    "Nato a Cittadella nel 1939, ordinato sacerdote nel 1965, era partito per il Brasile nel 1971. Lungo il Rio Negro aveva fondato scuole, un piccolo ospedale galleggiante e una cooperativa per la raccolta delle castagne amazzoniche, che ancora oggi garantisce un reddito a oltre trecento famiglie.",
                    "Negli anni Novanta si era impegnato nella difesa delle terre indigene dalle invasioni dei cercatori d’oro, ricevendo più volte minacce. Aveva imparato tre lingue locali e tradotto in lingua baniwa il Vangelo di Marco.",
                    "Rientrato in Italia nel 2011 per motivi di salute, aveva continuato ad animare gruppi missionari nelle parrocchie del Veneto. «Non sono andato a portare Dio in Amazzonia», amava ripetere. «L’ho trovato là, prima di me».",
                    "I funerali saranno celebrati lunedì 7 dicembre nella chiesa parrocchiale di Cittadella.",
                ],
                "obituary-redazione-no-jsonld",
                section="Chiesa",
                byline="Redazione",
                feast=5,
                tags=["Missioni"],
                no_ld=True,
            )
        )
        add(
            story(
                "belen",
                "/es/vaticano/news/2026-12/belen-plaza-san-pedro-andes-peruanos.html",
                "El belén de la plaza de San Pedro llegará este año desde los Andes peruanos",
                "2026-12-03",
                "2026-12-03T15:30:00+01:00",
                "03 diciembre 2026, 15:30",
                ["María José Robles"],
                [
                    "El nacimiento que se instalará este año en la plaza de San Pedro llegará desde la región peruana de Ayacucho, en los Andes, y ha sido realizado por una cooperativa de artesanos del retablo ayacuchano, según informó este jueves la Gobernación del Estado de la Ciudad del Vaticano.",
                    "La obra, de casi doce metros de ancho, reúne más de cuarenta figuras a tamaño natural talladas en madera de maguey y pintadas a mano. Junto a María, José y el Niño aparecen pastores con ponchos y chullos, una llama, un cóndor y una pequeña banda de músicos con charangos y quenas.",
                    "## Un trabajo de dos años",
                    "Los artesanos, en su mayoría de la provincia de Huamanga, trabajaron durante dos años en talleres familiares. «Queríamos que el mundo viera que Jesús también nace en nuestras montañas, entre nuestra gente», explicó el maestro retablista Teodoro Quispe, que coordinó el proyecto.",
                    "El árbol de Navidad, un abeto de 26 metros, procede este año de los bosques de la región italiana de Friuli-Venecia Julia y será adornado con esferas elaboradas por niños hospitalizados en varios hospitales pediátricos.",
                    "La inauguración del belén y el encendido del árbol tendrán lugar el sábado 12 de diciembre, fiesta de Nuestra Señora de Guadalupe, en presencia de una delegación peruana. Ambos permanecerán en la plaza hasta el 10 de enero, fiesta del Bautismo del Señor.",
                ],
                "spanish-byline-name-dash-city",
                section="Vaticano",
                lang="es",
                byline="María José Robles - Ciudad del Vaticano",
                feast=3,
                tags=["Navidad", "Perú"],
            )
        )
        add(
            story(
                "guadalupe",
                "/es/iglesia/news/2026-12/guadalupe-peregrinos-basilica-tepeyac-2026.html",
                "Más de once millones de peregrinos son esperados en la Basílica de Guadalupe",
                "2026-12-07",
                "2026-12-07T19:20:00+01:00",
                "07 diciembre 2026, 19:20",
                ["Carlos Ibarra"],
                [
                    "Las autoridades de la Ciudad de México y la Basílica de Santa María de Guadalupe esperan la llegada de más de once millones de peregrinos entre el 9 y el 12 de diciembre, cuando se celebra la fiesta de la patrona de México y de América.",
                    "Desde hace dos semanas, grupos de fieles llegan a pie, en bicicleta o de rodillas desde los estados de Puebla, Hidalgo, Estado de México y Querétaro. Muchos cargan en la espalda imágenes de la Virgen envueltas en plástico para protegerlas del polvo y de la lluvia.",
                    "## Operativo de seguridad y salud",
                    "El gobierno capitalino desplegará más de seis mil policías y cuatrocientos elementos de protección civil, además de puestos médicos a lo largo de la Calzada de Guadalupe. Se instalarán albergues temporales para los peregrinos que pasen la noche en las inmediaciones del santuario.",
                    "El rector de la Basílica pidió a los fieles hidratarse, no llevar a niños pequeños en las horas de mayor aglomeración y respetar las indicaciones de los voluntarios. «La Virgen los espera a todos, no hace falta llegar primero», dijo en una rueda de prensa.",
                    "La tradicional serenata a la Virgen comenzará la noche del 11 de diciembre con la participación de mariachis y artistas populares, y a la medianoche se cantarán Las Mañanitas. El 12 de diciembre habrá misas cada hora desde las cinco de la mañana.",
                ],
                "spanish-correspondent-updated",
                section="Iglesia",
                lang="es",
                byline="Carlos Ibarra - Ciudad de México",
                feast=7,
                updated="08 diciembre 2026, 09:10",
                modified="2026-12-08T09:10:00+01:00",
                tags=["Guadalupe", "México"],
            )
        )
        add(
            story(
                "editorial",
                "/es/editorial/2026-12/la-paz-comienza-por-las-palabras.html",
                "La paz comienza por las palabras",
                "2026-12-08",
                "2026-12-08T13:00:00+01:00",
                "08 diciembre 2026, 13:00",
                ["Giorgio Martelli"],
                [
                    "Hay documentos que se leen una vez y se archivan. El Mensaje para la Jornada Mundial de la Paz publicado este martes pertenece a otra categoría: pide ser releído, sobre todo por quienes trabajamos con las palabras.",
                    "Su tesis es sencilla y exigente a la vez. Antes que las armas, son con frecuencia las palabras las que preparan las guerras. Cuando un pueblo, un grupo o una persona se convierte en el discurso público en una amenaza, en un enemigo, en alguien indigno de respeto, el camino hacia la violencia ya está trazado.",
                    "Los periodistas conocemos bien esta tentación. Un titular más duro atrae más lectores; una descripción caricaturesca del adversario genera más reacciones en las redes. No se trata de renunciar a la verdad ni de callar las injusticias, sino de decirlas sin deshumanizar a nadie.",
                    "El Mensaje propone que familias, escuelas, parroquias y medios de comunicación se conviertan en «laboratorios de un lenguaje nuevo». Es una propuesta modesta en apariencia. Pero quien haya intentado alguna vez discutir sin despreciar sabe que requiere un esfuerzo cotidiano.",
                    "En esta redacción queremos tomarnos en serio esa invitación. Seguiremos contando los conflictos, las persecuciones y las injusticias. Intentaremos hacerlo de modo que nuestros lectores, al terminar de leer, comprendan mejor a los otros, y no solo que los teman.",
                ],
                "editorial-kicker-span-in-h1-role-line",
                section="Editorial",
                lang="es",
                byline="Giorgio Martelli",
                role="Director editorial",
                kicker="Editorial",
                feast=8,
                tags=["Paz"],
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def es(self, doc: Doc) -> bool:
        return doc.extra.get("lang") == "es"

    def dl(self, doc: Doc, n: int) -> str:
        """An AEM Core Components data-layer attribute: the component's last modification in UTC, a few minutes
        before the page went out (so the mission story's components carry 3 Dec although it is labelled 4 Dec)."""
        cid = f"text-{zlib.crc32(f'{doc.key}{n}'.encode()) % 16**10:010x}"
        if doc.iso:
            published = datetime.datetime.fromisoformat(doc.iso.replace("Z", "+00:00"))
        else:
            day, clock = doc.stamp.split(", ")
            d = int(day.split()[0])
            published = datetime.datetime.fromisoformat(f"2026-12-{d:02d}T{clock}:00+01:00")
        stamp = (published - datetime.timedelta(minutes=4 * n + 3)).astimezone(datetime.UTC)
        data = {cid: {"@type": "lumen/components/text", "repo:modifyDate": stamp.strftime("%Y-%m-%dT%H:%M:%SZ")}}
        return f"data-cmp-data-layer='{json.dumps(data)}'"

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        es = self.es(doc)
        site = "Agencia Lumen" if es else "Agenzia Lumen"
        og_title = f"Editorial. {doc.title}" if doc.extra.get("kicker") == "Editorial" else doc.title
        metas = [
            f"<title>{esc(og_title)} - {site}</title>",
            f'<meta name="description" content="{esc(doc.dek or self.lede(doc) or doc.title)}">',
            f'<meta name="template" content="{"article-page" if doc.is_article else "section-page"}">',
            f'<link rel="canonical" href="{esc(url)}">',
            f'<meta property="og:title" content="{esc(og_title)}">',
            f'<meta property="og:url" content="{esc(url)}">',
            f'<meta property="og:site_name" content="{site}">',
            f'<meta property="og:type" content="{"article" if doc.is_article or doc.kind == "document" else "website"}">',
            f'<meta property="og:locale" content="{"es_ES" if es else "it_IT"}">',
        ]
        if doc.is_article and not doc.extra.get("no_ld"):
            who = (doc.authors or [doc.byline]) if doc.byline else doc.authors
            ld = {
                "@context": "https://schema.org",
                "@type": doc.extra.get("ld_type", "NewsArticle"),
                "headline": og_title,
                "datePublished": doc.iso,
                "dateModified": doc.extra.get("modified", doc.iso),
                "author": [{"@type": "Person", "name": n} for n in who] if who else {"@type": "Organization", "name": "Agenzia Lumen"},
                "publisher": {"@type": "Organization", "name": "Agenzia Lumen", "logo": {"@type": "ImageObject", "url": ORIGIN + "/content/dam/lumen/logo.png"}},
                "mainEntityOfPage": url,
                "inLanguage": "es" if es else "it",
                "articleSection": doc.section,
            }  # fmt: skip
            metas.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        elif doc.kind == "document":
            ld = {"@context": "https://schema.org", "@type": "Article", "headline": doc.title,
                  "datePublished": "2026-12-08T12:00:00+01:00", "author": {"@type": "Organization", "name": "Santa Sede"},
                  "publisher": {"@type": "Organization", "name": "Agenzia Lumen"}, "inLanguage": "it"}  # fmt: skip
            metas.append(
                f'<meta property="article:published_time" content="2026-12-08T12:00:00+01:00">\n<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>'
            )
        return "\n".join(metas)

    def frame(self, doc: Doc, main: str) -> str:
        es = self.es(doc)
        if es:
            nav = [("es-home", "Inicio"), (f"{ORIGIN}/es/papa.html", "Papa"), (f"{ORIGIN}/es/vaticano.html", "Vaticano"),
                   (f"{ORIGIN}/es/iglesia.html", "Iglesia"), ("calendario", "Calendario litúrgico"), ("home", "Italiano")]  # fmt: skip
            liturgy = f"Martes 8 de diciembre de 2026 · {FEAST_ES[8]} · Solemnidad"
        else:
            nav = [("home", "Home"), (f"{ORIGIN}/it/papa.html", "Papa"), (f"{ORIGIN}/it/vaticano.html", "Vaticano"),
                   ("chiesa", "Chiesa"), ("vangelo", "Vangelo del giorno"), ("documento", "Documenti"), ("es-home", "Español")]  # fmt: skip
            liturgy = f"Martedì 8 dicembre 2026 · {FEAST_IT[8]} · Solennità"
        items = "".join(
            f'<li class="cmp-navigation__item cmp-navigation__item--level-0">{self.a(k, t, "nav", attr("class", "cmp-navigation__item-link"))}</li>'
            for k, t in nav
        )
        lang = "es" if es else "it"
        popular = [k for k in (ES_ARTS if es else ["immacolata", "messaggio", "omelia", "missioni"]) if k != doc.key]
        pops = "".join(
            f'<li class="cmp-list__item">{self.a(k, self.docs[k].title, "aside", attr("class", "cmp-list__item-link"))}</li>'
            for k in popular
        )
        return f"""<!DOCTYPE HTML>
<html lang="{lang}">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
{self.head(doc)}
<link rel="alternate" hreflang="it" href="{ORIGIN}/it.html">
<link rel="alternate" hreflang="es" href="{ORIGIN}/es.html">
<link rel="stylesheet" href="/etc.clientlibs/lumen/clientlibs/clientlib-base.lc-4f1e9b0c27d3a8e5-lc.min.css" type="text/css">
<style>/*PAD*/</style>
<script src="/etc.clientlibs/clientlibs/granite/jquery.lc-7842899024219bcbdb5e72c946870b79-lc.min.js"></script>
<script src="/etc.clientlibs/core/wcm/components/commons/datalayer/v1/clientlibs/core.wcm.components.commons.datalayer.v1.lc-70264651675213ed7f7cc5a02a00f621-lc.min.js"></script>
<script src="//assets.adobedtm.com/launch-EN4e1c7b2f9a3d.min.js" async></script>
</head>
<body class="page basicpage {"article-page" if doc.is_article else doc.kind + "-page"}" id="page-{zlib.crc32(doc.key.encode()) % 16**10:010x}">
<div class="root container responsivegrid"><div class="cmp-container">
<div id="onetrust-banner-sdk" class="onetrust-banner otFlat" role="region" aria-label="{"Aviso de cookies" if es else "Informativa cookie"}"><p id="onetrust-policy-text">{"Este sitio utiliza cookies técnicas y, previo consentimiento, cookies analíticas de terceros." if es else "Questo sito utilizza cookie tecnici e, previo consenso, cookie analitici di terze parti."}</p><button id="onetrust-accept-btn-handler">{"Aceptar" if es else "Accetta"}</button> <button id="onetrust-reject-all-handler">{"Rechazar" if es else "Rifiuta"}</button></div>
<div class="experiencefragment header"><div class="cmp-experiencefragment cmp-experiencefragment--header">
<header class="lumen-header">
<div class="lumen-header__liturgy">{esc(liturgy)}</div>
<div class="lumen-header__brand"><a href="/{lang}.html" class="lumen-header__logo"><img src="/content/dam/lumen/logo.svg" alt="{"Agencia Lumen" if es else "Agenzia Lumen"}" width="220" height="48"></a><span class="lumen-header__claim">{"Agencia de noticias de la Iglesia católica" if es else "Agenzia di informazione della Chiesa cattolica"}</span></div>
<nav class="cmp-navigation" role="navigation" itemscope itemtype="http://schema.org/SiteNavigationElement"><ul class="cmp-navigation__group">{items}</ul></nav>
<div class="cmp-languagenavigation"><a href="/it.html" hreflang="it">IT</a> <a href="/es.html" hreflang="es">ES</a> <a href="https://en.agenzialumen.test/" hreflang="en">EN</a></div>
<div class="cmp-search">{self.a("search", "Cerca" if not es else "Buscar", "nav", attr("class", "cmp-search__toggle"))}</div>
</header></div></div>
<main class="container responsivegrid main-content">
{main}
</main>
<aside class="container responsivegrid sidebar">
<div class="list"><h2 class="cmp-title__text">{"Lo más leído" if es else "I più letti"}</h2><ul class="cmp-list">{pops}</ul></div>
<div class="ad-slot" id="adv-box-1" data-adunit="/lumen/{lang}/box"></div>
</aside>
<div class="experiencefragment footer"><div class="cmp-experiencefragment cmp-experiencefragment--footer"><footer class="lumen-footer">
<ul class="lumen-footer__links"><li><a href="/{lang}/chi-siamo.html">{"Quiénes somos" if es else "Chi siamo"}</a></li><li><a href="/{lang}/contatti.html">{"Contacto" if es else "Contatti"}</a></li><li><a href="/{lang}/privacy.html">Privacy</a></li><li><a href="/{lang}/rss.html">RSS</a></li><li><a href="/{lang}/newsletter.html">Newsletter</a></li></ul>
<p class="lumen-footer__copy">© 2026 Agenzia Lumen · Via della Conciliazione 44, 00193 Roma · P.IVA 01234560587</p>
</footer></div></div>
</div></div>
<script>window.adobeDataLayer=window.adobeDataLayer||[];adobeDataLayer.push({{"page":{{"pageInfo":{{"pageName":"{esc(doc.key)}","language":"{lang}","template":"{"article" if doc.is_article else doc.kind}"}}}}}});</script>
<script src="/etc.clientlibs/lumen/clientlibs/clientlib-site.lc-9b7e0d55ac3f1c2e-lc.min.js"></script>
</body>
</html>"""

    def date_line(self, doc: Doc) -> str:
        es = self.es(doc)
        day = int(doc.stamp[:2])
        stamp = doc.stamp.replace("dicembre", "diciembre") if es else doc.stamp
        feast = FEAST_ES[day] if es else FEAST_IT[day]
        iso = f' datetime="{doc.iso}"' if doc.iso else ""
        out = f'<div class="article__date"><time{iso}>{esc(stamp)}</time> <span class="article__feast">{esc(feast)}</span>'
        if doc.extra.get("updated"):
            out += f' <span class="article__updated">{"Actualizado" if es else "Aggiornato"}: {esc(doc.extra["updated"])}</span>'
        return out + "</div>"

    def story_main(self, doc: Doc) -> str:
        es = self.es(doc)
        # AEM splits the body into text components at every image or quote
        chunks: list[list] = [[]]
        for b in doc.blocks:
            if b[0] in ("box", "fig"):
                chunks.append([b])
                chunks.append([])
            else:
                chunks[-1].append(b)
        parts = []
        n = 0
        for chunk in chunks:
            if not chunk:
                continue
            if chunk[0][0] == "box":
                parts.append(chunk[0][1])
            elif chunk[0][0] == "fig":
                parts.append(self.fig_html(chunk[0][1], chunk[0][2]))
            else:
                n += 1
                saved = doc.blocks
                doc.blocks = chunk
                try:
                    html = self.blocks(doc)
                finally:
                    doc.blocks = saved
                parts.append(f'<div class="text"><div class="cmp-text" {self.dl(doc, n)}>\n{html}\n</div></div>')
        if doc.extra.get("fig"):
            parts.insert(0, self.fig_html(*doc.extra["fig"]))
        author = ""
        if doc.byline:
            if doc.key == "immacolata":
                author = f'<p class="article__author">{self.a("author", doc.byline, "byline")}</p>'
            else:
                author = f'<p class="article__author">{esc(doc.byline)}</p>'
            if doc.extra.get("role"):
                author += f'<p class="article__author-role">{esc(doc.extra["role"])}</p>'
        kicker = f'<span class="article__kicker">{esc(doc.extra["kicker"])}</span> ' if doc.extra.get("kicker") else ""
        dek = (
            f'<div class="text"><div class="cmp-text article__abstract"><p><strong>{esc(doc.dek)}</strong></p></div></div>'
            if doc.dek
            else ""
        )
        tags = []
        for t in doc.extra.get("tags", []):
            if t == "Avvento":
                tags.append(self.a("tag", t, "tag", attr("class", "cmp-tag__link")))
            else:
                tags.append(
                    f'<a class="cmp-tag__link" href="/{"es" if es else "it"}/tag.{quote(t.lower())}.html">{esc(t)}</a>'
                )
        own = ES_ARTS if es else IT_ARTS
        related = "".join(
            f'<div class="teaser"><div class="cmp-teaser"><div class="cmp-teaser__content"><h3 class="cmp-teaser__title">{self.a(k, self.docs[k].title, "related", attr("class", "cmp-teaser__title-link"))}</h3></div></div></div>'
            for k in own
            if k != doc.key
        )
        crumbs = [("es-home" if es else "home", "Inicio" if es else "Home")]
        if doc.section == "Chiesa":
            crumbs.append(("chiesa", "Chiesa"))
        crumb = "".join(
            f'<li class="cmp-breadcrumb__item">{self.a(k, t, "breadcrumb", attr("class", "cmp-breadcrumb__item-link"))}</li>'
            for k, t in crumbs
        )
        crumb += f'<li class="cmp-breadcrumb__item cmp-breadcrumb__item--active"><span>{esc(doc.section)}</span></li>'
        doclink = ""
        if doc.key == "editorial":
            doclink = f'<div class="text"><div class="cmp-text related-doc"><p>{self.a("documento", "Lea el Mensaje íntegro (en italiano)", "related")}</p></div></div>'
        return f"""<div class="breadcrumb"><nav class="cmp-breadcrumb" aria-label="Breadcrumb"><ol class="cmp-breadcrumb__list">{crumb}</ol></nav></div>
<div class="article-header">
<div class="title"><div class="cmp-title"><h1 class="cmp-title__text">{kicker}{esc(doc.title)}</h1></div></div>
{dek}
<div class="article__meta">{author}{self.date_line(doc)}</div>
<div class="sharebar"><a href="https://www.facebook.com/sharer/sharer.php?u={quote(self.url(doc.key), safe="")}">Facebook</a> <a href="https://wa.me/?text={quote(self.url(doc.key), safe="")}">WhatsApp</a> <a href="#" onclick="window.print()">{"Imprimir" if es else "Stampa"}</a></div>
</div>
<div class="article-body">
{chr(10).join(parts)}
</div>
<div class="tags cmp-tags">{" ".join(tags)}</div>
{doclink}
<div class="related-news"><h2 class="cmp-title__text">{"Noticias relacionadas" if es else "Notizie correlate"}</h2>{related}</div>"""

    def fig_html(self, alt: str, caption: str) -> str:
        return f'<div class="image"><div class="cmp-image" itemscope itemtype="http://schema.org/ImageObject"><img class="cmp-image__image" src="/content/dam/lumen/2026/12/{zlib.crc32(alt.encode()) % 99991}.jpg/_jcr_content/renditions/cq5dam.web.1280.1280.jpeg" alt="{esc(alt)}" itemprop="contentUrl"><span class="cmp-image__title" itemprop="caption">{esc(caption)}</span></div></div>'

    def teaser(self, k: str) -> str:
        d = self.docs[k]
        when = d.stamp.split(",")[0]
        if self.es(d):
            when = when.replace("dicembre", "diciembre")
        return (
            f'<div class="teaser"><div class="cmp-teaser"><div class="cmp-teaser__image"><img src="/content/dam/lumen/2026/12/{zlib.crc32(k.encode()) % 99991}.jpg/_jcr_content/renditions/cq5dam.thumbnail.319.319.png" alt="" loading="lazy"></div>'
            f'<div class="cmp-teaser__content"><p class="cmp-teaser__pretitle">{esc(d.section)}</p><h2 class="cmp-teaser__title">{self.a(k, d.title, "content", attr("class", "cmp-teaser__title-link"))}</h2>'
            f'<div class="cmp-teaser__description"><p>{esc(d.dek or self.lede(d))}</p></div><p class="cmp-teaser__date">{esc(when)}</p></div></div></div>'
        )

    def listing_main(self, doc: Doc) -> str:
        es = self.es(doc)
        rows = [self.teaser(k) for k in doc.extra["list"]]
        for path, title, when in doc.extra.get("older", []):
            rows.append(
                f'<div class="teaser"><div class="cmp-teaser"><div class="cmp-teaser__content"><h2 class="cmp-teaser__title"><a class="cmp-teaser__title-link" href="{path}">{esc(title)}</a></h2><p class="cmp-teaser__date">{esc(when)}</p></div></div></div>'
            )
        head = (
            f'<div class="title"><div class="cmp-title"><h1 class="cmp-title__text">{esc(doc.title)}</h1></div></div>'
        )
        extra = ""
        if doc.kind == "home":
            head = f'<div class="title"><div class="cmp-title"><h1 class="cmp-title__text cmp-title--hidden">{esc(doc.title)}</h1></div></div>'
            if es:
                extra = f'<div class="teaser box-calendario"><h2 class="cmp-title__text">{self.a("calendario", "Calendario litúrgico de diciembre", "content")}</h2><p>{self.a("documento", "Mensaje para la Jornada Mundial de la Paz (texto en italiano)", "content")}</p></div>'
            else:
                extra = (
                    f'<div class="teaser box-vangelo"><h2 class="cmp-title__text">{self.a("vangelo", "Vangelo del giorno", "content")}</h2><p>Lc 1,26-38 · Immacolata Concezione della B.V. Maria</p></div>'
                    f'<div class="teaser box-documenti"><h2 class="cmp-title__text">Documenti</h2><p>{self.a("documento", "Messaggio per la LX Giornata Mondiale della Pace", "content")}</p></div>'
                    f'<div class="teaser box-sezioni"><p>{self.a("chiesa", "Chiesa", "content")} · {self.a("tag", "Avvento", "content")} · {self.a("author", "Alessandro Ferri", "content")} · {self.a("es-home", "Agencia Lumen en español", "content")}</p></div>'
                )
        elif doc.kind == "author":
            head = f'<div class="author-profile"><img src="/content/dam/lumen/autori/ferri.jpg" alt="Alessandro Ferri" width="120" height="120"><div class="title"><div class="cmp-title"><h1 class="cmp-title__text">{esc(doc.title)}</h1></div></div><div class="cmp-text"><p>{esc(doc.extra["bio"])}</p></div></div>'
        elif doc.kind == "search":
            head = f'<div class="title"><div class="cmp-title"><h1 class="cmp-title__text">{esc(doc.title)}</h1></div></div><form class="cmp-search__form" action="/it/ricerca.html"><input class="cmp-search__input" name="q" value="avvento"><button>Cerca</button></form><p class="cmp-search__results-count">{len(rows)} risultati</p>'
        elif doc.kind == "tag":
            head = f'<div class="title"><div class="cmp-title"><h1 class="cmp-title__text"><span class="cmp-title__pre">Tag:</span> {esc(doc.title)}</h1></div></div>'
        pag = ""
        if doc.key == "chiesa":
            pag = f'<nav class="cmp-pagination"><span class="cmp-pagination__current">1</span> {self.a("chiesa2", "2", "pagination")} <a href="/it/chiesa.pagina-3.html">3</a> {self.a("chiesa2", "Successiva", "pagination", attr("class", "cmp-pagination__next"))}</nav>'
        elif doc.key == "chiesa2":
            pag = f'<nav class="cmp-pagination">{self.a("chiesa", "Precedente", "pagination", attr("class", "cmp-pagination__prev"))} {self.a("chiesa", "1", "pagination")} <span class="cmp-pagination__current">2</span> <a href="/it/chiesa.pagina-3.html">3</a></nav>'
        return f'{head}\n<div class="list-teasers">{"".join(rows)}</div>{extra}{pag}'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "daily-reading":
            return (
                f'<div class="title"><div class="cmp-title"><h1 class="cmp-title__text">{esc(doc.title)}</h1></div></div>'
                f'<div class="daily-reading__date"><time datetime="2026-12-08">{esc(doc.extra["stamp"])}</time> <span class="article__feast">{esc(doc.extra["feast"])}</span> <span class="liturgical-color">Colore liturgico: {doc.extra["color"]}</span></div>'
                f'<div class="text"><div class="cmp-text daily-reading">{self.blocks(doc)}</div></div>'
                f'<nav class="daily-reading__nav"><a href="/it/vangelo-del-giorno-e-parola-del-giorno/2026/12/07.html">‹ Ieri</a> <a href="/it/vangelo-del-giorno-e-parola-del-giorno/2026/12/09.html">Domani ›</a></nav>'
            )
        if doc.kind == "document":
            return (
                '<div class="breadcrumb"><nav class="cmp-breadcrumb"><ol class="cmp-breadcrumb__list"><li class="cmp-breadcrumb__item"><a href="/it.html">Home</a></li><li class="cmp-breadcrumb__item">Documenti</li><li class="cmp-breadcrumb__item">Messaggi</li></ol></nav></div>'
                f'<div class="document-header"><p class="document__type">MESSAGGIO DEL SANTO PADRE PER LA CELEBRAZIONE DELLA LX GIORNATA MONDIALE DELLA PACE</p><div class="title"><div class="cmp-title"><h1 class="cmp-title__text">{esc(doc.title)}</h1></div></div></div>'
                f'<div class="text"><div class="cmp-text document-body">{self.blocks(doc)}</div></div>'
                f'<div class="document-tools"><a href="/content/dam/lumen/documenti/messaggio-pace-2027.pdf">Scarica il PDF</a> · {self.a("messaggio", "La presentazione del Messaggio", "related")}</div>'
            )
        return (
            f'<div class="title"><div class="cmp-title"><h1 class="cmp-title__text">{esc(doc.title)}</h1></div></div>'
            f'<div class="text"><div class="cmp-text liturgical-calendar">{self.blocks(doc)}</div></div>'
            f'<p class="calendar-nav"><a href="/es/calendario-liturgico/2026/11.html">‹ Noviembre</a> · <a href="/es/calendario-liturgico/2027/01.html">Enero ›</a> · {self.a("guadalupe", "Guadalupe: once millones de peregrinos", "content")}</p>'
        )
