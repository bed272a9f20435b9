# expect: secret-read
# source: issue 5
# technique: secret read inside a process substitution
diff <(sort users.txt) <(cat ~/.ssh/id_rsa)
