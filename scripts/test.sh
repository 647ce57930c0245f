#!/usr/bin/env bash
# Every check of the project: types, lint, unit and integration tests, then end-to-end tests against a production build
# (Chromium's, then the visitor journeys in Gecko and WebKit), the infrastructure and the editor.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

bash scripts/install-test-deps.sh
echo "== type check"; npm run --silent typecheck >/dev/null
echo "== lint"; npm run --silent lint
echo "== unit tests"; npx vitest run --project unit
echo "== integration tests (SMTP, Redis, leads:retry)"; npx vitest run --project integration
# The end-to-end build carries test tag ids, so the consent tests exercise the tags (they stub Google's and Meta's hosts).
TAG_IDS=$(node -p "Object.entries(require('./tests/support/tag-ids.json')).map(([k, v]) => k + '=' + v).join(' ')")
# NEXT_OUTPUT=standalone adds the container's server (.next/standalone) beside what `next start` serves.
echo "== production build ($TAG_IDS)"; rm -rf .next && env $TAG_IDS NEXT_OUTPUT=standalone npx next build
echo "== end-to-end tests"; CI=${CI:-1} npx playwright test
echo "== visitor journeys in Gecko and WebKit"; npx vitest run --config vitest.journeys.config.ts
echo "== infrastructure tests (two instances, Redis, nginx)"; npx vitest run --config vitest.infra.config.ts
# Keystatic writes the files of the checkout it runs in: the test copies the checkout, edits it under `next dev`, then
# builds and serves the copy (its own build, so the one above stays as the other suites left it).
echo "== the editor (/keystatic in a copy of the checkout, then a build of what it saved)"
CI=${CI:-1} npx playwright test --config playwright.editor.config.ts
