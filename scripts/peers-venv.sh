#!/bin/sh
# Creates .venv-peers at the repository root with the peer tools the benchmarks compare against
# (pinned in /work/shared/bench/requirements.txt, or $PEERS_REQUIREMENTS). Idempotent and quiet:
# a venv whose installed pins already match is left alone; output only on failure.
set -eu
root=$(CDPATH= cd -- "$(dirname -- "$0")/.." && pwd)
requirements=${PEERS_REQUIREMENTS:-/work/shared/bench/requirements.txt}
venv="$root/.venv-peers"
stamp="$venv/.requirements"
python=${PYTHON:-python3}

if [ ! -r "$requirements" ]; then
    echo "peers-venv: cannot read $requirements (set PEERS_REQUIREMENTS)" >&2
    exit 1
fi
if [ -x "$venv/bin/python" ] && [ -f "$stamp" ] && cmp -s "$requirements" "$stamp"; then
    exit 0
fi
log=$(mktemp)
trap 'rm -f "$log"' EXIT
if ! { [ -x "$venv/bin/python" ] || "$python" -m venv "$venv"; } >"$log" 2>&1 ||
    ! "$venv/bin/python" -m pip install --quiet --disable-pip-version-check -r "$requirements" >"$log" 2>&1; then
    cat "$log" >&2
    echo "peers-venv: installing $requirements into $venv failed" >&2
    exit 1
fi
cp "$requirements" "$stamp"
