#!/usr/bin/env bash
# Installs what the tests need beyond npm packages: Chromium for the journeys and PostgreSQL for the
# API tests on a real server (Debian packages). Does nothing when both are present.
set -euo pipefail

missing=()
command -v chromium >/dev/null 2>&1 || [ -n "${CHROMIUM_PATH:-}" ] || missing+=(chromium)
compgen -G '/usr/lib/postgresql/*/bin/pg_ctl' >/dev/null || command -v pg_ctl >/dev/null 2>&1 || missing+=(postgresql)
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "Please install: ${missing[*]} (the journeys need Chromium; PostgreSQL is optional)." >&2
  exit 0
fi
echo "Installing ${missing[*]}..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
