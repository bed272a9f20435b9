# expect: shell-spawn
# source: DESIGN.md section 2: shell-spawn
# technique: sh ./configure
sh ./configure --prefix=/usr/local
