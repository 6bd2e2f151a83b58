# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes and dashes are deliberate)
"""PressLine: a PR Newswire-like **press-release wire** (`release-header`, "News provided by", `release-body`,
`xn-location` / `xn-chron` spans in the dateline, `<p><b>About …</b></p>`, a contact paragraph with `<br>`s, "View
original content…", "SOURCE …"; `/news-releases/<slug>-302614567.html`, the Spanish desk at
`/es/comunicados-de-prensa/…`, `/news-releases/consumer-technology-latest-news/consumer-technology-list/?page=2&pagesize=25`,
`/news/<issuer>/`, `/search/news/?keyword=`), English and one Spanish release, UTF-8, US Eastern (-05:00).

Releases are **articles** here (headline, date, a body of prose issued under a dateline) whose **authors are []**: the
issuer is a company and the media contact is not an author. The exception is a **contributed article** distributed
over the wire with a printed byline ("By Dr. Hannah Weiss, Chief Medical Officer…"). Printed times are "Dec 04, 2026,
09:00 ET" (the Spanish desk: "03 dic, 2026, 21:30 ET"); the `NewsArticle` JSON-LD is in local time except the Spanish
release, in **UTC** (02:30Z on 4 Dec for 21:30 ET on 3 Dec). Datelines: "NEW YORK, Dec. 4, 2026 /PressLine/ --",
"CIUDAD DE MÉXICO, 3 de diciembre de 2026 /PressLine/ --", a partner wire's "TORONTO, Dec. 3, 2026 /NorthWire/ --",
and a London release timed in ET (02:00 ET = 07:00 GMT). A removed release is a **soft 404** served with 200."""

from __future__ import annotations

import json
import re
from urllib.parse import quote

from common import Base, blocks_html, local_iso, page, story, utc
from sitekit import Doc, css_rules, esc

A_ARIA_LABEL_NEXT = 'aria-label="Next"'
A_ARIA_LABEL_PREVIOUS = 'aria-label="Previous"'
A_CLASS_NEWSRELEASECONSOLIDATELINK_DISPLAY_OUTLINE = 'class="newsreleaseconsolidatelink display-outline"'
ORIGIN = "https://www.presslinewire.test"
TZ = -5
ARTS = ["launch", "earnings", "altamar", "pharmacy", "london", "call", "contrib", "transit", "flagship"]
MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
MES = ["ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sep", "oct", "nov", "dic"]
DATELINE = re.compile(r"^<p>(.+?), ((?:[A-Z][a-z]{2,3}\. \d{1,2}, \d{4})|(?:\d{1,2} de [a-z]+ de \d{4})) /(\w+)/ --")


def wire_time(local: str, lang: str = "en") -> str:
    day, clock = local.split()
    y, m, d = day.split("-")
    return f"{d} {MES[int(m) - 1]}, {y}, {clock} ET" if lang == "es" else f"{MON[int(m) - 1]} {d}, {y}, {clock} ET"


class PressLine(Base):
    origin = ORIGIN
    name = "PressLine"
    prefix = "pl"
    language = "en"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "pl",
            [
                ".release-header h1",
                ".release-header .subheader",
                ".release-body p",
                ".release-body table td",
                ".meta.mb-no",
                ".navbar-nav li",
                ".card-list .card",
                ".also-from-source",
                ".footer-links",
                "#onetrust-banner-sdk",
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
                "News Releases",
                "wire-latest-releases",
                list=["launch", "call", "altamar", "earnings", "transit", "contrib", "london", "pharmacy", "flagship"],
                more="tech",
            )
        )
        add(
            page(
                "tech",
                "/news-releases/consumer-technology-latest-news/consumer-technology-list/",
                "section",
                "Consumer Technology News Releases",
                "wire-category-list",
                list=["launch", "transit", "flagship"],
                more="tech2",
            )
        )
        add(
            page(
                "tech2",
                "/news-releases/consumer-technology-latest-news/consumer-technology-list/?page=2&pagesize=25",
                "section",
                "Consumer Technology News Releases",
                "wire-category-list-page2",
                list=["earnings", "london"],
                gone=True,
            )
        )
        add(
            page(
                "company",
                "/news/northwind-analytics/",
                "source",
                "Northwind Analytics",
                "issuer-newsroom",
                list=["launch"],
                older=[
                    (
                        "/news-releases/northwind-analytics-names-priya-raman-chief-product-officer-302533410.html",
                        "Northwind Analytics Names New Chief Product Officer",
                        "Sep 15, 2026, 09:00 ET",
                    ),
                    (
                        "/news-releases/northwind-analytics-raises-42-million-series-c-302480112.html",
                        "Northwind Analytics Raises $42 Million Series C to Expand Utility Forecasting",
                        "Jun 03, 2026, 08:00 ET",
                    ),
                ],
            )
        )
        add(
            page(
                "search",
                "/search/news/?keyword=utility",
                "search",
                "Search results for “utility”",
                "wire-search-results",
                list=["launch", "transit", "call"],
                q="utility",
            )
        )
        add(
            page(
                "notfound",
                "/news-releases/cobalt-ridge-outdoor-to-acquire-trailhead-gear-co-302590112.html",
                "not-found",
                "The page you requested is no longer available",
                "soft-404-removed-release",
                [
                    "The news release you are looking for may have been removed at the request of the issuing organization, or the address may be incorrect.",
                    "You can search our archive of news releases or browse the latest news below.",
                ],
            )
        )
        add(
            page(
                "send",
                "/products/send-a-press-release/",
                "service",
                "Send a press release with PressLine",
                "wire-product-pricing",
                [
                    "Reach journalists, newsrooms, websites and investors with a release distributed over the PressLine network, with guaranteed posting on more than 4,000 media websites and delivery to newsroom systems in 170 countries.",
                    "T: Distribution | Words included | Price",
                    "T: Local (one state) | 400 | $395",
                    "T: Regional | 400 | $705",
                    "T: National | 400 | $1,375",
                    "T: National + Spanish-language US Hispanic | 400 | $1,890",
                    "Each additional 100 words is $215 for national distribution. Photos, videos and logos can be added to any release. Our editorial team reviews every release before it is sent, 24 hours a day.",
                ],
            )
        )
        add(
            page(
                "photo",
                "/news-releases/hollis-grant-unveils-redesigned-flagship-store-on-michigan-avenue-302614870.html?tc=photo",
                "image",
                "Hollis & Grant’s redesigned flagship store on Michigan Avenue",
                "wire-multimedia-photo",
                [
                    "The redesigned Hollis & Grant flagship store on Michigan Avenue in Chicago, with its restored 1928 terracotta facade and new three-storey atrium. (PressLinePhoto/Hollis & Grant)"
                ],
            )
        )
        add(
            page(
                "terms",
                "/terms-of-use/",
                "policy",
                "Terms of Use",
                "terms-of-use",
                [
                    "Last updated: July 1, 2026",
                    "These Terms of Use govern your use of the PressLine websites. By using the sites you agree to these terms.",
                    "## Content on this site",
                    "News releases on PressLine are provided by the issuing organizations, which are solely responsible for their content. PressLine does not endorse and is not responsible for the accuracy of any release. Releases are posted as received, after a review for format and compliance with our editorial guidelines.",
                    "## Use of content",
                    "You may view, download and print news releases for personal or editorial use. Media organizations may publish news releases in full or in part, with attribution to the issuing organization.",
                ],
            )
        )

        add(
            story(
                "launch",
                "/news-releases/northwind-analytics-launches-tidewater-a-demand-forecasting-platform-for-regional-utilities-302614567.html",
                "Northwind Analytics Launches Tidewater, a Demand Forecasting Platform Built for Regional Utilities",
                "2026-12-04",
                local_iso("2026-12-04 09:00", TZ),
                "2026-12-04 09:00",
                [],
                [
                    "NEW YORK, Dec. 4, 2026 /PressLine/ -- Northwind Analytics, a provider of forecasting software for the energy sector, today announced the general availability of Tidewater, a platform that helps regional electric and gas utilities predict demand hour by hour up to 14 days ahead.",
                    "Tidewater combines weather forecasts, historical load data and information about local events to produce forecasts for individual substations as well as whole service territories. During a pilot that ran through the summer of 2026, utilities in Ohio, Georgia and Oregon used the platform to plan for heat waves and storms.",
                    "“Utilities have been asked to run a more complicated grid with the same forecasting tools they used twenty years ago,” said Camille Osei, chief executive officer of Northwind Analytics. “Tidewater gives their operators a clearer picture of the next two weeks, so they can schedule crews, buy power and warn customers earlier.”",
                    "Key features include:",
                    "- Substation-level forecasts updated every 15 minutes",
                    "- Scenario planning for heat waves, cold snaps and major storms",
                    "- Integration with common outage management and energy trading systems",
                    "- Explanations of each forecast that show which factors drove the result",
                    "Pilot customers reported that Tidewater reduced the error of their day-ahead peak forecasts by an average of 31% compared with their existing tools. One cooperative in Georgia said the platform helped it avoid buying emergency power during a July heat wave.",
                    "Tidewater is available immediately as a subscription, priced according to the number of customers a utility serves. Northwind Analytics will demonstrate the platform at the Distributech trade show in February.",
                    "About Northwind Analytics",
                    "Northwind Analytics builds forecasting software for electric and gas utilities, grid operators and energy retailers. Founded in 2018 and headquartered in New York, the company serves more than 60 customers in North America.",
                ],
                "press-release-dateline-contact-source",
                issuer="Northwind Analytics",
                issuer_key="company",
                sub="Early customers in three states cut peak forecast errors by nearly a third during this year’s heat waves",
                contact="Media Contact:<br>Jordan Ellis<br>Northwind Analytics<br>press@northwindanalytics.test<br>+1 212-555-0147",
                industry="Utilities, Computer Software",
                bold=["About Northwind Analytics"],
            )
        )
        add(
            story(
                "earnings",
                "/news-releases/cobalt-ridge-outdoor-reports-third-quarter-fiscal-2027-results-302613120.html",
                "Cobalt Ridge Outdoor Reports Third Quarter Fiscal 2027 Results",
                "2026-12-03",
                local_iso("2026-12-03 16:05", TZ),
                "2026-12-03 16:05",
                [],
                [
                    "AUSTIN, Texas, Dec. 3, 2026 /PressLine/ -- Cobalt Ridge Outdoor, Inc. (NASDAQ: CRDG), a maker of camping, hiking and cold-weather gear, today reported financial results for its third quarter of fiscal 2027, which ended Oct. 31, 2026.",
                    "Third Quarter Highlights",
                    "- Net sales increased 8.4% to $212.6 million",
                    "- Direct-to-consumer sales increased 14.1% and represented 46% of net sales",
                    "- Gross margin expanded 120 basis points to 47.9%",
                    "- Diluted earnings per share were $0.61, compared with $0.49 a year ago",
                    "“Our cold-weather line had its best quarter ever, and our own stores and website continued to grow faster than the wholesale business,” said Marisa Delgado, president and chief executive officer. “We are raising our outlook for the full year.”",
                    "T: (in millions, except per share data) | Q3 FY2027 | Q3 FY2026 | Change",
                    "T: Net sales | $212.6 | $196.1 | 8.4%",
                    "T: Gross profit | $101.8 | $91.6 | 11.1%",
                    "T: Operating income | $27.9 | $22.4 | 24.6%",
                    "T: Diluted EPS | $0.61 | $0.49 | 24.5%",
                    "Outlook",
                    "For fiscal 2027, the company now expects net sales of $835 million to $845 million, up from its previous range of $815 million to $830 million, and diluted earnings per share of $2.05 to $2.12.",
                    "Conference Call",
                    "Cobalt Ridge Outdoor will host a conference call today at 5:00 p.m. Eastern Time to discuss the results. A live webcast and replay will be available on the investor relations section of the company’s website.",
                    "About Cobalt Ridge Outdoor",
                    "Founded in 1994 in Austin, Texas, Cobalt Ridge Outdoor designs and sells camping, hiking and cold-weather gear through 85 company-owned stores, its website and more than 2,000 retail partners.",
                    "Forward-Looking Statements",
                    "This press release contains forward-looking statements, including statements about the company’s outlook for fiscal 2027. These statements are based on current expectations and are subject to risks and uncertainties that could cause actual results to differ materially, including changes in consumer demand, weather, supply chain disruptions and tariffs. The company undertakes no obligation to update any forward-looking statement.",
                ],
                "earnings-release-table-safe-harbor",
                issuer="Cobalt Ridge Outdoor, Inc.",
                source_line="Cobalt Ridge Outdoor, Inc.",
                sub="Net sales up 8.4%; direct-to-consumer sales up 14.1%; company raises full-year outlook",
                contact="Investor Contact:<br>Amanda Tsai<br>investors@cobaltridge.test<br>(512) 555-0190",
                industry="Retail, Earnings",
                bold=[
                    "Third Quarter Highlights",
                    "Outlook",
                    "Conference Call",
                    "About Cobalt Ridge Outdoor",
                    "Forward-Looking Statements",
                ],
            )
        )
        add(
            story(
                "altamar",
                "/es/comunicados-de-prensa/grupo-altamar-anuncia-inversion-de-1-200-millones-de-pesos-en-nueva-planta-en-queretaro-302613998.html",
                "Grupo Altamar anuncia inversión de 1,200 millones de pesos en una nueva planta en Querétaro",
                "2026-12-03",
                utc("2026-12-03 21:30", TZ, "Z"),
                "2026-12-03 21:30",
                [],
                [
                    "CIUDAD DE MÉXICO, 3 de diciembre de 2026 /PressLine/ -- Grupo Altamar, fabricante mexicano de envases de vidrio y aluminio para la industria de alimentos y bebidas, anunció hoy una inversión de 1,200 millones de pesos para construir una nueva planta en el municipio de Colón, Querétaro.",
                    "La planta, que ocupará un terreno de 18 hectáreas, tendrá capacidad para producir 900 millones de latas de aluminio al año y comenzará operaciones en el segundo semestre de 2028. Grupo Altamar estima que generará 420 empleos directos y cerca de 1,000 indirectos en la región.",
                    "“Querétaro nos ofrece talento, conectividad y cercanía con nuestros principales clientes en el Bajío”, dijo Rodrigo Espinosa Lara, director general de Grupo Altamar. “Esta inversión nos permitirá atender la creciente demanda de envases reciclables en México y en el sur de Estados Unidos”.",
                    "La nueva planta contará con sistemas de tratamiento y reúso de agua y con paneles solares que cubrirán alrededor del 30% de su consumo de energía eléctrica. La empresa informó que trabajará con universidades de la región en un programa de formación técnica para sus futuros trabajadores.",
                    "Acerca de Grupo Altamar",
                    "Grupo Altamar es una empresa mexicana fundada en 1962 que fabrica envases de vidrio y aluminio en seis plantas en México. Emplea a más de 5,300 personas y exporta a 14 países.",
                ],
                "spanish-release-utc-next-day",
                issuer="Grupo Altamar",
                contact="Contacto de prensa:<br>Fernanda Ríos<br>comunicacion@grupoaltamar.test<br>+52 55 5555 0183",
                industry="Manufactura, Inversiones",
                lang="es",
                bold=["Acerca de Grupo Altamar"],
            )
        )
        add(
            story(
                "pharmacy",
                "/news-releases/rural-pharmacy-alliance-report-finds-one-in-five-rural-counties-has-no-retail-pharmacy-302612044.html",
                "Rural Pharmacy Alliance Report Finds One in Five Rural Counties Has No Retail Pharmacy",
                "2026-12-02",
                local_iso("2026-12-02 10:00", TZ),
                "2026-12-02 10:00",
                [],
                [
                    "WASHINGTON, Dec. 2, 2026 /PressLine/ -- The Rural Pharmacy Alliance today released its 2026 Rural Access Report, which finds that 21% of rural counties in the United States now have no retail pharmacy, up from 16% in 2021.",
                    "The report, based on state licensing data and a survey of 1,150 independent pharmacy owners, found that closures have been concentrated in the Great Plains, the Mississippi Delta and Appalachia. Among its findings:",
                    "- 312 rural pharmacies closed in the past 12 months, while 41 opened",
                    "- Residents of counties without a pharmacy travel a median of 23 miles to fill a prescription",
                    "- 58% of surveyed owners said low reimbursement rates from pharmacy benefit managers were the main threat to their business",
                    "- 1 in 4 owners said they expect to close or sell within five years",
                    "“When a rural pharmacy closes, a community loses more than a place to pick up prescriptions. It often loses the only health professional people can see without an appointment,” said Dr. Lorraine Whitfield, executive director of the Rural Pharmacy Alliance.",
                    "The Alliance is urging Congress to set minimum reimbursement rates for pharmacies in underserved areas and to expand telepharmacy programs that allow a pharmacist to supervise a remote location by video.",
                    "The full report is available on the Alliance’s website.",
                    "About the Rural Pharmacy Alliance",
                    "The Rural Pharmacy Alliance represents more than 3,400 independent pharmacies in rural and small-town America.",
                ],
                "association-report-bullets",
                issuer="Rural Pharmacy Alliance",
                contact="Contact:<br>Ben Aldridge<br>media@ruralpharmacyalliance.test<br>202-555-0116",
                industry="Health Care, Pharmaceuticals",
                bold=["About the Rural Pharmacy Alliance"],
            )
        )
        add(
            story(
                "london",
                "/news-releases/halden--finch-appoints-priya-raman-as-chief-executive-officer-302611873.html",
                "Halden & Finch Appoints Priya Raman as Chief Executive Officer",
                "2026-12-02",
                local_iso("2026-12-02 02:00", TZ),
                "2026-12-02 02:00",
                [],
                [
                    "LONDON, Dec. 2, 2026 /PressLine/ -- Halden & Finch, the British maker of rainwear and outdoor clothing, today announced that its board of directors has appointed Priya Raman as chief executive officer, effective Feb. 1, 2027. She succeeds Graham Halden, who will retire after 14 years in the role and remain on the board as a non-executive director.",
                    "Ms. Raman joins Halden & Finch from a global sportswear company, where she has led the European business since 2021. Earlier in her career she held senior roles in merchandising and digital commerce at two London department stores.",
                    "“Priya combines a deep understanding of our customers with the experience of growing a brand internationally,” said Eleanor Finch, chair of the board. “The board is confident she is the right person to lead Halden & Finch into its next chapter.”",
                    "“Halden & Finch has been making clothes that people keep for decades since 1921,” said Ms. Raman. “I am honoured to join a company with that heritage, and excited to bring it to new customers in North America and Asia.”",
                    "About Halden & Finch",
                    "Founded in 1921 in Manchester, Halden & Finch designs and makes rainwear, knitwear and outdoor clothing sold in 40 countries through its own shops, its website and selected retailers.",
                ],
                "london-release-et-timestamp",
                issuer="Halden & Finch",
                contact="Media enquiries:<br>Sophie Carrington<br>press@haldenfinch.test<br>+44 20 7946 0321",
                industry="Apparel, Personnel Announcements",
                bold=["About Halden & Finch"],
            )
        )
        add(
            story(
                "call",
                "/news-releases/meridian-bancorp-to-host-fourth-quarter-2026-earnings-conference-call-302614402.html",
                "Meridian Bancorp to Host Fourth Quarter 2026 Earnings Conference Call on Jan. 21",
                "2026-12-04",
                local_iso("2026-12-04 08:30", TZ),
                "2026-12-04 08:30",
                [],
                [
                    "CHARLOTTE, N.C., Dec. 4, 2026 /PressLine/ -- Meridian Bancorp, Inc. (NYSE: MRDB), the holding company for Meridian Bank, will release its fourth quarter and full year 2026 results before the market opens on Thursday, Jan. 21, 2027, and will host a conference call that morning.",
                    "- Date: Thursday, Jan. 21, 2027",
                    "- Time: 10:00 a.m. Eastern Time",
                    "- Dial-in: 1-888-555-0142 (U.S.) or 1-404-555-0178 (international)",
                    "- Conference ID: 4417209",
                    "A live audio webcast, together with the earnings release and presentation slides, will be available on the investor relations section of Meridian’s website. A replay will be available for 90 days after the call.",
                    "About Meridian Bancorp",
                    "Meridian Bancorp, Inc. is a bank holding company with $18.4 billion in assets. Meridian Bank operates 142 branches in North Carolina, South Carolina and Virginia.",
                ],
                "conference-call-notice-list",
                issuer="Meridian Bancorp, Inc.",
                contact="Investor Relations:<br>Dwayne Pruitt<br>ir@meridianbancorp.test<br>704-555-0133",
                industry="Banking, Conference Call Announcements",
                bold=["About Meridian Bancorp"],
            )
        )
        add(
            story(
                "contrib",
                "/news-releases/contributed-article-why-regional-hospitals-should-rethink-winter-staffing-now-302613301.html",
                "Contributed Article: Why Regional Hospitals Should Rethink Winter Staffing Now",
                "2026-12-03",
                local_iso("2026-12-03 11:00", TZ),
                "2026-12-03 11:00",
                ["Hannah Weiss"],
                [
                    "NASHVILLE, Tenn., Dec. 3, 2026 /PressLine/ -- The following article was written by Dr. Hannah Weiss, chief medical officer of Clearwater Health Partners, and is distributed for use by media outlets.",
                    "Every winter, regional hospitals brace for the same wave: influenza, RSV and COVID-19 arriving together, emergency departments filling with patients who wait hours for a bed, and exhausted staff picking up extra shifts to keep units open. And every spring, we promise ourselves we will plan better next time.",
                    "This year, we can. The data we now have on seasonal surges is better than it has ever been. Wastewater monitoring gives us two to three weeks’ warning of a rise in respiratory infections in our communities. Our own admission records from the past five winters show, with surprising consistency, when demand peaks and which units feel it first.",
                    "What is missing is not information but flexibility. Most hospitals still set nurse staffing for the winter months in September, based on budgets set the year before. When a surge arrives early or late, we fill gaps with expensive agency staff or ask our own people to work longer hours.",
                    "At Clearwater, we have started doing three things differently. We build a pool of part-time nurses who agree in advance to work additional shifts during the surge weeks, in exchange for guaranteed hours. We cross-train staff from outpatient clinics, which are quieter in winter, to work on inpatient units. And we review our staffing plan every two weeks against the wastewater data, not once a season.",
                    "None of this is revolutionary. But together, these steps reduced our use of agency nurses by 40% last winter and kept two units open that we would otherwise have closed.",
                    "Regional hospitals do not have the resources of large academic centers. That is exactly why we cannot afford to be surprised by a season that arrives every year.",
                    "About Clearwater Health Partners",
                    "Clearwater Health Partners operates nine community hospitals and 60 outpatient clinics in Tennessee and Kentucky.",
                ],
                "contributed-article-bylined",
                issuer="Clearwater Health Partners",
                contact="Media Contact:<br>Kendra Holloway<br>kholloway@clearwaterhealth.test<br>615-555-0162",
                industry="Health Care, Hospital",
                byline_line="By Dr. Hannah Weiss, Chief Medical Officer, Clearwater Health Partners",
                bold=["About Clearwater Health Partners"],
            )
        )
        add(
            story(
                "transit",
                "/news-releases/larchmont-transit-solutions-wins-contract-for-120-battery-electric-buses-in-ontario-302613455.html",
                "Larchmont Transit Solutions Wins Contract for 120 Battery-Electric Buses in Ontario",
                "2026-12-03",
                local_iso("2026-12-03 07:00", TZ),
                "2026-12-03 07:00",
                [],
                [
                    "TORONTO, Dec. 3, 2026 /NorthWire/ -- Larchmont Transit Solutions Inc. (TSX: LTS) today announced that it has been awarded a contract to supply 120 battery-electric buses to a group of six municipal transit agencies in southern Ontario, with deliveries to begin in the fourth quarter of 2027.",
                    "The contract, valued at approximately C$186 million, includes the 40-foot buses, charging equipment for four garages and a 12-year maintenance and battery warranty package. It is the largest order in the company’s history.",
                    "“Transit agencies want buses that can run a full day in a Canadian winter without going back to the garage,” said Nathalie Gagnon, president and chief executive officer of Larchmont. “Our latest model was designed and tested for exactly that.”",
                    "The buses will be assembled at Larchmont’s plant in Brantford, Ontario, which the company expanded in 2025. Larchmont expects the order to support about 150 jobs at the plant over the life of the contract.",
                    "About Larchmont Transit Solutions",
                    "Larchmont Transit Solutions Inc. designs and builds battery-electric buses and charging systems for public transit agencies in Canada and the United States.",
                ],
                "partner-wire-dateline",
                issuer="Larchmont Transit Solutions Inc.",
                contact="Media contact:<br>Owen Mercier<br>media@larchmonttransit.test<br>416-555-0194",
                industry="Transportation, Automotive",
                partner_wire="NorthWire",
                bold=["About Larchmont Transit Solutions"],
            )
        )
        add(
            story(
                "flagship",
                "/news-releases/hollis-grant-unveils-redesigned-flagship-store-on-michigan-avenue-302614870.html",
                "Hollis & Grant Unveils Redesigned Flagship Store on Michigan Avenue",
                "2026-12-01",
                local_iso("2026-12-01 10:00", TZ),
                "2026-12-01 10:00",
                [],
                [
                    "CHICAGO, Dec. 1, 2026 /PressLine/ -- Hollis & Grant, the Chicago department store, today reopened its flagship store on Michigan Avenue after an 18-month renovation that restored the building’s 1928 terracotta facade and added a three-storey atrium at the center of the store.",
                    "The redesigned store devotes more space to home goods, a cafe and a rotating gallery of work by Chicago designers, and less to traditional apparel departments. A new rooftop terrace will open in the spring.",
                    "“Our customers told us they want a store that is worth the trip downtown,” said Caroline Hollis, chief executive officer. “We have kept everything they love about this building and given them new reasons to spend an afternoon here.”",
                    "The renovation was carried out while the store remained partly open and employed about 300 construction workers at its peak. The store will host free holiday concerts in the atrium every Saturday in December.",
                    "About Hollis & Grant",
                    "Hollis & Grant has operated department stores in Chicago since 1898 and today runs five stores in Illinois and Wisconsin.",
                ],
                "multimedia-release-photo-video",
                issuer="Hollis & Grant",
                contact="Media Contact:<br>Tess Marlowe<br>press@hollisgrant.test<br>312-555-0125",
                industry="Retail, Real Estate",
                multimedia=True,
                bold=["About Hollis & Grant"],
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def lang(self, doc: Doc) -> str:
        return doc.extra.get("lang", "en")

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        es = self.lang(doc) == "es"
        out = [
            f"<title>{esc(doc.title)}</title>"
            if doc.kind != "home"
            else "<title>PressLine: News Releases, Press Release Distribution</title>",
            f'<meta name="description" content="{esc(self.lede(doc) if doc.is_article else doc.title)}">',
            f'<link rel="canonical" href="{esc(url)}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:url" content="{esc(url)}">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            '<meta property="og:site_name" content="PressLine">',
        ]
        if doc.kind == "image":
            out.append(
                '<meta property="og:image" content="https://mma.presslinewire.test/media/2409911/hollis_grant_flagship.jpg">'
            )
        if not doc.is_article:
            return "\n".join(out)
        published = doc.iso
        out += [
            f'<meta name="author" content="{esc(doc.extra["issuer"])}">',
            f'<meta name="keywords" content="{esc(doc.extra["industry"])}">',
            f'<meta property="article:published_time" content="{published}">',
            f'<meta name="language" content="{"es" if es else "en"}">',
        ]
        ld = {
            "@context": "https://schema.org",
            "@type": "NewsArticle",
            "headline": doc.title,
            "url": url,
            "datePublished": published,
            "dateModified": published,
            "author": {"@type": "Organization", "name": doc.extra["issuer"]},
            "publisher": {
                "@type": "Organization",
                "name": "PressLine",
                "logo": {"@type": "ImageObject", "url": ORIGIN + "/content/dam/pressline/logos/pressline-logo.png"},
            },
            "articleSection": doc.extra["industry"].split(", ")[0],
            "inLanguage": "es" if es else "en-US",
        }
        if doc.extra.get("sub"):
            ld["description"] = doc.extra["sub"]
        out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        es = self.lang(doc) == "es"
        popular = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>" for k in ["launch", "earnings", "call", "transit"]
        )
        return f"""<!DOCTYPE html>
<html lang="{"es" if es else "en-US"}">
<head>
<meta charset="utf-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width, initial-scale=1">
{self.head(doc)}
<link rel="stylesheet" href="{ORIGIN}/etc/designs/pressline/clientlibs/base.min.css">
<style>/*PAD*/</style>
<script src="https://cdn.cookielaw.test/scripttemplates/otSDKStub.js" data-domain-script="7e1b5c0a-pressline" charset="UTF-8"></script>
<script>window.dataLayer = window.dataLayer || []; window.dataLayer.push({{"pageType": "{"release" if doc.is_article else doc.kind}", "language": "{"es" if es else "en"}"}});</script>
</head>
<body class="{"release-page" if doc.is_article else "listing-page"}">
<div id="onetrust-banner-sdk" class="otFlat" role="region" aria-label="Cookie banner"><div id="onetrust-policy-text">We use cookies to enhance your experience, analyse site usage and assist in our marketing efforts. By clicking “Accept All Cookies”, you agree to the storing of cookies on your device.</div><button id="onetrust-accept-btn-handler">Accept All Cookies</button> <button id="onetrust-pc-btn-handler">Cookie Settings</button></div>
<header class="navbar navbar-default main-nav" role="banner">
<div class="container">
<a class="navbar-brand" href="/"><img src="{ORIGIN}/content/dam/pressline/logos/pressline-logo.svg" alt="PressLine" width="160" height="30"></a>
<ul class="nav navbar-nav">
<li class="dropdown"><a href="/news-releases/">News</a><ul class="dropdown-menu"><li>{self.a("home", "All News Releases", "nav")}</li><li>{self.a("tech", "Consumer Technology", "nav")}</li><li><a href="/news-releases/financial-services-latest-news/">Financial Services &amp; Investing</a></li><li><a href="/news-releases/health-latest-news/">Health</a></li><li><a href="/es/">Noticias en español</a></li></ul></li>
<li><a href="/products/">Products</a></li>
<li><a href="/contact-us/">Contact</a></li>
</ul>
<form class="navbar-form" action="/search/news/" method="get"><input type="text" name="keyword" placeholder="Search news releases"><button type="submit">Search</button></form>
<div class="nav-cta">{self.a("send", "Send a Release", "nav", 'class="btn btn-primary"')} <a href="https://portal.presslinewire.test/journalists/">Journalists</a> <a href="https://portal.presslinewire.test/login">Log In</a></div>
</div>
</header>
<main id="main" class="main-container">
{main}
</main>
<aside class="container popular-releases"><h3>Trending news releases</h3><ul>{popular}</ul></aside>
<footer class="footer" role="contentinfo">
<div class="container">
<div class="row footer-links">
<div class="col-sm-3"><h4>Contact</h4><p>888-555-0150<br>from 8 AM - 10 PM ET</p><a href="/contact-us/">Chat with an expert</a></div>
<div class="col-sm-3"><h4>Products</h4><ul><li>{self.a("send", "Send a Release", "footer")}</li><li><a href="/products/media-monitoring/">Media Monitoring</a></li><li><a href="/products/newsroom/">Online Newsroom</a></li></ul></div>
<div class="col-sm-3"><h4>About</h4><ul><li><a href="/about/">About PressLine</a></li><li><a href="/editorial-guidelines/">Editorial Guidelines</a></li><li><a href="/rss-feeds/">RSS Feeds</a></li></ul></div>
<div class="col-sm-3"><h4>Legal</h4><ul><li>{self.a("terms", "Terms of Use", "footer")}</li><li><a href="/privacy/">Privacy Policy</a></li><li><a href="/cookie-settings/">Cookie Settings</a></li></ul></div>
</div>
<p class="copyright">Copyright © 2026 PressLine Distribution, Inc. All Rights Reserved.</p>
</div>
</footer>
<script src="{ORIGIN}/etc/designs/pressline/clientlibs/base.min.js" defer></script>
</body>
</html>"""

    def release_body(self, doc: Doc) -> str:
        bold = set(doc.extra.get("bold", []))
        blocks = [("box", f"<p><b>{esc(b[1])}</b></p>") if b[0] == "p" and b[1] in bold else b for b in doc.blocks]
        html = blocks_html(self, blocks)

        def dateline(m: re.Match[str]) -> str:
            return f'<p><span class="xn-location">{m.group(1)}</span>, <span class="xn-chron">{m.group(2)}</span> /{m.group(3)}/ --'

        html = DATELINE.sub(dateline, html, count=1)
        html = html.replace('<table class="data">', '<table class="prntbl" border="0" cellspacing="0" cellpadding="0">')
        if doc.extra.get("byline_line"):
            first_end = html.index("</p>") + 4
            html = (
                html[:first_end]
                + f'\n<p class="contrib-byline"><i>{esc(doc.extra["byline_line"])}</i></p>'
                + html[first_end:]
            )
        return html

    def story_main(self, doc: Doc) -> str:
        es = self.lang(doc) == "es"
        issuer = doc.extra["issuer"]
        issuer_link = (
            self.a(doc.extra["issuer_key"], issuer, "byline")
            if doc.extra.get("issuer_key")
            else f'<a href="/news/{quote(issuer.lower().replace(" ", "-").replace(",", "").replace(".", "").replace("&", ""))}/">{esc(issuer)}</a>'
        )
        sub = f'<h2 class="subheader"><i>{esc(doc.extra["sub"])}</i></h2>' if doc.extra.get("sub") else ""
        media = ""
        if doc.extra.get("multimedia"):
            img = '<img src="https://mma.presslinewire.test/media/2409911/hollis_grant_flagship.jpg" alt="Hollis &amp; Grant’s redesigned flagship store" width="480" height="320">'
            media = f'<div class="release-multimedia"><div class="video-embed"><iframe src="https://www.youtube-nocookie.com/embed/hg2026flag" title="Hollis &amp; Grant flagship" width="640" height="360" allowfullscreen></iframe></div><figure>{self.a("photo", "Hollis & Grant’s redesigned flagship store", "content", inner=img)}<figcaption>The redesigned Hollis &amp; Grant flagship store on Michigan Avenue (PressLinePhoto/Hollis &amp; Grant)</figcaption></figure></div>'
        photo_line = ""
        if doc.extra.get("multimedia"):
            photo_line = f'<p>Photo - {self.a("photo", "https://mma.presslinewire.test/media/2409911/hollis_grant_flagship.jpg", "content")}<br>Logo - <a href="https://mma.presslinewire.test/media/2409912/hollis_grant_logo.jpg">https://mma.presslinewire.test/media/2409912/hollis_grant_logo.jpg</a></p>'
        partner = (
            f'<p class="partner-wire">Distributed by PressLine on behalf of {esc(doc.extra["partner_wire"])}</p>'
            if doc.extra.get("partner_wire")
            else ""
        )
        source = doc.extra.get("source_line", issuer)
        view = (
            "Ver el contenido original:"
            if es
            else "View original content to download multimedia:"
            if doc.extra.get("multimedia")
            else "View original content:"
        )
        also = [k for k in ARTS if k != doc.key][:3]
        also_html = "".join(
            f'<div class="card col-sm-4"><small>{wire_time(self.docs[k].stamp)}</small><h3>{self.a(k, self.docs[k].title, "related")}</h3></div>'
            for k in also
        )
        gone = (
            f'<div class="card col-sm-4"><small>Oct 19, 2026, 08:00 ET</small><h3>{self.a("notfound", "Cobalt Ridge Outdoor to Acquire Trailhead Gear Co.", "related")}</h3></div>'
            if doc.key == "earnings"
            else ""
        )
        share = quote(self.url(doc.key), safe="")
        return f"""<article class="news-release">
<header class="container release-header">
<div class="row"><div class="col-sm-12"><h1>{esc(doc.title)}</h1>{sub}</div></div>
<div class="row">
<div class="col-lg-8 col-md-8 col-sm-7 swaping-class-left">
<p class="meta mb-no">{"Noticias proporcionadas por" if es else "News provided by"}</p>
<p class="mb-no">{issuer_link}</p>
<p class="mb-no">{wire_time(doc.stamp, self.lang(doc))}</p>
{partner}
</div>
<div class="col-lg-4 col-md-4 col-sm-5 social-share"><span>{"Compartir este artículo" if es else "Share this article"}</span> <a href="https://www.facebook.com/sharer/sharer.php?u={share}">Facebook</a> <a href="https://x.com/intent/post?url={share}">X</a> <a href="https://www.linkedin.com/sharing/share-offsite/?url={share}">LinkedIn</a> <a href="mailto:?subject={quote(doc.title)}">Email</a></div>
</div>
</header>
{media}
<section class="release-body container">
<div class="row"><div class="col-lg-10 col-lg-offset-1">
{self.release_body(doc)}
<p>{doc.extra["contact"]}</p>
{photo_line}
<p id="PURL"><img title="PressLine" width="12" height="12" alt="" src="{ORIGIN}/content/dam/pressline/icons/pl-icon.png">&nbsp;{view}<a href="{esc(self.url(doc.key))}">{esc(self.url(doc.key))}</a></p>
<p>{"FUENTE" if es else "SOURCE"} {esc(source)}</p>
</div></div>
</section>
<section class="container also-from-source"><h2>{"Más comunicados" if es else "More news releases"}</h2><div class="row card-list">{gone}{also_html}</div></section>
<section class="container more-topics"><h2>Explore</h2><p>{esc(doc.extra["industry"])}</p><p>{self.a("tech", "News Releases in Similar Topics", "related")}</p></section>
</article>"""

    def listing_main(self, doc: Doc) -> str:
        cards = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            cards.append(
                f'<div class="card row newsCards"><div class="col-sm-12 card-text"><h3><small>{wire_time(d.stamp, self.lang(d))}</small> {self.a(k, d.title, "content", A_CLASS_NEWSRELEASECONSOLIDATELINK_DISPLAY_OUTLINE)}</h3><p class="remove-outline">{esc(self.lede(d)[:220])}</p></div></div>'
            )
        if doc.extra.get("gone"):
            cards.append(
                f'<div class="card row newsCards"><div class="col-sm-12 card-text"><h3><small>Oct 19, 2026, 08:00 ET</small> {self.a("notfound", "Cobalt Ridge Outdoor to Acquire Trailhead Gear Co.", "content")}</h3><p>AUSTIN, Texas, Oct. 19, 2026 /PressLine/ -- Cobalt Ridge Outdoor, Inc. today announced a definitive agreement to acquire Trailhead Gear Co.…</p></div></div>'
            )
        for path, title, when in doc.extra.get("older", []):
            cards.append(
                f'<div class="card row newsCards"><div class="col-sm-12 card-text"><h3><small>{when}</small> <a href="{path}">{esc(title)}</a></h3></div></div>'
            )
        if doc.kind == "search":
            head = f'<div class="search-header"><h1>{esc(doc.title)}</h1><form action="/search/news/"><input name="keyword" value="{esc(doc.extra["q"])}"><select name="pagesize"><option>25</option></select><button>Search</button></form><p>Showing 1 - {len(cards)} of 3,412 results</p></div>'
        elif doc.kind == "source":
            head = f'<div class="company-header"><img src="{ORIGIN}/content/dam/pressline/logos/northwind-analytics.png" alt="Northwind Analytics logo" width="200" height="60"><h1>{esc(doc.title)}</h1><p>News provided by Northwind Analytics · New York · <a href="https://www.northwindanalytics.test/">Website</a></p><a class="btn" href="/rss/northwind-analytics.rss">RSS</a></div>'
        elif doc.kind == "home":
            head = '<div class="page-header"><h1>News Releases</h1><p>The latest press releases from organizations around the world, distributed by PressLine.</p></div>'
        else:
            head = f'<div class="page-header"><ol class="breadcrumb"><li><a href="/news-releases/">News</a></li><li>Consumer Technology</li></ol><h1>{esc(doc.title)}</h1></div>'
        pager = ""
        if doc.key == "tech":
            pager = f'<ul class="pagination"><li class="active"><span>1</span></li><li>{self.a("tech2", "2", "pagination")}</li><li><a href="/news-releases/consumer-technology-latest-news/consumer-technology-list/?page=3&amp;pagesize=25">3</a></li><li>{self.a("tech2", "Next", "pagination", A_ARIA_LABEL_NEXT)}</li></ul>'
        elif doc.key == "tech2":
            pager = f'<ul class="pagination"><li>{self.a("tech", "Previous", "pagination", A_ARIA_LABEL_PREVIOUS)}</li><li>{self.a("tech", "1", "pagination")}</li><li class="active"><span>2</span></li><li><a href="/news-releases/consumer-technology-latest-news/consumer-technology-list/?page=3&amp;pagesize=25">3</a></li></ul>'
        elif doc.key == "home":
            pager = f'<p class="more">{self.a("tech", "More Consumer Technology news", "content")} · {self.a("search", "Search releases about utilities", "content")}</p>'
        return (
            f'<section class="container listing">{head}<div class="card-list">{"".join(cards)}</div>{pager}</section>'
        )

    def service_main(self, doc: Doc) -> str:
        body = blocks_html(self, doc.blocks)
        if doc.kind == "not-found":
            latest = "".join(
                f"<li>{self.a(k, self.docs[k].title, 'content')}</li>" for k in ["launch", "call", "transit"]
            )
            return f'<section class="container error-page"><h1>{esc(doc.title)}</h1>\n{body}\n<form action="/search/news/"><input name="keyword" placeholder="Search news releases"><button>Search</button></form><h2>Latest news releases</h2><ul>{latest}</ul></section>'
        if doc.kind == "image":
            return f'<section class="container multimedia-page"><h1>{esc(doc.title)}</h1><figure><img src="https://mma.presslinewire.test/media/2409911/hollis_grant_flagship.jpg" alt="" width="960" height="640"></figure>\n{body}\n<p class="mb-no">Dec 01, 2026, 10:00 ET</p><p>{self.a("flagship", "View the news release", "content")}</p><p><a href="https://mma.presslinewire.test/media/2409911/hollis_grant_flagship.jpg?download=1">Download high-resolution image</a></p></section>'
        if doc.kind == "service":
            return f'<section class="container product-page"><h1>{esc(doc.title)}</h1>\n{body}\n<a class="btn btn-primary" href="https://portal.presslinewire.test/signup">Get started</a> <a class="btn" href="/contact-us/">Talk to sales</a></section>'
        return f'<section class="container legal-page"><h1>{esc(doc.title)}</h1>\n{body}\n</section>'
