# expect: shell-spawn,dynamic-eval
# also-ok: fs-destroy
# source: DESIGN.md section 2: dynamic-eval
# technique: a constant piped into sh: still a pipe into a shell; a deeper analysis may read the literal
echo 'rm -rf build' | sh
