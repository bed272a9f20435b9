# expect: shell-spawn
# source: issue 4
# technique: "".join over a list of fragments
import os

getattr(os, "".join(["sy", "st", "em"]))("id")
