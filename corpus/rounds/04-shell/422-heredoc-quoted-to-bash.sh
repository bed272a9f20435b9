# expect: fs-destroy
# also-ok: shell-spawn,dynamic-eval
# source: issue 5: heredocs
# technique: quoted heredoc fed to bash is code
bash <<'EOF'
rm -rf build
EOF
