import { fitBaseId, fitFacts } from "@hubkit/catalog/hardware";
import { getSampleModel } from "./dist/src/index.js";
for (const id of process.argv.slice(2)) { const m = getSampleModel(id); const b = fitBaseId(m); const f = fitFacts(m, b ? getSampleModel(b) : undefined); console.log(id, f ? f.options.map(o => `${o.quant}:${o.weightsBytes}`).join(",") : "UNSIZED"); }
