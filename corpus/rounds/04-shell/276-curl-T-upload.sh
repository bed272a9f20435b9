# expect: data-out
# source: DESIGN.md section 2: data-out
# technique: curl -T
curl -T backup.tgz ftp://files.example.net/incoming/
