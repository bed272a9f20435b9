# expect: fs-destroy
# source: issue 4
# technique: encode/decode round trip through latin-1 and ascii
import os

name = "rmd\u0069r".encode("latin-1").decode("ascii")
getattr(os, name)("old_build")
