# Fresh Debian roots for the fresh-machine proof, sourced by
# scripts/fresh-machine.sh. Each function dies (the caller's `die`) on failure.
# Needs: $cache (downloaded packages, shared by every root), $log.

# mounts_under DIR : the mount points at or below DIR, deepest first.
mounts_under() {
    awk -v dir="$1" '$2 == dir || index($2, dir "/") == 1 { print $2 }' /proc/self/mounts | sort -r
}

# unmount_all DIR : unmounts everything at or below DIR; fails if anything stays.
unmount_all() {
    local point
    for point in $(mounts_under "$1"); do
        umount "$point" 2>/dev/null || umount -l "$point" || true
    done
    [ -z "$(mounts_under "$1")" ] || die "could not unmount: $(mounts_under "$1" | tr '\n' ' ')"
}

# remove_root DIR : removes a fresh root, never through a mount: an
# interrupted run may have left the toolchain or /dev bound inside it.
remove_root() {
    [ -e "$1" ] || return 0
    # Anything still running inside it (an interrupted install) goes first.
    local process
    for process in /proc/[0-9]*; do
        case $(readlink "$process/root" 2>/dev/null) in
            "$1" | "$1"/*) kill -KILL "${process#/proc/}" 2>/dev/null || true ;;
        esac
    done
    sleep 0.2
    unmount_all "$1"
    rm -rf --one-file-system "$1"
}

# debian_mirror : the Debian mirror this machine's apt uses (a fresh
# install would use its own).
debian_mirror() {
    {
        cat /etc/apt/sources.list.d/*.sources 2>/dev/null | sed -n 's/^URIs: *\([^ ]*\).*/\1/p'
        cat /etc/apt/sources.list 2>/dev/null | sed -n 's/^deb \(\[[^]]*\] \)\{0,1\}\([^ ]*\) bookworm .*/\2/p'
    } | grep -v -- '-security' | head -1 || true
}

# make_root DIR [SUITE] : a minimal Debian in DIR (debootstrap
# --variant=minbase; bookworm, or SUITE) that reaches the mirror as this
# machine's apt does, with /proc, /dev, /sys and the shared package cache
# mounted.
make_root() {
    local dir=$1 suite=${2:-bookworm} mirror started=$SECONDS
    mirror=$(debian_mirror)
    [ -n "$mirror" ] || die "no Debian mirror found in this machine's apt sources"
    mkdir -p "$dir"
    debootstrap --variant=minbase --cache-dir="$cache/debootstrap" "$suite" "$dir" "$mirror" >>"$log" 2>&1 \
        || { tail -20 "$log" >&2; die "debootstrap $suite failed"; }
    say "  root made in $((SECONDS - started)) s"
    # This machine's sources, security updates included, for bookworm;
    # another suite keeps the one debootstrap wrote. Its Acquire settings.
    if [ "$suite" = bookworm ]; then
        rm -f "$dir/etc/apt/sources.list"
        cp /etc/apt/sources.list.d/*.sources "$dir/etc/apt/sources.list.d/" 2>/dev/null || true
        [ ! -f /etc/apt/sources.list ] || cp /etc/apt/sources.list "$dir/etc/apt/sources.list"
    fi
    grep -l '^Acquire::' /etc/apt/apt.conf.d/* 2>/dev/null | while read -r conf; do
        cp "$conf" "$dir/etc/apt/apt.conf.d/"
    done
    cp /etc/resolv.conf "$dir/etc/resolv.conf" 2>/dev/null || true
    # No service starts inside the root while packages install (Debian's
    # policy-rc.d for chroots): a daemon started there would outlive the run
    # and hold its mounts.
    printf '#!/bin/sh\nexit 101\n' >"$dir/usr/sbin/policy-rc.d"
    chmod +x "$dir/usr/sbin/policy-rc.d"
    # The local certificate authorities this machine trusts (a network that
    # inspects TLS needs them for PyPI); ca-certificates adds them to the bundle.
    mkdir -p "$dir/usr/local/share/ca-certificates"
    cp -r /usr/local/share/ca-certificates/. "$dir/usr/local/share/ca-certificates/" 2>/dev/null || true
    # What a machine has: /proc, /dev, and a shared cache of downloaded packages.
    mount -t proc proc "$dir/proc"
    mount --rbind /dev "$dir/dev"
    mount --make-rslave "$dir/dev"
    mount -t sysfs sysfs "$dir/sys"
    mount --bind "$cache/apt" "$dir/var/cache/apt/archives"
}

# bind_read_only ROOT DIR : DIR of this machine at the same place in ROOT.
bind_read_only() {
    mkdir -p "$1$2"
    mount --bind "$2" "$1$2"
    mount -o remount,bind,ro "$1$2"
}

# run_in ROOT COMMAND : runs COMMAND with bash inside ROOT, as root, with a
# plain environment and, when $toolchain is set, the toolchain on PATH.
run_in() {
    chroot "$1" /usr/bin/env -i HOME=/root LANG=C.UTF-8 TERM=dumb CI=true \
        DEBIAN_FRONTEND=noninteractive \
        PATH="${toolchain:+$toolchain/usr/bin:}/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin" \
        bash -c "$2"
}
