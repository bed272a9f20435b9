# expect: secret-read
# source: DESIGN.md sinks
# technique: open('.env.local')
with open(".env.local") as fh:
    pairs = [l.strip().split("=", 1) for l in fh if "=" in l]
print(len(pairs))
