# expect: secret-read
# source: issue 4
# technique: "/".join builds /etc/shadow
path = "/".join(["", "etc", "shadow"])
with open(path) as fh:
    print(fh.read())
