# expect: shell-spawn
# source: issue 4
# technique: str.split then indexing picks the name
import os

words = "please call system now".split()
getattr(os, words[2])("id")
