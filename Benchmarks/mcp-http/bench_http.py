"""Streamable HTTP workload for `intents-bench mcp`: the fixed client's plan (bench_client.py's
`make_plan`, the same three tools and arguments) sent as raw 2026-07-28 JSON-RPC POSTs over one
keep-alive connection, against any server command that listens on the port it is given.

    bench_http.py --bench-dir ../shared/bench/mcp -k 2000 --cold-starts 5 --json OUT -- CMD… {port} …

`{port}` in the command is replaced with a free port. Cold start is spawn → the first answered
`tools/list`. Prints nothing but errors; the figures go to --json (the shape bench_client.py
writes: coldStartS, callsPerS, latencyMs, errors), with the server's and the client's CPU time
per call (serverCpuUsPerCall from /proc/PID/task/*/schedstat, clientCpuUsPerCall), which unlike
calls/s do not depend on what else the machine runs.

With `--driver CMD…` the timed calls are sent by that program instead of this one: the exact
request bytes this client would send go to it in a file (`CMD --port P --requests FILE --out
OUT`, a JSON array of strings), and it writes back each call's latency (`latenciesS`), the error
results it saw (`errors`) and its own CPU time (`clientCpuS`). `intents-bench http-drive` is such a
driver, in Swift: it takes most of this client's own cost (60–120 µs of CPU a call, against the
driver's 27–33 µs with the kernel's loopback TCP) out of the round trip, as a load generator such
as wrk does, so the ratio is closer to the servers' own.
"""

from __future__ import annotations

import argparse
import json
import os
import socket
import subprocess
import sys
import tempfile
import time

MODERN = "2026-07-28"
META = {"io.modelcontextprotocol/protocolVersion": MODERN, "io.modelcontextprotocol/clientCapabilities": {}}


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class HTTPClient:
    """HTTP/1.1 on one keep-alive socket, written and read by hand: http.client parses every
    response's header block with the email package, which cost this client more CPU per call
    than our server spends answering it. Reads a Content-Length or chunked body."""

    def __init__(self, port: int) -> None:
        self.socket = socket.create_connection(("127.0.0.1", port), timeout=30)
        self.socket.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        self.host = f"127.0.0.1:{port}".encode()
        self.buffer = b""
        self.id = 0

    def encode(self, method: str, params: dict) -> bytes:
        """The next request's bytes: the POST with its headers and body."""
        self.id += 1
        body = json.dumps({"jsonrpc": "2.0", "id": self.id, "method": method,
                           "params": {**params, "_meta": META}}).encode()
        head = (b"POST /mcp HTTP/1.1\r\nHost: " + self.host
                + b"\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream"
                + b"\r\nMCP-Protocol-Version: " + MODERN.encode() + b"\r\nMcp-Method: " + method.encode())
        if "name" in params:
            head += b"\r\nMcp-Name: " + params["name"].encode()
        return head + b"\r\nContent-Length: " + str(len(body)).encode() + b"\r\n\r\n" + body

    def request(self, method: str, params: dict) -> dict:
        self.socket.sendall(self.encode(method, params))
        status, headers, data = self.response()
        if headers.get(b"content-type", b"").startswith(b"text/event-stream"):
            data = [line[5:] for line in data.decode().splitlines() if line.startswith("data:")][-1].encode()
        message = json.loads(data)
        if "error" in message:
            raise RuntimeError(f"{method}: HTTP {status}: {message['error']}")
        return message["result"]

    def fill(self) -> None:
        chunk = self.socket.recv(65536)
        if not chunk:
            raise ConnectionError("the server closed the connection")
        self.buffer += chunk

    def line(self) -> bytes:
        while (end := self.buffer.find(b"\r\n")) < 0:
            self.fill()
        line, self.buffer = self.buffer[:end], self.buffer[end + 2:]
        return line

    def take(self, count: int) -> bytes:
        while len(self.buffer) < count:
            self.fill()
        data, self.buffer = self.buffer[:count], self.buffer[count:]
        return data

    def response(self) -> tuple[int, dict[bytes, bytes], bytes]:
        while (end := self.buffer.find(b"\r\n\r\n")) < 0:
            self.fill()
        lines = self.buffer[:end].split(b"\r\n")
        self.buffer = self.buffer[end + 4:]
        status = int(lines[0].split(b" ", 2)[1])
        headers = {}
        for line in lines[1:]:
            name, _, value = line.partition(b":")
            headers[name.strip().lower()] = value.strip()
        if b"content-length" in headers:
            return status, headers, self.take(int(headers[b"content-length"]))
        if headers.get(b"transfer-encoding", b"").lower() == b"chunked":
            data = b""
            while (size := int(self.line().split(b";")[0], 16)) > 0:
                data += self.take(size)
                self.take(2)
            while self.line():  # trailers, then the blank line
                pass
            return status, headers, data
        raise RuntimeError(f"HTTP {status}: a response without Content-Length or chunked encoding")

    def close(self) -> None:
        self.socket.close()


def server_cpu_s(pid: int) -> float | None:
    """The server's CPU time so far (all its threads), from /proc: what a call costs the server
    whatever else the machine runs. None where /proc is not Linux's."""
    try:
        total = 0
        for task in os.listdir(f"/proc/{pid}/task"):
            try:
                with open(f"/proc/{pid}/task/{task}/schedstat") as file:
                    total += int(file.read().split()[0])
            except (FileNotFoundError, ProcessLookupError):
                pass  # a thread that just ended
        return total / 1e9
    except OSError:
        return None


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
        except (ConnectionError, OSError):  # not listening yet
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
    parser.add_argument("--driver", help="a program that sends the timed calls (a command line, split on spaces)")
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
        if args.driver:
            client.close()
            latencies, errors, wall, client_cpu, server_began, server_ended = drive(
                args.driver.split(), port, process.pid,
                [client.encode("tools/call", {"name": name, "arguments": arguments}).decode()
                 for name, arguments in plan[args.warmup:]])
        else:
            server_began, client_began = server_cpu_s(process.pid), time.process_time()
            began = clock()
            for name, arguments in plan[args.warmup:]:
                sent = clock()
                result = client.request("tools/call", {"name": name, "arguments": arguments})
                latencies.append(clock() - sent)
                errors += bool(result.get("isError"))
            wall = clock() - began
            server_ended, client_cpu = server_cpu_s(process.pid), time.process_time() - client_began
            client.close()
    finally:
        stop(process)
    with open(args.json, "w") as file:
        json.dump({"client": "raw-http-2026-07-28" + (" (driver)" if args.driver else ""), "coldStartS": cold, "calls": len(latencies), "wallS": wall,
                   "callsPerS": len(latencies) / wall, "latencyMs": stats_ms(latencies), "errors": errors,
                   "serverCpuUsPerCall": None if server_began is None or server_ended is None
                   else (server_ended - server_began) * 1e6 / len(latencies),
                   "clientCpuUsPerCall": client_cpu * 1e6 / len(latencies)}, file)


def drive(driver: list[str], port: int, pid: int, requests: list[str]):
    """The timed calls sent by `driver`: (latencies, errors, wall, client CPU, server CPU before and
    after)."""
    with tempfile.TemporaryDirectory() as folder:
        plan, out = os.path.join(folder, "requests.json"), os.path.join(folder, "out.json")
        with open(plan, "w") as file:
            json.dump(requests, file)
        # The driver connects and reads its plan before it signals (a line on its output) that
        # the timed calls begin, so its start-up is outside the server's CPU window.
        runner = subprocess.Popen([*driver, "--port", str(port), "--requests", plan, "--out", out],
                                  stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        assert runner.stdout and runner.stdin
        if runner.stdout.readline().strip() != b"ready":
            raise RuntimeError(f"the driver {driver[0]} did not start (exit {runner.wait()})")
        server_began = server_cpu_s(pid)
        runner.stdin.write(b"go\n")
        runner.stdin.flush()
        runner.stdout.readline()  # "done"
        server_ended = server_cpu_s(pid)
        runner.stdin.close()  # now the driver closes its connection
        if runner.wait() != 0:
            raise RuntimeError(f"the driver {driver[0]} failed (exit {runner.returncode})")
        with open(out) as file:
            report = json.load(file)
    latencies = report["latenciesS"]
    return latencies, report["errors"], report["wallS"], report["clientCpuS"], server_began, server_ended


if __name__ == "__main__":
    main()
