/** A button that copies text to the clipboard and says "Copied" for two seconds. */
import { useEffect, useRef, useState } from "react";

export const COPY_LABEL = "Copy";
export const COPIED_LABEL = "Copied";
export const COPY_FAILED_LABEL = "Copy failed";
/** How long the button says "Copied" (or "Copy failed"). */
export const COPIED_FOR_MS = 2000;

export function CopyButton({ text }: { text: string }) {
	const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
	const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
	useEffect(() => () => clearTimeout(timer.current), []);
	// The same button is reused when a tab swaps the code under it: "Copied" would then claim a
	// text that is not on the clipboard, so a new text starts from "Copy".
	// biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose whenever the text changes.
	useEffect(() => {
		clearTimeout(timer.current);
		setState("idle");
	}, [text]);

	const copy = async () => {
		clearTimeout(timer.current);
		try {
			await navigator.clipboard.writeText(text);
			setState("copied");
		} catch {
			setState("failed");
		}
		timer.current = setTimeout(() => setState("idle"), COPIED_FOR_MS);
	};

	return (
		<button type="button" className="copy" onClick={copy} data-state={state}>
			<span aria-live="polite">
				{state === "copied" ? COPIED_LABEL : state === "failed" ? COPY_FAILED_LABEL : COPY_LABEL}
			</span>
		</button>
	);
}
