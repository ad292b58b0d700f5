#!/usr/bin/env node
// The memory of indexing, phase by phase: `node bench/profile-indexing.mjs <catalogue.jsonl> <index.sqlite>`
// (after `npm run build`) builds the index in this process (removing an index there first) and
// prints, as each phase of the build ends (openModelDb's `phase`), the phase's peak RSS (Linux:
// /proc/self/status VmHWM, reset after each phase through /proc/self/clear_refs), the RSS and V8
// heap at its end, and its wall and CPU time.
// Not part of `npm run bench`: a tool for finding where the peak of indexing comes from.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { openModelDb } from "@hubkit/model-db";

const [source, dbPath] = process.argv.slice(2);
if (!source || !dbPath) {
	console.error("usage: node bench/profile-indexing.mjs <catalogue.jsonl> <index.sqlite>");
	process.exit(2);
}
const MB = 2 ** 20;
const status = () => readFileSync("/proc/self/status", "utf8");
const kb = (text, name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(text)?.[1] ?? 0) * 1024;
const resetPeak = () => writeFileSync("/proc/self/clear_refs", "5");
const cpuS = () => {
	const { user, system } = process.cpuUsage();
	return (user + system) / 1e6;
};
rmSync(dbPath, { force: true });
let wall = performance.now();
let cpu = cpuS();
let overall = 0;
const started = performance.now();
resetPeak();
const phase = (name) => {
	const text = status();
	const peak = kb(text, "VmHWM");
	overall = Math.max(overall, peak);
	const { heapUsed, external, arrayBuffers } = process.memoryUsage();
	console.log(
		`${name.padEnd(32)} peak ${(peak / MB).toFixed(0).padStart(5)} MB, end RSS ${(kb(text, "VmRSS") / MB).toFixed(0).padStart(5)} MB (heap ${(heapUsed / MB).toFixed(0)} MB, external ${(external / MB).toFixed(0)} MB, of it array buffers ${(arrayBuffers / MB).toFixed(0)} MB); ${((performance.now() - wall) / 1000).toFixed(1)} s, ${(cpuS() - cpu).toFixed(1)} s CPU`,
	);
	resetPeak();
	wall = performance.now();
	cpu = cpuS();
};
const { store } = openModelDb({ source, dbPath, log: (l) => console.log(l), phase });
phase("open");
console.log(`overall peak ${(overall / MB).toFixed(0)} MB in ${((performance.now() - started) / 1000).toFixed(1)} s`);
void store;
