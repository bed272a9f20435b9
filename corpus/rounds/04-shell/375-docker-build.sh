# expect: shell-spawn
# source: DESIGN.md section 2: shell-spawn
# technique: docker build
docker build -t app:dev .
