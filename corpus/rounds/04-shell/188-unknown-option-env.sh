# expect: opaque
# also-ok: fs-destroy
# source: issue 5: wrappers
# technique: env -P ALTPATH (BSD only): unknown wrapper option
env -P /tmp/t rm -rf build
