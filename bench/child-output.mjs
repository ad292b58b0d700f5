/**
 * Waits for a line of a child process's output (a server's "listening" line); resolves with the
 * match and the output so far. What the child writes after it (a server's request log) is read
 * and dropped: matching the whole output again on every chunk took the bench process, which is
 * also the load generator, more CPU with every request.
 */
export function waitForOutput(child, pattern) {
	return new Promise((resolve, reject) => {
		let out = "";
		let found = false;
		child.stdout.on("data", (chunk) => {
			if (found) return;
			out += chunk;
			const match = pattern.exec(out);
			if (!match) return;
			found = true;
			resolve({ match, out });
		});
		child.once("exit", (code) => {
			if (!found) reject(new Error(`exited with ${code} before ${pattern}: ${out}`));
		});
	});
}
