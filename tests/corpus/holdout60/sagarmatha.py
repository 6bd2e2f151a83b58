# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; Devanagari letters and digits, joiners and typographic quotes are deliberate)
"""सगरमाथा खबर (Sagarmatha Khabar): an Onlinekhabar-like Nepali portal on **WordPress** (absolute URLs,
`/2026/12/<post-id>` permalinks that give the Gregorian year and month but not the day, `/content/news`,
`/content/news/page/2`, `/tag/…`, `/author/…`, `/?s=` percent-encoded, `/forex`, `/gold-silver-price`), Nepali,
UTF-8. Dates are printed only in **Bikram Sambat** with Devanagari digits ("मंसिर १८, २०८३ | २१:४०"); the header
prints today's BS date next to the Gregorian one ("२०८३ मंसिर १९ गते, शनिबार | 5 Dec 2026"), which fixes the
site's calendar table (the table of the `nepali-datetime` package: 1 Mangsir 2083 = 17 Nov 2026, so Mangsir 18 =
4 Dec). Datelines "काठमाडौं, मंसिर १८ |" open the first paragraph. Metadata: `NewsArticle` JSON-LD in +05:45 on
three stories, in **UTC** on the tourism story (23:35Z = 5 Dec 05:20 Nepal time), only an `article:published_time`
meta on the opinion piece, and **no Gregorian date anywhere** on the bus, interview and brief stories (the label
converts the printed BS date). Desk credits ("सगरमाथा संवाददाता", "सगरमाथा खबर") name no person; the opinion
byline "डा. सुनिता शर्मा" loses its honorific in the label and its writer line at the end is not body. The
exchange-rate and gold-price pages are not articles."""

from __future__ import annotations

import json
from urllib.parse import quote

from common import Base, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["sansad", "bus", "tourism", "opinion", "cricket", "interview", "brief", "share"]
DIGITS = str.maketrans("0123456789", "०१२३४५६७८९")
AUTHOR_SLUG = {
    "रमेश अधिकारी": "ramesh-adhikari",
    "सुरेश बराल": "suresh-baral",
    "विनोद घिमिरे": "binod-ghimire",
    "सुनिता शर्मा": "sunita-sharma",
    "दीपक भण्डारी": "deepak-bhandari",
    "कमला रेग्मी": "kamala-regmi",
}


def dev(text: str) -> str:
    return text.translate(DIGITS)


class Sagarmatha(Base):
    origin = "https://www.sagarmathakhabar.test"
    name = "सगरमाथा खबर"
    prefix = "sgk"
    language = "ne"
    content_type = "text/html; charset=UTF-8"
    absolute = True

    def pad_rules(self) -> list[str]:
        return css_rules(
            "sgk",
            [
                ".ok-header",
                ".ok-nav-menu",
                ".ok-single-title",
                ".ok-news-post-hour",
                ".ok18-single-post-content-wrap",
                ".ok-news-author",
                ".ok-forex-table",
                ".ok-footer",
                ".ok-related-news",
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
                "सगरमाथा खबर",
                "wp-portal-home",
                list=["tourism", "sansad", "cricket", "brief", "bus", "share", "opinion", "interview"],
                more="news2",
            )
        )
        add(
            page(
                "news",
                "/content/news",
                "section",
                "समाचार",
                "wp-category",
                list=["tourism", "sansad", "brief", "bus"],
                more="news2",
            )
        )
        add(
            page(
                "news2",
                "/content/news/page/2",
                "section",
                "समाचार",
                "wp-category-page2",
                list=["share", "interview", "opinion"],
            )
        )
        add(page("tag", "/tag/accident", "tag", "दुर्घटना", "wp-tag", list=["bus"]))
        add(
            page(
                "author",
                "/author/ramesh-adhikari",
                "author",
                "रमेश अधिकारी",
                "wp-author-archive",
                list=["sansad"],
                bio="संसद र राजनीति बीटमा काम गर्ने रमेश अधिकारी सगरमाथा खबरका वरिष्ठ संवाददाता हुन् ।",
            )
        )
        add(
            page(
                "search",
                "/?s=" + quote("पर्यटक"),
                "search",
                "खोज नतिजा: पर्यटक",
                "wp-search",
                list=["tourism", "interview"],
            )
        )
        add(
            page(
                "forex",
                "/forex",
                "live-data",
                "विदेशी मुद्राको विनिमय दर",
                "forex-rates-table",
                [
                    "नेपाल राष्ट्र बैंकद्वारा निर्धारित आज (मंसिर १९, २०८३) का लागि विदेशी मुद्राको विनिमय दर ।",
                    "T: मुद्रा | एकाइ | खरिद (रु.) | बिक्री (रु.)",
                    "T: अमेरिकी डलर | १ | १४२.३५ | १४२.९५",
                    "T: युरो | १ | १५१.२० | १५१.८४",
                    "T: बेलायती पाउन्ड | १ | १७८.४० | १७९.१५",
                    "T: भारतीय रुपैयाँ | १०० | १६०.०० | १६०.१५",
                    "T: चिनियाँ युआन | १ | १९.६२ | १९.७०",
                    "T: जापानी येन | १० | ९.२१ | ९.२५",
                    "T: अस्ट्रेलियाली डलर | १ | ९१.३० | ९१.६८",
                    "T: कतारी रियाल | १ | ३९.१३ | ३९.२९",
                    "T: साउदी रियाल | १ | ३७.९८ | ३८.१४",
                    "T: यूएई दिराम | १ | ३८.७९ | ३८.९५",
                    "T: मलेसियन रिंगेट | १ | ३२.१० | ३२.२४",
                    "T: दक्षिण कोरियाली वन | १०० | ९.८५ | ९.८९",
                    "स्रोत: नेपाल राष्ट्र बैंक । बैंक तथा वित्तीय संस्थाको दर फरक हुन सक्छ ।",
                ],
            )
        )
        add(
            page(
                "gold",
                "/gold-silver-price",
                "live-data",
                "आजको सुनचाँदीको मूल्य",
                "gold-silver-price-table",
                [
                    "नेपाल सुनचाँदी व्यवसायी महासंघले तोकेको आज (मंसिर १९, २०८३) को मूल्य ।",
                    "T: धातु | प्रतितोला (रु.) | प्रति १० ग्राम (रु.) | हिजोको तुलनामा",
                    "T: छापावाल सुन | १,६२,८०० | १,३९,५७० | +१,२००",
                    "T: तेजाबी सुन | १,६२,१५० | १,३९,०१५ | +१,२००",
                    "T: चाँदी | २,०४५ | १,७५३ | -१५",
                    "मूल्य प्रत्येक दिन बिहान ११ बजे अद्यावधिक हुन्छ ।",
                ],
            )
        )
        add(
            page(
                "about",
                "/about-us",
                "about",
                "हाम्रो बारेमा",
                "wp-page-about",
                [
                    "सगरमाथा खबर २०६३ सालदेखि सञ्चालित नेपालको अग्रणी अनलाइन समाचार पोर्टल हो । सूचना तथा प्रसारण विभागमा दर्ता नं. ०००/०६३-६४ ।",
                    "## सम्पर्क",
                    "समाचार कक्ष: news@sagarmathakhabar.test · विज्ञापन: ads@sagarmathakhabar.test",
                    "बानेश्वर, काठमाडौं । फोन: ०१-४०००००० ",
                ],
            )
        )
        add(
            page(
                "privacy",
                "/privacy-policy",
                "policy",
                "गोपनीयता नीति",
                "wp-page-policy",
                [
                    "पछिल्लो संशोधन: २०८३ भदौ १५",
                    "सगरमाथा खबरले पाठकको व्यक्तिगत विवरण कसरी सङ्कलन, प्रयोग र सुरक्षित गर्छ भन्ने कुरा यो नीतिले स्पष्ट पार्छ ।",
                    "## कुकिज",
                    "पाठकको अनुभव सुधार्न र सान्दर्भिक विज्ञापन देखाउन हामी कुकिज प्रयोग गर्छौं । तपाईं आफ्नो ब्राउजरको सेटिङबाट कुकिज बन्द गर्न सक्नुहुन्छ ।",
                ],
            )
        )
        self.stories()

    def stories(self) -> None:
        add = self.add
        add(
            story(
                "sansad",
                "/2026/12/1620417",
                "प्रतिनिधिसभाबाट सामाजिक सुरक्षा विधेयक पारित",
                "2026-12-04",
                "2026-12-04T15:20:00+05:45",
                "मंसिर १८, २०८३ | १५:२०",
                ["रमेश अधिकारी"],
                [
                    "काठमाडौं, मंसिर १८ | प्रतिनिधिसभाले सामाजिक सुरक्षा (संशोधन) विधेयक, २०८३ बहुमतले पारित गरेको छ ।",
                    "शुक्रबार बसेको प्रतिनिधिसभा बैठकमा श्रम, रोजगार तथा सामाजिक सुरक्षामन्त्री हरिप्रसाद भट्टराईले प्रस्तुत गरेको विधेयक उपस्थित २१२ सदस्यमध्ये १६८ जनाको समर्थनमा पारित भएको हो । ३१ जनाले विपक्षमा मत दिए भने १३ जना तटस्थ बसे ।",
                    "विधेयकले अनौपचारिक क्षेत्रमा काम गर्ने श्रमिकलाई पनि योगदानमा आधारित सामाजिक सुरक्षा कोषमा आबद्ध हुनुपर्ने व्यवस्था गरेको छ । यसअघि औपचारिक क्षेत्रका रोजगारदाता र कामदार मात्र कोषमा अनिवार्य रूपमा आबद्ध हुनुपर्ने व्यवस्था थियो ।",
                    "मन्त्री भट्टराईले विधेयक पारित भएपछि करिब ४० लाख अनौपचारिक श्रमिक सामाजिक सुरक्षाको दायरामा आउने बताए । ‘खेतीपाती, निर्माण, घरेलु काम र साना व्यवसायमा काम गर्ने श्रमिकले पनि अब उपचार, दुर्घटना र वृद्धावस्थाको सुरक्षा पाउनेछन्,’ उनले भने ।",
                    "विधेयकमा श्रमिकले आफ्नो आधारभूत पारिश्रमिकको ११ प्रतिशत र रोजगारदाताले २० प्रतिशत रकम कोषमा जम्मा गर्नुपर्ने व्यवस्था छ । स्वरोजगार श्रमिकले भने न्यूनतम पारिश्रमिकका आधारमा मासिक योगदान गर्न सक्नेछन् ।",
                    "## विपक्षीको आपत्ति",
                    "प्रमुख विपक्षी दलका सांसदहरूले भने विधेयकले साना व्यवसायीमाथि थप आर्थिक भार पार्ने भन्दै आपत्ति जनाए । सांसद गीता खड्काले योगदान रकम तिर्न नसक्ने श्रमिकका लागि सरकारले अनुदानको स्पष्ट व्यवस्था नगरेको आरोप लगाइन् ।",
                    "‘कागजमा राम्रो देखिए पनि गाउँका श्रमिकले मासिक योगदान कसरी तिर्ने भन्ने कुरा विधेयकमा छैन,’ खड्काले भनिन् ।",
                    "बैठकमा विधेयकमाथि करिब चार घण्टा छलफल भएको थियो, जसमा २३ जना सांसदले विचार राखे । विधेयक समितिमा छलफल हुँदा ४७ वटा संशोधन प्रस्ताव परेकामा अधिकांश मिलाएर प्रतिवेदन तयार पारिएको थियो ।",
                    "REL: यो पनि पढ्नुहोस्: || [[share|नेप्से परिसूचक ३० अंकले बढ्यो, कारोबार ८ अर्ब नाघ्यो]]",
                    "विधेयक अब राष्ट्रिय सभामा पठाइनेछ । राष्ट्रिय सभाबाट पनि पारित भएपछि राष्ट्रपतिबाट प्रमाणीकरण भएर यो कानुन बन्नेछ ।",
                    "सामाजिक सुरक्षा कोषका अनुसार हाल कोषमा २४ हजार रोजगारदाता र १९ लाख श्रमिक आबद्ध छन् ।",
                ],
                "wp-news-bs-date-jsonld",
                section="समाचार",
            )
        )
        add(
            story(
                "bus",
                "/2026/12/1620233",
                "कास्कीमा बस दुर्घटना, ४ जनाको मृत्यु",
                "2026-12-03",
                None,
                "मंसिर १७, २०८३ | ०९:१०",
                ["सुरेश बराल"],
                [
                    "पोखरा, मंसिर १७ | कास्कीको माछापुच्छ्रे गाउँपालिकामा बिहीबार बिहान भएको बस दुर्घटनामा ४ जनाको मृत्यु भएको छ भने १९ जना घाइते भएका छन् ।",
                    "पोखराबाट लुम्लेतर्फ जाँदै गरेको बस बिहान करिब ७ बजे सडकबाट करिब १५० मिटर तल खसेको जिल्ला प्रहरी कार्यालय कास्कीले जनाएको छ । मृतकमध्ये दुई जनाको पहिचान भइसकेको र अन्यको पहिचान खुलाउने काम भइरहेको प्रहरीले जनाएको छ ।",
                    "घाइतेमध्ये ७ जनाको अवस्था गम्भीर रहेकाले उनीहरूलाई उपचारका लागि पोखरा स्वास्थ्य विज्ञान प्रतिष्ठान पठाइएको छ । अन्य घाइतेको उपचार स्थानीय अस्पतालमा भइरहेको छ ।",
                    "FIG: दुर्घटनाग्रस्त बस | खोल्सामा खसेको बस । तस्बिर: सगरमाथा खबर",
                    "प्रहरी नायब उपरीक्षक दिनेश थापाका अनुसार चिप्लो र साँघुरो सडकमा अर्को सवारीलाई बाटो दिने क्रममा बस अनियन्त्रित भएको प्रारम्भिक अनुमान छ । चालक पनि घाइते भएकाले उपचारपछि उनको बयान लिइने प्रहरीले जनाएको छ ।",
                    "घटनास्थलमा पुगेका स्थानीयले घाइतेलाई निकाल्न सहयोग गरेका थिए । ‘ठूलो आवाज आएपछि हामी दौडेर गयौं, बस तीन पटक पल्टिएर खोल्सामा पुगेको रहेछ,’ स्थानीय शिक्षक कृष्ण पौडेलले भने ।",
                    "दुर्घटनाको सूचना पाएपछि नेपाली सेना र सशस्त्र प्रहरी बलको टोलीसमेत उद्धारमा खटिएको थियो । गम्भीर घाइतेलाई एम्बुलेन्स नपुग्ने ठाउँबाट स्ट्रेचरमा बोकेर मूल सडकसम्म ल्याइएको थियो ।",
                    "जिल्ला प्रशासन कार्यालय कास्कीले मृतकका परिवारलाई तत्काल राहतस्वरूप जनही ५० हजार रुपैयाँ दिने निर्णय गरेको छ । घाइतेको उपचार खर्च सरकारले बेहोर्ने प्रमुख जिल्ला अधिकारीले जानकारी दिए ।",
                    "मोटरबाटो बनेको पाँच वर्ष भए पनि सडक अझै कच्ची र साँघुरो रहेकाले बारम्बार दुर्घटना हुने गरेको स्थानीयको गुनासो छ । गत वर्ष पनि यही सडकमा जीप दुर्घटना हुँदा ३ जनाको ज्यान गएको थियो ।",
                    "गाउँपालिका अध्यक्ष तेजबहादुर गुरुङले सडक स्तरोन्नतिका लागि प्रदेश सरकारसँग बजेट माग गरिएको बताए ।",
                ],
                "wp-news-bs-only-no-gregorian",
                section="समाचार",
                nold=True,
                tag=True,
            )
        )
        add(
            story(
                "tourism",
                "/2026/12/1620538",
                "नोभेम्बरमा एक लाख ३१ हजार विदेशी पर्यटक भित्रिए, अहिलेसम्मकै धेरै",
                "2026-12-05",
                "2026-12-04T23:35:00Z",
                "मंसिर १९, २०८३ | ०५:२०",
                ["विनोद घिमिरे"],
                [
                    "काठमाडौं, मंसिर १९ | नोभेम्बर महिनामा नेपाल भित्रिने विदेशी पर्यटकको संख्या एक लाख ३१ हजार ४०८ पुगेको छ । यो संख्या कुनै पनि वर्षको नोभेम्बर महिनामा भित्रिएका पर्यटकमध्ये सबैभन्दा धेरै हो ।",
                    "नेपाल पर्यटन बोर्डका अनुसार गत वर्षको नोभेम्बरको तुलनामा यस वर्ष १२ प्रतिशत बढी पर्यटक आएका हुन् । भारतबाट सबैभन्दा धेरै २४ हजार ६१० पर्यटक आएका छन् । त्यसपछि चीन, अमेरिका, बेलायत र बंगलादेशका पर्यटक धेरै छन् ।",
                    "बोर्डकी प्रवक्ता मनिषा श्रेष्ठले पदयात्रा र पर्वतारोहणका लागि उपयुक्त मौसम, नयाँ हवाई सेवा र विदेशमा गरिएको प्रवर्द्धनका कारण पर्यटक बढेको बताइन् । ‘अन्नपूर्ण र सगरमाथा क्षेत्रका होटल नोभेम्बरभरि लगभग भरिभराउ थिए,’ उनले भनिन् ।",
                    "जनवरीदेखि नोभेम्बरसम्मको ११ महिनामा ११ लाख ८ हजार पर्यटक नेपाल आइसकेका छन् । सरकारले यो वर्ष १२ लाख पर्यटक भित्र्याउने लक्ष्य राखेको छ ।",
                    "## होटल व्यवसायी उत्साहित",
                    "पर्यटक बढेसँगै होटल व्यवसायी उत्साहित भएका छन् । होटल व्यवसायी महासंघका अध्यक्ष राजेन्द्र मानन्धरले होटलको औसत अकुपेन्सी ७२ प्रतिशत पुगेको जानकारी दिए ।",
                    "पछिल्लो समय पदयात्रामा गाइड अनिवार्य गरिएपछि स्थानीय गाइड र भरियाको रोजगारी पनि बढेको छ । ट्रेकिङ एजेन्सी सङ्घका अनुसार यस सिजनमा करिब १८ हजार गाइड र भरिया काममा खटिएका छन् ।",
                    "तर पर्यटन व्यवसायीहरू गुणस्तरीय पूर्वाधारको अभाव अझै चुनौतीकै रूपमा रहेको बताउँछन् । गौतम बुद्ध र पोखरा क्षेत्रीय अन्तर्राष्ट्रिय विमानस्थलमा नियमित अन्तर्राष्ट्रिय उडान बढाउन नसकिएको उनीहरूको गुनासो छ ।",
                    "यता पर्यटकको खर्च भने अपेक्षाअनुसार नबढेको पर्यटन मन्त्रालयको तथ्यांकले देखाउँछ । एक पर्यटकले दैनिक औसत ४८ अमेरिकी डलर मात्र खर्च गर्ने गरेका छन् ।",
                ],
                "wp-news-jsonld-utc-next-day",
                section="अर्थ",
            )
        )
        add(
            story(
                "opinion",
                "/2026/12/1620150",
                "जलवायु वित्त: नेपालले किन आवाज चर्काउनुपर्छ",
                "2026-12-03",
                "2026-12-03T07:00:00+05:45",
                "मंसिर १७, २०८३ | ०७:००",
                ["सुनिता शर्मा"],
                [
                    "हिमालको देश भनेर चिनिने नेपाल जलवायु परिवर्तनको मारमा परेका मुलुकमध्ये अग्रपंक्तिमा छ । पछिल्ला दुई दशकमा हिमाली क्षेत्रको तापक्रम विश्वको औसतभन्दा छिटो बढिरहेको वैज्ञानिक अध्ययनहरूले देखाएका छन् । हिमताल फुट्ने जोखिम, अनियमित वर्षा, बाढी र पहिरोले हरेक वर्ष सयौं नागरिकको ज्यान लिइरहेको छ ।",
                    "तर विडम्बना, विश्वको कुल हरितगृह ग्यास उत्सर्जनमा नेपालको हिस्सा ०.१ प्रतिशतभन्दा पनि कम छ । अर्थात्, हामीले नगरेको प्रदूषणको मूल्य हामी चुकाइरहेका छौं ।",
                    "## वाचा र यथार्थ",
                    "धनी मुलुकहरूले विकासशील मुलुकलाई जलवायु अनुकूलनका लागि वार्षिक अर्बौं डलर दिने वाचा गरेका थिए । तर त्यो रकम समयमा र पर्याप्त मात्रामा आएको छैन । आएको रकमको ठूलो हिस्सा पनि ऋणको रूपमा आएको छ, जसले गरिब मुलुकको ऋणभार झनै बढाएको छ ।",
                    "नेपालले पाएको जलवायु वित्तको अधिकांश भाग काठमाडौंका परियोजना कार्यालय, परामर्शदाता र गोष्ठीमा खर्च हुने गरेको महालेखा परीक्षकको प्रतिवेदनले औंल्याएको छ । प्रत्यक्ष प्रभावित गाउँसम्म पुग्ने रकम निकै थोरै छ ।",
                    "## के गर्नुपर्छ ?",
                    "पहिलो, नेपालले अन्तर्राष्ट्रिय मञ्चमा हिमाली मुलुकहरूको साझा आवाज बलियो बनाउनुपर्छ । भुटान, पाकिस्तान र मध्य एसियाका हिमाली मुलुकसँग मिलेर ‘पर्वतीय एजेन्डा’ अघि बढाउनु जरुरी छ ।",
                    "दोस्रो, क्षति तथा हानि कोषबाट रकम पाउन आवश्यक तथ्यांक र परियोजना प्रस्ताव तयार पार्ने क्षमता सरकारले विकास गर्नुपर्छ । तथ्यांकबिना गरिएको दाबी कमजोर हुन्छ ।",
                    "तेस्रो, प्राप्त रकमको कम्तीमा ८० प्रतिशत स्थानीय तहमार्फत समुदायसम्म पुर्\u200dयाउने नीतिलाई कडाइका साथ लागू गर्नुपर्छ । जलवायु अनुकूलनको वास्तविक काम गाउँमा हुन्छ, राजधानीका होटलमा होइन ।",
                    "जलवायु न्याय दान होइन, अधिकार हो । यो कुरा नेपालले स्पष्ट र दृढ स्वरमा भन्ने बेला आएको छ ।",
                    "SIGN: (डा. शर्मा जलवायु नीति विज्ञ तथा त्रिभुवन विश्वविद्यालयकी प्राध्यापक हुन् ।)",
                ],
                "wp-opinion-meta-time-only",
                section="विचार",
                nold=True,
                meta_time=True,
                byline_text="डा. सुनिता शर्मा",
            )
        )
        add(
            story(
                "cricket",
                "/2026/12/1620480",
                "यूएईलाई ६ विकेटले हराउँदै नेपाल त्रिदेशीय सिरिजको फाइनलमा",
                "2026-12-04",
                "2026-12-04T17:45:00+05:45",
                "मंसिर १८, २०८३ | १७:४५",
                ["दीपक भण्डारी"],
                [
                    "कीर्तिपुर, मंसिर १८ | नेपालले संयुक्त अरब इमिरेट्स (यूएई) लाई ६ विकेटले पराजित गर्दै त्रिदेशीय एकदिवसीय क्रिकेट सिरिजको फाइनलमा प्रवेश गरेको छ ।",
                    "त्रिभुवन विश्वविद्यालय क्रिकेट मैदानमा शुक्रबार भएको खेलमा यूएईले दिएको २४८ रनको लक्ष्य नेपालले ४७.२ ओभरमा ४ विकेट गुमाएर पूरा गर्\u200dयो ।",
                    "लक्ष्य पछ्याएको नेपालको सुरुआत भने राम्रो भएन । ओपनर आकाश कार्की ५ रनमै आउट भए । त्यसपछि कप्तान सन्दीप महतो र अनिल राईले तेस्रो विकेटका लागि १२४ रनको साझेदारी गर्दै टिमलाई सम्हाले ।",
                    "महतोले ९६ बलमा ८ चौका र २ छक्कासहित ८८ रन बनाए । राई ६१ रनमा नटआउट रहे । अन्तिम ओभरहरूमा विकेटकिपर विवेक यादवले २२ बलमा ३४ रन जोडेर जित सहज बनाए ।",
                    "यसअघि टस हारेर पहिले ब्याटिङ गरेको यूएईले ५० ओभरमा ९ विकेट गुमाएर २४७ रन बनाएको थियो । यूएईका लागि ओपनर असिफ खानले सर्वाधिक ७६ रन बनाए ।",
                    "नेपालका लागि लेगस्पिनर सुमन लामिछानेले ४१ रन खर्चेर ३ विकेट लिए । तीव्र गतिका गेंदबाज राजेश सार्की र दीपेन्द्र ओलीले समान २/२ विकेट लिए ।",
                    "खेल हेर्न बिहानैदेखि हजारौं दर्शक मैदान आसपास पुगेका थिए । मैदानको क्षमता नपुग्दा धेरै दर्शक वरपरका डाँडामा बसेर खेल हेर्न बाध्य भए ।",
                    "नेपालले आइतबार हुने फाइनलमा ओमानसँग प्रतिस्पर्धा गर्नेछ ।",
                ],
                "wp-sports-jsonld-local",
                section="खेलकुद",
            )
        )
        add(
            story(
                "interview",
                "/2026/12/1620011",
                "‘निजी क्षेत्रको विश्वास नफर्केसम्म लगानी बढ्दैन’",
                "2026-12-02",
                None,
                "मंसिर १६, २०८३ | १३:३०",
                ["कमला रेग्मी"],
                [
                    "अर्थतन्त्रमा मन्दी लम्बिँदै गएको भन्दै निजी क्षेत्रले सरकारसँग बारम्बार गुनासो गर्दै आएको छ । बैंकमा तरलता प्रशस्त भए पनि कर्जाको माग बढ्न सकेको छैन । यही सन्दर्भमा उद्योग वाणिज्य महासंघका अध्यक्ष प्रकाश जोशीसँग सगरमाथा खबरले गरेको कुराकानीको सम्पादित अंश:",
                    "Q: बैंकमा पैसा छ, ब्याजदर घटेको छ, तर लगानी किन बढेन ? || लगानी ब्याजदरले मात्र बढ्दैन । लगानीकर्तालाई आफ्नो पैसा सुरक्षित छ र नाफा कमाउन सकिन्छ भन्ने विश्वास चाहिन्छ । पछिल्ला वर्षहरूमा नीति बारम्बार फेरिँदा त्यो विश्वास कमजोर भएको छ ।",
                    "Q: सरकारले लगानी सम्मेलन गरेर धेरै प्रतिबद्धता ल्याएको होइन र ? || प्रतिबद्धता र वास्तविक लगानी फरक कुरा हुन् । सम्मेलनमा हस्ताक्षर भएका परियोजनामध्ये धेरैजसो जग्गा प्राप्ति, वातावरणीय स्वीकृति र अनुमतिको झमेलामा अड्किएका छन् । एउटा उद्योग दर्ता गर्न अझै पनि दर्जनौं कार्यालय धाउनुपर्छ ।",
                    "Q: निजी क्षेत्रका मुख्य माग के हुन् ? || हाम्रो पहिलो माग नीतिगत स्थिरता हो । कर नीति कम्तीमा पाँच वर्षका लागि स्पष्ट हुनुपर्छ । दोस्रो, एकद्वार प्रणालीलाई वास्तविक रूपमा लागू गर्नुपर्छ । तेस्रो, विद्युत्को भरपर्दो आपूर्ति र औद्योगिक क्षेत्रको पूर्वाधार चाहिन्छ ।",
                    "Q: युवाहरू ठूलो संख्यामा विदेश गइरहेका छन् । निजी क्षेत्रले रोजगारी सिर्जना गर्न किन सकेन ? || यो हाम्रो पनि कमजोरी हो, म स्वीकार गर्छु । तर उद्योग चल्न नसक्ने वातावरणमा रोजगारी सिर्जना हुँदैन । उत्पादनमूलक क्षेत्रमा लगानी बढ्यो भने विदेश जाने युवालाई यहीँ रोक्न सकिन्छ । त्यसका लागि सरकार र निजी क्षेत्र मिलेर काम गर्नुपर्छ ।",
                    "Q: आगामी बजेटबाट के अपेक्षा छ ? || बजेटमा ठूला घोषणाभन्दा पनि कार्यान्वयनयोग्य कार्यक्रम चाहिन्छ । पुँजीगत खर्च वर्षको अन्त्यमा हतारमा गर्ने प्रवृत्ति अन्त्य गर्नुपर्छ । त्यसो भयो भने मात्र अर्थतन्त्रमा नयाँ ऊर्जा आउँछ ।",
                ],
                "wp-interview-qa-bs-only",
                section="अर्थ",
                nold=True,
            )
        )
        add(
            story(
                "brief",
                "/2026/12/1620455",
                "काठमाडौं उपत्यकाका केही क्षेत्रमा शनिबार खानेपानी वितरण बन्द",
                "2026-12-04",
                None,
                "मंसिर १८, २०८३ | १६:०५",
                [],
                [
                    "काठमाडौं, मंसिर १८ | मर्मत कार्यका कारण काठमाडौं उपत्यकाका केही क्षेत्रमा शनिबार खानेपानी वितरण बन्द हुने भएको छ ।",
                    "काठमाडौं उपत्यका खानेपानी लिमिटेडका अनुसार महाराजगन्ज, बालुवाटार, बाँसबारी र धुम्बाराही क्षेत्रमा बिहान ६ बजेदेखि बेलुका ६ बजेसम्म पानी वितरण हुनेछैन । उपभोक्तालाई आवश्यक पानी अघिल्लै दिन सञ्चय गर्न आग्रह गरिएको छ ।",
                ],
                "wp-brief-desk-credit-bs-only",
                section="समाचार",
                nold=True,
                desk="सगरमाथा संवाददाता",
            )
        )
        add(
            story(
                "share",
                "/2026/12/1620302",
                "नेप्से परिसूचक ३० अंकले बढ्यो, कारोबार ८ अर्ब नाघ्यो",
                "2026-12-03",
                "2026-12-03T15:30:00+05:45",
                "मंसिर १७, २०८३ | १५:३०",
                [],
                [
                    "काठमाडौं, मंसिर १७ | सेयर बजारमा बिहीबार नेप्से परिसूचक ३०.४२ अंकले बढेर २ हजार ८७४.१६ अंकमा पुगेको छ ।",
                    "बजारमा आज ८ अर्ब ३२ करोड रुपैयाँबराबरको कारोबार भयो, जुन पछिल्लो एक महिनाकै उच्च हो । कारोबारमा सहभागी ३०८ कम्पनीमध्ये २१४ को सेयर मूल्य बढ्यो भने ७९ को घट्यो ।",
                    "आज सबै समूहका उपसमूह परिसूचक हरियो रहे । जलविद्युत् समूह सबैभन्दा धेरै २.८ प्रतिशतले बढ्यो । लघुवित्त र बीमा समूह पनि २ प्रतिशतभन्दा बढीले उक्लिए ।",
                    "लगानीकर्ताका अनुसार नेपाल राष्ट्र बैंकले मार्जिन कर्जाको सीमा खुकुलो बनाउने संकेत गरेपछि बजारमा उत्साह थपिएको हो ।",
                    "बजार विश्लेषकहरूका अनुसार ब्याजदर घट्दै गएकाले बैंकमा निक्षेप राख्नुभन्दा सेयरमा लगानी गर्न लगानीकर्ता आकर्षित भइरहेका छन् । पछिल्लो एक महिनामा मात्र ४२ हजार नयाँ डिम्याट खाता खुलेका छन् ।",
                    "आज सबैभन्दा धेरै मूल्य बढ्ने कम्पनीहरू:",
                    "- हिमालयन हाइड्रोपावर: १० प्रतिशत",
                    "- सुनकोशी लघुवित्त: ९.८ प्रतिशत",
                    "- अन्नपूर्ण जीवन बीमा: ७.४ प्रतिशत",
                    "बजार विश्लेषक सुमन ढकालले परिसूचक २ हजार ९०० अंकको प्रतिरोध बिन्दुनजिक पुगेकाले लगानीकर्ताले सावधानी अपनाउनुपर्ने बताए ।",
                ],
                "wp-market-desk-ld-organization",
                section="अर्थ",
                desk="सगरमाथा खबर",
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f'<li class="menu-item">{self.a(k, t, "nav")}</li>'
            for k, t in (
                ("home", "गृहपृष्ठ"),
                ("news", "समाचार"),
                ("/content/business", "अर्थ"),
                ("/content/sports", "खेलकुद"),
                ("/content/opinion", "विचार"),
                ("/content/entertainment", "मनोरञ्जन"),
                ("forex", "विदेशी मुद्रा"),
                ("gold", "सुनचाँदी"),
            )
        )
        metas = [
            f"<title>{esc(doc.title)} - सगरमाथा खबर</title>",
            f'<link rel="canonical" href="{esc(self.url(doc.key))}" />',
            '<meta property="og:locale" content="ne_NP" />',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}" />',
            f'<meta property="og:title" content="{esc(doc.title)}" />',
            f'<meta property="og:url" content="{esc(self.url(doc.key))}" />',
            '<meta property="og:site_name" content="Sagarmatha Khabar" />',
        ]
        if doc.is_article:
            if doc.extra.get("meta_time") or not doc.extra.get("nold"):
                metas.append(f'<meta property="article:published_time" content="{doc.iso}" />')
            if not doc.extra.get("nold"):
                metas.append(self.jsonld(doc))
        side = "".join(
            f'<div class="ok-trending-item"><span>{dev(str(i))}</span>{self.a(k, self.docs[k].title, "aside")}</div>'
            for i, k in enumerate(["tourism", "bus", "cricket", "sansad"], 1)
            if k != doc.key
        )
        return f"""<!DOCTYPE html>
<html lang="ne-NP">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
{chr(10).join(metas)}
<meta name="generator" content="WordPress 6.4.3" />
<link rel="stylesheet" id="ok-main-css" href="{self.origin}/wp-content/themes/sagarmatha-2023/css/main.min.css?ver=2.3.1" media="all" />
<style id="ok-inline-css">/*PAD*/</style>
<script async src="https://www.googletagmanager.com/gtag/js?id=G-SGK2083"></script>
<script>window.dataLayer=window.dataLayer||[];function gtag(){{dataLayer.push(arguments);}}gtag('js',new Date());gtag('config','G-SGK2083');</script>
</head>
<body class="{"post-template-default single single-post" if doc.is_article else "archive"}">
<header class="ok-header">
<div class="ok-header-top"><span class="ok-today">२०८३ मंसिर १९ गते, शनिबार | 5 Dec 2026</span> <a href="https://english.sagarmathakhabar.test/">English</a> <a href="{self.origin}/login">लगइन</a></div>
<div class="ok-logo">{self.a("home", "सगरमाथा खबर", "nav", 'rel="home"')}</div>
<nav class="ok-nav-menu"><ul>{nav}</ul></nav>
<form class="ok-search" action="{self.origin}/" method="get"><input type="search" name="s" placeholder="खोज्नुहोस्" /></form>
</header>
<div class="ok-ad ok-ad-header">विज्ञापन</div>
<div class="ok-container">
<main class="ok-main">
{main}
</main>
<aside class="ok-sidebar"><div class="ok-widget"><h3>ट्रेन्डिङ</h3>{side}</div>
<div class="ok-widget ok-widget-market"><h3>बजार</h3><p>{self.a("forex", "विदेशी मुद्रा: अमेरिकी डलर १४२.३५", "aside")}</p><p>{self.a("gold", "छापावाल सुन: रु. १,६२,८००", "aside")}</p></div></aside>
</div>
<footer class="ok-footer">
<div class="ok-footer-menu">{self.a("about", "हाम्रो बारेमा", "footer")} | {self.a("privacy", "गोपनीयता नीति", "footer")} | <a href="{self.origin}/advertise">विज्ञापन</a> | <a href="{self.origin}/contact">सम्पर्क</a> | <a href="{self.origin}/feed">RSS</a></div>
{self.sitemap([("समाचार", [("news", "समाचार"), ("/content/politics", "राजनीति"), ("/content/province", "प्रदेश"), ("/content/international", "अन्तर्राष्ट्रिय")]), ("अर्थ", [("/content/business", "अर्थ"), ("/content/share-market", "सेयर बजार"), ("forex", "विदेशी मुद्रा"), ("gold", "सुनचाँदी")]), ("खेलकुद", [("/content/cricket", "क्रिकेट"), ("/content/football", "फुटबल"), ("/content/other-sports", "अन्य खेल")]), ("अन्य", [("/content/opinion", "विचार"), ("/content/entertainment", "मनोरञ्जन"), ("/content/health", "स्वास्थ्य"), ("/content/technology", "प्रविधि")])])}
<p>अध्यक्ष तथा प्रबन्ध निर्देशक: सन्तोष कार्की · प्रधान सम्पादक: मीना थापा</p>
<p>© २०२६ सगरमाथा खबर । सर्वाधिकार सुरक्षित ।</p>
</footer>
<div class="ok-cookie-notice">यो वेबसाइटले कुकिज प्रयोग गर्छ । {self.a("privacy", "थप जानकारी", "footer")} <button>स्वीकार</button></div>
<script src="{self.origin}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script src="{self.origin}/wp-content/themes/sagarmatha-2023/js/app.min.js?ver=2.3.1"></script>
</body>
</html>"""

    def jsonld(self, doc: Doc) -> str:
        if doc.extra.get("desk"):
            author = {"@type": "Organization", "name": "Sagarmatha Khabar"}
        else:
            author = {"@type": "Person", "name": doc.authors[0]}
        ld = {
            "@context": "https://schema.org",
            "@type": "NewsArticle",
            "headline": doc.title,
            "datePublished": doc.iso,
            "dateModified": doc.iso,
            "author": author,
            "publisher": {"@type": "Organization", "name": "Sagarmatha Khabar"},
            "mainEntityOfPage": {"@type": "WebPage", "@id": self.url(doc.key)},
            "inLanguage": "ne",
        }
        return f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>'

    def story_main(self, doc: Doc) -> str:
        if doc.extra.get("desk"):
            who = f'<div class="ok-news-author"><span class="ok-author-name">{esc(doc.extra["desk"])}</span></div>'
        else:
            name = doc.authors[0]
            shown = doc.extra.get("byline_text", name)
            link = (
                self.a("author", shown, "byline")
                if name == "रमेश अधिकारी"
                else f'<a href="{self.origin}/author/{AUTHOR_SLUG[name]}">{esc(shown)}</a>'
            )
            who = f'<div class="ok-news-author"><span class="ok-author-name">{link}</span></div>'
        body = self.blocks(
            doc,
            rel=lambda p, t: f'<p class="ok-also-read"><strong>{esc(p)}</strong> {self.inline(t, "related")}</p>',
            fig=lambda alt, cap: (
                f'<figure class="wp-caption"><img src="{self.origin}/wp-content/uploads/2026/12/bus-kaski.jpg" alt="{esc(alt)}" /><figcaption class="wp-caption-text">{esc(cap)}</figcaption></figure>'
            ),
        )
        tags = (
            f'<div class="ok-tags">{self.a("tag", "दुर्घटना", "content")} <a href="{self.origin}/tag/kaski">कास्की</a></div>'
            if doc.extra.get("tag")
            else f'<div class="ok-tags"><a href="{self.origin}/tag/{doc.path.split("/")[-1]}">{esc(doc.section)}</a></div>'
        )
        related = "".join(
            f'<div class="ok-related-news-item">{self.a(k, self.docs[k].title, "related")}</div>'
            for k in ARTS
            if k != doc.key
        )
        return f"""<div class="ok-single-title">
<span class="ok-category">{esc(doc.section)}</span>
<h1 class="entry-title">{esc(doc.title)}</h1>
<div class="ok-title-info">{who}<span class="ok-news-post-hour"><i class="fa fa-clock"></i> {doc.stamp}</span></div>
<div class="ok-share"><a href="https://www.facebook.com/sharer/sharer.php?u={esc(self.url(doc.key))}">शेयर</a> <a href="https://x.com/intent/tweet?url={esc(self.url(doc.key))}">ट्वीट</a> <a href="viber://forward?text={esc(self.url(doc.key))}">भाइबर</a></div>
</div>
<div class="ok18-single-post-content-wrap">
{body}
</div>
<div class="ok-ad ok-ad-content">विज्ञापन</div>
{tags}
<div class="ok-related-news"><h3>सम्बन्धित खबर</h3>{related}</div>
<div class="ok-comments"><h3>प्रतिक्रिया दिनुहोस्</h3><div class="fb-comments" data-href="{esc(self.url(doc.key))}" data-numposts="5"></div></div>"""

    def item(self, k: str) -> str:
        d = self.docs[k]
        return f'<div class="ok-news-item"><h2>{self.a(k, d.title, "content")}</h2><span class="ok-news-post-hour">{d.stamp.split(" |")[0]}</span><p>{esc(self.lede(d))}</p></div>'

    def listing_main(self, doc: Doc) -> str:
        items = doc.extra["list"]
        lst = "".join(self.item(k) for k in items)
        if doc.key == "home":
            more = f'<div class="ok-home-more">{self.a("news", "थप समाचार", "content")} · {self.a("tag", "दुर्घटना", "content")} · {self.a("author", "रमेश अधिकारी", "content")} · {self.a("search", "पर्यटक", "content")} · {self.a("news2", "पुराना समाचार", "content")}</div>'
            return f'<section class="ok-bises"><h2 class="ok-section-title">मुख्य समाचार</h2>{lst}</section>{more}'
        head = f'<h1 class="ok-section-title">{esc(doc.title)}</h1>'
        if doc.kind == "author":
            head = f'<div class="ok-author-profile"><h1 class="ok-section-title">{esc(doc.title)}</h1><p>{esc(doc.extra["bio"])}</p></div>'
        pager = ""
        if doc.extra.get("more"):
            pager = f'<div class="ok-pagination"><span class="current">१</span> {self.a(doc.extra["more"], "२", "pagination")} <a href="{self.origin}/content/news/page/3">३</a> {self.a(doc.extra["more"], "अर्को »", "pagination")}</div>'
        if doc.key == "news2":
            pager = f'<div class="ok-pagination">{self.a("news", "« अघिल्लो", "pagination")} {self.a("news", "१", "pagination")} <span class="current">२</span> <a href="{self.origin}/content/news/page/3">३</a></div>'
        return f"{head}<div class='ok-news-list'>{lst}</div>{pager}"

    def service_main(self, doc: Doc) -> str:
        table = self.blocks(doc).replace('<table class="data">', '<table class="ok-forex-table">')
        return f'<div class="ok-page"><h1 class="ok-section-title">{esc(doc.title)}</h1>\n{table}\n</div>'
