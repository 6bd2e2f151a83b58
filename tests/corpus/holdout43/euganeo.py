# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes and dashes are deliberate)
"""Corriere Euganeo: a Corriere-locale-like regional paper for Padova, Italian. Current pages (UTF-8) use the
Corriere article template (`title-art-hp`, `summary-art-hp`, `writer`, `is-last-update`, `chapter-paragraph`,
`#content-to-read`) and `.shtml` URLs with a date folder and a UUID: `/notizie/cronaca/26_dicembre_04/<slug>-<uuid>.shtml`;
absolute hrefs. Old pages (sport, culture, the death notices) are on the legacy template, **windows-1252** declared
only by `<meta http-equiv>` (the header is a bare `text/html`), with long numeric ids and no JSON-LD. Bylines
"di Mario Rossi", "di Giulia Zanon e Mario Rossi"; "Redazione" (no person) on a brief. Dates "4 dicembre 2026
(modifica il 4 dicembre 2026 | 11:20)"; Europe/Rome (+01:00). The council story went up at 00:40 and its JSON-LD is
UTC (23:40Z on the 3rd). The newsletter paragraph and "© RIPRODUZIONE RISERVATA" inside the body are not body. A photo
gallery (captions only) and the necrologie (paid death notices, kind `notice`) are not articles; the long read
with subheads is."""

from __future__ import annotations

import json

from common import Base, blocks_html, extras, img, iso_local, iso_utc, month, page, story, text
from sitekit import Doc, css_rules, esc

OFF = 1
ARTS = ["tram", "tangenziale", "longread", "bilancio", "calcio", "mostra", "commento", "fabbrica"]
IMG = "https://images2.corriere-euganeo.test/methode_image"
EXTRA = [
    (
        "/notizie/cronaca/26_dicembre_04/furto-in-farmacia-arcella-ladri-fuggono-con-la-cassa-3b2c1d0e-b1d9-11f1-9c3a-5e2f7b8d1a20.shtml",
        "Furto in farmacia all'Arcella, i ladri fuggono con la cassa",
        "Cronaca",
    ),
    (
        "/notizie/cronaca/26_dicembre_03/nebbia-fitta-tamponamento-a-catena-a-piove-di-sacco-5a4b3c2d-b0e8-11f1-8e5c-0d3a6f1b2c84.shtml",
        "Nebbia fitta, tamponamento a catena a Piove di Sacco",
        "Cronaca",
    ),
    (
        "/notizie/politica/26_dicembre_03/ztl-da-gennaio-due-nuovi-varchi-elettronici-8f7e6d5c-b0d1-11f1-8e5c-0d3a6f1b2c84.shtml",
        "Ztl, da gennaio due nuovi varchi elettronici in centro",
        "Politica",
    ),
    (
        "/sport/26_dicembre_03/basket-la-petrarca-vince-il-derby-e-resta-in-vetta-1e2d3c4b-b0c7-11f1-8e5c-0d3a6f1b2c84.shtml",
        "Basket, la Petrarca vince il derby e resta in vetta",
        "Sport",
    ),
    (
        "/notizie/economia/26_dicembre_04/saldi-invernali-in-veneto-si-parte-il-2-gennaio-2c3d4e5f-b1e1-11f1-9c3a-5e2f7b8d1a20.shtml",
        "Saldi invernali, in Veneto si parte il 2 gennaio",
        "Economia",
    ),
    (
        "/notizie/cronaca/26_dicembre_02/universita-aule-studio-aperte-anche-di-notte-6d5c4b3a-af90-11f1-8f11-1c7e3a9b5d42.shtml",
        "Università, nuove aule studio aperte anche di notte",
        "Cronaca",
    ),
    (
        "/cultura/26_dicembre_02/concerto-di-natale-in-basilica-biglietti-esauriti-7e8f9a0b-afa1-11f1-8f11-1c7e3a9b5d42.shtml",
        "Concerto di Natale in basilica: biglietti esauriti in un'ora",
        "Cultura",
    ),
]
CP = {"enc": "cp1252", "codec": "cp1252", "ctype": "text/html", "legacy": True}


def day(when: str) -> str:
    return f"{int(when[8:10])} {month(when, 'it')} {when[:4]}"


def stamp(when: str, upd: str | None) -> str:
    if not upd:
        return day(when)
    return f"{day(when)} (modifica il {day(upd)} | {upd[11:16]})"


TRAM = """
Altri tre mesi di cantieri, transenne e deviazioni. La fine dei lavori per la nuova linea 2 del tram, che dovrebbe collegare la stazione ferroviaria a Voltabarozzo, slitta da dicembre a fine marzo. Lo ha comunicato ieri sera l'assessore alla Mobilità, Andrea Pegoraro, durante la commissione consiliare convocata d'urgenza dopo le proteste dei residenti di via Facciolati e dei commercianti del quartiere.
Alla base del ritardo, secondo il Comune, ci sono le interferenze con i sottoservizi emerse durante gli scavi: tubature del gas e cavi elettrici non segnati nelle mappe, che hanno costretto l'impresa a rivedere il progetto in tre punti del tracciato. «Abbiamo trovato sotto l'asfalto situazioni che nessuno conosceva, alcune risalenti agli anni Cinquanta», ha spiegato Pegoraro. «Preferiamo perdere qualche settimana piuttosto che mettere a rischio la sicurezza».
X: leggi | commento
Una spiegazione che non convince chi vive e lavora lungo il cantiere. «Ci avevano promesso che entro Natale la strada sarebbe stata riaperta. Adesso ci dicono marzo, ma chi ci garantisce che non diventi giugno?», chiede Loredana Basso, titolare di una merceria in via Facciolati da ventidue anni. Secondo l'associazione dei commercianti di zona, nell'ultimo anno gli incassi dei negozi affacciati sul cantiere sono calati in media del 35 per cento e quattro attività hanno già chiuso.
In via Facciolati il cantiere occupa entrambe le corsie per un tratto di circa quattrocento metri. I pedoni passano su una passerella di legno, i negozi sono raggiungibili solo a piedi e molte vetrine sono coperte dalla polvere. «I clienti anziani non vengono più, hanno paura di inciampare», racconta il titolare di una panetteria all'angolo con via Gattamelata, che da novembre ha ridotto l'orario di apertura.
Il Comune ha annunciato un secondo bando di ristori da 600 mila euro, destinato alle imprese con un calo di fatturato superiore al 20 per cento. Le domande potranno essere presentate dal 15 gennaio. Il primo bando, chiuso a settembre, aveva distribuito 420 mila euro a 86 attività.
Dure le reazioni dell'opposizione. Il capogruppo della lista civica Padova Domani, Federico Zanella, ha chiesto le dimissioni dell'assessore: «È il terzo rinvio in un anno. Serve un cronoprogramma vero, con penali per l'impresa, non l'ennesimo annuncio».
Nelle prossime settimane il cantiere si sposterà verso il tratto di via Gattamelata, dove dal 7 gennaio sarà istituito il senso unico alternato. Le linee di autobus 9 e 15 manterranno il percorso deviato almeno fino alla primavera.
X: newsletter |
"""

TANGENZIALE = """
Mattinata di passione per gli automobilisti sulla tangenziale Nord. Poco prima delle 7.30, all'altezza dello svincolo di Limena, un furgone e due auto si sono scontrati nella corsia in direzione Vicenza. Un uomo di 46 anni, residente a Vigonza, è stato trasportato in ospedale con ferite non gravi.
Sul posto sono intervenuti la polizia stradale e i vigili del fuoco. La carreggiata è rimasta parzialmente chiusa fino alle 9.30, con code fino a cinque chilometri e ripercussioni sulla viabilità di Selvazzano e Rubano.
"""

LONGREAD = """
Dall'alto dell'argine, a Roncajette, il Bacchiglione sembra un fiume tranquillo. L'acqua scorre lenta e marrone, gli aironi si posano sui rami caduti, un pescatore sistema la canna su una sedia pieghevole. Ma basta scendere di qualche metro verso la golena per vedere le ferite: tratti di terreno franato, tane di nutrie che bucano la sponda, alberi inclinati pronti a cadere in acqua alla prima piena.
Abbiamo percorso a piedi dieci chilometri di argine, da Ponte San Nicolò fino a Bovolenta, insieme a tecnici, agricoltori e volontari della protezione civile. L'obiettivo era capire se, a sedici anni dall'alluvione che nel 2010 sommerse mezzo Veneto, il territorio a sud di Padova sia oggi più sicuro. La risposta, come spesso accade, è: dipende da dove si guarda.
## Le opere finite e quelle sulla carta
Sulla carta, negli ultimi quindici anni sono stati spesi nel bacino del Bacchiglione oltre 180 milioni di euro tra bacini di laminazione, rialzi arginali e interventi di manutenzione. Il bacino di laminazione a monte di Vicenza è operativo da diversi anni e nelle piene più recenti ha trattenuto milioni di metri cubi d'acqua che altrimenti sarebbero arrivati a valle.
«Senza quelle opere, nell'ultima grande piena avremmo avuto di nuovo l'acqua nelle case», spiega l'ingegnere Paolo Marcato, che per vent'anni ha lavorato al Genio civile di Padova. «Ma i bacini a monte sono solo una parte della soluzione. Se gli argini a valle non sono in grado di reggere una piena prolungata, il rischio resta».
FIG: L'argine del Bacchiglione a Roncajette | L'argine del Bacchiglione a Roncajette: in primo piano le tane scavate dalle nutrie (foto Benetti)
## Nutrie, crepe e pochi soldi
Il problema, ripetono tutti quelli che incontriamo lungo il percorso, è la manutenzione ordinaria. A Casalserugo, Renzo Toffanin coltiva mais e soia su terreni che confinano con l'argine. Ci mostra una serie di buchi allineati alla base della sponda: «Sono le nutrie. Scavano gallerie lunghe anche dieci metri. Quando il fiume sale, l'acqua entra lì dentro e l'argine si indebolisce dall'interno. L'ho segnalato tre volte, quest'anno».
Il Consorzio di bonifica competente conferma che il problema è diffuso e che le risorse non bastano. Secondo i dati forniti dall'ente, la manutenzione dei 120 chilometri di argini di sua competenza costerebbe circa 4 milioni di euro l'anno; il bilancio ne prevede poco più della metà. «Facciamo delle scelte, interveniamo prima dove il rischio è maggiore», spiega il direttore tecnico, Marco Scarpa. «Ma con queste cifre è inevitabile lasciare indietro qualcosa».
X: quote | «Quando il ricordo si allontana, cala anche l'attenzione»
## Chi vive accanto al fiume
A Bovolenta, dove il Bacchiglione incontra il canale di Pontelongo, la memoria del 2010 è ancora viva. Nella piazza del paese una targa segna il livello raggiunto dall'acqua: un metro e quaranta. Gabriella Rampazzo, che all'epoca gestiva un forno, ricorda di aver passato la notte al primo piano con i due figli piccoli, ascoltando il rumore dell'acqua che entrava nel negozio.
«Da allora ogni volta che piove per tre giorni di fila non dormo», racconta. «Ci dicono che adesso è tutto più sicuro, ma io vedo l'argine dietro casa e mi sembra uguale a prima». Come lei, molti residenti chiedono di essere informati meglio: sapere quali interventi sono stati fatti, dove, e cosa resta da fare.
La protezione civile comunale ha organizzato negli ultimi due anni quattro esercitazioni con la popolazione e ha distribuito un opuscolo con le vie di fuga e i punti di raccolta. Ma alle simulazioni, ammette il coordinatore dei volontari, Luca Bettin, partecipa sempre meno gente. «Quando il ricordo si allontana, cala anche l'attenzione. È umano, ma è proprio quello che ci preoccupa».
## Le prossime piene
Gli esperti concordano su un punto: con il cambiamento climatico le piene saranno più frequenti e concentrate. Piogge intense in poche ore mettono sotto pressione un sistema idraulico progettato per eventi diversi. La Regione ha annunciato un nuovo piano di interventi per il bacino del Bacchiglione, da presentare entro la primavera, che dovrebbe includere anche il rialzo di alcuni tratti arginali a valle di Padova.
Al tramonto torniamo a Roncajette. Il pescatore se n'è andato, il fiume scorre tranquillo come al mattino. Sull'argine qualcuno ha piantato un cartello scritto a mano: «Qui l'acqua è arrivata nel 2010. Non dimenticate». È forse la misura più efficace contro il rischio: la memoria, e la pretesa che chi deve intervenire lo faccia prima della prossima piena.
X: newsletter |
"""

BILANCIO = """
Dopo quasi quattordici ore di discussione, il Consiglio comunale di Padova ha approvato poco dopo la mezzanotte il bilancio di previsione 2027. I voti favorevoli sono stati 21, i contrari 11; nessun astenuto. La seduta, iniziata alle 10 del mattino, è stata sospesa tre volte per consentire alla maggioranza di trovare un accordo sugli emendamenti.
Il documento prevede una spesa corrente di 412 milioni di euro e investimenti per 138 milioni, la cifra più alta degli ultimi dieci anni. Le voci principali riguardano la manutenzione delle scuole, il completamento della [[tram|linea 2 del tram]] e un piano per la riqualificazione di 14 impianti sportivi di quartiere.
Nessun aumento per l'addizionale Irpef, che resta allo 0,8 per cento, mentre la tariffa rifiuti crescerà in media del 2,5 per cento per coprire l'aumento dei costi di smaltimento. «È un bilancio che non mette le mani in tasca ai padovani e che punta sugli investimenti», ha commentato l'assessora al Bilancio, Cristina Menegazzo.
Dei 146 emendamenti presentati, quasi tutti dall'opposizione, ne sono stati approvati nove. Tra questi, lo stanziamento di 250 mila euro per i centri estivi nei quartieri periferici e un fondo da 100 mila euro per l'abbattimento delle barriere architettoniche negli edifici comunali.
Critiche le minoranze, che hanno contestato i tempi e il metodo. «Ci hanno consegnato il testo definitivo degli allegati tre giorni fa. Discutere un bilancio da mezzo miliardo in queste condizioni è umiliante per il Consiglio», ha detto in aula la consigliera Sara Bertin.
Il bilancio dovrà ora essere trasmesso alla Regione e alla Corte dei conti. Le prime variazioni sono attese già a febbraio, dopo l'approvazione del rendiconto 2026.
"""

CALCIO = """
Sotto di un gol all'intervallo, l'Euganea ribalta la Virtus Brenta nella ripresa e conquista tre punti che valgono il secondo posto in classifica. Decidono le reti di Cappellato al 58' e di Nardin all'84', dopo il vantaggio ospite firmato da Tessari a metà del primo tempo.
La partenza della squadra di mister Giorgio Lazzarin è stata contratta. La Virtus, ben messa in campo, ha chiuso gli spazi centrali e ha colpito alla prima vera occasione: cross dalla destra di Fiorin e colpo di testa di Tessari, che ha anticipato Zago sul primo palo. Il pubblico ha rumoreggiato.
Nella ripresa Lazzarin ha cambiato modulo, passando al 4-3-3 con l'ingresso di Nardin sulla sinistra. La mossa ha dato profondità e la pressione dei padroni di casa è cresciuta. Al 58' Cappellato ha trovato il pareggio con un sinistro a giro dal limite che si è infilato sotto l'incrocio.
La Virtus ha provato a ripartire in contropiede, ma l'Euganea ha continuato a spingere. All'84' la rete della vittoria: azione insistita sulla sinistra, palla arretrata di Bortolami e piattone di Nardin sul secondo palo. Nel finale un grande intervento del portiere Ferro su Tessari ha salvato il risultato.
«Nel primo tempo eravamo troppo lenti, abbiamo fatto il loro gioco», ha ammesso Lazzarin a fine gara. «Nella ripresa ho visto la squadra che voglio: aggressiva, con il coraggio di giocare la palla. Questa vittoria ci dà fiducia per il derby di domenica».
Con questo successo l'Euganea sale a 31 punti, a meno tre dalla capolista. Domenica è in programma la trasferta di Cittadella.
"""

MOSTRA = """
Una sala buia, illuminata soltanto da una grande mappa della laguna di Venezia disegnata nel 1546. È il primo colpo d’occhio della mostra “Disegnare il mondo. Cartografi veneti del Cinquecento”, che apre sabato a Palazzo Trevisan e resterà visitabile fino al 5 aprile.
L’esposizione, curata dalla storica Marta Boscolo, riunisce 74 opere tra carte geografiche, atlanti, globi e strumenti di misurazione provenienti da biblioteche e archivi italiani ed europei. Molti pezzi non erano mai stati esposti al pubblico, tra cui un portolano manoscritto del 1552 conservato in una collezione privata di Chioggia.
“Nel Cinquecento la Repubblica di Venezia era una delle capitali della cartografia”, spiega Boscolo. “Qui si stampavano le carte più aggiornate, si raccoglievano le notizie portate dai mercanti e dai navigatori, si discuteva di come rappresentare le terre appena scoperte. Volevamo raccontare questo laboratorio di conoscenza, e il ruolo che vi ebbe anche l’Università di Padova”.
Il percorso è diviso in cinque sezioni. Si parte dalle mappe della laguna e della Terraferma, usate per amministrare il territorio e controllare le acque, per arrivare alle grandi carte del mondo, dove l’America compare ancora con contorni incerti e le coste dell’Africa sono disegnate con precisione sorprendente. Una sezione è dedicata agli strumenti: astrolabi, bussole e compassi prestati dal museo di storia della scienza dell’ateneo.
Particolare attenzione è riservata ai bambini, con un percorso che permette di “disegnare” una mappa su un tavolo digitale e di confrontarla con quelle originali. Le scuole potranno prenotare visite guidate gratuite fino a febbraio.
La mostra è aperta dal martedì alla domenica, dalle 10 alle 19. Il biglietto intero costa 9 €, il ridotto 6 €; l’ingresso è gratuito per i residenti la prima domenica del mese.
"""

COMMENTO = """
Il nuovo [[tram|rinvio dei lavori del tram in via Facciolati]] non è soltanto una cattiva notizia per i commercianti del quartiere, che pure pagano il prezzo più alto. È il sintomo di un modo di governare le grandi opere che Padova, come molte città italiane, non riesce a lasciarsi alle spalle: si annunciano scadenze ottimistiche, si scoprono problemi che andavano previsti, si rinvia, si promettono ristori.
Nessuno mette in dubbio che sotto l'asfalto di una città antica si possano trovare sorprese. Ma proprio per questo una progettazione seria dovrebbe prevedere margini realistici, sondaggi preliminari accurati e un piano per chi vive e lavora lungo il cantiere. Dire «a Natale» sapendo che si tratta di una scommessa significa consumare la fiducia dei cittadini, che è la risorsa più scarsa di tutte.
Il punto, però, non è trovare un colpevole di turno. Il tram è un'opera necessaria: una città che vuole ridurre il traffico e l'inquinamento non può continuare a contare solo sugli autobus. Chi oggi chiede di fermare tutto, o di tornare indietro, non offre alternative credibili. E chi governa ha il dovere di difendere il progetto anche quando è impopolare.
Difenderlo, però, significa anche cambiare metodo. Tre proposte, semplici. La prima: un cronoprogramma pubblico, aggiornato ogni mese, con le scadenze di ogni tratto e le cause di eventuali ritardi. La seconda: penali vere per le imprese, e premi per chi consegna in anticipo, come avviene in altri Paesi europei. La terza: un referente unico per i residenti e i commercianti, una persona con nome e cognome che risponda al telefono e dia risposte.
Nulla di rivoluzionario. Sono strumenti che esistono già in molte città e che richiedono più volontà che risorse. Ma segnerebbero un cambio di atteggiamento: dall'annuncio alla rendicontazione, dalla promessa al patto.
Padova ha davanti a sé anni di cantieri: dopo la linea 2 toccherà alla linea 3, poi al nuovo ospedale. Se ogni opera sarà accompagnata dalla stessa sequenza di annunci e rinvii, il rischio è che la città si stanchi non dei cantieri, ma dell'idea stessa di cambiamento. E sarebbe la perdita più grave.
"""

FABBRICA = """
Presidio davanti ai cancelli, otto ore di sciopero e un corteo fino alla sede della Provincia. I lavoratori della Meccanica Brenta, l'azienda di componenti per macchine agricole con sede nella zona industriale di Padova, sono scesi in strada dopo l'annuncio di 300 esuberi su 720 dipendenti.
La proprietà, un fondo d'investimento tedesco che ha acquisito l'azienda nel 2022, ha comunicato ai sindacati l'intenzione di trasferire in Polonia la produzione dei riduttori, il reparto più grande dello stabilimento. Secondo l'azienda, il calo degli ordini e l'aumento dei costi energetici renderebbero insostenibile mantenere l'intera filiera in Italia.
«Fino a sei mesi fa ci dicevano che gli ordini erano in crescita e che servivano nuove assunzioni», racconta Michele Carraro, operaio da diciannove anni e delegato sindacale. «Adesso scopriamo che hanno già trovato il capannone in Polonia. È evidente che la decisione era presa da tempo».
FIG: Il presidio davanti ai cancelli della Meccanica Brenta | Il presidio dei lavoratori davanti ai cancelli della Meccanica Brenta (Fotoservizio Corriere Euganeo)
I sindacati chiedono il ritiro della procedura di licenziamento collettivo e l'apertura di un tavolo in Regione. «Questa non è un'azienda in crisi: ha chiuso il 2025 con un utile di 11 milioni», sottolinea Daniela Trevisan, segretaria provinciale dei metalmeccanici. «Se ci sono difficoltà, si discuta di contratti di solidarietà e investimenti, non di delocalizzazione».
L'assessore regionale al Lavoro ha convocato le parti per il 10 dicembre. Anche il sindaco di Padova, presente al presidio, ha espresso solidarietà ai lavoratori e ha chiesto all'azienda di «sospendere ogni decisione in attesa del confronto istituzionale».
La Meccanica Brenta è una delle aziende storiche della zona industriale: fondata nel 1961, ha rappresentato per decenni uno dei principali datori di lavoro della provincia. Attorno allo stabilimento lavorano anche una quarantina di piccole imprese dell'indotto.
X: newsletter |
"""

PHOTOS = [
    "L'albero di Natale alto diciotto metri montato in piazza dei Signori",
    "Le luminarie a forma di stella lungo via Roma, accese giovedì sera",
    "La pista di pattinaggio su ghiaccio allestita in Prato della Valle",
    "Bancarelle di artigianato e prodotti tipici sotto il Salone",
    "Il coro delle scuole medie durante la cerimonia di accensione",
    "Le proiezioni luminose sulla facciata di Palazzo Moroni",
    "Famiglie in coda per la giostra d'epoca in piazza delle Erbe",
    "Il presepe vivente allestito dai volontari della parrocchia del Carmine",
]

NOTICES = [
    (
        "È mancata all'affetto dei suoi cari",
        "ANNA MARIA ZANETTI ved. BORTOLIN",
        "di anni 87",
        "Ne danno il triste annuncio i figli Paolo e Lucia, il genero, la nuora e i nipoti tutti. I funerali avranno luogo lunedì 7 dicembre alle ore 10 nella chiesa di San Giuseppe.",
        "Padova, 4 dicembre 2026",
        "O.F. Bortolami - Padova",
    ),
    (
        "Serenamente è tornato alla casa del Padre",
        "GIUSEPPE FAVARO",
        "di anni 92",
        "Lo annunciano con dolore la moglie Teresa, i figli Marco e Chiara con le rispettive famiglie. Il rosario sarà recitato domenica alle ore 18. Si ringraziano anticipatamente quanti parteciperanno al dolore.",
        "Cadoneghe, 3 dicembre 2026",
        "Onoranze Funebri Santin",
    ),
    (
        "Ci ha lasciati",
        "LUCIANO MENEGHETTI",
        "di anni 74",
        "Ne danno il triste annuncio la moglie Graziella, il figlio Stefano con Elisa e gli adorati nipoti Tommaso e Giulia. Le esequie si terranno sabato 5 dicembre alle ore 15 nel duomo di Piove di Sacco.",
        "Piove di Sacco, 3 dicembre 2026",
        "O.F. Zorzi",
    ),
    (
        "Anniversario",
        "MARISA CECCHINATO",
        "2020 - 2026",
        "Sei sempre nei nostri pensieri e nei nostri cuori. Una santa messa sarà celebrata martedì 8 dicembre alle ore 9 nella chiesa di Santa Sofia.",
        "I tuoi cari",
        "",
    ),
    (
        "Partecipano al lutto",
        "",
        "",
        "I colleghi dello Studio Tecnico Rigon partecipano commossi al dolore della famiglia per la scomparsa del caro LUCIANO MENEGHETTI.",
        "Padova, 4 dicembre 2026",
        "",
    ),
    (
        "È mancato",
        "dott. ANTONIO DE ROSSI",
        "di anni 81",
        "Medico condotto a Teolo per oltre quarant'anni. Lo ricordano con affetto la sorella Franca, i nipoti e quanti lo hanno conosciuto e stimato. Funerali giovedì 10 dicembre alle ore 11 a Teolo.",
        "Teolo, 4 dicembre 2026",
        "O.F. Colli Euganei",
    ),
]


class Euganeo(Base):
    origin = "https://padova.corriere-euganeo.test"
    name = "Corriere Euganeo"
    prefix = "ceu"
    language = "it"
    page_ctype = "text/html; charset=UTF-8"
    absolute = True

    def pad_rules(self) -> list[str]:
        return css_rules(
            "ceu",
            [
                ".title-art-hp",
                ".summary-art-hp",
                ".writer",
                ".is-last-update",
                ".chapter-paragraph",
                ".bck-media-news",
                ".header-menu",
                ".footer-corriere",
                ".articleTitle",
                ".necrologio",
            ],
            260,
        )

    def st(
        self, key: str, path: str, title: str, when: str, authors: list[str], body: str, shape: str, **extra: object
    ) -> Doc:
        mode = extra.setdefault("ld", "local")
        iso = None if mode is None else (iso_utc(when, OFF) if mode == "utc" else iso_local(when, OFF))
        upd = extra.get("upd")
        return story(key, path, title, when[:10], iso, stamp(when, upd), authors, text(body), shape, when=when, **extra)

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "Corriere Euganeo",
                "corriere-locale-home",
                list=[
                    "tram",
                    "bilancio",
                    "fabbrica",
                    "commento",
                    "longread",
                    "tangenziale",
                    "gallery",
                    "calcio",
                    "mostra",
                ],
            )
        )
        add(
            page(
                "cronaca",
                "/notizie/cronaca/",
                "section",
                "Cronaca",
                "sezione",
                list=["tram", "tangenziale", "gallery", "longread"],
                more="cronaca2",
            )
        )
        add(
            page(
                "cronaca2",
                "/notizie/cronaca/index_2.shtml",
                "section",
                "Cronaca",
                "sezione-pagina-2",
                list=["bilancio", "fabbrica", "mostra"],
            )
        )
        add(page("tag", "/argomenti/tram/", "tag", "Tram", "argomento", list=["tram", "commento", "bilancio"]))
        add(page("author", "/firme/mario-rossi/", "author", "Mario Rossi", "firma", list=["tram", "bilancio"]))
        add(
            page(
                "search", "/ricerca/?q=Bacchiglione", "search", "Risultati della ricerca", "ricerca", list=["longread"]
            )
        )
        add(
            page(
                "gallery",
                "/foto-gallery/cronaca/26_dicembre_04/padova-accende-natale-foto-luminarie-6a7b8c9d-b1e5-11f1-9c3a-5e2f7b8d1a20.shtml",
                "gallery",
                "Padova accende il Natale: le foto delle luminarie",
                "photo-gallery-captions",
                when="2026-12-04 10:30",
            )
        )
        add(page("necrologie", "/necrologie/", "notice", "Necrologie", "necrologie-legacy-cp1252", **CP))
        add(
            page(
                "privacy",
                "/privacy.shtml",
                "policy",
                "Informativa sulla privacy",
                "informativa",
                lines=text("""
            Ultimo aggiornamento: 25 maggio 2026.
            Ai sensi del Regolamento (UE) 2016/679 (GDPR), Editoriale Euganea S.p.A., titolare del trattamento, informa gli utenti del sito sulle modalità di trattamento dei dati personali raccolti durante la navigazione e la registrazione.
            ## Dati trattati
            Dati di navigazione, dati forniti volontariamente dall'utente in fase di registrazione o di iscrizione alle newsletter, cookie tecnici e di profilazione, previo consenso.
            ## Diritti dell'interessato
            L'utente può in ogni momento chiedere l'accesso ai propri dati, la rettifica, la cancellazione o la limitazione del trattamento, scrivendo a privacy@corriere-euganeo.test.
        """),
            )
        )
        add(
            self.st(
                "tram",
                "/notizie/cronaca/26_dicembre_04/tram-linea-2-cantieri-slittano-a-marzo-protesta-commercianti-4a1f2c3e-b1d2-11f1-9c3a-5e2f7b8d1a20.shtml",
                "Tram, i cantieri della linea 2 slittano a marzo: esplode la protesta dei commercianti",
                "2026-12-04 08:45",
                ["Mario Rossi"],
                TRAM,
                "corriere-modifica-stamp-newsletter-in-body",
                upd="2026-12-04 11:20",
                section="Cronaca",
                tag=True,
                dek="L'assessore: «Sotto l'asfalto tubature mai segnate». Nuovo bando da 600 mila euro per i negozi di via Facciolati",
            )
        )
        add(
            self.st(
                "tangenziale",
                "/notizie/cronaca/26_dicembre_04/incidente-in-tangenziale-traffico-in-tilt-per-due-ore-7c2e91d0-b1c8-11f1-9c3a-5e2f7b8d1a20.shtml",
                "Incidente in tangenziale, traffico in tilt per due ore",
                "2026-12-04 08:02",
                [],
                TANGENZIALE,
                "redazione-brief-org",
                section="Cronaca",
                redazione=True,
            )
        )
        add(
            self.st(
                "longread",
                "/notizie/cronaca/26_novembre_29/bacchiglione-viaggio-lungo-argini-fragili-2b8d0e14-ae10-11f1-8f11-1c7e3a9b5d42.shtml",
                "Il fiume che fa paura: viaggio lungo il Bacchiglione, dieci chilometri di argini fragili",
                "2026-11-29 07:00",
                ["Chiara Benetti"],
                LONGREAD,
                "long-read-subheads",
                upd="2026-11-30 10:05",
                section="Cronaca",
                kicker="L'inchiesta",
                dek="Da Ponte San Nicolò a Bovolenta, a sedici anni dall'alluvione: opere finite, promesse, nutrie e pochi fondi per la manutenzione",
            )
        )
        add(
            self.st(
                "bilancio",
                "/notizie/politica/26_dicembre_04/consiglio-comunale-approvato-bilancio-2027-seduta-fiume-01f3a9c8-b17a-11f1-9c3a-5e2f7b8d1a20.shtml",
                "Consiglio comunale, approvato il bilancio 2027 dopo una seduta fiume",
                "2026-12-04 00:40",
                ["Giulia Zanon", "Mario Rossi"],
                BILANCIO,
                "after-midnight-utc-jsonld-two-authors",
                upd="2026-12-04 08:10",
                section="Politica",
                ld="utc",
                tag=True,
                dek="Ventuno voti favorevoli e undici contrari dopo quattordici ore di discussione. Approvati nove emendamenti",
            )
        )
        add(
            self.st(
                "calcio",
                "/sport/26_dicembre_02/euganea-rimonta-da-grande-squadra-2-1-alla-virtus-brenta-2403971824198.shtml",
                "Euganea, rimonta da grande squadra: 2-1 alla Virtus Brenta",
                "2026-12-02 23:05",
                ["Stefano Girardi"],
                CALCIO,
                "legacy-cp1252-sport-no-jsonld",
                section="Sport",
                ld=None,
                dek="Sotto di un gol all'intervallo, i padroni di casa ribaltano la partita con Cappellato e Nardin",
                **CP,
            )
        )
        add(
            self.st(
                "mostra",
                "/cultura/26_dicembre_03/cartografi-veneti-cinquecento-mostra-palazzo-trevisan-2403981102745.shtml",
                "I cartografi veneti del Cinquecento in mostra a Palazzo Trevisan",
                "2026-12-03 12:30",
                ["Elena Furlan"],
                MOSTRA,
                "legacy-cp1252-curly-quotes-euro",
                section="Cultura",
                ld=None,
                dek="Settantaquattro opere tra mappe, atlanti e strumenti: da sabato fino al 5 aprile",
                **CP,
            )
        )
        add(
            self.st(
                "commento",
                "/notizie/opinioni/26_dicembre_04/coraggio-di-scegliere-sulla-mobilita-5d0e7a22-b1b0-11f1-9c3a-5e2f7b8d1a20.shtml",
                "Il coraggio di scegliere sulla mobilità",
                "2026-12-04 06:30",
                ["Francesco Dal Santo"],
                COMMENTO,
                "opinion-commento",
                upd="2026-12-04 07:30",
                section="Opinioni",
                kicker="Il commento",
                tag=True,
            )
        )
        add(
            self.st(
                "fabbrica",
                "/notizie/economia/26_dicembre_03/meccanica-brenta-300-posti-a-rischio-sciopero-presidio-9e4b2f70-b0f1-11f1-8e5c-0d3a6f1b2c84.shtml",
                "Meccanica Brenta, 300 posti a rischio: sciopero e presidio davanti ai cancelli",
                "2026-12-03 14:10",
                ["Giulia Zanon"],
                FABBRICA,
                "standard-modifica",
                upd="2026-12-03 17:45",
                section="Economia",
                dek="Il fondo tedesco proprietario vuole spostare in Polonia la produzione dei riduttori. Tavolo in Regione il 10 dicembre",
            )
        )

    def box(self, name: str, arg: str) -> str:
        if name == "leggi":
            return f'<div class="bck-media-news"><p class="chapter-paragraph"><strong>Leggi anche</strong></p><ul><li>{self.a(arg, self.docs[arg].title, "content")}</li></ul></div>'
        if name == "newsletter":
            return '<p class="chapter-paragraph"><strong>Se vuoi restare aggiornato sulle notizie di Padova e provincia iscriviti gratis alla newsletter del Corriere Euganeo. Arriva ogni giorno direttamente nella tua casella di posta alle 7 del mattino. Basta <a href="https://newsletter.corriere-euganeo.test/padova">cliccare qui</a>.</strong></p>'
        if name == "quote":
            return f'<blockquote class="quote-art"><p>{esc(arg)}</p></blockquote>'
        raise KeyError(name)

    def fig(self, alt: str, cap: str) -> str:
        return f'<figure class="media-news"><img src="{IMG}{img(alt)}" alt="{esc(alt)}" loading="lazy"><figcaption class="media-news__caption">{esc(cap)}</figcaption></figure>'

    # ---- frames
    def frame(self, doc: Doc, main: str) -> str:
        if doc.extra.get("legacy"):
            return self.legacy_frame(doc, main)
        when = doc.extra.get("when")
        metas = [
            f"<title>{esc(doc.title)}- Corriere Euganeo</title>"
            if doc.key != "home"
            else "<title>Corriere Euganeo - Notizie di Padova e provincia</title>",
            f'<meta name="description" content="{esc(doc.dek or self.lede(doc) or "Le notizie di Padova e provincia.")}">',
            f'<meta property="og:type" content="{"article" if doc.is_article or doc.kind == "gallery" else "website"}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:url" content="{esc(self.url(doc.key))}">',
            '<meta property="og:site_name" content="Corriere Euganeo">',
            f'<meta property="og:image" content="{IMG}{img(doc.key)}">',
            f'<link rel="canonical" href="{esc(self.url(doc.key))}">',
        ]
        if doc.is_article:
            metas.append(f'<meta name="author" content="{esc(", ".join(doc.authors) or "Redazione Padova")}">')
            metas.append(f'<meta name="section" content="{esc(doc.section)}">')
            metas.append(f'<meta property="article:published_time" content="{iso_local(when, OFF)}">')
            if doc.iso:
                upd = doc.extra.get("upd") or when
                ld = {
                    "@context": "https://schema.org",
                    "@type": "NewsArticle",
                    "headline": doc.title,
                    "description": doc.dek or self.lede(doc),
                    "datePublished": doc.iso,
                    "dateModified": iso_utc(upd, OFF) if doc.extra["ld"] == "utc" else iso_local(upd, OFF),
                    "author": {"@type": "Organization", "name": "Redazione Padova"}
                    if doc.extra.get("redazione")
                    else [{"@type": "Person", "name": a} for a in doc.authors],
                    "publisher": {
                        "@type": "Organization",
                        "name": "Corriere Euganeo",
                        "logo": {
                            "@type": "ImageObject",
                            "url": "https://padova.corriere-euganeo.test/img/logo-amp.png",
                        },
                    },
                    "articleSection": doc.section,
                    "mainEntityOfPage": {"@type": "WebPage", "@id": self.url(doc.key)},
                    "image": [f"{IMG}{img(doc.key)}"],
                }
                metas.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        nav = "".join(
            f'<li class="header-menu__item">{self.a(k, t, "nav")}</li>'
            for k, t in (("home", "Home"), ("cronaca", "Cronaca"), ("gallery", "Foto"), ("necrologie", "Necrologie"))
        )
        nav += "".join(
            f'<li class="header-menu__item"><a href="{self.origin}{u}">{t}</a></li>'
            for u, t in (
                ("/notizie/politica/", "Politica"),
                ("/notizie/economia/", "Economia"),
                ("/sport/", "Sport"),
                ("/cultura/", "Cultura"),
                ("/notizie/opinioni/", "Opinioni"),
                ("/video/", "Video"),
                ("/meteo/", "Meteo"),
            )
        )
        return f"""<!DOCTYPE html>
<html lang="it">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
{chr(10).join(metas)}
<link rel="stylesheet" href="https://static2.corriere-euganeo.test/css/locali/main.css?v=2026.11.3">
<style>/*PAD*/</style>
<script>var utag_data={{"page_type":"{"articolo" if doc.is_article else doc.kind}","section":"{esc(doc.section or doc.title)}","local":"padova","paywall":"false"}};</script>
<script async src="https://static2.corriere-euganeo.test/js/cmp/iab-tcf.js"></script>
</head>
<body class="{"article" if doc.is_article else "section"}">
<div class="bck-adv" id="adv-Top"></div>
<header class="header-corriere"><div class="header-corriere__top"><a href="https://www.corriere-euganeo.test/">Corriere Euganeo</a> · <span>Padova</span> · <a href="https://abbonamenti.corriere-euganeo.test/">Abbonati</a> · <a href="https://login.corriere-euganeo.test/">Accedi</a></div>
<div class="header-corriere__logo">{self.a("home", "Corriere Euganeo · Padova", "nav")}</div>
<nav class="header-menu"><ul>{nav}</ul></nav>
<form class="header-search" action="{self.origin}/ricerca/"><input type="text" name="q" placeholder="Cerca"></form></header>
<main class="main-content">
{main}
</main>
<aside class="aside-most-read"><h3>I più letti</h3><ol>{"".join(f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>" for k in ("tram", "fabbrica", "longread"))}</ol></aside>
<footer class="footer-corriere"><ul class="footer-corriere__links"><li>{self.a("privacy", "Privacy", "footer")}</li><li>{self.a("necrologie", "Necrologie", "footer")}</li><li><a href="{self.origin}/cookie-policy.shtml">Cookie policy</a></li><li><a href="{self.origin}/redazione.shtml">La redazione</a></li><li><a href="{self.origin}/rss/homepage.xml">RSS</a></li><li><a href="https://pubblicita.corriere-euganeo.test/">Pubblicità</a></li></ul>
<p>Copyright 2026 © Editoriale Euganea S.p.A. Tutti i diritti sono riservati. P.IVA 01234567890. Per la pubblicità: Euganea Pubblicità S.r.l.</p></footer>
<div class="cmp-banner" id="cmp-banner"><p>Noi e terze parti selezionate utilizziamo cookie o tecnologie simili per finalità tecniche e, con il tuo consenso, anche per altre finalità come specificato nella {self.a("privacy", "informativa sulla privacy", "footer")}. Puoi acconsentire all'utilizzo di tali tecnologie chiudendo questa informativa.</p><button>Accetta</button> <button>Rifiuta</button></div>
<script src="https://static2.corriere-euganeo.test/js/locali/main.js?v=2026.11.3" defer></script>
</body>
</html>"""

    def legacy_frame(self, doc: Doc, main: str) -> str:
        return f"""<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN" "http://www.w3.org/TR/html4/loose.dtd">
<html>
<head>
<meta http-equiv="Content-Type" content="text/html; charset=windows-1252">
<title>{esc(doc.title)} - Corriere Euganeo</title>
<meta name="description" content="{esc(doc.dek or self.lede(doc) or "Necrologie e annunci funebri di Padova e provincia")}">
<meta name="keywords" content="{esc(doc.section or doc.title)}, Padova, Corriere Euganeo">
<meta name="robots" content="index,follow">
<link rel="stylesheet" type="text/css" href="https://static2.corriere-euganeo.test/css/old/locali.css">
<style type="text/css">/*PAD*/</style>
<script type="text/javascript" src="https://static2.corriere-euganeo.test/js/old/prototype.js"></script>
</head>
<body>
<div id="contenitore">
<table id="testata" width="980" cellpadding="0" cellspacing="0"><tr><td class="logo">{self.a("home", "Corriere Euganeo", "nav")}</td><td class="data_testata">Venerdì 4 dicembre 2026</td></tr></table>
<div id="menu_sezioni">{self.a("home", "HOME", "nav")} | {self.a("cronaca", "CRONACA", "nav")} | <a href="{self.origin}/sport/">SPORT</a> | <a href="{self.origin}/cultura/">CULTURA</a> | {self.a("necrologie", "NECROLOGIE", "nav")}</div>
<table width="980" cellpadding="0" cellspacing="0"><tr><td valign="top" width="640">
{main}
</td><td valign="top" width="340" class="colonna_destra">
<div class="box_dx"><h3>Ultime notizie</h3><ul>{"".join(f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>" for k in ("tram", "calcio", "mostra"))}</ul></div>
<div class="box_dx"><a href="https://abbonamenti.corriere-euganeo.test/">Abbonati all'edizione digitale</a></div>
</td></tr></table>
<div id="footer">{self.a("privacy", "Privacy", "footer")} | <a href="{self.origin}/redazione.shtml">Redazione</a> | Copyright 2026 © Editoriale Euganea S.p.A. Tutti i diritti riservati</div>
</div>
<script type="text/javascript">var s_account="ceupadova";var s_pageName="{esc(doc.section or doc.kind)}";</script>
</body>
</html>"""

    # ---- mains
    def writer(self, doc: Doc) -> str:
        if doc.extra.get("redazione"):
            return '<span class="writer">Redazione</span>'
        names = [self.a("author", a, "byline") if a == "Mario Rossi" else esc(a) for a in doc.authors]
        return '<span class="writer">di ' + " e ".join(names) + "</span>"

    def story_main(self, doc: Doc) -> str:
        when = doc.extra["when"]
        if doc.extra.get("legacy"):
            body = blocks_html(self, doc.blocks, fig=self.fig, x=self.box)
            rel = "".join(
                f"<li>{self.a(k, self.docs[k].title, 'related')}</li>"
                for k in ("calcio", "mostra", "longread")
                if k != doc.key
            )
            return f"""<div class="corpo_articolo">
<p class="sezione_articolo">{esc(doc.section.upper())}</p>
<h1 class="articleTitle">{esc(doc.title)}</h1>
<h2 class="articleSummary">{esc(doc.dek)}</h2>
<p class="firma_articolo">di {esc(doc.authors[0])}</p>
<p class="data_articolo">{doc.stamp}</p>
<div class="strumenti"><a href="javascript:window.print()">stampa</a> | <a href="mailto:?subject={esc(doc.title)}">invia</a> | <a href="https://www.facebook.com/sharer.php?u={esc(self.url(doc.key))}">condividi</a></div>
<div class="testo_articolo">
{body}
</div>
<p class="riproduzione">RIPRODUZIONE RISERVATA</p>
<div class="box_correlati"><h3>Articoli correlati</h3><ul>{rel}</ul></div>
</div>"""
        body = blocks_html(
            self,
            doc.blocks,
            p='<p class="chapter-paragraph">{}</p>',
            h='<{tag} class="chapter-title">{}</{tag}>',
            fig=self.fig,
            x=self.box,
        )
        upd = doc.extra.get("upd")
        kicker = f'<p class="kicker-art">{esc(doc.extra["kicker"])}</p>' if doc.extra.get("kicker") else ""
        dek = f'<p class="summary-art-hp">{esc(doc.dek)}</p>' if doc.dek else ""
        tags = (
            f'<div class="tags-art"><span>Argomenti:</span> {self.a("tag", "Tram", "content")} <a href="{self.origin}/argomenti/mobilita/">Mobilità</a></div>'
            if doc.extra.get("tag")
            else ""
        )
        rel = "".join(
            f'<div class="bck-media-news --related"><span class="media-news__section">{esc(self.docs[k].section)}</span>{self.a(k, self.docs[k].title, "related")}</div>'
            for k in [k for k in ARTS if k != doc.key and not self.docs[k].extra.get("legacy")][:5]
        )
        u = esc(self.url(doc.key))
        return f"""<article class="article-wrapper">
<div class="wrapper-header-article">
<p class="section-art"><a href="{self.origin}/{"/".join(doc.path.split("/")[1:3])}/">{esc(doc.section)}</a></p>
{kicker}
<h1 class="title-art-hp is-xxl">{esc(doc.title)}</h1>
{dek}
<div class="info-art">{self.writer(doc)}
<p class="is-last-update" datetime="{iso_local(upd or when, OFF)}">{doc.stamp}</p></div>
<div class="share-art"><a href="https://www.facebook.com/sharer.php?u={u}">Facebook</a> <a href="https://x.com/intent/post?url={u}">X</a> <a href="https://api.whatsapp.com/send?text={u}">WhatsApp</a> <a href="mailto:?subject={esc(doc.title)}">Email</a></div>
</div>
<div id="content-to-read" class="content">
{body}
<p class="chapter-paragraph is-copyright">Corriere Euganeo © RIPRODUZIONE RISERVATA</p>
</div>
{tags}
</article>
<section class="related-art"><h3>Leggi anche</h3>{rel}</section>"""

    def listing_main(self, doc: Doc) -> str:
        items = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            when = d.extra.get("when", "2026-12-04 00:00")
            by = ("di " + " e ".join(d.authors)) if d.authors else ("Redazione" if d.is_article else "Foto")
            items.append(
                f'<div class="bck-media-news"><img src="{IMG}{img(k)}" alt="" loading="lazy"><span class="media-news__section">{esc(d.section or "Foto")}</span>'
                f'<h2 class="title-art-hp is-medium">{self.a(k, d.title, "content")}</h2><p class="summary-art-hp">{esc(self.lede(d))}</p><span class="media-news__author">{esc(by)}</span> <span class="media-news__date">{day(when)}</span></div>'
            )
        items.extend(
            f'<div class="bck-media-news"><span class="media-news__section">{esc(sec)}</span><h2 class="title-art-hp is-medium"><a href="{self.origin}{u}">{esc(t)}</a></h2></div>'
            for u, t, sec in extras(doc.key, doc.kind, EXTRA)
        )
        head = f'<h1 class="title-section">{esc(doc.title)}</h1>'
        if doc.key == "home":
            head = '<h1 class="is-hidden">Corriere Euganeo Padova</h1>'
            items.append(
                f'<div class="home-links">{self.a("cronaca", "Tutta la cronaca", "content")} · {self.a("tag", "Tram", "content")} · {self.a("search", "Cerca nell’archivio", "content")} · {self.a("necrologie", "Necrologie", "content")}</div>'
            )
        elif doc.kind == "author":
            head += '<p class="author-bio">Giornalista, segue la cronaca cittadina e la politica locale.</p>'
        elif doc.kind == "search":
            head += f'<form action="{self.origin}/ricerca/"><input type="text" name="q" value="Bacchiglione"></form><p class="search-count">1 risultato</p>'
        elif doc.kind == "tag":
            head += '<p class="tag-desc">Tutti gli articoli sulla rete tranviaria di Padova e sui cantieri delle nuove linee.</p>'
        more = ""
        if doc.extra.get("more"):
            more = f'<div class="pagination">{self.a(doc.extra["more"], "Pagina successiva", "pagination")}</div>'
        elif doc.key == "cronaca2":
            more = f'<div class="pagination">{self.a("cronaca", "Pagina precedente", "pagination")} <a href="{self.origin}/notizie/cronaca/index_3.shtml">Pagina successiva</a></div>'
        return f'<div class="section-wrapper">{head}{"".join(items)}{more}</div>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "gallery":
            when = doc.extra["when"]
            pics = "".join(
                f'<div class="photo-gallery__item"><img src="{IMG}{img("natale" + str(i))}" alt="{esc(c)}" loading="lazy"><p class="photo-gallery__caption">{esc(c)}</p><span class="photo-gallery__count">{i + 1} di {len(PHOTOS)}</span></div>'
                for i, c in enumerate(PHOTOS)
            )
            return f"""<div class="photo-gallery">
<p class="section-art"><a href="{self.origin}/notizie/cronaca/">Cronaca</a></p>
<h1 class="title-art-hp is-xxl">{esc(doc.title)}</h1>
<p class="is-last-update" datetime="{iso_local(when, OFF)}">{day(when)}</p>
<div class="photo-gallery__list">{pics}</div>
<p class="photo-gallery__credits">Fotoservizio Corriere Euganeo</p>
<div class="related-art"><h3>Altre gallerie</h3><a href="{self.origin}/foto-gallery/cronaca/26_novembre_28/nebbia-colli-euganei-foto-3c1d2e4f-ac91-11f1-8f11-1c7e3a9b5d42.shtml">La nebbia sui Colli Euganei</a></div>
</div>"""
        if doc.kind == "notice":
            notes = "".join(
                f'<div class="necrologio"><p class="necrologio__intro">{esc(a)}</p>'
                + (f'<p class="necrologio__nome">{esc(b)}</p>' if b else "")
                + (f'<p class="necrologio__eta">{esc(c)}</p>' if c else "")
                + f'<p class="necrologio__testo">{esc(d)}</p><p class="necrologio__luogo">{esc(e)}</p>'
                + (f'<p class="necrologio__of">{esc(f)}</p>' if f else "")
                + "</div>"
                for a, b, c, d, e, f in NOTICES
            )
            return f"""<div class="necrologie">
<h1 class="articleTitle">{esc(doc.title)}</h1>
<p class="necrologie_intro">Annunci funebri pubblicati oggi. Per pubblicare un necrologio rivolgersi agli sportelli di Euganea Pubblicità o alle onoranze funebri convenzionate.</p>
{notes}
<p class="necrologie_nav"><a href="{self.origin}/necrologie/?giorno=2026-12-03">Necrologie di ieri</a> | <a href="https://pubblicita.corriere-euganeo.test/necrologie">Pubblica un necrologio</a></p>
</div>"""
        body = blocks_html(self, doc.blocks)
        return f'<div class="static-page"><h1 class="title-section">{esc(doc.title)}</h1>\n{body}\n</div>'
