# expect: fs-destroy
# source: DESIGN.md section 2: fs-destroy
# technique: plain rm -rf
rm -rf build
