# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines in their own scripts)
"""La Gazzetta di Roccafonda: an Italian local paper on a Nuxt.js (Vue) server-rendered front end (data-v-
scoped attributes, <div id="__nuxt">, a window.__NUXT__ state blob), UTF-8; honest metadata: NewsArticle
JSON-LD and og:type=article on stories only, og:type=website elsewhere; some stories print only a relative date."""

from __future__ import annotations

import json

from common import blocks_html, service_html
from sitekit import Doc, Site, css_rules, esc, plain

V = "data-v-4b7e2a1c"  # the layout component's scope id
C = "data-v-9d03f6e2"  # the card component's scope id


class Roccafonda(Site):
    origin = "https://www.gazzettaroccafonda.test"
    name = "La Gazzetta di Roccafonda"
    prefix = "gr"
    language = "it"
    encoding = "utf-8"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        sel = [f".app-header[{V}]", f".nav-main[{V}]", f".card[{C}]", f".card__title[{C}]", ".article__body",
               ".article__meta", ".sidebar-box", ".paywall", ".live-entry", ".footer-grid", ".author-card", ".btn--primary"]  # fmt: skip
        return css_rules("gr", sel, 260)

    def build(self) -> None:
        add = self.add
        add(Doc("home", "/", "home", "La Gazzetta di Roccafonda", shape="nuxt-front"))
        add(Doc("cronaca", "/cronaca", "section", "Cronaca", shape="nuxt-section"))
        add(Doc("sport", "/sport", "section", "Sport", shape="nuxt-section"))
        add(Doc("tag", "/tag/ospedale-san-rocco", "tag", "Ospedale San Rocco", shape="tag-page"))
        add(Doc("author", "/autori/giulia-ferri", "author", "Giulia Ferri", shape="author-bio-page"))
        add(Doc("search", "/cerca?q=filanda", "search", "Risultati per \u201cfilanda\u201d", shape="search-results"))
        add(Doc("events", "/eventi", "events", "Eventi a Roccafonda e dintorni", shape="events-calendar"))
        add(Doc("newsletter", "/newsletter", "newsletter", "Le newsletter della Gazzetta", shape="newsletter-signup"))
        add(Doc("subscribe", "/abbonati", "subscribe", "Abbonati alla Gazzetta digitale", shape="paywall-offer"))
        add(Doc("jobs", "/lavora-con-noi", "jobs", "Lavora con noi", shape="jobs-page"))
        add(Doc("cookie", "/cookie-policy", "policy", "Cookie policy", shape="cookie-policy-last-updated"))

        def story(key: str, section: str, nid: int, slug: str, title: str, authors: list[str], iso: str, shown: str,
                  shape: str, blocks: list, dek: str = "", byline: str | None = None) -> None:  # fmt: skip
            add(Doc(key, f"/{section.lower()}/{slug}-n{nid}", "article", title, True, authors, date=iso[:10], iso=iso,
                    stamp=shown, section=section, shape=shape, blocks=blocks, dek=dek,
                    byline=byline if byline is not None else " e ".join(authors)))  # fmt: skip

        story(
            "feature",
            "Cronaca",
            48102,
            "la-valle-che-si-svuota",
            "La valle che si svuota: viaggio nei paesi dove restano solo gli anziani",
            ["Giulia Ferri"],
            "2026-11-29T07:00:00+01:00",
            "29 novembre 2026",
            "long-form-feature",
            [
                (
                    "p",
                    "A Poggio Alto, in cima alla strada che sale da Roccafonda, la scuola ha chiuso nel 2009. Oggi nell'edificio c'è il deposito del sale per l'inverno e una bacheca con gli orari della corriera, che passa due volte al giorno.",
                ),
                (
                    "p",
                    "I residenti erano 612 nel 1991, sono 188 secondo l'ultimo censimento. Più della metà ha superato i settant'anni.",
                ),
                ("h2", "La corriera delle sette"),
                (
                    "p",
                    "Alle sette del mattino la corriera porta a valle chi deve andare in ospedale o in banca. «Se la perdi, perdi la giornata», dice Rosa, 81 anni, che da quando è morto il marito non guida più.",
                ),
                (
                    "p",
                    "Il Comune ha provato con un servizio a chiamata, ma le prenotazioni andavano fatte su un'app. Dopo sei mesi è stato sospeso.",
                ),
                ("h2", "Le case vuote"),
                (
                    "p",
                    "Su 240 abitazioni, 97 sono vuote tutto l'anno. Alcune sono state comprate da famiglie del nord Europa che arrivano d'estate; molte altre cadono a pezzi, con i proprietari sparsi tra Torino, Milano e l'Argentina.",
                ),
                (
                    "p",
                    "Il sindaco ha proposto di vendere le case abbandonate a un euro. Finora si sono presentati in tre, e nessuno ha ancora firmato.",
                ),
                ("h2", "Chi torna"),
                (
                    "p",
                    "Eppure qualcuno torna. Matteo e Chiara, trentenni, hanno riaperto l'alimentari in piazza e lavorano da remoto nel pomeriggio. «La connessione è arrivata due anni fa. Senza, non saremmo qui.»",
                ),
                (
                    "p",
                    "A valle, a Roccafonda, il recupero di un vecchio edificio industriale racconta una storia simile: [[mill|la vecchia filanda diventerà una biblioteca]], con una sala studio aperta fino a mezzanotte.",
                ),
                ("h2", "Il medico del giovedì"),
                (
                    "p",
                    "Il medico di base sale il giovedì. Riceve in una stanza della canonica, tre ore, poi riparte per la frazione successiva. Le ricette ripetute le porta la farmacista di valle, che ha imparato i nomi di tutti.",
                ),
                ("p", "«Non chiediamo l'ospedale», dice Rosa. «Chiediamo di non doverci trasferire per forza.»"),
            ],
            dek="A Poggio Alto e nelle frazioni i residenti sono un terzo di trent'anni fa. Chi resta, chi torna, e cosa manca.",
        )
        story(
            "live",
            "Cronaca",
            48130,
            "elezioni-roccafonda-spoglio-diretta",
            "Elezioni a Roccafonda, lo spoglio in diretta: Marini avanti",
            ["Luca Bassi", "Sara Conti"],
            "2026-11-30T15:05:00+01:00",
            "30 novembre 2026, aggiornato alle 19:40",
            "live-blog-two-authors",
            [
                (
                    "p",
                    "Si è votato per il ballottaggio tra Elena Marini e Paolo Gentile. L'affluenza si è fermata al 48,2 per cento.",
                ),
                ("h3", "19:40"),
                ("p", "Con 14 sezioni scrutinate su 18, Marini è al 56,1 per cento. Gentile non ha ancora commentato."),
                ("h3", "17:15"),
                ("p", "Prime sezioni scrutinate: Marini avanti nel centro storico, Gentile nelle frazioni."),
                ("h3", "15:05"),
                ("p", "Urne chiuse alle 15. Lo spoglio è iniziato nelle sezioni della scuola Pascoli."),
            ],
        )
        story(
            "brief",
            "Cronaca",
            48126,
            "chiusa-via-garibaldi",
            "Lavori, chiusa via Garibaldi fino a venerdì",
            [],
            "2026-11-30T08:10:00+01:00",
            "30 novembre 2026",
            "brief-desk-byline",
            [
                (
                    "p",
                    "Via Garibaldi resterà chiusa al traffico da lunedì a venerdì, tra piazza Duomo e via Manin, per il rifacimento della rete del gas.",
                ),
                ("p", "I bus della linea 2 seguiranno il percorso alternativo su viale Roma."),
            ],
            byline="Redazione",
        )
        story(
            "qa",
            "Cronaca",
            48090,
            "intervista-sindaca-marini",
            "Marini: «Il primo atto sarà la corriera a chiamata, senza app»",
            ["Marco Villa"],
            "2026-11-28T18:30:00+01:00",
            "28 novembre 2026",
            "qa-interview",
            [
                (
                    "p",
                    "Alla vigilia del ballottaggio abbiamo chiesto alla candidata del centrosinistra quali saranno le priorità dei primi cento giorni.",
                ),
                (
                    "qa",
                    "Da dove comincerebbe?",
                    "Dal trasporto nelle frazioni. Un servizio a chiamata che si prenota anche per telefono, non solo con lo smartphone.",
                ),
                (
                    "qa",
                    "E il bilancio? I conti sono in ordine?",
                    "Sono in ordine ma rigidi. Non prometto nuove opere, prometto di finire quelle aperte.",
                ),
                (
                    "qa",
                    "Cosa farà della filanda?",
                    "La biblioteca si farà. I fondi ci sono, il cantiere parte a marzo.",
                ),
            ],
        )
        story(
            "bakery",
            "Cronaca",
            48070,
            "forno-via-roma-chiude",
            "Il forno di via Roma chiude dopo settant'anni",
            ["Sara Conti"],
            "2026-11-27T12:00:00+01:00",
            "27 novembre 2026",
            "linked-only-from-rail",
            [
                (
                    "p",
                    "Sabato il forno Bellini di via Roma sforna l'ultima infornata. Aperto nel 1956 dal nonno dell'attuale titolare, chiude perché nessuno in famiglia vuole continuare.",
                ),
                (
                    "p",
                    "«Ho 67 anni e mi alzo alle tre da cinquanta», dice Franco Bellini. «Ho provato a venderlo, ma nessuno vuole questi orari.»",
                ),
                ("p", "I clienti hanno lasciato biglietti sulla vetrina. Il locale è già in affitto."),
            ],
        )
        story(
            "mill",
            "Cronaca",
            48111,
            "filanda-biblioteca",
            "La vecchia filanda diventerà una biblioteca aperta fino a mezzanotte",
            ["Giulia Ferri"],
            "2026-11-29T16:20:00+01:00",
            "29 novembre 2026",
            "linked-from-story-text-and-search-only",
            [
                (
                    "p",
                    "Il progetto definitivo per il recupero della filanda Ceretti è stato approvato dalla giunta. L'edificio, chiuso dal 1978, ospiterà la nuova biblioteca civica.",
                ),
                (
                    "p",
                    "Al piano terra ci saranno la sezione ragazzi e un caffè; al primo piano una sala studio con 120 posti, aperta fino a mezzanotte.",
                ),
                (
                    "p",
                    "La spesa prevista è di 4,8 milioni di euro, in gran parte da fondi regionali. Il cantiere partirà a marzo.",
                ),
            ],
        )
        story(
            "football",
            "Sport",
            48088,
            "roccafonda-rimonta-valmorte",
            "Roccafonda, rimonta a Valmorte: da 0-2 a 3-2 in venti minuti",
            ["Davide Rinaldi"],
            "2026-11-29T17:10:00+01:00",
            "3 giorni fa",
            "date-only-in-json-ld",
            [
                (
                    "p",
                    "Sotto di due gol all'intervallo, il Roccafonda ha ribaltato la partita sul campo del Valmorte con la doppietta di Bianchi e il gol di Ferraro al novantesimo.",
                ),
                (
                    "p",
                    "L'allenatore Corsi ha cambiato modulo a inizio ripresa, passando alla difesa a tre. «Ci serviva coraggio», ha detto.",
                ),
                ("p", "In classifica il Roccafonda sale al secondo posto, a un punto dalla capolista."),
            ],
        )
        story(
            "cardio",
            "Cronaca",
            48055,
            "san-rocco-nuovo-primario-cardiologia",
            "San Rocco, arriva il nuovo primario di cardiologia",
            ["Giulia Ferri"],
            "2026-11-26T10:00:00+01:00",
            "26 novembre 2026",
            "paywalled-truncated-text",
            [
                (
                    "p",
                    "L'ospedale San Rocco ha un nuovo primario di cardiologia. Si tratta di Andrea Pellegrini, 49 anni, finora vice primario a Parma.",
                ),
                ("p", "Il reparto era senza direttore da otto mesi, dopo il pensionamento di Renzo Galli."),
            ],
        )

    def header(self) -> str:
        a = self.a
        nav = [("home", "Home"), ("cronaca", "Cronaca"), ("/politica", "Politica"), ("sport", "Sport"), ("/cultura", "Cultura"),
               ("events", "Eventi"), ("/necrologie", "Necrologie")]  # fmt: skip
        return (
            f'<header {V} class="app-header"><div {V} class="app-header__top"><button {V} class="hamburger" aria-label="Menu">'
            f"<span {V}></span></button>"
            + a(
                "home",
                "La Gazzetta di Roccafonda",
                "chrome:header",
                f'{V} class="logo nuxt-link-active"',
                f'<img {V} src="/_nuxt/img/logo.8c1d2e4.svg" alt="La Gazzetta di Roccafonda">',
            )
            + f'<div {V} class="app-header__actions">{a("subscribe", "Abbonati a 1€", "chrome:header", f"{V} class=btn--primary")}'
            f'{a("/login", "Accedi", "chrome:header", V)}</div></div><nav {V} class="nav-main"><ul {V}>'
            + "".join(f"<li {V}>{a(k, t, 'chrome:nav', V)}</li>" for k, t in nav)
            + "</ul></nav></header>"
        )

    def sidebar(self) -> str:
        a = self.a
        return (
            f'<aside {V} class="sidebar"><div {V} class="sidebar-box"><h3 {V}>I più letti</h3><ol {V}>'
            + "".join(
                f"<li {V}>{a(k, self.docs[k].title, 'chrome:rail', V)}</li>" for k in ("bakery", "live", "football")
            )
            + f'</ol></div><div {V} class="sidebar-box sidebar-box--newsletter"><p {V}>Ogni mattina le notizie di Roccafonda nella tua casella.</p>'
            + a("newsletter", "Iscriviti alla newsletter", "chrome:rail", f"{V} class=btn")
            + "</div></aside>"
        )

    def footer(self) -> str:
        a = self.a
        cols = [[("/chi-siamo", "Chi siamo"), ("/redazione", "La redazione"), ("jobs", "Lavora con noi")],
                [("subscribe", "Abbonamenti"), ("newsletter", "Newsletter"), ("/pubblicita", "Pubblicità")],
                [("cookie", "Cookie policy"), ("/privacy", "Privacy"), ("search", "Cerca")]]  # fmt: skip
        return (
            f'<footer {V} class="app-footer"><div {V} class="footer-grid">'
            + "".join(
                f"<ul {V}>" + "".join(f"<li {V}>{a(k, t, 'chrome:footer', V)}</li>" for k, t in c) + "</ul>"
                for c in cols
            )
            + f"</div><p {V}>La Gazzetta di Roccafonda &middot; Editoriale Valli srl &middot; P.IVA 01234560789 &middot; Reg. Trib. di Roccafonda n. 4/1998</p></footer>"
        )

    def card(self, key: str, img: bool = False, dek: bool = False) -> str:
        d = self.docs[key]
        pic = (
            self.a(
                key,
                d.title,
                "content",
                f'{C} class="card__media"',
                f'<img {C} src="/_nuxt/img/{key}.webp" alt="" loading="lazy">',
            )
            if img
            else ""
        )
        sub = f'<p {C} class="card__dek">{esc(d.dek)}</p>' if dek and d.dek else ""
        return (
            f'<article {C} class="card">{pic}<span {C} class="card__kicker">{esc(d.section)}</span>'
            f'<h3 {C} class="card__title">{self.a(key, d.title, "content", C)}</h3>{sub}<span {C} class="card__time">{esc(d.stamp)}</span></article>'
        )

    def story(self, doc: Doc) -> str:
        a = self.a
        by = a("author", doc.byline, "byline", V) if doc.authors == ["Giulia Ferri"] else esc(doc.byline)
        body = blocks_html(self, doc.blocks)
        if doc.shape.startswith("live"):
            body = body.replace("<h3>", '<div class="live-entry"><h3>').replace("</h3>", "</h3></div>")
        paywall = ""
        if doc.key == "cardio":
            paywall = (
                '<div class="paywall"><div class="paywall__fade"></div><h4>Questo articolo è riservato agli abbonati</h4>'
                f"<p>Continua a leggere con la Gazzetta digitale: il primo mese costa 1 euro.</p>{a('subscribe', 'Abbonati ora', 'content', 'class=btn--primary')} "
                f"{a('/login', 'Sei già abbonato? Accedi', 'content')}</div>"
            )
        tags = (
            f'<div class="article__tags">{a("tag", "Ospedale San Rocco", "tags")}</div>'
            if doc.key in ("cardio", "feature")
            else ""
        )
        related = "".join(self.card(k) for k in ("live", "qa") if k != doc.key)
        return (
            f'<article {V} class="article"><nav {V} class="breadcrumb">{a("home", "Home", "chrome:breadcrumb", V)} › '
            f"{a(doc.section.lower(), doc.section, 'chrome:breadcrumb', V)}</nav>"
            f'<h1 {V} class="article__title">{esc(doc.title)}</h1>'
            + (f'<p {V} class="article__dek">{esc(doc.dek)}</p>' if doc.dek else "")
            + f'<div {V} class="article__meta"><span {V} class="article__author">di {by}</span> <time {V}>{esc(doc.stamp)}</time></div>'
            + f'<div {V} class="article__body">{body}</div>{paywall}{tags}'
            + f'<div {V} class="article__share"><button {V}>Condividi</button></div>'
            + f'<section {V} class="related"><h2 {V}>Leggi anche</h2>{related}</section></article>'
        )

    def main(self, doc: Doc) -> str:
        a, k = self.a, doc.key
        if k == "home":
            return (
                f'<h1 {V} class="sr-only">{esc(doc.title)}</h1><section {V} class="hero">'
                + self.card("live", True, True)
                + "</section>"
                f'<section {V} class="grid">'
                + "".join(
                    self.card(x, x == "feature", x == "feature")
                    for x in ("feature", "qa", "brief", "football", "cardio")
                )
                + f'</section><section {V} class="promo">{a("events", "Cosa fare nel weekend: tutti gli eventi", "content", V)}</section>'
            )
        if k in ("cronaca", "sport"):
            keys = ["live", "brief", "feature", "qa", "cardio"] if k == "cronaca" else ["football"]
            return (
                f'<h1 {V} class="section-title">{esc(doc.title)}</h1><section {V} class="grid">'
                + "".join(self.card(x, True) for x in keys)
                + f'</section><button {V} class="load-more">Carica altri articoli</button>'
            )
        if k == "tag":
            return (
                f'<h1 {V} class="section-title">{esc(doc.title)}</h1><p {V}>Tutte le notizie sull\'ospedale di Roccafonda.</p>'
                + "".join(self.card(x) for x in ("cardio",))
                + self.card_ext(
                    "/cronaca/san-rocco-pronto-soccorso-attese-n47210", "Pronto soccorso, attese fino a nove ore"
                )
            )
        if k == "author":
            return (
                f'<div {V} class="author-card"><img {V} src="/_nuxt/img/giulia-ferri.webp" alt="Giulia Ferri"><h1 {V}>{esc(doc.title)}</h1>'
                f"<p {V}>Giulia Ferri segue la cronaca della valle e la sanità per la Gazzetta dal 2015. È cresciuta a Poggio Alto e ha studiato "
                "a Bologna. Nel 2024 ha vinto il premio regionale per il giornalismo locale con un'inchiesta sulle liste d'attesa.</p></div>"
                f"<h2 {V}>Articoli di Giulia Ferri</h2>" + "".join(self.card(x) for x in ("feature", "cardio"))
            )
        if k == "search":
            return (
                f"<h1 {V}>{esc(doc.title)}</h1><p {V}>2 risultati</p>"
                + self.card("mill")
                + self.card_ext(
                    "/cronaca/filanda-ceretti-vincolo-n39821", "Filanda Ceretti, arriva il vincolo della Soprintendenza"
                )
            )
        if k == "events":
            rows = [("Sab 5 dicembre", "Mercatino di Natale in piazza Duomo", "dalle 10 alle 19"),
                    ("Dom 6 dicembre", "Concerto della banda cittadina", "Teatro Sociale, ore 17"),
                    ("Mar 8 dicembre", "Accensione dell'albero", "Piazza Duomo, ore 18"),
                    ("Sab 12 dicembre", "Presepe vivente a Poggio Alto", "dalle 15")]  # fmt: skip
            return (
                f'<h1 {V}>{esc(doc.title)}</h1><ul {V} class="events">'
                + "".join(f"<li {V}><strong>{esc(d)}</strong> {esc(t)} <span>{esc(w)}</span></li>" for d, t, w in rows)
                + f"</ul><p {V}>Organizzi un evento? Scrivi a eventi@gazzettaroccafonda.test</p>"
            )
        if k == "newsletter":
            return (
                f'<h1 {V}>{esc(doc.title)}</h1><form {V} class="nl-form"><label {V}><input type="checkbox" checked> Il Buongiorno (ogni mattina alle 7)</label>'
                f'<label {V}><input type="checkbox"> Sport Valle (lunedì)</label><input {V} type="email" placeholder="La tua email"><button {V}>Iscriviti</button></form>'
                f"<p {V}>Iscrivendoti accetti la {a('cookie', 'cookie policy', 'content', V)} e l'informativa privacy.</p>"
            )
        if k == "subscribe":
            return (
                f'<h1 {V}>{esc(doc.title)}</h1><div {V} class="offers"><div {V} class="offer"><h3 {V}>Digitale</h3><p {V}>1 € il primo mese, poi 6,99 € al mese</p><button {V}>Scegli</button></div>'
                f'<div {V} class="offer"><h3 {V}>Digitale + Carta</h3><p {V}>19,90 € al mese</p><button {V}>Scegli</button></div></div>'
                f"<p {V}>Disdici quando vuoi. {a('newsletter', 'Preferisci la newsletter gratuita?', 'content', V)}</p>"
            )
        if k == "jobs":
            return f"<h1 {V}>{esc(doc.title)}</h1>" + service_html(self, SERVICE["jobs"], "h3")
        return f"<h1 {V}>{esc(doc.title)}</h1>" + service_html(self, SERVICE[k], "h3")

    def card_ext(self, path: str, title: str) -> str:
        return (
            f'<article {C} class="card"><h3 {C} class="card__title">{self.a(path, title, "content", C)}</h3></article>'
        )

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        if not doc.is_article:
            return (
                f'<meta data-n-head="ssr" property="og:type" content="website"><meta data-n-head="ssr" property="og:title" content="{esc(doc.title)}">'
                f'<link data-n-head="ssr" rel="canonical" href="{esc(url)}">'
            )
        ld = {"@context": "https://schema.org", "@type": "NewsArticle", "headline": doc.title, "datePublished": doc.iso,
              "dateModified": doc.iso, "author": [{"@type": "Person", "name": n} for n in doc.authors] or {"@type": "Organization", "name": self.name},
              "publisher": {"@type": "Organization", "name": self.name}, "mainEntityOfPage": url,
              "isAccessibleForFree": doc.key != "cardio"}  # fmt: skip
        return (
            f'<meta data-n-head="ssr" property="og:type" content="article"><meta data-n-head="ssr" property="og:title" content="{esc(doc.title)}">'
            f'<meta data-n-head="ssr" property="og:url" content="{esc(url)}"><link data-n-head="ssr" rel="canonical" href="{esc(url)}">'
            f'<script data-n-head="ssr" type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>'
        )

    def state(self, doc: Doc) -> str:
        if doc.is_article:
            data = {"article": {"id": int(doc.path.rsplit("-n", 1)[1]), "title": doc.title, "section": doc.section,
                                "authors": doc.authors, "publishedAt": doc.iso, "premium": doc.key == "cardio",
                                "excerpt": plain(next(b[1] for b in doc.blocks if b[0] == "p"))[:160]}}  # fmt: skip
        else:
            data = {"page": {"slug": doc.path.strip("/") or "home", "title": doc.title}}
        blob = json.dumps(data, ensure_ascii=False).replace("</", "<\\/")
        return (
            f'<script>window.__NUXT__=(function(a,b,c){{return {{layout:"default",data:[{blob}],fetch:{{}},error:a,'
            f'state:{{user:{{loggedIn:b,premium:b}},menuOpen:b}},serverRendered:c,routePath:{json.dumps(doc.path)},config:{{cdn:"/_nuxt/"}}}}}}(null,false,true));</script>'
        )

    def render(self, doc: Doc) -> str:
        self.current = doc.key
        main = self.story(doc) if doc.is_article else self.main(doc)
        return (
            '<!doctype html>\n<html lang="it" data-n-head-ssr data-n-head="%7B%22lang%22:%7B%22ssr%22:%22it%22%7D%7D"><head>'
            f"<title>{esc(doc.title)}{'' if doc.key == 'home' else ' | La Gazzetta di Roccafonda'}</title>"
            '<meta data-n-head="ssr" charset="utf-8"><meta data-n-head="ssr" name="viewport" content="width=device-width, initial-scale=1">'
            + self.head(doc)
            + '<link rel="preload" href="/_nuxt/3f1c2a8.js" as="script"><link rel="preload" href="/_nuxt/a92b7d0.js" as="script">'
            '<style data-vue-ssr-id="4b7e2a1c:0 9d03f6e2:0">/*PAD*/</style></head><body>'
            f'<div data-server-rendered="true" id="__nuxt"><div id="__layout"><div {V} class="layout">{self.header()}'
            f'<div {V} class="layout__main"><main {V}>{main}</main>{self.sidebar()}</div>{self.footer()}</div></div></div>'
            + self.state(doc)
            + '<script src="/_nuxt/3f1c2a8.js" defer></script><script src="/_nuxt/a92b7d0.js" defer></script></body></html>'
        )


SERVICE: dict[str, list[str]] = {
    "jobs": [
        "La Gazzetta cerca persone curiose, che conoscano il territorio e sappiano raccontarlo.",
        "## Posizioni aperte",
        "- Corrispondente da Poggio Alto e dalle frazioni (collaborazione)",
        "- Grafico/a per l'edizione cartacea, part-time",
        "- Stage in redazione web, sei mesi",
        "## Come candidarsi",
        "Invia il curriculum e tre articoli pubblicati a lavoro@gazzettaroccafonda.test, indicando la posizione nell'oggetto.",
    ],
    "cookie": [
        "Ultimo aggiornamento: 15 gennaio 2026",
        "Questo sito utilizza cookie tecnici, necessari al funzionamento, e, previo consenso, cookie analitici e di profilazione.",
        "## Cookie tecnici",
        "Servono alla navigazione e all'accesso all'area abbonati. Non richiedono consenso.",
        "## Cookie di terze parti",
        "Misurazione del pubblico e pubblicità. Puoi modificare le tue scelte in qualsiasi momento dal link in fondo alla pagina.",
        "## Titolare del trattamento",
        "Editoriale Valli srl, via Manin 12, Roccafonda.",
    ],
}
