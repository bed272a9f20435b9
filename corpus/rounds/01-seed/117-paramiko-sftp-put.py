# expect: data-out
# source: DESIGN.md sinks
# technique: paramiko SFTP put
import os

import paramiko

client = paramiko.SSHClient()
client.set_missing_host_key_policy(paramiko.AutoAddPolicy())
client.connect("backup.example.com", username="bot", password=os.environ.get("BACKUP_PW"))
sftp = client.open_sftp()
sftp.put("dump.sql", "/srv/dumps/dump.sql")
client.close()
