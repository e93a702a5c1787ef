#!/usr/bin/env bash
# `npm test`: everything CI runs. Installs what the tests need (Debian's chromium, a loopback
# PostgreSQL) when it is missing, then: lint, typecheck, unit + API tests on PGlite, the API
# tests again on PostgreSQL, the production build, and the browser tests in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n==> %s\n' "$*"; }
reports=$(mktemp -d)

step "System packages"
bash scripts/ensure-chromium.sh
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  if url=$(bash scripts/ensure-postgres.sh); then
    export TEST_DATABASE_URL="$url"
  elif [ -n "${CI:-}" ]; then
    echo "Could not start PostgreSQL for the second API run" >&2
    exit 1
  else
    echo "WARNING: no PostgreSQL here (needs root for apt); the API suite runs on PGlite only" >&2
  fi
fi
pg_url="${TEST_DATABASE_URL:-}"
unset TEST_DATABASE_URL

step "Lint and typecheck"
npx biome check .
npx tsc -b
npx tsc -p bench

step "Unit and API tests (PGlite)"
npx vitest run --reporter=default --reporter=json --outputFile.json="$reports/vitest-pglite.json"

if [ -n "$pg_url" ]; then
  step "API tests (PostgreSQL)"
  TEST_DATABASE_URL="$pg_url" npx vitest run --project server \
    --reporter=default --reporter=json --outputFile.json="$reports/vitest-postgres.json"
fi

step "Build"
npm run build

step "Browser tests (Chromium)"
PLAYWRIGHT_JSON_OUTPUT_NAME="$reports/playwright.json" npx playwright test -c e2e/playwright.config.ts --reporter=list,json

node scripts/test-summary.mjs "$reports"
