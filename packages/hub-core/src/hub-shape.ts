/**
 * A record as a hub's model API writes it, read into the shape the record type describes: a field
 * the hub answers as `null` is absent, and `inferenceProviderMapping` keyed by provider (how the
 * hub answers `expand[]=inferenceProviderMapping`) is the list of entries. The upstream client
 * (hub.ts) and catalogue files (catalogue-file.ts, which may hold saved hub answers) both read
 * records through it, before parseModelRecord.
 */

/** `{ together: { providerId, task, status } }` → `[{ provider: "together", providerId, task, status }]`. */
function mappingList(value: unknown): unknown {
	if (!value || typeof value !== "object" || Array.isArray(value)) return value;
	return Object.entries(value as Record<string, unknown>).map(([provider, entry]) =>
		entry && typeof entry === "object" ? { provider, ...(entry as object) } : entry,
	);
}

/** `json` in the record type's shape: a copy when something changes, else `json` itself. */
export function fromHubShape(json: unknown): unknown {
	if (!json || typeof json !== "object" || Array.isArray(json)) return json;
	const fields = json as Record<string, unknown>;
	const mapping = fields.inferenceProviderMapping;
	const keyed = mapping !== null && typeof mapping === "object" && !Array.isArray(mapping);
	// Most records need neither change: they are kept as they are, not copied.
	if (!keyed && !Object.values(fields).includes(null)) return json;
	const record: Record<string, unknown> = {};
	for (const [key, value] of Object.entries(fields)) if (value !== null) record[key] = value;
	if (keyed) record.inferenceProviderMapping = mappingList(mapping);
	return record;
}
