# ruff: noqa: RUF001  (service-page names are matched in the scripts they are written in)
"""What a page says about itself, read from its markup and its URL (no extraction yet).

None of these signals is required for a page to be an article: `crawler.article.classify` weighs them
together with the extracted text.
"""

from __future__ import annotations

import re
from collections import OrderedDict
from dataclasses import dataclass, field
from itertools import pairwise
from typing import Any
from urllib.parse import parse_qsl, urlsplit

from parsel import Selector

from crawler.article.jsonld import jsonld_nodes, loads_lenient, types_of
from crawler.article.textkit import line_key

# A teaser's own <article> in a list of them (a section front's cards): no <h1>, a linked heading, a few lines.
# Its byline and <time> are the teased story's, not the page's.
IN_TEASER = (
    "ancestor::article[1][not(.//h1)][.//*[self::h2 or self::h3 or self::h4]//a]"
    "[string-length(normalize-space(.)) < 600]"
    # ...or, in any element, the nearest block around it that holds a linked heading and no <h1> (Arc's
    # "b-results-list__item" cards: an image, a linked <h2>, a dek, a byline and a <time>)
    " or ancestor::*[self::div or self::li or self::section][.//*[self::h2 or self::h3 or self::h4]//a][1]"
    "[not(.//h1)][string-length(normalize-space(.)) < 600]"
)

ARTICLE_TYPES = frozenset(
    {
        "article", "newsarticle", "reportagenewsarticle", "analysisnewsarticle", "opinionnewsarticle",
        "reviewnewsarticle", "backgroundnewsarticle", "askpublicnewsarticle", "blogposting", "posting",
        "liveblogposting", "report", "techarticle", "satiricalarticle", "scholarlyarticle", "socialmediaposting",
    }
)  # fmt: skip
# Page types that say "this is not one story": a listing, a profile, a media page, the site itself.
LISTING_TYPES = frozenset(
    {
        "collectionpage", "itemlist", "searchresultspage", "profilepage", "aboutpage", "contactpage",
        "imagegallery", "mediagallery", "videogallery", "faqpage", "checkoutpage",
        # readers' threads: a forum topic or a question with its answers, many authors, no story
        "discussionforumposting", "qapage",
    }
)  # fmt: skip
MEDIA_TYPES = frozenset({"videoobject", "imageobject", "audioobject", "podcastepisode"})
# Things that are not stories even when a template gives them og:type=article, a date and an author: a
# recipe card, an event, a product, a job. A page declaring one of these and no article type is a story
# only when its text is prose (a recipe feature), not when it is the thing's own lists (classify).
NON_STORY_TYPES = frozenset({"recipe", "event", "product", "jobposting", "howto", "realestatelisting", "course"})
OG_ARTICLE_TYPES = frozenset({"article", "news", "blog", "post", "news_article", "newsarticle"})

# /2026/12/01/, /2026-12/, and the month and day in one segment as Chinese portals write them (/2026/1201/)
_DATE_ARCHIVE = re.compile(r"/(?:19|20)\d\d(?:/(?:0?[1-9]|1[0-2])(?:/(?:0?[1-9]|[12]\d|3[01]))?)?/?(?:page/\d+/?)?$")
_DATED_PATH = re.compile(
    r"/(19|20)\d\d[/-](0?[1-9]|1[0-2])(?:[/-](0?[1-9]|[12]\d|3[01]))?(?:/|-|$)"
    r"|/(19|20)\d\d/?(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])/"
)
# (a run of digits after up to three letters, or named for a story: Funke's and Welt's /article257283746/slug.html)
_ID = re.compile(r"(?:^|[/\-_.])(?:[a-z]{0,3}|article|artikel|story|news)?\d{5,}(?:$|[/\-_.])", re.I)
# "index" only as a segment or the last one's name (/news/index.html): Joomla's front controller puts
# /index.php/ before every address, stories included (/index.php/news/441-oyster-beds-reopen)
_LISTING_PATH = re.compile(
    r"/(tags?|topics?|categor(?:y|ies)|sections?|authors?|writers?|contributors?|people|profiles?|staff|search|"
    r"archives?|page|seite|pagina|latest|feed|galler(?:y|ies)|videos?|photos?|live-?tv|tudo-sobre)(?:/|$|\.)"
    r"|/index(?:/|$|\.\w+$)",
    re.I,
)
_GALLERY_PATH = re.compile(
    r"/(?:galler(?:y|ies)|galeri(?:a|e|as)?|fotogaleri[ae]?|fotos?|photos?|slideshows?|bildergalerie)[/-]", re.I
)
_UUID = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}", re.I)
_INDEX_PATH = re.compile(
    r"/(?:tags?|topics?|authors?|people|staff|writers?|contributors?|profiles?|autor(?:en)?|yazar(?:lar)?|"
    r"etiquetas?|schlagworte?|themen?|tudo-sobre)/[^/]+/?$",
    re.I,
)
_ITEM_LEAF = re.compile(r"(?i)(?:article|story|news|post|item|art)[-_]?(\d{3,})(?:\.\w{2,5})?")
# (and a sequence number or an item's code: KBS-like "?Seq_Code=71431"; not a postal or promotion code)
_ID_PARAM = re.compile(r"(?i)(?:\w*id|\w*no|idx|p|story|article|news|post|nid|sid|\w*seq\w*|(?!zip|post|promo)\w*code)")
# ...of which those that name a story, not its category (CID, catid, tid) nor any page (TYPO3's ?id=245, a
# profile.php?id=317, a product's pid): a small site's story ids have three digits (CivicPlus's
# CivicAlerts.aspx?AID=405, a young WordPress's /?p=287, news.php?id=412)
_STORY_ID_PARAM = re.compile(r"(?i)(?:aid|nid|(?:article|story|news|post|entry)_?id)")
_STORY_SCRIPT = re.compile(r"(?i)news|story|article|alert|post|press|nachricht|noticia|notizia|actualit")
# A front controller's query that names one item: Joomla's view=article, ndsoft's articleView.html?idxno=
_ITEM_VIEW = re.compile(r"(?i)(?:article|story|news|post|item|content)(?:view|_?detail|_?read)?$")
# Query parameters that do not change which page a root address is (language, campaign, click ids)
_ROOT_PARAMS = re.compile(r"(?i)(?:lang|l|hl|locale|ref|utm_\w+|fbclid|gclid|mc_\w+)$")
# A link to a listing's next or numbered page: ?page=2, ?start=20, ?PAGEN_1=2, /page/2/, /seite/3
_PAGE_HREF = re.compile(
    r"(?i)[?&](?:page|pg|paged|start|offset|o|pagen_\d+|seite|pagina|strona|sayfa)=\d"
    r"|/(?:page|seite|pagina|strona|sayfa)/?\d+/?(?:$|[?#])|[-_/]page-?\d+(?:\.\w+)?/?$"
)
_SEARCH_PARAMS = frozenset({"q", "s", "query", "search", "keyword", "keywords", "term", "searchterm"})
# a search page's own path segment (not "/news/search-for-missing-hiker", a story about a search)
_SEARCH_SEGMENTS = frozenset(
    {"search", "suche", "buscar", "busca", "busqueda", "búsqueda", "recherche", "ricerca", "cerca", "zoeken",
     "szukaj", "haku", "sok", "søg", "sog", "arama", "poisk", "leita", "hledat", "hladat", "keres", "pretraga",
     "iskanje"}
)  # fmt: skip
_PAGE_PARAMS = frozenset({"page", "p", "pg", "offset", "start"})
# Only headings that are nothing but an error message: "Missing hiker not found" is a story.
_SOFT_404 = re.compile(
    r"^\W*(?:(?:error|erreur|erro|fehler|errore)\W*)?4[01][04]\b|\b(?:this|the) (?:article|story|page|content) "
    r"(?:is no longer available|"
    r"has been removed)\b|\bpage (?:not found|(?:cannot|can't|could not|couldn't) be found|"
    r"(?:does not|doesn't|no longer) exists?)\b|^\W*(?:sorry|oops)\b.{0,40}\b(?:find|found)\b.{0,20}\bpage\b|"
    r"^\W*(?:not found|seite nicht gefunden|page introuvable|página no encontrada|pagina non trovata)\W*$|"
    # "¡Ups! No encontramos esta página", "Não encontramos a página": we could not find the page, in a few languages
    r"^\W*(?:(?:ups|uy|oops|oups|ops|hoppla)\W+)?(?:no (?:encontramos|hemos encontrado|pudimos encontrar)|não "
    r"(?:encontramos|conseguimos encontrar)|nous n'avons pas (?:pu )?trouvé|non abbiamo trovato)\s+"
    r"(?:(?:esta|esa|essa|la|a|cette|questa)\s+)?(?:página|page|pagina)(?:\s+(?:que|qui|che)\b.{0,30})?\W*$|"
    # the whole heading, in other languages: "the page could not be found / does not exist"
    r"^\W*(?:(?:die )?seite (?:wurde )?nicht gefunden|(?:cette |la )?page (?:non trouvée|n'existe pas(?: ou plus)?)|"
    r"(?:la )?página no (?:existe|se ha encontrado)|página não encontrada|(?:de )?pagina (?:niet gevonden|"
    r"bestaat niet)|sidan (?:kunde inte hittas|finns inte|hittades inte)|siden (?:blev ikke fundet|ble ikke funnet|"
    r"finnes ikke|findes ikke)|sivua ei löytynyt|(?:nie znaleziono strony|strona nie (?:istnieje|została "
    r"znaleziona))|stránka (?:nebyla nalezena|nenalezena|neexistuje)|az oldal nem található|pagina nu a fost "
    r"găsită|страница не найдена|сторінку не знайдено|сторінка не знайдена|η σελίδα δεν βρέθηκε|sayfa "
    r"bulunamadı|không tìm thấy trang|halaman tidak ditemukan|(?:הדף|העמוד)(?: המבוקש)? לא נמצא|"
    r"הכתבה(?: המבוקשת)? לא נמצאה|الصفحة غير موجودة|"
    r"ページが見つかりません|页面不存在|找不到(?:该)?页面|페이지를 찾을 수 없습니다|"
    # Albanian, Slovenian, Croatian/Serbian/Bosnian, Macedonian, Bulgarian, Basque, Catalan, Marathi, Hindi
    r"faqja nuk u gjet|strani ni (?:mogoče najti|bilo mogoče najti)|stran ne obstaja|stranica nije pronađena|"
    r"страницата не е (?:пронајдена|намерена)|страница није пронађена|orria ez da aurkitu|"
    r"no s'ha trobat la pàgina|पान सापडले नाही|पृष्ठ नहीं मिला|"
    # Bengali, Tamil, Thai, Persian, Urdu, Swahili, Portuguese (Portugal), Italian (another wording)
    r"পৃষ্ঠা(?:টি)? (?:খুঁজে )?পাওয়া যায়নি|பக்கம் கிடைக்கவில்லை|ไม่พบหน้า(?:ที่คุณต้องการ)?|صفحه (?:مورد نظر )?یافت نشد|"
    r"صفحہ نہیں ملا|ukurasa haupatikani|página não foi encontrada|pagina non (?:esiste|disponibile))\W*$|"
    # server errors served with status 200 (a "soft 500"): the heading is the whole message
    r"^\W*(?:(?:sorry|oops)\W+)?something went wrong\W*$|^\W*internal server error\W*$",
    re.I,
)
# The site's own service pages, by the name publishers give them in the URL (a whole path segment) or as
# the whole title, in the languages the crawler meets: policies, legal notices, contact and "about us".
_SERVICE_SLUGS = frozenset(
    {
        "about", "about-us", "aboutus", "contact", "contact-us", "contactus", "privacy", "privacy-policy",
        "privacy-notice", "privacy-statement", "cookies", "cookie-policy", "cookie-notice", "terms", "terms-of-use",
        "terms-of-service", "terms-and-conditions", "tos", "imprint", "accessibility", "legal-notice", "disclaimer",
        "impressum", "datenschutz", "datenschutzerklaerung", "datenschutzerklarung", "agb", "kontakt", "ueber-uns",
        "uber-uns", "nutzungsbedingungen", "aviso-legal", "privacidad", "politica-de-privacidad", "aviso-de-privacidad",
        "politica-de-cookies", "contacto", "quienes-somos", "terminos-y-condiciones", "mentions-legales",
        "confidentialite", "politique-de-confidentialite", "qui-sommes-nous", "cgu", "chi-siamo", "contatti",
        "note-legali", "quem-somos", "contato", "politica-de-privacidade", "termos-de-uso", "over-ons",
        "privacybeleid", "gizlilik", "gizlilik-politikasi", "kullanim-kosullari", "iletisim", "hakkimizda", "kunye",
        "cerez-politikasi", "kontakty", "o-nas", "o-proekte", "politika-konfidencialnosti",
        # the reader services and the newsroom's own standards, which the story template serves too
        "faq", "faqs", "help", "advertise", "advertising", "media-kit", "careers", "work-with-us",
        "newsletters", "newsletter", "newsletter-signup", "corrections-policy", "corrections", "ethics-policy",
        "code-of-ethics", "editorial-standards", "editorial-guidelines", "masthead", "staff-directory",
        "submit-a-tip", "send-a-tip", "netiquette", "hilfe", "werbung", "mediadaten", "karriere", "ayuda",
        "publicidad", "preguntas-frecuentes", "publicite", "aide", "anuncie", "ajuda", "perguntas-frequentes",
        "trabaja-con-nosotros", "recrutement", "support", "support-us", "donate", "membership", "become-a-member",
        # the rules of its comments, which a newsletter platform serves as a post (/p/comment-policy); not
        # "house-rules" (a parliament's rules package is news: /congress/house-rules/)
        "comment-policy", "comments-policy", "commenting-policy", "community-guidelines",
    }
)  # fmt: skip
# Sections under which only service pages live: /about/..., /help/... (not /legal/ or /policy/: news sections)
_SERVICE_SECTIONS = frozenset({"about", "about-us", "help", "policies", "service", "promotions", "contests"})
# Sections of a CMS's static pages, where an item's code names a page, not a story (/pages/5f8d0d55b547...)
_STATIC_SECTIONS = frozenset({"pages", "page", "static", "info", "legal", "help"})
# Sections of things a person signs that are no stories: events, job ads, recipes, podcast episodes, staff pages
_THING_SECTIONS = frozenset(
    {"events", "event", "jobs", "job", "careers", "vacancies", "recipes", "recipe", "podcast", "podcasts",
     "episodes", "team", "staff", "people", "authors", "author", "profile", "profiles", "contributors"}
)  # fmt: skip
# ...of which these hold only events and job ads, in several languages: a page there that nothing ties to one story
# is the event's or the ad's. ("agenda", "emploi", "empleo", "lavoro" also name news sections: not listed.)
_EVENT_JOB_SECTIONS = frozenset(
    {"events", "event", "jobs", "job", "careers", "vacancies", "veranstaltungen", "veranstaltung", "termine",
     "evenements", "événements", "eventos", "eventi", "esemenyek", "padzei", "imeachtai", "stellenangebote",
     "offres-emploi", "empleos", "vagas", "lavora-con-noi", "allas", "vakansii", "vakansiya", "karriar",
     "zaposlitve", "tuyen-dung"}
)  # fmt: skip
# Sections of an institution's reference documents (GOV.UK's and many public bodies' URL scheme): guidance,
# consultations, statistics releases, publications; news lives beside them (/government/news/...)
_REFERENCE_SECTIONS = frozenset({"guidance", "consultations", "statistics", "publications"})
# Paid notices, at any depth (/obituaries/notices/<name>/, /classifieds/legal-notices/...): a family's or a
# court's text on the story template, like an event's or a job's page
_NOTICE_SEGMENTS = frozenset(
    {"death-notices", "legal-notices", "public-notices", "paid-notices", "classifieds", "traueranzeigen",
     "avis-de-deces", "esquelas", "necrologi"}
)  # fmt: skip
# ...and "notices" under the obituaries (a newsroom's own /news/notices/ are its announcements)
_OBITUARY_SEGMENTS = frozenset({"obituaries", "obituary", "obits", "obit"})
# Advertising on the story template: the advertiser's text, not the newsroom's
_SPONSORED_SEGMENTS = frozenset(
    {"sponsored", "sponsored-content", "partner-content", "paid-content", "paid-post", "paid-posts", "brand-studio",
     "brandstudio", "advertorial", "advertorials", "promoted", "branded-content", "anzeige", "publireportage",
     "publirreportaje", "contenido-patrocinado", "contenu-sponsorise", "conteudo-patrocinado"}
)  # fmt: skip
# The page's own class or content-type meta that says it is paid for
_SPONSORED_MARKS = frozenset(
    {"sponsored", "advertorial", "sponsored-content", "paid-post", "publireportaje", "branded-content"}
)  # fmt: skip
# ...of which these hold consumer news and reader trips as well: a person's dated byline outweighs them
_SOFT_SERVICE_SECTIONS = frozenset({"service", "promotions", "contests"})
# (not German "Kommentare" nor Italian "commenti": opinion sections by those names)
_COMMENT_SEGMENTS = frozenset({"comments", "responses", "reacties", "talkbacks"})
_SERVICE_TITLE = re.compile(
    r"^(?:our |the )?(?:privacy(?: policy| notice| statement)?|cookie(?:s| policy| notice)|"
    r"terms(?: of (?:use|service))?|terms and conditions|contact(?: us)?|about(?: us)?|imprint|"
    r"accessibility(?: statement)?|legal notice|"
    r"impressum|datenschutz(?:erklärung|hinweise)?|agb|allgemeine geschäftsbedingungen|nutzungsbedingungen|kontakt|"
    r"über uns|aviso legal|(?:política|aviso) de (?:privacidad|cookies)|contacto|quiénes somos|términos y condiciones|"
    r"mentions légales|politique de confidentialité|qui sommes-nous|chi siamo|contatti|quem somos|"
    # Italian "privacy e cookie", "informativa (sulla) privacy", "note legali"
    r"privacy e cookie|informativa(?: sulla)? privacy|note legali|"
    r"política de privacidade|gizlilik politikası|kullanım koşulları|iletişim|hakkımızda|künye|"
    r"политика конфиденциальности|контакты|о нас|правила использования(?: материалов)?|"
    r"プライバシーポリシー|利用規約|お問い合わせ|隐私政策|关于我们|联系我们|سياسة الخصوصية|اتصل بنا|من نحن)\W*$",
    re.I,
)
_NOSCRIPT_NOTICE = re.compile(r"enable javascript|javascript (?:is )?(?:required|disabled)|turn on javascript", re.I)
_APP_ROOT_IDS = ("root", "app", "__next", "__nuxt", "___gatsby", "svelte", "main-app", "react-root", "fusion-app")


@dataclass
class PageSignals:
    """Everything the page declares, and the shape of its layout and URL."""

    declared_types: set[str] = field(default_factory=set)  # from JSON-LD, microdata and RDFa, lower-cased
    og_type: str = ""
    article_metas: set[str] = field(default_factory=set)  # which article metas the page carries
    article_elements: int = 0
    article_items: int = 0  # microdata items typed as a story (itemtype BlogPosting...), outside asides
    hatom_entries: int = 0  # hAtom entries with their own entry title, none holding the page's <h1>
    h1: list[str] = field(default_factory=list)
    # h2/h3 marked as a title or headline: where blog and older templates put the post's headline when the
    # <h1> is the site's name (hAtom `entry-title`, `post-title`, itemprop=headline)
    title_headings: list[str] = field(default_factory=list)
    # the first h2/h3 headings: a story whose <h1> is the site's or the archive's name has its headline there
    subheads: list[str] = field(default_factory=list)
    html_title: str = ""
    url_dated: bool = False
    url_id: bool = False
    url_spip_item: bool = False  # url_id from a SPIP article number alone
    url_slug_words: int = 0
    url_listing: bool = False
    # under a tag's, a topic's or a person's index (/tag/x/, /topics/x, /people/jane-roe/): no story lives there
    url_index: bool = False
    url_search: bool = False
    url_root: bool = False
    pagination: bool = False
    headline_links: int = 0  # h2/h3/h4 headings that are links: teasers
    # ...of which the links to the previous and next post (rel=prev/next: a post navigation's headings)
    pager_headlines: int = 0
    similar_links: int = 0  # largest group of sibling links with the same parent shape
    # largest group of card buttons opened by the same two words ("See deal at ..."): the buttons of a
    # listing's cards (counted when the group has 4+ links: a story's "Read more: ..." lines are not cards)
    repeated_links: int = 0
    soft_404: bool = False
    service_page: bool = False  # a policy, legal, contact or "about" page by its URL or its whole title
    # ...under a section that holds only service pages (/about/..., /help/...): the site's own pages there are
    # built from the story template too, NewsArticle type included (a media kit, a policy, a help article)
    service_section: bool = False
    service_section_soft: bool = False  # /service/, /promotions/, /contests/ (_SOFT_SERVICE_SECTIONS)
    service_title_only: bool = False  # named a service page by its heading or title alone, not its URL
    # under a section of things that are no stories (/events/, /jobs/, /recipes/, /podcast/, /team/): a short
    # signed page there is the thing's (classify's signed_short does not take it)
    url_thing_section: bool = False
    url_reference_section: bool = False  # under /guidance/, /consultations/, /statistics/, /publications/
    url_event_or_job: bool = False  # the first segment is an events' or job ads' section (/events/, /stellenangebote/)
    url_sponsored: bool = False  # under a sponsored-content section (/sponsored/, /partner-content/, /brand-studio/)
    declared_sponsored: bool = False  # the page's own JSON-LD node is an AdvertiserContentArticle (not a list's item)
    url_search_path: bool = False  # a search page's own path segment (/search/, /suche/), not only a query
    url_leaf: str = ""  # the last path segment without its extension
    url_comments: bool = False  # a story's readers' comments or responses page (/p/slug/comments)
    url_lead_number: str = ""  # the id an id-alias segment gave (/433-budget-what-changes), if it alone did
    noscript_notice: bool = False
    app_root_empty: bool = False
    app_root_filled: bool = False  # an app root with its text in it: rendered on the server (Next.js, Nuxt)
    scripts: int = 0
    # radio buttons and checkboxes in the page's content, or the fields of its largest form: what quizzes,
    # polls, surveys and ballots are made of
    choice_inputs: int = 0
    # names of the non-story things the page declares (a Recipe's, an Event's, a Product's name, a JobPosting's
    # title): the thing's own page is headed by that name, a story about it has a headline of its own
    thing_names: list[str] = field(default_factory=list)
    # the page declares a person who died (a Person with a deathDate): a funeral home's or a paper's obituary
    deceased: bool = False
    # list items that carry a <time> of their own: entries of an index (corrections, a diary, an archive)
    dated_items: int = 0
    url_top_level: bool = False  # the path is one segment, no query: /region/
    # distinct pictures with a description (alt text) in the page's content, not its logo, avatars, banners
    # or counters: what a photo story tells its story with
    photos: int = 0
    # the page says it is a gallery: its address (/galeri/, /gallery/, /fotos/, /slideshow/) or a gallery,
    # slideshow or carousel element
    gallery_marked: bool = False
    # an audio file's download link in the page's content, or a declared episode or audio object: an episode's or
    # a clip's page (not a "listen to this article" reader, a station's live stream bar, a clip inside a story)
    audio_marked: bool = False
    jsonld: list[dict[str, Any]] = field(default_factory=list, repr=False)

    @property
    def declared_article(self) -> bool:
        return bool(self.declared_types & ARTICLE_TYPES) or self.og_type in OG_ARTICLE_TYPES

    @property
    def declared_listing(self) -> bool:
        return bool(self.declared_types & LISTING_TYPES)

    @property
    def declared_non_story(self) -> bool:
        return bool(self.declared_types & NON_STORY_TYPES) and not self.declared_types & ARTICLE_TYPES

    @property
    def declared_media(self) -> bool:
        return bool(self.declared_types & MEDIA_TYPES) or self.og_type.startswith("video")


_META_CACHE: OrderedDict[int, tuple[Any, dict[str, str]]] = OrderedDict()


def _metas(sel: Selector) -> dict[str, str]:
    """Every `<meta>` of the page by lower-cased property/name/itemprop (first non-empty wins), read once."""
    root = sel.root
    hit = _META_CACHE.get(id(root))
    if hit is not None and hit[0] is root:
        return hit[1]
    found: dict[str, str] = {}
    for node in sel.xpath("//meta[@content]"):
        content = (node.attrib.get("content") or "").strip()
        if not content:
            continue
        for attr in ("property", "name", "itemprop", "http-equiv"):
            key = (node.attrib.get(attr) or "").strip().lower()
            if key:
                found.setdefault(key, content)
    _META_CACHE[id(root)] = (root, found)
    while len(_META_CACHE) > 8:  # a worker parses one page at a time; keep only the last few
        _META_CACHE.popitem(last=False)
    return found


def meta(sel: Selector, *names: str) -> str | None:
    """The first non-empty `<meta>` content among `names` (property, name or itemprop; case-insensitive)."""
    metas = _metas(sel)
    for name in names:
        value = metas.get(name)
        if value:
            return value
    return None


ARTICLE_METAS = {
    "published_time": ("article:published_time", "og:article:published_time", "datepublished"),
    "author": ("author", "article:author", "og:article:author", "byl"),
    "parsely": ("parsely-type", "parsely-pub-date", "parsely-author", "parsely-metadata"),
    "sailthru": ("sailthru.date", "sailthru.author", "sailthru.title"),
    "dublin_core": ("dc.date", "dc.date.issued", "dcterms.date", "dcterms.created", "dc.creator", "dc.type"),
    "news_keywords": ("news_keywords", "article:section", "article:tag"),
}


_OWN_ARTICLES = (
    "//article[not(ancestor::aside or ancestor::footer or ancestor::nav or ancestor::*[contains(@class, 'related')"
    " or contains(@class, 'sidebar') or contains(@class, 'recommend')])]"
)


_HATOM_ENTRIES = (
    "//*[contains(concat(' ', normalize-space(@class), ' '), ' hentry ')"
    " or contains(concat(' ', normalize-space(@class), ' '), ' h-entry ')]"
    "[.//*[contains(@class, 'entry-title')]][not(ancestor::aside or ancestor::footer)]"
)


def _top_nodes(blobs: list[str]) -> list[dict[str, Any]]:
    """The blobs' own nodes and their @graph members: what the page says it is, not the items of its lists."""
    out: list[dict[str, Any]] = []
    for blob in blobs:
        data = loads_lenient(blob)
        for node in data if isinstance(data, list) else [data]:
            if isinstance(node, dict):
                out.append(node)
                graph = node.get("@graph")
                out += [n for n in graph if isinstance(n, dict)] if isinstance(graph, list) else []
    return out


_OWN_ITEMS = (
    "//*[@itemtype][not(ancestor::aside or ancestor::footer or ancestor::nav or ancestor::*[contains(@class, 'related')"
    " or contains(@class, 'sidebar') or contains(@class, 'recommend')])]"
    # a live blog's updates (BlogPosting items inside its LiveBlogPosting) are parts of one story
    "[not(ancestor::*[contains(@itemtype, 'Article') or contains(@itemtype, 'Posting')])]"
)


def collect(sel: Selector, url: str) -> PageSignals:
    s = PageSignals()
    blobs = sel.xpath('//script[contains(@type, "ld+json")]/text()').getall()
    s.jsonld = jsonld_nodes(blobs)
    if "advertisercontentarticle" in str(blobs).lower():  # (rare: parse the blobs' top level only then)
        s.declared_sponsored = any("advertisercontentarticle" in types_of(node) for node in _top_nodes(blobs))
    # ...or the template marks the page itself: <body class="sponsored">, <meta name="content_type"
    # content="advertorial"> (Kompas, Detik and many CMSs put the story template's paid posts under them)
    marks = " ".join(sel.xpath("//body/@class | //html/@class").getall()).lower().split()
    kind = (meta(sel, "content_type", "contenttype", "article:content_type", "page_type") or "").strip().lower()
    s.declared_sponsored = s.declared_sponsored or bool(_SPONSORED_MARKS & {*marks, kind})
    for node in s.jsonld:
        kinds = types_of(node)
        s.declared_types |= kinds
        s.deceased = s.deceased or ("person" in kinds and bool(node.get("deathDate")))
        if kinds & NON_STORY_TYPES:
            name = node.get("name") or node.get("title")
            if isinstance(name, str) and name.strip():
                s.thing_names.append(name.strip())
    microdata = []
    teasers = own_item = 0
    for item in sel.xpath(_OWN_ITEMS):
        kinds = {value.strip().rstrip("/").rsplit("/", 1)[-1].lower() for value in item.attrib["itemtype"].split()}
        # a story's whole text, not a teaser's headline (Joomla's "latest news" modules mark each link Article)
        full = bool(kinds & ARTICLE_TYPES) and len(" ".join(" ".join(item.xpath(".//text()").getall()).split())) >= 200
        microdata.append((kinds, full))
        if kinds & ARTICLE_TYPES and not full:
            # a short item around the page's <h1> is its own story's header (its body built by a script);
            # a teaser is a short item linking to its story
            own_item += bool(item.xpath(".//h1"))
            teasers += bool(item.xpath(".//a[@href]")) and not item.xpath(".//h1")
    s.article_items = sum(1 for _, full in microdata if full)
    # several whole stories marked side by side (a blog's front or month archive, each post a BlogPosting), or
    # several teasers and no story (TYPO3 news' list view marks every teaser an Article): the page lists
    # stories, it is none of them
    listed = s.article_items >= 2 or (s.article_items == 0 and not own_item and teasers >= 2)
    for kinds, _ in microdata:
        s.declared_types |= kinds - ARTICLE_TYPES if listed else kinds
    for typeof in sel.xpath("//*[@typeof]/@typeof").getall():  # RDFa: "schema:NewsArticle" or "NewsArticle"
        for value in typeof.split():
            s.declared_types.add(value.rsplit("/", 1)[-1].rsplit(":", 1)[-1].lower())
    s.og_type = (meta(sel, "og:type") or "").lower()
    if s.og_type == "article" and meta(sel, "parsely-type") == "index":
        s.og_type = "website"
    for name, keys in ARTICLE_METAS.items():
        if meta(sel, *keys):
            s.article_metas.add(name)
    parsely_type = (meta(sel, "parsely-type") or "").lower()
    if parsely_type in ("index", "frontpage", "section"):
        s.declared_types.add("collectionpage")
        s.article_metas.discard("parsely")
    # the page's own <article>s: a story's "read more" cards in an <aside> or the footer are not its
    # (a story's related-posts block of <article> teasers, HubSpot's `blog-related-posts`, is its chrome like an
    # <aside>: a front's teasers are its content)
    s.article_elements = len(sel.xpath(_OWN_ARTICLES))
    # a blog's archive or front of whole posts in hAtom (Movable Type, Blogger, older WordPress): entries side by
    # side, each titled in its own heading, under the archive's <h1> ("December 2008 Archives")
    entries = sel.xpath(_HATOM_ENTRIES)
    s.hatom_entries = 0 if any(e.xpath(".//h1") for e in entries) else len(entries)
    s.h1 = [" ".join(" ".join(h.xpath(".//text()").getall()).split()) for h in sel.xpath("//h1")]
    s.h1 = [h for h in s.h1 if h]

    titled = sel.xpath(
        "(//*[self::h2 or self::h3][contains(@class, 'title') or contains(@class, 'headline') or @itemprop='headline'])"
        "[position() <= 3]"
    )
    s.title_headings = _own_headings(titled, url)
    if not sel.xpath("//h1") and not s.title_headings:
        # no heading element at all: an old template's headline in a block named for it (<div class="view_title">,
        # <td class="article_title">); it counts only where its text is the page's title (headline_matches)
        blocks = sel.xpath(
            "(//*[self::div or self::td or self::p or self::span][contains(@class, 'title') or"
            " contains(@class, 'headline')][not(.//div or .//td or .//p)])[position() <= 3]"
        )
        page_title = line_key(" ".join(sel.xpath("//head/title//text()").getall()))
        # (the headline is most of the title: not a masthead's "Small Town Notes" at its end)
        s.title_headings = [
            h
            for h in _own_headings(blocks, url)
            if len(line_key(h)) >= max(8, len(page_title) // 2) and line_key(h) in page_title
        ]
    if not sel.xpath("//h1") and not s.title_headings:
        # a page written before heading elements (table layouts, <font>): its headline is set in a large font
        # (a blog theme's title in <h2 class="entry-title"> is its heading already)
        s.h1 = visual_headlines(sel)
    s.subheads = _own_headings(sel.xpath("(//h2 | //h3)[position() <= 8]"), url)
    s.html_title = " ".join(" ".join(sel.xpath("//head/title//text() | /html/title//text()").getall()).split())
    _url_shape(s, url)
    _layout(s, sel)
    heading = " ".join(s.h1[:1]) or s.html_title
    title_head = re.split(r"\s[|\-\u2013\u2014]\s", s.html_title)[0]
    s.soft_404 = any(is_error_notice(h) for h in (heading, title_head))
    # (Blogger titles a page "<blog>: <page>", the blog's name also its masthead <h1>)
    blog, colon, page_name = s.html_title.partition(": ")
    blog_page = page_name if colon and s.h1[:1] == [blog] else ""
    by_title = any(_SERVICE_TITLE.match(h) for h in (heading, title_head, blog_page) if h)
    s.service_title_only = by_title and not s.service_page
    s.service_page = s.service_page or by_title
    # an id-alias number that begins the page's own name is part of it (an address, "737 MAX"), not an id
    if s.url_lead_number and any(h.startswith(s.url_lead_number) for h in [*s.h1, s.html_title]):
        s.url_id = False
    noscript = " ".join(sel.xpath("//noscript//text()").getall())
    s.noscript_notice = bool(_NOSCRIPT_NOTICE.search(noscript))
    for root_id in _APP_ROOT_IDS:
        root = sel.xpath(f'//*[@id="{root_id}"]')
        if not root:
            continue
        if len(" ".join(root.xpath(".//text()[not(ancestor::script)]").getall()).split()) < 30:
            s.app_root_empty = True
            break
        # rendered on the server: the root holds paragraphs of its own, not only its menus and footer
        prose = root.xpath(
            ".//p[not(ancestor::header or ancestor::nav or ancestor::footer or ancestor::aside)]//text()"
        )
        s.app_root_filled = len(" ".join(prose.getall()).split()) >= 80
    s.choice_inputs = len(
        sel.xpath(
            "//input[@type='radio' or @type='checkbox'][not(ancestor::header or ancestor::nav or ancestor::footer)]"
        )
    )
    # ...or a form of many fields to fill in (a ballot, an application, a registration): the search box and
    # the newsletter sign-up every template has are forms of one or two fields
    s.choice_inputs = max(
        [s.choice_inputs]
        + [
            len(form.xpath(".//textarea | .//select | .//input[not(@type) or @type='text' or @type='email']"))
            for form in sel.xpath("//form[not(ancestor::header or ancestor::nav or ancestor::footer)]")
        ]
    )
    s.scripts = len(sel.xpath("//script[not(@type) or contains(@type, 'javascript') or @type='module']"))
    return s


def is_error_notice(text: str | None) -> bool:
    """A heading that is nothing but an error or removal notice ("Page not found", "This article has been
    removed"); a story's headline that mentions one is longer or says more."""
    # (typographic apostrophes, U+2019, as typed ones: "That page can't be found" as WordPress sets it)
    return text is not None and len(text) < 80 and bool(_SOFT_404.search(text.replace("\u2019", "'")))


def _short_story_id(key: str, value: str, path: str, segments: list[str]) -> bool:
    """A three-digit query value that numbers a story: under a story's parameter, WordPress's ?p= at the root,
    or ?id= on a script named for news or stories."""
    if not re.fullmatch(r"[1-9]\d{2}", value):
        return False
    if _STORY_ID_PARAM.fullmatch(key):
        return True
    if key.lower() == "p":
        return path in ("", "/", "/index.php")
    return key.lower() == "id" and bool(segments) and bool(_STORY_SCRIPT.search(segments[-1]))


def _post_number(number: int) -> bool:
    """A short number in an address that numbers a post: not a year (/2026/) nor a round count, a ranking's
    size or an anniversary (/top/100, /150-years-media-kit)."""
    return not (1900 <= number <= 2099 or number % 50 == 0)


# <font size> of a headline (the default text is 3; 4 is the size hand-written pages set their headlines in, up
# to 7), relative sizes too; a style's font-size of 18px, 14pt or 1.4em and up
_LARGE_FONT = (
    "//font[@size='4' or @size='5' or @size='6' or @size='7' or starts-with(@size, '+')]"
    "[not(ancestor::a) and not(.//a)]"
)
_STYLE_SIZE = re.compile(r"font-size\s*:\s*(\d+(?:\.\d+)?)\s*(px|pt|em|rem)", re.I)
# (a modern theme's body text is 18-20px: a style's headline size starts higher than a <font size=4>)
_LARGE = {"px": 24.0, "pt": 18.0, "em": 1.5, "rem": 1.5}
_HEADLINE_CHARS = (8, 200)
_HEADLINE_WORDS = 25
_VISUAL_HEADLINES = 2  # the first two: a page's own headline is among its first large lines


def visual_headlines(sel: Selector) -> list[str]:
    """Headlines a page without <h1> sets in a large font (`<font size=5>`, a large inline font-size): each
    such line of two words or more that is no link (a front's teaser headlines are links), in page order."""
    found: list[str] = []
    nodes = sel.xpath(_LARGE_FONT) + [
        node
        for node in sel.xpath("//body//*[contains(@style, 'font-size')][not(ancestor::a) and not(.//a)]")
        if (m := _STYLE_SIZE.search(node.attrib.get("style", ""))) and float(m.group(1)) >= _LARGE[m.group(2).lower()]
    ]
    for node in nodes:
        text = " ".join(" ".join(node.xpath(".//text()").getall()).split())
        # a headline ends no sentence with a full stop and is no paragraph ("font-size:20px" on a lead)
        if (
            _HEADLINE_CHARS[0] <= len(text) <= _HEADLINE_CHARS[1] and " " in text and text not in found
            and len(text.split()) <= _HEADLINE_WORDS and not text.endswith((".", "\u3002"))
        ):  # fmt: skip
            found.append(text)
    return found[:_VISUAL_HEADLINES]


def _own_headings(headings: Any, url: str = "") -> list[str]:
    """The texts of `headings`, less the linked ones when several are: a front's teaser headlines ("<h2
    class="title"><a href=...>") are other pages' titles; one linked heading can be a post's permalink title,
    and a heading linked to the page itself is its own title whatever links stand beside it (a theme that links
    the post's title over its related posts' titles)."""
    own = _path_key(url)
    texts = [
        (
            " ".join(" ".join(h.xpath(".//text()").getall()).split()),
            bool(h.xpath("self::*[.//a]"))
            and not (own and any(_path_key(a) == own for a in h.xpath(".//a/@href").getall())),
        )
        for h in headings
    ]
    linked = sum(1 for text, is_link in texts if text and is_link)
    return [text for text, is_link in texts if text and not (is_link and linked >= 2)]


def _path_key(url: str) -> str:
    """A link's path without its trailing slash (the page's own address whether written whole or from the root)."""
    return urlsplit(url.strip()).path.rstrip("/")


def _code_id(seg: str) -> bool:
    """Whether a path segment is an item's code, no word: 24 or more hex digits, or 16 or more capitals and
    digits (four digits at least)."""
    if not seg.isascii() or not seg.isalnum():
        return False
    hex_code = len(seg) >= 24 and re.fullmatch(r"[0-9a-f]+", seg) is not None and sum(c.isdigit() for c in seg) >= 4
    capitals = len(seg) >= 16 and seg.isupper() and sum(c.isdigit() for c in seg) >= 4
    return hex_code or capitals


def _url_shape(s: PageSignals, url: str) -> None:
    parts = urlsplit(url)
    path = parts.path or "/"
    query = parse_qsl(parts.query, keep_blank_values=True)
    # /index.php?option=com_content&view=article&id=1423:... is one story through the front controller
    addressed = any(not _ROOT_PARAMS.match(k) for k, _ in query)
    s.url_root = not addressed and (
        path in ("", "/") or bool(re.fullmatch(r"/(index\.\w+|home|[a-z]{2}(-[a-z]{2})?)/?", path, re.I))
    )
    # a path that ends in its date (/2026/12/, /blog/2026/12/02/): the day's or month's archive, no story
    archive = bool(_DATE_ARCHIVE.search(path))
    s.url_dated = bool(_DATED_PATH.search(path)) and not archive
    # a run of 5+ digits, or a UUID (Blox/TownNews's article_<uuid>.html, many headless CMSs)
    s.url_id = bool(_ID.search(path) or _UUID.search(path))
    last = [seg for seg in path.split("/") if seg]
    # ...or an item's code as a whole segment: a hash (News Corp's /news-story/d0fe686a...), a content key
    # in capitals and digits (Nikkei's /article/DGXZQOUA03BZ20U6A201C2000000/)
    # (the last segment only, and not under a section of things or static pages: /events/<ObjectId>, /pages/<hash>)
    s.url_id = s.url_id or bool(
        last
        and _code_id(re.sub(r"\.\w{2,5}$", "", last[-1]))
        and (len(last) < 2 or last[-2].lower() not in _THING_SECTIONS | _EVENT_JOB_SECTIONS | _STATIC_SECTIONS)
    )
    s.url_top_level = len(last) == 1 and not query
    # a short number as the whole last segment (WordPress's numeric permalinks, /archives/5130, /p/812): a
    # post's id, unless it is a year (an archive's /2026/) or a round number, a ranking's size (/top/100,
    # /lists/500, /best/1000)
    if last and re.fullmatch(r"\d{3,4}", last[-1]) and len(last) >= 2:
        s.url_id = s.url_id or _post_number(int(last[-1]))
    # ...or named for one item with its number: Escenic's article4406.ece, story1234.html, a-1234
    item = _ITEM_LEAF.fullmatch(last[-1] if last else "")
    if item and len(last) >= 2:
        s.url_id = s.url_id or len(item[1]) >= 5 or _post_number(int(item[1]))
    leaf = re.sub(r"\.\w{2,5}$", "", last[-1]) if last else ""
    s.url_slug_words = len([w for w in re.split(r"[-_+]", leaf) if w and not w.isdigit()])
    s.url_leaf = leaf
    # ("comments" as a whole segment after a story's own: a story's comments page; not "/comment/", many an opinion
    # section's name, nor in the first two segments, a section's or a section's own comment policy)
    s.url_comments = any(seg.lower() in _COMMENT_SEGMENTS for seg in last[2:])
    s.gallery_marked = bool(_GALLERY_PATH.search(path))  # (_layout adds a gallery element on the page)
    s.url_thing_section = len(last) >= 2 and last[0].lower() in _THING_SECTIONS | _EVENT_JOB_SECTIONS
    s.url_sponsored = len(last) >= 2 and any(seg.lower() in _SPONSORED_SEGMENTS for seg in last[:-1])
    s.url_reference_section = any(seg.lower() in _REFERENCE_SECTIONS for seg in last[:-1])
    s.url_event_or_job = len(last) >= 2 and (
        last[0].lower() in _EVENT_JOB_SECTIONS
        or any(seg.lower() in _NOTICE_SEGMENTS for seg in last[:-1])
        or any(a.lower() in _OBITUARY_SEGMENTS and b.lower() == "notices" for a, b in pairwise(last[:-1]))
    )
    # Joomla's and many CMSs' "id-alias" last segment (/news/433-budget-what-changes): an article's number
    # before its slug of three words or more; not a year (/2026-budget-...), a listicle's count (/10-best-...)
    # or a round number (/150-years-media-kit)
    joomla = re.match(r"(\d{3,4})-[^\W\d_]", leaf)
    if joomla and s.url_slug_words >= 3 and _post_number(int(joomla.group(1))) and len(last) >= 2:
        s.url_lead_number = "" if s.url_id else joomla.group(1)
        s.url_id = True
    params = {k.lower() for k, _ in query}
    # Older CMSs address a story by a query id: story.php?id=20931, article.asp?ArticleID=..., ?p=4411,
    # articleView.html?idxno=215318; Joomla's id-alias (?view=article&id=1423:budget-passed) as its path form.
    item_view = any(k.lower() in ("view", "task", "mod", "act") and _ITEM_VIEW.match(v) for k, v in query)
    query_id = any(
        _ID_PARAM.fullmatch(k)
        and "page" not in k.lower()
        and (
            re.fullmatch(r"\d{4,}", v)
            or (_short_story_id(k, v, path, last) and _post_number(int(v)))
            or (item_view and (m := re.fullmatch(r"(\d{3,}):[^\W\d_][\w-]*", v)) and _post_number(int(m[1])))
        )
        for k, v in query
    )
    s.url_id = s.url_id or query_id
    # SPIP names an article by its number at the site's root: /article4818.html, /spip.php?article812 (every page of
    # a SPIP site is an "article", its legal notice too: no service page is exempted for it)
    s.url_spip_item = not s.url_id and bool(
        (len(last) == 1 and re.fullmatch(r"article\d{2,}\.html?", last[0], re.I))
        or any(re.fullmatch(r"article\d{2,}", k, re.I) and not v for k, v in query)
    )
    s.url_id = s.url_id or s.url_spip_item
    # the front controller's name (/index.php) is no listing when its query names one item, or the segment
    # before it does (Styria's /s/steiermark/4891301/index.do)
    item_path = re.search(r"/\d{5,}/index\.\w+$", path) is not None
    named = item_view or query_id or item_path
    listing_path = bool(_LISTING_PATH.search(re.sub(r"/index\.\w+$", "/", path) if named else path))
    segments = {seg.lower() for seg in path.split("/") if seg}
    s.url_search_path = bool(segments & _SEARCH_SEGMENTS)
    s.url_search = bool(params & _SEARCH_PARAMS) or s.url_search_path
    s.url_listing = listing_path or archive or bool(params & _PAGE_PARAMS) or s.url_search
    s.url_index = bool(_INDEX_PATH.search(path))
    # the page's own name (the last segment), or a section that holds only service pages (/about/ethics)
    s.service_section = len(last) >= 2 and last[0].lower() in _SERVICE_SECTIONS
    s.service_section_soft = s.service_section and last[0].lower() in _SOFT_SERVICE_SECTIONS
    s.service_page = bool(last) and (leaf.lower() in _SERVICE_SLUGS or s.service_section)


def _menu_label(text: str) -> bool:
    """A menu entry's text: three words at most, or, in scripts written without spaces, under 8 characters."""
    words = text.split()
    if len(words) > 3:
        return False
    return len(words) > 1 or text.strip().isascii() or len(text.strip()) < 8


# What an episode's or a clip's own page declares itself (audio_marked)
_AUDIO_TYPES = frozenset({"podcastepisode", "audioobject", "radioepisode"})
# Pictures a template shows on every page, and ads: not a story's photos
_NOT_A_PHOTO = re.compile(r"(?i)logo|avatar|icon|banner|sprite|counter|pixel|badge|emoji|/ads?/|advert|thumb")


def _layout(s: PageSignals, sel: Selector) -> None:
    # Rails of related, popular or recommended stories sit on article pages too: they do not make a listing.
    rails = " or ".join(
        f"contains(@class, '{word}') or contains(@id, '{word}')"
        for word in ("related", "recommend", "popular", "trending", "more-", "rail", "sidebar", "widget", "promo",
                     "most-", "read-next", "also", "outbrain", "taboola")
    )  # fmt: skip
    outside = (
        "[not(ancestor::nav) and not(ancestor::footer) and not(ancestor::aside) and not(ancestor::header"
        f"[not(ancestor::article)]) and not(ancestor::*[{rails}])]"
    )
    headings = "*[self::h2 or self::h3 or self::h4]"
    s.dated_items = len(sel.xpath(f"//li[.//time]{outside}"))
    s.photos = len(
        {
            img.attrib.get("src", "")
            for img in sel.xpath(f"//img[string-length(normalize-space(@alt)) >= 3]{outside}")
            if not _NOT_A_PHOTO.search(img.attrib.get("src", "") + " " + img.attrib.get("class", ""))
        }
    )
    s.gallery_marked = s.gallery_marked or bool(
        sel.xpath(
            "//*[contains(@class, 'gallery') or contains(@class, 'slideshow') or contains(@class, 'carousel')]"
            f"{outside}"
        )
    )
    s.audio_marked = bool(_AUDIO_TYPES & s.declared_types) or bool(
        sel.xpath(f"//a[contains(@href, '.mp3') or contains(@href, '.m4a')][not(ancestor::audio)]{outside}")
    )
    s.headline_links = len(sel.xpath(f"//{headings}[.//a]{outside} | //a//{headings}{outside}"))
    pager = "a[@rel='next' or @rel='prev' or @rel='previous']"
    s.pager_headlines = len(sel.xpath(f"//{headings}[.//{pager}]{outside} | //{pager}//{headings}{outside}"))
    # A listing's pages, not a story's links to the previous and next story (WordPress's post navigation,
    # Joomla's "pager pagenav" under every article): a pager link goes to a page number
    pager_links = sel.xpath(
        '//a[@rel="next" or @rel="prev"] | //*[contains(translate(@class, "PAGINTOR", "paginator"), "paginat")'
        ' or contains(translate(@class, "PAGER", "pager"), "pager")]//a'
    )
    s.pagination = bool(sel.xpath('//link[@rel="next" or @rel="prev"]')) or any(
        _PAGE_HREF.search(a.attrib.get("href", "")) or a.xpath("normalize-space(.)").get("").isdigit()
        for a in pager_links
    )
    # Teaser links (longer than a menu label), grouped by the shape of their surroundings. A label is a few
    # words ("Public safety", "Things to do"): menus whose markup says nothing (hashed class names, div soup)
    # are lists of them, teasers are headlines.
    groups: dict[str, int] = {}
    leads: dict[str, list[Any]] = {}
    for link in sel.xpath(f"//a[string-length(normalize-space(.)) > 8]{outside}"):
        text = link.root.text_content()
        if _menu_label(text):
            # a short headline ("Fire on Pier") over its dek, in a card of its own, is a teaser all the same
            if not _teaser_card(link.root):
                continue
        else:
            lead = " ".join(text.split()[:2]).casefold()
            leads.setdefault(lead, []).append(link.root)
        parent = link.root.getparent()  # lxml directly: three XPaths per link cost more than the walk
        if parent is None:
            continue
        grand = parent.getparent()
        key = f"{grand.tag if grand is not None else ''}/{parent.tag}|{parent.get('class') or ''}"
        groups[key] = groups.get(key, 0) + 1
    s.similar_links = max(groups.values(), default=0)
    s.repeated_links = max(
        (sum(_card_button(link, set(links)) for link in links) for links in leads.values() if len(links) >= 4),
        default=0,
    )


_NOT_A_CARD = frozenset({"article", "main", "body", "html"})
DEK_CHARS = 40  # text beside a teaser's headline in its card: a dek, a standfirst


def _card_of(link: Any) -> Any:
    """The smallest box around a link that holds more than the link (None: the page's main boxes)."""
    own = " ".join(link.text_content().split())
    box = link.getparent()
    for _ in range(3):
        if box is None or box.tag in _NOT_A_CARD:
            return None
        if " ".join(box.text_content().split()) != own:
            return box
        box = box.getparent()
    return None


def _teaser_card(link: Any) -> bool:
    """A link of a menu label's length in a teaser's card: its box holds a dek beside it and no other link
    with text. A menu entry's box is the menu, holding the other entries; a link in running text (a story's
    paragraph, a list item it does not head) is the text's."""
    box = _card_of(link)
    if box is None or box.tag == "p":
        return False
    own = " ".join(link.text_content().split())
    text = " ".join(box.text_content().split())
    if box.tag == "li" and not text.startswith(own):
        return False
    if any(a is not link and a.text_content().strip() for a in box.iter("a")):
        return False
    return len(text) - len(own) >= DEK_CHARS


def _card_button(link: Any, group: set[Any]) -> bool:
    """A link that is a card's button: the smallest box around it that holds more than the link holds no
    other link of its group (one button per card) and is a card: a box other than a paragraph or a list
    item, or one with a picture or a heading (a listing's card: image, title, price, "See deal at ...").
    A story's "Read more: ..." lines, each a paragraph or a list item in its body, are no cards."""
    box = _card_of(link)
    if box is None or sum(1 for a in box.iter("a") if a in group) > 1:
        return False
    pictured = box.find(".//img") is not None or any(True for _ in box.iter("h2", "h3", "h4", "h5", "h6"))
    return pictured or box.tag not in ("p", "li")
