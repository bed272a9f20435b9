# expect: data-out
# source: Bandit B321 tests; DESIGN.md sinks
# technique: ftplib FTP storbinary
import ftplib

ftp = ftplib.FTP("ftp.example.com")
ftp.login("anonymous", "bot@example.com")
with open("report.csv", "rb") as fh:
    ftp.storbinary("STOR report.csv", fh)
ftp.quit()
