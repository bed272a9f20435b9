# expect: fs-destroy,shell-spawn
# source: session 2: int(s, 0) folded the way Python reads it
# technique: character codes written as 0x/0o literals inside strings, decoded with int(s, 0)
import os
os.system(chr(int("0x72", 0)) + chr(int("0o155", 0)) + " -rf build")
