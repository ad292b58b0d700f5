/** "Does this file count as a download?": runs countsAsDownload from @hubkit/catalog on what the user types. */
import { countsAsDownload } from "@hubkit/catalog";
import { useId, useState } from "react";

export const COUNTS_TEXT = "Yes: downloading this file counts as a download of the model.";
export const NOT_COUNTS_TEXT = "No: this file does not count as a download.";

export function DownloadCheck({ libraryId, rule }: { libraryId: string; rule?: string }) {
	const [path, setPath] = useState("");
	const id = useId();
	const trimmed = path.trim();
	return (
		<section className="download-check">
			<h2>Does this file count as a download?</h2>
			<p>
				{rule ? (
					<>
						This library counts a download when a file matches <code>{rule}</code>.
					</>
				) : (
					"This library uses the hub's default rule (its main weight and config files)."
				)}
			</p>
			<label htmlFor={id}>File path in the repository</label>
			<input
				id={id}
				value={path}
				onChange={(e) => setPath(e.target.value)}
				placeholder="e.g. config.json"
				spellCheck={false}
				autoComplete="off"
			/>
			<output htmlFor={id} aria-live="polite" className="download-answer">
				{trimmed === "" ? "" : countsAsDownload(libraryId, trimmed) ? COUNTS_TEXT : NOT_COUNTS_TEXT}
			</output>
		</section>
	);
}
