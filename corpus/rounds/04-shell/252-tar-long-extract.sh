# expect: fs-write
# source: DESIGN.md section 2: fs-write
# technique: tar --extract --file
tar --extract --file=vendor.tar
