# expect: fs-destroy
# source: bash manual: brace expansion ({x..y..incr})
# technique: {1..9..2} step range with a quoted command word inside the list
{"shred",-u,key{1..9..2}.pem}
