#!/usr/bin/env bash
# Install PrivDesk for the current user: no administrator rights, no network.
#
# Usage (from the unpacked download):  ./install.sh [--prefix DIR]
#   copies the app folder to DIR/privdesk (default ~/.local/opt/privdesk), adds a launcher
#   ~/.local/bin/privdesk, a menu entry and an icon. Running it again replaces an earlier
#   installation in the same place. Uninstall with DIR/privdesk/uninstall.sh.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
prefix=$HOME/.local/opt
while [ $# -gt 0 ]; do
  case $1 in
    --prefix) [ $# -ge 2 ] || { echo "install.sh: --prefix needs a folder" >&2; exit 2; }
              prefix=$2; shift 2 ;;
    --prefix=*) prefix=${1#--prefix=}; shift ;;
    -h | --help) sed -n '2,8p' "$0"; exit 0 ;;
    *) echo "install.sh: unknown option $1 (see --help)" >&2; exit 2 ;;
  esac
done

[ -x "$here/PrivDesk/privdesk" ] || {
  echo "install.sh: $here/PrivDesk/privdesk is missing; run me from the unpacked download." >&2
  exit 1
}
case $prefix in /*) ;; *) prefix=$PWD/$prefix ;; esac
prefix=${prefix%/}
dest=$prefix/privdesk
data_home=${XDG_DATA_HOME:-$HOME/.local/share}
bin_dir=$HOME/.local/bin
launcher=$bin_dir/privdesk
desktop=$data_home/applications/privdesk.desktop
icon_svg=$data_home/icons/hicolor/scalable/apps/privdesk.svg
icon_png=$data_home/icons/hicolor/256x256/apps/privdesk.png
marker=.privdesk-install

if [ -e "$dest" ] && [ ! -f "$dest/$marker" ]; then
  echo "install.sh: $dest exists and is not a PrivDesk installation; not touching it." >&2
  exit 1
fi
if [ -e "$launcher" ] && ! grep -qs "PrivDesk launcher" "$launcher"; then
  echo "install.sh: $launcher exists and is not PrivDesk's launcher; not touching it." >&2
  exit 1
fi

# Folders this installation creates (uninstall.sh removes them again if they are empty).
created_dirs=()
make_dir() {
  local dir=$1 missing=()
  while [ ! -d "$dir" ]; do missing=("$dir" "${missing[@]}"); dir=$(dirname "$dir"); done
  [ ${#missing[@]} -eq 0 ] && return 0
  mkdir -p "${missing[-1]}"
  created_dirs+=("${missing[@]}")
}

# A previous installation in the same place: keep the list of folders it created.
if [ -f "$dest/$marker" ]; then
  while IFS= read -r line; do
    case $line in dir\ *) created_dirs+=("${line#dir }") ;; esac
  done <"$dest/$marker"
fi

make_dir "$prefix"
make_dir "$bin_dir"
make_dir "$(dirname "$desktop")"
make_dir "$(dirname "$icon_svg")"
make_dir "$(dirname "$icon_png")"

# Copy next to the target, then swap, so a failed copy never leaves half an installation.
staging=$(mktemp -d "$prefix/.privdesk-new.XXXXXX")
trap 'rm -rf "$staging"' EXIT
chmod 755 "$staging"
cp -R "$here/PrivDesk/." "$staging/"
cp "$here/uninstall.sh" "$staging/uninstall.sh"
chmod 755 "$staging/uninstall.sh" "$staging/privdesk"
if [ -e "$dest" ]; then
  rm -rf "$dest"
fi
mv "$staging" "$dest"
trap - EXIT

# Launcher on PATH (a script, so the app folder stays self-contained).
printf '#!/bin/sh\n# PrivDesk launcher (installed by install.sh)\nexec %q "$@"\n' \
  "$dest/privdesk" >"$launcher"
chmod 755 "$launcher"

# Menu entry. Exec quoting follows the Desktop Entry spec: the path in double quotes with
# " ` $ \ escaped by a backslash, then every backslash doubled for the string value, and %
# doubled because Exec expands field codes.
exec_quoted=$(printf '%s' "$dest/privdesk" |
  sed -e 's/[\\"`$]/\\&/g' -e 's/\\/\\\\/g' -e 's/%/%%/g')
tryexec=$(printf '%s' "$dest/privdesk" | sed -e 's/\\/\\\\/g')
tmp_desktop=$(mktemp "$(dirname "$desktop")/.privdesk.XXXXXX")
while IFS= read -r line || [ -n "$line" ]; do
  case $line in
    Exec=@EXEC@) printf 'Exec="%s"\n' "$exec_quoted" ;;
    TryExec=@TRYEXEC@) printf 'TryExec=%s\n' "$tryexec" ;;
    *) printf '%s\n' "$line" ;;
  esac
done <"$here/privdesk.desktop" >"$tmp_desktop"
chmod 644 "$tmp_desktop"
mv "$tmp_desktop" "$desktop"

cp "$dest/_internal/resources/icons/privdesk.svg" "$icon_svg"
cp "$dest/_internal/resources/icons/privdesk.png" "$icon_png"
chmod 644 "$icon_svg" "$icon_png"
touch "$data_home/icons/hicolor" 2>/dev/null || true  # desktops rescan on a changed mtime

{
  echo "# PrivDesk installation record, read by uninstall.sh"
  echo "file $launcher"
  echo "file $desktop"
  echo "file $icon_svg"
  echo "file $icon_png"
  for dir in "${created_dirs[@]}"; do echo "dir $dir"; done | awk '!seen[$0]++'
} >"$dest/$marker"

echo "PrivDesk installed in $dest"
echo "  start it from the applications menu (PrivDesk), or run: $launcher"
case ":$PATH:" in
  *":$bin_dir:"*) ;;
  *) echo "  ($bin_dir is not on your PATH; run it as \"$launcher\")" ;;
esac
echo "  check it:  \"$launcher\" selftest"
echo "  uninstall: \"$dest/uninstall.sh\""
