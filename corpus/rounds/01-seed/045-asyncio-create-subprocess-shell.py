# expect: shell-spawn
# source: DESIGN.md sinks
# technique: asyncio.create_subprocess_shell
import asyncio


async def main():
    proc = await asyncio.create_subprocess_shell("uptime")
    await proc.wait()

asyncio.run(main())
