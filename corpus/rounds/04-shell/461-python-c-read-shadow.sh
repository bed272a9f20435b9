# expect: shell-spawn,secret-read
# source: DESIGN.md section 2: literal code to python3 -c is analysed as Python
# technique: python3 -c reading /etc/shadow
python3 -c 'print(open("/etc/shadow").read())'
