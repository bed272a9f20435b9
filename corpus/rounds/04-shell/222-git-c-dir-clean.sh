# expect: fs-destroy
# source: DESIGN.md section 2: fs-destroy
# technique: git -C DIR clean: global option before the subcommand
git -C vendor/lib clean -ffdx
