#!/usr/bin/env bash
# Builds the libFuzzer targets under Fuzz/ with coverage and AddressSanitizer, and runs each for
# SECONDS (default 30) from its seeds in Fuzz/seeds/<target>:
#
#   scripts/fuzz.sh [SECONDS] [TARGET...]      # targets: mcp-fuzz metadata-fuzz phrases-fuzz (default: all)
#
# A crash stops the run with exit 1; the input that caused it is kept in .build/fuzz-crashes/
# and printed (base64), so it can be replayed with `.build/fuzz/debug/<target> FILE`.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
seconds="${1:-30}"
shift || true
targets=("$@")
if [ "${#targets[@]}" -eq 0 ]; then targets=(mcp-fuzz metadata-fuzz phrases-fuzz); fi
case "$seconds" in '' | *[!0-9]*) echo "usage: $0 [SECONDS] [TARGET...]" >&2; exit 64 ;; esac

crashes="$root/.build/fuzz-crashes"
mkdir -p "$crashes"
for target in "${targets[@]}"; do
    if [ ! -d "Fuzz/$target" ]; then
        echo "fuzz.sh: no fuzz target '$target' (Fuzz/ has: $(ls Fuzz | grep -v seeds | tr '\n' ' '))" >&2
        exit 64
    fi
    # SwiftPM passes --sanitize values as separate -sanitize flags, and the last one wins in the
    # compiler, so coverage and ASan are asked for together through -Xswiftc.
    swift build --scratch-path .build/fuzz --sanitize=fuzzer --product "$target" \
        -Xswiftc -DFUZZING -Xswiftc -sanitize=fuzzer,address 2>&1 | grep -v "Cannot export local symbol" || true
    binary="$(swift build --scratch-path .build/fuzz --sanitize=fuzzer --show-bin-path)/$target"
    [ -x "$binary" ] || { echo "fuzz.sh: $target did not build" >&2; exit 1; }
    corpus="$(mktemp -d)"
    cp "Fuzz/seeds/$target"/* "$corpus/"
    echo "== $target: ${seconds}s"
    status=0
    # The Swift crash handler's backtracer trips ASan; libFuzzer reports the crash itself.
    (cd "$crashes" && SWIFT_BACKTRACE=enable=no "$binary" -max_total_time="$seconds" -max_len=65536 \
        -print_final_stats=1 "$corpus") >"$crashes/$target.log" 2>&1 || status=$?
    rm -rf "$corpus"
    grep -E "^#[0-9]+ +DONE|stat::number_of_executed_units|stat::new_units_added" "$crashes/$target.log" || true
    if [ "$status" -ne 0 ]; then
        grep -v -E "^#[0-9]+ +(NEW|REDUCE|pulse)" "$crashes/$target.log" | tail -40
        echo "fuzz.sh: $target failed (exit $status); the input is in $crashes" >&2
        exit 1
    fi
done
echo "fuzz.sh: no crash"
