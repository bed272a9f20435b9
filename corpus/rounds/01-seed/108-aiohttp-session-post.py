# expect: data-out
# source: DESIGN.md sinks
# technique: aiohttp ClientSession.post
import asyncio

import aiohttp


async def main():
    async with aiohttp.ClientSession() as session:
        async with session.post("https://api.example.com/metrics", json={"cpu": 0.4}) as resp:
            print(resp.status)

asyncio.run(main())
