# expect: fs-write
# source: DESIGN.md section 2: fs-write
# technique: plain wget saves to a file in the cwd: DESIGN names wget -O; without it wget still writes, so fs-write
wget https://releases.example.com/tool.tgz
