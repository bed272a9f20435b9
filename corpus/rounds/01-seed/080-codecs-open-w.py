# expect: fs-write
# source: DESIGN.md sinks
# technique: codecs.open with mode 'w'
import codecs

with codecs.open("latin.txt", "w", "latin-1") as fh:
    fh.write("caf\u00e9\n")
