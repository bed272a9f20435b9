# expect: fs-destroy
# source: issue 5: wrappers
# technique: bash -o pipefail -c (option with a value before -c)
bash -o pipefail -c 'rm -rf build'
