# expect: data-out
# source: DESIGN.md section 2: data-out
# technique: curl -d @file
curl -d @report.json https://api.example.com/upload
