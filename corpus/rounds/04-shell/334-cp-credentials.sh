# expect: fs-write,secret-read
# source: DESIGN.md section 2: secret-read
# technique: cp of ~/.aws/credentials
cp ~/.aws/credentials /tmp/t/c
