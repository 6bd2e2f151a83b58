# ruff: noqa: E501, RUF001, RUF002 (page texts and markup are long literal lines; Japanese full-width punctuation is deliberate)
"""ミチクサ: a Japanese web magazine on **Gatsby 5** with **Contentful** (Japanese, UTF-8).

Static HTML from `gatsby build`: `<div id="___gatsby"><div … id="gatsby-focus-wrapper">`, CSS-module classes
`article-module--body--3xK9q`, the global CSS inlined in `<style data-identity="gatsby-global-css">`,
`data-gatsby-head` meta, `<link as="fetch" href="/page-data/…/page-data.json">` preloads and an inline
`window.___gatsby` chunk carrying the page's page-data (the Contentful entry, its rich text `body.raw` as a JSON
string). Story URLs `/articles/<slug>/` (and `/news/<slug>/`), `/category/yomimono/` and `/page/2/`, `/tags/…/`,
`/writers/…/`, a client-side `/search/`. Dates printed "2026年12月4日 18:00" (Asia/Tokyo); JSON-LD in +09:00, the
market story in **UTC** (22:30Z on 4 Dec = 5 Dec 07:30 in Tokyo). Credits "文：山田花子　写真：佐藤健一" (the
photographer is not an author), "文・写真：中村彩" (she is), "取材・文：…", "編集部" (no person). A long interview with
"――" questions and "岡部　" speaker labels. A recipe page is not an article."""

from __future__ import annotations

import json
from datetime import datetime, timedelta

from common import Base, blocks_html, ckey, js_json, page, segments, story
from sitekit import Doc, css_rules, esc, plain

ARTS = ["sento", "interview", "ohara", "column", "news", "review", "market", "essay"]
WRITERS = {"山田花子": "yamada-hanako"}


def mod(file: str, name: str) -> str:
    """A Gatsby CSS-module class: <file>-module--<name>--<hash>."""
    return f"{file}-module--{name}--{ckey(file + name, 5)}"


def local(iso: str) -> datetime:
    t = datetime.fromisoformat(iso.replace("Z", "+00:00"))
    return (t + timedelta(hours=9)).replace(tzinfo=None) if iso.endswith("Z") else t.replace(tzinfo=None)


def printed(iso: str) -> str:
    t = local(iso)
    return f"{t.year}年{t.month}月{t.day}日 {t:%H:%M}"


class Michikusa(Base):
    origin = "https://michikusa-mag.test"
    name = "ミチクサ"
    prefix = "mcs"
    language = "ja"
    content_type = "text/html; charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "mcs",
            ["." + mod("layout", n) for n in ("header", "nav", "footer", "wrapper")]
            + ["." + mod("article", n) for n in ("title", "lead", "credit", "body", "speaker", "profile")]
            + ["." + mod("card", "root")],
            260,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "ミチクサ",
                "gatsby-home",
                list=["market", "sento", "news", "interview", "ohara", "column", "review", "essay"],
            )
        )
        add(
            page(
                "cat",
                "/category/yomimono/",
                "section",
                "読みもの",
                "gatsby-category",
                list=["market", "sento", "news", "interview", "ohara"],
                more="cat2",
            )
        )
        add(
            page(
                "cat2",
                "/category/yomimono/page/2/",
                "section",
                "読みもの",
                "gatsby-category-page2",
                list=["column", "review", "essay"],
                prev="cat",
            )
        )
        add(page("tag", "/tags/fuyu-no-tabi/", "tag", "#冬の旅", "gatsby-tag", list=["market", "ohara", "news"]))
        add(page("writer", "/writers/yamada-hanako/", "author", "山田花子", "gatsby-writer", list=["sento", "column"]))
        add(
            page(
                "search",
                "/search/",
                "search",
                "記事を探す",
                "gatsby-client-search",
                list=["sento", "ohara", "interview"],
            )
        )
        add(
            page(
                "recipe",
                "/recipes/yuzu-daikon-amazuzuke/",
                "recipe",
                "ゆず大根の甘酢漬け",
                "gatsby-recipe",
                [
                    "冬至のころに食べたい、ゆずの香りがさわやかな常備菜。冷蔵庫で一週間ほど保存できます。",
                    "## 材料（つくりやすい分量）",
                    "- 大根……1/3本（約400g）",
                    "- 塩……小さじ1",
                    "- ゆず……1個",
                    "- 酢……大さじ4",
                    "- 砂糖……大さじ3",
                    "- 昆布……5cm角1枚",
                    "## 作り方",
                    "+ 大根は皮をむき、5cm長さの拍子木切りにする。塩をまぶして20分ほどおき、水気をしっかり絞る。",
                    "+ ゆずは皮を薄くむいてせん切りにし、果汁を搾る。",
                    "+ 酢、砂糖、ゆずの果汁を混ぜ合わせ、砂糖が溶けるまでよく混ぜる。",
                    "+ 保存容器に大根、ゆずの皮、昆布を入れ、3を注ぐ。冷蔵庫で半日以上漬ければ完成。",
                ],
                time="調理時間：30分（漬ける時間を除く）",
            )
        )
        add(
            page(
                "about",
                "/about/",
                "about",
                "ミチクサについて",
                "about-page",
                [
                    "ミチクサは、急がずに寄り道をするように、各地の暮らしや手仕事、食べものを訪ねるウェブマガジンです。2021年に創刊し、毎週火曜・金曜を中心に新しい記事を公開しています。",
                    "編集部は東京・蔵前にあります。全国のライターや写真家と一緒に、派手ではないけれど長く残しておきたい話を集めています。",
                    "## 運営",
                    "株式会社ミチクサ舎（代表取締役　川島さとみ）",
                    "記事へのご意見や取材のご依頼は、お問い合わせフォームからお寄せください。",
                ],
            )
        )
        add(
            page(
                "privacy",
                "/privacy/",
                "policy",
                "プライバシーポリシー",
                "policy-page",
                [
                    "株式会社ミチクサ舎（以下「当社」）は、ウェブマガジン「ミチクサ」における利用者の個人情報を、以下の方針に基づき適切に取り扱います。",
                    "## 取得する情報",
                    "当社は、ニュースレターの登録やお問い合わせの際に、氏名、メールアドレスなどの情報を取得します。また、アクセス解析のためにCookieを利用しています。",
                    "## 利用目的",
                    "取得した情報は、ニュースレターの配信、お問い合わせへの回答、サービス改善のための分析に利用します。法令に基づく場合を除き、本人の同意なく第三者に提供することはありません。",
                    "制定日：2021年4月1日　最終改定日：2026年6月15日",
                ],
            )
        )

        add(
            story(
                "sento",
                "/articles/daikokuyu-kitasenju/",
                "北千住の銭湯を継いだ三代目が守る「いつもの湯」",
                "2026-12-04",
                "2026-12-04T18:00+09:00",
                "",
                ["山田花子"],
                [
                    "午後三時、のれんが掛かる三十分前。東京・北千住の住宅街にある「大黒湯」では、三代目の店主・松本航平さん（34）がデッキブラシで洗い場のタイルを磨いていた。「開ける前のこの時間がいちばん好きなんです。湯気もまだ少なくて、ペンキ絵の富士山がくっきり見える」",
                    "大黒湯の創業は1956年。祖父が開き、父が四十年近く続けてきた。松本さんはもともと都内のIT企業でエンジニアとして働いていたが、父が腰を痛めたのをきっかけに、二年前に会社を辞めて番台に座るようになった。",
                    "FIG: ペンキ絵の前に立つ松本さん | 男湯と女湯をまたぐペンキ絵の富士山は、五年ごとに描き替えている",
                    "## 一日三百人から百二十人へ",
                    "最盛期の昭和四十年代には、一日に三百人以上の客が来たという。いまは平日で百二十人ほど。都内の銭湯はこの三十年で三分の一以下に減り、足立区内でも毎年のように廃業の知らせが届く。",
                    "「正直、数字だけ見たら続ける理由はないんです」と松本さんは笑う。燃料費はこの三年で一・五倍になった。それでも辞めようと思わなかったのは、常連客の存在だった。",
                    "毎日開店と同時にやってくる八十代の男性、仕事帰りに子どもを連れてくる若い夫婦、近くの大学に通う留学生。「ここで顔を合わせる人たちにとって、風呂屋は生活の一部なんです。それを僕の代で終わらせたくなかった」",
                    "## 変えたこと、変えなかったこと",
                    "継いでからまず取り組んだのは、エンジニア時代の経験を生かした小さな改善だった。ボイラーの稼働時間を記録して燃料の無駄を減らし、混雑状況をSNSで発信するようにした。土曜の夜には地元のバンドを招いて、脱衣所で小さなライブも開いている。",
                    "一方で、変えなかったものもある。四十四度の熱い湯、桶の音が響く高い天井、そして番台。「番台はお客さんの顔が見える場所。ここに座っていると、今日はあの人が来ていないな、と自然に気づくんです」",
                    "取材の日、常連の女性が帰り際に「また明日ね」と声をかけていった。松本さんは少し照れたように手を振った。",
                    "午後三時半。のれんが掛かると、待っていた数人の客が次々に入ってきた。湯気の向こうで、今日もいつもの一日が始まる。",
                    "NOTE: 大黒湯　東京都足立区千住（詳しい住所は公式サイトへ）／営業時間 15:30〜23:30／定休日 毎週金曜／大人 550円",
                ],
                "gatsby-feature-photo-credit",
                section="暮らし",
                dek="創業七十年の「大黒湯」を二年前に継いだ三十四歳の店主。番台に座りながら考えている、町の風呂屋のこれから。",
                credit="文：山田花子　写真：佐藤健一",
                tags=["銭湯", "東京"],
            )
        )
        add(
            story(
                "interview",
                "/articles/okabe-shinichi-interview/",
                "「毎日使える器が、いちばん難しい」益子の陶芸家・岡部真一さんインタビュー",
                "2026-12-03",
                "2026-12-03T12:00+09:00",
                "",
                ["鈴木真理子"],
                [
                    "益子駅から車で十分ほど。雑木林に囲まれた岡部真一さん（58）の工房を訪ねたのは、十一月の終わりの晴れた朝だった。登り窯の横には薪が高く積まれ、作業場の棚には素焼きを待つ茶碗がずらりと並んでいる。",
                    "――益子で作陶を始めて三十年になるそうですね。",
                    "岡部　ええ、今年でちょうど三十年です。東京の美大を出てから、最初は会社員をしていたんですよ。広告の仕事でした。でも、どうしても手を動かす仕事がしたくて、二十八のときに益子の窯元に弟子入りしました。",
                    "――なぜ益子だったのですか。",
                    "岡部　学生のころに陶器市に来て、普段使いの器がこんなにたくさん並んでいることに驚いたんです。作家ものというより、生活の道具としての焼きもの。それがいいなと思いました。",
                    "――岡部さんの器は、使いやすさで知られています。",
                    "岡部　そう言っていただけるとうれしいですね。でも、毎日使える器がいちばん難しいんです。飾っておく器なら、多少重くても、洗いにくくてもいい。でも毎日使うとなると、持ったときの重さ、口当たり、重ねたときの収まり、全部が気になってくる。",
                    "FIG: ろくろに向かう岡部さん | 一日に挽く飯碗は多いときで六十個ほど",
                    "――具体的にはどんなところに気を配っていますか。",
                    "岡部　たとえば飯碗なら、手のひらに乗せたときに重心が少し下にくるようにしています。そうすると、持ったときに軽く感じるんです。実際の重さは同じでもね。縁の厚みも、〇・五ミリ違うだけで口当たりがまったく変わります。",
                    "――土や釉薬はどうやって選んでいるのですか。",
                    "岡部　土は益子の土を中心に、少しだけ信楽の土を混ぜています。釉薬は、糠白と柿釉、それから灰釉の三種類がほとんどです。灰は近所の農家さんから分けてもらう籾殻や、うちの薪ストーブの灰を使っています。同じ釉薬でも、灰が変わると色が変わる。それもおもしろいところです。",
                    "――作品の価格を抑えていることでも知られています。",
                    "岡部　飯碗で二千五百円くらいですね。もっと高くしたらいいのにと言われることもあります。でも、割れたらまた買ってもらえる値段でありたいんです。器は割れるものですから。割れて、また買って、家族の食卓に並ぶ。それでいいと思っています。",
                    "――最近、若い人が工房を訪ねてくることも増えたとか。",
                    "岡部　増えましたね。SNSで見たと言って来てくれる。うれしいことです。ただ、写真で見るのと手に取るのとでは全然違うので、ぜひ実際に持ってみてほしい。重さや手ざわりは、画面では伝わりませんから。",
                    "――窯焚きは、いまも登り窯なのですか。",
                    "岡部　年に三回は登り窯で焚いています。それ以外は灯油窯です。登り窯は薪を三トン近く使いますし、三日間は寝ずの番になる。体力的にはきついですが、薪の灰が器にかかって、思いがけない景色が出る。灯油窯ではそれが出ないんです。",
                    "――思いがけない景色、というと。",
                    "岡部　同じ釉薬をかけた茶碗でも、窯のどこに置いたかで、まったく違う表情になるんです。炎の通り道にあったものは灰をかぶって緑がかったり、奥のほうは落ち着いた色になったり。窯から出すときは、いまでも毎回どきどきします。三十年やっても、思いどおりになるのは半分くらいですね。",
                    "――うまくいかなかった器はどうするのですか。",
                    "岡部　割ってしまうものもありますが、使えるものは工房の棚で安く分けています。少し歪んでいても、料理を盛ればわからない。むしろそういう器を好んで選んでいく方もいます。器は使われてはじめて完成するものですから、棚で眠らせておくよりずっといい。",
                    "――お弟子さんを取ることは考えていますか。",
                    "岡部　いま、ひとり若い人が来ています。二十五歳の女性で、もともと看護師をしていた人です。僕が教えられるのは、土の練り方や窯の焚き方くらい。あとは自分で見つけていくしかない。ただ、毎日同じ器を百個挽く、という地味な仕事を続けられるかどうか。そこがいちばん大事だと伝えています。",
                    "――これからつくりたい器はありますか。",
                    "岡部　土鍋をもう一度ちゃんとやりたいと思っています。若いころに何度か挑戦して、うまくいかなかったんです。火に強い土を探すところから、また始めようかと。六十を前にして、新しい宿題ができた感じですね（笑）。",
                    "取材を終えて工房を出ると、岡部さんは窯の前で薪の具合を確かめていた。次の窯焚きは十二月の半ば。三日三晩、火を絶やさずに焚き続けるという。",
                    "NOTE: 岡部真一（おかべ・しんいち）　1968年東京都生まれ。広告会社勤務を経て1996年に益子の窯元に入門、2003年に独立。登り窯と灯油窯で日常の器を制作する。毎年春と秋の益子陶器市に出店している。",
                ],
                "gatsby-long-interview-speaker-labels",
                section="手しごと",
                dek="栃木県益子町で三十年、日々の食卓のための器をつくり続けてきた岡部真一さん。土のこと、釉薬のこと、そして「ふつう」の器について聞いた。",
                credit="取材・文：鈴木真理子　写真：佐藤健一",
                tags=["器", "益子", "インタビュー"],
                speakers=["岡部"],
            )
        )
        add(
            story(
                "ohara",
                "/articles/ohara-winter-trip/",
                "冬の大原で、しば漬けと温かい朝ごはんを",
                "2026-12-02",
                "2026-12-02T07:00+09:00",
                "",
                ["中村彩"],
                [
                    "京都駅前から路線バスに揺られて一時間あまり。山あいの集落・大原に着いたのは、朝の八時半だった。吐く息が白い。バス停のそばの畑には霜が降り、夏には一面の赤紫蘇で染まる畑も、いまは土の色だけが広がっている。",
                    "大原といえば、三千院や寂光院を目当てに訪れる人が多い。紅葉の季節には細い参道が人であふれるが、十二月に入ると嘘のように静かになる。この時期を選んだのは、里の人たちの冬の仕事を見てみたかったからだ。",
                    "## 樽の中で眠る夏の紫蘇",
                    "最初に訪ねたのは、しば漬けの漬物店「里の井」。四代目の井口ふみ子さんが、大きな木樽の並ぶ蔵に案内してくれた。夏に収穫した赤紫蘇と茄子を塩だけで漬け込み、乳酸発酵させる。樽の中では、いまも静かに発酵が続いているという。",
                    "「冬になると、味がまるくなるんです。夏の漬けたては酸っぱさが立っているけど、いまの時期がいちばんおいしいと思う」と井口さん。ひと切れ口に入れると、紫蘇の香りのあとに、やわらかな酸味がゆっくり広がった。",
                    "FIG: 木樽の並ぶ蔵 | 「里の井」の蔵には、百年以上使い続けている樽もある",
                    "## 縁側で食べる朝ごはん",
                    "昼前には、古民家を改装した食堂「ひだまり」へ。地元の野菜を使った定食が評判で、この日は白味噌仕立ての汁物に、大根と揚げの炊いたん、そしてもちろんしば漬けが並んだ。縁側から差し込む冬の日差しが、膳の上の器を照らしている。",
                    "店を切り盛りする原田さん夫妻は、十年前に大阪から移り住んだ。「最初の冬は寒さに驚きました。でも、雪の朝に窓を開けると、山も畑も真っ白で、それはもうきれいなんです」",
                    "食後、集落の中をゆっくり歩いた。軒先に干された大根、薪を割る音、遠くで鳴く鳶。観光地の顔とは違う、暮らしの時間がそこにはあった。",
                    "帰りのバスを待ちながら、買ったばかりのしば漬けの包みを膝に乗せた。夏の紫蘇が、冬の食卓へと届けられる。そのあいだに流れる季節のことを、少しだけ知ることができた気がした。",
                    "NOTE: アクセス　京都駅前から京都バス17系統で約60分、「大原」下車。冬季は本数が減るため、時刻表を確認してから出かけたい。",
                ],
                "gatsby-travel-writer-photographer",
                section="旅",
                dek="京都駅からバスで一時間。観光客の少ない冬の大原は、里の暮らしがいちばん近くに感じられる季節だ。",
                credit="文・写真：中村彩",
                tags=["京都", "冬の旅"],
            )
        )
        add(
            story(
                "column",
                "/articles/daidokoro-no-mado-14/",
                "ゆず湯の夜に思い出すこと",
                "2026-12-01",
                "2026-12-01T12:00+09:00",
                "",
                ["山田花子"],
                [
                    "冬至が近づくと、近所の八百屋の店先にゆずが山のように積まれる。ひと袋五個入りで三百円。毎年、同じ店で同じように買っているのに、あの黄色を見るたびに、今年もこの季節が来たのだと少し背筋が伸びる。",
                    "子どものころ、祖母の家では冬至の夜にかならずゆず湯を立てた。湯船に浮かんだゆずを両手ですくって、鼻に近づける。少しだけ皮に爪を立てると、香りがいっそう強くなる。祖母に見つかると「ゆずがかわいそうでしょう」と叱られたけれど、あの香りを確かめずにはいられなかった。",
                    "祖母はゆずを余すところなく使う人だった。湯に入れたゆずは翌朝取り出して、刻んで砂糖で煮てジャムにする。皮は細く刻んで大根の甘酢漬けに散らし、種は焼酎に漬けて化粧水にした。台所の窓辺には、いつも何かしらの瓶が並んでいた。",
                    "いま、わたしの台所の窓辺にも瓶が並んでいる。祖母ほど手際よくはないけれど、季節が来ると、つい同じことをしてしまう。先週末は、ゆずの皮を刻んで[[recipe|大根の甘酢漬け]]をつくった。",
                    "ゆずを刻んでいると、台所じゅうに香りが広がる。娘がやってきて「いいにおい」と言う。そうでしょう、と答えながら、わたしは祖母の台所を思い出している。香りは、記憶をまるごと連れてくる。",
                    "今年の冬至は十二月二十二日。忘れずにゆずを買っておこう。湯船に浮かべて、少しだけ爪を立てて、深く息を吸いこもう。祖母に叱られた夜のことを思い出しながら。",
                ],
                "gatsby-serial-column",
                section="暮らし",
                dek="",
                credit="文：山田花子",
                tags=["連載", "台所"],
                series="連載｜台所の窓から　第14回",
                nextep="次回は12月15日公開予定です。",
            )
        )
        add(
            story(
                "news",
                "/news/higashikawa-winter-photo-contest/",
                "北海道東川町で冬の写真コンテスト、作品の募集始まる",
                "2026-12-04",
                "2026-12-04T15:00+09:00",
                "",
                [],
                [
                    "「写真の町」として知られる北海道東川町で、冬をテーマにした写真コンテスト「ひがしかわ冬フォト2027」の作品募集が始まった。応募は2027年1月31日まで。",
                    "テーマは「東川の冬の暮らし」。町内で撮影した写真であれば、プロ・アマチュアを問わず誰でも応募できる。スマートフォンで撮影した作品も受け付ける。応募は一人三点まで、町の特設サイトから行う。",
                    "大賞一点には賞金十万円と、町内の宿泊施設のペア宿泊券が贈られる。入賞作品は3月に町の文化ギャラリーで展示される予定だ。",
                    "町の担当者は「雪の中の暮らしには、ここでしか撮れない光景がたくさんある。町の人にも、旅で訪れた人にも参加してほしい」と話している。",
                ],
                "gatsby-news-brief-editorial-credit",
                section="ニュース",
                dek="",
                credit="編集部",
                tags=["冬の旅", "写真"],
            )
        )
        add(
            story(
                "review",
                "/articles/book-review-umibe-no-daidokoro/",
                "『海辺の台所』佐伯みのり著――港町の食堂に流れる四十年",
                "2026-11-30",
                "2026-11-30T20:00+09:00",
                "",
                ["高橋ゆう"],
                [
                    "宮城県の小さな港町で、四十年にわたって食堂を営んできた女性がいる。本書は、その食堂「みなと屋」の店主・千葉トシ子さんの聞き書きを軸に、港町の暮らしと食の移り変わりをたどったノンフィクションだ。",
                    "著者の佐伯みのりは、三年間にわたって毎月この町に通い、厨房に立つ千葉さんのそばで話を聞き続けた。朝四時に仕込みを始める理由、漁の具合で変わる日替わり定食、常連の漁師たちとの軽口。何気ない会話のなかに、町の歴史が少しずつ浮かび上がってくる。",
                    "本書の白眉は、震災後に店を再開するまでを描いた第四章だろう。流された店の跡地に立ち、千葉さんは「包丁一本あれば、また始められる」と言ったという。仮設の商店街で再開した最初の日、店に並んだのは、漁師たちが持ち寄った魚でつくった煮付けだった。",
                    "一方で、著者は美談だけを拾い上げることはしない。後継者がいないこと、若い人が町を出ていくこと、魚が獲れなくなっていること。千葉さんの言葉を通して、港町が抱える現実も淡々と書き留めている。その距離感が、本書を単なる人情話ではない、確かな記録にしている。",
                    "巻末には、千葉さんの得意料理の覚え書きが収められている。分量は「ひとつかみ」「少々」ばかりで、正確に再現するのは難しい。けれど、それこそがこの台所の流儀なのだろう。",
                    "食べることは、生きることであり、誰かとつながることでもある。読み終えて、そんな当たり前のことをしみじみと思った。",
                    "NOTE: 『海辺の台所』佐伯みのり著／潮見書房／四六判・288ページ／2,200円（税別）",
                ],
                "gatsby-book-review",
                section="本",
                dek="",
                credit="文：高橋ゆう",
                tags=["書評"],
            )
        )
        add(
            story(
                "market",
                "/articles/ishinomaki-morning-market/",
                "朝七時の市場食堂で、漁師めしを食べる　石巻・魚町",
                "2026-12-05",
                "2026-12-04T22:30:00.000Z",
                "",
                ["小川 陸"],
                [
                    "朝六時の石巻・魚町。まだ暗い港に、水揚げを終えた漁船が次々と戻ってくる。市場の一角にある食堂「かもめ食堂」の明かりがつくのは、ちょうどそのころだ。",
                    "「漁師さんたちは夜中から海に出てるからね。戻ってきたら、とにかく温かいものを食べたいんですよ」と話すのは、店主の阿部和子さん（67）。カウンター八席だけの小さな店を、夫と二人で三十年近く続けてきた。",
                    "店の壁には、手書きの品書きが何枚も貼られている。「本日のあら汁」「煮魚定食」「ホヤ酢（夏のみ）」。値段はどれも十年前からほとんど変えていないという。「漁師さんの懐具合もわかってるからね。魚が高くなっても、なるべく据え置きにしてるの」",
                    "名物は、その日に揚がった魚を使った「漁師めし」。この日はタラのあら汁に、サバの味噌煮、イカの刺身、それにどんぶりいっぱいのご飯がついて八百円。湯気の立つあら汁をすすると、冷えきった体の芯からじんわりと温まっていく。",
                    "FIG: カウンターに並ぶ漁師めし | タラのあら汁とサバの味噌煮。ご飯のおかわりは自由",
                    "隣に座った漁師の男性は、黙々と箸を動かしていた。聞けば、今朝は定置網でブリが百本近く揚がったという。「今年はブリがいいね。昔はこのへんじゃあまり獲れなかったんだけど」。海の変化は、食卓にもあらわれている。",
                    "かつては一般の客はほとんどいなかったが、ここ数年は早起きの観光客も訪れるようになった。阿部さんは「漁師さん優先だけど、席が空いてればどうぞ」と笑う。ただし、店は朝十時には閉まる。漁師たちの一日に合わせた営業時間だ。",
                    "食べ終えて外に出ると、空はすっかり明るくなっていた。市場ではセリが始まり、威勢のいい声が響いている。港町の一日は、一杯のあら汁から始まるのだ。",
                ],
                "gatsby-feature-utc-ld",
                section="旅",
                dek="港に船が戻るころ、市場の小さな食堂に明かりがともる。漁師たちの朝ごはんを、少しだけ分けてもらった。",
                credit="文：小川 陸　写真：石田なつみ",
                tags=["冬の旅", "宮城"],
                utc=True,
            )
        )
        add(
            story(
                "essay",
                "/articles/chichi-no-radio/",
                "父のラジオ",
                "2026-11-29",
                "2026-11-29T18:00+09:00",
                "",
                ["森本ゆかり"],
                [
                    "実家の居間には、古いラジオがある。木の箱に銀色のつまみがふたつ。父が若いころに買ったもので、もう五十年近く使っている。",
                    "父は朝起きると、まずラジオをつける。天気予報を聞きながら湯を沸かし、ニュースを聞きながら新聞を広げる。テレビはほとんど見ない。「ラジオは手が空くからいい」というのが父の口ぐせだった。",
                    "子どものころ、わたしはその音がうるさくて仕方なかった。朝の静かな時間に、知らない人の声が家じゅうに響く。台所の母に「消していい？」と聞くと、母は笑って首を横に振った。「お父さんの目覚まし時計だから」",
                    "去年の春、父が入院した。二週間ほどの入院だったが、その間、実家の居間はしんと静まりかえっていた。母はラジオをつけようとしなかった。「お父さんが帰ってきたら、つけてもらうから」",
                    "退院の日、父は家に帰るなりラジオのつまみを回した。ざらざらとした雑音のあと、聞きなれたアナウンサーの声が流れてきた。父は何も言わずに、いつもの椅子に腰をおろした。母が台所で湯を沸かしはじめる音がした。",
                    "あの朝、わたしは初めて、あの音がこの家の一部だったのだと気づいた。うるさいと思っていた声は、家族が今日も同じ朝を迎えたことを知らせる合図だったのだ。",
                    "いま、わたしの家の台所にも小さなラジオがある。朝、湯を沸かしながらつまみを回す。手が空くから、いい。父の言っていたことが、ようやくわかるようになった。",
                ],
                "gatsby-essay-profile-box",
                section="エッセイ",
                dek="",
                credit="文：森本ゆかり",
                tags=["エッセイ"],
                profile="森本ゆかり（もりもと・ゆかり）　エッセイスト。1979年長野県生まれ。出版社勤務を経て文筆業に。著書に『台所のすみっこ』ほか。",
            )
        )

    # ---- rendering -------------------------------------------------------------------------------------------------

    def rich_text(self, doc: Doc) -> dict:
        content = []
        for b in doc.blocks:
            if b[0] == "p":
                nodes = []
                for text, link in segments(b[1]):
                    node = {"nodeType": "text", "value": text, "marks": [], "data": {}}
                    nodes.append(
                        {
                            "nodeType": "entry-hyperlink",
                            "data": {"target": {"sys": {"id": ckey(link, 22), "type": "Link", "linkType": "Entry"}}},
                            "content": [node],
                        }
                        if link
                        else node
                    )
                content.append({"nodeType": "paragraph", "data": {}, "content": nodes})
            elif b[0] in ("h2", "h3"):
                content.append(
                    {
                        "nodeType": "heading-2" if b[0] == "h2" else "heading-3",
                        "data": {},
                        "content": [{"nodeType": "text", "value": b[1], "marks": [], "data": {}}],
                    }
                )
            elif b[0] == "fig":
                content.append(
                    {
                        "nodeType": "embedded-asset-block",
                        "data": {"target": {"sys": {"id": ckey(b[1], 22), "type": "Link", "linkType": "Asset"}}},
                        "content": [],
                    }
                )
        return {"nodeType": "document", "data": {}, "content": content}

    def page_data(self, doc: Doc) -> str:
        path = doc.path.split("?")[0]
        if doc.is_article:
            node = {
                "id": ckey(doc.key, 8) + "-" + ckey(doc.key + "x", 4), "contentful_id": ckey(doc.key, 22), "title": doc.title, "slug": path.strip("/").rsplit("/", 1)[-1],
                "publishDate": doc.iso, "lead": {"lead": doc.dek} if doc.dek else None, "credit": doc.extra.get("credit"),
                "writers": [{"name": a, "slug": WRITERS.get(a)} for a in doc.authors],
                "category": {"name": doc.section}, "tags": [{"name": t} for t in doc.extra.get("tags", [])],
                "body": {"raw": json.dumps(self.rich_text(doc), ensure_ascii=False, separators=(",", ":")), "references": []},
            }  # fmt: skip
            if doc.key == "interview":
                node["body"] = {"raw": None, "references": []}  # the long interview's body comes from a separate query
                node["bodyExcerpt"] = plain(doc.blocks[0][1])[:120]
            result = {"data": {"contentfulArticle": node}, "pageContext": {"id": node["id"], "slug": node["slug"]}}
            chunk = "component---src-templates-article-tsx"
        elif "list" in doc.extra:
            result = {
                "data": {
                    "allContentfulArticle": {
                        "nodes": [
                            {"title": self.docs[k].title, "slug": self.docs[k].path, "publishDate": self.docs[k].iso}
                            for k in doc.extra["list"]
                        ]
                    }
                },
                "pageContext": {"limit": 10, "skip": 10 if doc.key == "cat2" else 0},
            }
            chunk = "component---src-templates-list-tsx" if doc.key != "home" else "component---src-pages-index-tsx"
        else:
            result = {"data": {"contentfulPage": {"title": doc.title}}, "pageContext": {}}
            chunk = "component---src-templates-page-tsx"
        pd = {
            "componentChunkName": chunk,
            "path": path,
            "result": result,
            "staticQueryHashes": ["2744905544", "3159585216"],
            "slicesMap": {},
        }
        return f'<script id="gatsby-page-data">/*<![CDATA[*/window.___gatsby=window.___gatsby||{{}};window.___gatsby.pageData={js_json(pd)};/*]]>*/</script>'

    def frame(self, doc: Doc, main: str) -> str:
        url = self.url(doc.key)
        desc = doc.dek or self.lede(doc) or "暮らし、旅、手しごと。寄り道するように読むウェブマガジン。"
        h = 'data-gatsby-head="true"'
        head = [
            f"<title {h}>{esc(doc.title)}｜ミチクサ</title>",
            f'<meta {h} name="description" content="{esc(desc)}"/>',
            f'<meta {h} property="og:title" content="{esc(doc.title)}"/>',
            f'<meta {h} property="og:description" content="{esc(desc)}"/>',
            f'<meta {h} property="og:type" content="{"article" if doc.is_article else "website"}"/>',
            f'<meta {h} property="og:url" content="{esc(url)}"/>',
            f'<meta {h} property="og:site_name" content="ミチクサ"/>',
            f'<meta {h} property="og:image" content="https://images.ctfassets.net/x9k2m4p7q1rs/{ckey(doc.key, 22)}/{ckey(doc.key + "i", 32)}/ogp.jpg?w=1200&amp;h=630&amp;fit=fill"/>',
            f'<meta {h} name="twitter:card" content="summary_large_image"/>',
            f'<link {h} rel="canonical" href="{esc(url)}"/>',
        ]
        if doc.is_article:
            iso = doc.iso if doc.extra.get("utc") else local(doc.iso).strftime("%Y-%m-%dT%H:%M:%S") + "+09:00"
            ld = {
                "@context": "https://schema.org", "@type": "BlogPosting" if doc.key in ("column", "essay") else "Article", "headline": doc.title,
                "datePublished": iso, "dateModified": iso,
                "author": [{"@type": "Person", "name": a} for a in doc.authors] or {"@type": "Organization", "name": "ミチクサ編集部"},
                "publisher": {"@type": "Organization", "name": "ミチクサ", "logo": {"@type": "ImageObject", "url": f"{self.origin}/icons/icon-512x512.png"}},
                "mainEntityOfPage": url,
            }  # fmt: skip
            head.append(f'<script {h} type="application/ld+json">{js_json(ld)}</script>')
        nav = "".join(
            f'<li class="{mod("layout", "navItem")}">'
            + (self.a(k, t, "nav") if k in self.docs else f'<a href="{k}">{t}</a>')
            + "</li>"
            for k, t in (
                ("cat", "読みもの"),
                ("/category/tabi/", "旅"),
                ("/category/kurashi/", "暮らし"),
                ("/category/teshigoto/", "手しごと"),
                ("/recipes/", "レシピ"),
                ("about", "ミチクサについて"),
            )
        )
        pdpath = doc.path.split("?")[0].strip("/") or "index"
        return f"""<!DOCTYPE html><html lang="ja"><head><meta charSet="utf-8"/><meta http-equiv="x-ua-compatible" content="ie=edge"/><meta name="viewport" content="width=device-width, initial-scale=1, shrink-to-fit=no"/><meta name="generator" content="Gatsby 5.13.7"/>{"".join(head)}<style data-href="/styles.4b2f1c0e8a7d9e36a1c2.css" data-identity="gatsby-global-css">/*PAD*/</style><link rel="sitemap" type="application/xml" href="/sitemap-index.xml"/><link rel="icon" href="/favicon-32x32.png?v=6f2c1a" type="image/png"/><link rel="manifest" href="/manifest.webmanifest" crossorigin="anonymous"/><link as="script" rel="preload" href="/webpack-runtime-3c9e1f7a2b5d8e04.js"/><link as="script" rel="preload" href="/framework-8d4a2c6e1f3b9a70.js"/><link as="script" rel="preload" href="/app-1b7e5f3a9c2d6e84.js"/><link as="fetch" rel="preload" href="/page-data/{pdpath}/page-data.json" crossorigin="anonymous"/><link as="fetch" rel="preload" href="/page-data/app-data.json" crossorigin="anonymous"/></head><body><div id="___gatsby"><div style="outline:none" tabindex="-1" id="gatsby-focus-wrapper"><div class="{mod("layout", "wrapper")}"><header class="{mod("layout", "header")}"><p class="{mod("layout", "logo")}">{self.a("home", "ミチクサ", "nav")}</p><p class="{mod("layout", "catch")}">暮らし、旅、手しごと。寄り道するように読むウェブマガジン</p><nav class="{mod("layout", "nav")}"><ul>{nav}</ul></nav>{self.a("search", "検索", "nav", attrs=f'class="{mod("layout", "search")}" aria-label="記事を探す"')}</header><main class="{mod("layout", "main")}">{main}</main><footer class="{mod("layout", "footer")}"><section class="{mod("layout", "newsletter")}"><p>ミチクサの新着記事を、毎週金曜日にお届けします。</p><form action="https://michikusa-mag.us21.list-manage.test/subscribe/post" method="post"><input type="email" name="EMAIL" placeholder="メールアドレス"/><button type="submit">登録する</button></form></section><ul class="{mod("layout", "footerNav")}"><li>{self.a("about", "ミチクサについて", "footer")}</li><li>{self.a("privacy", "プライバシーポリシー", "footer")}</li><li><a href="/contact/">お問い合わせ</a></li><li><a href="/rss.xml">RSS</a></li></ul><ul class="{mod("layout", "sns")}"><li><a href="https://www.instagram.com/michikusa_mag">Instagram</a></li><li><a href="https://x.com/michikusa_mag">X</a></li><li><a href="https://note.com/michikusa_mag">note</a></li></ul><p class="{mod("layout", "copyright")}">© 2026 Michikusa-sha Inc.</p></footer></div></div><div id="gatsby-announcer" style="position:absolute;top:0;width:1px;height:1px;padding:0;overflow:hidden;clip:rect(0, 0, 0, 0);white-space:nowrap;border:0" aria-live="assertive" aria-atomic="true"></div></div><script>window.dataLayer=window.dataLayer||[];function gtag(){{dataLayer.push(arguments);}}gtag('js',new Date());gtag('config','G-MCSK2026');</script><script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="{doc.path.split("?")[0]}";window.___webpackCompilationHash="{ckey("mcs-build", 20)}";/*]]>*/</script>{self.page_data(doc)}<script id="gatsby-chunk-mapping">/*<![CDATA[*/window.___chunkMapping="{{\\"app\\":[\\"/app-1b7e5f3a9c2d6e84.js\\"],\\"component---src-templates-article-tsx\\":[\\"/component---src-templates-article-tsx-5c8e2a4f1b3d7e69.js\\"],\\"component---src-templates-list-tsx\\":[\\"/component---src-templates-list-tsx-9a1d3f5e7c2b4a86.js\\"]}}";/*]]>*/</script><script src="/app-1b7e5f3a9c2d6e84.js" async=""></script><script src="/framework-8d4a2c6e1f3b9a70.js" async=""></script><script src="/webpack-runtime-3c9e1f7a2b5d8e04.js" async=""></script></body></html>"""

    def body_html(self, doc: Doc) -> str:
        speakers = doc.extra.get("speakers", [])
        out = []
        for b in doc.blocks:
            if b[0] == "p" and any(b[1].startswith(s + "　") for s in speakers):
                name, rest = b[1].split("　", 1)
                out.append(
                    f'<p class="{mod("article", "answer")}"><span class="{mod("article", "speaker")}">{esc(name)}</span>　{self.inline(rest)}</p>'
                )
            elif b[0] == "p" and b[1].startswith("――"):
                out.append(f'<p class="{mod("article", "question")}">{self.inline(b[1])}</p>')
            elif b[0] == "note":
                out.append(f'<aside class="{mod("article", "info")}"><p>{esc(b[1])}</p></aside>')
            else:
                out.append(blocks_html(self, [b], fig=self.fig))
        return "\n".join(out)

    def fig(self, alt: str, cap: str) -> str:
        src = f"https://images.ctfassets.net/x9k2m4p7q1rs/{ckey(alt, 22)}/{ckey(alt + 'f', 32)}/photo.jpg"
        return (
            f'<figure class="{mod("article", "figure")}"><div data-gatsby-image-wrapper="" class="gatsby-image-wrapper gatsby-image-wrapper-constrained"><div style="max-width:1200px;display:block"><img alt="" role="presentation" aria-hidden="true" src="data:image/svg+xml;charset=utf-8,%3Csvg%20height=%27800%27%20width=%271200%27%20xmlns=%27http://www.w3.org/2000/svg%27%20version=%271.1%27%3E%3C/svg%3E" style="max-width:100%;display:block;position:static"/></div>'
            f'<img data-gatsby-image-ssr="" data-main-image="" style="opacity:0" sizes="(min-width: 1200px) 1200px, 100vw" decoding="async" loading="lazy" src="{src}?w=1200&amp;h=800&amp;q=50&amp;fm=webp" alt="{esc(alt)}"/></div>'
            f'<figcaption class="{mod("article", "caption")}">{esc(cap)}</figcaption></figure>'
        )

    def story_main(self, doc: Doc) -> str:
        a = "article"
        credit = esc(doc.extra["credit"])
        for w in WRITERS:
            if w in doc.authors:
                credit = credit.replace(esc(w), self.a("writer", w, "byline"))
        series = f'<p class="{mod(a, "series")}">{esc(doc.extra["series"])}</p>' if doc.extra.get("series") else ""
        lead = f'<p class="{mod(a, "lead")}">{esc(doc.dek)}</p>' if doc.dek else ""
        tags = "".join(
            "<li>"
            + (self.a("tag", "#" + t, "content") if t == "冬の旅" else f'<a href="/tags/{ckey(t, 6)}/">#{esc(t)}</a>')
            + "</li>"
            for t in doc.extra.get("tags", [])
        )
        extra = ""
        if doc.extra.get("profile"):
            extra += f'<aside class="{mod(a, "profile")}"><p class="{mod(a, "profileLabel")}">PROFILE</p><p>{esc(doc.extra["profile"])}</p></aside>'
        if doc.extra.get("nextep"):
            extra += f'<p class="{mod(a, "next")}">{esc(doc.extra["nextep"])}</p>'
        rel = "".join(
            f'<li class="{mod("card", "root")}">{self.a(k, self.docs[k].title, "related")}</li>'
            for k in ARTS
            if k != doc.key
        )
        share = f'<div class="{mod(a, "share")}"><a href="https://x.com/intent/post?url={esc(self.url(doc.key))}">Xでポスト</a><a href="https://www.facebook.com/sharer/sharer.php?u={esc(self.url(doc.key))}">シェア</a><a href="https://social-plugins.line.me/lineit/share?url={esc(self.url(doc.key))}">LINEで送る</a><a href="https://b.hatena.ne.jp/entry/{esc(self.url(doc.key))}">はてなブックマーク</a></div>'
        return f"""<article class="{mod(a, "root")}"><header class="{mod(a, "header")}">{series}<p class="{mod(a, "category")}">{esc(doc.section)}</p><h1 class="{mod(a, "title")}">{esc(doc.title)}</h1>{lead}<div class="{mod(a, "meta")}"><time dateTime="{doc.iso}" class="{mod(a, "date")}">{printed(doc.iso)}</time><p class="{mod(a, "credit")}">{credit}</p></div></header><div class="{mod(a, "body")}">{self.body_html(doc)}</div>{extra}<ul class="{mod(a, "tags")}">{tags}</ul>{share}</article><section class="{mod(a, "related")}"><h2>あわせて読みたい</h2><ul>{rel}</ul></section>"""

    def card(self, k: str) -> str:
        d = self.docs[k]
        c = "card"
        return (
            f'<article class="{mod(c, "root")}"><p class="{mod(c, "category")}">{esc(d.section)}</p><h3 class="{mod(c, "title")}">{self.a(k, d.title, "content")}</h3>'
            f'<p class="{mod(c, "lead")}">{esc(self.lede(d))}</p><p class="{mod(c, "meta")}"><time dateTime="{d.iso}">{printed(d.iso)[:-6]}</time>　{esc(d.extra.get("credit", ""))}</p></article>'
        )

    def listing_main(self, doc: Doc) -> str:
        cards = "".join(self.card(k) for k in doc.extra["list"])
        head = f'<h1 class="{mod("list", "title")}">{esc(doc.title)}</h1>'
        if doc.kind == "author":
            head = f'<header class="{mod("list", "writer")}"><h1 class="{mod("list", "title")}">{esc(doc.title)}</h1><p>ライター・編集者。東京都生まれ。暮らしと台所の話を中心に執筆。ミチクサでは連載「台所の窓から」を担当。</p></header>'
        if doc.kind == "search":
            head += f'<form class="{mod("search", "form")}" role="search"><input type="search" name="q" placeholder="キーワードを入力"/><button type="submit">検索</button></form><noscript><p>検索にはJavaScriptを有効にしてください。</p></noscript><p class="{mod("search", "popular")}">人気のキーワード：銭湯　器　冬の旅　京都</p><h2>よく読まれている記事</h2>'
        pager = ""
        if doc.extra.get("more"):
            pager = f'<nav class="{mod("list", "pager")}">{self.a(doc.extra["more"], "次のページ", "pagination")}</nav>'
        elif doc.extra.get("prev"):
            pager = f'<nav class="{mod("list", "pager")}">{self.a(doc.extra["prev"], "前のページ", "pagination")}</nav>'
        if doc.kind == "home":
            feat = doc.extra["list"][0]
            hero = f'<section class="{mod("home", "hero")}"><h2 class="{mod("home", "heroTitle")}">{self.a(feat, self.docs[feat].title, "content")}</h2><p>{esc(self.docs[feat].dek)}</p></section>'
            cards = "".join(self.card(k) for k in doc.extra["list"][1:])
            links = f'<section class="{mod("home", "pickup")}"><h2>特集・連載</h2><ul><li>{self.a("tag", "#冬の旅", "content")}</li><li>{self.a("writer", "山田花子「台所の窓から」", "content")}</li><li>{self.a("recipe", "今週のレシピ：ゆず大根の甘酢漬け", "content")}</li><li>{self.a("cat", "読みもの一覧", "content")}</li></ul></section>'
            return f'{hero}<section class="{mod("home", "latest")}"><h2>新着記事</h2><div class="{mod("home", "grid")}">{cards}</div></section>{links}'
        return f'<section class="{mod("list", "root")}">{head}<div class="{mod("list", "grid")}">{cards}</div>{pager}</section>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "recipe":
            return f'<article class="{mod("recipe", "root")}"><p class="{mod("recipe", "label")}">RECIPE</p><h1 class="{mod("recipe", "title")}">{esc(doc.title)}</h1><p class="{mod("recipe", "time")}">{esc(doc.extra["time"])}</p><div class="{mod("recipe", "body")}">{blocks_html(self, doc.blocks)}</div><p>この料理が登場する記事：{self.a("column", self.docs["column"].title, "related")}</p></article>'
        return f'<article class="{mod("page", "root")}"><h1 class="{mod("page", "title")}">{esc(doc.title)}</h1><div class="{mod("page", "body")}">{blocks_html(self, doc.blocks)}</div></article>'
