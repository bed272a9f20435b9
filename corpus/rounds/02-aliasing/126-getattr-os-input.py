# expect: opaque
# source: DESIGN.md opaque; issue 3
# technique: getattr(os, input())
import os

name = input("function: ")
getattr(os, name)("x")
