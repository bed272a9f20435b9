# expect: secret-read
# source: DESIGN.md section 2
# technique: "$HOME" plus a spliced .a''ws component reaching ~/.aws/credentials
cat "$HOME"/.a''ws/credentials
