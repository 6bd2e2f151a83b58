#!/bin/sh
# Starts a scrapyd worker node with basic auth always on.
#
#   SCRAPYD_USERNAME=... SCRAPYD_PASSWORD=... deploy/scrapyd/start-scrapyd.sh [scrapyd options]
#
# The credentials are written to scrapyd.conf in the working directory (SCRAPYD_HOME, default
# /var/lib/scrapyd; mode 0600), which scrapyd reads after /etc/scrapyd/scrapyd.conf, and the password is
# then removed from the environment: jobs inherit scrapyd's environment, and spiders have no business
# knowing it. SCRAPYD_BIND_ADDRESS and SCRAPYD_HTTP_PORT override the bind address and port.
set -eu
: "${SCRAPYD_USERNAME:?set SCRAPYD_USERNAME (scrapyd would run without auth)}"
: "${SCRAPYD_PASSWORD:?set SCRAPYD_PASSWORD (scrapyd would run without auth)}"
case "$SCRAPYD_USERNAME" in *:*) echo "SCRAPYD_USERNAME must not contain ':'" >&2; exit 2 ;; esac
here=$(cd "$(dirname "$0")" && pwd)
home=${SCRAPYD_HOME:-/var/lib/scrapyd}
mkdir -p "$home"
cd "$home"
umask 077
# '%' is ConfigParser's interpolation character: double it.
esc() { printf '%s' "$1" | sed 's/%/%%/g'; }
printf '[scrapyd]\nusername = %s\npassword = %s\n' "$(esc "$SCRAPYD_USERNAME")" "$(esc "$SCRAPYD_PASSWORD")" >scrapyd.conf
# scrapyd counts the host's CPUs, not the container's limit: SCRAPYD_MAX_PROC caps the jobs of this node.
if [ -n "${SCRAPYD_MAX_PROC:-}" ]; then printf 'max_proc = %s\n' "$SCRAPYD_MAX_PROC" >>scrapyd.conf; fi
credentials="$SCRAPYD_USERNAME:$SCRAPYD_PASSWORD"
unset SCRAPYD_PASSWORD SCRAPYD_USERNAME
# SCRAPYD_AUTOSTART_JOBS=N: schedule N `news` jobs as soon as scrapyd answers (container worker nodes).
if [ "${SCRAPYD_AUTOSTART_JOBS:-0}" -gt 0 ]; then
  printf '%s' "$credentials" | "${PYTHON:-python3}" "$here/autostart.py" "$SCRAPYD_AUTOSTART_JOBS" \
    "${SCRAPYD_HTTP_PORT:-6800}" &
fi
credentials=
# logparser turns each job log into the pages/items stats ScrapydWeb shows (served as /logs/stats.json).
if [ -n "${LOGPARSER_BIN:-}" ]; then
  "$LOGPARSER_BIN" -dir "${SCRAPYD_LOGS_DIR:-/var/log/scrapyd}" -t "${LOGPARSER_INTERVAL:-10}" --disable_telnet \
    >"$home/logparser.log" 2>&1 &
fi
# scrapyd.conf's launcher (draining_launcher.py, beside this script) forwards scrapyd's SIGTERM to the jobs
# and waits for them: exec keeps scrapyd the process that receives the container's stop signal.
export PYTHONPATH="$here${PYTHONPATH:+:$PYTHONPATH}"
exec "${SCRAPYD_BIN:-scrapyd}" "$@"
