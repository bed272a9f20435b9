# expect: fs-destroy
# source: issue 5
# technique: read -r c <<< rm assigns the command name
read -r c <<< rm; $c -rf build
