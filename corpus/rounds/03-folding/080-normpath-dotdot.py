# expect: secret-read
# source: issue 4
# technique: os.path.normpath collapses .. and . into /etc/passwd
import os

p = os.path.normpath("/var/log/../../etc/./passwd")
print(open(p).read().count("\n"))
