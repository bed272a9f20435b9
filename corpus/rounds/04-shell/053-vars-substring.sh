# expect: fs-destroy
# source: issue 5
# technique: ${x:2} of 'farm' is 'rm'
x=farm; ${x:2} -rf build
