# ruff: noqa: E501, RUF001 (page texts are long literal lines; Persian letters, digits and ZWNJ are deliberate)
"""نگاه فارسی: a Persian RTL news site in the BBC-Persian manner (`/persian/<section>-<id>`, `/persian/iran`
and `?page=2`, `/persian/topics/<id>`, `/search?q=`), served in **windows-1256** (Persian digits, which the
code page lacks, become character references). Metadata lines give the Solar Hijri date in Persian digits next to
the Gregorian one; stories carry `article:published_time` in UTC (one crosses the Tehran day, +03:30)."""

from __future__ import annotations

from common import Base, page, story
from sitekit import Doc, css_rules, esc

FA = str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹")
NAV = [("iran", "ایران"), ("jahan", "جهان"), ("tag", "محیط زیست"), ("owghat", "اوقات شرعی"), ("khabarname", "خبرنامه")]


def fa(text: str) -> str:
    return text.translate(FA)


class Negah(Base):
    origin = "https://www.negahfarsi.test"
    name = "نگاه فارسی"
    prefix = "nf"
    language = "fa"
    encoding = "windows-1256"
    content_type = "text/html; charset=windows-1256"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "nf",
            [
                ".orb-banner",
                ".nav-persian",
                ".story-body",
                ".media-list",
                ".column--secondary",
                ".orb-footer",
                ".byline",
            ],
            240,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/persian",
                "home",
                "نگاه فارسی",
                "rtl-home",
                list=["ab", "zelzele", "goftogu", "yaddasht", "havapeyma", "qeymat"],
                more="iran2",
            )
        )
        add(
            page(
                "iran",
                "/persian/iran",
                "section",
                "ایران",
                "rtl-section",
                list=["ab", "zelzele", "qeymat", "havapeyma"],
                more="iran2",
            )
        )
        add(
            page(
                "iran2",
                "/persian/iran?page=2",
                "section",
                "ایران - صفحه ۲",
                "rtl-section-page2",
                list=["tahlil", "goftogu", "ketab"],
                prev="iran",
            )
        )
        add(page("jahan", "/persian/world", "section", "جهان", "rtl-section", list=["havapeyma", "yaddasht"]))
        add(page("tag", "/persian/topics/c7zp57r", "tag", "محیط زیست", "rtl-topic", list=["ab", "tahlil"]))
        add(
            page(
                "search",
                "/search?q=%DA%A9%D8%AA%D8%A7%D8%A8",
                "search",
                "جستجو: کتاب",
                "rtl-search",
                list=["ketab", "goftogu"],
            )
        )
        add(
            story(
                "ab",
                "/persian/iran-71234501",
                "کم‌آبی در اصفهان؛ زاینده‌رود برای سومین سال پیاپی خشک ماند",
                "2026-12-02",
                "2026-12-02T07:40:00Z",
                "۱۱ آذر ۱۴۰۵ - ۲ دسامبر ۲۰۲۶",
                ["مریم احمدی"],
                [
                    "بستر زاینده‌رود در محدوده شهر اصفهان برای سومین پاییز پیاپی خشک مانده است. کشاورزان شرق اصفهان می‌گویند سهمیه آب کشت پاییزه امسال هم پرداخت نشده و بسیاری از زمین‌ها بی‌کشت رها شده‌اند.",
                    "به گفته یک مقام شرکت آب منطقه‌ای، حجم ذخیره سد زاینده‌رود به کمتر از ۱۵ درصد ظرفیت رسیده و اولویت با آب شرب شهرهای اصفهان، نجف‌آباد و شاهین‌شهر است.",
                    "## فرونشست زمین",
                    "کارشناسان هشدار می‌دهند که برداشت بی‌رویه از آب‌های زیرزمینی، سرعت فرونشست دشت اصفهان را به بیش از ۱۲ سانتی‌متر در سال رسانده است. ترک‌هایی در دیوار چند بنای تاریخی دیده شده است.",
                    "حسین رحیمی، کشاورز ۶۲ ساله اهل ورزنه، می‌گوید: «پدرم هم این رود را خشک دیده بود، اما نه سه سال پشت سر هم.»",
                ],
                "long-story-solar-hijri-and-gregorian",
                dek="ذخیره سد زاینده‌رود به کمتر از ۱۵ درصد ظرفیت رسیده است.",
                byline="مریم احمدی",
            )
        )
        add(
            story(
                "zelzele",
                "/persian/iran-71234588",
                "زلزله ۴.۸ ریشتری حوالی بم را لرزاند",
                "2026-12-02",
                "2026-12-01T21:05:00Z",
                "۱۱ آذر ۱۴۰۵ - ۲ دسامبر ۲۰۲۶",
                [],
                [
                    "زمین‌لرزه‌ای به بزرگی ۴.۸ در ساعت ۰۰:۳۵ بامداد چهارشنبه حوالی شهر بم در استان کرمان رخ داد. به گفته مقام‌های محلی این زلزله تا کنون خسارت جانی نداشته است.",
                ],
                "agency-brief-utc-crosses-day",
                byline="خبرگزاری پارس شرق",
            )
        )
        add(
            story(
                "havapeyma",
                "/persian/world-71234410",
                "پروازهای تهران - استانبول پس از دو روز از سر گرفته شد",
                "2026-12-01",
                "2026-12-01T10:20:00Z",
                "۱۰ آذر ۱۴۰۵ - ۱ دسامبر ۲۰۲۶",
                ["علی رضایی", "سارا کریمی"],
                [
                    "پروازهای مستقیم میان تهران و استانبول که به دلیل برف سنگین در فرودگاه استانبول متوقف شده بود، از صبح سه‌شنبه دوباره برقرار شد.",
                    "صدها مسافر ایرانی دو شب را در سالن‌های فرودگاه گذرانده بودند. یکی از مسافران گفت شرکت هواپیمایی تنها یک وعده غذا به آنها داده است.",
                    "مدیران فرودگاه استانبول اعلام کردند تا پایان هفته ممکن است برخی پروازها با تاخیر انجام شود.",
                ],
                "two-authors-va",
                byline="علی رضایی و سارا کریمی",
            )
        )
        add(
            story(
                "goftogu",
                "/persian/arts-71233902",
                "گفت‌وگو با نرگس صالحی: «رمان فارسی هنوز خواننده دارد»",
                "2026-11-30",
                "2026-11-30T12:00:00Z",
                "۹ آذر ۱۴۰۵ - ۳۰ نوامبر ۲۰۲۶",
                ["پرویز نادری"],
                [
                    "نرگس صالحی، نویسنده رمان «باغ‌های بی‌در»، در گفت‌وگو با نگاه فارسی از ممیزی کتاب و بازار نشر می‌گوید.",
                    "Q: رمان تازه شما پس از دو سال مجوز گرفت. چه چیزی تغییر کرد؟ || تقریباً هیچ. چند جمله حذف شد و اسم یک خیابان عوض شد. انتظار طولانی بیشتر از خود حذف‌ها آزاردهنده بود.",
                    "Q: شمارگان کتاب‌ها این روزها بسیار پایین است. هنوز می‌شود از نوشتن زندگی کرد؟ || نه. من هم مثل بیشتر همکارانم ترجمه و تدریس می‌کنم. اما رمان فارسی هنوز خواننده دارد، فقط خواننده‌اش کتاب را دست‌به‌دست می‌کند.",
                    "Q: کتاب بعدی درباره چیست؟ || درباره زنی که پس از چهل سال به شهر کودکی‌اش در جنوب برمی‌گردد.",
                ],
                "qa-interview",
                byline="پرویز نادری",
            )
        )
        add(
            story(
                "yaddasht",
                "/persian/world-71233755",
                "یادداشت: چرا گفت‌وگوهای اقلیمی به نتیجه نمی‌رسد",
                "2026-11-29",
                "2026-11-29T16:30:00Z",
                "۸ آذر ۱۴۰۵ - ۲۹ نوامبر ۲۰۲۶",
                ["کاوه مرادی"],
                [
                    "هر سال همان تصویر تکرار می‌شود: نمایندگان نزدیک به دویست کشور دو هفته بحث می‌کنند و در آخرین شب، متنی بیرون می‌آید که همه آن را امضا می‌کنند و هیچ‌کس به آن عمل نمی‌کند.",
                    "مشکل اصلی پول است. کشورهای فقیر تا زمانی که وعده‌های کمک مالی عملی نشود، دلیلی برای کاهش مصرف زغال‌سنگ نمی‌بینند.",
                    "شاید وقت آن رسیده باشد که به جای یک توافق بزرگ، به توافق‌های کوچک میان چند کشور همسایه درباره رودخانه‌ها، گرد و غبار و انرژی فکر کنیم.",
                ],
                "opinion-signed-at-end",
                sign="کاوه مرادی پژوهشگر سیاست‌های محیط زیست در دانشگاه لیدز است. دیدگاه‌های این یادداشت لزوماً دیدگاه نگاه فارسی نیست.",
            )
        )
        add(
            story(
                "qeymat",
                "/persian/iran-71234320",
                "قیمت نان در مشهد افزایش یافت",
                "2026-12-01",
                "2026-12-01T05:15:00Z",
                "۱۰ آذر ۱۴۰۵ - ۱ دسامبر ۲۰۲۶",
                [],
                [
                    "قیمت انواع نان سنتی در مشهد از امروز به طور میانگین ۲۵ درصد گران شد. نان بربری اکنون ۸ هزار تومان فروخته می‌شود.",
                ],
                "brief-no-credit",
            )
        )
        add(
            story(
                "tahlil",
                "/persian/iran-71233610",
                "تحلیل: دریاچه ارومیه و وعده‌های فراموش‌شده",
                "2026-11-28",
                "2026-11-28T08:45:00Z",
                "۷ آذر ۱۴۰۵ - ۲۸ نوامبر ۲۰۲۶",
                ["شیرین فرهادی"],
                [
                    "سیزده سال پیش ستاد احیای دریاچه ارومیه با بودجه‌ای کلان کار خود را آغاز کرد. امروز تصاویر ماهواره‌ای نشان می‌دهد که سطح آب دریاچه دوباره به کمترین اندازه یک دهه گذشته رسیده است.",
                    "پژوهشگران می‌گویند بخش بزرگی از بودجه صرف سدسازی و انتقال آب شد، در حالی که مصرف آب کشاورزی در حوضه دریاچه کاهش نیافت.",
                    "## توفان‌های نمک",
                    "پزشکان در تبریز و ارومیه از افزایش بیماری‌های تنفسی در روزهای توفانی خبر می‌دهند. ذرات نمک بستر خشک دریاچه تا صدها کیلومتر دورتر پراکنده می‌شود.",
                    "با این حال برخی کشاورزان منطقه با روش‌های آبیاری قطره‌ای مصرف آب خود را تا یک سوم کاهش داده‌اند؛ تجربه‌ای که به گفته کارشناسان می‌تواند الگوی کل حوضه باشد.",
                ],
                "analysis-page2-and-topic-only",
                byline="شیرین فرهادی، تحلیلگر محیط زیست",
            )
        )
        add(
            story(
                "ketab",
                "/persian/arts-71233340",
                "نمایشگاه کتاب شیراز با حضور ۳۰۰ ناشر آغاز شد",
                "2026-11-27",
                "2026-11-27T09:10:00Z",
                "۶ آذر ۱۴۰۵ - ۲۷ نوامبر ۲۰۲۶",
                ["رضا توکلی"],
                [
                    "نمایشگاه استانی کتاب فارس روز پنجشنبه در محل دائمی نمایشگاه‌های شیراز گشایش یافت و تا ۱۲ آذر ادامه دارد.",
                    "برگزارکنندگان می‌گویند امسال بخش ویژه‌ای برای کتاب‌های کودک و نوجوان و نشست‌های نقد کتاب با حضور نویسندگان جوان در نظر گرفته شده است.",
                ],
                "only-from-search-and-page2",
                byline="رضا توکلی",
            )
        )
        add(
            page(
                "owghat",
                "/persian/owghat",
                "prayer-times",
                "اوقات شرعی تهران",
                "prayer-times",
                [
                    fa("چهارشنبه ۱۱ آذر ۱۴۰۵"),
                    "- اذان صبح: ۰۵:۳۶",
                    "- طلوع آفتاب: ۰۷:۰۵",
                    "- اذان ظهر: ۱۱:۵۸",
                    "- غروب آفتاب: ۱۶:۵۱",
                    "- اذان مغرب: ۱۷:۱۱",
                    "اوقات بر اساس افق تهران محاسبه شده و برای شهرهای دیگر چند دقیقه تفاوت دارد.",
                ],
            )
        )
        add(
            page(
                "ruydad",
                "/persian/events",
                "events",
                "رویدادهای هفته",
                "events-listing",
                [
                    "## شب شعر یلدا - لندن",
                    "شنبه ۱۹ دسامبر، ساعت ۱۹، سالن کتابخانه مرکزی. شاعران ایرانی مقیم بریتانیا اشعار خود را می‌خوانند. ورود برای همه آزاد است اما ظرفیت محدود است.",
                    "## نمایش فیلم «خانه پدری» - تورنتو",
                    "یکشنبه ۶ دسامبر، با حضور کارگردان و گفت‌وگو پس از نمایش. بلیت از وب‌سایت سینما قابل تهیه است.",
                    "## کارگاه خوشنویسی برای کودکان - برلین",
                    "هر جمعه ساعت ۱۶ در کانون فرهنگی ایرانیان. لوازم خوشنویسی در کارگاه فراهم است.",
                ],
            )
        )
        add(
            page(
                "eslahiye",
                "/persian/corrections",
                "correction",
                "اصلاحیه‌ها",
                "corrections-page",
                [
                    "نگاه فارسی می‌کوشد خطاهای خود را در سریع‌ترین زمان اصلاح کند. فهرست اصلاحیه‌های اخیر:",
                    "- ۹ آذر: در گزارش «پروازهای تهران - استانبول» نام فرودگاه به اشتباه صبیحه گوکچن ذکر شده بود.",
                    "- ۵ آذر: در گزارش مربوط به بودجه استان‌ها، رقم بودجه عمرانی خوزستان ۴۲ هزار میلیارد تومان است نه ۲۴ هزار میلیارد.",
                    "- ۲ آذر: عکس منتشرشده در گزارش بازار تهران مربوط به سال ۱۴۰۳ بود.",
                ],
            )
        )
        add(
            page(
                "harim",
                "/persian/privacy",
                "policy",
                "سیاست حفظ حریم خصوصی",
                "policy-updated-date",
                [
                    "آخرین به‌روزرسانی: ۲۰ آبان ۱۴۰۵",
                    "این صفحه توضیح می‌دهد که نگاه فارسی چه اطلاعاتی از کاربران جمع‌آوری می‌کند و چگونه از آن استفاده می‌شود.",
                    "## کوکی‌ها",
                    "ما از کوکی‌ها برای سنجش بازدید و به خاطر سپردن تنظیمات شما استفاده می‌کنیم. می‌توانید کوکی‌های غیرضروری را در مرورگر خود غیرفعال کنید.",
                    "## خبرنامه",
                    "نشانی ایمیل مشترکان خبرنامه تنها برای ارسال خبرنامه به کار می‌رود و در اختیار دیگران قرار نمی‌گیرد.",
                ],
            )
        )
        add(
            page(
                "khabarname",
                "/persian/newsletter",
                "subscribe",
                "عضویت در خبرنامه",
                "newsletter-signup",
                [
                    "هر روز صبح مهم‌ترین خبرهای ایران و جهان را در ایمیل خود دریافت کنید.",
                    'RAW:<form class="newsletter" action="/persian/newsletter/subscribe" method="post"><input type="email" name="email" placeholder="ایمیل شما"><button>عضویت</button></form>',
                    "با عضویت، شرایط استفاده و سیاست حریم خصوصی را می‌پذیرید. هر زمان بخواهید می‌توانید عضویت خود را لغو کنید.",
                ],
            )
        )

    # templates
    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(f"<li>{self.a(k, t, 'chrome:nav')}</li>" for k, t in NAV)
        head = [
            f'<link rel="canonical" href="{esc(self.url(doc.key))}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
        ]
        if doc.is_article:
            head += [
                '<meta property="og:type" content="article">',
                f'<meta property="article:published_time" content="{doc.iso}">',
            ]
        foot = " | ".join(
            self.a(k, self.docs[k].title, "chrome:footer")
            for k in ("harim", "eslahiye", "ruydad", "khabarname", "search")
        )
        most = "".join(f"<li>{self.a(k, self.docs[k].title, 'chrome:rail')}</li>" for k in ("ab", "goftogu", "zelzele"))
        return f"""<!DOCTYPE html>
<html lang="fa" dir="rtl">
<head>
<meta charset="windows-1256">
<title>{esc(doc.title)} - نگاه فارسی</title>
{chr(10).join(head)}
<style>/*PAD*/</style>
</head>
<body>
<div class="orb-banner">{self.a("home", "نگاه فارسی", "chrome:header", 'class="brand"')}</div>
<nav class="nav-persian"><ul>{nav}</ul></nav>
<div id="page" class="container">
<div class="column--primary">
{main}
</div>
<div class="column--secondary"><h2>پربیننده‌ترین‌ها</h2><ol>{most}</ol></div>
</div>
<footer class="orb-footer"><p>{foot}</p><p>© ۲۰۲۶ نگاه فارسی. نگاه فارسی مسئول محتوای سایت‌های دیگر نیست.</p></footer>
</body>
</html>
"""

    def story_main(self, doc: Doc) -> str:
        by = ""
        if doc.byline and not doc.extra.get("sign"):
            by = f'<div class="byline"><span class="byline__name">{esc(doc.byline)}</span></div>'
        dek = f'<p class="story-body__introduction">{esc(doc.dek)}</p>' if doc.dek else ""
        sign = f'<p class="signoff"><em>{esc(doc.extra["sign"])}</em></p>' if doc.extra.get("sign") else ""
        related = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'chrome:related')}</li>" for k in ("ab", "havapeyma") if k != doc.key
        )
        tag = (
            f'<div class="tags">{self.a("tag", "محیط زیست", "tags")}</div>'
            if doc.key in ("ab", "tahlil", "yaddasht")
            else ""
        )
        return f"""<div class="story-body">
<h1 class="story-body__h1">{esc(doc.title)}</h1>
{by}
<ul class="mini-info-list"><li class="date">{doc.stamp}</li></ul>
{dek}
<div class="story-body__inner" property="articleBody">
{self.blocks(doc)}
{sign}
</div>
{tag}
<div class="related"><h3>خبرهای مرتبط</h3><ul>{related}</ul></div>
</div>"""

    def listing_main(self, doc: Doc) -> str:
        rows = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            rows.append(
                f'<li class="media-list__item"><h3>{self.a(k, d.title, "content")}</h3><p>{esc(self.lede(d))}</p><time>{d.stamp.split(" - ")[0]}</time></li>'
            )
        pager = ""
        if doc.extra.get("more"):
            pager = f'<div class="pagination">{self.a(doc.extra["more"], "صفحه بعد", "content")}</div>'
        if doc.extra.get("prev"):
            pager = f'<div class="pagination">{self.a(doc.extra["prev"], "صفحه قبل", "content")}</div>'
        return (
            f'<h1 class="section-title">{esc(doc.title)}</h1>\n<ul class="media-list">'
            + "\n".join(rows)
            + f"</ul>{pager}"
        )

    def service_main(self, doc: Doc) -> str:
        return f'<div class="static-page"><h1>{esc(doc.title)}</h1>\n{self.blocks(doc)}</div>'
