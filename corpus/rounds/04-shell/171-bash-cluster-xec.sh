# expect: fs-destroy
# source: issue 5: wrappers
# technique: cluster -xec: -c is last in the cluster
bash -xec 'rm -rf build'
