# expect: none
# source: everyday agent snippet
# technique: import os; print(os.getcwd())
import os

print(os.getcwd())
