# expect: shell-spawn
# also-ok: opaque
# source: pyobfuscate-style
# technique: f-string field with the :c format spec turns an int into a letter
import os

getattr(os, f"{115:c}ystem")("id")
