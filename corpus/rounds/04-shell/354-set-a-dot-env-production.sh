# expect: shell-spawn,secret-read
# also-ok: dynamic-eval
# source: DESIGN.md section 2: secret-read
# technique: set -a; . ./.env.production; set +a
set -a; . ./.env.production; set +a
