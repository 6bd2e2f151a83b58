# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines in their own scripts)
"""Študentské listy: a Slovak university student newspaper on a Laravel + Inertia (Vue) app with a server-rendered fallback,
the page props in <div id="app" data-page>; lying head (og:type=article and a fixed article:published_time on every page)."""

from __future__ import annotations

import json
import zlib
from datetime import UTC, datetime

from common import Base, page, story
from sitekit import Doc, css_rules, esc, plain

FIXED = "2025-09-01T08:00:00+02:00"
VERSION = "7f3c2a91e0b4d5c6"
NAV_A = 'class="nav-link"'


def sk_date(iso: str) -> str:
    return f"{int(iso[8:10])}. {int(iso[5:7])}. {iso[:4]}"


def utc(iso: str) -> str:
    """Laravel serialises timestamps in UTC: 2026-12-01T23:30:00.000000Z."""
    return datetime.fromisoformat(iso).astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%S.000000Z")


class Listy(Base):
    origin = "https://listy.uhronec.test"
    name = "Študentské listy"
    prefix = "sl"
    language = "sk"
    content_type = "text/html; charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "sl",
            [
                ".app-header",
                ".article-card",
                ".article-body",
                ".article-meta",
                ".sidebar-box",
                ".pagination",
                ".app-footer",
                ".menu-table td",
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
                "Študentské listy",
                "inertia-home",
                list=["senat", "trhy", "prorektorka", "volejbal", "divadlo"],
                component="Home",
            )
        )
        add(
            page(
                "kampus",
                "/rubriky/kampus",
                "section",
                "Kampus",
                "inertia-category",
                list=["trhy", "senat", "volejbal", "prorektorka"],
                more="kampus2",
                component="Categories/Show",
            )
        )
        add(
            page(
                "kampus2",
                "/rubriky/kampus?page=2",
                "section",
                "Kampus",
                "inertia-category-page-2",
                list=["kniznica"],
                prev="kampus",
                component="Categories/Show",
            )
        )
        add(
            page(
                "kultura",
                "/rubriky/kultura",
                "section",
                "Kultúra a názory",
                "inertia-category",
                list=["divadlo", "prednasky"],
                component="Categories/Show",
            )
        )
        add(
            page(
                "autor",
                "/autori/lucia-hrusovska",
                "author",
                "Lucia Hrušovská",
                "inertia-author",
                list=["senat", "kniznica"],
                component="Authors/Show",
                intro="Študentka 3. ročníka žurnalistiky, v redakcii od roku 2024. Píše o akademickom senáte, internátoch a študentských peniazoch.",
            )
        )
        add(
            page(
                "hladat",
                "/hladat?q=senat",
                "search",
                "Vyhľadávanie",
                "inertia-search",
                list=["senat", "prednasky"],
                component="Search",
            )
        )
        add(
            page(
                "redakcia",
                "/redakcia",
                "about",
                "Redakcia",
                "staff-bios",
                component="Pages/Staff",
                lines=[
                    "Študentské listy vydávajú študenti Univerzity Hronec od roku 1991. Redakcia je nezávislá od vedenia univerzity; časopis financuje študentská rada a inzercia.",
                    "## Lucia Hrušovská, šéfredaktorka",
                    "Tretiačka žurnalistiky. Venuje sa akademickému senátu a internátom.",
                    "## Tomáš Kováč, zástupca šéfredaktorky",
                    "Študuje politológiu, robí rozhovory a spravodajstvo z kampusu.",
                    "## Natália Šimková, kultúra a názory",
                    "Študentka slovenčiny a dejepisu, píše recenzie a stĺpčeky.",
                    "## Martin Oravec, foto",
                    "Študent informatiky, fotografuje pre Listy od prvého ročníka.",
                ],
            )
        )
        add(
            page(
                "jedalen",
                "/jedalen",
                "menu",
                "Jedálny lístok – menza Hronec, 30. 11. – 4. 12. 2026",
                "canteen-menu",
                component="Pages/Menu",
            )
        )
        add(
            page(
                "opravy",
                "/opravy",
                "policy",
                "Opravy a sťažnosti",
                "corrections-policy",
                component="Pages/Show",
                lines=[
                    "Aktualizované 1. 9. 2025",
                    "Chyby opravujeme čo najskôr. Pri opravenom článku uvádzame na konci textu, čo sme zmenili a kedy.",
                    "Ak nájdete chybu, napíšte nám na opravy@listy.uhronec.test. Odpovieme do troch pracovných dní.",
                    "Sťažnosti na prácu redakcie posudzuje redakčná rada, v ktorej je aj zástupca katedry žurnalistiky.",
                ],
            )
        )
        add(
            page(
                "newsletter",
                "/newsletter",
                "subscribe",
                "Newsletter Študentských listov",
                "newsletter-signup",
                component="Newsletter",
                lines=[
                    "Každý piatok ráno ti pošleme päť najdôležitejších správ z kampusu a tip na víkend.",
                    "Odhlásiť sa môžeš jedným klikom v každom e-maile.",
                ],
            )
        )
        add(
            page(
                "cookies",
                "/cookies",
                "policy",
                "Zásady používania cookies",
                "cookie-policy",
                component="Pages/Show",
                lines=[
                    "Aktualizované 1. 9. 2025",
                    "Táto stránka používa nevyhnutné cookies (prihlásenie, ochrana formulárov – XSRF-TOKEN, listy_session) a so súhlasom aj analytické cookies.",
                    "- listy_session: relácia, vymaže sa po zatvorení prehliadača",
                    "- XSRF-TOKEN: ochrana formulárov, 2 hodiny",
                    "- _pk_id: anonymná štatistika návštevnosti, 13 mesiacov",
                    "Súhlas môžeš kedykoľvek zmeniť v pätičke stránky.",
                ],
            )
        )
        add(
            story(
                "senat",
                "/clanky/akademicky-senat-ma-novych-studentskych-zastupcov",
                "Akademický senát má nových študentských zástupcov",
                "2026-12-02",
                "2026-12-02T00:30:00+01:00",
                sk_date("2026-12-02"),
                ["Lucia Hrušovská", "Tomáš Kováč", "Peter Balog"],
                [
                    "Voľby do študentskej komory akademického senátu sa skončili krátko po polnoci. Z 22 kandidátov uspelo deväť, volebná účasť bola 19 percent, najviac od roku 2015.",
                    "Najviac hlasov, 612, získala Simona Baranová z Fakulty prírodných vied, ktorá v kampani sľubovala lacnejšie internáty a dlhšie otváracie hodiny knižnice.",
                    "## Internáty na prvom mieste",
                    "„Polovica študentov, s ktorými som počas kampane hovorila, sa sťažovala na izby na Bloku C. Tam chcem začať,“ povedala Baranová po vyhlásení výsledkov.",
                    "Nový senát sa prvýkrát zíde 10. decembra. Na programe bude rozpočet univerzity na rok 2027 aj návrh na zvýšenie poplatkov za internát o osem eur mesačne.",
                    "Volebná komisia neriešila žiadnu sťažnosť. Výsledky sú zverejnené na úradnej tabuli univerzity.",
                ],
                "three-authors-utc-in-props",
                category="Kampus",
                dek="Volebná účasť bola najvyššia za desať rokov. Nový senát bude hneď rozhodovať o cenách internátov.",
            )
        )
        add(
            story(
                "prorektorka",
                "/clanky/prorektorka-durisova-internaty-opravime-do-leta",
                "Prorektorka Ďurišová: Internáty opravíme do leta",
                "2026-11-30",
                "2026-11-30T14:00:00+01:00",
                sk_date("2026-11-30"),
                ["Tomáš Kováč"],
                [
                    "Prorektorka pre študentské záležitosti Katarína Ďurišová odpovedá na otázky o stave internátov.",
                    "Q: Na Bloku C zateká do izieb. Kedy sa to opraví? || Strecha sa bude opravovať od marca. Zmluva s dodávateľom je podpísaná a peniaze máme z plánu obnovy.",
                    "Q: Študenti na to čakajú tri roky. Prečo tak dlho? || Dve verejné obstarávania sme museli zrušiť, pretože prišla jediná ponuka. Viem, že to študentov nezaujíma, ale zákon je zákon.",
                    "Q: Zvýši sa poplatok za internát? || Návrh je osem eur mesačne. Rozhodne o ňom akademický senát, nie ja.",
                ],
                "qa-interview",
                category="Kampus",
            )
        )
        add(
            story(
                "prednasky",
                "/clanky/preco-nechodime-na-prednasky",
                "Prečo nechodíme na prednášky",
                "2026-11-27",
                "2026-11-27T09:00:00+01:00",
                sk_date("2026-11-27"),
                ["Natália Šimková"],
                [
                    "V pondelok o ôsmej ráno nás bolo v posluchárni B2 jedenásť. Zapísaných je 140.",
                    "Učitelia to vysvetľujú lenivosťou. Ja si myslím, že dôvod je jednoduchší: prednáška, ktorá len číta slajdy dostupné v systéme, nemá pre nás žiadnu pridanú hodnotu.",
                    "Tam, kde prednášajúci diskutuje, kladie otázky a prináša niečo, čo v slajdoch nie je, sú posluchárne plné aj o ôsmej ráno. Stačí sa pozrieť na prednášky z dejín umenia.",
                    "Povinná dochádzka problém nevyrieši. Lepšie prednášky áno.",
                ],
                "column-bio-line",
                category="Názory",
                bio="Autorka študuje slovenčinu a dejepis. Názory v stĺpčekoch nemusia vyjadrovať stanovisko redakcie.",
            )
        )
        add(
            story(
                "volejbal",
                "/clanky/volejbalistky-postupili-do-finale",
                "Volejbalistky postúpili do finále univerzitnej ligy",
                "2026-12-01",
                "2026-12-01T20:15:00+01:00",
                sk_date("2026-12-01"),
                [],
                [
                    "Volejbalistky Univerzity Hronec zdolali v semifinále univerzitnej ligy Trnavu 3:1 na sety.",
                    "Finále sa hrá 12. decembra v Nitre.",
                    "Najviac bodov zaznamenala smečiarka Ivana Kollárová, ktorá získala 21 bodov.",
                ],
                "brief-desk-credit",
                category="Kampus",
                credit="(red)",
            )
        )
        add(
            story(
                "trhy",
                "/clanky/vianocne-trhy-na-nadvori",
                "Vianočné trhy na nádvorí",
                "2026-12-03",
                "2026-12-03T07:40:00+01:00",
                "pred 5 hodinami",
                ["Martin Oravec"],
                [
                    "Na nádvorí hlavnej budovy sa vo štvrtok začali prvé vianočné trhy, ktoré organizuje študentská rada.",
                    "FIG: Stánok s punčom | Výťažok z punču ide na útulok v Hronci.",
                    "FIG: Koledníci | Spevácky zbor univerzity otvoril trhy koledami.",
                    "FIG: Medovníky | Medovníky piekli študenti z internátu Blok A.",
                ],
                "photo-story-relative-date",
                category="Kampus",
                photo=True,
            )
        )
        add(
            story(
                "kniznica",
                "/clanky/kniznica-predlzi-otvaracie-hodiny",
                "Knižnica predĺži otváracie hodiny počas skúškového",
                "2026-11-25",
                "2026-11-25T11:30:00+01:00",
                sk_date("2026-11-25"),
                ["Lucia Hrušovská"],
                [
                    "Univerzitná knižnica bude počas skúškového obdobia od 4. januára otvorená denne do 23.00, cez víkendy do 20.00.",
                    "Dlhšie otváracie hodiny boli jednou z hlavných požiadaviek študentov v ankete študentskej rady, na ktorú odpovedalo vyše 1 800 ľudí.",
                    "Riaditeľka knižnice Mária Kučerová povedala, že večerné služby zabezpečia študenti na brigáde. Hľadá sa ich osem.",
                ],
                "only-on-page-2-and-author-page",
                category="Kampus",
            )
        )
        add(
            story(
                "divadlo",
                "/clanky/studentske-divadlo-uviedlo-vlastnu-hru",
                "Študentské divadlo uviedlo vlastnú hru o internáte",
                "2026-11-29",
                "2026-11-29T16:10:00+01:00",
                sk_date("2026-11-29"),
                ["Natália Šimková"],
                [
                    "Divadelný súbor Kulisa uviedol v piatok premiéru hry Blok C, ktorú napísali jeho členovia. Sála v átriu bola vypredaná.",
                    "Hra sleduje štyroch spolubývajúcich počas jedného semestra. Humor stojí na situáciách, ktoré pozná každý, kto býval na internáte: zateká, nefunguje práčovňa, sused varí o druhej v noci.",
                    "Najsilnejšia je však tichá scéna v závere, keď sa jedna z postáv rozhodne štúdium ukončiť. Herečka Zuzana Hlavatá ju zahrala bez jediného slova.",
                    "Repríza bude 9. decembra o 19.00. Vstupenky stoja tri eurá.",
                ],
                "review-updated",
                category="Kultúra",
                updated="2026-11-30T10:20:00+01:00",
            )
        )

    # ---------- chrome ----------
    def props(self, doc: Doc) -> dict:
        p: dict = {
            "auth": {"user": None},
            "flash": {"success": None},
            "ziggy": {"url": self.origin, "port": None, "location": self.url(doc.key)},
        }
        if doc.is_article:
            html_body = "".join(f"<p>{plain(b[1])}</p>" for b in doc.blocks if b[0] == "p")
            p["article"] = {
                "id": zlib.crc32(doc.key.encode()) % 900 + 100,
                "title": doc.title,
                "slug": doc.path.rsplit("/", 1)[1],
                "excerpt": self.lede(doc),
                "body": html_body,
                "published_at": utc(doc.iso),
                "updated_at": utc(doc.extra.get("updated", doc.iso)),
                "category": {"name": doc.extra["category"]},
                "authors": [{"name": n} for n in doc.authors],
                "credit": doc.extra.get("credit"),
            }
        elif "list" in doc.extra:
            p["articles"] = {
                "data": [
                    {"title": self.docs[k].title, "url": self.docs[k].path, "published_at": utc(self.docs[k].iso)}
                    for k in doc.extra["list"]
                ],
                "current_page": 2 if doc.extra.get("prev") else 1,
            }
        else:
            p["page"] = {"title": doc.title}
        return {
            "component": doc.extra.get("component", "Articles/Show"),
            "props": p,
            "url": doc.path,
            "version": VERSION,
        }

    def frame(self, doc: Doc, main: str) -> str:
        a = self.a
        iso = doc.iso or FIXED
        author = ", ".join(doc.authors) if doc.authors else "Redakcia Študentských listov"
        nav = [
            ("home", "Úvod"),
            ("kampus", "Kampus"),
            ("kultura", "Kultúra a názory"),
            ("jedalen", "Menza"),
            ("redakcia", "Redakcia"),
            ("newsletter", "Newsletter"),
        ]
        navh = "".join(f"<li>{a(k, t, 'chrome:nav', NAV_A)}</li>" for k, t in nav)
        data_page = esc(json.dumps(self.props(doc), ensure_ascii=False, separators=(",", ":")))
        top = "".join(
            f"<li>{a(k, self.docs[k].title, 'chrome:rail')}</li>" for k in ("senat", "prorektorka", "prednasky")
        )
        return f"""<!DOCTYPE html>
<html lang="sk">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="csrf-token" content="Qm7xK2pVd9L0cR4tY8uB1nE6sA3wZ5hJ">
<title inertia>{esc(doc.title)} – Študentské listy</title>
<meta inertia="description" name="description" content="{esc(self.lede(doc)) if doc.is_article else "Nezávislé študentské noviny Univerzity Hronec"}">
<meta property="og:type" content="article">
<meta property="og:site_name" content="Študentské listy">
<meta property="og:title" content="{esc(doc.title)}">
<meta property="og:url" content="{self.url(doc.key)}">
<meta property="article:published_time" content="{iso}">
<meta name="author" content="{esc(author)}">
<link rel="preload" as="style" href="https://listy.uhronec.test/build/assets/app-4b1e9c2d.css">
<link rel="modulepreload" href="https://listy.uhronec.test/build/assets/app-9a8d7c6b.js">
<link rel="stylesheet" href="https://listy.uhronec.test/build/assets/app-4b1e9c2d.css">
<script type="module" src="https://listy.uhronec.test/build/assets/app-9a8d7c6b.js"></script>
<style>/*PAD*/</style>
<script>const Ziggy = {{"url":"https:\\/\\/listy.uhronec.test","port":null,"defaults":{{}},"routes":{{"home":{{"uri":"\\/","methods":["GET","HEAD"]}},"articles.show":{{"uri":"clanky\\/{{slug}}","methods":["GET","HEAD"]}},"categories.show":{{"uri":"rubriky\\/{{slug}}","methods":["GET","HEAD"]}},"authors.show":{{"uri":"autori\\/{{slug}}","methods":["GET","HEAD"]}},"search":{{"uri":"hladat","methods":["GET","HEAD"]}}}}}};</script>
</head>
<body class="font-sans antialiased">
<div id="app" data-page="{data_page}"><div class="min-h-screen bg-stone-50" data-server-rendered="true">
<header class="app-header border-b"><div class="container mx-auto flex items-center justify-between py-4">
{a("home", "Študentské listy", "chrome:header", 'class="text-2xl font-serif font-bold"'.replace("'", ""), "<span>Študentské listy</span>")}
<span class="tagline text-sm">Nezávislé noviny študentov Univerzity Hronec</span>
<form action="/hladat" method="get" class="search"><input type="search" name="q" placeholder="Hľadať…"></form>
</div>
<nav class="container mx-auto"><ul class="flex gap-6">{navh}</ul></nav></header>
<main class="container mx-auto grid grid-cols-12 gap-8 py-8">
<div class="col-span-12 lg:col-span-8">
{main}
</div>
<aside class="col-span-12 lg:col-span-4">
<div class="sidebar-box"><h2 class="font-bold">Najčítanejšie</h2><ol>{top}</ol></div>
<div class="sidebar-box"><h2 class="font-bold">Dnes v menze</h2><p>Kapustnica, vyprážaný syr s hranolkami, zeleninové rizoto. {a("jedalen", "Celý jedálny lístok", "chrome:rail")}</p></div>
<div class="sidebar-box"><h2 class="font-bold">Newsletter</h2><p>Každý piatok päť správ z kampusu. {a("newsletter", "Prihlásiť sa", "chrome:rail")}</p></div>
</aside>
</main>
<footer class="app-footer border-t py-8"><div class="container mx-auto text-sm">
<p>© 2026 Študentské listy · Vydáva Študentská rada Univerzity Hronec · ISSN 1335-0000</p>
<p>{a("redakcia", "Redakcia", "chrome:footer")} · {a("opravy", "Opravy a sťažnosti", "chrome:footer")} · {a("cookies", "Cookies", "chrome:footer")} · {a("hladat", "Archív: senát", "chrome:footer")} · <a href="https://www.uhronec.test">Univerzita Hronec</a> · <a href="/feed">RSS</a></p>
</div></footer>
</div></div>
</body>
</html>
"""

    def story_main(self, doc: Doc) -> str:
        a = self.a
        names = []
        for n in doc.authors:
            names.append(
                a("autor", n, "byline", 'class="author-link"'.replace("'", ""))
                if n == "Lucia Hrušovská"
                else f'<a href="/autori/{zlib.crc32(n.encode()) % 9999}" class="author-link">{esc(n)}</a>'
            )
        by = ""
        if names:
            by = f'<span class="authors">{", ".join(names[:-1]) + " a " + names[-1] if len(names) > 1 else names[0]}</span> · '
        when = f'<time datetime="{doc.iso}" title="{sk_date(doc.iso)} {doc.iso[11:16]}">{esc(doc.stamp)}</time>'
        upd = (
            f' · <span class="updated">Aktualizované {sk_date(doc.extra["updated"])} o {doc.extra["updated"][11:16]}</span>'
            if "updated" in doc.extra
            else ""
        )
        cat = doc.extra["category"]
        catlink = a("kampus", cat, "chrome:breadcrumb") if cat == "Kampus" else a("kultura", cat, "chrome:breadcrumb")
        body = self.blocks(
            doc,
            fig=lambda alt, cap: (
                f'<figure class="my-6"><img src="/storage/photos/{zlib.crc32(alt.encode()) % 99991}.webp" alt="{esc(alt)}" loading="lazy"><figcaption class="text-sm text-stone-500">{esc(cap)}</figcaption></figure>'
            ),
        )
        tail = ""
        if "bio" in doc.extra:
            tail += f'<p class="bio italic text-stone-600">{esc(doc.extra["bio"])}</p>'
        if "credit" in doc.extra:
            tail += f'<p class="credit text-right">{esc(doc.extra["credit"])}</p>'
        if doc.extra.get("photo"):
            tail += f'<p class="photo-credit text-sm">Foto: {names[0]}</p>'
            by = ""
        dek = f'<p class="lead text-xl">{esc(doc.dek)}</p>' if doc.dek else ""
        rel = "".join(
            f"<li>{a(k, self.docs[k].title, 'chrome:related')}</li>"
            for k in ("senat", "prorektorka", "divadlo")
            if k != doc.key
        )
        return f"""<article class="article">
<div class="article-meta text-sm uppercase">{catlink}</div>
<h1 class="text-4xl font-serif">{esc(doc.title)}</h1>
{dek}
<div class="article-meta text-sm">{by}{when}{upd}</div>
<div class="article-body prose">
{body}
</div>
{tail}
<div class="share flex gap-2"><a href="https://www.facebook.test/sharer.php?u={self.url(doc.key)}">Zdieľať</a> <button type="button" class="copy-link">Kopírovať odkaz</button></div>
<section class="related"><h2>Súvisiace články</h2><ul>{rel}</ul></section>
</article>"""

    def card(self, key: str) -> str:
        d = self.docs[key]
        who = ", ".join(d.authors) or d.extra.get("credit", "")
        return (
            f'<article class="article-card border-b py-4"><span class="text-xs uppercase">{esc(d.extra["category"])}</span><h2 class="text-xl font-serif">{self.a(key, d.title, "content")}</h2>'
            f'<p class="text-stone-700">{esc(self.lede(d))}</p><p class="text-xs text-stone-500">{esc(who)} · {sk_date(d.iso)}</p></article>'
        )

    def listing_main(self, doc: Doc) -> str:
        a = self.a
        head = f'<h1 class="text-3xl font-serif">{esc(doc.title)}</h1>' if doc.key != "home" else ""
        if doc.kind == "author":
            head += f'<div class="author-bio flex gap-4"><img src="/storage/authors/hrusovska.webp" alt="Lucia Hrušovská" class="rounded-full w-20"><p>{esc(doc.extra["intro"])}</p></div><h2>Články autorky</h2>'
        elif doc.kind == "search":
            head += '<form action="/hladat" method="get"><input type="search" name="q" value="senat"></form><p class="text-sm">Výsledky pre „senat“: 2</p>'
        elif doc.key == "home":
            head += f'<div class="promo bg-amber-100 p-4">Skúškové sa blíži: knižnica predĺži otváracie hodiny. {a("jedalen", "Menza tento týždeň", "content")}</div>'
        cards = "".join(self.card(k) for k in doc.extra["list"])
        pager = ""
        if doc.extra.get("more"):
            pager = f'<nav class="pagination flex gap-2"><span class="current">1</span>{a(doc.extra["more"], "2", "content")}{a(doc.extra["more"], "Ďalej »", "content")}</nav>'
        elif doc.extra.get("prev"):
            pager = f'<nav class="pagination flex gap-2">{a(doc.extra["prev"], "« Späť", "content")}{a(doc.extra["prev"], "1", "content")}<span class="current">2</span></nav>'
        elif doc.key == "home":
            pager = f"<p>{a('kampus', 'Všetky správy z kampusu »', 'content')} · {a('kultura', 'Kultúra a názory »', 'content')}</p>"
        return head + cards + pager

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "menu":
            days = [
                ("Pondelok 30. 11.", "Hŕstková polievka", "Kuracie na prírodno, ryža", "Šošovicový prívarok, chlieb"),
                ("Utorok 1. 12.", "Paradajková polievka", "Bravčový guláš, knedľa", "Zapekané cestoviny so špenátom"),
                ("Streda 2. 12.", "Fazuľová polievka", "Vyprážané rybie filé, zemiaková kaša", "Pohánkové placky"),
                ("Štvrtok 3. 12.", "Kapustnica", "Vyprážaný syr, hranolky", "Zeleninové rizoto"),
                ("Piatok 4. 12.", "Cesnaková polievka", "Bryndzové halušky", "Tekvicové curry s ryžou"),
            ]
            rows = "".join(f"<tr><td>{d}</td><td>{s}</td><td>{m}</td><td>{v}</td></tr>" for d, s, m, v in days)
            return (
                f'<h1 class="text-3xl font-serif">{esc(doc.title)}</h1><p>Výdaj obedov 11.00 – 14.30. Cena pre študentov 2,90 €, pre zamestnancov 4,50 €. Alergény na vyžiadanie pri výdaji.</p>'
                f'<table class="menu-table"><thead><tr><th>Deň</th><th>Polievka</th><th>Menu A</th><th>Menu B (vegetariánske)</th></tr></thead><tbody>{rows}</tbody></table>'
            )
        form = ""
        if doc.kind == "subscribe":
            form = '<form method="post" action="/newsletter" class="flex gap-2"><input type="hidden" name="_token" value="Qm7xK2pVd9L0cR4tY8uB1nE6sA3wZ5hJ"><input type="email" name="email" placeholder="tvoj@email.sk" required><button type="submit">Prihlásiť sa</button></form>'
        return f'<h1 class="text-3xl font-serif">{esc(doc.title)}</h1><div class="prose">{self.blocks(doc)}</div>{form}'
