# ruff: noqa: E501 (page texts and markup are long literal lines in their own scripts)
"""नर्मदा समाचार: a Hindi news site on a Ghost-like theme (post-card teasers, kg-card content cards, /tag/ pages)."""

from __future__ import annotations

from common import blocks_html, lying_head
from sitekit import Doc, Site, css_rules, esc

PCL = 'class="post-card-content-link"'
DIG = str.maketrans("0123456789", "०१२३४५६७८९")
MONTHS = {"11": "नवंबर", "10": "अक्टूबर"}


def hindi_date(iso: str, devanagari: bool) -> str:
    y, m, d = iso[:10].split("-")
    text = f"{int(d)} {MONTHS[m]} {y}"
    return text.translate(DIG) if devanagari else text


class Narmada(Site):
    origin = "https://narmadasamachar.test"
    name = "नर्मदा समाचार"
    prefix = "ns"
    language = "hi"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        sel = [
            ".gh-head",
            ".gh-navigation",
            ".post-card",
            ".post-card-title",
            ".kg-card",
            ".gh-content",
            ".gh-foot",
            ".kg-callout-card",
            ".gh-article-meta",
            ".post-feed",
        ]
        return css_rules("ns", sel, 240)

    def build(self) -> None:
        add = self.add
        add(Doc("home", "/", "home", "नर्मदा समाचार — मध्य भारत की खबरें", shape="ghost-home-post-feed"))
        add(Doc("page2", "/page/2/", "section", "नर्मदा समाचार — पृष्ठ 2", shape="front-page-2"))
        add(Doc("rajniti", "/tag/rajniti/", "tag", "राजनीति", shape="ghost-tag-page"))
        add(Doc("khel", "/tag/khel/", "tag", "खेल", shape="ghost-tag-page"))
        add(Doc("bandh", "/tag/narmada-bandh/", "topic", "नर्मदा बांध", shape="topic-hub-long-intro"))
        add(Doc("recipes", "/recipes/", "recipes", "रसोई: हमारी रेसिपी", shape="recipes-index-page"))
        add(Doc("about", "/about/", "about", "हमारे बारे में", shape="ghost-page-about"))
        add(Doc("contact", "/contact/", "contact", "संपर्क करें", shape="ghost-page-contact"))
        add(Doc("privacy", "/privacy/", "policy", "गोपनीयता नीति", shape="ghost-page-privacy"))
        add(Doc("membership", "/membership/", "newsletter", "सदस्यता और न्यूज़लेटर", shape="ghost-portal-signup"))

        def post(
            key: str,
            slug: str,
            title: str,
            author: str | None,
            iso: str,
            shape: str,
            blocks: list,
            tag: str = "rajniti",
            deva: bool = False,
            excerpt: str = "",
        ) -> None:
            add(
                Doc(
                    key,
                    f"/{slug}/",
                    "article",
                    title,
                    True,
                    [author] if author else [],
                    date=iso[:10],
                    iso=iso,
                    stamp=hindi_date(iso, deva),
                    section=tag,
                    dek=excerpt,
                    shape=shape,
                    blocks=blocks,
                )
            )

        post(
            "factcheck",
            "fact-check-bandh-mein-daraar-wala-video",
            "फैक्ट चेक: नर्मदा बांध में दरार का वायरल वीडियो पुराना और दूसरे राज्य का है",
            "अंकिता शर्मा",
            "2026-11-30T11:00:00+05:30",
            "fact-check-verdict-callout-not-body",
            [
                (
                    "box",
                    '<div class="kg-card kg-callout-card kg-callout-card-red"><div class="kg-callout-emoji">❌</div>'
                    '<div class="kg-callout-text"><strong>निष्कर्ष: भ्रामक।</strong> वीडियो 2019 का है और किसी दूसरे बांध का है।</div></div>',
                ),
                (
                    "p",
                    "सोशल मीडिया पर एक वीडियो तेजी से साझा किया जा रहा है, जिसमें दावा किया गया है कि नर्मदा "
                    "बांध की दीवार में दरार आ गई है और पानी रिस रहा है। हमारी जांच में यह दावा गलत निकला।",
                ),
                ("h2", "दावा क्या है"),
                (
                    "p",
                    "वीडियो के साथ लिखा गया है कि बांध कभी भी टूट सकता है और निचले गांवों को तुरंत खाली कर "
                    "देना चाहिए। इसे अब तक बीस हजार से ज्यादा बार साझा किया जा चुका है।",
                ),
                ("h2", "जांच में क्या मिला"),
                (
                    "p",
                    "रिवर्स इमेज सर्च से पता चला कि यही वीडियो 2019 में एक दूसरे राज्य के छोटे बांध की मरम्मत "
                    "के दौरान अपलोड किया गया था। वीडियो में दिख रहा ढांचा नर्मदा बांध से मेल नहीं खाता।",
                ),
                (
                    "p",
                    "बांध प्रबंधन के मुख्य अभियंता ने बताया कि हाल की जांच में संरचना पूरी तरह सुरक्षित पाई गई। "
                    "बांध का पूरा इतिहास हमारी [[timeline|समयरेखा]] में पढ़ें।",
                ),
            ],
            tag="narmada-bandh",
        )
        post(
            "timeline",
            "narmada-bandh-ka-itihas-samayrekha",
            "नर्मदा बांध का सफर: शिलान्यास से आज तक, एक समयरेखा",
            "अंकिता शर्मा",
            "2026-11-29T09:00:00+05:30",
            "timeline-list-story",
            [
                (
                    "p",
                    "नर्मदा बांध की कहानी छह दशकों से ज्यादा पुरानी है। इस दौरान आंदोलन, अदालती फैसले और "
                    "पुनर्वास के सवाल लगातार चर्चा में रहे। यहां प्रमुख पड़ाव हैं।",
                ),
                (
                    "ul",
                    [
                        "1961: बांध का शिलान्यास हुआ।",
                        "1979: जल विवाद न्यायाधिकरण ने पानी के बंटवारे पर फैसला दिया।",
                        "1985: विस्थापित परिवारों का आंदोलन तेज हुआ।",
                        "2000: सर्वोच्च न्यायालय ने निर्माण जारी रखने की अनुमति दी।",
                        "2017: बांध की ऊंचाई का काम पूरा हुआ।",
                        "2026: पुनर्वास के बचे मामलों पर नई समिति बनी।",
                    ],
                ),
                ("p", "पुनर्वास समिति को अगले साल मार्च तक अपनी रिपोर्ट सौंपनी है।"),
            ],
            tag="narmada-bandh",
            deva=True,
        )
        post(
            "bijli",
            "shukravar-ko-bijli-katauti",
            "शुक्रवार को शहर के पूर्वी हिस्से में छह घंटे बिजली कटौती",
            None,
            "2026-11-30T18:30:00+05:30",
            "brief-desk-no-author-chrome-only",
            [
                (
                    "p",
                    "बिजली कंपनी ने बताया कि शुक्रवार सुबह दस बजे से शाम चार बजे तक पूर्वी क्षेत्र के बारह मोहल्लों में बिजली बंद रहेगी।",
                ),
                ("p", "इस दौरान नई लाइन जोड़ने का काम किया जाएगा।"),
            ],
            tag="shahar",
        )
        post(
            "jal",
            "pani-ki-daren",
            "नगर निगम ने पानी की दरें बढ़ाने का प्रस्ताव टाला",
            "राहुल वर्मा",
            "2026-11-27T15:00:00+05:30",
            "short-undated-slug-from-body-only",
            [
                (
                    "p",
                    "नगर निगम की बैठक में पानी की दरें बीस प्रतिशत बढ़ाने का प्रस्ताव फिलहाल टाल दिया गया। "
                    "पार्षदों ने कहा कि पहले पाइपलाइन की मरम्मत हो, फिर दरों पर बात हो।",
                ),
                ("p", "महापौर ने कहा कि प्रस्ताव पर जनवरी में फिर चर्चा होगी।"),
                ("p", "शहर में इस समय पानी का औसत बिल एक सौ अस्सी रुपये महीना है।"),
            ],
            tag="shahar",
        )
        post(
            "vichar",
            "vichar-shahar-ko-pedon-ki-zarurat",
            "विचार: शहर को फ्लाईओवर से ज्यादा पेड़ों की जरूरत है",
            "सुधा त्रिपाठी",
            "2026-11-28T07:00:00+05:30",
            "opinion-column",
            [
                (
                    "p",
                    "पिछले पांच वर्षों में शहर में तीन फ्लाईओवर बने और करीब चार हजार पेड़ कटे। गर्मियों में "
                    "तापमान हर साल नया रिकॉर्ड बना रहा है, पर हमारी योजनाओं में छांव के लिए कोई जगह नहीं है।",
                ),
                (
                    "p",
                    "नगर निगम के पास पैसे की कमी का तर्क है, लेकिन [[jal|पानी की दरों]] पर बहस के बीच यह भी "
                    "पूछा जाना चाहिए कि पेड़ लगाने का बजट हर साल क्यों घटता है।",
                ),
                ("p", "हर वार्ड में सौ पेड़ लगाने और उनकी तीन साल देखभाल का जिम्मा तय हो, तो तस्वीर बदल सकती है।"),
            ],
            tag="vichar",
        )
        post(
            "chunav",
            "nagar-nigam-chunav-tarikhen-ghoshit",
            "नगर निगम चुनाव की तारीखें घोषित, 18 जनवरी को मतदान",
            "राहुल वर्मा",
            "2026-11-30T16:00:00+05:30",
            "politics-story-devanagari-digits-date",
            [
                (
                    "p",
                    "राज्य निर्वाचन आयोग ने सोमवार को नगर निगम चुनाव की तारीखों की घोषणा कर दी। मतदान 18 "
                    "जनवरी को होगा और मतगणना 21 जनवरी को।",
                ),
                ("p", "शहर के 70 वार्डों में करीब नौ लाख मतदाता हैं। नामांकन की प्रक्रिया 22 दिसंबर से शुरू होगी।"),
                ("p", "घोषणा के साथ ही आचार संहिता लागू हो गई है। प्रमुख दलों ने उम्मीदवारों की सूची जल्द जारी करने की बात कही है।"),
            ],
            deva=True,
        )
        post(
            "kisan",
            "gehun-buvai-mein-deri-kisan-chintit",
            "बारिश के बाद गेहूं की बुवाई में देरी, किसान चिंतित",
            "मनोज पटेल",
            "2026-11-29T12:00:00+05:30",
            "photo-card-caption-story",
            [
                (
                    "box",
                    '<figure class="kg-card kg-image-card kg-card-hascaption"><img src="/content/images/2026/11/khet.jpg" '
                    'alt="खेत में पानी भरा"><figcaption>होशंगाबाद रोड के पास एक खेत में अब भी पानी भरा है।</figcaption></figure>',
                ),
                (
                    "p",
                    "नवंबर के आखिरी सप्ताह में हुई बेमौसम बारिश के कारण जिले में गेहूं की बुवाई दो सप्ताह पीछे "
                    "चल रही है। कई खेतों में अब भी पानी भरा है।",
                ),
                ("p", "कृषि विभाग ने किसानों को देर से बोई जाने वाली किस्में चुनने की सलाह दी है।"),
                ("p", "किसान नेता रमेश यादव ने कहा कि सरकार को बीज पर अतिरिक्त सब्सिडी देनी चाहिए।"),
            ],
            tag="kheti",
        )
        post(
            "cricket",
            "ranji-trophy-madhya-bharat-ki-jeet",
            "रणजी ट्रॉफी: मध्य भारत ने पारी से जीता मुकाबला",
            "विकास सिंह",
            "2026-11-30T19:00:00+05:30",
            "sports-story-tag-khel",
            [
                (
                    "p",
                    "मध्य भारत ने रणजी ट्रॉफी के मुकाबले में ओडिशा को एक पारी और 46 रन से हरा दिया। "
                    "बाएं हाथ के स्पिनर अमन खान ने मैच में दस विकेट लिए।",
                ),
                ("p", "पहली पारी में कप्तान प्रतीक जोशी के शतक की बदौलत टीम ने 412 रन बनाए थे।"),
            ],
            tag="khel",
        )
        post(
            "mela",
            "bhedaghat-mela-mein-bheed",
            "भेड़ाघाट मेले में उमड़ी भीड़, नौका विहार पर रोक",
            None,
            "2026-11-28T20:00:00+05:30",
            "unsigned-desk-story",
            [
                ("p", "कार्तिक पूर्णिमा के बाद शुरू हुए भेड़ाघाट मेले में रविवार को करीब एक लाख लोग पहुंचे।"),
                (
                    "p",
                    "नदी का जलस्तर बढ़ने के कारण प्रशासन ने नौका विहार पर दो दिन के लिए रोक लगा दी है। "
                    "घाटों पर गोताखोरों की टीम तैनात की गई है।",
                ),
                ("p", "मेला पंद्रह दिसंबर तक चलेगा।"),
            ],
            tag="shahar",
        )

    # --- templates -------------------------------------------------------------------------------------
    def header(self) -> str:
        a = self.a
        nav = "".join(
            f'<li class="nav-{k}">{a(k, t, "chrome:nav")}</li>'
            for k, t in (
                ("home", "होम"),
                ("rajniti", "राजनीति"),
                ("khel", "खेल"),
                ("bandh", "नर्मदा बांध"),
                ("/tag/kheti/", "खेती"),
                ("recipes", "रसोई"),
                ("about", "हमारे बारे में"),
            )
        )
        trend = "".join(f"<li>{a(k, self.docs[k].title, 'chrome:trending')}</li>" for k in ("bijli", "factcheck"))
        return (
            '<header id="gh-head" class="gh-head outer"><div class="gh-head-inner inner"><div class="gh-head-brand">'
            + a("home", "नर्मदा समाचार", "chrome:header", 'class="gh-head-logo"')
            + '<button class="gh-burger" aria-label="Menu"></button></div><nav class="gh-head-menu"><ul class="nav">'
            + nav
            + '</ul></nav><div class="gh-head-actions">'
            + a("#/portal/signin", "साइन इन", "chrome:header", 'class="gh-head-link" data-portal="signin"')
            + a("membership", "सदस्य बनें", "chrome:header", 'class="gh-head-button" data-portal="signup"')
            + f'</div></div><div class="gh-trending"><span>ट्रेंडिंग:</span><ul>{trend}</ul></div></header>'
        )

    def footer(self) -> str:
        links = "".join(
            f"<li>{self.a(k, t, 'chrome:footer')}</li>"
            for k, t in (
                ("about", "हमारे बारे में"),
                ("contact", "संपर्क"),
                ("privacy", "गोपनीयता नीति"),
                ("membership", "न्यूज़लेटर"),
                ("recipes", "रसोई"),
                ("/rss/", "RSS"),
            )
        )
        return (
            f'<footer class="gh-foot outer"><div class="gh-foot-inner inner"><div class="gh-copyright">नर्मदा समाचार © 2026</div>'
            f'<nav class="gh-foot-menu"><ul class="nav">{links}</ul></nav><div class="gh-powered-by">'
            '<a href="https://ghost.example/" target="_blank" rel="noopener">Powered by Ghost</a></div></div></footer>'
        )

    def card(self, key: str, image: bool = True, zone: str = "content") -> str:
        d = self.docs[key]
        img = (
            self.a(
                key,
                d.title,
                "content",
                'class="post-card-image-link"',
                f'<img class="post-card-image" src="/content/images/2026/11/{key}.jpg" alt="{esc(d.title)}">',
            )
            if image
            else ""
        )
        tag = f'<p class="post-card-primary-tag">{esc(TAGS.get(d.section, ""))}</p>' if d.section in TAGS else ""
        exc = f'<div class="post-card-excerpt">{esc(d.blocks[1][1][:90] if d.blocks[0][0] == "box" else d.blocks[0][1][:90])}…</div>'
        return (
            f'<article class="post-card post tag-{d.section}">{img}<div class="post-card-content">{tag}'
            f'<h2 class="post-card-title">{self.a(key, d.title, zone, PCL)}</h2>'
            f'{exc}<footer class="post-card-meta"><time datetime="{d.date}">{esc(d.stamp)}</time></footer></div></article>'
        )

    def story(self, doc: Doc) -> str:
        a = self.a
        author = ", ".join(doc.authors) if doc.authors else "नर्मदा समाचार डेस्क"
        tag = TAGS.get(doc.section, "")
        tlink = a(
            "/tag/" + doc.section + "/"
            if doc.section not in ("rajniti", "khel", "narmada-bandh")
            else {"rajniti": "rajniti", "khel": "khel", "narmada-bandh": "bandh"}[doc.section],
            tag,
            "tags",
        )
        body = blocks_html(self, doc.blocks, "<p>", "</p>")
        related = "".join(self.card(k, False, "chrome:related") for k in ("chunav", "kisan", "cricket") if k != doc.key)
        return (
            f'<main id="site-main" class="site-main"><article class="article post tag-{doc.section}"><header class="article-header gh-canvas">'
            f'<section class="article-tag post-card-primary-tag">{tlink}</section><h1 class="article-title">{esc(doc.title)}</h1>'
            f'<div class="article-byline"><div class="article-byline-meta"><h4 class="author-name">{esc(author)}</h4>'
            f'<div class="byline-meta-content"><time class="byline-meta-date" datetime="{doc.date}">{esc(doc.stamp)}</time>'
            f'<span class="byline-reading-time">2 मिनट पढ़ें</span></div></div></div></header>'
            f'<section class="gh-content gh-canvas">{body}</section></article>'
            f'<aside class="read-more-wrap outer"><h3>आपको यह भी पसंद आ सकता है</h3><div class="read-more inner">{related}</div></aside></main>'
        )

    def main(self, doc: Doc) -> str:
        a = self.a
        k = doc.key
        if k in ("home", "page2"):
            keys = (
                ["chunav", "factcheck", "cricket", "kisan", "vichar", "mela"]
                if k == "home"
                else ["timeline", "mela", "kisan"]
            )
            promo = ""
            if k == "home":
                promo = (
                    '<div class="kg-card kg-cta-card"><p>हर सुबह की बड़ी खबरें सीधे आपके इनबॉक्स में।</p>'
                    + a("membership", "मुफ़्त न्यूज़लेटर के लिए साइन अप करें", "content", 'class="kg-btn"')
                    + "</div>"
                )
            return (
                f'<main id="site-main" class="site-main outer"><h1 class="site-title sr-only">{esc(doc.title)}</h1>'
                f'<div class="post-feed inner">{"".join(self.card(x) for x in keys)}</div>{promo}'
                f'<nav class="pagination">{a("page2", "पुरानी पोस्ट →", "content") if k == "home" else a("home", "← नई पोस्ट", "content") + " " + a("/page/3/", "पुरानी पोस्ट →", "content")}</nav></main>'
            )
        if k in ("rajniti", "khel", "bandh"):
            keys = {"rajniti": ["chunav", "vichar"], "khel": ["cricket"], "bandh": ["factcheck", "timeline"]}[k]
            intro = ("<p>" + esc(BANDH_INTRO) + "</p>") if k == "bandh" else ""
            return (
                f'<main id="site-main" class="site-main outer"><header class="tag-header inner"><h1 class="tag-name">{esc(doc.title)}</h1>'
                f'<div class="tag-description">{intro or "<p>" + esc(doc.title) + " से जुड़ी सभी खबरें।</p>"}</div></header>'
                f'<div class="post-feed inner">{"".join(self.card(x) for x in keys)}</div></main>'
            )
        if k == "recipes":
            rec = [
                ("/recipe-bhutte-ka-kees/", "भुट्टे का कीस", "इंदौर का मशहूर नाश्ता, 20 मिनट में"),
                ("/recipe-dal-bafla/", "दाल बाफला", "मालवा की पारंपरिक थाली"),
                ("/recipe-sabudana-khichdi/", "साबूदाना खिचड़ी", "व्रत के लिए हल्का और स्वादिष्ट"),
                ("/recipe-gajar-halwa/", "गाजर का हलवा", "सर्दियों की मिठाई, धीमी आंच पर"),
            ]
            cards = "".join(
                f'<article class="post-card"><h2 class="post-card-title">{a(u, t, "content")}</h2>'
                f'<div class="post-card-excerpt">{esc(e)}</div></article>'
                for u, t, e in rec
            )
            return (
                f'<main id="site-main" class="site-main outer"><article class="article page"><h1 class="article-title">{esc(doc.title)}</h1>'
                f'<section class="gh-content"><p>मालवा और महाकौशल के घरों से चुनी गई रेसिपी। हर हफ्ते नई।</p></section></article>'
                f'<div class="post-feed inner">{cards}</div></main>'
            )
        if k == "membership":
            return (
                f'<main id="site-main" class="site-main outer"><article class="article page"><h1 class="article-title">{esc(doc.title)}</h1>'
                '<section class="gh-content"><p>मुफ़्त सदस्य बनकर हर सुबह न्यूज़लेटर पाएं। सहयोगी सदस्य ₹99 महीने में '
                'विज्ञापन-मुक्त पढ़ाई और विशेष रिपोर्ट पाते हैं।</p><form data-members-form="signup"><input data-members-email '
                'type="email" placeholder="आपका ईमेल"><button class="kg-btn">सदस्य बनें</button></form></section></article></main>'
            )
        texts = SERVICE[k]
        body = "".join(f"<h2>{esc(t[3:])}</h2>" if t.startswith("## ") else f"<p>{self.inline(t)}</p>" for t in texts)
        return (
            f'<main id="site-main" class="site-main outer"><article class="article page"><header class="article-header gh-canvas">'
            f'<h1 class="article-title">{esc(doc.title)}</h1></header><section class="gh-content gh-canvas">{body}</section></article></main>'
        )

    def render(self, doc: Doc) -> str:
        self.current = doc.key
        head = lying_head(self, doc, "Article", "2025-07-15T10:00:00+05:30", self.name)
        main = self.story(doc) if doc.is_article else self.main(doc)
        tmpl = (
            "post-template"
            if doc.is_article
            else (
                "home-template"
                if doc.key == "home"
                else "tag-template"
                if doc.kind in ("tag", "topic")
                else "page-template"
            )
        )
        return (
            f'<!DOCTYPE html><html lang="hi"><head><meta charset="utf-8"><title>{esc(doc.title)} | नर्मदा समाचार</title>'
            f'<meta name="viewport" content="width=device-width, initial-scale=1">{head}'
            '<meta name="generator" content="Ghost 5.96"><link rel="stylesheet" href="/assets/built/screen.css?v=4c1d2e">'
            f'<style>/*PAD*/</style></head><body class="{tmpl} is-head-left-logo has-sans-body"><div class="viewport">'
            f'{self.header()}<div class="site-content">{main}</div>{self.footer()}</div>'
            '<script src="/assets/built/casper.js?v=4c1d2e"></script><script defer src="/public/portal.min.js" '
            'data-ghost="https://narmadasamachar.test/"></script></body></html>'
        )


TAGS = {
    "rajniti": "राजनीति",
    "khel": "खेल",
    "narmada-bandh": "नर्मदा बांध",
    "shahar": "शहर",
    "vichar": "विचार",
    "kheti": "खेती",
}

BANDH_INTRO = (
    "नर्मदा बांध मध्य भारत की सबसे बड़ी और सबसे विवादित परियोजनाओं में से एक है। यह बांध लाखों लोगों को पीने का पानी "
    "और खेतों को सिंचाई देता है, बिजली पैदा करता है, लेकिन इसके डूब क्षेत्र में आए सैकड़ों गांवों के विस्थापन का सवाल "
    "आज भी पूरी तरह हल नहीं हुआ है। इस पन्ने पर हम बांध से जुड़ी हर खबर, फैक्ट चेक, पुनर्वास के मामलों और जल स्तर के "
    "आंकड़ों को एक जगह रखते हैं। हमारे संवाददाता डूब क्षेत्र के गांवों से लगातार रिपोर्ट करते हैं, और पाठक अपने सवाल "
    "हमें भेज सकते हैं।"
)

SERVICE: dict[str, list[str]] = {
    "about": [
        "नर्मदा समाचार एक स्वतंत्र डिजिटल समाचार मंच है, जिसकी शुरुआत 2021 में जबलपुर के पांच पत्रकारों ने की थी।",
        "## हमारा उद्देश्य",
        "हम स्थानीय प्रशासन, खेती, पर्यावरण और नदी से जुड़े सवालों पर गहराई से रिपोर्ट करते हैं। हम किसी राजनीतिक दल से जुड़े नहीं हैं।",
        "## संपादकीय टीम",
        "संपादक: अंकिता शर्मा। वरिष्ठ संवाददाता: राहुल वर्मा, मनोज पटेल।",
        "हमसे [[contact|संपर्क करें]]।",
    ],
    "contact": [
        "खबर की जानकारी, सुधार या शिकायत के लिए हमें लिखें: desk@narmadasamachar.test",
        "## पता",
        "नर्मदा समाचार, 14 नेपियर टाउन, जबलपुर, मध्य प्रदेश।",
        "फोन: 0761-555-0190 (सुबह 10 से शाम 6 बजे तक)",
    ],
    "privacy": [
        "अंतिम अपडेट: 3 मार्च 2026",
        "यह नीति बताती है कि नर्मदा समाचार अपने पाठकों और सदस्यों की कौन सी जानकारी एकत्र करता है और उसका उपयोग कैसे करता है।",
        "## हम क्या एकत्र करते हैं",
        "सदस्यता के समय आपका ईमेल पता और नाम, तथा साइट के उपयोग के सामान्य आंकड़े।",
        "## कुकीज़",
        "हम केवल आवश्यक और विश्लेषण संबंधी कुकीज़ का उपयोग करते हैं। हम आपकी जानकारी किसी को नहीं बेचते।",
    ],
}
