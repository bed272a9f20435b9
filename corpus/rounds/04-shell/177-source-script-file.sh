# expect: shell-spawn
# also-ok: dynamic-eval
# source: issue 5: wrappers
# technique: source/. of an unseen script file runs its code in this shell
. ./scripts/env.sh
