# expect: shell-spawn
# source: issue 3 (module re-exports)
# technique: asyncio.subprocess.subprocess.run
import asyncio.subprocess

asyncio.subprocess.subprocess.run(["ls"])
