# expect: none
# source: DESIGN.md policy near-miss
# technique: building a shell command string that is only printed
import shlex

cmd = ["rm", "-rf", "my dir"]
print("Suggested command:", shlex.join(cmd))
print(shlex.split("git commit -m 'fix bug'"))
