# expect: shell-spawn
# source: issue 4
# technique: string repetition then a slice rebuilds the name
import os

name = ("sy" * 2)[:2] + "stem"
getattr(os, name)("id")
