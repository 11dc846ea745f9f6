"""Streamable HTTP workload for `intents-bench mcp`: the fixed client's plan (bench_client.py's
`make_plan`, the same three tools and arguments) sent as raw 2026-07-28 JSON-RPC POSTs over one
keep-alive connection, against any server command that listens on the port it is given.

    bench_http.py --bench-dir ../shared/bench/mcp -k 2000 --cold-starts 5 --json OUT -- CMD… {port} …

`{port}` in the command is replaced with a free port. Cold start is spawn → the first answered
`tools/list`. Prints nothing but errors; the figures go to --json (the shape bench_client.py
writes: coldStartS, callsPerS, latencyMs, errors).
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import socket
import subprocess
import sys
import time

MODERN = "2026-07-28"
META = {"io.modelcontextprotocol/protocolVersion": MODERN, "io.modelcontextprotocol/clientCapabilities": {}}


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class HTTPClient:
    def __init__(self, port: int) -> None:
        self.connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        self.id = 0

    def request(self, method: str, params: dict) -> dict:
        self.id += 1
        body = json.dumps({"jsonrpc": "2.0", "id": self.id, "method": method, "params": {**params, "_meta": META}})
        headers = {"Content-Type": "application/json", "Accept": "application/json, text/event-stream",
                   "MCP-Protocol-Version": MODERN, "Mcp-Method": method}
        if "name" in params:
            headers["Mcp-Name"] = params["name"]
        self.connection.request("POST", "/mcp", body=body, headers=headers)
        response = self.connection.getresponse()
        data = response.read()
        if response.getheader("Content-Type", "").startswith("text/event-stream"):
            data = [line[5:] for line in data.decode().splitlines() if line.startswith("data:")][-1].encode()
        message = json.loads(data)
        if "error" in message:
            raise RuntimeError(f"{method}: {message['error']}")
        return message["result"]

    def close(self) -> None:
        self.connection.close()


def start(command: list[str], port: int) -> subprocess.Popen:
    argv = [part.replace("{port}", str(port)) for part in command]
    return subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def ready(port: int, process: subprocess.Popen, deadline: float) -> HTTPClient:
    while time.perf_counter() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"the server exited with {process.returncode}")
        try:
            client = HTTPClient(port)
            client.request("tools/list", {})
            return client
        except (ConnectionError, OSError):
            time.sleep(0.002)
    raise RuntimeError("the server did not answer within 60 s")


def stop(process: subprocess.Popen) -> None:
    process.terminate()
    try:
        process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--bench-dir", required=True)
    parser.add_argument("-k", "--calls", type=int, default=2000)
    parser.add_argument("--warmup", type=int, default=50)
    parser.add_argument("--cold-starts", type=int, default=5)
    parser.add_argument("--json", required=True)
    parser.add_argument("command", nargs=argparse.REMAINDER)
    args = parser.parse_args()
    command = args.command[1:] if args.command[:1] == ["--"] else args.command
    sys.path.insert(0, os.path.abspath(args.bench_dir))
    from bench_client import make_plan, stats_ms  # the fixed client's workload and statistics

    plan_args = argparse.Namespace(call=None, args=None, workload="mix")
    cold = []
    for _ in range(args.cold_starts):
        port = free_port()
        started = time.perf_counter()
        process = start(command, port)
        try:
            ready(port, process, started + 60).close()
            cold.append(time.perf_counter() - started)
        finally:
            stop(process)
    port = free_port()
    process = start(command, port)
    try:
        client = ready(port, process, time.perf_counter() + 60)
        plan = make_plan(plan_args, args.warmup + args.calls)
        for name, arguments in plan[: args.warmup]:
            client.request("tools/call", {"name": name, "arguments": arguments})
        latencies, errors = [], 0
        clock = time.perf_counter
        began = clock()
        for name, arguments in plan[args.warmup:]:
            sent = clock()
            result = client.request("tools/call", {"name": name, "arguments": arguments})
            latencies.append(clock() - sent)
            errors += bool(result.get("isError"))
        wall = clock() - began
        client.close()
    finally:
        stop(process)
    with open(args.json, "w") as file:
        json.dump({"client": "raw-http-2026-07-28", "coldStartS": cold, "calls": len(latencies), "wallS": wall,
                   "callsPerS": len(latencies) / wall, "latencyMs": stats_ms(latencies), "errors": errors}, file)


if __name__ == "__main__":
    main()
