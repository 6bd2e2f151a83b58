"""ScrapydWeb 1.6 settings for the crawler's scrapyd nodes; every value comes from the environment.

Copy this file into ScrapydWeb's working directory (the local stack and the Docker image do) and start it
with deploy/scrapydweb/run_scrapydweb.py, which masks the passwords in ScrapydWeb's own output (ScrapydWeb
prints them at start-up). No secret is written into this file.

    SCRAPYDWEB_USERNAME, SCRAPYDWEB_PASSWORD   login of the web UI (required: auth is always on)
    SCRAPYD_SERVERS                            comma/space list of scrapyd nodes, host:port[#group]
    SCRAPYD_USERNAME, SCRAPYD_PASSWORD         basic-auth credentials of the scrapyd nodes
    SCRAPYDWEB_BIND, SCRAPYDWEB_PORT           default 127.0.0.1:5000
    SCRAPYDWEB_DATA_PATH                       ScrapydWeb's database and job snapshots (default ./data)

Pages and items per job come from logparser, which runs next to each scrapyd and writes stats.json into
scrapyd's logs_dir; ScrapydWeb reads it from http://<node>/logs/stats.json.
"""

import os

SCRAPYDWEB_BIND = os.environ.get("SCRAPYDWEB_BIND", "127.0.0.1")
SCRAPYDWEB_PORT = int(os.environ.get("SCRAPYDWEB_PORT", "5000"))

ENABLE_AUTH = True
USERNAME = os.environ["SCRAPYDWEB_USERNAME"]
PASSWORD = os.environ["SCRAPYDWEB_PASSWORD"]

_scrapyd_auth = (os.environ.get("SCRAPYD_USERNAME", ""), os.environ.get("SCRAPYD_PASSWORD", ""))


def _server(entry):
    address, _, group = entry.partition("#")
    host, _, port = address.rpartition(":")
    return (*_scrapyd_auth, host, port, group)


SCRAPYD_SERVERS = [_server(s) for s in os.environ.get("SCRAPYD_SERVERS", "127.0.0.1:6800").replace(",", " ").split()]
CHECK_SCRAPYD_SERVERS = True

# logparser runs on every scrapyd node (deploy/scrapyd/start-scrapyd.sh), not as ScrapydWeb's subprocess:
# ScrapydWeb usually does not share a disk with the nodes.
LOCAL_SCRAPYD_SERVER = ""
LOCAL_SCRAPYD_LOGS_DIR = ""
ENABLE_LOGPARSER = False
SCRAPYD_LOG_EXTENSIONS = [".log", ".log.gz", ".txt"]

ENABLE_HTTPS = False  # terminate TLS at the reverse proxy in front of ScrapydWeb
SCRAPY_PROJECTS_DIR = ""
SCRAPYD_SERVERS_PUBLIC_URLS = None
BACKUP_STATS_JSON_FILE = True
JOBS_SNAPSHOT_INTERVAL = 300
CHECK_TASK_RESULT_INTERVAL = 300
KEEP_TASK_RESULT_LIMIT = 1000
KEEP_TASK_RESULT_WITHIN_DAYS = 31
SCHEDULE_EXPAND_SETTINGS_ARGUMENTS = False
SCHEDULE_CUSTOM_USER_AGENT = "Mozilla/5.0"
SCHEDULE_USER_AGENT = None
SCHEDULE_ROBOTSTXT_OBEY = None
SCHEDULE_COOKIES_ENABLED = None
SCHEDULE_CONCURRENT_REQUESTS = None
SCHEDULE_DOWNLOAD_DELAY = None
SCHEDULE_ADDITIONAL = ""
SHOW_SCRAPYD_ITEMS = False  # items go to MongoDB/S3; scrapyd keeps no item feeds
SHOW_JOBS_JOB_COLUMN = True
JOBS_FINISHED_JOBS_LIMIT = 0
JOBS_RELOAD_INTERVAL = 300
DAEMONSTATUS_REFRESH_INTERVAL = 10

# Alerts are off; see ScrapydWeb's default_settings.py to enable Slack/Telegram/e-mail monitoring.
ENABLE_MONITOR = False
EMAIL_PASSWORD = ""
SLACK_TOKEN = ""
TELEGRAM_TOKEN = ""

DEBUG = False
VERBOSE = False
DATA_PATH = os.environ.get("SCRAPYDWEB_DATA_PATH", os.path.join(os.getcwd(), "data"))
DATABASE_URL = os.environ.get("SCRAPYDWEB_DATABASE_URL", "")
