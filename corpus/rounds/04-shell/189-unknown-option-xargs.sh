# expect: opaque
# also-ok: fs-destroy
# source: issue 5: wrappers
# technique: xargs -J % (BSD only): unknown wrapper option
xargs -J % rm -rf % < dirs.txt
