# expect: secret-read
# source: pyobfuscate-style
# technique: ~/.netrc spelled as char codes
import os

name = "".join(map(chr, [46, 110, 101, 116, 114, 99]))
print(open(os.path.join(os.path.expanduser("~"), name)).read())
