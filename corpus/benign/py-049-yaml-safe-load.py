# expect: none
# source: everyday agent snippet
# technique: yaml.safe_load of a file in the working directory
import yaml

with open("docker-compose.yml") as fh:
    compose = yaml.safe_load(fh)
print(list(compose.get("services", {})))
