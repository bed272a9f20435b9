# expect: fs-destroy
# source: issue 5: wrappers
# technique: sudo -g GROUP with truncate
sudo -g adm truncate -s 0 /var/log/syslog
