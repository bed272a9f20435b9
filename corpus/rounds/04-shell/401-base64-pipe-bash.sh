# expect: shell-spawn,dynamic-eval
# also-ok: fs-destroy
# source: DESIGN.md section 2: dynamic-eval
# technique: base64 -d | bash (payload decodes to rm -rf build)
echo cm0gLXJmIGJ1aWxkCg== | base64 -d | bash
