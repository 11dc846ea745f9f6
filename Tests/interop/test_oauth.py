"""OAuth over Streamable HTTP: the server as an OAuth resource server (`--jwks`), reached by the
official SDK's own OAuth client (`OAuthClientProvider`), which follows the server's 401 to its
protected-resource metadata, registers with the authorization server, signs in with PKCE and asks
for a token for this endpoint (RFC 8707); and JWTs the server must refuse, made with PyJWT.

The authorization server is the test's own (metadata, registration, an authorization endpoint that
approves at once, a token endpoint, a key set that rotates), since a real one (Keycloak, say) is
not something a CI run can start cheaply; its tokens are RFC 9068 JWTs signed by `cryptography`.

Runs when scripts/mcp-interop.sh was given `--http` (MCP_SERVER_URL is set)."""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import os
import secrets
import signal
import subprocess
import tempfile
import threading
import time
import urllib.parse
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import httpx2
import jwt
import pytest
from cryptography.hazmat.primitives.asymmetric import ec, ed25519, rsa
from jwt.algorithms import ECAlgorithm, OKPAlgorithm, RSAAlgorithm
from mcp import Client
from mcp.client.auth import OAuthClientProvider
from mcp.client.streamable_http import streamable_http_client
from mcp.shared.auth import AuthorizationCodeResult, OAuthClientInformationFull, OAuthClientMetadata, OAuthToken

from test_http import modern, post, request, server_with_own_data, stderr_line
from test_mcp import COMMAND, URL, require_soupshop, texts

pytestmark = pytest.mark.skipif(not URL, reason="HTTP only: run scripts/mcp-interop.sh --http SERVER…")

SCOPE = "soupshop:intents"


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


class AuthorizationServer:
    """A minimal OAuth 2.1 authorization server on loopback: RFC 8414 metadata, RFC 7591
    registration, authorization code with PKCE (approved without a person), and RS256 JWT access
    tokens whose audience is the `resource` the client asked for."""

    CLIENT = ("mcp-resource-server", "introspection-secret-0123456789")

    def __init__(self, opaque: bool = False) -> None:
        self.opaque = opaque
        self.issued: dict[str, dict[str, Any]] = {}
        self.revoked: set[str] = set()
        self.introspections = 0
        self.keys: dict[str, Any] = {"k1": rsa.generate_private_key(public_exponent=65537, key_size=2048)}
        self.signing = "k1"
        self.codes: dict[str, dict[str, str]] = {}
        self.clients: set[str] = set()
        self.resources: list[str] = []
        self.jwks_reads = 0
        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), self._handler())
        self.issuer = f"http://127.0.0.1:{self.httpd.server_address[1]}"
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()

    def close(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()

    def rotate(self) -> str:
        """Signs with a new key from now on; the key set then holds both."""
        kid = f"k{len(self.keys) + 1}"
        self.keys[kid] = rsa.generate_private_key(public_exponent=65537, key_size=2048)
        self.signing = kid
        return kid

    def jwks(self) -> dict[str, Any]:
        keys = []
        for kid, key in self.keys.items():
            jwk = json.loads(RSAAlgorithm.to_jwk(key.public_key()))
            keys.append({**jwk, "kid": kid, "use": "sig", "alg": "RS256"})
        return {"keys": keys}

    def token(self, resource: str, scope: str = SCOPE, **claims: Any) -> str:
        now = int(time.time())
        payload = {"iss": self.issuer, "aud": resource, "sub": "alice", "client_id": "interop", "scope": scope,
                   "iat": now, "exp": now + 300, "jti": secrets.token_hex(8), **claims}
        if self.opaque:
            token = secrets.token_urlsafe(32)
            self.issued[token] = payload
            return token
        return jwt.encode(payload, self.keys[self.signing], algorithm="RS256",
                          headers={"kid": self.signing, "typ": "at+jwt"})

    def _handler(self) -> type[BaseHTTPRequestHandler]:
        server = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: Any) -> None:
                pass

            def reply(self, status: int, body: Any = None, headers: dict[str, str] | None = None) -> None:
                data = json.dumps(body).encode() if body is not None else b""
                self.send_response(status)
                for name, value in {"Content-Type": "application/json", **(headers or {})}.items():
                    self.send_header(name, value)
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def do_GET(self) -> None:
                path, _, query = self.path.partition("?")
                if path == "/.well-known/oauth-authorization-server":
                    self.reply(200, {
                        "issuer": server.issuer, "authorization_endpoint": f"{server.issuer}/authorize",
                        "token_endpoint": f"{server.issuer}/token", "registration_endpoint": f"{server.issuer}/register",
                        "jwks_uri": f"{server.issuer}/jwks", "response_types_supported": ["code"],
                        "introspection_endpoint": f"{server.issuer}/introspect",
                        "grant_types_supported": ["authorization_code", "refresh_token"],
                        "code_challenge_methods_supported": ["S256"], "scopes_supported": [SCOPE],
                        "token_endpoint_auth_methods_supported": ["none", "client_secret_post", "client_secret_basic"],
                    })
                elif path == "/jwks":
                    server.jwks_reads += 1
                    self.reply(200, server.jwks())
                elif path == "/authorize":
                    asked = dict(urllib.parse.parse_qsl(query))
                    assert asked["client_id"] in server.clients and asked["code_challenge_method"] == "S256"
                    code = secrets.token_urlsafe(16)
                    server.codes[code] = asked
                    server.resources.append(asked.get("resource", ""))
                    location = asked["redirect_uri"] + "?" + urllib.parse.urlencode(
                        {"code": code, "state": asked.get("state", ""), "iss": server.issuer})
                    self.reply(302, headers={"Location": location})
                else:
                    self.reply(404, {"error": "not_found"})

            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length", "0"))
                body = self.rfile.read(length).decode()
                if self.path == "/introspect":
                    expected = base64.b64encode(":".join(server.CLIENT).encode()).decode()
                    if self.headers.get("Authorization") != f"Basic {expected}":
                        self.reply(401, {"error": "invalid_client"})
                        return
                    server.introspections += 1
                    token = dict(urllib.parse.parse_qsl(body)).get("token", "")
                    claims = server.issued.get(token)
                    active = claims is not None and token not in server.revoked and claims["exp"] > time.time()
                    self.reply(200, {"active": True, "token_type": "Bearer", **claims} if active else {"active": False})
                elif self.path == "/register":
                    client = json.loads(body)
                    client_id = secrets.token_hex(8)
                    server.clients.add(client_id)
                    self.reply(201, {**client, "client_id": client_id, "client_id_issued_at": int(time.time())})
                elif self.path == "/token":
                    form = dict(urllib.parse.parse_qsl(body))
                    asked = server.codes.pop(form.get("code", ""), None)
                    verifier = form.get("code_verifier", "").encode()
                    challenge = base64.urlsafe_b64encode(hashlib.sha256(verifier).digest()).rstrip(b"=").decode()
                    if asked is None or challenge != asked["code_challenge"]:
                        self.reply(400, {"error": "invalid_grant"})
                        return
                    resource = form.get("resource") or asked.get("resource", "")
                    self.reply(200, {"access_token": server.token(resource, asked.get("scope") or SCOPE),
                                     "token_type": "Bearer", "expires_in": 300, "scope": asked.get("scope") or SCOPE})
                else:
                    self.reply(404, {"error": "not_found"})

        return Handler


@contextmanager
def authorization_server(opaque: bool = False) -> Iterator[AuthorizationServer]:
    server = AuthorizationServer(opaque)
    try:
        yield server
    finally:
        server.close()


class Memory:
    """The SDK's token storage, in memory."""

    def __init__(self) -> None:
        self.tokens: OAuthToken | None = None
        self.client: OAuthClientInformationFull | None = None

    async def get_tokens(self) -> OAuthToken | None:
        return self.tokens

    async def set_tokens(self, tokens: OAuthToken) -> None:
        self.tokens = tokens

    async def get_client_info(self) -> OAuthClientInformationFull | None:
        return self.client

    async def set_client_info(self, client_info: OAuthClientInformationFull) -> None:
        self.client = client_info


def sign_in(url: str) -> OAuthClientProvider:
    """The SDK's OAuth client for `url`, whose browser step is an HTTP GET that follows nothing:
    the authorization server approves at once and redirects with the code."""
    redirect: dict[str, str] = {}

    async def open_browser(authorization_url: str) -> None:
        async with httpx2.AsyncClient() as browser:
            answer = await browser.get(authorization_url)
        assert answer.status_code == 302, answer.text
        redirect.update(urllib.parse.parse_qsl(urllib.parse.urlsplit(answer.headers["location"]).query))

    async def callback() -> AuthorizationCodeResult:
        return AuthorizationCodeResult(code=redirect["code"], state=redirect.get("state"), iss=redirect.get("iss"))

    metadata = OAuthClientMetadata(client_name="interop", redirect_uris=["http://127.0.0.1:9/callback"],
                                   grant_types=["authorization_code", "refresh_token"], scope=SCOPE)
    return OAuthClientProvider(server_url=url, client_metadata=metadata, storage=Memory(),
                               redirect_handler=open_browser, callback_handler=callback)


def resource_server(issuer: AuthorizationServer, *extra: str):  # noqa: ANN201 - a context manager
    """The app's server checking the issuer's tokens: JWTs with its key set, opaque ones by
    introspection (the client secret in a file that lives as long as the server)."""
    if not issuer.opaque:
        return server_with_own_data("--jwks", f"{issuer.issuer}/jwks", "--authorization-server", issuer.issuer,
                                    "--required-scope", SCOPE, "--require-token", *extra)
    secret = tempfile.NamedTemporaryFile("w", suffix=".secret")  # removed when collected, after the test
    secret.write(issuer.CLIENT[1] + "\n")
    secret.flush()
    issuer.secret_file = secret  # type: ignore[attr-defined]
    return server_with_own_data("--token-introspection", f"{issuer.issuer}/introspect",
                                "--introspection-client", issuer.CLIENT[0], "--introspection-secret-file", secret.name,
                                "--authorization-server", issuer.issuer, "--required-scope", SCOPE,
                                "--require-token", *extra)


@pytest.mark.anyio
@pytest.mark.parametrize(("mode", "opaque"), [("legacy", False), ("2026-07-28", False), ("2026-07-28", True)])
async def test_the_sdks_oauth_client_signs_in_and_runs_an_intent_that_needs_authentication(
        mode: str, opaque: bool) -> None:
    await require_soupshop("ClearOrderHistoryIntent")
    with authorization_server(opaque) as issuer, resource_server(issuer) as (url, process, _):
        metadata = request(url, "GET", path="/.well-known/oauth-protected-resource/mcp").json()
        assert metadata["authorization_servers"] == [issuer.issuer] and metadata["scopes_supported"] == [SCOPE]
        refused = post(url, *modern("tools/list"))
        assert refused.status == 401 and "resource_metadata=" in refused.headers["www-authenticate"]
        assert "error=" not in refused.headers["www-authenticate"]  # no token was sent (RFC 6750, 3.1)

        async with httpx2.AsyncClient(auth=sign_in(url)) as http, \
                Client(streamable_http_client(url, http_client=http), mode=mode, cache=None) as client:
            result = await client.call_tool("ClearOrderHistoryIntent", {})
        assert not result.is_error, texts(result)
        # The client asked for a token for this endpoint (RFC 8707), found through the metadata.
        assert issuer.resources == [url]
        process.terminate()
        _, errors = process.communicate(timeout=10)
        assert b"eyJ" not in errors  # no token, nor any part of one, in the log
        assert not any(token.encode() in errors for token in issuer.issued)


def hmac_token(claims: dict[str, Any], secret: bytes) -> str:
    """An HS256 token with the public key set as its secret: the algorithm-confusion attack, which
    PyJWT refuses to make."""
    def part(data: bytes) -> str:
        return base64.urlsafe_b64encode(data).rstrip(b"=").decode()
    signed = part(b'{"alg":"HS256","kid":"k1"}') + "." + part(json.dumps(claims).encode())
    return signed + "." + part(hmac.new(secret, signed.encode(), hashlib.sha256).digest())


@pytest.mark.anyio
async def test_tokens_that_are_not_for_this_server_are_refused_with_the_reason() -> None:
    await require_soupshop("ClearOrderHistoryIntent")
    with authorization_server() as issuer, resource_server(issuer) as (url, _, _):
        call, headers = modern("tools/call", {"name": "ClearOrderHistoryIntent", "arguments": {}})

        def attempt(token: str) -> tuple[int, str, str]:
            answer = post(url, call, {**headers, "Authorization": f"Bearer {token}"})
            message = answer.json()["error"]["message"] if answer.status >= 400 else ""
            return answer.status, answer.headers.get("www-authenticate", ""), message

        assert attempt(issuer.token(url))[0] == 200
        now = int(time.time())
        refused = {
            "another resource": issuer.token("https://other.example/mcp"),
            "expired": issuer.token(url, exp=now - 120),
            "not yet valid": issuer.token(url, nbf=now + 600),
            "another issuer": issuer.token(url, iss="https://evil.example"),
            "unsigned": jwt.encode({"iss": issuer.issuer, "aud": url, "sub": "x", "exp": now + 60}, None,
                                   algorithm="none"),
            "HMAC with the key set as secret": hmac_token(
                {"iss": issuer.issuer, "aud": url, "sub": "x", "exp": now + 60, "scope": SCOPE},
                json.dumps(issuer.jwks()).encode()),
            "another key": jwt.encode({"iss": issuer.issuer, "aud": url, "sub": "x", "exp": now + 60, "scope": SCOPE},
                                      rsa.generate_private_key(public_exponent=65537, key_size=2048),
                                      algorithm="RS256", headers={"kid": "k1"}),
            "no expiry": jwt.encode({"iss": issuer.issuer, "aud": url, "sub": "x", "scope": SCOPE},
                                    issuer.keys["k1"], algorithm="RS256", headers={"kid": "k1"}),
            "not a JWT": "opaque-token-0123456789abcdef",
            "typed as another kind of JWT": jwt.encode(
                {"iss": issuer.issuer, "aud": url, "sub": "x", "exp": now + 60, "scope": SCOPE}, issuer.keys["k1"],
                algorithm="RS256", headers={"kid": "k1", "typ": "dpop+jwt"}),
        }
        for reason, token in refused.items():
            status, challenge, message = attempt(token)
            assert status == 401, (reason, status, message)
            assert 'error="invalid_token"' in challenge and "resource_metadata=" in challenge, reason
        assert "not for this server" in attempt(refused["another resource"])[2]
        assert "expired" in attempt(refused["expired"])[2]
        assert "'none'" in attempt(refused["unsigned"])[2]
        assert "not an access token's" in attempt(refused["typed as another kind of JWT"])[2]
        # A valid token without the scope: 403 with the scope to ask for (step-up).
        status, challenge, message = attempt(issuer.token(url, scope="profile"))
        assert status == 403 and 'error="insufficient_scope"' in challenge and f'scope="{SCOPE}"' in challenge
        assert SCOPE in message


@pytest.mark.anyio
async def test_a_rotated_signing_key_is_fetched_once_without_a_restart() -> None:
    with authorization_server() as issuer, resource_server(issuer) as (url, _, _):
        body, headers = modern("tools/list")
        assert post(url, body, {**headers, "Authorization": f"Bearer {issuer.token(url)}"}).status == 200
        reads = issuer.jwks_reads
        issuer.rotate()
        fresh = issuer.token(url)
        assert post(url, body, {**headers, "Authorization": f"Bearer {fresh}"}).status == 200
        assert issuer.jwks_reads == reads + 1
        # Made-up key ids do not make the server fetch the set on every request.
        for index in range(5):
            forged = jwt.encode({"iss": issuer.issuer, "aud": url, "sub": "x", "exp": int(time.time()) + 60},
                                issuer.keys["k1"], algorithm="RS256", headers={"kid": f"unknown-{index}"})
            assert post(url, body, {**headers, "Authorization": f"Bearer {forged}"}).status == 401
        assert issuer.jwks_reads <= reads + 2


@pytest.mark.anyio
@pytest.mark.parametrize("opaque", [False, True])
async def test_sighup_reads_the_keys_again_and_forgets_the_kept_answers(opaque: bool) -> None:
    """A key or a token revoked at the authorization server is refused as soon as the server gets
    SIGHUP (a daemon's reload), not when the key set is next due or the kept answer ends; the
    server goes on serving."""
    with authorization_server(opaque) as issuer, resource_server(issuer) as (url, process, _):
        body, headers = modern("tools/list")

        def status(token: str) -> int:
            return post(url, body, {**headers, "Authorization": f"Bearer {token}"}).status

        revoked = issuer.token(url)
        assert status(revoked) == 200
        if opaque:
            issuer.revoked.add(revoked)
        else:
            issuer.rotate()
            del issuer.keys["k1"]
        assert status(revoked) == 200  # the key set and the answer are kept for a while
        process.send_signal(signal.SIGHUP)
        stderr_line(process, "SIGHUP: reading again")
        if not opaque:
            stderr_line(process, "--jwks: checking tokens with the 1 key(s)")
        assert status(revoked) == 401
        assert status(issuer.token(url)) == 200
        assert process.poll() is None


def test_every_jws_algorithm_and_a_key_set_file_read_again_when_it_changes() -> None:
    """ES256, EdDSA, PS256 and RS256 with keys from a file; the file is read again when it
    changes, so a key taken out is refused without a restart."""
    keys = {
        "rs": ("RS256", RSAAlgorithm, rsa.generate_private_key(public_exponent=65537, key_size=2048)),
        "ps": ("PS256", RSAAlgorithm, rsa.generate_private_key(public_exponent=65537, key_size=3072)),
        "es": ("ES256", ECAlgorithm, ec.generate_private_key(ec.SECP256R1())),
        "es384": ("ES384", ECAlgorithm, ec.generate_private_key(ec.SECP384R1())),
        "ed": ("EdDSA", OKPAlgorithm, ed25519.Ed25519PrivateKey.generate()),
    }

    def write(path: str, kids: list[str]) -> None:
        entries = [{**json.loads(keys[kid][1].to_jwk(keys[kid][2].public_key())), "kid": kid} for kid in kids]
        with open(path + ".new", "w") as file:
            json.dump({"keys": entries}, file)
        os.replace(path + ".new", path)

    with tempfile.TemporaryDirectory() as directory:
        path = os.path.join(directory, "jwks.json")
        write(path, list(keys))
        issuer = "https://auth.example"
        with server_with_own_data("--jwks", path, "--token-issuer", issuer) as (url, process, _):
            body, headers = modern("tools/list")

            def status(kid: str) -> int:
                algorithm, _, key = keys[kid]
                token = jwt.encode({"iss": issuer, "aud": [url, "other"], "sub": kid, "exp": int(time.time()) + 60},
                                   key, algorithm=algorithm, headers={"kid": kid})
                return post(url, body, {**headers, "Authorization": f"Bearer {token}"}).status

            assert {kid: status(kid) for kid in keys} == {kid: 200 for kid in keys}
            write(path, ["es", "ed"])
            assert "2 key(s)" in stderr_line(process, "--jwks:")
            assert {kid: status(kid) for kid in keys} == {"rs": 401, "ps": 401, "es": 200, "es384": 401, "ed": 200}
            # A broken edit keeps the keys as they were.
            with open(path + ".new", "w") as file:
                file.write('{"keys": [{"kty": "oct", "k": "c2VjcmV0"}]}')
            os.replace(path + ".new", path)
            assert "the previous keys stay" in stderr_line(process, "--jwks:")
            assert status("es") == 200


def test_oauth_options_that_cannot_work_are_usage_errors() -> None:
    with tempfile.TemporaryDirectory() as directory, authorization_server() as issuer:
        secret = os.path.join(directory, "secret.json")
        with open(secret, "w") as file:
            file.write('{"keys": [{"kty": "oct", "kid": "s", "k": "c2VjcmV0"}]}')
        http = ["--http", "127.0.0.1:0"]
        jwks = ["--jwks", f"{issuer.issuer}/jwks"]
        for extra, expected in [
            (jwks, "applies to --http only"),
            ([*http, *jwks], "issuer must be known"),
            ([*http, "--required-scope", SCOPE], "applies to --jwks"),
            ([*http, "--token-issuer", issuer.issuer], "applies to --jwks"),
            ([*http, "--require-token"], "--require-token needs --token-file, --jwks or --token-introspection"),
            ([*http, "--token-introspection", f"{issuer.issuer}/introspect", "--token-issuer", "x"],
             "--introspection-client ID --introspection-secret-file PATH"),
            ([*http, "--token-introspection", "introspect", "--token-issuer", "x"], "introspection URL"),
            ([*http, "--token-introspection", f"{issuer.issuer}/introspect", "--token-issuer", "x",
              "--introspection-client", "c", "--introspection-secret-file", "/nonexistent"], "cannot read"),
            ([*http, "--introspection-client", "c"], "applies to --jwks or --token-introspection"),
            ([*http, *jwks, "--token-issuer", issuer.issuer, "--required-scope", "two words"], "one scope"),
            ([*http, "--jwks", "/nonexistent/jwks.json", "--token-issuer", "x"], "cannot read the key set file"),
            ([*http, "--jwks", secret, "--token-issuer", "x"], "symmetric key"),
            ([*http, "--jwks", f"{issuer.issuer}/missing", "--token-issuer", "x"], "answered HTTP 404"),
            ([*http, "--jwks", "http://127.0.0.1:9/jwks", "--token-issuer", "x"], "cannot fetch the key set"),
        ]:
            done = subprocess.run([*COMMAND, *extra], capture_output=True, timeout=30, env=dict(os.environ))
            assert done.returncode == 64, (extra, done.stderr)
            assert expected in done.stderr.decode(), (extra, done.stderr)


@pytest.mark.anyio
async def test_opaque_tokens_are_checked_by_asking_the_authorization_server() -> None:
    await require_soupshop("ClearOrderHistoryIntent")
    with authorization_server(opaque=True) as issuer, resource_server(issuer) as (url, _, _):
        call, headers = modern("tools/call", {"name": "ClearOrderHistoryIntent", "arguments": {}})

        def attempt(token: str) -> tuple[int, dict[str, str], str]:
            answer = post(url, call, {**headers, "Authorization": f"Bearer {token}"})
            message = answer.json()["error"]["message"] if answer.status >= 400 else ""
            return answer.status, answer.headers, message

        token = issuer.token(url)
        assert attempt(token)[0] == 200
        assert attempt(token)[0] == 200
        assert issuer.introspections == 1  # the answer is kept for a while
        revoked = issuer.token(url)
        issuer.revoked.add(revoked)
        status, challenge, message = attempt(revoked)
        assert status == 401 and "not active" in message and 'error="invalid_token"' in challenge["www-authenticate"]
        assert attempt("never-issued-0123456789")[0] == 401
        status, _, message = attempt(issuer.token("https://other.example/mcp"))
        assert status == 401 and "not for this server" in message
        status, challenge, _ = attempt(issuer.token(url, scope="profile"))
        assert status == 403 and "insufficient_scope" in challenge["www-authenticate"]
        # The authorization server refusing this server's own credentials is not the client's
        # fault: 503, to try again later, and no sign-in.
        issuer.CLIENT = (issuer.CLIENT[0], "a-secret-the-server-does-not-have")
        status, answer_headers, message = attempt(issuer.token(url))
        assert status == 503 and answer_headers["retry-after"] == "5" and "HTTP 401" in message
        assert "www-authenticate" not in answer_headers


@pytest.mark.anyio
async def test_a_jwt_the_key_set_refuses_is_asked_about_when_the_server_can() -> None:
    """With both a key set and an introspection endpoint, a JWT signed with a key the set does not
    publish is still accepted when the authorization server says it is active; one it does not
    know either is refused with the key set's reason."""
    await require_soupshop("ClearOrderHistoryIntent")
    with authorization_server() as issuer:
        secret = tempfile.NamedTemporaryFile("w", suffix=".secret")
        secret.write(issuer.CLIENT[1] + "\n")
        secret.flush()
        with server_with_own_data("--jwks", f"{issuer.issuer}/jwks", "--token-introspection",
                                  f"{issuer.issuer}/introspect", "--introspection-client", issuer.CLIENT[0],
                                  "--introspection-secret-file", secret.name, "--authorization-server", issuer.issuer,
                                  "--required-scope", SCOPE, "--require-token") as (url, _, _):
            call, headers = modern("tools/call", {"name": "ClearOrderHistoryIntent", "arguments": {}})

            def attempt(token: str) -> tuple[int, str]:
                answer = post(url, call, {**headers, "Authorization": f"Bearer {token}"})
                return answer.status, answer.json()["error"]["message"] if answer.status >= 400 else ""

            assert attempt(issuer.token(url))[0] == 200
            assert issuer.introspections == 0, "a JWT the key set accepts is not asked about"
            unpublished = rsa.generate_private_key(public_exponent=65537, key_size=2048)
            now = int(time.time())
            claims = {"iss": issuer.issuer, "aud": url, "sub": "alice", "client_id": "interop", "scope": SCOPE,
                      "iat": now, "exp": now + 300}
            vouched = jwt.encode({**claims, "jti": "vouched"}, unpublished, algorithm="RS256",
                                 headers={"kid": "elsewhere", "typ": "at+jwt"})
            issuer.issued[vouched] = {**claims, "jti": "vouched"}
            assert attempt(vouched) == (200, "")
            assert issuer.introspections == 1
            forged = jwt.encode({**claims, "jti": "forged"}, unpublished, algorithm="RS256",
                                headers={"kid": "elsewhere", "typ": "at+jwt"})
            status, message = attempt(forged)
            assert status == 401 and "elsewhere" in message, message
            assert issuer.introspections == 2


@pytest.mark.anyio
async def test_without_require_token_signing_in_is_asked_for_by_the_call_that_needs_it() -> None:
    """Step-up: the open intents serve anyone; an anonymous call of one that needs authentication
    is a 401 challenge, after which the SDK's OAuth client signs in and sends the call again, in
    the 2026-07-28 form and in a handshake session (which is then the signed-in caller's)."""
    await require_soupshop("ClearOrderHistoryIntent", "OrderSoupIntent")
    with authorization_server() as issuer, \
            server_with_own_data("--jwks", f"{issuer.issuer}/jwks", "--authorization-server", issuer.issuer) \
            as (url, _, _):
        body, headers = modern("tools/list")
        assert post(url, body, headers).status == 200
        call, headers = modern("tools/call", {"name": "ClearOrderHistoryIntent", "arguments": {}})
        challenged = post(url, {**call, "id": 7}, headers)
        assert challenged.status == 401 and challenged.json()["id"] == 7
        assert challenged.headers["www-authenticate"].startswith("Bearer resource_metadata=")
        assert issuer.resources == []

        async with httpx2.AsyncClient(auth=sign_in(url)) as http, \
                Client(streamable_http_client(url, http_client=http), mode="2026-07-28", cache=None) as client:
            assert not (await client.call_tool("OrderSoupIntent", {"soup": "tomato"})).is_error
            assert issuer.resources == []  # an open intent needed no sign-in
            result = await client.call_tool("ClearOrderHistoryIntent", {})
        assert not result.is_error, texts(result)
        assert issuer.resources == [url]

        # A handshake session opened anonymously: the call is challenged too, and sent again
        # with the token on the same session, which is then the signed-in caller's.
        reads = len(issuer.resources)
        async with httpx2.AsyncClient(auth=sign_in(url)) as http, \
                Client(streamable_http_client(url, http_client=http), mode="legacy", cache=None) as client:
            assert not (await client.call_tool("OrderSoupIntent", {"soup": "tomato"})).is_error
            assert len(issuer.resources) == reads
            result = await client.call_tool("ClearOrderHistoryIntent", {})
            assert not result.is_error, texts(result)
            assert len(issuer.resources) == reads + 1

        # By hand: once a session is signed in, the anonymous may not use it.
        init = post(url, {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
            "protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}}})
        session = {"Mcp-Session-Id": init.headers["mcp-session-id"], "MCP-Protocol-Version": "2025-06-18"}
        clear = {"jsonrpc": "2.0", "id": 2, "method": "tools/call",
                 "params": {"name": "ClearOrderHistoryIntent", "arguments": {}}}
        assert post(url, clear, session).status == 401
        token = {"Authorization": f"Bearer {issuer.token(url)}"}
        signed = post(url, clear, {**session, **token})
        assert signed.status == 200 and signed.json()["result"]["isError"] is False, signed.body
        assert post(url, {"jsonrpc": "2.0", "id": 3, "method": "ping"}, session).status == 403
        other = {"Authorization": f"Bearer {issuer.token(url, sub='mallory')}"}
        assert post(url, {"jsonrpc": "2.0", "id": 4, "method": "ping"}, {**session, **other}).status == 403


@pytest.mark.anyio
@pytest.mark.parametrize("opaque", [False, True])
async def test_the_keys_and_the_introspection_endpoint_are_found_in_the_metadata(opaque: bool) -> None:
    """`discover` reads the authorization server's RFC 8414 metadata, whose `issuer` must be the
    one given: a server that names another issuer is not believed."""
    await require_soupshop("ClearOrderHistoryIntent")
    with authorization_server(opaque) as issuer, tempfile.TemporaryDirectory() as directory:
        secret = os.path.join(directory, "secret")
        with open(secret, "w") as file:
            file.write(issuer.CLIENT[1])
        check = (["--token-introspection", "discover", "--introspection-client", issuer.CLIENT[0],
                  "--introspection-secret-file", secret] if opaque else ["--jwks", "discover"])
        with server_with_own_data(*check, "--authorization-server", issuer.issuer, "--require-token") \
                as (url, _, _):
            call, headers = modern("tools/call", {"name": "ClearOrderHistoryIntent", "arguments": {}})
            granted = post(url, call, {**headers, "Authorization": f"Bearer {issuer.token(url)}"})
            assert granted.status == 200 and granted.json()["result"]["isError"] is False, granted.body
        # The issuer given with a trailing slash is another identifier than the metadata's.
        done = subprocess.run([*COMMAND, "--http", "127.0.0.1:0", *check, "--authorization-server",
                               issuer.issuer + "/"], capture_output=True, timeout=30, env=dict(os.environ))
        assert done.returncode == 64 and f"names the issuer '{issuer.issuer}'" in done.stderr.decode(), done.stderr
        two = subprocess.run([*COMMAND, "--http", "127.0.0.1:0", *check, "--authorization-server", issuer.issuer,
                              "--authorization-server", "https://second.example"],
                             capture_output=True, timeout=30, env=dict(os.environ))
        assert two.returncode == 64 and "exactly one --authorization-server" in two.stderr.decode(), two.stderr
