# expect: opaque
# also-ok: fs-destroy
# source: DESIGN.md section 2: opaque
# technique: INTENTIONAL PARSE ERROR (bash -n fails): unterminated single quote
echo 'oops; rm -rf build
