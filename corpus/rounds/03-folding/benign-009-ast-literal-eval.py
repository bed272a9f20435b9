# expect: none
# source: issue 4
# technique: ast.literal_eval of a folded constant
import ast

cfg = ast.literal_eval("{'retries': 3, " + "'timeout': 1.5}")
print(cfg["retries"])
