# expect: fs-write
# source: DESIGN.md section 2: fs-write
# technique: git apply changes the worktree like patch (DESIGN names patch; same capability)
git apply fix.patch
