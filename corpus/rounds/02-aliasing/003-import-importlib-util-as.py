# expect: shell-spawn
# source: issue 3 (imports)
# technique: import importlib.util as iu; iu.spec_from_file_location
import importlib.util as iu

spec = iu.spec_from_file_location("local_settings", "local_settings.py")
print(spec.name)
