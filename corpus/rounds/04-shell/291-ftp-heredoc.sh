# expect: data-out
# source: DESIGN.md section 2: data-out
# technique: ftp -n with a heredoc script
ftp -n files.example.net <<'EOF'
user anonymous x
put report.csv
bye
EOF
