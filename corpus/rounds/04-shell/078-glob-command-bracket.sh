# expect: opaque
# also-ok: fs-destroy
# source: issue 5
# technique: /bin/r[m] bracket glob in command position
/bin/r[m] -rf build
