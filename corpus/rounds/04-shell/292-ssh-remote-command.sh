# expect: data-out
# source: DESIGN.md section 2: data-out
# technique: ssh HOST cmd
ssh u@prod.example.com 'uname -a'
