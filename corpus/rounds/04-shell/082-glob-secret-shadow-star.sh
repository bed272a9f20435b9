# expect: secret-read
# also-ok: opaque
# source: issue 5
# technique: /etc/sha* glob that can name /etc/shadow
head -5 /etc/sha*
