# expect: fs-write
# source: DESIGN.md section 2: fs-write
# technique: mv
mv config.yaml config.yaml.bak
