# ruff: noqa: E501, RUF001, RUF002 (page texts and markup are long literal lines; full-width punctuation is deliberate)
"""北陸中央新聞 Hokuriku Chuo Shimbun: a Japanese regional paper. The new site runs the `/articles/-/<id>` CMS common
to Japanese regional papers (`/list/news/society?page=2`, `/list/tag/<tag>`, `/list/author/<id>`, `/search?q=`,
`/weather/`), UTF-8, JSON-LD `NewsArticle` whose author is the **company** (Organization) and, on the yellowtail
story, a **UTC** time (20:00Z = 05:00 JST next day); the wire story ending "（共同）" has no JSON-LD. The old local
edition (`/chiiki/…`) is **Shift_JIS** (header and `<meta http-equiv>`; written with the Windows extensions, so
"髙" and "①" are there and Scrapy decodes it as cp932) and prints **Japanese-era dates** ("令和8年12月3日" =
2026-12-03). The obituary notices (お悔やみ) and the weather page are not articles."""

from __future__ import annotations

import json
from urllib.parse import quote

from common import Base, page, reiwa, story
from sitekit import Doc, css_rules, esc

TAG = "/list/tag/" + quote("除雪")
SEARCH = "/search?q=" + quote("寒ブリ")
ARTS = ["assembly", "kyodo", "buri", "column", "interview", "jobs", "fire", "snow"]
NAV = [
    ("home", "トップ"),
    ("society", "社会"),
    ("/list/news/politics", "政治"),
    ("/list/news/economy", "経済"),
    ("/list/news/sports", "スポーツ"),
    ("/list/news/culture", "文化・暮らし"),
    ("/list/news/national", "全国・海外"),
    ("/list/opinion", "社説・コラム"),
    ("weather", "天気"),
    ("okuyami", "お悔やみ"),
]


class Hokuchu(Base):
    origin = "https://www.hokuchu-np.test"
    name = "北陸中央新聞"
    prefix = "hcn"
    language = "ja"
    encoding = "utf-8"
    content_type = "text/html; charset=utf-8"
    legacy = ("cp932", "cp932", "text/html; charset=Shift_JIS")

    def pad_rules(self) -> list[str]:
        return css_rules(
            "hcn",
            [".article-body", ".article-header", ".gnav", ".ranking-list", ".footer-inner", ".c-list__item"],
            260,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "北陸中央新聞",
                "regional-home",
                list=["buri", "assembly", "kyodo", "jobs", "interview", "column"],
            )
        )
        add(
            page(
                "society",
                "/list/news/society",
                "section",
                "社会",
                "list-page",
                list=["buri", "assembly", "fire", "snow"],
                more="society2",
            )
        )
        add(
            page(
                "society2",
                "/list/news/society?page=2",
                "section",
                "社会",
                "list-page-2",
                list=["interview", "jobs", "kyodo"],
                prev="society",
            )
        )
        add(page("tag", TAG, "tag", "除雪", "tag-list", list=["snow", "assembly"]))
        add(
            page(
                "author",
                "/list/author/nakamura-keiko",
                "author",
                "中村恵子",
                "columnist-list",
                list=["column"],
                bio="論説委員。1998年入社。高岡支社、東京支社、報道部デスクなどを経て2022年から現職。福祉や教育、地域医療をテーマに取材を続けている。",
            )
        )
        add(page("search", SEARCH, "search", "「寒ブリ」の検索結果", "search-results", list=["buri"]))
        add(
            page(
                "about",
                "/info/company",
                "about",
                "会社概要",
                "company-info",
                [
                    "T: 項目 | 内容",
                    "T: 社名 | 株式会社北陸中央新聞社",
                    "T: 創刊 | 1948年（昭和23年）4月1日",
                    "T: 本社 | 〒930-0094 富山市安住町2丁目14番地",
                    "T: 支社 | 高岡、金沢、福井、東京",
                    "T: 発行部数 | 朝刊 約18万部（2026年10月）",
                    "T: 従業員 | 412人",
                    "北陸中央新聞は、富山・石川・福井の北陸3県を主な発行エリアとする地方紙です。地域に根ざした報道を通じて、暮らしに役立つ情報をお届けしています。",
                ],
            )
        )
        add(
            page(
                "privacy",
                "/info/privacy",
                "policy",
                "個人情報保護方針",
                "privacy-policy",
                [
                    "株式会社北陸中央新聞社（以下「当社」）は、個人情報の重要性を認識し、以下の方針に基づき適切に取り扱います。",
                    "## 1. 個人情報の取得",
                    "当社は、新聞の購読申し込み、デジタル会員登録、読者プレゼントの応募などに際し、必要な範囲で個人情報を取得します。",
                    "## 2. 利用目的",
                    "取得した個人情報は、新聞の配達、料金の請求、サービスのご案内、紙面づくりの参考とする統計資料の作成に利用します。",
                    "## 3. 第三者提供",
                    "法令に基づく場合を除き、ご本人の同意なく第三者に提供することはありません。",
                    "## 4. お問い合わせ",
                    "個人情報の開示、訂正、利用停止のご請求は、読者センター（076-441-0000、平日午前9時～午後5時）までお申し出ください。",
                    "制定 2005年4月1日　最終改定 2026年4月1日",
                ],
            )
        )
        add(page("weather", "/weather/", "weather", "北陸の天気", "weather-table"))
        add(
            page(
                "okuyami",
                "/chiiki/okuyami/20261204.html",
                "obituary",
                "お悔やみ",
                "legacy-sjis-obituary-list",
                [
                    "## 富山県",
                    "富山市　佐伯ハツ子さん（92）＝元農業、富山市水橋中村町＝2日死去。通夜は4日午後6時、葬儀は5日午前10時から富山市水橋の水橋会館で。喪主は長男正和さん。",
                    "高岡市　髙木義男さん（84）＝元会社員、高岡市伏木古府＝3日死去。通夜は5日午後6時、葬儀は6日午前11時から高岡市中川の高岡平安会館で。喪主は妻幸子さん。",
                    "射水市　浜田トミさん（101）＝射水市新湊八幡町＝3日死去。葬儀は近親者で済ませた。",
                    "魚津市　川上清さん（77）＝元魚津市職員、魚津市本町＝2日死去。通夜は4日午後7時、葬儀は5日午後1時から魚津市の自宅で。喪主は長男浩二さん。",
                    "## 石川県",
                    "金沢市　寺西静江さん（88）＝金沢市長町＝3日死去。通夜は4日午後6時、葬儀は5日午前9時半から金沢市笠市町の金沢中央会館で。喪主は長女由美さん。",
                    "七尾市　宮下勝さん（69）＝元漁業、七尾市石崎町＝2日死去。葬儀は近親者で行う。",
                    "## 福井県",
                    "坂井市　藤田昭二さん（95）＝元小学校長、坂井市三国町＝3日死去。通夜は5日午後7時、葬儀は6日午前10時から坂井市三国町の三国セレモニーホールで。喪主は次男健さん。",
                    "NOTE: お悔やみ欄への掲載は、葬儀社を通じてご遺族の了解を得た方に限っています。掲載の申し込み・取り消しは報道部（076-441-0011）まで。",
                ],
                legacy=True,
            )
        )
        add(
            story(
                "assembly",
                "/articles/-/412873",
                "富山県議会12月定例会が開会　除雪・物価高対策に補正58億円",
                "2026-12-04",
                "2026-12-04T17:45:00+09:00",
                "2026年12月4日 17:45",
                [],
                [
                    "富山県議会12月定例会は4日開会し、県は総額58億3千万円の一般会計補正予算案など32議案を提出した。大雪に備えた除雪体制の強化に12億円、エネルギー価格の高騰に苦しむ中小企業や医療・福祉施設への支援に21億円を計上した。会期は18日までの15日間。",
                    "除雪関連では、県管理道路の除雪車を新たに14台購入するほか、オペレーター不足に対応するため、建設業者が若手を育成する費用の半額を補助する。昨冬は県西部で記録的な積雪となり、国道や県道で立ち往生が相次いだことから、幹線道路の予防的な通行止めの判断基準も見直す。",
                    "物価高対策では、特別高圧電力を使う中小製造業に対し、電気料金の一部を補助する制度を来年3月まで延長する。介護施設や障害者施設、保育所には、光熱費の上昇分として1施設当たり最大60万円を支給する。",
                    "## 「冬の生活守る」",
                    "知事は提案理由説明で「県民の冬の暮らしと地域経済を守ることが最優先だ。必要な対策はためらわずに講じる」と述べた。",
                    "一般質問は8日から3日間行われる。北陸新幹線の敦賀以西延伸をめぐる県の対応や、県立高校の再編計画などが論戦の焦点となる見通しだ。",
                    "県議会では、議員定数を現行の40から2減らす条例改正案も議員提案される予定で、会派間の調整が続いている。",
                ],
                "org-author-jsonld",
                section="政治",
                tag=True,
            )
        )
        add(
            story(
                "kyodo",
                "/articles/-/412911",
                "インフル患者数、全国で注意報レベル超え　例年より1カ月早く",
                "2026-12-04",
                None,
                "2026年12月4日 11:42",
                [],
                [
                    "厚生労働省は4日、全国約5千の定点医療機関から11月23～29日の1週間に報告されたインフルエンザの患者数が1機関当たり12.41人となり、注意報レベルの10人を超えたと発表した。前週の8.07人から大きく増加し、例年より1カ月ほど早いペースで流行が拡大している。",
                    "都道府県別では、北海道が28.15人と最も多く、宮城県19.42人、新潟県17.90人と続いた。北陸3県は富山県11.36人、石川県13.02人、福井県9.88人だった。",
                    "厚労省によると、今季はA型の流行が中心で、学級閉鎖などの休校措置を取った小中学校や高校は全国で2千施設を超えた。",
                    "専門家は、年末年始の帰省や忘年会などで人の移動や接触が増えることから、さらなる拡大に警戒が必要だと指摘。手洗いやマスクの着用に加え、重症化リスクの高い高齢者や基礎疾患のある人に早めのワクチン接種を呼びかけている。（共同）",
                ],
                "wire-kyodo-no-jsonld",
                section="全国・海外",
            )
        )
        add(
            story(
                "buri",
                "/articles/-/412790",
                "「ひみ寒ぶり」宣言　初日は1200本水揚げ、最高値1本28万円",
                "2026-12-04",
                "2026-12-03T20:00:00Z",
                "2026年12月4日 05:00",
                ["山本拓也"],
                [
                    "氷見漁協は3日、今季の「ひみ寒ぶり」の出荷開始を宣言した。氷見漁港ではこの日、定置網で捕れた10キロ前後の大型ブリ約1200本が水揚げされ、競りで最も高いものは1本28万円の値が付いた。昨季より12日早い宣言となった。",
                    "「ひみ寒ぶり」は富山湾の定置網で捕れ、氷見漁港で競られた6キロ以上のブリのうち、漁協の判定委員会が産地や大きさ、形、質を基準に認めたものだけが名乗れる。出荷の際には専用の青い箱に入れ、証明書を添える。",
                    "FIG: 氷見漁港に並ぶ寒ブリ | 氷見漁港の競り場にずらりと並んだ寒ブリ＝3日午前6時15分",
                    "判定委員長の荒井修一さん（64）は「脂の乗りも形も申し分ない。年末に向けて良いスタートが切れた」と笑顔を見せた。",
                    "今季は海水温が平年より1～2度低く推移し、ブリの南下が順調に進んでいるという。一方、漁業者の高齢化で定置網の担い手は年々減っており、漁協は今年から若手の乗組員を対象にした研修制度を始めた。",
                    "市内の鮮魚店や旅館には、早くも年末年始向けの注文が相次いでいる。氷見市比美町の鮮魚店経営、大西幸恵さん（58）は「今年は型が良いと聞いて、県外からの問い合わせも多い。お歳暮用の予約は例年の1.5倍」と話した。",
                    "SIGN: （山本拓也）",
                ],
                "utc-jsonld-reporter-signoff",
                section="社会",
            )
        )
        add(
            story(
                "column",
                "/articles/-/412655",
                "記者の視点　「通いの場」を地域の宝に",
                "2026-12-03",
                "2026-12-03T05:00:00+09:00",
                "2026年12月3日 05:00",
                ["中村恵子"],
                [
                    "毎週火曜日の午前、砺波市の公民館から笑い声が聞こえてくる。70代から90代の住民20人ほどが集まり、体操をして、お茶を飲み、世間話をする。地域の高齢者が自主的に運営する「通いの場」だ。",
                    "取材で訪れた日、参加者の一人の女性（86）は「ここに来ると一週間の張りが出る。家にいたら誰とも口をきかない日もある」と話してくれた。運営役の男性（74）は「特別なことは何もしていない。ただ、来なかった人がいたら帰りに寄って声を掛ける。それだけ」と言う。",
                    "こうした集まりは県内に約1100カ所あり、介護予防の効果が注目されている。県の調査では、通いの場に参加している高齢者は、参加していない人に比べて要介護認定を受ける割合が低い傾向があった。",
                    "### 担い手の高齢化",
                    "ただ、課題も見えてきた。運営を担うボランティア自身が高齢になり、後継者が見つからないまま休止に追い込まれる場所が増えている。会場となる公民館や集会所の老朽化、冬場の送迎の難しさを挙げる声も多い。",
                    "ある市の担当者は「行政が主導すると住民の自主性が失われる。かといって放っておけば消えてしまう」と悩む。支援の在り方に正解はない。",
                    "それでも、現場を歩いて感じるのは、通いの場が単なる介護予防の拠点ではなく、地域の見守りの網の目になっているということだ。来ない人に気付き、声を掛ける。その積み重ねが孤立を防いでいる。",
                    "若い世代や企業、学校が少しずつ関わる仕組みができないだろうか。例えば、中学生が月に一度顔を出すだけでも、場の空気は変わるはずだ。地域の宝を次の世代に引き継ぐ知恵を、皆で出し合いたい。",
                ],
                "bylined-column-author-box",
                section="社説・コラム",
                byline="論説委員・中村恵子",
            )
        )
        add(
            story(
                "interview",
                "/articles/-/412502",
                "ひと語り　輪島塗の工房を再建した塗師・浦田直樹さん",
                "2026-12-02",
                "2026-12-02T10:00:00+09:00",
                "2026年12月2日 10:00",
                ["高田美咲"],
                [
                    "地震で全壊した輪島市の工房を、2年がかりで再建した塗師の浦田直樹さん（52）。11月に新しい工房で初めての漆塗りを終えた。伝統工芸の再起に懸ける思いを聞いた。",
                    "Q: 新しい工房で最初に塗ったものは。 || 椀です。父が生きていた頃から工房の看板商品だった形を、最初に塗ると決めていました。刷毛を置いたとき、ようやく戻ってこられたと思いました。",
                    "Q: 再建までの2年間はどう過ごしましたか。 || 最初の半年は、仮設住宅で何もできませんでした。道具も漆も、ほとんど失いましたから。でも金沢の知人が作業場を貸してくれて、そこで少しずつ仕事を再開しました。全国から注文や応援の手紙が届いたことが、本当に支えになりました。",
                    "Q: 職人の数は減っていると聞きます。 || 輪島を離れた仲間は少なくありません。下地や木地など、工程ごとに職人が分業しているのが輪島塗の強みですが、一つの工程の職人がいなくなると、全体が回らなくなる。それが一番の心配です。",
                    "Q: 若い人は戻ってきていますか。 || 今年、県外から2人の弟子が来てくれました。一人は東京で会社勤めをしていた20代の女性です。「輪島塗を途絶えさせたくない」と言ってくれた。教える側も身が引き締まります。",
                    "Q: これからの目標は。 || 日常で使ってもらえる器を作り続けることです。輪島塗は高価な美術品だと思われがちですが、本来は毎日の食卓で使う道具。丈夫で、何十年も使える。その良さを若い世代にも知ってほしいですね。",
                    "FIG: 浦田直樹さん | 再建した工房で椀に漆を塗る浦田直樹さん＝輪島市河井町",
                ],
                "qa-interview-interviewer-credit",
                section="文化・暮らし",
                byline="聞き手・高田美咲",
            )
        )
        add(
            story(
                "jobs",
                "/articles/-/412233",
                "10月の有効求人倍率、福井1.89倍で全国トップ続く　北陸3県とも横ばい",
                "2026-12-01",
                "2026-12-01T10:30:00+09:00",
                "2026年12月1日 10:30",
                [],
                [
                    "北陸3県の労働局は1日、10月の有効求人倍率（季節調整値）を発表した。福井県は前月と同じ1.89倍で、全国トップを28カ月連続で維持した。富山県は0.01ポイント低下の1.58倍、石川県は前月と同じ1.61倍で、3県とも全国平均の1.21倍を大きく上回った。",
                    "## 3県の10月の雇用指標",
                    "T: 県 | 有効求人倍率 | 前月比 | 新規求人数",
                    "T: 富山 | 1.58倍 | -0.01 | 8,912人",
                    "T: 石川 | 1.61倍 | 0.00 | 10,245人",
                    "T: 福井 | 1.89倍 | 0.00 | 6,730人",
                    "T: 全国 | 1.21倍 | -0.01 | ―",
                    "産業別の新規求人数では、建設業や医療・福祉で前年同月を上回った一方、製造業は原材料価格の高止まりを背景に、電子部品や繊維を中心に減少した。",
                    "富山労働局は「求人が求職者を大きく上回る状況が続いているが、製造業の一部には採用を控える動きも見られる。物価高が雇用に与える影響を注視したい」としている。",
                    "石川労働局によると、宿泊・飲食サービス業の求人は前年同月比で12.4％増え、観光需要の回復を反映した。",
                ],
                "data-table-no-byline",
                section="経済",
            )
        )
        add(
            story(
                "fire",
                "/chiiki/2026/12/03/01.html",
                "高岡で住宅火災、木造2階建て全焼　住人の男性軽いやけど",
                "2026-12-03",
                None,
                reiwa("2026-12-03", weekday=True),
                [],
                [
                    "3日午前4時25分ごろ、高岡市戸出町の会社員、髙田浩之さん（47）方から出火、木造2階建て住宅約140平方メートルを全焼した。髙田さんが顔や手に軽いやけどを負い、病院に搬送された。",
                    "高岡署によると、髙田さんは妻と長女の3人暮らし。妻と長女は自力で避難し、けがはなかった。1階の居間付近の焼け方が激しく、署が出火原因を調べている。",
                    "現場はJR戸出駅から北へ約500メートルの住宅街。",
                ],
                "legacy-sjis-brief-reiwa",
                section="高岡",
                legacy=True,
            )
        )
        add(
            story(
                "snow",
                "/chiiki/2026/12/02/04.html",
                "富山市が除雪計画決定　歩道除雪を拡大、ＳＮＳで作業状況発信",
                "2026-12-02",
                None,
                reiwa("2026-12-02", weekday=True),
                ["髙橋健一"],
                [
                    "富山市は2日、今冬の道路除雪計画を決めた。市道の除雪延長は前年度より18キロ長い約2410キロ。通学路を中心に歩道の除雪区間を拡大するほか、除雪車の作業状況を市の公式ＳＮＳで発信する取り組みを新たに始める。",
                    "計画によると、除雪車は市所有と委託業者を合わせて計682台を配置する。出動基準は従来通り、新たな積雪が10センチ以上になった場合とし、主要幹線は午前7時までに除雪を終えることを目標にする。",
                    "今冬の主な新規事業は次の通り。",
                    "- ①通学路となっている歩道の除雪区間を約35キロ延長",
                    "- ②除雪車の位置情報をホームページの地図で公開",
                    "- ③町内会が小型除雪機を購入する際の補助上限を30万円に引き上げ",
                    "市道路河川管理課は「市民の協力がなければ除雪は進まない。道路に雪を出さない、路上駐車をしないなどの協力をお願いしたい」と呼びかけている。",
                    "SIGN: （髙橋健一）",
                ],
                "legacy-sjis-circled-list",
                section="富山",
                legacy=True,
            )
        )

    # ---- head -------------------------------------------------------------------------------------------------
    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        title = f"{doc.title}｜北陸中央新聞" if doc.key != "home" else "北陸中央新聞｜富山・石川・福井のニュース"
        m = [
            f"<title>{esc(title)}</title>",
            '<meta name="viewport" content="width=device-width,initial-scale=1">',
            f'<meta name="description" content="{esc(self.lede(doc))}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            f'<meta property="og:url" content="{esc(url)}">',
            '<meta property="og:site_name" content="北陸中央新聞">',
            '<meta property="og:image" content="https://www.hokuchu-np.test/common/img/ogp.png">',
            '<meta name="twitter:card" content="summary_large_image">',
            '<meta name="twitter:site" content="@hokuchu_np">',
            f'<link rel="canonical" href="{esc(url)}">',
        ]
        if doc.is_article and doc.key != "kyodo":
            ld = {
                "@context": "https://schema.org",
                "@type": "NewsArticle",
                "mainEntityOfPage": {"@type": "WebPage", "@id": url},
                "headline": doc.title,
                "image": ["https://www.hokuchu-np.test/common/img/ogp.png"],
                "datePublished": doc.iso,
                "dateModified": doc.iso,
                "author": {"@type": "Organization", "name": "北陸中央新聞社", "url": "https://www.hokuchu-np.test/"},
                "publisher": {
                    "@type": "NewsMediaOrganization",
                    "name": "北陸中央新聞社",
                    "logo": {"@type": "ImageObject", "url": "https://www.hokuchu-np.test/common/img/logo.png"},
                },
                "isAccessibleForFree": True,
            }
            m.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
            bc = {
                "@context": "https://schema.org",
                "@type": "BreadcrumbList",
                "itemListElement": [
                    {"@type": "ListItem", "position": 1, "name": "トップ", "item": self.url("home")},
                    {"@type": "ListItem", "position": 2, "name": doc.section},
                ],
            }
            m.append(f'<script type="application/ld+json">{json.dumps(bc, ensure_ascii=False)}</script>')
        return "\n".join(m)

    # ---- frames -----------------------------------------------------------------------------------------------
    def frame(self, doc: Doc, main: str) -> str:
        if doc.extra.get("legacy"):
            return self.legacy_frame(doc, main)
        gnav = "\n".join(f'<li class="gnav__item">{self.a(k, t, "nav")}</li>' for k, t in NAV)
        rank = "\n".join(
            f'<li class="ranking-list__item"><span class="ranking-list__num">{i}</span>{self.a(k, self.docs[k].title, "aside")}</li>'
            for i, k in enumerate(["buri", "kyodo", "assembly", "interview", "jobs"], 1)
        )
        return f"""<!DOCTYPE html>
<html lang="ja">
<head>
<meta charset="utf-8">
{self.head(doc)}
<link rel="stylesheet" href="/common/css/style.css?20261120">
<style>/*PAD*/</style>
<script async src="https://www.googletagmanager.com/gtag/js?id=G-HCN2026"></script>
<script>window.dataLayer=window.dataLayer||[];function gtag(){{dataLayer.push(arguments);}}gtag('js',new Date());gtag('config','G-HCN2026');</script>
<script async src="https://securepubads.g.doubleclick.net/tag/js/gpt.js"></script>
</head>
<body class="p-{doc.kind}">
<header class="header">
<div class="header-inner">
<p class="header-logo"><a href="/"><img src="/common/img/logo.svg" alt="北陸中央新聞" width="240" height="40"></a></p>
<p class="header-date">2026年12月4日（金）</p>
<ul class="header-util"><li><a href="https://id.hokuchu-np.test/login">ログイン</a></li><li><a href="https://id.hokuchu-np.test/entry">会員登録</a></li><li><a href="/info/subscribe">新聞購読のお申し込み</a></li><li><a href="https://e.hokuchu-np.test/">紙面ビューアー</a></li></ul>
<form class="header-search" action="/search" method="get"><input type="text" name="q" placeholder="キーワードで検索"><button type="submit">検索</button></form>
</div>
<nav class="gnav"><ul class="gnav__list">
{gnav}
</ul></nav>
</header>
<div class="ad-billboard"><div id="div-gpt-ad-billboard"></div></div>
<div class="l-container">
<main class="l-main">
{main}
</main>
<aside class="l-side">
<section class="ranking"><h2 class="ranking__title">アクセスランキング</h2><ol class="ranking-list">
{rank}
</ol></section>
<section class="side-weather"><h2>きょうの天気</h2><p>富山 くもり時々雪 8℃／2℃　{self.a("weather", "詳しく見る", "aside")}</p></section>
<section class="side-banner"><a href="/info/subscribe"><img src="/common/img/bnr_digital.png" alt="デジタル会員 初月無料" width="300" height="100"></a></section>
</aside>
</div>
<footer class="footer">
<div class="footer-inner">
<ul class="footer-nav">
<li>{self.a("about", "会社概要", "footer")}</li>
<li>{self.a("privacy", "個人情報保護方針", "footer")}</li>
<li><a href="/info/copyright">著作権について</a></li>
<li><a href="/info/link">リンクについて</a></li>
<li><a href="/info/ad">広告掲載</a></li>
<li><a href="/info/recruit">採用情報</a></li>
<li><a href="/info/contact">お問い合わせ</a></li>
<li><a href="/rss/index.xml">RSS</a></li>
</ul>
<p class="footer-note">掲載の記事・写真・図表などの無断転載を禁止します。著作権は北陸中央新聞社またはその情報提供者に属します。</p>
<p class="footer-copy"><small>Copyright © The Hokuriku Chuo Shimbun. All rights reserved.</small></p>
</div>
</footer>
<div class="cookie-banner" id="js-cookie"><p>当サイトではサービス向上のためにCookieを使用しています。詳しくは{self.a("privacy", "個人情報保護方針", "footer")}をご覧ください。</p><button type="button" class="js-cookie-close">同意する</button></div>
<script src="/common/js/app.js?20261120" defer></script>
</body>
</html>"""

    def legacy_frame(self, doc: Doc, main: str) -> str:
        return f"""<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN" "http://www.w3.org/TR/html4/loose.dtd">
<html lang="ja">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=Shift_JIS">
<meta http-equiv="Content-Style-Type" content="text/css">
<meta http-equiv="Content-Script-Type" content="text/javascript">
<title>{esc(doc.title)}　北陸中央新聞 地域版</title>
<meta name="keywords" content="北陸中央新聞,地域版,富山,高岡,{esc(doc.section or "お悔やみ")}">
<link rel="stylesheet" href="/chiiki/css/chiiki.css" type="text/css">
<style type="text/css">/*PAD*/</style>
<script type="text/javascript" src="/chiiki/js/rollover.js"></script>
</head>
<body>
<div id="wrapper">
<div id="header">
<table width="960" border="0" cellpadding="0" cellspacing="0">
<tr><td><a href="/"><img src="/chiiki/img/logo_chiiki.gif" width="300" height="50" alt="北陸中央新聞 地域版" border="0"></a></td>
<td align="right" class="hdate">{reiwa("2026-12-04", weekday=True)}</td></tr>
</table>
<ul id="chiiki_menu">
<li>{self.a("home", "ニュースサイトトップ", "nav")}</li>
<li><a href="/chiiki/toyama/">富山</a></li>
<li><a href="/chiiki/takaoka/">高岡</a></li>
<li><a href="/chiiki/uozu/">新川</a></li>
<li><a href="/chiiki/tonami/">砺波</a></li>
<li>{self.a("okuyami", "お悔やみ", "nav")}</li>
<li>{self.a("weather", "天気", "nav")}</li>
</ul>
</div>
<div id="contents">
<div id="main">
{main}
</div>
<div id="side">
<div class="side_box"><h3>地域版の記事</h3>
<ul>
<li>{self.a("fire", self.docs["fire"].title, "aside")}</li>
<li>{self.a("snow", self.docs["snow"].title, "aside")}</li>
<li><a href="/chiiki/2026/12/01/03.html">射水市で児童がかまぼこ作り体験</a></li>
<li><a href="/chiiki/2026/11/30/02.html">砺波のチューリップ球根　出荷ピーク</a></li>
</ul></div>
<div class="side_box"><a href="/info/subscribe"><img src="/chiiki/img/bnr_koudoku.gif" width="200" height="80" alt="北陸中央新聞のご購読はこちら" border="0"></a></div>
</div>
</div>
<div id="footer">
<p><a href="/info/company">会社概要</a>｜<a href="/info/privacy">個人情報保護方針</a>｜<a href="/info/contact">お問い合わせ</a></p>
<address>Copyright(C) 2003-2026 The Hokuriku Chuo Shimbun. All Rights Reserved.</address>
</div>
</div>
<script type="text/javascript">
<!--
var gaJsHost = (("https:" == document.location.protocol) ? "https://ssl." : "http://www.");
document.write(unescape("%3Cscript src='" + gaJsHost + "google-analytics.com/ga.js' type='text/javascript'%3E%3C/script%3E"));
//-->
</script>
</body>
</html>"""

    # ---- mains ------------------------------------------------------------------------------------------------
    def story_main(self, doc: Doc) -> str:
        if doc.extra.get("legacy"):
            body = self.blocks(
                doc,
                custom={
                    "sign": lambda t: f'<p class="kisha" align="right">{esc(t)}</p>',
                    "ul": lambda items: "".join(f"<p>{esc(i)}</p>" for i in items),
                },
            )
            return f"""<p class="pankuzu">{self.a("home", "トップ", "breadcrumb")} &gt; 地域版 &gt; {esc(doc.section)}</p>
<h1 class="midashi">{esc(doc.title)}</h1>
<p class="hiduke">{esc(doc.stamp)}</p>
<div class="honbun">
{body}
</div>
<p class="modoru"><a href="javascript:history.back()">前のページに戻る</a></p>"""
        byline = ""
        if doc.byline:
            who = doc.authors[0]
            link = self.a("author", who, "byline") if doc.key == "column" else esc(who)
            byline = f'<p class="article-author">{esc(doc.byline.replace(who, ""))}{link}</p>'
        body = self.blocks(
            doc,
            fig=lambda alt, cap: (
                f'<figure class="article-photo"><img src="/mwimgs/{doc.path[-6:]}/1.jpg" alt="{esc(alt)}" width="640" height="427" loading="lazy"><figcaption class="article-photo__caption">{esc(cap)}</figcaption></figure>'
            ),
            custom={"sign": lambda t: f'<p class="article-body__reporter">{esc(t)}</p>'},
        )
        tagline = ""
        if doc.extra.get("tag"):
            tagline = f'<ul class="article-tags"><li>{self.a("tag", "#除雪", "content")}</li><li><a href="/list/tag/{quote("県議会")}">#県議会</a></li></ul>'
        profile = ""
        if doc.key == "column":
            profile = f'<div class="article-profile"><img src="/mwimgs/author/nakamura.jpg" alt="" width="80" height="80"><p class="article-profile__name">中村恵子</p><p class="article-profile__text">{esc(self.docs["author"].extra["bio"])}</p>{self.a("author", "この筆者の記事一覧", "byline")}</div>'
        rel = "\n".join(
            f'<li class="c-list__item">{self.a(k, self.docs[k].title, "related")}</li>'
            for k in ARTS
            if k != doc.key and not self.docs[k].extra.get("legacy")
        )
        return f"""<nav class="breadcrumb"><ol><li>{self.a("home", "トップ", "breadcrumb")}</li><li>{self.a("society", doc.section, "breadcrumb") if doc.section == "社会" else f'<a href="/list/news/{quote(doc.section)}">{esc(doc.section)}</a>'}</li></ol></nav>
<article class="article-main">
<div class="article-header">
<p class="article-category">{esc(doc.section)}</p>
<h1 class="article-title">{esc(doc.title)}</h1>
<div class="article-info"><time class="article-date"{f' datetime="{doc.iso}"' if doc.iso else ""}>{esc(doc.stamp)}</time></div>
{byline}
<ul class="article-share"><li><a href="https://twitter.com/intent/tweet?url={quote(self.url(doc.key), safe="")}">X</a></li><li><a href="https://www.facebook.com/share.php?u={quote(self.url(doc.key), safe="")}">Facebook</a></li><li><a href="https://social-plugins.line.me/lineit/share?url={quote(self.url(doc.key), safe="")}">LINE</a></li></ul>
</div>
<div class="article-body" id="article-body">
{body}
</div>
{tagline}
{profile}
</article>
<div class="ad-rectangle"><div id="div-gpt-ad-rect1"></div></div>
<section class="article-related"><h2>関連記事</h2><ul class="c-list">
{rel}
</ul></section>"""

    def listing_main(self, doc: Doc) -> str:
        items = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            items.append(
                f"""<li class="c-list__item">
<a href="{self.href(k)}" class="c-list__thumb" tabindex="-1"><img src="/mwimgs/{d.path.rsplit("/", 1)[-1][:6]}/thumb.jpg" alt="" loading="lazy"></a>
<div class="c-list__body"><p class="c-list__title">{self.a(k, d.title, "content")}</p><p class="c-list__date">{esc(d.stamp)}</p></div>
</li>"""
            )
        pager = ""
        if doc.extra.get("more"):
            pager = f'<div class="pager"><span class="current">1</span>{self.a(doc.extra["more"], "2", "pagination")}<a href="/list/news/society?page=3">3</a>{self.a(doc.extra["more"], "次へ", "pagination")}</div>'
        if doc.extra.get("prev"):
            pager = f'<div class="pager">{self.a(doc.extra["prev"], "前へ", "pagination")}{self.a(doc.extra["prev"], "1", "pagination")}<span class="current">2</span><a href="/list/news/society?page=3">3</a></div>'
        head = f'<h1 class="list-title">{esc(doc.title)}</h1>'
        if doc.kind == "author":
            head = f'<div class="author-head"><img src="/mwimgs/author/nakamura.jpg" alt="" width="120" height="120"><h1 class="list-title">{esc(doc.title)}</h1><p>{esc(doc.extra["bio"])}</p></div><h2>記事一覧</h2>'
        if doc.kind == "tag":
            head = f'<h1 class="list-title">{esc(doc.title)}</h1><p class="list-lead">「{esc(doc.title)}」に関する記事の一覧です。</p>'
        if doc.kind == "search":
            head = (
                f'<h1 class="list-title">{esc(doc.title)}</h1><p class="list-lead">1件が見つかりました（新しい順）</p>'
            )
        extra = ""
        if doc.key == "home":
            extra = f"""<section class="home-pickup"><h2>特集・連載</h2><ul>
<li>{self.a("tag", "冬の備え　除雪特集", "content")}</li>
<li>{self.a("author", "記者の視点（中村恵子）", "content")}</li>
<li>{self.a("search", "ひみ寒ぶり2026", "content")}</li>
<li>{self.a("okuyami", "きょうのお悔やみ", "content")}</li>
<li>{self.a("society", "社会のニュース一覧", "content")}</li>
</ul></section>
<section class="home-local"><h2>地域版</h2><ul>
<li>{self.a("fire", self.docs["fire"].title, "content")}</li>
<li>{self.a("snow", self.docs["snow"].title, "content")}</li>
</ul></section>"""
        return f"""<section class="list-section">
{head}
<ul class="c-list">
{"".join(items)}
</ul>
{pager}
</section>
{extra}"""

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "weather":
            rows = [
                ("富山", "くもり時々雪", "8℃", "2℃", "60％"),
                ("高岡", "くもり時々雪", "8℃", "2℃", "60％"),
                ("魚津", "雪時々くもり", "7℃", "1℃", "70％"),
                ("金沢", "くもり時々雨", "10℃", "4℃", "50％"),
                ("輪島", "雨時々雪", "9℃", "3℃", "70％"),
                ("福井", "くもり", "11℃", "4℃", "30％"),
                ("敦賀", "くもり時々雨", "12℃", "5℃", "40％"),
            ]
            trs = "\n".join(
                f'<tr><th>{c}</th><td>{w}</td><td class="high">{h}</td><td class="low">{lo}</td><td>{p}</td></tr>'
                for c, w, h, lo, p in rows
            )
            week = "\n".join(
                f"<tr><th>{d}</th><td>{w}</td><td>{t}</td></tr>"
                for d, w, t in (
                    ("5日（土）", "雪", "5℃／0℃"),
                    ("6日（日）", "雪時々くもり", "4℃／-1℃"),
                    ("7日（月）", "くもり", "7℃／1℃"),
                    ("8日（火）", "くもり時々晴れ", "9℃／2℃"),
                    ("9日（水）", "雨", "10℃／4℃"),
                )
            )
            return f"""<section class="weather">
<h1 class="list-title">{esc(doc.title)}</h1>
<p class="weather-time">12月4日（金）午前5時　気象台発表</p>
<p class="weather-summary">北陸地方は、冬型の気圧配置が次第に強まる見込みです。山沿いを中心に雪が降り、平地でもみぞれや雪となる所があるでしょう。</p>
<table class="weather-table"><thead><tr><th>地点</th><th>天気</th><th>最高</th><th>最低</th><th>降水確率</th></tr></thead>
<tbody>
{trs}
</tbody></table>
<h2>富山の週間予報</h2>
<table class="weather-week"><tbody>
{week}
</tbody></table>
<p class="weather-note">警報・注意報：富山県東部に大雪注意報、なだれ注意報。</p>
</section>"""
        if doc.kind == "obituary":
            body = self.blocks(doc, custom={"note": lambda t: f'<p class="chuui">{esc(t)}</p>'})
            return f"""<p class="pankuzu">{self.a("home", "トップ", "breadcrumb")} &gt; 地域版 &gt; お悔やみ</p>
<h1 class="midashi">{esc(doc.title)}</h1>
<p class="hiduke">{reiwa("2026-12-04", weekday=True)}付</p>
<div class="okuyami">
{body}
</div>
<p class="modoru"><a href="/chiiki/okuyami/20261203.html">前日のお悔やみ</a></p>"""
        return f"""<section class="static-page">
<h1 class="list-title">{esc(doc.title)}</h1>
{self.blocks(doc)}
</section>"""
