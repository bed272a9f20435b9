# expect: fs-destroy
# source: DESIGN.md section 2: fs-destroy
# technique: shred -uz
shred -uz secrets.txt
