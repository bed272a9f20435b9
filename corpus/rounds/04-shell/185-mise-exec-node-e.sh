# expect: shell-spawn
# also-ok: fs-destroy
# source: issue 5: wrappers
# technique: mise exec TOOL -- node -e (interpreter)
mise exec node@20 -- node -e "require('fs').rmSync('dist', {recursive: true})"
