"""A site whose every answer takes a fixed latency: `python -m bench.slowsite PORT PAGES MS LOG`.

asyncio, so hundreds of concurrent slow requests cost no threads; pages form a tree like the static site.
"""

from __future__ import annotations

import asyncio
import sys
import time


def page(n: int, pages: int, fanout: int = 6) -> bytes:
    children = [c for c in range(n * fanout + 1, n * fanout + fanout + 1) if c < pages]
    links = "".join(f'<a href="/p/{c}.html">Page {c}</a> ' for c in children)
    return f"<html><head><title>Page {n}</title></head><body><p>Slow page {n}</p>{links}</body></html>".encode()


async def serve(port: int, pages: int, latency: float, log_path: str) -> None:
    log = open(log_path, "a", buffering=1)  # noqa: SIM115 - open for the server's lifetime

    async def handle(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            while True:
                head = await reader.readuntil(b"\r\n\r\n")
                path = head.split(b" ", 2)[1].decode()
                await asyncio.sleep(latency)
                n = 0 if path == "/" else int(path.removeprefix("/p/").removesuffix(".html") or -1)
                ok = 0 <= n < pages
                log.write(f"{time.time()} {int(ok)} {path}\n")
                body = page(n, pages) if ok else b"not found"
                status = b"200 OK" if ok else b"404 Not Found"
                writer.write(
                    b"HTTP/1.1 " + status + b"\r\nContent-Type: text/html\r\nContent-Length: "
                    + str(len(body)).encode() + b"\r\n\r\n" + body
                )  # fmt: skip
                await writer.drain()
        except (asyncio.IncompleteReadError, ConnectionError, ValueError, IndexError):
            pass
        finally:
            writer.close()

    server = await asyncio.start_server(handle, "127.0.0.1", port, backlog=1024)
    async with server:
        await server.serve_forever()


if __name__ == "__main__":
    asyncio.run(serve(int(sys.argv[1]), int(sys.argv[2]), float(sys.argv[3]) / 1000, sys.argv[4]))
