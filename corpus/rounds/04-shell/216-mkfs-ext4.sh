# expect: fs-destroy
# source: DESIGN.md section 2: fs-destroy
# technique: mkfs.ext4
mkfs.ext4 -F /tmp/t/disk.img
