# expect: opaque
# source: issue 4 (budget)
# technique: vars(os) key built by a 10**11 repeat
import os

vars(os)["s" * 10**11]("id")
