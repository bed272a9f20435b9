# expect: fs-destroy
# also-ok: fs-write
# source: DESIGN.md section 2: fs-destroy
# technique: dd of=FILE overwrites the target
dd if=/dev/zero of=disk.img bs=1M count=10
