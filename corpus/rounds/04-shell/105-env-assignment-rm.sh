# expect: fs-destroy
# source: issue 5: wrappers
# technique: env NAME=val cmd
env A=1 rm -rf build
