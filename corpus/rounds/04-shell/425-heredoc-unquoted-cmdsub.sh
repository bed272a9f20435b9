# expect: fs-destroy
# source: issue 5: heredocs
# technique: unquoted heredoc body: $(...) runs even when fed to cat
cat <<EOF
status: $(rm -rf build)
EOF
