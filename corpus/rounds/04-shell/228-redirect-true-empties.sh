# expect: fs-destroy,fs-write
# source: DESIGN.md section 2: fs-destroy
# technique: true > f: DESIGN lists ':'; true is the same no-output command
true > app.log
