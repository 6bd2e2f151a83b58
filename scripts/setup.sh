#!/usr/bin/env bash
# Installs everything the crawler, its local stack and its tests need on a fresh Debian machine:
# system packages (apt), the project venv (.venv), the separate venv of the MongoDB stand-in
# (.venvs/mongo; its pins clash with ours and it is GPL, so it only ever runs as its own process) and
# the venv of ScrapydWeb and logparser (.venvs/scrapydweb).
# Idempotent: a second run only checks.
set -euo pipefail
cd "$(dirname "$0")/.."

# chromium: the browser Playwright renders with (playwright install cannot download here); tinyproxy: the
# forward proxy of the proxy-pool tests; prometheus: promtool, which checks the shipped config and alert rules.
APT_PACKAGES=(redis-server nginx-light chromium tinyproxy prometheus)
PYTHON=${PYTHON:-python3}

log() { printf '[setup] %s\n' "$*"; }

missing=()
for pkg in "${APT_PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
done
if ((${#missing[@]})); then
  log "installing system packages: ${missing[*]}"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

"$PYTHON" - <<'PY'
import sys
if sys.version_info < (3, 11):
    sys.exit(f"Python 3.11+ is required, found {sys.version.split()[0]}")
PY

stamp_of() { cat "$@" | sha256sum | cut -c1-16; }

if [ ! -x .venv/bin/python ]; then
  log "creating .venv"
  "$PYTHON" -m venv .venv
fi
stamp=".venv/.installed-$(stamp_of pyproject.toml)"
if [ ! -f "$stamp" ]; then
  log "installing the project into .venv"
  .venv/bin/pip install -q --disable-pip-version-check -U pip 'setuptools<81' wheel
  .venv/bin/pip install -q --disable-pip-version-check -e '.[stack,render,deploy,dev,bench]'
  rm -f .venv/.installed-*; touch "$stamp"
fi

if [ ! -x .venvs/mongo/bin/python ]; then
  log "creating .venvs/mongo (MongoDB wire-compatible stand-in)"
  mkdir -p .venvs
  "$PYTHON" -m venv .venvs/mongo
fi
stamp=".venvs/mongo/.installed-$(stamp_of deploy/requirements-mongo-standin.txt)"
if [ ! -f "$stamp" ]; then
  log "installing the MongoDB stand-in into .venvs/mongo"
  .venvs/mongo/bin/pip install -q --disable-pip-version-check -r deploy/requirements-mongo-standin.txt
  rm -f .venvs/mongo/.installed-*; touch "$stamp"
fi

# ScrapydWeb and logparser pin Flask 2.0, SQLAlchemy 1.3 and w3lib 2.0, which clash with Scrapy: own venv.
if [ ! -x .venvs/scrapydweb/bin/python ]; then
  log "creating .venvs/scrapydweb (ScrapydWeb and logparser)"
  mkdir -p .venvs
  "$PYTHON" -m venv .venvs/scrapydweb
fi
stamp=".venvs/scrapydweb/.installed-$(stamp_of deploy/requirements-scrapydweb.txt)"
if [ ! -f "$stamp" ]; then
  log "installing ScrapydWeb and logparser into .venvs/scrapydweb"
  .venvs/scrapydweb/bin/pip install -q --disable-pip-version-check -r deploy/requirements-scrapydweb.txt
  rm -f .venvs/scrapydweb/.installed-*; touch "$stamp"
fi
log "ready"
