# expect: fs-destroy
# source: issue 5: wrappers
# technique: sudo -u USER -- (option with a value, then --)
sudo -u www-data -- rm -rf /var/www/cache
