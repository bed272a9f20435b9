# expect: fs-destroy,shell-spawn,dynamic-eval
# source: DESIGN.md section 2: base64 -d | bash
# technique: the command is base64 in the source; decoded and piped into a shell
echo cm0gLXJmIGJ1aWxkCg== | base64 -d | sh
