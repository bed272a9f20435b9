# expect: shell-spawn
# source: HackTricks python sandbox bypass
# technique: vars(os) indexed with a concatenated key
import os

vars(os)["sy" + "stem"]("hostname")
