# expect: secret-read
# also-ok: opaque
# source: MITRE ATT&CK T1552.004 private keys
# technique: /home/*/.ssh/id_* across every user
cat /home/*/.ssh/id_*
