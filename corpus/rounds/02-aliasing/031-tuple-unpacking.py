# expect: fs-destroy
# source: issue 3 (assignments)
# technique: r, w = os.remove, print
import os

r, w = os.remove, print
w("removing")
r("stale.txt")
