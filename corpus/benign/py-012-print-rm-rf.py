# expect: none
# source: DESIGN.md policy near-miss
# technique: a dangerous shell command only printed
print("Never run: rm -rf /")
print("To clean up, run `rm -rf build/` yourself.")
