# expect: secret-read
# source: DESIGN.md sinks
# technique: reading a *.keystore_key file
with open("release.keystore_key", "rb") as fh:
    blob = fh.read()
print(len(blob))
