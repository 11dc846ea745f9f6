#!/usr/bin/env python3
"""Reads each extract.actionsdata given, or every *.actionsdata and *.json under a folder, with
`appintents metadata show --json` and lists every member that does not come back equal.

    swift build --product appintents && scripts/compare-metadata.py ~/apple-metadata/

For a person checking the model against files Apple's tools wrote (not run in CI: those files are
other apps' and stay out of the repository). APPINTENTS=path overrides the tool.
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
