# expect: fs-destroy
# source: issue 5: wrappers
# technique: docker exec -it CTR cmd
docker exec -it web rm -rf /srv/uploads
