# expect: fs-destroy
# source: issue 5
# technique: ${x:-rm} with x assigned empty in the script
x=; ${x:-rm} -rf build
