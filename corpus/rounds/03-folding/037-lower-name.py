# expect: shell-spawn
# source: issue 4
# technique: upper-case name lowered
import os

getattr(os, "SYSTEM".lower())("id")
