# expect: fs-destroy
# source: issue 5
# technique: IFS reassigned to ',' then an unquoted variable is split into rm -rf build
IFS=,;c=rm,-rf,build;$c
