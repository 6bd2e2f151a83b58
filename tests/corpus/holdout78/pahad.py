# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; Devanagari and typographic punctuation are deliberate)
"""Pahad Post (पहाड पोस्ट): a Nepali online daily on a home-grown **Laravel** CMS in the Ratopati/Setopati mould
(`news-detail`, `news-title`, `news-author`, `published-date`, `news-content`, story URLs that carry the **Bikram Sambat**
date: `/2083/08/19/42817` = 19 Mangsir 2083 = 4 December 2026; `/category/samachar?page=2`, `/tag/<percent-encoded>`,
`/author/…`, `/search?keyword=`), Nepali in Devanagari, UTF-8, Nepal time (**UTC+05:45**).

Dates are printed in Bikram Sambat with Devanagari digits: "२०८३ मंसिर १९ गते शुक्रबार ०९:१५", sometimes with the
Gregorian day beside it ("| 4 December 2026"), sometimes not; the opinion page prints "मंसिर १८, २०८३" (month first,
no time). Mangsir 2083 runs from 16 November to 15 December 2026 (the Vrischika sankranti falls at 19:55 on 16
November, so Mangsir 1 is that day; published calendars agree). `NewsArticle` JSON-LD is usually in +05:45, but: the
airport story (05:30 on 4 Dec) carries **UTC** (23:45Z on 3 Dec); the fertiliser story's `datePublished` and
`article:published_time` carry the **BS date as if it were Gregorian** ("2083-08-19T11:40:00+05:45"); the opinion piece
has none. The RSS (national news agency) story opens with the agency's dateline of the day before ("काठमाडौं,
मंसिर १८ (रासस) —") and is labelled with the site's own day (19 Mangsir = 4 Dec).

Credits: "प्रकाश शर्मा" with the city on the next line; "विष्णु अधिकारी, चितवन" in one text node; "रासस" (agency);
"खेलकुद संवाददाता" (sports desk, a JSON-LD Person); the site itself ("पहाड पोस्ट"); "डा. सुनिता पौडेल" (honorific
dropped). The footer names the chair and the editor (not authors). Service pages: the Nepali calendar (पात्रो, this
week's tithis), the festival and public-holiday list with BS and Gregorian days, a video page and "हाम्रो बारेमा"."""

from __future__ import annotations

import json
from urllib.parse import quote

from common import BS_MONTHS, Base, bs, deva, local_iso, nepali, page, story, utc
from sitekit import Doc, css_rules, esc

ORIGIN = "https://www.pahadpost.test"
TAG = "मेलम्ची"
QUERY = "चिसो"
ARTS = ["melamchi", "airport", "fertilizer", "rss", "cricket", "cold", "opinion", "interview"]
GREG = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
]
NAV_LINK = 'class="nav-link"'
AUTHORS = {
    "प्रकाश शर्मा": "prakash-sharma",
    "सरिता खड्का": "sarita-khadka",
    "विष्णु अधिकारी": "bishnu-adhikari",
    "अनुप ढकाल": "anup-dhakal",
    "सुनिता पौडेल": "sunita-poudel",
}


def greg(local: str) -> str:
    y, m, d = (int(x) for x in local.split()[0].split("-"))
    return f"{d} {GREG[m - 1]} {y}"


def bs_path(local: str, n: int) -> str:
    y, m, d = (int(x) for x in local.split()[0].split("-"))
    by, bm, bd = bs(y, m, d)
    return f"/{by}/{bm:02d}/{bd:02d}/{n}"


class Pahad(Base):
    origin = ORIGIN
    name = "पहाड पोस्ट"
    prefix = "pps"
    language = "ne"
    page_ctype = "text/html; charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "pps",
            [
                ".site-header",
                ".main-nav li a",
                ".news-detail .news-title",
                ".news-content p",
                ".news-author",
                ".published-date",
                ".news-list .item",
                ".ads-full",
                ".site-footer",
                ".patro-table td",
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
                "पहाड पोस्ट",
                "laravel-home",
                list=["cold", "melamchi", "airport", "fertilizer", "rss", "cricket", "opinion", "interview"],
                more="samachar",
            )
        )
        add(
            page(
                "samachar",
                "/category/samachar",
                "section",
                "समाचार",
                "category",
                list=["cold", "melamchi", "airport", "fertilizer", "rss"],
                more="samachar2",
            )
        )
        add(
            page(
                "samachar2",
                "/category/samachar?page=2",
                "section",
                "समाचार",
                "category-page2",
                list=["cricket", "interview", "video"],
            )
        )
        add(page("tag", f"/tag/{quote(TAG)}", "tag", TAG, "tag-list", list=["melamchi"]))
        add(
            page(
                "author",
                f"/author/{AUTHORS['प्रकाश शर्मा']}",
                "author",
                "प्रकाश शर्मा",
                "author-list",
                list=["melamchi"],
                bio="प्रकाश शर्मा पहाड पोस्टमा राजधानी, खानेपानी र पूर्वाधार विषयमा रिपोर्टिङ गर्छन्।",
            )
        )
        add(
            page(
                "search",
                f"/search?keyword={quote(QUERY)}",
                "search",
                f"खोज परिणाम: {QUERY}",
                "search-list",
                list=["cold", "airport"],
            )
        )
        week = [
            (2026, 11, 30, "कृष्ण सप्तमी"),
            (2026, 12, 1, "कृष्ण अष्टमी"),
            (2026, 12, 2, "कृष्ण नवमी"),
            (2026, 12, 3, "कृष्ण दशमी"),
            (2026, 12, 4, "कृष्ण एकादशी"),
            (2026, 12, 5, "कृष्ण द्वादशी"),
            (2026, 12, 6, "कृष्ण त्रयोदशी"),
        ]
        rows = []
        for y, m, d, tithi in week:
            _, bm, bd = bs(y, m, d)
            rows.append(
                f"T: {deva(f'{BS_MONTHS[bm - 1]} {bd}')} | {nepali(f'{y}-{m:02d}-{d:02d}').split()[-1]} | {GREG[m - 1][:3]} {d} | {tithi}"
            )
        add(
            page(
                "patro",
                "/patro/2083/08",
                "calendar",
                "नेपाली पात्रो: मंसिर २०८३",
                "bs-calendar-week",
                [
                    "आज: " + nepali("2026-12-05") + " | 5 December 2026 | ने.सं. ११४७",
                    "मंसिर २०८३ को पहिलो दिन अंग्रेजी नोभेम्बर १६ र अन्तिम दिन डिसेम्बर १५ मा पर्छ। यो महिना ३० दिनको छ।",
                    "T: गते | बार | अंग्रेजी मिति | तिथि",
                    *rows,
                    "मंसिर २३ गते मंगलबार औंसी र मंसिर २९ गते सोमबार विवाह पञ्चमी पर्छ।",
                ],
            )
        )
        add(
            page(
                "chadparba",
                "/chadparba-bida-2083",
                "festival-times",
                "चाडपर्व तथा सार्वजनिक बिदा २०८३",
                "festival-holiday-list",
                [
                    "नेपाल सरकारले २०८३ सालका लागि तोकेका सार्वजनिक बिदा र प्रमुख चाडपर्वको सूची (मंसिरदेखि फागुनसम्म):",
                    "T: मिति (वि.सं.) | चाडपर्व / बिदा | अंग्रेजी मिति",
                    "T: मंसिर २९, सोमबार | विवाह पञ्चमी (जनकपुरधाम क्षेत्रमा बिदा) | December 14, 2026",
                    "T: पुस १०, शुक्रबार | क्रिसमस डे | December 25, 2026",
                    "T: पुस १५, बुधबार | तमु ल्होसार | December 30, 2026",
                    "T: पुस २७, सोमबार | पृथ्वी जयन्ती तथा राष्ट्रिय एकता दिवस | January 11, 2027",
                    "T: फागुन ७, शुक्रबार | प्रजातन्त्र दिवस | February 19, 2027",
                    "चन्द्रमासमा आधारित चाडपर्वको मिति पञ्चाङ्ग निर्णायक विकास समितिको निर्णयअनुसार एक दिन फरक पर्न सक्छ।",
                ],
            )
        )
        add(
            page(
                "video",
                "/video/1184",
                "video",
                "भिडियो: मेलम्चीको सुरुङमुखमा लेदो हटाउने काम सुरु",
                "video-embed",
                ["सुन्दरीजलस्थित सुरुङमुखमा शुक्रबार बिहान सुरु भएको सफाइको दृश्य।"],
                video="2026-12-04T11:00:00+05:45",
            )
        )
        add(
            page(
                "about",
                "/about-us",
                "about",
                "हाम्रो बारेमा",
                "about-imprint",
                [
                    "पहाड पोस्ट २०७४ सालदेखि प्रकाशित हुँदै आएको स्वतन्त्र अनलाइन समाचार पत्रिका हो। हामी राजधानीदेखि दुर्गम पहाडसम्मका समाचार, विचार र अन्तर्वार्ता प्रकाशित गर्छौं।",
                    "## सम्पादकीय नीति",
                    "हामी पत्रकार आचारसंहिता पालना गर्छौं। कुनै समाचारमा त्रुटि भेटिए सच्याएर सोही समाचारमा सच्याइएको मिति उल्लेख गर्छौं।",
                    "- प्रकाशक: पहाड मिडिया प्रा. लि., अनामनगर, काठमाडौं",
                    "- सूचना तथा प्रसारण विभाग दर्ता नं. ४५६७/०७६-७७",
                    "- सम्पर्क: info@pahadpost.test, ०१-४२४५६७८",
                ],
            )
        )
        add(
            story(
                "melamchi",
                bs_path("2026-12-04", 42817),
                "मेलम्चीको सुरुङमा फेरि लेदो, काठमाडौंका ३० प्रतिशत घरमा खानेपानी वितरण ठप्प",
                "2026-12-04",
                local_iso("2026-12-04 09:15", "+05:45"),
                "2026-12-04 09:15",
                ["प्रकाश शर्मा"],
                [
                    "काठमाडौं, मंसिर १९ — मेलम्ची खानेपानी आयोजनाको मुख्य सुरुङमा बिहीबार राति फेरि लेदो पसेपछि काठमाडौं उपत्यकामा पानी वितरण अवरुद्ध भएको छ। काठमाडौं उपत्यका खानेपानी लिमिटेडका अनुसार सुन्दरीजलस्थित प्रशोधन केन्द्रमा पानी आउन बन्द भएपछि उपत्यकाका करिब ३० प्रतिशत घरधुरीमा नियमित वितरण रोकिएको हो।",
                    "लिमिटेडका प्रवक्ता रमेश बस्नेतले सुरुङको मुखमा जमेको लेदो र ढुंगा हटाउन कम्तीमा पाँच दिन लाग्ने बताए। ‘अहिले सुरुङमा पानी पठाउन रोकेर सफाइ सुरु गरेका छौं,’ उनले भने, ‘त्यतिन्जेल ट्याङ्करबाट आपत्कालीन वितरण गर्नेछौं।’",
                    "## कुन क्षेत्र बढी प्रभावित",
                    "बानेश्वर, बबरमहल, कालोपुल, चाबहिल, महाराजगन्ज र ललितपुरको पुल्चोक क्षेत्रमा सबैभन्दा बढी असर परेको छ। यी क्षेत्रमा मेलम्चीको पानी आउन थालेपछि धेरैले निजी ट्याङ्करको पानी किन्न छाडेका थिए।",
                    'RAW:<div class="also-read"><span>यो पनि पढ्नुहोस्</span> {video}</div>',
                    "ट्याङ्कर व्यवसायीले भने पानीको माग अचानक बढेपछि एक ट्याङ्करको मूल्य ३ हजार ५०० रुपैयाँबाट बढाएर ४ हजार ५०० रुपैयाँ पुर्याएका छन्। उपभोक्ता अधिकारकर्मीहरूले मनपरी मूल्य लिनेलाई कारबाही गर्न माग गरेका छन्।",
                    "मेलम्ची आयोजना सञ्चालनमा आएपछि मनसुनमा पटक–पटक बाढी र पहिरोका कारण बन्द हुँदै आएको छ। हिउँदमा भने यसरी सुरुङ अवरुद्ध हुनु असामान्य भएको प्राविधिकहरू बताउँछन्।",
                ],
                "bs-date-with-gregorian-beside-updated",
                section="समाचार",
                city="काठमाडौं",
                greg=True,
                updated="2026-12-04 16:20",
                ld="np",
            )
        )
        add(
            story(
                "airport",
                bs_path("2026-12-04", 42809),
                "कुहिरोका कारण त्रिभुवन विमानस्थलमा अवतरण गर्न नसकेका तीन विमान डाइभर्ट",
                "2026-12-04",
                utc("2026-12-04 05:30", 345),
                "2026-12-04 05:30",
                ["सरिता खड्का"],
                [
                    "बाक्लो कुहिरोका कारण बिहीबार राति त्रिभुवन अन्तर्राष्ट्रिय विमानस्थलमा अवतरण गर्न नसकेका तीन अन्तर्राष्ट्रिय उडानलाई लखनऊ र कोलकाता पठाइएको छ। राति ११ बजेपछि विमानस्थल क्षेत्रमा दृश्यता ५०० मिटरभन्दा तल झरेको थियो।",
                    "विमानस्थलका सूचना अधिकारी दीपक खनालका अनुसार दोहा, दुबई र क्वालालम्पुरबाट आएका विमानहरू डाइभर्ट भएका हुन्। ती विमान शुक्रबार दिउँसोसम्म काठमाडौं फर्किने अपेक्षा गरिएको छ।",
                    "मौसमविद्हरूले शुक्रबार बिहान पनि उपत्यकामा बाक्लो कुहिरो लाग्ने भएकाले बिहानका आन्तरिक उडानहरू ढिला हुन सक्ने जनाएका छन्। यात्रुहरूलाई विमानस्थल आउनुअघि सम्बन्धित वायुसेवा कम्पनीसँग उडानको समय सुनिश्चित गर्न आग्रह गरिएको छ।",
                    "हिउँदमा कुहिरोका कारण त्रिभुवन विमानस्थलमा उडान प्रभावित हुने क्रम हरेक वर्ष दोहोरिने गरेको छ। कम दृश्यतामा पनि अवतरण गर्न सहयोग गर्ने उपकरण जडान गर्ने योजना अझै पूरा हुन सकेको छैन।",
                ],
                "bs-only-jsonld-utc-previous-day",
                section="समाचार",
                ld="utc",
            )
        )
        add(
            story(
                "fertilizer",
                bs_path("2026-12-04", 42822),
                "चितवनमा युरिया मल अभाव, गहुँ छर्ने बेलामा किसान लाइनमा",
                "2026-12-04",
                "2083-08-19T11:40:00+05:45",
                "2026-12-04 11:40",
                ["विष्णु अधिकारी"],
                [
                    "गहुँ छर्ने समय सुरु भएसँगै चितवनमा युरिया मलको चरम अभाव भएको छ। भरतपुर, रत्ननगर र खैरहनीका सहकारी संस्थाअगाडि शुक्रबार बिहानैदेखि किसानहरू मल लिन लाइन बसेका थिए।",
                    "कृषि सामग्री कम्पनीको चितवन शाखाका अनुसार यस वर्ष जिल्लालाई आवश्यक पर्ने करिब ९ हजार टन युरियामध्ये हालसम्म ३ हजार २०० टन मात्र आपूर्ति भएको छ। भारतबाट आउनुपर्ने मल ढुवानीमा ढिलाइ भएकाले समस्या भएको कम्पनीले जनाएको छ।",
                    "रत्ननगर–५ का किसान रामबहादुर महतोले तीन दिनदेखि लाइन बस्दा पनि एक बोरा मल पाउन नसकेको गुनासो गरे। ‘समयमा मल हाल्न पाएन भने उत्पादन आधा घट्छ,’ उनले भने।",
                    "FIG: मलका लागि लाइन | रत्ननगरको एक सहकारी अगाडि मलका लागि लाइनमा बसेका किसान। तस्बिर: पहाड पोस्ट",
                    "कृषि ज्ञान केन्द्र चितवनले मल आपूर्ति सहज नहुन्जेल किसानलाई प्राङ्गारिक मल र कम्पोस्टको प्रयोग बढाउन सुझाव दिएको छ। केन्द्रका प्रमुख सुरेश पौडेलले अर्को हप्तासम्म थप १ हजार ५०० टन मल आइपुग्ने जानकारी दिए।",
                ],
                "bs-date-as-iso-in-metadata",
                section="समाचार",
                printed="विष्णु अधिकारी, चितवन",
                ld="bs",
            )
        )
        add(
            story(
                "rss",
                bs_path("2026-12-04", 42805),
                "राष्ट्रिय परिचयपत्र वितरण ७७ वटै जिल्लामा विस्तार गरिने",
                "2026-12-04",
                local_iso("2026-12-04 07:00", "+05:45"),
                "2026-12-04 07:00",
                [],
                [
                    "काठमाडौं, मंसिर १८ (रासस) — राष्ट्रिय परिचयपत्र तथा पञ्जीकरण विभागले चालु आर्थिक वर्षभित्र राष्ट्रिय परिचयपत्र वितरणलाई ७७ वटै जिल्लामा विस्तार गर्ने जनाएको छ।",
                    "विभागका महानिर्देशक हरिप्रसाद गौतमले हालसम्म १ करोड ४० लाखभन्दा बढी नागरिकको विवरण संकलन भइसकेको र ९२ लाख परिचयपत्र वितरण भइसकेको जानकारी दिए। बाँकी जिल्लामा पुस महिनादेखि घुम्ती शिविर सञ्चालन गरिने उनले बताए।",
                    "सरकारले सामाजिक सुरक्षा भत्ता, बैंक खाता र राहदानीका लागि राष्ट्रिय परिचयपत्र नम्बर अनिवार्य गर्दै लगेको छ। विदेशमा रहेका नेपालीका लागि कूटनीतिक नियोगमार्फत विवरण संकलन गर्ने तयारी पनि भइरहेको विभागले जनाएको छ।",
                ],
                "agency-dateline-day-before",
                section="समाचार",
                credit="रासस",
                ld="rss",
            )
        )
        add(
            story(
                "opinion",
                "/opinion/42761",
                "संघीयताको एक दशक: स्थानीय तहले साँच्चै अधिकार पाए?",
                "2026-12-03",
                None,
                "2026-12-03",
                ["सुनिता पौडेल"],
                [
                    "संविधान जारी भएको एक दशकपछि पनि संघीयताबारे बहस सकिएको छैन। कतिपय साथीहरू संघीयताले विकास ढिलो बनायो भन्छन्, कतिपय भने यसलाई अझै पूर्ण रूपमा कार्यान्वयन नै नगरिएको तर्क गर्छन्।",
                    "स्थानीय तहको अनुभव हेर्दा दुवै कुरामा केही सत्यता छ। गाउँपालिका र नगरपालिकाले सडक, खानेपानी र विद्यालयमा उल्लेख्य लगानी गरेका छन्, तर धेरै तहसँग योजना बनाउने र अनुगमन गर्ने प्राविधिक क्षमता अझै कमजोर छ।",
                    "## कर्मचारी र स्रोतको प्रश्न",
                    "संघीय सरकारले कर्मचारी व्यवस्थापनमा स्थानीय तहलाई पर्याप्त अधिकार दिएको छैन। धेरै पालिकामा इन्जिनियर र लेखापालका पद रिक्त छन्, र राजस्व बाँडफाँटको सूत्र पनि जनसंख्या र क्षेत्रफलमा मात्र आधारित छ।",
                    "स्थानीय तहलाई साँच्चै बलियो बनाउने हो भने कर्मचारी समायोजन, वित्तीय हस्तान्तरण र क्षमता विकासमा स्पष्ट कानुन आवश्यक छ। नत्र संघीयता कागजमा मात्र सीमित हुने खतरा छ।",
                ],
                "opinion-bs-month-first-no-jsonld",
                section="विचार",
                printed="डा. सुनिता पौडेल",
                bio="लेखक त्रिभुवन विश्वविद्यालयमा राजनीतिशास्त्रकी सहप्राध्यापक हुन्।",
                disclaimer="यस लेखमा व्यक्त विचार लेखकका निजी हुन्।",
            )
        )
        add(
            story(
                "interview",
                bs_path("2026-12-02", 42733),
                "‘हिमालमा फोहोर होइन, पाइला मात्र छोडेर आउनुपर्छ’",
                "2026-12-02",
                local_iso("2026-12-02 14:00", "+05:45"),
                "2026-12-02 14:00",
                ["अनुप ढकाल"],
                [
                    "सगरमाथा १४ पटक चढिसकेका पासाङ शेर्पा अहिले सोलुखुम्बुमा हिमाल सफाइ अभियान चलाइरहेका छन्। यस वर्षको वसन्त याममा उनको टोलीले सगरमाथा आधार शिविर र क्याम्प टुबाट ११ टन फोहोर झारेको थियो। हिमाल सफाइ, पर्वतारोहण व्यवसाय र जलवायु परिवर्तनबारे पहाड पोस्टले उनीसँग गरेको कुराकानीको सम्पादित अंश:",
                    "Q: हिमालमा फोहोरको समस्या कति गम्भीर छ? || पहिलेभन्दा सुधार भएको छ, तर समस्या सकिएको छैन। पुराना अभियानहरूले छोडेका अक्सिजन सिलिन्डर, पाल र डोरी अझै हिउँमुनि छन्। हिउँ पग्लँदै जाँदा ती बाहिर निस्किरहेका छन्।",
                    "Q: सफाइ अभियानका लागि पैसा कहाँबाट आउँछ? || केही रकम सरकारले दिन्छ, बाँकी पर्वतारोहण कम्पनी र विदेशी संस्थाहरूको सहयोगबाट जुटाउँछौं। हरेक आरोहीले फर्किँदा आफ्नो फोहोर फिर्ता ल्याउनुपर्ने नियमले पनि धेरै मद्दत गरेको छ।",
                    "Q: जलवायु परिवर्तनको असर कसरी देख्नुभएको छ? || खुम्बु हिमनदी हरेक वर्ष पातलो भइरहेको छ। हिमपहिरोको जोखिम बढेको छ र आरोहणको बाटो हरेक सिजन बदल्नुपर्छ। हामीले २० वर्षअघि हिँडेको बाटो अहिले चिनिँदैन।",
                    "Q: नयाँ पुस्ताका शेर्पालाई के भन्नुहुन्छ? || पैसा मात्र होइन, सुरक्षा र तालिमलाई प्राथमिकता देऊ भन्छु। हिमाल हाम्रो घर हो, यसलाई जोगाउने जिम्मेवारी पनि हाम्रै हो।",
                ],
                "qa-interview-quote-headline",
                section="अन्तर्वार्ता",
                kicker="अन्तर्वार्ता",
                greg=True,
                ld="np",
            )
        )
        add(
            story(
                "cricket",
                bs_path("2026-12-04", 42851),
                "नेपालले युएईलाई ६ विकेटले हरायो, त्रिदेशीय शृंखलाको फाइनलमा",
                "2026-12-04",
                local_iso("2026-12-04 18:45", "+05:45"),
                "2026-12-04 18:45",
                [],
                [
                    "कीर्तिपुर — नेपालले त्रिदेशीय टी–ट्वेन्टी अन्तर्राष्ट्रिय शृंखलाको अन्तिम लिग खेलमा संयुक्त अरब इमिरेट्स (युएई) लाई ६ विकेटले पराजित गर्दै फाइनलमा स्थान बनाएको छ।",
                    "त्रिभुवन विश्वविद्यालय क्रिकेट मैदानमा शुक्रबार टस हारेर पहिले ब्याटिङ गरेको युएईले निर्धारित २० ओभरमा ८ विकेट गुमाएर १४२ रन बनाएको थियो। नेपालका लागि स्पिनर रोशन बुढाथोकीले २१ रन खर्चिएर ३ विकेट लिए।",
                    "जवाफमा नेपालले १८.२ ओभरमा ४ विकेट गुमाएर लक्ष्य पूरा गर्यो। ओपनर आशिष कार्कीले ४८ बलमा ६१ रनको इनिङ खेले भने कप्तानले अविजित ३४ रन जोडे।",
                    "नेपालले आइतबार हुने फाइनलमा ओमानसँग प्रतिस्पर्धा गर्नेछ। ओमानले लिग चरणमा नेपाललाई ५ रनले हराएको थियो।",
                ],
                "sports-desk-credit-jsonld-person",
                section="खेलकुद",
                credit="खेलकुद संवाददाता",
                ld="desk",
            )
        )
        add(
            story(
                "cold",
                bs_path("2026-12-05", 42866),
                "उपत्यकामा चिसो बढ्यो, कीर्तिपुरमा न्यूनतम तापक्रम ०.८ डिग्री",
                "2026-12-05",
                utc("2026-12-05 07:10", 345),
                "2026-12-05 07:10",
                [],
                [
                    "काठमाडौं उपत्यकामा शनिबार बिहान यो हिउँदकै सबैभन्दा कम तापक्रम रेकर्ड भएको छ। जल तथा मौसम विज्ञान विभागका अनुसार कीर्तिपुरमा न्यूनतम तापक्रम ०.८ डिग्री सेल्सियस मापन गरिएको छ।",
                    "पश्चिमी वायुको प्रभाव कमजोर भएपछि आकाश सफा भएकाले रातिको तापक्रम तीव्र रूपमा घटेको मौसमविद् कमला श्रेष्ठले बताइन्। आगामी तीन दिनसम्म बिहान र बेलुका चिसो अझै बढ्ने र तराईमा हुस्सु लाग्ने सम्भावना रहेको उनले जनाइन्।",
                    "T: स्थान | न्यूनतम (डिग्री सेल्सियस) | अधिकतम (डिग्री सेल्सियस)",
                    "T: कीर्तिपुर | ०.८ | १९.२",
                    "T: काठमाडौं विमानस्थल | २.४ | २०.१",
                    "T: भक्तपुर | १.६ | १९.५",
                    "T: जुम्ला | -६.२ | १३.४",
                    "T: डडेल्धुरा | ३.१ | १७.८",
                    "स्वास्थ्यकर्मीले बालबालिका र ज्येष्ठ नागरिकलाई न्यानो कपडा लगाउन र बिहान सबेरै बाहिर ननिस्कन सुझाव दिएका छन्। बन्द कोठामा कोइला वा ग्यास हिटर बालेर नसुत्न पनि आग्रह गरिएको छ।",
                ],
                "site-as-author-temperature-table",
                section="समाचार",
                credit="पहाड पोस्ट",
                greg=True,
                ld="site",
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        out = [
            f"<title>{esc(doc.title)} :: पहाड पोस्ट</title>",
            f'<meta name="description" content="{esc(self.lede(doc) if doc.is_article else doc.title)}">',
            f'<link rel="canonical" href="{esc(url)}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            f'<meta property="og:url" content="{esc(url)}">',
            '<meta property="og:site_name" content="Pahad Post">',
            '<meta property="og:locale" content="ne_NP">',
            '<meta property="fb:app_id" content="1234567890123">',
        ]
        mode = doc.extra.get("ld")
        if doc.is_article and mode:
            iso = doc.iso
            if mode in ("np", "bs", "rss", "desk"):
                out.append(f'<meta property="article:published_time" content="{iso}">')
            if mode in ("np", "desk", "utc"):
                author: object = [
                    {"@type": "Person", "name": a, "url": f"{ORIGIN}/author/{AUTHORS[a]}"} for a in doc.authors
                ]
                if mode == "desk":
                    author = [{"@type": "Person", "name": doc.extra["credit"]}]
            elif mode == "bs":
                author = {"@type": "Person", "name": doc.authors[0]}
            elif mode == "rss":
                author = {"@type": "Organization", "name": "राष्ट्रिय समाचार समिति"}
            else:
                author = {"@type": "Organization", "name": "पहाड पोस्ट", "url": ORIGIN}
            ld = {
                "@context": "https://schema.org",
                "@type": "NewsArticle",
                "mainEntityOfPage": {"@type": "WebPage", "@id": url},
                "headline": doc.title,
                "image": [f"{ORIGIN}/uploads/news/{doc.path.rsplit('/', 1)[-1]}.jpg"],
                "datePublished": iso,
                "dateModified": local_iso(doc.extra["updated"], "+05:45") if doc.extra.get("updated") else iso,
                "author": author,
                "publisher": {
                    "@type": "Organization",
                    "name": "पहाड पोस्ट",
                    "logo": {"@type": "ImageObject", "url": f"{ORIGIN}/images/logo.png"},
                },
                "inLanguage": "ne",
            }
            out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        if doc.kind == "video":
            vid = {
                "@context": "https://schema.org",
                "@type": "VideoObject",
                "name": doc.title,
                "description": doc.blocks[0][1],
                "uploadDate": doc.extra["video"],
                "thumbnailUrl": f"{ORIGIN}/uploads/video/1184.jpg",
                "embedUrl": "https://www.youtube.com/embed/pahadV1184",
            }
            out.append(f'<script type="application/ld+json">{json.dumps(vid, ensure_ascii=False)}</script>')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f'<li class="nav-item">{self.a(k, t, "nav", NAV_LINK)}</li>'
            if k in self.docs
            else f'<li class="nav-item"><a class="nav-link" href="{k}">{t}</a></li>'
            for k, t in (
                ("home", "गृहपृष्ठ"),
                ("samachar", "समाचार"),
                ("/category/rajniti", "राजनीति"),
                ("/category/artha", "अर्थ"),
                ("/category/bichar", "विचार"),
                ("/category/khelkud", "खेलकुद"),
                ("/category/pradesh", "प्रदेश"),
                ("/category/prabas", "प्रवास"),
                ("patro", "पात्रो"),
            )
        )
        trending = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>"
            for k in ["cold", "melamchi", "cricket", "airport", "interview"]
        )
        return f"""<!DOCTYPE html>
<html lang="ne">
<head>
<meta charset="utf-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="csrf-token" content="pK3vQ8xZr2LmN0aT7yB4cW1sD9fG6hJ5kE8uI3oP">
{self.head(doc)}
<link href="/css/app.css?id=9f1c2b7e4a" rel="stylesheet">
<link href="https://fonts.googleapis.com/css2?family=Mukta:wght@400;600;700&amp;display=swap" rel="stylesheet">
<style>/*PAD*/</style>
<script async src="https://www.googletagmanager.com/gtag/js?id=G-PPS2083"></script>
<script>window.dataLayer=window.dataLayer||[];function gtag(){{dataLayer.push(arguments);}}gtag('js',new Date());gtag('config','G-PPS2083');</script>
</head>
<body class="{"single-news" if doc.is_article else "page-" + doc.kind}">
<div class="top-bar"><div class="container"><span class="today-date">{nepali("2026-12-05")} | ने.सं. ११४७ | Saturday, 5 December 2026</span><span class="top-links">{self.a("chadparba", "चाडपर्व/बिदा", "nav")} · {self.a("patro", "पात्रो", "nav")} · <a href="/unicode">युनिकोड</a> · <a href="/rashifal">राशिफल</a> · <a href="https://english.pahadpost.test/">English</a></span></div></div>
<header class="site-header"><div class="container"><a class="logo" href="/"><img src="/images/logo.png" alt="पहाड पोस्ट" width="260" height="70"><span class="sr-only">पहाड पोस्ट</span></a>
<div class="ads-full ads-header"><a href="https://ads.pahadpost.test/click/1201"><img src="/uploads/ads/bank-728x90.gif" alt="" width="728" height="90"></a></div></div>
<nav class="main-nav"><div class="container"><ul class="nav">{nav}</ul><form class="nav-search" action="/search"><input name="keyword" placeholder="खोज्नुहोस्"><button>खोज</button></form></div></nav></header>
<main class="site-main"><div class="container"><div class="row"><div class="col-lg-8">
{main}
</div>
<aside class="col-lg-4 sidebar"><div class="ads-full ads-sidebar"><img src="/uploads/ads/insurance-300x250.gif" alt="" width="300" height="250"></div>
<div class="widget trending"><h3 class="widget-title">धेरै पढिएको</h3><ol>{trending}</ol></div>
<div class="widget"><h3 class="widget-title">ट्यागहरू</h3>{self.a("tag", TAG, "aside")} <a href="/tag/%E0%A4%9A%E0%A4%BF%E0%A4%B8%E0%A5%8B">चिसो</a> <a href="/tag/%E0%A4%95%E0%A5%8D%E0%A4%B0%E0%A4%BF%E0%A4%95%E0%A5%87%E0%A4%9F">क्रिकेट</a></div>
<div class="widget trending-search"><h3 class="widget-title">धेरै खोजिएको</h3>{self.a("search", QUERY, "aside")} · <a href="/search?keyword=%E0%A4%B8%E0%A5%81%E0%A4%A8">सुन</a> · <a href="/search?keyword=%E0%A4%B2%E0%A5%8B%E0%A4%A1%E0%A4%B6%E0%A5%87%E0%A4%A1%E0%A4%BF%E0%A4%99">लोडसेडिङ</a></div></aside>
</div></div></main>
<footer class="site-footer"><div class="container"><div class="row">
<div class="col-md-4"><img src="/images/logo-white.png" alt="पहाड पोस्ट" width="180"><p>पहाड मिडिया प्रा. लि.<br>अनामनगर, काठमाडौं<br>फोन: ०१-४२४५६७८<br>इमेल: info@pahadpost.test</p></div>
<div class="col-md-4"><p>अध्यक्ष: रमेशराज भट्टराई<br>प्रधान सम्पादक: गीता अर्याल<br>समाचार सम्पादक: दिनेश थापा</p><p>सूचना तथा प्रसारण विभाग दर्ता नं. ४५६७/०७६-७७</p></div>
<div class="col-md-4"><ul class="footer-links">{self.a("about", "हाम्रो बारेमा", "footer")}<br><a href="/team">हाम्रो टिम</a><br><a href="/privacy">गोपनीयता नीति</a><br><a href="/advertise">विज्ञापन</a><br><a href="/rss">RSS</a></ul>
<div class="social"><a href="https://www.facebook.com/pahadpost.test">Facebook</a> <a href="https://x.com/pahadpost_test">X</a> <a href="https://www.youtube.com/@pahadpost">YouTube</a> <a href="https://www.tiktok.com/@pahadpost">TikTok</a></div></div>
</div><p class="copyright">© २०८३ पहाड पोस्ट. सर्वाधिकार सुरक्षित। Developed by Himal Soft</p></div></footer>
<div class="cookie-notice" id="cookie-notice">हामी तपाईंको अनुभव सुधार गर्न कुकीज प्रयोग गर्छौं। <a href="/privacy">थप जानकारी</a> <button onclick="acceptCookie()">स्वीकार गर्नुहोस्</button></div>
<script src="/js/app.js?id=3b8d7c1a6f" defer></script>
</body>
</html>"""

    def byline(self, doc: Doc) -> str:
        if doc.extra.get("credit"):
            return f'<div class="news-author"><span class="author-name">{esc(doc.extra["credit"])}</span></div>'
        if doc.extra.get("printed") and doc.section != "विचार":
            a = doc.authors[0]
            return f'<div class="news-author"><img src="/uploads/authors/{AUTHORS[a]}.jpg" alt="" width="40" height="40">{self.a(f"/author/{AUTHORS[a]}", doc.extra["printed"], "byline", "class=author-name")}</div>'
        cards = []
        for a in doc.authors:
            key = "author" if a == "प्रकाश शर्मा" else f"/author/{AUTHORS[a]}"
            city = f'<span class="author-location">{esc(doc.extra["city"])}</span>' if doc.extra.get("city") else ""
            cards.append(
                f'<div class="news-author"><img src="/uploads/authors/{AUTHORS[a]}.jpg" alt="" width="40" height="40"><div>{self.a(key, a, "byline", "class=author-name")}{city}</div></div>'
            )
        return "".join(cards)

    def story_main(self, doc: Doc) -> str:
        if doc.section == "विचार":
            date = f'<div class="published-date">{nepali(doc.stamp, "mdy")}</div>'
            top = f'<div class="opinion-author"><img src="/uploads/authors/{AUTHORS[doc.authors[0]]}.jpg" alt="" width="90" height="90"><div class="opinion-author-name">{self.a(f"/author/{AUTHORS[doc.authors[0]]}", doc.extra["printed"], "byline")}</div></div>'
            by = ""
        else:
            g = f' <span class="eng-date">| {greg(doc.stamp)}</span>' if doc.extra.get("greg") else ""
            upd = (
                f'<span class="updated-date">अपडेट : {nepali(doc.extra["updated"])}</span>'
                if doc.extra.get("updated")
                else ""
            )
            date = (
                f'<div class="published-date"><i class="far fa-clock"></i> प्रकाशित : {nepali(doc.stamp)}{g}</div>{upd}'
            )
            top = ""
            by = self.byline(doc)
        kicker = f'<span class="news-kicker">{esc(doc.extra["kicker"])}</span>' if doc.extra.get("kicker") else ""
        body = self.blocks(doc).replace("{video}", self.a("video", self.docs["video"].title, "related"))
        tail = ""
        if doc.extra.get("bio"):
            tail = f'<div class="author-bio"><em>{esc(doc.extra["bio"])}</em></div><div class="disclaimer">{esc(doc.extra["disclaimer"])}</div>'
        tags = ""
        if doc.key == "melamchi":
            tags = f'<div class="news-tags">{self.a("tag", TAG, "tag")} <a href="/tag/%E0%A4%96%E0%A4%BE%E0%A4%A8%E0%A5%87%E0%A4%AA%E0%A4%BE%E0%A4%A8%E0%A5%80">खानेपानी</a></div>'
        rel = [k for k in ARTS if k != doc.key][:4]
        related = "".join(f'<div class="item">{self.a(k, self.docs[k].title, "related")}</div>' for k in rel)
        u = quote(self.url(doc.key), safe="")
        return f"""<div class="news-detail">
<div class="breadcrumb"><a href="/">गृहपृष्ठ</a> / <span>{esc(doc.section)}</span></div>
{top}
{kicker}<h1 class="news-title">{esc(doc.title)}</h1>
<div class="news-meta">{by}{date}<span class="read-time">पढ्न लाग्ने समय : {deva(str(max(2, len(doc.body) // 700)))} मिनेट</span></div>
<div class="share-buttons"><a href="https://www.facebook.com/sharer/sharer.php?u={u}">Share</a> <a href="https://x.com/intent/tweet?url={u}">Tweet</a> <a href="viber://forward?text={u}">Viber</a></div>
<div class="featured-image"><img src="{ORIGIN}/uploads/news/{doc.path.rsplit("/", 1)[-1]}.jpg" alt="{esc(doc.title)}" width="800" height="450"></div>
<div class="ads-full ads-inside"><img src="/uploads/ads/telecom-728x90.gif" alt="" width="728" height="90"></div>
<div class="news-content">
{body}
</div>
{tail}
{tags}
<div class="comments"><h3>प्रतिक्रिया दिनुहोस्</h3><div class="fb-comments" data-href="{esc(self.url(doc.key))}" data-numposts="5"></div></div>
</div>
<div class="related-news"><h3 class="section-title">सम्बन्धित समाचार</h3>{related}</div>"""

    def listing_main(self, doc: Doc) -> str:
        items = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            meta = (
                f'<span class="date">{nepali(d.stamp) if d.section != "विचार" else nepali(d.stamp, "mdy")}</span>'
                if d.is_article
                else '<span class="date">भिडियो</span>'
            )
            items.append(
                f'<div class="item"><img src="{ORIGIN}/uploads/news/thumb-{d.path.rsplit("/", 1)[-1]}.jpg" alt="" loading="lazy"><h3>{self.a(k, d.title, "content")}</h3><p>{esc(self.lede(d) if d.is_article else d.blocks[0][1])}</p>{meta}</div>'
            )
        head = f'<h1 class="section-title">{esc(doc.title)}</h1>'
        extra = ""
        if doc.kind == "home":
            head = (
                '<h1 class="sr-only">पहाड पोस्ट: ताजा समाचार</h1><div class="breaking-news"><span>ताजा</span> '
                + self.a("cold", self.docs["cold"].title, "content")
                + "</div>"
            )
            extra = f'<div class="home-services"><h3 class="section-title">सेवा</h3>{self.a("patro", "नेपाली पात्रो", "content")} · {self.a("chadparba", "चाडपर्व तथा बिदा", "content")} · {self.a("video", "भिडियो", "content")}</div><div class="more">{self.a("samachar", "थप समाचार", "content")}</div>'
        elif doc.kind == "author":
            head = f'<div class="author-profile"><img src="/uploads/authors/prakash-sharma.jpg" alt="" width="100" height="100"><h1>{esc(doc.title)}</h1><p>{esc(doc.extra["bio"])}</p></div>'
            extra = '<div class="item"><h3><a href="/2083/08/11/42340">ढल निकास सुधार्न काठमाडौं महानगरको १२ करोडको योजना</a></h3></div><div class="item"><h3><a href="/2083/07/28/41877">बागमती करिडोरमा नयाँ पुल निर्माण अन्तिम चरणमा</a></h3></div>'
        elif doc.kind == "tag":
            extra = '<div class="item"><h3><a href="/2083/06/02/39102">मेलम्चीमा बाढी, उपत्यकामा दुई साता पानी बन्द</a></h3></div><div class="item"><h3><a href="/2082/12/15/35511">मेलम्चीको दोस्रो चरण: याङ्ग्री र लार्केको पानी ल्याउने तयारी</a></h3></div>'
        elif doc.kind == "search":
            head = f'<h1 class="section-title">{esc(doc.title)}</h1><form action="/search"><input name="keyword" value="{esc(QUERY)}"><button>खोज</button></form><p>{deva("2")} परिणाम भेटिए</p>'
        pager = ""
        if doc.key == "samachar":
            pager = f'<ul class="pagination"><li class="page-item active"><span class="page-link">1</span></li><li class="page-item">{self.a("samachar2", "2", "pagination", "class=page-link")}</li><li class="page-item"><a class="page-link" href="/category/samachar?page=3">3</a></li><li class="page-item">{self.a("samachar2", "अर्को »", "pagination", "class=page-link rel=next")}</li></ul>'
        elif doc.key == "samachar2":
            pager = f'<ul class="pagination"><li class="page-item">{self.a("samachar", "« अघिल्लो", "pagination", "class=page-link rel=prev")}</li><li class="page-item">{self.a("samachar", "1", "pagination", "class=page-link")}</li><li class="page-item active"><span class="page-link">2</span></li><li class="page-item"><a class="page-link" href="/category/samachar?page=3">3</a></li></ul>'
        return f'<section class="news-list list-{doc.kind}">{head}{"".join(items)}{extra}{pager}</section>'

    def service_main(self, doc: Doc) -> str:
        html = self.blocks(doc)
        if doc.kind == "video":
            return f'<div class="video-detail"><h1 class="news-title">{esc(doc.title)}</h1><div class="published-date">{nepali("2026-12-04 11:00")}</div><div class="video-embed"><iframe src="https://www.youtube.com/embed/pahadV1184" width="800" height="450" allowfullscreen></iframe></div>{html}<p>{self.a("melamchi", "सम्बन्धित समाचार: " + self.docs["melamchi"].title, "content")}</p></div>'
        if doc.kind in ("calendar", "festival-times"):
            html = html.replace('<table class="data">', '<table class="patro-table table table-bordered">')
            return f'<div class="page-detail patro"><h1 class="news-title">{esc(doc.title)}</h1>\n{html}\n<div class="patro-nav"><a href="/patro/2083/07">« कात्तिक</a> <a href="/patro/2083/09">पुस »</a> {self.a("chadparba" if doc.kind == "calendar" else "patro", "चाडपर्व तथा बिदा" if doc.kind == "calendar" else "पात्रो हेर्नुहोस्", "content")}</div></div>'
        return f'<div class="page-detail"><h1 class="news-title">{esc(doc.title)}</h1>\n{html}\n</div>'
