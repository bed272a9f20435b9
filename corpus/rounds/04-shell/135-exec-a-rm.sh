# expect: fs-destroy
# source: issue 5: wrappers
# technique: exec -a NAME disguises argv[0] as ls
exec -a ls rm -rf build
