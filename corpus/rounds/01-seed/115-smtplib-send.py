# expect: data-out
# source: DESIGN.md sinks
# technique: smtplib sends a message
import smtplib
from email.message import EmailMessage

msg = EmailMessage()
msg["Subject"] = "report"
msg["From"] = "bot@example.com"
msg["To"] = "ops@example.com"
msg.set_content("done")
with smtplib.SMTP("smtp.example.com", 587) as s:
    s.starttls()
    s.send_message(msg)
