# ruff: noqa: E501 (page texts and markup are long literal lines; Sinhala letters, joiners and typographic quotes are deliberate)
"""ලක්සඳ (Laksanda): a Lankadeepa-like Sri Lankan Sinhala daily (an in-house PHP CMS: `/latest_news/<slug>/1-<id>`,
`/editorial/<slug>/12-<id>`, `/sports/<slug>/6-<id>`, `/latest_news/1?page=2`, `/tags/…`, `/author/…`, `/search?q=`,
`/photo_gallery/…`, `/video/…`), Sinhala, UTF-8 declared **only** in `<meta http-equiv="Content-Type">` (the
header is plain `text/html`). Sinhala text is full of zero-width joiners (the rakaransaya and yansaya: "ප්‍ර", "ක්‍ය");
labels keep them as printed. Bylines in Sinhala in `.news-author`, two names joined by "සහ", "ගාල්ල - අපේ
නියෝජිත" (our correspondent: no person); dates printed "2026 දෙසැම්බර් 04 ප.ව. 09:40" (Sri Lanka, +05:30).
`NewsArticle` JSON-LD in +05:30 on most stories; the warehouse-fire story's in **UTC** (19:00Z = 5 Dec 00:30); the
brief has none; the editorial's author is the paper (Organization). The gallery (captions only) and the video page
(a one-line description) are not articles."""

from __future__ import annotations

import json
from urllib.parse import quote

from common import Base, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["fire", "train", "editorial", "tea", "cricket", "hospital", "school", "brief"]
AUTHOR_SLUG = {
    "නිමල් ප්‍රනාන්දු": "nimal-fernando",
    "චමරි වික්‍රමසිංහ": "chamari-wickramasinghe",
    "රුවන් දිසානායක": "ruwan-dissanayake",
    "සුනිල් පෙරේරා": "sunil-perera",
    "කුමාරි සිල්වා": "kumari-silva",
    "ප්‍රියන්ත හේරත්": "priyantha-herath",
    "දිනේෂ් කුමාර": "dinesh-kumara",
}


class Laksanda(Base):
    origin = "https://www.laksanda.test"
    name = "ලක්සඳ"
    prefix = "lks"
    language = "si"
    content_type = "text/html"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "lks",
            [
                ".header-bar",
                ".main-menu",
                ".news-header",
                ".news-datestamp",
                ".news-author",
                ".news-content",
                ".gallery-item",
                ".video-wrap",
                ".footer-area",
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
                "ලක්සඳ",
                "php-daily-home",
                list=["fire", "train", "tea", "cricket", "hospital", "school", "brief", "editorial"],
                more="latest2",
            )
        )
        add(
            page(
                "latest",
                "/latest_news/1",
                "section",
                "නවතම පුවත්",
                "php-section",
                list=["fire", "train", "brief", "tea"],
                more="latest2",
            )
        )
        add(
            page(
                "latest2",
                "/latest_news/1?page=2",
                "section",
                "නවතම පුවත්",
                "php-section-page2",
                list=["hospital", "school", "cricket"],
            )
        )
        add(page("tag", "/tags/dumriya", "tag", "දුම්රිය", "php-tag", list=["train"]))
        add(
            page(
                "author",
                "/author/nimal-fernando",
                "author",
                "නිමල් ප්‍රනාන්දු",
                "php-author",
                list=["train", "fire"],
                bio="ප්‍රවාහන සහ කම්කරු කටයුතු පිළිබඳව වාර්තා කරන ලක්සඳ ජ්‍යෙෂ්ඨ වාර්තාකරු.",
            )
        )
        add(
            page(
                "search",
                "/search?q=" + quote("තේ"),
                "search",
                "සෙවුම් ප්‍රතිඵල: තේ",
                "php-search",
                list=["tea", "editorial"],
            )
        )
        add(
            page(
                "gallery",
                "/photo_gallery/colombo-christmas-lights/27-645210",
                "gallery",
                "ඡායාරූප: කොළඹ නත්තල් සැරසිලි",
                "photo-gallery-captions-only",
                [
                    "FIG: ගාලු මුවදොර පිටිය | ගාලු මුවදොර පිටියේ ඉදිකළ අඩි 60ක නත්තල් ගස",
                    "FIG: කොල්ලුපිටිය | කොල්ලුපිටිය වෙළඳ සංකීර්ණ ආලෝකයෙන් සැරසී ඇති අයුරු",
                    "FIG: බොරැල්ල | බොරැල්ල දේවස්ථානය අසල නත්තල් කැරොල් ගායනය",
                    "FIG: පිටකොටුව | නත්තල් භාණ්ඩ මිලදී ගැනීමට පිටකොටුවට පැමිණි ජනතාව",
                    "FIG: බම්බලපිටිය | බම්බලපිටියේ දී දක්නට ලැබුණු නත්තල් සීයා",
                ],
                stamp="2026 දෙසැම්බර් 04 ප.ව. 07:30",
            )
        )
        add(
            page(
                "video",
                "/video/kande-vihara-perahera-rehearsal/29-645215",
                "video",
                "වීඩියෝ: කන්දේ විහාර පෙරහැරේ පෙරහුරුව",
                "video-one-line",
                ["අලුත්ගම කන්දේ විහාරයේ වාර්ෂික පෙරහැරේ පෙරහුරුව ඊයේ රාත්‍රියේ පැවැත්විණි."],
                stamp="2026 දෙසැම්බර් 04 පෙ.ව. 11:05",
            )
        )
        add(
            page(
                "about",
                "/about-us",
                "about",
                "අප ගැන",
                "static-about",
                [
                    "ලක්සඳ පුවත්පත 1986 වසරේ කොළඹ දී ආරම්භ කෙරිණි. laksanda.test වෙබ් අඩවිය 2004 සිට පාඨකයන් වෙත පුවත් ගෙන එයි.",
                    "## අප අමතන්න",
                    "පුවත් අංශය: news@laksanda.test · දැන්වීම්: ads@laksanda.test",
                    "ලක්සඳ ප්‍රකාශන, 8 හයිඩ් පාක් කෝනර්, කොළඹ 02",
                ],
            )
        )
        self.stories()

    def stories(self) -> None:
        add = self.add
        add(
            story(
                "editorial",
                "/editorial/tourism-benefits-must-reach-villages/12-645120",
                "සංචාරක ප්‍රතිලාභ ගමට ද ළඟා විය යුතුයි",
                "2026-12-04",
                "2026-12-04T05:00:00+05:30",
                "2026 දෙසැම්බර් 04 පෙ.ව. 05:00",
                [],
                [
                    "ශ්‍රී ලංකාවේ සංචාරක ව්‍යාපාරය යළිත් ප්‍රබෝධමත් වෙමින් පවතී. සංචාරක සංවර්ධන අධිකාරියේ සංඛ්‍යා ලේඛනවලට අනුව මේ වසරේ ජනවාරි සිට නොවැම්බර් දක්වා කාලය තුළ විදෙස් සංචාරකයන් ලක්ෂ 21කට අධික සංඛ්‍යාවක් මෙරටට පැමිණ තිබේ. එය පසුගිය දශකය තුළ වාර්තා වූ ඉහළම අගයයි.",
                    "සංචාරක ව්‍යාපාරය රටට විදේශ විනිමය උපයා දෙන ප්‍රධාන මාර්ගයක් බව රහසක් නොවේ. එහෙත් එම ආදායමෙන් සැබෑ ප්‍රතිලාභ ලබන්නේ කවුරුන්ද යන ප්‍රශ්නය අප නැවත නැවතත් ඇසිය යුතුය. විශාල හෝටල් සමාගම් සහ නගරබද ව්‍යාපාරිකයන් ලාභ ලබන අතර, සංචාරකයන් නරඹන ගම්මානවල ජනතාවට ලැබෙන්නේ ඉතා සුළු කොටසක් පමණි.",
                    "සීගිරිය, ඇල්ල, මිරිස්ස වැනි ප්‍රදේශවල ගම්වාසීන් බොහෝ දෙනෙකුට සංචාරක කර්මාන්තය නිසා ලැබී ඇත්තේ ඉහළ යන ඉඩම් මිල, මාර්ග තදබදය සහ කසළ ගැටලු පමණක් බව ඔවුහු පවසති. ප්‍රාදේශීය ශිල්පීන්, කුඩා ආහාර වෙළෙන්දන් සහ නිවාස නවාතැන් හිමියන් සඳහා ප්‍රමාණවත් සහාය හා පුහුණුවක් ලබා දීමට බලධාරීන් තවමත් අසමත් වී තිබේ.",
                    "ප්‍රජා පාදක සංචාරක ව්‍යාපාර දිරිමත් කිරීම මේ සඳහා එක් විසඳුමකි. ගමේම නිෂ්පාදන, ගමේම ආහාර සහ ගමේම මාර්ගෝපදේශකයන් සංචාරකයාට හඳුන්වා දීමෙන් ආදායම ගම තුළම රඳවා ගත හැකිය. ඒ සඳහා පහසු ණය යෝජනා ක්‍රම, ඩිජිටල් අලෙවිකරණ පුහුණුව සහ යටිතල පහසුකම් සැපයීම රජයේ වගකීමකි.",
                    "සංචාරක කර්මාන්තයේ සාර්ථකත්වය මැනිය යුත්තේ පැමිණි සංචාරකයන් ගණනින් පමණක් නොවේ. එම කර්මාන්තය නිසා සාමාන්‍ය ජනතාවගේ ජීවිත කොතරම් යහපත් වූයේද යන්න ද එහි නිර්ණායකයක් විය යුතුය. ඉදිරි අයවැය සැලසුම් කිරීමේදී බලධාරීන් මේ කරුණ අමතක නොකරනු ඇතැයි අපි බලාපොරොත්තු වෙමු.",
                ],
                "php-editorial-ld-organization",
                section="කතුවැකිය",
                kicker="කතුවැකිය",
            )
        )
        add(
            story(
                "brief",
                "/latest_news/two-arrested-with-heroin-in-galle/1-645160",
                "හෙරොයින් සමඟ දෙදෙනෙක් අත්අඩංගුවට",
                "2026-12-04",
                None,
                "2026 දෙසැම්බර් 04 පෙ.ව. 10:15",
                [],
                [
                    "ගාල්ල, කරාපිටිය ප්‍රදේශයේ දී හෙරොයින් ග්‍රෑම් 25ක් සන්තකයේ තබා ගත් සැකකරුවන් දෙදෙනෙකු ඊයේ (03) රාත්‍රියේ අත්අඩංගුවට ගත් බව ගාල්ල පොලිසිය පැවසීය.",
                    "අවුරුදු 28 සහ 34 වයසැති මෙම සැකකරුවන් අද (04) ගාල්ල මහේස්ත්‍රාත් අධිකරණය හමුවට ඉදිරිපත් කිරීමට නියමිතය.",
                ],
                "php-brief-our-correspondent-no-jsonld",
                section="නවතම පුවත්",
                credit="ගාල්ල - අපේ නියෝජිත",
                nold=True,
            )
        )
        add(
            story(
                "train",
                "/latest_news/thousands-stranded-as-train-drivers-strike/1-645150",
                "දුම්රිය වර්ජනයෙන් දහස් ගණනක් මගීන් අතරමං",
                "2026-12-04",
                "2026-12-04T13:20:00+05:30",
                "2026 දෙසැම්බර් 04 ප.ව. 01:20",
                ["නිමල් ප්‍රනාන්දු"],
                [
                    "දුම්රිය එන්ජින් රියැදුරන් ආරම්භ කළ වැඩ වර්ජනය හේතුවෙන් අද (04) උදෑසන කාර්යාල දුම්රිය ගමන් වාර 40කට අධික සංඛ්‍යාවක් අවලංගු වූ අතර, දහස් ගණනක් මගීන් අතරමං වූහ.",
                    "ප්‍රධාන මාර්ගයේ, වෙරළ මාර්ගයේ සහ කැලණිවැලි මාර්ගයේ දුම්රිය සේවා දැඩි ලෙස අඩාල වූ බව දුම්රිය දෙපාර්තමේන්තුව පැවසීය. කොළඹ කොටුව දුම්රිය ස්ථානයට පැමිණි මගීන් රැසක් පැය ගණනක් බලා සිටීමෙන් පසු බස් රථවලින් ගමනාන්තයට යාමට සිදු විය.",
                    "FIG: කොටුව දුම්රිය ස්ථානය | කොටුව දුම්රිය ස්ථානයේ බලා සිටි මගීන් - ඡායාරූපය: සමන් ගමගේ",
                    "දුම්රිය එන්ජින් රියැදුරන්ගේ සංගමයේ ලේකම් ආර්. එම්. බණ්ඩාර මහතා පැවසුවේ, බඳවා ගැනීම් ප්‍රමාද වීම නිසා ඇති වී තිබෙන සේවක හිඟය හේතුවෙන් රියැදුරන්ට දිනකට පැය 14ක් පමණ සේවය කිරීමට සිදුව ඇති බවයි.",
                    "“අපි මාස ගණනාවක් තිස්සේ මේ ගැටලුව බලධාරීන්ට දැනුම් දුන්නා. කිසිම විසඳුමක් ලැබුණේ නැහැ. මගීන්ට අපහසුතාවක් කිරීම අපේ අරමුණ නොවෙයි,” යැයි ඔහු කීය.",
                    "දුම්රිය සාමාන්‍යාධිකාරී ඩබ්ලිව්. ඒ. ගුණසේකර මහතා පැවසුවේ, වර්ජනය නීති විරෝධී බවත්, සේවයට වාර්තා නොකරන සේවකයන්ට එරෙහිව විනය ක්‍රියාමාර්ග ගන්නා බවත්ය. විශ්‍රාමික රියැදුරන් යොදවා අත්‍යවශ්‍ය සේවා පවත්වාගෙන යාමට කටයුතු කරන බව ද ඔහු කීය.",
                    "## මගීන්ගේ දුක්ගැනවිලි",
                    "ගම්පහ සිට කොළඹ රැකියාවට යන රජයේ සේවිකාවක වන දිල්රුක්ෂි පෙරේරා මහත්මිය කියා සිටියේ, “උදේ පහයි හමාරට ස්ටේෂන් එකට ආවා. අට වෙනකම් කෝච්චියක් නැහැ. බස් එකේ යන්න ගියාම ඒකෙත් ඉඩ නැහැ” යනුවෙනි.",
                    "වර්ජනය හේතුවෙන් ලංගම සහ පෞද්ගලික බස් රථ 150ක් අමතරව සේවයේ යොදවා ඇති බව ජාතික ප්‍රවාහන කොමිෂන් සභාව සඳහන් කළේය.",
                    "වර්ජනය හේතුවෙන් උදෑසන පාසල් යන සිසුන් සහ රෝහල් සායන සඳහා පැමිණි රෝගීන් ද දැඩි අපහසුතාවට පත් වූහ. ඇතැම් මගීන් දුම්රිය ස්ථාන භාරකරුවන් සමඟ වාද විවාදවල ද යෙදුණු අතර, තත්ත්වය පාලනය කිරීමට දුම්රිය ආරක්ෂක සේවයේ නිලධාරීන් කැඳවීමට සිදු විය.",
                    "ප්‍රවාහන අමාත්‍යාංශය සහ වෘත්තීය සමිති නියෝජිතයන් අතර සාකච්ඡාවක් අද සවස පැවැත්වීමට නියමිතය.",
                ],
                "php-news-sinhala-byline",
                section="නවතම පුවත්",
                tag=True,
            )
        )
        add(
            story(
                "tea",
                "/business/tea-export-earnings-top-1-5-billion/9-645130",
                "තේ අපනයන ආදායම ඩොලර් බිලියන 1.5 ඉක්මවයි",
                "2026-12-03",
                "2026-12-03T16:45:00+05:30",
                "2026 දෙසැම්බර් 03 ප.ව. 04:45",
                ["චමරි වික්‍රමසිංහ"],
                [
                    "මේ වසරේ ජනවාරි සිට ඔක්තෝබර් දක්වා කාලය තුළ තේ අපනයනයෙන් ලැබූ ආදායම ඇමෙරිකානු ඩොලර් බිලියන 1.52ක් දක්වා ඉහළ ගොස් ඇති බව ශ්‍රී ලංකා තේ මණ්ඩලය පවසයි. එය පසුගිය වසරේ එම කාලයට සාපේක්ෂව සියයට 8ක වර්ධනයකි.",
                    "තේ මණ්ඩලයේ සභාපති ලලිත් අබේසේකර මහතා පැවසුවේ, මැද පෙරදිග රටවල ඉල්ලුම ඉහළ යාම සහ කොළඹ වෙන්දේසියේ මිල ස්ථාවරව පැවතීම මෙම වර්ධනයට හේතු වූ බවයි.",
                    "“ලෝක වෙළඳපොළේ ලංකා තේ සඳහා තවමත් ඉහළ පිළිගැනීමක් තිබෙනවා. අපි දැන් උත්සාහ කරන්නේ අගය එකතු කළ නිෂ්පාදන වැඩි ප්‍රමාණයක් අපනයනය කරන්න,” යැයි ඔහු කීය.",
                    "ප්‍රධාන අපනයන වෙළඳපොළවල් (ජනවාරි - ඔක්තෝබර්):",
                    "T: රට | ප්‍රමාණය (කිලෝග්‍රෑම් මිලියන) | වෙනස",
                    "T: ඉරාකය | 31.4 | +6%",
                    "T: තුර්කිය | 24.8 | +11%",
                    "T: රුසියාව | 21.2 | -3%",
                    "T: එක්සත් අරාබි එමීර් රාජ්‍යය | 17.6 | +9%",
                    "කොළඹ තේ වෙන්දේසියේ සාමාන්‍ය මිල පසුගිය සතියේ කිලෝවකට රුපියල් 1,240ක් ලෙස වාර්තා විය.",
                    "කෙසේ වෙතත් පොහොර මිල සහ කම්කරු වැටුප් ඉහළ යාම නිසා නිෂ්පාදන වියදම දැඩි ලෙස වැඩි වී ඇති බව කුඩා තේ වතු හිමියෝ පවසති. දෙනියාය ප්‍රදේශයේ කුඩා තේ වතු හිමියකු වන කේ. ඩී. ජයලත් මහතා පැවසුවේ, දළු කිලෝවකට ලැබෙන මිල වියදම පියවා ගැනීමට ප්‍රමාණවත් නොවන බවයි.",
                    "ලබන වසරේ තේ නිෂ්පාදනය කිලෝග්‍රෑම් මිලියන 270 දක්වා වැඩි කිරීම තේ මණ්ඩලයේ ඉලක්කයයි.",
                ],
                "php-business-table",
                section="ව්‍යාපාරික",
            )
        )
        add(
            story(
                "cricket",
                "/sports/sri-lanka-beat-bangladesh-by-45-runs/6-645140",
                "බංග්ලාදේශයට එරෙහිව ශ්‍රී ලංකාවට ලකුණු 45ක ජයක්",
                "2026-12-03",
                "2026-12-03T22:10:00+05:30",
                "2026 දෙසැම්බර් 03 ප.ව. 10:10",
                ["රුවන් දිසානායක"],
                [
                    "බංග්ලාදේශය සමඟ පල්ලෙකැලේ ක්‍රීඩාංගණයේ අද (03) පැවැති පළමු එක්දින ක්‍රිකට් තරගයෙන් ලකුණු 45කින් ජය ගැනීමට ශ්‍රී ලංකා කණ්ඩායම සමත් විය.",
                    "කාසියේ වාසිය දිනා පළමුව පන්දුවට පහර දුන් ශ්‍රී ලංකා කණ්ඩායම ඕවර 50 අවසානයේ කඩුළු 7ක් දැවී ලකුණු 289ක් රැස් කළේය. ආරම්භක පිතිකරු කසුන් මධුශංක ලකුණු 104ක් ලබා ගත් අතර, නායක දිලාන් රත්නායක ලකුණු 71ක් එක් කළේය.",
                    "ජයග්‍රහණය සඳහා ලකුණු 290ක ඉලක්කයක් හඹා ගිය බංග්ලාදේශ කණ්ඩායම ඕවර 46.3කදී ලකුණු 244කට සියලු දෙනා දැවී ගියහ. ශ්‍රී ලංකා පන්දු යැවීමේදී දඟ පන්දු යවන්නා සචින් වීරසිංහ කඩුළු 4ක් දවා ගත්තේය.",
                    "මෙය කසුන් මධුශංකගේ එක්දින ජාත්‍යන්තර ක්‍රිකට් දිවියේ තුන්වැනි ශතකයයි. ඔහු පන්දු 118කට මුහුණ දෙමින් හතරේ පහර 11ක් සහ හයේ පහර 2ක් එල්ල කළේය.",
                    "බංග්ලාදේශය වෙනුවෙන් ආරම්භක පිතිකරු තමීම් හසන් ලකුණු 82ක් ලබා ගත්තද, අනෙක් පිතිකරුවන්ගෙන් ඔහුට ප්‍රමාණවත් සහායක් නොලැබිණි.",
                    "තරගයෙන් පසු අදහස් දැක්වූ නායක දිලාන් රත්නායක පැවසුවේ, මධ්‍ය ඕවරවලදී දඟ පන්දු යවන්නන් පාලනයෙන් පන්දු යැවීම ජයග්‍රහණයට තීරණාත්මක වූ බවයි.",
                    "තරග තුනකින් සමන්විත තරගාවලියේ දෙවැනි තරගය ඉරිදා (06) දඹුල්ලේ දී පැවැත්වේ.",
                ],
                "php-sports-byline",
                section="ක්‍රීඩා",
            )
        )
        add(
            story(
                "hospital",
                "/latest_news/new-cardiac-unit-opened-at-kandy-hospital/1-645110",
                "මහනුවර රෝහලේ නව හෘද රෝග ඒකකය විවෘත කෙරේ",
                "2026-12-03",
                "2026-12-03T11:40:00+05:30",
                "2026 දෙසැම්බර් 03 පෙ.ව. 11:40",
                ["සුනිල් පෙරේරා", "කුමාරි සිල්වා"],
                [
                    "මහනුවර ජාතික රෝහලේ ඉදිකළ නව හෘද රෝග ප්‍රතිකාර ඒකකය අද (03) සෞඛ්‍ය අමාත්‍යවරයාගේ ප්‍රධානත්වයෙන් විවෘත කෙරිණි.",
                    "රුපියල් මිලියන 2,400ක වියදමින් ඉදිකළ මෙම මහල් හතක ගොඩනැගිල්ලේ ඇඳන් 120ක්, සැත්කම් කාමර හතරක් සහ හෘද කැතීටරීකරණ විද්‍යාගාර දෙකක් පිහිටා ඇත.",
                    "මෙතෙක් මහනුවර ජාතික රෝහලේ හෘද රෝග ඒකකයේ ඇඳන් 40ක් පමණක් තිබූ අතර, බොහෝ රෝගීන්ට කොරිඩෝවල ප්‍රතිකාර ලබා දීමට සිදුව තිබිණි. වසරකට හෘද සැත්කම් 600ක් පමණ සිදු කළ හැකි වූ අතර, නව ඒකකය සමඟ එම සංඛ්‍යාව 1,800 දක්වා වැඩි කිරීමට අපේක්ෂා කෙරේ.",
                    "රෝහල් අධ්‍යක්ෂ වෛද්‍ය ඉරේෂා සමරවීර මහත්මිය පැවසුවේ, මෙතෙක් හෘද සැත්කම් සඳහා වසර දෙකක් පමණ බලා සිටීමට සිදු වූ රෝගීන්ට නව ඒකකය හේතුවෙන් මාස කිහිපයක් තුළ ප්‍රතිකාර ලබා දිය හැකි වන බවයි.",
                    "“මධ්‍යම, ඌව සහ උතුරු මැද පළාත්වල රෝගීන්ට කොළඹ දක්වා යාමට සිදු නොවී මෙහිදීම ප්‍රතිකාර ලබා ගත හැකියි,” යැයි ඇය කීය.",
                    "නව ඒකකය සඳහා විශේෂඥ වෛද්‍යවරුන් හය දෙනෙකු සහ හෙද නිලධාරීන් 85ක් අනුයුක්ත කර ඇති බව ද ඇය සඳහන් කළාය.",
                    "කෙසේ වෙතත් රජයේ වෛද්‍ය නිලධාරීන්ගේ සංගමයේ මහනුවර ශාඛාව පෙන්වා දුන්නේ, ප්‍රමාණවත් නිර්වින්දන වෛද්‍යවරුන් නොමැති වීම නව ඒකකයේ සම්පූර්ණ ධාරිතාවෙන් සේවා සැපයීමට බාධාවක් විය හැකි බවයි.",
                ],
                "php-news-two-authors-saha",
                section="නවතම පුවත්",
            )
        )
        add(
            story(
                "school",
                "/features/new-life-for-a-school-of-seven-pupils/15-645090",
                "සිසුන් හත් දෙනෙකු සිටි පාසලට නව පණක්",
                "2026-12-02",
                "2026-12-02T09:00:00+05:30",
                "2026 දෙසැම්බර් 02 පෙ.ව. 09:00",
                ["ප්‍රියන්ත හේරත්"],
                [
                    "මොණරාගල දිස්ත්‍රික්කයේ බිබිල නගරයේ සිට කිලෝමීටර 18ක් පමණ දුරින් පිහිටි කොටියාගල කනිෂ්ඨ විද්‍යාලය වසර තුනකට පෙර වසා දැමීමේ තර්ජනයට ලක්ව තිබිණි. එවකට පාසලේ සිටියේ සිසුන් හත් දෙනෙකු සහ එක් ගුරුවරියක පමණි.",
                    "අද එම පාසලේ සිසුන් 64ක් ඉගෙනුම ලබති. පාසලට නව පණක් ලබා දුන්නේ ගමේ දෙමාපියන්, පැරණි සිසුන් සහ එකම එක ගුරුවරියකගේ නොසැලෙන අධිෂ්ඨානයයි.",
                    "## ගුරුවරියකගේ සිහිනය",
                    "පාසලේ විදුහල්පතිනිය ලෙස කටයුතු කරන ඩබ්ලිව්. එම්. ශ්‍රියානි මහත්මිය මෙම පාසලට පැමිණියේ 2019 වසරේදීය. “ගමේ දරුවන් කිලෝමීටර ගණනක් ඇවිදගෙන නගරයේ පාසල්වලට යනවා දැක්කම මට හරිම දුකයි. මේ පාසල වහලා දැම්මොත් පොඩි දරුවන්ට ඉගෙන ගන්න තැනක් නැහැ,” ඇය පවසයි.",
                    "ඇය ගෙයින් ගෙට ගොස් දෙමාපියන් සමඟ කතා කළාය. පැරණි සිසුන්ගේ සංගමය පිහිටුවා ඔවුන්ගේ සහාය ලබා ගත්තාය. විදෙස්ගත ශ්‍රී ලාංකිකයන් කිහිප දෙනෙකුගේ ආධාරයෙන් පාසලට නව පන්ති කාමර දෙකක්, පුස්තකාලයක් සහ පරිගණක කාමරයක් ඉදි විය.",
                    "## ගම එක්ව",
                    "ගමේ ගොවීන් සති අන්තයේ ශ්‍රමදාන මගින් පාසල් වත්ත පිරිසිදු කර එළවළු වගාවක් ආරම්භ කළහ. එහි අස්වැන්න දරුවන්ගේ දිවා ආහාරයට යොදා ගැනේ. පසුගිය වසරේ අධ්‍යාපන දෙපාර්තමේන්තුව තවත් ගුරුවරුන් හතර දෙනෙකු පාසලට අනුයුක්ත කළේය.",
                    "පසුගිය වසරේ පහ ශ්‍රේණියේ ශිෂ්‍යත්ව විභාගයෙන් පාසලේ සිසුන් දෙදෙනෙකු කඩඉම් ලකුණු ඉක්මවා සමත් වීම ගම්වාසීන්ට ලොකු සතුටක් ගෙන දුන්නේය.",
                    "“ලොකු නගර පාසල්වලට දරුවන් යවන්න අපට වියදම් දරන්න බැහැ. මේ පාසල නිසා අපේ දරුවන්ට ගමේම හොඳ අධ්‍යාපනයක් ලැබෙනවා,” යැයි දෙමාපියෙකු වන ආර්. එම්. සුමනසිරි මහතා පැවසීය.",
                    "ලබන වසරේ සිට හය සහ හත් ශ්‍රේණි ද ආරම්භ කිරීමට පාසල සැලසුම් කරයි.",
                ],
                "php-feature-subheads",
                section="විශේෂාංග",
            )
        )
        add(
            story(
                "fire",
                "/latest_news/major-fire-at-pettah-warehouse-complex/1-645175",
                "පිටකොටුවේ ගබඩා සංකීර්ණයක දැවැන්ත ගින්නක්",
                "2026-12-05",
                "2026-12-04T19:00:00Z",
                "2026 දෙසැම්බර් 05 පෙ.ව. 12:30",
                ["දිනේෂ් කුමාර"],
                [
                    "කොළඹ පිටකොටුව, ප්‍රින්ස් වීදියේ පිහිටි ගබඩා සංකීර්ණයක ඊයේ (04) රාත්‍රී 9.45ට පමණ දැවැන්ත ගින්නක් හට ගත්තේය.",
                    "ගින්න නිවා දැමීම සඳහා කොළඹ මහ නගර සභාවේ ගිනි නිවන රථ 12ක් සහ ශ්‍රී ලංකා නාවික හමුදාවේ ගිනි නිවන කණ්ඩායමක් යොදවා ඇති බව ගිනි නිවන සේවා අධ්‍යක්ෂ ලක්ෂ්මන් කුලතුංග මහතා පැවසීය.",
                    "ගින්න හට ගත් ගොඩනැගිල්ලේ රෙදිපිළි සහ ප්ලාස්ටික් භාණ්ඩ ගබඩා කර තිබූ බැවින් ගින්න වේගයෙන් පැතිර ගිය බව ඔහු කීය. මේ වන විට ගින්න පාලනය කර ඇති නමුත් සම්පූර්ණයෙන් නිවා දැමීමට තවත් පැය කිහිපයක් ගත විය හැකිය.",
                    "ගින්න හට ගත් අවස්ථාවේ ගබඩාවේ සේවකයන් කිහිප දෙනෙකු සිටි නමුත් ඔවුහු වහාම පිටතට පැමිණ ආරක්ෂා වූහ. ගින්න දුටු ප්‍රදේශවාසීන් ගිනි නිවන සේවයට දැනුම් දුන් බව පැවසේ.",
                    "ගින්නෙන් කිසිවෙකුට අනතුරක් සිදු නොවූ අතර, අවට ගොඩනැගිලිවල සිටි අය ආරක්ෂිත ස්ථානවලට ඉවත් කෙරිණි. ගින්නෙන් සිදු වූ හානිය තවමත් ඇස්තමේන්තු කර නොමැත.",
                    "ගින්නට හේතුව විදුලි කාන්දුවක් විය හැකි බවට සැක කෙරෙන අතර, පිටකොටුව පොලිසිය සහ රජයේ රස පරීක්ෂක වාර්තාව ලැබීමෙන් පසු නිශ්චිත හේතුව හෙළි වනු ඇත.",
                    "පිටකොටුව ප්‍රදේශයේ පැරණි ගොඩනැගිලිවල ගිනි ආරක්ෂණ පහසුකම් නොමැති වීම බරපතල ගැටලුවක් බව ගිනි නිවන සේවා නිලධාරීහු පෙන්වා දෙති. පසුගිය වසර දෙක තුළ ප්‍රදේශයේ ගිනි අනතුරු හතක් වාර්තා වී ඇත.",
                    "ගින්න හේතුවෙන් ප්‍රින්ස් වීදිය සහ ඒ අවට මාර්ග රථ වාහන සඳහා වසා තිබූ බව පොලිසිය සඳහන් කළේය.",
                ],
                "php-news-jsonld-utc-next-day",
                section="නවතම පුවත්",
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f"<li>{self.a(k, t, 'nav')}</li>"
            for k, t in (
                ("home", "මුල් පිටුව"),
                ("latest", "නවතම පුවත්"),
                ("/politics/13", "දේශපාලන"),
                ("/business/9", "ව්‍යාපාරික"),
                ("/sports/6", "ක්‍රීඩා"),
                ("/editorial/12", "කතුවැකිය"),
                ("gallery", "ඡායාරූප"),
                ("video", "වීඩියෝ"),
            )
        )
        og_type = "video.other" if doc.kind == "video" else ("article" if doc.is_article else "website")
        metas = [
            '<meta http-equiv="Content-Type" content="text/html; charset=utf-8">',
            f"<title>{esc(doc.title)} | ලක්සඳ</title>",
            f'<link rel="canonical" href="{esc(self.url(doc.key))}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:type" content="{og_type}">',
            f'<meta property="og:url" content="{esc(self.url(doc.key))}">',
            '<meta property="og:site_name" content="Laksanda">',
            '<meta property="fb:app_id" content="100000000000000">',
        ]
        if doc.kind == "video":
            metas.append('<meta property="og:video" content="https://www.youtube.com/embed/lks645215">')
        if doc.is_article and not doc.extra.get("nold"):
            metas.append(self.jsonld(doc))
        side = "".join(
            f'<li class="popular-item">{self.a(k, self.docs[k].title, "aside")}</li>'
            for k in ("fire", "train", "cricket", "school")
            if k != doc.key
        )
        return f"""<!DOCTYPE html>
<html lang="si">
<head>
{chr(10).join(metas)}
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<link href="/assets/css/bootstrap.min.css" rel="stylesheet">
<link href="/assets/css/laksanda-style.css?v=5.2" rel="stylesheet">
<style>/*PAD*/</style>
<script async src="https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=ca-pub-0000000000000000"></script>
</head>
<body>
<div class="header-bar"><div class="container"><span class="today-date">2026 දෙසැම්බර් 05 සෙනසුරාදා</span> <a href="https://epaper.laksanda.test/">ඊ-පේපර්</a> <a href="https://www.laksanda.test/rss">RSS</a></div></div>
<div class="logo-area"><div class="container">{self.a("home", "ලක්සඳ", "nav", 'class="logo"')}<div class="ad-728">දැන්වීම</div></div></div>
<nav class="main-menu"><div class="container"><ul class="nav">{nav}</ul><form action="/search" method="get" class="menu-search"><input type="text" name="q" placeholder="සොයන්න"><button type="submit">සොයන්න</button></form></div></nav>
<div class="container main-body"><div class="row">
<div class="col-md-8">
{main}
</div>
<div class="col-md-4 sidebar">
<div class="sidebar-box"><h4>වැඩියෙන්ම කියවූ</h4><ul>{side}</ul></div>
<div class="sidebar-box">{self.a("gallery", "ඡායාරූප", "aside")} · {self.a("video", "වීඩියෝ", "aside")}</div>
<div class="ad-300">දැන්වීම</div>
</div>
</div></div>
<div class="footer-area"><div class="container">
<ul class="footer-links"><li>{self.a("about", "අප ගැන", "footer")}</li><li><a href="/contact-us">අප අමතන්න</a></li><li><a href="/privacy-policy">රහස්‍යතා ප්‍රතිපත්තිය</a></li><li><a href="/advertise">දැන්වීම් සඳහා</a></li></ul>
<div class="social"><a href="https://www.facebook.com/laksanda">Facebook</a> <a href="https://www.youtube.com/@laksanda">YouTube</a> <a href="https://x.com/laksanda">X</a></div>
{self.sitemap([("පුවත්", [("latest", "නවතම පුවත්"), ("/politics/13", "දේශපාලන"), ("/provincial/14", "පළාත්"), ("/foreign/11", "විදෙස්")]), ("ව්‍යාපාර", [("/business/9", "ව්‍යාපාරික"), ("/tech/16", "තාක්ෂණ")]), ("ක්‍රීඩා", [("/sports/6", "ක්‍රීඩා"), ("/cricket/7", "ක්‍රිකට්")]), ("විශේෂාංග", [("/editorial/12", "කතුවැකිය"), ("/features/15", "විශේෂාංග"), ("gallery", "ඡායාරූප"), ("video", "වීඩියෝ")])])}
<p class="copyright">© 2026 ලක්සඳ. සියලු හිමිකම් ඇවිරිණි.</p>
</div></div>
<div id="cookie-bar">මෙම වෙබ් අඩවිය කුකීස් භාවිත කරයි. <button onclick="acceptCookies()">එකඟයි</button></div>
<script src="/assets/js/jquery-3.6.0.min.js"></script>
<script src="/assets/js/laksanda.js?v=5.2"></script>
</body>
</html>"""

    def jsonld(self, doc: Doc) -> str:
        if doc.section == "කතුවැකිය":
            author = {"@type": "Organization", "name": "Laksanda"}
        else:
            author = [{"@type": "Person", "name": a} for a in doc.authors]
        ld = {
            "@context": "https://schema.org",
            "@type": "NewsArticle",
            "headline": doc.title,
            "datePublished": doc.iso,
            "author": author,
            "publisher": {
                "@type": "Organization",
                "name": "Laksanda",
                "logo": {"@type": "ImageObject", "url": self.origin + "/assets/img/logo.png"},
            },
            "mainEntityOfPage": self.url(doc.key),
        }
        return f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>'

    def story_main(self, doc: Doc) -> str:
        if doc.extra.get("credit"):
            who = f'<div class="news-author">{esc(doc.extra["credit"])}</div>'
        elif doc.authors:
            names = [
                self.a("author", a, "byline")
                if a == "නිමල් ප්‍රනාන්දු"
                else f'<a href="/author/{AUTHOR_SLUG[a]}">{esc(a)}</a>'
                for a in doc.authors
            ]
            who = f'<div class="news-author">{" සහ ".join(names)}</div>'
        else:
            who = ""
        kicker = f'<div class="news-kicker">{esc(doc.extra["kicker"])}</div>' if doc.extra.get("kicker") else ""
        body = self.blocks(
            doc,
            fig=lambda alt, cap: (
                f'<div class="news-image"><img src="/assets/news_images/2026/12/645150.jpg" alt="{esc(alt)}" class="img-fluid"><p class="image-caption">{esc(cap)}</p></div>'
            ),
        )
        tags = (
            f'<div class="news-tags">ටැග්: {self.a("tag", "දුම්රිය", "content")} <a href="/tags/varjana">වර්ජන</a></div>'
            if doc.extra.get("tag")
            else ""
        )
        related = "".join(f"<li>{self.a(k, self.docs[k].title, 'related')}</li>" for k in ARTS if k != doc.key)
        return f"""<div class="news-header">
{kicker}<h1>{esc(doc.title)}</h1>
<div class="news-datestamp"><i class="far fa-clock"></i> {doc.stamp}</div>
{who}
</div>
<div class="share-buttons"><a href="https://www.facebook.com/sharer/sharer.php?u={esc(self.url(doc.key))}">බෙදාගන්න</a> <a href="https://wa.me/?text={esc(self.url(doc.key))}">WhatsApp</a> <a href="viber://forward?text={esc(self.url(doc.key))}">Viber</a></div>
<div class="news-content">
{body}
</div>
{tags}
<div class="ad-inarticle">දැන්වීම</div>
<div class="related-news"><h4>අදාළ පුවත්</h4><ul>{related}</ul></div>
<div class="comments-section"><h4>ඔබේ අදහස</h4><div class="fb-comments" data-href="{esc(self.url(doc.key))}" data-width="100%" data-numposts="5"></div></div>"""

    def item(self, k: str) -> str:
        d = self.docs[k]
        return f'<div class="news-list-item"><h3>{self.a(k, d.title, "content")}</h3><span class="list-date">{d.stamp.rsplit(" ", 2)[0]}</span><p>{esc(self.lede(d))}</p></div>'

    def listing_main(self, doc: Doc) -> str:
        items = doc.extra["list"]
        lst = "".join(self.item(k) for k in items)
        if doc.key == "home":
            more = f'<div class="home-more">{self.a("latest", "තවත් පුවත්", "content")} · {self.a("tag", "දුම්රිය", "content")} · {self.a("author", "නිමල් ප්‍රනාන්දු", "content")} · {self.a("search", "තේ", "content")} · {self.a("latest2", "පැරණි පුවත්", "content")} · {self.a("gallery", self.docs["gallery"].title, "content")} · {self.a("video", self.docs["video"].title, "content")}</div>'
            return f'<div class="home-lead"><h2 class="section-title">ප්‍රධාන පුවත්</h2>{lst}</div>{more}'
        head = f'<h2 class="section-title">{esc(doc.title)}</h2>'
        if doc.kind == "author":
            head = f'<div class="author-box"><h2 class="section-title">{esc(doc.title)}</h2><p>{esc(doc.extra["bio"])}</p></div>'
        pager = ""
        if doc.extra.get("more"):
            pager = f'<ul class="pagination"><li class="active"><span>1</span></li><li>{self.a(doc.extra["more"], "2", "pagination")}</li><li><a href="/latest_news/1?page=3">3</a></li><li>{self.a(doc.extra["more"], "ඊළඟ »", "pagination")}</li></ul>'
        if doc.key == "latest2":
            pager = f'<ul class="pagination"><li>{self.a("latest", "« පෙර", "pagination")}</li><li>{self.a("latest", "1", "pagination")}</li><li class="active"><span>2</span></li><li><a href="/latest_news/1?page=3">3</a></li></ul>'
        return f"{head}<div class='news-list'>{lst}</div>{pager}"

    def service_main(self, doc: Doc) -> str:
        stamp = doc.extra.get("stamp", "")
        if doc.kind == "gallery":
            items = "".join(
                f'<div class="gallery-item"><img src="/assets/gallery/2026/12/xmas-{i}.jpg" alt="{esc(b[1])}" class="img-fluid"><p class="gallery-caption">{esc(b[2])}</p></div>'
                for i, b in enumerate(doc.blocks, 1)
            )
            return f'<div class="news-header"><h1>{esc(doc.title)}</h1><div class="news-datestamp">{stamp}</div><div class="news-author">ඡායාරූප: සමන් ගමගේ</div></div><div class="gallery-wrap">{items}</div>'
        if doc.kind == "video":
            return f'<div class="news-header"><h1>{esc(doc.title)}</h1><div class="news-datestamp">{stamp}</div></div><div class="video-wrap"><iframe src="https://www.youtube.com/embed/lks645215" width="100%" height="400" allowfullscreen></iframe></div><p class="video-desc">{esc(doc.blocks[0][1])}</p>'
        return f'<div class="static-page"><h1>{esc(doc.title)}</h1>\n{self.blocks(doc)}\n</div>'
