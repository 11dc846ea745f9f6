#!/usr/bin/env bash
# Type-checks the App Intents files of public apps against this package's `AppIntents` (not part
# of CI; their code never enters this repository), to find Apple API that real code uses and that
# does not compile here. What it finds becomes a sample in Tests/CompatibilityTests/Samples.
#
#   scripts/typecheck-apps.sh FOLDER [--all]
#
# FOLDER holds one checkout per app (any names; scripts/real-apps.sh lists pinned ones). In each,
# the Swift files that `import AppIntents` (tests and previews left out) are type-checked together
# per top-level folder, as one module, in the Swift language mode that folder's Xcode project
# asks for (6 when every SWIFT_VERSION there is 6, else 5). Imports of frameworks this package
# does not provide (SwiftUI, UIKit, WidgetKit, …) are dropped first, so the app's other types and
# those frameworks' names are missing: errors that only say so ("cannot find 'X' in scope",
# "no such module", a `.member` or `nil` with no type to read it on) are counted but not listed,
# unless --all is given. The rest are printed by
# folder; read each one, since a missing app type can still cause them.
#
# Needs a debug build: `swift build --target AppIntents --target CoreSpotlight --target
# CoreTransferable --target UniformTypeIdentifiers --target CoreLocation --target GeoToolbox --target
# MediaIntents` and the macro plugin (`swift build`).
set -euo pipefail

root=$(CDPATH= cd -- "$(dirname -- "$0")/.." && pwd)
folder=${1:-}
all=${2:-}
if [ -z "$folder" ] || [ ! -d "$folder" ] || { [ -n "$all" ] && [ "$all" != "--all" ]; }; then
    echo "usage: scripts/typecheck-apps.sh FOLDER [--all]" >&2
    exit 64
fi
build="$root/.build/debug"
if [ ! -f "$build/Modules/AppIntents.swiftmodule" ] || [ ! -x "$build/AppIntentsMacros-tool" ]; then
    echo "typecheck-apps: no debug build of AppIntents and its macros in $build; run swift build first" >&2
    exit 1
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Frameworks this package provides; every other `import` of a capitalized module is dropped.
provided='Foundation|AppIntents|CoreSpotlight|CoreTransferable|UniformTypeIdentifiers|CoreLocation|GeoToolbox|MediaIntents|_MediaIntents_AppIntents|Dispatch'
# Errors that only say an app type or a framework is missing, and those a missing type causes
# where it would have given the context (`.now`, `nil`, `\.name` with no type to read them on).
missing="cannot find (type )?'[^']*' in scope|no such module|cannot infer contextual base|'nil' requires a contextual type|without a contextual type|cannot infer key path type|type annotation missing in pattern"

total_files=0
total_listed=0
for app in "$folder"/*/; do
    app=${app%/}
    name=$(basename "$app")
    list="$work/$name.files"
    (cd "$app" && grep -rlE --include='*.swift' '^import AppIntents' . 2>/dev/null |
        grep -viE 'test|preview' | sed 's|^\./||' | sort) >"$list" || true
    [ -s "$list" ] || continue
    for group in $(awk -F/ '{ print (NF > 1 ? $1 : ".") }' "$list" | sort -u); do
        sources="$work/$name/$group"
        mkdir -p "$sources"
        mode=5
        projects=$(find "$app/$group/" -maxdepth 3 -name project.pbxproj 2>/dev/null || true)
        # A project beside the folders (App.xcodeproj next to App/) holds their settings.
        [ -n "$projects" ] || projects=$(find "$app/" -maxdepth 2 -name project.pbxproj 2>/dev/null || true)
        if [ -n "$projects" ] && ! grep -h 'SWIFT_VERSION = ' $projects | grep -qv 'SWIFT_VERSION = 6'; then
            grep -qh 'SWIFT_VERSION = 6' $projects && mode=6
        fi
        # Xcode 26's settings for new projects: types on the main actor unless they say
        # otherwise, and the upcoming features "approachable concurrency" turns on.
        isolation=()
        if [ -n "$projects" ] && grep -qh 'SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor' $projects; then
            isolation+=(-default-isolation MainActor)
        fi
        if [ -n "$projects" ] && grep -qh 'SWIFT_APPROACHABLE_CONCURRENCY = YES' $projects; then
            for feature in DisableOutwardActorInference GlobalActorIsolatedTypesUsability InferIsolatedConformances \
                InferSendableFromCaptures NonisolatedNonsendingByDefault; do
                isolation+=(-enable-upcoming-feature "$feature")
            done
        fi
        index=0
        while IFS= read -r file; do
            case "$group" in .) [[ "$file" == */* ]] && continue ;; *) [[ "$file" == "$group"/* ]] || continue ;; esac
            index=$((index + 1))
            sed -E "/^(@preconcurrency |@_exported |@testable )?import [A-Z]/{/import ($provided)([ .]|\$)/!d}" \
                "$app/$file" >"$sources/$index-$(basename "$file")"
        done <"$list"
        [ "$index" -gt 0 ] || continue
        total_files=$((total_files + index))
        log="$work/$name-$group.log"
        (cd "$root" && swiftc -typecheck -swift-version "$mode" -module-name App -I "$build/Modules" \
            -enable-experimental-feature AnyAppleOSAvailability "${isolation[@]}" \
            -load-plugin-executable "$build/AppIntentsMacros-tool#AppIntentsMacros" "$sources"/*.swift) \
            >"$log" 2>&1 || true
        errors=$(grep -c ': error: ' "$log" || true)
        if [ -n "$all" ]; then
            listed=$(grep ': error: ' "$log" || true)
        else
            listed=$(grep ': error: ' "$log" | grep -vE "$missing" || true)
        fi
        count=$(printf '%s' "$listed" | grep -c . || true)
        total_listed=$((total_listed + count))
        settings=""
        [ ${#isolation[@]} -eq 0 ] || settings=", main-actor/approachable concurrency"
        echo "$name/$group: $index files, Swift $mode$settings, $errors errors, $count listed"
        [ -z "$listed" ] || printf '%s\n' "$listed" | sed -E "s|^$sources/[0-9]+-|    |"
    done
done
echo "typecheck-apps: $total_files files, $total_listed errors listed"
