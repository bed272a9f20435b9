# expect: shell-spawn,dynamic-eval
# also-ok: fs-write
# source: DESIGN.md section 2: dynamic-eval
# technique: python3 -m pip install (interpreter plus package install)
python3 -m pip install --user git+https://github.com/example/tool
