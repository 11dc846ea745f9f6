#!/usr/bin/env python3
"""Reads each extract.actionsdata given, or every *.actionsdata and *.json under a folder, with
`appintents metadata show --json` and lists every member that does not come back equal.

    swift build --product appintents && scripts/compare-metadata.py ~/apple-metadata/

For a person checking the model against files Apple's tools wrote (not run in CI: those files are
other apps' and stay out of the repository). APPINTENTS=path overrides the tool.

    scripts/compare-metadata.py --fields APPLE.actionsdata OURS.actionsdata

compares two documents field by field instead (Apple's file for an app against what `appintents
metadata extract` wrote from the app's source): every scalar at its JSON path, with
`resolvableInputTypes` compared as a set (Apple's tools write it in hash order), `typeSpecificMetadata`
as key/value pairs and `generator` left out. It prints the fields that differ, the share of the
union of both documents' fields that agree, and the share of Apple's fields (older tools write fewer
members) that agree.
"""
import json, os, subprocess, sys

tool = os.environ.get("APPINTENTS", os.path.join(os.path.dirname(os.path.abspath(__file__)), "../.build/debug/appintents"))

def diff(x, y, path, out):
    if isinstance(x, bool) or isinstance(y, bool) or not (isinstance(x, (int, float)) and isinstance(y, (int, float))):
        if type(x) != type(y):
            out.append(f"type {path}: {x!r} vs {y!r}"); return
    if isinstance(x, dict):
        for k in sorted(set(x) | set(y)):
            if k not in x or k not in y: out.append(f"member {path}.{k}: {'only in input' if k in x else 'only in output'}")
            else: diff(x[k], y[k], f"{path}.{k}", out)
    elif isinstance(x, list):
        if len(x) != len(y): out.append(f"length {path}: {len(x)} vs {len(y)}"); return
        for i, (u, v) in enumerate(zip(x, y)): diff(u, v, f"{path}[{i}]", out)
    elif x != y: out.append(f"value {path}: {x!r} vs {y!r}")

def flatten(x, path, out):
    if isinstance(x, dict):
        for k, v in x.items():
            if path == "" and k == "generator": continue
            if k == "resolvableInputTypes" and isinstance(v, list):
                v = {json.dumps(e, sort_keys=True): True for e in v}
            elif k in ("typeSpecificMetadata", "systemProtocolMetadata", "systemProtocolMetadataV2") and isinstance(v, list) and len(v) % 2 == 0 and all(isinstance(e, str) for e in v[0::2]):
                v = dict(zip(v[0::2], v[1::2]))
            flatten(v, f"{path}.{k}", out)
        if not x: out[path] = "{}"
    elif isinstance(x, list):
        for i, e in enumerate(x): flatten(e, f"{path}[{i}]", out)
        if not x: out[path] = "[]"
    else:
        out[path] = json.dumps(x)

def fields(apple, ours):
    a, o = {}, {}
    flatten(json.load(open(apple)), "", a); flatten(json.load(open(ours)), "", o)
    keys = sorted(set(a) | set(o))
    agree = [k for k in keys if a.get(k) == o.get(k)]
    for k in keys:
        if a.get(k) != o.get(k):
            print(f"  {k}: Apple {a.get(k, '(absent)')} / ours {o.get(k, '(absent)')}")
    print(f"{apple}: {len(agree)} of {len(keys)} fields agree ({100 * len(agree) / max(len(keys), 1):.1f} %)")
    own = [k for k in a if a[k] == o.get(k)]
    print(f"{apple}: {len(own)} of Apple's {len(a)} fields agree ({100 * len(own) / max(len(a), 1):.1f} %)")
    return len(agree) == len(keys)

if sys.argv[1:2] == ["--fields"]:
    if len(sys.argv) != 4: sys.exit("usage: compare-metadata.py --fields APPLE.actionsdata OURS.actionsdata")
    sys.exit(0 if fields(sys.argv[2], sys.argv[3]) else 1)

files = []
for arg in sys.argv[1:]:
    if os.path.isdir(arg):
        for root, _, names in os.walk(arg):
            files += [os.path.join(root, n) for n in names if n.endswith(".actionsdata") or (n.endswith(".json") and n != "version.json")]
    else:
        files.append(arg)
failed = 0
for f in sorted(files):
    run = subprocess.run([tool, "metadata", "show", "--json", f], capture_output=True, text=True)
    if run.returncode != 0:
        failed += 1; print(f"FAIL {f}: exit {run.returncode}: {run.stderr.strip()}"); continue
    out = []
    diff(json.load(open(f)), json.loads(run.stdout), "", out)
    failed += bool(out)
    print(("ok   " if not out else "DIFF ") + f)
    for line in out[:20]: print("     " + line)
sys.exit(1 if failed else 0)
