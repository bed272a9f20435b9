# expect: secret-read
# source: DESIGN.md section 2: however the path is built
# technique: /etc/shadow joined from two variables
d=/etc; f=shadow; cat "$d/$f"
