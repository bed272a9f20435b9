// PY-NET-003: mail, FTP, SSH and telnet sessions.
#include "analyzer/rules/rules.h"

namespace kotoba::analyzer::rules {

const RuleInfo kRemoteSessionInfo = {
    "PY-NET-003", Label::kDataOut, "opens a mail, file-transfer or remote-shell session",
    R"doc(Flags smtplib.SMTP/SMTP_SSL/LMTP, ftplib.FTP/FTP_TLS, paramiko (any use), telnetlib and
fabric connections.

Why: each of them sends data to another machine by design.

  Flags:     with smtplib.SMTP("mail.example.com") as s: s.send_message(msg)
  Not:       email.message.EmailMessage()   (building a message sends nothing)

Limits: other protocol libraries are not recognised.)doc"};

void CheckRemoteSession(const aliasing::CallSite& site, const Sink* row,
                        PythonAnalysis& analysis) {
  analysis.Report(row->label, row->rule, site.node, analysis.EvidenceOf(site), row->message);
}

}  // namespace kotoba::analyzer::rules
