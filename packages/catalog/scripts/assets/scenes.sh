#!/usr/bin/env bash
# Scene drawings (MVG strings) shared by images.sh and videos.sh.
# All scenes are 512×384; coordinates are written once here and reused for every derived output.

W=512
H=384

# A living room with a sofa, wall and floor: the background of the cat and dog scenes.
scene_room_backdrop() {
	printf "fill '#efe3c8' rectangle 0,0 511,279 "
	printf "fill '#f6eddc' rectangle 330,40 470,150 fill '#9cc9e8' rectangle 340,50 460,140 "
	printf "stroke '#f6eddc' stroke-width 4 line 400,50 400,140 line 340,95 460,95 stroke none "
	printf "fill '#b07a45' rectangle 0,280 511,383 "
	printf "stroke '#9a6636' stroke-width 2 line 0,310 511,310 line 0,345 511,345 stroke none "
	printf "fill '#6d8fb3' ellipse 256,335 190,38 0,360 "
}

# A sitting orange tabby cat, centred at x=256.
scene_cat() {
	# tail first so the body covers its root
	printf "fill none stroke '#d9822b' stroke-width 18 stroke-linecap round path 'M 310,320 Q 400,330 385,230' stroke none "
	printf "fill '#d9822b' ellipse 256,255 72,85 0,360 "
	printf "stroke '#b5621a' stroke-width 6 fill none path 'M 200,230 Q 215,240 205,255' path 'M 312,230 Q 297,240 307,255' path 'M 196,270 Q 212,280 200,295' path 'M 316,270 Q 300,280 312,295' stroke none "
	printf "fill '#f2c28c' ellipse 256,270 32,55 0,360 "
	printf "fill '#d9822b' ellipse 226,335 22,13 0,360 ellipse 286,335 22,13 0,360 "
	printf "fill '#d9822b' polygon 206,128 218,62 250,102 polygon 262,102 294,62 306,128 "
	printf "fill '#f4a6b8' polygon 214,118 221,80 240,104 polygon 272,104 291,80 298,118 "
	printf "fill '#d9822b' circle 256,150 256,95 "
	printf "stroke '#b5621a' stroke-width 5 line 256,98 256,118 line 240,100 244,118 line 272,100 268,118 stroke none "
	printf "fill '#f2c28c' ellipse 256,178 26,18 0,360 "
	printf "fill '#5fbf4a' ellipse 234,145 10,13 0,360 ellipse 278,145 10,13 0,360 "
	printf "fill black ellipse 234,145 3,11 0,360 ellipse 278,145 3,11 0,360 "
	printf "fill '#e06c8c' polygon 249,166 263,166 256,175 "
	printf "fill none stroke '#3b2a1a' stroke-width 2 path 'M 256,175 Q 250,186 242,182' path 'M 256,175 Q 262,186 270,182' "
	printf "line 236,172 192,164 line 236,178 190,182 line 276,172 320,164 line 276,178 322,182 stroke none "
}

# A sitting brown dog in the same pose and place as the cat.
scene_dog() {
	printf "fill none stroke '#8b5a2b' stroke-width 16 stroke-linecap round path 'M 312,300 Q 380,280 372,215' stroke none "
	printf "fill '#c68642' ellipse 256,255 72,85 0,360 "
	printf "fill '#f3dcb8' ellipse 256,272 30,52 0,360 "
	printf "fill '#c68642' ellipse 226,335 22,13 0,360 ellipse 286,335 22,13 0,360 "
	printf "fill '#c8102e' rectangle 214,196 298,208 fill '#ffd700' circle 256,214 256,220 "
	printf "fill '#c68642' circle 256,148 256,95 "
	printf "fill '#8b5a2b' polygon 206,112 186,122 184,196 204,206 224,150 polygon 306,112 326,122 328,196 308,206 288,150 "
	printf "fill '#f3dcb8' ellipse 256,182 32,24 0,360 "
	printf "fill black ellipse 256,168 13,9 0,360 circle 234,138 234,146 circle 278,138 278,146 "
	printf "fill white circle 236,135 236,137 circle 280,135 280,137 "
	printf "fill '#e8637a' ellipse 256,204 9,13 0,360 "
	printf "fill none stroke '#3b2a1a' stroke-width 2 path 'M 256,177 Q 250,192 240,188' path 'M 256,177 Q 262,192 272,188' stroke none "
}

# A street: sky, two buildings, a pavement, a road, two cars, two pedestrians and a traffic light.
# Box coordinates for detection outputs are kept beside the drawing (STREET_* variables).
STREET_CAR1="38 250 214 356"
STREET_CAR2="296 268 474 372"
STREET_PERSON1="236 180 266 276"
STREET_PERSON2="120 188 148 276"
STREET_LIGHT="444 120 470 190"
scene_street() {
	printf "fill '#9fd3f0' rectangle 0,0 511,250 "
	printf "fill '#b55d4c' rectangle 10,60 170,252 fill '#d8c9a3' rectangle 190,100 330,252 fill '#7d8da1' rectangle 350,40 500,252 "
	local x y
	for x in 25 70 115; do for y in 80 130 180; do printf "fill '#f7e7a1' rectangle %d,%d %d,%d " "$x" "$y" $((x + 30)) $((y + 30)); done; done
	for x in 205 250 295; do for y in 120 170; do printf "fill '#6e8fb0' rectangle %d,%d %d,%d " "$x" "$y" $((x + 22)) $((y + 30)); done; done
	for x in 365 410 455; do for y in 60 110 160; do printf "fill '#cfe3f2' rectangle %d,%d %d,%d " "$x" "$y" $((x + 30)) $((y + 30)); done; done
	printf "fill '#c9c5bd' rectangle 0,252 511,278 fill '#4a4a4f' rectangle 0,278 511,383 "
	printf "fill white rectangle 20,326 70,332 rectangle 120,326 170,332 rectangle 220,326 270,332 rectangle 320,326 370,332 rectangle 420,326 470,332 "
	# traffic light on the pavement
	printf "fill '#333333' rectangle 454,186 460,262 roundrectangle 444,120 470,190 5,5 "
	printf "fill '#e53935' circle 457,133 457,141 fill '#5d4a14' circle 457,155 457,163 fill '#1b5e20' circle 457,177 457,185 "
	# pedestrian 1: green shirt, walking right
	printf "fill '#f1c27d' circle 251,192 251,204 "
	printf "fill '#2e7d32' roundrectangle 240,205 262,245 6,6 "
	printf "stroke '#2e7d32' stroke-width 7 stroke-linecap round line 242,212 234,240 line 260,212 268,238 "
	printf "stroke '#263238' stroke-width 8 line 246,245 240,272 line 256,245 262,272 stroke none "
	# pedestrian 2: yellow coat
	printf "fill '#8d5524' circle 134,199 134,210 "
	printf "fill '#f9a825' roundrectangle 124,210 144,248 6,6 "
	printf "stroke '#f9a825' stroke-width 6 stroke-linecap round line 126,216 122,242 line 142,216 146,242 "
	printf "stroke '#37474f' stroke-width 7 line 129,248 127,272 line 139,248 141,272 stroke none "
	# car 1: red hatchback
	printf "fill '#d32f2f' polygon 75,290 102,254 170,254 196,290 roundrectangle 40,286 212,338 12,12 "
	printf "fill '#bfe3f5' polygon 86,288 107,260 132,260 132,288 polygon 140,288 140,260 166,260 184,288 "
	printf "fill '#ffeb3b' rectangle 200,298 212,308 fill '#1a1a1a' circle 82,338 82,356 circle 172,338 172,356 fill '#9e9e9e' circle 82,338 82,346 circle 172,338 172,346 "
	# car 2: blue saloon
	printf "fill '#1e5aa8' polygon 330,306 356,272 430,272 454,306 roundrectangle 298,302 474,354 12,12 "
	printf "fill '#bfe3f5' polygon 342,304 362,278 390,278 390,304 polygon 398,304 398,278 426,278 442,304 "
	printf "fill '#ffeb3b' rectangle 298,314 310,324 fill '#1a1a1a' circle 340,354 340,372 circle 432,354 432,372 fill '#9e9e9e' circle 340,354 340,362 circle 432,354 432,362 "
}

# A room seen in one-point perspective: vanishing point (256,192), back wall 160×120, a sofa and a table.
scene_room_perspective() {
	printf "fill '#ecebe6' polygon 0,0 511,0 336,132 176,132 "
	printf "fill '#a9c7de' polygon 0,0 176,132 176,252 0,383 "
	printf "fill '#93b4cf' polygon 511,0 336,132 336,252 511,383 "
	printf "fill '#b98550' polygon 0,383 176,252 336,252 511,383 "
	local x
	printf "stroke '#9c6b3c' stroke-width 2 "
	for x in 196 216 236 256 276 296 316; do printf "line %d,252 %d,383 " "$x" $((256 + (x - 256) * 16 / 5)); done
	printf "stroke none fill '#f5efe0' rectangle 176,132 336,252 "
	printf "fill '#bfe0f7' rectangle 216,150 296,210 stroke white stroke-width 4 line 256,150 256,210 line 216,180 296,180 stroke none "
	printf "fill '#c0392b' rectangle 30,245 170,296 fill '#e0533f' rectangle 30,290 170,340 fill '#a93226' rectangle 20,262 44,345 rectangle 156,262 180,345 "
	printf "fill '#7b4a24' polygon 300,300 430,300 410,282 320,282 fill '#5e3719' rectangle 300,300 430,312 "
	printf "rectangle 305,312 315,372 rectangle 415,312 425,372 rectangle 325,304 331,344 rectangle 399,304 405,344 "
	printf "fill '#f4d03f' ellipse 365,274 16,10 0,360 fill '#6c8e3b' circle 355,266 355,272 "
}

# The depth map of scene_room_perspective: nearer is brighter; drawn over an -fx gradient of the room shell.
scene_room_depth_objects() {
	# the sofa stands 1.8–2.5× nearer than the back wall, the table about 2×
	printf "fill gray(62%%) rectangle 30,245 170,296 fill gray(72%%) rectangle 30,290 170,340 fill gray(70%%) rectangle 20,262 44,345 rectangle 156,262 180,345 "
	printf "fill gray(50%%) polygon 300,300 430,300 410,282 320,282 fill gray(55%%) rectangle 300,300 430,312 "
	printf "rectangle 305,312 315,372 rectangle 415,312 425,372 fill gray(47%%) rectangle 325,304 331,344 rectangle 399,304 405,344 "
	printf "fill gray(49%%) ellipse 365,274 16,10 0,360 circle 355,266 355,272 "
}

# A garden scene: sky, grass, a house, a tree, a person and a path. SEG_* are the flat label colours.
SEG_SKY="rgb(6,230,230)"
SEG_GRASS="rgb(4,250,7)"
SEG_TREE="rgb(4,200,3)"
SEG_HOUSE="rgb(180,120,120)"
SEG_PERSON="rgb(150,5,61)"
SEG_ROAD="rgb(140,140,140)"
# garden_shapes SKY GRASS HOUSE ROAD TREE PERSON: the region geometry, one colour per region.
garden_shapes() {
	printf "fill '%s' rectangle 0,0 511,229 " "$1"
	printf "fill '%s' rectangle 0,230 511,383 " "$2"
	printf "fill '%s' rectangle 60,130 250,280 polygon 45,135 155,60 265,135 " "$3"
	printf "fill '%s' polygon 140,280 170,280 250,383 150,383 " "$4"
	printf "fill '%s' rectangle 372,200 392,300 circle 382,160 382,90 " "$5"
	printf "fill '%s' circle 300,222 300,236 roundrectangle 287,238 313,292 8,8 rectangle 289,290 298,330 rectangle 302,290 311,330 " "$6"
}
scene_garden() {
	garden_shapes '#8fcdf2' '#6dbb4b' '#e8d3b0' '#cdbb9a' '#2f7d32' '#1565c0'
	printf "fill '#fff59d' circle 460,50 460,80 "
	printf "fill '#b23a2e' polygon 45,135 155,60 265,135 "
	printf "fill '#7a4b2a' rectangle 140,210 172,280 fill '#f0c419' circle 165,246 165,249 "
	printf "fill '#a7d8f0' rectangle 80,160 120,195 rectangle 195,160 235,195 "
	printf "stroke white stroke-width 3 line 100,160 100,195 line 80,177 120,177 line 215,160 215,195 line 195,177 235,177 stroke none "
	printf "fill '#6d4c2f' rectangle 372,200 392,300 fill '#2f7d32' circle 382,160 382,90 fill '#43a047' circle 360,140 360,170 circle 405,150 405,178 "
	printf "fill '#f1c27d' circle 300,222 300,236 fill '#1565c0' roundrectangle 287,238 313,292 8,8 fill '#37474f' rectangle 289,290 298,330 rectangle 302,290 311,330 "
}

# A kitchen table with fruit and a mug (mask generation). FRUIT_* give each region's shape.
fruit_shapes() {
	printf "fill '%s' rectangle 0,0 511,219 " "$1"
	printf "fill '%s' rectangle 0,220 511,383 " "$2"
	printf "fill '%s' circle 130,270 130,215 " "$3"
	printf "fill '%s' circle 250,285 250,240 " "$4"
	printf "fill '%s' path 'M 300,300 Q 360,345 440,290 Q 430,280 420,282 Q 362,318 312,290 Z' " "$5"
	printf "fill '%s' rectangle 380,170 450,260 ellipse 415,170 35,10 0,360 " "$6"
}
scene_fruit() {
	fruit_shapes '#f3e5c0' '#a0673a' '#d62828' '#f28c28' '#f5d033' '#3d7dca'
	printf "fill '#8a552d' rectangle 0,300 511,304 "
	printf "fill '#ff8a80' ellipse 112,250 12,18 0,360 fill '#5d4037' rectangle 128,207 133,222 fill '#43a047' ellipse 146,212 13,6 0,360 "
	printf "fill '#ffb366' ellipse 236,268 10,14 0,360 fill '#3e8e41' circle 250,241 250,245 "
	printf "fill '#6d4c2f' circle 306,292 306,296 circle 436,288 436,292 "
	printf "fill none stroke '#3d7dca' stroke-width 10 ellipse 455,212 18,24 270,90 stroke none fill '#2c5d9c' ellipse 415,170 30,7 0,360 "
}

# A standing person with arms raised sideways (keypoint detection). KP_* are COCO-order joints; left and
# right are the person's own, so their left side is on the right of the picture. The face points sit where
# the head drawn below has them: eyes under the hair line, the nose below the eyes, the ears on the outline.
HEAD_C="256,92"
KP_NOSE="256,100"
KP_LEYE="267,87"
KP_REYE="245,87"
KP_LEAR="289,95"
KP_REAR="223,95"
KP_LSHO="292,140"
KP_RSHO="220,140"
KP_LELB="346,120"
KP_RELB="166,120"
KP_LWRI="392,84"
KP_RWRI="120,84"
KP_LHIP="280,236"
KP_RHIP="232,236"
KP_LKNE="296,300"
KP_RKNE="218,300"
KP_LANK="304,360"
KP_RANK="208,360"
scene_person() {
	printf "fill '#e9eef2' rectangle 0,0 511,319 fill '#c7ccd1' rectangle 0,320 511,383 "
	printf "fill none stroke-linecap round stroke-linejoin round "
	printf "stroke '#263238' stroke-width 26 line %s %s line %s %s line %s %s line %s %s " "$KP_LHIP" "$KP_LKNE" "$KP_LKNE" "$KP_LANK" "$KP_RHIP" "$KP_RKNE" "$KP_RKNE" "$KP_RANK"
	printf "stroke '#e0a96d' stroke-width 16 line %s %s line %s %s " "$KP_LELB" "$KP_LWRI" "$KP_RELB" "$KP_RWRI"
	printf "stroke '#ef6c00' stroke-width 22 line %s %s line %s %s " "$KP_LSHO" "$KP_LELB" "$KP_RSHO" "$KP_RELB"
	printf "stroke none fill '#ef6c00' polygon %s %s %s %s " "$KP_RSHO" "$KP_LSHO" "284,240" "228,240"
	printf "fill '#e0a96d' rectangle 248,112 264,134 ellipse %s 5,8 0,360 ellipse %s 5,8 0,360 circle %s 256,124 " "$KP_LEAR" "$KP_REAR" "$HEAD_C"
	printf "fill '#4e342e' path 'M 224,86 Q 256,40 288,86 Q 256,66 224,86 Z' "
	printf "fill '#3e2723' circle %s %s,%s circle %s %s,%s " "$KP_LEYE" "${KP_LEYE%,*}" "$((${KP_LEYE#*,} + 2))" "$KP_REYE" "${KP_REYE%,*}" "$((${KP_REYE#*,} + 2))"
	printf "stroke '#b07a45' stroke-width 2 line 256,92 %s stroke none " "$KP_NOSE"
	printf "fill '#5d4037' ellipse 208,366 16,8 0,360 ellipse 304,366 16,8 0,360 "
}

# A desk with a mug, an apple and a book (zero-shot detection). DESK_* are the object boxes.
DESK_MUG="70 150 168 262"
DESK_APPLE="214 196 290 268"
DESK_BOOK="330 206 476 262"
scene_desk() {
	printf "fill '#dfe7ec' rectangle 0,0 511,239 fill '#8d6e63' rectangle 0,240 511,383 fill '#6d4c41' rectangle 0,240 511,246 "
	printf "fill '#fafafa' rectangle 300,30 470,150 fill '#90caf9' rectangle 310,40 460,140 "
	printf "fill '#f5f5f5' rectangle 76,160 146,258 ellipse 111,160 35,9 0,360 fill '#6d4c41' ellipse 111,160 29,6 0,360 "
	printf "fill none stroke '#f5f5f5' stroke-width 10 ellipse 150,205 16,24 270,90 stroke none "
	printf "fill '#e53935' circle 250,236 250,200 fill '#5d4037' rectangle 248,194 253,206 fill '#66bb6a' ellipse 264,200 12,5 0,360 "
	printf "fill '#1e88e5' rectangle 332,236 474,260 fill '#fffde7' rectangle 336,228 470,238 fill '#c62828' rectangle 332,210 474,230 "
	printf "fill white font-size 14 font %s text 360,226 'FIELD GUIDE' " "$FONT"
}

# A savanna at sunset with an acacia tree and a giraffe (image captioning).
scene_savanna() {
	printf "fill '#f9c784' rectangle 0,0 511,239 fill '#f7a55a' rectangle 0,150 511,239 "
	printf "fill '#ffe08a' circle 420,170 420,210 "
	printf "fill '#d8b36a' rectangle 0,240 511,383 fill '#c99b4e' rectangle 0,300 511,383 "
	printf "fill '#5b3a1e' polygon 110,320 122,320 126,200 116,200 "
	printf "stroke '#5b3a1e' stroke-width 5 line 120,220 80,180 line 122,215 165,178 stroke none "
	printf "fill '#3f5f2a' ellipse 120,175 90,22 0,360 ellipse 95,165 40,14 0,360 ellipse 150,166 45,14 0,360 "
	# giraffe
	printf "stroke '#c98b3a' stroke-width 9 stroke-linecap round line 300,300 296,360 line 318,302 320,360 line 352,300 350,360 line 372,298 376,360 stroke none "
	printf "fill '#e1a64e' ellipse 336,285 48,26 0,360 "
	printf "polygon 362,275 382,272 402,160 390,152 "
	printf "ellipse 404,152 20,11 0,360 polygon 386,146 392,130 396,146 "
	printf "fill '#8a5a2b' circle 318,280 318,290 circle 346,272 346,281 circle 330,298 330,305 circle 360,292 360,299 "
	printf "circle 384,236 384,242 circle 392,200 392,205 circle 380,262 380,268 "
	printf "fill black circle 408,148 408,151 "
	printf "stroke '#8a6a30' stroke-width 2 line 40,330 44,316 line 48,330 50,314 line 200,350 204,334 line 208,350 210,336 line 460,340 464,324 line 468,340 470,326 stroke none "
}

# A mountain lake at dawn (feature extraction).
scene_lake() {
	printf "fill '#bcdff5' rectangle 0,0 511,383 "
	printf "fill '#6b7b8c' polygon 0,250 120,90 230,250 polygon 150,250 300,60 460,250 polygon 360,250 470,120 511,170 511,250 "
	printf "fill white polygon 98,119 120,90 142,119 130,112 120,122 108,112 polygon 272,96 300,60 328,96 314,88 300,100 286,88 "
	printf "fill '#3b7fb8' rectangle 0,250 511,383 "
	printf "fill '#5a97c8' rectangle 40,280 200,284 rectangle 250,310 420,314 rectangle 90,340 300,344 "
	local x
	for x in 20 60 440 480; do printf "fill '#1f5f3a' polygon %d,262 %d,190 %d,262 fill '#4e342e' rectangle %d,262 %d,272 " $((x - 18)) "$x" $((x + 18)) $((x - 3)) $((x + 3)); done
}

# A ceramic mug on a white background (image to 3D).
scene_mug() {
	printf "fill '#e0e0e0' ellipse 256,318 120,18 0,360 "
	printf "fill none stroke '#2e7d9a' stroke-width 22 ellipse 340,200 42,56 270,90 stroke none "
	printf "fill '#2e7d9a' rectangle 170,110 342,300 ellipse 256,300 86,20 0,360 "
	printf "fill '#3a9abb' rectangle 190,120 220,290 "
	printf "fill '#1f5f77' ellipse 256,110 86,20 0,360 fill '#5b3a29' ellipse 256,114 74,14 0,360 "
}

# A lighthouse on a cliff at sunset (text to image).
scene_lighthouse() {
	printf "fill '#3b2f63' rectangle 0,0 511,90 fill '#8e4a7a' rectangle 0,90 511,170 fill '#f08a5d' rectangle 0,170 511,230 "
	printf "fill '#ffd56b' circle 380,228 380,192 "
	printf "fill '#1f4e79' rectangle 0,230 511,383 fill '#f7b267' rectangle 330,240 430,244 rectangle 350,262 410,266 rectangle 365,284 395,288 "
	printf "fill '#4a3b33' polygon 0,383 0,250 90,230 190,262 240,383 "
	printf "fill '#f5f5f5' polygon 100,246 110,120 140,120 150,246 "
	printf "fill '#c62828' polygon 104,200 106,176 144,176 146,200 polygon 108,152 109,136 141,136 142,152 "
	printf "fill '#263238' rectangle 104,108 146,120 fill '#fff176' rectangle 110,88 140,108 fill '#263238' polygon 104,88 125,70 146,88 "
	printf "fill '#fff59d' polygon 140,92 300,60 300,130 140,104 "
}

# A simple portrait of a face (unconditional generation, in the style of a CelebA-HQ sample).
scene_face() {
	printf "fill '#c9b8a6' rectangle 0,0 511,383 "
	printf "fill '#3e2723' ellipse 256,170 120,130 0,360 "
	printf "fill '#f1c9a5' rectangle 230,260 282,330 ellipse 256,190 92,115 0,360 "
	printf "fill '#5d7fa3' polygon 120,383 170,320 342,320 392,383 "
	printf "fill '#3e2723' path 'M 164,170 Q 200,60 256,80 Q 320,60 348,170 Q 330,110 256,112 Q 182,110 164,170 Z' "
	printf "fill white ellipse 222,188 18,10 0,360 ellipse 290,188 18,10 0,360 "
	printf "fill '#4e6e3a' circle 222,188 222,196 circle 290,188 290,196 fill black circle 222,188 222,192 circle 290,188 290,192 "
	printf "fill none stroke '#3e2723' stroke-width 5 path 'M 198,166 Q 222,154 244,164' path 'M 268,164 Q 290,154 314,166' "
	printf "stroke '#c48b6a' stroke-width 3 path 'M 256,200 L 248,236 Q 256,242 264,236' "
	printf "stroke '#b5525c' stroke-width 5 path 'M 226,262 Q 256,280 286,262' stroke none "
	printf "fill '#efb49a' ellipse 200,240 14,8 0,360 ellipse 312,240 14,8 0,360 "
}
