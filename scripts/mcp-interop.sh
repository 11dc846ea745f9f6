#!/usr/bin/env bash
# Runs the interop tests (Tests/interop/test_mcp.py, test_agents.py, and test_concurrency.py for
# SoupShop) with the official MCP Python SDK client against the stdio MCP server started by the
# given command:
#
#   scripts/mcp-interop.sh .build/debug/soupshop mcp
#   scripts/mcp-interop.sh --http .build/debug/soupshop mcp    # the same over Streamable HTTP
#   scripts/mcp-interop.sh --sdk1 [--http] .build/debug/soupshop mcp
#
# --sdk1 runs Tests/interop/sdk1/test_sdk1.py instead, with the SDK's 1.x line (ClientSession),
# which agent frameworks that pin mcp<2 use; its venv is .venv-mcp1, from
# Tests/interop/sdk1/requirements.txt.
#
# With --http the command is started once with `--http 127.0.0.1:0` added, and the tests reach it
# at the URL it prints (Tests/interop/test_http.py and test_oauth.py add the HTTP-only checks).
#
# Creates .venv-mcp at the repository root on first use, from Tests/interop/requirements.txt
# (pinned: mcp, jsonschema, pytest, and PyJWT for the OAuth tests). Extra pytest options go in $PYTEST_ARGS.
#
# The tests change the app's store (they complete tasks, place orders), so the server gets a new
# temporary data folder for each run unless XDG_DATA_HOME is set.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
http=0
sdk1=0
while [ "$#" -gt 0 ]; do
    case "$1" in
        --http) http=1 ;;
        --sdk1) sdk1=1 ;;
        *) break ;;
    esac
    shift
done
if [ "$#" -eq 0 ]; then
    echo "usage: $0 [--sdk1] [--http] SERVER-COMMAND [ARGS...]   e.g. $0 .build/debug/soupshop mcp" >&2
    exit 64
fi
venv="$root/.venv-mcp"
requirements="$root/Tests/interop/requirements.txt"
if [ "$sdk1" = 1 ]; then
    venv="$root/.venv-mcp1"
    requirements="$root/Tests/interop/sdk1/requirements.txt"
fi
if [ ! -x "$venv/bin/python" ] || ! cmp -s "$requirements" "$venv/requirements.txt"; then
    python3 -m venv "$venv"
    echo '*' > "$venv/.gitignore"
    "$venv/bin/pip" install --quiet --disable-pip-version-check -r "$requirements"
    cp "$requirements" "$venv/requirements.txt"
fi
if [ -z "${XDG_DATA_HOME:-}" ]; then
    XDG_DATA_HOME="$(mktemp -d)"
    export XDG_DATA_HOME
    data_folder="$XDG_DATA_HOME"
fi
MCP_SERVER_COMMAND="$("$venv/bin/python" -c 'import json, sys; print(json.dumps(sys.argv[1:]))' "$@")"
export MCP_SERVER_COMMAND
suites=("$root/Tests/interop/test_mcp.py" "$root/Tests/interop/test_agents.py")
[ "$sdk1" = 0 ] || suites=("$root/Tests/interop/sdk1/test_sdk1.py")
if [ "$http" = 1 ]; then
    output="$(mktemp)"
    "$@" --http 127.0.0.1:0 >"$output" &
    server=$!
    trap 'kill "$server" 2>/dev/null || true; rm -f "$output"; [ -z "${data_folder:-}" ] || rm -rf "$data_folder"' EXIT
    for _ in $(seq 1 100); do
        MCP_SERVER_URL="$(grep -o 'http://[^ ]*' "$output" || true)"
        [ -n "$MCP_SERVER_URL" ] && break
        kill -0 "$server" 2>/dev/null || { echo "the server exited before it listened" >&2; exit 1; }
        sleep 0.1
    done
    [ -n "$MCP_SERVER_URL" ] || { echo "the server did not print its URL" >&2; exit 1; }
    export MCP_SERVER_URL
    [ "$sdk1" = 1 ] || suites+=("$root/Tests/interop/test_http.py" "$root/Tests/interop/test_oauth.py")
    # shellcheck disable=SC2086
    "$venv/bin/python" -m pytest -p no:cacheprovider -q "${suites[@]}" ${PYTEST_ARGS:-}
    exit $?
fi
[ -z "${data_folder:-}" ] || trap 'rm -rf "$data_folder"' EXIT
[ "$sdk1" = 1 ] || suites+=("$root/Tests/interop/test_concurrency.py")
# shellcheck disable=SC2086
"$venv/bin/python" -m pytest -p no:cacheprovider -q "${suites[@]}" ${PYTEST_ARGS:-}
