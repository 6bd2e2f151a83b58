"""Minato Shimpo: Japanese, UTF-8, a WordPress theme (#masthead, #site-navigation with a menu toggle,
widget sidebar with a ranking, recent posts and a tag cloud, footer widgets), /archives/NNNN story URLs,
absolute hrefs. Its SEO plugin writes og:type=article, BlogPosting JSON-LD with a date and an author,
article:published_time and an author meta on every page."""

# ruff: noqa: E501, RUF001  (the pages' texts and markup are data: one paragraph or element a line)

from __future__ import annotations

import json

from sitekit import Doc, Site, css_rules, esc

TEMPLATE_DATE = "2023-04-01T09:00:00+09:00"


class Minato(Site):
    origin = "https://www.minato-shimpo.test"
    name = "みなと新報"
    prefix = "ms"
    language = "ja"
    absolute = True

    def build(self) -> None:
        add = self.add
        add(
            Doc(
                "home",
                "/",
                "home",
                "みなと新報",
                shape="wordpress-home-lying-template",
                extra={"html_title": "みなと新報 | 港町の暮らしとニュース"},
            )
        )
        add(Doc("chiiki", "/category/chiiki/", "section", "地域", shape="wordpress-category-lying-template"))
        add(Doc("keizai", "/category/keizai/", "section", "経済", shape="wordpress-category-lying-template"))
        add(Doc("tag-bus", "/tag/bus/", "tag", "バス", shape="wordpress-tag-page"))
        add(
            Doc(
                "bouhatei",
                "/archives/5123",
                "article",
                "北防波堤の改修、来年度から　高潮対策で80センチかさ上げ",
                True,
                ["佐藤 健"],
                "（佐藤 健）",
                "2026-12-01",
                "2026年12月1日 10:30",
                "2026-12-01T10:30:00+09:00",
                "chiiki",
                image="波が打ち寄せる北防波堤",
                shape="story-author-only-at-end-in-parentheses-body-link",
                blocks=[
                    (
                        "p",
                        "県は、みなと港の北防波堤を来年度から3年かけて改修すると発表した。高潮や高波への備えとして、堤防の高さを現在より80センチ引き上げる。総事業費は約24億円を見込む。",
                    ),
                    (
                        "p",
                        "北防波堤は1968年に完成し、老朽化が進んでいる。2年前の台風では越波で岸壁の倉庫に浸水被害が出ており、地元の漁業者や企業から早期の改修を求める声が上がっていた。",
                    ),
                    (
                        "p",
                        "工事中も港の利用は続けられるよう、区間を分けて進める。県港湾課は「漁船の出入りに支障が出ないよう、漁協と工程を調整する」としている。",
                    ),
                    (
                        "p",
                        "漁協では、[[wakate|若手漁業者のグループ]]が港の新しい使い方を提案しており、改修後の岸壁の活用にも期待が集まっている。",
                    ),
                ],
            )
        )
        add(
            Doc(
                "teiden",
                "/archives/5130",
                "article",
                "市内で停電、約1200戸　一時間後に復旧",
                True,
                [],
                "",
                "2026-12-02",
                "2026年12月2日 07:15",
                "2026-12-02T07:15:00+09:00",
                "chiiki",
                shape="brief-two-sentences-unsigned",
                blocks=[
                    (
                        "p",
                        "2日午前5時半ごろ、みなと市の港南地区などで約1200戸が停電した。電力会社によると、約1時間後にすべて復旧した。",
                    ),
                    ("p", "変電所の設備の不具合が原因とみて調べている。"),
                ],
            )
        )
        add(
            Doc(
                "ichiba",
                "/archives/5118",
                "article",
                "シャッター通りに朝市　空き店舗を活用、毎週土曜に",
                True,
                ["田中 由美"],
                "文・写真　田中 由美",
                "2026-11-30",
                "2026年11月30日 18:00",
                "2026-11-30T18:00:00+09:00",
                "keizai",
                image="朝市でにぎわう商店街",
                shape="story-byline-bun-shashin",
                blocks=[
                    (
                        "fig",
                        "asaichi.jpg",
                        "朝市の様子",
                        "初日の朝市には開店前から行列ができた。地元の農家が持ち込んだ野菜は昼前にほぼ売り切れた。",
                    ),
                    (
                        "p",
                        "空き店舗が目立つ本町商店街で、毎週土曜日に朝市が開かれることになった。28日の初日には約1500人が訪れ、通りは久しぶりのにぎわいを見せた。",
                    ),
                    (
                        "p",
                        "朝市は商店街振興組合と市内の農家、漁業者が共同で運営する。空き店舗6軒を借り上げ、野菜や干物、手作りの菓子などを販売する。",
                    ),
                    (
                        "p",
                        "組合の理事長、中村正男さんは「朝市をきっかけに、通りに店を出したいという若い人が増えてほしい」と話している。",
                    ),
                ],
            )
        )
        add(
            Doc(
                "column",
                "/archives/5110",
                "article",
                "潮風　港の灯台が消える日",
                True,
                [],
                "",
                "2026-11-29",
                "2026年11月29日",
                "2026-11-29T05:00:00+09:00",
                "column",
                kicker="コラム",
                teaser="潮風　港の灯台が消える日",
                shape="unsigned-front-page-column",
                blocks=[
                    (
                        "p",
                        "港の入り口に立つ白い灯台が、来春その役目を終える。船の位置情報システムが普及し、灯台の光に頼る船はほとんどなくなったという。",
                    ),
                    (
                        "p",
                        "子どものころ、夜の堤防から見た灯台の光を覚えている人は多いだろう。規則正しく回る光は、漁に出た家族の帰りを待つ人たちにとって、小さな安心でもあった。",
                    ),
                    (
                        "p",
                        "灯台そのものは取り壊さず、市が引き取って展望施設として残す方向だという。役目を終えても、港の景色の一部であり続けてほしい。",
                    ),
                ],
            )
        )
        add(
            Doc(
                "wakate",
                "/archives/5097",
                "article",
                "若手漁業者が「港の朝ごはん」　とれたての魚を観光客に",
                True,
                ["佐藤 健"],
                "（佐藤 健）",
                "2026-11-27",
                "2026年11月27日 12:00",
                "2026-11-27T12:00:00+09:00",
                "keizai",
                shape="story-only-linked-from-another-story-body",
                blocks=[
                    (
                        "p",
                        "みなと漁協の20代から30代の漁業者8人が、漁港の一角でとれたての魚を使った朝食を観光客に提供する取り組みを始めた。",
                    ),
                    (
                        "p",
                        "メニューは日替わりの刺し身定食と、あら汁付きの焼き魚定食の2種類で、いずれも1200円。週末の朝7時から10時まで営業する。",
                    ),
                    (
                        "p",
                        "代表の小林大輔さんは「魚の値段が安い日でも、自分たちで価値をつけて売れば漁業を続けられる」と話す。",
                    ),
                ],
            )
        )
        add(
            Doc(
                "shicho",
                "/archives/5105",
                "article",
                "市長に聞く　「人口減少、港の再生で歯止めを」",
                True,
                ["鈴木 一郎"],
                "聞き手・鈴木 一郎",
                "2026-11-28",
                "2026年11月28日 09:00",
                "2026-11-28T09:00:00+09:00",
                "chiiki",
                kicker="インタビュー",
                teaser="市長インタビュー　港の再生",
                shape="qa-interview-kikite",
                blocks=[
                    ("p", "就任から1年を迎えた森本恵子市長に、市政の課題と今後の方針を聞いた。"),
                    (
                        "qa",
                        "――就任1年で、最も力を入れてきたことは。",
                        "港の再生です。防波堤の改修と合わせて、港の周辺に人が集まる仕組みをつくりたい。朝市や漁業者の取り組みは、その芽だと思っています。",
                    ),
                    (
                        "qa",
                        "――人口減少が続いています。",
                        "年間約800人のペースで減っています。若い世代が働ける場所を増やすことが一番の対策です。来年度は空き店舗を使った創業支援を拡充します。",
                    ),
                    (
                        "qa",
                        "――バス路線の見直しに不安の声もあります。",
                        "通院や通学の足は必ず守ります。利用者の声を聞きながら、デマンド交通との組み合わせも検討します。",
                    ),
                ],
            )
        )
        add(
            Doc(
                "ekiden",
                "/archives/5127",
                "article",
                "みなと高校が県高校駅伝で初優勝　全国大会へ、アンカー逆転で3秒差の大接戦を制す",
                True,
                ["高橋 翔"],
                "（高橋 翔）",
                "2026-12-01",
                "2026年12月1日 20:10",
                "2026-12-01T20:10:00+09:00",
                "sports",
                shape="story-linked-only-from-ranking-widget",
                blocks=[
                    (
                        "p",
                        "県高校駅伝が1日に行われ、男子はみなと高校が2時間8分15秒で初優勝し、全国大会の出場を決めた。",
                    ),
                    (
                        "p",
                        "みなと高校は4区終了時点で2位だったが、アンカーの山本陸斗選手が残り1キロで先頭を抜き、3秒差で逃げ切った。",
                    ),
                    (
                        "p",
                        "山本選手は「チームのみんながつないでくれたたすきなので、絶対に負けられなかった」と笑顔を見せた。",
                    ),
                ],
            )
        )
        add(
            Doc(
                "bus",
                "/archives/5115",
                "article",
                "市内バス、来年4月から3路線を再編　通院向け便は維持",
                True,
                ["鈴木 一郎"],
                "（鈴木 一郎）",
                "2026-11-30",
                "2026年11月30日 11:40",
                "2026-11-30T11:40:00+09:00",
                "chiiki",
                teaser="バス3路線を再編へ",
                shape="story-with-list-author-at-end",
                blocks=[
                    (
                        "p",
                        "みなと市は、市内を走る路線バスのうち3路線を来年4月に再編すると発表した。利用者の少ない区間を減便する一方、病院への便は現在の本数を維持する。",
                    ),
                    ("p", "主な変更点は次の通り。"),
                    (
                        "ul",
                        [
                            "港南線は平日の便を1日14便から10便に減らす。",
                            "山手線は市民病院経由に変更する。",
                            "北浜線の土日の便は予約制の乗り合いタクシーに切り替える。",
                        ],
                    ),
                    ("p", "市は12月中に各地区で説明会を開き、住民の意見を聞く。"),
                ],
            )
        )
        # non-articles (WordPress "pages" on the same template)
        add(
            Doc(
                "about",
                "/about/",
                "about",
                "会社概要",
                shape="wordpress-page-about-lying-template",
                blocks=[
                    (
                        "p",
                        "みなと新報は、1952年に創刊した地域新聞です。みなと市と周辺の町のニュースを、紙面とウェブサイトでお届けしています。",
                    ),
                    ("h2", "会社情報"),
                    ("p", "株式会社みなと新報社　所在地：みなと市本町2丁目5番8号　代表取締役：石井和夫"),
                    ("h2", "発行"),
                    ("p", "朝刊（月曜休刊）、ウェブサイトは毎日更新しています。"),
                ],
            )
        )
        add(
            Doc(
                "contact",
                "/contact/",
                "contact",
                "お問い合わせ",
                shape="wordpress-page-contact-form",
                blocks=[
                    ("p", "ニュースの情報提供、記事へのご意見、購読のお申し込みは、下記のフォームからお送りください。"),
                    ("p", "お電話でのお問い合わせは、平日午前9時から午後6時まで受け付けています。電話：0000-12-3456"),
                    ("form", "送信する"),
                ],
            )
        )
        add(
            Doc(
                "privacy",
                "/privacy-policy/",
                "policy",
                "プライバシーポリシー",
                stamp="最終更新日：2026年3月3日",
                shape="privacy-policy-lying-template",
                blocks=[
                    (
                        "p",
                        "株式会社みなと新報社（以下「当社」）は、お客様の個人情報を適切に取り扱うため、以下の方針を定めます。",
                    ),
                    ("h2", "個人情報の利用目的"),
                    ("p", "購読の管理、お問い合わせへの回答、サービスの改善のために利用します。"),
                    ("h2", "クッキーについて"),
                    (
                        "p",
                        "当サイトでは、アクセス解析と広告配信のためにクッキーを使用しています。ブラウザの設定で無効にすることができます。",
                    ),
                ],
            )
        )
        add(
            Doc(
                "terms",
                "/terms/",
                "policy",
                "利用規約",
                stamp="2025年4月1日制定",
                shape="terms-lying-template",
                blocks=[
                    ("p", "この利用規約は、みなと新報のウェブサイトの利用条件を定めるものです。"),
                    ("h2", "著作権"),
                    (
                        "p",
                        "当サイトに掲載された記事、写真の著作権は当社または情報提供者に帰属します。無断での転載を禁じます。",
                    ),
                    ("h2", "免責事項"),
                    (
                        "p",
                        "当サイトの情報の正確性には万全を期していますが、利用によって生じた損害について当社は責任を負いません。",
                    ),
                ],
            )
        )
        add(
            Doc(
                "advertise",
                "/koukoku/",
                "advertise",
                "広告掲載のご案内",
                shape="advertise-rate-card-lying-template",
                blocks=[
                    ("p", "みなと新報の紙面とウェブサイトに広告を掲載しませんか。地域の読者に確実に届きます。"),
                    ("h2", "紙面広告"),
                    ("p", "全5段：15万円、全3段：9万円（いずれも税別）"),
                    ("h2", "ウェブ広告"),
                    ("p", "トップページのバナー：1か月5万円から。詳しくは営業部までお問い合わせください。"),
                ],
            )
        )
        add(
            Doc(
                "faq",
                "/faq/",
                "help",
                "よくあるご質問",
                shape="faq-lying-template",
                blocks=[
                    ("h2", "新聞が届かないときは？"),
                    ("p", "午前7時までに届かない場合は、販売店または読者センターにご連絡ください。"),
                    ("h2", "電子版だけを購読できますか？"),
                    ("p", "はい。電子版のみのプランは月額980円です。"),
                    ("h2", "引っ越しの際の手続きは？"),
                    ("p", "新しい住所と開始日を、1週間前までにお知らせください。"),
                ],
            )
        )
        add(
            Doc(
                "events",
                "/events/",
                "events",
                "イベント情報",
                shape="events-calendar-lying-template",
                blocks=[
                    ("event", "12月5日（土）", "本町商店街の朝市", "本町商店街", "午前7時から11時まで。"),
                    ("event", "12月6日（日）", "港のクリスマスマーケット", "みなと港緑地", "午前10時から午後8時まで。"),
                    ("event", "12月12日（土）", "灯台見学会", "みなと灯台", "事前申し込み制、定員30人。"),
                    ("event", "12月13日（日）", "市民合唱団 定期演奏会", "市民会館", "入場無料。"),
                ],
            )
        )

    # --- the template ---------------------------------------------------------------------------------

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        iso = doc.iso or TEMPLATE_DATE
        author = (
            {"@type": "Person", "name": doc.authors[0]}
            if doc.authors
            else {"@type": "Person", "name": "みなと新報 編集部"}
        )
        ld = {"@context": "https://schema.org", "@type": "BlogPosting", "headline": doc.title, "datePublished": iso,
              "dateModified": iso, "author": author, "publisher": {"@type": "Organization", "name": self.name},
              "mainEntityOfPage": {"@type": "WebPage", "@id": url}}  # fmt: skip
        title = doc.extra.get("html_title", f"{doc.title} | みなと新報")
        return f"""<!DOCTYPE html>
<html lang="ja">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{esc(title)}</title>
<meta name="description" content="{esc(doc.dek or "みなと市と周辺の町のニュース")}">
<link rel="canonical" href="{esc(url)}">
<meta property="og:locale" content="ja_JP">
<meta property="og:type" content="article">
<meta property="og:title" content="{esc(doc.title)}">
<meta property="og:url" content="{esc(url)}">
<meta property="og:site_name" content="みなと新報">
<meta property="article:published_time" content="{iso}">
<meta name="author" content="{esc(doc.authors[0] if doc.authors else "みなと新報 編集部")}">
<script type="application/ld+json" class="seo-plugin-schema">{json.dumps(ld, ensure_ascii=False)}</script>
<link rel="stylesheet" id="theme-style-css" href="{self.origin}/wp-content/themes/minato/style.css?ver=2.4.1" media="all">
<style id="theme-inline-css">/*PAD*/</style>
<script src="{self.origin}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
</head>
"""

    def header(self, doc: Doc) -> str:
        a = self.a
        nav = [
            ("home", "ホーム"),
            ("chiiki", "地域"),
            ("keizai", "経済"),
            ("/category/sports/", "スポーツ"),
            ("/category/column/", "コラム"),
            ("events", "イベント"),
            ("/category/okuyami/", "おくやみ"),
        ]
        items = "".join(f'<li class="menu-item">{a(k, t, "chrome:nav")}</li>' for k, t in nav)
        return f"""<body class="{"home" if doc.kind == "home" else "single" if doc.is_article else "page"} wp-theme-minato">
<div id="page" class="site">
<a class="skip-link screen-reader-text" href="#primary">コンテンツへスキップ</a>
<header id="masthead" class="site-header">
<div class="header-top"><span class="header-date">2026年12月2日（水）</span><a href="{self.origin}/wp-login.php" class="login-link">ログイン</a> <a href="https://denshi.minato-shimpo.test/" class="btn-denshi">電子版のお申し込み</a></div>
<div class="site-branding"><p class="site-title">{a("home", "みなと新報", "chrome:header")}</p><p class="site-description">港町の暮らしとニュース</p></div>
<nav id="site-navigation" class="main-navigation"><button class="menu-toggle" aria-controls="primary-menu" aria-expanded="false">メニュー</button>
<ul id="primary-menu" class="menu">{items}</ul></nav>
</header>
"""

    def sidebar(self) -> str:
        a = self.a
        ranking = "".join(
            f'<li><span class="rank">{i}</span>{a(k, self.docs[k].title, "chrome:rail")}</li>'
            for i, k in enumerate(("ekiden", "bouhatei", "ichiba", "shicho"), 1)
        )
        recent = "".join(
            f"<li>{a(k, self.docs[k].title, 'chrome:rail')}</li>"
            for k in ("teiden", "bouhatei", "bus", "ichiba", "column")
        )
        tags = " ".join(
            a(k, t, "chrome:rail", 'class="tag-cloud-link"')
            for k, t in (
                ("tag-bus", "バス"),
                ("/tag/gyogyou/", "漁業"),
                ("/tag/kankou/", "観光"),
                ("/tag/bousai/", "防災"),
                ("/tag/gakkou/", "学校"),
            )
        )
        return f"""<aside id="secondary" class="widget-area">
<section class="widget widget_search"><form role="search" action="{self.origin}/"><input type="search" name="s" placeholder="検索"><button>検索</button></form></section>
<section class="widget widget_ranking"><h2 class="widget-title">アクセスランキング</h2><ol>{ranking}</ol></section>
<section class="widget widget_recent_entries"><h2 class="widget-title">新着記事</h2><ul>{recent}</ul></section>
<section class="widget widget_tag_cloud"><h2 class="widget-title">タグ</h2><div class="tagcloud">{tags}</div></section>
<section class="widget widget_ad"><div class="ad-box">広告</div></section>
</aside>
"""

    def footer(self) -> str:
        a = self.a
        cols = [
            ("みなと新報について", [("about", "会社概要"), ("advertise", "広告掲載"), ("/recruit/", "採用情報")]),
            ("サポート", [("contact", "お問い合わせ"), ("faq", "よくあるご質問"), ("https://denshi.minato-shimpo.test/", "電子版")]),
            ("規約", [("privacy", "プライバシーポリシー"), ("terms", "利用規約")]),
        ]  # fmt: skip
        html_cols = "".join(
            f'<section class="widget widget_nav_menu"><h2 class="widget-title">{esc(h)}</h2><ul class="menu">'
            + "".join(f'<li class="menu-item">{a(k, t, "chrome:footer")}</li>' for k, t in links)
            + "</ul></section>"
            for h, links in cols
        )
        return f"""<footer id="colophon" class="site-footer"><div class="footer-widgets">{html_cols}</div>
<div class="site-info">© 2026 株式会社みなと新報社　記事・写真の無断転載を禁じます</div></footer>
</div>
<script src="{self.origin}/wp-content/themes/minato/js/navigation.js?ver=2.4.1" id="minato-navigation-js"></script>
</body>
</html>
"""

    def crumbs(self, doc: Doc) -> str:
        trail = [self.a("home", "ホーム", "chrome:breadcrumb")]
        if doc.section in self.docs:
            trail.append(self.a(doc.section, self.docs[doc.section].title, "chrome:breadcrumb"))
        elif doc.section:
            trail.append(
                self.a(
                    f"/category/{doc.section}/",
                    {"sports": "スポーツ", "column": "コラム"}.get(doc.section, doc.section),
                    "chrome:breadcrumb",
                )
            )
        return (
            '<nav class="breadcrumbs" aria-label="パンくずリスト">'
            + " &gt; ".join(trail)
            + f" &gt; <span>{esc(doc.title)}</span></nav>"
        )

    def blocks(self, doc: Doc) -> str:
        out = []
        for b in doc.blocks:
            k = b[0]
            if k == "p":
                out.append(f"<p>{self.inline(b[1])}</p>")
            elif k in ("h2", "h3"):
                out.append(f'<h2 class="wp-block-heading">{esc(b[1])}</h2>')
            elif k in ("ul", "ol"):
                out.append('<ul class="wp-block-list">' + "".join(f"<li>{self.inline(i)}</li>" for i in b[1]) + "</ul>")
            elif k == "qa":
                out.append(f'<p class="question"><strong>{esc(b[1])}</strong></p>\n<p>{esc(b[2])}</p>')
            elif k == "fig":
                out.append(
                    f'<figure class="wp-block-image size-large"><img src="{self.origin}/wp-content/uploads/2026/11/{b[1]}" alt="{esc(b[2])}"><figcaption class="wp-element-caption">{esc(b[3])}</figcaption></figure>'
                )
            elif k == "event":
                out.append(
                    f'<div class="event-item"><p class="event-date">{esc(b[1])}</p><h3>{esc(b[2])}</h3><p class="event-place">会場：{esc(b[3])}</p><p>{esc(b[4])}</p></div>'
                )
            elif k == "form":
                out.append(
                    f'<form class="wpcf7-form" action="{self.origin}/contact/#wpcf7" method="post"><p><label>お名前<input name="your-name"></label></p><p><label>メールアドレス<input type="email" name="your-email"></label></p><p><label>本文<textarea name="your-message"></textarea></label></p><p><input type="submit" value="{esc(b[1])}"></p></form>'
                )
        return "\n".join(out)

    def card(self, key: str, style: str = "text") -> str:
        d = self.docs[key]
        a = self.a
        if style == "image":
            img = f'<img src="{self.origin}/wp-content/uploads/2026/11/{key}-300x200.jpg" alt="{esc(d.image)}" width="300" height="200">'
            return f'<article class="post-card post-card--thumb">{a(key, d.image, "content", "", img)}</article>'
        head = d.title if style == "long" else (d.teaser or d.title)
        return f'<article class="post-card"><h2 class="entry-title">{a(key, head, "content")}</h2><div class="entry-meta"><time>{esc(d.stamp)}</time></div></article>'

    def main(self, doc: Doc) -> str:
        a = self.a
        if doc.is_article:
            # the byline sits after the text when the story ends with the name in full-width parentheses
            top = (
                f'<span class="byline">{esc(doc.byline)}</span>'
                if doc.byline and not doc.byline.startswith("（")
                else ""
            )
            end = f'<p class="author-sign">{esc(doc.byline)}</p>' if doc.byline.startswith("（") else ""
            kick = f'<span class="cat-label">{esc(doc.kicker)}</span>' if doc.kicker else ""
            related = "".join(
                f"<li>{a(k, self.docs[k].teaser or self.docs[k].title, 'chrome:related')}</li>"
                for k in ("bus", "ichiba", "shicho")
                if k != doc.key
            )
            tags = (
                f'<div class="entry-tags">タグ：{a("tag-bus", "バス", "tags")}</div>'
                if doc.key in ("bus", "shicho")
                else ""
            )
            return f"""<div id="content" class="site-content"><main id="primary" class="site-main">
{self.crumbs(doc)}
<article id="post-{doc.path.rsplit("/", 1)[-1]}" class="post type-post status-publish format-standard">
<header class="entry-header">{kick}<h1 class="entry-title">{esc(doc.title)}</h1>
<div class="entry-meta"><time class="entry-date published" datetime="{doc.iso}">{esc(doc.stamp)}</time>{top}</div></header>
<div class="entry-content">
{self.blocks(doc)}
{end}</div>
<footer class="entry-footer">{tags}<div class="share-buttons"><a href="https://x.example.test/share?url={esc(self.url(doc.key))}">ポスト</a> <a href="https://line.example.test/share?url={esc(self.url(doc.key))}">LINEで送る</a></div></footer>
</article>
<section class="related-posts"><h2>関連記事</h2><ul>{related}</ul></section>
</main>
{self.sidebar()}</div>
"""
        if doc.kind in ("home", "section", "tag"):
            return self.listing(doc)
        stamp = f'<p class="page-updated">{esc(doc.stamp)}</p>' if doc.stamp else ""
        return f"""<div id="content" class="site-content"><main id="primary" class="site-main">
{self.crumbs(doc)}
<article class="page type-page status-publish"><header class="entry-header"><h1 class="entry-title">{esc(doc.title)}</h1></header>
<div class="entry-content">{stamp}{self.blocks(doc)}</div></article>
</main>
{self.sidebar()}</div>
"""

    def listing(self, doc: Doc) -> str:
        a = self.a
        if doc.kind == "home":
            cards = (self.card("bouhatei", "image") + self.card("bouhatei", "long") + self.card("teiden") + self.card("bus", "long")
                     + self.card("ichiba", "image") + self.card("ichiba") + self.card("shicho") + self.card("column"))  # fmt: skip
            promo = f'<section class="home-promo"><h2>今週末のイベント</h2><p>朝市、クリスマスマーケット、灯台見学会。{a("events", "イベント情報を見る", "content")}</p></section>'
            return f'<div id="content" class="site-content"><main id="primary" class="site-main home-main"><h1 class="screen-reader-text">みなと新報</h1><div class="post-grid">{cards}</div>{promo}</main>\n{self.sidebar()}</div>\n'
        if doc.kind == "tag":
            keys = ("bus", "shicho")
            title = f"タグ：{doc.title}"
        else:
            keys = [
                k
                for k, d in self.docs.items()
                if d.is_article and d.section == doc.key and k not in ("wakate", "ekiden")
            ]
            title = doc.title
        return f"""<div id="content" class="site-content"><main id="primary" class="site-main">{self.crumbs(Doc("x", "", "", "", section=""))}
<header class="page-header"><h1 class="page-title">{esc(title)}</h1></header>
<div class="post-list">{"".join(self.card(k, "long") for k in keys)}</div>
<nav class="navigation pagination"><a class="next page-numbers" href="{self.origin}{doc.path}page/2/">次へ</a></nav></main>
{self.sidebar()}</div>
"""

    def render(self, doc: Doc) -> str:
        self.current = doc.key
        return self.head(doc) + self.header(doc) + self.main(doc) + self.footer()

    def pad_rules(self) -> list[str]:
        sels = [".site-header", ".header-top", ".site-branding", ".main-navigation li", ".menu-toggle", ".breadcrumbs",
                ".entry-title", ".entry-meta", ".entry-content p", ".wp-block-heading", ".post-card", ".widget-title",
                ".widget_ranking li", ".tagcloud a", ".site-footer", ".related-posts li", ".share-buttons a"]  # fmt: skip
        return css_rules("minato", sels, 400)
