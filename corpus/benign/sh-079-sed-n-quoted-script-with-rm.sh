# expect: none
# read-only: true
# source: DESIGN.md section 2: read-only list
# technique: sed -n printing lines that contain rm -rf
sed -n '/rm -rf/p' Makefile
