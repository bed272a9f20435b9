# expect: fs-destroy
# source: issue 5: walk every node
# technique: inside a case arm
case "$1" in
  clean) rm -rf build ;;
  *) echo usage ;;
esac
