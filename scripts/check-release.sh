#!/usr/bin/env bash
# The release check: does an app that depends on this package *by version* build, run, test and
# lint? Not part of CI: it needs a local clone of swiftlang/swift-syntax and builds it from source.
#
#   scripts/check-release.sh SWIFT_SYNTAX_CLONE [WORK_DIR]
#
# It
#   1. copies the committed HEAD of this repository to WORK_DIR/AppIntentsLinux and tags it with the
#      version the executables print (MetadataFormat.toolsVersion), unless that tag exists;
#   2. makes WORK_DIR/TeaTime from Examples/FirstApp (the README's "Your first app"), depending on
#      that copy with `.package(url: "file://…/AppIntentsLinux", from: VERSION)`;
#   3. maps https://github.com/swiftlang/swift-syntax to SWIFT_SYNTAX_CLONE with
#      `swift package config set-mirror`;
#   4. builds it (SwiftPM rejects a versioned dependency with unsafe flags, so this is the check
#      that the manifest switches to the swift-syntax package), runs an intent, runs its
#      AppIntentsTesting tests, `appintents lint` from the dependency and the appintents-lint plugin.
# WORK_DIR defaults to a new folder under /tmp; it is kept, so a second run reuses the builds.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"

usage() {
    cat >&2 <<EOF
usage: scripts/check-release.sh SWIFT_SYNTAX_CLONE [WORK_DIR]

SWIFT_SYNTAX_CLONE is a git clone of https://github.com/swiftlang/swift-syntax with its 603.x
release tags (the releases that match Swift 6.3), for example:
    git clone https://github.com/swiftlang/swift-syntax /work/swift-syntax
    scripts/check-release.sh /work/swift-syntax
EOF
}

if [ $# -lt 1 ] || [ $# -gt 2 ]; then
    usage
    exit 64
fi
clone="$1"
if ! [ -d "$clone" ] || ! git -C "$clone" rev-parse --git-dir >/dev/null 2>&1; then
    echo "error: SWIFT_SYNTAX_CLONE '$clone' is not a git clone of swift-syntax" >&2
    usage
    exit 64
fi
clone="$(cd "$clone" && pwd)"
if ! git -C "$clone" tag --list '603.*' | grep -Eq '^603\.[0-9]+\.[0-9]+$'; then
    echo "error: '$clone' has no 603.x release tag; expected a clone of swiftlang/swift-syntax" >&2
    exit 64
fi

version="$(sed -n 's/.*static let toolsVersion = "\(.*\)".*/\1/p' "$root/Sources/AppIntentsMetadata/ActionsData.swift")"
if [ -z "$version" ]; then
    echo "error: no toolsVersion in Sources/AppIntentsMetadata/ActionsData.swift" >&2
    exit 1
fi
work="${2:-$(mktemp -d /tmp/check-release.XXXXXX)}"
mkdir -p "$work"
work="$(cd "$work" && pwd)"
# The consumer must see this package as a dependency, whatever the caller's environment says.
unset APPINTENTS_SWIFT_SYNTAX

step() { printf '\n== %s\n' "$*"; }
seconds() { echo $(($(date +%s) - $1)); }

step "tagged copy of $(git -C "$root" rev-parse --short HEAD) as $version"
if [ -n "$(git -C "$root" status --porcelain --untracked-files=no)" ]; then
    echo "note: uncommitted changes are not part of the copy"
fi
copy="$work/AppIntentsLinux"
rm -rf "$copy"
git init -q "$copy"
git -C "$copy" fetch -q "$root" HEAD
git -C "$copy" checkout -q FETCH_HEAD
git -C "$copy" tag "$version"
git -C "$copy" log -1 --format='%h %s' "$version"

step "consumer package $work/TeaTime"
consumer="$work/TeaTime"
rm -rf "$consumer/Package.swift" "$consumer/Sources" "$consumer/Tests" "$consumer/.swiftpm" "$consumer/Package.resolved"
mkdir -p "$consumer"
cp -R "$root/Examples/FirstApp/Package.swift" "$root/Examples/FirstApp/Sources" "$root/Examples/FirstApp/Tests" "$consumer/"
sed -i \
    -e "s|^\( *\)\.package(name: \"AppIntentsLinux\", path: \"../..\")|\1.package(url: \"file://$copy\", from: \"$version\")|" \
    "$consumer/Package.swift"
if ! grep -q "from: \"$version\"" "$consumer/Package.swift"; then
    echo "error: could not switch Examples/FirstApp/Package.swift to a versioned dependency" >&2
    exit 1
fi
grep -n 'package(' "$consumer/Package.swift" | grep -v '^[0-9]*: *//'
cd "$consumer"
swift package config set-mirror --original https://github.com/swiftlang/swift-syntax --mirror "file://$clone"
echo "mirror: https://github.com/swiftlang/swift-syntax -> file://$clone"

step "swift package resolve"
# The copy is new each run, its tag perhaps on another commit: forget earlier clones of it and
# where it was checked out (keeping swift-syntax's, so its build is reused).
rm -rf .build/repositories/AppIntentsLinux-* .build/checkouts/AppIntentsLinux
if [ -f .build/workspace-state.json ]; then
    python3 - .build/workspace-state.json <<'PY'
import json, sys
path = sys.argv[1]
with open(path) as file:
    state = json.load(file)
dependencies = state["object"]["dependencies"]
state["object"]["dependencies"] = [d for d in dependencies if d["packageRef"]["identity"] != "appintentslinux"]
with open(path, "w") as file:
    json.dump(state, file)
PY
fi
swift package --disable-dependency-cache resolve
swift package show-dependencies

step "swift build (includes swift-syntax from source)"
start=$(date +%s)
swift build
echo "built in $(seconds "$start") s"

step "swift run TeaTime --version"
swift run --skip-build TeaTime --version

step "swift run TeaTime run BrewTeaIntent --tea mint --cups 2"
out="$(swift run --skip-build TeaTime run BrewTeaIntent --tea mint --cups 2)"
echo "$out"
[ "$out" = "$(printf 'Brewing 2 cups of mint tea: ready in 6 minutes.\n6')" ] || {
    echo "error: unexpected output from BrewTeaIntent" >&2
    exit 1
}

step "swift test (AppIntentsTesting)"
start=$(date +%s)
swift test
echo "tested in $(seconds "$start") s"

step "swift run appintents lint Sources"
start=$(date +%s)
swift build --product appintents
swift run --skip-build appintents --version
swift run --skip-build appintents lint Sources
echo "linted in $(seconds "$start") s (including the build of appintents)"

step "swift package appintents-lint (the command plugin)"
swift package appintents-lint --target TeaTime

step "release check passed: AppIntentsLinux $version resolves by version with swift-syntax $(
    git -C "$consumer/.build/checkouts/swift-syntax" tag --points-at HEAD | grep -E '^[0-9]+\.[0-9]+\.[0-9]+$' || echo '?'
)"
