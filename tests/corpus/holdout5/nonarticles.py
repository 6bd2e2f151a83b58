# ruff: noqa: E501, RUF001  (prose in many scripts: long lines and non-ASCII punctuation are the data)
"""The non-article pages of the fifth held-out set (README.md says why each is labelled a non-article)."""

from __future__ import annotations

from html import escape

from articles import (
    DELTA,
    ECHO,
    EGE,
    FARO,
    GANGDU,
    HARBOR,
    HOKKAI,
    MORAVA,
    NORRLAND,
    NORTHGATE,
    NUEA,
    PWANI,
    RASEEF,
    RHEIN,
    RIVERBEND,
    TRICOUNTY,
    VOLGA,
    metas,
)  # fmt: skip
from chrome import Site
from kit import blocks, ld, nonarticle, og, share_bar, teasers


def doc(
    h1: str,
    intro: str,
    paras: list[str],
    *,
    wrap: str = "article",
    cls: str = "page",
    share: bool = False,
    site: Site | None = None,
) -> str:
    body, _ = blocks(paras)
    bar = share_bar(site) if share and site else ""
    inner = f'<h1 class="page-title">{escape(h1)}</h1>{intro}{bar}<div class="entry-content">{body}</div>'
    if wrap == "article":
        return f'<main id="content"><article class="{cls}">{inner}</article></main>'
    return f'<main id="content"><div class="{cls}">{inner}</div></main>'


# --- press-release index with dated teasers (long deks)
_pr = [
    (
        "Northgate Energy completes sale of its wind portfolio",
        "The company has completed the sale of its 420-megawatt onshore wind portfolio to a pension fund consortium, it said in a statement. Proceeds will reduce debt and fund grid storage projects.",
        "April 18, 2024",
    ),
    (
        "First-quarter results: revenue up 6 per cent",
        "Revenue rose to $1.2 billion in the first quarter, driven by higher volumes in the commercial segment. Operating margin improved by 1.4 points.",
        "April 16, 2024",
    ),
    (
        "Board appoints new chief financial officer",
        "The board has appointed Maria Lindgren as chief financial officer, effective June 1. She joins from a logistics group where she led the finance function for six years.",
        "April 9, 2024",
    ),
    (
        "Northgate Energy signs power purchase agreement with county schools",
        "A fifteen-year agreement will supply all 34 county schools with solar power from a new installation on former landfill land.",
        "April 2, 2024",
    ),
    (
        "Annual general meeting to be held on May 14",
        "Shareholders are invited to the annual general meeting at the company's headquarters. Notice of the meeting and proxy forms are available on the investor site.",
        "March 28, 2024",
    ),
    (
        "Northgate Energy publishes 2023 sustainability report",
        "Scope 1 and 2 emissions fell by 18 per cent compared with 2022. The report includes, for the first time, a full inventory of supply-chain emissions.",
        "March 21, 2024",
    ),
    (
        "Update on the Eastfield substation outage",
        "Power was restored to all customers within nine hours. An independent review of the cause will be published within sixty days.",
        "March 15, 2024",
    ),
    (
        "Community fund opens applications for 2024 grants",
        "Local groups can apply for grants of up to $10,000 for projects that reduce energy use or help households pay their bills.",
        "March 4, 2024",
    ),
]
nonarticle(
    "press-release-index",
    NORTHGATE,
    "https://www.northgatechronicle.test/partners/northgate-energy/press-releases/",
    html_title="Press releases | Northgate Energy newsroom",
    main='<main id="content"><h1>Press releases</h1><p class="intro">The latest announcements from Northgate Energy. For media enquiries, contact the press office.</p>'
    f'<div class="release-list">{teasers(_pr, "release", "/partners/northgate-energy/press-releases/")}</div>'
    '<nav class="pagination"><span>1</span> <a href="?page=2">2</a> <a href="?page=3">3</a> <a rel="next" href="?page=2">Older releases</a></nav></main>',
    kind="listing",
    shape="press-release-index-dated-teasers",
    head=og(
        "website",
        "Press releases",
        "https://www.northgatechronicle.test/partners/northgate-energy/press-releases/",
        NORTHGATE,
    ),
)

# --- event page: date, venue, long description, Event JSON-LD, og:type=article
_event = [
    "Join the Northgate Chamber Orchestra for an evening of music written in the city's own concert hall over the last hundred years, from the 1924 overture that opened the building to a new piece commissioned for its centenary.",
    "The programme includes works by three local composers, two of them in their first public performance. The orchestra's principal conductor will introduce each piece and talk about the hall's history between the works.",
    "Doors open at 6:30 p.m. A pre-concert talk in the foyer starts at 6:45 p.m. and is free for ticket holders. The concert lasts about two hours with one interval.",
    "The hall is fully accessible. Wheelchair spaces and companion seats can be booked by phone. Hearing loops are available in the stalls and the first balcony.",
]
nonarticle(
    "event-page",
    NORTHGATE,
    "https://www.northgatechronicle.test/events/centenary-concert-northgate-hall-2024-05-18",
    html_title="Centenary concert at Northgate Hall | Events | Northgate Chronicle",
    main=doc(
        "Centenary concert at Northgate Hall",
        '<div class="event-meta"><p class="when">Saturday, May 18, 2024, 7:30 p.m.</p><p class="where">Northgate Hall, 1 Market Square</p><p class="price">Tickets $18-$45</p><a class="btn" href="/tickets/88">Buy tickets</a></div>',
        _event,
        cls="event",
    ),
    kind="event",
    shape="event-page-long-description-og-article",
    head=og(
        "article",
        "Centenary concert at Northgate Hall",
        "https://www.northgatechronicle.test/events/centenary-concert-northgate-hall-2024-05-18",
        NORTHGATE,
    )
    + metas(article_published_time="2024-04-02T10:00:00-05:00")
    + ld(
        {
            "@context": "https://schema.org",
            "@type": "Event",
            "name": "Centenary concert at Northgate Hall",
            "startDate": "2024-05-18T19:30:00-05:00",
            "location": {"@type": "Place", "name": "Northgate Hall"},
            "description": _event[0],
        }
    ),
)

# --- job ad with long prose and a date (JobPosting)
_job = [
    "The Riverbend Post is looking for a local government reporter to cover city hall, the county board and the school district. You will write daily news stories and one longer piece each month, and you will help shape how we explain local decisions to readers.",
    "## What you will do",
    "- Attend and report on public meetings, often in the evening",
    "- Build sources among officials, staff and residents",
    "- Read budgets and public records and turn them into clear stories",
    "- Work with our data and visuals team on explainers",
    "## What we are looking for",
    "At least two years of experience in a newsroom, or equivalent experience in student media. You write clearly and quickly and you check your facts. Spanish is a plus.",
    "The salary range is $52,000 to $61,000, with health insurance, a retirement plan and four weeks of paid leave. This is a full-time position based in our downtown office, with two days a week of remote work.",
    "To apply, send a cover letter, a CV and three clips. Applications close on May 10, 2024.",
]
nonarticle(
    "job-ad-reporter",
    RIVERBEND,
    "https://riverbendpost.test/careers/local-government-reporter-2024",
    html_title="Job: Local government reporter | Riverbend Post careers",
    main=doc(
        "Local government reporter",
        '<p class="job-meta">Newsroom · Full-time · Posted April 12, 2024 · By Riverbend Post HR</p>',
        _job,
        cls="job-posting",
    ),
    kind="job",
    shape="job-ad-long-prose-posted-date",
    head=ld(
        {
            "@context": "https://schema.org",
            "@type": "JobPosting",
            "title": "Local government reporter",
            "datePosted": "2024-04-12",
            "hiringOrganization": {"@type": "Organization", "name": "Riverbend Post"},
            "validThrough": "2024-05-10",
        }
    ),
)

# --- recipe page: Recipe JSON-LD, a two-paragraph headnote, ingredients, steps, reader reviews
_recipe = [
    "This is the soup my grandmother made every Friday in winter, with whatever beans were in the cupboard and a ham bone from the Sunday roast. It is better the next day, and better again the day after.",
    "You can leave out the ham and use smoked paprika for a vegetarian version. Soak the beans overnight; tinned beans work but the soup will be thinner.",
    "## Ingredients",
    "- 400 g dried white beans, soaked overnight",
    "- 1 ham bone or 200 g smoked bacon",
    "- 2 onions, 2 carrots, 2 celery sticks, chopped",
    "- 3 cloves of garlic",
    "- 2 bay leaves and a sprig of thyme",
    "## Method",
    "Drain the beans and put them in a large pot with the ham bone and two litres of water. Bring to the boil, skim, then simmer for an hour.",
    "Add the vegetables, garlic and herbs and cook for another 45 minutes, until the beans are soft. Take out the bone, shred the meat back into the pot and season.",
]
nonarticle(
    "recipe-page",
    HARBOR,
    "https://harborlightweekly.test/recipes/grandmothers-friday-bean-soup/",
    html_title="Grandmother's Friday bean soup – Harbor Light Weekly recipes",
    main=doc(
        "Grandmother's Friday bean soup",
        '<p class="recipe-meta">By Rosa Delgado · April 5, 2024 · Serves 6 · 2 hours</p><div class="rating">4.8 (212 ratings)</div>',
        _recipe,
        cls="recipe",
    )
    + '<section class="reviews"><h3>Reviews</h3>'
    + "".join(
        f'<div class="review"><b>{u}</b> <span>★★★★★</span><p>{escape(t)}</p></div>'
        for u, t in [
            (
                "Marge",
                "Made this on Sunday with a smoked hock. My husband had three bowls. I added a bit of kale at the end.",
            ),
            ("pete_b", "Great recipe. Took longer than two hours for my beans, they were old, so check them."),
            (
                "Anna",
                "The vegetarian version with smoked paprika is excellent, I use vegetable stock instead of water.",
            ),
        ]
    )
    + "</section>",
    kind="recipe",
    shape="recipe-card-headnote-reviews",
    head=og(
        "article",
        "Grandmother's Friday bean soup",
        "https://harborlightweekly.test/recipes/grandmothers-friday-bean-soup/",
        HARBOR,
    )
    + ld(
        {
            "@context": "https://schema.org",
            "@type": "Recipe",
            "name": "Grandmother's Friday bean soup",
            "author": {"@type": "Person", "name": "Rosa Delgado"},
            "datePublished": "2024-04-05",
            "recipeIngredient": ["400 g dried white beans", "1 ham bone"],
            "recipeYield": "6",
        }
    ),
)

# --- product page with a long description and reviews
_product = [
    "The Harbor 40 is a weatherproof commuter backpack made for people who ride to work in all seasons. The roll-top main compartment keeps a laptop and a change of clothes dry in heavy rain, and the side pocket opens from the outside so you can reach your lock without unpacking.",
    "The back panel is made of ventilated foam that keeps air moving between the bag and your back on warm days. The shoulder straps have reflective strips on the front and back, and there is a loop for a rear light at the bottom.",
    "We make the Harbor 40 from recycled polyester with a waterproof coating free of fluorinated chemicals. Every bag is covered by a five-year repair guarantee: if a seam or buckle fails, we will fix it for free.",
]
nonarticle(
    "product-page-reviews",
    RIVERBEND,
    "https://riverbendpost.test/shop/harbor-40-commuter-backpack",
    html_title="Harbor 40 commuter backpack – Riverbend Post Shop",
    main=doc(
        "Harbor 40 commuter backpack",
        '<div class="price">$129.00</div><div class="stock">In stock · Ships in 2 days</div><button class="add-to-cart">Add to cart</button>',
        _product,
        wrap="div",
        cls="product",
    )
    + '<section class="reviews"><h3>Customer reviews (3)</h3>'
    + "".join(
        f'<div class="review"><b>{u}</b> <time>{d}</time><p>{escape(t)}</p></div>'
        for u, d, t in [
            (
                "Ellie R.",
                "April 2, 2024",
                "I have used this every day for three months, through a very wet March. Nothing inside has ever got wet. The only thing I would change is a slightly bigger side pocket.",
            ),
            (
                "Marcus",
                "March 20, 2024",
                "Comfortable even when fully loaded. The roll top takes some getting used to, but it means the bag grows when you need it to.",
            ),
            (
                "J.K.",
                "March 3, 2024",
                "Sent it back for repair after a buckle broke and it came back in a week, no questions asked. Good company.",
            ),
        ]
    )
    + "</section>",
    kind="product",
    shape="product-page-long-description-reviews",
    head=og(
        "product",
        "Harbor 40 commuter backpack",
        "https://riverbendpost.test/shop/harbor-40-commuter-backpack",
        RIVERBEND,
    )
    + ld(
        {
            "@context": "https://schema.org",
            "@type": "Product",
            "name": "Harbor 40 commuter backpack",
            "offers": {"@type": "Offer", "price": "129.00", "priceCurrency": "USD"},
            "aggregateRating": {"@type": "AggregateRating", "ratingValue": "4.7", "reviewCount": "3"},
        }
    ),
)

# --- course / syllabus page
_course = [
    "This eight-week evening course introduces the methods reporters use to find, check and tell stories with data. No background in statistics or programming is needed.",
    "## Week by week",
    "- Week 1: Where data comes from and how to ask for it",
    "- Week 2: Spreadsheets for reporters: sorting, filtering and pivot tables",
    "- Week 3: Rates, percentages and why averages mislead",
    "- Week 4: Cleaning messy public records",
    "- Week 5: Charts that tell the truth",
    "- Week 6: Interviewing the data: finding the story",
    "- Week 7: Checking your numbers with the people behind them",
    "- Week 8: Final project presentations",
    "Each session runs from 6:30 to 8:30 p.m. Students should bring a laptop. The final project is a short data story on a local topic, which the best of will be considered for publication.",
    "The course is taught by members of the Chronicle's data desk. Fees are $240, with reduced places for students and people on low incomes.",
]
nonarticle(
    "course-syllabus",
    NORTHGATE,
    "https://www.northgatechronicle.test/academy/data-journalism-evening-course",
    html_title="Data journalism: an evening course | Northgate Chronicle Academy",
    main=doc(
        "Data journalism: an evening course",
        '<p class="course-meta">Starts May 6, 2024 · 8 weeks · Mondays · Instructor: Ivan Petrov</p>',
        _course,
        cls="course",
    ),
    kind="service",
    shape="course-syllabus-week-list",
    head=ld(
        {
            "@context": "https://schema.org",
            "@type": "Course",
            "name": "Data journalism: an evening course",
            "provider": {"@type": "Organization", "name": "Northgate Chronicle"},
        }
    ),
)

# --- company history page with years
_history = [
    "The Tri-County Sentinel was founded in 1887 by a printer, Josiah Halvorsen, who bought a hand press in Chicago and brought it to Millbrook by wagon. The first issue ran to four pages and sold 300 copies.",
    "## 1900-1950",
    "In 1911 the paper moved to the brick building on Main Street where it still has its newsroom. During the Depression it was printed on half-size sheets to save paper, and in 1943 it lost half its staff to the war.",
    "## 1950-2000",
    "Colour photographs appeared on the front page for the first time in 1968. In 1979 the Sentinel won a state press award for its reporting on the closure of the Millbrook mill, which employed a third of the town.",
    "## Since 2000",
    "The Sentinel launched its website in 1998 and its first newsletter in 2015. In 2021 the Halvorsen family sold the paper to a local non-profit foundation, which has promised to keep it independent and in the county.",
    "Today the Sentinel has eleven journalists and publishes in print twice a week and online every day.",
]
nonarticle(
    "company-history",
    TRICOUNTY,
    "https://www.tricountysentinel.test/about/our-history",
    html_title="Our history :: Tri-County Sentinel",
    main=doc("Our history", '<p class="updated">Last updated January 2024</p>', _history, cls="about"),
    kind="about",
    shape="company-history-with-years",
    head=og("article", "Our history", "https://www.tricountysentinel.test/about/our-history", TRICOUNTY),
)

# --- wiki-like reference page (infobox, contents, sections, references)
_wiki = [
    "The Millbrook River is a river in the northern part of the state, about 142 kilometres long. It rises in the Pine Hills and flows south-east through Millbrook and Northgate before joining the Great River at Harbor Point.",
    "## Course",
    "The upper river runs through forested valleys with several small waterfalls. Below Millbrook it widens and slows, and its flood plain is used for farming. The lowest 12 kilometres are tidal.",
    "## History",
    "The river powered the Millbrook mill from 1851 until 1978. A lock and a short canal built in 1864 allowed barges to reach the mill from the harbour; the canal was filled in during the 1930s.",
    "## Ecology",
    "Salmon returned to the river in 2009 after a fish ladder was built at the old mill weir. Otters have been recorded along most of its length since 2015.",
    "## See also",
    "- List of rivers of the state",
    "- Millbrook mill",
]
nonarticle(
    "wiki-reference",
    RIVERBEND,
    "https://riverbendpost.test/wiki/Millbrook_River",
    html_title="Millbrook River - Riverbend Wiki",
    main='<table class="infobox"><tr><th colspan="2">Millbrook River</th></tr><tr><td>Length</td><td>142 km</td></tr><tr><td>Source</td><td>Pine Hills</td></tr><tr><td>Mouth</td><td>Great River</td></tr></table>'
    '<div id="toc"><h2>Contents</h2><ol><li>Course</li><li>History</li><li>Ecology</li><li>See also</li></ol></div>'
    + doc(
        "Millbrook River",
        '<div class="hatnote">From Riverbend Wiki, the community encyclopedia</div>',
        _wiki,
        wrap="div",
        cls="mw-body",
    )
    + '<div class="printfooter">This page was last edited on 3 April 2024, at 14:22.</div>',
    kind="reference",
    shape="wiki-like-reference-infobox",
)

# --- glossary
_terms = [
    ("Byline", "The line that names the writer of a story."),
    ("Dateline", "The place, and sometimes the date, at the start of a story, showing where it was reported."),
    ("Embargo", "A request not to publish information before a set time."),
    ("Lede", "The first sentence or paragraph of a story, meant to draw the reader in."),
    ("Nut graf", "The paragraph that explains why the story matters, usually near the top."),
    ("Off the record", "Information a source gives on condition it is not published."),
    ("Op-ed", "An opinion piece by a writer who is not on the editorial board."),
    ("Stringer", "A freelance reporter paid per story."),
    ("Wire", "A news agency that sells stories to many publications."),
    ("Kicker", "The last paragraph of a story, often a quote or a twist."),
]
nonarticle(
    "glossary",
    NORTHGATE,
    "https://www.northgatechronicle.test/help/glossary-of-newsroom-terms",
    html_title="Glossary of newsroom terms | Northgate Chronicle",
    main='<main id="content"><h1>Glossary of newsroom terms</h1><p>Words you will see in our corrections, our standards and our newsletters, explained.</p><dl class="glossary">'
    + "".join(f"<dt>{escape(t)}</dt><dd>{escape(d)}</dd>" for t, d in _terms)
    + "</dl></main>",
    kind="reference",
    shape="glossary-definition-list",
)

# --- terms of service with "last updated"
_tos = [
    "These terms govern your use of the Riverbend Post website, apps and newsletters. By using them you agree to these terms. If you do not agree, please do not use our services.",
    "## 1. Your account",
    "You must be at least 16 years old to create an account. You are responsible for keeping your password secure and for all activity under your account.",
    "## 2. Subscriptions and payment",
    "Subscriptions renew automatically at the end of each billing period unless you cancel. You can cancel at any time in your account settings; cancellation takes effect at the end of the current period.",
    "## 3. Comments and contributions",
    "When you post a comment you give us a licence to publish it. We may remove comments that break our community guidelines. We are not responsible for the content of comments posted by users.",
    "## 4. Intellectual property",
    "All content on our services is protected by copyright. You may share links and short quotations with attribution, but you may not republish our articles in full without permission.",
    "## 5. Changes to these terms",
    "We may update these terms. If we make significant changes we will notify registered users by email at least 30 days before they take effect.",
]
nonarticle(
    "terms-of-service",
    RIVERBEND,
    "https://riverbendpost.test/legal/terms-of-service",
    html_title="Terms of service | Riverbend Post",
    main=doc("Terms of service", '<p class="last-updated">Last updated: March 1, 2024</p>', _tos, cls="legal"),
    kind="policy",
    shape="terms-of-service-last-updated-og-article",
    head=og("article", "Terms of service", "https://riverbendpost.test/legal/terms-of-service", RIVERBEND)
    + metas(article_published_time="2019-05-20T09:00:00Z", article_modified_time="2024-03-01T09:00:00Z"),
)

# --- Dutch privacy / cookie policy with "Laatst bijgewerkt"
_priv = [
    "Dagblad Delta respecteert je privacy. In deze verklaring lees je welke persoonsgegevens we verzamelen, waarom we dat doen en welke rechten je hebt.",
    "## Welke gegevens verzamelen we?",
    "Als je een abonnement neemt, bewaren we je naam, adres, e-mailadres en betaalgegevens. Als je onze website bezoekt, plaatsen we cookies om het gebruik te meten en, met je toestemming, om advertenties af te stemmen op je interesses.",
    "## Hoe lang bewaren we je gegevens?",
    "We bewaren je gegevens zolang je abonnee bent en daarna nog twee jaar, tenzij de wet een langere bewaartermijn voorschrijft, zoals zeven jaar voor financiële gegevens.",
    "## Jouw rechten",
    "Je hebt het recht om je gegevens in te zien, te laten corrigeren of te laten verwijderen. Je kunt ook bezwaar maken tegen het gebruik van je gegevens voor marketing. Stuur daarvoor een e-mail naar onze functionaris voor gegevensbescherming.",
    "Heb je een klacht, dan kun je die ook indienen bij de Autoriteit Persoonsgegevens.",
]
nonarticle(
    "nl-privacy-policy",
    DELTA,
    "https://www.dagbladdelta.test/privacy-en-cookiebeleid",
    html_title="Privacy- en cookiebeleid | Dagblad Delta",
    main=doc(
        "Privacy- en cookiebeleid",
        '<p class="meta">Laatst bijgewerkt: 12 februari 2024 · Door de redactie</p>',
        _priv,
        cls="legal",
    ),
    kind="policy",
    shape="dutch-privacy-policy-laatst-bijgewerkt",
    head=og("article", "Privacy- en cookiebeleid", "https://www.dagbladdelta.test/privacy-en-cookiebeleid", DELTA)
    + metas(author="Dagblad Delta", article_published_time="2024-02-12T10:00:00+01:00"),
)

# --- staff directory
_staff = [
    ("Alicia Moreno", "Editor-in-chief", "alicia.moreno"),
    ("Ben Carter", "Managing editor", "ben.carter"),
    ("Amara Nwosu", "City hall reporter", "amara.nwosu"),
    ("Priya Raman", "Education reporter", "priya.raman"),
    ("Ivan Petrov", "Data editor", "ivan.petrov"),
    ("Rachel Green", "Health reporter", "rachel.green"),
    ("Luis Ortega", "State politics reporter", "luis.ortega"),
    ("Kim Tran", "Transport reporter", "kim.tran"),
    ("Owen Fletcher", "Arts editor", "owen.fletcher"),
    ("Grace Liu", "Investigations", "grace.liu"),
    ("Daniel Osei", "Investigations", "daniel.osei"),
    ("Hannah Cole", "Business reporter", "hannah.cole"),
]
nonarticle(
    "staff-directory",
    NORTHGATE,
    "https://www.northgatechronicle.test/about/staff",
    html_title="Our staff | Northgate Chronicle",
    main='<main id="content"><h1>Our staff</h1><p>The journalists and editors of the Northgate Chronicle. To send us a tip, use our secure form.</p><div class="staff-grid">'
    + "".join(
        f'<div class="staff-card"><img src="/img/staff/{e}.jpg" alt=""><h3><a href="/people/{e}">{escape(n)}</a></h3><p class="role">{escape(r)}</p><a href="mailto:{e}@northgatechronicle.test">{e}@northgatechronicle.test</a></div>'
        for n, r, e in _staff
    )
    + "</div></main>",
    kind="directory",
    shape="staff-directory-grid",
)

# --- live scores page
_matches = [
    ("Northgate FC", "2", "1", "Harbor United", "FT"),
    ("Millbrook Rovers", "0", "0", "Pine Hills", "67'"),
    ("Eastfield Town", "3", "2", "Riverbend City", "FT"),
    ("Westside Athletic", "1", "1", "Gull Island", "HT"),
    ("Kilmore Celtic", "-", "-", "Tri-County", "19:45"),
    ("Southside", "4", "0", "Old Town", "FT"),
]
nonarticle(
    "live-scores",
    RIVERBEND,
    "https://riverbendpost.test/sport/football/live-scores",
    html_title="Live scores: Regional League | Riverbend Post",
    main='<main id="content"><h1>Live scores</h1><p class="updated">Updated every 30 seconds · Saturday, April 20, 2024</p><table class="scores">'
    + "".join(
        f'<tr><td class="home">{a}</td><td class="score">{x} - {y}</td><td class="away">{b}</td><td class="status">{s}</td></tr>'
        for a, x, y, b, s in _matches
    )
    + "</table><div class=\"ticker\"><p>67' Yellow card for Pine Hills.</p><p>52' Goal for Eastfield Town, a header from a corner.</p><p>45' Half time at Westside.</p></div></main>",
    kind="data",
    shape="live-scores-table-ticker",
)

# --- "today in history" list
_today = [
    ("1912", "The Millbrook Town Hall opens after two years of construction, with a dance that lasts until dawn."),
    ("1934", "Floods cover the lower town; the river rises four metres in a single night."),
    ("1958", "The first television set in the county is shown in the window of Lindgren's Hardware."),
    ("1971", "Northgate High's football team wins the state title for the only time in its history."),
    ("1989", "The last passenger train leaves Millbrook station."),
    ("2003", "The Tri-County Sentinel publishes its first online edition."),
]
nonarticle(
    "today-in-history",
    TRICOUNTY,
    "https://www.tricountysentinel.test/history/today/april-18",
    html_title="Today in history: April 18 :: Tri-County Sentinel",
    main='<h1>Today in history: April 18</h1><p>From the Sentinel archive: what happened on this day in the county.</p><table class="history">'
    + "".join(f"<tr><td><b>{y}</b></td><td>{escape(t)}</td></tr>" for y, t in _today)
    + "</table>",
    kind="list",
    shape="today-in-history-list",
    head=og(
        "article", "Today in history: April 18", "https://www.tricountysentinel.test/history/today/april-18", TRICOUNTY
    ),
)

# --- classifieds page
_ads = [
    (
        "For sale: oak dining table and six chairs",
        "$350. Solid oak, some marks on the top. Collection only, Millbrook.",
        "Apr 17",
    ),
    (
        "Wanted: allotment plot",
        "Retired couple looking for a plot within walking distance of Elm Avenue. Will share tools.",
        "Apr 16",
    ),
    (
        "Lost cat: grey tabby, answers to Moss",
        "Missing since Saturday near the library. Reward. Please check sheds and garages.",
        "Apr 15",
    ),
    (
        "Piano lessons for all ages",
        "Qualified teacher, 20 years' experience. First lesson free. Evenings and weekends.",
        "Apr 15",
    ),
    (
        "Garage sale Saturday 8 a.m.",
        "Books, tools, children's bikes, kitchenware. 14 Birch Lane. No early birds.",
        "Apr 14",
    ),
    (
        "Room to rent",
        "Furnished double room in quiet house, bills included, suit professional. $650 a month.",
        "Apr 12",
    ),
]
nonarticle(
    "classifieds",
    TRICOUNTY,
    "https://www.tricountysentinel.test/classifieds/",
    html_title="Classifieds :: Tri-County Sentinel",
    main='<h1>Classifieds</h1><p><a href="/classifieds/place">Place an ad</a></p>'
    + teasers(_ads, "classified", "/classifieds/ad/"),
    kind="listing",
    shape="classifieds-list",
)

# --- real-estate listing
_house = [
    "A bright three-bedroom family home on a quiet cul-de-sac, a ten-minute walk from Pine Hollow Elementary and the station. The house was fully rewired in 2020 and has a new boiler and double glazing throughout.",
    "On the ground floor there is a through lounge with a wood burner, a kitchen-diner opening onto the garden and a downstairs toilet. Upstairs are three bedrooms, the main one with fitted wardrobes, and a family bathroom with a shower over the bath.",
    "The south-facing garden is mostly lawn, with a patio, a shed and a gate to the rear lane. There is off-street parking for two cars.",
]
nonarticle(
    "real-estate-listing",
    HARBOR,
    "https://harborlightweekly.test/property/for-sale/14-birch-close-millbrook-3-bed",
    html_title="3 bed house for sale, Birch Close, Millbrook – Harbor Light Homes",
    main=doc(
        "14 Birch Close, Millbrook",
        '<div class="price">$389,000</div><ul class="facts"><li>3 bedrooms</li><li>1 bathroom</li><li>1,240 sq ft</li><li>Listed April 11, 2024</li></ul><a class="btn" href="/property/contact">Contact agent</a>',
        _house,
        wrap="div",
        cls="listing-detail",
    ),
    kind="listing",
    shape="real-estate-listing-description",
    head=og(
        "website",
        "14 Birch Close, Millbrook",
        "https://harborlightweekly.test/property/for-sale/14-birch-close-millbrook-3-bed",
        HARBOR,
    ),
)

# --- obituary index
_obits = [
    (
        "Margaret Ellen Soderberg, 1931-2024",
        "Taught first grade at Pine Hollow Elementary for 38 years. Survived by two sons, five grandchildren and nine great-grandchildren.",
        "April 10, 2024",
    ),
    (
        "Walter James Pruitt, 1944-2024",
        "Vietnam veteran, machinist and lifelong fisherman, known for his smoked trout at every church supper.",
        "April 9, 2024",
    ),
    (
        "Dolores Ann Kowalski, 1950-2024",
        "Ran the Main Street diner with her husband for thirty years and never let a customer leave hungry.",
        "April 8, 2024",
    ),
    (
        "Rev. Thomas Abernathy, 1938-2024",
        "Pastor of Millbrook Lutheran Church from 1972 to 2004 and founder of the county food bank.",
        "April 6, 2024",
    ),
    ("Lucy Chen, 1962-2024", "Nurse at Millbrook Clinic, marathon runner and mother of three.", "April 4, 2024"),
    (
        "George Henry Blake, 1929-2024",
        "Farmer, school board member and the county's oldest volunteer firefighter.",
        "April 2, 2024",
    ),
]
nonarticle(
    "obituary-index",
    TRICOUNTY,
    "https://www.tricountysentinel.test/obituaries/",
    html_title="Obituaries :: Tri-County Sentinel",
    main='<h1>Obituaries</h1><p>Death notices and obituaries from the Tri-County area. <a href="/obituaries/submit">Submit an obituary</a>.</p>'
    + teasers(_obits, "obit", "/obituaries/"),
    kind="listing",
    shape="obituary-index-dated-teasers",
)

# --- column archive page: columnist photo, bio, then the latest columns
_col = [
    (
        "The bus stop nobody wanted to move",
        "For six years the stop outside the library has flooded every time it rains. Last week, at last, someone asked why.",
        "April 15, 2024",
    ),
    (
        "What my father's toolbox taught me",
        "He kept every screw he ever removed. I used to laugh at the jars. Now I understand them.",
        "April 8, 2024",
    ),
    (
        "Spring, and the return of the leaf blower",
        "There is a particular sound that tells me winter is over, and it is not birdsong.",
        "April 1, 2024",
    ),
    (
        "In praise of the boring council meeting",
        "Democracy does not happen in the shouting. It happens in the minutes.",
        "March 25, 2024",
    ),
    (
        "The library card is still the best deal in town",
        "It costs nothing, it opens everything, and the fines are gone.",
        "March 18, 2024",
    ),
]
nonarticle(
    "column-archive-bio",
    NORTHGATE,
    "https://www.northgatechronicle.test/opinion/columnists/martha-quinn/",
    html_title="Martha Quinn | Columnist | Northgate Chronicle",
    main='<main id="content"><div class="columnist-header"><img src="/img/columnists/quinn.jpg" alt="Martha Quinn"><h1>Martha Quinn</h1>'
    '<p class="bio">Martha Quinn has written the Chronicle\'s Monday column since 2009. Before that she taught English at Northgate High for twenty years. She lives on the east side with her husband, two cats and an unreasonable number of tomato plants. Her column looks at the small things that make a city work, or fail to.</p>'
    '<p class="bio">Her collection of columns, Minutes and Other Pleasures, was published in 2021. She is a past winner of the state press association\'s award for column writing.</p></div>'
    f"<h2>Latest columns</h2>{teasers(_col, 'column-teaser', '/opinion/2024/')}</main>",
    kind="author",
    shape="columnist-archive-photo-bio",
    head=og(
        "profile", "Martha Quinn", "https://www.northgatechronicle.test/opinion/columnists/martha-quinn/", NORTHGATE
    ),
)

# --- sponsored partner content hub
_partner = [
    (
        "How one family cut their energy bill by a third",
        "Heat pumps, insulation and a smart thermostat: a year in a 1930s house.",
        "Sponsored",
    ),
    ("Five questions to ask before you install solar", "A guide from the experts at Northgate Energy.", "Sponsored"),
    ("Meet the apprentices wiring the county's new homes", "A training scheme that pays while you learn.", "Sponsored"),
    ("Is your home ready for an electric car?", "What you need to know about home chargers.", "Sponsored"),
]
nonarticle(
    "partner-content-hub",
    NORTHGATE,
    "https://www.northgatechronicle.test/partner-content/northgate-energy/",
    html_title="Partner content: Northgate Energy | Northgate Chronicle",
    main='<main id="content"><div class="sponsor-banner">Paid content · Presented by Northgate Energy</div><h1>Powering the future at home</h1>'
    '<p class="hub-intro">This series is produced by the Chronicle\'s commercial studio in partnership with Northgate Energy. It looks at how households across the county are changing the way they heat and power their homes, and what it costs. The newsroom was not involved in its production.</p>'
    f'<div class="partner-grid">{teasers(_partner, "partner-card", "/partner-content/northgate-energy/")}</div></main>',
    kind="sponsored-hub",
    shape="sponsored-partner-hub-intro-cards",
    head=og(
        "article",
        "Partner content: Northgate Energy",
        "https://www.northgatechronicle.test/partner-content/northgate-energy/",
        NORTHGATE,
    ),
)

# --- corrections index (each entry a dated correction)
_corr = [
    (
        "April 17, 2024",
        "A story on April 15 about the school bus contract gave the wrong value. The contract is worth $4.2 million, not $42 million.",
    ),
    (
        "April 12, 2024",
        "A photo caption on April 11 misidentified the council member on the left. She is Dana Ruiz, not Diane Ruiz.",
    ),
    (
        "April 9, 2024",
        "An earlier version of a story about the museum gift said the donor lives in Northgate. The donor grew up in Northgate and now lives elsewhere.",
    ),
    (
        "April 3, 2024",
        "A chart in the April 2 data story on rents labelled the vertical axis in dollars. It shows an index.",
    ),
    (
        "March 28, 2024",
        "A story about the ferry timetable gave the wrong departure time for the last boat on Sundays. It leaves at 9:40 p.m.",
    ),
]
nonarticle(
    "corrections-index",
    NORTHGATE,
    "https://www.northgatechronicle.test/corrections/",
    html_title="Corrections | Northgate Chronicle",
    main='<main id="content"><h1>Corrections and clarifications</h1><p>We correct errors of fact promptly. This page lists corrections made in the last 30 days.</p><ul class="corrections">'
    + "".join(
        f'<li><time>{d}</time><p>{escape(t)}</p><a href="/story/c{k}">See the corrected story</a></li>'
        for k, (d, t) in enumerate(_corr)
    )
    + "</ul></main>",
    kind="listing",
    shape="corrections-index-dated-entries",
)

# --- print-edition e-paper page
nonarticle(
    "epaper-edition",
    TRICOUNTY,
    "https://www.tricountysentinel.test/epaper/2024-04-18",
    html_title="E-edition, Thursday, April 18, 2024 :: Tri-County Sentinel",
    main='<h1>E-edition: Thursday, April 18, 2024</h1><p>Read the print edition page by page. Subscribers can download the PDF.</p><div class="epaper-viewer" data-pages="24">'
    + "".join(
        f'<a class="thumb" href="/epaper/2024-04-18/page/{k}"><img src="/epaper/2024-04-18/thumb-{k}.jpg" alt="Page {k}"><span>Page {k}</span></a>'
        for k in range(1, 25)
    )
    + '</div><p><a href="/epaper/2024-04-18.pdf">Download PDF (38 MB)</a> · <a href="/epaper/archive">Earlier editions</a></p>',
    kind="epaper",
    shape="e-paper-page-thumbnails",
)

# --- newsletter archive
_issues = [
    (
        "Issue #42: Who owns Mill Street?",
        "Three mornings in the records office, and what the land records say.",
        "Apr 19, 2024",
    ),
    (
        "Issue #41: The bridge that was never built",
        "A 1962 plan, a lost model and a question for the council.",
        "Apr 12, 2024",
    ),
    ("Issue #40: Counting the county's empty shops", "A walk down every high street, with a clipboard.", "Apr 5, 2024"),
    ("Issue #39: Your questions about the water bill", "Why it went up, and who decided.", "Mar 29, 2024"),
    ("Issue #38: The ferry, the fog and the timetable", "What happens when the boats cannot sail.", "Mar 22, 2024"),
    ("Issue #37: A school that teaches on the beach", "Outdoor lessons, all winter.", "Mar 15, 2024"),
]
nonarticle(
    "newsletter-archive",
    HARBOR,
    "https://harborlightweekly.test/archive",
    html_title="Archive - Harbor Light Weekly",
    main='<div class="publication-header"><h1>Harbor Light Weekly</h1><p>Local reporting from the coast, every Friday. By Dana Whitfield.</p><button>Subscribe</button></div>'
    + teasers(_issues, "post-preview", "/p/"),
    kind="listing",
    shape="newsletter-archive-post-previews",
)

# --- "most read" page
nonarticle(
    "most-read",
    RIVERBEND,
    "https://riverbendpost.test/most-read",
    html_title="Most read | Riverbend Post",
    main='<h1>Most read this week</h1><ol class="ranked">'
    + "".join(
        f'<li><a href="/news/{k}">{escape(h)}</a><p>{escape(d)}</p></li>'
        for k, (h, d, _) in enumerate(
            [
                ("Old Town to get residents' parking permits", "Permits will cost $40 a year for the first car.", ""),
                ("Lead pipe replacement starts in Eastgate in May", "4,100 lines to go across the city.", ""),
                ("City pool reopens after roof repairs", "Lessons restart on Monday.", ""),
                ("Grocery co-op opens second store downtown", "The former post office gets a new life.", ""),
                ("Garden weed cleans metal from old smelter soil", "A surprising result from a two-year trial.", ""),
                ("Four-day week, three months in", "What one team measured.", ""),
            ]
        )
    )
    + "</ol>",
    kind="listing",
    shape="most-read-ranked-list",
)

# --- topic explainer hub (evergreen, no byline, "updated", links to the latest stories)
_explainer = [
    "The Millbrook River has flooded the lower town at least a dozen times since records began. This page explains why, what has been done about it and what is planned, and links to our latest reporting.",
    "## Why does the river flood?",
    "The river drains a steep catchment in the Pine Hills, so heavy rain reaches Millbrook within hours. Where the valley narrows below the old mill, water backs up, and at high tide the river cannot drain into the harbour.",
    "## What has been done?",
    "Flood walls were built along Mill Street after 1998, and a storage basin upstream was finished in 2016. Since then the lower town has flooded twice, both times when a storm coincided with a spring tide.",
    "## What is planned?",
    "The state has approved a tidal barrier at Harbor Point, due to be finished in 2029. Until then, the county sends flood warnings by text message to registered households.",
]
nonarticle(
    "topic-explainer-hub",
    TRICOUNTY,
    "https://www.tricountysentinel.test/topics/millbrook-river-flooding",
    html_title="Millbrook River flooding: what you need to know :: Tri-County Sentinel",
    main=doc(
        "Millbrook River flooding: what you need to know",
        '<p class="updated">Updated April 2024</p>',
        _explainer,
        wrap="div",
        cls="topic-explainer",
    )
    + "<h2>Latest stories</h2>"
    + teasers(
        [
            ("Tidal barrier design approved", "The state has signed off on the final design.", "April 3, 2024"),
            ("Flood warning texts reach 4,000 homes", "Sign-ups doubled after the January storm.", "February 12, 2024"),
            ("Mill Street businesses count the cost", "Two weeks after the water went down.", "January 22, 2024"),
        ],
        "topic-teaser",
    ),
    kind="topic",
    shape="evergreen-topic-explainer-with-latest",
    head=og(
        "article",
        "Millbrook River flooding: what you need to know",
        "https://www.tricountysentinel.test/topics/millbrook-river-flooding",
        TRICOUNTY,
    ),
)

# --- the comment page of an article (/comments), the story only named
_cmts = "".join(
    f'<li class="comment"><b>{u}</b> <time>{t}</time><p>{escape(c)}</p></li>'
    for u, t, c in [
        (
            "oldtownresident",
            "2 days ago",
            "I have lived on this street for forty years and the parking problem started long before the new apartments. The council ignored every petition we sent and now wants us to pay for permits too.",
        ),
        (
            "cyclist_mom",
            "2 days ago",
            "The permits are overdue. Half the cars on our block belong to commuters who leave them all week. If a permit makes the crossing safer for my kids I will pay it.",
        ),
        (
            "J. Whitaker",
            "1 day ago",
            "Fix the number 12 bus and the parking fixes itself. Nobody would drive to the station if the bus ran more than twice an hour.",
        ),
        (
            "marianne_k",
            "1 day ago",
            "Will there be an exemption for carers? My mother depends on a carer who visits every day and the carer has nowhere to park.",
        ),
        (
            "Dev",
            "18 hours ago",
            "Every new fee is supposed to pay for repairs and every spring the potholes are back. Show me the budget.",
        ),
        (
            "local_history_buff",
            "20 hours ago",
            "This district had permit parking in the 1950s. It was dropped in 1974 when the shopping centre opened.",
        ),
        (
            "anon2231",
            "12 hours ago",
            "Forty dollars is nothing compared to what we pay for the bins. Stop complaining.",
        ),
        (
            "marianne_k",
            "10 hours ago",
            "@anon2231 it is not about the forty dollars, it is about the second car and people without driveways.",
        ),
    ]
)
nonarticle(
    "article-comments-page",
    RIVERBEND,
    "https://riverbendpost.test/news/residents-parking-permits-old-town/comments",
    html_title="Comments: Old Town to get residents' parking permits | Riverbend Post",
    main='<main id="content"><p class="back"><a href="/news/residents-parking-permits-old-town">← Back to the story</a></p><h1>Comments: Old Town to get residents\' parking permits</h1>'
    f'<p class="rules">Please keep comments civil. Read our community guidelines.</p><ol class="comment-list">{_cmts}</ol><nav class="pagination"><a rel="next" href="?page=2">More comments</a></nav></main>',
    kind="comments",
    shape="comments-page-of-an-article",
    head=og(
        "article",
        "Comments: Old Town to get residents' parking permits",
        "https://riverbendpost.test/news/residents-parking-permits-old-town/comments",
        RIVERBEND,
    ),
)

# --- AMP variant of a section listing
_amp_items = [
    (
        "School board backs later start times for high schools",
        "Classes will start at 8:45 a.m. from next fall.",
        "April 17, 2024",
    ),
    (
        "Lane closures on Harbor Bridge this weekend",
        "One northbound lane will close from Friday night.",
        "April 18, 2024",
    ),
    ("Hospital apologises for emergency room waits", "The board's statement, in full.", "April 11, 2024"),
    ("State Senate passes rural broadband bill", "$180 million over four years.", "April 9, 2024"),
    ("Museum receives record $25 million gift", "Free admission for children stays.", "April 12, 2024"),
]
nonarticle(
    "amp-section-listing",
    NORTHGATE,
    "https://www.northgatechronicle.test/local/amp/",
    html_title="Local news | Northgate Chronicle",
    main='<amp-ad width="320" height="50" type="doubleclick" data-slot="/21804/local"></amp-ad><h1>Local</h1>'
    + teasers(_amp_items, "amp-teaser", "/local/amp/")
    + '<amp-analytics type="gtag"><script type="application/json">{"vars":{"gtag_id":"G-0000"}}</script></amp-analytics>',
    kind="section",
    shape="amp-section-listing",
    head='<link rel="canonical" href="https://www.northgatechronicle.test/local/"><script async src="https://cdn.ampproject.org/v0.js"></script><style amp-boilerplate>body{visibility:hidden}</style>'
    + og("article", "Local news", "https://www.northgatechronicle.test/local/amp/", NORTHGATE),
)
# mark the page as AMP
from kit import PAGES  # noqa: E402

PAGES[-1] = (PAGES[-1][0], PAGES[-1][1].replace(b'<html lang="en">', b'<html amp lang="en">', 1), PAGES[-1][2])

# --- mobile variant of a section listing (m. host)
nonarticle(
    "mobile-section-listing",
    Site("Riverbend Post", "m.riverbendpost.test", "en", style="soup"),
    "https://m.riverbendpost.test/business/",
    html_title="Business | Riverbend Post",
    main='<div class="m-section"><h1>Business</h1>'
    + teasers(
        [
            (
                "Grocery co-op opens second store downtown",
                "The former post office will house an 8,000 square foot store from August, the co-op's board said on Wednesday.",
                "2h ago",
            ),
            (
                "Harbor 40 backpack maker expands warehouse",
                "Forty new jobs at the Eastgate site by the end of the year.",
                "5h ago",
            ),
            ("Farmers' market moves to Saturdays", "Vendors say the change will bring more families.", "Yesterday"),
            ("Small business grants open on Monday", "Up to $5,000 for shop-front repairs.", "Apr 15"),
        ],
        "m-teaser",
        "/business/",
    )
    + '<a class="load-more" href="/business/?page=2">Load more</a></div>',
    kind="section",
    shape="mobile-variant-section-listing",
    rail=False,
    head='<link rel="canonical" href="https://riverbendpost.test/business/">',
)

# --- 410 Gone served as 200, and a soft 404 with trending stories
nonarticle(
    "gone-410-soft",
    NORTHGATE,
    "https://www.northgatechronicle.test/local/2019/06/02/fair-parade-route-announced",
    html_title="Page no longer available | Northgate Chronicle",
    main='<main id="content"><h1>This page is no longer available</h1><p>The content you are looking for has been removed or has expired. Error 410.</p><p>Try our <a href="/search">search</a> or go to the <a href="/">home page</a>.</p>'
    "<h2>Trending now</h2>" + teasers(_amp_items[:4], "trending") + "</main>",
    kind="error",
    shape="gone-410-served-200-dated-url",
)
nonarticle(
    "soft-404-sw",
    PWANI,
    "https://pwanileo.test/habari/ukurasa-haupatikani-2024",
    html_title="Ukurasa haupatikani | Pwani Leo",
    main='<div class="error-page"><h1>Samahani, ukurasa huu haupatikani</h1><p>Huenda kiungo kimebadilika au ukurasa umeondolewa. Tafuta habari unazotaka hapa chini.</p><form action="/tafuta"><input name="q"></form>'
    "<h2>Habari zinazovuma</h2>"
    + teasers(
        [
            ("Wavuvi wa Mombasa wapata soko jipya la samaki", "Soko lina vyumba viwili vya baridi.", "Aprili 10, 2024"),
            ("Mvua kubwa yatarajiwa pwani wiki hii", "Idara ya hali ya hewa yatoa tahadhari.", "Aprili 9, 2024"),
            ("Shule mpya ya sekondari yafunguliwa Kilifi", "Wanafunzi 400 kuanza masomo.", "Aprili 8, 2024"),
        ],
        "trend",
    )
    + "</div>",
    kind="error",
    shape="swahili-soft-404",
)

# --- og:type=article on a listing (tag page) with NewsArticle-less ItemList JSON-LD
_tag = [
    (
        "Tramvajová trať do kampusu se otevře o půl roku dříve",
        "Dopravní podnik oznámil zahájení provozu už v září.",
        "11. dubna 2024",
    ),
    ("Nové autobusy pro Líšeň", "Dopravní podnik převzal prvních deset elektrobusů.", "8. dubna 2024"),
    ("Oprava Křenové ulice omezí tramvaje", "Od května pojedou náhradní autobusy.", "3. dubna 2024"),
    ("Jízdné se od července nezmění", "Radní odmítli zdražení.", "28. března 2024"),
    ("Sdílená kola míří do dalších čtvrtí", "Stanice přibydou v Bystrci a Žabovřeskách.", "21. března 2024"),
]
nonarticle(
    "cs-tag-og-article",
    MORAVA,
    "https://www.moravskydenik.test/tema/doprava-v-brne",
    html_title="Doprava v Brně – téma | Moravský deník",
    main='<main id="content"><h1>Téma: Doprava v Brně</h1><p class="tag-desc">Všechny zprávy o tramvajích, autobusech, cyklistice a opravách silnic v Brně.</p>'
    + teasers(_tag, "tag-item", "/zpravy/")
    + '<nav class="pagination"><a href="?strana=2">Další</a></nav></main>',
    kind="tag",
    shape="og-article-on-a-tag-listing",
    encoding="windows-1250",
    head=og("article", "Doprava v Brně", "https://www.moravskydenik.test/tema/doprava-v-brne", MORAVA)
    + metas(article_published_time="2024-04-11T09:05:00+02:00"),
)

# --- Japanese portal home in EUC-JP
_ja_home = [
    ("路線バス3系統、運転手不足で6月から減便へ", "道央バスは平日の便数を減らすと発表した。", "4月18日"),
    ("道内の有効求人倍率、3カ月連続で上昇", "観光需要の回復で宿泊業の求人が増えた。", "4月11日"),
    ("札幌で桜の開花を観測、平年より5日早く", "気象台が発表した。", "4月17日"),
    ("函館の朝市、外国人客が過去最多に", "円安を背景に客足が伸びている。", "4月16日"),
    ("新千歳空港の新ターミナル、来春着工", "国際線の受け入れ能力を倍増させる。", "4月15日"),
    ("高校野球春季大会、組み合わせ決まる", "地区予選は5月から。", "4月14日"),
]
nonarticle(
    "ja-eucjp-portal-home",
    HOKKAI,
    "https://www.hokkaishinpo.test/",
    html_title="北海新報｜北海道のニュースと情報",
    main='<div class="top-news"><h2>主要ニュース</h2>'
    + teasers(_ja_home, "news-item", "/news/")
    + '</div><div class="weather-box"><h2>天気</h2><p>札幌 晴れ 14℃ / 4℃</p></div>',
    kind="home",
    shape="japanese-portal-home-euc-jp",
    encoding="euc-jp",
    charset_in_page=False,
    head='<meta http-equiv="Content-Type" content="text/html; charset=EUC-JP">'
    + og("website", "北海新報", "https://www.hokkaishinpo.test/", HOKKAI),
)

# --- Chinese (Big5) section page
_zh_sec = [
    ("港區老舊倉庫改建青年住宅　首批百戶明年入住", "市府與港務公司合作改建三棟閒置倉庫。", "2024/04/09"),
    ("捷運延伸線通車首週　運量優於預期", "平日每日平均運量突破三萬人次。", "2024/04/08"),
    ("夜市攤商改用環保餐具　市府補助", "補助期間至年底。", "2024/04/07"),
    ("颱風季前　市府完成抽水站檢修", "全市四十座抽水站已全數檢修完畢。", "2024/04/05"),
    ("旗津海岸步道整修完工", "週末湧入大批遊客。", "2024/04/03"),
]
nonarticle(
    "zh-big5-section",
    GANGDU,
    "https://news.gangdudaily.test/local/",
    html_title="地方新聞 - 港都日報",
    main='<main id="content"><h1>地方新聞</h1>'
    + teasers(_zh_sec, "list-item", "/local/2024/")
    + '<div class="pager"><a href="?p=2">下一頁</a></div></main>',
    kind="section",
    shape="chinese-big5-section",
    encoding="big5",
)

# --- Arabic tag page in windows-1256 (HTTP header only)
_ar_tag = [
    (
        "الحكومة تراجع دعم الوقود وتعد بحماية الأسر محدودة الدخل",
        "وزارة المالية بدأت مراجعة شاملة لبرنامج الدعم.",
        "14 أبريل 2024",
    ),
    ("ارتفاع أسعار الخبز في الأسواق الشعبية", "التجار يرجعون الزيادة إلى تكلفة النقل.", "10 أبريل 2024"),
    ("البنك المركزي يثبت سعر الفائدة", "القرار جاء متوقعا.", "4 أبريل 2024"),
    ("صادرات التمور تسجل رقما قياسيا", "بدعم من أسواق آسيا.", "1 أبريل 2024"),
]
nonarticle(
    "ar-1256-tag",
    RASEEF,
    "https://www.arraseef.test/tag/subsidies",
    html_title="وسم: الدعم الحكومي | الرصيف",
    main='<main id="content"><h1>الدعم الحكومي</h1>' + teasers(_ar_tag, "tag-item", "/economy/2024/") + "</main>",
    kind="tag",
    shape="arabic-tag-windows-1256-header",
    encoding="windows-1256",
    content_type="text/html; charset=windows-1256",
    charset_in_page=False,
)

# --- Turkish exchange rates page with a commentary paragraph
nonarticle(
    "tr-doviz-kurlari",
    EGE,
    "https://www.egehaber.test/ekonomi/doviz-kurlari",
    html_title="Döviz kurları: dolar ve euro bugün ne kadar? - Ege Haber",
    main='<h1>Döviz kurları</h1><p class="upd">Son güncelleme: 12 Nisan 2024, 17:45</p><table class="rates"><tr><th>Döviz</th><th>Alış</th><th>Satış</th><th>Değişim</th></tr>'
    + "".join(
        f"<tr><td>{c}</td><td>{a}</td><td>{s}</td><td>{d}</td></tr>"
        for c, a, s, d in [
            ("ABD Doları", "32,21", "32,27", "%0,12"),
            ("Euro", "34,45", "34,52", "-%0,08"),
            ("İngiliz Sterlini", "40,11", "40,20", "%0,05"),
            ("İsviçre Frangı", "35,29", "35,36", "%0,02"),
        ]
    )
    + "</table><p>Piyasalarda haftanın son işlem gününde dolar yatay seyrederken euro, Avrupa Merkez Bankası'nın faiz kararı öncesinde hafif geriledi. Kurlar serbest piyasa ortalamalarıdır ve bilgi amaçlıdır; yatırım tavsiyesi değildir.</p>",
    kind="data",
    shape="turkish-exchange-rates-table-comment",
    encoding="windows-1254",
    head=og("article", "Döviz kurları", "https://www.egehaber.test/ekonomi/doviz-kurlari", EGE),
)

# --- Russian TV listings / afisha in KOI8-R
nonarticle(
    "ru-koi8r-afisha",
    VOLGA,
    "https://volzhsky-vestnik.test/afisha/nedelya",
    html_title="Афиша на неделю — Волжский вестник",
    main='<main id="content"><h1>Афиша на неделю</h1><p>Куда пойти в городе с 15 по 21 апреля.</p><ul class="afisha">'
    + "".join(
        f"<li><b>{d}</b> {escape(t)}</li>"
        for d, t in [
            ("15 апреля, 19:00", "Драматический театр: «Вишневый сад», премьера сезона."),
            ("16 апреля, 18:30", "Филармония: вечер камерной музыки, струнный квартет."),
            ("17 апреля, 12:00", "Краеведческий музей: открытие выставки о речном флоте."),
            ("18 апреля, 20:00", "Клуб «Пристань»: концерт местных рок-групп."),
            ("19 апреля, 17:00", "Библиотека: встреча с писателем и презентация книги."),
            ("20 апреля, 10:00", "Набережная: городская ярмарка мастеров."),
            ("21 апреля, 11:00", "Стадион: весенний полумарафон."),
        ]
    )
    + "</ul></main>",
    kind="listing",
    shape="russian-koi8r-events-week",
    encoding="koi8-r",
)

# --- Thai lottery results
nonarticle(
    "th-lottery-results",
    NUEA,
    "https://www.khaonuea.test/lottery/2024-04-16",
    html_title="ตรวจหวย ผลสลากกินแบ่งรัฐบาล งวด 16 เมษายน 2567 - ข่าวเหนือ",
    main='<main id="content"><h1>ผลสลากกินแบ่งรัฐบาล งวดวันที่ 16 เมษายน 2567</h1><table class="lotto">'
    + "".join(
        f"<tr><th>{p}</th><td>{n}</td></tr>"
        for p, n in [
            ("รางวัลที่ 1", "803481"),
            ("เลขหน้า 3 ตัว", "014 295"),
            ("เลขท้าย 3 ตัว", "227 658"),
            ("เลขท้าย 2 ตัว", "40"),
            ("รางวัลข้างเคียง", "803480 803482"),
        ]
    )
    + '</table><p class="note">โปรดตรวจสอบกับใบตรวจผลสลากของสำนักงานสลากกินแบ่งรัฐบาลอีกครั้ง</p></main>',
    kind="data",
    shape="thai-lottery-results",
    head=og("article", "ผลสลากกินแบ่งรัฐบาล งวด 16 เมษายน 2567", "https://www.khaonuea.test/lottery/2024-04-16", NUEA)
    + metas(article_published_time="2024-04-16T16:00:00+07:00"),
)

# --- Swahili section page
nonarticle(
    "sw-section",
    PWANI,
    "https://pwanileo.test/michezo/",
    html_title="Michezo | Pwani Leo",
    main='<div class="section"><h1>Michezo</h1>'
    + teasers(
        [
            (
                "Timu ya Bandari yashinda mechi ya tatu mfululizo",
                "Bandari iliifunga Ulinzi mabao mawili kwa bila katika uwanja wa Mbaraki.",
                "Aprili 14, 2024",
            ),
            ("Mbio za nyika za pwani kufanyika Jumamosi", "Wanariadha 500 wamejiandikisha.", "Aprili 12, 2024"),
            ("Kocha mpya wa timu ya taifa ya wanawake atangazwa", "Ataanza kazi mwezi ujao.", "Aprili 11, 2024"),
            ("Shule za Kilifi zatwaa ubingwa wa voliboli", "Fainali ilichezwa Malindi.", "Aprili 9, 2024"),
        ],
        "sec-item",
        "/michezo/",
    )
    + "</div>",
    kind="section",
    shape="swahili-section-front",
)

# --- Swedish debate-submission guidelines (prose, "uppdaterad" date)
_sv_guide = [
    "Vill du skriva en debattartikel i Norrlandsposten? Vi tar gärna emot texter från läsare, organisationer och politiker om frågor som rör Norrland.",
    "## Så skriver du",
    "En debattartikel ska vara högst 3 500 tecken inklusive mellanslag. Den ska ha en tydlig tes och argument som stöder den. Texten ska vara skriven för Norrlandsposten och får inte ha publicerats någon annanstans.",
    "## Så skickar du in",
    "Skicka texten till debattredaktionen via formuläret nedan. Ange namn, ort och telefonnummer. Vi publicerar inte anonyma debattartiklar.",
    "Vi svarar inom en vecka om vi vill publicera texten. Hör du inte av oss har vi tyvärr inte plats för den.",
]
nonarticle(
    "sv-debate-guidelines",
    NORRLAND,
    "https://www.norrlandsposten.test/debatt/sa-skickar-du-in-en-debattartikel",
    html_title="Så skickar du in en debattartikel – Norrlandsposten",
    main=doc(
        "Så skickar du in en debattartikel",
        '<p class="meta">Av Debattredaktionen · Uppdaterad 2024-01-15</p>',
        _sv_guide,
        cls="page",
    ),
    kind="service",
    shape="swedish-submission-guidelines-og-article",
    head=og(
        "article",
        "Så skickar du in en debattartikel",
        "https://www.norrlandsposten.test/debatt/sa-skickar-du-in-en-debattartikel",
        NORRLAND,
    )
    + metas(article_published_time="2021-03-02T08:00:00+01:00"),
)

# --- Czech author page with bio in windows-1250
nonarticle(
    "cs-author-page",
    MORAVA,
    "https://www.moravskydenik.test/autor/jana-novakova",
    html_title="Jana Nováková – autorka | Moravský deník",
    main='<main id="content"><div class="author-box"><img src="/img/autori/novakova.jpg" alt=""><h1>Jana Nováková</h1>'
    "<p>Jana Nováková píše o dopravě a územním plánování v Brně. V redakci pracuje od roku 2016, předtím působila v regionálním rozhlase. Vystudovala urbanismus na Vysokém učení technickém.</p></div>"
    f"<h2>Články autorky</h2>{teasers(_tag[:4], 'author-item', '/zpravy/')}</main>",
    kind="author",
    shape="czech-author-page-bio",
    encoding="windows-1250",
    head=og("profile", "Jana Nováková", "https://www.moravskydenik.test/autor/jana-novakova", MORAVA),
)

# --- help-centre article ("How do I cancel?"): headline, prose, "updated"
_help = [
    "You can cancel your subscription at any time. Your access continues until the end of the period you have already paid for.",
    "## Cancel online",
    "Log in, open My account, choose Subscription and select Cancel subscription. You will be asked for a reason; this is optional. You will receive a confirmation email within a few minutes.",
    "## Cancel by phone",
    "Call customer service on weekdays between 8 a.m. and 6 p.m. Have your subscriber number ready; you will find it on your invoice.",
    "## Refunds",
    "If you cancel within 14 days of starting a new subscription you will receive a full refund. After that, we do not refund the remaining part of a billing period.",
]
nonarticle(
    "help-centre-cancel",
    NORTHGATE,
    "https://www.northgatechronicle.test/help/articles/how-do-i-cancel-my-subscription",
    html_title="How do I cancel my subscription? | Help centre | Northgate Chronicle",
    main=doc(
        "How do I cancel my subscription?",
        '<p class="help-meta">Updated 3 months ago · Written by Customer Service</p>',
        _help,
        cls="help-article",
    )
    + '<div class="helpful">Was this article helpful? <button>Yes</button> <button>No</button></div>',
    kind="service",
    shape="help-centre-article",
    head=og(
        "article",
        "How do I cancel my subscription?",
        "https://www.northgatechronicle.test/help/articles/how-do-i-cancel-my-subscription",
        NORTHGATE,
    ),
)

# --- podcast show page (list of episodes)
nonarticle(
    "podcast-show-page",
    NORTHGATE,
    "https://www.northgatechronicle.test/podcasts/city-desk/",
    html_title="City Desk podcast | Northgate Chronicle",
    main='<main id="content"><h1>City Desk</h1><p class="show-desc">Every Thursday, Ben Carter and the Chronicle\'s reporters explain the week at city hall in under half an hour.</p>'
    + teasers(
        [
            ("Episode 118: The library vote", "Will the Fifth Street branch survive the budget?", "April 18, 2024"),
            ("Episode 117: Who pays for the bridge?", "The toll question, again.", "April 11, 2024"),
            ("Episode 116: A new police chief", "What the finalists told us.", "April 4, 2024"),
            ("Episode 115: Snow days", "How the district decides.", "March 28, 2024"),
        ],
        "episode",
        "/podcasts/city-desk/",
    )
    + "</main>",
    kind="listing",
    shape="podcast-show-episode-list",
    head=ld({"@context": "https://schema.org", "@type": "PodcastSeries", "name": "City Desk"}),
)

# --- German "Impressum" / imprint with a responsible-editor line (looks like a byline)
_imp = [
    "Rheintaler Bote GmbH & Co. KG, Rheinstraße 12, 79100 Rheinstadt. Telefon 0761 000000, E-Mail redaktion@rheintalerbote.test.",
    "Geschäftsführer: Thomas Berger. Registergericht: Amtsgericht Rheinstadt, HRA 12345. Umsatzsteuer-Identifikationsnummer: DE000000000.",
    "Verantwortlich für den redaktionellen Inhalt nach § 18 Abs. 2 MStV: Lena Fischer, Anschrift wie oben.",
    "Die Inhalte dieser Website sind urheberrechtlich geschützt. Jede Verwertung außerhalb der Grenzen des Urheberrechts bedarf der vorherigen Zustimmung des Verlags.",
    "Die Europäische Kommission stellt eine Plattform zur Online-Streitbeilegung bereit. Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.",
]
nonarticle(
    "de-impressum",
    RHEIN,
    "https://www.rheintalerbote.test/impressum",
    html_title="Impressum - Rheintaler Bote",
    main=doc("Impressum", '<p class="stand">Stand: 1. März 2024</p>', _imp, wrap="div", cls="static-page"),
    kind="policy",
    shape="german-impressum",
)

# --- French "who we are" page at a long slug with og:type=article and a date
_fr_about = [
    "Fondé en 1946 à Annecy, L'Écho du Lac est un quotidien régional indépendant. Sa rédaction de 38 journalistes couvre la Haute-Savoie et les Savoie voisines, de la vie municipale au sport en passant par la montagne.",
    "Le journal appartient depuis 2012 à une société des lecteurs et des salariés, qui détient la majorité du capital et garantit l'indépendance de la rédaction face aux annonceurs et aux pouvoirs locaux.",
    "Notre charte éditoriale, adoptée en 2019, fixe les règles de vérification, de correction et de séparation entre l'information et la publicité. Elle est consultable en ligne.",
]
nonarticle(
    "fr-qui-sommes-nous",
    ECHO,
    "https://www.echodulac.test/qui-sommes-nous-histoire-et-independance-de-la-redaction",
    html_title="Qui sommes-nous ? Histoire et indépendance de la rédaction - L'Écho du Lac",
    main=doc(
        "Qui sommes-nous ?", '<p class="meta">Par La Rédaction · Publié le 4 janvier 2024</p>', _fr_about, cls="page"
    ),
    kind="about",
    shape="french-about-long-slug-og-article",
    head=og(
        "article",
        "Qui sommes-nous ?",
        "https://www.echodulac.test/qui-sommes-nous-histoire-et-independance-de-la-redaction",
        ECHO,
    )
    + metas(article_published_time="2024-01-04T09:00:00+01:00", author="La Rédaction"),
)

# --- Spanish "letters index" / reader contributions listing
nonarticle(
    "es-cartas-index",
    FARO,
    "https://www.elfarodelsur.test/opinion/cartas-al-director/",
    html_title="Cartas al director | El Faro del Sur",
    main='<main id="content"><h1>Cartas al director</h1><p>Las cartas no deben superar las 150 palabras. El Faro del Sur se reserva el derecho de resumirlas.</p>'
    + teasers(
        [
            (
                "El ruido de las terrazas",
                "Vivo en la plaza de San Antonio y desde abril no hay noche en que se pueda dormir antes de la una.",
                "16 abr 2024",
            ),
            (
                "Gracias al personal del hospital",
                "Quiero agradecer públicamente el trato recibido por mi madre en la planta de traumatología.",
                "15 abr 2024",
            ),
            (
                "Un carril bici que llega tarde",
                "Llevamos diez años pidiéndolo y ahora nos dicen que hay que esperar al otoño.",
                "15 abr 2024",
            ),
            ("Los autobuses de la línea 7", "Pasan llenos y con retraso todas las mañanas.", "12 abr 2024"),
        ],
        "carta",
        "/opinion/cartas-al-director/",
    )
    + "</main>",
    kind="listing",
    shape="spanish-letters-index",
)

# --- Northgate home page
nonarticle(
    "home-page",
    NORTHGATE,
    "https://www.northgatechronicle.test/",
    html_title="Northgate Chronicle | News, sport and opinion from Northgate",
    main='<main id="content"><section class="lead-story"><h2><a href="/local/2024/04/17/school-board-later-start-times">School board backs later start times for high schools</a></h2>'
    '<p>High schools in the Northgate district will start at 8:45 a.m. instead of 7:30 a.m. from next fall, after the school board voted 6-1 on Tuesday night. The change follows two years of surveys in which most students said they slept less than seven hours on school nights.</p><p class="by">By Priya Raman</p></section>'
    + teasers(_amp_items[1:], "home-teaser", "/local/")
    + "</main>",
    kind="home",
    shape="home-page-lead-teaser",
    head=og("website", "Northgate Chronicle", "https://www.northgatechronicle.test/", NORTHGATE),
)

# --- contest rules built on the story template: NewsArticle JSON-LD on every page of the CMS, a byline, a date
_rules = [
    "The Northgate Chronicle Spring Photo Contest is open to residents of the state aged 18 or over. Employees of the Chronicle and their families may not enter.",
    "## How to enter",
    "Upload up to three photographs taken in the county since January 1, 2024, using the form on this page, between April 1 and April 30, 2024. Each photo must have a title and a short description of where it was taken.",
    "## Judging and prizes",
    "A panel of three Chronicle photographers will choose a winner and two runners-up, judged on composition, originality and how well the photo captures life in the county. The winner receives $500 and publication on the front page of the Sunday edition.",
    "## Rights",
    "Entrants keep the copyright of their photographs but grant the Chronicle a licence to publish the shortlisted entries in print and online, with credit, for one year.",
]
nonarticle(
    "contest-rules-newsarticle-ld",
    NORTHGATE,
    "https://www.northgatechronicle.test/promotions/spring-photo-contest-2024-official-rules-and-how-to-enter",
    html_title="Spring Photo Contest 2024: official rules and how to enter | Northgate Chronicle",
    main=doc(
        "Spring Photo Contest 2024: official rules and how to enter",
        '<div class="byline">By Promotions Team</div><div class="dateline">April 1, 2024</div>',
        _rules,
        cls="story",
        share=True,
        site=NORTHGATE,
    ),
    kind="promotion",
    shape="contest-rules-on-story-template-newsarticle-ld",
    head=og(
        "article",
        "Spring Photo Contest 2024: official rules",
        "https://www.northgatechronicle.test/promotions/spring-photo-contest-2024-official-rules-and-how-to-enter",
        NORTHGATE,
    )
    + metas(article_published_time="2024-04-01T08:00:00-05:00", author="Promotions Team")
    + ld(
        {
            "@context": "https://schema.org",
            "@type": "NewsArticle",
            "headline": "Spring Photo Contest 2024: official rules and how to enter",
            "datePublished": "2024-04-01T08:00:00-05:00",
            "author": {"@type": "Person", "name": "Promotions Team"},
        }
    ),
)

# --- weather forecast built on the story template, NewsArticle JSON-LD, a discussion paragraph and a table
nonarticle(
    "weather-forecast-newsarticle-ld",
    RIVERBEND,
    "https://riverbendpost.test/weather/forecast-riverbend-7-day",
    html_title="Riverbend 7-day forecast | Riverbend Post",
    main='<main id="content"><article class="story"><h1>Riverbend 7-day forecast</h1><div class="byline">By Weather Desk</div><div class="dateline">Updated April 19, 2024, 5:00 a.m.</div>'
    "<p>A cold front moves through on Saturday with a band of showers, some heavy in the afternoon. Behind it, cooler and drier air settles in for the start of next week, with a frost possible in sheltered valleys on Monday night before temperatures recover by Thursday.</p>"
    '<table class="forecast"><tr><th>Day</th><th>High</th><th>Low</th><th>Sky</th><th>Rain</th></tr>'
    + "".join(
        f"<tr><td>{d}</td><td>{h}°</td><td>{lo}°</td><td>{s}</td><td>{r}%</td></tr>"
        for d, h, lo, s, r in [
            ("Fri", 18, 9, "Sunny", 5),
            ("Sat", 15, 8, "Showers", 80),
            ("Sun", 12, 4, "Cloudy", 30),
            ("Mon", 11, 1, "Clear", 0),
            ("Tue", 13, 3, "Sunny", 0),
            ("Wed", 15, 6, "Partly cloudy", 10),
            ("Thu", 17, 8, "Sunny", 10),
        ]
    )
    + "</table></article></main>",
    kind="data",
    shape="weather-forecast-on-story-template-newsarticle-ld",
    head=ld(
        {
            "@context": "https://schema.org",
            "@type": "NewsArticle",
            "headline": "Riverbend 7-day forecast",
            "datePublished": "2024-04-19T05:00:00-05:00",
            "author": {"@type": "Organization", "name": "Riverbend Post"},
        }
    ),
)

# --- readers' awards voting page: prose, a ballot form, og:type=article and a date
nonarticle(
    "readers-awards-ballot",
    HARBOR,
    "https://harborlightweekly.test/best-of-the-coast-2024-vote-now/",
    html_title="Best of the Coast 2024: vote now – Harbor Light Weekly",
    main=doc(
        "Best of the Coast 2024: vote now",
        '<p class="meta">April 2, 2024</p>',
        [
            "It is time again to tell us where you find the best fish and chips, the friendliest bar and the most patient mechanic on the coast. Voting is open until May 15 and every reader can vote once a day.",
            "Last year more than 9,000 of you voted in 40 categories. Winners get a window sticker and a place in our Best of the Coast guide, printed in June and handed out free at every ferry terminal.",
            "Nominations are open in every category; the five places with the most nominations in each will go through to the final round.",
        ],
        cls="page",
    )
    + '<form class="ballot" action="/vote" method="post">'
    + "".join(
        f'<label>{c}<input name="c{k}" placeholder="Your choice"></label>'
        for k, c in enumerate(
            ["Fish and chips", "Coffee", "Bar", "Bakery", "Mechanic", "Hairdresser", "Hotel", "Beach"]
        )
    )
    + "<button>Vote</button></form>",
    kind="promotion",
    shape="readers-awards-ballot-og-article",
    head=og(
        "article",
        "Best of the Coast 2024: vote now",
        "https://harborlightweekly.test/best-of-the-coast-2024-vote-now/",
        HARBOR,
    )
    + metas(article_published_time="2024-04-02T09:00:00+00:00"),
)
