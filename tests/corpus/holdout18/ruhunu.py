# ruff: noqa: E501 (page texts and markup are long literal lines in their own scripts)
"""රුහුණු හඬ: a Sinhala regional paper on django CMS with an aldryn-newsblog-like news app (dated
/si/news/2026/11/30/slug/ URLs, /si/news/category/..., /si/news/author/..., ?page=2, month archive, csrf search
form, the cms toolbar markers, a language chooser), UTF-8. Honest og/article:published_time on stories (in
UTC: one story published just after midnight Colombo time carries the previous UTC day), but a NewsArticle
JSON-LD left on the "පුවත්" section front by the SEO plugin."""

from __future__ import annotations

import json

from common import Base, page, story
from sitekit import Doc, css_rules, esc

NAV = [
    ("home", "මුල් පිටුව"),
    ("news", "පුවත්"),
    ("cat_krida", "ක්‍රීඩා"),
    ("bus", "බස් කාලසටහන"),
    ("marana", "මරණ දැන්වීම්"),
    ("subscribe", "දායක වන්න"),
]
FOOT = [("nivaradi", "නිවැරදි කිරීම්"), ("subscribe", "දායකත්වය"), ("archive", "2026 නොවැම්බර් ලේඛනාගාරය"), ("search", "සොයන්න")]


class Ruhunu(Base):
    origin = "https://www.ruhunuhanda.test"
    name = "රුහුණු හඬ"
    prefix = "rh"
    language = "si"

    def pad_rules(self) -> list[str]:
        sel = [
            ".cms-plugin",
            ".aldryn-newsblog",
            ".aldryn-newsblog-article",
            ".aldryn-newsblog-meta",
            ".lead",
            ".navbar",
            ".footer",
            ".pagination",
            ".article-list-item",
            ".sidebar",
        ]
        return css_rules("rh", sel, 240)

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/si/",
                "home",
                "රුහුණු හඬ",
                "djangocms-home",
                list=["pasala", "gamvathura", "dhivara", "photo_pol", "brief_mahamarga", "nivadu", "krida"],
                more="news2",
            )
        )
        add(
            page(
                "news",
                "/si/news/",
                "section",
                "පුවත්",
                "newsblog-list-with-newsarticle-jsonld",
                list=["pasala", "gamvathura", "dhivara", "brief_mahamarga", "photo_pol", "nivadu"],
                more="news2",
            )
        )
        add(
            page(
                "news2",
                "/si/news/?page=2",
                "section",
                "පුවත් - පිටුව 2",
                "newsblog-list-page-2",
                list=["krida", "nivadu"],
                prev="news",
            )
        )
        add(page("cat_krida", "/si/news/category/krida/", "section", "ක්‍රීඩා", "newsblog-category", list=["krida"]))
        add(
            page(
                "archive",
                "/si/news/2026/11/",
                "section",
                "2026 නොවැම්බර්",
                "newsblog-month-archive",
                list=["dhivara", "photo_pol", "krida"],
            )
        )
        add(
            page(
                "author",
                "/si/news/author/nimali-de-silva/",
                "author",
                "නිමාලි ද සිල්වා",
                "author-profile-with-bio",
                list=["pasala", "gamvathura"],
                bio="නිමාලි ද සිල්වා 2014 සිට රුහුණු හඬ හි ජ්‍යෙෂ්ඨ වාර්තාකාරිනියයි. ඇය අධ්‍යාපනය, සෞඛ්‍යය සහ පළාත් පාලන ආයතන පිළිබඳ ලියයි. කොළඹ විශ්වවිද්‍යාලයෙන් ජනසන්නිවේදනය පිළිබඳ උපාධිය ලබා ඇති ඇය, 2022 වසරේ හොඳම ප්‍රාදේශීය වාර්තාකරු සම්මානය ද දිනා ගත්තාය. ගාල්ලේ උපන් ඇය දැනට මාතර පදිංචිව සිටී.",
            )
        )
        add(
            page(
                "search",
                "/si/news/search/?q=%E0%B6%B4%E0%B7%8F%E0%B7%83%E0%B6%BD",
                "search",
                "සෙවුම් ප්‍රතිඵල: පාසල",
                "newsblog-search",
                list=["pasala", "krida"],
            )
        )
        add(
            story(
                "pasala",
                "/si/news/2026/12/01/pasal-godanagili/",
                "මාතර පාසල් තුනකට නව ගොඩනැගිලි",
                "2026-12-01",
                "2026-12-01T04:20:00Z",
                "2026 දෙසැම්බර් 1",
                ["සුනිල් පෙරේරා", "නිමාලි ද සිල්වා"],
                [
                    "මාතර දිස්ත්‍රික්කයේ පාසල් තුනක් සඳහා නව පන්ති කාමර ගොඩනැගිලි ඉදිකිරීමට දකුණු පළාත් අධ්‍යාපන දෙපාර්තමේන්තුව රුපියල් මිලියන 180ක් වෙන් කර තිබේ.",
                    "ඒ අනුව අකුරැස්ස, දෙනියාය සහ හක්මණ ප්‍රදේශවල පාසල්වල ඉදිකිරීම් කටයුතු ජනවාරි මාසයේ ආරම්භ වනු ඇති බව පළාත් අධ්‍යාපන අධ්‍යක්ෂ ඩබ්ලිව්. එම්. ජයසේකර මහතා පැවසීය.",
                    "## සිසුන්ට තාවකාලික පන්ති",
                    "ඉදිකිරීම් කාලය තුළ සිසුන් සඳහා තාවකාලික පන්ති කාමර පාසල් ක්‍රීඩාංගණවල ඉදි කෙරේ. දෙමාපියන් කිහිප දෙනෙකු මේ පිළිබඳව කනස්සල්ල පළ කළ අතර, වැසි කාලයේදී ගැටලු මතු විය හැකි බව ඔවුහු පැවසූහ.",
                    "අකුරැස්ස මහා විද්‍යාලයේ විදුහල්පති කුමාරි රණසිංහ මහත්මිය පැවසුවේ දශක තුනකට පසු පාසලට නව ගොඩනැගිල්ලක් ලැබීම සතුටට කරුණක් බවයි.",
                ],
                "two-authors-saha",
                byline="සුනිල් පෙරේරා සහ නිමාලි ද සිල්වා",
                section="අධ්‍යාපනය",
                authors_keys=[None, "author"],
            )
        )
        add(
            story(
                "gamvathura",
                "/si/news/2026/12/01/gamvathura-yojana/",
                "ගම් දහයකට නල ජලය: ව්‍යාපෘතිය ආරම්භ කෙරේ",
                "2026-12-01",
                "2026-11-30T18:40:00Z",
                "2026 දෙසැම්බර් 1, පෙ.ව. 12:10",
                ["නිමාලි ද සිල්වා"],
                [
                    "කඹුරුපිටිය ප්‍රාදේශීය ලේකම් කොට්ඨාසයේ ගම්මාන දහයකට නල ජලය ලබා දීමේ ව්‍යාපෘතිය ඊයේ රාත්‍රියේ නිල වශයෙන් ආරම්භ කෙරිණි.",
                    "ජාතික ජල සම්පාදන මණ්ඩලය පවසන පරිදි පවුල් 2,400කට අධික සංඛ්‍යාවකට මෙමගින් පිරිසිදු පානීය ජලය ලැබෙනු ඇත. ව්‍යාපෘතියේ වියදම රුපියල් මිලියන 640කි.",
                    "නියඟ කාලයේදී කිලෝමීටර ගණනක් දුර ගොස් ජලය රැගෙන ඒමට සිදු වූ බව ප්‍රදේශවාසී කාන්තාවන් කිහිප දෙනෙක් අප සමඟ පැවසූහ.",
                    "පළමු අදියර ලබන වසරේ ජූනි මාසය වන විට නිම කිරීමට අපේක්ෂා කෙරේ.",
                ],
                "published-after-midnight-utc-previous-day",
                byline="නිමාලි ද සිල්වා",
                section="ප්‍රාදේශීය",
                authors_keys=["author"],
            )
        )
        add(
            story(
                "brief_mahamarga",
                "/si/news/2026/12/02/adhiveegi-maarga-vasima/",
                "දක්ෂිණ අධිවේගී මාර්ගයේ මංතීරුවක් අද වසයි",
                "2026-12-02",
                "2026-12-02T02:00:00Z",
                "2026 දෙසැම්බර් 2",
                [],
                [
                    "නඩත්තු කටයුතු හේතුවෙන් දක්ෂිණ අධිවේගී මාර්ගයේ ගාල්ල සහ පින්නදූව අතර එක් මංතීරුවක් අද පෙ.ව. 9 සිට ප.ව. 4 දක්වා වසා තබයි. රියදුරන් වේගය අඩු කරන ලෙස ඉල්ලා සිටී.",
                    "SIGN: (ප්‍රා.පු.සේ.)",
                ],
                "brief-agency-credit",
                byline="",
                section="ප්‍රවාහනය",
            )
        )
        add(
            story(
                "dhivara",
                "/si/news/2026/11/30/dhivara-jeewithaya/",
                "මුහුද නිහඬ වූ දිනවල: මිරිස්සේ ධීවරයන්ගේ ජීවිතය",
                "2026-11-30",
                None,
                "",
                ["කසුන් වීරසිංහ"],
                [
                    "උදේ හතරට මිරිස්ස වරායේ පහන් එළිය යට ධීවරයෝ දැල් අලුත්වැඩියා කරති. මෝසම් සුළං නිසා සති දෙකක් තිස්සේ ඔවුන්ට මුහුදු යාමට නොහැකි විය.",
                    "## ණය බර",
                    'පනස් හැවිරිදි ලලිත් ගුණවර්ධන මහතා පවසන්නේ ඉන්ධන මිල ඉහළ යාමත් සමඟ එක් ගමනකට රුපියල් 40,000කට වැඩි වියදමක් යන බවයි. "මාළු නැති දවසට ඒ ණය අපේ කරේ" ඔහු කීවේය.',
                    "ධීවර සමිතියේ සභාපති සමන්ත ලියනගේ මහතා පවසන්නේ සමිතියේ සාමාජිකයන් 300න් තුනෙන් එකක් පමණ බැංකු ණය ගෙවා ගැනීමට අපහසුතාවට පත්ව සිටින බවයි.",
                    "## රජයේ සහනාධාරය",
                    "ධීවර අමාත්‍යාංශය මෝසම් කාලය සඳහා මසකට රුපියල් 15,000ක දීමනාවක් නිවේදනය කර ඇතත්, එය තවමත් බොහෝ දෙනෙකුට ලැබී නොමැත.",
                    '"අපිට ඕනේ පිං නෙවෙයි, සාධාරණ මිලක්" යැයි ලලිත් මහතා පැවසුවේ නැවතත් දැල ගැට ගසමිනි.',
                    "මෙම වාර්තාව සකස් කළේ 2026 නොවැම්බර් 30 වන දින ය.",
                ],
                "feature-no-machine-date-date-in-sinhala-text",
                byline="කසුන් වීරසිංහ",
                section="විශේෂාංග",
                no_meta=True,
            )
        )
        add(
            story(
                "photo_pol",
                "/si/news/2026/11/29/pol-aswanna-chayaroopa/",
                "ඡායාරූප: පොල් අස්වැන්න වෙළඳපොළට",
                "2026-11-29",
                "2026-11-29T08:00:00Z",
                "2026 නොවැම්බර් 29",
                ["චමින්ද ලක්මාල්"],
                [
                    "FIG: පොල් ගොඩවල් | වැලිගම පොල් වෙන්දේසියේ ගොඩ ගසා ඇති පොල්.",
                    "FIG: ලොරියක් පටවයි | කොළඹට යවන පොල් ලොරියකට පටවමින්.",
                    "මෙවර පොල් අස්වැන්න පසුගිය වසරට වඩා සියයට 12කින් ඉහළ ගොස් ඇත.",
                ],
                "photo-story",
                byline="ඡායාරූප: චමින්ද ලක්මාල්",
                section="ආර්ථිකය",
            )
        )
        add(
            story(
                "nivadu",
                "/si/news/2026/11/28/nivadu-dina-sanchaaraka/",
                "නිවාඩු දිනවල සංචාරකයන් ගාල්ල කොටුවට",
                "2026-11-28",
                "2026-11-28T06:30:00Z",
                "2026 නොවැම්බර් 28",
                ["සුනිල් පෙරේරා"],
                [
                    "දෙසැම්බර් නිවාඩු සමය ආසන්න වීමත් සමඟ ගාල්ල කොටුවට පැමිණෙන සංචාරකයන් සංඛ්‍යාව ඉහළ ගොස් ඇත.",
                    "ගාල්ල මහ නගර සභාව පවසන්නේ සති අන්තයේ වාහන 3,000කට වැඩි ප්‍රමාණයක් කොටුවට ඇතුළු වූ බවයි. ඒ නිසා නව වාහන නැවැත්වීමේ ස්ථානයක් බලකොටු බිත්තියෙන් පිටත විවෘත කෙරේ.",
                    "කොටුවේ කුඩා හෝටල් හිමියන් පවසන්නේ ජනවාරි දක්වා කාමර සියල්ල වෙන්කර ඇති බවයි.",
                ],
                "plain-news",
                byline="සුනිල් පෙරේරා",
                section="සංචාරක",
            )
        )
        add(
            story(
                "krida",
                "/si/news/2026/11/27/rugby-jayagrahanaya/",
                "රග්බි: රාහුල විද්‍යාලයට අවසන් විනාඩියේ ජයක්",
                "2026-11-27",
                "2026-11-27T14:00:00Z",
                "2026 නොවැම්බර් 27",
                ["රුවන් කුමාර"],
                [
                    "මාතර කොටවිල පිට්ටනියේ පැවති පාසල් රග්බි තරගයේදී රාහුල විද්‍යාලය ලකුණු 18-15ක් ලෙස ශාන්ත තෝමස් විද්‍යාලය පරාජය කළේය.",
                    "තරගය අවසන් වීමට විනාඩියක් තිබියදී පිටුපෙළ ක්‍රීඩක දිනුක සඳරුවන් ලබාගත් ට්‍රයිය ජයග්‍රහණය තීරණය කළේය.",
                ],
                "sport-only-page2-category-archive",
                byline="රුවන් කුමාර",
                section="ක්‍රීඩා",
            )
        )
        add(
            page(
                "nivaradi",
                "/si/nivaradi-kirim/",
                "correction",
                "නිවැරදි කිරීම්",
                "corrections-page",
                [
                    "අවසන් යාවත්කාලීන කිරීම: 2026 නොවැම්බර් 26",
                    "රුහුණු හඬ අපගේ වාර්තාවල සිදුවන වැරදි හැකි ඉක්මනින් නිවැරදි කරයි. පහත දැක්වෙන්නේ මෑත කාලයේ කළ නිවැරදි කිරීම් ය.",
                    "## නොවැම්බර් 24",
                    '"මාතර නගර සභා අයවැය සම්මතයි" වාර්තාවේ අයවැය මුදල රුපියල් මිලියන 820ක් ලෙස සඳහන් විය. නිවැරදි මුදල රුපියල් මිලියන 780කි.',
                    "## නොවැම්බර් 18",
                    "හක්මණ රෝහල පිළිබඳ වාර්තාවේ වෛද්‍ය අධිකාරීවරයාගේ නම වැරදියට සඳහන් විය. ඔහු වෛද්‍ය එස්. පී. අබේරත්න මහතාය.",
                    "වැරැද්දක් දුටුවහොත් nivaradi@ruhunuhanda.test වෙත දන්වන්න.",
                ],
            )
        )
        add(
            page(
                "bus",
                "/si/bus-kaalasatahana/",
                "schedule",
                "මාතර - ගාල්ල බස් කාලසටහන",
                "timetable-with-prose",
                [
                    "දකුණු පළාත් මාර්ග මගී ප්‍රවාහන අධිකාරිය විසින් දෙසැම්බර් 1 සිට නව කාලසටහනක් ක්‍රියාත්මක කර ඇත. උදෑසන කාර්යාල වේලාවේදී බස් රථ විනාඩි 10කට වරක් ධාවනය වන අතර රාත්‍රී අවසන් බස් රථය ප.ව. 10:30ට මාතරින් පිටත් වේ. පෝය දිනවල කාලසටහන වෙනස් විය හැක.",
                    'RAW:<table class="table"><tr><th>මාතරින් පිටත් වේ</th><th>ගාල්ලට ළඟා වේ</th><th>වර්ගය</th></tr><tr><td>05:30</td><td>06:45</td><td>සාමාන්‍ය</td></tr><tr><td>06:00</td><td>07:05</td><td>අර්ධ සුඛෝපභෝගී</td></tr><tr><td>06:10</td><td>07:25</td><td>සාමාන්‍ය</td></tr><tr><td>07:00</td><td>08:05</td><td>අර්ධ සුඛෝපභෝගී</td></tr><tr><td>12:00</td><td>13:15</td><td>සාමාන්‍ය</td></tr><tr><td>17:30</td><td>18:45</td><td>සාමාන්‍ය</td></tr><tr><td>22:30</td><td>23:40</td><td>රාත්‍රී</td></tr></table>',
                ],
            )
        )
        add(
            page(
                "marana",
                "/si/marana-danweem/",
                "obituaries",
                "මරණ දැන්වීම්",
                "obituaries-list",
                [
                    "## ජයසේන, ඩී. ඒ. (82)",
                    "වැලිගම, කපුවත්ත පදිංචි විශ්‍රාමික ගුරුවරයෙකි. ආදරණීය සැමියා සහ පියා. අවසන් කටයුතු දෙසැම්බර් 3 ප.ව. 4ට කපුවත්ත සුසානභූමියේදී.",
                    "## රණවක, සෝමා (76)",
                    "මාතර, පොල්හේන. දෙසැම්බර් 1 දින අභාවප්‍රාප්ත විය. දේහය නිවසේ තැන්පත් කර ඇත.",
                    "## පතිරණ, ගාමිණී (69)",
                    "අකුරැස්ස. කලක් සමූපකාර සමිතියේ කළමනාකරු. ආදාහනය දෙසැම්බර් 4.",
                    "දැන්වීම් භාර ගැනීම: 041 222 0000",
                ],
            )
        )
        add(
            page(
                "subscribe",
                "/si/dayaka-wanna/",
                "subscribe",
                "රුහුණු හඬ දායකත්වය",
                "subscribe",
                [
                    "සෑම උදෑසනකම දකුණේ පුවත් ඔබේ විද්‍යුත් තැපෑලට.",
                    "- මාසික: රුපියල් 450",
                    "- වාර්ෂික: රුපියල් 4,500",
                    "- ශිෂ්‍ය දායකත්වය: රුපියල් 200",
                    'RAW:<form class="form-subscribe" method="post" action="/si/dayaka-wanna/"><input type="hidden" name="csrfmiddlewaretoken" value="x7Jd0q"><input type="email" name="email" placeholder="ඊමේල්"><button>දායක වන්න</button></form>',
                ],
            )
        )

    def ld(self, doc: Doc) -> str:
        if doc.key == "news":
            data = {
                "@context": "https://schema.org",
                "@type": "NewsArticle",
                "headline": "පුවත්",
                "datePublished": "2024-03-11T09:00:00Z",
                "author": {"@type": "Organization", "name": self.name},
                "publisher": {"@type": "Organization", "name": self.name},
            }
            return f'<script type="application/ld+json">{json.dumps(data, ensure_ascii=False)}</script>'
        return ""

    def head(self, doc: Doc) -> str:
        metas = [
            f"<title>{esc(doc.title)} - {esc(self.name)}</title>",
            '<meta name="viewport" content="width=device-width, initial-scale=1">',
        ]
        if doc.is_article and not doc.extra.get("no_meta"):
            metas += [
                '<meta property="og:type" content="article">',
                f'<meta property="og:title" content="{esc(doc.title)}">',
                f'<meta property="og:url" content="{self.url(doc.key)}">',
                f'<meta property="article:published_time" content="{doc.iso}">',
            ]
        elif not doc.is_article:
            metas += [
                '<meta property="og:type" content="website">',
                f'<meta property="og:title" content="{esc(doc.title)}">',
            ]
        metas.append('<link rel="stylesheet" href="/static/css/base.9f2c1e.css">')
        metas.append('<link rel="alternate" hreflang="en" href="/en/">')
        return "\n".join(metas) + "\n" + self.ld(doc)

    def frame(self, doc: Doc, main: str) -> str:
        nl = 'class="nav-link"'
        nav = "".join(
            f'<li class="nav-item{" active" if k == doc.key else ""}">{self.a(k, t, "chrome:nav", nl)}</li>'
            for k, t in NAV
        )
        foot = "".join(f"<li>{self.a(k, t, 'chrome:footer')}</li>" for k, t in FOOT)
        return f"""<!DOCTYPE html>
<html lang="si">
<head>
<meta charset="utf-8">
{self.head(doc)}
<style>/*PAD*/</style>
</head>
<body class="page-{esc(doc.kind)}">
<!-- cms toolbar placeholder -->
<header class="site-header">
<div class="container">
{self.a("home", self.name, "chrome:header", "class=navbar-brand")}
<form class="language-chooser" action="/i18n/setlang/" method="post"><input type="hidden" name="csrfmiddlewaretoken" value="x7Jd0q"><ul><li class="active"><span>සිං</span></li><li><a href="/en/">EN</a></li><li><a href="/ta/">த</a></li></ul></form>
<nav class="navbar navbar-expand-lg"><ul class="navbar-nav">{nav}</ul></nav>
</div>
</header>
<main class="container">
<div class="row">
{main}
</div>
</main>
<footer class="footer">
<div class="container">
<div class="cms-plugin cms-plugin-42"><ul class="footer-links">{foot}</ul></div>
<p class="copyright">© 2026 රුහුණු හඬ ප්‍රකාශන (පුද්.) සමාගම, මාතර. <a href="/si/privacy/">රහස්‍යතා ප්‍රතිපත්තිය</a></p>
</div>
</footer>
<script src="/static/js/bundle.4ac1.js"></script>
</body>
</html>
"""

    def sidebar(self) -> str:
        return (
            '<aside class="col-md-4 sidebar"><div class="cms-plugin aldryn-newsblog-categories"><h3>ප්‍රවර්ග</h3><ul>'
            f"<li>{self.a('cat_krida', 'ක්‍රීඩා', 'chrome:rail')}</li></ul></div>"
            '<div class="cms-plugin aldryn-newsblog-archive"><h3>ලේඛනාගාරය</h3><ul>'
            f'<li>{self.a("archive", "2026 නොවැම්බර්", "chrome:rail")}</li><li><a href="/si/news/2026/10/">2026 ඔක්තෝබර්</a></li></ul></div>'
            f'<div class="cms-plugin aldryn-newsblog-authors"><h3>ලේඛකයෝ</h3><ul><li>{self.a("author", "නිමාලි ද සිල්වා", "chrome:rail")}</li></ul></div>'
            '<form class="aldryn-newsblog-search" action="/si/news/search/" method="get"><input name="q" type="search"><button>සොයන්න</button></form></aside>'
        )

    def story_main(self, doc: Doc) -> str:
        byline = ""
        if doc.byline:
            keys = doc.extra.get("authors_keys")
            if keys and doc.authors:
                names = [self.a(k, n, "byline") if k else esc(n) for k, n in zip(keys, doc.authors, strict=True)]
                byline = f'<p class="aldryn-newsblog-meta byline">{" සහ ".join(names)}</p>'
            else:
                byline = f'<p class="aldryn-newsblog-meta byline">{esc(doc.byline)}</p>'
        date = (
            f'<p class="aldryn-newsblog-meta date"><time>{esc(doc.stamp)}</time> | {esc(doc.section)}</p>'
            if doc.stamp
            else f'<p class="aldryn-newsblog-meta">{esc(doc.section)}</p>'
        )
        related = [k for k, d in self.docs.items() if d.is_article and k != doc.key][-3:]
        rel = "".join(f"<li>{self.a(k, self.docs[k].title, 'chrome:related')}</li>" for k in related)
        return f"""<div class="col-md-8">
<ol class="breadcrumb"><li>{self.a("home", "මුල් පිටුව", "chrome:breadcrumb")}</li><li>{self.a("news", "පුවත්", "chrome:breadcrumb")}</li></ol>
<article class="aldryn-newsblog-article aldryn-newsblog-detail">
<h1>{esc(doc.title)}</h1>
{date}
{byline}
<div class="aldryn-newsblog-content cms-plugin cms-plugin-text">
{self.blocks(doc)}
</div>
</article>
<div class="aldryn-newsblog-related"><h3>අදාළ පුවත්</h3><ul>{rel}</ul></div>
<p class="share">බෙදා ගන්න: <a href="https://facebook.test/sharer">Facebook</a> · <a href="https://wa.test/send">WhatsApp</a></p>
</div>
{self.sidebar()}"""

    def listing_main(self, doc: Doc) -> str:
        items = []
        more = 'class="more"'
        for k in doc.extra["list"]:
            d = self.docs[k]
            items.append(
                f'<article class="aldryn-newsblog-article article-list-item"><h2>{self.a(k, d.title, "content")}</h2>'
                f'<p class="aldryn-newsblog-meta">{esc(d.extra.get("list_stamp", d.stamp or "2026 නොවැම්බර් 30"))} | {esc(d.section)}</p>'
                f'<div class="lead">{esc(self.lede(d))}</div>{self.a(k, "තවත් කියවන්න »", "content", more)}</article>'
            )
        pager = ""
        if "more" in doc.extra:
            pager = f'<ul class="pagination"><li class="active"><span>1</span></li><li>{self.a(doc.extra["more"], "2", "content")}</li><li>{self.a(doc.extra["more"], "ඊළඟ »", "content")}</li></ul>'
        if "prev" in doc.extra:
            pager = f'<ul class="pagination"><li>{self.a(doc.extra["prev"], "« පෙර", "content")}</li><li class="active"><span>2</span></li></ul>'
        bio = ""
        if "bio" in doc.extra:
            bio = f'<div class="aldryn-people-person"><img class="avatar" src="/media/filer_public_thumbnails/people/nimali.jpg__120x120_q85_crop.jpg" alt=""><p class="function">ජ්‍යෙෂ්ඨ වාර්තාකාරිනී</p><p class="bio">{esc(doc.extra["bio"])}</p><p>ඊමේල්: nimali@ruhunuhanda.test</p></div>'
        welcome = '<div class="cms-plugin jumbotron"><p>දකුණේ හඬ - 1998 සිට</p></div>' if doc.key == "home" else ""
        return f"""<div class="col-md-8">
{welcome}
<h1>{esc(doc.title)}</h1>
{bio}
<div class="aldryn-newsblog aldryn-newsblog-list">
{"".join(items)}
</div>
{pager}
</div>
{self.sidebar()}"""

    def service_main(self, doc: Doc) -> str:
        return f"""<div class="col-md-8">
<ol class="breadcrumb"><li>{self.a("home", "මුල් පිටුව", "chrome:breadcrumb")}</li></ol>
<h1>{esc(doc.title)}</h1>
<div class="cms-plugin cms-plugin-text">
{self.blocks(doc)}
</div>
</div>
{self.sidebar()}"""
