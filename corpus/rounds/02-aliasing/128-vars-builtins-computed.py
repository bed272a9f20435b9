# expect: opaque
# source: DESIGN.md opaque; issue 3
# technique: vars(builtins)[name] with a name from argv
import builtins
import sys

vars(builtins)[sys.argv[1]](sys.argv[2])
