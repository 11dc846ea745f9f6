#!/usr/bin/env python3
"""Connects this process's stdin/stdout to a Unix socket: lets the SDK client, which starts stdio
servers, reach an MCP server that a test process serves on a socket.

    python3 socket_bridge.py /tmp/server.sock
"""

import os
import socket
import sys
import threading


def main() -> int:
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    sock.connect(sys.argv[1])

    def pump_in() -> None:
        try:
            while chunk := os.read(0, 65536):
                sock.sendall(chunk)
        except OSError:
            pass
        try:
            sock.shutdown(socket.SHUT_WR)
        except OSError:
            pass

    threading.Thread(target=pump_in, daemon=True).start()
    try:
        while chunk := sock.recv(65536):
            os.write(1, chunk)
    except OSError:
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
