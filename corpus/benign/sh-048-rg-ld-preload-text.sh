# expect: none
# read-only: true
# source: DESIGN.md section 2: read-only list
# technique: rg searching docs for LD_PRELOAD
rg -n 'LD_PRELOAD|BASH_ENV' docs
