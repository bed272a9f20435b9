# expect: none
# source: issue 3 (assignments)
# technique: a sink binding overwritten before the only use
import subprocess

run = subprocess.run
run = print
run("nothing is spawned")
