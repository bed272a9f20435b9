# expect: fs-write
# source: DESIGN.md section 2: fs-write
# technique: wget -O FILE
wget -O install.sh https://get.example.com/install.sh
