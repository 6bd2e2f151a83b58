# ruff: noqa: E501 (page texts and markup are long literal lines; Italian quotation marks are deliberate)
"""Il Caruggio: a hyperlocal blog from Chiavari (Liguria) hosted on **Blogger**, classic "Semplice" template
(`https://ilcaruggio.blogspot.test`, posts at `/2026/12/<slug>.html`, the `?m=1` mobile variant, label pages
`/search/label/<Label>`, the monthly archive `/2026/12/`, "Post più vecchi" at `/search?updated-max=…`, search at
`/search?q=`, static pages at `/p/<slug>.html`). Blogger's own markup: `date-outer` / `h2.date-header` ("venerdì 4
dicembre 2026", printed **once per day** on listings, so a second post of the same day has no date of its own),
`post-outer`, `post hentry` with `BlogPosting` microdata, `h3.post-title entry-title`, `post-body entry-content`,
`post-footer` with "Pubblicato da … alle 21:40" and `abbr.published title="…+01:00"`, labels, share buttons, the
`dl#comments-block` comments and the comment-form iframe. Post bodies are written three ways, as Blogger editors
leave them: `<p>` paragraphs, compose-mode `<div>` lines with `<div><br /></div>` between, and bare text split by
`<br /><br />`. Italian, UTF-8. No JSON-LD and no `article:published_time`: the date is in the header and the
`abbr`. Labelled hrefs are double-quoted; the template's own attributes are single-quoted, as Blogger writes them.
A post that is only a photo with a caption is not an article; the mobile page of the landslide story is."""

from __future__ import annotations

import zlib

from common import Base, bare, blocks_html, page, story
from sitekit import Doc, css_rules, esc

GIORNI = {
    "2026-12-04": "venerdì 4 dicembre 2026",
    "2026-12-03": "giovedì 3 dicembre 2026",
    "2026-12-01": "martedì 1 dicembre 2026",
    "2026-11-30": "lunedì 30 novembre 2026",
    "2026-11-29": "domenica 29 novembre 2026",
    "2026-11-28": "sabato 28 novembre 2026",
    "2026-11-26": "giovedì 26 novembre 2026",
}
POSTS = ["frana", "consiglio", "foto", "sagra", "negozio", "entella", "breve", "intervista"]
ORDER = POSTS  # newest first
BLOG_ID = "7781204519637245108"
PROFILES = {
    "Gianni Bacigalupo": "04412983567120984411",
    "Francesca Raffo": "11820457731209855730",
    "Redazione Il Caruggio": "09931175024418823560",
}


def post_id(key: str) -> str:
    return str(1000000000000000000 + zlib.crc32(key.encode()) * 1000003)


class Caruggio(Base):
    origin = "https://ilcaruggio.blogspot.test"
    name = "Il Caruggio"
    prefix = "crg"
    language = "it"
    content_type = "text/html; charset=UTF-8"
    absolute = True

    def pad_rules(self) -> list[str]:
        return css_rules(
            "crg",
            [
                ".content-outer",
                ".header-inner .Header h1",
                ".date-header span",
                ".post-body",
                ".post-footer",
                ".sidebar .widget",
                "#comments",
                ".blog-pager",
                ".footer-outer",
                ".tabs-inner .widget ul",
            ],
            240,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "Il Caruggio",
                "blogger-home-jump-breaks",
                list=["frana", "consiglio", "foto", "sagra"],
            )
        )
        add(
            page(
                "older",
                "/search?updated-max=2026-12-01T10:30:00%2B01:00&max-results=4&start=4&by-date=false",
                "section",
                "Il Caruggio",
                "blogger-older-posts-page",
                list=["negozio", "entella", "breve", "intervista"],
            )
        )
        add(
            page(
                "cronaca",
                "/search/label/Cronaca",
                "tag",
                "Cronaca",
                "blogger-label-page",
                list=["frana", "consiglio", "breve"],
            )
        )
        add(
            page(
                "autrice",
                "/search/label/Francesca%20Raffo",
                "author",
                "Francesca Raffo",
                "blogger-label-used-as-author",
                list=["consiglio", "negozio", "intervista"],
            )
        )
        add(
            page(
                "mese",
                "/2026/12/",
                "archive",
                "dicembre 2026",
                "blogger-monthly-archive",
                list=["frana", "consiglio", "foto", "sagra"],
            )
        )
        add(
            page(
                "search",
                "/search?q=parcheggio",
                "search",
                "parcheggio",
                "blogger-search-results",
                list=["consiglio", "sagra"],
            )
        )
        add(
            page(
                "chisiamo",
                "/p/chi-siamo.html",
                "about",
                "Chi siamo",
                "blogger-static-page",
                [
                    "Il Caruggio è un blog di notizie su Chiavari e sul Tigullio, nato nel 2011 da un'idea di Gianni Bacigalupo, giornalista pubblicista e chiavarese da sempre. Dal 2019 scrive con noi anche Francesca Raffo.",
                    "Raccontiamo quello che succede sotto casa: il consiglio comunale, i cantieri, lo sport, i negozi che aprono e quelli che chiudono, le persone che fanno la città. Non abbiamo editori alle spalle e non prendiamo contributi pubblici.",
                    "Segnalazioni, foto e correzioni sono sempre benvenute: scriveteci a redazione.ilcaruggio@gmail.test oppure lasciate un commento sotto gli articoli.",
                ],
            )
        )
        add(
            page(
                "privacy",
                "/p/privacy-e-cookie.html",
                "policy",
                "Privacy e cookie",
                "blogger-static-page-policy",
                [
                    "Questo blog è ospitato sulla piattaforma Blogger, che utilizza cookie tecnici e di analisi secondo le proprie norme sulla privacy.",
                    "I commenti sono moderati. L'indirizzo email eventualmente lasciato nei commenti non viene pubblicato né ceduto a terzi.",
                    "Il titolare del trattamento dei dati raccolti tramite il modulo dei commenti e la posta elettronica è Gianni Bacigalupo, contattabile all'indirizzo indicato nella pagina Chi siamo.",
                ],
            )
        )
        add(
            page(
                "foto",
                "/2026/12/il-porto-al-tramonto.html",
                "gallery",
                "Il porto al tramonto",
                "blogger-photo-only-post",
                [],
                story_template=True,
                author="Gianni Bacigalupo",
                date="2026-12-03",
                time="17:20",
                labels=["Foto", "Porto"],
                photo=(
                    "Il porto turistico al tramonto",
                    "Il porto turistico di Chiavari al tramonto, visto dalla passeggiata a mare. Foto di un lettore, Aldo P.",
                ),
                ncomments=0,
            )
        )
        frana_lines = [
            "Uno smottamento di terra e sassi ha invaso nel pomeriggio di oggi la carreggiata della strada provinciale 33, che da Chiavari sale verso Leivi, all'altezza del tornante sopra la località Curlo. Nessun ferito: al momento del distacco, intorno alle 16.30, non transitavano auto.",
            "RAW:JUMP",
            "Sul posto sono intervenuti i vigili del fuoco del distaccamento di Chiavari, la polizia locale e i tecnici della Città Metropolitana, che hanno chiuso la strada per circa tre ore per rimuovere il materiale e verificare la tenuta del versante. In serata la provinciale è stata riaperta a senso unico alternato regolato da semaforo.",
            "FIG: La frana sulla provinciale 33 | ",
            "Secondo una prima stima, sono scesi a valle una trentina di metri cubi di terra, probabilmente a causa delle piogge dei giorni scorsi: a Leivi, dal 28 novembre, sono caduti oltre 180 millimetri d'acqua.",
            "«Il versante è monitorato da tempo, non è una sorpresa», ha spiegato il sindaco di Leivi, Paolo Cuneo, che ha raggiunto il cantiere poco dopo le 18. «Abbiamo chiesto alla Città Metropolitana di anticipare i lavori di consolidamento previsti per la primavera. Nel frattempo chiedo a tutti prudenza, soprattutto la sera.»",
            "Il senso unico alternato resterà in vigore almeno fino a lunedì 7 dicembre, quando è previsto un nuovo sopralluogo con un geologo. Per chi deve raggiungere Leivi è consigliato il percorso alternativo da San Rufino, più lungo di circa dieci minuti.",
            "Disagi anche per il trasporto pubblico: le corse della linea 26 di AMT saranno deviate fino a nuova comunicazione, con fermate provvisorie in località Ne. Gli orari aggiornati sono disponibili alle fermate e sul sito dell'azienda.",
            "Vi terremo aggiornati sugli sviluppi. Chi ha foto o segnalazioni può scriverci, come sempre, nei commenti o via mail.",
        ]
        frana_comments = [
            (
                "Anonimo",
                "4 dicembre 2026 alle ore 22:05",
                "Quel tornante frana ogni inverno da quando ero bambino. Altro che sorpresa.",
            ),
            (
                "Lucia B.",
                "4 dicembre 2026 alle ore 22:31",
                "Grazie per l'aggiornamento. Qualcuno sa se il 26 delle 7.10 passa lo stesso da Curlo?",
            ),
            (
                "Marco da Caperana",
                "5 dicembre 2026 alle ore 07:48",
                "Stamattina semaforo lunghissimo, mettete in conto dieci minuti in più anche da San Rufino.",
            ),
        ]
        add(
            story(
                "frana",
                "/2026/12/frana-sulla-strada-per-leivi.html",
                "Frana sulla strada per Leivi, senso unico alternato fino a lunedì",
                "2026-12-04",
                "2026-12-04T21:40:00+01:00",
                GIORNI["2026-12-04"],
                ["Gianni Bacigalupo"],
                frana_lines,
                "blogger-post-p-paragraphs-comments",
                time="21:40",
                labels=["Cronaca", "Viabilità"],
                style="p",
                comments=frana_comments,
            )
        )
        add(
            story(
                "frana_m",
                "/2026/12/frana-sulla-strada-per-leivi.html?m=1",
                "Frana sulla strada per Leivi, senso unico alternato fino a lunedì",
                "2026-12-04",
                "2026-12-04T21:40:00+01:00",
                GIORNI["2026-12-04"],
                ["Gianni Bacigalupo"],
                frana_lines,
                "blogger-mobile-m1-variant",
                time="21:40",
                labels=["Cronaca", "Viabilità"],
                style="p",
                comments=frana_comments,
                mobile=True,
            )
        )
        add(
            story(
                "consiglio",
                "/2026/12/consiglio-comunale-via-libera-parcheggio-corso-dante.html",
                "Consiglio comunale, via libera al parcheggio di corso Dante tra le polemiche",
                "2026-12-03",
                "2026-12-03T23:15:00+01:00",
                GIORNI["2026-12-03"],
                ["Francesca Raffo"],
                [
                    "Dopo quasi quattro ore di discussione, il consiglio comunale di Chiavari ha approvato stasera il progetto definitivo del parcheggio interrato di corso Dante: 14 voti a favore, 8 contrari e un astenuto. La seduta, iniziata alle 19, si è chiusa poco prima delle 23, con il pubblico che ha seguito i lavori in piedi in fondo alla sala.",
                    "RAW:JUMP",
                    "Il progetto prevede 220 posti auto su due livelli, di cui 90 riservati ai residenti, e la sistemazione in superficie di una piazza pedonale con alberi e panchine. I lavori, affidati in project financing a una società genovese, dovrebbero partire a settembre 2027 e durare circa due anni. Il costo complessivo è stimato in 11,4 milioni di euro.",
                    "«È un'opera che la città aspetta da vent'anni», ha detto in aula l'assessore ai lavori pubblici, Stefano Podestà. «Libererà dalle auto un pezzo di centro e darà finalmente risposte ai residenti che oggi girano mezz'ora per trovare un posto.»",
                    "### Le critiche dell'opposizione",
                    "Di tutt'altro avviso la minoranza, che ha votato compatta contro. La capogruppo di Chiavari Bene Comune, Elena Castagnola, ha contestato soprattutto la durata della concessione, 45 anni, e le tariffe: «Per un residente il posto costerà 95 euro al mese. Non è un servizio, è un affare per chi lo gestisce.»",
                    "Critiche anche sul cantiere, che interesserà per due anni una delle vie più trafficate della città. Secondo l'opposizione il piano del traffico presentato dalla giunta è «vago» e non tiene conto delle attività commerciali della zona, già provate dai lavori sul lungomare dell'anno scorso.",
                    "Fuori dal municipio, una cinquantina di persone del comitato «Corso Dante Vivo» ha manifestato in silenzio con cartelli e striscioni. Il comitato ha già annunciato che valuterà un ricorso al TAR contro la delibera.",
                    "### I prossimi passi",
                    "Ora il progetto passerà alla conferenza dei servizi per i pareri della Soprintendenza e della Regione. Il sindaco ha promesso un'assemblea pubblica con i residenti entro gennaio, «per spiegare nel dettaglio tempi e modalità del cantiere».",
                ],
                "blogger-post-compose-divs-bold-subheads",
                time="23:15",
                labels=["Politica", "Cronaca"],
                style="div",
                comments=[
                    (
                        "Anonimo",
                        "3 dicembre 2026 alle ore 23:52",
                        "95 euro al mese per un posto sotto casa. Complimenti.",
                    ),
                    (
                        "Giorgio Ferrando",
                        "4 dicembre 2026 alle ore 08:17",
                        "Ero in sala ieri sera. Brava Francesca, resoconto preciso. Aggiungo solo che la Soprintendenza aveva già dato un parere preliminare negativo sulla prima versione.",
                    ),
                ],
            )
        )
        add(
            story(
                "entella",
                "/2026/11/virtus-entella-tre-punti-doro-contro-la-lucchese.html",
                "Virtus Entella, tre punti d'oro contro la Lucchese",
                "2026-11-29",
                "2026-11-29T19:05:00+01:00",
                GIORNI["2026-11-29"],
                ["Gianni Bacigalupo"],
                [
                    "Vittoria pesante per la Virtus Entella, che oggi pomeriggio al Comunale ha battuto la Lucchese per 2-1 e sale a 24 punti in classifica, a ridosso della zona playoff. Una partita sofferta, decisa nel finale da un colpo di testa del difensore Matteo Sanguineti.",
                    "RAW:JUMP",
                    "Primo tempo equilibrato e con poche occasioni. I biancocelesti sono passati in vantaggio al 38' con un bel destro a giro di Nicolò Ferretti dal limite dell'area, ma la Lucchese ha pareggiato a inizio ripresa su calcio di rigore, concesso per un fallo di mano in area piuttosto dubbio.",
                    "Nella mezz'ora finale l'Entella ha spinto con decisione, sfiorando il gol due volte con Ferretti e con il giovane Davide Oneto, entrato dalla panchina. All'87', sugli sviluppi di un calcio d'angolo, Sanguineti ha anticipato tutti sul primo palo e ha firmato il 2-1 che ha fatto esplodere i circa 2.300 spettatori presenti.",
                    "«Abbiamo sofferto, ma la squadra non ha mai smesso di crederci», ha commentato a fine gara l'allenatore Roberto Gallo. «Adesso non dobbiamo guardare la classifica, ma pensare partita dopo partita.»",
                    "Domenica prossima i biancocelesti saranno impegnati in trasferta sul campo del Pontedera. Calcio d'inizio alle 14.30.",
                ],
                "blogger-post-bare-text-br-breaks",
                time="19:05",
                labels=["Sport"],
                style="br",
                ncomments=0,
            )
        )
        add(
            story(
                "sagra",
                "/2026/12/torna-il-mercatino-di-natale-in-piazza-mazzini.html",
                "Torna il Mercatino di Natale in piazza Mazzini: il programma",
                "2026-12-01",
                "2026-12-01T10:30:00+01:00",
                GIORNI["2026-12-01"],
                [],
                [
                    "Dal 6 al 24 dicembre piazza Mazzini ospiterà di nuovo il Mercatino di Natale, organizzato dal Consorzio Chiavari Centro con il patrocinio del Comune. Trentadue casette di legno proporranno artigianato, prodotti tipici liguri e idee regalo, con apertura tutti i giorni dalle 10 alle 20.",
                    "RAW:JUMP",
                    "Quest'anno il mercatino si allunga fino a piazza Roma, dove sarà allestita una piccola pista di pattinaggio sul ghiaccio sintetico, gratuita per i bambini sotto i dieci anni. Ecco gli appuntamenti principali:",
                    "- Sabato 6 dicembre, ore 17: accensione dell'albero e concerto della Filarmonica di Chiavari",
                    "- Domenica 7 dicembre, ore 15: laboratorio di decorazioni natalizie per bambini",
                    "- Sabato 13 dicembre, ore 16: arrivo di Babbo Natale in Darsena, a bordo di un gozzo",
                    "- Sabato 20 dicembre, ore 21: concerto gospel nella cattedrale di Nostra Signora dell'Orto",
                    "- Mercoledì 24 dicembre, ore 18: chiusura con la cioccolata calda offerta dai commercianti",
                    "In occasione del mercatino il Comune ha previsto l'apertura straordinaria del parcheggio di piazza della Stazione anche la domenica, con tariffa ridotta a 1 euro all'ora. Il programma completo è disponibile sulla pagina del Consorzio.",
                ],
                "blogger-post-list-desk-profile",
                time="10:30",
                labels=["Eventi"],
                style="p",
                profile="Redazione Il Caruggio",
                ncomments=0,
            )
        )
        add(
            story(
                "negozio",
                "/2026/11/chiude-dopo-68-anni-la-merceria-solari.html",
                "Chiude dopo 68 anni la merceria Solari di via Martiri della Liberazione",
                "2026-11-30",
                "2026-11-30T18:20:00+01:00",
                GIORNI["2026-11-30"],
                ["Francesca Raffo"],
                [
                    "Dietro il bancone di legno scuro ci sono ancora i cassetti con le etichette scritte a mano: «bottoni madreperla», «elastici 2 cm», «fettuccia cotone». Li ha riempiti per la prima volta Angelo Solari nel 1958, quando aprì la merceria sotto i portici di via Martiri della Liberazione, e li ha svuotati e riempiti per 42 anni sua figlia Rosanna. Il 31 dicembre la saracinesca si abbasserà per l'ultima volta.",
                    "RAW:JUMP",
                    "«Ho 71 anni e le gambe non sono più quelle di una volta», racconta Rosanna Solari, mentre serve una signora che cerca una cerniera per un cappotto. «Nessuno dei miei figli vuole continuare, e li capisco. Non è più un mestiere che ti fa vivere.»",
                    "FIG: Rosanna Solari dietro il bancone | Rosanna Solari nella sua merceria (foto F. Raffo)",
                    "Negli ultimi anni gli incassi sono calati costantemente. Prima sono arrivati i grandi magazzini, poi gli acquisti online. «Una volta venivano le sarte, le ricamatrici, le mamme che facevano i vestiti ai bambini», ricorda. «Adesso viene chi deve accorciare un pantalone e non sa dove andare. Molti sono giovani, e questo mi fa piacere.»",
                    "La merceria Solari è una delle ultime botteghe storiche del centro. Secondo i dati della Camera di commercio, negli ultimi dieci anni a Chiavari hanno chiuso 64 negozi di vicinato, soprattutto nei settori dell'abbigliamento e della casa. Al loro posto sono arrivati bar, agenzie immobiliari e negozi di catena.",
                    "In questi giorni in negozio c'è un via vai continuo. Qualcuno viene a comprare approfittando degli sconti, molti solo per salutare. «Una signora mi ha portato una foto di sua mamma davanti alla vetrina negli anni Sessanta», dice Rosanna, e per un attimo si commuove. «Queste sono le cose che mi mancheranno.»",
                    "Il locale è in affitto e il proprietario non ha ancora deciso cosa farne. Rosanna spera che ci vada qualcuno che lavora con le mani: «Un sarto, un calzolaio. Qualcuno che ripara le cose, invece di venderne di nuove.»",
                ],
                "blogger-post-caption-table-comments",
                time="18:20",
                labels=["Commercio", "Storie"],
                style="p",
                comments=[
                    (
                        "Anonimo",
                        "30 novembre 2026 alle ore 19:02",
                        "Che tristezza. Ci andavo con mia nonna a comprare i bottoni.",
                    ),
                    (
                        "Paola G.",
                        "30 novembre 2026 alle ore 20:40",
                        "Rosanna è una persona splendida. Auguri per il meritato riposo!",
                    ),
                    (
                        "Anonimo",
                        "1 dicembre 2026 alle ore 09:11",
                        "E intanto aprono l'ennesimo negozio di sigarette elettroniche...",
                    ),
                    (
                        "Teresa",
                        "1 dicembre 2026 alle ore 13:25",
                        "Grazie per questo articolo, Francesca. Bisognerebbe raccontare di più queste storie.",
                    ),
                ],
            )
        )
        add(
            story(
                "breve",
                "/2026/11/acqua-martedi-interruzione-in-via-trieste.html",
                "Acqua, martedì interruzione in via Trieste e dintorni",
                "2026-11-28",
                "2026-11-28T12:10:00+01:00",
                GIORNI["2026-11-28"],
                ["Gianni Bacigalupo"],
                [
                    "Martedì 1° dicembre, dalle 8.30 alle 16, Iren Acqua sospenderà l'erogazione dell'acqua in via Trieste, via Gramsci, corso Lavagna (tra via Trieste e piazza Roma) e nelle vie limitrofe, per lavori di allacciamento alla rete.",
                    "In caso di maltempo l'intervento sarà rinviato a giovedì 3 dicembre, con gli stessi orari. Si consiglia di fare scorta d'acqua e di tenere chiusi i rubinetti durante l'interruzione, per evitare perdite al ritorno del servizio.",
                ],
                "blogger-short-brief",
                time="12:10",
                labels=["Servizi", "Cronaca"],
                style="p",
                ncomments=0,
            )
        )
        add(
            story(
                "intervista",
                "/2026/11/quattro-chiacchiere-con-luisa-garibaldi.html",
                "Quattro chiacchiere con Luisa Garibaldi, la maestra d'ascia che ripara i gozzi in Darsena",
                "2026-11-26",
                "2026-11-26T17:45:00+01:00",
                GIORNI["2026-11-26"],
                ["Francesca Raffo"],
                [
                    "Nel piccolo cantiere in fondo alla Darsena, tra trucioli e odore di resina, Luisa Garibaldi sta sostituendo una tavola del fasciame di un gozzo del 1962. Ha 44 anni, è una delle pochissime maestre d'ascia donne in Liguria e da dodici anni ripara le barche in legno dei pescatori e dei diportisti del Tigullio. L'abbiamo incontrata durante una pausa.",
                    "RAW:JUMP",
                    "Q: Come si diventa maestra d'ascia? || Con tanta pazienza. Io ho fatto il liceo artistico, poi ho lavorato qualche anno in una falegnameria a Genova. Un giorno ho accompagnato un amico da un vecchio maestro d'ascia di Lavagna, Giobatta Queirolo, e non me ne sono più andata. Mi ha insegnato tutto lui, in sei anni di bottega.",
                    "Q: Le barche in legno hanno ancora un futuro? || Meno di una volta, ma più di quanto si pensi. Chi ha un gozzo in legno di solito l'ha ereditato dal padre o dal nonno e non lo venderebbe mai. Ripararlo costa, ma per molti è come tenere in vita un pezzo di famiglia. Negli ultimi anni vengono anche tanti giovani, che le comprano usate e vogliono rimetterle in mare.",
                    "Q: Qual è il lavoro più difficile che ha fatto? || Un leudo di fine Ottocento, ritrovato in un capannone a Sestri Levante. Era quasi marcio. Ci abbiamo lavorato in tre per diciotto mesi, e oggi naviga di nuovo. Quando l'abbiamo varato, il proprietario piangeva. Anch'io, a dire il vero.",
                    "Q: Essere donna in questo mestiere è stato un problema? || All'inizio qualcuno mi guardava storto, soprattutto i pescatori più anziani. Poi hanno visto come lavoravo. Adesso sono loro a portarmi il caffè la mattina. Il legno non sa chi lo sta lavorando.",
                    "Q: Cosa le servirebbe? || Spazio. Il Comune ci promette da anni una sistemazione nella nuova area cantieristica della Darsena, ma non si è ancora visto niente. E qualche apprendista: se c'è un ragazzo o una ragazza che vuole imparare, la porta è aperta.",
                ],
                "blogger-interview-bold-questions",
                time="17:45",
                labels=["Storie", "Porto"],
                style="p",
                comments=[
                    (
                        "Anonimo",
                        "26 novembre 2026 alle ore 19:30",
                        "Brava Luisa! Ha sistemato anche la barca di mio padre, lavoro perfetto.",
                    ),
                    (
                        "Franco",
                        "27 novembre 2026 alle ore 10:02",
                        "Il Comune si svegli con l'area cantieristica, sono dieci anni che se ne parla.",
                    ),
                ],
            )
        )

    # ------------------------------------------------------------------ helpers
    def author_of(self, doc: Doc) -> str:
        return doc.authors[0] if doc.authors else doc.extra.get("profile") or doc.extra.get("author", "")

    def body_html(self, doc: Doc, snippet: bool = False) -> str:
        style = doc.extra.get("style", "p")
        blocks = []
        for b in doc.blocks:
            if b == ("box", "JUMP"):
                if snippet:
                    break
                blocks.append(("box", "<a name='more'></a>"))
            else:
                blocks.append(b)

        def fig(alt: str, cap: str) -> str:
            n = f"{zlib.crc32(alt.encode()):x}"
            img = f'<a href="https://blogger.googleusercontent.test/img/b/R29vZ2xl/AVvXsE{n}/s1600/IMG_{n}.jpg" style="margin-left: auto; margin-right: auto;"><img border="0" data-original-height="1200" data-original-width="1600" height="300" src="https://blogger.googleusercontent.test/img/b/R29vZ2xl/AVvXsE{n}/w400-h300/IMG_{n}.jpg" width="400" alt="{esc(alt)}" /></a>'
            if not cap.strip():
                return f'<div class="separator" style="clear: both; text-align: center;">{img}</div>'
            return f'<table align="center" cellpadding="0" cellspacing="0" class="tr-caption-container" style="margin-left: auto; margin-right: auto;"><tbody><tr><td style="text-align: center;">{img}</td></tr><tr><td class="tr-caption" style="text-align: center;">{esc(cap)}</td></tr></tbody></table>'

        if style == "div":
            wrap = {
                "p": lambda i: f"<div>{i}</div><div><br /></div>",
                "h3": lambda i: f"<div><b>{i}</b></div><div><br /></div>",
            }
        elif style == "br":
            wrap = {"p": lambda i: f"{i}<br /><br />"}
        else:
            wrap = {
                "p": lambda i: f'<p style="text-align: justify;">{i}</p>',
                "qa": lambda q, a: f'<p><b>{q}</b></p><p style="text-align: justify;">{a}</p>',
            }
        html = blocks_html(self, blocks, fig=fig, wrap=wrap)
        if style == "br":
            html = f'<span style="font-family: verdana, sans-serif;">{html}</span>'
        return html

    def footer(self, doc: Doc, mobile: bool = False, share_buttons: bool = True) -> str:
        who = self.author_of(doc)
        url = self.url(doc.key)
        time = doc.extra["time"]
        iso = doc.iso or f"{doc.extra['date']}T{time}:00+01:00"
        prof = PROFILES[who]
        author = (
            f"<span class='post-author vcard'>Pubblicato da <span class='fn' itemprop='author' itemscope='itemscope' itemtype='http://schema.org/Person'>"
            f"<meta content='https://www.blogger.test/profile/{prof}' itemprop='url'/><a class='g-profile' href=\"https://www.blogger.test/profile/{prof}\" rel='author' title='author profile'><span itemprop='name'>{esc(who)}</span></a></span></span>"
        )
        stamp = f"<span class='post-timestamp'>alle <meta content='{esc(url)}' itemprop='url'/><a class='timestamp-link' href=\"{esc(url)}\" rel='bookmark' title='permanent link'><abbr class='published' itemprop='datePublished' title='{iso}'>{time}</abbr></a></span>"
        ncom = len(doc.extra.get("comments", [])) if "comments" in doc.extra else doc.extra.get("ncomments", 0)
        ctext = "Nessun commento:" if ncom == 0 else ("1 commento:" if ncom == 1 else f"{ncom} commenti:")
        clink = f"<span class='post-comment-link'><a class='comment-link' href=\"{esc(url)}#comment-form\" onclick=''>{ctext}</a></span>"
        labels = []
        for lab in doc.extra.get("labels", []):
            if lab == "Cronaca":
                labels.append(self.a("cronaca", lab, "tags", attrs="rel='tag'"))
            else:
                labels.append(
                    f"<a href=\"{self.origin}/search/label/{lab.replace('à', '%C3%A0')}\" rel='tag'>{esc(lab)}</a>"
                )
        if doc.authors and doc.authors[0] == "Francesca Raffo":
            labels.append(self.a("autrice", "Francesca Raffo", "tags", attrs="rel='tag'"))
        share = (
            ""
            if mobile or not share_buttons
            else f"<div class='post-share-buttons goog-inline-block'><a class='goog-inline-block share-button sb-email' href=\"https://www.blogger.test/share-post.g?blogID={BLOG_ID}&amp;postID={post_id(doc.key)}&amp;target=email\" target='_blank' title='Invia tramite email'><span class='share-button-link-text'>Invia tramite email</span></a>"
            f"<a class='goog-inline-block share-button sb-blog' href=\"https://www.blogger.test/share-post.g?blogID={BLOG_ID}&amp;postID={post_id(doc.key)}&amp;target=blog\" target='_blank' title='Postalo sul blog'><span class='share-button-link-text'>Postalo sul blog</span></a>"
            f"<a class='goog-inline-block share-button sb-twitter' href=\"https://www.blogger.test/share-post.g?blogID={BLOG_ID}&amp;postID={post_id(doc.key)}&amp;target=twitter\" target='_blank' title='Condividi su X'><span class='share-button-link-text'>Condividi su X</span></a>"
            f"<a class='goog-inline-block share-button sb-facebook' href=\"https://www.blogger.test/share-post.g?blogID={BLOG_ID}&amp;postID={post_id(doc.key)}&amp;target=facebook\" target='_blank' title='Condividi su Facebook'><span class='share-button-link-text'>Condividi su Facebook</span></a>"
            f"<a class='goog-inline-block share-button sb-pinterest' href=\"https://www.blogger.test/share-post.g?blogID={BLOG_ID}&amp;postID={post_id(doc.key)}&amp;target=pinterest\" target='_blank' title='Condividi su Pinterest'><span class='share-button-link-text'>Condividi su Pinterest</span></a></div>"
        )
        return (
            f"<div class='post-footer'><div class='post-footer-line post-footer-line-1'>{author}\n{stamp}\n{clink}\n<span class='post-icons'></span>\n{share}</div>"
            f"<div class='post-footer-line post-footer-line-2'><span class='post-labels'>Etichette:\n{', '.join(labels)}</span></div>"
            "<div class='post-footer-line post-footer-line-3'><span class='post-location'></span></div></div>"
        )

    def post(self, doc: Doc, snippet: bool = False, mobile: bool = False) -> str:
        url = self.url(doc.key)
        if doc.kind == "gallery":
            alt, cap = doc.extra["photo"]
            n = f"{zlib.crc32(alt.encode()):x}"
            body = (
                f'<table align="center" cellpadding="0" cellspacing="0" class="tr-caption-container" style="margin-left: auto; margin-right: auto;"><tbody><tr><td style="text-align: center;">'
                f'<a href="https://blogger.googleusercontent.test/img/b/R29vZ2xl/AVvXsE{n}/s2048/porto-tramonto.jpg" style="margin-left: auto; margin-right: auto;"><img border="0" data-original-height="1365" data-original-width="2048" height="427" src="https://blogger.googleusercontent.test/img/b/R29vZ2xl/AVvXsE{n}/w640-h427/porto-tramonto.jpg" width="640" alt="{esc(alt)}" /></a></td></tr>'
                f'<tr><td class="tr-caption" style="text-align: center;">{esc(cap)}</td></tr></tbody></table>'
            )
        else:
            body = self.body_html(doc, snippet=snippet)
        title = self.a(doc.key, doc.title, "content") if snippet else esc(doc.title)
        jump = ""
        if snippet and any(b == ("box", "JUMP") for b in doc.blocks):
            jump = (
                f"<div class='jump-link'><a href=\"{esc(url)}#more\" title='{esc(doc.title)}'>Leggi tutto »</a></div>"
            )
        pid = post_id(doc.key)
        return (
            f"<div class='post-outer'>\n<div class='post hentry uncustomized-post-template' itemprop='blogPost' itemscope='itemscope' itemtype='http://schema.org/BlogPosting'>\n"
            f"<meta content='https://blogger.googleusercontent.test/img/b/R29vZ2xl/AVvXsE{pid[-6:]}/s72-c/{doc.key}.jpg' itemprop='image_url'/>\n<meta content='{BLOG_ID}' itemprop='blogId'/>\n<meta content='{pid}' itemprop='postId'/>\n"
            f"<a name='{pid}'></a>\n<h3 class='post-title entry-title' itemprop='name'>\n{title}\n</h3>\n<div class='post-header'>\n<div class='post-header-line-1'></div>\n</div>\n"
            f"<div class='post-body entry-content' id='post-body-{pid}' itemprop='description articleBody'>\n{body}\n{jump}<div style='clear: both;'></div>\n</div>\n"
            f"{self.footer(doc, mobile, share_buttons=not snippet)}\n</div>\n</div>"
        )

    def date_of(self, doc: Doc) -> str:
        return doc.date or doc.extra["date"]

    def comments_html(self, doc: Doc) -> str:
        items = doc.extra.get("comments", [])

        def who(n: str) -> str:
            return (
                esc(n)
                if n == "Anonimo"
                else f'<a href="https://www.blogger.test/profile/{post_id(n)[-17:]}" rel="nofollow">{esc(n)}</a>'
            )

        rows = "".join(
            f"<dt class='comment-author' id='c{post_id(doc.key + str(i))[-10:]}'><a name='c{post_id(doc.key + str(i))[-10:]}'></a>{who(n)} ha detto...</dt>"
            f"<dd class='comment-body' id='Blog1_cmt-{post_id(doc.key + str(i))[-10:]}'><p>{esc(t)}</p></dd>"
            f"<dd class='comment-footer'><span class='comment-timestamp'><a href=\"{esc(self.url(doc.key))}?showComment=17648{i}2000000#c{post_id(doc.key + str(i))[-10:]}\" title='comment permalink'>{w}</a></span></dd>"
            for i, (n, w, t) in enumerate(items)
        )
        count = "Nessun commento:" if not items else ("1 commento:" if len(items) == 1 else f"{len(items)} commenti:")
        return (
            f"<div class='comments' id='comments'>\n<a name='comments'></a>\n<h4>{count}</h4>\n<div id='Blog1_comments-block-wrapper'><dl class='avatar-comment-indent' id='comments-block'>{rows}</dl></div>\n"
            "<p class='comment-footer'>\n<div class='comment-form'>\n<a name='comment-form'></a>\n<h4 id='comment-post-message'>Posta un commento</h4>\n<p>Commenti anonimi consentiti, ma firmatevi: è più educato. I commenti offensivi verranno rimossi.</p>\n"
            f"<a href=\"https://www.blogger.test/comment/frame/{BLOG_ID}?po={post_id(doc.key)}&amp;hl=it&amp;saa=85391&amp;origin={self.origin}\" id='comment-editor-src'></a>\n"
            "<iframe allowtransparency='true' class='blogger-iframe-colorize blogger-comment-from-post' frameborder='0' height='410px' id='comment-editor' name='comment-editor' src='' width='100%'></iframe>\n"
            "<script src='https://www.blogger.test/static/v1/jsbin/2830521187-comment_from_post_iframe.js' type='text/javascript'></script>\n<script type='text/javascript'>BLOG_CMT_createIframe('https://www.blogger.test/rpc_relay.html');</script>\n</div>\n</p>\n</div>"
        )

    # ------------------------------------------------------------------ pages
    def frame(self, doc: Doc, main: str) -> str:
        if doc.extra.get("mobile"):
            return self.mobile_frame(doc, main)
        url = self.url(doc.key)
        is_post = doc.is_article or doc.kind == "gallery"
        title = (
            f"Il Caruggio: {doc.title}"
            if is_post or doc.kind in ("about", "policy")
            else "Il Caruggio"
            if doc.key in ("home", "older", "mese")
            else f"Il Caruggio: {doc.title}"
        )
        desc = self.lede(doc) if doc.is_article else "Notizie da Chiavari e dal Tigullio"
        head = [
            f"<link href=\"{esc(url)}\" rel='canonical'/>",
            f"<meta content='{esc(url)}' property='og:url'/>",
            f"<meta content='{esc(doc.title if is_post else 'Il Caruggio')}' property='og:title'/>",
            f"<meta content='{esc(desc)}' property='og:description'/>",
        ]
        if is_post:
            head.insert(1, f'<link rel="alternate" media="only screen and (max-width: 640px)" href="{esc(url)}?m=1">')
            head.append(
                f"<meta content='https://blogger.googleusercontent.test/img/b/R29vZ2xl/AVvXsE{post_id(doc.key)[-6:]}/w1200-h630-p-k-no-nu/{doc.key}.jpg' property='og:image'/>"
            )
            head.append(
                f'<link rel="alternate" type="application/atom+xml" title="Il Caruggio - Atom" href="{self.origin}/feeds/{post_id(doc.key)}/comments/default" />'
            )

        def lab_link(lab: str) -> str:
            if lab == "Cronaca":
                return self.a("cronaca", lab, "aside", attrs="dir='ltr'")
            if lab == "Francesca Raffo":
                return self.a("autrice", lab, "aside", attrs="dir='ltr'")
            return f"<a dir='ltr' href=\"{self.origin}/search/label/{lab}\">{lab}</a>"

        labels = "".join(
            f"<li>{lab_link(lab)}<span dir='ltr'>({n})</span></li>"
            for lab, n in (
                ("Cronaca", 412),
                ("Eventi", 96),
                ("Francesca Raffo", 188),
                ("Politica", 143),
                ("Porto", 37),
                ("Sport", 221),
                ("Storie", 58),
            )
        )
        dec_posts = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>" for k in ("frana", "consiglio", "foto", "sagra")
        )
        profiles = "".join(
            f"<li><a class='profile-name-link g-profile' href=\"https://www.blogger.test/profile/{p}\">{esc(n)}</a></li>"
            for n, p in PROFILES.items()
        )
        pages = f"<ul><li>{self.a('home', 'Home', 'nav')}</li><li>{self.a('chisiamo', 'Chi siamo', 'nav')}</li><li>{self.a('privacy', 'Privacy e cookie', 'nav')}</li></ul>"
        return f"""<!DOCTYPE html>
<html class='v2' dir='ltr' lang='it' xmlns='http://www.w3.org/1999/xhtml' xmlns:b='http://www.google.com/2005/gml/b' xmlns:data='http://www.google.com/2005/gml/data' xmlns:expr='http://www.google.com/2005/gml/expr'>
<head>
<meta content='width=1100' name='viewport'/>
<meta content='text/html; charset=UTF-8' http-equiv='Content-Type'/>
<meta content='blogger' name='generator'/>
<link href='{self.origin}/favicon.ico' rel='icon' type='image/x-icon'/>
{chr(10).join(head)}
<link rel="alternate" type="application/atom+xml" title="Il Caruggio - Atom" href="{self.origin}/feeds/posts/default" />
<link rel="alternate" type="application/rss+xml" title="Il Caruggio - RSS" href="{self.origin}/feeds/posts/default?alt=rss" />
<link rel="service.post" type="application/atom+xml" title="Il Caruggio - Atom" href="https://www.blogger.test/feeds/{BLOG_ID}/posts/default" />
<title>{esc(title)}</title>
<style id='page-skin-1' type='text/css'><!--
/* Name: Simple  Designer: Blogger  URL: www.blogger.com */
body {{ font: normal normal 14px Georgia, Utopia, 'Palatino Linotype', Palatino, serif; color: #222222; background: #f3efe6 none repeat scroll top left; }}
/*PAD*/
--></style>
<script type='text/javascript'>window.cookieChoices && cookieChoices.showCookieConsentBar && cookieChoices.showCookieConsentBar((window.cookieOptions && cookieOptions.msg) || 'Questo sito utilizza cookie di Google per erogare i propri servizi e per analizzare il traffico.', (window.cookieOptions && cookieOptions.close) || 'Ok', (window.cookieOptions && cookieOptions.learn) || 'Ulteriori informazioni', (window.cookieOptions && cookieOptions.link) || 'https://www.blogger.test/go/blogspot-cookies');</script>
</head>
<body class='loading variant-simplysimple'>
<div class='navbar no-items section' id='navbar' name='Navbar'></div>
<div class='body-fauxcolumns'><div class='fauxcolumn-outer body-fauxcolumn-outer'></div></div>
<div class='content'><div class='content-outer'><div class='content-inner'>
<header><div class='header-outer'><div class='header-inner section' id='header'><div class='widget Header' data-version='1' id='Header1'>
<div id='header-inner'><div class='titlewrapper'><h1 class='title'>{self.a("home", "Il Caruggio", "nav")}</h1></div>
<div class='descriptionwrapper'><p class='description'><span>Notizie da Chiavari e dintorni, dal 2011</span></p></div></div></div></div></div></header>
<div class='tabs-outer'><div class='tabs-inner'><div class='tabs section' id='crosscol'><div class='widget PageList' data-version='1' id='PageList1'><div class='widget-content'>{pages}</div></div></div></div></div>
<div class='main-outer'><div class='main-inner columns-fix-2'>
<div class='column-center-outer'><div class='column-center-inner'><div class='main section' id='main' name='Principale'><div class='widget Blog' data-version='1' id='Blog1'>
{main}
</div></div></div></div>
<div class='column-right-outer'><div class='column-right-inner'><aside><div class='sidebar section' id='sidebar-right-1'>
<div class='widget BlogSearch' data-version='1' id='BlogSearch1'><h2 class='title'>Cerca nel blog</h2><div class='widget-content'><div id='BlogSearch1_form'><form action='{self.origin}/search' class='gsc-search-box' target='_top'><table cellpadding='0' cellspacing='0' class='gsc-search-box'><tbody><tr><td class='gsc-input'><input autocomplete='off' class='gsc-input' name='q' size='10' title='search' type='text' value=''/></td><td class='gsc-search-button'><input class='gsc-search-button' title='search' type='submit' value='Cerca'/></td></tr></tbody></table></form></div></div></div>
<div class='widget Label' data-version='1' id='Label1'><h2>Etichette</h2><div class='widget-content list-label-widget-content'><ul>{labels}</ul></div></div>
<div class='widget BlogArchive' data-version='1' id='BlogArchive1'><h2>Archivio blog</h2><div class='widget-content'><div id='ArchiveList'><div id='BlogArchive1_ArchiveList'><ul class='hierarchy'><li class='archivedate expanded'><a class='post-count-link' href="{self.origin}/2026/">2026</a> <span class='post-count' dir='ltr'>(231)</span>
<ul class='hierarchy'><li class='archivedate expanded'>{self.a("mese", "dicembre", "aside", attrs="class='post-count-link'")} <span class='post-count' dir='ltr'>(4)</span><ul class='posts'>{dec_posts}</ul></li>
<li class='archivedate collapsed'><a class='post-count-link' href="{self.origin}/2026/11/">novembre</a> <span class='post-count' dir='ltr'>(22)</span></li><li class='archivedate collapsed'><a class='post-count-link' href="{self.origin}/2026/10/">ottobre</a> <span class='post-count' dir='ltr'>(19)</span></li></ul></li></ul></div></div></div></div>
<div class='widget Profile' data-version='1' id='Profile1'><h2>Collaboratori</h2><div class='widget-content'><ul>{profiles}</ul></div></div>
</div></aside></div></div>
</div></div>
<footer><div class='footer-outer'><div class='footer-inner'><div class='widget Attribution' data-version='1' id='Attribution1'><div class='widget-content' style='text-align: center;'>Il Caruggio — notizie da Chiavari. Tema Semplice. Powered by <a href="https://www.blogger.test" target='_blank'>Blogger</a>.</div></div>
<div class='widget ReportAbuse' data-version='1' id='ReportAbuse1'><h3 class='title'><a class='report_abuse' href="https://www.blogger.test/go/report-abuse" rel='noopener nofollow' target='_blank'>Segnala una violazione</a></h3></div></div></div></footer>
</div></div></div>
<div id='cookieChoiceInfo' style='position:fixed;bottom:0;width:100%;background:#eee;padding:8px;font-size:12px;'><span>Questo sito utilizza cookie di Google per erogare i propri servizi e per analizzare il traffico. Le informazioni sul tuo utilizzo del sito sono condivise con Google.</span> <a href="https://policies.google.test/technologies/cookies?hl=it" target='_blank'>Ulteriori informazioni</a> <a id='cookieChoiceDismiss' href='#'>Ok</a></div>
<script type='text/javascript' src='https://www.blogger.test/static/v1/widgets/3566091532-widgets.js'></script>
<script type='text/javascript'>window['__wavt'] = 'AOuZoY5mX2pQ:1765000000000';_WidgetManager._Init('//www.blogger.test/rearrange?blogID\\x3d{BLOG_ID}','//{self.origin[8:]}/','{BLOG_ID}');_WidgetManager._SetDataContext([{{'name': 'blog', 'data': {{'blogId': '{BLOG_ID}', 'title': 'Il Caruggio', 'url': '{esc(url)}', 'locale': 'it', 'localeUnderscoreDelimited': 'it', 'languageDirection': 'ltr', 'isPrivate': false, 'isMobile': false, 'isMobileRequest': false, 'mobileClass': '', 'isPrivateBlog': false, 'feedLinks': '', 'pageType': '{"item" if is_post else "index"}'}}}}]);</script>
</body>
</html>"""

    def mobile_frame(self, doc: Doc, main: str) -> str:
        desktop = self.url("frana")
        return f"""<!DOCTYPE html>
<html class='v2' dir='ltr' lang='it' xmlns='http://www.w3.org/1999/xhtml' xmlns:b='http://www.google.com/2005/gml/b' xmlns:data='http://www.google.com/2005/gml/data' xmlns:expr='http://www.google.com/2005/gml/expr'>
<head>
<meta content='width=device-width,initial-scale=1.0,minimum-scale=1.0,maximum-scale=1.0' name='viewport'/>
<meta content='text/html; charset=UTF-8' http-equiv='Content-Type'/>
<meta content='blogger' name='generator'/>
<link href="{desktop}" rel='canonical'/>
<meta content='{desktop}' property='og:url'/>
<meta content='{esc(doc.title)}' property='og:title'/>
<meta content='{esc(self.lede(doc))}' property='og:description'/>
<title>Il Caruggio: {esc(doc.title)}</title>
<style id='page-skin-1' type='text/css'><!--
body {{ font: normal normal 15px Georgia, serif; color: #222222; background: #f3efe6; }}
.mobile .post-outer {{ padding: 0 10px; }}
/*PAD*/
--></style>
</head>
<body class='mobile variant-simplysimple'>
<div class='content'><div class='content-outer'><div class='content-inner'>
<header><div class='header-outer'><div class='header-inner'><div class='widget Header' id='Header1'><div id='header-inner'><div class='titlewrapper'><h1 class='title'><a href="{self.origin}/?m=1">Il Caruggio</a></h1></div>
<div class='descriptionwrapper'><p class='description'><span>Notizie da Chiavari e dintorni, dal 2011</span></p></div></div></div></div></div></header>
<div class='main-outer'><div class='main-inner'><div class='main section' id='main'><div class='widget Blog' id='Blog1'>
{main}
</div></div></div></div>
<footer><div class='footer-outer'><div class='widget Attribution' id='Attribution1'><div class='widget-content' style='text-align: center;'>
<div class='mobile-link-button' id='mobile-desktop-link'><a class='home-link' href="{desktop}?m=0">Visualizza versione web</a></div>
Powered by <a href="https://www.blogger.test" target='_blank'>Blogger</a>.</div></div></div></footer>
</div></div></div>
<script type='text/javascript'>_WidgetManager._Init('//www.blogger.test/rearrange?blogID\\x3d{BLOG_ID}','//{self.origin[8:]}/','{BLOG_ID}');_WidgetManager._SetDataContext([{{'name': 'blog', 'data': {{'blogId': '{BLOG_ID}', 'isMobile': true, 'isMobileRequest': true, 'mobileClass': ' mobile', 'pageType': 'item'}}}}]);</script>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        mobile = bool(doc.extra.get("mobile"))
        day = GIORNI[self.date_of(doc)]
        if mobile:
            head = f'<div class="mobile-date-outer date-outer"><div class="date-header"><span>{day}</span></div>'
            pager = f"<div class='blog-pager' id='blog-pager'><a class='home-link' href=\"{self.origin}/?m=1\">Home page</a></div>"
            return f"<div class='blog-posts hfeed'>{head}<div class='date-posts'>{self.post(doc, mobile=True)}\n{self.comments_html(doc)}</div></div></div>{pager}"
        idx = ORDER.index(doc.key)
        newer = ORDER[idx - 1] if idx > 0 else None
        older = ORDER[idx + 1] if idx + 1 < len(ORDER) else None
        pager = "<div class='blog-pager' id='blog-pager'>"
        if newer:
            link = self.a(
                newer,
                "Post più recente",
                "pagination",
                attrs="class='blog-pager-newer-link' id='Blog1_blog-pager-newer-link' title='Post più recente'",
            )
            pager += f"<span id='blog-pager-newer-link'>{link}</span>"
        if older:
            link = self.a(
                older,
                "Post più vecchio",
                "pagination",
                attrs="class='blog-pager-older-link' id='Blog1_blog-pager-older-link' title='Post più vecchio'",
            )
            pager += f"<span id='blog-pager-older-link'>{link}</span>"
        pager += self.a("home", "Home page", "pagination", attrs="class='home-link'") + "</div>"
        feeds = f"<div class='post-feeds'><div class='feed-links'>Iscriviti a:\n<a class='feed-link' href=\"{self.origin}/feeds/{post_id(doc.key)}/comments/default\" target='_blank' type='application/atom+xml'>Commenti sul post (Atom)</a></div></div>"
        comments = (
            self.comments_html(doc)
            if doc.kind != "gallery"
            else "<div class='comments' id='comments'><a name='comments'></a><h4>Nessun commento:</h4><p class='comment-footer'><a href=\"https://www.blogger.test/comment/fullpage/post/7781204519637245108\">Posta un commento</a></p></div>"
        )
        return f"<div class='blog-posts hfeed'>\n<div class='date-outer'>\n<h2 class='date-header'><span>{day}</span></h2>\n<div class='date-posts'>\n{self.post(doc)}\n{comments}\n</div></div>\n</div>\n{pager}\n<div class='clear'></div>\n{feeds}"

    def listing_main(self, doc: Doc) -> str:
        status = ""
        if doc.kind == "tag":
            status = f"<div class='status-msg-wrap'><div class='status-msg-body'>Visualizzazione dei post con l'etichetta <b>{esc(doc.title)}</b>. {self.a('home', 'Mostra tutti i post', 'content')}</div><div class='status-msg-border'><div class='status-msg-bg'><div class='status-msg-hidden'>x</div></div></div></div>"
        elif doc.kind == "author":
            status = f"<div class='status-msg-wrap'><div class='status-msg-body'>Visualizzazione dei post con l'etichetta <b>Francesca Raffo</b>. {self.a('home', 'Mostra tutti i post', 'content')}</div></div>"
        elif doc.kind == "search":
            status = f"<div class='status-msg-wrap'><div class='status-msg-body'>Visualizzazione dei post in ordine di pertinenza per la query <b>parcheggio</b>. <a href=\"{self.origin}/search?q=parcheggio&amp;by-date=true\">Ordina per data</a> {self.a('home', 'Mostra tutti i post', 'content')}</div></div>"
        out, last = [], None
        for k in doc.extra["list"]:
            d = self.docs[k]
            day = self.date_of(d)
            if day != last:
                if last is not None:
                    out.append("</div></div>")
                out.append(
                    f"<div class='date-outer'>\n<h2 class='date-header'><span>{GIORNI[day]}</span></h2>\n<div class='date-posts'>"
                )
                last = day
            out.append(self.post(d, snippet=True))
        out.append("</div></div>")
        pager = "<div class='blog-pager' id='blog-pager'>"
        if doc.key == "home":
            link = self.a(
                "older",
                "Post più vecchi",
                "pagination",
                attrs="class='blog-pager-older-link' id='Blog1_blog-pager-older-link' title='Post più vecchi'",
            )
            pager += f"<span id='blog-pager-older-link'>{link}</span>"
        elif doc.key == "older":
            link = self.a(
                "home", "Post più recenti", "pagination", attrs="class='blog-pager-newer-link' title='Post più recenti'"
            )
            pager += f"<span id='blog-pager-newer-link'>{link}</span><span id='blog-pager-older-link'><a class='blog-pager-older-link' href=\"{self.origin}/search?updated-max=2026-11-26T17:45:00%2B01:00&amp;max-results=4&amp;start=8&amp;by-date=false\" title='Post più vecchi'>Post più vecchi</a></span>"
        if doc.key != "home":
            pager += self.a("home", "Home page", "pagination", attrs="class='home-link'")
        pager += "</div>"
        extra = ""
        if doc.key == "home":
            extra = f"<div class='widget HTML' id='HTML3'><h2 class='title'>Da leggere</h2><div class='widget-content'>{self.a('search', 'Tutto sul parcheggio di corso Dante', 'content')}</div></div>"
        return f"{status}<div class='blog-posts hfeed'>\n{''.join(out)}\n</div>\n{pager}\n<div class='clear'></div>\n<div class='blog-feeds'><div class='feed-links'>Iscriviti a:\n<a class='feed-link' href=\"{self.origin}/feeds/posts/default\" target='_blank' type='application/atom+xml'>Post (Atom)</a></div></div>{extra}"

    def service_main(self, doc: Doc) -> str:
        body = "".join(f"<p>{self.inline(b[1])}</p>" for b in doc.blocks)
        return (
            f"<div class='blog-posts hfeed'><div class='post-outer'><div class='post hentry uncustomized-post-template' itemscope='itemscope' itemtype='http://schema.org/BlogPosting'>"
            f"<h3 class='post-title entry-title' itemprop='name'>{esc(doc.title)}</h3><div class='post-header'><div class='post-header-line-1'></div></div>"
            f"<div class='post-body entry-content' itemprop='description articleBody'>{body}<div style='clear: both;'></div></div>"
            f"<div class='post-footer'><div class='post-footer-line post-footer-line-1'><span class='post-comment-link'></span><span class='post-icons'></span></div></div></div></div></div>"
            "<div class='blog-pager' id='blog-pager'>"
            + self.a("home", "Home page", "pagination", attrs="class='home-link'")
            + "</div>"
        )

    def lede(self, doc: Doc) -> str:
        for b in doc.blocks:
            if b[0] == "p":
                t = bare(b[1])
                return t if len(t) < 160 else t[:150].rsplit(" ", 1)[0] + " …"
        return ""
