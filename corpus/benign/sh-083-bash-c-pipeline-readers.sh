# expect: none
# read-only: true
# source: DESIGN.md section 2: read-only list
# technique: literal bash -c with a pipeline of readers
bash -c 'grep -c def src/*.py | sort -t: -k2 -n'
