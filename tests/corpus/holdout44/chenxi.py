# ruff: noqa: E501, RUF001, RUF002 (page texts and markup are long literal lines; full-width punctuation is deliberate)
"""晨曦日報 Chenxi Daily: a Taiwanese daily on an in-house, udn-like system (`/news/story/7266/<id>`,
`/news/amp/story/7266/<id>`, `/news/cate/2/6638?page=2`, `/news/breaknews/1`, `/search/tagging/2/<tag>`,
`/news/reporter/<id>`, `/photo/story/<id>`), Traditional Chinese. The new site is UTF-8; the old regional-edition
archive (`/local/archive/…htm`) is **Big5, declared only in `<meta http-equiv>`** (header plain `text/html`; Scrapy
decodes it as big5hkscs) and prints **Minguo dates** ("中華民國115年12月3日" = 2026-12-03). Bylines
"記者王小明／台北即時報導"; "中央社" credits with no person; the AMP twin of the MRT story is an article; the photo
gallery, the breaking list and the archive index are not."""

from __future__ import annotations

import json
from urllib.parse import quote

from common import Base, minguo, page, story
from sitekit import Doc, css_rules, esc

TAG = "/search/tagging/2/" + quote("跨年")
SEARCH = "/search/word/2/" + quote("少子化")
ARTS = ["mrt", "chip", "editorial", "air", "cpi", "alishan", "taroko"]
SECTION_URL = {"產經": "/news/cate/2/6644", "評論": "/news/cate/2/6643", "生活": "/news/cate/2/6649"}
CHANNELS = [
    ("home", "首頁"),
    ("cate", "要聞"),
    ("/news/cate/2/7225", "國際"),
    ("/news/cate/2/6640", "兩岸"),
    ("/news/cate/2/6644", "產經"),
    ("/news/cate/2/6649", "生活"),
    ("archive", "地方"),
    ("/news/cate/2/7227", "運動"),
    ("/news/cate/2/6643", "評論"),
    ("gallery", "圖輯"),
]


class Chenxi(Base):
    origin = "https://news.chenxi.test"
    name = "晨曦日報"
    prefix = "cxd"
    language = "zh"
    encoding = "utf-8"
    content_type = "text/html; charset=UTF-8"
    legacy = ("big5hkscs", "big5", "text/html")

    def pad_rules(self) -> list[str]:
        return css_rules(
            "cxd",
            [".article-content__editor", ".story-list__news", ".header__nav", ".sidebar-fixed", ".footer", ".ad_box"],
            260,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/news/index",
                "home",
                "晨曦日報",
                "portal-home",
                list=["mrt", "chip", "air", "cpi", "editorial", "alishan", "taroko"],
                more="cate",
            )
        )
        add(
            page(
                "cate",
                "/news/cate/2/6638",
                "section",
                "要聞",
                "category-list",
                list=["mrt", "chip", "cpi", "air"],
                more="cate2",
            )
        )
        add(
            page(
                "cate2",
                "/news/cate/2/6638?page=2",
                "section",
                "要聞",
                "category-list-page2",
                list=["editorial", "alishan", "taroko"],
                prev="cate",
            )
        )
        add(
            page(
                "breaking",
                "/news/breaknews/1",
                "section",
                "即時新聞",
                "breaking-times-only",
                list=["chip", "cpi", "mrt", "air", "editorial"],
                times=True,
            )
        )
        add(page("tag", TAG, "tag", "跨年", "tagging-list", list=["mrt", "gallery"]))
        add(
            page(
                "reporter",
                "/news/reporter/wang.xiaoming",
                "author",
                "王小明",
                "reporter-profile",
                list=["mrt"],
                bio="王小明，世新大學新聞學系畢業，2015年進入晨曦日報，現任市政中心記者，主跑台北市交通與捷運新聞。",
            )
        )
        add(page("search", SEARCH, "search", "少子化", "search-word", list=["editorial", "cpi"]))
        add(
            page(
                "about",
                "/about/company",
                "about",
                "關於晨曦",
                "about-company",
                [
                    "晨曦日報創刊於民國六十二年，總社設於台北市南港區，於桃園、台中、台南、高雄及花蓮設有地方中心，每日發行紙本報紙並經營新聞網站與行動應用程式。",
                    "本報秉持「正確、公正、迅速」的編輯方針，所有新聞皆經記者查證與編輯台審核；如發現報導有誤，請來信 service@chenxi.test，我們將於查證後更正並註明。",
                    "讀者服務專線：(02) 2788-1234（週一至週五 9:00-18:00）；廣告刊登請洽業務部 (02) 2788-5678。",
                    "社址：11568 台北市南港區三重路19之3號。",
                ],
            )
        )
        add(
            page(
                "gallery",
                "/photo/story/8925/8412555",
                "gallery",
                "圖輯／武陵農場落羽松轉紅 山谷一片橘紅",
                "photo-gallery-minguo",
                [
                    "FIG: 武陵農場落羽松步道 | 台中市和平區武陵農場的落羽松進入最佳觀賞期，步道兩側一片橘紅。（記者林雅婷攝）",
                    "FIG: 遊客在落羽松林拍照 | 不少遊客一早上山，搶拍晨光灑落樹梢的畫面。（記者林雅婷攝）",
                    "FIG: 七家灣溪畔 | 七家灣溪畔的落羽松倒映水面。（記者林雅婷攝）",
                    "FIG: 武陵農場賓館前 | 農場預估觀賞期可延續至12月中旬。（記者林雅婷攝）",
                    "FIG: 雪山登山口 | 雪山登山口清晨氣溫僅攝氏3度。（記者林雅婷攝）",
                    "FIG: 接駁車排隊人潮 | 週末入園車輛管制，遊客需搭乘接駁車。（記者林雅婷攝）",
                ],
                stamp="115.12.04",
            )
        )
        add(
            page(
                "archive",
                "/local/archive/index.htm",
                "section",
                "地方新聞",
                "legacy-big5-index-minguo",
                list=["alishan", "taroko"],
                legacy=True,
            )
        )
        mrt = [
            "台北市政府今天上午召開跨年活動交通記者會，宣布今年跨年夜台北捷運將自12月31日清晨6時起連續運行42小時，至明年1月1日深夜24時止，期間各線尖峰班距維持3至4分鐘。北捷預估跨年當晚進出站人次將突破320萬，再創新高。",
            "台北大眾捷運公司表示，為疏散信義區活動人潮，12月31日晚間10時起，市政府站、台北101／世貿站、象山站、信義安和站、國父紀念館站及忠孝敦化站將實施出入口管制，部分出口只出不進。其中台北101／世貿站在倒數煙火前後各一小時內暫停進站，民眾需步行至周邊車站搭乘。",
            "## 市政府站改為單向進出",
            "北捷營運處長鄭國棟說，去年跨年市政府站在煙火結束後20分鐘內湧入近4萬人，月台一度過於擁擠，今年將把2號、3號出口改為只出不進，進站旅客統一由1號及4號出口引導，並在站外設置蛇形排隊動線。",
            "他指出，各站將增派站務人員及保全共約1200人，並在重點車站設置即時人流看板，旅客可透過北捷App查詢各站擁擠程度，錯開搭乘時間。",
            "FIG: 捷運市政府站 | 去年跨年夜捷運市政府站外湧入大批人潮。（本報資料照片）",
            "## 公車加開接駁專車",
            "交通局同步宣布，跨年夜將加開15條接駁公車路線，自凌晨0時30分起從信義區發車，往返新北市板橋、三重、新莊與中和等地，末班車發車時間為凌晨3時。松仁路、松壽路及信義路五段自當天下午4時起實施交通管制，僅開放接駁公車與救護車輛通行。",
            "交通局長林文傑提醒，跨年當天信義區周邊停車場下午起將陸續額滿，呼籲民眾多利用大眾運輸工具，騎乘機車者可停放於基隆路以東的臨時停車區。",
            "北捷也提醒，跨年夜人潮眾多，使用悠遊卡的旅客最好事先儲值，避免在加值機前大排長龍；以信用卡感應進站者，則需留意發卡銀行是否已開通感應支付功能。",
        ]
        add(
            story(
                "mrt",
                "/news/story/7266/8412873",
                "跨年夜北捷連續運行42小時 信義區6站出入口管制",
                "2026-12-04",
                "2026-12-04T09:15:00+08:00",
                "2026-12-04 09:15",
                ["王小明"],
                mrt,
                "byline-span-jsonld-person",
                section="要聞",
                byline="記者王小明／台北即時報導",
                reporter="reporter",
                tags=["跨年", "捷運", "信義區"],
            )
        )
        add(
            story(
                "mrt_amp",
                "/news/amp/story/7266/8412873",
                "跨年夜北捷連續運行42小時 信義區6站出入口管制",
                "2026-12-04",
                "2026-12-04T09:15:00+08:00",
                "2026-12-04 09:15",
                ["王小明"],
                mrt,
                "amp-twin",
                section="要聞",
                byline="記者王小明／台北即時報導",
                amp=True,
            )
        )
        add(
            story(
                "chip",
                "/news/story/7238/8413520",
                "竹科第3季營業額創同期新高 先進封裝年增逾三成",
                "2026-12-04",
                "2026-12-04T14:32:00+08:00",
                "2026-12-04 14:32",
                [],
                [
                    "新竹科學園區管理局今天公布第3季營運統計，竹科單季營業額達新台幣4875億元，較去年同期成長12.6%，創歷年同季新高，其中積體電路產業貢獻超過八成，先進封裝相關產值年增逾三成。",
                    "竹科管理局指出，人工智慧伺服器需求持續強勁，帶動園區半導體廠商擴大高階製程與封裝產能，前三季累計營業額已達1兆3620億元，全年有機會突破1兆8000億元。",
                    "在就業方面，截至9月底，竹科從業員工人數達17萬4300人，較去年底增加約5200人。管理局表示，明年還有三家廠商的新廠將陸續投產，預估將再創造3000個以上工作機會。",
                    "不過，竹科管理局也坦言，園區周邊交通壅塞與住宅不足問題仍待改善。管理局已與新竹縣市政府合作，規劃增設上下班接駁公車路線，並評估在寶山用地興建員工宿舍。",
                    "針對部分廠商反映用水與用電的穩定性，管理局表示，寶山第二水庫目前蓄水率約78%，今年冬季供水無虞；電力公司也將於明年上半年完成園區新變電所擴建工程。",
                    "SIGN: （編輯：陳怡君）1151204",
                ],
                "agency-credit-editor-code",
                section="產經",
                byline="中央社／ 新竹4日電",
                tags=["竹科", "半導體"],
            )
        )
        add(
            story(
                "editorial",
                "/news/story/7338/8412001",
                "大學退場不能只靠數字管理",
                "2026-12-04",
                "2026-12-03T16:05:00.000Z",
                "2026-12-04 00:05",
                [],
                [
                    "教育部日前公布最新推估，115學年度大學一年級新生人數將首度跌破十八萬人，未來五年恐再減少兩萬餘人。換言之，全台一百四十多所大專校院中，將有數十所面臨招生嚴重不足的困境，私立技職校院首當其衝。",
                    "面對這波浪潮，教育部的主要工具仍是「註冊率」。連續兩年註冊率低於六成、財務狀況不佳的學校，列入專案輔導，再不改善就停招、停辦。這套機制有其必要，卻也暴露出主管機關把退場當成會計問題處理的心態。",
                    "註冊率只是結果，不是原因。許多位於偏鄉的學校，肩負地方產業人才培育的任務，一旦停辦，當地年輕人只能往都會區移動，地方人口流失更形嚴重。反觀部分都會區學校，即使註冊率尚可，教學品質與畢業生就業表現卻乏善可陳，卻不在退場名單之列。",
                    "更令人憂心的是退場後的善後。過去幾年停辦的學校中，有教職員被積欠薪資長達數月，學生被迫轉學、學分無法銜接，校地閒置多年無人聞問。教育部設立的退場基金規模有限，面對未來可能一波接一波的停辦潮，顯然捉襟見肘。",
                    "我們認為，教育部應從三個方向著手。第一，建立區域高教資源盤點，依各地產業需求與人口結構，鼓勵學校合併或轉型，而非任由市場淘汰。第二，退場學校的校地與校舍，應優先轉作長照、社福或地方創生用途，由中央與地方政府共同規劃。第三，保障師生權益的法制必須到位，包括教職員資遣費的優先受償、學生轉學的配套，都應明文規範。",
                    "少子化不是明天才會來的危機，而是已經發生的現實。高等教育的版圖勢必重劃，但重劃的方式，決定了台灣下一個世代的競爭力。教育部若仍停留在「看數字、發公文」的管理模式，最後付出代價的，將是那些無辜的學生與地方社會。",
                ],
                "editorial-utc-previous-day",
                section="評論",
                byline="本報社論",
                kicker="社論",
                tags=["少子化", "高教"],
            )
        )
        add(
            story(
                "air",
                "/news/story/7324/8411766",
                "台中火力電廠燃煤減量 今年PM2.5紅害日較去年少四成",
                "2026-12-03",
                "2026-12-03T17:40:00+08:00",
                "2026-12-03 17:40",
                ["林雅婷", "陳志豪"],
                [
                    "台中市政府環境保護局今天公布今年1月至11月空氣品質統計，全市細懸浮微粒（PM2.5）年平均濃度為每立方公尺13.8微克，較去年同期下降1.6微克；空氣品質指標達紅色警戒的「紅害日」共9天，比去年同期的15天減少四成。",
                    "環保局長廖志偉說，台中火力發電廠今年燃煤使用量約1190萬公噸，較去年再減少約8%，加上港區工業鍋爐全面改用天然氣，以及市區老舊機車汰換補助奏效，是空品改善的主要原因。",
                    "## 冬季仍是高風險期",
                    "不過，環保局也提醒，每年12月至隔年3月是空氣污染好發季節，東北季風減弱時，境外污染物與本地排放容易在中部地區累積。環保局將自本月起啟動「秋冬空品防制措施」，要求轄內前30大固定污染源在空品不良期間降載運轉。",
                    "台中市議員張淑華則認為，統計數據雖然好看，但西屯、大肚等鄰近電廠區域的居民仍常感受空氣品質不佳，呼籲市府增設社區型空氣感測器，公開更細緻的即時資料。",
                    "中部地區長期關注空污議題的民間團體也表示，燃煤減量值得肯定，但電廠新設燃氣機組完工時程一再延後，希望中央能給出明確的時間表，讓中部居民早日擺脫「吸煤」的陰影。",
                    "FIG: 台中火力發電廠 | 台中火力發電廠煙囪。（記者陳志豪攝）",
                    "環保局表示，民眾可透過「台中空品」網站查詢各測站的即時數據，空品不良時應減少戶外活動，外出時配戴口罩。",
                ],
                "two-reporters-one-byline",
                section="要聞",
                byline="記者林雅婷、陳志豪／台中報導",
                tags=["空污", "台中"],
            )
        )
        add(
            story(
                "cpi",
                "/news/story/7238/8413102",
                "11月CPI年增1.82% 外食與房租漲幅仍居高",
                "2026-12-04",
                "2026-12-04T16:10:00+08:00",
                "2026-12-04 16:10",
                ["黃淑芬"],
                [
                    "行政院主計總處今天下午公布11月消費者物價指數（CPI），年增率為1.82%，連續第三個月低於2%警戒線；但與民眾生活密切相關的外食費與房租，年增率仍分別達3.35%及2.12%，民眾對物價的感受與官方數據仍有落差。",
                    "主計總處綜合統計處專門委員吳欣怡表示，11月蔬菜價格因天候良好、產量充足，較去年同月下跌4.86%；油料費則受國際油價走低影響，年減1.94%，兩者合計拉低CPI年增率約0.3個百分點。",
                    "## 主要項目年增率",
                    "T: 項目 | 11月年增率",
                    "T: 總指數 | 1.82%",
                    "T: 食物類 | 2.71%",
                    "T: 外食費 | 3.35%",
                    "T: 房租 | 2.12%",
                    "T: 蔬菜 | -4.86%",
                    "T: 油料費 | -1.94%",
                    "吳欣怡指出，外食費漲幅雖較年初的4%以上逐漸收斂，但基本工資明年再度調升，餐飲業者人事成本增加，後續仍可能反映在價格上。房租方面，由於租屋需求穩定，加上部分房東將房屋稅負擔轉嫁，預期明年仍將維持2%左右的年增率。",
                    "主計總處預測，今年全年CPI年增率約為1.95%，明年則可望降至1.7%左右。央行本月中旬將召開理監事會，市場普遍預期利率維持不變。",
                ],
                "table-in-body",
                section="產經",
                byline="記者黃淑芬／台北即時報導",
                tags=["物價", "主計總處"],
            )
        )
        add(
            story(
                "alishan",
                "/local/archive/1151203-0012.htm",
                "阿里山林鐵元旦加開日出列車 12日起開放訂票",
                "2026-12-03",
                None,
                minguo("2026-12-03", weekday=True),
                ["蔡家堃"],
                [
                    "阿里山林業鐵路及文化資產管理處昨天宣布，為迎接明年元旦曙光，祝山線將於1月1日清晨加開四班日出列車，由阿里山車站發車，預計清晨4時20分起每隔20分鐘一班，車票自本月12日上午10時起開放網路訂購。",
                    "林鐵處表示，去年元旦祝山線共載運約五千名旅客，不少遊客因買不到車票，只能摸黑步行上山。今年除加開班次外，也將在沼平車站增設臨時售票窗口，但現場票數量有限，建議遊客提前上網訂票。",
                    "嘉義縣政府觀光處也同步規劃元旦疏運措施，12月31日晚間起，台18線石桌至阿里山路段將實施交通管制，自行開車上山的民眾需於觸口或石桌轉乘接駁車。",
                    "觀光處長周文彬提醒，阿里山冬季清晨氣溫常低於攝氏5度，上山賞日出務必做好保暖，並留意高山症狀；園區內也將設置兩處醫療救護站，提供遊客緊急協助。",
                    "林鐵處另指出，本線阿里山至奮起湖區間預計明年春季完成邊坡改善工程後恢復通車，屆時將推出「森林鐵道全線遊」套裝行程。",
                ],
                "legacy-big5-minguo-byline-div",
                section="地方",
                byline="記者蔡家堃／嘉義報導",
                legacy=True,
            )
        )
        add(
            story(
                "taroko",
                "/local/archive/1151202-0007.htm",
                "太魯閣步道分段恢復開放 砂卡礑步道明起通行",
                "2026-12-02",
                None,
                minguo("2026-12-02", weekday=True),
                ["黃志明"],
                [
                    "【記者黃志明／花蓮報導】太魯閣國家公園管理處今天表示，經過近三個月的落石清理與邊坡補強，砂卡礑步道明天起恢復開放，開放時間為每天上午8時至下午4時，遇豪雨或地震警報將立即封閉。",
                    "管理處說，白楊步道與燕子口步道仍在進行安全評估，預計明年初才能開放；遊客進入峽谷路段時，應配戴安全帽並遵守現場人員指示。",
                    "管理處也提醒，中橫公路太魯閣至天祥路段目前實施分時通行，每天上午7時至下午5時開放，每逢整點放行，請遊客預留充足時間。",
                ],
                "legacy-big5-brief-bracket-byline",
                section="地方",
                legacy=True,
            )
        )

    # ---- head -------------------------------------------------------------------------------------------------
    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        m = [f"<title>{esc(doc.title)} | {esc(doc.section or '晨曦新聞網')} | 晨曦日報</title>"]
        m.append('<meta name="viewport" content="width=device-width, initial-scale=1">')
        m.append(f'<meta name="description" content="{esc(self.lede(doc))}">')
        if doc.is_article:
            m.append('<meta property="og:type" content="article">')
            m.append(f'<meta property="og:title" content="{esc(doc.title)} | 晨曦日報">')
            m.append(f'<meta property="og:url" content="{esc(url)}">')
            m.append('<meta property="og:site_name" content="晨曦新聞網">')
            m.append('<meta property="og:image" content="https://pgw.chenxi.test/gw/photo.php?u=/share.jpg">')
            m.append(f'<meta name="date" content="{doc.stamp.replace("-", "/")}:00">')
            m.append(f'<meta property="article:published_time" content="{doc.iso}">')
            m.append(f'<meta property="article:section" content="{esc(doc.section)}">')
            m.append(f'<meta name="news_keywords" content="{esc(",".join(doc.extra.get("tags", [])))}">')
            if doc.authors:
                author: object = [{"@type": "Person", "name": a} for a in doc.authors]
                if len(doc.authors) == 1:
                    author = author[0]  # type: ignore[index]
            elif doc.key == "chip":
                author = {"@type": "Organization", "name": "中央社"}
            else:
                author = {"@type": "Organization", "name": "晨曦日報"}
            ld = {
                "@context": "http://schema.org",
                "@type": "NewsArticle",
                "mainEntityOfPage": {"@type": "WebPage", "@id": url},
                "headline": doc.title,
                "image": {"@type": "ImageObject", "url": "https://pgw.chenxi.test/gw/photo.php?u=/share.jpg"},
                "datePublished": doc.iso,
                "dateModified": doc.iso,
                "author": author,
                "publisher": {
                    "@type": "Organization",
                    "name": "晨曦日報",
                    "logo": {"@type": "ImageObject", "url": "https://news.chenxi.test/static/img/logo.png"},
                },
                "articleSection": doc.section,
                "keywords": doc.extra.get("tags", []),
            }
            m.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
            m.append(f'<link rel="amphtml" href="{self.url("mrt_amp")}">' if doc.key == "mrt" else "")
        else:
            m.append('<meta property="og:type" content="website">')
            m.append(f'<meta property="og:title" content="{esc(doc.title)} | 晨曦日報">')
            if doc.key == "home":
                ld = {
                    "@context": "http://schema.org",
                    "@type": "WebSite",
                    "url": url,
                    "name": "晨曦新聞網",
                    "potentialAction": {
                        "@type": "SearchAction",
                        "target": "https://news.chenxi.test/search/word/2/{search_term}",
                        "query-input": "required name=search_term",
                    },
                }
                m.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        m.append(f'<link rel="canonical" href="{esc(url)}">')
        return "\n".join(x for x in m if x)

    # ---- frames -----------------------------------------------------------------------------------------------
    def render(self, doc: Doc) -> str:
        if doc.extra.get("amp"):
            self.current = doc.key
            return self.amp_page(doc)
        return super().render(doc)

    def frame(self, doc: Doc, main: str) -> str:
        if doc.extra.get("legacy"):
            return self.legacy_frame(doc, main)
        nav = "\n".join(f'<li class="header__nav-item">{self.a(k, t, "nav")}</li>' for k, t in CHANNELS)
        hot = "\n".join(
            f'<li class="story-list__news"><span class="rank">{i}</span>{self.a(k, self.docs[k].title, "aside")}</li>'
            for i, k in enumerate(["mrt", "cpi", "air", "chip"], 1)
            if k != doc.key
        )
        foot = "\n".join(
            f"<li>{self.a(k, t, 'footer')}</li>"
            for k, t in (
                ("about", "關於我們"),
                ("/page/privacy", "隱私權聲明"),
                ("/page/terms", "服務條款"),
                ("/page/ad", "廣告刊登"),
                ("mailto:service@chenxi.test", "客服信箱"),
                ("/rssfeed/news/2/6638", "RSS"),
                ("https://www.facebook.com/chenxidaily", "Facebook"),
                ("https://line.me/R/ti/p/@chenxinews", "LINE官方帳號"),
            )
        )
        return f"""<!DOCTYPE html>
<html lang="zh-Hant-TW">
<head>
<meta charset="utf-8">
{self.head(doc)}
<link rel="stylesheet" href="https://news.chenxi.test/static/css/main.css?v=20261128">
<style>/*PAD*/</style>
<script async src="https://securepubads.g.doubleclick.net/tag/js/gpt.js"></script>
<script>window.googletag=window.googletag||{{cmd:[]}};googletag.cmd.push(function(){{googletag.defineSlot('/2018/chenxi/news/top',[970,90],'ad-top').addService(googletag.pubads());googletag.enableServices();}});</script>
</head>
<body class="page-{doc.kind}">
<header class="header">
<div class="header__top"><a class="header__logo" href="/news/index"><img src="/static/img/logo.svg" alt="晨曦日報"></a>
<form class="header__search" action="/search/word/2/" method="get"><input type="search" name="q" placeholder="搜尋新聞"><button>搜尋</button></form>
<a class="header__login" href="https://member.chenxi.test/login">會員登入</a> <a class="header__sub" href="https://member.chenxi.test/plan">訂閱晨曦</a></div>
<nav class="header__nav"><ul>
{nav}
</ul></nav>
<div class="header__breaking">即時：{self.a("breaking", "看更多即時新聞", "nav")}</div>
</header>
<div class="ad_box" id="ad-top"><!-- /2018/chenxi/news/top --></div>
<div class="container">
<main class="context-box">
{main}
</main>
<aside class="sidebar-fixed">
<section class="context-box__sidebar"><h3>熱門新聞</h3><ol>
{hot}
</ol></section>
<section class="context-box__sidebar"><h3>熱門標籤</h3>{self.a("tag", "#跨年", "aside")} <a href="/search/tagging/2/{quote("颱風")}">#颱風</a> <a href="/search/tagging/2/{quote("房市")}">#房市</a></section>
<div class="ad_box" id="ad-right"><!-- /2018/chenxi/news/right --></div>
</aside>
</div>
<footer class="footer">
<div class="footer__sitemap">
<dl><dt>新聞</dt><dd><a href="/news/cate/2/6638">要聞</a><a href="/news/cate/2/7225">國際</a><a href="/news/cate/2/6640">兩岸</a><a href="/news/cate/2/6644">產經</a><a href="/news/cate/2/6645">股市</a><a href="/news/cate/2/6649">生活</a><a href="/news/cate/2/6654">地方</a></dd></dl>
<dl><dt>評論</dt><dd><a href="/news/cate/2/6643">社論</a><a href="/news/cate/2/6643?sub=1">晨曦觀點</a><a href="/news/cate/2/6643?sub=2">民意論壇</a><a href="/news/cate/2/6643?sub=3">專欄</a></dd></dl>
<dl><dt>生活</dt><dd><a href="/news/cate/2/6649?sub=1">健康</a><a href="/news/cate/2/6649?sub=2">旅遊</a><a href="/news/cate/2/6649?sub=3">美食</a><a href="/news/cate/2/6649?sub=4">消費</a><a href="/news/cate/2/6649?sub=5">氣象</a></dd></dl>
<dl><dt>影音</dt><dd><a href="/video/index">晨曦影音</a><a href="/photo/index">圖輯</a><a href="/podcast/index">Podcast</a></dd></dl>
<dl><dt>服務</dt><dd><a href="https://member.chenxi.test/">會員中心</a><a href="https://paper.chenxi.test/">電子報</a><a href="https://shop.chenxi.test/">晨曦購物</a><a href="/page/jobs">徵才</a></dd></dl>
</div>
<ul class="footer__links">
{foot}
</ul>
<p>晨曦日報 Chenxi Daily 版權所有，未經授權不得轉載 © 2026 Chenxi Media Group</p>
</footer>
<div class="cookie-consent" id="cookieConsent"><p>本網站使用Cookie以提供更好的閱讀體驗，繼續瀏覽即表示您同意我們的<a href="/page/privacy">隱私權聲明</a>。</p><button type="button" onclick="this.parentNode.remove()">我同意</button></div>
<script src="https://news.chenxi.test/static/js/main.js?v=20261128" defer></script>
<script>(function(w,d,s,l,i){{w[l]=w[l]||[];w[l].push({{'gtm.start':new Date().getTime(),event:'gtm.js'}});}})(window,document,'script','dataLayer','GTM-CXD2026');</script>
</body>
</html>"""

    def legacy_frame(self, doc: Doc, main: str) -> str:
        return f"""<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">
<html>
<head>
<meta http-equiv="Content-Type" content="text/html; charset=big5">
<title>晨曦日報 地方新聞 - {esc(doc.title)}</title>
<meta name="keywords" content="晨曦日報,地方新聞,{esc(doc.section or "地方")}">
<style type="text/css">/*PAD*/</style>
<script type="text/javascript" src="/local/js/common.js"></script>
</head>
<body bgcolor="#FFFFFF" leftmargin="0" topmargin="0">
<table width="980" border="0" cellspacing="0" cellpadding="0" align="center">
<tr><td class="top_logo"><a href="/news/index"><img src="/local/images/logo_old.gif" width="220" height="60" border="0" alt="晨曦日報"></a></td>
<td class="top_menu">{self.a("home", "晨曦新聞網首頁", "nav")} | {self.a("archive", "地方新聞", "nav")} | <a href="/local/archive/chiayi.htm">雲嘉南</a> | <a href="/local/archive/hualien.htm">花東</a> | <a href="/local/archive/taichung.htm">中彰投</a></td></tr>
<tr><td colspan="2" class="notice">本區為地方版舊報導存檔，新報導請至{self.a("cate", "晨曦新聞網", "nav")}閱讀。</td></tr>
</table>
<table width="980" border="0" cellspacing="0" cellpadding="0" align="center">
<tr><td width="150" valign="top" class="leftmenu">
<table width="100%" cellpadding="3" class="menu_box">
<tr><th>地方新聞</th></tr>
<tr><td><a href="/local/archive/keelung.htm">基隆</a>．<a href="/local/archive/taipei.htm">北市</a>．<a href="/local/archive/newtaipei.htm">新北</a></td></tr>
<tr><td><a href="/local/archive/taoyuan.htm">桃園</a>．<a href="/local/archive/hsinchu.htm">竹苗</a></td></tr>
<tr><td><a href="/local/archive/taichung.htm">中彰投</a></td></tr>
<tr><td><a href="/local/archive/chiayi.htm">雲嘉南</a></td></tr>
<tr><td><a href="/local/archive/kaohsiung.htm">高屏澎</a></td></tr>
<tr><td><a href="/local/archive/hualien.htm">花東</a>．<a href="/local/archive/kinmen.htm">金馬</a></td></tr>
<tr><th>今日各版</th></tr>
<tr><td><a href="/local/archive/paper/A1.htm">A1 要聞</a></td></tr>
<tr><td><a href="/local/archive/paper/A4.htm">A4 焦點</a></td></tr>
<tr><td><a href="/local/archive/paper/B1.htm">B1 地方綜合</a></td></tr>
<tr><td><a href="/local/archive/paper/B2.htm">B2 雲嘉新聞</a></td></tr>
<tr><td><a href="/local/archive/paper/B3.htm">B3 花東新聞</a></td></tr>
<tr><th>服務</th></tr>
<tr><td><a href="/local/archive/search.htm">舊報查詢</a></td></tr>
<tr><td><a href="mailto:local@chenxi.test">讀者投書</a></td></tr>
</table>
<script type="text/javascript">
<!--
function MM_swapImgRestore() {{var i,x,a=document.MM_sr; for(i=0;a&&i<a.length&&(x=a[i])&&x.oSrc;i++) x.src=x.oSrc;}}
function MM_preloadImages() {{var d=document; if(d.images){{ if(!d.MM_p) d.MM_p=new Array();
var i,j=d.MM_p.length,a=MM_preloadImages.arguments; for(i=0; i<a.length; i++)
if (a[i].indexOf("#")!=0){{ d.MM_p[j]=new Image; d.MM_p[j++].src=a[i];}}}}}}
//-->
</script>
</td>
<td width="550" valign="top" class="main">
{main}
</td>
<td width="280" valign="top" class="side">
<div class="ad"><a href="https://ad.chenxi.test/click?z=local_r1"><img src="/local/images/banner_280x250.gif" width="280" height="250" border="0" alt="廣告"></a></div>
<table width="100%" class="side_box"><tr><th>地方焦點</th></tr>
<tr><td>{self.a("alishan", self.docs["alishan"].title, "aside")}</td></tr>
<tr><td>{self.a("taroko", self.docs["taroko"].title, "aside")}</td></tr>
<tr><td><a href="/local/archive/1151130-0003.htm">東石漁港蚵仔季登場 週末人潮湧現</a></td></tr>
</table>
</td></tr>
</table>
<table width="980" align="center" class="foot"><tr><td>
<a href="/about/company">關於我們</a>｜<a href="mailto:local@chenxi.test">地方新聞投稿</a><br>
晨曦日報版權所有 Copyright(C) 2001-2026 Chenxi Daily. 建議使用IE 11.0以上版本瀏覽
</td></tr></table>
<script type="text/javascript">var _gaq = _gaq || []; _gaq.push(['_setAccount', 'UA-1234567-3']); _gaq.push(['_trackPageview']);</script>
</body>
</html>"""

    def amp_page(self, doc: Doc) -> str:
        body = self.blocks(
            doc,
            fig=lambda alt, cap: (
                f'<figure><amp-img src="https://pgw.chenxi.test/gw/photo.php?u=/8412873.jpg" width="800" height="533" layout="responsive" alt="{esc(alt)}"></amp-img><figcaption>{esc(cap)}</figcaption></figure>'
            ),
        )
        ld = {
            "@context": "http://schema.org",
            "@type": "NewsArticle",
            "mainEntityOfPage": self.url("mrt"),
            "headline": doc.title,
            "datePublished": doc.iso,
            "author": {"@type": "Person", "name": "王小明"},
            "publisher": {"@type": "Organization", "name": "晨曦日報"},
        }
        return f"""<!doctype html>
<html amp lang="zh-Hant-TW">
<head>
<meta charset="utf-8">
<title>{esc(doc.title)} | 晨曦日報</title>
<link rel="canonical" href="{self.url("mrt")}">
<meta name="viewport" content="width=device-width,minimum-scale=1,initial-scale=1">
<script async src="https://cdn.ampproject.org/v0.js"></script>
<script async custom-element="amp-analytics" src="https://cdn.ampproject.org/v0/amp-analytics-0.1.js"></script>
<script async custom-element="amp-ad" src="https://cdn.ampproject.org/v0/amp-ad-0.1.js"></script>
<script async custom-element="amp-social-share" src="https://cdn.ampproject.org/v0/amp-social-share-0.1.js"></script>
<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>
<style amp-boilerplate>body{{-webkit-animation:-amp-start 8s steps(1,end) 0s 1 normal both;animation:-amp-start 8s steps(1,end) 0s 1 normal both}}@keyframes -amp-start{{from{{visibility:hidden}}to{{visibility:visible}}}}</style><noscript><style amp-boilerplate>body{{-webkit-animation:none;animation:none}}</style></noscript>
<style amp-custom>/*PAD*/</style>
</head>
<body>
<header class="amp-header"><a href="/news/index"><amp-img src="/static/img/logo.svg" width="120" height="32" alt="晨曦日報"></amp-img></a></header>
<amp-ad width="320" height="100" type="doubleclick" data-slot="/2018/chenxi/amp/top"></amp-ad>
<article class="article-content">
<h1 class="article-content__title">{esc(doc.title)}</h1>
<div class="article-content__subinfo"><time class="article-content__time">{doc.stamp}</time>
<span class="article-content__author">{esc(doc.byline)}</span></div>
<div class="article-content__editor">
{body}
</div>
<div class="share"><amp-social-share type="facebook" data-param-app_id="1234567890"></amp-social-share><amp-social-share type="line"></amp-social-share></div>
</article>
<section class="more"><h3>更多新聞</h3><ul>
{"".join(f"<li>{self.a(k, self.docs[k].title, 'related')}</li>" for k in ("chip", "cpi", "air"))}
</ul>
<p>{self.a("mrt", "查看完整版網頁", "related")}</p></section>
<footer class="amp-footer">© 2026 晨曦日報</footer>
<amp-analytics type="gtag" data-credentials="include"><script type="application/json">{{"vars":{{"gtag_id":"G-CXD2026","config":{{"G-CXD2026":{{"groups":"default"}}}}}}}}</script></amp-analytics>
</body>
</html>"""

    # ---- mains ------------------------------------------------------------------------------------------------
    def story_main(self, doc: Doc) -> str:
        if doc.extra.get("legacy"):
            return self.legacy_story(doc)
        by = doc.byline
        if doc.extra.get("reporter"):
            name = doc.authors[0]
            by = by.replace(name, self.a(doc.extra["reporter"], name, "byline"), 1)
        else:
            by = esc(by)
        kicker = (
            f'<span class="article-content__kicker">{esc(doc.extra["kicker"])}</span>'
            if doc.extra.get("kicker")
            else ""
        )
        tags = " ".join(
            self.a("tag", f"#{t}", "content")
            if t == "跨年"
            else f'<a href="/search/tagging/2/{quote(t)}">#{esc(t)}</a>'
            for t in doc.extra.get("tags", [])
        )
        rel = "\n".join(
            f'<li class="story-list__news">{self.a(k, self.docs[k].title, "related")}</li>'
            for k in ARTS
            if k != doc.key and k not in ("alishan", "taroko")
        )
        body = self.blocks(
            doc,
            fig=lambda alt, cap: (
                f'<figure class="article-content__cover"><picture><img src="https://pgw.chenxi.test/gw/photo.php?u=/{doc.path[-7:]}.jpg" alt="{esc(alt)}" width="800" height="533" loading="lazy"></picture><figcaption class="article-content__cover-caption">{esc(cap)}</figcaption></figure>'
            ),
            custom={"sign": lambda t: f'<p class="article-content__editor-note">{esc(t)}</p>'},
        )
        return f"""<nav class="breadcrumb">{self.a("home", "首頁", "breadcrumb")} <i>›</i> {self.a("cate", doc.section, "breadcrumb") if doc.section == "要聞" else f'<a href="{SECTION_URL.get(doc.section, "/news/cate/2/6654")}">{esc(doc.section)}</a>'}</nav>
<section class="article-content__wrapper">
{kicker}<h1 class="article-content__title">{esc(doc.title)}</h1>
<div class="article-content__subinfo">
<section class="authors"><time class="article-content__time">{doc.stamp}</time>
<span class="article-content__author">{by}</span></section>
<div class="article-content__share"><a class="share-fb" href="https://www.facebook.com/sharer/sharer.php?u={quote(self.url(doc.key), safe="")}">分享</a><a class="share-line" href="https://social-plugins.line.me/lineit/share?url={quote(self.url(doc.key), safe="")}">LINE</a><button class="font-size">字級</button></div>
</div>
<section class="article-content__editor">
{body}
</section>
<div class="article-content__tags">{tags}</div>
<div class="article-content__copyright">本新聞文字、照片、影片專供個人閱讀，未經授權請勿轉載。</div>
</section>
<section class="article-content__comment"><h3>留言</h3><div class="fb-comments" data-href="{self.url(doc.key)}" data-numposts="5"></div></section>
<section class="context-box__related"><h3>延伸閱讀</h3><ul>
{rel}
</ul></section>"""

    def legacy_story(self, doc: Doc) -> str:
        body = self.blocks(doc, p_tag='<p class="content">')
        by = f'<div class="reporter">{esc(doc.byline)}</div>' if doc.byline else ""
        return f"""<table width="100%" class="news_title"><tr><td><span class="unit">晨曦日報／{esc(doc.section)}新聞</span></td><td align="right" class="date">{esc(doc.stamp)}</td></tr></table>
<h1 class="newstitle">{esc(doc.title)}</h1>
{by}
<div id="newstext">
{body}
</div>
<div class="print"><a href="javascript:window.print()">列印本頁</a>｜<a href="mailto:?subject={quote(doc.title)}">轉寄好友</a>｜{self.a("archive", "回地方新聞", "content")}</div>"""

    def listing_main(self, doc: Doc) -> str:
        if doc.extra.get("legacy"):
            rows = "\n".join(
                f'<tr><td class="date">{esc(self.docs[k].stamp.split(" ")[0])}</td><td>{self.a(k, self.docs[k].title, "content")}</td></tr>'
                for k in doc.extra["list"]
            )
            old = "\n".join(
                f'<tr><td class="date">{minguo(d)}</td><td><a href="/local/archive/{u}.htm">{esc(t)}</a></td></tr>'
                for d, u, t in (
                    ("2026-11-30", "1151130-0003", "東石漁港蚵仔季登場 週末人潮湧現"),
                    ("2026-11-29", "1151129-0011", "玉里赤科山金針花季落幕 農會推秋冬遊程"),
                    ("2026-11-28", "1151128-0004", "鹿港老街機車禁行 商家憂衝擊生意"),
                )
            )
            return f"""<h2 class="list_title">{esc(doc.title)}</h2>
<p class="list_note">本頁收錄晨曦日報地方版報導（{minguo("2026-11-28")}至{minguo("2026-12-03")}）。</p>
<table width="100%" class="newslist">
{rows}
{old}
</table>"""
        items = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            if doc.extra.get("times"):
                items.append(
                    f'<div class="story-list__news"><time class="story-list__time">{d.stamp[-5:]}</time> <span class="story-list__cate">{esc(d.section)}</span> {self.a(k, d.title, "content")}</div>'
                )
            else:
                stamp = d.stamp if d.is_article else d.extra.get("stamp", "")
                items.append(
                    f"""<div class="story-list__news">
<div class="story-list__image">{self.a(k, d.title, "content", 'tabindex="-1"', f'<img src="https://pgw.chenxi.test/gw/photo.php?u=/{d.path[-7:]}.jpg" alt="{esc(d.title)}" loading="lazy">')}</div>
<div class="story-list__text"><h2>{self.a(k, d.title, "content")}</h2><p>{esc(self.lede(d))}</p><time class="story-list__time">{esc(stamp)}</time></div>
</div>"""
                )
        pager = ""
        if doc.extra.get("more"):
            pager = f'<div class="pagelink">{self.a(doc.extra["more"], "下一頁", "pagination")}</div>'
        if doc.extra.get("prev"):
            pager = f'<div class="pagelink">{self.a(doc.extra["prev"], "上一頁", "pagination")} <span>2</span> <a href="/news/cate/2/6638?page=3">3</a></div>'
        head = f'<h1 class="story-list__title">{esc(doc.title)}</h1>'
        if doc.kind == "tag":
            head = f'<h1 class="story-list__title">{esc(doc.title)}</h1><p class="tag-desc">「{esc(doc.title)}」相關新聞</p>'
        if doc.kind == "search":
            head = f'<h1 class="story-list__title">{esc(doc.title)}</h1><p class="search-desc">搜尋「{esc(doc.title)}」共有 126 筆結果</p>'
        if doc.kind == "author":
            head = f'<div class="reporter-profile"><img src="/static/img/reporter/wang.jpg" alt="王小明"><h1>{esc(doc.title)}</h1><p>{esc(doc.extra["bio"])}</p><a href="mailto:wangxm@chenxi.test">寫信給記者</a></div><h2>最新報導</h2>'
        extra = ""
        if doc.key == "home":
            extra = f"""<section class="home-block"><h2>編輯精選</h2>
<p>{self.a("gallery", self.docs["gallery"].title, "content")}</p>
<p>{self.a("reporter", "記者專欄：王小明", "content")}｜{self.a("tag", "跨年懶人包", "content")}｜{self.a("search", "少子化專題", "content")}</p>
<p>{self.a("archive", "地方新聞存檔", "content")}</p></section>"""
        return f"""<section class="story-list">
{head}
{"".join(items)}
{pager}
</section>
{extra}"""

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "gallery":
            figs = "\n".join(
                f'<figure class="photo-story__item"><img src="https://pgw.chenxi.test/gw/photo.php?u=/8412555-{i}.jpg" alt="{esc(b[1])}" loading="lazy"><figcaption>{esc(b[2])}</figcaption><span class="photo-story__num">{i}/6</span></figure>'
                for i, b in enumerate(doc.blocks, 1)
            )
            return f"""<section class="photo-story">
<h1 class="photo-story__title">{esc(doc.title)}</h1>
<div class="photo-story__info"><time>{doc.extra["stamp"]}</time> 攝影／林雅婷</div>
{figs}
<div class="photo-story__more"><h3>更多圖輯</h3><a href="/photo/story/8925/8410021">圖輯／雙十國慶焰火</a> <a href="/photo/story/8925/8409870">圖輯／墾丁南灣衝浪季</a></div>
</section>"""
        return f"""<section class="static-page">
<h1>{esc(doc.title)}</h1>
{self.blocks(doc)}
</section>"""
