# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; dashes, quotes and Cyrillic letters are the languages' own)
"""Glas Podrinja: a Bosnian regional portal on Craft CMS 4 with a Twig theme (entry URLs without dates,
/vijesti/slug, pageTrigger /vijesti/p2, /kategorija/…, /tag/…, /autor/…, /pretraga?q=, image transforms under
/uploads/…/_1200x675_crop_center-center_82_line/, CRAFT_CSRF_TOKEN and action inputs, SEOmatic's JSON-LD
@graph), UTF-8, Latin script. SEOmatic is honest on most entries (og:type=article, NewsArticle), but the entry
type of the bridge story was left on the defaults (og:type=website, WebPage) and the legacy "arhiva" entry type
has no SEO output at all."""

from __future__ import annotations

import json
import zlib

from common import Base, page, story
from sitekit import Doc, css_rules, esc


class Podrinje(Base):
    origin = "https://www.glaspodrinja.test"
    name = "Glas Podrinja"
    prefix = "gp"
    language = "bs"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "gp",
            [
                ".site-header",
                ".nav-main",
                ".entry",
                ".entry__meta",
                ".entry__body",
                ".card",
                ".card__title",
                ".sidebar",
                ".site-footer",
                ".pagination",
            ],
            240,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home", "/", "home", "Glas Podrinja", "craft-home", list=["led", "most", "skole", "galerija", "kolumna"]
            )
        )
        add(
            page(
                "vijesti",
                "/vijesti",
                "section",
                "Vijesti",
                "craft-channel-index",
                list=["led", "most", "skole", "galerija"],
                more="vijesti2",
            )
        )
        add(
            page(
                "vijesti2",
                "/vijesti/p2",
                "section",
                "Vijesti – stranica 2",
                "craft-channel-page-2",
                list=["memoriam", "pijaca"],
                prev="vijesti",
                old=["/vijesti/novi-autobusi-za-cajnice", "/vijesti/rafting-sezona-zavrsena"],
            )
        )
        add(
            page(
                "tag",
                "/tag/most",
                "tag",
                "Tag: most",
                "craft-tag",
                list=["most", "led"],
                old=["/vijesti/most-u-ustikolini-otvoren"],
            )
        )
        add(
            page(
                "autor",
                "/autor/amra-hodzic",
                "author",
                "Amra Hodžić",
                "craft-author",
                list=["most", "memoriam"],
                bio="Amra Hodžić je novinarka Glasa Podrinja od 2009. godine. Piše o lokalnoj upravi, kulturi i historiji Goražda.",
            )
        )
        add(
            page(
                "pretraga",
                "/pretraga?q=pijaca",
                "search",
                "Rezultati pretrage: pijaca",
                "craft-search",
                list=["pijaca", "galerija"],
            )
        )
        add(
            story(
                "most",
                "/vijesti/pocela-obnova-starog-mosta",
                "Počela obnova starog mosta na Drini u Goraždu",
                "2026-12-01",
                "2026-12-01T10:05:00+01:00",
                "utorak, 1. decembar 2026. u 10:05",
                ["Amra Hodžić", "Senad Mehmedović"],
                [
                    "Radnici izvođača iz Sarajeva u ponedjeljak su postavili skelu uz stari betonski most na Drini, čime je nakon tri godine čekanja počela njegova obnova.",
                    "Most, izgrađen 1965. godine, zatvoren je za vozila još u martu 2024. nakon što su inspektori na dva stuba pronašli pukotine. Od tada preko njega prelaze samo pješaci, a vozači idu zaobilaznicom kroz Vitkovice.",
                    "Vrijednost radova je 4,2 miliona KM, od čega polovinu finansira Vlada kantona, a ostatak Grad Goražde iz kredita. Prema ugovoru, most bi za saobraćaj trebao biti otvoren do kraja septembra 2027.",
                    "## Pješaci preko privremene staze",
                    "Za vrijeme radova pješaci će koristiti privremenu stazu na nizvodnoj strani mosta. Gradonačelnik Nermin Delić pozvao je građane na strpljenje: „Znamo koliko je ovaj most važan za Donju Mahalu i djecu koja idu u školu. Radovi neće stati ni zimi.“",
                    "Udruženje građana Drina ranije je tražilo da se pri obnovi sačuva izgled ograde iz šezdesetih. Iz gradske uprave kažu da je projekt to uvažio.",
                ],
                "two-authors-i-og-website",
                byline="[[autor|Amra Hodžić]] i [[/autor/senad-mehmedovic|Senad Mehmedović]]",
                cat="Goražde",
                og_type="website",
                ld_type="WebPage",
                tags=["tag"],
            )
        )
        add(
            story(
                "led",
                "/vijesti/poledica-sjemec",
                "Zbog poledice obustavljen saobraćaj preko Sjemeča",
                "2026-12-02",
                "2026-12-02T07:20:00+01:00",
                "srijeda, 2. decembar 2026. u 07:20",
                [],
                [
                    "Saobraćaj na magistralnom putu Višegrad – Rogatica preko prevoja Sjemeč obustavljen je jutros zbog poledice i nekoliko sletanja vozila. Vozačima se preporučuje put preko Goražda.",
                    "SIGN: Izvor: BHPA",
                ],
                "agency-brief",
                byline="BHPA",
                cat="Region",
                tags=["tag"],
            )
        )
        add(
            story(
                "skole",
                "/vijesti/skole-u-foci-bez-grijanja",
                "Tri škole u Foči sedmicu bez grijanja",
                "2026-11-27",
                "2026-11-27T13:40:00+01:00",
                "petak, 27. novembar 2026. u 13:40",
                ["Mirza Šehić"],
                [
                    "Učenici tri osnovne škole u Foči od ponedjeljka nastavu pohađaju u jaknama, jer gradska toplana nije uspjela nabaviti dovoljno peleta.",
                    "Direktor toplane Goran Vuković kaže da je dobavljač raskinuo ugovor sredinom novembra. Nova tura peleta trebala bi stići u utorak, a dotad se griju samo vrtići i dom zdravlja.",
                    "Roditelji su u četvrtak ispred škole „Sveti Sava“ održali kratak protest. „Djeca sjede po šest sati u učionici u kojoj je dvanaest stepeni“, rekla je Dragana Pavlović, majka dvoje učenika.",
                    "Ministarstvo prosvjete odobrilo je školama da do kraja sedmice skrate časove na 30 minuta.",
                    "Ažurirano u subotu: toplana je u subotu ujutro potvrdila da je pelet stigao i da će sve škole od ponedjeljka imati grijanje.",
                ],
                "updated-next-day",
                byline="[[/autor/mirza-sehic|Mirza Šehić]]",
                cat="Region",
                updated="subota, 28. novembar 2026. u 09:15",
                updated_iso="2026-11-28T09:15:00+01:00",
            )
        )
        add(
            story(
                "galerija",
                "/vijesti/galerija-zimski-sajam-meda",
                "Galerija: Zimski sajam meda u Goraždu",
                "2026-11-28",
                "2026-11-28T18:00:00+01:00",
                "subota, 28. novembar 2026. u 18:00",
                ["Tarik Alić"],
                [
                    "FIG: Tezge s medom na trgu | Pedesetak pčelara iz Podrinja izložilo je med na Trgu branilaca.",
                    "FIG: Djeca kušaju med | Najmlađi posjetioci kušali su kestenov i lipov med.",
                    "FIG: Pčelar pokazuje saće | Pčelar iz Ustikoline pokazuje okvir sa saćem.",
                    "Sajam je trajao dva dana, a najbolji med po ocjeni žirija stigao je iz Prače.",
                ],
                "photo-gallery",
                byline="Foto: [[/autor/tarik-alic|Tarik Alić]]",
                cat="Goražde",
            )
        )
        add(
            story(
                "kolumna",
                "/vijesti/zasto-mladi-odlaze",
                "Zašto mladi odlaze, a zašto bi mogli ostati",
                "2026-11-29",
                "2026-11-29T08:00:00+01:00",
                "nedjelja, 29. novembar 2026. u 08:00",
                ["Edin Karić"],
                [
                    "Prošle sedmice na autobuskoj stanici ispraćao sam sestričinu. Ima dvadeset i četiri godine, završila je farmaciju u Sarajevu i dobila posao u Grazu. Na peronu je bilo još šest porodica koje su ispraćale nekoga. Niko nije plakao. Svi su se pravili da je to nešto normalno.",
                    "A možda i jeste postalo normalno. Prema podacima Zavoda za zapošljavanje, Goražde je u posljednjih deset godina izgubilo skoro petinu stanovnika mlađih od trideset pet godina. U nekim razredima gimnazije polovina učenika već u trećem razredu zna u koju zemlju ide.",
                    "Lako je reći da odlaze zbog plata. Jesu i zbog plata, ali ne samo zbog njih. Kada pitate mlade ljude, spominju i čekanje na posao u javnoj službi koji se dobija preko veze, stanove koji koštaju kao u Sarajevu, i grad u kojem nakon devet navečer nema gdje otići osim u kafanu.",
                    "## Šta se može promijeniti",
                    "Ništa od toga nije sudbina. Grad koji ima rijeku kakvu ima Goražde, fabriku koja traži radnike i fakultet na sat vožnje može ponuditi više. Može dati gradsko zemljište mladim porodicama po simboličnoj cijeni. Može otvoriti prostor za udruženja u praznoj zgradi stare robne kuće. Može konkurse za posao u gradskoj upravi objavljivati sa jasnim bodovanjem.",
                    "Može i nešto manje: može pitati mlade šta im treba, i onda to zaista uraditi. Omladinsko vijeće postoji na papiru od 2019. godine. Sastalo se dvaput.",
                    "Sestričina mi je s granice poslala poruku: „Vratit ću se kad bude imalo zašto.“ Na nama je da to „zašto“ napravimo prije nego što i njen mlađi brat kupi kartu.",
                    'RAW:<p class="entry__signature"><em>Edin Karić</em></p>',
                    "NOTE: Autor je profesor sociologije i predsjednik Udruženja građana Drina. Stavovi izneseni u kolumni ne odražavaju nužno stavove redakcije.",
                ],
                "opinion-signed-at-end",
                byline="Kolumna",
                cat="Kolumne",
            )
        )
        add(
            story(
                "memoriam",
                "/vijesti/in-memoriam-hasan-kovac",
                "In memoriam: Hasan Kovač (1941–2026), učitelj i hroničar Goražda",
                "2026-11-30",
                "2026-11-30T15:10:00+01:00",
                "ponedjeljak, 30. novembar 2026. u 15:10",
                ["Amra Hodžić"],
                [
                    "U 85. godini u nedjelju je preminuo Hasan Kovač, dugogodišnji učitelj historije u gimnaziji i autor četiri knjige o prošlosti Goražda.",
                    "Rođen je 1941. u Kopačima. Nakon studija u Sarajevu vratio se u rodni kraj i u gimnaziji predavao punih 36 godina. Generacije učenika pamte ga po ekskurzijama na kojima je na svakom kamenu pored Drine znao ispričati priču.",
                    "Njegova knjiga „Goražde na starim razglednicama“ iz 2004. godine i danas je najtraženiji naslov u gradskoj biblioteci. Posljednju, o drvenim mostovima na Drini, završio je prošlog proljeća.",
                    "Dženaza će biti klanjana u utorak u 13 sati u Gradskoj džamiji, a ukop je na mezarju Bare.",
                ],
                "news-obituary-of-one-person",
                byline="[[autor|Amra Hodžić]]",
                cat="Goražde",
            )
        )
        add(
            story(
                "pijaca",
                "/vijesti/na-pijaci-poskupio-krompir",
                "Na gradskoj pijaci poskupio krompir, jaja pojeftinila",
                "2026-11-30",
                None,
                "",
                ["Lejla Begović"],
                [
                    "Kilogram krompira na goraždanskoj pijaci ove sedmice košta 1,60 KM, trideset feninga više nego prije mjesec dana. Prodavači kažu da je domaćeg roda ove godine bilo malo zbog suše u julu.",
                    "Jaja su, s druge strane, pojeftinila: tabla od trideset komada prodaje se za 9 KM. Mlijeko i sir drže istu cijenu kao u oktobru.",
                    "„Ljudi kupuju manje nego ranije, uzmu kilo-dva i idu“, kaže Fadila Hurić, koja na pijaci prodaje povrće iz Vranpotoka.",
                ],
                "date-only-in-byline-text-no-metadata",
                byline_text="Piše: [[/autor/lejla-begovic|Lejla Begović]] | 30. 11. 2026.",
                cat="Goražde",
                bare=True,
            )
        )
        add(
            page(
                "apoteke",
                "/dezurne-apoteke",
                "schedule",
                "Dežurne apoteke u decembru",
                "pharmacy-rota-with-prose",
                [
                    "Noćna dežurstva apoteka u Goraždu traju od 20 do 7 sati narednog dana. Nedjeljom i praznicima dežurna apoteka radi cijeli dan. Raspored je utvrdio Dom zdravlja i može se promijeniti bez najave.",
                    'RAW:<table class="rota"><thead><tr><th>Datum</th><th>Apoteka</th><th>Adresa</th></tr></thead><tbody><tr><td>1–3. 12.</td><td>Apoteka Centar</td><td>Titova 12</td></tr><tr><td>4–6. 12.</td><td>Apoteka Drina</td><td>Mravinjac bb</td></tr><tr><td>7–9. 12.</td><td>Apoteka Zdravlje</td><td>Panorama 3</td></tr><tr><td>10–12. 12.</td><td>Apoteka Centar</td><td>Titova 12</td></tr><tr><td>13–15. 12.</td><td>Apoteka Vitkovići</td><td>Vitkovići bb</td></tr></tbody></table>',
                    "Za hitne slučajeve u ruralnim područjima pozovite Službu hitne pomoći na 124.",
                ],
            )
        )
        add(
            page(
                "uslovi",
                "/uslovi-koristenja",
                "policy",
                "Uslovi korištenja i pravila komentarisanja",
                "terms-with-updated-date",
                [
                    "Posljednja izmjena: 14. april 2026.",
                    "Korištenjem portala glaspodrinja.test prihvatate ove uslove. Ako se s njima ne slažete, molimo vas da ne koristite portal.",
                    "## Autorska prava",
                    "Svi tekstovi, fotografije i video zapisi objavljeni na portalu vlasništvo su Glasa Podrinja ili su objavljeni uz dozvolu autora. Preuzimanje je dozvoljeno samo uz navođenje izvora i link na originalni tekst, i to najviše do trećine teksta.",
                    "## Komentari",
                    "Komentari se objavljuju nakon moderacije. Nećemo objaviti komentare koji sadrže govor mržnje, prijetnje, uvrede na nacionalnoj ili vjerskoj osnovi, lične podatke drugih osoba ili reklame. Komentari koji se ne odnose na temu teksta bit će izbrisani.",
                    "Redakcija ne odgovara za sadržaj komentara, ali zadržava pravo da ih ukloni i da korisnicima koji više puta prekrše pravila trajno zabrani komentarisanje.",
                    "## Odgovornost",
                    "Trudimo se da informacije budu tačne i ažurne, ali ne garantujemo potpunost podataka poput rasporeda dežurnih apoteka ili vremenske prognoze. Za tačnost tih podataka odgovorni su njihovi izvori.",
                    "## Privatnost",
                    "Podaci o posjetiocima prikupljaju se u skladu sa Zakonom o zaštiti ličnih podataka. Kolačići se koriste za analitiku i pamćenje postavki. Više informacija dostupno je na upit na adresi redakcija@glaspodrinja.test.",
                ],
            )
        )
        add(
            page(
                "vrijeme",
                "/vrijeme",
                "weather",
                "Vremenska prognoza za Podrinje",
                "weather",
                [
                    'RAW:<div class="forecast"><div class="day"><strong>Srijeda</strong><span>-3 / 4 °C</span><span>sunčano, jutarnja magla</span></div><div class="day"><strong>Četvrtak</strong><span>-1 / 6 °C</span><span>oblačno</span></div><div class="day"><strong>Petak</strong><span>1 / 7 °C</span><span>slaba kiša</span></div><div class="day"><strong>Subota</strong><span>-2 / 3 °C</span><span>snijeg na planinama</span></div></div>',
                    "Podaci: Federalni hidrometeorološki zavod. Prognoza se osvježava svaka tri sata.",
                ],
            )
        )
        add(
            page(
                "marketing",
                "/marketing",
                "advertise",
                "Oglašavanje na portalu",
                "advertise-rates",
                [
                    "Glas Podrinja mjesečno posjeti više od 120.000 čitalaca iz Goražda, Foče, Višegrada i dijaspore.",
                    'RAW:<table class="rates"><tr><th>Pozicija</th><th>Cijena (sedmica)</th></tr><tr><td>Baner u zaglavlju 970×250</td><td>250 KM</td></tr><tr><td>Baner u bočnoj traci 300×600</td><td>150 KM</td></tr><tr><td>PR članak</td><td>200 KM</td></tr><tr><td>Čitulja</td><td>20 KM</td></tr></table>',
                    "Za ponudu pišite na marketing@glaspodrinja.test ili nazovite 038 555 210.",
                ],
            )
        )
        add(
            page(
                "impressum",
                "/impressum",
                "about",
                "Impressum",
                "impressum-staff",
                [
                    "Glas Podrinja je nezavisni informativni portal sa sjedištem u Goraždu, upisan u registar medija pod brojem 07-112/19.",
                    "- Glavna urednica: Amra Hodžić",
                    "- Novinari: Senad Mehmedović, Mirza Šehić, Lejla Begović",
                    "- Fotoreporter: Tarik Alić",
                    "- Izdavač: Podrinje Media d.o.o., Titova 5, 73000 Goražde",
                ],
            )
        )

    # templates
    def seomatic(self, doc: Doc) -> str:
        if doc.extra.get("bare"):
            return '<meta name="referrer" content="no-referrer-when-downgrade">'
        url = self.url(doc.key)
        og = doc.extra.get("og_type", "article" if doc.is_article else "website")
        node: dict[str, object] = {
            "@type": doc.extra.get("ld_type", "NewsArticle" if doc.is_article else "WebPage"),
            "@id": url + "#identity",
            "name": doc.title,
            "url": url,
        }
        metas = [
            '<meta name="generator" content="SEOmatic">',
            f'<meta property="og:type" content="{og}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:url" content="{esc(url)}">',
            '<meta property="og:site_name" content="Glas Podrinja">',
            f'<link href="{esc(url)}" rel="canonical">',
        ]
        if doc.is_article and og == "article":
            metas.append(f'<meta property="article:published_time" content="{doc.iso}">')
            if doc.extra.get("updated_iso"):
                metas.append(f'<meta property="article:modified_time" content="{doc.extra["updated_iso"]}">')
        if node["@type"] == "NewsArticle":
            node["datePublished"] = doc.iso
            node["author"] = [{"@type": "Person", "name": a} for a in doc.authors] or {
                "@type": "Organization",
                "name": "Glas Podrinja",
            }
        graph = {
            "@context": "http://schema.org",
            "@graph": [node, {"@type": "Organization", "@id": self.origin + "/#creator", "name": "Glas Podrinja"}],
        }
        metas.append(f'<script type="application/ld+json">{json.dumps(graph, ensure_ascii=False)}</script>')
        return "\n".join(metas)

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f'<li class="nav-main__item">{self.a(k, t, "chrome:nav")}</li>'
            for k, t in (
                ("vijesti", "Vijesti"),
                ("/kategorija/goradze", "Goražde"),
                ("/kategorija/region", "Region"),
                ("/kategorija/kolumne", "Kolumne"),
                ("apoteke", "Dežurne apoteke"),
                ("vrijeme", "Vrijeme"),
            )
        )
        csrf = "".join("0123456789abcdefABCDEF_-"[(i * 11 + len(doc.path)) % 24] for i in range(48))
        side = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'chrome:rail')}</li>" for k in ("led", "most", "kolumna", "skole")
        )
        return f"""<!DOCTYPE html>
<html lang="bs-BA" class="no-js">
<head>
<meta charset="utf-8">
<title>{esc(doc.title)} | Glas Podrinja</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
{self.seomatic(doc)}
<link rel="stylesheet" href="/dist/css/app.3f9c2e.css">
<style>/*PAD*/</style>
</head>
<body class="template-{doc.kind}" data-entry-id="{zlib.crc32(doc.path.encode()) % 90000 + 1000}">
<header class="site-header"><div class="container">{self.a("home", "Glas Podrinja", "chrome:header", 'class="site-logo"', '<img src="/uploads/site/logo-glas-podrinja.svg" alt="Glas Podrinja" width="220" height="48">')}
<form class="site-search" action="/pretraga" method="get"><input type="search" name="q" aria-label="Pretraga"><button>Traži</button></form></div>
<nav class="nav-main"><ul>{nav}</ul></nav></header>
<div class="container layout">
<main class="layout__main">
{main}
</main>
<aside class="sidebar"><h2 class="sidebar__title">Najčitanije</h2><ol>{side}</ol>
<p class="sidebar__search">Često tražimo: {self.a("pretraga", "pijaca", "chrome:rail")}</p></aside>
</div>
<footer class="site-footer"><div class="container">
<form method="post" accept-charset="UTF-8" class="newsletter"><input type="hidden" name="CRAFT_CSRF_TOKEN" value="{csrf}"><input type="hidden" name="action" value="campaign/forms/subscribe"><label>Newsletter</label><input type="email" name="email"><button type="submit">Prijavi se</button></form>
<ul class="site-footer__links"><li>{self.a("impressum", "Impressum", "chrome:footer")}</li><li>{self.a("marketing", "Marketing", "chrome:footer")}</li><li>{self.a("uslovi", "Uslovi korištenja", "chrome:footer")}</li><li>{self.a("/rss", "RSS", "chrome:footer")}</li></ul>
<p>© 2026 Podrinje Media d.o.o. Sva prava zadržana.</p></div></footer>
<script src="/dist/js/app.8b1d40.js" defer></script>
</body>
</html>
"""

    def fig(self, alt: str, cap: str) -> str:
        n = zlib.crc32(alt.encode()) % 900 + 100
        return f'<figure class="entry__figure"><img src="/uploads/vijesti/_1200x675_crop_center-center_82_line/foto-{n}.jpg" srcset="/uploads/vijesti/_600x338_crop_center-center_82_line/foto-{n}.jpg 600w" alt="{esc(alt)}"><figcaption>{esc(cap)}</figcaption></figure>'

    def story_main(self, doc: Doc) -> str:
        if doc.extra.get("byline_text"):
            meta = f'<p class="entry__meta">{self.inline(doc.extra["byline_text"], "byline")}</p>'
        else:
            meta = f'<p class="entry__meta"><span class="entry__author">{self.inline(doc.byline, "byline")}</span> <time datetime="{doc.iso}">{esc(doc.stamp)}</time>'
            if doc.extra.get("updated"):
                meta += f' <span class="entry__updated">Ažurirano: {esc(doc.extra["updated"])}</span>'
            meta += "</p>"
        tags = "".join(self.a(t, "#most", "tags", 'class="tag"') for t in doc.extra.get("tags", []))
        related = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'chrome:related')}</li>"
            for k in ("most", "skole", "galerija", "led")
            if k != doc.key
        )
        return f"""<article class="entry entry--{doc.shape}">
<p class="entry__category">{esc(doc.extra.get("cat", ""))}</p>
<h1 class="entry__title">{esc(doc.title)}</h1>
{meta}
<div class="entry__body">
{self.blocks(doc, fig=self.fig)}
</div>
<div class="entry__tags">{tags}</div>
<div class="share"><a href="https://www.facebook.com/sharer/sharer.php?u={esc(self.url(doc.key))}">Podijeli</a></div>
</article>
<section class="related"><h2>Pročitajte još</h2><ul>{related}</ul></section>"""

    def card(self, key: str) -> str:
        d = self.docs[key]
        date = d.stamp.split(" u ")[0] if d.stamp else ""
        return f'<div class="card"><h3 class="card__title">{self.a(key, d.title, "content")}</h3><p class="card__date">{esc(date)}</p><p class="card__excerpt">{esc(self.lede(d))}</p></div>'

    def listing_main(self, doc: Doc) -> str:
        cards = "".join(self.card(k) for k in doc.extra["list"])
        cards += "".join(
            f'<div class="card card--archive"><h3 class="card__title">{self.a(p, p.rsplit("/", 1)[-1].replace("-", " ").capitalize(), "content")}</h3></div>'
            for p in doc.extra.get("old", [])
        )
        pag, nxt, prv = "", 'rel="next"', 'rel="prev"'
        if doc.extra.get("more"):
            pag = f'<nav class="pagination"><span class="current">1</span>{self.a(doc.extra["more"], "2", "content")}{self.a(doc.extra["more"], "Sljedeća »", "content", nxt)}</nav>'
        if doc.extra.get("prev"):
            pag = f'<nav class="pagination">{self.a(doc.extra["prev"], "« Prethodna", "content", prv)}{self.a(doc.extra["prev"], "1", "content")}<span class="current">2</span></nav>'
        bio = f'<p class="author-bio">{esc(doc.extra["bio"])}</p>' if doc.extra.get("bio") else ""
        if doc.key == "home":
            return f'<h1 class="visually-hidden">Glas Podrinja – vijesti iz Goražda i Podrinja</h1><section class="home-grid">{cards}</section><p>{self.a("vijesti", "Sve vijesti", "content")} · {self.a("kolumna", "Kolumna nedjelje", "content")}</p>'
        return f'<h1 class="page-title">{esc(doc.title)}</h1>{bio}<section class="card-list">{cards}</section>{pag}'

    def service_main(self, doc: Doc) -> str:
        return f'<article class="page"><h1 class="page-title">{esc(doc.title)}</h1><div class="page__body">{self.blocks(doc)}</div></article>'
