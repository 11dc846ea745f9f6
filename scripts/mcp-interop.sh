#!/usr/bin/env bash
# Runs the interop tests (Tests/interop/test_mcp.py, and test_concurrency.py for SoupShop) with the
# official MCP Python SDK client against the stdio MCP server started by the given command:
#
#   scripts/mcp-interop.sh .build/debug/soupshop mcp
#
# Creates .venv-mcp at the repository root on first use, from Tests/interop/requirements.txt
# (pinned: mcp, jsonschema, pytest). Extra pytest options go in $PYTEST_ARGS.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
if [ "$#" -eq 0 ]; then
    echo "usage: $0 SERVER-COMMAND [ARGS...]   e.g. $0 .build/debug/soupshop mcp" >&2
    exit 64
fi
venv="$root/.venv-mcp"
requirements="$root/Tests/interop/requirements.txt"
if [ ! -x "$venv/bin/python" ] || ! cmp -s "$requirements" "$venv/requirements.txt"; then
    python3 -m venv "$venv"
    echo '*' > "$venv/.gitignore"
    "$venv/bin/pip" install --quiet --disable-pip-version-check -r "$requirements"
    cp "$requirements" "$venv/requirements.txt"
fi
MCP_SERVER_COMMAND="$("$venv/bin/python" -c 'import json, sys; print(json.dumps(sys.argv[1:]))' "$@")"
export MCP_SERVER_COMMAND
# shellcheck disable=SC2086
exec "$venv/bin/python" -m pytest -p no:cacheprovider -q "$root/Tests/interop/test_mcp.py" "$root/Tests/interop/test_agents.py" \
    "$root/Tests/interop/test_concurrency.py" ${PYTEST_ARGS:-}
