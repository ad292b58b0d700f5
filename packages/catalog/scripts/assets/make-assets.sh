#!/usr/bin/env bash
# Makes every demo asset under packages/catalog/assets/: the speech, audio, document and drawing assets here, then
# the still images (images.sh), videos (videos.sh) and visual document retrieval pages (visual-document-retrieval.sh).
# Needs: ImageMagick 6 (convert), espeak-ng, sox. Every file is drawn or synthesised by these scripts, so the package
# ships nothing it did not make. Speech is 16 kHz mono 16-bit and a few seconds long to stay well under 150 KB.
# Run from anywhere: bash packages/catalog/scripts/assets/make-assets.sh
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ASSETS="$HERE/../../assets"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
FONT=DejaVu-Sans
BOLD=DejaVu-Sans-Bold

# Byte-for-byte repeatable output: sox seeds its dither and synth noise (-R); PNGs carry no timestamps.
sox() { command sox -R "$@"; }
PNG_CLEAN=(-strip -define png:exclude-chunks=date,time)

# speak OUT VOICE SPEED TEXT: synthesise TEXT, then resample to 16 kHz mono and trim leading/trailing silence.
speak() {
	local out="$1" voice="$2" speed="$3" text="$4"
	espeak-ng -v "$voice" -s "$speed" -w "$TMP/raw.wav" "$text"
	sox "$TMP/raw.wav" -r 16000 -c 1 -b 16 "$out" silence 1 0.05 1% reverse silence 1 0.05 1% reverse
}

mkdir -p "$ASSETS"/{text-to-speech,automatic-speech-recognition,audio-to-audio,audio-classification,audio-text-to-text} \
	"$ASSETS"/{any-to-any,image-text-to-text,visual-question-answering,document-question-answering} \
	"$ASSETS"/{visual-document-retrieval,text-to-audio}

# --- speech -----------------------------------------------------------------------------------------------------
# The sentences here are repeated verbatim in the matching data.ts demos; test/tasks.test.ts checks that the
# text-to-speech input, the speech recognition transcript and the any-to-any answer appear here in double quotes.
speak "$ASSETS/text-to-speech/audio.wav" en-us 160 "The library opens at nine on weekdays."
speak "$TMP/asr.wav" en-gb 150 "Please remind me to water the plants tomorrow morning."
sox "$TMP/asr.wav" "$ASSETS/automatic-speech-recognition/input.flac"
speak "$ASSETS/audio-classification/audio.wav" en-us 130 "Stop!"
speak "$ASSETS/audio-text-to-text/audio.wav" en-gb 155 "Could you book a table for two at seven tonight?"

# Audio to audio: two voices talking over each other; the separated sources are the two clean recordings,
# padded to the same length so the mixture is their sum.
speak "$TMP/a.wav" en-us 150 "The train leaves from platform four."
speak "$TMP/b.wav" en-gb-x-rp+f3 165 "I will bring the umbrella."
len_a=$(soxi -s "$TMP/a.wav")
len_b=$(soxi -s "$TMP/b.wav")
len=$((len_a > len_b ? len_a : len_b))
sox "$TMP/a.wav" "$ASSETS/audio-to-audio/label-0.wav" pad 0 "$((len - len_a))s"
sox "$TMP/b.wav" "$ASSETS/audio-to-audio/label-1.wav" pad 0 "$((len - len_b))s"
sox -m -v 0.5 "$ASSETS/audio-to-audio/label-0.wav" -v 0.5 "$ASSETS/audio-to-audio/label-1.wav" \
	"$ASSETS/audio-to-audio/input.wav"

# Any to any: the spoken answer about the drawn picture.
speak "$ASSETS/any-to-any/any-to-any-output.wav" en-us 165 "A red apple sits on a wooden table next to a glass of water."

# Text to audio: a short synthesised melody (C major arpeggio with a soft pad), as a music model would return.
sox -n -r 16000 -c 1 -b 16 "$TMP/n1.wav" synth 0.4 pluck C4 fade 0 0.4 0.2
sox -n -r 16000 -c 1 -b 16 "$TMP/n2.wav" synth 0.4 pluck E4 fade 0 0.4 0.2
sox -n -r 16000 -c 1 -b 16 "$TMP/n3.wav" synth 0.4 pluck G4 fade 0 0.4 0.2
sox -n -r 16000 -c 1 -b 16 "$TMP/n4.wav" synth 0.8 pluck C5 fade 0 0.8 0.5
sox "$TMP/n1.wav" "$TMP/n2.wav" "$TMP/n3.wav" "$TMP/n4.wav" "$TMP/melody.wav"
sox -n -r 16000 -c 1 -b 16 "$TMP/pad.wav" synth 2.0 sine C3 sine G3 vol 0.15 fade 0.3 2.0 0.6
sox -m "$TMP/melody.wav" "$TMP/pad.wav" "$ASSETS/text-to-audio/audio.wav" norm -3

# --- drawings ---------------------------------------------------------------------------------------------------
# Any to any input: an apple and a glass of water on a table.
convert -size 480x320 xc:'#dbe9f4' \
	-fill '#a0522d' -draw 'rectangle 0,220 480,320' \
	-fill '#8b4513' -draw 'rectangle 0,215 480,225' \
	-fill '#c62828' -draw 'circle 170,170 170,225' \
	-fill '#5d4037' -draw 'rectangle 167,105 173,122' \
	-fill '#43a047' -draw 'ellipse 188,110 16,7 0,360' \
	-fill '#b3e5fc' -stroke '#607d8b' -strokewidth 3 -draw 'polygon 290,110 360,110 352,222 298,222' \
	-stroke none -fill '#4fc3f7' -draw 'polygon 294,150 356,150 352,222 298,222' \
	-quality 80 "$ASSETS/any-to-any/any-to-any-input.jpg"

# Image-text-to-text input: a street scene with three cars and one bicycle, simple enough to count.
SCENE=()
car() { # car X Y COLOUR: a rounded body and two wheels, appended to SCENE
	local x="$1" y="$2"
	SCENE+=(-fill "$3" -draw "roundrectangle $x,$y $((x + 110)),$((y + 40)) 8,8")
	SCENE+=(-fill '#263238' -draw "circle $((x + 25)),$((y + 42)) $((x + 25)),$((y + 56))")
	SCENE+=(-draw "circle $((x + 85)),$((y + 42)) $((x + 85)),$((y + 56))")
}
car 20 190 '#e53935'
car 180 190 '#1e88e5'
car 340 190 '#fdd835'
convert -size 512x320 xc:'#bbdefb' \
	-fill '#9e9e9e' -draw 'rectangle 0,200 512,320' \
	-fill white -draw 'rectangle 20,258 80,264' -draw 'rectangle 140,258 200,264' -draw 'rectangle 260,258 320,264' \
	-draw 'rectangle 380,258 440,264' \
	"${SCENE[@]}" \
	-stroke '#2e7d32' -strokewidth 4 -fill none -draw 'circle 90,290 90,308' -draw 'circle 150,290 150,308' \
	-draw 'line 90,290 120,270' -draw 'line 120,270 150,290' -draw 'line 115,262 128,262' \
	-stroke none -fill '#fff176' -draw 'circle 450,60 450,95' \
	"${PNG_CLEAN[@]}" "$ASSETS/image-text-to-text/image-text-to-text-input.png"

# Visual question answering: an elephant drawn from ellipses, standing on grass.
convert -size 400x300 xc:'#e3f2fd' \
	-fill '#7cb342' -draw 'rectangle 0,240 400,300' \
	-fill '#8d8d8d' -draw 'ellipse 190,160 95,60 0,360' \
	-draw 'rectangle 115,190 145,255' -draw 'rectangle 160,195 188,255' \
	-draw 'rectangle 205,195 233,255' -draw 'rectangle 245,190 273,255' \
	-draw 'ellipse 300,120 45,42 0,360' \
	-fill '#9e9e9e' -draw 'ellipse 275,125 30,40 0,360' \
	-fill none -stroke '#8d8d8d' -strokewidth 18 -draw 'bezier 335,130 350,190 340,230 320,240' \
	-stroke none -fill '#212121' -draw 'circle 315,110 315,115' \
	-fill '#fffde7' -draw 'polygon 330,150 350,160 330,160' \
	-quality 82 "$ASSETS/visual-question-answering/elephant.jpeg"

# Document question answering: a small invoice.
convert -size 420x520 xc:white -font "$FONT" -fill '#212121' \
	-font "$BOLD" -pointsize 28 -draw "text 30,60 'INVOICE'" \
	-font "$FONT" -pointsize 15 -draw "text 30,95 'Invoice number: 1042'" \
	-draw "text 30,118 'Date: 14 March 2025'" -draw "text 30,141 'Bill to: Greenleaf Bakery'" \
	-fill '#eceff1' -draw 'rectangle 30,170 390,198' -fill '#212121' \
	-font "$BOLD" -draw "text 40,190 'Item'" -draw "text 300,190 'Amount'" -font "$FONT" \
	-draw "text 40,226 'Flour, 25 kg'" -draw "text 300,226 '\$ 48.00'" \
	-draw "text 40,254 'Oven repair'" -draw "text 300,254 '\$ 180.00'" \
	-draw "text 40,282 'Delivery'" -draw "text 300,282 '\$ 26.30'" \
	-stroke '#90a4ae' -draw 'line 30,300 390,300' -stroke none \
	-font "$BOLD" -draw "text 40,330 'Total'" -draw "text 300,330 '\$ 254.30'" \
	-font "$FONT" -pointsize 13 -fill '#616161' -draw "text 30,480 'Payment due within 30 days.'" \
	"${PNG_CLEAN[@]}" "$ASSETS/document-question-answering/document-question-answering-input.png"

echo "assets written under $ASSETS"

# The vision, video and visual document retrieval assets: ImageMagick drawings with scripts of their own.
bash "$HERE/images.sh"
bash "$HERE/videos.sh"
bash "$HERE/visual-document-retrieval.sh"
