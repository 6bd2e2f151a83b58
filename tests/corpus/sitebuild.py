"""The generator of the site-coherent held-out sets (holdout8 onwards): each set's make_pages.py names its sites'
template classes and calls write_set. It asserts each page's size (15-25 KB), that every labelled page is the
target of a link from another page of the set, and that every page of a site is reachable from its home page."""

from __future__ import annotations

import json
import re
from collections import Counter, defaultdict
from pathlib import Path
from urllib.parse import urljoin, urlsplit

from sitekit import Site, pad_to

_HREF = re.compile(r'href="([^"]*)"', re.I)


def canon(url: str) -> str:
    return url.split("#", 1)[0].replace("&amp;", "&")


def write_set(here: Path, site_classes: list[type[Site]]) -> None:
    """Write pages/, labels.json, sites.json and linkmap.json of a site-coherent set into `here`."""
    pages_dir = here / "pages"
    pages_dir.mkdir(exist_ok=True)
    for old in pages_dir.glob("*.html"):
        old.unlink()
    labels, sites, linkmap = [], [], {}
    by_url: dict[str, str] = {}
    written: dict[str, tuple[str, str]] = {}
    for cls in site_classes:
        site = cls()
        site.build()
        sites.append({"site": site.origin, "home": site.url("home")})
        for doc in site.docs.values():
            name = site.file_name(doc)
            codec = getattr(site, "codec", site.encoding)  # the charset the page is written in
            page = pad_to(site.render(doc), name, codec, site.pad_rules())
            data = page.encode(codec, "xmlcharrefreplace")
            assert 15_000 < len(data) < 25_000, (name, len(data))
            (pages_dir / name).write_bytes(data)
            url = site.url(doc.key)
            by_url[url] = name
            written[name] = (url, page)
            labels.append({
                "file": name, "url": url, "content_type": site.content_type, "encoding": site.encoding,
                "language": doc.extra.get("lang", site.language), "title": doc.title, "authors": doc.authors,
                "date": doc.date if doc.is_article else None, "body": doc.body, "is_article": doc.is_article,
                "kind": doc.kind, "shape": doc.shape,
            })  # fmt: skip
            labels[-1].update(site.relabel(doc))
        # where each page is linked from, by zone (as the templates wrote the links)
        inbound: dict[str, Counter[str]] = defaultdict(Counter)
        for link in site.links:
            if link.source != link.target:
                inbound[link.target][link.zone] += 1
        linkmap[site.origin] = {
            site.file_name(d): {"kind": d.kind, "from_home_content": any(
                lk.source == "home" and lk.target == k and lk.zone == "content" for lk in site.links),
                "inbound": dict(sorted(inbound[k].items()))}
            for k, d in site.docs.items()
        }  # fmt: skip
    # every href that names a labelled page resolves to it; every page but the homes is linked from the set
    hit: Counter[str] = Counter()
    for name, (url, page) in written.items():
        for href in _HREF.findall(page):
            target = canon(urljoin(url, href.replace("&amp;", "&")))
            if target in by_url and by_url[target] != name:
                hit[by_url[target]] += 1
    homes = {by_url[s["home"]] for s in sites}
    unlinked = [n for n in written if n not in hit and n not in homes]
    assert not unlinked, unlinked
    # every page is reachable from its site's home page
    for s in sites:
        seen, todo = set(), [s["home"]]
        while todo:
            u = todo.pop()
            if u in seen or u not in by_url:
                continue
            seen.add(u)
            todo.extend(canon(urljoin(u, h.replace("&amp;", "&"))) for h in _HREF.findall(written[by_url[u]][1]))
        own = [u for u in by_url if urlsplit(u).netloc == urlsplit(s["site"]).netloc]
        assert set(own) <= seen, sorted(set(own) - seen)
    (here / "labels.json").write_text(json.dumps(labels, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    (here / "sites.json").write_text(json.dumps(sites, indent=1) + "\n", encoding="utf-8")
    (here / "linkmap.json").write_text(json.dumps(linkmap, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    kinds = Counter((urlsplit(lb["url"]).netloc, lb["is_article"]) for lb in labels)
    print(len(labels), "pages,", sum(lb["is_article"] for lb in labels), "articles;", dict(kinds))
