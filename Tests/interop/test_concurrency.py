"""Concurrency through the real binaries: SoupShop's command line and `soupshop mcp` servers, driven by
the official MCP Python client, ordering on one store at the same time.

Every order a process reported must be in the store, and no order id may be handed out twice; then
the same while processes are killed in the middle of their writes. Runs with the interop tests
(scripts/mcp-interop.sh .build/debug/soupshop mcp) and is skipped for a server that is not SoupShop.
"""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import tempfile
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import anyio
import pytest
from mcp import Client, StdioServerParameters

COMMAND: list[str] = json.loads(os.environ.get("MCP_SERVER_COMMAND", "[]"))
BINARY = COMMAND[0] if COMMAND else ""
SOUPS = ["tomato", "miso", "lentil", "pho", "gumbo"]
ORDERS = 50  # per process
KILL_AT = 20  # calls an MCP session answers before its server is killed


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


def require_soupshop() -> None:
    if Path(BINARY).name != "soupshop":
        pytest.skip(f"the concurrency test drives SoupShop; the server is {COMMAND}")


def command(store: Path, *arguments: str) -> list[str]:
    # Each process its own system store: the test is about the app's data file.
    system = store.with_name(f"system-{os.getpid()}-{threading.get_ident()}.sqlite")
    return [BINARY, "--store", str(store), "--system-store", str(system), *arguments]


def cli_orders(store: Path, count: int, reported: list[str], worker: int) -> None:
    """`count` runs of `soupshop run OrderSoupIntent`, one process each."""
    for index in range(count):
        soup = SOUPS[(worker + index) % len(SOUPS)]
        done = subprocess.run(
            command(store, "run", "OrderSoupIntent", "--soup", soup, "--json"),
            capture_output=True, text=True, timeout=120, check=False)
        assert done.returncode == 0, done.stderr
        reported.append(json.loads(done.stdout)["value"]["id"])


async def mcp_orders(store: Path, count: int, reported: list[str], worker: int) -> None:
    """`count` tool calls in one `soupshop mcp` session."""
    arguments = command(store, "mcp")
    server = StdioServerParameters(command=arguments[0], args=arguments[1:], env=dict(os.environ))
    async with Client(server, mode="legacy", cache=None) as client:
        for index in range(count):
            soup = SOUPS[(worker + index) % len(SOUPS)]
            result = await client.call_tool("OrderSoupIntent", {"soup": soup})
            assert not result.is_error, result
            reported.append(order_id(result.structured_content))


def order_id(content: object) -> str:
    """The id of the order a tool result returns."""
    assert isinstance(content, dict), content
    value = content.get("result", content)
    assert isinstance(value, dict) and isinstance(value.get("id"), str), content
    return value["id"]


def stored_orders(store: Path) -> list[str]:
    with sqlite3.connect(store) as database:
        assert database.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        return [row[0] for row in database.execute("SELECT id FROM orders ORDER BY position")]


def check(store: Path, reported: list[str], expected: int | None = None) -> None:
    stored = stored_orders(store)
    assert len(stored) == len(set(stored)), f"an order id was handed out twice: {sorted(stored)}"
    assert len(reported) == len(set(reported)), f"two processes reported one order id: {sorted(reported)}"
    missing = set(reported) - set(stored)
    assert not missing, f"reported orders that were not stored: {sorted(missing)}"
    if expected is not None:
        assert len(stored) == expected


@pytest.fixture
def folder() -> Iterator[Path]:
    """A temporary folder of the test's own for its store, removed after the test."""
    with tempfile.TemporaryDirectory(prefix="soupshop-concurrency-", ignore_cleanup_errors=True) as name:
        yield Path(name)


def new_store(folder: Path) -> Path:
    store = folder / "soupshop.db"
    done = subprocess.run(command(store, "intents"), capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    return store


@pytest.mark.anyio
async def test_four_processes_order_on_one_store_and_lose_nothing(folder: Path) -> None:
    """Two command-line workers and two MCP sessions, 50 orders each, all at once."""
    require_soupshop()
    store = new_store(folder)
    reported: list[str] = []
    threads = [threading.Thread(target=cli_orders, args=(store, ORDERS, reported, w)) for w in (0, 1)]
    for thread in threads:
        thread.start()
    async with anyio.create_task_group() as group:
        for worker in (2, 3):
            group.start_soon(mcp_orders, store, ORDERS, reported, worker)
    for thread in threads:
        thread.join()
    assert len(reported) == 4 * ORDERS
    check(store, reported, expected=4 * ORDERS)


def killed_cli_orders(store: Path, count: int, reported: list[str], worker: int) -> None:
    """Runs that are killed (SIGKILL) at a point that moves through the run: what one of them
    reported before it died must still be stored."""
    for index in range(count):
        soup = SOUPS[(worker + index) % len(SOUPS)]
        process = subprocess.Popen(
            command(store, "run", "OrderSoupIntent", "--soup", soup, "--json"),
            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        if index % 2 == 1:
            # Fixed delays from 0 to 90 ms: before, during and after the write.
            time.sleep((index % 10) / 100)
            process.send_signal(signal.SIGKILL)
        output, _ = process.communicate(timeout=120)
        if process.returncode == 0:
            reported.append(json.loads(output)["value"]["id"])


def kill(arguments: list[str]) -> None:
    """SIGKILL to the process started with exactly `arguments`."""
    wanted = "\0".join(arguments) + "\0"
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                if (entry / "cmdline").read_text(errors="replace") == wanted:
                    os.kill(int(entry.name), signal.SIGKILL)
            except OSError:
                pass


@pytest.mark.anyio
async def test_kills_during_writes_lose_no_reported_order(folder: Path) -> None:
    require_soupshop()
    store = new_store(folder)
    reported: list[str] = []
    threads = [threading.Thread(target=killed_cli_orders, args=(store, 20, reported, w)) for w in (0, 1)]
    for thread in threads:
        thread.start()
    # An MCP server killed in the middle of its session: the orders it answered stay.
    arguments = command(store, "mcp")
    server = StdioServerParameters(command=arguments[0], args=arguments[1:], env=dict(os.environ))
    answered: list[str] = []

    async def order(client: Client, soup: str) -> None:
        result = await client.call_tool("OrderSoupIntent", {"soup": soup})
        assert not result.is_error, result
        answered.append(order_id(result.structured_content))

    try:
        async with Client(server, mode="legacy", cache=None) as client:
            for index in range(ORDERS):
                soup = SOUPS[index % len(SOUPS)]
                if index < KILL_AT:
                    await order(client, soup)
                    continue
                # Killed with this call in flight (sent; stored and answered or not): counted by
                # calls, not by time, so the kill always lands in the middle of the session.
                async with anyio.create_task_group() as group:
                    group.start_soon(order, client, soup)
                    await anyio.sleep(0.001)
                    kill(arguments)
    except Exception:  # the killed server's connection fails; what it answered is checked below
        pass
    reported.extend(answered)
    assert KILL_AT <= len(answered) <= KILL_AT + 1, f"the server answered {len(answered)} calls"
    for thread in threads:
        thread.join()
    check(store, reported)
    # The store still takes orders, numbered after every one before.
    await mcp_orders(store, 1, reported, 0)
    check(store, reported)
    # Nothing temporary is left beside the store: only SQLite's own files and the system stores.
    left = sorted(p.name for p in store.parent.iterdir())
    assert all(
        name in ("soupshop.db", "soupshop.db-wal", "soupshop.db-shm") or name.startswith("system-") for name in left
    ), left


@pytest.mark.anyio
async def test_an_agents_harmless_write_keeps_orders_placed_meanwhile(folder: Path) -> None:
    """An MCP session open while the command line orders: its ToggleFavoriteIntent once wrote back
    its whole copy of the store and erased the orders placed in between."""
    require_soupshop()
    store = new_store(folder)
    reported: list[str] = []
    arguments = command(store, "mcp")
    server = StdioServerParameters(command=arguments[0], args=arguments[1:], env=dict(os.environ))
    async with Client(server, mode="legacy", cache=None) as client:
        result = await client.call_tool("OrderSoupIntent", {"soup": "miso"})
        reported.append(order_id(result.structured_content))
        cli_orders(store, 3, reported, 0)
        toggled = await client.call_tool("ToggleFavoriteIntent", {"soup": "pho"})
        assert not toggled.is_error, toggled
    check(store, reported, expected=4)
    with sqlite3.connect(store) as database:
        favorites = [row[0] for row in database.execute("SELECT soup_id FROM favorites ORDER BY position")]
    assert favorites == ["tomato", "pho"]


@pytest.mark.anyio
async def test_completing_a_task_when_none_is_left_is_an_error_and_the_server_serves_on(folder: Path) -> None:
    """`tasks[0]` with no task once crashed the whole `soupshop mcp` server."""
    require_soupshop()
    store = new_store(folder)
    with sqlite3.connect(store) as database:
        database.execute("DELETE FROM tasks")
    arguments = command(store, "mcp")
    server = StdioServerParameters(command=arguments[0], args=arguments[1:], env=dict(os.environ))
    async with Client(server, mode="legacy", cache=None) as client:
        result = await client.call_tool("CompleteTaskIntent", {})
        assert result.is_error, result
        text = " ".join(getattr(part, "text", "") for part in result.content)
        assert "there is no open kitchen task" in text, text
        # The same connection goes on serving.
        ordered = await client.call_tool("OrderSoupIntent", {"soup": "tomato"})
        assert not ordered.is_error, ordered
        reported = [order_id(ordered.structured_content)]
    check(store, reported, expected=1)
