# expect: shell-spawn
# source: HackTricks python sandbox bypass
# technique: sys.modules indexed with a concatenated module name
import sys

sys.modules["o" + "s"].system("id")
