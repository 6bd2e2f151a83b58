# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; Devanagari text and typographic quotes are deliberate)
"""दैनिक प्रभात Dainik Prabhat: a Lucknow Hindi daily on a Jagran-like in-house CMS (`/uttar-pradesh/lucknow-city-
<slug>-<8-digit id>.html`, an AMP twin under `/amp/…` named by `<link rel="amphtml">`, `/uttar-pradesh/lucknow-
city/page-2`, `/topics/…`, `/author/…`, `/search?q=`), Hindi, UTF-8. Classes `articleHd`, `articleBody`,
`dateInfo`, `authorName`, `ListingSide`. Dates are printed either with **Devanagari digits** ("०४ दिसंबर २०२६,
०९:१५ पूर्वाह्न IST") or with Latin digits and a Hindi weekday ("प्रकाशित: शुक्र, 04 दिसंबर 2026 12:40 AM (IST)");
the header prints today's date on every page. Bylines "लेखक: …"; "एजेंसी, नई दिल्ली" and "प्रभात संवाददाता"
credits name no person. Metadata: `NewsArticle` JSON-LD in +05:30 on most stories, the fog story's in **UTC**
(19:10Z on 3 Dec = 00:40 on 4 Dec in Lucknow), the column's author is the paper (Organization), the agency story's
author the Organization "एजेंसी", the Sitapur story has **no JSON-LD** and no machine date at all. A video page is
not an article; the live blog (six timestamped updates, `LiveBlogPosting`) is one under the project's policy for live
pages with entries (relabelled after the set was merged): body the updates' text without their times, no author (no
byline over it, none on the updates), date the day printed under its headline; it keeps its own template
(`live_main`, `is_live`) and page bytes."""

from __future__ import annotations

from typing import Any

from common import Base, jsonld, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["metro", "fog", "gst", "interview", "editorial", "column", "farmers", "power"]
SITE = "दैनिक प्रभात"


def is_live(doc: Doc) -> bool:
    """The live blog: an article (entries), printed by its own template with a listing page's head and no lede."""
    return bool(doc.extra.get("live"))


def page_kind(doc: Doc) -> str:
    """The page type the templates print (`pageType`, the body class): "live" for the live blog."""
    return "live" if is_live(doc) else doc.kind


class Prabhat(Base):
    origin = "https://www.dainikprabhat.test"
    name = SITE
    prefix = "dpr"
    language = "hi"
    content_type = "text/html; charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "dpr",
            [
                ".topStrip",
                ".mainNav li",
                ".articleHd h1",
                ".articleBody p",
                ".dateInfo",
                ".ListingSide li",
                ".rightSection .trending",
                ".footerLinks",
                ".liveBlog .liveUpdate",
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
                SITE,
                "jagran-like-home",
                list=["metro", "fog", "farmers", "gst", "interview", "editorial", "column", "power", "live", "video"],
            )
        )
        add(
            page(
                "lucknow",
                "/uttar-pradesh/lucknow-city",
                "section",
                "लखनऊ समाचार",
                "city-section-front",
                list=["metro", "fog", "power", "live", "video", "interview"],
                more="lucknow2",
            )
        )
        add(
            page(
                "lucknow2",
                "/uttar-pradesh/lucknow-city/page-2",
                "section",
                "लखनऊ समाचार",
                "city-section-page2",
                list=["editorial", "column"],
                older=[
                    (
                        "/uttar-pradesh/lucknow-city-charbagh-parking-new-rules-23844402.html",
                        "चारबाग स्टेशन पर पार्किंग के नए नियम लागू, 10 मिनट से ज़्यादा रुकने पर जुर्माना",
                    ),
                    (
                        "/uttar-pradesh/lucknow-city-kgmu-new-trauma-beds-23844310.html",
                        "केजीएमयू ट्रॉमा सेंटर में 60 नए बेड शुरू, वेटिंग घटेगी",
                    ),
                    (
                        "/uttar-pradesh/lucknow-city-hazratganj-heritage-walk-23844287.html",
                        "हज़रतगंज में हर रविवार होगी हेरिटेज वॉक, पर्यटन विभाग की पहल",
                    ),
                ],
            )
        )
        add(
            page(
                "tag",
                "/topics/lucknow-news",
                "tag",
                "लखनऊ",
                "topic-page",
                list=["metro", "fog", "power", "live"],
            )
        )
        add(
            page(
                "author",
                "/author/ankit-mishra",
                "author",
                "अंकित मिश्र",
                "author-page-bio",
                list=["metro"],
                bio="अंकित मिश्र दैनिक प्रभात, लखनऊ में वरिष्ठ संवाददाता हैं। वह शहरी विकास, परिवहन और नगर निगम से जुड़ी खबरें लिखते हैं।",
                older=[
                    (
                        "/uttar-pradesh/lucknow-city-ring-road-last-stretch-23843901.html",
                        "किसान पथ का आख़िरी हिस्सा जनवरी में खुलेगा",
                    ),
                    ("/uttar-pradesh/lucknow-city-e-bus-depot-23843522.html", "दुबग्गा में बनेगा ई-बसों का नया डिपो"),
                ],
            )
        )
        add(
            page(
                "search",
                "/search?q=धान",
                "search",
                "धान के लिए खोज परिणाम",
                "search-results",
                list=["farmers", "column"],
            )
        )
        add(
            page(
                "about",
                "/about-us",
                "about",
                "हमारे बारे में",
                "about-page",
                [
                    "दैनिक प्रभात की शुरुआत 1978 में लखनऊ से एक चार पन्नों के सांध्य दैनिक के रूप में हुई थी। आज यह अख़बार उत्तर प्रदेश के 14 शहरों से प्रकाशित होता है और इसका डिजिटल संस्करण हर महीने लाखों पाठकों तक पहुंचता है।",
                    "हमारा लक्ष्य है स्थानीय खबरों को पूरी विश्वसनीयता और संतुलन के साथ पाठकों तक पहुंचाना। किसी भी त्रुटि या सुझाव के लिए संपादकीय विभाग से संपर्क करें।",
                    "पता: प्रभात भवन, 12 विधानसभा मार्ग, लखनऊ 226001",
                ],
            )
        )
        add(
            page(
                "privacy",
                "/privacy-policy",
                "policy",
                "गोपनीयता नीति",
                "policy-updated",
                [
                    "अंतिम अद्यतन: 12 अगस्त 2026",
                    "दैनिक प्रभात आपकी निजता का सम्मान करता है। यह नीति बताती है कि हमारी वेबसाइट और ऐप का उपयोग करते समय हम कौन-सी जानकारी एकत्र करते हैं और उसका उपयोग कैसे करते हैं।",
                    "## कुकीज़",
                    "हम साइट के बेहतर संचालन, पाठकों की रुचि समझने और विज्ञापन दिखाने के लिए कुकीज़ का उपयोग करते हैं। आप अपने ब्राउज़र की सेटिंग से कुकीज़ बंद कर सकते हैं।",
                    "## संपर्क",
                    "गोपनीयता से जुड़े किसी भी प्रश्न के लिए privacy@dainikprabhat.test पर लिखें।",
                ],
            )
        )
        add(
            page(
                "video",
                "/videos/lucknow-gomti-riverfront-boat-service-video-23845190.html",
                "video",
                "वीडियो: गोमती रिवरफ्रंट पर फिर शुरू हुई नौका सेवा, देखें नज़ारा",
                "video-page-one-line",
                ["गोमती रिवरफ्रंट पर तीन साल बाद नौका विहार सेवा फिर शुरू हो गई है। देखिए वीडियो।"],
                stamp="०४ दिसंबर २०२६, ०५:३० अपराह्न IST",
            )
        )
        # the live blog: an article (the project's policy for live pages with entries), rendered by live_main; body
        # the updates' text in page order (newest first) without their times; no byline anywhere: no author; date the
        # day printed under the headline (LiveBlogPosting datePublished 2026-12-04T11:00:00+05:30)
        entries = [
            ("०१:२० अपराह्न", "सदन की कार्यवाही सोमवार सुबह 11 बजे तक के लिए स्थगित कर दी गई।"),
            (
                "१२:५५ अपराह्न",
                "वित्त मंत्री ने 17,865 करोड़ रुपये का अनुपूरक बजट सदन के पटल पर रखा। इसमें सबसे बड़ा हिस्सा ऊर्जा और सड़क निर्माण के लिए है।",
            ),
            ("१२:३० अपराह्न", "नेता प्रतिपक्ष ने कहा कि अनुपूरक बजट में किसानों और नौजवानों के लिए कुछ नहीं है।"),
            (
                "१२:१० अपराह्न",
                "बेरोज़गारी के मुद्दे पर विपक्षी सदस्यों ने वेल में आकर नारेबाज़ी की और फिर सदन से वॉकआउट कर दिया।",
            ),
            (
                "११:३० पूर्वाह्न",
                "प्रश्नकाल में सीतापुर और हरदोई के धान खरीद केंद्रों पर अव्यवस्था का मुद्दा उठा। खाद्य मंत्री ने जांच का भरोसा दिया।",
            ),
            ("११:०० पूर्वाह्न", "दिवंगत पूर्व विधायकों को श्रद्धांजलि देने के साथ सदन की कार्यवाही शुरू हुई।"),
        ]
        add(
            story(
                "live",
                "/uttar-pradesh/lucknow-city-up-vidhan-sabha-winter-session-live-updates-23845200.html",
                "यूपी विधानसभा शीतकालीन सत्र LIVE: अनुपूरक बजट पेश, विपक्ष का वॉकआउट",
                "2026-12-04",
                None,
                "०४ दिसंबर २०२६, ११:०० पूर्वाह्न IST",
                [],
                [x for _, x in entries],
                "live-blog-timestamps",
                entries=entries,
                live=True,
            )
        )

        add(
            story(
                "metro",
                "/uttar-pradesh/lucknow-city-lucknow-metro-phase-two-civil-work-begins-23845123.html",
                "लखनऊ मेट्रो के दूसरे चरण का सिविल काम शुरू, चारबाग से वसंतकुंज तक बनेंगे 12 स्टेशन",
                "2026-12-04",
                "2026-12-04T09:15:00+05:30",
                "०४ दिसंबर २०२६, ०९:१५ पूर्वाह्न IST",
                ["अंकित मिश्र"],
                [
                    "लखनऊ मेट्रो के पूर्व-पश्चिम कॉरिडोर पर गुरुवार को सिविल निर्माण का काम औपचारिक रूप से शुरू हो गया। चारबाग से वसंतकुंज तक करीब 11 किलोमीटर लंबे इस रूट पर 12 स्टेशन बनेंगे, जिनमें सात भूमिगत और पांच एलिवेटेड होंगे। पुराने लखनऊ को पहली बार मेट्रो से जोड़ने वाली इस परियोजना की अनुमानित लागत 5,480 करोड़ रुपये बताई गई है।",
                    "मेट्रो रेल कॉरपोरेशन के परियोजना निदेशक विनोद कुमार सक्सेना ने बताया कि पहले चरण में अमीनाबाद और चौक के बीच भूमिगत हिस्से के लिए मिट्टी की जांच और पाइपलाइन-केबल हटाने का काम होगा। इसके बाद जनवरी के अंत तक दो टनल बोरिंग मशीनें उतारी जाएंगी। उन्होंने कहा, “पुराने शहर की घनी आबादी और ऐतिहासिक इमारतों को देखते हुए खोदाई बेहद सावधानी से की जाएगी। आसपास की हर पुरानी इमारत की नींव की निगरानी के लिए सेंसर लगाए जा रहे हैं।”",
                    "FIG: मेट्रो निर्माण | अमीनाबाद में गुरुवार को बैरिकेडिंग का काम शुरू हुआ। फोटो: प्रभात",
                    "## कहां-कहां बनेंगे स्टेशन",
                    "कॉरिडोर पर चारबाग, गौतम बुद्ध मार्ग, अमीनाबाद, पांडेयगंज, सिटी रेलवे स्टेशन, मेडिकल चौराहा, नवाजगंज, ठाकुरगंज, बालागंज, सरफराजगंज, मूसाबाग और वसंतकुंज स्टेशन प्रस्तावित हैं। चारबाग पर यह लाइन मौजूदा उत्तर-दक्षिण कॉरिडोर से जुड़ेगी, जिससे यात्री स्टेशन से बाहर निकले बिना लाइन बदल सकेंगे।",
                    "निर्माण के दौरान अमीनाबाद और नक्खास के बाज़ारों में यातायात पर असर पड़ना तय है। यातायात पुलिस ने वैकल्पिक मार्गों की योजना तैयार की है। अपर पुलिस उपायुक्त (यातायात) रश्मि चौधरी ने बताया कि बैरिकेडिंग से पहले व्यापारियों और स्थानीय लोगों के साथ बैठक कर डायवर्जन की जानकारी दी जाएगी।",
                    "व्यापार मंडल के अध्यक्ष अनवर हुसैन ने परियोजना का स्वागत किया, लेकिन चिंता भी जताई। उन्होंने कहा कि शादियों के मौसम में बाज़ार की सड़कें बंद होने से कारोबार पर बुरा असर पड़ेगा, इसलिए निगम को भारी काम रात में कराने पर विचार करना चाहिए।",
                    "NOTE: यह भी पढ़ें: चारबाग स्टेशन पर पार्किंग के नए नियम लागू",
                    "मेट्रो निगम का दावा है कि कॉरिडोर चालू होने के बाद रोज़ाना करीब दो लाख यात्री इसका इस्तेमाल करेंगे और पुराने लखनऊ की सड़कों पर वाहनों का दबाव काफ़ी घटेगा। निगम ने 2030 तक पूरे रूट पर यात्री सेवा शुरू करने का लक्ष्य रखा है। [[tag|लखनऊ]] की दूसरी बड़ी परियोजनाओं की तरह इसकी प्रगति की निगरानी भी हर महीने शासन स्तर पर होगी।",
                ],
                "devanagari-digits-byline-lekhak",
                section="लखनऊ",
                dek="अमीनाबाद और चौक के बीच सबसे पहले भूमिगत खोदाई होगी, निगम ने काम पूरा करने के लिए 2030 की समय सीमा तय की",
                comments=14,
            )
        )
        add(
            story(
                "fog",
                "/uttar-pradesh/lucknow-city-dense-fog-delays-trains-charbagh-23845101.html",
                "घने कोहरे की चपेट में राजधानी, चारबाग आने वाली 14 ट्रेनें घंटों लेट",
                "2026-12-04",
                "2026-12-03T19:10:00Z",
                "प्रकाशित: शुक्र, 04 दिसंबर 2026 12:40 AM (IST)",
                [],
                [
                    "राजधानी में गुरुवार देर शाम से छाए घने कोहरे ने रेल और सड़क यातायात की रफ़्तार थाम दी। रात बढ़ने के साथ दृश्यता घटकर 50 मीटर रह गई, जिसके चलते चारबाग और लखनऊ जंक्शन आने वाली 14 ट्रेनें दो से नौ घंटे तक देरी से चल रही हैं।",
                    "उत्तर रेलवे के लखनऊ मंडल के वरिष्ठ मंडल वाणिज्य प्रबंधक के अनुसार नई दिल्ली से आने वाली लखनऊ मेल करीब चार घंटे और अमृतसर-सहरसा एक्सप्रेस नौ घंटे की देरी से चल रही है। कई यात्रियों को प्लेटफॉर्म पर ही रात गुज़ारनी पड़ी। पूछताछ काउंटर पर देर रात तक लंबी कतारें लगी रहीं।",
                    "## उड़ानें भी प्रभावित",
                    "अमौसी हवाई अड्डे पर शाम की चार उड़ानें देरी से रवाना हुईं, जबकि दिल्ली से आने वाली एक उड़ान को वापस लौटाना पड़ा। हवाई अड्डा प्रशासन ने यात्रियों से घर से निकलने से पहले एयरलाइन से उड़ान की स्थिति जांच लेने की अपील की है।",
                    "मौसम विभाग के आंचलिक केंद्र के मुताबिक अगले तीन दिनों तक सुबह और रात के समय घना कोहरा छाए रहने की संभावना है। गुरुवार को न्यूनतम तापमान 8.4 डिग्री सेल्सियस दर्ज किया गया, जो सामान्य से दो डिग्री कम है।",
                    "कोहरे को देखते हुए परिवहन निगम ने रात की बसों के चालकों को फॉग लाइट और रिफ्लेक्टर के बिना बस न चलाने के निर्देश दिए हैं। शहर के प्रमुख चौराहों पर नगर निगम ने अलाव जलवाने शुरू कर दिए हैं।",
                    "शहर की सड़कों पर भी कोहरे का असर दिखा। शहीद पथ और किसान पथ पर देर रात वाहन रेंगते नज़र आए। आगरा-लखनऊ एक्सप्रेसवे पर वाहनों की अधिकतम रफ़्तार 60 किलोमीटर प्रति घंटा तय कर दी गई है और पेट्रोलिंग वाहनों को सक्रिय कर दिया गया है।",
                    "रेलवे ने यात्रियों की सुविधा के लिए चारबाग स्टेशन पर अतिरिक्त पूछताछ काउंटर खोले हैं और ट्रेनों की ताज़ा स्थिति जानने के लिए हेल्पलाइन नंबर 139 पर संपर्क करने की सलाह दी है। प्रतीक्षालयों में भीड़ को देखते हुए कंबल और गर्म पानी की व्यवस्था भी की गई है।",
                ],
                "desk-credit-utc-jsonld-crosses-midnight",
                section="लखनऊ",
                credit="प्रभात संवाददाता, लखनऊ",
            )
        )
        add(
            story(
                "gst",
                "/business/biz-gst-collection-november-rises-9-percent-23845087.html",
                "नवंबर में जीएसटी संग्रह 9.1 प्रतिशत बढ़कर 1.86 लाख करोड़ रुपये पर पहुंचा",
                "2026-12-03",
                "2026-12-03T18:45:00+05:30",
                "०३ दिसंबर २०२६, ०६:४५ अपराह्न IST",
                [],
                [
                    "त्योहारी मांग और बेहतर अनुपालन के दम पर नवंबर में वस्तु एवं सेवा कर (जीएसटी) का सकल संग्रह 9.1 प्रतिशत बढ़कर 1.86 लाख करोड़ रुपये पर पहुंच गया। पिछले साल इसी महीने यह आंकड़ा 1.70 लाख करोड़ रुपये था। वित्त मंत्रालय ने बुधवार शाम ये आंकड़े जारी किए।",
                    "आंकड़ों के अनुसार घरेलू लेनदेन से मिलने वाला राजस्व 8.4 प्रतिशत बढ़कर 1.38 लाख करोड़ रुपये रहा, जबकि आयात पर जीएसटी संग्रह 11.2 प्रतिशत बढ़कर 48,300 करोड़ रुपये हो गया। इस दौरान 21,650 करोड़ रुपये के रिफंड जारी किए गए, जो पिछले साल की तुलना में 14 प्रतिशत अधिक हैं।",
                    "## बड़े राज्यों का हाल",
                    "T: राज्य | नवंबर 2025 (करोड़ रु.) | नवंबर 2026 (करोड़ रु.) | वृद्धि",
                    "T: महाराष्ट्र | 28,420 | 31,150 | 9.6%",
                    "T: कर्नाटक | 12,760 | 13,890 | 8.9%",
                    "T: उत्तर प्रदेश | 9,870 | 10,940 | 10.8%",
                    "T: गुजरात | 11,230 | 12,080 | 7.6%",
                    "उत्तर प्रदेश ने बड़े राज्यों में सबसे तेज़ 10.8 प्रतिशत की वृद्धि दर्ज की। राज्य कर विभाग के अधिकारियों के अनुसार प्रवर्तन अभियानों और पंजीकृत कारोबारियों की संख्या बढ़ने से यह सुधार आया है। प्रदेश में पिछले एक साल में करीब 1.2 लाख नए कारोबारियों ने जीएसटी पंजीकरण कराया है।",
                    "कर विशेषज्ञों का कहना है कि ई-इनवॉइसिंग का दायरा बढ़ने और फ़र्ज़ी बिलिंग पर सख़्ती से संग्रह को सहारा मिला है। एक कंसल्टिंग फ़र्म के पार्टनर मनीष गोयल ने कहा कि दिसंबर में त्योहारी मांग का असर कम होने से वृद्धि दर कुछ धीमी पड़ सकती है, लेकिन पूरे साल का लक्ष्य पहुंच में दिखता है।",
                    "चालू वित्त वर्ष में अप्रैल से नवंबर के बीच कुल जीएसटी संग्रह 15.2 लाख करोड़ रुपये रहा है, जो पिछले वर्ष की समान अवधि से 8.7 प्रतिशत अधिक है।",
                ],
                "agency-credit-table-devanagari-date",
                section="व्यापार",
                credit="एजेंसी, नई दिल्ली",
                ld="agency",
            )
        )
        add(
            story(
                "interview",
                "/entertainment/interview-ghazal-singer-shabnam-rizvi-new-album-23844950.html",
                "ग़ज़ल को नई पीढ़ी तक ले जाना ही असली चुनौती है: शबनम रिज़वी",
                "2026-12-03",
                "2026-12-03T16:20:00+05:30",
                "प्रकाशित: गुरु, 03 दिसंबर 2026 04:20 PM (IST)",
                ["नेहा अवस्थी"],
                [
                    "लखनऊ की जानी-मानी ग़ज़ल गायिका शबनम रिज़वी इन दिनों अपने नए एल्बम ‘चांदनी के फूल’ को लेकर चर्चा में हैं। लखनऊ महोत्सव में अपनी प्रस्तुति से पहले उन्होंने संगीत, रियाज़ और सोशल मीडिया के दौर में ग़ज़ल के भविष्य पर दैनिक प्रभात से खुलकर बात की। पेश हैं बातचीत के प्रमुख अंश:",
                    "Q: नए एल्बम का नाम ‘चांदनी के फूल’ रखने के पीछे क्या सोच है? || इस एल्बम की सभी आठ ग़ज़लें रात, इंतज़ार और यादों के इर्द-गिर्द हैं। इनमें से तीन ग़ज़लें मेरे उस्ताद की लिखी हुई हैं, जिन्हें वह कभी रिकॉर्ड नहीं कर पाए। मुझे लगा कि उनकी यह अमानत लोगों तक पहुंचनी चाहिए। ‘चांदनी के फूल’ उन्हीं की एक ग़ज़ल का मिसरा है, वहीं से नाम लिया।",
                    "Q: आज के युवा श्रोता ग़ज़ल से कितना जुड़ पा रहे हैं? || जितना हम सोचते हैं, उससे कहीं ज़्यादा। मेरे कार्यक्रमों में आधे से ज़्यादा श्रोता अब तीस साल से कम उम्र के होते हैं। फ़र्क़ बस इतना है कि वे ग़ज़ल को पहले मोबाइल पर एक मिनट की क्लिप में सुनते हैं और फिर पूरी महफ़िल तक आते हैं। हमें उनसे उनकी ज़बान में बात करनी होगी, लेकिन ग़ज़ल की रूह से समझौता किए बिना।",
                    "Q: क्या रील्स और छोटे वीडियो ने शास्त्रीय संगीत को नुक़सान पहुंचाया है? || नुक़सान और फ़ायदा, दोनों हुए हैं। रियाज़ का धैर्य कम हुआ है, यह सच है। नए बच्चे जल्दी मशहूर होना चाहते हैं। लेकिन इन्हीं प्लेटफॉर्म की वजह से छोटे क़स्बों के हुनरमंद गायक भी सामने आ रहे हैं, जिन्हें पहले कोई मंच नहीं मिलता था।",
                    "Q: लखनऊ की गायकी की वह कौन-सी ख़ासियत है, जो आप नए गायकों को सौंपना चाहेंगी? || लखनऊ की गायकी में तहज़ीब है, ठहराव है। यहां लफ़्ज़ को सिर्फ़ गाया नहीं जाता, बरता जाता है। मैं अपने शागिर्दों से सबसे पहले यही कहती हूं कि शेर का मतलब समझो, फिर सुर लगाओ। उच्चारण ग़लत हो तो सबसे मीठी आवाज़ भी बेअसर हो जाती है।",
                    "Q: लखनऊ महोत्सव में श्रोता आपसे क्या सुनेंगे? || नए एल्बम की चार ग़ज़लें और कुछ पुरानी फ़रमाइशें भी। इस बार मेरे साथ सारंगी पर युवा कलाकार आदिल हुसैन होंगे। मैं चाहती हूं कि मंच पर नई पीढ़ी भी दिखे और पुरानी भी।",
                ],
                "interview-qa-latin-date",
                section="मनोरंजन",
                kicker="साक्षात्कार",
            )
        )
        add(
            story(
                "editorial",
                "/editorial/pollution-seasonal-concern-not-enough-23844900.html",
                "प्रदूषण पर मौसमी चिंता से काम नहीं चलेगा",
                "2026-12-04",
                "2026-12-04T00:05:00+05:30",
                "०४ दिसंबर २०२६, १२:०५ पूर्वाह्न IST",
                [],
                [
                    "हर साल की तरह इस बार भी सर्दी की दस्तक के साथ उत्तर भारत के शहरों की हवा ज़हरीली हो चली है। लखनऊ, कानपुर और गाज़ियाबाद में वायु गुणवत्ता सूचकांक लगातार ‘बहुत ख़राब’ श्रेणी में बना हुआ है। अस्पतालों में सांस और दिल के मरीज़ों की संख्या बढ़ रही है और डॉक्टर बुज़ुर्गों तथा बच्चों को सुबह की सैर से बचने की सलाह दे रहे हैं। यह स्थिति अचानक पैदा नहीं हुई, बल्कि बरसों की अनदेखी का नतीजा है।",
                    "समस्या यह है कि प्रदूषण पर हमारी चिंता मौसमी है। अक्टूबर-नवंबर में बैठकों का दौर चलता है, निर्माण कार्यों पर अस्थायी रोक लगती है, सड़कों पर पानी का छिड़काव होता है और फ़रवरी आते-आते सब भुला दिया जाता है। जबकि प्रदूषण के स्रोत पूरे साल सक्रिय रहते हैं। सड़कों की धूल, खुले में कूड़ा जलाना, पुराने डीज़ल वाहन और औद्योगिक इकाइयों का धुआं किसी एक मौसम के मोहताज नहीं हैं।",
                    "पराली जलाने के लिए किसानों को दोष देना आसान है, लेकिन उन्हें सस्ता और व्यावहारिक विकल्प देने की ज़िम्मेदारी सरकार की है। जिन ज़िलों में फसल अवशेष प्रबंधन की मशीनें सहकारी समितियों के ज़रिये किराये पर उपलब्ध कराई गईं, वहां पराली जलाने की घटनाओं में उल्लेखनीय कमी आई है। इस मॉडल को पूरे प्रदेश में लागू करने में देरी क्यों हो रही है, इसका जवाब मिलना चाहिए।",
                    "शहरों के स्तर पर भी बहुत कुछ किया जा सकता है। सार्वजनिक परिवहन को मज़बूत करना, मेट्रो और ई-बसों के नेटवर्क का विस्तार, निर्माण स्थलों पर धूल नियंत्रण के नियमों का कड़ाई से पालन और कूड़ा प्रबंधन की बेहतर व्यवस्था ऐसे क़दम हैं, जिनका असर पूरे साल दिखेगा। नगर निकायों को इसके लिए पर्याप्त बजट और जवाबदेही, दोनों चाहिए।",
                    "स्वच्छ हवा कोई विलासिता नहीं, बल्कि नागरिकों का बुनियादी अधिकार है। जब तक प्रदूषण को स्वास्थ्य आपातकाल की तरह नहीं देखा जाएगा और इसके लिए साल भर चलने वाली ठोस कार्ययोजना नहीं बनेगी, तब तक हर सर्दी हम इसी तरह मास्क लगाकर हालात सुधरने का इंतज़ार करते रहेंगे।",
                ],
                "unsigned-editorial-jsonld-no-author",
                section="संपादकीय",
                kicker="संपादकीय",
                ld="noauthor",
            )
        )
        add(
            story(
                "column",
                "/opinion/rural-economy-needs-markets-not-loan-waivers-23844870.html",
                "गांव की अर्थव्यवस्था को कर्ज़ माफ़ी नहीं, स्थायी बाज़ार चाहिए",
                "2026-12-02",
                "2026-12-02T19:30:00+05:30",
                "प्रकाशित: बुध, 02 दिसंबर 2026 07:30 PM (IST)",
                ["सुधीर कुमार त्रिपाठी"],
                [
                    "ग्रामीण भारत की आर्थिक सेहत को लेकर पिछले कुछ महीनों में आए आंकड़े मिली-जुली तस्वीर पेश करते हैं। एक ओर ट्रैक्टर और दोपहिया वाहनों की बिक्री में सुधार दिखा है, तो दूसरी ओर खेतिहर मज़दूरी की वास्तविक दर लगभग ठहरी हुई है। इसका मतलब है कि गांव में मांग लौट तो रही है, लेकिन उसकी बुनियाद अभी कमज़ोर है।",
                    "हर चुनाव से पहले कर्ज़ माफ़ी का वादा किसानों को तात्कालिक राहत ज़रूर देता है, पर यह बीमारी का इलाज नहीं है। उत्तर प्रदेश में ही पिछले डेढ़ दशक में कई बार कर्ज़ माफ़ हुआ, फिर भी छोटे किसानों की बड़ी संख्या दोबारा साहूकारों और माइक्रोफाइनेंस कंपनियों के जाल में फंस गई। वजह साफ़ है: उनकी आमदनी का ढांचा नहीं बदला।",
                    "## असली समस्या बाज़ार तक पहुंच",
                    "सीतापुर, लखीमपुर या बाराबंकी का कोई भी किसान बताएगा कि उपज उगाना उतना मुश्किल नहीं, जितना उसे सही दाम पर बेचना। सरकारी [[farmers|खरीद केंद्रों की अव्यवस्था]] किसी से छिपी नहीं है। मंडियां दूर हैं, भंडारण की सुविधा नहीं है और फसल कटते ही बिचौलिये औने-पौने दाम पर खरीद लेते हैं। जब तक किसान अपनी उपज को कुछ हफ़्ते रोककर रखने की स्थिति में नहीं होगा, तब तक वह मोलभाव नहीं कर सकता।",
                    "किसान उत्पादक संगठन इसका एक कारगर रास्ता हो सकते हैं। जिन संगठनों ने गोदाम, छंटाई-ग्रेडिंग और थोक खरीदारों से सीधे अनुबंध की व्यवस्था की है, उनके सदस्य किसानों की आय में बीस से तीस प्रतिशत तक की बढ़ोतरी दर्ज हुई है। मुश्किल यह है कि ज़्यादातर संगठन कागज़ों पर ही सक्रिय हैं और उन्हें कार्यशील पूंजी के लिए बैंकों से कर्ज़ नहीं मिलता।",
                    "राज्य सरकार अगर कर्ज़ माफ़ी पर ख़र्च होने वाली राशि का एक हिस्सा भी गांवों में छोटे कोल्ड स्टोरेज, प्रसंस्करण इकाइयों और किसान संगठनों की पूंजी पर लगाए, तो उसका असर कहीं ज़्यादा टिकाऊ होगा। ग्रामीण युवाओं के लिए गांव के पास ही रोज़गार के अवसर बनेंगे और शहरों की ओर पलायन भी कुछ हद तक थमेगा।",
                    "गांव की अर्थव्यवस्था को दया नहीं, अवसर चाहिए। नीति निर्माताओं को यह समझना होगा कि किसान को बार-बार राहत पैकेज की ज़रूरत इसीलिए पड़ती है, क्योंकि उसके लिए बाज़ार अब भी बंद दरवाज़े की तरह है।",
                    "SIGN: (लेखक लखनऊ विश्वविद्यालय के अर्थशास्त्र विभाग के पूर्व अध्यक्ष हैं। ये उनके निजी विचार हैं।)",
                ],
                "opinion-honorific-jsonld-org-author",
                section="विचार",
                kicker="विचार",
                byline_name="डॉ. सुधीर कुमार त्रिपाठी",
                ld="org",
            )
        )
        add(
            story(
                "farmers",
                "/uttar-pradesh/sitapur-paddy-procurement-centres-chaos-farmers-wait-23845010.html",
                "सीतापुर में धान खरीद केंद्रों पर अव्यवस्था, तौल के इंतज़ार में पांच दिन से डटे किसान",
                "2026-12-04",
                None,
                "04 दिसंबर 2026",
                ["संजय यादव", "राकेश वर्मा"],
                [
                    "ज़िले के सरकारी धान खरीद केंद्रों पर अव्यवस्था के चलते किसानों की परेशानी बढ़ती जा रही है। महोली, बिसवां और लहरपुर के केंद्रों पर गुरुवार को सैकड़ों ट्रैक्टर-ट्रॉलियां कतार में खड़ी रहीं। कई किसान पांच दिन से अपनी उपज की तौल का इंतज़ार कर रहे हैं और रातें खुले आसमान के नीचे अलाव के सहारे काट रहे हैं।",
                    "महोली केंद्र पर पहुंचे कुतुबनगर गांव के किसान रामसागर वर्मा ने बताया कि वह 80 क्विंटल धान लेकर शनिवार को आए थे, लेकिन अब तक उनका नंबर नहीं आया। उन्होंने कहा, “केंद्र प्रभारी कहते हैं कि बोरे ख़त्म हो गए हैं। रोज़ कल आने को कहा जाता है। इधर गेहूं की बुआई पिछड़ रही है।”",
                    "FIG: धान खरीद केंद्र | महोली केंद्र के बाहर कतार में खड़ी ट्रॉलियां।",
                    "## बोरों की कमी और नमी का बहाना",
                    "किसानों का आरोप है कि केंद्रों पर नमी की जांच के नाम पर धान लौटाया जा रहा है, जबकि वही धान निजी व्यापारी 300 से 400 रुपये प्रति क्विंटल कम दाम पर खरीद ले रहे हैं। इस साल धान का न्यूनतम समर्थन मूल्य 2,415 रुपये प्रति क्विंटल तय है, लेकिन खुले बाज़ार में किसानों को 1,950 से 2,050 रुपये ही मिल रहे हैं।",
                    "ज़िला खाद्य विपणन अधिकारी अनुराग सिंह ने माना कि कुछ केंद्रों पर बोरों की आपूर्ति में देरी हुई है। उन्होंने बताया कि बुधवार को 40 हज़ार नए बोरे पहुंच गए हैं और शुक्रवार से सभी केंद्रों पर तौल का काम दो पालियों में कराया जाएगा। नमी के मानक में मनमानी की शिकायत मिलने पर केंद्र प्रभारी के ख़िलाफ़ कार्रवाई होगी।",
                    "आंकड़ों के अनुसार ज़िले में इस सत्र में अब तक 62 हज़ार टन धान की खरीद हुई है, जबकि लक्ष्य 1.40 लाख टन का है। खरीद 28 फ़रवरी तक चलनी है।",
                    "किसान यूनियन के ज़िलाध्यक्ष ओमप्रकाश मौर्य ने चेतावनी दी कि अगर एक सप्ताह में हालात नहीं सुधरे, तो किसान कलेक्ट्रेट पर धरना देंगे।",
                ],
                "two-reporters-no-jsonld-no-time",
                section="उत्तर प्रदेश",
                ld="none",
                comments=9,
            )
        )
        add(
            story(
                "power",
                "/uttar-pradesh/lucknow-city-gomti-nagar-power-cut-saturday-23845140.html",
                "गोमतीनगर के कई इलाकों में शनिवार को चार घंटे बिजली कटौती",
                "2026-12-04",
                "2026-12-04T19:50:00+05:30",
                "०४ दिसंबर २०२६, ०७:५० अपराह्न IST",
                [],
                [
                    "लेसा ने रखरखाव कार्य के चलते शनिवार को गोमतीनगर के विरामखंड, विशालखंड और विनयखंड में सुबह 10 बजे से दोपहर दो बजे तक बिजली आपूर्ति बंद रखने की घोषणा की है। इस दौरान 33 केवी उपकेंद्र के दो ट्रांसफार्मर बदले जाएंगे।",
                    "अधिशासी अभियंता अमित श्रीवास्तव ने उपभोक्ताओं से पानी का भंडारण पहले से कर लेने की अपील की है। शिकायत के लिए हेल्पलाइन नंबर 1912 पर संपर्क किया जा सकता है।",
                ],
                "short-brief-no-credit",
                section="लखनऊ",
            )
        )

    # ----- templates -------------------------------------------------------------------------------------------
    def lede(self, doc: Doc) -> str:
        return "" if is_live(doc) else super().lede(doc)  # the live blog has no description, no lede in lists

    def amp(self, doc: Doc) -> str:
        return self.origin + "/amp" + doc.path

    def head_meta(self, doc: Doc) -> str:
        url = self.url(doc.key)
        out = [
            f"<title>{esc(doc.title)} - {SITE}</title>",
            f'<meta name="description" content="{esc(doc.dek or self.lede(doc))}">',
            f'<link rel="canonical" href="{esc(url)}">',
            f'<meta property="og:site_name" content="{SITE}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:url" content="{esc(url)}">',
            '<meta property="og:image" content="https://img.dainikprabhat.test/images/2026/12/04/og-default.jpg">',
            '<meta name="twitter:card" content="summary_large_image">',
            '<meta name="twitter:site" content="@dainikprabhat">',
        ]
        if doc.is_article and not is_live(doc):
            out.insert(3, f'<link rel="amphtml" href="{esc(self.amp(doc))}">')
            out.append('<meta property="og:type" content="article">')
            out.append(f'<meta name="news_keywords" content="{esc(doc.section)}, हिंदी समाचार, {SITE}">')
            mode = doc.extra.get("ld", "ist")
            if mode != "none" and doc.iso:
                out.append(f'<meta property="article:published_time" content="{doc.iso}">')
                out.append(f'<meta property="article:section" content="{esc(doc.section)}">')
            if mode != "none":
                ld: dict[str, Any] = {
                    "@context": "https://schema.org",
                    "@type": "NewsArticle",
                    "mainEntityOfPage": {"@type": "WebPage", "@id": url},
                    "headline": doc.title,
                    "description": doc.dek or self.lede(doc),
                    "inLanguage": "hi",
                    "image": {
                        "@type": "ImageObject",
                        "url": "https://img.dainikprabhat.test/images/2026/12/04/og-default.jpg",
                        "width": 1200,
                        "height": 675,
                    },
                    "datePublished": doc.iso,
                    "dateModified": doc.iso,
                    "publisher": {
                        "@type": "Organization",
                        "name": SITE,
                        "logo": {"@type": "ImageObject", "url": "https://www.dainikprabhat.test/static/logo.png"},
                    },
                }
                if mode == "agency":
                    ld["author"] = {"@type": "Organization", "name": "एजेंसी"}
                elif mode == "org":
                    ld["author"] = {"@type": "Organization", "name": SITE, "url": self.origin}
                elif mode == "ist":
                    ld["author"] = [{"@type": "Person", "name": a} for a in doc.authors] or {
                        "@type": "Organization",
                        "name": "प्रभात संवाददाता",
                    }
                out.append(jsonld(ld))
        elif doc.kind == "video":
            out.append('<meta property="og:type" content="video.other">')
            out.append(
                jsonld(
                    {
                        "@context": "https://schema.org",
                        "@type": "VideoObject",
                        "name": doc.title,
                        "description": doc.blocks[0][1],
                        "uploadDate": "2026-12-04T17:30:00+05:30",
                        "duration": "PT2M14S",
                        "thumbnailUrl": "https://img.dainikprabhat.test/videos/2026/12/04/gomti-boat.jpg",
                        "contentUrl": "https://video.dainikprabhat.test/vod/23845190/master.m3u8",
                    }
                )
            )
        elif is_live(doc):
            out.append('<meta property="og:type" content="article">')
            out.append(
                jsonld(
                    {
                        "@context": "https://schema.org",
                        "@type": "LiveBlogPosting",
                        "headline": doc.title,
                        "coverageStartTime": "2026-12-04T11:00:00+05:30",
                        "coverageEndTime": "2026-12-04T13:20:00+05:30",
                        "datePublished": "2026-12-04T11:00:00+05:30",
                        "liveBlogUpdate": [
                            {"@type": "BlogPosting", "headline": t[:60]} for _, t in doc.extra["entries"][:3]
                        ],
                    }
                )
            )
        else:
            out.append('<meta property="og:type" content="website">')
        crumbs = [{"@type": "ListItem", "position": 1, "name": "होम", "item": self.origin + "/"}]
        if doc.section:
            crumbs.append({"@type": "ListItem", "position": 2, "name": doc.section})
        out.append(jsonld({"@context": "https://schema.org", "@type": "BreadcrumbList", "itemListElement": crumbs}))
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f"<li>{self.a(k, t, 'nav')}</li>" if not k.startswith("/") else f'<li><a href="{k}">{t}</a></li>'
            for k, t in (
                ("home", "होम"),
                ("lucknow", "लखनऊ"),
                ("/uttar-pradesh", "उत्तर प्रदेश"),
                ("/national", "देश"),
                ("/world", "दुनिया"),
                ("/business", "व्यापार"),
                ("/entertainment", "मनोरंजन"),
                ("/opinion", "विचार"),
                ("/videos", "वीडियो"),
            )
        )
        trending = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>"
            for k in ("metro", "farmers", "fog", "gst", "live")
            if k != doc.key
        )
        kind = page_kind(doc)
        datalayer = f'{{"pageType":"{"article" if kind == "article" else kind}","section":"{esc(doc.section or kind)}","language":"hindi","platform":"web"}}'
        return f"""<!DOCTYPE html>
<html lang="hi">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
{self.head_meta(doc)}
<link rel="preconnect" href="https://img.dainikprabhat.test">
<link rel="stylesheet" href="/static/css/main.8f31c2.css">
<link rel="alternate" type="application/rss+xml" title="{SITE} - लखनऊ" href="/rss/uttar-pradesh/lucknow-city.xml">
<script>window.dataLayer = window.dataLayer || []; dataLayer.push({datalayer});</script>
<style>/*PAD*/</style>
</head>
<body class="{"articlePage" if kind == "article" else "listingPage"}">
<div class="topStrip"><span class="todayDate">शुक्रवार, ०४ दिसंबर २०२६</span> <a href="https://epaper.dainikprabhat.test/">ई-पेपर</a> <a href="/login">लॉग इन</a> <a href="https://play.google.test/store/apps/details?id=com.dainikprabhat.news">ऐप डाउनलोड करें</a></div>
<header class="header"><div class="logo">{self.a("home", SITE, "nav")}</div>
<form class="searchBox" action="/search" method="get"><input type="text" name="q" placeholder="खोजें"><button type="submit">खोजें</button></form>
<nav class="mainNav"><ul>{nav}</ul></nav>
<div class="trendingTopics"><span>ट्रेंडिंग:</span> {self.a("tag", "लखनऊ", "nav")} {self.a("search", "धान खरीद", "nav")} <a href="/topics/up-vidhan-sabha">विधानसभा सत्र</a> {self.a("live", "LIVE", "nav")}</div>
</header>
<main class="mainContainer">
<div class="leftSection">
{main}
</div>
<aside class="rightSection"><div class="trending"><h3>ताज़ा ख़बरें</h3><ul class="ListingSide">{trending}</ul></div>
<div class="adBox" id="div-gpt-ad-rhs-1" data-slot="/2198/dainikprabhat/rhs_300x250"></div>
<div class="newsletterBox"><h3>रोज़ सुबह की ख़बरें ईमेल पर</h3><form action="/newsletter/subscribe" method="post"><input type="email" name="email" placeholder="अपना ईमेल लिखें"><button>सब्सक्राइब</button></form></div>
</aside>
</main>
<footer class="footer"><div class="footerLinks">{self.a("about", "हमारे बारे में", "footer")} | {self.a("privacy", "गोपनीयता नीति", "footer")} | <a href="/terms">नियम व शर्तें</a> | <a href="mailto:feedback@dainikprabhat.test">संपर्क करें</a> | <a href="/sitemap.xml">साइटमैप</a></div>
<div class="social"><a href="https://www.facebook.com/dainikprabhat">फेसबुक</a> <a href="https://x.com/dainikprabhat">एक्स</a> <a href="https://www.youtube.com/@dainikprabhat">यूट्यूब</a></div>
<p>कॉपीराइट © 2026 प्रभात प्रकाशन लिमिटेड। सर्वाधिकार सुरक्षित।</p></footer>
<div id="cookieConsent" class="cookieBar">हम आपके अनुभव को बेहतर बनाने के लिए कुकीज़ का उपयोग करते हैं। साइट का उपयोग जारी रखकर आप हमारी कुकी नीति से सहमत होते हैं। <button type="button">स्वीकार करें</button></div>
<script async src="https://securepubads.g.doubleclick.test/tag/js/gpt.js"></script>
<script src="/static/js/app.8f31c2.js" defer></script>
</body>
</html>"""

    def byline(self, doc: Doc) -> str:
        if doc.authors:
            shown = doc.extra.get("byline_name")
            if shown:
                names = esc(shown)
            else:
                names = " और ".join(self.a("author", a, "byline") if a == "अंकित मिश्र" else esc(a) for a in doc.authors)
            return f'<span class="authorName">लेखक: {names}</span>'
        if doc.extra.get("credit"):
            return f'<span class="authorName agency">{esc(doc.extra["credit"])}</span>'
        return ""

    def story_main(self, doc: Doc) -> str:
        if is_live(doc):
            return self.live_main(doc)
        kicker = f'<span class="articleLabel">{esc(doc.extra["kicker"])}</span>' if doc.extra.get("kicker") else ""
        dek = f'<p class="articleAbstract">{esc(doc.dek)}</p>' if doc.dek else ""
        share = (
            f'<div class="shareIcons"><a href="https://www.facebook.com/sharer/sharer.php?u={esc(self.url(doc.key))}">Facebook</a> '
            f'<a href="https://api.whatsapp.test/send?text={esc(self.url(doc.key))}">WhatsApp</a> <a href="https://x.com/intent/post">X</a> '
            f'<a href="{esc(self.amp(doc))}" class="ampLink">AMP</a></div>'
        )
        rel = "".join(f"<li>{self.a(k, self.docs[k].title, 'related')}</li>" for k in ARTS if k != doc.key)
        comments = ""
        if doc.extra.get("comments"):
            comments = f'<div class="commentBox" id="comments"><h3>पाठकों की राय ({doc.extra["comments"]})</h3><p>अपनी राय देने के लिए <a href="/login">लॉग इन करें</a>।</p><div class="commentList"><div class="comment"><b>रमेश चंद्र</b><p>बहुत अच्छी जानकारी दी गई है।</p></div><div class="comment"><b>सीमा गुप्ता</b><p>प्रशासन को जल्दी कदम उठाना चाहिए।</p></div></div></div>'
        return f"""<div class="breadcrumb">{self.a("home", "होम", "breadcrumb")} &gt; <span>{esc(doc.section)}</span></div>
<article class="ArticleDetail">
<div class="articleHd">{kicker}<h1 class="articleHeading">{esc(doc.title)}</h1>{dek}</div>
<div class="articleInfo"><div class="editorDetails">{self.byline(doc)} <span class="dateInfo">{doc.stamp}</span></div>{share}</div>
<div class="articleImg"><img src="https://img.dainikprabhat.test/images/2026/12/{doc.key}.jpg" alt="{esc(doc.title)}" width="800" height="450"></div>
<div class="articleBody" id="articleBody">
{self.blocks(doc)}
<div class="adBox inArticle" data-slot="/2198/dainikprabhat/inarticle"></div>
</div>
<div class="topicTags"><span>टैग्स:</span> {self.a("tag", "लखनऊ", "content")} <a href="/topics/{esc(doc.key)}">{esc(doc.section)}</a></div>
</article>
<div class="relatedNews"><h3>यह भी पढ़ें</h3><ul>{rel}</ul></div>
{comments}"""

    def listing_main(self, doc: Doc) -> str:
        items = []
        for i, k in enumerate(doc.extra["list"]):
            d = self.docs[k]
            stamp = d.stamp or d.extra.get("stamp", "")
            lede = f"<p>{esc(self.lede(d))}</p>" if i < 4 else ""
            items.append(
                f'<li class="listItem"><h3>{self.a(k, self.teaser_text(d), "content")}</h3>{lede}<span class="dateInfo">{stamp}</span></li>'
            )
        for path, title in doc.extra.get("older", []):
            items.append(f'<li class="listItem"><h3><a href="{path}">{esc(title)}</a></h3></li>')
        head = f"<h1>{esc(doc.title)}</h1>"
        if doc.key == "author":
            head = f'<div class="authorProfile"><h1>{esc(doc.title)}</h1><p>{esc(doc.extra["bio"])}</p></div>'
        if doc.key == "lucknow2":
            head += '<p class="pageNo">पेज 2</p>'
        pager = ""
        if doc.extra.get("more"):
            pager = f'<div class="pagination"><span>1</span> {self.a(doc.extra["more"], "2", "pagination")} <a href="/uttar-pradesh/lucknow-city/page-3">3</a> {self.a(doc.extra["more"], "अगला »", "pagination")}</div>'
        if doc.key == "lucknow2":
            pager = f'<div class="pagination">{self.a("lucknow", "« पिछला", "pagination")} {self.a("lucknow", "1", "pagination")} <span>2</span> <a href="/uttar-pradesh/lucknow-city/page-3">3</a></div>'
        extra = ""
        if doc.key == "home":
            extra = f'<div class="homeWidgets"><h2>लेखक</h2>{self.a("author", "अंकित मिश्र", "content")}<h2>लखनऊ की और ख़बरें</h2>{self.a("lucknow", "लखनऊ की सभी ख़बरें", "content")}</div>'
        return (
            f'<section class="listingPage">{head}<ul class="ListingSide">{"".join(items)}</ul>{pager}{extra}</section>'
        )

    def live_main(self, doc: Doc) -> str:
        ups = "".join(
            f'<div class="liveUpdate"><span class="liveTime">{t}</span><p>{esc(x)}</p><div class="shareIcons"><a href="https://x.com/intent/post">शेयर</a></div></div>'
            for t, x in doc.extra["entries"]
        )
        return f'<div class="liveBlog"><span class="liveTag">LIVE</span><h1>{esc(doc.title)}</h1><span class="dateInfo">{doc.stamp}</span><div class="liveUpdates">{ups}</div><p>{self.a("lucknow", "लखनऊ की और ख़बरें", "content")}</p></div>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "video":
            return f'<div class="videoPage"><h1>{esc(doc.title)}</h1><span class="dateInfo">{doc.extra["stamp"]}</span><div class="videoPlayer" data-src="https://video.dainikprabhat.test/vod/23845190/master.m3u8"></div><p class="videoDesc">{esc(doc.blocks[0][1])}</p><div class="moreVideos"><h3>और वीडियो</h3><a href="/videos/lucknow-imambara-light-show-video-23845001.html">इमामबाड़े में लाइट एंड साउंड शो</a></div></div>'
        return f'<div class="staticPage"><h1>{esc(doc.title)}</h1>\n{self.blocks(doc)}\n</div>'
