# ruff: noqa: E501, RUF001, RUF002 (page texts and markup are long literal lines; full-width punctuation is deliberate)
"""瀬戸内日報 (Setouchi Nippo): a Japanese regional daily on an old in-house CMS in **Shift_JIS** (`/news/<section>/
<yyyymmdd>-SN<id>.html`, `/news/national/?page=2`, `/topics/…/`, `/reporter/…/`, `/ranking/`, `/search/?q=<SJIS
%-encoded>`). The charset is only in the HTTP header (`text/html; charset=Shift_JIS`) on some pages and only in a
`<meta http-equiv>` on the others (header plain `text/html`); Scrapy reads both as cp932, the label's encoding.
Traps: printed dates "2026年12月4日 10時15分", one page dated only in the Japanese era (令和8年12月4日), "〇〇記者"
bylines (the name is the author, "記者" is not), a byline whose name carries a ruby reading, a Kyodo brief
ending "（共同）" (no author), an unsigned editorial, a UTC time that is the next day in Japan, a ranking page."""

from __future__ import annotations

import json

from common import Base, page, story
from sitekit import Doc, css_rules, esc


class Setouchi(Base):
    origin = "https://www.setouchi-nippo.test"
    name = "瀬戸内日報"
    prefix = "stn"
    language = "ja"
    encoding = "cp932"  # what the pages declare as Shift_JIS is decoded as cp932 (its Windows superset)
    codec = "shift_jis"  # the bytes are plain Shift_JIS

    @property
    def content_type(self) -> str:  # type: ignore[override]
        doc = self.docs.get(self.current)
        return "text/html" if doc and doc.extra.get("meta_cs") else "text/html; charset=Shift_JIS"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "stn",
            ["#header", "#gnavi", ".article-head", ".article-body", ".byline", ".news-list li", ".ranking", "#footer"],
            260,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "瀬戸内日報",
                "sjis-home",
                list=["ferry", "bus", "kyodo", "shasetsu", "kaki", "mikan", "taidan", "shinsui"],
                more="nat2",
            )
        )
        add(
            page(
                "national",
                "/news/national/",
                "section",
                "社会",
                "sjis-section",
                list=["ferry", "bus", "kaki", "shinsui", "kyodo"],
                more="nat2",
                meta_cs=True,
            )
        )
        add(
            page(
                "nat2",
                "/news/national/?page=2",
                "section",
                "社会",
                "sjis-section-page2",
                list=["mikan", "taidan", "shasetsu"],
            )
        )
        add(
            page(
                "topic",
                "/topics/setouchi-ferry/",
                "tag",
                "瀬戸内の航路",
                "sjis-topic",
                list=["ferry", "shinsui"],
                meta_cs=True,
            )
        )
        add(
            page(
                "ranking",
                "/ranking/",
                "ranking",
                "アクセスランキング",
                "sjis-ranking",
                list=["kaki", "ferry", "bus", "mikan", "kyodo", "shasetsu"],
            )
        )
        add(
            page(
                "reporter",
                "/reporter/yamada-taro/",
                "author",
                "山田太郎",
                "sjis-reporter",
                list=["ferry", "bus"],
                bio="社会部記者。2015年入社。福山支局、尾道支局を経て2022年から社会部。交通と防災を担当。",
                meta_cs=True,
            )
        )
        add(
            page(
                "search",
                "/search/?q=%83t%83F%83%8A%81%5B",
                "search",
                "検索結果",
                "sjis-search",
                list=["ferry", "shinsui", "topic"],
            )
        )
        add(
            page(
                "company",
                "/company/",
                "about",
                "会社案内",
                "sjis-company",
                [
                    "瀬戸内日報社は1948年に広島県福山市で創刊した地方紙です。岡山県と広島県東部を中心に、朝刊約18万部を発行しています。",
                    "## 沿革",
                    "- 1948年 福山市で「備後日報」として創刊",
                    "- 1971年 「瀬戸内日報」に改題",
                    "- 2003年 ニュースサイト開設",
                    "本社所在地：広島県福山市霞町3丁目8番1号",
                ],
                meta_cs=True,
            )
        )
        add(
            page(
                "privacy",
                "/privacy/",
                "policy",
                "個人情報保護方針",
                "sjis-privacy",
                [
                    "最終改定日：2026年10月1日",
                    "株式会社瀬戸内日報社（以下「当社」）は、個人情報の重要性を認識し、以下の方針に基づき個人情報の保護に努めます。",
                    "## 個人情報の利用目的",
                    "当社は、新聞の購読、各種イベントの申し込み、読者サービスの提供のために個人情報を利用します。",
                    "## 第三者への提供",
                    "当社は、法令に基づく場合を除き、本人の同意なく個人情報を第三者に提供しません。",
                ],
            )
        )
        add(
            page(
                "koudoku",
                "/koudoku/",
                "subscribe",
                "購読のお申し込み",
                "sjis-koudoku",
                [
                    "瀬戸内日報の朝刊を毎朝ご自宅にお届けします。",
                    "- 月ぎめ購読料 3,400円（税込み）",
                    "- 電子版セット 4,000円（税込み）",
                    "お申し込みは販売店またはフリーダイヤルで受け付けています。",
                ],
                meta_cs=True,
            )
        )
        add(
            story(
                "ferry",
                "/news/national/20261204-SN0012345.html",
                "尾道―今治航路、来春で廃止へ　利用者減と燃料高で",
                "2026-12-04",
                "2026-12-04T10:15:00+09:00",
                "2026年12月4日 10時15分",
                ["山田太郎"],
                [
                    "尾道市と愛媛県今治市を結ぶ旅客船航路を運航する「しまなみ汽船」（尾道市）は3日、来年3月末で航路を廃止すると発表した。利用者の減少と燃料価格の高騰が理由という。",
                    "同社によると、2025年度の利用者は約4万2千人で、ピークだった1998年度の約5分の1に落ち込んだ。燃料費は3年前の1.6倍に膨らみ、赤字が続いていた。",
                    "航路は1964年に開設され、島しょ部の住民の通院や通学に利用されてきた。同社は「地域の足を守れず申し訳ない」としている。",
                    "同航路の利用者の多くは因島や生口島の高齢者で、尾道市内の病院への通院に使われている。因島に住む80代の女性は「バスでは乗り換えが多く、体がもたない」と不安を口にした。",
                    "しまなみ海道の開通後も、航路は橋を渡るバスより安く、乗り換えも少ないことから一定の利用があった。",
                    "尾道市は代替交通の確保に向け、今治市や愛媛県と協議を始める方針。",
                ],
                "plain-news",
                section="社会",
            )
        )
        add(
            story(
                "bus",
                "/news/national/20261204-SN0012361.html",
                "福山市の路線バス、運転手不足で12路線を減便",
                "2026-12-04",
                "2026-12-04T11:40:00+09:00",
                "2026年12月4日 11時40分",
                ["東海林健"],
                [
                    "福山市内で路線バスを運行する「備後交通」は4日、運転手不足のため、来年1月から市内12路線で平日の便数を約2割減らすと発表した。",
                    "同社の運転手は現在186人で、必要とする人数より24人少ない。定年退職が相次ぐ一方、新規採用が追いついていないという。",
                    "減便の対象は、市中心部と郊外の住宅団地を結ぶ路線が中心。通勤時間帯の便は維持する。",
                    "利用者からは戸惑いの声も上がる。郊外の団地から市中心部の病院に通う70代の男性は「1本逃すと1時間待ちになる。タクシー代は年金生活には重い」と話した。",
                    "同社は運転手の初任給を来年4月から月2万円引き上げ、人材確保を急ぐとしている。",
                ],
                "ruby-byline",
                section="社会",
                ruby=("東海林健", "しょうじ・けん"),
            )
        )
        add(
            story(
                "kyodo",
                "/news/national/20261204-SN0012377.html",
                "瀬戸内海で貨物船同士が衝突　けが人なし",
                "2026-12-04",
                "2026-12-04T13:02:00+09:00",
                "2026年12月4日 13時02分",
                [],
                [
                    "4日午前8時ごろ、岡山県笠岡市の沖合の瀬戸内海で、貨物船2隻が衝突したと、玉野海上保安部に通報があった。両船の乗組員計9人にけがはなかった。",
                    "衝突したのは、広島県福山市の海運会社が所有する貨物船（499トン）と、愛媛県の会社の貨物船（749トン）。",
                    "同保安部によると、一方の船の船首が破損したが、油の流出は確認されていない。当時、現場付近は霧が出ていたという。",
                    "同保安部が衝突の詳しい原因を調べている。（共同）",
                ],
                "agency-brief",
                section="社会",
                byline_none=True,
                meta_cs=True,
            )
        )
        add(
            story(
                "shasetsu",
                "/news/editorial/20261204-SN0012300.html",
                "社説　地域の航路　住民の足をどう守るか",
                "2026-12-04",
                "2026-12-04T05:00:00+09:00",
                "2026年12月4日 05時00分",
                [],
                [
                    "瀬戸内海の島々を結ぶ航路の廃止が相次いでいる。人口減少と燃料高が重なり、民間の努力だけでは維持が難しくなっている。",
                    "航路は島に暮らす人々にとって、道路と同じ生活の基盤である。通院や買い物、通学の手段が失われれば、島の暮らしそのものが成り立たなくなる。",
                    "国や県は、離島航路への補助の対象を広げるべきだ。自治体も、複数の航路を一体で運営する仕組みを検討してほしい。",
                    "住民の足を守るために、今こそ知恵を出し合う時である。",
                ],
                "editorial",
                section="社説",
                byline_none=True,
            )
        )
        add(
            story(
                "kaki",
                "/news/economy/20261204-SN0012290.html",
                "カキ出荷、今季は3割減　海水温の上昇が影響",
                "2026-12-04",
                "2026-12-03T15:30:00Z",
                "2026年12月4日 0時30分",
                ["佐藤花子"],
                [
                    "広島県の養殖カキの今季の出荷量が、例年より約3割少なくなる見通しであることが県漁連のまとめでわかった。夏場の海水温の上昇で、稚貝が大量に死んだことが原因とみられる。",
                    "県漁連によると、11月末までの出荷量は約820トンで、前年同期の約1180トンを大きく下回った。むき身の価格は1キロあたり約2800円と、前年より2割ほど高い。",
                    "FIG: カキの水揚げ | 水揚げされたカキ（呉市で）",
                    "江田島市の生産者は「これほど死んだのは初めて。来年も続けば廃業を考える人が出る」と話している。",
                    "県は来年度、海水温の変化に強い稚貝の研究に約4千万円を充てる方針。生産者向けの無利子融資の期間延長も検討している。",
                ],
                "utc-crossing",
                section="経済",
            )
        )
        add(
            story(
                "mikan",
                "/news/local/reiwa/SN0012244.html",
                "みかん農家の後継者、町が研修費を全額補助",
                "2026-12-04",
                None,
                "令和8年12月4日",
                ["村上誠"],
                [
                    "愛媛県上島町は、みかん農家を目指す若者の研修費用を全額補助する制度を来年度から始める。町内の農家で2年間研修を受ける場合、月15万円を支給する。",
                    "町によると、町内のみかん農家は約120戸で、10年前から半減した。農家の平均年齢は71歳に達している。",
                    "研修を終えた後に町内で就農した場合、農地や空き家のあっせんも行う。町は初年度、3人程度の受け入れを見込んでいる。",
                    "町の担当者は「島の風景を守るためにも、若い担い手を呼び込みたい」と話している。",
                ],
                "era-date-no-meta",
                section="地域",
                era=True,
                meta_cs=True,
            )
        )
        add(
            story(
                "taidan",
                "/news/culture/20261203-SN0012188.html",
                "「島の本屋を続けたい」　因島の書店主に聞く",
                "2026-12-03",
                "2026-12-03T17:00:00+09:00",
                "2026年12月3日 17時00分",
                ["山田太郎"],
                [
                    "因島で唯一の書店「まつもと書房」を営む松本里美さん（58）に、島で本屋を続ける理由を聞いた。",
                    "Q: 島の人口が減る中で、店を続けるのは大変では。 || 売り上げは20年前の半分以下です。でも、子どもたちが絵本を手に取る姿を見ると、やめられません。",
                    "Q: どんな工夫をしていますか。 || 毎月、作家を招いて読書会を開いています。オンラインで島の外の人も参加できるようにしました。",
                    "Q: これからの目標は。 || 店の2階を、子どもたちが放課後に過ごせる図書室にしたいと思っています。",
                ],
                "interview",
                section="文化",
            )
        )
        add(
            story(
                "shinsui",
                "/news/national/20261202-SN0012101.html",
                "豪雨で浸水の笠岡市、住宅の再建支援を拡充",
                "2026-12-02",
                "2026-12-02T18:20:00+09:00",
                "2026年12月2日 18時20分",
                ["山田太郎", "佐藤花子"],
                [
                    "9月の豪雨で住宅約340棟が浸水した笠岡市は2日、住宅を再建する世帯への支援金を最大300万円に引き上げると発表した。",
                    "T: 被害の程度 | 従来の支援額 | 新たな支援額",
                    "T: 全壊 | 200万円 | 300万円",
                    "T: 大規模半壊 | 100万円 | 200万円",
                    "T: 半壊 | 50万円 | 100万円",
                    "市によると、9月の豪雨では市内の4河川があふれ、市南部の住宅地で最大1.2メートル浸水した。現在も約60世帯が市営住宅などで避難生活を続けている。",
                    "市は補正予算案を12月議会に提出する。財源の一部には、全国から寄せられたふるさと納税を充てる。",
                ],
                "data-table",
                section="社会",
            )
        )

    def head(self, doc: Doc) -> str:
        out = []
        if doc.extra.get("meta_cs"):
            out.append('<meta http-equiv="Content-Type" content="text/html; charset=Shift_JIS">')
        out.append(f'<meta property="og:title" content="{esc(doc.title)}">')
        out.append(f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">')
        out.append(f'<meta property="og:url" content="{self.url(doc.key)}">')
        if doc.is_article and doc.iso:
            ld = {"@context": "http://schema.org", "@type": "NewsArticle", "headline": doc.title, "datePublished": doc.iso,
                  "author": [{"@type": "Person", "name": a} for a in doc.authors] or {"@type": "Organization", "name": "瀬戸内日報"},
                  "publisher": {"@type": "Organization", "name": "瀬戸内日報"}}  # fmt: skip
            out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f"<li>{self.a(k, t, 'nav')}</li>"
            for k, t in [
                ("home", "トップ"),
                ("national", "社会"),
                ("/news/economy/", "経済"),
                ("/news/sports/", "スポーツ"),
                ("topic", "航路"),
                ("ranking", "ランキング"),
            ]
        )
        return f"""<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" lang="ja" xml:lang="ja">
<head>
{self.head(doc)}
<title>{esc(doc.title)}｜瀬戸内日報</title>
<meta name="keywords" content="瀬戸内日報,ニュース,福山,尾道,岡山">
<script type="text/javascript" src="/common/js/jquery-1.12.4.min.js"></script>
<script type="text/javascript">var _page_kind="{doc.kind}";</script>
<style type="text/css">/*PAD*/</style>
</head>
<body id="{doc.kind}">
<div id="header"><h1 id="logo"><a href="/">瀬戸内日報</a></h1><p class="date">2026年12月4日（金）</p>
<ul id="utility"><li>{self.a("koudoku", "購読申し込み", "header")}</li><li>{self.a("search", "検索", "header")}</li><li><a href="https://id.setouchi-nippo.test/login">ログイン</a></li></ul></div>
<ul id="gnavi">{nav}</ul>
<div id="contents">
{main}
<div id="side"><div class="ranking-mini"><h3>よく読まれている記事</h3><ol>{"".join(f"<li>{self.a(k, self.docs[k].title, 'sidebar')}</li>" for k in ("kaki", "ferry", "mikan"))}</ol><p>{self.a("ranking", "ランキング一覧", "sidebar")}</p></div>
<div class="bnr"><a href="/koudoku/"><img src="/common/img/bnr_denshiban.gif" alt="電子版のご案内"></a></div></div>
</div>
<div id="footer"><ul><li>{self.a("company", "会社案内", "footer")}</li><li>{self.a("privacy", "個人情報保護方針", "footer")}</li><li>{self.a("koudoku", "購読申し込み", "footer")}</li><li><a href="/ad/">広告掲載</a></li><li><a href="/rss/news.xml">RSS</a></li></ul>
<p class="copy">Copyright &copy; The Setouchi Nippo. All rights reserved. 記事・写真の無断転載を禁じます。</p></div>
</body>
</html>
"""

    def story_main(self, doc: Doc) -> str:
        if doc.extra.get("byline_none"):
            by = ""
        elif doc.extra.get("ruby"):
            name, reading = doc.extra["ruby"]
            by = f'<p class="byline">社会部　<ruby>{name}<rp>（</rp><rt>{reading}</rt><rp>）</rp></ruby>記者</p>'
        else:
            names = [self.a("reporter", a, "byline") if a == "山田太郎" else esc(a) for a in doc.authors]
            by = '<p class="byline">' + "、".join(n + "記者" for n in names) + "</p>"
        date_cls = "era" if doc.extra.get("era") else "date"
        body = self.blocks(
            doc,
            fig=lambda alt, cap: (
                f'<div class="photo"><img src="/photo/{doc.key}_2.jpg" alt="{esc(alt)}" width="480"><p class="caption">{esc(cap)}</p></div>'
            ),
        )
        cap = (
            '<p class="caption">記者会見する<ruby>備後<rt>びんご</rt></ruby>交通の社長（4日、福山市で）</p>'
            if doc.key == "bus"
            else '<p class="caption">写真はイメージ</p>'
        )
        related = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'related')}</li>" for k in ("ferry", "shinsui") if k != doc.key
        )
        return f"""<div id="main">
<div class="topicpath"><a href="/">トップ</a> &gt; {self.a("national", "社会", "breadcrumb")} &gt; 記事</div>
<div class="article-head"><h2 class="title">{esc(doc.title)}</h2>
<p class="{date_cls}">{esc(doc.stamp)}</p>
{by if doc.key != "shinsui" else ""}</div>
<div class="photo-main"><img src="/photo/{doc.key}_1.jpg" alt="" width="640">{cap}</div>
<div class="article-body">
{body}
</div>
{by if doc.key == "shinsui" else ""}
<div class="sns"><a href="https://twitter.com/share?url={self.url(doc.key)}">ポスト</a> <a href="https://line.me/R/msg/text/?{self.url(doc.key)}">LINEで送る</a></div>
<div class="related"><h3>関連記事</h3><ul>{related}</ul></div>
</div>"""

    def listing_main(self, doc: Doc) -> str:
        items = []
        for i, k in enumerate(doc.extra["list"], 1):
            d = self.docs[k]
            num = f'<span class="rank">{i}</span>' if doc.kind == "ranking" else ""
            stamp = f'<span class="time">{esc(d.stamp)}</span>' if d.is_article else ""
            items.append(f"<li>{num}{self.a(k, d.title, 'content')}{stamp}</li>")
        more = (
            f'<p class="pager">{self.a(doc.extra["more"], "次のページへ", "pagination")}</p>'
            if doc.extra.get("more")
            else ""
        )
        extra = f'<p class="profile">{esc(doc.extra["bio"])}</p>' if doc.kind == "author" else ""
        if doc.kind == "search":
            extra = '<form action="/search/" method="get"><input type="text" name="q" value="フェリー"><input type="submit" value="検索"></form><p>「フェリー」の検索結果：3件</p>'
        if doc.kind == "ranking":
            extra = "<p>過去24時間に多く読まれた記事（4日15時更新）</p>"
        cls = "ranking" if doc.kind == "ranking" else "news-list"
        return (
            f'<div id="main"><h2 class="list-title">{esc(doc.title)}</h2>{extra}\n<ul class="{cls}">'
            + "\n".join(items)
            + f"</ul>\n{more}</div>"
        )

    def service_main(self, doc: Doc) -> str:
        return f'<div id="main"><h2 class="list-title">{esc(doc.title)}</h2>\n<div class="static">{self.blocks(doc)}</div></div>'
