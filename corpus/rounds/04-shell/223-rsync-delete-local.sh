# expect: fs-destroy
# also-ok: fs-write
# source: DESIGN.md section 2: fs-destroy
# technique: rsync --delete between local dirs
rsync -a --delete src/ backup/
