// Hardware fit: one estimate (model × weight option × device), and the "runs on" filter over the
// sample catalogue and over a synthetic 100,000-record catalogue (the sample records repeated
// under new ids). The filter is hub-core's fitsFilter: models.filter(modelFits).
import { DEVICES, estimateModel, getDevice, modelFits, weightOptions } from "@hubkit/catalog/hardware";
import { SAMPLE_MODELS } from "@hubkit/sample-models";

const time = (fn) => {
	const t = performance.now();
	const out = fn();
	return { ms: performance.now() - t, out };
};

export default async function bench() {
	const sized = SAMPLE_MODELS.filter((m) => weightOptions(m).length > 0);
	const options = sized.reduce((n, m) => n + weightOptions(m).length, 0);

	// Per estimate: every option of every sized model on every device, at 8k context. One pass over
	// every device first, so the GPU, Mac and CPU paths are all compiled before the clock runs
	// (warming three GPUs only timed the compiler on the rest); then three passes, averaged.
	const PASSES = 3;
	let estimates = 0;
	for (const d of DEVICES) for (const m of sized) estimateModel(m, d, { context: 8192 }); // warm-up
	const est = time(() => {
		for (let i = 0; i < PASSES; i++) {
			for (const d of DEVICES) for (const m of sized) estimates += estimateModel(m, d, { context: 8192 }).length;
		}
	});

	const device = getDevice("rtx-4090");
	const filter = (models) => models.filter((m) => modelFits(m, device, { context: 8192 }));
	filter(SAMPLE_MODELS);
	const small = time(() => filter(SAMPLE_MODELS));

	const synthetic = [];
	for (let i = 0; synthetic.length < 100_000; i++) {
		const m = SAMPLE_MODELS[i % SAMPLE_MODELS.length];
		synthetic.push({ ...m, id: `${m.id}-${i}` });
	}
	const large = time(() => filter(synthetic));

	return {
		name: "fit",
		rows: [
			{
				metric: "estimate (model × option × device, 8k context)",
				value: (est.ms * 1000) / estimates,
				unit: "µs",
				note: `${estimates} estimates: ${PASSES} passes of ${sized.length} models with ${options} options × ${DEVICES.length} devices`,
			},
			{
				metric: "fits filter, sample catalogue (rtx-4090, 8k)",
				value: small.ms,
				unit: "ms",
				note: `${SAMPLE_MODELS.length} records, ${small.out.length} fit`,
			},
			{
				metric: "fits filter, synthetic catalogue (rtx-4090, 8k)",
				value: large.ms,
				unit: "ms",
				note: `${synthetic.length} records, ${large.out.length} fit`,
			},
		],
	};
}
