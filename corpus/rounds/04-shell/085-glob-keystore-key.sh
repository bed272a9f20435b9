# expect: secret-read
# source: DESIGN.md section 2: *.keystore_key
# technique: glob of *.keystore_key files
cat config/*.keystore_key
