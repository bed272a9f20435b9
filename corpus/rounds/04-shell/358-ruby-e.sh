# expect: shell-spawn
# source: DESIGN.md section 2: shell-spawn
# technique: ruby -e: DESIGN lists python/perl/node; ruby is the same kind
ruby -e 'puts Dir.pwd'
