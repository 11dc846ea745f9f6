"""What agents need, tried as a new user would with the official client: entity arguments by
title and synonym, several candidates, confirmation without elicitation, honest annotations,
`instructions`, and descriptions that read well. SoupShop flows; skipped on other servers."""

from __future__ import annotations

import re

import pytest
from mcp import Client

from test_mcp import MODES, Answers, list_tools, place_order, require_soupshop, server, texts


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.mark.anyio
@pytest.mark.parametrize("mode", MODES)
async def test_entity_argument_by_title_and_synonym(mode: str) -> None:
    await require_soupshop("OrderSoupIntent")
    async with Client(server(), mode=mode, cache=None) as client:
        by_title = await client.call_tool("OrderSoupIntent", {"soup": "Tomato Basil"})
        assert not by_title.is_error, texts(by_title)
        assert by_title.structured_content["result"]["soupName"] == "Tomato Basil"
        by_synonym = await client.call_tool("OrderSoupIntent", {"soup": "dal"})
        assert not by_synonym.is_error, texts(by_synonym)
        assert by_synonym.structured_content["result"]["soupName"] == "Lentil"
        by_case = await client.call_tool("OrderSoupIntent", {"soup": "MISO"})
        assert by_case.structured_content["result"]["soupName"] == "Miso"
        unknown = await client.call_tool("OrderSoupIntent", {"soup": "tomatto"})
        assert unknown.is_error and "Did you mean" in texts(unknown), texts(unknown)


@pytest.mark.anyio
@pytest.mark.parametrize("mode", MODES)
async def test_several_candidates_are_elicited_as_choices(mode: str) -> None:
    await require_soupshop("OrderSoupIntent")
    answers = Answers({"soup": "1"})
    async with Client(server(), mode=mode, cache=None, elicitation_callback=answers) as client:
        result = await client.call_tool("OrderSoupIntent", {"soup": "chicken"})
    assert not result.is_error, texts(result)
    assert len(answers.received) == 1
    options = answers.received[0]["requestedSchema"]["properties"]["soup"]["oneOf"]
    assert [o["title"] for o in options] == ["Chicken Noodle", "Chicken Tortilla", "Avgolemono"]
    assert result.structured_content["result"]["soupName"] == "Chicken Tortilla"


@pytest.mark.anyio
@pytest.mark.parametrize("mode", MODES)
async def test_several_candidates_without_elicitation_list_ids_and_titles(mode: str) -> None:
    await require_soupshop("OrderSoupIntent")
    async with Client(server(), mode=mode, cache=None) as client:
        result = await client.call_tool("OrderSoupIntent", {"soup": "chicken"})
        assert result.is_error
        text = texts(result)
        for id, title in [("chicken-noodle", "Chicken Noodle"), ("chicken-tortilla", "Chicken Tortilla"),
                          ("avgolemono", "Avgolemono")]:
            assert f"{id} ({title})" in text, text
        again = await client.call_tool("OrderSoupIntent", {"soup": "chicken-tortilla"})
        assert not again.is_error, texts(again)


def token_in(text: str) -> str:
    match = re.search(r'"confirmation": "([^"]+)"', text)
    assert match, f"no confirmation token in: {text}"
    return match.group(1)


@pytest.mark.anyio
@pytest.mark.parametrize("mode", MODES)
async def test_confirmation_without_elicitation_by_argument(mode: str) -> None:
    await require_soupshop("CancelOrderIntent", "ListMenuIntent")
    async with Client(server(), mode=mode, cache=None) as client:
        tools = await list_tools(client)
        schema = tools["CancelOrderIntent"].input_schema
        assert schema["properties"]["confirmation"]["type"] == "string"
        assert "confirmation" not in schema.get("required", [])
        await place_order(client)
        first = await client.call_tool("CancelOrderIntent", {})
        assert first.is_error and texts(first).startswith("needs confirmation: Cancel Order "), texts(first)
        token = token_in(texts(first))
        # The token confirms only the call it was issued for; a wrong one is a tool error the
        # model reads, and runs nothing.
        elsewhere = await client.call_tool("CancelOrderIntent", {"order": "A999", "confirmation": token})
        assert elsewhere.is_error and "another call" in texts(elsewhere), texts(elsewhere)
        for wrong in [token[:-4] + "AAAA", "yes"]:
            refused = await client.call_tool("CancelOrderIntent", {"confirmation": wrong})
            assert refused.is_error and texts(refused).startswith("confirmation refused: "), texts(refused)
            assert texts(refused).endswith("CancelOrderIntent did not run."), texts(refused)
        done = await client.call_tool("CancelOrderIntent", {"confirmation": token})
        assert not done.is_error, texts(done)
        assert texts(done).startswith("Cancelled order "), texts(done)
        # Nothing is left to cancel: the token is not a standing permission.
        again = await client.call_tool("CancelOrderIntent", {"confirmation": token})
        assert again.is_error


@pytest.mark.anyio
async def test_clients_with_elicitation_see_no_confirmation_argument() -> None:
    await require_soupshop("CancelOrderIntent")
    async with Client(server(), mode="legacy", cache=None, elicitation_callback=Answers()) as client:
        tools = await list_tools(client)
    assert "confirmation" not in tools["CancelOrderIntent"].input_schema["properties"]


@pytest.mark.anyio
@pytest.mark.parametrize("mode", MODES)
async def test_annotations_never_understate(mode: str) -> None:
    await require_soupshop("ClearOrderHistoryIntent", "DeleteTasksIntent", "OrderSoupIntent")
    async with Client(server(), mode=mode, cache=None) as client:
        tools = await list_tools(client)
    clear = tools["ClearOrderHistoryIntent"].annotations
    assert clear.destructive_hint is True and clear.read_only_hint is False
    assert tools["ClearOrderHistoryIntent"].meta["authenticationPolicy"] == "requiresAuthentication"
    delete = tools["DeleteTasksIntent"].annotations
    assert delete.destructive_hint is True and delete.read_only_hint is False
    order = tools["OrderSoupIntent"].annotations
    assert order.read_only_hint is False and order.open_world_hint is False
    for tool in tools.values():
        assert tool.annotations.title == tool.title


@pytest.mark.anyio
@pytest.mark.parametrize("mode", ["legacy", "auto"])  # 2026-07-28 reads them from server/discover
async def test_instructions_from_description_and_shortcuts(mode: str) -> None:
    await require_soupshop("OrderSoupIntent")
    async with Client(server(), mode=mode, cache=None) as client:
        instructions = client.instructions
    assert instructions and instructions.startswith("SoupShop: A soup shop"), instructions
    assert '"Order <Soup> in SoupShop": OrderSoupIntent' in instructions


@pytest.mark.anyio
async def test_descriptions_are_grammatical() -> None:
    await require_soupshop("CancelOrderIntent")
    async with Client(server(), mode="legacy", cache=None) as client:
        tools = await list_tools(client)
    assert tools["CancelOrderIntent"].input_schema["properties"]["order"]["description"].startswith("an Order")
    for tool in tools.values():
        for name, prop in tool.input_schema["properties"].items():
            text = prop.get("description", "")
            assert not re.search(r"\ba [AEIOaeio]", text), f"{tool.name}.{name}: {text}"
