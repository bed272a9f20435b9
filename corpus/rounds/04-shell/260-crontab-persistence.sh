# expect: fs-write
# source: MITRE ATT&CK T1053.003 cron
# technique: crontab - installs a cron table (the job text itself is inert data)
(crontab -l 2>/dev/null; echo '*/5 * * * * /tmp/t/beacon.sh') | crontab -
