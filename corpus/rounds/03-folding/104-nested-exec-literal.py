# expect: fs-destroy,dynamic-eval
# source: issue 4
# technique: exec of a string that itself calls exec
exec("exec('import os; os.unlink(\"state.db\")')")
