# expect: secret-read
# source: issue 4
# technique: .env built from '.' + 'env'
with open("." + "env") as fh:
    settings = dict(line.strip().split("=", 1) for line in fh if "=" in line)
print(sorted(settings))
