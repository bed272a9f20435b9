# expect: dynamic-eval
# source: DESIGN.md section 2: dynamic-eval
# technique: eval of a runtime base64 decode
eval "$(echo ZWNobyBoaQ== | base64 -d)"
