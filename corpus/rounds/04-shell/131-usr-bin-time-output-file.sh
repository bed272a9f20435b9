# expect: fs-destroy,fs-write
# source: issue 5: wrappers
# technique: /usr/bin/time -f FMT -o FILE: the wrapper itself writes FILE
/usr/bin/time -f %e -o /tmp/t/times.txt rm -rf build
