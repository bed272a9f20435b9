# expect: data-out
# source: DESIGN.md section 2: data-out
# technique: curl --request PUT
curl --request PUT --upload-file app.jar https://repo.example.net/app.jar
