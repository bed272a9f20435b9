# expect: shell-spawn
# source: issue 4
# technique: filler removed with str.replace
import os

getattr(os, "sys__tem".replace("_", ""))("id")
