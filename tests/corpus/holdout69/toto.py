# ruff: noqa: E501, RUF001, RUF002 (page texts and markup are long literal lines; full-width Japanese punctuation is deliberate)
"""東都新聞デジタル (Toto Shimbun): an Asahi/NHK-like Japanese daily on a Next.js front end with hashed CSS-module
class names (`nfyQp`, `kqLwd`…), `/articles/ASTD4…UTIL…M.html`, `/national/`, `/national/?page=2`,
`/topics/word/<percent-encoded>.html`, `/reporter/<name>/`, `/search/?keyword=`, `/news/flash/`), Japanese, JST
(+09:00). The current site is UTF-8; the **archive** (2008-2009, the old `asahi.com`-style template with `#HeadLine`,
`.Update` and `.BodyTxt`, `/2008/1204/TKY200812040321.html`) is **Shift_JIS declared only in `<meta http-equiv>`**
(header plain `text/html`), which Scrapy decodes as `cp932`, the label.

Dates are printed "2026年12月4日 21時40分" in a `<time>` with a `+09:00` `datetime` (the archive "2008年12月4日21時40分",
no space, no machine date). The quake flash was published at 1時10分 on 5 Dec and its JSON-LD is in **UTC** (16:10Z
on 4 Dec). Hard cases: the breaking quake story with no byline ("【速報】" only in `<title>`, an update line); a
Mainichi-style **"【ワシントン＝山田太郎】" byline inside the first paragraph** (the only place the name appears); a
byline "大阪＝田中一郎、中村美咲" (city, full-width equals, two names joined by "、"); an unsigned **editorial** whose
`<title>` is "（社説）…" while the `<h1>` has no kicker; a **paid article** (有料記事) that serves three paragraphs and
"残り1820文字"; a data table; two Shift_JIS archive stories, one credited only by "（山本健）" at the end of the text."""

from __future__ import annotations

import json
from urllib.parse import quote

from common import Base, page, story
from sitekit import Doc, css_rules, esc, rng

ORIGIN = "https://www.totoshimbun.test"
ARTS = ["jishin", "beikoku", "yumeshima", "bonus", "shasetsu", "kaigo"]
ARCHIVE = ("sento", "wagashi", "archive")


def jst(local: str, space: bool = True) -> str:
    """The printed form "2026年12月4日 21時40分" from "2026-12-04 21:40" (no zero padding; the archive prints no space)."""
    day, time = local.split()
    y, m, d = (int(x) for x in day.split("-"))
    hh, mm = (int(x) for x in time.split(":"))
    return f"{y}年{m}月{d}日{' ' if space else ''}{hh}時{mm}分"


def art_id(key: str, day: int) -> str:
    r = rng("toto" + key)
    alnum = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
    return f"ASTD{day}{''.join(r.choice(alnum) for _ in range(5))}TD{day}UTIL{r.randrange(1000):03d}M"


def enc_path(word: str) -> str:
    return quote(word, safe="")


class Toto(Base):
    origin = ORIGIN
    name = "東都新聞デジタル"
    prefix = "tto"
    language = "ja"
    _writing: Doc | None = None

    def file_name(self, doc: Doc) -> str:
        self._writing = doc
        return super().file_name(doc)

    @property
    def _archive(self) -> bool:
        return self._writing is not None and self._writing.key in ARCHIVE

    @property
    def encoding(self) -> str:  # type: ignore[override]
        return "cp932" if self._archive else "utf-8"

    @property
    def content_type(self) -> str:  # type: ignore[override]
        return "text/html" if self._archive else "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        if self._archive:
            return css_rules(
                "tto-old",
                [
                    "#HeadLine h1",
                    "#HeadLine .Update",
                    ".BodyTxt p",
                    "#Main",
                    "#SubNav",
                    "td.Kiji",
                    "#Footer",
                    ".Credit",
                ],
                200,
            )
        return css_rules(
            "tto",
            [".nfyQp", ".kqLwd", ".Ra3Pz", ".mUtmF", ".bCqx9", ".Wf2kT", ".gZ6sh", ".rT0vY", ".pQ1nx", ".hLx4u"],
            260,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "東都新聞デジタル：ニュース速報・政治・経済・社会",
                "nextjs-home",
                list=["jishin", "beikoku", "yumeshima", "kaigo", "bonus", "shasetsu"],
                more="national",
            )
        )
        add(
            page(
                "national",
                "/national/",
                "section",
                "社会",
                "section-front",
                list=["jishin", "yumeshima", "kaigo", "shasetsu"],
                more="national2",
            )
        )
        add(page("national2", "/national/?page=2", "section", "社会", "section-front-page2", list=["bonus", "beikoku"]))
        add(
            page(
                "tag",
                f"/topics/word/{enc_path('地震')}.html",
                "tag",
                "地震",
                "topics-word",
                list=["jishin", "shasetsu"],
            )
        )
        add(
            page(
                "author",
                "/reporter/tanaka-ichiro/",
                "author",
                "田中一郎",
                "reporter-page",
                list=["yumeshima"],
                bio="大阪社会部記者。2012年入社。奈良総局、京都総局を経て2021年から大阪市政と万博を担当。",
            )
        )
        add(
            page(
                "search",
                f"/search/?keyword={enc_path('地震')}",
                "search",
                "「地震」の検索結果",
                "search-results",
                list=["jishin", "shasetsu"],
            )
        )
        add(
            page(
                "flash",
                "/news/flash/",
                "section",
                "速報ニュース",
                "flash-list",
                list=["jishin", "beikoku", "yumeshima", "kaigo", "bonus"],
            )
        )
        add(
            page(
                "archive",
                "/archive/2008-2009/index.html",
                "section",
                "過去の記事（2008～2009年）",
                "sjis-archive-index",
                list=["sento", "wagashi"],
            )
        )
        add(
            page(
                "corporate",
                "/corporate/",
                "about",
                "会社案内",
                "corporate-page",
                [
                    "東都新聞社は1889年、東京・日本橋で創刊されました。朝刊の発行部数は約120万部、デジタル版の有料会員は約40万人です。",
                    "## 会社概要",
                    "本社：東京都中央区築地5丁目3番2号。資本金：6億5千万円。従業員数：約3800人。",
                    "## 支社・総局",
                    "大阪本社、名古屋本社、西部本社（北九州市）のほか、国内に45の総局、海外に22の支局・通信員拠点があります。",
                ],
            )
        )
        add(
            story(
                "jishin",
                f"/articles/{art_id('jishin', 5)}.html",
                "岩手県沖でM6.1の地震　盛岡市などで震度5弱　津波の心配なし",
                "2026-12-05",
                "2026-12-04T16:10:00Z",
                "2026-12-05 01:10",
                [],
                [
                    "5日午前0時58分ごろ、岩手県沖を震源とする地震があり、盛岡市や宮古市などで震度5弱の揺れを観測した。気象庁によると、震源の深さは約50キロ、地震の規模（マグニチュード）は6.1と推定される。この地震による津波の心配はないという。",
                    "震度4を青森県八戸市や宮城県気仙沼市などで、震度3を秋田県と山形県の一部で観測した。",
                    "### 東北新幹線が一時運転見合わせ",
                    "JR東日本によると、東北新幹線は地震の影響で盛岡―新青森間の運転を一時見合わせたが、午前2時すぎに再開した。在来線の一部でも点検のため運転を見合わせている。",
                    "岩手県によると、午前3時現在、けが人や建物の被害の情報は入っていない。東北電力ネットワークによると、管内で停電は確認されていない。",
                    "気象庁は今後1週間程度、同じ程度の揺れを伴う地震に注意するよう呼びかけている。",
                ],
                "breaking-no-byline-utc-previous-day",
                section="社会",
                flash=True,
                updated="2026-12-05 03:25",
                ld_author="org",
            )
        )
        add(
            story(
                "beikoku",
                f"/articles/{art_id('beikoku', 5)}.html",
                "米、日本産牛肉の輸入枠を2割拡大へ　来年1月から",
                "2026-12-05",
                "2026-12-05T07:30:00+09:00",
                "2026-12-05 07:30",
                ["山田太郎"],
                [
                    "【ワシントン＝山田太郎】米農務省は4日、日本産牛肉の低関税輸入枠を来年1月から約2割拡大すると発表した。和牛人気の高まりを受け、米国内の外食業界が拡大を求めていた。",
                    "現在の枠は年間約6万5千トンで、これを約7万8千トンに引き上げる。枠を超えた分には26.4％の高関税がかかる。",
                    "農務省の担当者は記者会見で「米国の消費者は高品質の牛肉を求めている。日本との貿易関係を一層強化するものだ」と述べた。",
                    "農林水産省によると、2025年の米国向け牛肉輸出額は約150億円で、香港、台湾に次ぐ3位だった。今回の拡大で、輸出額は年間200億円規模に増える可能性がある。",
                ],
                "bracket-byline-in-first-paragraph",
                section="経済",
                ld_author="person",
            )
        )
        add(
            story(
                "yumeshima",
                f"/articles/{art_id('yumeshima', 4)}.html",
                "夢洲の万博跡地、第2期開発の事業者公募始まる　大阪市",
                "2026-12-04",
                "2026-12-04T18:05:00+09:00",
                "2026-12-04 18:05",
                ["田中一郎", "中村美咲"],
                [
                    "2025年大阪・関西万博の会場となった大阪市此花区の人工島・夢洲（ゆめしま）の跡地について、大阪市は4日、第2期区域の開発を担う事業者の公募を始めた。",
                    "対象は約50ヘクタールで、市は「国際観光拠点」として、ホテルや商業施設、緑地などを一体的に整備する計画を求める。応募の締め切りは来年6月末で、秋にも事業者を決める。",
                    "### 大屋根リングの一部を保存",
                    "万博のシンボルだった木造の大屋根リングは、北東部の約200メートル分を現地で保存することが決まっている。公募では、保存部分を生かした公園の整備と運営も条件とした。",
                    "一方、夢洲への鉄道は大阪メトロ中央線の夢洲駅のみ。市の担当者は「集客施設ができれば、鉄道の延伸やバス路線の拡充も検討したい」と話した。",
                ],
                "city-equals-two-names",
                section="社会",
                byline_text="大阪＝",
                ld_author="person",
            )
        )
        add(
            story(
                "bonus",
                f"/articles/{art_id('bonus', 3)}.html",
                "冬のボーナス、平均3.1％増　民間調査、過去最高を更新",
                "2026-12-03",
                "2026-12-03T15:00:00+09:00",
                "2026-12-03 15:00",
                ["佐々木健太"],
                [
                    "民間の調査会社が3日発表した今冬のボーナス（賞与）の見通しによると、民間企業の1人あたりの平均支給額は前年より3.1％多い84万6千円となり、比較できる2000年以降で最高を更新する見込みだ。",
                    "賃上げの広がりや好調な企業業績が押し上げた。業種別では、円安で収益が伸びた製造業の伸びが目立つ。",
                    "T: 業種 | 平均支給額 | 前年比",
                    "T: 製造業 | 95万2千円 | 3.4％増",
                    "T: 情報通信業 | 102万8千円 | 2.9％増",
                    "T: 卸売・小売業 | 71万5千円 | 2.6％増",
                    "T: 宿泊・飲食サービス業 | 38万4千円 | 4.8％増",
                    "一方、物価の上昇を差し引いた実質ではほぼ横ばいにとどまる。調査会社の担当者は「消費を押し上げる力は限られる」とみている。",
                ],
                "data-table",
                section="経済",
                ld_author="person",
            )
        )
        add(
            story(
                "shasetsu",
                f"/articles/{art_id('shasetsu', 5)}.html",
                "地震への備え　家具の固定から見直そう",
                "2026-12-05",
                "2026-12-05T05:00:00+09:00",
                "2026-12-05 05:00",
                [],
                [
                    "深夜の揺れに飛び起きた人も多かっただろう。5日未明、岩手県沖を震源とする地震が起き、盛岡市などで震度5弱を観測した。大きな被害は報告されていないが、改めて日ごろの備えを点検する機会としたい。",
                    "過去の大地震では、倒れた家具の下敷きになってけがをしたり、逃げ遅れたりする例が少なくなかった。内閣府の調査では、家具を固定している世帯は4割程度にとどまる。",
                    "固定の器具は数千円で手に入る。賃貸住宅で壁に穴を開けられない場合も、突っ張り棒や粘着マットなど工夫の余地はある。寝室には背の高い家具を置かないことも大切だ。",
                    "自治体の役割も大きい。高齢者世帯などに器具の取り付けを支援する制度を設けている自治体もあるが、利用は伸び悩んでいる。周知を徹底し、手続きを簡単にしてほしい。",
                    "地震はいつ、どこで起きるかわからない。今夜からできることから始めたい。",
                ],
                "editorial-kicker-only-in-title",
                section="社説",
                kicker="社説",
                ld_author="org",
            )
        )
        add(
            story(
                "kaigo",
                f"/articles/{art_id('kaigo', 4)}.html",
                "介護人材、10年で20万人不足の試算　地方ほど深刻に",
                "2026-12-04",
                "2026-12-04T11:00:00+09:00",
                "2026-12-04 11:00",
                ["高橋由美"],
                [
                    "高齢化が進むなか、介護の担い手不足が深刻さを増している。厚生労働省が4日公表した試算によると、2036年度には介護職員が約20万人不足する見通しだ。",
                    "試算では、介護が必要な高齢者の増加にともない、必要な職員数は約260万人に達する。一方、現在の採用や離職の傾向が続いた場合、確保できるのは約240万人にとどまるという。",
                    "都道府県別にみると、不足の割合は東北や四国などの地方で大きい。若い世代の流出が続き、施設が求人を出しても応募がない状況が広がっている。",
                ],
                "paid-article-remaining-characters",
                section="社会",
                paid=1820,
                ld_author="person",
            )
        )
        add(
            story(
                "sento",
                "/2008/1204/TKY200812040321.html",
                "谷中の銭湯、90年の歴史に幕　常連客ら別れ惜しむ",
                "2008-12-04",
                None,
                "2008-12-04 21:40",
                ["山本健"],
                [
                    "東京都台東区谷中で90年近く営業してきた銭湯「松の湯」が4日、最後の営業日を迎えた。閉店を惜しむ常連客らが開店前から列をつくり、夜まで客足が途絶えなかった。",
                    "松の湯は1919年の創業。3代目の店主（72）が体力の衰えを理由に、のれんを下ろすことを決めた。燃料費の高騰も重なり、後継者も見つからなかったという。",
                    "この日は、富士山のペンキ絵がある男湯の前で記念撮影をする客の姿もあった。50年以上通ったという近所の男性（81）は「ここで近所の人と話すのが毎日の楽しみだった。寂しくなる」と話した。",
                    "都内の銭湯は減り続けており、都浴場組合によると、現在は約900軒と、ピークだった1968年の3分の1以下になっている。",
                ],
                "sjis-archive-end-credit",
                section="社会",
                end_credit="（山本健）",
                archive_year="2008",
            )
        )
        add(
            story(
                "wagashi",
                "/2009/0317/OSK200903170045.html",
                "京都の老舗和菓子店、パリに初の海外店　来春開業へ",
                "2009-03-17",
                None,
                "2009-03-17 12:05",
                [],
                [
                    "京都市中京区の老舗和菓子店「嘉祥堂」は17日、フランス・パリに初の海外店を来春開業すると発表した。季節の生菓子や干菓子のほか、抹茶を出す喫茶スペースも設ける。",
                    "同店は江戸時代後期の創業。近年、欧州からの観光客が増え、海外からの問い合わせも多かったという。店主は「和菓子の季節感を現地の人にも味わってほしい」と話している。",
                    "京都の菓子業界では、原材料の高騰や国内需要の減少が続いており、海外に活路を求める動きが広がっている。",
                ],
                "sjis-archive-no-credit",
                section="経済",
                archive_year="2009",
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def render(self, doc: Doc) -> str:
        if doc.key in ARCHIVE:
            self.current = doc.key
            return self.old_page(doc)
        return super().render(doc)

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        if doc.extra.get("flash"):
            title = f"【速報】{doc.title}：東都新聞デジタル"
        elif doc.extra.get("kicker"):
            title = f"（{doc.extra['kicker']}）{doc.title}：東都新聞デジタル"
        elif doc.kind == "home":
            title = doc.title
        else:
            title = f"{doc.title}：東都新聞デジタル"
        desc = self.lede(doc) if doc.is_article else doc.title
        out = [
            f"<title>{esc(title)}</title>",
            f'<meta name="description" content="{esc(desc)}">',
            f'<link rel="canonical" href="{esc(url)}">',
            f'<meta property="og:title" content="{esc(title.split("：東都")[0])}">',
            f'<meta property="og:url" content="{esc(url)}">',
            '<meta property="og:site_name" content="東都新聞デジタル">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            '<meta property="og:locale" content="ja_JP">',
            '<meta name="twitter:site" content="@totoshimbun_test">',
        ]
        if not doc.is_article:
            return "\n".join(out)
        if doc.extra.get("ld_author") == "person":
            author: list = [{"@type": "Person", "name": a} for a in doc.authors]
        else:
            author = [{"@type": "Organization", "name": "東都新聞社"}]
        ld: dict = {
            "@context": "https://schema.org",
            "@type": "NewsArticle",
            "mainEntityOfPage": {"@type": "WebPage", "@id": url},
            "headline": doc.title,
            "datePublished": doc.iso,
            "dateModified": "2026-12-04T18:25:00Z" if doc.extra.get("updated") else doc.iso,
            "author": author,
            "publisher": {
                "@type": "Organization",
                "name": "東都新聞社",
                "logo": {"@type": "ImageObject", "url": f"{ORIGIN}/images/logo_amp.png"},
            },
            "isAccessibleForFree": not doc.extra.get("paid"),
        }
        if doc.extra.get("paid"):
            ld["hasPart"] = {"@type": "WebPageElement", "isAccessibleForFree": False, "cssSelector": ".paid-content"}
        out.append(f'<meta property="article:published_time" content="{doc.iso}">')
        out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f'<li class="hLx4u">{self.a(k, t, "nav")}</li>'
            for k, t in (
                ("home", "トップ"),
                ("flash", "速報"),
                ("/politics/", "政治"),
                ("/business/", "経済"),
                ("national", "社会"),
                ("/international/", "国際"),
                ("/sports/", "スポーツ"),
                ("/culture/", "文化"),
                ("/opinion/", "オピニオン"),
            )
        )
        props: dict = {"pageType": "article" if doc.is_article else doc.kind, "isPaid": bool(doc.extra.get("paid"))}
        if doc.is_article:
            # the Next.js page props carry the article itself: title, credits, dates and the body as HTML
            props["article"] = {
                "id": doc.path.rsplit("/", 1)[-1].split(".")[0],
                "title": doc.title,
                "genre": doc.section,
                "reporters": [{"name": a} for a in doc.authors],
                "publishedAt": doc.iso,
                "updatedAt": doc.extra.get("updated"),
                "bodyHtml": "".join(
                    f"<p>{esc(b[1])}</p>" if b[0] == "p" else f"<h2>{esc(b[1])}</h2>"
                    for b in doc.blocks
                    if b[0] in ("p", "h3")
                ),
                "remainingChars": doc.extra.get("paid"),
            }
        else:
            props["items"] = [
                {"id": k, "title": self.docs[k].title, "url": self.docs[k].path} for k in doc.extra.get("list", [])
            ]
        data = {
            "props": {"pageProps": props, "__N_SSP": True},
            "page": "/articles/[id]" if doc.is_article else "/[...slug]",
            "query": {},
            "buildId": "tXw3-9kQ2vLm",
            "isFallback": False,
            "gssp": True,
            "locale": "ja",
        }
        ranking = "".join(
            f'<li class="rT0vY"><span class="pQ1nx">{i}</span>{self.a(k, self.docs[k].title, "aside")}</li>'
            for i, k in enumerate(["jishin", "yumeshima", "kaigo", "beikoku"], 1)
        )
        return f"""<!DOCTYPE html>
<html lang="ja">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
{self.head(doc)}
<link rel="preload" href="/_next/static/css/8c1f2e7a9b3d.css" as="style">
<link rel="stylesheet" href="/_next/static/css/8c1f2e7a9b3d.css">
<style>/*PAD*/</style>
</head>
<body>
<div id="__next">
<header class="mUtmF">
<div class="bCqx9"><a href="{esc(self.href("home"))}" class="Wf2kT"><img src="/images/logo_toto.svg" alt="東都新聞デジタル" width="200" height="32"></a><span class="gZ6sh">2026年12月5日（土）</span><a href="/membership/?iref=header" class="bCqx9">有料会員になる</a> <a href="https://id.totoshimbun.test/login">ログイン</a></div>
<nav class="kqLwd" aria-label="メインナビゲーション"><ul>{nav}</ul><form action="/search/" class="Ra3Pz"><input name="keyword" placeholder="キーワードを入力"><button>検索</button></form></nav>
<nav class="bCqx9 subnav" aria-label="サブナビゲーション"><ul><li><a href="/national/incident/">事件・事故</a></li><li><a href="/national/court/">裁判</a></li><li><a href="/national/disaster/">災害</a></li><li><a href="/national/education/">教育</a></li><li><a href="/national/welfare/">医療・福祉</a></li><li><a href="/national/weather/">天気</a></li><li><a href="/local/">地域</a></li><li><a href="/obituaries/">おくやみ</a></li></ul></nav>
</header>
<div class="ad-area" id="div-gpt-ad-toto-pc-top"></div>
<main class="nfyQp">
{main}
<aside class="gZ6sh"><section class="rT0vY"><h2>アクセスランキング</h2><ol>{ranking}</ol></section><section class="Wf2kT"><h2>連載・特集</h2><ul><li><a href="/rensai/list.html?id=1204">令和の防災</a></li><li><a href="/rensai/list.html?id=1177">介護の現場から</a></li><li><a href="/rensai/list.html?id=1189">ポスト万博の大阪</a></li><li><a href="/special/timeline/">ニュースのタイムライン</a></li></ul></section><section><h2>注目のキーワード</h2><ul><li>{self.a("tag", "地震", "aside")}</li><li><a href="/topics/word/{enc_path("万博")}.html">万博</a></li><li><a href="/topics/word/{enc_path("介護")}.html">介護</a></li></ul></section></aside>
</main>
<footer class="Wf2kT">
<div class="gZ6sh"><h2>東都新聞の関連サイト</h2><ul><li><a href="https://book.totoshimbun.test/">東都新聞出版</a></li><li><a href="https://event.totoshimbun.test/">東都新聞イベント</a></li><li><a href="https://www.totoshimbun.test/english/">The Toto Shimbun English</a></li><li><a href="https://kids.totoshimbun.test/">東都小学生新聞</a></li><li><a href="https://shop.totoshimbun.test/">東都新聞ショップ</a></li></ul></div>
<ul class="hLx4u"><li>{self.a("corporate", "会社案内", "footer")}</li><li><a href="/policy/privacy/">個人情報の取り扱い</a></li><li><a href="/policy/cookie/">クッキーについて</a></li><li><a href="/policy/terms/">利用規約</a></li><li><a href="/info/contact/">お問い合わせ</a></li><li>{self.a("archive", "過去の記事", "footer")}</li><li><a href="/rss/">RSS</a></li></ul>
<p>Copyright © The Toto Shimbun Company. All rights reserved. No reproduction or republication without written permission.</p>
</footer>
<div class="consent" role="dialog" aria-label="クッキーの利用について"><p>当サイトは、利便性の向上や広告配信のためにクッキーを利用しています。詳しくは「クッキーについて」をご確認ください。</p><button>同意する</button></div>
</div>
<script id="__NEXT_DATA__" type="application/json">{json.dumps(data, ensure_ascii=False)}</script>
<script src="/_next/static/chunks/main-4e2a9f1c7b.js" defer></script>
</body>
</html>"""

    def byline(self, doc: Doc) -> str:
        if not doc.authors or doc.key == "beikoku":
            return ""
        names = [
            self.a("author", a, "byline")
            if a == "田中一郎"
            else f'<a href="/reporter/{rng(a).randrange(10**6):06d}/">{esc(a)}</a>'
            for a in doc.authors
        ]
        prefix = esc(doc.extra.get("byline_text", ""))
        return f'<div class="kqLwd byline">{prefix}{"、".join(names)}</div>'

    def story_main(self, doc: Doc) -> str:
        when = f'<time datetime="{doc.stamp.replace(" ", "T")}:00+09:00" class="Ra3Pz">{jst(doc.stamp)}</time>'
        if doc.extra.get("updated"):
            when += f'<span class="Ra3Pz upd">（{jst(doc.extra["updated"])} 更新）</span>'
        kicker = (
            f'<div class="bCqx9 kicker"><a href="/opinion/editorial/">{esc(doc.extra["kicker"])}</a></div>'
            if doc.extra.get("kicker")
            else ""
        )
        flash = '<div class="bCqx9 flash">速報</div>' if doc.extra.get("flash") else ""
        body = self.blocks(doc, p_tag='<p class="nfyQp">')
        paid = ""
        if doc.extra.get("paid"):
            paid = (
                f'<div class="paid-content gZ6sh"><p class="pQ1nx">この記事は有料記事です。残り{doc.extra["paid"]}文字</p>'
                '<div class="Wf2kT"><p>有料会員になると続きをお読みいただけます。</p><a href="/membership/?iref=paywall">有料会員登録はこちら</a> <a href="https://id.totoshimbun.test/login?iref=paywall">ログインする</a></div>'
                "<p>初月無料キャンペーン中！月額980円で記事が読み放題</p></div>"
            )
        related = [k for k in ARTS if k != doc.key][:3]
        rel = "".join(f'<li class="rT0vY">{self.a(k, self.docs[k].title, "related")}</li>' for k in related)
        tags = ""
        if doc.key in ("jishin", "shasetsu"):
            tags = f'<div class="mUtmF keywords"><span>関連キーワード：</span>{self.a("tag", "地震", "tag")} <a href="/topics/word/{enc_path("防災")}.html">防災</a></div>'
        u = quote(self.url(doc.key), safe="")
        return f"""<article class="nfyQp" data-article-id="{esc(doc.path.rsplit("/", 1)[-1].split(".")[0])}">
<div class="mUtmF"><a href="/{"national" if doc.section == "社会" else "business"}/" class="bCqx9">{esc(doc.section)}</a></div>
{flash}{kicker}
<h1 class="nfyQp">{esc(doc.title)}</h1>
<div class="mUtmF">{self.byline(doc)}<div class="Ra3Pz">{when}</div></div>
<div class="share"><a href="https://x.com/intent/post?url={u}">Xでポスト</a> <a href="https://www.facebook.com/share.php?u={u}">シェア</a> <a href="https://line.me/R/msg/text/?{u}">LINE</a> <button>ブックマーク</button></div>
<div class="nfyQp body">
{body}
</div>
{paid}
{tags}
<div class="ad-area" id="div-gpt-ad-toto-pc-article"></div>
<section class="rT0vY"><h2>関連ニュース</h2><ul>{rel}</ul></section>
</article>"""

    def listing_main(self, doc: Doc) -> str:
        items = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            paid = '<span class="pQ1nx">有料記事</span>' if d.extra.get("paid") else ""
            t = (
                f'<time class="Ra3Pz">{jst(d.stamp)}</time>'
                if doc.key != "flash"
                else f'<time class="Ra3Pz">{d.stamp[5:7].lstrip("0")}月{d.stamp[8:10].lstrip("0")}日 {jst(d.stamp).split(" ")[1]}</time>'
            )
            items.append(f'<li class="rT0vY">{self.a(k, d.title, "content")}{paid}{t}</li>')
        head = f'<h1 class="nfyQp">{esc(doc.title)}</h1>'
        extra = ""
        if doc.kind == "home":
            head = f'<h1 class="sr-only">{esc(doc.title)}</h1><div class="flash-bar">{self.a("flash", "速報", "content")}：{self.a("jishin", self.docs["jishin"].title, "content")}</div>'
        elif doc.kind == "author":
            head = f'<div class="Wf2kT"><img src="/images/reporter/tanaka-ichiro.jpg" alt="田中一郎" width="96" height="96"><h1 class="nfyQp">{esc(doc.title)}</h1><p>{esc(doc.extra["bio"])}</p></div><h2>この記者の記事</h2>'
        elif doc.kind == "search":
            head = f'<h1 class="nfyQp">{esc(doc.title)}</h1><form action="/search/"><input name="keyword" value="地震"><button>検索</button></form><p>{len(doc.extra["list"])}件</p>'
        elif doc.kind == "tag":
            head = f'<h1 class="nfyQp">{esc(doc.title)}</h1><p>「地震」に関する最新ニュース一覧</p><p>{self.a("search", "「地震」で記事を検索", "content")}</p>'
        pager = ""
        if doc.key == "national":
            pager = f'<nav class="pager"><span>1</span> {self.a("national2", "2", "pagination")} {self.a("national2", "次へ", "pagination")}</nav>'
        elif doc.key == "national2":
            pager = f'<nav class="pager">{self.a("national", "前へ", "pagination")} {self.a("national", "1", "pagination")} <span>2</span></nav>'
        elif doc.kind == "home":
            pager = f'<nav class="pager">{self.a("national", "社会の記事一覧へ", "content")}</nav>'
        return f'<section class="nfyQp list-{doc.kind}">{head}<ul class="rT0vY">{"".join(items)}</ul>{extra}{pager}</section>'

    def service_main(self, doc: Doc) -> str:
        html = self.blocks(doc, p_tag='<p class="nfyQp">')
        return f'<section class="nfyQp static"><h1 class="nfyQp">{esc(doc.title)}</h1>{html}</section>'

    # --- the Shift_JIS archive (2008-2009 template) -------------------------------------------------------------

    def old_page(self, doc: Doc) -> str:
        if doc.key == "archive":
            rows = "".join(
                f'<tr><td class="Date">{jst(self.docs[k].stamp, space=False)}</td><td class="Kiji">{self.a(k, self.docs[k].title, "content")}</td></tr>'
                for k in doc.extra["list"]
            )
            main = f'<div id="HeadLine"><h1>{esc(doc.title)}</h1></div><table class="ArchiveList" width="100%" cellpadding="4" cellspacing="0" border="0"><tr><th>日付</th><th>見出し</th></tr>{rows}</table><p>2010年以降の記事は{self.a("home", "東都新聞デジタル", "content")}でご覧いただけます。</p>'
            title = f"{doc.title} - 東都新聞"
        else:
            paras = "".join(f"<p>{esc(b[1])}</p>" for b in doc.blocks if b[0] == "p")
            credit = f'<p class="Credit">{esc(doc.extra["end_credit"])}</p>' if doc.extra.get("end_credit") else ""
            # the credit is set inside the last paragraph, the old way, when there is one
            if credit:
                last = paras.rsplit("<p>", 1)
                paras = last[0] + "<p>" + last[1].replace("</p>", esc(doc.extra["end_credit"]) + "</p>")
                credit = ""
            main = (
                f'<div id="HeadLine"><h1>{esc(doc.title)}</h1><p class="Update">{jst(doc.stamp, space=False)}</p></div>'
                f'<div class="BodyTxt">{paras}{credit}</div>'
                f'<div class="Link"><p>{self.a("archive", "過去の記事一覧", "content")}｜{self.a("home", "トップページへ", "content")}</p></div>'
            )
            title = f"東都新聞：{doc.title} - {doc.section}"
        return f"""<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN" "http://www.w3.org/TR/html4/loose.dtd">
<html lang="ja">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=Shift_JIS">
<meta http-equiv="Content-Style-Type" content="text/css">
<meta http-equiv="Content-Script-Type" content="text/javascript">
<title>{esc(title)}</title>
<meta name="keywords" content="東都新聞,ニュース,{esc(doc.section)}">
<link rel="stylesheet" type="text/css" href="/css/common2008.css" media="all">
<style type="text/css"><!--
/*PAD*/
--></style>
<script type="text/javascript" src="/js/common.js"></script>
</head>
<body>
<div id="Wrapper">
<div id="Header"><a href="{esc(self.href("home"))}"><img src="/images/logo2008.gif" alt="東都新聞" width="180" height="40" border="0"></a>
<div id="GlobalNav"><a href="/national/">社会</a>｜<a href="/business/">ビジネス</a>｜<a href="/politics/">政治</a>｜<a href="/international/">国際</a>｜<a href="/sports/">スポーツ</a>｜<a href="/culture/">文化・芸能</a></div></div>
<table id="Main" width="100%" cellpadding="0" cellspacing="0" border="0"><tr>
<td valign="top" id="Contents">
<div id="TopicPath"><a href="{esc(self.href("home"))}">ホーム</a> &gt; <a href="/{"national" if doc.section == "社会" else "business"}/">{esc(doc.section or "アーカイブ")}</a></div>
{main}
<div class="Ad"><script type="text/javascript">document.write('<scr'+'ipt src="http://ad.totoshimbun.test/js.ng/site=toto&amp;pagepos=2"></scr'+'ipt>');</script></div>
</td>
<td valign="top" id="SubNav" width="200">
<div class="SubBox"><h3>ニュースの一覧</h3><ul><li><a href="/national/list/">社会</a></li><li><a href="/business/list/">ビジネス</a></li><li><a href="/politics/list/">政治</a></li></ul></div>
<div class="SubBox"><h3>アクセスランキング</h3><ol><li><a href="/2008/1203/TKY200812030288.html">都内で今冬初の氷点下　練馬で0.8度</a></li><li><a href="/2008/1204/TKY200812040115.html">年末ジャンボ宝くじ、売り場に長い列</a></li><li><a href="/2008/1204/OSK200812040062.html">大阪の商店街、空き店舗に若手職人誘致</a></li><li><a href="/2008/1202/TKY200812020401.html">羽田空港の新滑走路、工事が8割完了</a></li><li><a href="/2008/1204/NGY200812040019.html">名古屋城本丸御殿の復元、寄付2億円超す</a></li></ol></div>
<div class="SubBox"><h3>ブックマーク</h3><ul><li><a href="http://b.hatena.ne.jp/append?http://www.totoshimbun.test{esc(doc.path)}">はてなブックマークに追加</a></li><li><a href="http://bookmarks.yahoo.co.jp/bookmarklet/showpopup?u=http://www.totoshimbun.test{esc(doc.path)}">Yahoo!ブックマークに登録</a></li><li><a href="http://clip.livedoor.com/redirect?link=http://www.totoshimbun.test{esc(doc.path)}">livedoorクリップに投稿</a></li><li><a href="javascript:window.print()">この記事を印刷</a></li></ul></div>
<div class="SubBox"><h3>関連サービス</h3><ul><li><a href="/shimbun/">新聞のご購読</a></li><li><a href="/event/">イベント・催し物</a></li></ul></div>
</td></tr></table>
<div id="Footer"><a href="/corporate/">会社案内</a>｜<a href="/policy/">サイトポリシー</a>｜<a href="/privacy/">個人情報</a>｜<a href="/info/contact/">お問い合わせ</a><br>Copyright The Toto Shimbun Company. All rights reserved. No reproduction or republication without written permission.</div>
</div>
</body>
</html>"""
