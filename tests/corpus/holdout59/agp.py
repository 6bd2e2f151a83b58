# ruff: noqa: E501 (page texts and markup are long literal lines; typographic quotes are deliberate)
"""AGP Agenzia Giornalistica Parlamentare: a Rome news agency, AGI/Askanews-like (`/politica/news/2026-12-04/<slug>-
29384756/`, `/politica/?page=2`, `/tag/…/`, `/autori/…/`, `/cerca/?q=`, `/ultime-notizie/`, `/video/…`), Italian,
UTF-8. Wire stories open with the dateline "(AGP) - Roma, 4 dic -" inside the first paragraph and end with the
desk initials "MAB/ROS" in their own `<p class="sigla">` (on the TAR brief in a `<span>` at the end of the last
paragraph); most carry no person (JSON-LD author the agency, an Organization); the "Nota politica", the Regions story
and the decree summary are signed. Dates printed "04 dicembre 2026 · 15:40" (Rome, +01:00), JSON-LD in +01:00 but
for the premierato story (UTC, 23:35Z on 3 December = 00:35 on the 4th in Rome). The Council of Ministers'
communiqué is republished on a legacy template in **ISO-8859-15** declared only by `<meta http-equiv>` (header
plain `text/html`), with euro signs (byte 0xA4). The "Ultim'ora" list and a video page are not articles."""

from __future__ import annotations

import json

from common import Base, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["fiducia", "consulta", "nota", "decreto", "comunicato", "premierato", "tar", "regioni"]
SLUG = {"Marco Ferri": "marco-ferri", "Giulia Santoro": "giulia-santoro"}
ALL_FLASHES = "Tutte le ultim'ora"


class Agp(Base):
    origin = "https://www.agpnotizie.test"
    name = "AGP Agenzia Giornalistica Parlamentare"
    prefix = "agp"
    language = "it"
    site_encoding = "utf-8"
    site_content_type = "text/html; charset=UTF-8"
    # the legacy "comunicati" template: ISO-8859-15 declared only by the <meta http-equiv> (the header has no charset)
    legacy = {"comunicato": ("iso8859-15", "iso8859-15", "text/html")}

    def pad_rules(self) -> list[str]:
        return css_rules(
            "agp",
            [
                ".agp-header",
                ".article-title",
                ".article-body",
                ".article-meta",
                ".news-card",
                ".ultimora-list",
                ".agp-footer",
                ".sigla",
                "td.testo",
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
                "AGP Agenzia Giornalistica Parlamentare",
                "agency-home",
                list=["fiducia", "premierato", "nota", "decreto", "consulta", "comunicato", "regioni", "video"],
            )
        )
        add(
            page(
                "politica",
                "/politica/",
                "section",
                "Politica",
                "agency-section",
                list=["fiducia", "premierato", "nota", "decreto", "comunicato"],
                more="politica2",
            )
        )
        add(
            page(
                "politica2",
                "/politica/?page=2",
                "section",
                "Politica",
                "agency-section-page2",
                list=["consulta", "tar", "regioni"],
                prev="politica",
            )
        )
        add(
            page(
                "ultimora",
                "/ultime-notizie/",
                "section",
                "Ultim'ora",
                "wire-flash-list",
                list=["fiducia", "premierato", "decreto", "tar"],
                flashes=[
                    ("16:02", "Maltempo: allerta arancione in Liguria e Toscana per domani"),
                    ("15:51", "Borsa: Milano chiude in rialzo dello 0,8%, spread a 104 punti"),
                    ("15:33", "Ue: Consiglio Ecofin rinvia a gennaio il voto sulle nuove regole Iva"),
                    ("15:12", "Scuola: sciopero del personale Ata il 14 dicembre"),
                    ("14:47", "Incidenti sul lavoro: operaio morto in un cantiere a Brescia"),
                ],
            )
        )
        add(
            page(
                "tag",
                "/tag/legge-di-bilancio/",
                "tag",
                "Legge di bilancio",
                "agency-tag",
                list=["fiducia", "nota"],
            )
        )
        add(
            page(
                "author",
                "/autori/giulia-santoro/",
                "author",
                "Giulia Santoro",
                "agency-author",
                list=["regioni", "nota"],
                bio="Giornalista parlamentare, segue il Senato e la Conferenza Stato-Regioni.",
            )
        )
        add(
            page(
                "search",
                "/cerca/?q=premierato",
                "search",
                "Risultati per: premierato",
                "agency-search",
                list=["premierato", "nota"],
            )
        )
        add(
            page(
                "video",
                "/video/2026-12-04/benedetti-manovra-seria-nessuna-tassa-nuova-29385102/",
                "video",
                "Benedetti: «Manovra seria, nessuna tassa nuova»",
                "video-page-one-line",
                ["La presidente del Consiglio a margine della fiducia alla Camera. Durata 1'42\"."],
            )
        )
        add(
            page(
                "privacy",
                "/privacy/",
                "policy",
                "Informativa sulla privacy",
                "static-policy",
                [
                    "Ultimo aggiornamento: 30 settembre 2026",
                    "Ai sensi dell'articolo 13 del Regolamento (UE) 2016/679, AGP Agenzia Giornalistica Parlamentare S.r.l., titolare del trattamento, informa gli utenti sulle modalità di trattamento dei dati personali raccolti attraverso il sito.",
                    "## Dati trattati",
                    "- Dati di navigazione, raccolti in forma aggregata per finalità statistiche.",
                    "- Dati forniti volontariamente dall'utente, ad esempio per l'iscrizione alla newsletter.",
                    "- Cookie di profilazione di terze parti, installati solo previo consenso.",
                    "## Diritti dell'interessato",
                    "L'utente può esercitare in ogni momento i diritti di accesso, rettifica, cancellazione e opposizione scrivendo a privacy@agpnotizie.test, e ha diritto di proporre reclamo al Garante per la protezione dei dati personali.",
                ],
            )
        )

        add(
            story(
                "fiducia",
                "/politica/news/2026-12-04/manovra-camera-vota-fiducia-212-si-138-no-29384756/",
                "Manovra, la Camera vota la fiducia: 212 sì e 138 no",
                "2026-12-04",
                "2026-12-04T15:40:00+01:00",
                "04 dicembre 2026 · 15:40",
                [],
                [
                    "(AGP) - Roma, 4 dic - L'Aula della Camera ha votato la fiducia posta dal governo sulla legge di bilancio per il 2027, con 212 voti favorevoli e 138 contrari. Si tratta della prima delle tre fiducie chieste dall'esecutivo sul testo, che dovrà poi passare all'esame del Senato per la seconda lettura entro il 28 dicembre.",
                    "Il voto finale sul provvedimento è previsto per domani, dopo l'esame degli ordini del giorno, che inizierà in serata. Le opposizioni hanno annunciato una seduta fiume: sono oltre 300 gli ordini del giorno presentati, la maggior parte dal Partito Democratico Riformista e dal Movimento Civico.",
                    '"Il governo mortifica ancora una volta il Parlamento", ha dichiarato in Aula il capogruppo del Pdr, Federico Lanza. "È la quinta manovra consecutiva che arriva blindata, senza che sia stato possibile approvare un solo emendamento delle opposizioni".',
                    "Di tutt'altro avviso il ministro dell'Economia, Paolo Serafini, che lasciando Montecitorio ha parlato di \"una manovra seria, che mantiene i conti in ordine e restituisce ai lavoratori dipendenti tre miliardi di euro attraverso il taglio del cuneo fiscale\".",
                    "La legge di bilancio vale complessivamente 28 miliardi di euro, di cui 16 finanziati in deficit. Tra le misure principali figurano la conferma del taglio del cuneo contributivo per i redditi fino a 40 mila euro, la riduzione dell'aliquota Irpef intermedia dal 35 al 33% e un fondo da 1,5 miliardi per il rinnovo dei contratti del pubblico impiego.",
                ],
                "wire-dateline-initials",
                section="Politica",
                sigla="MAB/ROS",
                tag=True,
            )
        )
        add(
            story(
                "consulta",
                "/politica/news/2026-12-03/consulta-illegittimo-taglio-trasferimenti-piccoli-comuni-29383911/",
                "Consulta: illegittimo il taglio dei trasferimenti ai piccoli comuni",
                "2026-12-03",
                "2026-12-03T13:22:00+01:00",
                "03 dicembre 2026 · 13:22",
                [],
                [
                    "(AGP) - Roma, 3 dic - La Corte costituzionale ha dichiarato illegittima la norma della legge di bilancio 2026 che riduceva del 15% i trasferimenti statali ai comuni con meno di 5.000 abitanti che non avessero approvato il rendiconto entro i termini. Lo si legge nella sentenza n. 214, depositata oggi, redattore il giudice Alberto Marchetti.",
                    'Secondo la Consulta, la misura viola il principio di autonomia finanziaria degli enti locali sancito dall\'articolo 119 della Costituzione, perché "trasforma una sanzione per un inadempimento formale in una riduzione strutturale delle risorse necessarie allo svolgimento delle funzioni fondamentali".',
                    "La questione era stata sollevata da due Regioni, Piemonte e Molise, che avevano impugnato la norma lamentando l'effetto sproporzionato sui piccoli comuni montani, spesso privi di personale sufficiente per rispettare le scadenze contabili.",
                    "La Corte ha invece respinto le censure relative all'obbligo, per gli stessi comuni, di aderire entro il 2027 a una centrale unica di committenza, ritenendo che la disposizione rientri nella competenza esclusiva dello Stato in materia di tutela della concorrenza.",
                    '"È una sentenza che restituisce dignità a migliaia di sindaci", ha commentato il presidente dell\'Unione dei comuni montani, Renato Bassi. "Non si può punire un paese di ottocento abitanti perché il suo unico ragioniere è andato in pensione".',
                    'Dal ministero dell\'Interno si fa sapere che i fondi trattenuti, circa 46 milioni di euro, saranno restituiti "nei tempi tecnici necessari".',
                ],
                "wire-court-ruling",
                section="Politica",
                sigla="GIM/DAN",
            )
        )
        add(
            story(
                "nota",
                "/politica/news/2026-12-04/nota-politica-maggioranza-tregua-legge-elettorale-divide-29384990/",
                "La maggioranza cerca una tregua, ma la legge elettorale divide",
                "2026-12-04",
                "2026-12-04T19:05:00+01:00",
                "04 dicembre 2026 · 19:05",
                ["Marco Ferri"],
                [
                    "(AGP) - Roma, 4 dic - Con la fiducia sulla manovra ormai incassata e il voto finale atteso per domani, la maggioranza prova a chiudere l'anno all'insegna della compattezza. Ma dietro i sorrisi di circostanza in Transatlantico, il dossier che più agita i partiti di governo non è la legge di bilancio: è la riforma della legge elettorale, che la presidente del Consiglio Lucia Benedetti vorrebbe portare in Aula entro la primavera.",
                    "Il nodo è noto. Rinascita Italiana, il partito della premier, spinge per un sistema con premio di maggioranza alla coalizione che superi il 40% dei voti, da abbinare alla riforma del [[premierato|premierato]] in discussione al Senato. La Lega Federale non è contraria in linea di principio, ma chiede di mantenere una quota di collegi uninominali, dove il suo radicamento territoriale al Nord le garantisce un vantaggio. Centro Popolare, il partner più piccolo, teme invece che un premio troppo generoso finisca per renderlo irrilevante, e insiste per le preferenze.",
                    "Tre posizioni che, sulla carta, sono difficilmente conciliabili. Eppure nessuno, nella maggioranza, ha interesse ad aprire una crisi. Benedetti ha bisogno dei voti degli alleati per completare il percorso delle riforme istituzionali; la Lega Federale sa che fuori dalla coalizione perderebbe gran parte dei collegi; Centro Popolare non ha alternative credibili.",
                    'Il risultato è una trattativa lenta, fatta di incontri riservati e di bozze che circolano e vengono smentite nel giro di poche ore. L\'ultima, fatta filtrare ieri sera, prevederebbe un premio di maggioranza "a scaglioni": il 55% dei seggi alla coalizione che superi il 40%, e un premio ridotto a chi si fermi tra il 37 e il 40%. Una soluzione che, secondo i tecnici della Camera, presenterebbe più di un problema di compatibilità con la giurisprudenza della Corte costituzionale.',
                    'Dall\'opposizione, il quadro non è meno complicato. Il Partito Democratico Riformista chiede che la riforma venga discussa "con tutti" e non "a colpi di maggioranza", ma al proprio interno non ha ancora deciso se preferire il proporzionale puro o un sistema a doppio turno. Il Movimento Civico di Stefano Orlandi ha già fatto sapere che voterà contro qualsiasi premio di maggioranza. Sinistra e Ambiente propone di tornare ai collegi uninominali degli anni Novanta, ipotesi che non trova sponde né a destra né al centro.',
                    'In questo scenario, il vero calendario lo detta il Quirinale. Dal Colle filtra da settimane la preoccupazione per riforme elettorali approvate a ridosso del voto e senza un consenso ampio. Un messaggio che a Palazzo Chigi è stato recepito: non a caso, la premier ha parlato ieri di "un confronto aperto anche all\'opposizione", formula che fino a un mese fa non avrebbe usato.',
                    "Resta il fatto che il tempo stringe. Se la legge elettorale non sarà approvata almeno in prima lettura entro l'estate, il rischio è che la legislatura si avvii alla conclusione con il sistema attuale, che nessuno dei partiti di maggioranza considera adatto al premierato. E a quel punto la compattezza esibita in questi giorni, [[fiducia|fiducia compresa]], potrebbe rivelarsi molto più fragile di quanto appaia.",
                ],
                "nota-politica-column",
                section="Politica",
                kicker="Nota politica",
                sigla="MFE/ROS",
                tag=True,
            )
        )
        add(
            story(
                "decreto",
                "/politica/news/2026-12-04/dl-giustizia-cosa-prevede-10-articoli-decreto-29384512/",
                "Dl giustizia, ecco cosa prevede: i 10 articoli del decreto",
                "2026-12-04",
                "2026-12-04T11:15:00+01:00",
                "04 dicembre 2026 · 11:15",
                ["Giulia Santoro"],
                [
                    '(AGP) - Roma, 4 dic - Assunzioni straordinarie di magistrati e personale amministrativo, la stabilizzazione dell\'ufficio per il processo, nuove regole sulle notifiche telematiche e una stretta sulla durata delle intercettazioni. È quanto prevede il decreto-legge recante "Disposizioni urgenti in materia di giustizia", approvato ieri dal [[comunicato|Consiglio dei ministri]] e pubblicato oggi in Gazzetta Ufficiale. Il testo, composto da 10 articoli, entra in vigore domani. Ecco, articolo per articolo, cosa contiene.',
                    "### Art. 1 - Assunzioni straordinarie di magistrati",
                    "Il ministero della Giustizia è autorizzato a bandire, nel triennio 2027-2029, concorsi per 600 magistrati ordinari in aggiunta alle facoltà assunzionali ordinarie. Per ridurre i tempi, le prove scritte passano da tre a due e la correzione può essere affidata a sottocommissioni.",
                    "### Art. 2 - Ufficio per il processo",
                    "I circa 8.000 addetti all'ufficio per il processo assunti con i fondi del Pnrr sono stabilizzati a partire dal 1° luglio 2027, previo superamento di una prova selettiva. La spesa è di 310 milioni di euro annui.",
                    "### Art. 3 - Personale amministrativo",
                    "Sono autorizzate 1.500 assunzioni di cancellieri e assistenti giudiziari, da destinare prioritariamente agli uffici con le maggiori scoperture di organico.",
                    "### Art. 4 - Notifiche telematiche",
                    "Dal 1° marzo 2027 le notifiche agli avvocati e ai soggetti obbligati a disporre di un domicilio digitale avvengono esclusivamente per via telematica. Le notifiche a mezzo posta restano solo per i cittadini privi di domicilio digitale.",
                    "### Art. 5 - Intercettazioni",
                    'La durata massima delle intercettazioni per i reati diversi da quelli di criminalità organizzata e terrorismo è fissata in 45 giorni, prorogabili solo con provvedimento motivato del giudice che dia conto di "specifici e concreti elementi" emersi dalle attività già svolte.',
                    "### Art. 6 - Magistratura onoraria",
                    "Il limite di età per i magistrati onorari in servizio è elevato da 70 a 72 anni, in attesa della riforma organica della magistratura onoraria.",
                    "### Art. 7 - Edilizia giudiziaria",
                    "È istituito un fondo di 120 milioni di euro per il triennio 2027-2029 destinato alla manutenzione straordinaria e alla messa in sicurezza degli uffici giudiziari.",
                    "### Art. 8 - Carceri",
                    "Il commissario straordinario per l'edilizia penitenziaria è prorogato fino al 31 dicembre 2028; sono previsti 2.000 nuovi posti detentivi entro la stessa data.",
                    "### Art. 9 - Copertura finanziaria",
                    "Agli oneri, pari a 412 milioni di euro per il 2027 e a 455 milioni a decorrere dal 2028, si provvede mediante riduzione del fondo per le esigenze indifferibili e, in parte, con le maggiori entrate derivanti dal contributo unificato.",
                    "### Art. 10 - Entrata in vigore",
                    "Il decreto entra in vigore il giorno successivo alla pubblicazione in Gazzetta Ufficiale e dovrà essere convertito in legge dal Parlamento entro 60 giorni.",
                    'Il ministro della Giustizia, Carlo Ardenghi, ha definito il provvedimento "il più grande investimento sul personale della giustizia degli ultimi vent\'anni". Le opposizioni contestano in particolare l\'articolo 5: per il Pdr si tratta di "un bavaglio alle indagini mascherato da riforma", mentre il Movimento Civico annuncia emendamenti per sopprimerlo in sede di conversione.',
                ],
                "decree-summary-numbered-articles",
                section="Politica",
                kicker="Il provvedimento",
                sigla="GSA/ROS",
            )
        )
        add(
            story(
                "comunicato",
                "/comunicati/2026/12/03/consiglio-dei-ministri-n-58-il-comunicato/",
                "Consiglio dei Ministri n. 58 - Il comunicato",
                "2026-12-03",
                None,
                "03-12-2026 21:40",
                [],
                [
                    "(AGP) - Roma, 3 dic - Questo il comunicato diffuso da Palazzo Chigi al termine della riunione del Consiglio dei ministri:",
                    "Il Consiglio dei Ministri si è riunito giovedì 3 dicembre 2026, alle ore 18:05, a Palazzo Chigi, sotto la presidenza della Presidente Lucia Benedetti. Segretario il Sottosegretario alla Presidenza del Consiglio dei ministri Alessandro Galli.",
                    "## GIUSTIZIA",
                    "### Disposizioni urgenti in materia di giustizia (decreto-legge)",
                    "Il Consiglio dei ministri, su proposta del Ministro della giustizia Carlo Ardenghi, ha approvato un decreto-legge che introduce disposizioni urgenti in materia di giustizia. Il testo prevede, tra l'altro, un piano straordinario di assunzioni di 600 magistrati ordinari nel triennio 2027-2029, la stabilizzazione del personale dell'ufficio per il processo, con una spesa di € 310 milioni annui, e l'istituzione di un fondo di € 120 milioni per l'edilizia giudiziaria.",
                    "## ECONOMIA E FINANZE",
                    "### Riparto del Fondo per lo sviluppo e la coesione (delibera)",
                    "Il Consiglio dei ministri, su proposta del Ministro dell'economia e delle finanze Paolo Serafini, ha approvato la ripartizione di € 1,2 miliardi del Fondo per lo sviluppo e la coesione tra le Regioni del Mezzogiorno, destinati prevalentemente a interventi contro il dissesto idrogeologico e per l'ammodernamento delle reti idriche.",
                    "## LEGGI REGIONALI",
                    "Il Consiglio dei ministri ha esaminato quattordici leggi delle regioni e delle province autonome e ha deliberato di impugnare:",
                    '- la legge della Regione Campania n. 21 del 2 ottobre 2026, recante "Disposizioni in materia di personale sanitario", in quanto talune norme, prevedendo assunzioni in deroga ai vincoli di spesa, violano il principio di coordinamento della finanza pubblica, di cui all\'articolo 117, terzo comma, della Costituzione;',
                    "- la legge della Regione Sardegna n. 33 del 6 ottobre 2026, recante \"Norme in materia di aree idonee all'installazione di impianti da fonti rinnovabili\", in quanto eccede dalle competenze statutarie e invade la competenza esclusiva statale in materia di tutela dell'ambiente.",
                    "Il Consiglio ha inoltre deliberato di non impugnare le restanti leggi regionali.",
                    "## NOMINE",
                    "Su proposta del Ministro dell'interno, il Consiglio dei ministri ha deliberato la nomina a prefetto della dott.ssa Maria Grazia Fontana.",
                    "Il Consiglio dei Ministri è terminato alle ore 19:40.",
                ],
                "government-communique-republished-legacy-latin9",
                section="Comunicati",
                sigla="RED/GAL",
            )
        )
        add(
            story(
                "premierato",
                "/politica/news/2026-12-04/premierato-ok-commissione-affari-costituzionali-testo-base-29384101/",
                "Premierato, ok della commissione Affari costituzionali al testo base",
                "2026-12-04",
                "2026-12-03T23:35:00Z",
                "04 dicembre 2026 · 00:35",
                [],
                [
                    "(AGP) - Roma, 4 dic - Dopo una seduta proseguita fino a tarda sera, la commissione Affari costituzionali del Senato ha adottato il testo base della riforma costituzionale sull'elezione diretta del presidente del Consiglio, il cosiddetto premierato. Il testo, presentato dalla relatrice Chiara Moretti (RI), è stato approvato con 13 voti favorevoli e 9 contrari.",
                    "Il termine per la presentazione degli emendamenti è stato fissato per venerdì 18 dicembre alle 12. L'obiettivo della maggioranza è portare il provvedimento in Aula a fine gennaio, per la prima delle quattro letture previste dall'articolo 138 della Costituzione.",
                    "Rispetto al disegno di legge del governo, il testo base introduce due modifiche rilevanti: il limite di due mandati consecutivi per il presidente del Consiglio eletto e la possibilità, in caso di sfiducia, di un solo reincarico a un parlamentare della maggioranza prima dello scioglimento delle Camere.",
                    '"Abbiamo accolto molte delle osservazioni emerse nelle audizioni", ha spiegato la ministra per le Riforme istituzionali, Elena Rinaldi. "Il testo è più equilibrato e rafforza le garanzie".',
                    'Per le opposizioni, invece, l\'impianto resta inaccettabile. "Si svuotano i poteri del presidente della Repubblica e del Parlamento", ha dichiarato il senatore del Pdr Giorgio Valente, annunciando "centinaia di emendamenti".',
                    "Il Movimento Civico ha chiesto che la riforma venga sottoposta comunque a referendum confermativo, anche se dovesse ottenere la maggioranza dei due terzi in seconda lettura.",
                ],
                "wire-utc-iso-crosses-midnight",
                section="Politica",
                sigla="ROS/CRI",
            )
        )
        add(
            story(
                "tar",
                "/politica/news/2026-12-02/tar-lazio-sospende-bando-direttori-musei-autonomi-29382250/",
                "Tar Lazio sospende il bando per i direttori dei musei autonomi",
                "2026-12-02",
                "2026-12-02T12:10:00+01:00",
                "02 dicembre 2026 · 12:10",
                [],
                [
                    '(AGP) - Roma, 2 dic - Il Tar del Lazio ha sospeso in via cautelare il bando del ministero della Cultura per la selezione dei direttori di nove musei autonomi, accogliendo il ricorso di due candidati esclusi. Secondo i giudici amministrativi, i criteri di valutazione introdotti dopo la pubblicazione del bando "alterano la par condicio tra i concorrenti".',
                    "L'udienza di merito è fissata per il 20 gennaio. Il ministero ha annunciato appello al Consiglio di Stato.",
                ],
                "wire-brief-inline-initials",
                section="Politica",
                sigla="LUC/MAB",
                inline_sigla=True,
            )
        )
        add(
            story(
                "regioni",
                "/politica/news/2026-12-01/regioni-intesa-riparto-fondo-sanitario-136-miliardi-29381477/",
                "Regioni, intesa sul riparto del Fondo sanitario: 136,4 miliardi",
                "2026-12-01",
                "2026-12-01T17:30:00+01:00",
                "01 dicembre 2026 · 17:30",
                ["Giulia Santoro"],
                [
                    "(AGP) - Roma, 1 dic - La Conferenza delle Regioni ha raggiunto l'intesa sul riparto del Fondo sanitario nazionale 2026, che ammonta complessivamente a 136,4 miliardi di euro, 2,8 miliardi in più rispetto all'anno precedente. Il via libera, arrivato dopo una riunione durata oltre quattro ore, apre la strada all'intesa formale in Conferenza Stato-Regioni, convocata per giovedì.",
                    "Il nodo principale della trattativa ha riguardato i criteri di riparto. Le regioni del Sud chiedevano di dare maggior peso alla deprivazione sociale e all'indice di mortalità, mentre quelle del Nord insistevano sul criterio dell'età della popolazione, che premia i territori con più anziani. Il compromesso raggiunto prevede che l'1,5% del fondo sia distribuito in base a indicatori di deprivazione, contro l'1% dello scorso anno.",
                    '"È un passo avanti, non ancora quello che serviva", ha commentato il presidente della Regione Calabria, Vittorio Scalise, che aveva minacciato di non firmare l\'intesa. "Continuiamo a ricevere meno di quanto spendiamo per curare i nostri cittadini, anche quelli che vanno a curarsi al Nord".',
                    'Più soddisfatta la coordinatrice della commissione Salute della Conferenza, l\'assessora Marta Colombo: "Abbiamo chiuso in tempi utili per consentire alle Regioni di programmare il 2027 con certezza delle risorse. Non era scontato".',
                    "Resta aperto il capitolo del personale. Le Regioni chiedono al governo di superare il tetto di spesa per le assunzioni, fermo da quasi vent'anni, e di destinare ai rinnovi contrattuali risorse aggiuntive rispetto al fondo. Il ministro della Salute, Andrea Pellegrini, ha assicurato che una norma in tal senso sarà inserita nel primo decreto utile del 2027.",
                    "Sul tavolo c'è anche la questione delle liste d'attesa: dal prossimo anno una quota del fondo, pari a 500 milioni, sarà vincolata al raggiungimento di obiettivi di riduzione dei tempi per visite ed esami, con un sistema di monitoraggio affidato all'Agenzia nazionale per i servizi sanitari regionali.",
                ],
                "signed-wire-regions",
                section="Politica",
                sigla="GSA/DAN",
            )
        )

    # ---- templates -------------------------------------------------------------------------------------------

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        out = [
            f'<link rel="canonical" href="{esc(url)}" />',
            f'<meta property="og:title" content="{esc(doc.title)}" />',
            f'<meta property="og:url" content="{esc(url)}" />',
            '<meta property="og:site_name" content="AGP" />',
            '<meta property="og:locale" content="it_IT" />',
        ]
        if doc.is_article:
            out.append('<meta property="og:type" content="article" />')
            out.append(f'<meta name="description" content="{esc(self.lede(doc))}" />')
            out.append(f'<meta property="article:published_time" content="{doc.iso}" />')
            out.append(f'<meta property="article:section" content="{esc(doc.section)}" />')
            author = [{"@type": "Person", "name": a} for a in doc.authors] or {
                "@type": "Organization",
                "name": "AGP",
                "url": self.origin + "/",
            }
            ld = {
                "@context": "https://schema.org",
                "@type": "NewsArticle",
                "headline": doc.title,
                "mainEntityOfPage": url,
                "datePublished": doc.iso,
                "dateModified": doc.iso,
                "author": author,
                "publisher": {
                    "@type": "Organization",
                    "name": "AGP Agenzia Giornalistica Parlamentare",
                    "logo": {"@type": "ImageObject", "url": f"{self.origin}/assets/img/agp-logo.png"},
                },
                "inLanguage": "it-IT",
            }
            out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        elif doc.kind == "video":
            out.append('<meta property="og:type" content="video.other" />')
            out.append(f'<meta property="og:video" content="{self.origin}/media/video/29385102.mp4" />')
        else:
            out.append('<meta property="og:type" content="website" />')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        if doc.key == "comunicato":
            return self.legacy_frame(doc)
        nav = "".join(
            f"<li>{self.a(k, t, 'nav')}</li>"
            for k, t in (("politica", "Politica"), ("ultimora", "Ultim'ora"), ("video", "Video"))
        ) + "".join(
            f'<li><a href="{h}">{t}</a></li>'
            for h, t in (
                ("/economia/", "Economia"),
                ("/cronaca/", "Cronaca"),
                ("/estero/", "Estero"),
                ("/regioni/", "Regioni"),
                ("/speciali/", "Speciali"),
            )
        )
        side = "".join(
            f'<li><span class="ora">{self.docs[k].stamp[-5:]}</span> {self.a(k, self.docs[k].title, "aside")}</li>'
            for k in ("nota", "fiducia", "decreto", "premierato")
            if k != doc.key
        )
        return f"""<!DOCTYPE html>
<html lang="it">
<head>
<meta charset="UTF-8" />
<meta name="viewport" content="width=device-width, initial-scale=1.0" />
<title>{esc(doc.title)} - AGP</title>
{self.head(doc)}
<link rel="stylesheet" href="/assets/css/main.css?v=4.12.0" />
<link rel="alternate" type="application/rss+xml" title="AGP Politica" href="/rss/politica.xml" />
<style>/*PAD*/</style>
<script type="text/javascript">var _iub = _iub || [];_iub.csConfiguration = {{"siteId":3011234,"cookiePolicyId":71234567,"lang":"it","banner":{{"position":"float-bottom-center","acceptButtonDisplay":true,"customizeButtonDisplay":true}}}};</script>
<script type="text/javascript" src="https://cs.iubenda.test/autoblocking/3011234.js"></script>
</head>
<body class="{"single-news" if doc.is_article else "page-" + doc.kind}">
<header class="agp-header">
<div class="agp-header__top"><span class="agp-header__date">Venerdì 4 dicembre 2026</span> <a href="/newsletter/">Newsletter</a> <a href="https://abbonati.agpnotizie.test/">Servizi per abbonati</a></div>
<div class="agp-header__brand">{self.a("home", "AGP", "nav", attrs='class="agp-logo" title="AGP Agenzia Giornalistica Parlamentare"')}<span class="agp-claim">Agenzia Giornalistica Parlamentare</span></div>
<nav class="agp-nav"><ul>{nav}</ul><div class="agp-nav__search">{self.a("search", "Cerca", "nav")}</div></nav>
</header>
<div class="agp-adv agp-adv--masthead" id="div-gpt-masthead"></div>
<div class="agp-container">
<main class="agp-main">
{main}
</main>
<aside class="agp-sidebar">
<div class="box-ultimora"><h3>{self.a("ultimora", "Ultim'ora", "aside")}</h3><ul class="ultimora-list">{side}</ul></div>
<div class="agp-adv agp-adv--box" id="div-gpt-box1"></div>
<div class="box-newsletter"><h3>La newsletter di AGP</h3><p>Ogni mattina alle 7 le notizie dal Parlamento e dal governo.</p><a href="/newsletter/">Iscriviti</a></div>
</aside>
</div>
<footer class="agp-footer">
<ul>
<li><a href="/chi-siamo/">Chi siamo</a></li>
<li><a href="/redazione/">Redazione</a></li>
<li>{self.a("privacy", "Privacy", "footer")}</li>
<li><a href="/cookie-policy/">Cookie policy</a></li>
<li><a href="/note-legali/">Note legali</a></li>
<li><a href="mailto:redazione@agpnotizie.test">Contatti</a></li>
</ul>
<p>AGP Agenzia Giornalistica Parlamentare S.r.l. - Testata registrata presso il Tribunale di Roma n. 112/1998 - P.IVA 01234560589</p>
<p>© 2026 AGP. Riproduzione riservata.</p>
</footer>
<div id="iubenda-cs-banner" class="iubenda-cs-default-floating"><div class="iubenda-cs-content"><p>Noi e terze parti selezionate utilizziamo cookie o tecnologie simili per finalità tecniche e, con il tuo consenso, anche per altre finalità come specificato nella cookie policy.</p><button class="iubenda-cs-accept-btn">Accetta</button> <button class="iubenda-cs-reject-btn">Rifiuta</button> <button class="iubenda-cs-customize-btn">Scopri di più e personalizza</button></div></div>
<script src="/assets/js/main.js?v=4.12.0" defer></script>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        sigla = doc.extra.get("sigla", "")
        body = self.blocks(doc)
        if doc.extra.get("inline_sigla"):
            i = body.rfind("</p>")
            body = body[:i] + f' <span class="sigla">{sigla}</span>' + body[i:]
        else:
            body += f'\n<p class="sigla">{sigla}</p>'
        by = ""
        if doc.authors:
            a = doc.authors[0]
            link = (
                self.a("author", a, "byline") if a == "Giulia Santoro" else f'<a href="/autori/{SLUG[a]}/">{esc(a)}</a>'
            )
            by = f'<div class="article-author">di {link}</div>'
        tags = ""
        if doc.extra.get("tag"):
            tags = f'<div class="article-tags"><span>Tag:</span> {self.a("tag", "legge di bilancio", "content")} <a href="/tag/camera-dei-deputati/">Camera dei deputati</a> <a href="/tag/governo-benedetti/">governo Benedetti</a></div>'
        rel = "".join(
            f'<li class="news-card news-card--small">{self.a(k, self.docs[k].title, "related")}</li>'
            for k in ARTS
            if k != doc.key
        )
        kicker = doc.extra.get("kicker") or doc.section
        return f"""<article class="article">
<div class="article-header">
<span class="article-kicker">{esc(kicker)}</span>
<h1 class="article-title">{esc(doc.title)}</h1>
<div class="article-meta">{by}<time class="article-date" datetime="{doc.iso}">{doc.stamp}</time></div>
<div class="article-share"><a href="https://www.facebook.test/sharer/sharer.php?u={esc(self.url(doc.key))}">Facebook</a> <a href="https://x.test/intent/tweet?url={esc(self.url(doc.key))}">X</a> <a href="https://www.linkedin.test/shareArticle?url={esc(self.url(doc.key))}">LinkedIn</a> <a href="whatsapp://send?text={esc(self.url(doc.key))}">WhatsApp</a></div>
</div>
<div class="article-body" itemprop="articleBody">
{body}
</div>
{tags}
</article>
<section class="article-related"><h2>Leggi anche</h2><ul>{rel}</ul></section>"""

    def legacy_frame(self, doc: Doc) -> str:
        """The old comunicati application: HTML 4, tables, Latin-9, no JSON-LD."""
        body = self.blocks(doc, p_tag='<p class="testo">')
        return f"""<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN" "http://www.w3.org/TR/html4/loose.dtd">
<html>
<head>
<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-15">
<title>AGP - Comunicati - {esc(doc.title)}</title>
<meta name="description" content="Comunicato del Consiglio dei Ministri n. 58 del 3 dicembre 2026">
<meta name="keywords" content="consiglio dei ministri, comunicato, palazzo chigi, decreto-legge, giustizia">
<meta name="date" content="2026-12-03">
<link rel="canonical" href="{esc(self.url(doc.key))}">
<link rel="stylesheet" type="text/css" href="/comunicati/css/stile.css">
<style type="text/css">/*PAD*/</style>
<script type="text/javascript" src="/comunicati/js/menu.js"></script>
</head>
<body bgcolor="#FFFFFF" leftmargin="0" topmargin="0">
<table width="980" border="0" cellspacing="0" cellpadding="0" align="center">
<tr><td class="testata" colspan="2">{self.a("home", "AGP Agenzia Giornalistica Parlamentare", "nav")} &middot; Comunicati istituzionali</td></tr>
<tr><td class="menu" colspan="2">{self.a("home", "Home", "nav")} | {self.a("politica", "Politica", "nav")} | {self.a("ultimora", "Ultim'ora", "nav")} | <a href="/comunicati/">Archivio comunicati</a> | {self.a("search", "Cerca", "nav")}</td></tr>
<tr>
<td class="colonna" width="200" valign="top"><b>Comunicati recenti</b><br>
<a href="/comunicati/2026/11/27/consiglio-dei-ministri-n-57-il-comunicato/">Cdm n. 57 del 27/11/2026</a><br>
<a href="/comunicati/2026/11/20/consiglio-dei-ministri-n-56-il-comunicato/">Cdm n. 56 del 20/11/2026</a><br>
<a href="/comunicati/2026/11/13/consiglio-dei-ministri-n-55-il-comunicato/">Cdm n. 55 del 13/11/2026</a><br>
<br><b>Vedi anche</b><br>{self.a("decreto", "Dl giustizia: i 10 articoli", "related")}</td>
<td class="contenuto" valign="top">
<span class="data">{doc.stamp}</span>
<h1 class="titolo">{esc(doc.title)}</h1>
<span class="fonte">Fonte: Presidenza del Consiglio dei Ministri</span>
<div class="testo">
{body}
<p class="sigla">{doc.extra["sigla"]}</p>
</div>
</td>
</tr>
<tr><td class="piede" colspan="2">AGP Agenzia Giornalistica Parlamentare S.r.l. - P.IVA 01234560589 - {self.a("privacy", "Privacy", "footer")} - <a href="mailto:comunicati@agpnotizie.test">comunicati@agpnotizie.test</a></td></tr>
</table>
</body>
</html>"""

    def listing_main(self, doc: Doc) -> str:
        head = f'<h1 class="section-title">{esc(doc.title)}</h1>'
        if doc.kind == "home":
            head = '<h1 class="visually-hidden">AGP Agenzia Giornalistica Parlamentare</h1>'
        if doc.extra.get("flashes"):
            rows = [(t, esc(x)) for t, x in doc.extra["flashes"]]
            rows += [(self.docs[k].stamp[-5:], self.a(k, self.docs[k].title, "content")) for k in doc.extra["list"]]
            rows.sort(key=lambda r: r[0], reverse=True)
            lis = "".join(f'<li><span class="ora">{t}</span> <span class="titolo">{x}</span></li>' for t, x in rows)
            return f'<section class="ultimora">{head}<p class="ultimora-date">Venerdì 4 dicembre 2026</p><ul class="ultimora-list">{lis}</ul></section>'
        cards = []
        for i, k in enumerate(doc.extra["list"]):
            d = self.docs[k]
            img = f'<img src="/media/foto/{k}-640x360.jpg" alt="" loading="lazy" />' if i < 2 else ""
            when = d.stamp if d.is_article else "04 dicembre 2026 · 16:10"
            kick = d.extra.get("kicker") or (d.section if d.is_article else "Video")
            cards.append(
                f'<div class="news-card">{img}<span class="news-card__kicker">{esc(kick)}</span><h2 class="news-card__title">{self.a(k, d.title, "content")}</h2><span class="news-card__date">{when}</span><p class="news-card__abstract">{esc(self.abstract(d))}</p></div>'
            )
        if doc.kind == "author":
            head += f'<p class="author-bio">{esc(doc.extra["bio"])}</p>'
        if doc.kind == "search":
            head += '<form action="/cerca/" method="get" class="search-form"><input type="text" name="q" value="premierato" /><input type="submit" value="Cerca" /></form><p>2 risultati</p>'
        pager = ""
        if doc.extra.get("more"):
            pager = f'<div class="pagination">{self.a(doc.extra["more"], "Successiva »", "pagination")}</div>'
        if doc.extra.get("prev"):
            pager = f'<div class="pagination">{self.a(doc.extra["prev"], "« Precedente", "pagination")}</div>'
        extra = ""
        if doc.kind == "home":
            extra = f'<div class="home-topics"><h3>In evidenza</h3>{self.a("tag", "Legge di bilancio", "content")} · {self.a("author", "Giulia Santoro", "content")} · {self.a("tar", "Tar Lazio, stop al bando musei", "content")} · {self.a("ultimora", ALL_FLASHES, "content")}</div>'
        return f'<section class="news-list">{head}\n{"".join(cards)}\n{pager}{extra}</section>'

    def abstract(self, d: Doc) -> str:
        text = self.lede(d)
        if text.startswith("(AGP)"):
            text = text.split(" - ", 2)[-1]
        return text

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "video":
            return f"""<article class="video-page">
<span class="article-kicker">Video</span>
<h1 class="article-title">{esc(doc.title)}</h1>
<time class="article-date" datetime="2026-12-04T16:10:00+01:00">04 dicembre 2026 · 16:10</time>
<div class="video-player" data-video-id="29385102"><video controls preload="none" poster="/media/video/29385102.jpg"><source src="/media/video/29385102.mp4" type="video/mp4"></video></div>
<div class="video-description">{self.blocks(doc)}</div>
<p class="video-related">Sul tema: {self.a("fiducia", self.docs["fiducia"].title, "related")}</p>
</article>"""
        return f'<article class="static-page"><h1 class="article-title">{esc(doc.title)}</h1>\n{self.blocks(doc)}\n</article>'
