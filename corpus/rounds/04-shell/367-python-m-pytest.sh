# expect: shell-spawn
# source: DESIGN.md section 2: shell-spawn
# technique: python3 -m pytest
python3 -m pytest -x
