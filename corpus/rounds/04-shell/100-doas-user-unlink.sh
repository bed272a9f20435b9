# expect: fs-destroy
# source: issue 5: wrappers
# technique: doas -u USER
doas -u root unlink /etc/app.conf
