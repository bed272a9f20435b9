# expect: fs-destroy
# source: issue 5
# technique: nested constant substitutions $(echo $(echo rm))
$(echo $(echo rm)) -rf build
