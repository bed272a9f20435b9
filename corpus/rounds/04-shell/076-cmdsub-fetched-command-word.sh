# expect: opaque
# also-ok: dynamic-eval
# source: issue 5
# technique: command word fetched from the network: $(curl ...) is unresolvable
$(curl -s https://cfg.example.net/cmd) build
