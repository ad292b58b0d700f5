/**
 * Library snippets of the science libraries (Chronos, Anemoi, the Google health foundation models,
 * tabular models): constants, each branch, hostile values.
 * The checks every generator keeps are in library-snippets-contract.test.ts.
 */
import { describe, expect, it } from "vitest";
import { SCIENCE_DEFAULTS, SCIENCE_SNIPPETS } from "../src/libraries/snippets/science.js";

import { familyChecks, one, programsFor } from "./helpers/library-snippets.js";

describe("science family", () => {
	familyChecks(SCIENCE_SNIPPETS, { language: () => "python", pythonNames: false });
});

describe("fallback texts, constants and branches", () => {
	it("tabular: SAP RPT-1 has a classifier and a regressor; FlexTab fetches its checkpoint", () => {
		const [clf, reg] = programsFor("sap-rpt-1-oss", { id: "SAP/sap-rpt-1-oss" });
		expect(clf).toContain("SAP_RPT_OSS_Classifier(max_context_size=8192, bagging=8)");
		expect(reg).toContain("SAP_RPT_OSS_Regressor(max_context_size=8192, bagging=8)");
		expect(one("flextab", { id: "SAP/flextab", siblings: [{ rfilename: "flextab.pt" }] })).toContain(
			'checkpoint_path = hf_hub_download("SAP/flextab", "flextab.pt")',
		);
	});

	it("science constants", () => {
		expect(SCIENCE_DEFAULTS).toEqual({ forecastHorizon: 12, quantiles: [0.1, 0.5, 0.9], anemoiLeadHours: 12 });
		expect(one("chronos-forecasting", {})).toContain("prediction_length=12,\n    quantile_levels=[0.1, 0.5, 0.9],");
		expect(one("anemoi", {})).toContain('SimpleRunner({"huggingface": "org/model"}, device="cuda")');
		// anemoi-inference 0.11+ names the keyword `input_states` (a single state is taken for a one-dataset checkpoint).
		expect(one("anemoi", {})).toContain("runner.run(input_states=input_state, lead_time=12)");
	});
});
