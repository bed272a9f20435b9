# expect: fs-write
# source: DESIGN.md section 2: fs-write
# technique: install -m
install -m 755 build/tool /usr/local/bin/tool
