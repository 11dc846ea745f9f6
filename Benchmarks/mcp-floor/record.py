#!/usr/bin/env python3
"""Records a stdio MCP server's answers to the exact requests `bench_client.py --raw` sends.

  record.py --bench-dir DIR --calls K [--warmup W] --out FILE [--requests-out FILE] -- COMMAND...

The requests are the raw client's: initialize (id 1), notifications/initialized, tools/list
(id 2), then W + K tool calls (ids 3, 4, ...) from bench_client.make_plan. FILE gets one answer
per line, in order. `intents-bench replay FILE` then answers the same requests instantly with
those bytes: the fastest any server sending them can look through that client. --requests-out
also writes the lines sent, one a line, for `intents-bench stdio-drive`.
"""

import argparse
import json
import subprocess
import sys


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--bench-dir", required=True, help="the folder with bench_client.py")
    parser.add_argument("--calls", type=int, required=True)
    parser.add_argument("--warmup", type=int, default=100)
    parser.add_argument("--out", required=True)
    parser.add_argument("--requests-out", help="also write the lines sent here")
    parser.add_argument("command", nargs=argparse.REMAINDER)
    args = parser.parse_args()
    command = args.command[1:] if args.command[:1] == ["--"] else args.command
    if not command:
        parser.error("missing server command (after --)")
    sys.path.insert(0, args.bench_dir)
    import bench_client  # noqa: E402  (the plan must be the client's own)

    plan_args = argparse.Namespace(call=None, args=None, workload="mix")
    server = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    answers = []
    sent = []

    def send(message: dict) -> None:
        line = (json.dumps(message, separators=(",", ":")) + "\n").encode()
        sent.append(line)
        server.stdin.write(line)
        server.stdin.flush()

    def request(rid: int, method: str, params: dict) -> None:
        send({"jsonrpc": "2.0", "id": rid, "method": method, "params": params})
        while True:
            line = server.stdout.readline()
            if not line:
                raise SystemExit(f"record.py: {command[0]} closed its output at request {rid} ({method})")
            message = json.loads(line)
            if message.get("id") == rid and "method" not in message:
                answers.append(line if line.endswith(b"\n") else line + b"\n")
                return

    request(1, "initialize", {"protocolVersion": "2025-11-25", "capabilities": {},
                              "clientInfo": {"name": "anchors-raw-bench", "version": "1"}})
    send({"jsonrpc": "2.0", "method": "notifications/initialized"})
    request(2, "tools/list", {})
    for index, (name, arguments) in enumerate(bench_client.make_plan(plan_args, args.warmup + args.calls)):
        request(3 + index, "tools/call", {"name": name, "arguments": arguments})
    server.stdin.close()
    server.wait()
    with open(args.out, "wb") as out:
        out.writelines(answers)
    if args.requests_out:
        with open(args.requests_out, "wb") as out:
            out.writelines(sent)
    return 0


if __name__ == "__main__":
    sys.exit(main())
