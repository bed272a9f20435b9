# expect: secret-read
# also-ok: opaque
# source: issue 5
# technique: /e?c/sh?dow question-mark glob
cat /e?c/sh?dow
