# expect: shell-spawn
# source: pyobfuscate-style
# technique: every second character via [::2]
import os

getattr(os, "sxyxsxtxexm"[::2])("id")
