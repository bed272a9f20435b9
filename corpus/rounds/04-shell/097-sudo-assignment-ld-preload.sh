# expect: shell-spawn
# source: sudo man page: VAR=value arguments
# technique: sudo VAR=value form sets LD_PRELOAD for the inner command
sudo LD_PRELOAD=/tmp/t/hook.so ls
