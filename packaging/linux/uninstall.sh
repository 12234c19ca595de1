#!/usr/bin/env bash
# Remove a PrivDesk installation made by install.sh: the app folder, the launcher, the menu
# entry, the icons and the folders the installation created (if they are empty).
#
# Usage: uninstall.sh [--purge] [--prefix DIR]
#   run from the installed folder (DIR/privdesk/uninstall.sh), or from the unpacked download
#   (then --prefix says where it was installed; default ~/.local/opt).
#   --purge also deletes your PrivDesk settings, recent-file list and logs
#   (~/.config/PrivDesk, ~/.local/share/PrivDesk, ~/.cache/PrivDesk). Your data files and
#   the files PrivDesk exported are never touched.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
purge=0
prefix=
while [ $# -gt 0 ]; do
  case $1 in
    --purge) purge=1; shift ;;
    --prefix) [ $# -ge 2 ] || { echo "uninstall.sh: --prefix needs a folder" >&2; exit 2; }
              prefix=$2; shift 2 ;;
    --prefix=*) prefix=${1#--prefix=}; shift ;;
    -h | --help) sed -n '2,10p' "$0"; exit 0 ;;
    *) echo "uninstall.sh: unknown option $1 (see --help)" >&2; exit 2 ;;
  esac
done

marker=.privdesk-install
if [ -n "$prefix" ]; then
  dest=$prefix/privdesk
elif [ -f "$here/$marker" ]; then
  dest=$here
else
  dest=$HOME/.local/opt/privdesk
fi

if [ -f "$dest/$marker" ]; then
  # Read the record first: the folder that holds it (and this script) goes next.
  files=() dirs=()
  while IFS= read -r line; do
    case $line in
      file\ *) files+=("${line#file }") ;;
      dir\ *) dirs+=("${line#dir }") ;;
    esac
  done <"$dest/$marker"
  for file in "${files[@]}"; do
    rm -f -- "$file"
  done
  rm -rf -- "$dest"
  # Deepest folders first; only empty ones go.
  for ((i = ${#dirs[@]} - 1; i >= 0; i--)); do
    rmdir -- "${dirs[i]}" 2>/dev/null || true
  done
  echo "PrivDesk removed from $dest"
else
  echo "uninstall.sh: no PrivDesk installation in $dest" >&2
  [ "$purge" = 1 ] || exit 1
fi

config_home=${XDG_CONFIG_HOME:-$HOME/.config}
data_home=${XDG_DATA_HOME:-$HOME/.local/share}
cache_home=${XDG_CACHE_HOME:-$HOME/.cache}
user_dirs=("$config_home/PrivDesk" "$data_home/PrivDesk" "$cache_home/PrivDesk")
if [ "$purge" = 1 ]; then
  for dir in "${user_dirs[@]}"; do
    rm -rf -- "$dir"
  done
  echo "Settings and logs removed."
else
  for dir in "${user_dirs[@]}"; do
    [ -e "$dir" ] && echo "Kept your settings and logs in $dir (uninstall.sh --purge removes them)."
  done
  true
fi
