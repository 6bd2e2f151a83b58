"""Scrapy settings for the news crawler.

Every connection and tuning knob can be set from the environment (see README, "Settings"); the defaults
are safe for one machine running the embedded local stack. Secrets (passwords in REDIS_URL/MONGODB_URI,
S3 keys) are only ever read from the environment and are never logged by this project.
"""

from __future__ import annotations

import json
import math
import os
import socket

from scrapy.settings.default_settings import RETRY_EXCEPTIONS as _SCRAPY_RETRY_EXCEPTIONS

from crawler.envconf import env_bool, env_float, env_int, env_list, env_str
from crawler.extensions.memlimit import container_memory_limit_mb, memusage_limit_mb

BOT_NAME = "newscrawler"
SPIDER_MODULES = env_list("SPIDER_MODULES", ["crawler.spiders"])
NEWSPIDER_MODULE = "crawler.spiders"
# Settings that follow from other settings (render handlers, pipelines, feeds): see crawler/addon.py.
ADDONS = {"crawler.addon.CrawlerAddon": 0}

# --- identity -----------------------------------------------------------------------------------------
# One id per worker process: heartbeats, stats and items name the worker that did the work.
WORKER_ID = env_str("WORKER_ID", f"{socket.gethostname()}-{os.getpid()}")
USER_AGENT = env_str("USER_AGENT", "Mozilla/5.0 (compatible; newscrawler/0.1)")
ROBOTSTXT_OBEY = env_bool("ROBOTSTXT_OBEY", True)
# robots.txt rules are matched against the crawler's own name, whatever browser identity requests carry.
ROBOTSTXT_USER_AGENT = env_str("ROBOTSTXT_USER_AGENT", "newscrawler")
# robots.txt is fetched once per site for the whole cluster and kept in Redis (crawler/middlewares/robots.py).
ROBOTSTXT_CACHE_KEY = env_str("ROBOTSTXT_CACHE_KEY", "robotstxt:")
ROBOTSTXT_CACHE_TTL = env_float("ROBOTSTXT_CACHE_TTL", 86400.0)  # seconds a fetched robots.txt is used
ROBOTSTXT_ERROR_TTL = env_float("ROBOTSTXT_ERROR_TTL", 300.0)  # ... an unreachable one (5xx, no answer)
ROBOTSTXT_LOCK_SECONDS = env_float("ROBOTSTXT_LOCK_SECONDS", 60.0)  # one worker fetches; others wait this long
ROBOTSTXT_POLL_INTERVAL = env_float("ROBOTSTXT_POLL_INTERVAL", 0.1)
# Refusals (robots.txt, size, scope, SSRF) are final records in {<spider>}:refused (crawler/frontier/refusals.py).
REFUSALS_KEEP = env_int("REFUSALS_KEEP", 100_000)
# Of those, records of links refused where they were found (ssrf_link), per worker run.
REFUSALS_LINKS_KEEP = env_int("REFUSALS_LINKS_KEEP", 1_000)
REFUSALS_LOG_INTERVAL = env_float("REFUSALS_LOG_INTERVAL", 60.0)  # one summary line per reason this often

# --- shared frontier (Redis) ----------------------------------------------------------------------------
REDIS_URL = env_str("REDIS_URL", "redis://127.0.0.1:6379/0")
REDIS_PARAMS = {
    "socket_timeout": env_float("REDIS_SOCKET_TIMEOUT", 10.0),
    "socket_connect_timeout": env_float("REDIS_CONNECT_TIMEOUT", 5.0),
    "retry_on_timeout": True,
    "health_check_interval": 30,
}
SCHEDULER = "crawler.frontier.scheduler.FrontierScheduler"
REQUEST_FINGERPRINTER_CLASS = "crawler.frontier.canonical.CanonicalRequestFingerprinter"
# Only used with Scrapy's stock scheduler; the frontier scheduler de-duplicates inside its enqueue script.
DUPEFILTER_CLASS = "crawler.frontier.dupefilter.RedisBloomDupeFilter"
REDIS_SENTINEL_PASSWORD = env_str("REDIS_SENTINEL_PASSWORD", "")
# Claimed requests are leased; a worker that stops extending its leases (it died) loses them to others.
FRONTIER_LEASE_SECONDS = env_float("FRONTIER_LEASE_SECONDS", 120.0)
FRONTIER_LEASE_EXTEND_INTERVAL = env_float("FRONTIER_LEASE_EXTEND_INTERVAL", 0.0)  # 0: a third of the lease
FRONTIER_RECLAIM_INTERVAL = env_float("FRONTIER_RECLAIM_INTERVAL", 5.0)
FRONTIER_MAX_RECLAIMS = env_int("FRONTIER_MAX_RECLAIMS", 3)  # then the request is dead-lettered
# A request reclaimed this often is a crash suspect, claimed alone (at most FRONTIER_MAX_RECLAIMS - 1):
# the innocent neighbours of one crash come back at full speed, and the last try before the dead-letter
# queue is always alone, so only a request that killed workers by itself is dead-lettered.
FRONTIER_SUSPECT_AFTER = env_int("FRONTIER_SUSPECT_AFTER", 2)
# Requests a worker may hold under lease (in progress + prefetched): a stalled sink stops new claims.
FRONTIER_MAX_HELD = env_int("FRONTIER_MAX_HELD", 0)  # 0: 16 x CONCURRENT_REQUESTS
# New links a domain may have queued; more are refused (counted, not marked seen). 0: no cap.
FRONTIER_MAX_QUEUED_PER_DOMAIN = env_int("FRONTIER_MAX_QUEUED_PER_DOMAIN", 100_000)
FRONTIER_CLAIM_BATCH = env_int("FRONTIER_CLAIM_BATCH", 0)  # 0: 2 x CONCURRENT_REQUESTS
# Acks (and the new requests they wait for) are batched over this many seconds: fewer round trips.
FRONTIER_ACK_DELAY = env_float("FRONTIER_ACK_DELAY", 0.05)
FRONTIER_ENQUEUE_BATCH = env_int("FRONTIER_ENQUEUE_BATCH", 100)
FRONTIER_LOCAL_SEEN_SIZE = env_int("FRONTIER_LOCAL_SEEN_SIZE", 500_000)  # fingerprints cached per worker
# Requests this worker queued, kept to be claimed back without decoding (about 1 KB each; 0: always decode)
FRONTIER_OWN_REQUESTS = env_int("FRONTIER_OWN_REQUESTS", 10_000)
FRONTIER_POLL_INTERVAL = env_float("FRONTIER_POLL_INTERVAL", 0.25)
# The one housekeeping loop of a worker ticks this often; each task keeps its own interval.
FRONTIER_HOUSEKEEPING_INTERVAL = env_float("FRONTIER_HOUSEKEEPING_INTERVAL", 0.05)
FRONTIER_BLOOM_REPORT_INTERVAL = env_float("FRONTIER_BLOOM_REPORT_INTERVAL", 10.0)  # frontier/bloom/* stats
FRONTIER_STARTUP_WAIT = env_float("FRONTIER_STARTUP_WAIT", 300.0)  # seconds to wait for Redis at start
# Hash-tag shards the frontier's per-domain state is spread over (crawler/frontier/keys.py): on a Redis
# Cluster, memory and script load spread over the nodes. 1 keeps the single-slot layout and its key names.
# Changing it moves the frontier at the next worker start (stop every worker first; crawler/frontier/layout.py).
FRONTIER_SHARDS = env_int("FRONTIER_SHARDS", 1)
# The frontier's Redis calls run on a lane thread of their own, never on the reactor; its client uses this
# socket timeout (short: a Redis that stops answering is noticed and backed off from in seconds, while
# downloads go on). 0: REDIS_SOCKET_TIMEOUT.
FRONTIER_REDIS_TIMEOUT = env_float("FRONTIER_REDIS_TIMEOUT", 5.0)
# A closing worker writes what it holds (new requests, acks, unstarted claims) for at most this long.
FRONTIER_CLOSE_TIMEOUT = env_float("FRONTIER_CLOSE_TIMEOUT", 10.0)
# What Redis did not take by then is kept in a spill file here and queued by the next start with the same
# directory ("": <JOBDIR>/frontier-spill, else .scrapy/frontier-spill; crawler/frontier/spill.py).
FRONTIER_SPILL_DIR = env_str("FRONTIER_SPILL_DIR", "")
# A flush retries an error Redis answers with (wrong key type, script error, out of memory) this long, then keeps
# the requests it could not queue in the dead-letter list (source "unwritable"), so the frontier's lane goes on.
FRONTIER_UNWRITABLE_AFTER = env_float("FRONTIER_UNWRITABLE_AFTER", 60.0)
# RedisBloom de-duplication (~1.8 bytes per URL at 0.1% false positives).
BLOOM_CAPACITY = env_int("BLOOM_CAPACITY", 10_000_000)
BLOOM_ERROR_RATE = env_float("BLOOM_ERROR_RATE", 0.001)
BLOOM_EXPANSION = env_int("BLOOM_EXPANSION", 2)
BLOOM_PER_DOMAIN = env_bool("BLOOM_PER_DOMAIN", False)
BLOOM_DOMAIN_CAPACITY = env_int("BLOOM_DOMAIN_CAPACITY", 1_000_000)

# Start URLs: `redis-cli lpush news:start_urls <url | json>`; bad entries go to `<key>:invalid`.
START_URLS_KEY = env_str("START_URLS_KEY", "%(name)s:start_urls")
START_URLS_BATCH_SIZE = env_int("START_URLS_BATCH_SIZE", 200)
# scrapy-redis' switches: the start key is a set (SADD, each entry once) or a sorted set (ZADD, highest first).
REDIS_START_URLS_AS_SET = env_bool("REDIS_START_URLS_AS_SET", False)
REDIS_START_URLS_AS_ZSET = env_bool("REDIS_START_URLS_AS_ZSET", False)
START_URLS_POLL_INTERVAL = env_float("START_URLS_POLL_INTERVAL", 1.0)
START_URL_MAX_BYTES = env_int("START_URL_MAX_BYTES", 16 * 1024)
START_URLS_INVALID_KEEP_BYTES = env_int("START_URLS_INVALID_KEEP_BYTES", 64 * 1024)
START_URLS_RECORDS_MAX = env_int("START_URLS_RECORDS_MAX", 10_000)  # newest kept in :invalid and :duplicates
# Seconds the shared frontier may stay empty before a worker exits; 0 waits for more work forever.
CRAWL_IDLE_TIMEOUT = env_float("CRAWL_IDLE_TIMEOUT", 0.0)
# scrapy-redis' name for it (whole seconds), read by scrapy-redis spiders too; the one set last/higher wins.
MAX_IDLE_TIME_BEFORE_CLOSE = env_int("MAX_IDLE_TIME_BEFORE_CLOSE", math.ceil(CRAWL_IDLE_TIMEOUT))

# --- continuous discovery (crawler/discovery/, docs/discovery.md) --------------------------------------
# Hubs (start pages, section pages, feeds, sitemaps, robots.txt Sitemap: lines) are revisited on a
# cluster-wide schedule; the articles they list are fetched once.
DISCOVERY_ENABLED = env_bool("DISCOVERY_ENABLED", True)
# What a start URL without a "mode" is: "hub" (revisited, its article links followed one level),
# "article" (fetched once, nothing followed) or "site" (recursive crawl within DEPTH_LIMIT).
DISCOVERY_START_MODE = env_str("DISCOVERY_START_MODE", "hub")
DISCOVERY_MIN_INTERVAL = env_float("DISCOVERY_MIN_INTERVAL", 300.0)  # seconds between visits of a busy hub
DISCOVERY_MAX_INTERVAL = env_float("DISCOVERY_MAX_INTERVAL", 86400.0)  # ... and of a hub that never changes
DISCOVERY_INTERVAL_GROW = env_float("DISCOVERY_INTERVAL_GROW", 2.0)  # times this after a visit with nothing new
DISCOVERY_INTERVAL_SHRINK = env_float("DISCOVERY_INTERVAL_SHRINK", 2.0)  # divided by this after new links
DISCOVERY_ARCHIVE_INTERVAL = env_float("DISCOVERY_ARCHIVE_INTERVAL", 30 * 86400.0)  # child sitemaps of old articles
DISCOVERY_MAX_AGE = env_float("DISCOVERY_MAX_AGE", 30 * 86400.0)  # entries older than this (seconds) are skipped
DISCOVERY_BACKFILL = env_bool("DISCOVERY_BACKFILL", False)  # true: old entries and archive sitemaps too
DISCOVERY_MAX_LINKS_PER_VISIT = env_int("DISCOVERY_MAX_LINKS_PER_VISIT", 1000)  # new article links queued per visit
DISCOVERY_MAX_ENTRIES = env_int("DISCOVERY_MAX_ENTRIES", 50_000)  # entries read from one hub response
DISCOVERY_MAX_CHILD_HUBS = env_int("DISCOVERY_MAX_CHILD_HUBS", 50)  # child sitemaps/feeds registered per visit
DISCOVERY_MAX_HUBS_PER_SITE = env_int("DISCOVERY_MAX_HUBS_PER_SITE", 200)
DISCOVERY_MAX_BYTES = env_int("DISCOVERY_MAX_BYTES", 50 * 1024 * 1024)  # a hub body, inflated (gzip sitemaps)
# hub bodies this large (and every gzip one) are parsed on a thread, not on the reactor; 0: never
DISCOVERY_PARSE_OFF_REACTOR_BYTES = env_int("DISCOVERY_PARSE_OFF_REACTOR_BYTES", 128 * 1024)
DISCOVERY_SECTION_MIN_LINKS = env_int("DISCOVERY_SECTION_MIN_LINKS", 10)  # listing pages become hubs
DISCOVERY_ROBOTS_SITEMAPS = env_bool("DISCOVERY_ROBOTS_SITEMAPS", True)  # robots.txt of each hub site is a hub
DISCOVERY_POLL_INTERVAL = env_float("DISCOVERY_POLL_INTERVAL", 1.0)  # seconds between looks at the schedule
DISCOVERY_TAKE_BATCH = env_int("DISCOVERY_TAKE_BATCH", 50)  # due hubs taken per look
DISCOVERY_HUB_PRIORITY = env_int("DISCOVERY_HUB_PRIORITY", 100)  # hub requests go before article backlog
DISCOVERY_ARTICLE_PRIORITY = env_int("DISCOVERY_ARTICLE_PRIORITY", 50)  # plus up to 20 for fresh entries

# --- scope and depth ------------------------------------------------------------------------------------
# "domain": same registered domain as the start URL (subdomains included); "host": same host; "any".
CRAWL_SCOPE = env_str("CRAWL_SCOPE", "domain")
CRAWL_ALLOWED_DOMAINS = env_list("CRAWL_ALLOWED_DOMAINS")
DEPTH_LIMIT = env_int("DEPTH_LIMIT", 5)
DEPTH_PRIORITY = 1  # shallower pages first: a page's depth is then its shortest link distance
DEPTH_STATS_VERBOSE = True
# Bounded work per page (crawler/links.py): links taken from one page, anchors looked at on one page.
CRAWL_MAX_LINKS_PER_PAGE = env_int("CRAWL_MAX_LINKS_PER_PAGE", 2000)
CRAWL_MAX_ANCHORS_PER_PAGE = env_int("CRAWL_MAX_ANCHORS_PER_PAGE", 20_000)
# A page with more links is no article and is not extracted (extraction time grows with their square).
EXTRACT_MAX_ANCHORS = env_int("EXTRACT_MAX_ANCHORS", 5000)
# Text bodies this big are decoded and parsed on a thread, not on the reactor (0: never).
CRAWL_PARSE_OFF_REACTOR_BYTES = env_int("CRAWL_PARSE_OFF_REACTOR_BYTES", 1024 * 1024)
# Query parameters dropped before fingerprinting and following (tracking and session ids).
CANONICAL_DROP_PARAMS = env_list(
    "CANONICAL_DROP_PARAMS",
    [
        "utm_*", "gclid", "gclsrc", "dclid", "fbclid", "msclkid", "yclid", "mc_cid", "mc_eid", "_ga",
        "_gl", "igshid", "ref_src", "spm", "sessionid", "session_id", "sid", "phpsessid", "jsessionid",
        "aspsessionid*", "cfid", "cftoken",
    ],
)  # fmt: skip

# Per site, parameters that do not change the page are learnt by the cluster (crawler/middlewares/paramlearn.py).
CANONICAL_LEARN = env_bool("CANONICAL_LEARN", True)
CANONICAL_LEARN_TTL = env_int("CANONICAL_LEARN_TTL", 86400)  # seconds evidence of a site is kept without news
CANONICAL_LEARN_REFRESH = env_float("CANONICAL_LEARN_REFRESH", 5.0)  # how often workers reload what was learnt

# --- extraction -----------------------------------------------------------------------------------------
ARTICLE_MIN_CHARS = env_int("ARTICLE_MIN_CHARS", 250)
# trafilatura's trade-off between precision and recall (measured in bench/bench_extraction.py: favor_precision
# gave the best body F1 with no loss of recall), tables kept, and a favor_recall pass when the first pass
# returns less than ARTICLE_MIN_CHARS (the usual failure of precision mode).
EXTRACT_FAVOR_PRECISION = env_bool("EXTRACT_FAVOR_PRECISION", True)
EXTRACT_FAVOR_RECALL = env_bool("EXTRACT_FAVOR_RECALL", False)
EXTRACT_INCLUDE_TABLES = env_bool("EXTRACT_INCLUDE_TABLES", True)
EXTRACT_RECALL_FALLBACK = env_bool("EXTRACT_RECALL_FALLBACK", True)
EXTRACT_KEEP_SPONSORED = env_bool("EXTRACT_KEEP_SPONSORED", False)
EXTRACT_KEEP_PODCASTS = env_bool("EXTRACT_KEEP_PODCASTS", False)
# How "is this an article?" is decided: rules (default: the best leave-one-set-out figures, README), scored
# (the logistic scorer alone), combined (the rules' hard vetoes, the score for the rest) or veto (the rules,
# with the score able to refuse a "take"); crawler/article/scorer.py
ARTICLE_CLASSIFIER = env_str("ARTICLE_CLASSIFIER", "rules")
# Whether the link that first reached a page (request meta `via`: page chrome or content, anchor length) takes
# part in the decision; off, a page reached by a menu entry is judged as any other (docs/extraction.md)
ARTICLE_LINK_EVIDENCE = env_bool("ARTICLE_LINK_EVIDENCE", True)
# Whether what a site's non-story pages declare (one fixed structured date with the story template's types)
# is learnt while crawling and carried along the links (request meta `site_tpl`), so that a page declaring
# the same is judged on its own evidence (crawler/article/sitetemplate.py)
ARTICLE_TEMPLATE_EVIDENCE = env_bool("ARTICLE_TEMPLATE_EVIDENCE", True)
NEEDS_RENDER_KEY = env_str("NEEDS_RENDER_KEY", "%(name)s:needs_render")

# --- rendering ----------------------------------------------------------------------------------------
# Requests with meta {"render": true} wait in the frontier's render queue; only workers started with
# RENDER_ENABLED=true (they run a browser) claim them. Light workers never see them.
RENDER_ENABLED = env_bool("RENDER_ENABLED", False)
# Network errors worth an immediate retry: Scrapy's list, plus the browser's own errors on render workers
# (navigation timeouts, net::ERR_*), which are not OSErrors.
# (the add-on, crawler/addon.py, adds the browser's errors when RENDER_ENABLED).
RETRY_EXCEPTIONS = [*_SCRAPY_RETRY_EXCEPTIONS]
# Which requests are render requests (crawler/middlewares/render_rules.py): meta/start-URL meta {"render": true},
# or these rules. RENDER_AUTO_ESCALATE: a fetched page that turns out to need JavaScript is queued once more
# as a render request.
RENDER_DOMAINS = env_list("RENDER_DOMAINS")  # hosts (and their subdomains) always rendered
RENDER_URL_PATTERNS = env_list("RENDER_URL_PATTERNS")  # regexes searched in the URL
RENDER_AUTO_ESCALATE = env_bool("RENDER_AUTO_ESCALATE", False)
# The browser of render workers (crawler/middlewares/render.py, docs/rendering.md).
RENDER_BROWSER_PATH = env_str("RENDER_BROWSER_PATH", "/usr/bin/chromium")
RENDER_BROWSER_ARGS = env_list("RENDER_BROWSER_ARGS")  # extra Chromium switches, e.g. --renderer-process-limit=4
RENDER_NAVIGATION_TIMEOUT = env_float("RENDER_NAVIGATION_TIMEOUT", 30.0)  # seconds per page.goto
RENDER_WAIT_UNTIL = env_str("RENDER_WAIT_UNTIL", "load")  # load, domcontentloaded, networkidle, commit
RENDER_MAX_PAGES = env_int("RENDER_MAX_PAGES", 4)  # pages open at once per browser context
RENDER_MAX_CONTEXTS = env_int("RENDER_MAX_CONTEXTS", 2)  # a retired context drains while the next one works
RENDER_CONTEXT_MAX_PAGES = env_int("RENDER_CONTEXT_MAX_PAGES", 100)  # then a fresh context (bounded cache)
RENDER_CONTEXT_IDLE_SECONDS = env_float("RENDER_CONTEXT_IDLE_SECONDS", 30.0)  # idle contexts are closed
RENDER_ABORT_RESOURCES = env_list("RENDER_ABORT_RESOURCES", ["image", "font", "media"])
RENDER_MEMORY_SAMPLE_INTERVAL = env_float("RENDER_MEMORY_SAMPLE_INTERVAL", 5.0)  # browser PSS into stats; 0: off
SPIDER_MIDDLEWARES = {"crawler.middlewares.render_rules.RenderRulesMiddleware": 50}  # sees links last
# With RENDER_ENABLED, crawler/addon.py installs scrapy-playwright's download handlers and its PLAYWRIGHT_*
# settings from the RENDER_* ones above (whether RENDER_ENABLED comes from the environment, -s or custom_settings).
# --- end of rendering ---------------------------------------------------------------------------------

# --- concurrency and politeness -------------------------------------------------------------------------
CONCURRENT_REQUESTS = env_int("CONCURRENT_REQUESTS", 16)
CONCURRENT_REQUESTS_PER_DOMAIN = env_int("CONCURRENT_REQUESTS_PER_DOMAIN", 8)
# Scrapy starts this many tasks for the output of every response, however little it yields (a page gives
# one article and its links): 100, the default, cost about a tenth of a worker's CPU in the benchmark.
CONCURRENT_ITEMS = env_int("CONCURRENT_ITEMS", 16)
# Delays between requests to one domain are kept by the shared frontier for the whole cluster (see
# crawler/frontier/politeness.py); Scrapy's own per-worker delay would only add to them.
DOWNLOAD_DELAY = 0.0
AUTOTHROTTLE_ENABLED = False
POLITENESS_KEY = env_str("POLITENESS_KEY", "domain")  # "domain" (registered domain) or "host"
POLITENESS_DELAY = env_str("POLITENESS_DELAY", "1.0")  # seconds between requests per domain, or a rate "5/s"
# Per-domain overrides: POLITENESS_DOMAIN_DELAYS='{"example.com": "5/s", "slow.org": 2.5}' (JSON object).
POLITENESS_DOMAIN_DELAYS = json.loads(env_str("POLITENESS_DOMAIN_DELAYS", "{}") or "{}")
POLITENESS_MAX_CRAWL_DELAY = env_float("POLITENESS_MAX_CRAWL_DELAY", 30.0)  # robots.txt Crawl-delay honoured up to this
POLITENESS_CLAIM_SCAN = env_int("POLITENESS_CLAIM_SCAN", 64)
# A throttled domain's claimed request takes its turn again when sent, so one that waited on its worker
# never leaves next to the next turn's (crawler/middlewares/sendturns.py).
POLITENESS_SEND_TURNS = env_bool("POLITENESS_SEND_TURNS", True)
# Ban and error-spike detection: the share of refusals per domain over a sliding window, cluster-wide.
BAN_HTTP_CODES = env_list("BAN_HTTP_CODES", ["403", "429", "503"])
BAN_MARKERS = env_list("BAN_MARKERS", [])  # regexes looked for in 2xx bodies, e.g. "captcha-form,access denied"
BAN_MARKER_SCAN_BYTES = env_int("BAN_MARKER_SCAN_BYTES", 65536)
BAN_WINDOW = env_float("BAN_WINDOW", 60.0)  # seconds
BAN_BUCKET = env_float("BAN_BUCKET", 5.0)  # window resolution, seconds
BAN_THRESHOLD = env_float("BAN_THRESHOLD", 0.5)  # share of refusals that counts as a ban spike
BAN_MIN_RESPONSES = env_int("BAN_MIN_RESPONSES", 10)  # in the window, before a share means anything
BAN_BACKOFF_MULTIPLIER = env_float("BAN_BACKOFF_MULTIPLIER", 2.0)
BAN_MAX_FACTOR = env_float("BAN_MAX_FACTOR", 32.0)
BAN_RELAX_DIVISOR = env_float("BAN_RELAX_DIVISOR", 1.5)
BAN_RAISE_INTERVAL = env_float("BAN_RAISE_INTERVAL", 5.0)  # at most one raise per this many seconds
BAN_RELAX_INTERVAL = env_float("BAN_RELAX_INTERVAL", 30.0)  # one relax step per this many healthy seconds
BAN_DELAY_FLOOR = env_float("BAN_DELAY_FLOOR", 1.0)  # a banned domain's delay before the factor, at least
BAN_FLUSH_INTERVAL = env_float("BAN_FLUSH_INTERVAL", 1.0)
RETRY_AFTER_MAX = env_float("RETRY_AFTER_MAX", 3600.0)  # longer Retry-After values are capped
PAUSE_HOLD_MAX = env_float("PAUSE_HOLD_MAX", 2.0)  # claimed requests of a paused domain wait this long at most
DOWNLOAD_TIMEOUT = env_int("DOWNLOAD_TIMEOUT", 30)
DOWNLOAD_MAXSIZE = env_int("DOWNLOAD_MAXSIZE", 16 * 1024 * 1024)
DOWNLOAD_WARNSIZE = 4 * 1024 * 1024
# Three retry tiers (crawler/middlewares/retry.py): at once, then delayed, then the dead-letter queue.
RETRY_TIMES = env_int("RETRY_TIMES", 2)  # tier 1: immediate retries (network errors, 5xx)
RETRY_DELAY = env_float("RETRY_DELAY", 300.0)  # tier 2: seconds in the delay queue (doubling per try)
RETRY_DELAYED_TIMES = env_int("RETRY_DELAYED_TIMES", 1)
# A retry that waited (Retry-After, tier 2) goes out ahead of its domain's queued requests when due.
RETRY_DUE_PRIORITY = env_int("RETRY_DUE_PRIORITY", 100_000_000)
RETRY_BAN_CODES = env_list("RETRY_BAN_CODES", ["403", "429"])  # refusals: straight to tier 2
RETRY_HTTP_CODES = [500, 502, 503, 504, 522, 524, 408, 429, 403]
REDIRECT_MAX_TIMES = env_int("REDIRECT_MAX_TIMES", 10)
COOKIES_ENABLED = False

# --- guards -------------------------------------------------------------------------------------------
# Requests to private, loopback and link-local addresses are refused unless allowed here (the local demo
# and the tests allow 127.0.0.0/8); see crawler/middlewares/ssrf.py.
SSRF_GUARD_ENABLED = env_bool("SSRF_GUARD_ENABLED", True)
SSRF_ALLOWED_NETWORKS = env_list("SSRF_ALLOWED_NETWORKS")
SSRF_ALLOWED_HOSTS = env_list("SSRF_ALLOWED_HOSTS")
URLLENGTH_LIMIT = env_int("URLLENGTH_LIMIT", 2083)
DOWNLOADER_MIDDLEWARES = {
    "crawler.middlewares.ssrf.SSRFGuardMiddleware": 50,
    # Last in response order: big final bodies are parsed on a thread before the spider sees them.
    "crawler.middlewares.offreactor.OffReactorParseMiddleware": 40,
    # Scrapy's robots.txt middleware lets requests waiting on a download through: ours holds them (cluster-wide).
    "scrapy.downloadermiddlewares.robotstxt.RobotsTxtMiddleware": None,
    "crawler.middlewares.robots.ClusterRobotsTxtMiddleware": 100,
    # After Scrapy's own UserAgentMiddleware (500), which sets USER_AGENT, before the download.
    "crawler.middlewares.useragent.UserAgentRotationMiddleware": 510,
    # Scrapy's RetryMiddleware knows one tier only; ours adds the delay queue and the dead-letter queue.
    "scrapy.downloadermiddlewares.retry.RetryMiddleware": None,
    "crawler.middlewares.retry.TieredRetryMiddleware": 550,
    # Sees responses before the retry middleware (process_response runs from high to low numbers).
    "crawler.middlewares.politeness.PolitenessMiddleware": 560,
    # After its pause hold in request order: a throttled domain's request takes its send turn last.
    "crawler.middlewares.sendturns.SendTurnMiddleware": 565,
    # Sees final responses (after redirects): learns which query parameters do not change a site's pages.
    "crawler.middlewares.paramlearn.ParamLearningMiddleware": 580,
    # Proxy choice before the user agent (sticky agents per proxy); health after RetryMiddleware (550) and
    # RedirectMiddleware (600) in response order, so failures are seen first and copies carry no credentials.
    "crawler.middlewares.proxy.ProxyPoolMiddleware": 505,
    "crawler.middlewares.proxy.ProxyHealthMiddleware": 740,
    # Render requests -> scrapy-playwright meta; after RetryMiddleware in exception order, so it sees every end.
    "crawler.middlewares.render.RenderMiddleware": 760,
    # Guards (crawler/middlewares/guards.py): Scrapy's limits, with a log line and a guard/* counter each.
    "crawler.middlewares.guards.MaxSizeGuardMiddleware": 860,
    "scrapy.downloadermiddlewares.httpcompression.HttpCompressionMiddleware": None,
    "crawler.middlewares.guards.DecompressionGuardMiddleware": 590,
    "scrapy.downloadermiddlewares.redirect.RedirectMiddleware": None,
    "crawler.middlewares.guards.RedirectGuardMiddleware": 600,
    # Between the downloader and HttpCompressionMiddleware (590) in response order: the body as received.
    "crawler.middlewares.rawcapture.RawCaptureDownloaderMiddleware": 595,
}
SPIDER_MIDDLEWARES = {
    **SPIDER_MIDDLEWARES,
    # Outermost: frees a big page's document on a thread once the callback's output is consumed.
    "crawler.middlewares.offreactor.OffReactorReleaseSpiderMiddleware": 20,
    "scrapy.spidermiddlewares.urllength.UrlLengthMiddleware": None,
    "crawler.middlewares.guards.UrlLengthGuardMiddleware": 800,
    "scrapy.spidermiddlewares.depth.DepthMiddleware": None,
    "crawler.middlewares.guards.DepthGuardMiddleware": 900,
    # Puts the capture of RawCaptureDownloaderMiddleware on article items for the WARC raw store.
    "crawler.middlewares.rawcapture.RawCaptureSpiderMiddleware": 950,
}
# Realistic browser identities (fake-useragent's bundled data) with matching Accept and client-hint headers.
# robots.txt is still matched against USER_AGENT, the crawler's own name.
USER_AGENT_ROTATION = env_bool("USER_AGENT_ROTATION", True)
USER_AGENT_BROWSERS = env_list("USER_AGENT_BROWSERS", ["Chrome", "Firefox", "Safari", "Edge"])
USER_AGENT_PLATFORMS = env_list("USER_AGENT_PLATFORMS", ["desktop"])
USER_AGENT_ACCEPT_LANGUAGE = env_str("USER_AGENT_ACCEPT_LANGUAGE", "en-US,en;q=0.9")
USER_AGENT_STICKY_PER_PROXY = env_bool("USER_AGENT_STICKY_PER_PROXY", True)
REACTOR_THREADPOOL_MAXSIZE = 10
# Scrapy's default resolver answers IPv4 only; this one uses getaddrinfo (AAAA too), so IPv6 hosts work.
# Scrapy 2.19 renamed DNS_RESOLVER (setting that name warns at every start; the old environment name still works).
TWISTED_DNS_RESOLVER = env_str("TWISTED_DNS_RESOLVER", "scrapy.resolver.CachingHostnameResolver")

# --- proxies ------------------------------------------------------------------------------------------
# Proxy pool (crawler/middlewares/proxy.py, docs/proxies.md): http(s)://[user:pass@]host:port from PROXY_LIST
# (comma list), PROXY_FILE (one per line) and the Redis set PROXY_REDIS_KEY shared by the cluster. Failures
# and ban responses put a proxy in a cooldown shared by all workers (exponential backoff); a success resets it.
PROXY_POOL_ENABLED = env_bool("PROXY_POOL_ENABLED", True)
PROXY_LIST = env_list("PROXY_LIST")
PROXY_FILE = env_str("PROXY_FILE", "")
PROXY_REDIS_KEY = env_str("PROXY_REDIS_KEY", "{%(name)s}:proxies")
PROXY_REFRESH_INTERVAL = env_float("PROXY_REFRESH_INTERVAL", 5.0)  # re-read sources and shared cooldowns
PROXY_BAN_CODES = env_list("PROXY_BAN_CODES", ["403", "407", "429"])
PROXY_BAN_RETRY_TIMES = env_int("PROXY_BAN_RETRY_TIMES", 2)  # a banned request is retried via other proxies
PROXY_COOLDOWN_BASE = env_float("PROXY_COOLDOWN_BASE", 30.0)  # first cooldown; doubles per failure in a row
PROXY_COOLDOWN_MAX = env_float("PROXY_COOLDOWN_MAX", 1800.0)
PROXY_ALLOW_DIRECT = env_bool("PROXY_ALLOW_DIRECT", False)  # all cooling down: go direct instead of waiting
PROXY_WAIT_MAX = env_float("PROXY_WAIT_MAX", 60.0)  # longest wait for a proxy to come back
# --- end of proxies -----------------------------------------------------------------------------------

# --- storage pipelines ---------------------------------------------------------------------------------
# validate -> raw pages in S3 (rawstore) -> articles in MongoDB; see docs/storage.md. Each sink makes an item
# durable (stored, or fsynced to a local journal/spool while its server is down) before the frontier acks it.
STORAGE_PIPELINE_CLASSES = {
    "s3": ("crawler.pipelines.rawstore.RawStorePipeline", 300),
    "mongodb": ("crawler.pipelines.mongodb.MongoPipeline", 500),
}
# Unset: both sinks. Set but empty (or "none"): validation only -- what the frontier tests use. ITEM_PIPELINES is
# built from it by crawler/addon.py, so `-s STORAGE_PIPELINES=` and custom_settings work too.
_storage = os.environ.get("STORAGE_PIPELINES")
STORAGE_PIPELINES = ["mongodb", "s3"] if _storage is None else env_list("STORAGE_PIPELINES")
# Validation: drop items whose title/text have fewer letters, digits or symbols than this (after cleanup).
VALIDATION_MIN_TITLE_CHARS = env_int("VALIDATION_MIN_TITLE_CHARS", 1)
VALIDATION_MIN_TEXT_CHARS = env_int("VALIDATION_MIN_TEXT_CHARS", 20)

# MongoDB: one document per canonical_url (unique index), written with batched unordered upserts.
MONGODB_URI = env_str("MONGODB_URI", "mongodb://127.0.0.1:27017/")
MONGODB_DATABASE = env_str("MONGODB_DATABASE", "news")
MONGODB_COLLECTION = env_str("MONGODB_COLLECTION", "articles")
MONGODB_ITEMS_COLLECTION = env_str("MONGODB_ITEMS_COLLECTION", "%(spider)s_items")  # items that are not articles
MONGODB_BATCH_SIZE = env_int("MONGODB_BATCH_SIZE", 100)  # flush when this many items wait
MONGODB_FLUSH_INTERVAL = env_float("MONGODB_FLUSH_INTERVAL", 1.0)  # ... or after this many seconds
MONGODB_WRITE_CONCERN = env_str("MONGODB_WRITE_CONCERN", "majority")  # w: "majority", "1", a tag; "0" = unacked
MONGODB_WRITE_JOURNAL = env_bool("MONGODB_WRITE_JOURNAL", False)  # j=true: acked once in MongoDB's own journal
MONGODB_WRITE_TIMEOUT = env_float("MONGODB_WRITE_TIMEOUT", 0.0)  # wtimeout seconds (0: none)
# Transient errors are retried with backoff for this long, then the batch goes to the local journal.
MONGODB_OUTAGE_SECONDS = env_float("MONGODB_OUTAGE_SECONDS", 10.0)
MONGODB_RETRY_BACKOFF_MAX = env_float("MONGODB_RETRY_BACKOFF_MAX", 2.0)
MONGODB_JOURNAL_DIR = env_str("MONGODB_JOURNAL_DIR", "var/storage/mongodb-journal")  # one file per worker
MONGODB_REPLAY_INTERVAL = env_float("MONGODB_REPLAY_INTERVAL", 5.0)  # how often a journal replay is tried
MONGODB_SERVER_SELECTION_TIMEOUT = env_float("MONGODB_SERVER_SELECTION_TIMEOUT", 2.0)  # per attempt, seconds
MONGODB_CONNECT_TIMEOUT = env_float("MONGODB_CONNECT_TIMEOUT", 2.0)
MONGODB_SOCKET_TIMEOUT = env_float("MONGODB_SOCKET_TIMEOUT", 30.0)
MONGODB_MAX_DOCUMENT_BYTES = env_int("MONGODB_MAX_DOCUMENT_BYTES", 15 * 1024 * 1024)  # larger: dropped, counted

# S3 (AWS, MinIO, SeaweedFS): raw pages, gzip, content-addressed dedup. Credentials are read by boto3
# itself (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY / profiles), never by this project.
S3_ENDPOINT_URL = env_str("S3_ENDPOINT_URL", "http://127.0.0.1:8333")  # AWS: https://s3.<region>.amazonaws.com
S3_BUCKET = env_str("S3_BUCKET", "news-raw")
S3_REGION = env_str("S3_REGION", "us-east-1")
S3_ADDRESSING_STYLE = env_str("S3_ADDRESSING_STYLE", "path")  # path (MinIO, SeaweedFS) or virtual
S3_KEY_PREFIX = env_str("S3_KEY_PREFIX", "")  # e.g. "raw/"
S3_UPLOAD_THREADS = env_int("S3_UPLOAD_THREADS", 4)
S3_QUEUE_SIZE = env_int("S3_QUEUE_SIZE", 32)  # pages waiting for an upload thread; more wait in the pipeline
S3_OUTAGE_SECONDS = env_float("S3_OUTAGE_SECONDS", 10.0)  # retry this long, then spool to local disk
S3_RETRY_BACKOFF_MAX = env_float("S3_RETRY_BACKOFF_MAX", 2.0)
S3_SPOOL_DIR = env_str("S3_SPOOL_DIR", "var/storage/s3-spool")
S3_UNSPOOL_INTERVAL = env_float("S3_UNSPOOL_INTERVAL", 5.0)
S3_DEDUP_CACHE_SIZE = env_int("S3_DEDUP_CACHE_SIZE", 100_000)  # body hashes each worker remembers
S3_CONNECT_TIMEOUT = env_float("S3_CONNECT_TIMEOUT", 2.0)
S3_READ_TIMEOUT = env_float("S3_READ_TIMEOUT", 20.0)
# warc: WARC/1.1 segments per worker, fsynced locally, uploaded whole (docs/storage.md); objects: one gzip
# object + sidecar + index per page (about 4 S3 requests per page; for small crawls).
S3_RAW_FORMAT = env_str("S3_RAW_FORMAT", "warc")
S3_WARC_MAX_BYTES = env_int("S3_WARC_MAX_BYTES", 1024 * 1024 * 1024)  # rotate a segment at this size ...
S3_WARC_MAX_SECONDS = env_float("S3_WARC_MAX_SECONDS", 600.0)  # ... or this age (pages are readable once uploaded)
S3_WARC_PART_BYTES = env_int("S3_WARC_PART_BYTES", 64 * 1024 * 1024)  # multipart part size of segment uploads
# Multipart uploads of segments older than this (or of segments in folders this worker owns or adopted) are
# orphans of killed workers: aborted at start and on adoption.
S3_WARC_ORPHAN_UPLOAD_SECONDS = env_float("S3_WARC_ORPHAN_UPLOAD_SECONDS", 3600.0)
S3_WARC_COMPRESS_LEVEL = env_int("S3_WARC_COMPRESS_LEVEL", 3)  # gzip level of each record (1 fast .. 9 small)
S3_WARC_DEDUP_KEY = env_str("S3_WARC_DEDUP_KEY", "{%(name)s}:raw:digests")  # Redis hash: payload digest -> record

# Optional JSON-lines output of items, e.g. ITEMS_FEED=var/output/items-%(worker_id)s.jsonl
ITEMS_FEED = env_str("ITEMS_FEED", "")
# (FEEDS is built from it by crawler/addon.py.)
FEED_EXPORT_ENCODING = "utf-8"

# --- extensions and logging -----------------------------------------------------------------------------
EXTENSIONS = {
    "scrapy.extensions.telnet.TelnetConsole": None,  # an open console on every worker is a liability
    "crawler.extensions.statsfile.StatsFile": 500,
    "crawler.extensions.control.ControlChannel": 510,
    "crawler.extensions.heartbeat.Heartbeat": 520,
    "crawler.extensions.metrics.PrometheusMetrics": 530,
    "crawler.extensions.progress.ClusterProgress": 540,
    "crawler.extensions.reactorlag.ReactorLag": 550,
    "crawler.extensions.gctune.GCTune": 560,
}
# The garbage collector (crawler/extensions/gctune.py): start-up objects frozen at spider open, so full
# collections skip them; GC_THRESHOLD as "700,10,10" (empty: CPython's default).
GC_FREEZE_AT_START = env_bool("GC_FREEZE_AT_START", True)
GC_THRESHOLD = os.environ.get("GC_THRESHOLD", "")
# How late a looping call runs: the longest reactor hold in worker/reactor_lag_max, a warning past WARN s.
REACTOR_LAG_INTERVAL = env_float("REACTOR_LAG_INTERVAL", 0.5)
REACTOR_LAG_WARN = env_float("REACTOR_LAG_WARN", 5.0)
# Scrapy's remote-control server runs Python sent to a local port: off unless asked for (and it fails to
# start on a read-only root filesystem anyway).
REMOTE_CONTROL_ENABLED = env_bool("REMOTE_CONTROL_ENABLED", False)
# Not even imported when off: it pulls in aiohttp, a third of a second of every worker's start-up (and a
# restarted worker's leases wait for its start-up). The add-on (crawler/addon.py) turns it on when asked.
EXTENSIONS["scrapy.extensions.remote_control.RemoteControl"] = None
COMMANDS_MODULE = "crawler.commands"
# The operations components (heartbeat, control channel, progress line, proxy pool, URL-parameter learning,
# robots.txt cache) have their own Redis clients, run off the reactor, with these short timeouts and no retry:
# a Redis that stops answering costs each of them one timeout, then its usual "Redis unavailable" handling.
OPS_REDIS_SOCKET_TIMEOUT = env_float("OPS_REDIS_SOCKET_TIMEOUT", 3.0)
OPS_REDIS_CONNECT_TIMEOUT = env_float("OPS_REDIS_CONNECT_TIMEOUT", 3.0)
# Heartbeats: `scrapy frontier workers` lists them; silent workers are declared dead and their leases freed.
HEARTBEAT_ENABLED = env_bool("HEARTBEAT_ENABLED", True)
HEARTBEAT_INTERVAL = env_float("HEARTBEAT_INTERVAL", 5.0)
HEARTBEAT_TTL = env_int("HEARTBEAT_TTL", 3600)
WORKER_DEAD_AFTER = env_float("WORKER_DEAD_AFTER", 30.0)
# Control channel (`scrapy control pause|resume|stop`).
CONTROL_ENABLED = env_bool("CONTROL_ENABLED", True)
CONTROL_POLL_INTERVAL = env_float("CONTROL_POLL_INTERVAL", 0.25)
# What `scrapy control stop` does to a worker: "exit" (drain, then the process ends: scrapyd, plain hosts) or
# "hold" (drain, then stay up claiming nothing until `scrapy control resume`: Kubernetes, where a Deployment
# restarts any pod that exits; see deploy/README.md "Stop and pause").
CONTROL_STOP_MODE = env_str("CONTROL_STOP_MODE", "exit")
# Prometheus /metrics; 0 disables. Bind 0.0.0.0 in containers so Prometheus can reach it.
METRICS_PORT = env_int("METRICS_PORT", 9410)
METRICS_ADDR = env_str("METRICS_ADDR", "127.0.0.1")
METRICS_PORT_RANGE = env_int("METRICS_PORT_RANGE", 20)
# Liveness on the metrics port (/healthz): 503 once the reactor has not run for HEALTH_MAX_STALL seconds.
HEALTH_MAX_STALL = env_float("HEALTH_MAX_STALL", 60.0)
HEALTH_STAMP_INTERVAL = env_float("HEALTH_STAMP_INTERVAL", 1.0)
# The cluster-wide metrics exporter (`python -m crawler.extensions.cluster_metrics`): one per cluster.
CLUSTER_METRICS_ADDR = env_str("CLUSTER_METRICS_ADDR", "127.0.0.1")
CLUSTER_METRICS_PORT = env_int("CLUSTER_METRICS_PORT", 9411)
# A scrape waits at most this long for Redis, then answers crawler_cluster_redis_up 0 (within Prometheus's
# default 10 s scrape timeout); the read goes on, and a later scrape takes its figures.
CLUSTER_METRICS_READ_TIMEOUT = env_float("CLUSTER_METRICS_READ_TIMEOUT", 5.0)
# The exporter's autoscaling signal, claimable work (crawler/frontier/claimable.py): requests the politeness
# rules let the workers fetch within AUTOSCALE_HORIZON seconds, over what one worker fetches per second.
AUTOSCALE_HORIZON = env_float("AUTOSCALE_HORIZON", 60.0)
AUTOSCALE_WORKER_PAGES_PER_SECOND = env_float("AUTOSCALE_WORKER_PAGES_PER_SECOND", 10.0)
AUTOSCALE_RENDER_PAGES_PER_SECOND = env_float("AUTOSCALE_RENDER_PAGES_PER_SECOND", 2.0)
AUTOSCALE_MAX_DOMAINS = env_int("AUTOSCALE_MAX_DOMAINS", 10000)
# A cluster progress line (pages/s, work left, ETA) in the worker log every this many seconds; 0: off.
CLUSTER_PROGRESS_INTERVAL = env_float("CLUSTER_PROGRESS_INTERVAL", 60.0)
# Memory: stop cleanly (reason memusage_exceeded) at MEMUSAGE_LIMIT_MB, by default MEMUSAGE_CONTAINER_SHARE of
# the container's memory limit (CONTAINER_MEMORY_LIMIT_MB or the cgroup limit; crawler/extensions/memlimit.py),
# before the kernel's OOM killer. Render workers: the browser counts against the container, not this process.
MEMUSAGE_ENABLED = True
MEMUSAGE_CONTAINER_SHARE = env_float("MEMUSAGE_CONTAINER_SHARE", 0.85)
MEMUSAGE_LIMIT_MB = memusage_limit_mb(
    env_int("MEMUSAGE_LIMIT_MB", 0), MEMUSAGE_CONTAINER_SHARE, container_memory_limit_mb()
)
MEMUSAGE_WARNING_MB = int(MEMUSAGE_LIMIT_MB * 0.85)
MEMUSAGE_CHECK_INTERVAL_SECONDS = env_float("MEMUSAGE_CHECK_INTERVAL_SECONDS", 10.0)
# Write the final stats of this worker as JSON (`%(worker_id)s` and `%(spider)s` are filled in).
STATS_FILE = env_str("STATS_FILE", "")
LOG_LEVEL = env_str("LOG_LEVEL", "INFO")
LOG_FILE = env_str("LOG_FILE", "") or None
TELNETCONSOLE_ENABLED = False
