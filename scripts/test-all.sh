#!/usr/bin/env bash
# Runs every test of the project: lint, formatting, types, unit and API tests (PGlite and PostgreSQL),
# and the browser journeys in Debian's Chromium. Ends with one line "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
REPORTS="$(pwd)/.vitest-reports"
rm -rf "$REPORTS" && mkdir -p "$REPORTS"

log() { printf '\n=== %s (at %ss)\n' "$*" "$SECONDS"; }

# --- machine prerequisites (Debian packages, the local PostgreSQL) ---
missing=()
while read -r pkg; do
  [[ -z "$pkg" || "$pkg" == \#* ]] && continue
  dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg")
done < scripts/apt-packages.txt
if ((${#missing[@]})); then
  if [[ $(id -u) -ne 0 ]]; then echo "missing Debian packages: ${missing[*]} (install them as root)"; exit 1; fi
  log "apt-get install ${missing[*]}"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null || { echo "apt-get install failed"; exit 1; }
fi

if [[ -z "${TEST_DATABASE_URL:-}" ]]; then
  if ! pg_isready -h 127.0.0.1 -p 5432 -q 2>/dev/null; then
    log "starting PostgreSQL"
    pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -1)" main start || true
    for _ in $(seq 1 30); do pg_isready -h 127.0.0.1 -p 5432 -q && break; sleep 1; done
  fi
  if pg_isready -h 127.0.0.1 -p 5432 -q 2>/dev/null; then
    export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:5432/postgres"
  else
    echo "PostgreSQL is not reachable on 127.0.0.1:5432: the PostgreSQL half of the API suite cannot run"; exit 1
  fi
fi

status=0
log "lint"
npx eslint . || status=1
log "format (prettier --check)"
npx prettier --check . --log-level warn || status=1
log "typecheck"
node scripts/typecheck.mjs || status=1

log "build"
npm run build || { echo "build failed"; exit 1; }

log "unit and API tests (vitest: PGlite and PostgreSQL)"
VITEST_JSON="$REPORTS/vitest.json" npx vitest run || status=1

log "browser journeys (Playwright, Chromium)"
PLAYWRIGHT_JSON="$REPORTS/playwright.json" npx playwright test -c e2e || status=1

log "summary"
node scripts/test-summary.mjs "$REPORTS" || status=1
exit $status
