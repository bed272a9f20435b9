# expect: fs-write
# source: DESIGN.md section 2: fs-write
# technique: chown -R
chown -R app:app /srv/app
