# expect: fs-destroy,shell-spawn
# also-ok: dynamic-eval
# source: issue 5: heredocs
# technique: here-string of a variable holding literal Python code
code='import os; os.remove("cache.db")'
python3 <<< "$code"
