# expect: dynamic-eval
# also-ok: opaque
# source: DESIGN.md section 2: dynamic-eval
# technique: . <(kubectl completion bash): common, but still sourcing generated text
. <(kubectl completion bash)
