# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines in their own scripts)
"""सह्याद्री वार्ता: a Marathi district daily on Wagtail (Django): StreamField `block-*` divs, image renditions
(/media/images/<name>.width-800.jpg), /<section>/<slug>/ pages, ?page=2, /search/?query=. Dates printed in
Devanagari digits; og:type=article and article:published_time in UTC on stories only (honest, but UTC)."""

from __future__ import annotations

from datetime import datetime, timedelta

from common import Base, page, story
from sitekit import Doc, css_rules, esc

DIGITS = str.maketrans("0123456789", "०१२३४५६७८९")
MONTHS = ["जानेवारी", "फेब्रुवारी", "मार्च", "एप्रिल", "मे", "जून", "जुलै", "ऑगस्ट", "सप्टेंबर", "ऑक्टोबर", "नोव्हेंबर", "डिसेंबर"]
NAV_LINK = 'class="nav-link"'
IST = timedelta(hours=5, minutes=30)


def mr_stamp(local: str) -> str:
    d = datetime.fromisoformat(local)
    return f"{d.day} {MONTHS[d.month - 1]} {d.year}, {d:%H:%M}".translate(DIGITS)


def news(
    key: str, slug: str, local: str, title: str, authors: list[str], lines: list[str], shape: str, **extra: object
) -> Doc:
    """`local` is the IST time; the page's machine date is written in UTC."""
    utc = (datetime.fromisoformat(local) - IST).strftime("%Y-%m-%dT%H:%M:%SZ")
    sec = str(extra.get("sec", "pune"))
    return story(key, f"/{sec}/{slug}/", title, local[:10], utc, mr_stamp(local), authors, lines, shape, **extra)


class Sahyadri(Base):
    origin = "https://www.sahyadrivarta.test"
    name = "सह्याद्री वार्ता"
    prefix = "sv"
    language = "mr"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "sv",
            [
                ".block-paragraph",
                ".block-heading",
                ".block-image",
                ".story-card",
                ".navbar",
                ".sidebar",
                "footer .container",
                ".byline",
            ],
            250,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "सह्याद्री वार्ता",
                "wagtail-home",
                list=["nikal", "dharan", "pmpml", "bazar", "shala"],
            )
        )
        add(
            page(
                "pune",
                "/pune/",
                "section",
                "पुणे",
                "wagtail-index",
                list=["nikal", "dharan", "pmpml", "shala", "vritta"],
                more="pune2",
            )
        )
        add(
            page(
                "pune2", "/pune/?page=2", "section", "पुणे", "wagtail-index-page-2", list=["killa", "bazar"], prev="pune"
            )
        )
        add(page("rashi", "/rashibhavishya/", "horoscope", "आजचे राशीभविष्य", "horoscope"))
        add(page("bhav", "/bajarbhav/", "markets", "आजचे बाजारभाव", "mandi-rates"))
        add(page("nikalpage", "/nivadnuk-2026/nikal/", "results", "महापालिका निवडणूक निकाल २०२६", "election-results"))
        add(
            page(
                "shodh",
                "/search/?query=%E0%A4%A7%E0%A4%B0%E0%A4%A3",
                "search",
                "शोध",
                "wagtail-search",
                list=["dharan", "pmpml"],
            )
        )
        add(
            page(
                "lekhak",
                "/lekhak/amol-deshpande/",
                "author",
                "अमोल देशपांडे",
                "author-page",
                list=["nikal", "dharan", "killa"],
            )
        )
        add(
            page(
                "amhi",
                "/amchyavishayi/",
                "about",
                "आमच्याविषयी",
                "staff-bios",
                lines=[
                    "सह्याद्री वार्ता हे १९७२ पासून प्रकाशित होणारे पुणे जिल्ह्यातील दैनिक आहे.",
                    "## संपादक",
                    "विजय गोखले हे गेली पंचवीस वर्षे पत्रकारितेत आहेत. ते २०१८ पासून संपादक आहेत.",
                    "## वृत्तसंपादक",
                    "स्नेहा कुलकर्णी शहर आणि शिक्षण विषयांचे वार्तांकन सांभाळतात.",
                    "## कार्यालय",
                    "सह्याद्री वार्ता, ४१२ शनिवार पेठ, पुणे ४११०३०.",
                ],
            )
        )
        add(
            page(
                "gopaniyata",
                "/gopaniyata-dhoran/",
                "policy",
                "गोपनीयता धोरण",
                "privacy-updated",
                lines=[
                    "अखेरचे अद्ययावत: १० जानेवारी २०२६",
                    "आम्ही वाचकांची माहिती फक्त वृत्तपत्र वितरण आणि ई-पेपर सदस्यत्वासाठी वापरतो.",
                    "## कुकीज",
                    "या संकेतस्थळावर आवश्यक कुकीज आणि तुमच्या संमतीने वाचकसंख्या मोजणाऱ्या कुकीज वापरल्या जातात.",
                    "## संपर्क",
                    "माहितीबाबत तक्रार असल्यास privacy@sahyadrivarta.test वर लिहा.",
                ],
            )
        )
        add(
            page(
                "samparka",
                "/samparka/",
                "contact",
                "संपर्क",
                "contact",
                lines=[
                    "मुख्य कार्यालय: ४१२ शनिवार पेठ, पुणे ४११०३०",
                    "दूरध्वनी: ०२० २४४५ ६७८९",
                    "बातमी किंवा छायाचित्र पाठवण्यासाठी: batmi@sahyadrivarta.test",
                ],
            )
        )
        add(
            news(
                "nikal",
                "prabhag-nivadnuk-nikal-vishleshan",
                "2026-12-02T07:45:00",
                "प्रभाग निकालांचा अर्थ: नव्या चेहऱ्यांना संधी",
                ["अमोल देशपांडे", "स्नेहा कुलकर्णी"],
                [
                    "महापालिका निवडणुकीच्या निकालांनी शहराच्या राजकारणात मोठा बदल घडवला आहे. ८४ जागांपैकी ३१ जागांवर पहिल्यांदाच निवडून आलेले उमेदवार विजयी झाले.",
                    "पूर्व भागातील प्रभागांमध्ये अपक्ष उमेदवारांनी चांगली कामगिरी केली. पाणीपुरवठा आणि रस्त्यांचे प्रश्न प्रचारात केंद्रस्थानी होते.",
                    "## महिलांची संख्या वाढली",
                    "या वेळी ४६ महिला नगरसेविका निवडून आल्या आहेत, जी आतापर्यंतची सर्वाधिक संख्या आहे.",
                    "संपूर्ण आकडेवारी [[nikalpage|प्रभागनिहाय निकाल]] या पानावर पाहता येईल.",
                ],
                "analysis-two-authors-split-page-1",
                sec="pune",
                split=True,
            )
        )
        add(
            news(
                "dharan",
                "khadakwasla-dharan-pani-satha",
                "2026-12-02T01:20:00",
                "खडकवासला धरणसाखळीत ८१ टक्के पाणीसाठा",
                ["अमोल देशपांडे"],
                [
                    "खडकवासला धरणसाखळीतील चारही धरणांमध्ये मिळून सध्या ८१ टक्के पाणीसाठा आहे, असे जलसंपदा विभागाने सांगितले.",
                    "गेल्या वर्षी याच दिवशी हा साठा ७४ टक्के होता. त्यामुळे उन्हाळ्यात पाणीकपात होण्याची शक्यता कमी आहे.",
                    "मात्र शहराची लोकसंख्या वाढत असल्याने दीर्घकालीन नियोजन आवश्यक असल्याचे तज्ज्ञांचे म्हणणे आहे.",
                ],
                "news-published-after-midnight-ist-utc-previous-day",
                sec="pune",
            )
        )
        add(
            news(
                "pmpml",
                "pmpml-navya-electric-bus",
                "2026-12-03T09:10:00",
                "पीएमपीएमएलच्या ताफ्यात १५० नव्या ई-बस",
                ["स्नेहा कुलकर्णी"],
                [
                    "पुणे महानगर परिवहन महामंडळाच्या ताफ्यात जानेवारीपासून १५० नव्या इलेक्ट्रिक बस दाखल होणार आहेत.",
                    "या बस हिंजवडी, खराडी आणि हडपसर मार्गांवर धावतील. यासाठी तीन नवे चार्जिंग डेपो उभारले जात आहेत.",
                    "प्रवासी संघटनांनी या निर्णयाचे स्वागत केले असले तरी बस थांब्यांवरील सुविधांकडेही लक्ष द्यावे, अशी मागणी केली आहे.",
                ],
                "news-relative-and-absolute-updated",
                sec="pune",
                relative="३ तासांपूर्वी",
                updated="2026-12-03T11:30:00",
            )
        )
        add(
            news(
                "vritta",
                "mahamargavar-apghat",
                "2026-12-02T22:15:00",
                "द्रुतगती मार्गावर ट्रक उलटला; वाहतूक विस्कळीत",
                [],
                [
                    "मुंबई-पुणे द्रुतगती मार्गावर खंडाळा घाटात मंगळवारी रात्री एक ट्रक उलटल्याने दोन तास वाहतूक विस्कळीत झाली. कोणीही जखमी झाले नाही.",
                    "महामार्ग पोलिसांनी क्रेनच्या साहाय्याने ट्रक बाजूला केला.",
                ],
                "brief-agency",
                sec="pune",
                credit="(वृत्तसंस्था)",
            )
        )
        add(
            news(
                "shala",
                "zp-shala-digital-varg",
                "2026-11-30T16:00:00",
                "जिल्हा परिषदेच्या २०० शाळांमध्ये डिजिटल वर्ग",
                ["स्नेहा कुलकर्णी"],
                [
                    "पुणे जिल्हा परिषदेच्या २०० शाळांमध्ये या शैक्षणिक वर्षात डिजिटल वर्ग सुरू होणार आहेत.",
                    "प्रत्येक वर्गात एक स्मार्ट बोर्ड आणि दहा टॅबलेट दिले जातील. शिक्षकांसाठी दोन आठवड्यांचे प्रशिक्षण डिसेंबरमध्ये होईल.",
                    "मात्र अनेक दुर्गम शाळांमध्ये अजूनही वीजपुरवठा नियमित नाही, याकडे शिक्षक संघटनेने लक्ष वेधले आहे.",
                ],
                "news-correction-appended",
                sec="pune",
                correction="दुरुस्ती: या बातमीच्या आधीच्या आवृत्तीत शाळांची संख्या २५० अशी चुकीची छापली गेली होती.",
            )
        )
        add(
            news(
                "bazar",
                "bhajipala-dar-ghasaran",
                "2026-11-29T11:00:00",
                "भाजीपाल्याचे दर घसरले; शेतकरी अडचणीत",
                ["अमोल देशपांडे"],
                [
                    "मार्केट यार्डात टोमॅटो आणि कांद्याची आवक वाढल्याने दर निम्म्यावर आले आहेत. टोमॅटोला किलोमागे फक्त सहा रुपये भाव मिळत आहे.",
                    "वाहतूक खर्चही निघत नसल्याने काही शेतकऱ्यांनी माल बाजारातच सोडून दिला, असे आडते संघटनेचे अध्यक्ष सुनील जगताप यांनी सांगितले.",
                    "रोजचे दर [[bhav|बाजारभाव]] या पानावर दिले जातात.",
                ],
                "news-only-home-and-page-2",
                sec="pune",
            )
        )
        add(
            news(
                "killa",
                "sinhagad-killa-sanvardhan",
                "2026-11-25T08:30:00",
                "सिंहगड किल्ल्याच्या तटबंदीचे काम सुरू",
                ["अमोल देशपांडे"],
                [
                    "पुरातत्त्व विभागाने सिंहगड किल्ल्याच्या ढासळलेल्या तटबंदीच्या दुरुस्तीचे काम सुरू केले आहे.",
                    "पावसाळ्यात कल्याण दरवाजाजवळील भिंतीचा काही भाग कोसळला होता. काम पूर्ण होईपर्यंत या भागात पर्यटकांना प्रवेश बंद राहील.",
                ],
                "only-on-page-2-and-author",
                sec="pune",
            )
        )

    def byline_html(self, doc: Doc) -> str:
        if not doc.authors:
            return ""
        names = []
        for n in doc.authors:
            names.append(self.a("lekhak", n, "byline") if n == "अमोल देशपांडे" else esc(n))
        return f'<span class="byline">{" आणि ".join(names)}</span>'

    def card(self, key: str) -> str:
        d = self.docs[key]
        return f'<div class="story-card"><img src="/media/images/{key}.width-400.jpg" alt="" width="400"><h3>{self.a(key, d.title, "content")}</h3><p class="summary">{esc(self.lede(d))}</p><span class="date">{esc(d.stamp)}</span></div>'

    def listing_main(self, doc: Doc) -> str:
        out = [
            f'<h1 class="page-title">{esc(doc.title)}</h1>'
            if doc.key != "home"
            else '<h2 class="visually-hidden">मुख्य बातम्या</h2>'
        ]
        if doc.key == "lekhak":
            out.append(
                '<div class="author-profile"><img src="/media/images/amol.width-200.jpg" alt=""><p>वरिष्ठ प्रतिनिधी. शहर प्रशासन, पाणी आणि पर्यावरण या विषयांवर लेखन.</p></div>'
            )
        if doc.key == "shodh":
            out.append(
                '<form action="/search/" method="get"><input type="text" name="query" value="धरण"><button type="submit">शोधा</button></form><p>"धरण" साठी २ निकाल</p>'
            )
        out.append('<div class="story-list">' + "".join(self.card(k) for k in doc.extra["list"]) + "</div>")
        if doc.extra.get("more"):
            out.append(
                f'<nav class="pagination"><span class="current">पान १ पैकी २</span> {self.a(doc.extra["more"], "पुढील »", "content")}</nav>'
            )
        if doc.extra.get("prev"):
            out.append(
                f'<nav class="pagination">{self.a(doc.extra["prev"], "« मागील", "content")} <span class="current">पान २ पैकी २</span></nav>'
            )
        if doc.key == "home":
            out.append(
                f'<div class="promo-strip"><h2>आजचे विशेष</h2><ul><li>{self.a("nikalpage", "महापालिका निवडणूक निकाल: प्रभागनिहाय आकडे", "content")}</li><li>{self.a("rashi", "आजचे राशीभविष्य", "content")}</li><li>{self.a("bhav", "आजचे बाजारभाव", "content")}</li><li>{self.a("pune", "पुण्यातील सर्व बातम्या", "content")}</li></ul></div>'
            )
        return "\n".join(out)

    def story_main(self, doc: Doc) -> str:
        rel = f' <span class="relative">({esc(doc.extra["relative"])})</span>' if doc.extra.get("relative") else ""
        upd = f" | अपडेटेड: <span>{esc(mr_stamp(doc.extra['updated']))}</span>" if doc.extra.get("updated") else ""
        body = []
        for b in doc.blocks:
            if b[0] == "h2":
                body.append(f'<div class="block-heading"><h2>{self.inline(b[1])}</h2></div>')
            elif b[0] == "p":
                body.append(f'<div class="block-paragraph"><p>{self.inline(b[1])}</p></div>')
        if doc.key in ("nikal", "dharan", "pmpml"):
            body.insert(
                1,
                f'<div class="block-image"><img src="/media/images/{doc.key}-main.width-800.jpg" alt="" width="800"><p class="caption">छायाचित्र: सह्याद्री वार्ता</p></div>',
            )
        out = [
            f'<nav class="breadcrumb">{self.a("home", "मुखपृष्ठ", "chrome:breadcrumb")} › {self.a("pune", "पुणे", "chrome:breadcrumb")}</nav>',
            f'<article class="story"><h1>{esc(doc.title)}</h1>',
            f'<div class="meta">{self.byline_html(doc)} <span class="date">प्रकाशित: {esc(doc.stamp)} IST</span>{rel}{upd}</div>',
            '<div class="share"><a href="https://wa.me/?text=">व्हॉट्सॲप</a> <a href="https://twitter.com/intent/tweet">एक्स</a></div>',
            '<div class="story-body">' + "\n".join(body) + "</div>",
        ]
        if doc.extra.get("credit"):
            out.append(f'<p class="credit">{esc(doc.extra["credit"])}</p>')
        if doc.extra.get("split"):
            out.append(
                f'<nav class="story-pages">पान: <strong>१</strong> <a href="{self.href(doc.key)}2/">२</a> <a href="{self.href(doc.key)}2/" class="next">पुढील पान »</a></nav>'
            )
        if doc.extra.get("correction"):
            out.append(f'<div class="correction"><p><em>{esc(doc.extra["correction"])}</em></p></div>')
        out.append("</article>")
        rel_keys = [k for k in ("dharan", "shala", "killa") if k != doc.key][:2]
        out.append(
            '<section class="related"><h2>संबंधित बातम्या</h2><ul>'
            + "".join(f"<li>{self.a(k, self.docs[k].title, 'chrome:related')}</li>" for k in rel_keys)
            + "</ul></section>"
        )
        return "\n".join(out)

    def service_main(self, doc: Doc) -> str:
        k = doc.key
        h = f'<h1 class="page-title">{esc(doc.title)}</h1>'
        if k == "rashi":
            signs = ["मेष", "वृषभ", "मिथुन", "कर्क", "सिंह", "कन्या", "तूळ", "वृश्चिक", "धनु", "मकर", "कुंभ", "मीन"]
            texts = [
                "कामात प्रगती होईल.",
                "आर्थिक व्यवहार जपून करा.",
                "जुने मित्र भेटतील.",
                "घरात आनंदाचे वातावरण.",
                "प्रवासाचे योग.",
                "आरोग्याकडे लक्ष द्या.",
            ]
            items = "".join(
                f'<div class="rashi"><h3>{s}</h3><p>{texts[i % 6]} शुभ अंक: {str(i % 9 + 1).translate(DIGITS)}.</p></div>'
                for i, s in enumerate(signs)
            )
            return (
                h + f'<p class="rashi-date">गुरुवार, {"3".translate(DIGITS)} डिसेंबर {"2026".translate(DIGITS)}</p>{items}'
            )
        if k == "bhav":
            rows = [
                ("कांदा", "८००", "१४००"),
                ("टोमॅटो", "४००", "९००"),
                ("बटाटा", "१२००", "१८००"),
                ("कोबी", "३००", "६००"),
                ("मेथी (शेकडा)", "५००", "१०००"),
                ("डाळिंब", "४०००", "९५००"),
                ("सोयाबीन", "४२००", "४६५०"),
            ]
            tr = "".join(f"<tr><td>{a}</td><td>{b}</td><td>{c}</td></tr>" for a, b, c in rows)
            return (
                h
                + f'<p>मार्केट यार्ड, पुणे — दर रुपये प्रति क्विंटल</p><table class="rates"><tr><th>शेतमाल</th><th>किमान</th><th>कमाल</th></tr>{tr}</table><p>स्रोत: कृषी उत्पन्न बाजार समिती</p>'
            )
        if k == "nikalpage":
            rows = [
                ("प्रभाग १", "सुरेखा पवार", "अपक्ष", "६,४१२"),
                ("प्रभाग २", "राहुल शिंदे", "पक्ष अ", "५,९८०"),
                ("प्रभाग ३", "मीना जोशी", "पक्ष ब", "७,१०३"),
                ("प्रभाग ४", "दत्तात्रय कदम", "पक्ष अ", "४,८७६"),
                ("प्रभाग ५", "फरीदा शेख", "पक्ष क", "६,२२०"),
                ("प्रभाग ६", "संतोष माने", "अपक्ष", "५,३४१"),
            ]
            tr = "".join(f"<tr><td>{a}</td><td>{b}</td><td>{c}</td><td>{d}</td></tr>" for a, b, c, d in rows)
            return (
                h
                + f'<table class="results"><tr><th>प्रभाग</th><th>विजयी उमेदवार</th><th>पक्ष</th><th>मते</th></tr>{tr}</table><p>एकूण जागा ८४ · मतदान ५६.२%</p><p>विश्लेषण: {self.a("nikal", "प्रभाग निकालांचा अर्थ", "content")}</p>'
            )
        return h + '<div class="rich-text">' + self.blocks(doc) + "</div>"

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        m = [
            f'<link rel="canonical" href="{url}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:url" content="{url}">',
            '<meta property="og:site_name" content="सह्याद्री वार्ता">',
        ]
        if doc.is_article:
            m += [
                '<meta property="og:type" content="article">',
                f'<meta property="article:published_time" content="{doc.iso}">',
                f'<meta property="og:image" content="{self.origin}/media/images/{doc.key}-main.width-1200.jpg">',
            ]
        else:
            m.append('<meta property="og:type" content="website">')
        return "\n".join(m)

    def frame(self, doc: Doc, main: str) -> str:
        nav = [
            ("home", "मुखपृष्ठ"),
            ("pune", "पुणे"),
            ("nikalpage", "निवडणूक २०२६"),
            ("bhav", "बाजारभाव"),
            ("rashi", "राशीभविष्य"),
        ]
        navh = "".join(f'<li class="nav-item">{self.a(k, t, "chrome:nav", attrs=NAV_LINK)}</li>' for k, t in nav)
        top = "".join(f"<li>{self.a(k, self.docs[k].title, 'chrome:rail')}</li>" for k in ("nikal", "pmpml", "killa"))
        title = doc.title if doc.key == "home" else f"{doc.title} | सह्याद्री वार्ता"
        return f"""<!doctype html>
<html lang="mr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{esc(title)}</title>
{self.head(doc)}
<link rel="stylesheet" href="/static/css/main.3c9f1a.css">
<style>/*PAD*/</style>
</head>
<body class="template-{"storypage" if doc.is_article else "indexpage"}">
<header class="site-header"><div class="container">
<div class="topbar"><span>गुरुवार, {"3".translate(DIGITS)} डिसेंबर {"2026".translate(DIGITS)}</span> · <a href="https://epaper.sahyadrivarta.test/">ई-पेपर</a> · <a href="/accounts/login/">लॉग इन</a></div>
{self.a("home", "सह्याद्री वार्ता", "chrome:header", attrs='class="brand"', inner='<img src="/static/img/logo-sv.svg" alt="सह्याद्री वार्ता">')}
<form class="search" action="/search/">{self.a("shodh", "शोधा", "chrome:header")}<input type="text" name="query"></form>
<nav class="navbar"><ul class="navbar-nav">{navh}</ul></nav>
</div></header>
<div class="container"><div class="row"><main class="col-md-8">
{main}
</main>
<aside class="col-md-4 sidebar"><div class="widget"><h3>सर्वाधिक वाचलेले</h3><ol>{top}</ol></div>
<div class="widget"><h3>सोने-चांदी</h3><p>सोने (१० ग्रॅम): ७८,४५० · चांदी (किलो): ९२,१००</p></div></aside>
</div></div>
<footer><div class="container"><ul class="footer-links"><li>{self.a("amhi", "आमच्याविषयी", "chrome:footer")}</li><li>{self.a("samparka", "संपर्क", "chrome:footer")}</li><li>{self.a("gopaniyata", "गोपनीयता धोरण", "chrome:footer")}</li><li><a href="/jahirat/">जाहिरात</a></li><li><a href="/rss/">RSS</a></li></ul>
<p>© {"2026".translate(DIGITS)} सह्याद्री वार्ता प्रकाशन प्रा. लि.</p></div></footer>
<script src="/static/js/main.3c9f1a.js" defer></script>
</body>
</html>
"""
