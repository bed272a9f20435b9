# expect: fs-destroy
# source: issue 5
# technique: timeout 5 nice -n 2 env A=1 rm -rf x (example from the issue)
timeout 5 nice -n 2 env A=1 rm -rf build
