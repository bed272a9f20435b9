# expect: fs-write
# source: DESIGN.md sinks
# technique: open with the mode in a variable
import sys

resume = "--resume" in sys.argv
mode = "a" if resume else "w"
with open("progress.txt", mode) as fh:
    fh.write("step 1 done\n")
