# expect: shell-spawn
# source: issue 3 (imports)
# technique: import os.path binds os; os.system used
import os.path

print(os.path.abspath("."))
os.system("id")
