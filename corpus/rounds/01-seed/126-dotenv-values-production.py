# expect: secret-read
# source: DESIGN.md sinks
# technique: dotenv_values('.env.production')
from dotenv import dotenv_values

cfg = dotenv_values(".env.production")
print(list(cfg))
