#!/usr/bin/env bash
# npm test: type check, lint, unit, API on PGlite (and, when DATABASE_URL is set, on PostgreSQL and the
# cluster test of the production layout), end-to-end in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s ==\033[0m\n' "$*"; }

step "Type check"
npx tsc --noEmit -p tsconfig.json
step "Lint"
npx eslint . --max-warnings=0
step "No import cycles, file by file (features are checked as wholes by the lint rules)"
npm run --silent lint:cycles
step "Unit tests"
npx vitest run --project unit
step "API tests on PGlite"
TEST_DB=pglite npx vitest run --project api
if [ -n "${DATABASE_URL:-}" ]; then
  step "API tests on PostgreSQL"
  TEST_DB=postgres npx vitest run --project api
  step "Cluster test: two web nodes behind HAProxy, a worker, PostgreSQL, Redis, S3 (docs/deploy.md)"
  npm run --silent test:cluster
else
  echo "(DATABASE_URL is not set: API tests on PostgreSQL and the cluster test skipped)"
fi
step "Build"
npx vite build --logLevel warn
step "End-to-end tests in Chromium"
bash scripts/ensure-chromium.sh
npx playwright test
