# expect: secret-read
# source: DESIGN.md section 2: however the path is built
# technique: ANSI-C escape for the leading slash of /etc/shadow
cat $'\x2fetc/shadow'
