# expect: shell-spawn
# source: DESIGN.md section 2: find -exec sh
# technique: find -exec bash {}: runs every found (unseen) script
find scripts -name '*.sh' -exec bash {} \;
