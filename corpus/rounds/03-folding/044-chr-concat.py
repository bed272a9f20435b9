# expect: shell-spawn
# source: pyobfuscate-style
# technique: name from chr() calls joined with +
import os

getattr(os, chr(115) + chr(121) + chr(115) + chr(116) + chr(101) + chr(109))("id")
