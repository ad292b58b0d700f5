import { describe, expect, it } from "vitest";
import {
	ALL_CLIENTS,
	CLIENTS,
	checkSnippetOptions,
	clientsOfLanguage,
	PROVIDER_IDS,
	SNIPPET_LANGUAGES,
} from "../src/options.js";

describe("snippet option values", () => {
	it("lists auto first, then the providers, and the clients of each language in order", () => {
		expect(PROVIDER_IDS[0]).toBe("auto");
		expect(PROVIDER_IDS).toContain("together");
		expect(PROVIDER_IDS.filter((p) => p === "auto")).toHaveLength(1);
		expect(SNIPPET_LANGUAGES).toEqual(["js", "python", "sh"]);
		expect(CLIENTS.sh).toEqual(["curl"]);
		expect(CLIENTS.python[0]).toBe("openai");
		expect(ALL_CLIENTS.filter((c) => c === "openai")).toHaveLength(1);
		expect(clientsOfLanguage()).toBe(ALL_CLIENTS);
		expect(clientsOfLanguage("js")).toBe(CLIENTS.js);
	});
});

describe("checkSnippetOptions", () => {
	it("defaults the provider to auto and keeps only the options given", () => {
		expect(checkSnippetOptions({})).toEqual({ ok: true, value: { provider: "auto" } });
		expect(
			checkSnippetOptions({ provider: "together", language: "python", client: "requests", billTo: "my-org" }),
		).toEqual({ ok: true, value: { provider: "together", language: "python", client: "requests", billTo: "my-org" } });
	});

	it("names the field and explains each refusal", () => {
		const refusals: [Parameters<typeof checkSnippetOptions>[0], string, string][] = [
			[{ provider: "nobody" }, "provider", `unknown provider: nobody (one of ${PROVIDER_IDS.join(", ")})`],
			[{ language: "ruby" }, "language", "language must be one of js, python, sh"],
			[
				{ language: "python", client: "curl" },
				"client",
				"unknown python client: curl (one of openai, huggingface_hub, fal_client, requests)",
			],
			[{ client: "telnet" }, "client", `unknown client: telnet (one of ${ALL_CLIENTS.join(", ")})`],
			[{ billTo: "org'; rm -rf ~" }, "billTo", "billTo must be a user or organisation name"],
			[{ billTo: "x".repeat(97) }, "billTo", "billTo must be a user or organisation name"],
			[{ endpointUrl: "javascript:alert(1)" }, "endpointUrl", "endpointUrl must be an http(s) URL"],
			[{ endpointUrl: "not a url" }, "endpointUrl", "endpointUrl must be an http(s) URL"],
			[{ endpointUrl: "https://u:p@x.example" }, "endpointUrl", "endpointUrl must not hold a user name or password"],
		];
		for (const [input, field, error] of refusals) {
			expect(checkSnippetOptions(input), JSON.stringify(input)).toEqual({ ok: false, field, error });
		}
	});

	it("uses the caller's names for fields in messages", () => {
		const names = { language: "--language", billTo: "--bill-to", endpointUrl: "--endpoint" };
		expect(checkSnippetOptions({ language: "ruby" }, names)).toMatchObject({
			error: "--language must be one of js, python, sh",
		});
		expect(checkSnippetOptions({ billTo: "a b" }, names)).toMatchObject({
			error: "--bill-to must be a user or organisation name",
		});
		expect(checkSnippetOptions({ endpointUrl: "ftp://x" }, names)).toMatchObject({
			error: "--endpoint must be an http(s) URL",
		});
	});
});
