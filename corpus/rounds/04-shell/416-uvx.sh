# expect: dynamic-eval
# also-ok: shell-spawn,fs-write
# source: DESIGN.md section 2: dynamic-eval
# technique: uvx (uv tool run): DESIGN names npx/pipx run; same capability
uvx ruff check .
