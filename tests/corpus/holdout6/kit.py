"""Page builder for the sixth held-out set: one spec (a dict) in, the page bytes and its label out."""

from __future__ import annotations

import json
import random
import re
from html import escape
from typing import Any

try:  # run as a script from this directory or imported as a package module
    from .chrome import PUBLISHERS, Chrome, hash_str
except ImportError:  # pragma: no cover
    from chrome import PUBLISHERS, Chrome, hash_str  # type: ignore[no-redef]

# label name -> Python codec
CODECS = {"utf-8": "utf-8", "iso-8859-6": "iso8859_6", "koi8-u": "koi8_u", "gb18030": "gb18030",
          "windows-874": "cp874", "windows-1257": "cp1257", "iso-8859-15": "iso8859_15",
          "utf-16": "utf-16-le"}  # fmt: skip

# per style: the tags of the page regions and of the story blocks
STYLES: dict[str, dict[str, str]] = {
    "webc": {"header": "np-masthead", "nav": "np-nav", "main": "np-main", "aside": "np-rail", "footer": "np-footer",
             "story": "np-story", "body": "np-story-body", "p": "np-paragraph", "h": 'np-subhead level="2"',
             "ul": "np-list", "li": "np-item"},
    "angular": {"header": "app-header", "nav": "app-nav", "main": 'div class="page-main"', "aside": "app-rail",
                "footer": "app-footer", "story": 'div class="story-container"', "body": 'div class="story-body"',
                "p": 'div class="para"', "h": 'div class="subhead" role="heading" aria-level="2"',
                "ul": 'div class="bullets"', "li": 'div class="bullet"'},
    "joomla": {"header": 'header class="header container-header full-width"', "nav": 'nav class="navbar"',
               "main": "main", "aside": 'div class="grid-child container-sidebar-right"',
               "footer": 'footer class="container-footer footer full-width"',
               "story": 'div class="com-content-article item-page" itemscope itemtype="https://schema.org/Article"',
               "body": 'div itemprop="articleBody" class="com-content-article__body"', "p": "p", "h": "h3",
               "ul": "ul", "li": "li"},
    "webflow": {"header": 'div class="navbar w-nav" data-collapse="medium"', "nav": 'nav class="nav-menu w-nav-menu"',
                "main": 'div class="section main-section"', "aside": 'div class="sidebar w-col w-col-4"',
                "footer": 'div class="footer"', "story": 'div class="post-wrapper w-col w-col-8"',
                "body": 'div class="rich-text w-richtext"', "p": "p", "h": "h2", "ul": "ul", "li": "li"},
    "astro": {"header": 'header class="astro-h7kq2"', "nav": 'nav class="astro-h7kq2"',
              "main": 'main class="astro-m3x"', "aside": 'aside class="astro-r9"', "footer": 'footer class="astro-f1"',
              "story": 'div class="entry astro-e4"',
              "body": 'div class="prose astro-e4"', "p": "p", "h": "h2", "ul": "ul", "li": "li"},
    "typo3": {"header": 'div id="page-header"', "nav": 'ul id="mainnav"', "main": 'div id="content"',
              "aside": 'div id="sidebar"', "footer": 'div id="footer"',
              "story": 'div class="news news-single"', "body": 'div class="news-text-wrap" itemprop="articleBody"',
              "p": 'p class="bodytext"', "h": "h2", "ul": "ul", "li": "li"},
    "bitrix": {"header": 'div class="header"', "nav": 'ul id="horizontal-multilevel-menu"',
               "main": 'div class="workarea"', "aside": 'div class="sidebar"', "footer": 'div class="footer"',
               "story": 'div class="news-detail"', "body": 'div class="news-detail-text"', "p": "", "h": "b",
               "ul": "", "li": ""},
    "hugo": {"header": 'header class="header"', "nav": 'nav class="nav"', "main": 'main class="main"',
             "aside": 'aside class="toc-rail"', "footer": 'footer class="footer"', "story": 'div class="post-single"',
             "body": 'div class="post-content"', "p": "p", "h": "h2", "ul": "ul", "li": "li"},
    "gatsby": {"header": 'div class="css-1hx2k0 e1m2n3o0"', "nav": 'div class="css-7ya2lq e1m2n3o1"',
               "main": 'div class="css-q8w2e1 e9k1l2a0"', "aside": 'div class="css-zz81bd e9k1l2a3"',
               "footer": 'div class="css-f00t3r e4r5t6y0"', "story": 'div class="css-5tor1e e7u8i9o0"',
               "body": 'div class="css-b0dy7x e7u8i9o2"', "p": 'p class="css-pq1r2s e7u8i9o3"',
               "h": 'h2 class="css-hd2h2h e7u8i9o4"', "ul": 'ul class="css-ul9q1a"', "li": "li"},
    "xhtml": {"header": 'div id="entete"', "nav": 'ul id="menu"', "main": 'div id="contenu"',
              "aside": 'div id="colonne"', "footer": 'div id="pied"', "story": 'div class="texte-article"',
              "body": 'div id="texte"', "p": "p", "h": "h2", "ul": "ul", "li": "li"},
}  # fmt: skip


def tag(open_: str) -> tuple[str, str]:
    name = open_.split()[0]
    return f"<{open_}>", f"</{name}>"


def render_blocks(style: str, blocks: list[tuple[str, Any]]) -> str:
    st = STYLES[style]
    out: list[str] = []
    for kind, val in blocks:
        if kind == "x":
            out.append(val)
        elif style == "bitrix":
            # Bitrix DETAIL_TEXT as typed in the visual editor: paragraphs split by blank <br /> lines
            if kind == "p":
                out.append(escape(val) + "<br />\n<br />\n")
            elif kind in ("h", "q"):
                out.append(f"<b>{escape(val)}</b><br />\n")
            elif kind == "li":
                out.append("".join(f"— {escape(i)}<br />\n" for i in val) + "<br />\n")
        elif kind == "p":
            o, c = tag(st["p"])
            out.append(f"{o}{escape(val)}{c}")
        elif kind == "q":
            o, c = tag(st["p"])
            out.append(f"{o}<strong>{escape(val)}</strong>{c}")
        elif kind == "h":
            o, c = tag(st["h"])
            if style == "hugo":
                o = o[:-1] + f' id="{re.sub(r"[^a-z0-9]+", "-", val.lower()).strip("-")[:40] or "s"}">'
            out.append(f"{o}{escape(val)}{c}")
        elif kind == "li":
            o, c = tag(st["ul"])
            lo, lc = tag(st["li"])
            out.append(o + "".join(f"{lo}{escape(i)}{lc}" for i in val) + c)
        elif kind == "ruby":
            o, c = tag(st["p"])
            parts = [escape(x) if isinstance(x, str) else f"<ruby>{escape(x[0])}<rt>{escape(x[1])}</rt></ruby>"
                     for x in val]  # fmt: skip
            out.append(o + "".join(parts) + c)
        else:
            raise ValueError(kind)
    return "\n".join(out)


def body_text(blocks: list[tuple[str, Any]]) -> str:
    lines: list[str] = []
    for kind, val in blocks:
        if kind in ("p", "h", "q"):
            lines.append(val)
        elif kind == "li":
            lines.extend(val)
        elif kind == "ruby":
            lines.append("".join(x if isinstance(x, str) else x[0] for x in val))
    return "\n".join(lines)


def jsonld(obj: Any) -> str:
    text = obj if isinstance(obj, str) else json.dumps(obj, ensure_ascii=False, indent=1)
    return f'<script type="application/ld+json">{text}</script>'


def build(spec: dict[str, Any]) -> tuple[bytes, dict[str, Any]]:
    pub = PUBLISHERS[spec["pub"]]
    rng = random.Random(hash_str(spec["file"]))
    ch = Chrome(pub, rng)
    st = STYLES[pub.style]
    lang = spec.get("lang", pub.lang)
    enc = spec.get("encoding", pub.encoding)
    decl = spec.get("decl", "meta")
    url = f"https://{pub.host}{spec['path']}"
    title = spec["title"]
    page_title = spec.get("page_title", f"{title} | {pub.name}")
    rtl = lang in ("ur", "ar")

    head: list[str] = []
    if decl == "meta":
        head.append(f'<meta charset="{enc}">')
    elif decl == "http-equiv":
        head.append(f'<meta http-equiv="Content-Type" content="text/html; charset={enc}">')
    elif decl == "xml":
        head.append('<meta http-equiv="Content-Style-Type" content="text/css" />')
    head.append('<meta name="viewport" content="width=device-width, initial-scale=1">')
    head.append(f"<title>{escape(page_title)}</title>")
    if spec.get("description"):
        head.append(f'<meta name="description" content="{escape(spec["description"])}">')
    head.append(f'<link rel="canonical" href="{url}">')
    head.append(f'<meta property="og:site_name" content="{escape(pub.name)}">')
    head.append(f'<meta property="og:title" content="{escape(spec.get("og_title", title))}">')
    head.append(f'<meta property="og:url" content="{url}">')
    head.append(f'<meta property="og:image" content="https://cdn.{pub.host}/img/{rng.getrandbits(48):012x}_1200.jpg">')
    for attr, name, content in spec.get("metas", []):
        head.append(f'<meta {attr}="{name}" content="{escape(content)}">')
    for obj in spec.get("jsonld", []):
        head.append(jsonld(obj))
    head.append(ch.head_extra())
    if pub.style == "astro":
        head.append('<script type="module" src="/_astro/hoisted.B7k2d.js"></script>')
    if pub.style == "webflow":
        head.append('<meta content="Webflow" name="generator">')
    if pub.style == "joomla":
        head.append('<meta name="generator" content="Joomla! - Open Source Content Management">')
    if pub.style == "typo3":
        head.append('<meta name="generator" content="TYPO3 CMS">')
    if pub.style == "hugo":
        head.append('<meta name="generator" content="Hugo 0.121.1">')
    head.extend(spec.get("head_extra", []))

    # the story (or the page's main content)
    so, sc = tag(spec.get("story_tag") or st["story"])
    bo, bc = tag(spec.get("body_tag") or st["body"])
    blocks = spec.get("blocks", [])
    headline = spec.get("h1_html")
    if headline is None:
        headline = f'<h1 class="headline" itemprop="headline">{escape(title)}</h1>'
    story = [so, spec.get("kicker", ""), headline, spec.get("dek", ""), spec.get("byline", ""),
             spec.get("dateline", ""), ch.share() if spec.get("share", True) else "", spec.get("before", ""),
             bo, render_blocks(pub.style, blocks), bc, spec.get("after", ""),
             ch.share() if spec.get("share", True) else "", sc]  # fmt: skip
    if spec.get("story_html") is not None:  # pages whose main area is not the story template
        story = [spec["story_html"]]
    if pub.style == "astro":
        props = json.dumps({"slug": [0, spec["path"]], "theme": [0, "light"]}).replace('"', "&quot;")
        story = [f'<astro-island uid="Z1{rng.getrandbits(20):05x}" component-url="/_astro/Entry.C2k9.js" '
                 f'component-export="default" renderer-url="/_astro/client.Dq1.js" props="{props}" ssr="" '
                 f'client="visible">', *story, "</astro-island>"]  # fmt: skip

    ho, hc = tag(st["header"])
    no, nc = tag(st["nav"])
    mo, mc = tag(st["main"])
    ao, ac = tag(st["aside"])
    fo, fc = tag(st["footer"])
    ui = ch.ui
    header = (
        f'{ho}<a class="skip" href="#main">Skip</a><div class="masthead wrap">'
        f'<a class="logo" href="https://{pub.host}/">{escape(pub.name)}</a>'
        f'<form class="search" action="/search"><input name="q" placeholder="{escape(str(ui["search"]))}"></form>'
        f'<a href="/subscribe" class="btn">{escape(str(ui["subscribe"]))}</a>'
        f'<a href="/login">{escape(str(ui["login"]))}</a></div>'
        f'{no}{ch.menu()}{nc}<div class="ticker">{ch.ticker()}</div>{hc}'
    )
    if pub.style == "bitrix" or pub.style == "xhtml" or pub.style == "typo3":
        pass
    main = (
        f'{mo}<div class="wrap grid" id="main">{ch.ad("top")}{"".join(story)}'
        f"{ao}{ch.rail()}{ch.ad('rail')}{ch.newsletter()}{ac}"
        f'<div class="related"><h3>{escape(str(ui["related"]))}</h3><div class="cards">{ch.cards()}</div></div>'
        f"</div>{mc}"
    )
    footer = f"{fo}{ch.footer()}{fc}"
    body_inner = header + main + footer + ch.consent() + spec.get("tail", "") + ch.scripts()
    if pub.style == "angular":
        state = spec.get("ng_state", {"APP_CONFIG": {"site": pub.key, "locale": lang}})
        body_inner = (
            f'<app-root ng-version="17.3.4" ng-server-context="ssr">{body_inner}</app-root>'
            '<script id="ng-state" type="application/json">'
            + json.dumps(state, ensure_ascii=False).replace("<", "\\u003C")
            + "</script>"
        )
    if pub.style == "gatsby":
        body_inner = (f'<div id="___gatsby"><div style="outline:none" tabindex="-1" id="gatsby-focus-wrapper">'
                      f"{body_inner}</div></div><script>window.___chunkMapping={{\"app\":[\"/app-3f2a.js\"]}};"
                      "</script>")  # fmt: skip
    if pub.style == "webflow":
        body_inner += '<script src="https://cdn.webflow.test/js/webflow.8c1d.js" type="text/javascript"></script>'
    dir_attr = ' dir="rtl"' if rtl else ""
    if pub.style == "xhtml":
        doc = (
            f'<?xml version="1.0" encoding="{enc}"?>\n'
            '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.1//EN" "http://www.w3.org/TR/xhtml11/DTD/xhtml11.dtd">\n'
            f'<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="{lang}"{dir_attr}>\n<head>\n'
            + "\n".join(head)
            + "\n</head>\n<body>\n"
            + body_inner
            + "\n</body>\n</html>\n"
        )
        doc = re.sub(r"<(meta|link|input|img)([^>]*?)(?<!/)>", r"<\1\2 />", doc)
        doc = doc.replace(" hidden>", ' hidden="hidden">').replace(" required ", ' required="required" ')
        doc = doc.replace(" defer>", ' defer="defer">').replace(' ssr=""', "")
        # inline scripts in XHTML need CDATA sections to stay well-formed (&& and < in the code)
        doc = re.sub(
            r"<script((?:(?!type=)[^>])*)>(.+?)</script>", r"<script\1>//<![CDATA[\n\2\n//]]></script>", doc, flags=re.S
        )
    else:
        extra = ""
        if pub.style == "webflow":
            extra = f' data-wf-page="{rng.getrandbits(48):012x}" data-wf-site="{rng.getrandbits(48):012x}"'
        doc = (
            f'<!DOCTYPE html>\n<html lang="{lang}"{dir_attr}{extra}>\n<head>\n'
            + "\n".join(head)
            + f'\n</head>\n<body class="{pub.style} {spec.get("body_class", "page")}">\n'
            + body_inner
            + "\n</body>\n</html>\n"
        )
    codec = CODECS[enc]
    data = doc.encode(codec, errors="xmlcharrefreplace")
    if enc == "utf-16":
        data = b"\xff\xfe" + data
    content_type = spec.get("content_type")
    if content_type is None:
        content_type = "application/xhtml+xml" if pub.style == "xhtml" else "text/html"
        if decl == "header":
            content_type = f"text/html; charset={enc}"
    is_article = spec["is_article"]
    label = {
        "file": spec["file"], "url": url, "content_type": content_type, "encoding": enc, "language": lang,
        "title": title, "authors": spec.get("authors", []) if is_article else [],
        "date": spec.get("date") if is_article else None, "body": body_text(blocks) if is_article else "",
        "is_article": is_article, "kind": spec.get("kind", "article" if is_article else "non-article"),
        "shape": spec["shape"],
    }  # fmt: skip
    return data, label
