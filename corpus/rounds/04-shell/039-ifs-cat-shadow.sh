# expect: secret-read
# source: HackTricks: bypass bash restrictions (no spaces)
# technique: cat${IFS}/etc/shadow
cat${IFS}/etc/shadow
