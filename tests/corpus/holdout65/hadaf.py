# ruff: noqa: E501, RUF001, RUF002 (page texts and markup are long literal lines; Hebrew letters and maqaf are deliberate)
"""הדף Hadaf: a Haaretz-like Hebrew daily (a Next.js front end over a Brightspot-like CMS: `data-test` attributes,
`__NEXT_DATA__`, `/news/2026-12-04/ty-article/.premium/0000019a-…` article paths with the `.premium` segment on paid
stories, `ty-article-opinion`, `ty-article-review`, `/ty-WRITER/…`, `/ty-TAG/…`, `/search-results?q=`, `/news?page=2`,
`/breaking-news`), Hebrew, right to left, UTF-8, Israel time (+02:00 in December).

Dates are printed "04.12.26, 06:00" (two-digit year) in a `<time>` whose `datetime` is UTC, sometimes with an
"עודכן" line. Bylines in a `.byline` element, two names joined by the conjunction "ו" glued to the second name
("דנה כהן ואורי לוי"). `NewsArticle` JSON-LD in UTC: the quake story's 22:15Z on 3 Dec is 00:15 on 4 Dec in
Israel (labelled 4 Dec); the paywalled story carries `isAccessibleForFree: false` and its whole text sits in the page
behind a subscription box; the chef interview's JSON-LD author is the site (Organization) although a reporter is
credited; the crash brief (a desk credit, no person) has no JSON-LD. The "מבזקים" flash list is not an article."""

from __future__ import annotations

import json
import zlib
from urllib.parse import quote

from common import Base, page, story
from sitekit import Doc, css_rules, esc

ORIGIN = "https://www.hadaf.test"
ARTS = ["housing", "water", "quake", "oped", "review", "crash", "sensor", "chef"]
WRITER = "/ty-WRITER/0000017f-da2b-d249-ab7f-fbebf2a20000"
TAG = "התחדשות עירונית"
SEARCH_Q = "מים"


class Hadaf(Base):
    origin = ORIGIN
    name = "הדף"
    prefix = "hdf"
    language = "he"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "hdf",
            [
                ".header-wrapper",
                ".nav-list li",
                "[data-test=articleHeaderTitle]",
                "[data-test=articleBody] p",
                ".byline",
                ".teaser",
                ".paywall-box",
                ".flash-item",
                ".footer",
                ".cookie-consent",
            ],
            260,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "הדף",
                "next-home",
                list=["housing", "quake", "water", "oped", "sensor", "review", "chef", "crash"],
                more="news",
            )
        )
        add(
            page(
                "news",
                "/news",
                "section",
                "חדשות",
                "next-section",
                list=["housing", "quake", "water", "crash"],
                more="news2",
            )
        )
        add(
            page(
                "news2",
                "/news?page=2",
                "section",
                "חדשות",
                "next-section-page2",
                list=["sensor", "chef", "review", "oped"],
            )
        )
        add(page("flashes", "/breaking-news", "section", "מבזקים", "flash-list-timestamps", list=["crash", "quake"]))
        add(
            page(
                "tag", "/ty-TAG/0000017f-e1c2-d9aa-afff-f9db6e3b0000", "tag", TAG, "tag-page", list=["housing", "water"]
            )
        )
        add(
            page(
                "author",
                WRITER,
                "author",
                "דנה כהן",
                "writer-page",
                list=["housing", "water"],
                bio='דנה כהן היא כתבת לענייני דיור, תכנון ושלטון מקומי. הצטרפה ל"הדף" ב־2018.',
            )
        )
        add(
            page(
                "search",
                "/search-results?q=" + quote(SEARCH_Q),
                "search",
                f"תוצאות חיפוש: {SEARCH_Q}",
                "search-results",
                list=["water", "sensor"],
            )
        )
        add(
            page(
                "subscribe",
                "/subscription",
                "subscribe",
                "הצטרפו למינוי דיגיטלי",
                "subscription-offers",
                [
                    "עיתונות עצמאית עולה כסף. המינוי שלכם מאפשר לנו לחקור, לבדוק ולכתוב בלי לחשוש ממפרסמים.",
                    "## מינוי דיגיטלי",
                    'גישה מלאה לכל הכתבות באתר ובאפליקציה, הניוזלטר היומי ותחקירי סוף השבוע. 9.90 ש"ח לחודש הראשון, ואחר כך 39.90 ש"ח לחודש.',
                    "## מינוי דיגיטלי + סוף שבוע מודפס",
                    'כל מה שבמינוי הדיגיטלי, ובנוסף העיתון המודפס של יום שישי עד הבית. 59.90 ש"ח לחודש.',
                    "ניתן לבטל את המינוי בכל עת באזור האישי או בטלפון 03-5550123.",
                ],
            )
        )
        add(
            page(
                "privacy",
                "/misc/privacy-policy",
                "policy",
                "מדיניות פרטיות",
                "policy-updated",
                [
                    "עודכן לאחרונה: 15.10.26",
                    '"הדף" מכבד את פרטיות המשתמשים באתר ובאפליקציה. מסמך זה מפרט איזה מידע נאסף, כיצד הוא משמש אותנו ומה הן זכויותיכם.',
                    "## המידע שאנו אוספים",
                    "בעת ההרשמה למינוי נאספים שם, כתובת דואר אלקטרוני ופרטי תשלום. בעת הגלישה נאספים נתונים סטטיסטיים על השימוש באתר באמצעות עוגיות.",
                    "## שימוש במידע",
                    "המידע משמש לניהול המינוי, לשיפור השירות ולהצגת תוכן ופרסומות המותאמים לתחומי העניין שלכם. איננו מוכרים מידע אישי לצדדים שלישיים.",
                    "לבקשות עיון, תיקון או מחיקה של מידע ניתן לפנות אל privacy@hadaf.test.",
                ],
            )
        )
        add(
            story(
                "housing",
                "/news/2026-12-04/ty-article/.premium/0000019a-8c1e-d2b4-a7fb-9f5e3a210000",
                "שש שנים אחרי החתימה: דיירי חליסה עדיין מחכים לפינוי־בינוי",
                "2026-12-04",
                "2026-12-04T04:00:00Z",
                "04.12.26, 06:00",
                ["דנה כהן"],
                [
                    'בשלושת הבניינים הארוכים שברחוב הגיבורים בשכונת חליסה בחיפה גרות 96 משפחות. לפני שש שנים חתמו רובן על הסכם עם חברת "אבני הכרמל" לפרויקט פינוי־בינוי, שבמסגרתו אמורים היו לקום במקום שלושה מגדלים בני 22 קומות. עד היום לא נחפר במגרש אפילו בור אחד.',
                    '"אמרו לנו שבתוך ארבע שנים נהיה בדירות חדשות עם ממ"ד ומעלית", אומרת רחל אזולאי, בת 71, שגרה בקומה הרביעית בלי מעלית מאז 1979. "בינתיים בעלי נפטר, והברכיים שלי כבר לא מחזיקות את המדרגות. אני לא יודעת אם אזכה לראות את הבניין החדש".',
                    'בדיקת "הדף" מעלה כי הפרויקט נתקע בשורה של מכשולים: תוכנית שנדחתה פעמיים בוועדה המחוזית, מחלוקת עם העירייה על היקף שטחי הציבור, ושינוי בתנאי הליווי הבנקאי אחרי עליית הריבית. במקביל, קבוצה של 11 דיירים מסרבת לחתום על התוספת להסכם, והיזם מאיים לפנות נגדם לבית המשפט.',
                    "## הבטחות שהתמסמסו",
                    'לפי ההסכם המקורי, שעותק ממנו הגיע לידי "הדף", התחייב היזם להגיש את התוכנית לאישור בתוך 18 חודשים ולהתחיל בבנייה בתוך 36 חודשים מיום קבלת ההיתר. בפועל, התוכנית הוגשה רק אחרי כמעט שלוש שנים, וההיתר עדיין לא ניתן.',
                    'מנכ"ל אבני הכרמל, יואב רוזנטל, דוחה את הטענות. "אנחנו מחויבים לפרויקט ומשקיעים בו כבר מיליוני שקלים", אמר. "העיכובים נובעים בעיקר מהליכי התכנון, שאינם בשליטתנו. ברגע שהתוכנית תאושר סופית, נתחיל לעבוד בתוך חצי שנה".',
                    'בעיריית חיפה מסרו כי "העירייה תומכת בהתחדשות עירונית בשכונת חליסה, אך מחויבת לוודא שכל פרויקט כולל די שטחי ציבור, גני ילדים ומקומות חניה לתושבים הקיימים והחדשים". לדברי העירייה, התוכנית המעודכנת צפויה לעלות לדיון בוועדה המקומית בחודש פברואר.',
                    "FIG: בניין בשכונת חליסה | אחד הבניינים ברחוב הגיבורים. 96 משפחות ממתינות (צילום: רמי שלוש)",
                    "## מי ישלם על השכירות",
                    "אחת הנקודות הרגישות ביותר היא דמי השכירות שהיזם אמור לשלם לדיירים בתקופת הבנייה. בהסכם נקבע סכום של 3,200 שקל לחודש, אך מאז עלו מחירי השכירות בחיפה בכ־30%, והדיירים דורשים עדכון. היזם מסכים להצמדה למדד, אך לא לתוספת מעבר לכך.",
                    'עו"ד מיכל שטרן, המייצגת את נציגות הדיירים, אומרת כי המקרה של חליסה אינו חריג. "אנחנו רואים את זה בעשרות פרויקטים בארץ", היא אומרת. "הדיירים חותמים מתוך תקווה, והחוזים לא כוללים מנגנונים אמיתיים שיאפשרו להם לצאת מהעסקה אם היזם לא עומד בלוחות הזמנים".',
                    'ברשות להתחדשות עירונית אמרו בתגובה כי הם מכירים את הפרויקט, וכי "הרשות פועלת לקידום חקיקה שתחייב יזמים לעמוד באבני דרך מוגדרות, ותאפשר לדיירים לבטל הסכמים שאינם מתקדמים".',
                    'בינתיים, בבניין של רחל אזולאי נשבר בחודש שעבר צינור ראשי, והמים זרמו במשך יומיים במורד חדר המדרגות. "אף אחד לא רוצה להשקיע בתיקונים כשכולם מחכים להריסה", היא אומרת. "אז אנחנו חיים בבניין שמתפרק, ומחכים".',
                ],
                "premium-paywall-box-full-text",
                section="חדשות",
                dek="הבטחות היזם, עיכובים בעירייה ומאבק בין השכנים: איך פרויקט התחדשות עירונית בחיפה נתקע, ומי משלם את המחיר",
                ld="person",
                premium=True,
                paywall_after=3,
                tag=True,
                updated="04.12.26, 09:12",
                modified="2026-12-04T07:12:00Z",
            )
        )
        add(
            story(
                "water",
                "/news/2026-12-03/ty-article/0000019a-86f0-d7c1-adfb-bff8e4c90000",
                "רשות המים: התעריף לצרכנים ביתיים יעלה ב־3.5% בינואר",
                "2026-12-03",
                "2026-12-03T11:25:00Z",
                "03.12.26, 13:25",
                ["דנה כהן", "אורי לוי"],
                [
                    "רשות המים הודיעה היום (חמישי) כי תעריף המים לצרכנים ביתיים יעלה ב־3.5% החל מ־1 בינואר. לפי ההודעה, מחיר קוב מים בתעריף הנמוך יעמוד על 8.12 שקלים, ובתעריף הגבוה על 13.45 שקלים.",
                    "ברשות מסבירים כי העלייה נובעת בעיקר מהתייקרות החשמל, המהווה כשליש מעלות ההפקה וההולכה של המים, ומהשקעות בהקמת מתקן ההתפלה החדש בגליל המערבי, שצפוי להתחיל לפעול בשנה הבאה.",
                    "עבור משפחה ממוצעת בת ארבע נפשות, המשמעות היא תוספת של כ־9 שקלים בחשבון הדו־חודשי. עם זאת, בארגוני הצרכנים מזכירים כי זו העלייה השלישית בתוך שנתיים, ובסך הכל התייקרו המים לצרכן הביתי בכ־11% מאז תחילת 2025.",
                    '"שוב מגלגלים על הציבור את העלויות, בלי שקיפות אמיתית על הרווחים של תאגידי המים", אמרה יעל ששון, מנהלת המחלקה הכלכלית בפורום הצרכנים. "לפני שמעלים מחירים, צריך לבדוק כמה כסף יושב בקופות של התאגידים ולא מושקע בצנרת".',
                    'ברשות המים דחו את הביקורת ואמרו כי "התעריף נקבע לפי נוסחה שקופה, המפורסמת לציבור, ומשקפת את העלויות בפועל. ללא ההשקעות בהתפלה, ישראל לא הייתה מסוגלת להתמודד עם שנות הבצורת האחרונות".',
                    "במקביל הודיעה הרשות כי תרחיב את ההנחה לאזרחים ותיקים ולמקבלי קצבת נכות, כך שתחול גם על משקי בית שבהם מתגורר אדם אחד בלבד. לפי ההערכות, כ־40 אלף משקי בית נוספים ייהנו מההנחה.",
                    "לצד העלאת התעריף, הודיעה הרשות כי תקדם תוכנית להחלפת מדי המים הישנים במדים דיגיטליים, שיאפשרו לצרכנים לעקוב אחר הצריכה שלהם בזמן אמת ולקבל התרעה על דליפה בתוך הבית. לפי הרשות, כ־30% מהמדים בישראל ותיקים מעשר שנים ועלולים להציג קריאות לא מדויקות.",
                    'בתאגידי המים מסרו בתגובה כי "כל שקל שנגבה מהצרכנים מושקע בתשתיות, והדוחות הכספיים של התאגידים מפורסמים מדי שנה באתר הרשות". לדבריהם, בשנה האחרונה הושקעו יותר ממיליארד שקל בהחלפת צנרת ישנה ברחבי הארץ.',
                    "ההחלטה על עדכון התעריף התקבלה במועצת הרשות ברוב של חמישה חברים מול שניים. נציג משרד האוצר במועצה תמך בהחלטה, ואילו נציגת הציבור התנגדה ודרשה לדחות את העלייה עד לאחר פרסום דוח מבקר המדינה על תאגידי המים.",
                ],
                "two-authors-joined-vav",
                section="חדשות",
                ld="person",
                tag=True,
            )
        )
        add(
            story(
                "quake",
                "/news/2026-12-04/ty-article/0000019a-8a11-d3e7-a5ff-ebb9f1420000",
                "רעידת אדמה בעוצמה 4.1 הורגשה בצפון ובעמק הירדן; אין נפגעים",
                "2026-12-04",
                "2026-12-03T22:15:00Z",
                "04.12.26, 00:15",
                ["יובל מרקוביץ"],
                [
                    "רעידת אדמה בעוצמה 4.1 הורגשה הלילה (בין חמישי לשישי) בצפון הארץ ובעמק הירדן. לפי המכון הגיאופיזי, מוקד הרעידה היה בעומק של כ־10 קילומטרים מתחת לכנרת, סמוך לחופה המזרחי.",
                    'תושבים בטבריה, בבית שאן ובקצרין דיווחו כי חשו בטלטול של כמה שניות. "כל הבניין רעד, הכוסות בארון זזו", סיפרה תושבת טבריה. במד"א ובכבאות לא התקבלו דיווחים על נפגעים או על נזק למבנים.',
                    'במכון הגיאופיזי ציינו כי מדובר ברעידה השלישית שמורגשת באזור מאז תחילת השנה, וכי אין בה כשלעצמה כדי להעיד על רעידה חזקה יותר בעתיד הקרוב. "בקע ים המלח הוא אזור פעיל, ורעידות בעוצמה כזו מתרחשות בו מדי כמה חודשים", אמר סיסמולוג בכיר במכון.',
                    "במהלך הלילה פנו עשרות תושבים למוקדי הרשויות המקומיות בעמק הירדן ובגולן כדי לברר אם עליהם לצאת מבתיהם. בעיריית טבריה אמרו כי המוקד העירוני תוגבר, וכי מהנדסי העירייה יבדקו הבוקר כמה מבנים ישנים בעיר העתיקה, אף שלא התקבלו דיווחים על סדקים.",
                    'פיקוד העורף הזכיר לציבור כי במקרה של רעידה חזקה יש לצאת לשטח פתוח, ואם הדבר אינו אפשרי, להיכנס לממ"ד או לחדר המדרגות.',
                ],
                "utc-previous-day-near-midnight",
                section="חדשות",
                ld="person",
            )
        )
        add(
            story(
                "oped",
                "/opinions/2026-12-03/ty-article-opinion/0000019a-84d2-d0a6-a3fb-fff6b7c10000",
                "המורים לא צריכים עוד רפורמה. הם צריכים שקט",
                "2026-12-03",
                "2026-12-03T03:00:00Z",
                "03.12.26, 05:00",
                ["מיכל ברגר"],
                [
                    "בכל פעם ששר חינוך חדש נכנס ללשכה, מגיעה גם רפורמה חדשה. היא מגיעה עם שם קליט, עם מצגת ועם הבטחה לשנות את פני מערכת החינוך. ואחרי שנתיים, כשהשר מתחלף, היא נעלמת ומפנה את מקומה לרפורמה הבאה.",
                    "אני מורה לספרות בתיכון כבר 19 שנה. ספרתי: עברתי בתקופה הזו שבע רפורמות גדולות, לא כולל שינויים בבגרויות, בתוכניות הלימודים ובשיטות ההערכה. כל אחת מהן דרשה השתלמויות, טפסים חדשים ושעות של ישיבות. אף אחת מהן לא הגיעה לכיתה באמת.",
                    'השבוע הציג משרד החינוך תוכנית חדשה ל"למידה משמעותית מותאמת אישית". אני לא מתנגדת לרעיון. להפך, כל מורה טוב יודע שתלמידים שונים צריכים דברים שונים. אבל כשאני עומדת מול 38 תלמידים בכיתה, בלי עוזרת ובלי שעות פרטניות, המילים "מותאמת אישית" נשמעות כמו בדיחה.',
                    "מה שהמורים צריכים הוא לא עוד תוכנית, אלא יציבות. כיתות קטנות יותר. זמן להכין שיעורים ולדבר עם תלמידים אחרי הצלצול. מנהלים שיש להם סמכות אמיתית, ולא רק אחריות. ושכר שיאפשר למורים צעירים להישאר במקצוע אחרי השנה השלישית, שבה רבים מהם עוזבים.",
                    "מחקרים מהעולם מראים שוב ושוב שמערכות חינוך מצליחות הן אלה שבחרו כיוון והתמידו בו לאורך שנים. בפינלנד, שכולם אוהבים לצטט, העקרונות הבסיסיים לא השתנו כמעט שלושה עשורים. אצלנו, תלמיד שמתחיל את כיתה א' יעבור עד סוף התיכון ארבעה או חמישה שרי חינוך, וכל אחד מהם ירצה להשאיר חותם.",
                    "אני מבינה את הפיתוי. רפורמה היא דבר שאפשר להציג בטקס, לצלם ולהכריז עליו. הוספת שעת ייעוץ בבית ספר בפריפריה או הפחתה של שני תלמידים בכל כיתה לא נראות טוב בעיתון. אבל אלה בדיוק הדברים שמשנים את החיים של הילדים.",
                    "אז הנה הצעה צנועה לשר הבא: אל תמציא כלום. קח את התקציב שהיה מיועד לרפורמה הבאה, והשקע אותו בדברים המשעממים. תן למורים לעבוד. תבוא לבקר בעוד חמש שנים, ותראה את ההבדל.",
                    "SIGN: הכותבת היא מורה לספרות בתיכון בפתח תקווה",
                ],
                "opinion-writer-photo-tail",
                section="דעות",
                ld="person",
                opinion=True,
                dek="שבע רפורמות ב־19 שנות הוראה, ואף אחת לא הגיעה לכיתה. הצעה צנועה לשר הבא",
            )
        )
        add(
            story(
                "review",
                "/gallery/theater/2026-12-02/ty-article-review/0000019a-7fb4-d1e2-a9ff-fffdc3e80000",
                '"הדיבוק" בהבימה: הפקה מרהיבה שנשארת קרה',
                "2026-12-02",
                "2026-12-02T14:30:00Z",
                "02.12.26, 16:30",
                ["עמרי שגיא"],
                [
                    'קשה שלא להתרשם מהרגע הראשון של ההפקה החדשה של "הדיבוק" בתיאטרון הבימה. הבמה כולה מכוסה בד לבן, ומאחוריו מוקרנות דמויות מתנועעות, כמו רוחות שממתינות להיכנס. כשהבד נופל, נחשף בית כנסת עץ ענק, מסתובב, שהופך בתוך דקות לחתונה, לבית קברות ולחדרה של לאה.',
                    "הבמאית נועה טל, שזו ההפקה הראשונה שלה על הבמה הגדולה של הבימה, מביאה איתה שפה חזותית עשירה מאוד. התפאורה של גיל ארבל והתאורה של רוני שמש עושות עבודה יוצאת מן הכלל, ויש בהצגה כמה תמונות שיישארו בזיכרון עוד זמן רב.",
                    "הבעיה היא שמתחת לכל היופי הזה, הלב של המחזה כמעט לא פועם. הסיפור של חנן ולאה, שני צעירים שנועדו זה לזו ונקרעו זה מזו, אמור לשרוף את הבמה. כאן הוא נשאר מרוחק, כמעט אקדמי. מאיה רוזן בתפקיד לאה מרשימה בסצנת הדיבוק עצמה, כשקולה משתנה והגוף שלה נאבק בעצמו, אבל עד אותו רגע קשה להבין מה היא מרגישה.",
                    'FIG: מאיה רוזן ויונתן אשכנזי | מאיה רוזן ויונתן אשכנזי ב"הדיבוק" (צילום: ז\'ראר אלון)',
                    "יונתן אשכנזי כחנן נראה נכון לתפקיד, עם עיניים בוערות ותנועות עצבניות, אבל הבימוי מרחיק אותו מהקהל ומציב אותו שוב ושוב בקצה הבמה, בחושך. דווקא הדמויות המשניות, ובראשן אבי דהן בתפקיד השליח, מצליחות להכניס לערב קצת חום והומור.",
                    "גם המוזיקה של עידו בר־און, שמשלבת ניגוני חסידים עם צלילים אלקטרוניים, מרשימה בפני עצמה, אבל לעתים קרובות היא משתלטת על הסצנות ולא משאירה לשחקנים מקום לנשום. ברגעים השקטים, המעטים, ההצגה מזכירה כמה כוח יש בטקסט הזה כשנותנים לו פשוט להישמע.",
                    "יש משהו מעורר כבוד בניסיון לקחת את המחזה המיתולוגי של אנ־סקי, שהבימה העלתה לראשונה לפני יותר ממאה שנה, ולהעניק לו מראה עכשווי. אבל נדמה שההפקה מתאהבת באמצעים שלה ושוכחת לשאול מה היא רוצה לומר על האהבה, על המוות ועל הקהילה שמכריעה בגורל היחיד.",
                    "בסופו של ערב יוצאים מהאולם עם תמונות יפות בעיניים, אבל בלי הצמרמורת שהמחזה הזה מסוגל לעורר. ההצגה תעלה בהבימה עד סוף פברואר.",
                ],
                "review-stars-credits-box",
                section="תרבות",
                ld="person",
                stars=3,
                credits='"הדיבוק" מאת ש. אנ־סקי. בימוי: נועה טל; תפאורה: גיל ארבל; תאורה: רוני שמש. משתתפים: מאיה רוזן, יונתן אשכנזי, אבי דהן ואחרים. משך ההצגה: שעה ו־50 דקות, ללא הפסקה.',
            )
        )
        add(
            story(
                "crash",
                "/news/2026-12-04/ty-article/0000019a-8b3c-d9e2-a1ff-bbbd7e6f0000",
                "נהג משאית נהרג בתאונה בכביש 90 סמוך לים המלח",
                "2026-12-04",
                None,
                "04.12.26, 07:35",
                [],
                [
                    "נהג משאית כבן 50 נהרג הבוקר (שישי) בתאונה בכביש 90, סמוך לצומת עין גדי. לפי החשד, המשאית סטתה מהנתיב והתהפכה לתעלה בצד הדרך.",
                    'צוותי מד"א שהוזעקו למקום נאלצו לקבוע את מותו. כוחות כיבוי והצלה חילצו את גופתו מתא הנהג. המשטרה פתחה בחקירה לבירור נסיבות התאונה, והכביש נחסם לתנועה לכמה שעות.',
                    "מתחילת השנה נהרגו בכביש 90 שבעה בני אדם.",
                ],
                "desk-brief-no-jsonld",
                section="חדשות",
                ld="",
                desk="חדשות הדף",
            )
        )
        add(
            story(
                "sensor",
                "/science-and-health/2026-12-02/ty-article/0000019a-7e21-d4a8-abff-ff7bd2a50000",
                "חוקרים בטכניון פיתחו חיישן זול שמאתר דליפות בצנרת העירונית",
                "2026-12-02",
                "2026-12-02T08:00:00Z",
                "02.12.26, 10:00",
                ["נעמה פרידמן"],
                [
                    "כעשירית מהמים שמוזרמים בצנרת העירונית בישראל לא מגיעים לברזים של הצרכנים, ובערים ותיקות אף יותר. חלק מהם נגנבים או לא נמדדים, אבל את רובם פשוט מאבדים בדרך: בדליפות קטנות, מתחת לכבישים ולמדרכות, שלעתים מתגלות רק אחרי חודשים או שנים.",
                    "צוות חוקרים מהפקולטה להנדסה אזרחית בטכניון מציע דרך חדשה לאתר את הדליפות האלה מוקדם. החוקרים פיתחו חיישן אקוסטי בגודל של קופסת גפרורים, שמוצמד מבחוץ לצינור ומאזין לרעשים שהמים עושים כשהם בורחים דרך סדק.",
                    "## מאזינים לצינור",
                    '"כל דליפה משמיעה צליל אופייני, מעין שריקה בתדר מסוים שתלוי בגודל הסדק ובלחץ המים", מסביר פרופ\' אלון גרינברג, שעמד בראש המחקר. "הבעיה היא שהעיר מלאה ברעשים אחרים: מכוניות, משאבות, אנשים שפותחים ברזים. האתגר היה ללמד את המערכת להבחין בין הרעש של הדליפה לכל השאר".',
                    "לשם כך אימנו החוקרים מודל למידת מכונה על אלפי הקלטות מצינורות בקריית ביאליק ובנהריה, שחלקן תועדו בזמן דליפה וחלקן לא. לפי המאמר, שפורסם החודש בכתב עת מקצועי בתחום הנדסת המים, המערכת זיהתה נכונה 92% מהדליפות, ושיעור ההתרעות השגויות שלה היה נמוך מ־5%.",
                    "FIG: החיישן האקוסטי | החיישן מוצמד לצינור מבחוץ ופועל על סוללה (צילום: דוברות הטכניון)",
                    "## עשירית מהמחיר",
                    "היתרון העיקרי של החיישן החדש הוא המחיר. מערכות איתור דליפות קיימות עולות אלפי דולרים ליחידה, ולכן תאגידי מים מתקינים אותן רק בנקודות מרכזיות. החיישן של הטכניון עולה, לפי הערכת החוקרים, כ־150 שקל בייצור המוני, והוא פועל על סוללה שמחזיקה כשלוש שנים.",
                    '"בזכות המחיר אפשר לפזר חיישנים כל כמה מאות מטרים, ולא רק בצמתים הגדולים", אומרת הדוקטורנטית שירן עבאס, שפיתחה את האלגוריתם. "ככה אפשר לא רק לדעת שיש דליפה, אלא גם למקם אותה בדיוק של כמה מטרים, ולחסוך חפירות מיותרות".',
                    'תאגיד המים של אחת מערי הצפון כבר הסכים להתקין 200 חיישנים בפיילוט שיתחיל בחודש הבא. אם הניסוי יצליח, מקווים החוקרים להקים חברת הזנק שתשווק את הטכנולוגיה גם בחו"ל.',
                    "לפי נתוני רשות המים, בכמה ערים ותיקות מגיע שיעור האובדן ל־25% ויותר. כל אחוז של חיסכון בהיקף ארצי שווה מיליוני קובים בשנה.",
                ],
                "feature-subheads",
                section="מדע ובריאות",
                ld="person",
                dek="החיישן, בגודל קופסת גפרורים, מאזין לשריקה של המים הבורחים מהצינור, ועולה עשירית ממחיר המערכות הקיימות",
            )
        )
        add(
            story(
                "chef",
                "/food/2026-12-01/ty-article/0000019a-78c9-d5f1-a7ff-7fdd94b30000",
                'השף שסוגר את המסעדה בשיא: "לא רציתי להפוך למנהל של עצמי"',
                "2026-12-01",
                "2026-12-01T10:00:00Z",
                "01.12.26, 12:00",
                ["רותם אלון"],
                [
                    'אחרי 12 שנים, מסעדת "זעתר" בשוק הכרמל תסגור את שעריה בסוף החודש. השף אסף מדינה, שהפך אותה לאחת המסעדות המבוקשות בתל אביב, מסביר למה דווקא עכשיו, ומה הוא מתכנן לעשות עם כל הזמן הפנוי.',
                    "Q: למה לסגור מסעדה מצליחה? || כי היא הפסיקה להיות שלי. בשנים הראשונות עמדתי במטבח כל ערב, בישלתי, טעמתי, דיברתי עם הסועדים. בשנים האחרונות מצאתי את עצמי בעיקר מול טבלאות אקסל, ספקים ושיחות עם רואה החשבון. לא בשביל זה נכנסתי למקצוע.",
                    'Q: לא שקלת למכור אותה? || היו הצעות, וחלקן טובות מאוד. אבל "זעתר" בלי המטבח שלי ובלי הצוות הזה הייתה הופכת לשם בלבד. העדפתי לסגור בזמן שהיא עוד טובה, ולא לראות אותה דועכת לאט.',
                    "Q: מה קורה עם הצוות? || זה החלק הכי קשה. יש לנו 26 עובדים, חלקם איתי מהיום הראשון. עזרתי לרובם למצוא עבודה במסעדות של חברים, ושלושה מהטבחים פותחים יחד מקום קטן משלהם ביפו. אני גאה בזה יותר מבכל ביקורת טובה שקיבלנו.",
                    "Q: איך השתנתה הסצנה הקולינרית בתל אביב ב־12 השנים האלה? || היא הפכה מקצועית הרבה יותר, וגם יקרה הרבה יותר. כשפתחנו, שכר הדירה בשוק היה שליש ממה שהוא היום. מסעדות קטנות של שף אחד כמעט לא יכולות לשרוד היום בלי משקיעים, וזה חבל, כי משם מגיעים הרעיונות החדשים.",
                    "Q: והמנה שכולם יתגעגעו אליה? || כבדי העוף על פירה חצילים, בלי ספק. אנשים מתקשרים כבר שבועיים לשאול אם אני מוכן לתת את המתכון. אני אפרסם אותו בערב האחרון, זו ההבטחה שלי.",
                    "Q: ומה הלאה? || קודם כל לישון. אחר כך אני רוצה לנסוע לכמה חודשים לטורקיה ולגאורגיה, ללמוד מבשלות ביתיות. אולי אכתוב ספר, אולי אפתח משהו קטן עם עשרה מקומות ישיבה. אני לא ממהר.",
                ],
                "interview-qa-jsonld-org-author",
                section="אוכל",
                ld="org",
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        metas = [
            f"<title>{esc(doc.title)} - הדף</title>",
            f'<meta name="description" content="{esc(doc.dek or self.lede(doc) if doc.is_article else doc.title)}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:url" content="{esc(url)}">',
            '<meta property="og:site_name" content="הדף">',
            '<meta property="og:locale" content="he_IL">',
            f'<link rel="canonical" href="{esc(url)}">',
        ]
        if doc.is_article:
            metas.append('<meta property="og:type" content="article">')
            if doc.iso:
                metas.append(f'<meta property="article:published_time" content="{doc.iso}">')
            metas.append(f'<meta name="article:section" content="{esc(doc.section)}">')
            if doc.extra.get("premium"):
                metas.append('<meta name="article:content_tier" content="locked">')
            mode = doc.extra.get("ld")
            if mode:
                ld: dict = {
                    "@context": "https://schema.org",
                    "@type": "NewsArticle",
                    "headline": doc.title,
                    "description": doc.dek or self.lede(doc),
                    "url": url,
                    "datePublished": doc.iso,
                    "dateModified": doc.extra.get("modified", doc.iso),
                    "author": [
                        {"@type": "Person", "name": a, "url": ORIGIN + WRITER if a == "דנה כהן" else None}
                        for a in doc.authors
                    ]
                    if mode == "person"
                    else {"@type": "Organization", "name": "הדף"},
                    "publisher": {
                        "@type": "NewsMediaOrganization",
                        "name": "הדף",
                        "logo": {"@type": "ImageObject", "url": ORIGIN + "/static/logo-hadaf.png"},
                    },
                    "inLanguage": "he",
                    "isAccessibleForFree": not doc.extra.get("premium"),
                }
                if mode == "person":
                    for a in ld["author"]:
                        if a["url"] is None:
                            del a["url"]
                if doc.extra.get("premium"):
                    ld["hasPart"] = {
                        "@type": "WebPageElement",
                        "isAccessibleForFree": False,
                        "cssSelector": ".paywalled-content",
                    }
                metas.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        else:
            metas.append('<meta property="og:type" content="website">')
        return "\n".join(metas)

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f'<li class="nav-item">{self.a(k, t, "nav")}</li>'
            for k, t in (
                ("news", "חדשות"),
                ("https://www.hadaf.test/opinions", "דעות"),
                ("https://www.hadaf.test/gallery", "תרבות"),
                ("https://www.hadaf.test/science-and-health", "מדע ובריאות"),
                ("https://www.hadaf.test/food", "אוכל"),
                ("flashes", "מבזקים"),
            )
        )
        page_type = "article" if doc.is_article else doc.kind
        next_data = {
            "props": {
                "pageProps": {
                    "pageType": page_type,
                    "contentId": doc.path.rsplit("/", 1)[-1] if doc.is_article else doc.key,
                    "isPremium": bool(doc.extra.get("premium")),
                    "site": "hadaf",
                }
            },
            "page": "/[...path]",
            "query": {},
            "buildId": "hdf-web-4.18.2",
            "isFallback": False,
            "gssp": True,
            "locale": "he",
        }
        flashes = "".join(
            f'<li class="flash-item"><time>{t}</time> {esc(x)}</li>'
            for t, x in (
                ("09:48", "הבורסה בתל אביב נפתחה בעליות קלות"),
                ("09:31", "שלג ראשון בחרמון: האתר ייפתח מחר למבקרים"),
            )
        )
        return f"""<!DOCTYPE html>
<html lang="he" dir="rtl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
{self.head(doc)}
<link rel="preload" href="/_next/static/media/fbhadaf-regular.woff2" as="font" type="font/woff2" crossorigin="anonymous">
<link rel="stylesheet" href="/_next/static/css/4c1e8a2f0b9d7e35.css">
<style>/*PAD*/</style>
<script>window.dataLayer=window.dataLayer||[];window.dataLayer.push({{"pageType":"{page_type}","section":"{esc(doc.section)}","premium":{str(bool(doc.extra.get("premium"))).lower()}}});</script>
<script async src="https://www.googletagmanager.com/gtm.js?id=GTM-HDF7Q2"></script>
</head>
<body>
<div id="__next">
<a class="skip-link" href="#main">דלג לתוכן</a>
<header class="header-wrapper" data-test="header">
<div class="header-top"><a href="/" class="logo" aria-label="הדף - דף הבית"><svg viewBox="0 0 120 40" width="120" height="40" aria-hidden="true"><text x="0" y="30">הדף</text></svg></a>
<div class="header-actions"><a href="/login" class="login">התחברות</a> {self.a("subscribe", "הירשמו למינוי", "nav", 'class="subscribe-btn"')}</div></div>
<nav class="nav" aria-label="ניווט ראשי"><ul class="nav-list">{nav}</ul>
<div class="nav-search">{self.a("search", "חיפוש", "nav")}</div></nav>
</header>
<main id="main" class="main-layout">
{main}
<aside class="side-col" aria-label="מבזקים">
<section class="flash-widget"><h2>{self.a("flashes", "מבזקים", "aside")}</h2><ul>{flashes}</ul></section>
<section class="newsletter-widget"><h2>הניוזלטר של הדף</h2><p>כל בוקר, הכתבות החשובות של היום. ישר למייל.</p><form action="/newsletter" method="post"><input type="email" placeholder="כתובת דוא&quot;ל"><button>הרשמה</button></form></section>
</aside>
</main>
<footer class="footer" data-test="footer">
<ul class="footer-links">
<li><a href="/misc/about">אודות</a></li>
<li>{self.a("privacy", "מדיניות פרטיות", "footer")}</li>
<li><a href="/misc/terms">תנאי שימוש</a></li>
<li><a href="/misc/accessibility">הצהרת נגישות</a></li>
<li>{self.a("subscribe", "מינויים", "footer")}</li>
<li><a href="mailto:desk@hadaf.test">צרו קשר</a></li>
<li><a href="/rss">RSS</a></li>
</ul>
<p class="copyright">© כל הזכויות שמורות להדף 2026</p>
</footer>
<div class="cookie-consent" role="dialog" aria-live="polite">האתר משתמש בעוגיות לצורך תפעול, ניתוח סטטיסטי והתאמת פרסומות. המשך הגלישה מהווה הסכמה למדיניות הפרטיות. <button>הבנתי</button></div>
</div>
<script id="__NEXT_DATA__" type="application/json">{json.dumps(next_data, ensure_ascii=False)}</script>
<script src="/_next/static/chunks/main-8b7e2c91a3.js" defer></script>
<script src="/_next/static/chunks/pages/%5B...path%5D-2f61c0d4e9.js" defer></script>
</body>
</html>"""

    def byline(self, doc: Doc) -> str:
        if not doc.authors:
            return f'<div class="byline" data-test="articleByline"><span class="desk">{esc(doc.extra.get("desk", ""))}</span></div>'
        parts = [
            self.a("author", a, "byline", 'class="writer"')
            if a == "דנה כהן"
            else f'<a class="writer" href="/ty-WRITER/0000017f-{zlib.crc32(a.encode()) % 10**4:04d}">{esc(a)}</a>'
            for a in doc.authors
        ]
        names = " ו".join(parts)
        photo = ""
        if doc.extra.get("opinion"):
            photo = f'<img class="writer-photo" src="/img/writers/{doc.key}.jpg" alt="{esc(doc.authors[0])}" width="64" height="64">'
        return f'<div class="byline" data-test="articleByline">{photo}{names}</div>'

    def story_main(self, doc: Doc) -> str:
        updated = f'<span class="updated">עודכן ב־{doc.extra["updated"]}</span>' if doc.extra.get("updated") else ""
        dek = f'<p class="subtitle" data-test="articleSubtitle">{esc(doc.dek)}</p>' if doc.dek else ""
        stars = ""
        if doc.extra.get("stars"):
            n = doc.extra["stars"]
            stars = f'<div class="rating" aria-label="{n} כוכבים מתוך 5">{"★" * n}{"☆" * (5 - n)}</div>'
        premium = (
            '<span class="premium-badge" aria-label="כתבה למנויים">פרימיום</span>' if doc.extra.get("premium") else ""
        )
        if doc.extra.get("paywall_after"):
            cut = doc.extra["paywall_after"]
            before = self.blocks_of(doc, doc.blocks[:cut])
            after = self.blocks_of(doc, doc.blocks[cut:])
            cta = self.a("subscribe", "לרכישת מינוי", "content", 'class="paywall-cta"')
            body = (
                f"{before}\n"
                f'<div class="paywall-box" data-test="paywallMidpage"><h3>כדי להמשיך לקרוא, הצטרפו למינוי</h3>'
                f"<p>הכתבה המלאה זמינה למנויי הדף בלבד. חודש ראשון ב־9.90 ש&quot;ח.</p>"
                f'{cta} <a href="/login?returnTo={quote(doc.path)}">כבר מנויים? התחברו</a></div>\n'
                f'<div class="paywalled-content" aria-hidden="false">\n{after}\n</div>'
            )
        else:
            body = self.blocks(doc)
        tail = ""
        if doc.extra.get("credits"):
            tail = f'<div class="review-credits">{esc(doc.extra["credits"])}</div>'
        tags = ""
        if doc.extra.get("tag"):
            second = (
                '<a href="/ty-TAG/0000017f-e2a1-d7b5-a5ff-e7f3c9120000">חיפה</a>'
                if doc.key == "housing"
                else '<a href="/ty-TAG/0000017f-e3b7-d1c4-a9ff-fbf7d2a40000">רשות המים</a>'
            )
            tags = f'<div class="tags" data-test="articleTags"><span>תגיות:</span> {self.a("tag", TAG, "tag")} {second}</div>'
        rel = [k for k in ARTS if k != doc.key][:5]
        related = "".join(f'<li class="teaser">{self.a(k, self.docs[k].title, "related")}</li>' for k in rel)
        wa = quote(self.url(doc.key), safe="")
        talkbacks = ""
        if doc.key in ("oped", "housing", "water"):
            talkbacks = '<section class="comments" data-test="comments"><h2>תגובות</h2><div class="comment"><strong>1. סוף סוף מישהו אומר את זה</strong> <span>יעל, רמת גן</span></div><div class="comment"><strong>2. הבעיה היא לא רק בממשלה</strong> <span>אבי</span></div><a href="#comments-form">להוספת תגובה</a></section>'
        return f"""<article class="article" data-test="article">
<header class="article-header">
<div class="section-label">{esc(doc.section)} {premium}</div>
<h1 class="title" data-test="articleHeaderTitle">{esc(doc.title)}</h1>
{dek}
{stars}
{self.byline(doc)}
<div class="article-dates"><time datetime="{doc.iso or ""}" data-test="articleDate">{doc.stamp}</time> {updated}</div>
<div class="share-bar"><a href="https://api.whatsapp.com/send?text={wa}" aria-label="שיתוף בוואטסאפ">וואטסאפ</a> <a href="https://www.facebook.com/sharer/sharer.php?u={wa}" aria-label="שיתוף בפייסבוק">פייסבוק</a> <a href="#comments" class="comments-link">תגובות</a> <button class="gift">מתנה למנויים</button></div>
</header>
<section class="article-body" data-test="articleBody">
{body}
</section>
{tail}
{tags}
<section class="related" data-test="relatedArticles"><h2>עוד בהדף</h2><ul>{related}</ul></section>
{talkbacks}
</article>"""

    def blocks_of(self, doc: Doc, blocks: list) -> str:
        saved = doc.blocks
        doc.blocks = blocks
        try:
            return self.blocks(doc)
        finally:
            doc.blocks = saved

    def listing_main(self, doc: Doc) -> str:
        if doc.key == "flashes":
            items = [
                ("10:42", "שלג ראשון בחרמון: האתר ייפתח מחר למבקרים", None),
                ("10:05", 'הבורסה בתל אביב נפתחה בעליות קלות; מדד ת"א 35 עלה ב־0.4%', None),
                ("07:35", None, "crash"),
                ("06:50", "עומסי תנועה כבדים בכביש 1 לכיוון ירושלים בעקבות תאונה במחלף שורש", None),
                ("00:15", None, "quake"),
                ("23:40", 'צה"ל: יירוט כטב"ם מעל הים, ללא נפגעים', None),
            ]
            out = []
            for t, text, key in items:
                inner = self.a(key, self.docs[key].title, "content") if key else esc(text)
                out.append(
                    f'<li class="flash-item"><time class="flash-time">{t}</time><div class="flash-text">{inner}</div><button class="flash-share" aria-label="שיתוף">שיתוף</button></li>'
                )
            return f'<section class="flashes-page"><h1 class="page-title">{esc(doc.title)}</h1><p class="flashes-date">שישי, 04.12.26</p><ul class="flash-list">{"".join(out)}</ul><button class="load-more">טען עוד מבזקים</button></section>'
        rows = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            rows.append(
                f'<article class="teaser"><img src="/img/teasers/{k}.jpg" alt="" width="300" height="170" loading="lazy">'
                f'<h3 class="teaser-title">{self.a(k, d.title, "content")}</h3><p class="teaser-sub">{esc(d.dek or self.lede(d))}</p>'
                f'<div class="teaser-meta"><span>{esc(", ".join(d.authors) or d.extra.get("desk", ""))}</span> <time>{d.stamp}</time></div></article>'
            )
        head = f'<h1 class="page-title">{esc(doc.title)}</h1>'
        if doc.kind == "author":
            head = f'<div class="writer-header"><img src="/img/writers/dana-cohen.jpg" alt="דנה כהן" width="120" height="120"><h1 class="page-title">{esc(doc.title)}</h1><p class="writer-bio">{esc(doc.extra["bio"])}</p><a href="mailto:dana.cohen@hadaf.test">dana.cohen@hadaf.test</a></div>'
        elif doc.kind == "search":
            head = f'<h1 class="page-title">{esc(doc.title)}</h1><form action="/search-results" class="search-form"><input name="q" value="{esc(SEARCH_Q)}"><button>חיפוש</button></form><p class="results-count">נמצאו {len(rows)} תוצאות</p>'
        more = ""
        if doc.key == "news":
            more = f'<nav class="pagination">{self.a("news2", "לעמוד הבא", "pagination")}</nav>'
        elif doc.key == "news2":
            more = f'<nav class="pagination">{self.a("news", "לעמוד הקודם", "pagination")} <a href="/news?page=3">לעמוד הבא</a></nav>'
        elif doc.key == "home":
            more = f'<section class="home-strip"><h2>{self.a("tag", TAG, "content")}</h2><p>{self.a("author", "כל הכתבות של דנה כהן", "content")}</p></section><nav class="pagination">{self.a("news", "לכל החדשות", "content")}</nav>'
        return f'<section class="listing listing-{doc.kind}">{head}<div class="teasers">{"".join(rows)}</div>{more}</section>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "subscribe":
            return f'<section class="promotions-page"><h1 class="page-title">{esc(doc.title)}</h1>\n{self.blocks(doc)}\n<div class="offer-buttons"><a class="offer" href="/checkout?plan=digital">לרכישת מינוי דיגיטלי</a> <a class="offer" href="/checkout?plan=weekend">לרכישת מינוי משולב</a></div></section>'
        return (
            f'<section class="static-page"><h1 class="page-title">{esc(doc.title)}</h1>\n{self.blocks(doc)}\n</section>'
        )
