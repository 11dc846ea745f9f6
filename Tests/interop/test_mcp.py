"""Interop tests: the official MCP Python SDK client (mcp==2.3.0) against any stdio MCP server.

The server command comes from the environment variable MCP_SERVER_COMMAND (a JSON array), which
scripts/mcp-interop.sh sets from its arguments:

    scripts/mcp-interop.sh .build/debug/soupshop mcp

With `--http` first, the script starts the command with `--http 127.0.0.1:0` and sets
MCP_SERVER_URL: every test then speaks Streamable HTTP through the SDK's `streamable_http_client`
(one server process for the whole run, as a deployed server is).

Generic tests derive everything from tools/list, prompts/list and resources/templates/list, so they
run against any server. The flows marked `soupshop` use SoupShop's tools (OrderSoupIntent,
CancelOrderIntent, CompleteTaskIntent, ClearOrderHistoryIntent) and are skipped, visibly, when the
server does not offer them.
"""

from __future__ import annotations

import datetime as dt
import json
import os
import random
import subprocess
import threading
from typing import Any

import anyio
import jsonschema
import mcp_types as types
import pytest
from mcp import Client, MCPError, StdioServerParameters
from mcp.client.session import ClientRequestContext

COMMAND: list[str] = json.loads(os.environ.get("MCP_SERVER_COMMAND", "[]"))
URL: str | None = os.environ.get("MCP_SERVER_URL") or None
MODES = ["legacy", "2026-07-28"]  # elicitation/create (2025-11-25) and input_required (2026-07-28)
SOUPSHOP = ("OrderSoupIntent", "CancelOrderIntent", "CompleteTaskIntent", "ClearOrderHistoryIntent")


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


def server() -> StdioServerParameters | str:
    if URL:
        return URL
    if not COMMAND:
        pytest.fail("MCP_SERVER_COMMAND is not set; run through scripts/mcp-interop.sh SERVER ARGS…")
    return StdioServerParameters(command=COMMAND[0], args=COMMAND[1:], env=dict(os.environ))


async def place_order(client: Client) -> None:
    """SoupShop's CancelOrderIntent cancels the latest order being prepared: place one first."""
    await client.call_tool("OrderSoupIntent", {"soup": await entity_id(client, "OrderSoupIntent", "soup")})


class Answers:
    """An elicitation callback that answers any form from its schema and records what it saw."""

    def __init__(self, overrides: dict[str, Any] | None = None) -> None:
        self.overrides = overrides or {}
        self.received: list[dict[str, Any]] = []

    async def __call__(self, context: ClientRequestContext, params: types.ElicitRequestParams) -> types.ElicitResult:
        dumped = params.model_dump(by_alias=True, exclude_none=True, mode="json")
        self.received.append(dumped)
        schema = dumped["requestedSchema"]
        content = {name: self.overrides.get(name, sample(prop)) for name, prop in schema["properties"].items()}
        return types.ElicitResult(action="accept", content=content)


def sample(prop: dict[str, Any]) -> Any:
    """A valid value for one flat form or argument property."""
    if "default" in prop:
        return prop["default"]
    if prop.get("oneOf"):
        first = prop["oneOf"][0]
        if "const" in first:
            return first["const"]
        # A union value: an object whose one member names the case.
        name = first["required"][0]
        return {name: sample(first["properties"][name])}
    if prop.get("enum"):
        return prop["enum"][0]
    kind = prop.get("type")
    if kind == "boolean":
        return True
    if kind == "integer":
        return int(prop.get("minimum", 1))
    if kind == "number":
        return float(prop.get("minimum", 1))
    if kind == "array":
        return []
    if prop.get("format") == "date-time":
        return dt.datetime(2026, 12, 24, 18, 0, tzinfo=dt.timezone.utc).isoformat().replace("+00:00", "Z")
    if prop.get("format") == "date":
        return "2026-12-24"
    if prop.get("format") == "uri":
        return "https://example.com/"
    return "x"


def texts(result: types.CallToolResult) -> str:
    return " ".join(c.text for c in result.content if isinstance(c, types.TextContent))


async def list_tools(client: Client) -> dict[str, types.Tool]:
    tools: dict[str, types.Tool] = {}
    cursor = None
    while True:
        page = await client.list_tools(cursor=cursor)
        tools.update({t.name: t for t in page.tools})
        cursor = page.next_cursor
        if not cursor:
            return tools


async def entity_id(client: Client, tool: str, parameter: str) -> str | None:
    """A real identifier for an entity parameter, through completion/complete (if the server has it)."""
    try:
        result = await client.complete(
            types.PromptReference(type="ref/prompt", name=tool), {"name": parameter, "value": ""})
    except MCPError:
        return None  # a server without completions
    return result.completion.values[0] if result.completion.values else None


async def arguments_for(client: Client, tool: types.Tool) -> dict[str, Any]:
    """Values for every required argument, from the schema (entity ids through completion)."""
    schema = tool.input_schema
    args: dict[str, Any] = {}
    for name in schema.get("required", []):
        prop = schema["properties"][name]
        if prop.get("type") == "string" and "format" not in prop and "enum" not in prop and "oneOf" not in prop:
            args[name] = await entity_id(client, tool.name, name) or sample(prop)
        else:
            args[name] = sample(prop)
    return args


_offered: set[str] | None = None


async def require_soupshop(*names: str) -> None:
    """Skips (visibly) a SoupShop flow on a server without those tools. Called before any client
    is opened: a skip raised inside the SDK's task group would turn into an error."""
    global _offered
    if _offered is None:
        async with Client(server(), mode="legacy", cache=None) as client:
            _offered = set(await list_tools(client))
    missing = [n for n in names if n not in _offered]
    if missing:
        pytest.skip(f"server has no SoupShop tool(s) {missing}")


# --- handshake, each revision ------------------------------------------------------------------


@pytest.mark.anyio
async def test_handshake_2025_11_25() -> None:
    async with Client(server(), mode="legacy", cache=None) as client:
        assert client.protocol_version == "2025-11-25"
        assert client.server_info is not None and client.server_info.name
        assert client.server_capabilities.tools is not None
        assert client.server_capabilities.resources is not None
        assert client.server_capabilities.completions is not None


@pytest.mark.anyio
async def test_handshake_2026_07_28_through_discover() -> None:
    async with Client(server(), mode="auto", cache=None) as client:
        assert client.protocol_version == "2026-07-28"
        assert client.server_capabilities.tools is not None
        assert client.session.discover_result is not None
        assert "2026-07-28" in client.session.discover_result.supported_versions
        assert await list_tools(client)


@pytest.mark.parametrize("version", ["2024-11-05", "2025-03-26", "2025-06-18"])
def test_older_handshake_revisions(version: str) -> None:
    """The SDK client always offers its newest handshake revision, so the older ones (which older
    clients still ask for) are driven by hand, and every result is checked with the SDK's own
    wire models."""
    if URL:
        pytest.skip("stdio only; test_http.py drives the older handshakes over HTTP by hand")
    proc = subprocess.Popen(COMMAND, stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=dict(os.environ))
    assert proc.stdin and proc.stdout
    # A server that stops answering is killed, so the read below ends (and the test fails).
    watchdog = threading.Timer(30, proc.kill)
    watchdog.start()

    def rpc(message: dict[str, Any]) -> dict[str, Any] | None:
        proc.stdin.write((json.dumps(message) + "\n").encode())
        proc.stdin.flush()
        if "id" not in message:
            return None
        while True:
            line = proc.stdout.readline()
            assert line, f"no answer to {message['method']} within 30 s"
            reply = json.loads(line)
            if reply.get("id") == message["id"] and "method" not in reply:
                return reply

    try:
        init = rpc({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
            "protocolVersion": version, "capabilities": {"elicitation": {}},
            "clientInfo": {"name": "interop", "version": "1"}}})
        result = types.InitializeResult.model_validate(init["result"])
        assert result.protocol_version == version
        rpc({"jsonrpc": "2.0", "method": "notifications/initialized"})
        listed = types.ListToolsResult.model_validate(rpc({"jsonrpc": "2.0", "id": 2, "method": "tools/list"})["result"])
        assert listed.tools
        names = {tool.name for tool in listed.tools}
        if "ListMenuIntent" in names:
            called = rpc({"jsonrpc": "2.0", "id": 5, "method": "tools/call",
                          "params": {"name": "ListMenuIntent", "arguments": {}}})
            menu = types.CallToolResult.model_validate(called["result"])
            # Its snippet is linked as a resource from 2025-06-18 on; before, only its text.
            linked = [part.type for part in menu.content if part.type != "text"]
            assert not menu.is_error and linked == ([] if version != "2025-06-18" else ["resource_link"]), called
        if "CancelOrderIntent" in names:
            # Elicitation came with 2025-06-18: before it, a client is never asked (even one that
            # declares the capability) and confirms through the argument instead.
            cancel = next(tool for tool in listed.tools if tool.name == "CancelOrderIntent")
            offered = "confirmation" in cancel.input_schema["properties"]
            assert offered == (version != "2025-06-18"), cancel.input_schema
        # Malformed input gets a JSON-RPC error and the server goes on.
        proc.stdin.write(b'{"jsonrpc": "2.0", "id": 3, "method"\n')
        proc.stdin.flush()
        line = proc.stdout.readline()
        assert line, "no answer to a malformed frame within 30 s"
        assert json.loads(line)["error"]["code"] == -32700
        assert rpc({"jsonrpc": "2.0", "id": 4, "method": "ping"})["result"] == {}
    finally:
        watchdog.cancel()
        proc.stdin.close()
        proc.wait(timeout=10)


# --- tools/list --------------------------------------------------------------------------------


@pytest.mark.anyio
@pytest.mark.parametrize("mode", MODES)
async def test_tool_schemas_are_valid_draft_2020_12(mode: str) -> None:
    async with Client(server(), mode=mode, cache=None) as client:
        tools = await list_tools(client)
    assert tools
    for tool in tools.values():
        jsonschema.Draft202012Validator.check_schema(tool.input_schema)
        assert tool.input_schema["type"] == "object"
        for name in tool.input_schema.get("required", []):
            assert name in tool.input_schema["properties"], f"{tool.name}: required {name} is not a property"
        if tool.output_schema is not None:
            jsonschema.Draft202012Validator.check_schema(tool.output_schema)
            assert tool.output_schema["type"] == "object"
        assert tool.description


@pytest.mark.anyio
async def test_soupshop_schemas() -> None:
    await require_soupshop(*SOUPSHOP)
    async with Client(server(), mode="legacy", cache=None) as client:
        tools = await list_tools(client)
    order = tools["OrderSoupIntent"].input_schema
    assert order["properties"]["soup"]["type"] == "string"
    quantity = order["properties"]["quantity"]
    assert (quantity["type"], quantity["minimum"], quantity["maximum"], quantity["default"]) == ("integer", 1, 20, 1)
    size = order["properties"]["size"]
    assert size["enum"] == ["small", "medium", "large"] and size["default"] == "medium"
    assert [o["const"] for o in size["oneOf"]] == ["small", "medium", "large"]
    assert "quantity" not in order.get("required", [])
    assert tools["OrderSoupIntent"].output_schema is not None
    assert tools["DeleteTasksIntent"].annotations.destructive_hint is True
    assert tools["OrderSoupIntent"].annotations.destructive_hint is False
    assert "authentication" in tools["ClearOrderHistoryIntent"].description.lower()


# --- tools/call --------------------------------------------------------------------------------


@pytest.mark.anyio
@pytest.mark.parametrize("mode", MODES)
async def test_every_tool_is_called(mode: str) -> None:
    answers = Answers()
    async with Client(server(), mode=mode, cache=None, elicitation_callback=answers) as client:
        tools = await list_tools(client)
        for tool in tools.values():
            result = await client.call_tool(tool.name, await arguments_for(client, tool))
            assert texts(result) or result.structured_content is not None, f"{tool.name} returned nothing"
            if not result.is_error and tool.output_schema is not None:
                assert result.structured_content is not None, tool.name
                jsonschema.validate(result.structured_content, tool.output_schema)


@pytest.mark.anyio
@pytest.mark.parametrize("mode", MODES)
async def test_order_soup_returns_its_value(mode: str) -> None:
    await require_soupshop("OrderSoupIntent")
    async with Client(server(), mode=mode, cache=None) as client:
        soup = await entity_id(client, "OrderSoupIntent", "soup")
        assert soup
        result = await client.call_tool("OrderSoupIntent", {"soup": soup, "quantity": 2, "size": "large"})
        assert not result.is_error, texts(result)
        assert result.structured_content is not None and "result" in result.structured_content
        bad = await client.call_tool("OrderSoupIntent", {"soup": soup, "quantity": 99})
        assert bad.is_error and "quantity" in texts(bad)


@pytest.mark.anyio
@pytest.mark.parametrize("mode", MODES)
async def test_missing_value_is_elicited(mode: str) -> None:
    await require_soupshop("OrderSoupIntent")
    async with Client(server(), mode=mode, cache=None) as probe:
        soup = await entity_id(probe, "OrderSoupIntent", "soup")
    answers = Answers({"soup": soup})
    async with Client(server(), mode=mode, cache=None, elicitation_callback=answers) as client:
        result = await client.call_tool("OrderSoupIntent", {"quantity": 1})
    assert not result.is_error, texts(result)
    assert len(answers.received) == 1
    assert "soup" in answers.received[0]["requestedSchema"]["properties"]
    assert answers.received[0]["message"]


@pytest.mark.anyio
@pytest.mark.parametrize("mode", MODES)
async def test_confirmation_is_elicited(mode: str) -> None:
    await require_soupshop("CancelOrderIntent")
    answers = Answers()
    async with Client(server(), mode=mode, cache=None, elicitation_callback=answers) as client:
        await place_order(client)
        result = await client.call_tool("CancelOrderIntent", {})
    assert answers.received, "no confirmation was asked"
    props = answers.received[0]["requestedSchema"]["properties"]
    assert any(p.get("type") == "boolean" for p in props.values())
    assert not result.is_error, texts(result)


@pytest.mark.anyio
@pytest.mark.parametrize("mode", MODES)
async def test_disambiguation_is_elicited_with_titled_options(mode: str) -> None:
    await require_soupshop("CompleteTaskIntent")
    answers = Answers()
    async with Client(server(), mode=mode, cache=None, elicitation_callback=answers) as client:
        result = await client.call_tool("CompleteTaskIntent", {})
    assert answers.received, "no disambiguation was asked"
    prop = answers.received[0]["requestedSchema"]["properties"]["task"]
    assert prop["oneOf"] and all("const" in o and "title" in o for o in prop["oneOf"])
    assert not result.is_error, texts(result)


@pytest.mark.anyio
async def test_declined_confirmation_is_an_error_result() -> None:
    async def decline(context: ClientRequestContext, params: types.ElicitRequestParams) -> types.ElicitResult:
        return types.ElicitResult(action="decline")

    await require_soupshop("CancelOrderIntent")
    async with Client(server(), mode="legacy", cache=None, elicitation_callback=decline) as client:
        await place_order(client)
        result = await client.call_tool("CancelOrderIntent", {})
    assert result.is_error
    assert "declined" in texts(result) or "cancel" in texts(result).lower(), texts(result)


@pytest.mark.anyio
async def test_input_required_state_is_tamper_evident() -> None:
    await require_soupshop("CancelOrderIntent")
    async with Client(server(), mode="2026-07-28", cache=None, elicitation_callback=Answers()) as client:
        await place_order(client)
        first = await client.session.call_tool("CancelOrderIntent", {}, allow_input_required=True)
        assert isinstance(first, types.InputRequiredResult)
        assert first.request_state and first.input_requests
        key = next(iter(first.input_requests))
        answer = {key: types.ElicitResult(action="accept", content={"confirm": True})}
        state = first.request_state
        tampered = state[:-3] + ("AAA" if not state.endswith("AAA") else "BBB")
        with pytest.raises(MCPError):
            await client.session.call_tool(
                "CancelOrderIntent", {}, input_responses=answer, request_state=tampered, allow_input_required=True)
        done = await client.session.call_tool(
            "CancelOrderIntent", {}, input_responses=answer, request_state=state, allow_input_required=True)
        assert isinstance(done, types.CallToolResult) and not done.is_error


@pytest.mark.anyio
@pytest.mark.parametrize("mode", MODES)
async def test_authenticated_intent_is_refused(mode: str) -> None:
    await require_soupshop("ClearOrderHistoryIntent")
    async with Client(server(), mode=mode, cache=None) as client:
        result = await client.call_tool("ClearOrderHistoryIntent", {})
    assert result.is_error
    assert "authentication" in texts(result).lower()


# --- undo (Library: ReserveBookIntent is an UndoableIntent) ----------------------------------------


@pytest.mark.anyio
@pytest.mark.parametrize("mode", MODES)
async def test_undo_undoes_this_sessions_latest_run(mode: str) -> None:
    global _offered
    if _offered is None:
        async with Client(server(), mode="legacy", cache=None) as probe:
            _offered = set(await list_tools(probe))
    if not {"undo", "ReserveBookIntent", "ListReservationsIntent"} <= _offered:
        pytest.skip("server has no undo tool and Library's ReserveBookIntent")
    async with Client(server(), mode=mode, cache=None) as client:
        tool = (await list_tools(client))["undo"]
        assert tool.annotations is not None and tool.annotations.destructive_hint is True
        assert tool.annotations.read_only_hint is False and tool.annotations.idempotent_hint is False
        # Reservations are the server process's; over HTTP other tests may have made some.
        before = texts(await client.call_tool("ListReservationsIntent", {})).count("Solaris")
        reserved = await client.call_tool("ReserveBookIntent", {"book": "solaris"})
        assert not reserved.is_error, texts(reserved)
        undone = await client.call_tool("undo", {})
        if URL and mode == "2026-07-28":
            # Requests without an HTTP session are sessions of their own: nothing to undo.
            assert undone.is_error and texts(undone).startswith("nothing to undo"), texts(undone)
            return
        assert not undone.is_error, texts(undone)
        assert texts(undone) == "Undid Reserve Solaris (ReserveBookIntent)."
        assert undone.structured_content == {"undone": "ReserveBookIntent", "actionName": "Reserve Solaris"}
        listed = await client.call_tool("ListReservationsIntent", {})
        assert texts(listed).count("Solaris") == before, texts(listed)
        empty = await client.call_tool("undo", {})
        assert empty.is_error and texts(empty).startswith("nothing to undo"), texts(empty)


# --- item sections (Library: BorrowBookIntent's suggestions, ReserveRoomIntent's options) --------


@pytest.mark.anyio
@pytest.mark.parametrize("mode", MODES)
async def test_sections_title_the_choices_and_order_the_completions(mode: str) -> None:
    global _offered
    if _offered is None:
        async with Client(server(), mode="legacy", cache=None) as probe:
            _offered = set(await list_tools(probe))
    if not {"BorrowBookIntent", "ReserveRoomIntent"} <= _offered:
        pytest.skip("server has no Library BorrowBookIntent and ReserveRoomIntent")
    answers = Answers({"book": "emma"})
    async with Client(server(), mode=mode, cache=None, elicitation_callback=answers) as client:
        borrowed = await client.call_tool("BorrowBookIntent", {})
        rooms = await client.complete(
            types.PromptReference(type="ref/prompt", name="ReserveRoomIntent"), {"name": "room", "value": ""})
    assert not borrowed.is_error and "Borrowed Emma." in texts(borrowed), texts(borrowed)
    book = answers.received[0]["requestedSchema"]["properties"]["book"]
    assert [(o["const"], o["title"]) for o in book["oneOf"]] == [
        ("dune", "Science fiction — Dune"), ("solaris", "Science fiction — Solaris"), ("emma", "Classics — Emma")]
    assert rooms.completion.values == ["Reading Room", "Archive", "Seminar"]


# --- completion, resources, cancellation --------------------------------------------------------


@pytest.mark.anyio
@pytest.mark.parametrize("mode", MODES)
async def test_completion_for_every_prompt_argument(mode: str) -> None:
    async with Client(server(), mode=mode, cache=None) as client:
        prompts = (await client.list_prompts()).prompts
        completed = 0
        for prompt in prompts:
            for argument in prompt.arguments or []:
                result = await client.complete(
                    types.PromptReference(type="ref/prompt", name=prompt.name), {"name": argument.name, "value": ""})
                assert isinstance(result.completion.values, list)
                completed += 1
        tools = await list_tools(client)
        if "OrderSoupIntent" in tools:
            soups = await client.complete(
                types.PromptReference(type="ref/prompt", name="OrderSoupIntent"), {"name": "soup", "value": ""})
            assert soups.completion.values, "no soup suggestions"
            sizes = await client.complete(
                types.PromptReference(type="ref/prompt", name="OrderSoupIntent"), {"name": "size", "value": "l"})
            assert sizes.completion.values == ["large"]
    assert completed or not prompts


@pytest.mark.anyio
@pytest.mark.parametrize("mode", MODES)
async def test_entities_are_resources(mode: str) -> None:
    async with Client(server(), mode=mode, cache=None) as client:
        templates = (await client.list_resource_templates()).resource_templates
        for template in templates:
            assert template.uri_template.endswith("/{id}")
        resources = (await client.list_resources()).resources
        for resource in resources[:5]:
            read = await client.read_resource(str(resource.uri))
            body = json.loads(read.contents[0].text)
            assert body["id"] == resource.name
        if templates:
            completion = await client.complete(
                types.ResourceTemplateReference(type="ref/resource", uri=templates[0].uri_template),
                {"name": "id", "value": ""})
            assert isinstance(completion.completion.values, list)
        with pytest.raises(MCPError):
            await client.read_resource("appintents://nowhere/Nothing/none")
        if "OrderSoupIntent" in await list_tools(client):
            assert any("/SoupEntity/" in str(r.uri) or "Soup" in str(r.uri) for r in resources)


@pytest.mark.anyio
async def test_cancelling_a_call_leaves_the_server_serving() -> None:
    asked = anyio.Event()

    async def wait_forever(context: ClientRequestContext, params: types.ElicitRequestParams) -> types.ElicitResult:
        asked.set()
        await anyio.sleep_forever()
        raise AssertionError("unreachable")

    await require_soupshop("CancelOrderIntent")
    async with Client(server(), mode="legacy", cache=None, elicitation_callback=wait_forever) as client:
        tools = await list_tools(client)
        await place_order(client)
        with anyio.move_on_after(10) as scope:
            async with anyio.create_task_group() as group:
                group.start_soon(client.call_tool, "CancelOrderIntent", {})
                await asked.wait()
                group.cancel_scope.cancel()
        assert not scope.cancelled_caught, "the server never asked"
        assert asked.is_set()
        # The server dropped the cancelled call and still answers.
        assert await list_tools(client)
        result = await client.call_tool("ClearOrderHistoryIntent", {}) if "ClearOrderHistoryIntent" in tools else None
        assert result is None or result.is_error


# --- random arguments --------------------------------------------------------------------------

JUNK: list[Any] = [None, True, 0, -1, 2**63, -(2**63) - 1, 1e308, 3.5, "", "tomato", "x" * 5000, "\u0000",
                   "é🍲", "2026-13-45", [], [1, "a"], {}, {"id": "x"}, {"a": {"b": [{}]}}]


def random_value(rng: random.Random, schema: dict[str, Any], depth: int = 0) -> Any:
    """A value drawn from a property's schema, or (one time in seven, and always deep down)
    anything at all."""
    if depth > 3 or rng.random() < 0.15:
        return rng.choice(JUNK)
    for key in ("oneOf", "anyOf"):
        if schema.get(key) and rng.random() < 0.7:
            return random_value(rng, rng.choice(schema[key]), depth + 1)
    if "const" in schema:
        return schema["const"]
    if schema.get("enum") and rng.random() < 0.7:
        return rng.choice(schema["enum"])
    kind = schema.get("type")
    if isinstance(kind, list):
        kind = rng.choice(kind)
    if kind == "string":
        return rng.choice(["tomato", "Tomato Basil", "miso", "task-1", "", "2026-12-06T10:00:00Z", "42", "x" * 300])
    if kind == "integer":
        return rng.choice([0, 1, -5, 2**31, 2**53, 10**30])
    if kind == "number":
        return rng.choice([0.0, 1.5, -1e9, 1e300])
    if kind == "boolean":
        return rng.random() < 0.5
    if kind == "array":
        return [random_value(rng, schema.get("items", {}), depth + 1) for _ in range(rng.randint(0, 3))]
    if kind == "object":
        # Our servers' confirmation argument is drawn less often: a drawn token is never one the
        # server issued, so the call never runs.
        return {name: random_value(rng, prop, depth + 1)
                for name, prop in schema.get("properties", {}).items()
                if rng.random() < (0.15 if name.endswith("confirmation") else 0.8)}
    return rng.choice(JUNK)


@pytest.mark.anyio
@pytest.mark.parametrize("mode", MODES)
async def test_random_arguments_get_a_result_or_a_clear_error(mode: str, tmp_path: Any) -> None:
    """Arguments drawn from each tool's schema and from anywhere else, from a fixed seed, over
    stdio with a data folder of its own: every call is answered (a result, or a JSON-RPC error
    that is not an internal one), a result that succeeds matches the tool's output schema, and
    the server, then the app's stores, still serve."""
    if URL:
        pytest.skip("stdio only: the test starts its own server on a data folder of its own")
    params = StdioServerParameters(command=COMMAND[0], args=COMMAND[1:],
                                   env=dict(os.environ, XDG_DATA_HOME=str(tmp_path), HOME=str(tmp_path)))
    rng = random.Random(f"random-arguments-{mode}")
    outcomes = {"succeeded": 0, "failed": 0, "refused": 0}
    async with Client(params, mode=mode, cache=None) as client:
        tools = list((await list_tools(client)).values())
        for _ in range(200):
            tool = rng.choice(tools)
            arguments = random_value(rng, tool.input_schema)
            if not isinstance(arguments, dict):
                # The SDK sends only objects (BadInputTests sends the rest).
                arguments = {"unexpected": arguments}
            call = f"{tool.name} {json.dumps(arguments)[:300]}"
            try:
                result = await client.call_tool(tool.name, arguments)
            except MCPError as error:
                assert error.code != -32603 and error.message, f"{call}: {error.code} {error.message}"
                outcomes["refused"] += 1
                continue
            assert texts(result) or result.structured_content is not None, f"{call}: an empty result"
            if result.is_error:
                outcomes["failed"] += 1
            else:
                outcomes["succeeded"] += 1
                if tool.output_schema is not None:
                    jsonschema.validate(result.structured_content, tool.output_schema)
        assert await list_tools(client)
    # The draw reached both sides: calls that ran and calls that were turned down.
    assert outcomes["succeeded"] >= 20 and outcomes["failed"] + outcomes["refused"] >= 20, outcomes
    if "OrderSoupIntent" in {tool.name for tool in tools}:
        # A new server on the same data still orders, and donations still read.
        async with Client(params, mode=mode, cache=None) as client:
            ordered = await client.call_tool("OrderSoupIntent", {"soup": "miso"})
            assert not ordered.is_error, texts(ordered)
        listed = subprocess.run([COMMAND[0], "--json", "suggestions"], capture_output=True, timeout=60,
                                env=params.env)
        assert listed.returncode == 0, listed.stderr.decode()[-2000:]
