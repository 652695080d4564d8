#!/usr/bin/env bash
# Renders the icon from benchlens.svg: PNGs 16..512 (Linux menus, the window), benchlens.ico
# (Windows) and benchlens.icns (macOS). The results are committed; run this after changing the SVG.
# Needs rsvg-convert (librsvg2-bin), ImageMagick's convert and png2icns (icnsutils).
set -euo pipefail
cd "$(dirname "$0")"

sizes=(16 24 32 48 64 128 256 512)
mkdir -p png
for size in "${sizes[@]}"; do
  rsvg-convert --width "$size" --height "$size" benchlens.svg --output "png/benchlens-$size.png"
done
convert png/benchlens-{16,24,32,48,64,256}.png benchlens.ico
png2icns benchlens.icns png/benchlens-{16,32,48,128,256,512}.png >/dev/null
echo "rendered png/benchlens-{$(IFS=,; echo "${sizes[*]}")}.png, benchlens.ico, benchlens.icns"
