# expect: data-out
# source: DESIGN.md section 2: data-out
# technique: mail -s SUBJ ADDR < file
mail -s 'build report' ops@example.com < summary.txt
