# expect: fs-write
# source: DESIGN.md section 2: fs-write
# technique: sed --in-place=.orig
sed --in-place=.orig 's/a/b/' app.conf
