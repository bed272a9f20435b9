# expect: opaque
# source: issue 4 (budget)
# technique: getattr(os, 'a' * 10**12): repetition over the byte budget
import os

getattr(os, "a" * 10**12)("id")
