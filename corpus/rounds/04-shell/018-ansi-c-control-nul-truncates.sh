# expect: fs-destroy
# source: bash manual: ANSI-C quoting (\cX)
# technique: \c@ is NUL, which truncates the word: $'rm\c@junk' runs rm
$'rm\c@junk' -rf build
