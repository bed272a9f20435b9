# expect: data-out
# source: DESIGN.md section 2: data-out
# technique: scp to a remote host
scp dist.tar.gz deploy@prod.example.com:/srv/
