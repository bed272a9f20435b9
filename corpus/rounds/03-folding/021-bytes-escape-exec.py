# expect: shell-spawn,dynamic-eval
# source: issue 4
# technique: exec of a bytes literal whose first letter is a \x escape
exec(b"\x69mport os; os.system('id')")
