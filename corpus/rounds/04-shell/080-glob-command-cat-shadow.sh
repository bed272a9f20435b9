# expect: opaque
# also-ok: secret-read
# source: issue 5
# technique: /???/?at /etc/shadow: unresolvable reader of a secret path
/???/?at /etc/shadow
