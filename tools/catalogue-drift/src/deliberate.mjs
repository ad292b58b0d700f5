/**
 * The one list of deliberate differences from the pinned reference release, each with its
 * reason. `key` is a difference key of compare.mjs. The drift test fails on a difference missing
 * here and on an entry here that no longer differs.
 * @type {readonly { key: string, reason: string }[]}
 */
export const DELIBERATE = [
	{
		key: "library:vui:repoUrl",
		reason:
			"github.com/vui-ai/vui is not Vui's repository: its source (and the 0.1.0 release the snippet pins) is github.com/fluxions-ai/vui",
	},
];
