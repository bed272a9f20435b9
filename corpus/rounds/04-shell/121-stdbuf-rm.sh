# expect: fs-destroy
# source: issue 5: wrappers
# technique: stdbuf -oL -eL
stdbuf -oL -eL rm -rfv build
