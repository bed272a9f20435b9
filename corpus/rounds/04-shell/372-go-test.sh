# expect: shell-spawn
# source: DESIGN.md section 2: shell-spawn
# technique: go test
go test ./...
