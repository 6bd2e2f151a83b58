# ruff: noqa: E501, RUF001, RUF002 (page texts and markup are long literal lines; typographic quotes and math signs are deliberate)
"""Commitlog: a developer news site built with **Hugo** on a PaperMod-like theme (`post-single`, `post-header`,
`post-content`, `entry-link` anchors with no text over each teaser card, `/news/2026/11/<slug>/`, `/news/page/2/`,
`/tags/…/`, `/authors/…/`, a Fuse.js `/search/` page whose results are filled in by script), English, UTF-8, Pacific
time (-08:00 in November).

Code is highlighted server-side by **Chroma** (`div.highlight > pre.chroma > code[data-lang]`, a `span.line >
span.cl` per line, token spans), once with a **line-number table** (`table.lntable`: a column of numbers beside
the code), with a "copy" button after each block; shell sessions mix `$ ` prompts (`span.gp`) and output
(`span.go`). The body label holds each non-blank code line (prompt and output lines too), stripped. Display math
is **KaTeX** rendered at build time in its default `htmlAndMathml` form: a hidden MathML copy with the TeX
annotation, then the HTML glyphs; the body line is the formula's leaves in reading order ("E≈(1−α)−1"). Notes are
Hugo's footnotes (`sup > a.footnote-ref` "1", glued to the word: kept; `div.footnotes` at the end: not body). The
WebAssembly tutorial opens with a "Key takeaways" box (body).

Dates print the day only ("November 10, 2026"), the time sitting in a `title` attribute; the `BlogPosting` JSON-LD
carries the front matter's -08:00 time, so the hash-table post written at 22:40 on 10 Nov is labelled 10 Nov though
it is 11 Nov in UTC. The outage report is credited "Commitlog staff" (`[]`) and has **no JSON-LD**; the security
story opens with an "Update" note (body) and is dated by first publication; the guest opinion ends with an author
tail (not body)."""

from __future__ import annotations

import json
from typing import Any
from urllib.parse import quote

from common import Base, highlight, iso_local, katex, mi, mn, mo, page, row, spans, story, sup
from sitekit import Doc, css_rules, esc

ORIGIN = "https://commitlog.test"
ARTS = ["rust", "postgres", "wasm", "hash", "incident", "interview", "security", "opinion"]
MONTHS = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
]
PEOPLE = {
    "Lena Brandt": "lena-brandt",
    "Tomasz Wierzbicki": "tomasz-wierzbicki",
    "Amara Nwosu": "amara-nwosu",
    "Jonas Ekberg": "jonas-ekberg",
    "Felix Amari": "felix-amari",
    "Commitlog staff": "staff",
}
OLD = [
    (
        "/news/2026/10/go-1-27-ships-iterator-adapters/",
        "Go 1.27 ships iterator adapters in the standard library",
        "October 29, 2026",
    ),
    (
        "/news/2026/10/python-3-16-alpha-1-free-threading-default/",
        "Python 3.16 alpha 1 makes the free-threaded build the default on Linux",
        "October 22, 2026",
    ),
    (
        "/news/2026/10/sqlite-adds-native-vector-search/",
        "SQLite adds native vector search behind a compile-time flag",
        "October 15, 2026",
    ),
    ("/news/2026/10/node-26-lts/", "Node.js 26 enters long-term support", "October 8, 2026"),
]
LANG_NAMES = {
    "rust": "Rust",
    "sql": "SQL",
    "console": "Console",
    "python": "Python",
    "toml": "TOML",
    "c": "C",
    "diff": "Diff",
    "text": "Plain text",
    "yaml": "YAML",
}
PREV, NEXT = 'class="prev"', 'class="next"'
CHROMA = {
    "s1": "s1",
    "s2": "s2",
    "c1": "c1",
    "k": "k",
    "nf": "nf",
    "n": "n",
    "mi": "mi",
    "o": "o",
    "p": "p",
    "gp": "gp",
    "go": "go",
    "gi": "gi",
    "gd": "gd",
    "gu": "gu",
}


def day(local: str) -> str:
    y, m, d = local[:10].split("-")
    return f"{MONTHS[int(m) - 1]} {int(d)}, {y}"


class Commitlog(Base):
    origin = ORIGIN
    name = "Commitlog"
    prefix = "cml"
    language = "en"
    content_type = "text/html; charset=utf-8"
    formulas = {
        "probes": (
            r"E \approx (1-\alpha)^{-1}",
            row(mi("E"), mo("≈"), sup(row(mo("("), mn("1"), mo("−"), mi("α"), mo(")")), row(mo("−"), mn("1")))),
        ),
        "linear": (
            r"U \approx 0.5\,(1 + (1-\alpha)^{-2})",
            row(
                mi("U"),
                mo("≈"),
                mn("0.5"),
                mo("("),
                mn("1"),
                mo("+"),
                sup(row(mo("("), mn("1"), mo("−"), mi("α"), mo(")")), row(mo("−"), mn("2"))),
                mo(")"),
            ),
        ),
    }

    def pad_rules(self) -> list[str]:
        return css_rules(
            "cml",
            [
                ".header .nav",
                "#menu li a",
                ".post-title",
                ".post-content p",
                ".post-meta",
                ".highlight pre.chroma",
                ".chroma .lntd",
                ".key-takeaways li",
                ".footer",
                ".cookie-notice",
            ],
            300,
        )

    # --- code, math, notes ---------------------------------------------------------------------------------

    def code_html(self, lang: str, lines: list[str], opts: set[str]) -> str:
        def fmt(c: str, t: str) -> str:
            return f'<span class="{CHROMA.get(c, c)}">{esc(t)}</span>'

        body = "".join(
            f'<span class="line"><span class="cl">{spans(highlight(lang, ln), fmt)}\n</span></span>' for ln in lines
        )
        code = f'<code class="language-{lang}" data-lang="{lang}">{body}</code>'
        button = '<button class="copy-code" type="button" aria-label="Copy code to clipboard">copy</button>'
        if "ln" in opts:
            nums = "".join(f'<span class="lnt">{i}\n</span>' for i in range(1, len(lines) + 1))
            return (
                f'<div class="highlight"><div class="chroma"><table class="lntable"><tr><td class="lntd"><pre tabindex="0" class="chroma"><code>{nums}</code></pre></td>'
                f'<td class="lntd"><pre tabindex="0" class="chroma">{code}</pre></td></tr></table></div>{button}</div>'
            )
        return f'<div class="highlight"><pre tabindex="0" class="chroma">{code}</pre>{button}</div>'

    def math_html(self, name: str, display: bool = False) -> str:
        tex, node = self.formulas[name]
        assert node is not None
        return katex(node, tex, display=display)

    def span(self, kind: str, content: str) -> str:
        if kind == "fn":
            return f'<sup id="fnref:{content}"><a href="#fn:{content}" class="footnote-ref" role="doc-noteref">{content}</a></sup>'
        return super().span(kind, content)

    def block(self, block: tuple[Any, ...], zone: str) -> str | None:
        kind = block[0]
        if kind == "code":
            return self.code_html(block[1], block[2], block[3])
        if kind == "notes":
            items = "".join(
                f'<li id="fn:{i}"><p>{self.inline(n, zone)}&#160;<a href="#fnref:{i}" class="footnote-backref" role="doc-backlink">&#x21a9;&#xfe0e;</a></p></li>'
                for i, n in enumerate(block[1], 1)
            )
            return f'<div class="footnotes" role="doc-endnotes"><hr><ol>{items}</ol></div>'
        if kind == "keys":
            items = "".join(f"<li>{self.inline(i, zone)}</li>" for i in block[2])
            return f'<div class="key-takeaways"><h4>{esc(block[1])}</h4><ul>{items}</ul></div>'
        if kind in ("h2", "h3"):
            a = self.anchor(block[1])
            return f'<{kind} id="{a}">{self.inline(block[1], zone)}<a hidden class="anchor" aria-hidden="true" href="#{a}">#</a></{kind}>'
        if kind == "corr":
            return f'<div class="notice update"><p class="notice-title">Update</p><p>{self.inline(block[1], zone)}</p></div>'
        if kind == "pull":
            return f'<aside class="pull-quote"><p>{esc(block[1])}</p></aside>'
        if kind == "bio":
            return f'<div class="author-note"><hr><p><em>{self.inline(block[1], zone)}</em></p></div>'
        if kind == "quote":
            return f"<blockquote>\n<p>{self.inline(block[1], zone)}</p>\n</blockquote>"
        return None

    # --- pages ---------------------------------------------------------------------------------------------

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "Commitlog",
                "hugo-papermod-home",
                list=["rust", "security", "incident", "postgres", "hash", "interview", "wasm", "opinion"],
            )
        )
        add(
            page(
                "news",
                "/news/",
                "section",
                "News",
                "hugo-section",
                list=["rust", "security", "incident", "postgres", "hash"],
                more="news2",
            )
        )
        add(
            page(
                "news2",
                "/news/page/2/",
                "section",
                "News",
                "hugo-section-page2",
                list=["interview", "wasm", "opinion"],
                old=OLD,
            )
        )
        add(page("tag", "/tags/rust/", "tag", "Rust", "hugo-taxonomy-term", list=["rust", "wasm"]))
        add(
            page(
                "author",
                "/authors/lena-brandt/",
                "author",
                "Lena Brandt",
                "hugo-author-term",
                list=["rust", "wasm"],
                bio="Lena Brandt covers programming languages, compilers and developer tooling for Commitlog. Before that she spent eight years writing embedded firmware.",
            )
        )
        add(page("search", "/search/?q=webassembly", "search", "Search", "hugo-fuse-search-js-only"))
        add(
            page(
                "notfound", "/news/2024/06/wasi-preview-2-what-changed/", "not-found", "Page not found", "hugo-soft-404"
            )
        )
        add(
            page(
                "releases",
                "/releases/",
                "live-data",
                "Release tracker",
                "release-table",
                [
                    "The latest stable release of the languages, runtimes and databases we follow, checked every morning at 06:00 UTC.",
                    "T: Project | Latest stable | Released | Next expected",
                    "T: Rust | 1.100.0 | Nov 12, 2026 | Dec 24, 2026",
                    "T: Go | 1.27.3 | Nov 4, 2026 | Feb 2027",
                    "T: Python | 3.15.1 | Oct 27, 2026 | Dec 2026",
                    "T: Node.js | 26.2.0 | Nov 3, 2026 | Nov 2026",
                    "T: PostgreSQL | 18.3 | Nov 12, 2026 | Feb 2027",
                    "T: Kotlin | 2.4.10 | Oct 30, 2026 | Dec 2026",
                    "Last checked: November 12, 2026, 06:00 UTC",
                ],
            )
        )
        add(
            page(
                "about",
                "/about/",
                "about",
                "About Commitlog",
                "hugo-page",
                [
                    "Commitlog is an independent news site for people who write software. We cover releases, security, infrastructure and the people who maintain the tools everyone depends on.",
                    "We are funded by readers and by a small number of clearly labelled sponsorships. Sponsors never see stories before they are published.",
                    "## Corrections",
                    "If we get something wrong, we fix it and say so at the top or bottom of the story. Send corrections to corrections@commitlog.test.",
                ],
            )
        )
        add(
            page(
                "newsletter",
                "/newsletter/",
                "subscribe",
                "The Commitlog weekly",
                "hugo-newsletter",
                [
                    "One email every Monday with the week’s releases, advisories and the best technical writing we found. No tracking pixels.",
                    "- Release notes, summarized",
                    "- Security advisories that matter",
                    "- One long read worth your time",
                ],
            )
        )

        add(
            story(
                "rust",
                "/news/2026/11/rust-1-100-lld-default-gen-blocks/",
                "Rust 1.100 makes lld the default linker on Linux and stabilizes gen blocks",
                "2026-11-12",
                iso_local("2026-11-12 10:15", "-08:00"),
                "2026-11-12 10:15",
                ["Lena Brandt"],
                [
                    "The Rust project released version 1.100 on Thursday, the first release with a three-digit minor version. Beyond the milestone number, it brings two changes many developers have been waiting for: faster linking on Linux by default and generator blocks for writing iterators.",
                    "## lld by default",
                    "On x86-64 Linux, ⟦c:rustc⟧ now links with LLVM’s ⟦c:lld⟧ instead of the system linker. The compiler team says this cuts link times by 30 to 70 percent on large projects, which matters most for incremental builds, where linking can dominate the wait after a small change.",
                    "Projects that depend on a specific linker can opt out in ⟦c:.cargo/config.toml⟧:",
                    'CODE[toml]:\n[target.x86_64-unknown-linux-gnu]\nlinker = "cc"\nrustflags = ["-C", "link-self-contained=-linker"]',
                    "## Generator blocks",
                    "The new ⟦c:gen⟧ blocks let functions produce iterators without writing a struct and an ⟦c:Iterator⟧ implementation by hand. Inside the block, ⟦c:yield⟧ hands a value to the caller and pauses until the next one is requested:",
                    "CODE[rust]:\nfn evens(limit: u32) -> impl Iterator<Item = u32> {\n    gen {\n        for n in 0..limit {\n            if n % 2 == 0 {\n                yield n;\n            }\n        }\n    }\n}",
                    "The ⟦c:gen⟧ keyword was reserved in the 2024 edition, so only crates on that edition or later can use it. Async generators, which would produce streams, are still unstable.",
                    "## Other changes",
                    "- ⟦c:cargo publish⟧ now verifies packages in parallel when publishing a workspace.",
                    "- The ⟦c:clippy::needless_collect⟧ lint was moved to the default set after a long period in nursery.",
                    "- Support for 32-bit Windows 7 targets has been removed.",
                    "Existing users can upgrade with rustup:",
                    "CODE[console]:\n$ rustup update stable\n$ rustc --version\nrustc 1.100.0 (4a1c2e7b9 2026-11-12)",
                    "The next release, 1.101, is scheduled for Dec. 24.",
                ],
                "hugo-chroma-console-copy",
                section="News",
                tags=["Rust", "Compilers"],
            )
        )
        add(
            story(
                "postgres",
                "/news/2026/11/postgresql-19-beta-skip-scan-planner/",
                "PostgreSQL 19 beta teaches the planner to skip through multicolumn indexes",
                "2026-11-11",
                iso_local("2026-11-11 08:30", "-08:00"),
                "2026-11-11 08:30",
                ["Tomasz Wierzbicki"],
                [
                    "The PostgreSQL Global Development Group has released the second beta of PostgreSQL 19, and early benchmarks suggest one change will matter more than most: the planner can now use a multicolumn B-tree index even when a query does not filter on the index’s first column.",
                    "The technique, usually called a skip scan, has existed in Oracle and MySQL for years. Until now, an index on ⟦c:(region, created_at)⟧ was of little use to a query that filtered only on ⟦c:created_at⟧. PostgreSQL 18 added a first version for simple cases; version 19 extends it to range conditions and to indexes with more than two columns.",
                    "CODE[sql,ln]:\nCREATE INDEX orders_region_created_idx ON orders (region, created_at);\n\nEXPLAIN (ANALYZE, BUFFERS)\nSELECT count(*)\nFROM orders\nWHERE created_at >= now() - interval '1 day';",
                    "On a table of 50 million orders spread across 12 regions, the plan now looks like this:",
                    "CODE[text]:\nAggregate (actual time=4.112..4.113 rows=1 loops=1)\n  ->  Index Only Scan using orders_region_created_idx on orders\n        Index Searches: 12\n        Index Cond: (created_at >= (now() - '1 day'::interval))\nExecution Time: 4.180 ms",
                    "The executor performs one descent of the index per distinct region, 12 in all, instead of reading the whole table. In our tests on a cloud instance with 8 vCPUs and 32 GB of memory, the results were:",
                    "T: Query | PostgreSQL 18.3 | PostgreSQL 19 beta 2 | Change",
                    "T: count, last day | 2,310 ms | 4.2 ms | −99.8%",
                    "T: sum by hour, last week | 3,905 ms | 61 ms | −98.4%",
                    "T: top customers, last month | 7,240 ms | 6,980 ms | −3.6%",
                    "The last query barely improved because it touches most of the table anyway, and the planner correctly chose a sequential scan in both versions.",
                    "Skip scans work best when the leading column has few distinct values. With thousands of regions, the repeated index descents cost more than a full scan, and the planner’s cost model is supposed to notice. Peter Geoghegan, who wrote much of the B-tree code, cautioned on the mailing list that the estimates may still be wrong for skewed data and asked testers to report plans that regress.",
                    "Beta 2 also fixes 31 bugs found since the first beta, including a crash in logical replication of partitioned tables. The final release is expected in the autumn of next year.",
                    "CORR: Correction, Nov. 12: An earlier version of this article said skip scans were new in PostgreSQL 19. A first version shipped in PostgreSQL 18; version 19 extends it.",
                ],
                "hugo-chroma-lntable-benchmark-table-correction",
                section="News",
                tags=["PostgreSQL", "Databases"],
            )
        )
        add(
            story(
                "wasm",
                "/news/2026/11/webassembly-component-rust-python-tutorial/",
                "Build a WebAssembly component in Rust and call it from Python",
                "2026-11-09",
                iso_local("2026-11-09 09:00", "-08:00"),
                "2026-11-09 09:00",
                ["Amara Nwosu", "Lena Brandt"],
                [
                    "KEYS: Key takeaways || The component model lets WebAssembly modules written in different languages share rich types such as strings and records. || An interface is described once in WIT and bindings are generated for each language. || The Rust toolchain builds a component in a single command with cargo-component. || Python can load and call the component through wasmtime-py without any glue code.",
                    "WebAssembly has long been good at running fast code in a sandbox, but passing anything more complicated than numbers between a module and its host has meant writing glue code by hand. The component model, which reached a stable release of its core specification this year, is meant to fix that.⟦fn:1⟧ In this tutorial we build a small component in Rust and call it from a Python program.",
                    "## Describe the interface",
                    "Components talk to each other through interfaces written in WIT, the WebAssembly Interface Types language. Ours has a single function that takes a name and returns a greeting:",
                    "CODE[text]:\npackage example:greeter;\n\nworld greeter {\n    export greet: func(name: string) -> string;\n}",
                    "## Write the component",
                    "Create a new library with ⟦c:cargo component⟧, which generates the bindings from the WIT file every time you build:",
                    "CODE[console]:\n$ cargo install cargo-component --locked\n$ cargo component new --lib greeter\n     Created library `greeter` package",
                    "Then implement the generated ⟦c:Guest⟧ trait in ⟦c:src/lib.rs⟧:",
                    'CODE[rust]:\n#[allow(warnings)]\nmod bindings;\n\nuse bindings::Guest;\n\nstruct Component;\n\nimpl Guest for Component {\n    fn greet(name: String) -> String {\n        format!("Hello, {name}!")\n    }\n}\n\nbindings::export!(Component with_types_in bindings);',
                    "Build it in release mode. The resulting file is small because the component imports nothing from the host:",
                    "CODE[console]:\n$ cargo component build --release\n   Compiling greeter v0.1.0 (/home/dev/greeter)\n    Finished `release` profile [optimized] target(s) in 4.21s\n$ ls -lh target/wasm32-wasip1/release/greeter.wasm\n-rw-r--r-- 1 dev dev 71K Nov  9 10:02 target/wasm32-wasip1/release/greeter.wasm",
                    "## Call it from Python",
                    "The wasmtime package for Python can instantiate components directly.⟦fn:2⟧ Strings are converted at the boundary, so the Python code never sees linear memory or pointers:",
                    'CODE[python]:\nfrom wasmtime import Engine, Store\nfrom wasmtime.component import Component, Linker\n\nengine = Engine()\nstore = Store(engine)\ncomponent = Component.from_file(engine, "greeter.wasm")\ninstance = Linker(engine).instantiate(store, component)\ngreet = instance.get_func(store, "greet")\nprint(greet(store, "Commitlog"))  # Hello, Commitlog!',
                    "That is the whole program. The same component can be loaded from JavaScript with jco or from Go with wazero, without recompiling it.",
                    "## Where it falls short",
                    "Tooling is still uneven. Debugging a component means debugging WebAssembly, and source maps across language boundaries are rudimentary. Asynchronous functions are part of the next version of the specification, so for now a component that needs to wait on the network has to block.",
                    "NOTES: The preview releases were known as WASI 0.2; see our [[notfound|earlier explainer]] on what changed between previews. || Component support in wasmtime-py was added in version 25 and is still marked experimental.",
                ],
                "hugo-tutorial-key-takeaways-console-footnotes",
                section="News",
                tags=["WebAssembly", "Rust", "Python", "Tutorials"],
            )
        )
        add(
            story(
                "hash",
                "/news/2026/11/why-your-hash-map-slows-down-before-it-fills-up/",
                "Why your hash map slows down long before it fills up",
                "2026-11-10",
                iso_local("2026-11-10 22:40", "-08:00"),
                "2026-11-10 22:40",
                ["Jonas Ekberg"],
                [
                    "If you have ever watched a service’s latency creep up as a cache grew, there is a good chance the culprit was a hash table running at a high load factor. The slowdown starts much earlier than most people expect, and the reason is a short piece of arithmetic.",
                    "## Open addressing in one paragraph",
                    "Many fast hash tables, including the ones in Rust’s standard library and in Google’s Abseil, use open addressing: all entries live in one array, and when two keys hash to the same slot, the second one is placed in another slot according to a fixed probing sequence. The simplest sequence just tries the next slot:",
                    "CODE[c]:\nsize_t slot = hash(key) & (capacity - 1);\nwhile (table[slot].used && !equal(table[slot].key, key)) {\n    slot = (slot + 1) & (capacity - 1);   // linear probing\n}",
                    "## The arithmetic",
                    "Call the fraction of occupied slots the load factor, α. If every probe landed on a random slot, the expected number of probes to find an empty one would be",
                    "MATH: probes",
                    "At α = 0.5 that is two probes; at 0.9 it is ten. Linear probing is worse than random, because occupied slots clump together into runs. Donald Knuth’s classic analysis gives, for an unsuccessful search,⟦fn:1⟧",
                    "MATH: linear",
                    "which is 2.5 probes at half full and 50.5 probes at 90 percent. That is why most implementations resize when they are somewhere between 70 and 90 percent full.",
                    "## What this means in practice",
                    "We measured lookups of absent keys in a table of 64-bit integers with linear probing on a recent laptop:",
                    "T: Load factor | Probes per miss (measured) | Nanoseconds per miss",
                    "T: 0.50 | 2.5 | 9",
                    "T: 0.75 | 8.4 | 21",
                    "T: 0.90 | 49.7 | 118",
                    "Probe counts match the formula closely. Time grows more slowly than probe count because consecutive slots share cache lines, which is the main reason linear probing remains popular despite its clustering.⟦fn:2⟧",
                    "The practical lesson: if a table’s size is predictable, allocate it with room to spare. If it is not, watch the load factor, not just the entry count.",
                    "NOTES: Donald E. Knuth, The Art of Computer Programming, Vol. 3: Sorting and Searching, 2nd ed., section 6.4. || SwissTable-style designs go further, checking 16 slots at a time with SIMD instructions.",
                ],
                "hugo-katex-display-footnotes-table",
                section="News",
                tags=["Data structures", "Performance"],
            )
        )
        add(
            story(
                "incident",
                "/news/2026/11/edgewise-cdn-outage-trailing-dot/",
                "Edgewise CDN outage traced to a config change that dropped a single trailing dot",
                "2026-11-11",
                iso_local("2026-11-11 06:50", "-08:00"),
                "2026-11-11 06:50",
                [],
                [
                    "A two-hour outage at the content delivery network Edgewise on Tuesday, which left thousands of websites returning errors across Europe and North America, was caused by a configuration change that removed a trailing dot from a single hostname, the company said in a postmortem published overnight.",
                    "Edgewise said the change was part of a routine cleanup of its origin configuration. Without the trailing dot, which marks a fully qualified domain name, the hostname was resolved relative to a search domain on the company’s edge servers and pointed at an internal address that did not exist.",
                    "CODE[diff]:\n origins:\n-  - host: api.origin.edgewise.net.\n+  - host: api.origin.edgewise.net\n     port: 443",
                    "The company’s timeline, in UTC:",
                    "T: Time (UTC) | Event",
                    "T: 14:02 | Configuration change deployed to 5 percent of edge servers",
                    "T: 14:09 | Canary checks pass; rollout continues",
                    "T: 14:31 | Error rates rise in Frankfurt and Amsterdam",
                    "T: 15:12 | Rollout reaches all regions; incident declared",
                    "T: 15:58 | Change reverted",
                    "T: 16:20 | Error rates back to normal",
                    "The canary checks passed because the servers in the first stage used a different resolver configuration with no search domain. In its statement, the company wrote:",
                    "QUOTE: We test changes against a representative sample of our fleet, but the sample was not representative in the one way that mattered. We are adding resolver configuration to the properties our canary selection takes into account, and we are making fully qualified names mandatory in origin configuration.",
                    "Edgewise said no customer data was exposed. It did not say how many customers were affected, but outage-tracking sites recorded problems with more than 4,000 domains.",
                ],
                "hugo-staff-no-jsonld-timeline-table-quote",
                section="News",
                tags=["Outages", "Infrastructure"],
                no_ld=True,
            )
        )
        add(
            story(
                "interview",
                "/news/2026/11/interview-maintaining-a-parser-the-internet-depends-on/",
                "“Nobody notices until it breaks”: maintaining a parser the internet depends on",
                "2026-11-10",
                iso_local("2026-11-10 11:00", "-08:00"),
                "2026-11-10 11:00",
                ["Amara Nwosu"],
                [
                    "Hana Sørlie has maintained the URL-parsing library urlfox for nine years. It is downloaded more than 60 million times a week and sits, usually unnoticed, beneath web frameworks, crawlers and package managers. We talked about funding, burnout and what the WHATWG URL standard got right.",
                    "Q: How did you end up maintaining urlfox? || By accident. I sent a patch in 2017 to fix how it handled IPv6 addresses, and the original author asked if I wanted commit rights. Six months later he changed jobs and I was the only active maintainer.",
                    "Q: What does a normal week look like? || Most weeks are quiet: a few issues, a pull request or two. Then a browser changes how it parses some corner case, or someone finds a difference between us and the standard that turns out to be a security problem, and I lose a weekend.",
                    "Q: Is the project funded? || Partly. Two companies sponsor it, which pays for about one day a week. That sounds small, but it changed everything. Before that I was doing security releases at midnight after my day job.",
                    "Q: What would you tell a company that depends on urlfox? || Look at your dependency tree and find the three or four libraries that would hurt the most if they disappeared. Then ask their maintainers what they need. Often it is not money but a second pair of eyes on security reports.",
                    "Q: Anything you would do differently? || I would have added a second maintainer much earlier. Bus factor is not an abstract concept when you are the bus.",
                ],
                "hugo-qa",
                section="News",
                tags=["Open source", "Interviews"],
            )
        )
        add(
            story(
                "security",
                "/news/2026/11/yamlette-critical-flaw-code-execution/",
                "Critical flaw in yamlette lets crafted YAML files run code; patch now",
                "2026-11-11",
                iso_local("2026-11-11 21:55", "-08:00"),
                "2026-11-11 21:55",
                ["Jonas Ekberg"],
                [
                    "CORR: Update, Nov. 12, 9:30 a.m. PT: The maintainers have released version 3.4.3, which also fixes the same problem in the library’s C accelerator. Version 3.4.2 patched only the pure-Python loader.",
                    "A vulnerability in yamlette, a popular YAML parser for Python, allows an attacker who controls a YAML document to run arbitrary code when the document is loaded with the library’s default settings. The flaw, tracked as CVE-2026-48211, has a severity score of 9.8 out of 10.",
                    "Unlike PyYAML, whose ⟦c:yaml.load⟧ has required an explicit loader for years, yamlette’s ⟦c:load()⟧ function resolves custom tags to Python constructors by default. Researchers at the security firm Quarry found that a tag naming a class in the standard library could be used to call it with attacker-chosen arguments.",
                    "The fix restricts constructors to an allow list:",
                    'CODE[diff]:\n-    obj = constructor(**node.args)\n+    if constructor not in SAFE_CONSTRUCTORS:\n+        raise ConstructorError(f"refusing to build {node.tag!r}")\n+    obj = constructor(**node.args)',
                    "T: Versions | Status",
                    "T: 3.0.0 to 3.4.1 | Vulnerable",
                    "T: 3.4.2 | Partly fixed (pure-Python loader only)",
                    "T: 3.4.3 | Fixed",
                    "T: 2.x | Not affected (custom tags disabled)",
                    "Users should upgrade immediately:",
                    'CODE[console]:\n$ pip install --upgrade "yamlette>=3.4.3"',
                    "Applications that cannot upgrade can pass ⟦c:safe=True⟧ to ⟦c:load()⟧, which disables custom tags entirely. The maintainers said the default will change to safe loading in version 4.0, due early next year.",
                ],
                "hugo-security-update-note-diff-table",
                section="News",
                tags=["Security", "Python"],
                modified=iso_local("2026-11-12 09:30", "-08:00"),
            )
        )
        add(
            story(
                "opinion",
                "/news/2026/11/your-monorepo-is-not-a-strategy/",
                "Your monorepo is not a strategy",
                "2026-11-09",
                iso_local("2026-11-09 14:00", "-08:00"),
                "2026-11-09 14:00",
                ["Felix Amari"],
                [
                    "Every few years the industry rediscovers the monorepo. A famous company describes how it keeps all of its code in one repository, engineers read the post and a dozen migrations begin. A year later, half of those teams are quietly splitting things up again.",
                    "The problem is not monorepos. Put the right tooling around one, and it can be a fine way to organize code. The problem is treating repository layout as if it were an engineering strategy, when it is at best an expression of one.",
                    "PULL: A monorepo does not give you consistency. It gives you a place to enforce consistency, if you already know what you want.",
                    "What the famous companies actually have is a set of decisions: every change is built and tested against everything that depends on it; there is one version of each third-party library; ownership of every directory is explicit. A single repository makes those decisions cheaper to enforce. It does not make them for you.",
                    "A monorepo does not give you consistency. It gives you a place to enforce consistency, if you already know what you want. Teams that migrate without those decisions end up with the costs, slow clones and sprawling CI, and none of the benefits.",
                    "So before you move anything, write down what you want to be true. Do you want atomic changes across services? A single dependency version? Shared build caching? Then ask whether your current layout prevents any of it. Often the answer is a build tool and a dependency policy, not a migration.",
                    "And if you do decide to migrate, budget for the tooling first. The repository is the easy part.",
                    "BIO: Felix Amari is a staff engineer at a logistics company in Hamburg, where he works on build infrastructure. He writes occasionally at amari.dev.",
                ],
                "hugo-guest-opinion-bio-pullquote",
                section="News",
                tags=["Opinion", "Engineering culture"],
                guest=True,
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def ld(self, doc: Doc) -> str:
        url = self.url(doc.key)
        crumbs = {"@context": "https://schema.org", "@type": "BreadcrumbList", "itemListElement": [
            {"@type": "ListItem", "position": 1, "name": "News", "item": f"{ORIGIN}/news/"},
            {"@type": "ListItem", "position": 2, "name": doc.title, "item": url}]}  # fmt: skip
        post = {
            "@context": "https://schema.org", "@type": "BlogPosting", "headline": doc.title, "name": doc.title,
            "description": self.lede(doc), "keywords": doc.extra.get("tags", []), "wordCount": sum(len(self.label(b[1]).split()) for b in doc.blocks if b[0] == "p"),
            "inLanguage": "en", "image": f"{ORIGIN}/news/2026/11/{doc.path.rstrip('/').rsplit('/', 1)[-1]}/cover.png",
            "datePublished": doc.iso, "dateModified": doc.extra.get("modified", doc.iso),
            "author": [{"@type": "Person", "name": a} for a in doc.authors] or {"@type": "Person", "name": "Commitlog staff"},
            "mainEntityOfPage": {"@type": "WebPage", "@id": url},
            "publisher": {"@type": "Organization", "name": "Commitlog", "logo": {"@type": "ImageObject", "url": f"{ORIGIN}/logo.png"}},
        }  # fmt: skip
        return f'<script type="application/ld+json">\n{json.dumps(crumbs, ensure_ascii=False)}\n</script>\n<script type="application/ld+json">\n{json.dumps(post, ensure_ascii=False)}\n</script>'

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        title = {"home": "Commitlog", "notfound": "404 Page not found | Commitlog"}.get(
            doc.key, f"{doc.title} | Commitlog"
        )
        desc = self.lede(doc) if doc.is_article else "News for people who write software."
        out = [
            f"<title>{esc(title)}</title>",
            f'<meta name="description" content="{esc(desc)}">',
            f'<meta name="author" content="{esc(", ".join(doc.authors) or "Commitlog")}">'
            if doc.is_article
            else '<meta name="author" content="Commitlog">',
            f'<link rel="canonical" href="{esc(url)}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:description" content="{esc(desc)}">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            f'<meta property="og:url" content="{esc(url)}">',
        ]
        if doc.is_article:
            out.append(f'<meta property="article:section" content="{esc(doc.section.lower())}">')
            out.append(f'<meta property="article:published_time" content="{doc.iso}">')
            out.append(f'<meta property="article:modified_time" content="{doc.extra.get("modified", doc.iso)}">')
            if not doc.extra.get("no_ld"):
                out.append(self.ld(doc))
        if doc.key == "hash":
            out.append(
                '<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/katex@0.16.11/dist/katex.min.css" crossorigin="anonymous">'
            )
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        self.current = doc.key
        menu = "".join(
            f"<li>{self.a(k, t, 'nav')}</li>"
            if not k.startswith("/")
            else f'<li><a href="{k}"><span>{t}</span></a></li>'
            for k, t in (
                ("news", "News"),
                ("/security/", "Security"),
                ("/tutorials/", "Tutorials"),
                ("releases", "Releases"),
                ("/podcast/", "Podcast"),
                ("search", "Search"),
            )
        )
        return f"""<!DOCTYPE html>
<html lang="en" dir="auto">
<head><meta name="generator" content="Hugo 0.139.4">
<meta charset="utf-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width, initial-scale=1, shrink-to-fit=no">
<meta name="robots" content="index, follow">
{self.head(doc)}
<link crossorigin="anonymous" href="/assets/css/stylesheet.8fe10233a706bc87f2e08b3cf97b8bd4c0a80f10675a143675d59212121037c0.css" integrity="sha256-j+ECM6cGvIfy4Is8+XuL1MCoDxBnWhQ2ddWSEhIQN8A=" rel="preload stylesheet" as="style">
<link rel="icon" href="{ORIGIN}/favicon.ico">
<link rel="alternate" type="application/rss+xml" href="{ORIGIN}/index.xml">
<style>/*PAD*/</style>
<noscript><style>#theme-toggle,.top-link{{display:none}}</style></noscript>
</head>
<body class="{"list" if not doc.is_article else ""}" id="top">
<script>if(localStorage.getItem("pref-theme")==="dark"){{document.body.classList.add('dark')}}</script>
<header class="header">
<nav class="nav">
<div class="logo"><a href="{ORIGIN}/" accesskey="h" title="Commitlog (Alt + H)">Commitlog</a><div class="logo-switches"><button id="theme-toggle" accesskey="t" title="(Alt + T)">◐</button></div></div>
<ul id="menu">{menu}</ul>
</nav>
</header>
<main class="main">
{main}
</main>
<aside class="sponsor-slot" aria-label="Sponsor"><p class="sponsor-label">Sponsor</p><a href="https://ads.commitlog.test/click?c=cml-2611" rel="sponsored noopener">Ship faster with Driftbox CI: 2,000 free build minutes a month</a></aside>
<footer class="footer">
<span>&copy; 2026 <a href="{ORIGIN}/">Commitlog</a></span> · {self.a("about", "About", "footer")} · {self.a("newsletter", "Newsletter", "footer")} · <a href="{ORIGIN}/index.xml">RSS</a> · <a href="https://social.commitlog.test/@news" rel="me">Mastodon</a>
<span>Powered by <a href="https://gohugo.io/" rel="noopener noreferrer" target="_blank">Hugo</a> &amp; <a href="https://github.com/adityatelange/hugo-PaperMod/" rel="noopener" target="_blank">PaperMod</a></span>
</footer>
<div class="cookie-notice" id="cookie-notice" hidden>We use a single first-party cookie to remember your theme. That’s it. <button onclick="this.parentNode.remove()">OK</button></div>
<a href="#top" aria-label="go to top" title="Go to Top (Alt + G)" class="top-link" id="top-link" accesskey="g">↑</a>
<script>document.querySelectorAll('.copy-code').forEach(b=>b.addEventListener('click',()=>{{navigator.clipboard.writeText(b.previousElementSibling.innerText);b.innerText='copied!';setTimeout(()=>{{b.innerText='copy'}},2000)}}));</script>
<script defer src="https://stats.commitlog.test/js/script.js" data-domain="commitlog.test"></script>
</body>
</html>"""

    def meta_line(self, doc: Doc) -> str:
        minutes = max(
            1,
            round(sum(len(self.label(b[1]).split()) for b in doc.blocks if b[0] == "p") / 200)
            + sum(1 for b in doc.blocks if b[0] == "code"),
        )
        names = doc.authors or ["Commitlog staff"]
        shown = []
        for n in names:
            shown.append(
                self.a("author", n, "byline")
                if n == "Lena Brandt"
                else f'<a href="{ORIGIN}/authors/{PEOPLE[n]}/">{esc(n)}</a>'
            )
        hm = doc.stamp[11:]
        who = ", ".join(shown)
        return f'<span title="{doc.stamp[:10]} {hm}:00 -0800 PST">{day(doc.stamp)}</span>&nbsp;·&nbsp;{minutes} min&nbsp;·&nbsp;{who}'

    def story_main(self, doc: Doc) -> str:
        tags = "".join(
            f"<li>{self.a('tag', t, 'tag')}</li>"
            if t == "Rust"
            else f'<li><a href="{ORIGIN}/tags/{t.lower().replace(" ", "-")}/">{esc(t)}</a></li>'
            for t in doc.extra.get("tags", [])
        )
        i = ARTS.index(doc.key)
        prev_k, next_k = ARTS[(i + 1) % len(ARTS)], ARTS[i - 1]
        u = quote(self.url(doc.key), safe="")
        edited = ""
        if doc.extra.get("modified"):
            edited = f'&nbsp;·&nbsp;<span class="post-edited">Updated {day(doc.extra["modified"][:10])}</span>'
        guest = '<div class="post-kicker">Guest post</div>' if doc.extra.get("guest") else ""
        toc = ""
        heads = [b[1] for b in doc.blocks if b[0] == "h2"]
        if len(heads) >= 3:
            items = "".join(
                f'<li><a href="#{self.anchor(h)}" aria-label="{esc(self.label(h))}">{esc(self.label(h))}</a></li>'
                for h in heads
            )
            toc = f'<div class="toc"><details><summary accesskey="c" title="(Alt + C)"><span class="details">Table of Contents</span></summary><div class="inner"><ul>{items}</ul></div></details></div>'
        return f"""<article class="post-single">
<header class="post-header">
<div class="breadcrumbs"><a href="{ORIGIN}/">Home</a>&nbsp;»&nbsp;{self.a("news", "News", "breadcrumb")}</div>
{guest}
<h1 class="post-title entry-hint-parent">{esc(doc.title)}</h1>
<div class="post-meta">{self.meta_line(doc)}{edited}</div>
</header>
{toc}
<div class="post-content">{self.blocks(doc)}
</div>
<footer class="post-footer">
<ul class="post-tags">{tags}</ul>
<nav class="paginav">{self.a(prev_k, "« Prev " + self.docs[prev_k].title, "related", PREV)}{self.a(next_k, "Next » " + self.docs[next_k].title, "related", NEXT)}</nav>
<ul class="share-buttons"><li><a target="_blank" rel="noopener noreferrer" aria-label="share on x" href="https://x.com/intent/tweet/?text={quote(doc.title)}&amp;url={u}">X</a></li><li><a target="_blank" rel="noopener noreferrer" aria-label="share on hackernews" href="https://news.ycombinator.com/submitlink?t={quote(doc.title)}&amp;u={u}">HN</a></li><li><a target="_blank" rel="noopener noreferrer" aria-label="share on reddit" href="https://reddit.com/submit?url={u}&amp;title={quote(doc.title)}">Reddit</a></li></ul>
</footer>
</article>"""

    def listing_main(self, doc: Doc) -> str:
        cards = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            names = ", ".join(d.authors) or "Commitlog staff"
            cards.append(
                f'<article class="post-entry"><header class="entry-header"><h2 class="entry-hint-parent">{esc(d.title)}</h2></header>'
                f'<div class="entry-content"><p>{esc(self.lede(d))}</p></div><footer class="entry-footer"><span title="{d.stamp[:10]} {d.stamp[11:]}:00 -0800 PST">{day(d.stamp)}</span>&nbsp;·&nbsp;{esc(names)}</footer>'
                + self.a(
                    k, d.title, "content", f'class="entry-link" aria-label="post link to {esc(d.title)}"', inner=""
                )
                + "</article>"
            )
        for path, title, when in doc.extra.get("old", []):
            cards.append(
                f'<article class="post-entry"><header class="entry-header"><h2 class="entry-hint-parent">{esc(title)}</h2></header><footer class="entry-footer"><span>{when}</span></footer><a class="entry-link" aria-label="post link to {esc(title)}" href="{path}"></a></article>'
            )
        head = f'<header class="page-header"><div class="breadcrumbs"><a href="{ORIGIN}/">Home</a></div><h1>{esc(doc.title)}</h1></header>'
        if doc.kind == "author":
            head = f'<header class="page-header"><div class="breadcrumbs"><a href="{ORIGIN}/">Home</a>&nbsp;»&nbsp;<a href="{ORIGIN}/authors/">Authors</a></div><h1>{esc(doc.title)}</h1><div class="post-description">{esc(doc.extra["bio"])}</div></header>'
        elif doc.kind == "tag":
            head = f'<header class="page-header"><div class="breadcrumbs"><a href="{ORIGIN}/">Home</a>&nbsp;»&nbsp;<a href="{ORIGIN}/tags/">Tags</a></div><h1>{esc(doc.title)}<a href="{ORIGIN}/tags/rust/index.xml" title="RSS" aria-label="RSS">RSS</a></h1></header>'
        elif doc.key == "home":
            head = f'<article class="first-entry home-info"><header class="entry-header"><h1>Commitlog</h1></header><div class="entry-content">News for people who write software. Releases, security, infrastructure and the people behind the tools. See the {self.a("releases", "release tracker", "content")} or {self.a("about", "read about us", "content")}.</div></article>'
        pager = ""
        nxt, prv = 'class="next"', 'class="prev"'
        if doc.key in ("news", "home"):
            pager = f'<footer class="page-footer"><nav class="pagination">{self.a("news2" if doc.key == "news" else "news", "Next »", "pagination", nxt)}</nav></footer>'
        elif doc.key == "news2":
            pager = f'<footer class="page-footer"><nav class="pagination">{self.a("news", "« Prev", "pagination", prv)}<a class="next" href="{ORIGIN}/news/page/3/">Next&nbsp;&nbsp;»</a></nav></footer>'
        return head + "\n" + "\n".join(cards) + "\n" + pager

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "search":
            return f'<header class="page-header"><h1>{esc(doc.title)}&nbsp;<svg xmlns="http://www.w3.org/2000/svg" width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"><circle cx="11" cy="11" r="8"></circle><line x1="21" y1="21" x2="16.65" y2="16.65"></line></svg></h1></header><div id="searchbox"><input id="searchInput" autofocus placeholder="Search ↵" aria-label="search" type="search" autocomplete="off" maxlength="64"><ul id="searchResults" aria-label="search results"></ul></div><noscript><p>Search needs JavaScript. Try the {self.a("tag", "Rust tag", "content")} or {self.a("news", "all news", "content")}.</p></noscript><script src="{ORIGIN}/assets/js/search.2a9d1b3e.js" defer></script>'
        if doc.kind == "not-found":
            return f'<div class="not-found">404</div><p class="not-found-text">{esc(doc.title)}</p><p class="not-found-home">Go back to the {self.a("home", "home page", "content")} or browse {self.a("news", "the latest news", "content")}.</p>'
        html = self.blocks(doc)
        extra = ""
        if doc.kind == "subscribe":
            extra = '<form class="newsletter-form" action="https://buttondown.email/api/emails/embed-subscribe/commitlog" method="post"><input type="email" name="email" placeholder="you@example.com" required><button type="submit">Subscribe</button></form>'
        elif doc.kind == "live-data":
            extra = f"<p>Read the latest release story: {self.a('rust', 'Rust 1.100 makes lld the default linker on Linux', 'content')}.</p>"
        return f'<article class="post-single"><header class="post-header"><h1 class="post-title">{esc(doc.title)}</h1></header><div class="post-content">{html}</div>{extra}</article>'
