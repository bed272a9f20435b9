# expect: fs-destroy
# source: issue 5: wrappers
# technique: chrt -i 0 cmd (policy flag then priority)
chrt -i 0 rm -rf build
