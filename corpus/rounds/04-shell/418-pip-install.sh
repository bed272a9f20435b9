# expect: dynamic-eval
# also-ok: shell-spawn,fs-write
# source: DESIGN.md section 2: dynamic-eval
# technique: pip install runs setup code of fetched packages
pip install requests
