# ruff: noqa: RUF001, E501  (multilingual synthetic text; long literal lines are page text)
"""Page builder and publisher chrome for the seventh held-out set (README.md). Deterministic: every random
choice is seeded by the page's file name."""

from __future__ import annotations

import json
import random
import zlib
from dataclasses import dataclass, field
from html import escape
from typing import Any

# Chrome words per language: sections, then UI strings (subscribe, log in, search, most read, related,
# newsletter, cookie text, accept, footer rights).
WORDS: dict[str, dict[str, Any]] = {
    "en": {
        "sec": ["News", "Local", "Business", "Sport", "Opinion", "Culture", "Science", "Travel", "Food", "Video"],
        "ui": [
            "Subscribe",
            "Log in",
            "Search",
            "Most read",
            "Related",
            "Get the morning briefing",
            "We and our partners use cookies to personalise content and measure audiences.",
            "Accept all",
            "All rights reserved",
        ],
    },
    "sw": {
        "sec": ["Habari", "Kitaifa", "Biashara", "Michezo", "Maoni", "Burudani", "Sayansi", "Afya", "Kilimo", "Video"],
        "ui": [
            "Jisajili",
            "Ingia",
            "Tafuta",
            "Zilizosomwa zaidi",
            "Habari zinazohusiana",
            "Jarida la asubuhi",
            "Sisi na washirika wetu tunatumia vidakuzi kuboresha maudhui.",
            "Kubali zote",
            "Haki zote zimehifadhiwa",
        ],
    },
    "he": {
        "sec": ["חדשות", "מקומי", "כלכלה", "ספורט", "דעות", "תרבות", "מדע", "תיירות", "אוכל", "וידאו"],
        "ui": [
            "הרשמה",
            "כניסה",
            "חיפוש",
            "הנקראים ביותר",
            "כתבות נוספות",
            "הניוזלטר של הבוקר",
            "אנו ושותפינו משתמשים בעוגיות כדי להתאים את התוכן.",
            "אישור",
            "כל הזכויות שמורות",
        ],
    },
    "bg": {
        "sec": ["Новини", "България", "Икономика", "Спорт", "Мнения", "Култура", "Наука", "Туризъм", "Кухня", "Видео"],
        "ui": [
            "Абонамент",
            "Вход",
            "Търсене",
            "Най-четени",
            "Свързани",
            "Сутрешен бюлетин",
            "Ние и нашите партньори използваме бисквитки.",
            "Приемам",
            "Всички права запазени",
        ],
    },
    "vi": {
        "sec": [
            "Thời sự",
            "Thế giới",
            "Kinh doanh",
            "Thể thao",
            "Góc nhìn",
            "Giải trí",
            "Khoa học",
            "Du lịch",
            "Ẩm thực",
            "Video",
        ],
        "ui": [
            "Đăng ký",
            "Đăng nhập",
            "Tìm kiếm",
            "Đọc nhiều",
            "Tin liên quan",
            "Bản tin sáng",
            "Chúng tôi sử dụng cookie để cải thiện trải nghiệm.",
            "Đồng ý",
            "Bản quyền thuộc về",
        ],
    },
    "el": {
        "sec": [
            "Ειδήσεις",
            "Ελλάδα",
            "Οικονομία",
            "Αθλητικά",
            "Απόψεις",
            "Πολιτισμός",
            "Επιστήμη",
            "Ταξίδια",
            "Γεύση",
            "Βίντεο",
        ],
        "ui": [
            "Συνδρομή",
            "Σύνδεση",
            "Αναζήτηση",
            "Δημοφιλή",
            "Σχετικά",
            "Το πρωινό newsletter",
            "Χρησιμοποιούμε cookies για την εξατομίκευση του περιεχομένου.",
            "Αποδοχή",
            "Με επιφύλαξη παντός δικαιώματος",
        ],
    },
    "lv": {
        "sec": [
            "Ziņas",
            "Latvijā",
            "Ekonomika",
            "Sports",
            "Viedokļi",
            "Kultūra",
            "Zinātne",
            "Ceļojumi",
            "Ēdiens",
            "Video",
        ],
        "ui": [
            "Abonēt",
            "Ieiet",
            "Meklēt",
            "Lasītākie",
            "Saistītie raksti",
            "Rīta apskats",
            "Mēs un mūsu partneri izmantojam sīkdatnes.",
            "Piekrītu",
            "Visas tiesības aizsargātas",
        ],
    },
    "ka": {
        "sec": [
            "ახალი ამბები",
            "საზოგადოება",
            "ეკონომიკა",
            "სპორტი",
            "მოსაზრება",
            "კულტურა",
            "მეცნიერება",
            "მოგზაურობა",
            "სამზარეულო",
            "ვიდეო",
        ],
        "ui": [
            "გამოწერა",
            "შესვლა",
            "ძიება",
            "ყველაზე კითხვადი",
            "მსგავსი",
            "დილის ბიულეტენი",
            "ჩვენ ვიყენებთ ქუქი-ფაილებს.",
            "ვეთანხმები",
            "ყველა უფლება დაცულია",
        ],
    },
    "ne": {
        "sec": ["समाचार", "प्रदेश", "अर्थ", "खेलकुद", "विचार", "मनोरञ्जन", "विज्ञान", "पर्यटन", "स्वास्थ्य", "भिडियो"],
        "ui": [
            "सदस्यता",
            "लगइन",
            "खोज्नुहोस्",
            "धेरै पढिएका",
            "सम्बन्धित",
            "बिहानको बुलेटिन",
            "हामी कुकीहरू प्रयोग गर्छौं।",
            "स्वीकार",
            "सर्वाधिकार सुरक्षित",
        ],
    },
    "ja": {
        "sec": ["ニュース", "社会", "経済", "スポーツ", "オピニオン", "文化", "科学", "旅行", "くらし", "動画"],
        "ui": [
            "購読",
            "ログイン",
            "検索",
            "よく読まれている記事",
            "関連記事",
            "朝のニュースレター",
            "当サイトはクッキーを使用しています。",
            "同意する",
            "無断転載を禁じます",
        ],
    },
    "zh": {
        "sec": ["新聞", "港聞", "財經", "體育", "評論", "文化", "科技", "旅遊", "飲食", "影片"],
        "ui": [
            "訂閱",
            "登入",
            "搜尋",
            "最多人閱讀",
            "相關新聞",
            "晨早通訊",
            "本網站使用 cookies 以改善閱讀體驗。",
            "接受",
            "版權所有",
        ],
    },
    "cy": {
        "sec": [
            "Newyddion",
            "Lleol",
            "Busnes",
            "Chwaraeon",
            "Barn",
            "Diwylliant",
            "Gwyddoniaeth",
            "Teithio",
            "Bwyd",
            "Fideo",
        ],
        "ui": [
            "Tanysgrifio",
            "Mewngofnodi",
            "Chwilio",
            "Mwyaf poblogaidd",
            "Straeon tebyg",
            "Bwletin y bore",
            "Rydym ni a'n partneriaid yn defnyddio cwcis.",
            "Derbyn",
            "Cedwir pob hawl",
        ],
    },
    "ca": {
        "sec": [
            "Notícies",
            "Comarques",
            "Economia",
            "Esports",
            "Opinió",
            "Cultura",
            "Ciència",
            "Viatges",
            "Cuina",
            "Vídeo",
        ],
        "ui": [
            "Subscriu-te",
            "Inicia sessió",
            "Cerca",
            "El més llegit",
            "Relacionades",
            "Butlletí del matí",
            "Nosaltres i els nostres socis fem servir galetes.",
            "Accepto",
            "Tots els drets reservats",
        ],
    },
    "hr": {
        "sec": [
            "Vijesti",
            "Hrvatska",
            "Biznis",
            "Sport",
            "Komentari",
            "Kultura",
            "Znanost",
            "Putovanja",
            "Hrana",
            "Video",
        ],
        "ui": [
            "Pretplata",
            "Prijava",
            "Traži",
            "Najčitanije",
            "Povezano",
            "Jutarnji bilten",
            "Mi i naši partneri koristimo kolačiće.",
            "Prihvaćam",
            "Sva prava pridržana",
        ],
    },
    "am": {
        "sec": ["ዜና", "ሀገር ውስጥ", "ኢኮኖሚ", "ስፖርት", "አስተያየት", "ባህል", "ሳይንስ", "ጉዞ", "ምግብ", "ቪዲዮ"],
        "ui": [
            "ይመዝገቡ",
            "ይግቡ",
            "ፈልግ",
            "በብዛት የተነበቡ",
            "ተዛማጅ",
            "የጠዋት ዜና መጽሔት",
            "ኩኪዎችን እንጠቀማለን።",
            "እቀበላለሁ",
            "መብቱ በህግ የተጠበቀ ነው",
        ],
    },
    "is": {
        "sec": [
            "Fréttir",
            "Innlent",
            "Viðskipti",
            "Íþróttir",
            "Skoðun",
            "Menning",
            "Vísindi",
            "Ferðalög",
            "Matur",
            "Myndskeið",
        ],
        "ui": [
            "Áskrift",
            "Innskráning",
            "Leita",
            "Mest lesið",
            "Tengt efni",
            "Morgunpósturinn",
            "Við notum vafrakökur.",
            "Samþykkja",
            "Öll réttindi áskilin",
        ],
    },
}

PLACES = [
    "Harrowgate",
    "Millbrook",
    "Eastfield",
    "Quayside",
    "Northmoor",
    "Saltmarsh",
    "Kilnworth",
    "Ashby Cross",
    "Fenwick",
    "Larkhill",
    "Oldbridge",
    "Westerleigh",
    "Brackenside",
    "Copperton",
    "Rainford",
    "Stonehaven",
]
VENDORS = [
    "AdNexa",
    "Brightmetric",
    "Cloudpixel",
    "DataLoom",
    "EchoBid",
    "Fathomly",
    "Gridsense",
    "Hivepoint",
    "Inkwell Ads",
    "Jetstream Media",
    "Keystone Analytics",
    "Lumen Audience",
    "Mosaic DSP",
    "Nimbus Tags",
    "Orbit Yield",
    "Pulsegrid",
    "Quanta Reach",
    "Ripple Insights",
    "Sable Exchange",
    "Tidewater Ads",
    "Umbra Metrics",
    "Vantage Bid",
    "Wavelet",
    "Xylo Data",
    "Yardstick",
    "Zephyr Reach",
    "Arclight",
    "Beacon Loop",
    "Cobalt Sync",
    "Driftwood",
    "Ember Audience",
    "Flint Yield",
    "Garnet Labs",
    "Harbor DSP",
    "Iris Panel",
    "Juniper Track",
    "Kestrel",
    "Lattice Ads",
    "Meridian",
    "Northstar Tags",
    "Opal Media",
    "Prism Reach",
    "Quill Metrics",
    "Rook Exchange",
    "Slate Audience",
]


@dataclass
class Pub:
    name: str
    host: str
    lang: str
    style: str  # aem, elementor, tilda, plone, liferay, squarespace, nuxt3, legacy
    tz: str = "+00:00"
    rtl: bool = False


@dataclass
class Page:
    file: str
    pub: Pub
    path: str
    title: str  # the headline as shown
    html_title: str  # the <title> (headline + suffix)
    main: str  # the story / page region, already marked up
    encoding: str = "utf-8"
    declare: str = "meta"  # meta, http-equiv, header, none
    head: list[str] = field(default_factory=list)  # extra head tags (og, JSON-LD, metas)
    content_type: str = "text/html"


def seeded(name: str) -> random.Random:
    return random.Random(zlib.crc32(name.encode()))


def e(text: str) -> str:
    return escape(text, quote=False)


def a(text: str) -> str:
    return escape(text, quote=True)


def jsonld(data: dict[str, Any]) -> str:
    return '<script type="application/ld+json">' + json.dumps(data, ensure_ascii=False) + "</script>"


def og(kind: str, title: str, url: str, site: str) -> list[str]:
    return [
        f'<meta property="og:type" content="{kind}">',
        f'<meta property="og:title" content="{a(title)}">',
        f'<meta property="og:url" content="{a(url)}">',
        f'<meta property="og:site_name" content="{a(site)}">',
    ]


def meta(name: str, value: str, prop: bool = False) -> str:
    attr = "property" if prop else "name"
    return f'<meta {attr}="{name}" content="{a(value)}">'


# ---- story markup per publishing system -----------------------------------------------------------------


def render_blocks(style: str, blocks: list[tuple[str, Any]]) -> str:
    """Blocks: ("p", text), ("h", text), ("ul", [items]), ("ol", [items]), ("q", question text),
    ("raw", html not in the body)."""
    out = []
    for kind, value in blocks:
        if kind == "raw":
            out.append(value)
            continue
        if style == "aem":
            if kind == "p":
                out.append(
                    f'<div class="text aem-GridColumn aem-GridColumn--default--12"><div class="cmp-text">'
                    f"<p>{e(value)}</p></div></div>"
                )
            elif kind == "h":
                out.append(
                    f'<div class="title aem-GridColumn"><div class="cmp-title"><h2 class="cmp-title__text">'
                    f"{e(value)}</h2></div></div>"
                )
            elif kind == "q":
                out.append(f'<div class="cmp-text"><p><b>{e(value)}</b></p></div>')
            else:
                tag = kind
                items = "".join(f"<li>{e(i)}</li>" for i in value)
                out.append(f'<div class="cmp-text"><{tag}>{items}</{tag}></div>')
        elif style == "elementor":
            wrap = (
                '<div class="elementor-element elementor-widget elementor-widget-{w}" data-widget_type="{w}.default">'
                '<div class="elementor-widget-container">{c}</div></div>'
            )
            if kind == "p":
                out.append(wrap.format(w="text-editor", c=f"<p>{e(value)}</p>"))
            elif kind == "h":
                out.append(
                    wrap.format(
                        w="heading", c=f'<h3 class="elementor-heading-title elementor-size-default">{e(value)}</h3>'
                    )
                )
            elif kind == "q":
                out.append(wrap.format(w="text-editor", c=f"<p><strong>{e(value)}</strong></p>"))
            else:
                items = "".join(f"<li>{e(i)}</li>" for i in value)
                out.append(wrap.format(w="text-editor", c=f"<{kind}>{items}</{kind}>"))
        elif style == "tilda":
            # Tilda zero-blocks: every paragraph a div, no <p>
            if kind == "p":
                out.append(f'<div class="t-text t-text_md" field="text">{e(value)}</div>')
            elif kind == "h":
                out.append(f'<div class="t-name t-name_xl" field="title">{e(value)}</div>')
            elif kind == "q":
                out.append(f'<div class="t-text t-text_md" field="text"><strong>{e(value)}</strong></div>')
            else:
                items = "".join(f'<div class="t-list__item">• {e(i)}</div>' for i in value)
                out.append(f'<div class="t-list">{items}</div>')
        elif style == "plone":
            if kind == "p":
                out.append(f"<p>{e(value)}</p>")
            elif kind == "h":
                out.append(f"<h3>{e(value)}</h3>")
            elif kind == "q":
                out.append(f'<p class="discreet"><strong>{e(value)}</strong></p>')
            else:
                items = "".join(f"<li>{e(i)}</li>" for i in value)
                out.append(f"<{kind}>{items}</{kind}>")
        elif style == "liferay":
            if kind == "p":
                out.append(f'<p class="lfr-para">{e(value)}</p>')
            elif kind == "h":
                out.append(f'<h2 class="component-heading">{e(value)}</h2>')
            elif kind == "q":
                out.append(f"<p><em><strong>{e(value)}</strong></em></p>")
            else:
                items = "".join(f"<li>{e(i)}</li>" for i in value)
                out.append(f'<{kind} class="list-unstyled">{items}</{kind}>')
        elif style == "squarespace":
            if kind == "p":
                out.append(f'<p class="" style="white-space:pre-wrap;">{e(value)}</p>')
            elif kind == "h":
                out.append(f'<h3 style="white-space:pre-wrap;">{e(value)}</h3>')
            elif kind == "q":
                out.append(f'<p class=""><strong>{e(value)}</strong></p>')
            else:
                items = "".join(f'<li><p class="">{e(i)}</p></li>' for i in value)
                out.append(f'<{kind} data-rte-list="default">{items}</{kind}>')
        elif style == "nuxt3":
            if kind == "p":
                out.append(f'<p data-v-5e1c2a7b class="prose-p">{e(value)}</p>')
            elif kind == "h":
                out.append(f'<h2 data-v-5e1c2a7b id="{a(value.lower().replace(" ", "-"))}">{e(value)}</h2>')
            elif kind == "q":
                out.append(f'<p data-v-5e1c2a7b class="q">{e(value)}</p>')
            else:
                items = "".join(f"<li data-v-5e1c2a7b>{e(i)}</li>" for i in value)
                out.append(f"<{kind} data-v-5e1c2a7b>{items}</{kind}>")
        else:  # legacy: hand-typed HTML 3.2, uppercase tags, unclosed <P>
            if kind == "p":
                out.append(f"<P>{e(value)}\n")
            elif kind == "h" or kind == "q":
                out.append(f"<P><B>{e(value)}</B>\n")
            else:
                tag = kind.upper()
                items = "".join(f"<LI>{e(i)}\n" for i in value)
                out.append(f"<{tag}>\n{items}</{tag}>\n")
    return "\n".join(out)


def body_text(blocks: list[tuple[str, Any]]) -> str:
    lines: list[str] = []
    for kind, value in blocks:
        if kind in ("p", "h", "q"):
            lines.append(value)
        elif kind in ("ul", "ol"):
            lines.extend(value)
    return "\n".join(lines)


# ---- chrome -----------------------------------------------------------------------------------------------

CSS = """:root{--ink:#161616;--accent:#b3261e;--rule:#e3e3e3;--paper:#fffdf8}
*{box-sizing:border-box}body{margin:0;font:17px/1.55 Georgia,'Noto Serif',serif;color:var(--ink);background:var(--paper)}
.site-top{border-bottom:3px solid var(--ink);padding:8px 16px;display:flex;gap:12px;align-items:center}
.site-top .logo{font:700 28px/1 'Playfair Display',serif;text-decoration:none;color:var(--ink)}
.mega{display:flex;flex-wrap:wrap;gap:4px 18px;padding:6px 16px;border-bottom:1px solid var(--rule)}
.mega .col{min-width:120px}.mega .col>a{font-weight:700;text-transform:uppercase;font-size:13px}
.mega .col ul{list-style:none;margin:0;padding:0;display:none}.mega .col:hover ul{display:block}
.wrap{max-width:1180px;margin:0 auto;display:grid;grid-template-columns:1fr 320px;gap:32px;padding:16px}
.rail{border-left:1px solid var(--rule);padding-left:16px;font-size:14px}.rail ol{padding-left:20px}
.adslot{min-height:250px;background:#f4f1ea;display:flex;align-items:center;justify-content:center;color:#999}
.share{display:flex;gap:8px;margin:12px 0}.share a{border:1px solid var(--rule);border-radius:16px;padding:2px 10px;font-size:13px}
.cards{display:grid;grid-template-columns:repeat(4,1fr);gap:16px;padding:16px;border-top:1px solid var(--rule)}
.cards .card h4{font-size:15px;margin:6px 0}.foot{background:#111;color:#ddd;padding:24px 16px;font-size:13px}
.foot a{color:#ddd}.foot .cols{display:grid;grid-template-columns:repeat(4,1fr);gap:16px}
.consent{position:fixed;bottom:0;left:0;right:0;background:#fff;border-top:2px solid var(--ink);padding:16px;display:none}
.consent.show{display:block}.nl{background:#f0ede6;padding:16px;margin:16px 0}.nl input{padding:6px;width:70%}
@media(max-width:800px){.wrap{grid-template-columns:1fr}.cards{grid-template-columns:1fr 1fr}.rail{border:0;padding:0}}
.byline,.dateline{font:14px/1.4 Arial,sans-serif;color:#555}.kicker{color:var(--accent);text-transform:uppercase;font:700 12px Arial}
table.data{border-collapse:collapse;width:100%}table.data td,table.data th{border-bottom:1px solid var(--rule);padding:4px 6px;text-align:left}
.factbox{border:1px solid var(--rule);background:#faf7ef;padding:10px 14px;margin:12px 0;font-size:15px}
.embed-post{border:1px solid #ccd;border-radius:10px;padding:10px;margin:14px 0;font:14px Arial,sans-serif}
"""

STYLE_CLASSES = {
    "aem": ("root responsivegrid", "cmp-container", "xf-header", "xf-footer"),
    "elementor": (
        "elementor elementor-kit-7",
        "elementor-section elementor-top-section",
        "elementor-location-header",
        "elementor-location-footer",
    ),
    "tilda": ("t-records", "t-rec t-rec_pt_30", "t228 t-menu", "t-footer t420"),
    "plone": ("plone-toolbar-left", "portal-column-content", "portal-header", "portal-footer-wrapper"),
    "liferay": ("portlet-layout", "portlet-column portlet-column-first", "banner", "footer"),
    "squarespace": ("sqs-layout sqs-grid-12", "sqs-row", "Header Header--top", "Footer"),
    "nuxt3": ("nuxt-layout", "page-main", "app-header", "app-footer"),
    "legacy": ("", "", "", ""),
}


def header(pub: Pub, rng: random.Random) -> str:
    w = WORDS[pub.lang]
    sec, ui = w["sec"], w["ui"]
    places = PLACES[:]
    rng.shuffle(places)
    if pub.style == "legacy":
        links = " | ".join(f'<A HREF="/{i}/index.html">{e(s)}</A>' for i, s in enumerate(sec))
        subs = "".join(
            f'<A HREF="/local/{i}/{p.lower().replace(" ", "-")}.html">{e(s)}: {e(p)}</A> &middot; '
            for i, s in enumerate(sec)
            for p in places[:6]
        )
        return (
            f'<TABLE WIDTH="100%" BGCOLOR="#003366" CELLPADDING=4><TR><TD><FONT FACE="Arial" COLOR="#FFFFFF" '
            f'SIZE=5><B>{e(pub.name)}</B></FONT></TD><TD ALIGN=RIGHT><FORM ACTION="/cgi-bin/search.cgi">'
            f'<INPUT NAME="q" SIZE=20><INPUT TYPE=SUBMIT VALUE="{a(ui[2])}"></FORM> <A HREF="/subscribe.html">'
            f'<FONT COLOR="#FFFFFF">{e(ui[0])}</FONT></A></TD></TR></TABLE>\n<TABLE WIDTH="100%"><TR><TD>'
            f'<FONT FACE="Arial" SIZE=2>{links}</FONT></TD></TR><TR><TD><FONT FACE="Arial" SIZE=1>{subs}'
            f"</FONT></TD></TR></TABLE>\n"
        )
    cls = STYLE_CLASSES[pub.style][2]
    cols = []
    for i, s in enumerate(sec):
        slug = f"s{i}"
        sub = "".join(
            f'<li><a href="/{slug}/{p.lower().replace(" ", "-")}">{e(p)}</a></li>' for p in places[i % 5 : i % 5 + 7]
        )
        cols.append(f'<div class="col"><a href="/{slug}/">{e(s)}</a><ul>{sub}</ul></div>')
    ticker = "".join(
        f'<li><a href="/ticker/{rng.randint(10000, 99999)}">{e(sec[rng.randrange(10)])} · {e(places[j])}</a></li>'
        for j in range(6)
    )
    return (
        f'<div class="{cls}"><div class="site-top"><a class="logo" href="/">{e(pub.name)}</a>'
        f'<form class="search" action="/search" role="search"><input type="search" name="q" '
        f'placeholder="{a(ui[2])}"><button>{e(ui[2])}</button></form><a class="btn" href="/subscribe">'
        f'{e(ui[0])}</a><a href="/account/login">{e(ui[1])}</a></div>'
        f'<nav class="mega" aria-label="Main">{"".join(cols)}</nav>'
        f'<ul class="ticker" aria-live="off">{ticker}</ul></div>'
    )


def rail(pub: Pub, rng: random.Random) -> str:
    ui = WORDS[pub.lang]["ui"]
    sec = WORDS[pub.lang]["sec"]
    items = "".join(
        f'<li><a href="/{rng.choice(["s1", "s2", "s3"])}/{rng.randint(100000, 999999)}">'
        f"{e(sec[rng.randrange(10)])}: {e(rng.choice(PLACES))} {rng.randint(2, 99)}</a></li>"
        for _ in range(8)
    )
    ad = (
        '<div class="adslot" id="ad-rail-1" data-slot="/2291/rail_mpu"></div><script>(window.adq=window.adq||[])'
        '.push({slot:"ad-rail-1",sizes:[[300,250],[300,600]],lazy:true});</script>'
    )
    nl = (
        f'<div class="nl"><h4>{e(ui[5])}</h4><form action="/newsletters/signup" method="post">'
        f'<input type="email" name="email" placeholder="email@example.test"><button>{e(ui[0])}</button></form></div>'
    )
    if pub.style == "legacy":
        return f'<TD WIDTH=220 VALIGN=TOP BGCOLOR="#EEEEEE"><FONT FACE="Arial" SIZE=2><B>{e(ui[3])}</B><OL>{items}</OL></FONT></TD>'
    return f'<aside class="rail"><h3>{e(ui[3])}</h3><ol>{items}</ol>{ad}{nl}</aside>'


def footer(pub: Pub, rng: random.Random) -> str:
    ui = WORDS[pub.lang]["ui"]
    sec = WORDS[pub.lang]["sec"]
    cards = "".join(
        f'<div class="card"><a href="/s{k}/{rng.randint(100000, 999999)}"><img src="/img/c{k}.jpg" '
        f'alt="" width="280" height="158" loading="lazy"><h4>{e(sec[k])} · {e(PLACES[k + 3])}</h4></a></div>'
        for k in range(4)
    )
    cols = "".join(
        "<div><h5>"
        + e(sec[c])
        + "</h5><ul>"
        + "".join(f'<li><a href="/s{c}/{p.lower().replace(" ", "-")}">{e(p)}</a></li>' for p in PLACES[c : c + 8])
        + "</ul></div>"
        for c in range(4)
    )
    network = " · ".join(
        f'<a href="https://{p.lower().replace(" ", "")}.{pub.host.split(".")[-1]}/">{e(p)} Courier</a>'
        for p in PLACES[:10]
    )
    cls = STYLE_CLASSES[pub.style][3]
    consent = (
        f'<div class="consent" id="cmp" role="dialog" aria-modal="true"><p>{e(ui[6])}</p>'
        f'<button id="cmp-accept">{e(ui[7])}</button> <a href="/privacy">Privacy</a></div>'
    )
    if pub.style == "legacy":
        return (
            f'<HR><CENTER><FONT FACE="Arial" SIZE=1>{network}<BR>&copy; 2026 {e(pub.name)}. {e(ui[8])}.'
            f"</FONT></CENTER>\n"
        )
    return (
        f'<section class="cards" aria-label="{a(ui[4])}"><h3>{e(ui[4])}</h3>{cards}</section>'
        f'<footer class="{cls} foot"><div class="cols">{cols}</div><p class="network">{network}</p>'
        f'<p><a href="/about">About</a> · <a href="/contact">Contact</a> · <a href="/privacy">Privacy</a> · '
        f'<a href="/terms">Terms</a> · <a href="/advertise">Advertise</a></p><p>&copy; 2026 {e(pub.name)}. '
        f"{e(ui[8])}.</p></footer>{consent}"
    )


def share(pub: Pub) -> str:
    if pub.style == "legacy":
        return '<P><FONT SIZE=1><A HREF="/cgi-bin/mail.cgi">E-mail this story</A> | <A HREF="javascript:print()">Print</A></FONT>\n'
    return (
        '<div class="share"><a href="#" data-share="facebook">Facebook</a><a href="#" data-share="x">X</a>'
        '<a href="#" data-share="whatsapp">WhatsApp</a><a href="#" data-share="email">E-mail</a>'
        '<button data-share="copy">Copy link</button></div>'
    )


def head_scripts(pub: Pub, rng: random.Random) -> str:
    vendors = [
        {
            "id": i + 1,
            "name": v,
            "purposes": sorted(rng.sample(range(1, 11), 4)),
            "legInt": rng.random() < 0.3,
            "policyUrl": f"https://{v.lower().replace(' ', '')}.example/privacy",
        }
        for i, v in enumerate(VENDORS)
    ]
    cfg = {
        "site": pub.host,
        "lang": pub.lang,
        "cms": pub.style,
        "paywall": {"meter": 5, "regwall": True},
        "ads": {"network": 2291, "refresh": 30, "lazy": True},
        "build": f"{rng.randint(1000, 9999)}-r",
    }
    return (
        f"<style>{CSS}</style>\n<script>window.__PUBCONF__={json.dumps(cfg)};</script>\n"
        f'<script type="application/json" id="cmp-vendors">{json.dumps({"vendors": vendors})}</script>\n'
        "<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'tm.start':Date.now(),event:'tm.js'});"
        "var f=d.getElementsByTagName(s)[0],j=d.createElement(s);j.async=true;j.src='/tm/loader.js?id='+i;"
        "f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','TM-7H0LD');</script>\n"
        "<script>document.addEventListener('DOMContentLoaded',function(){var c=document.getElementById('cmp');"
        "if(c&&!localStorage.getItem('cmp'))c.classList.add('show');});</script>"
    )


def build(page: Page) -> bytes:
    pub = page.pub
    rng = seeded(page.file)
    charset = {
        "meta": f'<meta charset="{page.encoding}">',
        "http-equiv": f'<meta http-equiv="Content-Type" content="text/html; charset={page.encoding}">',
        "header": "",
        "none": "",
    }[page.declare]
    dir_attr = ' dir="rtl"' if pub.rtl else ""
    url = f"https://{pub.host}{page.path}"
    head = "\n".join(
        [
            charset,
            f"<title>{e(page.html_title)}</title>",
            '<meta name="viewport" content="width=device-width, initial-scale=1">',
            f'<link rel="canonical" href="{a(url)}">',
            *page.head,
            head_scripts(pub, rng),
        ]
    )
    top_ad = (
        '<div class="adslot" id="ad-top" data-slot="/2291/leader"></div><script>(window.adq=window.adq||[])'
        '.push({slot:"ad-top",sizes:[[728,90],[970,250]]});</script>'
    )
    if pub.style == "legacy":
        html = (
            f'<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 3.2 Final//EN">\n<HTML LANG="{pub.lang}"{dir_attr}>'
            f'<HEAD>\n{head}\n</HEAD>\n<BODY BGCOLOR="#FFFFFF" LINK="#003366">\n{header(pub, rng)}'
            f'<TABLE WIDTH="100%" CELLPADDING=6><TR><TD VALIGN=TOP><FONT FACE="Georgia,Times" SIZE=3>\n'
            f"{page.main}\n{share(pub)}</FONT></TD>{rail(pub, rng)}</TR></TABLE>\n{footer(pub, rng)}"
            f"</BODY></HTML>\n"
        )
    else:
        c = STYLE_CLASSES[pub.style]
        extra = ""
        if pub.style == "nuxt3":
            extra = (
                '<script type="application/json" id="__NUXT_DATA__" data-ssr="true">'
                + json.dumps([{"state": 1, "once": 2}, {"$sroute": 3}, [], page.path, rng.randint(1, 9**9)])
                + "</script>"
            )
        main_open = '<div id="__nuxt">' if pub.style == "nuxt3" else f'<div class="{c[0]}">'
        html = (
            f'<!DOCTYPE html>\n<html lang="{pub.lang}"{dir_attr}>\n<head>\n{head}\n</head>\n<body>\n{main_open}'
            f'{header(pub, rng)}{top_ad}<div class="wrap"><div class="{c[1]}">{share(pub)}\n{page.main}\n'
            f"{share(pub)}</div>{rail(pub, rng)}</div>{footer(pub, rng)}</div>{extra}\n</body>\n</html>\n"
        )
    return html.encode(page.encoding, "xmlcharrefreplace")
