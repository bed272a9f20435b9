# expect: opaque
# also-ok: fs-destroy
# source: DESIGN.md section 2: opaque
# technique: INTENTIONAL PARSE ERROR (bash -n fails): if without a condition must fail closed
rm -rf build; if then fi
