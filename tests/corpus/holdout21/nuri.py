# ruff: noqa: E501 (page texts are long literal lines; Korean punctuation and the middle dot are deliberate)
"""누리뉴스: a Korean news portal (Naver-news-like aggregator) that shows other papers' stories under its own URLs.

Stories are syndicated from 한강일보 (oid 081), 남도신문 (oid 655) and the agency 한빛통신 (oid 003): the portal page
has the press logo, "입력"/"수정" stamps (`data-date-time` in KST, no ISO time), a "원문 보기" link and a
`<link rel="canonical">` pointing at the original paper's URL, `og:article:author` = "<press> | 누리뉴스" (not a
person), the text in `<article id="dic_area">` as `<br><br>`-separated lines, and the reporter line ("정하늘 기자
haneul@namdonews.test") at the END of the text (or in a `div.byline` after it). New pages (`/article/<oid>/<aid>`,
fronts, press and journalist pages, search, policy) are UTF-8; the legacy services (`/main/read.nuri?…` story
URLs, the two ranking pages, the comment page) are EUC-KR, declared in the HTTP header and a meta.
The per-page charset: `file_name` (called first by the shared generator for every page) sets `current`.
"""

from __future__ import annotations

from common import Base, page, story
from sitekit import Doc, css_rules, esc

PRESS = {
    "081": ("한강일보", "https://www.hangangilbo.test/news/articleView.html?idxno="),
    "655": ("남도신문", "https://www.namdonews.test/article/"),
    "003": ("한빛통신", "https://www.hanbitnews.test/view/AKR"),
}


class Nuri(Base):
    origin = "https://news.nuri.test"
    name = "누리뉴스"
    prefix = "nu"
    language = "ko"

    def file_name(self, doc: Doc) -> str:
        self.current = doc.key
        return super().file_name(doc)

    def _legacy(self) -> bool:
        doc = self.docs.get(self.current)
        return bool(doc and doc.extra.get("euckr"))

    @property  # type: ignore[override]
    def encoding(self) -> str:
        return "cp949" if self._legacy() else "utf-8"

    @property
    def codec(self) -> str:
        return "cp949" if self._legacy() else "utf-8"

    @property  # type: ignore[override]
    def content_type(self) -> str:
        return "text/html;charset=EUC-KR" if self._legacy() else "text/html;charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "nu",
            [
                ".Nlnb",
                ".media_end_head",
                "#dic_area",
                ".byline",
                ".ranking_box li",
                ".u_cbox_comment",
                ".sa_item",
                ".Nfoot",
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
                "누리뉴스",
                "portal-home",
                list=["mokpo", "bus", "interview", "photo", "short"],
                more="section",
            )
        )
        add(page("section", "/section/102", "section", "사회", "portal-section",
                 list=["short", "mokpo", "photo", "bus", "interview"], more="section2"))  # fmt: skip
        add(page("section2", "/section/102?page=2", "section", "사회", "portal-section-page2", list=["brief"], prev="section",
                 outside=[("/article/081/0002231288", "서울 지하철 2호선 신형 전동차 8편성 추가 투입", "한강일보"),
                          ("/article/655/0000812201", "여수 돌산대교 야간 경관조명 교체 공사 마무리", "남도신문"),
                          ("/article/003/0013390002", "전국 초미세먼지 '보통'…오후 중부 곳곳 빗방울", "한빛통신")]))  # fmt: skip
        add(page("ranking", "/ranking/popular", "ranking", "많이 본 뉴스", "legacy-euckr-ranking-views", euckr=True,
                 list=["mokpo", "bus", "short", "interview", "photo"]))  # fmt: skip
        add(page("ranking2", "/ranking/popular?type=comment", "ranking", "댓글 많은 뉴스", "legacy-euckr-ranking-comments",
                 euckr=True, list=["bus", "mokpo", "interview"]))  # fmt: skip
        add(
            page(
                "press",
                "/press/081",
                "press",
                "한강일보",
                "portal-press-home",
                list=["bus", "short", "column"],
                oid="081",
            )
        )
        add(page("search", "/search?query=%EB%B9%88%EC%A7%91&sort=1", "search", "'빈집' 검색 결과", "portal-search",
                 list=["mokpo", "column"], query="빈집"))  # fmt: skip
        add(
            story(
                "mokpo",
                "/article/655/0000812345",
                "목포 원도심 빈집 30채, 청년 창업 공간으로 바뀐다",
                "2026-12-02",
                None,
                "2026.12.02. 오후 3:12",
                ["정하늘"],
                [
                    "전남 목포시가 원도심에 방치된 빈집 30채를 사들여 청년 창업 공간으로 고쳐 쓰기로 했다. 시는 2일 이런 내용의 '원도심 빈집 재생 사업' 계획을 발표하고, 내년 3월부터 입주할 청년 창업자를 모집한다고 밝혔다.",
                    "대상 빈집은 목원동과 만호동 일대에 있는 1930~1970년대 주택이다. 시는 국비와 도비를 포함해 모두 48억원을 들여 건물을 매입하고, 구조 보강과 내부 수리를 거쳐 공방과 카페, 사무실 등으로 활용할 계획이다.",
                    "입주 청년은 만 19~39세로, 최대 5년 동안 임대료의 80%를 감면받는다. 시는 창업 교육과 판로 지원도 함께 제공한다.",
                    '## "사람이 돌아와야 골목이 산다"',
                    "목포 원도심은 1990년대 이후 신도심 개발로 인구가 빠르게 줄었다. 시에 따르면 원도심 빈집은 현재 640채가 넘는다.",
                    '만호동에서 40년째 철물점을 운영하는 김모(71)씨는 "밤이면 골목에 불 켜진 집이 몇 안 된다"며 "젊은 사람들이 들어와 가게를 열면 동네에 활기가 돌 것"이라고 말했다.',
                    '시 관계자는 "빈집을 허무는 대신 오래된 건물의 멋을 살려 원도심만의 분위기를 만들겠다"고 말했다.',
                    "SIGN: 정하늘 기자 haneul@namdonews.test",
                ],
                "syndicated-canonical-elsewhere-reporter-line-at-end",
                oid="655",
                orig="2026120215124518",
                ddt="2026-12-02 15:12:04",
                journalist="reporter",
                comments=132,
                photo=("목포 만호동 골목의 빈집", "목포시 만호동의 한 빈집. 목포시 제공"),
            )
        )
        add(
            story(
                "bus",
                "/article/081/0002231456",
                "광역버스 입석 금지 한 달…출근길 정류장 대기 줄 길어졌다",
                "2026-12-01",
                None,
                "2026.12.01. 오후 11:48",
                ["이민호", "오지현"],
                [
                    "경기와 서울을 오가는 광역버스의 입석 운행이 전면 금지된 지 한 달이 지났다. 승객 안전은 나아졌다는 평가가 나오지만, 출근 시간대 정류장 대기 줄은 눈에 띄게 길어졌다.",
                    "1일 오전 7시 경기 용인시 수지구의 한 광역버스 정류장. 서울 강남역으로 가는 버스를 기다리는 줄이 50m 가까이 이어졌다. 버스 세 대가 '좌석 만석' 안내를 띄운 채 그대로 지나갔다.",
                    '직장인 박모(34)씨는 "예전보다 20분은 일찍 나온다"며 "앉아서 가는 건 좋지만 아예 못 타는 날도 있다"고 말했다.',
                    "경기도는 출근 시간대 전세버스 40대를 추가 투입했지만 수요를 따라가지 못하고 있다. 도는 내년 상반기까지 2층 버스 60대를 더 도입할 계획이라고 밝혔다.",
                    '전문가들은 버스 증차만으로는 한계가 있다고 지적한다. 한 교통 전문가는 "출근 시간을 분산하는 유연근무 확대와 철도망 확충이 함께 가야 한다"고 말했다.',
                ],
                "two-authors-middle-dot-byline-div-updated-next-day",
                oid="081",
                orig="231456",
                ddt="2026-12-01 23:48:10",
                modified=("2026.12.02. 오전 7:05", "2026-12-02 07:05:33"),
                byline_div="이민호·오지현 기자(minho@hangangilbo.test)",
                comments=418,
            )
        )
        add(
            story(
                "brief",
                "/main/read.nuri?mode=LSD&mid=sec&sid1=102&oid=003&aid=0013390211",
                "행안부, 겨울철 자연재난 대책기간 운영…내년 3월15일까지",
                "2026-12-02",
                None,
                "2026.12.02. 오전 10:30",
                [],
                [
                    "(세종=한빛통신) 행정안전부는 내년 3월 15일까지를 겨울철 자연재난 대책기간으로 정하고, 대설과 한파에 대비한 비상 대응 체계를 운영한다고 2일 밝혔다.",
                    "SIGN: <저작권자(c) 한빛통신, 무단 전재-재배포 금지>",
                ],
                "agency-brief-legacy-euckr-only-on-page2",
                euckr=True,
                oid="003",
                orig="20261202048500530",
                ddt="2026-12-02 10:30:12",
                comments=3,
            )
        )
        add(
            story(
                "interview",
                "/article/655/0000812298",
                '[인터뷰] "딸기 농사 10년, 이제야 땅이 보여요"…강진 귀농 청년 농부',
                "2026-12-01",
                None,
                "2026.12.01. 오전 9:00",
                ["최유진"],
                [
                    "서울에서 회사를 다니다 2016년 전남 강진으로 내려온 배준호(38)씨는 올해로 딸기 농사 10년 차를 맞았다. 비닐하우스 6동에서 한 해 30t의 딸기를 생산하는 그를 지난달 28일 농장에서 만났다.",
                    'Q: -귀농을 결심한 계기는. || "회사에서 밤늦게까지 일하다 보니 몸도 마음도 지쳤습니다. 외가가 강진이라 어릴 때 방학마다 내려왔던 기억이 있었어요. 아내와 1년을 고민한 끝에 내려왔습니다."',
                    'Q: -처음 몇 년은 어땠나. || "첫해에는 모종을 절반 넘게 죽였어요. 마을 어르신들이 하우스에 들러 물 주는 시기부터 하나하나 알려주셨습니다. 지금도 모르는 게 있으면 제일 먼저 어르신들께 여쭤봅니다."',
                    'Q: -요즘 고민은. || "인건비와 난방비가 많이 올랐습니다. 올겨울에는 하우스에 보온 커튼을 한 겹 더 달고, 지하수를 이용한 난방 설비도 시험하고 있어요."',
                    'Q: -귀농을 꿈꾸는 이들에게 한마디. || "적어도 1년은 살아보고 결정하라고 말하고 싶어요. 농사 기술보다 마을 사람들과 어울려 사는 게 더 중요합니다."',
                    "SIGN: 대담·정리=최유진 기자 yujin@namdonews.test",
                ],
                "qa-interviewer-in-end-line",
                oid="655",
                orig="2026120109001102",
                ddt="2026-12-01 09:00:00",
                comments=57,
            )
        )
        add(
            story(
                "photo",
                "/article/003/0013390188",
                "[포토] 순천만에 흑두루미 7천 마리 날아들었다",
                "2026-12-02",
                None,
                "2026.12.02. 오후 1:40",
                ["윤태양"],
                [
                    "FIG: 순천만 들녘의 흑두루미 떼 | 2일 전남 순천시 순천만 일대 들녘에서 흑두루미들이 먹이를 찾고 있다.",
                    "FIG: 무리 지어 나는 흑두루미 | 해 질 무렵 무리 지어 잠자리로 돌아가는 흑두루미.",
                    "천연기념물 흑두루미 7천여 마리가 순천만에 날아들어 겨울을 나고 있다.",
                    "SIGN: 사진=윤태양 기자",
                ],
                "photo-story-agency-photographer",
                oid="003",
                orig="20261202041200054",
                ddt="2026-12-02 13:40:51",
                comments=9,
            )
        )
        add(
            story(
                "column",
                "/main/read.nuri?mode=LSD&mid=sec&sid1=110&oid=081&aid=0002231390",
                "[시론] 빈집은 지방 소멸의 증상이지 원인이 아니다",
                "2026-11-30",
                None,
                "2026.11.30. 오후 6:00",
                ["강도윤"],
                [
                    "지방 도시를 걷다 보면 창문이 깨지고 마당에 잡초가 무성한 집을 쉽게 만난다. 전국의 빈집은 이미 150만 채를 넘어섰고, 그중 상당수가 비수도권에 몰려 있다.",
                    "많은 지자체가 빈집 정비에 예산을 쏟고 있다. 허물어 주차장이나 쉼터를 만들고, 일부는 고쳐서 청년에게 빌려준다. 의미 있는 시도지만, 빈집만 고친다고 사람이 돌아오지는 않는다.",
                    "사람이 떠나는 이유는 일자리와 교육, 의료다. 병원이 없고 아이를 보낼 학교가 멀면, 아무리 예쁘게 고친 집이라도 오래 머물 이유가 없다.",
                    "빈집 정책은 지역의 생활 기반을 되살리는 큰 그림 안에서 다뤄져야 한다. 빈집 한 채를 고치는 돈으로 마을버스 노선을 하나 늘리는 것이 더 나은 선택일 수도 있다.",
                    "빈집은 지방 소멸의 증상이다. 증상만 치료해서는 병이 낫지 않는다.",
                    "SIGN: 강도윤 한강대 행정학과 교수",
                ],
                "opinion-signed-at-end-legacy-euckr-only-press-page-and-search",
                euckr=True,
                oid="081",
                orig="231390",
                ddt="2026-11-30 18:00:00",
                comments=24,
                section_name="오피니언",
            )
        )
        add(
            story(
                "short",
                "/article/081/0002231470",
                "[속보] 서해안고속도로 서평택IC 부근 추돌사고…상행 2개 차로 통제",
                "2026-12-02",
                None,
                "2026.12.02. 오후 4:31",
                [],
                [
                    "2일 오후 4시 20분께 경기 평택시 서해안고속도로 서울 방향 서평택IC 부근에서 차량 4대가 잇따라 부딪혀 2개 차로가 통제되고 있다.",
                ],
                "one-sentence-flash-no-reporter",
                oid="081",
                orig="231470",
                ddt="2026-12-02 16:31:45",
                comments=12,
            )
        )
        # non-articles
        add(page("comments", "/article/comment/655/0000812345", "comments", "목포 원도심 빈집 30채, 청년 창업 공간으로 바뀐다",
                 "legacy-euckr-comment-page", euckr=True, of="mokpo", comments=[
            ("mokpo****", "2026.12.02. 15:40", "빈집 사서 고치는 건 좋은데, 5년 지나고 임대료 감면 끝나면 다들 나가는 거 아닌가요? 장기적으로 머물 수 있는 방안도 같이 나왔으면 좋겠습니다.", 312, 14),
            ("sea7****", "2026.12.02. 15:52", "만호동 골목 정말 예뻐요. 주말마다 가는데 가게가 몇 개만 더 생겨도 훨씬 좋아질 듯합니다.", 204, 3),
            ("ddal****", "2026.12.02. 16:05", "48억이면 빈집 한 채에 1억 넘게 쓰는 건데, 차라리 새로 짓는 게 낫지 않나 싶기도 하네요.", 98, 61),
            ("jeon****", "2026.12.02. 16:31", "목포 출신인데 원도심이 이렇게 비어 가는 게 너무 안타까웠어요. 청년들 많이 지원했으면 좋겠습니다.", 156, 2),
            ("namd****", "2026.12.02. 17:02", "창업도 좋지만 주차 문제부터 해결해야 합니다. 골목이 좁아서 손님이 와도 차 댈 곳이 없어요.", 87, 5),
            ("hope****", "2026.12.02. 18:44", "군산이나 통영처럼 잘된 사례를 잘 참고했으면 합니다. 건물만 고치고 사람이 안 오면 다시 빈집 됩니다.", 73, 1),
        ]))  # fmt: skip
        add(page("reporter", "/journalist/655/31207", "author", "정하늘 기자", "portal-journalist-long-bio", [
            "남도신문 사회부 기자. 2014년 입사해 목포·신안 주재 기자로 일하며 섬 주민의 의료 공백과 여객선 운항 문제를 꾸준히 취재해 왔다. 2019년부터는 사회부에서 지역 인구 감소와 원도심 재생, 청년 정착 정책을 맡고 있다.",
            "2021년 연속 보도 '섬에 의사가 없다'로 지역언론상을 받았다. 이 보도는 신안군 섬 지역에 순회 진료선이 추가 배치되는 계기가 됐다. 2023년에는 목포 원도심의 빈집 640채를 한 채씩 찾아다니며 기록한 기획 '불 꺼진 골목'을 연재했다.",
            "목포에서 나고 자랐고, 대학에서 사회학을 전공했다. 지역의 작은 변화가 결국 사람들의 삶을 바꾼다고 믿는다. 제보는 언제든 환영한다. 주말에는 유달산에 오른다.",
            "주요 취재 분야: 지역 인구, 도시 재생, 섬·해양, 교통",
        ], arts=["mokpo"],
            outside=[("/article/655/0000811930", "신안 섬마을 순회 진료선, 내년부터 주 3회로 늘어난다"),
                     ("/article/655/0000811702", "목포 원도심 인구 2만 명 선 무너졌다")]))  # fmt: skip
        add(page("policy", "/policy/comment", "policy", "댓글 운영 원칙", "portal-policy-updated", [
            "최종 수정일: 2026년 3월 2일",
            "누리뉴스는 이용자들이 기사에 대해 자유롭게 의견을 나눌 수 있도록 댓글 서비스를 제공합니다. 건전한 토론 문화를 위해 다음과 같은 원칙에 따라 댓글을 운영합니다.",
            "## 1. 댓글 작성 제한",
            "댓글은 실명 인증을 마친 회원만 작성할 수 있으며, 한 사람이 하루에 작성할 수 있는 댓글은 기사당 3개, 전체 20개로 제한합니다.",
            "## 2. 삭제 및 이용 제한",
            "욕설과 비방, 개인정보 노출, 광고, 음란물, 특정 집단에 대한 혐오 표현이 포함된 댓글은 사전 통보 없이 삭제될 수 있습니다. 반복해서 위반한 이용자는 일정 기간 댓글 작성이 제한됩니다.",
            "## 3. 댓글 정렬",
            "댓글은 기본적으로 최신순으로 정렬되며, 이용자가 공감순이나 과거순을 선택할 수 있습니다.",
            "## 4. 언론사의 댓글 설정",
            "각 언론사는 자사 기사의 댓글 허용 여부와 정렬 방식을 직접 정할 수 있습니다.",
        ]))  # fmt: skip

    # ------------------------------------------------------------------ templates
    def _orig(self, d: Doc) -> str:
        return PRESS[d.extra["oid"]][1] + d.extra["orig"]

    def frame(self, doc: Doc, main: str) -> str:
        a = self.a
        legacy = bool(doc.extra.get("euckr"))
        charset = "euc-kr" if legacy else "utf-8"
        title = f"{doc.title} : {self.name}" if doc.key != "home" else "누리뉴스"
        metas = [
            f'<meta http-equiv="Content-Type" content="text/html; charset={charset}">'
            if legacy
            else '<meta charset="utf-8">'
        ]
        metas.append(f"<title>{esc(title)}</title>")
        if doc.is_article:
            press = PRESS[doc.extra["oid"]][0]
            metas += [
                '<meta property="og:type" content="article">',
                f'<meta property="og:title" content="{esc(doc.title)}">',
                f'<meta property="og:url" content="{esc(self.url(doc.key))}">',
                f'<meta property="og:image" content="https://imgnews.nuri.test/image/{doc.extra["oid"]}/{doc.extra["orig"][-6:]}.jpg">',
                f'<meta property="og:description" content="{esc(self.lede(doc))}">',
                f'<meta property="og:article:author" content="{press} | 누리뉴스">',
                '<meta name="twitter:creator" content="@nurinews">',
                f'<link rel="canonical" href="{esc(self._orig(doc))}">',
            ]
        else:
            metas += [
                '<meta property="og:type" content="website">',
                f'<meta property="og:title" content="{esc(title)}">',
                f'<link rel="canonical" href="{esc(self.url(doc.key))}">',
            ]
        head = (
            '<!DOCTYPE html>\n<html lang="ko">\n<head>\n' + "\n".join(metas) + "\n"
            '<link rel="stylesheet" href="https://ssl.pstatic.test/static.news/css/news_end.css?v=20261128">\n'
            "<style>\n/*PAD*/\n</style>\n</head>\n"
        )
        nav = "".join(
            f'<li class="Nlist_item">{a(k, t, "chrome:nav", "class=Nitem_link")}</li>'
            for k, t in (("home", "뉴스홈"), ("/section/100", "정치"), ("/section/101", "경제"), ("section", "사회"),
                         ("/section/103", "생활/문화"), ("/section/110", "오피니언"), ("ranking", "랭킹"))
        )  # fmt: skip
        header = (
            '<header class="Nlnb">\n<div class="Nlnb_menu_inner">'
            f'<h1 class="Nlogo">{a("home", "누리뉴스", "chrome:header", "class=Nlogo_link")}</h1>'
            '<form class="Nsearch" action="/search"><input name="query" type="text" title="뉴스 검색"><button>검색</button></form>'
            f'<ul class="Nlist">{nav}</ul></div>\n</header>'
        )
        footer = (
            '<footer class="Nfoot">\n<ul class="Nfoot_list">'
            f"<li>{a('/policy/terms', '이용약관', 'chrome:footer')}</li>"
            f"<li>{a('/policy/privacy', '개인정보처리방침', 'chrome:footer')}</li>"
            f"<li>{a('policy', '댓글 운영 원칙', 'chrome:footer')}</li>"
            f"<li>{a('/help', '고객센터', 'chrome:footer')}</li></ul>\n"
            '<p class="Nfoot_info">누리뉴스에 게재된 기사의 저작권은 각 언론사에 있습니다. 누리뉴스는 기사를 제공받아 게재할 뿐 편집 책임은 각 언론사에 있습니다.</p>\n'
            '<p class="Nfoot_copy">&copy; NURI Corp.</p>\n</footer>'
        )
        aside = ""
        if doc.kind in ("article", "home", "section", "press"):
            rank = "".join(
                f'<li><em class="rank_num">{i}</em>{a(k, self.docs[k].title, "chrome:rail")}</li>'
                for i, k in enumerate(("mokpo", "bus", "short"), 1)
            )
            aside = (
                '<aside class="ranking_box"><h3>많이 본 뉴스</h3><ol>' + rank + "</ol>"
                f'<p class="more">{a("ranking", "랭킹 전체 보기", "chrome:rail")} · {a("ranking2", "댓글 많은 뉴스", "chrome:rail")}</p>'
                f'<p class="keyword">실시간 관심 키워드: {a("search", "빈집", "chrome:rail")}</p></aside>'
            )
        return (
            head
            + f'<body>\n<div id="wrap">\n{header}\n<div id="ct_wrap" class="ct_wrap">\n{main}\n{aside}\n</div>\n{footer}\n</div>\n<script src="https://ssl.pstatic.test/static.news/js/news_end.js?v=20261128"></script>\n</body>\n</html>\n'
        )

    def _fig(self, alt: str, cap: str) -> str:
        n = sum(map(ord, alt)) % 90000 + 10000
        return (
            f'<span class="end_photo_org"><div class="nbd_im_w"><img id="img{n}" src="https://imgnews.nuri.test/image/{n}.jpg" alt="{esc(alt)}"></div>'
            f'<em class="img_desc">{esc(cap)}</em></span><br>'
        )

    def _date_bunch(self, term: str, shown: str, ddt: str) -> str:
        cls = "_ARTICLE_DATE_TIME" if term == "입력" else "_ARTICLE_MODIFY_DATE_TIME"
        return (
            f'<div class="media_end_head_info_datestamp_bunch"><span class="media_end_head_info_datestamp_term">{term}</span>'
            f'<span class="media_end_head_info_datestamp_time {cls}" data-date-time="{ddt}">{shown}</span></div>'
        )

    def story_main(self, doc: Doc) -> str:
        a = self.a
        oid = doc.extra["oid"]
        press = PRESS[oid][0]
        press_link = a("press" if oid == "081" else f"/press/{oid}", press, "byline", "class=media_end_head_top_logo",
                       inner=f'<img src="https://mimgnews.nuri.test/image/upload/office_logo/{oid}.png" alt="{press}" title="{press}">')  # fmt: skip
        journalist = ""
        if doc.extra.get("journalist"):
            journalist = (
                '<div class="media_end_head_journalist">'
                + a(doc.extra["journalist"], f"{doc.authors[0]} 기자", "byline", "class=media_end_head_journalist_box",
                    inner=f'<em class="media_end_head_journalist_name">{doc.authors[0]} 기자</em>')
                + "</div>"
            )  # fmt: skip
        dates = self._date_bunch("입력", doc.stamp, doc.extra["ddt"])
        if doc.extra.get("modified"):
            dates += self._date_bunch("수정", *doc.extra["modified"])
        orig = f'<a href="{esc(self._orig(doc))}" class="media_end_head_origin_link" target="_blank">원문 보기</a>'
        cmt_key = (
            "comments"
            if doc.key == "mokpo"
            else f"/article/comment/{oid}/{doc.path.rsplit('=', 1)[-1].rsplit('/', 1)[-1]}"
        )
        cmt = a(cmt_key, f"댓글 {doc.extra['comments']}", "content", "class=media_end_head_cmtcount_button")
        photo = ""
        if doc.extra.get("photo"):
            photo = self._fig(*doc.extra["photo"])
        body = self.blocks(doc, p_tag="", p_end="<br><br>", fig=self._fig)
        byline = ""
        if doc.extra.get("byline_div"):
            byline = f'<div class="byline"><p><span class="byline_s">{esc(doc.extra["byline_div"])}</span></p></div>'
        section = doc.extra.get("section_name", "사회")
        related = "".join(
            f"<li>{a(k, self.docs[k].title, 'chrome:related')}</li>"
            for k in ("mokpo", "bus", "interview")
            if k != doc.key and self.docs[k].extra["oid"] == oid
        )
        related_box = (
            f'<div class="media_end_linked"><h4>{press} 주요뉴스</h4><ul>{related}</ul></div>' if related else ""
        )
        return (
            '<div id="ct" class="newsct" role="main">\n<div class="media_end_head go_trans">\n'
            f'<div class="media_end_head_top">{press_link}<em class="media_end_categorize_item">{section}</em></div>\n'
            f'<div class="media_end_head_title"><h2 id="title_area" class="media_end_head_headline"><span>{esc(doc.title)}</span></h2></div>\n'
            f'<div class="media_end_head_info nv_notrans">\n{journalist}\n<div class="media_end_head_info_datestamp">{dates}{orig}</div>\n'
            f'<div class="media_end_head_info_variety">{cmt}<span class="media_end_head_fontsize">본문 듣기 · 글자 크기 변경 · 공유하기</span></div>\n</div>\n</div>\n'
            '<div id="contents" class="newsct_body">\n<div id="newsct_article" class="newsct_article _article_body">\n'
            f'<article id="dic_area" class="go_trans _article_content">\n{photo}{body}\n</article>\n</div>\n{byline}\n'
            f'<p class="source"><span>Copyright ⓒ {press}. All rights reserved. 무단 전재 및 재배포 금지.</span></p>\n'
            '<div class="media_end_head_autosummary">기사 추천 · 좋아요 · 훈훈해요 · 슬퍼요 · 화나요 · 후속기사 원해요</div>\n'
            f"</div>\n{related_box}\n</div>"
        )

    def listing_main(self, doc: Doc) -> str:
        a = self.a
        if doc.kind == "ranking":
            rows = []
            for i, k in enumerate(doc.extra["list"], 1):
                d = self.docs[k]
                count = f"조회 {(9 - i) * 1731 + 402:,}" if doc.key == "ranking" else f"댓글 {d.extra['comments']}"
                rows.append(
                    f'<tr><td class="rank"><em>{i}</em></td><td class="press">{PRESS[d.extra["oid"]][0]}</td>'
                    f'<td class="tit">{a(k, d.title, "content")}</td><td class="cnt">{count}</td></tr>'
                )
            other = "ranking2" if doc.key == "ranking" else "ranking"
            tabs = f'<div class="rankingnews_tab">{a("ranking", "많이 본 뉴스", "content")} | {a("ranking2", "댓글 많은 뉴스", "content")}</div>'
            return (
                f'<div id="main_content" class="rankingnews">\n<h2 class="rankingnews_head_title">{esc(doc.title)}</h2>\n{tabs}\n'
                '<p class="rankingnews_notice">2026.12.02. 17:00 기준 · 언론사별로 집계한 순위입니다.</p>\n'
                '<table class="ranking_box" border="0" cellspacing="0" cellpadding="0" summary="랭킹 뉴스">\n'
                + "\n".join(rows)
                + f"\n</table>\n<p>{a(other, '다른 랭킹 보기', 'content')}</p>\n</div>"
            )
        items = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            press = PRESS[d.extra["oid"]][0]
            items.append(
                f'<li class="sa_item"><div class="sa_text">{a(k, d.title, "content", "class=sa_text_title")}'
                f'<div class="sa_text_lede">{esc(self.lede(d))}</div>'
                f'<div class="sa_text_info"><span class="sa_text_press">{press}</span><span class="sa_text_datetime">{d.stamp}</span>'
                f'<span class="sa_text_cmt">댓글 {d.extra["comments"]}</span></div></div></li>'
            )
        for path, title, press in doc.extra.get("outside", []):
            items.append(
                f'<li class="sa_item"><div class="sa_text">{a(path, title, "content", "class=sa_text_title")}<span class="sa_text_press">{press}</span></div></li>'
            )
        pager = []
        if doc.extra.get("prev"):
            pager.append(a(doc.extra["prev"], "1", "content"))
            pager.append("<strong>2</strong>")
            pager.append(a("/section/102?page=3", "3", "content"))
        elif doc.extra.get("more") and doc.key == "section":
            pager.append("<strong>1</strong>")
            pager.append(a(doc.extra["more"], "2", "content"))
            pager.append(a("/section/102?page=3", "3", "content"))
        elif doc.extra.get("more"):
            pager.append(a(doc.extra["more"], "사회 뉴스 더보기", "content"))
        head = f'<h2 class="section_title">{esc(doc.title)}</h2>'
        intro = ""
        if doc.kind == "search":
            head = f'<h2 class="section_title">{esc(doc.title)}</h2>'
            intro = f"<p class=\"search_info\">'{esc(doc.extra['query'])}'에 대한 뉴스 검색 결과 {len(items)}건 · 관련도순</p>"
        if doc.kind == "press":
            intro = (
                '<div class="press_hd"><img src="https://mimgnews.nuri.test/image/upload/office_logo/081.png" alt="">'
                '<p>1962년 창간한 수도권 종합일간지. 구독자 18만 명.</p><button class="press_subscribe">구독</button></div>'
            )
        if doc.key == "home":
            head = '<h2 class="section_title">헤드라인 뉴스</h2>'
            intro = (
                '<div class="press_box"><h3>언론사별 뉴스</h3>'
                f"<ul><li>{a('press', '한강일보', 'content')}</li><li>{a('/press/655', '남도신문', 'content')}</li><li>{a('/press/003', '한빛통신', 'content')}</li></ul></div>"
            )
        return (
            f'<div id="main_content" class="section_{doc.key}">\n{head}\n{intro}\n<ul class="sa_list">\n'
            + "\n".join(items)
            + f'\n</ul>\n<div class="paging">{" ".join(pager)}</div>\n</div>'
        )

    def service_main(self, doc: Doc) -> str:
        a = self.a
        if doc.kind == "comments":
            art = self.docs[doc.extra["of"]]
            rows = "\n".join(
                f'<li class="u_cbox_comment"><div class="u_cbox_info"><span class="u_cbox_nick">{nick}</span></div>'
                f'<div class="u_cbox_text_wrap"><span class="u_cbox_contents">{esc(text)}</span></div>'
                f'<div class="u_cbox_info_base"><span class="u_cbox_date">{when}</span></div>'
                f'<div class="u_cbox_tool"><em class="u_cbox_cnt_recomm">{up}</em><em class="u_cbox_cnt_unrecomm">{down}</em></div></li>'
                for nick, when, text, up, down in doc.extra["comments"]
            )
            return (
                '<div id="ct" class="newsct comment_ct">\n'
                f'<div class="media_end_head_title"><h2 class="media_end_head_headline">{a(art.key, art.title, "content")}</h2>'
                f'<p class="comment_press">{PRESS[art.extra["oid"]][0]} · {art.stamp}</p></div>\n'
                f'<div class="u_cbox_head"><h3 class="u_cbox_title">댓글</h3><span class="u_cbox_count">{art.extra["comments"]}</span>'
                '<span class="u_cbox_sort">최신순 · 공감순 · 과거순</span></div>\n'
                '<p class="u_cbox_notice">댓글은 작성자의 의견이며 누리뉴스의 입장과 무관합니다. 욕설, 비방 댓글은 삭제될 수 있습니다.</p>\n'
                f'<ul class="u_cbox_list">\n{rows}\n</ul>\n'
                f'<p class="u_cbox_more">댓글 더보기 · {a("policy", "댓글 운영 원칙", "content")}</p>\n'
                f"<p>{a(art.key, '기사 본문 보기', 'content')}</p>\n</div>"
            )
        body = self.blocks(doc)
        extra = ""
        if doc.kind == "author":
            arts = "".join(f"<li>{a(k, self.docs[k].title, 'content')}</li>" for k in doc.extra["arts"])
            arts += "".join(f"<li>{a(p, t, 'content')}</li>" for p, t in doc.extra["outside"])
            return (
                '<div id="ct" class="journalist_ct">\n<div class="media_journalist_profile">'
                '<img src="https://mimgnews.nuri.test/image/upload/journalist/31207.jpg" alt="">'
                f'<h2 class="media_journalist_name">{esc(doc.title)}</h2>'
                f'<p class="media_journalist_press">{a("/press/655", "남도신문", "content")} · 구독자 2,406</p>'
                '<button class="media_journalist_subscribe">기자 구독</button></div>\n'
                f'<div class="media_journalist_intro"><h3>기자 소개</h3>\n{body}\n</div>\n'
                f'<div class="media_journalist_articles"><h3>작성한 기사</h3><ul>{arts}</ul></div>\n</div>'
            )
        return f'<div id="ct" class="policy_ct">\n<h2 class="policy_title">{esc(doc.title)}</h2>\n{body}\n{extra}</div>'
