# expect: none
# source: issue 4
# technique: a folded 'rm -rf /' string only printed
cmd = "r" + "m -rf /"
print("refusing to run:", cmd)
