#!/usr/bin/env bash
# Deploys a new version without breaking the running site, or rolls back to the previous one.
#   deploy/release.sh [SOURCE]   build SOURCE (default: this checkout) into APP_DIR/releases/<UTC time>
#   deploy/release.sh rollback   serve the previous release again
# It refuses a release while lib/site/identity.ts holds placeholders, unless ALLOW_PLACEHOLDER_IDENTITY=1.
# Each release is built in its own folder and `current` (where agency-site@.service runs) is switched to it:
# `next build` empties .next, which would make the pages' JavaScript 404 under the running instances.
# Settings: the environment variables below. Run as root, or as a user allowed to run RESTART.
set -euo pipefail

APP_DIR=${APP_DIR:-/srv/agency-site}
PORTS=${PORTS:-"3000 3001"}
KEEP=${KEEP:-3}
ENV_FILE=${ENV_FILE:-/etc/agency-site.env}
INSTALL=${INSTALL:-"npm install --no-audit --no-fund"}
BUILD=${BUILD:-"npm run build"}
RESTART=${RESTART:-"systemctl restart agency-site@{port}"}
HEALTH_URL=${HEALTH_URL:-"http://127.0.0.1:{port}/"}
HEALTH_WAIT=${HEALTH_WAIT:-60}
SETTLE=${SETTLE:-12}
RELEASES="$APP_DIR/releases"

say() { printf '[release] %s\n' "$*"; }
fail() { printf '[release] error: %s\n' "$*" >&2; exit 1; }

restart_all() {
  local port url
  for port in $PORTS; do
    say "restarting the instance on port $port"
    bash -c "${RESTART//\{port\}/$port}"
    url=${HEALTH_URL//\{port\}/$port}
    for _ in $(seq 1 $((HEALTH_WAIT * 2))); do
      if [ "$(curl -s -o /dev/null -w '%{http_code}' --max-time 5 "$url" || true)" = 200 ]; then
        # nginx skips a restarted instance for its fail_timeout: wait that out, or nginx has none left and answers 502.
        if [ "$port" != "${PORTS##* }" ]; then sleep "$SETTLE"; fi
        continue 2
      fi
      sleep 0.5
    done
    say "the instance on port $port does not answer 200 at $url"
    return 1
  done
}

# Point `current` at a release in one step (a new symlink renamed over the old one).
switch_to() {
  ln -sfn "$1" "$APP_DIR/current.new"
  mv -Tf "$APP_DIR/current.new" "$APP_DIR/current"
  say "current -> $1"
}

current_release() { readlink -f "$APP_DIR/current" 2>/dev/null || true; }

if [ "${1:-}" = rollback ]; then
  now=$(current_release)
  [ -n "$now" ] || fail "no current release under $APP_DIR"
  previous=$(find "$RELEASES" -mindepth 1 -maxdepth 1 -type d | sort | awk -v now="$now" '$0 < now' | tail -n 1)
  [ -n "$previous" ] || fail "no release before $(basename "$now") to roll back to"
  switch_to "$previous"
  restart_all || fail "the instances do not start with $(basename "$previous")"
  say "rolled back from $(basename "$now") to $(basename "$previous")"
  exit 0
fi

# A build without the environment file would have a localhost site URL, no HSTS and no tags, and still pass the
# health check: refuse before anything is copied.
[ -r "$ENV_FILE" ] || fail "cannot read the environment file $ENV_FILE; nothing was built or switched"
SOURCE=$(cd "${1:-$(dirname "$0")/..}" && pwd)
mkdir -p "$RELEASES"
new="$RELEASES/$(date -u +%Y%m%d-%H%M%S)"
[ ! -e "$new" ] || fail "$new exists already"
previous=$(current_release)

say "copying $SOURCE into $new"
mkdir -p "$new"
if git -C "$SOURCE" rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  # The files git knows (committed or not), never node_modules, .next, .data or local .env files.
  (cd "$SOURCE" && git ls-files -z --cached --others --exclude-standard | tar --null -T - --ignore-failed-read -cf - 2>/dev/null) |
    tar -xf - -C "$new"
else
  tar -C "$SOURCE" --exclude=./node_modules --exclude=./.next --exclude=./.data --exclude=./.git -cf - . | tar -xf - -C "$new"
fi

if [ -n "$previous" ] && [ -d "$previous/node_modules" ]; then
  # Hard links: near instant, and npm replaces (never edits in place) what changed.
  cp -al "$previous/node_modules" "$new/node_modules"
  # patch-package (postinstall) edits files in place: a package it patches is installed afresh, never shared.
  for patch in "$new"/patches/*.patch; do
    [ -e "$patch" ] || continue
    name=$(basename "$patch" .patch)
    name=${name%+*}
    rm -rf "$new/node_modules/${name//+//}"
  done
fi

# The install runs before the environment file is read: no package's install script sees the SMTP password, the
# Redis URL or a token.
say "installing in $new"
(cd "$new" && bash -c "$INSTALL") || { rm -rf "$new"; fail "the install failed; nothing was switched"; }

# The build gets the server's whole configuration: besides the NEXT_PUBLIC_* values it inlines, the static privacy
# policy names where leads are kept and who receives them (lib/legal/facts.ts keeps host names only, no secret).
while IFS= read -r line; do
  case "$line" in [A-Za-z_]*=*) export "${line?}" ;; esac
done <"$ENV_FILE"
# The shipped company identity looks finished on purpose: refuse to publish it (ALLOW_PLACEHOLDER_IDENTITY=1 for a
# release that is not the public site).
(cd "$new" && node_modules/.bin/tsx --conditions=react-server scripts/check-identity.ts) ||
  { rm -rf "$new"; fail "the company identity is a placeholder; nothing was built or switched"; }
say "building in $new"
(cd "$new" && bash -c "$BUILD") || { rm -rf "$new"; fail "the build failed; nothing was switched"; }

if [ "$(id -u)" = 0 ] && id "${APP_USER:-agency}" >/dev/null 2>&1; then
  # Built as root: hand the release to the service user, which writes .next/cache.
  chown -R "${APP_USER:-agency}:" "$new"
fi

if [ -n "$previous" ] && [ -d "$previous/.next/static" ]; then
  # Pages open in a browser still ask for the previous build's hashed files (-n: a shared name is the same file).
  cp -rn "$previous/.next/static/." "$new/.next/static/"
fi

switch_to "$new"
if ! restart_all; then
  if [ -n "$previous" ]; then
    say "the new release does not start: serving $(basename "$previous") again"
    switch_to "$previous"
    restart_all || true
  fi
  fail "the instances did not start with $(basename "$new"); current is $(basename "$(current_release)")"
fi

find "$RELEASES" -mindepth 1 -maxdepth 1 -type d | sort | head -n "-$(( KEEP > 2 ? KEEP : 2 ))" | while read -r old; do
  say "removing the old release $(basename "$old")"
  rm -rf "$old"
done
say "released $(basename "$new")${previous:+ (roll back with: $0 rollback)}"
