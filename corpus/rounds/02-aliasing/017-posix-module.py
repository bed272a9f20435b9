# expect: shell-spawn
# source: issue 3 (imports)
# technique: the posix module that os re-exports
import posix

posix.system("id")
