# expect: data-out
# source: DESIGN.md section 2: data-out
# technique: wget --post-data
wget -q --post-data='a=1' https://api.example.com/ping
