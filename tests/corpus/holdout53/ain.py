# ruff: noqa: E501, RUF002 (page texts and markup are long literal lines; the en dash in the site name is deliberate)
"""AIN – Agenzia Informazione Nazionale: the public site of an ANSA-like Italian national news agency
(`/sito/notizie/<sezione>/2026/12/04/<slug>_<uuid>.html`, `/sito/notizie/cronaca/index.shtml?pag=2`,
`/sito/notizie/topnews/index.shtml` "Ultima ora", `/sito/photogallery/…`, `/sito/tag/…`, `/ricerca/ain/search.shtml?any=`),
Italian, UTF-8. Most wires credit nobody: the text opens with a caps dateline "(AIN) - ROMA, 4 DIC -" inside the first
paragraph and ends with a "RIPRODUZIONE RISERVATA © Copyright AIN" line in its own box (not body). Printed dates
"04 dicembre 2026, 13:47" in `time.news-date`; `NewsArticle` JSON-LD in +01:00 with the agency as an Organization
author, except: the quake flash in **UTC** (23:52Z on 3 Dec = 00:52 on 4 Dec in Rome), the strike wire whose JSON-LD
has **no datePublished** and which prints no date at all but its dateline "ROMA, 4 DIC" (its URL carries no date
either), and the two signed pieces ("di Chiara Lombardi", "(di Luca Rinaldi)") whose JSON-LD author is a Person.
A photo-of-the-day gallery, the Ultima ora ticker and a soft 404 ("Pagina non trovata" served with 200) are not
articles."""

from __future__ import annotations

import json

from common import Base, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["cdm", "neve", "borsa", "mostra", "flash", "sciopero", "sci", "ue"]
SEZ = {
    "politica": "Politica",
    "cronaca": "Cronaca",
    "economia": "Economia",
    "cultura": "Cultura",
    "sport": "Sport",
    "mondo": "Mondo",
    "topnews": "Ultima ora",
}
NAVLINK = 'class="nav-link"'
LOGO = 'class="logo" title="AIN.it"'
COPY = "RIPRODUZIONE RISERVATA © Copyright AIN"


class Ain(Base):
    origin = "https://www.ain-agenzia.test"
    name = "AIN Agenzia Informazione Nazionale"
    prefix = "ain"
    language = "it"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "ain",
            [
                ".header-main",
                ".news-title",
                ".news-txt",
                ".news-date",
                ".news-copyright",
                ".article-teaser",
                ".ultima-ora",
                ".footer-ain",
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
                "AIN Agenzia Informazione Nazionale",
                "agency-home",
                list=["cdm", "ue", "neve", "borsa", "sci", "mostra", "sciopero", "flash"],
                more="cronaca2",
            )
        )
        add(
            page(
                "cronaca",
                "/sito/notizie/cronaca/index.shtml",
                "section",
                "Cronaca",
                "agency-section",
                list=["neve", "flash", "sciopero"],
                more="cronaca2",
            )
        )
        add(
            page(
                "cronaca2",
                "/sito/notizie/cronaca/index.shtml?pag=2",
                "section",
                "Cronaca",
                "agency-section-page2",
                list=["cdm", "mostra", "borsa", "ue", "sci"],
            )
        )
        add(
            page(
                "ultimaora",
                "/sito/notizie/topnews/index.shtml",
                "section",
                "Ultima ora",
                "ultima-ora-ticker",
                list=["sci", "borsa", "ue", "sciopero", "cdm", "neve", "flash"],
            )
        )
        add(
            page(
                "foto",
                "/sito/photogallery/primopiano/2026/12/04/le-foto-del-giorno_7c1e4b20.html",
                "gallery",
                "Le foto del giorno, 4 dicembre",
                "photo-of-the-day-gallery",
                [
                    "FIG: Spazzaneve sulla statale 17 | Roccaraso (L'Aquila): uno spazzaneve al lavoro sulla statale 17 chiusa per la neve. AIN/ Giulio Fabbri",
                    "FIG: Palazzo Chigi | Roma: i ministri arrivano a Palazzo Chigi per il Consiglio dei ministri. AIN/ Sara Meloni",
                    "FIG: Biblioteca Marciana | Venezia: una tavola di Zuane Moretti esposta alla Biblioteca Marciana. AIN/ Andrea Pinto",
                    "FIG: Borsa di Milano | Milano: il tabellone di Piazza Affari a fine seduta. AIN/ Matteo Corsi",
                    "FIG: Mercatino di Natale | Bolzano: l'apertura del mercatino di Natale in piazza Walther. AIN/ Lukas Pichler",
                    "FIG: Mareggiata a Ostia | Ostia (Roma): le onde sul pontile durante la mareggiata. AIN/ Sara Meloni",
                ],
            )
        )
        add(page("tag", "/sito/tag/maltempo.shtml", "tag", "Maltempo", "agency-tag", list=["neve", "flash"]))
        add(
            page(
                "author",
                "/sito/autori/chiara-lombardi.shtml",
                "author",
                "Chiara Lombardi",
                "agency-author",
                list=["mostra"],
                bio="Giornalista della redazione Cultura e spettacoli, segue arte, musei e mostre dal Nord-Est.",
            )
        )
        add(
            page(
                "search",
                "/ricerca/ain/search.shtml?any=neve",
                "search",
                "Risultati della ricerca per: neve",
                "agency-search",
                list=["neve", "sci"],
            )
        )
        add(
            page(
                "chisiamo",
                "/sito/static/chi_siamo.shtml",
                "about",
                "Chi siamo",
                "agency-about",
                [
                    "AIN - Agenzia Informazione Nazionale è una società cooperativa di editori nata nel 1947. Produce ogni giorno oltre tremila notizie, foto e video in italiano, inglese e spagnolo per giornali, emittenti, siti e istituzioni.",
                    "## La rete",
                    "La sede centrale è a Roma; l'agenzia ha redazioni in tutti i capoluoghi di regione e corrispondenti in 60 città del mondo.",
                    "## I servizi",
                    "- Notiziario generale e notiziari regionali",
                    "- Servizio fotografico e archivio storico",
                    "- Video e dirette per le emittenti",
                    "- Notiziari tematici: economia, salute, ambiente, motori",
                    "Per informazioni commerciali scrivere a commerciale@ain-agenzia.test.",
                ],
            )
        )
        add(
            page(
                "privacy",
                "/sito/static/privacy.shtml",
                "policy",
                "Informativa sulla privacy",
                "agency-privacy",
                [
                    "Ultimo aggiornamento: 12 settembre 2026",
                    "Ai sensi del Regolamento (UE) 2016/679 (GDPR), AIN - Agenzia Informazione Nazionale, titolare del trattamento, informa gli utenti del sito sulle modalità di trattamento dei dati personali.",
                    "## Dati trattati",
                    "Il sito raccoglie dati di navigazione (indirizzo IP, tipo di browser, pagine visitate) e, previo consenso, cookie di profilazione di terze parti.",
                    "## Diritti dell'interessato",
                    "L'utente può chiedere in ogni momento l'accesso, la rettifica o la cancellazione dei propri dati scrivendo a privacy@ain-agenzia.test.",
                ],
            )
        )
        add(
            page(
                "notfound",
                "/sito/notizie/cronaca/2025/06/11/incendio-deposito-rifiuti-malagrotta_1a2b3c4d.html",
                "error",
                "Pagina non trovata",
                "soft-404-200",
                [
                    "Siamo spiacenti, la pagina che stai cercando non esiste o è stata rimossa.",
                    "Puoi tornare alla home page oppure usare il motore di ricerca per trovare la notizia che ti interessa.",
                ],
            )
        )
        add(
            story(
                "cdm",
                "/sito/notizie/politica/2026/12/04/cdm-approva-dl-bollette-sconto-per-3-milioni-di-famiglie_5e2a9c71-4b0d-4f6e-9d1a-3c8f2b7e1a90.html",
                "Cdm approva il dl bollette, sconto per 3 milioni di famiglie",
                "2026-12-04",
                "2026-12-04T13:47:00+01:00",
                "04 dicembre 2026, 13:47",
                [],
                [
                    "(AIN) - ROMA, 4 DIC - Via libera del Consiglio dei ministri al decreto legge che rinnova per il primo trimestre del 2027 lo sconto sulle bollette di luce e gas per le famiglie con un Isee fino a 15mila euro. Lo ha annunciato il ministro dell'Economia, Paolo Serafini, al termine della riunione a Palazzo Chigi, durata poco più di due ore. Secondo le stime del governo la misura riguarderà circa tre milioni di nuclei familiari e costerà 1,4 miliardi di euro, coperti in parte con le maggiori entrate dell'Iva sui carburanti.",
                    "Il bonus sarà riconosciuto in automatico in bolletta, senza bisogno di presentare domanda, a chi ha già una Dsu valida. \"Non lasciamo sole le famiglie che hanno visto crescere i costi dell'energia con l'arrivo dell'inverno\", ha detto Serafini in conferenza stampa, spiegando che il provvedimento prevede anche un fondo da 200 milioni per le piccole imprese energivore.",
                    "Il decreto contiene inoltre una norma che proroga di sei mesi il termine per il passaggio al mercato libero dei clienti vulnerabili e rafforza i poteri di controllo dell'Autorità di regolazione sulle offerte commerciali. Le associazioni dei consumatori hanno accolto con favore la proroga, ma chiedono di alzare la soglia Isee ad almeno 20mila euro.",
                    'Critiche dall\'opposizione, che parla di "misura tampone". "Ogni tre mesi si rincorre l\'emergenza senza una riforma strutturale delle tariffe", ha dichiarato la capogruppo alla Camera Federica Marchi. Il testo approderà in Parlamento la prossima settimana e dovrà essere convertito in legge entro sessanta giorni.',
                ],
                "wire-dateline-org-author",
                section="politica",
                dek='Serafini: "Non lasciamo sole le famiglie". Fondo da 200 milioni per le piccole imprese',
                image="Il ministro Serafini in conferenza stampa",
            )
        )
        add(
            story(
                "neve",
                "/sito/notizie/cronaca/2026/12/04/maltempo-neve-sullappennino-chiusa-la-statale-17_0b7d3e55-2f41-4a8c-8e6b-71d9c2a4f013.html",
                "Maltempo: neve sull'Appennino, chiusa la statale 17 in Abruzzo",
                "2026-12-04",
                "2026-12-04T10:22:00+01:00",
                "04 dicembre 2026, 10:22",
                [],
                [
                    "(AIN) - L'AQUILA, 4 DIC - La prima vera ondata di maltempo dell'inverno ha portato la neve a bassa quota su gran parte dell'Appennino centrale. In Abruzzo l'Anas ha chiuso in via precauzionale la statale 17 tra Castel di Sangro e Roccaraso, dove nella notte sono caduti fino a 40 centimetri di neve fresca, e ha disposto l'obbligo di catene a bordo su numerose strade provinciali dell'Aquilano.",
                    "Disagi anche in Molise e nelle Marche, dove decine di mezzi spazzaneve e spargisale sono al lavoro dalle prime ore del mattino. A Campobasso le scuole resteranno chiuse domani per decisione del sindaco, mentre sull'autostrada A24 il traffico dei mezzi pesanti è stato temporaneamente fermato all'altezza di Tornimparte.",
                    "La Protezione civile ha diramato un'allerta arancione per il rischio neve e ghiaccio su Abruzzo, Molise e parte del Lazio, valida fino alla mezzanotte di sabato. Secondo i meteorologi, nelle prossime 24 ore le precipitazioni si sposteranno verso il Sud, con nevicate previste oltre i 600 metri in Campania e Basilicata e forti raffiche di vento lungo le coste tirreniche.",
                    '"Raccomandiamo di mettersi in viaggio solo se strettamente necessario", ha detto il responsabile della sala operativa regionale, Marco Di Pietro, ricordando che nelle zone interne le temperature potranno scendere fino a dieci gradi sotto lo zero. Nel pomeriggio è prevista una riunione del comitato operativo per fare il punto sulla viabilità in vista del fine settimana.',
                ],
                "wire-dateline-photo",
                section="cronaca",
                photo=("Spazzaneve a Roccaraso", "Uno spazzaneve al lavoro a Roccaraso (foto d'archivio)"),
                tag=True,
            )
        )
        add(
            story(
                "borsa",
                "/sito/notizie/economia/2026/12/04/borsa-milano-chiude-in-rialzo-corrono-le-banche_9a4f1c2e-7d3b-4e55-b0a8-2c6e9f1d7b34.html",
                "Borsa: Milano chiude in rialzo dello 0,8%, corrono le banche",
                "2026-12-04",
                "2026-12-04T17:42:00+01:00",
                "04 dicembre 2026, 17:42",
                [],
                [
                    "(AIN) - MILANO, 4 DIC - Seduta positiva per Piazza Affari, che chiude la settimana con il Ftse Mib in rialzo dello 0,8% a 36.412 punti, in linea con le altre principali Borse europee. A sostenere il listino milanese sono stati soprattutto i titoli bancari, dopo i dati sull'inflazione dell'Eurozona più alti delle attese che allontanano la prospettiva di un taglio dei tassi da parte della Bce già a gennaio.",
                    "Tra i migliori del paniere principale Banca Padana (+3,1%) e Credito Lombardo Veneto (+2,7%), seguite da Unifid (+2,2%). In calo invece le utility, con Enerva che cede l'1,4% e Acque Italiane l'1,1%, penalizzate dall'aumento dei rendimenti dei titoli di Stato. Bene anche il settore automobilistico, con i fornitori di componentistica in ripresa dopo le vendite degli ultimi giorni.",
                    "Lo spread tra Btp e Bund tedeschi si è stretto a 118 punti base, con il rendimento del decennale italiano al 3,42%. Sul mercato dei cambi l'euro si è rafforzato a 1,0935 dollari. In rialzo il petrolio: il Brent con consegna febbraio è salito dell'1,2% a 78,40 dollari al barile, mentre il prezzo del gas al mercato di Amsterdam è sceso a 38 euro al megawattora.",
                    "Nelle altre piazze europee Francoforte ha guadagnato lo 0,6%, Parigi lo 0,5% e Madrid lo 0,9%, mentre Londra ha chiuso quasi invariata. A Wall Street, a metà seduta, il Dow Jones segnava un progresso dello 0,3% e il Nasdaq dello 0,5%.",
                ],
                "wire-market-close",
                section="economia",
            )
        )
        add(
            story(
                "mostra",
                "/sito/notizie/cultura/2026/12/03/a-venezia-i-disegni-ritrovati-di-un-cartografo-del-settecento_3d8e6a10-5c2f-4b91-a7e4-0f3b1d9c8e62.html",
                "A Venezia i disegni ritrovati di un cartografo del Settecento",
                "2026-12-03",
                "2026-12-03T16:05:00+01:00",
                "03 dicembre 2026, 16:05",
                ["Chiara Lombardi"],
                [
                    '(AIN) - VENEZIA, 3 DIC - Per quasi due secoli sono rimasti arrotolati in una cassa nei depositi di un convento di Chioggia, scambiati per semplici carte nautiche. Ora i 46 disegni di Zuane Moretti, cartografo della Serenissima vissuto tra il 1712 e il 1779, tornano visibili al pubblico nella mostra "La laguna disegnata", che apre sabato nelle sale della Biblioteca Marciana e resterà aperta fino al 28 marzo.',
                    'A riconoscerli è stata nel 2024 una giovane restauratrice, Elena Bassi, incaricata di catalogare il fondo del convento. "Ho capito subito che non erano carte comuni: accanto ai fondali c\'erano annotazioni sulle barene, sui mulini, perfino sui nomi dei pescatori", racconta. Il restauro, durato diciotto mesi, è stato finanziato da una fondazione privata veneziana e da una raccolta fondi che ha coinvolto oltre duemila donatori.',
                    "FIG: Una tavola di Zuane Moretti | Una delle tavole restaurate, con il bacino di San Marco (foto AIN)",
                    "Il percorso espositivo segue la laguna da nord a sud, da Torcello a Pellestrina. Le tavole più spettacolari mostrano il bacino di San Marco con le imbarcazioni alla fonda disegnate una a una e una veduta dell'isola di San Michele prima della costruzione del cimitero. Accanto ai fogli originali, una serie di schermi permette di confrontare i disegni con le immagini satellitari di oggi.",
                    '"Moretti ci restituisce una laguna che non esiste più", spiega il curatore Alvise Contarin, docente di storia della cartografia all\'università Ca\' Foscari. "Molte delle barene che disegna sono scomparse, erose dal moto ondoso. Questi fogli sono un documento prezioso anche per chi oggi studia come difendere la città dall\'acqua alta".',
                    "La mostra sarà accompagnata da un ciclo di incontri il giovedì pomeriggio e da visite guidate per le scuole. Il biglietto intero costa 12 euro; l'ingresso è gratuito per i residenti nel Comune di Venezia e per i minori di 18 anni. Il catalogo, pubblicato da una piccola casa editrice padovana, raccoglie tutte le 46 tavole riprodotte a grandezza naturale.",
                ],
                "signed-feature-di-byline",
                section="cultura",
                dek="Quarantasei tavole di Zuane Moretti riscoperte in un convento di Chioggia. In mostra alla Marciana fino a marzo",
                byline="di Chiara Lombardi",
            )
        )
        add(
            story(
                "flash",
                "/sito/notizie/cronaca/2026/12/04/terremoto-scossa-di-magnitudo-3.2-nel-maceratese_6f1b2d9a-8c3e-4d70-91f5-a4e7b3c0d258.html",
                "Terremoto: scossa di magnitudo 3.2 nel Maceratese, nessun danno",
                "2026-12-04",
                "2026-12-03T23:52:00Z",
                "04 dicembre 2026, 00:52",
                [],
                [
                    "(AIN) - MACERATA, 4 DIC - Una scossa di terremoto di magnitudo 3.2 è stata registrata alle 00:41 dalla Sala sismica dell'Istituto nazionale di geofisica e vulcanologia con epicentro a tre chilometri da Camerino, a una profondità di nove chilometri.",
                    "Il sisma è stato avvertito distintamente dalla popolazione, ma al momento non risultano danni a persone o cose. I vigili del fuoco hanno ricevuto alcune telefonate di cittadini allarmati.",
                ],
                "two-paragraph-flash-utc-jsonld",
                section="cronaca",
                tag=True,
            )
        )
        add(
            story(
                "sciopero",
                "/sito/notizie/topnews/trasporti-sciopero-nazionale-di-24-ore-il-15-dicembre_c41d9e07-2a6b-4f18-8d53-e97a0b4c6f21.html",
                "Trasporti: sciopero nazionale di 24 ore il 15 dicembre, a rischio treni e bus",
                "2026-12-04",
                None,
                "",
                [],
                [
                    '(AIN) - ROMA, 4 DIC - I sindacati di base hanno proclamato uno sciopero nazionale di 24 ore del trasporto pubblico locale e ferroviario per martedì 15 dicembre. La protesta, spiegano le sigle promotrici in una nota congiunta, è contro il mancato rinnovo del contratto nazionale degli autoferrotranvieri, scaduto da quasi un anno, e contro carichi di lavoro "diventati insostenibili" per il personale viaggiante.',
                    "Si fermeranno autobus, metropolitane e tram nelle principali città, oltre ai treni regionali e a una parte dei convogli a lunga percorrenza. Saranno comunque garantite le fasce di servizio minimo previste dalla legge, che variano da città a città: a Roma e a Milano i mezzi pubblici circoleranno regolarmente dall'inizio del servizio fino alle 8.30 e dalle 17 alle 20. Per i treni, le società ferroviarie pubblicheranno nei prossimi giorni l'elenco dei collegamenti garantiti.",
                    'La Commissione di garanzia sugli scioperi ha chiesto ai sindacati di valutare una riduzione della durata della protesta, ricordando che nello stesso periodo è già previsto uno sciopero del settore aereo. "Non arretriamo: i lavoratori aspettano risposte da mesi", ha replicato il coordinatore nazionale di una delle sigle, Giorgio Ferrante.',
                    "Le associazioni datoriali del trasporto pubblico si dicono disponibili a riaprire il tavolo già la prossima settimana, ma avvertono che senza nuove risorse dal governo gli aumenti chiesti dai sindacati non sono sostenibili per le aziende, molte delle quali chiudono i bilanci in perdita.",
                ],
                "dateline-only-date-no-jsonld-date",
                section="topnews",
                nodate=True,
            )
        )
        add(
            story(
                "sci",
                "/sito/notizie/sport/2026/12/04/sci-discesa-di-beaver-creek-sartori-secondo_2c9e7f41-0d5a-4b63-8f12-5b1a6e9d3c07.html",
                "Sci: discesa di Beaver Creek, Sartori secondo a 12 centesimi",
                "2026-12-04",
                "2026-12-04T21:36:00+01:00",
                "04 dicembre 2026, 21:36",
                [],
                [
                    "(AIN) - ROMA, 4 DIC - Splendido secondo posto per Matteo Sartori nella discesa libera di Coppa del mondo di Beaver Creek, in Colorado. Il 27enne valtellinese ha chiuso a soli 12 centesimi dallo svizzero Jonas Amsler, che ha conquistato la sua prima vittoria in carriera, mentre il terzo gradino del podio è andato all'austriaco Felix Gruber, staccato di 31 centesimi.",
                    "Partito con il pettorale numero 9, Sartori è stato il più veloce nella parte alta del tracciato, ma ha perso qualche centesimo nel tratto più tecnico, quello dei salti finali. \"Sono contentissimo, su questa pista non ero mai andato oltre il decimo posto. Peccato per l'ultima curva, ma è un podio che vale tanto\", ha detto l'azzurro ai microfoni della televisione.",
                    "Buona la prova di squadra dell'Italia, che porta quattro atleti tra i primi venti: ottavo Davide Zanetti, quattordicesimo Andrea Pellegrini e diciottesimo il giovane Luca Bonetti, al debutto stagionale in discesa. Con questo risultato Sartori sale al terzo posto nella classifica di specialità.",
                    "Domani sulla stessa pista è in programma il superG, mentre domenica gli uomini disputeranno lo slalom gigante. Le gare femminili di questo fine settimana si corrono invece in Canada, a Lake Louise, dove le azzurre cercano il primo podio stagionale in velocità.",
                ],
                "wire-sport-evening",
                section="sport",
            )
        )
        add(
            story(
                "ue",
                "/sito/notizie/mondo/2026/12/04/ue-accordo-sul-bilancio-2027-piu-fondi-per-difesa-e-agricoltura_8b3a5d2f-6e1c-4a97-b4d0-9f2c7e8a1b53.html",
                "Ue: accordo sul bilancio 2027, più fondi per difesa e agricoltura",
                "2026-12-04",
                "2026-12-04T08:15:00+01:00",
                "04 dicembre 2026, 08:15",
                ["Luca Rinaldi"],
                [
                    "(AIN) - BRUXELLES, 4 DIC - Dopo una trattativa durata quasi venti ore, i negoziatori del Parlamento europeo e del Consiglio hanno raggiunto nella notte un'intesa sul bilancio annuale dell'Unione per il 2027. Il testo prevede impegni di spesa per 199,6 miliardi di euro, circa il 3% in più rispetto all'anno in corso, con un aumento significativo delle risorse destinate alla difesa comune e al sostegno degli agricoltori colpiti dalla siccità.",
                    'Il punto più difficile, secondo fonti diplomatiche, è stato il capitolo dei fondi per la ricerca, che il Consiglio voleva ridurre di oltre 800 milioni. Alla fine il taglio si è fermato a 350 milioni, compensato da una maggiore flessibilità nell\'utilizzo delle risorse non spese. "È un buon compromesso, che tiene conto delle nuove priorità senza sacrificare gli investimenti per il futuro", ha commentato il relatore del Parlamento, il belga Pieter Vandamme.',
                    "Per l'Italia il capitolo più rilevante riguarda la politica di coesione: nel 2027 arriveranno oltre 7 miliardi di euro in pagamenti per i programmi regionali, in buona parte destinati alle regioni del Mezzogiorno. Soddisfatti anche i rappresentanti del mondo agricolo, che ottengono una riserva di crisi rafforzata da 600 milioni.",
                    "L'accordo dovrà ora essere approvato formalmente dal Consiglio, a maggioranza qualificata, e dalla plenaria dell'Eurocamera, che voterà nella sessione di Strasburgo del 14 dicembre. Solo dopo quel voto il bilancio potrà entrare in vigore il primo gennaio. Restano invece aperte le trattative sul quadro finanziario pluriennale successivo al 2027, su cui i capi di Stato e di governo torneranno a discutere al vertice di fine mese.",
                ],
                "correspondent-di-byline-above-text",
                section="mondo",
                byline="(di Luca Rinaldi)",
            )
        )

    # ------------------------------------------------------------------ templates
    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f'<li class="nav-item">{self.a(k, t, "nav", attrs=NAVLINK)}</li>'
            for k, t in (
                ("ultimaora", "Ultima ora"),
                ("cronaca", "Cronaca"),
                ("foto", "Foto"),
            )
        )
        nav += "".join(
            f'<li class="nav-item"><a class="nav-link" href="/sito/notizie/{s}/index.shtml">{t}</a></li>'
            for s, t in (
                ("politica", "Politica"),
                ("economia", "Economia"),
                ("mondo", "Mondo"),
                ("cultura", "Cultura"),
                ("sport", "Sport"),
            )
        )
        heads = [
            f"<title>{esc(doc.title)} - AIN.it</title>",
            f'<link rel="canonical" href="{esc(self.url(doc.key))}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:url" content="{esc(self.url(doc.key))}">',
            '<meta property="og:site_name" content="AIN.it">',
            '<meta name="twitter:site" content="@Agenzia_AIN">',
        ]
        if doc.is_article:
            heads.append('<meta property="og:type" content="article">')
            if doc.iso:
                heads.append(f'<meta property="article:published_time" content="{doc.iso}">')
            heads.append(f'<meta property="article:section" content="{esc(SEZ[doc.section])}">')
            ld: dict = {
                "@context": "https://schema.org",
                "@type": "NewsArticle",
                "mainEntityOfPage": {"@type": "WebPage", "@id": self.url(doc.key)},
                "headline": doc.title,
                "image": {
                    "@type": "ImageObject",
                    "url": f"{self.origin}/webimages/img_700/2026/12/{doc.key}.jpg",
                    "width": 700,
                    "height": 394,
                },
                "publisher": {
                    "@type": "Organization",
                    "name": "AIN",
                    "logo": {"@type": "ImageObject", "url": f"{self.origin}/sito/img/ain-logo.png"},
                },
            }
            if doc.iso:
                ld["datePublished"] = doc.iso
                ld["dateModified"] = doc.iso
            ld["author"] = (
                {"@type": "Person", "name": doc.authors[0]} if doc.authors else {"@type": "Organization", "name": "AIN"}
            )
            heads.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        else:
            heads.append('<meta property="og:type" content="website">')
            heads.append(
                f'<meta name="description" content="{esc(doc.title)} - Le notizie dell\'Agenzia Informazione Nazionale">'
            )
        ticker = " ".join(
            f'<li><span class="time">{self.docs[k].stamp[-5:] or "--:--"}</span> {self.a(k, self.docs[k].title, "aside")}</li>'
            for k in ("sci", "borsa", "cdm")
        )
        return f"""<!DOCTYPE html>
<html lang="it">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
{chr(10).join(heads)}
<link rel="alternate" type="application/rss+xml" title="AIN.it - Top news" href="/sito/ain_rss.xml">
<link rel="stylesheet" href="/sito/css/ain-2024.min.css?v=4.12">
<style>/*PAD*/</style>
<script>window.dataLayer=window.dataLayer||[];function gtag(){{dataLayer.push(arguments);}}gtag('js',new Date());gtag('config','G-AIN0000000',{{'anonymize_ip':true}});</script>
<script async src="https://securepubads.g.doubleclick.net/tag/js/gpt.js"></script>
</head>
<body class="{"page-news" if doc.is_article else "page-" + doc.kind}">
<div class="iubenda-cs-container" role="dialog" aria-label="Informativa cookie"><p>Noi e terze parti selezionate utilizziamo cookie o tecnologie simili per finalità tecniche e, con il tuo consenso, anche per altre finalità come specificato nella cookie policy. Puoi liberamente prestare, rifiutare o revocare il tuo consenso, in qualsiasi momento.</p><button class="iubenda-cs-accept-btn">Accetta</button> <button class="iubenda-cs-reject-btn">Rifiuta</button> <a href="/sito/static/cookie_policy.shtml">Scopri di più e personalizza</a></div>
<header class="header-main">
<div class="header-top"><a href="/english/">English</a> <a href="/espanol/">Español</a> <a href="https://abbonati.ain-agenzia.test/">Servizi per i clienti</a></div>
<div class="header-logo">{self.a("home", "AIN", "nav", attrs=LOGO)}<span class="claim">Agenzia Informazione Nazionale</span></div>
<nav class="nav-main"><ul class="nav">{nav}</ul></nav>
<div class="ultima-ora-bar"><strong>ULTIMA ORA</strong><ul>{ticker}</ul></div>
</header>
<div class="adv adv-top"><div id="div-gpt-ad-top" data-slot="/1234567/ain/top"></div></div>
<main class="container main-content">
{main}
</main>
<aside class="sidebar">
<section class="box-piu-lette"><h3 class="box-title">Le più lette</h3><ol>{"".join(f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>" for k in ("neve", "cdm", "ue", "sciopero"))}</ol></section>
<section class="box-foto"><h3 class="box-title">{self.a("foto", "Foto del giorno", "aside")}</h3></section>
<div class="adv adv-box"><div id="div-gpt-ad-box" data-slot="/1234567/ain/box"></div></div>
</aside>
<footer class="footer-ain">
<div class="footer-links">{self.a("chisiamo", "Chi siamo", "footer")} | {self.a("privacy", "Privacy", "footer")} | <a href="/sito/static/cookie_policy.shtml">Cookie policy</a> | <a href="/sito/static/contatti.shtml">Contatti</a> | {self.a("search", "Cerca", "footer")} | <a href="/sito/ain_rss.xml">RSS</a></div>
<div class="footer-social"><a href="https://www.facebook.com/AgenziaAIN">Facebook</a> <a href="https://x.com/Agenzia_AIN">X</a> <a href="https://www.instagram.com/agenzia_ain/">Instagram</a> <a href="https://t.me/ain_ultimaora">Telegram</a></div>
<p class="footer-copy">AIN - Agenzia Informazione Nazionale Soc. Coop. - P. IVA 00000000000 - Via della Dataria 94, 00187 Roma. Tutti i diritti riservati.</p>
</footer>
<script src="/sito/js/ain-2024.min.js?v=4.12" defer></script>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        sez = SEZ[doc.section]
        crumbs = f'<nav class="breadcrumb">{self.a("home", "Home", "breadcrumb")} &gt; <a href="/sito/notizie/{doc.section}/index.shtml">{esc(sez)}</a></nav>'
        if doc.section == "cronaca":
            crumbs = f'<nav class="breadcrumb">{self.a("home", "Home", "breadcrumb")} &gt; {self.a("cronaca", "Cronaca", "breadcrumb")}</nav>'
        dek = f'<h2 class="news-abs">{esc(doc.dek)}</h2>' if doc.dek else ""
        date = (
            f'<div class="news-info"><time class="news-date" datetime="{doc.iso}">{doc.stamp}</time></div>'
            if doc.stamp
            else '<div class="news-info"></div>'
        )
        byline = ""
        if doc.authors:
            name = f"di {self.a('author', doc.authors[0], 'byline')}" if doc.key == "mostra" else esc(doc.byline)
            byline = f'<p class="news-author">{name}</p>'
        photo = ""
        if doc.extra.get("photo"):
            alt, cap = doc.extra["photo"]
            photo = f'<div class="news-img"><figure><img src="/webimages/img_700/2026/12/4/neve.jpg" alt="{esc(alt)}" width="700" height="394"><figcaption class="news-caption">{esc(cap)} - RIPRODUZIONE RISERVATA</figcaption></figure></div>'
        share = f'<div class="news-share"><a href="https://www.facebook.com/sharer/sharer.php?u={esc(self.url(doc.key))}">Facebook</a> <a href="https://x.com/intent/tweet?url={esc(self.url(doc.key))}">X</a> <a href="https://api.whatsapp.com/send?text={esc(self.url(doc.key))}">WhatsApp</a> <a href="mailto:?subject={esc(doc.title)}">Email</a></div>'
        tags = ""
        if doc.extra.get("tag"):
            tags = f'<div class="news-tags"><span>Argomenti:</span> {self.a("tag", "Maltempo", "content")} <a href="/sito/tag/protezione_civile.shtml">Protezione civile</a></div>'
        rel = [k for k in ARTS if k != doc.key][:4]
        related = "".join(
            f'<li class="article-teaser">{self.a(k, self.docs[k].title, "related")}<span class="teaser-date">{self.docs[k].stamp}</span></li>'
            for k in rel
        )
        ld_extra = ""
        if doc.key == "sciopero":
            ld_extra = f'<p class="news-readalso">LEGGI ANCHE: {self.a("notfound", "Trasporti, il precedente sciopero di giugno", "content")}</p>'
        return f"""<article class="news" itemscope itemtype="https://schema.org/NewsArticle">
<div class="news-header">
{crumbs}
<h1 class="news-title" itemprop="headline">{esc(doc.title)}</h1>
{dek}
{date}
{byline}
{share}
</div>
{photo}
<div class="news-txt" itemprop="articleBody">
{self.blocks(doc)}
</div>
<div class="news-copyright">{COPY}</div>
{ld_extra}
{tags}
<div class="news-fonte">Fonte: AIN - Notiziario generale</div>
</article>
<section class="related-news"><h3 class="box-title">Ultime notizie</h3><ul>{related}</ul></section>
<section class="box-servizi"><p>Il notiziario AIN è disponibile per giornali, radio, tv e siti. <a href="https://abbonati.ain-agenzia.test/">Scopri i servizi in abbonamento</a></p></section>"""

    def listing_main(self, doc: Doc) -> str:
        items = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            if doc.kind == "section" and doc.key == "ultimaora":
                items.append(
                    f'<li class="ultima-ora-item"><span class="time">{d.stamp[-5:] if d.stamp else "12:30"}</span> <span class="sez">{esc(SEZ[d.section])}</span> {self.a(k, d.title, "content")}</li>'
                )
                continue
            items.append(
                f'<article class="article-teaser"><span class="sez">{esc(SEZ[d.section])}</span><h3 class="title">{self.a(k, d.title, "content")}</h3><p class="abs">{esc(d.dek) if d.dek else ""}</p>{f"<time>{d.stamp}</time>" if d.stamp else ""}</article>'
            )
        if doc.key == "ultimaora":
            extra = [
                ("11:58", "Cronaca", "Incidente sulla A1 nel Lodigiano, code fino a 6 km"),
                ("11:31", "Mondo", "Giappone: scossa di magnitudo 5.4 al largo di Hokkaido, nessuna allerta tsunami"),
                ("10:47", "Economia", "Istat: a ottobre fatturato industria +0,6% su mese"),
                ("09:20", "Politica", "Manovra: in commissione Bilancio 1.200 emendamenti segnalati"),
            ]
            items += [
                f'<li class="ultima-ora-item"><span class="time">{t}</span> <span class="sez">{s}</span> {esc(h)}</li>'
                for t, s, h in extra
            ]
            items.append(
                f'<li class="ultima-ora-item"><span class="time">09:02</span> <span class="sez">Cronaca</span> {self.a("notfound", "Roma: incendio in un deposito di rifiuti, nube di fumo sulla periferia ovest", "content")}</li>'
            )
            body = f'<ul class="ultima-ora">{"".join(items)}</ul>'
        else:
            body = f'<div class="list-news">{"".join(items)}</div>'
        more = ""
        if doc.extra.get("more"):
            more = f'<nav class="pagination">{self.a(doc.extra["more"], "Pagina successiva", "pagination")}</nav>'
        if doc.key == "cronaca2":
            more = f'<nav class="pagination">{self.a("cronaca", "Pagina precedente", "pagination")} <span>Pagina 2</span> <a href="/sito/notizie/cronaca/index.shtml?pag=3">Pagina successiva</a></nav>'
        head = f'<h1 class="section-title">{esc(doc.title)}</h1>'
        if doc.kind == "author":
            head += f'<p class="author-bio">{esc(doc.extra["bio"])}</p>'
        if doc.kind == "search":
            head += '<form class="search-form" action="/ricerca/ain/search.shtml"><input name="any" value="neve"><button>Cerca</button></form><p class="search-count">2 risultati</p>'
        extra_home = ""
        if doc.key == "home":
            extra_home = f'<section class="home-boxes"><h2>{self.a("ultimaora", "Ultima ora", "content")}</h2><h2>{self.a("foto", "Le foto del giorno", "content")}</h2><p>{self.a("tag", "Speciale maltempo", "content")} · {self.a("author", "Chiara Lombardi", "content")} · {self.a("cronaca", "Cronaca", "content")}</p></section>'
        return f'<section class="section-list">{head}{body}{more}{extra_home}</section>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "gallery":
            return f'<article class="photogallery"><h1 class="news-title">{esc(doc.title)}</h1><div class="gallery-count">6 foto</div><div class="gallery">\n{self.blocks(doc)}\n</div><div class="news-copyright">{COPY}</div></article>'
        if doc.kind == "error":
            return f'<section class="error-page"><h1 class="section-title">{esc(doc.title)}</h1>\n{self.blocks(doc)}\n<p>{self.a("home", "Torna alla home page", "content")}</p><form action="/ricerca/ain/search.shtml"><input name="any"><button>Cerca</button></form></section>'
        return f'<section class="static-page"><h1 class="section-title">{esc(doc.title)}</h1>\n{self.blocks(doc)}\n</section>'
