# expect: none
# source: seed 000 text (measured: runs with no card)
# technique: reading a non-secret file by absolute path outside the working directory
with open("/usr/share/dict/words") as fh:
    words = fh.read().split()
print(len(words))
