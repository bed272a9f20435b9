# expect: opaque
# also-ok: fs-destroy
# source: DESIGN.md section 2: opaque
# technique: array element chosen by a positional index
tools=(ls rm); "${tools[$1]}" -rf build
