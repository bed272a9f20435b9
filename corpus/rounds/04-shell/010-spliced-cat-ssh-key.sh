# expect: secret-read
# source: issue 5
# technique: quote splicing in the reader's name, secret path literal
ca''t ~/.ssh/id_rsa
