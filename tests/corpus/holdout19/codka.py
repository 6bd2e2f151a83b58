# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines in their own scripts)
"""Codka Toddobaadka: a Somali weekly on Textpattern 4 (`/article/123/slug`, section pages `/wararka/`,
`/aragti/`, `?pg=2`, `/category/<name>/`, `/author/<name>/`, `/?q=` search, `txp-` classes). Served as UTF-8
(the HTTP header says `charset=utf-8`) but every page declares a wrong `<meta charset="iso-8859-1">`. No og;
the news section front carries a lying `NewsArticle` JSON-LD. Dates only as Somali text."""

from __future__ import annotations

import json

from common import Base, page, story
from sitekit import Doc, css_rules, esc


class Codka(Base):
    origin = "https://codkatoddobaadka.test"
    name = "Codka Toddobaadka"
    prefix = "ct"
    language = "so"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "ct", ["#wrapper", "#head", ".txp-article", ".txp-list", "#sidebar", "#foot", ".article-meta"], 240
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "Codka Toddobaadka",
                "txp-default-section",
                list=["dekedda", "roob", "wareysi", "aragti", "sawirro", "war-gaaban"],
                more="wararka2",
            )
        )
        add(
            page(
                "wararka",
                "/wararka/",
                "section",
                "Wararka",
                "txp-section-lying-newsarticle",
                list=["dekedda", "roob", "war-gaaban", "biyo", "sawirro"],
                more="wararka2",
                lying_ld=True,
            )
        )
        add(
            page(
                "wararka2",
                "/wararka/?pg=2",
                "section",
                "Wararka – bogga 2",
                "txp-section-page2",
                list=["iskuul", "aragti", "wareysi"],
                prev="wararka",
            )
        )
        add(
            page(
                "category",
                "/category/dhaqaale/",
                "tag",
                "Qaybta: Dhaqaale",
                "txp-category",
                list=["dekedda", "iskuul", "biyo"],
            )
        )
        add(
            page(
                "author",
                "/author/Hodan+Cali/",
                "author",
                "Qoraaga: Hodan Cali",
                "txp-author-list",
                list=["dekedda", "iskuul"],
            )
        )
        add(page("search", "/?q=roob", "search", "Raadinta: roob", "txp-search-results", list=["roob", "biyo"]))
        add(
            story(
                "dekedda",
                "/article/412/dekedda-berbera-oo-la-ballaariyay",
                "Dekedda Berbera oo lagu daray laba meelood oo markab xiran karo",
                "2026-11-26",
                None,
                "Khamiis, 26 Nofeembar 2026",
                ["Hodan Cali", "Maxamed Jaamac"],
                [
                    "Maamulka dekedda Berbera ayaa toddobaadkan furay laba meelood oo cusub oo ay maraakiibta waaweyni ku xiran karaan. Mashruuca ayaa socday muddo siddeed iyo toban bilood ah.",
                    "Agaasimaha dekedda, Cabdiraxmaan Faarax, ayaa sheegay in awoodda dekeddu ay hadda kordhay 40 boqolkiiba. “Maraakiibtu hadda ma sugi doonaan toddobaad badhkii,” ayuu yiri.",
                    "## Ganacsatada",
                    "Ganacsatada magaalada ayaa soo dhaweeyay tallaabada, balse waxay ka cabanayaan canshuuraha oo kordhay. Ururka ganacsatada ayaa sheegay inay la hadli doonaan wasaaradda bisha soo socota.",
                    "Dekedda ayaa sanadkii hore maamushay in ka badan 300 markab.",
                ],
                "two-authors-iyo-date-text-only",
                section="Wararka",
                byline="Hodan Cali iyo Maxamed Jaamac",
            )
        )
        add(
            story(
                "roob",
                "/article/415/roob-culus-oo-ka-da-ay-burco",
                "Roob culus oo ka da’ay Burco",
                "2026-12-01",
                None,
                "Talaado, 1 Diseembar 2026",
                [],
                [
                    "Roob culus oo habeenkii Isniinta ka da’ay magaalada Burco ayaa sababay in biyo ay galaan ku dhawaad konton guri oo ku yaal xaafadda Koosaar. Cid ku dhimatay lama soo sheegin.",
                    "SIGN: Ilo: Wakaaladda Wararka Geeska (WWG)",
                ],
                "brief-agency-credit-no-author",
                section="Wararka",
                byline="WWG",
            )
        )
        add(
            story(
                "wareysi",
                "/article/409/wareysi-kalluumeysato",
                "“Badda ayaa na quudisa” – wareysi kalluumeysato",
                "2026-11-19",
                None,
                "Khamiis, 19 Nofeembar 2026",
                ["Sahra Yuusuf"],
                [
                    "Axmed Ismaaciil waa kalluumeyste ka shaqeeya xeebta Saylac muddo labaatan sano ah. Waxaan kala hadalnay xaaladda kalluumeysiga.",
                    "Q: Sidee buu isu beddelay kalluumeysigu? || Kalluunka xeebta u dhow wuu yaraaday. Hadda waxaan u baxnaa meel ka fog, shidaalkuna waa qaali.",
                    "Q: Maxaa idin ka caawin lahaa? || Qaboojiye weyn oo magaalada ku yaal. Hadda kalluunka badhkiis ayaa xumaada ka hor inta aan la iibin.",
                    "Q: Dhallinyaradu ma ku soo biiraan shaqadan? || Qaar baa yimaada, laakiin intooda badan waxay u guuraan magaalooyinka waaweyn.",
                    "Q: Maxaad u rajaynaysaa sannadka soo socda? || Inaan doon cusub iibsado, haddii Ilaah idmo.",
                ],
                "interview-qa",
                section="Dhaqan",
                byline="Sahra Yuusuf",
            )
        )
        add(
            story(
                "aragti",
                "/article/411/aragti-waxbarashada-gabdhaha",
                "Waxbarashada gabdhaha miyaan ku qanacnaa?",
                "2026-11-20",
                None,
                "Jimce, 20 Nofeembar 2026",
                ["Faadumo Warsame"],
                [
                    "Tobankii sano ee la soo dhaafay, tirada gabdhaha dhigta dugsiyada hoose aad bay u kordhay. Taasi waa guul. Laakiin marka aan eegno dugsiyada sare, sawirku wuu isbeddelaa.",
                    "Gobollada qaarkood, saddexdii gabdhood ee dugsiga hoose dhammeeya, mid keliya ayaa gaarta fasalka afraad ee dugsiga sare. Sababaha waa la yaqaan: guur hore, shaqada guriga, iyo masaafada dugsiyada.",
                    "Waxaan arkay tuulooyin ay gabdhuhu maalin kasta lugeeyaan toban kiiloomitir. Cid kasta oo waalid ah ayaa ka walwasha amniga gabadhiisa jidka dheer.",
                    "Xalku ma aha mid adag. Dugsiyo sare oo ku yaal tuulooyinka waaweyn, baabuurta dugsiga, iyo deeq waxbarasho oo loogu talagalay gabdhaha saboolka ah ayaa wax weyn beddeli kara.",
                    "Waxaan ugu baaqayaa wasaaradda waxbarashada inay miisaaniyadda sannadka cusub ku darto barnaamij gaar ah oo gabdhaha dugsiga sare lagu taageerayo.",
                    "SIGN: Faadumo Warsame waa macallimad ka shaqaysa Hargeysa. Aragtidan waxay ka turjumaysaa fikirkeeda gaarka ah.",
                ],
                "opinion-signed-at-end",
                section="Aragti",
                byline="",
            )
        )
        add(
            story(
                "sawirro",
                "/article/414/sawirro-suuqa-xoolaha",
                "Sawirro: Suuqa xoolaha Hargeysa ka hor ciidda",
                "2026-11-27",
                None,
                "Jimce, 27 Nofeembar 2026 — Sawirro: Cumar Xuseen",
                ["Cumar Xuseen"],
                [
                    "FIG: Ari iyo geel suuqa | Suuqa xoolaha waxaa yimid kumanaan neef.",
                    "Suuqa xoolaha ee Hargeysa ayaa toddobaadkan mashquul ahaa.",
                    "FIG: Ganacsato xoolo | Ganacsatada oo qiimaha ka gorgortamaysa.",
                ],
                "photo-story-little-text",
                section="Wararka",
                byline="",
            )
        )
        add(
            story(
                "war-gaaban",
                "/article/416/jidka-oo-la-xiray",
                "Jidka Hargeysa–Gabiley oo maalin la xiri doono",
                "2026-12-02",
                None,
                "Arbaco, 2 Diseembar 2026",
                [],
                [
                    "Jidka isku xira Hargeysa iyo Gabiley ayaa la xiri doonaa Sabtida laga bilaabo 6 subaxnimo ilaa 2 galabnimo si loo dayactiro buundada Arabsiyo.",
                ],
                "brief-no-credit",
                section="Wararka",
                byline="",
            )
        )
        add(
            story(
                "biyo",
                "/article/413/biyaha-ceelasha-cusub",
                "Saddex ceel oo cusub oo laga qoday Oodweyne",
                "2026-11-24",
                None,
                "Talaado, 24 Nofeembar 2026",
                ["Maxamed Jaamac"],
                [
                    "Hay’adda biyaha ee gobolka ayaa toddobaadkan dhammaysay qodista saddex ceel oo cusub oo ku yaal degmada Oodweyne. Ceelashu waxay biyo siin doonaan qiyaastii 12,000 oo qof.",
                    "Dadka deegaanka ayaa hore u socon jiray ilaa shan saacadood si ay biyo u helaan xilliga jiilaalka.",
                    "Mashruuca waxaa maalgeliyay qurbajoogta degmada iyo dowladda hoose.",
                ],
                "regular-story",
                section="Dhaqaale",
                byline="Maxamed Jaamac",
            )
        )
        add(
            story(
                "iskuul",
                "/article/410/iskuul-cusub-ceerigaabo",
                "Dugsi sare oo cusub oo laga furay Ceerigaabo",
                "2026-11-18",
                None,
                "Arbaco, 18 Nofeembar 2026",
                ["Hodan Cali"],
                [
                    "Dugsi sare oo cusub ayaa Ceerigaabo laga furay Talaadadii. Dugsigu wuxuu leeyahay siddeed fasal, shaybaar saynis iyo maktabad.",
                    "Maamulaha dugsiga, Xaliimo Cabdi, ayaa sheegay in 260 arday ay isdiiwaangeliyeen, kala badhkoodna ay yihiin gabdho.",
                    "Ardayda degaanka ayaa hore ugu safri jiray Burco si ay u dhigtaan dugsi sare.",
                ],
                "only-on-page2-category-author",
                section="Dhaqaale",
                byline="Hodan Cali",
            )
        )
        add(
            page(
                "sixid",
                "/sixitaano/",
                "correction",
                "Sixitaanno",
                "txp-corrections-page",
                [
                    "Bogganan waxaan ku qornaa khaladaadka aan ka galnay maqaallada iyo sixitaankooda.",
                    "26 Nofeembar 2026: Maqaalka dekedda Berbera waxaa ku qornaa in mashruucu socday 18 sano. Waxa saxda ah waa 18 bilood.",
                    "12 Nofeembar 2026: Magaca guddoomiyaha ururka ganacsatada si khaldan ayaa loo qoray. Magaciisu waa Yaasiin Nuur.",
                    "Haddii aad aragto khalad, noogu soo qor tifaftire@codkatoddobaadka.test.",
                ],
            )
        )
        add(
            page(
                "bandhig",
                "/dhacdooyin/bandhigga-buugaagta/",
                "events",
                "Bandhigga Buugaagta Hargeysa 2027",
                "txp-event",
                [
                    "15–20 Janaayo 2027 · Xarunta Dhaqanka Hargeysa · Gelitaanku waa bilaash",
                    "Bandhigga sannadlaha ah ee buugaagta ayaa markan soo bandhigi doona qorayaal ka kala yimid dalal kala duwan. Mawduuca sannadkan waa “Afka hooyo iyo mustaqbalka”.",
                    "Maalin kasta waxaa jiri doona doodo, akhris gabayo, iyo aqoon-is-weydaarsi carruurta loogu talagalay. Habeenka u dambeeya waxaa la bixin doonaa abaalmarinta qoraaga sanadka.",
                    "Qorayaasha doonaya inay buugaagtooda soo bandhigaan waa inay is diiwaangeliyaan ka hor 20 Diseembar.",
                ],
            )
        )
        add(
            page(
                "rukun",
                "/is-qor/",
                "product",
                "Ku biir: wargeyska daabacan",
                "txp-subscription-product",
                [
                    "FIG: Wargeyska daabacan | Nuqulka Khamiista ee wargeyska.",
                    "FIG: Baakadka sannadka | Baakadka rukummada sannadka oo leh jadwal.",
                    "- 3 bilood: $12",
                    "- 6 bilood: $22",
                    "- Sannad: $40 (jadwalka 2027 oo bilaash ah)",
                    "Wargeyska waxaa lagu keenayaa gurigaaga Khamiis kasta gudaha Hargeysa. Lacag-bixinta waxaa lagu samayn karaa Zaad ama Edahab.",
                ],
            )
        )
        add(
            page(
                "asturnaan",
                "/asturnaanta/",
                "policy",
                "Siyaasadda asturnaanta",
                "txp-policy",
                [
                    "La cusbooneysiiyay: 9 Maarso 2026",
                    "Codka Toddobaadka wuxuu kaydiyaa magacaaga iyo ciwaankaaga marka aad rukun noqoto oo keliya.",
                    "Faallooyinka waxaa la kaydiyaa magaca iyo iimaylka aad qorto; iimaylka lama daabaco.",
                    "Xogtaada lama iibiyo. Waxaad codsan kartaa in la tirtiro xogtaada adigoo noo soo qoraya.",
                ],
            )
        )
        self.order = ["dekedda", "roob", "wareysi", "aragti", "sawirro", "war-gaaban", "biyo", "iskuul"]

    def frame(self, doc: Doc, main: str) -> str:
        ld = ""
        if doc.extra.get("lying_ld"):
            data = {"@context": "https://schema.org", "@type": "NewsArticle", "headline": "Wararka", "datePublished": "2026-12-02T09:00:00+03:00",
                    "author": {"@type": "Organization", "name": self.name}, "publisher": {"@type": "Organization", "name": self.name}}  # fmt: skip
            ld = f'<script type="application/ld+json">{json.dumps(data, ensure_ascii=False)}</script>'
        nav = [
            ("home", "Hoyga"),
            ("wararka", "Wararka"),
            ("category", "Dhaqaale"),
            ("bandhig", "Dhacdooyin"),
            ("rukun", "Ku biir"),
        ]
        navh = "".join(f"<li>{self.a(k, t, 'chrome:nav')}</li>" for k, t in nav)
        recent = "".join(f"<li>{self.a(k, self.docs[k].title, 'chrome:rail')}</li>" for k in self.order[:5])
        return f"""<!DOCTYPE html>
<html lang="so">
<head>
<meta charset="iso-8859-1">
<meta name="generator" content="Textpattern CMS">
<title>{esc(doc.title)} | {esc(self.name)}</title>
<link rel="alternate" type="application/rss+xml" href="/rss/">
{ld}
<link rel="stylesheet" href="/css.php?n=default">
<style>/*PAD*/</style>
</head>
<body id="{esc(doc.kind)}-page">
<div id="wrapper">
<header id="head"><h1 class="site-name">{self.a("home", self.name, "chrome:header")}</h1><p class="slogan">Wargeys toddobaadle ah — Khamiis kasta</p>
<nav><ul class="section_list">{navh}</ul></nav></header>
<div id="body">
<main id="main">
{main}
</main>
<aside id="sidebar"><form action="/" method="get"><input name="q" type="search"></form>
<h4>Maqaallada ugu dambeeyay</h4><ul class="recent-articles">{recent}</ul>
<p>{self.a("search", "Roob", "chrome:rail")} · {self.a("author", "Hodan Cali", "chrome:rail")}</p></aside>
</div>
<footer id="foot"><p>© 2026 {esc(self.name)} · {self.a("asturnaan", "Asturnaanta", "chrome:footer")} · {self.a("sixid", "Sixitaanno", "chrome:footer")} · {self.a("wararka2", "Kaydka", "chrome:footer")}</p>
<p>Published with Textpattern CMS.</p></footer>
</div>
</body>
</html>
"""

    def story_main(self, doc: Doc) -> str:
        by = (
            f'<span class="author">{self.a("author", doc.byline, "byline") if doc.byline == "Hodan Cali" else esc(doc.byline)}</span> — '
            if doc.byline
            else ""
        )
        i = self.order.index(doc.key)
        rel = self.order[(i + 1) % len(self.order)]
        return f"""<article class="txp-article">
<h1 class="entry-title">{esc(doc.title)}</h1>
<p class="article-meta">{by}<span class="published">{esc(doc.stamp)}</span> · {self.a("wararka", doc.section, "tags")}</p>
<div class="entry-content">
{self.blocks(doc)}
</div>
<p class="txp-related">Akhri sidoo kale: {self.a(rel, self.docs[rel].title, "chrome:related")}</p>
<div class="comments-wrapper"><h3>Faallooyin (0)</h3><form class="txp-comment" action="#cpreview"><textarea name="message"></textarea></form></div>
</article>"""

    def listing_main(self, doc: Doc) -> str:
        rows = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            rows.append(
                f'<article class="txp-list"><h2>{self.a(k, d.title, "content")}</h2><p class="article-meta">{esc(d.stamp)}</p><p>{esc(self.lede(d))}</p></article>'
            )
        pager = ""
        if doc.extra.get("more"):
            pager = f'<p class="paginator">{self.a(doc.extra["more"], "Kuwii hore »", "content")}</p>'
        if doc.extra.get("prev"):
            pager = f'<p class="paginator">{self.a(doc.extra["prev"], "« Kuwa cusub", "content")}</p>'
        return f"<h1>{esc(doc.title)}</h1>\n" + "\n".join(rows) + pager

    def service_main(self, doc: Doc) -> str:
        return f'<article class="txp-article static"><h1 class="entry-title">{esc(doc.title)}</h1>\n<div class="entry-content">{self.blocks(doc)}</div></article>'
