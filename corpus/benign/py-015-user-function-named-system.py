# expect: none
# source: DESIGN.md policy near-miss
# technique: a user function named system shadows nothing dangerous
def system(cmd):
    print("[dry-run]", cmd)

system("rm -rf /tmp/work")
