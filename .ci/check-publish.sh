#!/usr/bin/env bash
# Proves the packages can be published and installed as the README says, on a built tree:
# 1. on a copy of the repository, `changeset version` and a dry-run `pnpm publish -r`;
# 2. the packed tarballs installed with npm into an empty project, where the README's "In your code"
#    example runs, `mci init`, `mci list` and `mci call` work, and a setting that needs an optional
#    package names it;
# 3. `npm i -g` of the packed command line, whose size is printed and must stay under 15 MB, and whose
#    `mci types` names the optional package @mci/code-mode it needs.
set -euo pipefail
cd "$(dirname "$0")/.."
repo="$(pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

echo "check-publish: changeset version and pnpm publish -r --dry-run on a copy"
mkdir "$work/copy"
tar -C "$repo" --exclude=node_modules --exclude=.turbo --exclude=.git -cf - . | tar -C "$work/copy" -xf -
(
  cd "$work/copy"
  git init -q && git add -A && git -c user.name=ci -c user.email=ci@localhost commit -qm copy
  pnpm install --frozen-lockfile --offline >/dev/null
  pnpm exec changeset version >/dev/null
  pnpm -r publish --dry-run --no-git-checks >"$work/publish.log" 2>&1 || {
    cat "$work/publish.log"
    exit 1
  }
  mkdir "$work/packs"
  # The published ones only: @mci/mcp-server-app is private, its bin ships inside @mci/cli.
  pnpm -r --filter './packages/*' --filter './apps/*' exec \
    sh -c 'node -e "process.exit(require(\"./package.json\").private ? 1 : 0)" || exit 0; pnpm pack --pack-destination "$0"' \
    "$work/packs" >/dev/null
)
echo "check-publish: $(ls "$work/packs" | wc -l) tarballs: $(cd "$work/packs" && ls | tr '\n' ' ')"

echo "check-publish: the tarballs in an empty project with npm"
mkdir "$work/project"
cd "$work/project"
npm init -y >/dev/null
npm pkg set type=module >/dev/null
npm i --no-audit --no-fund --loglevel=error "$work"/packs/*.tgz
node "$repo/.ci/readme-example.mjs" "$repo/README.md" "$work/project"
mkdir init && cd init
npx --no-install mci init >/dev/null
npx --no-install mci list >/dev/null
test "$(npx --no-install mci call greet --prop name=Ada)" = 'Hello, Ada! Welcome to MCI.'
grep -q '"\$schema": "./mci/mci.schema.json"' mci.json
if npx --no-install mci run --http --port 0 --rate-limit '*=1/s' --redis redis://127.0.0.1:1 2>"$work/redis.log"; then
  echo "check-publish: mci run --redis started without ioredis" && exit 1
fi
grep -q 'needs the optional package ioredis' "$work/redis.log" || {
  cat "$work/redis.log"
  exit 1
}

echo "check-publish: npm i -g of the packed command line"
cli="$(ls "$work"/packs/mci-cli-*.tgz)"
npm i -g --prefix "$work/global" --no-audit --no-fund --loglevel=error "$cli"
"$work/global/bin/mci" --version >/dev/null
test "$("$work/global/bin/mci-mcp-server" --version)" = "$("$work/global/bin/mci" --version)"
kb="$(du -sk "$work/global" | cut -f1)"
echo "check-publish: npm i -g @mci/cli installs $((kb / 1024)) MB"
if [ "$kb" -gt $((15 * 1024)) ]; then
  echo "check-publish: over 15 MB" && exit 1
fi
if "$work/global/bin/mci" types >"$work/types.log" 2>&1; then
  echo "check-publish: mci types ran without @mci/code-mode" && exit 1
fi
grep -q 'needs the optional package @mci/code-mode' "$work/types.log" || {
  cat "$work/types.log"
  exit 1
}
echo "check-publish: ok"
