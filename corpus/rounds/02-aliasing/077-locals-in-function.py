# expect: shell-spawn
# source: issue 3 (namespace lookups)
# technique: locals()['run'] inside a function
import subprocess

def main():
    run = subprocess.run
    locals()["run"](["ls"])

main()
