# expect: fs-destroy
# source: issue 5: wrappers
# technique: bash --norc --noprofile -c
bash --norc --noprofile -c 'rm -rf build'
