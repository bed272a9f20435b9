# expect: none
# source: everyday agent snippet
# technique: asyncio.gather of sleeps
import asyncio


async def tick(n):
    await asyncio.sleep(0.01 * n)
    return n * n

async def main():
    print(await asyncio.gather(*(tick(i) for i in range(5))))

asyncio.run(main())
