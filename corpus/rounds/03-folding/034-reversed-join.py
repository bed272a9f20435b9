# expect: shell-spawn
# source: issue 4
# technique: "".join(reversed(...))
import os

fn = "".join(reversed("nepop"))
print(getattr(os, fn)("id").read())
