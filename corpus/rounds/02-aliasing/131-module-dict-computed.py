# expect: opaque
# source: DESIGN.md opaque; issue 3
# technique: os.__dict__[key] with a computed key
import os

key = "".join(reversed(input()))
os.__dict__[key]("x")
