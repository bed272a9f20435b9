# expect: none
# source: issue 3 (imports)
# technique: import os.path used only for join
import os.path

print(os.path.join("a", "b", "c.txt"))
