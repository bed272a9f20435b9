# expect: shell-spawn
# also-ok: dynamic-eval
# source: GTFOBins awk
# technique: awk print | "sh" pipes lines into a shell
awk '{ print | "sh" }' commands.txt
