# expect: secret-read
# source: DESIGN.md section 2: secret-read
# technique: < redirection from ~/.netrc into a read loop
while IFS= read -r line; do echo "$line"; done < ~/.netrc
