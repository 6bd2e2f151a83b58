# ruff: noqa: E501, RUF001, RUF002 (page texts and markup are long literal lines; Japanese punctuation is deliberate)
"""ひだまり子ども新聞: a Japanese children's paper on **Movable Type 7** (static publishing: `#container`, `#alpha` /
`#beta`, `entry-asset asset hentry`, `asset-name entry-title`, `asset-meta`, hAtom `abbr.published`, the entry split
into `asset-body` and `asset-more` ("続きを読む"), `/news/2026/12/004812.html`, `/news/index_2.html` (PageBute),
tag and search pages served by `mt-search.cgi` with percent-encoded queries), Japanese, JST (+09:00).

**Furigana on every kanji**: titles, teasers and text write `<ruby>漢字<rt>かんじ</rt></ruby>`; the story pages carry a
"ふりがな あり／なし" switch whose "なし" state is a hidden copy of the text without readings (`.noruby-text`). The old
part of the site (a 2019 story, the word list and the teachers' page under `/kyouzai/`) is an MT4 template served in
**Shift_JIS** (labelled `cp932`, as Scrapy decodes it) whose ruby has `<rp>（</rp>` fallbacks. Labels keep the base
text only.

Metadata: the hAtom author of every entry is the desk account "ひだまり編集部"; the reporter is printed at the end of
the text ("（記者・田中美咲）") or above it ("文・山本健太"). JSON-LD on three stories only: the snow story's is in
**UTC** (22:30Z on 3 Dec = 07:30 on 4 Dec in Japan), the school-lunch story's author is the paper (Organization), the
young reporter's names her. A kicker "スポーツ" sits above one headline; another headline begins with "【はてな？】"."""

from __future__ import annotations

import json
from urllib.parse import quote

from common import Base, bare_han, base_text, blocks_html, page, plain_blocks, ruby, story
from sitekit import Doc, css_rules, esc

ORIGIN = "https://www.hidamari-kodomo.test"
NAME = "ひだまり子ども新聞"
ARTS = ["snow", "bear", "hatena", "kendama", "moon", "lunch", "kid"]
WEEK = "月火水木金土日"
RP = ("（", "）")


def jp_date(local: str, with_time: bool = False) -> str:
    from datetime import date

    day, time = local.split()
    y, m, d = (int(x) for x in day.split("-"))
    out = f"{y}年{m}月{d}日（{WEEK[date(y, m, d).weekday()]}）"
    if with_time:
        h, mi = (int(x) for x in time.split(":"))
        out += f" {h}時{mi:02d}分" if mi else f" {h}時"
    return out


class Hidamari(Base):
    origin = ORIGIN
    name = NAME
    prefix = "hdm"
    language = "ja"
    _writing: Doc | None = None

    # the old /kyouzai/ and /archives/ pages are written and labelled in Shift_JIS (cp932 as Scrapy reads it)
    def file_name(self, doc: Doc) -> str:
        self._writing = doc
        return super().file_name(doc)

    @property
    def _old(self) -> bool:
        return bool(self._writing is not None and self._writing.extra.get("sjis"))

    @property
    def encoding(self) -> str:  # type: ignore[override]
        return "cp932" if self._old else "utf-8"

    @property
    def content_type(self) -> str:  # type: ignore[override]
        return "text/html; charset=Shift_JIS" if self._old else "text/html; charset=UTF-8"

    def pad_rules(self) -> list[str]:
        if self._old:
            return css_rules(
                "hdm-old", ["#banner h1", ".entry-body", ".rubyoff", "#links li", ".kotoba dt", "#footer p"], 180
            )
        return css_rules(
            "hdm",
            [
                "#header-name a",
                ".asset-name",
                ".asset-body p",
                ".asset-more p",
                ".asset-meta .byline",
                "ruby rt",
                ".furigana-switch button",
                ".widget-ranking li",
                ".kotoba-box",
                "#global-nav li",
                ".cookie-consent",
            ],
            260,
        )

    def r(self, text: str, rp: bool = False) -> str:
        return ruby(esc(text), RP if rp else None)

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                NAME,
                "mt-main-index",
                list=["snow", "bear", "hatena", "kendama", "lunch", "moon", "kid"],
            )
        )
        add(
            page(
                "news",
                "/news/",
                "section",
                "ニュース",
                "mt-category-archive",
                list=["snow", "bear", "hatena", "lunch", "kendama"],
                more="news2",
            )
        )
        add(
            page(
                "news2", "/news/index_2.html", "section", "ニュース", "mt-category-archive-page2", list=["moon", "kid"]
            )
        )
        add(
            page(
                "tag",
                "/mt/mt-search.cgi?IncludeBlogs=2&tag=" + quote("冬") + "&limit=20",
                "tag",
                "「{冬|ふゆ}」のタグがついた{記事|きじ}",
                "mt-search-tag",
                list=["snow", "hatena", "bear"],
            )
        )
        add(
            page(
                "search",
                "/mt/mt-search.cgi?search=" + quote("雪") + "&IncludeBlogs=2&limit=20",
                "search",
                "「{雪|ゆき}」の{検索|けんさく}{結果|けっか}",
                "mt-search-results",
                list=["snow", "hatena"],
            )
        )
        add(
            page(
                "author",
                "/kisha/tanaka-misaki.html",
                "author",
                "{田中|たなか}{美咲|みさき}{記者|きしゃ}",
                "mt-webpage-reporter-profile",
                list=["snow", "moon"],
            )
        )
        add(
            page(
                "quiz",
                "/quiz/2026/12/004820.html",
                "quiz",
                "{今週|こんしゅう}のニュースクイズ（12{月|がつ}4{日|か}）",
                "mt-entry-quiz-details",
                [
                    "Q: 1. {札幌|さっぽろ}で{初雪|はつゆき}が{降|ふ}ったのは、{平年|へいねん}とくらべてどうだった？ || (1) {早|はや}かった (2) {同|おな}じだった (3) {遅|おそ}かった ―― こたえ：(3)。{平年|へいねん}より12{日|にち}{遅|おそ}い{初雪|はつゆき}でした。",
                    "Q: 2. けん{玉|だま}の{国際|こくさい}{大会|たいかい}が{開|ひら}かれたのは、どこの{県|けん}？ || (1) {広島県|ひろしまけん} (2) {北海道|ほっかいどう} (3) {沖縄県|おきなわけん} ―― こたえ：(1)。{広島県|ひろしまけん}{廿日市市|はつかいちし}です。",
                    "Q: 3. {冬|ふゆ}に{空気|くうき}が{乾燥|かんそう}するのは、{冷|つめ}たい{空気|くうき}が{何|なに}を{少|すこ}ししかふくめないから？ || (1) {砂|すな} (2) {水蒸気|すいじょうき} (3) {光|ひかり} ―― こたえ：(2)。",
                ],
                local="2026-12-04 17:00",
            )
        )
        add(
            page(
                "gone",
                "/news/2026/11/004790.html",
                "error",
                "ページが見つかりません",
                "mt-soft-404",
                [
                    "お{探|さが}しのページは、{削除|さくじょ}されたか、アドレスが{変|か}わった{可能性|かのうせい}があります。",
                    "ひだまり子ども新聞のトップページから、もう一度さがしてみてください。",
                ],
            )
        )
        add(
            page(
                "kotoba",
                "/kyouzai/kotoba/index.html",
                "glossary",
                "ニュースのことばじてん",
                "mt4-sjis-word-list",
                [
                    "## あ{行|ぎょう}",
                    "Q: {温暖化|おんだんか} || {地球|ちきゅう}の{気温|きおん}が{少|すこ}しずつ{上|あ}がっていくこと。{二酸化炭素|にさんかたんそ}などのガスがふえることが{原因|げんいん}と{考|かんが}えられています。",
                    "Q: {衛星|えいせい} || {地球|ちきゅう}などのまわりを{回|まわ}る{星|ほし}や{機械|きかい}。{天気|てんき}を{調|しら}べる{気象衛星|きしょうえいせい}もあります。",
                    "## か{行|ぎょう}",
                    "Q: {気象台|きしょうだい} || {天気|てんき}や{気温|きおん}、{雨|あめ}の{量|りょう}などを{調|しら}べて、{天気予報|てんきよほう}や{注意報|ちゅういほう}を{出|だ}すところ。",
                    "Q: {季節風|きせつふう} || {季節|きせつ}によって{吹|ふ}く{向|む}きがかわる{風|かぜ}。{日本|にほん}では{冬|ふゆ}は{北西|ほくせい}から、{夏|なつ}は{南東|なんとう}から{吹|ふ}きます。",
                    "Q: {軽減税率|けいげんぜいりつ} || {食|た}べ{物|もの}などの{税金|ぜいきん}を、ほかのものより{低|ひく}くするしくみ。",
                    "## さ{行|ぎょう}",
                    "Q: {消費税|しょうひぜい} || {物|もの}を{買|か}ったりサービスを{受|う}けたりしたときにはらう{税金|ぜいきん}。",
                    "Q: {冬眠|とうみん} || {動物|どうぶつ}が{冬|ふゆ}のあいだ、{食|た}べずにねむったようにしてすごすこと。",
                ],
                sjis=True,
            )
        )
        add(
            page(
                "sensei",
                "/kyouzai/sensei/index.html",
                "teacher-guide",
                "先生・保護者の方へ",
                "mt4-sjis-teachers-page",
                [
                    "ひだまり子ども新聞は、小学生が毎日のニュースを自分で読めるように、すべての漢字にふりがなをつけて配信しています。記事は平日の朝に3本、土曜日に特集を1本更新しています。",
                    "## 授業での使い方",
                    "- 朝の会で1本の記事を読み、気づいたことを一人ひとつ発表する。",
                    "- 記事の中から知らないことばを三つ選び、「ことばじてん」で調べる。",
                    "- 毎週金曜日の「ニュースクイズ」を、帰りの会で解く。",
                    "## 記事の利用について",
                    "授業や学級通信で記事を使う場合は、出典（ひだまり子ども新聞、掲載日）を明記してください。営利目的での転載はお断りしています。",
                    "ご意見・ご質問は、kyouiku@hidamari-kodomo.test までお寄せください。",
                ],
                sjis=True,
            )
        )
        add(
            story(
                "snow",
                "/news/2026/12/004812.html",
                "{札幌|さっぽろ}で{初雪|はつゆき}　{平年|へいねん}より12{日|にち}{遅|おそ}く",
                "2026-12-04",
                "2026-12-03T22:30:00Z",
                jp_date("2026-12-04 07:30", with_time=True),
                ["田中美咲"],
                [
                    "{北海道|ほっかいどう}の{札幌市|さっぽろし}で{3日|みっか}の{夜|よる}、この{冬|ふゆ}はじめての{雪|ゆき}が{降|ふ}りました。",
                    "{札幌管区気象台|さっぽろかんくきしょうだい}によると、{平年|へいねん}より12{日|にち}、{去年|きょねん}より5{日|にち}{遅|おそ}い{初雪|はつゆき}です。",
                    "{朝|あさ}になると、{公園|こうえん}の{木|き}や{車|くるま}の{上|うえ}が{白|しろ}くなっていました。",
                    "{小学校|しょうがっこう}へ{行|い}く{子|こ}どもたちは、{手|て}ぶくろをして{雪|ゆき}をさわったり、{写真|しゃしん}をとったりしていました。",
                    "{3年生|さんねんせい}の{男|おとこ}の{子|こ}は「{雪|ゆき}がふわふわでうれしい。はやく{雪|ゆき}だるまを{作|つく}りたい」と{話|はな}していました。",
                    "{気象台|きしょうだい}は、これから{道|みち}がこおってすべりやすくなるので、{歩|ある}くときは{気|き}をつけてほしいと{言|い}っています。",
                ],
                "mt-entry-body-more-split-utc-jsonld",
                section="ニュース",
                local="2026-12-04 07:30",
                split=3,
                end="（{記者|きしゃ}・{田中|たなか}{美咲|みさき}）",
                ld="utc",
                tags=["冬", "天気"],
                kotoba=("{初雪|はつゆき}", "その{冬|ふゆ}にはじめて{降|ふ}る{雪|ゆき}のこと。"),
            )
        )
        add(
            story(
                "bear",
                "/news/2026/12/004806.html",
                "クマが{出|で}た！　{今年|ことし}は{記録|きろく}でいちばん{多|おお}く",
                "2026-12-02",
                None,
                jp_date("2026-12-02 07:00"),
                [],
                [
                    "{今年|ことし}は、{山|やま}からおりてきたクマが{町|まち}の{近|ちか}くで{見|み}られることが、とても{多|おお}くなっています。",
                    "{環境省|かんきょうしょう}によると、4{月|がつ}から10{月|がつ}までにクマを{見|み}たという{知|し}らせは、{全国|ぜんこく}で2{万|まん}{件|けん}をこえました。これは{記録|きろく}が{残|のこ}っているなかで、いちばん{多|おお}い{数|かず}です。",
                    "クマが{増|ふ}えた{理由|りゆう}の{一|ひと}つは、{山|やま}でクマの{食|た}べ{物|もの}になるどんぐりが{少|すく}なかったことだと{考|かんが}えられています。",
                    "クマは{冬|ふゆ}になると{冬眠|とうみん}します。でも、{冬眠|とうみん}の{前|まえ}はたくさん{食|た}べようとして、{食|た}べ{物|もの}をさがして{歩|ある}きまわります。",
                    "## クマに{会|あ}わないためには",
                    "{専門家|せんもんか}は「{山|やま}の{近|ちか}くでは、{鈴|すず}など{音|おと}の{出|で}るものを{持|も}って{歩|ある}いてください。クマを{見|み}たら、{走|はし}らずにゆっくりはなれることが{大切|たいせつ}です」と{話|はな}しています。",
                ],
                "mt-entry-desk-credit-end",
                section="ニュース",
                local="2026-12-02 07:00",
                split=2,
                end="（ひだまり{新聞|しんぶん}{編集部|へんしゅうぶ}）",
                tags=["冬", "どうぶつ"],
                gone=True,
            )
        )
        add(
            story(
                "hatena",
                "/news/2026/12/004809.html",
                "【はてな？】{冬|ふゆ}はどうして{空気|くうき}がカラカラなの？",
                "2026-12-03",
                None,
                jp_date("2026-12-03 07:00"),
                ["山本健太"],
                [
                    "{冬|ふゆ}になると、{唇|くちびる}がかさかさしたり、{静電気|せいでんき}でパチッとしたりすることがありますね。これは{空気|くうき}が{乾燥|かんそう}しているからです。",
                    "### {冷|つめ}たい{空気|くうき}は{水|みず}をあまり{持|も}てない",
                    "{空気|くうき}の{中|なか}には、{目|め}に{見|み}えない{水|みず}の{粒|つぶ}（{水蒸気|すいじょうき}）がまざっています。{空気|くうき}があたたかいと{水蒸気|すいじょうき}をたくさんふくむことができますが、{冷|つめ}たいと{少|すこ}ししかふくむことができません。",
                    "### {山|やま}をこえた{風|かぜ}",
                    "{冬|ふゆ}の{日本|にほん}には、{北西|ほくせい}から{冷|つめ}たい{季節風|きせつふう}が{吹|ふ}きます。この{風|かぜ}は{日本海|にほんかい}の{上|うえ}で{水蒸気|すいじょうき}をもらい、{山|やま}にぶつかって{日本海|にほんかい}{側|がわ}に{雪|ゆき}を{降|ふ}らせます。{山|やま}をこえて{太平洋|たいへいよう}{側|がわ}にとどくころには、{風|かぜ}はすっかり{乾|かわ}いています。",
                    "### {部屋|へや}の{乾燥|かんそう}をふせぐには",
                    "- {加湿器|かしつき}を{使|つか}う",
                    "- ぬれたタオルを{部屋|へや}に{干|ほ}す",
                    "- こまめに{水|みず}を{飲|の}む",
                    "{乾燥|かんそう}すると、かぜのウイルスも{広|ひろ}がりやすくなります。{手|て}あらいやうがいもわすれずにしましょう。",
                ],
                "mt-entry-explainer-h3-list",
                section="ニュース",
                local="2026-12-03 07:00",
                split=2,
                top="{文|ぶん}・{山本|やまもと}{健太|けんた}",
                tags=["冬", "かがく"],
                kotoba=("{季節風|きせつふう}", "{季節|きせつ}によって{吹|ふ}く{向|む}きがかわる{風|かぜ}のこと。"),
            )
        )
        add(
            story(
                "kendama",
                "/news/2026/12/004801.html",
                "けん{玉|だま}の{国際|こくさい}{大会|たいかい}　{小学|しょうがく}6{年生|ねんせい}が{優勝|ゆうしょう}",
                "2026-12-01",
                None,
                jp_date("2026-12-01 07:00"),
                [],
                [
                    "{広島県|ひろしまけん}{廿日市市|はつかいちし}で11{月|がつ}{29日|にじゅうくにち}から30{日|にち}まで、けん{玉|だま}の{国際|こくさい}{大会|たいかい}が{開|ひら}かれました。",
                    "{大会|たいかい}には、{日本|にほん}やアメリカ、フランスなど15の{国|くに}と{地域|ちいき}から、およそ300{人|にん}が{参加|さんか}しました。",
                    "{小学生|しょうがくせい}の{部|ぶ}では、{東京都|とうきょうと}の{小学|しょうがく}6{年生|ねんせい}、{村上|むらかみ}{蒼|あおい}さん（12）が{優勝|ゆうしょう}しました。",
                    "{村上|むらかみ}さんは{決勝|けっしょう}で、{玉|たま}を{一回転|いっかいてん}させて{剣|けん}にさす{難|むずか}しい{技|わざ}を{成功|せいこう}させました。",
                    "{村上|むらかみ}さんは「{毎日|まいにち}1{時間|じかん}{練習|れんしゅう}してきました。{次|つぎ}は{大人|おとな}の{部|ぶ}にも{挑戦|ちょうせん}したいです」と{笑顔|えがお}で{話|はな}しました。",
                ],
                "mt-entry-kicker-agency-credit",
                section="スポーツ",
                local="2026-12-01 07:00",
                split=2,
                end="（{共同|きょうどう}）",
                kicker="スポーツ",
                tags=["スポーツ"],
            )
        )
        add(
            story(
                "moon",
                "/news/2026/11/004795.html",
                "{月|つき}をめざす{宇宙飛行士|うちゅうひこうし}　{訓練|くんれん}のようすを{公開|こうかい}",
                "2026-11-27",
                None,
                jp_date("2026-11-27 17:00"),
                ["田中美咲", "佐藤大輔"],
                [
                    "アメリカが{進|すす}める「アルテミス{計画|けいかく}」で、{日本人|にほんじん}の{宇宙飛行士|うちゅうひこうし}が{月|つき}に{着陸|ちゃくりく}することが{決|き}まっています。",
                    "{宇宙航空研究開発機構|うちゅうこうくうけんきゅうかいはつきこう}（JAXA）は26{日|にち}、{月|つき}に{行|い}くための{訓練|くんれん}のようすを{記者|きしゃ}に{見|み}せました。",
                    "{訓練|くんれん}では、{宇宙服|うちゅうふく}を{着|き}て、{月|つき}の{砂|すな}ににせた{細|こま}かい{砂|すな}の{上|うえ}を{歩|ある}きました。{月|つき}の{重力|じゅうりょく}は{地球|ちきゅう}の6{分|ぶん}の1なので、{体|からだ}をつり{上|あ}げる{機械|きかい}も{使|つか}います。",
                    "{宇宙飛行士|うちゅうひこうし}は「{月|つき}の{石|いし}を{持|も}ち{帰|かえ}って、{月|つき}ができた{歴史|れきし}を{調|しら}べたい」と{話|はな}しました。",
                    "{月|つき}への{着陸|ちゃくりく}は、2028{年|ねん}ごろになる{予定|よてい}です。",
                ],
                "mt-entry-two-reporters-end",
                section="かがく",
                local="2026-11-27 17:00",
                split=2,
                end="（{記者|きしゃ}・{田中|たなか}{美咲|みさき}、{佐藤|さとう}{大輔|だいすけ}）",
                tags=["かがく", "うちゅう"],
            )
        )
        add(
            story(
                "lunch",
                "/news/2026/12/004804.html",
                "{給食|きゅうしょく}の{食|た}べ{残|のこ}し　{学年|がくねん}が{上|あ}がると{減|へ}る",
                "2026-12-02",
                "2026-12-02T07:00:00+09:00",
                jp_date("2026-12-02 07:00"),
                ["佐藤大輔"],
                [
                    "{全国|ぜんこく}の{小学校|しょうがっこう}で、{給食|きゅうしょく}の{食|た}べ{残|のこ}しをへらす{取|と}り{組|く}みが{広|ひろ}がっています。",
                    "{東京都|とうきょうと}のある{市|し}が、{市内|しない}の{小学校|しょうがっこう}20{校|こう}で{調|しら}べたところ、{1年生|いちねんせい}は{一人|ひとり}{一日|いちにち}あたり{平均|へいきん}42グラムを{残|のこ}していました。",
                    "{学年|がくねん}ごとの{結果|けっか}は{次|つぎ}のとおりです。",
                    "T: {学年|がくねん} | {一人|ひとり}{一日|いちにち}の{食|た}べ{残|のこ}し",
                    "T: {1年生|いちねんせい} | 42グラム",
                    "T: {3年生|さんねんせい} | 31グラム",
                    "T: {6年生|ろくねんせい} | 18グラム",
                    "いちばん{多|おお}く{残|のこ}されていたのは、{野菜|やさい}のおかずでした。",
                    "ある{学校|がっこう}では、{栄養士|えいようし}が{教室|きょうしつ}をまわって{野菜|やさい}の{育|そだ}て{方|かた}を{話|はな}したところ、{食|た}べ{残|のこ}しが{半分|はんぶん}になったそうです。",
                ],
                "mt-entry-data-table-org-jsonld",
                section="くらし",
                local="2026-12-02 07:00",
                split=3,
                end="（{記者|きしゃ}・{佐藤|さとう}{大輔|だいすけ}）",
                ld="org",
                tags=["くらし", "学校"],
            )
        )
        add(
            story(
                "kid",
                "/news/2026/11/004792.html",
                "こども{記者|きしゃ}が{行|い}く！　{消防署|しょうぼうしょ}の24{時間|じかん}",
                "2026-11-30",
                "2026-11-30T16:00:00+09:00",
                jp_date("2026-11-30 16:00"),
                ["中村ひなた"],
                [
                    "わたしは、{家|いえ}の{近|ちか}くにある{消防署|しょうぼうしょ}を{見学|けんがく}しました。{消防士|しょうぼうし}の{石井|いしい}さんに{話|はなし}を{聞|き}きました。",
                    "Q: ――{消防士|しょうぼうし}さんは、{一日|いちにち}どんな{仕事|しごと}をしていますか。 || {朝|あさ}8{時半|じはん}に{前|まえ}の{日|ひ}の{人|ひと}と{交代|こうたい}して、{次|つぎ}の{日|ひ}の{朝|あさ}まで24{時間|じかん}はたらきます。{火事|かじ}がないときは、{車|くるま}や{道具|どうぐ}の{点検|てんけん}、{訓練|くんれん}をしています。",
                    "Q: ――{出動|しゅつどう}するときは、どのくらい{急|いそ}ぎますか。 || {通報|つうほう}があってから{1分|いっぷん}くらいで{出発|しゅっぱつ}します。{夜|よる}ねているときでも、すぐに{着替|きが}えられるように{服|ふく}をならべておきます。",
                    "Q: ――{子|こ}どもたちに{伝|つた}えたいことはありますか。 || {火|ひ}を{使|つか}うときは、かならず{大人|おとな}といっしょに{使|つか}ってください。それから、{家|いえ}の{火災警報器|かさいけいほうき}が{鳴|な}ったら、すぐににげてください。",
                    "{消防車|しょうぼうしゃ}にも{乗|の}せてもらいました。{思|おも}っていたよりずっと{高|たか}くて、びっくりしました。{大人|おとな}になったら、わたしも{人|ひと}を{助|たす}ける{仕事|しごと}がしたいです。",
                ],
                "mt-entry-young-reporter-qa",
                section="くらし",
                local="2026-11-30 16:00",
                split=2,
                top="こども{記者|きしゃ}　{中村|なかむら}ひなた（{小学|しょうがく}5{年|ねん}）",
                ld="person",
                tags=["くらし"],
            )
        )
        add(
            story(
                "old",
                "/archives/2019/10/001234.html",
                "{消費税|しょうひぜい}が10%に　{何|なに}が{変|か}わるの？",
                "2019-10-01",
                "2019-10-01T17:20:00+09:00",
                jp_date("2019-10-01 17:20"),
                ["小林陽子"],
                [
                    "10{月|がつ}{1日|ついたち}から、{消費税|しょうひぜい}が8%から10%に{上|あ}がりました。",
                    "{消費税|しょうひぜい}は、{物|もの}を{買|か}ったり、サービスを{受|う}けたりしたときにはらう{税金|ぜいきん}です。{集|あつ}めたお{金|かね}は、お{年寄|としよ}りの{年金|ねんきん}や{医療|いりょう}、{子育|こそだ}てなどに{使|つか}われます。",
                    "ただし、{食|た}べ{物|もの}や{飲|の}み{物|もの}は8%のままです。これを「{軽減税率|けいげんぜいりつ}」といいます。",
                    "{同|おな}じハンバーガーでも、{店|みせ}の{中|なか}で{食|た}べると10%、{持|も}ち{帰|かえ}ると8%になります。",
                    "{店|みせ}の{人|ひと}は「お{客|きゃく}さんに{毎回|まいかい}{聞|き}かなければならないので、なれるまで{大変|たいへん}です」と{話|はな}していました。",
                ],
                "mt4-sjis-archive-rp-fallback",
                section="くらし",
                local="2019-10-01 17:20",
                end="（{記者|きしゃ}・{小林|こばやし}{陽子|ようこ}）",
                sjis=True,
            )
        )
        # every kanji of the current pages' titles and texts carries a reading (the teachers' page is for adults)
        for d in self.docs.values():
            if d.key in ("sensei", "gone"):
                continue
            texts = [d.extra["rtitle"], d.extra.get("end", ""), d.extra.get("top", "")]
            for b in d.blocks:
                texts.extend(str(x) for x in b[1:] if isinstance(x, str))
                if b[0] in ("ul", "table"):
                    texts.extend(str(x) for x in b[1])
            for t in texts:
                assert not bare_han(t.replace("ひだまり子ども新聞", "")), (d.key, t, bare_han(t))

    # --- templates -------------------------------------------------------------------------------------------

    def render(self, doc: Doc) -> str:
        if doc.extra.get("sjis"):
            self.current = doc.key
            return self.old_page(doc)
        return super().render(doc)

    def ld(self, doc: Doc) -> str:
        mode = doc.extra.get("ld")
        if not mode:
            return ""
        url = self.url(doc.key)
        if mode == "org":
            author: object = {"@type": "Organization", "name": NAME, "url": ORIGIN + "/"}
        else:
            author = [{"@type": "Person", "name": a} for a in doc.authors]
        data = {
            "@context": "https://schema.org",
            "@type": "NewsArticle",
            "headline": doc.title,
            "mainEntityOfPage": url,
            "datePublished": doc.iso,
            "dateModified": doc.iso,
            "author": author,
            "publisher": {
                "@type": "Organization",
                "name": NAME,
                "logo": {"@type": "ImageObject", "url": ORIGIN + "/images/logo.png"},
            },
            "image": [f"{ORIGIN}/news/images/{doc.path.rsplit('/', 1)[-1].replace('.html', '')}.jpg"],
            "inLanguage": "ja",
        }
        return f'<script type="application/ld+json">{json.dumps(data, ensure_ascii=False)}</script>'

    def frame(self, doc: Doc, main: str) -> str:
        url = self.url(doc.key)
        title = doc.title
        og = "article" if doc.is_article else "website"
        nav = "".join(
            f"<li>{self.a(k, t, 'nav')}</li>"
            for k, t in (
                ("home", "ホーム"),
                ("news", "ニュース"),
                ("/sports/", "スポーツ"),
                ("/kagaku/", "かがく"),
                ("/kurashi/", "くらし"),
                ("kotoba", "ことばじてん"),
                ("quiz", "クイズ"),
            )
        )
        rank = "".join(
            f'<li><span class="rank">{i + 1}</span>{self.a(k, self.docs[k].title, "aside", inner=self.r(self.docs[k].extra["rtitle"]))}</li>'
            for i, k in enumerate(["snow", "bear", "kendama", "hatena", "kid"])
        )
        desc = base_text(self.lede(doc)) if doc.is_article else title
        body_class = {"home": "mt-main-index", "section": "mt-category-archive", "error": "mt-error"}.get(
            doc.kind, "mt-entry-archive" if doc.is_article else "mt-page"
        )
        switch = (
            '<div class="furigana-switch" role="group" aria-label="ふりがな">ふりがな <button type="button" class="on" aria-pressed="true">あり</button><button type="button" aria-pressed="false">なし</button></div>'
            if doc.is_article
            else ""
        )
        return f"""<!DOCTYPE html>
<html lang="ja">
<head>
<meta charset="UTF-8">
<meta name="generator" content="Movable Type 7.9.8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>{esc(title)} | {NAME}</title>
<meta name="description" content="{esc(desc)}">
<link rel="canonical" href="{esc(url)}">
<link rel="alternate" type="application/atom+xml" title="Atom" href="{ORIGIN}/atom.xml">
<meta property="og:type" content="{og}">
<meta property="og:title" content="{esc(title)}">
<meta property="og:url" content="{esc(url)}">
<meta property="og:site_name" content="{NAME}">
<meta property="og:image" content="{ORIGIN}/images/ogp.png">
<meta name="twitter:card" content="summary_large_image">
{self.ld(doc) if doc.is_article else ""}
<link rel="stylesheet" href="{ORIGIN}/styles.css?v=20261120" type="text/css">
<style>/*PAD*/</style>
<script async src="https://www.googletagmanager.com/gtag/js?id=G-HDM2026KD"></script>
<script>window.dataLayer=window.dataLayer||[];function gtag(){{dataLayer.push(arguments);}}gtag('js',new Date());gtag('config','G-HDM2026KD');</script>
</head>
<body class="{body_class}">
<div id="container"><div id="container-inner">
<div id="header"><div id="header-inner"><div id="header-content">
<div id="header-name"><a href="{self.href("home")}" accesskey="1">{NAME}</a></div>
<div id="header-description">{self.r("{小学生|しょうがくせい}のためのまいにちニュース")}</div>
<form method="get" action="/mt/mt-search.cgi" class="header-search"><input type="hidden" name="IncludeBlogs" value="2"><input type="text" name="search" placeholder="キーワード"><button>さがす</button></form>
</div></div></div>
<ul id="global-nav">{nav}</ul>
{switch}
<div class="ad-slot ad-leaderboard" data-slot="hdm_top_728x90"></div>
<div id="content"><div id="content-inner">
<div id="alpha"><div id="alpha-inner">
{main}
</div></div>
<div id="beta"><div id="beta-inner">
<div class="widget widget-ranking"><h3 class="widget-header">よく{self.r("{読|よ}まれている{記事|きじ}")}</h3><div class="widget-content"><ol>{rank}</ol></div></div>
<div class="widget widget-pages"><h3 class="widget-header">おとなの{self.r("{方|かた}へ")}</h3><div class="widget-content"><ul><li>{self.a("sensei", "先生・保護者の方へ", "aside")}</li><li>{self.a("author", "記者紹介：田中美咲", "aside")}</li><li><a href="/about/">ひだまり子ども新聞について</a></li></ul></div></div>
<div class="widget widget-tags"><h3 class="widget-header">タグ</h3><div class="widget-content">{self.a("tag", "冬", "aside", 'rel="tag"', inner=self.r("{冬|ふゆ}"))} <a rel="tag" href="/mt/mt-search.cgi?IncludeBlogs=2&amp;tag={quote("かがく")}&amp;limit=20">かがく</a> <a rel="tag" href="/mt/mt-search.cgi?IncludeBlogs=2&amp;tag={quote("スポーツ")}&amp;limit=20">スポーツ</a></div></div>
<div class="ad-slot ad-rectangle" data-slot="hdm_side_300x250"></div>
</div></div>
</div></div>
<div id="footer"><div id="footer-inner"><div id="footer-content">
<ul class="footer-links"><li><a href="/about/">このサイトについて</a></li><li><a href="/privacy/">プライバシーポリシー</a></li><li>{self.a("sensei", "先生・保護者の方へ", "footer")}</li><li><a href="{ORIGIN}/atom.xml">RSS</a></li><li><a href="mailto:info@hidamari-kodomo.test">お問い合わせ</a></li></ul>
<p class="copyright">Copyright © 2026 ひだまり子ども新聞社 All rights reserved. 記事・写真の無断転載を禁じます。</p>
<p class="powered-by">Powered by <a href="https://www.movabletype.jp/">Movable Type</a></p>
</div></div></div>
</div></div>
<div class="cookie-consent" id="cookie-consent">このサイトでは、サービスの向上のためにクッキー（Cookie）を使用しています。<a href="/privacy/#cookie">くわしく</a> <button type="button">OK</button></div>
<script src="{ORIGIN}/mt.js"></script>
<script src="{ORIGIN}/js/furigana.js?v=3" defer></script>
</body>
</html>"""

    def crumbs(self, doc: Doc, mid: str = "") -> str:
        here = esc(doc.title)
        return f'<div class="breadcrumb">{self.a("home", "ホーム", "breadcrumb")} &gt; {mid}<span>{here}</span></div>'

    def story_main(self, doc: Doc) -> str:
        n = doc.extra.get("split", 2)
        head, tail = doc.blocks[:n], doc.blocks[n:]
        if doc.section == "ニュース":
            section = self.a("news", "ニュース", "breadcrumb") + " &gt; "
        else:
            slug = {"スポーツ": "sports", "かがく": "kagaku", "くらし": "kurashi"}[doc.section]
            section = f'<a href="/{slug}/">{esc(doc.section)}</a> &gt; '
        kicker = f'<p class="kicker">{esc(doc.extra["kicker"])}</p>' if doc.extra.get("kicker") else ""
        top = f'<p class="credit-top">{self.r(doc.extra["top"])}</p>' if doc.extra.get("top") else ""
        end = (
            f'<p class="credit-end" style="text-align:right">{self.r(doc.extra["end"])}</p>'
            if doc.extra.get("end")
            else ""
        )
        entry_id = int(doc.path.rsplit("/", 1)[-1].replace(".html", ""))
        body = ruby(blocks_html(self, head), None)
        more = ruby(blocks_html(self, tail), None)
        plain_lines = blocks_html(self, plain_blocks(doc.blocks), zone="twin")
        plain_top = f"<p>{esc(base_text(doc.extra['top']))}</p>" if doc.extra.get("top") else ""
        plain_end = f"<p>{esc(base_text(doc.extra['end']))}</p>" if doc.extra.get("end") else ""
        box = ""
        if doc.extra.get("kotoba"):
            w, meaning = doc.extra["kotoba"]
            box = f'<aside class="kotoba-box"><h4>ことばの{self.r("{意味|いみ}")}</h4><dl><dt>{self.r(w)}</dt><dd>{self.r(meaning)}</dd></dl><p>{self.a("kotoba", "ことばじてんをひらく", "content")}</p></aside>'
        tags = "".join(
            "<li>"
            + (
                self.a("tag", t, "tag", 'rel="tag"', inner=self.r("{冬|ふゆ}"))
                if t == "冬"
                else f'<a rel="tag" href="/mt/mt-search.cgi?IncludeBlogs=2&amp;tag={quote(t)}&amp;limit=20">{esc(t)}</a>'
            )
            + "</li>"
            for t in doc.extra.get("tags", [])
        )
        related = [k for k in ARTS if k != doc.key][:4]
        rel_items = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'related', inner=self.r(self.docs[k].extra['rtitle']))}</li>"
            for k in related
        )
        if doc.extra.get("gone"):
            rel_items += f"<li>{self.a('gone', 'クマに出会ったらどうする？', 'related', inner=self.r('クマに{出会|であ}ったらどうする？'))}</li>"
        quiz_link = f'<p class="to-quiz">{self.a("quiz", "今週のニュースクイズにちょうせん！", "content", inner=self.r("{今週|こんしゅう}のニュースクイズにちょうせん！"))}</p>'
        author_link = (
            f'<p class="reporter-link">{self.a("author", "田中美咲記者の記事一覧", "byline")}</p>'
            if "田中美咲" in doc.authors
            else ""
        )
        return f"""{self.crumbs(doc, section)}
<div id="entry-{entry_id}" class="entry-asset asset hentry">
<div class="asset-header">
{kicker}
<h1 id="page-title" class="asset-name entry-title">{self.r(doc.extra["rtitle"])}</h1>
<div class="asset-meta">
<span class="byline"><span class="vcard author"><a class="fn url" href="/author/hidamari-desk/">ひだまり編集部</a></span> | <abbr class="published" title="{doc.extra["local"].replace(" ", "T")}:00+09:00">{doc.stamp}</abbr></span>
</div>
</div>
<div class="news-audio"><p>ニュースを{self.r("{聞|き}く")}</p><audio controls preload="none" src="https://media.hidamari-kodomo.test/audio/{entry_id:06d}.mp3"></audio></div>
<div class="asset-content entry-content">
<div class="asset-body">
{top}
{body}
</div>
<a name="more"></a>
<div id="more" class="asset-more">
{more}
{end}
</div>
</div>
<div class="noruby-text" hidden aria-hidden="true">
{plain_top}
{plain_lines}
{plain_end}
</div>
{box}
{author_link}
<div class="asset-footer">
<div class="entry-tags"><h4>タグ</h4><ul>{tags}</ul></div>
<div class="share"><a href="https://social-plugins.line.me/lineit/share?url={quote(self.url(doc.key), safe="")}">LINEでおくる</a> <a href="https://x.com/intent/post?url={quote(self.url(doc.key), safe="")}">Xでポスト</a> <a href="javascript:window.print()">いんさつ</a></div>
</div>
</div>
<div class="related-entries"><h3>{self.r("{関連|かんれん}する{記事|きじ}")}</h3><ul>{rel_items}</ul></div>
{quiz_link}"""

    def card(self, k: str) -> str:
        d = self.docs[k]
        when = jp_date(d.extra["local"]) if d.extra.get("local") else ""
        return (
            f'<div class="entry-summary"><img src="{ORIGIN}/news/images/{d.path.rsplit("/", 1)[-1].replace(".html", "")}_thumb.jpg" alt="" width="160" height="90" loading="lazy">'
            f'<h2 class="asset-name">{self.a(k, d.title, "content", inner=self.r(d.extra["rtitle"]))}</h2>'
            f'<p class="asset-meta"><span class="published">{when}</span></p></div>'
        )

    def listing_main(self, doc: Doc) -> str:
        cards = "".join(self.card(k) for k in doc.extra["list"])
        pager, extra = "", ""
        if doc.key == "home":
            head = f'<h1 class="sr-only">{NAME}</h1><div class="today">{self.r("きょうは 2026{年|ねん}12{月|がつ}5{日|か}（{土|ど}）")}</div>'
            extra = (
                f'<div class="home-links"><div class="home-quiz">{self.a("quiz", self.docs["quiz"].title, "content", inner=self.r(self.docs["quiz"].extra["rtitle"]))}</div>'
                f'<div class="home-kotoba">{self.a("kotoba", "ニュースのことばじてん", "content")}</div>'
                f'<div class="home-more">{self.a("news", "ニュースをもっと見る", "content", inner=self.r("ニュースをもっと{見|み}る"))}</div></div>'
            )
        elif doc.kind == "section":
            head = f'{self.crumbs(doc)}<h1 class="archive-title">ニュース{"" if doc.key == "news" else "（2ページ目）"}</h1>'
            if doc.key == "news":
                pager = f'<div class="pagebute"><span class="current">1</span> {self.a("news2", "2", "pagination")} <a href="/news/index_3.html">3</a> {self.a("news2", "つぎへ »", "pagination")}</div>'
            else:
                pager = f'<div class="pagebute">{self.a("news", "« まえへ", "pagination")} {self.a("news", "1", "pagination")} <span class="current">2</span> <a href="/news/index_3.html">3</a></div>'
                extra = '<div class="entry-summary"><h2 class="asset-name"><a href="/news/2026/11/004788.html">もみじの<ruby>名所<rt>めいしょ</rt></ruby>がまっか</a></h2></div><div class="entry-summary"><h2 class="asset-name"><a href="/news/2026/11/004783.html"><ruby>将棋<rt>しょうぎ</rt></ruby>の<ruby>大会<rt>たいかい</rt></ruby>に600<ruby>人<rt>にん</rt></ruby></a></h2></div>'
        elif doc.kind == "author":
            head = (
                f'{self.crumbs(doc, "記者紹介 &gt; ")}<div class="reporter-profile"><img src="{ORIGIN}/kisha/images/tanaka-misaki.jpg" alt="" width="120" height="120">'
                f"<h1>{self.r(doc.extra['rtitle'])}</h1><p>{self.r('2015{年|ねん}{入社|にゅうしゃ}。{天気|てんき}や{科学|かがく}のニュースを{担当|たんとう}しています。すきな{食|た}べものはおでんです。')}</p></div>"
                f"<h2>{self.r('{書|か}いた{記事|きじ}')}</h2>"
            )
        else:
            count = len(doc.extra["list"])
            head = f'{self.crumbs(doc)}<h1 class="search-results-header">{self.r(doc.extra["rtitle"])}</h1><p class="search-count">{count}{self.r("{件|けん}")}</p>'
            if doc.kind == "search":
                head += '<form method="get" action="/mt/mt-search.cgi"><input type="hidden" name="IncludeBlogs" value="2"><input type="text" name="search" value="雪"><button>さがす</button></form>'
        return f'<div class="archive-list">{head}<div class="entry-list">{cards}</div>{extra}{pager}</div>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "quiz":
            qs = "".join(
                f'<div class="quiz-item"><p class="quiz-q">{self.r(b[1])}</p><details><summary>こたえを{self.r("{見|み}る")}</summary><p>{self.r(b[2])}</p></details></div>'
                for b in doc.blocks
            )
            return f"""{self.crumbs(doc, self.a("home", "クイズ", "breadcrumb") + " &gt; ")}
<div class="entry-asset asset quiz"><h1 class="asset-name">{self.r(doc.extra["rtitle"])}</h1>
<p class="asset-meta"><abbr class="published" title="2026-12-04T17:00:00+09:00">{jp_date(doc.extra["local"])}</abbr></p>
<p class="quiz-lead">{self.r("{今週|こんしゅう}のニュースから3{問|もん}！ ぜんぶわかるかな？")}</p>
{qs}
<p>{self.a("snow", "札幌で初雪の記事を読む", "content", inner=self.r("{札幌|さっぽろ}で{初雪|はつゆき}の{記事|きじ}を{読|よ}む"))} ／ {self.a("kendama", "けん玉の記事を読む", "content", inner=self.r("けん{玉|だま}の{記事|きじ}を{読|よ}む"))} ／ {self.a("hatena", "はてな？の記事を読む", "content", inner=self.r("はてな？の{記事|きじ}を{読|よ}む"))}</p></div>"""
        # the soft 404: MT's dynamic error template, served with status 200
        return f"""<div class="error-page"><h1>{esc(doc.title)}</h1>
{ruby(blocks_html(self, doc.blocks))}
<p>{self.a("home", "トップページへ", "content")} ／ {self.a("search", "キーワードでさがす", "content")}</p>
<!-- mt:error 404 -->
</div>"""

    # the old MT4 template: XHTML, Shift_JIS, ruby with <rp> fallbacks
    def old_page(self, doc: Doc) -> str:
        if doc.is_article:
            body = ruby(blocks_html(self, doc.blocks), RP)
            plain = blocks_html(self, plain_blocks(doc.blocks), zone="twin")
            main = f"""<div class="entry" id="entry-1234">
<h3 class="entry-header">{ruby(esc(doc.extra["rtitle"]), RP)}</h3>
<div class="entry-content"><div class="entry-body">
{body}
<p class="credit">{ruby(esc(doc.extra["end"]), RP)}</p>
</div></div>
<p class="entry-footer"><span class="post-footers">{doc.stamp} 17:20 | <a href="/archives/cat_kurashi.html">くらし</a></span> <span class="separator">|</span> <a class="permalink" href="{esc(self.href(doc.key))}">個別ページ</a></p>
<p class="rubyoff"><a href="javascript:rubyOff()">ふりがなをはずす</a></p>
<div id="rubyoff-text" style="display:none"><p>{esc(doc.title)}</p>
{plain}
<p>{esc(base_text(doc.extra["end"]))}</p></div>
</div>
<p>{self.a("kotoba", "ことばじてんで「けいげんぜいりつ」をしらべる", "content")}</p>"""
        elif doc.key == "kotoba":
            items = []
            for b in doc.blocks:
                if b[0] == "h2":
                    items.append(f'</dl><h4>{ruby(esc(b[1]), RP)}</h4><dl class="kotoba">')
                else:
                    items.append(f"<dt>{ruby(esc(b[1]), RP)}</dt><dd>{ruby(esc(b[2]), RP)}</dd>")
            dl = ('<dl class="kotoba">' + "".join(items) + "</dl>").replace('<dl class="kotoba"></dl>', "")
            main = f"""<h2 class="page-title">{esc(doc.title)}</h2>
<p>{ruby(esc("ニュースによく{出|で}てくることばを、やさしく{説明|せつめい}しています。"), RP)}</p>
{dl}
<p>{self.a("old", "しょうひぜいの記事を読む（2019年）", "content", inner=ruby(esc("しょうひぜいの{記事|きじ}を{読|よ}む（2019{年|ねん}）"), RP))}</p>"""
        else:
            main = f"""<h2 class="page-title">{esc(doc.title)}</h2>
{blocks_html(self, doc.blocks)}
<p>{self.a("kotoba", "ニュースのことばじてん", "content")} ／ {self.a("quiz", "今週のニュースクイズ", "content")}</p>"""
        links = "".join(
            f"<li>{self.a(k, t, 'nav')}</li>"
            for k, t in (
                ("home", "トップページ"),
                ("news", "ニュース"),
                ("kotoba", "ことばじてん"),
                ("sensei", "先生・保護者の方へ"),
            )
        )
        return f"""<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" id="sixapart-standard" xml:lang="ja" lang="ja">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=Shift_JIS" />
<meta name="generator" content="Movable Type 4.27-ja" />
<title>{esc(doc.title)} - {NAME}</title>
<link rel="stylesheet" href="/kyouzai/styles-site.css" type="text/css" />
<style type="text/css">/*PAD*/</style>
<script type="text/javascript" src="/kyouzai/mt-site.js"></script>
<script type="text/javascript">function rubyOff(){{var t=document.getElementById('rubyoff-text');if(t){{t.style.display='block';}}}}</script>
</head>
<body class="layout-two-column-right">
<div id="container"><div id="container-inner" class="pkg">
<div id="banner"><div id="banner-inner" class="pkg">
<h1 id="banner-header"><a href="{esc(self.href("home"))}" accesskey="1">{NAME}</a></h1>
<h2 id="banner-description">{ruby(esc("{小学生|しょうがくせい}のためのニュース"), RP)}</h2>
</div></div>
<div id="pagebody"><div id="pagebody-inner" class="pkg">
<div id="alpha"><div id="alpha-inner" class="pkg">
{main}
</div></div>
<div id="beta"><div id="beta-inner" class="pkg">
<div class="module-links module"><h2 class="module-header">メニュー</h2><div class="module-content"><ul id="links">{links}</ul></div></div>
<div class="module-archives module"><h2 class="module-header">アーカイブ</h2><div class="module-content"><ul><li><a href="/archives/2019/10/">2019年10月</a></li><li><a href="/archives/2019/09/">2019年09月</a></li></ul></div></div>
</div></div>
</div></div>
<div id="footer"><p>Copyright (c) 2008-2019 ひだまり子ども新聞社</p></div>
</div></div>
</body>
</html>"""
