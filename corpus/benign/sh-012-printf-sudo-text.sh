# expect: none
# read-only: true
# source: DESIGN.md section 2: read-only list
# technique: printf of dangerous text
printf '%s\n' "sudo rm"
