# expect: opaque
# also-ok: fs-destroy
# source: issue 5: wrappers
# technique: timeout -f is a BSD flag GNU timeout's grammar lacks: unknown wrapper option
timeout -f 10 rm -rf build
