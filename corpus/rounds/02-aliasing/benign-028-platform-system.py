# expect: none
# source: issue 3 (module re-exports)
# technique: platform.system() returns the OS name
import platform

print(platform.system(), platform.python_version())
