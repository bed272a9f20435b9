# expect: secret-read
# source: DESIGN.md section 2: secret-read
# technique: printenv NAME of a token variable
printenv GITHUB_TOKEN
