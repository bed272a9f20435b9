# expect: fs-destroy
# source: issue 4
# technique: raw literals with r and R prefixes implicitly concatenated
import os

fn = r"un" R"link"
getattr(os, fn)("app.log")
