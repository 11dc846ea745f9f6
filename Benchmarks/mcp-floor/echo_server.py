# A JSON-RPC server that answers every call at once, without MCP: it measures how fast the
# benchmark client itself can go, the ceiling any server can show through it.
import sys, json
TOOLS = {"tools": [{"name": n, "inputSchema": {"type": "object"}} for n in ("order_soup", "complete_task", "search_recipes")]}
out = sys.stdout
for line in sys.stdin:
    msg = json.loads(line)
    if "id" not in msg:
        continue
    m = msg.get("method")
    if m == "initialize":
        res = {"protocolVersion": "2025-06-18", "capabilities": {"tools": {}}, "serverInfo": {"name": "echo", "version": "0"}}
    elif m == "tools/list":
        res = TOOLS
    else:
        res = {"content": [{"type": "text", "text": "ok"}], "isError": False}
    out.write(json.dumps({"jsonrpc": "2.0", "id": msg["id"], "result": res}) + "\n")
    out.flush()
