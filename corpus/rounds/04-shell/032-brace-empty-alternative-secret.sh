# expect: secret-read
# source: bash manual: brace expansion ({,x})
# technique: {,x} form: ~/.ssh/id_rsa{,.pub} names the private key too
tail -n +1 ~/.ssh/id_rsa{,.pub}
