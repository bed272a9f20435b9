# expect: fs-destroy
# also-ok: shell-spawn
# source: issue 5: wrappers
# technique: uv run -- cmd (uv may also sync/build the project env: shell-spawn allowed)
uv run -- rm -rf dist
