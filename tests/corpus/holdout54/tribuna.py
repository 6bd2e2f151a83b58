# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; Italian quotes and dashes are deliberate)
"""Tribuna Sportiva: an Italian sports paper, Gazzetta-like (RCS "bck" components: `bck-article-heading`,
`article-title`, `article-summary`, `article-author`, `article-date`, `bck-content-article`; URLs
`/Calcio/Serie-A/<Club>/03-12-2026/<slug>-<id>.shtml`, `/Calcio/Serie-A/`, `/Calcio/Serie-A/pagina-2/`,
`/argomenti/<slug>/`, `/firme/<slug>/`, `/ricerca/?q=`), Italian, UTF-8. Bylines "di Marco Bianchi", "di Paolo
Rinaldi e Giulia Moretti", "dal nostro inviato Luca Ferri"; dates printed "4 dicembre 2026 (modifica alle 09:12)" or,
across midnight, "3 dicembre 2026 (modifica il 4 dicembre 2026 alle 08:30)". `article:published_time` in +01:00, but
the pagelle carry UTC (23:20Z on 3 Dec = 00:20 on 4 Dec in Rome); the transfer story's JSON-LD is **broken JSON** (a
trailing comma); the ski brief has no byline and a JSON-LD with only `dateModified`; the editorial's JSON-LD author is
the paper. The calendar/results page and the photo gallery are not articles."""

from __future__ import annotations

import json

from common import Base, lines, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["pagelle", "cronaca", "vigilia", "mercato", "intervista", "commento", "basket", "sci"]
MONTH = "dicembre"

PAGELLE = lines("""
Una serata da ricordare per l'Aurora, che batte la Lanterna 3-1, aggancia il terzo posto e trova in Matteo Ferrari il suo trascinatore. Ecco i voti dei protagonisti.
### AURORA
B: Martini 6 || – Poco impegnato per un'ora, incolpevole sul gol di Greco. Sicuro nelle uscite alte nel finale.
B: Ruggeri 6,5 || – Spinge con continuità sulla destra e non concede nulla a Sala quando il pallone passa dalle sue parti.
B: Bellini 7 || – Un muro. Vince quasi tutti i duelli aerei e guida la difesa con personalità, anche quando la Lanterna alza il baricentro.
B: Vitale 6 || – Qualche sbavatura in impostazione, ma in marcatura non sbaglia. Giallo per un fallo tattico necessario.
B: Orsini 6,5 || – Corsa e attenzione. Suo il corner dell'1-0, dal suo piede nasce anche l'azione del 2-1.
B: De Santis 6 || – Fatica a trovare la posizione nel primo tempo, cresce nella ripresa quando Sartori lo allarga (dal 70' Fontana 6: entra con il piglio giusto).
B: Colombo 7,5 || – Il faro della squadra. Detta i tempi, recupera palloni e segna il 2-1 con un sinistro a giro che vale il prezzo del biglietto.
B: Lupo 6,5 || – Lavoro oscuro ma prezioso: il suo pressing su Costa costringe la Lanterna all'errore che vale il 3-1.
B: Santoro 6 || – Vivace ma impreciso negli ultimi metri (dal 63' Mariani 6,5: porta freschezza e colpisce un palo).
B: Ferrari 8 || – Devastante. Apre con un colpo di testa su angolo, chiude con un diagonale dopo aver saltato due uomini. Ogni pallone che tocca diventa un pericolo.
B: Pellegrino 6 || – Si sacrifica molto in fase difensiva e fa salire la squadra (dall'80' Cirillo s.v.).
B: All. Sartori 7 || – Dopo un avvio contratto azzecca le mosse a inizio ripresa. La sua Aurora ha ormai un'identità chiara.
### LANTERNA
B: Parodi 5,5 || – Sul primo gol resta sulla linea, sul terzo poteva fare meglio. Salva però su Mariani.
B: Canepa 5 || – Soffre Santoro all'inizio e Mariani nella ripresa. In affanno per tutta la partita.
B: Rossi 5 || – Perde Ferrari sull'1-0 e si fa saltare sul 3-1. Serata da dimenticare.
B: Ghiglione 5,5 || – Il migliore della linea difensiva, che stasera non è un gran complimento.
B: Sala 6 || – L'unico a creare qualcosa sulla sinistra. Suo il cross del pareggio.
B: Greco 6,5 || – Segna un bel gol di testa e prova a tenere in piedi la squadra anche dopo il 2-1. Non basta.
B: Marini 5 || – Sovrastato a centrocampo da Colombo, resta negli spogliatoi all'intervallo (dal 46' Bruzzone 5,5: non cambia l'inerzia).
B: Costa 5,5 || – Sbaglia troppi palloni in uscita, l'ultimo è fatale.
B: Ferrando 5 || – Mai pericoloso, si vede solo per un tiro dalla distanza finito in curva.
B: Bianco 5,5 || – Lotta, ma resta isolato. Chiede un rigore nel finale (dal 67' Traverso 5,5).
B: All. Lombardo 5 || – La squadra regge un tempo, poi si scioglie. Il cambio all'intervallo non sortisce effetti.
### ARBITRO
B: Guidi 6 || – Gestisce con calma una partita mai cattiva. Giusto il giallo a Vitale, corretta anche la decisione sul contatto tra Vitale e Bianco.
""")
TABELLINO = (
    'RAW:<div class="bck-match-report"><h3 class="bck-match-report__title">Il tabellino</h3>'
    "<p><strong>AURORA-LANTERNA 3-1</strong></p>"
    "<p><strong>MARCATORI:</strong> Ferrari al 9' e all'82', Greco (L) al 38', Colombo al 56'.</p>"
    "<p><strong>AURORA (4-3-3):</strong> Martini; Ruggeri, Bellini, Vitale, Orsini; De Santis (dal 70' Fontana), Colombo, Lupo; Santoro (dal 63' Mariani), Ferrari, Pellegrino (dall'80' Cirillo). All. Sartori.</p>"
    "<p><strong>LANTERNA (4-4-2):</strong> Parodi; Canepa, Rossi, Ghiglione, Sala; Greco, Marini (dal 46' Bruzzone), Costa, Ferrando; Bianco (dal 67' Traverso), Repetto. All. Lombardo.</p>"
    "<p><strong>ARBITRO:</strong> Guidi. <strong>AMMONITI:</strong> Vitale (A), Costa (L). <strong>SPETTATORI:</strong> 24.512.</p></div>"
)
CRONACA = lines("""
Ci ha messo un tempo, l'Aurora, a trovare la chiave. Poi l'ha girata due volte, e la Lanterna non ha più trovato la porta. Finisce 3-1 per la squadra di Sartori, che aggancia il terzo posto in classifica e allunga a sei la serie di partite senza sconfitte.
Il grande protagonista della serata è Matteo Ferrari, autore di una doppietta e di una prestazione che ha fatto alzare in piedi lo stadio più di una volta. Ma la vittoria porta anche la firma di Andrea Colombo, che ha preso per mano il centrocampo nella ripresa e ha segnato il gol che ha spaccato la partita.
## Il vantaggio e il pari
La partenza è tutta dei padroni di casa. Al 9' Ferrari anticipa Rossi sul primo palo e incorna sul cross da calcio d'angolo di Orsini: 1-0. L'Aurora sembra in controllo, ma col passare dei minuti la Lanterna prende coraggio e comincia a spingere sulla fascia sinistra con Sala.
Proprio da lì nasce il pareggio, al 38': cross teso di Sala e colpo di testa di Davide Greco, che si infila tra i due centrali e batte Martini sul secondo palo. Il centrocampista, alla seconda rete stagionale, esulta portandosi l'indice alla bocca. Si va al riposo sull'1-1, con la Lanterna più convinta e l'Aurora un po' spaesata.
FIG: Ferrari esulta dopo il 3-1 | Matteo Ferrari festeggia il gol del 3-1 sotto la curva. LaPresse
## La svolta nella ripresa
Sartori cambia qualcosa a inizio secondo tempo: Colombo si abbassa a ricevere tra i centrali, De Santis si allarga e il pallone comincia a girare più velocemente. Al 56' arriva il 2-1. Colombo riceve al limite dell'area, si sposta il pallone sul sinistro e disegna un tiro a giro che si infila all'incrocio, dove Parodi non può arrivare.
La Lanterna accusa il colpo. Lombardo prova a rispondere con un doppio cambio, ma è l'Aurora ad andare più vicina al terzo gol, con Mariani che al 71' colpisce il palo esterno da due passi. Il 3-1 arriva all'82': Lupo ruba palla a Costa sulla trequarti, serve Ferrari che salta Rossi e Ghiglione e chiude con un diagonale rasoterra.
Nel finale c'è spazio solo per le proteste genovesi su un contatto in area tra Vitale e Bianco, giudicato regolare dall'arbitro Guidi anche dopo un breve controllo al Var.
«Questa squadra sta imparando a soffrire», ha detto Sartori a fine partita. «Nel primo tempo abbiamo sbagliato troppo, ma nella ripresa si è vista la nostra identità. Ferrari? È un ragazzo che lavora tanto, si merita tutto quello che gli sta succedendo».
Amaro invece Lombardo: «Abbiamo giocato alla pari per un'ora, poi abbiamo preso un gol da fuoriclasse e ci siamo disuniti. Dobbiamo crescere nella gestione dei momenti difficili».
Con questo successo l'Aurora sale a 29 punti, la Lanterna resta ferma a 17. Domenica i torinesi saranno di scena a Verona, i genovesi ospiteranno lo Sporting Bari.
""")
VIGILIA = lines("""
Archiviata la vittoria sulla Lanterna, l'Aurora è già con la testa alla trasferta di domenica a Verona, contro una Virtus che in casa non perde da due mesi. Sartori ha concesso un giorno di riposo alla squadra e da oggi si torna al lavoro al centro sportivo di Orbassano, con una sola certezza: il tridente che ha steso i genovesi non si tocca.
Ferrari, Mariani e Pellegrino dovrebbero essere confermati, con Mariani che si è guadagnato il posto dopo l'ingresso positivo di giovedì e Santoro destinato a partire dalla panchina. «Ho tre attaccanti per due posti ogni settimana, ed è un bel problema da avere», ha scherzato il tecnico in conferenza stampa.
Qualche dubbio in più a centrocampo. De Santis ha accusato un affaticamento al flessore e verrà valutato domani: se non dovesse farcela, pronto Fontana, che contro la Lanterna è entrato bene. In difesa, Vitale è diffidato e sarà quasi certamente confermato, visto che Sartori non vuole rinunciare alla coppia con Bellini.
## La Virtus ritrova Donati
Dall'altra parte, Carboni recupera il regista Donati, fermo da tre settimane per una distorsione alla caviglia. Il centrocampista si è allenato regolarmente con il gruppo e dovrebbe partire titolare al posto di Valli. Restano invece out Pace, che ne avrà ancora per un mese, e il terzino Bonetti, squalificato.
La Virtus arriva alla sfida dopo il pareggio di Bari e con 22 punti in classifica. In casa ha raccolto cinque vittorie e due pareggi, e ha subito appena quattro gol: numeri che spiegano perché Sartori parli di «una delle trasferte più difficili del campionato».
«Verona è un campo dove si soffre, lo sanno tutti», ha aggiunto l'allenatore dell'Aurora. «Dobbiamo avere la stessa pazienza che abbiamo avuto nel secondo tempo contro la Lanterna. Se pensiamo di vincere nei primi venti minuti, rischiamo di farci male».
### LE PROBABILI FORMAZIONI
VIRTUS VERONA (4-3-3): Montanari; Zanetti, Bassi, Carraro, Piccoli; Tosi, Donati, Moro; Gatti, Ruzzante, Peruzzi. All. Carboni.
AURORA (4-3-3): Martini; Ruggeri, Bellini, Vitale, Orsini; De Santis, Colombo, Lupo; Mariani, Ferrari, Pellegrino. All. Sartori.
ARBITRO: Conti di Pesaro.
INDISPONIBILI: Virtus: Pace, Bonetti (squalificato). Aurora: nessuno.
DOVE VEDERLA: domenica alle 15, diretta su SportTre e in streaming su TribunaPlay.
""")
MERCATO = lines("""
La Pro Brianza fa sul serio per Luka Kovač. Il club biancorosso ha individuato nel centrocampista croato, in scadenza di contratto a giugno con il Sporting Bari, il rinforzo ideale per la seconda parte della stagione, e nei prossimi giorni potrebbe presentare un'offerta formale da circa tre milioni di euro.
Il direttore sportivo Enrico Valsecchi ha già avuto un primo contatto con gli agenti del giocatore, che ha dato la sua disponibilità al trasferimento. Kovač, 27 anni, ha rifiutato nelle scorse settimane la proposta di rinnovo del Bari e non nasconde la voglia di misurarsi con una squadra che lotta per l'Europa.
Il nodo resta la valutazione. Il Bari, che rischia di perderlo a parametro zero in estate, vorrebbe incassare almeno quattro milioni, ma sa di non avere molto potere contrattuale. Una soluzione potrebbe essere l'inserimento di una contropartita tecnica: piace il giovane attaccante Brambilla, poco utilizzato in questa prima parte di campionato.
## Il piano dell'allenatore
Per l'allenatore Fabio Redaelli, Kovač sarebbe il tassello mancante a centrocampo. Il tecnico della Pro Brianza cerca da inizio stagione un giocatore capace di abbinare quantità e qualità, e dopo l'infortunio di Galbiati la coperta si è fatta ancora più corta.
Sul croato, però, non c'è solo la Pro Brianza. Nelle ultime settimane si sono fatte avanti anche due squadre tedesche, che possono offrire un ingaggio più alto. Il giocatore, raccontano dal suo entourage, preferirebbe restare in Italia, dove vive da sei anni e dove è nata sua figlia.
Nei prossimi giorni è previsto un nuovo incontro tra le parti. La Pro Brianza vorrebbe chiudere prima di Natale, per consegnare a Redaelli il nuovo centrocampista già alla ripresa degli allenamenti.
""")
INTERVISTA = lines("""
Davide Greco ha 29 anni, una laurea in Economia presa a distanza e una passione per la vela che coltiva appena può. A Genova è arrivato tre stagioni fa quasi per caso e ne è diventato il capitano. Alla vigilia della sfida con l'Aurora, ci ha raccontato la sua Lanterna.
Q: Come sta la squadra dopo un avvio così complicato? || Meglio di quanto dica la classifica. Abbiamo perso tre partite nei minuti finali, e non è un caso: ci manca ancora la cattiveria di chiudere le gare. Ma il gruppo è sano, lavora bene e ha voglia di uscirne.
Q: Dove si perde la Lanterna? || Fuori casa. A Genova, con il nostro pubblico, abbiamo un'altra faccia. In trasferta abbassiamo la testa appena le cose si mettono male. È un aspetto mentale, più che tecnico, e ne parliamo molto tra di noi.
Q: Lei è il capitano. Come si gestisce un vestuario in difficoltà? || Parlando poco e in modo chiaro. Non sono uno che fa i discorsi prima della partita, preferisco parlare con i ragazzi uno per uno durante la settimana. I giovani hanno bisogno di sentirsi protetti, i più esperti di sentirsi responsabili.
Q: Cosa le ha dato Genova? || Tutto. Quando sono arrivato non conoscevo nessuno, e dopo due mesi mi fermavano per strada per parlare della partita. È una città che ti chiede tanto, ma che ti restituisce il doppio. Mi sento a casa, e i miei figli parlano già con l'accento genovese.
Q: Si parla di un interesse di squadre di alta classifica. || Ne parlano gli altri. Io ho un contratto fino al 2029 e una fascia al braccio. Finché la società mi vorrà, io resto qui. Non è una frase fatta: ho scelto Genova e la rifarei.
Q: Contro l'Aurora che partita sarà? || Difficile, perché loro stanno benissimo e hanno un attaccante come Ferrari che in questo momento fa la differenza. Ma sono partite in cui non hai niente da perdere, e a volte è proprio lì che cambi una stagione.
Q: E la vela? || Appena finisce il campionato, due settimane in barca con la famiglia. Senza telefono, se riesco.
""")
COMMENTO = lines("""
Il calcio italiano ha un problema con il tempo. Non quello dei recuperi, su cui si discute ogni settimana, ma quello che concediamo a un allenatore, a un giocatore, a un progetto prima di decidere che non funziona. Dieci partite, a volte cinque. Basta una sconfitta in casa per trasformare una promessa in un fallimento.
L'Aurora di Sartori è la prova che la pazienza, ogni tanto, paga. A settembre, dopo due sconfitte nelle prime tre giornate, in città si parlava già di sostituirlo. La squadra giocava male, i nuovi acquisti non si inserivano, Ferrari non segnava. La società ha scelto di aspettare. Oggi l'Aurora è terza, gioca il calcio più riconoscibile del campionato e ha un centravanti che vale una nazionale.
Non è sempre così, naturalmente. Ci sono allenatori che non trovano mai la chiave e progetti che nascono sbagliati. Ma il riflesso condizionato di cambiare tutto al primo segnale di crisi ha prodotto, negli ultimi anni, più danni che benefici: squadre con tre allenatori in una stagione, rose costruite da direttori diversi con idee opposte, giovani bruciati prima ancora di avere imparato il mestiere.
Il caso della Lanterna merita la stessa riflessione. La squadra di Lombardo è in difficoltà, e la sconfitta di giovedì ha mostrato limiti evidenti. Ma è una squadra giovane, costruita per crescere, e cambiare direzione adesso vorrebbe dire ricominciare da capo per la terza volta in due anni.
Chi guida un club dovrebbe distinguere tra una crisi di risultati e una crisi di idee. La prima si cura con il lavoro e con il tempo; la seconda, sì, richiede un cambiamento. Confonderle è l'errore più comune, e il più costoso.
Il pubblico ha il diritto di protestare, e i giornali quello di criticare. Ma le decisioni dovrebbero essere prese lontano dal rumore della domenica sera. È una regola semplice, che il nostro calcio continua a dimenticare.
""")
BASKET = lines("""
Colpo grosso della Libertas Ferrara, che espugna il campo dell'Adriatica Pesaro 81-86 e interrompe la serie di sei vittorie consecutive dei marchigiani. Decisivo Jamal Whitaker, autore di 24 punti con 5 su 8 da tre, ma a fare la differenza è stata soprattutto la difesa della squadra di Gianluca Benedetti nell'ultimo quarto.
Pesaro era partita fortissimo, chiudendo il primo periodo sul 27-15 grazie alle percentuali altissime dal perimetro. Ferrara però non si è disunita: con un parziale di 12-0 a cavallo tra secondo e terzo quarto, firmato da Whitaker e dal lungo Tommaso Boscolo, gli ospiti hanno rimesso la partita in equilibrio.
Il finale è stato tiratissimo. A 1'40" dalla sirena Pesaro conduceva ancora 79-78, poi una tripla di Whitaker e quattro liberi di Boscolo hanno chiuso i conti. Per i padroni di casa, 19 punti di Marco Ceccarelli, che però ha sbagliato i due tiri liberi del possibile sorpasso.
Per la Libertas è la terza vittoria consecutiva in trasferta, un dato che conferma la crescita di una squadra costruita in estate con un budget ridotto e molti giovani. Determinante anche l'apporto della panchina, che ha prodotto 27 punti contro i 9 di quella pesarese.
Qualche preoccupazione, invece, per le condizioni di Boscolo, che nel finale ha accusato un fastidio alla caviglia sinistra. Gli esami sono previsti per domani mattina, ma lo staff medico si è detto fiducioso.
«Abbiamo vinto una partita che per trenta minuti sembrava persa», ha detto Benedetti. «La squadra non ha mai smesso di difendere, ed è questo che mi rende più orgoglioso».
Con questo successo Ferrara sale al quarto posto con 14 punti, a pari merito con Pesaro. Domenica prossima la Libertas ospiterà la capolista.
""")
SCI = lines("""
Il forte vento in quota ha costretto gli organizzatori a rinviare lo slalom gigante maschile di Coppa del Mondo in programma oggi a Santa Caterina Valfurva. Le raffiche, che in cima alla pista hanno superato i 70 chilometri orari, non hanno permesso di garantire condizioni di sicurezza per gli atleti.
La gara è stata riprogrammata per domani, con la prima manche alle 10 e la seconda alle 13.30. Resta confermato lo slalom speciale di domenica.
""")


class Tribuna(Base):
    origin = "https://www.tribunasportiva.test"
    name = "Tribuna Sportiva"
    prefix = "tri"
    language = "it"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "tri",
            [
                ".bck-header",
                ".bck-article-heading",
                ".article-title",
                ".article-author",
                ".bck-content-article",
                ".bck-media-news",
                ".bck-footer",
                ".bck-match-report",
            ],
            260,
        )

    def build(self) -> None:
        add = self.add
        add(page("home", "/", "home", "Tribuna Sportiva", "bck-home",
                 list=["pagelle", "cronaca", "vigilia", "commento", "mercato", "intervista", "basket", "sci", "foto", "calendario"],
                 more="seriea2"))  # fmt: skip
        add(page("seriea", "/Calcio/Serie-A/", "section", "Serie A", "bck-section",
                 list=["pagelle", "cronaca", "vigilia", "mercato", "calendario"], more="seriea2"))  # fmt: skip
        add(page("seriea2", "/Calcio/Serie-A/pagina-2/", "section", "Serie A", "bck-section-page2",
                 list=["intervista", "commento", "mercato", "cronaca"], prev="seriea"))  # fmt: skip
        add(page("tag", "/argomenti/aurora-torino/", "tag", "Aurora Torino", "bck-argomento",
                 list=["pagelle", "cronaca", "vigilia", "foto", "commento"]))  # fmt: skip
        add(page("author", "/firme/marco-bianchi/", "author", "Marco Bianchi", "bck-firma",
                 list=["pagelle", "intervista"]))  # fmt: skip
        add(page("search", "/ricerca/?q=ferrari", "search", "Risultati della ricerca per: ferrari", "bck-search",
                 list=["pagelle", "cronaca", "foto"]))  # fmt: skip
        add(page("calendario", "/Calcio/Serie-A/calendario-risultati/15-giornata/", "results",
                 "Serie A 2026-2027: calendario e risultati della 15ª giornata", "calendar-results-table"))  # fmt: skip
        add(page("foto", "/Calcio/Serie-A/Aurora/03-12-2026/aurora-lanterna-3-1-le-foto-della-partita-460239.shtml",
                 "gallery", "Aurora-Lanterna 3-1: le foto della partita", "photo-gallery-captions"))  # fmt: skip
        add(page("privacy", "/privacy-cookie-policy/", "policy", "Privacy e cookie policy", "policy-page", lines("""
Ultimo aggiornamento: 12 settembre 2026
La presente informativa descrive le modalità di trattamento dei dati personali degli utenti che consultano il sito tribunasportiva.test, ai sensi dell'articolo 13 del Regolamento (UE) 2016/679.
## Titolare del trattamento
Titolare del trattamento è Tribuna Editoriale S.p.A., con sede in via Solferino 71, 20121 Milano.
## Tipologie di dati trattati
Dati di navigazione, dati forniti volontariamente dall'utente in fase di registrazione o di iscrizione alle newsletter, e cookie tecnici, analitici e di profilazione, questi ultimi installati solo previo consenso.
## Diritti dell'interessato
L'utente può in ogni momento esercitare i diritti di accesso, rettifica, cancellazione, limitazione e opposizione scrivendo a privacy@tribunasportiva.test. Può inoltre revocare il consenso ai cookie tramite il link «Preferenze cookie» presente in fondo a ogni pagina.
""")))  # fmt: skip
        add(story("pagelle", "/Calcio/Serie-A/Aurora/04-12-2026/pagelle-aurora-lanterna-3-1-ferrari-colombo-460231.shtml",
                  "Le pagelle di Aurora-Lanterna: Ferrari devastante, Colombo illumina. A Greco non basta il gol",
                  "2026-12-04", "2026-12-03T23:20:00Z", "4 dicembre 2026", ["Marco Bianchi"], PAGELLE,
                  "pagelle-bold-grades-utc-previous-day", section="Serie A", kicker="Le pagelle", mod="alle 09:12",
                  iso_mod="2026-12-04T08:12:00Z", club="Aurora",
                  dek="Doppietta e una serata da leader per il centravanti, Colombo firma il gol più bello. Male la difesa genovese"))  # fmt: skip
        add(story("cronaca", "/Calcio/Serie-A/Aurora/03-12-2026/aurora-lanterna-3-1-cronaca-ferrari-doppietta-460228.shtml",
                  "L'Aurora travolge la Lanterna: doppietta di Ferrari e terzo posto agganciato", "2026-12-03",
                  "2026-12-03T23:05:00+01:00", "3 dicembre 2026", ["Luca Ferri"], [*CRONACA, TABELLINO],
                  "match-report-inviato-modified-next-day", section="Serie A", kicker="Serie A",
                  mod="il 4 dicembre 2026 alle 08:30", iso_mod="2026-12-04T08:30:00+01:00", club="Aurora",
                  byline_prefix="dal nostro inviato",
                  dek="I torinesi ribaltano l'1-1 di Greco nella ripresa con Colombo e ancora Ferrari. Sartori sale sul podio"))  # fmt: skip
        add(story("vigilia", "/Calcio/Serie-A/Aurora/04-12-2026/virtus-verona-aurora-probabili-formazioni-460260.shtml",
                  "Virtus-Aurora, Sartori non tocca il tridente. Carboni ritrova Donati", "2026-12-04",
                  "2026-12-04T10:05:00+01:00", "4 dicembre 2026", ["Paolo Rinaldi"], VIGILIA,
                  "preview-probable-formations-in-text", section="Serie A", kicker="Verso Virtus-Aurora",
                  mod="alle 12:40", iso_mod="2026-12-04T12:40:00+01:00", club="Aurora",
                  dek="Mariani verso la conferma al posto di Santoro, dubbio De Santis. Le probabili formazioni e dove vederla in tv"))  # fmt: skip
        add(story("mercato", "/Calciomercato/04-12-2026/pro-brianza-kovac-offerta-gennaio-460271.shtml",
                  "La Pro Brianza fa sul serio per Kovač: pronta l'offerta per gennaio", "2026-12-04",
                  "2026-12-04T14:30:00+01:00", "4 dicembre 2026", ["Giulia Moretti"], MERCATO,
                  "transfer-news-broken-jsonld", section="Calciomercato", kicker="Calciomercato", mod="",
                  iso_mod="2026-12-04T14:30:00+01:00", broken_ld=True,
                  dek="Il centrocampista croato è in scadenza con il Bari: sul piatto circa tre milioni"))  # fmt: skip
        add(story("intervista", "/Calcio/Serie-A/Lanterna/02-12-2026/greco-intervista-genova-casa-460190.shtml",
                  "Greco: «Genova mi ha adottato. Ora dobbiamo imparare a vincere fuori casa»", "2026-12-02",
                  "2026-12-02T18:30:00+01:00", "2 dicembre 2026", ["Marco Bianchi"], INTERVISTA, "interview-qa",
                  section="Serie A", kicker="L'intervista", mod="alle 19:02", iso_mod="2026-12-02T19:02:00+01:00",
                  club="Lanterna",
                  dek="Il capitano della Lanterna alla vigilia della sfida con l'Aurora: «Ho un contratto fino al 2029, resto qui»"))  # fmt: skip
        add(story("commento", "/Calcio/Serie-A/04-12-2026/commento-pazienza-calcio-italiano-460244.shtml",
                  "La pazienza che manca al nostro calcio", "2026-12-04", "2026-12-04T07:30:00+01:00",
                  "4 dicembre 2026", ["Stefano Galli"], COMMENTO, "editorial-org-author-jsonld", section="Serie A",
                  kicker="Il commento", mod="", iso_mod="2026-12-04T07:30:00+01:00", ld_org=True))  # fmt: skip
        add(story("basket", "/Basket/Serie-A/01-12-2026/libertas-ferrara-espugna-pesaro-whitaker-460152.shtml",
                  "Basket, Ferrara espugna Pesaro: Whitaker trascina la Libertas", "2026-12-01",
                  "2026-12-01T22:48:00+01:00", "1 dicembre 2026", ["Paolo Rinaldi", "Giulia Moretti"], BASKET,
                  "two-bylines-e", section="Basket", kicker="Basket", mod="alle 23:10",
                  iso_mod="2026-12-01T23:10:00+01:00"))  # fmt: skip
        add(story("sci", "/Sport-Invernali/04-12-2026/sci-vento-rinviato-gigante-santa-caterina-460265.shtml",
                  "Sci, troppo vento: rinviato il gigante di Santa Caterina", "2026-12-04", None,
                  "4 dicembre 2026", [], SCI, "brief-no-byline-ld-modified-only", section="Sport Invernali",
                  kicker="Sci alpino", mod="alle 11:52", iso_mod="2026-12-04T11:52:00+01:00"))  # fmt: skip

    # -- templates --------------------------------------------------------------------------------------------
    def head_meta(self, doc: Doc) -> str:
        url = self.url(doc.key)
        out = [
            f'<link rel="canonical" href="{esc(url)}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:url" content="{esc(url)}">',
            '<meta property="og:site_name" content="Tribuna Sportiva">',
            '<meta property="og:locale" content="it_IT">',
        ]
        if not doc.is_article:
            out.append('<meta property="og:type" content="website">')
            return "\n".join(out)
        out.append('<meta property="og:type" content="article">')
        if doc.iso:
            out.append(f'<meta property="article:published_time" content="{doc.iso}">')
        out.append(f'<meta property="article:modified_time" content="{doc.extra["iso_mod"]}">')
        out.append(f'<meta property="article:section" content="{esc(doc.section)}">')
        if doc.authors:
            out.append(f'<meta name="author" content="{esc(" e ".join(doc.authors))}">')
        if doc.extra.get("ld_org"):
            author: object = {"@type": "Organization", "name": "Tribuna Sportiva"}
        elif doc.authors:
            author = [{"@type": "Person", "name": a} for a in doc.authors]
        else:
            author = {"@type": "Organization", "name": "Redazione Tribuna Sportiva"}
        ld: dict[str, object] = {
            "@context": "https://schema.org",
            "@type": "NewsArticle",
            "headline": doc.title,
            "url": url,
            "mainEntityOfPage": {"@type": "WebPage", "@id": url},
        }
        if doc.iso:
            ld["datePublished"] = doc.iso
        ld["dateModified"] = doc.extra["iso_mod"]
        ld["author"] = author
        ld["publisher"] = {
            "@type": "Organization",
            "name": "Tribuna Sportiva",
            "logo": {"@type": "ImageObject", "url": "https://static.tribunasportiva.test/img/logo.png"},
        }
        text = json.dumps(ld, ensure_ascii=False, indent=2)
        if doc.extra.get("broken_ld"):
            text = text[:-2] + ",\n}"  # a trailing comma: what the template writes after its last field
        out.append(f'<script type="application/ld+json">\n{text}\n</script>')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f'<li class="bck-nav__item">{self.a(k, t, "nav")}</li>'
            for k, t in (("home", "Home"), ("seriea", "Serie A"), ("calendario", "Risultati"), ("tag", "Aurora"))
        )
        nav += '<li class="bck-nav__item"><a href="/Calciomercato/">Calciomercato</a></li><li class="bck-nav__item"><a href="/Basket/">Basket</a></li><li class="bck-nav__item"><a href="/Ciclismo/">Ciclismo</a></li><li class="bck-nav__item"><a href="/Formula-1/">F1</a></li><li class="bck-nav__item"><a href="/Sport-Invernali/">Sport Invernali</a></li>'
        title = (
            f"{doc.title} | Tribuna Sportiva"
            if doc.key != "home"
            else "Tribuna Sportiva: notizie sportive, calcio, risultati e classifiche"
        )
        return f"""<!DOCTYPE html>
<html lang="it">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{esc(title)}</title>
<meta name="description" content="{esc((doc.dek or self.lede(doc)) if doc.is_article else "Tutte le notizie di calcio, basket, ciclismo e sport invernali su Tribuna Sportiva")}">
{self.head_meta(doc)}
<link rel="stylesheet" href="https://static.tribunasportiva.test/css/bck-main.4e21.css">
<style>/*PAD*/</style>
<script>window.utag_data={{"page_type":"{"articolo" if doc.is_article else doc.kind}","section":"{esc(doc.section or doc.kind)}"}};</script>
</head>
<body class="bck-page {"bck-page--article" if doc.is_article else "bck-page--list"}">
<header class="bck-header"><div class="bck-header__top"><a class="bck-header__abbonati" href="https://abbonamenti.tribunasportiva.test/">Abbonati</a> <a class="bck-header__login" href="https://login.tribunasportiva.test/">Accedi</a></div>
<div class="bck-header__logo">{self.a("home", "Tribuna Sportiva", "nav")}</div>
<nav class="bck-nav"><ul class="bck-nav__list">{nav}</ul></nav></header>
<main class="bck-main">
{main}
</main>
<footer class="bck-footer"><ul class="bck-footer__links"><li><a href="/chi-siamo/">Chi siamo</a></li><li>{self.a("privacy", "Privacy e cookie policy", "footer")}</li><li><a href="#" class="cmp-open">Preferenze cookie</a></li><li><a href="/note-legali/">Note legali</a></li><li><a href="/rss/">RSS</a></li></ul>
<p class="bck-footer__copy">Copyright 2026 © Tribuna Editoriale S.p.A. Tutti i diritti sono riservati. P.IVA 00000000000</p></footer>
<div id="cmp-banner" class="cmp-banner"><p>Noi e terze parti selezionate utilizziamo cookie o tecnologie simili per finalità tecniche e, con il tuo consenso, anche per altre finalità come specificato nella cookie policy.</p><button class="cmp-accept">Accetta</button> <button class="cmp-reject">Rifiuta</button> <button class="cmp-more">Scopri di più e personalizza</button></div>
<script src="https://static.tribunasportiva.test/js/bck-main.4e21.js" defer></script>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        if doc.authors:
            names = " e ".join(
                self.ac("author", a, "byline", "is-author")
                if a == "Marco Bianchi"
                else f'<a class="is-author" href="/firme/{a.lower().replace(" ", "-")}/">{esc(a)}</a>'
                for a in doc.authors
            )
            prefix = doc.extra.get("byline_prefix", "di")
            author = f'<span class="article-author">{prefix} {names}</span>'
        else:
            author = ""
        mod = doc.extra.get("mod")
        date = f'<p class="article-date"><time datetime="{doc.iso or doc.extra["iso_mod"]}">{doc.stamp}</time>{f" (modifica {mod})" if mod else ""}</p>'
        kicker = f'<p class="article-kicker">{esc(doc.extra.get("kicker", ""))}</p>'
        dek = f'<p class="article-summary">{esc(doc.dek)}</p>' if doc.dek else ""
        body = self.blocks(
            doc,
            p_tag='<p class="paragraph">',
            fig=lambda alt, cap: (
                f'<figure class="bck-media-news"><img src="https://images2.tribunasportiva.test/foto/2026/12/03/{len(cap)}.jpg" alt="{esc(alt)}"><figcaption class="bck-media-news__caption">{esc(cap)}</figcaption></figure>'
            ),
        )
        share = '<div class="bck-social-share"><a href="https://www.facebook.test/sharer.php">Facebook</a> <a href="https://x.test/intent/tweet">X</a> <a href="https://wa.test/send">WhatsApp</a> <button class="copy-link">Copia link</button></div>'
        extra_links = ""
        if doc.key in ("pagelle", "cronaca"):
            other = "cronaca" if doc.key == "pagelle" else "pagelle"
            extra_links = f'<div class="bck-article-related-inline"><span>Leggi anche</span> {self.a(other, self.docs[other].title, "content")} · {self.a("foto", "Le foto della partita", "content")}</div>'
        tags = ""
        if doc.extra.get("club") == "Aurora":
            tags = f'<div class="bck-article-tags"><span>Argomenti:</span> {self.a("tag", "Aurora Torino", "content")} <a href="/argomenti/serie-a/">Serie A</a></div>'
        rel = "".join(
            f'<li class="bck-media-news__item">{self.a(k, self.docs[k].title, "related")}</li>'
            for k in [k for k in ARTS if k != doc.key][:4]
        )
        return f"""<div class="bck-article">
<div class="bck-article-heading">{kicker}<h1 class="article-title">{esc(doc.title)}</h1>{dek}
<div class="article-info">{author}{date}</div>
{share}</div>
<div class="content bck-content-article">
{body}
</div>
{extra_links}
{tags}
<div class="bck-newsletter-box"><p>Iscriviti alla newsletter di Tribuna Sportiva: ogni mattina le notizie più importanti nella tua casella di posta.</p><a href="https://newsletter.tribunasportiva.test/">Iscriviti</a></div>
<aside class="bck-related"><h3>Potrebbe interessarti</h3><ul>{rel}</ul></aside>
<div class="bck-comments" id="comments"><h3>Commenti</h3><p>I commenti sono riservati agli abbonati. <a href="https://abbonamenti.tribunasportiva.test/">Abbonati</a></p></div>
</div>"""

    def listing_main(self, doc: Doc) -> str:
        items = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            kicker = d.extra.get("kicker") or {"foto": "Fotogallery", "calendario": "Serie A"}.get(k, "")
            sub = f'<p class="bck-media-news__summary">{esc(d.dek or self.lede(d))}</p>' if d.is_article else ""
            who = f'<span class="bck-media-news__author">di {esc(" e ".join(d.authors))}</span>' if d.authors else ""
            items.append(
                f'<div class="bck-media-news"><span class="bck-media-news__kicker">{esc(kicker)}</span><h2 class="bck-media-news__title">{self.a(k, d.title, "content")}</h2>{sub}{who}</div>'
            )
        head = f'<h1 class="bck-section-title">{esc(doc.title)}</h1>'
        if doc.kind == "author":
            head = '<header class="bck-author"><h1 class="bck-author__name">Marco Bianchi</h1><p class="bck-author__bio">Giornalista, segue il calcio a Torino per Tribuna Sportiva dal 2014. In precedenza ha lavorato per due quotidiani locali.</p></header>'
        if doc.kind == "search":
            head = '<form class="bck-search" action="/ricerca/"><input name="q" value="ferrari"><button>Cerca</button></form><h1 class="bck-section-title">Risultati della ricerca per: ferrari</h1>'
        pager = ""
        if doc.extra.get("more"):
            pager = f'<nav class="bck-pagination">{self.a(doc.extra["more"], "Pagina successiva", "pagination")}</nav>'
        if doc.extra.get("prev"):
            pager = f'<nav class="bck-pagination">{self.a(doc.extra["prev"], "Pagina precedente", "pagination")} <span>2</span> <a href="/Calcio/Serie-A/pagina-3/">Pagina successiva</a></nav>'
        extra = ""
        if doc.key == "home":
            extra = f'<section class="bck-home-links"><h3>In evidenza</h3><p>{self.a("seriea", "Serie A", "content")} · {self.a("tag", "Aurora Torino", "content")} · {self.a("author", "Le firme: Marco Bianchi", "content")} · {self.a("search", "Cerca", "content")} · {self.a("calendario", "Calendario e risultati", "content")}</p></section>'
        return f"""<div class="bck-list">
{head}
{"".join(items)}
{pager}
{extra}
</div>"""

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "results":
            rows = [
                ("Mer 2/12 18:30", "Sporting Bari", "Virtus Verona", "1-1"),
                ("Mer 2/12 20:45", "Stella Roma", "Pro Brianza", "2-0"),
                ("Gio 3/12 18:30", "Atletico Salerno", "Fortitudo Napoli", "0-2"),
                ("Gio 3/12 20:45", "Aurora Torino", "Lanterna Genova", "3-1"),
                ("Ven 4/12 20:45", "Dorica Ancona", "Real Vicentina", "-"),
                ("Sab 5/12 15:00", "Pro Brianza", "Atletico Salerno", "-"),
                ("Sab 5/12 18:00", "Fortitudo Napoli", "Stella Roma", "-"),
                ("Dom 6/12 15:00", "Virtus Verona", "Aurora Torino", "-"),
                ("Dom 6/12 18:00", "Lanterna Genova", "Sporting Bari", "-"),
                ("Dom 6/12 20:45", "Real Vicentina", "Dorica Ancona", "-"),
            ]
            trs = "\n".join(
                f'<tr><td class="match-date">{d}</td><td class="home">{h}</td><td class="score">{s}</td><td class="away">{a}</td></tr>'
                for d, h, a, s in rows
            )
            return f"""<div class="bck-results">
<h1 class="bck-section-title">{esc(doc.title)}</h1>
<div class="bck-results__nav"><a href="/Calcio/Serie-A/calendario-risultati/14-giornata/">« 14ª giornata</a> <span>15ª giornata</span> <a href="/Calcio/Serie-A/calendario-risultati/16-giornata/">16ª giornata »</a></div>
<table class="bck-results__table"><thead><tr><th>Data</th><th>Casa</th><th>Risultato</th><th>Trasferta</th></tr></thead><tbody>
{trs}
</tbody></table>
<p class="bck-results__note">Orari italiani. I risultati si aggiornano al termine di ogni partita.</p>
<p>{self.a("cronaca", "La cronaca di Aurora-Lanterna", "content")} · {self.a("pagelle", "Le pagelle", "content")} · {self.a("vigilia", "Verso Virtus-Aurora", "content")}</p>
</div>"""
        if doc.kind == "gallery":
            caps = [
                "L'ingresso in campo delle squadre prima del fischio d'inizio.",
                "Matteo Ferrari sovrasta Rossi e firma di testa l'1-0 al 9'.",
                "Davide Greco esulta dopo il pareggio della Lanterna.",
                "Il sinistro a giro di Andrea Colombo che vale il 2-1.",
                "Ferrari chiude i conti con il diagonale dell'82'.",
                "Sartori abbraccia i suoi giocatori al fischio finale.",
                "La curva dell'Aurora festeggia il terzo posto.",
            ]
            figs = "\n".join(
                f'<figure class="bck-gallery__slide"><img src="https://images2.tribunasportiva.test/gallery/460239/{i}.jpg" alt="Foto {i}"><figcaption>{esc(c)}</figcaption><span class="bck-gallery__counter">{i} di {len(caps)}</span></figure>'
                for i, c in enumerate(caps, 1)
            )
            return f"""<div class="bck-gallery"><p class="article-kicker">Fotogallery</p><h1 class="bck-gallery__title">{esc(doc.title)}</h1><p class="article-date">3 dicembre 2026</p>
{figs}
<p>{self.a("cronaca", "Leggi la cronaca", "content")} · {self.a("pagelle", "Le pagelle", "content")}</p></div>"""
        return (
            f'<div class="bck-static"><h1 class="bck-static__title">{esc(doc.title)}</h1>\n{self.blocks(doc)}\n</div>'
        )
