# expect: shell-spawn
# source: pyobfuscate-style
# technique: % formatting with %c over int codes
import os

name = "%c%c%c%c%c%c" % (115, 121, 115, 116, 101, 109)
getattr(os, name)("id")
