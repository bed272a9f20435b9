# expect: fs-write
# source: DESIGN.md section 2: fs-write
# technique: unzip
unzip -o bundle.zip -d vendor/
