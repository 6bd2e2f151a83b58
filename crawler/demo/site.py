"""Deterministic, in-memory generation of two fake news websites.

Everything is derived from a seeded :class:`random.Random`, so the same ``(origins, articles,
js_articles, seed)`` always yields byte-identical pages.  Each :class:`Site` holds every page it can
serve (keyed by URL path) together with the ground truth used by tests and benchmarks: which pages
are articles, their headline/author/date, and every ``<a href>`` on every page.

Public API:

* :func:`build_sites` - generate the sites for a list of origins (``"host:port"`` or ``"http://host:port"``).
* :func:`build_truth` - the JSON-serialisable truth dict for a list of sites.
* :func:`reachable` - BFS over the truth link graph (what a depth-limited crawler should find).
* :func:`normalize_url` - drop the fragment and ``utm_*`` tracking parameters from a URL.
"""

from __future__ import annotations

import html
import json
import math
import random
import re
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from email.utils import format_datetime
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

from crawler.demo.shapes import SHAPES, Story

SECTIONS: tuple[tuple[str, str], ...] = (
    ("world", "World"),
    ("business", "Business"),
    ("technology", "Technology"),
    ("science", "Science"),
    ("culture", "Culture"),
)
SECTION_NAMES = dict(SECTIONS)
PAGE_SIZE = 12
BROKEN_LINKS = 3
PARTNER_LINKS = 3
MAX_AUTHORS = 10
TRACKING_QUERY = "utm_source=homepage&utm_medium=web"
END_DATE = datetime(2024, 11, 15, 18, 30, tzinfo=UTC)
SPAN_MINUTES = 300 * 24 * 60
STATIC_PAGES = ("about", "contact", "privacy")

# Article templates: the three original ones ("a" JSON-LD + og, "b" metas + text byline, "c" microdata only)
# and the publishing-system shapes of crawler/demo/shapes.py, so a crawl test never passes on one shape.
# "js" (body built by a script from a data island) is chosen separately (js_articles).
TEMPLATE_VARIANTS = ("a", "b", "c", *SHAPES)

HTML_TYPE = "text/html; charset=utf-8"
XML_TYPE = "application/xml"
TEXT_TYPE = "text/plain"


@dataclass(frozen=True)
class SiteProfile:
    """Branding of one fake site."""

    key: str
    name: str
    outlet: str
    tagline: str
    domain: str
    color: str
    founded: int
    city: str


PROFILES: tuple[SiteProfile, ...] = (
    SiteProfile(
        key="ledger",
        name="The Daily Ledger",
        outlet="Ledger",
        tagline="Independent reporting since 1921",
        domain="dailyledger.example",
        color="#1a3d6d",
        founded=1921,
        city="Rotterdam",
    ),
    SiteProfile(
        key="harbor",
        name="Harbor Post",
        outlet="Post",
        tagline="News from the waterfront and beyond",
        domain="harborpost.example",
        color="#0d6b5e",
        founded=1958,
        city="Halifax",
    ),
)

# --------------------------------------------------------------------------------------------------
# Vocabulary (phrase lists are "|"-separated to keep them compact)
# --------------------------------------------------------------------------------------------------


def phrases(text: str) -> tuple[str, ...]:
    """Split a ``|``-separated phrase list, stripping whitespace around each phrase."""
    return tuple(part.strip() for part in text.split("|") if part.strip())


FIRST_NAMES = phrases("""
    Amelia | Daniel | Priya | Tomasz | Grace | Mateo | Hannah | Kwame | Sofia | Oliver | Lena | Rafael | Nadia
    | Samuel | Iris | Jonah | Maya | Felix | Ayesha | Lucas | Clara | Dmitri | Elena | Marcus | Yuki | Owen
    | Fatima | Hugo | Zara | Patrick | Ingrid | Tariq | Rosa | Gabriel | Chloe | Anton
""")
LAST_NAMES = phrases("""
    Whitfield | Okafor | Lindqvist | Moreau | Castellano | Nakamura | Brennan | Haddad | Kowalski | Fernandes
    | Ashworth | Mensah | Delacroix | Sorensen | Quigley | Varga | Rahman | Holloway | Esposito | Abernathy
    | Tanaka | Ibarra | McAllister | Novak | Osei | Pemberton | Rinaldi | Sato | Thorne | Valdez | Winslow
    | Yilmaz | Zielinski | Keane
""")
PLACES = phrases("""
    Lisbon | Nairobi | Jakarta | Santiago | Warsaw | Hanoi | Accra | Montevideo | Tbilisi | Manila | Rotterdam
    | Valencia | Osaka | Halifax | Adelaide | Porto | Gdansk | Cork
""")
MONTHS = phrases("""
    January | February | March | April | May | June | July | August | September | October | November
    | December
""")
WEEKDAYS = phrases("Monday | Tuesday | Wednesday | Thursday | Friday | Saturday | Sunday")
GROUPS = phrases("""
    households | local businesses | survey respondents | employers | students | commuters | farmers | voters
    | small landlords | retirees
""")
CONCERNS = phrases("""
    rising costs | long-term funding | a lack of transparency | the impact on smaller communities
    | weak enforcement | further delays | the risk of unintended consequences
""")
PROCESSES = phrases("""
    closed-door negotiations | public consultation | internal reviews | mounting pressure from lawmakers
    | intense speculation | legal wrangling
""")
FEELINGS = phrases("""
    cautious optimism | frustration with the pace of change | a sense of relief | growing unease
    | mixed feelings about the plan
""")
SOURCES = phrases("""
    the national statistics office | an independent think tank | the regional planning board
    | university researchers | a consumer advocacy group
""")
TIME_REFS = phrases("""
    the start of the year | last spring | the last election | a critical report in the autumn | the summer
""")
QUOTES = phrases("""
    We are moving as quickly as the evidence allows
    | Nobody expected this to be easy
    | This is a long-term commitment, not a headline
    | The details matter far more than the announcement
    | We need to listen to the people most affected
    | There is still a great deal of work ahead
    | It is a step in the right direction, but only a step
    | We have been asking for this for years
    | The numbers simply do not add up yet
    | People deserve clear answers, and they deserve them soon
""")
HEADLINE_VERBS = phrases("review | overhaul | delay | expand | scrap | fast-track | investigate | renegotiate")
HEADLINE_PAST = phrases("clashed over | faced questions over | split over | raised concerns over | hit back over")
HEADLINE_TRIGGERS = phrases("""
    officials missed a key deadline | a critical report | weeks of protests | a surprise vote | new figures
    | a leaked memo
""")
LEDE_VERBS = phrases("""
    moved to review | announced plans to expand | signaled support for | raised objections to
    | opened talks on
    | released new details about
""")
LEDE_TAILS = phrases("""
    a step that could shape the debate for months
    | setting up a difficult few weeks for officials
    | in a decision that surprised many observers
    | amid growing public scrutiny
    | ahead of a crucial deadline later this year
""")
GENERIC_SENTENCES = phrases("""
    {Actor} said on {weekday} that {topic} would remain a priority in the months ahead.
    | According to figures released this week, {n} percent of {group} said they had been affected.
    | "{quote}," said {person}, {role}.
    | "{quote}," {last} told the {outlet}.
    | Critics argue that the plan does little to address {concern}.
    | The debate over {topic} has intensified since {time_ref}.
    | Officials in {place} declined to comment on the timeline.
    | {last} noted that similar efforts in {place2} had produced mixed results.
    | The announcement came after weeks of {process}.
    | Analysts expect a decision before the end of {month}.
    | Some {group} welcomed the move, while others warned of {concern}.
    | The total cost is estimated at {money}, according to people familiar with the matter.
    | It is not the first time that {place} has been in the spotlight over {topic}.
    | Data compiled by {source} suggest the trend began as early as {year}.
    | A further review is scheduled for {month}, {last} added.
    | Residents interviewed by the {outlet} described {feeling}.
    | {Actor} did not respond to a request for comment.
    | The proposal still faces several hurdles, including {concern}.
    | Supporters say {topic} could set an example for {place2}.
    | In a statement, {actor} said the details were still being studied.
    | Much will depend on how {group} respond over the coming weeks.
    | {last}, who has followed the issue for more than a decade, said the outcome was far from certain.
    | Local media in {place} reported that {group} had begun organizing in response.
    | The figures have not been independently verified.
    | {Actor} first outlined the idea in {year}, but progress stalled.
    | Opposition to {topic} has been strongest among {group}.
    | A spokesperson said more details would be published "in due course".
    | Turnout at a public meeting in {place} on {weekday} was unusually high.
    | Several {group} said they had not been consulted.
    | Independent experts said it was too early to judge the long-term effects.
    | In {place2}, a comparable scheme was abandoned after {n2} months.
    | People close to the discussions described the mood as tense but constructive.
    | The next milestone is expected in {month}, when {actor} will present updated figures.
    | For now, {group} in {place} are watching closely.
    | Estimates of the impact vary widely, from a few percent to as much as {n} percent.
    | The issue is likely to feature prominently in debates later this year.
    | Neither side has ruled out further talks.
    | Budget documents show that {money} has already been set aside.
    | The changes would take effect in {month} at the earliest.
""")


@dataclass(frozen=True)
class Beat:
    """Section-specific vocabulary used by the prose generator."""

    actors: tuple[str, ...]
    topics: tuple[str, ...]
    roles: tuple[str, ...]
    facts: tuple[str, ...]


BEATS: dict[str, Beat] = {
    "world": Beat(
        actors=phrases("""
            the foreign ministry | opposition leaders | the coalition government | regional governors
            | United Nations envoys | border officials | the prime minister's office | aid agencies
            | the electoral commission | senior diplomats
        """),
        topics=phrases("""
            ceasefire talks | disputed election results | drought relief program | new trade corridor
            | refugee resettlement plan | constitutional reform | fisheries agreement | port security review
            | border crossing deal | regional water-sharing pact
        """),
        roles=phrases("""
            a spokesperson for the foreign ministry | a senior diplomat | a regional governor
            | an aid coordinator | a political analyst at the Institute for Regional Studies
        """),
        facts=phrases("""
            Negotiators in {place} met for more than nine hours on {weekday} without reaching a final text.
            | The agreement would need to be ratified by parliament before it takes effect.
            | Observers from {n2} countries are expected to monitor the process.
            | Talks are set to resume in {place2} next month.
            | Humanitarian groups said funding for the effort covers less than half of the estimated need.
        """),
    ),
    "business": Beat(
        actors=phrases("""
            shareholders | the central bank | regional lenders | the retail chain | logistics firms
            | the carmaker | pension funds | small exporters | the board of directors | industry groups
        """),
        topics=phrases("""
            proposed merger | interest rate decision | quarterly earnings report | rising shipping costs
            | corporate bond issue | wage negotiations | commercial property slump | new battery factory
            | dividend policy | export subsidy scheme
        """),
        roles=phrases("""
            chief economist at a regional bank | a spokesperson for the company | an industry analyst
            | the chief financial officer | a portfolio manager
        """),
        facts=phrases("""
            Shares closed {n2} percent higher on {weekday} after the announcement.
            | The company employs roughly {count} people across {n2} sites.
            | Revenue for the quarter came in at {money}, slightly ahead of expectations.
            | Bond yields edged lower as investors digested the news.
            | The deal is subject to approval by competition authorities.
        """),
    ),
    "technology": Beat(
        actors=phrases("""
            the chipmaker | privacy regulators | open-source developers | the startup | telecom operators
            | cloud providers | security researchers | app developers | the software company
            | standards bodies
        """),
        topics=phrases("""
            data breach | grid-scale battery storage | satellite broadband service | new language model
            | delayed software update | rural fiber rollout | encryption standard | semiconductor shortage
            | facial recognition pilot | app store rules
        """),
        roles=phrases("""
            a security researcher | the company's chief technology officer | a spokesperson for the regulator
            | an independent software engineer | a telecom industry analyst
        """),
        facts=phrases("""
            The vulnerability affected an estimated {count} accounts before it was patched.
            | Engineers said the system had been tested on more than {n2} prototypes.
            | The company said users would not need to take any action.
            | Regulators have given the firm {n2} weeks to respond.
            | The update is expected to roll out gradually over the coming weeks.
        """),
    ),
    "science": Beat(
        actors=phrases("""
            researchers | marine biologists | the space agency | climate scientists | a team of geologists
            | epidemiologists | astronomers | university physicists | conservation groups
            | the national weather service
        """),
        topics=phrases("""
            coral bleaching survey | newly observed exoplanet | groundwater depletion study | vaccine trial
            | glacier retreat | rare fossil discovery | soil microbe research | solar storm forecast
            | migratory bird count | deep-sea mapping mission
        """),
        roles=phrases("""
            lead author of the study | a marine ecologist | a professor of geophysics
            | a senior scientist at the agency | an independent climate researcher
        """),
        facts=phrases("""
            The findings were published on {weekday} in a peer-reviewed journal.
            | The team collected more than {count} samples over {n2} months of fieldwork.
            | Measurements suggest the rate of change has roughly doubled since {year}.
            | Further observations are planned for next season.
            | The researchers cautioned that the sample size remains small.
        """),
    ),
    "culture": Beat(
        actors=phrases("""
            the museum | festival organizers | the city orchestra | independent publishers
            | the film's director
            | local theater groups | art collectors | the national library | the gallery | the arts council
        """),
        topics=phrases("""
            restored fresco | summer festival lineup | debut novel | rising ticket prices | touring exhibition
            | documentary premiere | arts funding cuts | rediscovered manuscript | public sculpture project
            | jazz archive
        """),
        roles=phrases("""
            the museum's chief curator | a festival director | a literary critic
            | an arts council spokesperson
            | a conductor with the city orchestra
        """),
        facts=phrases("""
            More than {count} visitors are expected over the opening weekend.
            | The exhibition runs until the end of {month}.
            | Tickets went on sale on {weekday} and sold out within hours.
            | The work had been held in a private collection for decades.
            | Organizers said a second run is already under discussion.
        """),
    ),
}

# --------------------------------------------------------------------------------------------------
# Data model
# --------------------------------------------------------------------------------------------------


@dataclass(eq=False)
class Author:
    """A staff writer of one site."""

    name: str
    slug: str
    bio: str
    articles: list[Article] = field(default_factory=list, repr=False)

    @property
    def path(self) -> str:
        """URL path of the author's page."""
        return f"/authors/{self.slug}/"


@dataclass(eq=False)
class Article:
    """One generated news story (content only; HTML is rendered separately)."""

    id: int
    section: str
    author: Author
    published: datetime
    headline: str
    summary: str
    paragraphs: list[str] = field(repr=False)
    variant: str  # one of TEMPLATE_VARIANTS, or "js"
    related: list[Article] = field(default_factory=list, repr=False)

    @property
    def slug(self) -> str:
        """URL slug derived from the first words of the headline."""
        return slugify(self.headline, max_words=8)

    @property
    def path(self) -> str:
        """URL path ``/<yyyy>/<mm>/<dd>/<slug>-<id>.html``."""
        return f"/{self.published:%Y/%m/%d}/{self.slug}-{self.id}.html"

    @property
    def js_required(self) -> bool:
        """Whether the body, byline and date are only available after running JavaScript."""
        return self.variant == "js"

    @property
    def iso(self) -> str:
        """Publication timestamp in ISO 8601 with offset."""
        return self.published.isoformat()

    @property
    def day(self) -> str:
        """Publication date as ``YYYY-MM-DD``."""
        return self.published.strftime("%Y-%m-%d")

    @property
    def display_date(self) -> str:
        """Publication date as ``Month D, YYYY``."""
        return human_date(self.published)


@dataclass
class Page:
    """One servable response plus its ground truth."""

    path: str
    status: int
    kind: str
    body: bytes = field(repr=False)
    content_type: str = HTML_TYPE
    links: list[str] = field(default_factory=list, repr=False)
    title: str | None = None
    author: str | None = None
    date: str | None = None
    js_required: bool = False
    redirect_to: str | None = None
    variant: str | None = None
    headers: list[tuple[str, str]] = field(default_factory=list)

    def truth(self, origin: str) -> dict[str, object]:
        """Truth-file entry for this page."""
        return {
            "site": origin,
            "status": self.status,
            "kind": self.kind,
            "is_article": self.kind == "article",
            "js_required": self.js_required,
            "title": self.title,
            "author": self.author,
            "date": self.date,
            "links": list(self.links),
            "redirect_to": self.redirect_to,
            "variant": self.variant,
        }


@dataclass(eq=False)
class Site:
    """A generated site: its branding, articles and all servable pages keyed by path."""

    profile: SiteProfile
    origin: str
    articles: list[Article] = field(repr=False)
    authors: list[Author] = field(repr=False)
    pages: dict[str, Page] = field(default_factory=dict, repr=False)
    not_found: Page | None = field(default=None, repr=False)

    @property
    def name(self) -> str:
        """Human-readable site name."""
        return self.profile.name

    @property
    def home(self) -> str:
        """Absolute URL of the home page."""
        return self.origin + "/"

    def url(self, path: str) -> str:
        """Absolute URL for a path on this site."""
        return self.origin + path

    def lookup(self, path: str) -> Page:
        """Page for a request path (query already stripped); the generic 404 page if unknown."""
        page = self.pages.get(path)
        if page is not None:
            return page
        assert self.not_found is not None
        return self.not_found

    def newest(self) -> Article:
        """The most recently published article (target of ``/latest/``)."""
        return self.articles[-1]

    def section_articles(self, section: str) -> list[Article]:
        """Articles of a section, newest first."""
        return [a for a in reversed(self.articles) if a.section == section]

    def truth_pages(self) -> dict[str, dict[str, object]]:
        """Truth entries for every known page of this site, keyed by absolute URL."""
        return {self.url(path): page.truth(self.origin) for path, page in self.pages.items()}


# --------------------------------------------------------------------------------------------------
# Small helpers
# --------------------------------------------------------------------------------------------------


def slugify(text: str, max_words: int = 8) -> str:
    """Lower-case ASCII slug made of at most ``max_words`` words."""
    words = re.findall(r"[a-z0-9]+", text.lower().replace("'", ""))
    return "-".join(words[:max_words]) or "story"


def human_date(moment: datetime) -> str:
    """``Month D, YYYY`` rendering of a datetime."""
    return f"{MONTHS[moment.month - 1]} {moment.day}, {moment.year}"


def capitalize(text: str) -> str:
    """Upper-case the first character only."""
    return text[:1].upper() + text[1:]


def esc(text: str) -> str:
    """HTML-escape text for element content and attribute values."""
    return html.escape(text, quote=True)


def script_json(data: object) -> str:
    """JSON suitable for embedding inside a ``<script>`` element."""
    return json.dumps(data, ensure_ascii=False, indent=None).replace("</", "<\\/")


def normalize_origin(origin: str) -> str:
    """``host:port`` or ``http://host:port[/]`` -> ``http://host:port``."""
    origin = origin.strip().rstrip("/")
    if "://" not in origin:
        origin = "http://" + origin
    return origin


def normalize_url(url: str) -> str:
    """Drop the fragment and every ``utm_*`` query parameter from a URL."""
    parts = urlsplit(url)
    query = [(k, v) for k, v in parse_qsl(parts.query, keep_blank_values=True) if not k.startswith("utm_")]
    return urlunsplit((parts.scheme, parts.netloc, parts.path, urlencode(query), ""))


def removed_story_path(number: int) -> str:
    """Path of the ``number``-th deliberately broken (404) story link."""
    return f"/2019/01/01/removed-story-{number}.html"


def origin_of(url: str) -> str:
    """``scheme://netloc`` of an absolute URL."""
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}"


class Links:
    """Renders ``<a>`` elements with absolute hrefs and records every href in document order."""

    def __init__(self, origin: str) -> None:
        self.origin = origin
        self.hrefs: list[str] = []

    def absolute(self, target: str) -> str:
        """Absolute URL for a path or an already absolute URL."""
        return target if "://" in target else self.origin + target

    def a(self, target: str, text: str, attrs: str = "") -> str:
        """An anchor with escaped text."""
        return self.a_html(target, esc(text), attrs)

    def a_html(self, target: str, inner: str, attrs: str = "") -> str:
        """An anchor whose content is already HTML."""
        href = self.absolute(target)
        self.hrefs.append(href)
        extra = f" {attrs}" if attrs else ""
        return f'<a href="{esc(href)}"{extra}>{inner}</a>'


# --------------------------------------------------------------------------------------------------
# Content generation
# --------------------------------------------------------------------------------------------------


class ProseWriter:
    """Generates headlines, ledes and body paragraphs of plausible news English."""

    def __init__(self, rng: random.Random, outlet: str) -> None:
        self.rng = rng
        self.outlet = outlet

    def headline(self, beat: Beat, actor: str, topic: str, place: str) -> str:
        """A sentence-case headline built from one of several templates."""
        rng = self.rng
        templates = (
            lambda: f"{actor} to {rng.choice(HEADLINE_VERBS)} {topic} in {place}",
            lambda: f"{place} braces for {topic} after {rng.choice(HEADLINE_TRIGGERS)}",
            lambda: f"Inside the fight over the {topic} in {place}",
            lambda: f"Why {place} is on edge over the {topic}",
            lambda: f"{actor} {rng.choice(HEADLINE_PAST)} {topic} in {place}",
            lambda: f"What the {topic} could mean for {place}",
            lambda: f"{place} weighs next steps on {topic} as {actor} push back",
        )
        return capitalize(rng.choice(templates)())

    def lede(self, actor: str, topic: str, place: str, weekday: str) -> str:
        """The opening sentence, also used as teaser summary and meta description."""
        rng = self.rng
        return (
            f"{capitalize(actor)} {rng.choice(LEDE_VERBS)} the {topic} in {place} on {weekday}, "
            f"{rng.choice(LEDE_TAILS)}."
        )

    def paragraphs(self, beat: Beat, actor: str, topic: str, place: str, lede: str, weekday: str) -> list[str]:
        """5-10 paragraphs of 3-6 sentences; the first starts with ``lede``."""
        rng = self.rng
        person_first, person_last = rng.choice(FIRST_NAMES), rng.choice(LAST_NAMES)
        context = {
            "actor": actor,
            "Actor": capitalize(actor),
            "topic": f"the {topic}",
            "place": place,
            "place2": rng.choice([p for p in PLACES if p != place]),
            "person": f"{person_first} {person_last}",
            "last": person_last,
            "role": rng.choice(beat.roles),
            "outlet": self.outlet,
            "weekday": weekday,
            "month": rng.choice(MONTHS),
        }
        deck: list[str] = []
        seen = {lede}
        result = []
        for index in range(rng.randint(5, 10)):
            sentences = [lede] if index == 0 else []
            target = rng.randint(3, 6)
            while len(sentences) < target:
                sentence = ""
                for _attempt in range(4):  # avoid repeating a sentence verbatim within one story
                    if not deck:
                        deck = list(GENERIC_SENTENCES + beat.facts)
                        rng.shuffle(deck)
                    sentence = self._fill(deck.pop(), context)
                    if sentence not in seen:
                        break
                seen.add(sentence)
                sentences.append(sentence)
            result.append(" ".join(sentences))
        return result

    def _fill(self, template: str, context: dict[str, str]) -> str:
        """Fill a sentence template with article context plus fresh random details.

        The quoted person is introduced with full name and role the first time, by surname afterwards.
        """
        rng = self.rng
        if "{last}" in template or "{person}" in template:
            if context.get("introduced"):
                template = template.replace("{person}, {role}", "{last}")
            else:
                context["introduced"] = "yes"
                template = template.replace("{last},", "{person}, {role},", 1)
                template = template.replace("{last}", "{person}, {role},", 1).replace(",,", ",")
        unit = rng.choice(("million", "billion")) if rng.random() < 0.3 else "million"
        values = dict(
            context,
            n=str(rng.randint(3, 78)),
            n2=str(rng.randint(2, 24)),
            count=f"{rng.randint(1200, 90000):,}",
            money=f"${rng.randint(2, 950)} {unit}",
            year=str(rng.randint(2008, 2021)),
            group=rng.choice(GROUPS),
            concern=rng.choice(CONCERNS),
            process=rng.choice(PROCESSES),
            feeling=rng.choice(FEELINGS),
            source=rng.choice(SOURCES),
            time_ref=rng.choice(TIME_REFS),
            quote=rng.choice(QUOTES),
        )
        return capitalize(template.format_map(values))


def _authors(rng: random.Random, profile: SiteProfile, count: int) -> list[Author]:
    """``count`` distinct staff writers with short bios."""
    names: list[str] = []
    while len(names) < count:
        name = f"{rng.choice(FIRST_NAMES)} {rng.choice(LAST_NAMES)}"
        if name not in names:
            names.append(name)
    authors = []
    for name in names:
        beats = rng.sample([label for _, label in SECTIONS], 2)
        bio = (
            f"{name} covers {beats[0].lower()} and {beats[1].lower()} for {profile.name}. Before joining the "
            f"newsroom in {rng.randint(2009, 2022)}, {name.split()[0]} reported from {rng.choice(PLACES)}."
        )
        authors.append(Author(name=name, slug=slugify(name), bio=bio))
    return authors


def _timestamps(rng: random.Random, count: int) -> list[datetime]:
    """``count`` distinct, ascending publication times within the last ~300 days before END_DATE."""
    minutes = sorted(rng.sample(range(SPAN_MINUTES), count))
    start = END_DATE - timedelta(minutes=SPAN_MINUTES)
    return [start + timedelta(minutes=m) for m in minutes]


def _balanced(rng: random.Random, items: Sequence[str], count: int) -> list[str]:
    """``count`` items cycling through ``items`` in shuffled order (balanced assignment)."""
    values = [items[i % len(items)] for i in range(count)]
    rng.shuffle(values)
    return values


def generate_articles(profile: SiteProfile, count: int, js_count: int, seed: int) -> tuple[list[Article], list[Author]]:
    """Articles (oldest first) and authors of one site, deterministic for ``(profile, count, seed)``."""
    if count < 1:
        raise ValueError("a site needs at least one article")
    rng = random.Random(f"{seed}:{profile.key}")
    writer = ProseWriter(rng, profile.outlet)
    authors = _authors(rng, profile, max(1, min(MAX_AUTHORS, count)))
    sections = _balanced(rng, [key for key, _ in SECTIONS], count)
    author_slots = _balanced(rng, [a.slug for a in authors], count)
    by_slug = {a.slug: a for a in authors}
    variants = _balanced(rng, list(TEMPLATE_VARIANTS), count)
    # JS-only articles never include the newest one, so /latest/ points at a plain article.
    js_ids = set(rng.sample(range(count - 1), min(max(js_count, 0), count - 1)))
    headlines: set[str] = set()
    articles = []
    for index, published in enumerate(_timestamps(rng, count)):
        beat = BEATS[sections[index]]
        for _attempt in range(50):
            actor, topic, place = rng.choice(beat.actors), rng.choice(beat.topics), rng.choice(PLACES)
            headline = writer.headline(beat, actor, topic, place)
            if headline not in headlines:
                break
        headlines.add(headline)
        weekday = WEEKDAYS[published.weekday()]
        lede = writer.lede(actor, topic, place, weekday)
        article = Article(
            id=1000 + index,
            section=sections[index],
            author=by_slug[author_slots[index]],
            published=published,
            headline=headline,
            summary=lede,
            paragraphs=writer.paragraphs(beat, actor, topic, place, lede, weekday),
            variant="js" if index in js_ids else variants[index],
        )
        article.author.articles.append(article)
        articles.append(article)
    _link_related(rng, articles)
    return articles, authors


def _link_related(rng: random.Random, articles: list[Article]) -> None:
    """Give every article 3-5 related articles, preferring its own section."""
    for article in articles:
        want = min(rng.randint(3, 5), len(articles) - 1)
        same = [a for a in articles if a.section == article.section and a is not article]
        other = [a for a in articles if a.section != article.section]
        picks = rng.sample(same, min(want, len(same)))
        picks += rng.sample(other, min(want - len(picks), len(other)))
        article.related = picks


# --------------------------------------------------------------------------------------------------
# HTML rendering
# --------------------------------------------------------------------------------------------------

ANALYTICS_HEAD = """<script>
  window.dataLayer = window.dataLayer || [];
  function gtag(){{dataLayer.push(arguments);}}
  gtag('js', new Date());
  gtag('config', '{tracker}', {{'anonymize_ip': true, 'page_type': '{kind}'}});
</script>"""

ANALYTICS_BODY = """<script>
  (function (w, d) {{
    var start = Date.now();
    w.addEventListener('beforeunload', function () {{
      var payload = JSON.stringify({{site: '{key}', path: w.location.pathname, ms: Date.now() - start}});
      if (w.navigator.sendBeacon) {{ /* beacon disabled in the demo build */ }}
      void payload;
    }});
    var banner = d.getElementById('cookie-banner');
    if (banner && d.cookie.indexOf('consent=') !== -1) {{ banner.hidden = true; }}
  }})(window, document);
</script>"""

JS_ARTICLE_SCRIPT = """<script>
  document.addEventListener('DOMContentLoaded', function () {
    var data = JSON.parse(document.getElementById('article-data').textContent);
    var body = document.getElementById('article-body');
    var byline = document.createElement('p');
    byline.className = 'byline';
    byline.textContent = 'By ' + data.author + ' | ';
    var time = document.createElement('time');
    time.setAttribute('datetime', data.datePublished);
    time.textContent = data.dateText;
    byline.appendChild(time);
    body.parentNode.insertBefore(byline, body);
    data.paragraphs.forEach(function (text) {
      var p = document.createElement('p');
      p.textContent = text;
      body.appendChild(p);
    });
  });
</script>"""

STYLE = """<style>
  body {{ font-family: Georgia, 'Times New Roman', serif; margin: 0; color: #222; }}
  .masthead {{ background: {color}; color: #fff; padding: 1rem 2rem; }}
  .masthead a {{ color: #fff; text-decoration: none; }}
  .site-nav a {{ margin-right: 1rem; font-family: Helvetica, Arial, sans-serif; }}
  main {{ max-width: 52rem; margin: 0 auto; padding: 1rem 2rem; }}
  .teasers {{ list-style: none; padding: 0; }}
  .teaser {{ border-bottom: 1px solid #ddd; padding: .5rem 0; }}
  .cookie-banner {{ position: fixed; bottom: 0; left: 0; right: 0; background: #333; color: #eee; }}
  footer {{ background: #f2f2f2; padding: 1rem 2rem; font-size: .9rem; }}
</style>"""


@dataclass
class Head:
    """Per-page ``<head>`` content."""

    title: str
    description: str
    canonical: str
    kind: str
    og_type: str | None = "website"
    og_title: str | None = None
    extra: str = ""


class Renderer:
    """Renders every page of one site; ``partner`` supplies the cross-site "From our partners" links."""

    def __init__(self, site: Site, partner: Site | None, seed: int) -> None:
        self.site = site
        self.profile = site.profile
        self.partner = partner
        self.rng = random.Random(f"render:{seed}:{site.profile.key}:{len(site.articles)}")

    # ---- shared chrome -------------------------------------------------------------------------

    def document(self, lk: Links, head: Head, main: Callable[[Links], str], *, admin_link: bool = False) -> str:
        """A complete HTML document; anchors are rendered (and recorded) in document order."""
        banner = self.cookie_banner(lk)
        header = self.header(lk)
        body = main(lk)
        footer = self.footer(lk, admin_link=admin_link)
        return "\n".join(
            (
                "<!DOCTYPE html>",
                '<html lang="en">',
                "<head>",
                self.head(head),
                "</head>",
                f'<body class="page-{head.kind}">',
                banner,
                header,
                f'<main id="main">\n{body}\n</main>',
                footer,
                ANALYTICS_BODY.format(key=self.profile.key),
                "</body>",
                "</html>",
                "",
            )
        )

    def head(self, head: Head) -> str:
        """The ``<head>`` element content."""
        lines = [
            '<meta charset="utf-8">',
            '<meta name="viewport" content="width=device-width, initial-scale=1">',
            f"<title>{esc(head.title)}</title>",
            f'<meta name="description" content="{esc(head.description)}">',
            f'<link rel="canonical" href="{esc(head.canonical)}">',
            f'<meta property="og:site_name" content="{esc(self.profile.name)}">',
        ]
        if head.og_type:
            lines += [
                f'<meta property="og:type" content="{head.og_type}">',
                f'<meta property="og:title" content="{esc(head.og_title or head.title)}">',
                f'<meta property="og:url" content="{esc(head.canonical)}">',
                f'<meta property="og:description" content="{esc(head.description)}">',
            ]
        if head.extra:
            lines.append(head.extra)
        lines.append(STYLE.format(color=self.profile.color))
        tracker = f"{self.profile.key.upper()}-{sum(map(ord, self.profile.key)) * 7}-1"
        lines.append(ANALYTICS_HEAD.format(tracker=tracker, kind=head.kind))
        return "\n".join(lines)

    def cookie_banner(self, lk: Links) -> str:
        """The consent banner shown at the bottom of every page."""
        return (
            '<div id="cookie-banner" class="cookie-banner" role="dialog" aria-live="polite">\n'
            "<p>We use cookies to remember your preferences and to measure our audience. Read our "
            f"{lk.a('/privacy/', 'privacy policy')} to learn more.</p>\n"
            '<button type="button" data-consent="accept">Accept all</button> '
            '<button type="button" data-consent="reject">Reject non-essential</button>\n</div>'
        )

    def header(self, lk: Links) -> str:
        """Masthead with logo and section navigation."""
        logo = lk.a("/", self.profile.name, 'class="logo" rel="home"')
        nav = "\n".join(lk.a(f"/{key}/", label) for key, label in SECTIONS)
        return (
            '<header class="masthead">\n'
            f'<div class="brand">{logo} <span class="tagline">{esc(self.profile.tagline)}</span></div>\n'
            f'<nav class="site-nav" aria-label="Sections">\n{nav}\n</nav>\n</header>'
        )

    def footer(self, lk: Links, *, admin_link: bool) -> str:
        """Site footer with static-page links (and the staff login link on the home page)."""
        items = [
            lk.a("/about/", "About us"),
            lk.a("/contact/", "Contact"),
            lk.a("/privacy/", "Privacy policy"),
        ]
        if admin_link:
            items.append(lk.a("/admin/", "Staff login", 'rel="nofollow"'))
        links = " &middot; ".join(items)
        year = END_DATE.year
        return (
            f'<footer class="site-footer">\n<p class="footer-links">{links}</p>\n'
            f"<p>&copy; {self.profile.founded}&ndash;{year} {esc(self.profile.name)}. "
            "All rights reserved.</p>\n"
            "</footer>"
        )

    def teaser(self, lk: Links, article: Article, *, suffix: str = "", tag: str = "li") -> str:
        """Headline link + one-sentence summary + date."""
        link = lk.a(article.path + suffix, article.headline)
        return (
            f'<{tag} class="teaser"><h3 class="teaser-title">{link}</h3>'
            f'<p class="teaser-summary">{esc(article.summary)}</p>'
            f'<span class="teaser-date">{article.display_date}</span></{tag}>'
        )

    def teaser_list(self, lk: Links, articles: Sequence[Article], *, suffix: str = "") -> str:
        """A ``<ul>`` of teasers."""
        items = "\n".join(self.teaser(lk, a, suffix=suffix) for a in articles)
        return f'<ul class="teasers">\n{items}\n</ul>'

    # ---- listing pages -------------------------------------------------------------------------

    def home(self) -> Page:
        """The front page: lead story, top stories, section blocks, widgets, partner box, authors."""
        site = self.site
        newest_first = list(reversed(site.articles))
        rng = self.rng

        def main(lk: Links) -> str:
            parts = [f'<h1 class="visually-hidden">{esc(site.name)}</h1>']
            lead = newest_first[0]
            parts.append(
                '<section class="lead">\n'
                f"<h2>{lk.a(lead.path, lead.headline)}</h2>\n<p>{esc(lead.summary)}</p>\n"
                f'<p class="more">{lk.a("/latest/", "Read the latest story")}</p>\n</section>'
            )
            parts.append(
                '<section class="top-stories">\n<h2>Top stories</h2>\n'
                f"{self.teaser_list(lk, newest_first[1:9])}\n</section>"
            )
            for key, label in SECTIONS:
                items = site.section_articles(key)[:4]
                if items:
                    parts.append(
                        f'<section class="section-block section-{key}">\n<h2>{lk.a(f"/{key}/", label)}</h2>\n'
                        f"{self.teaser_list(lk, items)}\n</section>"
                    )
            popular = rng.sample(site.articles, min(5, len(site.articles)))
            rows = "\n".join(f"<li>{lk.a(a.path + '?' + TRACKING_QUERY, a.headline)}</li>" for a in popular)
            parts.append(f'<aside class="most-read">\n<h2>Most read</h2>\n<ol>\n{rows}\n</ol>\n</aside>')
            discussed = rng.sample(site.articles, min(4, len(site.articles)))
            rows = "\n".join(
                f"<li>{esc(a.headline)} {lk.a(a.path + '#comments', f'{rng.randint(12, 480)} comments')}</li>"
                for a in discussed
            )
            parts.append(f'<aside class="most-discussed">\n<h2>Most discussed</h2>\n<ul>\n{rows}\n</ul>\n</aside>')
            if self.partner is not None:
                parts.append(self.partner_box(lk))
            rows = "\n".join(f"<li>{lk.a(a.path, a.name)}</li>" for a in site.authors)
            parts.append(f'<aside class="journalists">\n<h2>Our journalists</h2>\n<ul>\n{rows}\n</ul>\n</aside>')
            return "\n".join(parts)

        website_ld = script_json(
            {
                "@context": "https://schema.org",
                "@type": "WebSite",
                "name": site.name,
                "url": site.home,
            }
        )
        head = Head(
            title=f"{site.name} | {self.profile.tagline}",
            description=f"{site.name}: {self.profile.tagline.lower()}. World, business, technology, science "
            "and culture news.",
            canonical=site.home,
            kind="home",
            extra=f'<script type="application/ld+json">{website_ld}</script>',
        )
        return self.html_page("/", "home", head, main, admin_link=True)

    def partner_box(self, lk: Links) -> str:
        """Links to the newest plain articles of the partner site (absolute, other origin)."""
        assert self.partner is not None
        picks = [a for a in reversed(self.partner.articles) if not a.js_required][:PARTNER_LINKS]
        rows = "\n".join(f"<li>{lk.a(self.partner.url(a.path), a.headline)}</li>" for a in picks)
        return (
            f'<aside class="partners">\n<h2>From our partners</h2>\n'
            f"<p>Stories from {esc(self.partner.name)}</p>\n<ul>\n{rows}\n</ul>\n</aside>"
        )

    def section_pages(self, key: str, broken: list[int]) -> list[Page]:
        """Paginated listing of every article of a section; every page links to every other page."""
        label = SECTION_NAMES[key]
        articles = self.site.section_articles(key)
        count = max(1, math.ceil(len(articles) / PAGE_SIZE))
        paths = [f"/{key}/"] + [f"/{key}/page/{n}/" for n in range(2, count + 1)]
        pages = []
        for number, path in enumerate(paths, start=1):
            chunk = articles[(number - 1) * PAGE_SIZE : number * PAGE_SIZE]

            def main(lk: Links, chunk: list[Article] = chunk, number: int = number) -> str:
                parts = [
                    f"<h1>{esc(label)}</h1>",
                    f'<p class="section-intro">The latest {label.lower()} news and analysis from '
                    f"{esc(self.site.name)}.</p>",
                    self.teaser_list(lk, chunk),
                ]
                if number == 1 and broken:
                    rows = "\n".join(
                        f"<li>{lk.a(removed_story_path(n), f'Archive: {label} story {n}')}</li>" for n in broken
                    )
                    parts.append(f'<aside class="archive">\n<h2>From the archive</h2>\n<ul>\n{rows}\n</ul>\n</aside>')
                parts.append(self.pager(lk, paths, number))
                return "\n".join(parts)

            suffix = "" if number == 1 else f" - Page {number}"
            head = Head(
                title=f"{label}{suffix} | {self.site.name}",
                description=f"{label} news, analysis and opinion from {self.site.name}.",
                canonical=self.site.url(path),
                kind="section",
            )
            pages.append(self.html_page(path, "section", head, main))
        return pages

    def pager(self, lk: Links, paths: list[str], current: int) -> str:
        """Numbered pagination linking to every page of the listing, plus previous/next."""
        items = []
        if current > 1:
            items.append(lk.a(paths[current - 2], "Previous", 'rel="prev"'))
        for number, path in enumerate(paths, start=1):
            if number == current:
                items.append(f'<span aria-current="page">{number}</span>')
            else:
                items.append(lk.a(path, str(number)))
        if current < len(paths):
            items.append(lk.a(paths[current], "Next", 'rel="next"'))
        return f'<nav class="pagination" aria-label="Pages">\n{" ".join(items)}\n</nav>'

    def author_page(self, author: Author) -> Page:
        """Profile page listing every article by the author."""

        def main(lk: Links) -> str:
            items = list(reversed(author.articles))
            return (
                f'<h1>{esc(author.name)}</h1>\n<p class="bio">{esc(author.bio)}</p>\n'
                f"<h2>Articles by {esc(author.name)}</h2>\n{self.teaser_list(lk, items)}"
            )

        head = Head(
            title=f"{author.name} | {self.site.name}",
            description=f"Articles by {author.name}, {self.site.name}.",
            canonical=self.site.url(author.path),
            kind="author",
        )
        return self.html_page(author.path, "author", head, main)

    def static_page(self, slug: str) -> Page:
        """About / contact / privacy page with a small "latest stories" box."""
        site, profile = self.site, self.profile
        texts = {
            "about": (
                "About us",
                [
                    f"{site.name} was founded in {profile.founded} in {profile.city}. {profile.tagline}.",
                    "Our newsroom of reporters, editors and photographers covers world affairs, business, "
                    "technology, science and culture.",
                    "We are funded by our readers and do not accept payment for coverage.",
                ],
            ),
            "contact": (
                "Contact",
                [
                    f"Newsroom: news@{profile.domain}. Corrections: corrections@{profile.domain}.",
                    f"Postal address: {site.name}, 12 Quay Street, {profile.city}.",
                    "For advertising enquiries please write to our commercial team.",
                ],
            ),
            "privacy": (
                "Privacy policy",
                [
                    "We collect only the data needed to run this website and measure our audience.",
                    "Cookies are used to remember your consent choice and for anonymous analytics.",
                    f"You can ask for a copy of your data at any time: privacy@{profile.domain}.",
                ],
            ),
        }
        heading, paragraphs = texts[slug]

        def main(lk: Links) -> str:
            body = "\n".join(f"<p>{esc(p)}</p>" for p in paragraphs)
            latest = list(reversed(site.articles))[:5]
            return (
                f'<div class="static-page">\n<h1>{esc(heading)}</h1>\n{body}\n</div>\n'
                f'<aside class="latest">\n<h2>Latest stories</h2>\n{self.teaser_list(lk, latest)}\n</aside>'
            )

        head = Head(
            title=f"{heading} | {site.name}",
            description=f"{heading} - {site.name}.",
            canonical=site.url(f"/{slug}/"),
            kind="static",
        )
        return self.html_page(f"/{slug}/", "static", head, main)

    # ---- article pages -------------------------------------------------------------------------

    def article_page(self, article: Article) -> Page:
        """A story page in the article's template variant."""
        site = self.site
        url = site.url(article.path)
        renderers = {"a": self.body_a, "b": self.body_b, "c": self.body_c, "js": self.body_js}
        shape = SHAPES.get(article.variant)
        shape_head = ""
        if shape is not None:
            story = self.story(article)
            shape_head = shape(story, Links(site.origin))[0]  # the head holds no links; the body's are recorded below

            def body(lk: Links, article: Article) -> str:
                return shape(story, lk)[1]

        else:
            body = renderers[article.variant]

        def main(lk: Links) -> str:
            return "\n".join(
                (
                    self.breadcrumbs(lk, article),
                    body(lk, article),
                    self.related(lk, article),
                    self.comments(article),
                )
            )

        head = Head(
            title=f"{article.headline} | {site.name}",
            description=article.summary,
            canonical=url,
            kind="article",
            og_type=None if article.variant == "c" or shape is not None else "article",
            og_title=article.headline,
            extra=shape_head if shape is not None else self.article_head(article),
        )
        page = self.html_page(article.path, "article", head, main)
        page.title, page.author, page.date = article.headline, article.author.name, article.day
        page.js_required, page.variant = article.js_required, article.variant
        page.headers.append(("Last-Modified", format_datetime(article.published, usegmt=True)))
        return page

    def story(self, article: Article) -> Story:
        """The article as the shared page templates take it."""
        return Story(
            headline=article.headline,
            authors=[article.author.name],
            author_paths=[article.author.path],
            published=article.published,
            paragraphs=article.paragraphs,
            section=SECTION_NAMES[article.section],
            site_name=self.site.name,
            url=self.site.url(article.path),
            summary=article.summary,
        )

    def article_head(self, article: Article) -> str:
        """Variant-specific metadata for the ``<head>``."""
        if article.variant == "c":
            return ""
        lines = [
            f'<meta property="article:published_time" content="{article.iso}">',
            f'<meta property="article:section" content="{SECTION_NAMES[article.section]}">',
        ]
        if article.variant == "b":
            lines.insert(0, f'<meta name="author" content="{esc(article.author.name)}">')
            return "\n".join(lines)
        ld = {
            "@context": "https://schema.org",
            "@type": "NewsArticle",
            "headline": article.headline,
            "description": article.summary,
            "author": {
                "@type": "Person",
                "name": article.author.name,
                "url": self.site.url(article.author.path),
            },
            "datePublished": article.iso,
            "dateModified": article.iso,
            "articleSection": SECTION_NAMES[article.section],
            "mainEntityOfPage": self.site.url(article.path),
            "publisher": {"@type": "Organization", "name": self.site.name},
        }
        lines.append(f'<script type="application/ld+json">{script_json(ld)}</script>')
        return "\n".join(lines)

    def breadcrumbs(self, lk: Links, article: Article) -> str:
        """Home > Section > Headline trail."""
        return (
            '<nav class="breadcrumbs" aria-label="Breadcrumb"><ol>'
            f"<li>{lk.a('/', 'Home')}</li>"
            f"<li>{lk.a(f'/{article.section}/', SECTION_NAMES[article.section])}</li>"
            f'<li aria-current="page">{esc(article.headline)}</li></ol></nav>'
        )

    @staticmethod
    def paragraphs(article: Article) -> str:
        """Body paragraphs as ``<p>`` elements."""
        return "\n".join(f"<p>{esc(p)}</p>" for p in article.paragraphs)

    def body_a(self, lk: Links, article: Article) -> str:
        """Variant (a): visible byline with ``rel=author`` link and ``<time>``."""
        author = lk.a(article.author.path, article.author.name, 'rel="author"')
        return (
            '<article class="story">\n<header class="story-header">\n'
            f'<h1 class="headline">{esc(article.headline)}</h1>\n'
            f'<p class="byline">By {author} <span class="sep">&middot;</span> '
            f'<time datetime="{article.iso}">{article.display_date}</time></p>\n</header>\n'
            f'<div class="story-body">\n{self.paragraphs(article)}\n</div>\n</article>'
        )

    def body_b(self, lk: Links, article: Article) -> str:
        """Variant (b): plain-text byline ``By Name | Month D, YYYY``."""
        more = lk.a(article.author.path, f"More stories by {article.author.name}")
        return (
            '<article class="post">\n'
            f'<h1 class="entry-title">{esc(article.headline)}</h1>\n'
            f'<div class="entry-meta">By {esc(article.author.name)} | {article.display_date}</div>\n'
            f'<div class="entry-content">\n{self.paragraphs(article)}\n</div>\n'
            f'<p class="author-more">{more}</p>\n</article>'
        )

    def body_c(self, lk: Links, article: Article) -> str:
        """Variant (c): schema.org microdata only."""
        author = lk.a_html(article.author.path, f'<span itemprop="author">{esc(article.author.name)}</span>')
        return (
            '<article class="news-item" itemscope itemtype="https://schema.org/NewsArticle">\n'
            f'<meta itemprop="mainEntityOfPage" content="{esc(self.site.url(article.path))}">\n'
            f'<h1 itemprop="headline">{esc(article.headline)}</h1>\n'
            f'<div class="byline">By {author} on '
            f'<time itemprop="datePublished" datetime="{article.iso}">{article.display_date}</time></div>\n'
            f'<div class="article-text" itemprop="articleBody">\n{self.paragraphs(article)}\n</div>\n'
            "</article>"
        )

    def body_js(self, lk: Links, article: Article) -> str:
        """JavaScript-only story: empty body container; content lives in a JSON data island."""
        data = {
            "headline": article.headline,
            "author": article.author.name,
            "datePublished": article.iso,
            "dateText": article.display_date,
            "paragraphs": article.paragraphs,
        }
        return (
            '<article class="story story-interactive">\n'
            f'<h1 class="headline">{esc(article.headline)}</h1>\n'
            '<div id="article-body"></div>\n'
            "<noscript>Please enable JavaScript to read this article.</noscript>\n</article>\n"
            f'<script type="application/json" id="article-data">{script_json(data)}</script>\n'
            f"{JS_ARTICLE_SCRIPT}"
        )

    def related(self, lk: Links, article: Article) -> str:
        """The "Related" aside."""
        rows = "\n".join(f"<li>{lk.a(r.path, r.headline)}</li>" for r in article.related)
        return f'<aside class="related">\n<h2>Related</h2>\n<ul>\n{rows}\n</ul>\n</aside>'

    def comments(self, article: Article) -> str:
        """Comments placeholder (target of ``#comments`` links)."""
        return (
            f'<section id="comments" class="comments" data-thread="{self.profile.key}-{article.id}">\n'
            "<h2>Comments</h2>\n<p>Comments are loading&hellip;</p>\n</section>"
        )

    # ---- special responses ---------------------------------------------------------------------

    def error_page(self, path: str, status: int, kind: str, heading: str, message: str) -> Page:
        """A small HTML error page (404 / 403)."""

        def main(lk: Links) -> str:
            return (
                f'<div class="error">\n<h1>{esc(heading)}</h1>\n<p>{esc(message)}</p>\n'
                f"<p>{lk.a('/', 'Return to the front page')}</p>\n</div>"
            )

        head = Head(
            title=f"{heading} | {self.site.name}",
            description=message,
            canonical=self.site.url(path),
            kind=kind,
            og_type=None,
        )
        page = self.html_page(path, kind, head, main)
        page.status = status
        return page

    def redirect_page(self, path: str, target: Article) -> Page:
        """``302`` to the newest article."""
        lk = Links(self.site.origin)
        location = self.site.url(target.path)
        body = (
            f'<!DOCTYPE html>\n<html lang="en"><head><title>Found</title></head><body>'
            f"<p>Moved to {lk.a(location, target.headline)}.</p></body></html>\n"
        )
        return Page(
            path=path,
            status=302,
            kind="redirect",
            body=body.encode(),
            links=lk.hrefs,
            redirect_to=location,
            headers=[("Location", location), ("Cache-Control", "no-cache")],
        )

    def robots(self) -> Page:
        """``/robots.txt`` disallowing ``/admin/``."""
        text = f"User-agent: *\nDisallow: /admin/\n\nSitemap: {self.site.url('/sitemap.xml')}\n"
        return Page(path="/robots.txt", status=200, kind="robots", body=text.encode(), content_type=TEXT_TYPE)

    def sitemap(self) -> Page:
        """``/sitemap.xml`` listing every article with ``lastmod``."""
        rows = "\n".join(
            f"  <url><loc>{esc(self.site.url(a.path))}</loc><lastmod>{a.iso}</lastmod></url>"
            for a in reversed(self.site.articles)
        )
        xml = (
            '<?xml version="1.0" encoding="UTF-8"?>\n'
            f'<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n{rows}\n</urlset>\n'
        )
        return Page(path="/sitemap.xml", status=200, kind="sitemap", body=xml.encode(), content_type=XML_TYPE)

    def html_page(
        self, path: str, kind: str, head: Head, main: Callable[[Links], str], *, admin_link: bool = False
    ) -> Page:
        """Render a document and wrap it in a 200 :class:`Page` with its recorded links."""
        lk = Links(self.site.origin)
        text = self.document(lk, head, main, admin_link=admin_link)
        return Page(path=path, status=200, kind=kind, body=text.encode("utf-8"), links=lk.hrefs)

    # ---- assembly ------------------------------------------------------------------------------

    def render_all(self) -> None:
        """Fill ``site.pages`` (and ``site.not_found``) with every page of the site."""
        site = self.site
        pages: list[Page] = [self.home()]
        broken_sections = [key for key, _ in SECTIONS if site.section_articles(key)][:BROKEN_LINKS]
        for key, _ in SECTIONS:
            broken = [broken_sections.index(key) + 1] if key in broken_sections else []
            pages += self.section_pages(key, broken)
        pages += [self.author_page(a) for a in site.authors]
        pages += [self.static_page(slug) for slug in STATIC_PAGES]
        pages += [self.article_page(a) for a in site.articles]
        pages.append(self.redirect_page("/latest/", site.newest()))
        for n in range(1, len(broken_sections) + 1):
            path = removed_story_path(n)
            pages.append(
                self.error_page(
                    path,
                    404,
                    "missing",
                    "Page not found",
                    "The story you are looking for has been removed or never existed.",
                )
            )
        pages.append(
            self.error_page("/admin/", 403, "forbidden", "Forbidden", "You do not have permission to access this area.")
        )
        pages += [self.robots(), self.sitemap()]
        site.pages = {page.path: page for page in pages}
        site.not_found = self.error_page(
            "/404", 404, "missing", "Page not found", "Sorry, we could not find the page you requested."
        )


# --------------------------------------------------------------------------------------------------
# Public API
# --------------------------------------------------------------------------------------------------


def build_sites(origins: Sequence[str], articles: int = 180, js_articles: int = 4, seed: int = 7) -> list[Site]:
    """Generate one site per origin (at most two: The Daily Ledger, Harbor Post).

    Origins may be ``host:port`` or ``http://host:port``; they are baked into every absolute link, so
    pass the real (bound) ports.  With two origins each home page links to three articles of the other.
    """
    if not 1 <= len(origins) <= len(PROFILES):
        raise ValueError(f"expected 1 to {len(PROFILES)} origins, got {len(origins)}")
    sites = []
    for profile, origin in zip(PROFILES, origins, strict=False):
        items, authors = generate_articles(profile, articles, js_articles, seed)
        sites.append(Site(profile=profile, origin=normalize_origin(origin), articles=items, authors=authors))
    for index, site in enumerate(sites):
        partner = sites[(index + 1) % len(sites)] if len(sites) > 1 else None
        Renderer(site, partner, seed).render_all()
    return sites


def build_truth(sites: Sequence[Site]) -> dict[str, object]:
    """The truth dict: ``{"sites": [...], "pages": {absolute_url: entry}}`` (JSON-serialisable)."""
    pages: dict[str, dict[str, object]] = {}
    for site in sites:
        pages.update(site.truth_pages())
    return {
        "sites": [{"name": s.name, "origin": s.origin, "home": s.home} for s in sites],
        "pages": pages,
    }


def reachable(truth: dict, start_url: str, max_depth: int) -> dict[str, int]:
    """``{url: depth}`` of every status-200 page within ``max_depth`` clicks of ``start_url``.

    BFS over the truth ``links``: links are normalised (fragment and ``utm_*`` params dropped), only the
    start URL's origin is followed, paths under ``/admin/`` are skipped, and redirects resolve to their
    target at the same depth (0-1 BFS so depths stay minimal).
    """
    pages: dict[str, dict] = truth["pages"]
    origin = origin_of(start_url)
    start = normalize_url(start_url)
    best: dict[str, int] = {start: 0}
    queue: deque[tuple[str, int]] = deque([(start, 0)])
    found: dict[str, int] = {}
    while queue:
        url, depth = queue.popleft()
        if best.get(url, depth) < depth:
            continue
        entry = pages.get(url)
        if entry is None:
            continue
        targets: list[tuple[str, int]] = []
        if entry.get("redirect_to"):
            targets.append((normalize_url(entry["redirect_to"]), depth))
        elif entry["status"] == 200:
            found[url] = depth
            if depth < max_depth:
                targets += [(normalize_url(link), depth + 1) for link in entry.get("links", [])]
        for target, target_depth in targets:
            if origin_of(target) != origin or urlsplit(target).path.startswith("/admin/"):
                continue
            if best.get(target, max_depth + 1) <= target_depth:
                continue
            best[target] = target_depth
            if target_depth == depth:
                queue.appendleft((target, target_depth))
            else:
                queue.append((target, target_depth))
    return found
