# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; fadas and typographic quotes are deliberate)
"""The Irish Ledger: an Irish Times-like Dublin daily on an **Arc XP / Fusion**-like front end (`b-article-body`,
`c-paragraph`, `b-byline`, `c-heading`, `Fusion.globalContent`, `/ireland/housing-planning/2026/12/04/<slug>/`,
`/topic/…/`, `/author/…/`, `/search/?query=`, `/ireland/?page=2`), English and **Irish** (`ga`), UTF-8, Irish winter
time (GMT, +00:00: UTC and local agree, so no stamp crosses midnight here).

Dates print "Fri Dec 04 2026 - 05:00"; the Irish-language news page prints "Dé hAoine 4 Nollaig 2026, 07:00". Two
Irish-language stories: one on a page whose `<html lang="ga">`, and a column in the English template (`<html
lang="en-IE">`, og:locale `en_IE`) whose JSON-LD `inLanguage` is `ga` and whose body div has `lang="ga"`; both
labelled `ga`. Bylines: "Ciarán Hogan and Niamh Ní Dhuibhir" (two links joined by "and"), "Le Pádraig Ó Ceallaigh"
(Irish "by"), "Dr Fionnuala Breathnach", "Ledger Reporters" (desk; no JSON-LD on that page) and "Pacific Wire" for a
Fijian wire story whose text is datelined "SUVA, Saturday" (Fiji is 12 hours ahead; the Ledger published it at 22:10
on Friday; JSON-LD author the site). The education story ends with an italic **correction** paragraph inside the body
container; the opinion pieces end with a bio line. The court list (a "Legal Diary" of cases) is not an article."""

from __future__ import annotations

import json
from urllib.parse import quote

from common import Base, local_dt, page, story, utc_iso
from sitekit import Doc, css_rules, esc

ORIGIN = "https://www.irishledger.test"
ARTS = ["cost", "port", "wind", "exam", "fiji", "gp", "gaeltacht", "tuairim"]
DAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
GA_DAYS = ["Dé Luain", "Dé Máirt", "Dé Céadaoin", "Déardaoin", "Dé hAoine", "Dé Sathairn", "Dé Domhnaigh"]
GA_MONTHS = [
    "Eanáir",
    "Feabhra",
    "Márta",
    "Aibreán",
    "Bealtaine",
    "Meitheamh",
    "Iúil",
    "Lúnasa",
    "Meán Fómhair",
    "Deireadh Fómhair",
    "Samhain",
    "Nollaig",
]


def ie_time(local: str) -> str:
    t = local_dt(local)
    return f"{DAYS[t.weekday()]} {MON[t.month - 1]} {t.day:02d} {t.year} - {t.hour:02d}:{t.minute:02d}"


def ga_time(local: str) -> str:
    t = local_dt(local)
    return f"{GA_DAYS[t.weekday()]} {t.day} {GA_MONTHS[t.month - 1]} {t.year}, {t.hour:02d}:{t.minute:02d}"


def il(
    key: str,
    path: str,
    title: str,
    stamp: str,
    authors: list[str],
    lines: list[str],
    shape: str,
    ld: bool = True,
    **extra: object,
) -> Doc:
    return story(
        key,
        path,
        title,
        stamp.split()[0],
        utc_iso(stamp, 0, "plus") if ld else None,
        stamp,
        authors,
        lines,
        shape,
        **extra,
    )


class IrishLedger(Base):
    origin = ORIGIN
    name = "The Irish Ledger"
    prefix = "ilg"
    language = "en"
    content_type = "text/html;charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "ilg",
            [".b-header", ".b-header-nav a", ".c-heading", ".b-byline", ".b-date", ".b-article-body .c-paragraph",
             ".b-subheadline", ".b-card-list", ".b-footer", ".onetrust-banner", ".legal-diary td", ".b-bio"],
            280,
        )  # fmt: skip

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "The Irish Ledger",
                "arc-home",
                list=["cost", "wind", "port", "exam", "fiji", "gp", "gaeltacht", "tuairim"],
                more="ireland",
            )
        )
        add(
            page(
                "ireland",
                "/ireland/",
                "section",
                "Ireland",
                "arc-section",
                list=["cost", "wind", "exam"],
                more="ireland2",
            )
        )
        add(page("ireland2", "/ireland/?page=2", "section", "Ireland", "arc-section-page2", list=["gp", "port"]))
        add(
            page(
                "gaeilge",
                "/gaeilge/",
                "section",
                "Gaeilge",
                "arc-section-irish-language",
                list=["gaeltacht", "tuairim"],
            )
        )
        add(page("tag", "/topic/housing/", "tag", "Housing", "arc-topic", list=["cost", "port"]))
        add(
            page(
                "author",
                "/author/aoife-kinsella/",
                "author",
                "Aoife Kinsella",
                "arc-author",
                list=["exam"],
                bio="Aoife Kinsella is Education Correspondent of The Irish Ledger.",
            )
        )
        add(
            page(
                "search",
                "/search/?query=wind",
                "search",
                "Search results for: wind",
                "arc-search",
                list=["wind", "port"],
            )
        )
        add(
            page(
                "courts", "/crime-law/courts/2026/12/05/legal-diary-monday-december-7th/", "court-list", "Legal Diary: Monday, December 7th", "legal-diary-tables",
                [
                    "The High Court",
                    "## Before Ms Justice Ní Dhonnabháin – Court 6, at 11am",
                    "T: No. | Case | Matter",
                    "T: 1 | Kavanagh v Dún Laoghaire-Rathdown County Council | For mention",
                    "T: 2 | Ó Súilleabháin v Minister for Housing, Local Government and Heritage | Hearing",
                    "T: 3 | Re Tullamore Road Developments Ltd (in liquidation) | Motion",
                    "## Before Mr Justice Cullinane – Court 2, at 10.30am",
                    "T: No. | Case | Matter",
                    "T: 1 | Brennan v Fitzgerald and others | Hearing (day 3)",
                    "T: 2 | DPP v M.K. | Bail application",
                    "The Circuit Civil Court and the District Court lists are published on the Courts Service website.",
                ],
            )
        )  # fmt: skip
        add(
            page(
                "privacy", "/privacy-policy/", "policy", "Privacy Policy", "privacy-policy",
                [
                    "Last updated: November 2nd, 2026",
                    "The Irish Ledger DAC is committed to protecting your privacy. This policy explains what personal data we collect when you use our website and apps, why we collect it and the rights you have under the General Data Protection Regulation.",
                    "## Cookies",
                    "We use cookies and similar technologies to run our website, to understand how it is used and, with your consent, to show you relevant advertising. You can change your choices at any time through the cookie settings link at the bottom of every page.",
                    "## Contact",
                    "You can contact our Data Protection Officer at dpo@irishledger.test.",
                ],
            )
        )  # fmt: skip

        add(
            il(
                "cost",
                "/ireland/housing-planning/2026/12/04/cost-rental-homes-to-be-offered-in-six-more-counties-next-year/",
                "Cost-rental homes to be offered in six more counties next year",
                "2026-12-04 05:00",
                ["Ciarán Hogan", "Niamh Ní Dhuibhir"],
                [
                    "Cost-rental homes, where rents are set to cover the cost of building and maintaining them rather than at market rates, will be offered in six more counties next year under plans to be brought to Cabinet next week.",
                    "The Minister for Housing will seek approval for 2,400 new cost-rental homes in 2027, including the first schemes in Kilkenny, Sligo, Wexford, Westmeath, Louth and Tipperary. Until now, most of the homes have been built in Dublin, Cork and Galway.",
                    "Rents in the new schemes are expected to be at least 25 per cent below the market rate in each area. Tenants must have a net household income below €66,000 a year to qualify, or €72,000 in Dublin.",
                    "Housing charities welcomed the expansion but said the numbers remained small compared with demand. One cost-rental scheme of 150 homes in south Dublin received more than 4,000 applications last year.",
                    "“This is the right model, and it is good to see it moving beyond the cities,” said the chief executive of one approved housing body. “But we need it at a scale that actually changes the market.”",
                    "Opposition TDs said the Government had missed its own cost-rental targets in each of the past three years.",
                ],
                "two-names-joined-by-and-links",
                section="Ireland",
            )
        )
        add(
            il(
                "gaeltacht",
                "/gaeilge/2026/12/04/scoileanna-gaeltachta-fos-ag-fanacht-ar-mhuinteoiri-ionaid/",
                "Scoileanna Gaeltachta fós ag fanacht ar mhúinteoirí ionaid",
                "2026-12-04 07:00",
                ["Pádraig Ó Ceallaigh"],
                [
                    "Tá níos mó ná caoga scoil Ghaeltachta fós gan dóthain múinteoirí ionaid, de réir suirbhé nua a foilsíodh inné.",
                    "Dúirt príomhoidí i gConamara, i dTír Chonaill agus i gCiarraí go mbíonn orthu ranganna a chur le chéile nuair a bhíonn múinteoir tinn, mar nach féidir leo duine le Gaeilge líofa a fháil.",
                    "“Bíonn orainn glaoch ar fiche duine uaireanta sula bhfaighimid duine ar bith,” a dúirt Máirtín Ó Flatharta, príomhoide scoile i Ros Muc.",
                    "Deir an Roinn Oideachais go bhfuil sí ag obair ar scéim nua chun múinteoirí a mhealladh chuig an nGaeltacht, lena n-áirítear liúntas tithíochta.",
                    "Beidh tuarascáil iomlán ar an scéim os comhair an Oireachtais roimh dheireadh na bliana.",
                ],
                "irish-language-page-html-lang-ga-le-byline-irish-date",
                section="Gaeilge",
                lang="ga",
                page_lang="ga",
            )
        )
        add(
            il(
                "tuairim",
                "/gaeilge/2026/12/03/ni-leor-an-ghaeilge-a-cheiliuradh-uair-sa-bhliain/",
                "Ní leor an Ghaeilge a cheiliúradh uair sa bhliain",
                "2026-12-03 06:00",
                ["Máire Nic Gearailt"],
                [
                    "Gach Márta, le linn Sheachtain na Gaeilge, bíonn an tír ar fad ag caint faoin teanga. Bíonn bratacha ar na siopaí, comórtais sna scoileanna agus polaiteoirí ag rá cúpla focal ar an raidió.",
                    "Ach cad a tharlaíonn sa Mheitheamh, nó i mí na Samhna? Filleann an Béarla ar gach rud, agus fágtar an Ghaeilge faoin mbeagán daoine a labhraíonn í gach lá.",
                    "Léiríonn an daonáireamh is déanaí nach labhraíonn ach thart ar 70,000 duine an Ghaeilge go laethúil lasmuigh den chóras oideachais.",
                    "Ní easpa grá don teanga an fhadhb. Is í an fhadhb nach bhfuil deiseanna ag daoine í a úsáid: i siopaí, in oifigí an stáit, ar an bhfón leis an mbanc.",
                    "Má táimid dáiríre faoin teanga, caithfimid í a chur ar fáil gach lá den bhliain, ní hamháin i mí an Mhárta.",
                    "SIGN: Is léachtóir san oideachas in Ollscoil na Gaillimhe í Máire Nic Gearailt.",
                ],
                "irish-language-column-in-english-template-inlanguage-ga",
                section="Gaeilge",
                lang="ga",
                kicker="Tuairim",
            )
        )
        add(
            il(
                "fiji",
                "/sport/rugby/2026/12/04/fiji-hand-debuts-to-three-uncapped-forwards-for-dublin-test/",
                "Fiji hand debuts to three uncapped forwards for Dublin Test",
                "2026-12-04 22:10",
                [],
                [
                    "SUVA, Saturday – Fiji have named three uncapped forwards in their starting side for next weekend's Test against Ireland at the Aviva Stadium, as coach Ilaitia Rokoduru looks to the future after a difficult Pacific Nations Cup.",
                    "Lock Josaia Vakaloloma, flanker Semi Tuilevu and number eight Waisea Naqelevuki, all of whom play their club rugby in France, will make their debuts in the final match of the Flying Fijians' European tour.",
                    "“These boys have earned it. They have been training with us for two years and now it is their time,” Rokoduru told reporters in Suva. “Vinaka vakalevu to all our fans in Fiji and in Ireland. We will give everything.”",
                    "Captain and centre Jone Ravouvou returns from a hamstring injury, while the experienced scrum-half Peni Matawalu drops to the bench.",
                    "The squad flies out of Nadi on Sunday and will train in Dublin from Tuesday.",
                ],
                "pacific-wire-dateline-fiji-saturday-published-irish-friday",
                section="Rugby",
                credit="Pacific Wire",
                ld_author="site",
            )
        )
        add(
            il(
                "exam",
                "/ireland/education/2026/12/04/junior-cycle-science-exam-to-be-replaced-by-classroom-project/",
                "Junior Cycle science exam to be replaced by classroom project from 2028",
                "2026-12-04 06:45",
                ["Aoife Kinsella"],
                [
                    "The written Junior Cycle science exam is to be replaced by a classroom-based investigation and a shorter written paper from 2028, under changes announced by the Minister for Education.",
                    "Students will complete an extended scientific investigation in third year, worth 40 per cent of the final grade, which will be marked by the State Examinations Commission rather than by their own teachers.",
                    "The remaining 60 per cent will come from a 90-minute written exam, down from two hours at present.",
                    "A pilot of the new model has been running in 42 schools since September. Teachers involved said students were more engaged, but that the investigation took up a large amount of class time.",
                    "“Science should be something you do, not just something you memorise,” the Minister said. “This brings the assessment closer to how science actually works.”",
                    "The Association of Secondary Teachers, Ireland said it would consult its members before taking a position on the changes.",
                    'RAW:<p class="c-paragraph"><i>This article was amended on December 5th, 2026, to correct the number of schools taking part in the pilot.</i></p>',
                ],
                "correction-italic-paragraph-at-end-of-body",
                section="Education",
                author_link=True,
            )
        )
        add(
            il(
                "wind",
                "/ireland/2026/12/04/status-orange-wind-warning-issued-for-five-western-counties/",
                "Status orange wind warning issued for five western counties",
                "2026-12-04 13:30",
                [],
                [
                    "Met Éireann has issued a status orange wind warning for Galway, Mayo, Clare, Kerry and Donegal from 9pm on Saturday until 6am on Sunday, as a deep Atlantic depression moves towards the west coast.",
                    "Southwesterly winds are forecast to reach mean speeds of 65 to 80km/h, with gusts of up to 130km/h, strongest on exposed coasts and high ground.",
                    "The forecaster warned of fallen trees, power outages, wave overtopping and very difficult travel conditions. A status yellow wind and rain warning will be in place for the rest of the country.",
                    "ESB Networks said it had crews on standby. Local authorities urged people to stay away from exposed coastal areas during the warning.",
                ],
                "desk-credit-no-jsonld",
                section="Ireland",
                credit="Ledger Reporters",
                ld=False,
            )
        )
        add(
            il(
                "gp",
                "/opinion/2026/12/03/irelands-rural-gp-shortage-will-not-be-solved-by-a-recruitment-campaign/",
                "Ireland's rural GP shortage will not be solved by a recruitment campaign",
                "2026-12-03 05:00",
                ["Fionnuala Breathnach"],
                [
                    "Every few months, a health minister stands in front of a camera and announces a new campaign to attract doctors to rural Ireland. There are posters, a website and sometimes a video of a young GP walking along a beach in Connemara. And every year, more rural practices close.",
                    "I have worked as a GP in Co Mayo for 19 years. In that time, four of the six practices within 30km of mine have closed or merged. The doctors who ran them retired, and nobody came to replace them.",
                    "The problem is not that young doctors do not know the west of Ireland is beautiful. It is that running a single-handed rural practice means being on call for hundreds of people with no one to share the load, on a contract that pays the same for a visit to a patient 20km away as for one next door.",
                    "Fixing this does not require a slogan. It requires group practices with shared out-of-hours cover, proper support for the costs of premises and staff, and a rural allowance that reflects the distances involved.",
                    "It also requires training more GPs in the places we want them to stay. Doctors who train in Castlebar or Letterkenny are far more likely to settle there than those who train in Dublin.",
                    "The next recruitment campaign will no doubt be attractive. I would rather see the money spent on the practices that are still open.",
                    "SIGN: Dr Fionnuala Breathnach is a GP in Co Mayo and a lecturer in general practice at the University of Galway.",
                ],
                "opinion-dr-honorific-bio-tail",
                section="Opinion",
                byline="Dr Fionnuala Breathnach",
            )
        )
        add(
            il(
                "port",
                "/business/2026/12/04/dublin-port-to-build-300m-berth-for-offshore-wind-ships/",
                "Dublin Port to build €300m berth for offshore wind ships",
                "2026-12-04 23:50",
                ["Eoghan Mac Giolla Bhríde"],
                [
                    "Dublin Port Company is to build a €300 million berth for the ships that will install and service offshore wind farms in the Irish Sea, after receiving planning permission from An Coimisiún Pleanála.",
                    "The berth, on the south side of the port near Poolbeg, will include a 12-hectare yard for storing turbine blades and towers. Construction is due to start next summer and finish by 2029.",
                    "The port's chief executive said the project was essential if Ireland was to meet its target of 5 gigawatts of offshore wind by 2030. “Without port capacity, the turbines will be assembled in Wales or Belfast, and the jobs will go with them,” he said.",
                    "Residents in Ringsend and Sandymount had objected to the project, citing traffic and noise. The planning decision includes limits on night-time working and a requirement to move most materials by sea.",
                    "The company said it would fund the project from its own reserves and borrowing, without State support.",
                ],
                "late-night-gmt-updated-next-morning",
                section="Business",
                updated="2026-12-05 08:20",
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        out = [
            f"<title>{esc(doc.title)} – The Irish Ledger</title>",
            f'<meta name="description" content="{esc(self.lede(doc) if doc.is_article else doc.title)}">',
            f'<link rel="canonical" href="{esc(url)}">',
            f'<meta property="og:locale" content="{"ga_IE" if doc.extra.get("page_lang") == "ga" else "en_IE"}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:url" content="{esc(url)}">',
            '<meta property="og:site_name" content="The Irish Ledger">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
        ]
        if doc.is_article:
            out.append(f'<meta property="article:published_time" content="{utc_iso(doc.stamp, 0, "z")}">')
        if doc.iso:
            if doc.extra.get("ld_author") == "site":
                author: object = [{"@type": "Organization", "name": "The Irish Ledger"}]
            else:
                author = [{"@type": "Person", "name": a, "url": f"{ORIGIN}/author/{slug(a)}/"} for a in doc.authors]
            ld = {
                "@context": "https://schema.org",
                "@type": "OpinionNewsArticle" if doc.section == "Opinion" or doc.extra.get("kicker") else "NewsArticle",
                "headline": doc.title,
                "inLanguage": "ga" if doc.extra.get("lang") == "ga" else "en-IE",
                "datePublished": doc.iso,
                "dateModified": utc_iso(doc.extra["updated"], 0, "plus") if doc.extra.get("updated") else doc.iso,
                "author": author,
                "publisher": {
                    "@type": "NewsMediaOrganization",
                    "name": "The Irish Ledger",
                    "logo": {"@type": "ImageObject", "url": f"{ORIGIN}/pf/resources/logo.png"},
                },
                "mainEntityOfPage": {"@type": "WebPage", "@id": url},
                "isAccessibleForFree": True,
            }
            out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f'<li class="b-header-nav__item">{self.a(k, t, "nav")}</li>'
            for k, t in (
                ("ireland", "Ireland"),
                (f"{ORIGIN}/world/", "World"),
                (f"{ORIGIN}/business/", "Business"),
                (f"{ORIGIN}/opinion/", "Opinion"),
                (f"{ORIGIN}/sport/", "Sport"),
                (f"{ORIGIN}/culture/", "Culture"),
                ("gaeilge", "Gaeilge"),
                ("courts", "Courts"),
            )
        )
        most = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>" for k in ["wind", "cost", "exam", "port", "fiji"]
        )
        gc = {
            "_id": doc.key.upper() + "7QX2M4",
            "type": "story" if doc.is_article else "section",
            "canonical_url": doc.path,
        }
        if doc.is_article:
            gc["headlines"] = {"basic": doc.title}
            gc["credits"] = {
                "by": [{"type": "author", "name": a} for a in doc.authors]
                or [{"type": "author", "name": doc.extra.get("credit", "")}]
            }
            gc["display_date"] = utc_iso(doc.stamp, 0, "ms")
            gc["language"] = doc.extra.get("lang", "en")
        lang = "ga" if doc.extra.get("page_lang") == "ga" else "en-IE"
        return f"""<!DOCTYPE html>
<html lang="{lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
{self.head(doc)}
<link rel="stylesheet" href="/pf/dist/components/combinations/default.css?d=812">
<style>/*PAD*/</style>
<script id="fusion-metadata" type="application/javascript">window.Fusion=window.Fusion||{{}};Fusion.arcSite="irishledger";Fusion.deployment="812";Fusion.globalContent={json.dumps(gc, ensure_ascii=False)};</script>
<script src="https://cdn.cookielaw.test/scripttemplates/otSDKStub.js" data-domain-script="il-2026" async></script>
</head>
<body>
<div id="fusion-app" class="layout-section">
<div class="onetrust-banner" role="dialog"><p>We and our partners use cookies and similar technologies to store and access information on your device, for purposes including personalised advertising and audience measurement.</p><button>Accept all</button> <button>Reject all</button> <button>Cookie settings</button></div>
<header class="b-header">
<div class="b-header__date">Saturday, December 5, 2026</div>
<a class="b-header__logo" href="/"><img src="/pf/resources/logo.svg?d=812" alt="The Irish Ledger" width="280" height="36"></a>
<nav class="b-header-nav" aria-label="Sections"><ul>{nav}</ul></nav>
<div class="b-header__tools"><a href="/search/">Search</a> <a href="/subscribe/">Subscribe</a> <a href="/account/login/">Sign In</a></div>
</header>
<div class="b-ad b-ad--leaderboard" id="arcad_leaderboard">Advertisement</div>
<main class="b-main">
{main}
</main>
<aside class="b-right-rail"><div class="b-most-read"><h2>Most Read</h2><ol>{most}</ol></div><div class="b-ad b-ad--mpu" id="arcad_mpu">Advertisement</div></aside>
<footer class="b-footer">
<ul><li><a href="/about-us/">About Us</a></li><li><a href="/contact-us/">Contact Us</a></li><li>{self.a("privacy", "Privacy Policy", "footer")}</li><li><a href="/terms-and-conditions/">Terms &amp; Conditions</a></li><li><a href="/cookie-policy/">Cookie Settings</a></li><li>{self.a("search", "Search", "footer")}</li></ul>
<p>© 2026 The Irish Ledger DAC. All rights reserved.</p>
</footer>
</div>
<script src="/pf/dist/engine/react.js?d=812" defer></script>
<script src="/pf/dist/components/combinations/default.js?d=812" defer></script>
</body>
</html>"""

    def byline(self, doc: Doc) -> str:
        if doc.extra.get("credit"):
            inner = esc(doc.extra["credit"])
        elif doc.byline:
            inner = f'<a class="c-link" href="/author/{slug(doc.authors[0])}/">{esc(doc.byline)}</a>'
        else:
            links = [
                self.a("author", a, "byline", 'class="c-link"')
                if doc.extra.get("author_link")
                else f'<a class="c-link" href="/author/{slug(a)}/">{esc(a)}</a>'
                for a in doc.authors
            ]
            joined = " and ".join(links)
            inner = ("Le " if doc.extra.get("page_lang") == "ga" else "") + joined
        return f'<div class="b-byline"><span class="b-byline__names">{inner}</span></div>'

    def story_main(self, doc: Doc) -> str:
        ga = doc.extra.get("page_lang") == "ga"
        stamp = ga_time(doc.stamp) if ga else ie_time(doc.stamp)
        upd = (
            f' <span class="b-date__updated">Updated: {ie_time(doc.extra["updated"])}</span>'
            if doc.extra.get("updated")
            else ""
        )
        u = quote(self.url(doc.key), safe="")
        kicker = (
            f'<div class="b-overline"><span>{esc(doc.extra["kicker"])}</span></div>' if doc.extra.get("kicker") else ""
        )
        body = self.blocks(doc, p_tag='<p class="c-paragraph">')
        body = body.replace('<p class="signoff">', '<p class="b-bio"><i>')
        if '<p class="b-bio"><i>' in body:
            head_, tail = body.split('<p class="b-bio"><i>', 1)
            body = head_ + '<p class="b-bio"><i>' + tail.replace("</p>", "</i></p>", 1)
        lang_attr = ' lang="ga"' if doc.extra.get("lang") == "ga" and not ga else ""
        crumb = {
            "Ireland": self.a("ireland", "Ireland", "breadcrumb"),
            "Education": self.a("ireland", "Ireland", "breadcrumb"),
            "Gaeilge": self.a("gaeilge", "Gaeilge", "breadcrumb"),
        }.get(doc.section, f'<a href="/{doc.path.split("/")[1]}/">{esc(doc.section)}</a>')
        tags = ""
        if doc.key in ("cost", "port"):
            tags = (
                f'<div class="b-tags">{self.a("tag", "Housing", "tag")} <a href="/topic/planning/">Planning</a></div>'
            )
        rel = [k for k in ARTS if k != doc.key][:4]
        more = "".join(f'<li class="b-card-list__item">{self.a(k, self.docs[k].title, "related")}</li>' for k in rel)
        if doc.key == "wind":
            more += f'<li class="b-card-list__item">{self.a("search", "More on the weather", "related")}</li>'
        return f"""<article class="b-article" data-article-id="{doc.key.upper()}7QX2M4">
<nav class="b-breadcrumb">{crumb}</nav>
{kicker}
<h1 class="c-heading b-headline">{esc(doc.title)}</h1>
<div class="b-article-meta">
{self.byline(doc)}
<time class="b-date" datetime="{utc_iso(doc.stamp, 0, "ms")}">{stamp}</time>{upd}
</div>
<div class="b-share"><a href="https://www.facebook.com/sharer/sharer.php?u={u}" aria-label="Share on Facebook">Facebook</a> <a href="https://x.com/intent/post?url={u}" aria-label="Share on X">X</a> <a href="mailto:?subject={quote(doc.title)}&amp;body={u}">Email</a> <button class="b-share__gift">Gift this article</button></div>
<figure class="b-lead-art"><img src="https://www.irishledger.test/resizer/v2/{doc.key.upper()}7QX2M4.jpg?auth=4f1c&amp;width=1200" alt=""><figcaption class="c-media-item__caption">Photograph: The Irish Ledger</figcaption></figure>
<div class="b-article-body"{lang_attr}>
{body}
</div>
{tags}
<section class="b-card-list"><h2 class="c-heading">Related</h2><ul>{more}</ul></section>
</article>"""

    def listing_main(self, doc: Doc) -> str:
        cards = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            cards.append(
                f'<div class="b-card"><img src="https://www.irishledger.test/resizer/v2/{k.upper()}7QX2M4.jpg?width=400" alt="" loading="lazy"><h2 class="c-heading">{self.a(k, d.title, "content")}</h2><p class="c-description">{esc(self.lede(d))}</p><span class="b-card__date">{ie_time(d.stamp)}</span></div>'
            )
        head = f'<h1 class="c-heading b-section-title">{esc(doc.title)}</h1>'
        pager = ""
        if doc.key == "ireland":
            pager = f'<div class="b-pagination">{self.a("ireland2", "Load more", "pagination")}</div>'
        elif doc.key == "ireland2":
            pager = f'<div class="b-pagination">{self.a("ireland", "Newer stories", "pagination")} · <a href="/ireland/?page=3">Older stories</a></div>'
        elif doc.key == "home":
            head = '<h1 class="visually-hidden">The Irish Ledger – Latest news from Ireland and the world</h1>'
            pager = f'<div class="b-home-more">{self.a("ireland", "More Ireland news", "content")} · {self.a("gaeilge", "Gaeilge", "content")} · {self.a("courts", "Legal Diary", "content")} · {self.a("tag", "Housing", "content")}</div>'
        elif doc.kind == "author":
            head = f'<div class="b-author-bio"><img src="/pf/resources/authors/aoife-kinsella.jpg" alt="" width="100" height="100"><h1 class="c-heading">{esc(doc.title)}</h1><p>{esc(doc.extra["bio"])}</p></div>'
        elif doc.kind == "search":
            head = f'<h1 class="c-heading">{esc(doc.title)}</h1><form action="/search/"><input name="query" value="wind"><button>Search</button></form>'
        elif doc.kind == "tag":
            head = f'<h1 class="c-heading">Topic: {esc(doc.title)}</h1>'
        elif doc.key == "gaeilge":
            head = '<h1 class="c-heading b-section-title">Gaeilge</h1><p class="b-section-intro">Nuacht agus tuairimíocht as Gaeilge.</p>'
        return f'<section class="b-section b-section--{doc.kind}">{head}<div class="b-cards">{"".join(cards)}</div>{pager}</section>'

    def service_main(self, doc: Doc) -> str:
        html = self.blocks(doc, p_tag='<p class="c-paragraph">')
        if doc.kind == "court-list":
            html = html.replace('<table class="data">', '<table class="legal-diary">')
            return f'<section class="b-legal-diary"><nav class="b-breadcrumb"><a href="/crime-law/">Crime &amp; Law</a> / <a href="/crime-law/courts/">Courts</a></nav><h1 class="c-heading">{esc(doc.title)}</h1>\n{html}\n<p class="c-paragraph"><a href="/crime-law/courts/2026/12/04/legal-diary-friday-december-4th/">Previous day</a></p></section>'
        return f'<section class="b-static-page"><h1 class="c-heading">{esc(doc.title)}</h1>\n{html}\n</section>'


def slug(name: str) -> str:
    table = str.maketrans("áéíóúÁÉÍÓÚ", "aeiouAEIOU")
    return name.translate(table).lower().replace(" ", "-")
