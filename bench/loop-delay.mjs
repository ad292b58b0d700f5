// Preloaded into a server the bench starts (`node --import ./bench/loop-delay.mjs main.js`, with an
// IPC channel): samples the event loop's delay with perf_hooks.monitorEventLoopDelay and answers
// the bench's "loop-delay" message with the longest stall since the last one (ms), then starts over.
// The server's own code is unchanged: what is measured is the process as it serves.
import { monitorEventLoopDelay } from "node:perf_hooks";

const histogram = monitorEventLoopDelay({ resolution: 10 });
histogram.enable();
if (process.send) {
	process.on("message", (message) => {
		if (message !== "loop-delay") return;
		process.send({ loopDelay: { maxMs: histogram.max / 1e6, p99Ms: histogram.percentile(99) / 1e6 } });
		histogram.reset();
	});
	// The IPC channel must not keep the server running once it is told to stop.
	process.channel?.unref();
}
