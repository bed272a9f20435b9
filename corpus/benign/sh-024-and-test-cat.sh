# expect: none
# read-only: true
# source: DESIGN.md section 2: read-only list
# technique: && of readers
test -f setup.py && cat setup.py
