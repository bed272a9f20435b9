# expect: shell-spawn
# source: DESIGN.md section 2: shell-spawn
# technique: ./gradlew test: an unseen wrapper script
./gradlew test
