# expect: secret-read
# source: DESIGN.md section 2: secret-read
# technique: *.keystore_key
cat android/release.keystore_key
