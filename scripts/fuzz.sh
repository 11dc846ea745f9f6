#!/usr/bin/env bash
# Builds the libFuzzer targets under Fuzz/ with coverage and AddressSanitizer and runs them.
#
#   scripts/fuzz.sh --replay [TARGET...]     # the gate: deterministic, what every test run does
#   scripts/fuzz.sh [SECONDS] [TARGET...]    # exploration for people: random seed, SECONDS each
#                                            # (default 30)
#
# Targets: mcp-fuzz token-fuzz metadata-fuzz phrases-fuzz (default: all).
#
# --replay runs every input committed under Fuzz/seeds/<target>/ (the seeds and every crash ever
# found), then explores from them with a fixed seed for a fixed number of runs
# (FUZZ_REPLAY_RUNS, default 20000), so the same checkout always executes the same inputs and
# passes or fails the same way. Exploration uses a fresh seed, which it prints.
#
# A crash stops the run with exit 1; the input that caused it is kept in .build/fuzz-crashes/
# and printed (base64). Copy it into Fuzz/seeds/<target>/ once it is fixed, so the gate replays
# it from then on; it replays by hand with `.build/fuzz/debug/<target> FILE`.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
usage() {
    echo "usage: $0 --replay [TARGET...]" >&2
    echo "       $0 [SECONDS] [TARGET...]" >&2
    exit 64
}

mode=explore
seconds=30
case "${1:-}" in
    --replay) mode=replay; shift ;;
    -h | --help) usage ;;
    '' | *[!0-9]*) ;;
    *) seconds="$1"; shift ;;
esac
targets=("$@")
if [ "${#targets[@]}" -eq 0 ]; then targets=(mcp-fuzz token-fuzz metadata-fuzz phrases-fuzz); fi
replay_runs="${FUZZ_REPLAY_RUNS:-20000}"
replay_seed=1
case "$replay_runs" in '' | *[!0-9]*) echo "fuzz.sh: FUZZ_REPLAY_RUNS must be a whole number" >&2; exit 64 ;; esac

crashes="$root/.build/fuzz-crashes"
no_aslr=()
if [ "$mode" = replay ]; then
    if setarch "$(uname -m)" -R true 2>/dev/null; then
        no_aslr=(setarch "$(uname -m)" -R)
    else
        echo "fuzz.sh: setarch -R is not allowed here; the exploration may differ between runs" >&2
    fi
fi
mkdir -p "$crashes"

# Runs the fuzzer binary in the crash folder; libFuzzer writes crash-* files to its working
# directory. The Swift crash handler's backtracer trips ASan; libFuzzer reports the crash itself.
run_fuzzer() {
    local target="$1"
    shift
    local status=0
    (cd "$crashes" && SWIFT_BACKTRACE=enable=no "${no_aslr[@]}" "$binary" -max_len=65536 -print_final_stats=1 "$@") \
        >"$crashes/$target.log" 2>&1 || status=$?
    grep -E "^#[0-9]+ +DONE|stat::number_of_executed_units|stat::new_units_added" "$crashes/$target.log" || true
    if [ "$status" -ne 0 ]; then
        grep -v -E "^#[0-9]+ +(NEW|REDUCE|pulse)" "$crashes/$target.log" | tail -40
        echo "fuzz.sh: $target failed (exit $status); the input is in $crashes" >&2
        exit 1
    fi
}

for target in "${targets[@]}"; do
    if [ ! -d "Fuzz/$target" ]; then
        echo "fuzz.sh: no fuzz target '$target' (Fuzz/ has: $(ls Fuzz | grep -v seeds | tr '\n' ' '))" >&2
        exit 64
    fi
    seeds="Fuzz/seeds/$target"
    if [ -z "$(ls -A "$seeds" 2>/dev/null)" ]; then
        echo "fuzz.sh: $seeds is empty; every target needs at least one seed" >&2
        exit 1
    fi
    # SwiftPM passes --sanitize values as separate -sanitize flags, and the last one wins in the
    # compiler, so coverage and ASan are asked for together through -Xswiftc.
    swift build --scratch-path .build/fuzz --sanitize=fuzzer --product "$target" \
        -Xswiftc -DFUZZING -Xswiftc -sanitize=fuzzer,address 2>&1 | grep -v "Cannot export local symbol" || true
    binary="$(swift build --scratch-path .build/fuzz --sanitize=fuzzer --show-bin-path)/$target"
    [ -x "$binary" ] || { echo "fuzz.sh: $target did not build" >&2; exit 1; }

    if [ "$mode" = replay ]; then
        inputs=("$root/$seeds"/*)
        echo "== $target: replaying ${#inputs[@]} committed inputs"
        run_fuzzer "$target" "${inputs[@]}"
        corpus="$(mktemp -d)"
        cp "$seeds"/* "$corpus/"
        echo "== $target: $replay_runs runs from seed $replay_seed"
        # One worker, a fixed seed and a fixed count; Swift's hashing made deterministic and
        # address randomization off, since a per-process hash seed or load address changes which
        # paths the runtime's tables take, so the coverage, so what libFuzzer keeps and mutates
        # next. Then the runs and their inputs are the same every time. -timeout only catches an
        # input that hangs.
        SWIFT_DETERMINISTIC_HASHING=1 run_fuzzer "$target" -seed="$replay_seed" -runs="$replay_runs" -timeout=120 "$corpus"
        rm -rf "$corpus"
    else
        seed="$(od -An -N4 -tu4 /dev/urandom | tr -d ' ')"
        corpus="$(mktemp -d)"
        cp "$seeds"/* "$corpus/"
        echo "== $target: ${seconds}s from seed $seed"
        run_fuzzer "$target" -seed="$seed" -max_total_time="$seconds" "$corpus"
        rm -rf "$corpus"
    fi
done
echo "fuzz.sh: no crash"
