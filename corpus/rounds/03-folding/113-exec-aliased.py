# expect: shell-spawn,dynamic-eval
# source: issue 4
# technique: exec bound to another name, code built from names
run = exec
mod = "os"
call = "system('id')"
run("import " + mod + "; " + mod + "." + call)
