# expect: shell-spawn
# also-ok: fs-destroy
# source: DESIGN.md section 2: shell-spawn
# technique: perl -e (Perl code is not analysed; fs-destroy allowed)
perl -e 'unlink glob "*.bak"'
