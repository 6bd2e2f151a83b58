# ruff: noqa: E501, RUF001 (page texts are long literal lines; Gujarati digits and the breadcrumb arrow are meant)
"""કાઠિયાવાડ પત્રિકા (Kathiyawad Patrika): a Gujarati daily on an Atex Polopoly-like system (numeric content ids
appended to every path: /samachar/rajkot/1.4829311-slug, section /samachar/rajkot/1.4800002, `?page=2`,
`/image/policy:1.x:ts/` image URLs, `data-content-id`, `p_teaser` lists). Dates printed with Gujarati digits in
IST; the JSON-LD writes UTC, so a story posted after midnight IST carries the previous UTC day. The cotton-yard
story has a broken (unparseable) JSON-LD and og:type=website; the daily horoscope page is a `NewsArticle`."""

from __future__ import annotations

import json

from common import Base, page, story
from sitekit import Doc, css_rules, esc

GU_DIGITS = str.maketrans("0123456789", "૦૧૨૩૪૫૬૭૮૯")
MONTHS = {"11": "નવેમ્બર", "12": "ડિસેમ્બર"}
SITE = "કાઠિયાવાડ પત્રિકા"


def gu_date(local: str) -> str:
    """'2026-12-02 00:40' (IST) -> '૨ ડિસેમ્બર, ૨૦૨૬ 00:40' with Gujarati digits."""
    day, time = local.split(" ")
    y, m, d = day.split("-")
    return f"{int(d)} {MONTHS[m]}, {y} {time}".translate(GU_DIGITS)


class Patrika(Base):
    origin = "https://www.kathiyawadpatrika.test"
    name = SITE
    prefix = "kp"
    language = "gu"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "kp",
            [".p_page", ".p_header", ".p_article", ".p_body", ".p_teaser", ".p_teaser_list", ".p_sidebar", ".p_footer"],
            250,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                SITE,
                "polopoly-front",
                list=["pani", "kapas", "cricket", "photo", "fee", "lekh", "rasto"],
                more="rajkot",
            )
        )
        add(
            page(
                "rajkot",
                "/samachar/rajkot/1.4800002",
                "section",
                "રાજકોટ",
                "polopoly-section",
                list=["pani", "kapas", "rasto", "photo", "fee"],
                more="rajkot2",
            )
        )
        add(
            page(
                "rajkot2",
                "/samachar/rajkot/1.4800002?page=2",
                "section",
                "રાજકોટ - પાનું 2",
                "polopoly-section-page-2",
                list=["lekh", "cricket"],
                prev="rajkot",
            )
        )
        add(
            page(
                "lekhak",
                "/lekhak/bhavesh-patel/1.4790110",
                "author",
                "ભાવેશ પટેલ",
                "polopoly-author-page-bio",
                list=["pani"],
                bio="ભાવેશ પટેલ ૨૦૧૧થી કાઠિયાવાડ પત્રિકામાં રાજકોટ શહેર અને મહાનગરપાલિકાના સમાચાર લખે છે. પાણી, રસ્તા અને શહેરી આયોજન તેમના મુખ્ય વિષયો છે.",
            )
        )
        add(
            page(
                "search",
                "/search?q=%E0%AA%AA%E0%AA%BE%E0%AA%A3%E0%AB%80",
                "search",
                "શોધ પરિણામ: પાણી",
                "polopoly-search",
                list=["pani", "rasto"],
            )
        )
        add(
            page(
                "besnu",
                "/besnu/1.4800020",
                "obituaries",
                "બેસણું અને શ્રદ્ધાંજલિ",
                "polopoly-obituary-notices",
                [
                    "સ્નેહીજનોના અવસાનની નોંધ અહીં પરિવારની વિનંતીથી પ્રકાશિત થાય છે.",
                    "## સ્વ. રમણીકલાલ ઠક્કર (ઉં. ૮૨)",
                    "રાજકોટ નિવાસી, તે સ્વ. કાંતાબેનના પતિ. બેસણું તા. ૩ ડિસેમ્બર, ગુરુવારે સાંજે ૪થી ૬ દરમિયાન જલારામ મંદિર હૉલ, ગુંદાવાડી ખાતે રાખેલ છે.",
                    "## સ્વ. હંસાબેન મહેતા (ઉં. ૭૪)",
                    "ગોંડલ નિવાસી, નિવૃત્ત શિક્ષિકા. સાદડી તા. ૪ ડિસેમ્બરે સવારે ૯થી ૧૧ તેમના નિવાસસ્થાને રાખેલ છે.",
                    "## સ્વ. ધીરુભાઈ સોલંકી (ઉં. ૬૮)",
                    "જસદણ નિવાસી. લૌકિક વ્યવહાર બંધ રાખેલ છે.",
                    "બેસણાની જાહેરાત માટે ફોન: ૦૨૮૧ ૨૪૪ ૫૫૦૦ (સવારે ૧૦થી સાંજે ૬).",
                ],
            )
        )
        add(
            page(
                "yard",
                "/bajar/yard-bhav/1.4800031",
                "markets",
                "આજના માર્કેટ યાર્ડના ભાવ",
                "polopoly-market-prices-prose",
                [
                    "સૌરાષ્ટ્રના મુખ્ય માર્કેટ યાર્ડમાં આજે નોંધાયેલા ભાવ (પ્રતિ ૨૦ કિલો, રૂપિયામાં). ભાવ યાર્ડ દ્વારા સાંજે ૫ વાગ્યે જાહેર થયેલા આંકડા પર આધારિત છે.",
                    'RAW:<table class="p_table yard"><tr><th>જણસ</th><th>રાજકોટ</th><th>ગોંડલ</th><th>જામનગર</th></tr><tr><td>કપાસ</td><td>1,480-1,620</td><td>1,455-1,600</td><td>1,470-1,590</td></tr><tr><td>મગફળી</td><td>1,150-1,310</td><td>1,120-1,290</td><td>1,160-1,300</td></tr><tr><td>ઘઉં</td><td>520-610</td><td>505-590</td><td>515-600</td></tr><tr><td>જીરું</td><td>4,200-4,850</td><td>4,150-4,780</td><td>-</td></tr><tr><td>લસણ</td><td>1,900-2,600</td><td>2,050-2,700</td><td>-</td></tr></table>',
                    "કપાસમાં આવક વધતાં ભાવ ગઈકાલ કરતાં થોડા નરમ રહ્યા. જીરુંમાં નિકાસ માંગ યથાવત્ રહેતાં ભાવ મજબૂત રહ્યા.",
                    "નોંધ: ભાવ માત્ર માહિતી માટે છે; સોદા કરતાં પહેલાં યાર્ડ પરથી ખાતરી કરો.",
                ],
            )
        )
        add(
            page(
                "rashifal",
                "/dharm/rashifal/1.4829400",
                "almanac",
                "આજનું રાશિફળ: ૨ ડિસેમ્બર, ૨૦૨૬",
                "polopoly-horoscope-newsarticle-jsonld",
                [
                    "આજે માગશર સુદ બારસ, બુધવાર. ચંદ્ર મેષ રાશિમાં.",
                    "## મેષ (અ, લ, ઈ)",
                    "કામકાજમાં નવી તક મળે. વાહન ચલાવતી વખતે સાવધાની રાખવી.",
                    "## વૃષભ (બ, વ, ઉ)",
                    "પરિવારમાં આનંદનું વાતાવરણ રહે. આર્થિક બાબતોમાં ઉતાવળ ન કરવી.",
                    "## મિથુન (ક, છ, ઘ)",
                    "મિત્રોનો સહયોગ મળે. સાંજે યાત્રાનો યોગ.",
                    "## કર્ક (ડ, હ)",
                    "આરોગ્યનું ધ્યાન રાખવું. અટકેલાં કામ પૂરાં થાય.",
                    "## સિંહ (મ, ટ)",
                    "વેપારમાં લાભ. સંતાન તરફથી શુભ સમાચાર મળે.",
                    "## કન્યા (પ, ઠ, ણ)",
                    "નોકરીમાં બદલીની શક્યતા. વાણી પર સંયમ રાખવો.",
                    "શુભ રંગ: પીળો · શુભ અંક: ૭ · રાહુકાળ: બપોરે ૧૨:૩૦ થી ૧:૫૦",
                ],
                ld_lie="2026-12-01T18:30:00Z",
            )
        )
        add(
            page(
                "epaper",
                "/epaper/1.4800040",
                "epaper",
                "ઈ-પેપર: આજની આવૃત્તિ",
                "polopoly-epaper-landing",
                [
                    "કાઠિયાવાડ પત્રિકાની છાપેલી આવૃત્તિ હવે ઓનલાઈન વાંચો. રાજકોટ, જામનગર, ભાવનગર અને જૂનાગઢ આવૃત્તિઓ દરરોજ સવારે ૬ વાગ્યે ઉપલબ્ધ થાય છે.",
                    'RAW:<div class="p_epaper_grid"><a href="https://epaper.kathiyawadpatrika.test/rajkot/2026-12-02">રાજકોટ</a><a href="https://epaper.kathiyawadpatrika.test/jamnagar/2026-12-02">જામનગર</a><a href="https://epaper.kathiyawadpatrika.test/bhavnagar/2026-12-02">ભાવનગર</a><a href="https://epaper.kathiyawadpatrika.test/junagadh/2026-12-02">જૂનાગઢ</a></div>',
                    "ઈ-પેપર વાંચવા માટે નિઃશુલ્ક નોંધણી જરૂરી છે. ડિજિટલ ગ્રાહકો છેલ્લા ૩૦ દિવસની આવૃત્તિઓ પણ વાંચી શકે છે.",
                    "- માસિક યોજના: ₹ ૯૯",
                    "- વાર્ષિક યોજના: ₹ ૯૯૯",
                ],
            )
        )
        add(
            page(
                "sampark",
                "/sampark/1.4800050",
                "contact",
                "અમારો સંપર્ક",
                "polopoly-contact",
                [
                    "કાઠિયાવાડ પત્રિકા, પત્રિકા ભવન, ઢેબર રોડ, રાજકોટ - ૩૬૦૦૦૧",
                    "- સમાચાર વિભાગ: ૦૨૮૧ ૨૪૪ ૫૫૦૧, news@kathiyawadpatrika.test",
                    "- જાહેરખબર: ૦૨૮૧ ૨૪૪ ૫૫૦૨",
                    "- લવાજમ અને વિતરણ: ૦૨૮૧ ૨૪૪ ૫૫૦૩",
                    "વાચકો પોતાના વિસ્તારના સમાચાર, ફોટો અને ચર્ચાપત્રો ઉપરના ઈમેલ પર મોકલી શકે છે. ચર્ચાપત્રમાં પૂરું નામ અને સરનામું લખવું જરૂરી છે.",
                ],
            )
        )
        # stories: (local IST time as printed, ISO UTC in JSON-LD)
        add(
            story(
                "pani",
                "/samachar/rajkot/1.4829311-rajkot-ma-pani-kap",
                "રાજકોટના પાંચ વોર્ડમાં ત્રણ દિવસ પાણી કાપ, ન્યારી ડેમની પાઈપલાઈનમાં ભંગાણ",
                "2026-12-02",
                "2026-12-01T19:10:00Z",
                "2026-12-02 00:40",
                ["ભાવેશ પટેલ", "નિશા જોશી"],
                [
                    "ન્યારી ડેમથી શહેર સુધી આવતી મુખ્ય પાઈપલાઈનમાં મંગળવારે મોડી રાત્રે ભંગાણ પડતાં રાજકોટના પાંચ વોર્ડમાં આગામી ત્રણ દિવસ પાણી વિતરણ બંધ રહેશે. મહાનગરપાલિકાએ ટેન્કર દ્વારા પાણી પહોંચાડવાની વ્યવસ્થા કરી છે.",
                    "વોટર વર્ક્સ વિભાગના અધિકારીઓએ જણાવ્યું કે ૯૦૦ મિમીની પાઈપલાઈનમાં લગભગ બે મીટર લાંબી તિરાડ પડી છે. રિપેરિંગ માટે ખાસ ટીમ અમદાવાદથી બોલાવવામાં આવી છે.",
                    "## કયા વિસ્તારોને અસર",
                    "વોર્ડ નં. ૧, ૨, ૯, ૧૦ અને ૧૧ના આશરે દોઢ લાખ રહેવાસીઓને અસર થશે. રૈયા રોડ, યુનિવર્સિટી રોડ અને કાલાવડ રોડની સોસાયટીઓમાં બુધવાર સવારથી જ ટેન્કરની માંગ વધી ગઈ છે.",
                    "વિપક્ષી નગરસેવકોએ આરોપ મૂક્યો કે પાઈપલાઈન ૩૫ વર્ષ જૂની છે અને તેને બદલવાની દરખાસ્ત બે વર્ષથી અટકેલી છે. મ્યુનિસિપલ કમિશનરે કહ્યું કે નવી લાઈનનું ટેન્ડર આ મહિને બહાર પડશે.",
                    "ટેન્કર માટે નાગરિકો હેલ્પલાઈન ૧૮૦૦ ૨૩૩ ૧૯૭૩ પર ફોન કરી શકે છે.",
                ],
                "two-authors-ane-utc-previous-day",
                section="રાજકોટ",
            )
        )
        add(
            story(
                "rasto",
                "/samachar/rajkot/1.4829105-gondal-road-bridge",
                "ગોંડલ રોડ ઓવરબ્રિજ પર રાત્રે વાહનવ્યવહાર બંધ રહેશે",
                "2026-12-01",
                "2026-12-01T06:20:00Z",
                "2026-12-01 11:50",
                [],
                [
                    "ગોંડલ રોડ ઓવરબ્રિજ પર ડામરકામને કારણે ૩થી ૬ ડિસેમ્બર સુધી રાત્રે ૧૦થી સવારે ૬ વાગ્યા સુધી વાહનવ્યવહાર બંધ રહેશે. વાહનચાલકોએ માલવિયાનગર માર્ગનો ઉપયોગ કરવો.",
                ],
                "agency-brief",
                section="રાજકોટ",
                credit="(પશ્ચિમ સમાચાર સેવા)",
            )
        )
        add(
            story(
                "lekh",
                "/vichar/1.4828760-shaheri-talav-bachavo",
                "ચર્ચા: આપણાં શહેરી તળાવો માત્ર સેલ્ફી પૉઈન્ટ નથી",
                "2026-11-29",
                "2026-11-29T02:00:00Z",
                "2026-11-29 07:30",
                ["કિરીટ વ્યાસ"],
                [
                    "રાજકોટના લાલપરી તળાવની પાળ પર હવે સાંજે ભીડ રહે છે. રંગીન લાઈટો, વૉકવે અને ફૂડ કોર્ટે તળાવને નવો ચહેરો આપ્યો છે. પરંતુ આ ચમક પાછળ એક પ્રશ્ન છુપાયેલો છે: તળાવમાં પાણી ક્યાંથી આવશે?",
                    "શહેરનાં જૂનાં તળાવો વરસાદી પાણી ઝીલવા માટે બન્યાં હતાં. આસપાસનાં ખેતરો અને ખુલ્લી જમીનમાંથી પાણી વહેતું આવતું અને ભૂગર્ભજળ ભરાતું. આજે એ જ આવક વિસ્તારમાં સોસાયટીઓ અને રસ્તાઓ બની ગયાં છે.",
                    "સૌંદર્યીકરણ પર કરોડો રૂપિયા ખર્ચાય છે, પણ પાણીની આવક નહેરો સાફ કરવા કે ગંદા પાણીને તળાવમાં જતું રોકવા માટે ભાગ્યે જ બજેટ ફાળવાય છે. પરિણામે ઉનાળામાં તળાવ સુકાઈ જાય છે અને ચોમાસામાં ગટરનું પાણી ભરાય છે.",
                    "## શું કરી શકાય",
                    "પહેલું, દરેક તળાવના આવક વિસ્તારનો નકશો બનાવી તેને બાંધકામ-મુક્ત જાહેર કરવો. બીજું, સૌંદર્યીકરણના દરેક પ્રોજેક્ટમાં ઓછામાં ઓછો અડધો ખર્ચ જળસંગ્રહ માટે ફરજિયાત કરવો. ત્રીજું, શાળાઓ અને સોસાયટીઓને તળાવની દેખરેખમાં ભાગીદાર બનાવવી.",
                    "તળાવ માત્ર ફરવાનું સ્થળ નથી; તે શહેરનું જળખાતું છે. એ ખાતું ખાલી થશે તો કોઈ લાઈટ-શો આપણી તરસ નહીં છિપાવે.",
                ],
                "opinion-signed-at-end",
                section="વિચાર",
                signed="ડૉ. કિરીટ વ્યાસ",
                bio="(લેખક સૌરાષ્ટ્ર યુનિવર્સિટીમાં ભૂગોળના નિવૃત્ત પ્રાધ્યાપક છે. લેખમાંના વિચારો તેમના અંગત છે.)",
            )
        )
        add(
            story(
                "photo",
                "/samachar/rajkot/1.4829002-tasviro-lok-melo",
                "તસવીરો: જસદણના લોકમેળામાં ઊમટી ભીડ",
                "2026-11-30",
                "2026-11-30T13:15:00Z",
                "2026-11-30 18:45",
                ["રાજેશ મકવાણા"],
                [
                    "FIG: ચકડોળમાં બેઠેલાં બાળકો | મેળાના પહેલા દિવસે ચકડોળ પર બાળકોની ભીડ.",
                    "FIG: રાસ રમતી મહિલાઓ | સાંજે મેદાનમાં પરંપરાગત રાસ.",
                    "જસદણમાં ત્રણ દિવસના લોકમેળાનો રવિવારે પ્રારંભ થયો.",
                ],
                "photo-story",
                section="રાજકોટ",
                byline_text="તસવીરો: રાજેશ મકવાણા",
            )
        )
        add(
            story(
                "kapas",
                "/samachar/rajkot/1.4829200-gondal-yard-kapas-avak",
                "ગોંડલ યાર્ડમાં કપાસની વિક્રમી આવક, ખેડૂતોને ભાવ ઓછા મળ્યાની ફરિયાદ",
                "2026-12-01",
                None,
                "2026-12-01 20:05",
                ["હિતેશ ચાવડા"],
                [
                    "ગોંડલ માર્કેટ યાર્ડમાં મંગળવારે એક જ દિવસમાં કપાસની ૨.૪ લાખ મણ આવક નોંધાઈ, જે આ સિઝનની સૌથી વધુ છે. યાર્ડની બહાર હાઈવે પર બે કિલોમીટર સુધી ટ્રેક્ટરોની કતાર લાગી હતી.",
                    'ખેડૂતોએ ફરિયાદ કરી કે આવક વધતાં વેપારીઓએ ભાવ ઘટાડી દીધા. વીરપુરના ખેડૂત મનસુખભાઈ રાદડિયાએ કહ્યું, "ગયા અઠવાડિયે ૧,૬૫૦ મળતા હતા, આજે ૧,૪૮૦માં વેચવું પડ્યું."',
                    "યાર્ડના ચેરમેને જણાવ્યું કે ભીડ ઘટાડવા માટે ગુરુવારથી ગામ પ્રમાણે ટોકન પદ્ધતિ અમલમાં મુકાશે. ટેકાના ભાવે ખરીદી કેન્દ્ર પણ આ અઠવાડિયે શરૂ થવાની શક્યતા છે.",
                ],
                "broken-jsonld-og-website",
                section="રાજકોટ",
                broken=True,
            )
        )
        add(
            story(
                "cricket",
                "/ramat/1.4828990-saurashtra-ranji-jit",
                "રણજી ટ્રોફી: સૌરાષ્ટ્રે મુંબઈને ૬ વિકેટે હરાવ્યું",
                "2026-11-30",
                "2026-11-30T12:40:00Z",
                "2026-11-30 18:10",
                ["પાર્થ દવે"],
                [
                    "ખંઢેરી સ્ટેડિયમમાં રમાયેલી રણજી ટ્રોફીની મેચમાં સૌરાષ્ટ્રે ચોથા દિવસે મુંબઈને ૬ વિકેટે હરાવી ગ્રુપમાં ટોચનું સ્થાન મેળવ્યું.",
                    "જીત માટે મળેલા ૨૧૪ રનના લક્ષ્યાંકનો પીછો કરતાં ઓપનર હાર્દિક દેસાઈએ અણનમ ૯૨ રન બનાવ્યા. ડાબોડી સ્પિનર યશ રાઠોડે મેચમાં કુલ ૮ વિકેટ ઝડપી.",
                    "કેપ્ટને કહ્યું કે ઘરઆંગણાની પિચ પર સ્પિનરોએ મેચ જિતાડી. સૌરાષ્ટ્રની હવે પછીની મેચ ૮ ડિસેમ્બરથી વડોદરામાં રમાશે.",
                ],
                "sports-report",
                section="રમત",
            )
        )
        add(
            story(
                "fee",
                "/samachar/rajkot/1.4828801-school-fee-samiti",
                "ફી નિયમન સમિતિએ ૧૨ ખાનગી શાળાને વધારાની ફી પરત કરવા આદેશ કર્યો",
                "2026-11-28",
                "2026-11-28T10:30:00Z",
                "2026-11-28 16:00",
                ["નિશા જોશી"],
                [
                    "ઝોનલ ફી નિયમન સમિતિએ રાજકોટની ૧૨ ખાનગી શાળાઓને નિયત મર્યાદાથી વધુ વસૂલેલી ફી વાલીઓને ૩૦ દિવસમાં પરત કરવા આદેશ કર્યો છે.",
                    "સમિતિ સમક્ષ વાલી મંડળે ૮૦થી વધુ ફરિયાદો રજૂ કરી હતી. કેટલીક શાળાઓએ 'પ્રવૃત્તિ ફી' અને 'સ્માર્ટ ક્લાસ ફી'ના નામે વર્ષે ૧૫,૦૦૦ રૂપિયા સુધી વધારાની રકમ લીધી હતી.",
                    "શાળા સંચાલક મંડળે જણાવ્યું કે તેઓ આદેશ સામે અપીલ કરશે.",
                ],
                "correction-appended",
                section="રાજકોટ",
                correction="સુધારો: આ સમાચારની અગાઉની આવૃત્તિમાં શાળાઓની સંખ્યા ૧૫ લખાઈ હતી; સાચી સંખ્યા ૧૨ છે.",
            )
        )

    # templates
    def head(self, doc: Doc) -> str:
        out = [
            f'<meta name="description" content="{esc(self.lede(doc) or doc.title)}">',
            f'<link rel="canonical" href="{esc(self.url(doc.key))}">',
        ]
        if doc.is_article:
            og = "website" if doc.extra.get("broken") else "article"
            out.append(f'<meta property="og:type" content="{og}">')
            out.append(f'<meta property="og:title" content="{esc(doc.title)}">')
            if doc.extra.get("broken"):
                out.append(
                    '<script type="application/ld+json">{"@context":"https://schema.org","@type":"NewsArticle","headline":"'
                    + esc(doc.title)
                    + '","datePublished":"2026-12-01T14:35:00Z",,"author":[{"@type":"Person","name":"'
                    + "હિતેશ ચાવડા"
                    + '"}]</script>'
                )
            else:
                ld = {
                    "@context": "https://schema.org",
                    "@type": "NewsArticle",
                    "headline": doc.title,
                    "datePublished": doc.iso,
                    "author": [{"@type": "Person", "name": a} for a in doc.authors]
                    or [{"@type": "Organization", "name": SITE}],
                    "publisher": {"@type": "Organization", "name": SITE},
                }
                out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        elif doc.extra.get("ld_lie"):
            out.append('<meta property="og:type" content="article">')
            ld = {
                "@context": "https://schema.org",
                "@type": "NewsArticle",
                "headline": doc.title,
                "datePublished": doc.extra["ld_lie"],
                "author": [{"@type": "Organization", "name": SITE}],
            }
            out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        else:
            out.append('<meta property="og:type" content="website">')
        return "\n".join(out)

    def cid(self, doc: Doc) -> str:
        tail = doc.path.rsplit("/", 1)[-1]
        return tail.split("-")[0].split("?")[0] if tail.startswith("1.") else "1.4800001"

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f"<li>{self.a(k, t, 'chrome:nav')}</li>"
            for k, t in [
                ("home", "હોમ"),
                ("rajkot", "રાજકોટ"),
                ("yard", "યાર્ડના ભાવ"),
                ("rashifal", "રાશિફળ"),
                ("besnu", "બેસણું"),
                ("epaper", "ઈ-પેપર"),
            ]
        )
        latest = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'chrome:rail')}</li>"
            for k in ["pani", "kapas", "cricket", "rasto"]
            if k != doc.key
        )
        return f"""<!DOCTYPE html>
<html lang="gu">
<head>
<meta charset="utf-8">
<title>{esc(doc.title)} | {SITE}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
{self.head(doc)}
<link rel="stylesheet" href="/polopoly_fs/7.1.3!/css/site.css">
<style>/*PAD*/</style>
</head>
<body class="p_page" data-content-id="{self.cid(doc)}" data-site-id="1.4800001">
<header class="p_header"><div class="p_logo">{self.a("home", SITE, "chrome:header")}</div>
<p class="p_today">બુધવાર, ૨ ડિસેમ્બર, ૨૦૨૬ · માગશર સુદ બારસ</p>
<nav class="p_nav"><ul>{nav}</ul></nav>
<form class="p_search" action="/search" method="get"><input name="q" placeholder="શોધો"><button>શોધો</button></form>
</header>
<div class="p_main"><div class="p_content">
{main}
</div>
<aside class="p_sidebar"><div class="p_box"><h3>તાજા સમાચાર</h3><ul>{latest}</ul></div>
<div class="p_box ad" data-ad-slot="rhs_300x250"></div></aside></div>
<footer class="p_footer"><ul><li>{self.a("sampark", "સંપર્ક", "chrome:footer")}</li><li>{self.a("epaper", "ઈ-પેપર", "chrome:footer")}</li><li><a href="/privacy/1.4800060">ગોપનીયતા નીતિ</a></li><li><a href="/rss/1.4800002.xml">RSS</a></li></ul>
<p>&copy; ૨૦૨૬ {SITE}. સર્વ હક્ક સ્વાધીન.</p></footer>
</body>
</html>
"""

    def story_main(self, doc: Doc) -> str:
        cid = self.cid(doc)
        img_id = cid[:-1] + str((int(cid[-1]) + 1) % 10)
        if doc.extra.get("byline_text"):
            byline = f'<div class="p_byline">{esc(doc.extra["byline_text"])}</div>'
        elif doc.authors and not doc.extra.get("signed"):
            names = [self.a("lekhak", a, "byline") if a == "ભાવેશ પટેલ" else esc(a) for a in doc.authors]
            byline = f'<div class="p_byline">{" અને ".join(names)}, રાજકોટ</div>'
        else:
            byline = ""
        tail = ""
        if doc.extra.get("credit"):
            tail += f'<p class="p_source">{esc(doc.extra["credit"])}</p>'
        if doc.extra.get("signed"):
            tail += f'<p class="p_signature"><strong>{esc(doc.extra["signed"])}</strong></p><p class="p_bio"><em>{esc(doc.extra["bio"])}</em></p>'
        if doc.extra.get("correction"):
            tail += f'<div class="p_correction">{esc(doc.extra["correction"])}</div>'
        sec_link = self.a("rajkot", "રાજકોટ", "chrome:breadcrumb") if doc.section == "રાજકોટ" else esc(doc.section)
        rel = [k for k, d in self.docs.items() if d.is_article and k != doc.key][:3]
        related = "".join(f'<li class="p_teaser">{self.a(k, self.docs[k].title, "chrome:related")}</li>' for k in rel)
        return f"""<nav class="p_breadcrumb">{self.a("home", "હોમ", "chrome:breadcrumb")} › {sec_link}</nav>
<article class="p_article" data-content-id="{cid}">
<h1 class="p_headline">{esc(doc.title)}</h1>
{byline}
<div class="p_dateline">અપડેટેડ: <span class="p_date">{gu_date(doc.stamp)}</span> IST</div>
<figure class="p_image"><img src="/image/policy:{img_id}:1764600000/image.jpg?f=16x9&amp;w=1200&amp;$p$f$w=8a1b2c3" alt=""></figure>
<div class="p_body" itemprop="articleBody">
{self.blocks(doc)}
{tail}
</div>
<div class="p_share"><a href="https://wa.me/?text={esc(self.url(doc.key))}">WhatsApp</a> <a href="https://www.facebook.com/sharer.php?u={esc(self.url(doc.key))}">Facebook</a></div>
</article>
<section class="p_related"><h2>આ પણ વાંચો</h2><ul class="p_teaser_list">{related}</ul></section>"""

    def teaser(self, key: str) -> str:
        d = self.docs[key]
        return f"""<li class="p_teaser" data-content-id="{self.cid(d)}"><h2>{self.a(key, d.title, "content")}</h2>
<span class="p_time">{gu_date(d.stamp)}</span><p>{esc(self.lede(d))}</p></li>"""

    def listing_main(self, doc: Doc) -> str:
        items = "\n".join(self.teaser(k) for k in doc.extra["list"])
        top = f'<h1 class="p_section_title">{esc(doc.title)}</h1>'
        if doc.kind == "author":
            top += f'<div class="p_author_bio"><p>{esc(doc.extra["bio"])}</p></div>'
        if doc.kind == "search":
            top += f'<p class="p_search_info">"પાણી" માટે {len(doc.extra["list"])} પરિણામ</p>'
        if doc.key == "home":
            promo = [
                self.a("yard", "આજના યાર્ડના ભાવ", "content"),
                self.a("rashifal", "આજનું રાશિફળ", "content"),
                self.a("search", "લોકપ્રિય શોધ: પાણી", "content"),
            ]
            top = f'<div class="p_promo">{" | ".join(promo)}</div>'
        pager = ""
        if doc.extra.get("more"):
            pager = f'<div class="p_pager">{self.a(doc.extra["more"], "વધુ સમાચાર »", "content")}</div>'
        if doc.extra.get("prev"):
            pager = f'<div class="p_pager">{self.a(doc.extra["prev"], "« અગાઉનું પાનું", "content")} <span>2</span></div>'
        return f"""{top}
<ul class="p_teaser_list">
{items}
</ul>{pager}"""

    def service_main(self, doc: Doc) -> str:
        return f"""<nav class="p_breadcrumb">{self.a("home", "હોમ", "chrome:breadcrumb")}</nav>
<div class="p_article p_static" data-content-id="{self.cid(doc)}"><h1 class="p_headline">{esc(doc.title)}</h1>
<div class="p_body">
{self.blocks(doc)}
</div></div>"""
