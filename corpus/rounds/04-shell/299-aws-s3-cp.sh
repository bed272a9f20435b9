# expect: data-out
# source: DESIGN.md section 2: data-out
# technique: aws s3 cp to s3://
aws s3 cp dump.sql s3://backups-bucket/
