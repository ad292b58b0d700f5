/**
 * Checks specific to the computer-vision and multimodal generation task pages (vision and generation pages): their demo assets are
 * real drawings derived from their inputs — masks and depth maps of the input image, skeletons and boxes drawn on
 * it, animated GIFs whose first frame is the still input — and the demo texts say what the assets show.
 */
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { type DemoItem, type PipelineType, TASKS, type TaskData } from "../src/index.js";

const ASSETS = fileURLToPath(new URL("../assets/", import.meta.url));
const SCRIPTS = fileURLToPath(new URL("../scripts/assets/", import.meta.url));

/** The vision and generation pages with the demo item types each must have (inputs, then outputs). */
const VISION_GENERATION_TASKS: Record<string, [DemoItem["type"][], DemoItem["type"][]]> = {
	"depth-estimation": [["img"], ["img"]],
	"image-classification": [["img"], ["chart"]],
	"image-feature-extraction": [["img"], ["tabular"]],
	"image-segmentation": [["img"], ["img"]],
	"image-to-3d": [["img"], ["text"]],
	"image-to-image": [["img"], ["img"]],
	"image-to-text": [["img"], ["text"]],
	"image-to-video": [["img", "text"], ["img"]],
	"keypoint-detection": [["img"], ["img"]],
	"mask-generation": [["img"], ["img"]],
	"object-detection": [["img"], ["img"]],
	"text-to-3d": [["text"], ["text"]],
	"text-to-image": [["text"], ["img"]],
	"text-to-video": [["text"], ["img"]],
	"unconditional-image-generation": [["text", "text"], ["img"]],
	"video-classification": [["img"], ["chart"]],
	"video-to-video": [["img"], ["img"]],
	"zero-shot-image-classification": [["img", "text"], ["chart"]],
	"zero-shot-object-detection": [["img", "text"], ["img"]],
	"image-text-to-image": [["img", "text"], ["img"]],
	"image-text-to-video": [["img", "text"], ["img"]],
	"video-text-to-text": [["img", "text"], ["text"]],
};
const VISION_GENERATION_IDS = Object.keys(VISION_GENERATION_TASKS) as PipelineType[];

function task(id: string): TaskData {
	return TASKS[id as PipelineType];
}

function bytesOf(id: string, filename: string): Buffer {
	return readFileSync(`${ASSETS}${id}/${filename}`);
}

function imageFiles(items: DemoItem[]): string[] {
	return items.flatMap((i) => (i.type === "img" ? [i.filename] : []));
}

/** The single image input and single image output of a task, by file name. */
function inOut(id: string): { input: string; output: string } {
	const [input] = imageFiles(task(id).demo.inputs);
	const [output] = imageFiles(task(id).demo.outputs);
	if (input === undefined || output === undefined) throw new Error(`${id} has no image input and output`);
	return { input, output };
}

// --- A minimal PNG decoder (8-bit or packed palette/grey, non-interlaced): enough to read our own drawings. ---

interface Raster {
	width: number;
	height: number;
	/** RGB of a pixel. */
	rgb(x: number, y: number): [number, number, number];
	/** The number of distinct colours. */
	colours(): number;
}

const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

function paeth(a: number, b: number, c: number): number {
	const p = a + b - c;
	const pa = Math.abs(p - a);
	const pb = Math.abs(p - b);
	const pc = Math.abs(p - c);
	return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

function decodePng(bytes: Buffer): Raster {
	expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
	let at = 8;
	let width = 0;
	let height = 0;
	let depth = 0;
	let colourType = 0;
	let palette: Buffer = Buffer.alloc(0);
	const idat: Buffer[] = [];
	while (at < bytes.length) {
		const length = bytes.readUInt32BE(at);
		const type = bytes.subarray(at + 4, at + 8).toString("latin1");
		const data = bytes.subarray(at + 8, at + 8 + length);
		if (type === "IHDR") {
			width = data.readUInt32BE(0);
			height = data.readUInt32BE(4);
			depth = data[8]!;
			colourType = data[9]!;
			if (data[12] !== 0) throw new Error("interlaced PNGs are not supported");
		} else if (type === "PLTE") palette = Buffer.from(data);
		else if (type === "IDAT") idat.push(data);
		at += 12 + length;
	}
	const channels = CHANNELS[colourType];
	if (channels === undefined) throw new Error(`colour type ${colourType}`);
	if (depth !== 8 && !(depth < 8 && channels === 1)) throw new Error(`bit depth ${depth}`);
	const stride = Math.ceil((width * channels * depth) / 8);
	const bpp = Math.max(1, (channels * depth) / 8);
	const raw = inflateSync(Buffer.concat(idat));
	const rows = Buffer.alloc(stride * height);
	for (let y = 0; y < height; y++) {
		const filter = raw[y * (stride + 1)]!;
		for (let i = 0; i < stride; i++) {
			const x = raw[y * (stride + 1) + 1 + i]!;
			const a = i >= bpp ? rows[y * stride + i - bpp]! : 0;
			const b = y > 0 ? rows[(y - 1) * stride + i]! : 0;
			const c = i >= bpp && y > 0 ? rows[(y - 1) * stride + i - bpp]! : 0;
			const predicted = [0, a, b, (a + b) >> 1, paeth(a, b, c)][filter];
			if (predicted === undefined) throw new Error(`filter ${filter}`);
			rows[y * stride + i] = (x + predicted) & 0xff;
		}
	}
	const sample = (x: number, y: number, channel: number): number => {
		if (depth === 8) return rows[y * stride + x * channels + channel]!;
		const bit = x * depth;
		const byte = rows[y * stride + (bit >> 3)]!;
		return (byte >> (8 - depth - (bit & 7))) & ((1 << depth) - 1);
	};
	const rgb = (x: number, y: number): [number, number, number] => {
		if (colourType === 3) {
			const i = sample(x, y, 0);
			return [palette[i * 3]!, palette[i * 3 + 1]!, palette[i * 3 + 2]!];
		}
		if (channels <= 2) {
			const g = sample(x, y, 0);
			return [g, g, g];
		}
		return [sample(x, y, 0), sample(x, y, 1), sample(x, y, 2)];
	};
	const colours = (): number => {
		const seen = new Set<number>();
		for (let y = 0; y < height; y++)
			for (let x = 0; x < width; x++) {
				const [r, g, b] = rgb(x, y);
				seen.add((r << 16) | (g << 8) | b);
			}
		return seen.size;
	};
	return { width, height, rgb, colours };
}

/** Width and height of a PNG, JPEG or GIF. */
function sizeOf(bytes: Buffer): { width: number; height: number } {
	if (bytes.subarray(1, 4).toString("latin1") === "PNG")
		return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
	if (bytes.subarray(0, 4).toString("latin1") === "GIF8")
		return { width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) };
	let at = 2;
	while (at + 9 < bytes.length) {
		const marker = bytes[at + 1]!;
		if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
			return { width: bytes.readUInt16BE(at + 7), height: bytes.readUInt16BE(at + 5) };
		at += 2 + bytes.readUInt16BE(at + 2);
	}
	throw new Error("not an image we can measure");
}

/** The number of frames of a GIF and whether it loops (NETSCAPE2.0 application extension), by walking its blocks. */
function gifInfo(bytes: Buffer): { frames: number; loops: boolean; delays: number[] } {
	expect(bytes.subarray(0, 6).toString("latin1")).toMatch(/^GIF8[79]a$/);
	const flags = bytes[10]!;
	let at = 13 + (flags & 0x80 ? 3 * 2 ** ((flags & 7) + 1) : 0);
	let frames = 0;
	let loops = false;
	const delays: number[] = [];
	const skipSubBlocks = () => {
		while (bytes[at] !== 0) at += bytes[at]! + 1;
		at++;
	};
	for (;;) {
		const block = bytes[at];
		if (block === 0x3b) break;
		if (block === 0x21) {
			const label = bytes[at + 1]!;
			if (label === 0xff && bytes.subarray(at + 3, at + 14).toString("latin1") === "NETSCAPE2.0") loops = true;
			if (label === 0xf9) delays.push(bytes.readUInt16LE(at + 4));
			at += 2;
			skipSubBlocks();
		} else if (block === 0x2c) {
			frames++;
			const local = bytes[at + 9]!;
			at += 10 + (local & 0x80 ? 3 * 2 ** ((local & 7) + 1) : 0);
			at++; // LZW minimum code size
			skipSubBlocks();
		} else throw new Error(`unexpected GIF block 0x${block?.toString(16)} at ${at}`);
	}
	return { frames, loops, delays };
}

function close(a: [number, number, number], b: [number, number, number], tolerance: number): boolean {
	return a.every((v, i) => Math.abs(v - b[i]!) <= tolerance);
}

describe("vision and generation task pages", () => {
	it("are all full pages with the demo item types of the reference table", () => {
		for (const id of VISION_GENERATION_IDS) {
			const t = task(id);
			expect(t.isPlaceholder, id).toBeUndefined();
			expect(
				t.demo.inputs.map((i) => i.type),
				`${id} inputs`,
			).toEqual(VISION_GENERATION_TASKS[id]![0]);
			expect(
				t.demo.outputs.map((i) => i.type),
				`${id} outputs`,
			).toEqual(VISION_GENERATION_TASKS[id]![1]);
		}
	});

	it("keep the reference table's widget models", () => {
		expect(task("image-classification").widgetModels).toEqual(["google/vit-base-patch16-224"]);
		expect(task("image-segmentation").widgetModels).toEqual(["nvidia/segformer-b0-finetuned-ade-512-512"]);
		expect(task("object-detection").widgetModels).toEqual(["facebook/detr-resnet-50"]);
		expect(task("text-to-image").widgetModels).toEqual(["black-forest-labs/FLUX.1-dev"]);
		expect(task("text-to-video").widgetModels).toEqual(["Wan-AI/Wan2.1-T2V-14B"]);
		expect(task("image-text-to-image").widgetModels).toEqual(["black-forest-labs/FLUX.2-dev"]);
		expect(task("depth-estimation").widgetModels).toEqual([]);
	});

	it("every demo file is made by a committed asset script, and every asset in their folders is used", () => {
		const scripts = readdirSync(SCRIPTS)
			.filter((f) => f.endsWith(".sh"))
			.map((f) => readFileSync(`${SCRIPTS}${f}`, "utf8"))
			.join("\n");
		for (const id of VISION_GENERATION_IDS) {
			const t = task(id);
			const used = [...imageFiles(t.demo.inputs), ...imageFiles(t.demo.outputs)];
			for (const file of used) expect(scripts, `${id}/${file}`).toContain(file);
			if (used.length > 0) expect(readdirSync(`${ASSETS}${id}`).sort(), id).toEqual([...used].sort());
		}
	});
});

describe("outputs derived from the input image", () => {
	it("edits, depth maps, masks, boxes and skeletons have the input's size", () => {
		const derived = [
			"depth-estimation",
			"image-segmentation",
			"mask-generation",
			"object-detection",
			"zero-shot-object-detection",
			"keypoint-detection",
			"image-to-image",
			"image-text-to-image",
		];
		for (const id of derived) {
			const { input, output } = inOut(id);
			expect(sizeOf(bytesOf(id, output)), id).toEqual(sizeOf(bytesOf(id, input)));
		}
	});

	it("the segmentation output is a flat label mask: exactly the six classes its label names", () => {
		const mask = decodePng(bytesOf("image-segmentation", inOut("image-segmentation").output));
		expect(mask.colours()).toBe(6);
		const label = task("image-segmentation").demo.outputs[0]?.label ?? "";
		expect(
			label
				.split(":")[1]
				?.split(",")
				.map((s) => s.trim()),
		).toEqual(["sky", "grass", "house", "path", "tree", "person"]);
		// ADE20K palette colours at points inside each region of the drawing
		expect(mask.rgb(20, 20)).toEqual([6, 230, 230]); // sky
		expect(mask.rgb(20, 370)).toEqual([4, 250, 7]); // grass
		expect(mask.rgb(150, 180)).toEqual([180, 120, 120]); // house, door and windows included
		expect(mask.rgb(190, 370)).toEqual([140, 140, 140]); // path
		expect(mask.rgb(382, 150)).toEqual([4, 200, 3]); // tree
		expect(mask.rgb(300, 260)).toEqual([150, 5, 61]); // person
	});

	it("each generated mask covers one object of the input picture", () => {
		const { input, output } = inOut("mask-generation");
		const picture = decodePng(bytesOf("mask-generation", input));
		const mask = decodePng(bytesOf("mask-generation", output));
		expect(mask.colours()).toBe(6);
		// For every mask colour, the most common input colour under it must cover most of the region,
		// and different masks must sit on different input colours: the masks follow the picture's objects.
		const regions = new Map<number, Map<number, number>>();
		for (let y = 0; y < mask.height; y += 2)
			for (let x = 0; x < mask.width; x += 2) {
				const [r, g, b] = mask.rgb(x, y);
				const [pr, pg, pb] = picture.rgb(x, y);
				const key = (r << 16) | (g << 8) | b;
				const counts = regions.get(key) ?? new Map<number, number>();
				const colour = (pr << 16) | (pg << 8) | pb;
				counts.set(colour, (counts.get(colour) ?? 0) + 1);
				regions.set(key, counts);
			}
		const dominant = [...regions.values()].map((counts) => {
			const total = [...counts.values()].reduce((s, n) => s + n, 0);
			const [colour, n] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]!;
			return { colour, share: n / total };
		});
		expect(dominant).toHaveLength(6);
		for (const d of dominant) expect(d.share).toBeGreaterThan(0.6);
		expect(new Set(dominant.map((d) => d.colour)).size).toBe(6);
	});

	it("the depth map is grey, with the far back wall darkest and the floor brightening towards the camera", () => {
		const depth = decodePng(bytesOf("depth-estimation", inOut("depth-estimation").output));
		const [r, g, b] = depth.rgb(256, 192);
		expect(r === g && g === b).toBe(true);
		let previous = r;
		for (let y = 253; y < depth.height; y++) {
			const [v] = depth.rgb(256, y);
			expect(v, `y=${y}`).toBeGreaterThanOrEqual(previous);
			previous = v;
		}
		expect(previous - r).toBeGreaterThan(150);
		// the sofa (left, near) is brighter than the back wall behind it
		expect(depth.rgb(100, 320)[0]).toBeGreaterThan(depth.rgb(256, 150)[0] + 100);
	});

	it("the keypoint output is the input with 17 COCO joints marked on the person", () => {
		const { input, output } = inOut("keypoint-detection");
		const before = decodePng(bytesOf("keypoint-detection", input));
		const after = decodePng(bytesOf("keypoint-detection", output));
		const joints = [
			// face: nose below the eyes, ears on the head's outline
			[256, 100],
			[267, 87],
			[245, 87],
			[289, 95],
			[223, 95],
			[292, 140],
			[220, 140],
			[346, 120],
			[166, 120],
			[392, 84],
			[120, 84],
			[280, 236],
			[232, 236],
			[296, 300],
			[218, 300],
			[304, 360],
			[208, 360],
		] as const;
		const yellow: [number, number, number] = [0xff, 0xea, 0x00];
		for (const [x, y] of joints) {
			expect(close(after.rgb(x, y), yellow, 8), `joint ${x},${y}`).toBe(true);
			expect(close(before.rgb(x, y), yellow, 60), `input at ${x},${y}`).toBe(false);
		}
		// away from the skeleton the picture is untouched
		for (const [x, y] of [
			[10, 10],
			[500, 370],
			[60, 250],
		] as const)
			expect(after.rgb(x, y)).toEqual(before.rgb(x, y));
	});

	it("the image-text-to-image demo follows its instruction on the same room", () => {
		const instruction = task("image-text-to-image").demo.inputs[1];
		expect(instruction).toEqual({ type: "text", label: "Instruction", content: "Turn this cat into a dog" });
		const dog = decodePng(bytesOf("image-text-to-image", inOut("image-text-to-image").output));
		// the backdrop (wall, window, floor) is unchanged from the cat scene's colours
		expect(dog.rgb(20, 20)).toEqual([0xef, 0xe3, 0xc8]);
		expect(dog.rgb(360, 60)).toEqual([0x9c, 0xc9, 0xe8]);
		// the red collar is a dog's, which the cat picture does not have
		expect(dog.rgb(218, 204)).toEqual([0xc8, 0x10, 0x2e]);
	});
});

describe("video demos", () => {
	const gifs: [string, string][] = [
		["image-to-video", "image-to-video-output.gif"],
		["text-to-video", "text-to-video-output.gif"],
		["image-text-to-video", "image-text-to-video-output.gif"],
		["video-classification", "video-classification-input.gif"],
		["video-to-video", "input.gif"],
		["video-to-video", "output.gif"],
		["video-text-to-text", "video-text-to-text-input.gif"],
	];

	it("are looping animated GIFs of 12 frames with a frame delay", () => {
		for (const [id, file] of gifs) {
			const info = gifInfo(bytesOf(id, file));
			expect(info.frames, `${id}/${file}`).toBe(12);
			expect(info.loops, `${id}/${file}`).toBe(true);
			expect(info.delays.length, `${id}/${file}`).toBe(12);
			for (const d of info.delays) expect(d, `${id}/${file}`).toBeGreaterThan(0);
		}
	});

	it("every GIF named by a video page is one of those checked above", () => {
		const named = VISION_GENERATION_IDS.flatMap((id) =>
			[...imageFiles(task(id).demo.inputs), ...imageFiles(task(id).demo.outputs)]
				.filter((f) => f.endsWith(".gif"))
				.map((f) => `${id}/${f}`),
		);
		expect(named.sort()).toEqual(gifs.map(([id, f]) => `${id}/${f}`).sort());
	});

	it("a video made from a still has the still's shape, and the edited video keeps the input's size", () => {
		for (const id of ["image-to-video", "image-text-to-video"]) {
			const { input, output } = inOut(id);
			const still = sizeOf(bytesOf(id, input));
			const clip = sizeOf(bytesOf(id, output));
			expect(clip.width * still.height, id).toBe(clip.height * still.width);
		}
		expect(sizeOf(bytesOf("video-to-video", "output.gif"))).toEqual(sizeOf(bytesOf("video-to-video", "input.gif")));
	});
});

describe("demo texts", () => {
	it("zero-shot image classification scores exactly the candidate labels it was given", () => {
		const [, labels] = task("zero-shot-image-classification").demo.inputs;
		const [chart] = task("zero-shot-image-classification").demo.outputs;
		expect(labels?.type).toBe("text");
		expect(chart?.type).toBe("chart");
		if (labels?.type === "text" && chart?.type === "chart") {
			const given = labels.content.split(",").map((s) => s.trim());
			expect(chart.data.map((d) => d.label)).toEqual(given);
			expect(chart.data[0]?.label).toBe("cat");
		}
	});

	it("classification charts are sorted from the most to the least likely label", () => {
		for (const id of ["image-classification", "video-classification", "zero-shot-image-classification"]) {
			const [chart] = task(id).demo.outputs;
			if (chart?.type !== "chart") throw new Error(`${id} has no chart`);
			const scores = chart.data.map((d) => d.score);
			expect(scores, id).toEqual([...scores].sort((a, b) => b - a));
		}
	});

	it("the image embedding table has one header row and one row of numbers", () => {
		const [table] = task("image-feature-extraction").demo.outputs;
		if (table?.type !== "tabular") throw new Error("no table");
		expect(table.table).toHaveLength(2);
		for (const cell of table.table[1]!) expect(cell === "…" || Number.isFinite(Number(cell)), cell).toBe(true);
	});

	it("names Conceptual Captions by a hub id, not a URL path", () => {
		for (const id of ["image-to-text", "text-to-image"]) {
			const ids = task(id).datasets.map((d) => d.id);
			expect(
				ids.some((d) => d === "conceptual_captions" || d === "google-research-datasets/conceptual_captions"),
				id,
			).toBe(true);
			expect(
				ids.some((d) => d.startsWith("datasets/")),
				id,
			).toBe(false);
		}
	});
});
