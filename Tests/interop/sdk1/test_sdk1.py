"""The server through the 1.x line of the official MCP Python SDK (`ClientSession`).

Agent frameworks and hosts built before the SDK's 2.0 still pin `mcp<2`: their client is
`ClientSession` over `stdio_client` or `streamablehttp_client`, speaks 2025-11-25 at most, declares
elicitation only when it is given a callback, opens the standalone GET stream after the handshake
and ends its HTTP session with `DELETE`. Run through scripts/mcp-interop.sh --sdk1 [--http], which
starts SoupShop's server and names it in MCP_SERVER_COMMAND or MCP_SERVER_URL.
"""

from __future__ import annotations

import json
import os
from contextlib import asynccontextmanager
from datetime import timedelta
from typing import Any, AsyncIterator

import jsonschema
import pytest
from mcp import ClientSession, StdioServerParameters, types
from mcp.client.stdio import stdio_client
from mcp.client.streamable_http import streamable_http_client, streamablehttp_client
from mcp.shared.context import RequestContext

COMMAND: list[str] = json.loads(os.environ.get("MCP_SERVER_COMMAND", "[]"))
URL: str | None = os.environ.get("MCP_SERVER_URL") or None


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


class Answers:
    """An elicitation callback that accepts every form with a value from its schema."""

    def __init__(self, action: str = "accept") -> None:
        self.action = action
        self.received: list[dict[str, Any]] = []

    async def __call__(self, context: RequestContext[ClientSession, Any], params: types.ElicitRequestParams) -> types.ElicitResult:
        dumped = params.model_dump(by_alias=True, exclude_none=True, mode="json")
        self.received.append(dumped)
        if self.action != "accept":
            return types.ElicitResult(action=self.action)
        properties = dumped["requestedSchema"]["properties"]
        return types.ElicitResult(action="accept", content={name: sample(p) for name, p in properties.items()})


def sample(prop: dict[str, Any]) -> Any:
    if "default" in prop:
        return prop["default"]
    if prop.get("oneOf"):
        return prop["oneOf"][0]["const"]
    if prop.get("enum"):
        return prop["enum"][0]
    return {"boolean": True, "integer": int(prop.get("minimum", 1)), "number": 1.0}.get(prop.get("type", ""), "miso")


@asynccontextmanager
async def session(elicitation: Answers | None = None) -> AsyncIterator[ClientSession]:
    """An initialized session with the server under test, over whichever transport it serves."""
    options: dict[str, Any] = {"read_timeout_seconds": timedelta(seconds=30)}
    if elicitation is not None:
        options["elicitation_callback"] = elicitation
    if URL:
        async with streamable_http_client(URL) as (read, write, _):
            async with ClientSession(read, write, **options) as client:
                await client.initialize()
                yield client
        return
    if not COMMAND:
        pytest.fail("MCP_SERVER_COMMAND is not set; run through scripts/mcp-interop.sh --sdk1 SERVER ARGS…")
    parameters = StdioServerParameters(command=COMMAND[0], args=COMMAND[1:], env=dict(os.environ))
    async with stdio_client(parameters) as (read, write):
        async with ClientSession(read, write, **options) as client:
            await client.initialize()
            yield client


def texts(result: types.CallToolResult) -> str:
    return " ".join(c.text for c in result.content if isinstance(c, types.TextContent))


async def tools(client: ClientSession) -> dict[str, types.Tool]:
    found: dict[str, types.Tool] = {}
    cursor = None
    while True:
        page = await client.list_tools(cursor=cursor)
        found.update({t.name: t for t in page.tools})
        cursor = page.nextCursor
        if not cursor:
            return found


async def order(client: ClientSession) -> None:
    """SoupShop's CancelOrderIntent cancels the latest order being prepared: place one first."""
    result = await client.call_tool("OrderSoupIntent", {"soup": "miso"})
    assert not result.isError, texts(result)


@pytest.mark.anyio
@pytest.mark.filterwarnings("ignore:Use `streamable_http_client`:DeprecationWarning")
async def test_handshake_in_the_newest_revision_it_knows() -> None:
    options: dict[str, Any] = {"read_timeout_seconds": timedelta(seconds=30)}
    if URL:
        # The name most code written for the 1.x line calls (deprecated in its last releases).
        async with streamablehttp_client(URL) as (read, write, session_id):
            async with ClientSession(read, write, **options) as client:
                init = await client.initialize()
                assert session_id(), "the server gave the session no id"
    else:
        parameters = StdioServerParameters(command=COMMAND[0], args=COMMAND[1:], env=dict(os.environ))
        async with stdio_client(parameters) as (read, write):
            async with ClientSession(read, write, **options) as client:
                init = await client.initialize()
    assert init.protocolVersion == "2025-11-25"
    assert init.serverInfo.name == "SoupShop"
    assert init.instructions and "SoupShop" in init.instructions
    assert init.capabilities.tools and init.capabilities.resources and init.capabilities.completions


@pytest.mark.anyio
async def test_every_schema_is_json_schema_and_results_match_theirs() -> None:
    async with session(Answers()) as client:
        found = await tools(client)
        assert {"OrderSoupIntent", "CancelOrderIntent", "CompleteTaskIntent"} <= set(found)
        for tool in found.values():
            jsonschema.Draft202012Validator.check_schema(tool.inputSchema)
            if tool.outputSchema:
                jsonschema.Draft202012Validator.check_schema(tool.outputSchema)
        result = await client.call_tool("OrderSoupIntent", {"soup": "miso", "quantity": 2})
        assert not result.isError, texts(result)
        assert "Miso" in texts(result)
        jsonschema.validate(result.structuredContent, found["OrderSoupIntent"].outputSchema)
        assert result.structuredContent["result"]["quantity"] == 2


@pytest.mark.anyio
async def test_a_missing_value_a_confirmation_and_a_choice_are_elicited() -> None:
    answers = Answers()
    async with session(answers) as client:
        missing = await client.call_tool("OrderSoupIntent", {"quantity": 1})
        assert not missing.isError, texts(missing)
        assert "soup" in answers.received[-1]["requestedSchema"]["properties"]
        cancelled = await client.call_tool("CancelOrderIntent", {})
        assert not cancelled.isError, texts(cancelled)
        confirmation = answers.received[-1]["requestedSchema"]["properties"]
        assert any(p.get("type") == "boolean" for p in confirmation.values())
        completed = await client.call_tool("CompleteTaskIntent", {})
        assert not completed.isError, texts(completed)
        choice = answers.received[-1]["requestedSchema"]["properties"]["task"]
        assert choice["oneOf"] and all("const" in o and "title" in o for o in choice["oneOf"])
    assert len(answers.received) == 3


@pytest.mark.anyio
async def test_a_declined_confirmation_runs_nothing() -> None:
    async with session(Answers()) as client:
        await order(client)
    answers = Answers(action="decline")
    async with session(answers) as client:
        result = await client.call_tool("CancelOrderIntent", {})
        assert result.isError
        assert answers.received
        # The order is still there: a second, accepting session cancels it.
    async with session(Answers()) as client:
        again = await client.call_tool("CancelOrderIntent", {})
        assert not again.isError, texts(again)


@pytest.mark.anyio
async def test_without_elicitation_the_confirmation_argument_confirms() -> None:
    async with session() as client:  # no callback: the session declares no elicitation
        await order(client)
        found = await tools(client)
        assert "confirmation" in found["CancelOrderIntent"].inputSchema["properties"]
        first = await client.call_tool("CancelOrderIntent", {})
        assert first.isError and "needs confirmation" in texts(first), texts(first)
        token = texts(first).split('"confirmation": "')[1].split('"')[0]
        done = await client.call_tool("CancelOrderIntent", {"confirmation": token})
        assert not done.isError, texts(done)
        assert "Cancelled" in texts(done)


@pytest.mark.anyio
async def test_resources_and_completion() -> None:
    async with session(Answers()) as client:
        await order(client)
        listed = await client.list_resources()
        assert listed.resources
        read = await client.read_resource(listed.resources[0].uri)
        assert read.contents[0].mimeType == "application/json"
        assert isinstance(json.loads(read.contents[0].text), dict)
        templates = (await client.list_resource_templates()).resourceTemplates
        order_template = next(t for t in templates if "Order" in t.uriTemplate)
        completed = await client.complete(
            types.ResourceTemplateReference(type="ref/resource", uri=order_template.uriTemplate),
            {"name": "id", "value": ""})
        assert completed.completion.values
        soups = await client.complete(
            types.PromptReference(type="ref/prompt", name="OrderSoupIntent"), {"name": "soup", "value": "mi"})
        assert any("miso" in value.lower() for value in soups.completion.values), soups.completion.values
        await client.send_ping()
