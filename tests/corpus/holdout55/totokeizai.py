# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; full-width punctuation is deliberate)
"""東都経済新聞 電子版: a Japanese economic daily modelled on Nikkei's web edition (`/article/DGXZQOUB04A7Q0U6A201C2000000/`,
hashed CSS classes such as `title_thmu7ia`, `paragraph_p15tm1hb`, `TimeStamp_t165nkxq`, a `cXenseParse:recs:publishtime`
meta in "+0900" form, `NewsArticle` JSON-LD whose author is the company), Japanese, UTF-8 — except the **企業**
section (its front and two stories), an older template (`cmn-article_text`, `/companies/news/20261203_0412.html`,
dates printed "2026/12/3 16:20") served in **Shift_JIS declared by the HTTP header only** (Scrapy decodes it as
cp932). Dates are printed "2026年12月4日 15:35". Stories carry no byline except one column signed "編集委員 山田太郎".
The yen story's JSON-LD is in **UTC** (15:10Z = 5 Dec 00:10 in Tokyo). A "速報" one-paragraph flash is an article;
the Nikkei-average page (price, chart, movers, headlines) is not."""

from __future__ import annotations

import json

from common import Base, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["close", "sokuho", "column", "toho", "kansai", "bonus", "yen", "interview"]
SJIS = {"encoding": "cp932", "codec": "cp932", "content_type": "text/html; charset=Shift_JIS"}
SEARCH = "/search?keyword=%E8%B3%83%E4%B8%8A%E3%81%92"  # 賃上げ


class TotoKeizai(Base):
    origin = "https://www.totokeizai.test"
    name = "東都経済新聞"
    prefix = "tkz"
    language = "ja"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "tkz",
            [
                ".title_thmu7ia",
                ".paragraph_p15tm1hb",
                ".TimeStamp_t165nkxq",
                ".container_c1suc6un",
                ".cmn-article_text",
                ".k-header",
                ".k-footer",
                ".ranking_r1q8p7",
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
                "東都経済新聞 電子版：経済、株価、ビジネス、政治のニュース",
                "nikkei-like-home",
                list=["close", "sokuho", "yen", "bonus", "column", "interview", "toho"],
                more="markets",
            )
        )
        add(
            page(
                "markets",
                "/markets/",
                "section",
                "マーケット",
                "section-front",
                list=["yen", "close", "sokuho", "bonus"],
                more="markets2",
            )
        )
        add(
            page(
                "markets2",
                "/markets/?page=2",
                "section",
                "マーケット",
                "section-front-page2",
                list=["interview", "column"],
            )
        )
        add(
            page(
                "companies",
                "/companies/",
                "section",
                "企業",
                "legacy-section-shift-jis-header-only",
                list=["toho", "kansai", "interview"],
                **SJIS,
            )
        )
        add(
            page(
                "index",
                "/markets/worldidx/chart/nk225/",
                "quote",
                "日経平均株価",
                "stock-index-quote-chart",
                list=["close", "toho"],
            )
        )
        add(page("tag", "/theme/semiconductor/", "tag", "半導体", "theme-page", list=["close", "toho"]))
        add(page("author", "/opinion/author/yamada-taro/", "author", "山田太郎", "author-page", list=["column"]))
        add(page("search", SEARCH, "search", "「賃上げ」の検索結果", "search-page", list=["column", "bonus"]))
        add(
            page(
                "about",
                "/info/about/",
                "about",
                "会社案内",
                "about-page",
                [
                    "東都経済新聞社は1946年に創刊した経済専門の日刊紙です。国内外の経済、金融・市場、企業、政治の動きを報道しています。",
                    "2010年に電子版を創刊し、現在の有料会員数は約48万人です。東京本社のほか、大阪、名古屋、福岡に支社、海外ではニューヨーク、ロンドン、上海、シンガポールなど12カ所に支局を置いています。",
                    "## 所在地",
                    "〒100-0004 東京都千代田区大手町1-9-5",
                    "## お問い合わせ",
                    "読者センター：0120-000-000（平日9時～18時）",
                ],
            )
        )
        add(
            story(
                "close",
                "/article/DGXZQOUB04A7Q0U6A201C2000000/",
                "日経平均続伸、320円高　半導体株に買い",
                "2026-12-04",
                "2026-12-04T15:35:00+09:00",
                "2026年12月4日 15:35",
                [],
                [
                    "4日の東京株式市場で日経平均株価は続伸し、前日比320円18銭（0.63%）高の5万1284円65銭で取引を終えた。前日の米国市場で半導体株が上昇した流れを引き継ぎ、東京市場でも半導体関連銘柄に買いが広がった。",
                    "米半導体大手アルヴェラ・セミコンダクターが3日発表した8～10月期決算は売上高が市場予想を上回り、データセンター向け需要の強さが改めて意識された。半導体製造装置の東邦精機や検査装置の三星テクノが上昇し、2銘柄で日経平均を約110円押し上げた。",
                    "一方、円相場が1ドル=149円台と前日夕に比べてやや円高・ドル安に振れたことから、自動車など輸出関連株の一角には売りが出た。今晩発表の11月の米雇用統計を前に、持ち高を一方向に傾ける動きは限られた。",
                    "市場では「米国の賃金の伸びが鈍れば利下げ観測が強まり、年末に向けて上値を試す展開もあり得る」（国内証券のストラテジスト）との声が聞かれた。",
                    "東証株価指数（TOPIX）は続伸し、12.41ポイント（0.36%）高の3425.87で終えた。東証プライムの売買代金は概算で4兆6312億円、売買高は19億8000万株だった。値上がり銘柄数は1021と全体の6割を占めた。",
                    "業種別では電気機器や精密機器の上昇が目立った。海運や陸運は下落した。",
                    "個別では、前日に業績予想の上方修正を発表した東邦精機が大幅高となり、上場来高値を更新した。梅田北の再開発計画を公表した関西電鉄は、投資負担が重荷になるとの見方から売られた。",
                    "前引け時点では日経平均は180円高だったが、午後に入って海外投資家とみられる買いが断続的に入り、上げ幅を広げた。週間では日経平均は2.1%上昇し、2週連続で上げた。",
                ],
                "market-close-no-byline",
                section="マーケット",
                kicker="国内株概況",
                topic=True,
                cx=True,
            )
        )
        add(
            story(
                "sokuho",
                "/article/DGXZQOUA03BZ20U6A201C2000000/",
                "【速報】10月の家計支出、実質2.1%減",
                "2026-12-04",
                "2026-12-04T08:31:00+09:00",
                "2026年12月4日 8:31",
                [],
                [
                    "総務省が4日発表した10月の家計調査によると、2人以上の世帯の消費支出は1世帯あたり29万8412円と、物価変動の影響を除いた実質で前年同月比2.1%減少した。減少は2カ月連続。",
                ],
                "flash-one-paragraph",
                section="経済",
                kicker="速報",
                flash=True,
            )
        )
        add(
            story(
                "column",
                "/article/DGXZQODK02C3K0S6A201C2000000/",
                "賃上げの持続力を問う",
                "2026-12-03",
                "2026-12-03T05:00:00+09:00",
                "2026年12月3日 5:00",
                ["山田太郎"],
                [
                    "2026年の春季労使交渉では、大企業の賃上げ率が3年連続で5%を超えた。政府や日銀が期待する「賃金と物価の好循環」は、数字の上では定着しつつあるように見える。だが、地方の中小企業を歩くと、少し違う景色が見えてくる。",
                    "新潟県のある金属加工会社の社長は、今年も4%の賃上げに踏み切った。理由を尋ねると「上げなければ若手が辞めてしまう」と即答した。業績が伸びたから上げたのではない。人材の流出を防ぐための、いわば「防衛的賃上げ」である。",
                    "東都経済研究所の調べでは、従業員300人未満の企業のうち、業績の改善を伴わないまま賃上げを実施した企業の割合は約4割に達した。原材料費や光熱費の上昇分を価格に転嫁できた企業は半数にとどまる。利益を削って賃金を上げる構図が長く続くとは考えにくい。",
                    "問題の根は生産性にある。中小企業の労働生産性は大企業の半分程度で、その差はこの20年ほとんど縮まっていない。設備投資やデジタル化の遅れに加え、下請け構造のなかで価格決定力を持てないことが大きい。",
                    "政府は価格転嫁を促す指針を設け、公正取引委員会も監視を強めている。一定の効果は出ているものの、取引先との力関係を考えれば、中小企業が値上げを切り出すのは容易ではない。",
                    "賃上げを持続させるには、生産性を高めて稼ぐ力を引き上げるしかない。事業の統合や再編を後押しする仕組み、省力化投資への支援、そして経営者自身の意識改革が欠かせない。",
                    "「防衛的賃上げ」を「前向きな賃上げ」に変えられるかどうか。来年の春季交渉は、その試金石となる。",
                ],
                "signed-column-editorial-writer",
                section="オピニオン",
                kicker="経済の羅針盤",
                dek="中小企業に広がる「防衛的賃上げ」の限界",
                signed="編集委員",
            )
        )
        add(
            story(
                "toho",
                "/companies/news/20261203_0412.html",
                "東邦精機、今期純利益24%増に上方修正　データセンター向け好調",
                "2026-12-03",
                None,
                "2026/12/3 16:20",
                [],
                [
                    "半導体製造装置の東邦精機は3日、2027年3月期の連結純利益が前期比24%増の412億円になりそうだと発表した。従来予想（8%増の359億円）から53億円上方修正した。生成AI（人工知能）向けのデータセンター投資が拡大し、主力の洗浄装置や検査装置の受注が想定を上回っている。",
                    "売上高は13%増の3860億円と、従来予想を180億円上回る見通し。営業利益は21%増の585億円を見込む。",
                    "台湾や韓国の大手半導体メーカーから、先端品の量産ライン向けの引き合いが強い。為替の前提を1ドル=140円から145円に見直したことも利益を押し上げる。",
                    "同日記者会見した川村健一社長は「データセンター向けの需要は少なくとも27年度まで高水準が続く」との見方を示した。中国向けについては「輸出規制の影響で先行きは読みにくい」と慎重な姿勢を崩さなかった。",
                    "年間配当は従来予想から10円引き上げ、1株あたり130円（前期は110円）とする。",
                    "同社は同日、27年3月期から3年間の中期経営計画も発表した。最終年度の29年3月期に売上高5000億円、営業利益率17%を目指す。研究開発費は3年間で累計1200億円と前の3年間の1.4倍に増やし、次世代の微細化に対応した洗浄技術の開発を急ぐ。",
                    "東邦精機は東京都大田区に本社を置き、半導体の洗浄装置で世界シェア2割を握る。21年に熊本県菊陽町で新工場を稼働させ、生産能力を約1.5倍に増やした。",
                ],
                "legacy-shift-jis-story",
                section="企業",
                kicker="決算・業績",
                **SJIS,
            )
        )
        add(
            story(
                "kansai",
                "/companies/news/20261202_0387.html",
                "関西電鉄、梅田北で2000億円再開発　33年度全面開業",
                "2026-12-02",
                None,
                "2026/12/2 19:05",
                [],
                [
                    "関西電鉄は2日、大阪・梅田の北側で大規模な再開発に乗り出すと発表した。オフィスやホテル、商業施設が入る地上45階建ての複合ビルなど3棟を建設し、2033年度の全面開業を目指す。総事業費は約2000億円を見込む。",
                    "対象は同社が保有する旧貨物駅の跡地など約3.2ヘクタール。高さ約220メートルの複合ビルには、外資系の高級ホテルを誘致する方針だ。低層部には飲食店や物販店など約120店舗を配置し、屋上には一般に開放する庭園を設ける。",
                    "再開発地区は大阪駅から徒歩5分の距離にあり、隣接する公園や商業施設と歩行者デッキで結ぶ計画だ。27年春に着工し、まずオフィス棟を31年度に開業させる。",
                    "大阪では大阪・関西万博を契機に都心部の再開発が相次いでいる。関西電鉄は鉄道事業の収益が人口減少で先細りするなか、不動産事業を成長の柱に据える。同事業の営業利益を30年度までに現在の1.5倍に増やす計画を掲げる。",
                    "大西隆社長は記者会見で「梅田の北の玄関口として、国内外から人を呼び込む拠点にしたい」と述べた。建設費の高騰が続くなか、事業費が膨らむリスクについては「設計段階で精査し、収益性を確保する」と語った。",
                    "同社は沿線でも、高齢者向け住宅や物流施設の開発を進めている。不動産事業の売上高は26年3月期に1400億円と、全体の3割を占めるまでになった。",
                ],
                "legacy-shift-jis-story-photo",
                section="企業",
                kicker="不動産",
                photo=("再開発の完成予想図", "梅田北の再開発で建設する複合ビルの完成予想図（関西電鉄提供）"),
                **SJIS,
            )
        )
        add(
            story(
                "bonus",
                "/article/DGXZQOUC30AXK0Q6A131C2000000/",
                "冬のボーナス3.8%増、92万円で過去最高　本社調査",
                "2026-12-01",
                "2026-12-01T18:00:00+09:00",
                "2026年12月1日 18:00",
                [],
                [
                    "東都経済新聞社がまとめた2026年冬のボーナス調査（11月20日時点）で、1人あたりの平均支給額は前年比3.8%増の92万4518円となった。増加は5年連続で、比較可能な1975年以降で最高額を更新した。好調な企業業績と人手不足を背景に、幅広い業種で支給額が伸びた。",
                    "調査は上場企業と有力な非上場企業を対象に実施し、512社が回答した。製造業は4.2%増の97万3120円、非製造業は3.0%増の84万1976円だった。",
                    "### 主な業種の平均支給額",
                    "T: 業種 | 平均支給額（円） | 前年比増減率（%）",
                    "T: 自動車・部品 | 1,085,402 | 5.1",
                    "T: 電機 | 1,012,736 | 4.6",
                    "T: 建設 | 1,134,580 | 3.9",
                    "T: 商社 | 1,251,047 | 2.8",
                    "T: 小売業 | 712,395 | 3.4",
                    "T: 鉄道・バス | 788,210 | 6.2",
                    "業種別では、訪日客の増加を追い風に運輸の伸びが目立った。鉄道・バスは6.2%増と、全業種で最も高い伸びとなった。",
                    "一方、中国経済の減速の影響を受ける化学や鉄鋼では、前年を下回る企業が相次いだ。",
                    "支給額の決定にあたっては、業績連動型の算定方式を採用する企業が全体の6割を超えた。物価上昇が続くなか、賞与の増加が年末商戦の消費を下支えするとの期待も出ている。",
                ],
                "survey-with-table",
                section="経済",
                kicker="本社調査",
                cx=True,
            )
        )
        add(
            story(
                "yen",
                "/article/DGXZQOGN04ERR0U6A201C2000000/",
                "円相場、1ドル=148円台に上昇　米賃金の伸び鈍化で",
                "2026-12-05",
                "2026-12-04T15:10:00Z",
                "2026年12月5日 0:10",
                [],
                [
                    "4日のニューヨーク外国為替市場で円相場は上昇し、一時1ドル=148円台後半と約2カ月ぶりの円高・ドル安水準をつけた。同日発表の11月の米雇用統計で平均時給の伸びが市場予想を下回り、米連邦準備理事会（FRB）が来年前半にも利下げに動くとの観測が強まった。日米の金利差が縮小するとの見方から、円を買ってドルを売る動きが広がった。",
                    "米労働省によると、11月の非農業部門の雇用者数は前月比16万8000人増と、市場予想とほぼ同じだった。一方、平均時給は前月比0.2%増と、予想（0.3%増）を下回った。",
                    "米長期金利の指標となる10年物国債利回りは一時3.9%台前半まで低下した。",
                    "市場では「日銀が来年1月にも追加利上げに踏み切るとの見方も根強く、円高基調が続く可能性がある」（米銀の為替ストラテジスト）との声があった。ただ、来週発表の11月の米消費者物価指数（CPI）を見極めたいとして、一段の円買いを控える雰囲気もあった。",
                    "円は対ユーロでも上昇し、1ユーロ=173円台前半で推移した。",
                    "4日のニューヨーク株式市場ではダウ工業株30種平均が続伸し、前日比197ドル高の4万7206ドルで終えた。利下げ観測が強まり、ハイテク株を中心に買いが入った。",
                ],
                "overnight-utc-jsonld-next-day",
                section="マーケット",
                kicker="外国為替",
            )
        )
        add(
            story(
                "interview",
                "/article/DGXZQOFB27BTH0X21C26A1000000/",
                "北陸フィナンシャル社長「地銀再編、県境越え加速」",
                "2026-12-02",
                "2026-12-02T11:00:00+09:00",
                "2026年12月2日 11:00",
                [],
                [
                    "人口減少と金利上昇で地方銀行の経営環境が大きく変わりつつある。富山、石川、福井の3県に地盤を持つ北陸フィナンシャルグループの森本誠社長に、再編の見通しや今後の戦略を聞いた。",
                    "――日銀の利上げで銀行の収益環境は改善しています。",
                    "預貸金利ざやは確かに広がり、今期は増益を見込んでいる。ただ、恩恵を受けられるのは地域の企業が元気であればこそだ。人口減少で貸出先そのものが減っている現実は変わらない。金利が上がったから安心だという空気が業界にあるとすれば危うい。",
                    "――地銀の再編は今後も進みますか。",
                    "経営統合の動きは県境を越えて加速するだろう。システムや人材への投資負担は年々重くなっており、単独で対応できる銀行は限られる。5年後に地銀の数が現在の半分程度になってもおかしくない。当社は規模を追うだけの統合には関心がないが、デジタル分野などでの提携には前向きに取り組む。",
                    "――取引先企業の事業承継が課題になっています。",
                    "北陸3県では経営者の平均年齢が60歳を超え、後継者がいない企業が半数近くにのぼる。地域の雇用を守るためにも、M&A（合併・買収）の仲介や事業承継ファンドを通じた支援を強化している。昨年度の成約件数は前の年度の1.4倍になった。",
                    "――地域経済の活性化に向けた取り組みは。",
                    "観光と先端産業の両輪で考えている。北陸新幹線の延伸で首都圏からの来訪者は増えた。宿泊施設の改修や、半導体関連の工場誘致に伴う住宅整備など、資金需要は確実にある。銀行が地域の将来像を描き、自治体や企業と一緒に動くことが求められている。",
                    "――デジタル化への対応は。",
                    "店舗の統廃合を進める一方、スマートフォンのアプリで口座開設から融資の申し込みまで完結できるようにした。アプリの利用者は50万人を超えた。ただ、高齢の顧客も多く、対面での相談の重要性は変わらない。店舗は減らしても、相談機能はむしろ強化していく。",
                ],
                "interview-dash-questions-profile-box",
                section="金融",
                kicker="トップに聞く",
                profile="森本誠（もりもと・まこと）85年金沢大法文卒、富山中央銀行（現北陸フィナンシャルグループ）入行。常務、副頭取を経て22年から現職。石川県出身。63歳",
            )
        )

    # ---------------------------------------------------------------- templates
    def frame(self, doc: Doc, main: str) -> str:
        legacy = self.doc_encoding(doc) == "cp932"
        meta = [
            f"<title>{esc(doc.title)} - 東都経済新聞</title>"
            if doc.key != "home"
            else f"<title>{esc(doc.title)}</title>"
        ]
        meta.append(f'<link rel="canonical" href="{esc(self.url(doc.key))}">')
        if doc.is_article:
            meta += [
                f'<meta name="description" content="{esc(self.lede(doc))}">',
                '<meta property="og:type" content="article">',
                f'<meta property="og:title" content="{esc(doc.title)}">',
                f'<meta property="og:url" content="{esc(self.url(doc.key))}">',
                '<meta property="og:site_name" content="東都経済新聞 電子版">',
            ]
            if doc.extra.get("cx"):
                meta.append(
                    f'<meta name="cXenseParse:recs:publishtime" content="{doc.iso.replace("+09:00", "+0900")}">'
                )
            if not legacy:
                author_ld = (
                    [{"@type": "Person", "name": a} for a in doc.authors]
                    if doc.authors
                    else {"@type": "Organization", "name": "東都経済新聞社"}
                )
                ld = {
                    "@context": "https://schema.org",
                    "@type": "NewsArticle",
                    "headline": doc.title,
                    "datePublished": doc.iso,
                    "dateModified": doc.iso,
                    "mainEntityOfPage": self.url(doc.key),
                    "author": author_ld,
                    "publisher": {
                        "@type": "Organization",
                        "name": "東都経済新聞社",
                        "logo": {"@type": "ImageObject", "url": f"{self.origin}/.resources/k-components/logo.png"},
                    },
                    "isAccessibleForFree": doc.key in ("sokuho", "close"),
                }
                meta.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        else:
            meta += [
                '<meta property="og:type" content="website">',
                f'<meta property="og:title" content="{esc(doc.title)}">',
            ]
        nav = "".join(
            f"<li>{self.a(k, t, 'nav')}</li>"
            for k, t in (
                ("markets", "マーケット"),
                ("companies", "企業"),
                ("index", "日経平均"),
                ("tag", "半導体"),
                ("author", "オピニオン"),
            )
        )
        if legacy:
            # the older template: no charset declaration in the document (the header carries Shift_JIS)
            return f"""<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN" "http://www.w3.org/TR/html4/loose.dtd">
<html lang="ja">
<head>
{chr(10).join(meta)}
<meta http-equiv="Content-Style-Type" content="text/css">
<meta http-equiv="Content-Script-Type" content="text/javascript">
<link rel="stylesheet" type="text/css" href="/css/cmn/cmn_layout.css">
<script type="text/javascript" src="/js/cmn/jquery-1.12.4.min.js"></script>
<script type="text/javascript" src="/js/cmn/cmn_article.js"></script>
<style type="text/css">/*PAD*/</style>
</head>
<body id="cmn-body">
<div id="cmnHeader" class="k-header"><div class="cmn-logo">{self.a("home", "東都経済新聞 電子版", "nav")}</div>
<ul class="cmn-gnav">{nav}<li><a href="/economy/">経済</a></li><li><a href="/politics/">政治</a></li></ul>
<div class="cmn-header_login"><a href="https://id.totokeizai.test/login">ログイン</a> <a href="https://id.totokeizai.test/entry">会員登録</a></div></div>
<div id="CONTENTS_MAIN">
{main}
</div>
<div id="cmnFooter" class="k-footer"><ul><li>{self.a("about", "会社案内", "footer")}</li><li><a href="/info/privacy/">個人情報の取り扱い</a></li><li><a href="/info/terms/">利用規約</a></li><li><a href="/info/faq/">ヘルプ</a></li></ul>
<p class="cmn-copyright">Copyright &copy; 2026 Toto Keizai Shimbun, Inc. All Rights Reserved. 本サービスに関する知的財産権その他一切の権利は、東都経済新聞社またはその情報提供者に帰属します。</p></div>
<script type="text/javascript">var cmnArticle={{"id":"{doc.key}","layout":"legacy"}};</script>
</body>
</html>"""
        return f"""<!DOCTYPE html>
<html lang="ja">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
{chr(10).join(meta)}
<link rel="preload" href="/.resources/k-components/fonts/NotoSansJP.woff2" as="font" crossorigin>
<script src="/.resources/k-components/main.3f8e21.js" defer></script>
<style>/*PAD*/</style>
</head>
<body>
<div id="root">
<header class="k-header header_h1x4g2" role="banner">
<div class="k-header__logo">{self.a("home", "東都経済新聞 電子版", "nav", 'aria-label="東都経済新聞 電子版トップ"', '<svg viewBox="0 0 160 24"><title>東都経済新聞 電子版</title><rect width="160" height="24"/></svg>')}</div>
<nav class="k-header__nav globalNav_g1n2k"><ul>{nav}<li><a href="/economy/">経済</a></li><li><a href="/politics/">政治</a></li><li><a href="/international/">国際</a></li><li><a href="/technology/">テック</a></li></ul></nav>
<div class="k-header__tools"><a href="{esc(self.href("search"))}">検索</a> <a href="https://id.totokeizai.test/login">ログイン</a> <a href="https://id.totokeizai.test/entry" class="k-header__entry">無料で登録</a></div>
</header>
<div class="marketBar_m2p8c1"><span>日経平均 51,284.65 +320.18</span> <span>TOPIX 3,425.87 +12.41</span> <span>ドル/円 149.20-149.22</span> <span>NYダウ 47,206.55 +197.31</span></div>
<main class="main_m1b2ahy6">
{main}
</main>
<footer class="k-footer footer_f9q2w1">
<ul class="footer_links"><li>{self.a("about", "会社案内", "footer")}</li><li><a href="/info/privacy/">個人情報の取り扱い</a></li><li><a href="/info/terms/">利用規約</a></li><li><a href="/info/cookie/">クッキーポリシー</a></li><li><a href="/info/faq/">ヘルプ・お問い合わせ</a></li><li><a href="/rss/">RSS</a></li></ul>
<p class="footer_copyright">Copyright © 2026 Toto Keizai Shimbun, Inc. All Rights Reserved.</p>
</footer>
<div class="cookieConsent_c7k2m" role="dialog"><p>当サイトではサービス向上のためにCookieを利用しています。詳しくはクッキーポリシーをご覧ください。</p><button>同意する</button></div>
</div>
<script>window.__K_STATE__={{"page":"{"article" if doc.is_article else doc.kind}","id":"{doc.key}"}};</script>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        if self.doc_encoding(doc) == "cp932":
            return self.legacy_story(doc)
        body = self.blocks(doc, p_tag='<p class="paragraph_p15tm1hb">')
        body = body.replace('<table class="data">', '<table class="table_t1wd8r">')
        kicker = f'<div class="topicPath_t1k2nq"><a href="/{"markets" if doc.section == "マーケット" else "economy"}/">{esc(doc.section)}</a> <span class="series_s8f1v2">{esc(doc.extra.get("kicker", ""))}</span></div>'
        if doc.extra.get("flash"):
            kicker = '<div class="topicPath_t1k2nq"><span class="flash_f2x8a1">速報</span></div>'
        dek = f'<p class="subTitle_s1xw9w0b">{esc(doc.dek)}</p>' if doc.dek else ""
        signed = ""
        if doc.extra.get("signed"):
            signed = f'<div class="author_a1w2e3"><span class="author_a1w2e3__title">{esc(doc.extra["signed"])}</span> {self.a("author", doc.authors[0], "byline")}</div>'
        profile = (
            f'<div class="profile_p7r2k1"><p>{esc(doc.extra["profile"])}</p></div>' if doc.extra.get("profile") else ""
        )
        topic = (
            f'<div class="relatedTopic_r3b8n2"><span>この記事をまとめて読む</span> {self.a("tag", "半導体", "content")}</div>'
            if doc.extra.get("topic")
            else ""
        )
        related = "".join(
            f'<li class="relatedArticle_r9c2m4">{self.a(k, self.docs[k].title, "related")}<time>{self.docs[k].stamp}</time></li>'
            for k in [k for k in ARTS if k != doc.key][:4]
        )
        ranking = "".join(
            f'<li><span class="rank">{i + 1}</span>{self.a(k, self.docs[k].title, "aside")}</li>'
            for i, k in enumerate(("yen", "close", "bonus"))
        )
        return f"""<article class="container_c1suc6un">
<header class="articleHeader_a2n1k8">
{kicker}
<h1 class="title_thmu7ia">{esc(doc.title)}</h1>
{dek}
{signed}
<div class="TimeStamp_t165nkxq"><time datetime="{doc.iso}">{doc.stamp}</time></div>
<div class="tools_t4q9z1"><button class="save_s1k2">保存</button> <button class="share_s3m4">共有</button> <button class="print_p5n6">印刷</button> <button class="other_o7p8">その他</button></div>
</header>
<section class="container_cz8tiun">
{body}
</section>
{profile}
{topic}
<div class="usageNote_u2v3w4"><a href="/info/copyright/">東都経済新聞の記事利用について</a></div>
</article>
<section class="relatedArticles_r1p9x2"><h2>関連記事</h2><ul>{related}</ul></section>
<aside class="ranking_r1q8p7"><h2>よく読まれている記事</h2><ol>{ranking}</ol></aside>"""

    def legacy_story(self, doc: Doc) -> str:
        body = self.blocks(doc)
        photo = ""
        if doc.extra.get("photo"):
            alt, cap = doc.extra["photo"]
            photo = f'<div class="cmn-photo_style2"><img src="/content/pic/20261202/{doc.key}.jpg" alt="{esc(alt)}" width="300"><span class="cmnc-caption">{esc(cap)}</span></div>'
        related = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'related')}</li>"
            for k in ("toho", "kansai", "interview")
            if k != doc.key
        )
        return f"""<div class="cmn-section cmn-indent">
<div class="cmn-topicpath">{self.a("home", "トップ", "nav")} &gt; {self.a("companies", "企業", "nav")} &gt; {esc(doc.extra.get("kicker", ""))}</div>
<div class="cmn-article_title cmn-clearfix"><span class="JSID_key_fonthln m-article_title_text"><h1 class="cmn-article_title">{esc(doc.title)}</h1></span></div>
<dl class="cmn-article_status cmn-clearfix"><dt class="cmnc-hide">日付</dt><dd class="cmnc-publish">{doc.stamp}</dd></dl>
<div class="cmn-article_tool"><a href="javascript:void(0)" class="cmn-print">印刷</a> <a href="https://twitter.com/intent/tweet?url={esc(self.url(doc.key))}">ツイート</a> <a href="https://www.facebook.com/sharer.php?u={esc(self.url(doc.key))}">シェア</a></div>
<div class="cmn-article_text a-cf JSID_key_fonttxt m-streamer_medium">
{photo}
{body}
</div>
<div class="cmn-related_article"><h3>関連記事</h3><ul>{related}</ul></div>
</div>"""

    def listing_main(self, doc: Doc) -> str:
        legacy = self.doc_encoding(doc) == "cp932"
        items = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            items.append(
                f'<li class="{"cmn-article_list" if legacy else "listItem_l3m9p2"}"><h3>{self.a(k, d.title, "content")}</h3><p>{esc(self.lede(d))}</p><time>{d.stamp}</time></li>'
            )
        head = f'<h1 class="{"cmn-section_title" if legacy else "sectionTitle_s2k9w1"}">{esc(doc.title)}</h1>'
        if doc.kind == "quote":
            return self.index_main(doc, items)
        if doc.kind == "author":
            head += '<div class="authorProfile_a8k2p1"><p class="authorProfile_title">編集委員</p><p>1992年東都経済新聞社入社。経済部、ニューヨーク支局などを経て2021年から編集委員。専門は労働・雇用とマクロ経済。</p></div>'
        if doc.kind == "tag":
            head += '<p class="themeLead_t5r1q2">生成AIの普及でデータセンター向けの需要が急拡大する半導体。国内外の企業の投資動向や市場の動きを追います。</p><button class="follow_f1w2">フォローする</button>'
        if doc.kind == "search":
            head += '<form class="searchForm_s9x1" action="/search"><input name="keyword" value="賃上げ"><button>検索</button></form><p class="searchCount_s2c3">2件</p>'
        pager = ""
        if doc.extra.get("more") and doc.kind != "home":
            pager = f'<nav class="pager_p1q2">{self.a(doc.extra["more"], "もっと見る", "pagination")}</nav>'
        if doc.key == "markets2":
            pager = f'<nav class="pager_p1q2">{self.a("markets", "前へ", "pagination")}</nav>'
        extra = ""
        if doc.key == "home":
            extra = f'<section class="homeMarket_h3k1"><h2>{self.a("index", "日経平均株価", "content")}</h2><p class="price">51,284.65 <span class="up">+320.18（+0.63%）</span></p><p>{self.a("markets", "マーケット", "content")} · {self.a("companies", "企業", "content")} · {self.a("search", "賃上げ", "content")}</p></section>'
        return f'<div class="{"cmn-section" if legacy else "container_l8k2x1"}">{head}{extra}<ul class="{"cmn-list" if legacy else "list_l1k2m3"}">{"".join(items)}</ul>{pager}</div>'

    def index_main(self, doc: Doc, items: list[str]) -> str:
        hist = "".join(
            f"<tr><td>{d}</td><td>{o}</td><td>{h}</td><td>{lo}</td><td>{c}</td></tr>"
            for d, o, h, lo, c in (
                ("2026/12/04", "51,010.22", "51,342.90", "50,955.47", "51,284.65"),
                ("2026/12/03", "50,702.15", "51,011.38", "50,618.04", "50,964.47"),
                ("2026/12/02", "50,871.60", "50,902.44", "50,512.19", "50,689.30"),
                ("2026/12/01", "50,433.08", "50,958.71", "50,410.66", "50,902.83"),
            )
        )
        movers = "".join(
            f"<tr><td>{n}</td><td>{p}</td><td>{c}</td></tr>"
            for n, p, c in (
                ("東邦精機", "18,450", "+6.82%"),
                ("三星テクノ", "9,212", "+5.40%"),
                ("北辰電子", "4,318", "+3.95%"),
                ("大和化成", "2,876", "-2.71%"),
                ("関西電鉄", "3,540", "-1.48%"),
            )
        )
        points = " ".join(f"{i * 10},{120 - ((i * 29) % 41) - i}" for i in range(48))
        return f"""<div class="quote_q1w8r2">
<h1 class="quoteTitle_q2x9">{esc(doc.title)}</h1>
<div class="quotePrice_q3p1"><span class="value">51,284.65</span> <span class="diff up">前日比 +320.18（+0.63%）</span> <span class="time">2026/12/4 15:45 大引け</span></div>
<table class="quoteData_q4d2"><tr><th>始値</th><td>51,010.22</td><th>高値</th><td>51,342.90</td></tr><tr><th>安値</th><td>50,955.47</td><th>前日終値</th><td>50,964.47</td></tr><tr><th>年初来高値</th><td>52,108.40</td><th>年初来安値</th><td>36,873.11</td></tr></table>
<div class="chart_c5h2" data-code="nk225"><div class="chartTabs"><button>1日</button><button>5日</button><button>1カ月</button><button>6カ月</button><button>1年</button><button>5年</button></div><svg viewBox="0 0 480 160" role="img" aria-label="日経平均株価チャート"><polyline fill="none" stroke="#c0392b" points="{points}"/></svg></div>
<h2>時系列</h2><table class="history_h6s3"><tr><th>日付</th><th>始値</th><th>高値</th><th>安値</th><th>終値</th></tr>{hist}</table>
<h2>値上がり・値下がり率上位</h2><table class="movers_m7r4"><tr><th>銘柄</th><th>株価</th><th>騰落率</th></tr>{movers}</table>
<h2>関連ニュース</h2><ul class="quoteNews_q8n5">{"".join(items)}</ul>
<p class="quoteNote_q9">指数値は東都経済新聞社の算出によるものではありません。株価は20分以上遅れて表示しています。</p>
</div>"""

    def service_main(self, doc: Doc) -> str:
        return f'<div class="staticPage_s1p2"><h1 class="sectionTitle_s2k9w1">{esc(doc.title)}</h1>\n{self.blocks(doc)}\n</div>'
