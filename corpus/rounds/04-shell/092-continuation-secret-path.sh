# expect: secret-read
# source: issue 5
# technique: continuation splits ~/.ssh
cat ~/.s\
sh/id_rsa
