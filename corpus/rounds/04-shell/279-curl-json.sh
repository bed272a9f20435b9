# expect: data-out
# source: DESIGN.md section 2: data-out
# technique: curl --json
curl --json '{"status":"done"}' https://hooks.example.net/build
