# expect: dynamic-eval,opaque
# also-ok: shell-spawn
# source: issue 4 (budget)
# technique: exec of a concatenation with a 10**10 repeat in the middle
exec("import os\n" + "pass\n" * 10**10 + "os.system('id')\n")
