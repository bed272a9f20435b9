# expect: none
# source: issue 4
# technique: only checks that ~/.ssh/id_rsa exists; never reads it
import os

has_key = os.path.exists(os.path.expanduser("~/.ssh/id_rsa"))
print("key present" if has_key else "no key")
