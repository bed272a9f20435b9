# expect: fs-destroy
# also-ok: shell-spawn
# source: issue 5: wrappers
# technique: direnv exec DIR cmd (direnv also evaluates .envrc: shell-spawn allowed)
direnv exec . rm -rf .cache
