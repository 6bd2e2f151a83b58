# ruff: noqa: E501 (page texts and markup are long literal lines; typographic quotes and the middle dot are deliberate)
"""한남일보 (Hannam Ilbo): a Korean regional daily on an ndsoft-like system in **EUC-KR** (`/news/articleView.html?
idxno=215318`, `/news/articleList.html?sc_section_code=S1N2&view_type=sm`, `&page=2`, `sc_area=I` reporter lists,
`sc_word=<EUC-KR %-encoded>` tag and search lists, `/news/photoList.html`). Charset in the header and in a `<meta
http-equiv>`; Scrapy reads EUC-KR as cp949, the label's encoding. Traps: "홍길동 기자 (email@…)" bylines as the
last paragraph of the body (the reporter is the author, the line is not body), "홍길동·김영희 기자", "입력
2026.12.04 10:15 / 수정 …" dates, photo captions ending "ⓒ 한남일보", JSON-LD and `dable:author` giving
"홍길동 기자" (with the title), a Yonhap story whose reporter is named in the dateline, an unsigned editorial, a
contribution signed with a bio line, a photo story, and a UTC time that is the next day in Korea."""

from __future__ import annotations

import json

from common import Base, page, story
from sitekit import Doc, css_rules, esc

SEC = "/news/articleList.html?sc_section_code=S1N2&view_type=sm"


class Hannam(Base):
    origin = "https://www.hannamilbo.test"
    name = "한남일보"
    prefix = "hnb"
    language = "ko"
    encoding = "cp949"  # EUC-KR as declared, decoded as cp949 (its superset) by Scrapy
    codec = "euc_kr"
    content_type = "text/html; charset=euc-kr"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "hnb",
            [
                "#user-header",
                "#user-nav",
                ".article-head-title",
                ".infomation",
                ".article-veiw-body",
                ".photo-layout",
                ".auto-article",
                "#user-footer",
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
                "한남일보",
                "ndsoft-home",
                list=["jaegae", "bus", "yonhap", "sasul", "gigo", "photo", "market", "inter"],
                more="sec2",
            )
        )
        add(
            page(
                "sec",
                SEC,
                "section",
                "사회",
                "ndsoft-list",
                list=["jaegae", "bus", "yonhap", "market", "photo"],
                more="sec2",
            )
        )
        add(
            page(
                "sec2",
                "/news/articleList.html?page=2&total=1432&sc_section_code=S1N2&view_type=sm",
                "section",
                "사회",
                "ndsoft-list-page2",
                list=["inter", "gigo", "sasul"],
            )
        )
        add(
            page(
                "tag",
                "/news/articleList.html?sc_area=A&view_type=sm&sc_word=%C0%E7%B0%B3%B9%DF",
                "tag",
                "재개발",
                "ndsoft-tag",
                list=["jaegae", "market"],
            )
        )
        add(
            page(
                "reporter",
                "/news/articleList.html?sc_area=I&sc_word=gildong&view_type=sm",
                "author",
                "홍길동 기자",
                "ndsoft-reporter",
                list=["jaegae", "bus"],
                bio="사회부 홍길동 기자입니다. 대전시청과 경찰을 담당합니다. gildong@hannamilbo.test",
            )
        )
        add(
            page(
                "search",
                "/news/articleList.html?sc_area=A&view_type=sm&sc_word=%B9%F6%BD%BA",
                "search",
                "검색결과",
                "ndsoft-search",
                list=["bus", "market", "tag"],
            )
        )
        add(
            page(
                "photos",
                "/news/photoList.html",
                "section",
                "포토뉴스",
                "ndsoft-photolist",
                list=["photo", "jaegae", "market"],
            )
        )
        add(
            page(
                "company",
                "/com/company.html",
                "about",
                "회사소개",
                "ndsoft-company",
                [
                    "한남일보는 1989년 대전에서 창간한 지역 일간지입니다. 대전·세종·충남 지역의 소식을 매일 전하고 있습니다.",
                    "## 연혁",
                    "- 1989년 5월 창간",
                    "- 2001년 인터넷 한남일보 개설",
                    "- 2019년 세종취재본부 개소",
                    "주소: 대전광역시 중구 대종로 488, 대표전화 042-555-0100",
                ],
            )
        )
        add(
            page(
                "privacy",
                "/member/privacy.html",
                "policy",
                "개인정보처리방침",
                "ndsoft-privacy",
                [
                    "시행일자: 2026년 9월 1일",
                    "한남일보(이하 '회사')는 이용자의 개인정보를 중요시하며, 개인정보 보호법을 준수하고 있습니다.",
                    "## 수집하는 개인정보 항목",
                    "회사는 회원가입, 기사 제보, 구독 신청을 위해 이름, 이메일, 연락처 등의 개인정보를 수집합니다.",
                    "## 개인정보의 보유 및 이용기간",
                    "회원 탈퇴 시 지체 없이 파기합니다. 다만 관계 법령에 따라 보존할 필요가 있는 경우 해당 기간 동안 보관합니다.",
                ],
            )
        )
        add(
            page(
                "subscribe",
                "/com/subscribe.html",
                "subscribe",
                "구독신청",
                "ndsoft-subscribe",
                [
                    "한남일보를 구독하시면 매일 아침 지역 소식을 가정과 직장에서 받아보실 수 있습니다.",
                    "- 월 구독료: 15,000원",
                    "- 연 구독료: 170,000원 (1개월 무료)",
                    "구독 문의: 독자서비스국 042-555-0123",
                ],
            )
        )
        add(
            story(
                "jaegae",
                "/news/articleView.html?idxno=215318",
                "대전 선화동 재개발 본격화…2029년 1800가구 입주",
                "2026-12-04",
                "2026-12-04T10:15:00+09:00",
                "입력 2026.12.04 10:15",
                ["홍길동"],
                [
                    "대전 중구 선화동 일대 재개발 사업이 관리처분계획 인가를 받으면서 본격적인 궤도에 올랐다.",
                    "대전시는 선화2구역 재개발 정비사업의 관리처분계획을 3일 인가했다고 4일 밝혔다. 이 사업은 선화동 일대 8만 2000㎡에 지하 3층, 지상 35층 규모의 공동주택 1800가구를 짓는 것이다.",
                    "FIG: 선화2구역 조감도 | 선화2구역 재개발 조감도. ⓒ 대전시",
                    "조합은 내년 상반기 이주를 시작해 2027년 말 착공, 2029년 입주를 목표로 하고 있다. 전체 가구 가운데 320가구는 일반에 분양된다.",
                    "시 관계자는 \u201c원도심 활성화에 큰 역할을 할 것으로 기대한다\u201d고 말했다.",
                    "SIGN: 홍길동 기자 (gildong@hannamilbo.test)",
                ],
                "byline-at-end",
                section="사회",
                top="홍길동 기자",
                modified="수정 2026.12.04 14:20",
            )
        )
        add(
            story(
                "bus",
                "/news/articleView.html?idxno=215320",
                "시내버스 노선 개편 한 달…\u201c배차 간격 늘었다\u201d 불만",
                "2026-12-04",
                "2026-12-04T11:30:00+09:00",
                "입력 2026.12.04 11:30",
                ["홍길동", "김영희"],
                [
                    "대전 시내버스 노선 개편이 시행된 지 한 달이 지났지만 시민들의 불만이 이어지고 있다.",
                    "4일 대전시에 따르면 지난달 1일 노선 개편 이후 시청 홈페이지와 콜센터에 접수된 민원은 2140건에 이른다. 배차 간격이 길어졌다는 민원이 가장 많았다.",
                    "시는 이용객이 많은 6개 노선에 버스 18대를 추가로 투입하기로 했다.",
                    "시민들은 환승이 늘고 배차 간격이 벌어져 출퇴근 시간이 길어졌다고 호소한다. 유성구에 사는 직장인 이모(34)씨는 \u201c예전에는 한 번에 가던 길을 두 번 갈아타야 한다\u201d고 말했다.",
                    "시 관계자는 \u201c개편 초기의 혼란을 줄이기 위해 민원을 분석해 노선을 계속 보완하겠다\u201d고 밝혔다.",
                    "SIGN: 홍길동·김영희 기자",
                ],
                "two-reporters-end",
                section="사회",
                top="홍길동·김영희 기자",
            )
        )
        add(
            story(
                "yonhap",
                "/news/articleView.html?idxno=215301",
                "세종시, 내년 1월부터 공공자전거 요금 인상",
                "2026-12-04",
                "2026-12-04T09:05:00+09:00",
                "입력 2026.12.04 09:05",
                ["이민수"],
                [
                    "세종시는 내년 1월부터 공공자전거 '어울링' 이용 요금을 1시간 기준 500원에서 1000원으로 올린다고 4일 밝혔다.",
                    "시는 자전거 유지보수 비용이 크게 늘어 요금 인상이 불가피하다고 설명했다. 정기권 요금은 동결한다.",
                    "어울링은 2014년 도입돼 현재 자전거 3200여 대가 운영되고 있다. 지난해 이용 건수는 약 410만 건이었다.",
                    "SIGN: lms@yna.test",
                ],
                "agency-dateline-reporter",
                section="사회",
                top="연합뉴스",
                dateline="(세종=연합뉴스) 이민수 기자 = ",
            )
        )
        add(
            story(
                "sasul",
                "/news/articleView.html?idxno=215290",
                "[사설] 원도심 재개발, 주민 내몰림 없어야",
                "2026-12-04",
                "2026-12-04T05:00:00+09:00",
                "입력 2026.12.04 05:00",
                [],
                [
                    "대전 원도심 재개발이 속도를 내고 있다. 낡은 주거 환경을 개선하고 도심 인구를 늘리는 것은 바람직한 일이다.",
                    "그러나 재개발이 원주민과 세입자를 내모는 결과로 이어져서는 안 된다. 재정착률이 20%에도 미치지 못한 과거 사례를 되풀이해서는 곤란하다.",
                    "원도심에는 고령의 세입자와 영세 상인이 많다. 이들은 보상 협상에서 목소리를 내기 어렵고, 이주비만으로는 인근에 새 거처를 구하기 힘든 경우가 대부분이다.",
                    "시는 세입자를 위한 임대주택 공급과 이주비 지원을 꼼꼼히 챙겨야 한다.",
                ],
                "editorial",
                section="오피니언",
                top="한남일보",
            )
        )
        add(
            story(
                "gigo",
                "/news/articleView.html?idxno=215277",
                "[기고] 지역 대학이 살아야 지역이 산다",
                "2026-12-03",
                "2026-12-03T16:00:00+09:00",
                "입력 2026.12.03 16:00",
                ["김정호"],
                [
                    "올해 대전·충남 지역 대학의 신입생 충원율은 평균 91%에 그쳤다. 10년 전과 비교하면 7%포인트 떨어졌다.",
                    "대학이 무너지면 청년이 떠나고, 청년이 떠나면 지역의 미래도 없다. 지역 대학과 지방자치단체, 기업이 함께 인재를 키우고 일자리를 만드는 구조가 필요하다.",
                    "정부의 지역혁신 사업이 대학 간 경쟁만 부추기는 방식이 되어서는 안 된다.",
                    "SIGN: 김정호 한남대학교 행정학과 교수",
                ],
                "opinion-signed",
                section="오피니언",
                top="김정호",
            )
        )
        add(
            story(
                "photo",
                "/news/articleView.html?idxno=215311",
                "[포토] 첫눈 내린 계룡산",
                "2026-12-04",
                "2026-12-04T08:40:00+09:00",
                "입력 2026.12.04 08:40",
                ["박사진"],
                [
                    "FIG: 눈 덮인 계룡산 | 4일 오전 충남 공주시 계룡산 국립공원에 첫눈이 내려 등산객들이 설경을 즐기고 있다. ⓒ 한남일보 박사진 기자",
                    "4일 오전 충남 공주시 계룡산 국립공원에 올겨울 첫눈이 내렸다. 국립공원사무소는 일부 탐방로를 통제했다.",
                ],
                "photo-story",
                section="포토",
                top="박사진 기자",
            )
        )
        add(
            story(
                "market",
                "/news/articleView.html?idxno=215299",
                "중앙시장 화재 1년…상인 절반 아직 임시 점포",
                "2026-12-04",
                "2026-12-03T15:20:00Z",
                "입력 2026.12.04 00:20",
                ["최민준"],
                [
                    "대전 중앙시장 화재가 발생한 지 1년이 지났지만 피해 상인의 절반가량은 여전히 임시 점포에서 장사를 하고 있다.",
                    "중앙시장 상인회에 따르면 피해 점포 68곳 가운데 31곳만 원래 자리로 돌아갔다. 나머지는 시장 주차장에 마련된 컨테이너 점포를 쓰고 있다.",
                    "FIG: 중앙시장 임시 점포 | 중앙시장 주차장에 설치된 임시 점포. ⓒ 한남일보",
                    "대전시는 복구 공사비 가운데 42억 원을 지원했지만, 건물 소유주 간 협의가 늦어지면서 공사가 예정보다 6개월가량 지연됐다.",
                    "시는 내년 3월까지 복구를 마무리하고 상인들이 모두 돌아올 수 있도록 하겠다고 밝혔다.",
                    "상인회 관계자는 \u201c건물 복구 공사가 늦어지면서 손님도 줄었다\u201d고 말했다.",
                    "SIGN: 최민준 기자 (minjun@hannamilbo.test)",
                ],
                "utc-crossing",
                section="경제",
                top="최민준 기자",
            )
        )
        add(
            story(
                "inter",
                "/news/articleView.html?idxno=215250",
                "[인터뷰] 30년 동네 서점 지킨 정순자 대표",
                "2026-12-02",
                "2026-12-02T14:00:00+09:00",
                "입력 2026.12.02 14:00",
                ["김영희"],
                [
                    "대전 대흥동에서 30년째 서점을 운영하는 정순자 대표를 만났다.",
                    "Q: 30년 동안 서점을 지킨 비결은. || 손님 한 분 한 분의 이름을 기억하는 것입니다. 책을 파는 곳이 아니라 이야기를 나누는 곳이라고 생각했습니다.",
                    "Q: 온라인 서점과의 경쟁은 어떤가. || 쉽지 않습니다. 그래서 작가와의 만남, 독서 모임처럼 동네 서점만 할 수 있는 일을 합니다.",
                    "SIGN: 김영희 기자 (yhkim@hannamilbo.test)",
                ],
                "interview",
                section="문화",
                top="김영희 기자",
            )
        )

    def head(self, doc: Doc) -> str:
        out = [
            '<meta http-equiv="Content-Type" content="text/html; charset=euc-kr">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:url" content="{self.url(doc.key)}">',
        ]
        if doc.is_article:
            out += [
                '<meta property="og:type" content="article">',
                f'<meta property="article:published_time" content="{doc.iso}">',
                f'<meta property="dable:author" content="{esc(doc.extra["top"])}">',
            ]
            ld = {"@context": "https://schema.org", "@type": "NewsArticle", "headline": doc.title, "datePublished": doc.iso,
                  "author": {"@type": "Person", "name": doc.extra["top"]}, "publisher": {"@type": "Organization", "name": "한남일보"}}  # fmt: skip
            out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        else:
            out.append('<meta property="og:type" content="website">')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f"<li>{self.a(k, t, 'nav')}</li>"
            for k, t in [
                ("home", "홈"),
                ("sec", "사회"),
                ("/news/articleList.html?sc_section_code=S1N3&view_type=sm", "경제"),
                ("/news/articleList.html?sc_section_code=S1N5&view_type=sm", "오피니언"),
                ("photos", "포토"),
            ]
        )
        best = "".join(f"<li>{self.a(k, self.docs[k].title, 'sidebar')}</li>" for k in ("jaegae", "market", "photo"))
        return f"""<!doctype html>
<html lang="ko">
<head>
{self.head(doc)}
<title>{esc(doc.title)} - 한남일보</title>
<link rel="stylesheet" href="/css/style.css?v=20260301">
<script src="/plugin/jquery/jquery-3.4.1.min.js"></script>
<script>var ndsoft_page="{doc.kind}";</script>
<style>/*PAD*/</style>
</head>
<body>
<div id="user-wrap">
<header id="user-header"><h1 class="logo"><a href="/">한남일보</a></h1><div class="header-util">{self.a("search", "검색", "header")} <a href="/member/login.html">로그인</a> <a href="/member/join.html">회원가입</a> {self.a("subscribe", "구독신청", "header")}</div></header>
<nav id="user-nav"><ul>{nav}</ul></nav>
<div id="user-container">
<div class="float-left width-830">
{main}
</div>
<aside class="float-right width-300"><div class="auto-article"><h3>많이 본 뉴스</h3><ol>{best}</ol></div></aside>
</div>
<footer id="user-footer"><ul class="links"><li>{self.a("company", "회사소개", "footer")}</li><li>{self.a("privacy", "개인정보처리방침", "footer")}</li><li><a href="/member/youth.html">청소년보호정책</a></li><li>{self.a("subscribe", "구독신청", "footer")}</li><li><a href="/rss/allArticle.xml">RSS</a></li></ul>
<address>대전광역시 중구 대종로 488 | 대표전화 042-555-0100 | 등록번호 대전 아00123 | 발행인·편집인 윤재석 | 청소년보호책임자 박미경</address>
<p class="copyright">Copyright © 2026 한남일보. All rights reserved. mail to hannam@hannamilbo.test</p></footer>
</div>
</body>
</html>
"""

    def story_main(self, doc: Doc) -> str:
        top = doc.extra["top"]
        top_html = self.a("reporter", top, "byline") if top == "홍길동 기자" else esc(top)
        mod = f'<li><i class="icon-clock-o"></i> {doc.extra["modified"]}</li>' if doc.extra.get("modified") else ""
        parts = []
        for b in doc.blocks:
            if b[0] == "p":
                pre = esc(doc.extra["dateline"]) if doc.extra.get("dateline") and not parts else ""
                parts.append(f"<p>{pre}{self.inline(b[1])}</p>")
            elif b[0] == "sign":
                parts.append(f"<p>{esc(b[1])}</p>")
            elif b[0] == "qa":
                parts.append(f"<p><strong>{esc(b[1])}</strong></p><p>{esc(b[2])}</p>")
            elif b[0] == "fig":
                parts.append(
                    f'<figure class="photo-layout image photo-center"><img src="https://cdn.hannamilbo.test/news/photo/202612/{doc.path[-6:]}_{len(parts)}.jpg" alt="{esc(b[1])}"><figcaption>{esc(b[2])}</figcaption></figure>'
                )
        related = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'related')}</li>" for k in ("jaegae", "bus") if k != doc.key
        )
        return f"""<div class="article-head-title">{esc(doc.title)}</div>
<div class="info-group"><ul class="infomation"><li><i class="icon-user-o"></i> {top_html}</li><li><i class="icon-clock-o"></i> {doc.stamp}</li>{mod}<li>댓글 0</li></ul>
<div class="article-sns"><a href="https://sharer.kakao.test/?url={self.url(doc.key)}">카카오톡</a> <a href="https://www.facebook.com/sharer.php?u={self.url(doc.key)}">페이스북</a></div></div>
<article id="article-view-content-div" class="article-veiw-body view-page font-size17">
{chr(10).join(parts)}
</article>
<div class="view-copyright">저작권자 © 한남일보 무단전재 및 재배포 금지</div>
<div class="view-editors">{top_html} 다른기사 보기</div>
<div class="relation"><h3>관련기사</h3><ul>{related}</ul></div>
<div class="view-comment"><h3>댓글</h3><p>댓글삭제기준: 욕설, 비방, 광고성 댓글은 삭제될 수 있습니다.</p><p>0 / 400</p></div>"""

    def listing_main(self, doc: Doc) -> str:
        items = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            link = self.a(k, d.title, "content")
            meta = (
                f'<span class="byline"><em>{esc(d.section)}</em><em>{esc(d.extra.get("top", ""))}</em><em>{d.stamp.replace("입력 ", "")}</em></span>'
                if d.is_article
                else ""
            )
            items.append(f'<li><h4 class="titles">{link}</h4><p class="lead">{esc(self.lede(d))}</p>{meta}</li>')
        more = (
            f'<ul class="pagination"><li class="current">1</li><li>{self.a(doc.extra["more"], "2", "pagination")}</li><li><a href="/news/articleList.html?page=3&total=1432&sc_section_code=S1N2&view_type=sm">3</a></li></ul>'
            if doc.extra.get("more")
            else ""
        )
        extra = f'<p class="reporter-info">{esc(doc.extra["bio"])}</p>' if doc.kind == "author" else ""
        if doc.kind == "search":
            extra = '<form action="/news/articleList.html"><input name="sc_word" value="버스"></form><p>\u2018버스\u2019 검색결과 3건</p>'
        return (
            f'<section class="article-list"><header class="box-title"><h3>{esc(doc.title)}</h3></header>{extra}\n<ul class="type2">'
            + "\n".join(items)
            + f"</ul>\n{more}</section>"
        )

    def service_main(self, doc: Doc) -> str:
        return f'<section class="com-page"><h3 class="heading">{esc(doc.title)}</h3>\n{self.blocks(doc)}</section>'
