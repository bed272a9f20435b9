# expect: dynamic-eval
# also-ok: shell-spawn,fs-write
# source: DESIGN.md section 2: dynamic-eval
# technique: npx runs a fetched package
npx create-react-app my-app
