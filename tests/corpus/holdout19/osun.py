# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; Yoruba tone marks are letters)
"""Ìròyìn Òṣogbo Lónìí: a Yoruba news blog built with Eleventy (11ty) in a Ghost-like Casper-ish theme, self-hosted
behind Netlify-style `/posts/2026-11-30-slug/` paths, `/posts/page/2/`, `/tags/<tag>/`, `/authors/<slug>/`.
Posts carry og:type=article and a `BlogPosting` JSON-LD, except one story built from a `layout: page` that
declares nothing; the news tag front carries a lying `NewsArticle` JSON-LD."""

from __future__ import annotations

import json

from common import Base, page, story
from sitekit import Doc, css_rules, esc


class Osun(Base):
    origin = "https://irohinosogbo.test"
    name = "Ìròyìn Òṣogbo Lónìí"
    prefix = "os"
    language = "yo"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "os",
            [
                ".site-header",
                ".post-card",
                ".post-full-content",
                ".kg-card",
                ".site-footer",
                ".gh-head",
                ".author-card",
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
                "Ìròyìn Òṣogbo Lónìí",
                "11ty-home",
                list=["oja", "ojo", "iforowanilenuwo", "ero", "aworan", "kukuru"],
                more="page2",
            )
        )
        add(
            page(
                "page2",
                "/posts/page/2/",
                "section",
                "Àwọn ìròyìn – ojú ewé 2",
                "11ty-paginated-page2",
                list=["ile-iwe", "ero"],
                prev="home",
            )
        )
        add(
            page(
                "tag",
                "/tags/iroyin/",
                "tag",
                "Àmì: ìròyìn",
                "11ty-tag-lying-newsarticle",
                list=["oja", "ojo", "kukuru", "ile-iwe"],
                lying_ld=True,
            )
        )
        add(
            page(
                "onkowe",
                "/authors/funmilayo-adebayo/",
                "author",
                "Fúnmiláyọ̀ Adébáyọ̀",
                "11ty-author-profile-bio",
                [
                    "Fúnmiláyọ̀ Adébáyọ̀ jẹ́ akọ̀ròyìn tó ti ń ṣiṣẹ́ ní Òṣogbo fún ọdún mẹ́wàá. Ó kọ́ ẹ̀kọ́ ìròyìn ní Ìbàdàn, ó sì ti ṣiṣẹ́ fún rédíò ìpínlẹ̀ kí ó tó darapọ̀ mọ́ wa ní ọdún 2021.",
                    "Ó máa ń kọ̀wé nípa ọjà, ètò ẹ̀kọ́ àti ìgbésí ayé àwọn obìnrin oníṣòwò. Ní àkókò ọ̀fẹ́, ó máa ń ṣe àgbẹ̀ ewébẹ̀ ní ẹ̀yìnkùlé rẹ̀.",
                ],
                list=["oja", "ile-iwe"],
            )
        )
        add(
            page(
                "wa", "/search/?q=ojo", "search", "Àbájáde ìwádìí: òjò", "11ty-pagefind-search", list=["ojo", "kukuru"]
            )
        )
        add(
            story(
                "oja",
                "/posts/2026-12-01-oja-oba-tun-si/",
                "Ọjà Ọba tún ṣí lẹ́yìn àtúnṣe oṣù mẹ́fà",
                "2026-12-01",
                "2026-12-01T09:30:00+01:00",
                "1 Oṣù Kejìlá 2026",
                ["Fúnmiláyọ̀ Adébáyọ̀", "Tunde Ògúnlẹ́yẹ"],
                [
                    "Ọjà Ọba tó wà ní àárín ìlú Òṣogbo tún ṣí ní ọjọ́ Ajé lẹ́yìn oṣù mẹ́fà tí wọ́n fi ń tún un ṣe. Ìjọba ìbílẹ̀ ná owó tó lé ní ọgọ́rùn-ún mílíọ̀nù náírà lórí iṣẹ́ náà.",
                    "Àwọn ìsọ̀ tuntun igba ó lé àádọ́ta ló wà nínú ọjà náà báyìí, pẹ̀lú òrùlé tuntun, omi ẹ̀rọ àti ilé ìgbọ̀nsẹ̀ mẹ́rin. Wọ́n tún ṣe ọ̀nà tí omi òjò yóò máa gbà jáde.",
                    "## Àwọn oníṣòwò sọ̀rọ̀",
                    "Ìyá Àlàkẹ́ Oyèwọ̀lé, tó ti ń ta aṣọ òfì nínú ọjà náà fún ogún ọdún, sọ pé inú òun dùn. “Tẹ́lẹ̀, òjò máa ń wọ inú ìsọ̀ wa. Báyìí a lè sùn lálàáfíà,” ó sọ.",
                    "Ṣùgbọ́n àwọn kan ń ráhùn pé owó ìsọ̀ ti gòkè. Alága ẹgbẹ́ àwọn oníṣòwò, Ọ̀gbẹ́ni Rafiu Lawal, sọ pé àwọn yóò bá ìjọba ìbílẹ̀ sọ̀rọ̀ ní ọ̀sẹ̀ tó ń bọ̀.",
                ],
                "two-authors-ati",
                section="Ìròyìn",
                byline="Fúnmiláyọ̀ Adébáyọ̀ àti Tunde Ògúnlẹ́yẹ",
            )
        )
        add(
            story(
                "ojo",
                "/posts/2026-11-30-ojo-ba-ile-je/",
                "Òjò ńlá ba ilé ogójì jẹ́ ní Ìlọbu",
                "2026-11-30",
                "2026-11-30T18:10:00+01:00",
                "30 Oṣù Kọkànlá 2026",
                [],
                [
                    "Òjò ńlá tó rọ̀ ní alẹ́ ọjọ́ Àìkú ba ilé ogójì jẹ́ ní ìlú Ìlọbu. Kò sí ẹni tó kú, ṣùgbọ́n ẹbí mẹ́rìnlá ti sá lọ sí ilé ẹbí wọn.",
                    "Àjọ tó ń rí sí ìṣẹ̀lẹ̀ pàjáwìrì ní ìpínlẹ̀ náà sọ pé àwọn yóò pín oúnjẹ àti aṣọ ìbora fún àwọn tí ọ̀ràn náà kàn ní ọjọ́ Ìṣẹ́gun.",
                    "SIGN: Orísun: Àjọ Ìròyìn Àpapọ̀ (AIA)",
                ],
                "agency-story-no-author",
                section="Ìròyìn",
                byline="AIA",
            )
        )
        add(
            story(
                "iforowanilenuwo",
                "/posts/2026-11-28-iforowanilenuwo-pelu-onilu/",
                "“Ìlù kò gbọdọ̀ kú” – ìfọ̀rọ̀wánilẹ́nuwò pẹ̀lú onílù",
                "2026-11-28",
                "2026-11-28T11:00:00+01:00",
                "28 Oṣù Kọkànlá 2026",
                ["Kẹ́hìndé Àjàyí"],
                [
                    "Àyàndélé Àyánwálé ti ń lu dùndún láti ọmọ ọdún méje. Ó ń kọ́ àwọn ọ̀dọ́ lílù ní ilé ẹ̀kọ́ rẹ̀ ní Òkè Baálẹ̀.",
                    "Q: Báwo ni o ṣe bẹ̀rẹ̀ ilé ẹ̀kọ́ yìí? || Mo rí i pé àwọn ọmọ wa kò mọ èdè ìlù mọ́. Ní ọdún 2019 ni mo kó ọmọ márùn-ún jọ sí ẹ̀yìnkùlé mi.",
                    "Q: Mélòó ni wọ́n báyìí? || Ọgọ́ta ó lé mẹ́ta. Àwọn kan wá láti Ẹdẹ àti Ìkirè.",
                    "Q: Kí ni ìṣòro tó tóbi jù? || Awọ ẹran fún ìlù ti wọ́n gan-an. Ìlù kan lè tó ẹgbẹ̀rún lọ́nà àádọ́ta náírà báyìí.",
                    "Q: Kí ni o fẹ́ sọ fún àwọn òbí? || Ẹ jẹ́ kí àwọn ọmọ yín wá. Ìlù kì í ṣe ti àwọn onílù nìkan, ti gbogbo wa ni.",
                ],
                "interview-qa",
                section="Àṣà",
                byline="Kẹ́hìndé Àjàyí",
            )
        )
        add(
            story(
                "ero",
                "/posts/2026-11-25-ina-monamona-ero/",
                "Ẹ jẹ́ kí a sọ òtítọ́ nípa iná mọ̀nàmọ́ná",
                "2026-11-25",
                "2026-11-25T08:00:00+01:00",
                "25 Oṣù Kọkànlá 2026",
                ["Ọláolúwa Fálọlá"],
                [
                    "Ní oṣù tó kọjá, àdúgbò mi ní Ọ̀ṣun Gardens rí iná mọ̀nàmọ́ná fún wákàtí mọ́kànlélógójì péré. Síbẹ̀, owó tí wọ́n ní kí a san kò yí padà.",
                    "Ilé iṣẹ́ tó ń pín iná sọ pé àwọn ẹ̀rọ amúnáwá ti gbó, pé owó láti rà tuntun kò sí. Mo gbà pé òtítọ́ ni, ṣùgbọ́n ìyẹn kò ní kí wọ́n máa gba owó iná tí a kò lò.",
                    "Àwọn oníṣòwò kékeré ló ń jìyà jù. Oníbàtà kan ní ojúlé wa ń ná ẹgbẹ̀rún mẹ́ta náírà lójoojúmọ́ lórí epo jẹ́nẹ́rétọ̀. Tí iná bá wà, èrè rẹ̀ á ti di ìlọ́po méjì.",
                    "Ohun tí a nílò kò ṣòro: mítà fún gbogbo ilé, ìròyìn òtítọ́ nípa iye wákàtí tí iná máa wà, àti ìgbìmọ̀ àdúgbò tí yóò máa bá ilé iṣẹ́ náà sọ̀rọ̀ lóṣooṣù.",
                    "Ìjọba ìpínlẹ̀ ti ṣèlérí láti kọ́ ibùdó agbára oòrùn ní Ìkirè. Ó dára, ṣùgbọ́n ìlérí kò tan iná. A fẹ́ rí iṣẹ́.",
                    "Ẹ jẹ́ kí a dẹ́kun ẹ̀bẹ̀, kí a sì bẹ̀rẹ̀ sí í béèrè ẹ̀tọ́ wa ní ìtùnú àti ní ìbámu pẹ̀lú òfin.",
                    "SIGN: — Ọláolúwa Fálọlá jẹ́ onímọ̀ ẹ̀rọ iná, ó sì ń gbé ní Òṣogbo.",
                ],
                "opinion-signed-at-end",
                section="Èrò",
                byline="",
            )
        )
        add(
            story(
                "aworan",
                "/posts/2026-11-29-aworan-odun-osun/",
                "Àwòrán: Ìpalẹ̀mọ́ ọdún ní igbó Ọ̀ṣun",
                "2026-11-29",
                "2026-11-29T16:45:00+01:00",
                "29 Oṣù Kọkànlá 2026",
                ["Bọ́lá Oyèdìran"],
                [
                    "FIG: Àwọn obìnrin ń gbá ọ̀nà | Àwọn obìnrin ń gbá ọ̀nà igbó mímọ́ kí ọdún tó bẹ̀rẹ̀.",
                    "Àwọn olùgbé ìlú ti bẹ̀rẹ̀ ìpalẹ̀mọ́ fún ayẹyẹ ọdún tó ń bọ̀ ní igbó Ọ̀ṣun.",
                    "FIG: Ère ní igbó | Àwọn ère tuntun méjì ni wọ́n gbé kalẹ̀ lọ́dún yìí.",
                ],
                "photo-story-little-text",
                section="Àwòrán",
                byline="Àwòrán: Bọ́lá Oyèdìran",
            )
        )
        add(
            story(
                "kukuru",
                "/posts/2026-12-02-ona-ede-ti/",
                "Wọ́n ti ọ̀nà Ẹdẹ fún ọjọ́ méjì",
                "2026-12-02",
                None,
                "2 Oṣù Kejìlá 2026",
                [],
                [
                    "Ọ̀nà márosẹ̀ Òṣogbo sí Ẹdẹ yóò wà ní títì ní ọjọ́ Ẹtì àti Àbámẹ́ta nítorí àtúnṣe afárá Òtìn. Àwọn awakọ̀ lè gba ọ̀nà Ìkirè.",
                ],
                "brief-no-metadata-no-credit",
                section="Ìròyìn",
                byline="",
                plain_layout=True,
            )
        )
        add(
            story(
                "ile-iwe",
                "/posts/2026-11-20-ile-iwe-tuntun/",
                "Ilé ẹ̀kọ́ girama tuntun ṣí ní Ọ̀fà-Ìgbó",
                "2026-11-20",
                "2026-11-19T23:40:00Z",
                "20 Oṣù Kọkànlá 2026",
                ["Fúnmiláyọ̀ Adébáyọ̀"],
                [
                    "Ilé ẹ̀kọ́ girama tuntun tí ẹgbẹ́ àwọn ọmọ ìlú kọ́ ṣí ní Ọ̀fà-Ìgbó ní ọjọ́ Ẹtì. Ilé ẹ̀kọ́ náà ní yàrá ìkẹ́kọ̀ọ́ mẹ́jọ àti yàrá ìmọ̀ ẹ̀rọ kan.",
                    "Ọmọ ọgọ́rùn-ún àti ogún ló ti forúkọ sílẹ̀ fún sáà àkọ́kọ́. Olùkọ́ àgbà, Ìyáàfin Grace Àlàó, sọ pé àwọn ọmọ kò ní rìn ju kìlómítà kan lọ mọ́ láti lọ sí ilé ẹ̀kọ́.",
                    "Ẹgbẹ́ náà gba owó láti ọ̀dọ̀ àwọn ọmọ ìlú tó ń gbé ní òkè òkun àti ní Èkó.",
                ],
                "utc-time-previous-day",
                section="Ìròyìn",
                byline="Fúnmiláyọ̀ Adébáyọ̀",
            )
        )
        add(
            page(
                "tiketi",
                "/tickets/ere-orin-keresimesi/",
                "product",
                "Tíkẹ́ẹ̀tì: Eré orin Kérésìmesì 2026",
                "11ty-ticket-page",
                [
                    "FIG: Ẹgbẹ́ akọrin lórí ìtàgé | Ẹgbẹ́ akọrin Ọ̀ṣun Voices ní eré orin ọdún tó kọjá.",
                    "FIG: Gbọ̀ngàn ìlú | Gbọ̀ngàn Ìlú Òṣogbo, níbi tí eré orin yóò ti wáyé.",
                    "Ọjọ́ Àbámẹ́ta, 19 Oṣù Kejìlá 2026, agogo mẹ́rin ìrọ̀lẹ́ · Gbọ̀ngàn Ìlú Òṣogbo",
                    "- Tíkẹ́ẹ̀tì lásán: ₦5,000",
                    "- Tíkẹ́ẹ̀tì VIP (pẹ̀lú oúnjẹ): ₦15,000",
                    "- Tábìlì fún ènìyàn mẹ́jọ: ₦100,000",
                    "Ẹ ra tíkẹ́ẹ̀tì yín ní kíákíá; àyè ọgọ́rùn-ún mẹ́ta péré ló wà. Owó tí ẹ bá san kò ní padà bí ẹ kò bá wá.",
                ],
            )
        )
        add(
            page(
                "isele",
                "/events/apejo-agbe-2027/",
                "events",
                "Àpéjọ àwọn àgbẹ̀ 2027",
                "11ty-event",
                [
                    "14–15 Oṣù Kìíní 2027 · Ilé ìpàdé Fákúltì Iṣẹ́ Àgbẹ̀, Òṣogbo",
                    "Àpéjọ ọdọọdún àwọn àgbẹ̀ ìpínlẹ̀ Ọ̀ṣun tún padà dé. Ní ọjọ́ méjì, àwọn àgbẹ̀, olùwádìí àti oníṣòwò yóò jíròrò nípa irúgbìn tí kò bẹ̀rù ọ̀gbẹlẹ̀, owó ìyá àti ọjà ìta.",
                    "Ní ọjọ́ kìíní, Dókítà Adéwálé Ògúnmọ́lá yóò sọ̀rọ̀ nípa gbàgùdá tuntun tí ó lè so ní oṣù mẹ́fà. Ní ọjọ́ kejì, àwọn ilé ìfowópamọ́ yóò ṣàlàyé bí àgbẹ̀ ṣe lè rí owó ìyá láìsí ìdúró.",
                    "Ìforúkọsílẹ̀ jẹ́ ọ̀fẹ́ fún àwọn àgbẹ̀. Àwọn oníṣòwò yóò san ẹgbẹ̀rún mẹ́wàá náírà.",
                ],
            )
        )
        add(
            page(
                "asiri",
                "/privacy/",
                "policy",
                "Òfin ìpamọ́",
                "11ty-policy",
                [
                    "A ṣe àtúnṣe kẹ́yìn: 12 Oṣù Kẹta 2026",
                    "Ojú òpó yìí kò ní àkọọ́lẹ̀ ẹnikẹ́ni. A ń lo Plausible láti ka iye àwọn tó wá, láìsí kúkì.",
                    "Tí o bá forúkọ sílẹ̀ fún ìwé ìròyìn ọ̀sẹ̀ wa, a máa pa àdírẹ́sì ímeèlì rẹ mọ́ títí o fi yọ orúkọ rẹ kúrò.",
                    "A kì í ta ìròyìn ẹnikẹ́ni fún ẹlòmíràn. Ẹ kọ̀wé sí wa tí ẹ bá ní ìbéèrè.",
                ],
            )
        )
        add(
            page(
                "nipa",
                "/about/",
                "about",
                "Nípa wa",
                "11ty-about",
                [
                    "Ìròyìn Òṣogbo Lónìí jẹ́ ojú òpó ìròyìn aládàáni tí àwọn akọ̀ròyìn mẹ́rin dá sílẹ̀ ní ọdún 2022.",
                    "A ń kọ ìròyìn ní èdè Yorùbá nípa Òṣogbo àti àwọn ìlú àgbègbè rẹ̀. Olóòtú: Kẹ́hìndé Àjàyí.",
                ],
            )
        )
        add(
            page(
                "iwe",
                "/newsletter/",
                "subscribe",
                "Ìwé ìròyìn ọ̀sẹ̀",
                "11ty-newsletter",
                [
                    "Gba àkójọ ìròyìn ọ̀sẹ̀ ní gbogbo ọjọ́ Àìkú ní àárọ̀. Ọ̀fẹ́ ni, o sì lè yọ orúkọ rẹ kúrò nígbàkígbà.",
                    'RAW:<form class="subscribe" action="https://buttondown.test/api/irohin" method="post"><input type="email" name="email" placeholder="ímeèlì rẹ"><button>Forúkọ sílẹ̀</button></form>',
                ],
            )
        )
        self.order = ["oja", "ojo", "iforowanilenuwo", "ero", "aworan", "kukuru", "ile-iwe"]

    def head(self, doc: Doc) -> str:
        if doc.is_article and not doc.extra.get("plain_layout"):
            ld = {"@context": "https://schema.org", "@type": "BlogPosting", "headline": doc.title, "datePublished": doc.iso,
                  "author": [{"@type": "Person", "name": n} for n in doc.authors] or [{"@type": "Organization", "name": self.name}]}  # fmt: skip
            return (f'<meta property="og:type" content="article">\n<meta property="og:title" content="{esc(doc.title)}">\n'
                    f'<meta property="article:published_time" content="{doc.iso}">\n'
                    f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')  # fmt: skip
        if doc.extra.get("lying_ld"):
            ld = {"@context": "https://schema.org", "@type": "NewsArticle", "headline": doc.title, "datePublished": "2026-12-02T08:00:00+01:00",
                  "author": {"@type": "Organization", "name": self.name}}  # fmt: skip
            return f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>'
        return '<meta property="og:type" content="website">'

    def frame(self, doc: Doc, main: str) -> str:
        nav = [("home", "Ilé"), ("tag", "Ìròyìn"), ("isele", "Ìṣẹ̀lẹ̀"), ("tiketi", "Tíkẹ́ẹ̀tì"), ("nipa", "Nípa wa")]
        navh = "".join(f"<li>{self.a(k, t, 'chrome:nav')}</li>" for k, t in nav)
        return f"""<!doctype html>
<html lang="yo">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<meta name="generator" content="Eleventy v3.0.0">
<title>{esc(doc.title)} — {esc(self.name)}</title>
{self.head(doc)}
<link rel="alternate" type="application/atom+xml" href="/feed.xml">
<style>/*PAD*/</style>
</head>
<body class="{"post-template" if doc.is_article else "page-template"}">
<header class="gh-head"><a class="gh-head-logo" href="{self.href("home")}">{esc(self.name)}</a>
<nav><ul class="nav">{navh}</ul></nav>
<a class="gh-search" href="{self.href("wa")}">Wá: òjò</a></header>
<main class="site-main">
{main}
</main>
<footer class="site-footer"><p>© 2026 {esc(self.name)} · {self.a("asiri", "Òfin ìpamọ́", "chrome:footer")} · {self.a("onkowe", "Fúnmiláyọ̀ Adébáyọ̀", "chrome:footer")} · {self.a("iwe", "Ìwé ìròyìn ọ̀sẹ̀", "chrome:footer")} · <a href="/feed.xml">RSS</a></p>
<p>A fi Eleventy kọ́ ọ, ó sì ń lọ lórí olupin wa.</p></footer>
</body>
</html>
"""

    def story_main(self, doc: Doc) -> str:
        if doc.extra.get("plain_layout"):
            return f'<article class="page"><h1>{esc(doc.title)}</h1><p class="post-meta">{esc(doc.stamp)}</p>\n{self.blocks(doc)}</article>'
        by = (
            f'<span class="byline">{self.a("onkowe", doc.byline, "byline") if "Fúnmiláyọ̀" in doc.byline else esc(doc.byline)}</span> · '
            if doc.byline
            else ""
        )
        i = self.order.index(doc.key)
        nxt = self.order[(i + 1) % len(self.order)]
        return f"""<article class="post-full">
<header class="post-full-header"><p class="post-tag">{self.a("tag", doc.section, "tags")}</p>
<h1 class="post-full-title">{esc(doc.title)}</h1>
<div class="post-full-byline">{by}<time datetime="{doc.iso or ""}">{esc(doc.stamp)}</time></div></header>
<section class="post-full-content">
{self.blocks(doc)}
</section>
<footer class="read-next"><h3>Ka èyí náà</h3><p>{self.a(nxt, self.docs[nxt].title, "chrome:related")}</p></footer>
</article>"""

    def listing_main(self, doc: Doc) -> str:
        cards, cls = [], 'class="post-card-content-link"'
        for k in doc.extra["list"]:
            d = self.docs[k]
            cards.append(
                f'<article class="post-card">{self.a(k, d.title, "content", cls)}<p class="post-card-excerpt">{esc(self.lede(d))}</p><footer>{esc(d.stamp)}</footer></article>'
            )
        intro = f'<div class="author-bio">{self.blocks(doc)}</div>' if doc.blocks else ""
        pager = ""
        if doc.extra.get("more"):
            pager = f'<nav class="pagination">{self.a(doc.extra["more"], "Àwọn ìròyìn àtijọ́ →", "content")}</nav>'
        if doc.extra.get("prev"):
            pager = f'<nav class="pagination">{self.a(doc.extra["prev"], "← Àwọn tuntun", "content")}</nav>'
        return (
            f'<h1 class="page-title">{esc(doc.title)}</h1>{intro}<div class="post-feed">'
            + "\n".join(cards)
            + f"</div>{pager}"
        )

    def service_main(self, doc: Doc) -> str:
        return f'<article class="page"><h1>{esc(doc.title)}</h1>\n{self.blocks(doc)}</article>'
