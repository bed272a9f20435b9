# expect: none
# source: seed 000 text (measured: runs with no card)
# technique: listing another directory's contents
import os

for name in sorted(os.listdir("/var/log")):
    print(name)
