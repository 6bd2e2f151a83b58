# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; Armenian full stop and comma are punctuation, not typos)
"""Araratyan Lratu: an Armenian publication on a Medium-like hosted platform with a custom domain (English UI
around Armenian texts, `pw-post-title`/`pw-post-body-paragraph`, `data-testid` attributes, posts at
/<slug>-<12 hex>, /archive and /archive/YYYY/MM, /tagged/<tag>, /@handle author pages, "N min read", claps,
member-only paywall, relative dates for recent posts), UTF-8. Honest metadata: og:type=article,
article:published_time and NewsArticle JSON-LD on posts only; og:type=website / profile elsewhere."""

from __future__ import annotations

import json

from common import Base, page, story
from sitekit import Doc, css_rules, esc

P_CM = '<p class="cm">'
C_TITLE = 'data-testid="postPreviewTitle"'
EN_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


def en_date(iso: str) -> str:
    return f"{EN_MONTHS[int(iso[5:7]) - 1]} {int(iso[8:10])}, {iso[:4]}"


class Lratu(Base):
    origin = "https://lratu.test"
    name = "Արարատյան լրատու"
    prefix = "al"
    language = "hy"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "al",
            [
                ".pw-post-title",
                ".pw-post-body-paragraph",
                ".pw-author",
                ".pw-published-date",
                ".ab",
                ".ac",
                ".bh",
                ".ci",
                ".dk",
                ".ep",
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
                "Արարատյան լրատու",
                "medium-publication-home",
                list=["jur", "hartsazruyts", "gini", "karciq", "ayg", "shuka"],
            )
        )
        add(
            page(
                "archive",
                "/archive",
                "section",
                "Archive",
                "medium-publication-archive",
                list=["jur", "hartsazruyts", "gini", "karciq", "ayg"],
                more="archive11",
            )
        )
        add(
            page(
                "archive11",
                "/archive/2026/11",
                "section",
                "Archive: November 2026",
                "medium-archive-month",
                list=["ayg", "dproc", "shuka"],
                prev="archive",
            )
        )
        add(page("tagged", "/tagged/yerevan", "tag", "Yerevan", "medium-tagged", list=["jur", "dproc", "karciq"]))
        add(
            page(
                "author",
                "/@ani.petrosyan",
                "author",
                "Անի Պետրոսյան",
                "medium-profile",
                list=["hartsazruyts", "dproc"],
                bio="Լրագրող, Երևան։ Գրում եմ քաղաքի, ջրի ու տրանսպորտի մասին։",
                followers="1.2K Followers",
            )
        )
        add(
            page(
                "about",
                "/about",
                "about",
                "About Արարատյան լրատու",
                "medium-publication-about",
                [
                    "Արարատյան լրատուն անկախ հրապարակում է, որը գրում է Արարատյան դաշտի համայնքների մասին։ Հիմնադրվել է 2022 թվականին։",
                    "## Editors",
                    "- Դավիթ Հովհաննիսյան, գլխավոր խմբագիր",
                    "- Անի Պետրոսյան, խմբագիր",
                    "Պատմություն ունե՞ք։ Գրեք մեզ կամ կարդացեք [[guidelines|հեղինակների ուղեցույցը]]։",
                ],
            )
        )
        add(
            page(
                "guidelines",
                "/submission-guidelines-7c1d2e3f4a5b",
                "policy",
                "Submission guidelines",
                "medium-guidelines-page",
                [
                    "Last updated: March 2, 2026",
                    "Մենք ընդունում ենք հոդվածներ, որոնք հիմնված են սեփական զրույցների և փաստերի վրա։ Խնդրում ենք չուղարկել արդեն հրապարակված տեքստեր։",
                    "## How to submit",
                    "- Ուղարկեք սևագիրը Medium-ի draft link-ով։",
                    "- Նշեք ձեր հեռախոսը փաստերի ստուգման համար։",
                    "- Պատասխանում ենք երկու շաբաթվա ընթացքում։",
                ],
            )
        )
        add(
            page(
                "newsletter",
                "/newsletters/shabatakan",
                "subscribe",
                "Շաբաթական նամակ",
                "medium-newsletter",
                [
                    "Ամեն ուրբաթ՝ շաբաթվա լավագույն հոդվածները ձեր փոստում։",
                    'RAW:<div class="ab"><button data-testid="newsletterSubscribeButton" class="bh ci">Subscribe</button><p class="ep">By signing up, you will create a Medium account if you don\'t already have one. Review our Privacy Policy for more information about our privacy practices.</p></div>',
                ],
            )
        )
        add(
            page(
                "list",
                "/list/khmbagri-yntrutyun",
                "list",
                "Խմբագրի ընտրությունը",
                "medium-reading-list",
                list=["shuka", "karciq", "ayg"],
                note="3 stories · Curated by Դավիթ Հովհաննիսյան",
            )
        )
        add(
            story(
                "jur",
                "/jury-vor-chi-hasnum-3f9a1c2b7d8e",
                "Ջուրը, որ չի հասնում. Արարատյան դաշտի ձկնաբուծարանները և գյուղերը",
                "2026-12-01",
                "2026-12-01T09:30:00+04:00",
                en_date("2026-12-01"),
                ["Անի Պետրոսյան", "Դավիթ Հովհաննիսյան"],
                [
                    "Ամեն առավոտ Մարգարը բացում է ծորակը և սպասում։ Ջուրը գալիս է կես ժամով, հետո անհետանում մինչև հաջորդ օրը։",
                    "Գյուղացիները պնդում են, որ ստորերկրյա ջուրը սպառվում է ձկնաբուծարանների պատճառով։ Տնտեսությունների սեփականատերերը պատասխանում են, որ իրենք գործում են թույլտվությունների սահմաններում։",
                    "## Թվեր",
                    "Վերջին տասը տարում հորերի թիվը դաշտում գրեթե կրկնապատկվել է։ Մեր զրուցակից երկրաբանի խոսքով՝ շատ հորեր գրանցված չեն։",
                    "Համայնքի ղեկավարը խոստանում է գարնանը նոր ջրագիծ։ Մինչ այդ գյուղը ապրում է ծորակի կես ժամով։",
                ],
                "medium-post-credit-line-two-authors",
                poster="Արարատյան լրատու",
                lead_credit="Տեքստը՝ Անի Պետրոսյան և Դավիթ Հովհաննիսյան",
            )
        )
        add(
            story(
                "hartsazruyts",
                "/hartsazruyts-haci-varpeti-het-81b2c3d4e5f6",
                "«Հացը շտապել չի սիրում». զրույց թոնրի վարպետի հետ",
                "2026-11-30",
                "2026-11-30T18:00:00+04:00",
                en_date("2026-11-30"),
                ["Անի Պետրոսյան"],
                [
                    "Սուսաննա Գրիգորյանը երեսուն տարի լավաշ է թխում Արտաշատի շուկայի կողքի փոքր թոնրատանը։",
                    "Q: Ինչո՞վ է տարբերվում այսօրվա լավաշը երեսուն տարի առաջվանից։ || Ալյուրն է փոխվել, ձեռքերը՝ ոչ։ Խմորը նույնն է, բայց հիմա ավելի արագ են ուզում։",
                    "Q: Ո՞վ է գալիս սովորելու։ || Աղջիկներ, երբեմն տղաներ։ Բայց քչերն են մնում, որովհետև աշխատանքը ծանր է ու շոգ։",
                    "Q: Ի՞նչ խորհուրդ կտաք։ || Հացը շտապել չի սիրում։ Եթե շտապես, կպչում է ու չի փքվում։",
                ],
                "medium-post-qa",
                poster="Անի Պետրոսյան",
            )
        )
        add(
            story(
                "gini",
                "/artashati-gini-nor-berqi-tari-a1b2c3d4e5f7",
                "Նոր բերքի գինին. ինչ է փոխվել Արտաշատի մառաններում",
                "2026-12-01",
                "2026-12-01T12:00:00+04:00",
                "2 days ago",
                ["Նարեկ Սարգսյան"],
                [
                    "Այս աշնանը խաղողը հավաքվեց երկու շաբաթ շուտ։ Գինեգործները դա կապում են ամռան շոգի հետ։",
                    "Փոքր մառանները նոր տեսակներ են փորձում՝ հին տեղական սորտերից։ Նրանցից մեկը ասում է, որ գնորդները հիմա ավելի շատ են հարցնում խաղողի ծագման մասին։",
                ],
                "medium-post-member-only-relative-date",
                poster="Նարեկ Սարգսյան",
                member=True,
            )
        )
        add(
            story(
                "karciq",
                "/qaghaqy-aranc-mayti-6e5d4c3b2a19",
                "Քաղաքը՝ առանց մայթի",
                "2026-11-28",
                "2026-11-28T08:45:00+04:00",
                en_date("2026-11-28"),
                ["Լիլիթ Ավետիսյան"],
                [
                    "Երևանի նոր թաղամասերում մայթը հաճախ ավարտվում է մի կայանատեղիով կամ ցանկապատով։ Մանկասայլակով քայլողը դուրս է գալիս փողոց։",
                    "Քաղաքը պետք է որոշի, թե ում համար է կառուցում։ Մեքենան կարող է շրջանցել, երեխան՝ ոչ։",
                    "Կառուցապատողից պետք է պահանջել մայթ նույն խստությամբ, ինչ կայանատեղի։",
                ],
                "medium-post-opinion-bio",
                poster="Լիլիթ Ավետիսյան",
                bio="Լիլիթ Ավետիսյանը քաղաքաշինարար է։ Կարծիքները հեղինակինն են։",
            )
        )
        add(
            story(
                "ayg",
                "/ayginery-dzmerum-lusankarner-0f1e2d3c4b5a",
                "Այգիները ձմռանը. լուսանկարներ",
                "2026-11-27",
                "2026-11-27T15:30:00+04:00",
                en_date("2026-11-27"),
                ["Արամ Մկրտչյան"],
                [
                    "FIG: Ծածկված խաղողի վազեր | Վազերը թաղում են հողով մինչև ցրտերը։",
                    "FIG: Ծիրանենիներ մառախուղում | Առավոտյան մառախուղ այգիներում։",
                    "Նոյեմբերի վերջին այգեգործները պատրաստում են ծառերը ձմռանը։",
                ],
                "medium-post-photo-essay",
                poster="Արամ Մկրտչյան",
            )
        )
        add(
            story(
                "shuka",
                "/shukayi-verjin-tonavachary-5a4b3c2d1e0f",
                "Շուկայի վերջին տոնավաճառը մինչև վերանորոգումը",
                "2026-11-29",
                "2026-11-29T11:10:00+04:00",
                en_date("2026-11-29"),
                ["Դավիթ Հովհաննիսյան"],
                [
                    "Մասիսի ծածկած շուկան փակվում է վերանորոգման։ Կիրակի օրը վաճառողները վերջին անգամ դասավորեցին իրենց սեղանները հին տանիքի տակ։",
                    "Վերանորոգումը կտևի մեկ տարի։ Այդ ընթացքում առևտուրը կտեղափոխվի կայարանի մոտ ժամանակավոր տաղավարներ։",
                ],
                "medium-post-correction",
                poster="Դավիթ Հովհաննիսյան",
                correction="Ուղղում. նախորդ տարբերակում սխալմամբ գրված էր, որ վերանորոգումը կտևի երկու տարի։",
            )
        )
        add(
            story(
                "dproc",
                "/dprocy-erku-hertapokhov-9b8a7c6d5e4f",
                "Դպրոցը երկու հերթափոխով",
                "2026-11-26",
                "2026-11-26T10:00:00+04:00",
                en_date("2026-11-26"),
                ["Անի Պետրոսյան"],
                [
                    "Արարատ քաղաքի թիվ 3 դպրոցը երկրորդ տարին է, ինչ աշխատում է երկու հերթափոխով։ Դասերը ավարտվում են երեկոյան յոթին։",
                    "Ծնողները ասում են, որ երեխաները ձմռանը տուն են վերադառնում մթության մեջ։ Նոր մասնաշենքի շինարարությունը պետք է սկսվի գարնանը։",
                ],
                "medium-post-only-in-archive-month",
                poster="Անի Պետրոսյան",
            )
        )

    # ---- templates -------------------------------------------------------------------------------
    def frame(self, doc: Doc, main: str) -> str:
        a = self.a
        if doc.is_article:
            ld = {"@context": "http://schema.org", "@type": "NewsArticle", "url": self.url(doc.key), "name": doc.title, "headline": doc.title,
                  "datePublished": doc.iso, "dateModified": doc.iso, "author": {"@type": "Person", "name": doc.extra["poster"]},
                  "publisher": {"@type": "Organization", "name": self.name}, "isAccessibleForFree": not doc.extra.get("member")}  # fmt: skip
            head = f'<meta property="og:type" content="article">\n<meta property="article:published_time" content="{doc.iso}">\n<meta name="author" content="{esc(doc.extra["poster"])}">\n<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>'
        else:
            head = f'<meta property="og:type" content="{"profile" if doc.kind == "author" else "website"}">'
        title = (
            doc.title
            if doc.key == "home"
            else f"{doc.title} | by {doc.extra['poster']} | {self.name}"
            if doc.is_article
            else f"{doc.title} – {self.name}"
        )
        return f"""<!doctype html><html lang="en"><head><title>{esc(title)}</title><meta data-rh="true" charset="utf-8"><meta data-rh="true" name="viewport" content="width=device-width,minimum-scale=1,initial-scale=1,maximum-scale=1">
<meta data-rh="true" property="og:site_name" content="{esc(self.name)}"><meta data-rh="true" property="og:title" content="{esc(doc.title)}"><meta data-rh="true" property="og:url" content="{self.url(doc.key)}">
{head}
<link data-rh="true" rel="canonical" href="{self.url(doc.key)}">
<style type="text/css" data-fela-rehydration="512" data-fela-type="STATIC">/*PAD*/</style>
</head><body><div id="root"><div class="a b c"><div class="d e f g h i j k"></div>
<div class="l c"><div class="l m n o c"><div class="p q r s t u v w x i d y z"><div class="ab ac ad ae af ag ah ai aj ak al am">
{a("home", self.name, "chrome:header", 'data-testid="publicationLogo"', '<img alt="' + esc(self.name) + '" class="an" src="/v2/resize:fit:400/lratu-logo.png" width="200" height="40">')}
</div><div class="ao ap"><div class="aq ar">{a("archive", "Archive", "chrome:nav")}</div><div class="aq ar">{a("tagged", "Երևան", "chrome:nav")}</div><div class="aq ar">{a("about", "About", "chrome:nav")}</div><div class="aq ar">{a("newsletter", "Newsletter", "chrome:nav")}</div>
<div class="aq ar"><a href="https://medium.test/m/signin?operation=register&amp;redirect=https%3A%2F%2Flratu.test%2F">Sign up</a></div><div class="aq ar"><a href="https://medium.test/m/signin?redirect=https%3A%2F%2Flratu.test%2F">Sign in</a></div></div></div></div></div>
<main class="as">
{main}
</main>
<footer class="bv bw"><div class="bx by"><a href="https://help.medium.test/">Help</a><a href="https://medium.test/statuspage">Status</a>{a("about", "About", "chrome:footer")}<a href="https://medium.test/jobs-at-medium">Careers</a><a href="https://blog.medium.test/">Blog</a><a href="https://policy.medium.test/privacy">Privacy</a><a href="https://policy.medium.test/terms">Terms</a></div></footer>
</div></div>
<script>window.__BUILD_ID__="main-20261201-120000-7f3a2b1c9d";window.__GRAPHQL_URI__="https://lratu.test/_/graphql";</script>
</body></html>
"""

    def story_main(self, doc: Doc) -> str:
        a = self.a
        poster = doc.extra["poster"]
        pa = (
            a("author", poster, "byline", 'data-testid="authorName"')
            if poster == "Անի Պետրոսյան"
            else f'<a data-testid="authorName" href="/@{len(poster)}">{esc(poster)}</a>'
        )
        lead = (
            f'<p class="pw-post-body-paragraph ep ek"><em>{esc(doc.extra["lead_credit"])}</em></p>'
            if doc.extra.get("lead_credit")
            else ""
        )
        member = ""
        if doc.extra.get("member"):
            member = '<div class="ci"><span class="dk">Member-only story</span></div>'
        tail = []
        if doc.extra.get("member"):
            tail.append(
                '<div class="paywall"><h2 class="el">Create an account to read the full story.</h2><p>The author made this story available to Medium members only.</p><a href="https://medium.test/m/signin?operation=register">Sign up</a></div>'
            )
        if doc.extra.get("bio"):
            tail.append(f'<p class="pw-post-body-paragraph ep ek"><em>{esc(doc.extra["bio"])}</em></p>')
        if doc.extra.get("correction"):
            tail.append(f'<p class="pw-post-body-paragraph ep ek"><strong>{esc(doc.extra["correction"])}</strong></p>')
        body = self.blocks(
            doc,
            p_tag='<p class="pw-post-body-paragraph ep ek el em en">',
            fig=lambda alt, cap: (
                f'<figure class="fa fb"><div class="fc"><picture><img alt="{esc(alt)}" class="bh fd" src="/v2/resize:fit:1400/{len(alt)}.jpeg" width="700" height="467"></picture></div><figcaption class="fe fg" data-selectable-paragraph="">{esc(cap)}</figcaption></figure>'
            ),
        )
        more = "".join(
            f'<div class="gh">{a(k, self.docs[k].title, "chrome:related")}</div>'
            for k in ["jur", "karciq", "ayg", "shuka"]
            if k != doc.key
        )
        return f"""<article><div class="l"><div class="l"><section><div class="dl dm dn do dp"><div class="ab ca"><div class="ch bg fu fv fw fx">
{member}
<div><h1 id="{len(doc.path):x}" class="pw-post-title gz ha hb bf hc hd he hf hg" data-testid="storyTitle" data-selectable-paragraph="">{esc(doc.title)}</h1></div>
<div class="hm"><div class="speechify-ignore ab cp"><div class="ab q">
<div class="ab"><img alt="{esc(poster)}" class="l fb by dd de cx" src="/v2/resize:fill:88:88/{len(poster)}.jpeg" width="44" height="44"></div>
<div class="bm bg l"><div class="ab"><span class="pw-author bf b bg z bk">{pa}</span> · <button class="fk">Follow</button></div>
<div class="ab ae"><span class="bf b bg z dx">published in {a("home", self.name, "byline", 'data-testid="publicationName"')}</span></div>
<div class="ab ae"><span class="bf b bg z dx"><span data-testid="storyReadTime">{max(2, len(doc.body) // 300)} min read</span> · <span class="pw-published-date" data-testid="storyPublishDate">{esc(doc.stamp)}</span></span></div></div>
</div></div></div>
<div class="ab cp ft"><button data-testid="headerClapButton" aria-label="clap">214</button> <button aria-label="responses">9</button> <button aria-label="Share">Share</button></div>
{lead}
{body}
{"".join(tail)}
</div></div></div></section></div></div>
<div class="fz"><div class="ga">Tags: {a("tagged", "Yerevan", "tags")} <a href="/tagged/armenia">Armenia</a> <a href="/tagged/environment">Environment</a></div></div>
<div class="gb"><h2 class="gc">More from {esc(self.name)}</h2>{more}</div>
</article>"""

    def listing_main(self, doc: Doc) -> str:
        out = []
        if doc.key == "home":
            out.append(
                f'<section class="bz"><h2 class="ca">Արարատյան դաշտի պատմություններ՝ գյուղերից և քաղաքներից։</h2><p>{self.a("newsletter", "Բաժանորդագրվեք", "content")} շաբաթական նամակին։ Կարդացեք նաև {self.a("list", "Խմբագրի ընտրությունը", "content")}։</p></section><h2 class="cb">Latest</h2>'
            )
        else:
            out.append(f'<h1 class="cc">{esc(doc.title)}</h1>')
        if doc.extra.get("bio"):
            out.append(
                f'<p class="cd">{esc(doc.extra["bio"])}</p><p class="ce">{esc(doc.extra["followers"])}</p><button>Follow</button>'
            )
        if doc.extra.get("note"):
            out.append(f'<p class="ce">{esc(doc.extra["note"])}</p>')
        for k in doc.extra["list"]:
            d = self.docs[k]
            out.append(
                f'<article class="cf" data-testid="post-preview"><div class="cg"><span class="ch">{esc(d.extra["poster"])}</span></div>{self.a(k, d.title, "content", C_TITLE, "<h2>" + esc(d.title) + "</h2>")}<h3 class="ci">{esc(self.lede(d))}</h3><div class="cj"><span>{esc(d.stamp)}</span> · <span>{max(2, len(d.body) // 300)} min read</span></div></article>'
            )
        if doc.extra.get("more"):
            out.append(
                f'<div class="ck">Archive: {self.a(doc.extra["more"], "November 2026", "content")} · <a href="/archive/2026/10">October 2026</a></div>'
            )
        if doc.extra.get("prev"):
            out.append(
                f'<div class="ck">{self.a(doc.extra["prev"], "All stories", "content")} · <a href="/archive/2026/12">December 2026</a></div>'
            )
        return "\n".join(out)

    def service_main(self, doc: Doc) -> str:
        return f'<div class="cl"><h1 class="cc">{esc(doc.title)}</h1>{self.blocks(doc, p_tag=P_CM)}</div>'
