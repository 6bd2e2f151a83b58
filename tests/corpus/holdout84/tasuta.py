# ruff: noqa: E501, RUF001, RUF002 (page texts and markup are long literal lines; Tifinagh, Kabyle letters and typography are deliberate)
"""ⵜⴰⵙⵓⵜⴰ Tasuta: a small Amazigh news site on **Hugo** with the **PaperMod** theme (`post-single`, `post-header`,
`post-title entry-hint-parent`, `post-meta`, `post-content`, `post-footer`, list pages of `post-entry` cards whose
only link is an **empty** `a.entry-link` laid over the card; absolute permalinks, `/page/2/` pagination, taxonomies
`/tags/…` and `/authors/…`, a client-side search page with no results in its HTML). Two languages: Standard Moroccan
Tamazight in **Tifinagh** (`lang="zgh"`, the default, at the root) and **Kabyle in Latin letters** (`lang="kab"`,
under `/kab/`), with `hreflang` alternates and a "Translations" line between twins. Times are Algiers/Rabat time
(UTC+1).

The texts are written here in the IRCAM Latin transcription and printed in Tifinagh by `common.tfng()`. Dates are
printed "ⴰⵙⵉⵎⵡⴰⵙ 4 ⴷⵓⵊⴰⵏⴱⵉⵔ 2026" (zgh) and "4 Dujembeṛ 2026" (kab), each followed by the agrarian Amazigh date
"(21 ⵏⵓⵡⴰⵏⴱⵉⵔ 2976)" / "(21 Wambeṛ 2976)" (Julian-based, year + 950). PaperMod's `BlogPosting` JSON-LD names the
site ("Tasuta") as a `Person` author on every post and carries the whole `articleBody`; the IRCAM story's front
matter date was written in UTC ("2026-12-03T23:30:00Z" = 00:30 on 4 December). Bylines: "ⵙⴳ: ⵜⵉⵣⵉⵔⵉ ⴰⵎⵏⴰⵢ" /
"Sɣur: Tiziri Amnay" with "ⵜⴰⵡⵍⴰⴼⵜ: …" / "Tawlaft: …" (photo) beside them, a translator credited beside the author
("ⴰⵙⵓⵖⵍ: …"), the site itself, and "Sɣur Dda Muḥend Uɛmer" (Dda is an honorific)."""

from __future__ import annotations

import json

from common import Base, amazigh, page, pct, story, tf_lines, tfng, weekday
from sitekit import Doc, css_rules, esc, plain

ORIGIN = "https://tasuta.test"
MONTHS_ZGH = [
    "innayr",
    "bṛayṛ",
    "maṛṣ",
    "ibrir",
    "mayyu",
    "yunyu",
    "yulyuz",
    "ɣuct",
    "cutanbir",
    "ktubr",
    "nuwanbir",
    "dujanbir",
]
DAYS_ZGH = ["aynas", "asinas", "akṛas", "akwas", "asimwas", "asiḍyas", "asamas"]  # Monday first
MONTHS_KAB = [
    "Yennayer",
    "Fuṛar",
    "Meɣres",
    "Yebrir",
    "Mayyu",
    "Yunyu",
    "Yulyu",
    "Ɣuct",
    "Ctembeṛ",
    "Tubeṛ",
    "Wambeṛ",
    "Dujembeṛ",
]
ABOUT = "/" + pct("ⵅⴼ-ⵏⵏⵖ") + "/"
A_ENTRY = 'class="entry-link"'
A_NEXT = 'class="next"'
A_PREV = 'class="prev"'


def slug(name: str) -> str:
    """Hugo's urlize of a Latin name: 'Dihya Ferḥat' -> 'dihya-ferhat'."""
    table = str.maketrans(
        {"ḥ": "h", "ɛ": "e", "ɣ": "gh", "ẓ": "z", "ḍ": "d", "ṭ": "t", "ṛ": "r", "ṣ": "s", "ǧ": "j", " ": "-"}
    )
    return name.lower().translate(table)


def date_zgh(local: str) -> str:
    day = local.split()[0]
    y, m, d = (int(x) for x in day.split("-"))
    ay, am, ad = amazigh(y, m, d)
    return tfng(f"{DAYS_ZGH[weekday(day)]} {d} {MONTHS_ZGH[m - 1]} {y} ({ad} {MONTHS_ZGH[am - 1]} {ay})")


def date_kab(local: str) -> str:
    y, m, d = (int(x) for x in local.split()[0].split("-"))
    ay, am, ad = amazigh(y, m, d)
    return f"{d} {MONTHS_KAB[m - 1]} {y} ({ad} {MONTHS_KAB[am - 1]} {ay})"


def zstory(
    key: str,
    path: str,
    title: str,
    date: str,
    iso: str,
    local: str,
    authors: list[str],
    lines: list[str],
    shape: str,
    **extra: object,
) -> Doc:
    """A Tifinagh story: title, authors and text given in Latin transcription."""
    return story(
        key,
        path,
        tfng(title),
        date,
        iso,
        date_zgh(local),
        [tfng(a) for a in authors],
        tf_lines(lines),
        shape,
        lang="zgh",
        local=local,
        latin=authors,
        **extra,
    )


def kstory(
    key: str,
    path: str,
    title: str,
    date: str,
    iso: str,
    local: str,
    authors: list[str],
    lines: list[str],
    shape: str,
    **extra: object,
) -> Doc:
    return story(
        key,
        path,
        title,
        date,
        iso,
        date_kab(local),
        authors,
        lines,
        shape,
        lang="kab",
        local=local,
        latin=authors,
        **extra,
    )


class Tasuta(Base):
    origin = ORIGIN
    name = "ⵜⴰⵙⵓⵜⴰ"
    prefix = "tsu"
    language = "zgh"
    absolute = True
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "tsu",
            [
                ".post-single .post-title",
                ".post-meta",
                ".post-content p",
                ".post-content h2",
                ".post-entry .entry-link",
                ".post-entry .entry-footer",
                ".header .nav .logo a",
                "#menu li a",
                ".lang-switch li",
                ".paginav a",
                ".footer",
                ".top-link",
                ".i18n_list li",
                "#searchbox input",
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
                "ⵜⴰⵙⵓⵜⴰ",
                "hugo-papermod-home-info",
                list=["school", "ircam", "festival", "tiwizi"],
                lang="zgh",
            )
        )
        add(
            page(
                "homekab",
                "/kab/",
                "home",
                "Tasuta",
                "hugo-papermod-home-kab",
                list=["schoolkab", "festivalkab", "tiwizikab", "column"],
                lang="kab",
            )
        )
        add(
            page(
                "imsli",
                "/imesli/",
                "section",
                tfng("imsli"),
                "hugo-papermod-section-list",
                list=["school", "ircam", "festival"],
                more="imsli2",
                lang="zgh",
            )
        )
        add(
            page(
                "imsli2",
                "/imesli/page/2/",
                "section",
                tfng("imsli"),
                "hugo-papermod-section-page-2",
                list=["tiwizi"],
                lang="zgh",
            )
        )
        add(page("tag", "/kab/tags/tiwizi/", "tag", "Tiwizi", "hugo-taxonomy-term", list=["tiwizikab"], lang="kab"))
        add(
            page(
                "author",
                "/authors/tiziri-amnay/",
                "author",
                tfng("Tiziri Amnay"),
                "hugo-taxonomy-authors-term",
                list=["school"],
                lang="zgh",
            )
        )
        add(page("search", "/kab/search/", "search", "Anadi", "hugo-papermod-fuse-search-shell", lang="kab"))
        add(
            page(
                "about",
                ABOUT,
                "about",
                tfng("xf nnɣ"),
                "hugo-page-percent-encoded-tifinagh-path",
                tf_lines(
                    [
                        "Tasuta d asmel n imsli s tmaziɣt, ittyasbddn g usggʷas n 2019 s ufus n kra n inmhaln d imsnalmadn g Rbaṭ d Tizi Wzzu.",
                        "Ar nssufuɣ imsli s tfinaɣ, d tirra n tqbaylit s usklu alatini, i imɣriyn n tmazirt akk.",
                        "## Amsawal",
                        "Tansa: {contact@tasuta.test}",
                    ]
                ),
                lang="zgh",
            )
        )
        add(page("amawal", "/amawal/", "glossary", tfng("amawal"), "hugo-page-glossary-table", lang="zgh"))
        add(
            zstory(
                "school",
                "/imesli/tamazight-g-tinmlin/",
                "Tamaziɣt g tinmlin: idlisn imaynutn i usggʷas n 2027",
                "2026-12-04",
                "2026-12-04T10:15:00+01:00",
                "2026-12-04 10:15",
                ["Tiziri Amnay"],
                [
                    "Issufɣ uɣlif n usgmi anamur tagrumma n idlisn imaynutn n tmaziɣt i inlmadn n usggʷas amzwaru d wis sin n tinml tamzwarut. Ad ttusmrasn idlisn ad g usggʷas n 2027 g tinmlin n kraḍ n tmnaḍin.",
                    "Inna Ibrahim Amzzal, anmhal n usgmi g tmnaḍt n Sus-Masst, is idlisn ad ttyaran s tfinaɣ, ar sslmadn tirra d tɣuri s tutlayt tamaziɣt tanawayt.",
                    "Ggutn imawlan lli ar ttmagarn tamaziɣt s tumrt, maca nnan imsmunn nsn is uṭṭun n islmadn ur iwiḍ: 4000 ad ka illan g tmazirt akk.",
                    "## Tifinaɣ g tɣuri",
                    "G tinml n Tiznit, tnna tslmadt Faḍma Ayt Baɛmran: «Inlmadn ar ttirin tifinaɣ s zzrb. G kra n imalassn, ar ttarun assaɣ nsn s tmaziɣt.»",
                    "Ar ittqql uɣlif ad ismmd asgmi n tmaziɣt g tinmlin timzwura akk n tmazirt g usggʷas n 2030, d ad issufɣ idlisn i inlmadn n usggʷas wis kraḍ.",
                ],
                "papermod-tifinagh-byline-photo-credit-twin",
                twin="schoolkab",
                photo="tawlaft: Yuba Mẓyan",
                author_key="author",
                tags=["tinml", "tifinaɣ"],
                section="imsli",
            )
        )
        add(
            kstory(
                "schoolkab",
                "/kab/imesli/tamazight-deg-yigherbazen/",
                "Tamaziɣt deg yiɣerbazen n Lmeɣrib: idlisen imaynuten i useggas n 2027",
                "2026-12-04",
                "2026-12-04T10:15:00+01:00",
                "2026-12-04 10:15",
                ["Tiziri Amnay"],
                [
                    "Tasqamut n uselmed aɣelnaw n Lmeɣrib tessufeɣ-d tagrumma n yidlisen imaynuten n tmaziɣt i yinelmaden n useggas amenzu d useggas wis sin n uɣerbaz amenzu. Ad sqedcen idlisen-a deg useggas n 2027 deg yiɣerbazen n kraḍ n temnaḍin.",
                    "Ibrahim Amzzal, anemhal n uselmed deg temnaḍt n Sus-Masst, yenna-d belli idlisen-a ttwarun s tifinaɣ, yerna ad slemden tira d tɣuri s tmaziɣt tanalt.",
                    "Aṭas n yimawlan i yettmagaren tamaziɣt s lferḥ, maca imesmunen-nsen nnan-d belli amḍan n yiselmaden mazal ur yewwiḍ ara: 4000 kan i yellan deg tmurt akk.",
                    "## Tifinaɣ deg tɣuri",
                    "Deg uɣerbaz n Tiznit, Faḍma Ayt Baɛmran, taselmadt, tenna-d: «Inelmaden ḥemmlen tifinaɣ s zzerb. Deg kra n yimalasen, ttarun isem-nsen s tmaziɣt.»",
                    "Tasqamut tettwali ad tesseɣzef aselmed n tmaziɣt deg yiɣerbazen imenza akk n tmurt di 2030, yerna ad d-tessufeɣ idlisen i yinelmaden n useggas wis kraḍ.",
                ],
                "papermod-kabyle-sghur-tawlaft-twin",
                twin="school",
                photo="Tawlaft: Yuba Meẓyan",
                tags=["aɣerbaz", "tifinaɣ"],
                section="Imesli",
            )
        )
        add(
            kstory(
                "festivalkab",
                "/kab/imesli/asayes-n-usaru-amazigh/",
                "Asayes n usaru amaziɣ: 14 n yisaragen ad ttekkin deg Tizi Wezzu",
                "2026-12-03",
                "2026-12-03T19:40:00+01:00",
                "2026-12-03 19:40",
                ["Aksel Ait Yahia"],
                [
                    "Ad yeldi Usayes aɣelnaw n usaru amaziɣ tiwwura-s ass n 12 Dujembeṛ deg Tizi Wezzu, s 14 n yisaragen i d-yettwafernen seg 63 n yisaragen i d-yettwaznen i tmesabaqt.",
                    "Gar yisaragen-a, llan 6 n yisaragen imeqqranen d 8 n yisaragen imecṭaḥ. Ddeqs deg-sen i d-yekkan seg Lmerruk, seg Libya d Tunes, yerna yiwen seg Mali s tmaceqt.",
                    "Anemhal n usayes, Ɛmer Yefsah, yenna-d: «Aseggas-a, nebɣa ad nesken belli asaru amaziɣ d asaru n tmurt meqqren, seg Siwa almi d Tigzirin Tikanaryin.»",
                    "Ad yili daɣen wahil n tmusniwin i yilemẓiyen, anda ara d-slemden imsuffeɣen imusnawen amek ara arun asenario s tmaziɣt.",
                    "Ad yekfu usayes ass n 18 Dujembeṛ s tmeɣra n wakraz, anda ara d-ttunefkent Tzemrin n ddheb i yisaragen yifen wiyaḍ.",
                ],
                "papermod-kabyle-original-of-translated-twin",
                twin="festival",
                tags=["asaru", "Tizi Wezzu"],
                section="Imesli",
            )
        )
        add(
            zstory(
                "festival",
                "/imesli/asays-n-usaru/",
                "Asays n usaru amaziɣ: 14 n isaragn g Tizi Wzzu",
                "2026-12-04",
                "2026-12-04T09:00:00+01:00",
                "2026-12-04 09:00",
                ["Aksl Ayt Yaḥya"],
                [
                    "Ad irẓm usays anamur n usaru amaziɣ tiwwura nns ass n 12 dujanbir g Tizi Wzzu, s 14 n isaragn ittyastayn zg 63 n isaragn ittyaznn i umsizwa.",
                    "Gr isaragn ad, llan 6 n isaragn imqqrann d 8 n isaragn imzyann. Kigan gisn ddan d zg Lmɣrib, zg Libya d Tuns, d yan zg Mali s tmaccaqt.",
                    "Inna unmhal n usays, Ɛmr Yfsaḥ: «G usggʷas ad, nra ad nml is asaru amaziɣ iga asaru n tmazirt tamqrant, zg Siwa ar Tigzirin Tikanaryin.»",
                    "Ad ili daɣ umsmun n tmusniwin i ilmẓiyn, ad sslmadn gis imsufɣn imusnawn mamnk ara arun asnaryu s tmaziɣt.",
                    "Ad ikmml usays ass n 18 dujanbir s tmɣra n tagrawt, ɣ ra ttunfkant tzmrin n uraɣ i isaragn ifulkin.",
                ],
                "papermod-tifinagh-translation-translator-beside-author",
                twin="festivalkab",
                translator="Masin Udrar",
                tags=["asaru"],
                section="imsli",
            )
        )
        add(
            kstory(
                "tiwizikab",
                "/kab/imesli/tiwizi-n-uzemmur/",
                "Tiwizi n uzemmur: taddart n At Yemmel tejmeɛ-d 40 n twaculin",
                "2026-12-02",
                "2026-12-02T16:00:00+01:00",
                "2026-12-02 16:00",
                ["Dihya Ferḥat"],
                [
                    "Deg taddart n At Yemmel, ɣer yiɣil n Tizi Wezzu, tiwizi tuɣal-d aseggas-a. Ass n ssebt yezrin, 40 n twaculin i yemlalen deg tebḥirt n uzemmur akken ad ɛiwnent tilawin tiwsarin ur nesɛi ara win ara tent-iɛawnen.",
                    "«Tiwizi d ayen i aɣ-d-ǧǧan lejdud. Ma ur nemɛawan ara, azemmur ad yeqqim ɣef yiseklan», i tenna-d Nna Ɛelǧa, 76 n yiseggasen.",
                    "Ilemẓiyen n tejmaɛt bdan amahil seg tazwara n tṣebḥit. Irgazen ttḥuzun iseklan, tilawin d yigerdan ttejmiɛen azemmur yeɣlin ɣef lqaɛa.",
                    "Deg tmeddit, tejmaɛt theyya-d imensi i yal yiwen: seksu s uksum d tmellalin. Akka i tettkemmil tiwizi: s tmeɣra.",
                    "Tajmaɛt n taddart tenna-d belli ad tesbedd tiwizi-nniḍen deg tazwara n Yennayer.",
                ],
                "papermod-kabyle-updated-lastmod-tag",
                twin="tiwizi",
                lastmod="2026-12-03T09:30:00+01:00",
                tags=["tiwizi", "azemmur"],
                section="Imesli",
            )
        )
        add(
            zstory(
                "tiwizi",
                "/imesli/tiwizi-n-uzmmur/",
                "Tiwizi n uzmmur: taddart n At Ymml tsmun 40 n twacunin",
                "2026-12-02",
                "2026-12-02T16:00:00+01:00",
                "2026-12-02 16:00",
                ["Dihya Frḥat"],
                [
                    "G taddart n At Ymml, g tama n Tizi Wzzu, tuɣal d tiwizi g usggʷas ad. Ass n usiḍyas izrin, mmugrnt 40 n twacunin g tbḥirt n uzmmur ad ɛawnnt timɣarin ur ilin yan ra tnt iɛawnn.",
                    "«Tiwizi d ayda aɣ d ǧǧan imzwura. Iɣ ur nmɛawan, ad iqqim uzmmur f isɣarn», tnna Nna Ɛlǧa, 76 n isggʷasn.",
                    "Bdan ilmẓiyn n tjmmaɛt amahil zg tazwara n tifawt. Irgazn ar ssusan isɣarn, tilawin d warrac ar smunn azmmur f wakal.",
                    "G tadggʷat, tssnwa tjmmaɛt imnsi i yan d yan: sksu s uksum d tglay. Ɣmkad ad tkmml tiwizi: s tmɣra.",
                    "Tnna tjmmaɛt n taddart is ra tsbdd yat tiwizi nniḍn g tazwara n innayr.",
                ],
                "papermod-tifinagh-twin-older-page-2",
                twin="tiwizikab",
                tags=["tiwizi"],
                section="imsli",
            )
        )
        add(
            zstory(
                "ircam",
                "/imesli/asnas-n-tirra-s-tfinagh/",
                "Asnas amaynu ad iɣiwl tirra s tfinaɣ g tilifunin",
                "2026-12-04",
                "2026-12-03T23:30:00Z",
                "2026-12-04 00:30",
                [],
                [
                    "Ssufɣn imsnalmadn g {IRCAM} asnas amaynu n usɣiwl n tirra n tmaziɣt s tfinaɣ, i tilifunin d imsuḍan. Asnas ad ira ad iɛawn imsqdacn ad arun s tfinaɣ bla tuccḍiwin.",
                    "Gis amawal n 60000 n wawal, ar ittɣiwil tirra g kra n tisnatin, ar issumr awal ifulkin. Ar issn daɣ tirra s usklu alatini.",
                    "Inna yan zg imsnalmadn i Tasuta is asnas ad ittyaskr s tallalt n imsmunn n tutlayt, d is ra t snfln s tmaziɣt n Rif, tmaziɣt n Sus d tmaziɣt n Waṭlas.",
                    "Ad ili usnas ad bla tiqqit i imsqdacn akk, zg ass n 10 dujanbir.",
                ],
                "papermod-site-credit-utc-front-matter",
                site_credit=True,
                tags=["tifinaɣ"],
                section="imsli",
            )
        )
        add(
            kstory(
                "column",
                "/kab/tamawt/tutlayt-ur-tettmettat-ara/",
                "Tutlayt ur tettmettat ara ma nessawal-as",
                "2026-12-01",
                "2026-12-01T08:00:00+01:00",
                "2026-12-01 08:00",
                ["Muḥend Uɛmer"],
                [
                    "Yal tikkelt ara d-yaweḍ Yennayer, nettwali tamaziɣt deg yal amkan: deg tiliẓri, deg yiɣerbazen, deg tmeɣriwin. Maca ticki tɛedda tmeɣra, tutlayt-nneɣ tuɣal ɣer wexxam, tettwaḥbes deg tmeslayt n yimawlan d yimɣaren.",
                    "Tutlayt ur tettmettat ara s wakken ur tt-nesselmad ara deg uɣerbaz. Tettmettat mi ara tt-nesseɣ i warraw-nneɣ. Aṭas n twaculin deg temdinin i yessawalen tafransist neɣ taɛrabt i warrac-nsen, yerna qqaren: «Taqbaylit ad tt-lemden ticki meqqren.»",
                    "D lɣelṭ. Tutlayt n yemma tettwalmad deg yiseggasen imenza, s wurar, s tmucuha, s yisefra. Ma ur tt-nefki ara deg tallit-nni, tettruḥ.",
                    "Ilaq ad d-nessiweḍ tutlayt ɣer yal tamnaḍt n tudert: ɣer tdamsa, ɣer tussna, ɣer internet. Ilaq ad naru s tmaziɣt, ad neqqar s tmaziɣt, ad nemmeslay s tmaziɣt ula deg yixxamen-nneɣ.",
                    "Tutlayt ur tettmettat ara ma nessawal-as. Ɣas ma ilaq ad as-nessawel yal ass.",
                ],
                "papermod-kabyle-opinion-dda-honorific-bio-tail",
                honorific="Dda",
                bio="Muḥend Uɛmer d aselmad n tutlayt d yidles imaziɣen deg tesdawit n Bgayet.",
                tags=["tutlayt"],
                section="Tamawt",
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def lang(self, doc: Doc) -> str:
        return doc.extra.get("lang", "zgh")

    def jsonld(self, doc: Doc) -> str:
        url = self.url(doc.key)
        kab = self.lang(doc) == "kab"
        home = self.url("homekab" if kab else "home")
        crumbs = {
            "@context": "https://schema.org",
            "@type": "BreadcrumbList",
            "itemListElement": [
                {
                    "@type": "ListItem",
                    "position": 1,
                    "name": "Imesli" if kab else tfng("imsli"),
                    "item": home + "imesli/",
                },
                {"@type": "ListItem", "position": 2, "name": doc.title, "item": url},
            ],
        }
        post = {
            "@context": "https://schema.org",
            "@type": "BlogPosting",
            "headline": doc.title,
            "name": doc.title,
            "description": self.lede(doc),
            "keywords": doc.extra.get("tags", []),
            "articleBody": "\n".join(plain(b[1]) for b in doc.blocks if b[0] in ("p", "h2")),
            "wordCount": sum(len(plain(b[1]).split()) for b in doc.blocks if b[0] == "p"),
            "inLanguage": self.lang(doc),
            "datePublished": doc.iso,
            "dateModified": doc.extra.get("lastmod", doc.iso),
            "author": [{"@type": "Person", "name": "Tasuta"}],
            "mainEntityOfPage": {"@type": "WebPage", "@id": url},
            "publisher": {
                "@type": "Organization",
                "name": "ⵜⴰⵙⵓⵜⴰ",
                "logo": {"@type": "ImageObject", "url": ORIGIN + "/favicon.ico"},
            },
        }
        return (
            f'<script type="application/ld+json">\n{json.dumps(crumbs, ensure_ascii=False, indent=2)}\n</script>\n'
            f'<script type="application/ld+json">\n{json.dumps(post, ensure_ascii=False, indent=2)}\n</script>'
        )

    def frame(self, doc: Doc, main: str) -> str:
        kab = self.lang(doc) == "kab"
        url = self.url(doc.key)
        site = "Tasuta" if kab else "ⵜⴰⵙⵓⵜⴰ"
        twin = doc.extra.get("twin") or {"home": "homekab", "homekab": "home"}.get(doc.key)
        alts = ""
        if twin:
            z, k = (twin, doc.key) if kab else (doc.key, twin)
            alts = f'<link rel="alternate" hreflang="zgh" href="{esc(self.url(z))}">\n<link rel="alternate" hreflang="kab" href="{esc(self.url(k))}">'
        desc = (
            self.lede(doc)
            if doc.is_article
            else ("Tasuta: isallen s teqbaylit d tmaziɣt" if kab else tfng("tasuta: imsli s tmaziɣt"))
        )
        metas = [
            '<meta name="robots" content="index, follow">',
            f'<meta name="description" content="{esc(desc)}">',
            '<meta name="author" content="Tasuta">',
            f'<link rel="canonical" href="{esc(url)}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:description" content="{esc(desc)}">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            f'<meta property="og:url" content="{esc(url)}">',
        ]
        if doc.is_article:
            metas += [
                f'<meta property="article:section" content="{esc(doc.section)}">',
                f'<meta property="article:published_time" content="{doc.iso}">',
                f'<meta property="article:modified_time" content="{doc.extra.get("lastmod", doc.iso)}">',
            ]
        metas.append(f'<meta property="og:site_name" content="{site}">')
        if kab:
            menu = [
                ("homekab", "Asebter agejdan"),
                (f"{ORIGIN}/kab/imesli/", "Imesli"),
                (f"{ORIGIN}/kab/tamawt/", "Tamawt"),
                ("tag", "Tiwizi"),
                ("search", "Anadi"),
            ]
            switch = (
                self.a("home", "ⵜⴰⵎⴰⵣⵉⵖⵜ", "nav", 'title="ⵜⴰⵎⴰⵣⵉⵖⵜ" aria-label="ⵜⴰⵎⴰⵣⵉⵖⵜ"')
                if not twin
                else self.a(twin, "ⵜⴰⵎⴰⵣⵉⵖⵜ", "nav", 'title="ⵜⴰⵎⴰⵣⵉⵖⵜ" aria-label="ⵜⴰⵎⴰⵣⵉⵖⵜ"')
            )
        else:
            menu = [
                ("home", tfng("asnbdu")),
                ("imsli", tfng("imsli")),
                ("amawal", tfng("amawal")),
                ("about", tfng("xf nnɣ")),
            ]
            switch = self.a(twin or "homekab", "Taqbaylit", "nav", 'title="Taqbaylit" aria-label="Taqbaylit"')
        nav = "\n".join(f"<li>{self.a(k, t, 'nav', inner=f'<span>{esc(t)}</span>')}</li>" for k, t in menu)
        return f"""<!DOCTYPE html>
<html lang="{"kab" if kab else "zgh"}" dir="auto">
<head><meta charset="utf-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width, initial-scale=1, shrink-to-fit=no">
<title>{esc(doc.title)}{"" if doc.kind == "home" else " | " + site}</title>
{chr(10).join(metas)}
<meta name="generator" content="Hugo 0.139.3">
<link crossorigin="anonymous" href="{ORIGIN}/assets/css/stylesheet.b609c58d5c11bb90b1a54e04005d74ad1ddf22165eb79f5533967e57df9c3b50.css" integrity="sha256-tgnFjVwRu5CxpU4EAF10rR3fIhZet59VM5Z+V9+cO1A=" rel="preload stylesheet" as="style">
<link rel="icon" href="{ORIGIN}/favicon.ico">
{alts}
<noscript><style>#theme-toggle,.top-link{{display:none}}</style></noscript>
<style>/*PAD*/</style>
{self.jsonld(doc) if doc.is_article else ""}
</head>
<body class="{"list" if "list" in doc.extra else ""}" id="top">
<script>if(localStorage.getItem("pref-theme")==="dark"){{document.body.classList.add('dark')}}</script>
<header class="header">
<nav class="nav">
<div class="logo">{self.a("homekab" if kab else "home", site, "nav", 'accesskey="h" title="' + site + ' (Alt + H)"')}
<div class="logo-switches"><button id="theme-toggle" accesskey="t" title="(Alt + T)" aria-label="Toggle theme"></button>
<ul class="lang-switch"><li>|</li><li>{switch}</li></ul></div></div>
<ul id="menu">
{nav}
</ul>
</nav>
</header>
<main class="main">
{main}
</main>
<footer class="footer"><span>&copy; 2026 {self.a("homekab" if kab else "home", site, "footer")}</span> · {"" if kab else self.a("about", tfng("xf nnɣ"), "footer") + " · "}<span>Powered by <a href="https://gohugo.io/" rel="noopener noreferrer" target="_blank">Hugo</a> &amp; <a href="https://github.com/adityatelange/hugo-PaperMod/" rel="noopener" target="_blank">PaperMod</a></span></footer>
<a href="#top" aria-label="go to top" title="Go to Top (Alt + G)" class="top-link" id="top-link" accesskey="g"><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 12 6" fill="currentColor"><path d="M12 6H0l6-6z"/></svg></a>
<script>let menu=document.getElementById('menu');if(menu){{menu.scrollLeft=localStorage.getItem("menu-scroll-position");menu.onscroll=function(){{localStorage.setItem("menu-scroll-position",menu.scrollLeft)}}}}document.querySelectorAll('a[href^="#"]').forEach(anchor=>{{anchor.addEventListener("click",function(e){{e.preventDefault();var id=this.getAttribute("href").substr(1);document.querySelector(`[id='${{decodeURIComponent(id)}}']`).scrollIntoView({{behavior:"smooth"}})}})}});</script>
</body>
</html>"""

    def byline(self, doc: Doc) -> str:
        kab = self.lang(doc) == "kab"
        if doc.extra.get("site_credit"):
            return f"<span>{tfng('tasuta')}</span>"
        name = doc.authors[0]
        who = (
            self.a(doc.extra["author_key"], name, "byline")
            if doc.extra.get("author_key")
            else f'<a href="{ORIGIN}/{"kab/" if kab else ""}authors/{slug(doc.extra["latin"][0])}/">{esc(name)}</a>'
        )
        hon = f"{doc.extra['honorific']} " if doc.extra.get("honorific") else ""
        out = f"{'Sɣur' if kab else tfng('sg')}: {hon}{who}"
        if doc.extra.get("photo"):
            p = doc.extra["photo"]
            out += f'&nbsp;·&nbsp;<span class="credit">{esc(p if kab else tfng(p))}</span>'
        if doc.extra.get("translator"):
            out += f'&nbsp;·&nbsp;<span class="translator">{tfng("asuɣl")}: {esc(tfng(doc.extra["translator"]))}</span>'
        return out

    def story_main(self, doc: Doc) -> str:
        kab = self.lang(doc) == "kab"
        sec_key = None if kab else "imsli"
        sec = (
            self.a(sec_key, tfng("imsli"), "breadcrumb")
            if sec_key
            else f'<a href="{ORIGIN}/kab/{"tamawt" if doc.key == "column" else "imesli"}/">{esc(doc.section)}</a>'
        )
        home = self.a("homekab" if kab else "home", "Tasuta" if kab else "ⵜⴰⵙⵓⵜⴰ", "breadcrumb")
        stamp = f'<span title="{doc.iso.replace("T", " ").replace("+01:00", " +0100 +0100").replace("Z", " +0000 UTC")}">{esc(doc.stamp)}</span>'
        mins = max(1, sum(len(plain(b[1]).split()) for b in doc.blocks) // 200 + 1)
        trans = ""
        if doc.extra.get("twin"):
            t = doc.extra["twin"]
            trans = f'&nbsp;|&nbsp;{"Tisuqqilin" if kab else tfng("isuɣln")}:<ul class="i18n_list"><li>{self.a(t, "ⵜⴰⵎⴰⵣⵉⵖⵜ" if kab else "Taqbaylit", "content")}</li></ul>'
        meta = f'<div class="post-meta">{stamp}&nbsp;·&nbsp;{mins} {"n tesdidin" if kab else tfng("n tusdidin")}&nbsp;·&nbsp;{self.byline(doc)}{trans}</div>'
        upd = ""
        if doc.extra.get("lastmod"):
            upd = f'<div class="post-lastmod">Yettwaleqqem: {date_kab(doc.extra["lastmod"][:10] + " 09:30")}</div>'
        cover = f'<figure class="entry-cover"><img loading="eager" src="{ORIGIN}{doc.path}cover.jpg" alt="{esc(doc.title)}"></figure>'
        tag_items = []
        for t in doc.extra.get("tags", []):
            if kab and t == "tiwizi":
                tag_items.append(f"<li>{self.a('tag', t, 'tag')}</li>")
            else:
                base = f"{ORIGIN}/kab/tags/" if kab else f"{ORIGIN}/tags/"
                tag_items.append(
                    f'<li><a href="{base}{pct(t.lower().replace(" ", "-"))}/">{esc(t if kab else tfng(t))}</a></li>'
                )
        tags = "".join(tag_items)
        bio = (
            f'<div class="post-author-bio"><p><em>{esc(doc.extra["bio"])}</em></p></div>'
            if doc.extra.get("bio")
            else ""
        )
        order = (
            ["schoolkab", "festivalkab", "tiwizikab", "column"] if kab else ["school", "ircam", "festival", "tiwizi"]
        )
        i = order.index(doc.key)
        prev_k, next_k = order[(i - 1) % 4], order[(i + 1) % 4]
        prev_label = "Send" if kab else tfng("azwar")
        next_label = "Sakin" if kab else tfng("awḍfir")
        prev_inner = f'<span class="title">« {prev_label}</span><br><span>{esc(self.docs[prev_k].title)}</span>'
        next_inner = f'<span class="title">{next_label} »</span><br><span>{esc(self.docs[next_k].title)}</span>'
        paginav = f'<nav class="paginav">{self.a(prev_k, self.docs[prev_k].title, "related", A_PREV, prev_inner)}{self.a(next_k, self.docs[next_k].title, "related", A_NEXT, next_inner)}</nav>'
        share_u = esc(self.url(doc.key))
        return f"""<article class="post-single">
<header class="post-header">
<div class="breadcrumbs">{home}&nbsp;»&nbsp;{sec}</div>
<h1 class="post-title entry-hint-parent">{esc(doc.title)}</h1>
{meta}
{upd}
</header>
{cover}
<div class="post-content">{self.blocks(doc)}
{bio}
</div>
<footer class="post-footer">
<ul class="post-tags">{tags}</ul>
{paginav}
<ul class="share-buttons"><li><a target="_blank" rel="noopener noreferrer" aria-label="share on facebook" href="https://facebook.com/sharer/sharer.php?u={share_u}">f</a></li><li><a target="_blank" rel="noopener noreferrer" aria-label="share on whatsapp" href="https://api.whatsapp.com/send?text={share_u}">w</a></li></ul>
</footer>
</article>"""

    def entry(self, k: str) -> str:
        d = self.docs[k]
        kab = self.lang(d) == "kab"
        who = tfng("tasuta") if d.extra.get("site_credit") else d.authors[0]
        return (
            f'<article class="post-entry"><figure class="entry-cover"><img loading="lazy" src="{ORIGIN}{d.path}cover_hu1c2f.jpg" alt=""></figure>'
            f'<header class="entry-header"><h2 class="entry-hint-parent">{esc(d.title)}</h2></header>'
            f'<div class="entry-content"><p>{esc(self.lede(d))}</p></div>'
            f'<footer class="entry-footer"><span title="{d.iso}">{esc(d.stamp)}</span>&nbsp;·&nbsp;{"3 n tesdidin" if kab else tfng("3 n tusdidin")}&nbsp;·&nbsp;{esc(who)}</footer>'
            f"{self.a(k, d.title, 'content', A_ENTRY + f' aria-label={chr(34)}post link to {esc(d.title)}{chr(34)}', '')}</article>"
        )

    def listing_main(self, doc: Doc) -> str:
        kab = self.lang(doc) == "kab"
        entries = "\n".join(self.entry(k) for k in doc.extra["list"])
        if doc.kind == "home":
            hello = "Azul!" if kab else tfng("azul!")
            intro = (
                "Tasuta d asmel n yisallen s tmaziɣt: s teqbaylit s usekkil alatini, d tmaziɣt tanalt s tfinaɣ."
                if kab
                else tfng("Tasuta d asmel n imsli s tmaziɣt: s tfinaɣ d s tqbaylit.")
            )
            extra = ""
            if not kab:
                extra = f"<p>{self.a('amawal', tfng('amawal n tsuta'), 'content')}</p>"
            else:
                extra = f"<p>{self.a('search', 'Anadi', 'content')} · {self.a('tag', 'Tiwizi', 'content')}</p>"
            head = f'<article class="first-entry home-info"><header class="entry-header"><h1>{hello}</h1></header><div class="entry-content"><p>{esc(intro)}</p>{extra}</div><footer class="entry-footer"><div class="social-icons"><a href="https://www.facebook.com/tasuta.test" target="_blank" rel="noopener noreferrer me" title="Facebook">Facebook</a> <a href="https://t.me/tasuta_test" target="_blank" rel="noopener noreferrer me" title="Telegram">Telegram</a></div></footer></article>'
        elif doc.kind == "section":
            head = f'<header class="page-header"><div class="breadcrumbs">{self.a("home", "ⵜⴰⵙⵓⵜⴰ", "breadcrumb")}</div><h1>{esc(doc.title)}</h1></header>'
        elif doc.kind == "tag":
            head = f'<header class="page-header"><div class="breadcrumbs">{self.a("homekab", "Tasuta", "breadcrumb")}&nbsp;»&nbsp;<a href="{ORIGIN}/kab/tags/">Tibzimin</a></div><h1>{esc(doc.title)}</h1></header>'
        else:
            head = f'<header class="page-header"><div class="breadcrumbs">{self.a("home", "ⵜⴰⵙⵓⵜⴰ", "breadcrumb")}&nbsp;»&nbsp;<a href="{ORIGIN}/authors/">{tfng("imaratn")}</a></div><h1>{esc(doc.title)}</h1><div class="post-description">{tfng("tamarat g tsuta zg usggʷas n 2021. tttara f usgmi d tutlayt.")}</div></header>'
        pager = ""
        if doc.extra.get("more"):
            pager = f'<footer class="page-footer"><nav class="pagination">{self.a(doc.extra["more"], tfng("awḍfir") + " »", "pagination", A_NEXT)}</nav></footer>'
        elif doc.key == "imsli2":
            pager = f'<footer class="page-footer"><nav class="pagination">{self.a("imsli", "« " + tfng("azwar"), "pagination", A_PREV)}<a class="next" href="{ORIGIN}/imesli/page/3/">{tfng("awḍfir")} »</a></nav></footer>'
        return f"""{head}
{entries}
{pager}"""

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "search":
            return f"""<header class="page-header"><h1>{esc(doc.title)}&nbsp;<svg xmlns="http://www.w3.org/2000/svg" width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"><circle cx="11" cy="11" r="8"/><line x1="21" y1="21" x2="16.65" y2="16.65"/></svg></h1>
<div class="post-description">Nadi deg yimagraden n Tasuta</div></header>
<div id="searchbox"><input id="searchInput" autofocus placeholder="Aru awal i tettnadiḍ ↵" aria-label="search" type="search" autocomplete="off" maxlength="64"><ul id="searchResults" aria-label="search results"></ul></div>
<script src="{ORIGIN}/assets/js/search.min.js" integrity="sha256-ha1lyl1gnh6uMeIZ9cFb/oKA1+8nRKE/2tpbhNgwu+Q=" defer></script>
<noscript><p>Ilaq JavaScript i unadi. {self.a("homekab", "Uɣal ɣer usebter agejdan", "content")}.</p></noscript>"""
        if doc.kind == "glossary":
            rows = [
                ("asuta", "tasuta", "جيل", "génération"),
                ("tinml", "aɣerbaz", "مدرسة", "école"),
                ("asaru", "asaru", "فيلم", "film"),
                ("tiwizi", "tiwizi", "تويزة، عمل جماعي", "travail collectif"),
                ("azmmur", "azemmur", "زيتون", "olive"),
                ("asggʷas", "aseggas", "سنة", "année"),
                ("innayr", "Yennayer", "يناير", "janvier"),
                ("amawal", "amawal", "قاموس", "lexique"),
                ("tawlaft", "tawlaft", "صورة", "photo"),
            ]
            trs = "\n".join(
                f"<tr>\n<td>{tfng(z)}</td>\n<td>{z}</td>\n<td>{k}</td>\n<td>{a}</td>\n<td>{f}</td>\n</tr>"
                for z, k, a, f in rows
            )
            return f"""<article class="post-single">
<header class="post-header"><h1 class="post-title">{esc(doc.title)}</h1><div class="post-description">{tfng("awaln lli ittyasmrasn g tsuta, s tfinaɣ, s usklu alatini, s taɛrabt d tfransist.")}</div></header>
<div class="post-content">
<table>
<thead><tr>
<th>{tfng("tifinaɣ")}</th>
<th>IRCAM</th>
<th>Taqbaylit</th>
<th>العربية</th>
<th>Français</th>
</tr></thead>
<tbody>
{trs}
</tbody>
</table>
</div>
</article>"""
        return f"""<article class="post-single">
<header class="post-header"><h1 class="post-title">{esc(doc.title)}</h1></header>
<div class="post-content">{self.blocks(doc)}</div>
</article>"""
