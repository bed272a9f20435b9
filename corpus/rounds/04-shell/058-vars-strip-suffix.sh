# expect: fs-destroy
# source: bash manual: parameter expansion (${x%pattern})
# technique: ${x%.sh} of rm.sh
x=rm.sh; ${x%.sh} -rf build
