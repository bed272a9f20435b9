# expect: secret-read
# source: issue 4
# technique: os.path.join(os.environ['HOME'], '.aws', 'credentials')
import os

cred = os.path.join(os.environ["HOME"], ".aws", "credentials")
print(open(cred).read())
