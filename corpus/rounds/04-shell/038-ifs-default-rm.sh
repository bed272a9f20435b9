# expect: fs-destroy
# source: issue 5
# technique: rm${IFS}-rf${IFS}build: default IFS splits into argv
rm${IFS}-rf${IFS}build
