# expect: secret-read
# source: issue 4
# technique: .hex() of a bytes value fed back to bytes.fromhex
h = b"/etc/passwd".hex()
with open(bytes.fromhex(h).decode()) as fh:
    print(len(fh.readlines()))
