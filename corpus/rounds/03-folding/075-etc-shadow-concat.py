# expect: secret-read
# source: issue 4
# technique: '/etc/' + 'shadow' opened
with open("/etc/" + "shadow") as fh:
    print(fh.read())
