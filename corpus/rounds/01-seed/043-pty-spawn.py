# expect: shell-spawn
# source: DESIGN.md sinks
# technique: pty.spawn an interactive shell
import pty

pty.spawn("/bin/bash")
