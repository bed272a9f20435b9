# expect: secret-read
# source: DESIGN.md section 2: secret-read
# technique: any file under ~/.ssh (config): DESIGN says ~/.ssh/*
grep -A3 'Host prod' ~/.ssh/config
