# ruff: noqa: E501 (page texts and markup are long literal lines)
"""ASTIR - Agenzia Stampa Tirrena: an Italian news agency's site modelled on ANSA's (`/sito/notizie/cronaca/2026/12/04/
<slug>_<uuid>.html`, regional subsites `/lombardia/notizie/…`, `/sicilia/notizie/…`, `.shtml` section fronts with
`?pag=2`, `/sito/notizie/topnews/index.shtml` "Ultima ora", `/sito/argomenti/…`, `/sito/autori/…`,
`/ricerca/astir/search.shtml?any=`), Italian, served as **ISO-8859-1** (header and `<meta http-equiv>`; the bytes are
Windows-1252, so Scrapy's `cp1252` reading is the right one: the euro sign is byte 0x80). Wire copy: the text opens
"(ASTIR) - ROMA, 04 DIC -" (body) and ends with a "RIPRODUZIONE RISERVATA © Copyright ASTIR" line (not body).
Bylines: "Di Marco Bianchi", "Di Sara Conti e Luca De Santis"; unsigned pieces show "Redazione ASTIR" (a desk).
Dates printed "04 dicembre 2026, 11:32" (Rome, +01:00); `NewsArticle` JSON-LD in +01:00 except the Milan tram story
(UTC "Z": 23:45Z on 3 Dec is 00:45 on 4 Dec in Rome) and the wine export story (no JSON-LD, `<meta name="author"
content="ASTIR">`); unsigned stories' JSON-LD author is the Organization. The "Ultima ora" list is not an article."""

from __future__ import annotations

import json
from datetime import datetime, timedelta

from common import Base, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["maltempo", "manovra", "milano", "bergamo", "palermo", "restauro", "vino", "opera"]
MESI = [
    "gennaio",
    "febbraio",
    "marzo",
    "aprile",
    "maggio",
    "giugno",
    "luglio",
    "agosto",
    "settembre",
    "ottobre",
    "novembre",
    "dicembre",
]
COPY = "RIPRODUZIONE RISERVATA © Copyright ASTIR"
DESK = "Redazione ASTIR"


def printed(local: str) -> str:
    d = datetime.fromisoformat(local)
    return f"{d.day:02d} {MESI[d.month - 1]} {d.year}, {d:%H:%M}"


class Astir(Base):
    origin = "https://www.astir.test"
    name = "ASTIR"
    prefix = "ast"
    language = "it"
    encoding = "cp1252"
    content_type = "text/html; charset=ISO-8859-1"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "ast",
            [
                ".header-astir",
                ".news-detail",
                ".news-title",
                ".news-txt",
                ".news-list-item",
                ".box-ultimaora",
                ".footer-astir",
                "#cookie-astir",
            ],
            250,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "ASTIR",
                "agency-home",
                list=["maltempo", "manovra", "milano", "vino", "palermo", "restauro", "opera", "bergamo"],
            )
        )
        add(
            page(
                "cronaca",
                "/sito/notizie/cronaca/index.shtml",
                "section",
                "Cronaca",
                "shtml-section",
                list=["maltempo", "palermo", "milano"],
                more="cronaca2",
            )
        )
        add(
            page(
                "cronaca2",
                "/sito/notizie/cronaca/index.shtml?pag=2",
                "section",
                "Cronaca",
                "shtml-section-page2",
                list=["bergamo", "restauro", "opera"],
                prev="cronaca",
            )
        )
        add(
            page(
                "lombardia",
                "/lombardia/",
                "section",
                "Lombardia",
                "regional-subsite-front",
                list=["milano", "bergamo"],
            )
        )
        add(
            page(
                "ultimaora",
                "/sito/notizie/topnews/index.shtml",
                "section",
                "Ultima ora",
                "ultima-ora-list",
                list=["maltempo", "milano", "manovra", "vino"],
                ticker=True,
            )
        )
        add(
            page(
                "tag",
                "/sito/argomenti/maltempo.shtml",
                "tag",
                "Maltempo",
                "argomenti-page",
                list=["maltempo"],
                older=[
                    (
                        "/sito/notizie/cronaca/2026/11/27/maltempo-frane-e-strade-chiuse-nel-cuneese_1d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f5a.html",
                        "Maltempo, frane e strade chiuse nel Cuneese",
                        "27 novembre 2026, 18:02",
                    ),
                    (
                        "/sito/notizie/cronaca/2026/11/21/acqua-alta-a-venezia-il-mose-alzato-per-la-terza-volta-in-una-settimana_6a7b8c9d-0e1f-4a2b-3c4d-5e6f7a8b9c0d.html",
                        "Acqua alta a Venezia, il Mose alzato per la terza volta in una settimana",
                        "21 novembre 2026, 09:47",
                    ),
                ],
            )
        )
        add(
            page(
                "author",
                "/sito/autori/marco-bianchi.shtml",
                "author",
                "Marco Bianchi",
                "author-page",
                list=["manovra"],
                bio="Giornalista della redazione politica di ASTIR, segue il Parlamento e i lavori sulla legge di bilancio.",
            )
        )
        add(
            page(
                "search",
                "/ricerca/astir/search.shtml?any=Lombardia",
                "search",
                "Risultati della ricerca per: Lombardia",
                "search-results",
                list=["milano", "bergamo"],
            )
        )
        add(
            page(
                "privacy",
                "/sito/static/privacy.shtml",
                "policy",
                "Informativa sulla privacy",
                "privacy-policy",
                [
                    "Ultimo aggiornamento: 1 settembre 2026",
                    "ASTIR - Agenzia Stampa Tirrena soc. coop., con sede in via della Dataria 94, 00187 Roma, in qualità di titolare del trattamento, informa gli utenti che i dati personali raccolti attraverso il sito sono trattati nel rispetto del Regolamento (UE) 2016/679.",
                    "## Dati trattati",
                    "- Dati di navigazione: indirizzi IP, tipo di browser, pagine visitate e orari di accesso, raccolti in forma aggregata per finalità statistiche.",
                    "- Dati forniti volontariamente dall'utente, ad esempio per l'iscrizione alle newsletter o per l'invio di segnalazioni alla redazione.",
                    "- Cookie tecnici, analitici e, previo consenso, di profilazione pubblicitaria di terze parti.",
                    "## Diritti dell'interessato",
                    "L'utente può in qualsiasi momento chiedere l'accesso ai propri dati, la rettifica, la cancellazione o la limitazione del trattamento scrivendo a privacy@astir.test.",
                ],
            )
        )
        add(
            story(
                "maltempo",
                "/sito/notizie/cronaca/2026/12/04/maltempo-allerta-arancione-in-liguria-e-toscana_4f1c2e9a-7b3d-4c8e-9a21-5d6e7f8a9b0c.html",
                "Maltempo, allerta arancione in Liguria e Toscana. Scuole chiuse a Genova",
                "2026-12-04",
                "2026-12-04T11:32:00+01:00",
                "",
                [],
                [
                    "(ASTIR) - ROMA, 04 DIC - Una nuova perturbazione atlantica porterà da stasera piogge intense, temporali e venti forti su gran parte del Centro-Nord. Il Dipartimento della Protezione civile ha emesso un'allerta arancione per rischio idrogeologico su Liguria e Toscana settentrionale e un'allerta gialla su altre otto regioni.",
                    "Secondo i meteorologi si tratta della perturbazione più intensa dall'inizio dell'autunno, alimentata da aria umida di origine subtropicale che si scontrerà con correnti più fredde in discesa dal Nord Europa.",
                    "Secondo le previsioni, le precipitazioni più abbondanti sono attese tra la notte e la mattinata di domani sui settori costieri liguri e sull'alta Toscana, con cumulati che potranno superare i 150 millimetri in 24 ore. Previste anche raffiche di vento fino a 90 chilometri orari e mareggiate lungo le coste esposte.",
                    "A Genova il sindaco ha firmato un'ordinanza che dispone la chiusura delle scuole di ogni ordine e grado, dei parchi e dei cimiteri per l'intera giornata di sabato. Chiusi anche gli impianti sportivi all'aperto. Il Comune raccomanda di limitare gli spostamenti e di non sostare nei sottopassi e lungo i torrenti.",
                    "In Liguria l'allerta arancione scatterà alle 22 di stasera e resterà in vigore fino alle 15 di domani sul Centro-Levante, mentre sul Ponente sarà gialla. La Regione ha chiesto ai comuni di attivare i centri operativi e di informare la popolazione attraverso i canali ufficiali.",
                    "FIG: Mareggiata | Una mareggiata sul lungomare di Genova in una foto d'archivio (ASTIR)",
                    "In Toscana la Regione ha attivato la sala operativa e chiesto ai comuni delle province di Massa-Carrara e Lucca di verificare la pulizia dei corsi d'acqua. \"Chiediamo ai cittadini la massima prudenza, soprattutto nelle ore notturne\", ha detto l'assessore regionale alla Protezione civile.",
                    "Il maltempo interesserà anche il Nord-Est, dove sulle Alpi è attesa neve oltre i 1.200 metri, e la Sardegna, con venti di maestrale in rinforzo da domenica. Un miglioramento è atteso solo a partire da lunedì, con un calo sensibile delle temperature.",
                    "Sulle linee ferroviarie della costa ligure sono possibili rallentamenti e cancellazioni: i gestori invitano i viaggiatori a informarsi prima di mettersi in viaggio.",
                ],
                "dateline-opening-no-byline-redazione",
                section="Cronaca",
                stitle="Venti forti e mareggiate, la Protezione civile invita alla prudenza",
                ld="org",
                tag=True,
            )
        )
        add(
            story(
                "manovra",
                "/sito/notizie/politica/2026/12/03/manovra-corsa-contro-il-tempo-in-commissione-4000-emendamenti_0b7d3e21-9a4f-4c55-8e12-3f6a7b8c9d10.html",
                "Manovra, corsa contro il tempo in commissione: 4.000 emendamenti da esaminare",
                "2026-12-03",
                "2026-12-03T19:05:00+01:00",
                "",
                ["Marco Bianchi"],
                [
                    "(ASTIR) - ROMA, 03 DIC - Comincia la corsa contro il tempo per la legge di bilancio. La commissione Bilancio della Camera ha avviato oggi l'esame dei circa 4.000 emendamenti presentati dai gruppi parlamentari, di cui oltre la metà dalle opposizioni, con l'obiettivo di portare il testo in aula entro il 15 dicembre.",
                    'La maggioranza ha selezionato 450 proposte di modifica "segnalate", quelle considerate prioritarie, mentre il governo dovrebbe presentare nei prossimi giorni un proprio pacchetto di emendamenti che, secondo fonti parlamentari, riguarderà soprattutto gli enti locali e il sostegno alle imprese energivore.',
                    'Il tempo è poco e i margini finanziari ancora meno. Il fondo a disposizione del Parlamento per le modifiche ammonta a circa 120 milioni di euro, una cifra che i relatori hanno definito "ridotta ma sufficiente per intervenire sulle priorità".',
                    "Tra i nodi principali resta quello delle pensioni. Una parte della maggioranza chiede di prorogare anche nel 2027 le uscite anticipate, mentre il ministero dell'Economia frena per i costi, stimati in oltre 600 milioni di euro l'anno.",
                    'Sul fisco le opposizioni hanno annunciato battaglia. "Questa manovra taglia le tasse a chi ne paga già poche e lascia fuori lavoratori dipendenti e pensionati", ha attaccato in conferenza stampa il capogruppo dell\'opposizione in commissione, Luca Ferretti, che ha presentato un pacchetto di emendamenti per rafforzare le detrazioni sui redditi bassi.',
                    'Dalla maggioranza replicano che l\'impianto della legge non cambierà. "Il testo è equilibrato e rispetta gli impegni presi con l\'Europa", ha detto il relatore Giorgio Santini. "Ci sarà spazio per migliorarlo, ma senza stravolgimenti".',
                    "Sul tavolo ci sono anche le richieste dei sindaci, che lamentano tagli ai trasferimenti per circa 200 milioni. L'associazione dei comuni ha chiesto un incontro urgente al governo e minaccia ritardi nell'approvazione dei bilanci comunali.",
                    "Il calendario è serrato: dopo il voto della Camera, atteso prima di Natale, il testo passerà al Senato per una seconda lettura che, come accade ormai da diversi anni, sarà di fatto blindata. Il via libera definitivo è previsto entro il 30 dicembre, per evitare l'esercizio provvisorio.",
                    "Intanto l'Ufficio parlamentare di bilancio, nella sua audizione, ha sottolineato che le stime di crescita alla base della manovra, pari all'1,1% per il 2027, \"appaiono plausibili ma soggette a rischi al ribasso\", legati soprattutto al rallentamento del commercio internazionale.",
                ],
                "di-byline-politics",
                section="Politica",
                stitle="Il governo punta al via libera della Camera entro Natale. Opposizioni all'attacco sul fisco",
                ld="person",
            )
        )
        add(
            story(
                "milano",
                "/lombardia/notizie/2026/12/04/milano-il-tram-torna-in-via-padova-dopo-40-anni_91ab2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d.html",
                "Milano, il tram torna in via Padova dopo 40 anni: cantieri al via a gennaio",
                "2026-12-04",
                "2026-12-03T23:45:00Z",
                "",
                [],
                [
                    "(ASTIR) - MILANO, 04 DIC - Dopo quarant'anni il tram tornerà a percorrere via Padova, una delle strade più multietniche di Milano. I cantieri per la nuova linea, lunga 6,2 chilometri da piazzale Loreto al quartiere di Crescenzago, partiranno a metà gennaio e dureranno circa tre anni, secondo il cronoprogramma approvato dalla giunta comunale.",
                    "L'opera, finanziata con 148 milioni di euro di fondi statali ed europei, prevede 14 fermate, corsie riservate lungo quasi tutto il percorso e un nuovo deposito a Crescenzago. I tram, a pianale ribassato e lunghi 35 metri, potranno trasportare fino a 240 passeggeri ciascuno.",
                    "Il progetto prevede anche la riqualificazione della strada, con marciapiedi più larghi, 300 nuovi alberi e una pista ciclabile protetta nel tratto verso viale Monza. Saranno eliminati circa 250 posti auto, in parte compensati da un nuovo parcheggio interrato.",
                    '"È un intervento che cambierà il volto di una parte della città che aspettava da decenni", ha detto l\'assessora alla Mobilità del Comune, presentando il progetto ai residenti in un incontro pubblico nel Municipio 2.',
                    'Non mancano le preoccupazioni. I commercianti della zona temono che i lavori possano ridurre la clientela e chiedono indennizzi e una comunicazione puntuale sulle chiusure al traffico. "Tre anni di cantieri per un negozio piccolo possono voler dire chiudere", ha spiegato Rosa Esposito, titolare di una merceria.',
                    'Favorevoli invece i comitati di quartiere, che da anni chiedevano un collegamento più rapido con il centro. "Oggi per arrivare in Duomo servono anche 40 minuti di autobus nelle ore di punta", ha ricordato la presidente di uno dei comitati.',
                    "Il Comune ha annunciato un fondo di 2 milioni di euro per sostenere le attività commerciali più colpite e ha assicurato che i lavori procederanno per tratti, in modo da non chiudere mai contemporaneamente più di 800 metri di strada.",
                    "Durante i cantieri le linee di autobus che servono la zona saranno potenziate e deviate su percorsi alternativi. Il nuovo tram, secondo le stime dell'azienda di trasporto, sarà utilizzato da circa 45.000 passeggeri al giorno.",
                ],
                "regional-subsite-jsonld-utc-crosses-midnight",
                section="Lombardia",
                stitle="Linea di 6,2 chilometri e 14 fermate. I commercianti chiedono indennizzi",
                ld="org",
                region="lombardia",
            )
        )
        add(
            story(
                "bergamo",
                "/lombardia/notizie/2026/12/03/bergamo-rubati-tre-quadri-dellottocento-da-una-villa-sui-colli_5c6d7e8f-9a0b-4c1d-2e3f-4a5b6c7d8e9f.html",
                "Bergamo, rubati tre quadri dell'Ottocento da una villa sui colli",
                "2026-12-03",
                "2026-12-03T17:20:00+01:00",
                "",
                [],
                [
                    "(ASTIR) - BERGAMO, 03 DIC - Tre dipinti dell'Ottocento, del valore complessivo stimato in circa 300 mila euro, sono stati rubati da una villa privata sui colli di Bergamo. Il furto è stato scoperto ieri sera dal custode, che ha trovato una finestra del piano terra forzata e l'allarme disattivato.",
                    "Sul caso indagano i carabinieri del Nucleo tutela patrimonio culturale, che hanno acquisito le immagini delle telecamere della zona. Tra le opere sottratte c'è un paesaggio lacustre attribuito a un pittore lombardo della scuola romantica. I proprietari, una famiglia di imprenditori, erano all'estero.",
                ],
                "regional-two-paragraph-brief",
                section="Lombardia",
                ld="org",
                region="lombardia",
            )
        )
        add(
            story(
                "palermo",
                "/sicilia/notizie/2026/12/02/palermo-dopo-12-anni-riapre-la-piscina-comunale_7e8f9a0b-1c2d-4e3f-5a6b-7c8d9e0f1a2b.html",
                "Palermo, dopo 12 anni riapre la piscina comunale",
                "2026-12-02",
                "2026-12-02T16:40:00+01:00",
                "",
                ["Francesca Lo Presti"],
                [
                    "(ASTIR) - PALERMO, 02 DIC - Dopo dodici anni di chiusura, lavori interrotti e ricorsi, riapre la piscina comunale di Palermo. L'impianto, che comprende una vasca olimpionica da 50 metri e una più piccola per i corsi di nuoto, tornerà disponibile per le società sportive e per il pubblico da lunedì 14 dicembre.",
                    "La struttura era stata chiusa nel 2014 per problemi agli impianti e alla copertura. Da allora si sono succeduti tre progetti di ristrutturazione e due gare d'appalto annullate, mentre le squadre di pallanuoto e nuoto della città erano costrette ad allenarsi in provincia o in impianti privati.",
                    "La piscina, costruita negli anni Settanta, aveva ospitato in passato anche incontri internazionali di pallanuoto e fino alla chiusura era frequentata ogni settimana da circa 3.000 persone tra atleti, studenti e semplici appassionati.",
                    'RAW:<div class="news-video"><div class="video-player" data-id="ast-vid-20261202-118"></div><p class="video-caption">Il sopralluogo nella piscina comunale (video ASTIR)</p></div>',
                    "I lavori, costati complessivamente 9,8 milioni di euro, hanno riguardato il rifacimento completo delle vasche, degli spogliatoi e della copertura, oltre all'installazione di pannelli solari che copriranno circa un terzo del fabbisogno energetico.",
                    '"Restituiamo alla città uno spazio che era diventato il simbolo delle incompiute", ha detto il sindaco durante il sopralluogo con i tecnici. "Adesso la sfida è gestirlo bene e tenerlo aperto".',
                    "La gestione sarà affidata per i primi due anni a un consorzio di società sportive locali, che si è impegnato a garantire tariffe agevolate per studenti, anziani e persone con disabilità. Le prime ore di nuoto libero saranno gratuite per tutta la settimana dell'inaugurazione.",
                    'Soddisfazione è stata espressa dalle società di pallanuoto. "Per anni abbiamo fatto 80 chilometri al giorno per allenarci", ha raccontato Giuseppe Lo Cascio, allenatore di una squadra giovanile. "Per i ragazzi è una festa".',
                ],
                "regional-sicilia-video-embed-byline",
                section="Sicilia",
                stitle="Lavori per 9,8 milioni. Nuoto libero gratis nella settimana dell'inaugurazione",
                ld="person",
                region="sicilia",
            )
        )
        add(
            story(
                "restauro",
                "/sito/notizie/cultura/2026/12/02/restauratori-nei-cantieri-mancano-giovani-il-patrimonio-rischia_2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d.html",
                'Il restauratore Paolo Ferraresi: "Nei cantieri mancano giovani, il patrimonio rischia"',
                "2026-12-02",
                "2026-12-02T12:10:00+01:00",
                "",
                ["Giulia Rinaldi"],
                [
                    "(ASTIR) - FIRENZE, 02 DIC - \"In Italia abbiamo il patrimonio più ricco del mondo e sempre meno persone capaci di prendersene cura\". Paolo Ferraresi, 61 anni, restauratore fiorentino e presidente dell'Associazione nazionale restauratori, lancia l'allarme alla vigilia del congresso nazionale della categoria, in programma a Firenze da domani.",
                    "Secondo i dati dell'associazione, negli ultimi dieci anni il numero di restauratori abilitati sotto i 35 anni è sceso del 30%, mentre l'età media dei professionisti ha superato i 52 anni.",
                    "Q: Perché i giovani non scelgono più questo mestiere? || \"Perché è un mestiere bellissimo e precario. Si studia cinque anni, spesso di più, e poi si lavora a chiamata, con contratti di pochi mesi e compensi che non sono cambiati da vent'anni. Molti ragazzi bravissimi dopo qualche anno vanno all'estero, o cambiano lavoro\".",
                    'Q: Eppure i fondi per i beni culturali sono aumentati. || "Sono aumentati i fondi per i grandi cantieri, ed è un bene. Ma il patrimonio italiano è fatto soprattutto di piccole chiese, cappelle, archivi, palazzi comunali che hanno bisogno di manutenzione continua, non di un grande intervento ogni trent\'anni. È lì che servono i restauratori, ed è lì che mancano".',
                    'Q: Cosa chiedete al governo? || "Tre cose: contratti stabili negli enti pubblici, un tariffario aggiornato e un piano nazionale di manutenzione programmata. Con quello che spendiamo ogni anno per le emergenze, per i crolli e per i danni del maltempo potremmo pagare migliaia di professionisti per prevenire".',
                    'Q: Le nuove tecnologie possono aiutare? || "Moltissimo. La diagnostica oggi ci permette di capire lo stato di un dipinto o di un affresco senza toccarlo, e i modelli digitali aiutano a progettare gli interventi. Ma nessuna macchina può sostituire la mano e l\'occhio di chi conosce i materiali. Il restauro resta un lavoro artigiano, nel senso più alto".',
                    "Q: Qual è il lavoro di cui va più fiero? || \"Forse una piccola Madonna su tavola in una pieve del Mugello, vent'anni fa. Era quasi illeggibile. Quando l'abbiamo riportata in chiesa, una signora anziana si è messa a piangere: diceva che era la stessa che vedeva da bambina. Ecco, quello è il senso del nostro lavoro\".",
                    "Al congresso, che si chiuderà sabato, parteciperanno oltre 600 professionisti. Tra i temi in discussione anche la formazione e il riconoscimento della professione negli altri Paesi europei.",
                ],
                "interview-qa-di-byline",
                section="Cultura",
                stitle='Parla il presidente dell\'associazione nazionale: "Servono contratti stabili e manutenzione programmata"',
                ld="person",
            )
        )
        add(
            story(
                "vino",
                "/sito/notizie/economia/2026/12/01/vino-export-in-crescita-del-4-nei-primi-nove-mesi-boom-delle-bollicine_3c4d5e6f-7a8b-4c9d-0e1f-2a3b4c5d6e7f.html",
                "Vino, export in crescita del 4% nei primi nove mesi. Boom delle bollicine",
                "2026-12-01",
                None,
                "",
                [],
                [
                    "(ASTIR) - VERONA, 01 DIC - Le esportazioni di vino italiano sono cresciute del 4,2% in valore nei primi nove mesi dell'anno, raggiungendo 6,1 miliardi di euro, mentre i volumi sono rimasti sostanzialmente stabili (+0,3%). È quanto emerge da un'elaborazione dell'Osservatorio del vino italiano su dati doganali, presentata oggi a Verona.",
                    "A trainare la crescita sono ancora una volta gli spumanti, che segnano un aumento del 9% in valore e superano per la prima volta 1,9 miliardi di euro nel periodo. Bene anche i rossi fermi di fascia alta, mentre soffrono i vini sfusi, in calo del 7%.",
                    "Sul fronte dei prezzi, il valore medio al litro del vino esportato è salito a 4,35 euro, il livello più alto mai registrato, a conferma di un progressivo spostamento verso i prodotti di fascia alta e a denominazione di origine.",
                    "Tra i mercati di destinazione gli Stati Uniti si confermano il primo cliente con 1,4 miliardi (+3,1%), seguiti da Germania e Regno Unito. Crescono a doppia cifra il Canada (+12%) e la Corea del Sud (+18%), mentre la Cina registra un nuovo calo, del 6%.",
                    '"I numeri sono positivi, ma il quadro è fragile", ha commentato il coordinatore dell\'Osservatorio, Andrea Zanetti. "I costi di produzione restano alti e la concorrenza di Francia e Spagna si fa sentire, soprattutto nella fascia media di prezzo".',
                    "Preoccupa anche il calo dei consumi interni, scesi del 2% nell'ultimo anno, complice la riduzione del consumo di alcol tra i più giovani. Per questo i produttori chiedono più risorse per la promozione all'estero e una semplificazione delle procedure per accedere ai fondi europei.",
                    "Le previsioni per l'intero anno indicano un export vicino agli 8,2 miliardi di euro, in linea con il record dello scorso anno. Molto dipenderà dall'andamento delle vendite natalizie, che per molte cantine valgono fino a un terzo del fatturato estero.",
                ],
                "no-jsonld-meta-author-agency",
                section="Economia",
                stitle="Stati Uniti primo mercato, in calo la Cina. Consumi interni giù del 2%",
                ld="",
                printed_local="2026-12-01T13:10:00",
            )
        )
        add(
            story(
                "opera",
                "/sito/notizie/cultura/2026/12/01/napoli-ritrovata-la-partitura-di-unopera-dimenticata-del-settecento_8d9e0f1a-2b3c-4d4e-5f6a-7b8c9d0e1f2a.html",
                "Napoli, ritrovata la partitura di un'opera dimenticata del Settecento: torna in scena dopo 250 anni",
                "2026-12-01",
                "2026-12-01T17:55:00+01:00",
                "",
                ["Sara Conti", "Luca De Santis"],
                [
                    '(ASTIR) - NAPOLI, 01 DIC - Era finita in un baule di carte di famiglia, tra lettere e ricevute, in una villa di Sorrento. Ora "La finta giardiniera di Posillipo", opera buffa del compositore napoletano Nicola Sabatino (1741-1802), tornerà in scena dopo quasi 250 anni, a maggio, al Conservatorio di San Pietro a Majella.',
                    "La partitura, completa di tutte le parti vocali e strumentali, è stata identificata da una musicologa dell'università Federico II, che l'ha studiata per due anni insieme a un gruppo di studenti. \"All'inizio pensavamo a una copia parziale, poi ci siamo resi conto che avevamo tra le mani l'intera opera, con le correzioni autografe\", ha raccontato la studiosa, Anna Maria Esposito.",
                    'Sabatino, allievo dei grandi maestri della scuola napoletana, scrisse una ventina di opere, ma di quasi tutte si erano perse le tracce. "La finta giardiniera di Posillipo" fu rappresentata per la prima volta nel 1778 al Teatro dei Fiorentini, con grande successo, secondo le cronache dell\'epoca.',
                    "La storia è quella, tipica del genere, di una nobildonna che si finge giardiniera per mettere alla prova l'amore del suo pretendente, tra equivoci, travestimenti e personaggi che parlano in dialetto napoletano.",
                    "Non è la prima scoperta del genere negli archivi privati della costiera. Negli ultimi anni, spiega Esposito, sono riemersi da collezioni di famiglia diversi manoscritti musicali del Settecento napoletano, spesso conservati senza che i proprietari ne conoscessero il valore.",
                    '"È una musica piena di luce, di ironia, con arie di una freschezza sorprendente", ha spiegato il direttore d\'orchestra che curerà l\'allestimento, Raffaele Cimmino. "Sarà interessante capire come reagirà il pubblico di oggi".',
                    "L'allestimento coinvolgerà gli studenti del Conservatorio e dell'Accademia di Belle Arti, che realizzeranno scene e costumi. Sono previste quattro repliche, dal 20 al 23 maggio, e la registrazione dell'opera per un'etichetta discografica specializzata.",
                    "La famiglia che ha ritrovato la partitura ha deciso di donarla alla biblioteca del Conservatorio, dove sarà digitalizzata e resa consultabile agli studiosi.",
                ],
                "two-authors-di-e",
                section="Cultura",
                stitle='"La finta giardiniera di Posillipo" di Nicola Sabatino a maggio al Conservatorio',
                ld="person",
            )
        )
        for d in self.docs.values():
            if d.is_article:
                if d.iso and d.iso.endswith("Z"):
                    local = datetime.fromisoformat(d.iso[:-1]) + timedelta(hours=1)
                elif d.iso:
                    local = datetime.fromisoformat(d.iso[:19])
                else:
                    local = datetime.fromisoformat(d.extra["printed_local"])
                d.stamp = printed(local.isoformat())
                d.extra["local"] = local

    # ---- templates -------------------------------------------------------------------------------------------
    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f"<li>{self.a(k, t, 'nav')}</li>"
            for k, t in (
                ("ultimaora", "Ultima ora"),
                ("cronaca", "Cronaca"),
                ("/sito/notizie/politica/index.shtml", "Politica"),
                ("/sito/notizie/economia/index.shtml", "Economia"),
                ("/sito/notizie/mondo/index.shtml", "Mondo"),
                ("/sito/notizie/cultura/index.shtml", "Cultura"),
                ("/sito/notizie/sport/index.shtml", "Sport"),
                ("/sito/videogallery/index.shtml", "Video"),
            )
        )
        regions = "".join(
            f"<li>{self.a(k, t, 'nav')}</li>"
            for k, t in (
                ("/abruzzo/", "Abruzzo"),
                ("/campania/", "Campania"),
                ("/emiliaromagna/", "Emilia-Romagna"),
                ("/lazio/", "Lazio"),
                ("/liguria/", "Liguria"),
                ("lombardia", "Lombardia"),
                ("/piemonte/", "Piemonte"),
                ("/sicilia/", "Sicilia"),
                ("/toscana/", "Toscana"),
                ("/veneto/", "Veneto"),
            )
        )
        metas = [
            f"<title>{esc(doc.title)} - {esc(doc.section or 'ASTIR')} - ASTIR.test</title>"
            if doc.key != "home"
            else "<title>ASTIR.test - Agenzia Stampa Tirrena - Notizie in tempo reale</title>",
            f'<meta name="description" content="{esc(self.lede(doc))}">',
            f'<link rel="canonical" href="{esc(self.url(doc.key))}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            f'<meta property="og:url" content="{esc(self.url(doc.key))}">',
            '<meta property="og:site_name" content="Agenzia ASTIR">',
            '<meta property="og:locale" content="it_IT">',
        ]
        if doc.is_article:
            metas.append(f'<meta name="keywords" content="{esc(doc.section)}, {esc(doc.title.split(",")[0])}">')
            if doc.extra.get("ld"):
                author = (
                    [{"@type": "Person", "name": a} for a in doc.authors]
                    if doc.extra["ld"] == "person"
                    else {"@type": "Organization", "name": "ASTIR", "url": self.origin}
                )
                ld = {
                    "@context": "https://schema.org",
                    "@type": "NewsArticle",
                    "mainEntityOfPage": {"@type": "WebPage", "@id": self.url(doc.key)},
                    "headline": doc.title,
                    "alternativeHeadline": doc.extra.get("stitle", ""),
                    "datePublished": doc.iso,
                    "dateModified": doc.iso,
                    "author": author,
                    "publisher": {
                        "@type": "Organization",
                        "name": "ASTIR",
                        "logo": {"@type": "ImageObject", "url": self.origin + "/sito/img/astir_logo.png"},
                    },
                    "image": {
                        "@type": "ImageObject",
                        "url": self.origin + "/webimages/img_700/2026/12/" + doc.key + ".jpg",
                    },
                }
                metas.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
            else:
                metas.append('<meta name="author" content="ASTIR">')
        return f"""<!DOCTYPE html>
<html lang="it">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
{chr(10).join(metas)}
<link rel="stylesheet" href="/sito/css/astir_2024.css?v=20261120">
<style>/*PAD*/</style>
<script type="text/javascript">var astir_adv = {{ sezione: "{esc((doc.section or doc.kind).lower())}", tipo: "{"articolo" if doc.is_article else "lista"}" }};</script>
<script type="text/javascript" src="/sito/js/jquery-3.7.1.min.js"></script>
</head>
<body class="{"page-articolo" if doc.is_article else "page-lista"}">
<div id="cookie-astir" class="cookie-bar"><p>Questo sito utilizza cookie tecnici e, previo tuo consenso, cookie di profilazione, nostri e di terze parti, per inviarti pubblicità in linea con le tue preferenze. Chiudendo questo banner acconsenti all'uso dei soli cookie tecnici.</p><button class="cookie-accept">Accetta</button> <button class="cookie-settings">Personalizza</button></div>
<header class="header-astir">
<div class="header-top"><span class="header-date">venerdì 04 dicembre 2026</span> <a href="/english/">English</a> <a href="/nuovaeuropa/">Nuova Europa</a> <a href="https://abbonati.astir.test/">Abbonati: 1 € al mese per 3 mesi</a> <a href="https://login.astir.test/">Accedi</a></div>
<div class="logo">{self.a("home", "ASTIR", "nav", attrs=HOMEATTR)}<span class="claim">Agenzia Stampa Tirrena</span></div>
<nav class="menu-principale"><ul>{nav}</ul></nav>
<nav class="menu-regioni"><span>Regioni:</span><ul>{regions}</ul></nav>
<form class="search-form" action="/ricerca/astir/search.shtml"><input type="text" name="any" placeholder="Cerca"><button>Cerca</button></form>
</header>
<div class="container-astir">
<main class="main-col">
{main}
</main>
<aside class="side-col">
<div class="box-ultimaora"><h3>{self.a("ultimaora", "Ultima ora", "aside")}</h3><ul>{"".join(f"<li><span class='ora'>{self.docs[k].stamp[-5:]}</span> {self.a(k, self.docs[k].title, 'aside')}</li>" for k in ("maltempo", "milano", "manovra"))}</ul></div>
<div class="box-piuletti"><h3>I più letti</h3><ol>{"".join(f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>" for k in ("maltempo", "palermo", "opera"))}</ol></div>
<div class="box-adv">PUBBLICITÀ</div>
</aside>
</div>
<footer class="footer-astir">
<ul><li><a href="/sito/static/chi_siamo.shtml">Chi siamo</a></li><li><a href="/sito/static/prodotti.shtml">Prodotti e servizi</a></li><li><a href="/sito/static/contatti.shtml">Contatti</a></li><li>{self.a("privacy", "Privacy", "footer")}</li><li><a href="/sito/static/cookie_policy.shtml">Cookie policy</a></li><li><a href="/sito/static/note_legali.shtml">Note legali</a></li><li><a href="/sito/notizie/rss.shtml">RSS</a></li></ul>
<p>ASTIR - Agenzia Stampa Tirrena soc. coop. - P.IVA 00000000000 - Tutti i diritti riservati. È vietata la riproduzione, anche parziale, dei contenuti del sito senza autorizzazione.</p>
</footer>
<script type="text/javascript" src="/sito/js/astir_main.js?v=20261120"></script>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        if doc.authors:
            names = [self.a("author", a, "byline") if a == "Marco Bianchi" else esc(a) for a in doc.authors]
            by = f'<span class="news-author">di {" e ".join(names)}</span>'
        else:
            by = f'<span class="news-author">{DESK}</span>'
        local = doc.extra["local"]
        region = doc.extra.get("region")
        crumb = (
            self.a("lombardia", "Lombardia", "breadcrumb")
            if region == "lombardia"
            else '<a href="/sicilia/">Sicilia</a>'
            if region == "sicilia"
            else self.a("cronaca", "Cronaca", "breadcrumb")
            if doc.section == "Cronaca"
            else f'<a href="/sito/notizie/{esc(doc.section.lower())}/index.shtml">{esc(doc.section)}</a>'
        )
        tags = ""
        if doc.extra.get("tag"):
            tags = f'<div class="news-tags"><span>Argomenti:</span> {self.a("tag", "Maltempo", "content")} <a href="/sito/argomenti/protezione_civile.shtml">Protezione civile</a></div>'
        stitle = f'<h2 class="news-stitle">{esc(doc.extra["stitle"])}</h2>' if doc.extra.get("stitle") else ""
        rel = "".join(
            f'<li class="news-list-item">{self.a(k, self.docs[k].title, "related")}</li>' for k in ARTS if k != doc.key
        )
        share = esc(self.url(doc.key))
        return f"""<div class="breadcrumb"><a href="/">Home</a> &gt; {crumb}</div>
<article class="news-detail">
<header>
<h1 class="news-title">{esc(doc.title)}</h1>
{stitle}
<div class="news-info">{by} <time class="news-date" datetime="{local:%Y-%m-%dT%H:%M}">{doc.stamp}</time></div>
<div class="news-share"><a href="https://www.facebook.com/sharer.php?u={share}">Facebook</a> <a href="https://x.com/intent/tweet?url={share}">X</a> <a href="https://wa.me/?text={share}">WhatsApp</a> <a href="mailto:?subject={esc(doc.title)}">Email</a> <a href="javascript:window.print()">Stampa</a></div>
</header>
<div class="news-img"><img src="/webimages/img_700/2026/12/{doc.key}.jpg" alt=""><span class="news-img-caption">{esc(doc.title.split(",")[0])} - RIPRODUZIONE RISERVATA</span></div>
<div class="news-txt">
{self.blocks(doc)}
</div>
<p class="news-copyright">{COPY}</p>
{tags}
</article>
<div class="news-correlate"><h3>Leggi anche</h3><ul>{rel}</ul></div>
<div class="box-newsletter"><p>Iscriviti alla newsletter di ASTIR: ogni mattina le notizie più importanti nella tua casella di posta.</p><a href="/sito/newsletter/index.shtml">Iscriviti</a></div>"""

    def listing_main(self, doc: Doc) -> str:
        if doc.extra.get("ticker"):
            extra_items = [
                ("13:05", "Mondo", "Clima: a Bonn intesa tecnica sui fondi per l'adattamento"),
                ("12:47", "Sport", "Sci: coppa del mondo, un'azzurra seconda nel gigante di Tremblant"),
                ("12:20", "Cronaca", "Incidente sulla A1 vicino a Orvieto, code di 8 chilometri"),
                ("11:58", "Economia", "Borsa: Milano apre in rialzo, bene le banche"),
                ("11:10", "Politica", "Riforma della giustizia, il testo torna in commissione al Senato"),
                ("10:42", "Cultura", "Musei: a dicembre ingresso gratuito la prima domenica del mese"),
                ("09:55", "Cronaca", "Furto in una gioielleria del centro di Torino, caccia a due uomini"),
            ]
            linked = {"maltempo": "Cronaca", "milano": "Lombardia"}
            today = [(t, s, esc(h)) for t, s, h in extra_items]
            today += [
                (self.docs[k].stamp[-5:], sez, self.a(k, self.docs[k].title, "content")) for k, sez in linked.items()
            ]
            today.sort(key=lambda row: row[0], reverse=True)
            rows = [
                f'<li class="news-list-item"><span class="ora">{t}</span> <span class="sez">{s}</span> <span class="tit">{h}</span></li>'
                for t, s, h in today
            ]
            rows += [
                f'<li class="news-list-item"><span class="data">03 dicembre</span> <span class="ora">{self.docs["manovra"].stamp[-5:]}</span> <span class="sez">Politica</span> {self.a("manovra", self.docs["manovra"].title, "content")}</li>',
                f'<li class="news-list-item"><span class="data">01 dicembre</span> <span class="ora">{self.docs["vino"].stamp[-5:]}</span> <span class="sez">Economia</span> {self.a("vino", self.docs["vino"].title, "content")}</li>',
            ]
            return f'<section class="lista-ultimaora"><h1 class="titolo-sezione">{esc(doc.title)}</h1><p class="sottotitolo">Le notizie in tempo reale dalla redazione ASTIR</p><ul>{"".join(rows)}</ul><a class="piu-notizie" href="/sito/notizie/topnews/index.shtml?pag=2">Altre notizie</a></section>'
        items = "".join(
            f'<article class="news-list-item"><span class="news-list-date">{self.docs[k].stamp}</span><h3 class="news-list-title">{self.a(k, self.docs[k].title, "content")}</h3><p class="news-list-abstract">{esc(self.docs[k].extra.get("stitle") or self.lede(self.docs[k]))}</p></article>'
            for k in doc.extra["list"]
        )
        items += "".join(
            f'<article class="news-list-item"><span class="news-list-date">{d}</span><h3 class="news-list-title"><a href="{h}">{esc(t)}</a></h3></article>'
            for h, t, d in doc.extra.get("older", [])
        )
        head = f'<h1 class="titolo-sezione">{esc(doc.title)}</h1>'
        if doc.kind == "author":
            head += f'<p class="autore-bio">{esc(doc.extra["bio"])}</p>'
        if doc.kind == "search":
            head += '<p class="risultati">Trovati 2 risultati. Ordina per: data | rilevanza</p>'
        if doc.key == "lombardia":
            head = (
                '<div class="testata-regione"><span class="logo-regione">ASTIR Lombardia</span></div>'
                + head
                + f'<nav class="menu-regione"><a href="/lombardia/notizie/milano/">Milano</a> <a href="/lombardia/notizie/bergamo/">Bergamo</a> <a href="/lombardia/notizie/brescia/">Brescia</a> {self.a("home", "Torna ad ASTIR.test", "nav")}</nav>'
            )
        pager = ""
        if doc.extra.get("more"):
            pager = f'<div class="paginazione"><span class="corrente">1</span> {self.a(doc.extra["more"], "2", "pagination")} {self.a(doc.extra["more"], "Successiva", "pagination")}</div>'
        if doc.extra.get("prev"):
            pager = f'<div class="paginazione">{self.a(doc.extra["prev"], "Precedente", "pagination")} {self.a(doc.extra["prev"], "1", "pagination")} <span class="corrente">2</span></div>'
        extra = ""
        if doc.key == "home":
            head = '<h1 class="nascosto">ASTIR</h1><h2 class="titolo-blocco">Primo piano</h2>'
            extra = f'<section class="blocco-regioni"><h2>Dalle regioni</h2>{self.a("lombardia", "ASTIR Lombardia", "content")} · <a href="/sicilia/">ASTIR Sicilia</a></section><section class="blocco-temi"><h2>Temi</h2>{self.a("tag", "Maltempo", "content")} · {self.a("search", "Cerca: Lombardia", "content")} · {self.a("author", "Marco Bianchi", "content")} · {self.a("cronaca2", "Altre notizie di cronaca", "content")}</section>'
        return f'<section class="lista-notizie">{head}{items}{pager}{extra}</section>'

    def service_main(self, doc: Doc) -> str:
        return f'<article class="pagina-statica"><h1 class="titolo-sezione">{esc(doc.title)}</h1>\n{self.blocks(doc)}\n</article>'


HOMEATTR = 'title="ASTIR - Agenzia Stampa Tirrena"'
