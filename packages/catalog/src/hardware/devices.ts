/**
 * The hardware catalogue: devices people run models on, with the two numbers that decide
 * whether and how fast a model runs (memory and memory bandwidth) and where each figure comes
 * from. Figures are the makers' published specifications.
 */

export type DeviceKind = "gpu" | "apple" | "cpu";

export interface Device {
	id: string;
	label: string;
	kind: DeviceKind;
	/** Memory on the device (GPU memory; unified memory on a Mac; RAM for a CPU-only machine), bytes. */
	memoryBytes: number;
	/**
	 * What a model may use, bytes, where less than `memoryBytes`: the GPU's share of a Mac's unified
	 * memory (Metal's recommended working set), or RAM left after the operating system.
	 */
	usableBytes?: number;
	/** Peak memory bandwidth, GB/s (10^9 bytes per second). */
	bandwidthGBps: number;
	/** Where the memory and bandwidth figures come from. */
	source: string;
	/** When the figures were last checked against `source` (YYYY-MM-DD); entries older than this field have none. */
	asOf?: string;
}

const GiB = 2 ** 30;

/**
 * Metal's default GPU working set on Apple silicon (`MTLDevice.recommendedMaxWorkingSetSize`,
 * https://developer.apple.com/documentation/metal/mtldevice/recommendedmaxworkingsetsize): about
 * two thirds of unified memory up to 36 GB (10.67 GB of 16 GB, reported in
 * https://github.com/exo-explore/exo/pull/1672) and about three quarters above. Measured values on
 * 128 GB machines are somewhat higher (~107.5 GiB, https://github.com/antirez/ds4/pull/893), so
 * three quarters is the cautious figure. `sudo sysctl iogpu.wired_limit_mb=<MiB>` raises it.
 */
export function appleGpuWorkingSet(memoryBytes: number): number {
	return Math.floor(memoryBytes <= 36 * GiB ? (memoryBytes * 2) / 3 : (memoryBytes * 3) / 4);
}

/** RAM a CPU-only machine leaves to a model: the operating system and desktop keep about 2 GiB (our assumption). */
export const CPU_OS_RESERVE_BYTES = 2 * GiB;

const NV_30 = "https://www.nvidia.com/en-us/geforce/graphics-cards/30-series/";
const NV_40 = "https://www.nvidia.com/en-us/geforce/graphics-cards/40-series/";
const NV_50 = "https://www.nvidia.com/en-us/geforce/graphics-cards/50-series/";
const AMD_RX = "https://www.amd.com/en/products/graphics/desktops/radeon.html";
const APPLE_SPECS = "https://support.apple.com/en-us/docs";
const NV_CARDS = "https://www.nvidia.com/en-us/geforce/graphics-cards/";
const NV_LAPTOPS = "https://www.nvidia.com/en-us/geforce/gaming-laptops/compare/";
const INTEL_ARK = "https://www.intel.com/content/www/us/en/products/sku/";
/** When the devices that carry it were checked against their makers' pages. */
const CHECKED = "2026-11-27";

const gpu = (
	id: string,
	label: string,
	memGB: number,
	bandwidthGBps: number,
	source: string,
	asOf?: string,
): Device => ({
	id,
	label,
	kind: "gpu",
	// GPU memory is sold in binary gigabytes (a "24 GB" card has 24 GiB).
	memoryBytes: memGB * GiB,
	bandwidthGBps,
	source,
	...(asOf ? { asOf } : {}),
});

const apple = (id: string, label: string, memGB: number, bandwidthGBps: number, source: string): Device => {
	const memoryBytes = memGB * GiB;
	return { id, label, kind: "apple", memoryBytes, usableBytes: appleGpuWorkingSet(memoryBytes), bandwidthGBps, source };
};

const cpu = (memGB: number, ddr: "DDR4-3200" | "DDR5-5600", bandwidthGBps: number): Device => ({
	id: `cpu-${memGB}gb-${ddr.toLowerCase().replace(/-\d+$/, "")}`,
	label: `CPU only, ${memGB} GB ${ddr} (dual channel)`,
	kind: "cpu",
	memoryBytes: memGB * GiB,
	usableBytes: memGB * GiB - CPU_OS_RESERVE_BYTES,
	bandwidthGBps,
	// Dual channel: 2 × 64 bits × transfer rate (3200 MT/s → 51.2 GB/s; 5600 MT/s → 89.6 GB/s).
	source: "https://www.jedec.org/standards-documents/docs/jesd79-4a",
});

export const DEVICES: readonly Device[] = [
	// NVIDIA GeForce
	// Bandwidth = the memory's data rate × its bus width: 14 Gbps GDDR6 on 192 bits (RTX 2060),
	// 256 bits (RTX 2070, 3060 Ti, 3070) and 352 bits (RTX 2080 Ti). The RTX 3060 Ti's later
	// GDDR6X version (608 GB/s) and the RTX 2060 12 GB are other cards, not these.
	gpu("rtx-2060", "NVIDIA GeForce RTX 2060 6 GB", 6, 336, `${NV_CARDS}rtx-2060/`, CHECKED),
	gpu("rtx-2070", "NVIDIA GeForce RTX 2070 8 GB", 8, 448, `${NV_CARDS}rtx-2070/`, CHECKED),
	gpu("rtx-2080-ti", "NVIDIA GeForce RTX 2080 Ti 11 GB", 11, 616, `${NV_CARDS}rtx-2080-ti/`, CHECKED),
	gpu("rtx-3060-12gb", "NVIDIA GeForce RTX 3060 12 GB", 12, 360, `${NV_30}rtx-3060-3060ti/`),
	gpu("rtx-3060-ti", "NVIDIA GeForce RTX 3060 Ti 8 GB", 8, 448, `${NV_30}rtx-3060-3060ti/`, CHECKED),
	gpu("rtx-3070", "NVIDIA GeForce RTX 3070 8 GB", 8, 448, `${NV_30}rtx-3070-3070ti/`, CHECKED),
	gpu("rtx-3080-10gb", "NVIDIA GeForce RTX 3080 10 GB", 10, 760, `${NV_30}rtx-3080-family/`),
	gpu("rtx-3090", "NVIDIA GeForce RTX 3090 24 GB", 24, 936, `${NV_30}rtx-3090-3090ti/`),
	gpu("rtx-4060", "NVIDIA GeForce RTX 4060 8 GB", 8, 272, `${NV_40}rtx-4060-4060ti/`),
	gpu("rtx-4060-ti-16gb", "NVIDIA GeForce RTX 4060 Ti 16 GB", 16, 288, `${NV_40}rtx-4060-4060ti/`),
	gpu("rtx-4070", "NVIDIA GeForce RTX 4070 12 GB", 12, 504, `${NV_40}rtx-4070-family/`),
	gpu("rtx-4080", "NVIDIA GeForce RTX 4080 16 GB", 16, 717, `${NV_40}rtx-4080-family/`),
	gpu("rtx-4090", "NVIDIA GeForce RTX 4090 24 GB", 24, 1008, `${NV_40}rtx-4090/`),
	gpu("rtx-5060-ti-16gb", "NVIDIA GeForce RTX 5060 Ti 16 GB", 16, 448, `${NV_50}rtx-5060-family/`),
	gpu("rtx-5070", "NVIDIA GeForce RTX 5070 12 GB", 12, 672, `${NV_50}rtx-5070-family/`),
	gpu("rtx-5080", "NVIDIA GeForce RTX 5080 16 GB", 16, 960, `${NV_50}rtx-5080/`),
	gpu("rtx-5090", "NVIDIA GeForce RTX 5090 32 GB", 32, 1792, `${NV_50}rtx-5090/`),
	// NVIDIA laptop GPUs: NVIDIA's comparison gives the memory and its bus width (128 bits for the
	// 4060 and 4070, 256 for the 4090); the laptop's maker sets the memory clock. Bandwidth at the
	// reference data rate: 16 Gbps (256 GB/s) for the 4060 and 4070, 18 Gbps (576 GB/s) for the 4090.
	gpu("rtx-4060-laptop", "NVIDIA GeForce RTX 4060 Laptop GPU 8 GB", 8, 256, NV_LAPTOPS, CHECKED),
	gpu("rtx-4070-laptop", "NVIDIA GeForce RTX 4070 Laptop GPU 8 GB", 8, 256, NV_LAPTOPS, CHECKED),
	gpu("rtx-4090-laptop", "NVIDIA GeForce RTX 4090 Laptop GPU 16 GB", 16, 576, NV_LAPTOPS, CHECKED),
	// NVIDIA data centre
	gpu("t4", "NVIDIA T4 16 GB", 16, 320, "https://www.nvidia.com/en-us/data-center/tesla-t4/"),
	gpu("l4", "NVIDIA L4 24 GB", 24, 300, "https://www.nvidia.com/en-us/data-center/l4/"),
	gpu("a10g", "NVIDIA A10G 24 GB (AWS G5)", 24, 600, "https://aws.amazon.com/ec2/instance-types/g5/"),
	gpu("l40s", "NVIDIA L40S 48 GB", 48, 864, "https://www.nvidia.com/en-us/data-center/l40s/"),
	gpu("a100-40gb", "NVIDIA A100 40 GB (SXM)", 40, 1555, "https://www.nvidia.com/en-us/data-center/a100/"),
	gpu("a100-80gb", "NVIDIA A100 80 GB (SXM)", 80, 2039, "https://www.nvidia.com/en-us/data-center/a100/"),
	gpu("h100-80gb", "NVIDIA H100 80 GB (SXM)", 80, 3350, "https://www.nvidia.com/en-us/data-center/h100/"),
	gpu("h200", "NVIDIA H200 141 GB (SXM)", 141, 4800, "https://www.nvidia.com/en-us/data-center/h200/"),
	gpu("b200", "NVIDIA B200 180 GB (HGX)", 180, 8000, "https://www.nvidia.com/en-us/data-center/hgx/"),
	// AMD
	gpu("rx-7900-xtx", "AMD Radeon RX 7900 XTX 24 GB", 24, 960, AMD_RX),
	gpu("rx-7900-xt", "AMD Radeon RX 7900 XT 20 GB", 20, 800, AMD_RX),
	gpu("rx-9070-xt", "AMD Radeon RX 9070 XT 16 GB", 16, 640, AMD_RX),
	gpu(
		"mi300x",
		"AMD Instinct MI300X 192 GB",
		192,
		5300,
		"https://www.amd.com/en/products/accelerators/instinct/mi300/mi300x.html",
	),
	gpu(
		"mi325x",
		"AMD Instinct MI325X 256 GB",
		256,
		6000,
		"https://www.amd.com/en/products/accelerators/instinct/mi300/mi325x.html",
	),
	// Intel Arc: llama.cpp runs them through its SYCL or Vulkan backend, not CUDA; the estimate
	// takes the CUDA backend's fixed cost for them (LLAMA_CPP_RUNTIME says why). The A770 also
	// came with 8 GB (512 GB/s); this is the 16 GB card.
	gpu(
		"arc-a770-16gb",
		"Intel Arc A770 16 GB",
		16,
		560,
		`${INTEL_ARK}229151/intel-arc-a770-graphics-16gb/specifications.html`,
		CHECKED,
	),
	gpu(
		"arc-b580",
		"Intel Arc B580 12 GB",
		12,
		456,
		`${INTEL_ARK}241598/intel-arc-b580-graphics/specifications.html`,
		CHECKED,
	),
	// Apple silicon: unified memory; the GPU may use `usableBytes` of it by default.
	apple("m1-8gb", "Apple M1, 8 GB", 8, 68, `${APPLE_SPECS}/mac`),
	apple("m1-16gb", "Apple M1, 16 GB", 16, 68, `${APPLE_SPECS}/mac`),
	apple(
		"m1-pro-32gb",
		"Apple M1 Pro, 32 GB",
		32,
		200,
		"https://www.apple.com/newsroom/2021/10/introducing-m1-pro-and-m1-max-the-most-powerful-chips-apple-has-ever-built/",
	),
	apple(
		"m1-max-64gb",
		"Apple M1 Max, 64 GB",
		64,
		400,
		"https://www.apple.com/newsroom/2021/10/introducing-m1-pro-and-m1-max-the-most-powerful-chips-apple-has-ever-built/",
	),
	apple(
		"m1-ultra-128gb",
		"Apple M1 Ultra, 128 GB",
		128,
		800,
		"https://www.apple.com/newsroom/2022/03/apple-unveils-m1-ultra-the-worlds-most-powerful-chip-for-a-personal-computer/",
	),
	apple(
		"m2-16gb",
		"Apple M2, 16 GB",
		16,
		100,
		"https://www.apple.com/newsroom/2022/06/apple-unveils-m2-with-breakthrough-performance-and-capabilities/",
	),
	apple(
		"m2-24gb",
		"Apple M2, 24 GB",
		24,
		100,
		"https://www.apple.com/newsroom/2022/06/apple-unveils-m2-with-breakthrough-performance-and-capabilities/",
	),
	apple(
		"m2-pro-32gb",
		"Apple M2 Pro, 32 GB",
		32,
		200,
		"https://www.apple.com/newsroom/2023/01/apple-unveils-m2-pro-and-m2-max-next-generation-chips-for-next-level-workflows/",
	),
	apple(
		"m2-max-96gb",
		"Apple M2 Max, 96 GB",
		96,
		400,
		"https://www.apple.com/newsroom/2023/01/apple-unveils-m2-pro-and-m2-max-next-generation-chips-for-next-level-workflows/",
	),
	apple(
		"m2-ultra-192gb",
		"Apple M2 Ultra, 192 GB",
		192,
		800,
		"https://www.apple.com/newsroom/2023/06/apple-introduces-m2-ultra/",
	),
	apple(
		"m3-8gb",
		"Apple M3, 8 GB",
		8,
		100,
		"https://www.apple.com/newsroom/2023/10/apple-unveils-m3-m3-pro-and-m3-max-the-most-advanced-chips-for-a-personal-computer/",
	),
	apple(
		"m3-24gb",
		"Apple M3, 24 GB",
		24,
		100,
		"https://www.apple.com/newsroom/2023/10/apple-unveils-m3-m3-pro-and-m3-max-the-most-advanced-chips-for-a-personal-computer/",
	),
	apple(
		"m3-pro-36gb",
		"Apple M3 Pro, 36 GB",
		36,
		150,
		"https://www.apple.com/newsroom/2023/10/apple-unveils-m3-m3-pro-and-m3-max-the-most-advanced-chips-for-a-personal-computer/",
	),
	apple(
		"m3-max-128gb",
		"Apple M3 Max (16-core CPU), 128 GB",
		128,
		400,
		"https://www.apple.com/newsroom/2023/10/apple-unveils-m3-m3-pro-and-m3-max-the-most-advanced-chips-for-a-personal-computer/",
	),
	apple(
		"m3-ultra-512gb",
		"Apple M3 Ultra, 512 GB",
		512,
		819,
		"https://www.apple.com/newsroom/2025/03/apple-reveals-m3-ultra-taking-apple-silicon-to-a-new-extreme/",
	),
	apple(
		"m4-16gb",
		"Apple M4, 16 GB",
		16,
		120,
		"https://www.apple.com/newsroom/2024/10/apples-new-mac-mini-is-more-mighty-more-mini-and-built-for-apple-intelligence/",
	),
	apple(
		"m4-32gb",
		"Apple M4, 32 GB",
		32,
		120,
		"https://www.apple.com/newsroom/2024/10/apples-new-mac-mini-is-more-mighty-more-mini-and-built-for-apple-intelligence/",
	),
	apple(
		"m4-pro-48gb",
		"Apple M4 Pro, 48 GB",
		48,
		273,
		"https://www.apple.com/newsroom/2024/10/apple-introduces-m4-pro-and-m4-max/",
	),
	apple(
		"m4-pro-64gb",
		"Apple M4 Pro, 64 GB",
		64,
		273,
		"https://www.apple.com/newsroom/2024/10/apple-introduces-m4-pro-and-m4-max/",
	),
	apple(
		"m4-max-36gb",
		"Apple M4 Max (14-core CPU), 36 GB",
		36,
		410,
		"https://www.apple.com/newsroom/2024/10/apple-introduces-m4-pro-and-m4-max/",
	),
	apple(
		"m4-max-128gb",
		"Apple M4 Max (16-core CPU), 128 GB",
		128,
		546,
		"https://www.apple.com/newsroom/2024/10/apple-introduces-m4-pro-and-m4-max/",
	),
	// CPU only: system RAM at dual-channel bandwidth.
	cpu(8, "DDR4-3200", 51.2),
	cpu(16, "DDR4-3200", 51.2),
	cpu(32, "DDR4-3200", 51.2),
	cpu(16, "DDR5-5600", 89.6),
	cpu(32, "DDR5-5600", 89.6),
	cpu(64, "DDR5-5600", 89.6),
	cpu(128, "DDR5-5600", 89.6),
];

const BY_ID: ReadonlyMap<string, Device> = new Map(DEVICES.map((d) => [d.id, d]));

export function getDevice(id: string): Device | undefined {
	return BY_ID.get(id);
}

/** Memory a model may occupy on the device. */
export function usableMemory(device: Device): number {
	return device.usableBytes ?? device.memoryBytes;
}

/**
 * The host a discrete GPU sits in, for layers that do not fit on the GPU (partial offload):
 * 32 GB of DDR5, a common desktop today. Estimates that know the real host take it as an option.
 */
export const DEFAULT_HOST: Device = getDevice("cpu-32gb-ddr5") as Device;
