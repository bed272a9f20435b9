# expect: fs-write
# source: DESIGN.md section 2: fs-write
# technique: curl -o FILE
curl -fsSL -o tool.tgz https://releases.example.com/tool.tgz
