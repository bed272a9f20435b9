# What an agent runs all day: read-only, so it may run unasked.
git status --short && grep -rn TODO src | head -20
