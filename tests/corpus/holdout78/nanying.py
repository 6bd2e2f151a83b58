# ruff: noqa: E501, RUF001, RUF002 (page texts and markup are long literal lines; full-width Chinese punctuation is deliberate)
"""Nanying Daily (南瀛日報): a Tainan daily on a **UDN-like** front end (`article-content__title`,
`article-content__time`, `article-content__author`, `article-content__paragraph`, `article-content__editor`,
`/news/story/7326/8412345`, `/news/cate/7326?page=2`, `/search/tagging/2/<percent-encoded>`, `/author/articles/…`,
`/search/word/2/…`; **absolute hrefs**), Traditional Chinese (`zh-Hant-TW`, labelled `zh`), UTF-8, Taiwan time (+08:00).

Dates are printed with the **Minguo (ROC) year**: "115/12/04 10:25" on stories (115 = 2026), "中華民國115年12月5日
星期六 農曆十月廿七" in the header (today, with the **lunar** date), and the temple story prints its lunar day beside
the ROC one. `NewsArticle` JSON-LD in +08:00, except: the Kaohsiung light-rail story printed 06:50 on 5 Dec carries
**UTC** (22:50Z on 4 Dec); the Chiayi orange story's `datePublished` carries the **ROC year in an ISO field**
("115-12-04T14:30:00+08:00"); the opinion piece and the archive have none. The CNA story opens with the agency's
dateline "（中央社記者陳怡君台北3日電）" (3 Dec) and closes with the agency's "（編輯：林家宏）1151203" (editor and a
yymmdd ROC date code); the site posted it on 4 Dec (labelled 4 Dec; its reporter, named only in the dateline, is the
author).

The 2011 archive (`/old/news/1000314/A3.htm`, the ROC date 100/03/14 in the path) is **Big5** declared only in
`<meta http-equiv>` (header plain `text/html`); Scrapy decodes it as `big5hkscs`. Credits: "記者林美君／台南報導"
(name between the role and the place), "記者林美君、李建宏／台南報導" (two), "南瀛日報／綜合報導" (desk, no person),
"文／張志豪（成功大學都市計劃學系教授）", "【記者王俊傑／台南報導】" (archive). "責任編輯" lines name editors, not
authors. Service pages: the farmers' almanac (農民曆), a video page, the privacy policy and the archive's day index."""

from __future__ import annotations

import json
from urllib.parse import quote

from common import ZH_DAYS, Base, local_iso, lunar_zh, minguo, page, roc_slash, story, utc, weekday
from sitekit import Doc, css_rules, esc

ORIGIN = "https://www.nanying-daily.test"
TAG = "安平"
QUERY = "遶境"
ARTS = ["kaohsiung", "baseball", "temple", "chiayi", "anping", "cna", "opinion"]
AUTHOR_IDS = {"林美君": "2231", "李建宏": "2240", "黃志明": "2118", "蔡宗翰": "2305", "張志豪": "9012", "陳怡君": "cna"}
BIG5 = {"encoding": "big5hkscs", "codec": "big5", "ctype": "text/html"}


def today_banner(y: int, m: int, d: int) -> str:
    return f"中華{minguo(y, m, d)} 星期{ZH_DAYS[weekday(y, m, d)]} 農曆{lunar_zh(y, m, d)}"


class Nanying(Base):
    origin = ORIGIN
    name = "南瀛日報"
    prefix = "nyd"
    language = "zh"
    absolute = True

    def pad_rules(self) -> list[str]:
        if self._extra("archive"):
            return css_rules("nyd-old", ["td.title", "td.nav a", ".content", ".date", "table.foot td"], 180)
        return css_rules(
            "nyd",
            [
                ".header__wrapper",
                ".navigation-list a",
                ".article-content__title",
                ".article-content__paragraph p",
                ".article-content__time",
                ".story-list__news",
                ".ad-slot",
                ".footer__wrapper",
                ".context-box",
                ".almanac-table td",
            ],
            250,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "南瀛日報",
                "udn-home",
                list=["kaohsiung", "baseball", "temple", "chiayi", "anping", "cna", "opinion"],
                more="cate",
            )
        )
        add(
            page(
                "cate",
                "/news/cate/7326",
                "section",
                "地方",
                "udn-cate",
                list=["kaohsiung", "baseball", "temple", "chiayi"],
                more="cate2",
            )
        )
        add(page("cate2", "/news/cate/7326?page=2", "section", "地方", "udn-cate-page2", list=["anping", "video"]))
        add(page("tag", f"/search/tagging/2/{quote(TAG)}", "tag", TAG, "udn-tagging", list=["anping"]))
        add(
            page(
                "author",
                f"/author/articles/{AUTHOR_IDS['林美君']}",
                "author",
                "林美君",
                "udn-author",
                list=["temple", "anping"],
                bio="南瀛日報台南地方記者，跑安平、安南與市政新聞。",
            )
        )
        add(
            page(
                "search",
                f"/search/word/2/{quote(QUERY)}",
                "search",
                f"「{QUERY}」搜尋結果",
                "udn-search",
                list=["temple", "video"],
            )
        )
        add(
            page(
                "almanac",
                "/almanac/20261205",
                "calendar",
                "農民曆 115年12月5日",
                "farmers-almanac-day",
                [
                    "T: 項目 | 內容",
                    "T: 國曆 | 民國115年12月5日 星期六（2026年12月5日）",
                    "T: 農曆 | 丙午年（馬年） " + lunar_zh(2026, 12, 5),
                    "T: 節氣 | 大雪：12月7日",
                    "T: 宜 | 祭祀、祈福、出行、納財、掃舍",
                    "T: 忌 | 動土、破土、安葬、開市",
                    "T: 吉時 | 卯時（05:00-07:00）、午時（11:00-13:00）、申時（15:00-17:00）",
                    "農民曆內容僅供參考，重要事項請洽詢專業人士。",
                ],
            )
        )
        add(
            page(
                "video",
                "/news/video/88231",
                "video",
                "影／正統天后宮遶境前 陣頭加緊練習",
                "video-embed",
                ["安南區正統天后宮12年一次的遶境將於農曆11月15日登場，各陣頭利用夜間加緊練習。"],
                video="2026-12-04T19:30:00+08:00",
            )
        )
        add(
            page(
                "privacy",
                "/privacy",
                "policy",
                "隱私權政策",
                "privacy-policy",
                [
                    "南瀛日報（以下簡稱本報）重視您的隱私權，為說明本報如何蒐集、處理及利用您的個人資料，特訂定本隱私權政策。",
                    "## 個人資料之蒐集",
                    "當您註冊會員、訂閱電子報或參加活動時，本報將蒐集您的姓名、電子郵件地址及聯絡電話等資料，僅於提供服務之目的範圍內使用。",
                    "## Cookie之使用",
                    "本網站使用Cookie以提供更好的瀏覽體驗及分析網站流量。您可透過瀏覽器設定拒絕Cookie，但可能導致部分功能無法正常使用。",
                    "本政策於中華民國115年10月1日修訂。",
                ],
            )
        )
        add(
            page(
                "oldindex",
                "/old/news/1000314/index.htm",
                "section",
                "100年3月14日 新聞目錄",
                "big5-archive-day-index",
                list=["archive"],
                archive=True,
                **BIG5,
            )
        )
        add(
            story(
                "anping",
                "/news/story/7326/8412345",
                "安平港水域遊憩區明年開放 市府將引進獨木舟與立槳",
                "2026-12-04",
                local_iso("2026-12-04 10:25", "+08:00"),
                "2026-12-04 10:25",
                ["林美君"],
                [
                    "台南市政府4日宣布，安平港舊港區水域遊憩區將於明年4月正式開放，除了獨木舟、立槳（SUP）等無動力水上活動外，也將規畫親水步道與夕陽觀景平台，預計每年可吸引30萬人次造訪。",
                    "市府觀光旅遊局表示，安平港舊港區過去以漁業與運輸為主，近年隨著港區轉型，水質已大幅改善，經過一年多的水質監測與安全評估，確認適合發展水域遊憩。",
                    "FIG: 安平港 | 安平港舊港區明年將開放水域遊憩。記者林美君／攝影",
                    "觀旅局長指出，遊憩區將委託民間業者經營，業者須配置合格救生員，並在每日日落前1小時結束水上活動。市府也將在周邊增設停車場與公廁，避免假日造成交通壅塞。",
                    "安平區在地居民多表示樂觀其成，但也有居民擔心遊客增加後，垃圾與噪音問題會影響生活品質。市府承諾將召開說明會，聽取地方意見後再定案。",
                ],
                "reporter-slash-place-byline",
                section="地方",
                ld="tw",
                editor="陳淑芬",
                tags=[TAG, "水域遊憩", "台南市政府"],
            )
        )
        add(
            story(
                "cna",
                "/news/story/7266/8411902",
                "長照居家服務給付調漲 明年起照服員時薪提高至260元",
                "2026-12-04",
                local_iso("2026-12-04 07:40", "+08:00"),
                "2026-12-04 07:40",
                ["陳怡君"],
                [
                    "（中央社記者陳怡君台北3日電）衛生福利部今天宣布，明年1月起調高長照居家服務的給付標準，居家照顧服務員平均時薪將由新台幣220元提高到260元，希望留住更多照顧人力。",
                    "衛福部指出，國內長照服務使用人數已突破60萬人，但居家照顧服務員流動率偏高，許多人因薪資偏低、工作負擔重而轉行。此次調整預計每年增加約新台幣45億元預算。",
                    "衛福部長照司官員說，除了提高給付，也將補助服務單位為照服員投保團體意外險，並增加交通費補貼，偏鄉地區每趟最高可補助新台幣200元。",
                    "長照服務業者對此表示肯定，但也提醒政府，人力缺口仍大，應同步檢討外籍看護與本國照服員的分工，才能真正解決問題。",
                ],
                "agency-dateline-in-first-paragraph",
                section="生活",
                credit="中央社",
                cna_tail="（編輯：林家宏）1151203",
                ld="cna",
            )
        )
        add(
            story(
                "kaohsiung",
                "/news/story/7326/8413077",
                "高雄輕軌凌晨停電 上班尖峰前搶修恢復",
                "2026-12-05",
                utc("2026-12-05 06:50", 480),
                "2026-12-05 06:50",
                ["黃志明"],
                [
                    "高雄環狀輕軌今天凌晨4時許發生供電異常，凱旋中華站至夢時代站之間路段一度停電，所幸事發時尚未開始營運，高雄捷運公司緊急搶修，在首班車發車前恢復供電。",
                    "高捷公司表示，初步研判是變電站一處電纜接頭老化導致跳電，維修人員約花2小時完成更換，今天早上6時30分首班車已正常發車，未影響旅客搭乘。",
                    "高捷公司說，將全面檢查輕軌沿線變電設備，並縮短電纜接頭的巡檢周期，避免類似情況再次發生。",
                ],
                "jsonld-utc-previous-day",
                section="地方",
                city="高雄",
                ld="utc",
                editor="陳淑芬",
            )
        )
        add(
            story(
                "chiayi",
                "/news/story/7326/8412610",
                "柳丁產地價崩跌 嘉義農會啟動保價收購",
                "2026-12-04",
                "115-12-04T14:30:00+08:00",
                "2026-12-04 14:30",
                ["蔡宗翰"],
                [
                    "嘉義縣柳丁進入盛產期，近日產地價格跌至每公斤8元，不到去年同期一半，果農叫苦連天。嘉義縣政府與各地農會今天宣布啟動保價收購，以每公斤12元收購次級果，加工製成果汁與果醬。",
                    "竹崎鄉果農陳先生表示，今年柳丁產量比往年多出三成，但外銷訂單減少，盤商收購意願低，「採收工資一天就要2000元，賣一斤還不夠付工錢。」",
                    "縣府農業處表示，除了保價收購，也將與量販店合作舉辦產地直送促銷活動，並爭取中央補助冷藏運輸費用，協助果農拓展國內市場。",
                    "農業部也將柳丁列入產銷預警品項，預計下周召開會議研商是否啟動外銷獎勵措施。",
                ],
                "roc-year-in-iso-jsonld",
                section="地方",
                city="嘉義",
                ld="roc",
                editor="許雅婷",
            )
        )
        add(
            story(
                "opinion",
                "/news/story/7338/8411200",
                "老屋活化，不該只剩文青咖啡館",
                "2026-12-03",
                None,
                "2026-12-03 08:00",
                ["張志豪"],
                [
                    "走一趟台南中西區，幾乎每條巷子都能看到由老屋改建的咖啡館、選物店與民宿。老屋活化讓府城重新成為觀光熱點，但也讓人不得不問：這些老房子，究竟為誰而活？",
                    "許多老屋在轉型為商業空間後，租金快速上漲，原本住在附近的老居民與傳統店家逐漸被迫搬離。街區的樣貌看似更新了，生活的紋理卻慢慢消失。",
                    "老屋活化的目標，不應只是創造打卡景點，而是讓老房子繼續承載社區的生活。市府可以考慮透過租金補貼或公共租賃，保留一定比例的空間給在地居民、傳統產業與社區組織使用。",
                    "府城的魅力，來自幾百年來人們在此生活留下的痕跡。若老屋只剩觀光客的身影，再美的建築也只是空殼。",
                ],
                "opinion-name-with-title-no-jsonld",
                section="南瀛論壇",
                printed="文／張志豪（成功大學都市計劃學系教授）",
                tail="（作者為成功大學都市計劃學系教授，本文不代表本報立場）",
            )
        )
        add(
            story(
                "archive",
                "/old/news/1000314/A3.htm",
                "日本強震 台南旅行社急改行程",
                "2011-03-14",
                None,
                "2011-03-14",
                ["王俊傑"],
                [
                    "日本東北地區11日發生規模9.0強震並引發海嘯，台南地區多家旅行社緊急調整赴日行程，原定本周出發的東北與關東旅遊團全數取消，改為北海道或九州行程，或全額退費。",
                    "台南市旅行商業同業公會理事長表示，目前台南約有20個團、近600名旅客原本預計在3月底前赴日，多數旅客選擇延期，也有部分旅客改往韓國或東南亞旅遊。",
                    "公會提醒民眾，若已報名日本旅遊，可依交通部觀光局公告的定型化契約規定辦理退費或延期，避免與業者產生糾紛。",
                ],
                "big5-archive-roc-date-path",
                section="地方",
                archive=True,
                printed="【記者王俊傑／台南報導】",
                **BIG5,
            )
        )
        add(
            story(
                "temple",
                "/news/story/7326/8412788",
                "正統天后宮遶境農曆11月15日登場 安南區交管3天",
                "2026-12-04",
                local_iso("2026-12-04 16:10", "+08:00"),
                "2026-12-04 16:10",
                ["林美君", "李建宏"],
                [
                    "台南市安南區正統天后宮每12年舉辦一次的媽祖遶境，將於農曆11月15日（國曆12月23日）起一連3天登場，預計有超過200個陣頭、5萬名信眾參與。市警局今天公布交通管制計畫，呼籲民眾提早規畫行車路線。",
                    "廟方表示，本次遶境路線涵蓋安南區32個里，全程約60公里，首日清晨6時由廟前起駕，第3天晚間回鑾安座。遶境期間將設置多處休息站，提供信眾飲水與醫療服務。",
                    "警方指出，遶境期間將於長和路、安中路等主要道路實施階段性交通管制，並規畫接駁車往返台南火車站與遶境主要地點。",
                    "當地居民表示，12年一次的盛會讓許多在外地工作的子弟特地返鄉參與，也為地方帶來不少人潮與商機。",
                ],
                "two-reporters-lunar-date-beside",
                section="地方",
                lunar=True,
                ld="tw",
                editor="陳淑芬",
                tags=[QUERY, "媽祖", "安南區"],
            )
        )
        add(
            story(
                "baseball",
                "/news/story/7327/8412950",
                "台南市立棒球場整修完工 明年迎職棒春訓",
                "2026-12-04",
                local_iso("2026-12-04 20:05", "+08:00"),
                "2026-12-04 20:05",
                [],
                [
                    "已有近百年歷史的台南市立棒球場，歷經1年半整修後今天正式完工，市府將於明年2月迎接職棒球隊春訓，並舉辦多場熱身賽。",
                    "T: 整修項目 | 內容",
                    "T: 觀眾席 | 更換6000個座椅，增設無障礙席位",
                    "T: 照明 | 改為LED燈具，照度提升至2500勒克斯",
                    "T: 球員休息室 | 擴建並增設重量訓練室",
                    "T: 排水 | 內外野重新鋪設排水層",
                    "市府體育局表示，此次整修總經費約新台幣3億元，除了提升觀賽品質，也特別保留早年留下的紅磚外牆與入口門柱，讓老球場在現代化之餘仍保有歷史記憶。",
                    "不少老球迷到場參觀，直呼「終於等到這一天」，也期盼未來能有更多國際賽事在府城舉行。",
                ],
                "desk-credit-data-table",
                section="運動",
                credit="南瀛日報／綜合報導",
                ld="org",
                editor="許雅婷",
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def render(self, doc: Doc) -> str:
        if doc.extra.get("archive"):
            self.current = doc.key
            return self.archive_page(doc)
        return super().render(doc)

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        out = [
            f"<title>{esc(doc.title)} | {esc(doc.section or doc.title)} | 南瀛日報</title>"
            if doc.is_article
            else f"<title>{esc(doc.title)} | 南瀛日報</title>",
            f'<meta name="description" content="{esc(self.lede(doc) if doc.is_article else doc.title)}">',
            f'<link rel="canonical" href="{esc(url)}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            f'<meta property="og:url" content="{esc(url)}">',
            '<meta property="og:site_name" content="南瀛日報">',
            '<meta property="og:locale" content="zh_TW">',
        ]
        mode = doc.extra.get("ld")
        if doc.is_article and mode:
            if mode in ("tw", "utc", "roc"):
                author: object = [{"@type": "Person", "name": a} for a in doc.authors]
            elif mode == "cna":
                author = {"@type": "Organization", "name": "中央社"}
            else:
                author = {"@type": "Organization", "name": "南瀛日報"}
            ld = {
                "@context": "http://schema.org",
                "@type": "NewsArticle",
                "mainEntityOfPage": {"@type": "WebPage", "@id": url},
                "headline": doc.title,
                "articleSection": doc.section,
                "keywords": doc.extra.get("tags", []),
                "datePublished": doc.iso,
                "dateModified": doc.iso,
                "author": author,
                "publisher": {
                    "@type": "Organization",
                    "name": "南瀛日報",
                    "logo": {
                        "@type": "ImageObject",
                        "url": f"{ORIGIN}/static/img/logo.png",
                        "width": 300,
                        "height": 60,
                    },
                },
                "image": {
                    "@type": "ImageObject",
                    "url": f"https://pgw.nanying-daily.test/gw/photo/{doc.path.rsplit('/', 1)[-1]}.jpg",
                },
            }
            out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
            out.append(f'<meta name="date" content="{roc_slash(doc.stamp).split()[0]}">')
        if doc.kind == "video":
            vid = {
                "@context": "https://schema.org",
                "@type": "VideoObject",
                "name": doc.title,
                "description": doc.blocks[0][1],
                "uploadDate": doc.extra["video"],
                "thumbnailUrl": f"{ORIGIN}/static/video/88231.jpg",
                "embedUrl": "https://www.youtube.com/embed/nydV88231",
            }
            out.append(f'<script type="application/ld+json">{json.dumps(vid, ensure_ascii=False)}</script>')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f'<li class="navigation-list__item">{self.a(k, t, "nav")}</li>'
            for k, t in (
                ("home", "首頁"),
                ("cate", "地方"),
                (f"{ORIGIN}/news/cate/7225", "要聞"),
                (f"{ORIGIN}/news/cate/7266", "生活"),
                (f"{ORIGIN}/news/cate/7327", "運動"),
                (f"{ORIGIN}/news/cate/7338", "南瀛論壇"),
                (f"{ORIGIN}/news/cate/7241", "財經"),
                ("almanac", "農民曆"),
            )
        )
        hot = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>"
            for k in ["temple", "kaohsiung", "baseball", "anping", "chiayi"]
        )
        return f"""<!DOCTYPE html>
<html lang="zh-Hant-TW">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
{self.head(doc)}
<link rel="stylesheet" href="{ORIGIN}/static/css/main.8c1f2e.css">
<style>/*PAD*/</style>
<script async src="https://securepubads.g.doubleclick.test/tag/js/gpt.js"></script>
<script>window.__NYD__={{"pageType":"{"article" if doc.is_article else doc.kind}","cate":"7326"}};</script>
</head>
<body class="{"story" if doc.is_article else "list"}">
<header class="header__wrapper"><div class="header__top"><span class="header__date">{today_banner(2026, 12, 5)}</span><span class="header__weather">台南 晴 17-26°C</span><a href="{ORIGIN}/member/login">登入</a> <a href="{ORIGIN}/subscribe">訂閱</a></div>
<a class="header__logo" href="{ORIGIN}/"><img src="{ORIGIN}/static/img/logo.png" alt="南瀛日報" width="200" height="44"><span class="hidden">南瀛日報</span></a>
<nav class="navigation"><ul class="navigation-list">{nav}</ul><form class="search-form" action="{ORIGIN}/search/word/2/"><input name="keyword" placeholder="搜尋"><button>搜尋</button></form></nav></header>
<div class="ad-slot ad-slot--top" id="div-gpt-ad-nyd-top"></div>
<main class="wrapper"><div class="wrapper-left">
{main}
</div>
<aside class="wrapper-right"><div class="ad-slot" id="div-gpt-ad-nyd-side"></div>
<section class="context-box"><h3 class="context-box__title">熱門新聞</h3><ol>{hot}</ol></section>
<section class="context-box"><h3 class="context-box__title">熱門關鍵字</h3>{self.a("tag", TAG, "aside")} {self.a("search", QUERY, "aside")} <a href="{ORIGIN}/search/tagging/2/%E6%9F%B3%E4%B8%81">柳丁</a></section>
<section class="context-box"><h3 class="context-box__title">生活服務</h3>{self.a("almanac", "今日農民曆", "aside")} · {self.a("video", "影音", "aside")}</section></aside>
</main>
<footer class="footer__wrapper"><div class="footer__links"><a href="{ORIGIN}/about">關於我們</a> | {self.a("privacy", "隱私權政策", "footer")} | <a href="{ORIGIN}/terms">服務條款</a> | <a href="{ORIGIN}/ad">廣告刊登</a> | {self.a("oldindex", "歷史新聞", "footer")} | <a href="{ORIGIN}/rss">RSS</a></div>
<p>南瀛日報社 版權所有 © 2026 Nanying Daily. 台南市新營區民治路36號 電話：(06)632-1234</p></footer>
<div class="cookie-consent" role="dialog">本網站使用Cookie提供更好的瀏覽體驗，繼續瀏覽即表示您同意我們的<a href="{ORIGIN}/privacy">隱私權政策</a>。<button>我知道了</button></div>
<script src="{ORIGIN}/static/js/main.8c1f2e.js" defer></script>
</body>
</html>"""

    def byline(self, doc: Doc) -> str:
        if doc.extra.get("credit"):
            return f'<span class="article-content__author">{esc(doc.extra["credit"])}</span>'
        if doc.extra.get("printed"):
            return f'<span class="article-content__author">{esc(doc.extra["printed"])}</span>'
        names = "、".join(
            self.a("author" if a == "林美君" else f"/author/articles/{AUTHOR_IDS[a]}", a, "byline") for a in doc.authors
        )
        return f'<span class="article-content__author">記者{names}／{esc(doc.extra.get("city", "台南"))}報導</span>'

    def story_main(self, doc: Doc) -> str:
        time = roc_slash(doc.stamp)
        if doc.extra.get("lunar"):
            y, m, d = (int(x) for x in doc.stamp.split()[0].split("-"))
            time += f" 農曆{lunar_zh(y, m, d)}"
        body = self.blocks(doc)
        tail = ""
        if doc.extra.get("cna_tail"):
            tail = f'<p class="article-content__cna">{esc(doc.extra["cna_tail"])}</p>'
        if doc.extra.get("tail"):
            tail = f'<p class="article-content__note">{esc(doc.extra["tail"])}</p>'
        editor = (
            f'<section class="article-content__editor">責任編輯：{esc(doc.extra["editor"])}</section>'
            if doc.extra.get("editor")
            else ""
        )
        tags = ""
        if doc.extra.get("tags"):
            items = " ".join(
                self.a({TAG: "tag", QUERY: "search"}.get(t, f"/search/tagging/2/{quote(t)}"), t, "tag")
                for t in doc.extra["tags"]
            )
            tags = f'<section class="keywords"><span>關鍵字：</span>{items}</section>'
        extra_rel = ""
        if doc.key == "temple":
            extra_rel = f"<li>{self.a('video', self.docs['video'].title, 'related')}</li>"
        rel = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'related')}</li>" for k in [k for k in ARTS if k != doc.key][:4]
        )
        u = quote(self.url(doc.key), safe="")
        return f"""<article class="article-content">
<div class="article-content__breadcrumb"><a href="{ORIGIN}/">首頁</a> / <span>{esc(doc.section)}</span></div>
<h1 class="article-content__title">{esc(doc.title)}</h1>
<section class="authors"><time class="article-content__time">{time}</time> {self.byline(doc)}</section>
<div class="article-content__share"><a href="https://www.facebook.com/sharer/sharer.php?u={u}">分享</a> <a href="https://social-plugins.line.me/lineit/share?url={u}">LINE</a> <a href="#" class="copy-link">複製連結</a></div>
<section class="article-content__editor-img"><img src="https://pgw.nanying-daily.test/gw/photo/{doc.path.rsplit("/", 1)[-1]}.jpg" alt="{esc(doc.title)}" width="720" height="405"></section>
<section class="article-content__paragraph"><section class="article-content__editor">
{body}
{tail}
</section></section>
{editor}
{tags}
<div class="ad-slot ad-slot--inread" id="div-gpt-ad-nyd-inread"></div>
<section class="story-list story-list--related"><h3>延伸閱讀</h3><ul>{extra_rel}{rel}</ul></section>
</article>"""

    def listing_main(self, doc: Doc) -> str:
        items = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            when = roc_slash(d.stamp) if d.is_article else "影音"
            items.append(
                f'<div class="story-list__news"><div class="story-list__image"><img src="https://pgw.nanying-daily.test/gw/photo/thumb-{d.path.rsplit("/", 1)[-1]}.jpg" alt="" loading="lazy"></div><div class="story-list__text"><h2>{self.a(k, d.title, "content")}</h2><p>{esc(self.lede(d) if d.is_article else d.blocks[0][1])}</p><time class="story-list__time">{when}</time></div></div>'
            )
        head = f'<h1 class="page-title">{esc(doc.title)}</h1>'
        extra = ""
        if doc.kind == "home":
            head = '<h1 class="hidden">南瀛日報 即時新聞</h1>'
            extra = f'<div class="more">{self.a("cate", "更多地方新聞", "content")}</div><div class="home-services">{self.a("almanac", "農民曆：今日宜祭祀、祈福", "content")} | {self.a("video", "影音：" + self.docs["video"].title, "content")}</div>'
        elif doc.kind == "author":
            head = f'<div class="author-info"><img src="{ORIGIN}/static/author/2231.jpg" alt="" width="80" height="80"><h1 class="page-title">{esc(doc.title)}</h1><p>{esc(doc.extra["bio"])}</p></div>'
            extra = f'<div class="story-list__news"><h2><a href="{ORIGIN}/news/story/7326/8401233">安南區鹽田濕地步道啟用 假日導覽免費</a></h2></div><div class="story-list__news"><h2><a href="{ORIGIN}/news/story/7326/8395510">台南市議會定期會開議 預算審查聚焦捷運</a></h2></div>'
        elif doc.kind == "tag":
            extra = f'<div class="story-list__news"><h2><a href="{ORIGIN}/news/story/7326/8390122">安平老街店家聯合推出年終優惠</a></h2></div><div class="story-list__news"><h2><a href="{ORIGIN}/news/story/7326/8377001">安平古堡夜間開放延長至晚間9時</a></h2></div>'
        elif doc.kind == "search":
            head = f'<h1 class="page-title">{esc(doc.title)}</h1><form action="{ORIGIN}/search/word/2/"><input name="keyword" value="{esc(QUERY)}"><button>搜尋</button></form><p class="search-total">共 2 筆結果</p>'
        pager = ""
        if doc.key == "cate":
            pager = f'<div class="pagination"><span class="pagination__current">1</span> {self.a("cate2", "2", "pagination")} <a href="{ORIGIN}/news/cate/7326?page=3">3</a> {self.a("cate2", "下一頁", "pagination")}</div>'
        elif doc.key == "cate2":
            pager = f'<div class="pagination">{self.a("cate", "上一頁", "pagination")} {self.a("cate", "1", "pagination")} <span class="pagination__current">2</span> <a href="{ORIGIN}/news/cate/7326?page=3">3</a></div>'
        return f'<section class="story-list">{head}{"".join(items)}{extra}{pager}</section>'

    def service_main(self, doc: Doc) -> str:
        html = self.blocks(doc)
        if doc.kind == "video":
            return f'<article class="video-content"><h1 class="article-content__title">{esc(doc.title)}</h1><time class="article-content__time">115/12/04 19:30</time><div class="video-player"><iframe src="https://www.youtube.com/embed/nydV88231" width="720" height="405" allowfullscreen></iframe></div>{html}<p>{self.a("temple", "相關新聞：" + self.docs["temple"].title, "content")}</p></article>'
        html = html.replace('<table class="data">', '<table class="almanac-table">')
        return f'<section class="static-page"><h1 class="page-title">{esc(doc.title)}</h1>\n{html}\n</section>'

    def archive_page(self, doc: Doc) -> str:
        """The 2011 archive: Big5 (meta only), a table layout; the story's paragraphs separated by <br><br>."""
        banner = today_banner(2011, 3, 14)
        if doc.is_article:
            paras = "<br><br>\n".join("　　" + esc(b[1]) for b in doc.blocks if b[0] == "p")
            content = f"""<tr><td class="title"><font size="4"><b>{esc(doc.title)}</b></font></td></tr>
<tr><td class="date">100/03/14</td></tr>
<tr><td class="content">{esc(doc.extra["printed"])}<br><br>
{paras}
</td></tr>
<tr><td>{self.a("oldindex", "回本日新聞目錄", "related")}</td></tr>"""
        else:
            rows = "".join(
                f"<tr><td>{self.a(k, self.docs[k].title, 'content')}</td><td>地方</td></tr>" for k in doc.extra["list"]
            )
            rows += f'<tr><td><a href="{ORIGIN}/old/news/1000314/A1.htm">府城古蹟週 文化局推免費導覽</a></td><td>地方</td></tr><tr><td><a href="{ORIGIN}/old/news/1000314/A2.htm">台南市議會臨時會 審查災害準備金</a></td><td>政治</td></tr><tr><td><a href="{ORIGIN}/old/news/1000314/B1.htm">南瀛盃少棒賽 新營國小奪冠</a></td><td>體育</td></tr>'
            content = f"""<tr><td class="title"><font size="4"><b>{esc(doc.title)}</b></font></td></tr>
<tr><td><table class="list" width="100%">{rows}</table></td></tr>
<tr><td><a href="{ORIGIN}/old/news/1000313/index.htm">上一日</a> | <a href="{ORIGIN}/old/news/1000315/index.htm">下一日</a></td></tr>"""
        return f"""<html>
<head>
<meta http-equiv="Content-Type" content="text/html; charset=big5">
<title>{esc(doc.title)} - 南瀛日報</title>
<style type="text/css">/*PAD*/</style>
</head>
<body bgcolor="#FFFFFF">
<table width="760" border="0" align="center" cellpadding="0" cellspacing="0">
<tr><td><img src="{ORIGIN}/old/images/logo.gif" width="220" height="60" alt="南瀛日報"> <font size="2">{banner}</font></td></tr>
<tr><td class="nav"><a href="{ORIGIN}/old/">首頁</a> | <a href="{ORIGIN}/old/news/1000314/index.htm">今日新聞</a> | <a href="{ORIGIN}/old/search.asp">新聞搜尋</a> | {self.a("home", "南瀛日報新版網站", "nav")}</td></tr>
<tr><td><table width="100%" cellpadding="8">
{content}
</table></td></tr>
<tr><td align="center"><table class="foot"><tr><td><font size="2">南瀛日報社 版權所有 轉載請註明出處</font></td></tr></table></td></tr>
</table>
</body>
</html>"""
