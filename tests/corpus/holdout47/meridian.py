# ruff: noqa: E501 (page texts and markup are long literal lines)
"""Daily Meridian: a Nairobi paper on its own system, modelled on the Nation's (`/kenya/news/<slug>-4823910`,
`/kenya/news?page=2`, `/kenya/topics/<slug>`, `/authors/<slug>`, `/search?q=`; `article-title`, `article-body`,
`article-byline`, `author-name`, `author-role`), English, UTF-8. Dates are printed "Friday December 04 2026";
bylines give the name, a role ("Health Reporter") and "Nairobi" on their own lines. `NewsArticle` JSON-LD in +03:00
with a `Person` author on most stories; none on the letters page; the KRA brief's JSON-LD is in **UTC**
(21:50Z = 4 Dec 00:50 in Nairobi). A premium stub (headline, byline, date, "This article is for subscribers" and no
story text) is a `subscribe` page, not an article."""

from __future__ import annotations

import json

from common import Base, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["health", "matatu", "tea", "letters", "budget", "athletics", "kra", "interview"]
ROLE = {
    "Wanjiru Kamau": ("Health Reporter", "Nairobi"),
    "Brian Otieno": ("Transport Writer", "Nairobi"),
    "Agnes Chebet": ("Correspondent", "Kericho"),
    "Fatuma Hassan": ("Senior Reporter", "Mombasa"),
    "Daniel Kiprono": ("Reporter", "Nairobi"),
    "Collins Mutua": ("Sports Writer", "Nairobi"),
    "Njeri Wambui": ("Business Reporter", "Nairobi"),
}


class Meridian(Base):
    origin = "https://www.dailymeridian.test"
    name = "Daily Meridian"
    prefix = "mer"
    language = "en"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "mer",
            [".article-title", ".article-body", ".article-byline", ".teaser-image-large", ".site-footer",
             ".nav-menu", ".author-role", ".premium-badge"],
            260,
        )  # fmt: skip

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "Daily Meridian",
                "meridian-home",
                list=["health", "matatu", "budget", "premium", "tea", "athletics", "kra"],
            )
        )
        add(
            page(
                "news",
                "/kenya/news",
                "section",
                "News",
                "meridian-section",
                list=["health", "matatu", "budget", "kra"],
                more="news2",
            )
        )
        add(
            page(
                "news2",
                "/kenya/news?page=2",
                "section",
                "News",
                "meridian-section-page2",
                list=["tea", "premium", "interview", "athletics"],
            )
        )
        add(
            page(
                "tag",
                "/kenya/topics/universal-health-coverage",
                "tag",
                "Universal Health Coverage",
                "meridian-topic",
                list=["health", "interview", "letters"],
            )
        )
        add(
            page(
                "author",
                "/authors/wanjiru-kamau",
                "author",
                "Wanjiru Kamau",
                "meridian-author",
                list=["health", "interview"],
                bio="Wanjiru Kamau is the Health Reporter at the Daily Meridian. She covers hospitals, public health and medical research.",
            )
        )
        add(
            page(
                "search",
                "/search?q=matatu",
                "search",
                "Search results for \u201cmatatu\u201d",
                "meridian-search",
                list=["matatu", "letters"],
            )
        )
        add(
            page(
                "about",
                "/corporate/about-us",
                "about",
                "About the Daily Meridian",
                "meridian-corporate",
                [
                    "The Daily Meridian has been published in Nairobi since 1971 and is read in print and online across East Africa.",
                    "Our editorial policy is guided by the Code of Conduct for the Practice of Journalism in Kenya. Complaints may be addressed to the Public Editor at publiceditor@dailymeridian.test.",
                    "Meridian Media Group, Kimathi Street, PO Box 00000-00100, Nairobi.",
                ],
            )
        )
        add(
            page(
                "privacy",
                "/corporate/privacy-policy",
                "policy",
                "Privacy Policy",
                "meridian-policy",
                [
                    "Effective date: 1 July 2026",
                    "Meridian Media Group processes personal data in accordance with the Data Protection Act, 2019 of Kenya.",
                    "We collect the information you give us when you subscribe, and information about how you use our websites and apps.",
                    "You may request access to or deletion of your data by writing to dataprotection@dailymeridian.test.",
                ],
            )
        )
        add(
            page(
                "subscribe",
                "/subscribe",
                "subscribe",
                "Subscribe to the Daily Meridian",
                "meridian-subscribe-plans",
                [
                    "Get unlimited access to award-winning journalism, the e-paper and our premium investigations.",
                    "- Monthly: Sh300 per month",
                    "- Annual: Sh2,999 per year (save 17%)",
                    "Pay with M-Pesa or card. Cancel anytime.",
                ],
            )
        )
        add(
            page(
                "premium",
                "/kenya/news/inside-the-fight-over-nairobi-land-registry-4823377",
                "subscribe",
                "Inside the billion-shilling fight over Nairobi\u2019s land registry",
                "premium-stub-no-text",
                stamp="Friday December 04 2026",
                who="Fatuma Hassan",
                premium=True,
            )
        )
        add(
            story(
                "health",
                "/kenya/news/health/kenyatta-hospital-cancer-centre-waiting-list-4823910",
                "Cancer patients wait up to six months for radiotherapy at KNH",
                "2026-12-04",
                "2026-12-04T06:00:00+03:00",
                "Friday December 04 2026",
                ["Wanjiru Kamau"],
                [
                    "Cancer patients referred to Kenyatta National Hospital are waiting up to six months to begin radiotherapy, as two of the hospital\u2019s four machines remain out of service.",
                    "Data presented to the National Assembly Health Committee on Thursday show that 1,840 patients were on the waiting list at the end of November, up from 1,120 in June.",
                    "The hospital\u2019s acting chief executive, Dr Miriam Achieng, told the committee that spare parts for one of the linear accelerators had been ordered in August but were still held at the port.",
                    "\u201cEvery week of delay reduces the chance of a good outcome for some of these patients. We are doing double shifts on the two machines that work,\u201d she said.",
                    "The committee chairperson, Mr Joseph Lemayian, described the situation as unacceptable and asked the Ministry of Health to appear before MPs next week.",
                    "## Counties pushed to refer",
                    "Only four counties outside Nairobi offer radiotherapy, meaning most patients travel hundreds of kilometres for treatment. Patients from Turkana and Mandera told the Daily Meridian they rent rooms near the hospital for months while they wait.",
                    "The Ministry of Health said in a statement that a new cancer centre in Garissa would open in March and that the tender for two more machines would be advertised this month.",
                    "Under the Social Health Authority, radiotherapy is covered up to Sh400,000 per patient, but patient groups say many are still asked to pay for scans and drugs.",
                ],
                "byline-role-city-lines",
                section="Health",
                tag=True,
            )
        )
        add(
            story(
                "matatu",
                "/kenya/news/matatu-operators-fare-increase-fuel-4823801",
                "Matatu fares up by Sh20 as operators blame fuel prices",
                "2026-12-03",
                "2026-12-03T17:40:00+03:00",
                "Thursday December 03 2026",
                ["Brian Otieno"],
                [
                    "Commuters in Nairobi will pay at least Sh20 more for matatu rides from Monday after operators announced a fare increase, blaming the latest rise in diesel prices.",
                    "The Matatu Owners Association chairman, Mr Simon Kariuki, said the review was unavoidable after the Energy and Petroleum Regulatory Authority raised the price of diesel by Sh7.40 a litre in its monthly review.",
                    "Fares on busy routes such as Thika Road and Waiyaki Way are expected to go up to Sh120 during peak hours.",
                    "Passengers at the Kencom stage said the increase would hurt families already struggling with the cost of food and school fees.",
                    "\u201cI already spend Sh400 a day going to work and back. Where will the extra money come from?\u201d asked Ms Lilian Atieno, a shop attendant who lives in Kayole.",
                    "The Transport ministry urged operators to be reasonable and said it would meet them next week.",
                ],
                "byline-role-city-lines",
                section="News",
            )
        )
        add(
            story(
                "tea",
                "/kenya/counties/kericho/tea-farmers-bonus-payout-4823655",
                "Kericho tea farmers to receive Sh5bn bonus",
                "2026-12-02",
                "2026-12-02T14:20:00+03:00",
                "Wednesday December 02 2026",
                ["Agnes Chebet"],
                [
                    "Small-scale tea farmers in Kericho and Bomet will share Sh5.2 billion in bonuses this month, a 9 per cent increase on last year, their agency has said.",
                    "The payout, which works out at Sh28 per kilogramme of green leaf delivered, will be made through the farmers\u2019 factories from December 15.",
                    "The chairman of one of the factories, Mr Wesley Langat, said better prices at the Mombasa auction and a weaker shilling in the first half of the year had helped.",
                    "Farmers, however, said the increase was wiped out by the cost of fertiliser and the wages of pickers, which rose to Sh15 a kilo in July.",
                    "\u201cWe are grateful, but the bonus is paying debts, not building houses,\u201d said Mrs Esther Koech, who farms two acres near Litein.",
                ],
                "correspondent-county-dateline",
                section="Counties",
            )
        )
        add(
            story(
                "letters",
                "/opinion/letters/letters-county-hospitals-matatu-fares-4823700",
                "Letters: County hospitals need more than new buildings",
                "2026-12-03",
                None,
                "Thursday December 03 2026",
                ["Otieno Ouma", "Grace Njoki", "Hassan Abdi"],
                [
                    "### County hospitals need more than new buildings",
                    "Every year our county unveils a new ward or theatre, yet patients are still told to buy gloves and syringes from chemists outside the gate. Buildings without staff and supplies are monuments, not hospitals. Governors should publish how much of the health budget reaches the facilities.",
                    "SIGN: Otieno Ouma, Kisumu",
                    "### Fare rise will hurt the poor most",
                    "The decision by matatu owners to raise fares by Sh20 will hit casual workers who walk long distances already. The government should speed up the commuter rail and bus rapid transit projects instead of promising talks every time fuel prices go up.",
                    "SIGN: Grace Njoki, Nairobi",
                    "### Protect the Tana River delta",
                    "I was saddened to read about plans to drain part of the Tana River delta for sugarcane. The delta feeds thousands of fishermen and herders. The National Environment Management Authority must hold public hearings before any licence is issued.",
                    "SIGN: Hassan Abdi, Garissa",
                ],
                "letters-page-signed-letters-no-jsonld",
                section="Letters",
                nold=True,
                byline_text="Readers' letters",
            )
        )
        add(
            story(
                "budget",
                "/kenya/counties/mombasa/mombasa-county-budget-ward-projects-4823520",
                "Mombasa MCAs pass Sh42bn budget amid row over ward projects",
                "2026-12-01",
                "2026-12-01T19:15:00+03:00",
                "Tuesday December 01 2026",
                ["Fatuma Hassan", "Daniel Kiprono"],
                [
                    "Mombasa County Assembly has passed a Sh42 billion supplementary budget after a heated session in which members from the opposition walked out over the allocation of ward development funds.",
                    "Under the budget, each of the 30 wards will receive Sh40 million for projects, down from Sh50 million in the original estimates.",
                    "The Majority Leader, Mr Salim Mwinyi, said the cut was necessary to pay pending bills owed to contractors, some dating back to 2019.",
                    "Opposition MCAs accused the executive of favouring wards that voted for the governor in the last election.",
                    "The budget also sets aside Sh1.2 billion for the Likoni ferry approach roads and Sh800 million for bursaries.",
                    "The Controller of Budget has in the past flagged Mombasa for spending less than half of its development budget.",
                ],
                "two-authors-two-cities",
                section="Counties",
            )
        )
        add(
            story(
                "athletics",
                "/sports/athletics/rotich-wins-valencia-marathon-course-record-4823890",
                "Rotich breaks Valencia course record on marathon debut",
                "2026-12-06",
                "2026-12-06T12:05:00+03:00",
                "Sunday December 06 2026",
                ["Collins Mutua"],
                [
                    "Kenya\u2019s Amos Rotich broke the Valencia Marathon course record on his debut over the distance on Sunday, winning in 2 hours, 1 minute and 48 seconds.",
                    "The 23-year-old, who won the world half marathon silver medal last year, pulled away from Ethiopia\u2019s Tadesse Bekele after 35 kilometres.",
                    "Kenyans took four of the top six places in the men\u2019s race. In the women\u2019s race, Mercy Jeptoo finished second in 2:16:30.",
                    "Rotich\u2019s coach said the athlete would rest for a month before deciding on his programme for the 2027 season.",
                ],
                "sports-sunday",
                section="Sports",
            )
        )
        add(
            story(
                "kra",
                "/business/kra-collects-sh1-trillion-half-year-4823912",
                "KRA collects Sh1.2 trillion in six months",
                "2026-12-04",
                "2026-12-03T21:50:00Z",
                "Friday December 04 2026",
                ["Njeri Wambui"],
                [
                    "The Kenya Revenue Authority collected Sh1.2 trillion between July and November, 4.6 per cent above target, the taxman said.",
                    "Customs revenue rose by 11 per cent, helped by higher imports of fuel and vehicles, while income tax collections grew by 7 per cent.",
                    "KRA said it would intensify the rollout of electronic invoicing to small traders in the second half of the financial year.",
                ],
                "brief-jsonld-utc",
                section="Business",
            )
        )
        add(
            story(
                "interview",
                "/kenya/news/health/interview-social-health-authority-ceo-4823640",
                "\u2018We will pay hospitals within 30 days\u2019: SHA chief on the new health scheme",
                "2026-12-02",
                "2026-12-02T10:00:00+03:00",
                "Wednesday December 02 2026",
                ["Wanjiru Kamau"],
                [
                    "Hospitals have complained of delayed payments since the Social Health Authority replaced NHIF. Its chief executive, Dr Paul Wekesa, spoke to the Daily Meridian.",
                    "Q: Private hospitals say you owe them Sh12 billion. Is that true? || The figure is lower, about Sh7 billion, and most of it is claims we are still verifying. We found many claims for patients who were never admitted.",
                    "Q: How long should a hospital wait to be paid? || Our target is 30 days from the date a claim is approved. By March we want all claims to be submitted and approved electronically.",
                    "Q: Many Kenyans have not registered. Why? || Some do not trust the system because of what happened with NHIF. We are registering people at chiefs\u2019 camps and through the mobile app, and we have 19 million members so far.",
                    "Q: What will change in January? || Primary care at level two and three facilities will be free for every registered member, without any co-payment.",
                ],
                "qa-interview",
                section="Health",
                tag=True,
            )
        )

    def byline(self, doc: Doc) -> str:
        names = doc.authors if doc.extra.get("byline_text") is None else []
        if doc.extra.get("byline_text"):
            return f'<div class="article-byline"><span class="author-name">{esc(doc.extra["byline_text"])}</span></div>'
        if doc.extra.get("who"):
            names = [doc.extra["who"]]
        parts = []
        for n in names:
            role, city = ROLE[n]
            name = (
                self.a("author", n, "byline")
                if n == "Wanjiru Kamau"
                else f'<a href="/authors/{n.lower().replace(" ", "-")}">{esc(n)}</a>'
            )
            parts.append(
                f'<div class="article-byline"><img class="author-image" src="/resource/image/{n.split()[0].lower()}.jpg" alt=""><div class="author-details"><span class="author-name">{name}</span><span class="author-role">{esc(role)}</span><span class="author-city">{esc(city)}</span></div></div>'
            )
        return "".join(parts)

    def head(self, doc: Doc) -> str:
        meta = [f"<title>{esc(doc.title)} | Daily Meridian</title>", f'<link rel="canonical" href="{esc(self.url(doc.key))}">',
                f'<meta property="og:title" content="{esc(doc.title)}">', '<meta property="og:site_name" content="Daily Meridian">',
                f'<meta property="og:type" content="{"article" if doc.is_article or doc.extra.get("premium") else "website"}">']  # fmt: skip
        if doc.is_article and not doc.extra.get("nold"):
            ld = {"@context": "http://schema.org", "@type": "NewsArticle", "headline": doc.title, "url": self.url(doc.key),
                  "datePublished": doc.iso, "dateModified": doc.iso, "isAccessibleForFree": True,
                  "author": [{"@type": "Person", "name": a, "jobTitle": ROLE[a][0]} for a in doc.authors],
                  "publisher": {"@type": "NewsMediaOrganization", "name": "Daily Meridian", "logo": {"@type": "ImageObject", "url": self.origin + "/logo.png"}}}  # fmt: skip
            meta.append(f'<script type="application/ld+json">{json.dumps(ld)}</script>')
        if doc.extra.get("premium"):
            ld = {"@context": "http://schema.org", "@type": "NewsArticle", "headline": doc.title, "datePublished": "2026-12-04T05:00:00+03:00",
                  "isAccessibleForFree": False, "hasPart": {"@type": "WebPageElement", "isAccessibleForFree": False, "cssSelector": ".paywall"}}  # fmt: skip
            meta.append(f'<script type="application/ld+json">{json.dumps(ld)}</script>')
        return "\n".join(meta)

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(f'<li class="nav-menu-item">{self.a(k, t, "nav")}</li>' for k, t in (
            ("home", "Home"), ("news", "News"), ("tag", "Health"), ("letters", "Opinion"), ("athletics", "Sports"), ("kra", "Business")))  # fmt: skip
        most = "".join(
            f'<li class="most-read-item"><span class="rank">{i}</span>{self.a(k, self.docs[k].title, "aside")}</li>'
            for i, k in enumerate(("health", "matatu", "budget", "athletics"), 1)
        )
        state = json.dumps(
            {
                "page": {"type": "article" if doc.is_article else doc.kind, "id": doc.path.rsplit("-", 1)[-1]},
                "ads": {"zone": "meridian_" + (doc.section or doc.kind).lower()},
            }
        )
        return f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
{self.head(doc)}
<link rel="stylesheet" href="/static/css/main.8f3a1c.css">
<style>/*PAD*/</style>
<script>window.pageData = {state};</script>
</head>
<body class="page-{esc(doc.kind)}">
<header class="site-header"><div class="header-top"><span class="header-date">Friday, December 04, 2026</span><a class="btn-subscribe" href="{esc(self.href("subscribe"))}">Subscribe</a> <a href="https://account.dailymeridian.test/login">Log in</a> <a href="https://epaper.dailymeridian.test/">E-Paper</a></div>
<div class="logo">{self.a("home", "Daily Meridian", "nav")}</div>
<nav class="main-nav"><ul class="nav-menu">{nav}</ul></nav></header>
<main class="main-content">
{main}
</main>
<aside class="sidebar"><div class="most-read"><h3 class="section-title">Most read</h3><ol>{most}</ol></div><div class="newsletter-box"><p>Get the morning briefing in your inbox.</p><form action="https://newsletters.dailymeridian.test/signup"><input type="email" name="email"><button>Sign up</button></form></div></aside>
<footer class="site-footer"><ul class="footer-links"><li>{self.a("about", "About us", "footer")}</li><li>{self.a("privacy", "Privacy policy", "footer")}</li><li>{self.a("subscribe", "Subscriptions", "footer")}</li><li><a href="mailto:letters@dailymeridian.test">Write to the editor</a></li><li><a href="/rss">RSS</a></li></ul><p class="copyright">&copy; 2026 Meridian Media Group. All rights reserved.</p></footer>
<div class="cookie-consent" role="dialog">We use cookies to improve your experience. By continuing you agree to our cookie policy. <button>I accept</button></div>
<script src="/static/js/main.1b9e77.js" defer></script>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        rel = "".join(
            f'<li class="teaser-item">{self.a(k, self.docs[k].title, "related")}</li>' for k in ARTS if k != doc.key
        )
        topics = (
            f'<div class="article-topics"><span>Topics:</span> {self.a("tag", "Universal Health Coverage", "content")}</div>'
            if doc.extra.get("tag")
            else ""
        )
        return f"""<article class="article article-{esc(doc.section.lower())}">
<div class="article-section"><a href="/kenya/{esc(doc.section.lower())}">{esc(doc.section)}</a></div>
<h1 class="article-title">{esc(doc.title)}</h1>
<div class="article-meta">{self.byline(doc)}<time class="date" datetime="{doc.iso or ""}">{doc.stamp}</time></div>
<figure class="article-image"><img src="/resource/image/{doc.path.rsplit("-", 1)[-1]}/landscape_ratio3x2/960/640/pic.jpg" alt=""></figure>
<div class="share-bar"><a href="https://www.facebook.com/sharer/sharer.php?u={esc(self.url(doc.key))}">Facebook</a> <a href="https://twitter.com/intent/tweet?url={esc(self.url(doc.key))}">X</a> <a href="https://wa.me/?text={esc(self.url(doc.key))}">WhatsApp</a> <a href="mailto:?subject={esc(doc.title)}">Email</a></div>
<div class="article-body paragraph-wrapper">
{self.blocks(doc, p_tag='<p class="paragraph">')}
</div>
{topics}
<div class="related-stories"><h3>Related</h3><ul>{rel}</ul></div>
</article>"""

    def listing_main(self, doc: Doc) -> str:
        items = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            badge = '<span class="premium-badge">Premium</span>' if d.extra.get("premium") else ""
            stamp = d.stamp or d.extra.get("stamp", "")
            items.append(
                f'<li class="teaser-item">{badge}<h3 class="teaser-title">{self.a(k, d.title, "content")}</h3><p class="teaser-summary">{esc(self.lede(d))}</p><span class="date">{stamp}</span></li>'
            )
        head = f'<h1 class="section-title">{esc(doc.title)}</h1>'
        if doc.kind == "author":
            head += f'<p class="author-bio">{esc(doc.extra["bio"])}</p>'
        pag = ""
        if doc.extra.get("more"):
            pag = f'<nav class="pagination"><span class="current">1</span>{self.a(doc.extra["more"], "2", "pagination")}{self.a(doc.extra["more"], "Next", "pagination")}</nav>'
        elif doc.key == "news2":
            pag = f'<nav class="pagination">{self.a("news", "Previous", "pagination")}<span class="current">2</span><a href="/kenya/news?page=3">3</a></nav>'
        extra = ""
        if doc.key == "home":
            extra = f'<div class="home-block"><h2>Opinion</h2>{self.a("letters", self.docs["letters"].title, "content")}<h2>More</h2>{self.a("interview", self.docs["interview"].title, "content")} · {self.a("tag", "Universal Health Coverage", "content")} · {self.a("author", "Wanjiru Kamau", "content")} · {self.a("news", "All news", "content")} · Trending search: {self.a("search", "matatu", "content")}</div>'
        return f'<section class="listing">{head}<ul class="teaser-list">{"".join(items)}</ul>{pag}{extra}</section>'

    def service_main(self, doc: Doc) -> str:
        if doc.extra.get("premium"):
            return f"""<article class="article article-premium">
<div class="article-section"><span class="premium-badge">Premium</span> <a href="/kenya/news">News</a></div>
<h1 class="article-title">{esc(doc.title)}</h1>
<div class="article-meta">{self.byline(doc)}<time class="date">{doc.extra["stamp"]}</time></div>
<div class="paywall"><h2>This article is for subscribers</h2><p>Subscribe to the Daily Meridian for unlimited access to premium stories, analysis and the e-paper.</p><p>{self.a("subscribe", "Subscribe now", "content")} or <a href="https://account.dailymeridian.test/login">log in</a> if you are already a subscriber.</p></div>
</article>"""
        return f'<section class="corporate-page"><h1 class="section-title">{esc(doc.title)}</h1>\n{self.blocks(doc)}\n</section>'
