# expect: fs-destroy
# source: issue 5
# technique: ${x,} lowercases the first letter of Rm
x=Rm; ${x,} -rf build
