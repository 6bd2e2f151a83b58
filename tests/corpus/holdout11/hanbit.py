# ruff: noqa: E501 (page texts and markup are long literal lines in their own scripts)
"""한빛일보 (Hanbit Ilbo): a Korean regional daily on a legacy news CMS (articleView.html?idxno= URLs, table
layout, EUC-KR in the HTTP header and <meta http-equiv>, og:type=article on every page, no JSON-LD, headlines
in <div class="article-head-title">)."""

from __future__ import annotations

from urllib.parse import quote

from common import blocks_html, service_html
from sitekit import Doc, Site, css_rules, esc, plain

SEARCH_WORD = quote("버스".encode("euc_kr"))


class Hanbit(Site):
    origin = "http://www.hanbitilbo.test"
    name = "한빛일보"
    prefix = "hb"
    language = "ko"
    encoding = "cp949"  # the charset Scrapy decodes "euc-kr" as
    codec = "euc_kr"
    content_type = "text/html; charset=euc-kr"

    def pad_rules(self) -> list[str]:
        sel = ["#user-wrap", "#user-header", ".nav-gnb", ".article-head-title", ".info-text", "#article-view-content-div",
               ".auto-article", ".list-block", ".list-titles", ".list-dated", ".box-skin", ".header-bottom", "#user-footer"]  # fmt: skip
        return css_rules("hb", sel, 260)

    def build(self) -> None:
        add = self.add
        add(Doc("home", "/", "home", "한빛일보", shape="legacy-portal-front"))
        add(
            Doc(
                "society",
                "/news/articleList.html?sc_section_code=S1N2&view_type=sm",
                "section",
                "사회",
                shape="article-list",
            )
        )
        add(Doc("society2", "/news/articleList.html?page=2&sc_section_code=S1N2&view_type=sm", "section", "사회",
                shape="article-list-page-2"))  # fmt: skip
        add(
            Doc(
                "mostread",
                "/news/articleList.html?sc_order_by=H&view_type=sm",
                "mostread",
                "많이 본 뉴스",
                shape="most-read-list",
            )
        )
        add(Doc("search", f"/news/articleList.html?sc_area=A&view_type=sm&sc_word={SEARCH_WORD}", "search", "검색결과",
                shape="search-euc-kr-percent-encoded-query"))  # fmt: skip
        add(Doc("obits", "/news/articleList.html?sc_sub_section_code=S2N40&view_type=sm", "obituaries", "부고",
                shape="obituaries-index"))  # fmt: skip
        add(Doc("events", "/com/event.html", "events", "이번 주 행사 일정", shape="events-calendar-table"))
        add(Doc("subscribe", "/com/subscribe.html", "subscribe", "신문 구독신청", shape="subscription-form"))
        add(Doc("about", "/com/company.html", "about", "회사소개", shape="about-company"))
        add(Doc("privacy", "/member/privacy.html", "policy", "개인정보처리방침", shape="privacy-effective-date"))
        add(Doc("report", "/com/jebo.html", "contact", "기사제보", shape="tip-form"))

        def story(key: str, idx: int, title: str, authors: list[str], end: str, ymd: str, hm: str | None, shape: str,
                  blocks: list, section: str = "사회", sub: str = "") -> None:  # fmt: skip
            add(Doc(key, f"/news/articleView.html?idxno={idx}", "article", title, True, authors, byline=end,
                        date=ymd.replace(".", "-"), stamp=f"입력 {ymd} {hm}" if hm else "", section=section, shape=shape,
                        blocks=blocks, dek=sub))  # fmt: skip

        story(
            "budget",
            215320,
            "한빛시, 내년 예산 1조2천억 원 편성…복지·교통 비중 늘려",
            ["김민수"],
            "김민수 기자 kms@hanbitilbo.test",
            "2026.11.30",
            "14:05",
            "reporter-at-end-with-email",
            [
                ("p", "한빛시가 내년도 예산안을 올해보다 6.4% 늘어난 1조2천억 원 규모로 편성해 시의회에 제출했다."),
                (
                    "p",
                    "분야별로는 사회복지 예산이 4천100억 원으로 가장 많았고, 교통 분야가 1천300억 원으로 뒤를 이었다. 시는 노인 일자리와 돌봄 서비스 확대에 중점을 뒀다고 설명했다.",
                ),
                ("p", "교통 분야에서는 [[bus|시내버스 노선 개편]]과 한빛천 자전거도로 연장 사업이 포함됐다."),
                ("p", "시의회는 다음 달 15일까지 예산안을 심사한 뒤 본회의에서 의결할 예정이다."),
            ],
            sub="사회복지 4천100억 원 최다…시의회 내달 15일까지 심사",
        )
        story(
            "cold",
            215318,
            "정부, 겨울철 한파 대책 발표…취약계층 난방비 지원 확대",
            [],
            "[한빛통신]",
            "2026.11.30",
            "11:20",
            "agency-copy-no-author",
            [
                (
                    "p",
                    "(서울=한빛통신) 정부는 30일 겨울철 한파 종합대책을 발표하고 취약계층 난방비 지원을 가구당 최대 30만 원으로 늘리기로 했다.",
                ),
                ("p", "또 한파 쉼터를 전국 5만 곳으로 확대하고, 독거노인 안부 확인을 주 2회에서 3회로 늘린다."),
                ("p", "정부는 다음 달부터 내년 2월까지를 한파 대응 기간으로 정하고 상황실을 운영한다."),
            ],
            section="전국",
        )
        story(
            "snow",
            215330,
            "[포토] 첫눈 내린 한빛천",
            ["이수진"],
            "사진=이수진 기자",
            "2026.11.30",
            "16:40",
            "photo-news-chrome-only",
            [
                ("fig", "눈 내린 한빛천 산책로", "30일 오후 첫눈이 내린 한빛천 산책로를 시민들이 걷고 있다."),
                (
                    "p",
                    "30일 오후 한빛시에 올겨울 첫눈이 내렸다. 기상청은 밤사이 1cm 안팎의 눈이 더 내릴 것으로 예보했다.",
                ),
            ],
            section="포토",
        )
        story(
            "school",
            215301,
            '한빛초 통학로 공사 지연…학부모들 "안전 대책 시급"',
            ["박지영", "최현우"],
            "박지영·최현우 기자",
            "2026.11.28",
            "09:30",
            "two-reporters",
            [
                ("p", "한빛초등학교 앞 통학로 정비 공사가 석 달째 지연되면서 학부모들의 불만이 커지고 있다."),
                (
                    "p",
                    "공사 구간에는 인도가 없어 학생들이 차도 옆으로 걸어야 하는 상황이다. 학부모회는 지난 26일 시청을 방문해 임시 보행로 설치를 요구했다.",
                ),
                (
                    "p",
                    '시 관계자는 "자재 수급 문제로 공사가 늦어졌다"며 "다음 주부터 임시 보행로를 설치하겠다"고 밝혔다.',
                ),
                ("p", "공사는 내년 2월 완료될 예정이다."),
            ],
        )
        story(
            "editorial",
            215310,
            "[사설] 통학로 안전, 공사 일정보다 앞서야 한다",
            [],
            "",
            "2026.11.29",
            "18:00",
            "unsigned-editorial",
            [
                ("p", "한빛초 통학로 공사가 석 달째 늦어지고 있다. 그사이 아이들은 차도 옆을 걸어 학교에 다닌다."),
                (
                    "p",
                    "자재 수급이 어렵다는 설명은 이해할 수 있다. 그러나 공사가 늦어진다면 임시 보행로부터 마련했어야 했다. 학부모들이 시청을 찾아간 뒤에야 대책이 나온 것은 순서가 거꾸로다.",
                ),
                ("p", "시는 관내 다른 공사 현장도 점검해 보행 안전 대책이 있는지 확인하기 바란다."),
            ],
            section="오피니언",
        )
        story(
            "univ",
            215305,
            "[보도자료] 한빛대, 청년 창업지원센터 개소",
            [],
            "<자료제공=한빛대학교>",
            "2026.11.28",
            "15:10",
            "press-release-no-author",
            [
                ("p", "한빛대학교는 28일 교내 산학협력관에서 청년 창업지원센터 개소식을 열었다고 밝혔다."),
                (
                    "p",
                    "센터는 예비 창업자에게 사무 공간과 시제품 제작 장비, 전문가 상담을 제공한다. 올해는 20개 팀을 선발해 팀당 최대 1천만 원을 지원한다.",
                ),
                ("p", "신청은 다음 달 20일까지 센터 누리집에서 받는다."),
            ],
            section="교육",
        )
        story(
            "bus",
            215321,
            "한빛시 시내버스 12개 노선 내년 3월 개편",
            ["김민수"],
            "김민수 기자 kms@hanbitilbo.test",
            "2026.11.30",
            "14:30",
            "linked-only-from-another-story-and-search",
            [
                ("p", "한빛시는 내년 3월부터 시내버스 12개 노선을 개편한다고 30일 밝혔다."),
                ("p", "신도시와 한빛역을 잇는 급행 노선 2개가 새로 생기고, 이용객이 적은 3개 노선은 폐지된다."),
                ("p", "시는 다음 달 주민 설명회를 열어 의견을 듣는다."),
            ],
        )
        story(
            "column",
            215290,
            "[데스크칼럼] 시장 골목의 겨울",
            ["정은희"],
            "정은희 논설위원",
            "2026.11.27",
            None,
            "column-date-only-in-signoff",
            [
                (
                    "p",
                    "한빛중앙시장 골목에 다시 겨울이 왔다. 어묵 가게 앞에는 김이 오르고, 상인들은 난로 곁에 모여 앉는다.",
                ),
                (
                    "p",
                    "시장 상인회에 따르면 올해 빈 점포는 열한 곳으로 늘었다. 대형마트와 온라인 주문에 손님을 빼앗긴 탓이다.",
                ),
                ("p", "그래도 시장은 동네의 얼굴이다. 주차장과 배송 서비스 같은 작은 지원이 골목을 살릴 수 있다."),
            ],
            section="오피니언",
        )
        self.docs["column"].extra["sign"] = "2026년 11월 27일 정은희 논설위원"

    def header(self) -> str:
        a = self.a
        gnb = [("home", "홈"), ("society", "사회"), ("/news/articleList.html?sc_section_code=S1N1&view_type=sm", "정치"),
               ("/news/articleList.html?sc_section_code=S1N3&view_type=sm", "경제"), ("/news/articleList.html?sc_section_code=S1N4&view_type=sm", "오피니언"),
               ("/news/articleList.html?sc_section_code=S1N5&view_type=sm", "포토"), ("obits", "인사·부고"), ("events", "행사")]  # fmt: skip
        return (
            '<div id="user-header"><table width="100%" class="header-top"><tr>'
            f'<td class="date">2026년 12월 1일 화요일</td><td align="right">{a("/member/login.html", "로그인", "chrome:header")} | '
            f"{a('/member/join.html', '회원가입', 'chrome:header')} | {a('subscribe', '구독신청', 'chrome:header')} | {a('report', '기사제보', 'chrome:header')}</td></tr></table>"
            '<div class="header-logo">'
            + a("home", "한빛일보", "chrome:header", "", '<img src="/image/logo/toplogo_20230301.png" alt="한빛일보">')
            + '</div><form name="search-form" action="/news/articleList.html" method="get"><input type="hidden" name="sc_area" value="A">'
            '<input name="sc_word" title="검색어 입력"><input type="image" src="/image/btn_search.gif" alt="검색"></form>'
            '<ul class="nav-gnb">' + "".join(f"<li>{a(k, t, 'chrome:nav')}</li>" for k, t in gnb) + "</ul></div>"
        )

    def right(self) -> str:
        a = self.a
        snow = self.docs["snow"]
        return (
            '<div class="box-skin"><div class="header-bottom">'
            + a("mostread", "많이 본 뉴스", "chrome:rail")
            + '</div><ol class="auto-article">'
            + "".join(
                f"<li><em>{i + 1}</em>{a(k, self.docs[k].title, 'chrome:rail')}</li>"
                for i, k in enumerate(("school", "budget", "editorial", "cold"))
            )
            + '</ol></div><div class="box-skin"><div class="header-bottom">포토뉴스</div>'
            + a(
                "snow",
                snow.title,
                "chrome:rail",
                "",
                f'<img src="/news/thumbnail/202611/215330_s.jpg" alt="{esc(snow.title)}">',
            )
            + f"<p>{a('snow', snow.title, 'chrome:rail')}</p></div>"
            + '<div class="box-skin"><div class="header-bottom">인기 검색어</div><ol class="keyword">'
            + f"<li>{a('search', '버스', 'chrome:rail')}</li><li>{a('/news/articleList.html?sc_area=A&view_type=sm&sc_word=%B1%E8%C0%E5', '김장', 'chrome:rail')}</li></ol></div>"
            '<div class="box-skin banner"><img src="/banner/hanbit_bank_300x250.gif" alt="한빛신협 적금 특판"></div>'
        )

    def footer(self) -> str:
        a = self.a
        links = [("about", "회사소개"), ("/com/ad.html", "광고문의"), ("privacy", "개인정보처리방침"), ("/com/youth.html", "청소년보호정책"),
                 ("/com/email.html", "이메일무단수집거부"), ("report", "기사제보"), ("subscribe", "구독신청")]  # fmt: skip
        return (
            '<div id="user-footer"><ul class="footer-links">'
            + "".join(f"<li>{a(k, t, 'chrome:footer')}</li>" for k, t in links)
            + "</ul><address>(주)한빛일보 | 한빛시 중앙로 112 | 대표전화 042-555-0100 | 등록번호 한빛 아00123 | 발행·편집인 송재훈 | "
            "청소년보호책임자 정은희</address><p>Copyright &copy; 2026 한빛일보. All rights reserved.</p></div>"
        )

    def row(self, key: str, img: bool = False) -> str:
        d = self.docs[key]
        lead = plain(next((b[1] for b in d.blocks if b[0] == "p"), ""))[:70]
        pic = (
            f'<div class="list-image">{self.a(key, d.title, "content", "", f"<img src=/news/thumbnail/202611/{key}_v150.jpg>")}</div>'
            if img
            else ""
        )
        date = d.stamp[3:] if d.stamp else d.date.replace("-", ".")
        who = d.byline.split(" kms@")[0] if d.byline else ""
        return (
            f'<div class="list-block">{pic}<div class="list-titles">{self.a(key, d.title, "content")}</div>'
            f'<p class="list-summary">{esc(lead)}...</p><div class="list-dated">{esc(d.section)} | {esc(who)} | {esc(date)}</div></div>'
        )

    def story(self, doc: Doc) -> str:
        a = self.a
        body = blocks_html(
            self,
            doc.blocks,
            fig=lambda alt, cap: (
                f'<figure class="photo-layout"><img src="/news/photo/202611/{len(alt)}_1.jpg" alt="{esc(alt)}"><figcaption>{esc(cap)}</figcaption></figure>'
            ),
        )
        info = f"<li>{esc(doc.stamp)}</li>" if doc.stamp else ""
        sign = doc.extra.get("sign", doc.byline)
        end = f'<p class="article-writer">{esc(sign)}</p>' if sign else ""
        related = "".join(
            f"<li>{a(k, self.docs[k].title, 'chrome:related')}</li>" for k in ("school", "editorial") if k != doc.key
        )
        return (
            f'<div class="article-head-sub">{a("society" if doc.section == "사회" else "home", doc.section, "chrome:breadcrumb")}</div>'
            f'<div class="article-head-title">{esc(doc.title)}</div>'
            + (f'<div class="article-head-sub">{esc(doc.dek)}</div>' if doc.dek else "")
            + f'<div class="info-text"><ul>{info}<li>댓글 0</li></ul></div>'
            '<div class="article-body"><div id="article-view-content-div">' + body + end + "</div>"
            '<div class="view-copyright">저작권자 &copy; 한빛일보 무단전재 및 재배포 금지</div></div>'
            f'<div class="relation"><div class="header-bottom">관련기사</div><ul>{related}</ul></div>'
        )

    def main(self, doc: Doc) -> str:
        a, k = self.a, doc.key
        if k == "home":
            top = self.docs["budget"]
            return (
                f'<h1 class="blind">{esc(doc.title)}</h1><div class="main-top">'
                + a(
                    "budget",
                    top.title,
                    "content",
                    "",
                    '<img src="/news/photo/202611/215320_l.jpg" alt="한빛시청 전경">',
                )
                + f'<div class="main-top-title">{a("budget", top.title, "content")}</div><p>{esc(top.dek)}</p></div>'
                + '<table class="main-list" width="100%"><tr><td valign="top">'
                + "".join(self.row(x) for x in ("school", "cold"))
                + '</td><td valign="top">'
                + "".join(self.row(x) for x in ("editorial", "column", "univ"))
                + "</td></tr></table>"
                + f'<div class="main-service">{a("events", "이번 주 행사 일정", "content")} · {a("obits", "부고", "content")} · {a("report", "제보하기", "content")}</div>'
            )
        if k in ("society", "society2"):
            keys = ["budget", "school", "univ"] if k == "society" else ["cold"]
            other = "society2" if k == "society" else "society"
            more = (
                self.row_ext("/news/articleView.html?idxno=215102", "한빛역 광장 야간 조명 교체 완료")
                if k == "society2"
                else ""
            )
            return (
                f'<div class="article-list-title">{esc(doc.title)}</div><div class="list-block-wrap">'
                + "".join(self.row(x, k == "society") for x in keys)
                + more
                + f'</div><ul class="pagination">{a("society", "1", "content")} {a("society2", "2", "content")} '
                + f"{a('/news/articleList.html?page=3&sc_section_code=S1N2&view_type=sm', '3', 'content')} {a(other, '다음', 'content')}</ul>"
            )
        if k == "mostread":
            return f'<div class="article-list-title">{esc(doc.title)}</div>' + "".join(
                self.row(x) for x in ("school", "budget", "editorial", "cold", "univ")
            )
        if k == "search":
            return (
                f"<div class=\"article-list-title\">{esc(doc.title)}</div><p>'버스' 검색결과 총 2건</p>"
                + self.row("bus")
                + self.row_ext("/news/articleView.html?idxno=214877", "한빛역 환승센터 내년 착공")
            )
        if k == "obits":
            rows = ["[부고] 김영호 씨(전 한빛시 교육장) 별세 - 발인 12월 2일 한빛병원 장례식장",
                    "[부고] 이순자 씨 별세 - 박정우(한빛상공회의소 부장) 씨 모친상",
                    "[인사] 한빛시청 - 국장급 전보"]  # fmt: skip
            return (
                f'<div class="article-list-title">{esc(doc.title)}</div><ul class="obits">'
                + "".join(
                    f"<li>{a(f'/news/articleView.html?idxno={215200 + i}', t, 'content')}</li>"
                    for i, t in enumerate(rows)
                )
                + "</ul>"
            )
        if k == "events":
            rows = [("12.2(수)", "한빛시립합창단 송년 음악회", "한빛문화예술회관"), ("12.4(금)", "한빛중앙시장 김장 나눔 행사", "중앙시장 광장"),
                    ("12.5(토)", "한빛천 겨울 걷기 대회", "한빛천 둔치"), ("12.6(일)", "청소년 발명 전시회", "한빛과학관")]  # fmt: skip
            return (
                f'<div class="article-list-title">{esc(doc.title)}</div><table class="event-table" border="1"><tr><th>날짜</th><th>행사</th><th>장소</th></tr>'
                + "".join("<tr>" + "".join(f"<td>{esc(c)}</td>" for c in r) + "</tr>" for r in rows)
                + f"</table><p>행사 소식은 {a('report', '기사제보', 'content')} 게시판으로 보내 주세요.</p>"
            )
        if k == "subscribe":
            return (
                f'<div class="article-list-title">{esc(doc.title)}</div><p>한빛일보를 매일 아침 집에서 받아 보세요. 월 구독료 15,000원.</p>'
                '<table class="form-table"><tr><th>성명</th><td><input name="name"></td></tr><tr><th>연락처</th><td><input name="tel"></td></tr>'
                '<tr><th>주소</th><td><input name="addr"></td></tr></table><input type="submit" value="신청하기">'
                f"<p>{a('privacy', '개인정보 수집 및 이용 동의', 'content')}</p>"
            )
        if k == "report":
            return (
                f'<div class="article-list-title">{esc(doc.title)}</div><p>독자 여러분의 제보를 기다립니다. 제보자의 신원은 철저히 보호됩니다.</p>'
                '<table class="form-table"><tr><th>제목</th><td><input name="title"></td></tr><tr><th>내용</th><td><textarea name="content"></textarea></td></tr>'
                '<tr><th>첨부파일</th><td><input type="file" name="file"></td></tr></table><input type="submit" value="제보하기"><p>전화 제보: 042-555-0123</p>'
            )
        return f'<div class="article-list-title">{esc(doc.title)}</div>' + service_html(self, SERVICE[k], "h3")

    def row_ext(self, path: str, title: str) -> str:
        return f'<div class="list-block"><div class="list-titles">{self.a(path, title, "content")}</div></div>'

    def render(self, doc: Doc) -> str:
        self.current = doc.key
        main = self.story(doc) if doc.is_article else self.main(doc)
        return (
            '<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">\n<html lang="ko"><head>'
            '<meta http-equiv="Content-Type" content="text/html; charset=euc-kr">'
            f"<title>{esc(doc.title)}{' - 한빛일보' if doc.key != 'home' else ''}</title>"
            '<meta property="og:type" content="article">'
            f'<meta property="og:title" content="{esc(doc.title)}"><meta property="og:url" content="{esc(self.url(doc.key))}">'
            '<meta property="og:site_name" content="한빛일보"><meta property="og:image" content="http://www.hanbitilbo.test/image/logo/snslogo.png">'
            '<link rel="stylesheet" href="/css/style.css?v=20230301"><style type="text/css">/*PAD*/</style></head>'
            f'<body><div id="user-wrap">{self.header()}<table id="user-container" width="1080" cellpadding="0" cellspacing="0"><tr>'
            f'<td id="user-section" valign="top">{main}</td><td id="user-aside" width="300" valign="top">{self.right()}</td></tr></table>'
            f"{self.footer()}</div></body></html>"
        )


SERVICE: dict[str, list[str]] = {
    "about": [
        "한빛일보는 1988년 창간한 한빛 지역 일간지입니다. 지역의 목소리를 정직하게 전한다는 원칙을 지켜 왔습니다.",
        "## 연혁",
        "- 1988년 5월 창간",
        "- 2001년 인터넷 신문 서비스 시작",
        "- 2023년 모바일 홈페이지 개편",
        "## 찾아오시는 길",
        "한빛시 중앙로 112 한빛일보 빌딩 (한빛역 2번 출구에서 도보 5분)",
    ],
    "privacy": [
        "시행일자: 2025년 3월 1일",
        "(주)한빛일보는 이용자의 개인정보를 중요시하며, 개인정보 보호법을 준수하고 있습니다.",
        "## 수집하는 개인정보 항목",
        "회원가입, 구독신청, 기사제보 시 성명, 연락처, 주소, 이메일을 수집합니다.",
        "## 개인정보의 보유 및 이용기간",
        "회원 탈퇴 또는 구독 해지 시 지체 없이 파기합니다. 다만 관계 법령에 따라 보존할 필요가 있는 경우 해당 기간 동안 보관합니다.",
        "## 개인정보 보호책임자",
        "성명: 정은희 / 전화: 042-555-0100",
    ],
}
