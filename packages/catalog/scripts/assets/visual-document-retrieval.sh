#!/usr/bin/env bash
# Makes the visual document retrieval demo: the three pages the demo ranks, drawn side by side so that the page
# shows every candidate the scores refer to (page 1 answers the query; pages 2 and 3 are distractors).
# Needs: ImageMagick 6 (convert) and the DejaVu fonts. Output carries no timestamps, so reruns are byte-identical.
# Run from anywhere: bash packages/catalog/scripts/assets/visual-document-retrieval.sh
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
OUT="$HERE/../../assets/visual-document-retrieval"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
FONT=DejaVu-Sans
BOLD=DejaVu-Sans-Bold
PNG_CLEAN=(-strip -define png:exclude-chunks=date,time)
mkdir -p "$OUT"

# Page 1: a report page with a title, a paragraph of grey lines and a quarterly revenue bar chart.
convert -size 300x400 xc:white -fill '#212121' -font "$BOLD" -pointsize 17 \
	-draw "text 20,38 'Quarterly revenue 2024'" -font "$FONT" -pointsize 11 \
	-draw "text 20,60 'Sales grew in every quarter, led by Q4.'" \
	-fill '#cfd8dc' -draw 'rectangle 20,76 276,81' -draw 'rectangle 20,88 250,93' -draw 'rectangle 20,100 265,105' \
	-stroke '#455a64' -draw 'line 34,350 276,350' -draw 'line 34,150 34,350' -stroke none \
	-fill '#42a5f5' -draw 'rectangle 50,275 92,350' -draw 'rectangle 108,250 150,350' \
	-draw 'rectangle 166,217 208,350' -draw 'rectangle 224,167 266,350' \
	-fill '#212121' -draw "text 61,367 'Q1'" -draw "text 119,367 'Q2'" -draw "text 177,367 'Q3'" -draw "text 235,367 'Q4'" \
	"$TMP/page1.png"

# Page 2: a staff holiday calendar, a month grid with a few days marked.
GRID=()
for row in 0 1 2 3 4; do
	for col in 0 1 2 3 4 5 6; do
		x=$((20 + col * 37))
		y=$((110 + row * 44))
		GRID+=(-draw "rectangle $x,$y $((x + 33)),$((y + 40))")
	done
done
convert -size 300x400 xc:white -fill '#212121' -font "$BOLD" -pointsize 17 \
	-draw "text 20,38 'Staff holiday calendar'" -font "$FONT" -pointsize 11 \
	-draw "text 20,60 'August: who is away, and when.'" \
	-fill '#cfd8dc' -draw 'rectangle 20,76 240,81' \
	-fill '#eceff1' -stroke '#b0bec5' "${GRID[@]}" -stroke none \
	-fill '#ffb74d' -draw 'rectangle 94,154 127,194' -draw 'rectangle 131,154 164,194' \
	-fill '#81c784' -draw 'rectangle 205,242 238,282' -draw 'rectangle 20,286 53,326' \
	"$TMP/page2.png"

# Page 3: an office floor plan, rooms outlined with a corridor down the middle.
convert -size 300x400 xc:white -fill '#212121' -font "$BOLD" -pointsize 17 \
	-draw "text 20,38 'Office floor plan'" -font "$FONT" -pointsize 11 \
	-draw "text 20,60 'Second floor, east wing.'" \
	-fill none -stroke '#37474f' -strokewidth 3 -draw 'rectangle 20,90 280,370' \
	-strokewidth 2 -draw 'line 130,90 130,370' -draw 'line 170,90 170,370' \
	-draw 'line 20,180 130,180' -draw 'line 20,280 130,280' -draw 'line 170,200 280,200' \
	-stroke none -fill '#212121' -pointsize 10 \
	-draw "text 40,140 'Meeting'" -draw "text 40,235 'Kitchen'" -draw "text 40,330 'Print'" \
	-draw "text 195,150 'Open desks'" -draw "text 200,290 'Archive'" \
	"$TMP/page3.png"

# The three pages on one sheet, each with its number underneath, in the order the demo's chart names them.
for n in 1 2 3; do
	convert "$TMP/page$n.png" -bordercolor '#90a4ae' -border 1 \
		-background white -gravity south -splice 0x28 -font "$BOLD" -pointsize 14 -fill '#212121' \
		-annotate +0+5 "Page $n" -bordercolor '#f5f5f5' -border 8 "$TMP/labelled$n.png"
done
convert "$TMP/labelled1.png" "$TMP/labelled2.png" "$TMP/labelled3.png" +append \
	-bordercolor '#f5f5f5' -border 8 "${PNG_CLEAN[@]}" "$OUT/input.png"

echo "wrote $OUT/input.png"
