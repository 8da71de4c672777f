#!/usr/bin/env bash
# The Node 24 LTS that CI runs the suite on, for a machine whose own Node is older or different.
# Installs the official binary from the npm registry's node-linux-<arch> package (with npm's own
# integrity check) into a cache folder outside the clone, so every clone on the machine and every
# CI run reuses it, and prints the one line that puts it first on PATH:
#
#   eval "$(bash scripts/node-24.sh)"    # then `node --version` says v24…
#
# The package carries node alone: the machine's npm runs under it (npm's shebang is `env node`).
# GANGWAY_NODE_CACHE moves the cache folder (default: ${XDG_CACHE_HOME:-~/.cache}/gangway).
set -euo pipefail

NODE_VERSION=24.21.0

case "$(uname -m)" in
  x86_64 | amd64) arch=x64 ;;
  aarch64 | arm64) arch=arm64 ;;
  *) echo "scripts/node-24.sh: no node-linux package for $(uname -m)" >&2; exit 1 ;;
esac

cache="${GANGWAY_NODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/gangway}"
dir="$cache/node-v$NODE_VERSION-linux-$arch"

if [ "$("$dir/bin/node" --version 2>/dev/null || true)" != "v$NODE_VERSION" ]; then
  echo "Installing Node $NODE_VERSION (node-linux-$arch) into $dir" >&2
  mkdir -p "$cache"
  work="$(mktemp -d "$cache/.node-install.XXXXXX")"
  trap 'rm -rf "$work"' EXIT
  tarball="$(cd "$work" && npm pack --silent "node-linux-$arch@$NODE_VERSION" </dev/null)"
  tar -xzf "$work/$tarball" -C "$work"
  "$work/package/bin/node" --version >/dev/null
  # Moved into place whole, so a run that stops halfway never leaves a folder that looks installed.
  rm -rf "$dir"
  mv "$work/package" "$dir"
fi

echo "export PATH=\"$dir/bin:\$PATH\""
