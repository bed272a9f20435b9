# expect: shell-spawn,dynamic-eval
# source: issue 4
# technique: code.InteractiveInterpreter().runsource of a folded string
import code

code.InteractiveInterpreter().runsource("import os; os." + "popen('id')")
