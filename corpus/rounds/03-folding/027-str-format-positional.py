# expect: shell-spawn
# source: issue 4
# technique: str.format with auto-numbered fields
import os

fn = getattr(os, "{}{}".format("po", "pen"))
print(fn("id").read())
