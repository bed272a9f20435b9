# expect: fs-write
# source: DESIGN.md section 2: find -fprint*/-fls
# technique: find -fls FILE
find /srv -fls /tmp/t/listing.txt
