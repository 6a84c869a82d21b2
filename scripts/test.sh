#!/usr/bin/env bash
# npm test: type check, lint, unit and component tests, API tests on PGlite (and, when DATABASE_URL
# is set, on PostgreSQL and the cluster test of the production layout), end-to-end in Chromium.
#
# The stages run in two lanes at once, so that both cores of the machine are busy (issue 28,
# docs/decisions/037):
#   lane 1: type check, import cycles, unit and component tests, API on PGlite
#   lane 2: API on PostgreSQL, the build, lint, the cluster test
# and the journeys start when both lanes are done. A lane stops at its first failure; the other
# finishes. Each stage's output is printed whole when it ends (a lane's stages in order), and a
# table of every stage's wall time, tests and assertions closes the run.
set -uo pipefail
cd "$(dirname "$0")/.."

export TEST_STATS_DIR="${TEST_STATS_DIR:-$(mktemp -d -t octane-test-stats-XXXXXX)}"
mkdir -p "$TEST_STATS_DIR"
: >"$TEST_STATS_DIR/times"
: >"$TEST_STATS_DIR/counts"
RUN_START_MS=$(($(date +%s%N) / 1000000))

# stage NAME COMMAND...: runs one stage with its output in a log, records its start and wall time,
# then prints the log. Returns the command's exit code.
stage() {
  local name=$1
  shift
  local log
  log="$TEST_STATS_DIR/$(printf '%s' "$name" | tr -c 'A-Za-z0-9' '_').log"
  local t0 t1 rc
  t0=$(($(date +%s%N) / 1000000))
  TEST_STATS_STAGE="$name" "$@" >"$log" 2>&1
  rc=$?
  t1=$(($(date +%s%N) / 1000000))
  printf '%s\t%d\t%d\t%d\n' "$name" $((t0 - RUN_START_MS)) $((t1 - t0)) "$rc" >>"$TEST_STATS_DIR/times"
  {
    printf '\n\033[1m== %s (%d s%s) ==\033[0m\n' "$name" $(((t1 - t0 + 500) / 1000)) "$([ "$rc" = 0 ] || echo ", FAILED: exit $rc")"
    cat "$log"
  } | flock "$TEST_STATS_DIR/print.lock" cat
  return "$rc"
}

lane_checks() {
  stage "Type check" npx tsc --noEmit -p tsconfig.json &&
    stage "Import cycles" npm run --silent lint:cycles &&
    stage "Unit and component tests" npx vitest run --project unit --project unit-isolated --project component &&
    stage "API tests on PGlite" env TEST_DB=pglite npx vitest run --project api
}

lane_postgres() {
  if [ -n "${DATABASE_URL:-}" ]; then
    stage "API tests on PostgreSQL" env TEST_DB=postgres npx vitest run --project api || return
  fi
  stage "Build" npx vite build --logLevel warn || return
  # Lint runs here rather than after the type check: the two lanes then take about as long as each other.
  # ESLint, then the one formatter (decision 069): a file Prettier would change fails the stage.
  stage "Lint" sh -c 'npx eslint . --max-warnings=0 && npx prettier --check . --log-level warn' || return
  if [ -n "${DATABASE_URL:-}" ]; then
    stage "Cluster test" npm run --silent test:cluster
  fi
}

print_table() {
  local total_ms=$(($(date +%s%N) / 1000000 - RUN_START_MS))
  # A failed stage's last lines again, next to the table: a lane's output is printed when the lane's
  # stage ends, so the failure can sit far above the end of a long run's output.
  while IFS=$'\t' read -r name _ _ rc; do
    [ "$rc" = 0 ] && continue
    printf '\n\033[1m== %s failed (exit %s): its last 40 lines ==\033[0m\n' "$name" "$rc"
    tail -n 40 "$TEST_STATS_DIR/$(printf '%s' "$name" | tr -c 'A-Za-z0-9' '_').log"
  done <"$TEST_STATS_DIR/times"
  {
    printf '\n\033[1m== Stages ==\033[0m\n'
    printf '%-26s %6s %6s  %-7s %6s %11s\n' stage start wall result tests assertions
    if [ -n "${CI_INSTALL_SECONDS:-}" ]; then
      printf '%-26s %6s %5ss  %-7s\n' "Install (npm ci)" "" "$CI_INSTALL_SECONDS" ok
    fi
    sort -t$'\t' -k2,2n "$TEST_STATS_DIR/times" | while IFS=$'\t' read -r name start wall rc; do
      local tests='' assertions=''
      read -r tests assertions < <(awk -F'\t' -v s="$name" '$1 == s { t += $2; a += $3 } END { if (t) print t, a; else print "" }' "$TEST_STATS_DIR/counts")
      printf '%-26s %5ds %5ds  %-7s %6s %11s\n' "$name" $(((start + 500) / 1000)) $(((wall + 500) / 1000)) \
        "$([ "$rc" = 0 ] && echo ok || echo FAILED)" "$tests" "$assertions"
    done
    printf '%-26s %6s %5ds\n' "npm test (wall)" "" $(((total_ms + 500) / 1000))
    if [ -n "${CI_START_MS:-}" ]; then
      printf '%-26s %6s %5ds\n' ".ci/run (wall)" "" $((($(date +%s%N) / 1000000 - CI_START_MS + 500) / 1000))
    fi
    awk -F'\t' '$1 == "Journeys" && $4 > 0 { print "Journeys retried: " $4 }' "$TEST_STATS_DIR/counts"
    # Which, and why their first try failed (decision 062): each is a failure to mend.
    if [ -f "$TEST_STATS_DIR/Journeys.log" ]; then
      sed -n '/^Journeys that passed only on their retry/,$p' "$TEST_STATS_DIR/Journeys.log" | head -n 13
    fi
  } | tee "$TEST_STATS_DIR/table.txt"
}
trap print_table EXIT

lane_checks &
checks_pid=$!
lane_postgres
postgres_rc=$?
wait "$checks_pid"
checks_rc=$?
if [ "$checks_rc" != 0 ] || [ "$postgres_rc" != 0 ]; then exit 1; fi
[ -n "${DATABASE_URL:-}" ] || echo "(DATABASE_URL is not set: API tests on PostgreSQL and the cluster test skipped)"

bash scripts/ensure-chromium.sh || exit 1
stage "Journeys" npx playwright test
