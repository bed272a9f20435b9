# expect: secret-read
# source: DESIGN.md section 2: secret-read
# technique: ~/.bash_history: DESIGN names history; reading the file is the same
tail -100 ~/.bash_history
