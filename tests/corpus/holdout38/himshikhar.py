# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; Devanagari text and typographic quotes are deliberate)
"""हिमशिखर खबर Himshikhar Khabar: a Kathmandu portal on a Setopati-like in-house PHP CMS (numeric ids under the
category, `/samachar/234567`, `/artha/…`, `/bichar/…`, `/samachar?page=2`, `/tag/<Nepali>`, `/author/…`,
`/search?keyword=`; classes `news-big-title`, `published-date`, `author-name`, `editor-box`, `detail-box`; Facebook
comments), Nepali, UTF-8. Dates are printed in **Bikram Sambat** with Devanagari digits, two ways ("२०८३ मंसिर १८
गते ९:३०" and "शुक्रबार, मंसिर १८, २०८३"); the Gregorian date is only in `article:published_time` / JSON-LD, in
+05:45, except the Pokhara accident (JSON-LD in **UTC**, 23:45Z on 3 Dec = 05:30 on 4 Dec in Nepal). The cold-wave
story has **no Gregorian date anywhere** (no JSON-LD, no meta time, image paths without dates): its label is the
equivalent of "बिहीबार, मंसिर १७, २०८३" = 2026-12-03. Equivalence used: 1 Mangsir 2083 BS = 17 November 2026, so
Mangsir 15-18 = 1-4 December 2026 (4 December 2026 = 2083 Mangsir 18, a Friday). "हिमशिखर संवाददाता" and "खेलकुद
संवाददाता" are desk credits; the tourism story's JSON-LD author is the site (Organization). A removed story's URL
answers with the site's "page not found" template (kind `error`)."""

from __future__ import annotations

import datetime as dt
from typing import Any

from common import Base, deva, jsonld, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["melamchi", "accident", "tourism", "cold", "opinion", "gold", "interview", "sports"]
SITE = "हिमशिखर खबर"
NPT = dt.timezone(dt.timedelta(hours=5, minutes=45))
# 1 Mangsir 2083 BS = 17 November 2026 (checked against two converters' tables); weekdays in Nepali
BS_DAY = {"2026-12-01": 15, "2026-12-02": 16, "2026-12-03": 17, "2026-12-04": 18}
WEEKDAY = {"2026-12-01": "मंगलबार", "2026-12-02": "बुधबार", "2026-12-03": "बिहीबार", "2026-12-04": "शुक्रबार"}


def bs_print(when: str, style: str) -> str:
    """'२०८३ मंसिर १८ गते ९:३०' (style 'gate') or 'शुक्रबार, मंसिर १८, २०८३' (style 'weekday', no time)."""
    day, hm = when.split(" ")
    h, m = hm.split(":")
    if style == "gate":
        return deva(f"2083 मंसिर {BS_DAY[day]} गते {int(h)}:{m}")
    return f"{WEEKDAY[day]}, मंसिर {deva(str(BS_DAY[day]))}, २०८३"


def iso_npt(when: str) -> str:
    return dt.datetime.strptime(when, "%Y-%m-%d %H:%M").replace(tzinfo=NPT).isoformat()


def iso_utc(when: str) -> str:
    d = dt.datetime.strptime(when, "%Y-%m-%d %H:%M").replace(tzinfo=NPT)
    return d.astimezone(dt.UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def npstory(
    key: str,
    path: str,
    title: str,
    when: str,
    authors: list[str],
    lines: list[str],
    shape: str,
    style: str = "gate",
    ld: str = "npt",
    **extra: Any,
) -> Doc:
    """A story written at `when` (Nepal time); `ld` is the machine time it carries: npt, utc or none."""
    iso = {"npt": iso_npt, "utc": iso_utc}[ld](when) if ld != "none" else None
    return story(key, path, title, when[:10], iso, bs_print(when, style), authors, lines, shape, ld=ld, **extra)


class Himshikhar(Base):
    origin = "https://www.himshikharkhabar.test"
    name = SITE
    prefix = "hsk"
    language = "ne"
    content_type = "text/html; charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "hsk",
            [
                ".top-header .date-today",
                ".main-menu li",
                ".news-big-title",
                ".editor-box p",
                ".published-date",
                ".author-name",
                ".news-cat-list .items",
                ".footer-section",
                ".breaking-news",
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
                "setopati-like-home",
                list=["melamchi", "accident", "gold", "cold", "tourism", "sports", "interview", "opinion"],
            )
        )
        add(
            page(
                "samachar",
                "/samachar",
                "section",
                "समाचार",
                "category-front",
                list=["melamchi", "accident", "cold"],
                more="samachar2",
            )
        )
        add(
            page(
                "samachar2",
                "/samachar?page=2",
                "section",
                "समाचार",
                "category-page2-with-dead-link",
                list=["error"],
                older=[
                    ("/samachar/234470", "सिन्धुपाल्चोकमा पहिरोले अवरुद्ध अरनिको राजमार्ग खुल्यो", "२०८३ मंसिर १४ गते"),
                    ("/samachar/234455", "ललितपुरमा फोहोर संकलन तीन दिनदेखि ठप्प", "२०८३ मंसिर १४ गते"),
                    ("/samachar/234431", "विराटनगर विमानस्थलको धावनमार्ग मर्मत सुरु", "२०८३ मंसिर १३ गते"),
                    ("/samachar/234418", "नागढुंगा सुरुङमार्गको परीक्षण सञ्चालन माघमा", "२०८३ मंसिर १३ गते"),
                ],
            )
        )
        add(
            page(
                "tag",
                "/tag/मेलम्ची",
                "tag",
                "मेलम्ची",
                "tag-page",
                list=["melamchi"],
                older=[
                    ("/samachar/233902", "मेलम्चीको हेडवर्क्स क्षेत्रमा बाढी नियन्त्रण संरचना बन्दै", "२०८३ कात्तिक २६ गते"),
                    ("/samachar/233510", "मेलम्चीको दोस्रो चरण: याङ्ग्री र लार्के खोला जोड्ने काम अघि बढ्यो", "२०८३ कात्तिक ८ गते"),
                ],
            )
        )
        add(
            page(
                "author",
                "/author/krishna-adhikari",
                "author",
                "कृष्ण अधिकारी",
                "author-page",
                list=["melamchi"],
                bio="कृष्ण अधिकारी हिमशिखर खबरका वरिष्ठ संवाददाता हुन्। उनी पूर्वाधार, खानेपानी र सहरी विकासका विषयमा लेख्छन्।",
                older=[
                    ("/samachar/234201", "काठमाडौं चक्रपथ विस्तार: बाँकी खण्डको ठेक्का फेरि रद्द", "२०८३ मंसिर ९ गते"),
                    ("/samachar/233987", "बागमती करिडोरको सडक दुई वर्षदेखि अलपत्र", "२०८३ कात्तिक २९ गते"),
                ],
            )
        )
        add(
            page(
                "search",
                "/search?keyword=सुन",
                "search",
                "खोज परिणाम: सुन",
                "search-results",
                list=["gold"],
                older=[("/artha/234180", "सुनको आयातमा कडाइ, मासिक कोटा घटाइयो", "२०८३ मंसिर ८ गते")],
            )
        )
        add(
            page(
                "about",
                "/about-us",
                "about",
                "हाम्रो बारेमा",
                "about-page",
                [
                    "हिमशिखर खबर हिमशिखर मिडिया प्रा. लि. द्वारा सञ्चालित समाचार पोर्टल हो। सूचना विभागमा दर्ता नं. ४२१७/०७५-७६।",
                    "अध्यक्ष: गोविन्द बराल, सम्पादक: सविना थापा। ठेगाना: पुतलीसडक, काठमाडौं। फोन: ०१-४४५५६६७",
                    "समाचार तथा सूचनाका लागि news@himshikharkhabar.test मा इमेल गर्नुहोस्।",
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
                    "अन्तिम परिमार्जन: २०८३ भदौ १",
                    "हिमशिखर खबरले पाठकको व्यक्तिगत विवरणको गोपनीयतालाई उच्च महत्त्व दिन्छ। यो नीतिले हामीले कुन विवरण संकलन गर्छौं र त्यसलाई कसरी प्रयोग गर्छौं भन्ने स्पष्ट पार्छ।",
                    "## कुकिज",
                    "वेबसाइटको सञ्चालन र विज्ञापनका लागि हामी कुकिज प्रयोग गर्छौं। तपाईं आफ्नो ब्राउजरको सेटिङबाट कुकिज बन्द गर्न सक्नुहुन्छ।",
                ],
            )
        )
        add(
            page(
                "error",
                "/samachar/229981",
                "error",
                "पृष्ठ फेला परेन",
                "404-page-not-found",
                [
                    "माफ गर्नुहोस्, तपाईंले खोज्नुभएको समाचार हटाइएको वा अन्यत्र सारिएको हुन सक्छ।",
                    "कृपया गृहपृष्ठमा गएर ताजा समाचार पढ्नुहोस् वा माथिको खोज बाकस प्रयोग गर्नुहोस्।",
                ],
                teaser="बूढीगण्डकी आयोजनाको मुआब्जा वितरण फेरि रोकियो",
                bs="२०८३ कात्तिक १२ गते",
            )
        )

        add(
            npstory(
                "melamchi",
                "/samachar/234567",
                "मेलम्चीको पानी फेरि अवरुद्ध, सुरुङ मर्मतका लागि दुई महिना लाग्ने",
                "2026-12-04 09:30",
                ["कृष्ण अधिकारी"],
                [
                    "मेलम्ची खानेपानी आयोजनाको सुरुङमा फेरि समस्या देखिएपछि काठमाडौं उपत्यकामा पानी वितरण अवरुद्ध भएको छ। हेडवर्क्सनजिकै सुरुङको करिब ८० मिटर भागमा चट्टान खसेपछि बुधबारदेखि पानी पठाउन रोकिएको हो।",
                    "आयोजनाका कार्यकारी निर्देशक रामप्रसाद ढुंगानाका अनुसार मर्मत सम्पन्न गर्न कम्तीमा दुई महिना लाग्छ। “सुरुङभित्र पसेर प्राविधिक टोलीले प्रारम्भिक निरीक्षण गरिसकेको छ। क्षतिग्रस्त भाग सानो देखिए पनि सुरक्षित ढंगले मर्मत गर्न समय लाग्छ,” उनले भने।",
                    "मेलम्चीको पानी रोकिएपछि काठमाडौं उपत्यका खानेपानी लिमिटेडले वितरण तालिका परिमार्जन गरेको छ। अब अधिकांश क्षेत्रमा हप्तामा एक पटक मात्र धारामा पानी आउनेछ। उपत्यकाको दैनिक माग ४३ करोड लिटर भए पनि अहिले करिब १२ करोड लिटर मात्र आपूर्ति भइरहेको छ।",
                    "## ट्यांकरको भाउ बढ्यो",
                    "धारामा पानी नआउन थालेपछि निजी ट्यांकरको माग ह्वात्तै बढेको छ। बानेश्वरकी गृहिणी सरिता महर्जनले १२ हजार लिटरको ट्यांकरलाई अघिल्लो हप्तासम्म ३ हजार ५०० रुपैयाँ तिरेकोमा अहिले ५ हजार माग गरिएको बताइन्। “जाडोमा पनि पानी किन्नुपर्ने अवस्था आयो, गर्मीमा के होला,” उनले चिन्ता व्यक्त गरिन्।",
                    "FIG: मेलम्ची सुरुङ | मेलम्ची आयोजनाको हेडवर्क्स क्षेत्र। तस्बिर: हिमशिखर",
                    "उपभोक्ता अधिकारकर्मीहरूले ट्यांकरको भाउ अनुगमन गर्न माग गरेका छन्। वाणिज्य, आपूर्ति तथा उपभोक्ता संरक्षण विभागले भने अनुचित मूल्य लिनेलाई कारबाही गर्ने जनाएको छ।",
                    "## वैकल्पिक स्रोतको खोजी",
                    "खानेपानी लिमिटेडले उपत्यकाभित्रका पुराना इनार र ढुंगेधारा पुनः सञ्चालन गर्ने तयारी गरेको छ। ललितपुर र भक्तपुरमा ३० वटा गहिरा ट्युबवेलबाट थप पानी निकाल्ने योजना छ। तर भूमिगत पानीको सतह वर्षेनि घट्दै गएकाले यो दीर्घकालीन समाधान नभएको विज्ञहरू बताउँछन्।",
                    "आयोजनाको दोस्रो चरणअन्तर्गत याङ्ग्री र लार्के खोलाको पानी थप्ने काम पनि यस अवरोधले प्रभावित भएको छ। सुरुङ मर्मत नसकिएसम्म ती खोलाको पानी जोड्ने परीक्षण रोकिने आयोजनाले जनाएको छ।",
                    "सन् २०२१ को बाढीपछि क्षतिग्रस्त बनेको मेलम्ची आयोजना मर्मतपछि गत वर्षमात्र नियमित सञ्चालनमा आएको थियो। विज्ञहरूले हेडवर्क्स क्षेत्रको भौगर्भिक जोखिम स्थायी रूपमा समाधान नगरेसम्म यस्तो अवरोध दोहोरिरहने चेतावनी दिएका छन्।",
                ],
                "bs-date-gate-jsonld-npt",
                section="समाचार",
                tag=True,
            )
        )
        add(
            npstory(
                "accident",
                "/samachar/234552",
                "पोखरामा जिप खसेर तीन जनाको मृत्यु, पाँच घाइते",
                "2026-12-04 05:30",
                ["विष्णु गुरुङ"],
                [
                    "पोखरा महानगरपालिका–२५ हेम्जामा बिहीबार राति जिप सडकबाट करिब २०० मिटर तल खस्दा तीन जनाको मृत्यु भएको छ। दुर्घटनामा पाँच जना घाइते भएका छन्।",
                    "घान्द्रुकबाट पोखरातर्फ आउँदै गरेको जिप राति करिब ९ बजे दुर्घटनाग्रस्त भएको जिल्ला प्रहरी कार्यालय कास्कीले जनाएको छ। मृतकमा जिपका चालक ३४ वर्षीय रमेश थापा, ५२ वर्षीया चन्द्रकुमारी गुरुङ र १९ वर्षीय सुजन पुन छन्।",
                    "घाइतेहरूलाई उद्धार गरी पोखराको एक अस्पताल पुर्‍याइएको छ। तीमध्ये दुई जनाको अवस्था गम्भीर रहेकाले थप उपचारका लागि काठमाडौं पठाउने तयारी भइरहेको अस्पतालका सूचना अधिकारीले बताए।",
                    "प्रहरीका अनुसार साँघुरो र कच्ची सडकमा अगाडिबाट आएको मोटरसाइकललाई छल्ने क्रममा जिप अनियन्त्रित भएको हो। दुर्घटनाको थप अनुसन्धान भइरहेको छ।",
                    "यस वर्ष कास्की जिल्लामा मात्र सडक दुर्घटनामा ४७ जनाको ज्यान गएको प्रहरीको तथ्यांक छ। स्थानीयले ग्रामीण सडकमा सुरक्षा बार र चेतावनी संकेत राख्न पटक–पटक माग गर्दै आएका छन्।",
                ],
                "district-reporter-utc-crosses-day",
                ld="utc",
                section="समाचार",
                place="पोखरा",
            )
        )
        add(
            npstory(
                "tourism",
                "/artha/234520",
                "नोभेम्बरमा एक लाख ३२ हजार पर्यटक भित्रिए, भारतीय पर्यटक सबैभन्दा धेरै",
                "2026-12-02 14:10",
                [],
                [
                    "नोभेम्बर महिनामा नेपाल भित्रिने विदेशी पर्यटकको संख्या एक लाख ३२ हजार ४१५ पुगेको छ। यो संख्या गत वर्षको सोही महिनाको तुलनामा १४ प्रतिशतले बढी हो।",
                    "नेपाल पर्यटन बोर्डका अनुसार हवाई मार्गबाट आउने पर्यटकमध्ये भारतीय पर्यटक सबैभन्दा धेरै छन्। त्यसपछि अमेरिका, चीन, बेलायत र बंगलादेशका पर्यटक छन्।",
                    "## मुख्य पाँच देश",
                    "T: देश | नोभेम्बरमा आएका पर्यटक",
                    "T: भारत | २८,७४०",
                    "T: अमेरिका | १४,२१०",
                    "T: चीन | १२,९८५",
                    "T: बेलायत | ८,६३०",
                    "T: बंगलादेश | ७,९२०",
                    "पर्यटन व्यवसायीहरूले दसैं–तिहारपछिको पदयात्रा मौसम र नयाँ अन्तर्राष्ट्रिय उडानहरूले पर्यटक संख्या बढाउन सहयोग पुगेको बताएका छन्। अन्नपूर्ण र सगरमाथा क्षेत्रका होटलहरू नोभेम्बरभरि लगभग भरिभराउ रहेको होटल व्यवसायी दीपक राई बताउँछन्।",
                    "बोर्डका प्रवक्ताका अनुसार चालु वर्षको जनवरीदेखि नोभेम्बरसम्म ११ लाख ८ हजार पर्यटक नेपाल आइसकेका छन्। सरकारले यस वर्ष १२ लाख पर्यटक भित्र्याउने लक्ष्य राखेको छ।",
                    "पर्यटन बोर्डले आगामी वर्ष दक्षिण–पूर्वी एसियाली मुलुकमा प्रवर्द्धनात्मक कार्यक्रम बढाउने जनाएको छ। थाइल्यान्ड, मलेसिया र भियतनामबाट सीधा उडान थपिने भएकाले ती मुलुकबाट आउने पर्यटक बढ्ने अपेक्षा गरिएको छ।",
                    "तर पर्यटकको औसत बसाइ र खर्च भने घटेको छ। गत वर्ष एक पर्यटकले औसत १३ दिन बिताउनेमा यस वर्ष ११ दिनमा झरेको छ। व्यवसायीहरूले पर्यटकलाई लामो समय राख्न नयाँ गन्तव्य र गतिविधि विकास गर्नुपर्नेमा जोड दिएका छन्।",
                ],
                "desk-credit-table-jsonld-org-author",
                style="weekday",
                section="अर्थ",
                credit="हिमशिखर संवाददाता",
                ld_org=True,
            )
        )
        add(
            npstory(
                "cold",
                "/samaj/234533",
                "काठमाडौंमा यस सिजनकै कम तापक्रम, तराईमा शीतलहरको चेतावनी",
                "2026-12-03 10:20",
                ["सुनिता श्रेष्ठ"],
                [
                    "काठमाडौंमा बिहीबार बिहान यस सिजनकै सबैभन्दा कम तापक्रम रेकर्ड गरिएको छ। जल तथा मौसम विज्ञान विभागका अनुसार राजधानीको न्यूनतम तापक्रम ३.२ डिग्री सेल्सियस रह्यो।",
                    "विभागका मौसमविद् विनोद पोखरेलका अनुसार पश्चिमी वायुको प्रभाव कम भएसँगै आकाश खुलेकाले राति तापक्रम तीव्र रूपमा घटेको हो। “आगामी एक साताभर बिहान र राति चिसो अझ बढ्ने सम्भावना छ,” उनले भने।",
                    "तराईका जिल्लाहरूमा भने बाक्लो कुहिरो लाग्न थालेको छ। विभागले कोशी र मधेश प्रदेशका जिल्लाहरूमा शीतलहर चल्न सक्ने भन्दै सतर्क रहन आग्रह गरेको छ। कुहिरोका कारण बिहान राजमार्गमा सवारी साधनको गति सुस्त भएको छ भने विराटनगर र जनकपुरका केही उडान ढिला भएका छन्।",
                    "## स्वास्थ्यमा ध्यान दिन आग्रह",
                    "चिसो बढेसँगै बालबालिका र ज्येष्ठ नागरिकमा रुघाखोकी, निमोनिया र दमका बिरामी बढ्न थालेका छन्। राजधानीका बाल अस्पतालहरूमा पछिल्लो एक सातामा श्वासप्रश्वाससम्बन्धी समस्या लिएर आउने बिरामी दोब्बर भएको चिकित्सकहरू बताउँछन्।",
                    "चिकित्सकहरूले बिहान सबेरै र राति बाहिर ननिस्कन, न्यानो कपडा लगाउन र तातो पानी पिउन सुझाव दिएका छन्। कोठा तताउन कोइला वा दाउरा बाल्दा झ्याल खुला राख्न पनि उनीहरूले आग्रह गरेका छन्, किनकि बन्द कोठामा धुवाँका कारण निसासिएर ज्यान जाने घटना हरेक वर्ष हुने गरेका छन्।",
                    "काठमाडौं महानगरपालिकाले सडक बालबालिका र घरबारविहीन नागरिकका लागि रत्नपार्क र टेकुमा अस्थायी आश्रयस्थल सञ्चालन गरेको छ। महानगरका अनुसार पहिलो रातमै ८० जनाभन्दा बढीले आश्रय लिएका थिए। उनीहरूलाई कम्बल र तातो खाना पनि उपलब्ध गराइएको छ।",
                    "कृषि विज्ञहरूले तुसारोका कारण तरकारी बालीमा क्षति पुग्न सक्ने भन्दै किसानलाई बिरुवा छोप्न र साँझपख हल्का सिँचाइ गर्न सुझाव दिएका छन्।",
                    "यातायात व्यवसायीहरूले पनि बिहानको कुहिरोमा सवारी चलाउँदा हेडलाइट बाल्न र गति कम राख्न चालकहरूलाई निर्देशन दिएका छन्। ट्राफिक प्रहरीले राजमार्गमा विशेष निगरानी बढाएको छ।",
                    "विभागका अनुसार यस वर्ष जाडो सामान्यभन्दा केही लामो हुन सक्छ।",
                ],
                "bs-only-no-gregorian-anywhere",
                style="weekday",
                ld="none",
                section="समाज",
            )
        )
        add(
            npstory(
                "opinion",
                "/bichar/234501",
                "संघीयताको एक दशक: स्थानीय तहलाई अधिकार कि बोझ?",
                "2026-12-01 18:00",
                ["हरिप्रसाद भट्टराई"],
                [
                    "नयाँ संविधानअनुसार स्थानीय तह गठन भएको करिब एक दशक पुग्न लागेको छ। यो अवधिमा गाउँ–गाउँमा सडक पुगेका छन्, स्वास्थ्य चौकी र विद्यालयका भवन बनेका छन्, नागरिकले सिंहदरबार नपुगी धेरै सेवा आफ्नै वडाबाट पाउन थालेका छन्। तर यसै अवधिमा स्थानीय तहको क्षमता, जवाफदेहिता र स्रोतको बाँडफाँटबारे प्रश्न पनि उत्तिकै उठेका छन्।",
                    "संविधानले स्थानीय तहलाई २२ वटा एकल अधिकार दिएको छ। तर ती अधिकार प्रयोग गर्न चाहिने कानुन, कर्मचारी र बजेट अझै पूर्ण रूपमा हस्तान्तरण भएका छैनन्। धेरै पालिकाले आफ्नो आन्तरिक आयबाट कर्मचारीको तलबसमेत धान्न सकेका छैनन्। संघीय सरकारको अनुदानमा निर्भरता अझै ८० प्रतिशतभन्दा बढी छ।",
                    "## साना योजनामा छरिएको बजेट",
                    "स्थानीय तहको बजेटको ठूलो हिस्सा वडास्तरका साना योजनामा छरिने गरेको छ। एउटै पालिकाले वर्षमा चार–पाँच सय योजना सञ्चालन गर्दा कुनै पनि योजनाले दीर्घकालीन प्रभाव पार्न सकेको देखिँदैन। डोजर लगाएर खनिएका कच्ची सडक एक वर्षाको भेलमै बगेका उदाहरण प्रशस्त छन्।",
                    "यसको दोष स्थानीय जनप्रतिनिधिलाई मात्र दिनु उचित हुँदैन। योजना छनोटमा राजनीतिक दबाब, प्राविधिक जनशक्तिको अभाव र समयमै बजेट निकासा नहुने समस्याले पनि यस्तो अवस्था निम्त्याएको हो। प्रदेश सरकारले पालिकाहरूलाई प्राविधिक सहयोग गर्नुपर्नेमा प्रदेश आफैं आफ्नो भूमिका खोजिरहेको अवस्थामा छ।",
                    "अर्कोतर्फ, स्थानीय तहका राम्रा अभ्यासहरू पनि कम छैनन्। कतिपय पालिकाले विद्यालयमा दिवा खाजा, घरदैलोमा स्वास्थ्य सेवा र डिजिटल घटना दर्ता जस्ता काम प्रभावकारी रूपमा गरेका छन्। यी सफलताले देखाउँछन् कि नेतृत्व र योजना स्पष्ट भए स्थानीय तहले केन्द्रभन्दा छिटो र प्रभावकारी सेवा दिन सक्छन्।",
                    "स्थानीय तहलाई साँच्चै सक्षम बनाउन तीनवटा सुधार अपरिहार्य देखिन्छन्। पहिलो, राजस्व बाँडफाँटको सूत्र जनसंख्या र भूगोलसँगै कार्यसम्पादनमा आधारित बनाउनुपर्छ। दोस्रो, साना योजनामा बजेट छर्ने प्रवृत्ति रोक्न न्यूनतम लागतको सीमा तोक्नुपर्छ। तेस्रो, स्थानीय कर्मचारी भर्नाका लागि प्रदेश लोकसेवा आयोगलाई थप सक्रिय बनाउनुपर्छ।",
                    "संघीयता कुनै जादुको छडी होइन, यो निरन्तर परिमार्जन गर्दै जानुपर्ने प्रणाली हो। स्थानीय तहलाई बोझ ठान्नुको साटो तिनको क्षमता बढाउन लगानी गर्ने हो भने मात्र नागरिकले संघीयताको वास्तविक लाभ पाउनेछन्।",
                    "SIGN: (भट्टराई त्रिभुवन विश्वविद्यालयमा राजनीतिशास्त्रका प्राध्यापक हुन्।)",
                ],
                "opinion-double-honorific-writer-line",
                section="विचार",
                shown="प्रा. डा. हरिप्रसाद भट्टराई",
            )
        )
        add(
            npstory(
                "gold",
                "/artha/234570",
                "सुनको मूल्य तोलामा १ हजार २०० रुपैयाँले घट्यो",
                "2026-12-04 11:15",
                [],
                [
                    "नेपाली बजारमा शुक्रबार सुनको मूल्य प्रतितोला १ हजार २०० रुपैयाँले घटेको छ। छापावाल सुन प्रतितोला १ लाख ८६ हजार ४०० रुपैयाँमा कारोबार भइरहेको सुनचाँदी व्यवसायीहरूको महासंघले जनाएको छ।",
                    "बिहीबार छापावाल सुन प्रतितोला १ लाख ८७ हजार ६०० रुपैयाँमा कारोबार भएको थियो। चाँदीको मूल्य भने प्रतितोला ५० रुपैयाँले घटेर २ हजार ३१० रुपैयाँ कायम भएको छ।",
                ],
                "short-brief-no-byline",
                section="अर्थ",
            )
        )
        add(
            npstory(
                "interview",
                "/antarbarta/234490",
                "जलविद्युत् निर्यातको ढोका खुलेको छ, अब प्रसारण लाइन चाहियो",
                "2026-12-03 13:00",
                ["सुनिता श्रेष्ठ"],
                [
                    "निजी क्षेत्रबाट जलविद्युत्मा लगानी गर्दै आएका उद्यमी मनोज कार्की हाल स्वतन्त्र ऊर्जा उत्पादकहरूको संस्थाका अध्यक्ष छन्। बिजुली निर्यात, प्रसारण लाइन र लगानीको वातावरणबारे हिमशिखर खबरले उनीसँग गरेको कुराकानीको सम्पादित अंश:",
                    "Q: यो वर्ष बिजुली निर्यातबाट कस्तो उपलब्धि भयो? || वर्षायाममा हामीले भारत र बंगलादेशमा गरी करिब एक हजार मेगावाटसम्म बिजुली निर्यात गर्‍यौं। यसले निर्यातको ढोका खुलेको छ भन्ने प्रमाणित भएको छ। तर यो सुरुआत मात्र हो। आगामी पाँच वर्षमा निर्माण सम्पन्न हुने आयोजनाहरू जोड्दा निर्यात क्षमता तीन गुणा बढ्नुपर्छ।",
                    "Q: त्यसका लागि मुख्य अवरोध के हो? || प्रसारण लाइन। बिजुली उत्पादन गर्ने आयोजना समयमै बन्छन्, तर तिनलाई जोड्ने लाइन बन्न वर्षौं लाग्छ। जग्गा अधिग्रहण, वन क्षेत्रको स्वीकृति र मुआब्जा विवादले धेरै लाइन अड्किएका छन्। गत वर्षायाममा मात्र प्रसारण अभावले करिब ३०० मेगावाट बिजुली खेर गयो।",
                    "Q: जाडोमा भने आयात गर्नुपर्ने अवस्था छ, होइन? || हो। हाम्रा अधिकांश आयोजना नदीको बहावमा आधारित छन्, त्यसैले हिउँदमा उत्पादन आधाभन्दा कम हुन्छ। जलाशययुक्त आयोजना नबनेसम्म यो असन्तुलन रहिरहन्छ। सरकारले जलाशययुक्त आयोजनालाई विशेष प्रोत्साहन दिनुपर्छ।",
                    "Q: निजी क्षेत्रको लगानी वातावरण कस्तो छ? || पहिलेभन्दा सुधार भएको छ, तर नीतिगत अस्थिरता अझै ठूलो चुनौती हो। बिजुली खरिद सम्झौताका सर्त बारम्बार परिवर्तन हुँदा बैंकहरू लगानी गर्न हिचकिचाउँछन्। दीर्घकालीन र अनुमानयोग्य नीति भए स्वदेशी मात्र होइन, विदेशी लगानी पनि आउँछ।",
                    "Q: स्थानीय समुदायसँगको विवाद कसरी समाधान गर्नुहुन्छ? || आयोजनाको सुरुदेखि नै स्थानीयलाई साझेदार बनाउनुपर्छ। हामीले आफ्ना दुई आयोजनामा स्थानीयलाई १० प्रतिशत सेयर दिएका छौं। यसले विरोधभन्दा स्वामित्वको भावना बढाएको छ। मुआब्जा पनि बजार मूल्यमा र समयमै दिनुपर्छ।",
                    "Q: आगामी लक्ष्य के छ? || हामीले आगामी दस वर्षमा १५ हजार मेगावाट उत्पादनको लक्ष्य राखेका छौं। यो असम्भव छैन। सरकार, निजी क्षेत्र र स्थानीय समुदाय एउटै दिशामा हिँड्ने हो भने जलविद्युत् नै नेपालको अर्थतन्त्रको मेरुदण्ड बन्न सक्छ।",
                ],
                "interview-qa-bs-date",
                section="अन्तर्वार्ता",
            )
        )
        add(
            npstory(
                "sports",
                "/khelkud/234540",
                "प्रधानमन्त्री कप: कोशीलाई हराउँदै मधेश फाइनलमा",
                "2026-12-03 20:40",
                [],
                [
                    "प्रधानमन्त्री कप एकदिवसीय राष्ट्रिय क्रिकेट प्रतियोगितामा मधेश प्रदेश फाइनलमा पुगेको छ। कीर्तिपुरमा बिहीबार भएको पहिलो सेमिफाइनलमा मधेशले कोशी प्रदेशलाई ४ विकेटले पराजित गर्‍यो।",
                    "पहिले ब्याटिङ गरेको कोशीले निर्धारित ५० ओभरमा ९ विकेट गुमाएर २४७ रन बनाएको थियो। कोशीका लागि कप्तान अर्जुन लिम्बूले सर्वाधिक ७८ रन बनाए। मधेशका स्पिनर राजेश यादवले १० ओभरमा ३६ रन दिएर ४ विकेट लिए।",
                    "जवाफमा मधेशले ४८.२ ओभरमा ६ विकेट गुमाएर लक्ष्य भेट्टायो। सलामी ब्याटर सुरेश साहले ९२ रनको जिम्मेवार पारी खेले। अन्तिम ओभरहरूमा विकेटकिपर आशिष मण्डलले २२ बलमा अविजित ३५ रन बनाउँदै टोलीलाई जित दिलाए।",
                    "खेलपछि सुरेश साहले भने, “लक्ष्य ठूलो थियो, तर हामीले साझेदारी बनाउने योजना बनाएका थियौं। फाइनलमा पनि यही लयलाई निरन्तरता दिनेछौं।”",
                    "दोस्रो सेमिफाइनल शुक्रबार विभागीय टोली र बागमती प्रदेशबीच हुनेछ। फाइनल आइतबार हुनेछ।",
                ],
                "sports-desk-credit",
                section="खेलकुद",
                credit="खेलकुद संवाददाता",
            )
        )

    # ----- templates -------------------------------------------------------------------------------------------
    def head_meta(self, doc: Doc) -> str:
        url = self.url(doc.key)
        out = [
            f"<title>{esc(doc.title)} :: {SITE}</title>",
            f'<link rel="canonical" href="{esc(url)}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:url" content="{esc(url)}">',
            f'<meta property="og:site_name" content="{SITE}">',
            f'<meta property="og:image" content="{self.origin}/uploads/images/{doc.key}-og.jpg">',
            '<meta property="fb:app_id" content="111111111111111">',
        ]
        if doc.is_article:
            out.append('<meta property="og:type" content="article">')
            out.append(f'<meta property="og:description" content="{esc(self.lede(doc))}">')
            if doc.iso:
                out.append(f'<meta property="article:published_time" content="{doc.iso}">')
                author: Any
                if doc.extra.get("ld_org"):
                    author = {"@type": "Organization", "name": SITE}
                elif doc.authors:
                    author = [{"@type": "Person", "name": doc.extra.get("shown") or a} for a in doc.authors]
                else:
                    author = {"@type": "Organization", "name": doc.extra.get("credit") or SITE}
                out.append(
                    jsonld(
                        {
                            "@context": "https://schema.org",
                            "@type": "NewsArticle",
                            "mainEntityOfPage": {"@type": "WebPage", "@id": url},
                            "headline": doc.title,
                            "image": [f"{self.origin}/uploads/images/{doc.key}-og.jpg"],
                            "datePublished": doc.iso,
                            "dateModified": doc.iso,
                            "author": author,
                            "publisher": {
                                "@type": "Organization",
                                "name": SITE,
                                "logo": {
                                    "@type": "ImageObject",
                                    "url": f"{self.origin}/themes/himshikhar/images/logo.png",
                                },
                            },
                        }
                    )
                )
        else:
            out.append('<meta property="og:type" content="website">')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f"<li>{self.a(k, t, 'nav')}</li>" if not k.startswith("/") else f'<li><a href="{k}">{t}</a></li>'
            for k, t in (
                ("home", "गृहपृष्ठ"),
                ("samachar", "समाचार"),
                ("/artha", "अर्थ"),
                ("/bichar", "विचार"),
                ("/samaj", "समाज"),
                ("/khelkud", "खेलकुद"),
                ("/antarbarta", "अन्तर्वार्ता"),
                ("/pradesh", "प्रदेश"),
            )
        )
        trending = "".join(
            f'<div class="items"><span class="num">{deva(str(i + 1))}</span>{self.a(k, self.docs[k].title, "aside")}</div>'
            for i, k in enumerate([k for k in ("melamchi", "accident", "gold", "sports") if k != doc.key][:3])
        )
        return f"""<!DOCTYPE html>
<html lang="ne">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
{self.head_meta(doc)}
<link rel="stylesheet" href="/themes/himshikhar/css/bootstrap.min.css">
<link rel="stylesheet" href="/themes/himshikhar/css/style.css?v=3.8">
<style>/*PAD*/</style>
</head>
<body>
<div class="top-header"><div class="container"><span class="date-today">२०८३ मंसिर १८, शुक्रबार</span> <a href="/unicode">युनिकोड</a> <a href="/preeti">प्रीति</a> <a href="https://english.himshikharkhabar.test/">English</a></div></div>
<header class="main-header"><div class="container"><div class="logo">{self.a("home", SITE, "nav")}</div>
<div class="header-ad"><a href="https://ads.himshikharkhabar.test/click/ncell-1"><img src="/uploads/ads/header-970x90.gif" alt="विज्ञापन"></a></div></div>
<nav class="main-menu"><ul>{nav}</ul><form class="search-form" action="/search" method="get"><input type="text" name="keyword" placeholder="खोज्नुहोस्"><button type="submit">खोज</button></form></nav>
</header>
<div class="breaking-news"><span>ताजा:</span> {self.a("accident", self.docs["accident"].title, "nav")}</div>
<div class="container"><div class="row">
<div class="col-md-8 left-side">
{main}
</div>
<div class="col-md-4 right-side"><div class="news-cat-list trending"><h3 class="cat-title">धेरै पढिएको</h3>{trending}</div>
<div class="sidebar-ad"><img src="/uploads/ads/sidebar-300x250.jpg" alt="विज्ञापन"></div>
<div class="forex-box"><h3>विदेशी मुद्रा</h3><p>अमेरिकी डलर: खरिद १४२.१० बिक्री १४२.७०</p><p>भारतीय रुपैयाँ (१००): खरिद १६० बिक्री १६०.१५</p></div></div>
</div></div>
<footer class="footer-section"><div class="container"><div class="footer-links">{self.a("about", "हाम्रो बारेमा", "footer")} | {self.a("privacy", "गोपनीयता नीति", "footer")} | <a href="/contact">सम्पर्क</a> | <a href="/advertise">विज्ञापन</a></div>
<p>सूचना विभाग दर्ता नं. ४२१७/०७५-७६ | सम्पादक: सविना थापा</p>
<p>© हिमशिखर मिडिया प्रा. लि. सर्वाधिकार सुरक्षित।</p>
<div class="social"><a href="https://www.facebook.com/himshikharkhabar">Facebook</a> <a href="https://x.com/himshikhar">X</a> <a href="https://www.youtube.com/@himshikharkhabar">YouTube</a></div></div></footer>
<div class="cookie-box" id="cookieBox">यो वेबसाइटले कुकिज प्रयोग गर्छ। <button onclick="acceptCookie()">स्वीकार</button></div>
<script src="/themes/himshikhar/js/jquery.min.js"></script>
<script src="/themes/himshikhar/js/main.js?v=3.8"></script>
</body>
</html>"""

    def byline(self, doc: Doc) -> str:
        if doc.authors:
            shown = doc.extra.get("shown")
            if shown:
                name = esc(shown)
            elif doc.authors[0] == "कृष्ण अधिकारी":
                name = self.a("author", doc.authors[0], "byline")
            else:
                name = esc(doc.authors[0])
            place = f'<span class="place">{esc(doc.extra["place"])}</span>' if doc.extra.get("place") else ""
            return f'<span class="author-name"><img src="/uploads/authors/{doc.key}-50.jpg" alt="">{name}</span>{place}'
        if doc.extra.get("credit"):
            return f'<span class="author-name">{esc(doc.extra["credit"])}</span>'
        return ""

    def story_main(self, doc: Doc) -> str:
        image = f"/uploads/images/{doc.path.rsplit('/', 1)[1]}-1.jpg"
        tags = (
            f'<div class="news-tags">ट्याग: {self.a("tag", "मेलम्ची", "content")} <a href="/tag/खानेपानी">खानेपानी</a></div>'
            if doc.extra.get("tag")
            else ""
        )
        rel = "".join(
            f'<div class="items"><h4>{self.a(k, self.docs[k].title, "related")}</h4><span class="published-date">{self.docs[k].stamp}</span></div>'
            for k in [k for k in ARTS if k != doc.key][:5]
        )
        return f"""<div class="title-names"><span class="news-cat">{esc(doc.section)}</span>
<h1 class="news-big-title">{esc(doc.title)}</h1></div>
<div class="author-box">{self.byline(doc)}<span class="published-date">प्रकाशित मिति: {doc.stamp}</span></div>
<div class="share-box"><a href="https://www.facebook.com/sharer/sharer.php?u={esc(self.url(doc.key))}">सेयर</a> <a href="https://x.com/intent/tweet?url={esc(self.url(doc.key))}">ट्वीट</a> <span class="share-count">१२३ सेयर</span></div>
<div class="featured-images"><img src="{image}" alt="{esc(doc.title)}"></div>
<div class="editor-box detail-box">
{self.blocks(doc)}
</div>
{tags}
<div class="comment-box"><h3>प्रतिक्रिया दिनुहोस्</h3><div class="fb-comments" data-href="{esc(self.url(doc.key))}" data-width="100%" data-numposts="5"></div></div>
<div class="news-cat-list related"><h3 class="cat-title">सम्बन्धित खबर</h3>{rel}</div>"""

    def listing_main(self, doc: Doc) -> str:
        items = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            stamp = d.stamp or d.extra.get("bs", "")
            items.append(
                f'<div class="items"><h3>{self.a(k, d.extra.get("teaser") or self.teaser_text(d), "content")}</h3><p>{esc(self.lede(d)) if d.is_article else ""}</p><span class="published-date">{stamp}</span></div>'
            )
        for path, title, stamp in doc.extra.get("older", []):
            items.append(
                f'<div class="items"><h3><a href="{path}">{esc(title)}</a></h3><span class="published-date">{stamp}</span></div>'
            )
        head = f'<h1 class="cat-title">{esc(doc.title)}</h1>'
        if doc.kind == "author":
            head = f'<div class="author-profile"><h1 class="cat-title">{esc(doc.title)}</h1><p>{esc(doc.extra["bio"])}</p></div>'
        pager = ""
        if doc.extra.get("more"):
            pager = f'<ul class="pagination"><li class="active"><span>१</span></li><li>{self.a(doc.extra["more"], "२", "pagination")}</li><li><a href="/samachar?page=3">३</a></li><li>{self.a(doc.extra["more"], "अर्को »", "pagination")}</li></ul>'
        if doc.key == "samachar2":
            pager = f'<ul class="pagination"><li>{self.a("samachar", "« अघिल्लो", "pagination")}</li><li>{self.a("samachar", "१", "pagination")}</li><li class="active"><span>२</span></li><li><a href="/samachar?page=3">३</a></li></ul>'
        extra = ""
        if doc.key == "home":
            extra = f'<div class="home-more">{self.a("samachar", "थप समाचार", "content")} {self.a("tag", "मेलम्ची", "content")} {self.a("author", "कृष्ण अधिकारी", "content")} {self.a("search", "सुनको भाउ", "content")}</div>'
        return f'<div class="news-cat-list category-page">{head}{"".join(items)}{pager}{extra}</div>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "error":
            return f'<div class="error-page"><h1 class="news-big-title">{esc(doc.title)}</h1><p class="error-code">४०४</p>\n{self.blocks(doc)}\n<p>{self.a("home", "गृहपृष्ठमा जानुहोस्", "content")}</p></div>'
        return f'<div class="page-content"><h1 class="news-big-title">{esc(doc.title)}</h1>\n{self.blocks(doc)}\n</div>'
