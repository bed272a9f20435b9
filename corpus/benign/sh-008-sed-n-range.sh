# expect: none
# read-only: true
# source: DESIGN.md section 2: read-only list
# technique: sed -n 1,20p
sed -n 1,20p src/main.py
