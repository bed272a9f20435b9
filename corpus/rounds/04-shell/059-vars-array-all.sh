# expect: fs-destroy
# source: issue 5
# technique: the whole command in an array: "${a[@]}"
a=(rm -rf build); "${a[@]}"
