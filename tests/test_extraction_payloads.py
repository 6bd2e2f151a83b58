"""Stories that only a framework's serialised payload carries: Nuxt 3's devalue array, React Router's
turbo-stream, and the React Server Components stream of Next.js's App Router. Each is read back without a
browser; a page whose payload holds no story is not made one."""

from __future__ import annotations

import json

from parsel import Selector

from crawler.article.flatstate import is_flat, unflatten
from crawler.extraction import ExtractOptions, extract

TITLE = "Harbour board delays dredging contract"
PARAS = [
    f"Paragraph {i}: the harbour board met on Tuesday to discuss the dredging contract, and members said the "
    f"cost had risen by {10 + i} percent since the spring because of fuel prices and a shortage of crews."
    for i in range(4)
]
URL = "http://gazette.test/news/harbour-board-delays-dredging-contract"
OG = '<meta property="og:type" content="article">'


def page(head: str, body: str) -> str:
    return f"<html lang='en'><head><title>{TITLE} | Gazette</title>{head}</head><body>{body}</body></html>"


def run(html: str):  # type: ignore[no-untyped-def]
    return extract(html, URL, Selector(text=html), options=ExtractOptions(min_chars=250))


def test_devalue_arrays_read_back_into_trees() -> None:
    flat = [["ShallowReactive", 1], {"story": 2, "when": 5}, {"title": 3, "tags": 4}, "T", ["Set", 3], ["Date", "d"]]
    assert is_flat(flat)
    assert unflatten(flat) == {"story": {"title": "T", "tags": ["T"]}, "when": "d"}
    cyclic = [{"self": 0, "name": 1}, "x"]
    assert unflatten(cyclic) == {"self": None, "name": "x"}  # a cycle reads as nothing, never recursion
    assert not is_flat(["plain", "list"]) and not is_flat({"a": 1})


def test_nuxt3_payload_only_story_is_taken_without_a_browser() -> None:
    body = "".join(f"<p>{p}</p>" for p in PARAS)
    payload = [
        ["ShallowReactive", 1], {"data": 2, "state": 9}, ["ShallowReactive", 3], {"story-harbour": 4},
        {"title": 5, "body": 6, "author": 7}, TITLE, body, {"name": 8}, "Irene Costa", {},
    ]  # fmt: skip
    skeleton = '<div id="__nuxt"><div class="skeleton"><span class="bar"></span></div></div>'
    html = page(OG, skeleton + f'<script type="application/json" id="__NUXT_DATA__">{json.dumps(payload)}</script>')
    result = run(html)
    assert result.is_article and result.classification["text_source"] == "state:__NUXT_DATA__", result.classification
    assert result.text.split("\n") == PARAS and result.authors == ["Irene Costa"]


def _push(rows: str) -> str:
    return f"<script>self.__next_f.push({json.dumps([1, rows])})</script>"


def test_next_app_router_story_in_component_props() -> None:
    text = "".join(f"<p>{p}</p>" for p in PARAS)
    story = {"headline": TITLE, "body": "$3", "authors": [{"name": "Irene Costa"}]}
    stream = (
        '1:HL["/_next/static/css/a.css","style"]\n2:I["(app)/story",["static/chunks/story.js"],"Story"]\n'
        + "0:" + json.dumps(["$", "$L2", None, {"story": story}]) + "\n"
    )  # fmt: skip
    last = f"3:T{len(text.encode()):x},{text}"
    html = page(OG, '<div class="skeleton"></div><script>(self.__next_f=self.__next_f||[]).push([0])</script>'
                + _push(stream) + _push(last))  # fmt: skip
    result = run(html)
    assert result.is_article and result.classification["text_source"] == "state:next-flight", result.classification
    assert result.text.split("\n") == PARAS and result.authors == ["Irene Costa"]


def test_next_app_router_rendered_tree_is_read_as_the_page() -> None:
    # the server components' output itself: <article><h1/><p/>... with a nav the story must not take
    def el(tag: str, children: object) -> list[object]:
        return ["$", tag, None, {"children": children}]

    nav = el("nav", [el("a", "Home"), el("a", "Sport"), el("a", "Business news today")])
    article = el("article", [el("h1", TITLE), el("p", ["By ", el("a", "Irene Costa")])] + [el("p", p) for p in PARAS])
    stream = "0:" + json.dumps(["$", "main", None, {"children": [nav, "$4"]}]) + "\n4:" + json.dumps(article) + "\n"
    html = page(OG, '<div id="__next"></div>' + _push(stream))
    result = run(html)
    assert result.is_article and result.classification["text_source"] == "state:next-flight", result.classification
    assert result.text.split("\n") == PARAS, result.text
    assert result.authors == ["Irene Costa"]


def test_react_router_turbo_stream_loader_data() -> None:
    text = "\n\n".join(PARAS)
    flat = [{"_1": 2}, "loaderData", {"_3": 4}, "routes/story.$slug", {"_5": 6, "_7": 8, "_9": 10},
            "headline", TITLE, "content", text, "byline", "Irene Costa"]  # fmt: skip
    chunk = json.dumps(json.dumps(flat) + "\n")
    enqueue = f"<script>window.__reactRouterContext.streamController.enqueue({chunk});</script>"
    html = page(OG, '<div id="root"></div><script>window.__reactRouterContext = {"ssr":true};</script>' + enqueue)
    result = run(html)
    assert result.is_article and result.classification["text_source"] == "state:turbo-stream", result.classification
    assert [line for line in result.text.split("\n") if line] == PARAS and result.authors == ["Irene Costa"]


def test_a_listing_payload_is_no_story() -> None:
    # a section front's Nuxt payload: many teasers with titles and one-line summaries, no story body
    teasers: list[object] = []
    refs = []
    for i in range(12):
        refs.append(2 + len(teasers))
        teasers += [{"title": 3 + len(teasers), "summary": 4 + len(teasers)}, f"Teaser {i}", f"Summary line {i}."]
    payload = [{"data": 1}, refs, *teasers]
    html = page(
        "",
        '<div id="__nuxt"></div>'
        + f'<script type="application/json" id="__NUXT_DATA__">{json.dumps(payload)}</script>',
    )
    result = run(html)
    assert not result.is_article and not str(result.classification.get("text_source", "")).startswith("state:")


def test_a_story_in_a_script_without_spaces_is_words() -> None:
    # Thai writes no space between words: a three-paragraph story has a handful of spaces, not twenty
    paras = [
        "คณะกรรมการท่าเรือประชุมเมื่อวันอังคารเพื่อหารือเรื่องสัญญาขุดลอกร่องน้ำและค่าใช้จ่ายที่เพิ่มขึ้นจากราคาน้ำมัน",
        "สมาชิกกล่าวว่าต้นทุนเพิ่มขึ้นร้อยละสิบนับตั้งแต่ฤดูใบไม้ผลิเพราะขาดแคลนลูกเรือและเครื่องจักรในภูมิภาค",
        "ผู้อำนวยการท่าเรือคาดว่างานขุดลอกจะเริ่มได้ในเดือนพฤษภาคมหากคณะกรรมการอนุมัติงบประมาณเพิ่มเติม",
    ]
    payload = [{"data": 1}, {"story": 2}, {"title": 3, "content": 4}, "ท่าเรือเลื่อนสัญญาขุดลอก", [5, 7, 9],
               {"type": 6, "text": 10}, "p", {"type": 6, "text": 11}, "p", {"type": 6, "text": 12}, *paras]  # fmt: skip
    html = page(
        OG,
        '<div id="__nuxt"></div>'
        + f'<script type="application/json" id="__NUXT_DATA__">{json.dumps(payload, ensure_ascii=False)}</script>',
    )
    result = run(html.replace("lang='en'", "lang='th'"))
    assert result.is_article and result.classification["text_source"] == "state:__NUXT_DATA__", result.classification
    assert result.text.split("\n") == paras


def test_next_app_router_client_component_body_inside_the_rendered_article() -> None:
    # the server renders the headline and byline; a client component gets the story as an HTML prop, and a
    # JSON-LD script sets its text with dangerouslySetInnerHTML (not the story's)
    def el(tag: object, props: dict[str, object]) -> list[object]:
        return ["$", tag, None, props]

    body = "".join(f"<p>{p}</p>" for p in PARAS)
    ld = el("script", {"type": "application/ld+json", "dangerouslySetInnerHTML": {"__html": '{"@type": "X"}'}})
    article = el("article", {"children": [
        el("p", {"children": "Harbour"}), el("h1", {"children": TITLE}), el("p", {"children": "By Irene Costa"}),
        ld, el("$L9", {"storyId": "s-1", "bodyHtml": body}),
    ]})  # fmt: skip
    stream = '9:I[6410,["410","static/chunks/410.js"],"StoryBody"]\n0:' + json.dumps(article) + "\n"
    result = run(page(OG, "<main><article><h1>" + TITLE + "</h1><p>Harbour</p></article></main>" + _push(stream)))
    assert result.is_article and result.classification["text_source"] == "state:next-flight", result.classification
    assert result.text.split("\n") == PARAS and result.authors == ["Irene Costa"]
