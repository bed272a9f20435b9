# expect: data-out
# source: DESIGN.md section 2: data-out
# technique: curl --data-binary @- from a redirected file
curl --data-binary @- https://logs.example.net/ingest < build.log
