# expect: fs-write
# source: DESIGN.md section 2: fs-write
# technique: &> redirects both streams to a file
ls -la &> listing.txt
