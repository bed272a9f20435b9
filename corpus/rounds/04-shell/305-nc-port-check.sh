# expect: raw-socket
# source: DESIGN.md section 2: raw-socket
# technique: nc -zv
nc -zv db.internal 5432
