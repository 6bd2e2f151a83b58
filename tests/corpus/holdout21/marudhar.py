# ruff: noqa: E501, RUF001 (page texts are long literal lines; Devanagari letters and dashes are deliberate)
"""मरुधर ख़बर: a Hindi mobile-first news site from Jodhpur whose every page is Google AMP (`<html ⚡ lang="hi">`).

AMP boilerplate on every page (`cdn.ampproject.org/v0.js`, `style amp-boilerplate`, one `style amp-custom`),
`amp-img` only, an `amp-sidebar` menu, self-canonical pages. Stories carry og and `NewsArticle` JSON-LD, except
the camel-festival story, which has **only microdata** (`itemscope itemtype=NewsArticle`, `itemprop=headline`,
`author`, `datePublished` in UTC crossing the IST day, `articleBody`) and no og at all. The marathon is an
`amp-live-list` live blog (`LiveBlogPosting`), the fog story an `amp-carousel` photo gallery, the web story an
`amp-story` (no site chrome, five short pages; labelled a non-article, see the README), the video page an
`amp-video` with one line, the e-paper page an `amp-carousel` of product photos. UTF-8, India time (+05:30).
"""

from __future__ import annotations

import json
from datetime import datetime, timedelta, timezone

from common import Base, blocks_html, page, story
from sitekit import Doc, css_rules, esc

BOILER = (
    "<style amp-boilerplate>body{-webkit-animation:-amp-start 8s steps(1,end) 0s 1 normal both;-moz-animation:-amp-start 8s steps(1,end) 0s 1 normal both;"
    "-ms-animation:-amp-start 8s steps(1,end) 0s 1 normal both;animation:-amp-start 8s steps(1,end) 0s 1 normal both}"
    "@-webkit-keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}@-moz-keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}"
    "@-ms-keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}@-o-keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}"
    "@keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}</style><noscript><style amp-boilerplate>body{-webkit-animation:none;"
    "-moz-animation:none;-ms-animation:none;animation:none}</style></noscript>"
)
CDN = "https://cdn.ampproject.org"
IST = timezone(timedelta(hours=5, minutes=30))


class Marudhar(Base):
    origin = "https://m.marudharkhabar.test"
    name = "मरुधर ख़बर"
    prefix = "mk"
    language = "hi"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "mk",
            [
                ".hdr",
                "amp-sidebar .nav a",
                ".story-hd",
                ".story-body p",
                ".card",
                ".live-upd",
                ".gallery figcaption",
                ".ftr",
            ],
            250,
        )

    # ------------------------------------------------------------------ pages
    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "मरुधर ख़बर",
                "amp-home",
                list=["water", "agency", "micro", "gallery", "live", "opinion"],
                more="section",
            )
        )
        add(
            page(
                "section",
                "/jodhpur/",
                "section",
                "जोधपुर",
                "amp-section",
                list=["water", "agency", "micro", "gallery", "live"],
                more="section2",
            )
        )
        add(page("section2", "/jodhpur/page-2/", "section", "जोधपुर", "amp-section-page2", list=["opinion", "mandore"], prev="section",
                 outside=[("/jodhpur/news/ratanada-flyover-traffic-a98112.html", "रातानाडा फ्लाईओवर पर 10 दिन रहेगा एकतरफा यातायात", "26 नवंबर 2026"),
                          ("/jodhpur/news/aiims-jodhpur-new-opd-a98087.html", "एम्स जोधपुर में नया ओपीडी ब्लॉक शुरू", "25 नवंबर 2026")]))  # fmt: skip
        add(page("tag", "/topic/virasat/", "tag", "विरासत", "amp-topic", list=["gallery", "mandore", "micro"]))
        add(
            story(
                "water",
                "/jodhpur/news/kaylana-lake-canal-water-supply-a98240.html",
                "कायलाना झील में पहुंचा नहर का पानी, दो दिन में सामान्य होगी शहर की सप्लाई",
                "2026-12-02",
                "2026-12-02T11:20:00+05:30",
                "2 दिसंबर 2026, 11:20 AM IST",
                ["सुरेश पुरोहित"],
                [
                    "इंदिरा गांधी नहर की क्लोजर अवधि खत्म होने के बाद मंगलवार देर रात नहर का पानी कायलाना झील तक पहुंच गया। जलदाय विभाग का कहना है कि अगले दो दिन में शहर के सभी इलाकों में पानी की सप्लाई सामान्य हो जाएगी।",
                    "नहर की मरम्मत के लिए पिछले 30 दिनों से पानी बंद था। इस दौरान शहर में एक दिन छोड़कर पानी दिया जा रहा था और कई कॉलोनियों में टैंकरों से आपूर्ति करनी पड़ी।",
                    "## पहले ऊंचाई वाले इलाकों में सप्लाई",
                    "विभाग के अधीक्षण अभियंता ने बताया कि सबसे पहले सूरसागर, चांदपोल और प्रतापनगर जैसे ऊंचाई वाले इलाकों में पानी का दबाव बढ़ाया जाएगा, जहां सबसे ज्यादा शिकायतें आ रही थीं।",
                    'प्रतापनगर की रहने वाली गीता देवी ने कहा, "पिछले एक महीने से हर दूसरे दिन टैंकर का इंतजार करना पड़ रहा था। अब राहत मिलेगी।"',
                    "विभाग ने लोगों से अपील की है कि पहले दो दिन पानी उबालकर पिएं, क्योंकि पाइपलाइन में लंबे समय तक पानी रुका रहा है।",
                ],
                "amp-og-jsonld-reported",
                byline="सुरेश पुरोहित",
                author_page="author",
                lead=("कायलाना झील", "कायलाना झील में पहुंचा नहर का पानी"),
            )
        )
        add(
            story(
                "micro",
                "/jodhpur/news/osian-camel-festival-night-safari-a98236.html",
                "ओसियां में 12 दिसंबर से ऊंट उत्सव, इस बार होगी रात की सफारी",
                "2026-12-02",
                "2026-12-01T23:10:00Z",
                "2 दिसंबर 2026, 04:40 AM IST",
                ["ममता गहलोत"],
                [
                    "जोधपुर से करीब 65 किलोमीटर दूर ओसियां में 12 से 14 दिसंबर तक ऊंट उत्सव होगा। पर्यटन विभाग ने इस बार पहली बार रेत के टीलों पर रात की सफारी और लोक संगीत की शाम जोड़ी है।",
                    "उत्सव में ऊंटों की सजावट, ऊंट दौड़ और पगड़ी बांधने की प्रतियोगिताएं होंगी। विदेशी पर्यटकों के लिए अलग से पंजीकरण काउंटर लगाया जाएगा।",
                    "पर्यटन विभाग के उपनिदेशक ने बताया कि पिछले साल उत्सव में करीब 18 हजार पर्यटक आए थे, इस बार 25 हजार से ज्यादा के आने की उम्मीद है।",
                    "स्थानीय ऊंट पालकों का कहना है कि उत्सव से उन्हें सालभर की आधी कमाई हो जाती है।",
                ],
                "microdata-only-no-og-utc-crosses-ist-day",
                byline="ममता गहलोत",
                microdata=True,
            )
        )
        add(
            story(
                "live",
                "/jodhpur/live/jodhpur-half-marathon-2026-live-updates-a98190.html",
                "LIVE: जोधपुर हाफ मैराथन 2026 – केन्या के धावक ने जीता खिताब",
                "2026-11-29",
                "2026-11-29T06:45:00+05:30",
                "29 नवंबर 2026, 06:45 AM IST",
                ["दीपक जोशी", "अंजलि माथुर"],
                [
                    "सभी धावकों के फिनिश लाइन पार करने के बाद मैराथन औपचारिक रूप से खत्म हो गई। आयोजकों के मुताबिक किसी धावक को गंभीर चोट नहीं आई, 14 धावकों को मामूली इलाज दिया गया।",
                    "महिला वर्ग में जोधपुर की पूजा चौधरी ने 1 घंटा 19 मिनट में दौड़ पूरी कर पहला स्थान हासिल किया। उन्होंने कहा कि अपने शहर में जीतना सबसे खास है।",
                    "पुरुष वर्ग में केन्या के धावक डेविड किप्रोनो ने 1 घंटा 4 मिनट 12 सेकंड में 21 किलोमीटर की दौड़ जीती। दूसरे स्थान पर उत्तराखंड के रोहित नेगी रहे।",
                    "उम्मेद भवन के पास पहले पानी स्टेशन पर धावकों की भीड़ है। स्वयंसेवक नींबू पानी और केले बांट रहे हैं।",
                    "मेहरानगढ़ की तलहटी से हाफ मैराथन को जिला कलेक्टर ने हरी झंडी दिखाई। इस बार करीब 12 हजार धावक हिस्सा ले रहे हैं।",
                ],
                "amp-live-list-two-authors-aur",
                byline="दीपक जोशी और अंजलि माथुर",
                live=["10:40 AM", "09:55 AM", "09:20 AM", "08:10 AM", "07:00 AM"],
                modified="2026-11-29T10:40:00+05:30",
            )
        )
        add(
            story(
                "gallery",
                "/photos/mehrangarh-first-winter-fog-a98221.html",
                "तस्वीरों में: मेहरानगढ़ पर सर्दी की पहली धुंध",
                "2026-12-01",
                "2026-12-01T09:30:00+05:30",
                "1 दिसंबर 2026, 09:30 AM IST",
                ["विक्रम भाटी"],
                [
                    "FIG: धुंध में घिरा मेहरानगढ़ किला | सुबह की धुंध में घिरा मेहरानगढ़ किला",
                    "FIG: धुंध में जसवंत थड़ा | जसवंत थड़ा के पास धुंध के बीच सैर करते लोग",
                    "मंगलवार सुबह जोधपुर में इस मौसम की पहली घनी धुंध छाई, जिससे मेहरानगढ़ किला कुछ देर के लिए आंखों से ओझल रहा।",
                ],
                "amp-carousel-photo-story-photographer",
                byline="फोटो: विक्रम भाटी",
            )
        )
        add(
            story(
                "agency",
                "/jodhpur/news/jodhpur-delhi-superfast-new-timing-a98244.html",
                "जोधपुर-दिल्ली सुपरफास्ट का समय 15 दिसंबर से बदलेगा",
                "2026-12-02",
                "2026-12-02T13:05:00+05:30",
                "2 दिसंबर 2026, 01:05 PM IST",
                [],
                [
                    "रेलवे ने जोधपुर-दिल्ली सुपरफास्ट एक्सप्रेस के समय में 15 दिसंबर से बदलाव किया है। ट्रेन अब जोधपुर से सुबह 5:45 की बजाय 6:10 बजे रवाना होगी।",
                    "SIGN: इनपुट: एजेंसी",
                ],
                "two-sentence-brief-agency-input-desk-byline",
                byline="मरुधर ख़बर डेस्क",
            )
        )
        add(
            story(
                "opinion",
                "/opinion/village-schools-need-teachers-a98201.html",
                "गांव के स्कूलों को शिक्षक चाहिए, सिर्फ इमारतें नहीं",
                "2026-11-30",
                "2026-11-30T08:00:00+05:30",
                "30 नवंबर 2026, 08:00 AM IST",
                ["कविता व्यास"],
                [
                    "पिछले पांच साल में जिले के ग्रामीण स्कूलों में नई इमारतें, शौचालय और स्मार्ट क्लास बने हैं। यह अच्छी बात है। लेकिन जब किसी गांव के स्कूल में जाते हैं तो सबसे बड़ी कमी आज भी वही दिखती है – शिक्षक।",
                    "कई स्कूलों में पांच कक्षाओं को एक ही शिक्षक पढ़ा रहा है। वह पढ़ाने के साथ मिड-डे मील का हिसाब भी रखता है, सर्वे भी करता है और चुनाव की ड्यूटी भी निभाता है।",
                    "ऐसे में स्मार्ट क्लास का प्रोजेक्टर धूल खाता रहता है। बच्चों को मशीन नहीं, कोई ऐसा चाहिए जो उनके सवाल सुने।",
                    "सरकार को भर्ती के साथ यह भी तय करना होगा कि शिक्षक गांव में टिकें। रहने की सुविधा, तबादले की साफ नीति और गैर-शैक्षणिक कामों से मुक्ति – इन तीन बातों से बड़ा फर्क पड़ सकता है।",
                    "इमारतें जरूरी हैं, पर स्कूल इमारत से नहीं, शिक्षक से बनता है।",
                    "SIGN: – कविता व्यास",
                    "SIGN: (लेखिका शिक्षाविद हैं। ये उनके निजी विचार हैं।)",
                ],
                "opinion-signed-only-at-end-org-author-in-jsonld",
                kicker="नज़रिया",
            )
        )
        add(
            story(
                "mandore",
                "/jodhpur/news/mandore-garden-restoration-3-crore-a98160.html",
                "मंडोर उद्यान का 3 करोड़ से होगा जीर्णोद्धार, देवल और बावड़ी संवरेंगी",
                "2026-11-27",
                "2026-11-27T17:15:00+05:30",
                "27 नवंबर 2026, 05:15 PM IST",
                ["रेखा सांखला"],
                [
                    "पुरातत्व विभाग ने मंडोर उद्यान में बने पुराने देवलों और बावड़ी के जीर्णोद्धार के लिए 3 करोड़ रुपये की योजना को मंजूरी दी है। काम जनवरी में शुरू होगा और करीब आठ महीने चलेगा।",
                    "योजना के तहत देवलों की दरारें भरी जाएंगी, बावड़ी की सफाई होगी और उद्यान में रात के समय रोशनी की व्यवस्था की जाएगी।",
                    "विभाग का कहना है कि जीर्णोद्धार के दौरान उद्यान पर्यटकों के लिए खुला रहेगा, केवल जिस हिस्से में काम चलेगा उसे घेरा जाएगा।",
                ],
                "only-on-page2-and-topic",
                byline="रेखा सांखला",
            )
        )
        # non-articles
        add(page("webstory", "/web-stories/mehrangarh-sardi-ki-subah/", "webstory", "सर्दी की सुबह, धुंध में मेहरानगढ़", "amp-story-five-pages", story_pages=[
            ("सर्दी की सुबह, धुंध में मेहरानगढ़", "फोटो: विक्रम भाटी"),
            ("मंगलवार सुबह शहर ने ओढ़ी धुंध की चादर", ""),
            ("400 फीट ऊंची पहाड़ी पर बना किला कुछ देर के लिए ओझल रहा", ""),
            ("जसवंत थड़ा पर सुबह की सैर करने वालों ने ली तस्वीरें", ""),
            ("मौसम विभाग: अगले तीन दिन सुबह धुंध रहेगी", ""),
        ]))  # fmt: skip
        add(page("video", "/videos/umaid-bhawan-drone-view-v2231/", "video", "ड्रोन से देखिए उम्मेद भवन पैलेस का नज़ारा", "amp-video-one-line", [
            "सर्दियों की सुबह ड्रोन कैमरे से उम्मेद भवन पैलेस का खूबसूरत नज़ारा।",
        ]))  # fmt: skip
        add(page("author", "/author/suresh-purohit/", "author", "सुरेश पुरोहित", "amp-author-page", [
            "सुरेश पुरोहित मरुधर ख़बर में वरिष्ठ संवाददाता हैं और 12 साल से जोधपुर के नगर निगम, जलदाय विभाग और शहरी विकास से जुड़ी ख़बरें लिखते हैं।",
        ], arts=["water"]))  # fmt: skip
        add(page("epaper", "/subscribe/epaper/", "product", "ई-पेपर सब्सक्रिप्शन", "amp-carousel-product-photos", [
            "FIG: मोबाइल पर ई-पेपर | मोबाइल पर अखबार जैसा ई-पेपर",
            "FIG: टैबलेट पर ई-पेपर | टैबलेट पर जिला संस्करण",
            "मरुधर ख़बर का ई-पेपर हर सुबह 5 बजे आपके मोबाइल पर। जोधपुर, बाड़मेर, जैसलमेर और पाली के सभी जिला संस्करण एक ही जगह।",
            "## प्लान",
            "- मासिक: 49 रुपये",
            "- तिमाही: 129 रुपये",
            "- सालाना: 449 रुपये (सबसे लोकप्रिय)",
            "सभी प्लान में पिछले 30 दिन के अंक, पीडीएफ डाउनलोड और विज्ञापन-मुक्त पढ़ने की सुविधा शामिल है। भुगतान यूपीआई, डेबिट या क्रेडिट कार्ड से किया जा सकता है।",
        ]))  # fmt: skip
        add(page("whatsapp", "/whatsapp-channel/", "subscribe", "व्हाट्सऐप पर पाएं जोधपुर की ख़बरें", "amp-signup", [
            "मरुधर ख़बर के व्हाट्सऐप चैनल से जुड़ें और दिन की पांच सबसे अहम ख़बरें सीधे अपने फोन पर पाएं।",
            "- सुबह 8 बजे: आज की बड़ी ख़बरें",
            "- शाम 7 बजे: दिनभर का सार",
            "- बड़ी घटना होने पर तुरंत अलर्ट",
            "चैनल से जुड़ना मुफ्त है। आप कभी भी चैनल छोड़ सकते हैं।",
        ]))  # fmt: skip
        add(page("privacy", "/privacy-policy/", "policy", "गोपनीयता नीति", "amp-policy-updated", [
            "अंतिम अपडेट: 10 जनवरी 2026",
            "मरुधर ख़बर अपने पाठकों की निजता का सम्मान करता है। यह नीति बताती है कि हम कौन-सी जानकारी इकट्ठा करते हैं और उसका उपयोग कैसे करते हैं।",
            "## हम क्या जानकारी लेते हैं",
            "जब आप ई-पेपर सब्सक्रिप्शन लेते हैं या न्यूज़लेटर के लिए साइन अप करते हैं, तब हम आपका नाम, ईमेल और मोबाइल नंबर लेते हैं। वेबसाइट पर आने वाले सभी पाठकों के लिए हम कुकीज़ के जरिए उपयोग से जुड़ी जानकारी भी जुटाते हैं।",
            "## जानकारी का उपयोग",
            "इस जानकारी का उपयोग सेवाएं देने, भुगतान की पुष्टि करने, वेबसाइट को बेहतर बनाने और आपकी रुचि के विज्ञापन दिखाने के लिए किया जाता है।",
            "## गूगल एएमपी कैश",
            "हमारे पेज गूगल एएमपी कैश से भी दिखाए जा सकते हैं। ऐसे में गूगल अपनी नीति के अनुसार कुछ जानकारी जुटा सकता है।",
            "## संपर्क",
            "इस नीति से जुड़े किसी भी सवाल के लिए privacy@marudharkhabar.test पर लिखें।",
        ]))  # fmt: skip
        add(page("about", "/about-us/", "about", "हमारे बारे में", "amp-about-staff", [
            "मरुधर ख़बर 2019 में शुरू हुई एक डिजिटल समाचार सेवा है, जो जोधपुर और पश्चिमी राजस्थान की ख़बरें मोबाइल पाठकों तक पहुंचाती है।",
            "## हमारी टीम",
            "- संपादक: हरीश चारण",
            "- समाचार संपादक: रेखा सांखला",
            "- वरिष्ठ संवाददाता: सुरेश पुरोहित, ममता गहलोत",
            "- संवाददाता: दीपक जोशी, अंजलि माथुर",
            "- फोटो पत्रकार: विक्रम भाटी",
            "## संपर्क",
            "पता: पावटा सी रोड, जोधपुर, राजस्थान। ईमेल: desk@marudharkhabar.test",
        ]))  # fmt: skip

    # ------------------------------------------------------------------ templates
    def _scripts(self, doc: Doc) -> str:
        need = ["amp-sidebar"]
        if doc.extra.get("live"):
            need.append("amp-live-list")
        if doc.key in ("gallery", "epaper", "home"):
            need.append("amp-carousel")
        if doc.kind == "video":
            need.append("amp-video")
        return "\n".join(f'<script async custom-element="{n}" src="{CDN}/v0/{n}-0.1.js"></script>' for n in need)

    def _ld(self, doc: Doc) -> str:
        if not doc.is_article or doc.extra.get("microdata"):
            if doc.key == "home":
                ld = {"@context": "https://schema.org", "@type": "WebSite", "name": self.name, "url": self.url("home")}
                return f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>'
            return ""
        person = bool(doc.authors) and doc.key != "opinion"
        authors = (
            [{"@type": "Person", "name": n} for n in doc.authors]
            if person
            else [{"@type": "Organization", "name": self.name}]
        )
        ld = {
            "@context": "https://schema.org",
            "@type": "LiveBlogPosting" if doc.extra.get("live") else "NewsArticle",
            "headline": doc.title,
            "mainEntityOfPage": self.url(doc.key),
            "datePublished": doc.iso,
            "dateModified": doc.extra.get("modified", doc.iso),
            "author": authors,
            "publisher": {
                "@type": "NewsMediaOrganization",
                "name": self.name,
                "logo": {"@type": "ImageObject", "url": f"{self.origin}/static/logo-600x60.png"},
            },
            "image": [f"{self.origin}/static/img/{doc.path.rsplit('-', 1)[-1].split('.')[0]}.jpg"],
        }
        if doc.extra.get("live"):
            ld["coverageStartTime"] = doc.iso
            ld["coverageEndTime"] = doc.extra["modified"]
        return f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>'

    def _head(self, doc: Doc, extra_scripts: str = "") -> str:
        title = f"{doc.title} | {self.name}" if doc.key != "home" else f"{self.name} – जोधपुर की ताज़ा ख़बरें"
        metas = [
            '<meta charset="utf-8">',
            f'<script async src="{CDN}/v0.js"></script>',
            extra_scripts or self._scripts(doc),
            f"<title>{esc(title)}</title>",
            f'<link rel="canonical" href="{esc(self.url(doc.key))}">',
            '<meta name="viewport" content="width=device-width,minimum-scale=1,initial-scale=1">',
        ]
        if not doc.extra.get("microdata"):
            metas += [
                f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
                f'<meta property="og:title" content="{esc(doc.title)}">',
                f'<meta property="og:url" content="{esc(self.url(doc.key))}">',
                f'<meta property="og:site_name" content="{self.name}">',
            ]
            if doc.is_article:
                metas.append(f'<meta property="article:published_time" content="{doc.iso}">')
        metas.append(self._ld(doc))
        return (
            '<!doctype html>\n<html ⚡ lang="hi">\n<head>\n' + "\n".join(m for m in metas if m) + "\n" + BOILER + "\n"
            "<style amp-custom>\n/*PAD*/\n</style>\n</head>\n"
        )

    def frame(self, doc: Doc, main: str) -> str:
        if doc.kind == "webstory":
            return (
                self._head(doc, f'<script async custom-element="amp-story" src="{CDN}/v0/amp-story-1.0.js"></script>')
                + f"<body>\n{main}\n</body>\n</html>\n"
            )
        a = self.a
        nav = "".join(
            a(k, t, "chrome:nav")
            for k, t in (
                ("home", "होम"),
                ("section", "जोधपुर"),
                ("tag", "विरासत"),
                ("/rajasthan/", "राजस्थान"),
                ("video", "वीडियो"),
                ("webstory", "वेब स्टोरी"),
                ("epaper", "ई-पेपर"),
            )
        )
        header = (
            '<header class="hdr"><button class="hamb" on="tap:menu.toggle" aria-label="मेन्यू">☰</button>'
            + a(
                "home",
                self.name,
                "chrome:header",
                'class="logo"',
                inner=f'<amp-img src="/static/logo.png" width="150" height="36" alt="{self.name}"></amp-img>',
            )
            + a("epaper", "ई-पेपर", "chrome:header", 'class="hdr-epaper"')
            + "</header>"
        )
        sidebar = f'<amp-sidebar id="menu" layout="nodisplay" side="left"><nav class="nav">{nav}</nav></amp-sidebar>'
        footer = (
            '<footer class="ftr"><nav>'
            + " · ".join(
                a(k, t, "chrome:footer")
                for k, t in (
                    ("about", "हमारे बारे में"),
                    ("privacy", "गोपनीयता नीति"),
                    ("whatsapp", "व्हाट्सऐप चैनल"),
                    ("epaper", "ई-पेपर"),
                )
            )
            + '</nav><p>© 2026 मरुधर ख़बर। सर्वाधिकार सुरक्षित।</p><p><a href="/rss/jodhpur.xml">RSS</a></p></footer>'
        )
        return (
            self._head(doc)
            + f'<body>\n{sidebar}\n{header}\n<main class="wrap">\n{main}\n</main>\n{footer}\n</body>\n</html>\n'
        )

    def _img(self, alt: str, w: int = 800, h: int = 450) -> str:
        n = sum(map(ord, alt)) % 90000 + 10000
        return f'<amp-img src="/static/img/{n}.jpg" width="{w}" height="{h}" layout="responsive" alt="{esc(alt)}"></amp-img>'

    def _fig(self, alt: str, cap: str) -> str:
        return f"<figure>{self._img(alt)}<figcaption>{esc(cap)}</figcaption></figure>"

    def _carousel(self, doc: Doc) -> str:
        figs = [b for b in doc.blocks if b[0] == "fig"]
        slides = "".join(
            f'<figure class="slide">{self._img(b[1])}<figcaption>{esc(b[2])}</figcaption></figure>' for b in figs
        )
        return f'<amp-carousel class="gallery" width="800" height="520" layout="responsive" type="slides" controls>{slides}</amp-carousel>'

    def story_main(self, doc: Doc) -> str:
        a = self.a
        byline = esc(doc.byline)
        if doc.extra.get("author_page"):
            byline = a(doc.extra["author_page"], doc.byline, "byline")
        kicker = f'<p class="kicker">{esc(doc.extra["kicker"])}</p>' if doc.extra.get("kicker") else ""
        crumb = f'<nav class="crumb">{a("home", "होम", "chrome:breadcrumb")} › {a("section", "जोधपुर", "chrome:breadcrumb")}</nav>'
        related = "".join(
            f"<li>{a(k, self.docs[k].title, 'chrome:related')}</li>"
            for k in ("water", "gallery", "micro")
            if k != doc.key
        )
        related_box = f'<section class="rel"><h2 class="rel-hd">ये भी पढ़ें</h2><ul>{related}</ul></section>'
        if doc.extra.get("microdata"):
            body = self.blocks(doc)
            return (
                f'{crumb}\n<article class="story" itemscope itemtype="https://schema.org/NewsArticle">\n'
                f'<h1 class="story-hd" itemprop="headline">{esc(doc.title)}</h1>\n'
                f'<div class="meta"><span itemprop="author" itemscope itemtype="https://schema.org/Person"><span itemprop="name">{esc(doc.byline)}</span></span>'
                f' | <time itemprop="datePublished" datetime="{doc.iso}">{esc(doc.stamp)}</time>'
                f'<meta itemprop="dateModified" content="{doc.iso}"></div>\n'
                f'<div itemprop="publisher" itemscope itemtype="https://schema.org/Organization"><meta itemprop="name" content="{self.name}"></div>\n'
                f'<div class="story-body" itemprop="articleBody">\n{body}\n</div>\n</article>\n{related_box}'
            )
        if doc.extra.get("live"):
            items = []
            paras = [b for b in doc.blocks if b[0] == "p"]
            for i, (t, b) in enumerate(zip(doc.extra["live"], paras, strict=True)):
                n = len(paras) - i
                when = datetime.strptime(f"2026-11-29 {t}", "%Y-%m-%d %I:%M %p").replace(tzinfo=IST)
                items.append(
                    f'<div id="upd-{n}" data-sort-time="{int(when.timestamp()) * 1000}" class="live-upd">'
                    f'<div class="upd-time"><time datetime="{when.isoformat()}">{t}</time></div><p>{self.inline(b[1])}</p></div>'
                )
            body = (
                '<amp-live-list id="live-marathon" data-poll-interval="15000" data-max-items-per-page="20" layout="container">\n'
                '<button update on="tap:live-marathon.update" class="upd-btn">नए अपडेट देखें</button>\n'
                "<div items>\n" + "\n".join(items) + "\n</div>\n</amp-live-list>"
            )
            stamp = f"{esc(doc.stamp)} · अपडेट: 29 नवंबर 2026, 10:40 AM IST"
            return (
                f'{crumb}\n<article class="story live">\n<span class="live-badge">LIVE</span>\n<h1 class="story-hd">{esc(doc.title)}</h1>\n'
                f'<div class="meta">लाइव अपडेट: {byline}</div>\n<div class="meta">{stamp}</div>\n{body}\n</article>\n{related_box}'
            )
        if any(b[0] == "fig" for b in doc.blocks) and doc.key == "gallery":
            rest = [b for b in doc.blocks if b[0] != "fig"]
            body = self._carousel(doc) + "\n" + blocks_html(self, rest)
        else:
            body = self.blocks(doc, fig=self._fig)
        lead = self._fig(*doc.extra["lead"]) if doc.extra.get("lead") else ""
        meta = (
            f'<div class="meta">{byline} | {esc(doc.stamp)}</div>'
            if doc.byline
            else f'<div class="meta">{esc(doc.stamp)}</div>'
        )
        share = (
            '<div class="share"><a href="https://wa.test/send">व्हाट्सऐप</a> <a href="https://x.test/share">X</a></div>'
        )
        tags = ""
        if doc.key in self.docs["tag"].extra["list"]:
            tags = f'<div class="tags">{a("tag", "#विरासत", "tags")}</div>'
        return (
            f'{crumb}\n<article class="story">\n{kicker}<h1 class="story-hd">{esc(doc.title)}</h1>\n{meta}\n{lead}\n'
            f'<div class="story-body">\n{body}\n</div>\n{tags}\n{share}\n</article>\n{related_box}'
        )

    def _day(self, d: Doc) -> str:
        return d.stamp.split(",")[0]

    def listing_main(self, doc: Doc) -> str:
        a = self.a
        cards = []
        for i, k in enumerate(doc.extra["list"]):
            d = self.docs[k]
            img = self._img(d.title, 320, 180) if i < 3 else ""
            cards.append(
                f'<div class="card">{img}<h3 class="card-hd">{a(k, d.title, "content")}</h3>'
                f'<p class="card-dt">{esc(self._day(d))}</p></div>'
            )
        for path, title, day in doc.extra.get("outside", []):
            cards.append(
                f'<div class="card"><h3 class="card-hd">{a(path, title, "content")}</h3><p class="card-dt">{day}</p></div>'
            )
        pager = ""
        if doc.extra.get("more") and doc.key != "home":
            pager = f'<div class="pager"><span>1</span> {a(doc.extra["more"], "2", "content")} {a(doc.extra["more"], "अगला »", "content")}</div>'
        elif doc.extra.get("prev"):
            pager = f'<div class="pager">{a(doc.extra["prev"], "« पिछला", "content")} {a(doc.extra["prev"], "1", "content")} <span>2</span></div>'
        elif doc.key == "home":
            pager = f'<p class="more">{a("section", "जोधपुर की और ख़बरें", "content")}</p>'
        head = f'<h1 class="sec-hd">{esc(doc.title)}</h1>'
        extra = ""
        if doc.key == "home":
            head = '<h1 class="sec-hd">ताज़ा ख़बरें</h1>'
            ws = self.docs["webstory"]
            extra = (
                f'<section class="ws-strip"><h2>वेब स्टोरी</h2>{a("webstory", ws.title, "content")}</section>\n'
                f'<section class="vid-strip"><h2>वीडियो</h2>{a("video", self.docs["video"].title, "content")}</section>'
            )
        if doc.kind == "tag":
            head = f'<h1 class="sec-hd">टॉपिक: {esc(doc.title)}</h1><p class="topic-desc">जोधपुर के किलों, बावड़ियों और पुरानी इमारतों से जुड़ी ख़बरें।</p>'
        return f'{head}\n<div class="cards">\n' + "\n".join(cards) + f"\n</div>\n{pager}\n{extra}"

    def service_main(self, doc: Doc) -> str:
        a = self.a
        if doc.kind == "webstory":
            pages = []
            for i, (text, credit) in enumerate(doc.extra["story_pages"]):
                alt = f"वेब स्टोरी पेज {i + 1}"
                tag = "h1" if i == 0 else "p"
                cred = f'<p class="credit">{esc(credit)}</p>' if credit else ""
                pages.append(
                    f'<amp-story-page id="page-{i + 1}"><amp-story-grid-layer template="fill">'
                    f'<amp-img src="/static/ws/mehrangarh-{i + 1}.jpg" width="720" height="1280" layout="responsive" alt="{alt}"></amp-img></amp-story-grid-layer>'
                    f'<amp-story-grid-layer template="vertical" class="bottom"><{tag} class="ws-text">{esc(text)}</{tag}>{cred}</amp-story-grid-layer></amp-story-page>'
                )
            out = (
                f'<amp-story-page id="page-{len(pages) + 1}"><amp-story-grid-layer template="vertical">'
                f'<p class="ws-text">पूरी तस्वीरें देखें</p><p>{a("gallery", "तस्वीरों में: मेहरानगढ़ पर सर्दी की पहली धुंध", "content")}</p>'
                f"<p>{a('home', 'मरुधर ख़बर होम', 'content')}</p></amp-story-grid-layer></amp-story-page>"
            )
            return (
                f'<amp-story standalone title="{esc(doc.title)}" publisher="{self.name}" publisher-logo-src="/static/logo-96.png" '
                'poster-portrait-src="/static/ws/mehrangarh-1.jpg">\n' + "\n".join(pages) + f"\n{out}\n</amp-story>"
            )
        if doc.kind == "video":
            return (
                f'<article class="video-page"><h1 class="story-hd">{esc(doc.title)}</h1>'
                '<amp-video width="1280" height="720" layout="responsive" controls poster="/static/vid/v2231.jpg">'
                '<source src="https://video.marudharkhabar.test/v2231/720.mp4" type="video/mp4"></amp-video>\n'
                f'{self.blocks(doc)}\n<p class="vid-meta">अवधि 1:48 · 2 दिसंबर 2026</p>\n'
                f"<p>{a('home', 'और वीडियो देखें', 'content')}</p></article>"
            )
        if doc.kind == "author":
            arts = "".join(
                f'<div class="card"><h3 class="card-hd">{a(k, self.docs[k].title, "content")}</h3></div>'
                for k in doc.extra["arts"]
            )
            return (
                f'<section class="author-box"><amp-img src="/static/authors/suresh.jpg" width="96" height="96" alt="{esc(doc.title)}"></amp-img>'
                f'<h1 class="sec-hd">{esc(doc.title)}</h1>{self.blocks(doc)}</section>\n<h2>ताज़ा लेख</h2><div class="cards">{arts}</div>'
            )
        if doc.kind == "product":
            rest = [b for b in doc.blocks if b[0] != "fig"]
            return (
                f'<section class="product"><h1 class="sec-hd">{esc(doc.title)}</h1>{self._carousel(doc)}\n{blocks_html(self, rest)}\n'
                f'<p class="cta">{a("/subscribe/epaper/checkout/", "अभी सब्सक्राइब करें", "content")}</p></section>'
            )
        form = ""
        if doc.kind == "subscribe":
            form = '<p class="cta"><a href="https://whatsapp.test/channel/marudharkhabar">चैनल से जुड़ें</a></p>'
        return f'<section class="static"><h1 class="sec-hd">{esc(doc.title)}</h1>\n{self.blocks(doc)}\n{form}</section>'
