# expect: fs-destroy
# source: issue 5
# technique: $(echo -e '\x72\x6d') (echo interprets the escapes)
$(echo -e '\x72\x6d') -rf build
