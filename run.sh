#!/usr/bin/env bash
# Single entry point: ./run.sh setup | demo | test | lint | stack-up | stack-down | stack-status
set -euo pipefail
cd "$(dirname "$0")"
cmd=${1:-help}
shift || true
case "$cmd" in
  setup) bash scripts/setup.sh ;;
  demo) bash scripts/setup.sh && exec .venv/bin/python -m crawler.demo.run "$@" ;;
  test) bash scripts/setup.sh && exec .venv/bin/python -m pytest -n "${PYTEST_WORKERS:-2}" "$@" ;;
  lint) exec sh -c '.venv/bin/ruff check . && .venv/bin/ruff format --check .' ;;
  stack-up) bash scripts/setup.sh && exec .venv/bin/python -m crawler.devstack up "$@" ;;
  stack-down) exec .venv/bin/python -m crawler.devstack down "$@" ;;
  stack-status) exec .venv/bin/python -m crawler.devstack status "$@" ;;
  *) echo "usage: ./run.sh setup|demo|test|lint|stack-up|stack-down|stack-status [args]"; exit 2 ;;
esac
