# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes and dashes are deliberate)
"""Cronache del Garda: an Italian local paper on a custom CMS (`/cronaca/YYYY/MM/DD/news/slug-<id>.html`, a
paginated story continued at `?pagina=2`, `/cronaca/?pag=2`, `/tag/<slug>/`, `/autori/<slug>/`), UTF-8, honest
og:type=article and article:published_time (+01:00) on stories only. Bylines "di Nome Cognome"; briefs from an
invented ANSA-like agency (ALP) with the "(ALP) - SALÒ, 2 DIC -" dateline and no author; an editorial signed only
at the end."""

from __future__ import annotations

import zlib

from common import Base, page, story
from sitekit import Doc, css_rules, esc

MONTHS = [
    "",
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


def spath(day: str, slug: str, nid: int) -> str:
    return f"/cronaca/{day}/news/{slug}-{nid}.html"


PORTO = spath("2026/12/02", "desenzano-il-nuovo-porto-turistico-aprira-nel-2028", 45210)

PORTO_P1 = [
    "Il nuovo porto turistico di Desenzano avrà 240 posti barca, una piazza pedonale affacciata sull'acqua e un parcheggio interrato da 180 posti. Il progetto definitivo è stato presentato martedì sera in sala consiliare davanti a oltre duecento persone, e se i tempi saranno rispettati il cantiere partirà nella primavera del 2027 per concludersi nell'estate del 2028.",
    "L'opera, che costerà 38 milioni di euro, sarà realizzata in project financing: la società che vincerà la gara gestirà il porto per trent'anni e in cambio si farà carico di tutti i lavori. Il Comune incasserà un canone annuo e manterrà la proprietà delle aree.",
    "## Le banchine e la piazza",
    "Il cuore del progetto è lo spostamento dei pontili verso il largo di circa quaranta metri, in modo da liberare la riva. Al posto dell'attuale parcheggio di lungolago nascerà una piazza di 6.500 metri quadrati con alberi, sedute e una gradinata che scende fino all'acqua.",
    "«Vogliamo restituire il lago ai desenzanesi», ha detto il sindaco Giorgio Benedetti, «perché oggi chi passeggia sul lungolago vede soprattutto lamiere di automobili e non l'acqua».",
    "I posti barca passeranno dagli attuali 170 a 240, con una trentina riservati ai residenti a tariffa agevolata e una decina destinati alle barche storiche e alle associazioni sportive. È prevista anche una banchina per i battelli di linea, oggi costretti ad attraccare in uno spazio che i tecnici definiscono «al limite».",
]

PORTO_P2 = [
    "## I dubbi dei commercianti",
    "Non tutti però sono convinti. I commercianti del centro storico temono che durante i quindici mesi di cantiere i clienti spariscano, soprattutto d'estate. «Chiediamo che i lavori si fermino da giugno ad agosto», ha detto in assemblea la presidente dell'associazione di via, Elena Pasini.",
    "L'assessore ai lavori pubblici, Stefano Treccani, ha assicurato che il bando prevederà due stagioni estive di stop per le lavorazioni più rumorose e un piano di accessi pedonali sempre aperti verso piazza Malvezzi.",
    "## Ambiente e qualità dell'acqua",
    "Le associazioni ambientaliste hanno chiesto che lo scavo dei fondali sia accompagnato da un monitoraggio della qualità dell'acqua, perché nella zona del porto si sono accumulati negli anni sedimenti che potrebbero contenere idrocarburi. Il progetto prevede barriere galleggianti durante i lavori e analisi mensili pubblicate sul sito del Comune.",
    "La gara sarà pubblicata entro febbraio. Prima, il progetto dovrà ottenere il parere della Soprintendenza, che dovrà valutare l'impatto sul profilo del centro storico visto dal lago.",
    "Il consiglio comunale discuterà il progetto definitivo il 15 dicembre. L'opposizione ha già annunciato che chiederà un referendum consultivo.",
]


class Garda(Base):
    origin = "https://www.cronachedelgarda.test"
    name = "Cronache del Garda"
    prefix = "cg"
    language = "it"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "cg",
            [
                "#top-bar",
                "#testata .logo",
                "#menu-principale a",
                ".articolo .titolo",
                ".occhiello",
                ".sommario",
                ".info-articolo .firma",
                ".testo-articolo p",
                ".paginazione-articolo",
                ".col-side .box",
                "#piede",
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
                "Cronache del Garda",
                "custom-home",
                list=["porto1", "battello", "breve", "editoriale", "intervista", "agenzia"],
                more="cronaca",
            )
        )
        add(
            page(
                "cronaca",
                "/cronaca/",
                "section",
                "Cronaca",
                "custom-section",
                list=["porto1", "battello", "breve", "intervista", "agenzia"],
                more="cronaca2",
            )
        )
        add(
            page(
                "cronaca2",
                "/cronaca/?pag=2",
                "section",
                "Cronaca – pagina 2",
                "custom-section-page2",
                list=[
                    "biblioteca",
                    "@2026/11/27|sirmione-chiusa-per-lavori-la-passeggiata-delle-grotte|45107|Sirmione, chiusa per lavori la passeggiata verso le Grotte",
                    "@2026/11/26|lonato-nuova-rotatoria-sulla-provinciale|45088|Lonato, nuova rotatoria sulla provinciale: si parte a gennaio",
                    "@2026/11/26|limone-il-paese-resta-senza-farmacia-per-tre-giorni|45081|Limone, il paese resta senza farmacia per tre giorni",
                ],
                prev="cronaca",
            )
        )
        add(
            page(
                "tag",
                "/tag/riva-del-garda/",
                "tag",
                "Riva del Garda",
                "custom-tag",
                list=[
                    "biblioteca",
                    "battello",
                    "@2026/11/20|riva-del-garda-mercatino-di-natale-nella-rocca|44960|Riva del Garda, il mercatino di Natale torna nella Rocca",
                ],
            )
        )
        add(
            page(
                "autrice",
                "/autori/chiara-bellini/",
                "author",
                "Chiara Bellini",
                "author-short-bio",
                [
                    "Giornalista professionista, segue la cronaca della sponda bresciana e i trasporti sul lago. In redazione dal 2017."
                ],
                list=[
                    "battello",
                    "intervista",
                    "@2026/11/24|gardone-riviera-il-vittoriale-apre-la-nuova-biglietteria|44990|Gardone Riviera, il Vittoriale apre la nuova biglietteria",
                ],
            )
        )
        add(
            page(
                "eventi",
                "/eventi/",
                "events",
                "Eventi sul Garda: il calendario di dicembre",
                "events-long-descriptions",
                [
                    "## Mercatini di Natale a Desenzano",
                    "Dal 5 dicembre al 6 gennaio, piazza Malvezzi e lungolago. Quaranta casette di legno con artigianato, prodotti tipici e vin brulé, aperte tutti i giorni dalle 10 alle 20 e fino alle 22 nei fine settimana. Il 6 dicembre alle 17 accensione dell'albero sul pontile con il coro delle scuole medie; nei weekend animazione per bambini e la casa di Babbo Natale nel chiostro di Santa Maria de Senioribus. Parcheggi consigliati: stazione ferroviaria e via Faustinella, con navetta gratuita ogni quindici minuti.",
                    "## Concerto di Santa Lucia a Salò",
                    "Sabato 12 dicembre, ore 20.45, Duomo di Salò. Il coro polifonico cittadino e l'orchestra d'archi del conservatorio eseguono il Magnificat di Vivaldi e una selezione di canti natalizi della tradizione lombarda. Ingresso libero fino a esaurimento posti; la raccolta a offerta libera sarà devoluta alla mensa dei poveri della parrocchia.",
                    "## Presepi sull'acqua a Riva del Garda",
                    "Dall'8 dicembre al 10 gennaio, porto di Riva. Quindici presepi costruiti dalle associazioni del territorio vengono posati su zattere all'interno del porto e illuminati ogni sera dalle 17. Il percorso lungo la banchina è accessibile anche a carrozzine e passeggini. Il 24 dicembre alle 23 fiaccolata dal porto alla chiesa dell'Inviolata.",
                    "## Corsa dei Babbi Natale a Garda",
                    "Domenica 20 dicembre, ore 10, partenza dal lungolago Regina Adelaide. Cinque chilometri non competitivi con il costume rosso fornito dagli organizzatori all'iscrizione (15 euro, 8 per i minori). Il ricavato finanzia l'acquisto di un pulmino per il centro diurno per disabili. Ristoro finale con panettone e tè caldo.",
                ],
            )
        )
        add(
            page(
                "lavoro",
                "/lavoro/",
                "jobs",
                "Offerte di lavoro sul Garda",
                "job-ads",
                [
                    "## Cameriere di sala – hotel 4 stelle, Sirmione",
                    "Stagione 2027 da marzo a ottobre, contratto a tempo determinato con vitto e alloggio. Richiesta esperienza di almeno due stagioni e conoscenza del tedesco. Inviare il curriculum con foto.",
                    "## Impiegata amministrativa – cantiere nautico, Toscolano Maderno",
                    "Tempo pieno, contratto a tempo indeterminato dopo sei mesi di prova. Contabilità ordinaria, fatturazione elettronica, rapporti con i fornitori. Diploma di ragioneria o laurea in economia.",
                    "## Autista di autobus – servizio di linea, Riva del Garda",
                    "Patente D e CQC persone obbligatorie. Turni anche festivi, dodici mensilità più tredicesima e quattordicesima. Si valutano anche neopatentati.",
                    "## Operaio agricolo – oliveto, Gargnano",
                    "Raccolta e potatura, da gennaio ad aprile. Gradita esperienza nell'uso della motosega. Paga oraria da contratto provinciale.",
                    "Per pubblicare un annuncio: 30 euro per trenta giorni online, 50 euro con l'uscita sull'edizione del sabato.",
                ],
            )
        )
        add(
            page(
                "rettifiche",
                "/rettifiche/",
                "correction",
                "Rettifiche e precisazioni",
                "corrections-page",
                [
                    "In questa pagina pubblichiamo le rettifiche richieste ai sensi dell'articolo 8 della legge sulla stampa e le correzioni di errori segnalati dai lettori.",
                    "## 1 dicembre 2026",
                    "Nell'articolo sulla nuova rotatoria di Lonato abbiamo scritto che l'opera costerà 900 mila euro: la cifra corretta è 690 mila euro. Ce ne scusiamo con i lettori.",
                    "## 27 novembre 2026",
                    "Riceviamo e pubblichiamo dalla società che gestisce il parcheggio di Sirmione: «Contrariamente a quanto riportato, le tariffe invernali non sono aumentate e restano quelle del 2025». Prendiamo atto della precisazione.",
                    "## 18 novembre 2026",
                    "Il presidente della polisportiva di Manerba si chiama Franco Bertoldi e non Franco Bertolini, come erroneamente indicato.",
                ],
            )
        )
        add(
            page(
                "redazione",
                "/redazione/",
                "about",
                "La redazione",
                "about-staff",
                [
                    "Cronache del Garda è un quotidiano online nato nel 2015 a Salò. Racconta ogni giorno i comuni delle sponde bresciana, veronese e trentina del lago.",
                    "## Chi siamo",
                    "- Direttore responsabile: Paolo Rinaldi",
                    "- Caporedattrice: Silvia Cominelli",
                    "- Cronaca: Chiara Bellini, Marco Ferrari, Luca Zanetti",
                    "- Sport: Andrea Bonomi",
                    "- Fotografia: Giulia Pezzotti",
                    "Sede: via Fantoni 14, Salò. Testata registrata presso il Tribunale di Brescia. Per segnalazioni scrivete alla redazione o chiamate dal lunedì al venerdì dalle 9 alle 19.",
                ],
            )
        )
        add(
            page(
                "cookie",
                "/cookie-policy/",
                "policy",
                "Cookie policy",
                "policy-updated",
                [
                    "Ultimo aggiornamento: 9 marzo 2026",
                    "Questo sito utilizza cookie tecnici, necessari al funzionamento, e, solo con il tuo consenso, cookie analitici e di profilazione di terze parti.",
                    "## Cookie tecnici",
                    "Servono a ricordare le tue preferenze e a mantenere la sessione degli abbonati. Non richiedono consenso.",
                    "## Cookie analitici",
                    "Ci aiutano a capire quali articoli vengono letti, in forma aggregata. Gli indirizzi IP sono anonimizzati.",
                    "## Cookie di profilazione",
                    "Vengono installati dai nostri partner pubblicitari solo se accetti dal banner. Puoi cambiare idea in ogni momento dal link «Preferenze cookie» in fondo alla pagina.",
                    "Titolare del trattamento è la società editrice, con sede a Salò.",
                ],
            )
        )
        # -- stories --------------------------------------------------------------------------------------------
        porto_title = "Desenzano, il nuovo porto turistico aprirà nel 2028: 240 posti barca e una piazza sull'acqua"
        add(
            story(
                "porto1",
                PORTO,
                porto_title,
                "2026-12-02",
                "2026-12-02T08:30:00+01:00",
                "mercoledì 2 dicembre 2026, 08:30",
                ["Marco Ferrari"],
                PORTO_P1,
                "paginated-page1-body-page1-only",
                section="Cronaca",
                kicker="Desenzano",
                dek="Presentato il progetto definitivo: 38 milioni in project financing, cantiere dal 2027. I commercianti chiedono lo stop estivo.",
                image="Il rendering della nuova piazza sul lungolago di Desenzano",
                caption="Il rendering della piazza sull'acqua (foto Comune di Desenzano)",
                next_page="porto2",
            )
        )
        add(
            story(
                "porto2",
                PORTO + "?pagina=2",
                porto_title,
                "2026-12-02",
                "2026-12-02T08:30:00+01:00",
                "mercoledì 2 dicembre 2026, 08:30",
                ["Marco Ferrari"],
                PORTO_P2,
                "paginated-page2-body-page2-only",
                section="Cronaca",
                kicker="Desenzano",
                prev_page="porto1",
            )
        )
        add(
            story(
                "battello",
                spath("2026/12/01", "battelli-dal-7-dicembre-orario-invernale-tagliate-sei-corse", 45188),
                "Battelli, dal 7 dicembre l'orario invernale: tagliate sei corse tra Salò e Riva",
                "2026-12-01",
                "2026-12-01T17:45:00+01:00",
                "martedì 1 dicembre 2026, 17:45",
                ["Chiara Bellini", "Luca Zanetti"],
                [
                    "Da lunedì 7 dicembre entra in vigore l'orario invernale della navigazione sul lago e per i pendolari della sponda occidentale arriva una brutta sorpresa: sei corse giornaliere tra Salò, Gargnano, Limone e Riva del Garda vengono cancellate fino al 21 marzo.",
                    "A pesare di più è la soppressione della corsa delle 7.05 da Gargnano, usata ogni mattina da una quarantina di studenti diretti agli istituti superiori di Salò. Per loro resta solo l'autobus lungo la Gardesana, che nelle giornate di traffico impiega fino a un'ora.",
                    "La società di gestione spiega che d'inverno alcune corse viaggiano con meno di dieci passeggeri e che il taglio permette di anticipare la manutenzione di due motonavi. «Valuteremo una corsa scolastica dedicata se i comuni ci aiutano a coprirne i costi», ha fatto sapere la direzione.",
                    "I sindaci di Gargnano e Limone hanno chiesto un incontro urgente. «Il lago d'inverno non è vuoto: ci vivono famiglie che lavorano e studiano», ha detto il primo cittadino di Limone, Giuseppe Ferrarini.",
                    "I nuovi orari sono consultabili nelle biglietterie e sul sito della società. Gli abbonamenti mensili di dicembre saranno scontati del 15 per cento.",
                ],
                "two-authors-e",
                section="Cronaca",
                kicker="Trasporti",
                dek="Gli studenti di Gargnano perdono la corsa del mattino. I sindaci chiedono un incontro.",
            )
        )
        add(
            story(
                "breve",
                spath("2026/12/02", "gargnano-furgone-fuori-strada-sulla-gardesana", 45216),
                "Gargnano, furgone fuori strada sulla Gardesana: ferito il conducente",
                "2026-12-02",
                "2026-12-02T10:12:00+01:00",
                "mercoledì 2 dicembre 2026, 10:12",
                [],
                [
                    "(ALP) - SALÒ, 2 DIC - Un furgone è finito fuori strada questa mattina sulla Gardesana occidentale all'altezza di Gargnano. Il conducente, un uomo di 46 anni, è stato trasportato in codice giallo all'ospedale di Gavardo.",
                    "SIGN: RIPRODUZIONE RISERVATA © Copyright ALP",
                ],
                "agency-brief-dateline-no-author",
                section="Cronaca",
                kicker="Gargnano",
                agency=True,
            )
        )
        add(
            story(
                "agenzia",
                spath("2026/12/01", "turismo-sul-garda-record-di-presenze-tedesche", 45179),
                "Turismo, sul Garda 26 milioni di presenze nel 2026: record di ospiti tedeschi",
                "2026-12-01",
                "2026-12-01T12:40:00+01:00",
                "martedì 1 dicembre 2026, 12:40",
                [],
                [
                    "(ALP) - BRESCIA, 1 DIC - Il lago di Garda chiude il 2026 con circa 26 milioni di presenze turistiche, il 4 per cento in più dell'anno precedente. Lo rende noto la comunità del Garda, che ha elaborato i dati delle tre province affacciate sul lago.",
                    "Gli ospiti di lingua tedesca restano la maggioranza, con il 52 per cento delle notti, e crescono soprattutto i turisti provenienti dai Paesi Bassi e dalla Polonia. In calo invece gli italiani nei mesi di luglio e agosto, scoraggiati dai prezzi.",
                    "La permanenza media è scesa a 4,1 notti. Gli operatori segnalano un allungamento della stagione, con ottobre che per la prima volta supera giugno per numero di arrivi.",
                    "SIGN: RIPRODUZIONE RISERVATA © Copyright ALP",
                ],
                "agency-story-no-author",
                section="Cronaca",
                kicker="Economia",
                agency=True,
            )
        )
        add(
            story(
                "editoriale",
                spath("2026/12/02", "se-il-lago-perde-i-suoi-giovani", 45201),
                "Se il lago perde i suoi giovani",
                "2026-12-02",
                "2026-12-02T07:00:00+01:00",
                "mercoledì 2 dicembre 2026, 07:00",
                ["Paolo Rinaldi"],
                [
                    "Ogni autunno, quando gli ultimi turisti se ne vanno, i paesi del lago si accorgono di essere un po' più vuoti dell'anno prima. Non è una sensazione: negli ultimi dieci anni i comuni della sponda bresciana hanno perso quasi un quinto dei residenti sotto i trentacinque anni.",
                    "Le ragioni le conosciamo. Un bilocale a Salò costa ormai quanto a Milano, e gli affitti lunghi sono diventati rari perché conviene di più affittare ai turisti per sei mesi e lasciare la casa vuota per gli altri sei. Chi lavora negli alberghi spesso non può permettersi di vivere dove lavora.",
                    "Il risultato sono scuole che accorpano le classi, società sportive che non trovano ragazzi, negozi che chiudono a ottobre e non riaprono. Un lago bellissimo, ma sempre più una cartolina.",
                    "Qualche comune ha iniziato a muoversi, con sconti sull'Imu per chi affitta a residenti o con piccoli progetti di edilizia pubblica. Sono segnali giusti, ma troppo isolati. Serve una politica comune delle tre sponde, perché il problema non si ferma ai confini comunali.",
                    "Il nuovo porto di Desenzano, di cui scriviamo oggi, porterà posti barca e una piazza. Speriamo che, tra un progetto e l'altro, qualcuno si ricordi anche di chi il lago lo abita tutto l'anno.",
                    "SIGN: Paolo Rinaldi",
                ],
                "editorial-signed-only-at-end",
                section="Opinioni",
                kicker="L'editoriale",
            )
        )
        add(
            story(
                "intervista",
                spath("2026/11/30", "tommaso-gelmini-il-garda-e-la-mia-palestra", 45160),
                "Tommaso Gelmini: «Il Garda è la mia palestra, ma il vento sta cambiando»",
                "2026-11-30",
                "2026-11-30T18:00:00+01:00",
                "lunedì 30 novembre 2026, 18:00",
                ["Chiara Bellini"],
                [
                    "Ha ventiquattro anni, è nato a Torbole e a novembre ha vinto il titolo europeo nella classe ILCA 7. Tommaso Gelmini racconta il suo lago, gli allenamenti all'alba e la preparazione per le prossime Olimpiadi.",
                    "Q: Che cosa ha di speciale il Garda per chi va in barca a vela? || Il vento regolare. Al mattino c'è il Peler da nord, al pomeriggio l'Ora da sud. Puoi allenarti due volte al giorno con condizioni diverse, e questo in pochi posti al mondo succede.",
                    "Q: Lei dice che il vento sta cambiando. In che senso? || Negli ultimi anni l'Ora arriva più tardi e a volte non arriva proprio, soprattutto in luglio. I vecchi del circolo dicono che una volta si poteva regolare l'orologio. Adesso no.",
                    "Q: Com'è una sua giornata tipo? || Sveglia alle sei, palestra, poi in acqua dalle nove a mezzogiorno. Pranzo, video delle uscite con l'allenatore, e di nuovo in acqua il pomeriggio. La sera studio: mi mancano quattro esami alla laurea in ingegneria.",
                    "Q: Che cosa direbbe a un ragazzo che vuole cominciare? || Di venire a provare in un circolo, anche solo per una settimana d'estate. La vela costa meno di quello che si pensa, le barche le mettono a disposizione i circoli.",
                    "Q: Il prossimo obiettivo? || La qualificazione olimpica. Ma prima voglio vincere una regata qui, davanti a casa, con la mia famiglia sul molo.",
                ],
                "qa-interview",
                section="Sport",
                kicker="L'intervista",
                image="Tommaso Gelmini in barca davanti a Torbole",
                caption="Tommaso Gelmini in allenamento davanti a Torbole (foto Giulia Pezzotti)",
            )
        )
        add(
            story(
                "biblioteca",
                spath("2026/11/28", "riva-del-garda-riapre-la-biblioteca-civica", 45131),
                "Riva del Garda, riapre la biblioteca civica dopo diciotto mesi di lavori",
                "2026-11-28",
                "2026-11-28T11:20:00+01:00",
                "sabato 28 novembre 2026, 11:20",
                ["Luca Zanetti"],
                [
                    "Dopo diciotto mesi di lavori riapre lunedì la biblioteca civica di Riva del Garda. L'edificio di piazza Cavour è stato adeguato alle norme antisismiche e ha ora una sala ragazzi al piano terra, un ascensore e una terrazza per la lettura all'aperto.",
                    "Il patrimonio di 68 mila volumi è stato riordinato e in parte digitalizzato: le carte antiche del fondo comunale saranno consultabili online dalla primavera. Gli orari si allungano fino alle 22 il martedì e il giovedì.",
                    "L'inaugurazione è prevista lunedì alle 17 con una lettura per bambini e la visita guidata agli spazi.",
                ],
                "only-on-page2-and-tag",
                section="Cronaca",
                kicker="Riva del Garda",
            )
        )

    # -- templates ----------------------------------------------------------------------------------------------
    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        out = [
            f'<meta name="description" content="{esc(doc.dek or self.lede(doc) or doc.title)}">',
            f'<link rel="canonical" href="{esc(url)}">',
        ]
        if doc.is_article:
            out += [
                '<meta property="og:type" content="article">',
                f'<meta property="og:title" content="{esc(doc.title)}">',
                f'<meta property="article:published_time" content="{doc.iso}">',
                f'<meta property="article:section" content="{esc(doc.section)}">',
            ]
            if doc.authors and not doc.extra.get("agency"):
                out.append(f'<meta name="author" content="{esc(", ".join(doc.authors))}">')
            if doc.extra.get("next_page"):
                out.append(f'<link rel="next" href="{esc(self.href(doc.extra["next_page"]))}">')
            if doc.extra.get("prev_page"):
                out.append(f'<link rel="prev" href="{esc(self.href(doc.extra["prev_page"]))}">')
        else:
            out.append('<meta property="og:type" content="website">')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        a = self.a
        suffix = ""
        if doc.key != "home":
            suffix = (" - pagina 2" if doc.key == "porto2" else "") + " - Cronache del Garda"
        ultime = "".join(
            f"<li><span>{esc(self.docs[k].stamp[-5:])}</span> {a(k, self.docs[k].title, 'chrome:rail')}</li>"
            for k in ("breve", "porto1", "battello", "agenzia")
        )
        letti = "".join(
            f"<li>{a(k, self.docs[k].title, 'chrome:rail')}</li>" for k in ("porto1", "intervista", "editoriale")
        )
        return f"""<!doctype html>
<html lang="it">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{esc(doc.title)}{suffix}</title>
{self.head(doc)}
<link rel="stylesheet" href="/assets/css/cg.min.css?v=4.2">
<style>
/*PAD*/
</style>
<script src="/assets/js/cg.min.js?v=4.2" defer></script>
</head>
<body class="cg {esc(doc.kind)}">
<div id="top-bar"><span class="oggi">mercoledì 2 dicembre 2026</span> <span class="meteo">Salò 9° · Riva 6°</span> {a("/abbonamenti/", "Abbonati", "chrome:header")} {a("/login/", "Accedi", "chrome:header")}</div>
<header id="testata">{a("home", "Cronache del Garda", "chrome:header", 'class="logo"')}<span class="payoff">Il quotidiano online del lago</span></header>
<nav id="menu-principale"><ul>
<li>{a("home", "Home", "chrome:nav")}</li>
<li>{a("cronaca", "Cronaca", "chrome:nav")}</li>
<li>{a("/politica/", "Politica", "chrome:nav")}</li>
<li>{a("/sport/", "Sport", "chrome:nav")}</li>
<li>{a("eventi", "Eventi", "chrome:nav")}</li>
<li>{a("lavoro", "Lavoro", "chrome:nav")}</li>
</ul><form class="cerca" action="/cerca/"><input name="q" placeholder="Cerca"></form></nav>
<div id="contenuto" class="wrap">
<main class="col-main">
{main}
</main>
<aside class="col-side">
<div class="box ultime"><h3>Ultim'ora</h3><ul>{ultime}</ul></div>
<div class="box piu-letti"><h3>I più letti</h3><ol>{letti}</ol></div>
<div class="box tag-caldi"><h3>Tag</h3>{a("tag", "Riva del Garda", "chrome:rail")} {a("/tag/desenzano/", "Desenzano", "chrome:rail")} {a("/tag/battelli/", "Battelli", "chrome:rail")}</div>
<div class="box adv"><div id="adv-box-1" class="adv-slot"></div></div>
</aside>
</div>
<footer id="piede">
<ul>
<li>{a("redazione", "Redazione", "chrome:footer")}</li>
<li>{a("rettifiche", "Rettifiche", "chrome:footer")}</li>
<li>{a("cookie", "Cookie policy", "chrome:footer")}</li>
<li>{a("/privacy/", "Privacy", "chrome:footer")}</li>
<li>{a("/pubblicita/", "Pubblicità", "chrome:footer")}</li>
<li>{a("/feed/rss.xml", "RSS", "chrome:footer")}</li>
</ul>
<p>Cronache del Garda – quotidiano online registrato presso il Tribunale di Brescia · P.IVA 03912345987 · © 2026 tutti i diritti riservati</p>
</footer>
</body>
</html>
"""

    def firma(self, doc: Doc) -> str:
        if doc.extra.get("agency"):
            return '<span class="fonte">Fonte: ALP</span>'
        if doc.extra.get("kicker", "") == "L'editoriale":
            return ""
        links = [
            self.a("autrice" if n == "Chiara Bellini" else f"/autori/{n.lower().replace(' ', '-')}/", n, "byline")
            for n in doc.authors
        ]
        return f'<span class="firma">di {" e ".join(links)}</span>'

    def story_main(self, doc: Doc) -> str:
        a = self.a
        img = ""
        if doc.image:
            n = zlib.crc32(doc.image.encode()) % 99991
            img = f'<figure class="foto-articolo"><img src="/media/foto/{n}.jpg" alt="{esc(doc.image)}" width="800"><figcaption>{esc(doc.extra["caption"])}</figcaption></figure>'
        pag = ""
        if doc.extra.get("next_page"):
            nxt = doc.extra["next_page"]
            cont = a(nxt, "pagina 2 »", "content", 'class="continua"')
            pag = f'<div class="paginazione-articolo">Pagina <strong>1</strong> {a(nxt, "2", "content")} · {cont}</div>'
        if doc.extra.get("prev_page"):
            prv = doc.extra["prev_page"]
            pag = f'<div class="paginazione-articolo">{a(prv, "« pagina 1", "content")} · Pagina {a(prv, "1", "content")} <strong>2</strong></div>'
        dek = f'<p class="sommario">{esc(doc.dek)}</p>' if doc.dek else ""
        rel = [
            k
            for k in ("battello", "porto1", "intervista", "editoriale")
            if k not in (doc.key, "porto1" if doc.key == "porto2" else "")
        ][:3]
        correlati = "".join(f"<li>{a(k, self.docs[k].title, 'chrome:related')}</li>" for k in rel)
        tags = ""
        if doc.key in ("battello", "biblioteca"):
            tags = f'<div class="tag-articolo">Tag: {a("tag", "Riva del Garda", "tags")} {a("/tag/trentino/", "Trentino", "tags")}</div>'
        elif doc.key.startswith("porto"):
            tags = f'<div class="tag-articolo">Tag: {a("/tag/desenzano/", "Desenzano", "tags")} {a("/tag/porto/", "porto", "tags")}</div>'
        p2 = '<p class="pagina-n">(continua dalla pagina precedente)</p>' if doc.extra.get("prev_page") else ""
        return f"""<article class="articolo" id="art-{doc.path.split("-")[-1].split(".")[0]}">
<nav class="briciole">{a("home", "Home", "chrome:breadcrumb")} › {a("cronaca", "Cronaca", "chrome:breadcrumb")} › {esc(doc.extra.get("kicker", ""))}</nav>
<p class="occhiello">{esc(doc.extra.get("kicker", "").upper())}</p>
<h1 class="titolo">{esc(doc.title)}</h1>
{dek}
<div class="info-articolo">{self.firma(doc)} <time datetime="{doc.iso}">{esc(doc.stamp)}</time></div>
{img}
{p2}
<div class="testo-articolo">
{self.blocks(doc)}
</div>
{pag}
{tags}
<div class="condividi"><a href="https://www.facebook.com/sharer.php?u={esc(self.url(doc.key))}">Condividi</a> <a href="https://wa.me/?text={esc(self.url(doc.key))}">WhatsApp</a></div>
<section class="correlati"><h3>Leggi anche</h3><ul>{correlati}</ul></section>
</article>"""

    def item(self, ref: str, first: bool = False) -> str:
        if ref.startswith("@"):
            day, slug, nid, text = ref[1:].split("|")
            return f'<li class="lancio"><h3>{self.a(spath(day, slug, int(nid)), text, "content")}</h3><p class="data">{day[8:10]} {MONTHS[int(day[5:7])]} {day[:4]}</p></li>'
        d = self.docs[ref]
        img = ""
        if first and d.image:
            img = self.a(
                ref,
                d.title,
                "content",
                'class="img-link"',
                inner=f'<img src="/media/foto/{zlib.crc32(d.image.encode()) % 99991}_th.jpg" alt="{esc(d.image)}">',
            )
        return f'<li class="lancio">{img}<p class="occhiello">{esc(d.extra.get("kicker", ""))}</p><h3>{self.a(ref, d.title, "content")}</h3><p class="sommario">{esc(d.dek or self.lede(d))}</p><p class="data">{esc(d.stamp)}</p></li>'

    def listing_main(self, doc: Doc) -> str:
        a = self.a
        items = "\n".join(self.item(r, first=(i == 0)) for i, r in enumerate(doc.extra["list"]))
        pager = ""
        if doc.extra.get("more"):
            pager = f'<div class="paginazione">{a(doc.extra["more"], "Altre notizie »", "content")}</div>'
        if doc.extra.get("prev"):
            pager = f'<div class="paginazione">{a(doc.extra["prev"], "« Precedenti", "content")} <span>2</span> {a("/cronaca/?pag=3", "Successive »", "content")}</div>'
        head = (
            f'<h1 class="titolo-sezione">{esc(doc.title)}</h1>'
            if doc.key != "home"
            else '<h1 class="nascosto">Cronache del Garda</h1>'
        )
        bio = ""
        if doc.kind == "author":
            bio = f'<div class="autore-bio"><img src="/media/autori/chiara-bellini.jpg" alt="{esc(doc.title)}" width="96">{self.blocks(doc)}</div><h2>Articoli di {esc(doc.title)}</h2>'
        promo = ""
        if doc.key == "home":
            promo = f'<div class="promo-servizi">{a("eventi", "Tutti gli eventi di dicembre", "content")} · {a("lavoro", "Offerte di lavoro", "content")}</div>'
        return f"""<section class="lista-notizie">
{head}
{bio}
<ul class="lanci">
{items}
</ul>
{pager}
{promo}
</section>"""

    def service_main(self, doc: Doc) -> str:
        return f"""<section class="pagina-statica">
<nav class="briciole">{self.a("home", "Home", "chrome:breadcrumb")} › {esc(doc.title)}</nav>
<h1 class="titolo">{esc(doc.title)}</h1>
<div class="testo">{self.blocks(doc)}</div>
</section>"""
