# expect: none
# read-only: false
# source: DESIGN.md section 2: read-only list (command not on it)
# technique: kubectl get pods
kubectl get pods -n staging
