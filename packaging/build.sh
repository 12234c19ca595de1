#!/usr/bin/env bash
# Build the offline Linux bundle from a clean checkout:
#   packaging/dist/PrivDesk/                                 the app folder (runs in place)
#   packaging/dist/privdesk-VERSION-linux-x86_64.tar.xz      the one file users download
#   packaging/dist/build-time.txt                            seconds, read by measure.sh
#
# Usage: packaging/build.sh [--no-install]
#   PYTHON=python3.11 packaging/build.sh   to build with another interpreter.
# --no-install skips `pip install` of the pinned requirements (e.g. when CI already did it).
#
# The machine that builds must have the X11/xcb libraries Qt's xcb platform plugin links
# to; PyInstaller copies them into the bundle, so the users' laptops need none of them.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
PYTHON=${PYTHON:-python3}
DIST=$ROOT/packaging/dist
WORK=$ROOT/packaging/build

install=1
for arg in "$@"; do
  case $arg in
    --no-install) install=0 ;;
    -h | --help) sed -n '2,12p' "$0"; exit 0 ;;
    *) echo "build.sh: unknown option $arg" >&2; exit 2 ;;
  esac
done

started=$(date +%s.%N)

if [ "$install" = 1 ]; then
  "$PYTHON" -m pip install --quiet --disable-pip-version-check \
    -r requirements.txt -r packaging/requirements.txt
fi

# Qt's xcb plugin must find all its libraries here, or the bundle would lack them.
qt_plugins=$("$PYTHON" -c 'from PySide6.QtCore import QLibraryInfo as L; print(L.path(L.LibraryPath.PluginsPath))')
missing=$(ldd "$qt_plugins/platforms/libqxcb.so" | awk '/not found/ {print $1}' | sort -u)
if [ -n "$missing" ]; then
  echo "build.sh: Qt's xcb platform plugin needs libraries this machine lacks:" >&2
  echo "$missing" | sed 's/^/  /' >&2
  echo "On Debian/Ubuntu: apt-get install libxcb-cursor0 libxkbcommon-x11-0 libxcb-icccm4" \
    "libxcb-image0 libxcb-keysyms1 libxcb-randr0 libxcb-render-util0 libxcb-shape0" \
    "libxcb-xinerama0 libxcb-xkb1 libx11-xcb1" >&2
  exit 1
fi

version=$("$PYTHON" -c 'import engine; print(engine.__version__)')
arch=$(uname -m)
name=privdesk-$version-linux-$arch

rm -rf "$DIST/PrivDesk" "$DIST/$name.tar.gz" "$DIST/$name.tar.xz"
mkdir -p "$DIST" "$WORK"
# Python modules are stored in the bundle uncompressed (zlib level 0): xz then packs the
# bytecode far better than it packs zlib's output (download −8 MB for +29 MB unpacked).
PYINSTALLER_ZLIB_COMPRESSION_LEVEL=0 "$PYTHON" -m PyInstaller --noconfirm --clean --log-level WARN \
  --distpath "$DIST" --workpath "$WORK" packaging/privdesk.spec 2>&1 |
  tee "$WORK/pyinstaller.log" | grep -E "^lean:|ERROR|WARNING: (Library|Hidden)" || true
[ -x "$DIST/PrivDesk/privdesk" ] || { echo "build.sh: PyInstaller failed, see $WORK/pyinstaller.log" >&2; exit 1; }
# Debug information only (symbols stay): libpython, Python's own extension modules and
# pyreadstat ship with it (about 30 MB). Never the BLAS/OpenMP libraries (numpy.libs,
# scipy.libs): those are left exactly as their wheels built them.
if command -v strip >/dev/null 2>&1; then
  find "$DIST/PrivDesk/_internal" \( -name 'libpython3*.so*' -o -path '*/lib-dynload/*.so' \
    -o -path '*/pyreadstat/*.so' \) -type f -exec strip --strip-debug {} +
else
  echo "build.sh: no strip command; the bundle keeps its debug information" >&2
fi
"$PYTHON" packaging/link_duplicates.py "$DIST/PrivDesk/_internal"
frozen_done=$(date +%s.%N)

# The download: the app folder plus the install/uninstall scripts and the desktop entry.
stage=$WORK/stage
rm -rf "$stage"
mkdir -p "$stage/$name"
cp -al "$DIST/PrivDesk" "$stage/$name/PrivDesk"
cp packaging/linux/install.sh packaging/linux/uninstall.sh packaging/linux/privdesk.desktop \
  "$stage/$name/"
chmod 755 "$stage/$name/install.sh" "$stage/$name/uninstall.sh"
cat >"$stage/$name/README.txt" <<EOF
PrivDesk $version for Linux ($arch). Everything it needs is in this folder; it never
uses the network.

Install for the current user (no administrator rights needed):
    ./install.sh                 installs to ~/.local/opt/privdesk, adds a menu entry
    ./install.sh --prefix DIR    installs to DIR instead
Then start "PrivDesk" from the applications menu, or run ~/.local/bin/privdesk.

Or run it without installing:  ./PrivDesk/privdesk
Check the installation:         ~/.local/bin/privdesk selftest
Uninstall:                      ~/.local/opt/privdesk/uninstall.sh  (add --purge to also
                                delete settings and logs)
EOF
tar -C "$stage" --sort=name --owner=0 --group=0 --numeric-owner \
  --mtime="@$(git log -1 --format=%ct 2>/dev/null || date +%s)" \
  -cf - "$name" | xz -9e -T0 >"$DIST/$name.tar.xz"  # -9e: 2 MB smaller than -6
rm -rf "$stage"
finished=$(date +%s.%N)

"$PYTHON" - "$started" "$frozen_done" "$finished" "$DIST/build-time.txt" <<'EOF'
import sys
start, frozen, done, out = sys.argv[1:]
start, frozen, done = float(start), float(frozen), float(done)
with open(out, "w") as f:
    f.write(f"total_seconds {done - start:.0f}\n")
    f.write(f"pyinstaller_seconds {frozen - start:.0f}\n")
    f.write(f"archive_seconds {done - frozen:.0f}\n")
EOF
echo "built $DIST/PrivDesk ($(du -sh "$DIST/PrivDesk" | cut -f1))"
echo "built $DIST/$name.tar.xz ($(du -sh "$DIST/$name.tar.xz" | cut -f1))"
cat "$DIST/build-time.txt"
