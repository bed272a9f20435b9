# expect: dynamic-eval
# also-ok: shell-spawn,fs-write
# source: DESIGN.md section 2: dynamic-eval
# technique: pnpm dlx: same as npx
pnpm dlx degit user/repo app
