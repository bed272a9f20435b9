# expect: fs-write
# source: DESIGN.md section 2: fs-write
# technique: sed -i.bak (attached suffix)
sed -i.bak '/^#/d' app.conf
