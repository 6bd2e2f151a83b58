# ruff: noqa: E501, RUF001, RUF002 (page texts and markup are long literal lines; full-width Japanese punctuation is deliberate)
"""TechFront: an ITmedia/Impress Watch-like Japanese tech news site (`cmsTitle`, `cmsAbstract`, `cmsByline`,
`cmsDate`, `cmsBody`, `/news/articles/2612/04/news123.html`, multi-page stories `news071_2.html`,
`/keywords/…`, `/author/<id>/`, `/ranking/`), Japanese. Bylines "［山田太郎，TechFront］" (two reporters
"［山田太郎，田中一郎，TechFront］"; a desk credit "［TechFront］" names no person); dates "2026年12月04日 21時40分
公開" (and "… 更新"). The news section is UTF-8; the **mobile section (`/mobile/`) is served in Shift_JIS** (header
and `<meta http-equiv>` say `Shift_JIS`, which Scrapy decodes as `cp932`), with no JSON-LD, as legacy sections of
such sites are. Metadata on the UTF-8 pages: `NewsArticle` JSON-LD in +09:00, except the outage brief in **UTC**
(15:10Z on 4 Dec = 00:10 on 5 Dec in Tokyo, as printed). A republished PR wire release ("プレスリリース") is an
article with no person credited (the company is no author). A multi-page review is labelled on its page 1 only;
the news ranking is not an article."""

from __future__ import annotations

import json

from common import Base, page, story
from sitekit import Doc, css_rules, esc

SJIS = {"mobile", "review", "carrier", "fold"}
ARTS = ["ai", "review", "carrier", "fold", "press", "column", "interview", "sokuho"]
RANKING = [
    ("sokuho", None),
    ("ai", None),
    ("review", None),
    (None, "「Windows 12」は来年秋か　開発者向けプレビューで見えた新機能"),
    ("carrier", None),
    ("interview", None),
    (None, "5000円台で買えるノイズキャンセリングイヤフォンを比較"),
    ("column", None),
    (None, "メールの「全員に返信」が招いた情報漏えい、その教訓"),
    ("fold", None),
]


class TechFront(Base):
    origin = "https://www.techfront.test"
    name = "TechFront"
    prefix = "tfj"
    language = "ja"

    # one section in another charset: sitebuild reads `encoding` right after `file_name(doc)` and again for the
    # label after rendering, so the page being built is remembered there
    def file_name(self, doc: Doc) -> str:
        self.current = doc.key
        return super().file_name(doc)

    @property  # type: ignore[override]
    def encoding(self) -> str:
        return "cp932" if self.current in SJIS else "utf-8"

    @property  # type: ignore[override]
    def content_type(self) -> str:
        return "text/html; charset=Shift_JIS" if self.current in SJIS else "text/html; charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "tfj",
            [
                "#masthead",
                "#globalNav",
                "#cmsTitle",
                "#cmsBody .inner",
                "#cmsByline",
                ".colBoxRelatedArticle",
                ".colBoxRanking",
                "#footer",
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
                "TechFront",
                "itmedia-like-top",
                list=["sokuho", "ai", "press", "review", "carrier", "column", "interview", "fold"],
            )
        )
        add(
            page(
                "news",
                "/news/",
                "section",
                "TechFront NEWS",
                "news-subtop",
                list=["sokuho", "ai", "press", "column"],
                more="news2",
            )
        )
        add(
            page(
                "news2",
                "/news/index2.html",
                "section",
                "TechFront NEWS",
                "news-subtop-page2",
                list=["interview", "column"],
                prev="news",
            )
        )
        add(
            page(
                "mobile",
                "/mobile/",
                "section",
                "TechFront Mobile",
                "mobile-subtop-shift-jis",
                list=["carrier", "review", "fold"],
            )
        )
        add(
            page(
                "tag",
                "/keywords/generative_ai.html",
                "tag",
                "生成AI",
                "keyword-page",
                list=["ai", "interview", "column"],
            )
        )
        add(page("author", "/author/230001/", "author", "山田太郎", "author-page", list=["sokuho", "ai", "interview"]))
        add(
            page(
                "search",
                "/search/?q=%E7%94%9F%E6%88%90AI",
                "search",
                "検索結果",
                "search-results",
                list=["ai", "interview"],
                query="生成AI",
            )
        )
        add(page("ranking", "/ranking/", "ranking", "アクセスランキング", "ranking-list"))
        add(
            page(
                "privacy",
                "/info/privacy.html",
                "policy",
                "プライバシーポリシー",
                "privacy-policy",
                [
                    "株式会社テックフロント（以下「当社」）は、当社が運営するWebサイトにおける利用者の個人情報を、以下の方針に基づき適切に取り扱います。",
                    "## 1. 取得する情報",
                    "当社は、会員登録やアンケートの際に、氏名、メールアドレス、勤務先などの情報を取得することがあります。また、Cookieなどを利用して閲覧履歴などの情報を取得します。",
                    "## 2. 利用目的",
                    "取得した情報は、サービスの提供、広告の配信、記事の改善のための分析に利用します。",
                    "## 3. 第三者提供",
                    "法令に基づく場合を除き、本人の同意なく個人情報を第三者に提供することはありません。",
                    "制定日：2018年4月1日　最終改定日：2026年10月1日",
                ],
            )
        )
        add(
            story(
                "ai",
                "/news/articles/2612/04/news123.html",
                "クラウドノート、生成AI機能を全プランで標準提供へ　追加料金なし",
                "2026-12-04",
                "2026-12-04T21:40:00+09:00",
                "2026年12月04日 21時40分 公開",
                ["山田太郎"],
                [
                    "ノートアプリ「クラウドノート」を提供するクラウドノート株式会社（東京都渋谷区）は12月4日、これまで月額800円の有料オプションとして提供してきた生成AI機能「ノートアシスト」を、2027年1月15日から無料プランを含む全プランで標準提供すると発表した。追加料金は不要になる。",
                    "ノートアシストは、メモの要約や議事録の自動作成、文章の校正、キーワードからの下書き作成などができる機能。2025年4月の提供開始以来、有料オプションの契約者数は約42万人に達しているという。",
                    "FIG: ノートアシストの画面 | ノートアシストの利用画面（出典：クラウドノート）",
                    "## 無料プランは月50回まで",
                    "無料プランでは、AI機能の利用回数を月50回までに制限する。月額600円の「スタンダード」プランは月500回、月額1200円の「プロ」プランと法人向けプランは回数無制限で利用できる。既に有料オプションを契約しているユーザーは、2026年12月分をもって自動的に解約となり、12月分の料金は請求しない。",
                    "同社の村上健一社長は発表会で「AIはもはや特別な機能ではなく、ノートアプリの基本機能の一つになった。一部のユーザーだけでなく、全てのユーザーに使ってもらいたい」と話した。",
                    "## 法人向けにはデータ管理機能を強化",
                    "法人向けプランでは、AIの処理に使ったデータを学習に利用しないことを契約上明記するほか、管理者が部署ごとにAI機能の利用可否を設定できる機能を追加する。国内の金融機関や自治体など、情報管理に厳しい組織での導入を見込む。",
                    "AI機能の無料化を巡っては、競合する海外のノートアプリも相次いで同様の方針を打ち出している。クラウドノートは無料化による利用者の拡大で、有料プランへの移行を促す考えだ。",
                ],
                "news-byline-bracket",
                section="NEWS",
                dek="ノートアプリ大手のクラウドノートは、これまで有料オプションだった生成AI機能を、2027年1月から無料プランを含む全プランで標準提供すると発表した。",
                tag=True,
            )
        )
        add(
            story(
                "review",
                "/mobile/articles/2612/03/news071.html",
                "「Kumo Phone 5」レビュー　3万円台でも妥協しない？　カメラと電池持ちを検証",
                "2026-12-03",
                None,
                "2026年12月03日 10時00分 公開",
                ["鈴木美咲"],
                [
                    "国内メーカーのクモモバイルが11月28日に発売した「Kumo Phone 5」は、税込み3万4800円という価格ながら、6.6型の有機ELディスプレイや5000万画素のメインカメラを備えたミドルレンジスマートフォンだ。発売から1週間ほど使ってみたので、その実力を3ページにわたって紹介する。1ページ目では外観とディスプレイを中心に見ていく。",
                    "## 手に取ると価格以上の質感",
                    "まず驚いたのは、手に持ったときの質感だ。背面はマット加工が施された強化ガラスで、指紋が目立ちにくい。フレームは樹脂製だが、金属調の塗装のおかげで安っぽさは感じない。重さは約178gと、6.6型クラスとしては軽い部類に入る。",
                    "FIG: Kumo Phone 5の背面 | ミストグレーの背面。マット加工で指紋が目立ちにくい",
                    "カラーはミストグレー、オーシャンブルー、サクラピンクの3色。今回試用したのはミストグレーで、落ち着いた色合いはビジネスシーンでも違和感がない。",
                    "本体はIP68の防水・防じんに対応し、おサイフケータイも利用できる。3万円台の端末ではいずれかが省かれることも多いが、国内メーカーらしく日本市場で求められる機能はしっかり押さえている。",
                    "## 有機ELディスプレイは明るく見やすい",
                    "ディスプレイは6.6型の有機ELで、解像度はフルHD+（2400×1080ピクセル）。リフレッシュレートは最大120Hzに対応し、Webページのスクロールなどは滑らかだ。",
                    "ピーク輝度は1600ニトとされており、晴れた日の屋外でも画面が見にくいと感じることはほとんどなかった。ただし、明るさの自動調整をオンにした状態では、暗い室内で画面がやや暗くなりすぎる場面があった。このあたりはソフトウェアの更新による改善に期待したい。",
                ],
                "multipage-review-page1-shift-jis",
                section="Mobile",
                dek="クモモバイルの新しいミドルレンジ機「Kumo Phone 5」を1週間使ってみた。3万円台ながら有機ELやIP68、おサイフケータイに対応する。まずは外観とディスプレイをチェックする。",
                pages=3,
            )
        )
        add(
            story(
                "carrier",
                "/mobile/articles/2612/04/news098.html",
                "大手3キャリアの新料金プランを比較　データ無制限は月額いくらに？",
                "2026-12-04",
                None,
                "2026年12月04日 18時30分 公開",
                ["田中一郎"],
                [
                    "大手携帯電話会社3社の2027年春の新料金プランが出そろった。ミライモバイルが12月4日に新プラン「ミライ無制限プラス」を発表し、アオゾラ通信とヒカリモバイルを含む3社のデータ無制限プランの内容が明らかになった。各社とも月額料金を据え置くか小幅な値上げにとどめる一方、付帯サービスで差別化を図っている。",
                    "## 月額料金は7000円台で横並び",
                    "3社のデータ無制限プランの月額料金（税込み、割引適用前）と主な特典は以下の通り。",
                    "T: 事業者 | プラン名 | 月額料金 | 主な特典",
                    "T: ミライモバイル | ミライ無制限プラス | 7480円 | 動画配信サービス1つが無料",
                    "T: アオゾラ通信 | アオゾラMAX | 7238円 | 海外ローミング月10GB無料",
                    "T: ヒカリモバイル | ヒカリ使い放題 | 7150円 | ポイント還元率最大5％",
                    "## 割引を組み合わせると5000円台も",
                    "各社とも、固定回線や電気料金とのセット割、家族割を組み合わせることで月額料金を下げられる。ミライモバイルの場合、光回線とのセット割（1100円）と家族3人以上の割引（1100円）を適用すると、月額5280円になる。",
                    "ただし、割引の条件は各社で大きく異なる。アオゾラ通信は家族割の適用に同一住所での契約を求めているほか、ヒカリモバイルはポイント還元を受けるために同社のクレジットカードでの支払いが必要だ。",
                    "## 値上げ回避の背景に格安プランとの競争",
                    "今回の料金改定では、物価上昇を理由に値上げに踏み切る事業者が出るとの見方もあった。しかし、各社の格安ブランドやオンライン専用プランとの競争が激しく、大手ブランドの料金を大きく引き上げるのは難しい状況だ。",
                    "ミライモバイルの担当者は「料金を上げるのではなく、サービスの価値を高めることで選んでもらいたい」と話す。通信品質の向上に向けた設備投資の負担が増す中、各社の収益確保策が今後の焦点になりそうだ。",
                ],
                "comparison-table-shift-jis",
                section="Mobile",
                dek="ミライモバイルが新料金プランを発表し、大手3社のデータ無制限プランが出そろった。月額料金と特典、割引の条件を比べた。",
            )
        )
        add(
            story(
                "fold",
                "/mobile/articles/2612/02/news112.html",
                "折りたたみスマホの国内出荷、7～9月は前年比1.8倍に　調査会社まとめ",
                "2026-12-02",
                None,
                "2026年12月02日 15時20分 公開",
                [],
                [
                    "調査会社のテクノリサーチ・ジャパンは12月2日、2026年7～9月期の国内スマートフォン出荷台数に関する調査結果を発表した。折りたたみ型スマートフォンの出荷台数は約18万台で、前年同期の約1.8倍に増えた。",
                    "スマートフォン全体の出荷台数は約640万台で、前年同期比で3.2％減少した。全体に占める折りたたみ型の割合は2.8％と、初めて2％を超えた。",
                    "同社は、縦に折りたたむ小型モデルの価格が10万円を下回ったことや、大手キャリアが端末の返却を条件に実質負担額を抑える販売方法を広げたことが出荷増につながったと分析している。",
                    "一方で、横に開く大画面モデルは20万円を超える製品が多く、出荷台数は横ばいにとどまった。",
                ],
                "desk-credit-brief-shift-jis",
                section="Mobile",
                dek="テクノリサーチ・ジャパンの調査によると、7～9月期の折りたたみスマホの国内出荷台数は約18万台だった。",
            )
        )
        add(
            story(
                "press",
                "/news/articles/2612/04/news061.html",
                "ミナトロボティクス、物流倉庫向け自律搬送ロボット「MR-7」を発売　積載量を従来比1.5倍に",
                "2026-12-04",
                "2026-12-04T14:00:00+09:00",
                "2026年12月04日 14時00分 公開",
                [],
                [
                    "株式会社ミナトロボティクス（本社：神奈川県横浜市、代表取締役社長：石井誠、以下「ミナトロボティクス」）は、物流倉庫向けの自律搬送ロボット「MR-7」を2026年12月4日より販売開始いたしました。",
                    "## 開発の背景",
                    "物流業界では、人手不足の深刻化に加え、いわゆる「2024年問題」以降、倉庫内作業の効率化が喫緊の課題となっています。当社はこれまで、中小規模の倉庫でも導入しやすい搬送ロボットを開発してまいりましたが、お客さまからは「より重い荷物を運びたい」「既存の棚をそのまま使いたい」といった声を多くいただいておりました。",
                    "## 製品の特長",
                    "- 最大積載量600kg：従来機「MR-5」と比べて1.5倍に向上しました。",
                    "- 棚ごと搬送：既存のスチール棚の下に潜り込んで持ち上げるため、棚の改造は不要です。",
                    "- 導入期間は最短2週間：倉庫内の地図を自動で作成するため、床面への磁気テープ敷設などの工事が不要です。",
                    "- 24時間稼働：自動充電ステーションに対応し、夜間の無人運用が可能です。",
                    "FIG: MR-7の外観 | 自律搬送ロボット「MR-7」",
                    "## 価格・提供形態",
                    "本体価格は1台あたり498万円（税別）です。初期費用を抑えたいお客さま向けに、月額12万8000円（税別、5年契約）のサブスクリプションプランもご用意しております。",
                    'RAW:<div class="pr-company"><h3>会社概要</h3><dl><dt>会社名</dt><dd>株式会社ミナトロボティクス</dd><dt>所在地</dt><dd>神奈川県横浜市西区みなとみらい二丁目</dd><dt>設立</dt><dd>2018年6月</dd><dt>事業内容</dt><dd>物流・製造業向けロボットの開発・販売</dd></dl><h3>本件に関するお問い合わせ先</h3><p>株式会社ミナトロボティクス 広報担当　pr@minato-robotics.test</p></div>',
                ],
                "press-release-wire-no-author",
                section="NEWS",
                dek="",
                pr=True,
            )
        )
        add(
            story(
                "column",
                "/enterprise/articles/2612/02/news015.html",
                "「DX疲れ」の正体　情シスが本当に求めているもの",
                "2026-12-02",
                "2026-12-02T07:00:00+09:00",
                "2026年12月02日 07時00分 公開",
                ["佐藤花子"],
                [
                    "「また新しいツールの導入ですか」。ある製造業の情報システム部門で働く知人は、経営会議で新たなDX施策が決まるたびに、ため息をつくという。この数年、業務のデジタル化を掲げてさまざまなクラウドサービスを導入してきたが、現場の負担は減るどころか増えているというのだ。",
                    "こうした「DX疲れ」を訴える声は、筆者が取材する中でも年々増えている。今回は、その正体について考えてみたい。",
                    "## ツールが増えるほど仕事が増える",
                    "DX疲れの最大の原因は、導入したツールの数が増えすぎたことにある。ある調査によると、従業員1000人以上の企業が利用しているSaaSの数は平均で100を超える。それぞれにアカウント管理やセキュリティ設定、ベンダーとのやりとりが発生し、その多くを少人数の情報システム部門が担っている。",
                    "しかも、導入を決めるのは情シスとは限らない。営業部門やマーケティング部門がそれぞれの判断でサービスを契約し、トラブルが起きてから情シスに相談が来る、というケースも珍しくない。",
                    "## 「何を入れるか」より「何をやめるか」",
                    "では、情シスが本当に求めているものは何か。取材を通じて感じるのは、新しいツールではなく「やめる決断」だということだ。使われていないサービスの解約、重複するツールの統合、紙とデジタルの二重運用の廃止。こうした引き算の取り組みは地味で、経営層へのアピールにもなりにくいが、現場の負担を確実に減らす。",
                    "ある中堅商社では、全社で利用しているSaaSを棚卸ししたところ、約3割がほとんど使われていなかったという。これらを解約し、似た機能を持つツールを統合した結果、年間で約2000万円のコスト削減につながっただけでなく、情シスへの問い合わせ件数も2割ほど減った。",
                    "## 経営層に求められる視点",
                    "DXはツールを導入すること自体が目的ではない。業務の進め方を見直し、不要なものを減らすことも立派なDXだ。経営層には、新しい施策を打ち出すのと同じ熱量で、やめることを決める役割を担ってほしい。それこそが、疲れ切った情シスが本当に待ち望んでいることなのではないだろうか。",
                ],
                "serial-column",
                section="エンタープライズ",
                dek="新しいツールの導入が続き、情報システム部門は疲れ切っている。現場が本当に求めているのは、新しいツールではなく「やめる決断」かもしれない。",
                series="連載：情シスの本音（第14回）",
                bio="佐藤花子（さとう・はなこ）　ITジャーナリスト。SIerでの勤務を経て2015年に独立。企業の情報システム部門の取材を続けている。",
                tag=True,
            )
        )
        add(
            story(
                "interview",
                "/news/articles/2612/01/news044.html",
                "「エンジニアの3割をAI専任に」　フィンテック企業CTOが語る開発組織の作り方",
                "2026-12-01",
                "2026-12-01T12:00:00+09:00",
                "2026年12月01日 12時00分 公開",
                ["山田太郎", "田中一郎"],
                [
                    "決済サービスを手掛けるペイライン（東京都港区）は2026年、約300人いるエンジニアの3割をAI関連の開発に専任させる組織改編に踏み切った。狙いはどこにあるのか。同社の最高技術責任者（CTO）、森田大輔氏に聞いた。",
                    "Q: ――エンジニアの3割をAI専任にするというのは大胆な判断です。 || 森田　社内でも議論はありました。ただ、AIを片手間で扱っていては競争に勝てないと考えたのです。決済の不正検知や加盟店の審査など、当社の業務にはAIで大きく改善できる領域が多い。専任のチームが責任を持って取り組む体制が必要でした。",
                    "Q: ――既存のサービス開発への影響はありませんでしたか。 || 森田　短期的には、新機能の開発ペースが落ちたのは事実です。そこで、既存サービスについては優先順位を厳しく見直し、効果の小さい開発案件はいったん止めました。結果として、本当に必要な機能に集中できるようになったと感じています。",
                    "Q: ――AI専任チームの人材はどのように確保したのでしょうか。 || 森田　外部からの採用だけでは到底足りないので、社内の希望者を募りました。半年間の研修プログラムを用意し、機械学習の基礎から実際のプロダクト開発までを学んでもらいました。応募は想定の2倍以上あり、エンジニアの関心の高さを改めて感じました。",
                    "FIG: ペイラインの森田大輔CTO | ペイラインの森田大輔CTO",
                    "Q: ――成果は出ていますか。 || 森田　不正検知では、導入前と比べて誤検知が約4割減りました。加盟店の審査にかかる時間も、平均5日から2日に短縮しています。数字に表れる成果が出てきたことで、社内の理解も進みました。",
                    "Q: ――今後の課題は何でしょうか。 || 森田　AIの判断をどう説明するかです。決済の分野では、なぜ取引が止められたのかを加盟店や利用者に説明する責任があります。精度を上げるだけでなく、判断の根拠を示せる仕組みづくりに力を入れていきます。",
                ],
                "interview-two-reporters",
                section="NEWS",
                dek="決済サービスのペイラインは、約300人のエンジニアの3割をAI開発の専任とする組織改編を実施した。CTOの森田大輔氏にその狙いと成果を聞いた。",
                tag=True,
            )
        )
        add(
            story(
                "sokuho",
                "/news/articles/2612/05/news002.html",
                "国内クラウド「ソラクラウド」で大規模障害　東日本リージョンの一部で接続できず",
                "2026-12-05",
                "2026-12-04T15:10:00Z",
                "2026年12月05日 00時10分 公開",
                ["山田太郎"],
                [
                    "国内クラウドサービス「ソラクラウド」で12月4日午後11時ごろから、東日本リージョンの一部で仮想サーバやデータベースに接続しにくい障害が発生している。運営するソラネットワークスが公式サイトで明らかにした。",
                    "同社によると、障害の原因はデータセンター内のネットワーク機器の不具合とみられ、復旧作業を進めているという。影響を受けているユーザー数や復旧の見通しは明らかにしていない。",
                    "SNS上では、同サービスを利用しているECサイトや自治体のWebサイトが閲覧できなくなったとの報告が相次いでいる。",
                    "【更新：5日午前1時25分】ソラネットワークスは5日午前1時10分ごろ、ネットワーク機器の交換を終え、順次サービスが復旧していると発表した。",
                ],
                "breaking-brief-utc-crosses-midnight",
                section="NEWS",
                dek="国内クラウド「ソラクラウド」で、12月4日深夜から東日本リージョンの一部に接続しにくい障害が発生した。",
                updated="2026年12月05日 01時25分 更新",
            )
        )

    # ---- templates -------------------------------------------------------------------------------------------

    def byline(self, doc: Doc) -> str:
        if doc.extra.get("pr"):
            return ""
        names = [self.a("author", a, "byline") if a == "山田太郎" else esc(a) for a in doc.authors]
        return "［" + "，".join([*names, "TechFront"]) + "］"

    def head(self, doc: Doc) -> str:
        sj = doc.key in SJIS
        suffix = " - TechFront Mobile" if sj else " - TechFront NEWS" if doc.section == "NEWS" else " - TechFront"
        title = (
            doc.title + ("（1/3）" if doc.extra.get("pages") else "") + suffix
            if doc.key != "home"
            else "TechFront：IT総合情報ポータル"
        )
        out = [
            '<meta http-equiv="Content-Type" content="text/html; charset=Shift_JIS">'
            if sj
            else '<meta charset="UTF-8">',
            f"<title>{esc(title)}</title>",
            f'<meta name="description" content="{esc(doc.dek or "TechFrontはIT関連の最新ニュース、レビュー、連載を毎日お届けするIT総合情報ポータルです。")}">',
            f'<link rel="canonical" href="{esc(self.url(doc.key))}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
        ]
        if doc.extra.get("pages"):
            out.append('<link rel="next" href="news071_2.html">')
        if sj:
            return "\n".join(out)
        out += [
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            f'<meta property="og:url" content="{esc(self.url(doc.key))}">',
            '<meta property="og:site_name" content="TechFront">',
            '<meta name="twitter:card" content="summary_large_image">',
        ]
        if doc.is_article:
            author: object = (
                {"@type": "Organization", "name": "PRワイヤ"}
                if doc.extra.get("pr")
                else [{"@type": "Person", "name": a} for a in doc.authors]
            )
            ld = {
                "@context": "https://schema.org",
                "@type": "NewsArticle",
                "mainEntityOfPage": {"@type": "WebPage", "@id": self.url(doc.key)},
                "headline": doc.title,
                "datePublished": doc.iso,
                "dateModified": "2026-12-04T16:25:00Z" if doc.extra.get("updated") else doc.iso,
                "author": author,
                "publisher": {
                    "@type": "Organization",
                    "name": "TechFront",
                    "logo": {"@type": "ImageObject", "url": "https://image.techfront.test/images/logo/tf_logo_600.png"},
                },
                "image": [
                    f"https://image.techfront.test{doc.path.replace('/articles/', '/articles/').replace('.html', '_01.jpg')}"
                ],
            }
            out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        sj = doc.key in SJIS
        gnav = "".join(
            f"<li>{self.a(k, t, 'nav')}</li>"
            for k, t in (
                ("news", "NEWS"),
                ("mobile", "Mobile"),
                ("/pcuser/", "PC USER"),
                ("/enterprise/", "エンタープライズ"),
                ("/business/", "ビジネス"),
                ("ranking", "ランキング"),
            )
        )
        ranking = "".join(
            f'<li><span class="rank">{i + 1}</span>{self.rank_link(i, k, t, "aside")}</li>'
            for i, (k, t) in enumerate(RANKING[:5])
        )
        cookie = (
            ""
            if sj
            else '<div id="cookieNotice">当サイトでは、利便性向上や広告配信のためにCookieを使用しています。詳しくは<a href="/info/cookie.html">Cookieポリシー</a>をご覧ください。<button>同意する</button></div>'
        )
        analytics = (
            ""
            if sj
            else f'<script>window.tfDataLayer = {{"pageType": "{"article" if doc.is_article else doc.kind}", "channel": "{esc(doc.section or "top")}"}};</script>'
        )
        return f"""<!DOCTYPE html>
<html lang="ja">
<head>
{self.head(doc)}
<meta name="viewport" content="width=device-width,initial-scale=1">
<link rel="stylesheet" href="/css/{"mobile_legacy" if sj else "tf_base"}.css?20261101">
<link rel="alternate" type="application/rss+xml" title="TechFront" href="https://rss.techfront.test/rss/2.0/{"mobile" if sj else "news"}_bursts.xml">
<style>/*PAD*/</style>
{analytics}
<script src="/js/tf_common.js?20261101"></script>
</head>
<body>
<div id="masthead"><div id="masthead_logo">{self.a("home", "TechFront", "nav", inner='<img src="/images/logo/tf_logo.gif" alt="TechFront" width="160" height="40">')}</div>
<div id="mastheadSearch"><form action="/search/"><input type="text" name="q" value=""><input type="submit" value="検索"></form><p class="hotKeyword">注目のキーワード：{self.a("tag", "生成AI", "nav")} <a href="/keywords/5g.html">5G</a> <a href="/keywords/security.html">セキュリティ</a></p></div>
<div id="memberNav"><a href="https://id.techfront.test/login">ログイン</a> <a href="https://id.techfront.test/regist">会員登録（無料）</a></div></div>
<div id="globalNav"><ul>{gnav}</ul></div>
<div id="ad_top" class="ad_728"></div>
<div id="contents">
<div id="contentsMain">
{main}
</div>
<div id="contentsSub">
<div class="colBoxRanking"><div class="colBoxHead"><h2>アクセスランキング</h2></div><ol>{ranking}</ol><p class="more">{self.a("ranking", "ランキングをもっと見る", "aside")}</p></div>
<div class="colBoxMail"><h2>メールマガジン</h2><p>TechFront NEWSの最新記事を毎朝お届けします。</p><a href="https://id.techfront.test/mailmag/">登録する</a></div>
<div id="ad_rect" class="ad_300"></div>
</div>
</div>
<div id="footer"><ul class="footerNav"><li><a href="/info/company.html">会社概要</a></li><li>{self.a("privacy", "プライバシーポリシー", "footer")}</li><li><a href="/info/rule.html">利用規約</a></li><li><a href="/info/ad.html">広告掲載</a></li><li><a href="/info/contact.html">お問い合わせ</a></li><li>{self.a("search", "サイト内検索", "footer")}</li></ul>
<p id="copyright">Copyright &copy; TechFront, Inc. All Rights Reserved.</p></div>
{cookie}
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        pr = doc.extra.get("pr")
        series = (
            f'<div id="cmsSeries"><a href="/enterprise/series/21033/">{esc(doc.extra["series"])}</a></div>'
            if doc.extra.get("series")
            else ""
        )
        label = '<div class="prLabel"><span>プレスリリース</span></div>' if pr else ""
        abstract = f'<div id="cmsAbstract"><h2>{esc(doc.dek)}</h2></div>' if doc.dek else ""
        dates = f'<div class="publish">{doc.stamp}</div>'
        if doc.extra.get("updated"):
            dates += f'<div class="update">{doc.extra["updated"]}</div>'
        byline = (
            f'<div id="cmsByline"><div id="byline">{self.byline(doc)}</div></div>'
            if not pr
            else '<div id="cmsPrSource"><p>提供：PRワイヤ　発表元：株式会社ミナトロボティクス</p></div>'
        )
        share = f'<div class="snsShare"><a href="https://twitter.com/intent/tweet?url={esc(self.url(doc.key))}">ポスト</a> <a href="https://www.facebook.com/sharer.php?u={esc(self.url(doc.key))}">シェア</a> <a href="https://b.hatena.ne.jp/entry/{esc(self.url(doc.key))}">はてなブックマーク</a> <a href="https://social-plugins.line.me/lineit/share?url={esc(self.url(doc.key))}">LINE</a></div>'
        body = self.blocks(doc, fig=self.fig)
        notice = ""
        if pr:
            notice = '<div class="prNotice"><p>本記事は、株式会社ミナトロボティクスが発表したプレスリリースを、PRワイヤから提供を受けてそのまま掲載しています。内容に関するお問い合わせは発表元にお願いいたします。</p></div>'
        pager = ""
        if doc.extra.get("pages"):
            pager = '<div class="ctrl"><span class="current">1</span> | <a href="news071_2.html">2</a> | <a href="news071_3.html">3</a> | <a href="news071_2.html" class="next">次のページへ</a></div><div id="notice">次のページ：カメラの画質を夜景や人物撮影で検証</div>'
        bio = (
            f'<div class="profile"><h3>著者プロフィール</h3><p>{esc(doc.extra["bio"])}</p></div>'
            if doc.extra.get("bio")
            else ""
        )
        keywords = (
            f'<div id="cmsKeyword">関連キーワード：{self.a("tag", "生成AI", "content")} ｜ <a href="/keywords/saas.html">SaaS</a></div>'
            if doc.extra.get("tag")
            else ""
        )
        rel_keys = [k for k in ARTS if k != doc.key][:5]
        related = "".join(
            f'<li>{self.a(k, self.docs[k].title, "related")}<span class="date">{self.docs[k].stamp[:11]}</span></li>'
            for k in rel_keys
        )
        links = ""
        if doc.key in ("ai", "press"):
            links = f'<div class="colBoxRelatedLink"><div class="colBoxHead"><h2>関連リンク</h2></div><ul><li><a href="https://www.{"cloudnote" if doc.key == "ai" else "minato-robotics"}.test/news/">発表資料</a></li></ul></div>'
        copyright_line = (
            "Copyright &copy; TechFront, Inc. All Rights Reserved."
            if not pr
            else "Copyright &copy; Minato Robotics Co., Ltd. All Rights Reserved."
        )
        return f"""<div id="tmplNews" class="tmplArticle">
<div id="cmsMark">{self.a("mobile" if doc.key in SJIS else "news", "TechFront Mobile" if doc.key in SJIS else "TechFront NEWS", "breadcrumb")}</div>
{label}
{series}
<div id="cmsTitle"><h1 class="title"><span>{esc(doc.title)}</span></h1></div>
{abstract}
<div id="cmsDate" class="cmsDate">{dates}</div>
{byline}
{share}
<div id="cmsBody"><div class="inner">
{body}
</div></div>
{pager}
{notice}
{bio}
{keywords}
<div id="cmsCopyright"><p>{copyright_line}</p></div>
<div class="colBoxRelatedArticle"><div class="colBoxHead"><h2>関連記事</h2></div><ul>{related}</ul></div>
{links}
</div>"""

    def rank_link(self, i: int, k: str | None, t: str | None, zone: str) -> str:
        if k:
            return self.a(k, self.docs[k].title, zone)
        return f'<a href="/news/articles/2611/{28 - i:02d}/news{100 + i}.html">{esc(t or "")}</a>'

    def fig(self, alt: str, cap: str) -> str:
        return f'<div class="cmsBodyPhoto"><img src="https://image.techfront.test/images/2612/{len(alt) * 37 % 1000:03d}.jpg" alt="{esc(alt)}"><div class="caption">{esc(cap)}</div></div>'

    def listing_main(self, doc: Doc) -> str:
        items = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            items.append(
                f'<div class="colBoxIndex"><div class="colBoxSubTitle"><span class="colBoxUlDate">{d.stamp[:17]}</span></div><div class="colBoxTitle"><h3>{self.a(k, d.title, "content")}</h3></div><div class="colBoxDescription"><p>{esc(d.dek)}</p></div><div class="colBoxByline">{self.byline(d) if d.is_article else ""}</div></div>'
            )
        head = f'<h1 class="subtopTitle">{esc(doc.title)}</h1>'
        extra = ""
        if doc.kind == "home":
            head = '<h1 class="siteTitle">TechFront</h1><p class="siteCatch">IT総合情報ポータル</p>'
            extra = f'<div class="colBoxTopics"><h2>特集・カテゴリ</h2><ul><li>{self.a("mobile", "TechFront Mobile：スマホ・通信の最新情報", "content")}</li><li>{self.a("tag", "生成AIの記事一覧", "content")}</li><li>{self.a("author", "記者：山田太郎の記事", "content")}</li><li>{self.a("ranking", "きょうのアクセスランキング", "content")}</li></ul></div>'
        elif doc.kind == "author":
            head = f'<div class="authorProfile"><h1 class="subtopTitle">{esc(doc.title)}</h1><p>TechFront NEWS編集部記者。クラウド、AI、企業向けITを担当。</p></div><h2>山田太郎の記事一覧</h2>'
        elif doc.kind == "search":
            head = f'<h1 class="subtopTitle">{esc(doc.title)}</h1><p>「{esc(doc.extra["query"])}」の検索結果：{len(doc.extra["list"])}件</p><form action="/search/"><input type="text" name="q" value="{esc(doc.extra["query"])}"><input type="submit" value="検索"></form>'
        elif doc.kind == "tag":
            head = f'<h1 class="subtopTitle">{esc(doc.title)}</h1><p class="keywordDescription">文章や画像を自動で生成するAI技術に関する記事の一覧です。</p>'
        pager = ""
        if doc.extra.get("more"):
            pager = f'<div class="pageNav"><span class="current">1</span> {self.a(doc.extra["more"], "2", "pagination")} <a href="/news/index3.html">3</a> {self.a(doc.extra["more"], "次へ", "pagination")}</div>'
        elif doc.extra.get("prev"):
            pager = f'<div class="pageNav">{self.a(doc.extra["prev"], "前へ", "pagination")} {self.a(doc.extra["prev"], "1", "pagination")} <span class="current">2</span> <a href="/news/index3.html">3</a></div>'
        return (
            f'<div id="subtop">{head}\n<div class="colBoxIndexList">\n{chr(10).join(items)}\n</div>{pager}{extra}</div>'
        )

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "ranking":
            rows = []
            for i, (k, t) in enumerate(RANKING):
                link = self.rank_link(i, k, t, "content")
                rows.append(
                    f'<li class="rankItem"><span class="rankNum">{i + 1}</span><span class="rankTitle">{link}</span></li>'
                )
            return f"""<div id="ranking"><h1 class="subtopTitle">{esc(doc.title)}</h1>
<div class="rankingTab"><span class="current">デイリー</span> <a href="/ranking/weekly.html">ウイークリー</a> <a href="/ranking/monthly.html">マンスリー</a></div>
<p class="rankingDate">2026年12月05日 集計</p>
<ol class="rankList">
{chr(10).join(rows)}
</ol></div>"""
        return f'<div id="infoPage"><h1 class="subtopTitle">{esc(doc.title)}</h1>\n{self.blocks(doc)}\n</div>'
