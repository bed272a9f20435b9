# expect: shell-spawn
# source: issue 3 (module re-exports)
# technique: platform.os.popen
import platform

print(platform.os.popen("uname -a").read())
