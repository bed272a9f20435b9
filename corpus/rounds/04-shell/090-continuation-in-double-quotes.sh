# expect: fs-destroy
# source: bash manual: double quotes (backslash-newline is removed)
# technique: "r\<newline>m": bash removes backslash-newline inside double quotes too
"r\
m" -rf build
