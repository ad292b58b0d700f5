#!/usr/bin/env bash
# Draws the still-image demo assets of the vision tasks into packages/catalog/assets/<task>/.
# Needs ImageMagick (6 or 7) and the DejaVu fonts. Run: bash packages/catalog/scripts/assets/images.sh
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=drawing.sh
source "$HERE/drawing.sh"
# shellcheck source=scenes.sh
source "$HERE/scenes.sh"

JPEG=(-quality 80 -sampling-factor 4:2:0)

# A box list "x0 y0 x1 y1" → MVG of a labelled box.
box_of() {
	local coords=$1 colour=$2 label=$3
	# shellcheck disable=SC2086
	box $coords "$colour" "$label"
}

# --- image classification, zero-shot image classification: the cat ---
d=$(out_dir image-classification)
render "$d/image-classification-input.jpeg" $W $H xc:white "$(scene_room_backdrop)$(scene_cat)" "${JPEG[@]}"
d=$(out_dir zero-shot-image-classification)
render "$d/zero-shot-image-classification-input.jpeg" $W $H xc:white "$(scene_room_backdrop)$(scene_cat)" "${JPEG[@]}"

# --- image-text to image: the same room, the cat turned into a dog ---
d=$(out_dir image-text-to-image)
render "$d/image-text-to-image-input.jpeg" $W $H xc:white "$(scene_room_backdrop)$(scene_cat)" "${JPEG[@]}"
render "$d/image-text-to-image-output.png" $W $H xc:white "$(scene_room_backdrop)$(scene_dog)"

# --- object detection: the street, then the same picture with boxes ---
d=$(out_dir object-detection)
render "$d/object-detection-input.jpg" $W $H xc:white "$(scene_street)" "${JPEG[@]}"
render "$d/object-detection-output.jpg" $W $H xc:white "$(scene_street)$(box_of "$STREET_CAR1" '#e91e63' 'car 0.98')$(box_of "$STREET_CAR2" '#e91e63' 'car 0.97')$(box_of "$STREET_PERSON1" '#7b1fa2' 'person 0.95')$(box_of "$STREET_PERSON2" '#7b1fa2' 'person 0.93')$(box_of "$STREET_LIGHT" '#00897b' 'traffic light 0.88')" "${JPEG[@]}"

# --- zero-shot object detection: the desk, boxes for the prompted labels ---
d=$(out_dir zero-shot-object-detection)
render "$d/zero-shot-object-detection-input.jpg" $W $H xc:white "$(scene_desk)" "${JPEG[@]}"
render "$d/zero-shot-object-detection-output.jpg" $W $H xc:white "$(scene_desk)$(box_of "$DESK_MUG" '#e91e63' 'mug 0.91')$(box_of "$DESK_APPLE" '#7b1fa2' 'apple 0.87')$(box_of "$DESK_BOOK" '#00897b' 'book 0.79')" "${JPEG[@]}"

# --- depth estimation: the room, and its depth map (nearer = brighter) ---
d=$(out_dir depth-estimation)
render "$d/depth-estimation-input.jpg" $W $H xc:white "$(scene_room_perspective)" "${JPEG[@]}"
# The shell of the room: disparity grows linearly with the distance from the back wall's outline
# (s = 1 on the back wall, s = 3.2 at the picture's edge).
"${IM[@]}" -size "${W}x${H}" xc:black -colorspace Gray \
	-fx "max(abs(i-256)/80,abs(j-192)/60) <= 1 ? 0.15 : min(1, 0.15+0.85*(max(abs(i-256)/80,abs(j-192)/60)-1)/2.2)" \
	-draw "$(scene_room_depth_objects)" -depth 8 "${STRIP[@]}" "$d/depth-estimation-output.png"

# --- image segmentation: the garden, and a flat label mask of the same size ---
d=$(out_dir image-segmentation)
render "$d/image-segmentation-input.jpeg" $W $H xc:white "$(scene_garden)" "${JPEG[@]}"
flat "$d/image-segmentation-output.png" $W $H "$(garden_shapes "$SEG_SKY" "$SEG_GRASS" "$SEG_HOUSE" "$SEG_ROAD" "$SEG_TREE" "$SEG_PERSON")"

# --- image to image: the garden by day, relit at night ---
d=$(out_dir image-to-image)
render "$d/image-to-image-input.jpeg" $W $H xc:white "$(scene_garden)" "${JPEG[@]}"
"${IM[@]}" "$d/image-to-image-input.jpeg" -modulate 45,70,100 -fill '#0b1d4a' -colorize 35% \
	-draw "fill '#fff3b0' rectangle 80,160 120,195 rectangle 195,160 235,195 fill '#f5f5dc' circle 460,50 460,76 fill '#0e2150' circle 472,44 472,70" \
	-draw "fill '#ffe8a0' rectangle 144,214 168,276" \
	"${STRIP[@]}" "$d/image-to-image-output.png"

# --- mask generation: the fruit table, and one flat mask per region ---
d=$(out_dir mask-generation)
render "$d/mask-generation-input.png" $W $H xc:white "$(scene_fruit)"
flat "$d/mask-generation-output.png" $W $H "$(fruit_shapes '#1f77b4' '#ff7f0e' '#2ca02c' '#d62728' '#9467bd' '#e377c2')"

# --- keypoint detection: the person, and the same picture with the skeleton ---
d=$(out_dir keypoint-detection)
render "$d/keypoint-detection-input.png" $W $H xc:white "$(scene_person)"
limbs=(
	"$KP_LSHO $KP_RSHO" "$KP_LSHO $KP_LELB" "$KP_LELB $KP_LWRI" "$KP_RSHO $KP_RELB" "$KP_RELB $KP_RWRI"
	"$KP_LSHO $KP_LHIP" "$KP_RSHO $KP_RHIP" "$KP_LHIP $KP_RHIP" "$KP_LHIP $KP_LKNE" "$KP_LKNE $KP_LANK"
	"$KP_RHIP $KP_RKNE" "$KP_RKNE $KP_RANK" "$KP_NOSE $KP_LEYE" "$KP_NOSE $KP_REYE" "$KP_LEYE $KP_LEAR" "$KP_REYE $KP_REAR"
)
skeleton="fill none stroke '#00e5ff' stroke-width 4 "
for limb in "${limbs[@]}"; do skeleton+="line $limb "; done
skeleton+="stroke '#004d40' stroke-width 2 fill '#ffea00' "
for joint in "$KP_NOSE" "$KP_LEYE" "$KP_REYE" "$KP_LEAR" "$KP_REAR" "$KP_LSHO" "$KP_RSHO" "$KP_LELB" "$KP_RELB" \
	"$KP_LWRI" "$KP_RWRI" "$KP_LHIP" "$KP_RHIP" "$KP_LKNE" "$KP_RKNE" "$KP_LANK" "$KP_RANK"; do
	x=${joint%,*}
	y=${joint#*,}
	skeleton+="circle $x,$y $((x + 5)),$y "
done
render "$d/keypoint-detection-output.png" $W $H xc:white "$(scene_person)$skeleton"

# --- image to text: the savanna ---
d=$(out_dir image-to-text)
render "$d/savanna.jpg" $W $H xc:white "$(scene_savanna)" "${JPEG[@]}"

# --- image feature extraction: the mountain lake ---
d=$(out_dir image-feature-extraction)
render "$d/image-feature-extraction-input.jpeg" $W $H xc:white "$(scene_lake)" "${JPEG[@]}"

# --- image to 3D: the mug on white ---
d=$(out_dir image-to-3d)
render "$d/image-to-3d-input.png" $W $H xc:white "$(scene_mug)"

# --- text to image: the lighthouse ---
d=$(out_dir text-to-image)
render "$d/text-to-image-output.jpeg" $W $H xc:white "$(scene_lighthouse)" "${JPEG[@]}"

# --- unconditional image generation: a portrait ---
d=$(out_dir unconditional-image-generation)
render "$d/unconditional-image-generation-output.jpeg" $W $H xc:white "$(scene_face)" "${JPEG[@]}"
