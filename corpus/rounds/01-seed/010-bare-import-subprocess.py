# expect: none
# source: seed 000 table
# technique: a bare import subprocess with no call does not ask
import subprocess

values = [3, 1, 2]
print(sorted(values))
