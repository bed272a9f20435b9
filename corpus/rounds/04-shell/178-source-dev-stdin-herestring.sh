# expect: fs-destroy
# also-ok: shell-spawn,dynamic-eval
# source: issue 5: wrappers
# technique: source /dev/stdin fed a literal here-string: the here-string is code
source /dev/stdin <<< 'rm -rf build'
