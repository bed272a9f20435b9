# expect: secret-read
# source: DESIGN.md section 2: secret-read
# technique: $HOME/.netrc
cat $HOME/.netrc
