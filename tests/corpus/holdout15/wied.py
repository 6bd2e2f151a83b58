# ruff: noqa: E501 (page texts and markup are long literal lines in their own scripts)
"""Il-Leħen tal-Wied: a Maltese village paper on Movable Type (XHTML 1.0 with an XML prolog, entry-asset,
/arkivju/YYYY/MM/slug.html, mt-search.cgi, date-header day groups, the trackback RDF in a comment),
ISO-8859-3 declared only in the `<?xml ... encoding?>` prolog (the HTTP header says plain text/html), no og
and no JSON-LD."""

from __future__ import annotations

from common import Base, page, story
from sitekit import Doc, css_rules, esc

DAYS = {
    "2026-11-27": "Il-Ġimgħa, 27 ta' Novembru 2026",
    "2026-11-28": "Is-Sibt, 28 ta' Novembru 2026",
    "2026-11-30": "It-Tnejn, 30 ta' Novembru 2026",
    "2026-12-01": "It-Tlieta, 1 ta' Diċembru 2026",
    "2026-12-02": "L-Erbgħa, 2 ta' Diċembru 2026",
}


class Wied(Base):
    origin = "https://www.lehen-il-wied.test"
    name = "Il-Leħen tal-Wied"
    prefix = "lw"
    language = "mt"
    encoding = "iso-8859-3"
    content_type = "text/html"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "lw",
            [
                "#container",
                "#banner",
                "#alpha",
                "#beta",
                ".entry-asset",
                ".asset-header",
                ".widget",
                ".date-header",
                "#footer",
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
                "Il-Leħen tal-Wied",
                "mt-main-index",
                list=["kunsill", "festa", "sajjied", "bini", "opinjoni", "brief"],
                more="arkivju",
            )
        )
        add(
            page(
                "ahbarijiet",
                "/ahbarijiet/",
                "section",
                "Aħbarijiet",
                "mt-category-archive",
                list=["kunsill", "bini", "brief", "sajjied", "festa"],
                more="ahbarijiet2",
            )
        )
        add(
            page(
                "ahbarijiet2",
                "/ahbarijiet/index_2.html",
                "section",
                "Aħbarijiet (paġna 2)",
                "mt-category-archive-page-2",
                list=["triq", "skola"],
                prev="ahbarijiet",
            )
        )
        add(
            page(
                "arkivju",
                "/arkivju/2026/11/",
                "section",
                "Novembru 2026",
                "mt-monthly-archive",
                list=["skola", "triq", "festa"],
            )
        )
        add(
            page(
                "awtur",
                "/awturi/marija-borg/",
                "author",
                "Artikli ta' Marija Borg",
                "mt-author-archive",
                list=["kunsill", "bini", "skola"],
                bio="Marija Borg tikteb dwar il-kunsill lokali u l-ippjanar. Qabel kienet għalliema tal-Istorja.",
            )
        )
        add(
            page(
                "fittex",
                "/cgi-bin/mt/mt-search.cgi?IncludeBlogs=1&search=triq",
                "search",
                "Riżultati tat-tfittxija: triq",
                "mt-search-results",
                list=["triq", "kunsill"],
            )
        )
        add(
            page(
                "mwiet",
                "/mwiet/",
                "obituaries",
                "Mwiet u tifkiriet",
                "mt-page-obituaries",
                [
                    "RAW:<ul class=\"obits\"><li><strong>Ġużeppi Farrugia</strong>, 84 sena, miet fis-26 ta' Novembru. Il-funeral fil-knisja parrokkjali nhar il-Ħamis fid-9:00.</li><li><strong>Rożi Vella</strong>, 91 sena, mietet fis-27 ta' Novembru. Ir-ringrazzjamenti lill-istaff tad-dar tal-anzjani.</li><li><strong>Anġlu Debono</strong>, 77 sena, miet fit-28 ta' Novembru. Quddiesa ta' suffraġju nhar is-Sibt fis-18:00.</li><li><strong>Tereża Spiteri</strong>, 69 sena, mietet fid-29 ta' Novembru.</li></ul>",
                    "Biex tibgħat avviż tal-mewt ikteb lill-amministrazzjoni sal-Erbgħa f'nofsinhar. L-avviżi jitħallsu skont it-tariffa.",
                ],
            )
        )
        add(
            page(
                "vapur",
                "/servizzi/vapur/",
                "schedule",
                "Ħinijiet tal-vapur u tal-karozzi tal-linja",
                "mt-page-timetable",
                [
                    'RAW:<table class="timetable"><tr><th>Rotta</th><th>L-ewwel</th><th>L-aħħar</th><th>Kull</th></tr><tr><td>Ċirkewwa - Mġarr</td><td>05:15</td><td>23:45</td><td>45 min</td></tr><tr><td>Mġarr - Ċirkewwa</td><td>05:00</td><td>23:30</td><td>45 min</td></tr><tr><td>Linja 41 (Wied - Belt)</td><td>05:30</td><td>22:50</td><td>20 min</td></tr><tr><td>Linja 44 (Wied - Sptar)</td><td>06:10</td><td>21:40</td><td>30 min</td></tr></table>',
                    "Il-ħinijiet jistgħu jinbidlu meta l-baħar ikun qawwi. Iċċekkja mal-operatur qabel ma titlaq.",
                ],
            )
        )
        add(
            page(
                "privatezza",
                "/privatezza.html",
                "policy",
                "Politika tal-privatezza",
                "mt-page-policy",
                [
                    "Aġġornata l-aħħar: 14 ta' Frar 2026",
                    "Il-Leħen tal-Wied jiġbor l-isem u l-indirizz elettroniku ta' min jikkummenta u ta' min jabbona fin-newsletter. Ma nbigħux din l-informazzjoni lil ħadd.",
                    "## Cookies",
                    "Is-sit juża cookie waħda biex jiftakar l-isem ta' min jikkummenta u cookie tal-istatistika anonima.",
                    "## Id-drittijiet tiegħek",
                    "Tista' titlob kopja jew tħassir tad-data tiegħek billi tikteb lill-editur.",
                ],
            )
        )
        add(
            page(
                "dwarna",
                "/dwarna.html",
                "about",
                "Dwarna",
                "mt-page-about",
                [
                    "Il-Leħen tal-Wied ilu joħroġ mill-1998, l-ewwel bħala folja tal-parroċċa u mbagħad bħala sit.",
                    "## L-istaff",
                    "- Editur: Ġorġ Camilleri",
                    "- Kunsill lokali u ippjanar: Marija Borg",
                    "- Sport u festi: Karl Mifsud",
                    "- Intervisti: Rita Zammit",
                    "Ikteb lill-[[kuntatt|redazzjoni]] jekk għandek storja.",
                ],
            )
        )
        add(
            page(
                "kuntatt",
                "/kuntatt.html",
                "contact",
                "Ikkuntattjana",
                "mt-page-contact",
                [
                    "Indirizz: 12, Triq il-Wied, Ħal Wied (fittizju).",
                    "Telefon: 2100 0000. Email: redazzjoni@lehen-il-wied.test",
                    'RAW:<form method="post" action="/cgi-bin/mt/mt-contact.cgi"><label>Isem <input name="isem"></label><label>Messaġġ <textarea name="msg"></textarea></label><input type="submit" value="Ibgħat"></form>',
                ],
            )
        )
        add(
            story(
                "kunsill",
                "/arkivju/2026/12/kunsill-jaqbel-fuq-il-pjazza.html",
                "Il-kunsill jaqbel fuq il-pjanta l-ġdida tal-pjazza",
                "2026-12-01",
                "2026-12-01T19:40:00+01:00",
                DAYS["2026-12-01"],
                ["Marija Borg", "Ġorġ Camilleri"],
                [
                    "Il-kunsill lokali approva l-pjanta l-ġdida tal-pjazza ewlenija wara laqgħa li damet kważi erba' sigħat. Il-pjanta tnaqqas il-parkeġġ quddiem il-knisja u żżid is-siġar.",
                    "Is-sindku qal li x-xogħol jibda f'Marzu u jintemm qabel il-festa ta' Awwissu. Żewġ kunsillieri tal-oppożizzjoni vvutaw kontra, għax jgħidu li n-nies tal-inħawi ma ġewx ikkonsultati biżżejjed.",
                    "## X'se jinbidel",
                    "- Tmien postijiet tal-parkeġġ jitneħħew minn quddiem il-knisja.",
                    "- Jinżergħu erbatax-il siġra tal-ħarrub u taż-żebbuġ.",
                    "- Il-bank tal-ġebel qrib il-kampnar jiġi rrestawrat.",
                    "Il-ħwienet tal-pjazza talbu li l-ħin tal-kunsinni jibqa' kif inhu. Il-kunsill wiegħed laqgħa magħhom fi Jannar.",
                ],
                "mt-entry-two-authors",
                byline="Marija Borg u Ġorġ Camilleri",
                time="19:40",
            )
        )
        add(
            story(
                "brief",
                "/arkivju/2026/12/triq-maghluqa-ghada.html",
                "Triq il-Kappella magħluqa għada",
                "2026-12-02",
                "2026-12-02T08:05:00+01:00",
                DAYS["2026-12-02"],
                [],
                [
                    "Triq il-Kappella tibqa' magħluqa għat-traffiku għada bejn it-8:00 u s-16:00 minħabba xogħlijiet fuq il-pajpijiet tal-ilma. Il-karozzi tal-linja jieħdu triq oħra.",
                    "Ir-residenti jistgħu jidħlu bil-mixi.",
                ],
                "mt-entry-brief-agency",
                byline="ANM",
                credit="Sors: ANM",
                time="08:05",
            )
        )
        add(
            story(
                "sajjied",
                "/arkivju/2026/12/sajjied-li-ma-jieqafx.html",
                "\u201cIl-baħar ma jistenniex\u201d: intervista ma' sajjied tal-lampara",
                "2026-12-01",
                "2026-12-01T10:20:00+01:00",
                DAYS["2026-12-01"],
                ["Rita Zammit"],
                [
                    "Salvu Azzopardi ilu jistad bil-lampara għal aktar minn erbgħin sena. Tkellimna miegħu fil-port, bejn xibka u oħra.",
                    "Q: Kif inbidel is-sajd minn meta bdejt? || Qabel konna noħorġu ħamsa fuq dgħajsa waħda. Illum noħroġ jien u t-tifel, u l-ħut qiegħed aktar il-bogħod.",
                    "Q: X'inhi l-akbar diffikultà llum? || Il-prezz tad-diżil. Xi ljieli tqatta' aktar fuq il-fjuwil milli ddaħħal mill-ħut.",
                    "Q: Tixtieq li t-tifel ikompli? || Jekk irid, iva. Imma ngħidlu biex jitgħallem sengħa oħra wkoll, għax il-baħar ma jistenniex.",
                ],
                "mt-entry-qa",
                byline="Rita Zammit",
                lead="Intervista ta'",
                time="10:20",
            )
        )
        add(
            story(
                "festa",
                "/arkivju/2026/11/ritratti-festa-tal-qalb.html",
                "Ritratti: il-purċissjoni tal-Qalb ta' Ġesù",
                "2026-11-30",
                "2026-11-30T21:10:00+01:00",
                DAYS["2026-11-30"],
                ["Karl Mifsud"],
                [
                    "FIG: Il-vara toħroġ mill-knisja | Il-vara toħroġ mill-bieb il-kbir fis-sebgħa ta' filgħaxija.",
                    "FIG: Il-banda fil-pjazza | Il-banda lokali ddoqq il-marċ tal-festa.",
                    "Mijiet ta' nies imlew it-toroq għall-purċissjoni tal-Ħadd filgħaxija. Il-maltemp li kien imbassar ma wasalx.",
                ],
                "mt-entry-photo-story",
                byline="Karl Mifsud",
                lead="Ritratti:",
                time="21:10",
            )
        )
        add(
            story(
                "opinjoni",
                "/arkivju/2026/11/il-wied-mhux-parkegg.html",
                "Il-wied mhux parkeġġ",
                "2026-11-28",
                "2026-11-28T09:00:00+01:00",
                DAYS["2026-11-28"],
                ["Dorianne Saliba"],
                [
                    "Kull Ħadd l-istess xena: karozzi pparkjati fuq il-ħaxix tal-wied, sa ġewwa l-għelieqi. Min jiġi jieħu l-arja jispiċċa jieħu d-duħħan.",
                    "Ma nistgħux nilmentaw li m'hawnx spazji ħodor u mbagħad nittrattaw l-uniku wieħed li għandna bħala garaxx. Il-kunsill jista' jagħlaq it-triq tal-wied nhar ta' Ħadd, kif għamlu l-irħula ta' ħdejna.",
                    "Jien ma nemminx li n-nies huma ħżiena. Nemmen li jagħmlu dak li jitħallew jagħmlu. Meta t-triq tkun miftuħa, jidħlu. Meta tingħalaq, jimxu ftit aktar u jgawdu aktar.",
                ],
                "mt-entry-opinion-bio",
                byline="Dorianne Saliba",
                bio="Dorianne Saliba hija perit u membru tal-grupp ambjentali tar-raħal. Il-fehmiet huma tagħha.",
            )
        )
        add(
            story(
                "bini",
                "/arkivju/2026/12/permess-ghall-lukanda.html",
                "Il-permess għal-lukanda fuq ix-xifer jiġi sospiż",
                "2026-12-02",
                "2026-12-02T12:30:00+01:00",
                DAYS["2026-12-02"],
                ["Marija Borg"],
                [
                    "It-tribunal tal-ippjanar issospenda l-permess għal-lukanda ta' sitt sulari fuq ix-xifer tal-wied sakemm jisma' l-appell tar-residenti.",
                    "L-appell jgħid li l-pjanti ma wrewx sew l-għoli tal-bini meta mqabbel mal-kampnar. L-iżviluppatur qal li se jippreżenta pjanti ġodda fi żmien xahar.",
                    "Is-seduta li jmiss hija ffissata għall-15 ta' Jannar.",
                ],
                "mt-entry-correction",
                byline="Marija Borg",
                time="12:30",
                correction="Korrezzjoni: f'verżjoni preċedenti ktibna li l-lukanda kellha tmien sulari. Il-pjanti juru sitt sulari.",
            )
        )
        add(
            story(
                "triq",
                "/arkivju/2026/11/it-triq-tal-knisja-terga-tinfetah.html",
                "It-triq tal-knisja terġa' tinfetaħ wara tliet xhur",
                "2026-11-27",
                "2026-11-27T17:45:00+01:00",
                DAYS["2026-11-27"],
                ["Pawlu Grech"],
                [
                    "Wara tliet xhur ta' xogħol, it-triq li tagħti għall-knisja reġgħet infetħet għat-traffiku l-Ġimgħa waranofsinhar. Il-bankini saru aktar wesgħin u żdiedu żewġ passaġġi għall-persuni b'diżabilità.",
                    "Ir-residenti qalu li l-ħsejjes u t-trab kienu diffiċli, imma r-riżultat sabiħ. Tal-ħanut tal-ħobż qal li l-klijenti naqsu bin-nofs waqt ix-xogħol.",
                    "Il-kunsill qal li l-art tat-triq il-ġdida għandha garanzija ta' għaxar snin.",
                ],
                "mt-entry-byline-at-end",
                byline="",
                endsign="Pawlu Grech",
            )
        )
        add(
            story(
                "skola",
                "/arkivju/2026/11/skola-primarja-tikseb-laboratorju.html",
                "L-iskola primarja tikseb laboratorju tax-xjenza",
                "2026-11-28",
                "2026-11-28T11:15:00+01:00",
                DAYS["2026-11-28"],
                ["Marija Borg"],
                [
                    "L-iskola primarja tar-raħal fetħet laboratorju żgħir tax-xjenza fi klassi li kienet maħżen. It-tfal tas-sitt sena għamlu l-ewwel esperiment bil-kristalli tal-melħ.",
                    "Il-kap tal-iskola qalet li l-apparat xtrawh bil-flus tal-bejgħ tal-ktieb tar-riċetti tal-ġenituri.",
                ],
                "mt-entry-plain",
                byline="Marija Borg",
                time="11:15",
            )
        )

    # ---- templates -------------------------------------------------------------------------------
    def frame(self, doc: Doc, main: str) -> str:
        a = self.a
        rdf = ""
        if doc.is_article:
            rdf = f'<!--\n<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:trackback="http://madskills.com/public/xml/rss/module/trackback/" xmlns:dc="http://purl.org/dc/elements/1.1/">\n<rdf:Description rdf:about="{self.url(doc.key)}" trackback:ping="{self.origin}/cgi-bin/mt/mt-tb.cgi/{len(doc.path) * 37}" dc:title="{esc(doc.title)}" dc:identifier="{self.url(doc.key)}" dc:subject="Aħbarijiet" dc:description="{esc(self.lede(doc))}" dc:creator="{esc(doc.byline or "redazzjoni")}" dc:date="{doc.iso}" />\n</rdf:RDF>\n-->'
        nav = " | ".join(
            [
                a("home", "Id-dar", "chrome:nav"),
                a("ahbarijiet", "Aħbarijiet", "chrome:nav"),
                a("mwiet", "Mwiet", "chrome:nav"),
                a("vapur", "Vapur u karozzi tal-linja", "chrome:nav"),
                a("dwarna", "Dwarna", "chrome:nav"),
                a("kuntatt", "Kuntatt", "chrome:nav"),
            ]
        )
        recent = "".join(
            f"<li>{a(k, self.docs[k].title, 'chrome:rail')}</li>" for k in ["bini", "brief", "kunsill", "skola", "triq"]
        )
        title = doc.title if doc.key == "home" else f"{doc.title} - Il-Leħen tal-Wied"
        return f"""<?xml version="1.0" encoding="iso-8859-3"?>
<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" id="sixapart-standard" xml:lang="mt" lang="mt">
<head>
<meta name="generator" content="Movable Type Pro 4.38" />
<link rel="stylesheet" href="{self.origin}/styles.css" type="text/css" />
<link rel="start" href="{self.origin}/" title="Home" />
<link rel="alternate" type="application/atom+xml" title="Recent Entries" href="{self.origin}/atom.xml" />
<title>{esc(title)}</title>
<style type="text/css">/*PAD*/</style>
{rdf}
</head>
<body class="layout-two-column-right {"mt-entry-archive" if doc.is_article else "mt-main-index"}">
<div id="container"><div id="container-inner">
<div id="header"><div id="header-inner"><div id="header-content">
<h1 id="header-name">{a("home", "Il-Leħen tal-Wied", "chrome:header", 'accesskey="1"')}</h1>
<h2 id="header-description">Il-gazzetta tar-raħal, kull nhar</h2>
</div></div></div>
<div id="nav">{nav}</div>
<div id="content"><div id="content-inner">
<div id="alpha"><div id="alpha-inner">
{main}
</div></div>
<div id="beta"><div id="beta-inner">
<div class="widget-search widget"><h3 class="widget-header">Fittex</h3><div class="widget-content"><form method="get" action="{self.origin}/cgi-bin/mt/mt-search.cgi"><input type="text" name="search" value="" /><input type="hidden" name="IncludeBlogs" value="1" /><input type="submit" value="Fittex" /></form>
<p>Imfittex l-aktar: {a("fittex", "triq", "chrome:rail")}</p></div></div>
<div class="widget-recent-entries widget"><h3 class="widget-header">L-aħħar artikli</h3><div class="widget-content"><ul>{recent}</ul></div></div>
<div class="widget-archive-monthly widget"><h3 class="widget-header">Arkivju</h3><div class="widget-content"><ul><li><a href="/arkivju/2026/12/">Diċembru 2026</a></li><li>{a("arkivju", "Novembru 2026", "chrome:rail")}</li><li><a href="/arkivju/2026/10/">Ottubru 2026</a></li></ul></div></div>
<div class="widget-syndication widget"><div class="widget-content"><ul><li><a href="{self.origin}/atom.xml">Abbona għal dan il-blog (Atom)</a></li></ul></div></div>
</div></div>
</div></div>
<div id="footer"><div id="footer-inner"><div id="footer-content">
<div class="widget-powered"><div class="widget-content">Imħaddem minn <a href="http://www.movabletype.com/" rel="generator">Movable Type</a></div></div>
<p>{a("privatezza", "Privatezza", "chrome:footer")} &middot; {a("dwarna", "Dwarna", "chrome:footer")} &middot; {a("kuntatt", "Kuntatt", "chrome:footer")} &middot; &copy; 2026 Il-Leħen tal-Wied</p>
</div></div></div>
</div></div>
</body>
</html>
"""

    def meta_line(self, doc: Doc) -> str:
        who = ""
        if doc.byline and doc.authors:
            names = " u ".join(self.a("awtur", n, "byline") if n == "Marija Borg" else esc(n) for n in doc.authors)
            who = f'{esc(doc.extra.get("lead", "Miktub minn"))} <span class="vcard author">{names}</span> '
        elif doc.byline:
            who = f"Miktub minn {esc(doc.byline)} "
        time = f"fil-{doc.extra['time']}" if doc.extra.get("time") else ""
        return f'<div class="asset-meta"><span class="byline">{who}{time}</span> | <a href="#comments">Kummenti (0)</a></div>'

    def story_main(self, doc: Doc) -> str:
        extra = []
        if doc.extra.get("credit"):
            extra.append(f'<p class="source"><em>{esc(doc.extra["credit"])}</em></p>')
        if doc.extra.get("endsign"):
            extra.append(f'<p style="text-align:right"><strong>{esc(doc.extra["endsign"])}</strong></p>')
        if doc.extra.get("bio"):
            extra.append(f'<hr /><p class="bio"><em>{esc(doc.extra["bio"])}</em></p>')
        if doc.extra.get("correction"):
            extra.append(f'<p class="correction"><strong>{esc(doc.extra["correction"])}</strong></p>')
        related = "".join(f"<li>{self.a(k, self.docs[k].title, 'chrome:related')}</li>" for k in self.related(doc))
        return f"""<h2 class="date-header">{esc(doc.stamp)}</h2>
<div id="entry-{len(doc.path) * 13}" class="entry-asset asset hentry">
<div class="asset-header"><h1 id="page-title" class="asset-name entry-title">{esc(doc.title)}</h1>
{self.meta_line(doc)}</div>
<div class="asset-content entry-content"><div class="asset-body">
{self.blocks(doc)}
{"".join(extra)}
</div></div>
<div class="asset-footer"><div class="entry-categories"><h4>Kategoriji</h4><ul><li>{self.a("ahbarijiet", "Aħbarijiet", "tags")}</li></ul></div></div>
</div>
<div class="entry-related"><h3>Aqra wkoll</h3><ul>{related}</ul></div>
<div id="comments" class="comments"><h2 class="comments-header">0 Kummenti</h2><p>Ħalli kumment</p></div>
<p class="content-nav">{self.a("home", "Paġna ewlenija", "chrome:breadcrumb")}</p>"""

    def related(self, doc: Doc) -> list[str]:
        order = ["kunsill", "bini", "triq", "sajjied", "festa"]
        return [k for k in order if k != doc.key][:3]

    def listing_main(self, doc: Doc) -> str:
        out = []
        if doc.key == "home":
            out.append('<h2 class="widget-header">L-aħħar aħbarijiet</h2>')
        else:
            out.append(f'<h1 id="page-title" class="archive-title">{esc(doc.title)}</h1>')
        if doc.extra.get("bio"):
            out.append(f'<div class="author-bio"><p>{esc(doc.extra["bio"])}</p></div>')
        if doc.kind == "search":
            out.append(
                f'<p class="search-results-header">Instabu {len(doc.extra["list"])} riżultati għal <strong>triq</strong></p>'
            )
        last_day = ""
        for k in doc.extra["list"]:
            d = self.docs[k]
            if d.stamp != last_day and doc.kind != "search":
                out.append(f'<h2 class="date-header">{esc(d.stamp)}</h2>')
                last_day = d.stamp
            out.append(f"""<div class="entry-asset asset hentry"><div class="asset-header"><h2 class="asset-name entry-title">{self.a(k, d.title, "content")}</h2></div>
<div class="asset-content entry-content"><div class="asset-body"><p>{esc(self.lede(d))}</p></div>
<div class="asset-more-link"><span>{self.a(k, "Kompli aqra", "content")}</span></div></div></div>""")
        if doc.extra.get("more"):
            out.append(f'<div class="content-nav">{self.a(doc.extra["more"], "Artikli eqdem »", "content")}</div>')
        if doc.extra.get("prev"):
            out.append(f'<div class="content-nav">{self.a(doc.extra["prev"], "« Artikli ġodda", "content")}</div>')
        return "\n".join(out)

    def service_main(self, doc: Doc) -> str:
        return f"""<div class="entry-asset asset page"><div class="asset-header"><h1 id="page-title" class="asset-name">{esc(doc.title)}</h1></div>
<div class="asset-content"><div class="asset-body">
{self.blocks(doc)}
</div></div></div>"""
