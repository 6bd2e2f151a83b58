# ruff: noqa: RUF001, E501  (foreign-language text and compact page templates)
"""Builds the development corpus: labelled article and non-article pages of many shapes.

    python -m tests.corpus.build        # rewrites tests/corpus/pages/ and tests/corpus/labels.json

Articles come from the publishing-system shapes of `crawler.demo.shapes` (plus legacy encodings and
right-to-left scripts); non-articles are the pages a news crawl meets most: home, section, tag, author,
search, gallery, video, paywall stub, soft 404, service pages. Every page is written here, seeded, a few
kilobytes each.
"""

from __future__ import annotations

import json
import random
from datetime import datetime, timedelta, timezone
from html import escape as esc
from pathlib import Path

from crawler.demo.shapes import SHAPES, Story, ld

HERE = Path(__file__).resolve().parent
PAGES = HERE / "pages"
LABELS = HERE / "labels.json"

SITES = [
    ("The Riverside Courier", "riversidecourier.test", timezone(timedelta(hours=-5))),
    ("Northfield Tribune", "northfieldtribune.test", timezone(timedelta(hours=-7))),
    ("Alpine Observer", "alpineobserver.test", timezone(timedelta(hours=1))),
    ("Pacific Daily", "pacificdaily.test", timezone(timedelta(hours=10))),
]
FIRST = [
    "Maria",
    "Jonas",
    "Priya",
    "Tomas",
    "Elena",
    "Kofi",
    "Ines",
    "Hamid",
    "Sofia",
    "Lars",
    "Ada",
    "Noor",
    "Diego",
    "Mei",
    "Oskar",
    "Leila",
]
LAST = [
    "Okafor",
    "Lindqvist",
    "Moreau",
    "Tanaka",
    "Alvarez",
    "Brennan",
    "Haddad",
    "Kowalski",
    "Petrov",
    "Nakamura",
    "Osei",
    "Varga",
]
SUBJECTS = [
    "the city council", "regional water authority", "the transit agency", "local growers", "school trustees",
    "the port commission", "hospital administrators", "a coalition of tenants", "state regulators", "the county",
]  # fmt: skip
TOPICS = [
    "a new flood barrier", "the bus network overhaul", "rising rents", "the wildfire season", "a teachers' strike",
    "the harbour expansion", "a rural clinic closure", "the bridge repairs", "a drought plan", "the stadium deal",
]  # fmt: skip
VERBS = ["approved", "delayed", "rejected", "questioned", "revised", "defended", "expanded", "paused"]
SENTENCES = [
    "{S} {v} plans for {t} on {d}, after months of public hearings and a last-minute change to the budget.",
    "Officials said the decision would affect about {n} households and could cost as much as {m} million dollars.",
    '"We have listened to residents and we think this is the fairest option we had," said a spokesperson for {S}.',
    "Critics argued that the process had been rushed and that neighbourhoods outside the centre were ignored.",
    "The proposal now goes to a second vote, which is expected before the end of the {q} quarter.",
    "Records reviewed by reporters show that similar projects ran {p} percent over budget in the last decade.",
    "Several business owners said they supported {t} but worried about months of construction on their streets.",
    "An independent review published last year had recommended a smaller scheme with a longer timetable.",
    "Turnout at the hearings was the highest in years, with more than {k} people signing up to speak.",
    "The next public meeting is scheduled for the first week of next month at the central library.",
]


def _words(rng: random.Random, topic: str, subject: str) -> dict[str, str]:
    return {"S": subject.capitalize(), "v": rng.choice(VERBS), "t": topic, "d": rng.choice(["Monday", "Tuesday",
            "Thursday"]), "n": str(rng.randint(800, 40000)), "m": str(rng.randint(3, 90)),
            "q": rng.choice(["third", "fourth"]), "p": str(rng.randint(12, 60)), "k": str(rng.randint(40, 300))}  # fmt: skip


def english_story(rng: random.Random, site: tuple, path: str, *, authors: int = 1, table: bool = False) -> Story:
    name, host, tz = site
    subject, topic = rng.choice(SUBJECTS), rng.choice(TOPICS)
    words = _words(rng, topic, subject)
    sentences = [s.format(**words) for s in SENTENCES]
    rng.shuffle(sentences[1:])
    paragraphs = [" ".join(sentences[i : i + 2]) for i in range(0, len(sentences), 2)]
    people = [f"{rng.choice(FIRST)} {rng.choice(LAST)}" for _ in range(authors)]
    # Late evening in the publisher's zone: the UTC day is the next one, so a UTC date is wrong.
    published = datetime(2024, rng.randint(1, 12), rng.randint(1, 27), rng.choice([9, 14, 21, 23]),
                         rng.randint(0, 59), tzinfo=tz)  # fmt: skip
    headline = f"{subject.capitalize()} {words['v']} {topic} after weeks of debate"
    rows = [["Team", "Played", "Won", "Points"]] + [
        [f"{rng.choice(LAST)} United", "12", str(rng.randint(2, 10)), str(rng.randint(8, 30))] for _ in range(5)
    ]
    return Story(
        headline=headline,
        authors=people,
        author_paths=[f"/author/{p.lower().replace(' ', '-')}/" for p in people],
        published=published,
        paragraphs=paragraphs,
        section="Local",
        site_name=name,
        url=f"https://www.{host}{path}",
        summary=sentences[0],
        table=rows if table else [],
        comments=["This is the worst decision the council has made in years, shame on them."] * 2,
    )


class Sink:
    def __init__(self, origin: str) -> None:
        self.origin = origin

    def a(self, target: str, text: str, attrs: str = "") -> str:
        return self.a_html(target, esc(text), attrs)

    def a_html(self, target: str, inner: str, attrs: str = "") -> str:
        href = target if "://" in target else self.origin + target
        return f'<a href="{esc(href)}"{" " + attrs if attrs else ""}>{inner}</a>'


def chrome(site: tuple, title: str, head: str, body: str, *, lang: str = "en", charset: str = "utf-8",
           dirattr: str = "") -> str:  # fmt: skip
    name, host, _ = site
    nav = "".join(f'<li><a href="https://www.{host}/{s}/">{s.title()}</a></li>' for s in ("news", "sport", "opinion"))
    return (
        f'<!DOCTYPE html>\n<html lang="{lang}"{dirattr}><head><meta charset="{charset}">\n<title>{esc(title)}</title>\n'
        f'<meta property="og:site_name" content="{esc(name)}">\n{head}\n'
        "<script>window.dataLayer=window.dataLayer||[];</script></head>\n"
        f'<body><header class="site-header"><a class="logo" href="https://www.{host}/">{esc(name)}</a>'
        f"<nav><ul>{nav}</ul></nav></header>\n<main>\n{body}\n</main>\n"
        f'<footer><p>&copy; 2024 {esc(name)}. <a href="https://www.{host}/about/">About</a> '
        f'<a href="https://www.{host}/privacy/">Privacy</a></p></footer></body></html>\n'
    )


def boilerplate(rng: random.Random, site: tuple) -> str:
    """What surrounds a story on real pages: share bar, newsletter box, related links, a promo."""
    host = site[1]
    related = "".join(
        f'<li><a href="https://www.{host}/2024/05/0{i}/related-story-{i}/">{esc(rng.choice(SUBJECTS).capitalize())} '
        f"{rng.choice(VERBS)} {esc(rng.choice(TOPICS))}</a></li>"
        for i in range(1, 6)
    )
    return (
        '<div class="share-bar"><a href="#">Share on Facebook</a> <a href="#">Share on X</a> <a href="#">Email</a></div>\n'
        '<div class="newsletter-signup"><h3>Get the morning briefing</h3><p>Sign up for our free newsletter and get '
        'the day\'s top stories in your inbox every morning.</p><form><input type="email"><button>Sign up</button>'
        "</form></div>\n"
        f'<aside class="related-stories"><h3>More from {esc(site[0])}</h3><ul>{related}</ul></aside>\n'
        '<div class="ad-slot">Advertisement</div>'
    )


def with_promo(html: str, host: str) -> str:
    """An inline "read more" promo after the story's second paragraph, as many CMSs insert."""
    promo = (
        f'<div class="inline-promo"><p><strong>READ MORE:</strong> <a href="https://www.{host}/2024/01/01/promo/">'
        "Council election results in full</a></p></div>"
    )
    first = html.find("</p>", html.find("<p"))
    second = html.find("</p>", first + 4)
    return html[: second + 4] + promo + html[second + 4 :] if first > 0 and second > 0 else html


def teasers(rng: random.Random, site: tuple, count: int, *, wrap: str = "li") -> str:
    _, host, _ = site
    items = []
    for i in range(count):
        subject, topic = rng.choice(SUBJECTS), rng.choice(TOPICS)
        title = f"{subject.capitalize()} {rng.choice(VERBS)} {topic}"
        url = f"https://www.{host}/2024/0{rng.randint(1, 9)}/{title.lower().replace(' ', '-')[:50]}-{1000 + i}/"
        items.append(
            f'<{wrap} class="teaser"><h3><a href="{url}">{esc(title)}</a></h3>'
            f"<p>{esc(SENTENCES[i % len(SENTENCES)].format(**_words(rng, topic, subject)))[:140]}</p></{wrap}>"
        )
    inner = "\n".join(items)
    return f'<ul class="story-list">{inner}</ul>' if wrap == "li" else inner


def pager(site: tuple, base: str) -> str:
    host = site[1]
    links = " ".join(f'<a href="https://www.{host}{base}page/{n}/">{n}</a>' for n in range(2, 6))
    return f'<nav class="pagination">{links} <a rel="next" href="https://www.{host}{base}page/2/">Next</a></nav>'


FOREIGN = {
    # (lang, charset, dir, headline, author, date text, paragraphs)
    "cp1252": (
        "fr",
        "windows-1252",
        "",
        "Le conseil municipal adopte le budget « vert » de la ville",
        "Élodie Marchand",
        "3 mars 2024",
        [
            "Le conseil municipal a adopté lundi soir un budget qualifié de « vert » par la majorité, après un débat "
            "de près de six heures. L’opposition dénonce une hausse des impôts déguisée.",
            "Le texte prévoit la rénovation de douze écoles, la plantation de 4 000 arbres et l’extension du réseau "
            "de pistes cyclables vers les quartiers périphériques, longtemps oubliés.",
            "« Nous investissons pour la prochaine génération », a déclaré l’adjointe chargée des finances, qui "
            "promet un premier bilan public dès l’automne prochain.",
            "Les associations de commerçants, elles, réclament des garanties sur la durée des travaux et sur l’accès "
            "des livraisons au centre-ville pendant les chantiers.",
        ],
    ),
    "latin1": (
        "de",
        "iso-8859-1",
        "",
        "Stadtrat beschließt neue Regeln für Mieten in der Altstadt",
        "Jürgen Weiß",
        "14. Mai 2024",
        [
            "Der Stadtrat hat am Dienstag mit knapper Mehrheit neue Regeln für Mieten in der Altstadt beschlossen. "
            "Künftig dürfen Mieten bei Neuvermietung höchstens um zehn Prozent steigen.",
            "Vermieterverbände kündigten an, die Entscheidung gerichtlich prüfen zu lassen. Sie halten die Regelung "
            "für unverhältnismäßig und befürchten einen Rückgang der Investitionen.",
            "Mieterinitiativen begrüßten den Beschluss, fordern aber zusätzliche Kontrollen. Viele Bewohner hätten "
            "in den vergangenen Jahren ihre Wohnungen wegen hoher Kosten verlassen müssen.",
            "Die neuen Regeln sollen ab dem ersten Januar gelten und nach drei Jahren überprüft werden, so die "
            "Verwaltung in einer schriftlichen Stellungnahme.",
        ],
    ),
    "shift_jis": (
        "ja",
        "shift_jis",
        "",
        "市議会、新しい防災計画を可決　沿岸部の避難路を拡充",
        "山田 花子",
        "2024年6月12日",
        [
            "市議会は十二日、沿岸部の避難路を拡充する新しい防災計画を賛成多数で可決した。計画では今後五年間で"
            "避難タワーを八基建設し、高齢者の避難を支援する体制を整える。",
            "市長は記者会見で「住民の命を守ることが最優先だ」と述べ、来年度予算に関連費用を盛り込む考えを示した。"
            "一方、財源の確保を疑問視する声も議会内から上がっている。",
            "地元の自治会は計画を歓迎しつつも、夜間の避難訓練を増やすよう求めている。昨年の訓練では参加者が"
            "想定の半分にとどまり、周知の方法が課題となった。",
            "市は今月中に説明会を開き、住民の意見を計画の詳細に反映させる方針だ。説明会は市内六か所で開かれる予定である。",
        ],
    ),
    "gb2312": (
        "zh",
        "gb2312",
        "",
        "市政府发布新一轮公共交通改革方案",
        "李明",
        "2024年9月5日",
        [
            "市政府五日发布新一轮公共交通改革方案，计划在未来三年内新增十二条公交线路，并对部分老旧车辆进行更新。"
            "方案还提出优化换乘站点，缩短市民的平均通勤时间。",
            "交通部门负责人表示，改革将优先照顾郊区居民的出行需求，同时推动票价体系的简化。部分线路将在年底前"
            "试运行，并根据客流情况进行调整。",
            "一些市民对方案表示欢迎，但也有人担心施工期间道路拥堵加剧。专家建议政府加强信息公开，及时发布"
            "施工和线路调整的安排。",
            "据悉，该方案将于下月提交市人大常委会审议，审议通过后正式实施。相关部门表示将广泛听取社会各界意见。",
        ],
    ),
    "arabic": (
        "ar",
        "utf-8",
        ' dir="rtl"',
        "المجلس البلدي يوافق على خطة جديدة لتوسيع الحدائق العامة",
        "سارة الحسن",
        "March 18, 2024",
        [
            "وافق المجلس البلدي مساء الاثنين على خطة جديدة لتوسيع الحدائق العامة في الأحياء الشرقية من المدينة، "
            "بعد نقاش استمر عدة ساعات بين الأعضاء.",
            "وتتضمن الخطة إنشاء ست حدائق جديدة وزراعة آلاف الأشجار على امتداد الطرق الرئيسية، إضافة إلى تحسين "
            "الإنارة وتوفير مرافق للأطفال وكبار السن.",
            "وقال رئيس المجلس إن المشروع يهدف إلى تحسين جودة الحياة وتقليل درجات الحرارة في فصل الصيف، مشيرا إلى "
            "أن التمويل سيأتي من ميزانية البلدية ومن منح خارجية.",
            "ومن المتوقع أن تبدأ الأعمال في الخريف المقبل، على أن تستمر نحو عامين وفق الجدول الزمني المعلن.",
        ],
    ),
    "hebrew": (
        "he",
        "utf-8",
        ' dir="rtl"',
        "העירייה מאשרת תוכנית חדשה לשיפור התחבורה הציבורית",
        "דנה כהן",
        "July 2, 2024",
        [
            "מועצת העיר אישרה ביום שלישי תוכנית חדשה לשיפור התחבורה הציבורית, הכוללת קווי אוטובוס חדשים ונתיבים "
            "ייעודיים בצירים המרכזיים של העיר.",
            "לדברי ראש העירייה, התוכנית תקצר את זמני הנסיעה של התושבים ותפחית את העומס בכבישים בשעות השיא. "
            "העבודות צפויות להתחיל בתחילת השנה הבאה.",
            "נציגי הסוחרים במרכז העיר הביעו חשש מפגיעה בפרנסתם בזמן העבודות, וביקשו מהעירייה לפרסם לוח זמנים "
            "מפורט ולהבטיח גישה לחנויות.",
            "התוכנית תוצג לציבור בכנס פתוח שייערך בחודש הבא באולם העירוני, והתושבים מוזמנים להגיש הערות.",
        ],
    ),
}


def foreign_page(key: str, site: tuple, path: str) -> tuple[bytes, dict]:
    lang, charset, dirattr, headline, author, date_text, paragraphs = FOREIGN[key]
    body = (
        f'<article><h1>{esc(headline)}</h1>\n<p class="byline">{esc(author)} &middot; {esc(date_text)}</p>\n'
        + "\n".join(f"<p>{esc(p)}</p>" for p in paragraphs)
        + "\n</article>"
    )
    day = {"cp1252": "2024-03-03", "latin1": "2024-05-14", "shift_jis": "2024-06-12", "gb2312": "2024-09-05",
           "arabic": "2024-03-18", "hebrew": "2024-07-02"}[key]  # fmt: skip
    head = f'<meta name="author" content="{esc(author)}">\n<meta property="article:published_time" content="{day}">'
    text = chrome(site, f"{headline} | {site[0]}", head, body, lang=lang, charset=charset, dirattr=dirattr)
    label = {"is_article": True, "title": headline, "authors": [author], "date": day, "body": "\n".join(paragraphs),
             "language": lang, "encoding": charset}  # fmt: skip
    return text.encode(charset, errors="xmlcharrefreplace"), label


def non_articles(rng: random.Random, site: tuple) -> list[tuple[str, str, str]]:
    """(kind, path, html) of the listing and service pages of one site."""
    name, host, _ = site
    website = ld({"@context": "https://schema.org", "@type": "WebSite", "name": name, "url": f"https://www.{host}/"})
    out = [
        ("home", "/", chrome(site, f"{name} - News, sport and opinion", f'<meta property="og:type" content="website">'
         f"\n{website}", f'<h1 class="sr-only">{esc(name)}</h1><section class="top">{teasers(rng, site, 14)}</section>'
         f'<section class="more">{teasers(rng, site, 8)}</section>')),
        ("section", "/news/local/", chrome(site, f"Local news | {name}", "", f"<h1>Local news</h1>"
         f"{teasers(rng, site, 12, wrap='article')}{pager(site, '/news/local/')}")),
        ("tag", "/tag/flooding/", chrome(site, f"Flooding Archives - {name}", '<meta name="robots" content="noindex">',
         f'<h1 class="archive-title">Tag: Flooding</h1>{teasers(rng, site, 10)}{pager(site, "/tag/flooding/")}')),
        ("author", "/author/maria-okafor/", chrome(site, f"Maria Okafor, Author at {name}", ld(
         {"@type": "ProfilePage", "mainEntity": {"@type": "Person", "name": "Maria Okafor"}}),
         "<h1>Maria Okafor</h1><p class=\"bio\">Maria Okafor covers city hall, housing and transport. She joined the "
         "newsroom in 2016 after a decade at regional papers and has won two state press awards for her reporting on "
         "rent increases and evictions across the metropolitan area.</p>" + teasers(rng, site, 9))),
        ("search", "/search?q=bridge", chrome(site, f"Search results for “bridge” | {name}", "",
         '<h1>Search results</h1><p>Showing 1-10 of 214 results for "bridge"</p>' + teasers(rng, site, 10))),
        ("gallery", "/photos/2024/05/spring-festival-in-pictures/", chrome(site, f"Spring festival in pictures | {name}",
         '<meta property="og:type" content="article">' + ld({"@type": "ImageGallery", "name": "Spring festival"}),
         "<h1>Spring festival in pictures</h1>" + "".join(
             f'<figure><img src="/img/{i}.jpg" alt=""><figcaption>Crowds gather on day {i} of the festival.'
             "</figcaption></figure>" for i in range(1, 13)))),
        ("video", "/video/2024/06/mayor-answers-questions-on-budget-88231/", chrome(site, f"Video: mayor on budget | {name}",
         '<meta property="og:type" content="video.other">' + ld({"@type": "VideoObject", "name": "Mayor on budget",
         "uploadDate": "2024-06-01T10:00:00-05:00", "description": "The mayor answers questions."}),
         '<h1>Mayor answers questions on the budget</h1><div class="player" data-video-id="88231"></div>'
         "<p>The mayor answers readers' questions about next year's budget. Duration 4:12.</p>")),
        ("paywall", "/2024/07/14/inside-the-fight-over-the-harbour-expansion/", chrome(site,
         f"Inside the fight over the harbour expansion | {name}", '<meta property="og:type" content="article">'
         '<meta property="article:published_time" content="2024-07-14T08:00:00-05:00">' + ld({"@type": "NewsArticle",
         "headline": "Inside the fight over the harbour expansion", "isAccessibleForFree": False}),
         "<article><h1>Inside the fight over the harbour expansion</h1><p class=\"byline\">By Lars Varga</p>"
         "<p>For three years the port commission has argued with its neighbours over the expansion.</p>"
         '<div class="paywall"><p>Subscribe to continue reading. Already a subscriber? Log in.</p></div></article>')),
        ("soft404", "/2023/11/02/some-story-that-was-removed/", chrome(site, f"Page not found | {name}", "",
         "<h1>Sorry, we can't find that page</h1><p>The page you were looking for does not exist. It may have been "
         "moved or deleted. Try searching our site, or read one of our most popular stories below.</p>"
         + teasers(rng, site, 6))),
        ("about", "/about/", chrome(site, f"About us | {name}", '<meta property="og:type" content="website">',
         f"<h1>About us</h1><p>{esc(name)} has served readers for more than a century. Our newsroom of forty "
         "journalists covers local government, schools, business and sport, and we publish a print edition six "
         "days a week.</p><p>We are owned by a non-profit trust and funded by subscribers, advertisers and "
         "foundations. Our editorial independence is written into the trust's charter.</p><p>To contact the "
         "newsroom, write to the address on our contact page. Corrections are published daily on page two.</p>")),
        ("contact", "/contact/", chrome(site, f"Contact | {name}", "", "<h1>Contact us</h1><form><label>Name "
         '<input name="n"></label><label>Message <textarea name="m"></textarea></label><button>Send</button>'
         "</form><p>Newsroom: 555-0100. Advertising: 555-0101.</p>")),
    ]  # fmt: skip
    return out


PROSE = [
    "The ferry between the island and the mainland returned to its full timetable on Friday, six weeks after a "
    "broken propeller shaft took the larger of the two boats out of service.",
    "Island businesses said the reduced service had cost them a large part of the spring trade, with day "
    "visitors put off by long queues at the terminal and cancelled crossings in bad weather.",
    "The operator said the repair had taken longer than planned because the part had to be made to order, and "
    "promised to keep a spare shaft in stock from now on.",
    "Passengers will be offered a free return crossing as compensation, the company said, and season-ticket "
    "holders will get a month added to their tickets.",
    "Councillors have asked the operator to appear before the transport committee next month to explain how "
    "it plans to avoid a repeat during the busy summer season.",
    "A second, smaller boat that kept a reduced service going during the repairs will return to its usual "
    "route along the coast next week.",
]


def handmade(rng: random.Random) -> list[tuple[str, str, str, dict]]:
    """Pages written by hand in styles no shape above uses: (name, url, html, label)."""
    site = SITES[2]
    host = site[1]
    base = f"https://www.{host}"
    menu = "".join(f'<div class="mm-item"><a href="{base}/s{i}/">Section {i}</a></div>' for i in range(24))
    grid = "".join(
        f'<div class="tile"><h3><a href="{base}/news/local/other-story-number-{i}">Another local story number {i} '
        "about the island</a></h3></div>"
        for i in range(10)
    )
    paras = "".join(f"<p>{esc(p)}</p>" for p in PROSE)
    rail = chrome(site, "Ferry service returns to full timetable - Alpine Observer", '<meta property="og:type" content="website">',
                  f'<div class="mega">{menu}</div><div class="story"><h1>Ferry service returns to full timetable</h1>'
                  '<span class="author">By Ana Ruiz</span><div class="timestamp">Updated 3:45 p.m. EST, March 3, 2024</div>'
                  f'{paras}</div><div class="grid">{grid}</div>')  # fmt: skip
    article = {"kind": "article", "is_article": True, "language": "en", "encoding": "utf-8"}
    other = {"kind": "other", "is_article": False, "title": None, "authors": [], "date": None, "body": "",
             "language": "en", "encoding": "utf-8"}  # fmt: skip
    brief_text = PROSE[0] + " " + PROSE[3]
    brief = chrome(site, "Ferry back to normal | Alpine Observer", ld({"@type": "NewsArticle", "headline": "Ferry back to normal",
                   "datePublished": "2024-03-03T08:00:00+01:00", "author": "Ana Ruiz"}),
                   f"<article><h1>Ferry back to normal</h1><p>{esc(brief_text)}</p></article>")  # fmt: skip
    opinion = chrome(site, "Opinion: The ferry deserves better — Alpine Observer", ld({"@context": "https://schema.org",
                     "@type": "OpinionNewsArticle", "headline": "Opinion: The ferry deserves better",
                     "datePublished": "2024-04-02", "author": ["Ana Ruiz", "Ben Ode"]}),
                     f"<div class='op-ed'><h1>Opinion: The ferry deserves better</h1>{paras}</div>")  # fmt: skip
    dated = chrome(site, "Ferry returns", "", f"<div><h1>Ferry service returns after repairs</h1>{paras}</div>")
    cards = "".join(
        f'<a class="card" href="{base}/business/story-{i}-{rng.randint(100, 999)}"><div class="card-body"><h3>'
        f"{esc(rng.choice(SUBJECTS).capitalize())} {rng.choice(VERBS)} {esc(rng.choice(TOPICS))}</h3>"
        f"<p>{esc(PROSE[i % 6][:110])}</p></div></a>"
        for i in range(12)
    )
    events = "".join(
        f'<div class="event"><span class="when">May {i + 1}, 2024</span> <a href="{base}/events/{i}">Harbour walk '
        f"number {i}</a> <span>Meet at the pier, free entry.</span></div>"
        for i in range(14)
    )
    teaser_list = teasers(rng, site, 10)
    return [
        ("handmade-rail-article.html", f"{base}/news/local/ferry-service-returns-to-full-timetable",
         rail, {**article, "shape": "handmade:rail", "title": "Ferry service returns to full timetable",
                "authors": ["Ana Ruiz"], "date": "2024-03-03", "body": "\n".join(PROSE)}),
        ("handmade-brief.html", f"{base}/news/ferry-back-to-normal", brief, {**article, "shape": "handmade:brief",
         "title": "Ferry back to normal", "authors": ["Ana Ruiz"], "date": "2024-03-03", "body": brief_text}),
        ("handmade-opinion.html", f"{base}/opinion/the-ferry-deserves-better", opinion, {**article,
         "shape": "handmade:opinion", "title": "Opinion: The ferry deserves better", "authors": ["Ana Ruiz", "Ben Ode"],
         "date": "2024-04-02", "body": "\n".join(PROSE)}),
        ("handmade-dated-url.html", f"{base}/2024/05/17/ferry-service-returns.html", dated, {**article,
         "shape": "handmade:dated-url", "title": "Ferry service returns after repairs", "authors": [],
         "date": "2024-05-17", "body": "\n".join(PROSE)}),
        ("handmade-cards.html", f"{base}/business", chrome(site, "Business | Alpine Observer",
         '<meta property="og:type" content="website">', f"<h1>Business</h1><div class='cards'>{cards}</div>"),
         {**other, "kind": "section", "shape": "handmade:cards"}),
        ("handmade-events.html", f"{base}/events/", chrome(site, "What's on | Alpine Observer", "",
         f"<h1>What's on this month</h1>{events}"), {**other, "kind": "events", "shape": "handmade:events"}),
        ("handmade-newsletter.html", f"{base}/newsletters", chrome(site, "Newsletters | Alpine Observer", "",
         "<h1>Sign up for our newsletters</h1><p>Choose from our morning briefing, the weekly business digest and "
         "the weekend long read. Every newsletter is free and you can unsubscribe at any time with one click.</p>"
         "<p>We will never share your address with anyone else. Read our privacy policy to learn how we use the "
         "data you give us.</p><form><input type='email'><button>Subscribe</button></form>"),
         {**other, "kind": "newsletter", "shape": "handmade:newsletter"}),
        ("handmade-topic-hub.html", f"{base}/topics/ferries/", chrome(site, "Ferries | Alpine Observer", "",
         f"<h1>Ferries</h1><p class='intro'>{esc(PROSE[0])} {esc(PROSE[1])} {esc(PROSE[4])}</p>{teaser_list}"),
         {**other, "kind": "topic", "shape": "handmade:topic-hub"}),
    ]  # fmt: skip


def genre_pages() -> list[tuple[str, str, str, dict]]:
    """Story shapes that look like reference pages and reference pages that look like stories, written by hand:
    a story in sentence bullets (no type, no byline), an unsigned wire story with a key-facts box, a
    one-paragraph result over its box score, an unsigned event preview written as news, a Swahili "Na" byline
    with its date; a signed recipe page and an event's own page, each headed by the declared thing's name."""
    site = SITES[3]
    base = f"https://www.{site[1]}"
    article = {"kind": "article", "is_article": True, "language": "en", "encoding": "utf-8"}
    other = {"is_article": False, "title": None, "authors": [], "date": None, "body": "", "language": "en",
             "encoding": "utf-8"}  # fmt: skip
    published = '<meta property="article:published_time" content="2024-06-11T09:30:00+10:00">'
    og = '<meta property="og:type" content="article">'

    def paras(lines: list[str]) -> str:
        return "".join(f"<p>{esc(line)}</p>" for line in lines)

    bullets = [
        "The Westgate bridge will close to all traffic from Monday night while engineers inspect cracks found in two of its steel bearings.",
        "Buses will run on a diversion through the industrial estate, adding about fifteen minutes to the morning trip into the city.",
        "The transport department said the inspection could take three weeks, and that it would publish its findings before reopening the bridge.",
        "Cyclists and people on foot can still cross on the northern walkway, which sits on a separate frame and was not affected.",
        "Shop owners on the eastern side said a closure of the last bridge in 2019 cost them a third of their trade over a month.",
        "The council has asked the state government for money to replace both bearings if the engineers recommend it.",
    ]
    bullet_story = chrome(site, "Westgate bridge closure: what we know | Pacific Daily", published,
                          "<article><h1>Westgate bridge closure: what we know</h1><p class='date'>June 11, 2024</p>"
                          f"<ul class='summary'>{''.join(f'<li>{esc(b)}</li>' for b in bullets)}</ul></article>")  # fmt: skip
    wire = [
        "GENEVA (AP) — Governments meeting in Geneva agreed on Tuesday to a new set of rules for reporting outbreaks of disease, after two years of talks that nearly collapsed over the sharing of vaccine samples.",
        "Under the agreement, countries will have to tell the World Health Organization within a day when they find a new pathogen that could spread across borders, and share samples within a week.",
        "Poorer countries had insisted on a guaranteed share of any vaccines developed from those samples. The final text promises a fifth of production to a pool run by the organization.",
        "Delegates applauded when the chair announced the deal shortly after midnight. The rules must still be approved by the national parliaments of at least forty countries before they take effect.",
    ]
    facts = ["Countries: 184", "Talks began: May 2022", "Reporting deadline: 24 hours", "Vaccine pool: 20 percent"]
    wire_page = chrome(site, "Nations agree on new outbreak reporting rules | Pacific Daily",
                       ld({"@context": "https://schema.org", "@type": "NewsArticle",
                           "headline": "Nations agree on new outbreak reporting rules",
                           "datePublished": "2024-06-11T09:30:00+10:00"}),
                       f"<article><h1>Nations agree on new outbreak reporting rules</h1>{paras(wire)}"
                       "<aside class='key-facts'><h2>Key facts</h2><ul>"
                       f"{''.join(f'<li>{esc(f)}</li>' for f in facts)}</ul></aside></article>")  # fmt: skip
    result = ("Dani Kealoha scored 31 points and the Pacific Rays held on to beat the Harbour City Pilots 94-89 on "
              "Tuesday night, their fourth straight win, after the Pilots cut a 17-point lead to two in the last minute.")  # fmt: skip
    box = [["Player", "MIN", "PTS", "REB", "AST"], ["D. Kealoha", "36", "31", "6", "4"], ["M. Tanaka", "33", "18", "9", "2"],
           ["J. Osei", "30", "14", "4", "7"], ["R. Varga", "28", "12", "11", "1"], ["L. Haddad", "24", "9", "3", "3"],
           ["P. Moreau", "19", "6", "2", "1"], ["S. Brennan", "16", "4", "5", "0"], ["K. Alvarez", "14", "0", "1", "2"]]  # fmt: skip
    table = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in row) + "</tr>" for row in box)
    result_page = chrome(site, "Rays hold off Pilots for fourth straight win | Pacific Daily",
                         ld({"@context": "https://schema.org", "@type": "NewsArticle",
                             "headline": "Rays hold off Pilots for fourth straight win",
                             "datePublished": "2024-06-11T22:40:00+10:00",
                             "author": {"@type": "Person", "name": "Mei Nakamura"}}),
                         "<article><h1>Rays hold off Pilots for fourth straight win</h1><p class='byline'>By Mei "
                         f"Nakamura</p><p>{esc(result)}</p><table class='box-score'>{table}</table></article>")  # fmt: skip
    preview = [
        "The Harbour Lights festival returns to the waterfront this weekend for the first time since the storm damage of 2022, with a night market, a lantern parade and fireworks over the bay on Saturday.",
        "Organisers expect about 40,000 visitors over the three days. The city has added late trains on the coast line and closed the esplanade to cars from Friday afternoon.",
        "The festival lost its main stage when the seawall gave way two years ago, and the new one was built further back from the water with money from a state recovery fund.",
        "Stallholders said bookings were the highest they had seen. Food trucks from across the region have taken every pitch on the northern pier.",
    ]
    event = {"@context": "https://schema.org", "@type": "Event", "name": "Harbour Lights Festival",
             "startDate": "2024-06-14T17:00:00+10:00", "location": {"@type": "Place", "name": "The waterfront"}}  # fmt: skip
    preview_page = chrome(site, "Harbour Lights festival returns to the waterfront | Pacific Daily",
                          og + published + ld(event),
                          f"<article><h1>Harbour Lights festival returns to the waterfront</h1>{paras(preview)}</article>")  # fmt: skip
    swahili = [
        "Serikali imetangaza mpango mpya wa kujenga visima vya maji katika vijiji vya pwani, baada ya ukame wa miezi sita kukausha mabwawa mengi ya eneo hilo.",
        "Waziri wa Maji alisema visima mia mbili vitachimbwa kabla ya mwisho wa mwaka, na kwamba wakazi wa vijiji vitakavyonufaika watachaguliwa kwa kushirikiana na halmashauri.",
        "Wakulima wa eneo hilo wamesema mavuno ya mwaka huu yamepungua kwa nusu, na wengi wamelazimika kununua maji kutoka kwa wauzaji kwa bei ya juu.",
    ]
    sw_page = chrome(site, "Serikali kujenga visima vya maji pwani | Pacific Daily",
                     ld({"@context": "https://schema.org", "@type": "NewsArticle",
                         "headline": "Serikali kujenga visima vya maji pwani", "datePublished": "2024-03-03"}),
                     "<article><h1>Serikali kujenga visima vya maji pwani</h1>"
                     f"<p class='meta'>Na Juma Mwangi, Machi 3, 2024</p>{paras(swahili)}</article>", lang="sw")  # fmt: skip
    headnote = [
        "This is the soup my aunt made every winter, with whatever beans were in the cupboard and the bone from a Sunday roast. It is better the next day.",
        "You can leave out the bacon and use smoked paprika for a vegetarian version. Soak the beans overnight; tinned beans work but the soup is thinner.",
    ]
    method = [
        "Drain the beans and put them in a large pot with the bone and two litres of water. Bring to the boil, skim, then simmer for an hour.",
        "Add the vegetables and herbs and cook for another 45 minutes, until the beans are soft. Take out the bone and season.",
    ]
    ingredients = [
        "400 g dried white beans",
        "1 ham bone or 200 g smoked bacon",
        "2 onions, chopped",
        "2 carrots",
        "3 cloves garlic",
    ]
    recipe = {"@context": "https://schema.org", "@type": "Recipe", "name": "Winter white bean soup",
              "author": {"@type": "Person", "name": "Noor Haddad"}, "datePublished": "2024-06-10", "recipeYield": "6"}  # fmt: skip
    recipe_page = chrome(site, "Winter white bean soup | Pacific Daily", ld(recipe),
                         "<article><h1>Winter white bean soup</h1><p class='recipe-meta'>By Noor Haddad · June 10, 2024 · "
                         f"Serves 6</p>{paras(headnote)}<h2>Ingredients</h2><ul>"
                         f"{''.join(f'<li>{esc(i)}</li>' for i in ingredients)}</ul><h2>Method</h2>{paras(method)}</article>")  # fmt: skip
    event_page = chrome(site, "Harbour Lights Festival | Pacific Daily", og + published + ld(event),
                        f"<article><h1>Harbour Lights Festival</h1>{paras(preview[:1] + preview[2:3])}"
                        "<p>Friday 5 pm to 11 pm, Saturday and Sunday 10 am to 11 pm. Entry is free.</p></article>")  # fmt: skip
    return [
        ("genre-bullet-story.html", f"{base}/news/westgate-bridge-closure-what-we-know", bullet_story,
         {**article, "shape": "genre:bullet-story", "title": "Westgate bridge closure: what we know", "authors": [],
          "date": "2024-06-11", "body": "\n".join(bullets)}),
        ("genre-wire-key-facts.html", f"{base}/world/nations-agree-on-new-outbreak-reporting-rules", wire_page,
         {**article, "shape": "genre:wire-key-facts", "title": "Nations agree on new outbreak reporting rules",
          "authors": [], "date": "2024-06-11", "body": "\n".join(wire)}),
        ("genre-result-box-score.html", f"{base}/sport/rays-hold-off-pilots-for-fourth-straight-win", result_page,
         {**article, "shape": "genre:result-box-score", "title": "Rays hold off Pilots for fourth straight win",
          "authors": ["Mei Nakamura"], "date": "2024-06-11",
          # the box score is the game's numbers, not the story's text (holdout2's and holdout6's labels)
          "body": result}),
        ("genre-event-preview.html", f"{base}/news/harbour-lights-festival-returns-to-the-waterfront", preview_page,
         {**article, "shape": "genre:event-preview", "title": "Harbour Lights festival returns to the waterfront",
          "authors": [], "date": "2024-06-11", "body": "\n".join(preview)}),
        ("genre-swahili-na-byline.html", f"{base}/habari/serikali-kujenga-visima-vya-maji-pwani", sw_page,
         {**article, "shape": "genre:swahili-na-byline", "title": "Serikali kujenga visima vya maji pwani",
          "authors": ["Juma Mwangi"], "date": "2024-03-03", "body": "\n".join(swahili), "language": "sw"}),
        ("genre-recipe-page.html", f"{base}/recipes/winter-white-bean-soup", recipe_page,
         {**other, "kind": "recipe", "shape": "genre:recipe-page"}),
        ("genre-event-page.html", f"{base}/events/harbour-lights-festival", event_page,
         {**other, "kind": "event", "shape": "genre:event-page"}),
    ]  # fmt: skip


def build() -> list[dict]:
    rng = random.Random(20241201)
    labels: list[dict] = []
    PAGES.mkdir(exist_ok=True)
    for old in PAGES.glob("*.html"):
        old.unlink()

    def write(name: str, url: str, data: bytes, label: dict) -> None:
        (PAGES / name).write_bytes(data)
        labels.append({"file": name, "url": url, **label})

    for index, (shape, render) in enumerate(SHAPES.items()):
        for copy in range(2):
            site = SITES[(index + copy) % len(SITES)]
            host = site[1]
            slug_style = [
                "/{y}/{m}/{d}/{slug}/",
                "/news/{slug}-{id}",
                "/{section}/{slug}.html",
                "/story/{id}/",
            ][(index + copy) % 4]
            story = english_story(
                rng, site, "/", authors=1 + (index + copy) % 3 // 2, table=shape in ("semantic", "wordpress")
            )
            slug = story.headline.lower().replace(" ", "-")
            path = slug_style.format(y=story.published.year, m=f"{story.published.month:02}",
                                     d=f"{story.published.day:02}", slug=slug, id=48000 + index * 10 + copy,
                                     section="local")  # fmt: skip
            story.url = f"https://www.{host}{path}"
            head, body = render(story, Sink(f"https://www.{host}"))
            body = with_promo(body, host) + "\n" + boilerplate(rng, site)
            head += f'\n<link rel="canonical" href="{story.url}">'
            html = chrome(site, f"{story.headline} | {site[0]}", head, body)
            reference = "\n".join(
                story.paragraphs + ([" ".join(" ".join(r) for r in story.table)] if story.table else [])
            )
            write(f"{shape}-{copy}.html", story.url, html.encode("utf-8"), {
                "kind": "article", "shape": shape, "is_article": True, "title": story.headline,
                "authors": story.authors, "date": story.day, "body": reference, "language": "en", "encoding": "utf-8",
            })  # fmt: skip
    for n, key in enumerate(FOREIGN):
        site = SITES[n % len(SITES)]
        url = f"https://www.{site[1]}/{2024}/{key}/story-{n + 1}.html"
        data, label = foreign_page(key, site, url)
        write(f"foreign-{key}.html", url, data, {"kind": "article", "shape": f"encoding:{key}", **label})
    for site in SITES[:2]:
        for kind, path, html in non_articles(rng, site):
            url = f"https://www.{site[1]}{path}"
            write(f"{kind}-{site[1].split('.')[0]}.html", url, html.encode("utf-8"), {
                "kind": kind, "shape": kind, "is_article": False, "title": None, "authors": [], "date": None,
                "body": "", "language": "en", "encoding": "utf-8",
            })  # fmt: skip
    for name, url, html, label in handmade(rng) + genre_pages():
        write(name, url, html.encode("utf-8"), label)
    LABELS.write_text(json.dumps(labels, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    return labels


if __name__ == "__main__":
    print(f"{len(build())} pages written to {PAGES}")
