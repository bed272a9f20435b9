# expect: fs-destroy
# source: issue 5: wrappers
# technique: doas is transparent
doas rm -rf /usr/local/lib/app
