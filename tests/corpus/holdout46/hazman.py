# ruff: noqa: E501, RUF001, RUF002 (page texts and markup are long literal lines; Hebrew letters are deliberate)
"""הזמן Hazman: a Haaretz/Ynet-like Hebrew news site (`dir="rtl"`, `/news/<section>/2026-12-04/ty-article/<uuid>`,
premium stories under `/ty-article/.premium/`, `/ty-tag/<id>`, `/ty-writer/<uuid>`, `/news?page=2`, `/search?q=`),
UTF-8. Dates printed "04.12.26, 09:15"; bylines "מאת …" (two names joined by "ו"). Metadata: `NewsArticle` JSON-LD
with ISO times in **UTC** on most stories (Israel is +02:00 in December: a 23:30Z stamp is the next local day), the
author as the paper (Organization) on the analysis, none on the brief. A live page (`LiveBlogPosting`, timestamped
entries with headings) is an article; a premium story whose page shows only the headline, one sentence and the
subscription box is labelled a `subscribe` page (no story text to store)."""

from __future__ import annotations

import json

from common import Base, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["live", "budget", "analysis", "oped", "interview", "review", "brief", "science"]
UUID = "0000019a-{}-d8b2-a7fb-ff7b3c2e0000"


class Hazman(Base):
    origin = "https://www.hazman.test"
    name = "הזמן"
    prefix = "hzm"
    language = "he"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "hzm",
            [".site-nav", ".article-header", ".article-body", ".teaser", ".live-entry", ".paywall", ".site-footer"],
            240,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "הזמן - חדשות ישראל והעולם",
                "haaretz-like-home",
                list=["live", "budget", "analysis", "premium", "science", "oped", "interview", "review", "brief"],
                more="news2",
            )
        )
        add(
            page(
                "news",
                "/news",
                "section",
                "חדשות",
                "section-front",
                list=["live", "budget", "brief", "premium"],
                more="news2",
            )
        )
        add(
            page(
                "news2",
                "/news?page=2",
                "section",
                "חדשות",
                "section-page2",
                list=["analysis", "science", "interview", "review", "oped"],
            )
        )
        add(page("tag", "/ty-tag/2.4412", "tag", "תחבורה ציבורית", "tag-page", list=["live", "brief", "budget"]))
        add(
            page(
                "author",
                "/ty-writer/0000017f-e1a2-d9b3-a9ff-f1e3a7c00000",
                "author",
                "יעל ברק",
                "writer-page",
                list=["live", "budget", "premium"],
            )
        )
        add(
            page(
                "search",
                "/search?q=רכבת",
                "search",
                "תוצאות חיפוש עבור: רכבת",
                "search-results",
                list=["live", "brief"],
            )
        )
        add(
            page(
                "about",
                "/about",
                "about",
                "אודות הזמן",
                "about-page",
                [
                    "הזמן הוא אתר חדשות ועיתון דיגיטלי עצמאי, שמערכתו פועלת בתל אביב ובירושלים מאז 2011.",
                    "עורכת ראשית: מיכל ששון. עורך אחראי: גיל אורן.",
                    "לפניות למערכת: news@hazman.test. לשירות מנויים: 03-5550000.",
                ],
            )
        )
        add(
            page(
                "privacy",
                "/privacy",
                "policy",
                "מדיניות פרטיות",
                "policy-updated",
                [
                    "עודכן לאחרונה: 20.10.26",
                    "אנו אוספים מידע על אופן השימוש באתר באמצעות עוגיות, לצורך התאמת תוכן ופרסומות ולצורכי סטטיסטיקה.",
                    "פרטי התשלום של מנויים נשמרים אצל ספק סליקה חיצוני ואינם נשמרים בשרתי האתר.",
                    "ניתן לפנות אלינו בכל שאלה בנושא פרטיות בכתובת privacy@hazman.test.",
                ],
            )
        )
        add(
            page(
                "premium",
                "/news/politics/2026-12-04/ty-article/.premium/" + UUID.format("7c11"),
                "subscribe",
                "מסמך פנימי: משרד האוצר שקל לקצץ בתקציב הרכבת הקלה בירושלים",
                "premium-stub-one-sentence",
                stub="לפי המסמך, שהגיע לידי הזמן, נבחנו שלוש חלופות לקיצוץ, ובהן דחיית הקו הכחול בשנתיים.",
                stub_author="יעל ברק",
                iso="2026-12-04T07:00:00Z",
            )
        )
        add(
            story(
                "live",
                "/news/2026-12-04/ty-article-live/" + UUID.format("5a10"),
                "שביתה ברכבת ישראל: עדכונים שוטפים",
                "2026-12-04",
                "2026-12-04T05:30:00Z",
                "04.12.26, 07:30",
                ["יעל ברק", "אורי שטרן"],
                [
                    'RAW:<div class="live-entry" id="e5"><time class="entry-time">11:20</time>',
                    "### ההסתדרות: השביתה תימשך עד מחר בבוקר",
                    'יו"ר ועד העובדים ברכבת, ניר אלמוג, הודיע כי השביתה תימשך לפחות עד מחר בשש בבוקר. "לא קיבלנו שום הצעה רצינית", אמר.',
                    'RAW:</div><div class="live-entry" id="e4"><time class="entry-time">10:05</time>',
                    "### פקקים כבדים בכניסות לתל אביב",
                    "בעקבות השביתה נרשמים עומסי תנועה כבדים בכביש 2, בכביש 4 ובנתיבי איילון. זמן הנסיעה מנתניה לתל אביב מגיע לשעה וחצי.",
                    'RAW:</div><div class="live-entry" id="e3"><time class="entry-time">09:15</time>',
                    "### משרד התחבורה: קווי אוטובוס נוספים יופעלו",
                    "משרד התחבורה הודיע כי יופעלו 120 אוטובוסים נוספים בקווים המקבילים לקווי הרכבת, בעיקר בין חיפה, נתניה ותל אביב ובין באר שבע לתל אביב.",
                    'RAW:</div><div class="live-entry" id="e2"><time class="entry-time">08:10</time>',
                    "### התחנות ריקות",
                    "בתחנות תל אביב סבידור מרכז וההגנה הוצבו שלטים המודיעים על השבתת התנועה. נוסעים שלא ידעו על השביתה נאלצו לחפש חלופות.",
                    'RAW:</div><div class="live-entry" id="e1"><time class="entry-time">07:30</time>',
                    "### השביתה החלה",
                    "עובדי רכבת ישראל פתחו הבוקר בשביתה בעקבות מחלוקת על תוכנית ההתייעלות של החברה. אף רכבת לא יצאה מהתחנות מאז חמש בבוקר.",
                    "RAW:</div>",
                ],
                "live-page-entries",
                section="חדשות",
                ld="live",
                tag=True,
            )
        )
        add(
            story(
                "budget",
                "/news/2026-12-03/ty-article/" + UUID.format("4b27"),
                "הממשלה אישרה את תקציב 2027: תוספת של 4 מיליארד שקל לתחבורה הציבורית",
                "2026-12-04",
                "2026-12-03T23:30:00Z",
                "04.12.26, 01:30",
                ["יעל ברק"],
                [
                    "הממשלה אישרה הלילה, לאחר דיון שנמשך יותר מ-14 שעות, את הצעת התקציב לשנת 2027. התקציב, בהיקף של 612 מיליארד שקל, יועבר בשבוע הבא לקריאה ראשונה בכנסת.",
                    "אחד השינויים הבולטים הוא תוספת של 4 מיליארד שקל לתחבורה הציבורית, שתופנה בעיקר להרחבת נתיבי התחבורה הציבורית ולרכישת אוטובוסים חשמליים.",
                    "מנגד, תקציבי משרדי הממשלה האזרחיים יקוצצו באופן רוחבי ב-1.5%, ומשרד התרבות יספוג קיצוץ חד במיוחד של 8%.",
                    "## מחלוקת על חוק ההסדרים",
                    "שרים אחדים הביעו התנגדות לחלק מסעיפי חוק ההסדרים, ובהם הרפורמה ברישוי עסקים והעברת סמכויות תכנון מהרשויות המקומיות. לבסוף הוסכם כי הסעיפים השנויים במחלוקת יידונו בנפרד בוועדת השרים.",
                    'בשלטון המקומי מתחו ביקורת חריפה על התקציב. ראש מרכז השלטון המקומי אמר כי "הממשלה מגלגלת את הגירעון לפתחן של הערים".',
                    "התקציב צריך לעבור את שלוש הקריאות בכנסת עד סוף מרץ.",
                ],
                "utc-crosses-midnight-subhead",
                section="חדשות",
                ld="person",
                tag=True,
            )
        )
        add(
            story(
                "analysis",
                "/news/2026-12-03/ty-article/" + UUID.format("39d0"),
                "ניתוח: למה הריבית לא תרד לפני הקיץ",
                "2026-12-03",
                "2026-12-03T16:00:00Z",
                "03.12.26, 18:00",
                ["עידו פרץ"],
                [
                    "ההחלטה של בנק ישראל להשאיר את הריבית ללא שינוי הייתה צפויה, אבל ההודעה שליוותה אותה אמרה יותר ממה שנראה במבט ראשון.",
                    "הנגיד הדגיש שוב את הסיכון שבהתחממות שוק הדיור ואת הלחץ על השכר בענפי הבנייה והשירותים. המשמעות: כל עוד האינפלציה מעל 3%, הוועדה המוניטרית לא תמהר להוריד ריבית.",
                    "גם התחזית של חטיבת המחקר מרמזת על כך. היא צופה ירידה אחת בלבד של הריבית בשנה הבאה, וגם זו רק ברבעון השלישי.",
                    'בשוק האג"ח כבר הפנימו את המסר: התשואות לטווח ארוך עלו הבוקר, והשקל המשיך להתחזק מול הדולר.',
                    "למשקי הבית זו בשורה לא פשוטה. מי שלקח משכנתה במסלול פריים ימשיך לשלם החזרים גבוהים לפחות עוד חצי שנה, ומי שמתכנן לקנות דירה יצטרך לקחת זאת בחשבון.",
                ],
                "analysis-jsonld-organization",
                section="כלכלה",
                ld="org",
            )
        )
        add(
            story(
                "oped",
                "/opinion/2026-12-02/ty-article-opinion/" + UUID.format("2e44"),
                "בתי הספר צריכים להיפתח גם בחופש",
                "2026-12-02",
                "2026-12-02T04:00:00Z",
                "02.12.26, 06:00",
                ["שירה מזרחי"],
                [
                    "כל הורה עובד מכיר את החרדה שמגיעה עם החופשות: חנוכה, פסח, החופש הגדול. חודשים שלמים בשנה שבהם המדינה מודיעה להורים שהילדים הם בעיה שלהם.",
                    "המחקרים ברורים: ילדים ממשפחות מוחלשות מאבדים בחופשות חלק ניכר ממה שלמדו בשנה, ואילו ילדים שהוריהם יכולים לממן קייטנות וחוגים דווקא מתקדמים.",
                    "הפתרון אינו להאריך את שנת הלימודים על חשבון המורים, אלא לפתוח את מבני בתי הספר לתוכניות קיץ בהפעלת הרשויות המקומיות, סטודנטים ותנועות נוער.",
                    "מבני בתי הספר עומדים ריקים חודשיים בשנה. זה בזבוז של משאב ציבורי, וזו החמצה של הזדמנות לצמצם פערים.",
                    "SIGN: הכותבת היא חוקרת מדיניות חינוך במכון ון ליר",
                ],
                "oped-honorific-writer-tail",
                section="דעות",
                ld="person",
                honorific='ד"ר ',
            )
        )
        add(
            story(
                "interview",
                "/culture/2026-12-02/ty-article/" + UUID.format("1f88"),
                'הסופרת נעמה גל: "כתבתי את הספר כדי להבין את אמא שלי"',
                "2026-12-02",
                "2026-12-02T10:00:00Z",
                "02.12.26, 12:00",
                ["אורי שטרן"],
                [
                    'ספרה החדש של נעמה גל, "הבית ברחוב הנביאים", נכנס השבוע לרשימת רבי המכר. שוחחנו איתה על זיכרון, משפחה וירושלים.',
                    "Q: הספר מבוסס על סיפור המשפחה שלך? || חלקית. אמא שלי גדלה בבית ברחוב הנביאים, ועד יום מותה לא סיפרה כמעט כלום על הילדות שלה. הספר הוא הניסיון שלי למלא את השתיקה הזאת.",
                    "Q: איך כותבים על מישהי שכבר לא יכולה לענות? || בזהירות. הרבה פעמים מחקתי פרקים שלמים כי הרגשתי שאני ממציאה לה מחשבות. בסוף החלטתי שהדמות היא לא אמא שלי, אלא מישהי שדומה לה.",
                    "Q: ירושלים היא כמעט דמות בספר. || כן. ירושלים של שנות החמישים הייתה עיר קטנה ושקטה, עם חצרות ובורות מים. רציתי שהקורא ירגיש את האבן ואת הקור של החורף.",
                    "Q: מה הלאה? || אני עובדת על ספר ילדים, דווקא. אחרי ספר כל כך כבד, אני צריכה קצת אור.",
                ],
                "interview-qa",
                section="תרבות",
                ld="person",
            )
        )
        add(
            story(
                "review",
                "/culture/2026-12-01/ty-article/" + UUID.format("0c31"),
                'ביקורת: "הגשר" בתיאטרון הקאמרי הוא הצגה אמיצה שנופלת במערכה השנייה',
                "2026-12-01",
                "2026-12-01T14:00:00Z",
                "01.12.26, 16:00",
                ["מאיה כהן"],
                [
                    'ההצגה "הגשר", מחזה מקורי של ערן דביר בבימויה של ליאת אלון, עוסקת בשני אחים שנפגשים אחרי עשרים שנה על גשר בעיר הולדתם. זו הצגה שמעזה לשאול שאלות קשות על אשמה ומחילה.',
                    "המערכה הראשונה מצוינת. הדיאלוג חד ומצחיק, והשחקנים, יובל נחום ועמרי טל, יוצרים ביניהם מתח שכמעט אפשר לגעת בו.",
                    "אבל במערכה השנייה ההצגה מאבדת את דרכה. סצנות הפלשבק ארוכות מדי, והעלילה מסתבכת בקווים משניים שלא מובילים לשום מקום.",
                    "התפאורה של נטע רון, גשר ברזל ענק שמסתובב על במה מסתובבת, מרשימה מאוד, אם כי לפעמים נדמה שהיא מתחרה בשחקנים על תשומת הלב.",
                    'בסיכומו של דבר, "הגשר" שווה צפייה בזכות המשחק והאומץ, גם אם היא לא מממשת את כל מה שהבטיחה.',
                ],
                "review",
                section="תרבות",
                ld="person",
            )
        )
        add(
            story(
                "brief",
                "/news/2026-12-04/ty-article/" + UUID.format("6d52"),
                "הקו האדום של הרכבת הקלה יושבת בסוף השבוע לעבודות תחזוקה",
                "2026-12-04",
                None,
                "04.12.26, 10:40",
                ["אורי שטרן"],
                [
                    "הקו האדום של הרכבת הקלה בגוש דן לא יפעל בין תחנת אלנבי לתחנת ארלוזורוב מיום שישי בצהריים ועד מוצאי שבת, בשל עבודות תחזוקה במנהרה.",
                    'נת"ע הודיעה כי יופעלו אוטובוסים חלופיים בין התחנות, בתדירות של עשר דקות.',
                ],
                "brief-no-jsonld",
                section="חדשות",
                ld="",
                tag=True,
            )
        )
        add(
            story(
                "science",
                "/science/2026-12-01/ty-article/" + UUID.format("0a77"),
                "חוקרים ממכון ויצמן פיתחו בדיקת דם שמזהה סרטן לבלב בשלב מוקדם",
                "2026-12-01",
                "2026-12-01T09:00:00Z",
                "01.12.26, 11:00",
                ["דני אשכנזי"],
                [
                    "צוות חוקרים ממכון ויצמן למדע פיתח בדיקת דם פשוטה שמסוגלת לזהות סרטן לבלב בשלבים מוקדמים, כך עולה ממחקר שפורסם השבוע בכתב עת מדעי מוביל.",
                    "סרטן הלבלב הוא אחד מסוגי הסרטן הקטלניים ביותר, בעיקר משום שברוב המקרים הוא מאובחן רק בשלב מתקדם, כשהגידול כבר התפשט.",
                    "## איך זה עובד",
                    "הבדיקה מחפשת בדם שילוב של 12 חלבונים שהגידול מפריש כבר בשלביו הראשונים. אלגוריתם של למידת מכונה מנתח את השילוב וקובע את רמת הסיכון.",
                    "במחקר השתתפו 1,800 מטופלים, והבדיקה זיהתה נכון 88% מהמקרים בשלב הראשון של המחלה, עם שיעור נמוך של תוצאות חיוביות שגויות.",
                    "## עוד לא במרפאות",
                    'ראש הצוות, פרופ\' אלון רביב, הזהיר כי יידרשו לפחות שלוש שנים של ניסויים נוספים לפני שהבדיקה תגיע לקופות החולים. "זה צעד ראשון חשוב, אבל הדרך עוד ארוכה", אמר.',
                ],
                "science-feature-subheads",
                section="מדע",
                ld="person",
            )
        )

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f"<li>{self.a(k, t, 'nav')}</li>"
            for k, t in (("home", "ראשי"), ("news", "חדשות"), ("tag", "תחבורה ציבורית"), ("search", "חיפוש"))
        )
        nav += '<li><a href="/opinion">דעות</a></li><li><a href="/culture">תרבות</a></li><li><a href="https://digital.hazman.test/subscribe">עשו מנוי</a></li>'
        meta = [f"<title>{esc(doc.title)} - הזמן</title>", f'<meta property="og:title" content="{esc(doc.title)}">']
        iso = doc.iso or doc.extra.get("iso")
        kind = doc.extra.get("ld")
        if doc.is_article or doc.kind == "subscribe":
            meta.append('<meta property="og:type" content="article">')
            if iso:
                meta.append(f'<meta property="article:published_time" content="{iso}">')
        else:
            meta.append('<meta property="og:type" content="website">')
        ld: dict[str, object] | None = None
        if doc.kind == "subscribe":
            ld = {
                "@context": "https://schema.org",
                "@type": "NewsArticle",
                "headline": doc.title,
                "datePublished": iso,
                "author": [{"@type": "Person", "name": doc.extra["stub_author"]}],
                "isAccessibleForFree": "False",
                "hasPart": {"@type": "WebPageElement", "isAccessibleForFree": "False", "cssSelector": ".paywall-body"},
            }
        elif kind:
            ld = {
                "@context": "https://schema.org",
                "@type": "LiveBlogPosting" if kind == "live" else "NewsArticle",
                "headline": doc.title,
                "datePublished": doc.iso,
                "dateModified": doc.iso,
            }
            ld["author"] = (
                {"@type": "Organization", "name": "הזמן"}
                if kind == "org"
                else [{"@type": "Person", "name": a} for a in doc.authors]
            )
            ld["publisher"] = {"@type": "Organization", "name": "הזמן"}
            if kind == "live":
                ld["coverageStartTime"] = doc.iso
                ld["liveBlogUpdate"] = [{"@type": "BlogPosting", "headline": b[1]} for b in doc.blocks if b[0] == "h3"][
                    :2
                ]
        if ld:
            meta.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        hot = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>" for k in ("live", "analysis") if k != doc.key
        )
        return f"""<!DOCTYPE html>
<html lang="he" dir="rtl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
{chr(10).join(meta)}
<link rel="canonical" href="{esc(self.url(doc.key))}">
<style>/*PAD*/</style>
<script>window.__HTZ_PAGE__={{"type":"{doc.kind}","premium":{"true" if doc.kind == "subscribe" else "false"}}};</script>
</head>
<body>
<header class="site-header"><a class="logo" href="/">הזמן</a><nav class="site-nav"><ul>{nav}</ul></nav><a class="login" href="/account/login">התחברות</a></header>
<main id="pageRoot">
{main}
</main>
<aside class="most-popular"><h3>הכי נקראות</h3><ol>{hot}</ol></aside>
<footer class="site-footer"><ul><li>{self.a("about", "אודות", "footer")}</li><li>{self.a("privacy", "מדיניות פרטיות", "footer")}</li><li><a href="mailto:news@hazman.test">צרו קשר</a></li><li><a href="/rss">RSS</a></li></ul><p>© כל הזכויות שמורות להזמן בע"מ 2026</p></footer>
<div class="cookie-banner">האתר משתמש בעוגיות. המשך הגלישה מהווה הסכמה ל{self.a("privacy", "מדיניות הפרטיות", "footer")}. <button>הבנתי</button></div>
<script src="/static/main.js" defer></script>
</body>
</html>"""

    def byline(self, names: list[str], honorific: str = "") -> str:
        parts = [self.a("author", a, "byline") if a == "יעל ברק" else esc(a) for a in names]
        return f'<div class="article-byline">מאת {esc(honorific)}{" ו".join(parts)}</div>'

    def story_main(self, doc: Doc) -> str:
        by = self.byline(doc.authors, doc.extra.get("honorific", ""))
        live = doc.extra.get("ld") == "live"
        label = '<span class="live-badge">שידור חי</span>' if live else ""
        tags = (
            f'<div class="tags">{self.a("tag", "תחבורה ציבורית", "content")} <a href="/ty-tag/2.118">רכבת ישראל</a></div>'
            if doc.extra.get("tag")
            else ""
        )
        rel = "".join(
            f'<li class="teaser">{self.a(k, self.docs[k].title, "related")}</li>' for k in ARTS if k != doc.key
        )
        upd = '<span class="updated">עודכן: 04.12.26, 11:20</span>' if live else ""
        return f"""<article class="article">
<header class="article-header">
{label}<span class="kicker">{esc(doc.section)}</span>
<h1 class="article-title">{esc(doc.title)}</h1>
{by}
<time class="article-date">{doc.stamp}</time> {upd}
<div class="share"><a href="https://wa.me/?text={esc(self.url(doc.key))}">וואטסאפ</a> <a href="https://www.facebook.com/sharer.php">פייסבוק</a> <button class="save">שמירה</button></div>
</header>
<section class="article-body{" live-feed" if live else ""}">
{self.blocks(doc)}
</section>
{tags}
<div class="newsletter-box">רוצים לקבל את עדכוני הבוקר? הירשמו לניוזלטר <input type="email"><button>הרשמה</button></div>
</article>
<section class="related"><h3>עוד בהזמן</h3><ul>{rel}</ul></section>"""

    def listing_main(self, doc: Doc) -> str:
        items = "".join(
            f'<div class="teaser">{"<span class=premium-icon>פרמיום</span>" if self.docs[k].kind == "subscribe" else ""}<h3>{self.a(k, self.docs[k].title, "content")}</h3><p>{esc(self.docs[k].extra.get("stub") or self.lede(self.docs[k]))}</p></div>'
            for k in doc.extra["list"]
        )
        head = f"<h1>{esc(doc.title)}</h1>"
        if doc.kind == "author":
            head += '<p class="writer-bio">כתבת לענייני תחבורה ותשתיות. לפני כן סיקרה את השלטון המקומי.</p>'
        if doc.kind == "search":
            head = f'<form action="/search"><input name="q" value="רכבת"></form><h1>{esc(doc.title)}</h1>'
        more = ""
        if doc.extra.get("more"):
            more = f'<div class="pager">{self.a(doc.extra["more"], "לעמוד הבא", "pagination")}</div>'
        elif doc.key == "news2":
            more = f'<div class="pager">{self.a("news", "לעמוד הקודם", "pagination")} <a href="/news?page=3">לעמוד הבא</a></div>'
        extra = ""
        if doc.key == "home":
            extra = f'<div class="home-strip">{self.a("author", "יעל ברק", "content")} {self.a("tag", "תחבורה ציבורית", "content")} {self.a("search", "חיפוש", "content")}</div>'
        return f'<section class="list-page">{head}{items}{more}{extra}</section>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "subscribe":
            return f"""<article class="article premium">
<header class="article-header"><span class="premium-icon">פרמיום</span>
<h1 class="article-title">{esc(doc.title)}</h1>
<p class="article-subtitle">{esc(doc.extra["stub"])}</p>
{self.byline([doc.extra["stub_author"]])}
<time class="article-date">04.12.26, 09:00</time>
</header>
<div class="paywall">
<h2>הכתבה המלאה זמינה למנויים בלבד</h2>
<p>הצטרפו עכשיו ותיהנו מגישה מלאה לכל הכתבות, לארכיון ולאפליקציה.</p>
<ul><li>חודש ראשון ב-9.90 ש"ח</li><li>ביטול בכל עת</li><li>ללא פרסומות מעצבנות</li></ul>
<a class="btn" href="https://digital.hazman.test/subscribe?ref=paywall">לרכישת מינוי</a> <a href="/account/login">כבר מנויים? התחברו</a>
</div>
<div class="paywall-body" hidden></div>
</article>"""
        return f'<section class="static-page"><h1>{esc(doc.title)}</h1>\n{self.blocks(doc)}\n</section>'
