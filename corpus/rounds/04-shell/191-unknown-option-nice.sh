# expect: opaque
# also-ok: fs-destroy
# source: issue 5: wrappers
# technique: nice --niceness=5 (not a nice option): unknown wrapper option
nice --niceness=5 rm -rf build
