# expect: fs-destroy
# source: issue 5
# technique: declare -r C=shred then $C
declare -r C=shred; $C -u deploy.pem
