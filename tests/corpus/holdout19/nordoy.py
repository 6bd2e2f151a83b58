# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines in their own scripts)
"""Norðoyggja Tíðindi: a Faroese local paper on ProcessWire (custom template markup, `/uudised/slug/`,
`/uudised/page2/`, `/leita/?q=`), no og and no JSON-LD on most pages; one story carries a lying
`og:type=website`. Dates of the stories are only in the Faroese byline text."""

from __future__ import annotations

from common import Base, page, story
from sitekit import Doc, css_rules, esc


class Nordoy(Base):
    origin = "https://www.nordoyggjatidindi.test"
    name = "Norðoyggja Tíðindi"
    prefix = "no"
    language = "fo"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "no", ["#pw-wrap", ".masthead", ".tidindi-item", ".item-body", ".sidebar", ".pw-footer", ".uppgerd"], 240
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "Norðoyggja Tíðindi",
                "pw-home",
                list=["havn", "ferja", "samrad", "hugleiding", "myndir", "stutt", "skip"],
                more="uudised2",
            )
        )
        add(
            page(
                "uudised",
                "/uudised/",
                "section",
                "Tíðindi",
                "pw-section",
                list=["havn", "ferja", "samrad", "myndir", "stutt"],
                more="uudised2",
            )
        )
        add(
            page(
                "uudised2",
                "/uudised/page2/",
                "section",
                "Tíðindi – síða 2",
                "pw-section-page2",
                list=["skip", "hugleiding"],
                prev="uudised",
            )
        )
        add(page("tag", "/tags/fiskivinna/", "tag", "Evni: fiskivinna", "pw-tag", list=["havn", "samrad", "skip"]))
        add(page("leita", "/leita/?q=ferja", "search", "Leitiúrslit: ferja", "pw-search", list=["ferja", "stutt"]))
        add(
            story(
                "havn",
                "/uudised/nyggj-bryggja-i-klaksvik/",
                "Nýggj bryggja í Klaksvík verður liðug í summar",
                "2026-12-01",
                None,
                "Skrivað 1. desember 2026",
                ["Jógvan Hansen", "Sigrid Joensen"],
                [
                    "Kommunan hevur í gjár undirskrivað sáttmála við byggifyritøkuna Norðurbygg um at gera nýggja bryggju á eystara síðu av havnini. Arbeiðið byrjar í januar og skal vera liðugt áðrenn ólavsøku.",
                    "Bryggjan verður 140 metrar long og fær pláss fyri tveimum stórum nótaskipum samstundis. Kostnaðurin er mettur til 38 milliónir krónur, og landið rindar ein triðing.",
                    "## Skipini bíða ofta",
                    "Borgarstjórin, Rannvá Olsen, sigur at skipini í dag ofta mugu bíða úti á fjørðinum, tí eingin bryggja er leys. „Hetta er ein íløga, sum vit hava tosað um í tíggju ár,“ sigur hon.",
                    "Reiðaríini hava í fleiri ár biðið um betri umstøður. Tá ið veiðan er stór í februar og mars, liggja upp til seks skip og bíða eftir at landa.",
                    "Meðan arbeiðið fer fram, verður gongubreytin við havnina stongd. Kommunan lovar at seta skelti upp og at hava eina fyribils leið um handilsgøtuna.",
                ],
                "two-authors-og-date-in-byline-only",
                section="Tíðindi",
                byline="Jógvan Hansen og Sigrid Joensen",
            )
        )
        add(
            story(
                "ferja",
                "/uudised/ferjan-ikki-sigld-i-dag/",
                "Ferjan sigldi ikki í morgun",
                "2026-12-02",
                None,
                "2. desember 2026",
                [],
                [
                    "Ferjan millum Klaksvík og Syðradal sigldi ikki morgunferðirnar í dag vegna hvassan vind úr norðvestri. Strandferðslan væntar at byrja aftur klokkan 14.",
                    "SIGN: Kelda: Norðurlendska Tíðindastovan",
                ],
                "brief-agency-credit-no-author",
                section="Tíðindi",
                byline="NT",
            )
        )
        add(
            story(
                "samrad",
                "/uudised/samrad-um-fiskivinnu/",
                "„Vit mugu hugsa um ungdómin“ – samrøða við skipara",
                "2026-11-30",
                None,
                "Skrivað 30. november 2026",
                ["Beinta Poulsen"],
                [
                    "Óli Jacobsen hevur verið skipari á línuskipinum Norðlýsið í 22 ár. Vit tosaðu við hann um nýggju reglurnar fyri fiskidagar.",
                    "Q: Hvat merkja nýggju reglurnar fyri tykkum? || Vit fáa færri dagar á Føroya banka, men fleiri norðanfyri. Tað merkir longri túrar og meiri tíð burtur frá familjuni.",
                    "Q: Eru ungir menn til at fáa umborð? || Tað er trupult. Teir ungu vilja hava fasta frítíð, og tað skilji eg væl. Vit royna nú við tveimum manningum, sum skiftast.",
                    "Q: Hvat vilt tú siga við politikkarnar? || At teir skulu koma umborð ein túr. Tá síggja teir, hvussu arbeiðið veruliga er.",
                    "Q: Fert tú at halda fram? || Eitt ár enn, kanska tvey. So fær sonur mín skipið.",
                ],
                "interview-qa",
                section="Tíðindi",
                byline="Beinta Poulsen",
            )
        )
        add(
            story(
                "hugleiding",
                "/uudised/hugleiding-um-vegin-til-vidareidis/",
                "Vegurin til Viðareiðis kann ikki bíða longur",
                "2026-11-27",
                None,
                "27. november 2026",
                ["Hans Pauli Mikkelsen"],
                [
                    "Hvønn morgun koyra umleið 300 fólk eftir vegnum millum Hvannasund og Viðareiði. Vegurin er smalur, bratt stendur upp á báðar síður, og um veturin fella steinar oftari enn nakar vil minnast.",
                    "Í fjør varð vegurin stongdur 19 ferðir. Hvør ferð merkir, at børn ikki koma í skúla, at sjúkir ikki koma til lækna og at arbeiðsfólk mugu vera heima.",
                    "Landsverk hevur gjørt tríggjar kanningar av einum tunli. Allar tríggjar siga tað sama: tunnilin er bæði tøkniliga og fíggjarliga gjørligur. Tó er verkætlanin enn ikki við á fíggjarlógini.",
                    "Eg skilji, at tað eru nógvir tunlar, ið bíða. Men tað er ikki rætt, at ein bygd við so nógvum fólki skal liva við slíkum vanda ár eftir ár, meðan aðrar verkætlanir verða skotnar fram.",
                    "Tað snýr seg ikki bara um ein veg. Tað snýr seg um, hvørt ung pør tora at seta búgv á Viðareiði. Tað snýr seg um, hvørt bygdin hevur eina framtíð.",
                    "Eg heiti tí á landsstýrið um at seta tunnilin á fíggjarlógina fyri 2028, og á løgtingslimir úr Norðoyggjum um at standa saman um málið.",
                    "SIGN: Hans Pauli Mikkelsen er lærari og býr á Viðareiði.",
                ],
                "opinion-signed-at-end",
                section="Hugleiðingar",
                byline="",
            )
        )
        add(
            story(
                "myndir",
                "/uudised/myndir-jolaljosini-tendrad/",
                "MYNDIR: Jólaljósini tendrað á torginum",
                "2026-11-29",
                None,
                "29. november 2026 · Myndir: Rúni Davidsen",
                ["Rúni Davidsen"],
                [
                    "FIG: Børn við jólatræið | Nógv børn vóru á torginum, tá ið ljósini vórðu tendrað.",
                    "Hundraðtals fólk savnaðust á torginum í Klaksvík sunnukvøldið, tá ið jólaljósini vórðu tendrað.",
                    "FIG: Kórið syngur | Kórið Tórshavnar Ungdóm sang fýra jólasangir.",
                ],
                "photo-story-little-text",
                section="Tíðindi",
                byline="Myndir: Rúni Davidsen",
            )
        )
        add(
            story(
                "stutt",
                "/uudised/vatnid-slatt-fra-i-gotugjogv/",
                "Vatnið slatt frá í Gøtugjógv",
                "2026-12-02",
                None,
                "2. desember 2026",
                [],
                [
                    "Vatnið verður slatt frá í Gøtugjógv í morgin millum klokkan 9 og 13, meðan ein leiðing verður umvæld. Kommunan mælir fólki til at fylla nakrar flöskur frammanundan.",
                ],
                "brief-no-credit",
                section="Tíðindi",
                byline="",
            )
        )
        add(
            story(
                "skip",
                "/uudised/nytt-skip-til-hvalbiar/",
                "Nýtt skip keypt til Hvalbiar",
                "2026-11-26",
                None,
                "Skrivað 26. november 2026",
                ["Marjun Dam"],
                [
                    "Reiðaríið Hvalbiar Skipafelag hevur keypt eitt brúkt nótaskip úr Noregi. Skipið, sum er 68 metrar langt, kemur til Føroya í februar og fær navnið Suðringur.",
                    "Stjórin, Finnbogi Lamhauge, sigur at keypið ger tað møguligt at økja manningina við átta fólkum. „Vit hava longu fingið fleiri umsóknir enn vit hava pláss fyri,“ sigur hann.",
                    "Gamla skipið verður selt til eitt reiðarí í Íslandi. Keypsprísurin er ikki almannakunngjørdur.",
                    "Skipið verður fyrst umbygt í Skála, har tað fær nýggja nótablokk og nýtt kølirúm.",
                ],
                "lying-og-website",
                section="Tíðindi",
                byline="Marjun Dam",
                og_website=True,
            )
        )
        add(
            page(
                "ferjutalva",
                "/ferdasla/ferjutalva/",
                "schedule",
                "Ferðaætlan: ferjan Klaksvík–Syðradalur",
                "pw-timetable",
                [
                    "Ferðaætlanin galdar frá 1. desember 2026 til 31. mars 2027. Um veðrið er ringt, kann Strandferðslan taka ferðir av. Fylg við á hesi síðu ella ring á 555 123.",
                    'RAW:<table class="ferdir"><tr><th>Fer úr Klaksvík</th><th>Fer úr Syðradali</th></tr><tr><td>06.40</td><td>07.05</td></tr><tr><td>09.20</td><td>09.45</td></tr><tr><td>14.00</td><td>14.25</td></tr><tr><td>17.30</td><td>17.55</td></tr></table>',
                    "Leygardag og sunnudag siglir ferjan bert klokkan 10.00 og 16.00. Jólaaftan og nýggjársaftan sigla tvær ferðir á morgni.",
                    "Bilar skulu vera á bryggjuni í seinasta lagi tíggju minuttir áðrenn farið verður.",
                ],
            )
        )
        add(
            page(
                "konsert",
                "/hendingar/jolakonsert-i-kirkjuni/",
                "events",
                "Jólakonsert í Christianskirkjuni",
                "pw-event",
                [
                    "Leygardagin 19. desember klokkan 20.00 · Christianskirkjan, Klaksvík · Atgongumerki 150 kr.",
                    "Klaksvíkar Sangkór og Norðoyggja Hornorkestur bjóða aftur í ár til jólakonsert í Christianskirkjuni. Á skránni eru bæði gamlir føroyskir jólasálmar og nýggj verk, sum eru skrivað til kórið.",
                    "Stjórnari er Guðrun Hammershaimb, og einsangari er sopranin Elin Nolsøe, sum býr í Keypmannahavn og kemur heim til konsertina. Í fjør vóru meira enn 400 fólk til konsertina, og kirkjan var full.",
                    "Atgongumerki fáast í bókahandlinum og við durnar. Børn undir 12 ár sleppa ókeypis inn.",
                ],
            )
        )
        add(
            page(
                "starv",
                "/starv/bladstjori/",
                "jobs",
                "Starv: Blaðstjóri til Norðoyggja Tíðindi",
                "pw-job",
                [
                    "Norðoyggja Tíðindi søkir ein blaðstjóra í fulla tíð frá 1. mars 2027.",
                    "Blaðstjórin hevur ábyrgd av dagliga rakstrinum av blaðnum og heimasíðuni og leiðir ein skrivstovu við fimm journalistum.",
                    "- Útbúgving sum journalistur ella líknandi",
                    "- Góð tøk á føroyskum máli, skrivliga og munnliga",
                    "- Royndir við leiðslu",
                    "Umsóknarfreist er 8. januar 2027. Umsóknir verða sendar til nevndarformannin, Tórður Petersen.",
                ],
            )
        )
        add(
            page(
                "rietting",
                "/rietting/",
                "correction",
                "Rættingar",
                "pw-corrections",
                [
                    "Her savna vit rættingar til greinir, sum hava staðið á síðuni.",
                    "28. november 2026: Í greinini um nýggja skipið til Hvalbiar stóð, at skipið var 86 metrar langt. Tað rætta er 68 metrar.",
                    "21. november 2026: Í greinini um kommunufíggjarætlanina var navnið á fíggjarnevndarformanninum skeivt. Hann eitur Jens Kristian Hansen.",
                    "Hevur tú funnið ein feil? Skriva til ritstjorn@nordoyggjatidindi.test.",
                ],
            )
        )
        add(
            page(
                "privat",
                "/um-okkum/privatlivspolitikkur/",
                "policy",
                "Privatlívspolitikkur",
                "pw-policy",
                [
                    "Dagført 4. februar 2026",
                    "Norðoyggja Tíðindi goymir bert tær upplýsingar, sum eru neyðugar fyri at veita okkara tænastur. Tá ið tú teknar haldarí, goyma vit navn, bústað og teldupost.",
                    "Heimasíðan brúkar smákøkur til at telja vitjanir. Vit selja ikki upplýsingar til triðja part.",
                    "Tú hevur rætt til at fáa innlit í tær upplýsingar, sum vit hava um teg, og at biðja um at fáa tær strikaðar.",
                    "Spurningar kunnu sendast til ábyrgdarhavaran, Tórður Petersen.",
                ],
            )
        )
        self.story_order = ["havn", "ferja", "samrad", "hugleiding", "myndir", "stutt", "skip"]

    def nav(self) -> str:
        items = [
            ("home", "Forsíða"),
            ("uudised", "Tíðindi"),
            ("ferjutalva", "Ferðaætlan"),
            ("konsert", "Hendingar"),
            ("starv", "Starv"),
        ]
        return '<ul class="nav">' + "".join(f"<li>{self.a(k, t, 'chrome:nav')}</li>" for k, t in items) + "</ul>"

    def frame(self, doc: Doc, main: str) -> str:
        og = (
            '<meta property="og:type" content="website">\n<meta property="og:title" content="' + esc(doc.title) + '">'
            if doc.extra.get("og_website")
            else ""
        )
        side = "".join(f"<li>{self.a(k, self.docs[k].title, 'chrome:rail')}</li>" for k in self.story_order[:4])
        return f"""<!DOCTYPE html>
<html lang="fo">
<head>
<meta charset="utf-8">
<title>{esc(doc.title)} | Norðoyggja Tíðindi</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
{og}
<link rel="stylesheet" href="/site/templates/styles/main.css">
<style>/*PAD*/</style>
</head>
<body class="template-{esc(doc.shape)}">
<div id="pw-wrap">
<header class="masthead">{self.a("home", "Norðoyggja Tíðindi", "chrome:header", 'class="logo"')}
<form action="/leita/" method="get"><input name="q" placeholder="Leita"></form>
{self.nav()}</header>
<div class="row">
<main id="content">
{main}
</main>
<aside class="sidebar"><h3>Mest lisið</h3><ul>{side}</ul>
<p>{self.a("leita", "Leita: ferja", "chrome:rail")}</p></aside>
</div>
<footer class="pw-footer"><p>Norðoyggja Tíðindi · Ósvegur 4 · 700 Klaksvík</p>
<p>{self.a("privat", "Privatlívspolitikkur", "chrome:footer")} · {self.a("rietting", "Rættingar", "chrome:footer")} · {self.a("tag", "Fiskivinna", "chrome:footer")} · <a href="/rss/">RSS</a></p>
<p class="pw">Powered by ProcessWire CMS</p></footer>
</div>
</body>
</html>
"""

    def story_main(self, doc: Doc) -> str:
        by = f'<p class="uppgerd">{esc(doc.byline)}{" · " if doc.byline else ""}{esc(doc.stamp)}</p>'
        return f"""<article class="tidindi-item">
<p class="crumbs">{self.a("home", "Forsíða", "chrome:breadcrumb")} / {self.a("uudised", "Tíðindi", "chrome:breadcrumb")}</p>
<h1>{esc(doc.title)}</h1>
{by}
<div class="item-body">
{self.blocks(doc)}
</div>
<p class="evni">Evni: {self.a("tag", "fiskivinna", "tags")}</p>
</article>"""

    def listing_main(self, doc: Doc) -> str:
        items = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            items.append(
                f'<div class="tidindi-teaser"><h2>{self.a(k, d.title, "content")}</h2><p class="uppgerd">{esc(d.stamp)}</p><p>{esc(self.lede(d))}</p></div>'
            )
        pager = ""
        if doc.extra.get("more"):
            pager = f'<p class="pager">{self.a(doc.extra["more"], "Eldri tíðindi »", "content")}</p>'
        if doc.extra.get("prev"):
            pager = f'<p class="pager">{self.a(doc.extra["prev"], "« Nýggjari tíðindi", "content")}</p>'
        return f"<h1>{esc(doc.title)}</h1>\n" + "\n".join(items) + pager

    def service_main(self, doc: Doc) -> str:
        return f'<div class="side-page"><h1>{esc(doc.title)}</h1>\n{self.blocks(doc)}</div>'
