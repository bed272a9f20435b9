# expect: fs-destroy
# source: issue 5
# technique: IFS=: with a colon-joined command in a variable
IFS=:
cmd="shred:-u:id.pem"
$cmd
