# expect: fs-destroy,shell-spawn
# source: DESIGN.md section 2: literal code to python3 -c is analysed as Python
# technique: python3 -c nested in a literal bash -c
bash -c "python3 -c 'import os; os.unlink(\"cache.db\")'"
