# expect: shell-spawn
# source: DESIGN.md (identifiers are NFKC-normalised); issue 3
# technique: fullwidth identifiers normalise to os.system
import os

ｏｓ.ｓｙｓｔｅｍ("id")
