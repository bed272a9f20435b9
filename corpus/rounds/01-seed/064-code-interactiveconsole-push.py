# expect: dynamic-eval
# source: DESIGN.md sinks
# technique: code.InteractiveConsole (a subclass) push
import code

console = code.InteractiveConsole(locals={})
for line in open("session.txt"):
    console.push(line.rstrip("\n"))
