# expect: fs-destroy
# source: DESIGN.md section 2: fs-destroy
# technique: mkfs -t TYPE
mkfs -t vfat /dev/sdb1
