# expect: shell-spawn
# source: issue 4
# technique: f-string whose fields are constant strings
import os

getattr(os, f"{'sys'}{'tem'}")("id")
