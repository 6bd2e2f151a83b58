# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes and dashes are deliberate)
"""Verdigris County, Kansas: a county government site on CivicPlus / CivicEngage (`/CivicAlerts.aspx?AID=412`,
`/CivicAlerts.aspx?CID=4`, `/AgendaCenter`, `/Calendar.aspx`, `/155/Road-Bridge`, `/list.aspx`,
`/Search?searchPhrase=`), US English (Central time), **windows-1252 declared only in `<meta http-equiv>`** (the
HTTP header is a bare `text/html`). News Flash items are articles; two items of the same module in the "Public
Notices" category (a rezoning hearing notice and a notice to bidders) are legal notices, not articles (kind
`notice`). On a News Flash page the `<h1>` is the module name ("News Flash"); the item's headline is an `<h3
class="subhead2">`, and the `<title>` is "News Flash • Verdigris County, KS • CivicEngage". No JSON-LD, no
article metadata; the date is only the printed "Posted on: December 3, 2026"."""

from __future__ import annotations

from common import Base, page, story
from sitekit import Doc, css_rules, esc

SEARCH_BTN = 'class="searchBtn"'
NOTIFY = 'class="notify"'
READ_ON = 'class="readOn"'
VIEW_ALL = 'class="viewAll"'

CATS = {
    "em": ("Emergency Management", 2),
    "road": ("Road & Bridge", 3),
    "notice": ("Public Notices", 4),
    "county": ("County News", 1),
    "sheriff": ("Sheriff\u2019s Office", 5),
}


class Civic(Base):
    origin = "https://www.verdigriscountyks.test"
    name = "Verdigris County, KS"
    prefix = "vck"
    language = "en"
    encoding = "windows-1252"
    content_type = "text/html"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "vck",
            [
                "#divCivicAlerts",
                ".moduleContentNew",
                ".fr-view",
                ".subhead2",
                "#outer-wrap",
                ".cpTabs",
                ".widgetNewsFlash",
                ".siteSidebar",
                "#footer",
                ".agendaCenter",
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
                "Verdigris County, Kansas",
                "civicplus-home",
                list=["burn", "bridge", "levy", "award", "scam"],
            )
        )
        add(
            page(
                "flash",
                "/CivicAlerts.aspx",
                "section",
                "News Flash",
                "civicplus-newsflash-list",
                list=["burn", "bridge", "levy", "hearing", "award", "bid", "scam", "budget", "trees"],
            )
        )
        add(
            page(
                "notices",
                "/CivicAlerts.aspx?CID=4",
                "tag",
                "Public Notices",
                "civicplus-newsflash-category",
                list=["hearing", "bid"],
                cat="notice",
            )
        )
        add(
            page(
                "hearing",
                "/CivicAlerts.aspx?AID=409",
                "notice",
                "Notice of Public Hearing \u2013 Rezoning Case Z-26-07",
                "civicplus-legal-notice-hearing",
                [
                    "NOTICE IS HEREBY GIVEN that the Verdigris County Planning Commission will hold a public hearing on Tuesday, December 15, 2026, at 6:00 p.m. in the Commission Chambers of the Verdigris County Courthouse, 200 N. Main Street, Independence Creek, Kansas, to consider the following:",
                    "Case Z-26-07: An application by Prairie Edge Holdings, LLC, to rezone approximately 38.6 acres from A-1 Agricultural to R-2 Single-Family Residential. The property is generally located at the northeast corner of County Road 3400 and U.S. Highway 75, and is legally described as the South Half of the Southwest Quarter of Section 14, Township 31 South, Range 16 East of the 6th P.M., Verdigris County, Kansas, LESS road right-of-way.",
                    "All interested persons may appear and be heard. Written comments received by the Planning & Zoning Office by 5:00 p.m. on December 14, 2026, will be entered into the record.",
                    "The complete application is available for inspection at the Planning & Zoning Office during regular business hours, 8:00 a.m. to 4:30 p.m., Monday through Friday.",
                    "Published in the Verdigris County Record on November 26, 2026.",
                    "Janet K. Loring, Zoning Administrator",
                ],
                posted="November 25, 2026",
                cat="notice",
            )
        )
        add(
            page(
                "bid",
                "/CivicAlerts.aspx?AID=407",
                "notice",
                "Notice to Bidders \u2013 Bridge No. 114 Replacement",
                "civicplus-legal-notice-bid",
                [
                    "Sealed bids will be received by the Board of County Commissioners of Verdigris County, Kansas, at the office of the County Clerk, 200 N. Main Street, until 10:00 a.m. CST on Monday, January 11, 2027, for the replacement of Bridge No. 114 on County Road 2900, 0.4 miles east of Elk Creek Road.",
                    "Work consists of removal of the existing 42-foot steel truss and construction of a 50-foot reinforced concrete slab bridge with approach grading, riprap and guardrail.",
                    "Plans and specifications may be obtained from the Road & Bridge Department for a non-refundable fee of $50.00. Each bid must be accompanied by a bid bond or certified check in an amount equal to five percent (5%) of the total bid.",
                    "The Board reserves the right to reject any or all bids and to waive informalities.",
                    "Hollis R. Kemper, County Clerk",
                ],
                posted="November 20, 2026",
                cat="notice",
            )
        )
        add(page("agenda", "/AgendaCenter", "agenda", "Agenda Center", "civicplus-agenda-center"))
        add(page("calendar", "/Calendar.aspx?CID=14", "calendar", "Calendar", "civicplus-calendar"))
        add(
            page(
                "dept",
                "/155/Road-Bridge",
                "department",
                "Road & Bridge",
                "civicplus-department-page",
                [
                    "The Road & Bridge Department maintains 612 miles of county roads, 418 miles of them gravel, and 164 bridges.",
                    "## Services",
                    "- Grading and graveling of county roads",
                    "- Snow and ice removal on priority routes",
                    "- Bridge inspection and repair",
                    "- Culvert and entrance permits",
                    "## Report a Problem",
                    "To report a washout, a fallen tree or a damaged sign, call the Road & Bridge shop at 620-555-0140 during business hours or the Sheriff\u2019s dispatch after hours.",
                    "## Contact Us",
                    "Road & Bridge Shop, 1410 E. Industrial Road. Hours: 7:00 a.m. \u2013 3:30 p.m., Monday \u2013 Friday.",
                ],
            )
        )
        add(page("notify", "/list.aspx", "subscribe", "Notify Me\u00ae", "civicplus-notify-me"))
        add(
            page(
                "search",
                "/Search?searchPhrase=bridge",
                "search",
                "bridge",
                "civicplus-search-results",
                list=["bridge", "bid", "trees"],
            )
        )
        add(
            page(
                "policy",
                "/196/Website-Policies",
                "policy",
                "Website Policies",
                "civicplus-policy-updated",
                [
                    "This policy was last updated on August 3, 2026.",
                    "## Privacy",
                    "Verdigris County does not collect personal information about visitors unless it is provided voluntarily, for example when signing up for Notify Me\u00ae.",
                    "## Links to Other Sites",
                    "Links to other websites are provided for convenience. The County is not responsible for the content of external sites.",
                    "## Accessibility",
                    "The County is committed to making this website accessible to all. If you have trouble using any page, contact the County Clerk\u2019s office.",
                ],
            )
        )
        S = story
        add(
            S(
                "burn",
                "/CivicAlerts.aspx?AID=412",
                "Burn Ban Lifted for Verdigris County",
                "2026-12-03",
                None,
                "December 3, 2026",
                [],
                [
                    "The Board of County Commissioners voted Thursday morning to lift the countywide burn ban that had been in place since October 19. Rain and snow over the past week have brought the fire danger down to moderate.",
                    "Residents who plan a controlled burn must still call the Sheriff\u2019s dispatch center at 620-555-0100 before lighting any fire and again when the fire is out. Burning is not allowed on days when the wind is above 15 miles per hour.",
                    "\u201cWe had three grass fires in November that came close to homes,\u201d said Emergency Management Director Carl Benning. \u201cI\u2019m asking everyone to be careful and to keep a hose or a water tank close by.\u201d",
                    "The ban may be put back in place at any time if conditions change. Updates will be posted here and sent to Notify Me\u00ae subscribers.",
                ],
                "civicplus-newsflash-item",
                cat="em",
            )
        )
        add(
            S(
                "bridge",
                "/CivicAlerts.aspx?AID=411",
                "Old Highway 75 Bridge Closing for Deck Repair",
                "2026-12-02",
                None,
                "December 2, 2026",
                [],
                [
                    "The bridge on Old Highway 75 over Elk Creek, about two miles south of Cherryvale Road, will close to all traffic beginning Monday, December 7, for deck repairs. The work is expected to take about three weeks, weather permitting.",
                    "Crews will remove and replace the concrete deck surface and repair two expansion joints. The bridge was built in 1958 and last repaired in 2004.",
                    "## Detour",
                    "- Northbound traffic: turn east on County Road 2800, then north on Elk Creek Road.",
                    "- Southbound traffic: turn east on County Road 3000, then south on Elk Creek Road.",
                    "- Farm equipment wider than 14 feet should use U.S. Highway 75.",
                    "School buses of USD 447 will follow the detour. Parents should expect pick-up times to change by up to ten minutes.",
                    "Road & Bridge Superintendent Mike Danforth thanked drivers for their patience. \u201cThis deck has been patched for years. Replacing it now keeps the bridge open for another twenty,\u201d he said.",
                ],
                "civicplus-newsflash-item-detour-list",
                cat="road",
            )
        )
        add(
            S(
                "levy",
                "/CivicAlerts.aspx?AID=410",
                "Commissioner\u2019s Corner: Why We Are Raising the Mill Levy by 1.2 Mills",
                "2026-12-01",
                None,
                "December 1, 2026",
                ["Ray Ortega"],
                [
                    "RAW:<p><em>By Commissioner Ray Ortega, District 2</em></p>",
                    "Nobody likes a tax increase, and I have voted against several in my time on the Commission. This year I voted for one, and I want to explain why.",
                    "The state cut its road funding to counties by 11 percent this year. At the same time, the cost of gravel has gone up almost 30 percent since 2023. Without more money, we would grade each gravel road once every five weeks instead of every three.",
                    "The 1.2-mill increase will cost the owner of a $150,000 home about $20.70 a year. Every dollar of it goes to the Road & Bridge fund.",
                    "I know some of you disagree. My door is open, and so is my phone line: 620-555-0112. The Commission meets the first and third Monday of each month at 9 a.m., and there is always time for public comment.",
                ],
                "civicplus-newsflash-commissioner-column",
                cat="county",
            )
        )
        add(
            S(
                "award",
                "/CivicAlerts.aspx?AID=408",
                "County Wins State Award for 911 Dispatch Upgrade",
                "2026-11-24",
                None,
                "November 24, 2026",
                [],
                [
                    "Verdigris County Emergency Communications has received the 2026 Kansas 911 Coordinating Council Award for Innovation for its work to move the county to Next Generation 911.",
                    "FIG: Dispatch staff holding the award | Dispatch staff with the award at the Council\u2019s annual meeting in Salina.",
                    "The upgrade, finished in June, lets dispatchers receive text messages and photos and pinpoints the location of cell phone callers within about 50 feet. It was paid for with state 911 fees and did not use county property tax.",
                    "Dispatch supervisor Andrea Kim accepted the award on behalf of the center\u2019s 14 dispatchers. \u201cThis belongs to the people who answer the phone at 3 a.m.,\u201d she said.",
                    "The center handled 21,400 calls in 2025.",
                ],
                "civicplus-newsflash-item-photo",
                cat="em",
            )
        )
        add(
            S(
                "scam",
                "/CivicAlerts.aspx?AID=405",
                "Sheriff\u2019s Office Warns of Jury Duty Phone Scam",
                "2026-11-19",
                None,
                "November 19, 2026",
                [],
                [
                    "The Verdigris County Sheriff\u2019s Office is warning residents about callers who claim to be deputies and say the person has missed jury duty and must pay a fine to avoid arrest.",
                    "The callers ask for payment by gift cards or a payment app. At least four residents have received such calls this month, and one lost $1,800.",
                    "\u201cNo one from this office will ever call you to demand money over the phone,\u201d Sheriff Lonnie Graves said. \u201cIf you get a call like this, hang up and call us.\u201d",
                    "Residents who have received such a call can report it to the Sheriff\u2019s Office at 620-555-0100.",
                ],
                "civicplus-newsflash-item",
                cat="sheriff",
            )
        )
        add(
            S(
                "budget",
                "/CivicAlerts.aspx?AID=404",
                "2027 Budget Adopted After Hearing Draws 40 Residents",
                "2026-11-17",
                None,
                "November 17, 2026",
                [],
                [
                    "The Board of County Commissioners adopted the 2027 budget on Monday after a public hearing that drew about 40 residents to the Commission Chambers, the largest crowd at a budget hearing in more than a decade.",
                    "Twelve people spoke, most of them about the Road & Bridge fund and the proposed 1.2-mill increase. The Board voted 2-1 to adopt the budget as published, with Commissioner Wanda Fessler voting no.",
                    "## Where the money goes",
                    "T: Fund | 2026 Budget | 2027 Budget",
                    "T: General | $9,412,000 | $9,655,000",
                    "T: Road & Bridge | $5,880,000 | $6,402,000",
                    "T: Special Bridge | $740,000 | $740,000",
                    "T: Solid Waste | $1,215,000 | $1,268,000",
                    "T: Emergency Medical Services | $2,090,000 | $2,154,000",
                    "The total mill levy for 2027 will be 58.417 mills, up from 57.217. The full budget document is available at the County Clerk\u2019s office and in the Document Center.",
                    'RAW:<p><a href="/DocumentCenter/View/2291/2027-Adopted-Budget-PDF">2027 Adopted Budget (PDF)</a></p>',
                ],
                "civicplus-newsflash-budget-table",
                cat="county",
            )
        )
        add(
            S(
                "trees",
                "/CivicAlerts.aspx?AID=403",
                "Landfill to Accept Christmas Trees for Free Mulch Through January 15",
                "2026-11-16",
                None,
                "November 16, 2026",
                [],
                [
                    "The Verdigris County Landfill will accept natural Christmas trees at no charge from December 26 through January 15. Trees will be ground into mulch that residents can take home for free starting in March.",
                    "Please remove all lights, ornaments, tinsel and stands. Trees in plastic bags will not be accepted.",
                    "Drop-off is at the compost area to the left of the scale house, Monday through Saturday, 8 a.m. to 4 p.m.",
                    "Last year residents dropped off 1,130 trees, about 40 tons of material.",
                ],
                "civicplus-newsflash-item-search-only",
                cat="county",
            )
        )

    # ---- templates
    def frame(self, doc: Doc, main: str) -> str:
        a = self.a
        module = "News Flash" if doc.path.startswith("/CivicAlerts") else doc.title
        title = (
            f"{module} \u2022 Verdigris County, KS \u2022 CivicEngage"
            if doc.key != "home"
            else "Verdigris County, KS - Official Website | Official Website"
        )
        og = ""
        if doc.path.startswith("/CivicAlerts.aspx?AID"):
            og = f'<meta property="og:title" content="{esc(doc.title)}">\n<meta property="og:description" content="{esc(self.lede(doc))}">\n<meta property="og:image" content="https://www.verdigriscountyks.test/ImageRepository/Document?documentID=118">\n<meta property="og:url" content="{esc(self.url(doc.key))}">'
        menu = "".join(
            f'<li class="topMenuItem">{x}</li>'
            for x in [
                '<a href="/27/Government">Government</a>',
                a("dept", "Departments", "nav"),
                '<a href="/29/Community">Community</a>',
                a("flash", "News Flash", "nav"),
                a("agenda", "Agendas & Minutes", "nav"),
                a("calendar", "Calendar", "nav"),
                a("notify", "Notify Me\u00ae", "nav"),
            ]
        )
        footer = " ".join(
            [
                a("policy", "Website Policies", "footer"),
                '<a href="/Sitemap">Site Map</a>',
                '<a href="/Accessibility">Accessibility</a>',
                '<a href="/Admin">Login</a>',
                '<a href="https://www.civicplus.test/">Government Websites by CivicPlus\u00ae</a>',
            ]
        )
        return f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=windows-1252">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<title>{esc(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="Verdigris County, Kansas official website">
{og}
<link rel="stylesheet" href="/-1084414939.css">
<script src="/Assets/Scripts/jQuery/jquery-3.6.0.min.js"></script>
<script>var CivicPlus = window.CivicPlus || {{}}; CivicPlus.PageInfo = {{"moduleID": "{"1" if doc.path.startswith("/CivicAlerts") else "0"}", "pageID": "{len(doc.path) * 7}", "isAdmin": false}};</script>
<style>/*PAD*/</style>
</head>
<body class="{"wide" if doc.key == "home" else "interior"}">
<div id="outer-wrap">
<div id="skipToContentLinks"><a href="#moduleContent" class="skipToContentLink">Skip to Main Content</a></div>
<div class="alertBar" id="divEmergencyAlert"><span>Courthouse elevator out of service Dec. 7\u20138. Use the east entrance ramp.</span></div>
<header id="bannerDiv"><a href="/" id="logo"><img src="/ImageRepository/Document?documentID=1" alt="Verdigris County, Kansas - Home"></a>
<form id="searchForm" action="/Search" method="get"><label for="searchField">Search</label><input id="searchField" name="searchPhrase" type="text">{a("search", "Search", "nav", SEARCH_BTN)}</form></header>
<nav id="mainNav"><ul id="mainNavMenu" class="topMenu">{menu}</ul></nav>
<div id="contentarea" class="contentArea">
{main}
</div>
<footer id="footer"><div class="footerContact"><p>Verdigris County Courthouse<br>200 N. Main Street<br>Independence Creek, KS 67301</p><p>Phone: 620-555-0101<br>Hours: Monday \u2013 Friday, 8:00 a.m. \u2013 4:30 p.m.</p></div><div class="footerLinks">{footer}</div></footer>
</div>
<script src="/Assets/Scripts/CivicAlerts.js"></script>
<script>window.addthis_config = {{"data_track_addressbar": false}};</script>
</body>
</html>
"""

    def crumbs(self, doc: Doc) -> str:
        return f'<div class="breadCrumbs"><a href="/">Home</a> \u203a {self.a("flash", "News Flash", "breadcrumb")} \u203a {esc(CATS[doc.extra["cat"]][0])}</div>'

    def sidebar(self) -> str:
        cats = "".join(
            f'<li><a href="/CivicAlerts.aspx?CID={cid}">{esc(name)}</a></li>'
            if key != "notice"
            else f"<li>{self.a('notices', name, 'sidebar')}</li>"
            for key, (name, cid) in CATS.items()
        )
        return f'<aside class="siteSidebar"><h3>Categories</h3><ul class="categories">{cats}</ul><div class="rss"><a href="/RSSFeed.aspx?ModID=1&amp;CID=All-newsflash.xml">RSS</a></div></aside>'

    def story_main(self, doc: Doc) -> str:
        cat, _ = CATS[doc.extra["cat"]]
        posted = doc.stamp or doc.extra.get("posted", "")
        nav_keys = [
            k
            for k in ("burn", "bridge", "levy", "hearing", "award", "bid", "scam", "budget", "trees")
            if k in self.docs
        ]
        i = nav_keys.index(doc.key)
        prev_link = self.a(nav_keys[i - 1], "Previous", "pager", 'class="prev"') if i > 0 else ""
        next_link = self.a(nav_keys[i + 1], "Next", "pager", 'class="next"') if i + 1 < len(nav_keys) else ""
        return f"""<div id="moduleContent" class="moduleContentNew">
<h1 id="versionHeadLine" class="headline">News Flash</h1>
{self.crumbs(doc)}
<div id="divCivicAlerts" class="civicAlerts">
<div class="item"><h3 class="subhead1">{esc(cat)}</h3>
<div class="single"><span class="intro"><h3 class="subhead2">{esc(doc.title)}</h3></span>
<span class="date">Posted on: {esc(posted)}</span>
<div class="fr-view">
{self.blocks(doc)}
</div>
</div>
<div class="tools"><ul><li><a href="/RSSFeed.aspx?ModID=1&amp;CID=All-newsflash.xml" class="rss">RSS</a></li><li>{self.a("notify", "Notify Me®", "tools", NOTIFY)}</li><li><a href="#" class="print" onclick="window.print();return false;">Print</a></li><li><a href="mailto:?subject={esc(doc.title)}" class="email">Email</a></li><li><a class="addthis_button_compact" href="#">Share</a></li></ul></div>
<div class="prevNext">{prev_link} {next_link}</div>
</div>
<div class="otherNews"><h3>Other News in {esc(cat)}</h3><ul>{"".join(f"<li>{self.a(k, self.docs[k].title, 'related')}</li>" for k in nav_keys if k != doc.key and self.docs[k].extra.get("cat") == doc.extra["cat"])}<li>{self.a("flash", "View All", "related")}</li></ul></div>
</div>
{self.sidebar()}
</div>"""

    def listing_main(self, doc: Doc) -> str:
        items = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            posted = d.stamp or d.extra.get("posted", "")
            items.append(
                f'<li class="newsFlashItem"><h3>{self.a(k, d.title, "content")}</h3><span class="date">Posted on: {esc(posted)}</span><p>{esc(self.lede(d))}</p>{self.a(k, "Read on...", "content", READ_ON)}</li>'
            )
        if doc.key == "home":
            return f"""<h1 class="siteName visuallyHidden">{esc(doc.title)}</h1>
<div class="cpTabs homeQuickLinks"><h2>How Do I...</h2><ul><li>{self.a("agenda", "View Agendas & Minutes", "content")}</li><li><a href="/192/Pay-Taxes-Online">Pay Property Taxes</a></li><li><a href="/171/Vehicle-Tags-Titles">Renew Vehicle Tags</a></li><li>{self.a("dept", "Report a Road Problem", "content")}</li><li>{self.a("notify", "Sign Up for Alerts", "content")}</li></ul></div>
<section class="widgetNewsFlash"><h2>News Flash</h2><ul>{"".join(items)}</ul>{self.a("flash", "View All", "content", VIEW_ALL)} {self.a("notices", "Public Notices", "content")}</section>
<section class="widgetCalendar"><h2>Upcoming Events</h2><ul><li>{self.a("calendar", "Dec 7 – County Commission Meeting", "content")}</li><li>{self.a("calendar", "Dec 15 – Planning Commission", "content")}</li></ul></section>"""
        heading = esc(doc.title)
        if doc.kind == "search":
            heading = f"Search Results for \u201c{esc(doc.title)}\u201d"
        return f'<div id="moduleContent" class="moduleContentNew"><h1 class="headline">{heading}</h1><div class="breadCrumbs"><a href="/">Home</a> \u203a {esc(doc.title)}</div><div id="divCivicAlerts"><ul class="newsFlashList">{"".join(items)}</ul></div></div>{self.sidebar()}'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "agenda":
            rows = [
                ("Dec 7, 2026", "Board of County Commissioners \u2013 Regular Meeting"),
                ("Nov 16, 2026", "Board of County Commissioners \u2013 Regular Meeting"),
                ("Nov 10, 2026", "Planning Commission"),
                ("Nov 2, 2026", "Board of County Commissioners \u2013 Regular Meeting"),
                ("Oct 19, 2026", "Board of County Commissioners \u2013 Regular Meeting"),
                ("Oct 13, 2026", "Planning Commission"),
            ]
            trs = "".join(
                f'<tr class="catAgendaRow"><td><strong>{d}</strong></td><td><a href="/AgendaCenter/ViewFile/Agenda/_{d.replace(" ", "").replace(",", "")}-{i}">{t}</a></td><td><a href="/AgendaCenter/ViewFile/Minutes/_{i}">Minutes</a></td></tr>'
                for i, (d, t) in enumerate(rows)
            )
            return f'<div id="moduleContent" class="agendaCenter"><h1 class="headline">Agenda Center</h1><p>View agendas and minutes of county boards. Agendas are posted at least three days before each meeting.</p><table class="agendaTable"><thead><tr><th>Date</th><th>Agenda</th><th>Minutes</th></tr></thead><tbody>{trs}</tbody></table></div>'
        if doc.kind == "calendar":
            ev = [
                ("December 7, 2026, 9:00 AM - 12:00 PM", "County Commission Meeting", "Commission Chambers"),
                ("December 10, 2026, 5:30 PM", "Extension Council Holiday Open House", "4-H Building"),
                (
                    "December 15, 2026, 6:00 PM",
                    "Planning Commission \u2013 Public Hearing Z-26-07",
                    "Commission Chambers",
                ),
                ("December 24-25, 2026", "Courthouse Closed \u2013 Christmas", ""),
            ]
            lis = "".join(
                f'<li><h3><a href="/Calendar.aspx?EID={100 + i}">{esc(t)}</a></h3><p class="date">{esc(d)}</p><p>{esc(p)}</p></li>'
                for i, (d, t, p) in enumerate(ev)
            )
            return f'<div id="moduleContent" class="calendar"><h1 class="headline">Calendar</h1><div class="calendarNav"><a href="/Calendar.aspx?view=list&amp;month=11">November</a> | <strong>December 2026</strong> | <a href="/Calendar.aspx?view=list&amp;month=1">January</a></div><ol class="calendarList">{lis}</ol>{self.a("hearing", "Notice of the December 15 hearing", "content")}</div>'
        if doc.kind == "subscribe":
            lists = [
                "News Flash \u2013 County News",
                "News Flash \u2013 Emergency Management",
                "News Flash \u2013 Road & Bridge",
                "News Flash \u2013 Public Notices",
                "Agenda Center \u2013 Board of County Commissioners",
                "Bid Postings",
                "Alert Center \u2013 Severe Weather",
            ]
            lis = "".join(
                f'<tr><td>{esc(n)}</td><td><input type="checkbox" aria-label="Email"> Email</td><td><input type="checkbox" aria-label="SMS"> SMS</td></tr>'
                for n in lists
            )
            return f'<div id="moduleContent" class="notifyMe"><h1 class="headline">Notify Me\u00ae</h1><p>Enter your email address and mobile number to sign up for the lists below. You can unsubscribe at any time.</p><form><label>Email Address <input type="email"></label><label>Confirm Email <input type="email"></label><button>Sign In</button></form><table class="notifyLists"><tbody>{lis}</tbody></table></div>'
        if doc.kind == "notice":
            return self.story_main(doc).replace('<div class="fr-view">', '<div class="fr-view legalNotice">')
        return f'<div id="moduleContent" class="moduleContentNew"><h1 class="headline">{esc(doc.title)}</h1><div class="fr-view">{self.blocks(doc)}</div></div>'
