# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes are deliberate)
"""Loveland, CO: the city's own website on **CivicPlus CivicEngage** (ASP.NET: `CivicAlerts.aspx?AID=2417` "News
Flash" items, `CivicAlerts.aspx?CID=1` categories, `Blog.aspx?IID=58` library blog posts, `Calendar.aspx?CID=24`,
`Directory.aspx?EID=212`, numbered content pages `/1082/Daily-Media-Log`, `/Search?searchPhrase=`,
`/DocumentCenter/View/…`), English, UTF-8, US Mountain time (-07:00).

No JSON-LD and no `article:*` metadata anywhere. Every News Flash item has the `<title>` "News Flash • Loveland, CO •
CivicEngage" and the `<h1>` "News Flash": the headline is an `<h3>` under the category name. Dates are printed
"Posted on: December 2, 2026 | Last Modified on: December 3, 2026" with no time. Releases end in a **press contact
block** ("Media Contact:" name, title, phone, email) and sometimes a "Related Documents" list. The library (a city
department) posts to the CivicPlus Blog module: "Posted on December 1, 2026 by Megan Ortiz, Adult Services
Librarian"; the archives post is posted by "Loveland Public Library" and signed at the end by the archivist. The
police department's **daily media log** (a table of calls) and the road-closure and winter-weather page are not
articles."""

from __future__ import annotations

from common import Base, long_date, page, story
from sitekit import Doc, css_rules, esc

ORIGIN = "https://www.lovelandco.test"
NEWS = ["snow", "water", "budget", "road", "boards", "police"]
BLOG = ["picks", "archives"]
ARTS = NEWS + BLOG
CATS = {
    1: "City News",
    3: "Police News",
    6: "Road & Traffic Alerts",
    8: "Loveland Water and Power",
}
OLDER_NEWS = [
    (2398, "Fall Leaf Drop-Off Site Closes for the Season November 29"),
    (2395, "City Offices Closed for Thanksgiving"),
    (2391, "Loveland Named Tree City USA for 35th Year"),
    (2388, "Council Study Session: 2027 Fee Schedule"),
    (2384, "Winter Parking Reminders for Downtown"),
    (2379, "Public Invited to Help Name New Park on East 37th Street"),
    (2375, "Utility Billing System Upgrade Scheduled"),
    (2371, "Fire Rescue Authority Breaks Ground on Station 10"),
]
SOFT404 = "/435/Fall-Leaf-Collection"


class Loveland(Base):
    origin = ORIGIN
    name = "Loveland, CO"
    prefix = "lov"
    language = "en"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "lov",
            [
                "#bannerContainer",
                "#mainNavMenu > li > a",
                "#moduleContent h3",
                ".fr-view p",
                ".newsFlashDetail .date",
                ".widgetNewsFlash .widgetItem",
                ".alertCenter",
                ".calendar .eventItem",
                "#footerContainer",
                ".cpTable td",
            ],
            260,
        )

    def build(self) -> None:
        add = self.add
        add(page("home", "/", "home", "Loveland, CO - Official Website", "civicplus-home", list=NEWS, more="news"))
        add(
            page(
                "news",
                "/CivicAlerts.aspx?CID=1",
                "section",
                "City News",
                "newsflash-category",
                list=["budget", "snow", "water", "boards"],
                more="news2",
                older=OLDER_NEWS[:3],
            )
        )
        add(
            page(
                "news2",
                "/CivicAlerts.aspx?CID=1&page=2",
                "section",
                "City News",
                "newsflash-category-page2",
                list=[],
                older=OLDER_NEWS[3:],
            )
        )
        add(
            page(
                "tag",
                "/Blog.aspx?CID=4",
                "tag",
                "Staff Picks",
                "blog-category",
                list=["picks"],
                older=[
                    (55, "Staff Picks: Cozy Mysteries for November"),
                    (51, "Staff Picks: Books That Became Movies in 2026"),
                    (47, "Staff Picks: Audiobooks for the Road"),
                ],
            )
        )
        add(
            page(
                "author",
                "/Directory.aspx?EID=212",
                "author",
                "Megan Ortiz",
                "staff-directory-entry",
                list=["picks"],
                older=[
                    (55, "Staff Picks: Cozy Mysteries for November"),
                    (49, "Five Databases You Didn’t Know Your Library Card Unlocks"),
                ],
            )
        )
        add(
            page(
                "search",
                "/Search?searchPhrase=snow%20emergency",
                "search",
                "Search",
                "civicplus-search-results",
                list=["snow", "roads", "road"],
            )
        )
        add(
            page(
                "policelog",
                "/1082/Daily-Media-Log",
                "police-log",
                "Daily Media Log",
                "police-call-log-table",
                [
                    "The Daily Media Log lists selected calls for service handled by the Loveland Police Department in the previous 24 hours. It is not a complete list of calls, and information is preliminary and subject to change. Names of juveniles and victims are not released.",
                    "Log for Thursday, December 3, 2026 (7 a.m.) through Friday, December 4, 2026 (7 a.m.)",
                    "T: Time | Case # | Incident | Location | Disposition",
                    "T: 07:42 | 26-014561 | Traffic accident, no injury | E. Eisenhower Blvd. / N. Boise Ave. | Report taken",
                    "T: 08:15 | 26-014563 | Traffic accident, no injury | W. 29th St. / N. Taft Ave. | Report taken",
                    "T: 09:30 | 26-014570 | Theft from vehicle | 1500 blk. N. Lincoln Ave. | Under investigation",
                    "T: 11:05 | 26-014574 | Trespass | 200 blk. E. 4th St. | Warning issued",
                    "T: 13:48 | 26-014580 | Fraud / identity theft | 3000 blk. W. 1st St. | Report taken",
                    "T: 15:22 | 26-014586 | Traffic accident, injury | S. Lincoln Ave. / E. 14th St. SE | Citation issued",
                    "T: 17:10 | 26-014591 | Vehicle slide-off | US 34 / Boyd Lake Ave. | Assist",
                    "T: 19:55 | 26-014598 | Disturbance | 800 blk. E. 6th St. | Arrest",
                    "T: 22:31 | 26-014603 | DUI | N. Garfield Ave. / W. 37th St. | Arrest",
                    "T: 02:14 | 26-014611 | Burglary, business | 400 blk. E. Eisenhower Blvd. | Under investigation",
                    "To request a copy of a report, contact Police Records at 970-555-0180. Media inquiries should be directed to the Public Information Officer.",
                ],
            )
        )
        add(
            page(
                "roads",
                "/1120/Road-Closures-Winter-Weather",
                "road-closures",
                "Road Closures & Winter Weather",
                "road-closure-status-table",
                [
                    "Snow Emergency: IN EFFECT since 6 a.m. Thursday, December 3. No parking on designated snow routes.",
                    "Plow status (updated Friday, December 4, 2026, 6:40 a.m.): Priority 1 routes plowed and treated. Priority 2 routes in progress. Residential streets will be plowed once Priority 2 routes are complete.",
                    "## Current closures",
                    "T: Road | Between | Reason | Expected to reopen",
                    "T: US 34 (Big Thompson Canyon) | Dam Store to Drake | CDOT rockfall mitigation, nightly 7 p.m.-6 a.m. | December 18",
                    "T: N. Wilson Ave. (southbound lane) | W. 29th St. to W. 22nd St. | Storm sewer repair | December 11",
                    "T: E. 1st St. (eastbound lane) | S. Boise Ave. to S. Denver Ave. | Utility work | December 9",
                    "T: W. 8th St. | N. Jefferson Ave. to N. Lincoln Ave. | Downtown holiday event, December 5 only | December 6",
                    "## Winter weather resources",
                    "Sand and salt for residents is available free at the Service Center, 200 N. Wilson Ave., during daylight hours. Bring your own bucket and shovel.",
                    "Sidewalks must be cleared within 24 hours after snow stops falling. Report an uncleared sidewalk or a missed street through the city’s service request portal.",
                ],
            )
        )
        add(page("events", "/Calendar.aspx?CID=24", "events", "Library Events", "civicplus-calendar-list", []))
        add(
            page(
                "notfound",
                SOFT404,
                "soft-404",
                "Page Not Found",
                "civicplus-404-served-200",
                [
                    "We’re sorry, the page you are looking for cannot be found. It may have been moved, renamed or removed.",
                    "Please use the search box above, or try one of the popular pages below.",
                ],
            )
        )

        add(
            story(
                "snow",
                "/CivicAlerts.aspx?AID=2417",
                "Snow Emergency Declared: Parking Restrictions in Effect on Snow Routes",
                "2026-12-03",
                None,
                "2026-12-03",
                [],
                [
                    "The City of Loveland has declared a Snow Emergency beginning at 6 a.m. Thursday, December 3, as a storm is forecast to bring 8 to 12 inches of snow to the city by Friday morning.",
                    "During a Snow Emergency, vehicles may not be parked on designated snow routes, which are marked with red-and-white signs. Vehicles left on snow routes may be ticketed and towed at the owner’s expense.",
                    "Street Maintenance crews will work 12-hour shifts around the clock, clearing Priority 1 routes first, including Eisenhower Boulevard, Lincoln and Cleveland avenues, 29th Street and Taft Avenue. Residential streets are plowed after 6 inches of accumulation, once priority routes are clear.",
                    "Residents are reminded to clear sidewalks next to their property within 24 hours after snow stops falling.",
                    "The Snow Emergency will remain in effect until the City announces it has been lifted. Updates will be posted on the [[roads|Road Closures & Winter Weather]] page.",
                ],
                "news-flash-short-contact-block",
                section="City News",
                cid=1,
                contact=[
                    "Street Maintenance Division",
                    "Public Works Department",
                    "970-555-0134",
                    "streets@lovelandco.test",
                ],
            )
        )
        add(
            story(
                "water",
                "/CivicAlerts.aspx?AID=2414",
                "UPDATE: Eisenhower Boulevard Reopens After Water Main Break",
                "2026-12-02",
                None,
                "2026-12-02",
                [],
                [
                    "UPDATE, Dec. 3, 10:15 a.m.: All lanes of Eisenhower Boulevard between Cleveland and Lincoln avenues reopened at 9:45 a.m. Water service has been restored to all affected customers. Crews will return in the spring to complete permanent asphalt repairs.",
                    "Loveland Water and Power crews are repairing a 12-inch water main that broke early Wednesday morning under the eastbound lanes of Eisenhower Boulevard near Cleveland Avenue.",
                    "Eastbound Eisenhower Boulevard is closed between Cleveland and Lincoln avenues. Drivers should expect delays and use First Street or 29th Street as alternate routes.",
                    "About 40 homes and businesses north of Eisenhower Boulevard are without water while crews make the repair. Affected customers were notified by door hanger. Water is expected to be restored by late Wednesday evening.",
                    "Once service returns, customers may notice cloudy or discolored water. Run cold water taps for several minutes until the water is clear. Avoid running hot water or doing laundry until the water runs clear.",
                    "Cold weather increases the number of main breaks each winter as the ground freezes and shifts. To report a break or a water leak, call the Water and Power emergency line at 970-555-0150, available 24 hours a day.",
                ],
                "news-flash-update-headline-kicker",
                section="Loveland Water and Power",
                cid=8,
                modified="2026-12-03",
                contact=[
                    "Loveland Water and Power",
                    "Customer Relations",
                    "970-555-0152",
                    "lwpcustomerrelations@lovelandco.test",
                ],
            )
        )
        add(
            story(
                "budget",
                "/CivicAlerts.aspx?AID=2412",
                "City Council Adopts 2027 Budget",
                "2026-12-02",
                None,
                "2026-12-02",
                [],
                [
                    'RAW:<p class="releaseType"><strong>FOR IMMEDIATE RELEASE</strong></p>',
                    "Loveland City Council adopted the City’s 2027 budget on Tuesday, December 1, approving $412.6 million in spending across all funds, including $128.3 million in the General Fund.",
                    "The budget adds six police officer positions and two dispatchers, funds the second year of the City’s pavement management program at $9.8 million, and restores Sunday hours at the Loveland Public Library, which were reduced in 2020. The City’s sales tax rate remains at 3 percent.",
                    "“This budget puts money where residents told us it matters most: safe streets, roads in good repair and a library that is open when people can use it,” said Mayor Ron Eckhardt. “It does that without raising taxes.”",
                    "Council approved the budget on a 7-2 vote. Council members who voted against it said they wanted more money set aside for affordable housing and raised concerns about rising employee health care costs.",
                    "City Manager Lena Castillo said the budget also includes a reserve for a possible decline in sales tax revenue. “We are planning carefully because retail sales have slowed in the second half of this year,” she said. “The reserves give us room to respond without cutting services.”",
                    "The adopted budget takes effect January 1, 2027. Residents can explore the budget through the City’s online transparency portal.",
                ],
                "press-release-related-documents-contact",
                section="City News",
                cid=1,
                contact=["Janelle Ruiz", "Public Information Officer", "970-555-0107", "janelle.ruiz@lovelandco.test"],
                docs=[
                    ("/DocumentCenter/View/48123/2027-Adopted-Budget-PDF", "2027 Adopted Budget (PDF)"),
                    ("/DocumentCenter/View/48124/Budget-in-Brief-2027-PDF", "Budget in Brief 2027 (PDF)"),
                ],
            )
        )
        add(
            story(
                "road",
                "/CivicAlerts.aspx?AID=2419",
                "US 34 Through Big Thompson Canyon to Close Nightly for Rockfall Mitigation Dec. 7-18",
                "2026-12-04",
                None,
                "2026-12-04",
                [],
                [
                    "The Colorado Department of Transportation (CDOT) will close US 34 through Big Thompson Canyon between the Dam Store and Drake on weeknights from Monday, December 7, through Friday, December 18, while crews remove loose rock above the highway.",
                    "The closures will take place at the following times:",
                    "- Monday through Thursday nights, December 7-10: 7 p.m. to 6 a.m.",
                    "- Monday through Thursday nights, December 14-17: 7 p.m. to 6 a.m.",
                    "- Friday, December 18: 9 a.m. to 3 p.m. for final cleanup",
                    "Residents who live in the canyon will be allowed through with escorts at the top of each hour. Emergency vehicles will be allowed through at all times.",
                    "Drivers traveling between Loveland and Estes Park during the closures should use US 36 through Lyons or State Highway 7.",
                    "The work is part of CDOT’s ongoing program to reduce rockfall risk in the canyon. The City of Loveland is sharing this information on behalf of CDOT. Current closures in the city are listed on the [[roads|Road Closures & Winter Weather]] page.",
                ],
                "news-flash-partner-agency-list",
                section="Road & Traffic Alerts",
                cid=6,
                contact=[
                    "CDOT Region 4 Communications",
                    "Colorado Department of Transportation",
                    "970-555-0199",
                    "cdot_r4_communications@example.test",
                ],
            )
        )
        add(
            story(
                "boards",
                "/CivicAlerts.aspx?AID=2410",
                "City Seeks Applicants for Boards and Commissions",
                "2026-12-01",
                None,
                "2026-12-01",
                [],
                [
                    "The City of Loveland is looking for residents to serve on several advisory boards and commissions. Members advise City Council on policy, review plans and help shape City services.",
                    "Openings are available on the following boards:",
                    "- Citizens’ Finance Advisory Commission (2 seats)",
                    "- Library Board (1 seat)",
                    "- Transportation Advisory Board (2 seats)",
                    "- Parks and Recreation Commission (1 seat)",
                    "Applicants must live within Loveland city limits, except for the Library Board, which is open to residents of the library’s service area. Most boards meet once a month in the evening.",
                    "Applications are due by 5 p.m. Friday, January 8, 2027. Council will interview applicants in February, and new members will begin their terms in March. Questions about the time commitment of a particular board can be directed to the City Clerk’s Office.",
                ],
                "news-flash-short-list",
                section="City News",
                cid=1,
                contact=["City Clerk’s Office", "", "970-555-0110", "cityclerk@lovelandco.test"],
            )
        )
        add(
            story(
                "police",
                "/CivicAlerts.aspx?AID=2416",
                "Loveland Police Ask for Public’s Help Identifying Hit-and-Run Driver",
                "2026-12-03",
                None,
                "2026-12-03",
                [],
                [
                    "The Loveland Police Department is asking for the public’s help identifying the driver of a vehicle that struck a pedestrian on North Garfield Avenue on the evening of Monday, November 30.",
                    "At about 6:20 p.m., a 67-year-old woman was crossing Garfield Avenue near West 22nd Street when she was hit by a dark-colored SUV traveling north. The driver did not stop. The woman was taken to the Medical Center of the Rockies with serious injuries and remains hospitalized.",
                    "Investigators believe the vehicle may be a 2015 to 2019 Ford Explorer with damage to the front passenger side, including a broken headlight. Pieces of the headlight assembly were recovered at the scene.",
                    "Anyone who witnessed the crash, has video from the area or knows of a vehicle matching this description that was recently damaged is asked to contact Officer Dylan Reese at 970-555-0188 and reference case number 26-014512.",
                    "Tips can also be submitted anonymously through Larimer County Crime Stoppers.",
                ],
                "police-release-pio-contact",
                section="Police News",
                cid=3,
                contact=[
                    "Sgt. Kara Lindholm",
                    "Public Information Officer, Loveland Police Department",
                    "970-555-0181",
                    "lpdpio@lovelandco.test",
                ],
            )
        )
        add(
            story(
                "picks",
                "/Blog.aspx?IID=58",
                "Staff Picks: Eight Books for Snowy Evenings",
                "2026-12-01",
                None,
                "2026-12-01",
                ["Megan Ortiz"],
                [
                    "When the plows are out and the sidewalks are icy, there is no better excuse to stay in with a book. Here are eight of our favorites for long winter evenings, from a doorstop family saga to a slim mystery you can finish in one sitting. All of them are available in print, and most as e-books or audiobooks through the library’s digital collection.",
                    "- The Salt Road by Miriam Adeyemi: Three generations of a ranching family on the eastern plains, told over one blizzard-bound week.",
                    "- Lights Over Carter Lake by Henry Dwyer: A retired forest ranger investigates strange lights above the reservoir in this gentle, funny mystery.",
                    "- A Year of Soups by Ilse Brandt: Fifty-two recipes, one for every week, with tips for cooking at altitude.",
                    "- The Cartographer’s Daughter by Lucía Ferrán: A young woman inherits her father’s unfinished map of a city that no longer exists.",
                    "- Small Fires by Jonah Whitcomb: Linked stories about a volunteer fire department in a mountain town.",
                    "- Winter Birds of the Front Range by the Northern Colorado Audubon Society: A field guide that will have you watching the feeder from the kitchen window.",
                    "- The Quiet Season by Amara Okonkwo: A novel about a ski resort town in the weeks before the lifts open.",
                    "- Everything Is a Story by Paul Reinholt: Short essays on memory and family, perfect for reading one at a time.",
                    "Place holds through the library catalog, or ask at the Adult Services desk on the second floor. Want more recommendations? Fill out our Personalized Picks form and a librarian will send you a list tailored to your tastes.",
                ],
                "library-blog-staff-picks-list",
                section="Library Blog",
                role="Adult Services Librarian",
            )
        )
        add(
            story(
                "archives",
                "/Blog.aspx?IID=59",
                "From the Archives: Big Thompson Flood Photographs Now Online",
                "2026-12-03",
                None,
                "2026-12-03",
                ["Ben Tsosie"],
                [
                    "More than 600 photographs of the 1976 Big Thompson Flood are now available to view online through the Loveland Public Library’s Local History Archive, thanks to a year-long digitization project funded by a state historical grant.",
                    "The flood on the night of July 31, 1976, killed 144 people and destroyed hundreds of homes and businesses in the canyon west of Loveland. In the weeks that followed, residents, volunteers and newspaper photographers documented the damage and the recovery.",
                    "Many of the images in the new collection were donated by families who kept them in albums and shoeboxes for decades. Others come from the archive of a local photography studio that closed in the 1990s. Each photograph has been scanned at high resolution and described with the date, location and, where known, the names of people shown.",
                    "“These photographs belong to the whole community,” said Loveland Public Library Director Sandra Kim. “Putting them online means that anyone, anywhere, can see them and help us tell the story.”",
                    "We are asking for your help. About 150 of the photographs have no identified location or people. If you recognize a place or a face, use the “Add a comment” link on each photograph, or visit the Local History Room on the library’s lower level on Tuesdays and Thursdays from 10 a.m. to 4 p.m.",
                    "The archive is also collecting oral histories from people who remember the flood. To share your story, call the Local History desk at 970-555-0166.",
                ],
                "library-blog-org-poster-signed-archivist",
                section="Library Blog",
                poster="Loveland Public Library",
                sign="— Ben Tsosie, Local History Archivist",
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def head(self, doc: Doc) -> str:
        if doc.is_article:
            title = (
                "Library Blog • Loveland, CO • CivicEngage"
                if doc.key in BLOG
                else "News Flash • Loveland, CO • CivicEngage"
            )
        elif doc.key == "home":
            title = "Loveland, CO - Official Website | Official Website"
        elif doc.kind == "section":
            title = "News Flash • Loveland, CO • CivicEngage"
        elif doc.kind == "soft-404":
            title = "Loveland, CO - Official Website"
        else:
            title = f"{doc.title} | Loveland, CO - Official Website"
        out = [f"<title>{esc(title)}</title>"]
        if doc.key in BLOG:
            out.append(f'<meta property="og:title" content="{esc(doc.title)}">')
            out.append(f'<meta property="og:url" content="{esc(self.url(doc.key))}">')
        if doc.is_article:
            out.append(f'<meta name="description" content="{esc(self.lede(doc))}">')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f'<li class="topMenuItem"><a href="{p}" class="navMainItem mainNavItem">{t}</a></li>'
            for p, t in (
                ("/27/Government", "Government"),
                ("/31/Departments", "Departments"),
                ("/35/Community", "Community"),
                ("/39/Business", "Business"),
                ("/43/How-Do-I", "How Do I..."),
            )
        )
        nav += (
            '<li class="topMenuItem">' + self.a("events", "Library", "nav", 'class="navMainItem mainNavItem"') + "</li>"
        )
        crumbs = '<li><a href="/">Home</a></li>'
        if doc.key in BLOG:
            crumbs += '<li><a href="/Blog.aspx">Library Blog</a></li>'
        elif doc.is_article or doc.kind == "section":
            crumbs += f"<li>{self.a('news', 'News Flash', 'breadcrumb')}</li>"
        return f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
{self.head(doc)}
<link rel="shortcut icon" href="/ImageRepository/Document?documentId=1021">
<link rel="stylesheet" href="/Assets/Styles/Print.css" media="print">
<link rel="stylesheet" href="/-1059962219/Assets/Mystique/Shared/Components/Content.css">
<style type="text/css">/*PAD*/</style>
<script src="/Assets/Scripts/jQuery/jquery-2.2.4.min.js"></script>
<script src="/Assets/Scripts/APIClient.js"></script>
<script>var intCountryCode = 840; var isMobile = false; var frontEndLanguage = "en-US";</script>
<script async src="https://www.googletagmanager.com/gtag/js?id=UA-12345678-1"></script>
</head>
<body class="wide">
<div id="skipToContentLinks"><a href="#cc57e7ff6d-e2c8-4fa6-8e1c-b3cd84c1c1b2" class="skipToContentLink">Skip to Main Content</a></div>
<div id="outer-wrap"><div id="inner-wrap">
<div id="alertCenterContainer" class="alertCenter"><div class="alertItem severe"><strong>Snow Emergency</strong> in effect. No parking on snow routes. {self.a("roads", "Road closures and plow status", "nav")}</div></div>
<div id="bannerContainer"><div id="bannerSizingContainer">
<div id="logoContainer"><a href="/" id="logo"><img src="/ImageRepository/Document?documentID=1002" alt="Loveland, CO - Homepage"></a></div>
<div id="searchContainer"><form action="/Search" method="get" class="siteSearch"><label for="searchPhrase" class="hidden">Search</label><input type="text" name="searchPhrase" id="searchPhrase" placeholder="Search..."><input type="submit" value="Search" class="searchBtn"></form></div>
</div></div>
<nav id="mainNav" aria-label="Main Navigation"><ul id="mainNavMenu" class="nav rendermenu">{nav}</ul></nav>
<div id="structuralContainer"><div id="contentarea">
<div id="breadCrumbs" class="breadCrumbContainer"><ol class="breadCrumbs">{crumbs}</ol></div>
{main}
</div></div>
<div id="footerContainer">
<div class="footerColumn"><h4>Contact Us</h4><p>City of Loveland<br>500 E. Third St.<br>Loveland, CO 80537</p><p>Phone: 970-555-0100<br>Hours: Monday - Friday<br>8 a.m. - 5 p.m.</p></div>
<div class="footerColumn"><h4>Quick Links</h4><ul><li><a href="/AgendaCenter">Agendas &amp; Minutes</a></li><li><a href="/DocumentCenter">Document Center</a></li><li>{self.a("policelog", "Police Daily Media Log", "footer")}</li><li><a href="/Jobs.aspx">Employment</a></li><li><a href="/list.aspx">Notify Me®</a></li></ul></div>
<div class="footerColumn"><h4>Site Links</h4><ul><li><a href="/">Home</a></li><li><a href="/sitemap">Site Map</a></li><li><a href="/accessibility">Accessibility</a></li><li><a href="/Copyright">Copyright Notices</a></li><li><a href="/privacy">Privacy Policy</a></li></ul></div>
<div id="poweredBy"><a href="https://www.civicplus.com/civicengage">Government Websites by <span>CivicPlus®</span></a></div>
</div>
</div></div>
<div id="cookieConsent" class="cpCookieConsent" role="region" aria-label="Cookie consent">This website uses cookies to ensure you get the best experience. <a href="/privacy">Learn more</a> <button class="button">Got it!</button></div>
<div id="google_translate_element"></div>
<script src="/Assets/Scripts/SiteSearch.js"></script>
<script src="/Common/Modules/CivicAlerts/Scripts/CivicAlerts.js"></script>
</body>
</html>"""

    def contact(self, doc: Doc) -> str:
        lines = [x for x in doc.extra["contact"] if x]
        email = lines[-1]
        rest = "<br>".join(esc(x) for x in lines[:-1])
        return f'<p class="mediaContact"><strong>Media Contact:</strong><br>{rest}<br><a href="mailto:{email}">{esc(email)}</a></p><p class="endMark">###</p>'

    def other_news(self, doc: Doc) -> str:
        others = [k for k in NEWS if k != doc.key][:4]
        items = "".join(
            f'<li class="widgetItem">{self.a(k, self.docs[k].title, "related")}<span class="date">{long_date(self.docs[k].stamp)}</span></li>'
            for k in others
        )
        return f'<div class="col-sm-4 sideBar"><div class="widget widgetNewsFlash"><h3 class="widgetTitle">Other News in News Flash</h3><ul class="widgetItems">{items}</ul>{self.a("news", "More...", "related", "class=more")}</div><div class="widget widgetTools"><h3 class="widgetTitle">Tools</h3><ul><li><a href="/RSS.aspx">RSS</a></li><li><a href="/list.aspx">Notify Me®</a></li></ul></div><div class="widget widgetCategories"><h3 class="widgetTitle">Categories</h3><ul><li><a href="/CivicAlerts.aspx">All Categories</a></li>{"".join(self.cat_link(c, "related") for c in CATS)}</ul></div></div>'

    def cat_link(self, cid: int, zone: str) -> str:
        if cid == 1:
            return f"<li>{self.a('news', CATS[cid], zone)}</li>"
        return f'<li><a href="/CivicAlerts.aspx?CID={cid}">{esc(CATS[cid])}</a></li>'

    def story_main(self, doc: Doc) -> str:
        if doc.key in BLOG:
            return self.blog_main(doc)
        dates = f"Posted on: {long_date(doc.stamp)}"
        if doc.extra.get("modified"):
            dates += f" | Last Modified on: {long_date(doc.extra['modified'])}"
        related = ""
        if doc.extra.get("docs"):
            items = "".join(f'<li><a href="{p}" target="_blank">{esc(t)}</a></li>' for p, t in doc.extra["docs"])
            related = f'<div class="relatedDocuments"><h4>Related Documents</h4><ul>{items}</ul></div>'
        cid = doc.extra["cid"]
        back = (
            self.a("news", "Return to full list >>", "breadcrumb", 'class="backLink"')
            if cid == 1
            else f'<a class="backLink" href="/CivicAlerts.aspx?CID={cid}">Return to full list &gt;&gt;</a>'
        )
        return f"""<div id="moduleContent" class="row">
<div class="col-sm-8">
<h1 id="versionHeadLine" class="headline">News Flash</h1>
<div class="moduleContentNew">
<h2 class="subhead1 categoryName">{esc(CATS[cid])}</h2>
<div class="newsFlashDetail single">
<h3 class="headline">{esc(doc.title)}</h3>
<div class="date">{dates}</div>
<div class="share"><a href="/CivicSend/ViewMessage?AID={doc.path.rsplit("=", 1)[1]}" class="printLink">Print</a> <a href="https://www.facebook.com/sharer/sharer.php?u={ORIGIN}{doc.path}">Facebook</a> <a href="https://x.com/intent/tweet?url={ORIGIN}{doc.path}">X</a> <a href="mailto:?subject={esc(doc.title)}">Email</a></div>
<div class="fr-view">
{self.blocks(doc, p_tag="<p>")}
{self.contact(doc)}
</div>
{related}
<p class="tagged">Tagged as: <span>{esc(doc.section)}</span></p>
</div>
{back}
</div>
</div>
{self.other_news(doc)}
</div>"""

    def blog_main(self, doc: Doc) -> str:
        if doc.authors and doc.key == "picks":
            who = f"by {self.a('author', doc.authors[0], 'byline')}, {esc(doc.extra['role'])}"
            cats = self.a("tag", "Staff Picks", "tag")
        else:
            who = f"by {esc(doc.extra['poster'])}"
            cats = '<a href="/Blog.aspx?CID=5">Local History</a>'
        sign = f'<p class="signature"><em>{esc(doc.extra["sign"])}</em></p>' if doc.extra.get("sign") else ""
        other = [k for k in BLOG if k != doc.key]
        recent = "".join(f"<li>{self.a(k, self.docs[k].title, 'related')}</li>" for k in other)
        recent += '<li><a href="/Blog.aspx?IID=55">Staff Picks: Cozy Mysteries for November</a></li><li><a href="/Blog.aspx?IID=53">Holiday Closures at the Library</a></li>'
        return f"""<div id="moduleContent" class="row">
<div class="col-sm-8">
<h1 id="versionHeadLine" class="headline">Library Blog</h1>
<div class="moduleContentNew blog">
<div class="blogItem single">
<h3 class="blogTitle">{esc(doc.title)}</h3>
<p class="blogDate">Posted on {long_date(doc.stamp)} {who}</p>
<div class="fr-view blogContent">
{self.blocks(doc)}
{sign}
</div>
<p class="blogCategories">Categories: {cats}</p>
<div class="blogComments"><h4>Comments</h4><p>There are no comments for this post.</p><a href="/Blog.aspx?IID={doc.path.rsplit("=", 1)[1]}&amp;comment=1">Add a comment</a></div>
</div>
</div>
</div>
<div class="col-sm-4 sideBar"><div class="widget"><h3 class="widgetTitle">Recent Posts</h3><ul>{recent}</ul></div><div class="widget"><h3 class="widgetTitle">At the Library</h3><p>{self.a("events", "Library events calendar", "aside")}</p><p>Loveland Public Library<br>300 N. Adams Ave.<br>Loveland, CO 80537</p></div></div>
</div>"""

    def item(self, k: str, zone: str = "content") -> str:
        d = self.docs[k]
        if not d.is_article:
            return f'<div class="searchResult"><h4>{self.a(k, d.title, zone)}</h4><p>Current road closures, plow status and winter weather resources.</p><span class="resultType">Page</span></div>'
        return f'<div class="listItem"><h4 class="listItemTitle">{self.a(k, d.title, zone)}</h4><p class="intro">{esc(self.lede(d))}</p><span class="date">Posted on: {long_date(d.stamp)}</span> {self.a(k, "Read on...", zone, "class=readOn")}</div>'

    def listing_main(self, doc: Doc) -> str:
        if doc.key == "home":
            items = "".join(
                f'<li class="widgetItem"><h4 class="widgetTitle">{self.a(k, self.docs[k].title, "content")}</h4><p class="widgetDesc">{esc(self.lede(self.docs[k]))}</p></li>'
                for k in NEWS
            )
            blog = "".join(f'<li class="widgetItem">{self.a(k, self.docs[k].title, "content")}</li>' for k in BLOG)
            return f"""<div id="homePage">
<div class="heroBanner"><h1 class="visuallyHidden">{esc(doc.title)}</h1><p class="heroText">Welcome to Loveland, the Sweetheart City</p></div>
<div class="howDoI widget"><h2 class="widgetTitle">How Do I...</h2><ul><li><a href="/Payments">Pay My Utility Bill</a></li><li><a href="/FormCenter">Report a Concern</a></li><li>{self.a("roads", "Check Road Closures", "content")}</li><li>{self.a("policelog", "View the Police Media Log", "content")}</li><li>{self.a("events", "Find a Library Event", "content")}</li><li><a href="/Jobs.aspx">Apply for a Job</a></li></ul></div>
<div class="widget widgetNewsFlash"><h2 class="widgetTitle">News Flash</h2><ul class="widgetItems">{items}</ul>{self.a("news", "View All", "content", 'class="viewAll"')}</div>
<div class="widget widgetBlog"><h2 class="widgetTitle">From the Library Blog</h2><ul>{blog}</ul></div>
<div class="widget popularSearches"><h2 class="widgetTitle">Popular Searches</h2><p>{self.a("search", "Snow emergency", "content")} · <a href="/Search?searchPhrase=trash%20pickup">Trash pickup</a> · <a href="/Search?searchPhrase=utility%20billing">Utility billing</a></p></div>
</div>"""
        if doc.kind == "search":
            results = "".join(self.item(k) for k in doc.extra["list"])
            return f'<div id="moduleContent"><h1 id="versionHeadLine" class="headline">{esc(doc.title)}</h1><form action="/Search" method="get"><input type="text" name="searchPhrase" value="snow emergency"><input type="submit" value="Search"></form><p class="resultCount">Showing results for "snow emergency" (3)</p><div class="searchResults">{results}</div><div class="searchFilters"><h4>Filter by</h4><ul><li>All</li><li>News Flash</li><li>Pages</li><li>Documents</li></ul></div></div>'
        if doc.kind in ("tag", "author"):
            items = "".join(self.item(k) for k in doc.extra["list"])
            items += "".join(
                f'<div class="listItem"><h4 class="listItemTitle"><a href="/Blog.aspx?IID={i}">{esc(t)}</a></h4></div>'
                for i, t in doc.extra["older"]
            )
            if doc.kind == "author":
                head = f'<h1 id="versionHeadLine" class="headline">Staff Directory</h1><div class="directoryEntry"><h2>{esc(doc.title)}</h2><p>Adult Services Librarian<br>Loveland Public Library<br>Phone: 970-555-0163<br><a href="mailto:megan.ortiz@lovelandco.test">Email Megan Ortiz</a></p></div><h3>Blog posts by {esc(doc.title)}</h3>'
            else:
                head = f'<h1 id="versionHeadLine" class="headline">Library Blog</h1><h2 class="subhead1">{esc(doc.title)}</h2>'
            return f'<div id="moduleContent">{head}<div class="listItems">{items}</div></div>'
        items = "".join(self.item(k) for k in doc.extra["list"])
        items += "".join(
            f'<div class="listItem"><h4 class="listItemTitle"><a href="/CivicAlerts.aspx?AID={i}">{esc(t)}</a></h4></div>'
            for i, t in doc.extra["older"]
        )
        if doc.key == "news":
            pager = f'<div class="pagination"><span class="current">1</span> {self.a("news2", "2", "pagination")} <a href="/CivicAlerts.aspx?CID=1&amp;page=3">3</a> {self.a("news2", "Next", "pagination")}</div>'
        else:
            pager = f'<div class="pagination">{self.a("news", "Previous", "pagination")} {self.a("news", "1", "pagination")} <span class="current">2</span> <a href="/CivicAlerts.aspx?CID=1&amp;page=3">3</a></div>'
        cats = "".join(self.cat_link(c, "nav") for c in CATS)
        return f"""<div id="moduleContent" class="row"><div class="col-sm-8">
<h1 id="versionHeadLine" class="headline">News Flash</h1>
<h2 class="subhead1">{esc(doc.title)}</h2>
<div class="listItems">{items}</div>
{pager}
</div>
<div class="col-sm-4 sideBar"><div class="widget widgetCategories"><h3 class="widgetTitle">Categories</h3><ul><li><a href="/CivicAlerts.aspx">All Categories</a></li>{cats}</ul></div></div></div>"""

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "events":
            rows = [
                (
                    "Saturday, December 5, 2026",
                    "10:30 AM - 11:00 AM",
                    "Family Storytime: Snow Day!",
                    "Children’s Library, Storytime Room",
                ),
                ("Saturday, December 5, 2026", "2:00 PM - 4:00 PM", "Teen Winter Craft Workshop", "Teen Zone"),
                (
                    "Monday, December 7, 2026",
                    "6:30 PM - 7:30 PM",
                    "Author Talk: Writing Northern Colorado History",
                    "Gertrude Scott Room",
                ),
                ("Tuesday, December 8, 2026", "10:00 AM - 12:00 PM", "Tech Help Drop-In", "Computer Lab"),
                (
                    "Wednesday, December 9, 2026",
                    "10:30 AM - 11:00 AM",
                    "Baby & Me Rhyme Time",
                    "Children’s Library, Storytime Room",
                ),
                (
                    "Thursday, December 10, 2026",
                    "6:00 PM - 7:30 PM",
                    "Local History Open House: Flood Photographs",
                    "Local History Room",
                ),
                (
                    "Saturday, December 12, 2026",
                    "1:00 PM - 3:00 PM",
                    "Holiday Card Making for All Ages",
                    "Gertrude Scott Room",
                ),
            ]
            items = "".join(
                f'<li class="eventItem"><h3><a href="/Calendar.aspx?EID={9810 + i}">{esc(t)}</a></h3><div class="date">{esc(d)}, {esc(h)}</div><div class="location">@ {esc(loc)}</div><a href="/Calendar.aspx?EID={9810 + i}" class="moreDetails">More Details</a></li>'
                for i, (d, h, t, loc) in enumerate(rows)
            )
            return f'<div id="moduleContent" class="calendar"><h1 id="versionHeadLine" class="headline">Calendar</h1><h2 class="subhead1">{esc(doc.title)}</h2><div class="calendarFilters"><label>View by: <select><option>List</option><option>Month</option></select></label></div><ol class="calendarList">{items}</ol><p class="calendarNote">All library events are free. Registration is required for workshops. Read the {self.a("picks", "Library Blog", "content")} for reading lists and news.</p></div>'
        html = self.blocks(doc, table_class="cpTable")
        extra = ""
        if doc.kind == "police-log":
            extra = f'<div class="relatedLinks"><h4>Related Links</h4><ul><li>{self.a("police", "News Flash: Hit-and-run investigation", "content")}</li><li><a href="/1090/Police-Records">Police Records</a></li></ul></div>'
        elif doc.kind == "road-closures":
            extra = f'<div class="relatedLinks"><h4>Related Links</h4><ul><li>{self.a("snow", "Snow Emergency declared", "content")}</li><li>{self.a("road", "US 34 nightly closures", "content")}</li><li><a href="/1124/Snow-Route-Map">Snow Route Map (PDF)</a></li><li>{self.a(SOFT404, "Fall Leaf Collection", "content")}</li></ul></div>'
        elif doc.kind == "soft-404":
            extra = f'<ul class="popularPages"><li>{self.a("roads", "Road Closures & Winter Weather", "content")}</li><li><a href="/Payments">Pay My Utility Bill</a></li><li><a href="/AgendaCenter">Agendas &amp; Minutes</a></li></ul>'
            return f'<div id="moduleContent" class="pageNotFound"><h1 id="versionHeadLine" class="headline">{esc(doc.title)}</h1>{html}{extra}</div>'
        return f'<div id="page" class="pageContent"><h1 id="versionHeadLine" class="headline">{esc(doc.title)}</h1><div class="fr-view">{html}</div>{extra}<p class="pageUpdated">Page last updated: December 4, 2026</p></div>'
