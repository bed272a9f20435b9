# expect: shell-spawn
# source: DESIGN.md section 2: shell-spawn
# technique: python3 manage.py
python3 manage.py migrate
