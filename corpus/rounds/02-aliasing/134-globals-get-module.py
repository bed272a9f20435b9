# expect: shell-spawn
# source: issue 3 (namespace lookups)
# technique: globals().get('os').system
import os

globals().get("os").system("id")
