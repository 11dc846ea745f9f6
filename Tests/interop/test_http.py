"""Streamable HTTP, by hand where the SDK client cannot show it: the 2025-06-18 handshake, the
2026-07-28 headers, sessions, bearer tokens, Origin and Host checks, the protected-resource
metadata, hostile input, limits, two processes serving one app, signals, and a page in a real
browser (headless Chromium) as a client from an allowed origin and from another.

Runs when scripts/mcp-interop.sh was given `--http` (MCP_SERVER_URL is set); tests that need a
server of their own (tokens, limits, two processes) start one from MCP_SERVER_COMMAND."""

from __future__ import annotations

import html
import http.client
import json
import os
import select
import shutil
import signal
import socket
import ssl
import subprocess
import sys
import tempfile
import time
import urllib.parse
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import jsonschema
import mcp_types as types
import pytest
from mcp import Client

from test_mcp import COMMAND, URL, Answers, place_order, require_soupshop, texts

pytestmark = pytest.mark.skipif(not URL, reason="HTTP only: run scripts/mcp-interop.sh --http SERVER…")

MODERN = "2026-07-28"
TOKEN = "interop-token-0123456789abcdef"
ENVELOPE = {"io.modelcontextprotocol/protocolVersion": MODERN, "io.modelcontextprotocol/clientCapabilities": {}}


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


class Reply:
    def __init__(self, response: http.client.HTTPResponse) -> None:
        self.status = response.status
        self.headers = {k.lower(): v for k, v in response.getheaders()}
        self.body = response.read()

    def json(self) -> Any:
        return json.loads(self.body)

    def events(self) -> list[dict[str, Any]]:
        """The JSON-RPC messages of an event-stream body."""
        return [json.loads(line[5:]) for line in self.body.decode().splitlines() if line.startswith("data:")]


def post(url: str, message: Any, headers: dict[str, str] | None = None, raw: bytes | None = None) -> Reply:
    parts = urllib.parse.urlsplit(url)
    connection = http.client.HTTPConnection(parts.hostname, parts.port, timeout=30)
    all_headers = {"Content-Type": "application/json", "Accept": "application/json, text/event-stream"}
    all_headers.update(headers or {})
    connection.request("POST", parts.path, body=raw if raw is not None else json.dumps(message), headers=all_headers)
    return Reply(connection.getresponse())


def request(url: str, method: str, headers: dict[str, str] | None = None, path: str | None = None) -> Reply:
    parts = urllib.parse.urlsplit(url)
    connection = http.client.HTTPConnection(parts.hostname, parts.port, timeout=30)
    connection.request(method, path or parts.path, headers=headers or {})
    return Reply(connection.getresponse())


def modern(method: str, params: dict[str, Any] | None = None, id: int = 1) -> tuple[dict[str, Any], dict[str, str]]:
    body = {"jsonrpc": "2.0", "id": id, "method": method, "params": {**(params or {}), "_meta": ENVELOPE}}
    headers = {"MCP-Protocol-Version": MODERN, "Mcp-Method": method}
    if method == "tools/call":
        headers["Mcp-Name"] = params["name"]
    return body, headers


def initialize(url: str, version: str = "2025-06-18", headers: dict[str, str] | None = None) -> Reply:
    return post(url, {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
        "protocolVersion": version, "capabilities": {}, "clientInfo": {"name": "interop", "version": "1"}}}, headers)


@contextmanager
def server_with_own_data(*extra: str) -> Iterator[tuple[str, subprocess.Popen[bytes], dict[str, str]]]:
    """A server process of this test's own, on a free port, with a data folder of its own; yields
    its URL, the process and its environment (to run the app's CLI on the same data). Stopped
    with SIGTERM, which it must obey within 10 s, unless the test ended it."""
    with tempfile.TemporaryDirectory() as directory:
        env = {**os.environ, "XDG_DATA_HOME": directory}
        # SIGINT at its default, as in a terminal: a run started in the background inherits it
        # ignored, and a server keeps a signal the way it found it (docs/STORE.md).
        process = subprocess.Popen([*COMMAND, "--http", "127.0.0.1:0", *extra], stdout=subprocess.PIPE,
                                   stderr=subprocess.PIPE, env=env,
                                   preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
        try:
            assert process.stdout
            line = process.stdout.readline().decode()
            assert "://" in line, f"the server did not start: {line!r} {process.stderr.read().decode()[:2000]}"
            yield line.split()[-1], process, env
        finally:
            if process.poll() is None:
                process.terminate()
                process.communicate(timeout=10)


@contextmanager
def own_server(*extra: str) -> Iterator[str]:
    """`server_with_own_data`'s URL alone."""
    with server_with_own_data(*extra) as (url, _, _):
        yield url


def token_file(directory: str) -> str:
    path = os.path.join(directory, "tokens")
    with open(path, "w") as file:
        file.write(f"# interop\n{TOKEN}\n")
    return path


# --- each revision ------------------------------------------------------------------------------


@pytest.mark.parametrize("version", ["2025-03-26", "2025-06-18"])
def test_older_handshakes_by_hand(version: str) -> None:
    init = initialize(URL, version)
    assert init.status == 200 and init.headers["content-type"].startswith("application/json")
    session = init.headers["mcp-session-id"]
    assert len(session) == 32
    assert types.InitializeResult.model_validate(init.json()["result"]).protocol_version == version
    # 2025-03-26 had no MCP-Protocol-Version header; its clients send none.
    headers = {"Mcp-Session-Id": session, **({"MCP-Protocol-Version": version} if version != "2025-03-26" else {})}
    assert post(URL, {"jsonrpc": "2.0", "method": "notifications/initialized"}, headers).status == 202
    listed = post(URL, {"jsonrpc": "2.0", "id": 2, "method": "tools/list"}, headers)
    tools = types.ListToolsResult.model_validate(listed.json()["result"]).tools
    for tool in tools:
        jsonschema.Draft202012Validator.check_schema(tool.input_schema)
    assert request(URL, "DELETE", headers).status == 204
    gone = post(URL, {"jsonrpc": "2.0", "id": 3, "method": "ping"}, headers)
    assert gone.status == 404 and gone.json()["error"]["code"] == -32600


@pytest.mark.anyio
@pytest.mark.parametrize("mode", ["legacy", MODERN])
async def test_streamable_http_client_in_each_revision(mode: str) -> None:
    async with Client(URL, mode=mode, cache=None) as client:
        assert client.protocol_version == ("2025-11-25" if mode == "legacy" else MODERN)
        assert (await client.list_tools()).tools


def test_modern_requests_are_self_contained_and_headers_must_match() -> None:
    body, headers = modern("tools/list")
    listed = post(URL, body, headers)
    assert listed.status == 200 and "mcp-session-id" not in listed.headers
    assert listed.json()["result"]["resultType"] == "complete"
    wrong = post(URL, body, {**headers, "Mcp-Method": "tools/call"})
    assert wrong.status == 400 and wrong.json()["error"]["code"] == -32020
    body, headers = modern("tools/call", {"name": "OrderSoupIntent", "arguments": {"soup": "miso"}})
    misnamed = post(URL, body, {**headers, "Mcp-Name": "CancelOrderIntent"})
    assert misnamed.status == 400 and misnamed.json()["error"]["code"] == -32020
    # The mirrors are required: without one, the request is refused as with a wrong one.
    for left_out in ["Mcp-Method", "Mcp-Name"]:
        without = post(URL, body, {name: value for name, value in headers.items() if name != left_out})
        assert without.status == 400 and without.json()["error"]["code"] == -32020, left_out
        assert f"{left_out} header is missing" in without.json()["error"]["message"]
    # A routing header given twice, even with the same value, is refused (and nothing runs).
    payload = json.dumps(body).encode()
    host = urllib.parse.urlsplit(URL).netloc
    for twice in [f"Mcp-Method: tools/call\r\nMcp-Method: tools/call\r\nMCP-Protocol-Version: {MODERN}\r\n",
                  f"MCP-Protocol-Version: {MODERN}\r\nMCP-Protocol-Version: 2025-06-18\r\nMcp-Method: tools/call\r\n"]:
        head = (f"POST /mcp HTTP/1.1\r\nHost: {host}\r\nContent-Type: application/json\r\n"
                f"Accept: application/json, text/event-stream\r\nConnection: close\r\n{twice}"
                f"Content-Length: {len(payload)}\r\n\r\n")
        answer = raw(URL, head.encode() + payload)
        assert answer.startswith(b"HTTP/1.1 400") and b"appears more than once" in answer, answer[:300]
        assert b'"code":-32020' in answer, answer[-300:]
    unknown, headers = modern("no/such")
    missing = post(URL, unknown, headers)
    assert missing.status == 404 and missing.json()["error"]["code"] == -32601
    assert post(URL, {"jsonrpc": "2.0", "method": "notifications/cancelled"}, {"MCP-Protocol-Version": MODERN}).status == 202


@pytest.mark.anyio
async def test_elicitation_travels_on_the_calls_event_stream() -> None:
    await require_soupshop("CancelOrderIntent")
    answers = Answers()
    async with Client(URL, mode="legacy", cache=None, elicitation_callback=answers) as client:
        await place_order(client)
        result = await client.call_tool("CancelOrderIntent", {})
    assert not result.is_error, texts(result)
    assert answers.received and answers.received[0]["requestedSchema"]["properties"]["confirm"]["type"] == "boolean"


# --- security -----------------------------------------------------------------------------------


def test_protected_resource_metadata() -> None:
    metadata = request(URL, "GET", path="/.well-known/oauth-protected-resource/mcp")
    assert metadata.status == 200
    document = metadata.json()
    assert document["resource"] == URL and document["bearer_methods_supported"] == ["header"]


def test_a_bad_token_is_refused_with_where_to_authenticate() -> None:
    for value in ("Bearer not-a-token", "Basic dXNlcjpwYXNz"):
        refused = initialize(URL, headers={"Authorization": value})
        assert refused.status == 401 and refused.json()["error"]["code"] == -32001
        challenge = refused.headers["www-authenticate"]
        assert challenge.startswith("Bearer ") and "/.well-known/oauth-protected-resource/mcp" in challenge


def test_origin_and_host_are_checked() -> None:
    evil = initialize(URL, headers={"Origin": "https://evil.example"})
    assert evil.status == 403 and "Origin" in evil.json()["error"]["message"]
    rebound = initialize(URL, headers={"Host": "evil.example:80"})
    assert rebound.status == 421
    local = initialize(URL, headers={"Origin": "http://localhost:3000"})
    assert local.status == 200


@pytest.mark.anyio
async def test_a_token_grants_the_authenticated_caller() -> None:
    await require_soupshop("ClearOrderHistoryIntent")
    with tempfile.TemporaryDirectory() as directory, own_server("--token-file", token_file(directory)) as url:
        call, headers = modern("tools/call", {"name": "ClearOrderHistoryIntent", "arguments": {}})
        anonymous = post(url, call, headers)
        assert anonymous.json()["result"]["isError"] is True
        assert "authentication" in anonymous.json()["result"]["content"][0]["text"]
        granted = post(url, call, {**headers, "Authorization": f"Bearer {TOKEN}"})
        assert granted.json()["result"]["isError"] is False, granted.body
        # A session is bound to its caller: the anonymous cannot use the authenticated one's.
        init = initialize(url, headers={"Authorization": f"Bearer {TOKEN}"})
        session = init.headers["mcp-session-id"]
        stolen = post(url, {"jsonrpc": "2.0", "id": 2, "method": "ping"}, {"Mcp-Session-Id": session})
        assert stolen.status == 403


@pytest.mark.anyio
async def test_a_token_taken_out_of_the_file_is_refused_without_a_restart() -> None:
    """The token file is read again when it changes: a new token is accepted, one taken out is
    refused (also on the session it opened), and a bad edit keeps the tokens as they were."""
    await require_soupshop("ClearOrderHistoryIntent")
    other = "another-interop-token-0123456789"
    with tempfile.TemporaryDirectory() as directory:
        path = token_file(directory)
        with server_with_own_data("--token-file", path) as (url, process, _):
            call, headers = modern("tools/call", {"name": "ClearOrderHistoryIntent", "arguments": {}})
            granted = post(url, call, {**headers, "Authorization": f"Bearer {TOKEN}"})
            assert granted.json()["result"]["isError"] is False, granted.body
            session = initialize(url, headers={"Authorization": f"Bearer {TOKEN}"}).headers["mcp-session-id"]
            assert post(url, call, {**headers, "Authorization": f"Bearer {other}"}).status == 401

            with open(path + ".new", "w") as file:
                file.write(f"# rotated\n{other}\n")
            os.replace(path + ".new", path)
            assert "accepting the one token" in stderr_line(process, "--token-file:")
            assert post(url, call, {**headers, "Authorization": f"Bearer {other}"}).json()["result"]["isError"] is False
            revoked = post(url, call, {**headers, "Authorization": f"Bearer {TOKEN}"})
            assert revoked.status == 401 and revoked.json()["error"]["code"] == -32001
            on_session = post(url, {"jsonrpc": "2.0", "id": 2, "method": "ping"},
                              {"Mcp-Session-Id": session, "Authorization": f"Bearer {TOKEN}"})
            assert on_session.status == 401

            # A file left with no token (or a short one) changes nothing.
            with open(path + ".new", "w") as file:
                file.write("# nothing here\n")
            os.replace(path + ".new", path)
            assert "the previous tokens stay" in stderr_line(process, "--token-file:")
            assert post(url, call, {**headers, "Authorization": f"Bearer {other}"}).json()["result"]["isError"] is False
            process.terminate()
            _, errors = process.communicate(timeout=10)
            assert TOKEN.encode() not in errors and other.encode() not in errors


def test_nothing_secret_is_logged() -> None:
    with tempfile.TemporaryDirectory() as directory, \
            server_with_own_data("--token-file", token_file(directory)) as (url, process, _):
        initialize(url, headers={"Authorization": f"Bearer {TOKEN}x"})
        initialize(url, headers={"Authorization": f"Bearer {TOKEN}"})
        # The standalone stream's GET, which clients try at every session, is refused quietly.
        assert request(url, "GET", {"Authorization": f"Bearer {TOKEN}"}).status == 405
        assert request(url, "PUT", {"Authorization": f"Bearer {TOKEN}"}).status == 405
        process.terminate()
        _, errors = process.communicate(timeout=10)
    assert b"401" in errors, errors
    assert TOKEN.encode() not in errors
    assert b"refused PUT /mcp: 405" in errors and b"refused GET" not in errors, errors


# --- hostile input ------------------------------------------------------------------------------


def raw(url: str, data: bytes) -> bytes:
    parts = urllib.parse.urlsplit(url)
    with socket.create_connection((parts.hostname, parts.port), timeout=30) as sock:
        sock.sendall(data)
        chunks = []
        while True:
            chunk = sock.recv(65536)
            if not chunk:
                return b"".join(chunks)
            chunks.append(chunk)


def orders(url: str) -> list[str]:
    body, headers = modern("resources/list")
    return sorted(r["uri"] for r in post(url, body, headers).json()["result"]["resources"] if "/OrderEntity/" in r["uri"])


def test_hostile_input_gets_clear_errors_and_the_server_goes_on() -> None:
    before = orders(URL)
    host = urllib.parse.urlsplit(URL).netloc
    # Not HTTP at all: libmicrohttpd closes the connection without a word.
    assert raw(URL, b"GARBAGE\r\n\r\n") == b""
    for request_head, status in [
        (f"GARBAGE /mcp HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n", b"405"),
        (f"POST /mcp HTTP/9.9\r\nHost: {host}\r\nConnection: close\r\n\r\n", b"505"),
        (f"POST /mcp HTTP/1.1\r\nHost: {host}\r\nContent-Length: nope\r\n\r\n", b"400"),
        (f"POST /mcp HTTP/1.1\r\nHost: {host}\r\nBad Header\r\n\r\n", b"400"),
        ("POST /mcp HTTP/1.1\r\nConnection: close\r\n\r\n", b"400"),
    ]:
        answer = raw(URL, request_head.encode())
        assert answer.startswith(b"HTTP/1.1 " + status), (request_head, answer[:200])
    # The absolute form of the target is served, its authority standing for Host; Content-Length
    # fields that disagree are refused and the connection closed (raw() reads to its end).
    ping, ping_headers = modern("ping")
    payload = json.dumps(ping).encode()
    fields = "".join(f"{k}: {v}\r\n" for k, v in {
        "Content-Type": "application/json", "Accept": "application/json, text/event-stream", **ping_headers}.items())
    for target, extra, status in [
        (f"http://{host}/mcp", "Connection: close\r\n", b"200"),
        ("http://evil.example/mcp", "Connection: close\r\n", b"421"),
        ("/mcp", "Content-Length: 5\r\n", b"400"),  # no Connection: close; the server closes it
    ]:
        head = f"POST {target} HTTP/1.1\r\nHost: {host}\r\n{fields}Content-Length: {len(payload)}\r\n{extra}\r\n"
        answer = raw(URL, head.encode() + payload)
        assert answer.startswith(b"HTTP/1.1 " + status), (target, extra, answer[:300])
    big = post(URL, None, raw=b'{"jsonrpc":"2.0","id":1,"method":"ping","pad":"' + b"x" * (5 << 20) + b'"}')
    assert big.status == 413 and "exceeds the limit" in big.json()["error"]["message"]
    for body, code in [(b"{not json", -32700), (b"\xff\xfe", -32700), (b"[]", -32600), (b'"x"', -32600),
                       (b'{"jsonrpc":"2.0","id":{},"method":"ping"}', -32600)]:
        reply = post(URL, None, raw=body)
        assert reply.status == 400 and reply.json()["error"]["code"] == code, (body, reply.body)
    wrong_type = post(URL, None, {"Content-Type": "text/plain"}, raw=b"{}")
    assert wrong_type.status == 415
    for accept in ["text/html", "application/json", "application/*, text/html"]:
        assert post(URL, None, {"Accept": accept}, raw=b"{}").status == 406, accept
    # Ranges that hold both answers' types are enough.
    body, headers = modern("ping")
    for accept in ["*/*", "application/*, text/*", "text/event-stream, application/json;q=0.9"]:
        assert post(URL, body, {**headers, "Accept": accept}).status == 200, accept
    # Header fields of several kilobytes (a long token, cookies) are served; a block beyond the
    # connection's memory is refused whole.
    body, headers = modern("tools/list")
    assert post(URL, body, {**headers, "Cookie": "c=" + "x" * 6000}).status == 200
    assert post(URL, body, {**headers, "Cookie": "c=" + "x" * 40000}).status == 431
    assert request(URL, "GET").status == 405
    assert request(URL, "GET", path="/elsewhere").status == 404
    # Guessed session ids find nothing.
    for guess in ("0" * 32, "1", "../../etc/passwd"):
        guessed = post(URL, {"jsonrpc": "2.0", "id": 1, "method": "ping"}, {"Mcp-Session-Id": guess})
        assert guessed.status == 404
    assert orders(URL) == before
    body, headers = modern("tools/list")
    assert post(URL, body, headers).status == 200


def test_slow_clients_are_bounded() -> None:
    with own_server("--connection-timeout", "2") as url:
        parts = urllib.parse.urlsplit(url)
        slow = [socket.create_connection((parts.hostname, parts.port), timeout=30) for _ in range(20)]
        try:
            for sock in slow[:10]:
                sock.sendall(b"POST /mcp HTTP/1.1\r\nHost: localhost\r\nContent-Length: 100\r\n\r\n{")
            for sock in slow[10:]:
                sock.sendall(b"\x00\x01\x02")
            # Served while twenty clients dribble or say nothing useful.
            body, headers = modern("tools/list")
            assert post(url, body, headers).status == 200
            # The connection timeout closes every client that stopped sending.
            started = time.monotonic()
            for sock in slow:
                assert sock.recv(100) == b""
            assert time.monotonic() - started < 15
            assert post(url, body, headers).status == 200
        finally:
            for sock in slow:
                sock.close()


def test_a_flood_of_sessions_is_refused_beyond_the_limit() -> None:
    with own_server("--max-sessions", "3") as url:
        sessions = [initialize(url) for _ in range(3)]
        assert all(s.status == 200 for s in sessions)
        flooded = initialize(url)
        assert flooded.status == 503 and flooded.json()["error"]["code"] == -32000
        assert "too many sessions" in flooded.json()["error"]["message"]
        # Ending one makes room; the stateless form needs no session at all.
        assert request(url, "DELETE", {"Mcp-Session-Id": sessions[0].headers["mcp-session-id"]}).status == 204
        assert initialize(url).status == 200
        body, headers = modern("tools/list")
        assert post(url, body, headers).status == 200


# --- scale out ------------------------------------------------------------------------------------


@pytest.mark.anyio
async def test_two_processes_on_one_postgres_store_serve_one_client() -> None:
    postgres = os.environ.get("INTENTSTORE_POSTGRES_URL")
    if not postgres:
        pytest.skip("no PostgreSQL (scripts/postgres.sh start sets INTENTSTORE_POSTGRES_URL)")
    await require_soupshop("CancelOrderIntent")
    with tempfile.TemporaryDirectory() as directory:
        key = os.path.join(directory, "state.key")
        with open(key, "wb") as file:
            file.write(bytes(range(48)))
        shared = ["--system-store", postgres, "--store", os.path.join(directory, "soupshop.db"), "--state-key-file", key]
        with own_server(*shared) as first, own_server(*shared) as second:
            eliciting = dict(mode=MODERN, cache=None, elicitation_callback=Answers())
            async with Client(first, **eliciting) as a, Client(second, **eliciting) as b:
                await place_order(a)
                asked = await a.session.call_tool("CancelOrderIntent", {}, allow_input_required=True)
                assert isinstance(asked, types.InputRequiredResult)
                key_name = next(iter(asked.input_requests))
                answer = {key_name: types.ElicitResult(action="accept", content={"confirm": True})}
                done = await b.session.call_tool(
                    "CancelOrderIntent", {}, input_responses=answer, request_state=asked.request_state,
                    allow_input_required=True)
                assert isinstance(done, types.CallToolResult) and not done.is_error, done
                assert texts(done).startswith("Cancelled order ")
            # A confirmation token from one process confirms on the other, for a client without elicitation.
            async with Client(first, mode=MODERN, cache=None) as a, Client(second, mode=MODERN, cache=None) as b:
                await place_order(b)
                needs = await a.call_tool("CancelOrderIntent", {})
                token = texts(needs).rsplit('"confirmation": "', 1)[1].split('"')[0]
                confirmed = await b.call_tool("CancelOrderIntent", {"confirmation": token})
                assert not confirmed.is_error and texts(confirmed).startswith("Cancelled order "), texts(confirmed)


def test_bad_options_are_usage_errors() -> None:
    with tempfile.TemporaryDirectory() as directory:
        short = os.path.join(directory, "short")
        with open(short, "w") as file:
            file.write("tooshort\n")
        for extra, expected in [
            (["--http", "nowhere:port"], "--http takes [HOST:]PORT"),
            (["--token-file", "/nonexistent"], "applies to --http only"),
            (["--http", "127.0.0.1:0", "--token-file", "/nonexistent"], "cannot read"),
            (["--http", "127.0.0.1:0", "--token-file", short], "shorter than 16 characters"),
            (["--http", "127.0.0.1:0", "--state-key-file", short], "needs at least 32"),
            (["--http", "203.0.113.1:0"], "cannot listen on 203.0.113.1:0"),
            (["--public-url", "https://mcp.example.com/mcp"], "applies to --http only"),
            (["--http", "127.0.0.1:0", "--public-url", "mcp.example.com/mcp"], "--public-url takes"),
            (["--http", "127.0.0.1:0", "--public-url", "ftp://mcp.example.com/mcp"], "--public-url takes"),
            (["--http", "127.0.0.1:0", "--public-url", "https://mcp.example.com/mcp?x=1"], "--public-url takes"),
        ]:
            done = subprocess.run([*COMMAND, *extra], capture_output=True, timeout=30, env=dict(os.environ))
            assert done.returncode == 64, (extra, done.stderr)
            assert expected in done.stderr.decode(), (extra, done.stderr)


def test_keep_alive_requests_are_served_whether_the_connection_polls_or_sleeps() -> None:
    """After a response the connection's thread polls for --idle-spin microseconds, then sleeps:
    requests that come at once, after a pause longer than the poll, and a client that hangs up
    while the thread polls are all handled, with the poll off or long."""
    for spin in ("0", "3000"):
        with own_server("--idle-spin", spin) as url:
            parts = urllib.parse.urlsplit(url)
            connection = http.client.HTTPConnection(parts.hostname, parts.port, timeout=30)
            for index, pause in enumerate((0, 0.02, 0, 0.005, 0)):
                time.sleep(pause)
                body, headers = modern("tools/list", id=index + 1)
                connection.request("POST", parts.path, body=json.dumps(body), headers={
                    "Content-Type": "application/json", "Accept": "application/json, text/event-stream", **headers})
                reply = Reply(connection.getresponse())
                assert reply.status == 200, (spin, index, reply.body[:200])
                assert reply.json()["id"] == index + 1 and reply.json()["result"]["tools"]
            connection.close()
            # A client that hangs up right after its answer, while the thread polls.
            for _ in range(3):
                body, headers = modern("ping")
                sock = socket.create_connection((parts.hostname, parts.port), timeout=30)
                payload = json.dumps(body).encode()
                head = "".join(f"{k}: {v}\r\n" for k, v in {
                    "Host": f"127.0.0.1:{parts.port}", "Content-Type": "application/json",
                    "Accept": "application/json, text/event-stream", "Content-Length": str(len(payload)),
                    **headers}.items())
                sock.sendall(f"POST {parts.path} HTTP/1.1\r\n{head}\r\n".encode() + payload)
                assert sock.recv(4096).startswith(b"HTTP/1.1 200")
                sock.close()
            body, headers = modern("tools/list")
            assert post(url, body, headers).status == 200


def test_a_signal_right_after_a_call_stops_the_server_and_keeps_its_donation() -> None:
    """SIGINT or SIGTERM stops the server as the signal's default action would, whether the call's
    connection has just closed or is still open (keep-alive, its thread polling for the next
    request); the call's donation, written in a batch after the answer, is committed first."""
    for number, keep_open in ((signal.SIGINT, False), (signal.SIGINT, True), (signal.SIGTERM, True)):
        with server_with_own_data() as (url, process, env):
            parts = urllib.parse.urlsplit(url)
            connection = http.client.HTTPConnection(parts.hostname, parts.port, timeout=30)
            body, headers = modern("tools/call", {"name": "OrderSoupIntent", "arguments": {"soup": "miso"}})
            connection.request("POST", parts.path, body=json.dumps(body), headers={
                "Content-Type": "application/json", "Accept": "application/json, text/event-stream", **headers})
            reply = Reply(connection.getresponse())
            assert reply.status == 200 and "Ordered 1 medium Miso" in texts_of(reply), reply.body[:300]
            if not keep_open:
                connection.close()
            process.send_signal(number)
            _, errors = process.communicate(timeout=15)
            connection.close()
            assert process.returncode == -number, (number, keep_open, process.returncode, errors[-2000:])
            listed = subprocess.run([COMMAND[0], "suggestions", "--json"], capture_output=True, timeout=30, env=env)
            assert listed.returncode == 0, listed.stderr
            titles = [item.get("title") for item in json.loads(listed.stdout)]
            assert titles == ["Order Miso"], (number, keep_open, titles)


def texts_of(reply: Reply) -> str:
    """The text content of a tools/call answer, whether it came as JSON or as an event stream."""
    messages = reply.events() if reply.headers.get("content-type", "").startswith("text/event-stream") else [reply.json()]
    return "".join(part.get("text", "") for message in messages
                   for part in message.get("result", {}).get("content", []))


# --- browsers (CORS) ----------------------------------------------------------------------------


def preflight(url: str, origin: str, method: str = "POST", path: str | None = None) -> Reply:
    return request(url, "OPTIONS", {"Origin": origin, "Access-Control-Request-Method": method,
                                    "Access-Control-Request-Headers": "content-type, mcp-session-id, mcp-protocol-version"},
                   path=path)


def test_pages_from_allowed_origins_get_cors_headers_and_others_none() -> None:
    local = "http://localhost:6274"
    asked = preflight(URL, local)
    assert asked.status == 204, asked.body
    assert asked.headers["access-control-allow-origin"] == local
    assert asked.headers["access-control-allow-methods"] == "POST, DELETE"
    assert asked.headers["access-control-allow-headers"] == "content-type, mcp-session-id, mcp-protocol-version"
    assert asked.headers["vary"] == "Origin" and asked.body == b""
    # The answer names the origin and lets the page read the session id.
    init = initialize(URL, headers={"Origin": local})
    assert init.status == 200 and init.headers["access-control-allow-origin"] == local
    assert "Mcp-Session-Id" in init.headers["access-control-expose-headers"]
    # A refusal after the origin check is readable too (here: a token that is not valid).
    refused = initialize(URL, headers={"Origin": local, "Authorization": "Bearer not-a-token-of-this-server"})
    assert refused.status == 401 and refused.headers["access-control-allow-origin"] == local
    assert "WWW-Authenticate" in refused.headers["access-control-expose-headers"]
    # Another origin's preflight is refused, and no response names it.
    evil = preflight(URL, "https://evil.example")
    assert evil.status == 403 and "access-control-allow-origin" not in evil.headers
    assert "access-control-allow-origin" not in initialize(URL).headers
    # OPTIONS without an Origin says what the endpoint takes; the metadata is read with GET.
    plain = request(URL, "OPTIONS")
    assert plain.status == 204 and plain.headers["allow"] == "POST, DELETE, OPTIONS"
    metadata = preflight(URL, local, "GET", path="/.well-known/oauth-protected-resource/mcp")
    assert metadata.status == 204 and metadata.headers["access-control-allow-methods"] == "GET"


def test_an_origin_named_with_allow_origin_gets_cors_headers() -> None:
    with own_server("--allow-origin", "https://agent.example") as url:
        asked = preflight(url, "https://agent.example")
        assert asked.status == 204 and asked.headers["access-control-allow-origin"] == "https://agent.example"
        assert preflight(url, "https://agent.example.evil.example").status == 403


@contextmanager
def page_server(host: str) -> Iterator[str]:
    """Serves Tests/interop/browser/ at http://HOST:PORT (a loopback address); yields the origin."""
    folder = os.path.join(os.path.dirname(__file__), "browser")
    with socket.socket() as probe:
        probe.bind((host, 0))
        port = probe.getsockname()[1]
    process = subprocess.Popen([sys.executable, "-m", "http.server", str(port), "--bind", host, "--directory", folder],
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        for _ in range(100):
            try:
                socket.create_connection((host, port), timeout=1).close()
                break
            except OSError:
                time.sleep(0.05)
        yield f"http://{host}:{port}"
    finally:
        process.terminate()
        process.wait(timeout=10)


def browse(page: str) -> dict[str, Any]:
    """What the page wrote once headless Chromium ran its script."""
    browser = shutil.which("chromium")
    if browser is None:
        pytest.skip("no chromium (scripts/test.sh installs it)")
    # Nothing leaves the machine: every name but localhost resolves to nothing (the browser's own
    # services look up theirs at start), and its background services are off.
    quiet = ["--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run",
             "--no-pings", "--disable-breakpad", "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1, EXCLUDE 127.0.0.2"]
    with tempfile.TemporaryDirectory() as profile:
        done = subprocess.run([browser, "--headless", "--no-sandbox", "--disable-gpu", f"--user-data-dir={profile}",
                               *quiet, "--virtual-time-budget=10000", "--dump-dom", page],
                              capture_output=True, timeout=120)
    dom = done.stdout.decode()
    assert "RESULT " in dom, (done.returncode, dom[-2000:], done.stderr.decode()[-2000:])
    return json.loads(html.unescape(dom.split("RESULT ", 1)[1].split("</pre>", 1)[0]))


def test_a_page_in_a_real_browser_uses_the_server_from_an_allowed_origin_only() -> None:
    with server_with_own_data() as (url, process, _):
        with page_server("127.0.0.1") as origin:
            seen = browse(f"{origin.replace('127.0.0.1', 'localhost')}/page.html?mcp={url}")
        assert "error" not in seen, seen
        assert seen["initialize"] == 200 and len(seen["session"]) == 32, seen
        assert "OrderSoupIntent" in seen["tools"], seen
        assert seen["call"].startswith("Ordered 1 medium Miso"), seen
        # 127.0.0.2 is this machine too, but not a loopback origin the server accepts.
        with page_server("127.0.0.2") as origin:
            refused = browse(f"{origin}/page.html?mcp={url}")
        assert refused == {"error": "TypeError: Failed to fetch"}, refused
        process.terminate()
        _, errors = process.communicate(timeout=10)
    assert b"refused OPTIONS /mcp: 403 Origin 'http://127.0.0.2:" in errors, errors[-2000:]


def test_behind_a_reverse_proxy_the_public_url_is_accepted_and_named() -> None:
    """A proxy on this machine that passes the client's Host: that host is this server's, and the
    protected-resource metadata and WWW-Authenticate name the URL clients use."""
    public = "https://mcp.example.com/apps/soup/mcp"
    with tempfile.TemporaryDirectory() as directory, \
            own_server("--public-url", public, "--token-file", token_file(directory)) as url:
        proxied = initialize(url, headers={"Host": "MCP.example.com"})
        assert proxied.status == 200 and "mcp-session-id" in proxied.headers, proxied.body
        other = initialize(url, headers={"Host": "evil.example.com"})
        assert other.status == 421 and "--public-url" in other.json()["error"]["message"]
        metadata = request(url, "GET", {"Host": "mcp.example.com"},
                           path="/.well-known/oauth-protected-resource/apps/soup/mcp")
        assert metadata.status == 200 and metadata.json()["resource"] == public
        refused = initialize(url, headers={"Host": "mcp.example.com", "Authorization": "Bearer not-one-of-ours-at-all"})
        assert refused.status == 401
        assert refused.headers["www-authenticate"].endswith(
            'resource_metadata="https://mcp.example.com/.well-known/oauth-protected-resource/apps/soup/mcp"')
        # A page of the public site itself may call; another site's may not.
        own = initialize(url, headers={"Host": "mcp.example.com", "Origin": "https://MCP.example.com"})
        assert own.status == 200 and own.headers["access-control-allow-origin"] == "https://MCP.example.com"
        assert initialize(url, headers={"Host": "mcp.example.com", "Origin": "https://example.com"}).status == 403


def test_https_with_a_certificate_of_its_own() -> None:
    """`--tls-cert` and `--tls-key`: the server speaks HTTPS itself, names https URLs, and a
    plain HTTP request on its port gets no answer."""
    with tempfile.TemporaryDirectory() as directory:
        key, cert = os.path.join(directory, "key.pem"), os.path.join(directory, "cert.pem")
        subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", cert,
                        "-days", "2", "-subj", "/CN=localhost", "-addext", "subjectAltName=IP:127.0.0.1"],
                       check=True, capture_output=True)
        with own_server("--tls-cert", cert, "--tls-key", key, "--token-file", token_file(directory)) as url:
            assert url.startswith("https://127.0.0.1:"), url
            parts = urllib.parse.urlsplit(url)
            context = ssl.create_default_context(cafile=cert)

            def secure(method: str, path: str, body: dict[str, Any] | None = None,
                       headers: dict[str, str] | None = None) -> tuple[int, dict[str, Any]]:
                connection = http.client.HTTPSConnection(parts.hostname, parts.port, context=context, timeout=30)
                connection.request(method, path, body=json.dumps(body) if body else None, headers=headers or {})
                response = connection.getresponse()
                return response.status, json.loads(response.read() or b"{}")

            call, headers = modern("tools/call", {"name": "OrderSoupIntent", "arguments": {"soup": "miso"}})
            status, answer = secure("POST", parts.path, call, {
                **headers, "Content-Type": "application/json", "Accept": "application/json, text/event-stream",
                "Authorization": f"Bearer {TOKEN}"})
            assert status == 200 and not answer["result"].get("isError"), answer
            status, metadata = secure("GET", "/.well-known/oauth-protected-resource/mcp")
            assert status == 200 and metadata["resource"] == url, metadata
            plain = http.client.HTTPConnection(parts.hostname, parts.port, timeout=10)
            with pytest.raises((http.client.RemoteDisconnected, ConnectionResetError, http.client.BadStatusLine)):
                plain.request("GET", "/.well-known/oauth-protected-resource/mcp")
                plain.getresponse()


def make_pair(directory: str, name: str) -> tuple[str, str]:
    """A throwaway key and self-signed certificate for 127.0.0.1, made by openssl."""
    key, cert = os.path.join(directory, f"{name}-key.pem"), os.path.join(directory, f"{name}-cert.pem")
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", cert,
                    "-days", "2", "-subj", "/CN=localhost", "-addext", "subjectAltName=IP:127.0.0.1"],
                   check=True, capture_output=True)
    return key, cert


def put(source: str, destination: str) -> None:
    """Replaces `destination` with a copy of `source` at once, as a renewal's rename does."""
    shutil.copyfile(source, destination + ".new")
    os.replace(destination + ".new", destination)


def stderr_line(process: subprocess.Popen[bytes], wanted: str, seconds: float = 30) -> str:
    """The first line of the server's standard error, after those an earlier call read, that
    contains `wanted`. Reads the pipe itself: lines already in a buffered reader's buffer would
    not make `select` ready, and a line written with others would wait there unseen."""
    assert process.stderr
    descriptor = process.stderr.fileno()
    pending: bytearray = process.__dict__.setdefault("stderr_pending", bytearray())
    deadline = time.monotonic() + seconds
    while True:
        while b"\n" in pending:
            end = pending.index(b"\n") + 1
            line = pending[:end].decode()
            del pending[:end]
            if wanted in line:
                return line
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            break
        ready, _, _ = select.select([descriptor], [], [], min(remaining, 0.5))
        if ready:
            chunk = os.read(descriptor, 65536)
            if not chunk:
                break  # the server ended
            pending += chunk
    pytest.fail(f"the server did not say {wanted!r} within {seconds} s")


def test_https_serves_a_renewed_certificate_without_a_restart() -> None:
    """A renewal that replaces the certificate and key files is served to new connections; a
    connection opened before goes on; a pair that cannot serve (caught half-written) leaves the
    previous one in place."""
    with tempfile.TemporaryDirectory() as directory:
        first, second = make_pair(directory, "first"), make_pair(directory, "second")
        key, cert = os.path.join(directory, "key.pem"), os.path.join(directory, "cert.pem")
        put(first[0], key)
        put(first[1], cert)
        with server_with_own_data("--tls-cert", cert, "--tls-key", key, "--tls-reload-interval", "0.2",
                                  "--token-file", token_file(directory)) as (url, process, _):
            parts = urllib.parse.urlsplit(url)
            call, headers = modern("tools/call", {"name": "OrderSoupIntent", "arguments": {"soup": "miso"}})
            headers = {**headers, "Content-Type": "application/json", "Accept": "application/json, text/event-stream",
                       "Authorization": f"Bearer {TOKEN}"}

            def connect(certificate: str) -> http.client.HTTPSConnection:
                context = ssl.create_default_context(cafile=certificate)
                return http.client.HTTPSConnection(parts.hostname, parts.port, context=context, timeout=30)

            def order(connection: http.client.HTTPSConnection) -> None:
                connection.request("POST", parts.path, body=json.dumps(call), headers=headers)
                response = connection.getresponse()
                answer = json.loads(response.read())
                assert response.status == 200 and not answer["result"].get("isError"), answer

            before = connect(first[1])
            order(before)
            put(second[0], key)
            put(second[1], cert)
            # A check between the two renames finds a half-renewed pair and keeps the previous
            # one; the certificate's rename then changes a file again, and the pair serves.
            stderr_line(process, "HTTPS: serving the renewed certificate")
            after = connect(second[1])
            order(after)  # verified against the second certificate alone
            with pytest.raises(ssl.SSLCertVerificationError):
                order(connect(first[1]))
            order(before)  # the connection from before the renewal, still open

            # The first certificate with the second key: GnuTLS refuses the pair, the second stays.
            put(first[1], cert)
            assert "kept the previous certificate" in stderr_line(process, "HTTPS:")
            order(connect(second[1]))
            put(second[1], cert)
            assert "serving the renewed certificate" in stderr_line(process, "HTTPS:")
            order(connect(second[1]))
