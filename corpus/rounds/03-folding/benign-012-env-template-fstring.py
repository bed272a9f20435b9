# expect: none
# source: DESIGN.md (templates are not secrets)
# technique: .env.template built by an f-string and read
kind = "template"
with open(f".env.{kind}") as fh:
    keys = [line.split("=", 1)[0] for line in fh if "=" in line]
print(keys)
