# ruff: noqa: E501, RUF001, RUF002 (page texts are long literal lines; full-width brackets and spaces are Japanese punctuation)
"""越後みなと新聞: a Japanese regional paper (Jōetsu, Niigata) on a home-made CMS in the middle of a migration.

The old part (home, the 地域 fronts, the search CGI and the news stories under `/news/local/YYYYMMDD_NNNN.html`)
is XHTML written in Shift_JIS, declared only in `<meta http-equiv="Content-Type">`: the HTTP header is a bare
`text/html`. It has no og, no JSON-LD, no `<time>`: the date is only the printed "2026年12月2日 午後3時". The new
part (`/articles/-/<id>` features, `/tags/`, the service pages, the soft 404) is UTF-8 with the charset in the
header, og tags and a `<time datetime>`. Bylines are the paper's: a name in full-width brackets at the END of
the text (「（村上聡）」, 「（聞き手・高橋美穂）」, 「（論説委員・岡本和也）」); agency copy ends 「（東邦通信）」.

The per-page charset: `file_name` (which the shared generator calls first for every page) sets `current`, and
`encoding` / `codec` / `content_type` are read from the page being written.
"""

from __future__ import annotations

from urllib.parse import quote

from common import Base, page, story
from sitekit import Doc, css_rules, esc

SJIS_SEARCH = "/cgi-bin/search.cgi?q=" + quote("図書館", encoding="cp932") + "&area=all"
TAG_SNOW = "/tags/" + quote("雪") + "/"


class Minato(Base):
    origin = "https://www.minato-shimbun.test"
    name = "越後みなと新聞"
    prefix = "em"
    language = "ja"

    # the charset of the page being written: Shift_JIS (meta only) on the old CMS, UTF-8 (header) on the new
    def file_name(self, doc: Doc) -> str:
        self.current = doc.key
        return super().file_name(doc)

    def _old(self) -> bool:
        doc = self.docs.get(self.current)
        return bool(doc and doc.extra.get("sjis"))

    @property  # type: ignore[override]
    def encoding(self) -> str:
        return "cp932" if self._old() else "utf-8"

    @property
    def codec(self) -> str:
        return "cp932" if self._old() else "utf-8"

    @property  # type: ignore[override]
    def content_type(self) -> str:
        return "text/html" if self._old() else "text/html; charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "em",
            [
                "#header",
                "#gnav li",
                "#main .article",
                "#article-body p",
                ".ranking li",
                "#footer",
                ".newslist li",
                ".pager",
            ],
            260,
        )

    # ------------------------------------------------------------------ pages
    def build(self) -> None:
        add = self.add
        add(page("home", "/", "home", "越後みなと新聞", "custom-cms-sjis-home", sjis=True,
                 list=["ferry", "road", "kyodo", "snow", "column", "interview", "photo"], more="local"))  # fmt: skip
        add(page("local", "/news/local/", "section", "地域ニュース", "custom-cms-sjis-section", sjis=True,
                 list=["ferry", "road", "kyodo", "snow", "photo", "interview"], more="local2"))  # fmt: skip
        add(page("local2", "/news/local/index_2.html", "section", "地域ニュース（2ページ目）", "custom-cms-sjis-page2",
                 sjis=True, list=["library"], prev="local",
                 outside=[("/news/local/20261126_0102.html", "柏崎の海岸で漂着ごみ清掃　高校生ら200人参加", "11月26日"),
                          ("/news/local/20261125_0097.html", "妙高で圧雪車の安全講習　スキー場開きを前に", "11月25日"),
                          ("/news/local/20261124_0091.html", "上越市議会が開会　補正予算案など22議案", "11月24日")]))  # fmt: skip
        add(page("search", SJIS_SEARCH, "search", "「図書館」の検索結果", "custom-cms-sjis-search-cgi", sjis=True,
                 list=["library"], query="図書館",
                 outside=[("/news/local/20261030_0033.html", "図書館で古地図展　高田城下町の変遷たどる", "10月30日")]))  # fmt: skip
        add(page("tag", TAG_SNOW, "tag", "タグ：雪", "new-cms-tag", list=["snow", "road", "photo", "column"]))
        add(
            story(
                "ferry",
                "/news/local/20261202_0123.html",
                "佐渡航路の高速船、定期検査でドック入り　12月は1日2往復に",
                "2026-12-02",
                None,
                "2026年12月2日 午後3時",
                ["村上聡"],
                [
                    "直江津と佐渡・小木を結ぶ航路を運航する「佐渡みなと海運」は2日、高速船「あかね」を定期検査のため12月8日から約3週間ドック入りさせると発表した。期間中は代替のカーフェリー1隻で運航し、1日3往復を2往復に減らす。",
                    "同社によると、検査は船体の塗装とエンジンの分解点検が中心で、例年は1月に行っていた。今冬は交換部品の納期が読めないため、利用者が比較的少ない12月に前倒ししたという。",
                    "年末の帰省シーズンにかかる12月26日からは臨時便を1往復追加する。予約は7日午前9時から同社ウェブサイトと電話で受け付ける。",
                    "小木港近くで民宿を営む女性（68）は「年末に来るお客さんが船の時間を気にしていた。臨時便が出るなら安心だ」と話した。同社は「ご不便をおかけするが、安全運航のためご理解いただきたい」としている。",
                ],
                "byline-in-last-paragraph-sjis-meta-only",
                sjis=True,
                sign_inline="（村上聡）",
                photo=("小木港に停泊する高速船", "小木港に停泊する高速船「あかね」＝佐渡市"),
            )
        )
        add(
            story(
                "kyodo",
                "/news/local/20261202_0119.html",
                "北陸新幹線、年末年始の指定席予約8％増",
                "2026-12-02",
                None,
                "2026年12月2日 午前11時20分",
                [],
                [
                    "鉄道各社は2日、北陸新幹線の年末年始（12月26日～1月4日）の指定席予約が1日時点で前年同期比8％増の約41万席になったと発表した。下りのピークは12月30日、上りは1月3日を見込む。",
                    "SIGN: （東邦通信）",
                ],
                "agency-brief-credit-at-end",
                sjis=True,
            )
        )
        add(
            story(
                "road",
                "/news/local/20261202_0114.html",
                "国道8号、糸魚川市内で通行止め　落石のため",
                "2026-12-02",
                None,
                "2026年12月2日 午前6時45分",
                [],
                [
                    "2日午前5時ごろ、糸魚川市中宿の国道8号で斜面から落石があり、約2キロの区間が全面通行止めとなっている。けが人はいない。"
                ],
                "one-sentence-brief-no-credit",
                sjis=True,
            )
        )
        add(
            story(
                "snow",
                "/news/local/20261201_0108.html",
                "上越で初雪、平年より9日遅く　市が除雪計画を前倒し",
                "2026-12-01",
                None,
                "2026年12月1日 午後5時10分",
                ["村上聡", "高橋美穂"],
                [
                    "上越市の高田地区で1日朝、初雪が観測された。新潟地方気象台によると平年より9日、昨年より4日遅い。市中心部では午前7時ごろから雪がちらつき、通勤の車がワイパーを動かしながら走った。",
                    "市は同日、道路除雪計画を例年より5日早い3日から本格運用すると発表した。除雪車は市と委託業者で計312台を確保し、通学路を優先して作業する。",
                    "## 消雪パイプ、点検急ぐ",
                    "市内には消雪パイプが約680キロ敷設されており、市は11月から散水ノズルの点検を進めてきた。詰まりが見つかった約40カ所は今週中に修理を終える予定だという。",
                    "気象台は、3日から4日にかけて上越地方の平野部でも10センチ前後の降雪を予想している。市道路課は「タイヤ交換をまだしていない人は早めに済ませてほしい」と呼びかけている。",
                    "SIGN: （村上聡、高橋美穂）",
                ],
                "two-authors-comma-in-end-brackets",
                sjis=True,
            )
        )
        add(
            story(
                "library",
                "/news/local/20261127_0085.html",
                "直江津図書館、平日の開館を午後8時まで延長　来年1月から",
                "2026-11-27",
                None,
                "2026年11月27日 午後4時",
                ["佐々木翔"],
                [
                    "上越市は27日、直江津図書館の平日の閉館時間を来年1月5日から1時間遅い午後8時にすると発表した。仕事帰りの利用者や受験生から要望が多かったという。",
                    "延長は平日のみで、土日祝日は従来通り午後6時に閉館する。夜間は職員2人とボランティアで対応し、児童書コーナーは午後6時で閉める。",
                    "同館の昨年度の来館者数は約14万人。市は半年間試行し、利用状況を見て本格実施を判断する。",
                    "SIGN: （佐々木翔）",
                ],
                "only-on-page2-and-search",
                sjis=True,
                related=[("soft404", "直江津図書館の自習席、予約制に")],
            )
        )
        add(
            story(
                "interview",
                "/articles/-/48213",
                "「蔵の味、変えずに守る」　柏崎の酒蔵・27歳の新杜氏に聞く",
                "2026-12-01",
                "2026-12-01T10:00:00+09:00",
                "2026年12月1日 10:00",
                ["高橋美穂"],
                [
                    "FIG: 仕込み中の中村早紀さん | 仕込み中の蔵で話す中村早紀さん＝柏崎市",
                    "柏崎市の老舗酒蔵「松波酒造」で今季、27歳の中村早紀さんが杜氏に就いた。同蔵で女性が杜氏を務めるのは初めて。仕込みが始まった蔵で話を聞いた。",
                    "Q: ―杜氏を引き受けた理由は。 || 前の杜氏が体調を崩し、春に「次はお前がやれ」と言われました。迷いましたが、5年間一緒に仕込んできた味なので、自分が一番分かっているはずだと思って引き受けました。",
                    "Q: ―今季の仕込みで気をつけていることは。 || 米の出来が良い分、溶けやすいので温度管理を細かくしています。夜中も2時間おきに蔵を見回っています。",
                    "Q: ―新しい挑戦は。 || 地元の農家さんと組んで、柏崎産の酒米だけで造る純米酒を来春出します。味は変えずに、原料を全部地元のものにするのが目標です。",
                    "Q: ―若い人に日本酒をどう広めますか。 || 難しく考えず、冷やでも燗でも好きに飲んでほしい。蔵見学も再開したので、まずは蔵の香りをかぎに来てください。",
                    "SIGN: （聞き手・高橋美穂）",
                ],
                "qa-interviewer-at-end-new-cms",
                kicker="インタビュー",
            )
        )
        add(
            story(
                "column",
                "/articles/-/48240",
                "視点　ローカル線の冬、住民の足をどう守るか",
                "2026-12-02",
                "2026-12-01T22:30:00Z",
                "2026年12月2日 午前7時30分",
                ["岡本和也"],
                [
                    "雪の季節が来るたびに、沿線の人々はローカル線の運休に気をもむ。昨冬、上越地方のある路線は大雪で延べ19日間運休し、代行バスも道路の渋滞で大幅に遅れた。",
                    "運休が続くと、高校生は親の送迎に頼るしかない。共働きの家庭にとって、朝の1時間がどれほど重いか。鉄道の問題は、暮らしの問題である。",
                    "鉄道会社は赤字路線の見直しを進めており、沿線自治体との協議会では「バス転換」という言葉も聞かれるようになった。だが、バスも雪に強いわけではない。運転手不足も深刻だ。",
                    "必要なのは、路線を残すか廃止するかという二択ではなく、冬の運行をどう確保するかの具体策だろう。除雪車両の共同運用や、駅の待合環境の改善など、自治体が担える役割は少なくない。",
                    "住民もまた、利用して支える当事者である。乗らない路線は守れない。この冬、一度でも列車に乗ってみることから始めたい。",
                    "SIGN: （論説委員・岡本和也）",
                ],
                "opinion-signed-at-end-utc-time-previous-day",
                kicker="論説",
            )
        )
        add(
            story(
                "photo",
                "/articles/-/48177",
                "高田公園で雪つり作業　冬支度進む",
                "2026-11-30",
                "2026-11-30T14:20:00+09:00",
                "2026年11月30日 14:20",
                ["小林陽子"],
                [
                    "FIG: 松の枝に縄を張る作業員 | 高田公園の松に雪つりを施す作業員＝11月30日、上越市",
                    "FIG: 円すい状に張られた縄 | 円すい状に張られた縄が冬の青空に映えた",
                    "上越市の高田公園で30日、雪の重みから松の枝を守る「雪つり」の作業が始まり、作業員が高さ約10メートルの松に縄を張っていった。",
                    "SIGN: （写真・小林陽子）",
                ],
                "photo-story-photographer-credit",
                kicker="写真ニュース",
            )
        )
        # service pages (new CMS, UTF-8)
        add(
            page(
                "events",
                "/event/",
                "events",
                "イベント情報",
                "new-cms-events-long-descriptions",
                [
                    "## 直江津港 冬の市",
                    "日時：12月12日（土）・13日（日）午前9時～午後3時　会場：直江津港佐渡汽船ターミナル前広場",
                    "日本海でとれたばかりのカニやブリ、寒ぶり、地元農家の冬野菜が並ぶ恒例の朝市です。今年は地元の高校生が考案した「たら汁」の販売もあり、先着300人には港の温かい甘酒が振る舞われます。会場周辺は大変混雑しますので、公共交通機関をご利用ください。雨天決行、荒天の場合は中止します。",
                    "## 高田城址公園 冬のライトアップ",
                    "日時：12月19日（土）～2月28日（日）午後5時～午後9時　会場：高田城址公園（上越市本城町）",
                    "三重櫓と雪つりの松を約2千個のLED照明で照らします。雪が積もった日には、お堀の水面に映る櫓の姿も楽しめます。期間中の土曜日は、地元ボランティアによる城下町の歴史ガイド（無料、午後6時から約30分）を行います。防寒対策をしてお出かけください。",
                    "## 柏崎 酒蔵めぐりスタンプラリー",
                    "日時：1月10日（日）～2月14日（日）　会場：柏崎市内の酒蔵5カ所",
                    "市内の酒蔵を巡り、スタンプを集めると記念の升がもらえます。各蔵では新酒の試飲や仕込み蔵の見学ができます（見学は要予約）。20歳未満の方の試飲はできません。車を運転される方は、ノンアルコールの甘酒をお楽しみください。",
                    "## 佐渡 年越しそば打ち体験",
                    "日時：12月27日（日）午前10時～正午　会場：佐渡市小木地区の公民館　定員：親子15組",
                    "地元のそば打ち名人が、十割そばの打ち方を手ほどきします。打ったそばはお持ち帰りいただけます。参加費は1組2千円（材料費込み）。申し込みは12月20日まで、本社イベント係へ電話かメールで。",
                ],
            )
        )
        add(
            page(
                "subscribe",
                "/subscribe/",
                "product",
                "購読のご案内",
                "new-cms-subscription-with-photos",
                [
                    "越後みなと新聞は、上越・中越・佐渡の暮らしに役立つ地域の情報を毎朝お届けしています。紙の新聞とデジタル版、ご都合に合わせてお選びください。",
                    "FIG: 朝刊の紙面 | 朝刊は毎日24ページ。地域面は8ページあります",
                    "## 朝刊（月ぎめ）",
                    "月額3,400円（税込み）。上越市、糸魚川市、妙高市、柏崎市、佐渡市の全域に、販売店から毎朝お届けします。一部の山間地では郵送となり、配達が1日遅れる場合があります。",
                    "FIG: タブレットで読むデジタル版 | デジタル版はスマートフォンとタブレットに対応",
                    "## デジタル版",
                    "月額1,800円（税込み）。紙面ビューアーで朝刊をそのまま読めるほか、速報ニュースや過去30日分の紙面も閲覧できます。初めての方は最初の1カ月無料です。",
                    "## セットプラン",
                    "月額3,900円（税込み）。朝刊とデジタル版の両方をご利用いただけます。ご家族で最大3台の端末まで登録できます。",
                    "お申し込み・ご相談は、お近くの販売店または読者センター（平日午前9時～午後5時）まで。",
                ],
            )
        )
        add(
            page(
                "privacy",
                "/info/privacy/",
                "policy",
                "個人情報保護方針",
                "new-cms-policy-updated",
                [
                    "制定：2005年4月1日　最終改定：2026年4月1日",
                    "株式会社越後みなと新聞社（以下「当社」）は、読者の皆さまからお預かりする個人情報の重要性を認識し、以下の方針に基づき適切に取り扱います。",
                    "## 1. 取得する情報",
                    "当社は、新聞の購読申し込み、デジタル版の会員登録、イベントへの参加申し込み、読者投稿の際に、氏名、住所、電話番号、メールアドレス等の情報を取得します。",
                    "## 2. 利用目的",
                    "取得した情報は、新聞の配達、料金の請求、サービスに関するご連絡、イベントの運営、サービス改善のための統計分析に利用します。",
                    "## 3. 第三者への提供",
                    "法令に基づく場合を除き、ご本人の同意なく第三者に提供することはありません。新聞の配達業務のため、販売店に必要な範囲で情報を預託します。",
                    "## 4. クッキー等の利用",
                    "当社のウェブサイトでは、閲覧状況の把握と広告配信のためにクッキーを使用しています。ブラウザの設定により無効にすることができます。",
                    "## 5. お問い合わせ",
                    "個人情報の開示、訂正、削除のご請求は、読者センターまでご連絡ください。",
                ],
            )
        )
        add(
            page(
                "teisei",
                "/teisei/",
                "correction",
                "訂正・おわび",
                "new-cms-corrections",
                [
                    "本紙およびウェブサイトに掲載した記事の誤りを訂正し、おわびします。",
                    "## 12月2日",
                    "1日付地域面「[[snow|上越で初雪、平年より9日遅く]]」の記事で、除雪車の台数を「321台」としたのは「312台」の誤りでした。",
                    "## 11月29日",
                    "28日付経済面「妙高のスキー場、今季は7カ所で営業」の記事で、営業開始日を「12月13日」としたのは「12月20日」の誤りでした。",
                    "## 11月26日",
                    "25日付佐渡面「両津港で冬の魚まつり」の記事で、主催者の名称に誤りがありました。正しくは「両津港まつり実行委員会」です。",
                    "## 11月20日",
                    "19日付地域面の写真説明で、人物の名前を取り違えました。",
                ],
            )
        )
        add(
            page(
                "soft404",
                "/news/local/20261120_0077.html",
                "soft404",
                "お探しのページは見つかりませんでした",
                "soft404-served-200",
                [
                    "申し訳ございません。お探しのページは見つかりませんでした。",
                    "URLが変更されたか、記事の掲載期間が終了した可能性があります。ニュース記事の掲載期間は原則として公開から1年間です。",
                    "お手数ですが、トップページまたは記事検索からお探しください。",
                ],
            )
        )

    # ------------------------------------------------------------------ templates
    def _head(self, doc: Doc) -> str:
        title = f"{doc.title}｜{self.name}" if doc.key != "home" else f"{self.name}｜上越・中越・佐渡のニュース"
        if doc.extra.get("sjis"):
            return (
                '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n'
                '<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="ja" lang="ja">\n<head>\n'
                '<meta http-equiv="Content-Type" content="text/html; charset=Shift_JIS" />\n'
                '<meta http-equiv="Content-Style-Type" content="text/css" />\n'
                f"<title>{esc(title)}</title>\n"
                f'<meta name="keywords" content="越後みなと新聞,上越,糸魚川,佐渡,柏崎,ニュース" />\n'
                '<link rel="stylesheet" type="text/css" href="/common/css/base.css" />\n'
                '<script type="text/javascript" src="/common/js/jquery-1.12.4.min.js"></script>\n'
                '<style type="text/css">\n/*PAD*/\n</style>\n</head>\n'
            )
        og_type = "article" if doc.is_article else "website"
        metas = [
            '<meta charset="utf-8">',
            '<meta name="viewport" content="width=device-width, initial-scale=1">',
            f"<title>{esc(title)}</title>",
            f'<meta property="og:type" content="{og_type}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:url" content="{self.url(doc.key)}">',
            f'<meta property="og:site_name" content="{self.name}">',
            f'<meta property="og:image" content="{self.origin}/common/img/ogp.png">',
        ]
        if doc.is_article and doc.iso:
            metas.append(f'<meta property="article:published_time" content="{doc.iso}">')
        if doc.kind == "soft404":
            metas.append('<meta name="robots" content="noindex">')
        metas.append(f'<link rel="canonical" href="{self.url(doc.key)}">')
        metas.append('<link rel="stylesheet" href="/assets/css/app.4c1e2d.css">')
        return (
            '<!DOCTYPE html>\n<html lang="ja">\n<head>\n' + "\n".join(metas) + "\n<style>\n/*PAD*/\n</style>\n</head>\n"
        )

    def frame(self, doc: Doc, main: str) -> str:
        a = self.a
        nav = "".join(
            f"<li>{a(k, t, 'chrome:nav')}</li>"
            for k, t in (
                ("home", "トップ"),
                ("local", "地域"),
                ("tag", "特集・雪"),
                ("events", "イベント"),
                ("subscribe", "購読申し込み"),
            )
        )
        ranking = "".join(
            f'<li><span class="rank">{i}</span>{a(k, self.docs[k].title, "chrome:rail")}</li>'
            for i, k in enumerate(("ferry", "snow", "column", "road", "interview"), 1)
        )
        rail = (
            '<div id="sub">\n<div class="ranking"><h2>アクセスランキング</h2><ol>' + ranking + "</ol></div>\n"
            f'<div class="bnr">{a("subscribe", "デジタル版 初月無料", "chrome:rail")}</div>\n'
            f'<div class="bnr">{a("events", "今週末のイベント", "chrome:rail")}</div>\n'
            f'<div class="keywords"><h2>注目のキーワード</h2><p>{a("search", "図書館", "chrome:rail")} {a("tag", "雪", "chrome:rail")}</p></div>\n</div>'
        )
        footer = (
            '<div id="footer">\n<ul class="fnav">'
            f"<li>{a('/company/', '会社概要', 'chrome:footer')}</li>"
            f"<li>{a('privacy', '個人情報保護方針', 'chrome:footer')}</li>"
            f"<li>{a('teisei', '訂正・おわび', 'chrome:footer')}</li>"
            f"<li>{a('subscribe', '購読のご案内', 'chrome:footer')}</li>"
            f"<li>{a('mailto:dokusha@minato-shimbun.test', 'お問い合わせ', 'chrome:footer')}</li>"
            '</ul>\n<p class="copy">Copyright &copy; 2026 越後みなと新聞社 All Rights Reserved. 掲載の記事・写真の無断転載を禁じます。</p>\n</div>'
        )
        header = (
            '<div id="header">\n'
            f'<p class="logo">{a("home", self.name, "chrome:header")}</p>\n'
            '<p class="tagline">上越・中越・佐渡の地域ニュース</p>\n'
            '<form class="search" action="/cgi-bin/search.cgi" method="get"><input type="text" name="q" /><input type="submit" value="記事検索" /></form>\n'
            f'<ul id="gnav">{nav}</ul>\n</div>'
        )
        if doc.extra.get("sjis"):
            body = (
                f'<body>\n<div id="wrapper">\n{header}\n<div id="contents">\n<div id="main">\n{main}\n</div><!-- /#main -->\n'
                f"{rail}\n</div><!-- /#contents -->\n{footer}\n</div>\n"
                '<script type="text/javascript">var _mnsq = _mnsq || []; _mnsq.push(["pv", location.pathname]);</script>\n</body>\n</html>\n'
            )
        else:
            body = (
                f'<body class="is-new">\n<div class="l-wrap">\n{header}\n<div class="l-contents">\n<main id="main">\n{main}\n</main>\n'
                f'{rail}\n</div>\n{footer}\n</div>\n<script src="/assets/js/app.4c1e2d.js" defer></script>\n</body>\n</html>\n'
            )
        return self._head(doc) + body

    def _stamp_short(self, d: Doc) -> str:
        # "2026年12月2日 午後3時" -> "12月2日"
        return d.stamp.split("年", 1)[1].split(" ", 1)[0]

    def listing_main(self, doc: Doc) -> str:
        a = self.a
        items = []
        for i, k in enumerate(doc.extra["list"]):
            d = self.docs[k]
            lede = ""
            if i < 3 and doc.key in ("home", "local"):
                lede = f'<p class="lead">{esc(self.lede(d))}</p>'
            items.append(
                f'<li>{a(k, self.teaser_text(d), "content")}<span class="date">（{esc(self._stamp_short(d))}）</span>{lede}</li>'
            )
        for path, title, day in doc.extra.get("outside", []):
            items.append(f'<li>{a(path, title, "content")}<span class="date">（{day}）</span></li>')
        pager = []
        if doc.extra.get("prev"):
            pager.append(a(doc.extra["prev"], "＜ 前のページ", "content"))
        if doc.extra.get("more"):
            pager.append(a(doc.extra["more"], "もっと見る ＞" if doc.key == "home" else "次のページ ＞", "content"))
        head = (
            f'<h1 class="ttl-section">{esc(doc.title)}</h1>'
            if doc.key != "home"
            else '<h1 class="hidden">越後みなと新聞 トップ</h1><h2 class="ttl-section">主なニュース</h2>'
        )
        extra = ""
        if doc.kind == "search":
            n = len(doc.extra["list"]) + len(doc.extra.get("outside", []))
            extra = (
                f'<p class="result">「{esc(doc.extra["query"])}」を含む記事が {n} 件見つかりました（新しい順）。</p>'
            )
        if doc.kind == "tag":
            extra = '<p class="tag-lead">雪に関する記事をまとめています。除雪・交通・天気の情報はこちら。</p>'
        if doc.key == "home":
            img = '<img src="/photo/20261202/ferry_s.jpg" alt="" width="320" height="200" />'
            pick = a("ferry", self.docs["ferry"].title, "content", 'class="pickup-img"', inner=img)
            extra = f'<div class="pickup">{pick}</div>'
        promo = ""
        if doc.key == "home":
            promo = (
                '<div class="topics"><h2>お知らせ</h2><ul>'
                f"<li>{a('events', '直江津港 冬の市を12日・13日に開催', 'content')}</li>"
                f"<li>{a('subscribe', 'デジタル版 初月無料キャンペーン実施中', 'content')}</li>"
                f"<li>{a('teisei', '訂正・おわび', 'content')}</li></ul></div>"
            )
        return (
            f'{head}\n{extra}\n<ul class="newslist">\n' + "\n".join(items) + "\n</ul>\n"
            f'<p class="pager">{" | ".join(pager)}</p>\n{promo}'
        )

    def story_main(self, doc: Doc) -> str:
        a = self.a
        sign_inline = doc.extra.get("sign_inline", "")
        body = self.blocks(doc, p_tag="<p>　", fig=self._fig)
        if sign_inline:
            idx = body.rfind("</p>")
            body = body[:idx] + esc(sign_inline) + body[idx:]
        photo = ""
        if doc.extra.get("photo"):
            alt, cap = doc.extra["photo"]
            photo = f'<div class="photo"><img src="/photo/20261202/ferry_l.jpg" alt="{esc(alt)}" width="560" height="350" /><p class="caption">{esc(cap)}</p></div>'
        related = ""
        if doc.extra.get("related"):
            related = (
                '<div class="related"><h2>関連記事</h2><ul>'
                + "".join(f"<li>{a(k, t, 'chrome:related')}</li>" for k, t in doc.extra["related"])
                + "</ul></div>"
            )
        if doc.extra.get("sjis"):
            crumb = f'<p class="topicpath">{a("home", "トップ", "chrome:breadcrumb")} &gt; {a("local", "地域", "chrome:breadcrumb")} &gt; 記事</p>'
            return (
                f'{crumb}\n<div class="article">\n<h1 class="ttl">{esc(doc.title)}</h1>\n<p class="date">{esc(doc.stamp)}</p>\n'
                f'{photo}\n<div class="txt" id="article-body">\n{body}\n</div>\n'
                '<p class="share">この記事をシェアする：<a href="https://twitter.test/share">X</a> <a href="https://line.test/share">LINE</a></p>\n'
                f"</div>\n{related}"
            )
        tags = ""
        if doc.key in self.docs["tag"].extra["list"]:
            tags = f'<ul class="article-tags"><li>{a("tag", "#雪", "tags")}</li></ul>'
        kicker = f'<p class="article-kicker">{esc(doc.extra.get("kicker", ""))}</p>' if doc.extra.get("kicker") else ""
        crumb = f'<nav class="breadcrumb">{a("home", "トップ", "chrome:breadcrumb")} / {a("local", "地域", "chrome:breadcrumb")}</nav>'
        return (
            f'{crumb}\n<article class="article-detail">\n{kicker}<h1 class="article-title">{esc(doc.title)}</h1>\n'
            f'<div class="article-meta"><time datetime="{doc.iso}">{esc(doc.stamp)}</time></div>\n'
            f'<div class="article-body">\n{body}\n</div>\n{tags}\n'
            '<div class="article-share"><button class="js-share" data-sns="x">ポスト</button><button class="js-share" data-sns="line">LINEで送る</button></div>\n'
            f"</article>\n{related}"
        )

    def _fig(self, alt: str, cap: str) -> str:
        n = sum(map(ord, alt)) % 9000 + 1000
        return f'<figure class="article-figure"><img src="/photo/2026/{n}.jpg" alt="{esc(alt)}" loading="lazy"><figcaption>{esc(cap)}</figcaption></figure>'

    def service_main(self, doc: Doc) -> str:
        a = self.a
        body = self.blocks(doc, fig=self._fig)
        tail = ""
        if doc.kind == "soft404":
            tail = (
                f'<ul class="notfound-links"><li>{a("home", "トップページへ戻る", "content")}</li>'
                f"<li>{a('local', '地域ニュース一覧', 'content')}</li><li>{a('/cgi-bin/search.cgi', '記事検索', 'content')}</li></ul>"
            )
        if doc.kind == "product":
            tail = f'<p class="btn">{a("/subscribe/form/", "お申し込みフォームへ", "content")}</p>'
        if doc.kind == "events":
            tail = f'<p class="note">イベントのお問い合わせは本社イベント係（025-000-0000）まで。{a("home", "トップへ", "content")}</p>'
        return f'<div class="page-static">\n<h1 class="page-title">{esc(doc.title)}</h1>\n{body}\n{tail}\n</div>'
