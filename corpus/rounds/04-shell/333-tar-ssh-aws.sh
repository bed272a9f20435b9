# expect: fs-write,secret-read
# source: DESIGN.md section 2: secret-read
# technique: tar czf of ~/.ssh and ~/.aws (directories holding secrets)
tar czf /tmp/t/h.tgz ~/.ssh ~/.aws
