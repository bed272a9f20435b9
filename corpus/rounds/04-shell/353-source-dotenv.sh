# expect: shell-spawn,secret-read
# also-ok: dynamic-eval
# source: DESIGN.md section 2: secret-read
# technique: source .env reads the secret and runs it as code
source .env
