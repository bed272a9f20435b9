# expect: shell-spawn
# source: issue 3 (namespace lookups)
# technique: globals()['os'].system
import os

globals()["os"].system("id")
