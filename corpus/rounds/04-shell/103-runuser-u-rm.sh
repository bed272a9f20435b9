# expect: fs-destroy
# source: issue 5: wrappers
# technique: runuser -u USER -- cmd
runuser -u app -- rm -rf /srv/app/tmp
