# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; Tamil text and typographic quotes are deliberate)
"""மின்னல் செய்தி Minnal Seithi: a Chennai Tamil news site on **WordPress 6 with the Jannah theme** (`#tie-wrapper`,
`entry-header-outer`, `post-title entry-title`, `single-post-meta`, `entry-content entry clearfix`, `post-components`,
`/%category%/%postname%/` permalinks, one slug in **percent-encoded Tamil**, `/category/cinema/page/2/`, `/tag/…/`,
`/author/…/`, `/?s=`), Tamil, UTF-8. Dates are printed "டிசம்பர் 4, 2026" (WordPress `F j, Y`, no time). Yoast
`@graph` JSON-LD and `article:published_time` carry **UTC** (`+00:00`, Yoast prints `post_date_gmt`): the film review,
up at 00:30 on 4 Dec in Chennai, is stamped 2026-12-03T19:00:00+00:00. Author users "சினிமா டெஸ்க்", "Web Desk"
and "admin" (the gold brief, which prints no byline) are desks, not people. A photo gallery (captions only) and
the daily rasi-palan (horoscope, a paragraph per sign) are not articles; the cinema gossip post (a blind item with a
headline, a date and five paragraphs) is."""

from __future__ import annotations

import datetime as dt
from typing import Any

from common import Base, jsonld, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["rain", "gossip", "review", "delta", "itpark", "gold", "interview", "ooty"]
SITE = "மின்னல் செய்தி"
IST = dt.timezone(dt.timedelta(hours=5, minutes=30))
GOSSIP_SLUG = "%e0%ae%95%e0%af%8b%e0%ae%b2%e0%ae%bf%e0%ae%b5%e0%af%81%e0%ae%9f%e0%af%8d-%e0%ae%95%e0%ae%bf%e0%ae%9a%e0%af%81%e0%ae%95%e0%ae%bf%e0%ae%9a%e0%af%81-%e0%ae%b9%e0%af%80%e0%ae%b0%e0%af%8b-%e0%ae%87%e0%ae%af%e0%ae%95%e0%af%8d%e0%ae%95%e0%af%81%e0%ae%a8%e0%ae%b0%e0%af%8d-%e0%ae%ae%e0%af%8b%e0%ae%a4%e0%ae%b2%e0%af%8d"
MONTHS = {11: "நவம்பர்", 12: "டிசம்பர்"}
USERS = {
    "க. அருண்குமார்": (
        "arunkumar",
        "க. அருண்குமார் மின்னல் செய்தியின் சென்னை நிருபர். வானிலை, போக்குவரத்து, உள்ளாட்சி தொடர்பான செய்திகளை எழுதி வருகிறார்.",
    ),
    "ரா. விஜயலட்சுமி": ("vijayalakshmi", "ரா. விஜயலட்சுமி திரைப்படம், இசை, கலை தொடர்பான கட்டுரைகளையும் விமர்சனங்களையும் எழுதுகிறார்."),
    "செ. மணிகண்டன்": ("manikandan", "செ. மணிகண்டன் தஞ்சாவூர் செய்தியாளர். டெல்டா விவசாயம் குறித்துத் தொடர்ந்து எழுதி வருகிறார்."),
    "சினிமா டெஸ்க்": ("cinemadesk", ""),
    "Web Desk": ("webdesk", ""),
    "admin": ("admin", ""),
}


def wp_date(when: str) -> str:
    d = dt.datetime.strptime(when, "%Y-%m-%d %H:%M")
    return f"{MONTHS[d.month]} {d.day}, {d.year}"


def gmt(when: str) -> str:
    d = dt.datetime.strptime(when, "%Y-%m-%d %H:%M").replace(tzinfo=IST)
    return d.astimezone(dt.UTC).strftime("%Y-%m-%dT%H:%M:%S+00:00")


def wpstory(
    key: str,
    path: str,
    title: str,
    when: str,
    user: str,
    authors: list[str],
    lines: list[str],
    shape: str,
    **extra: Any,
) -> Doc:
    """A post written at `when` (Chennai time) by the WordPress user `user`; Yoast prints its time in UTC."""
    return story(key, path, title, when[:10], gmt(when), wp_date(when), authors, lines, shape, user=user, **extra)


class Minnal(Base):
    origin = "https://www.minnalseithi.test"
    name = SITE
    prefix = "mns"
    language = "ta"
    content_type = "text/html; charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "mns",
            [
                "#tie-wrapper",
                ".main-nav .menu li",
                ".entry-header .post-title",
                ".entry-content p",
                ".single-post-meta .meta-item",
                ".mag-box .post-item",
                ".about-author",
                "#related-posts .related-item",
                "#footer .widget",
                ".tie-slick-slider",
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
                "jannah-home-blocks",
                list=[
                    "rain",
                    "gold",
                    "review",
                    "gossip",
                    "delta",
                    "itpark",
                    "ooty",
                    "interview",
                    "gallery",
                    "horoscope",
                ],
            )
        )
        add(
            page(
                "cinema",
                "/category/cinema/",
                "section",
                "சினிமா",
                "wp-category",
                list=["review", "gossip", "interview"],
                more="cinema2",
            )
        )
        add(
            page(
                "cinema2",
                "/category/cinema/page/2/",
                "section",
                "சினிமா",
                "wp-category-page2",
                list=[],
                older=[
                    (
                        "/cinema/director-new-project-announcement/",
                        "பிரபல இயக்குநரின் அடுத்த படம்: அறிவிப்பு வெளியானது",
                        "நவம்பர் 30, 2026",
                    ),
                    (
                        "/cinema/box-office-weekend-collection/",
                        "வார இறுதி பாக்ஸ் ஆபீஸ்: முதலிடத்தில் எந்தப் படம்?",
                        "நவம்பர் 30, 2026",
                    ),
                    (
                        "/cinema/music-launch-event-chennai/",
                        "சென்னையில் இசை வெளியீட்டு விழா: நட்சத்திரங்கள் அணிவகுப்பு",
                        "நவம்பர் 29, 2026",
                    ),
                    ("/cinema/ott-releases-this-week/", "இந்த வாரம் ஓடிடியில் வெளியாகும் படங்கள்", "நவம்பர் 28, 2026"),
                    (
                        "/cinema/veteran-actor-birthday-tribute/",
                        "மூத்த நடிகருக்குப் பிறந்தநாள்: திரையுலகினர் வாழ்த்து",
                        "நவம்பர் 27, 2026",
                    ),
                ],
            )
        )
        add(
            page(
                "tag",
                "/tag/chennai-rain/",
                "tag",
                "சென்னை மழை",
                "wp-tag",
                list=["rain"],
                older=[
                    (
                        "/tamilnadu/chennai-lake-levels-rise/",
                        "சென்னை ஏரிகளின் நீர்மட்டம் உயர்வு: செம்பரம்பாக்கத்தில் 80% நிரம்பியது",
                        "நவம்பர் 29, 2026",
                    ),
                    (
                        "/tamilnadu/velachery-flooding-residents/",
                        "வேளச்சேரியில் மழைநீர் தேக்கம்: குடியிருப்புவாசிகள் அவதி",
                        "நவம்பர் 24, 2026",
                    ),
                ],
            )
        )
        add(page("author", "/author/arunkumar/", "author", "க. அருண்குமார்", "wp-author-archive", list=["rain", "ooty"]))
        add(page("search", "/?s=மழை", "search", "தேடல் முடிவுகள்: மழை", "wp-search", list=["rain", "ooty", "delta"]))
        add(
            page(
                "gallery",
                "/photo-gallery/karthigai-deepam-thiruvannamalai-photos/",
                "gallery",
                "திருவண்ணாமலை கார்த்திகை தீபத் திருவிழா: புகைப்படத் தொகுப்பு",
                "wp-gallery-post-captions-only",
                photos=[
                    "மலை உச்சியில் ஏற்றப்பட்ட மகா தீபம்",
                    "கிரிவலப் பாதையில் திரண்ட பக்தர்கள்",
                    "கோயில் ராஜகோபுரத்தில் ஒளிரும் விளக்குகள்",
                    "தீபம் ஏற்றுவதற்கு முன் நடந்த சிறப்புப் பூஜை",
                    "அகல் விளக்குகளுடன் பெண் பக்தர்கள்",
                    "வாணவேடிக்கையில் ஜொலித்த திருவண்ணாமலை நகரம்",
                ],
                stamp="டிசம்பர் 3, 2026",
            )
        )
        add(
            page(
                "horoscope",
                "/rasi-palan/today-rasi-palan-04-12-2026/",
                "horoscope",
                "இன்றைய ராசி பலன் - டிசம்பர் 4, 2026 (வெள்ளிக்கிழமை)",
                "daily-rasi-palan-h3-per-sign",
                [
                    "### மேஷம்",
                    "எதிர்பார்த்த பணவரவு தாமதமாகலாம். குடும்பத்தில் பெரியவர்களின் ஆலோசனை கை கொடுக்கும். அதிர்ஷ்ட நிறம்: சிவப்பு.",
                    "### ரிஷபம்",
                    "அலுவலகத்தில் உங்கள் திறமைக்கு அங்கீகாரம் கிடைக்கும். பயணங்களில் கவனம் தேவை. அதிர்ஷ்ட எண்: 6.",
                    "### மிதுனம்",
                    "நண்பர்களின் உதவியால் நீண்ட நாள் பிரச்சினை தீரும். உடல்நலத்தில் அக்கறை காட்டுங்கள்.",
                    "### கடகம்",
                    "வீட்டில் சுப நிகழ்ச்சிக்கான பேச்சு தொடங்கும். வியாபாரத்தில் புதிய வாடிக்கையாளர்கள் அறிமுகமாவர்.",
                    "### சிம்மம்",
                    "வேலைப்பளு அதிகரிக்கும். கோபத்தைக் கட்டுப்படுத்துவது நல்லது. மாலையில் மகிழ்ச்சியான செய்தி வரும்.",
                    "### கன்னி",
                    "கடன் பிரச்சினை குறையும். பிள்ளைகளின் படிப்பில் முன்னேற்றம் தெரியும். அதிர்ஷ்ட நிறம்: பச்சை.",
                    "### துலாம்",
                    "புதிய முயற்சிகளுக்கு உகந்த நாள். வாழ்க்கைத் துணையின் ஆதரவு கிடைக்கும்.",
                    "### விருச்சிகம்",
                    "செலவுகள் கூடும். முக்கிய முடிவுகளைத் தள்ளிப்போடுவது நல்லது.",
                    "### தனுசு",
                    "தொழிலில் லாபம் அதிகரிக்கும். உறவினர்களால் ஆதாயம் உண்டு. அதிர்ஷ்ட எண்: 3.",
                    "### மகரம்",
                    "அரசு தொடர்பான வேலைகள் சுமுகமாக முடியும். வாகனப் பயணத்தில் நிதானம் தேவை.",
                    "### கும்பம்",
                    "நீண்ட நாள் சந்திக்காத நண்பரைச் சந்திப்பீர்கள். பண விஷயங்களில் எச்சரிக்கை அவசியம்.",
                    "### மீனம்",
                    "ஆன்மிகப் பயணம் மேற்கொள்ள வாய்ப்பு உண்டு. குடும்பத்தில் அமைதி நிலவும்.",
                ],
                stamp="டிசம்பர் 4, 2026",
            )
        )
        add(
            page(
                "privacy",
                "/privacy-policy/",
                "policy",
                "தனியுரிமைக் கொள்கை",
                "wp-page-policy",
                [
                    "கடைசியாகப் புதுப்பிக்கப்பட்டது: ஜூலை 10, 2026",
                    "மின்னல் செய்தி இணையதளத்தைப் பயன்படுத்தும் வாசகர்களின் தனிப்பட்ட தகவல்களைப் பாதுகாப்பதில் நாங்கள் உறுதியாக உள்ளோம். நாங்கள் சேகரிக்கும் தகவல்கள், அவற்றைப் பயன்படுத்தும் விதம் ஆகியவை இந்தப் பக்கத்தில் விளக்கப்பட்டுள்ளன.",
                    "## குக்கீகள்",
                    "தளத்தின் செயல்பாட்டை மேம்படுத்தவும் விளம்பரங்களைக் காட்டவும் நாங்கள் குக்கீகளைப் பயன்படுத்துகிறோம். உங்கள் உலாவியின் அமைப்புகளில் குக்கீகளை முடக்கலாம்.",
                    "## தொடர்புக்கு",
                    "தனியுரிமை தொடர்பான கேள்விகளுக்கு privacy@minnalseithi.test என்ற மின்னஞ்சல் முகவரிக்கு எழுதவும்.",
                ],
            )
        )

        add(
            wpstory(
                "rain",
                "/tamilnadu/chennai-heavy-rain-alert-8-districts/",
                "சென்னை உள்பட 8 மாவட்டங்களுக்கு கனமழை எச்சரிக்கை: பள்ளிகளுக்கு விடுமுறை",
                "2026-12-04 07:30",
                "க. அருண்குமார்",
                ["க. அருண்குமார்"],
                [
                    "வங்கக்கடலில் உருவாகியுள்ள காற்றழுத்தத் தாழ்வு மண்டலம் காரணமாக சென்னை, திருவள்ளூர், காஞ்சிபுரம், செங்கல்பட்டு உள்பட 8 மாவட்டங்களுக்கு இன்று கனமழைக்கான ஆரஞ்சு எச்சரிக்கை விடுக்கப்பட்டுள்ளது. இதையடுத்து இந்த மாவட்டங்களில் பள்ளிகளுக்கு இன்று விடுமுறை அறிவிக்கப்பட்டுள்ளது.",
                    "சென்னை மண்டல வானிலை ஆய்வு மையம் வெளியிட்டுள்ள அறிக்கையில், “தென்மேற்கு வங்கக்கடலில் நிலைகொண்டுள்ள காற்றழுத்தத் தாழ்வு மண்டலம் அடுத்த 24 மணி நேரத்தில் மேற்கு-வடமேற்கு திசையில் நகர்ந்து வட தமிழகக் கடலோரப் பகுதியை நெருங்கக்கூடும். இதனால் கடலோர மாவட்டங்களில் ஓரிரு இடங்களில் மிக கனமழை பெய்ய வாய்ப்புள்ளது” என்று தெரிவிக்கப்பட்டுள்ளது.",
                    "## எந்தெந்த மாவட்டங்களுக்கு எச்சரிக்கை?",
                    "- சென்னை, திருவள்ளூர், காஞ்சிபுரம், செங்கல்பட்டு: ஆரஞ்சு எச்சரிக்கை",
                    "- விழுப்புரம், கடலூர், மயிலாடுதுறை, நாகப்பட்டினம்: ஆரஞ்சு எச்சரிக்கை",
                    "- திருவண்ணாமலை, வேலூர், ராணிப்பேட்டை: மஞ்சள் எச்சரிக்கை",
                    "நேற்று இரவு முதல் சென்னையின் பல பகுதிகளில் மிதமான மழை பெய்து வருகிறது. அதிகபட்சமாக எண்ணூரில் 9 செ.மீ., மீனம்பாக்கத்தில் 6 செ.மீ. மழை பதிவாகியுள்ளது. வேளச்சேரி, தாம்பரம் உள்ளிட்ட தாழ்வான பகுதிகளில் சாலைகளில் மழைநீர் தேங்கியதால் போக்குவரத்து பாதிக்கப்பட்டது.",
                    "FIG: சென்னை மழை | வேளச்சேரி பிரதான சாலையில் தேங்கிய மழைநீர். படம்: மின்னல் செய்தி",
                    "மழையை எதிர்கொள்ள சென்னை மாநகராட்சி சார்பில் 1,200 மோட்டார் பம்புகள் தயார் நிலையில் வைக்கப்பட்டுள்ளதாக மாநகராட்சி ஆணையர் தெரிவித்தார். மழை தொடர்பான புகார்களுக்கு 1913 என்ற உதவி எண்ணைத் தொடர்புகொள்ளலாம் என்றும் அவர் கூறினார்.",
                    "புறநகர் ரயில் சேவைகள் வழக்கம்போல இயக்கப்படும் என்று ரயில்வே நிர்வாகம் தெரிவித்துள்ளது. எனினும் தண்டவாளங்களில் மழைநீர் தேங்கினால் சேவைகள் தாமதமாகலாம் என்று பயணிகளுக்கு அறிவுறுத்தப்பட்டுள்ளது.",
                    'RAW:<div class="tie-box"><strong>இதையும் படிக்கலாமே:</strong> <a href="/tamilnadu/chennai-lake-levels-rise/">சென்னை ஏரிகளின் நீர்மட்டம் உயர்வு</a></div>',
                    "மீனவர்கள் அடுத்த மூன்று நாட்களுக்குக் கடலுக்குச் செல்ல வேண்டாம் என்று மீன்வளத் துறை அறிவுறுத்தியுள்ளது. ஏற்கெனவே கடலுக்குச் சென்றவர்கள் உடனடியாகக் கரை திரும்புமாறு கேட்டுக்கொள்ளப்பட்டுள்ளனர்.",
                ],
                "wp-jannah-list-updated-line",
                section="தமிழ்நாடு",
                cat="tamilnadu",
                updated="டிசம்பர் 4, 2026",
                tag=True,
            )
        )
        add(
            wpstory(
                "gossip",
                f"/cinema/{GOSSIP_SLUG}/",
                "கோலிவுட் கிசுகிசு: ஹீரோ-இயக்குநர் மோதல்; பாதியில் நின்ற படப்பிடிப்பு",
                "2026-12-03 18:10",
                "சினிமா டெஸ்க்",
                [],
                [
                    "பெரிய பட்ஜெட்டில் உருவாகி வரும் ஒரு ஆக்‌ஷன் படத்தின் படப்பிடிப்பு, ஹீரோவுக்கும் இயக்குநருக்கும் இடையே ஏற்பட்ட கருத்து வேறுபாட்டால் கடந்த ஒரு வாரமாக நின்றுபோயுள்ளதாகக் கோடம்பாக்கத்தில் பேச்சு அடிபடுகிறது.",
                    "ஹைதராபாத்தில் அமைக்கப்பட்ட பிரம்மாண்ட செட்டில் கிளைமாக்ஸ் சண்டைக் காட்சி படமாக்கப்பட இருந்த நிலையில், கதையின் இறுதிப் பகுதியை மாற்ற வேண்டும் என்று ஹீரோ தரப்பில் வலியுறுத்தப்பட்டதாம். ஏற்கெனவே இரண்டு முறை திரைக்கதையை மாற்றிவிட்டதால், இனி மாற்ற முடியாது என்று இயக்குநர் உறுதியாக மறுத்துவிட்டாராம்.",
                    "இதனால் கோபமடைந்த ஹீரோ, படப்பிடிப்புத் தளத்திலிருந்து பாதியிலேயே கிளம்பி சென்னை திரும்பிவிட்டதாகக் கூறப்படுகிறது. செட் வாடகை, துணை நடிகர்களின் சம்பளம் என்று நாளொன்றுக்குப் பல லட்சம் ரூபாய் நஷ்டம் ஏற்படுவதால் தயாரிப்பு நிறுவனம் கவலையில் உள்ளதாம்.",
                    "இருவருக்கும் இடையே சமரசம் செய்ய தயாரிப்பாளர் தரப்பில் முயற்சி நடந்து வருகிறது. பொங்கல் வெளியீட்டுக்குத் திட்டமிடப்பட்ட இந்தப் படம், இந்தப் பிரச்சினையால் கோடை விடுமுறைக்குத் தள்ளிப்போகலாம் என்றும் விநியோகஸ்தர்கள் வட்டாரத்தில் பேசப்படுகிறது.",
                    "இது குறித்து படக்குழு தரப்பில் இதுவரை அதிகாரப்பூர்வமாக எதுவும் தெரிவிக்கப்படவில்லை. அந்த ஹீரோ யார் என்பதை ரசிகர்கள் இந்நேரம் ஊகித்திருப்பார்கள்!",
                ],
                "cinema-gossip-blind-item-desk-user-encoded-slug",
                section="சினிமா",
                cat="cinema",
            )
        )
        add(
            wpstory(
                "review",
                "/cinema/megaveli-movie-review/",
                "மேகவெளி விமர்சனம்: மெதுவாக நகர்ந்தாலும் மனதைத் தொடும் பயணம்",
                "2026-12-04 00:30",
                "ரா. விஜயலட்சுமி",
                ["ரா. விஜயலட்சுமி"],
                [
                    "கொடைக்கானல் மலைப் பகுதியில் ஒரு சிறிய தபால் நிலையத்தில் பணியாற்றும் தபால்காரர் சந்திரன் (கதிர் மோகன்). ஓய்வு பெற இன்னும் ஒரு மாதமே இருக்கும் நிலையில், முகவரி தெரியாத ஒரு பழைய கடிதம் அவர் கையில் கிடைக்கிறது. முப்பது ஆண்டுகளுக்கு முன் எழுதப்பட்ட அந்தக் கடிதத்தை உரியவரிடம் சேர்க்க அவர் மேற்கொள்ளும் பயணமே ‘மேகவெளி’.",
                    "அறிமுக இயக்குநர் செந்தில் நாதன், ஒரு எளிய கதையை நிதானமாகவும் நேர்த்தியாகவும் சொல்லியிருக்கிறார். முதல் பாதியில் மலைக் கிராமத்து மனிதர்களின் வாழ்க்கை, அவர்களுக்கும் சந்திரனுக்கும் இடையிலான உறவு என்று படம் அமைதியாக நகர்கிறது. சில இடங்களில் இந்த நிதானம் பொறுமையைச் சோதித்தாலும், இரண்டாம் பாதியில் கடிதத்தின் பின்னணி வெளிப்படும்போது படம் வேகமெடுக்கிறது.",
                    "## நடிப்பு",
                    "கதிர் மோகனுக்கு இது வாழ்நாள் கதாபாத்திரம் என்றே சொல்லலாம். பேச்சைவிட பார்வையிலும் மௌனத்திலும் அவர் வெளிப்படுத்தும் உணர்வுகள் அபாரம். கடிதத்தை எழுதிய பெண்ணின் மகளாக வரும் நிவேதா ராஜ், குறைந்த காட்சிகளிலேயே கவனம் ஈர்க்கிறார். தேநீர்க்கடை நடத்தும் முதியவராக வரும் மூத்த நடிகர் பாண்டியன், ஆங்காங்கே சிரிக்க வைக்கிறார்.",
                    "## தொழில்நுட்பம்",
                    "ஒளிப்பதிவாளர் அருள் செல்வம், மூடுபனி சூழ்ந்த மலைப்பாதைகளையும் மழைக்காலக் காட்சிகளையும் ஓவியம் போல் படம்பிடித்திருக்கிறார். இசையமைப்பாளர் ஜோஷ்வா பிரகாஷின் பின்னணி இசை படத்தின் உயிர்நாடி. ‘கடிதம் ஒன்று’ பாடல் படம் முடிந்த பிறகும் மனதில் ஒலிக்கிறது. எடிட்டிங்கில் முதல் பாதியை இன்னும் பத்து நிமிடங்கள் குறைத்திருக்கலாம்.",
                    "கிளைமாக்ஸ் காட்சி எதிர்பார்த்த முடிவை நோக்கியே செல்கிறது என்றாலும், அது சொல்லப்பட்ட விதம் நெகிழ வைக்கிறது. வணிக ரீதியான மசாலா அம்சங்கள் எதுவும் இல்லாத இந்தப் படம், அமைதியான ஒரு அனுபவத்தை விரும்புபவர்களுக்கு நல்ல விருந்து.",
                    "படத்தின் வசனங்கள் இயல்பாகவும் அளவாகவும் இருப்பது கூடுதல் பலம். தபால் நிலையத்தில் நடக்கும் சிறு சிறு உரையாடல்கள் மூலமே அந்த ஊரின் வாழ்க்கையை இயக்குநர் நமக்குக் காட்டிவிடுகிறார்.",
                    "மொத்தத்தில், ‘மேகவெளி’ மெதுவாக நகர்ந்தாலும் மனதைத் தொடும் ஒரு பயணம்.",
                    'RAW:<div class="review_wrap review-bottom"><div class="review-final-score"><h3>மதிப்பீடு</h3><span class="review-percentage">3.5/5</span></div><ul class="review-items"><li>கதை: 4/5</li><li>நடிப்பு: 4/5</li><li>இசை: 3.5/5</li><li>திரைக்கதை: 3/5</li></ul></div>',
                ],
                "film-review-rating-box-utc-crosses-midnight",
                section="சினிமா",
                cat="cinema",
            )
        )
        add(
            wpstory(
                "delta",
                "/tamilnadu/samba-crop-insurance-deadline-extended/",
                "சம்பா பயிர் காப்பீடு: டிசம்பர் 15 வரை கால அவகாசம் நீட்டிப்பு",
                "2026-12-02 13:15",
                "செ. மணிகண்டன்",
                ["செ. மணிகண்டன்"],
                [
                    "டெல்டா மாவட்டங்களில் சம்பா நெற்பயிருக்குக் காப்பீடு செய்வதற்கான கால அவகாசம் டிசம்பர் 15-ஆம் தேதி வரை நீட்டிக்கப்பட்டுள்ளது. விவசாயிகளின் கோரிக்கையை ஏற்று இந்த நீட்டிப்பை வழங்கியுள்ளதாக வேளாண்மைத் துறை அறிவித்துள்ளது.",
                    "பயிர் காப்பீட்டுத் திட்டத்தின் கீழ் சம்பா பயிருக்குக் காப்பீடு செய்ய நவம்பர் 30 கடைசி நாளாக அறிவிக்கப்பட்டிருந்தது. ஆனால் தொடர் மழை, அடங்கல் சான்று பெறுவதில் ஏற்பட்ட தாமதம், இணையதளக் கோளாறு போன்ற காரணங்களால் ஏராளமான விவசாயிகள் பதிவு செய்ய முடியாமல் தவித்தனர்.",
                    "தஞ்சாவூர் மாவட்டம் ஒரத்தநாட்டைச் சேர்ந்த விவசாயி ஆர். பாலசுப்பிரமணியன் கூறுகையில், “கடந்த வாரம் முழுவதும் கிராம நிர்வாக அலுவலகத்துக்கு அலைந்தும் அடங்கல் கிடைக்கவில்லை. கால அவகாசம் நீட்டிக்கப்பட்டது பெரிய நிம்மதி” என்றார்.",
                    "## எவ்வளவு செலுத்த வேண்டும்?",
                    "ஒரு ஏக்கர் சம்பா நெற்பயிருக்கு விவசாயிகள் ரூ.548 பிரீமியம் செலுத்த வேண்டும். இதற்கு அதிகபட்சமாக ரூ.36,500 வரை காப்பீட்டுத் தொகை கிடைக்கும். பொது சேவை மையங்கள், தொடக்க வேளாண்மைக் கூட்டுறவுக் கடன் சங்கங்கள் மற்றும் வங்கிகளில் பதிவு செய்யலாம்.",
                    "தஞ்சாவூர், திருவாரூர், நாகப்பட்டினம், மயிலாடுதுறை ஆகிய மாவட்டங்களில் இதுவரை சுமார் 3.2 லட்சம் ஏக்கருக்கு மட்டுமே காப்பீடு செய்யப்பட்டுள்ளது. இது மொத்த சாகுபடிப் பரப்பில் பாதிக்கும் குறைவு என்பதால், மீதமுள்ள விவசாயிகள் விரைந்து பதிவு செய்ய வேண்டும் என்று அதிகாரிகள் கேட்டுக்கொண்டுள்ளனர்.",
                    "காவிரி டெல்டா விவசாயிகள் சங்கத்தின் மாநிலச் செயலாளர் வெ. ஜீவானந்தம், காப்பீட்டு நிறுவனங்கள் இழப்பீட்டைக் கணக்கிடும் முறையில் வெளிப்படைத்தன்மை தேவை என்று வலியுறுத்தினார்.",
                    "கடந்த ஆண்டு பெய்த பருவம் தவறிய மழையால் பாதிக்கப்பட்ட பல விவசாயிகளுக்கு இன்னும் முழுமையான இழப்பீடு கிடைக்கவில்லை என்றும், அந்த நிலுவைத் தொகையை உடனடியாக வழங்க வேண்டும் என்றும் சங்கம் கோரிக்கை விடுத்துள்ளது.",
                ],
                "district-reporter-initial-name",
                section="தமிழ்நாடு",
                cat="tamilnadu",
            )
        )
        add(
            wpstory(
                "itpark",
                "/business/coimbatore-new-it-park-12000-jobs/",
                "கோவையில் புதிய ஐடி பூங்கா: 12,000 பேருக்கு வேலைவாய்ப்பு",
                "2026-12-03 11:00",
                "Web Desk",
                [],
                [
                    "கோவை சரவணம்பட்டி அருகே 18 ஏக்கர் பரப்பில் அமையவுள்ள புதிய தகவல் தொழில்நுட்பப் பூங்காவுக்கான அடிக்கல் நாட்டு விழா நேற்று நடைபெற்றது. ரூ.1,150 கோடி மதிப்பிலான இந்தத் திட்டம் மூலம் சுமார் 12,000 பேருக்கு நேரடி வேலைவாய்ப்பு கிடைக்கும் என்று எதிர்பார்க்கப்படுகிறது.",
                    "தனியார் நிறுவனமான நீலகிரி டெக் பார்க்ஸ், மாநில அரசின் தொழில் வழிகாட்டி அமைப்புடன் இணைந்து இந்தப் பூங்காவை அமைக்கிறது. முதல் கட்டமாக 8 லட்சம் சதுர அடியில் இரண்டு கட்டடங்கள் 2028-ஆம் ஆண்டுக்குள் கட்டி முடிக்கப்படும். இதில் இடம்பெற ஏற்கெனவே மூன்று பன்னாட்டு நிறுவனங்கள் ஒப்பந்தம் செய்துள்ளன.",
                    "விழாவில் பேசிய நிறுவனத்தின் நிர்வாக இயக்குநர் ஹரிஹரன் சுப்பிரமணியம், “சென்னை, பெங்களூரு போன்ற பெருநகரங்களுக்கு இணையான தொழில்நுட்பத் திறமை கோவையில் உள்ளது. இங்குள்ள பொறியியல் கல்லூரிகளில் இருந்து ஆண்டுதோறும் பல்லாயிரம் பேர் பட்டம் பெறுகின்றனர். அவர்கள் வேலைக்காக வெளியூர் செல்ல வேண்டிய நிலையை மாற்றுவதே எங்கள் நோக்கம்” என்றார்.",
                    "பூங்காவில் மழைநீர் சேகரிப்பு, சூரிய மின்சக்தி, மின்வாகனங்களுக்கான சார்ஜிங் வசதிகள் இடம்பெறும். ஊழியர்களின் வசதிக்காக அவிநாசி சாலையில் இருந்து இணைப்புப் பேருந்து சேவையும் இயக்கப்பட உள்ளது.",
                    "கோவையில் ஏற்கெனவே செயல்பட்டு வரும் ஐடி நிறுவனங்களில் சுமார் 55,000 பேர் பணியாற்றுகின்றனர். புதிய பூங்கா மூலம் நகரின் சுற்றுப்புறப் பகுதிகளில் வீட்டுமனை, வாடகை வீடுகளுக்கான தேவையும் அதிகரிக்கும் என்று ரியல் எஸ்டேட் துறையினர் தெரிவிக்கின்றனர்.",
                ],
                "web-desk-user-no-person",
                section="வணிகம்",
                cat="business",
            )
        )
        add(
            wpstory(
                "gold",
                "/business/gold-rate-today-december-4/",
                "தங்கம் விலை சவரனுக்கு ரூ.480 குறைவு",
                "2026-12-04 10:05",
                "admin",
                [],
                [
                    "சென்னையில் ஆபரணத் தங்கத்தின் விலை இன்று சவரனுக்கு ரூ.480 குறைந்து ரூ.97,120-க்கு விற்பனையாகிறது. கிராமுக்கு ரூ.60 குறைந்து ஒரு கிராம் ரூ.12,140-க்கு விற்கப்படுகிறது.",
                    "வெள்ளி விலை கிராமுக்கு ரூ.2 குறைந்து ரூ.168-க்கு விற்பனையாகிறது. சர்வதேசச் சந்தையில் தங்கத்தின் விலை சரிந்ததே இந்த விலைக் குறைவுக்குக் காரணம் என்று நகை வியாபாரிகள் தெரிவித்தனர்.",
                ],
                "brief-admin-user-no-byline",
                section="வணிகம்",
                cat="business",
                hide_author=True,
            )
        )
        add(
            wpstory(
                "interview",
                "/entertainment/carnatic-vocalist-vidya-interview-margazhi-season/",
                "“மார்கழி மேடை ஒவ்வொரு ஆண்டும் புதிய தேர்வு”: வித்யா சங்கரநாராயணன்",
                "2026-12-02 17:40",
                "ரா. விஜயலட்சுமி",
                ["ரா. விஜயலட்சுமி"],
                [
                    "சென்னையின் மார்கழி இசை விழா தொடங்க இன்னும் சில நாட்களே உள்ள நிலையில், இளம் கர்நாடக இசைக் கலைஞர் வித்யா சங்கரநாராயணன் இந்த ஆண்டு ஏழு சபாக்களில் கச்சேரி செய்கிறார். இசை, பயிற்சி, புதிய தலைமுறை ரசிகர்கள் குறித்து அவர் நம்மிடம் பகிர்ந்துகொண்டவை:",
                    "Q: இசைப் பயணம் எப்படித் தொடங்கியது? || என் பாட்டி வீட்டில் எப்போதும் வானொலியில் கச்சேரி ஒலித்துக்கொண்டே இருக்கும். ஐந்து வயதில் அவர்தான் முதல் பாடம் சொல்லிக்கொடுத்தார். பிறகு பன்னிரண்டு ஆண்டுகள் ஒரே குருவிடம் முறையாகக் கற்றேன். இன்றும் வாரம் ஒருமுறை அவரிடம் சென்று பாடிக் காட்டுவேன்.",
                    "Q: மார்கழி சீசன் உங்களுக்கு எவ்வளவு முக்கியம்? || ஒவ்வொரு ஆண்டும் அது ஒரு புதிய தேர்வு. ஒரே மாதத்தில் பல மேடைகள், பல விதமான ரசிகர்கள். ஒவ்வொரு கச்சேரிக்கும் வெவ்வேறு பாடல் பட்டியல் தயாரிப்பேன். இந்த ஆண்டு அரிதாகப் பாடப்படும் சில தமிழ்க் கீர்த்தனைகளையும் சேர்த்திருக்கிறேன்.",
                    "Q: இளைய தலைமுறையினர் கர்நாடக இசையை ரசிக்கிறார்களா? || நிச்சயமாக. சமூக ஊடகங்களில் சிறிய காணொளிகள் மூலம் பலர் அறிமுகமாகி, பிறகு நேரடியாகக் கச்சேரிக்கு வருகிறார்கள். ஆனால் ஒரு ராகத்தின் முழு ஆழத்தை உணர இரண்டு மணி நேரக் கச்சேரியில் அமர்ந்து கேட்பதுதான் சிறந்த வழி என்று அவர்களிடம் சொல்வேன்.",
                    "Q: பயிற்சிக்குத் தினமும் எவ்வளவு நேரம் ஒதுக்குகிறீர்கள்? || காலையில் குறைந்தது மூன்று மணி நேரம். சீசன் நேரத்தில் குரலைப் பாதுகாப்பதும் முக்கியம். அதனால் குளிர்ந்த உணவுகளைத் தவிர்த்து, போதுமான ஓய்வு எடுத்துக்கொள்வேன்.",
                    "Q: உங்களுக்குப் பிடித்த ராகம் எது? || ஒன்றை மட்டும் சொல்வது கடினம். ஆனால் காம்போதி ராகத்தில் பாடும்போது எனக்குள் ஒரு தனி அமைதி கிடைக்கிறது. இந்த சீசனில் ஒரு கச்சேரியில் அதை விரிவாகப் பாட இருக்கிறேன்.",
                    "Q: எதிர்காலத் திட்டம் என்ன? || கிராமப்புறப் பள்ளிக் குழந்தைகளுக்கு இலவசமாக இசை கற்றுத்தரும் ஒரு முயற்சியைத் தொடங்கியிருக்கிறேன். இசை சென்னை சபாக்களுக்குள் மட்டும் அடங்கிவிடக் கூடாது என்பதே என் விருப்பம்.",
                ],
                "interview-qa-wp",
                section="பொழுதுபோக்கு",
                cat="entertainment",
            )
        )
        add(
            wpstory(
                "ooty",
                "/tamilnadu/nilgiri-mountain-railway-resumes/",
                "நீலகிரி மலை ரயில் சேவை மீண்டும் தொடக்கம்: சுற்றுலாப் பயணிகள் மகிழ்ச்சி",
                "2026-12-01 09:20",
                "க. அருண்குமார்",
                ["க. அருண்குமார்"],
                [
                    "மண்சரிவு காரணமாக 12 நாட்களாக நிறுத்தி வைக்கப்பட்டிருந்த மேட்டுப்பாளையம்–உதகை மலை ரயில் சேவை இன்று முதல் மீண்டும் தொடங்கியது. முதல் ரயிலில் பயணம் செய்த சுற்றுலாப் பயணிகள் உற்சாகமாகக் கைதட்டி மகிழ்ச்சியை வெளிப்படுத்தினர்.",
                    "கடந்த மாதம் பெய்த தொடர் கனமழையால் கல்லாறு–குன்னூர் இடையே பல இடங்களில் மண்சரிவு ஏற்பட்டு, தண்டவாளத்தின் மீது பாறைகளும் மரங்களும் விழுந்தன. இதையடுத்து ரயில் சேவை நிறுத்தப்பட்டு, சீரமைப்புப் பணிகள் நடைபெற்று வந்தன.",
                    "ரயில்வே அதிகாரிகள் கூறுகையில், “சுமார் 150 தொழிலாளர்கள் இரவு பகலாகப் பணியாற்றி தண்டவாளத்தைச் சீரமைத்தனர். பாதுகாப்புச் சோதனை ஓட்டம் வெற்றிகரமாக முடிந்ததையடுத்து சேவை மீண்டும் தொடங்கப்பட்டுள்ளது” என்றனர்.",
                    "மலை ரயில் தினமும் காலை 7.10 மணிக்கு மேட்டுப்பாளையத்தில் இருந்து புறப்பட்டு பகல் 12 மணிக்கு உதகையை அடையும். மறுமார்க்கத்தில் உதகையில் இருந்து பிற்பகல் 2 மணிக்குப் புறப்படும். டிசம்பர் விடுமுறைக் காலத்தை முன்னிட்டு முன்பதிவு டிக்கெட்டுகள் ஏற்கெனவே விற்றுத் தீர்ந்துவிட்டதாகக் கூறப்படுகிறது.",
                    "FIG: மலை ரயில் | குன்னூர் அருகே பாலத்தைக் கடக்கும் மலை ரயில் (கோப்புப் படம்)",
                    "உலகப் பாரம்பரியச் சின்னமாக அறிவிக்கப்பட்ட இந்த மலை ரயிலில் பயணம் செய்ய நாடு முழுவதிலிருந்தும் சுற்றுலாப் பயணிகள் வருகின்றனர். மழைக்காலத்தில் அடிக்கடி ஏற்படும் மண்சரிவுகளைத் தடுக்க நிரந்தரத் தடுப்புச் சுவர்கள் அமைக்க வேண்டும் என்று உள்ளூர் வர்த்தகர்கள் கோரிக்கை விடுத்துள்ளனர்.",
                ],
                "wp-jannah-standard",
                section="தமிழ்நாடு",
                cat="tamilnadu",
            )
        )

    # ----- templates -------------------------------------------------------------------------------------------
    def user_url(self, user: str) -> str:
        return f"/author/{USERS[user][0]}/"

    def author_link(self, user: str, zone: str) -> str:
        if user == "க. அருண்குமார்":
            return self.a("author", user, zone, 'class="author-name tie-icon"')
        return f'<a href="{self.user_url(user)}" class="author-name tie-icon">{esc(user)}</a>'

    def yoast(self, doc: Doc) -> str:
        url = self.url(doc.key)
        user = doc.extra["user"]
        person_id = f"{self.origin}/#/schema/person/{USERS[user][0]}"
        graph: list[dict[str, Any]] = [
            {
                "@type": "NewsArticle",
                "@id": f"{url}#article",
                "isPartOf": {"@id": url},
                "author": {"name": user, "@id": person_id},
                "headline": doc.title,
                "datePublished": doc.iso,
                "dateModified": doc.iso,
                "mainEntityOfPage": {"@id": url},
                "publisher": {"@id": f"{self.origin}/#organization"},
                "articleSection": [doc.section],
                "inLanguage": "ta",
            },
            {"@type": "WebPage", "@id": url, "url": url, "datePublished": doc.iso, "inLanguage": "ta"},
            {"@type": "Organization", "@id": f"{self.origin}/#organization", "name": SITE, "url": self.origin + "/"},
            {"@type": "Person", "@id": person_id, "name": user, "url": self.origin + self.user_url(user)},
        ]
        return jsonld({"@context": "https://schema.org", "@graph": graph}, "yoast-schema-graph")

    def frame(self, doc: Doc, main: str) -> str:
        url = self.url(doc.key)
        metas = [
            f"<title>{esc(doc.title)} - {SITE}</title>",
            '<meta name="robots" content="index, follow, max-image-preview:large, max-snippet:-1, max-video-preview:-1">',
            f'<link rel="canonical" href="{esc(url)}">',
            '<meta property="og:locale" content="ta_IN">',
            f'<meta property="og:type" content="{"article" if doc.is_article or doc.kind == "gallery" else "website"}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:url" content="{esc(url)}">',
            f'<meta property="og:site_name" content="{SITE}">',
        ]
        if doc.is_article:
            metas.append(f'<meta property="article:published_time" content="{doc.iso}">')
            metas.append(f'<meta property="article:modified_time" content="{doc.iso}">')
            metas.append(f'<meta name="author" content="{esc(doc.extra["user"])}">')
            metas.append('<meta name="twitter:label1" content="Written by">')
            metas.append(f'<meta name="twitter:data1" content="{esc(doc.extra["user"])}">')
            metas.append(self.yoast(doc))
        nav = "".join(
            f'<li class="menu-item">{self.a(k, t, "nav")}</li>'
            if not k.startswith("/")
            else f'<li class="menu-item"><a href="{k}">{t}</a></li>'
            for k, t in (
                ("home", "முகப்பு"),
                ("/category/tamilnadu/", "தமிழ்நாடு"),
                ("/category/india/", "இந்தியா"),
                ("/category/world/", "உலகம்"),
                ("cinema", "சினிமா"),
                ("/category/business/", "வணிகம்"),
                ("/category/sports/", "விளையாட்டு"),
                ("horoscope", "ராசி பலன்"),
                ("gallery", "புகைப்படங்கள்"),
            )
        )
        recent = "".join(
            f'<li class="widget-single-post-item widget-post-list"><div class="post-widget-body"><h3 class="post-title">{self.a(k, self.docs[k].title, "aside")}</h3></div></li>'
            for k in [k for k in ("rain", "gold", "review", "ooty") if k != doc.key][:2]
        )
        body_class = (
            "post-template-default single single-post single-format-standard"
            if doc.is_article
            else ("archive category" if "list" in doc.extra else "page-template-default page")
        )
        return f"""<!DOCTYPE html>
<html lang="ta" class="" data-skin="light">
<head>
<meta charset="UTF-8">
<link rel="profile" href="https://gmpg.org/xfn/11">
{chr(10).join(metas)}
<link rel="alternate" type="application/rss+xml" title="{SITE} &raquo; Feed" href="{self.origin}/feed/">
<link rel="stylesheet" id="tie-css-base-css" href="/wp-content/themes/jannah/assets/css/base.min.css?ver=7.3.2" type="text/css" media="all">
<link rel="stylesheet" id="tie-css-styles-css" href="/wp-content/themes/jannah/assets/css/style.min.css?ver=7.3.2" type="text/css" media="all">
<meta name="generator" content="WordPress 6.6.2">
<style>/*PAD*/</style>
<script type="text/javascript">try{{if("undefined"!=typeof localStorage){{var skin=localStorage.getItem("tie-skin")}}}}catch(e){{}}</script>
</head>
<body id="tie-body" class="{body_class} tie-no-js wrapper-has-shadow block-head-1 magazine1 is-thumb-overlay-disabled is-desktop is-header-layout-3 sidebar-right has-sidebar post-layout-1 has-mobile-share">
<div class="background-overlay"><div id="tie-container" class="site tie-container"><div id="tie-wrapper">
<header id="theme-header" class="theme-header header-layout-3 main-nav-dark main-nav-default-dark main-nav-below no-stream-item top-nav-active top-nav-light top-nav-above has-shadow is-stretch-header">
<nav id="top-nav" class="has-date-breaking-components top-nav header-nav"><div class="topbar-wrapper"><div class="topbar-today-date tie-icon">வெள்ளி, டிசம்பர் 4, 2026</div><ul class="components"><li class="social-icons-item"><a class="social-link facebook-social-icon" rel="external noopener nofollow" target="_blank" href="https://www.facebook.com/minnalseithi"><span class="tie-social-icon tie-icon-facebook"></span><span class="screen-reader-text">Facebook</span></a></li><li class="social-icons-item"><a class="social-link youtube-social-icon" rel="external noopener nofollow" target="_blank" href="https://www.youtube.com/@minnalseithi"><span class="screen-reader-text">YouTube</span></a></li></ul></div></nav>
<div class="container header-container"><div class="logo-wrapper"><div id="logo" class="image-logo">{self.a("home", SITE, "nav", 'rel="home"')}</div></div></div>
<div class="main-nav-wrapper"><nav id="main-nav" data-skin="search-in-main-nav" class="main-nav header-nav live-search-parent" aria-label="Primary Navigation"><div class="main-menu main-menu-wrap tie-alignleft"><div id="main-nav-menu" class="main-menu header-menu"><ul id="menu-main" class="menu">{nav}</ul></div></div>
<ul class="components"><li class="search-compact-icon menu-item custom-menu-link"><form method="get" id="search" action="{self.origin}/"><input id="search-input" class="is-ajax-search" inputmode="search" type="text" name="s" title="தேடு" placeholder="தேடு"><button id="search-submit" type="submit"><span class="tie-icon-search tie-search-icon" aria-hidden="true"></span><span class="screen-reader-text">தேடு</span></button></form></li></ul></nav></div>
</header>
<div id="content" class="site-content container"><div id="main-content-row" class="tie-row main-content-row">
<div class="main-content tie-col-md-8 tie-col-xs-12" role="main">
{main}
</div>
<aside class="sidebar tie-col-md-4 tie-col-xs-12 normal-side is-sticky" aria-label="Primary Sidebar"><div class="theiaStickySidebar">
<div id="posts-list-widget-2" class="container-wrapper widget posts-list"><div class="widget-title the-global-title"><div class="the-subtitle">சமீபத்திய செய்திகள்</div></div><div class="widget-posts-list-wrapper"><div class="widget-posts-list-container"><ul class="posts-list-items widget-posts-wrapper">{recent}</ul></div></div></div>
<div id="stream-item-widget-3" class="container-wrapper widget stream-item-widget"><div class="stream-item-widget-content"><ins class="adsbygoogle" data-ad-client="ca-pub-0000000000000000" data-ad-slot="1111111111"></ins></div></div>
<div id="tag_cloud-2" class="container-wrapper widget widget_tag_cloud"><div class="widget-title the-global-title"><div class="the-subtitle">குறிச்சொற்கள்</div></div><div class="tagcloud">{self.a("tag", "சென்னை மழை", "aside", 'class="tag-cloud-link"')} <a href="/tag/gold-rate/" class="tag-cloud-link">தங்கம் விலை</a> <a href="/tag/kollywood/" class="tag-cloud-link">கோலிவுட்</a></div></div>
</div></aside>
</div></div>
<footer id="footer" class="site-footer dark-skin dark-widgetized-area"><div id="footer-widgets-container"><div class="container"><div class="footer-widget-area"><div class="container-wrapper widget widget_text"><div class="textwidget"><p>மின்னல் செய்தி - உண்மையான செய்திகள், உடனுக்குடன்.</p></div></div></div></div></div>
<div id="site-info" class="site-info site-info-layout-2"><div class="container"><div class="tie-row"><div class="tie-col-md-12"><div class="copyright-text copyright-text-first">© காப்புரிமை 2026, மின்னல் செய்தி. அனைத்து உரிமைகளும் பாதுகாக்கப்பட்டவை.</div><div class="footer-menu"><ul id="menu-footer" class="menu"><li class="menu-item">{self.a("privacy", "தனியுரிமைக் கொள்கை", "footer")}</li><li class="menu-item"><a href="/contact-us/">தொடர்புக்கு</a></li><li class="menu-item"><a href="/about-us/">எங்களைப் பற்றி</a></li></ul></div></div></div></div></div>
</footer>
<a id="go-to-top" class="go-to-top-button" href="#go-to-tie-body"><span class="tie-icon-angle-up"></span><span class="screen-reader-text">Back to top button</span></a>
</div></div></div>
<div id="cookie-notice" role="dialog" class="cookie-notice-hidden cookie-revoke-hidden cn-position-bottom"><div class="cookie-notice-container"><span id="cn-notice-text" class="cn-text-container">இந்தத் தளம் சிறந்த அனுபவத்தை வழங்க குக்கீகளைப் பயன்படுத்துகிறது.</span><span id="cn-notice-buttons" class="cn-buttons-container"><a href="#" id="cn-accept-cookie" data-cookie-set="accept" class="cn-set-cookie cn-button">சரி</a></span></div></div>
<script type="text/javascript" id="tie-scripts-js-extra">var tie = {{"is_rtl":"","ajaxurl":"{self.origin}\\/wp-admin\\/admin-ajax.php","is_taqyeem_active":"true","is_sticky_video":"","mobile_menu_top":"","lazyload":"true","type_to_search":"","lang_no_results":"\\u0bae\\u0bc1\\u0b9f\\u0bbf\\u0bb5\\u0bc1\\u0b95\\u0bb3\\u0bcd \\u0b87\\u0bb2\\u0bcd\\u0bb2\\u0bc8"}};</script>
<script type="text/javascript" src="/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script type="text/javascript" src="/wp-content/themes/jannah/assets/js/scripts.min.js?ver=7.3.2" id="tie-scripts-js"></script>
</body>
</html>"""

    def related(self, doc: Doc) -> list[str]:
        """Jannah's three related posts: the same category first."""
        same = [k for k in ARTS if k != doc.key and self.docs[k].extra["cat"] == doc.extra["cat"]]
        rest = [k for k in ARTS if k != doc.key and k not in same]
        return (same + rest)[:3]

    def story_main(self, doc: Doc) -> str:
        user = doc.extra["user"]
        cat = doc.extra["cat"]
        cat_link = (
            self.a("cinema", doc.section, "breadcrumb", 'class="post-cat tie-cat-4"')
            if cat == "cinema"
            else f'<a class="post-cat tie-cat-2" href="/category/{cat}/">{esc(doc.section)}</a>'
        )
        author = (
            ""
            if doc.extra.get("hide_author")
            else f'<span class="author-meta single-author with-avatars"><span class="meta-item meta-author-wrapper"><span class="meta-author-avatar"><img alt="Photo of {esc(user)}" src="/wp-content/uploads/avatars/{USERS[user][0]}-140x140.jpg" class="avatar avatar-140 photo" height="140" width="140"></span><span class="meta-author">{self.author_link(user, "byline")}</span></span></span>'
        )
        updated = (
            f'<span class="meta-item last-updated">கடைசியாகப் புதுப்பிக்கப்பட்டது: {doc.extra["updated"]}</span>'
            if doc.extra.get("updated")
            else ""
        )
        words = sum(len(b[1].split()) for b in doc.blocks if b[0] == "p")
        tags = ""
        if doc.extra.get("tag"):
            tags = f'<div class="post-bottom-meta post-bottom-tags post-tags-modern"><div class="post-bottom-meta-title"><span class="tie-icon-tags" aria-hidden="true"></span> குறிச்சொற்கள்</div><span class="tagcloud">{self.a("tag", "சென்னை மழை", "content")} <a href="/tag/imd/">வானிலை ஆய்வு மையம்</a></span></div>'
        bio = USERS[user][1]
        about = ""
        if bio:
            about = f'<div class="about-author container-wrapper about-author-1"><div class="author-info"><h3 class="author-name">{self.author_link(user, "byline")}</h3><div class="author-bio">{esc(bio)}</div></div></div>'
        rel = "".join(
            f'<div class="related-item tie-standard"><h3 class="post-title">{self.a(k, self.docs[k].title, "related")}</h3><div class="post-meta clearfix"><span class="date meta-item tie-icon">{self.docs[k].stamp}</span></div></div>'
            for k in self.related(doc)
        )
        return f"""<article id="the-post" class="container-wrapper post-content tie-standard">
<header class="entry-header-outer"><nav id="breadcrumb">{self.a("home", "முகப்பு", "breadcrumb")}<em class="delimiter">/</em><span class="current">{esc(doc.title)}</span></nav>
<div class="entry-header"><span class="post-cat-wrap">{cat_link}</span>
<h1 class="post-title entry-title">{esc(doc.title)}</h1>
<div class="single-post-meta post-meta clearfix">{author}<span class="date meta-item tie-icon">{doc.stamp}</span>{updated}<div class="tie-alignright"><span class="meta-comment tie-icon meta-item fa-before">0</span><span class="meta-reading-time meta-item"><span class="tie-icon-bookmark" aria-hidden="true"></span> {max(2, words // 120)} நிமிடங்கள் read</span></div></div></div>
</header>
<div class="featured-area"><div class="featured-area-inner"><figure class="single-featured-image"><img width="780" height="470" src="/wp-content/uploads/2026/12/{doc.key}-780x470.jpg" class="attachment-jannah-image-post size-jannah-image-post wp-post-image" alt="" decoding="async" fetchpriority="high"></figure></div></div>
<div class="entry-content entry clearfix">
{self.blocks(doc)}
<div class="stream-item stream-item-below-post-content"><ins class="adsbygoogle" data-ad-slot="3333333333"></ins></div>
</div>
<div class="clearfix"></div>
{tags}
<div id="share-buttons-bottom" class="share-buttons share-buttons-bottom"><div class="share-links icons-only"><a href="https://www.facebook.com/sharer.php?u={esc(self.url(doc.key))}" rel="external noopener nofollow" title="Facebook" target="_blank" class="facebook-share-btn"><span class="screen-reader-text">Facebook</span></a><a href="https://x.com/intent/post?text={esc(doc.title)}" rel="external noopener nofollow" title="X" target="_blank" class="twitter-share-btn"><span class="screen-reader-text">X</span></a><a href="https://api.whatsapp.com/send?text={esc(self.url(doc.key))}" rel="external noopener nofollow" title="WhatsApp" target="_blank" class="whatsapp-share-btn"><span class="screen-reader-text">WhatsApp</span></a></div></div>
</article>
<div class="post-components">
{about}
<div id="related-posts" class="container-wrapper has-extra-post"><div class="mag-box-title the-global-title"><h3>தொடர்புடைய செய்திகள்</h3></div><div class="related-posts-list">{rel}</div></div>
<div id="comments" class="comments-area"><div id="add-comment-block" class="container-wrapper"><div id="respond" class="comment-respond"><h3 id="reply-title" class="comment-reply-title the-global-title">ஒரு கருத்தை இடுக</h3><form action="{self.origin}/wp-comments-post.php" method="post" id="commentform" class="comment-form"><p class="comment-notes"><span id="email-notes">உங்கள் மின்னஞ்சல் முகவரி வெளியிடப்படமாட்டாது.</span></p><p class="comment-form-comment"><textarea id="comment" name="comment" cols="45" rows="8" maxlength="65525" required></textarea></p><p class="form-submit"><input name="submit" type="submit" id="submit" class="submit" value="கருத்தைப் பதிவிடுக"></p></form></div></div></div>
</div>"""

    def listing_main(self, doc: Doc) -> str:
        items = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            stamp = d.stamp or d.extra.get("stamp", "")
            more = self.a(k, "மேலும் படிக்க »", "content", 'class="more-link button"')
            items.append(
                f'<li class="post-item tie-standard"><a aria-label="{esc(self.teaser_text(d))}" href="{esc(self.href(k))}" class="post-thumb"><img width="390" height="220" src="/wp-content/uploads/2026/12/{k}-390x220.jpg" alt=""></a><div class="post-details"><div class="post-meta clearfix"><span class="date meta-item tie-icon">{stamp}</span></div><h2 class="post-title">{self.a(k, self.teaser_text(d), "content")}</h2><p class="post-excerpt">{esc(self.lede(d))}</p>{more}</div></li>'
            )
        for path, title, stamp in doc.extra.get("older", []):
            items.append(
                f'<li class="post-item tie-standard"><div class="post-details"><div class="post-meta clearfix"><span class="date meta-item tie-icon">{stamp}</span></div><h2 class="post-title"><a href="{path}">{esc(title)}</a></h2></div></li>'
            )
        if doc.kind == "search":
            head = '<header id="search-title-section" class="entry-header-outer container-wrapper archive-title-wrapper"><h1 class="page-title">தேடல் முடிவுகள்: <span>மழை</span></h1></header>'
        elif doc.kind == "author":
            head = f'<header class="entry-header-outer container-wrapper archive-title-wrapper"><h1 class="page-title">{esc(doc.title)}</h1><div class="about-author container-wrapper"><div class="author-bio">{esc(USERS[doc.title][1])}</div></div></header>'
        elif doc.kind == "home":
            head = f'<div class="mag-box-title the-global-title"><h3>முக்கியச் செய்திகள்</h3></div><div class="home-links">{self.a("cinema", "சினிமா செய்திகள்", "content")} {self.a("search", "மழை செய்திகள்", "content")}</div>'
        else:
            label = "குறிச்சொல்" if doc.kind == "tag" else "பிரிவு"
            head = f'<header class="entry-header-outer container-wrapper archive-title-wrapper"><nav id="breadcrumb">{self.a("home", "முகப்பு", "breadcrumb")}<em class="delimiter">/</em><span class="current">{esc(doc.title)}</span></nav><h1 class="page-title">{esc(doc.title)}</h1><span class="archive-label">{label}</span></header>'
        pager = ""
        if doc.extra.get("more"):
            pager = f'<div class="pages-nav"><div class="pages-numbers pages-standard"><span class="last-page first-last-pages">{self.a(doc.extra["more"], "அடுத்த பக்கம்", "pagination")}</span></div></div>'
        if doc.key == "cinema2":
            pager = f'<div class="pages-nav"><div class="pages-numbers pages-standard"><span class="first-page first-last-pages">{self.a("cinema", "முந்தைய பக்கம்", "pagination")}</span><span class="last-page first-last-pages"><a href="/category/cinema/page/3/">அடுத்த பக்கம்</a></span></div></div>'
        return f'<div class="mag-box wide-post-box">{head}<div class="container-wrapper"><div class="mag-box-container clearfix"><ul id="posts-container" class="posts-items">{"".join(items)}</ul>{pager}</div></div></div>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "gallery":
            figs = "".join(
                f'<figure class="wp-block-image size-large"><img decoding="async" width="1024" height="683" src="/wp-content/uploads/2026/12/deepam-{i + 1}-1024x683.jpg" alt="{esc(c)}"><figcaption class="wp-element-caption">{esc(c)}</figcaption></figure>'
                for i, c in enumerate(doc.extra["photos"])
            )
            return f'<article id="the-post" class="container-wrapper post-content tie-standard format-gallery"><header class="entry-header-outer"><div class="entry-header"><span class="post-cat-wrap"><a class="post-cat tie-cat-9" href="/category/photos/">புகைப்படங்கள்</a></span><h1 class="post-title entry-title">{esc(doc.title)}</h1><div class="single-post-meta post-meta clearfix"><span class="date meta-item tie-icon">{doc.extra["stamp"]}</span></div></div></header><div class="entry-content entry clearfix"><div class="wp-block-gallery has-nested-images columns-2">{figs}</div></div></article>'
        if doc.kind == "horoscope":
            return f'<article id="the-post" class="container-wrapper post-content tie-standard"><header class="entry-header-outer"><div class="entry-header"><span class="post-cat-wrap"><a class="post-cat tie-cat-7" href="/category/rasi-palan/">ராசி பலன்</a></span><h1 class="post-title entry-title">{esc(doc.title)}</h1><div class="single-post-meta post-meta clearfix"><span class="date meta-item tie-icon">{doc.extra["stamp"]}</span></div></div></header><div class="entry-content entry clearfix">\n{self.blocks(doc)}\n<p class="horoscope-note">நாளைய ராசி பலன் அறிய மின்னல் செய்தியுடன் இணைந்திருங்கள்.</p></div></article>'
        return f'<article id="the-post" class="container-wrapper post-content tie-standard"><header class="entry-header-outer"><h1 class="post-title entry-title">{esc(doc.title)}</h1></header><div class="entry-content entry clearfix">\n{self.blocks(doc)}\n</div></article>'
