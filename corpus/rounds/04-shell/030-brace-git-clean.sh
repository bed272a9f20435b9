# expect: fs-destroy
# source: issue 5
# technique: git subcommand and flags from a brace list: git {clean,-fdx}
git {clean,-fdx}
