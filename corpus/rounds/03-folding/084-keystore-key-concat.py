# expect: secret-read
# source: issue 4
# technique: *.keystore_key file name built by concatenation
name = "release" + "." + "keystore" + "_key"
with open(name, "rb") as fh:
    print(fh.read().hex())
