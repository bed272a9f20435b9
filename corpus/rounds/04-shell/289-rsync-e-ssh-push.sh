# expect: data-out
# source: DESIGN.md section 2: data-out
# technique: rsync -e ssh FILE host:dir
rsync -avz -e ssh db.sql backup.example.com:dumps/
