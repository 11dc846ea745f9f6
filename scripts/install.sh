#!/usr/bin/env bash
# Builds `appintents` (and any IntentApp hosts named) in release mode and installs them under
# PREFIX (default /usr/local) with what they need at run time:
#
#   PREFIX/bin/appintents
#   PREFIX/lib/appintents-linux/*.so       the toolchain's shared libraries the binaries load:
#                                          SwiftSyntax from usr/lib/swift/host, the Swift runtime
#                                          and Foundation from usr/lib/swift/linux (found with ldd)
#   PREFIX/share/bash-completion/completions/appintents
#   PREFIX/share/zsh/site-functions/_appintents
#   PREFIX/share/fish/vendor_completions.d/appintents.fish
#   PREFIX/share/man/man1/appintents.1     every command's --help, as a man page
#
# and says which system libraries the machine they run on needs (and, on Debian, their packages):
# an app's hosts load SQLite, libpq, libmicrohttpd, GnuTLS and, through Foundation's networking,
# libcurl.
#
#   scripts/install.sh [PREFIX] [APP_PRODUCT...]     e.g. scripts/install.sh ~/.local soupshop
#
# SwiftSyntax is linked dynamically: the toolchain ships it only as shared libraries, and those
# load the Swift runtime as a shared library too, so a statically linked runtime would be a second
# copy. The binaries find the copied libraries through an rpath of $ORIGIN/../lib/appintents-linux
# and run on a machine without a Swift toolchain (checked by hiding the toolchain's folder with an
# empty mount: `appintents lint` still runs). 19 libraries, about 100 MB.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"

case "${1:-}" in
-h | --help)
    sed -n '2,/^set -euo/p' "$0" | sed -e '$d' -e 's/^# \{0,1\}//'
    exit 0
    ;;
esac
prefix="${1:-/usr/local}"
shift || true
apps=("$@")
products=(appintents "${apps[@]}")

mkdir -p "$prefix"
prefix="$(cd "$prefix" && pwd)"
libdir="$prefix/lib/appintents-linux"

cd "$root"
# The root package's manifest takes SwiftSyntax from the toolchain (no fetching).
export APPINTENTS_SWIFT_SYNTAX=toolchain
flags=(-c release -Xlinker -rpath -Xlinker '$ORIGIN/../lib/appintents-linux')
for product in "${products[@]}"; do
    echo "== swift build -c release --product $product"
    swift build "${flags[@]}" --product "$product"
done
bin="$(swift build "${flags[@]}" --show-bin-path)"

mkdir -p "$prefix/bin" "$libdir" "$prefix/share/man/man1" "$prefix/share/bash-completion/completions" \
    "$prefix/share/zsh/site-functions" "$prefix/share/fish/vendor_completions.d"

# The toolchain's libraries the binaries load (everything ldd resolves inside the toolchain).
toolchain="$(dirname "$(dirname "$(command -v swift)")")"
toolchain="$(cd "$toolchain" && pwd -P)"
libraries=()
for product in "${products[@]}"; do
    install -m 755 "$bin/$product" "$prefix/bin/$product"
    while read -r library; do
        libraries+=("$library")
    done < <(ldd "$bin/$product" | awk '$3 ~ /^\// { print $3 }' | while read -r path; do
        real="$(readlink -f "$path")"
        case "$real" in "$toolchain"/*) echo "$path" ;; esac
    done)
done
for library in $(printf '%s\n' "${libraries[@]}" | sort -u); do
    install -m 644 "$(readlink -f "$library")" "$libdir/$(basename "$library")"
done
echo "== $(ls "$libdir" | wc -l) libraries from $toolchain in $libdir"

# What the machine the binaries run on must have besides them: the system libraries the binaries
# and the copied libraries load themselves (SQLite, libpq, libmicrohttpd and GnuTLS for an app's
# hosts, libcurl for Foundation's networking; what those load in turn comes with their packages),
# and the Debian packages that hold them here. The C library's own are on every system.
system_libraries() {
    local file
    for file in "${products[@]/#/$prefix/bin/}" "$libdir"/*; do
        readelf -d "$file" 2>/dev/null | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p'
    done | sort -u | while read -r soname; do
        [ -e "$libdir/$soname" ] && continue
        case "$soname" in ld-linux* | libc.so* | libm.so* | libpthread.so* | libdl.so* | librt.so* | libutil.so* | libgcc_s.so*) continue ;; esac
        echo "$soname"
    done
}
sonames=($(system_libraries))
if [ "${#sonames[@]}" -gt 0 ]; then
    packages=()
    if command -v dpkg >/dev/null; then
        for soname in "${sonames[@]}"; do
            path="$(ldconfig -p | awk -v name="$soname" '$1 == name { print $NF; exit }')"
            [ -n "$path" ] || continue
            package="$(dpkg -S "$(readlink -f "$path")" 2>/dev/null | head -1 | cut -d: -f1)" || true
            [ -n "$package" ] && packages+=("$package")
        done
    fi
    echo "== the machine they run on needs these system libraries: ${sonames[*]}"
    if [ "${#packages[@]}" -gt 0 ]; then
        echo "   on Debian or Ubuntu: apt-get install $(printf '%s\n' "${packages[@]}" | sort -u | paste -sd ' ')"
    fi
fi

# A man page from every command's --help.
man_page() {
    local program="$1" title
    title="$(echo "$program" | tr '[:lower:]' '[:upper:]')"
    printf '.TH %s 1 "" "AppIntents for Linux %s" "User Commands"\n' "$title" "$version"
    printf '.SH NAME\n%s \\- %s\n.SH DESCRIPTION\n.nf\n' "$program" "$2"
    # Preformatted help: escape backslashes and lines starting with a dot or quote.
    sed -e 's/\\/\\e/g' -e "s/^\\([.']\\)/\\\\\\&\\1/"
    printf '.fi\n'
}

version="$("$prefix/bin/appintents" --version | awk '{ print $2 }')"
for product in "${products[@]}"; do
    installed="$prefix/bin/$product"
    "$installed" completion bash >"$prefix/share/bash-completion/completions/$product"
    "$installed" completion zsh >"$prefix/share/zsh/site-functions/_$product"
    "$installed" completion fish >"$prefix/share/fish/vendor_completions.d/$product.fish"
    if [ "$product" = appintents ]; then
        "$installed" help --all | man_page appintents "review App Intents source, extract and compare its metadata"
    else
        "$installed" help --all | man_page "$product" "an App Intents app ($("$installed" --version))"
    fi >"$prefix/share/man/man1/$product.1"
    echo "== installed $installed: $("$installed" --version)"
done

cat <<EOF

Completion scripts are in $prefix/share/{bash-completion/completions,zsh/site-functions,fish/vendor_completions.d};
bash-completion, zsh (with that folder in \$fpath) and fish load them from there. Man pages: man -M $prefix/share/man appintents
EOF
