# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes and dashes are deliberate)
"""The National Tribune: a US national on an **NYT-like** React template (`meta name=byl`, `ptime`, `pdate`, `PT`,
`CG`, `data-testid="headline"`, `section name="articleBody"`, `StoryBodyCompanionColumn`, hashed `css-` classes,
`window.__preloadedData`, `/2026/12/04/us/<slug>.html`, `/section/us?page=2`, `/by/…`, `/search?query=`), US
English, UTF-8. `article:published_time` and the JSON-LD are in UTC; the Phoenix verdict story is 03:12Z on
4 December = 22:12 on 3 December in New York (its URL, `pdate` and `ptime` say 3 December). A paywall stub that
shows only the first two paragraphs, a morning-newsletter archive post (an article), and a recipe page on the
`cooking.` subdomain (not an article)."""

from __future__ import annotations

import json
import zlib
from datetime import datetime, timedelta

from common import Base, page, story
from sitekit import Doc, css_rules, esc

BYLINES = {
    "Sarah Kim": "sarah-kim",
    "Luis Ortega": "luis-ortega",
    "Michael Brandt": "michael-brandt",
    "Dana Whitfield": "dana-whitfield",
    "Rebecca Stone": "rebecca-stone",
    "Tomás Aguilar": "tomas-aguilar",
    "Eleanor Price": "eleanor-price",
    "Hollis Grant": "hollis-grant",
}

COOKING = "https://cooking.nationaltribune.test"
A_NAV, A_SEARCH, A_SUB = 'data-testid="nav-link"', 'data-testid="search-button"', 'data-testid="masthead-subscribe"'
A_LOGO = 'data-testid="masthead-logo" aria-label="The National Tribune Logo"'
A_MORE = 'data-testid="search-show-more-button"'


class Tribune(Base):
    origin = "https://www.nationaltribune.test"
    name = "The National Tribune"
    prefix = "ntr"
    language = "en"
    content_type = "text/html; charset=utf-8"

    def url(self, key_or_path: str) -> str:
        path = self.docs[key_or_path].path if key_or_path in self.docs else key_or_path
        return path if path.startswith("https://") else self.origin + path

    def href(self, key_or_path: str) -> str:
        # the cooking subdomain links back to the news site with absolute URLs
        out = super().href(key_or_path)
        if self.current and self.docs[self.current].path.startswith("https://") and out.startswith("/"):
            return self.origin + out
        return out

    def css(self, seed: str) -> str:
        return f"css-{zlib.crc32(seed.encode()) % 36**6:06x}"[:10]

    def pad_rules(self) -> list[str]:
        return css_rules(
            "ntr", [f".{self.css(str(i))}" for i in range(10)] + [".StoryBodyCompanionColumn", ".meteredContent"], 250
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "The National Tribune",
                "nyt-homepage",
                list=["storm", "paywall", "verdict", "morning", "essay", "interview", "ap", "border"],
            )
        )
        add(
            page(
                "us",
                "/section/us",
                "section",
                "U.S.",
                "nyt-section-front",
                list=["storm", "paywall", "verdict", "ap", "border"],
                more="us2",
            )
        )
        add(
            page(
                "us2",
                "/section/us?page=2",
                "section",
                "U.S.",
                "nyt-section-page2",
                list=["interview", "border", "storm"],
                prev="us",
            )
        )
        add(
            page(
                "topic",
                "/spotlight/winter-weather",
                "tag",
                "Winter Weather",
                "nyt-spotlight",
                list=["storm", "ap", "morning"],
            )
        )
        add(
            page(
                "author",
                "/by/sarah-kim",
                "author",
                "Sarah Kim",
                "nyt-byline-page",
                list=["storm", "paywall", "morning"],
                bio="Sarah Kim is a national correspondent for The Tribune, based in Chicago, covering the Midwest.",
            )
        )
        add(
            page(
                "search",
                "/search?query=lake+effect+snow",
                "search",
                "Search",
                "nyt-search",
                list=["storm", "ap", "morning"],
            )
        )
        add(
            page(
                "about",
                "/company",
                "about",
                "The National Tribune Company",
                "nyt-company-page",
                [
                    "The National Tribune Company is a global media organization dedicated to enhancing society by creating, collecting and distributing high-quality news and information.",
                    "Founded in 1871 in Philadelphia, The Tribune moved to New York in 1903. It has won 61 Pulitzer Prizes and employs more than 1,900 journalists in 160 countries.",
                    "## Leadership",
                    "Publisher: Caroline Whitcombe. Executive Editor: Raymond Osei. Chief Executive: Linda Mercado.",
                    "## Investors",
                    "The Company’s Class A common stock is listed on the New York Stock Exchange under the symbol NTRB.",
                ],
            )
        )
        add(
            page(
                "privacy",
                "/privacy/privacy-policy",
                "policy",
                "Privacy Policy",
                "nyt-help-page",
                [
                    "Last Updated on November 19, 2026",
                    "This Privacy Policy applies to information The National Tribune Company collects when you use our websites, mobile applications, and other online products and services, including Tribune Cooking and Tribune Games.",
                    "## Information We Collect",
                    "We collect information you provide directly, such as registration and payment information, information we collect automatically, such as device identifiers and browsing history, and information from third parties.",
                    "## Your California Privacy Rights",
                    "California residents may request that we disclose the categories of personal information we have collected, and may opt out of the sale or sharing of their personal information.",
                ],
            )
        )
        add(
            page(
                "subscribe",
                "/subscription",
                "subscribe",
                "Subscribe to The Tribune",
                "nyt-subscription-page",
                [
                    "## All Access",
                    "$1 a week for your first year. News, Games, Cooking, Audio and The Athletic.",
                    "## News",
                    "$0.50 a week for your first year. Unlimited articles, newsletters and the Tribune app.",
                    "Billed every four weeks. Cancel anytime. Offer for new subscribers only.",
                ],
            )
        )
        add(
            page(
                "recipe",
                f"{COOKING}/recipes/1025631-cranberry-orange-sheet-cake",
                "recipe",
                "Cranberry-Orange Sheet Cake",
                "nyt-cooking-recipe-not-article",
                [
                    "This tender, plush cake is the kind you bring to a holiday party and come home with an empty pan. Fresh cranberries burst in the oven, turning tart and jammy against the orange-scented crumb, and a simple glaze makes it look festive with no extra effort. If you can find them, use blood oranges for the glaze: the color is spectacular.",
                ],
                story_template=True,
                by="Hollis Grant",
                ingredients=[
                    "2½ cups all-purpose flour",
                    "1½ teaspoons baking powder",
                    "½ teaspoon kosher salt",
                    "1 cup unsalted butter, softened",
                    "1½ cups granulated sugar",
                    "4 large eggs",
                    "1 tablespoon grated orange zest",
                    "1 cup sour cream",
                    "3 cups fresh cranberries",
                    "1½ cups powdered sugar",
                    "3 tablespoons orange juice",
                ],
                steps=[
                    "Heat oven to 350 degrees. Butter a 9-by-13-inch pan.",
                    "Whisk together the flour, baking powder and salt.",
                    "Beat butter and sugar until light and fluffy, about 4 minutes. Add eggs one at a time, then the zest.",
                    "Add the flour mixture in three parts, alternating with the sour cream. Fold in the cranberries.",
                    "Bake for 40 to 45 minutes, until a tester comes out clean. Cool completely.",
                    "Whisk powdered sugar and orange juice, and drizzle over the cake.",
                ],
            )
        )
        add(
            story(
                "storm",
                "/2026/12/04/us/lake-effect-snow-buffalo-erie.html",
                "Lake-Effect Snow Buries Buffalo and Erie, With More on the Way",
                "2026-12-04",
                "2026-12-04T15:41:00.000Z",
                "Dec. 4, 2026, 10:41 a.m. ET",
                ["Sarah Kim", "Luis Ortega"],
                [
                    "A band of lake-effect snow that stalled over western New York and northwestern Pennsylvania dropped more than four feet of snow in some places by Friday morning, closing highways, stranding drivers and forcing schools to shut for a second day.",
                    "In Orchard Park, south of Buffalo, the National Weather Service measured 52 inches of snow in 36 hours. In Erie, Pa., a city accustomed to heavy snow, officials declared a snow emergency and banned nonessential travel.",
                    "“It’s coming down two to three inches an hour and it’s not moving,” said Jolene Marchetti, a meteorologist in the Weather Service’s Buffalo office. “That’s what makes this one so dangerous.”",
                    "Gov. Andrea Walsh of New York deployed 300 National Guard members to help clear roads and check on older residents. At least two deaths were blamed on the storm, including a 71-year-old man who collapsed while shoveling in Hamburg.",
                    "The New York State Thruway was closed between Rochester and the Pennsylvania line, leaving hundreds of trucks parked along the shoulders.",
                    "Forecasters said the band would shift north on Saturday, bringing another one to two feet to the Buffalo suburbs before tapering off.",
                ],
                "national-two-authors-reporting-contributed",
                section="U.S.",
                contributed="Reporting was contributed by Dana Whitfield from Erie, Pa., and Michael Brandt from Albany.",
                kicker="Winter Weather",
                summary="Some areas got more than four feet of snow, and forecasters said another foot or two could fall before the band moved on.",
            )
        )
        add(
            story(
                "paywall",
                "/2026/12/04/us/supreme-court-groundwater-case-arizona.html",
                "Supreme Court Takes Up Fight Over Arizona’s Vanishing Groundwater",
                "2026-12-04",
                "2026-12-04T19:05:00.000Z",
                "Dec. 4, 2026, 2:05 p.m. ET",
                ["Michael Brandt"],
                [
                    "The Supreme Court agreed on Friday to decide whether Arizona can limit how much groundwater a Saudi-owned farm and dozens of other large growers pump from desert aquifers, a case that could reshape water law across the drought-stricken West.",
                    "The case, Fondomonte Farms v. Arizona, arrives as wells in parts of western Arizona have run dry and the state has paused new home construction in some fast-growing suburbs of Phoenix for lack of proven water supplies.",
                ],
                "paywall-stub-two-paragraphs",
                section="U.S.",
                summary="The justices will hear a challenge to the state’s new pumping limits, which farmers say violate their property rights.",
                paywall=True,
            )
        )
        add(
            story(
                "verdict",
                "/2026/12/03/us/phoenix-fentanyl-verdict-jury.html",
                "Phoenix Jury Convicts Pharmacy Owner in Fentanyl Pill Case",
                "2026-12-03",
                "2026-12-04T03:12:00.000Z",
                "Dec. 3, 2026, 10:12 p.m. ET",
                ["Tomás Aguilar"],
                [
                    "A federal jury in Phoenix on Thursday convicted the owner of a chain of pharmacies of conspiring to sell hundreds of thousands of counterfeit pills that contained fentanyl, after a five-week trial that featured testimony from the parents of two teenagers who died.",
                    "The owner, Garrett Lowell, 58, was found guilty on 11 of 12 counts, including conspiracy to distribute a controlled substance resulting in death. He faces a minimum of 20 years in prison.",
                    "Prosecutors said Mr. Lowell’s three pharmacies in Mesa and Chandler had served as fronts for a trafficking ring that pressed pills in a warehouse in Glendale and sold them through social media.",
                    "Mr. Lowell’s lawyer, Patricia Voss, said he would appeal. “He trusted the wrong people, and he will pay for that,” she said, “but he is not a murderer.”",
                    "Sentencing was set for March 12.",
                ],
                "national-utc-crosses-day",
                section="U.S.",
                summary="Garrett Lowell was found guilty on 11 counts after a five-week federal trial.",
            )
        )
        add(
            story(
                "morning",
                "/2026/12/04/briefing/snow-supreme-court-water-holiday-cake.html",
                "Snow, Water and the Supreme Court",
                "2026-12-04",
                "2026-12-04T10:00:00.000Z",
                "Dec. 4, 2026, 5:00 a.m. ET",
                ["Eleanor Price"],
                [
                    "Good morning. We’re covering a record snowstorm, a big water case — and a cake for the holidays.",
                    "## Four feet and counting",
                    "If you live in Buffalo, you know about lake-effect snow. But even by Buffalo standards, this week has been extraordinary: parts of the region have had more than four feet since Wednesday, and more is coming.",
                    "Lake-effect storms form when cold air passes over warmer lake water, picking up moisture that falls as snow on the downwind shore. Because the Great Lakes have been unusually warm this fall, the storms have been unusually intense, my colleagues [[storm|Sarah Kim and Luis Ortega]] report.",
                    "## Here’s today’s news",
                    "- The Supreme Court will hear a case about Arizona’s groundwater limits.",
                    "- A Phoenix jury convicted a pharmacy owner in a fentanyl case.",
                    "- The Labor Department will release the November jobs report at 8:30 a.m.",
                    "## Dessert",
                    "A [[recipe|cranberry-orange sheet cake]] for your next party.",
                    "Thanks for spending part of your morning with The Tribune. See you tomorrow.",
                ],
                "newsletter-archive-post",
                section="Briefing",
                kicker="The Morning",
                summary="Plus, the Supreme Court takes a water case.",
                newsletter=True,
            )
        )
        add(
            story(
                "essay",
                "/2026/12/04/opinion/rural-hospitals-closing.html",
                "My Town’s Hospital Closed. Here’s What Happened Next.",
                "2026-12-04",
                "2026-12-04T10:00:02.000Z",
                "Dec. 4, 2026",
                ["Rebecca Stone"],
                [
                    "The hospital in Hollister, Okla., closed on a Tuesday in March. By Friday, the nearest emergency room was 47 miles away.",
                    "I have practiced family medicine in Hollister for 22 years. I have delivered babies in that hospital and sat with patients while they died. Now, when someone has a heart attack, I call a helicopter and hope.",
                    "More than 140 rural hospitals have closed or stopped inpatient care since 2010. Each closure is described as a business decision. It is also a decision about who gets to live.",
                    "There are solutions. A new federal designation lets small hospitals keep an emergency room open without inpatient beds. States can pay more for Medicaid patients. Neither will work without money.",
                    "Congress will debate rural health funding next month. I hope its members will visit a town like mine first.",
                ],
                "opinion-guest-essay-bio-at-end",
                section="Opinion",
                kicker="Guest Essay",
                bio="Dr. Rebecca Stone is a family physician in Hollister, Okla.",
            )
        )
        add(
            story(
                "ap",
                "/2026/12/04/us/michigan-ice-storm-power-outages.html",
                "Ice Storm Leaves 200,000 Without Power in Michigan",
                "2026-12-04",
                "2026-12-04T13:30:00.000Z",
                "Dec. 4, 2026, 8:30 a.m. ET",
                [],
                [
                    "LANSING, Mich. — An ice storm knocked out power to about 200,000 homes and businesses in mid-Michigan on Friday, utilities said.",
                    "Consumers Energy said crews from four states were helping to restore power, but some customers could be without electricity until Sunday.",
                    "Warming centers opened in Lansing, Jackson and Mount Pleasant.",
                ],
                "agency-the-associated-press",
                section="U.S.",
                byline_text="By The Associated Press",
            )
        )
        add(
            story(
                "interview",
                "/2026/12/02/us/interview-park-ranger-yellowstone.html",
                "She Has Spent 30 Winters in Yellowstone. She Says This One Is Different.",
                "2026-12-02",
                "2026-12-02T11:00:00.000Z",
                "Dec. 2, 2026",
                ["Dana Whitfield"],
                [
                    "Marianne Ochoa has been a winter ranger in Yellowstone National Park since 1996. We spoke as the park opened for the snow season. The conversation has been condensed and edited.",
                    "Q: What has changed in 30 years? || The snow comes later and leaves earlier. When I started, we opened the roads to snow coaches in mid-December. Some years now we can’t open until January.",
                    "Q: What does that mean for the animals? || Bison and elk move around more in winter than they used to. They are following the grass, and the grass is showing up in places it didn’t before.",
                    "Q: What do visitors get wrong? || They think winter is quiet. It is the loudest season, if you listen: the ice on Yellowstone Lake sings.",
                ],
                "qa-interview",
                section="U.S.",
                kicker="The Interview",
            )
        )
        add(
            story(
                "border",
                "/2026/12/01/us/el-paso-shelter-migrants-winter.html",
                "El Paso Shelters Brace for a Winter of Uncertainty",
                "2026-12-01",
                "2026-12-01T22:15:00.000Z",
                "Dec. 1, 2026",
                ["Tomás Aguilar"],
                [
                    "EL PASO — The cots at the Casa del Refugio shelter are mostly empty. Its director, Lourdes Benítez, is preparing for them to fill up again.",
                    "Crossings at the southern border have fallen to their lowest level in five years, but shelter operators say the numbers can change in weeks.",
                    "“We’ve learned not to trust a quiet month,” Ms. Benítez said.",
                    "The city has set aside $2.4 million for emergency housing this winter, less than half of what it spent two years ago.",
                ],
                "national-single-author",
                section="U.S.",
            )
        )

    # --- templates ---------------------------------------------------------------------------------------------

    def byl(self, doc: Doc) -> str:
        if doc.extra.get("byline_text"):
            return doc.extra["byline_text"]
        return "By " + " and ".join(doc.authors)

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        out = [
            '<meta charset="utf-8">',
            f'<title data-rh="true">{esc(doc.title)} - The National Tribune</title>',
            f'<link data-rh="true" rel="canonical" href="{url}">',
            '<meta data-rh="true" name="robots" content="noarchive, max-image-preview:large">',
            f'<meta data-rh="true" property="og:title" content="{esc(doc.title)}">',
            f'<meta data-rh="true" property="og:url" content="{url}">',
            '<link rel="preload" href="https://static01.ntrib.test/fonts/cheltenham-normal-700.woff2" as="font" crossorigin>',
        ]
        if doc.is_article:
            utc = doc.iso or ""
            local = datetime.fromisoformat(utc.replace("Z", "+00:00")) - timedelta(hours=5)  # New York, EST
            ny = local.strftime("%Y%m%d%H%M%S")
            pdate = ny[:8]
            out += [
                '<meta data-rh="true" property="og:type" content="article">',
                f'<meta data-rh="true" name="byl" content="{esc(self.byl(doc))}">',
                f'<meta data-rh="true" name="ptime" content="{ny}">',
                f'<meta data-rh="true" name="utime" content="{ny}">',
                f'<meta data-rh="true" name="pdate" content="{pdate}">',
                f'<meta data-rh="true" property="article:published_time" content="{utc}">',
                f'<meta data-rh="true" property="article:section" content="{esc(doc.section)}">',
                f'<meta data-rh="true" name="articleid" content="1000000{zlib.crc32(doc.key.encode()) % 99999999:08d}">',
                f'<meta data-rh="true" name="CG" content="{"opinion" if doc.section == "Opinion" else "briefing" if doc.section == "Briefing" else "us"}">',
                '<meta data-rh="true" name="PT" content="article">',
                f'<meta data-rh="true" name="PST" content="{"Op-Ed" if doc.section == "Opinion" else "News"}">',
            ]
            ld = {
                "@context": "https://schema.org",
                "@type": "OpinionNewsArticle" if doc.section == "Opinion" else "NewsArticle",
                "description": doc.extra.get("summary", doc.title),
                "image": [
                    {
                        "@type": "ImageObject",
                        "url": f"https://static01.ntrib.test/images/2026/12/{zlib.crc32(doc.key.encode()):x}-superJumbo.jpg",
                        "height": 1365,
                        "width": 2048,
                    }
                ],
                "mainEntityOfPage": url,
                "url": url,
                "inLanguage": "en",
                "author": [
                    {
                        "@context": "https://schema.org",
                        "@type": "Person",
                        "url": self.url(f"/by/{BYLINES[a]}"),
                        "name": a,
                    }
                    for a in doc.authors
                ]
                or [{"@type": "Organization", "name": "The Associated Press"}],
                "dateModified": utc,
                "datePublished": utc,
                "headline": doc.title,
                "publisher": {"@id": "https://www.nationaltribune.test/#publisher"},
                "isAccessibleForFree": False,
                "hasPart": {"@type": "WebPageElement", "isAccessibleForFree": False, "cssSelector": ".meteredContent"},
                "isPartOf": {
                    "@type": ["CreativeWork", "Product"],
                    "name": "The National Tribune",
                    "productID": "nationaltribune.test:basic",
                },
            }
            out.append(
                f'<script data-rh="true" type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>'
            )
        elif doc.kind == "recipe":
            ld = {
                "@context": "https://schema.org",
                "@type": "Recipe",
                "name": doc.title,
                "author": {"@type": "Person", "name": doc.extra["by"]},
                "description": plain_first(doc),
                "recipeYield": "12 servings",
                "totalTime": "PT1H30M",
                "recipeIngredient": doc.extra["ingredients"],
                "recipeInstructions": [{"@type": "HowToStep", "text": s} for s in doc.extra["steps"]],
                "aggregateRating": {"@type": "AggregateRating", "ratingValue": 5, "ratingCount": 2311},
                "datePublished": "2026-11-20T17:00:00.000Z",
            }
            out += [
                '<meta property="og:type" content="website">',
                f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>',
            ]
        else:
            out.append('<meta data-rh="true" property="og:type" content="website">')
            out.append(
                f'<meta data-rh="true" name="PT" content="{"Homepage" if doc.kind == "home" else "Collection"}">'
            )
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        c = self.css
        if doc.kind == "recipe":
            nav = f'<header class="{c("ckh")}"><a href="{COOKING}/" class="{c("cklogo")}">Tribune Cooking</a> <nav><a href="{COOKING}/topics/what-to-cook-this-week">What to Cook</a> <a href="{COOKING}/topics/holiday">Holidays</a> {self.a("home", "The National Tribune", "nav")}</nav></header>'
        else:
            sections = "".join(
                f'<li class="{c("navli")}">{self.a(k, t, "nav", A_NAV)}</li>'
                for k, t in (
                    ("us", "U.S."),
                    ("/section/world", "World"),
                    ("/section/business", "Business"),
                    ("/section/arts", "Arts"),
                    ("/section/opinion", "Opinion"),
                    ("topic", "Winter Weather"),
                    (f"{COOKING}/", "Cooking"),
                )
            )
            nav = f'<header class="{c("mh")}" data-testid="masthead-container"><div class="{c("mhtop")}"><button data-testid="nav-button">Sections</button> {self.a("search", "Search", "nav", A_SEARCH)} <span class="{c("date")}">Saturday, December 5, 2026</span> {self.a("home", "The National Tribune", "nav", A_LOGO)} {self.a("subscribe", "Subscribe for $1/week", "nav", A_SUB)} <a href="https://myaccount.nationaltribune.test/auth/login" data-testid="login-button">Log in</a></div><nav data-testid="mini-nav"><ul>{sections}</ul></nav></header>'
        preloaded = {
            "initialData": {
                "data": {
                    "article" if doc.is_article else "legacyCollection": {
                        "__typename": "Article" if doc.is_article else "LegacyCollection",
                        "sourceId": str(zlib.crc32(doc.key.encode())),
                        "url": self.url(doc.key),
                        "headline": {"default": doc.title},
                        "firstPublished": doc.iso or "",
                        "section": {"displayName": doc.section},
                    }
                }
            },
            "config": {"gqlUrlClient": "https://samizdat-graphql.ntrib.test/graphql/v2"},
        }
        return f"""<!DOCTYPE html>
<html lang="en" class=" story nytapp-vi-article">
<head>
{self.head(doc)}
<style data-emotion="css" data-s="">
/*PAD*/
</style>
<script>window.__preloadedData = {json.dumps(preloaded, ensure_ascii=False)};</script>
</head>
<body>
<div id="app"><div><div class="{c("app")}">
<a class="{c("skip")}" href="#site-content">Skip to content</a>
{nav}
<main id="site-content">
{main}
</main>
<footer class="{c("ft")}" role="contentinfo"><nav data-testid="footer"><ul>
<li>{self.a("home", "© 2026 The National Tribune Company", "footer")}</li><li>{self.a("about", "The National Tribune Company", "footer")}</li><li><a href="/contact">Contact Us</a></li><li><a href="/careers">Work with us</a></li><li>{self.a("privacy", "Privacy Policy", "footer")}</li><li><a href="/terms-of-service">Terms of Service</a></li><li>{self.a("subscribe", "Subscriptions", "footer")}</li><li><a href="/sitemap">Site Map</a></li></ul></nav></footer>
</div></div></div>
<div id="fides-overlay"><div id="fides-banner" class="fides-banner"><p>We use cookies and similar methods to recognize visitors and remember their preferences. To learn more, see our {self.a("privacy", "Privacy Policy", "footer")}.</p><button class="fides-accept-all-button">Accept all</button><button class="fides-reject-all-button">Reject all</button></div></div>
<script async src="https://static01.ntrib.test/vi-assets/static-assets/main-8d1f02.js"></script>
</body>
</html>
"""

    def story_main(self, doc: Doc) -> str:
        c = self.css
        if doc.kind == "recipe":
            return self.recipe_main(doc)
        kicker = (
            f'<p class="{c("kick")}"><span>{esc(doc.extra["kicker"])}</span></p>' if doc.extra.get("kicker") else ""
        )
        summary = (
            f'<p id="article-summary" class="{c("sum")}">{esc(doc.extra["summary"])}</p>'
            if doc.extra.get("summary")
            else ""
        )
        if doc.extra.get("byline_text"):
            byline = f'<p class="{c("byp")}"><span class="{c("bys")}">{esc(doc.extra["byline_text"])}</span></p>'
        else:
            names = []
            bl = 'class="' + c("bl") + '"'
            for i, a in enumerate(doc.authors):
                target = "author" if a == "Sarah Kim" else f"/by/{BYLINES[a]}"
                names.append(
                    f'<span class="{c("bn")}{" last-byline" if i == len(doc.authors) - 1 else ""}" itemprop="name">{self.a(target, a, "byline", bl)}</span>'
                )
            byline = f'<p class="{c("byp")}"><span class="byline-prefix">By</span> ' + " and ".join(names) + "</p>"
        stamp = doc.stamp
        time = f'<time class="{c("tm")}" datetime="{doc.iso}"><span>{esc(stamp)}</span></time>'
        paras = []
        for i, b in enumerate(doc.blocks):
            if b[0] == "p":
                paras.append(
                    f'<div class="{c("cc")} StoryBodyCompanionColumn" data-testid="companionColumn-{i}"><div class="{c("ccc")}"><p class="{c("p")} evys1bk0">{self.inline(b[1])}</p></div></div>'
                )
            elif b[0] == "h2":
                paras.append(
                    f'<div class="{c("cc")} StoryBodyCompanionColumn"><div class="{c("ccc")}"><h2 class="{c("h2")} eoo0vm40">{esc(b[1])}</h2></div></div>'
                )
            elif b[0] == "ul":
                items = "".join(f"<li>{self.inline(x)}</li>" for x in b[1])
                paras.append(
                    f'<div class="{c("cc")} StoryBodyCompanionColumn"><div class="{c("ccc")}"><ul class="{c("ul")}">{items}</ul></div></div>'
                )
            elif b[0] == "qa":
                paras.append(
                    f'<div class="{c("cc")} StoryBodyCompanionColumn"><div class="{c("ccc")}"><p class="{c("p")} evys1bk0"><strong>{esc(b[1])}</strong></p><p class="{c("p")} evys1bk0">{self.inline(b[2])}</p></div></div>'
                )
            if i == 1 and doc.key == "storm":
                paras.append(
                    f'<div class="{c("ad")}" data-testid="StandardAd" id="mid1-wrapper"><div id="mid1" class="place-ad" data-position="mid1"><p class="{c("adl")}">Advertisement</p></div><a href="#after-mid1" class="{c("skipad")}">SKIP ADVERTISEMENT</a></div>'
                )
            if i == 3 and doc.extra.get("newsletter"):
                paras.append(
                    f'<div class="{c("nlpromo")}" data-testid="newsletter-promo"><p>Sign up for The Morning newsletter. Make sense of the news, every weekday.</p>{self.a("subscribe", "Get it sent to your inbox.", "promo")}</div>'
                )
        end = ""
        if doc.extra.get("contributed"):
            end += f'<div class="{c("bottom")}"><p class="{c("contrib")}"><em>{self.inline(doc.extra["contributed"])}</em></p></div>'
        if doc.extra.get("bio"):
            end += f'<div class="{c("bottom")}"><p class="{c("bio")}"><em>{esc(doc.extra["bio"])}</em></p><p class="{c("bio")}"><em>The Tribune is committed to publishing a diversity of letters to the editor. Here are some <a href="/section/opinion/letters">tips</a>.</em></p></div>'
        if doc.extra.get("newsletter"):
            end += f'<div class="{c("bottom")}"><p>The Morning is written by Eleanor Price, with help from the editors. <a href="mailto:themorning@nationaltribune.test">Contact us</a>.</p></div>'
        gateway = ""
        if doc.extra.get("paywall"):
            gateway = f'<div id="gateway-content" class="{c("gw")}"><div class="{c("gwbox")}" data-testid="paywall-gateway"><h2>Thank you for your patience while we verify access.</h2><p>Already a subscriber? <a href="https://myaccount.nationaltribune.test/auth/login?response_type=cookie">Log in.</a></p><p>Want all of The Tribune? {self.a("subscribe", "Subscribe.", "promo")}</p></div></div>'
        more = "".join(
            f'<li class="{c("mli")}">{self.a(k, self.docs[k].title, "related")}</li>'
            for k in ("storm", "verdict", "border", "morning")
            if k != doc.key
        )
        return f"""<div class="{c("wrap")}">
<article id="story" class="meteredContent {c("story")}">
<header class="{c("hdr")}">
{kicker}
<h1 id="link-{zlib.crc32(doc.key.encode()):x}" class="{c("h1")} e1h9rw200" data-testid="headline">{esc(doc.title)}</h1>
{summary}
<div class="{c("meta")}"><div class="{c("bylinewrap")}" data-testid="byline">{byline}</div><div class="{c("tmwrap")}">{time}</div></div>
<div class="{c("share")}"><button aria-label="Share full article">Share full article</button><span class="{c("cmt")}">{zlib.crc32(doc.key.encode()) % 900 + 20}</span></div>
</header>
<section name="articleBody" itemprop="articleBody" class="meteredContent {c("body")}">
{chr(10).join(paras)}
</section>
{end}
</article>
{gateway}
<div class="{c("morein")}" data-testid="more-in-section"><h2>More in {esc(doc.section)}</h2><ul>{more}</ul></div>
</div>"""

    def recipe_main(self, doc: Doc) -> str:
        c = self.css
        ingr = "".join(
            f'<li class="{c("ing")}"><span class="{c("ingq")}">{esc(x)}</span></li>' for x in doc.extra["ingredients"]
        )
        steps = "".join(
            f'<li class="{c("step")}"><p class="{c("stepn")}">Step {i}</p><p class="{c("stept")}">{esc(s)}</p></li>'
            for i, s in enumerate(doc.extra["steps"], 1)
        )
        return f"""<div class="{c("recipe")}" data-testid="recipe-page">
<div class="{c("rh")}"><h1 class="{c("rt")}" data-testid="recipe-title">{esc(doc.title)}</h1><p class="{c("rby")}">By <a href="{COOKING}/authors/hollis-grant">{esc(doc.extra["by"])}</a></p>
<dl class="{c("stats")}"><dt>Total Time</dt><dd>1½ hours</dd><dt>Rating</dt><dd>5 (2,311)</dd></dl>
<button class="{c("save")}">Save to Recipe Box</button></div>
<div class="{c("topnote")}" data-testid="recipe-topnote">{self.blocks(doc)}</div>
<div class="{c("ingwrap")}"><h2>Ingredients</h2><p>Yield: 12 servings</p><ul>{ingr}</ul></div>
<div class="{c("prepwrap")}"><h2>Preparation</h2><ol>{steps}</ol></div>
<div class="{c("notes")}"><h2>Cooking Notes</h2><p class="{c("note")}">Maya R. — I used frozen cranberries, tossed in a little flour. Perfect.</p><p class="{c("note")}">Tom — Needed 50 minutes in my oven.</p></div>
<div class="{c("private")}"><p>Featured in: {self.a("morning", "Snow, Water and the Supreme Court", "related")}</p></div>
</div>"""

    def listing_main(self, doc: Doc) -> str:
        c = self.css
        items = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            items.append(
                f'<li class="{c("sli")}"><article class="{c("card")}"><h3 class="{c("ch")}">{self.a(k, d.title, "content")}</h3><p class="{c("cs")}">{esc(d.extra.get("summary") or self.lede(d))}</p><p class="{c("cb")}">{esc(self.byl(d))}</p></article></li>'
            )
        head = f'<header class="{c("sh")}"><h1 class="{c("sht")}">{esc(doc.title)}</h1></header>'
        if doc.kind == "home":
            head = '<h2 class="visually-hidden">Top stories</h2>'
        elif doc.kind == "author":
            head = f'<header class="{c("sh")}"><h1>{esc(doc.title)}</h1><p class="{c("bio")}">{esc(doc.extra["bio"])}</p><a href="https://twitter.com/sarahkim_ntr">X @sarahkim_ntr</a></header>'
        elif doc.kind == "search":
            head = f'<header class="{c("sh")}"><h1>Search</h1><form role="search" action="/search"><input name="query" value="lake effect snow" data-testid="search-input"></form><p data-testid="SearchForm-status">Showing 3 results for: <strong>lake effect snow</strong></p></header>'
        pager = ""
        if doc.extra.get("more"):
            pager = f'<div class="{c("more")}">{self.a(doc.extra["more"], "Show More", "pagination", A_MORE)}</div>'
        elif doc.extra.get("prev"):
            pager = f'<div class="{c("more")}">{self.a(doc.extra["prev"], "Latest", "pagination")}</div>'
        extra = ""
        if doc.kind == "home":
            extra = f'<section class="{c("hmore")}"><h2>More to explore</h2><ul><li>{self.a("recipe", "Cranberry-Orange Sheet Cake", "content")}</li><li>{self.a("topic", "Winter Weather", "content")}</li><li>{self.a("us2", "More U.S. news", "content")}</li><li>{self.a("author", "Sarah Kim", "content")}</li></ul></section>'
        return f"""<div class="{c("coll")}">
{head}
<section class="{c("stream")}" id="stream-panel"><ol>
{chr(10).join(items)}
</ol>{pager}</section>
{extra}
</div>"""

    def service_main(self, doc: Doc) -> str:
        c = self.css
        return f"""<div class="{c("svc")}"><h1 class="{c("svct")}">{esc(doc.title)}</h1>
<div class="{c("svcb")}">{self.blocks(doc)}</div>
<aside><h2>Most Popular</h2><ol>{"".join(f"<li>{self.a(k, self.docs[k].title, 'sidebar')}</li>" for k in ("storm", "verdict", "essay"))}</ol></aside></div>"""


def plain_first(doc: Doc) -> str:
    return next((b[1] for b in doc.blocks if b[0] == "p"), "")
