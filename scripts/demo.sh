#!/bin/sh
# One command: install, build, seed and run the reference upstream and the app, print how to sign in.
set -eu
cd "$(dirname "$0")/.."
STARTED=$(date +%s)
mkdir -p .data
# A second start with nothing changed skips the install and the build (issue 41 §5): each is
# stamped with a hash of what it reads (scripts/demo-stamp.mjs), kept in .data/.
DEPS_STAMP="$(node scripts/demo-stamp.mjs deps)"
if [ -d node_modules ] && [ "$(cat .data/demo-deps-stamp 2>/dev/null)" = "$DEPS_STAMP" ]; then
  echo "==> Dependencies unchanged since the last start"
else
  echo "==> Installing dependencies"
  npm ci --no-audit --no-fund --loglevel=error
  echo "$DEPS_STAMP" > .data/demo-deps-stamp
fi
BUILD_STAMP="$(node scripts/demo-stamp.mjs sources)"
if [ -s dist/server.js ] && [ -s dist/reference-api.js ] && [ -d build/client ] &&
  [ "$(cat .data/demo-build-stamp 2>/dev/null)" = "$BUILD_STAMP" ]; then
  echo "==> Sources unchanged since the last build"
else
  echo "==> Building (about a minute; the log is .data/demo-build.log)"
  # The bundler's chunk tables go to the log; shown only when the build fails.
  if ! npm run build --silent > .data/demo-build.log 2>&1; then
    cat .data/demo-build.log
    echo "The build failed; the log above is also in .data/demo-build.log." >&2
    exit 1
  fi
  echo "$BUILD_STAMP" > .data/demo-build-stamp
fi
# A session secret kept between demo runs, so a restart does not sign everyone out.
[ -s .data/demo-session-secret ] || node -e "process.stdout.write(require('crypto').randomBytes(48).toString('base64url'))" > .data/demo-session-secret
APP_PORT="${PORT:-3000}"
UPSTREAM_PORT="${UPSTREAM_PORT:-3001}"
cleanup() { kill "$UPSTREAM_PID" "$APP_PID" 2>/dev/null || true; }
trap cleanup INT TERM EXIT

PORT="$UPSTREAM_PORT" DATA_DIR=.data/reference-api REFERENCE_API_TEST_HOOKS=1 node dist/reference-api.js &
UPSTREAM_PID=$!
NODE_ENV=production HTTPS_ONLY=false PORT="$APP_PORT" UPSTREAM_API_URL="http://127.0.0.1:$UPSTREAM_PORT" \
  SESSION_SECRET="$(cat .data/demo-session-secret)" LOG_LEVEL="${LOG_LEVEL:-warn}" node dist/server.js &
APP_PID=$!

node scripts/wait-for.mjs "http://127.0.0.1:$UPSTREAM_PORT/healthz" "http://127.0.0.1:$APP_PORT/healthz"
cat <<MSG

  CareConnect demo is running (started in $(($(date +%s) - STARTED)) s).

    Open:      http://localhost:$APP_PORT
    Upstream:  http://localhost:$UPSTREAM_PORT (reference /api, seeded demo data in .data/)

  Sign in with any of these, password  Demo-Password-2026!
    CareConnect Operations (the platform operator: every tree's organizations, no tree's patients):
    admin@operator.test    analytics@operator.test   coordinator@operator.test
    Demo Health Network (a customer network; superadmin acts everywhere):
    superadmin@demo.test   orgadmin@demo.test   manager@demo.test   coordinator@demo.test
    analytics@demo.test    clinicadmin@demo.test  testing@demo.test  scheduler@demo.test
    provider@demo.test     patient@demo.test (patient area)    mfa@demo.test (SMS code 123456)
    twotrees@demo.test (coordinator here, scheduler in Harbor)
    Harbor Care Partners (a second, separate tree):
    orgadmin@harbor.test   manager@harbor.test  coordinator@harbor.test  analytics@harbor.test
    clinicadmin@harbor.test  testing@harbor.test  scheduler@harbor.test  provider@harbor.test
    Networks at a real clinic network's size (10,000 patients, 2,000 lanes, ...):
    admin@pacific.test     admin@prairie.test
    (README lists each account's privilege and organization)

  Reset the demo data: npm run upstream:reset      Stop: Ctrl+C

MSG
wait "$APP_PID"
