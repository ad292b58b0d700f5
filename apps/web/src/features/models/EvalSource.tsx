/**
 * Where an evaluation figure comes from, as the model page's results and the leaderboards show it:
 * its badge (verified, self-reported or curated), the link where it can be checked, the day of the
 * evaluation when known and, for a curated figure, the day Hubkit read it there.
 */
export function EvalSource({
	badge,
	title,
	sourceUrl,
	date,
	checked,
}: {
	badge: "verified" | "self-reported" | "curated";
	/** What the badge means in more words (a tooltip). */
	title?: string;
	sourceUrl?: string;
	date?: string;
	checked?: string;
}) {
	return (
		<>
			<span className="eval-source" data-source={badge} title={title}>
				{badge}
			</span>
			{sourceUrl ? (
				<>
					{" "}
					<a href={sourceUrl} rel="noreferrer">
						source
					</a>
				</>
			) : null}
			{date ? <span className="muted eval-where">{date}</span> : null}
			{checked ? <span className="muted eval-where">read {checked}</span> : null}
		</>
	);
}
