# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes are deliberate)
"""South Coast Tide: an ACM-like New South Wales regional on **Angular Universal** (Angular 15 SSR: `<app-root
_nghost-sc0 ng-version="15.2.10" ng-server-context="ssr">`, `_ngcontent-scNN` / `_nghost-scNN` on every template
element, `<!---->` anchors for `*ngIf`, component CSS in `<style ng-transition="serverApp">`, the story body bound
with `[innerHTML]` and so free of the attributes, and the HttpClient cache as TransferState in `<script
id="serverApp-state" type="application/json">` with `&q;` for quotes). URLs `/story/8912345/<slug>/`,
`/news/local-news/?page=2`, `/topic/<tag>/`, `/profile/1234/<slug>/`, `/search/?q=`. English (Australia), UTF-8,
Sydney summer time (+11:00).

Dates print "December 4 2026 - 6:30am" and "Updated December 5 2026 - 9:14am, first published December 4 2026 -
7:00pm"; the JSON-LD is in UTC, so morning stories carry the **previous** day (shark 19:30Z on 3 Dec, labelled 4 Dec),
and the bushfire story's `datePublished` is its **update** time (5 Dec local) while it was first published on 4 Dec.
Bylines "By Kate Nguyen", "Words by Tom Harris, pictures by Liam O'Brien" (only the writer is an author), "By Sam Doyle,
Local Democracy Reporter", "AAP", "Staff reporters". "READ MORE:" link paragraphs inside the body. Two pages are the
app failing: a removed story rendered as "Sorry, we can't find that page" with status 200 (the API's 404 only in the
TransferState), and a story URL served as the client-side fallback shell (an empty `<app-root>` with "Loading…")."""

from __future__ import annotations

import json
from typing import Any
from urllib.parse import quote

from common import Base, blocks_html, html_string, ng_state, page, scoped, story, to_utc
from sitekit import Doc, css_rules, esc, rng

ORIGIN = "https://www.southcoasttide.test"
ARTS = ["shark", "festival", "aap", "council", "bushfire", "surf", "whatson", "vale"]
API = "https://api.southcoasttide.test/v1"
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]  # fmt: skip

OLDER = [
    (
        "/story/8911001/kiama-blowhole-carpark-upgrade-finished/",
        "Kiama Blowhole carpark upgrade finished ahead of summer",
    ),
    ("/story/8911012/nowra-bridge-lane-closures-this-weekend/", "Nowra bridge lane closures this weekend"),
    ("/story/8911023/shellharbour-marina-restaurant-opens/", "Shellharbour marina's first restaurant opens its doors"),
    (
        "/story/8911034/gerringong-rugby-league-club-celebrates-100-years/",
        "Gerringong rugby league club celebrates 100 years",
    ),
    ("/story/8911045/jervis-bay-whale-season-breaks-record/", "Jervis Bay whale season breaks record"),
    ("/story/8911056/ulladulla-harbour-dredging-to-begin/", "Ulladulla harbour dredging to begin in February"),
    ("/story/8911067/berry-show-moves-to-march/", "Berry Show moves to March"),
    (
        "/story/8911078/wollongong-hospital-emergency-wait-times-improve/",
        "Wollongong Hospital emergency wait times improve",
    ),
]


def acm(local: str) -> str:
    day, time = local.split()
    y, m, d = day.split("-")
    h, mi = (int(x) for x in time.split(":"))
    return f"{MONTHS[int(m) - 1]} {int(d)} {y} - {h % 12 or 12}:{mi:02d}{'am' if h < 12 else 'pm'}"


def utc(local: str) -> str:
    return to_utc(local, 11, "%Y-%m-%dT%H:%M:%S.000Z")


def ng(n: int) -> str:
    return f' _ngcontent-sc{n}=""'


H0, H1, H12, H20 = ng(0), ng(1), ng(12), ng(20)  # app shell, header, story, listing
NAV = 'class="nav__link" _ngcontent-sc1=""'


class SouthCoast(Base):
    origin = ORIGIN
    name = "South Coast Tide"
    prefix = "sct"
    language = "en"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        sels = [".header", ".nav__link", ".story-headline", ".story-body p", ".byline", ".card", ".ad-slot",
                ".footer", ".consent", ".most-popular li", ".story-dates"]  # fmt: skip
        return scoped(css_rules("sct", sels, 260), "[_ngcontent-sc12]")

    def build(self) -> None:
        add = self.add
        add(page("home", "/", "home", "South Coast Tide", "angular-home-transferstate-teasers",
                 list=["bushfire", "shark", "council", "surf", "festival", "whatson", "vale", "aap"], more="news", shell_link=True))  # fmt: skip
        add(page("news", "/news/local-news/", "section", "Local News", "section-front", list=["bushfire", "shark", "council", "festival"], more="news2"))  # fmt: skip
        add(
            page(
                "news2",
                "/news/local-news/?page=2",
                "section",
                "Local News",
                "section-front-page2",
                list=["whatson", "vale", "aap"],
            )
        )
        add(page("tag", "/topic/bushfires/", "tag", "Bushfires", "topic-page", list=["bushfire", "aap"]))
        add(page("author", "/profile/1234/kate-nguyen/", "author", "Kate Nguyen", "profile-page", list=["shark", "bushfire"],
                 bio="Kate Nguyen is a journalist at the South Coast Tide covering emergency services, the environment and the Shoalhaven. Got a story? Email kate.nguyen@southcoasttide.test."))  # fmt: skip
        add(
            page(
                "search",
                "/search/?q=shark",
                "search",
                "Search results for 'shark'",
                "search-results",
                list=["shark", "surf"],
            )
        )
        add(page("tides", "/surf-and-tides/", "live-data", "Surf and tides", "tide-surf-table",
                 ["Kiama, Saturday December 5. Swell: south-east 1.5m, easing. Wind: north-east 15-20 knots in the afternoon.",
                  "T: Tide | Time | Height",
                  "T: High | 4:12am | 1.62m",
                  "T: Low | 10:31am | 0.38m",
                  "T: High | 4:47pm | 1.41m",
                  "T: Low | 10:52pm | 0.52m",
                  "Times are in AEDT. Always swim between the red and yellow flags at patrolled beaches."]))  # fmt: skip
        add(page("notfound", "/story/8900123/council-approves-new-skate-park-at-bomaderry/", "not-found", "Sorry, we can't find that page", "angular-soft-404-status-200",
                 ["The page you are looking for may have been removed, had its name changed or be temporarily unavailable.",
                  "Try searching for what you need, or head back to our homepage for the latest local news."]))  # fmt: skip
        add(
            page(
                "shell",
                "/story/8912999/huskisson-jetty-upgrade-to-start-in-autumn/",
                "app-shell",
                "South Coast Tide",
                "angular-csr-fallback-loading-shell",
            )
        )

        add(story(
            "shark",
            "/story/8912345/shark-sighting-closes-three-beaches-near-kiama/",
            "Shark sighting closes three beaches near Kiama",
            "2026-12-04", utc("2026-12-04 06:30"), "2026-12-04 06:30", ["Kate Nguyen"],
            [
                "Three beaches near Kiama were closed early on Friday after a large shark was spotted close to shore by a drone operator from Surf Life Saving NSW.",
                "The shark, believed to be a bull shark about 2.5 metres long, was seen about 50 metres off Surf Beach just after 5.45am, according to lifeguards. Surf Beach, Bombo and Kendalls Beach were closed as a precaution.",
                "RAW:<p><strong>READ MORE:</strong> <a href=\"/story/8911045/jervis-bay-whale-season-breaks-record/\">Jervis Bay whale season breaks record</a></p>",
                "Kiama Council lifeguard supervisor Ryan Mitchell said the drone would continue to patrol the area through the morning. “We want people to stay out of the water until we’re confident the shark has moved on,” he said.",
                "Shark sightings along the Illawarra coast are common in early summer as warmer water and schools of baitfish move closer to shore.",
                "Swimmers are advised to check the SharkSmart app before heading to the beach and to swim only at patrolled beaches between the flags.",
                "The beaches are expected to reopen on Saturday morning if there are no further sightings. Conditions are on our [[tides|surf and tides]] page.",
            ],
            "angular-ssr-utc-previous-day-read-more",
            section="Local News", ld="person", sid="8912345", updated="2026-12-04 11:05",
            tags=[("/topic/sharks/", "Sharks"), ("/topic/kiama/", "Kiama")],
        ))  # fmt: skip
        add(story(
            "festival",
            "/story/8912356/berry-food-and-wine-festival-draws-record-crowd/",
            "Berry food and wine festival draws record crowd",
            "2026-12-04", utc("2026-12-04 16:20"), "2026-12-04 16:20", ["Tom Harris"],
            [
                "More than 14,000 people filled the streets of Berry on the weekend for the town's annual food and wine festival, organisers say, the biggest turnout in its 20-year history.",
                "Queen Street was closed to traffic for the event, which featured 85 stalls from local wineries, cheesemakers, bakers and oyster farmers from Greenwell Point and the Shoalhaven River.",
                "Festival chair Helen Gray said the crowd was a relief after two years in which rain had kept numbers down. “We had people from Sydney, Canberra and the Southern Highlands, and most of the stallholders sold out by mid-afternoon,” she said.",
                "FIG: Crowds in Queen Street | Crowds fill Queen Street, Berry, on Saturday. Picture by Liam O'Brien",
                "Local businesses also reported a strong weekend. The owner of the Berry Bakehouse, Jacob Lee, said he had baked three times his usual number of sourdough loaves.",
                "Organisers are already planning next year's festival, which will add a second stage for live music at the showground.",
            ],
            "words-and-pictures-credit",
            section="Local News", ld="person", sid="8912356", photographer="Liam O'Brien",
            tags=[("/topic/berry/", "Berry")],
        ))  # fmt: skip
        add(story(
            "aap",
            "/story/8912367/hot-dry-weekend-prompts-total-fire-ban-across-southern-nsw/",
            "Hot, dry weekend prompts total fire ban across southern NSW",
            "2026-12-04", utc("2026-12-04 14:40"), "2026-12-04 14:40", [],
            [
                "A total fire ban has been declared for the Illawarra/Shoalhaven, Southern Ranges and Far South Coast for Saturday, with temperatures forecast to reach the high 30s and strong north-westerly winds.",
                "The NSW Rural Fire Service said the fire danger rating would be extreme in parts of the Shoalhaven and high elsewhere. No fires may be lit in the open, including campfires and barbecues using solid fuel.",
                "A cooler southerly change is expected to reach the coast late on Saturday afternoon, bringing gusty winds that could cause existing fires to spread quickly.",
            ],
            "agency-aap-brief",
            section="Local News", ld="aap", sid="8912367", credit="AAP",
            tags=[("tag", "Bushfires")],
        ))  # fmt: skip
        add(story(
            "council",
            "/story/8912378/shoalhaven-council-votes-to-cap-short-stay-rentals/",
            "Shoalhaven council votes to cap short-stay rentals in Huskisson and Vincentia",
            "2026-12-04", utc("2026-12-04 10:15"), "2026-12-04 10:15", ["Sam Doyle"],
            [
                "Shoalhaven City Council has voted to limit short-stay holiday rentals in Huskisson and Vincentia to 180 nights a year, in an effort to return more homes to the long-term rental market.",
                "The motion, moved by Cr Nina Walsh, passed eight votes to five at Thursday night's meeting after more than two hours of debate.",
                "“We have teachers and nurses living in their cars while hundreds of houses sit empty for most of the year,” Cr Walsh said. “This is a small step, but it's one we can take now.”",
                "Opponents said the cap would hurt the local tourism economy. Jervis Bay Tourism Association president Mark Ellis said holiday rentals brought millions of dollars into the region every summer.",
                "The council will now ask the NSW Department of Planning to approve the change. If approved, the cap would take effect from July next year.",
            ],
            "local-democracy-reporter-role-after-comma",
            section="Local News", ld="person", sid="8912378", role="Local Democracy Reporter", stale="notfound",
            tags=[("/topic/housing/", "Housing"), ("/topic/shoalhaven-council/", "Shoalhaven Council")],
        ))  # fmt: skip
        add(story(
            "bushfire",
            "/story/8912389/bushfire-near-sussex-inlet-now-under-control-rfs-says/",
            "Bushfire near Sussex Inlet now under control, RFS says",
            "2026-12-04", utc("2026-12-05 09:14"), "2026-12-04 19:00", ["Kate Nguyen"],
            [
                "A bushfire that threatened homes on the outskirts of Sussex Inlet on Friday afternoon has been brought under control, the NSW Rural Fire Service says.",
                "The fire started in bushland off the Princes Highway near Wandandian about 2pm and burned more than 120 hectares, pushed by hot north-westerly winds towards the Sussex Inlet Road.",
                "Residents of Jacobs Drive and Badgee Lagoon were told to prepare to leave, and an evacuation centre was opened at the Sussex Inlet RSL. About 40 people registered there before the warning was downgraded in the evening.",
                "RAW:<p><strong>READ MORE:</strong> <a href=\"/story/8912367/hot-dry-weekend-prompts-total-fire-ban-across-southern-nsw/\">Hot, dry weekend prompts total fire ban</a></p>",
                "## Highway reopened",
                "The Princes Highway was closed in both directions between Wandandian and the Sussex Inlet turn-off for about five hours. It reopened just after 7am on Saturday.",
                "No homes were lost. RFS Shoalhaven district officer Greg Tanner said crews had worked through the night to strengthen containment lines before Saturday's total fire ban.",
                "“The next 24 hours are critical,” he said. “With the heat and the wind change tomorrow, we need everyone to stay alert and have their bushfire survival plan ready.”",
            ],
            "updated-first-published-jsonld-uses-update",
            section="Local News", ld="person", sid="8912389", updated="2026-12-05 09:14",
            tags=[("tag", "Bushfires"), ("/topic/sussex-inlet/", "Sussex Inlet")],
        ))  # fmt: skip
        add(story(
            "surf",
            "/story/8912390/kiama-downs-wins-illawarra-surf-lifesaving-carnival/",
            "Kiama Downs wins Illawarra surf lifesaving carnival",
            "2026-12-04", utc("2026-12-04 20:30"), "2026-12-04 20:30", ["Megan Price"],
            [
                "Kiama Downs took out the Illawarra branch surf lifesaving championships at Thirroul on Friday, winning 14 of the 32 events on a day of big swell and strong winds.",
                "The club's open women's board relay team was the standout, finishing almost 20 seconds clear of Thirroul in the final race of the day.",
                "“Conditions were tough, so we just focused on getting everyone home safely and then racing hard,” Kiama Downs captain Ellie Sanders said.",
                "The top five clubs on points were:",
                "T: Club | Points | Gold medals",
                "T: Kiama Downs | 312 | 14",
                "T: Thirroul | 287 | 9",
                "T: North Wollongong | 241 | 5",
                "T: Bulli | 198 | 3",
                "T: Gerroa | 165 | 1",
                "The top three clubs qualify for the NSW championships at Blacksmiths Beach in March.",
            ],
            "sport-results-table",
            section="Sport", ld="person", sid="8912390",
            tags=[("/topic/surf-lifesaving/", "Surf lifesaving")],
        ))  # fmt: skip
        add(story(
            "whatson",
            "/story/8912401/whats-on-across-the-south-coast-this-weekend/",
            "What's on across the South Coast this weekend",
            "2026-12-04", utc("2026-12-04 12:00"), "2026-12-04 12:00", [],
            [
                "From Christmas markets to carols by the water, there's plenty happening around the region this weekend. Here are our picks.",
                "## Saturday",
                "- Kiama Christmas Market, Black Beach, 9am to 2pm: more than 60 stalls, a visit from Santa and free face painting.",
                "- Shellharbour Village Fun Run, 7am: 5km and 10km courses along the foreshore. Registration on the day is $30.",
                "- Nowra Players present A Christmas Carol, Nowra School of Arts, 7.30pm. Tickets $25.",
                "## Sunday",
                "- Carols by the Bay, Huskisson foreshore, from 6pm: bring a picnic rug. The event will be moved to the community centre if it rains.",
                "- Gerringong Farmers Market, Gerringong Town Hall, 8am to 12.30pm.",
                "Remember that a total fire ban is in place on Saturday, so leave the portable barbecue at home.",
            ],
            "staff-reporters-list-article",
            section="Whats On", ld="staff", sid="8912401", credit="Staff reporters",
        ))  # fmt: skip
        add(story(
            "vale",
            "/story/8912412/vale-joan-whitfield-kiamas-lifesaving-pioneer/",
            "Vale Joan Whitfield: Kiama's lifesaving pioneer dies aged 94",
            "2026-12-04", utc("2026-12-04 08:45"), "2026-12-04 08:45", ["Megan Price"],
            [
                "Joan Whitfield, one of the first women to gain a bronze medallion on the South Coast and a life member of Kiama Surf Life Saving Club, has died aged 94.",
                "Born in Kiama in 1932, she learnt to swim at the rock pool below the lighthouse and joined the club's auxiliary as a teenager, when women were not allowed to patrol the beach.",
                "When the rules changed in 1980, she earned her bronze medallion at the age of 48, alongside her two daughters. She went on to patrol Surf Beach for more than 25 years and trained hundreds of young lifesavers.",
                "“Joan was fearless in the water and kind on the sand,” club president David Moore said. “Generations of Kiama kids learnt to swim because of her.”",
                "She is survived by her daughters, Susan and Margaret, six grandchildren and four great-grandchildren. A memorial will be held at the club on December 12.",
            ],
            "tribute-obituary-article",
            section="Local News", ld="person", sid="8912412",
        ))  # fmt: skip

    # --- state ---------------------------------------------------------------------------------------------

    def state(self, doc: Doc) -> dict[str, Any]:
        nav = {"G./assets/config/navigation.json?": {"body": {"items": [{"label": "News", "url": "/news/local-news/"}, {"label": "Sport", "url": "/sport/"}, {"label": "What's On", "url": "/whats-on/"}]},
                                                      "headers": {}, "status": 200, "statusText": "OK", "url": f"{ORIGIN}/assets/config/navigation.json", "responseType": "json"}}  # fmt: skip
        if doc.is_article:
            body = {"id": int(doc.extra["sid"]), "headline": doc.title, "byline": doc.extra.get("credit") or ", ".join(doc.authors),
                    "authors": [{"id": 1234 if a == "Kate Nguyen" else 1200 + i, "name": a} for i, a in enumerate(doc.authors)],
                    "publishedAt": utc(doc.stamp), "updatedAt": utc(doc.extra["updated"]) if doc.extra.get("updated") else None,
                    "section": doc.section, "bodyHtml": html_string(self, doc.blocks), "tags": [t for _, t in doc.extra.get("tags", [])],
                    "comments": {"enabled": True, "count": rng("sct-c" + doc.key).randrange(2, 40)}}  # fmt: skip
            key = f"G.{API}/stories/{doc.extra['sid']}?"
            nav[key] = {
                "body": body,
                "headers": {},
                "status": 200,
                "statusText": "OK",
                "url": f"{API}/stories/{doc.extra['sid']}",
                "responseType": "json",
            }
        elif doc.kind == "not-found":
            key = f"G.{API}/stories/8900123?"
            nav[key] = {
                "body": {"error": "Story not found", "code": 404},
                "headers": {},
                "status": 404,
                "statusText": "Not Found",
                "url": f"{API}/stories/8900123",
                "responseType": "json",
            }
        elif "list" in doc.extra:
            items = [
                {
                    "id": int(self.docs[k].extra["sid"]),
                    "headline": self.docs[k].title,
                    "url": self.docs[k].path,
                    "publishedAt": utc(self.docs[k].stamp),
                }
                for k in doc.extra["list"]
            ]
            if doc.kind in ("home", "section"):
                items += [{"id": int(p.split("/")[2]), "headline": t, "url": p, "publishedAt": None} for p, t in OLDER]
            key = f"G.{API}/collections{doc.path.split('?')[0].rstrip('/') or '/home'}?page={2 if doc.key == 'news2' else 1}"
            nav[key] = {
                "body": {"items": items},
                "headers": {},
                "status": 200,
                "statusText": "OK",
                "url": f"{API}/collections",
                "responseType": "json",
            }
        return nav

    # --- templates -----------------------------------------------------------------------------------------

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        title = (
            f"{doc.title} | South Coast Tide"
            if doc.key != "home"
            else "South Coast Tide | Local News, Sport and Weather"
        )
        out = [f"<title>{esc(title)}</title>"]
        if doc.kind == "not-found":
            return "\n".join(out)
        out += [
            f'<meta name="description" content="{esc(self.lede(doc) if doc.is_article else doc.title + " from the South Coast Tide")}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            f'<meta property="og:url" content="{esc(url)}">',
            '<meta property="og:site_name" content="South Coast Tide">',
            f'<link rel="canonical" href="{esc(url)}">',
        ]
        if not doc.is_article:
            return "\n".join(out)
        mode = doc.extra["ld"]
        if mode == "aap":
            author: Any = {"@type": "Organization", "name": "AAP"}
        elif mode == "staff":
            author = {"@type": "Organization", "name": "South Coast Tide"}
        else:
            author = [{"@type": "Person", "name": a} for a in doc.authors]
        published = doc.iso
        ld = {"@context": "https://schema.org", "@type": "NewsArticle", "headline": doc.title, "mainEntityOfPage": url,
              "datePublished": published, "dateModified": utc(doc.extra["updated"]) if doc.extra.get("updated") else published,
              "author": author, "publisher": {"@type": "Organization", "name": "South Coast Tide", "logo": {"@type": "ImageObject", "url": f"{ORIGIN}/assets/logo.png"}},
              "image": [f"https://images.southcoasttide.test/transform/v1/crop/frm/{doc.extra['sid']}/hero.jpg/r0_0_1200_675_w1200_h675_fmax.jpg"],
              "isAccessibleForFree": True}  # fmt: skip
        out.append(f'<meta property="article:published_time" content="{published}">')
        out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        if doc.kind == "app-shell":
            return self.shell(doc)
        nav = "".join(
            f"<li{H1}>{self.a(k, t, 'nav', attrs=NAV)}</li>"
            for k, t in (("news", "News"), ("/sport/", "Sport"), ("/whats-on/", "What's On"), ("/property/", "Property"),
                         ("/obituaries/", "Obituaries"), ("tides", "Surf & Tides"), ("/e-edition/", "Today's Paper"))
        )  # fmt: skip
        pop = "".join(
            f"<li{H0}>{self.a(k, self.docs[k].title, 'aside', attrs=H0.strip())}</li>"
            for k in ["bushfire", "shark", "council", "surf", "vale"]
        )
        return f"""<!DOCTYPE html><html lang="en-AU"><head>
  <meta charset="utf-8">
  {self.head(doc)}
  <base href="/">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <link rel="icon" type="image/x-icon" href="favicon.ico">
<link rel="stylesheet" href="styles.8f2c1e4b9a7d3f60.css" media="print" onload="this.media='all'"><noscript><link rel="stylesheet" href="styles.8f2c1e4b9a7d3f60.css"></noscript><style ng-transition="serverApp">/*PAD*/</style></head>
<body><app-root _nghost-sc0="" ng-version="15.2.10" ng-server-context="ssr"><div{H0} class="consent" role="dialog"><p{H0}>We use cookies to give you the best experience on our site and to show you relevant ads. <a{H0} href="/privacy/">Privacy policy</a></p><button{H0}>OK</button></div><app-header{H0} _nghost-sc1=""><div{H1} class="ad-slot ad-slot--leaderboard" id="gpt-leaderboard"></div><header{H1} class="header"><a{H1} routerlink="/" class="header__logo" href="/"><img{H1} src="assets/logo.svg" alt="South Coast Tide" width="220" height="40"></a><div{H1} class="header__date">Saturday, December 5, 2026</div><nav{H1} class="nav"><ul{H1}>{nav}</ul><a{H1} class="nav__search" href="/search/">Search</a>{self.a("home", "Home", "nav", attrs=H1.strip())}</nav><div{H1} class="header__account"><a{H1} href="/subscribe/">Subscribe</a><a{H1} href="/login/">Log in</a></div></header></app-header><router-outlet{H0}></router-outlet>{main}<!----><aside{H0} class="most-popular"><h2{H0}>Most popular</h2><ol{H0}>{pop}</ol><div{H0} class="ad-slot ad-slot--mrec" id="gpt-mrec-1"></div><p{H0}>{self.a("tag", "Bushfires", "aside", attrs=H0.strip())} · {self.a("search", "Shark", "aside", attrs=H0.strip())} · {self.a("tides", "Surf and tides", "aside", attrs=H0.strip())}</p></aside><app-footer{H0} _nghost-sc2=""><footer{ng(2)} class="footer"><nav{ng(2)}><a{ng(2)} href="/about-us/">About us</a> · <a{ng(2)} href="/contact-us/">Contact us</a> · <a{ng(2)} href="/privacy/">Privacy</a> · <a{ng(2)} href="/terms/">Terms and conditions</a> · <a{ng(2)} href="/editorial-policy/">Editorial policy</a> · <a{ng(2)} href="/rss/">RSS</a></nav><p{ng(2)}>© 2026 South Coast Tide. We acknowledge the Traditional Custodians of the lands on which we work.</p></footer></app-footer></app-root>
<script src="runtime.3f1a9c2d7e5b8a04.js" type="module"></script><script src="polyfills.9b2c4e6f8a0d1c35.js" type="module"></script><script src="main.7e4d2b1a9c8f6e30.js" type="module"></script>
<script id="serverApp-state" type="application/json">{ng_state(self.state(doc))}</script></body></html>"""

    def shell(self, doc: Doc) -> str:
        return """<!DOCTYPE html><html lang="en-AU"><head>
  <meta charset="utf-8">
  <title>South Coast Tide</title>
  <base href="/">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <link rel="icon" type="image/x-icon" href="favicon.ico">
<style>/*PAD*/</style><link rel="stylesheet" href="styles.8f2c1e4b9a7d3f60.css" media="print" onload="this.media='all'"><noscript><link rel="stylesheet" href="styles.8f2c1e4b9a7d3f60.css"></noscript></head>
<body>
  <app-root><div class="boot"><div class="boot__spinner" aria-hidden="true"></div><p class="boot__text">Loading South Coast Tide…</p></div></app-root>
  <noscript>Please enable JavaScript to read the South Coast Tide.</noscript>
<script src="runtime.3f1a9c2d7e5b8a04.js" type="module"></script><script src="polyfills.9b2c4e6f8a0d1c35.js" type="module"></script><script src="main.7e4d2b1a9c8f6e30.js" type="module"></script></body></html>"""

    def byline(self, doc: Doc) -> str:
        if doc.extra.get("credit"):
            return f'<div{H12} class="byline"><span{H12} class="byline__name">{esc(doc.extra["credit"])}</span></div>'
        names = []
        for a in doc.authors:
            names.append(
                self.a("author", a, "byline", attrs=H12.strip())
                if a == "Kate Nguyen"
                else f'<a{H12} href="/profile/{1200 + len(names)}/{a.lower().replace(" ", "-")}/">{esc(a)}</a>'
            )
        if doc.extra.get("photographer"):
            return f'<div{H12} class="byline"><span{H12} class="byline__name">Words by {names[0]}, pictures by {esc(doc.extra["photographer"])}</span></div>'
        role = f", {esc(doc.extra['role'])}" if doc.extra.get("role") else ""
        return f'<div{H12} class="byline"><img{H12} class="byline__avatar" src="https://images.southcoasttide.test/authors/{doc.authors[0].lower().replace(" ", "-")}.jpg" alt="" width="40" height="40"><span{H12} class="byline__name">By {" and ".join(names)}{role}</span></div>'

    def story_main(self, doc: Doc) -> str:
        def fig(alt: str, cap: str) -> str:
            return f'<figure class="body-image"><img src="https://images.southcoasttide.test/{doc.extra["sid"]}/{len(alt)}.jpg" alt="{esc(alt)}"><figcaption>{esc(cap)}</figcaption></figure>'

        body = blocks_html(self, doc.blocks, fig=fig, sep="")
        if doc.extra.get("updated"):
            dates = f"Updated {acm(doc.extra['updated'])}, first published {acm(doc.stamp)}"
        else:
            dates = acm(doc.stamp)
        tags = "".join(f"<li{H12}>{self.a(k, t, 'tag', attrs=H12.strip())}</li>" for k, t in doc.extra.get("tags", []))
        rel = [k for k in ARTS if k != doc.key]
        rng("sct-rel" + doc.key).shuffle(rel)
        related = [f"<li{H12}>{self.a(k, self.docs[k].title, 'related', attrs=H12.strip())}</li>" for k in rel[:3]]
        if doc.extra.get("stale"):
            related.append(
                f"<li{H12}>{self.a(doc.extra['stale'], 'Council approves new skate park at Bomaderry', 'related', attrs=H12.strip())}</li>"
            )
        u = quote(self.url(doc.key), safe="")
        n = rng("sct-c" + doc.key).randrange(2, 40)
        sec = (
            self.a("news", doc.section, "breadcrumb", attrs=H12.strip())
            if doc.section == "Local News"
            else f'<a{H12} href="/{doc.section.lower().replace(" ", "-")}/">{esc(doc.section)}</a>'
        )
        return f"""<app-story _nghost-sc12=""><article{H12} class="story"><div{H12} class="story-section">{sec}</div><h1{H12} class="story-headline">{esc(doc.title)}</h1>{self.byline(doc)}<div{H12} class="story-dates">{dates}</div><!----><div{H12} class="share"><a{H12} href="https://www.facebook.com/sharer/sharer.php?u={u}">Share on Facebook</a><a{H12} href="mailto:?subject={quote(doc.title)}&amp;body={u}">Email</a></div><figure{H12} class="hero"><img{H12} src="https://images.southcoasttide.test/transform/v1/crop/frm/{doc.extra["sid"]}/hero.jpg/r0_0_1200_675_w1200_h675_fmax.jpg" alt="" width="1200" height="675"><figcaption{H12}>Picture: South Coast Tide</figcaption></figure><div{H12} class="story-body">{body}</div><!----><div{H12} class="ad-slot ad-slot--inline" id="gpt-inline-1"></div><ul{H12} class="story-tags">{tags}</ul><section{H12} class="related"><h2{H12}>More from the Tide</h2><ul{H12}>{"".join(related)}</ul></section><app-comments{H12} _nghost-sc14=""><div{ng(14)} class="comments"><button{ng(14)}>Comments ({n})</button></div></app-comments></article></app-story>"""

    def listing_main(self, doc: Doc) -> str:
        cards = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            cards.append(
                f'<div{H20} class="card"><img{H20} src="https://images.southcoasttide.test/{d.extra["sid"]}/card.jpg" alt="" loading="lazy"><h3{H20}>{self.a(k, d.title, "content", attrs=H20.strip())}</h3><p{H20}>{esc(self.lede(d))}</p><span{H20} class="card__time">{acm(d.stamp)}</span></div><!---->'
            )
        if doc.extra.get("shell_link"):
            cards.insert(
                2,
                f'<div{H20} class="card"><img{H20} src="https://images.southcoasttide.test/8912999/card.jpg" alt="" loading="lazy"><h3{H20}>{self.a("shell", "Huskisson jetty upgrade to start in autumn", "content", attrs=H20.strip())}</h3><p{H20}>Work on the long-awaited upgrade of the Huskisson jetty will begin in April.</p></div><!---->',
            )
        older = ""
        if doc.kind in ("home", "section"):
            older = (
                f'<section{H20} class="more"><h2{H20}>More news</h2><ul{H20}>'
                + "".join(f'<li{H20}><a{H20} href="{p}">{esc(t)}</a></li>' for p, t in OLDER[:6])
                + "</ul></section>"
            )
        head = f"<h1{H20}>{esc(doc.title)}</h1>"
        if doc.key == "home":
            head = f'<h1{H20} class="sr-only">South Coast Tide: news from Kiama, Shoalhaven and the Illawarra</h1>'
        elif doc.kind == "author":
            head = f'<div{H20} class="profile"><img{H20} src="https://images.southcoasttide.test/authors/kate-nguyen.jpg" alt="" width="120" height="120"><h1{H20}>{esc(doc.title)}</h1><p{H20}>Journalist</p><p{H20}>{esc(doc.extra["bio"])}</p></div>'
        elif doc.kind == "search":
            head = f'<form{H20} action="/search/"><input{H20} name="q" value="shark"><button{H20}>Search</button></form><h1{H20}>{esc(doc.title)}</h1><p{H20}>{len(cards)} results</p>'
        pager = ""
        if doc.key == "news":
            pager = f'<nav{H20} class="pager"><span{H20}>1</span>{self.a("news2", "2", "pagination", attrs=H20.strip())}{self.a("news2", "Next page", "pagination", attrs=H20.strip())}</nav>'
        elif doc.key == "news2":
            pager = f'<nav{H20} class="pager">{self.a("news", "Previous page", "pagination", attrs=H20.strip())}{self.a("news", "1", "pagination", attrs=H20.strip())}<span{H20}>2</span><a{H20} href="/news/local-news/?page=3">3</a></nav>'
        elif doc.key == "home":
            pager = f"<p{H20}>{self.a('news', 'More local news', 'content', attrs=H20.strip())} · {self.a('tides', 'Surf and tides', 'content', attrs=H20.strip())}</p>"
        return f'<app-collection _nghost-sc20=""><section{H20} class="collection collection--{doc.kind}">{head}<div{H20} class="cards">{"".join(cards)}</div>{older}{pager}</section></app-collection>'

    def service_main(self, doc: Doc) -> str:
        html = blocks_html(self, doc.blocks, attr=ng(22), sep="")
        if doc.kind == "not-found":
            return (f'<app-not-found _nghost-sc22=""><section{ng(22)} class="not-found"><h1{ng(22)}>{esc(doc.title)}</h1>{html}'
                    f'<p{ng(22)}>{self.a("home", "Go to the homepage", "content", attrs=ng(22).strip())} · {self.a("search", "Search the site", "content", attrs=ng(22).strip())}</p></section></app-not-found>')  # fmt: skip
        extra = (
            f"<p{ng(22)}>{self.a('shark', 'Related: ' + self.docs['shark'].title, 'content', attrs=ng(22).strip())}</p>"
            if doc.kind == "live-data"
            else ""
        )
        return f'<app-page _nghost-sc22=""><section{ng(22)} class="page page--{doc.kind}"><h1{ng(22)}>{esc(doc.title)}</h1>{html}{extra}</section></app-page>'
