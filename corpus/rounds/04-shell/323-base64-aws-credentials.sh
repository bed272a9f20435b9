# expect: secret-read
# source: DESIGN.md section 2: secret-read
# technique: base64 of ~/.aws/credentials
base64 ~/.aws/credentials
