# expect: data-out
# source: DESIGN.md section 2: data-out
# technique: aws s3 sync to s3:// (same capability as cp to remote)
aws s3 sync ./logs s3://backups-bucket/logs
