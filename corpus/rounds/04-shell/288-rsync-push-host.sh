# expect: data-out
# source: DESIGN.md section 2: data-out
# technique: rsync to host:
rsync -az ./ deploy@prod.example.com:/srv/app/
