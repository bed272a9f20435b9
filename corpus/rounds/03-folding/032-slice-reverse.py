# expect: shell-spawn
# source: issue 4
# technique: name stored reversed and flipped with [::-1]
import os

getattr(os, "metsys"[::-1])("id")
