# ruff: noqa: E501, RUF001, RUF002 (page texts and markup are long literal lines; full-width punctuation is deliberate)
"""潮台日報 Chaotai Daily: a Taiwanese news site on an in-house PHP CMS (`/news/20261204/<id>.html`, `/breaking`,
`/list/local?page=2`, `/tag/…`, `/reporter/…`, `/search?q=`, `/photo/<id>`), Traditional Chinese, **Big5** declared
only in `<meta charset="big5">` (header plain `text/html`; Scrapy decodes it as big5hkscs). Bylines "記者王小明／台北報導"
inside the first paragraph, dates "2026/12/04 10:15"; the breaking list and the photo gallery are not articles."""

from __future__ import annotations

import json

from common import Base, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["mrt", "rice", "quake", "chip", "night", "temple", "editorial", "interview"]


class Chaotai(Base):
    origin = "https://news.chaotai.test"
    name = "潮台日報"
    prefix = "ctd"
    language = "zh"
    encoding = "big5hkscs"
    codec = "big5"
    content_type = "text/html"

    def pad_rules(self) -> list[str]:
        return css_rules("ctd", [".header", ".newslist", ".story_body", ".photo_box", ".sidebar", ".footer"], 240)

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "潮台日報",
                "php-portal-home",
                list=["mrt", "quake", "rice", "chip", "night", "temple", "photo"],
                more="local2",
            )
        )
        add(
            page(
                "local",
                "/list/local",
                "section",
                "地方新聞",
                "php-section",
                list=["mrt", "rice", "temple"],
                more="local2",
            )
        )
        add(
            page(
                "local2",
                "/list/local?page=2",
                "section",
                "地方新聞",
                "php-section-page2",
                list=["night", "chip", "quake", "editorial", "interview"],
            )
        )
        add(
            page(
                "breaking",
                "/breaking",
                "section",
                "即時新聞",
                "breaking-list-timestamps",
                list=["quake", "chip", "mrt", "night", "rice", "temple"],
                times=True,
            )
        )
        add(page("tag", "/tag/捷運", "tag", "捷運", "php-tag", list=["mrt", "night"]))
        add(
            page(
                "reporter",
                "/reporter/wang-xiaoming",
                "author",
                "王小明",
                "reporter-page",
                list=["mrt", "temple"],
                bio="王小明，政治大學新聞系畢業，跑台北市政與交通線八年。",
            )
        )
        add(page("search", "/search?q=颱風", "search", "搜尋：颱風", "search-results", list=["quake", "rice"]))
        add(
            page(
                "about",
                "/about",
                "about",
                "關於我們",
                "about-page",
                [
                    "潮台日報創刊於一九八七年，總社位於台北市中山區，在台中、台南、高雄設有分社。",
                    "本報堅持獨立、公正的新聞原則，所有報導均經編輯部查證。",
                    "讀者服務專線：(02) 2500-1234，週一至週五上午九時至下午六時。",
                ],
            )
        )
        add(
            page(
                "privacy",
                "/privacy",
                "policy",
                "隱私權政策",
                "policy-updated",
                [
                    "最後更新日期：2026/10/01",
                    "本網站使用 Cookie 以改善閱讀體驗並提供個人化廣告。",
                    "您可隨時於瀏覽器設定中停用 Cookie，但部分功能可能無法使用。",
                    "如有任何問題，請來信 privacy@chaotai.test。",
                ],
            )
        )
        add(
            page(
                "photo",
                "/photo/88213",
                "gallery",
                "圖輯／寒流來襲 合歡山降下今冬初雪",
                "photo-gallery-captions",
                [
                    "FIG: 合歡山武嶺 | 合歡山武嶺清晨積雪約三公分。（攝影／林志豪）",
                    "FIG: 遊客拍照 | 大批遊客趁週末上山賞雪。（攝影／林志豪）",
                    "FIG: 雪鏈 | 公路局要求車輛加掛雪鏈。（攝影／林志豪）",
                    "FIG: 松雪樓 | 松雪樓前一片銀白。（攝影／林志豪）",
                ],
            )
        )
        add(
            story(
                "mrt",
                "/news/20261204/4412873.html",
                "北捷環狀線北段動工 2031年通車",
                "2026-12-04",
                "2026-12-04T10:15:00+08:00",
                "2026/12/04 10:15",
                ["王小明"],
                [
                    "〔記者王小明／台北報導〕台北捷運環狀線北段今天上午舉行動工典禮，市長與交通部次長共同出席。北段全長約十四點三公里，設有十二座車站，預計2031年通車。",
                    "捷運局表示，北段將串連士林、北投與內湖地區，通車後從士林到大直的時間可由四十分鐘縮短為十八分鐘。",
                    "總工程經費約新台幣一千二百億元，由中央與市府依比例分攤，其中隧道段占全線近七成。",
                    "## 居民擔心施工噪音",
                    "不過，社子地區部分居民擔心施工期長達五年，噪音與交通管制將影響生活。里長陳美玲說，希望市府夜間施工時能降低音量。",
                    "捷運局回應，將設置隔音牆並每月召開說明會，施工期間也會調整公車路線。",
                ],
                "byline-in-first-paragraph",
                section="地方",
                tag=True,
            )
        )
        add(
            story(
                "rice",
                "/news/20261204/4412650.html",
                "稻米收購價調漲 農民：仍不敷成本",
                "2026-12-04",
                None,
                "2026/12/04 08:40",
                ["李佳蓉", "張國華"],
                [
                    "〔記者李佳蓉、張國華／綜合報導〕農業部昨天宣布，二期稻作公糧收購價每公斤調漲一元，但多位農民表示，肥料與人工成本上漲幅度遠超過調幅。",
                    "雲林縣斗南鎮農民黃志明說，今年每分地成本比去年多出近兩千元，調漲一元「只是杯水車薪」。",
                    "FIG: 稻田 | 雲林縣農民正在收割二期稻作。（記者張國華攝）",
                    "農業部官員表示，除收購價外，另有每公頃一萬元的轉作補助，鼓勵農民改種雜糧。",
                    "農民團體則要求政府建立成本連動機制，每年依物價自動調整收購價。",
                ],
                "two-reporters-no-metadata",
                section="財經",
            )
        )
        add(
            story(
                "quake",
                "/news/20261204/4412991.html",
                "花蓮外海規模5.8地震 北部有感",
                "2026-12-04",
                "2026-12-03T17:32:00Z",
                "2026/12/04 01:32",
                ["陳俊宏"],
                [
                    "〔記者陳俊宏／花蓮報導〕花蓮縣近海今天凌晨一時二十分發生芮氏規模5.8地震，震源深度十八公里，花蓮最大震度四級，台北也有三級搖晃。",
                    "中央氣象署表示，這起地震屬於板塊擠壓造成，未來一週仍可能有規模四以上餘震。",
                    "花蓮縣消防局指出，目前沒有人員傷亡通報，部分民宅有磁磚掉落。",
                    "台鐵北迴線一度暫停行駛，經巡軌確認安全後，於清晨五時恢復通車。",
                ],
                "utc-iso-crosses-day",
                section="社會",
            )
        )
        add(
            story(
                "chip",
                "/news/20261204/4412777.html",
                "竹科廠商擴產 明年徵才三千人",
                "2026-12-03",
                "2026-12-03T16:05:00+08:00",
                "2026/12/03 16:05",
                [],
                [
                    "〔中央社〕新竹科學園區多家半導體廠商今天表示，明年將擴建先進封裝產線，預計徵才三千人，以工程師與技術員為主。",
                    "科管局統計，今年前十個月竹科營業額達一兆三千億元，較去年同期成長百分之十一。",
                    "業者指出，人才短缺仍是最大挑戰，將與大學合作開設產學專班。",
                    "NOTE: 延伸閱讀：台積電擴廠 地方期待帶動房市",
                    "科管局也將協調新增員工宿舍與交通接駁。",
                ],
                "agency-credit-no-person",
                section="財經",
            )
        )
        add(
            story(
                "night",
                "/news/20261203/4411903.html",
                "士林夜市推行動支付 攤商七成加入",
                "2026-12-03",
                "2026-12-03T20:30:00+08:00",
                "2026/12/03 20:30",
                ["林雅婷"],
                [
                    "士林夜市自治會今天宣布，夜市內已有七成攤商加入行動支付，觀光客可使用手機掃碼付款。",
                    "自治會長吳清泉說，疫情後外國遊客回流，許多人身上沒有台幣現金，行動支付可增加營業額。",
                    'RAW:<blockquote class="pullquote">「年輕人都用手機付錢，不跟上就沒生意。」</blockquote>',
                    "賣大腸包小腸的攤商老闆娘表示，導入後每天營業額增加約一成。",
                    "市府市場處將補助攤商手續費至明年六月。",
                    "SIGN: （記者林雅婷／台北報導）",
                ],
                "byline-at-end-signoff",
                section="生活",
                tag=True,
            )
        )
        add(
            story(
                "temple",
                "/news/20261202/4410988.html",
                "大甲媽祖遶境日期出爐 九天八夜",
                "2026-12-02",
                "2026-12-02T11:00:00+08:00",
                "2026/12/02 11:00",
                ["王小明"],
                [
                    "〔記者王小明／台中報導〕台中大甲鎮瀾宮今天上午擲筊，確定明年媽祖遶境進香活動將於三月舉行，為期九天八夜，行經四個縣市。",
                    "鎮瀾宮董事長表示，今年預計吸引超過兩百萬人次參與，將加強沿途醫療與飲水站設置。",
                    "- 起駕：三月十四日晚間十一時",
                    "- 駐駕新港奉天宮：三月十七日",
                    "- 回駕：三月二十二日",
                    "警方也將規劃交通管制，呼籲民眾多利用大眾運輸。",
                ],
                "schedule-list-in-body",
                section="地方",
            )
        )
        add(
            story(
                "editorial",
                "/news/20261204/4412800.html",
                "社論／長照人力缺口 不能只靠外籍看護",
                "2026-12-04",
                "2026-12-03T22:00:00Z",
                "2026/12/04 06:00",
                [],
                [
                    "國發會最新推估，2030年台灣將有近百萬名失能人口，長照人力缺口卻逐年擴大。",
                    "目前全台外籍看護已超過二十三萬人，撐起大部分居家照顧工作，但各來源國薪資上漲，來台意願下降。",
                    "政府應提高本國照服員薪資，並建立明確的職涯晉升制度，才能讓年輕人願意投入。",
                    "長照不是家庭的私事，而是整個社會的責任。",
                ],
                "editorial-no-author-utc",
                section="評論",
            )
        )
        add(
            story(
                "interview",
                "/news/20261203/4411500.html",
                "專訪／台南鹽田復育 她讓老鹽工回來了",
                "2026-12-03",
                "2026-12-03T09:00:00+08:00",
                "2026/12/03 09:00",
                ["蔡宜君"],
                [
                    "〔記者蔡宜君／專訪〕台南七股鹽田荒廢三十年後，一名返鄉青年與老鹽工合作，重新曬出海鹽。",
                    "Q: 為什麼想回來曬鹽？ || 我阿公以前就是鹽工，小時候常跟著他到鹽田，我不想讓這段記憶消失。",
                    "Q: 最大的困難是什麼？ || 天氣。一場午後雷陣雨，一整週的努力就白費了。",
                    "Q: 未來有什麼計畫？ || 明年要開放遊客體驗曬鹽，也希望和學校合作食農教育。",
                ],
                "qa-interview",
                section="生活",
            )
        )

    def head(self, doc: Doc) -> str:
        m = [
            f"<title>{esc(doc.title)} - 潮台日報</title>",
            '<meta name="viewport" content="width=device-width, initial-scale=1">',
        ]
        if doc.is_article and doc.key != "rice":
            m.append('<meta property="og:type" content="article">')
            m.append(f'<meta property="og:title" content="{esc(doc.title)}">')
            if doc.iso:
                m.append(f'<meta name="pubdate" content="{doc.iso}">')
            if doc.key in ("mrt", "quake"):
                ld = {
                    "@context": "http://schema.org",
                    "@type": "NewsArticle",
                    "headline": doc.title,
                    "datePublished": doc.iso,
                    "author": {"@type": "Person", "name": doc.authors[0]},
                }
                m.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        else:
            m.append('<meta property="og:type" content="website">')
        m.append(f'<link rel="canonical" href="{esc(self.url(doc.key))}">')
        return "\n".join(m)

    def frame(self, doc: Doc, main: str) -> str:
        nav = " ".join(
            self.a(k, t, "nav")
            for k, t in (
                ("home", "首頁"),
                ("breaking", "即時"),
                ("local", "地方"),
                ("photo", "圖輯"),
                ("search", "搜尋"),
            )
        )
        foot = " | ".join(
            self.a(k, t, "footer")
            for k, t in (
                ("about", "關於我們"),
                ("privacy", "隱私權政策"),
                ("https://www.facebook.com/chaotai", "臉書"),
                ("/rss", "RSS"),
            )
        )
        return f"""<!DOCTYPE html>
<html lang="zh-Hant-TW">
<head>
<meta charset="big5">
{self.head(doc)}
<style>/*PAD*/</style>
<script src="/js/jquery-1.12.4.min.js"></script>
</head>
<body class="{doc.kind}">
<div id="header"><a href="/" class="logo"><img src="/img/logo.png" alt="潮台日報"></a><ul class="nav">{nav}</ul></div>
<div id="marquee" class="breaking_bar">即時：{self.a("quake", "花蓮外海規模5.8地震", "nav")}</div>
<div class="wrapper">
{main}
<div class="sidebar"><h4>熱門新聞</h4><ol>{"".join(f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>" for k in ("mrt", "night", "temple"))}</ol></div>
</div>
<div id="footer"><p>{foot}</p><p>潮台日報 版權所有 © 2026 Chaotai Daily. All rights reserved.</p></div>
<div class="cookie_notice">本網站使用 Cookie，繼續瀏覽即表示您同意。<button>我知道了</button></div>
<script>var _gaq=_gaq||[];_gaq.push(['_setAccount','UA-10001-1']);</script>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        tags = f'<div class="tags">標籤：{self.a("tag", "捷運", "content")}</div>' if doc.extra.get("tag") else ""
        rel = "".join(f"<li>{self.a(k, self.docs[k].title, 'related')}</li>" for k in ARTS if k != doc.key)[:2000]
        return f"""<div class="story">
<div class="breadcrumb">{self.a("home", "首頁", "breadcrumb")} &gt; {esc(doc.section)}</div>
<h1>{esc(doc.title)}</h1>
<div class="story_info"><span class="time">{doc.stamp}</span> <span class="share">分享：<a href="https://www.facebook.com/sharer.php">Facebook</a> <a href="https://line.me/R/msg/text/">LINE</a></span></div>
<div class="story_body">
{self.blocks(doc)}
</div>
{tags}
<div class="fb_comments">讀者留言（請遵守社群規範）</div>
<div class="related"><h3>相關新聞</h3><ul>{rel}</ul></div>
</div>"""

    def listing_main(self, doc: Doc) -> str:
        items = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            t = f'<span class="time">{d.stamp[-5:] if d.stamp else ""}</span> ' if doc.extra.get("times") else ""
            lede = "" if doc.extra.get("times") else f"<p>{esc(self.lede(d))}</p>"
            items.append(f"<li>{t}{self.a(k, d.title, 'content')}{lede}</li>")
        more = (
            f'<div class="page">{self.a(doc.extra["more"], "下一頁", "pagination")}</div>'
            if doc.extra.get("more")
            else ""
        )
        if doc.key == "local2":
            more = f'<div class="page">{self.a("local", "上一頁", "pagination")}</div>'
        bio = f'<p class="bio">{esc(doc.extra["bio"])}</p>' if doc.extra.get("bio") else ""
        extra = ""
        if doc.key == "home":
            extra = f'<div class="links">{self.a("reporter", "記者王小明", "content")} {self.a("tag", "捷運", "content")}</div>'
        return f'<div class="newslist"><h2>{esc(doc.title)}</h2>{bio}<ul>{"".join(items)}</ul>{more}{extra}</div>'

    def service_main(self, doc: Doc) -> str:
        return f'<div class="page_content"><h1>{esc(doc.title)}</h1>\n{self.blocks(doc)}\n</div>'
