import { defineConfig } from "vitest/config";

// Tests import workspace packages from their TypeScript sources (the "@hubkit/source"
// export condition), so a unit test never depends on a stale build.
export default defineConfig({
	resolve: { conditions: ["@hubkit/source"] },
	ssr: { resolve: { conditions: ["@hubkit/source"] } },
	test: {
		include: ["{packages,apps,tools,bench}/*/test/**/*.test.{ts,tsx}"],
		exclude: ["**/node_modules/**", "**/dist/**"],
		testTimeout: 60_000,
		hookTimeout: 180_000,
	},
});
