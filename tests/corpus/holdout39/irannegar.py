# ruff: noqa: E501, RUF001, RUF002 (page texts and markup are long literal lines; Persian letters, Persian digits and the zero-width non-joiner are deliberate)
"""خبرگزاری ایران‌نگار Irannegar: a Persian news agency on the agency platform several Iranian agencies share
(`dir="rtl"`, `item-title` / `uptitle` / `item-summary` / `item-text`, `nastooh:*` metas, `/news/<code>/<slug>` where
the code starts with the Solar Hijri date, `/service/economy?page=2`, `/tag/…`, `/reporter/…`, `/search?q=`,
`/photo/<code>/…`), UTF-8. Dates are printed in the **Solar Hijri** calendar with Persian digits ("۱۳ آذر ۱۴۰۵ -
۰۹:۱۵"); the Gregorian date is only in the `NewsArticle` JSON-LD, in +03:30 on most stories, in UTC on the
pollution story (22:20Z on 3 Dec = 01:50 on 4 Dec in Tehran), written with the **Solar Hijri numbers in ISO form**
on the rent story ("1405-09-11T13:10:00+03:30", a real habit of Iranian sites), and absent (no JSON-LD at all) on the
quake brief. Bylines "خبرنگار: …" in the item nav, "گزارش از …" at the top or as a sign-off under the text, a
column credited "یادداشت | دکتر …"; the agency's own lead-ins ("به گزارش ایران‌نگار، …") open the body, the
`item-summary` lead is a standfirst (not body) and "انتهای پیام/" closes it (not body)."""

from __future__ import annotations

import json
from datetime import date

from common import FA_MONTHS, FA_WEEKDAYS, Base, fa_digits, iso_local, iso_utc, page, solar_hijri, story, when
from sitekit import Doc, css_rules, esc

ARTS = ["pollution", "quake", "metro", "rent", "saffron", "carpet", "interview", "column"]
SECTIONS = {
    "economy": ("اقتصادی", "/service/economy"),
    "society": ("اجتماعی", "/service/society"),
    "culture": ("فرهنگی", "/service/culture"),
    "notes": ("یادداشت", "/service/notes"),
}
OLD = [
    (
        "/news/1405090904418/قیمت-مرغ-در-میادین-میوه-و-تره‌بار-ثابت-ماند",
        "قیمت مرغ در میادین میوه و تره‌بار ثابت ماند",
        "۹ آذر ۱۴۰۵",
    ),
    (
        "/news/1405090803377/واردات-خودرو-از-بندر-شهید-رجایی-از-سر-گرفته-شد",
        "واردات خودرو از بندر شهید رجایی از سر گرفته شد",
        "۸ آذر ۱۴۰۵",
    ),
    ("/news/1405090702951/بورس-تهران-هفته-را-سبز-به-پایان-برد", "بورس تهران هفته را سبز به پایان برد", "۷ آذر ۱۴۰۵"),
    ("/news/1405090602210/سهمیه-بنزین-آذرماه-واریز-شد", "سهمیه بنزین آذرماه واریز شد", "۶ آذر ۱۴۰۵"),
    ("/news/1405090501734/صادرات-پسته-۱۲-درصد-کاهش-یافت", "صادرات پسته ۱۲ درصد کاهش یافت", "۵ آذر ۱۴۰۵"),
]


def fa_story(key: str, serial: int, slug: str, title: str, local: str, ld: str | None, authors: list[str],
             lines: list[str], shape: str, **extra: object) -> Doc:  # fmt: skip
    dt = when(local, "+03:30")
    y, m, d = solar_hijri(dt.date())
    code = f"{y}{m:02d}{d:02d}{serial:05d}"
    stamp = fa_digits(f"{d} {FA_MONTHS[m - 1]} {y} - {dt:%H:%M}")
    iso = {
        "local": iso_local(dt),
        "utc": iso_utc(dt),
        "jalali": f"{y}-{m:02d}-{d:02d}T{dt:%H:%M}:00+03:30",
        None: None,
    }[ld]
    return story(key, f"/news/{code}/{slug}", title, dt.date().isoformat(), iso, stamp, authors, lines, shape,
                 ld=ld, code=code, weekday=FA_WEEKDAYS[dt.weekday()], **extra)  # fmt: skip


class Irannegar(Base):
    origin = "https://www.irannegar.test"
    name = "خبرگزاری ایران‌نگار"
    prefix = "irn"
    language = "fa"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "irn",
            [
                ".item-title",
                ".item-summary",
                ".item-text",
                ".item-nav",
                ".box.tags",
                ".box.related",
                "#header .menu",
                ".footer-links",
                ".most-viewed",
            ],
            260,
        )

    def build(self) -> None:
        add = self.add
        add(page("home", "/", "home", "خبرگزاری ایران‌نگار", "agency-home",
                 list=["pollution", "quake", "metro", "rent", "saffron", "carpet", "interview", "column"]))  # fmt: skip
        add(
            page(
                "economy",
                "/service/economy",
                "section",
                "اقتصادی",
                "service-front",
                list=["rent", "saffron", "carpet"],
                more="economy2",
            )
        )
        add(
            page(
                "economy2", "/service/economy?page=2", "section", "اقتصادی", "service-page2", list=["column"], old=True
            )
        )
        add(
            page(
                "society",
                "/service/society",
                "section",
                "اجتماعی",
                "service-front-times",
                list=["pollution", "quake", "metro"],
                old=True,
            )
        )
        add(page("tag", "/tag/آلودگی-هوا", "tag", "آلودگی هوا", "tag-page", list=["pollution", "metro"], old=True))
        add(
            page(
                "author",
                "/reporter/1245",
                "author",
                "مریم احمدی",
                "reporter-page",
                list=["metro", "interview"],
                old=True,
            )
        )
        add(
            page(
                "search",
                "/search?q=زعفران",
                "search",
                "نتایج جستجو برای: زعفران",
                "search-results",
                list=["saffron"],
                old=True,
            )
        )
        add(page("about", "/page/about", "about", "درباره ما", "about-page", [
            "خبرگزاری ایران‌نگار در سال ۱۳۸۴ با هدف پوشش خبری رویدادهای ایران و جهان به زبان فارسی آغاز به کار کرد و امروز با بیش از ۱۸۰ خبرنگار و عکاس در مرکز و استان‌ها فعالیت می‌کند.",
            "## سرویس‌های خبری",
            "- سرویس سیاسی",
            "- سرویس اقتصادی",
            "- سرویس اجتماعی",
            "- سرویس فرهنگی و هنری",
            "- سرویس عکس",
            "نشانی: تهران، خیابان مطهری، خیابان میرعماد، پلاک ۴۲. تلفن: ۸۸۷۶۵۴۳۲-۰۲۱",
        ]))  # fmt: skip
        add(page("privacy", "/page/privacy", "policy", "حریم خصوصی کاربران", "policy-updated", [
            "آخرین به‌روزرسانی: ۱ آبان ۱۴۰۵",
            "خبرگزاری ایران‌نگار به حریم خصوصی کاربران خود احترام می‌گذارد. اطلاعاتی که هنگام ثبت نظر وارد می‌کنید، از جمله نام و نشانی ایمیل، فقط برای مدیریت نظرات استفاده می‌شود و در اختیار اشخاص دیگر قرار نمی‌گیرد.",
            "این پایگاه برای تحلیل آمار بازدید از کوکی‌ها استفاده می‌کند. شما می‌توانید از طریق تنظیمات مرورگر خود کوکی‌ها را غیرفعال کنید.",
            "برای طرح هرگونه پرسش درباره اطلاعات شخصی خود با نشانی privacy@irannegar.test مکاتبه کنید.",
        ]))  # fmt: skip
        add(page("gallery", "/photo/1405091007950/تصاویر-بازار-فرش-تبریز", "gallery", "تصاویر | راسته فرش‌فروشان بازار تبریز", "photo-gallery-captions",
                 photos=[
                     "ورودی راسته فرش‌فروشان بازار تاریخی تبریز در صبح یک روز پاییزی",
                     "فروشنده‌ای در حال نشان‌دادن نقشه یک فرش ابریشم به خریدار",
                     "بافنده‌ای در کارگاه خانگی محله سرخاب تبریز",
                     "فرش‌های لوله‌شده در حجره‌ای در تیمچه مظفریه",
                     "رفوگری فرش کهنه در یکی از کارگاه‌های بازار",
                     "گردشگران خارجی در راسته فرش‌فروشان",
                 ],
                 photographer="رضا نوری"))  # fmt: skip

        add(fa_story(
            "pollution", 7812, "مدارس-تهران-شنبه-غیرحضوری-شد", "مدارس تهران شنبه غیرحضوری شد",
            "2026-12-04 01:50", "utc", [],
            [
                "به گزارش ایران‌نگار، کارگروه اضطرار آلودگی هوای استان تهران بامداد امروز جمعه پس از بررسی پیش‌بینی‌های هواشناسی تصمیم گرفت آموزش مدارس، هنرستان‌ها و مراکز پیش‌دبستانی در ۱۶ شهرستان استان روز شنبه ۱۴ آذر به‌صورت مجازی برگزار شود.",
                "بر اساس اعلام شرکت کنترل کیفیت هوای تهران، میانگین شاخص کیفیت هوای پایتخت در ۲۴ ساعت گذشته به عدد ۱۶۸ رسیده و هوا برای همه گروه‌ها در وضعیت «ناسالم» قرار گرفته است. در ایستگاه‌های سنجش منطقه ۱۶ و ۱۹ این شاخص از مرز ۱۹۰ هم گذشت.",
                "محسن طاهری، سخنگوی کارگروه اضطرار آلودگی هوا، در گفت‌وگو با ایران‌نگار گفت: «پیش‌بینی سازمان هواشناسی نشان می‌دهد پدیده وارونگی دما دست‌کم تا عصر یکشنبه ادامه دارد و وزش باد قابل‌توجهی در راه نیست. به همین دلیل تصمیم گرفتیم از تردد بیش از یک میلیون و ۸۰۰ هزار دانش‌آموز در ساعات اوج آلودگی جلوگیری کنیم.»",
                "به گفته او، ادارات و دستگاه‌های اجرایی استان روز شنبه با حضور ۵۰ درصد کارکنان فعالیت می‌کنند و بانک‌ها، مراکز درمانی و دستگاه‌های خدمات‌رسان طبق روال عادی باز خواهند بود.",
                "## محدودیت‌های تردد",
                "طرح زوج و فرد خودروها در محدوده کنترل آلودگی هوا از ساعت ۶:۳۰ تا ۱۹ اجرا می‌شود و تردد کامیون‌ها و وانت‌بارهای دیزلی فرسوده در شهر تهران تا اطلاع ثانوی ممنوع است. پلیس راهور اعلام کرده است دوربین‌های ثبت تخلف در ورودی‌های شهر فعال‌اند.",
                "سازمان حفاظت محیط زیست نیز از واحدهای صنعتی آلاینده اطراف پایتخت، از جمله کوره‌های آجرپزی و کارخانه‌های آسفالت جنوب استان، خواسته است فعالیت خود را تا پایان هفته به حداقل برسانند.",
                "FIG: آسمان تهران | آسمان خاکستری تهران از بام برج میلاد، پنجشنبه ۱۲ آذر",
                "## توصیه‌های بهداشتی",
                "معاونت بهداشت دانشگاه علوم پزشکی تهران از سالمندان، کودکان، زنان باردار و بیماران قلبی و تنفسی خواسته است از تردد غیرضروری در فضای باز خودداری کنند. به گفته این معاونت، مراجعه بیماران تنفسی به اورژانس بیمارستان‌های شهر در سه روز گذشته حدود ۲۰ درصد افزایش یافته است.",
                "تهران در آذر سال گذشته نیز شش روز آموزش مدارس را به دلیل آلودگی هوا غیرحضوری کرده بود. کارشناسان محیط زیست کیفیت پایین سوخت، فرسودگی ناوگان حمل‌ونقل عمومی و مصرف مازوت در نیروگاه‌ها را از مهم‌ترین عوامل آلودگی زمستانی پایتخت می‌دانند.",
            ],
            "utc-previous-day-no-byline", section="society", kicker="در پی تداوم آلودگی هوا", tag=True,
            dek="استانداری تهران اعلام کرد به دلیل تداوم وارونگی دما و افزایش غلظت ذرات معلق، آموزش در همه مقاطع تحصیلی استان روز شنبه غیرحضوری خواهد بود.",
        ))  # fmt: skip
        add(fa_story(
            "quake", 7840, "زمین‌لرزه-۴٫۲-ریشتری-راور-را-لرزاند", "زمین‌لرزه ۴٫۲ ریشتری راور را لرزاند",
            "2026-12-04 07:25", None, [],
            [
                "به گزارش ایران‌نگار به نقل از مرکز لرزه‌نگاری کشوری مؤسسه ژئوفیزیک دانشگاه تهران، زمین‌لرزه‌ای به بزرگی ۴٫۲ ریشتر ساعت ۰۷:۱۲ صبح امروز حوالی راور در استان کرمان را لرزاند.",
                "کانون این زمین‌لرزه در عمق ۱۰ کیلومتری زمین و در ۱۸ کیلومتری شمال راور ثبت شده است.",
                "فرماندار راور در گفت‌وگو با ایران‌نگار گفت: «این زلزله در شهر و روستاهای اطراف به‌خوبی احساس شد، اما تاکنون گزارشی از خسارت جانی یا مالی دریافت نکرده‌ایم. تیم‌های ارزیاب هلال‌احمر برای بررسی وضعیت روستاهای نزدیک به کانون اعزام شده‌اند.»",
            ],
            "brief-no-gregorian-anywhere", section="society", kicker="بدون خسارت جانی",
        ))  # fmt: skip
        add(fa_story(
            "metro", 7395, "بهره‌برداری-از-ایستگاه‌های-خط-۱۰-مترو-تا-پایان-دی", "بهره‌برداری از چهار ایستگاه خط ۱۰ مترو تا پایان دی",
            "2026-12-03 11:40", "local", ["مریم احمدی"],
            [
                "به گزارش خبرنگار ایران‌نگار، رضا کاظمی، معاون حمل‌ونقل و ترافیک شهرداری تهران، صبح امروز (پنجشنبه) در بازدید از کارگاه ایستگاه «میدان کاج» گفت: «حرکت آزمایشی قطارها بدون مسافر از هفته گذشته در فاصله ایستگاه‌های کاج تا بلوار کشاورز آغاز شده و تاکنون بیش از ۴۰۰ کیلومتر پیمایش آزمایشی بدون مشکل جدی انجام شده است.»",
                "او افزود: بخش نخست خط ۱۰ به طول ۹ کیلومتر و با چهار ایستگاه، غرب و مرکز شهر را به هم وصل می‌کند و پیش‌بینی می‌شود روزانه حدود ۶۰ هزار مسافر را جابه‌جا کند.",
                "کاظمی درباره تأمین ناوگان گفت: «۱۲ رام قطار برای این خط در نظر گرفته شده که هفت رام آن تحویل شده و پنج رام دیگر تا اسفند امسال می‌رسد. در ماه‌های نخست، فاصله حرکت قطارها حدود ۱۲ دقیقه خواهد بود و با تکمیل ناوگان به شش دقیقه کاهش می‌یابد.»",
                "## هزینه ۱۸ هزار میلیارد تومانی",
                "بر اساس آمار شرکت راه‌آهن شهری تهران، تاکنون حدود ۱۸ هزار میلیارد تومان برای احداث بخش نخست خط ۱۰ هزینه شده است. بخشی از این منابع از محل انتشار اوراق مشارکت و بخشی از محل فروش املاک شهرداری تأمین شده است.",
                "معاون شهردار تهران درباره تأخیر در افتتاح این خط که پیش‌تر برای شهریور امسال وعده داده شده بود، گفت: «تأمین تجهیزات سامانه علائم و کنترل قطار به دلیل مشکلات ارزی با تأخیر انجام شد. اکنون این تجهیزات نصب شده و آزمون‌های ایمنی در حال انجام است.»",
                "FIG: ایستگاه کاج | سکوی ایستگاه میدان کاج در روزهای پایانی نصب تجهیزات",
                "او همچنین از ادامه حفاری تونل در بخش دوم خط خبر داد و گفت دستگاه حفار تاکنون سه کیلومتر از مسیر ۱۱ کیلومتری بخش دوم را حفر کرده است.",
                "شبکه متروی تهران در حال حاضر هفت خط فعال با حدود ۲۶۰ کیلومتر طول دارد و روزانه بیش از دو میلیون سفر در آن انجام می‌شود. کارشناسان حمل‌ونقل شهری کمبود واگن را بزرگ‌ترین مشکل مترو در سال‌های اخیر می‌دانند؛ فاصله طولانی حرکت قطارها در ساعات اوج، شکایت بسیاری از مسافران را به دنبال داشته است.",
                "استفاده از مترو در روزهای آلوده نیز افزایش یافته است. به گفته کاظمی، در هفته گذشته تعداد سفرهای روزانه مترو نسبت به میانگین آبان‌ماه حدود ۹ درصد بیشتر بوده است.",
            ],
            "reporter-in-item-nav", section="society", kicker="معاون شهردار تهران خبر داد", tag=True, comments=True,
            dek="معاون حمل‌ونقل و ترافیک شهرداری تهران از آغاز حرکت آزمایشی قطارها در بخش نخست خط ۱۰ مترو خبر داد و گفت چهار ایستگاه این خط تا پایان دی‌ماه به روی مسافران باز می‌شود.",
        ))  # fmt: skip
        add(fa_story(
            "rent", 5204, "اجاره‌بها-در-تهران-۴۸-درصد-گران-شد", "اجاره‌بها در تهران ۴۸ درصد گران شد",
            "2026-12-02 13:10", "jalali", ["علی رضایی"],
            [
                "به گزارش خبرنگار اقتصادی ایران‌نگار، تازه‌ترین گزارش مرکز آمار از بازار مسکن نشان می‌دهد میانگین اجاره‌بهای هر متر مربع واحد مسکونی در شهر تهران در پاییز امسال نسبت به پاییز سال گذشته ۴۸ درصد افزایش یافته است؛ رقمی که از نرخ تورم عمومی بالاتر است.",
                "بر اساس این گزارش، مستأجران تهرانی برای هر متر مربع به‌طور میانگین ماهانه ۳۱۰ هزار تومان اجاره (با احتساب ودیعه تبدیل‌شده به اجاره) پرداخته‌اند. این رقم در پاییز سال گذشته ۲۰۹ هزار تومان بود.",
                "## گران‌ترین و ارزان‌ترین مناطق",
                "بیشترین افزایش اجاره‌بها در مناطق مرکزی و غربی شهر ثبت شده است. جدول زیر میانگین اجاره ماهانه هر متر مربع را در پنج منطقه نمونه نشان می‌دهد:",
                "T: منطقه | میانگین اجاره هر متر مربع (هزار تومان) | تغییر نسبت به پارسال",
                "T: منطقه ۱ | ۷۴۰ | ۴۱ درصد",
                "T: منطقه ۵ | ۳۹۰ | ۵۲ درصد",
                "T: منطقه ۶ | ۴۶۰ | ۴۹ درصد",
                "T: منطقه ۱۴ | ۲۳۰ | ۵۵ درصد",
                "T: منطقه ۱۸ | ۱۵۰ | ۴۴ درصد",
                "کارشناسان بازار مسکن رشد سریع اجاره‌بها را نتیجه کاهش ساخت‌وساز در پنج سال اخیر و افزایش تقاضا در مناطق نزدیک به خطوط مترو می‌دانند.",
                "پیمان صادقی، کارشناس اقتصاد مسکن، به ایران‌نگار گفت: «سقف ۲۵ درصدی افزایش اجاره که در سال‌های گذشته تعیین شد، در عمل رعایت نمی‌شود، چون سازوکاری برای نظارت بر قراردادها وجود ندارد. بسیاری از مالکان بخشی از افزایش را به‌صورت نقدی و خارج از قرارداد دریافت می‌کنند.»",
                "## مهاجرت به حاشیه",
                "به گفته مشاوران املاک، گرانی اجاره بخشی از مستأجران را به شهرهای اطراف تهران مانند پرند، اندیشه و پاکدشت کشانده است. یکی از مشاوران املاک منطقه ۵ گفت در دو ماه گذشته دست‌کم ۱۵ خانواده از مشتریانش پس از پایان قرارداد به شهرهای اقماری رفته‌اند.",
                "وزارت راه و شهرسازی اعلام کرده است بسته حمایتی تازه‌ای شامل افزایش سقف وام ودیعه مسکن تا ۳۰۰ میلیون تومان برای مستأجران تهرانی را در دست بررسی دارد و نتیجه آن تا پایان آذر اعلام می‌شود.",
            ],
            "data-table-jalali-iso-in-jsonld", section="economy", kicker="گزارش مرکز آمار از بازار اجاره", comments=True,
            dek="میانگین اجاره‌بهای هر متر مربع مسکن در تهران به ۳۱۰ هزار تومان رسید؛ بیشترین افزایش در منطقه ۱۴ ثبت شده است.",
        ))  # fmt: skip
        add(fa_story(
            "saffron", 2417, "زعفران‌کاران-خراسان-قیمت-پایین-است-هزینه-کارگر-بالا", "زعفران‌کاران خراسان: قیمت پایین است، هزینه کارگر بالا",
            "2026-12-02 08:30", "local", ["سارا کریمی"],
            [
                "در حیاط خانه‌ای در روستای کدکن، شش زن دور سینی‌های بزرگ نشسته‌اند و کلاله‌های سرخ زعفران را از گلبرگ‌های بنفش جدا می‌کنند. فصل گل‌چینی چند روز پیش تمام شد و حالا نوبت پاک‌کردن و خشک‌کردن محصول است.",
                "فاطمه نوروزی، ۵۲ ساله، می‌گوید امسال برای چیدن هر کیلو گل به کارگران ۶۰ هزار تومان دستمزد داده‌اند: «پارسال همین کار ۳۵ هزار تومان بود. کود و آب و اجاره زمین هم گران شده، ولی قیمتی که دلال‌ها برای زعفران پیشنهاد می‌دهند تقریباً همان قیمت پارسال است.»",
                "## هزینه تولید نزدیک به قیمت فروش",
                "به گفته کشاورزان منطقه، زعفران سرگل در بازار محلی تربت‌حیدریه این هفته کیلویی ۱۶۵ تا ۱۷۰ میلیون تومان خرید و فروش می‌شود، در حالی که هزینه تولید هر کیلو زعفران در سال جاری از ۱۴۰ میلیون تومان گذشته است.",
                "علی‌اکبر شریفی، رئیس اتحادیه زعفران‌کاران شهرستان، معتقد است نبود خرید تضمینی کشاورزان را در برابر واسطه‌ها بی‌دفاع کرده است. او می‌گوید: «کشاورز خرده‌پا برای پرداخت بدهی‌هایش مجبور است محصول را همان ماه اول بفروشد. دلال این را می‌داند و قیمت را پایین نگه می‌دارد.»",
                "FIG: پاک‌کردن زعفران | زنان روستای کدکن در حال جداکردن کلاله زعفران",
                "## صادرات؛ امید به بازارهای همسایه",
                "صادرکنندگان اما از افزایش تقاضا در بازارهای منطقه خبر می‌دهند. بر اساس آمار گمرک، در هفت‌ماهه نخست امسال ۱۱۲ تن زعفران به ارزش حدود ۱۸۰ میلیون دلار از کشور صادر شده که نسبت به مدت مشابه سال گذشته ۱۴ درصد رشد نشان می‌دهد. امارات، عراق، چین و اسپانیا بزرگ‌ترین خریداران بوده‌اند.",
                "مهدی سلطانی، صادرکننده زعفران در مشهد، می‌گوید: «مشکل اصلی ما بسته‌بندی و برند است. بخش زیادی از زعفران ایران فله‌ای صادر می‌شود و در کشورهای دیگر با نام خودشان بسته‌بندی و فروخته می‌شود. اگر سهم صادرات بسته‌بندی‌شده بیشتر شود، سود آن هم به کشاورز می‌رسد.»",
                "## نگرانی از کم‌آبی",
                "کشاورزان کدکن بیش از قیمت، نگران آب‌اند. به گفته آن‌ها سطح آب چاه‌های منطقه در ده سال گذشته بیش از ۱۵ متر پایین رفته و چند قنات قدیمی روستا خشک شده است. زعفران گیاهی کم‌آب‌طلب است، اما آبیاری نخست پاییزه برای گل‌دهی ضروری است.",
                "حسن نوروزی، همسر فاطمه، در حالی که کیسه‌های گل را می‌شمارد، می‌گوید: «اگر دو سال دیگر همین‌طور خشک باشد، خیلی‌ها زمین را رها می‌کنند و به شهر می‌روند.»",
            ],
            "field-report-byline-top", section="economy", kicker="گزارش ایران‌نگار از تربت‌حیدریه", byline="top",
            dek="برداشت زعفران در خراسان رضوی به پایان رسیده، اما کشاورزان از فاصله اندک قیمت خرید با هزینه تولید گلایه دارند؛ صادرکنندگان می‌گویند بازارهای همسایه هنوز جای رشد دارد.",
        ))  # fmt: skip
        add(fa_story(
            "carpet", 1163, "راسته-فرش‌فروشان-تبریز-در-انتظار-مشتری-خارجی", "راسته فرش‌فروشان تبریز در انتظار مشتری خارجی",
            "2026-12-01 10:05", "local", ["حسین مرادی", "لیلا جعفری"],
            [
                "ساعت ۱۰ صبح است و در راسته فرش‌فروشان بازار تبریز بیشتر حجره‌ها باز شده‌اند، اما خریدار چندانی دیده نمی‌شود. فروشنده‌ها جلوی حجره‌ها ایستاده‌اند و با هم از قیمت دلار و نبود مسافر حرف می‌زنند.",
                "اکبر صمدی ۴۰ سال است در تیمچه مظفریه فرش می‌فروشد. او می‌گوید پیش از این، پاییز فصل آمدن گردشگران اروپایی بود: «مشتری خارجی فرش ابریشم و نقشه‌های قدیمی را می‌شناخت و قیمت خوب می‌داد. امسال در سه ماه گذشته فقط چهار تخته فرش به خارجی‌ها فروخته‌ام.»",
                "به گفته فعالان این بازار، فروش فرش دستباف در تبریز نسبت به سال گذشته حدود ۳۰ درصد کاهش یافته است. خریداران داخلی هم بیشتر سراغ فرش‌های کوچک و ارزان‌تر می‌روند.",
                "## بافنده‌ها: دستمزد کفاف زندگی را نمی‌دهد",
                "در محله سرخاب، زهرا قاسمی پشت دار قالی نشسته و با سرعت گره می‌زند. او می‌گوید برای یک فرش شش متری با نقشه لچک‌ترنج حدود ۱۰ ماه کار می‌کند و دستمزدش پس از فروش فرش، حدود ۹۰ میلیون تومان است: «این پول برای ۱۰ ماه کار روزی هشت ساعت است. دخترم دیگر حاضر نیست قالی‌بافی یاد بگیرد.»",
                "مسئولان اتحادیه فرش دستباف استان می‌گویند تعداد بافندگان فعال در آذربایجان شرقی در ده سال گذشته از حدود ۱۲۰ هزار نفر به کمتر از ۷۰ هزار نفر رسیده است. بیمه نشدن بخشی از بافندگان و بالا رفتن قیمت ابریشم و پشم از دلایل این کاهش عنوان می‌شود.",
                "## امید به نمایشگاه‌ها",
                "برخی فروشندگان جوان‌تر به فروش اینترنتی و حضور در نمایشگاه‌های خارجی امید بسته‌اند. رضا عابدینی که حجره پدرش را اداره می‌کند، می‌گوید از طریق صفحه‌اش در شبکه‌های اجتماعی با خریدارانی در ترکیه و کشورهای حاشیه خلیج فارس در ارتباط است، اما ارسال فرش و انتقال پول هنوز دردسرساز است.",
                "او می‌گوید: «فرش تبریز هنوز اسم دارد. اگر راه فروش باز شود، همین بازار دوباره شلوغ می‌شود.»",
            ],
            "report-signoff-two-authors", section="economy", kicker="بازار فرش دستباف در آستانه زمستان", byline="sign", ld_org=True,
            dek="بازار فرش تبریز در ماه‌های پایانی پاییز رونق همیشگی را ندارد؛ فروشندگان از کاهش گردشگران خارجی و بافندگان از دستمزد پایین می‌گویند.",
        ))  # fmt: skip
        add(fa_story(
            "interview", 6620, "بهرام-نیک‌نام-تئاتر-شهرستان‌ها-دیده-نمی‌شود", "بهرام نیک‌نام: تئاتر شهرستان‌ها دیده نمی‌شود",
            "2026-12-03 16:20", "local", ["مریم احمدی"],
            [
                "بهرام نیک‌نام، کارگردان اهل بوشهر، این روزها نمایش «خانه‌ای روی آب» را برای بخش مسابقه جشنواره تئاتر فجر آماده می‌کند. نمایشی درباره خانواده‌ای ماهیگیر که با خشک‌شدن تالاب نزدیک روستایشان ناچار به کوچ می‌شوند. با او درباره این نمایش و وضعیت تئاتر در شهرستان‌ها گفت‌وگو کرده‌ایم.",
                "Q: ایده «خانه‌ای روی آب» از کجا آمد؟ || سه سال پیش برای دیدن یکی از دوستانم به روستایی در حاشیه تالاب حله رفته بودم. آب تالاب عقب رفته بود و قایق‌ها روی خاک مانده بودند. پیرمردی به من گفت پدرش خانه‌اش را روی آب ساخته بود و حالا او خانه‌اش را روی خاک خشک ترک می‌کند. همین جمله شد نقطه شروع نمایش.",
                "Q: بازیگران شما بیشتر غیرحرفه‌ای هستند. چرا؟ || از ۱۱ بازیگر، هفت نفر پیش از این روی صحنه نرفته بودند. بعضی‌شان ماهیگیرند و لهجه و حرکاتشان را نمی‌شود به بازیگر تهرانی یاد داد. البته کار با آن‌ها سخت است؛ تمرین‌ها را باید بعد از برگشتن از دریا بگذاریم و گاهی تا نیمه‌شب طول می‌کشد.",
                "Q: گفته‌اید تئاتر شهرستان‌ها دیده نمی‌شود. منظورتان چیست؟ || در بوشهر یک سالن استاندارد داریم که نیمی از سال در اختیار همایش‌های اداری است. گروه‌ها سال‌ها تمرین می‌کنند و در نهایت سه یا چهار شب اجرا دارند. منتقدان و رسانه‌ها هم فقط وقتی سراغ ما می‌آیند که به جشنواره راه پیدا کنیم. جشنواره مهم است، اما نباید تنها پنجره تئاتر شهرستان باشد.",
                "Q: حمایت مالی از این نمایش چطور بوده است؟ || بخش بزرگی از هزینه‌ها را خود گروه پرداخته است. اداره کل فرهنگ و ارشاد استان ۱۲۰ میلیون تومان کمک کرده که فقط هزینه ساخت دکور را پوشش داد. دستمزد بازیگران را هنوز نتوانسته‌ایم کامل بپردازیم.",
                "Q: بعد از جشنواره چه برنامه‌ای دارید؟ || می‌خواهیم نمایش را در شهرهای حاشیه خلیج فارس اجرا کنیم، در بندرعباس و خرمشهر و حتی در خود روستاهای ساحلی. این قصه مال همین مردم است و دوست دارم اول آن‌ها ببینند.",
            ],
            "qa-interview-reporter-nav", section="culture", kicker="گفت‌وگو با کارگردان «خانه‌ای روی آب»",
            dek="کارگردان بوشهری که نمایشش به بخش مسابقه جشنواره تئاتر فجر راه یافته، می‌گوید گروه‌های شهرستانی سال‌ها تمرین می‌کنند و فقط چند شب اجرا دارند.",
        ))  # fmt: skip
        add(fa_story(
            "column", 3378, "زاینده‌رود-را-با-انتقال-آب-نمی‌شود-نجات-داد", "زاینده‌رود را با انتقال آب نمی‌شود نجات داد",
            "2026-12-02 18:00", "local", ["حمید رضایی"],
            [
                "هر سال با رسیدن پاییز و بسته‌ماندن دریچه‌های سد، بحث زاینده‌رود دوباره داغ می‌شود. کشاورزان شرق اصفهان سهم آبشان را می‌خواهند، شهر اصفهان رودخانه‌اش را و استان‌های بالادست از حق خود در سرچشمه می‌گویند. در این میان، راه‌حلی که بیش از همه تکرار می‌شود، انتقال آب از حوضه‌های دیگر است.",
                "اما تجربه سه دهه گذشته نشان می‌دهد انتقال آب، گره زاینده‌رود را باز نکرده است. هر بار که آب تازه‌ای به حوضه رسیده، مصرف هم همراه آن بالا رفته است: باغ‌های تازه در بالادست، صنایع آب‌بر در حاشیه شهرها و شهرک‌هایی که بدون حساب منابع آب ساخته شدند.",
                "## مسئله کمبود نیست، تقسیم است",
                "بر اساس آمارهای رسمی، مجموع حقابه‌ها و سهم‌های تعیین‌شده از زاینده‌رود از میانگین آورد سالانه رودخانه بیشتر است. یعنی حتی در سال پرباران هم نمی‌توان همه ادعاها را برآورده کرد. تا زمانی که این واقعیت پذیرفته نشود، هر قطره آب انتقالی به دعوای تازه‌ای تبدیل می‌شود.",
                "راه‌حل پایدار از بازنگری در سهم‌ها می‌گذرد؛ کاری سخت و پرهزینه که هیچ دولتی تاکنون جرئت انجام کامل آن را نداشته است. خرید حقابه از کشاورزان داوطلب، تغییر الگوی کشت به محصولات کم‌آب‌بر و بستن چاه‌های غیرمجاز از جمله گام‌هایی است که باید هم‌زمان برداشته شود.",
                "## تالاب گاوخونی را فراموش نکنیم",
                "در همه این سال‌ها، کمتر کسی از سهم طبیعت سخن گفته است. تالاب گاوخونی، پایانه زاینده‌رود، سال‌هاست تقریباً خشک است و به کانون تولید ریزگرد تبدیل شده. گرد و غباری که از بستر تالاب برمی‌خیزد، سلامت مردم روستاهای شرق اصفهان و حتی شهرهای دورتر را تهدید می‌کند.",
                "زاینده‌رود تنها یک منبع آب نیست؛ بخشی از هویت اصفهان است. نجات آن بیش از هر طرح عمرانی به یک توافق اجتماعی نیاز دارد: توافقی که در آن کشاورز، شهرنشین، صنعتگر و محیط زیست هر کدام سهمی کمتر از آنچه می‌خواهند، اما بیشتر از هیچ، بپذیرند.",
                "SIGN: * نویسنده استاد مهندسی منابع آب دانشگاه اصفهان است. یادداشت‌های منتشرشده لزوماً دیدگاه ایران‌نگار نیست.",
            ],
            "column-honorific-in-credit", section="notes", kicker="یادداشت", byline="column",
        ))  # fmt: skip

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f'<li class="menu-item">{self.a(k, t, "nav")}</li>'
            for k, t in (("home", "صفحه نخست"), ("economy", "اقتصادی"), ("society", "اجتماعی"), ("gallery", "عکس"))
        ) + "".join(
            f'<li class="menu-item"><a href="{p}">{t}</a></li>'
            for p, t in (
                ("/service/politics", "سیاسی"),
                ("/service/sport", "ورزشی"),
                ("/service/world", "بین‌الملل"),
                ("/service/provinces", "استان‌ها"),
            )
        )
        meta = [
            f"<title>{esc(doc.title)} - خبرگزاری ایران‌نگار | Irannegar</title>",
            f'<meta name="description" content="{esc(self.lede(doc))}">'
            if doc.is_article
            else '<meta name="description" content="خبرگزاری ایران‌نگار؛ آخرین اخبار ایران و جهان">',
            '<meta property="og:site_name" content="خبرگزاری ایران‌نگار">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            '<meta property="og:locale" content="fa_IR">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:url" content="{esc(self.url(doc.key))}">',
            '<meta name="twitter:card" content="summary_large_image">',
            '<meta name="twitter:site" content="@irannegar_fa">',
        ]
        if doc.is_article:
            code = doc.extra["code"]
            topic = doc.section
            meta += [
                '<meta property="nastooh:pageType" content="news">',
                f'<meta property="nastooh:nid" content="{code[-5:]}{code[6:8]}">',
                f'<meta property="nastooh:code" content="{code}">',
                f'<meta property="nastooh:topic" content="{topic}">',
            ]
            if doc.extra["ld"]:  # the quake brief has no photo (and so no dated image path either)
                meta.append(
                    f'<meta property="og:image" content="https://cdn.irannegar.test/d/2026/12/{doc.date[-2:]}/4/{code[-5:]}.jpg">'
                )
            if doc.extra["ld"]:
                auth = (
                    {"@type": "Organization", "name": "خبرگزاری ایران‌نگار"}
                    if doc.extra.get("ld_org") or not doc.authors
                    else [
                        {"@type": "Person", "name": ("دکتر " if doc.byline == "column" else "") + a}
                        for a in doc.authors
                    ]
                )
                ld = {
                    "@context": "https://schema.org",
                    "@type": "NewsArticle",
                    "mainEntityOfPage": {"@type": "WebPage", "@id": self.url(doc.key)},
                    "headline": doc.title,
                    "description": doc.dek or self.lede(doc),
                    "image": {
                        "@type": "ImageObject",
                        "url": f"https://cdn.irannegar.test/d/2026/12/{doc.date[-2:]}/4/{code[-5:]}.jpg",
                        "width": 1200,
                        "height": 800,
                    },
                    "datePublished": doc.iso,
                    "dateModified": doc.iso,
                    "author": auth,
                    "publisher": {
                        "@type": "Organization",
                        "name": "خبرگزاری ایران‌نگار",
                        "logo": {
                            "@type": "ImageObject",
                            "url": "https://www.irannegar.test/resources/theme/irannegar/img/logo.png",
                        },
                    },
                    "inLanguage": "fa-IR",
                }
                meta.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        else:
            meta.append('<meta property="nastooh:pageType" content="service">')
        most = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>" for k in ("pollution", "rent", "metro", "saffron")
        )
        y, m, d = solar_hijri(date(2026, 12, 4))
        today = fa_digits(f"جمعه {d} {FA_MONTHS[m - 1]} {y}")
        return f"""<!DOCTYPE html>
<html lang="fa-IR" dir="rtl">
<head>
<meta charset="utf-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width, initial-scale=1, shrink-to-fit=no">
{chr(10).join(meta)}
<link rel="canonical" href="{esc(self.url(doc.key))}">
<link rel="alternate" type="application/rss+xml" title="RSS" href="/rss">
<link rel="stylesheet" href="/resources/theme/irannegar/css/bootstrap.rtl.min.css?v=4.6">
<link rel="stylesheet" href="/resources/theme/irannegar/css/style.css?v=4.2.7">
<style>/*PAD*/</style>
<script>var IN_CONFIG={{lang:"fa",service:"{esc(doc.section)}",adsZone:"news"}};</script>
</head>
<body class="rtl {"news-page" if doc.is_article else "list-page"}">
<div class="top-bar container"><span class="today">{today}</span> <span class="langs"><a href="https://en.irannegar.test/">English</a> | <a href="https://ar.irannegar.test/">العربیة</a></span> <a href="/user/login" class="login">ورود</a></div>
<header id="header">
<div class="container"><a class="logo" href="/"><img src="/resources/theme/irannegar/img/logo.png" alt="خبرگزاری ایران‌نگار"></a>
<form class="search-form" action="/search" method="get"><input type="text" name="q" placeholder="جستجو..."><button type="submit">جستجو</button></form></div>
<nav class="menu"><ul>{nav}</ul></nav>
</header>
<div class="container main-row">
<main class="col-md-8">
{main}
</main>
<aside class="col-md-4">
<section class="most-viewed box"><h4>پربازدیدها</h4><ol>{most}</ol></section>
<section class="box tags-cloud"><h4>داغ‌ترین‌ها</h4>{self.a("tag", "آلودگی هوا", "aside")} <a href="/tag/قیمت-دلار">قیمت دلار</a> <a href="/tag/کنکور">کنکور</a></section>
<div class="ad-box"><a href="https://ads.irannegar.test/click?z=7"><img src="/ads/banner-300x250.gif" alt="تبلیغات"></a></div>
</aside>
</div>
<footer class="footer">
<div class="container footer-links">{self.a("about", "درباره ما", "footer")} | {self.a("privacy", "حریم خصوصی", "footer")} | <a href="mailto:info@irannegar.test">تماس با ما</a> | <a href="/rss">آر اس اس</a> | <a href="/page/ads">تبلیغات</a> | <a href="https://t.me/irannegar">تلگرام</a> | <a href="https://eitaa.com/irannegar">ایتا</a></div>
<p class="copyright">تمامی حقوق مادی و معنوی این سایت متعلق به خبرگزاری ایران‌نگار است و استفاده از مطالب با ذکر منبع بلامانع است.</p>
</footer>
<script src="/resources/theme/irannegar/js/jquery.min.js"></script>
<script src="/resources/theme/irannegar/js/app.js?v=4.2.7"></script>
<script>var _paq=window._paq=window._paq||[];_paq.push(["trackPageView"]);_paq.push(["enableLinkTracking"]);</script>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        code = doc.extra["code"]
        sec_name, _sec_path = SECTIONS[doc.section]
        sec_link = (
            self.a(doc.section, sec_name, "content")
            if doc.section in self.docs
            else f'<a href="{_sec_path}">{sec_name}</a>'
        )
        mode = doc.byline or "nav"
        nav_by = sign = top = ""
        if doc.authors and mode == "nav":
            names = " و ".join(self.a("author", a, "byline") if a == "مریم احمدی" else esc(a) for a in doc.authors)
            nav_by = f'<div class="item-author">خبرنگار: {names}</div>'
        elif doc.authors and mode == "top":
            top = f'<p class="rep-name"><strong>گزارش از {esc(doc.authors[0])}</strong></p>'
        elif doc.authors and mode == "sign":
            sign = f'<div class="author-sign">گزارش از {" و ".join(esc(a) for a in doc.authors)}</div>'
        elif doc.authors and mode == "column":
            top = f'<div class="note-author">یادداشت | دکتر {esc(doc.authors[0])}، استاد دانشگاه اصفهان</div>'
        summary = (
            f'<div class="item-summary"><p class="summary introtext" itemprop="description">{esc(doc.dek)}</p></div>'
            if doc.dek
            else ""
        )
        tags = [("tag", "آلودگی هوا")] if doc.extra.get("tag") else []
        tag_html = "".join(f"<li>{self.a(k, t, 'content')}</li>" for k, t in tags)
        tag_html += "".join(f'<li><a href="/tag/{t.replace(" ", "-")}">{t}</a></li>' for t in ("تهران", "ایران‌نگار"))
        same = [k for k in ARTS if k != doc.key and self.docs[k].section == doc.section] or ["pollution", "rent"]
        rel = "".join(f"<li>{self.a(k, self.docs[k].title, 'related')}</li>" for k in same if k != doc.key)
        rel += "".join(f'<li><a href="{p}">{esc(t)}</a></li>' for p, t, _ in OLD[:2])
        comments = ""
        if doc.extra.get("comments"):
            comments = """<section class="box comments"><h4>نظرات <span>(۲)</span></h4>
<div class="comment"><span class="name">ناشناس</span> <span class="date">۱۳ آذر ۱۴۰۵ - ۰۹:۴۸</span><p>کاش مسئولان قبل از اعلام این اعداد یک بار خودشان با مترو و اتوبوس رفت‌وآمد کنند.</p></div>
<div class="comment"><span class="name">محمد از کرج</span> <span class="date">۱۳ آذر ۱۴۰۵ - ۱۰:۱۲</span><p>خبر خوبی است ولی هر سال همین وعده‌ها را می‌شنویم.</p></div>
</section>"""
        photo = ""
        if doc.key == "carpet":
            photo = f'<div class="related-photo box">{self.a("gallery", "تصاویر | راسته فرش‌فروشان بازار تبریز", "content")}</div>'
        return f"""<article class="news-content" id="item" itemscope itemtype="http://schema.org/NewsArticle">
<div class="item-header">
<div class="item-title">
<h5 class="uptitle">{esc(doc.extra.get("kicker", ""))}</h5>
<h1 class="title" itemprop="headline">{esc(doc.title)}</h1>
</div>
<div class="item-nav row">
<div class="col-6 item-date"><span>{doc.stamp}</span></div>
<div class="col-6 item-code">کد خبر: <span>{fa_digits(code)}</span></div>
<div class="item-service">{sec_link}</div>
{nav_by}
</div>
{summary}
</div>
<div class="item-body">
{top}
<div class="item-text" itemprop="articleBody">
{self.blocks(doc)}
</div>
{sign}
<div class="item-end">انتهای پیام/</div>
</div>
{photo}
<section class="box tags"><h4>برچسب‌ها</h4><ul class="list-inline">{tag_html}</ul></section>
<div class="short-link">لینک کوتاه: <input type="text" readonly value="https://irannegar.test/x{code[-4:]}"></div>
<section class="box share"><a href="https://t.me/share/url?url={esc(self.url(doc.key))}">تلگرام</a> <a href="https://wa.me/?text={esc(self.url(doc.key))}">واتس‌اپ</a> <a href="https://eitaa.com/share/url?url={esc(self.url(doc.key))}">ایتا</a> <a href="https://twitter.com/intent/tweet?url={esc(self.url(doc.key))}">ایکس</a></section>
<section class="box related"><h4>اخبار مرتبط</h4><ul>{rel}</ul></section>
{comments}
<section class="box comment-form"><h4>نظر شما</h4><form action="/comment/send" method="post"><input name="name" placeholder="نام"><textarea name="body" placeholder="نظر خود را بنویسید"></textarea><button>ارسال</button></form><p class="rules">نظرات حاوی توهین و تهمت منتشر نمی‌شود.</p></section>
</article>"""

    def listing_main(self, doc: Doc) -> str:
        items = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            items.append(
                f'<li class="news"><figure><img src="/d/2026/12/{d.date[-2:]}/2/{d.extra["code"][-5:]}.jpg" alt=""></figure><div class="desc"><h5 class="uptitle">{esc(d.extra.get("kicker", ""))}</h5><h3>{self.a(k, d.title, "content")}</h3><time>{d.stamp}</time><p>{esc(self.lede(d))}</p></div></li>'
            )
        if doc.extra.get("old"):
            items += [
                f'<li class="news"><div class="desc"><h3><a href="{p}">{esc(t)}</a></h3><time>{d}</time></div></li>'
                for p, t, d in OLD
            ]
        more = ""
        if doc.extra.get("more"):
            more = f'<ul class="pagination"><li class="active"><span>۱</span></li><li>{self.a(doc.extra["more"], "۲", "pagination")}</li><li><a href="/service/economy?page=3">۳</a></li><li>{self.a(doc.extra["more"], "بعدی", "pagination")}</li></ul>'
        elif doc.key == "economy2":
            more = f'<ul class="pagination"><li>{self.a("economy", "قبلی", "pagination")}</li><li>{self.a("economy", "۱", "pagination")}</li><li class="active"><span>۲</span></li><li><a href="/service/economy?page=3">۳</a></li></ul>'
        extra = ""
        if doc.key == "home":
            extra = f"""<section class="box photo"><h4>{self.a("gallery", "عکس", "content")}</h4>{self.a("gallery", "تصاویر | راسته فرش‌فروشان بازار تبریز", "content")}</section>
<section class="box services"><h4>سرویس‌ها</h4>{self.a("economy", "اقتصادی", "content")} {self.a("society", "اجتماعی", "content")} {self.a("author", "مریم احمدی", "content")} {self.a("search", "زعفران", "content")}</section>"""
        head = f"<h1>{esc(doc.title)}</h1>"
        if doc.kind == "home":
            head = '<h1 class="sr-only">خبرگزاری ایران‌نگار</h1><h2 class="box-title">اخبار برگزیده</h2>'
        elif doc.kind == "search":
            head = f'<h1>{esc(doc.title)}</h1><form action="/search"><input name="q" value="زعفران"><button>جستجو</button></form><p class="count">۲۷ نتیجه</p>'
        elif doc.kind == "author":
            head = f'<div class="reporter-profile"><img src="/d/reporters/1245.jpg" alt=""><h1>{esc(doc.title)}</h1><p>خبرنگار سرویس اجتماعی</p></div>'
        return f'<section class="box list">{head}<ul>{"".join(items)}</ul>{more}</section>{extra}'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "gallery":
            figs = "".join(
                f'<figure class="photo-item"><img src="/d/2026/12/01/0/{7950 + i}.jpg" alt="{esc(c)}"><figcaption>{esc(c)}</figcaption></figure>'
                for i, c in enumerate(doc.extra["photos"])
            )
            return f"""<article class="photo-content" id="item">
<div class="item-title"><h5 class="uptitle">گزارش تصویری</h5><h1 class="title">{esc(doc.title)}</h1></div>
<div class="item-nav row"><div class="item-date"><span>۱۰ آذر ۱۴۰۵ - ۱۰:۳۰</span></div><div class="item-author">عکاس: {esc(doc.extra["photographer"])}</div></div>
<div class="gallery">{figs}</div>
<p class="related-news">گزارش مرتبط: {self.a("carpet", self.docs["carpet"].title, "content")}</p>
</article>"""
        return f'<article class="static-page"><h1>{esc(doc.title)}</h1>\n{self.blocks(doc)}\n</article>'
