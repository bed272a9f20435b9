# expect: fs-write
# also-ok: fs-destroy
# source: DESIGN.md section 2: fs-destroy
# technique: cp /dev/null f empties f through cp (fs-write by the table; fs-destroy is debatable)
cp /dev/null app.log
