# expect: fs-write
# also-ok: fs-destroy
# source: DESIGN.md section 2: fs-destroy
# technique: printf '' > f writes nothing: an emptying redirection a deeper analysis may call fs-destroy
printf '' > app.log
