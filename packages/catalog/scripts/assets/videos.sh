#!/usr/bin/env bash
# Draws the video demo assets: animated GIFs (12 frames, 256×192) and the still images they start from.
# Each animation is drawn at 512×384 frame by frame from one parametrised scene, so a still input is frame 0
# of its video. Needs ImageMagick. Run: bash packages/catalog/scripts/assets/videos.sh
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=drawing.sh
source "$HERE/drawing.sh"
# shellcheck source=scenes.sh
source "$HERE/scenes.sh"

FRAMES=12
# One period of a sway, in pixels, sampled at the 12 frames.
SWAY=(0 6 10 12 10 6 0 -6 -10 -12 -10 -6)
# A bounce: height above the floor at each frame.
BOUNCE=(0 40 70 88 96 88 70 40 0 40 70 88)
JPEG=(-quality 80 -sampling-factor 4:2:0)
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT

# frames NAME SCENE_FUNCTION: renders frames 0..11 of a scene function that takes the frame index.
frames() {
	local name=$1 fn=$2 k
	for ((k = 0; k < FRAMES; k++)); do
		render "$TMP/$name-$(printf %02d "$k").png" $W $H xc:white "$($fn "$k")"
	done
}

# A sailboat crossing a lake; frame k moves it 14 px to the right.
sailboat() {
	local k=$1 x=$((110 + 14 * $1)) w=$((${SWAY[$1]} / 3))
	printf "fill '#ffd8a8' rectangle 0,0 511,199 fill '#ffe9c7' circle 420,120 420,150 "
	printf "fill '#7a9e7e' polygon 0,200 90,140 200,200 polygon 150,200 260,150 380,200 "
	printf "fill '#2f6f9f' rectangle 0,200 511,383 "
	printf "fill '#5f9fcf' rectangle %d,240 %d,243 rectangle %d,300 %d,303 rectangle %d,350 %d,353 " $((40 + w)) $((160 + w)) $((260 - w)) $((420 - w)) $((100 + w)) $((250 + w))
	printf "fill '#8d5524' polygon %d,262 %d,262 %d,284 %d,284 " $((x - 60)) $((x + 60)) $((x + 44)) $((x - 44))
	printf "fill '#5d4037' rectangle %d,150 %d,262 " $((x - 2)) $((x + 2))
	printf "fill white polygon %d,155 %d,255 %d,255 fill '#ef5350' polygon %d,170 %d,250 %d,250 " \
		$((x + 4)) $((x + 4)) $((x + 56)) $((x - 4)) $((x - 4)) $((x - 44))
}

# A hot-air balloon rising over green hills; frame k lifts it 16 px.
balloon() {
	local k=$1 y=$((250 - 16 * $1)) x=$((256 + ${SWAY[$1]}))
	printf "fill '#aee0fb' rectangle 0,0 511,383 fill white ellipse 90,70 50,16 0,360 ellipse 400,110 60,18 0,360 "
	printf "fill '#7cb342' ellipse 120,400 260,110 0,360 fill '#558b2f' ellipse 420,410 240,120 0,360 "
	printf "fill '#e53935' circle %d,%d %d,%d " "$x" "$y" "$x" $((y - 60))
	printf "fill '#fdd835' polygon %d,%d %d,%d %d,%d %d,%d " $((x - 20)) $((y - 58)) $((x + 20)) $((y - 58)) $((x + 20)) $((y + 58)) $((x - 20)) $((y + 58))
	printf "fill '#e53935' polygon %d,%d %d,%d %d,%d " $((x - 44)) $((y + 40)) $((x + 44)) $((y + 40)) "$x" $((y + 80))
	printf "stroke '#5d4037' stroke-width 2 line %d,%d %d,%d line %d,%d %d,%d stroke none " \
		$((x - 40)) $((y + 44)) $((x - 14)) $((y + 86)) $((x + 40)) $((y + 44)) $((x + 14)) $((y + 86))
	printf "fill '#8d6e63' rectangle %d,%d %d,%d " $((x - 14)) $((y + 86)) $((x + 14)) $((y + 106))
}

# A kite on a beach, lifted by the wind: it climbs 8 px and sways each frame.
kite() {
	local k=$1 x=$((330 + ${SWAY[$1]} * 2)) y=$((140 - 8 * $1))
	printf "fill '#90caf9' rectangle 0,0 511,219 fill '#1e88e5' rectangle 0,220 511,279 fill '#f5deb3' rectangle 0,280 511,383 "
	printf "fill white rectangle %d,235 %d,238 " $((60 + 4 * k)) $((200 + 4 * k))
	printf "stroke '#424242' stroke-width 2 fill none path 'M 150,300 Q %d,%d %d,%d' stroke none " $(((150 + x) / 2)) $((y + 120)) "$x" $((y + 40))
	printf "fill '#d81b60' polygon %d,%d %d,%d %d,%d %d,%d " "$x" "$y" $((x + 30)) $((y + 36)) "$x" $((y + 90)) $((x - 30)) $((y + 36))
	printf "fill '#fdd835' polygon %d,%d %d,%d %d,%d " "$x" "$y" $((x + 30)) $((y + 36)) "$x" $((y + 36))
	printf "stroke '#6a1b9a' stroke-width 3 fill none path 'M %d,%d q %d,20 0,40 q %d,20 0,40' stroke none " "$x" $((y + 90)) $((${SWAY[$1]} + 10)) $((-${SWAY[$1]} - 10))
	printf "fill '#f1c27d' circle 150,250 150,262 fill '#43a047' roundrectangle 138,262 162,310 6,6 "
	printf "stroke '#263238' stroke-width 7 line 144,310 140,345 line 156,310 160,345 stroke '#f1c27d' stroke-width 6 line 158,270 150,300 stroke none "
}

# A player dribbling a basketball: the ball bounces, the hand follows it.
dribble() {
	local k=$1 b=${BOUNCE[$1]}
	local by=$((330 - b)) hy=$((300 - b))
	((hy < 206)) && hy=206
	printf "fill '#ffe0b2' rectangle 0,0 511,259 fill '#c68642' rectangle 0,260 511,383 "
	printf "stroke white stroke-width 4 fill none ellipse 256,330 200,40 0,360 stroke none "
	printf "fill '#f1c27d' circle 220,110 220,132 "
	printf "fill '#1565c0' roundrectangle 196,134 244,230 10,10 fill white font-size 26 font %s text 205,190 '23' " "$FONT"
	printf "stroke '#f1c27d' stroke-width 12 stroke-linecap round line 200,145 186,210 line 240,145 %d,%d " 292 "$hy"
	printf "stroke '#263238' stroke-width 16 line 208,230 200,330 line 232,230 250,330 stroke none "
	printf "fill '#ef6c00' circle 300,%d 300,%d stroke '#3e2723' stroke-width 2 fill none line 278,%d 322,%d line 300,%d 300,%d stroke none " \
		"$by" $((by + 22)) "$by" "$by" $((by - 22)) $((by + 22))
}

# A car driving along a country road by day (video-to-video input); it moves 24 px per frame.
car_drive() {
	local x=$((40 + 24 * $1))
	printf "fill '#87ceeb' rectangle 0,0 511,219 fill '#66bb6a' rectangle 0,220 511,383 fill '#616161' rectangle 0,270 511,340 "
	printf "fill white rectangle %d,302 %d,308 rectangle %d,302 %d,308 rectangle %d,302 %d,308 " \
		$((30 - $1 * 6)) $((90 - $1 * 6)) $((210 - $1 * 6)) $((270 - $1 * 6)) $((390 - $1 * 6)) $((450 - $1 * 6))
	printf "fill '#2e7d32' circle 80,190 80,150 circle 430,180 430,145 fill '#5d4037' rectangle 74,190 86,230 rectangle 424,180 436,225 "
	printf "fill '#fbc02d' polygon %d,284 %d,254 %d,254 %d,284 roundrectangle %d,280 %d,324 10,10 " \
		$((x + 30)) $((x + 52)) $((x + 110)) $((x + 134)) "$x" $((x + 160))
	printf "fill '#bfe3f5' polygon %d,282 %d,260 %d,260 %d,282 " $((x + 42)) $((x + 58)) $((x + 104)) $((x + 120))
	printf "fill '#1a1a1a' circle %d,324 %d,340 circle %d,324 %d,340 " $((x + 36)) $((x + 36)) $((x + 124)) $((x + 124))
}

# A man playing a red electric guitar on a stage; the strumming hand moves up and down.
guitarist() {
	local k=$1 s=$((${SWAY[$1]} * 2))
	printf "fill '#1a1a2e' rectangle 0,0 511,383 fill '#3d3d5c' rectangle 0,320 511,383 "
	printf "fill '#fff59d' polygon 200,0 312,0 380,383 132,383 fill '#fffde7' ellipse 256,370 130,14 0,360 "
	printf "fill '#8d5524' circle 256,92 256,122 fill '#212121' path 'M 226,84 Q 256,50 286,84 Q 256,72 226,84 Z' "
	printf "fill '#37474f' roundrectangle 222,124 290,240 12,12 "
	printf "stroke '#263238' stroke-width 18 stroke-linecap round line 240,240 228,360 line 272,240 286,360 stroke none "
	printf "fill '#c62828' ellipse 250,218 46,30 0,360 ellipse 226,196 24,18 0,360 "
	printf "fill '#424242' polygon 262,206 372,146 378,156 270,218 fill '#212121' rectangle 370,138 392,152 "
	printf "fill white circle 252,216 252,222 "
	printf "stroke '#8d5524' stroke-width 11 stroke-linecap round line 224,140 %d,%d line 286,140 338,168 stroke none " 236 $((206 + s))
	local n
	for n in 0 1; do
		local ny=$((120 - ((k * 10 + n * 60) % 120)))
		printf "fill '#80deea' circle %d,%d %d,%d rectangle %d,%d %d,%d " \
			$((400 + n * 40)) $((ny + 40)) $((400 + n * 40)) $((ny + 47)) $((405 + n * 40)) $((ny + 10)) $((408 + n * 40)) $((ny + 40))
	done
}

# --- image to video: a still of the lake, then the boat sailing ---
frames boat sailboat
d=$(out_dir image-to-video)
"${IM[@]}" "$TMP/boat-00.png" "${JPEG[@]}" "${STRIP[@]}" "$d/image-to-video-input.jpg"
gif "$d/image-to-video-output.gif" 10 "$TMP"/boat-*.png

# --- text to video: the balloon ---
frames balloon balloon
d=$(out_dir text-to-video)
gif "$d/text-to-video-output.gif" 10 "$TMP"/balloon-*.png

# --- image-text to video: the kite ---
frames kite kite
d=$(out_dir image-text-to-video)
"${IM[@]}" "$TMP/kite-00.png" "${JPEG[@]}" "${STRIP[@]}" "$d/image-text-to-video-input.jpg"
gif "$d/image-text-to-video-output.gif" 10 "$TMP"/kite-*.png

# --- video classification: dribbling ---
frames dribble dribble
d=$(out_dir video-classification)
gif "$d/video-classification-input.gif" 8 "$TMP"/dribble-*.png

# --- video to video: the drive by day, and the same frames turned into a snowy night ---
frames car car_drive
d=$(out_dir video-to-video)
gif "$d/input.gif" 10 "$TMP"/car-*.png
for ((k = 0; k < FRAMES; k++)); do
	f=$(printf %02d "$k")
	snow=""
	for ((i = 0; i < 40; i++)); do
		# flakes fall 10 px per frame from fixed pseudo-random columns
		sx=$(((i * 97 + 13) % 512))
		sy=$((((i * 53) % 384 + k * 10) % 384))
		snow+="circle $sx,$sy $((sx + 3)),$sy "
	done
	"${IM[@]}" "$TMP/car-$f.png" -modulate 55,60,100 -fill '#0d1b3e' -colorize 40% \
		-draw "fill '#eef3f8' rectangle 0,220 511,269 rectangle 0,341 511,383 fill white $snow" "$TMP/night-$f.png"
done
gif "$d/output.gif" 10 "$TMP"/night-*.png

# --- video-text to text: the guitarist ---
frames guitar guitarist
d=$(out_dir video-text-to-text)
gif "$d/video-text-to-text-input.gif" 10 "$TMP"/guitar-*.png
