# session_bus_config LISTEN [SERVICEDIR] : a dbus-daemon configuration for a
# scenario's own session bus (dbus-run-session --config-file), listening on
# LISTEN (unix:dir=… or unix:tmpdir=…), open to every client of it, and
# activating the services in SERVICEDIR (none without it).
session_bus_config() {
    cat <<CONF
<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>session</type>
  <keep_umask/>
  <listen>$1</listen>
  <auth>EXTERNAL</auth>${2:+
  <servicedir>$2</servicedir>}
  <policy context="default">
    <allow send_destination="*" eavesdrop="true"/>
    <allow eavesdrop="true"/>
    <allow own="*"/>
  </policy>
</busconfig>
CONF
}
