# ruff: noqa: E501, RUF001, RUF002 (page texts and markup are long literal lines; full-width forms and Japanese punctuation are deliberate)
"""The Shiomisaki Shimbun (潮岬新聞): a regional daily in Kushimoto, Wakayama, on a **legacy static CMS** in the
Kobe Shimbun mould (`.shtml` pages, `/news/kinan/202612/0019876543.shtml`, `/news/zenkoku/compact/…` for the Kyodo
wire, `index_2.shtml` for page 2, `/keyword/…/`, `/writer/…/`, `/search/?q=` with a **Shift_JIS-percent-encoded**
query, **relative hrefs** everywhere; `#article h1.ttl`, `p.date`, `div.articleBody`), Japanese, **Shift_JIS** (header
and `<meta http-equiv>`; Scrapy decodes it as `cp932`), Japan time (+09:00).

Dates are printed in the **Japanese era** with **full-width digits**: "令和８年（２０２６年）１２月４日 06:00" (the
Gregorian year in brackets) on news pages, "令和元年１１月２２日" (**元年** = year 1 = 2019) on the archived story, and
"１２月４日（金）" with **no year at all** on the column (the year is only in its URL and JSON-LD). The header prints
today's date (Saturday 5 Dec) and the koyomi page the old lunar date and rokuyō. JSON-LD (`NewsArticle`) is in
+09:00, except: the fire story printed 05:30 on 5 Dec carries **UTC** (20:30Z on 4 Dec); the Kyodo story carries
the **wire's dispatch time** (22:10 on 3 Dec) while the page prints its own date (4 Dec); the 2019 story has none.

Credits: the reporter's name in brackets **after** the body ("（中村真由美）"); a bureau "（白浜支局）" (no person);
"（共同）" and a Kyodo dateline "【ジュネーブ共同】" inside the first paragraph; "文・田中翔太　写真・西村彩" (the
photographer is not an author; the JSON-LD author is the paper); "聞き手・中村真由美" (interviewer); "（運動部　岡田
健）" (desk before the name); the column signed "（論説委員　松本健一）". Titles: "【速報】" and "＜紀南の冬＞③" are
kickers printed before the headline, not part of the label. Non-articles: the koyomi (almanac: lunar date, rokuyō,
sunrise, tides), a video page and a **soft 404** at an old story URL."""

from __future__ import annotations

import json
from urllib.parse import quote

from common import JA_DAYS, Base, fw, local_iso, lunar, page, rokuyo, story, utc, wareki, weekday
from sitekit import Doc, css_rules, esc

ORIGIN = "https://www.shiomisaki-np.test"
KEYWORD = "熊野古道"
QUERY = "ロケット"
ARTS = ["fire", "rocket", "kyodo", "soccer", "column", "feature", "interview"]


def jdate(local: str, paren: bool = True) -> str:
    """'2026-12-04 06:00' -> '令和８年（２０２６年）１２月４日 06:00'."""
    day, _, time = local.partition(" ")
    y, m, d = (int(x) for x in day.split("-"))
    era = wareki(y, m, d)
    if paren:
        era = era.replace("年", f"年（{fw(str(y))}年）", 1)
    return f"{era} {time}" if time else era


def md(local: str) -> str:
    """'2026-12-04 …' -> '１２月４日（金）'."""
    y, m, d = (int(x) for x in local.split()[0].split("-"))
    return fw(f"{m}月{d}日") + f"（{JA_DAYS[weekday(y, m, d)]}）"


class Shiomisaki(Base):
    origin = ORIGIN
    name = "潮岬新聞"
    prefix = "sms"
    language = "ja"
    relative = True
    page_encoding = "cp932"
    page_ctype = "text/html; charset=Shift_JIS"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "sms",
            [
                "#header .logo",
                "#gNav li a",
                "#article h1.ttl",
                ".articleBody p",
                "p.date",
                ".newsList li",
                ".adArea",
                "#footer",
                ".relNews li",
                ".koyomiTbl td",
            ],
            240,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "潮岬新聞",
                "static-home",
                list=["fire", "rocket", "kyodo", "soccer", "column", "feature", "interview"],
                more="kinan",
            )
        )
        add(
            page(
                "kinan",
                "/news/kinan/",
                "section",
                "紀南ニュース",
                "static-section",
                list=["fire", "rocket", "soccer", "feature"],
                more="kinan2",
            )
        )
        add(
            page(
                "kinan2",
                "/news/kinan/index_2.shtml",
                "section",
                "紀南ニュース",
                "static-section-page2",
                list=["interview", "video"],
            )
        )
        add(page("keyword", "/keyword/kumanokodo/", "tag", KEYWORD, "keyword-page", list=["column", "archive"]))
        add(
            page(
                "writer",
                "/writer/matsumoto/",
                "author",
                "松本健一",
                "writer-page",
                list=["column"],
                bio="１９６８年新宮市生まれ。社会部長、田辺支局長などを経て論説委員。コラム「潮風」を担当。",
            )
        )
        add(
            page(
                "search",
                f"/search/?q={quote(QUERY.encode('cp932'))}",
                "search",
                f"「{QUERY}」の検索結果",
                "search-results",
                list=["rocket", "video"],
            )
        )
        rows = []
        for d in range(5, 12):
            lm, ld = lunar(2026, 12, d)
            rows.append(
                f"T: {fw(f'12月{d}日')}（{JA_DAYS[weekday(2026, 12, d)]}） | {fw(f'{lm}月{ld}日')} | {rokuyo(2026, 12, d)}"
            )
        add(
            page(
                "koyomi",
                "/koyomi/",
                "calendar",
                "きょうの暦",
                "almanac-lunar-rokuyo-tides",
                [
                    jdate("2026-12-05") + "（土）",
                    "T: 項目 | きょう",
                    "T: 旧暦 | １０月２７日",
                    "T: 六曜 | " + rokuyo(2026, 12, 5),
                    "T: 月齢 | ２５・８",
                    "T: 日の出 | 6:44",
                    "T: 日の入り | 16:50",
                    "T: 潮 | 中潮",
                    "T: 満潮 | 5:12　17:40",
                    "T: 干潮 | 11:02　23:58",
                    "### この１週間の旧暦と六曜",
                    "T: 日付 | 旧暦 | 六曜",
                    *rows,
                    "二十四節気の「大雪」は７日。日の出・日の入りは串本町潮岬、潮位は串本港の値です。",
                ],
            )
        )
        add(
            page(
                "video",
                "/movie/20261203_01.shtml",
                "video",
                "【動画】ロケット発射場、打ち上げへ準備進む",
                "video-embed",
                ["串本町の発射場で機体を組み立てる作業員ら（３日撮影、約１分３０秒）"],
                video="2026-12-03T17:00:00+09:00",
            )
        )
        add(
            page(
                "gone",
                "/news/kinan/202611/0019870001.shtml",
                "not-found",
                "お探しのページは見つかりませんでした",
                "soft-404-at-story-url",
                [
                    "お探しのページは、掲載期間が終了したか、URLが変更された可能性があります。お手数ですが、トップページから目的の記事をお探しください。"
                ],
                list=["fire", "rocket", "soccer"],
            )
        )
        add(
            story(
                "rocket",
                "/news/kinan/202612/0019876543.shtml",
                "小型ロケット打ち上げ、１０日に延期　串本の発射場、部品交換で",
                "2026-12-04",
                local_iso("2026-12-04 06:00", "+09:00"),
                "2026-12-04 06:00",
                ["中村真由美"],
                [
                    "串本町の民間ロケット発射場で５日に予定されていた小型ロケットの打ち上げについて、運営会社「紀伊スペースワークス」は３日、機体の部品に不具合が見つかったため、打ち上げを１０日に延期すると発表した。",
                    "同社によると、２段目エンジンの燃料バルブを制御する電子部品に異常が見つかった。交換と点検に数日かかる見通しで、打ち上げ時間帯は１０日午前１１時から午前１１時２０分までとしている。",
                    "今回のロケットは、県内の大学や企業が開発した超小型衛星３基を搭載する。成功すれば、同発射場からの打ち上げとしては４機目の軌道投入となる。",
                    "FIG: 発射場 | 打ち上げの準備が進む発射場＝串本町（本社ヘリから）",
                    "## 見学場、予約は有効",
                    "町などが設ける見学場は、５日分の予約をそのまま１０日に振り替える。町観光協会は「延期は残念だが、安全第一で臨んでほしい。当日は多くの人に足を運んでもらいたい」と話している。",
                    "見学場周辺では当日、国道４２号の混雑が予想されるため、県警は公共交通機関の利用を呼び掛けている。",
                ],
                "reporter-name-in-brackets-after-body",
                section="紀南",
                sign="（中村真由美）",
                ld="jst",
            )
        )
        add(
            story(
                "kyodo",
                "/news/zenkoku/compact/202612/0019876600.shtml",
                "ＷＨＯ、抗ウイルス薬の備蓄拡充を要請　新型インフル警戒",
                "2026-12-04",
                "2026-12-03T22:10:00+09:00",
                "2026-12-04 10:12",
                [],
                [
                    "【ジュネーブ共同】世界保健機関（ＷＨＯ）は３日、鳥インフルエンザウイルスが人から人へ感染する新型インフルエンザに変異する事態に備え、各国に抗ウイルス薬やワクチン原料の備蓄を拡充するよう要請した。",
                    "ＷＨＯによると、今年に入り世界の１２カ国で鳥インフルエンザの人への感染が計４７件確認され、うち１９人が死亡した。現時点で人から人への持続的な感染は確認されていないという。",
                    "ＷＨＯの担当者は記者会見で「次のパンデミック（世界的大流行）は起きるかどうかではなく、いつ起きるかの問題だ」と述べ、各国に監視体制の強化を求めた。",
                    "日本政府は既に抗ウイルス薬を国民の約４５％分備蓄している。厚生労働省は「ＷＨＯの要請を踏まえ、必要な対応を検討する」としている。",
                ],
                "kyodo-wire-jsonld-wire-time",
                section="全国・国際",
                sign="（共同）",
                ld="wire",
            )
        )
        add(
            story(
                "fire",
                "/news/kinan/202612/0019876701.shtml",
                "白浜の旅館で早朝火災、宿泊客ら４０人が避難　けが人なし",
                "2026-12-05",
                utc("2026-12-05 05:30", 540),
                "2026-12-05 05:30",
                [],
                [
                    "５日午前４時５０分ごろ、白浜町の温泉旅館「白良荘」の従業員から「調理場から煙が出ている」と１１９番があった。消防車など１５台が出動し、火は約１時間後に消し止められた。",
                    "白浜署などによると、木造２階建ての本館１階の調理場付近約３０平方メートルが焼けた。宿泊客と従業員計４０人が避難し、けが人はいなかった。",
                    "同署と消防が出火原因を調べている。旅館は当面、別館のみで営業するという。",
                ],
                "bureau-credit-jsonld-utc-previous-day",
                section="紀南",
                flash="【速報】",
                sign="（白浜支局）",
                updated="2026-12-05 07:15",
                ld="utc",
            )
        )
        add(
            story(
                "column",
                "/column/shiokaze/202612/0019876555.shtml",
                "年の瀬の熊野古道",
                "2026-12-04",
                local_iso("2026-12-04 05:00", "+09:00"),
                "2026-12-04 05:00",
                ["松本健一"],
                [
                    "熊野古道の中辺路を歩くと、杉の葉を踏む音だけが耳に残る。師走に入り、行き交う人の数はめっきり減った。それでも石畳の脇に置かれた小さな花に、地元の誰かの気配を感じる",
                    "▼古道が世界遺産に登録されて２０年余り。訪れる外国人は年々増え、今年は秋までに過去最多を更新したという。語り部の女性は「道に迷う人より、道を楽しむ人が増えた」と笑う",
                    "▼一方で、古道を守る担い手は高齢化が進む。倒木の片付けや石畳の補修を続けてきた保存会の会員は、この１０年で半分近くに減った。若い移住者が加わり始めたのは心強いが、人手はまだ足りない",
                    "▼道は人が歩くことで残り、人が手を入れることで続く。年の瀬の静かな古道で、千年の往来を支えてきた無数の手を思った",
                ],
                "column-month-day-only-no-year",
                section="論説・コラム",
                column="潮風",
                sign="（論説委員　松本健一）",
                ld="jst",
            )
        )
        add(
            story(
                "archive",
                "/news/kinan/201911/0012876540.shtml",
                "熊野古道の石畳、台風被害から復旧　ボランティア延べ３００人が汗",
                "2019-11-22",
                None,
                "2019-11-22 16:40",
                ["山本大輔"],
                [
                    "１０月の台風で土砂崩れなどの被害を受けた熊野古道中辺路の石畳の修復作業が２１日、田辺市中辺路町で終わった。地元の保存会や県内外から集まったボランティアが約１カ月かけて作業し、延べ約３００人が参加した。",
                    "被害を受けたのは、滝尻王子から高原熊野神社までの区間の一部。大雨で石畳が約５０メートルにわたって崩れ、倒木が道をふさいでいた。",
                    "保存会の会長（７２）は「平成の時代から守ってきた道を、令和の最初の年に失うわけにはいかなかった。多くの人の協力に感謝したい」と話した。",
                    "市は年内にも通行止めを解除する予定。",
                ],
                "reiwa-gannen-archive-no-jsonld",
                section="紀南",
                credit_top="写真・文　山本大輔",
                paren=False,
            )
        )
        add(
            story(
                "feature",
                "/news/kinan/202612/0019876512.shtml",
                "サンマずし、年の瀬の味を守る　新宮の老舗",
                "2026-12-03",
                local_iso("2026-12-03 11:00", "+09:00"),
                "2026-12-03 11:00",
                ["田中翔太"],
                [
                    "新宮市の商店街にある創業９０年のすし店「丸新」では、１２月に入ると店の奥からサンマを開く包丁の音が途切れない。正月用のサンマずしの注文が、例年この時期から一気に増えるためだ。",
                    "## 熊野灘のサンマにこだわり",
                    "使うのは、秋に熊野灘で取れた脂の少ないサンマ。塩をして一晩置き、ユズやダイダイの酢で締める。三代目店主の男性（６４）は「脂が少ないから、酢がよくなじむ。この土地ならではの味」と話す。",
                    "FIG: サンマずし | 年の瀬の注文に追われる店主＝新宮市",
                    "近年はサンマの不漁が続き、仕入れ値は１０年前の３倍近くに上がった。それでも価格は据え置いてきた。「年の瀬に家族で食べる味だから、やめるわけにはいかない」",
                    "## 若い世代にも",
                    "店では今年から、地元の高校生を招いて作り方を教える教室も始めた。参加した生徒は「祖母の家で食べていた味を自分で作れてうれしい」と笑顔を見せた。",
                    "注文は２５日まで受け付ける。",
                ],
                "series-kicker-photo-credit-jsonld-org",
                section="紀南",
                series="＜紀南の冬＞③",
                credit_top="文・田中翔太　写真・西村彩",
                ld="org",
            )
        )
        add(
            story(
                "soccer",
                "/news/sports/202612/0019876688.shtml",
                "新宮高、３０日に初戦　全国選手権の組み合わせ決まる",
                "2026-12-04",
                local_iso("2026-12-04 18:20", "+09:00"),
                "2026-12-04 18:20",
                ["岡田健"],
                [
                    "第１０５回全国高校サッカー選手権大会（１２月２８日開幕）の組み合わせ抽選会が３日、東京都内で行われ、和歌山県代表の新宮は３０日の１回戦で山形県代表の庄内学院と対戦することが決まった。",
                    "新宮は２年ぶり１０度目の出場。県予選では５試合で１８得点、失点２と攻守に安定した戦いぶりを見せた。",
                    "T: 日程 | 対戦 | 会場",
                    "T: １２月３０日 | １回戦　新宮―庄内学院 | 浦和駒場スタジアム",
                    "T: １２月３１日 | ２回戦 | ＮＡＣＫ５スタジアム大宮",
                    "T: １月２日 | ３回戦 | 駒沢陸上競技場",
                    "主将のＭＦ（３年）は「初戦に全力を出し切り、県勢初の８強を目指したい」と意気込んだ。",
                ],
                "desk-before-name-in-brackets-schedule-table",
                section="スポーツ",
                series="＜高校サッカー＞",
                sign="（運動部　岡田健）",
                ld="jst",
            )
        )
        add(
            story(
                "interview",
                "/news/kinan/202612/0019876490.shtml",
                "「海の変化、肌で感じる」　串本の海女・浜口千代子さん",
                "2026-12-02",
                local_iso("2026-12-02 09:00", "+09:00"),
                "2026-12-02 09:00",
                ["中村真由美"],
                [
                    "串本町の海で５０年近く潜り続けてきた海女の浜口千代子さん（７３）。今年、県の「ふるさと名人」に選ばれた。温暖化で変わりゆく海について聞いた。",
                    "Q: ――海女になったきっかけは。 || 母も祖母も海女でした。中学を出てすぐ、母について海に入りました。最初は怖くて、５メートルも潜れませんでした。",
                    "Q: ――海の変化を感じますか。 || ずいぶん変わりました。昔はテングサやアワビがたくさんいたけど、今は海藻が減って、南の魚が増えた。冬でも水が冷たくならない日があります。",
                    "Q: ――後継者はいますか。 || 今、串本で潜っている海女は私を入れて６人。一番若い人でも５０代です。それでも最近、都会から移ってきた若い女性が習いたいと言ってくれて、うれしかったですね。",
                    "Q: ――これからの目標は。 || 体が動く限り潜りたい。海が教えてくれることを、若い人に伝えていきたいです。",
                ],
                "qa-interviewer-credit",
                section="紀南",
                credit_top="聞き手・中村真由美",
                ld="jst",
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        title = f"{doc.extra.get('flash', '')}{doc.title}"
        out = [
            f"<title>{esc(title)}｜潮岬新聞</title>",
            f'<meta name="description" content="{esc(self.lede(doc) if doc.is_article else doc.title)}">',
            '<meta name="keywords" content="潮岬新聞,串本,紀南,和歌山,ニュース">',
            f'<link rel="canonical" href="{esc(url)}">',
            f'<meta property="og:title" content="{esc(title)}">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            f'<meta property="og:url" content="{esc(url)}">',
            '<meta property="og:site_name" content="潮岬新聞">',
            '<meta name="twitter:card" content="summary_large_image">',
        ]
        mode = doc.extra.get("ld")
        if doc.is_article and mode:
            if mode in ("jst", "utc"):
                author: object = [{"@type": "Person", "name": a} for a in doc.authors] or {
                    "@type": "Organization",
                    "name": "潮岬新聞社",
                }
            elif mode == "wire":
                author = {"@type": "Organization", "name": "共同通信"}
            else:
                author = {"@type": "Organization", "name": "潮岬新聞社"}
            ld = {
                "@context": "https://schema.org",
                "@type": "NewsArticle",
                "headline": doc.title,
                "mainEntityOfPage": url,
                "datePublished": doc.iso,
                "dateModified": utc(doc.extra["updated"], 540) if doc.extra.get("updated") else doc.iso,
                "author": author,
                "publisher": {
                    "@type": "Organization",
                    "name": "潮岬新聞社",
                    "logo": {"@type": "ImageObject", "url": f"{ORIGIN}/common/img/logo.png"},
                },
                "image": f"{ORIGIN}/news/img/{doc.path.rsplit('/', 1)[-1].replace('.shtml', '')}.jpg",
            }
            out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        if doc.kind == "video":
            vid = {
                "@context": "https://schema.org",
                "@type": "VideoObject",
                "name": doc.title,
                "description": doc.blocks[0][1],
                "uploadDate": doc.extra["video"],
                "thumbnailUrl": f"{ORIGIN}/movie/img/20261203_01.jpg",
                "contentUrl": f"{ORIGIN}/movie/mp4/20261203_01.mp4",
            }
            out.append(f'<script type="application/ld+json">{json.dumps(vid, ensure_ascii=False)}</script>')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f"<li>{self.a(k, t, 'nav')}</li>"
            for k, t in (
                ("home", "トップ"),
                ("kinan", "紀南"),
                ("/news/jiken/", "事件・事故"),
                ("/news/sports/", "スポーツ"),
                ("/news/zenkoku/", "全国・国際"),
                ("/column/", "論説・コラム"),
                ("koyomi", "暦"),
                ("/movie/", "動画"),
                ("/okuyami/", "おくやみ"),
            )
        )
        ranking = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>"
            for k in ["fire", "rocket", "soccer", "feature", "kyodo"]
        )
        return f"""<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" lang="ja" xml:lang="ja">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=Shift_JIS" />
<meta http-equiv="Content-Style-Type" content="text/css" />
<meta name="viewport" content="width=device-width,initial-scale=1" />
{self.head(doc)}
<link rel="stylesheet" href="{self.href("/common/css/base.css")}" type="text/css" />
<style type="text/css">/*PAD*/</style>
<script type="text/javascript" src="{self.href("/common/js/jquery-1.12.4.min.js")}"></script>
<script type="text/javascript">var _sms_page={{"type":"{"article" if doc.is_article else doc.kind}","id":"{doc.key}"}};</script>
</head>
<body id="{"articlePage" if doc.is_article else doc.kind + "Page"}">
<div id="wrapper">
<div id="header"><div class="headerDate">{jdate("2026-12-05")}（土）　<span class="weather">串本　晴れ　18℃／10℃</span></div>
<p class="logo"><a href="{self.href("home")}"><img src="{self.href("/common/img/logo.png")}" alt="潮岬新聞" width="240" height="48" /></a><span class="logoText">潮岬新聞</span></p>
<div class="headerLink"><a href="{self.href("/koudoku/")}">購読申し込み</a>｜<a href="{self.href("/denshi/")}">電子版</a>｜<a href="{self.href("/company/")}">会社案内</a></div>
<form class="headerSearch" action="{self.href("/search/")}" method="get" accept-charset="Shift_JIS"><input type="text" name="q" /><input type="submit" value="検索" /></form></div>
<ul id="gNav">{nav}</ul>
<div class="adArea adTop"><script type="text/javascript">document.write('<scr'+'ipt src="https://ad.shiomisaki-np.test/js/ad.js?slot=top"></scr'+'ipt>');</script></div>
<div id="contents"><div class="mainContents">
{main}
</div>
<div class="sideContents"><div class="adArea adSide"></div>
<div class="ranking"><h2>アクセスランキング</h2><ol>{ranking}</ol></div>
<div class="sideBox"><h2>特集・キーワード</h2><ul><li>{self.a("keyword", KEYWORD, "aside")}</li><li><a href="{self.href("/keyword/rocket/")}">ロケット</a></li><li><a href="{self.href("/keyword/maguro/")}">近大マグロ</a></li></ul><p class="hotWord">注目ワード：{self.a("search", QUERY, "aside")}　<a href="{self.href("/search/?q=%94%92%95%6C")}">白浜</a></p></div>
<div class="sideBox"><h2>暦</h2><p>{self.a("koyomi", "きょうの暦：旧暦１０月２７日　赤口", "aside")}</p></div></div></div>
<div id="footer"><ul class="footerNav"><li><a href="{self.href("/company/")}">会社案内</a></li><li><a href="{self.href("/privacy/")}">個人情報保護方針</a></li><li><a href="{self.href("/link/")}">リンクについて</a></li><li><a href="{self.href("/contact/")}">お問い合わせ</a></li><li><a href="{self.href("/rss/")}">RSS</a></li></ul>
<p class="address">潮岬新聞社　〒649-3502　和歌山県東牟婁郡串本町潮岬２０００番地の１　ＴＥＬ０７３５（６２）１２３４</p>
<p class="copyright">掲載の記事・写真・図表など無断転載を禁止します。著作権は潮岬新聞社またはその情報提供者に帰属します。Copyright (C) The Shiomisaki Shimbun. All rights reserved.</p></div>
<div id="cookieBanner">当サイトでは、利便性の向上と利用状況の分析のためにCookieを使用しています。<a href="{self.href("/privacy/")}">詳しくはこちら</a><button type="button">同意する</button></div>
</div>
<script type="text/javascript" src="{self.href("/common/js/common.js")}"></script>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        if doc.extra.get("column"):
            date = md(doc.stamp)
            head = f'<p class="columnName">{esc(doc.extra["column"])}</p>'
        else:
            date = jdate(doc.stamp, doc.extra.get("paren", True))
            head = ""
        if doc.extra.get("updated"):
            date += f"　（{jdate(doc.extra['updated'], False)} 更新）"
        flash = f'<span class="flash">{esc(doc.extra["flash"])}</span>' if doc.extra.get("flash") else ""
        series = f'<p class="series">{esc(doc.extra["series"])}</p>' if doc.extra.get("series") else ""
        credit = f'<p class="credit">{esc(doc.extra["credit_top"])}</p>' if doc.extra.get("credit_top") else ""
        sign = f'<p class="reporter">{esc(doc.extra["sign"])}</p>' if doc.extra.get("sign") else ""
        wire = '<p class="wireCredit">共同通信</p>' if doc.extra.get("ld") == "wire" else ""
        extra_rel = ""
        if doc.key == "rocket":
            extra_rel = f"<li>{self.a('gone', '串本の発射場、見学場を拡張へ（１１月）', 'related')}</li><li>{self.a('video', self.docs['video'].title, 'related')}</li>"
        elif doc.key == "column":
            extra_rel = (
                f"<li>{self.a('archive', '熊野古道の石畳、台風被害から復旧（２０１９年１１月）', 'related')}</li>"
            )
        rel = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'related')}</li>" for k in [k for k in ARTS if k != doc.key][:4]
        )
        u = quote(self.url(doc.key), safe="")
        if doc.extra.get("column"):
            sign += f'<p class="writerLink">筆者：{self.a("writer", "松本健一", "byline")}（論説委員）</p>'
        kw = (
            f'<div class="keywords">キーワード：{self.a("keyword", KEYWORD, "tag")}</div>'
            if doc.key in ("column", "archive")
            else ""
        )
        return f"""<div id="article">
<p class="category">{esc(doc.section)}</p>
{head}{series}<h1 class="ttl">{flash}{esc(doc.title)}</h1>
<p class="date">{date}</p>
{wire}{credit}
<div class="snsBtn"><a href="https://twitter.com/share?url={u}">ポスト</a><a href="https://www.facebook.com/share.php?u={u}">シェア</a><a href="https://social-plugins.line.me/lineit/share?url={u}">LINE</a></div>
<div class="articleBody">
{self.blocks(doc)}
{sign}
</div>
{kw}
<div class="adArea adArticle"></div>
<div class="relNews"><h2>関連記事</h2><ul>{extra_rel}{rel}</ul></div>
</div>"""

    def listing_main(self, doc: Doc) -> str:
        items = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            when = (md(d.stamp) + " " + d.stamp.split()[1]) if d.is_article else "動画"
            items.append(
                f'<li><span class="thumb"><img src="{self.href("/news/img/thumb/" + k + ".jpg")}" alt="" /></span>{self.a(k, d.title, "content")}<span class="listDate">{when}</span></li>'
            )
        head = f'<h1 class="pageTtl">{esc(doc.title)}</h1>'
        extra = ""
        if doc.kind == "home":
            head = '<h1 class="pageTtl hidden">潮岬新聞　ニュース</h1>'
            extra = f'<div class="homeBox"><h2>暦・動画</h2><ul><li>{self.a("koyomi", "きょうの暦", "content")}</li><li>{self.a("video", self.docs["video"].title, "content")}</li></ul><p class="more">{self.a("kinan", "紀南ニュース一覧へ", "content")}</p></div>'
        elif doc.kind == "author":
            head = f'<div class="writerProf"><img src="{self.href("/writer/img/matsumoto.jpg")}" alt="" width="90" height="90" /><p class="role">論説委員</p><h1 class="pageTtl">{esc(doc.title)}</h1><p>{esc(doc.extra["bio"])}</p></div>'
            extra = f'<ul class="newsList"><li><a href="{self.href("/column/shiokaze/202611/0019871220.shtml")}">潮風（１１月２７日）　ミカンの色づき</a></li><li><a href="{self.href("/column/shiokaze/202611/0019869870.shtml")}">潮風（１１月２０日）　串本の星空</a></li></ul>'
        elif doc.kind == "search":
            head = f'<h1 class="pageTtl">{esc(doc.title)}</h1><p class="hits">２件見つかりました</p>'
        elif doc.kind == "not-found":
            head = f'<h1 class="pageTtl">{esc(doc.title)}</h1><p class="notFound">{esc(doc.blocks[0][1])}</p><p>{self.a("home", "トップページへ戻る", "content")}</p><h2>最新ニュース</h2>'
        pager = ""
        if doc.key == "kinan":
            pager = f'<div class="pager"><span class="current">1</span>{self.a("kinan2", "2", "pagination")}<a href="{self.href("/news/kinan/index_3.shtml")}">3</a>{self.a("kinan2", "次へ＞", "pagination")}</div>'
        elif doc.key == "kinan2":
            pager = f'<div class="pager">{self.a("kinan", "＜前へ", "pagination")}{self.a("kinan", "1", "pagination")}<span class="current">2</span><a href="{self.href("/news/kinan/index_3.shtml")}">3</a></div>'
        return f'<div class="listArea">{head}<ul class="newsList">{"".join(items)}</ul>{extra}{pager}</div>'

    def service_main(self, doc: Doc) -> str:
        html = self.blocks(doc)
        if doc.kind == "video":
            return f'<div id="movie"><h1 class="ttl">{esc(doc.title)}</h1><p class="date">{jdate("2026-12-03 17:00")}</p><div class="player"><video controls="controls" poster="{self.href("/movie/img/20261203_01.jpg")}" width="640" height="360"><source src="{self.href("/movie/mp4/20261203_01.mp4")}" type="video/mp4" /></video></div>{html}<p>{self.a("rocket", "関連記事：" + self.docs["rocket"].title, "content")}</p></div>'
        html = html.replace('<table class="data">', '<table class="koyomiTbl">')
        return f'<div id="koyomi"><h1 class="pageTtl">{esc(doc.title)}</h1>\n{html}\n</div>'
