// Loaded with `node --import` by the snippet lab (through NODE_OPTIONS): sends every https
// request a snippet makes with the global fetch (the openai and @huggingface/inference
// clients use it too) to the lab's recording server on 127.0.0.1, keeping the original
// scheme, host, path and query in the path. The snippet itself runs unmodified.
const target = process.env.SNIPPET_LAB_TARGET;
if (target) {
	const original = globalThis.fetch;
	const rewrite = (url) => {
		const m = /^(https?):\/\/(.*)$/s.exec(url);
		if (!m || url.startsWith(target)) return url;
		return `${target}/_/${m[1]}/${m[2]}`;
	};
	globalThis.fetch = function labFetch(input, init) {
		if (typeof input === "string") return original(rewrite(input), init);
		if (input instanceof URL) return original(rewrite(input.href), init);
		if (input instanceof Request) return original(new Request(rewrite(input.url), input), init);
		return original(input, init);
	};
}
