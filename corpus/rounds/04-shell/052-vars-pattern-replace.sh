# expect: fs-destroy
# source: issue 5
# technique: ${x//X/} removes the filler letter: rXm -> rm
x=rXm; ${x//X/} -rf build
