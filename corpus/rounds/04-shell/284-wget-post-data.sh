# expect: data-out
# also-ok: fs-write
# source: DESIGN.md section 2: data-out
# technique: wget --post-data
wget -q --post-data='a=1' https://api.example.com/ping
