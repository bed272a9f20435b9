# expect: none
# source: issue 3 (scopes)
# technique: a parameter named run shadows an imported subprocess.run
from subprocess import run


def main(run=print):
    run("deploying")

main()
