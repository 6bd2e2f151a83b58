# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; Sinhala text and typographic quotes are deliberate)
"""ලක් හඬ Lak Handa: a Colombo bilingual news site on **Drupal 10** with language-prefixed paths (`/si/…` Sinhala,
`/en/…` English, one host; `node--type-article`, `field--name-body`, `field--name-field-byline`, views rows,
`drupal-settings-json`, pager `?page=1` for the second page, core search `/si/search/node?keys=`), UTF-8. Dates are
printed "2026 දෙසැම්බර් 04 - 08:40" (Sinhala) and "Friday, December 4, 2026 - 10:15" (English); Drupal's
`<time datetime>` is in **UTC** on every story (the editorial, up at 00:20 on 4 Dec in Colombo, says 18:50Z on
3 Dec). The schema.org metatag JSON-LD is uneven: "+0530" without a colon on the train story, the water brief's in
**UTC** from a server left on UTC (20:10Z on 3 Dec = 01:40 on 4 Dec), the Port City story's author the Drupal user
name "bizdesk", and the editorial has none. Sinhala stories end with a "(ඡායාරූප: …)" photo credit and the
English feature with "Pics by …": credits, not authors, not body. A cricket scorecard, an e-paper subscription
page and the two language fronts are not articles."""

from __future__ import annotations

import datetime as dt
import json
from typing import Any

from common import Base, jsonld, page, story
from sitekit import Doc, css_rules, esc

SI_ARTS = ["train", "paddy", "exam", "water"]
EN_ARTS = ["tea", "port", "editorial", "palmyrah"]
SITE = "ලක් හඬ"
SITE_EN = "Lak Handa"
SLT = dt.timezone(dt.timedelta(hours=5, minutes=30))
SI_MONTHS = {11: "නොවැම්බර්", 12: "දෙසැම්බර්"}


def local(when: str) -> dt.datetime:
    return dt.datetime.strptime(when, "%Y-%m-%d %H:%M").replace(tzinfo=SLT)


def utc_z(when: str) -> str:
    return local(when).astimezone(dt.UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def printed(when: str, lang: str) -> str:
    d = local(when)
    if lang == "si":
        return f"{d.year} {SI_MONTHS[d.month]} {d.day:02d} - {d:%H:%M}"
    return f"{d:%A}, {d:%B} {d.day}, {d.year} - {d:%H:%M}"


def ld_time(when: str, style: str) -> str | None:
    """The schema.org metatag's datePublished: '+05:30', '+0530' (no colon), 'utc' (server on UTC) or none."""
    d = local(when)
    if style == "colon":
        return d.isoformat()
    if style == "nocolon":
        return d.strftime("%Y-%m-%dT%H:%M:%S+0530")
    if style == "utc":
        return d.astimezone(dt.UTC).strftime("%Y-%m-%dT%H:%M:%S+0000")
    return None


def lkstory(
    key: str,
    path: str,
    title: str,
    when: str,
    lang: str,
    authors: list[str],
    lines: list[str],
    shape: str,
    ld: str = "colon",
    **extra: Any,
) -> Doc:
    return story(
        key,
        path,
        title,
        when[:10],
        ld_time(when, ld),
        printed(when, lang),
        authors,
        lines,
        shape,
        lang=lang,
        when=when,
        ld=ld,
        **extra,
    )


class Lakhanda(Base):
    origin = "https://www.lakhanda.test"
    name = SITE
    prefix = "lkh"
    language = "si"
    content_type = "text/html; charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "lkh",
            [
                ".layout-container",
                ".region-primary-menu .menu li",
                ".node--type-article .node__meta",
                ".field--name-body p",
                ".views-row",
                ".pager__item",
                ".language-switcher-language-url",
                ".scorecard table td",
                "footer .region-footer",
            ],
            260,
        )

    def lang(self, doc: Doc) -> str:
        return doc.extra.get("lang", "si")

    def build(self) -> None:
        add = self.add
        add(page("home", "/si", "home", SITE, "drupal-front-si", list=["train", "water", "paddy", "exam"], lang="si"))
        add(
            page(
                "enhome",
                "/en",
                "home",
                SITE_EN,
                "drupal-front-en",
                list=["tea", "editorial", "port", "palmyrah", "scorecard"],
                lang="en",
            )
        )
        add(
            page(
                "local",
                "/si/local-news",
                "section",
                "දේශීය පුවත්",
                "drupal-view-section",
                list=["train", "water", "paddy"],
                more="local2",
                lang="si",
                older=[("/si/news/48150", "ගාල්ල කොටුවේ සංචාරක වාහන නැවැත්වීමට නව නීති", "2026 දෙසැම්බර් 01 - 17:10")],
            )
        )
        add(
            page(
                "local2",
                "/si/local-news?page=1",
                "section",
                "දේශීය පුවත්",
                "drupal-view-section-page2",
                list=["exam"],
                lang="si",
                older=[
                    ("/si/news/48121", "මහනුවර ඇසළ පෙරහැර සඳහා නව ආරක්ෂක සැලැස්මක්", "2026 නොවැම්බර් 30 - 14:05"),
                    ("/si/news/48102", "යාපනය - කොළඹ රාත්‍රී දුම්රිය නැවත ධාවනය", "2026 නොවැම්බර් 30 - 09:20"),
                    ("/si/news/48087", "කුරුණෑගල නව බස් නැවතුම්පොළ ජනවාරියේ විවෘත කෙරේ", "2026 නොවැම්බර් 29 - 16:45"),
                ],
            )
        )
        add(
            page(
                "search",
                "/si/search/node?keys=දුම්රිය",
                "search",
                "සෙවුම් ප්‍රතිඵල",
                "drupal-core-search",
                list=["train"],
                lang="si",
                older=[("/si/news/48102", "යාපනය - කොළඹ රාත්‍රී දුම්රිය නැවත ධාවනය", "")],
            )
        )
        add(
            page(
                "tag",
                "/en/tags/tea",
                "tag",
                "Tea",
                "drupal-taxonomy-term",
                list=["tea"],
                lang="en",
                older=[
                    (
                        "/en/news/tea-smallholders-seek-higher-green-leaf-price",
                        "Tea smallholders seek higher green leaf price",
                        "Friday, November 27, 2026 - 13:40",
                    ),
                    (
                        "/en/news/ceylon-tea-exports-to-iraq-hit-record",
                        "Ceylon tea exports to Iraq hit record",
                        "Thursday, November 19, 2026 - 09:05",
                    ),
                ],
            )
        )
        add(
            page(
                "author",
                "/en/author/dilani-perera",
                "author",
                "Dilani Perera",
                "drupal-user-profile",
                list=["tea"],
                lang="en",
                bio="Dilani Perera covers plantations, trade and the Colombo Stock Exchange for Lak Handa's English edition.",
                older=[
                    (
                        "/en/news/rubber-prices-firm-on-tyre-demand",
                        "Rubber prices firm on tyre demand",
                        "Tuesday, December 1, 2026 - 15:30",
                    )
                ],
            )
        )
        add(
            page(
                "scorecard",
                "/en/sports/scorecard/colts-v-ncc-major-clubs-final-2026",
                "results",
                "Colts CC v NCC, Major Clubs One-Day Final – Scorecard",
                "cricket-scorecard-tables",
                lang="en",
                stamp="Thursday, December 3, 2026 - 19:05",
                innings=[
                    (
                        "NCC 231/8 (50 ov)",
                        [
                            ("Pasindu Weerakkody", "c Dias b Fernando", "64", "81"),
                            ("Sahan Abeywickrama", "lbw b Rajapakse", "12", "20"),
                            ("Kavindu Senanayake", "b Fernando", "47", "58"),
                            ("Thilan Jayawardena", "run out (Dias)", "38", "41"),
                            ("Ravindu Gamage", "not out", "29", "27"),
                        ],
                        [
                            ("Chamod Fernando", "10", "1", "42", "3"),
                            ("Isuru Rajapakse", "10", "0", "51", "2"),
                            ("Nuwan Dias", "10", "0", "38", "1"),
                        ],
                    ),
                    (
                        "Colts CC 232/5 (47.3 ov)",
                        [
                            ("Dinuka Samarasekara", "c Gamage b Perera", "88", "102"),
                            ("Lahiru Madushanka", "b Weerasinghe", "19", "25"),
                            ("Nuwan Dias", "not out", "71", "66"),
                            ("Akila Bandara", "c & b Perera", "22", "19"),
                        ],
                        [
                            ("Sachith Perera", "10", "0", "44", "2"),
                            ("Heshan Weerasinghe", "9.3", "1", "49", "1"),
                            ("Ravindu Gamage", "8", "0", "41", "0"),
                        ],
                    ),
                ],
                result="Colts CC won by 5 wickets (with 15 balls remaining). Player of the match: Nuwan Dias.",
            )
        )
        add(
            page(
                "subscribe",
                "/en/epaper/subscribe",
                "subscribe",
                "Subscribe to the Lak Handa ePaper",
                "epaper-subscription-plans",
                [
                    "Read the full print edition of Lak Handa and Lak Handa Sunday on your phone, tablet or computer, every day from 5 a.m.",
                    "- Monthly: Rs. 950",
                    "- Six months: Rs. 4,900",
                    "- Annual: Rs. 8,900 (two months free)",
                    "Payments by credit card, debit card or mobile wallet. Subscriptions renew automatically and can be cancelled at any time from your account page.",
                ],
                lang="en",
            )
        )
        add(
            page(
                "privacy",
                "/en/privacy-policy",
                "policy",
                "Privacy Policy",
                "drupal-basic-page-policy",
                [
                    "Last updated: 20 October 2026",
                    "Lak Handa (Pvt) Ltd respects your privacy. This policy explains what personal data we collect when you use our websites, apps and ePaper, and how we use it, in line with the Personal Data Protection Act.",
                    "## Cookies",
                    "We use cookies to keep you signed in, to remember your language choice (Sinhala or English) and to measure readership. Advertising partners may set their own cookies.",
                    "## Contact",
                    "Write to the Data Protection Officer at privacy@lakhanda.test.",
                ],
                lang="en",
            )
        )

        add(
            lkstory(
                "train",
                "/si/news/48213",
                "නායයෑම් හේතුවෙන් බදුලු මාර්ගයේ දුම්රිය ධාවනය අත්හිටුවයි",
                "2026-12-04 08:40",
                "si",
                ["ලසන්ත වීරසිංහ"],
                [
                    "පසුගිය දින කිහිපය තුළ ඇද හැලුණු අධික වර්ෂාව හේතුවෙන් ඇති වූ නායයෑම් කිහිපයක් නිසා බදුලු මාර්ගයේ නානුඔය සහ බදුල්ල අතර දුම්රිය ධාවනය තාවකාලිකව අත්හිටුවා ඇති බව දුම්රිය දෙපාර්තමේන්තුව පවසයි.",
                    "ඉදල්ගස්හින්න සහ ඔහිය අතර ස්ථාන තුනක දුම්රිය මාර්ගය මතට පස් කඳු සහ ගල් පෙරළී ඇති අතර, එක් ස්ථානයක දුම්රිය මාර්ගයට යටින් පස් සේදී ගොස් ඇත. ඊයේ (03) සවස කොළඹ කොටුවේ සිට බදුල්ල බලා ගමන් කළ දුම්රිය නානුඔය දුම්රිය ස්ථානයේදී නවතා මගීන් බස් රථ මගින් ඉදිරියට යැවීමට කටයුතු කළේය.",
                    "FIG: නායයෑම | ඉදල්ගස්හින්න ප්‍රදේශයේ දුම්රිය මාර්ගය මතට කඩා වැටුණු පස් කන්ද",
                    "දුම්රිය දෙපාර්තමේන්තුවේ මෙහෙයුම් අධිකාරී සුනිල් රත්නායක මහතා පැවසුවේ, මාර්ගය පිරිසිදු කිරීමට සේවකයින් 120කට අධික පිරිසක් යොදවා ඇති බවත්, කාලගුණය යහපත් වුවහොත් ලබන සඳුදා වන විට දුම්රිය ධාවනය යළි ආරම්භ කළ හැකි වනු ඇති බවත්ය.",
                    "මේ අතර, බදුල්ල, නුවරඑළිය සහ කෑගල්ල දිස්ත්‍රික්ක සඳහා නිකුත් කළ නායයෑම් පිළිබඳ රතු නිවේදනය තවදුරටත් බලාත්මක කර ඇත. අවදානම් සහිත ප්‍රදේශවල ජීවත් වන පවුල් 340කට අධික සංඛ්‍යාවක් ආරක්ෂිත ස්ථාන කරා ඉවත් කර ඇති බව ආපදා කළමනාකරණ මධ්‍යස්ථානය සඳහන් කළේය.",
                    "ඇල්ල සහ හපුතලේ ප්‍රදේශවලට පැමිණි දේශීය හා විදේශීය සංචාරකයින් රැසකට ද මෙම තත්ත්වය හේතුවෙන් අපහසුතාවලට මුහුණ දීමට සිදු විය. දෙසැම්බර් නිවාඩු සමය ආරම්භයේදීම දුම්රිය සේවය නතර වීම තම ව්‍යාපාරවලට බලපාන බව සංචාරක ව්‍යාපාරිකයෝ පවසති.",
                    "දුම්රිය සේවය නතර වීම නිසා දිනපතා රැකියා සඳහා ගමන් කරන මගීන් ද දැඩි අපහසුතාවට පත්ව සිටිති. නානුඔය දුම්රිය ස්ථානයේ සිට බදුල්ල දක්වා මගීන් ප්‍රවාහනය සඳහා බස් රථ දහයක් යොදවා ඇති බව ශ්‍රී ලංකා ගමනාගමන මණ්ඩලය පවසයි.",
                    "කාලගුණ විද්‍යා දෙපාර්තමේන්තුව පවසන්නේ ලබන පැය 48 තුළ මධ්‍යම සහ ඌව පළාත්වල මිලිමීටර් 100ට වැඩි තද වැසි ඇති විය හැකි බවයි. කඳුකර ප්‍රදේශවල වාහන ධාවනය කරන රියදුරන් විශේෂයෙන් සැලකිලිමත් විය යුතු බව ද දෙපාර්තමේන්තුව අවධාරණය කරයි.",
                    "RAW:<p><em>(ඡායාරූප: නුවන් කුමාර)</em></p>",
                ],
                "sinhala-byline-photo-credit-jsonld-no-colon-offset",
                ld="nocolon",
                section="දේශීය පුවත්",
                search=True,
            )
        )
        add(
            lkstory(
                "paddy",
                "/si/news/48190",
                "මහ කන්නයේ පොහොර සහනාධාරය ගොවීන්ගේ බැංකු ගිණුම්වලට",
                "2026-12-03 15:20",
                "si",
                [],
                [
                    "මෙවර මහ කන්නයේ වී වගාව සඳහා පොහොර සහනාධාරයේ දෙවන වාරිකය ගොවීන්ගේ බැංකු ගිණුම්වලට බැර කිරීම අද (03) සිට ආරම්භ කළ බව කෘෂිකර්ම අමාත්‍යාංශය නිවේදනය කරයි.",
                    "ඒ අනුව වී වගා කරන හෙක්ටයාරයකට රුපියල් 15,000 බැගින් උපරිම හෙක්ටයාර දෙකක් සඳහා මෙම මුදල ලබා දෙනු ලැබේ. දිවයින පුරා ගොවීන් ලක්ෂ හයකට අධික පිරිසක් මෙම සහනාධාරය ලැබීමට සුදුසුකම් ලබා ඇත.",
                    "ගොවි සංවිධාන හරහා ලියාපදිංචි වී ඇති සියලු ගොවීන්ට ලබන සතිය අවසන් වීමට පෙර මුදල් ලැබෙනු ඇති බව ගොවිජන සේවා දෙපාර්තමේන්තුවේ නිලධාරියෙක් පැවසීය. ගිණුම් තොරතුරු වැරදි ලෙස ඇතුළත් කර ඇති ගොවීන් ප්‍රදේශයේ ගොවිජන සේවා මධ්‍යස්ථානය හමුවිය යුතු බව ද ඔහු කියා සිටියේය.",
                    "කෙසේ වෙතත් පොළොන්නරුව සහ අනුරාධපුර ප්‍රදේශවල ගොවීන් පවසන්නේ පොහොර මිල ඉහළ ගොස් ඇති බැවින් මෙම මුදල ප්‍රමාණවත් නොවන බවයි. යූරියා පොහොර කිලෝග්‍රෑම් 50ක මල්ලක මිල රුපියල් 11,500 දක්වා ඉහළ ගොස් ඇති බව ඔවුහු කියති.",
                    "RAW:<p><em>(ඡායාරූප: සමන් ජයලත්)</em></p>",
                ],
                "no-byline-photo-credit-only",
                section="දේශීය පුවත්",
            )
        )
        add(
            lkstory(
                "exam",
                "/si/news/48172",
                "සාමාන්‍ය පෙළ විභාගය ලබන සඳුදා ඇරඹේ: ප්‍රවේශපත්‍ර නොලැබුණු අයට උපදෙස්",
                "2026-12-02 11:00",
                "si",
                ["චමිලා ජයසූරිය"],
                [
                    "2026 අධ්‍යයන පොදු සහතික පත්‍ර (සාමාන්‍ය පෙළ) විභාගය ලබන සඳුදා (07) සිට දෙසැම්බර් 17 දක්වා දිවයින පුරා විභාග මධ්‍යස්ථාන 3,420ක පැවැත්වෙන බව විභාග දෙපාර්තමේන්තුව පවසයි. මෙවර විභාගයට අපේක්ෂකයින් 4,12,000කට අධික සංඛ්‍යාවක් පෙනී සිටිති.",
                    "පාසල් අපේක්ෂකයින්ගේ ප්‍රවේශපත්‍ර දැනටමත් විදුහල්පතිවරුන් වෙත යවා ඇති අතර, පෞද්ගලික අපේක්ෂකයින්ට ඒවා තැපෑලෙන් යවා ඇත. ප්‍රවේශපත්‍ර නොලැබුණු පෞද්ගලික අපේක්ෂකයින්ට විභාග දෙපාර්තමේන්තුවේ නිල වෙබ් අඩවියෙන් ඒවා බාගත කර ගත හැකිය.",
                    "විභාග ශාලාවට ජංගම දුරකථන හෝ වෙනත් ඉලෙක්ට්‍රොනික උපකරණ රැගෙන ඒම සපුරා තහනම් බව විභාග කොමසාරිස් ජනරාල්වරයා අවධාරණය කළේය. එම නීතිය උල්ලංඝනය කරන අපේක්ෂකයින්ගේ ප්‍රතිඵල අවලංගු කෙරෙන බව ද ඔහු පැවසීය.",
                    "විභාගය සම්බන්ධ ගැටලු ඇත්නම් පහත අංකවලට ඇමතිය හැකිය:",
                    "- ක්ෂණික ඇමතුම් අංකය: 011 2 000 911",
                    "- පාසල් විභාග සංවිධාන ශාඛාව: 011 2 000 208",
                    "- පොලිස් විශේෂ ඒකකය: 011 2 000 111",
                    "මේ අතර, විභාගය පැවැත්වෙන කාලය තුළ විභාග මධ්‍යස්ථාන අවට ශබ්ද විකාශන යන්ත්‍ර භාවිතය සීමා කරන ලෙස පොලිසිය ඉල්ලා සිටී.",
                ],
                "sinhala-byline-list",
                section="අධ්‍යාපන",
            )
        )
        add(
            lkstory(
                "water",
                "/si/news/48230",
                "කොළඹ ප්‍රදේශ කිහිපයකට හෙට පැය 12ක ජල කප්පාදුවක්",
                "2026-12-04 01:40",
                "si",
                [],
                [
                    "අත්‍යවශ්‍ය නඩත්තු කටයුතු හේතුවෙන් හෙට (05) සෙනසුරාදා පෙරවරු 9.00 සිට රාත්‍රී 9.00 දක්වා පැය 12ක කාලයක් කොළඹ 01 සිට 15 දක්වා ප්‍රදේශවල ජල සැපයුම අත්හිටුවන බව ජාතික ජලසම්පාදන හා ජලාපවහන මණ්ඩලය නිවේදනය කරයි.",
                    "එම කාලය තුළ බත්තරමුල්ල සහ කෝට්ටේ ප්‍රදේශවලට අඩු පීඩනයකින් ජලය සැපයෙන බව ද මණ්ඩලය සඳහන් කරයි. පාරිභෝගිකයින් අවශ්‍ය ජලය කලින් රැස් කර තබා ගන්නා ලෙස ඉල්ලා සිටී.",
                ],
                "brief-jsonld-utc-server-crosses-day",
                ld="utc",
                section="දේශීය පුවත්",
            )
        )
        add(
            lkstory(
                "tea",
                "/en/news/tea-auction-prices-ease-as-russian-demand-slows",
                "Tea auction prices ease as Russian demand slows",
                "2026-12-04 10:15",
                "en",
                ["Dilani Perera"],
                [
                    "Prices at the weekly Colombo tea auction eased for a second straight week as buyers from Russia and the Commonwealth of Independent States scaled back purchases ahead of the year-end holidays, brokers said.",
                    "The average price across all elevations fell to Rs. 1,182 a kilo from Rs. 1,214 a week earlier, according to figures compiled by Ceylon Leaf Brokers, a Colombo firm. Low-grown teas, which make up more than half of the island's output, were the worst hit, with some leafy grades losing as much as Rs. 60 a kilo.",
                    "“Russian buyers have been very selective this week. They are covering only immediate requirements and waiting to see where the rouble settles,” said Nishantha Gunawardena, a senior broker at the firm. “Middle Eastern demand held up reasonably well, which prevented a sharper fall.”",
                    "## Weather and output",
                    "Heavy rain in the central hills over the past fortnight has also disrupted plucking on some estates, though planters said the impact on volumes would be short-lived. Tea production in the first ten months of the year reached 218 million kilos, up 3.4 percent from the same period last year, industry data show.",
                    "Planters have warned that rising wage and fertiliser costs are squeezing margins even as prices remain historically high. “A cost of production of over Rs. 1,000 a kilo leaves very little room when prices start sliding,” said Ajith Wickramaratne, a plantation company executive in Nuwara Eliya.",
                    "NOTE: Also read: Tea smallholders seek higher green leaf price",
                    "Export earnings from tea stood at US$ 1.21 billion for January to October. Exporters said they expected a modest recovery in January once Russian importers return to the market after the holidays, but cautioned that a stronger rupee could weigh on their competitiveness.",
                    "The next auction, with 6.2 million kilos on offer, will be held on December 8 and 9.",
                ],
                "english-byline-by-subhead",
                section="Business",
                byline_text="By Dilani Perera",
                tag=True,
            )
        )
        add(
            lkstory(
                "port",
                "/en/news/port-city-tower-wins-approval-for-62-storey-hotel",
                "Port City tower wins approval for 62-storey hotel",
                "2026-12-03 19:45",
                "en",
                [],
                [
                    "A Singapore-backed developer has received final approval to build a 62-storey hotel and residential tower in Colombo Port City, the reclaimed-land financial district's economic commission said on Thursday.",
                    "The US$ 420 million project by Marina Crest Holdings will include a 350-room hotel, serviced apartments and a rooftop observation deck, making it one of the tallest buildings in South Asia once completed in 2030, the commission said in a statement.",
                    "Construction is due to begin in the second quarter of next year. The developer will be eligible for a ten-year income tax holiday under the Port City's incentives for “businesses of strategic importance”, the statement said.",
                    "“This is a strong signal that foreign investors are regaining confidence in Sri Lanka,” the commission's director-general, Harsha Ekanayake, told reporters. He said three other large projects, including a hospital and an international school, were in the final stages of evaluation.",
                    "Critics, however, say the tax concessions granted to Port City investors are too generous at a time when the government is trying to raise revenue. An economist at a Colombo think tank, who declined to be named, said the incentives risked eroding the tax base without guaranteeing jobs for Sri Lankans.",
                    "Port City has attracted about US$ 1.9 billion in committed investment since its special economic zone law was passed, according to the commission, though only a fraction has been spent so far. Several plots on the reclaimed land remain vacant, and a planned marina is years behind schedule.",
                    "Marina Crest said it would hire about 1,800 workers during construction and that at least 80 percent of the hotel's permanent staff would be Sri Lankan.",
                ],
                "our-correspondent-jsonld-drupal-username",
                section="Business",
                byline_text="By Our Business Correspondent",
                ld_user="bizdesk",
            )
        )
        add(
            lkstory(
                "editorial",
                "/en/opinion/editorial-a-budget-that-must-reach-the-village",
                "A budget that must reach the village",
                "2026-12-04 00:20",
                "en",
                [],
                [
                    "As Parliament moves towards the final vote on the 2027 budget next week, the debate has, predictably, centred on headline numbers: the deficit target, revenue projections and the size of the public wage bill. These matter. But the true test of any budget is whether its promises reach the people they are meant for, and on that count the record of recent years is not encouraging.",
                    "Take the allocation for rural roads. Year after year, substantial sums are announced, yet a significant portion remains unspent by the end of the financial year. Provincial councils complain that funds arrive late; line ministries blame cumbersome procurement rules. Meanwhile, farmers in the dry zone continue to carry their harvests over tracks that turn to mud with the first monsoon rains.",
                    "The same pattern is visible in social protection. The shift to a targeted cash-transfer scheme was meant to ensure that help went to those who needed it most. Instead, errors in the beneficiary database have left many deserving families out while some better-off households remain on the list. Fixing this should not require another committee; it needs a transparent appeals process and regular, published audits.",
                    "There is also the question of how the budget treats the regions hit hardest by this year's floods and landslides. Reconstruction funds announced in June have yet to be fully released. Families in Badulla and Kegalle who lost their homes are still living with relatives or in temporary shelters as the northeast monsoon sets in.",
                    "None of this is to argue against fiscal discipline. Sri Lanka cannot afford a return to the reckless borrowing that led to the crisis. But discipline and delivery are not opposites. A government that wants public support for painful reforms must show that what it does spend is spent well, and on time.",
                    "The Finance Ministry should publish quarterly, district-level reports on budget execution, and the members of Parliament who will vote on this budget should insist on it. A budget is not a speech; it is a promise. The village is waiting to see it kept.",
                ],
                "unsigned-editorial-no-jsonld-utc-time-element",
                ld="none",
                section="Opinion",
                kicker="Editorial",
            )
        )
        add(
            lkstory(
                "palmyrah",
                "/en/features/jaffna-palmyrah-weavers-find-buyers-a-world-away",
                "Jaffna's palmyrah weavers find buyers a world away",
                "2026-12-02 16:30",
                "en",
                ["Ramesh Sivakumar"],
                [
                    "In a shaded courtyard in Point Pedro, a dozen women sit cross-legged on the ground, their fingers moving quickly as strips of dried palmyrah leaf turn into baskets, mats and boxes. The craft is centuries old. Their customers, increasingly, are thousands of kilometres away.",
                    "The Vadamarachchi Palmyrah Women's Cooperative, formed in 2019 with 14 members, now has 63. Last year it began selling through a simple online shop set up with the help of a volunteer from Colombo. Orders now arrive from Germany, the Netherlands, Canada and Australia, often from members of the Tamil diaspora looking for something from home.",
                    "“At first we did not believe anyone abroad would pay for a basket,” said Sivakami Rasalingam, the cooperative's secretary, who has been weaving since she was twelve. “Now we have orders booked until March. Some customers send photographs of our baskets in their homes. It makes the women very proud.”",
                    "FIG: Palmyrah weavers | Members of the cooperative at work in Point Pedro.",
                    "## A craft under pressure",
                    "The palmyrah palm has long been central to life in the Jaffna peninsula, providing food, timber and fibre. But the weaving tradition declined sharply during the war, and many younger women moved to jobs in garment factories or migrated. Cheap plastic products also replaced woven goods in local markets.",
                    "Online sales have changed the economics. A large storage basket that sold for Rs. 1,200 at the local market fetches the equivalent of Rs. 6,500 abroad, even after shipping costs. Members now earn between Rs. 35,000 and Rs. 50,000 a month, more than many factory jobs in the north pay.",
                    "Challenges remain. Courier charges are high and unpredictable, and the cooperative struggles to meet quality standards for larger orders. The Palmyrah Development Board has offered training in finishing techniques and is helping the group apply for a geographical indication label.",
                    "For Rasalingam, the bigger change is in how the craft is seen. “Our daughters used to say weaving was for old women,” she said. “Now two of them are learning, and they are the ones who manage the website.”",
                    "RAW:<p><em>Pics by Kumaran Nadesan</em></p>",
                ],
                "english-feature-dek-pics-by-credit",
                section="Features",
                byline_text="By Ramesh Sivakumar",
                dek="A women's cooperative in Point Pedro is selling baskets and mats to customers in Europe and Australia through a small online shop",
            )
        )

    # ----- templates -------------------------------------------------------------------------------------------
    def schema(self, doc: Doc) -> str:
        if doc.extra.get("ld") == "none" or not doc.iso:
            return ""
        author: Any = {"@type": "Person", "name": doc.extra.get("ld_user") or (doc.authors[0] if doc.authors else SITE)}
        if not doc.authors and not doc.extra.get("ld_user"):
            author = {"@type": "Organization", "name": SITE if self.lang(doc) == "si" else SITE_EN}
        node = {
            "@type": "NewsArticle",
            "headline": doc.title,
            "name": doc.title,
            "about": doc.section,
            "datePublished": doc.iso,
            "dateModified": doc.iso,
            "author": author,
            "publisher": {
                "@type": "Organization",
                "@id": self.origin + "/",
                "name": SITE_EN,
                "logo": {"@type": "ImageObject", "url": f"{self.origin}/themes/custom/lakhanda/logo.png"},
            },
            "mainEntityOfPage": self.url(doc.key),
            "inLanguage": self.lang(doc),
        }
        return jsonld({"@context": "https://schema.org", "@graph": [node]})

    def frame(self, doc: Doc, main: str) -> str:
        lang = self.lang(doc)
        url = self.url(doc.key)
        site = SITE if lang == "si" else SITE_EN
        metas = [
            '<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">',
            '<meta name="MobileOptimized" content="width">',
            '<meta name="HandheldFriendly" content="true">',
            f'<link rel="canonical" href="{esc(url)}">',
            f'<meta property="og:site_name" content="{site}">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            f'<meta property="og:url" content="{esc(url)}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
        ]
        if doc.is_article and doc.extra.get("ld") != "none":
            metas.append(f'<meta property="article:published_time" content="{doc.iso}">')
        if doc.kind == "home":
            metas.append(f'<link rel="alternate" hreflang="si" href="{self.origin}/si">')
            metas.append(f'<link rel="alternate" hreflang="en" href="{self.origin}/en">')
        if doc.is_article:
            metas.append(self.schema(doc))
        home_key = "home" if lang == "si" else "enhome"
        if lang == "si":
            menu = [
                ("home", "මුල් පිටුව"),
                ("local", "දේශීය පුවත්"),
                ("/si/foreign-news", "විදෙස් පුවත්"),
                ("/si/sports", "ක්‍රීඩා"),
                ("/si/features", "විශේෂාංග"),
                ("search", "සොයන්න"),
            ]
        else:
            menu = [
                ("enhome", "Home"),
                ("/en/news", "News"),
                ("/en/business", "Business"),
                ("/en/opinion", "Opinion"),
                ("scorecard", "Sports"),
                ("subscribe", "ePaper"),
            ]
        nav = "".join(
            f'<li class="menu-item">{self.a(k, t, "nav")}</li>'
            if not k.startswith("/")
            else f'<li class="menu-item"><a href="{k}" data-drupal-link-system-path="taxonomy/term/{len(k)}">{t}</a></li>'
            for k, t in menu
        )
        side_keys = SI_ARTS if lang == "si" else EN_ARTS
        side = "".join(
            f'<div class="views-row"><div class="views-field views-field-title"><span class="field-content">{self.a(k, self.docs[k].title, "aside")}</span></div></div>'
            for k in side_keys
            if k != doc.key
        )
        side_title = "නවතම පුවත්" if lang == "si" else "Latest"
        footer = (
            f'{self.a("privacy", "Privacy Policy", "footer")} | {self.a("subscribe", "ePaper", "footer")} | <a href="/en/contact">Contact us</a> | <a href="/rss.xml">RSS</a>'
            if lang == "en"
            else f'{self.a("privacy", "රහස්‍යතා ප්‍රතිපත්තිය", "footer")} | <a href="/si/contact">අප අමතන්න</a> | <a href="/si/rss.xml">RSS</a>'
        )
        node_path = doc.path.split("?")[0]
        settings = {
            "path": {
                "baseUrl": "/",
                "pathPrefix": f"{lang}/",
                "currentPath": f"node/{node_path.rsplit('/', 1)[-1]}" if doc.is_article else node_path.lstrip("/"),
                "currentPathIsAdmin": False,
                "isFront": doc.kind == "home",
                "currentLanguage": lang,
            },
            "pluralDelimiter": "\u0003",
            "ajaxTrustedUrl": {f"/{lang}/search/node": True},
            "user": {"uid": 0, "permissionsHash": "6b3c1e0f9a2d4e5b8c7a1f0e3d2c4b5a6e7f8091a2b3c4d5e6f708192a3b4c5d"},
        }
        body_class = (
            "path-node page-node-type-article"
            if doc.is_article
            else ("path-frontpage" if doc.kind == "home" else "path-not-node")
        )
        return f"""<!DOCTYPE html>
<html lang="{lang}" dir="ltr" prefix="content: http://purl.org/rss/1.0/modules/content/ dc: http://purl.org/dc/terms/ foaf: http://xmlns.com/foaf/0.1/ og: http://ogp.me/ns# schema: http://schema.org/ sioc: http://rdfs.org/sioc/ns#">
<head>
<meta charset="utf-8">
{chr(10).join(m for m in metas if m)}
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<link rel="icon" href="/themes/custom/lakhanda/favicon.ico" type="image/vnd.microsoft.icon">
<title>{esc(doc.title)} | {site}</title>
<link rel="stylesheet" media="all" href="/sites/default/files/css/css_Qm3vK8xLzR2pT9aB.css?delta=0&amp;language={lang}&amp;theme=lakhanda&amp;include=eJxtjEEKwCAQA">
<style>/*PAD*/</style>
</head>
<body class="{body_class}">
<a href="#main-content" class="visually-hidden focusable skip-link">{"ප්‍රධාන අන්තර්ගතයට යන්න" if lang == "si" else "Skip to main content"}</a>
<div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas>
<div class="layout-container">
<header role="banner"><div class="region region-header">
<div id="block-lakhanda-branding" class="block block-system block-system-branding-block">{self.a(home_key, site, "nav", 'rel="home" class="site-logo"')}<div class="site-slogan">{"සත්‍යය පෙරටු කරගත් පුවත්" if lang == "si" else "News you can trust, in two languages"}</div></div>
<div class="language-switcher-language-url block block-language" id="block-languageswitcher" role="navigation"><ul class="links"><li hreflang="si" class="si{" is-active" if lang == "si" else ""}">{self.a("home", "සිංහල", "nav", 'class="language-link" hreflang="si"')}</li><li hreflang="en" class="en{" is-active" if lang == "en" else ""}">{self.a("enhome", "English", "nav", 'class="language-link" hreflang="en"')}</li></ul></div>
<div class="todays-date">{"2026 දෙසැම්බර් 04, සිකුරාදා" if lang == "si" else "Friday, 4 December 2026"}</div>
</div>
<div class="region region-primary-menu"><nav role="navigation" id="block-lakhanda-main-menu"><ul class="menu">{nav}</ul></nav></div>
</header>
<main role="main"><a id="main-content" tabindex="-1"></a>
<div class="layout-content"><div class="region region-content"><div data-drupal-messages-fallback class="hidden"></div>
{main}
</div></div>
<aside class="layout-sidebar-second" role="complementary"><div class="region region-sidebar-second"><div class="views-element-container block block-views" id="block-views-block-latest-news"><h2>{side_title}</h2><div class="view view-latest-news view-id-latest_news view-display-id-block_1">{side}</div></div>
<div class="block block-block-content" id="block-epaperpromo">{self.a("subscribe", "ePaper" if lang == "en" else "ඊ-පුවත්පත", "aside")}</div></div></aside>
</main>
<footer role="contentinfo"><div class="region region-footer"><nav class="menu--footer">{footer}</nav><p>© 2026 Lak Handa (Pvt) Ltd. {"සියලු හිමිකම් ඇවිරිණි." if lang == "si" else "All rights reserved."}</p><div class="social"><a href="https://www.facebook.com/lakhanda">Facebook</a> <a href="https://www.youtube.com/@lakhanda">YouTube</a></div></div></footer>
</div></div>
<div class="eu-cookie-compliance-banner" role="dialog">{"අපි කුකීස් භාවිතා කරමු. මෙම වෙබ් අඩවිය දිගටම භාවිතා කිරීමෙන් ඔබ ඊට එකඟ වේ." if lang == "si" else "We use cookies on this site to enhance your experience."} <button type="button" class="agree-button">{"එකඟයි" if lang == "si" else "OK, I agree"}</button></div>
<script type="application/json" data-drupal-selector="drupal-settings-json">{json.dumps(settings, ensure_ascii=False)}</script>
<script src="/sites/default/files/js/js_a8Kd2pLq9Xz.js?scope=footer&amp;delta=0&amp;language={lang}&amp;theme=lakhanda"></script>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        lang = self.lang(doc)
        nid = doc.path.rsplit("/", 1)[-1] if lang == "si" else str(48100 + len(doc.path))
        if doc.authors:
            shown = esc(doc.extra.get("byline_text", doc.authors[0]))
            who = "By " + self.a("author", "Dilani Perera", "byline") if doc.authors[0] == "Dilani Perera" else shown
            byline = f'<div class="field field--name-field-byline field--type-string field--label-hidden field__item">{who}</div>'
        elif doc.extra.get("byline_text"):
            byline = f'<div class="field field--name-field-byline field--type-string field--label-hidden field__item">{esc(doc.extra["byline_text"])}</div>'
        else:
            byline = ""
        kicker = (
            f'<div class="field field--name-field-kicker field__item">{esc(doc.extra["kicker"])}</div>'
            if doc.extra.get("kicker")
            else ""
        )
        dek = f'<div class="field field--name-field-summary field__item"><p>{esc(doc.dek)}</p></div>' if doc.dek else ""
        tags = ""
        if doc.extra.get("tag"):
            term = self.a("tag", "Tea", "content", 'hreflang="en"')
            tags = f'<div class="field field--name-field-tags field--type-entity-reference field--label-above"><div class="field__label">Tags</div><div class="field__items"><div class="field__item">{term}</div><div class="field__item"><a href="/en/tags/exports" hreflang="en">Exports</a></div></div></div>'
        if doc.extra.get("search"):
            term = self.a("search", "දුම්රිය", "content", 'hreflang="si"')
            tags = f'<div class="field field--name-field-tags field--label-above"><div class="field__label">ටැග්</div><div class="field__items"><div class="field__item">{term}</div><div class="field__item"><a href="/si/tags/naya-yaem" hreflang="si">නායයෑම්</a></div></div></div>'
        same = SI_ARTS if lang == "si" else EN_ARTS
        rel = "".join(
            f'<div class="views-row">{self.a(k, self.docs[k].title, "related")}</div>' for k in same if k != doc.key
        )
        rel_title = "අදාළ පුවත්" if lang == "si" else "Related stories"
        share = f'<div class="share-links"><a href="https://www.facebook.com/sharer/sharer.php?u={esc(self.url(doc.key))}">Facebook</a> <a href="https://wa.me/?text={esc(self.url(doc.key))}">WhatsApp</a> <a href="https://x.com/share?url={esc(self.url(doc.key))}">X</a></div>'
        section_path = {
            "අධ්‍යාපන": "/si/education",
            "Business": "/en/business",
            "Opinion": "/en/opinion",
            "Features": "/en/features",
        }
        section_link = (
            self.a("local", doc.section, "breadcrumb")
            if doc.section == "දේශීය පුවත්"
            else f'<a href="{section_path[doc.section]}">{esc(doc.section)}</a>'
        )
        return f"""<div id="block-lakhanda-breadcrumbs" class="block block-system block-system-breadcrumb-block"><nav class="breadcrumb" role="navigation"><ol><li>{self.a("home" if lang == "si" else "enhome", "මුල් පිටුව" if lang == "si" else "Home", "breadcrumb")}</li><li>{section_link}</li></ol></nav></div>
<div id="block-lakhanda-page-title" class="block block-core block-page-title-block">{kicker}<h1 class="page-title"><span class="field field--name-title field--type-string field--label-hidden">{esc(doc.title)}</span></h1></div>
<div id="block-lakhanda-content" class="block block-system block-system-main-block">
<article data-history-node-id="{nid}" role="article" about="{esc(doc.path)}" class="node node--type-article node--promoted node--view-mode-full">
<div class="node__meta">{byline}<span class="field field--name-created field--type-created field--label-hidden"><time datetime="{utc_z(doc.extra["when"])}" class="datetime">{doc.stamp}</time></span></div>
{dek}
<div class="node__content">
<div class="field field--name-field-image field--type-image field--label-hidden field__item"><img loading="lazy" src="/sites/default/files/styles/large/public/news/{nid}.jpg" width="780" height="439" alt="" typeof="foaf:Image"></div>
<div class="clearfix text-formatted field field--name-body field--type-text-with-summary field--label-hidden field__item">{self.blocks(doc)}</div>
{tags}
{share}
</div>
</article>
<div class="views-element-container related"><h2>{rel_title}</h2>{rel}</div>
</div>"""

    def listing_main(self, doc: Doc) -> str:
        rows = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            stamp = d.stamp or d.extra.get("stamp", "")
            lede = (
                f'<div class="views-field views-field-body"><div class="field-content">{esc(self.lede(d))}</div></div>'
                if d.is_article
                else ""
            )
            rows.append(
                f'<div class="views-row"><div class="views-field views-field-title"><span class="field-content">{self.a(k, self.teaser_text(d), "content")}</span></div><div class="views-field views-field-created"><span class="field-content">{stamp}</span></div>{lede}</div>'
            )
        for path, title, stamp in doc.extra.get("older", []):
            rows.append(
                f'<div class="views-row"><div class="views-field views-field-title"><span class="field-content"><a href="{path}" hreflang="{self.lang(doc)}">{esc(title)}</a></span></div><div class="views-field views-field-created"><span class="field-content">{stamp}</span></div></div>'
            )
        head = f'<div id="block-lakhanda-page-title" class="block block-core block-page-title-block"><h1 class="page-title">{esc(doc.title)}</h1></div>'
        if doc.kind == "author":
            head = f'<div id="block-lakhanda-page-title" class="block block-core block-page-title-block"><h1 class="page-title">{esc(doc.title)}</h1></div><article class="profile"><div class="field field--name-field-bio">{esc(doc.extra["bio"])}</div></article>'
        if doc.kind == "search":
            head = f'<div id="block-lakhanda-page-title" class="block block-core block-page-title-block"><h1 class="page-title">{esc(doc.title)}</h1></div><form class="search-form" action="/si/search/node" method="get"><input type="search" name="keys" value="දුම්රිය"><input type="submit" value="සොයන්න"></form>'
        pager = ""
        if doc.extra.get("more"):
            pager = f'<nav class="pager" role="navigation"><ul class="pager__items js-pager__items"><li class="pager__item is-active">1</li><li class="pager__item">{self.a(doc.extra["more"], "2", "pagination")}</li><li class="pager__item pager__item--next"><a href="?page=1" title="ඊළඟ පිටුවට යන්න" rel="next">ඊළඟ ›</a></li></ul></nav>'
        if doc.key == "local2":
            prev = self.a("local", "‹ පෙර", "pagination", 'title="පෙර පිටුවට යන්න" rel="prev"')
            pager = f'<nav class="pager" role="navigation"><ul class="pager__items js-pager__items"><li class="pager__item pager__item--previous">{prev}</li><li class="pager__item is-active">2</li><li class="pager__item"><a href="?page=2">3</a></li></ul></nav>'
        extra = ""
        if doc.key == "home":
            extra = f'<div class="block front-links">{self.a("local", "තවත් දේශීය පුවත්", "content")} · {self.a("enhome", "English edition", "content")}</div>'
        if doc.key == "enhome":
            extra = f'<div class="block front-links">{self.a("tag", "Tea", "content")} · {self.a("author", "Dilani Perera", "content")} · {self.a("home", "සිංහල", "content")}</div>'
        return f'{head}<div class="views-element-container"><div class="view view-content-list">{"".join(rows)}{pager}</div></div>{extra}'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "results":
            parts = []
            for title, bat, bowl in doc.extra["innings"]:
                brows = "".join(
                    f"<tr><td>{esc(n)}</td><td>{esc(h)}</td><td>{r}</td><td>{b}</td></tr>" for n, h, r, b in bat
                )
                wrows = "".join(
                    f"<tr><td>{esc(n)}</td><td>{o}</td><td>{m}</td><td>{r}</td><td>{w}</td></tr>"
                    for n, o, m, r, w in bowl
                )
                parts.append(
                    f'<h2>{esc(title)}</h2><table class="batting"><thead><tr><th>Batter</th><th></th><th>R</th><th>B</th></tr></thead><tbody>{brows}</tbody></table><table class="bowling"><thead><tr><th>Bowler</th><th>O</th><th>M</th><th>R</th><th>W</th></tr></thead><tbody>{wrows}</tbody></table>'
                )
            return f'<div id="block-lakhanda-page-title" class="block block-core block-page-title-block"><h1 class="page-title">{esc(doc.title)}</h1></div><div class="scorecard"><p class="match-info">Major Clubs Limited Over Tournament, Final · Colombo · <time datetime="2026-12-03T13:35:00Z">{doc.extra["stamp"]}</time></p>{"".join(parts)}<p class="result"><strong>{esc(doc.extra["result"])}</strong></p></div>'
        if doc.kind == "subscribe":
            return f'<div id="block-lakhanda-page-title" class="block block-core block-page-title-block"><h1 class="page-title">{esc(doc.title)}</h1></div><div class="epaper-plans">{self.blocks(doc)}<a class="button button--primary" href="https://epaper.lakhanda.test/checkout">Subscribe now</a> <a href="/en/user/login">Already a subscriber? Log in</a></div>'
        return f'<div id="block-lakhanda-page-title" class="block block-core block-page-title-block"><h1 class="page-title">{esc(doc.title)}</h1></div><article class="node node--type-page"><div class="field field--name-body">{self.blocks(doc)}</div></article>'
