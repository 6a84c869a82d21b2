#!/usr/bin/env bash
# Installs Debian's Chromium for the browser tests when it is missing: the full browser (benchmarks,
# screenshots) and the headless shell, which the journeys run in when it is there (Playwright's own
# choice for headless tests: about half the CPU per page of the full browser's headless mode,
# issue 28). Without the shell the journeys use the full browser.
set -euo pipefail
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
updated=""
install() {
  [ -n "$updated" ] || { $SUDO apt-get update -qq; updated=1; }
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "$@" >/dev/null
}
if [ ! -x /usr/bin/chromium ]; then
  echo "Installing Debian's chromium..."
  install chromium
fi
if [ ! -x /usr/bin/chromium-headless-shell ]; then
  echo "Installing Debian's chromium-headless-shell..."
  install chromium-headless-shell || echo "chromium-headless-shell is not available: the journeys run in chromium"
fi
