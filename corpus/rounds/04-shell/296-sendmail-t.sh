# expect: data-out
# source: DESIGN.md section 2: data-out
# technique: sendmail -t
sendmail -t < message.eml
