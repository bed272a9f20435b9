# expect: fs-destroy
# source: issue 5
# technique: find . {-delete,-print}: the -delete action hidden in a brace list
find . -name '*.tmp' {-delete,-print}
