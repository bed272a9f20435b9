# expect: fs-write
# source: seed 000 table
# technique: appending to a dotfile in the home directory
import os

rc = os.path.expanduser("~/.bashrc")
with open(rc, "a") as fh:
    fh.write('export PATH="$HOME/.local/bin:$PATH"\n')
