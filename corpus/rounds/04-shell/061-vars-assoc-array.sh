# expect: fs-destroy
# expect-miss: associative arrays are not modelled, so ${cmd[k]} is an unknown command word
# source: issue 5
# technique: associative array value as command name
declare -A t=([del]=rm); ${t[del]} -rf build
