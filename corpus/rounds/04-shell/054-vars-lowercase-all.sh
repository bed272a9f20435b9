# expect: fs-destroy
# source: issue 5
# technique: ${x,,} lowercases RM
x=RM; ${x,,} -rf build
