"""Write pages/ and labels.json of the seventh held-out set (README.md): `python make_pages.py`.

Deterministic: running it again rewrites the same bytes."""

from __future__ import annotations

import json
import sys
import zlib
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from articles import ARTICLES  # noqa: E402
from kit import Page, body_text, build, e, jsonld, meta, og, render_blocks  # noqa: E402
from nonarticles import NONARTICLES  # noqa: E402
from pubs import PUBS  # noqa: E402


def main_html(s: dict[str, Any], style: str) -> str:
    legacy = style == "legacy"
    parts = []
    if s.get("kicker"):
        parts.append(f'<span class="kicker">{e(s["kicker"])}</span>')
    hl = s.get("hl", "h1")
    if legacy:
        parts.append(f'<FONT SIZE=6 FACE="Georgia"><B>{e(s["title"])}</B></FONT><BR>')
    elif hl == "h1":
        parts.append(f'<h1 class="headline">{e(s["title"])}</h1>')
    elif hl == "h2":
        parts.append(f'<h1 class="section-title">{e(s["section_h1"])}</h1><h2 class="headline">{e(s["title"])}</h2>')
    else:
        parts.append(f'<div class="headline" role="heading" aria-level="1">{e(s["title"])}</div>')
    if s.get("dek"):
        parts.append(f'<p class="standfirst">{e(s["dek"])}</p>' if not legacy else f"<I>{e(s['dek'])}</I><BR>")
    parts.append(s.get("byline", ""))
    parts.append(s.get("dateline", ""))
    if s.get("figure"):
        parts.append(
            f'<figure class="lead"><img src="/img/{zlib.crc32(s["file"].encode()) % 1000}.jpg" alt="" width="1200" '
            f'height="675"><figcaption>{e(s["figure"])}</figcaption></figure>'
        )
    parts.append(s.get("pre", ""))
    parts.append(render_blocks(style, s.get("blocks", [])))
    parts.append(s.get("post", ""))
    inner = "\n".join(p for p in parts if p)
    wrap = s.get("wrap", "article")
    if legacy or wrap == "none":
        return inner
    if wrap == "article":
        return f'<article class="story">{inner}</article>'
    return f'<div class="story-body">{inner}</div>'


def page_of(s: dict[str, Any]) -> tuple[Page, dict[str, Any]]:
    pub = PUBS[s["pub"]]
    url = f"https://{pub.host}{s['path']}"
    head: list[str] = []
    if s.get("desc"):
        head.append(meta("description", s["desc"]))
    if s.get("og"):
        head += og(s["og"], s["title"], url, pub.name)
    if s.get("ptime"):
        head.append(meta("article:published_time", s["ptime"], prop=True))
    if s.get("author_meta"):
        head.append(meta("author", s["author_meta"]))
    for extra in s.get("head", []):
        head.append(extra)
    if s.get("ld"):
        head.append(jsonld(s["ld"]))
    enc = s.get("enc", "utf-8")
    declare = s.get("declare", "meta")
    ct = f"text/html; charset={enc}" if declare == "header" else "text/html"
    page = Page(
        s["file"],
        pub,
        s["path"],
        s["title"],
        s.get("html_title", f"{s['title']} | {pub.name}"),
        main_html(s, pub.style),
        encoding=enc,
        declare=declare,
        head=head,
        content_type=ct,
    )
    art = s["is_article"]
    label = {
        "file": s["file"],
        "url": url,
        "content_type": ct,
        "encoding": enc,
        "language": pub.lang,
        "title": s["title"],
        "authors": s.get("authors", []) if art else [],
        "date": s.get("date") if art else None,
        "body": body_text(s["blocks"]) if art else "",
        "is_article": art,
        "kind": s["kind"],
        "shape": s["shape"],
    }
    return page, label


def main() -> None:
    out = HERE / "pages"
    out.mkdir(exist_ok=True)
    labels = []
    seen = set()
    for s in ARTICLES + NONARTICLES:
        assert s["file"] not in seen, s["file"]
        seen.add(s["file"])
        page, label = page_of(s)
        (out / page.file).write_bytes(build(page))
        labels.append(label)
    (HERE / "labels.json").write_text(json.dumps(labels, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"{len(labels)} pages: {sum(x['is_article'] for x in labels)} articles")


if __name__ == "__main__":
    main()
