# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic punctuation is deliberate)
"""누리뉴스 Nuri News: a Korean news portal on its own system (Daum-like timestamp ids `/v/20261204091512345`,
`tit_view` / `info_view` / `article_view` markup, `/section/society?page=2`, `/issue/<id>`, `/reporter/<id>`,
`/search?q=`, `/photo/v/<id>`), Korean, UTF-8; bylines "김도윤 기자" with the e-mail line at the end **inside** the
body container, "입력 2026.12.04 09:15 수정 2026.12.04 10:02". The old archive (`/archive/view.asp?arcid=…`) is
**EUC-KR** by header and meta but written in the Windows UHC extension (cp949: "똠얌꿍"), as Korean servers often
are; Scrapy decodes it as cp949. An unsigned editorial ([사설]), an agency dateline "(부산=연합뉴스) 정해진 기자 =",
a one-photo "[포토]" page (not an article) and a **soft 404** (200, "요청하신 기사를 찾을 수 없습니다") in the archive."""

from __future__ import annotations

import json
from urllib.parse import quote

from common import Base, page, story
from sitekit import Doc, css_rules, esc

SEARCH = "/search?q=" + quote("한파")
ARTS = ["cold", "crash", "export", "editorial", "lights", "column", "aseanfood", "kimjang"]
NAV = [
    ("home", "홈"),
    ("/section/politics", "정치"),
    ("/section/economy", "경제"),
    ("society", "사회"),
    ("/section/culture", "문화"),
    ("/section/world", "국제"),
    ("/section/opinion", "오피니언"),
    ("photo", "포토"),
    ("archive", "지난 기사"),
]
COMMENTS = {
    "cold": [
        ("겨울***", "보일러 동파 조심하세요. 작년에 계량기 터져서 고생했어요.", "2026.12.04 09:41"),
        ("출근러", "버스 정류장에 온열 의자 좀 더 많이 설치해 줬으면", "2026.12.04 09:58"),
        ("sky_lim", "어르신들 안부 확인하는 거 좋네요. 추운 날엔 정말 필요합니다.", "2026.12.04 10:20"),
    ],
    "export": [
        ("경제통", "반도체 빼면 사실상 마이너스라는 게 문제", "2026.12.01 12:14"),
        ("조선맨", "선박 수출 35% 증가 반갑네요", "2026.12.01 13:02"),
    ],
    "editorial": [
        ("청춘일기", "쉬었음이 아니라 포기했음이 맞는 표현 아닌가요", "2026.12.04 07:12"),
    ],
}


class Nuri(Base):
    origin = "https://news.nuri.test"
    name = "누리뉴스"
    prefix = "nuri"
    language = "ko"
    encoding = "utf-8"
    content_type = "text/html;charset=UTF-8"
    legacy = ("cp949", "cp949", "text/html; charset=euc-kr")

    def pad_rules(self) -> list[str]:
        return css_rules(
            "nuri",
            [".head_view", ".article_view", ".box_comment", ".gnb_comm", ".foot_comm", ".list_news2 li"],
            260,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "누리뉴스",
                "portal-home",
                list=["cold", "crash", "export", "editorial", "lights", "column"],
            )
        )
        add(
            page(
                "society",
                "/section/society",
                "section",
                "사회",
                "section-list",
                list=["cold", "crash", "lights"],
                more="society2",
            )
        )
        add(
            page(
                "society2",
                "/section/society?page=2",
                "section",
                "사회",
                "section-list-page2",
                list=["aseanfood", "kimjang", "editorial"],
                prev="society",
            )
        )
        add(
            page(
                "issue",
                "/issue/100234",
                "tag",
                "한파 비상",
                "issue-hub",
                list=["cold", "photo", "kimjang"],
            )
        )
        add(
            page(
                "reporter",
                "/reporter/kimdoyoon",
                "author",
                "김도윤 기자",
                "reporter-page",
                list=["cold"],
                bio="사회부 기자. 서울시청과 기상·재난 분야를 취재합니다. 제보는 doyoon@nuri.test 로 보내주세요.",
            )
        )
        add(page("search", SEARCH, "search", "‘한파’ 검색 결과", "search-results", list=["cold", "photo"]))
        add(
            page(
                "photo",
                "/photo/v/20261204081030112",
                "photo",
                "[포토] 한파 속 출근길, 광화문광장의 아침",
                "photo-news-caption-only",
                [
                    "FIG: 광화문광장 출근길 시민들 | 서울 전역에 한파경보가 내려진 4일 오전 서울 종로구 광화문광장에서 두꺼운 외투를 입은 시민들이 출근길 발걸음을 재촉하고 있다. 2026.12.04 /사진=이준호 기자",
                ],
                stamp="2026.12.04 08:10",
            )
        )
        add(
            page(
                "archive",
                "/archive/list.asp?sec=soc",
                "section",
                "지난 기사 - 사회",
                "legacy-euckr-archive-list",
                list=["aseanfood", "kimjang"],
                legacy=True,
            )
        )
        add(
            page(
                "gone",
                "/archive/view.asp?arcid=0011999999",
                "error",
                "요청하신 기사를 찾을 수 없습니다",
                "soft-404-200",
                [
                    "기사가 삭제되었거나, 주소가 잘못 입력되었을 수 있습니다.",
                    "입력하신 주소가 정확한지 다시 한 번 확인해 주시기 바랍니다.",
                ],
                legacy=True,
            )
        )
        add(
            story(
                "cold",
                "/v/20261204091512345",
                "서울 올겨울 첫 한파경보…아침 최저 영하 12도, 동파 주의",
                "2026-12-04",
                "2026-12-04T09:15:00+09:00",
                "2026.12.04 09:15",
                ["김도윤"],
                [
                    "4일 서울에 올겨울 첫 한파경보가 내려진 가운데 아침 최저기온이 영하 12도까지 떨어지며 출근길 시민들이 강추위에 몸을 움츠렸다.",
                    "기상청에 따르면 이날 오전 7시 기준 서울의 기온은 영하 12.3도로, 바람이 강하게 불면서 체감온도는 영하 18도 안팎까지 내려갔다. 경기 북부와 강원 내륙은 영하 15도 이하를 기록한 곳이 많았고, 강원 철원 임남면은 영하 19.6도로 전국에서 가장 낮았다.",
                    "한파경보는 아침 최저기온이 이틀 이상 영하 15도 이하로 떨어지거나, 전날보다 15도 이상 낮아져 3도 이하가 될 것으로 예상될 때 발령된다. 서울에 12월 초순 한파경보가 내려진 것은 2년 만이다.",
                    "FIG: 출근길 시민들 | 4일 오전 서울 종로구 광화문역 인근에서 시민들이 출근하고 있다. /사진=이준호 기자",
                    "서울시는 전날 오후 9시부로 한파 종합지원상황실을 가동하고 비상근무에 들어갔다. 시는 노숙인 밀집 지역 순찰을 하루 4회로 늘리고, 홀몸 어르신 약 3만 명에게 생활지원사와 방문간호사가 안부 전화를 하거나 직접 찾아가 건강 상태를 확인하도록 했다.",
                    "수도 계량기 동파 우려도 커졌다. 서울시 상수도사업본부는 “기온이 영하 10도 이하로 내려가면 동파 발생이 급격히 늘어난다”며 “외출할 때는 수돗물을 약하게 틀어 두고, 계량기함 내부를 헌 옷 등 보온재로 채워 달라”고 당부했다. 지난겨울 서울에서는 모두 3400여 건의 계량기 동파가 신고됐다.",
                    "출근길 시민들은 두꺼운 외투와 목도리로 중무장한 채 발걸음을 재촉했다. 광화문역 인근에서 만난 직장인 최모(34) 씨는 “버스 정류장에서 10분 기다리는 것도 힘들 정도”라며 “오늘은 회사 근처 카페에서 따뜻한 음료부터 찾았다”고 말했다.",
                    "추위는 주말까지 이어질 전망이다. 기상청은 “5일 아침에도 서울 기온이 영하 11도 안팎에 머물겠고, 다음 주 초반에야 평년 기온을 회복하겠다”며 “수도관 동파와 농작물 냉해 등 피해가 없도록 각별히 유의해 달라”고 밝혔다.",
                ],
                "byline-email-inside-body",
                section="사회",
                dek="체감온도 영하 18도…서울시, 한파 종합지원상황실 가동",
                mail="doyoon@nuri.test",
                modified="2026.12.04 10:02",
                reporter="reporter",
            )
        )
        add(
            story(
                "crash",
                "/v/20261204080512877",
                "경부고속도로 안성 부근 5중 추돌…2명 경상",
                "2026-12-04",
                "2026-12-04T08:05:00+09:00",
                "2026.12.04 08:05",
                ["오하늘"],
                [
                    "4일 오전 6시 40분께 경기 안성시 원곡면 경부고속도로 서울 방향 안성나들목 부근에서 승용차와 화물차 등 차량 5대가 잇따라 추돌했다.",
                    "이 사고로 승용차 운전자 A(41) 씨 등 2명이 가벼운 부상을 입고 인근 병원으로 옮겨졌다. 사고 수습 과정에서 서울 방향 2개 차로가 1시간가량 통제돼 출근길 정체가 빚어졌다.",
                    "경찰은 도로 일부 구간이 얼어붙은 상태에서 앞서가던 화물차가 속도를 줄이자 뒤따르던 차량들이 미처 멈추지 못한 것으로 보고 정확한 사고 경위를 조사하고 있다.",
                ],
                "short-brief",
                section="사회",
                mail="sky@nuri.test",
            )
        )
        add(
            story(
                "export",
                "/v/20261201110532140",
                "11월 수출 612억 달러, 14개월 연속 증가…반도체가 견인",
                "2026-12-01",
                "2026-12-01 11:05:32",
                "2026.12.01 11:05",
                ["이서연", "박준혁"],
                [
                    "지난달 수출이 반도체 호조에 힘입어 14개월 연속 증가세를 이어갔다. 다만 자동차와 석유제품 수출이 줄면서 증가 폭은 전달보다 둔화했다.",
                    "산업통상자원부가 1일 발표한 ‘11월 수출입 동향’에 따르면 지난달 수출액은 612억3000만 달러로 1년 전보다 6.8% 늘었다. 수입은 548억9000만 달러로 2.1% 증가해, 무역수지는 63억4000만 달러 흑자를 기록했다. 무역수지는 10개월 연속 흑자다.",
                    "## 주요 품목별 수출 실적",
                    "T: 품목 | 수출액(억 달러) | 증감률(%)",
                    "T: 반도체 | 152.4 | 21.3",
                    "T: 일반기계 | 42.1 | 2.4",
                    "T: 자동차 | 61.8 | -3.2",
                    "T: 석유제품 | 38.5 | -8.7",
                    "T: 선박 | 27.9 | 35.6",
                    "반도체 수출은 인공지능(AI) 서버용 고대역폭메모리(HBM)와 고용량 D램 수요가 꾸준히 늘면서 월간 기준 역대 두 번째로 많은 152억 달러를 기록했다. 선박 수출도 고부가가치 액화천연가스(LNG) 운반선 인도가 몰리면서 35.6% 급증했다.",
                    "반면 자동차 수출은 주요 완성차 업체의 해외 현지 생산이 늘어난 데다 일부 공장의 설비 보수로 조업일수가 줄어 3.2% 감소했다. 석유제품은 국제유가 하락으로 수출 단가가 떨어지며 8.7% 줄었다.",
                    "지역별로는 9대 주요 시장 가운데 미국과 아세안, 인도 등 6곳에서 수출이 늘었다. 대중국 수출은 반도체 수요 회복에 힘입어 4.1% 증가했다.",
                    "산업부 관계자는 “미국의 관세 정책과 주요국 경기 둔화 등 불확실성이 여전하다”며 “연말까지 수출 증가세가 이어질 수 있도록 무역금융과 물류 지원을 확대하겠다”고 말했다.",
                ],
                "two-reporters-table-naive-time",
                section="경제",
                byline="이서연·박준혁 기자",
                mail="syl@nuri.test",
            )
        )
        add(
            story(
                "editorial",
                "/v/20261204000100011",
                "[사설] 청년 ‘쉬었음’ 50만 명, 고용률 숫자 뒤의 현실 직시해야",
                "2026-12-04",
                "2026-12-04T00:01:00+09:00",
                "2026.12.04 00:01",
                [],
                [
                    "일도 구직 활동도 하지 않고 그냥 ‘쉬었다’고 답한 청년층(15~29세)이 지난달 50만 명을 넘어섰다. 통계청 경제활동인구조사에 따르면 이는 1년 전보다 4만여 명 늘어난 수치로, 관련 통계를 작성한 이래 같은 달 기준 가장 많다.",
                    "정부는 전체 고용률이 역대 최고 수준이라며 고용 시장이 견조하다고 강조한다. 그러나 고용률 상승은 주로 60세 이상 고령층 일자리가 늘어난 결과다. 청년 고용률은 18개월째 하락하고 있고, 취업자 가운데서도 주 36시간 미만 단시간 근로자의 비중이 빠르게 커지고 있다. 평균의 착시 뒤에서 청년들의 일자리 사정은 오히려 나빠지고 있는 셈이다.",
                    "청년들이 구직을 포기하는 이유는 복합적이다. 대기업과 중소기업의 임금 격차가 좁혀지지 않으니 첫 직장 선택에 신중해질 수밖에 없고, 기업은 경력직 위주로 채용하니 첫발을 떼기조차 어렵다. ‘쉬었음’ 청년의 상당수가 취업 경험이 있는 이들이라는 점도 눈여겨봐야 한다. 한 번 좌절을 겪은 청년이 노동시장으로 돌아오지 못하고 있다는 뜻이다.",
                    "지금까지의 청년 일자리 정책은 단기 일자리와 현금 지원에 치우쳐 있었다. 이제는 방향을 바꿔야 한다. 구직을 포기한 청년을 찾아내 상담과 직업훈련, 심리 지원을 묶어 제공하는 맞춤형 프로그램을 확대하고, 중소기업의 근로 여건을 개선해 ‘괜찮은 첫 일자리’를 늘리는 데 정책 역량을 집중해야 한다.",
                    "청년이 일할 의지를 잃는 사회에 미래는 없다. 정부는 고용률 숫자에 안주하지 말고, 통계 뒤에 숨은 50만 명의 목소리에 귀 기울여야 한다.",
                ],
                "editorial-no-person",
                section="오피니언",
            )
        )
        add(
            story(
                "lights",
                "/v/20261203162044518",
                "해운대 빛축제 개막…내년 1월까지 해변 따라 ‘빛의 바다’",
                "2026-12-03",
                "2026-12-03T16:20:44+09:00",
                "2026.12.03 16:20",
                ["정해진"],
                [
                    "(부산=연합뉴스) 정해진 기자 = 부산 해운대해수욕장 일대가 화려한 조명으로 물드는 ‘해운대 빛축제’가 3일 개막해 내년 1월 31일까지 이어진다.",
                    "해운대구에 따르면 올해 축제는 ‘바다가 건네는 빛의 인사’를 주제로 해수욕장 백사장과 구남로 광장, 해운대시장 입구 등 약 1.5㎞ 구간에 대형 조형물과 조명 터널 30여 점이 설치됐다.",
                    "올해 처음 선보이는 ‘파도 미디어아트’는 백사장 위 가로 40m, 세로 8m 크기의 대형 스크린에 실시간 파도 영상을 조명과 연동해 보여준다. 구남로 광장에는 높이 15m의 대형 크리스마스트리가 세워졌다.",
                    "조명은 매일 오후 5시 30분부터 자정까지 켜진다. 주말에는 거리 공연과 플리마켓도 열린다.",
                    "축제 기간 해운대해수욕장 일대에서는 다양한 부대 행사도 마련된다. 12월 24일 성탄 전야에는 백사장 특설무대에서 시민 합창단과 지역 예술인이 참여하는 ‘빛의 성탄 음악회’가 열리고, 31일 밤에는 새해 카운트다운 행사와 함께 불꽃 연출이 펼쳐진다.",
                    "인근 상인들도 축제 특수를 기대하고 있다. 구남로에서 10년째 카페를 운영하는 김모(52) 씨는 “빛축제가 열리면 평일 저녁에도 손님이 두 배 가까이 늘어난다”며 “올해는 외국인 관광객도 많이 찾을 것 같다”고 말했다.",
                    "해운대구 관계자는 “지난해 축제 기간 약 120만 명이 다녀갔는데 올해는 볼거리를 더 늘린 만큼 더 많은 관광객이 찾을 것으로 기대한다”며 “혼잡한 시간대에는 안전요원을 추가로 배치하겠다”고 말했다.",
                ],
                "agency-dateline-person",
                section="사회",
                sent="2026/12/03 16:20 송고",
            )
        )
        add(
            story(
                "column",
                "/v/20261203180015202",
                "[시론] 지역 소멸, 인구 유치 경쟁 넘어 ‘관계 인구’로",
                "2026-12-03",
                "2026-12-03T18:00:15+09:00",
                "2026.12.03 18:00",
                ["최윤희"],
                [
                    "전국 시군구의 절반 가까이가 ‘소멸 위험 지역’으로 분류된 지 오래다. 지방자치단체들은 출산장려금을 올리고 귀농·귀촌 정착금을 내걸며 인구 유치에 사활을 걸고 있다. 하지만 한 지역이 인구를 늘리면 다른 지역의 인구가 줄어드는 제로섬 경쟁으로는 전체의 위기를 풀 수 없다.",
                    "주목할 만한 대안이 ‘관계 인구’다. 주민등록을 옮기지 않더라도 특정 지역과 지속적으로 관계를 맺는 사람들을 뜻한다. 주말마다 농사를 지으러 오는 도시민, 한 달 살기를 하며 원격으로 일하는 직장인, 고향사랑기부제로 꾸준히 기부하는 출향민이 모두 여기에 해당한다.",
                    "일본은 이미 10여 년 전부터 관계 인구를 지역 정책의 핵심 지표로 삼아 왔다. 지역과 도시를 잇는 중간 지원 조직을 만들고, 두 지역 거주자를 위한 세제와 행정 서비스를 정비했다. 그 결과 일부 농산어촌에서는 관계 인구가 이주로 이어지는 사례가 늘고 있다.",
                    "우리도 제도적 기반을 갖춰야 한다. 생활인구 통계를 정교하게 다듬어 교부세 배분에 반영하고, 두 곳에 거주하는 이들이 주거와 의료 서비스를 불편 없이 이용할 수 있도록 해야 한다. 빈집과 폐교를 공유 오피스나 체류형 숙소로 바꾸는 사업도 관계 인구를 늘리는 유용한 수단이다.",
                    "지역을 살리는 힘은 결국 사람에게서 나온다. 그 사람이 반드시 주민등록상 주민일 필요는 없다. 지역에 애정을 가진 사람을 한 명이라도 더 늘리는 것, 그것이 소멸 위기를 넘어서는 현실적인 출발점이다.",
                ],
                "op-ed-writer-line",
                section="오피니언",
                byline="최윤희 한빛대 행정학과 교수",
                writer="최윤희 한빛대 행정학과 교수",
            )
        )
        add(
            story(
                "aseanfood",
                "/archive/view.asp?arcid=0011873456",
                "이태원 ‘아세안 음식 축제’ 개막…똠얌꿍·쌀국수 맛보러 인파",
                "2026-11-27",
                None,
                "2026-11-27 14:20",
                ["박소라"],
                [
                    "동남아시아 10개국의 대표 음식을 한자리에서 맛볼 수 있는 ‘아세안 음식 축제’가 27일 서울 용산구 이태원관광특구 일대에서 개막했다. 축제는 29일까지 사흘간 열린다.",
                    "올해로 6회째를 맞은 축제에는 태국, 베트남, 인도네시아, 필리핀 등 각국 출신 요리사와 국내 외식업체 등 42개 팀이 참여했다. 태국식 새우 수프인 똠얌꿍, 베트남 쌀국수, 인도네시아 볶음밥 나시고렝 등 현지의 맛을 그대로 살린 음식이 한 접시에 5000~8000원에 판매된다.",
                    "개막일인 이날 점심시간에는 인근 직장인과 외국인 관광객이 몰리며 인기 부스 앞에 30m 넘는 줄이 늘어서기도 했다. 태국 음식 부스를 운영하는 요리사 솜차이(45) 씨는 “한국 사람들이 똠얌꿍의 새콤하고 매운맛을 좋아해서 준비한 재료가 오전에 다 떨어질 뻔했다”며 웃었다.",
                    "축제장 한편에서는 각국의 전통 공연과 요리 시연도 이어졌다. 필리핀 전통 춤 공연과 베트남 쌀국수 만들기 체험 부스에는 가족 단위 방문객이 몰렸고, 아세안 각국의 관광 정보를 소개하는 홍보관도 마련됐다.",
                    "서울 마포구에서 왔다는 대학생 이모(23) 씨는 “동남아 여행을 갔을 때 먹었던 맛을 다시 느낄 수 있어 좋았다”며 “다음 여행지를 고르는 데도 도움이 됐다”고 말했다.",
                    "용산구는 축제 기간 이태원로 일부 구간의 차량 통행을 통제하고, 인파 관리를 위해 안전요원 120명을 배치했다.",
                ],
                "legacy-euckr-uhc-chars",
                section="사회",
                legacy=True,
                mail="sora@nuri.test",
            )
        )
        add(
            story(
                "kimjang",
                "/archive/view.asp?arcid=0011871020",
                "김장철 배추 한 포기 3천 원대…지난해보다 20% 저렴",
                "2026-11-25",
                None,
                "2026.11.25 07:30",
                [],
                [
                    "본격적인 김장철을 맞아 배추와 무 가격이 지난해보다 크게 내려 소비자들의 부담이 줄어들 전망이다.",
                    "한국농수산식품유통공사(aT)에 따르면 24일 기준 배추 한 포기의 평균 소매가격은 3480원으로 1년 전보다 20.4% 낮았다. 무는 개당 2150원으로 15.2% 내렸다. 올가을 작황이 좋아 출하량이 늘어난 덕분이다.",
                    "반면 고춧가루와 마늘 등 양념 채소 가격은 여전히 높은 수준이다. 고춧가루(국산) 1㎏의 소매가격은 3만9800원으로 지난해보다 6.1% 올랐다.",
                    "가격이 내리자 김장을 직접 하려는 가정도 늘고 있다. 한 가격비교 업체가 최근 성인 1000명을 대상으로 조사한 결과 ‘올해 김장을 할 계획’이라는 응답은 58%로 지난해보다 7%포인트 높아졌다.",
                    "유통업계는 배추 가격 하락에 맞춰 절임배추 사전 예약 판매를 확대하고 있다. 한 대형마트 관계자는 “절임배추 20㎏ 한 상자를 지난해보다 4000원가량 싸게 내놨는데 예약 물량의 70%가 이미 소진됐다”고 말했다.",
                    "정부는 김장철 물가 안정을 위해 다음 달 중순까지 배추와 무 비축 물량을 시장에 공급하고, 대형마트와 전통시장의 할인 행사를 지원하기로 했다.",
                ],
                "legacy-euckr-desk-credit",
                section="경제",
                legacy=True,
                byline="온라인뉴스팀",
            )
        )

    # ---- head -------------------------------------------------------------------------------------------------
    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        m = [
            f"<title>{esc(doc.title)} | 누리뉴스</title>" if doc.key != "home" else "<title>누리뉴스</title>",
            '<meta name="viewport" content="width=device-width, initial-scale=1.0">',
            f'<meta name="description" content="{esc(self.lede(doc))}">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:url" content="{esc(url)}">',
            '<meta property="og:site_name" content="누리뉴스">',
            '<meta property="og:image" content="https://img.nuri.test/thumb/R658x0/share.jpg">',
            '<meta name="twitter:card" content="summary_large_image">',
        ]
        if doc.is_article:
            m.append(
                f'<meta property="og:regDate" content="{doc.stamp.replace(".", "").replace(":", "").replace(" ", "")}00">'
            )
            m.append(f'<meta property="article:published_time" content="{doc.iso}">')
            m.append(f'<meta property="dable:item_id" content="{doc.path.rsplit("/", 1)[-1]}">')
            m.append(
                f'<meta property="dable:author" content="{esc(doc.byline or (doc.authors[0] + " 기자" if doc.authors else "누리뉴스"))}">'
            )
            m.append(f'<meta property="article:section" content="{esc(doc.section)}">')
            author: object = {"@type": "Organization", "name": "누리뉴스"}
            if doc.authors:
                author = [{"@type": "Person", "name": a} for a in doc.authors]
            ld = {
                "@context": "https://schema.org",
                "@type": "NewsArticle",
                "headline": doc.title,
                "url": url,
                "datePublished": doc.iso,
                "dateModified": doc.iso,
                "author": author,
                "publisher": {
                    "@type": "Organization",
                    "name": "누리뉴스",
                    "logo": {"@type": "ImageObject", "url": "https://news.nuri.test/img/logo.png"},
                },
                "description": self.lede(doc),
            }
            m.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        m.append(f'<link rel="canonical" href="{esc(url)}">')
        return "\n".join(m)

    # ---- frames -----------------------------------------------------------------------------------------------
    def frame(self, doc: Doc, main: str) -> str:
        if doc.extra.get("legacy"):
            return self.legacy_frame(doc, main)
        gnb = "\n".join(f"<li>{self.a(k, t, 'nav')}</li>" for k, t in NAV)
        rank = "\n".join(
            f'<li><em class="num_rank">{i}</em>{self.a(k, self.docs[k].title, "aside")}</li>'
            for i, k in enumerate(["cold", "export", "lights", "crash", "column"], 1)
        )
        return f"""<!DOCTYPE html>
<html lang="ko">
<head>
<meta charset="utf-8">
{self.head(doc)}
<link rel="stylesheet" href="https://t1.nuri.test/news/css/news_pc.min.css?v=2611">
<style>/*PAD*/</style>
<script>window.nuriAnalytics={{pageType:"{doc.kind}",section:"{esc(doc.section)}"}};</script>
<script async src="https://t1.nuri.test/tiara/tiara.min.js"></script>
</head>
<body>
<div id="wrap">
<div id="kakaoIndex"><a href="#kakaoBody">본문 바로가기</a><a href="#kakaoGnb">메뉴 바로가기</a></div>
<header id="kakaoHead" class="head_news">
<h1 class="logo_news"><a href="/"><span class="ir_wa">누리뉴스</span></a></h1>
<form class="search_news" action="/search" method="get"><label for="q" class="screen_out">뉴스 검색</label><input id="q" name="q" type="text" placeholder="뉴스 검색"><button type="submit" class="btn_search">검색</button></form>
<div class="util_news"><a href="https://accounts.nuri.test/login">로그인</a> <a href="/subscribe">구독</a></div>
<nav id="kakaoGnb" class="gnb_comm"><ul class="list_gnb">
{gnb}
</ul></nav>
</header>
<main id="kakaoContent" class="cont_news">
<div id="kakaoBody" class="main_news">
{main}
</div>
<aside class="aside_news">
<div class="box_rank"><h2 class="tit_aside">많이 본 뉴스</h2><ol class="list_rank">
{rank}
</ol></div>
<div class="box_issue"><h2 class="tit_aside">이슈</h2>{self.a("issue", "한파 비상", "aside")} · <a href="/issue/100210">수능 이후</a> · <a href="/issue/100188">부동산 대책</a></div>
<div class="ad_aside"><ins class="adfit" data-ad-unit="DAN-nuri-aside" data-ad-width="300" data-ad-height="250"></ins></div>
</aside>
</main>
<footer id="kakaoFoot" class="foot_comm">
<ul class="list_foot">
<li><a href="/about">회사소개</a></li>
<li><a href="/policy/terms">이용약관</a></li>
<li><a href="/policy/privacy"><strong>개인정보처리방침</strong></a></li>
<li><a href="/policy/youth">청소년보호정책</a></li>
<li><a href="/policy/ethics">윤리강령</a></li>
<li><a href="/report">기사제보</a></li>
<li><a href="/rss">RSS</a></li>
</ul>
<p class="info_foot">누리뉴스 | 서울특별시 중구 세종대로 124 | 등록번호 서울 아01234 | 등록일 2010.05.17 | 발행·편집인 임재훈 | 청소년보호책임자 정미경 | 대표전화 02-2000-1234</p>
<p class="copyright">Copyright © 누리뉴스. All rights reserved. 무단 전재 및 재배포, AI 학습 이용 금지</p>
</footer>
<div class="layer_cookie" id="cookieLayer"><p>누리뉴스는 서비스 개선과 맞춤형 광고를 위해 쿠키를 사용합니다. <a href="/policy/privacy">자세히 보기</a></p><button type="button" class="btn_agree">동의</button></div>
</div>
<script src="https://t1.nuri.test/news/js/news_pc.min.js?v=2611" defer></script>
</body>
</html>"""

    def legacy_frame(self, doc: Doc, main: str) -> str:
        return f"""<html>
<head>
<meta http-equiv="Content-Type" content="text/html; charset=euc-kr">
<title>누리뉴스 :: {esc(doc.title if doc.kind != "error" else "누리뉴스")}</title>
<link rel="stylesheet" href="/archive/css/style.css" type="text/css">
<style type="text/css">/*PAD*/</style>
<script language="javascript" src="/archive/js/common.js"></script>
<script language="javascript">
function fnPrint(){{ window.open('/archive/print.asp?arcid=' + document.frm.arcid.value, 'print', 'width=680,height=700,scrollbars=yes'); }}
function fnMail(){{ window.open('/archive/mail.asp?arcid=' + document.frm.arcid.value, 'mail', 'width=500,height=520'); }}
function fnFontSize(n){{ document.getElementById('articleBody').style.fontSize = n + 'px'; }}
</script>
</head>
<body topmargin="0" leftmargin="0" marginwidth="0" marginheight="0">
<table width="960" border="0" cellspacing="0" cellpadding="0" align="center">
<tr>
<td width="200"><a href="/"><img src="/archive/images/logo.gif" width="180" height="50" border="0" alt="누리뉴스"></a></td>
<td class="topmenu">{self.a("home", "누리뉴스 홈", "nav")} | {self.a("archive", "지난 기사", "nav")} | <a href="/archive/list.asp?sec=eco">경제</a> | <a href="/archive/list.asp?sec=pol">정치</a> | <a href="/archive/list.asp?sec=cul">문화</a> | <a href="/archive/search.asp">기사 검색</a></td>
</tr>
<tr><td colspan="2" height="3" bgcolor="#0054A6"></td></tr>
</table>
<table width="960" border="0" cellspacing="0" cellpadding="0" align="center">
<tr>
<td width="680" valign="top" class="content">
{main}
</td>
<td width="20"></td>
<td width="260" valign="top" class="right">
<table width="100%" cellpadding="4" class="rbox"><tr><td class="rtit">많이 본 기사</td></tr>
<tr><td>· {self.a("kimjang", self.docs["kimjang"].title, "aside")}</td></tr>
<tr><td>· {self.a("aseanfood", self.docs["aseanfood"].title, "aside")}</td></tr>
<tr><td>· <a href="/archive/view.asp?arcid=0011869951">수능 당일 한파 없다…평년보다 포근</a></td></tr>
<tr><td>· <a href="/archive/view.asp?arcid=0011868802">서울 아파트 전셋값 23주째 상승</a></td></tr>
</table>
<div class="rbanner"><a href="/subscribe"><img src="/archive/images/bn_subscribe.gif" width="260" height="120" border="0" alt="누리뉴스 구독 신청"></a></div>
</td>
</tr>
</table>
<table width="960" align="center" class="footer"><tr><td>
<a href="/about">회사소개</a> | <a href="/policy/terms">이용약관</a> | <a href="/policy/privacy">개인정보처리방침</a> | <a href="/report">기사제보</a><br>
Copyright ⓒ 누리뉴스 All rights reserved. 무단전재 및 재배포 금지
</td></tr></table>
</body>
</html>"""

    # ---- mains ------------------------------------------------------------------------------------------------
    def story_main(self, doc: Doc) -> str:
        if doc.extra.get("legacy"):
            return self.legacy_story(doc)
        byline = doc.byline or (f"{doc.authors[0]} 기자" if doc.authors else "")
        if doc.key == "lights":
            byline = "연합뉴스"
        who = self.a(doc.extra["reporter"], byline, "byline") if doc.extra.get("reporter") else esc(byline)
        info = f'<span class="txt_info">{who}</span>' if byline else ""
        info += f'<span class="txt_info">입력 <span class="num_date">{doc.stamp}</span></span>'
        if doc.extra.get("modified"):
            info += f'<span class="txt_info">수정 <span class="num_date">{doc.extra["modified"]}</span></span>'
        dek = f'<strong class="summary_view">{esc(doc.dek)}</strong>' if doc.dek else ""
        body = self.blocks(
            doc,
            p_tag='<p dmcf-ptype="general">',
            fig=lambda alt, cap: (
                f'<figure class="figure_frm origin_fig"><p class="link_figure"><img class="thumb_g_article" src="https://img.nuri.test/thumb/R658x0/{doc.path[-8:]}.jpg" alt="{esc(alt)}"></p><figcaption class="txt_caption default_figure">{esc(cap)}</figcaption></figure>'
            ),
        )
        tail = ""
        if doc.extra.get("mail"):
            tail = f'<p class="byline_mail" dmcf-ptype="general">{esc(byline)} {doc.extra["mail"]}</p>'
        if doc.extra.get("sent"):
            tail = f'<p class="byline_mail" dmcf-ptype="general">{doc.extra["sent"]}</p>'
        if doc.extra.get("writer"):
            tail = f'<div class="box_writer"><p>※ 이 글은 필자의 개인 의견으로 누리뉴스의 편집 방향과 다를 수 있습니다.</p><p class="txt_writer">{esc(doc.extra["writer"])}</p></div>'
        comments = COMMENTS.get(doc.key, [])
        cmt = "\n".join(
            f'<li><div class="cmt_info"><strong class="tit_nick">{esc(n)}</strong><span class="txt_date">{d}</span></div><p class="desc_txt">{esc(t)}</p><div class="cmt_btn"><button class="btn_recomm">추천</button><button class="btn_oppose">비추천</button></div></li>'
            for n, t, d in comments
        )
        rel = "\n".join(
            f"<li>{self.a(k, self.docs[k].title, 'related')}</li>"
            for k in ARTS
            if k != doc.key and not self.docs[k].extra.get("legacy")
        )
        sec = (
            self.a("society", doc.section, "breadcrumb")
            if doc.section == "사회"
            else f'<a href="/section/{"economy" if doc.section == "경제" else "opinion"}">{esc(doc.section)}</a>'
        )
        return f"""<div class="head_view">
<p class="txt_category">{sec}</p>
<h3 class="tit_view" data-translation="true">{esc(doc.title)}</h3>
<span class="info_view">{info}</span>
<div class="util_view"><button class="btn_share">공유하기</button><a class="link_kakao" href="https://sharer.kakao.test/talk/friends/picker/link?url={quote(self.url(doc.key), safe="")}">카카오톡</a><a class="link_fb" href="https://www.facebook.com/sharer/sharer.php?u={quote(self.url(doc.key), safe="")}">페이스북</a><button class="btn_font">글자 크기</button><button class="btn_print" onclick="window.print()">인쇄</button></div>
</div>
<div class="news_view fs_type1">
<div class="article_view" data-translation-body="true" data-tiara-layer="article_body">
<section dmcf-sid="{doc.path[-17:]}">
{dek}
{body}
{tail}
</section>
</div>
<p class="txt_copyright">&lt;저작권자 ⓒ 누리뉴스, 무단전재 및 재배포 금지&gt;</p>
</div>
<div class="box_emotion"><h4 class="screen_out">이 기사에 대한 공감</h4><button>추천해요</button><button>좋아요</button><button>감동이에요</button><button>화나요</button><button>슬퍼요</button></div>
<div class="box_comment"><h4 class="tit_cmt">댓글 <span class="num_cmt">{len(comments)}</span></h4><p class="desc_notice">댓글은 작성자의 의견이며 누리뉴스의 입장과 무관합니다. 욕설·비방 댓글은 삭제될 수 있습니다.</p><ul class="list_comment">
{cmt}
</ul></div>
<div class="box_related"><h4 class="tit_rel">관련 기사</h4><ul class="list_news2">
{rel}
</ul></div>"""

    def legacy_story(self, doc: Doc) -> str:
        body = self.blocks(doc, p_tag="", p_end="<br><br>")
        by = esc(doc.byline or f"{doc.authors[0]} 기자")
        mail = f" {doc.extra['mail']}" if doc.extra.get("mail") else ""
        related = ""
        if doc.key == "kimjang":
            related = f"""<table width="100%" class="related"><tr><td class="rtit">관련기사</td></tr>
<tr><td>· {self.a("gone", "김장 비용 4인 가족 기준 28만 원…작년보다 5% 줄어", "related")}</td></tr>
<tr><td>· <a href="/archive/view.asp?arcid=0011866300">절임배추 택배 주문 폭주…배송 지연 주의</a></td></tr></table>"""
        return f"""<form name="frm"><input type="hidden" name="arcid" value="{doc.path[-10:]}"></form>
<table width="100%" cellpadding="0" cellspacing="0" class="view_top"><tr><td class="section">{esc(doc.section)}</td><td align="right"><a href="javascript:fnPrint()">인쇄</a> | <a href="javascript:fnMail()">메일</a> | <a href="javascript:fnFontSize(16)">크게</a> <a href="javascript:fnFontSize(13)">작게</a></td></tr></table>
<div class="view_title">{esc(doc.title)}</div>
<div class="view_info">기사입력 {doc.stamp} | {by}</div>
<div id="articleBody" class="view_body">
{body}
<span class="reporter">{by}{mail}</span>
</div>
{related}
<div class="view_copy">ⓒ 누리뉴스, 무단전재 및 재배포 금지</div>"""

    def listing_main(self, doc: Doc) -> str:
        if doc.extra.get("legacy"):
            rows = "\n".join(
                f'<tr><td class="ltit">· {self.a(k, self.docs[k].title, "content")}</td><td class="ldate">{self.docs[k].stamp[:10].replace(".", "-")}</td></tr>'
                for k in doc.extra["list"]
            )
            olds = "\n".join(
                f'<tr><td class="ltit">· <a href="/archive/view.asp?arcid={a}">{esc(t)}</a></td><td class="ldate">{d}</td></tr>'
                for a, t, d in (
                    ("0011869951", "수능 당일 한파 없다…평년보다 포근", "2026-11-18"),
                    ("0011868802", "서울 아파트 전셋값 23주째 상승", "2026-11-14"),
                    ("0011866300", "절임배추 택배 주문 폭주…배송 지연 주의", "2026-11-10"),
                )
            )
            return f"""<div class="list_title">{esc(doc.title)}</div>
<table width="100%" cellpadding="5" class="list_table">
{rows}
{olds}
</table>
<div class="paging"><b>1</b> <a href="/archive/list.asp?sec=soc&amp;page=2">2</a> <a href="/archive/list.asp?sec=soc&amp;page=3">3</a> <a href="/archive/list.asp?sec=soc&amp;page=2">다음</a></div>"""
        items = []
        link_cls = 'class="link_txt"'
        for k in doc.extra["list"]:
            d = self.docs[k]
            stamp = d.stamp if d.is_article else d.extra.get("stamp", "")
            items.append(
                f"""<li><a href="{self.href(k)}" class="link_thumb" tabindex="-1"><img src="https://img.nuri.test/thumb/C150x100/{d.path[-8:]}.jpg" alt="" class="thumb_g"></a>
<div class="cont_thumb"><strong class="tit_thumb">{self.a(k, d.title, "content", link_cls)}</strong><div class="desc_thumb"><span class="link_txt">{esc(self.lede(d))}</span></div><span class="info_thumb"><span class="txt_info">누리뉴스</span><span class="txt_info">{esc(stamp)}</span></span></div></li>"""
            )
        pager = ""
        if doc.extra.get("more"):
            num, nxt = 'class="num_page"', 'class="btn_next"'
            pager = f'<div class="paging_news"><em class="num_page">1</em>{self.a(doc.extra["more"], "2", "pagination", num)}<a href="/section/society?page=3" class="num_page">3</a>{self.a(doc.extra["more"], "다음", "pagination", nxt)}</div>'
        if doc.extra.get("prev"):
            num, prv = 'class="num_page"', 'class="btn_prev"'
            pager = f'<div class="paging_news">{self.a(doc.extra["prev"], "이전", "pagination", prv)}{self.a(doc.extra["prev"], "1", "pagination", num)}<em class="num_page">2</em><a href="/section/society?page=3" class="num_page">3</a></div>'
        head = f'<h2 class="tit_section">{esc(doc.title)}</h2>'
        if doc.kind == "author":
            head = f'<div class="box_reporter"><img src="https://img.nuri.test/reporter/kimdoyoon.jpg" alt="" width="90" height="90"><h2 class="tit_section">{esc(doc.title)}</h2><p class="desc_reporter">{esc(doc.extra["bio"])}</p><button class="btn_subscribe">기자 구독</button></div><h3 class="tit_sub">최신 기사</h3>'
        if doc.kind == "tag":
            head = f'<div class="box_issue_head"><span class="txt_issue">이슈</span><h2 class="tit_section">{esc(doc.title)}</h2><p>전국을 덮친 한파 관련 소식을 모았습니다.</p></div>'
        if doc.kind == "search":
            head = f'<h2 class="tit_section">{esc(doc.title)}</h2><p class="desc_search">뉴스 <em>2</em>건 · 정확도순 | <a href="{esc(SEARCH)}&amp;sort=recency">최신순</a></p>'
        extra = ""
        if doc.key == "home":
            extra = f"""<div class="box_home_more"><h2 class="tit_section">더 보기</h2><ul class="list_news2">
<li>{self.a("photo", self.docs["photo"].title, "content")}</li>
<li>{self.a("issue", "이슈: 한파 비상", "content")}</li>
<li>{self.a("reporter", "김도윤 기자의 기사", "content")}</li>
<li>{self.a("search", "‘한파’ 관련 뉴스 검색", "content")}</li>
<li>{self.a("archive", "지난 기사 보기", "content")}</li>
</ul></div>"""
        return f"""<div class="box_section">
{head}
<ul class="list_news2 list_allnews">
{"".join(items)}
</ul>
{pager}
</div>
{extra}"""

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "photo":
            b = doc.blocks[0]
            return f"""<div class="head_view">
<p class="txt_category">{self.a("society", "사회", "breadcrumb")}</p>
<h3 class="tit_view">{esc(doc.title)}</h3>
<span class="info_view"><span class="txt_info">이준호 기자</span><span class="txt_info">입력 <span class="num_date">{doc.extra["stamp"]}</span></span></span>
</div>
<div class="news_view fs_type1"><div class="article_view">
<figure class="figure_frm origin_fig"><p class="link_figure"><img class="thumb_g_article" src="https://img.nuri.test/photo/20261204/0810_gwanghwamun.jpg" alt="{esc(b[1])}" width="658" height="439"></p><figcaption class="txt_caption default_figure">{esc(b[2])}</figcaption></figure>
</div></div>
<div class="box_photo_more"><h4>포토 더보기</h4><ul><li><a href="/photo/v/20261203152011801">[포토] 수능 끝, 대학가 논술 시즌</a></li><li><a href="/photo/v/20261202100544712">[포토] 남산 서울타워 첫 상고대</a></li></ul></div>"""
        if doc.kind == "error":
            return f"""<table width="100%" cellpadding="30" class="error_box"><tr><td align="center">
<img src="/archive/images/icon_alert.gif" width="60" height="60" alt="">
<h2 class="error_tit">{esc(doc.title)}</h2>
{self.blocks(doc, p_tag='<p class="error_txt">')}
<p>{self.a("home", "누리뉴스 홈으로", "content")} | {self.a("archive", "지난 기사 목록", "content")}</p>
</td></tr></table>"""
        return f'<div class="box_static"><h2>{esc(doc.title)}</h2>{self.blocks(doc)}</div>'
