# expect: shell-spawn
# source: GTFOBins tar
# technique: tar --checkpoint-action=exec= runs a command
tar -cf /dev/null README.md --checkpoint=1 --checkpoint-action=exec='sh -c id'
