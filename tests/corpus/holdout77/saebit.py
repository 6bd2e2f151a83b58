# ruff: noqa: E501 (page texts and markup are long literal lines)
"""미주새빛일보 Saebit USA: a Korean-American daily in Los Angeles on an ndsoft-like Korean news CMS
(`/news/articleView.html?idxno=204512`, `/news/articleList.html?sc_section_code=S1N2&view_type=sm`, page 2 with
`page=2&total=…`, keyword and reporter lists through the same script with `sc_word` percent-encoded in **EUC-KR**;
`article-view-header`, the headline in **`h3.heading`** and the deck in `h2.subheading`, `ul.infomation` with
"입력" / "수정" lines, `#article-view-content-div.article-veiw-body`, `view-editors`, `view-copyright`), Korean.

The whole site is served as **EUC-KR** (HTTP header and `<meta http-equiv>`), but its bytes are Windows-949: the
restaurant story's "똠얌꿍" is a UHC-extension syllable (0x8C63) that strict EUC-KR cannot decode. Scrapy maps
`euc-kr` to `cp949`, which is what the pages are labelled. Dates are printed "입력 2026.12.04 18:20" in Los Angeles
time, while `article:published_time` and the `NewsArticle` JSON-LD are in Korean time (+09:00, the CMS runs in
Seoul): every story filed after 07:00 in LA is the next day there (labelled with the LA day). Bylines "김민수 기자"
(JSON-LD author "김민수 기자" with the title), "LA=박지영 기자, 어바인=최동현 기자" (cities before "=", two reporters),
"이수진 변호사" (the immigration Q&A column), "정해영 / 수필가", "온라인뉴스팀" (desk; no JSON-LD), and a Yonhap
rewrite of an AP story, "(뉴욕 AP=연합뉴스)", whose translator is only an e-mail address. Bracketed kickers
("[이민법 Q&A]", "[오피니언]") are part of the printed headline. A video page, the job classifieds and a soft 404
(a deleted article served 200 with an `alert()`) are not articles."""

from __future__ import annotations

import json
from urllib.parse import quote

from common import Base, page, split_local, story
from sitekit import Doc, css_rules, esc

ORIGIN = "https://www.saebitusa.test"
ARTS = ["homeless", "yearend", "restaurant", "ap", "oc", "desk", "qa", "opinion"]
WEEK = "월화수목금토일"


def kr(word: str) -> str:
    return quote(word.encode("cp949"))


TAG = "이민법"
SEARCH_Q = "한인타운"
LIST = "/news/articleList.html"


def dot(local: str) -> str:
    y, m, d, t = split_local(local)
    return f"{y}.{m:02d}.{d:02d} {t}"


def kst(local: str) -> str:
    """The same instant in Korean time (+09:00), as the CMS stamps it: LA (-08:00) + 17 hours."""
    y, m, d, t = split_local(local)
    h, mi = (int(x) for x in t.split(":"))
    h += 17
    if h >= 24:
        h -= 24
        d += 1  # the set's dates never cross a month end
    return f"{y}-{m:02d}-{d:02d}T{h:02d}:{mi:02d}:00+09:00"


class Saebit(Base):
    origin = ORIGIN
    name = "미주새빛일보"
    prefix = "sbu"
    language = "ko"
    encoding = "cp949"
    content_type = "text/html; charset=euc-kr"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "sbu",
            [
                "#user-header .header-top",
                "#user-nav .nav-list li",
                ".article-view-header .heading",
                "#article-view-content-div p",
                ".infomation li",
                ".list-block .list-titles",
                ".auto-article .item",
                ".view-editors",
                "#user-footer .footer-nav",
                ".cookie-agree",
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
                "미주새빛일보 - 미주 한인의 새 빛",
                "ndsoft-home",
                list=["homeless", "yearend", "desk", "restaurant", "oc", "ap", "qa", "opinion"],
                more="local",
            )
        )
        add(
            page(
                "local",
                f"{LIST}?sc_section_code=S1N2&view_type=sm",
                "section",
                "로컬",
                "article-list-sm",
                list=["desk", "homeless", "yearend", "restaurant", "oc"],
                more="local2",
            )
        )
        add(
            page(
                "local2",
                f"{LIST}?page=2&total=1873&box_idxno=&sc_section_code=S1N2&view_type=sm",
                "section",
                "로컬",
                "article-list-sm-page2",
                list=["video"],
                older=[
                    (204215, "LA카운티 셰리프국, 연말 음주운전 단속 강화", "2026.11.30 16:40"),
                    (204190, "가디나 한인 노인회관 리모델링 마치고 재개관", "2026.11.30 11:05"),
                    (204151, "한인타운 윌셔가 버스 전용차선 내년 3월 개통", "2026.11.29 17:20"),
                    (204102, "'블랙 프라이데이' 한인 마켓도 북새통", "2026.11.28 19:55"),
                ],
            )
        )
        add(
            page(
                "immig",
                f"{LIST}?sc_section_code=S1N5&view_type=sm",
                "section",
                "이민·비자",
                "article-list-sm",
                list=["qa", "ap"],
            )
        )
        add(
            page(
                "tag",
                f"{LIST}?sc_word={kr(TAG)}&sc_area=T&view_type=sm",
                "tag",
                f"#{TAG}",
                "keyword-list-euc-kr-query",
                list=["qa"],
            )
        )
        add(
            page(
                "author",
                f"{LIST}?sc_area=I&sc_word=kimms&view_type=sm",
                "author",
                "김민수",
                "reporter-list",
                list=["homeless"],
                older=[
                    (204233, "LA시의회, 렌트 안정화 조례 개정안 1차 통과", "2026.12.01 17:10"),
                    (204160, "한인타운 윌셔 센터 역 인근 노숙자 쉘터 착공", "2026.11.29 15:35"),
                    (204088, "LA 주택국, 저소득층 아파트 추첨 신청 접수", "2026.11.26 10:20"),
                ],
                bio="사회부 기자. LA시정과 한인타운 주거, 노숙자 문제를 취재합니다.",
            )
        )
        add(
            page(
                "search",
                f"{LIST}?sc_area=A&view_type=sm&sc_word={kr(SEARCH_Q)}",
                "search",
                f"'{SEARCH_Q}' 검색결과",
                "search-list-euc-kr-query",
                list=["homeless", "restaurant"],
            )
        )
        add(
            page(
                "video",
                "/news/videoView.html?idxno=1187",
                "video",
                "[영상] OC한인회 송년잔치 현장",
                "video-embed-one-line",
                ["지난 4일 가든그로브에서 열린 오렌지카운티 한인회 송년잔치 현장을 영상에 담았습니다."],
                local="2026-12-05 10:00",
            )
        )
        add(
            page(
                "classified",
                "/classified/list.html?cate=job",
                "classifieds",
                "구인·구직",
                "job-classifieds-table",
                [
                    "T: 번호 | 구분 | 내용 | 지역 | 연락처",
                    "T: 88213 | 구인 | 한식당 주방 보조 구함. 경력자 우대, 주 5일 | LA 한인타운 | (213) 555-0141",
                    "T: 88210 | 구인 | 회계사무실 리셉셔니스트. 한영 가능자, 풀타임 | 풀러턴 | (714) 555-0128",
                    "T: 88207 | 구인 | 마켓 캐셔 및 진열 직원 모집. 파트타임 가능 | 가든그로브 | (714) 555-0173",
                    "T: 88205 | 구직 | 간병인 경력 10년, 입주 가능. 운전 가능 | LA 및 OC | (323) 555-0199",
                    "T: 88201 | 구인 | 봉제공장 재봉사 구함. 숙련자, 시급 협의 | LA 다운타운 | (213) 555-0166",
                    "T: 88198 | 구인 | 네일살롱 매니저 및 기술자. 라이선스 소지자 | 어바인 | (949) 555-0112",
                    "광고 내용에 대한 책임은 광고주에게 있습니다. 구인·구직 광고 문의 (213) 555-0100.",
                ],
            )
        )
        add(
            page(
                "soft404",
                "/news/articleView.html?idxno=198877",
                "error",
                "기사를 찾을 수 없습니다",
                "soft-404-deleted-article-alert",
                ["요청하신 기사는 삭제되었거나 존재하지 않는 기사입니다. 주소를 다시 확인해 주세요."],
            )
        )
        self.stories()

    def stories(self) -> None:
        add = self.add
        add(
            story(
                "homeless",
                "/news/articleView.html?idxno=204512",
                "LA 한인타운 노숙자 텐트 3년 만에 최저…시 \u2018주거 바우처 효과\u2019",
                "2026-12-04",
                kst("2026-12-04 18:20"),
                "2026-12-04 18:20",
                ["김민수"],
                [
                    "LA 한인타운 일대의 노숙자 텐트와 차량 거주자 수가 3년 만에 가장 낮은 수준으로 줄어든 것으로 나타났다.",
                    "LA시 노숙자 서비스국이 4일 공개한 분기별 현황 자료에 따르면 지난달 한인타운이 속한 시의회 10지구와 13지구의 텐트 및 임시 구조물은 모두 412개로, 지난해 같은 기간보다 31% 감소했다.",
                    "FIG: 버몬트 애비뉴 | 텐트가 정리된 버몬트 애비뉴 인도. 김민수 기자",
                    "시 당국은 감소의 주요 원인으로 올해 확대된 주거 바우처 프로그램을 꼽았다. 시는 올 들어 한인타운 인근 모텔과 아파트 640여 개 유닛을 임시 숙소로 확보해 노숙자들을 이주시켰다.",
                    "그러나 한인 업주들의 체감은 다르다. 윌셔와 버몬트 인근에서 식당을 운영하는 이모 씨는 \u201c큰길의 텐트는 줄었지만 골목이나 주차장 뒤편으로 옮겨 간 경우가 많다\u201d며 \u201c밤에는 여전히 불안하다\u201d고 말했다.",
                    "전문가들은 임시 숙소에 머무는 인원이 영구 주택으로 옮겨 가지 못하면 효과가 오래가지 않을 수 있다고 지적한다. 시 자료에 따르면 올해 임시 숙소 입주자 가운데 영구 주택으로 이주한 비율은 27%에 그쳤다.",
                    "시의회는 다음 주 회의에서 내년도 노숙자 예산안을 논의할 예정이다.",
                ],
                "reporter-gija-kst-next-day-updated",
                section="로컬",
                cat="local",
                byline="김민수 기자",
                email="kimms@saebitusa.test",
                updated="2026-12-05 09:10",
                dek="시 노숙자 서비스국 분기 자료…텐트 412개로 31% 감소",
                dead_link=True,
            )
        )
        add(
            story(
                "yearend",
                "/news/articleView.html?idxno=204505",
                "OC한인회 송년잔치 300명 참석…\u2018올해의 봉사상\u2019 시상",
                "2026-12-04",
                kst("2026-12-04 22:40"),
                "2026-12-04 22:40",
                ["최동현"],
                [
                    "오렌지카운티 한인회가 4일 가든그로브의 한 연회장에서 송년잔치를 열고 한 해를 마무리했다. 이날 행사에는 한인 단체장과 지역 정치인, 주민 등 300여 명이 참석했다.",
                    "한인회는 이날 10년 넘게 한인 노인들을 위한 무료 점심 봉사를 이끌어 온 한순자 씨에게 \u2018올해의 봉사상\u2019을 수여했다. 한씨는 \u201c함께 봉사해 준 동료들 덕분\u201d이라며 \u201c앞으로도 힘닿는 데까지 하겠다\u201d고 소감을 밝혔다.",
                    "FIG: 송년잔치 | OC한인회 송년잔치에서 참석자들이 건배하고 있다. <사진=OC한인회 제공>",
                    "한인회장은 인사말에서 \u201c올해는 한인 인구가 늘면서 이민 상담과 노인 복지 요청도 크게 늘었다\u201d며 \u201c내년에는 청소년 장학 사업을 확대하겠다\u201d고 말했다.",
                    "행사에서는 한인 청소년 국악단의 공연과 경품 추첨이 이어졌으며, 참석자들은 장학기금으로 1만2000달러를 모았다.",
                ],
                "reporter-gija-late-evening-photo-credit",
                section="로컬",
                cat="local",
                byline="최동현 기자",
                email="choidh@saebitusa.test",
                video_link=True,
            )
        )
        add(
            story(
                "restaurant",
                "/news/articleView.html?idxno=204470",
                "LA 한인 식당들 최저임금 인상 앞두고 메뉴 가격 줄인상",
                "2026-12-04",
                kst("2026-12-04 11:30"),
                "2026-12-04 11:30",
                ["박지영"],
                [
                    "내년 1월 LA시 최저임금 인상을 앞두고 한인타운 식당들이 잇따라 메뉴 가격을 올리고 있다.",
                    "LA시 최저임금은 내년 1월 1일부터 시간당 18.40달러로 오른다. 호텔 및 공항 종사자의 임금은 이보다 높다. 식당 업주들은 인건비와 식자재비, 보험료가 한꺼번에 오르면서 더는 버티기 어렵다고 호소한다.",
                    "한인타운 6가의 한 설렁탕집은 이달부터 대표 메뉴 가격을 16.99달러에서 18.99달러로 올렸다. 태국 음식과 한식을 함께 파는 한 퓨전 식당도 똠얌꿍과 해물파전 가격을 각각 2달러씩 인상했다.",
                    "업주 정모 씨는 \u201c직원 여섯 명의 임금이 오르면 한 달에 4000달러 가까이 더 나간다\u201d며 \u201c손님이 줄까 걱정이지만 가격을 올리지 않을 수 없다\u201d고 말했다.",
                    "손님들의 반응은 엇갈린다. 점심을 먹으러 온 회사원 최모 씨는 \u201c팁까지 하면 점심 한 끼에 25달러가 넘는다\u201d며 \u201c도시락을 싸 오는 날이 늘었다\u201d고 했다.",
                    "한인요식업협회는 회원 업소를 대상으로 인건비 절감을 위한 키오스크 도입 설명회를 이달 중 열 예정이다.",
                ],
                "reporter-gija-cp949-only-syllable",
                section="로컬",
                cat="local",
                byline="박지영 기자",
                email="parkjy@saebitusa.test",
            )
        )
        add(
            story(
                "ap",
                "/news/articleView.html?idxno=204488",
                "미 북동부 폭설로 항공편 2천여편 결항…뉴욕 학교 휴교",
                "2026-12-04",
                kst("2026-12-04 14:05"),
                "2026-12-04 14:05",
                [],
                [
                    "(뉴욕 AP=연합뉴스) 미국 북동부에 올겨울 첫 폭설이 내리면서 4일 항공편 2천여 편이 결항하고 뉴욕시 공립학교가 휴교하는 등 큰 혼잡이 빚어졌다.",
                    "미 국립기상청(NWS)에 따르면 이날 오전까지 뉴욕 일부 지역에 30㎝ 안팎의 눈이 쌓였으며, 보스턴과 필라델피아에도 20㎝ 이상의 적설량이 기록됐다.",
                    "항공편 추적 사이트에 따르면 뉴욕 일대 3개 공항을 중심으로 미국 전역에서 2천100여 편의 항공편이 결항했고, 4천 편 이상이 지연됐다.",
                    "뉴욕시는 이날 공립학교 수업을 원격으로 전환했으며, 뉴저지주와 매사추세츠주 일부 지역에는 비상사태가 선포됐다.",
                    "기상청은 눈이 5일 오전까지 이어지다가 그친 뒤 강추위가 찾아올 것이라고 예보했다.",
                ],
                "yonhap-ap-dateline-translator-email-only",
                section="미국",
                cat="us",
                byline="연합뉴스",
                email="kimhj@yna.test",
                ld="org",
            )
        )
        add(
            story(
                "oc",
                "/news/articleView.html?idxno=204420",
                "오렌지카운티 한인 인구 10만 명 넘어…어바인 최대 증가",
                "2026-12-03",
                kst("2026-12-03 17:45"),
                "2026-12-03 17:45",
                ["박지영", "최동현"],
                [
                    "오렌지카운티에 거주하는 한인 인구가 처음으로 10만 명을 넘어선 것으로 집계됐다.",
                    "연방 센서스국이 3일 발표한 아메리칸 커뮤니티 서베이(ACS) 5년 추정치에 따르면 오렌지카운티의 한인 인구는 10만2천여 명으로, 2020년 조사보다 약 9% 늘었다.",
                    "도시별로는 어바인의 증가세가 가장 두드러졌다. 어바인의 한인 인구는 5년 새 25% 늘어나 풀러턴을 제치고 카운티 내 한인이 가장 많은 도시가 됐다.",
                    "T: 도시 | 2020년 | 2025년 | 증가율",
                    "T: 어바인 | 18,900 | 23,600 | 25%",
                    "T: 풀러턴 | 17,200 | 17,900 | 4%",
                    "T: 부에나파크 | 10,400 | 11,100 | 7%",
                    "T: 가든그로브 | 9,800 | 9,500 | -3%",
                    "전문가들은 학군과 일자리를 찾아 LA에서 이주하는 젊은 가정이 늘어난 것을 주요 원인으로 분석했다. 반면 한인 상권이 오래된 가든그로브는 고령화와 함께 한인 인구가 소폭 줄었다.",
                    "한인 단체들은 늘어난 인구에 맞춰 어바인 지역의 한국어 공공 서비스와 노인 시설을 확충해야 한다고 목소리를 높이고 있다.",
                ],
                "two-reporters-city-equals-table",
                section="로컬",
                cat="local",
                byline="LA=박지영 기자, 어바인=최동현 기자",
            )
        )
        add(
            story(
                "desk",
                "/news/articleView.html?idxno=204530",
                "LA 개스값 5주 연속 하락…평균 4.52달러",
                "2026-12-05",
                None,
                "2026-12-05 07:30",
                [],
                [
                    "LA카운티의 개스값이 5주 연속 하락했다.",
                    "남가주자동차클럽(AAA)에 따르면 5일 LA카운티의 레귤러 개솔린 평균 가격은 갤런당 4.52달러로 전주보다 6센트, 한 달 전보다 21센트 내렸다.",
                    "오렌지카운티의 평균 가격은 4.47달러로 집계됐다. 업계는 정유 시설 가동이 정상화되고 연말 수요가 줄면서 당분간 하락세가 이어질 것으로 내다봤다.",
                ],
                "desk-team-no-jsonld",
                section="로컬",
                cat="local",
                byline="온라인뉴스팀",
                ld="none",
            )
        )
        add(
            story(
                "qa",
                "/news/articleView.html?idxno=204301",
                "[이민법 Q&A] 영주권 신청 중 해외여행 가능한가",
                "2026-12-02",
                kst("2026-12-02 15:00"),
                "2026-12-02 15:00",
                ["이수진"],
                [
                    "**문:** 취업이민으로 영주권을 신청해 I-485가 접수된 지 5개월 됐습니다. 한국에 계신 어머니 칠순이 있어 잠시 다녀오고 싶은데 가능할까요?",
                    "**답:** I-485 계류 중에 여행허가서(Advance Parole) 없이 출국하면 신청을 포기한 것으로 간주될 수 있습니다. 다만 H-1B나 L-1 비자 소지자로서 같은 고용주를 위해 계속 일하고 있다면 유효한 비자로 재입국할 수 있으며, 이 경우 신청이 포기된 것으로 보지 않습니다. 출국 전 비자 유효기간과 재직 증명서를 꼭 확인하시기 바랍니다.",
                    "**문:** 여행허가서는 발급까지 얼마나 걸리나요?",
                    "**답:** 현재 처리 기간은 서비스센터에 따라 4~8개월 정도입니다. 가족의 위독 등 긴급한 사유가 있으면 증빙 서류를 갖춰 신속 처리를 요청할 수 있지만, 승인 여부는 이민국의 재량입니다.",
                    "**문:** 영주권 인터뷰 일정이 잡힌 상태에서 출국해도 되나요?",
                    "**답:** 인터뷰에 참석하지 못하면 일정이 크게 늦어지거나 신청이 거절될 수 있습니다. 인터뷰 날짜가 정해졌다면 가급적 출국을 미루는 것이 안전합니다.",
                ],
                "immigration-qa-lawyer-title-bracket-kicker",
                section="이민·비자",
                cat="immig",
                byline="이수진 변호사",
                disclaimer="이 칼럼은 일반적인 정보 제공을 위한 것으로 법률 자문이 아닙니다. 개별 사안은 이민 전문 변호사와 상담하시기 바랍니다. 문의: (213) 555-0155",
            )
        )
        add(
            story(
                "opinion",
                "/news/articleView.html?idxno=204350",
                "[오피니언] 이민 1세대의 송년",
                "2026-12-02",
                kst("2026-12-02 18:00"),
                "2026-12-02 18:00",
                ["정해영"],
                [
                    "12월이 되면 아버지가 떠오른다. 1978년 겨울, 아버지는 가방 두 개를 들고 LA 공항에 내렸다. 영어 한마디 못 하던 아버지가 처음 얻은 일자리는 다운타운 봉제공장의 재단 보조였다.",
                    "아버지의 송년은 늘 같았다. 12월 31일 밤이면 가게 문을 닫고 돌아와 식탁에 앉아 한 해 동안 모은 영수증을 정리했다. 그리고 어머니에게 \u201c올해도 잘 버텼다\u201d고 말했다. 그 말이 아버지가 하는 송년 인사의 전부였다.",
                    "그때는 그 말의 무게를 몰랐다. 내가 아버지 나이가 되어서야 안다. 말이 통하지 않는 나라에서 한 해를 \u2018버틴다\u2019는 것이 얼마나 많은 것을 삼키는 일인지.",
                    "요즘 한인타운에는 새로 온 이민자들이 많다. 마켓 계산대에서, 세탁소 카운터에서 서툰 영어로 애쓰는 얼굴들을 보면 아버지가 겹쳐 보인다. 그들에게 필요한 것은 거창한 환영이 아니라 \u201c잘 버텼다\u201d는 한마디일지도 모른다.",
                    "올해가 가기 전에 그 말을 누군가에게 건네고 싶다. 그리고 하늘에 계신 아버지에게도.",
                ],
                "opinion-name-slash-role",
                section="오피니언",
                cat="opinion",
                byline="정해영 / 수필가",
                bio="정해영 수필가는 LA에서 30년째 살며 이민자의 삶을 글로 써 왔다. 수필집 \u2018두 개의 가방\u2019을 펴냈다.",
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        out = [
            f"<title>{esc(doc.title)} - 미주새빛일보</title>" if doc.kind != "error" else "<title>미주새빛일보</title>",
            f'<meta name="description" content="{esc(self.lede(doc, 90) if doc.is_article else doc.title)}">',
            f'<link rel="canonical" href="{esc(url)}">',
            '<meta property="og:site_name" content="미주새빛일보">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:url" content="{esc(url)}">',
        ]
        if not doc.is_article:
            return "\n".join(out)
        idx = doc.path.rsplit("=", 1)[-1]
        out += [
            f'<meta property="dable:item_id" content="{idx}">',
            f'<meta property="dable:author" content="{esc(doc.byline)}">',
            f'<meta property="article:section" content="{esc(doc.section)}">',
        ]
        if doc.iso:
            out.append(f'<meta property="article:published_time" content="{doc.iso}">')
        mode = doc.extra.get("ld", "person")
        if mode == "none":
            return "\n".join(out)
        author: object = (
            {"@type": "Organization", "name": "연합뉴스"}
            if mode == "org"
            else {"@type": "Person", "name": doc.byline.split(" / ")[0] if "/" in doc.byline else doc.byline}
        )
        ld = {
            "@context": "https://schema.org",
            "@type": "NewsArticle",
            "headline": doc.title,
            "mainEntityOfPage": url,
            "datePublished": doc.iso,
            "dateModified": kst(doc.extra["updated"]) if doc.extra.get("updated") else doc.iso,
            "author": author,
            "publisher": {
                "@type": "Organization",
                "name": "미주새빛일보",
                "logo": {"@type": "ImageObject", "url": f"{ORIGIN}/image/logo/snslogo.png"},
            },
            "image": f"{ORIGIN}/news/photo/202612/{idx}_1.jpg",
        }
        out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        menu = [
            ("local", "로컬"),
            ("immig", "이민·비자"),
            ("https://www.saebitusa.test/news/articleList.html?sc_section_code=S1N3&view_type=sm", "미국"),
            ("https://www.saebitusa.test/news/articleList.html?sc_section_code=S1N4&view_type=sm", "한국"),
            ("https://www.saebitusa.test/news/articleList.html?sc_section_code=S1N7&view_type=sm", "오피니언"),
            ("classified", "구인·구직"),
            ("video", "영상"),
        ]
        nav = "".join(f"<li>{self.a(k, t, 'nav')}</li>" for k, t in menu)
        best = "".join(
            f'<li class="item"><em class="number">{i + 1}</em>{self.a(k, self.docs[k].title, "aside")}</li>'
            for i, k in enumerate(["homeless", "restaurant", "qa", "yearend", "oc"])
        )
        alert = "<script>alert('삭제된 기사입니다.');</script>" if doc.kind == "error" else ""
        return f"""<!doctype html>
<html lang="ko">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=euc-kr">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width,initial-scale=1">
{self.head(doc)}
<link rel="stylesheet" href="/css/common.css?v=2611">
<link rel="stylesheet" href="/css/layout.css?v=2611">
<style>/*PAD*/</style>
<script src="/plugin/jquery/jquery-1.12.4.min.js"></script>
<script async src="https://www.googletagmanager.test/gtag/js?id=G-SAEBIT26"></script>
{alert}
</head>
<body>
<div id="user-wrap" class="article-view">
<header id="user-header">
<div class="header-top">
<span class="today">2026년 12월 5일 (토)</span>
<ul class="util"><li><a href="/member/login.html">로그인</a></li><li><a href="/member/join.html">회원가입</a></li><li><a href="/com/subscribe.html">구독신청</a></li><li><a href="https://epaper.saebitusa.test/">지면보기</a></li></ul>
</div>
<div class="header-logo"><a href="/"><img src="/image/logo/toplogo.png" alt="미주새빛일보"></a></div>
<form class="header-search" action="/news/articleList.html" method="get"><input type="hidden" name="sc_area" value="A"><input type="hidden" name="view_type" value="sm"><input type="text" name="sc_word" title="검색어"><button type="submit">검색</button></form>
<nav id="user-nav"><ul class="nav-list">{nav}</ul></nav>
</header>
<div class="banner-top"><div class="banner_box" data-banner="top_728x90"><a href="/com/adv.html"><img src="/banner/top_728x90.jpg" alt="광고" width="728" height="90"></a></div></div>
<div id="user-container">
<div class="float-center max-width-1080">
{main}
<aside class="grid sidebar">
<div class="auto-article"><h3 class="box-title">많이 본 기사</h3><ul>{best}</ul></div>
<div class="banner_box" data-banner="right_300x250"><img src="/banner/right_300x250.jpg" alt="광고" width="300" height="250"></div>
<div class="side-links"><h3 class="box-title">커뮤니티</h3><ul><li>{self.a("classified", "구인·구직", "aside")}</li><li><a href="/classified/list.html?cate=house">부동산·렌트</a></li><li><a href="/directory/">업소록</a></li></ul></div>
</aside>
</div>
</div>
<footer id="user-footer">
<ul class="footer-nav"><li><a href="/com/company.html">회사소개</a></li><li><a href="/com/adv.html">광고문의</a></li><li><a href="/com/subscribe.html">구독신청</a></li><li><a href="/member/rule.html">이용약관</a></li><li><a href="/member/privacy.html"><strong>개인정보처리방침</strong></a></li><li><a href="/com/youthpolicy.html">청소년보호정책</a></li><li><a href="/rss/">RSS</a></li></ul>
<address>3540 Wilshire Blvd. Suite 900, Los Angeles, CA 90010 | 대표전화 (213) 555-0100 | 발행인 겸 편집인 한승우</address>
<p class="copyright">Copyright &copy; 2026 미주새빛일보. All rights reserved. 무단전재 및 재배포 금지</p>
</footer>
<div class="cookie-agree" id="cookie-agree">이 사이트는 서비스 향상을 위해 쿠키를 사용합니다. <a href="/member/privacy.html">자세히 보기</a> <button type="button">동의</button></div>
</div>
<script src="/js/article.js?v=2611"></script>
</body>
</html>"""

    def infomation(self, doc: Doc) -> str:
        who = esc(doc.byline)
        if doc.key == "homeless":
            who = self.a("author", doc.byline, "byline")
        items = [
            f'<li><i class="icon-user-o" aria-hidden="true"></i> {who}</li>',
            f'<li><i class="icon-clock-o" aria-hidden="true"></i> 입력 {dot(doc.stamp)}</li>',
        ]
        if doc.extra.get("updated"):
            items.append(f"<li>수정 {dot(doc.extra['updated'])}</li>")
        return f'<ul class="infomation">{"".join(items)}</ul>'

    def story_main(self, doc: Doc) -> str:
        u = quote(self.url(doc.key), safe="")
        cat = doc.extra["cat"]
        crumb = (
            self.a(cat, doc.section, "breadcrumb")
            if cat in ("local", "immig")
            else f'<a href="{LIST}?sc_section_code=S1N{"3" if cat == "us" else "7"}&amp;view_type=sm">{esc(doc.section)}</a>'
        )
        dek = f'<h2 class="subheading">{esc(doc.dek)}</h2>' if doc.dek else ""
        tail = ""
        if doc.extra.get("bio"):
            tail += f'<div class="view-writer-bio">{esc(doc.extra["bio"])}</div>'
        if doc.extra.get("disclaimer"):
            tail += f'<div class="view-notice">{esc(doc.extra["disclaimer"])}</div>'
        email = f'<p class="view-email">{esc(doc.extra["email"])}</p>' if doc.extra.get("email") else ""
        editors = ""
        if doc.extra.get("email") and doc.key != "ap":
            other = (
                self.a("author", "다른기사 보기", "byline")
                if doc.key in ("homeless", "restaurant") and doc.authors[0] == "김민수"
                else '<a href="/news/articleList.html?sc_area=I&amp;view_type=sm">다른기사 보기</a>'
            )
            editors = f'<div class="view-editors"><div class="profile-images"><img src="/image/reporter/{doc.extra["email"].split("@")[0]}.jpg" alt="" width="60" height="60"></div><div class="profile-info"><strong class="name">{esc(doc.byline)}</strong> <span class="email">{esc(doc.extra["email"])}</span> {other}</div></div>'
        keywords = ""
        if doc.key == "qa":
            keywords = f'<div class="view-tags"><h4>키워드</h4>{self.a("tag", "#" + TAG, "tag")} <a href="{LIST}?sc_word={kr("영주권")}&amp;sc_area=T&amp;view_type=sm">#영주권</a></div>'
        elif doc.key in ("homeless", "restaurant"):
            keywords = f'<div class="view-tags"><h4>키워드</h4>{self.a("search", "#" + SEARCH_Q, "tag")} <a href="{LIST}?sc_word={kr("노숙자")}&amp;sc_area=T&amp;view_type=sm">#노숙자</a></div>'
        rel = [k for k in ARTS if k != doc.key][:3]
        relation = "".join(f"<li>{self.a(k, self.docs[k].title, 'related')}</li>" for k in rel)
        if doc.extra.get("dead_link"):
            relation += f"<li>{self.a('soft404', 'LA시, 노숙자 주거 바우처 2천 개 추가 확보', 'related')}</li>"
        video = ""
        if doc.extra.get("video_link"):
            video = f'<div class="view-video-link">{self.a("video", self.docs["video"].title, "content")}</div>'
        return f"""<section class="grid body">
<header class="article-view-header">
<div class="box-skin header">
<ul class="breadcrumbs"><li>{self.a("home", "홈", "breadcrumb")}</li><li>{crumb}</li></ul>
<h3 class="heading">{esc(doc.title)}</h3>
{dek}
<article class="info-group">
{self.infomation(doc)}
<div class="share-btns"><a href="https://www.facebook.com/sharer/sharer.php?u={u}" class="share-facebook">페이스북</a> <a href="https://x.com/intent/post?url={u}" class="share-x">엑스</a> <a href="https://story.kakao.test/share?url={u}" class="share-kakao">카카오스토리</a> <a href="#" class="share-url">URL복사</a> <a href="javascript:articlePrint();" class="print">프린트</a> <button type="button" class="font-size">글씨키우기</button></div>
</article>
</div>
</header>
<div class="article-body">
<article id="article-view-content-div" class="article-veiw-body view-page font-size17" itemprop="articleBody">
{self.blocks(doc, fig=self.fig, table_class="table-view")}
{email}
</article>
{video}
{tail}
<div class="view-copyright">저작권자 &copy; 미주새빛일보 무단전재 및 재배포 금지</div>
{editors}
{keywords}
<section class="relation"><h3 class="box-title">관련기사</h3><ul>{relation}</ul></section>
<div class="banner_box" data-banner="article_bottom"><img src="/banner/article_bottom_640x100.jpg" alt="광고" width="640" height="100"></div>
</div>
</section>"""

    def fig(self, alt: str, cap: str) -> str:
        return f'<figure class="photo-layout image photo-center"><img src="/news/photo/202612/{abs(sum(map(ord, alt))) % 9973}_1.jpg" alt="{esc(alt)}" width="640"><figcaption>{esc(cap)}</figcaption></figure>'

    def listing_main(self, doc: Doc) -> str:
        items = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            if d.kind == "video":
                when, byline, lead = dot(d.extra["local"]), "영상팀", d.blocks[0][1]
            else:
                when, byline, lead = dot(d.stamp), d.byline, self.lede(d, 90)
            items.append(
                f'<li><div class="list-image"><img src="/news/thumbnail/202612/{abs(sum(map(ord, d.title))) % 9973}_v150.jpg" alt=""></div><div class="list-titles">{self.a(k, d.title, "content")}</div><p class="list-summary">{esc(lead)}</p><div class="list-dated">{esc(d.section or "영상")} | {esc(byline)} | {when}</div></li>'
            )
        for idx, t, when in doc.extra.get("older", []):
            items.append(
                f'<li><div class="list-titles"><a href="/news/articleView.html?idxno={idx}">{esc(t)}</a></div><div class="list-dated">로컬 | {when}</div></li>'
            )
        head = f'<header class="article-list-header"><h3 class="heading">{esc(doc.title)}</h3></header>'
        extra = ""
        if doc.key == "home":
            head = f'<h1 class="hide">{esc(doc.title)}</h1><div class="breaking"><span>속보</span>{self.a("desk", self.docs["desk"].title, "content")}</div>'
            extra = f'<section class="home-box"><h3 class="box-title">영상</h3>{self.a("video", self.docs["video"].title, "content")}</section><section class="home-box"><h3 class="box-title">커뮤니티</h3>{self.a("classified", "구인·구직 광고 보기", "content")}</section>'
        elif doc.kind == "author":
            head = f'<header class="article-list-header reporter"><img src="/image/reporter/kimms.jpg" alt="" width="80" height="80"><h3 class="heading">{esc(doc.title)}</h3> <span class="position">기자</span><p>{esc(doc.extra["bio"])}</p><p class="email">kimms@saebitusa.test</p></header>'
        elif doc.kind == "search":
            head = f'<header class="article-list-header"><h3 class="heading">{esc(doc.title)}</h3><p>총 {len(items)}건의 기사가 있습니다.</p></header>'
        pager = ""
        if doc.key == "local":
            pager = f'<ul class="pagination"><li class="current"><a>1</a></li><li>{self.a("local2", "2", "pagination")}</li><li><a href="{LIST}?page=3&amp;total=1873&amp;box_idxno=&amp;sc_section_code=S1N2&amp;view_type=sm">3</a></li><li class="pagination-next">{self.a("local2", "다음", "pagination")}</li></ul>'
        elif doc.key == "local2":
            pager = f'<ul class="pagination"><li class="pagination-prev">{self.a("local", "이전", "pagination")}</li><li>{self.a("local", "1", "pagination")}</li><li class="current"><a>2</a></li><li><a href="{LIST}?page=3&amp;total=1873&amp;box_idxno=&amp;sc_section_code=S1N2&amp;view_type=sm">3</a></li></ul>'
        elif doc.key == "home":
            pager = f'<div class="more">{self.a("local", "로컬 뉴스 더보기", "content")} | {self.a("immig", "이민·비자 더보기", "content")}</div>'
        return f'<section class="grid body"><div class="list-block">{head}<ul class="type2">{"".join(items)}</ul>{extra}{pager}</div></section>'

    def service_main(self, doc: Doc) -> str:
        html = self.blocks(doc, table_class="table-row")
        if doc.kind == "video":
            return f"""<section class="grid body video-view">
<header class="article-view-header"><h3 class="heading">{esc(doc.title)}</h3><ul class="infomation"><li>등록 {dot(doc.extra["local"])}</li></ul></header>
<div class="video-container"><iframe src="https://www.youtube.test/embed/sbu1187oc" width="640" height="360" allowfullscreen></iframe></div>
<div class="video-desc">{html}</div>
<p class="video-related">관련기사: {self.a("yearend", self.docs["yearend"].title, "related")}</p>
</section>"""
        if doc.kind == "error":
            return f"""<section class="grid body error-page">
<div class="no-article"><h3 class="heading">{esc(doc.title)}</h3>{html}
<p>{self.a("home", "홈으로 가기", "content")} | {self.a("local", "최신 로컬 뉴스", "content")}</p></div>
</section>"""
        return f"""<section class="grid body classified">
<header class="article-list-header"><h3 class="heading">{esc(doc.title)}</h3></header>
<div class="classified-tabs"><a class="on">구인·구직</a> <a href="/classified/list.html?cate=house">부동산·렌트</a> <a href="/classified/list.html?cate=car">자동차</a> <a href="/classified/write.html">광고 등록</a></div>
{html}
<div class="paging"><strong>1</strong> <a href="/classified/list.html?cate=job&amp;page=2">2</a> <a href="/classified/list.html?cate=job&amp;page=3">3</a></div>
</section>"""
