# expect: fs-write
# source: GNU sed manual: w filename
# technique: sed -n with a w command writes a file (sed -n alone is read-only)
sed -n '/ERROR/w errors.txt' app.log
