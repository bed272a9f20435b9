# expect: none
# source: issue 3 (scopes)
# technique: a local function named system is not os.system
def system(cmd):
    print("[dry-run]", cmd)

system("rm -rf /")
