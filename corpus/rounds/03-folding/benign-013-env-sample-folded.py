# expect: none
# source: DESIGN.md (templates are not secrets)
# technique: .env.sample built by concatenation and read
print(open(".env" + ".sample").read())
