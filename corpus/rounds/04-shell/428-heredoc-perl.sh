# expect: shell-spawn
# also-ok: fs-destroy,dynamic-eval
# source: issue 5: heredocs
# technique: heredoc fed to perl (interpreter)
perl <<'EOF'
unlink "cache.db";
EOF
