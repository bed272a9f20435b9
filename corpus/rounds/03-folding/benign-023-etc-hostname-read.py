# expect: none
# source: issue 4
# technique: /etc/ + hostname is not a secret path
print(open("/etc/" + "hostname").read().strip())
