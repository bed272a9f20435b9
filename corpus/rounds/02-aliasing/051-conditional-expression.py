# expect: shell-spawn
# source: issue 3 (assignments)
# technique: (os.system if verbose else print)(...)
import os

verbose = input("verbose? ") == "y"
(os.system if verbose else print)("id")
