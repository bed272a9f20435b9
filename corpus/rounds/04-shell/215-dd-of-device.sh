# expect: fs-destroy
# also-ok: fs-write
# source: DESIGN.md section 2: fs-destroy
# technique: dd of=/dev/sdb
dd if=/dev/urandom of=/dev/sdb bs=4M status=progress
