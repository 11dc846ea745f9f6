#!/usr/bin/env python3
"""Checks that two servers' recorded answers (record.py) carry the same results.

  agree.py OURS.answers THEIRS.answers

The envelopes differ by design (ours wraps an entity's structured content in `result` as MCP
asks for any output schema that is not an object; the SDK sends a list as one text block per
element), so each answer is reduced to its value: the structured content, unwrapped from a lone
`result` key, or else the first text block. Exits 1 at the first call whose values differ.
"""

import json
import sys


def value(answer: dict):
    result = answer.get("result")
    if result is None:
        return ("error", answer.get("error"))
    structured = result.get("structuredContent")
    if structured is None:
        return result["content"][0]["text"]
    if isinstance(structured, dict) and list(structured) == ["result"]:
        return structured["result"]
    return structured


def main() -> int:
    if len(sys.argv) != 3:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    with open(sys.argv[1]) as ours_file, open(sys.argv[2]) as theirs_file:
        ours = [json.loads(line) for line in ours_file][2:]  # the calls, not initialize or tools/list
        theirs = [json.loads(line) for line in theirs_file][2:]
    if len(ours) != len(theirs):
        print(f"agree.py: {len(ours)} answers against {len(theirs)}", file=sys.stderr)
        return 1
    for index, (mine, other) in enumerate(zip(ours, theirs)):
        if value(mine) != value(other):
            print(f"agree.py: call {index + 1} differs:\n  ours:   {value(mine)}\n  theirs: {value(other)}", file=sys.stderr)
            return 1
    print(f"the answers agree on all {len(ours)} calls")
    return 0


if __name__ == "__main__":
    sys.exit(main())
