# expect: secret-read
# source: DESIGN.md section 2: secret-read
# technique: /etc/passwd is on DESIGN's secret list
head -3 /etc/passwd
