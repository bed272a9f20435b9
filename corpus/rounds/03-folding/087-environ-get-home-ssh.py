# expect: secret-read
# source: issue 4
# technique: os.environ.get('HOME') joined with pieces of the key path
import os

home = os.environ.get("HOME")
path = os.path.join(home, ".s" + "sh", "id_" + "rsa")
data = open(path, "r").read()
