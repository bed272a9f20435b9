# expect: fs-destroy,shell-spawn
# also-ok: fs-write
# source: issue 4
# technique: asyncio.create_subprocess_shell of a folded dd of= command
import asyncio


async def main():
    proc = await asyncio.create_subprocess_shell("dd if=/dev/zero " + "of=" + "disk.img" + " bs=1M count=1")
    await proc.wait()

asyncio.run(main())
