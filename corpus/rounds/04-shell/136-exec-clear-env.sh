# expect: fs-destroy
# source: issue 5: wrappers
# technique: exec -c (clean environment) then the command
exec -c shred -u deploy.pem
