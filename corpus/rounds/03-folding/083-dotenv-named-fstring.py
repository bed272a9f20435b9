# expect: secret-read
# source: issue 4
# technique: .env.production built by an f-string
stage = "production"
with open(f".env.{stage}") as fh:
    print(fh.read())
