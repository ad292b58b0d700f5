/**
 * A model's tags, the first TAGS_SHOWN of them and more on request. A catalogue of one's own may
 * give a record any number of tags (indexing takes a million); a list element each would stall
 * the page, so the page grows by TAGS_STEP at a time.
 */
import { useId, useState } from "react";

export const TAGS_SHOWN = 100;
export const TAGS_STEP = 1000;

const number = new Intl.NumberFormat("en");

export function Tags({ tags }: { tags: readonly string[] }) {
	const [shown, setShown] = useState(TAGS_SHOWN);
	const listId = useId();
	if (tags.length === 0) return null;
	const hidden = tags.length - shown;
	return (
		<>
			<ul className="tags" aria-label="Tags" id={listId}>
				{tags.slice(0, shown).map((tag, i) => (
					// Position as key: a record may repeat a tag.
					// biome-ignore lint/suspicious/noArrayIndexKey: the list is only ever cut, never reordered
					<li key={i}>{tag}</li>
				))}
			</ul>
			{hidden > 0 ? (
				<button type="button" className="tags-more" aria-controls={listId} onClick={() => setShown(shown + TAGS_STEP)}>
					{hidden > TAGS_STEP
						? `Show ${number.format(TAGS_STEP)} more tags (${number.format(hidden)} not shown)`
						: `Show ${number.format(hidden)} more ${hidden === 1 ? "tag" : "tags"}`}
				</button>
			) : null}
		</>
	);
}
