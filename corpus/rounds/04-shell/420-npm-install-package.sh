# expect: dynamic-eval
# also-ok: shell-spawn,fs-write
# source: DESIGN.md section 2: dynamic-eval
# technique: npm install PKG runs install scripts of fetched code
npm install left-pad
