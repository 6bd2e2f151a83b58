# ruff: noqa: E501 (page texts and markup are long literal lines in their own scripts)
"""Lugina TV: an Albanian regional broadcaster on a Sitecore SXA site (/sq/<section>/<item> URLs, `component`
renderings, /-/media/ images, ?p=2 pager). Lying layout: NewsArticle JSON-LD, og:type=article and
article:published_time (fixed 2025-06-01) on every page, the live-blog and the video hub included."""

from __future__ import annotations

import zlib

from common import Base, lying_head, page, story
from sitekit import Doc, css_rules, esc

FIXED = "2025-06-01T00:00:00+02:00"
MONTHS = [
    "janar",
    "shkurt",
    "mars",
    "prill",
    "maj",
    "qershor",
    "korrik",
    "gusht",
    "shtator",
    "tetor",
    "nëntor",
    "dhjetor",
]


def media(name: str) -> str:
    h = f"{zlib.crc32(name.encode()):08X}"
    return f"/-/media/project/lugina/lajme/2026/{name}.jpg?h=360&amp;w=640&amp;hash={h}"


class Lugina(Base):
    origin = "https://www.luginatv.test"
    name = "Lugina TV"
    prefix = "lt"
    language = "sq"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "lt",
            [
                ".component",
                ".component-content",
                ".rich-text",
                ".field-title",
                ".promo",
                ".navigation-main",
                "#footer .row",
                ".live-entry",
            ],
            250,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/sq",
                "home",
                "Lugina TV - Lajme nga Lugina e Drinit",
                "sxa-home",
                list=["bora", "spitali", "ujesjellesi", "koment", "festivali"],
            )
        )
        add(
            page(
                "lajme",
                "/sq/lajme",
                "section",
                "Lajme",
                "sxa-section",
                list=["bora", "spitali", "ujesjellesi", "alp", "festivali"],
                more="lajme2",
            )
        )
        add(
            page(
                "lajme2",
                "/sq/lajme?p=2",
                "section",
                "Lajme",
                "sxa-section-page-2",
                list=["tregu", "koment"],
                prev="lajme",
            )
        )
        add(page("kultura", "/sq/kultura", "section", "Kultura", "sxa-section", list=["festivali", "koment"]))
        add(page("guida", "/sq/tv/guida-e-programeve", "schedule", "Guida e programeve", "tv-guide"))
        add(page("video", "/sq/video", "video", "Video", "video-hub"))
        add(page("moti", "/sq/moti", "weather", "Moti në Luginë", "weather-page"))
        add(
            page(
                "autor", "/sq/autoret/arta-krasniqi", "author", "Arta Krasniqi", "author-page", list=["bora", "spitali"]
            )
        )
        add(page("kerko", "/sq/kerko?q=bora", "search", "Kërko", "sxa-search", list=["bora", "tregu"]))
        add(
            page(
                "cookies",
                "/sq/politika-e-cookies",
                "policy",
                "Politika e cookies",
                "cookie-policy",
                lines=[
                    "Përditësuar më: 4 mars 2026",
                    "Lugina TV përdor cookies të nevojshme për funksionimin e faqes dhe, me pëlqimin tuaj, cookies për matjen e audiencës.",
                    "## Cilat cookies përdorim",
                    "Cookies të sesionit ruhen vetëm deri në mbylljen e shfletuesit. Cookies analitike ruhen deri në 13 muaj.",
                    "## Si t'i çaktivizoni",
                    'Mund ta ndryshoni pëlqimin në çdo kohë nga lidhja "Cilësimet e cookies" në fund të faqes.',
                ],
            )
        )
        add(
            page(
                "s404",
                "/sq/lajme/ura-e-re-mbi-drin",
                "soft404",
                "Faqja nuk u gjet",
                "soft404-story-template",
                story_template=True,
            )
        )
        add(
            story(
                "bora",
                "/sq/lajme/live-bora-bllokon-rruget-ne-veri",
                "LIVE: Bora bllokon rrugët në veri të luginës",
                "2026-12-03",
                "2026-12-03T06:30:00+01:00",
                "03.12.2026, 06:30",
                ["Arta Krasniqi", "Besnik Hoxha"],
                [
                    "## 11:40",
                    "Policia njofton se rruga Kukës-Shishtavec është rihapur për automjetet me zinxhirë.",
                    "## 10:15",
                    "Shkollat në fshatrat e Lumës do të mbeten të mbyllura edhe nesër, ka vendosur drejtoria arsimore.",
                    "## 08:50",
                    "Ekipet e bashkisë po pastrojnë rrugën drejt spitalit rajonal. Dy fadroma kanë dalë që nga ora pesë.",
                    "## 06:30",
                    "Gjatë natës kanë rënë deri në 40 centimetra borë. Disa fshatra janë pa energji elektrike.",
                ],
                "live-blog-two-authors-updated",
                section="Lajme",
                updated="03.12.2026, 11:40",
                byline="Arta Krasniqi dhe Besnik Hoxha",
            )
        )
        add(
            story(
                "spitali",
                "/sq/lajme/spitali-rajonal-pavion-i-ri",
                "Spitali rajonal hap pavionin e ri të pediatrisë",
                "2026-12-02",
                "2026-12-02T18:40:00+01:00",
                "02.12.2026, 18:40",
                ["Arta Krasniqi"],
                [
                    "Spitali rajonal i Kukësit ka hapur të mërkurën pavionin e ri të pediatrisë, me 24 shtretër dhe një sallë për fëmijët e porsalindur.",
                    'Drejtori i spitalit, Gentian Duka, tha se deri tani fëmijët me sëmundje të rënda dërgoheshin në Tiranë. "Tani mund t\'i trajtojmë këtu, pranë familjeve," tha ai.',
                    "Investimi kushtoi 2,3 milionë euro dhe u financua nga një grant i huaj dhe buxheti i bashkisë.",
                    "Mjekët e rinj do të vijnë në janar. Spitali ende kërkon dy pediatër dhe katër infermierë.",
                ],
                "news-updated-next-day",
                section="Lajme",
                updated="03.12.2026, 08:15",
                byline="Arta Krasniqi",
            )
        )
        add(
            story(
                "ujesjellesi",
                "/sq/lajme/ujesjellesi-nderpreret-ne-qender",
                "Ndërprerje e ujit në qendër të qytetit",
                "2026-12-02",
                "2026-12-02T12:05:00+01:00",
                "para 1 dite",
                ["Besnik Hoxha"],
                [
                    "Ujësjellësi njofton se të enjten nga ora 8 deri në 16 do të ndërpritet furnizimi me ujë në lagjet e qendrës për shkak të ndërrimit të tubacionit kryesor.",
                    "Punimet janë pjesë e projektit që lidhet edhe me [[s404|urën e re mbi Drin]], por ndërprerje të tjera nuk janë parashikuar këtë muaj.",
                    'Banorët këshillohen të rezervojnë ujë. Autobotet do të qëndrojnë pranë shkollës "Hasan Prishtina" dhe tregut.',
                ],
                "news-relative-date-only",
                section="Lajme",
                byline="Besnik Hoxha",
            )
        )
        add(
            story(
                "alp",
                "/sq/lajme/aksident-ne-rrugen-e-kombit",
                "Aksident në Rrugën e Kombit, plagosen dy persona",
                "2026-12-01",
                "2026-12-01T21:10:00+01:00",
                "01.12.2026, 21:10",
                [],
                [
                    "Dy persona kanë mbetur të plagosur në një aksident në Rrugën e Kombit pranë tunelit të Kalimashit. Sipas policisë, një kamion ka humbur kontrollin në rrugën e ngrirë.",
                    "Të plagosurit janë dërguar në spitalin rajonal dhe nuk rrezikojnë jetën.",
                ],
                "brief-agency-credit",
                section="Lajme",
                byline="",
                credit="Burimi: ALP",
            )
        )
        add(
            story(
                "festivali",
                "/sq/kultura/festivali-i-kenges-popullore",
                "Festivali i këngës popullore mbyllet me çmimin për Lumën",
                "2026-11-30",
                "2026-11-30T22:00:00+01:00",
                "30.11.2026, 22:00",
                ["Drita Berisha"],
                [
                    'FIG: Grupi i këngëtarëve nga Luma në skenë | Grupi "Zërat e Lumës" gjatë performancës finale. Foto: Lugina TV',
                    'Grupi "Zërat e Lumës" fitoi të dielën çmimin e parë në festivalin e këngës popullore, që u mbajt për herë të 19-të në pallatin e kulturës.',
                    "FIG: Publiku në sallë | Salla ishte plot për të tri netët e festivalit.",
                    'Juria vlerësoi veçanërisht këngën "Lamtumirë, Drin", të kënduar pa instrumente.',
                ],
                "photo-story-little-text",
                section="Kultura",
                byline="Drita Berisha",
            )
        )
        add(
            story(
                "koment",
                "/sq/opinion/lugina-qe-zbrazet",
                "Lugina që zbrazet",
                "2026-11-28",
                "2026-11-28T09:00:00+01:00",
                "28.11.2026, 09:00",
                ["Ilir Gashi"],
                [
                    "Çdo dhjetor, kur kthehen emigrantët, qyteti duket sikur ka jetë. Rrugët mbushen me makina me targa të huaja, kafenetë janë plot. Pastaj vjen janari.",
                    "Në dhjetë vite kemi humbur një të katërtën e banorëve. Shkolla në fshatin tim ka shtatë nxënës. Nuk është një krizë që mund ta zgjidhë një investim i vetëm.",
                    "Ajo që mungon nuk janë paratë, por arsyet për të qëndruar: punë e rregullt, një mjek në fshat, një autobus që vjen në kohë.",
                    "Derisa këto të mos ekzistojnë, dhjetori do të mbetet muaji i vetëm kur lugina nuk është e zbrazët.",
                ],
                "opinion-bio-line",
                section="Opinion",
                byline="Ilir Gashi",
                bio="Ilir Gashi është mësues dhe publicist nga Kukësi. Mendimet e shprehura janë të autorit dhe nuk përfaqësojnë domosdoshmërisht qëndrimin e Lugina TV.",
            )
        )
        add(
            story(
                "tregu",
                "/sq/lajme/tregu-i-gjese-rikthehet",
                "Tregu i gjësë së gjallë rikthehet të shtunën",
                "2026-11-25",
                "2026-11-25T15:30:00+01:00",
                "25.11.2026, 15:30",
                ["Besnik Hoxha", "Drita Berisha"],
                [
                    "Pas dy vitesh mbyllje, tregu i gjësë së gjallë në periferi të qytetit do të rihapet të shtunën, pas rikonstruksionit të vendit.",
                    "Bashkia ka ndërtuar vathë të reja dhe një pikë kontrolli veterinar. Çdo kafshë duhet të ketë vathë identifikimi, përndryshe nuk lejohet shitja.",
                    'Blegtorët thonë se tregu u mungonte. "Dy vite kemi shitur nëpër oborre, me çmime që i vendoste blerësi," tha Xhemal Bytyqi nga Bicaj.',
                ],
                "only-on-page-2-and-search",
                section="Lajme",
                byline="Besnik Hoxha dhe Drita Berisha",
            )
        )

    def head(self, doc: Doc) -> str:
        img = self.origin + media(doc.key).replace("&amp;", "&") if doc.is_article else ""
        return lying_head(self, doc, "NewsArticle", FIXED, "Lugina TV", image=img)

    def card(self, key: str) -> str:
        d = self.docs[key]
        live = '<span class="badge live">LIVE</span> ' if key == "bora" else ""
        pic = f'<img src="{media(key)}" alt="{esc(d.title)}" loading="lazy">'
        return (
            f'<div class="component promo col-12 col-md-4"><div class="component-content"><div class="field-promoicon">{self.a(key, d.title, "content", inner=pic)}</div>'
            f'<div class="field-category">{esc(d.section)}</div><h3 class="field-promotext">{live}{self.a(key, d.title, "content")}</h3>'
            f'<div class="field-date">{esc(d.stamp)}</div></div></div>'
        )

    def listing_main(self, doc: Doc) -> str:
        out = [
            f'<div class="component title"><div class="component-content"><h1 class="field-title">{esc(doc.title)}</h1></div></div>'
        ]
        if doc.key == "autor":
            out.append(
                '<div class="component rich-text author-bio"><div class="component-content"><img src="/-/media/project/lugina/autoret/arta-krasniqi.jpg" alt="Arta Krasniqi"><p>Gazetare e lajmeve që nga viti 2015. Mbulon shëndetësinë dhe çështjet sociale.</p><p><a href="mailto:arta.krasniqi@luginatv.test">arta.krasniqi@luginatv.test</a></p></div></div><h2>Artikujt e fundit</h2>'
            )
        if doc.key == "kerko":
            out.append(
                '<div class="component search-box"><form action="/sq/kerko"><input name="q" value="bora"><button>Kërko</button></form></div><p class="search-results-count">2 rezultate për "bora"</p>'
            )
        out.append('<div class="row component-list">' + "".join(self.card(k) for k in doc.extra["list"]) + "</div>")
        if doc.extra.get("more"):
            out.append(
                f'<div class="component pagination"><ul><li class="active"><span>1</span></li><li>{self.a(doc.extra["more"], "2", "content")}</li><li>{self.a(doc.extra["more"], "Më tej »", "content")}</li></ul></div>'
            )
        if doc.extra.get("prev"):
            out.append(
                f'<div class="component pagination"><ul><li>{self.a(doc.extra["prev"], "« Më parë", "content")}</li><li>{self.a(doc.extra["prev"], "1", "content")}</li><li class="active"><span>2</span></li></ul></div>'
            )
        if doc.key == "home":
            out.append(
                f'<div class="component promo wide"><div class="component-content"><h2>Sonte në Lugina TV</h2><p>20:00 Lajmet kryesore · 20:40 Debat: buxheti 2027 · {self.a("guida", "Guida e plotë e programeve", "content")}</p><p>{self.a("video", "Shiko videot e fundit", "content")} · {self.a("moti", "Parashikimi i motit", "content")}</p></div></div>'
            )
        return "\n".join(out)

    def story_main(self, doc: Doc) -> str:
        if doc.kind == "soft404":
            return (
                '<div class="component title"><div class="component-content"><h1 class="field-title">Faqja nuk u gjet</h1></div></div>'
                f'<div class="component rich-text"><div class="component-content"><p>Na vjen keq, artikulli që kërkoni nuk ekziston ose është hequr.</p><p>Kthehuni në {self.a("home", "faqen kryesore", "content")} ose {self.a("kerko", "kërkoni në arkiv", "content")}.</p></div></div>'
                '<div class="component related"><h2>Lexo edhe</h2><ul>'
                + "".join(f"<li>{self.a(k, self.docs[k].title, 'chrome:related')}</li>" for k in ("bora", "spitali"))
                + "</ul></div>"
            )
        byline = ""
        if doc.byline:
            names = doc.byline
            if doc.key in ("bora", "spitali"):
                names = self.a("autor", "Arta Krasniqi", "byline") + esc(doc.byline[len("Arta Krasniqi") :])
            else:
                names = esc(names)
            byline = f'<div class="field-author">Nga {names}</div>'
        stamp = f'<div class="field-date"><span>Publikuar: {esc(doc.stamp)}</span>'
        if doc.extra.get("updated"):
            stamp += f' <span class="updated">| Përditësuar: {esc(doc.extra["updated"])}</span>'
        stamp += "</div>"
        lead_img = (
            ""
            if doc.key == "festivali"
            else f'<div class="component image"><img src="{media(doc.key)}" alt=""><span class="image-caption field-imagecaption">Foto: Lugina TV</span></div>'
        )
        out = [
            f'<div class="component breadcrumb"><ol><li>{self.a("home", "Ballina", "chrome:breadcrumb")}</li><li>{self.a("kultura" if doc.section == "Kultura" else "lajme", doc.section if doc.section != "Opinion" else "Lajme", "chrome:breadcrumb")}</li></ol></div>',
            f'<div class="component title"><div class="component-content"><h1 class="field-title">{esc(doc.title)}</h1></div></div>',
            f'<div class="component article-meta">{byline}{stamp}</div>',
            lead_img,
            f'<div class="component rich-text article-body"><div class="component-content">{self.blocks(doc, fig=self.fig)}</div></div>',
        ]
        if doc.extra.get("credit"):
            out.append(f'<div class="component rich-text credit"><p><em>{esc(doc.extra["credit"])}</em></p></div>')
        if doc.extra.get("bio"):
            out.append(f'<div class="component rich-text author-note"><p><i>{esc(doc.extra["bio"])}</i></p></div>')
        rel = [k for k in ("spitali", "tregu", "festivali") if k != doc.key][:2]
        out.append(
            '<div class="component related"><h2>Lexo edhe</h2><ul>'
            + "".join(f"<li>{self.a(k, self.docs[k].title, 'chrome:related')}</li>" for k in rel)
            + "</ul></div>"
        )
        out.append(
            '<div class="component share"><a href="https://www.facebook.com/sharer/sharer.php">Shpërndaj</a> <a href="https://wa.me/?text=">WhatsApp</a></div>'
        )
        return "\n".join(x for x in out if x)

    def fig(self, alt: str, cap: str) -> str:
        return f'<div class="component image"><img src="{media(alt[:12])}" alt="{esc(alt)}"><span class="image-caption field-imagecaption">{esc(cap)}</span></div>'

    def service_main(self, doc: Doc) -> str:
        k = doc.key
        t = f'<div class="component title"><div class="component-content"><h1 class="field-title">{esc(doc.title)}</h1></div></div>'
        if k == "guida":
            prog = [
                ("06:30", "Mirëmëngjes, Luginë"),
                ("09:00", "Lajme"),
                ("09:15", "Dokumentar: Bjeshkët e Korabit"),
                ("11:00", "Muzikë popullore"),
                ("13:00", "Lajme"),
                ("14:00", "Seriali: Shtëpia në kodër (ep. 12)"),
                ("16:30", "Sporti lokal"),
                ("18:00", "Fëmijët në ekran"),
                ("20:00", "Lajmet kryesore"),
                ("20:40", "Debat: buxheti 2027"),
                ("22:00", "Film: Dimri i gjatë"),
                ("00:10", "Lajme (përsëritje)"),
            ]
            rows = "".join(f"<tr><td>{a}</td><td>{esc(b)}</td></tr>" for a, b in prog)
            return f'{t}<div class="component tabs"><ul><li class="active">E enjte, 3 dhjetor</li><li><a href="/sq/tv/guida-e-programeve?dita=2026-12-04">E premte, 4 dhjetor</a></li></ul></div><table class="schedule">{rows}</table>'
        if k == "video":
            vids = [
                ("Bora në Shishtavec", "02:14"),
                ("Pavioni i ri i pediatrisë", "03:40"),
                ("Festivali i këngës, nata finale", "12:05"),
                ("Debat: buxheti 2027", "48:30"),
                ("Tregu i gjësë së gjallë", "01:55"),
                ("Moti për fundjavën", "01:10"),
            ]
            items = "".join(
                f'<div class="component video-teaser"><a href="/sq/video/{i}"><img src="{media("video" + str(i))}" alt=""><span class="duration">{d}</span><h3>{esc(n)}</h3></a></div>'
                for i, (n, d) in enumerate(vids)
            )
            return f'{t}<div class="row">{items}</div><p><a href="https://www.youtube.com/@luginatv.test">Kanali ynë në YouTube</a></p>'
        if k == "moti":
            days = [
                ("E enjte", "-4°", "2°", "Borë"),
                ("E premte", "-6°", "0°", "Borë e dobët"),
                ("E shtunë", "-7°", "1°", "Kthjellët"),
                ("E diel", "-3°", "5°", "Vranët"),
                ("E hënë", "0°", "7°", "Shi"),
            ]
            rows = "".join(f"<tr><td>{a}</td><td>{b}</td><td>{c}</td><td>{d}</td></tr>" for a, b, c, d in days)
            return f'{t}<p>Kukës, Has, Tropojë: parashikimi për pesë ditë.</p><table class="weather"><tr><th>Dita</th><th>Min</th><th>Max</th><th>Moti</th></tr>{rows}</table><p>Burimi: stacioni meteorologjik i Kukësit.</p>'
        return f'{t}<div class="component rich-text"><div class="component-content">{self.blocks(doc)}</div></div>'

    def frame(self, doc: Doc, main: str) -> str:
        nav = [
            ("home", "Ballina"),
            ("lajme", "Lajme"),
            ("kultura", "Kultura"),
            ("video", "Video"),
            ("guida", "Guida TV"),
            ("moti", "Moti"),
        ]
        navh = "".join(
            f'<li class="level1 {"active" if k == doc.key else ""}">{self.a(k, t, "chrome:nav")}</li>' for k, t in nav
        )
        most = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'chrome:rail')}</li>" for k in ("bora", "spitali", "koment")
        )
        return f"""<!DOCTYPE html>
<html lang="sq">
<head>
<meta charset="utf-8">
<title>{esc(doc.title)} | Lugina TV</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="{esc(self.lede(doc) if doc.is_article else "Lajme, video dhe programe nga Lugina e Drinit")}">
{self.head(doc)}
<link href="/-/media/base-themes/main-theme/styles/optimized-min.css?t=20261120" rel="stylesheet">
<style>/*PAD*/</style>
</head>
<body class="default-device bodyclass">
<div id="wrapper">
<header><div id="header" class="container">
<div class="row"><div class="component image file-type-icon-media-link logo col-4">{self.a("home", "Lugina TV", "chrome:header", inner='<img src="/-/media/project/lugina/logo-lugina.svg" alt="Lugina TV">')}</div>
<div class="component link-list col-8"><a href="/sq/live">Shiko live</a> · <a href="/en">English</a> · {self.a("kerko", "Kërko", "chrome:header")}</div></div>
<nav class="component navigation navigation-main"><ul class="clearfix">{navh}</ul></nav>
</div></header>
<main><div id="content" class="container"><div class="row"><div class="col-12 col-lg-8">
{main}
</div><aside class="col-12 col-lg-4"><div class="component link-list most-read"><h3>Më të lexuarat</h3><ul>{most}</ul></div>
<div class="component promo"><h3>Moti sot</h3><p>Kukës -4° / 2°, borë. {self.a("moti", "Parashikimi", "chrome:rail")}</p></div></aside></div></div></main>
<footer><div id="footer" class="container"><div class="row">
<div class="component rich-text col-6"><p>Lugina TV sh.p.k., Rruga Dardania 12, Kukës</p><p>© 2026 Lugina TV. Të gjitha të drejtat e rezervuara.</p></div>
<div class="component link-list col-6"><ul><li><a href="/sq/rreth-nesh">Rreth nesh</a></li><li><a href="/sq/redaksia">Redaksia</a></li><li>{self.a("cookies", "Politika e cookies", "chrome:footer")}</li><li><a href="/sq/reklama">Reklama</a></li><li><a href="/sq/rss">RSS</a></li></ul></div>
</div></div></footer>
</div>
<script src="/-/media/base-themes/core-libraries/scripts/optimized-min.js?t=20261120"></script>
</body>
</html>
"""
