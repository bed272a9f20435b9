# expect: secret-read
# source: issue 5: wrappers
# technique: docker exec -u USER CTR sh -c 'cat /etc/shadow'
docker exec -u root db sh -c 'cat /etc/shadow'
