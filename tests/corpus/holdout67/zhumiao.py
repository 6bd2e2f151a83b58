# ruff: noqa: E501, RUF001, RUF002 (page texts and markup are long literal lines; full-width punctuation is deliberate)
"""竹苗鄉親報: a Hakka community paper for Hsinchu and Miaoli in Taiwan on a **Classic ASP** site from the 2000s
(`/news/content.asp?NewsID=1151204003` — the id is the ROC date and a running number, `/news/list.asp?cid=3&page=2`,
`/news/tag.asp?k=<Big5 percent-encoded>`, `/news/reporter.asp?rid=12`, `/search.asp?key=…&sel=all`, `news_title`,
`news_info`, `news_content`, "本網站建議使用 IE 8.0 以上版本瀏覽"), Traditional Chinese (`zh`), Taiwan time (+08:00).

Served in **Big5**: the header is plain `text/html`, the charset is in `<meta http-equiv>` only. Scrapy (w3lib) maps
`big5` to `big5hkscs`, so the label is `big5hkscs`; the bytes are plain Big5 (characters Big5 lacks are numeric
references). Full-width punctuation throughout, a headline with full-width digits, paragraphs indented with two
ideographic spaces and separated by `<br /><br />`, the headline in an `<h2>` (no `<h1>`).

Dates: the **Republic of China era** on some pages ("民國115年12月3日", "115/12/04 16:00") and Gregorian on others
("2026-12-04 14:30", "2026/12/04 10:20"); the top bar prints today's ROC date. No JSON-LD; two stories carry an
`article:published_time`, one of them in UTC the day before (17:30Z on 3 Dec = 01:30 on 4 Dec). Bylines: "記者林美玲／北埔報導",
"本報訊" (the paper), "文／陳志明　圖／黃淑芬" (text and photo), "【記者張家豪、劉怡君／苗栗報導】" and the agency's
"（中央社記者王建華台北4日電）" at the head of the first paragraph, "◎李文雄" over an opinion piece with a disclaimer,
"記者劉怡君／專訪". Kickers ("【客庄巡禮】", "論壇／", "【專訪】") are in `<title>` only."""

from __future__ import annotations

from typing import Any

from common import Base, blocks_html, page, pct, roc_date, roc_num, story
from sitekit import Doc, css_rules, esc

ORIGIN = "https://www.zhumiao.test"
TAG = "客語"
SEARCH_Q = "木雕"
ARTS = ["roadwork", "oldstreet", "woodcarving", "cna", "language", "opinion", "festival", "interview"]
INDENT = "\u3000\u3000"


def greg(local: str, sep: str = "-", with_time: bool = True) -> str:
    day, time = local.split()
    out = day.replace("-", sep)
    return f"{out} {time}" if with_time else out


class Zhumiao(Base):
    origin = ORIGIN
    name = "竹苗鄉親報"
    prefix = "zmx"
    language = "zh"
    encoding = "big5hkscs"  # what Scrapy decodes a page declared "big5" with
    codec = "big5"  # what the pages are written in
    content_type = "text/html"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "zmx",
            [
                "#header",
                "#nav li a",
                ".news_title h2",
                ".news_info",
                ".news_content",
                ".news_list li",
                "#right .box",
                "#footer",
                ".path",
                ".cookie_bar",
            ],
            200,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "竹苗鄉親報",
                "asp-portal-home",
                list=["roadwork", "oldstreet", "woodcarving", "cna", "language"],
                more="list",
            )
        )
        add(
            page(
                "list",
                "/news/list.asp?cid=3",
                "section",
                "地方新聞",
                "asp-news-list",
                list=["roadwork", "oldstreet", "woodcarving", "festival"],
                more="list2",
            )
        )
        add(
            page(
                "list2",
                "/news/list.asp?cid=3&page=2",
                "section",
                "地方新聞",
                "asp-news-list-page2",
                list=["interview"],
                older=[
                    ("/news/content.asp?NewsID=1151201004", "峨眉湖環湖步道整修完工　週末重新開放", "2026-12-01 15:00"),
                    ("/news/content.asp?NewsID=1151130002", "頭份市公所推長者共餐　新增三處據點", "2026-11-30 11:20"),
                ],
            )
        )
        add(
            page(
                "tag",
                f"/news/tag.asp?k={pct(TAG, 'big5')}",
                "tag",
                f"標籤：{TAG}",
                "asp-tag-big5-percent",
                list=["language", "cna", "opinion", "interview"],
            )
        )
        add(
            page(
                "reporter",
                "/news/reporter.asp?rid=12",
                "author",
                "林美玲",
                "asp-reporter-archive",
                list=["oldstreet"],
                older=[
                    ("/news/content.asp?NewsID=1151127003", "北埔冷泉整建計畫　明年動工", "2026-11-27 10:00"),
                    (
                        "/news/content.asp?NewsID=1151120001",
                        "峨眉東方美人茶比賽　特等獎每斤喊價十萬",
                        "2026-11-20 09:30",
                    ),
                ],
            )
        )
        add(
            page(
                "search",
                f"/search.asp?key={pct(SEARCH_Q, 'big5')}&sel=all",
                "search",
                "搜尋結果",
                "asp-search-big5-query",
                list=["woodcarving"],
            )
        )
        add(
            page(
                "about",
                "/about.asp",
                "about",
                "關於本報",
                "asp-static",
                [
                    "竹苗鄉親報創刊於民國九十二年（2003年），是一份以新竹、苗栗客家鄉親為主要讀者的地方報紙，每週出刊兩次，網站每日更新。",
                    "本報秉持「在地、客家、公正」的原則，報導竹苗地區的地方新聞、客家文化及產業動態，並提供客語學習專欄。",
                    "- 發行人：彭德松",
                    "- 總編輯：羅秀琴",
                    "- 社址：新竹縣竹東鎮東林路一段八十號",
                    "- 電話：(03)510-1234　傳真：(03)510-5678",
                    "- 電子信箱：news@zhumiao.test",
                ],
            )
        )
        add(
            page(
                "subscribe",
                "/subscribe.asp",
                "subscribe",
                "訂閱本報",
                "asp-subscription-table",
                [
                    "歡迎訂閱竹苗鄉親報，每週二、五出刊，郵寄到府。",
                    "T: 方案 | 期數 | 費用",
                    "T: 半年 | 52期 | 新台幣780元",
                    "T: 一年 | 104期 | 新台幣1,500元",
                    "T: 兩年 | 208期 | 新台幣2,800元",
                    "訂閱請洽發行部：(03)510-1234 分機 21，或利用郵政劃撥帳號 12345678，戶名：竹苗鄉親報社。",
                ],
            )
        )
        add(
            page(
                "almanac",
                "/almanac.asp?d=1151205",
                "almanac",
                "農民曆",
                "almanac-roc-date",
                [
                    "## 宜",
                    "祭祀、祈福、出行、會親友、入宅、掃舍",
                    "## 忌",
                    "開市、動土、破土、安葬",
                    "## 節氣",
                    "大雪：國曆12月7日。大雪過後天氣轉冷，竹苗山區早晚溫差大，農友請注意柑橘、柿子園防寒。",
                ],
                local="2026-12-05 00:00",
            )
        )
        self.stories()

    def stories(self) -> None:
        add = self.add
        add(
            story(
                "oldstreet",
                "/news/content.asp?NewsID=1151204002",
                "北埔老街年終市集　擂茶、柿餅吸引人潮",
                "2026-12-04",
                None,
                greg("2026-12-04 14:30"),
                ["林美玲"],
                [
                    "新竹縣北埔鄉老街年終市集昨天登場，今年共有六十多個攤位參加，除了擂茶、柿餅、東方美人茶等在地特產，也首度邀請返鄉青年創業的品牌進駐，吸引大批遊客前往，老街從早到晚人潮不斷。",
                    "FIG: oldstreet | 北埔老街年終市集吸引大批遊客。（記者林美玲攝）",
                    "北埔鄉長彭國華表示，老街市集已經連續舉辦十二年，是鄉內年底最重要的活動之一。今年特別規劃「客庄小旅行」路線，由在地導覽員帶領遊客走訪慈天宮、金廣成文化館等古蹟，讓遊客在採買之餘，也能認識北埔的歷史。",
                    "在老街經營擂茶店三十年的古阿姨說，這幾年來北埔的年輕遊客越來越多，「以前都是阿公阿婆帶孫子來，現在很多是年輕人自己來，還會問擂茶怎麼做。」她說，市集期間生意比平常多了一倍。",
                    "市集將持續到本月三十一日，每週六、日上午十時至晚上八時開放。主辦單位提醒，假日老街周邊停車位有限，建議民眾多利用台灣好行獅山線公車前往。",
                ],
                "asp-story-reporter-location-byline-kicker-in-title-tag",
                section="地方新聞",
                local="2026-12-04 14:30",
                kicker="【客庄巡禮】",
                info="記者[[reporter|林美玲]]／北埔報導",
            )
        )
        add(
            story(
                "festival",
                "/news/content.asp?NewsID=1151203001",
                "義民祭籌備會成立　明年由新埔聯庄主辦",
                "2026-12-03",
                None,
                roc_date("2026-12-03 09:00"),
                [],
                [
                    "明年度義民祭籌備會昨天在新埔鎮義民廟正式成立，由新埔聯庄負責主辦，預計將有上萬名信眾參與祭典。",
                    "籌備會主任委員范振輝表示，明年祭典將延續傳統，同時加入環保理念，鼓勵信眾以米糕、蔬果等供品敬神，並設置回收站，減少祭典產生的垃圾。",
                    "籌備會也宣布，將與在地學校合作，推出義民文化體驗課程，讓年輕一代了解義民信仰與客家歷史的關係。",
                ],
                "asp-story-paper-credit-roc-date-only",
                section="地方新聞",
                local="2026-12-03 09:00",
                info="本報訊",
            )
        )
        add(
            story(
                "language",
                "/news/content.asp?NewsID=1151204001",
                "客語認證報名創新高　３０歲以下占四成",
                "2026-12-04",
                None,
                greg("2026-12-04 10:20", "/"),
                ["陳志明"],
                [
                    "客家委員會公布今年客語能力認證報名結果，總報名人數突破八萬人，創下歷年新高，其中三十歲以下的考生約占四成，顯示年輕族群學習客語的意願明顯提升。",
                    "客委會指出，今年報名人數增加，與各縣市推動客語沉浸式教學有關。新竹縣今年報名人數達一萬兩千多人，僅次於桃園市，苗栗縣則有九千多人報名。",
                    "FIG: language | 考生在考前練習客語朗讀。",
                    "就讀竹東高中的林同學說，她從小跟阿婆講客語，但不太會讀寫，「考認證是想證明自己，也想以後能教弟弟妹妹。」",
                    "客語認證考試將於明年三月舉行，分為基礎級、初級、中級、中高級及高級五個級別，各級考試均提供四縣、海陸、大埔、饒平、詔安等腔調選擇。",
                ],
                "asp-story-text-and-photo-credits-fullwidth-digits-in-headline",
                section="客家文化",
                local="2026-12-04 10:20",
                info="文／陳志明\u3000圖／黃淑芬",
            )
        )
        add(
            story(
                "cna",
                "/news/content.asp?NewsID=1151204005",
                "客委會推客語友善醫療　明年擴大至50家醫院",
                "2026-12-04",
                "2026-12-04T10:45:00Z",
                greg("2026-12-04 18:45"),
                ["王建華"],
                [
                    "客家委員會今天宣布，將擴大推動「客語友善醫療院所」計畫，明年起在全台增加至五十家醫院及診所，提供客語看診、客語衛教資料及志工翻譯服務。",
                    "客委會表示，許多高齡長輩習慣以客語溝通，到醫院就診時常因語言隔閡而無法清楚說明病情。計畫推動兩年來，已有二十二家醫療院所參與，民眾反應良好。",
                    "根據客委會資料，參與計畫的醫院將在掛號櫃台設置客語服務標示，並培訓醫護人員基本客語對話能力。客委會也將補助醫院製作客語版的用藥說明及衛教手冊。",
                    "SIGN: （編輯：李淑華）1151204",
                ],
                "agency-dateline-heads-first-paragraph-editor-code-line",
                section="客家文化",
                local="2026-12-04 18:45",
                lead_credit="（中央社記者王建華台北4日電）",
                info="來源：中央社",
            )
        )
        add(
            story(
                "woodcarving",
                "/news/content.asp?NewsID=1151204003",
                "三義木雕節延長至月底　業者盼帶動冬季觀光",
                "2026-12-04",
                "2026-12-03T17:30:00Z",
                greg("2026-12-04 01:30"),
                ["張家豪", "劉怡君"],
                [
                    "苗栗縣三義木雕節原訂本月六日閉幕，因參觀人潮踴躍，縣府宣布延長展期至本月三十一日。業者期盼藉此帶動冬季觀光，讓三義在桐花季以外也能吸引遊客。",
                    "今年木雕節以「木之森」為主題，展出兩百多件作品，其中包括多位國際藝術家的創作。縣府文化觀光局表示，開展一個月來已吸引超過二十萬人次參觀。",
                    "三義木雕協會理事長邱清泉說，近年木雕產業面臨人才斷層，老師傅年紀漸長，年輕人學習意願不高。他希望透過延長展期，讓更多人看見木雕的價值，「只要有人願意來學，我們都願意教。」",
                    "縣府也規劃在展期內推出木雕DIY體驗活動及夜間光雕秀，並與台鐵合作推出三義一日遊套票。",
                ],
                "bracketed-two-reporter-byline-heads-first-paragraph-utc-meta-day-before",
                section="產業經濟",
                local="2026-12-04 01:30",
                lead_credit="【記者張家豪、劉怡君／苗栗報導】",
                info="",
            )
        )
        add(
            story(
                "opinion",
                "/news/content.asp?NewsID=1151204007",
                "讓客語回到餐桌上",
                "2026-12-04",
                None,
                roc_date("2026-12-04 08:00"),
                ["李文雄"],
                [
                    "小時候，家裡的餐桌是學客語最好的地方。阿婆一邊夾菜，一邊用客語叮嚀：「食飯愛食飽，做事愛認真。」那些話語，伴著飯菜的香氣，成了我們這一代人最深的記憶。",
                    "然而，曾幾何時，餐桌上的語言換成了華語。父母忙於工作，孩子忙於補習，一家人難得同桌吃飯，即使坐在一起，也是各自滑手機。客語，就這樣從最日常的場所悄悄消失了。",
                    "政府推動客語認證、沉浸式教學，這些都很重要，但語言終究要在生活中使用才能存活。如果家庭不說，學校教得再多，也只是一門考試科目。",
                    "我的建議很簡單：每週至少有一餐，全家人只說客語。不必說得完美，說錯了也沒關係。重要的是，讓孩子知道，這是我們家的語言，也是他們的語言。",
                    "讓客語回到餐桌上，這是每個客家家庭都能做、也應該做的事。",
                    "SIGN: （作者為客家文化研究者）",
                    'RAW:<div class="forum_note">【論壇】歡迎讀者投稿，來稿請附真實姓名及聯絡方式。本欄文章僅代表作者觀點，不代表本報立場。</div>',
                ],
                "opinion-forum-circle-byline-author-tail-and-disclaimer-roc-date",
                section="論壇",
                local="2026-12-04 08:00",
                kicker="論壇／",
                info="◎李文雄",
            )
        )
        add(
            story(
                "interview",
                "/news/content.asp?NewsID=1151202002",
                "客家歌手徐子涵：用母語唱給阿婆聽",
                "2026-12-02",
                None,
                greg("2026-12-02 09:00", "/"),
                ["劉怡君"],
                [
                    "出身苗栗公館的客家歌手徐子涵，今年以全客語專輯《阿婆的灶下》入圍金曲獎最佳客語專輯，她說，這張專輯是唱給已經過世的阿婆聽的。",
                    "Q: 問：為什麼會想做一張全客語的專輯？ || 答：我小時候是阿婆帶大的，她只會講客語。長大到台北讀書工作以後，客語就越講越少。阿婆過世那年，我發現自己連跟她好好說再見的客語都說不流利，那時候就決定要用客語寫歌。",
                    "Q: 問：創作過程中遇到最大的困難是什麼？ || 答：詞彙。很多生活裡的東西，我只知道華語怎麼說。所以我常常回公館問鄰居的長輩，他們都很熱心，有時候一個詞可以聊一整個下午。",
                    "Q: 問：年輕聽眾的反應如何？ || 答：比我想像的好很多。很多人留言說聽不懂歌詞，但聽了會想哭，還有人因此開始學客語。我覺得音樂本來就不需要完全聽懂。",
                    "Q: 問：接下來有什麼計畫？ || 答：明年想到各地客庄的國小巡迴演唱，讓小朋友知道，客語也可以很酷。",
                ],
                "qa-interview-wen-da-prefixes",
                section="藝文活動",
                local="2026-12-02 09:00",
                kicker="【專訪】",
                info="記者劉怡君／專訪",
            )
        )
        add(
            story(
                "roadwork",
                "/news/content.asp?NewsID=1151204009",
                "竹東鎮明起道路施工　改道資訊一次看",
                "2026-12-04",
                None,
                f"{roc_num('2026-12-04 16:00')} 16:00",
                ["黃淑芬"],
                [
                    "新竹縣竹東鎮公所將自明（五）日起，進行長春路及東林路部分路段的路面刨鋪工程，預計施工至本月二十日，施工期間將實施交通管制，請用路人提前改道。",
                    "鎮公所表示，此次工程主要為改善路面坑洞及排水問題，施工時間為每日上午九時至下午五時，夜間及假日將開放通行。",
                    "改道資訊如下：",
                    "- 長春路（中山路至東寧路段）：往竹東火車站車輛請改行中山路。",
                    "- 東林路（北興路至員崇路段）：雙向改為單線通行，並由義交協助指揮。",
                    "- 公車站牌「竹東國小」暫時遷移至對向車道。",
                    "鎮公所也提醒民眾，施工期間路面可能不平，機車騎士行經時務必減速慢行。",
                ],
                "asp-story-list-items-roc-numeric-date",
                section="地方新聞",
                local="2026-12-04 16:00",
                info="記者黃淑芬／竹東報導",
            )
        )

    # --- templates
    def frame(self, doc: Doc, main: str) -> str:
        kicker = doc.extra.get("kicker", "")
        title = "竹苗鄉親報－竹苗客家鄉親的新聞網" if doc.key == "home" else f"{kicker}{doc.title} - 竹苗鄉親報"
        og = ""
        if doc.is_article:
            og = f'<meta property="og:title" content="{esc(kicker + doc.title)}">\n<meta property="og:type" content="article">\n<meta property="og:url" content="{esc(self.url(doc.key))}">\n<meta property="og:site_name" content="竹苗鄉親報">'
            if doc.iso:
                og += f'\n<meta property="article:published_time" content="{doc.iso}">'
        nav = "".join(
            f"<li>{self.a(k, t, 'nav')}</li>"
            for k, t in (
                ("home", "首頁"),
                ("list", "地方新聞"),
                ("/news/list.asp?cid=5", "客家文化"),
                ("/news/list.asp?cid=7", "產業經濟"),
                ("/news/list.asp?cid=9", "論壇"),
                ("/news/list.asp?cid=11", "藝文活動"),
                ("almanac", "農民曆"),
                ("subscribe", "訂閱本報"),
            )
        )
        hot = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>"
            for k in ("woodcarving", "language", "oldstreet", "cna", "roadwork")
            if k != doc.key
        )
        return f"""<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=big5" />
<title>{esc(title)}</title>
<meta name="keywords" content="竹苗鄉親報,客家,新竹,苗栗,地方新聞,{esc(doc.section or doc.title)}" />
<meta name="description" content="{esc(self.lede(doc) if doc.is_article else "竹苗鄉親報－竹苗客家鄉親的新聞網")}" />
{og}
<link href="/css/style.css" rel="stylesheet" type="text/css" />
<style type="text/css">/*PAD*/</style>
<script type="text/javascript" src="/js/jquery-1.4.2.min.js"></script>
<script type="text/javascript" src="/js/menu.js"></script>
</head>
<body>
<div id="wrapper">
<div id="header">
<div class="logo">{self.a("home", "竹苗鄉親報", "nav", inner='<img src="/images/logo.gif" alt="竹苗鄉親報" width="260" height="70" border="0" />')}<span class="sitename">竹苗鄉親報</span></div>
<div class="today">中華民國115年12月5日 星期六　新竹 晴 14~22°C</div>
<div class="top_link"><a href="/member/login.asp">會員登入</a> | <a href="/member/join.asp">加入會員</a> | <a href="/rss.asp">RSS</a> | <a href="javascript:window.external.AddFavorite('{ORIGIN}/','竹苗鄉親報')">加入最愛</a></div>
<div id="nav"><ul>{nav}</ul></div>
<div class="search"><form action="/search.asp" method="get"><input type="text" name="key" size="16" /><input type="hidden" name="sel" value="all" /><input type="submit" value="搜尋" /></form> 熱門搜尋：{self.a("search", SEARCH_Q, "nav")}　<a href="/search.asp?key=%B8q%A5%C1&amp;sel=all">義民</a></div>
</div>
<div class="ad_banner"><a href="/ad/click.asp?id=88" target="_blank"><img src="/ad/banner_728x90.jpg" width="728" height="90" border="0" alt="廣告" /></a></div>
<div id="main">
<div id="left">
{main}
</div>
<div id="right">
<div class="box"><div class="box_title">熱門新聞</div><ol class="hot">{hot}</ol></div>
<div class="box"><div class="box_title">本報公告</div><p>本報115年12月8日（週二）出刊之紙本報紙，因印刷廠歲修延後一日出刊，敬請見諒。</p></div>
<div class="box"><div class="box_title">客語一句話</div><p>「天公落水，各人愛遮」──天下雨，各人自己打傘。</p></div>
<div class="box"><img src="/ad/side_300x250.jpg" width="300" height="250" alt="廣告" /></div>
</div>
</div>
<div id="footer">
{self.a("about", "關於本報", "footer")} | <a href="/ad.asp">廣告刊登</a> | {self.a("subscribe", "訂閱本報", "footer")} | <a href="/contact.asp">聯絡我們</a> | <a href="/privacy.asp">隱私權政策</a><br />
竹苗鄉親報社 版權所有 &copy; 2003-2026　地址：新竹縣竹東鎮東林路一段八十號　電話：(03)510-1234<br />
本網站建議使用 IE 8.0 以上版本瀏覽，最佳解析度 1024x768
</div>
</div>
<div class="cookie_bar" id="cookie_bar">本網站使用Cookie以提供更好的瀏覽體驗，繼續瀏覽即表示您同意本站的隱私權政策。<input type="button" value="我同意" onclick="document.getElementById('cookie_bar').style.display='none';" /></div>
<script type="text/javascript">var _gaq = _gaq || []; _gaq.push(['_setAccount', 'UA-1234567-1']); _gaq.push(['_trackPageview']);</script>
</body>
</html>"""

    def fig(self, alt: str, caption: str) -> str:
        return f'<div class="news_pic"><img src="/upload/news/2026/12/{alt}.jpg" width="480" alt="" /><br /><span class="pic_txt">{esc(caption)}</span></div>'

    def story_main(self, doc: Doc) -> str:
        e = doc.extra
        blocks: list[tuple[Any, ...]] = list(doc.blocks)
        if e.get("lead_credit"):
            i = next(n for n, b in enumerate(blocks) if b[0] == "p")
            blocks[i] = ("p", e["lead_credit"] + blocks[i][1])
        body = blocks_html(self, blocks, p_tag=INDENT, p_end="<br /><br />", fig=self.fig)
        body = body.replace('<p class="signoff">', '<p class="editor">')
        info = f'　│　<span class="author">{self.inline(e["info"], "byline")}</span>' if e["info"] else ""
        when = f"發布日期：{esc(doc.stamp)}"
        rel = [k for k in ARTS if k != doc.key][:5] if doc.key != "roadwork" else ARTS[1:6]
        related = "".join(
            f'<li>{self.a(k, self.docs[k].title, "related")}<span class="date">{roc_num(self.docs[k].extra["local"])}</span></li>'
            for k in rel
        )
        tags = ""
        if doc.key in ("language", "cna", "opinion", "interview"):
            tags = f'<div class="news_tag">標籤：{self.a("tag", TAG, "tag")}　<a href="/news/tag.asp?k=%AB%C8%AEa">客家</a></div>'
        return f"""<div class="path">{self.a("home", "首頁", "breadcrumb")} &gt; {self.a("list", "地方新聞", "breadcrumb") if doc.section == "地方新聞" else esc(doc.section)} &gt; 內文</div>
<div class="news_title"><h2>{esc(doc.title)}</h2></div>
<div class="news_info"><span class="date">{when}</span>{info}　│　<span class="hits">點閱：{sum(map(ord, doc.key)) * 3}</span></div>
<div class="font_size">字級：<a href="javascript:fontSize(12)">小</a> <a href="javascript:fontSize(15)">中</a> <a href="javascript:fontSize(18)">大</a></div>
<div class="news_content">
{body}
</div>
{tags}
<div class="news_tool"><a href="javascript:window.print();">列印</a> | <a href="/news/send.asp?NewsID={doc.path.rsplit("=", 1)[-1]}">轉寄</a> | <a href="javascript:history.back();">回上頁</a> | <a href="https://www.facebook.com/sharer.php?u={esc(self.url(doc.key))}" target="_blank">分享到Facebook</a> | <a href="https://social-plugins.line.me/lineit/share?url={esc(self.url(doc.key))}" target="_blank">LINE</a></div>
<div class="news_related"><div class="box_title">相關新聞</div><ul>{related}</ul></div>"""

    def listing_main(self, doc: Doc) -> str:
        rows = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            rows.append(
                f'<li><span class="date">{roc_num(d.extra["local"])}</span>{self.a(k, d.title, "content")}<p class="summary">{esc(self.lede(d))}</p></li>'
            )
        for h, t, w in doc.extra.get("older", []):
            rows.append(f'<li><span class="date">{roc_num(w)}</span><a href="{h}">{esc(t)}</a></li>')
        head = f'<div class="list_title">{esc(doc.title)}</div>'
        extra = pager = ""
        if doc.key == "home":
            head = '<div class="list_title">最新消息</div>'
            extra = (
                f'<div class="home_box"><div class="box_title">論壇</div>{self.a("opinion", self.docs["opinion"].title, "content")}　◎李文雄</div>'
                f'<div class="home_box"><div class="box_title">藝文活動</div>{self.a("interview", self.docs["interview"].title, "content")}</div>'
                f'<div class="home_box"><div class="box_title">地方新聞</div>{self.a("festival", self.docs["festival"].title, "content")}</div>'
                f'<div class="home_box"><div class="box_title">今日農民曆</div>{self.a("almanac", "民國115年12月5日 宜：祭祀、出行", "content")}</div>'
            )
            pager = f'<div class="more">{self.a("list", "更多地方新聞", "content")}</div>'
        elif doc.kind == "author":
            head = f'<div class="reporter"><img src="/upload/reporter/12.jpg" width="90" height="110" alt="" /><div class="list_title">記者 {esc(doc.title)}</div><p>駐北埔、峨眉、寶山地區，專跑地方新聞與茶產業。</p></div>'
        elif doc.kind == "search":
            head = f'<div class="list_title">{esc(doc.title)}</div><p>關鍵字「{esc(SEARCH_Q)}」共找到 1 筆資料</p>'
        if doc.key == "list":
            pager = f'<div class="page">第 1 頁 / 共 86 頁　[1] {self.a("list2", "[2]", "pagination")} <a href="/news/list.asp?cid=3&amp;page=3">[3]</a> {self.a("list2", "下一頁", "pagination")}</div>'
        elif doc.key == "list2":
            pager = f'<div class="page">第 2 頁 / 共 86 頁　{self.a("list", "上一頁", "pagination")} {self.a("list", "[1]", "pagination")} [2] <a href="/news/list.asp?cid=3&amp;page=3">[3]</a></div>'
        return f'{head}<ul class="news_list">{"".join(rows)}</ul>{extra}{pager}'

    def service_main(self, doc: Doc) -> str:
        top = ""
        if doc.kind == "almanac":
            top = f'<div class="almanac_date">國曆：{roc_date(doc.extra["local"], weekday=True)}（西元2026年12月5日）</div>'
        return f'<div class="path">{self.a("home", "首頁", "breadcrumb")} &gt; {esc(doc.title)}</div><div class="list_title">{esc(doc.title)}</div>{top}<div class="static">\n{self.blocks(doc)}\n</div>'
