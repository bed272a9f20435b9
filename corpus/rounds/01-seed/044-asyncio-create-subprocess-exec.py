# expect: shell-spawn
# source: DESIGN.md sinks
# technique: asyncio.create_subprocess_exec
import asyncio


async def main():
    proc = await asyncio.create_subprocess_exec("ls", "-l", stdout=asyncio.subprocess.PIPE)
    out, _ = await proc.communicate()
    print(out.decode())

asyncio.run(main())
