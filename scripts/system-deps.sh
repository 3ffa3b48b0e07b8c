#!/usr/bin/env bash
# Installs what the tests need beyond npm packages: Chromium for the journeys (and its lighter headless shell
# where the system packages it) and PostgreSQL for the API tests on a real server (Debian packages). Does nothing
# when all are present.
set -euo pipefail

missing=()
command -v chromium >/dev/null 2>&1 || [ -n "${CHROMIUM_PATH:-}" ] || missing+=(chromium)
compgen -G '/usr/lib/postgresql/*/bin/pg_ctl' >/dev/null || command -v pg_ctl >/dev/null 2>&1 || missing+=(postgresql)
# Optional: the journeys run in it when present, with less work per page than in the full browser.
shell=()
command -v chromium-headless-shell >/dev/null 2>&1 || [ -n "${CHROMIUM_PATH:-}" ] || shell+=(chromium-headless-shell)
[ ${#missing[@]} -eq 0 ] && [ ${#shell[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null 2>&1; then
  [ ${#missing[@]} -eq 0 ] ||
    echo "Please install: ${missing[*]} (the journeys need Chromium; PostgreSQL is optional)." >&2
  exit 0
fi
echo "Installing ${missing[*]} ${shell[*]}..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
[ ${#missing[@]} -eq 0 ] || apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
[ ${#shell[@]} -eq 0 ] || apt-get install -y -qq --no-install-recommends "${shell[@]}" >/dev/null 2>&1 ||
  echo "chromium-headless-shell is not packaged here: the journeys run in Chromium."
