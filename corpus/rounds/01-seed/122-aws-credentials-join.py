# expect: secret-read
# source: DESIGN.md sinks
# technique: ~/.aws/credentials built with os.path.join and expanduser, read by configparser
import configparser
import os

path = os.path.join(os.path.expanduser("~"), ".aws", "credentials")
cfg = configparser.ConfigParser()
cfg.read(path)
print(cfg.sections())
