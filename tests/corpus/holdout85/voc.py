# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; Hangul, Persian, Cyrillic and typographic characters are deliberate)
"""Voice of Columbia (VOC): a VOA-like US government broadcaster on a **Pangea**-like CMS, one template for every
language service under one host (`/korean/a/8123456.html` without a slug, `/vietnamese/a/<slug>/8123460.html`,
zones `/korean/z/2767` with page 2 at `?p=1`, topic zones, `/korean/author/<name>/<id>`, `/korean/s?k=…`,
`/korean/programs/radio`, the picker at `/p/5512.html`; `pg-title`, `links__item-link`, `published`, `wsw`,
`c-mmp` player), UTF-8.

Each service prints its time stamp **in its readers' region** with a `<time datetime>` in that offset: Seoul
(+09:00), Hanoi (+07:00), Nairobi (+03:00), Istanbul (+03:00), Tehran (+03:30, Solar Hijri date in Persian digits),
Kyiv (+02:00); the Spanish service prints Washington time ("hora de Washington", -05:00). The `NewsArticle` JSON-LD
is in UTC with Pangea's space-separated form ("2026-12-09 23:30:00Z"): the Vietnamese shrimp story printed
"10/12/2026 06:30" is 23:30Z on **9 Dec**; the Spanish story printed "9 de diciembre … 21:40" is 02:40Z on
**10 Dec**. The Persian page has **no JSON-LD**. JSON-LD authors are Latin ("Hyunjung Kim") while the page prints
the Hangul byline with "기자" (reporter) inside the link. Korean stories end with the broadcast sign-off "VOC 뉴스
김현정입니다." The Korean **video report** with its full script under the player (JSON-LD `VideoObject` only, a
"[영상]" kicker inside the `<h1>`) is an article; the Christmas-tree video page with one line is not. The Swahili
page's "most popular" box is the English service's. Non-articles: the Korean home, the North Korea zone and its
page 2, a topic zone, an author page, a search, the radio schedule, a video page, the language picker (English)
and a Swahili soft 404."""

from __future__ import annotations

import json
from urllib.parse import quote

from common import Base, blocks_html, fa_digits, jalali_text, page, story
from sitekit import Doc, css_rules, esc

ORIGIN = "https://www.voiceofcolumbia.test"
SEARCH_Q = "북한"
ITEM_LINK = 'class="links__item-link"'
LANG_LINK = 'class="lang-link"'
BLOCK_TITLE = 'class="media-block__title"'
SHOW_MORE = 'class="btn link-showMore"'
BTN = 'class="btn"'

UI: dict[str, dict[str, object]] = {
    "ko": {"service": "VOC 한국어", "root": "/korean/", "home": "home", "nav": [("section", "북한"), ("/korean/z/2768", "미국"), ("/korean/z/2769", "한반도"), ("/korean/z/2770", "국제"), ("/korean/z/2771", "영상"), ("schedule", "라디오 편성표")], "mostread": "가장 많이 본 기사", "related": "관련 기사", "share": "공유", "about": "VOC 소개", "contact": "연락처", "privacy": "개인정보 보호정책", "terms": "이용약관", "search": "검색", "news": "뉴스 레터 신청"},
    "vi": {"service": "VOC Tiếng Việt", "root": "/vietnamese/", "home": "/vietnamese/", "nav": [("/vietnamese/z/1820", "Việt Nam"), ("/vietnamese/z/1821", "Hoa Kỳ"), ("/vietnamese/z/1822", "Thế giới"), ("/vietnamese/z/1823", "Kinh tế"), ("/vietnamese/z/1824", "Video")], "mostread": "Đọc nhiều nhất", "related": "Liên quan", "share": "Chia sẻ", "about": "Về chúng tôi", "contact": "Liên lạc", "privacy": "Chính sách bảo mật", "terms": "Điều khoản", "search": "Tìm kiếm", "news": "Đăng ký nhận bản tin"},
    "sw": {"service": "VOC Swahili", "root": "/swahili/", "home": "/swahili/", "nav": [("/swahili/z/2810", "Afrika"), ("/swahili/z/2811", "Marekani"), ("/swahili/z/2812", "Dunia"), ("/swahili/z/2813", "Michezo"), ("/swahili/z/2814", "Video")], "mostread": "Most Popular", "related": "Habari zinazohusiana", "share": "Shiriki", "about": "Kuhusu VOC", "contact": "Wasiliana nasi", "privacy": "Sera ya faragha", "terms": "Masharti", "search": "Tafuta", "news": "Jiandikishe kupata habari"},
    "es": {"service": "VOC Noticias", "root": "/spanish/", "home": "/spanish/", "nav": [("/spanish/z/3010", "América Latina"), ("/spanish/z/3011", "Estados Unidos"), ("/spanish/z/3012", "Migración"), ("/spanish/z/3013", "Mundo"), ("/spanish/z/3014", "Videos")], "mostread": "Lo más leído", "related": "Relacionados", "share": "Compartir", "about": "Sobre nosotros", "contact": "Contacto", "privacy": "Privacidad", "terms": "Términos de uso", "search": "Buscar", "news": "Suscríbase al boletín"},
    "tr": {"service": "VOC Türkçe", "root": "/turkish/", "home": "/turkish/", "nav": [("/turkish/z/4110", "ABD"), ("/turkish/z/4111", "Türkiye"), ("/turkish/z/4112", "Dünya"), ("/turkish/z/4113", "Ekonomi"), ("/turkish/z/4114", "Video")], "mostread": "En çok okunanlar", "related": "İlgili haberler", "share": "Paylaş", "about": "Hakkımızda", "contact": "İletişim", "privacy": "Gizlilik", "terms": "Kullanım koşulları", "search": "Ara", "news": "Bültene abone olun"},
    "fa": {"service": "VOC فارسی", "root": "/persian/", "home": "/persian/", "nav": [("/persian/z/5210", "ایران"), ("/persian/z/5211", "آمریکا"), ("/persian/z/5212", "جهان"), ("/persian/z/5213", "ویدیو")], "mostread": "پربازدیدترین‌ها", "related": "مطالب مرتبط", "share": "هم‌رسانی", "about": "درباره ما", "contact": "تماس", "privacy": "حریم خصوصی", "terms": "شرایط استفاده", "search": "جستجو", "news": "عضویت در خبرنامه"},
    "uk": {"service": "Голос Колумбії", "root": "/ukrainian/", "home": "/ukrainian/", "nav": [("/ukrainian/z/6310", "Україна"), ("/ukrainian/z/6311", "США"), ("/ukrainian/z/6312", "Світ"), ("/ukrainian/z/6313", "Відео")], "mostread": "Найпопулярніше", "related": "Пов’язані матеріали", "share": "Поділитися", "about": "Про нас", "contact": "Контакти", "privacy": "Конфіденційність", "terms": "Умови використання", "search": "Пошук", "news": "Підписатися на розсилку"},
    "en": {"service": "Voice of Columbia", "root": "/", "home": "/", "nav": [("/z/599", "USA"), ("/z/600", "World"), ("/z/601", "Africa"), ("/z/602", "Asia")], "mostread": "Most Popular", "related": "Related", "share": "Share", "about": "About VOC", "contact": "Contact", "privacy": "Privacy", "terms": "Terms of use", "search": "Search", "news": "Newsletters"},
}  # fmt: skip

EN_POPULAR = [
    ("/a/winter-storm-grounds-flights-across-midwest/8123301.html", "Winter storm grounds flights across Midwest"),
    ("/a/senate-passes-stopgap-spending-bill/8123288.html", "Senate passes stopgap spending bill"),
    ("/a/kenya-launches-malaria-vaccine-drive/8123297.html", "Kenya launches malaria vaccine drive in eight counties"),
]
KO_MORE = [
    (
        "/korean/a/8123401.html",
        "북한, 동해상으로 탄도미사일 2발 발사…합참 “정밀 분석 중”",
        "북한이 9일 오후 동해상으로 단거리 탄도미사일 2발을 발사했다고 한국 합동참모본부가 밝혔습니다.",
    ),
    (
        "/korean/a/8123377.html",
        "유엔 안보리, 대북 제재위 전문가 보고서 회람",
        "보고서는 북한의 사이버 공격으로 인한 가상화폐 탈취 규모를 추정했습니다.",
    ),
    (
        "/korean/a/8123350.html",
        "미 국무부 “북한과 조건 없는 대화 준비돼 있어”",
        "국무부는 북한이 대화 제안에 응하지 않고 있다고 밝혔습니다.",
    ),
    (
        "/korean/a/8123322.html",
        "탈북민 정착 지원금 내년부터 인상",
        "한국 통일부는 정착 기본금을 1인 가구 기준으로 인상한다고 밝혔습니다.",
    ),
    (
        "/korean/a/8123290.html",
        "북한 장마당 쌀값 한 달 새 15% 올라",
        "대북 매체들은 평양과 신의주의 쌀값이 크게 올랐다고 전했습니다.",
    ),
]
SW_MONTHS = [
    "Januari",
    "Februari",
    "Machi",
    "Aprili",
    "Mei",
    "Juni",
    "Julai",
    "Agosti",
    "Septemba",
    "Oktoba",
    "Novemba",
    "Desemba",
]
ES_MONTHS = [
    "enero",
    "febrero",
    "marzo",
    "abril",
    "mayo",
    "junio",
    "julio",
    "agosto",
    "septiembre",
    "octubre",
    "noviembre",
    "diciembre",
]
TR_MONTHS = [
    "Ocak",
    "Şubat",
    "Mart",
    "Nisan",
    "Mayıs",
    "Haziran",
    "Temmuz",
    "Ağustos",
    "Eylül",
    "Ekim",
    "Kasım",
    "Aralık",
]
UK_MONTHS = [
    "січня",
    "лютого",
    "березня",
    "квітня",
    "травня",
    "червня",
    "липня",
    "серпня",
    "вересня",
    "жовтня",
    "листопада",
    "грудня",
]
EN_MONTHS = [
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
OFFSET = {
    "ko": "+09:00",
    "vi": "+07:00",
    "sw": "+03:00",
    "es": "-05:00",
    "tr": "+03:00",
    "fa": "+03:30",
    "uk": "+02:00",
    "en": "-05:00",
}


def regional(lang: str, local: str) -> str:
    """The time stamp as each service prints it, in its readers' clock."""
    day, time = local.split()
    y, m, d = (int(x) for x in day.split("-"))
    hh, mm = (int(x) for x in time.split(":"))
    if lang == "ko":
        half = "오전" if hh < 12 else "오후"
        return f"{y}년 {m}월 {d}일 {half} {hh % 12 or 12}:{mm:02d}"
    if lang == "vi":
        return f"{d:02d}/{m:02d}/{y} {time}"
    if lang == "sw":
        return f"{SW_MONTHS[m - 1]} {d:02d}, {y} {time}"
    if lang == "es":
        return f"{d} de {ES_MONTHS[m - 1]} de {y} - {time} (hora de Washington)"
    if lang == "tr":
        return f"{d} {TR_MONTHS[m - 1]} {y} {time}"
    if lang == "fa":
        return f"{jalali_text(day)} - {fa_digits(time)}"
    if lang == "uk":
        return f"{d} {UK_MONTHS[m - 1]} {y} р., {time}"
    return f"{EN_MONTHS[m - 1]} {d:02d}, {y} {hh % 12 or 12}:{mm:02d} {'AM' if hh < 12 else 'PM'}"


class VoiceOfColumbia(Base):
    origin = ORIGIN
    name = "Voice of Columbia"
    prefix = "voc"
    language = "ko"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "voc",
            [
                ".hdr-20",
                ".nav-menu__item",
                ".pg-title",
                ".publishing-details",
                ".links__item-link",
                ".wsw p",
                ".media-block",
                ".c-mmp",
                ".media-block-wrap .section-head",
                ".footer-links",
                ".js-search-bar",
            ],
            280,
        )

    def lang(self, doc: Doc) -> str:
        return doc.extra.get("lang", "ko")

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/korean/",
                "home",
                "VOC 한국어",
                "pangea-service-home",
                list=["nk", "tv", "vid"],
                more_items=KO_MORE,
                lang="ko",
            )
        )
        add(
            page(
                "section",
                "/korean/z/2767",
                "section",
                "북한",
                "pangea-zone",
                list=["nk", "tv"],
                more_items=KO_MORE[:3],
                lang="ko",
            )
        )
        add(
            page(
                "section2",
                "/korean/z/2767?p=1",
                "section",
                "북한",
                "pangea-zone-page2-p1",
                list=[],
                more_items=KO_MORE[2:],
                lang="ko",
            )
        )
        add(
            page(
                "tag",
                "/korean/z/6210",
                "tag",
                "북한 인권",
                "pangea-topic-zone",
                list=["tv"],
                more_items=KO_MORE[3:4],
                lang="ko",
            )
        )
        add(
            page(
                "author",
                "/korean/author/" + quote("김현정") + "/ymkrqm",
                "author",
                "김현정",
                "pangea-author",
                list=["nk"],
                more_items=KO_MORE[:2],
                lang="ko",
                intro="김현정 기자는 VOC 한국어 방송 워싱턴 본사에서 북한 경제와 인도적 지원 문제를 취재하고 있습니다.",
            )
        )
        add(
            page(
                "search",
                "/korean/s?k=" + quote(SEARCH_Q) + "&tab=all&pi=1&r=any&pp=50",
                "search",
                f"검색 결과: {SEARCH_Q}",
                "pangea-search",
                list=["nk", "tv"],
                more_items=KO_MORE[4:],
                lang="ko",
            )
        )
        add(page("schedule", "/korean/programs/radio", "schedule", "라디오 편성표", "pangea-radio-schedule", lang="ko"))
        add(
            page(
                "vid",
                "/korean/a/8123499.html",
                "video",
                "워싱턴 내셔널 크리스마스 트리 점등",
                "pangea-video-one-line",
                lang="ko",
                local="2026-12-10 08:00",
                line="백악관 앞 엘립스 공원에서 9일 저녁 내셔널 크리스마스 트리 점등식이 열렸습니다.",
            )
        )
        add(
            page(
                "langs",
                "/p/5512.html",
                "language-picker",
                "Voice of Columbia in 47 languages",
                "pangea-language-picker",
                lang="en",
            )
        )
        add(
            page(
                "notfound",
                "/swahili/a/8000001.html",
                "soft-404",
                "Samahani, ukurasa huu haupatikani",
                "pangea-soft-404-sw",
                lang="sw",
            )
        )

        add(
            story(
                "nk",
                "/korean/a/8123456.html",
                "북한, 함경남도에 대규모 온실농장 완공…식량 자급 선전 강화",
                "2026-12-10",
                "2026-12-10 00:12:00Z",
                "2026-12-10 09:12",
                ["김현정"],
                [
                    "워싱턴 — 북한이 함경남도 신포시에 대규모 온실농장을 완공하고 준공식을 열었다고 관영 조선중앙통신이 10일 보도했습니다. 통신은 농장이 모두 850동의 온실을 갖추고 있으며 해마다 수만 톤의 채소를 생산할 수 있다고 주장했습니다.",
                    "통신에 따르면 준공식에는 당 간부들과 지역 주민 수천 명이 참석했습니다. 북한은 최근 몇 년 동안 평양 인근과 함경북도 등에 잇따라 온실농장을 세우며 이를 ‘인민생활 향상’의 대표적 성과로 선전해 왔습니다.",
                    "워싱턴의 민간 연구기관인 동북아농업연구소의 대니얼 리 연구원은 VOC에 “온실농장은 채소 공급을 일부 늘릴 수는 있지만, 북한 식량난의 핵심인 곡물 부족을 해결하기에는 역부족”이라고 말했습니다.",
                    "FIG: 온실농장 준공식 | 북한 관영 매체가 공개한 함경남도 신포 온실농장 준공식 모습. (자료사진)",
                    "## 유엔 “북한 주민 40% 이상 식량 불안”",
                    "유엔 식량농업기구(FAO)는 최근 보고서에서 북한 인구의 40% 이상이 여전히 식량 불안 상태에 놓여 있다고 추정했습니다. 특히 지난여름 집중호우로 평안북도와 자강도의 농경지가 침수되면서 올해 곡물 생산량이 전년보다 줄었을 가능성이 있다고 지적했습니다.",
                    "한편 국무부 대변인은 VOC의 논평 요청에 “미국은 북한 주민들의 인도적 상황에 대해 계속 우려하고 있다”며 “북한 정권이 주민들의 복지보다 무기 개발을 우선시하고 있다”고 밝혔습니다.",
                    "SIGN: VOC 뉴스 김현정입니다.",
                ],
                "pangea-korean-byline-with-role-signoff",
                lang="ko",
                section="북한",
                ld_author="Hyunjung Kim",
                dateline="워싱턴 —",
            )
        )
        add(
            story(
                "tv",
                "/korean/a/8123470.html",
                "미 의회, 북한인권법 재승인 법안 초당적 발의",
                "2026-12-10",
                "2026-12-09 21:05:00Z",
                "2026-12-10 06:05",
                ["박지훈"],
                [
                    "미국 연방 하원에서 북한인권법을 2031년까지 5년 더 연장하는 재승인 법안이 초당적으로 발의됐습니다.",
                    "법안은 북한 내 정보 유입을 위한 방송 예산을 연간 1천만 달러로 늘리고, 국무부 북한인권특사 자리를 조속히 채우도록 촉구하는 내용을 담고 있습니다.",
                    "법안을 공동 발의한 공화당의 마이클 하트 의원은 성명에서 “북한 주민들은 세계에서 가장 폐쇄된 사회에 살고 있다”며 “외부 정보에 접근할 권리를 지원하는 것은 미국의 가치”라고 강조했습니다.",
                    "탈북민 단체들은 법안 발의를 환영했습니다. 워싱턴에서 활동하는 탈북민 이영철 씨는 VOC와의 인터뷰에서 “북한에서 몰래 들은 외부 방송이 탈북을 결심하는 계기가 됐다”고 말했습니다.",
                    "2004년 처음 제정된 북한인권법은 그동안 네 차례 재승인됐지만, 지난 회기에는 의회 일정에 밀려 처리되지 못했습니다.",
                    "SIGN: VOC 뉴스 박지훈입니다.",
                ],
                "pangea-korean-video-report-with-script",
                lang="ko",
                section="북한 인권",
                kicker="[영상]",
                video="2:48",
                ld_video=True,
            )
        )
        add(
            story(
                "shrimp",
                "/vietnamese/a/my-ap-thue-chong-ban-pha-gia-moi-len-tom-viet-nam/8123460.html",
                "Mỹ áp thuế chống bán phá giá mới lên tôm Việt Nam",
                "2026-12-10",
                "2026-12-09 23:30:00Z",
                "2026-12-10 06:30",
                ["Nguyễn Hoàng Lan"],
                [
                    "Bộ Thương mại Mỹ hôm 9/12 công bố kết quả sơ bộ đợt xem xét hành chính lần thứ 20 đối với tôm nước ấm đông lạnh nhập khẩu từ Việt Nam, áp mức thuế chống bán phá giá 4,58% cho phần lớn các doanh nghiệp xuất khẩu.",
                    "Mức thuế này cao hơn đáng kể so với mức gần như bằng 0 mà nhiều công ty Việt Nam được hưởng trong các đợt xem xét trước. Hai doanh nghiệp lớn ở Cà Mau và Sóc Trăng bị áp mức riêng lần lượt là 2,1% và 25,8%.",
                    "Hiệp hội Chế biến và Xuất khẩu Thủy sản Việt Nam (VASEP) cho biết họ “rất thất vọng” và sẽ phối hợp với các doanh nghiệp gửi bình luận phản bác trước khi Bộ Thương mại ra kết luận cuối cùng, dự kiến vào tháng 6 năm sau.",
                    "## Thị trường Mỹ quan trọng",
                    "Mỹ là thị trường nhập khẩu tôm lớn thứ hai của Việt Nam, sau Trung Quốc. Trong 11 tháng đầu năm 2026, kim ngạch xuất khẩu tôm sang Mỹ đạt khoảng 780 triệu đô la, tăng 9% so với cùng kỳ năm ngoái.",
                    "Liên minh Ngư dân Vùng Vịnh, đại diện cho ngư dân và các nhà chế biến ở các bang ven Vịnh Mexico, hoan nghênh quyết định. Tổ chức này từ lâu cáo buộc tôm nhập khẩu từ châu Á được bán với giá thấp hơn giá trị thực, gây thiệt hại cho ngành tôm nội địa.",
                    "Giới phân tích cho rằng mức thuế mới, cộng với mức thuế đối ứng mà Washington áp lên hàng hóa Việt Nam từ năm ngoái, sẽ khiến tôm Việt khó cạnh tranh hơn với tôm Ecuador và Ấn Độ trên thị trường Mỹ.",
                ],
                "pangea-vietnamese-hanoi-time-utc-day-before",
                lang="vi",
                section="Kinh tế",
                ld_author="Nguyen Hoang Lan",
            )
        )
        add(
            story(
                "malaria",
                "/swahili/a/8123475.html",
                "Kenya yaanza kutoa chanjo mpya ya malaria katika kaunti nane",
                "2026-12-09",
                "2026-12-09 11:05:00Z",
                "2026-12-09 14:05",
                ["Salma Mwinyi"],
                [
                    "Nairobi — Wizara ya Afya ya Kenya imeanza kampeni ya kutoa chanjo mpya ya malaria kwa watoto walio chini ya umri wa miaka miwili katika kaunti nane za magharibi mwa nchi, ambako ugonjwa huo bado ni chanzo kikuu cha vifo vya watoto.",
                    "Kwa mujibu wa wizara hiyo, watoto wapatao 400,000 wanatarajiwa kupata chanjo hiyo katika awamu ya kwanza, ambayo inafadhiliwa kwa pamoja na serikali ya Kenya na muungano wa kimataifa wa chanjo.",
                    "Afisa wa afya katika kaunti ya Kisumu, Dkt. Otieno Ouma, aliiambia VOC kwamba mwitikio wa wazazi umekuwa mzuri. “Katika siku ya kwanza pekee tulichanja watoto zaidi ya 3,000. Wazazi wameona jinsi malaria inavyowaua watoto wetu,” alisema.",
                    "## Changamoto za usambazaji",
                    "Hata hivyo, wataalamu wanaonya kwamba chanjo hiyo inahitaji dozi nne, na kuwafikia watoto katika maeneo ya vijijini kwa wakati unaofaa bado ni changamoto kubwa. Baadhi ya vituo vya afya havina majokofu ya kutosha kuhifadhia chanjo.",
                    "Shirika la Afya Duniani linakadiria kwamba malaria iliua watu wapatao 600,000 duniani mwaka jana, wengi wao wakiwa watoto barani Afrika.",
                ],
                "pangea-swahili-english-most-popular",
                lang="sw",
                section="Afrika",
                ld_author="Salma Mwinyi",
                dateline="Nairobi —",
            )
        )
        add(
            story(
                "panama",
                "/spanish/a/venezolanos-varados-en-panama-piden-un-corredor-humanitario/8123480.html",
                "Venezolanos varados en Panamá piden un corredor humanitario para regresar",
                "2026-12-09",
                "2026-12-10 02:40:00Z",
                "2026-12-09 21:40",
                ["Gabriela Orozco"],
                [
                    "Cientos de migrantes venezolanos que desistieron de llegar a Estados Unidos permanecen varados en la provincia panameña de Darién y en Ciudad de Panamá, sin recursos para continuar su viaje de regreso hacia el sur.",
                    "“Llevamos tres semanas durmiendo en un albergue. No tenemos dinero para el bus ni para la lancha”, dijo a la Voz de Columbia Yuleidy Márquez, de 31 años, que viaja con sus dos hijos desde la frontera norte de México.",
                    "Según la Organización Internacional para las Migraciones (OIM), más de 14.000 personas han cruzado Panamá de norte a sur en los últimos dos meses, en lo que las autoridades llaman el “flujo inverso”.",
                    "FIG: Migrantes en Panamá | Migrantes venezolanos esperan en un albergue de Ciudad de Panamá. Foto: AP",
                    "## Gobiernos discuten una salida",
                    "Los cancilleres de Panamá, Costa Rica y Colombia se reunieron este martes para coordinar un posible corredor humanitario que permita a los migrantes regresar de manera ordenada. Panamá propuso habilitar vuelos de retorno financiados con ayuda internacional.",
                    "Organizaciones humanitarias advierten que muchos de los migrantes no tienen documentos de identidad vigentes, lo que complica su ingreso a Venezuela.",
                    "SIGN: Con información de AP y Reuters.",
                ],
                "pangea-spanish-washington-time-utc-next-day",
                lang="es",
                section="Migración",
                ld_author="Gabriela Orozco",
            )
        )
        add(
            story(
                "f16",
                "/turkish/a/washingtondan-ankaraya-f-16-modernizasyon-paketi-icin-yesil-isik/8123483.html",
                "Washington’dan Ankara’ya F-16 modernizasyon paketi için yeşil ışık",
                "2026-12-10",
                "2026-12-10 08:20:00Z",
                "2026-12-10 11:20",
                ["Ayşe Karaca"],
                [
                    "WASHINGTON — ABD Dışişleri Bakanlığı, Türkiye’nin mevcut F-16 filosunun modernizasyonu için yaklaşık 1,4 milyar dolarlık bir satışı onayladığını Kongre’ye bildirdi.",
                    "Pakette radar sistemleri, elektronik harp donanımı ve uçuş yazılımlarının güncellenmesi yer alıyor. Bakanlık açıklamasında satışın “NATO müttefikinin savunma kapasitesini güçlendireceği” vurgulandı.",
                    "Kongre’nin satışa itiraz etmek için 30 günü bulunuyor. Temsilciler Meclisi Dış İlişkiler Komitesi’nden bazı üyeler, onay sürecinde Yunanistan ile ilişkilere dair endişelerini dile getirdi.",
                    "## Ankara’dan olumlu tepki",
                    "Türk Savunma Bakanlığı kaynakları, kararı “doğru yönde atılmış bir adım” olarak nitelendirdi. Türkiye, 2019’da F-35 programından çıkarılmasının ardından hava kuvvetlerinin modernizasyonu için F-16’lara ve yerli savaş uçağı projesine ağırlık vermişti.",
                    "Washington’daki düşünce kuruluşlarından uzmanlar, satışın iki ülke arasındaki ilişkilerde yeni bir dönemin işareti olup olmadığını zamanın göstereceğini belirtiyor.",
                ],
                "pangea-turkish-istanbul-time",
                lang="tr",
                section="ABD",
                ld_author="Ayse Karaca",
                dateline="WASHINGTON —",
            )
        )
        add(
            story(
                "oil",
                "/persian/a/8123488.html",
                "آمریکا تحریم‌های تازه‌ای علیه شبکه فروش نفت ایران اعمال کرد",
                "2026-12-10",
                None,
                "2026-12-10 09:45",
                ["نیلوفر صادقی"],
                [
                    "وزارت خزانه‌داری آمریکا روز چهارشنبه ۱۸ آذر اعلام کرد که ۱۲ شرکت و ۸ نفتکش را به دلیل مشارکت در فروش نفت ایران به خریداران آسیایی در فهرست تحریم‌ها قرار داده است.",
                    "به گفته این وزارتخانه، شرکت‌های تحریم‌شده که در امارات متحده عربی، هنگ‌کنگ و مالزی ثبت شده‌اند، با جعل اسناد و خاموش کردن سامانه‌های ردیابی کشتی‌ها، منشأ نفت ایران را پنهان می‌کردند.",
                    "معاون وزیر خزانه‌داری در امور تروریسم و اطلاعات مالی در بیانیه‌ای گفت درآمد حاصل از این فروش‌ها «صرف برنامه‌های موشکی و حمایت از گروه‌های نیابتی» می‌شود.",
                    "## واکنش تهران",
                    "سخنگوی وزارت امور خارجه ایران این تحریم‌ها را «غیرقانونی و بی‌اثر» خواند و گفت ایران به فروش نفت خود ادامه خواهد داد.",
                    "بر اساس برآورد شرکت‌های ردیابی نفتکش، صادرات نفت خام ایران در ماه نوامبر به طور میانگین حدود یک میلیون و ۶۰۰ هزار بشکه در روز بوده است که بیشتر آن به چین می‌رود.",
                ],
                "pangea-persian-tehran-time-no-jsonld",
                lang="fa",
                section="ایران",
            )
        )
        add(
            story(
                "energy",
                "/ukrainian/a/ssha-vydilyat-ukrayini-300-mln-na-vidnovlennya-enerhosystemy/8123491.html",
                "США виділять Україні $300 млн на відновлення енергосистеми",
                "2026-12-10",
                "2026-12-10 08:05:00Z",
                "2026-12-10 10:05",
                ["Олена Ткачук"],
                [
                    "Державний департамент США оголосив про виділення Україні 300 мільйонів доларів на відновлення енергетичної інфраструктури, пошкодженої внаслідок російських ударів.",
                    "Кошти підуть на закупівлю трансформаторів, газотурбінних установок і обладнання для захисту підстанцій. За даними Держдепу, частину обладнання доставлять в Україну вже до кінця січня.",
                    "«Ця допомога дасть змогу українським родинам пережити зиму в теплі та зі світлом», — йдеться в заяві відомства.",
                    "## Зима під загрозою відключень",
                    "За даними Міністерства енергетики України, з початку осені російські удари пошкодили понад 20 об’єктів генерації та розподілу електроенергії. У кількох областях діють графіки погодинних відключень.",
                    "Експерти зазначають, що навіть із новою допомогою енергосистема України залишатиметься вразливою до масованих атак, тому уряд закликає громадян економно споживати електроенергію в години пік.",
                ],
                "pangea-ukrainian-kyiv-time",
                lang="uk",
                section="Україна",
                ld_author="Olena Tkachuk",
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def iso_local(self, doc: Doc, local: str) -> str:
        d, t = local.split()
        return f"{d}T{t}:00{OFFSET[self.lang(doc)]}"

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        out = [
            f"<title>{esc(doc.title)} | Voice of Columbia</title>",
            f'<meta name="description" content="{esc(self.lede(doc) if doc.is_article else doc.title)}">',
            f'<link rel="canonical" href="{esc(url)}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:url" content="{esc(url)}">',
            '<meta property="og:site_name" content="Voice of Columbia">',
            f'<meta property="og:type" content="{"article" if doc.is_article else ("video.other" if doc.kind == "video" else "website")}">',
            '<meta name="twitter:site" content="@VOC_test">',
        ]
        if doc.is_article and doc.iso:
            if doc.extra.get("ld_video"):
                ld: dict = {
                    "@context": "https://schema.org",
                    "@type": "VideoObject",
                    "name": doc.title,
                    "description": self.lede(doc),
                    "uploadDate": doc.iso,
                    "duration": "PT2M48S",
                    "thumbnailUrl": f"https://gdb.voiceofcolumbia.test/{doc.path.rsplit('/', 1)[-1].split('.')[0]}_w1080_h608.jpg",
                    "contentUrl": f"https://av.voiceofcolumbia.test/Videoroot/Pangeavideo/2026/12/{doc.path.rsplit('/', 1)[-1].split('.')[0]}_hq.mp4",
                }
            else:
                ld = {
                    "@context": "https://schema.org",
                    "@type": "NewsArticle",
                    "mainEntityOfPage": url,
                    "headline": doc.title,
                    "datePublished": doc.iso,
                    "dateModified": doc.iso,
                    "author": {"@type": "Person", "name": doc.extra["ld_author"]},
                    "publisher": {
                        "@type": "NewsMediaOrganization",
                        "name": "Voice of Columbia",
                        "logo": {"@type": "ImageObject", "url": f"{ORIGIN}/Content/responsive/VOC/img/logo.png"},
                    },
                    "image": {
                        "@type": "ImageObject",
                        "url": f"https://gdb.voiceofcolumbia.test/{doc.path.rsplit('/', 1)[-1].split('.')[0]}_w1200_r1.jpg",
                        "width": 1200,
                        "height": 675,
                    },
                    "inLanguage": {"pt": "pt-BR"}.get(self.lang(doc), self.lang(doc)),
                }
            out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        lang = self.lang(doc)
        ui = UI[lang]
        rtl = ' dir="rtl"' if lang == "fa" else ""
        nav = "".join(f'<li class="nav-menu__item">{self.a(k, t, "nav")}</li>' for k, t in ui["nav"])  # type: ignore[union-attr]
        if lang == "sw":
            mr_items = "".join(
                f'<li class="media-block"><a href="{p}" lang="en">{esc(t)}</a></li>' for p, t in EN_POPULAR
            )
        elif lang == "ko":
            mr_items = "".join(
                f'<li class="media-block">{self.a(k, self.docs[k].title, "aside")}</li>' for k in ("nk", "tv")
            ) + "".join(f'<li class="media-block"><a href="{p}">{esc(t)}</a></li>' for p, t, _ in KO_MORE[:3])
        else:
            own = {"vi": "shrimp", "es": "panama", "tr": "f16", "fa": "oil", "uk": "energy"}.get(lang)
            mr_items = (
                f'<li class="media-block">{self.a(own, self.docs[own].title, "aside")}</li>' if own else ""
            ) + "".join(f'<li class="media-block"><a href="{p}" lang="en">{esc(t)}</a></li>' for p, t in EN_POPULAR[:2])
        root = str(ui["root"])
        home = self.a(str(ui["home"]), str(ui["service"]), "nav", 'class="hdr-20__logo"')
        svc = {
            "pageType": "article" if doc.is_article else doc.kind,
            "language": lang,
            "service": root.strip("/") or "english",
        }
        return f"""<!DOCTYPE html>
<html lang="{lang}"{rtl}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
{self.head(doc)}
<link rel="stylesheet" href="/Content/responsive/VOC/{root.strip("/") or "en"}/VOC-{lang}.css?&amp;av=0.0.0.0&amp;cb=412">
<style>/*PAD*/</style>
<script>var analyticsData = {json.dumps(svc)};</script>
</head>
<body class="pg-{"article" if doc.is_article else doc.kind} {lang}">
<div id="page">
<header class="hdr-20 hdr-20--big">
<div class="hdr-20__inner">{home}
<nav class="nav-menu"><ul>{nav}</ul></nav>
<div class="hdr-20__side"><a href="{root}live/audio/" class="btn-live">LIVE</a> {self.a("langs", "Languages", "nav", LANG_LINK)}</div>
<form class="js-search-bar" action="{root}s" method="get"><input name="k" type="text" placeholder="{esc(str(ui["search"]))}"><input type="hidden" name="tab" value="all"><button type="submit">{esc(str(ui["search"]))}</button></form>
</div>
</header>
<div class="container">
<div class="row">
{main}
<div class="col-xs-12 col-md-4 col-lg-4 pull-right">
<div class="media-block-wrap"><h2 class="section-head">{esc(str(ui["mostread"]))}</h2><ul>{mr_items}</ul></div>
<div class="newsletter-block"><h3>{esc(str(ui["news"]))}</h3><form action="{root}subscribe.html"><input type="email" placeholder="email"><button>OK</button></form></div>
</div>
</div>
</div>
<footer role="contentinfo">
<div class="footer-links"><a href="{root}p/about.html">{esc(str(ui["about"]))}</a> | <a href="{root}p/contact.html">{esc(str(ui["contact"]))}</a> | <a href="{root}p/privacy.html">{esc(str(ui["privacy"]))}</a> | <a href="{root}p/terms.html">{esc(str(ui["terms"]))}</a> | {self.a("langs", "Voice of Columbia in 47 languages", "footer")}</div>
<div class="footer-social"><a href="https://www.facebook.com/voc.test">Facebook</a> <a href="https://www.youtube.com/@voc_test">YouTube</a> <a href="https://x.com/VOC_test">X</a> <a href="{root}rss">RSS</a></div>
<p class="copyright">Voice of Columbia is funded by the people of the United States. © 2026 Voice of Columbia</p>
</footer>
</div>
<script src="/Scripts/responsive/loader.bundle.js?&amp;av=0.0.0.0&amp;cb=412" defer></script>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        lang = self.lang(doc)
        ui = UI[lang]
        local = doc.stamp
        names = []
        for n in doc.authors:
            shown = f"{n} 기자" if lang == "ko" and doc.key == "nk" else n
            if doc.key == "nk":
                names.append(f'<li class="links__item">{self.a("author", shown, "byline", ITEM_LINK)}</li>')
            else:
                names.append(
                    f'<li class="links__item"><a class="links__item-link" href="/{self.root(doc)}/author/{quote(n.replace(" ", "-").lower())}/{len(n) * 991 % 100000}">{esc(n)}</a></li>'
                )
        kicker = f'<span class="pg-title__kicker">{esc(doc.extra["kicker"])}</span> ' if doc.extra.get("kicker") else ""
        player = ""
        if doc.extra.get("video"):
            vid = doc.path.rsplit("/", 1)[-1].split(".")[0]
            player = f'<div class="c-sticky-container"><div class="c-mmp c-mmp--enabled" data-type="video" data-duration="{doc.extra["video"]}"><video src="https://av.voiceofcolumbia.test/Videoroot/Pangeavideo/2026/12/{vid}_hq.mp4" poster="https://gdb.voiceofcolumbia.test/{vid}_w1080_h608.jpg" preload="none" controls></video><span class="c-mmp__duration">{doc.extra["video"]}</span><a class="c-mmp__download" href="https://av.voiceofcolumbia.test/Videoroot/Pangeavideo/2026/12/{vid}_hq.mp4?download=1">다운로드</a></div></div>'
        else:
            player = f'<div class="cover-media"><figure class="media-image js-media-expand"><img src="https://gdb.voiceofcolumbia.test/{doc.path.rsplit("/", 1)[-1].split(".")[0]}_w1023_r1_s.jpg" alt=""><figcaption><span class="caption">{esc(doc.section)}</span></figcaption></figure></div>'
        body = blocks_html(self, doc.blocks, fig=self.fig)
        if doc.extra.get("dateline"):  # the dateline opens the first paragraph (and is labelled with it)
            line = esc(doc.extra["dateline"])
            body = body.replace(f"<p>{line} ", f'<p><span class="dateline">{line}</span> ', 1)
        u = quote(self.url(doc.key), safe="")
        related = self.related(doc)
        section = (
            self.a("section", doc.section, "breadcrumb", 'class="category"')
            if doc.section == "북한"
            else (
                self.a("tag", doc.section, "breadcrumb", 'class="category"')
                if doc.section == "북한 인권"
                else f'<a class="category" href="/{self.root(doc)}/z/{7000 + len(doc.section)}">{esc(doc.section)}</a>'
            )
        )
        return f"""<div class="col-xs-12 col-md-8 col-lg-8">
<div class="col-category">{section}</div>
<div class="col-title col-xs-12 col-md-10 pull-right">
<h1 class="title pg-title">{kicker}{esc(doc.title)}</h1>
</div>
<div class="col-publishing-details col-xs-12 col-sm-12 col-md-2 pull-left">
<div class="publishing-details">
<div class="links"><ul class="links__list links__list--column">{"".join(names)}</ul></div>
<div class="published"><span class="date"><time pubdate="pubdate" datetime="{self.iso_local(doc, local)}">{regional(lang, local)}</time></span></div>
</div>
</div>
<div class="col-multimedia">{player}</div>
<div class="body-container"><div class="row"><div class="col-xs-12 col-sm-12 col-md-10 col-lg-10 pull-right">
<div id="article-content" class="content-floated-wrap fb-quotable"><div class="wsw">
{body}
</div></div>
<div class="links-share"><span>{esc(str(ui["share"]))}</span> <a href="https://www.facebook.com/sharer.php?u={u}">Facebook</a> <a href="https://x.com/intent/tweet?url={u}">X</a> <a href="mailto:?body={u}">Email</a></div>
<div class="media-block-wrap"><h2 class="section-head">{esc(str(ui["related"]))}</h2><ul>{related}</ul></div>
</div></div></div>
</div>"""

    def root(self, doc: Doc) -> str:
        return str(UI[self.lang(doc)]["root"]).strip("/")

    def fig(self, alt: str, cap: str) -> str:
        return f'<div class="wsw__embed"><figure class="media-image js-media-expand"><div class="img-wrap"><img src="https://gdb.voiceofcolumbia.test/{len(alt) * 7717}_w250_r1.jpg" alt="{esc(alt)}"></div><figcaption><span class="caption">{esc(cap)}</span></figcaption></figure></div>'

    def related(self, doc: Doc) -> str:
        if doc.key == "nk":
            items = [
                self.a("tv", self.docs["tv"].title, "related"),
                self.a("search", "‘북한’ 관련 기사 더 보기", "related"),
            ] + [f'<a href="{p}">{esc(t)}</a>' for p, t, _ in KO_MORE[4:]]
        elif doc.key == "tv":
            items = [
                self.a("nk", self.docs["nk"].title, "related"),
                self.a("tag", "북한 인권", "related"),
                self.a("vid", "[영상] 워싱턴 내셔널 크리스마스 트리 점등", "related"),
            ]
        elif doc.key == "malaria":
            items = [
                self.a("notfound", "Chanjo ya malaria: Unachohitaji kujua", "related"),
                '<a href="/swahili/a/8123412.html">Tanzania yapokea dozi milioni mbili za chanjo</a>',
            ]
        else:
            items = [self.a("langs", "Voice of Columbia in 47 languages", "related")]
        return "".join(f'<li class="media-block">{i}</li>' for i in items)

    def teaser(self, k: str) -> str:
        d = self.docs[k]
        lang = self.lang(d)
        local = d.stamp or d.extra.get("local", "")
        return f'<li class="media-block"><a class="img-wrap" href="{d.path}" tabindex="-1"><img src="https://gdb.voiceofcolumbia.test/{d.path.rsplit("/", 1)[-1].split(".")[0]}_w300_r1.jpg" alt=""></a><div class="media-block__content">{self.a(k, (d.extra.get("kicker", "") + " " + d.title).strip(), "content", BLOCK_TITLE)}<p class="perex">{esc(self.lede(d) if d.is_article else d.extra.get("line", ""))}</p><span class="date">{regional(lang, local)}</span></div></li>'

    def listing_main(self, doc: Doc) -> str:
        cards = [self.teaser(k) for k in doc.extra["list"]]
        cards += [
            f'<li class="media-block"><div class="media-block__content"><a class="media-block__title" href="{p}">{esc(t)}</a><p class="perex">{esc(lede)}</p></div></li>'
            for p, t, lede in doc.extra.get("more_items", [])
        ]
        head = f'<h1 class="pg-title">{esc(doc.title)}</h1>'
        extra = ""
        if doc.kind == "author":
            head = f'<div class="author-details"><img src="https://gdb.voiceofcolumbia.test/author_kimhj_w200_r1.jpg" alt=""><h1 class="pg-title">{esc(doc.title)}</h1><p>{esc(doc.extra["intro"])}</p></div>'
        elif doc.kind == "search":
            head = f'<h1 class="pg-title">{esc(doc.title)}</h1><form action="/korean/s"><input name="k" value="{SEARCH_Q}"><select name="tab"><option value="all" selected>전체</option><option value="news">뉴스</option><option value="video">영상</option></select><button>검색</button></form><p class="search-count">검색 결과 128건</p>'
        elif doc.key == "home":
            extra = f'<div class="home-zones"><h2 class="section-head">주요 코너</h2>{self.a("section", "북한", "content")} · {self.a("tag", "북한 인권", "content")} · {self.a("schedule", "라디오 편성표", "content")} · {self.a("search", "‘북한’ 검색", "content")}</div>'
        pager = ""
        if doc.key == "section":
            pager = f'<p class="buttons btn--load-more">{self.a("section2", "더 보기", "pagination", SHOW_MORE)}</p>'
        elif doc.key == "section2":
            pager = f'<p class="buttons">{self.a("section", "이전", "pagination", BTN)} <a class="btn link-showMore" href="/korean/z/2767?p=2">더 보기</a></p>'
        return f'<div class="col-xs-12 col-md-8 col-lg-8"><section class="{doc.kind}">{head}<ul class="media-block-list">{"".join(cards)}</ul>{extra}{pager}</section></div>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "schedule":
            rows = [
                ("06:00 - 06:30", "16:00 - 16:30", "VOC 뉴스 투데이 (1부)"), ("06:30 - 07:00", "16:30 - 17:00", "워싱턴 톡"),
                ("22:00 - 22:30", "08:00 - 08:30", "VOC 뉴스 투데이 (2부)"), ("22:30 - 23:00", "08:30 - 09:00", "한반도 브리핑"),
                ("23:00 - 23:30", "09:00 - 09:30", "뉴스 인 뉴스"), ("23:30 - 24:00", "09:30 - 10:00", "주간 탈북민 이야기"),
            ]  # fmt: skip
            table = "".join(f"<tr><td>{a}</td><td>{b}</td><td>{c}</td></tr>" for a, b, c in rows)
            return f"""<div class="col-xs-12 col-md-8 col-lg-8"><section class="schedule"><h1 class="pg-title">{esc(doc.title)}</h1>
<p>VOC 한국어 라디오는 매일 중파(AM 1170kHz)와 단파, 인터넷으로 방송됩니다. 아래 시간은 한국 시간(KST)과 미 동부 시간(EST) 기준입니다.</p>
<table class="schedule-table"><thead><tr><th>한국 시간</th><th>워싱턴 시간</th><th>프로그램</th></tr></thead><tbody>{table}</tbody></table>
<p>{self.a("tv", "지난 방송 다시 보기: " + self.docs["tv"].title, "content")}</p></section></div>"""
        if doc.kind == "video":
            return f"""<div class="col-xs-12 col-md-8 col-lg-8"><div class="c-mmp c-mmp--enabled" data-type="video"><video src="https://av.voiceofcolumbia.test/Videoroot/Pangeavideo/2026/12/8123499_hq.mp4" poster="https://gdb.voiceofcolumbia.test/8123499_w1080_h608.jpg" controls preload="none"></video></div>
<h1 class="title pg-title">{esc(doc.title)}</h1>
<div class="published"><span class="date"><time pubdate="pubdate" datetime="2026-12-10T08:00:00+09:00">{regional("ko", doc.extra["local"])}</time></span></div>
<div class="intro"><p>{esc(doc.extra["line"])}</p></div>
<div class="media-block-wrap"><h2 class="section-head">관련 영상</h2><ul><li class="media-block">{self.a("tv", "[영상] " + self.docs["tv"].title, "related")}</li></ul></div></div>"""
        if doc.kind == "language-picker":
            langs = [
                ("English", "/"), ("한국어", "home"), ("Tiếng Việt", "/vietnamese/"), ("Kiswahili", "/swahili/"), ("Español", "/spanish/"),
                ("Türkçe", "/turkish/"), ("فارسی", "/persian/"), ("Українська", "/ukrainian/"), ("Русский", "/russian/"), ("中文", "/chinese/"),
                ("Bahasa Indonesia", "/indonesian/"), ("Français", "/afrique/"), ("Hausa", "/hausa/"), ("Soomaali", "/somali/"), ("ພາສາລາວ", "/lao/"),
            ]  # fmt: skip
            items = "".join(f"<li>{self.a(p, n, 'content')}</li>" for n, p in langs)
            featured = "".join(
                f"<li>{self.a(k, self.docs[k].title, 'content')}</li>"
                for k in ("shrimp", "malaria", "panama", "f16", "oil", "energy")
            )
            return f"""<div class="col-xs-12 col-md-8 col-lg-8"><section class="languages"><h1 class="pg-title">{esc(doc.title)}</h1>
<p>Voice of Columbia broadcasts news and information in 47 languages to a weekly audience of more than 300 million people. Select a language service below.</p>
<ul class="language-list">{items}</ul>
<h2 class="section-head">Top stories from our language services</h2><ul>{featured}</ul></section></div>"""
        return f"""<div class="col-xs-12 col-md-8 col-lg-8"><section class="error-page"><h1 class="pg-title">{esc(doc.title)}</h1>
<p>Ukurasa unaoutafuta huenda umeondolewa, umebadilishwa jina au haupatikani kwa muda. Tafadhali rudi kwenye ukurasa wa mwanzo.</p>
<p><a href="/swahili/">Ukurasa wa mwanzo</a> · <a href="/swahili/s">Tafuta</a></p>
<h2 class="section-head">Habari mpya</h2><ul><li class="media-block">{self.a("malaria", self.docs["malaria"].title, "content")}</li></ul></section></div>"""
