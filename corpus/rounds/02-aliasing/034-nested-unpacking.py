# expect: fs-destroy
# source: issue 3 (assignments)
# technique: (a, (b, c)) nested tuple target
import shutil

(n, (wipe, label)) = (1, (shutil.rmtree, "x"))
wipe("out")
