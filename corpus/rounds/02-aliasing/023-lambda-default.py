# expect: shell-spawn
# source: issue 3 (scopes)
# technique: lambda with a sink as default parameter
import os

run = lambda cmd, f=os.system: f(cmd)
run("id")
