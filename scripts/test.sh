#!/usr/bin/env bash
# Every check of the project: types, lint, unit and integration tests, then end-to-end tests against a production build.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

bash scripts/install-test-deps.sh
echo "== type check"; npx next typegen >/dev/null && npx tsc --noEmit
echo "== lint"; npx eslint . --max-warnings=0
echo "== unit and integration tests"; npx vitest run
echo "== production build"; rm -rf .next && npx next build
echo "== end-to-end tests"; CI=${CI:-1} npx playwright test
echo "== infrastructure tests (two instances, Redis, nginx)"; npx vitest run --config vitest.infra.config.ts
