/**
 * Library snippets of the vision, video and 3D libraries (YOLO, ultralytics, LVFace, TerraTorch,
 * HTRflow, VideoPrism, Depth Anything, …): fallback texts, constants, each branch, hostile values.
 * The checks every generator keeps are in library-snippets-contract.test.ts.
 */
import { describe, expect, it } from "vitest";
import {
	HTRFLOW_DEFAULTS,
	LVFACE_TIMEOUT,
	terratorchBackbone,
	VISION_SNIPPETS,
	videoprismName,
	YOLOV10_INSTALL,
	yoloClass,
} from "../src/libraries/snippets/vision.js";

import { familyChecks, one, programsFor, record } from "./helpers/library-snippets.js";

describe("vision family", () => {
	familyChecks(VISION_SNIPPETS, { language: () => "python", pythonNames: false });
});

describe("fallback texts, constants and branches", () => {
	it("YOLO: the version comes from a yolov<digits> tag; only the YOLOv10 fork loads by class from the hub", () => {
		expect(yoloClass({ id: "a/b", tags: ["yolov10"] })).toBe("YOLOv10");
		expect(yoloClass({ id: "a/b", tags: ["yolov", "yolov8x", "yolo11"] })).toBeUndefined();
		const tagged = one("yolov10", { tags: ["yolov10"] });
		expect(tagged).toContain("from ultralytics import YOLOv10");
		expect(tagged).toContain('model = YOLOv10.from_pretrained("org/model")');
		// the yolov10 library IS the fork: its class whatever the tags say
		expect(one("yolov10", { tags: [] })).toContain('model = YOLOv10.from_pretrained("org/model")');
	});

	it("ultralytics: the program that runs loads the checkpoint with YOLO (the package has no YOLOv8 class, no from_pretrained)", () => {
		const withWeights = programsFor("ultralytics", { tags: ["yolov8"], siblings: [{ rfilename: "best.pt" }] });
		expect(withWeights).toHaveLength(1);
		expect(withWeights[0]).toContain("from ultralytics import YOLO\n");
		expect(withWeights[0]).toContain('model = YOLO(hf_hub_download("org/model", "best.pt"))');
		expect(withWeights[0]).toContain("print(results[0].summary())");
		expect(withWeights.join("\n")).not.toMatch(/YOLOv8\b(?!\s+checkpoint)/);
		// no listed checkpoint: the first .pt of the repository, found at run time
		const [found] = programsFor("ultralytics", { tags: ["yolov8"] });
		expect(found).toContain("from huggingface_hub import hf_hub_download, list_repo_files");
		expect(found).toContain('weights = next(name for name in list_repo_files("org/model") if name.endswith(".pt"))');
		// YOLOv10.from_pretrained exists only in THU-MIG's fork, so that program installs the fork
		const v10 = programsFor("ultralytics", { tags: ["yolov10"] });
		expect(v10).toHaveLength(2);
		expect(v10[1]).toContain(`${YOLOV10_INSTALL}\nfrom ultralytics import YOLOv10`);
		expect(YOLOV10_INSTALL).toBe("# pip install git+https://github.com/THU-MIG/yolov10.git");
		// untagged: only the program that runs; ultralytics exports YOLO, YOLOE, YOLOWorld, RTDETR, SAM,
		// FastSAM and NAS, so a class named after a version (a placeholder to replace) cannot import
		const untagged = programsFor("ultralytics", { tags: ["object-detection"] });
		expect(untagged).toHaveLength(1);
		expect(untagged[0]).toContain("model = YOLO(hf_hub_download(");
		for (const code of [...untagged, ...withWeights, found ?? ""]) {
			expect(code).not.toMatch(/import YOLOv(?!10\b)|YOLOv\w*\.from_pretrained/);
		}
	});

	it("LVFace: the ONNX inferencer, with the timeout of 300 on its download", () => {
		expect(LVFACE_TIMEOUT).toBe(300);
		const code = one("lvface", { siblings: [{ rfilename: "LVFace-L_Glint360K/LVFace-L_Glint360K.onnx" }] });
		expect(code).toContain("from inference_onnx import LVFaceONNXInferencer");
		expect(code).toContain(
			'hf_hub_download("org/model", "LVFace-L_Glint360K/LVFace-L_Glint360K.onnx", etag_timeout=300)',
		);
		expect(code).toContain("LVFaceONNXInferencer(model_path, use_gpu=True)");
		// inference_onnx.py imports onnxruntime, cv2 and requests
		expect(code).toContain("# pip install -U huggingface_hub onnxruntime opencv-python requests\n");
		expect(code).toContain("inferencer.calculate_similarity(first, second)");
	});

	it("terratorch: a fine-tuned checkpoint loads with its config; a foundation model is a registry backbone", () => {
		const tuned = one("terratorch", record("ibm-granite/granite-geospatial-biomass"));
		expect(tuned).toContain('hf_hub_download("ibm-granite/granite-geospatial-biomass", "biomass_model.ckpt")');
		expect(tuned).toContain("LightningInferenceModel.from_config(config_path, checkpoint_path)");
		expect(one("terratorch", record("ibm-nasa-geospatial/Prithvi-EO-2.0-300M-TL"))).toContain(
			'BACKBONE_REGISTRY.build("prithvi_eo_v2_300_tl", pretrained=True)',
		);
	});

	it("htrflow: the record's model fills its own step, the documented line models fill the other", () => {
		const trocr = one("htrflow", { id: "org/trocr", pipeline_tag: "image-to-text" });
		expect(trocr).toContain(`"model": "${HTRFLOW_DEFAULTS.lineSegmentation}"`);
		expect(trocr).toContain('"model": "org/trocr"');
		const yolo = one("htrflow", { id: "org/yolo", pipeline_tag: "object-detection" });
		expect(yolo).toContain(`"model": "${HTRFLOW_DEFAULTS.textRecognition}"`);
		expect(yolo).toContain("pipeline = Pipeline.from_config(config)");
	});

	it("vision constants", () => {
		expect(videoprismName({ id: "google/videoprism-lvt-large-f8r288" })).toBe("videoprism_lvt_public_v1_large");
		expect(videoprismName({ id: "google/videoprism-base-f16r288" })).toBe("videoprism_public_v1_base");
		expect(terratorchBackbone({ id: "ibm-nasa-geospatial/Prithvi-EO-2.0-300M-TL" })).toBe("prithvi_eo_v2_300_tl");
		expect(one("depth-anything-v2", { id: "depth-anything/Depth-Anything-V2-Small" })).toContain(
			'DepthAnythingV2(encoder="vits", features=64, out_channels=[48, 96, 192, 384])',
		);
	});
});
