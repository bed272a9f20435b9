# expect: shell-spawn
# source: issue 4
# technique: attribute name in a triple-quoted literal
import os

getattr(os, """system""")("id")
