# expect: fs-destroy
# source: issue 5
# technique: associative array value as command name
declare -A t=([del]=rm); ${t[del]} -rf build
