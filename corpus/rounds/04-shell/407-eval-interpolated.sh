# expect: fs-destroy,dynamic-eval
# also-ok: opaque
# source: DESIGN.md section 2: dynamic-eval
# technique: eval of text with an unknown variable spliced in: rm is visible, but $d can inject more commands
eval "rm -rf $TARGET"
