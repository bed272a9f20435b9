# expect: fs-write
# source: DESIGN.md section 2: fs-write
# technique: curl -O (remote name) writes into the cwd
curl -fsSLO https://releases.example.com/tool.tgz
