# expect: dynamic-eval
# also-ok: fs-destroy
# source: DESIGN.md section 2: dynamic-eval
# technique: source <(echo 'literal'): DESIGN calls source <(...) dynamic-eval; a deeper analysis may see the rm
source <(echo 'rm -rf build')
