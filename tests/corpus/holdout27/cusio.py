# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic apostrophes are deliberate)
"""La Voce del Cusio: a small Italian lake paper on Joomla 3 (Protostar-like template, `item-page` with
schema.org microdata, category blogs `/index.php/cronaca` and `?start=8`, com_tags, com_search, the com_content
archive view, com_contact), SEF URLs `/index.php/cronaca/124-slug` and one legacy non-SEF URL
`/index.php?option=com_content&view=article&id=118:slug&catid=9&Itemid=101`, UTF-8 declared in the header and
in an http-equiv meta. Joomla prints `<time datetime>` in UTC (+00:00); the ferry story was saved at 23:40 UTC,
which is already 2 December in Omegna (+01:00). The long feature is split with the pagebreak plugin (page 1 of
3 is labelled); the privacy page is an `item-page` too (not an article)."""

from __future__ import annotations

import re
from typing import Any

from common import Base, page, story
from sitekit import Doc, css_rules, esc, rng

SEF_STRADA = "/index.php?option=com_content&view=article&id=118:frana-sulla-provinciale-per-quarna&catid=9&Itemid=101"

OLD = [
    (
        "Omegna, il mercato del giovedì torna in piazza Salera",
        "/index.php/cronaca/109-mercato-del-giovedi-in-piazza-salera",
        "Dopo i lavori di rifacimento della pavimentazione il mercato settimanale torna nella sua sede storica.",
        "20 Novembre 2026",
    ),
    (
        "Pettenasco, approvato il bilancio dell’unione dei comuni",
        "/index.php/cronaca/107-pettenasco-bilancio-unione",
        "Via libera con due astenuti: previsti 340 mila euro per le strade comunali.",
        "18 Novembre 2026",
    ),
    (
        "Nuova illuminazione sul lungolago di Omegna",
        "/index.php/cronaca/105-illuminazione-lungolago",
        "Sostituiti 96 lampioni, il comune stima un risparmio del 40 per cento.",
        "14 Novembre 2026",
    ),
]


class Cusio(Base):
    origin = "https://www.vocedelcusio.test"
    name = "La Voce del Cusio"
    prefix = "vc"
    language = "it"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules("vc", [".item-page", ".blog", ".navigation", ".well", ".pagenav", "#aside", ".header"], 260)

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "La Voce del Cusio",
                "joomla-featured-blog",
                list=["traghetto", "neve", "fabbrica", "furto", "basket", "intervista"],
            )
        )
        add(
            page(
                "cronaca",
                "/index.php/cronaca",
                "section",
                "Cronaca",
                "joomla-category-blog",
                list=["traghetto", "neve", "furto"],
                more="cronaca2",
                old=OLD[:1],
            )
        )
        add(
            page(
                "cronaca2",
                "/index.php/cronaca?start=8",
                "section",
                "Cronaca",
                "joomla-category-blog-start8",
                list=[],
                prev="cronaca",
                old=OLD,
            )
        )
        add(
            page(
                "cultura",
                "/index.php/cultura",
                "section",
                "Cultura",
                "joomla-category-blog",
                list=["fabbrica", "intervista"],
            )
        )
        add(
            page(
                "sport",
                "/index.php/sport",
                "section",
                "Sport",
                "joomla-category-blog-one-item",
                list=["basket"],
                old=[
                    (
                        "Rugby, il Cusio cade a Biella",
                        "/index.php/sport/110-rugby-cusio-biella",
                        "Sconfitta 24-10 nella quinta giornata di serie C.",
                        "22 Novembre 2026",
                    )
                ],
            )
        )
        add(
            page(
                "tag",
                "/index.php/component/tags/tag/lago-d-orta",
                "tag",
                "Lago d’Orta",
                "joomla-com-tags-list",
                list=["traghetto", "intervista", "strada"],
            )
        )
        add(
            page(
                "search",
                "/index.php/component/search/?searchword=traghetto&searchphrase=all&Itemid=101",
                "search",
                "Cerca",
                "joomla-com-search-results",
                list=["traghetto", "intervista"],
                q="traghetto",
            )
        )
        add(
            page(
                "archivio",
                "/index.php/archivio?month=11&year=2026",
                "archive",
                "Archivio articoli",
                "joomla-archive-month-with-intros",
                list=["basket", "strada", "intervista"],
            )
        )
        add(
            page(
                "contatti",
                "/index.php/contatti",
                "contact",
                "Redazione La Voce del Cusio",
                "joomla-com-contact-form",
                [
                    "Per segnalazioni, comunicati stampa e lettere alla redazione potete usare il modulo qui sotto oppure scriverci all’indirizzo della redazione.",
                    "I comunicati vanno inviati entro le 18 del giorno precedente. Le lettere firmate con nome, cognome e comune di residenza vengono pubblicate nella rubrica del sabato.",
                ],
            )
        )
        add(
            page(
                "privacy",
                "/index.php/privacy",
                "policy",
                "Informativa sulla privacy e sui cookie",
                "joomla-item-page-policy",
                [
                    "La presente informativa descrive le modalità di trattamento dei dati personali degli utenti che consultano il sito www.vocedelcusio.test.",
                    "## Titolare del trattamento",
                    "Titolare del trattamento è l’associazione culturale La Voce del Cusio, con sede a Omegna (VB), via Cavallotti 14.",
                    "## Cookie",
                    "Il sito utilizza cookie tecnici necessari al funzionamento di Joomla e, previo consenso, cookie di statistica anonimi. Non sono utilizzati cookie di profilazione.",
                    "L’utente può revocare il consenso in ogni momento cancellando i cookie dal proprio browser.",
                    "Ultimo aggiornamento: 12 maggio 2025.",
                ],
                story_template=True,
                hits=1043,
                cat="cronaca",
            )
        )

        add(
            story(
                "traghetto",
                "/index.php/cronaca/124-traghetto-per-l-isola-di-san-giulio-nuovi-orari",
                "Traghetto per l’isola di San Giulio, dal 7 dicembre cambiano gli orari",
                "2026-12-02",
                "2026-12-01T23:40:00+00:00",
                "02 Dicembre 2026",
                ["Marco Bellini", "Laura Ferri"],
                [
                    "Dal 7 dicembre il servizio di navigazione tra Orta San Giulio e l’isola passa all’orario invernale: le corse saranno ogni 30 minuti dalle 9 alle 17.30, contro i 15 minuti dell’estate. Lo ha comunicato ieri sera la società Navigazione Cusiana.",
                    "Il biglietto di andata e ritorno resta a 5 euro, mentre per i residenti dei comuni del lago sarà introdotta una tessera mensile da 18 euro.",
                    "## Le proteste dei commercianti",
                    "Non tutti sono contenti. «Con una corsa ogni mezz’ora i turisti dei mercatini di Natale resteranno a terra», dice Graziella Poletti, titolare di un bar sull’isola. I commercianti chiedono corse aggiuntive nei fine settimana di dicembre.",
                    "La società ha risposto che valuterà due corse serali il 19 e il 20 dicembre, in occasione del concerto nella basilica.",
                ],
                "joomla-two-authors-alias-utc-time-crosses-day",
                cat="cronaca",
                byline="Marco Bellini e Laura Ferri",
                hits=412,
                tags=True,
            )
        )
        add(
            story(
                "strada",
                SEF_STRADA,
                "Frana sulla provinciale per Quarna, strada chiusa fino a venerdì",
                "2026-11-30",
                "2026-11-30T07:55:12+00:00",
                "30 Novembre 2026",
                [],
                [
                    "Una frana di circa 40 metri cubi di terra e sassi ha invaso nella notte la strada provinciale 49 tra Omegna e Quarna Sotto, all’altezza del secondo tornante.",
                    "Non ci sono stati feriti. I tecnici della Provincia hanno chiuso il tratto e stimano che la rimozione e la messa in sicurezza del versante richiederanno almeno quattro giorni.",
                    "Per raggiungere Quarna si deve passare da Nonio, con un allungamento di circa 9 chilometri. Il servizio di scuolabus è garantito con orari anticipati di 15 minuti.",
                ],
                "joomla-non-sef-url-redazione-byline",
                cat="cronaca",
                byline="Redazione",
                hits=988,
                tags=True,
            )
        )
        add(
            story(
                "fabbrica",
                "/index.php/cultura/130-la-fabbrica-dei-rubinetti-cento-anni-di-omegna",
                "La fabbrica dei rubinetti: cento anni di Omegna in una mostra",
                "2026-12-01",
                "2026-12-01T10:20:00+00:00",
                "01 Dicembre 2026",
                ["Chiara Zanetti"],
                [
                    "Nel vecchio capannone di via Mazzini, dove fino al 1994 si fondevano le valvole della ditta Ferraris, da sabato si entra gratis per vedere cento anni di storia industriale del Cusio. La mostra «Acqua calda, acqua fredda» raccoglie 300 oggetti, 80 fotografie e le voci di chi in fabbrica ci ha passato la vita.",
                    "Il percorso comincia con una macchina da fusione del 1926, restaurata da un gruppo di ex dipendenti in pensione. Ci hanno lavorato due anni, il sabato mattina. «Quando l’abbiamo trovata era piena di ruggine, oggi si muove ancora», racconta Ernesto Calderoni, 78 anni, che entrò in fabbrica a quindici anni come garzone.",
                    "## Una valle di rubinettai",
                    "Nel 1960 nella zona tra Omegna, Gravellona e San Maurizio d’Opaglio si contavano più di 200 aziende del settore, molte delle quali a conduzione familiare. Il rubinetto cusiano veniva venduto in tutta Europa e perfino in Argentina, dove molti omegnesi erano emigrati.",
                    "Le fotografie, quasi tutte inedite, vengono dagli archivi delle famiglie. C’è la festa di fine anno del 1958 con le tavolate in cortile, ci sono le prime operaie alle presse e la neve del 1985 che bloccò i camion per tre giorni.",
                    "La curatrice Silvia Montanari spiega che la parte più difficile è stata scegliere. «Ci hanno portato più di duemila immagini. Abbiamo cercato di raccontare il lavoro, non solo i padroni e le inaugurazioni».",
                ],
                "joomla-pagebreak-feature-part-1-of-3",
                cat="cultura",
                byline="Chiara Zanetti",
                hits=640,
                pagebreak=["La fabbrica", "Gli anni del boom", "La crisi e dopo"],
            )
        )
        add(
            story(
                "furto",
                "/index.php/cronaca/126-furto-in-farmacia-a-gravellona",
                "Furto in farmacia a Gravellona Toce, rubati 600 euro",
                "2026-12-02",
                "2026-12-02T06:30:00+00:00",
                "02 Dicembre 2026",
                [],
                [
                    "Ignoti sono entrati nella notte nella farmacia di corso Marconi a Gravellona Toce forzando la porta sul retro e hanno portato via il fondo cassa, circa 600 euro. Indagano i carabinieri.",
                    "NOTE: Fonte: Agenzia Nord Ovest (ANO)",
                ],
                "joomla-brief-agency-credit-no-author-shown",
                cat="cronaca",
                hits=233,
                no_author=True,
            )
        )
        add(
            story(
                "intervista",
                "/index.php/cultura/128-intervista-al-sindaco-di-orta",
                "«L’isola non è un parco giochi»: intervista al sindaco di Orta",
                "2026-11-29",
                "2026-11-29T16:05:00+00:00",
                "29 Novembre 2026",
                ["Laura Ferri"],
                [
                    "Alla vigilia della stagione dei mercatini il sindaco di Orta San Giulio, Franco Vercelli, risponde alle domande sui numeri del turismo e sui parcheggi.",
                    "Q: Sindaco, quest’anno sono attesi più visitatori del 2025? || Secondo le prenotazioni degli alberghi sì, circa il 12 per cento in più. Ma il paese è piccolo e dobbiamo pensare anche a chi ci vive tutto l’anno.",
                    "Q: I parcheggi sono il problema principale? || Il problema è che tutti vogliono arrivare in macchina fino alla piazza. Da quest’anno la navetta dal Movenzo sarà gratuita nei fine settimana.",
                    "Q: E l’isola? || L’isola non è un parco giochi. C’è un monastero, ci sono persone che pregano. Chiediamo rispetto del silenzio, come sta scritto sui cartelli.",
                ],
                "joomla-qa-interviewer-author",
                cat="cultura",
                byline="Laura Ferri",
                hits=1501,
                tags=True,
            )
        )
        add(
            story(
                "neve",
                "/index.php/cronaca/127-la-prima-neve-sul-mottarone-in-foto",
                "La prima neve sul Mottarone, le foto",
                "2026-12-02",
                "2026-12-02T13:10:00+00:00",
                "02 Dicembre 2026",
                ["Giorgio Sala"],
                [
                    "FIG: Il piazzale della vetta del Mottarone coperto di neve | La vetta del Mottarone questa mattina (foto Giorgio Sala)",
                    "FIG: Sciatori sulla pista Baita | I primi sciatori sulla pista Baita",
                    "Venti centimetri di neve fresca in vetta e tanta gente già questa mattina: il nostro fotografo Giorgio Sala è salito all’alba.",
                ],
                "joomla-photo-story-photographer-author-redazione-byline",
                cat="cronaca",
                byline="Redazione",
                hits=2210,
                photo="Giorgio Sala",
            )
        )
        add(
            story(
                "basket",
                "/index.php/sport/131-basket-omegna-vince-il-derby",
                "Basket, Omegna vince il derby con Verbania all’ultimo secondo",
                "2026-11-30",
                "2026-11-30T09:00:00+00:00",
                "30 Novembre 2026",
                ["Stefano Rigoni"],
                [
                    "Finisce 71-70 un derby che il PalaBattisti non dimenticherà presto. A quattro secondi dalla fine Verbania era avanti di un punto, poi la tripla di Luca Tosi dall’angolo ha fatto esplodere il palazzetto.",
                    "Partita equilibrata per tre quarti, con Verbania sempre avanti di pochi punti grazie ai rimbalzi offensivi. Nell’ultimo quarto coach Ferrero ha scelto la zona e i rossoverdi hanno rimontato da meno otto.",
                    "Migliore in campo Davide Pirola con 19 punti e 8 rimbalzi. Domenica prossima trasferta difficile a Borgomanero.",
                    "SIGN: Stefano Rigoni",
                ],
                "joomla-signoff-name-only-author",
                cat="sport",
                hits=780,
                no_author=True,
            )
        )

    # ---- templates ----
    def entries(self, doc: Doc) -> list[Any]:
        return [self.docs[k] for k in doc.extra["list"]] + list(doc.extra.get("old", []))

    def info(self, d: Doc, created: bool = True) -> str:
        parts = ['<dl class="article-info muted">', '<dt class="article-info-term">Dettagli</dt>']
        if created and d.byline and not d.extra.get("no_author"):
            parts.append(
                f'<dd class="createdby" itemprop="author" itemscope itemtype="https://schema.org/Person">Scritto da <span itemprop="name">{esc(d.byline)}</span></dd>'
            )
        cat = d.extra.get("cat", "cronaca")
        parts.append(
            f'<dd class="category-name">Categoria: {self.a(cat, self.docs[cat].title, "chrome:breadcrumb", attrs="itemprop=" + chr(34) + "genre" + chr(34))}</dd>'
        )
        if d.iso:
            parts.append(
                f'<dd class="published"><span class="icon-calendar" aria-hidden="true"></span> <time datetime="{d.iso}" itemprop="datePublished">Pubblicato: {d.stamp}</time></dd>'
            )
        parts.append(
            f'<dd class="hits"><span class="icon-eye-open" aria-hidden="true"></span> <meta itemprop="interactionCount" content="UserPageVisits:{d.extra.get("hits", 100)}" />Visite: {d.extra.get("hits", 100)}</dd></dl>'
        )
        return "\n".join(parts)

    def story_main(self, doc: Doc) -> str:
        url = self.url(doc.key)
        out = [
            '<div class="item-page" itemscope itemtype="https://schema.org/Article">',
            '<meta itemprop="inLanguage" content="it-IT" />',
        ]
        out.append(f'<div class="page-header"><h2 itemprop="headline">{esc(doc.title)}</h2></div>')
        out.append(
            f'<div class="icons"><div class="btn-group pull-right"><button class="btn dropdown-toggle" type="button" data-toggle="dropdown" aria-label="Strumenti utente"><span class="icon-cog" aria-hidden="true"></span><span class="caret"></span></button><ul class="dropdown-menu"><li class="print-icon"><a href="{esc(url.replace(self.origin, ""))}{"&" if "?" in url else "?"}tmpl=component&amp;print=1&amp;layout=default" title="Stampa articolo" rel="nofollow">Stampa</a></li><li class="email-icon"><a href="/index.php/component/mailto/?tmpl=component&amp;template=protostar&amp;link=a1b2c3" rel="nofollow">Email</a></li></ul></div></div>'
        )
        if doc.is_article:
            out.append(self.info(doc))
        if doc.extra.get("tags"):
            out.append(
                f'<ul class="tags inline"><li class="tag-3 tag-list0" itemprop="keywords">{self.a("tag", "Lago d’Orta", "tags", attrs="class=" + chr(34) + "label label-info" + chr(34))}</li></ul>'
            )
        pb = doc.extra.get("pagebreak")
        if pb:
            base = self.docs[doc.key].path
            toc = "".join(
                f'<li{" class=" + chr(34) + "active" + chr(34) if i == 0 else ""}><a href="{esc(base)}?showall=&amp;start={i}" class="toclink{" active" if i == 0 else ""}">{esc(t)}</a></li>'
                for i, t in enumerate(pb)
            )
            out.append(
                f'<div class="pull-right article-index"><h3>Indice articolo</h3><ul class="nav nav-tabs nav-stacked">{toc}<li><a href="{esc(base)}?showall=1" class="toclink">Tutte le pagine</a></li></ul></div>'
            )
            out.append(f'<div class="pagenavcounter">Pagina 1 di {len(pb)}</div>')
        figs = []

        def fig(alt: str, cap: str) -> str:
            figs.append(alt)
            n = rng(alt).randrange(1000, 9999)
            return f'<p><img src="/images/2026/12/mottarone-{n}.jpg" alt="{esc(alt)}" width="640" height="427" class="pull-center" /></p>\n<p class="img_caption"><em>{esc(cap)}</em></p>'

        body = self.blocks(doc, fig=fig)
        body = re.sub(r'<div class="note">(.*?)</div>', r'<p style="text-align: right;"><em>\1</em></p>', body)
        body = re.sub(r'<p class="signoff">(.*?)</p>', r'<p style="text-align: right;"><strong>\1</strong></p>', body)
        out.append(f'<div itemprop="articleBody">\n{body}\n</div>')
        if pb:
            out.append(
                f'<ul class="pager pagenav"><li class="next"><a href="{esc(self.docs[doc.key].path)}?start=1">Succ. &gt;</a></li></ul>'
            )
        if doc.is_article:
            order = [k for k, d in self.docs.items() if d.is_article]
            i = order.index(doc.key)
            nav = []
            if i > 0:
                p = self.docs[order[i - 1]]
                nav.append(
                    f'<li class="previous">{self.a(p.key, "Prec", "chrome:related", attrs=f"class={chr(34)}hasTooltip{chr(34)} title={chr(34)}{esc(p.title)}{chr(34)} rel={chr(34)}prev{chr(34)}", inner="<span class=" + chr(34) + "icon-chevron-left" + chr(34) + "></span> Prec")}</li>'
                )
            if i + 1 < len(order):
                n = self.docs[order[i + 1]]
                nav.append(
                    f'<li class="next">{self.a(n.key, "Succ", "chrome:related", attrs=f"class={chr(34)}hasTooltip{chr(34)} title={chr(34)}{esc(n.title)}{chr(34)} rel={chr(34)}next{chr(34)}", inner="Succ <span class=" + chr(34) + "icon-chevron-right" + chr(34) + "></span>")}</li>'
                )
            out.append(f'<ul class="pager pagenav">{"".join(nav)}</ul>')
        else:
            out.append(f'<dl class="article-info muted"><dd class="hits">Visite: {doc.extra.get("hits")}</dd></dl>')
        out.append("</div>")
        return "\n".join(out)

    def teaser(self, e: Any, n: int, with_intro: bool = True) -> str:
        if isinstance(e, Doc):
            link = self.a(e.key, e.title, "content", attrs='itemprop="url"')
            intro = esc(self.lede(e)) if with_intro else ""
            meta = self.info(e)
            more = self.a(
                e.key,
                f"Leggi tutto: {e.title}",
                "content",
                attrs='class="btn" itemprop="url"',
                inner=f'<span class="icon-chevron-right" aria-hidden="true"></span> Leggi tutto: {esc(e.title)}',
            )
        else:
            title, path, lede, when = e
            link = f'<a href="{esc(path)}" itemprop="url">{esc(title)}</a>'
            intro = esc(lede)
            meta = f'<dl class="article-info muted"><dd class="published"><span class="icon-calendar"></span> Pubblicato: {when}</dd></dl>'
            more = f'<a class="btn" href="{esc(path)}"><span class="icon-chevron-right"></span> Leggi tutto: {esc(title)}</a>'
        return (
            f'<div class="{"leading" if n == 0 else "item column-1"}-{n}" itemprop="blogPost" itemscope itemtype="https://schema.org/BlogPosting">\n'
            f'<div class="page-header"><h2 itemprop="name">{link}</h2></div>\n{meta}\n<p>{intro}</p>\n<p class="readmore">{more}</p>\n</div>'
        )

    def listing_main(self, doc: Doc) -> str:
        ents = self.entries(doc)
        shape = doc.shape
        if "com-tags" in shape:
            rows = []
            for i, e in enumerate(ents):
                link = self.a(e.key, e.title, "content")
                rows.append(
                    f'<li class="cat-list-row{i % 2} clearfix"><h3>{link}</h3><span class="tag-body">{esc(self.lede(e))}</span></li>'
                )
            return f'<div class="tag-category"><h2>{esc(doc.title)}</h2><form action="" method="post" name="adminForm" id="adminForm"><div class="filters btn-toolbar"><input type="text" name="filter-search" placeholder="Filtra elementi" class="inputbox" /></div><ul class="category list-striped">{"".join(rows)}</ul></form></div>'
        if "com-search" in shape:
            rows = []
            for i, e in enumerate(ents, 1):
                rows.append(
                    f'<dt class="result-title">{i}. {self.a(e.key, e.title, "content")}</dt><dd class="result-category"><span class="small">({self.docs[e.extra["cat"]].title})</span></dd><dd class="result-text">{esc(self.lede(e))}</dd><dd class="result-created">Creato il {e.stamp}</dd>'
                )
            q = doc.extra["q"]
            return (
                f'<div class="search"><h1 class="page-title">Cerca</h1><form id="searchForm" action="/index.php/component/search/" method="post"><div class="btn-toolbar"><input type="text" name="searchword" title="Cerca:" placeholder="Cerca:" id="search-searchword" size="30" maxlength="200" value="{q}" class="inputbox" /><button name="Search" class="btn hasTooltip">Cerca</button></div>'
                f'<div class="searchintro"><p>Ricerca di: <span class="badge badge-info">{q}</span></p><p>Totale: <span class="badge badge-info">{len(ents)}</span> risultati trovati.</p></div><fieldset class="phrases"><legend>Cerca solo:</legend><label for="searchphraseall" class="radio"><input type="radio" name="searchphrase" id="searchphraseall" value="all" checked="checked" />Tutte le parole</label></fieldset></form>'
                f'<dl class="search-results">{"".join(rows)}</dl><div class="pagination"></div></div>'
            )
        if "archive" in shape:
            rows = []
            for i, e in enumerate(ents):
                link = self.a(e.key, e.title, "content")
                rows.append(
                    f'<li class="row{i % 2}"><div class="page-header"><h2>{link}</h2></div>{self.info(e)}<div class="intro">{esc(self.lede(e))}</div></li>'
                )
            opts = "".join(
                f'<option value="{m}"{" selected=" + chr(34) + "selected" + chr(34) if m == 11 else ""}>{n}</option>'
                for m, n in [(9, "Settembre"), (10, "Ottobre"), (11, "Novembre"), (12, "Dicembre")]
            )
            return (
                f'<div class="archive"><div class="page-header"><h1>Archivio articoli</h1></div><form id="adminForm" action="/index.php/archivio" method="post" class="form-inline"><fieldset class="filters"><div class="filter-search"><select name="month" id="month" class="inputbox">{opts}</select> <select name="year" id="year" class="inputbox"><option value="2026" selected="selected">2026</option></select> <button type="submit" class="btn btn-primary">Filtra</button></div></fieldset>'
                f'<div id="archive-items"><ul>{"".join(rows)}</ul></div></form></div>'
            )
        cls = "blog-featured" if doc.key == "home" else "blog"
        head = "" if doc.key == "home" else f'<div class="page-header"><h1>{esc(doc.title)}</h1></div>'
        items = "\n".join(self.teaser(e, i) for i, e in enumerate(ents))
        pag = ""
        if doc.extra.get("more"):
            pag = f'<div class="pagination"><p class="counter pull-right">Pagina 1 di 2</p><ul><li class="pagination-start"><span class="pagenav">Inizio</span></li><li><span class="pagenav">1</span></li><li>{self.a(doc.extra["more"], "2", "chrome:pager", attrs="class=" + chr(34) + "pagenav" + chr(34))}</li><li class="pagination-next">{self.a(doc.extra["more"], "Avanti", "chrome:pager", attrs="class=" + chr(34) + "pagenav" + chr(34))}</li></ul></div>'
        if doc.extra.get("prev"):
            pag = f'<div class="pagination"><p class="counter pull-right">Pagina 2 di 2</p><ul><li>{self.a(doc.extra["prev"], "Indietro", "chrome:pager")}</li><li>{self.a(doc.extra["prev"], "1", "chrome:pager")}</li><li><span class="pagenav">2</span></li></ul></div>'
        if doc.key == "home":
            pag = '<div class="pagination"><p class="counter pull-right">Pagina 1 di 4</p><ul><li><a href="/index.php?start=6" class="pagenav">Avanti</a></li></ul></div>'
        return f'<div class="{cls}" itemscope itemtype="https://schema.org/Blog">{head}\n<div class="items-leading clearfix">\n{items}\n</div>\n{pag}</div>'

    def service_main(self, doc: Doc) -> str:
        text = self.blocks(doc)
        return (
            f'<div class="contact" itemscope itemtype="https://schema.org/Person"><div class="page-header"><h2><span class="contact-name" itemprop="name">{esc(doc.title)}</span></h2></div>'
            f'<h3>Contatto</h3><div class="contact-address dl-horizontal" itemprop="address"><dl><dt><span class="jicons-icons"><img src="/media/contacts/images/con_address.png" alt="Indirizzo: " /></span></dt><dd><span class="contact-street">via Cavallotti 14</span></dd><dd><span class="contact-suburb">Omegna</span></dd><dd><span class="contact-state">VB</span></dd><dd><span class="contact-telephone">0323 640 118</span></dd></dl></div>'
            f'<div class="contact-miscinfo">{text}</div>'
            '<h3>Modulo di contatto</h3><div class="contact-form"><form id="contact-form" action="/index.php/contatti" method="post" class="form-validate form-horizontal well"><fieldset><legend>Invia una email. Tutti i campi con un asterisco (*) sono obbligatori.</legend>'
            '<div class="control-group"><div class="control-label"><label id="jform_contact_name-lbl" for="jform_contact_name" class="hasPopover required">Nome<span class="star">&#160;*</span></label></div><div class="controls"><input type="text" name="jform[contact_name]" id="jform_contact_name" value="" class="required" size="30" required aria-required="true" /></div></div>'
            '<div class="control-group"><div class="control-label"><label for="jform_contact_email" class="required">Email<span class="star">&#160;*</span></label></div><div class="controls"><input type="email" name="jform[contact_email]" class="validate-email required" id="jform_contact_email" value="" size="30" autocomplete="email" required /></div></div>'
            '<div class="control-group"><div class="control-label"><label for="jform_contact_emailmsg" class="required">Oggetto<span class="star">&#160;*</span></label></div><div class="controls"><input type="text" name="jform[contact_subject]" id="jform_contact_emailmsg" value="" class="required" size="60" required /></div></div>'
            '<div class="control-group"><div class="control-label"><label for="jform_contact_message" class="required">Messaggio<span class="star">&#160;*</span></label></div><div class="controls"><textarea name="jform[contact_message]" id="jform_contact_message" cols="50" rows="10" class="required" required></textarea></div></div>'
            '<div class="control-group"><div class="controls"><label class="checkbox"><input type="checkbox" name="jform[contact_email_copy]" id="jform_contact_email_copy" value="1" /> Invia una copia a te stesso</label></div></div>'
            '<div class="control-group"><div class="controls"><button class="btn btn-primary validate" type="submit">Invia email</button><input type="hidden" name="option" value="com_contact" /><input type="hidden" name="task" value="contact.submit" /><input type="hidden" name="id" value="1:redazione" /><input type="hidden" name="5f3c2a9d81e0b7c4" value="1" /></div></div></fieldset></form></div></div>'
        )

    def frame(self, doc: Doc, main: str) -> str:
        url = self.url(doc.key)
        view = (
            "article"
            if doc.is_article or doc.extra.get("story_template")
            else ("featured" if doc.key == "home" else doc.kind)
        )
        meta_author = (
            f'\n\t<meta name="author" content="{esc(doc.byline)}" />'
            if doc.is_article and doc.byline and not doc.extra.get("no_author")
            else ""
        )
        nav = "".join(
            f'<li class="item-{101 + i}{" current active" if k == doc.key else ""}">{self.a(k, t, "chrome:nav")}</li>'
            for i, (k, t) in enumerate(
                [
                    ("home", "Home"),
                    ("cronaca", "Cronaca"),
                    ("cultura", "Cultura"),
                    ("sport", "Sport"),
                    ("archivio", "Archivio"),
                    ("contatti", "Contatti"),
                ]
            )
        )
        latest = "".join(
            f'<li itemscope itemtype="https://schema.org/Article">{self.a(k, self.docs[k].title, "chrome:rail", attrs="itemprop=" + chr(34) + "url" + chr(34))}</li>'
            for k in ["traghetto", "neve", "furto", "fabbrica", "basket"]
        )
        crumbs = f'<li itemprop="itemListElement" itemscope itemtype="https://schema.org/ListItem">{self.a("home", "Home", "chrome:breadcrumb")}<span class="divider"> / </span></li>'
        if doc.key != "home":
            crumbs += f'<li class="active"><span>{esc(doc.title)}</span></li>'
        token = rng(url).getrandbits(128).to_bytes(16, "big").hex()
        return f"""<!DOCTYPE html>
<html lang="it-it" dir="ltr">
<head>
\t<meta name="viewport" content="width=device-width, initial-scale=1.0" />
\t<meta http-equiv="content-type" content="text/html; charset=utf-8" />
\t<base href="{esc(url)}" />
\t<meta name="keywords" content="omegna, orta, lago d'orta, cusio, notizie" />{meta_author}
\t<meta name="description" content="{esc(self.lede(doc) or "Notizie da Omegna, Orta e dal lago")}" />
\t<meta name="generator" content="Joomla! - Open Source Content Management" />
\t<title>{esc(doc.title)} - La Voce del Cusio</title>
\t<link href="/templates/protostar/favicon.ico" rel="shortcut icon" type="image/vnd.microsoft.icon" />
\t<link href="/index.php/component/search/?format=opensearch" rel="search" title="Cerca La Voce del Cusio" type="application/opensearchdescription+xml" />
\t<link href="/templates/protostar/css/template.css?{token[:32]}" rel="stylesheet" />
\t<style>
/*PAD*/
\t</style>
\t<script src="/media/jui/js/jquery.min.js?{token[:32]}"></script>
\t<script src="/media/jui/js/jquery-noconflict.js?{token[:32]}"></script>
\t<script src="/media/system/js/caption.js?{token[:32]}"></script>
\t<script src="/media/jui/js/bootstrap.min.js?{token[:32]}"></script>
\t<script type="application/json" class="joomla-script-options new">{{"csrf.token":"{token}","system.paths":{{"root":"","base":""}}}}</script>
\t<script>jQuery(window).on('load', function() {{ new JCaption('img.caption'); }});jQuery(function($){{ initTooltips(); $("body").on("subform-row-add", initTooltips); function initTooltips (event, container) {{ container = container || document; $(container).find(".hasTooltip").tooltip({{"html": true,"container": "body"}}); }} }});</script>
</head>
<body class="site com_content view-{view} no-layout no-task itemid-101">
<div class="body" id="top"><div class="container">
<header class="header" role="banner"><div class="header-inner clearfix">
{self.a("home", "La Voce del Cusio", "chrome:header", attrs='class="brand pull-left"', inner='<span class="site-title" title="La Voce del Cusio">La Voce del Cusio</span> <div class="site-description">Notizie da Omegna, Orta e dal lago</div>')}
<div class="header-search pull-right"><div class="search"><form action="/index.php" method="post" class="form-inline" role="search"><label for="mod-search-searchword93" class="element-invisible">Cerca...</label> <input name="searchword" id="mod-search-searchword93" maxlength="200" class="inputbox search-query input-medium" type="search" placeholder="Cerca..." /><input type="hidden" name="task" value="search" /><input type="hidden" name="option" value="com_search" /><input type="hidden" name="Itemid" value="101" /></form></div></div>
</div></header>
<nav class="navigation" role="navigation"><div class="navbar pull-left"><a class="btn btn-navbar collapsed" data-toggle="collapse" data-target=".nav-collapse"><span class="element-invisible">Attiva/disattiva navigazione</span><span class="icon-bar"></span><span class="icon-bar"></span></a></div>
<div class="nav-collapse"><ul class="nav menu nav-pills mod-list">{nav}</ul></div></nav>
<div class="moduletable"><ul itemscope itemtype="https://schema.org/BreadcrumbList" class="breadcrumb"><li>Sei qui: &#160;</li>{crumbs}</ul></div>
<div class="row-fluid">
<main id="content" role="main" class="span9">
<div id="system-message-container"></div>
{main}
</main>
<div id="aside" class="span3">
<div class="well "><h3 class="page-header">Ultimi articoli</h3><ul class="latestnews mod-list">{latest}</ul></div>
<div class="well "><h3 class="page-header">Archivio</h3><ul class="archive-module mod-list"><li><a href="/index.php/archivio?month=12&amp;year=2026">Dicembre, 2026</a></li><li>{self.a("archivio", "Novembre, 2026", "chrome:rail")}</li><li><a href="/index.php/archivio?month=10&amp;year=2026">Ottobre, 2026</a></li></ul></div>
<div class="well "><h3 class="page-header">Tag popolari</h3><ul class="tagspopular"><li>{self.a("tag", "Lago d’Orta", "chrome:rail")}</li><li><a href="/index.php/component/tags/tag/mottarone">Mottarone</a></li></ul></div>
<div class="well "><div class="custom"><p><a href="https://www.facebook.com/vocedelcusio.test">Seguici su Facebook</a></p><p><a href="/index.php?format=feed&amp;type=rss">Feed RSS</a></p></div></div>
</div>
</div>
</div></div>
<footer class="footer" role="contentinfo"><div class="container"><hr />
<p class="pull-right"><a href="#top" id="back-top">Torna su</a></p>
<p>&copy; 2026 La Voce del Cusio &middot; Reg. Trib. Verbania n. 4/1998 &middot; {self.a("privacy", "Privacy e cookie", "chrome:footer")} &middot; {self.a("contatti", "Contatti", "chrome:footer")} &middot; {self.a("search", "Cerca", "chrome:footer")}</p>
</div></footer>
</body>
</html>
"""
