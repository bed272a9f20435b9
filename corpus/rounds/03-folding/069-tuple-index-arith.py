# expect: shell-spawn
# source: issue 4
# technique: tuple of names indexed by an arithmetic expression
import os

names = ("getcwd", "listdir", "system")
getattr(os, names[7 % 5])("id")
