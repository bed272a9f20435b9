# expect: shell-spawn
# source: DESIGN.md section 2: shell-spawn
# technique: python -c with harmless code is still another interpreter
python -c 'print(sum(range(10)))'
