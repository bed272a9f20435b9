# expect: raw-socket
# source: DESIGN.md section 2: raw-socket
# technique: < /dev/tcp/host/port
cat < /dev/tcp/time.nist.gov/13
