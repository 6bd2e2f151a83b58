# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines in their own scripts)
"""מבט אלונים (Mabat Alonim): a Hebrew regional site on an ASP.NET WebForms-like system (right-to-left,
windows-1255 in the HTTP header only, a lying template: NewsArticle JSON-LD and og:type=article on every page)."""

from __future__ import annotations

from common import blocks_html, lying_head, service_html
from sitekit import Doc, Site, css_rules, esc, plain

FIXED = "2025-02-01T08:00:00+02:00"


class Alonim(Site):
    origin = "https://www.mabat-alonim.test"
    name = "מבט אלונים"
    prefix = "ma"
    language = "he"
    encoding = "windows-1255"
    codec = "cp1255"
    content_type = "text/html; charset=windows-1255"

    def pad_rules(self) -> list[str]:
        sel = ["#ctl00_Header", ".TopMenu", ".MivzakimBar", ".ArticleTitle", ".ArticleSubTitle", ".ArticleText",
               ".ArticleCredit", ".SideBox", ".MostRead", ".CategoryItem", ".Footer", ".Pager"]  # fmt: skip
        return css_rules("ma", sel, 260)

    def build(self) -> None:
        add = self.add
        add(Doc("home", "/", "home", "מבט אלונים - חדשות כפר אלונים והעמק", shape="aspnet-front"))
        add(Doc("news", "/Category.aspx?cat=2", "section", "חדשות", shape="aspnet-category"))
        add(Doc("news2", "/Category.aspx?cat=2&page=2", "section", "חדשות - עמוד 2", shape="aspnet-category-page-2"))
        add(
            Doc(
                "tag", "/Tag.aspx?t=%D7%A1%D7%A2%D7%A8%D7%94", "tag", "תגית: סערה", shape="tag-list-percent-encoded-url"
            )
        )
        add(Doc("author", "/Writer.aspx?id=14", "author", "נועה ברק", shape="author-bio-page"))
        add(Doc("mostread", "/MostRead.aspx", "mostread", "הנקראים ביותר השבוע", shape="most-read-numbered"))
        add(Doc("video", "/Video.aspx", "video", "וידאו", shape="video-hub"))
        add(
            Doc(
                "gone",
                "/Article.aspx?id=40977",
                "soft404",
                "הכתבה המבוקשת לא נמצאה",
                shape="soft-404-in-story-template",
            )
        )
        add(Doc("contact", "/Contact.aspx", "contact", "צור קשר עם המערכת", shape="contact-form"))
        add(Doc("terms", "/Terms.aspx", "policy", "תנאי שימוש ומדיניות פרטיות", shape="terms-privacy-last-updated"))
        add(Doc("newsletter", "/Newsletter.aspx", "newsletter", "הרשמה לניוזלטר", shape="newsletter-signup"))

        def story(key: str, aid: int, title: str, sub: str, authors: list[str], byline: str, day: int, hm: str,
                  shape: str, blocks: list, section: str = "חדשות") -> None:  # fmt: skip
            d = add(Doc(key, f"/Article.aspx?id={aid}", "article", title, True, authors, byline=byline,
                        date=f"2026-{'12' if day < 10 else '11'}-{day:02d}", dek=sub,
                        stamp=f"{day:02d}.{'12' if day < 10 else '11'}.2026 | {hm}", section=section, shape=shape,
                        blocks=blocks))  # fmt: skip
            d.iso = f"{d.date}T{hm}:00+02:00"

        story(
            "storm",
            41012,
            "עדכונים שוטפים: הסערה בעמק - כבישים נחסמו, בתי ספר סגורים",
            "כל העדכונים מהיום השני של הסערה",
            ["נועה ברק"],
            "נועה ברק",
            1,
            "06:30",
            "live-blog-timestamped-updates",
            [
                (
                    "p",
                    'הסערה ממשיכה להכות באזור גם היום. לפי השירות המטאורולוגי, הגשם יימשך עד שעות הערב ורוחות יגיעו ל-80 קמ"ש.',
                ),
                ("h3", "12:45"),
                (
                    "p",
                    "כביש 7712 בין כפר אלונים לגבעת רותם נחסם לתנועה בגלל הצפה ליד גשר הנחל. המשטרה מפנה נהגים לכביש העוקף.",
                ),
                ("h3", "10:20"),
                ("p", "חברת החשמל: כ-1,200 בתים באזור עדיין ללא חשמל. צוותים עובדים בשכונת הזיתים ובמושב נטע."),
                ("h3", "07:05"),
                ("p", "המועצה הודיעה כי בתי הספר והגנים יהיו סגורים היום. מסגרות החינוך המיוחד יפעלו כרגיל."),
            ],
        )
        story(
            "brief",
            41020,
            "הכביש לאזור התעשייה ייסגר בלילה",
            "",
            [],
            "מערכת מבט",
            1,
            "14:10",
            "two-sentence-brief-desk-byline",
            [
                ("p", "הכביש לאזור התעשייה אלונים ייסגר הלילה בין 22:00 ל-05:00 לצורך עבודות תשתית."),
                ("p", "התנועה תופנה דרך רחוב הדקל."),
            ],
        )
        story(
            "budget",
            40995,
            "ניתוח: למה המועצה צריכה לגייס 30 מיליון שקל",
            "הגירעון, ההלוואה והשאלה על מי תיפול ההוצאה",
            ["יואב שטרן", "מיכל דהן"],
            "יואב שטרן ומיכל דהן",
            29,
            "09:00",
            "analysis-two-authors",
            [
                (
                    "p",
                    "המועצה האזורית אלונים אישרה השבוע לקחת הלוואה של 30 מיליון שקל. מאחורי ההחלטה עומד גירעון שהצטבר בשלוש השנים האחרונות.",
                ),
                ("h2", "מאיפה הגירעון"),
                (
                    "p",
                    "רוב ההוצאה הנוספת נובעת מהסעות תלמידים ומתחזוקת מבני ציבור ישנים. בנוסף, ההכנסות מארנונה עסקית לא גדלו כפי שתוכנן.",
                ),
                ("h2", "מה זה אומר לתושבים"),
                (
                    "p",
                    'ראש המועצה אמר שלא תהיה העלאת ארנונה מעבר לעדכון השנתי. עם זאת, חלק מהפרויקטים יידחו, ובהם שיפוץ המתנ"ס.',
                ),
                ("p", "חברי האופוזיציה טוענים שההלוואה רק דוחה את הבעיה ודורשים תוכנית הבראה."),
            ],
        )
        story(
            "clinic",
            41001,
            "מרפאה חדשה תיפתח בשכונת הזיתים",
            "",
            ["אורי כהן"],
            "אורי כהן",
            30,
            "11:40",
            "linked-only-from-ticker",
            [
                (
                    "p",
                    "קופת החולים תפתח בחודש הבא מרפאה חדשה בשכונת הזיתים. המרפאה תכלול רופאת משפחה, רופא ילדים ואחות.",
                ),
                (
                    "p",
                    'תושבי השכונה נאלצו עד היום לנסוע למרכז הכפר. "זה שינוי גדול בשבילנו, בעיקר למבוגרים", אמרה רחל אזולאי, יו"ר ועד השכונה.',
                ),
                ("p", "שעות הפעילות יפורסמו בהמשך."),
            ],
        )
        story(
            "photos",
            41015,
            "גלריה: הנחל עלה על גדותיו",
            "",
            ["גיל פרץ"],
            "צילום: גיל פרץ",
            1,
            "16:00",
            "photo-story-short-text",
            [
                ("p", "תושבים רבים הגיעו לגשר כדי לראות את הנחל הזורם. המשטרה ביקשה מהציבור לא להתקרב למים."),
                ("fig", "הנחל זורם מתחת לגשר", "הנחל מתחת לגשר הישן, אחר הצהריים"),
                ("fig", "שדות מוצפים ליד מושב נטע", "שדות מוצפים ליד מושב נטע"),
            ],
            section="גלריות",
        )
        story(
            "court",
            40988,
            "נגזרו 14 חודשי מאסר על נהג שפגע ברוכב אופניים",
            "",
            ["מיכל דהן"],
            "מיכל דהן",
            27,
            "13:25",
            "court-report-correction-appended",
            [
                (
                    "p",
                    "בית משפט השלום בעפולה גזר 14 חודשי מאסר ושלילת רישיון לחמש שנים על נהג בן 34 מכפר אלונים, שפגע ברוכב אופניים בכביש 7712.",
                ),
                (
                    "p",
                    "הרוכב נפצע קשה ושהה בבית החולים שלושה חודשים. השופטת ציינה כי הנהג נסע במהירות גבוהה והשתמש בטלפון.",
                ),
                ("p", "הנאשם הודה במסגרת הסדר טיעון. בא כוחו אמר כי ישקול ערעור."),
                ("note", "תיקון: בגרסה הקודמת נכתב כי הנהג נדון ל-18 חודשי מאסר. הנתון תוקן."),
            ],
        )
        story(
            "qa",
            40990,
            '"חקלאות בלי מים זה לא חקלאות"',
            "שיחה עם מזכיר מושב נטע על משבר המים",
            ["נועה ברק"],
            "נועה ברק",
            28,
            "20:00",
            "qa-interview",
            [
                ("p", "אבי לוי, מזכיר מושב נטע, מדבר על הקיצוץ במכסות המים ועל העתיד של המטעים."),
                ("qa", "כמה מים קוצצו לכם?", "עשרים אחוז מהמכסה. זה אומר שחלק מהמטעים פשוט לא יקבלו מים בקיץ."),
                (
                    "qa",
                    "מה החקלאים עושים?",
                    "עוברים לגידולים שצריכים פחות מים ומחכים לפתרון של מים מושבים. אבל זה לוקח שנים.",
                ),
                ("qa", "יש מישהו שעוזב?", "שתי משפחות כבר השכירו את הקרקע. אני מקווה שזה לא יהפוך למגמה."),
            ],
            section="כלכלה",
        )
        story(
            "school",
            40970,
            "בית הספר היסודי יקבל שמונה כיתות חדשות",
            "",
            ["אורי כהן"],
            "אורי כהן",
            26,
            "08:15",
            "linked-only-from-another-story",
            [
                ("p", "משרד החינוך אישר את הרחבת בית הספר היסודי אלונים בשמונה כיתות. העבודות יתחילו בקיץ."),
                ("p", "בבית הספר לומדים היום 540 תלמידים, ובחלק מהכיתות יותר מ-35 ילדים."),
                ("p", "הבנייה תמומן ברובה על ידי המשרד, והמועצה תשלים כשני מיליון שקל."),
            ],
        )
        self.docs["budget"].blocks.insert(
            4, ("p", "בין הפרויקטים שלא נדחו: [[school|הרחבת בית הספר היסודי]], שממומנת ברובה מכסף ממשלתי.")
        )

    def nav(self) -> str:
        a = self.a
        items = [("home", "ראשי"), ("news", "חדשות"), ("/Category.aspx?cat=3", "כלכלה"), ("/Category.aspx?cat=4", "ספורט"),
                 ("/Category.aspx?cat=5", "תרבות"), ("video", "וידאו"), ("mostread", "הנקראים"), ("contact", "צור קשר")]  # fmt: skip
        ticker = ["clinic", "brief"]
        return (
            '<div id="ctl00_Header" class="Header"><div class="Logo">'
            + a(
                "home",
                "מבט אלונים",
                "chrome:header",
                "",
                '<img src="/images/logo_mabat.gif" alt="מבט אלונים" width="220" height="60">',
            )
            + f'</div><div class="HeaderLinks">{a("newsletter", "הרשמה לניוזלטר", "chrome:header")} | {a("/Login.aspx", "כניסה", "chrome:header")}</div></div>'
            '<table class="TopMenu" cellpadding="0" cellspacing="0"><tr>'
            + "".join(f'<td class="TopMenuItem">{a(k, t, "chrome:nav")}</td>' for k, t in items)
            + '</tr></table><div class="MivzakimBar"><span class="MivzakimTitle">מבזקים:</span><marquee direction="right" scrollamount="3">'
            + " &#9679; ".join(a(k, self.docs[k].title, "chrome:ticker") for k in ticker)
            + "</marquee></div>"
        )

    def side(self) -> str:
        a = self.a
        return (
            '<div class="SideBox MostRead"><div class="SideBoxTitle">'
            + a("mostread", "הכי נקראים", "chrome:rail")
            + "</div><ol>"
            + "".join(f"<li>{a(k, self.docs[k].title, 'chrome:rail')}</li>" for k in ("storm", "court", "qa"))
            + '</ol></div><div class="SideBox"><div class="SideBoxTitle">וידאו</div>'
            + a(
                "video",
                "צפו: הסערה בעמק",
                "chrome:rail",
                "",
                '<img src="/images/video_thumb_storm.jpg" alt="צפו: הסערה בעמק">',
            )
            + '</div><div class="SideBox Banner"><img src="/banners/mosach_hadar.gif" alt="מוסך הדר - טיפולים ותיקונים"></div>'
        )

    def footer(self) -> str:
        a = self.a
        links = [("/About.aspx", "אודות"), ("contact", "צור קשר"), ("terms", "תנאי שימוש ופרטיות"), ("/Advertise.aspx", "פרסום באתר"),
                 ("newsletter", "ניוזלטר"), ("/Rss.aspx", "RSS")]  # fmt: skip
        return (
            '<div class="Footer">'
            + " | ".join(a(k, t, "chrome:footer") for k, t in links)
            + "<br>כל הזכויות שמורות &copy; מבט אלונים 2026. האתר נבנה על ידי סטודיו גפן.</div>"
        )

    def item(self, key: str, img: bool = False) -> str:
        d = self.docs[key]
        pic = self.a(key, d.title, "content", "", f'<img src="/images/articles/{key}_s.jpg" alt="">') if img else ""
        sub = f'<div class="CategoryItemSub">{esc(d.dek)}</div>' if d.dek else ""
        return (
            f'<div class="CategoryItem">{pic}<div class="CategoryItemTitle">{self.a(key, d.title, "content")}</div>{sub}'
            f'<div class="CategoryItemDate">{esc(d.stamp)}</div></div>'
        )

    def story(self, doc: Doc) -> str:
        a = self.a
        if doc.key == "gone":
            inner = (
                '<div class="ArticleTitle"><h1 id="ctl00_ContentPlaceHolder1_lblTitle">הכתבה המבוקשת לא נמצאה</h1></div>'
                '<div class="ArticleText"><p>ייתכן שהכתבה הוסרה או שהקישור שגוי.</p>'
                f"<p>{a('home', 'לחצו כאן לחזרה לעמוד הראשי', 'content')}</p></div>"
            )
        else:
            credit = f'<span id="ctl00_ContentPlaceHolder1_lblWriter">{a("author", doc.byline, "byline") if "נועה ברק" in doc.authors else esc(doc.byline)}</span>'
            inner = (
                f'<div class="ArticleTitle"><h1 id="ctl00_ContentPlaceHolder1_lblTitle">{esc(doc.title)}</h1></div>'
                + (f'<h2 class="ArticleSubTitle">{esc(doc.dek)}</h2>' if doc.dek else "")
                + f'<div class="ArticleCredit">{credit} <span class="ArticleDate">{esc(doc.stamp)}</span></div>'
                + '<div class="ArticleText" id="ctl00_ContentPlaceHolder1_divText">'
                + blocks_html(
                    self,
                    doc.blocks,
                    fig=lambda alt, cap: (
                        f'<div class="ArticlePic"><img src="/images/articles/{len(alt)}.jpg" alt="{esc(alt)}"><div class="PicCredit">{esc(cap)} (צילום: גיל פרץ)</div></div>'
                    ),
                )
                + "</div>"
            )
        more = "".join(
            f"<li>{a(k, self.docs[k].title, 'chrome:related')}</li>" for k in ("storm", "budget") if k != doc.key
        )
        return (
            f'<div class="Breadcrumbs">{a("home", "ראשי", "chrome:breadcrumb")} &gt; {a("news", doc.section or "חדשות", "chrome:breadcrumb")}</div>'
            + inner
            + (
                f'<div class="ArticleTags">תגיות: {a("tag", "סערה", "tags")}</div>'
                if doc.key in ("storm", "photos")
                else ""
            )
            + '<div class="Share"><a href="#" onclick="shareWhatsapp()">שתפו בוואטסאפ</a> <a href="#" onclick="shareFb()">שתפו בפייסבוק</a></div>'
            + f'<div class="MoreArticles"><b>עוד כתבות</b><ul>{more}</ul></div>'
            + '<div class="Talkbacks"><b>תגובות (3)</b><p>הוספת תגובה אפשרית למשתמשים רשומים בלבד.</p></div>'
        )

    def main(self, doc: Doc) -> str:
        a, k = self.a, doc.key
        if k == "home":
            lead = self.docs["storm"]
            return (
                f'<h1 class="HiddenTitle">{esc(doc.title)}</h1><div class="MainArticle">'
                + a(
                    "storm",
                    lead.title,
                    "content",
                    "",
                    '<img src="/images/articles/storm_l.jpg" alt="גשם כבד בכביש הראשי של כפר אלונים">',
                )
                + f'<h2>{a("storm", lead.title, "content")}</h2><p>{esc(lead.dek)}</p></div><div class="HomeList">'
                + "".join(self.item(x, x == "photos") for x in ("budget", "photos", "court", "qa"))
                + '</div><div class="HomePromo">'
                + a("newsletter", "רוצים לקבל את החדשות במייל? הירשמו לניוזלטר", "content")
                + "</div>"
            )
        if k in ("news", "news2"):
            keys = ["storm", "brief", "budget", "court", "photos"] if k == "news" else ["qa"]
            other = "news2" if k == "news" else "news"
            return (
                f'<h1 class="CategoryTitle">{esc(doc.title)}</h1>'
                + "".join(self.item(x) for x in keys)
                + (self.item_ext("/Article.aspx?id=40702", "מכרז חדש לפינוי אשפה יוצא לדרך") if k == "news2" else "")
                + f'<div class="Pager">{a(other, "2" if k == "news" else "1", "content")} {a("/Category.aspx?cat=2&page=3", "3", "content")} '
                + f"{a(other, 'הבא &gt;&gt;' if k == 'news' else '&lt;&lt; הקודם', 'content')}</div>"
            )
        if k == "tag":
            return (
                f"<h1>{esc(doc.title)}</h1>"
                + "".join(self.item(x) for x in ("storm", "photos"))
                + self.item_ext("/Article.aspx?id=38811", "הסערה של החורף שעבר: מה למדנו")
                + self.item_ext("gone", "הסערה גרמה לנזק כבד למטעים במושב נטע")
            )
        if k == "author":
            return (
                '<div class="WriterPage"><img src="/images/writers/noa_barak.jpg" alt="נועה ברק">'
                f"<h1>{esc(doc.title)}</h1><p>נועה ברק היא כתבת החדשות הראשית של מבט אלונים. לפני כן עבדה שש שנים בעיתון מקומי בגליל וסיקרה חקלאות, סביבה ושלטון מקומי. היא גרה במושב נטע עם בן זוגה ושלושה ילדים.</p>"
                "<p>אפשר לפנות אליה דרך טופס יצירת הקשר באתר.</p><h2>כתבות אחרונות</h2>"
                + "".join(self.item(x) for x in ("storm", "qa"))
                + "</div>"
            )
        if k == "mostread":
            keys = ["storm", "court", "qa", "budget", "photos"]
            return (
                f'<h1>{esc(doc.title)}</h1><ol class="MostReadList">'
                + "".join(
                    f"<li>{a(x, self.docs[x].title, 'content')} <span>({(5 - i) * 1311} צפיות)</span></li>"
                    for i, x in enumerate(keys)
                )
                + "</ol>"
            )
        if k == "video":
            vids = [
                ("הסערה בעמק: תיעוד מהגשר", "1:42"),
                ("ראש המועצה על ההלוואה", "4:05"),
                ("פסטיבל הזית 2026", "2:30"),
            ]
            return (
                f"<h1>{esc(doc.title)}</h1>"
                + "".join(
                    f'<div class="VideoItem"><a href="/Video.aspx?v={i + 300}"><img src="/images/video/{i + 300}.jpg" alt="{esc(t)}"></a><div>{esc(t)} <span>{d}</span></div></div>'
                    for i, (t, d) in enumerate(vids)
                )
                + f"<p>{a('storm', 'לכל העדכונים על הסערה', 'content')}</p>"
            )
        if k == "contact":
            return (
                f'<h1>{esc(doc.title)}</h1><p>יש לכם סיפור? ראיתם משהו? כתבו לנו.</p><table class="ContactForm">'
                '<tr><td>שם:</td><td><input name="ctl00$ContentPlaceHolder1$txtName"></td></tr><tr><td>טלפון:</td><td><input name="ctl00$ContentPlaceHolder1$txtPhone"></td></tr>'
                '<tr><td>הודעה:</td><td><textarea name="ctl00$ContentPlaceHolder1$txtMsg"></textarea></td></tr></table>'
                f'<input type="submit" value="שליחה"><p>טלפון המערכת: 04-6521100. {a("terms", "תנאי שימוש", "content")}</p>'
            )
        if k == "newsletter":
            return (
                f"<h1>{esc(doc.title)}</h1><p>פעם ביום, בשבע בערב: החדשות החשובות של אלונים והעמק.</p>"
                '<div class="NewsletterForm"><input name="ctl00$ContentPlaceHolder1$txtEmail" placeholder="כתובת דוא&quot;ל"> <input type="submit" value="הרשמה"></div>'
                f"<p>ההרשמה כפופה ל{a('terms', 'מדיניות הפרטיות', 'content')}. אפשר לבטל בכל עת.</p>"
            )
        return f"<h1>{esc(doc.title)}</h1>" + service_html(self, SERVICE[k], "h3")

    def item_ext(self, path: str, title: str) -> str:
        return f'<div class="CategoryItem"><div class="CategoryItemTitle">{self.a(path, title, "content")}</div></div>'

    def render(self, doc: Doc) -> str:
        self.current = doc.key
        main = self.story(doc) if doc.is_article or doc.key == "gone" else self.main(doc)
        desc = doc.dek or plain(next((b[1] for b in doc.blocks if b[0] == "p"), doc.title))
        head = lying_head(self, doc, "NewsArticle", FIXED, self.name)
        return (
            '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">'
            '<html xmlns="http://www.w3.org/1999/xhtml" dir="rtl" lang="he"><head>'
            f"<title>{esc(doc.title)} | מבט אלונים</title>"
            f'<meta name="description" content="{esc(desc[:150])}">{head}'
            '<link href="/css/main.css?v=12" rel="stylesheet" type="text/css"><style type="text/css">/*PAD*/</style></head>'
            '<body><form name="aspnetForm" method="post" action="' + esc(self.href(doc.key)) + '" id="aspnetForm">'
            '<div><input type="hidden" name="__VIEWSTATE" id="__VIEWSTATE" value="/wEPDwUKMTY1NDU2MTA1MmRkZ3K8vQ8Xx2b4N0mYk1L0oQ=="></div>'
            f'<div class="Page">{self.nav()}<table class="Layout" cellpadding="0" cellspacing="0" width="980"><tr>'
            f'<td class="MainCol" valign="top">{main}</td><td class="SideCol" valign="top" width="300">{self.side()}</td></tr></table>'
            f"{self.footer()}</div>"
            '<div><input type="hidden" name="__EVENTVALIDATION" id="__EVENTVALIDATION" value="/wEWAgLr0eHqBwKM54rGBg=="></div></form>'
            '<script type="text/javascript" src="/js/site.js"></script></body></html>'
        )


SERVICE: dict[str, list[str]] = {
    "terms": [
        "עודכן לאחרונה: 01.02.2025",
        "השימוש באתר מבט אלונים כפוף לתנאים המפורטים להלן. הגלישה באתר מהווה הסכמה לתנאים אלה.",
        "## תוכן האתר",
        "כל הזכויות בתוכן האתר שמורות למבט אלונים. אין להעתיק כתבות או תמונות ללא אישור בכתב.",
        "## פרטיות",
        'האתר אוסף כתובות דוא"ל של מי שנרשם לניוזלטר ונתוני גלישה סטטיסטיים. המידע לא יועבר לצד שלישי.',
        "## תגובות גולשים",
        "המערכת רשאית להסיר תגובות פוגעניות. פניות בנושא ניתן לשלוח דרך [[contact|טופס צור קשר]].",
    ],
}
