# expect: shell-spawn
# source: HackTricks python sandbox bypass
# technique: os.__dict__ indexed with a folded key reaches popen
import os

out = os.__dict__["po" + "pen"]("id").read()
print(out)
