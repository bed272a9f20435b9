# expect: shell-spawn
# source: DESIGN.md sinks
# technique: the private _posixsubprocess.fork_exec
import os
import _posixsubprocess

r, w = os.pipe()
pid = _posixsubprocess.fork_exec(
    [b"/bin/ls"], [b"/bin/ls"], True, (), None, None,
    -1, -1, -1, -1, -1, -1, r, w, True, False, -1, None, None, None, -1, None,
)
print(pid)
