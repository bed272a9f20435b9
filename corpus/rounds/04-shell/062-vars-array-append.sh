# expect: fs-destroy
# source: bash manual: arrays (+=)
# technique: array built with += then expanded
cmd=(); cmd+=(rm); cmd+=(-rf build); "${cmd[@]}"
