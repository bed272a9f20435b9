# expect: opaque
# also-ok: secret-read
# source: issue 4 (budget)
# technique: path with 10**11 slashes between /etc and shadow
with open("/etc" + "/" * 10**11 + "shadow") as fh:
    print(fh.read())
