# expect: raw-socket
# source: DESIGN.md sinks
# technique: asyncio.open_connection stream pair
import asyncio


async def probe():
    reader, writer = await asyncio.open_connection("10.0.0.8", 6379)
    writer.write(b"PING\r\n")
    await writer.drain()
    print(await reader.readline())
    writer.close()

asyncio.run(probe())
