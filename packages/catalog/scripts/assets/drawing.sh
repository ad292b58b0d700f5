#!/usr/bin/env bash
# ImageMagick drawing helpers (render, flat, box, gif) shared by images.sh and videos.sh.
# Every scene is drawn from one set of coordinates so that an output (mask, depth map, boxes,
# keypoints, next video frame) is derived from the same geometry as its input.
set -euo pipefail

CATALOG_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
ASSETS="$CATALOG_ROOT/assets"

# ImageMagick 7 ships `magick`; version 6 ships `convert`. Both accept the options used here.
if command -v magick >/dev/null 2>&1; then IM=(magick); else IM=(convert); fi

FONT="DejaVu-Sans"
# Drop timestamps so re-running a script gives byte-identical files.
STRIP=(-strip -define png:exclude-chunks=date,time)

# out_dir TASK: prints (and creates) the asset folder of a task.
out_dir() {
	mkdir -p "$ASSETS/$1"
	printf '%s\n' "$ASSETS/$1"
}

# render OUT W H BACKGROUND MVG [extra ImageMagick options...]: draws an MVG string on a canvas.
render() {
	local out=$1 w=$2 h=$3 bg=$4 mvg=$5
	shift 5
	"${IM[@]}" -size "${w}x${h}" "$bg" -depth 8 -draw "$mvg" "$@" "${STRIP[@]}" "$out"
}

# flat OUT W H MVG: a label mask without anti-aliasing, saved as an indexed PNG so colours stay flat.
flat() {
	local out=$1 w=$2 h=$3 mvg=$4
	"${IM[@]}" -size "${w}x${h}" xc:black +antialias -depth 8 -draw "$mvg" "${STRIP[@]}" "PNG8:$out"
}

# box X0 Y0 X1 Y1 COLOUR LABEL: MVG for a labelled detection box (outline plus a filled caption tab).
box() {
	local x0=$1 y0=$2 x1=$3 y1=$4 colour=$5 label=$6
	local ty=$((y0 - 16))
	if ((ty < 0)); then ty=$y0; fi
	local tw=$((${#label} * 7 + 8))
	local tx=$x0
	# keep the caption inside a 512-wide picture
	if ((tx + tw > 511)); then tx=$((x1 - tw)); fi
	printf "fill none stroke %s stroke-width 3 rectangle %d,%d %d,%d " "$colour" "$x0" "$y0" "$x1" "$y1"
	printf "fill %s stroke none rectangle %d,%d %d,%d " "$colour" "$tx" "$ty" $((tx + tw)) $((ty + 16))
	printf "fill white font-size 12 font %s text %d,%d '%s' " "$FONT" $((tx + 4)) $((ty + 12)) "$label"
}

# gif OUT DELAY FRAME...: joins frames (any format) into an endlessly looping animated GIF at half size.
gif() {
	local out=$1 delay=$2
	shift 2
	"${IM[@]}" -delay "$delay" -loop 0 "$@" -resize 50% -layers Optimize "$out"
}
