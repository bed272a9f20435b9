# expect: none
# source: issue 3 (assignments)
# technique: dict.pop
cfg = {"debug": True, "token": "x"}
cfg.pop("token", None)
print(cfg)
