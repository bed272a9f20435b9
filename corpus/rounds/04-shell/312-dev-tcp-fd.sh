# expect: raw-socket
# source: DESIGN.md section 2: raw-socket
# technique: exec 3<>/dev/tcp/host/port then talk over the fd
exec 3<>/dev/tcp/example.com/80
printf 'GET / HTTP/1.0\r\n\r\n' >&3
cat <&3
