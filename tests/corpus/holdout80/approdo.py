# ruff: noqa: E501, RUF001, RUF002 (page texts and markup are long literal lines; Italian typography is deliberate)
"""L'Approdo: an Italian weekly magazine in Rome on a **GEDI**-like platform (the Repubblica mould: `story__title`,
`story__summary`, `story__author`, `story__date`, `story__text`, `/cultura/2026/12/03/news/<slug_with_underscores>-
423118822/`, `/argomenti/<tag>/`, `/autori/<slug>/`, `/ricerca/?q=`, `/cultura/?pagina=2`, `/settimanale/2026/49/`),
Italian, UTF-8, Rome time (+01:00).

Dates are printed "29 Novembre 2026 alle 10:00" with "aggiornato il 4 Dicembre 2026 alle 12:10" on edited pages;
`NewsArticle` JSON-LD in +01:00. The recipe carries **only a schema.org `Recipe`** (date-only `datePublished`,
`recipeIngredient`, `HowToStep`s, its author the food desk "Redazione Cucina" as an Organization) and is labelled an
article: a headnote by a named writer, then the ingredients and the steps, which are body (the recipe card's times
and servings are not). The film review's JSON-LD is a `Review` of a `Movie` whose director is a Person. Credits:
"di Marta Ferri"; "dal nostro inviato Marco Bellini" (a role before the name; the "TRIESTE –" dateline opens the
first paragraph and is body); "di Sara Conti e Davide Greco"; "di Franca Dell'Orto" (the column, no JSON-LD);
"Redazione Cultura" (a desk credit, no person). The numbered list of nativity scenes is `<h2>` "1. …" items each
followed by a short paragraph."""

from __future__ import annotations

import json
from urllib.parse import quote

from common import Base, img_id, page, story
from sitekit import Doc, css_rules, esc

ORIGIN = "https://www.lapprodo.test"
ARTS = ["cover", "presepi", "bora", "ricetta", "film", "balere", "punto", "brief"]
MESI = [
    "Gennaio",
    "Febbraio",
    "Marzo",
    "Aprile",
    "Maggio",
    "Giugno",
    "Luglio",
    "Agosto",
    "Settembre",
    "Ottobre",
    "Novembre",
    "Dicembre",
]


def it(local: str) -> str:
    """'2026-11-29 10:00' -> '29 Novembre 2026 alle 10:00'."""
    day, time = local.split()
    y, m, d = day.split("-")
    return f"{d} {MESI[int(m) - 1]} {y} alle {time}"


OLD_RECIPES = [
    (
        "Cappelletti romagnoli, la ricetta e i segreti della sfoglia",
        "/cucina/2026/11/22/news/cappelletti_romagnoli_ricetta-422870114/",
        "Ripieno di formaggi, niente carne: la versione di Romagna.",
        "22 Novembre 2026",
    ),
    (
        "Panettone fatto in casa: il metodo con il lievito di birra",
        "/cucina/2026/11/15/news/panettone_fatto_in_casa_lievito_di_birra-422611907/",
        "Tre giorni di lavoro, ma il risultato ripaga ogni minuto.",
        "15 Novembre 2026",
    ),
    (
        "Brodo di cappone, come farlo limpido",
        "/cucina/2026/11/08/news/brodo_di_cappone_limpido-422355021/",
        "La base di tutte le feste, passo per passo.",
        "08 Novembre 2026",
    ),
]
OLDER = [
    (
        "I musei gratis la prima domenica di dicembre",
        "/cultura/2026/11/28/news/musei_gratis_domenica_dicembre-422990312/",
        "L'elenco completo regione per regione.",
        "28 Novembre 2026",
    ),
    (
        "Il ritorno del cinema all'aperto d'inverno",
        "/cultura/2026/11/20/news/cinema_aperto_inverno-422741806/",
        "Schermi in piazza e coperte: la moda arriva dal Nord Europa.",
        "20 Novembre 2026",
    ),
    (
        "Libri, le classifiche di novembre",
        "/cultura/2026/11/14/news/classifiche_libri_novembre-422580011/",
        "Vincono i gialli e i memoir, crescono i saggi di storia.",
        "14 Novembre 2026",
    ),
]


class Approdo(Base):
    origin = ORIGIN
    name = "L'Approdo"
    prefix = "apd"
    language = "it"
    content_type = "text/html; charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "apd",
            [
                ".gd-header",
                ".gd-nav__item",
                ".story__title",
                ".story__text p",
                ".story__summary",
                ".recipe-card",
                ".entry__title",
                ".gd-aside .list",
                ".gd-footer",
                ".iubenda-cs-container",
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
                "L'Approdo",
                "gedi-home",
                list=["cover", "presepi", "bora", "film", "ricetta", "balere", "punto", "brief"],
            )
        )
        add(
            page(
                "cultura",
                "/cultura/",
                "section",
                "Cultura",
                "gedi-section",
                list=["film", "presepi", "brief", "punto", OLDER[0]],
                more="cultura2",
            )
        )
        add(
            page(
                "cultura2",
                "/cultura/?pagina=2",
                "section",
                "Cultura",
                "gedi-section-page2",
                list=[
                    "balere",
                    OLDER[1],
                    OLDER[2],
                    (
                        "Venezia, la Biennale Architettura chiude con un record di visitatori",
                        "/cultura/2026/11/23/news/biennale_architettura_record_visitatori-422870551/",
                        "Oltre 700 mila ingressi in sei mesi.",
                        "23 Novembre 2026",
                    ),
                ],
            )
        )
        add(page("cucina", "/cucina/", "section", "Cucina", "gedi-food-section", list=["ricetta", *OLD_RECIPES]))
        add(
            page(
                "tag",
                "/argomenti/natale/",
                "tag",
                "Natale",
                "gedi-tag",
                list=["presepi", "ricetta", "punto", OLD_RECIPES[1]],
            )
        )
        add(
            page(
                "author",
                "/autori/marta-ferri/",
                "author",
                "Marta Ferri",
                "gedi-author",
                list=["ricetta", *OLD_RECIPES],
                bio="Giornalista e cuoca, cura la rubrica di cucina dell'Approdo dal 2017. Ha scritto «La cucina delle nonne emiliane» (2022).",
            )
        )
        add(
            page(
                "search",
                "/ricerca/?q=presepi",
                "search",
                "Risultati della ricerca per: presepi",
                "gedi-search",
                list=[
                    "presepi",
                    "punto",
                    (
                        "Presepi napoletani, a San Gregorio Armeno la stagione parte in anticipo",
                        "/cultura/2026/11/10/news/presepi_san_gregorio_armeno-422400117/",
                        "Botteghe aperte da ottobre e nuovi personaggi.",
                        "10 Novembre 2026",
                    ),
                ],
            )
        )
        add(
            page(
                "issue",
                "/settimanale/2026/49/",
                "issue",
                "L'Approdo n. 49 – 4 dicembre 2026",
                "issue-sommario",
                list=[],
                toc=[
                    ("Storia di copertina", ["cover"]),
                    ("Reportage", ["bora", "balere"]),
                    ("Cultura", ["film", "presepi"]),
                    ("Cucina", ["ricetta"]),
                    ("Rubriche", ["punto"]),
                ],
            )
        )
        add(
            page(
                "archive",
                "/settimanale/archivio/2025/",
                "archive",
                "Archivio dei numeri: 2025",
                "back-issue-archive-by-year",
                list=[],
            )
        )
        add(
            page(
                "abbonamenti",
                "/abbonamenti/",
                "subscribe",
                "Abbonati all'Approdo",
                "subscription-offers",
                [
                    "Il settimanale in edicola ogni venerdì, il sito senza limiti e l'archivio dal 1987.",
                    "## Digitale",
                    "1 euro per i primi tre mesi, poi 7,99 euro al mese. Tutti gli articoli del sito, l'edizione sfogliabile del settimanale e le newsletter.",
                    "## Carta + Digitale",
                    "99 euro all'anno. Il settimanale a casa tua ogni venerdì, con l'accesso digitale completo incluso.",
                    "## Regala un abbonamento",
                    "Un anno di Approdo in regalo a 79 euro, con un biglietto personalizzato inviato via email.",
                    "Puoi disdire quando vuoi dalla tua area personale. Prezzi IVA inclusa.",
                ],
            )
        )
        add(
            story(
                "ricetta",
                "/cucina/2026/11/29/news/tortellini_in_brodo_ricetta_tradizione_bolognese-423012456/",
                "Tortellini in brodo, la ricetta della tradizione bolognese",
                "2026-11-29",
                "2026-11-29",
                "2026-11-29 10:00",
                ["Marta Ferri"],
                [
                    "Nelle case di Bologna la preparazione dei tortellini comincia giorni prima di Natale, e quasi sempre è un lavoro collettivo: c'è chi tira la sfoglia, chi taglia i quadretti, chi li chiude attorno al dito con un gesto che si impara da bambini. Questa è la ricetta che mi ha insegnato mia nonna Iolanda, con un ripieno di lombo di maiale, prosciutto crudo, mortadella e Parmigiano Reggiano.",
                    "Il segreto è la pazienza. La sfoglia deve essere sottile ma resistente, il ripieno ben legato, il brodo limpido e saporito. Se siete alle prime armi, non scoraggiatevi: i primi tortellini saranno irregolari, ma dopo una ventina la mano si abitua.",
                    "## Ingredienti",
                    "### Per il ripieno",
                    "- 150 g di lombo di maiale",
                    "- 100 g di prosciutto crudo",
                    "- 100 g di mortadella di Bologna",
                    "- 150 g di Parmigiano Reggiano grattugiato",
                    "- 1 uovo",
                    "- noce moscata",
                    "### Per la sfoglia",
                    "- 400 g di farina 00",
                    "- 4 uova",
                    "### Per il brodo",
                    "- mezzo cappone",
                    "- 500 g di manzo (biancostato)",
                    "- 1 carota, 1 cipolla, 1 costa di sedano",
                    "- sale grosso",
                    "## Procedimento",
                    "# Preparate il brodo: mettete la carne e le verdure in una pentola capiente con 4 litri di acqua fredda e fate sobbollire per almeno tre ore, schiumando di tanto in tanto. Salate alla fine e filtrate.",
                    "# Rosolate il lombo a pezzi in una padella con una noce di burro per una decina di minuti, poi lasciatelo raffreddare.",
                    "# Tritate finemente il lombo, il prosciutto e la mortadella. Unite il Parmigiano, l'uovo e una grattugiata di noce moscata e impastate fino a ottenere un composto omogeneo. Fate riposare il ripieno in frigorifero per una notte.",
                    "# Disponete la farina a fontana, rompete le uova al centro e impastate per dieci minuti. Avvolgete l'impasto nella pellicola e lasciatelo riposare mezz'ora.",
                    "# Stendete una sfoglia sottilissima e tagliatela in quadretti di circa 3 centimetri di lato. Mettete al centro di ogni quadretto un pizzico di ripieno.",
                    "# Piegate ogni quadretto a triangolo, premendo bene i bordi, poi avvolgete il triangolo attorno al dito e unite le due punte.",
                    "# Portate il brodo a bollore e cuocete i tortellini per due o tre minuti. Servite subito, con altro Parmigiano a parte.",
                    "## Il consiglio",
                    "I tortellini si possono congelare crudi: disponeteli ben distanziati su un vassoio infarinato, metteteli in freezer per un'ora e poi trasferiteli in un sacchetto. Si cuociono direttamente da congelati, aggiungendo un minuto di cottura.",
                ],
                "recipe-jsonld-only-recipe-ingredients-steps",
                section="Cucina",
                kicker="Ricette",
                dek="Ripieno di lombo, prosciutto e mortadella, sfoglia sottile e brodo di cappone: i passaggi e i trucchi per farli come una volta.",
                card=[
                    ("Difficoltà", "Media"),
                    ("Preparazione", "2 ore + riposo"),
                    ("Cottura", "3 ore"),
                    ("Dosi per", "6 persone"),
                ],
                ld="recipe",
            )
        )
        add(
            story(
                "presepi",
                "/cultura/2026/12/03/news/presepi_viventi_2026_i_dieci_piu_belli-423118822/",
                "Presepi viventi 2026, i dieci più belli d'Italia da vedere quest'anno",
                "2026-12-03",
                "2026-12-03T09:00:00+01:00",
                "2026-12-03 09:00",
                ["Giulia Serra"],
                [
                    "Grotte, borghi medievali, vecchi mulini: ogni anno, tra dicembre e gennaio, centinaia di paesi italiani si trasformano nella Betlemme di duemila anni fa. Abbiamo scelto dieci presepi viventi, da nord a sud, che valgono il viaggio. Date e orari possono cambiare: conviene sempre controllare sul sito del comune prima di partire.",
                    "## 1. Custonaci (Trapani)",
                    "Nella grotta Mangiapane, un borgo rurale abbandonato all'interno di una grotta enorme, oltre cento figuranti ricostruiscono la vita contadina dell'Ottocento siciliano, con botteghe, forni e animali.",
                    "## 2. Matera",
                    "Tra i Sassi, il presepe diventa un percorso di quasi due chilometri nel rione Caveoso. Si visita a gruppi, con ingressi a orario: è consigliata la prenotazione.",
                    "## 3. Greccio (Rieti)",
                    "Il paese dove, secondo la tradizione, san Francesco allestì il primo presepe nel 1223. La rappresentazione ripercorre quella notte in sei quadri, ai piedi del santuario.",
                    "## 4. Equi Terme (Massa-Carrara)",
                    "Il borgo della Lunigiana sfrutta le sue grotte carsiche e il torrente che lo attraversa. Di sera, con le fiaccole, l'effetto è suggestivo.",
                    "## 5. Tricase (Lecce)",
                    "Sulla collina di Monte Orco, uno dei presepi più estesi del Sud: capanne in pietra a secco, antichi mestieri e un mercato di prodotti tipici.",
                    "## 6. Rivisondoli (L'Aquila)",
                    "Qui la tradizione è legata all'Epifania: la sera del 5 gennaio il corteo dei Magi attraversa il paese innevato, a oltre 1.300 metri di quota.",
                    "## 7. Corchiano (Viterbo)",
                    "Nella forra del rio Fratta, tra tagliate etrusche e cascate, il presepe si raggiunge a piedi lungo un sentiero illuminato. Scarpe comode obbligatorie.",
                    "## 8. Pietrapertosa (Potenza)",
                    "Nell'arabata, il quartiere più antico del paese arroccato sulle Dolomiti lucane, le case diventano botteghe e le scalinate si riempiono di lanterne.",
                    "## 9. Revine Lago (Treviso)",
                    "Nel parco archeologico del Livelet, tra le palafitte ricostruite, il presepe unisce la storia sacra alla preistoria del lago. Molto amato dalle famiglie.",
                    "## 10. Tarquinia (Viterbo)",
                    "Nel centro storico, tra torri e chiese romaniche, il presepe vivente si anima per quattro sere con oltre duecento figuranti in costume.",
                ],
                "numbered-listicle-h2-short-paragraphs-updated",
                section="Cultura",
                kicker="Natale",
                dek="Dalla Sicilia al Veneto, dieci rappresentazioni della Natività tra grotte, borghi e sentieri. Come arrivare e cosa sapere.",
                updated="2026-12-04 12:10",
                modified="2026-12-04T12:10:00+01:00",
                ld="news",
            )
        )
        add(
            story(
                "bora",
                "/cronaca/2026/12/02/news/trieste_la_citta_che_vive_con_la_bora-423080517/",
                "Trieste, la città che vive con la bora",
                "2026-12-02",
                "2026-12-02T07:30:00+01:00",
                "2026-12-02 07:30",
                ["Marco Bellini"],
                [
                    "TRIESTE – Alle sette del mattino, in piazza Unità d'Italia, il vento arriva a raffiche che piegano gli ombrelli e costringono i passanti ad aggrapparsi alle corde tese lungo i marciapiedi. I triestini non sembrano farci caso. Una signora con il cappotto lungo attraversa la piazza in diagonale, un passo dopo l'altro, come si attraversa un fiume. «È la bora», dice, come se bastasse a spiegare tutto. E forse basta.",
                    "La bora è un vento di nord-est che scende dall'altopiano del Carso verso il mare, accelerando lungo i pendii fino a superare, nelle giornate più forti, i 150 chilometri orari. Soffia soprattutto d'inverno, a volte per giorni interi. Ha un suo museo, un suo archivio, un suo vocabolario: i triestini distinguono la bora chiara, con il cielo sereno, da quella scura, che porta nuvole e pioggia.",
                    "## Corde, catene e finestre doppie",
                    "La città si è adattata nei secoli. Nelle vie più esposte, come la salita di via Cologna, le corde lungo i muri sono ancora al loro posto. Le auto vengono parcheggiate con il muso controvento, le finestre hanno doppi vetri e spesso doppie imposte. Le vecchie case del centro hanno tetti bassi e grondaie rinforzate.",
                    "«Da bambino la scuola chiudeva quando la bora superava i cento all'ora», racconta Sergio Vidali, 68 anni, che ha lavorato per quarant'anni al porto. «Oggi si va a scuola lo stesso, ma i genitori accompagnano i figli tenendoli per il cappuccio.»",
                    "## Un vento che cambia",
                    "Negli ultimi anni, però, qualcosa è cambiato. Secondo i dati dell'osservatorio meteorologico regionale, i giorni di bora forte si sono ridotti di circa un quarto rispetto agli anni Settanta, mentre sono aumentati gli episodi brevi e violenti. Il climatologo Andrea Furlan parla di un vento «più nervoso»: meno costante, più difficile da prevedere.",
                    "Per il porto, che movimenta container e petroliere, ogni raffica imprevista significa gru ferme e navi in rada. Per i turisti, che a Trieste arrivano ormai tutto l'anno, la bora è diventata quasi un'attrazione: c'è chi prenota il weekend sperando di viverla, e chi si fa fotografare in piazza con i capelli dritti.",
                    "La signora con il cappotto lungo, intanto, ha raggiunto l'altro lato della piazza. Si sistema il foulard e si volta a guardare il mare, grigio e pieno di schiuma. «Domani cala», dice. «Ma tornerà. Torna sempre.»",
                ],
                "inviato-role-before-name-dateline-in-body",
                section="Cronaca",
                kicker="Reportage",
                dek="Raffiche oltre i 150 all'ora, corde lungo i marciapiedi e un vocabolario tutto suo. Viaggio nella città del vento, dove anche il clima sta cambiando.",
                byline_prefix="dal nostro inviato",
                ld="news",
            )
        )
        add(
            story(
                "film",
                "/spettacoli/2026/12/04/news/il_tempo_delle_arance_recensione_film_elena_mancuso-423150981/",
                "«Il tempo delle arance», la Sicilia luminosa e feroce di Elena Mancuso",
                "2026-12-04",
                "2026-12-04T11:00:00+01:00",
                "2026-12-04 11:00",
                ["Paolo Ricci"],
                [
                    "Un'estate del 1986, un agrumeto nella piana di Catania, una famiglia che si sfalda mentre i frutti maturano. Il secondo film di Elena Mancuso, presentato alla Mostra di Venezia e da giovedì nelle sale, racconta il passaggio all'età adulta di Rosalia, quindici anni, figlia di un piccolo produttore schiacciato dai debiti e dalla prepotenza dei vicini.",
                    "La regista, che aveva esordito con un documentario sulle raccoglitrici di agrumi, conosce bene i luoghi e i gesti del lavoro nei campi. Le scene della raccolta, girate all'alba con attori non professionisti accanto agli interpreti principali, hanno una verità rara nel cinema italiano recente. La fotografia di Davide Leone trasforma la luce siciliana in un personaggio, abbagliante di giorno e minacciosa al tramonto.",
                    "Il film convince meno quando si avvicina al melodramma. Il conflitto con la famiglia rivale segue strade prevedibili, e alcuni dialoghi spiegano ciò che le immagini avevano già detto. Ma la giovane protagonista, l'esordiente Giorgia Lo Presti, regge il film con una presenza sorprendente: basta uno sguardo per capire quanto Rosalia abbia già capito del mondo degli adulti.",
                    "Nel finale, la raccolta delle arance diventa una scena corale di grande bellezza, in cui Mancuso sembra dire che l'unica eredità possibile è quella del lavoro condiviso. Un film imperfetto ma vivo, che conferma un talento da seguire.",
                ],
                "film-review-stars-scheda-movie-director-jsonld",
                section="Spettacoli",
                kicker="La recensione",
                dek="Il secondo film della regista catanese racconta un'estate del 1986 in un agrumeto. Imperfetto, ma pieno di vita.",
                ld="review",
                scheda="Il tempo delle arance. Regia di Elena Mancuso. Con Giorgia Lo Presti, Salvo Ferrara, Lucia Amato. Italia, 2026. Durata 112 minuti.",
                voto="★★★½",
            )
        )
        add(
            story(
                "punto",
                "/commenti/2026/12/05/news/il_natale_dei_libri_usati-423181204/",
                "Il Natale dei libri usati",
                "2026-12-05",
                None,
                "2026-12-05 08:00",
                ["Franca Dell'Orto"],
                [
                    "Ogni dicembre, in una piccola libreria dell'usato vicino a casa mia, il proprietario appende in vetrina un cartello scritto a mano: «Regalate un libro che qualcuno ha già amato». Lo fa da vent'anni, e da vent'anni a Natale la sua bottega è piena.",
                    "C'è qualcosa di speciale nel regalare un libro usato. Non è solo il risparmio, che pure conta. È l'idea che quel volume abbia già avuto una vita: una dedica sul frontespizio, una sottolineatura a matita, un biglietto del tram dimenticato tra le pagine. Chi lo riceve eredita anche un po' di quella storia.",
                    "Il mercato dell'usato, dicono le associazioni dei librai, è l'unico segmento che cresce ogni anno. I giovani lo hanno scoperto sui social, dove mostrano i loro acquisti come trofei. Le biblioteche organizzano mercatini, i comuni aprono scaffali di scambio nelle piazze.",
                    "Quest'anno, sotto l'albero, proviamo a mettere un libro che ha già viaggiato. Magari con una nuova dedica, sotto quella vecchia.",
                ],
                "column-no-jsonld-apostrophe-surname",
                section="Commenti",
                kicker="Il punto",
                ld="none",
            )
        )
        add(
            story(
                "balere",
                "/cronaca/2026/11/30/news/romagna_ritorno_delle_balere_liscio-423041733/",
                "Il ritorno delle balere: in Romagna i giovani tornano a ballare il liscio",
                "2026-11-30",
                "2026-11-30T10:30:00+01:00",
                "2026-11-30 10:30",
                ["Sara Conti", "Davide Greco"],
                [
                    "Il sabato sera, a pochi chilometri da Cesenatico, la sala da ballo Il Gabbiano si riempie verso le dieci. Sul palco un'orchestra di otto elementi attacca una mazurka, e sulla pista di legno si muovono coppie di ogni età: pensionati in giacca e cravatta, ragazze in sneakers, due studenti universitari che ridono sbagliando i passi.",
                    "Per decenni il liscio è stato considerato un ballo da nonni, legato alle feste di paese e alle balere di provincia che chiudevano una dopo l'altra. Oggi, complice una nuova generazione di orchestre e qualche video diventato virale, le sale della Romagna registrano un ritorno di pubblico giovane che nessuno si aspettava.",
                    "## Le scuole di ballo fanno il pieno",
                    "«Tre anni fa avevamo corsi con dieci iscritti, quasi tutti sopra i sessanta», racconta Loretta Bassi, che insegna da trent'anni a Forlì. «Quest'anno ho dovuto aprire due classi in più, e metà degli allievi ha meno di trent'anni.»",
                    "Il fenomeno ha anche una dimensione economica. Le orchestre, che negli anni Duemila faticavano a trovare date, oggi suonano quasi tutte le sere nel fine settimana. Alcune sale chiuse da anni sono state riaperte da giovani gestori, che alternano il liscio a serate di musica dal vivo di altro genere.",
                    "## Non solo nostalgia",
                    "Per i sociologi, il successo del liscio tra i ventenni non è solo nostalgia. «È un ballo di coppia, che obbliga a guardarsi e a toccarsi, in un'epoca di relazioni mediate dagli schermi», osserva Marco Tonelli, che all'università di Bologna studia le culture giovanili. «E poi è un luogo dove generazioni diverse stanno insieme. Non succede quasi più da nessuna parte.»",
                    "Alla fine della serata, verso l'una, l'orchestra chiude con un valzer. Sulla pista restano i due studenti, che ormai hanno imparato il passo.",
                ],
                "two-authors-e",
                section="Cronaca",
                kicker="Società",
                dek="Orchestre in tour, corsi pieni, sale riaperte: il ballo dei nonni conquista i ventenni.",
                ld="news",
            )
        )
        add(
            story(
                "cover",
                "/cronaca/2026/12/04/news/generazione_ritorno_in_montagna_appennino-423149870/",
                "La generazione che torna in montagna",
                "2026-12-04",
                "2026-12-04T06:00:00+01:00",
                "2026-12-04 06:00",
                ["Chiara Lodi"],
                [
                    "Quando Elisa Marchi ha detto ai genitori che lasciava il suo lavoro a Milano per trasferirsi a Frassinoro, un paese di milletrecento abitanti sull'Appennino modenese, sua madre ha pianto. «Pensava che fossi impazzita», ricorda. «Loro erano scesi a valle negli anni Settanta per darmi una vita migliore. E io tornavo su.» Era il 2022. Oggi Elisa ha trentaquattro anni, gestisce un piccolo caseificio con il compagno e lavora tre giorni a settimana da remoto per un'agenzia di comunicazione.",
                    "Storie come la sua, fino a pochi anni fa, erano eccezioni da raccontare sui giornali. Oggi cominciano a comparire nei numeri. Secondo un'elaborazione su dati Istat, tra il 2020 e il 2025 oltre duecento comuni montani dell'Appennino centro-settentrionale hanno registrato un saldo migratorio positivo nella fascia tra i 25 e i 40 anni, invertendo una tendenza che durava da mezzo secolo.",
                    'RAW:<aside class="story__box"><h4>I numeri</h4><ul><li>212 comuni montani con saldo migratorio positivo tra i 25 e i 40 anni (2020-2025)</li><li>+14% di partite Iva aperte in montagna nello stesso periodo</li><li>1 scuola su 5 a rischio chiusura per mancanza di iscritti</li></ul></aside>',
                    "## Il lavoro da remoto non basta",
                    "Il lavoro a distanza, diffuso durante la pandemia, ha reso possibile ciò che prima non lo era. Ma chi studia il fenomeno avverte che da solo non basta a far restare le persone. «Servono scuole, medici, trasporti e una connessione che funzioni davvero», spiega Paolo Gualtieri, geografo dell'Università di Parma. «Dove questi servizi mancano, i nuovi arrivati ripartono dopo due o tre inverni.»",
                    "A Frassinoro la scuola primaria è rimasta aperta proprio grazie alle nuove famiglie: quest'anno gli iscritti sono ventidue, erano undici nel 2019. Il comune ha trasformato un vecchio albergo in uno spazio di lavoro condiviso e ha ottenuto fondi per portare la fibra nelle frazioni.",
                    'RAW:<p class="story__related"><strong>Leggi anche</strong> <a href="/cronaca/2026/10/09/news/borghi_case_a_un_euro_bilancio-421904512/">Case a un euro, il bilancio dopo dieci anni</a></p>',
                    "## Le difficoltà dell'inverno",
                    "Non tutto è idilliaco. Gli inverni sono lunghi, la neve isola le frazioni per giorni, e il rapporto con chi è sempre rimasto non è sempre facile. «All'inizio ci guardavano come turisti che si erano fermati troppo», racconta Elisa. «Poi hanno visto che spalavamo la neve anche noi.»",
                    "Per il sindaco, Giovanni Rossi, la sfida è trasformare i ritorni individuali in una comunità. «Non ci interessano i numeri da soli. Ci interessa che questi ragazzi restino, che facciano figli qui, che tra vent'anni siano loro a fare il sindaco.»",
                ],
                "cover-story-numbers-box-leggi-anche",
                section="Cronaca",
                kicker="Storia di copertina",
                dek="Lavoro da remoto, caseifici, scuole riaperte: in duecento paesi dell'Appennino i trentenni invertono lo spopolamento. Ma restare è un'altra storia.",
                ld="news",
            )
        )
        add(
            story(
                "brief",
                "/cultura/2026/12/05/news/mantova_biblioteca_teresiana_riapre_sala_storica-423180044/",
                "Mantova, la Biblioteca Teresiana riapre la sala storica dopo il restauro",
                "2026-12-05",
                "2026-12-05T09:15:00+01:00",
                "2026-12-05 09:15",
                [],
                [
                    "Dopo due anni di lavori riapre al pubblico da lunedì la sala storica della Biblioteca Teresiana di Mantova. Il restauro ha riguardato le scaffalature settecentesche in legno di noce, il soffitto decorato e l'impianto di illuminazione, sostituito con luci a basso consumo studiate per proteggere i volumi antichi.",
                    "La sala sarà visitabile dal lunedì al sabato, con ingresso gratuito e visite guidate su prenotazione. Per l'inaugurazione è prevista l'esposizione di dieci manoscritti miniati provenienti dal fondo della biblioteca, normalmente conservati nei depositi.",
                ],
                "desk-credit-org-jsonld",
                section="Cultura",
                kicker="Beni culturali",
                credit="Redazione Cultura",
                ld="org",
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        out = [
            f"<title>{esc(doc.title)} - L'Approdo</title>",
            f'<meta name="description" content="{esc(doc.dek or self.lede(doc) or doc.title)}">',
            f'<link rel="canonical" href="{esc(url)}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:url" content="{esc(url)}">',
            '<meta property="og:site_name" content="L\'Approdo">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            '<meta property="og:locale" content="it_IT">',
        ]
        if not doc.is_article:
            return "\n".join(out)
        mode = doc.extra["ld"]
        if mode == "none":
            return "\n".join(out)
        if mode == "recipe":
            card = dict(doc.extra["card"])
            ingredients = [b[1] for b in doc.blocks if b[0] == "ul"]
            steps = [b[1] for b in doc.blocks if b[0] == "ol"]
            ld: dict = {
                "@context": "https://schema.org/",
                "@type": "Recipe",
                "name": doc.title,
                "image": [f"https://www.lapprodo.test/images/2026/11/29/{img_id(doc.title)}-1200x675.jpg"],
                "author": {"@type": "Organization", "name": "Redazione Cucina"},
                "datePublished": doc.iso,
                "description": doc.dek,
                "recipeCuisine": "Italiana",
                "recipeCategory": "Primi piatti",
                "recipeYield": card["Dosi per"],
                "prepTime": "PT2H",
                "cookTime": "PT3H",
                "totalTime": "PT5H",
                "keywords": "tortellini, brodo, Natale, Bologna",
                "recipeIngredient": [i for group in ingredients for i in group],
                "recipeInstructions": [{"@type": "HowToStep", "text": s} for group in steps for s in group],
                "aggregateRating": {"@type": "AggregateRating", "ratingValue": "4.7", "ratingCount": "213"},
            }
        elif mode == "review":
            ld = {
                "@context": "https://schema.org",
                "@type": "Review",
                "url": url,
                "name": doc.title,
                "datePublished": doc.iso,
                "author": {"@type": "Person", "name": "Paolo Ricci"},
                "publisher": {"@type": "Organization", "name": "L'Approdo"},
                "itemReviewed": {
                    "@type": "Movie",
                    "name": "Il tempo delle arance",
                    "director": {"@type": "Person", "name": "Elena Mancuso"},
                    "dateCreated": "2026",
                },
                "reviewRating": {"@type": "Rating", "ratingValue": "3.5", "bestRating": "5"},
            }
        else:
            author: object = (
                [{"@type": "Person", "name": a} for a in doc.authors]
                if doc.authors
                else {"@type": "Organization", "name": "L'Approdo"}
            )
            ld = {
                "@context": "https://schema.org",
                "@type": "NewsArticle",
                "mainEntityOfPage": {"@type": "WebPage", "@id": url},
                "headline": doc.title,
                "description": doc.dek or self.lede(doc),
                "datePublished": doc.iso,
                "dateModified": doc.extra.get("modified", doc.iso),
                "author": author,
                "publisher": {
                    "@type": "Organization",
                    "name": "L'Approdo",
                    "logo": {"@type": "ImageObject", "url": f"{ORIGIN}/static/img/logo-approdo.png"},
                },
                "image": {
                    "@type": "ImageObject",
                    "url": f"https://www.lapprodo.test/images/{doc.path.split('/')[2]}/{img_id(doc.title)}-1200x675.jpg",
                },
                "isAccessibleForFree": "True",
            }
        out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f'<li class="gd-nav__item">{self.a(k, t, "nav")}</li>'
            for k, t in (
                ("https://www.lapprodo.test/politica/", "Politica"),
                ("https://www.lapprodo.test/cronaca/", "Cronaca"),
                ("cultura", "Cultura"),
                ("https://www.lapprodo.test/spettacoli/", "Spettacoli"),
                ("cucina", "Cucina"),
                ("issue", "Il settimanale"),
            )
        )
        top = "".join(
            f'<li class="list__item"><span class="list__number">{i}</span>{self.a(k, self.docs[k].title, "aside")}</li>'
            for i, k in enumerate(["cover", "ricetta", "presepi", "bora", "balere"], 1)
        )
        return f"""<!DOCTYPE html>
<html lang="it">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
{self.head(doc)}
<link rel="stylesheet" href="https://www.lapprodo.test/pwa/css/gd-main.min.css?v=7.14.2">
<style>/*PAD*/</style>
<script>var utag_data = {{"page_type":"{"article" if doc.is_article else doc.kind}","section":"{esc(doc.section or doc.title)}","site":"lapprodo"}};</script>
<script src="https://cdn.iubenda.test/cs/iubenda_cs.js" async></script>
<script src="https://tags.tiqcdn.test/utag/gedi/lapprodo/prod/utag.js" async></script>
</head>
<body class="gd-page gd-page--{"article" if doc.is_article else doc.kind}">
<div class="gd-adv gd-adv--top" id="adv-Top"></div>
<header class="gd-header">
<div class="gd-header__top"><span class="gd-header__date">sabato 5 dicembre 2026</span> {self.a("abbonamenti", "Abbonati", "nav", 'class="gd-btn gd-btn--subscribe"')} <a href="https://login.lapprodo.test/" class="gd-btn">Accedi</a></div>
<a class="gd-header__logo" href="/" title="L'Approdo"><img src="https://www.lapprodo.test/pwa/img/logo-approdo.svg" alt="L'Approdo" width="200" height="40"></a>
<nav class="gd-nav"><ul>{nav}</ul><a href="/ricerca/" class="gd-nav__search">Cerca</a></nav>
</header>
<main class="gd-main">
{main}
<aside class="gd-aside"><section class="list list--most-read"><h3 class="list__title">I più letti</h3><ol>{top}</ol></section>
<div class="gd-adv gd-adv--box" id="adv-Middle1"></div>
<section class="gd-promo">{self.a("issue", "Il numero 49 in edicola", "aside")}<p>Ogni venerdì con le storie, i reportage e le ricette della settimana.</p></section></aside>
</main>
<footer class="gd-footer">
<p class="gd-footer__links"><a href="https://www.lapprodo.test/redazione/">Redazione</a> | <a href="https://www.lapprodo.test/pubblicita/">Pubblicità</a> | {self.a("abbonamenti", "Abbonamenti", "footer")} | {self.a("archive", "Archivio", "footer")} | <a href="https://www.lapprodo.test/privacy/">Privacy</a> | <a href="https://www.lapprodo.test/cookie-policy/">Cookie policy</a> | <a href="https://www.lapprodo.test/rss/">RSS</a></p>
<p class="gd-footer__legal">L'Approdo Editore S.p.A. – P.IVA 01234560589 – Registrazione al Tribunale di Roma n. 211/1987. © 2026 Tutti i diritti riservati.</p>
</footer>
<div class="iubenda-cs-container" role="alertdialog"><p>Noi e terze parti selezionate utilizziamo cookie o tecnologie simili per finalità tecniche e, con il tuo consenso, anche per altre finalità come specificato nella cookie policy.</p><button class="iubenda-cs-accept-btn">Accetta</button> <button class="iubenda-cs-reject-btn">Rifiuta</button> <button class="iubenda-cs-customize-btn">Scopri di più e personalizza</button></div>
<script src="https://www.lapprodo.test/pwa/js/gd-main.min.js?v=7.14.2" defer></script>
</body>
</html>"""

    def byline(self, doc: Doc) -> str:
        if doc.extra.get("credit"):
            return f'<em class="story__author">{esc(doc.extra["credit"])}</em>'
        names = [
            self.a("author", a, "byline")
            if a == "Marta Ferri"
            else f'<a href="/autori/{a.lower().replace(" ", "-").replace(chr(39), "")}/">{esc(a)}</a>'
            for a in doc.authors
        ]
        return f'<em class="story__author">{esc(doc.extra.get("byline_prefix", "di"))} {" e ".join(names)}</em>'

    def custom(self) -> dict:
        return {
            "ol": lambda b: (
                '<ol class="recipe-steps">'
                + "".join(
                    f'<li class="recipe-step"><span class="recipe-step__n">{i}</span> {esc(s)}</li>'
                    for i, s in enumerate(b[1], 1)
                )
                + "</ol>"
            ),
            "ul": lambda b: (
                '<ul class="recipe-ingredients">' + "".join(f"<li>{esc(s)}</li>" for s in b[1]) + "</ul>"
                if self.current == "ricetta"
                else "<ul>" + "".join(f"<li>{esc(s)}</li>" for s in b[1]) + "</ul>"
            ),
        }

    def story_main(self, doc: Doc) -> str:
        when = f'<time class="story__date" datetime="{doc.iso if doc.iso and "T" in doc.iso else doc.stamp.replace(" ", "T") + ":00+01:00"}">{it(doc.stamp)}</time>'
        if doc.extra.get("updated"):
            when += f' <span class="story__update">aggiornato il {it(doc.extra["updated"])}</span>'
        words = sum(len(b[1].split()) for b in doc.blocks if b[0] == "p")
        card = ""
        if doc.extra.get("card"):
            items = "".join(
                f'<li><span class="recipe-card__label">{esc(k)}</span> <span class="recipe-card__value">{esc(v)}</span></li>'
                for k, v in doc.extra["card"]
            )
            card = f'<div class="recipe-card"><ul>{items}</ul><button class="recipe-card__print" onclick="window.print()">Stampa la ricetta</button></div>'
        review = ""
        if doc.extra.get("voto"):
            review = f'<div class="review-box"><span class="review-box__stars">{doc.extra["voto"]}</span><p class="review-box__scheda">{esc(doc.extra["scheda"])}</p></div>'
        kicker_key = {"Cucina": "cucina", "Cultura": "cultura"}.get(doc.section, f"/{doc.path.split('/')[1]}/")
        tags = []
        if doc.key in ("presepi", "ricetta", "punto"):
            tags.append(self.a("tag", "Natale", "tag", 'class="story__tag"'))
        tags += [
            f'<a class="story__tag" href="/argomenti/{t}/">{t.replace("-", " ").title()}</a>'
            for t in {
                "ricetta": ["ricette", "bologna"],
                "bora": ["trieste", "clima"],
                "film": ["cinema"],
                "cover": ["montagna", "appennino"],
                "balere": ["romagna", "musica"],
                "presepi": ["viaggi"],
            }.get(doc.key, ["cultura"])
        ]
        rel = [k for k in ARTS if k != doc.key][:4]
        also = "".join(
            f'<article class="entry"><h3 class="entry__title">{self.a(k, self.docs[k].title, "related")}</h3></article>'
            for k in rel
        )
        u = quote(self.url(doc.key), safe="")
        return f"""<article class="story" id="article-body" data-article-id="{doc.path.rsplit("-", 1)[-1].strip("/")}">
<header class="story__header">
<div class="story__kicker">{self.a(kicker_key, doc.kicker, "breadcrumb")}</div>
<h1 class="story__title">{esc(doc.title)}</h1>
{f'<div class="story__summary"><p>{esc(doc.dek)}</p></div>' if doc.dek else ""}
<div class="story__byline">{self.byline(doc)}</div>
<div class="story__info">{when} <span class="story__reading-time">{max(2, words // 200)} minuti di lettura</span></div>
<div class="story__share"><a href="https://www.facebook.com/sharer/sharer.php?u={u}">Facebook</a> <a href="https://twitter.com/intent/tweet?url={u}">X</a> <a href="https://api.whatsapp.com/send?text={u}">WhatsApp</a> <a href="mailto:?subject={quote(doc.title)}&amp;body={u}">Email</a></div>
</header>
<figure class="story__media"><img src="https://www.lapprodo.test/images/{doc.path.split("/")[2]}/{img_id(doc.title)}-1200x675.jpg" alt="" width="1200" height="675"><figcaption class="story__media-caption">(foto L'Approdo)</figcaption></figure>
{card}
{review}
<div class="story__content"><div class="story__text">
{self.blocks(doc, custom=self.custom())}
</div></div>
<div class="story__footer"><div class="story__tags">{" ".join(tags)}</div></div>
<section class="story__related"><h2>Leggi anche</h2>{also}</section>
<div class="gd-adv gd-adv--bottom" id="adv-Bottom"></div>
</article>"""

    def listing_main(self, doc: Doc) -> str:
        if doc.kind == "issue":
            groups = []
            for label, keys in doc.extra["toc"]:
                items = "".join(
                    f'<li class="sommario__item"><span class="sommario__page">p. {10 + 6 * i + len(label)}</span> {self.a(k, self.docs[k].title, "content")} <em>{esc(" e ".join(self.docs[k].authors))}</em></li>'
                    for i, k in enumerate(keys)
                )
                groups.append(f'<section class="sommario__group"><h2>{esc(label)}</h2><ul>{items}</ul></section>')
            return f"""<section class="sommario">
<header class="sommario__header"><img src="https://www.lapprodo.test/images/settimanale/2026/49/copertina.jpg" alt="La copertina del numero 49" width="280" height="370"><h1>{esc(doc.title)}</h1><p>In edicola da venerdì 4 dicembre. In copertina: «La generazione che torna in montagna».</p><p>{self.a("abbonamenti", "Abbonati e leggi l'edizione sfogliabile", "content")}</p></header>
{"".join(groups)}
<nav class="sommario__nav"><a href="/settimanale/2026/48/">← Numero 48</a> · {self.a("archive", "Archivio dei numeri", "content")}</nav>
</section>"""
        if doc.kind == "archive":
            cells = "".join(
                f'<li class="archive__issue"><a href="/settimanale/2025/{n}/"><img src="https://www.lapprodo.test/images/settimanale/2025/{n}/copertina-thumb.jpg" alt="" width="120" height="158" loading="lazy"><span>n. {n} – {d}</span></a></li>'
                for n, d in [
                    (52, "26 dicembre"),
                    (51, "19 dicembre"),
                    (50, "12 dicembre"),
                    (49, "5 dicembre"),
                    (48, "28 novembre"),
                    (47, "21 novembre"),
                    (46, "14 novembre"),
                    (45, "7 novembre"),
                    (44, "31 ottobre"),
                    (43, "24 ottobre"),
                    (42, "17 ottobre"),
                    (41, "10 ottobre"),
                    (40, "3 ottobre"),
                    (39, "26 settembre"),
                    (38, "19 settembre"),
                    (37, "12 settembre"),
                ]
            )
            return f"""<section class="archive">
<h1>{esc(doc.title)}</h1>
<p class="archive__intro">Sfoglia i numeri del settimanale usciti nel 2025. L'edizione digitale completa è riservata agli abbonati.</p>
<nav class="archive__years"><a href="/settimanale/archivio/2026/">2026</a> <strong>2025</strong> <a href="/settimanale/archivio/2024/">2024</a> <a href="/settimanale/archivio/2023/">2023</a> <a href="/settimanale/archivio/2022/">2022</a></nav>
<ul class="archive__grid">{cells}</ul>
<p><a href="/settimanale/archivio/2025/?pagina=2">Numeri da 1 a 36</a></p>
</section>"""
        entries = []
        for key, title, path, dek, stamp in self.entries(doc):
            date = it(stamp).split(" alle")[0] if key else stamp
            who = (
                f'<span class="entry__author">{esc(" e ".join(self.docs[key].authors) or self.docs[key].extra.get("credit", ""))}</span> '
                if key
                else ""
            )
            entries.append(
                f'<article class="entry"><figure class="entry__media"><img src="https://www.lapprodo.test/images/thumbs/{img_id(path)}-400x225.jpg" alt="" loading="lazy"></figure><h2 class="entry__title">{self.link(key, title, path, "content")}</h2><p class="entry__summary">{esc(dek)}</p><footer class="entry__meta">{who}<span class="entry__date">{esc(date)}</span></footer></article>'
            )
        head = f'<h1 class="gd-section__title">{esc(doc.title)}</h1>'
        if doc.kind == "author":
            head = f'<header class="author-header"><img src="https://www.lapprodo.test/images/autori/marta-ferri.jpg" alt="Marta Ferri" width="100" height="100"><h1 class="gd-section__title">{esc(doc.title)}</h1><p>{esc(doc.extra["bio"])}</p></header>'
        elif doc.kind == "search":
            head = f'<h1 class="gd-section__title">{esc(doc.title)}</h1><form action="/ricerca/"><input type="search" name="q" value="presepi"><button>Cerca</button></form><p class="search__count">{len(entries)} risultati</p>'
        elif doc.kind == "tag":
            head = f'<p class="gd-section__label">Argomenti</p><h1 class="gd-section__title">{esc(doc.title)}</h1>'
        elif doc.kind == "home":
            head = f'<h1 class="visually-hidden">L\'Approdo – settimanale di attualità e cultura</h1><div class="home-opening">{self.a("issue", "Il numero 49 è in edicola", "content")}</div>'
        pager = ""
        if doc.key == "cultura":
            pager = f'<nav class="gd-pagination"><span class="current">1</span> {self.a("cultura2", "2", "pagination")} <a href="/cultura/?pagina=3">3</a> {self.a("cultura2", "Pagina successiva", "pagination")}</nav>'
        elif doc.key == "cultura2":
            pager = f'<nav class="gd-pagination">{self.a("cultura", "Pagina precedente", "pagination")} {self.a("cultura", "1", "pagination")} <span class="current">2</span> <a href="/cultura/?pagina=3">3</a></nav>'
        elif doc.key == "home":
            pager = f'<p class="home-more">{self.a("cultura", "Tutta la cultura", "content")} · {self.a("cucina", "Le ricette", "content")} · {self.a("tag", "Natale", "content")} · {self.a("search", "Cerca: presepi", "content")}</p>'
        return f'<section class="gd-section gd-section--{doc.kind}">{head}\n<div class="gd-section__list">{"".join(entries)}</div>\n{pager}</section>'

    def service_main(self, doc: Doc) -> str:
        return f'<section class="gd-landing gd-landing--abbonamenti"><h1>{esc(doc.title)}</h1>{self.blocks(doc)}<div class="offers"><a class="gd-btn" href="https://abbonamenti.lapprodo.test/digitale">Abbonati al digitale</a> <a class="gd-btn" href="https://abbonamenti.lapprodo.test/carta-digitale">Abbonati a carta + digitale</a></div></section>'
