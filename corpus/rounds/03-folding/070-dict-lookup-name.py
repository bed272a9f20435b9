# expect: shell-spawn
# source: issue 4
# technique: dict of constants indexed by a constant key
import os

ACTIONS = {"list": "listdir", "run": "system"}
getattr(os, ACTIONS["run"])("id")
