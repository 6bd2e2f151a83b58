# ruff: noqa: E501, RUF001, RUF002 (page texts and markup are long literal lines; Hebrew letters are deliberate)
"""המבשר Hamevaser: a Ynet-like Hebrew news site (`dir="rtl"`, `/article/<id>`, `/news/category/<id>`, `?page=2`,
`/tags/…`, `/author/…`, `/search?q=`, `/news/flashes`), UTF-8. Bylines "מאת …" in a `.authors` box, sometimes with
"ו" joining two names and a "| בשיתוף …" agency tail; dates "04.12.26 | 10:15" (two-digit year, dotted). Metadata:
`NewsArticle` JSON-LD with an `author` that is the site on one story, ISO in UTC (an evening story whose UTC time
is still the day before is fine; one after 22:00 UTC is the next day in Israel). The flashes list (timestamped
one-liners) is not an article; one article's body is a numbered list of short items."""

from __future__ import annotations

import json

from common import Base, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["tax", "rain", "hitech", "rail", "tips", "school", "oped", "brief"]


class Mevaser(Base):
    origin = "https://www.hamevaser.test"
    name = "המבשר"
    prefix = "hmv"
    language = "he"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "hmv",
            [
                ".mainNav",
                ".ArticleHeaderComponent",
                ".ArticleBodyComponent",
                ".slotView",
                ".flashes",
                ".FooterComponent",
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
                "המבשר",
                "ynet-like-home",
                list=["tax", "rain", "hitech", "rail", "tips", "school", "flashes"],
                more="news2",
            )
        )
        add(
            page(
                "news",
                "/news/category/184",
                "section",
                "חדשות",
                "category-front",
                list=["tax", "rain", "rail"],
                more="news2",
            )
        )
        add(
            page(
                "news2",
                "/news/category/184?page=2",
                "section",
                "חדשות",
                "category-page2",
                list=["school", "hitech", "tips", "oped", "brief"],
            )
        )
        add(
            page(
                "flashes",
                "/news/flashes",
                "section",
                "מבזקים",
                "flash-list-timestamps",
                flashes=True,
                list=["rain", "rail"],
            )
        )
        add(page("tag", "/tags/מזג_אוויר", "tag", "מזג אוויר", "tag-page", list=["rain", "tips"]))
        add(page("author", "/author/noa-levi", "author", "נועה לוי", "author-page", list=["rain", "school"]))
        add(page("search", "/search?q=רכבת", "search", "תוצאות חיפוש: רכבת", "search-results", list=["rail"]))
        add(
            page(
                "about",
                "/about",
                "about",
                "אודות המבשר",
                "about-page",
                [
                    "המבשר הוא אתר חדשות עצמאי שנוסד בשנת 2004 ומערכתו יושבת בתל אביב.",
                    "לפניות למערכת: desk@hamevaser.test",
                    "המבשר חבר באיגוד העיתונות המקוונת.",
                ],
            )
        )
        add(
            page(
                "terms",
                "/privacy",
                "policy",
                "מדיניות פרטיות",
                "policy-updated",
                [
                    "עודכן לאחרונה: 01.11.26",
                    "האתר אוסף מידע סטטיסטי על הגלישה לצורך שיפור השירות והצגת פרסומות.",
                    "ניתן לבקש את מחיקת המידע האישי בפנייה לממונה על הגנת הפרטיות.",
                ],
            )
        )
        add(
            story(
                "tax",
                "/article/r1xk2p9",
                "האוצר מציג: הקלה במס הכנסה למשפחות עם ילדים",
                "2026-12-04",
                "2026-12-04T08:15:00Z",
                "04.12.26 | 10:15",
                ["נועה לוי", "איתי כהן"],
                [
                    "משרד האוצר הציג הבוקר תוכנית להקלה במס הכנסה למשפחות עם ילדים עד גיל 18. לפי התוכנית, כל הורה יקבל נקודת זיכוי נוספת לכל ילד.",
                    "לפי הערכות האוצר, משפחה ממוצעת עם שלושה ילדים תחסוך כ-2,400 שקל בשנה.",
                    'RAW:<div class="pullQuote">"זו ההקלה הגדולה ביותר לעשירונים הבינוניים מזה עשור"</div>',
                    "עלות התוכנית מוערכת ב-3.1 מיליארד שקל בשנה, והיא תמומן בין השאר מהעלאת המס על משקאות ממותקים.",
                    'באופוזיציה מתחו ביקורת ואמרו כי מדובר ב"צעד בחירות" שלא יעזור למשפחות העניות ביותר.',
                ],
                "two-authors-and",
                section="כלכלה",
                ld="person",
            )
        )
        add(
            story(
                "rain",
                "/article/b1mqq83",
                "סערה בדרך: גשמים כבדים ושלג בחרמון החל ממחר",
                "2026-12-04",
                "2026-12-03T22:40:00Z",
                "04.12.26 | 00:40",
                ["נועה לוי"],
                [
                    "סערה חורפית ראשונה של העונה תגיע לישראל מחר בבוקר ותביא עמה גשמים כבדים, רוחות חזקות ושלג בחרמון.",
                    "בשירות המטאורולוגי מזהירים מפני הצפות בשטחים נמוכים, בעיקר באזור החוף ובנגב המערבי.",
                    "FIG: גשם בתל אביב | גשם בתל אביב, ארכיון (צילום: יובל שמיר)",
                    "הרשות לשירותי כבאות והצלה הודיעה כי תגביר את הכוננות בכל התחנות.",
                    "הגשם צפוי להיחלש רק ביום ראשון.",
                ],
                "utc-crosses-day-after-midnight",
                section="חדשות",
                ld="person",
                tag=True,
            )
        )
        add(
            story(
                "hitech",
                "/article/hk00z4d",
                "חברת סייבר ישראלית גייסה 120 מיליון דולר",
                "2026-12-03",
                "2026-12-03T12:30:00Z",
                "03.12.26 | 14:30",
                ["דנה שפירא"],
                [
                    "חברת הסייבר הישראלית שומרה טק הודיעה היום על גיוס של 120 מיליון דולר בהובלת קרן הון סיכון אמריקאית.",
                    "החברה, שנוסדה ב-2021 בהרצליה, מפתחת מערכת להגנה על רשתות ענן ומעסיקה 180 עובדים.",
                    'מנכ"ל החברה אמר כי הכסף ישמש להרחבת הפעילות בארה"ב ובאירופה.',
                    "זהו אחד הגיוסים הגדולים בתחום הסייבר בישראל השנה.",
                ],
                "jsonld-author-organization",
                section="כלכלה",
                ld="org",
            )
        )
        add(
            story(
                "rail",
                "/article/s7ab21c",
                "הקו הסגול ייפתח חלקית באביב",
                "2026-12-03",
                None,
                "03.12.26 | 18:05",
                ["אבי מזרחי"],
                [
                    'חברת נת"ע הודיעה כי הקטע הראשון של הקו הסגול של הרכבת הקלה בגוש דן ייפתח לנוסעים באביב הקרוב.',
                    "הקטע יכלול 11 תחנות בין יהוד לתל אביב.",
                    'בנת"ע אמרו כי העבודות באלנבי יסתיימו עד סוף החודש.',
                    "תושבי האזור מתלוננים על רעש ועל פקקים כבר שלוש שנים.",
                ],
                "no-metadata-agency-tail",
                section="חדשות",
                ld="",
                agency="בשיתוף סוכנות הידיעות",
            )
        )
        add(
            story(
                "tips",
                "/article/t9lo04e",
                "כך תתכוננו לסערה: 7 דברים שכדאי לעשות עוד היום",
                "2026-12-04",
                "2026-12-04T06:00:00Z",
                "04.12.26 | 08:00",
                [],
                [
                    "לקראת הסערה הצפויה, ריכזנו כמה צעדים פשוטים שיעזרו לכם לעבור אותה בבטחה.",
                    'RAW:<ol class="numberedList">',
                    "- נקו את המרזבים והניקוזים במרפסת.",
                    "- קשרו או הכניסו פנימה רהיטי גינה.",
                    "- הטעינו פנסים ומטענים ניידים.",
                    "- ודאו שיש בבית מים ומזון לשלושה ימים.",
                    "- הימנעו מנסיעה בכבישים מוצפים.",
                    "- אל תתקרבו לעמודי חשמל שנפלו.",
                    "- שמרו את מספר החירום 102 בטלפון.",
                    "RAW:</ol>",
                ],
                "numbered-list-body-no-author",
                section="חדשות",
                ld="org",
                tag=True,
                desk="מערכת החדשות",
            )
        )
        add(
            story(
                "school",
                "/article/e4sc77a",
                "משרד החינוך: בחינות הבגרות באנגלית יידחו בשבוע",
                "2026-12-02",
                "2026-12-02T15:45:00Z",
                "02.12.26 | 17:45",
                ["נועה לוי"],
                [
                    "משרד החינוך הודיע היום כי בחינת הבגרות באנגלית, שהייתה אמורה להתקיים בסוף ינואר, תידחה בשבוע.",
                    "לדברי המשרד, הדחייה נועדה לאפשר לתלמידים להשלים חומר שלא נלמד בעקבות ימי השביתה.",
                    "ארגון המורים בירך על ההחלטה, אך מועצת התלמידים ביקשה דחייה ארוכה יותר.",
                    'RAW:<div class="readAlso">עוד בנושא: <a href="/article/e4sc11b">שביתת המורים הסתיימה</a></div>',
                    "לוח הבחינות המעודכן יפורסם באתר המשרד בימים הקרובים.",
                ],
                "read-also-box-in-body",
                section="חינוך",
                ld="person",
            )
        )
        add(
            story(
                "oped",
                "/article/op5512x",
                "דעה: הגיע הזמן לשבוע עבודה של ארבעה ימים",
                "2026-12-02",
                "2026-12-02T04:00:00Z",
                "02.12.26 | 06:00",
                ["רונית אברהם"],
                [
                    "בשנה שעברה ניסו כמה חברות בישראל שבוע עבודה של ארבעה ימים, והתוצאות מעודדות: התפוקה לא ירדה, ושביעות הרצון של העובדים עלתה.",
                    "המשק הישראלי סובל משעות עבודה ארוכות מהממוצע במדינות ה-OECD, ומפריון נמוך יחסית.",
                    "קיצור שבוע העבודה יחייב שינוי בתרבות הארגונית, אבל התועלת לבריאות ולמשפחה ברורה.",
                    "SIGN: הכותבת היא ראש החוג לכלכלת עבודה באוניברסיטה העברית",
                ],
                "op-ed-title-in-name-writer-tail",
                section="דעות",
                ld="person",
                honorific="פרופ' ",
            )
        )
        add(
            story(
                "brief",
                "/article/kk21b09",
                "נעצר חשוד בהצתת רכבים בבאר שבע",
                "2026-12-04",
                "2026-12-04T07:20:00Z",
                "04.12.26 | 09:20",
                ["עמית גולן"],
                [
                    "המשטרה עצרה הבוקר תושב באר שבע בן 34 בחשד שהצית שישה רכבים בשכונה ד' בשבוע האחרון.",
                    "החשוד יובא היום להארכת מעצרו בבית משפט השלום בעיר.",
                ],
                "two-paragraph-brief",
                section="חדשות",
                ld="person",
            )
        )

    def blocks(self, doc: Doc, **kw: object) -> str:
        html = super().blocks(doc)
        # the numbered list: the RAW <ol> wrappers around a <ul> become one <ol>
        return html.replace('<ol class="numberedList">\n<ul>', '<ol class="numberedList">').replace(
            "</ul>\n</ol>", "</ol>"
        )

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f"<li>{self.a(k, t, 'nav')}</li>"
            for k, t in (("home", "ראשי"), ("news", "חדשות"), ("flashes", "מבזקים"), ("search", "חיפוש"))
        )
        meta = [f"<title>{esc(doc.title)}</title>"]
        if doc.is_article:
            meta.append('<meta property="og:type" content="article">')
            if doc.extra.get("ld"):
                auth = (
                    [{"@type": "Person", "name": a} for a in doc.authors]
                    if doc.extra["ld"] == "person"
                    else {"@type": "Organization", "name": "המבשר"}
                )
                ld = {
                    "@context": "http://schema.org",
                    "@type": "NewsArticle",
                    "headline": doc.title,
                    "datePublished": doc.iso,
                    "dateModified": doc.iso,
                    "author": auth,
                    "publisher": {"@type": "Organization", "name": "המבשר"},
                }
                meta.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        else:
            meta.append('<meta property="og:type" content="website">')
        return f"""<!DOCTYPE html>
<html lang="he" dir="rtl">
<head>
<meta charset="utf-8">
{chr(10).join(meta)}
<link rel="canonical" href="{esc(self.url(doc.key))}">
<style>/*PAD*/</style>
<script>window.YITSiteWidgets=[];</script>
</head>
<body class="rtl">
<header class="mainNav"><a href="/" class="logo">המבשר</a><ul>{nav}</ul></header>
<div class="layoutContainer">
{main}
<div class="slotView mivzakim"><h3>{self.a("flashes", "מבזקים", "aside")}</h3>{"".join(f"<p>{self.a(k, self.docs[k].title, 'aside')}</p>" for k in ("rain", "tax"))}</div>
</div>
<footer class="FooterComponent">{self.a("about", "אודות", "footer")} | {self.a("terms", "מדיניות פרטיות", "footer")} | <a href="mailto:desk@hamevaser.test">צור קשר</a> | <a href="/rss">RSS</a><p>כל הזכויות שמורות © המבשר 2026</p></footer>
<div id="cookieBar">אנו משתמשים בעוגיות כדי לשפר את חוויית הגלישה. <button>אישור</button></div>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        if doc.authors:
            parts = [self.a("author", a, "byline") if a == "נועה לוי" else esc(a) for a in doc.authors]
            names = esc(doc.extra.get("honorific", "")) + " ו".join(parts)
            tail = f" | {esc(doc.extra['agency'])}" if doc.extra.get("agency") else ""
            by = f'<div class="authors">מאת {names}{tail}</div>'
        else:
            by = f'<div class="authors">{esc(doc.extra.get("desk", ""))}</div>'
        tags = (
            f'<div class="tagsContainer">{self.a("tag", "מזג אוויר", "content")}</div>' if doc.extra.get("tag") else ""
        )
        rel = "".join(f"<li>{self.a(k, self.docs[k].title, 'related')}</li>" for k in ARTS if k != doc.key)
        return f"""<div class="ArticleHeaderComponent">
<h1 class="mainTitle">{esc(doc.title)}</h1>
{by}
<span class="date">{doc.stamp}</span>
</div>
<div class="ArticleBodyComponent">
{self.blocks(doc)}
</div>
{tags}
<div class="shareBar"><a href="https://wa.me/?text=">וואטסאפ</a> <a href="https://www.facebook.com/sharer.php">פייסבוק</a></div>
<div class="relatedArticles"><h3>כתבות נוספות</h3><ul>{rel}</ul></div>
<div class="talkbacks"><h3>תגובות (14)</h3><p>1. כל הכבוד, סוף סוף (משה, חיפה)</p><p>2. זה לא יעזור לאף אחד (רונית)</p></div>"""

    def listing_main(self, doc: Doc) -> str:
        if doc.extra.get("flashes"):
            items = [
                ("10:42", "רעידת אדמה קלה הורגשה בצפון, אין נפגעים"),
                ("10:20", "תאונה בכביש 6: עומסי תנועה כבדים צפונה"),
                ("09:58", "הבורסה בתל אביב נפתחה בעליות קלות"),
                ("09:31", "נפתחו מחדש הכבישים לחרמון"),
            ]
            lis = "".join(
                f'<div class="flash"><span class="time">{t}</span> <span class="title">{esc(x)}</span></div>'
                for t, x in items
            )
            lis += "".join(
                f'<div class="flash"><span class="time">{self.docs[k].stamp[-5:]}</span> {self.a(k, self.docs[k].title, "content")}</div>'
                for k in doc.extra["list"]
            )
            return f'<div class="flashes"><h1>{esc(doc.title)}</h1>{lis}</div>'
        lis = "".join(
            f'<div class="slotView">{self.a(k, self.docs[k].title, "content")}<p>{esc(self.lede(self.docs[k]))}</p></div>'
            for k in doc.extra["list"]
        )
        more = self.a(doc.extra["more"], "הבא", "pagination") if doc.extra.get("more") else ""
        if doc.key == "news2":
            more = self.a("news", "הקודם", "pagination")
        extra = ""
        if doc.key == "home":
            extra = f'<div class="hot">{self.a("tag", "מזג אוויר", "content")} {self.a("author", "נועה לוי", "content")}</div>'
        return f'<div class="categoryFront"><h1>{esc(doc.title)}</h1>{lis}{more}{extra}</div>'

    def service_main(self, doc: Doc) -> str:
        return f'<div class="staticPage"><h1>{esc(doc.title)}</h1>\n{self.blocks(doc)}\n</div>'
