# ruff: noqa: E501, RUF001 (long literal page texts; en dashes, guillemets and Eastern Arabic digits are the languages' own typography)
"""د ننګرهار غږ: a Pashto local paper on Kirby (starterkit-like blueprint-driven markup: `main.main`,
`article.note`, `.note-header`, `.note-excerpt`, `.text` with block snippets, `/notes/slug`, `/notes/tag:...`,
`/notes/page:2`, Kirby's `/media/pages/...` thumbs), right-to-left (`dir="rtl"`), UTF-8. No og, no JSON-LD on
stories; dates printed in Pashto with Eastern Arabic digits ("د ۲۰۲۶ د دسمبر ۱مه"). The `<time datetime>`
of the note template is present on some notes only."""

from __future__ import annotations

from common import Base, page, story
from sitekit import Doc, css_rules, esc

NAV = [("home", "کور"), ("notes", "خبرونه"), ("video", "ویډیو"), ("pekhe", "پېښې"), ("about", "زموږ په اړه")]
FOOT = [("dandi", "دندې"), ("clinic", "د روغتون مهالوېش"), ("about", "زموږ په اړه"), ("video", "ویډیو")]


class Ghag(Base):
    origin = "https://nangarharghag.test"
    name = "د ننګرهار غږ"
    prefix = "ng"
    language = "ps"

    def pad_rules(self) -> list[str]:
        sel = [
            ".header",
            ".logo",
            ".menu",
            ".main",
            ".note",
            ".note-header",
            ".note-excerpt",
            ".text",
            ".grid",
            ".column",
            ".pagination",
            ".footer",
            ".intro",
            "[dir=rtl] .menu a",
        ]
        return css_rules("ng", sel, 240)

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "د ننګرهار غږ",
                "kirby-home",
                list=["baran", "rogtun", "maktab", "anar", "brief_lar", "naranj"],
                more="notes2",
            )
        )
        add(
            page(
                "notes",
                "/notes",
                "section",
                "خبرونه",
                "kirby-notes-listing",
                list=["baran", "rogtun", "maktab", "brief_lar", "anar", "naranj"],
                more="notes2",
            )
        )
        add(
            page(
                "notes2",
                "/notes/page:2",
                "section",
                "خبرونه – دوهم مخ",
                "kirby-notes-page-2",
                list=["lobghare", "brief_bres"],
                prev="notes",
            )
        )
        add(
            page(
                "tag_karhana",
                "/notes/tag:%DA%A9%D8%B1%D9%87%D9%86%D9%87",
                "tag",
                "ټګ: کرهنه",
                "kirby-tag-filter",
                list=["anar", "naranj"],
            )
        )
        add(
            story(
                "baran",
                "/notes/baran-aw-sailab",
                "په شېرزاد ولسوالۍ کې سېلاب درې کلي ووهل",
                "2026-12-01",
                None,
                "د ۲۰۲۶ د دسمبر ۱مه",
                ["احمد ولي", "نادیه صافي"],
                [
                    "د دوشنبې په شپه درنو بارانونو په شېرزاد ولسوالۍ کې سېلابونه جوړ کړل چې درې کلي یې زیانمن کړل. محلي چارواکي وايي چې لږ تر لږه اتلس کورونه وران شوي دي.",
                    "د ولسوالۍ مشر حاجي نورالله زړه ور وویل چې تر اوسه د مرګ ژوبلې خبر نشته، خو څو کورنۍ بې کوره شوې دي او په جومات کې یې شپه تېره کړه.",
                    "## مرستې لا نه دي رسېدلې",
                    "سیمه‌ییزو اوسېدونکو وویل چې سړک هم تړل شوی او موټر کلیو ته نشي رسېدای. یو اوسېدونکي، ګل محمد، وویل: «زموږ غنم او پسونه ټول اوبو یوړل.»",
                    "د تېر کال په [[nashta|ورته سېلاب]] کې هم دغه سړک تړل شوی و. د طبیعي پېښو د مدیریت ریاست وايي چې د خوړو او کمپلو لومړۍ کاروان به د چهارشنبې په ورځ سیمې ته ورسېږي.",
                ],
                "two-authors-aw-rtl-date-in-pashto-only",
                byline="احمد ولي او نادیه صافي",
            )
        )
        add(
            story(
                "rogtun",
                "/notes/da-rogtun-nawe-wad",
                "د ښځو روغتون ته نوې څانګه پرانیستل شوه",
                "2026-11-30",
                "2026-11-30T10:00:00+04:30",
                "د ۲۰۲۶ د نومبر ۳۰مه",
                ["نادیه صافي"],
                [
                    "په جلال‌اباد کې د ښځو او ماشومانو روغتون ته د نوي زېږېدلو ماشومانو لپاره نوې څانګه پرانیستل شوه چې شل بسترې لري.",
                    "د روغتون رییس ډاکټر شیرین ګل وویل چې دا څانګه د یوې خیریه ټولنې په مرسته جوړه شوې او څلور نوې ماشینونه یې لري.",
                    "هغې زیاته کړه چې پخوا به یې ډېر ماشومان پېښور ته استول، خو اوس به دا درملنه همدلته ترسره کېږي.",
                ],
                "plain-news-with-time-datetime",
                byline="نادیه صافي",
            )
        )
        add(
            story(
                "maktab",
                "/notes/marakca-la-showanki",
                "«ماشومان زموږ راتلونکې ده» – له یوه ښوونکي سره مرکه",
                "2026-11-29",
                None,
                "د ۲۰۲۶ د نومبر ۲۹مه",
                ["کریم شینواری"],
                [
                    "استاد عبدالرحیم دېرش کاله په کامه ولسوالۍ کې ښوونه کړې. هغه سږ کال د ولایت غوره ښوونکی وټاکل شو.",
                    "Q: تاسو ولې ښوونکی شوئ؟ || زما پلار بې سواده و او تل یې ویل چې کاش لیک لوست یې زده وای. ما غوښتل چې نور ماشومان دا ارمان ونه لري.",
                    "Q: اوس ستاسو په ښوونځي کې څومره زده کوونکي دي؟ || نږدې اته سوه، خو ټولګي یوازې لس دي. ځینې ټولګي د ونو لاندې کېږي.",
                    "Q: ستر ستونزه څه ده؟ || کتابونه. هر درې زده کوونکي یو کتاب لري. موږ پخپله کاپي کوو.",
                    "Q: راتلونکو ښوونکو ته څه وایئ؟ || صبر او مینه. ماشوم که مینه احساس کړي، هر څه زده کوي.",
                ],
                "qa-interview",
                byline="مرکه: کریم شینواری",
            )
        )
        add(
            story(
                "anar",
                "/notes/anar-tsh-anzorona",
                "انځورونه: د انارو بازار ګرم شو",
                "2026-11-28",
                None,
                "د ۲۰۲۶ د نومبر ۲۸مه",
                ["سمیع الله مومند"],
                [
                    "FIG: د انارو کرېټونه | د جلال‌اباد په مېوه بازار کې د انارو کرېټونه.",
                    "FIG: بزګر انار ټولوي | په سرخرود کې یو بزګر انار ټولوي.",
                    "سږ کال د انارو حاصل ښه شوی او بیه یې په کیلو کې شل افغانۍ ده.",
                ],
                "photo-story-photographer-author",
                byline="انځورونه: سمیع الله مومند",
                tags=["کرهنه"],
            )
        )
        add(
            story(
                "brief_lar",
                "/notes/torkham-lar-prantal",
                "د تورخم لاره بیا پرانیستل شوه",
                "2026-12-02",
                None,
                "د ۲۰۲۶ د دسمبر ۲مه",
                [],
                [
                    "د دوو ورځو بندېدو وروسته د تورخم لویه لاره د چهارشنبې په سهار بیا د ترافیکو پر مخ پرانیستل شوه. د ټرکونو اوږده کتار لا هم ولاړ دی.",
                    "SIGN: (ختیځ خبري اژانس)",
                ],
                "brief-agency-credit",
                byline="",
            )
        )
        add(
            story(
                "brief_bres",
                "/notes/bresh-na-shwa",
                "په مومندره کې برېښنا بیا راغله",
                "2026-11-27",
                None,
                "د ۲۰۲۶ د نومبر ۲۷مه",
                [],
                [
                    "په مومندره ولسوالۍ کې د یوې اونۍ بې برېښنايي وروسته د جمعې په ورځ برېښنا بېرته راغله.",
                ],
                "brief-one-sentence-no-credit-only-page2",
                byline="",
            )
        )
        add(
            story(
                "naranj",
                "/notes/naranj-gul-myla",
                "نظر: د نارنج ګل مېله یوازې جشن نه دی",
                "2026-11-26",
                None,
                "د ۲۰۲۶ د نومبر ۲۶مه",
                ["زرمینه احمدزۍ"],
                [
                    "هر کال چې د نارنج ګلونه غوړېږي، جلال‌اباد رنګین شي. خلک له کابل او نورو ولایتونو راځي، هوټلونه ډک شي او د دوکاندارانو کار ګرم شي.",
                    "خو موږ باید دا مېله یوازې د خوښۍ یوه ورځ ونه ګڼو. دا زموږ د ښار اقتصاد ته یو لوی فرصت دی چې تر اوسه مو ترې ښه ګټه نه ده اخیستې.",
                    "که ښاروالي د مېلې لپاره مخکې پلان جوړ کړي، د پارکینګ ځایونه برابر کړي او د ځایي لاسي صنایعو لپاره ځانګړی بازار جوړ کړي، زرګونه کورنۍ به ترې ګټه واخلي.",
                    "زه باور لرم چې زموږ ځوانان د دې کار وړتیا لري. یوازې یو څه باور او لږ څه پانګې ته اړتیا ده.",
                    "SIGN: — زرمینه احمدزۍ، د ننګرهار پوهنتون د اقتصاد استاده. دا لیکنه د لیکوالې شخصي نظر دی.",
                ],
                "opinion-signed-at-end",
                byline="",
                tags=["کرهنه"],
            )
        )
        add(
            story(
                "lobghare",
                "/notes/krikat-lobghare",
                "د ننګرهار کرکټ ټیم سیالي وګټله",
                "2026-11-25",
                "2026-11-25T16:00:00+04:30",
                "د ۲۰۲۶ د نومبر ۲۵مه",
                ["کریم شینواری"],
                [
                    "د ننګرهار سیمه‌ییز کرکټ ټیم د ختیځ زون په وروستۍ لوبه کې د لغمان ټیم ته په ۳۲ منډو ماتې ورکړه او جام یې وګاټه.",
                    "د ټیم کپتان شفیق الله وویل چې دا بریا د ولایت ټولو ځوانو لوبغاړو ته ډالۍ ده.",
                ],
                "sport-only-on-page2",
                byline="کریم شینواری",
            )
        )
        add(
            page(
                "video",
                "/video",
                "video",
                "ویډیو",
                "video-hub",
                [
                    'RAW:<div class="grid video-grid"><figure class="column"><a href="/video/sailab-shirzad"><img src="/media/pages/video/a1b2c3-1700000000/sailab-320x180.jpg" alt=""></a><figcaption>د شېرزاد سېلاب – ۲:۱۴</figcaption></figure><figure class="column"><a href="/video/anar-bazar"><img src="/media/pages/video/d4e5f6-1700000000/anar-320x180.jpg" alt=""></a><figcaption>د انارو بازار – ۱:۰۵</figcaption></figure><figure class="column"><a href="/video/krikat"><img src="/media/pages/video/0a9b8c-1700000000/krikat-320x180.jpg" alt=""></a><figcaption>د کرکټ جام – ۳:۴۰</figcaption></figure></div>',
                    "زموږ نورې ویډیوګانې په یوټیوب چینل کې وګورئ.",
                ],
            )
        )
        add(
            page(
                "pekhe",
                "/pekhe/kitab-mela",
                "events",
                "د کتاب مېله – جلال‌اباد ۲۰۲۶",
                "event-long-description",
                [
                    "نېټه: د دسمبر ۱۲ او ۱۳ | ځای: د ننګرهار پوهنتون لوی تالار",
                    "د کتاب کلنۍ مېله سږ کال د دوهم ځل لپاره جوړېږي. په دې مېله کې به له څلورویشتو زیاتو خپرندویو ټولنو کتابونه نندارې ته وړاندې شي او لیکوال به خپلو لوستونکو سره وګوري.",
                    "د مېلې په لومړۍ ورځ د پښتو شعر مشاعره ده او په دوهمه ورځ ماشومانو ته د کیسو لوستلو ځانګړې غونډه جوړېږي. ننوتل وړیا دي.",
                    "- سهار ۹ بجې: پرانیستنه",
                    "- غرمه ۲ بجې: مشاعره",
                    "- ماښام ۵ بجې: د کتابونو لاسلیک",
                    "د نورو معلوماتو لپاره د مېلې له دفتر سره اړیکه ونیسئ.",
                ],
            )
        )
        add(
            page(
                "dandi",
                "/dandi/khabaryal",
                "jobs",
                "دنده: خبریال/خبریاله",
                "job-ad",
                [
                    "د خپرېدو نېټه: د ۲۰۲۶ د نومبر ۲۰مه",
                    "د ننګرهار غږ د ښار د خبرونو لپاره یو خبریال یا خبریالې ته اړتیا لري.",
                    "## دندې",
                    "- د ورځنیو خبرونو راټولول او لیکل",
                    "- له خلکو سره مرکې",
                    "- انځور اخیستل",
                    "## شرطونه",
                    "په پښتو او دري ښه لیکل، لږ تر لږه دوه کاله تجربه. غوښتنلیکونه د دسمبر تر ۱۵مې پورې jobs@nangarharghag.test ته ولېږئ.",
                ],
            )
        )
        add(
            page(
                "clinic",
                "/rogtun-mahalwesh",
                "schedule",
                "د ښاري روغتون د ډاکټرانو مهالوېش",
                "timetable-with-prose",
                [
                    "د ژمي په موسم کې د روغتون بېروني څانګې سهار ۸ بجې پرانیستل کېږي او د ماسپښین ۲ بجې تړل کېږي. د جمعې په ورځ یوازې بیړنۍ څانګه خلاصه وي. ناروغان باید خپل تذکره له ځانه سره راوړي.",
                    "RAW:<table><tr><th>څانګه</th><th>ورځې</th><th>وخت</th></tr><tr><td>د ماشومانو</td><td>شنبه – چهارشنبه</td><td>۸:۰۰ – ۱۲:۰۰</td></tr><tr><td>د ښځو</td><td>شنبه – پنجشنبه</td><td>۸:۰۰ – ۲:۰۰</td></tr><tr><td>د سترګو</td><td>یکشنبه، سه‌شنبه</td><td>۹:۰۰ – ۱۲:۰۰</td></tr><tr><td>د غاښونو</td><td>دوشنبه</td><td>۸:۳۰ – ۱۱:۳۰</td></tr><tr><td>بیړنۍ</td><td>هره ورځ</td><td>۲۴ ساعته</td></tr></table>",
                ],
            )
        )
        add(
            page(
                "about",
                "/about",
                "about",
                "زموږ په اړه",
                "about-team",
                [
                    "د ننګرهار غږ یوه خپلواکه سیمه‌ییزه ورځپاڼه ده چې په ۲۰۱۹ کال کې جوړه شوه.",
                    "## زموږ ټیم",
                    "- احمد ولي – مسؤل مدیر",
                    "- نادیه صافي – خبریاله",
                    "- کریم شینواری – ورزشي خبریال",
                    "- سمیع الله مومند – انځورګر",
                    "پته: جلال‌اباد، د کابل سړک، دوهم پوړ. برېښنالیک: info@nangarharghag.test",
                ],
            )
        )
        add(
            page(
                "nashta",
                "/notes/zor-khabar",
                "soft404",
                "بخښنه غواړو، دا مخ ونه موندل شو",
                "soft-404-200",
                ["کېدای شي دا مخ لیرې شوی وي یا پته یې بدله شوې وي. مهرباني وکړئ بېرته لومړي مخ ته ولاړ شئ."],
            )
        )

    def frame(self, doc: Doc, main: str) -> str:
        cur = 'aria-current="page"'
        nav = "".join(self.a(k, t, "chrome:nav", cur if k == doc.key else "") for k, t in NAV)
        foot = " · ".join(self.a(k, t, "chrome:footer") for k, t in FOOT)
        return f"""<!DOCTYPE html>
<html lang="ps" dir="rtl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1.0">
<title>{esc(self.name)} | {esc(doc.title)}</title>
<link href="/assets/css/index.css" rel="stylesheet">
<link href="/assets/css/templates/{"note" if doc.is_article else "default"}.css" rel="stylesheet">
<style>/*PAD*/</style>
</head>
<body>
<header class="header">
{self.a("home", self.name, "chrome:header", "class=logo")}
<nav class="menu">{nav}</nav>
</header>
<main class="main">
{main}
</main>
<footer class="footer">
<div class="grid">
<div class="column" style="--columns: 8"><h2>{esc(self.name)}</h2><p>د ننګرهار خلکو لپاره، د ننګرهار خلکو لخوا.</p></div>
<div class="column" style="--columns: 4"><ul><li>{foot}</li></ul><p><a href="/feed">RSS</a> · <a href="https://getkirby.com">Made with Kirby</a></p></div>
</div>
</footer>
</body>
</html>
"""

    def story_main(self, doc: Doc) -> str:
        time = (
            f'<time class="note-date" datetime="{doc.iso}">{esc(doc.stamp)}</time>'
            if doc.iso
            else f'<span class="note-date">{esc(doc.stamp)}</span>'
        )
        by = f'<p class="note-author">{esc(doc.byline)}</p>' if doc.byline else ""
        tags = "".join(f"<li>{self.a('tag_karhana', t, 'tags')}</li>" for t in doc.extra.get("tags", []))
        tags_html = f'<ul class="note-tags">{tags}</ul>' if tags else ""
        arts = [k for k, d in self.docs.items() if d.is_article]
        i = arts.index(doc.key)
        prev_k, next_k = arts[i - 1], arts[(i + 1) % len(arts)]
        return f"""<article class="note">
<header class="note-header intro">
<h1>{esc(doc.title)}</h1>
{time}
{by}
</header>
<div class="note text">
{self.blocks(doc)}
</div>
<footer class="note-footer">
{tags_html}
<nav class="prevnext"><span>{self.a(prev_k, "← مخکینی", "chrome:related")}</span> <span>{self.a(next_k, "بل →", "chrome:related")}</span></nav>
</footer>
</article>"""

    def listing_main(self, doc: Doc) -> str:
        items = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            slug = d.path.rsplit("/", 1)[-1]
            inner = (
                f'<header><figure class="img" style="--w:16;--h:9"><img src="/media/pages/notes/{slug}/cover-600x.jpg" alt=""></figure>'
                f'<h2 class="note-excerpt-title">{esc(d.title)}</h2><time class="note-excerpt-date">{esc(d.stamp)}</time></header>'
            )
            items.append(
                f'<li class="column" style="--columns: 4"><article class="note-excerpt">{self.a(k, d.title, "content", inner=inner)}'
                f'<div class="note-excerpt-text">{esc(self.lede(d))}</div></article></li>'
            )
        pager = ""
        if "more" in doc.extra:
            pager = f'<nav class="pagination flex flex-center"><span aria-disabled="true">&larr;</span> {self.a(doc.extra["more"], "بل مخ →", "content")}</nav>'
        if "prev" in doc.extra:
            pager = (
                f'<nav class="pagination flex flex-center">{self.a(doc.extra["prev"], "← مخکینی مخ", "content")}</nav>'
            )
        intro = (
            '<header class="h1 intro"><h1>د ننګرهار غږ</h1><p>تازه خبرونه له ننګرهاره</p></header>'
            if doc.key == "home"
            else f'<header class="h1 intro"><h1>{esc(doc.title)}</h1></header>'
        )
        return f"""{intro}
<ul class="notes grid" style="--gutter: 1.5rem">
{"".join(items)}
</ul>
{pager}"""

    def service_main(self, doc: Doc) -> str:
        extra = (
            f"<p>{self.a('home', 'لومړی مخ', 'content')} · {self.a('notes', 'ټول خبرونه', 'content')}</p>"
            if doc.kind == "soft404"
            else ""
        )
        return f"""<header class="h1 intro"><h1>{esc(doc.title)}</h1></header>
<div class="text">
{self.blocks(doc)}
{extra}
</div>"""
