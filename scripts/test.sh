#!/usr/bin/env bash
# Runs every test of the project: the Swift test suites (XCTest and Swift Testing), the thread
# sanitizer over the concurrent executor tests, the coverage-guided fuzzers (libFuzzer: their
# committed inputs replayed, then a fixed-seed, fixed-count exploration, so a run never fails by
# chance; SKIP_FUZZ=1 to skip), and the interop tests that need outside peers.
# Needs nothing installed by hand: missing system packages are installed with apt-get, Python
# peers into a virtual environment under the repository.
set -euo pipefail
cd "$(dirname "$0")/.."

log() { printf '\n== %s\n' "$*"; }

ensure_packages() {
    local missing=()
    [ -f /usr/include/sqlite3.h ] || missing+=(libsqlite3-dev)
    [ -f /usr/include/postgresql/libpq-fe.h ] || missing+=(libpq-dev)
    [ -x /usr/lib/postgresql/15/bin/initdb ] || missing+=(postgresql)
    # `appintents metadata show/diff` read .ipa files with unzip; the tests build one with zip.
    [ -x /usr/bin/unzip ] || missing+=(unzip)
    [ -x /usr/bin/zip ] || missing+=(zip)
    [ -f /usr/include/microhttpd.h ] || missing+=(libmicrohttpd-dev)
    # The completion tests run the zsh and fish scripts in real shells.
    [ -x /usr/bin/zsh ] || missing+=(zsh)
    [ -x /usr/bin/fish ] || missing+=(fish)
    # The Streamable HTTP interop tests call the server from a page in a real browser (CORS).
    [ -x /usr/bin/chromium ] || missing+=(chromium)
    # The HTTPS tests make a throwaway certificate.
    [ -x /usr/bin/openssl ] || missing+=(openssl)
    if [ ${#missing[@]} -gt 0 ]; then
        log "installing ${missing[*]}"
        if [ "$(id -u)" = 0 ]; then
            apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
        else
            echo "missing system packages: ${missing[*]} (run: sudo apt-get install ${missing[*]})" >&2
            exit 1
        fi
    fi
}

ensure_packages

cleanup=()
trap 'for c in "${cleanup[@]}"; do eval "$c" || true; done' EXIT
if [ -x scripts/postgres.sh ] && [ -z "${INTENTSTORE_POSTGRES_URL:-}" ]; then
    log "starting a throwaway PostgreSQL on loopback"
    eval "$(scripts/postgres.sh start)"
    cleanup+=("scripts/postgres.sh stop")
fi

log "swift test"
swift build --build-tests
# Serial, although a parallel `swift test` passes too (the suites that block run on threads of
# their own, `@Suite(.ownThreads)`): the time-limit tests then never share the cores with a
# compiler or a subprocess of another test.
#
# With a temporary directory of their own: every test removes what it makes there (run after run,
# a leftover fills a long-lived runner's disk), and what is left after the run fails it. The
# toolchain's files are not the tests': the `TemporaryDirectory.*` folders of SwiftPM and of the
# Swift driver (which the compile tests run), and SwiftPM's lock files, named after the path they
# lock (this package's .build, caches under $HOME) with `/` written as `_`.
test_tmp="$(mktemp -d)"
cleanup+=("rm -rf '$test_tmp'")
# In the development language the tests expect, whatever language the machine asks apps for.
TMPDIR="$test_tmp" env -u APPINTENTS_LANGUAGE swift test --skip-build --no-parallel 2>&1 | tee .build/test-output.txt
grep -q "Test run with .* passed" .build/test-output.txt
build_locks="$(printf '%s' "$PWD/.build" | tr / _)"
home_locks="$(printf '%s' "${HOME:-/nonexistent}/" | tr / _)"
left=()
while IFS= read -r name; do
    case "$name" in
        TemporaryDirectory.*) ;;
        "$build_locks".lock | "$build_locks"_*.lock | "$home_locks"*.lock) ;;
        *) left+=("$name") ;;
    esac
done < <(find "$test_tmp" -mindepth 1 -maxdepth 1 -printf '%f\n' | sort)
if [ ${#left[@]} -gt 0 ]; then
    echo "error: tests left these in the temporary directory: ${left[*]}" >&2
    exit 1
fi

if [ "${SKIP_TSAN:-}" != "1" ]; then
    log "swift test --sanitize=thread (concurrent runs, the stdio and HTTP connection threads, request tasks and workers, time limits)"
    # Serial, as above: under the sanitizer the 10 MB frame test alone takes both cores for
    # seconds, and the time-limit tests measure wall-clock time.
    swift test --scratch-path .build/tsan --sanitize=thread --no-parallel --filter "ExecutorTests|ExecutionControlTests|StdioTransportTests|DeadlinesTests|HTTPExchangeTests|HTTPTransportTests|RequestWorkersTests|RequestTaskTests"
fi

if [ "${SKIP_FUZZ:-}" != "1" ]; then
    log "libFuzzer: MCP frames and JSON, metadata documents, phrases and utterances (replay)"
    scripts/fuzz.sh --replay
fi

if [ -x scripts/mcp-interop.sh ]; then
    log "MCP interop with the official Python client"
    swift build --product soupshop
    interop_data="$(mktemp -d)"
    cleanup+=("rm -rf '$interop_data'")
    XDG_DATA_HOME="$interop_data" scripts/mcp-interop.sh "$(swift build --show-bin-path)/soupshop" mcp
    log "MCP interop over Streamable HTTP (and two processes on the PostgreSQL store)"
    interop_http="$(mktemp -d)"
    cleanup+=("rm -rf '$interop_http'")
    XDG_DATA_HOME="$interop_http" scripts/mcp-interop.sh --http "$(swift build --show-bin-path)/soupshop" mcp
    log "MCP interop with the SDK's 1.x line (ClientSession), over stdio and Streamable HTTP"
    # Each on a new data folder of its own (the script makes one): the suites above completed
    # every kitchen task there is.
    env -u XDG_DATA_HOME scripts/mcp-interop.sh --sdk1 "$(swift build --show-bin-path)/soupshop" mcp
    env -u XDG_DATA_HOME scripts/mcp-interop.sh --sdk1 --http "$(swift build --show-bin-path)/soupshop" mcp
    log "MCP interop: the undo tool of the Library example, over stdio and Streamable HTTP"
    swift build --product library
    PYTEST_ARGS="-k undo" XDG_DATA_HOME="$interop_data" scripts/mcp-interop.sh "$(swift build --show-bin-path)/library" mcp
    PYTEST_ARGS="-k undo" XDG_DATA_HOME="$interop_http" \
        scripts/mcp-interop.sh --http "$(swift build --show-bin-path)/library" mcp
    log "MCP interop: the Library example's item sections, over stdio and Streamable HTTP"
    PYTEST_ARGS="-k sections" XDG_DATA_HOME="$interop_data" \
        scripts/mcp-interop.sh "$(swift build --show-bin-path)/library" mcp
    PYTEST_ARGS="-k sections" XDG_DATA_HOME="$interop_http" \
        scripts/mcp-interop.sh --http "$(swift build --show-bin-path)/library" mcp
fi
log "all tests passed"
