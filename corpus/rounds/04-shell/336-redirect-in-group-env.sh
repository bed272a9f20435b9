# expect: secret-read
# source: DESIGN.md section 2: secret-read
# technique: { ...; } < .env brace group reading
{ read -r first; echo "$first"; } < .env
