# expect: shell-spawn,fs-write
# source: GNU tar manual: --to-command
# technique: tar x --to-command pipes each member into a command
tar -xf bundle.tar --to-command='sh -c "cat > /tmp/t/$TAR_FILENAME"'
