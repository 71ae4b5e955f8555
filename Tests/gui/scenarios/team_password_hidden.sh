# A password given in a PostgreSQL URI on the command line (issue 49.3) is
# gone from the process list once the arguments are read: /proc/PID/cmdline
# shows x's in its place, the rest of the address as given. (No server
# need answer: the entries wait in the outbox.)
URI="postgresql://clerk:Sup3rSecret@127.0.0.1:1/registry?sslmode=disable&password=hunter2"
app_start --output "$URI"
cmdline=$(tr '\0' ' ' <"/proc/$APP_PID/cmdline")
echo "the process list shows: $cmdline"
case $cmdline in
    *Sup3rSecret* | *hunter2*) fail "the password is in /proc/$APP_PID/cmdline: $cmdline" ;;
esac
case $cmdline in
    *"postgresql://clerk:xxxxxxxxxxx@127.0.0.1:1/registry?sslmode=disable&password=xxxxxxx"*) ;;
    *) fail "the address is not shown as given, with x's for its passwords: $cmdline" ;;
esac
