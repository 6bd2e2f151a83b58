# ruff: noqa: E501 (page texts and markup are long literal lines; typographic quotes and dashes are deliberate)
"""CPB News / CPB Nouvelles: a Canadian bilingual public broadcaster (CBC-like) with English and French pages on
one site (`/news/canada/<slug>-1.7412345`, `/nouvelles/<slug>-1.7412399`, `/news/canada?page=2`,
`/news/topic/…`, `/news/author/…`, `/search?q=`, `/radio/thecurrent/…`), `<html lang>` per page (en-CA / fr-CA),
UTF-8. CBC-like classes (`detailHeadline`, `bylineDetails`, `timeStamp`, `story`, `sclt-`), `NewsArticle` JSON-LD
in UTC; Toronto is -05:00, two stories' UTC day is the next day. A "Corrections and clarifications" note ends one
story; a radio episode page is an audio player with one paragraph (not an article)."""

from __future__ import annotations

import json

from common import Generic, page, story
from sitekit import Doc, css_rules, esc


class Cpb(Generic):
    origin = "https://www.cpb.test"
    name = "CPB News"
    prefix = "cpb"
    language = "en"
    lang_attr = "en-CA"
    content_type = "text/html; charset=utf-8"
    title_suffix = " | CPB News"
    body_class = "sclt-body"
    story_class = "story"
    body_wrap = "storyWrapper"
    nav = [("home", "News"), ("canada", "Canada"), ("nouvelles", "Nouvelles"), ("current", "Radio")]
    footer_links = [
        ("standards", "Journalistic Standards and Practices"),
        ("newsletter", "Newsletters"),
        ("search", "Search"),
        ("https://www.cpb.test/accessibility", "Accessibility"),
        ("https://www.cpb.test/listen/", "CPB Listen"),
    ]

    def pad_rules(self) -> list[str]:
        return css_rules(
            "cpb",
            [
                ".sclt-header",
                ".detailHeadline",
                ".bylineDetails",
                ".timeStamp",
                ".story",
                ".storyWrapper",
                ".card",
                ".sclt-footer",
            ],
            260,
        )

    def head_meta(self, doc: Doc) -> str:
        if not doc.is_article:
            return '<meta property="og:type" content="website">\n<meta property="og:site_name" content="CPB">'
        fr = doc.extra.get("lang") == "fr"
        ld = {
            "@context": "http://schema.org", "@type": "NewsArticle", "headline": doc.title,
            "datePublished": doc.iso, "dateModified": doc.extra.get("mod", doc.iso),
            "author": [{"@type": "Person", "name": a} for a in doc.authors] or [{"@type": "Organization", "name": "CPB"}],
            "publisher": {"@type": "Organization", "name": "CPB/Radio-Nord" if fr else "CPB"},
            "inLanguage": "fr-CA" if fr else "en-CA",
        }  # fmt: skip
        return "\n".join([
            '<meta property="og:type" content="article">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:locale" content="{"fr_CA" if fr else "en_CA"}">',
            f'<link rel="canonical" href="{self.url(doc.key)}">',
            f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>',
        ])  # fmt: skip

    def head_scripts(self, doc: Doc) -> str:
        return '<script>window.cpbData={"contentarea":"news","subsection1":"canada","lineup":"toronto"};</script>\n<script src="/a/js/pageview.9f3c.js" defer></script>'

    def header_html(self, doc: Doc) -> str:
        items = "".join(f'<li class="sclt-navitem">{self.a(k, t, "chrome:nav")}</li>' for k, t in self.nav)
        return (
            f'<header class="sclt-header"><a class="skip" href="#main">Skip to Main Content</a><div class="logo">{self.a("home", "CPB", "chrome:header")}</div>'
            f'<nav class="sclt-nav"><ul>{items}<li><a href="https://www.cpb.test/sports">Sports</a></li></ul></nav>'
            '<a class="signin" href="https://www.cpb.test/account/signin">Sign In</a></header>'
        )

    def byline_html(self, doc: Doc) -> str:
        if not doc.byline:
            return ""
        inner = (
            self.a(doc.extra["author_key"], doc.byline, "content:byline")
            if doc.extra.get("author_key")
            else esc(doc.byline)
        )
        via = f'<span class="bylineSource"> · {esc(doc.extra["via"])}</span>' if doc.extra.get("via") else ""
        return f'<div class="bylineDetails"><span class="authorText">{inner}</span>{via}</div>'

    def date_html(self, doc: Doc) -> str:
        return f'<div class="timeStamp"><time class="timeStamp" datetime="{doc.iso}">{esc(doc.stamp)}</time></div>'

    def pre_body(self, doc: Doc) -> str:
        share = "Partager" if doc.extra.get("lang") == "fr" else "Share"
        return f'<div class="sharebar"><button class="shareButton">{share}</button><span class="commentsCount">Comments</span></div>'

    def after_body(self, doc: Doc) -> str:
        fr = doc.extra.get("lang") == "fr"
        extra = "".join(f'<a class="topicTag" href="{self.href(k)}">{esc(t)}</a>' for k, t in doc.extra.get("tags", []))
        for k, t in doc.extra.get("tags", []):
            self.a(k, t, "content:tags")
        rel = "".join(
            f'<li class="card">{self.a(k, self.docs[k].title, "content:related")}</li>'
            for k in doc.extra.get("related", [])
        )
        head = "À lire aussi" if fr else "Related Stories"
        return extra + (f'<div class="similarStories"><h3>{head}</h3><ul>{rel}</ul></div>' if rel else "")

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/news",
                "home",
                "CPB News",
                "cbc-home",
                list=["transit", "ice", "budget", "ferry", "clinique", "port", "hydro"],
                more="canada2",
                more_text="More stories",
            )
        )
        add(
            page(
                "canada",
                "/news/canada",
                "section",
                "Canada",
                "cbc-section",
                list=["transit", "ice", "budget", "ferry", "hydro"],
                more="canada2",
                more_text="Load more",
            )
        )
        add(
            page(
                "canada2",
                "/news/canada?page=2",
                "section",
                "Canada",
                "cbc-section-p2",
                list=["caribou", "port", "budget"],
            )
        )
        add(
            page(
                "nouvelles",
                "/nouvelles",
                "section",
                "CPB Nouvelles",
                "cbc-fr-section",
                list=["clinique", "port", "hydro"],
                lang="fr",
                lang_attr="fr-CA",
                html_title="Nouvelles | CPB Nouvelles",
            )
        )
        add(
            page(
                "topic",
                "/news/topic/Tag/Public%20transit",
                "tag",
                "Public transit",
                "cbc-topic",
                list=["transit", "ferry", "caribou"],
            )
        )
        add(
            page(
                "author",
                "/news/author/priya-raman-1.4523311",
                "author",
                "Priya Raman",
                "cbc-author",
                [
                    "Priya Raman is a reporter with CPB Toronto covering transportation and city hall. You can reach her at priya.raman@cpb.test."
                ],
                list=["transit", "caribou"],
            )
        )
        add(
            page(
                "search",
                "/search?q=hydro",
                "search",
                "Search results for hydro",
                "cbc-search",
                list=["hydro", "budget"],
            )
        )
        add(
            page(
                "current",
                "/radio/thecurrent/dec-4-2026-1.7412410",
                "audio",
                "The Current for Dec. 4, 2026",
                "cbc-radio-episode",
                [
                    'RAW:<div class="audioPlayer" data-duration="4512"><button class="play">Play</button> <span class="duration">75:12</span></div>',
                    "Today on The Current: why Ontario's new transit line is a year late, a Yukon town that lost its only doctor, and the caribou count that worries Indigenous hunters in Labrador. Guest host Dana Okafor speaks with commuters, a family physician and a wildlife biologist.",
                    'RAW:<p class="episodeMeta">Aired Dec. 4, 2026 · Radio One · 75 min</p>',
                ],
            )
        )
        add(
            page(
                "standards",
                "/news/about/journalistic-standards",
                "policy",
                "Journalistic Standards and Practices",
                "cbc-policy",
                [
                    "Last updated: November 2, 2026",
                    "CPB's journalism is guided by the principles of accuracy, fairness, balance, impartiality and integrity.",
                    "## Corrections",
                    "When we make a mistake of fact, we correct it promptly and transparently. Corrections are noted at the end of the story, with the date of the correction.",
                    "## Sources",
                    "We identify our sources whenever possible. Anonymous sources are used only when the information is important and cannot be obtained otherwise.",
                ],
            )
        )
        add(
            page(
                "newsletter",
                "/newsletters",
                "subscribe",
                "CPB Newsletters",
                "cbc-newsletter",
                [
                    "Get the news you need, delivered to your inbox.",
                    "- The National Today: the day's top stories, every weekday evening",
                    "- Morning Brief Toronto: what you need to know before your commute",
                    "- Bulletin Nouvelles: l'essentiel de l'actualité en français",
                    'RAW:<form class="signup"><input type="email" placeholder="Email address"><button>Subscribe</button></form>',
                ],
            )
        )
        add(
            story(
                "transit",
                "/news/canada/toronto/eglinton-line-delay-1.7412345",
                "Eglinton line won't open until fall 2027, Metrolinx says",
                "2026-12-03",
                "2026-12-04T02:48:00.000Z",
                "Posted: Dec 03, 2026 9:48 PM EST | Last Updated: December 4",
                ["Priya Raman"],
                [
                    "The Eglinton Crosstown light rail line will not open to riders until the fall of 2027, Metrolinx confirmed Thursday night, more than a year after its most recent target date.",
                    "The provincial agency said testing on the line found problems with signals at four stations and with the way trains communicate with the control centre near Black Creek Drive.",
                    '"We will not open a line that isn\'t safe," Metrolinx CEO Harold Benning told reporters at a briefing that ran past 9 p.m.',
                    "The 19-kilometre line was first supposed to open in 2020. Its cost has grown to $13.4 billion.",
                    "## Businesses 'exhausted'",
                    'Shop owners along Eglinton Avenue West say they have lost customers for a decade. "We are exhausted. Nobody believes the dates any more," said Lina Farouk, who runs a bakery near Dufferin Street.',
                    "Transportation Minister Carla Dufresne said the province would ask an independent engineer to review the contractor's schedule.",
                ],
                "utc-next-day-toronto",
                byline="Priya Raman",
                author_key="author",
                via="CPB News",
                related=["ferry", "caribou"],
                tags=[("topic", "Public transit")],
                mod="2026-12-04T14:10:00.000Z",
            )
        )
        add(
            story(
                "ice",
                "/news/canada/manitoba/winnipeg-river-ice-warning-1.7412367",
                "Stay off river ice, Winnipeg fire chief warns after 2 rescues",
                "2026-12-04",
                "2026-12-04T17:05:00.000Z",
                "Posted: Dec 04, 2026 11:05 AM CST",
                ["Tom Lachance"],
                [
                    "Winnipeg's fire chief is urging people to stay off the Red and Assiniboine rivers after crews rescued two people who fell through thin ice in less than 24 hours.",
                    "A 15-year-old was pulled from the Red River near the Norwood Bridge on Wednesday afternoon, and a man in his 40s was rescued near Omand's Creek on Thursday morning. Both were taken to hospital in stable condition.",
                    '"The ice looks solid. It is not," Chief Nadia Sorensen said, adding that warm weather in November delayed the freeze by about two weeks.',
                    "The city will not open the river trail at The Forks until the ice is at least 30 centimetres thick.",
                    'RAW:<div class="corrections"><h4>Corrections and clarifications</h4><p>A previous version of this story said the teenager was rescued near the Provencher Bridge. In fact, the rescue happened near the Norwood Bridge. Dec 04, 2026 2:30 PM CST</p></div>',
                ],
                "correction-note-at-end",
                byline="Tom Lachance",
                via="CPB News",
            )
        )
        add(
            story(
                "budget",
                "/news/politics/fall-economic-statement-deficit-1.7412301",
                "Ottawa's deficit to hit $52B as spending on defence grows",
                "2026-12-02",
                "2026-12-02T21:30:00.000Z",
                "Posted: Dec 02, 2026 4:30 PM EST",
                ["Kelsey Brandt", "Martin Oyelaran"],
                [
                    "The federal deficit will reach $52.3 billion this fiscal year, about $9 billion more than forecast in the spring budget, according to the fall economic statement tabled Wednesday.",
                    "Finance Minister Louise Arsenault said the increase is mostly due to new defence spending and lower-than-expected corporate tax revenues.",
                    'The Opposition called the numbers "a credit card with no limit" and demanded a plan to balance the books.',
                    "The statement forecasts the deficit will fall to $38 billion by 2028-29.",
                    "NOTE: With files from The Dominion Press",
                ],
                "two-authors-with-files-from",
                byline="Kelsey Brandt, Martin Oyelaran",
                via="CPB News",
                related=["hydro"],
            )
        )
        add(
            story(
                "ferry",
                "/news/canada/british-columbia/bc-ferries-cancellations-1.7412377",
                "Storm cancels 40 B.C. ferry sailings",
                "2026-12-04",
                "2026-12-04T23:10:00.000Z",
                "Posted: Dec 04, 2026 3:10 PM PST",
                [],
                [
                    "BC Ferries cancelled more than 40 sailings on Friday as a Pacific storm brought winds of up to 110 km/h to the south coast.",
                    "Routes between Tsawwassen and Swartz Bay and between Horseshoe Bay and Departure Bay were the most affected, the company said.",
                    "Environment Canada said the winds would ease overnight.",
                ],
                "agency-brief-no-author",
                byline="The Dominion Press",
                related=["ice"],
            )
        )
        add(
            story(
                "caribou",
                "/news/canada/newfoundland-labrador/caribou-count-labrador-1.7412290",
                "Labrador caribou herd down to 4,100 animals, survey finds",
                "2026-12-01",
                "2026-12-01T15:00:00.000Z",
                "Posted: Dec 01, 2026 11:30 AM NST",
                ["Priya Raman", "Eli Pottle"],
                [
                    "The George River caribou herd in Labrador has fallen to about 4,100 animals, the lowest number ever recorded, according to a provincial aerial survey released Tuesday.",
                    "The herd numbered more than 700,000 in the early 1990s.",
                    'Innu and Inuit hunters say the decline has changed life in their communities. "Our children do not know the taste of caribou," said Elder Mary Ashini of Natuashish.',
                    "The province will keep its hunting ban in place for at least three more years.",
                ],
                "two-authors-page2-only",
                byline="Priya Raman, Eli Pottle",
                via="CPB News",
            )
        )
        add(
            story(
                "clinique",
                "/nouvelles/sante/clinique-gatineau-fermeture-1.7412399",
                "Une clinique sans rendez-vous de Gatineau ferme faute de médecins",
                "2026-12-04",
                "2026-12-04T11:00:00.000Z",
                "Publié le 4 décembre 2026 à 6 h 00 HNE",
                ["Geneviève Tremblay"],
                [
                    "La clinique médicale sans rendez-vous du boulevard Maloney, à Gatineau, fermera ses portes le 31 décembre, faute de médecins pour assurer les quarts de travail.",
                    "Environ 28 000 patients par année y étaient vus, selon la direction, qui dit avoir perdu quatre médecins depuis le printemps.",
                    "« On a tout essayé. On a même offert de payer le loyer des nouveaux médecins », affirme la directrice, Sophie Lamarre.",
                    "Le Centre intégré de santé et de services sociaux de l'Outaouais invite les patients à utiliser le Guichet d'accès à la première ligne.",
                ],
                "french-page-lang-fr",
                byline="Geneviève Tremblay",
                via="CPB Nouvelles",
                lang="fr",
                lang_attr="fr-CA",
                html_title="Une clinique sans rendez-vous de Gatineau ferme faute de médecins | CPB Nouvelles",
                related=["port"],
            )
        )
        add(
            story(
                "port",
                "/nouvelles/economie/port-de-quebec-conteneurs-1.7412380",
                "Le port de Québec mise sur un nouveau terminal à conteneurs",
                "2026-12-03",
                "2026-12-04T03:15:00.000Z",
                "Publié le 3 décembre 2026 à 22 h 15 HNE",
                ["Marc-André Côté", "Julie Gagnon"],
                [
                    "L'Administration portuaire de Québec a présenté jeudi soir un projet révisé de terminal à conteneurs dans le secteur de Beauport, évalué à 840 millions de dollars.",
                    "Le nouveau plan réduit de moitié la superficie remblayée dans le fleuve, une demande des groupes environnementaux.",
                    "## Une consultation en janvier",
                    "Des séances publiques auront lieu en janvier à Québec et à Lévis, a indiqué le président-directeur général, Étienne Paradis.",
                    "Le projet pourrait créer 1 000 emplois pendant la construction.",
                ],
                "french-two-authors-et-utc",
                byline="Marc-André Côté et Julie Gagnon",
                via="CPB Nouvelles",
                lang="fr",
                lang_attr="fr-CA",
                html_title="Le port de Québec mise sur un nouveau terminal à conteneurs | CPB Nouvelles",
            )
        )
        add(
            story(
                "hydro",
                "/nouvelles/politique/tarifs-hydro-quebec-2027-1.7412360",
                "Hausse de 3 % des tarifs d'électricité en avril",
                "2026-12-04",
                "2026-12-04T19:45:00.000Z",
                "Publié le 4 décembre 2026 à 14 h 45 HNE | Mis à jour le 4 décembre 2026",
                [],
                [
                    "Les tarifs résidentiels d'électricité augmenteront de 3 % le 1er avril, a annoncé vendredi le gouvernement du Québec.",
                    "La hausse représente environ 5 $ par mois pour une maison moyenne.",
                    "NOTE: Avec les informations de La Presse Dominion",
                ],
                "french-brief-agency",
                byline="La Presse Dominion",
                lang="fr",
                lang_attr="fr-CA",
                html_title="Hausse de 3 % des tarifs d'électricité en avril | CPB Nouvelles",
            )
        )
