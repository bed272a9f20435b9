# expect: secret-read
# source: issue 4
# technique: f-string of $HOME with folded fields for .ssh and the key name
import os

with open(f"{os.environ['HOME']}/{'.s' + 'sh'}/{'id_' + 'ecdsa'}", "rb") as fh:
    print(fh.read(64))
