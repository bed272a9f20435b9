# expect: none
# source: DESIGN.md sinks
# technique: reading the template .env.example is not a secret
with open(".env.example") as fh:
    keys = [l.split("=", 1)[0] for l in fh if "=" in l]
print(keys)
