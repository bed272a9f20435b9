# expect: shell-spawn
# source: issue 3 (namespace lookups)
# technique: globals().get('os').system
# expect-miss: globals().get(<const>) is not resolved (globals()[<const>] and sys.modules.get(<const>) are)
import os

globals().get("os").system("id")
