# ruff: noqa: E501, RUF001, RUF002 (page texts and markup are long literal lines; CJK punctuation is deliberate)
"""華聲日報 Huasheng Daily: a World Journal-like Chinese-American daily in Los Angeles on a udn-like platform
(`article-content__title`, `article-content__author`, `article-content__time`, `article-content__editor`,
`/hs/story/121348/9124577` = category id / story id, `/hs/cate/la/121348?page=2`, `/search/tagging/1001/<percent-encoded
tag>`, `/search/word/1001/<percent-encoded query>`, `/hs/author/10234`), traditional Chinese, Pacific time (-08:00).

Dates are printed the US way in Chinese, "2026年12月4日 18:30" (Los Angeles time), while the platform (run from
Taipei) stamps `<meta name="date">` and the `NewsArticle` JSON-LD in **+08:00**: every story filed after 16:00 in
Los Angeles is the next day there (the San Gabriel Valley story at 18:30 on 4 Dec is "2026-12-05T10:30:00+08:00").
Bylines are "記者陳美玲／洛杉磯報導" (role, name, slash, city and "report"), two reporters joined by "、", "編譯周文華／綜合
報導" (a wire story compiled and translated from AP by a named editor), "文／王立德（移民律師）" (the immigration Q&A
column), "本報訊" (desk, no person). A sponsored story is marked "廣告" and credited "長青醫療集團 提供" (no JSON-LD).
The **old archive** (`/oldnews/…`, a 2012 table layout) and the **classifieds** (`/classified/list.asp`) are served in
**Big5** with the charset only in `<meta http-equiv>` (header plain `text/html`); Scrapy decodes Big5 as `big5hkscs`,
which is what they are labelled. The obituary notices (訃聞) and the classifieds are listings, not articles."""

from __future__ import annotations

import json
import zlib
from urllib.parse import quote

from common import Base, page, split_local, story
from sitekit import Doc, css_rules, esc

ORIGIN = "https://www.huasheng.test"
ARTS = ["sgv", "winter", "brief", "rosemead", "ap", "lawyer", "ad", "archive"]
TAG = "移民法"
SEARCH_Q = "老人公寓"
WEEK = "一二三四五六日"


def zh_date(local: str, with_time: bool = True) -> str:
    y, m, d, t = split_local(local)
    out = f"{y}年{m}月{d}日"
    return f"{out} {t}" if with_time and t else out


class Huasheng(Base):
    origin = ORIGIN
    name = "華聲日報"
    prefix = "hsd"
    language = "zh"
    _writing: Doc | None = None

    # the archive story and the classifieds are written and labelled in Big5 (decoded as big5hkscs), the rest UTF-8
    def file_name(self, doc: Doc) -> str:
        self._writing = doc
        return super().file_name(doc)

    @property
    def _big5(self) -> bool:
        return bool(self._writing is not None and self._writing.extra.get("big5"))

    @property
    def encoding(self) -> str:  # type: ignore[override]
        return "big5hkscs" if self._big5 else "utf-8"

    @property
    def content_type(self) -> str:  # type: ignore[override]
        return "text/html" if self._big5 else "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        if self._big5:
            return css_rules(
                "hsd-old", ["td.news_title", "td.menu a", "td.news_body", ".date", "table.cls td", ".ad468"], 200
            )
        return css_rules(
            "hsd",
            [
                ".header__top",
                ".navigation__item",
                ".article-content__title",
                ".article-content__editor p",
                ".article-content__author",
                ".story-list__item",
                ".sidebar .rank-list li",
                ".keywords a",
                ".footer__links",
                ".cookie-consent",
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
                "華聲日報 美國華人新聞網",
                "udn-like-home",
                list=["sgv", "winter", "brief", "ap", "rosemead", "lawyer", "ad"],
                more="la",
            )
        )
        add(
            page(
                "la",
                "/hs/cate/la/121348",
                "section",
                "洛杉磯",
                "category-list",
                list=["brief", "winter", "sgv", "rosemead"],
                more="la2",
            )
        )
        add(
            page(
                "la2",
                "/hs/cate/la/121348?page=2",
                "section",
                "洛杉磯",
                "category-list-page2",
                list=[],
                older=[
                    ("/hs/story/121348/9116032", "帕莎迪納玫瑰遊行花車 華人志工連夜趕工", "2026年11月30日"),
                    ("/hs/story/121348/9114877", "核桃市學區 增設中文雙語班", "2026年11月29日"),
                    ("/hs/story/121348/9113590", "感恩節前夕 華人教會發放火雞", "2026年11月26日"),
                    ("/hs/story/121348/9112214", "天普市警局 提醒年底防範盜竊", "2026年11月25日"),
                ],
                archive=True,
            )
        )
        add(
            page(
                "immig",
                "/hs/cate/immigration/121352",
                "section",
                "移民",
                "category-list",
                list=["lawyer", "ap"],
            )
        )
        add(
            page(
                "tag",
                "/search/tagging/1001/" + quote(TAG),
                "tag",
                f"{TAG}相關新聞",
                "tagging-list",
                list=["lawyer"],
                older=[
                    ("/hs/story/121352/9109455", "移民問答／公民入籍面試 可以帶翻譯嗎？", "2026年11月25日"),
                    ("/hs/story/121352/9101287", "移民問答／H-1B換工作 綠卡排期會受影響嗎？", "2026年11月18日"),
                ],
            )
        )
        add(
            page(
                "author",
                "/hs/author/10234",
                "author",
                "陳美玲",
                "reporter-page",
                list=["sgv"],
                older=[
                    ("/hs/story/121348/9117710", "聖蓋博長者中心 增設中文電腦班", "2026年11月30日"),
                    ("/hs/story/121348/9112908", "阿罕布拉低收入長者 可申請水電費補助", "2026年11月25日"),
                ],
                bio="華聲日報洛杉磯記者，負責聖蓋博谷、社區及長者新聞。2015年加入本報，畢業於加州州立大學洛杉磯分校新聞系。",
            )
        )
        add(
            page(
                "search",
                "/search/word/1001/" + quote(SEARCH_Q),
                "search",
                f"「{SEARCH_Q}」的搜尋結果",
                "search-list",
                list=["sgv"],
            )
        )
        add(
            page(
                "obits",
                "/hs/obituary?area=la",
                "obituaries",
                "訃聞",
                "obituary-notices-list",
                [
                    "## 張公德明先生",
                    "顯考張公德明先生，廣東台山人，慟於2026年11月28日在洛杉磯安詳辭世，享壽八十九歲。謹訂於2026年12月12日（星期六）上午十時，在玫瑰崗紀念公園禮堂舉行追思禮拜，隨即安葬。孝男張文華、孝女張美玉暨全體家屬泣告。",
                    "## 林母王秀英女士",
                    "林母王秀英女士，台灣台南人，於2026年11月30日蒙主寵召，安息主懷，享壽九十二歲。追思禮拜訂於2026年12月9日（星期三）上午十一時，在蒙特利公園第一華人浸信會舉行。林氏家屬敬啟。",
                    "## 陳公家強先生",
                    "陳公家強先生，香港人，於2026年12月1日因病在聖蓋博醫院辭世，享年七十六歲。喪禮將於2026年12月14日（星期一）下午二時在阿罕布拉殯儀館舉行。家屬懇辭花圈，如蒙厚愛，請捐贈美國癌症協會。",
                    "刊登訃聞請洽本報分類廣告部，電話 (626) 555-0188，週一至週五上午九時至下午五時。",
                ],
            )
        )
        add(
            page(
                "classified",
                "/classified/list.asp?area=LA&cat=3",
                "classifieds",
                "分類廣告－洛杉磯－房屋出租",
                "big5-asp-classified-table",
                [
                    "T: 編號 | 地區 | 內容 | 電話",
                    "T: 31877 | 阿罕布拉 | 近Main St 一房一衛套房出租，獨立出入，包水電，限單身上班族，不吸煙無寵物，月租$1,650 | (626) 555-0121",
                    "T: 31880 | 聖蓋博 | 三房兩衛獨立屋分租一房，共用廚房，近超市及公車站，月租$950 | (626) 555-0134",
                    "T: 31884 | 天普市 | 兩房一衛公寓，新裝修，有洗衣機、烘乾機，學區好，月租$2,400 | (626) 555-0147",
                    "T: 31889 | 羅斯密 | 後院小屋出租，一房一廳，獨立廚衛，適合退休人士，月租$1,500 | (626) 555-0150",
                    "T: 31891 | 蒙特利公園 | 公寓一房出租，近大西洋大道，步行可達華人超市，月租$1,350 | (323) 555-0163",
                    "T: 31896 | 核桃市 | 四房三衛獨立屋整租，兩車庫，近60號高速公路，月租$4,200 | (909) 555-0176",
                    "本欄廣告由刊登者自行負責，本報不負查證責任。刊登分類廣告請撥 (626) 555-0188。",
                ],
                big5=True,
            )
        )
        add(
            page(
                "subscribe",
                "/hs/subscribe",
                "subscribe",
                "訂閱華聲日報",
                "subscription-offers",
                [
                    "## 紙本報紙",
                    "南加州送報到府，每月$28，每週七天。年繳$300，另贈農曆新年月曆一份。",
                    "## 電子報",
                    "不限篇數閱讀華聲日報網站及App，每月$9.99，首月$1。",
                    "## 紙本加電子",
                    "每月$32，享有全部內容及電子版報紙（e-paper）。",
                    "訂報專線：(626) 555-0100，週一至週五上午八時至下午六時。",
                ],
            )
        )
        self.stories()

    def stories(self) -> None:
        add = self.add
        add(
            story(
                "sgv",
                "/hs/story/121348/9124577",
                "聖蓋博谷房租續漲 華裔長者排隊申請老人公寓",
                "2026-12-04",
                "2026-12-05T10:30:00+08:00",
                "2026-12-04 18:30",
                ["陳美玲"],
                [
                    "聖蓋博谷房租持續上漲，不少靠社安金生活的華裔長者被迫另覓住處。位於阿罕布拉的一處低收入老人公寓4日開放候補名單登記，清晨五時就有數十名長者在門口排隊，隊伍一度延伸到街角。",
                    "今年78歲的黃女士說，她在聖蓋博租住的一房公寓，房東明年起每月要加租120元，「社安金一個月才一千多元，交了房租就不剩什麼了。」她已在三處老人公寓的候補名單上，最長的已經等了四年。",
                    "FIG: 長者排隊 | 長者一早在阿罕布拉老人公寓門口排隊登記候補名單。（記者陳美玲／攝影）",
                    "管理公司表示，該公寓共有120個單位，此次候補名單只開放登記三天，預計會收到超過兩千份申請，將以抽籤方式決定排序。申請人須年滿62歲，收入不得超過地區中位數的50%。",
                    "協助長者填表的華人社區服務中心社工李曉雯指出，近年前來求助的長者明顯增加，其中不少人不諳英文，也不熟悉網上申請流程，「很多人以為排了隊就有房子，其實只是拿到一個號碼。」",
                    "根據洛杉磯縣的統計，聖蓋博谷一房公寓的平均月租已超過2,100元，比五年前上漲約三成。社區團體呼籲各市政府加快興建可負擔住房，並增加針對長者的租金補助。",
                    "社區服務中心每週二、四上午提供中文協助，幫助長者申請老人公寓及租金補助，查詢電話 (626) 555-0142。",
                ],
                "reporter-slash-city-taipei-offset-next-day",
                section="洛杉磯",
                cat="la",
                byline="記者陳美玲／洛杉磯報導",
                author_link="陳美玲",
            )
        )
        add(
            story(
                "winter",
                "/hs/story/121348/9122915",
                "華人社區聯合送暖 蒙特利公園發放千份節日食物包",
                "2026-12-04",
                "2026-12-05T13:10:00+08:00",
                "2026-12-04 21:10",
                ["張雅婷"],
                [
                    "年關將近，南加州十多個華人社團4日在蒙特利公園市巴恩斯公園聯合舉辦節日送暖活動，向低收入家庭及長者發放約一千份食物包，內有白米、食用油、罐頭及新鮮蔬果。",
                    "活動上午九時開始，不到中午食物包就已全部發完。主辦單位之一的南加州華人聯合會會長吳志明表示，今年報名的家庭比去年多了近四成，「物價一直漲，很多家庭連買菜都要精打細算。」",
                    "蒙特利公園市長在致詞時感謝華人社團多年來投入社區服務，並表示市府將在聖誕節前再舉辦一次物資發放。現場也有志工協助長者申請加州食物券（CalFresh）及醫療補助。",
                    "FIG: 志工搬運食物包 | 志工在巴恩斯公園為排隊民眾分發食物包。（記者張雅婷／攝影）",
                    "帶著兩個孩子前來的陳太太說，丈夫今年在餐館的工時被削減，家裡的開銷很緊，「有了這些米和油，這個月可以撐過去。」",
                    "主辦單位表示，仍需要志工及捐款，有意參與者可於週末到巴恩斯公園社區中心登記。",
                ],
                "reporter-slash-city-evening",
                section="洛杉磯",
                cat="la",
                byline="記者張雅婷／蒙特利公園報導",
            )
        )
        add(
            story(
                "brief",
                "/hs/story/121348/9124801",
                "洛杉磯縣發布空氣品質警報 敏感族群減少外出",
                "2026-12-05",
                "2026-12-05T23:20:00+08:00",
                "2026-12-05 07:20",
                [],
                [
                    "南海岸空氣品質管理局5日上午發布警報，由於高壓系統滯留、風力微弱，洛杉磯縣及聖蓋博谷部分地區的細懸浮微粒（PM2.5）濃度預計將升至「對敏感族群不健康」的水平。",
                    "當局呼籲老人、兒童及患有心肺疾病的民眾減少戶外活動，並暫停使用壁爐及燒木材取暖。禁止燒木材的規定將持續至6日午夜。",
                    "民眾可上南海岸空氣品質管理局網站查詢各區即時空氣品質指數。",
                ],
                "desk-credit-benbaoxun",
                section="洛杉磯",
                cat="la",
                byline="本報訊",
            )
        )
        add(
            story(
                "rosemead",
                "/hs/story/121348/9121460",
                "羅斯密市議會通過商業區停車新規 華人商家憂影響生意",
                "2026-12-03",
                "2026-12-04T12:15:00+08:00",
                "2026-12-03 20:15",
                ["林志豪", "黃淑芬"],
                [
                    "羅斯密市議會2日晚以四比一票通過新的商業區停車規定，明年3月起，山谷大道（Valley Blvd.）沿線的公共停車場將限時兩小時，並在部分路段安裝付費停車錶。",
                    "市府表示，新規定旨在增加停車位流動率，解決假日商業區「一位難求」的問題。但不少華人商家在公聽會上表達反對，擔心顧客因為停車麻煩而轉往其他城市消費。",
                    "經營點心店二十多年的周先生說，來吃早茶的多是長者，一坐就是兩三個小時，「限時兩小時，他們吃到一半就要出去移車，以後誰還會來？」",
                    "投下反對票的市議員認為，市府應先興建立體停車場，而不是急於限制停車時間。市府則回應，立體停車場的規劃已在進行中，但最快也要四年後才能完工。",
                    "根據新規定，違規停車罰款為每次65元。市府將在明年1月至2月先進行宣導，期間只發警告單，不開罰單。",
                    "羅斯密商會表示，將與市府協調，爭取讓餐館顧客可憑收據延長停車時間。",
                ],
                "two-reporters-dunhao-join",
                section="洛杉磯",
                cat="la",
                byline="記者林志豪、黃淑芬／羅斯密報導",
            )
        )
        add(
            story(
                "ap",
                "/hs/story/121359/9123302",
                "美11月非農就業增18.2萬 失業率升至4.3%",
                "2026-12-04",
                "2026-12-05T00:45:00+08:00",
                "2026-12-04 08:45",
                ["周文華"],
                [
                    "美國勞工部4日公布，11月非農就業人數增加18.2萬人，略高於經濟學家預期的16.5萬人；失業率則由10月的4.2%上升至4.3%，為近四年來最高。",
                    "醫療保健、餐飲及政府部門是就業增長的主要來源，醫療保健業單月新增約5.4萬個職位。製造業則連續第三個月減少職位，零售業在年底購物季期間的招聘也比往年保守。",
                    "平均時薪較上月增加0.3%，與去年同期相比上漲3.8%。經濟學家指出，薪資增長放緩有助於抑制通膨，但失業率上升顯示勞動市場正在逐步降溫。",
                    "聯邦準備理事會（Fed）將於本月中旬召開今年最後一次貨幣政策會議。市場普遍預期，就業數據不會改變聯準會維持利率不變的立場。",
                    "加州11月的就業數據將於本月下旬公布。加州10月失業率為5.4%，仍高於全國平均水平。",
                ],
                "bianyi-compiler-byline-ap-source-line",
                section="美國",
                cat="us",
                byline="編譯周文華／綜合報導",
                source="取材自美聯社",
            )
        )
        add(
            story(
                "lawyer",
                "/hs/story/121352/9118840",
                "移民問答／綠卡申請期間 可以出國嗎？",
                "2026-12-02",
                "2026-12-02T22:00:00+08:00",
                "2026-12-02 06:00",
                ["王立德"],
                [
                    "**問：**我和太太透過我的雇主申請綠卡，I-485已經遞交半年，還沒有面談。下個月我父親在台灣要動手術，我可以回去嗎？",
                    "**答：**在I-485審理期間離開美國，除非事先取得回美證（Advance Parole），否則移民局通常會視為放棄調整身分申請。如果您目前持有有效的H-1B或L-1簽證，並持續為同一雇主工作，則可以憑有效簽證返美，申請不會被視為放棄。出國前，請確認簽證仍在有效期內，並保留在職證明。",
                    "**問：**回美證要多久才能拿到？可以申請加急嗎？",
                    "**答：**回美證目前的審理時間約為四至八個月，各服務中心不同。如有家人病危等緊急情況，可向移民局申請加急，並附上醫生證明等文件；也可預約當地移民局辦公室申請緊急回美證，但能否獲准由移民局決定。",
                    "**問：**我太太是副申請人，她可以一個人先回去嗎？",
                    "**答：**副申請人同樣需要回美證或有效的非移民簽證才能出境後返美，規定與主申請人相同。建議夫妻兩人在出國前，都先確認自己的身分及文件是否齊全。",
                ],
                "immigration-qa-column-wen-slash-lawyer",
                section="移民",
                cat="immig",
                byline="文／王立德（移民律師）",
                disclaimer="本專欄內容僅供一般參考，不構成法律意見。個案情況不同，請諮詢合格移民律師。讀者來信請寄 immigration@huasheng.test。",
            )
        )
        add(
            story(
                "ad",
                "/hs/story/121470/9110023",
                "冬季流感高峰將至 長青醫療提醒長者及早接種疫苗",
                "2026-12-01",
                None,
                "2026-12-01 09:00",
                [],
                [
                    "每年12月至翌年2月是流感的高峰期。長青醫療集團的醫生提醒，65歲以上長者及患有慢性病的人士，感染流感後較容易出現肺炎等併發症，應盡早接種流感疫苗。",
                    "長青醫療集團在聖蓋博、阿罕布拉及鑽石吧設有診所，醫護人員可以國語、粵語及台語溝通。即日起至12月31日，持聯邦醫療保險（Medicare）的長者可免費接種高劑量流感疫苗及新冠疫苗更新劑。",
                    "醫生也建議長者冬季注意保暖、多喝水，並在人多的室內場所配戴口罩。如出現發燒、咳嗽及呼吸困難等症狀，應及早就醫。",
                    "預約請電 (626) 555-0199，或親臨各診所。",
                ],
                "sponsored-guanggao-provided-by",
                section="廣告",
                cat="ad",
                byline="長青醫療集團 提供",
                sponsored=True,
            )
        )
        add(
            story(
                "archive",
                "/oldnews/la/2012/01/29/20120129la05.html",
                "阿罕布拉農曆新年遊行 逾萬人夾道觀賞",
                "2012-01-29",
                None,
                "2012-01-29",
                ["李國強"],
                [
                    "第十三屆阿罕布拉農曆新年遊行28日上午在主街（Main St.）舉行，數十支舞龍舞獅隊、樂隊及花車沿途表演，主辦單位估計有超過一萬名民眾夾道觀賞，場面熱鬧。",
                    "今年適逢龍年，遊行以「龍騰四海」為主題，由一條長達兩百呎的金龍領頭，吸引大批民眾拍照。多所學校的學生樂隊及華人社團也參與演出。",
                    "阿罕布拉市長在遊行開始前致詞時表示，華裔居民已佔全市人口一半以上，農曆新年遊行已成為全市最重要的節慶活動之一。",
                    "遊行結束後，主街上的街頭嘉年華持續到下午五時，設有美食攤位、兒童遊戲及文化表演。警方表示，當天活動順利，沒有發生意外。",
                ],
                "big5-archive-meta-charset-only",
                section="洛杉磯",
                cat="old",
                byline="記者李國強／阿罕布拉報導",
                big5=True,
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        section = f" | {doc.section}" if doc.section else ""
        out = [
            f"<title>{esc(doc.title)}{section} | 華聲日報</title>",
            f'<meta name="description" content="{esc(self.lede(doc, 80) if doc.is_article else doc.title)}">',
            f'<link rel="canonical" href="{esc(url)}">',
            '<meta property="og:locale" content="zh_TW">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:url" content="{esc(url)}">',
            '<meta property="og:site_name" content="華聲日報">',
            '<meta name="application-name" content="華聲日報">',
        ]
        if not doc.is_article:
            return "\n".join(out)
        if doc.extra.get("sponsored"):
            out.append('<meta name="date" content="2026/12/02 01:00:00">')
            out.append('<meta name="news_keywords" content="流感,疫苗,長者">')
            return "\n".join(out)
        iso = doc.iso or ""
        out.append(f'<meta name="date" content="{iso[:10].replace("-", "/")} {iso[11:19]}">')
        out.append(f'<meta property="article:published_time" content="{iso}">')
        out.append(f'<meta property="article:section" content="{esc(doc.section)}">')
        if doc.authors and doc.key != "ap":
            ld_author: object = [{"@type": "Person", "name": a} for a in doc.authors]
        elif doc.key == "ap":
            ld_author = {"@type": "Person", "name": "編譯周文華"}
        else:
            ld_author = {"@type": "Organization", "name": "華聲日報"}
        ld = {
            "@context": "http://schema.org",
            "@type": "NewsArticle",
            "mainEntityOfPage": {"@type": "WebPage", "@id": url},
            "headline": doc.title,
            "url": url,
            "thumbnailUrl": f"https://pgw.huasheng.test/img/{doc.path.rsplit('/', 1)[-1]}.jpg",
            "image": {
                "@type": "ImageObject",
                "url": f"https://pgw.huasheng.test/img/{doc.path.rsplit('/', 1)[-1]}.jpg",
            },
            "articleSection": doc.section,
            "datePublished": iso,
            "dateModified": iso,
            "author": ld_author,
            "creator": doc.byline,
            "publisher": {
                "@type": "Organization",
                "name": "華聲日報",
                "logo": {"@type": "ImageObject", "url": f"{ORIGIN}/static/img/logo_hs.png"},
            },
        }
        out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        if doc.extra.get("big5"):
            return self.frame_old(doc, main)
        menu = [
            ("home", "首頁"),
            ("la", "洛杉磯"),
            ("https://www.huasheng.test/hs/cate/us/121359", "美國"),
            ("immig", "移民"),
            ("https://www.huasheng.test/hs/cate/china/121361", "中國"),
            ("https://www.huasheng.test/hs/cate/taiwan/121362", "台灣"),
            ("https://www.huasheng.test/hs/cate/life/121370", "生活"),
            ("classified", "分類廣告"),
            ("obits", "訃聞"),
        ]
        nav = "\n".join(f'<li class="navigation__item">{self.a(k, t, "nav")}</li>' for k, t in menu)
        rank = "\n".join(
            f'<li><span class="rank-list__num">{i + 1}</span>{self.a(k, self.docs[k].title, "aside")}</li>'
            for i, k in enumerate(["sgv", "rosemead", "lawyer", "winter", "ap"])
        )
        kind = "story" if doc.is_article else doc.kind
        return f"""<!DOCTYPE html>
<html lang="zh-Hant-TW">
<head>
<meta charset="utf-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width, initial-scale=1">
{self.head(doc)}
<link rel="stylesheet" href="https://s.huasheng.test/static/css/hs-main.css?v=20261201">
<style>/*PAD*/</style>
<script>var _hsPage = {json.dumps({"type": kind, "cate": doc.extra.get("cat", ""), "id": doc.path.rsplit("/", 1)[-1] if doc.is_article else ""})};</script>
<script async src="https://www.googletagmanager.test/gtag/js?id=G-HSD2026"></script>
</head>
<body class="page-{kind}">
<header class="header">
<div class="header__top">
<span class="header__date">2026年12月5日 星期六</span>
<span class="header__edition">美西版 ｜ <a href="https://ny.huasheng.test/">美東版</a></span>
<span class="header__member"><a href="https://member.huasheng.test/login">登入</a> ｜ {self.a("subscribe", "訂閱", "nav")} ｜ <a href="https://epaper.huasheng.test/">電子報</a></span>
</div>
<div class="header__main">
<a class="header__logo" href="/"><img src="https://s.huasheng.test/static/img/logo_hs.svg" alt="華聲日報" width="200" height="52"></a>
<form class="header__search" action="/search/word/1001" method="get"><input type="text" name="q" placeholder="搜尋新聞"><button type="submit">搜尋</button></form>
</div>
<nav class="navigation"><ul>
{nav}
</ul></nav>
</header>
<div class="ad ad--970x90"><div id="div-gpt-ad-hs-top" data-unit="/20231205/hs_la_top"></div></div>
<div class="wrapper">
<main class="context">
{main}
</main>
<aside class="sidebar">
<div class="ad ad--300x250"><div id="div-gpt-ad-hs-right" data-unit="/20231205/hs_la_right"></div></div>
<section class="rank-list"><h2 class="sidebar__title">熱門新聞</h2><ol>
{rank}
</ol></section>
<section class="sidebar__box"><h2 class="sidebar__title">社區服務</h2><ul><li>{self.a("obits", "訃聞", "aside")}</li><li>{self.a("classified", "分類廣告", "aside")}</li><li><a href="/hs/cate/community-events/121375">社區活動</a></li></ul></section>
</aside>
</div>
<footer class="footer">
<ul class="footer__links"><li><a href="/hs/about">關於我們</a></li><li><a href="/hs/contact">聯絡我們</a></li><li>{self.a("subscribe", "訂閱報紙", "footer")}</li><li><a href="/hs/advertise">刊登廣告</a></li><li><a href="/hs/privacy">隱私權政策</a></li><li><a href="/hs/terms">服務條款</a></li></ul>
<p class="footer__copy">Copyright © 2026 Huasheng Daily. All Rights Reserved. 華聲日報版權所有，未經授權不得轉載。</p>
<p class="footer__address">1588 S. Garfield Ave., Alhambra, CA 91801 ｜ (626) 555-0100</p>
</footer>
<div class="cookie-consent" id="cookie-consent">本網站使用Cookie以提供更好的瀏覽體驗，繼續瀏覽即表示您同意我們的<a href="/hs/privacy">隱私權政策</a>。<button type="button" class="cookie-consent__btn">我知道了</button></div>
<script src="https://s.huasheng.test/static/js/hs-main.js?v=20261201" defer></script>
</body>
</html>"""

    def frame_old(self, doc: Doc, main: str) -> str:
        return f"""<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">
<html>
<head>
<meta http-equiv="Content-Type" content="text/html; charset=big5">
<title>{esc(doc.title)} -- 華聲日報</title>
<meta name="keywords" content="華聲日報,洛杉磯,華人,新聞">
<style type="text/css">/*PAD*/</style>
<script language="javascript" src="/js/common.js"></script>
</head>
<body bgcolor="#FFFFFF" leftmargin="0" topmargin="0">
<table width="780" border="0" cellspacing="0" cellpadding="0" align="center">
<tr><td><a href="/"><img src="/images/logo_old.gif" width="240" height="60" border="0" alt="華聲日報"></a></td><td class="ad468" align="right"><img src="/ads/banner_468x60.gif" width="468" height="60" alt=""></td></tr>
<tr><td colspan="2" class="menu">{self.a("home", "首頁", "nav")} ｜ {self.a("la", "洛杉磯", "nav")} ｜ <a href="/hs/cate/us/121359">美國</a> ｜ {self.a("immig", "移民", "nav")} ｜ {self.a("classified", "分類廣告", "nav")} ｜ {self.a("obits", "訃聞", "nav")}</td></tr>
<tr><td colspan="2" valign="top">
{main}
</td></tr>
<tr><td colspan="2" align="center" class="foot"><font size="2" color="#666666">華聲日報版權所有 Copyright 1998-2012 Huasheng Daily</font></td></tr>
</table>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        if doc.extra.get("big5"):
            paras = "\n".join(f"<p>{self.inline(b[1])}</p>" for b in doc.blocks if b[0] == "p")
            return f"""<table width="100%" border="0" cellpadding="6">
<tr><td class="news_title"><font size="5"><b>{esc(doc.title)}</b></font></td></tr>
<tr><td><font class="date" color="#999999">{zh_date(doc.stamp, False)}</font>　<font class="author">{esc(doc.byline)}</font></td></tr>
<tr><td class="news_body">
<img src="/photo/2012/01/29/la05_1.jpg" width="400" height="300" alt=""><br><font size="2">阿罕布拉遊行中的舞龍隊伍。（記者李國強／攝影）</font>
{paras}
</td></tr>
<tr><td><a href="javascript:window.print()">列印</a> ｜ <a href="/oldnews/mail.asp?id=20120129la05">轉寄</a> ｜ <a href="javascript:history.back()">回上頁</a></td></tr>
</table>"""
        u = quote(self.url(doc.key), safe="")
        author = esc(doc.byline)
        if doc.extra.get("author_link"):
            name = doc.extra["author_link"]
            first, _, rest = doc.byline.partition("／")
            author = self.a("author", first, "byline") + "／" + esc(rest)
            assert name in first
        cat = doc.extra.get("cat")
        crumb = (
            self.a(cat, doc.section, "breadcrumb")
            if cat in ("la", "immig")
            else f'<a href="/hs/cate/{cat}/121359">{esc(doc.section)}</a>'
        )
        kicker = (
            '<span class="article-content__label article-content__label--ad">廣告</span>'
            if doc.extra.get("sponsored")
            else ""
        )
        tail = ""
        if doc.extra.get("source"):
            tail += f'<p class="article-content__source">（{esc(doc.extra["source"])}）</p>'
        if doc.extra.get("disclaimer"):
            tail += f'<div class="article-content__notice">{esc(doc.extra["disclaimer"])}</div>'
        keywords = ""
        if doc.key == "lawyer":
            keywords = f'<section class="keywords"><h3>關鍵字</h3>{self.a("tag", TAG, "tag")} <a href="/search/tagging/1001/{quote("綠卡")}">綠卡</a> <a href="/search/tagging/1001/{quote("回美證")}">回美證</a></section>'
        elif doc.key in ("sgv", "winter"):
            keywords = f'<section class="keywords"><h3>關鍵字</h3><a href="/search/tagging/1001/{quote("聖蓋博谷")}">聖蓋博谷</a> {self.a("search", SEARCH_Q, "tag")} <a href="/search/tagging/1001/{quote("長者")}">長者</a></section>'
        rel = [k for k in ARTS if k not in (doc.key, "ad", "archive")][:4]
        relate = "".join(f'<li class="story-list__item">{self.a(k, self.docs[k].title, "related")}</li>' for k in rel)
        cover = ""
        if not any(b[0] == "fig" for b in doc.blocks):
            cover = (
                f'<figure class="article-content__cover"><img src="https://pgw.huasheng.test/img/{doc.path.rsplit("/", 1)[-1]}.jpg" alt="{esc(doc.title)}" width="800" height="533"><figcaption>圖／本報資料照片</figcaption></figure>'
                if not doc.extra.get("sponsored")
                else ""
            )
        return f"""<section class="article-content">
<div class="article-content__breadcrumb">{self.a("home", "首頁", "breadcrumb")} &gt; {crumb}</div>
{kicker}
<h1 class="article-content__title">{esc(doc.title)}</h1>
<div class="article-content__info">
<span class="article-content__author">{author}</span>
<time class="article-content__time">{zh_date(doc.stamp)}</time>
</div>
<div class="article-content__share"><span>分享</span> <a href="https://www.facebook.com/sharer/sharer.php?u={u}">Facebook</a> <a href="https://social-plugins.line.me/lineit/share?url={u}">Line</a> <a href="#" class="share-wechat">WeChat</a></div>
{cover}
<section class="article-content__editor">
{self.blocks(doc, fig=self.fig)}
</section>
{tail}
{keywords}
<section class="story-list story-list__relate"><h2 class="story-list__title">延伸閱讀</h2><ul>{relate}</ul></section>
<div class="ad ad--native"><div id="div-gpt-ad-hs-native" data-unit="/20231205/hs_native"></div></div>
</section>"""

    def fig(self, alt: str, cap: str) -> str:
        return f'<figure class="article-content__image"><img src="https://pgw.huasheng.test/img/{abs(hash_id(alt))}.jpg" alt="{esc(alt)}" width="800" height="533" loading="lazy"><figcaption class="article-content__image-caption">{esc(cap)}</figcaption></figure>'

    def listing_main(self, doc: Doc) -> str:
        items = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            items.append(
                f'<div class="story-list__news"><div class="story-list__image"><img src="https://pgw.huasheng.test/img/{d.path.rsplit("/", 1)[-1]}_s.jpg" alt="" loading="lazy"></div><div class="story-list__text"><h2>{self.a(k, d.title, "content")}</h2><p>{esc(self.lede(d, 60))}</p><div class="story-list__info"><span class="story-list__cate">{esc(d.section)}</span><time class="story-list__time">{zh_date(d.stamp)}</time></div></div></div>'
            )
        for p, t, dt in doc.extra.get("older", []):
            items.append(
                f'<div class="story-list__news story-list__news--text"><h2><a href="{esc(p)}">{esc(t)}</a></h2><div class="story-list__info"><time class="story-list__time">{esc(dt)}</time></div></div>'
            )
        head = f'<h1 class="context-box__title">{esc(doc.title)}</h1>'
        extra = ""
        if doc.key == "home":
            head = f'<h1 class="visually-hidden">{esc(doc.title)}</h1><div class="breaking-bar"><span>即時</span>{self.a("brief", self.docs["brief"].title, "content")}</div>'
            extra = f'<section class="home-service"><h2>社區服務</h2>{self.a("obits", "今日訃聞", "content")} ｜ {self.a("classified", "房屋出租", "content")} ｜ {self.a("immig", "移民專欄", "content")}</section>'
        elif doc.kind == "author":
            head = f'<div class="author-info"><img src="https://pgw.huasheng.test/author/10234.jpg" alt="陳美玲" width="100" height="100"><span class="author-info__role">記者</span><h1 class="author-info__name">{esc(doc.title)}</h1><p>{esc(doc.extra["bio"])}</p></div>'
        elif doc.kind == "search":
            head = f'<h1 class="context-box__title">{esc(doc.title)}</h1><p class="search-count">共 {len(doc.extra["list"])} 筆</p>'
        elif doc.kind == "tag":
            head = f'<h1 class="context-box__title">{esc(doc.title)}</h1><p class="tag-desc">關鍵字：{esc(TAG)}</p>'
        if doc.extra.get("archive"):
            extra = f'<section class="archive-box"><h2>本報檔案</h2><p>{self.a("archive", "2012年：阿罕布拉農曆新年遊行 逾萬人夾道觀賞", "content")}</p></section>'
        pager = ""
        if doc.key == "la":
            pager = f'<nav class="pagination"><span class="pagination__current">1</span> {self.a("la2", "2", "pagination")} <a href="/hs/cate/la/121348?page=3">3</a> {self.a("la2", "下一頁", "pagination")}</nav>'
        elif doc.key == "la2":
            pager = f'<nav class="pagination">{self.a("la", "上一頁", "pagination")} {self.a("la", "1", "pagination")} <span class="pagination__current">2</span> <a href="/hs/cate/la/121348?page=3">3</a></nav>'
        elif doc.key == "home":
            pager = f'<div class="more">{self.a("la", "更多洛杉磯新聞", "content")}</div>'
        return f'<section class="context-box context-box--{doc.kind}">{head}<div class="story-list">{"".join(items)}</div>{extra}{pager}</section>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "classifieds":
            rows = next(b for b in doc.blocks if b[0] == "table")[1]
            trs = "\n".join(
                '<tr bgcolor="#F7F7F7">' + "".join(f"<td>{esc(c)}</td>" for c in r) + "</tr>" for r in rows[1:]
            )
            th = "".join(f"<th>{esc(c)}</th>" for c in rows[0])
            note = next(b for b in doc.blocks if b[0] == "p")[1]
            cats = " ｜ ".join(
                f'<a href="/classified/list.asp?area=LA&amp;cat={i}">{c}</a>'
                for i, c in ((1, "徵才"), (2, "求職"), (4, "房地產"), (5, "汽車"), (6, "商業"), (7, "服務"))
            )
            return f"""<table width="100%" border="0" cellpadding="4">
<tr><td class="news_title"><font size="4"><b>{esc(doc.title)}</b></font></td></tr>
<tr><td><font size="2">類別：{cats} ｜ <b>房屋出租</b></font></td></tr>
<tr><td><table class="cls" width="100%" border="1" cellspacing="0" cellpadding="3"><tr bgcolor="#CCCCCC">{th}</tr>
{trs}
</table></td></tr>
<tr><td><font size="2" color="#CC0000">{esc(note)}</font></td></tr>
<tr><td><font size="2">第 1 頁 ｜ <a href="/classified/list.asp?area=LA&amp;cat=3&amp;page=2">下一頁</a></font></td></tr>
</table>"""
        html = self.blocks(doc)
        if doc.kind == "obituaries":
            return f'<section class="context-box obituary"><h1 class="context-box__title">{esc(doc.title)}</h1><p class="obituary__area">洛杉磯地區 ｜ <a href="/hs/obituary?area=ny">紐約地區</a> ｜ <a href="/hs/obituary?area=sf">舊金山地區</a></p>\n<div class="obituary__list">{html}</div></section>'
        return f'<section class="context-box subscribe"><h1 class="context-box__title">{esc(doc.title)}</h1>\n{html}\n<a class="subscribe__btn" href="https://member.huasheng.test/subscribe">立即訂閱</a></section>'


def hash_id(text: str) -> int:
    return zlib.crc32(text.encode()) % 99991
