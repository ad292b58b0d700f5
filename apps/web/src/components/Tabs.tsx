/**
 * Tabs following the WAI-ARIA tabs pattern: a tablist of buttons (roving tabindex, arrow keys,
 * Home/End select and focus the neighbour), and one tabpanel labelled by the selected tab.
 * The selected id is controlled by the caller, so it can live in the URL.
 */
import { type KeyboardEvent, type ReactNode, useId, useRef } from "react";

export interface TabItem {
	id: string;
	label: ReactNode;
}

export interface TabsProps {
	/** Accessible name of the tab list, e.g. "Language". */
	label: string;
	tabs: readonly TabItem[];
	selected: string;
	onSelect: (id: string) => void;
	children: ReactNode;
	className?: string;
}

export function Tabs({ label, tabs, selected, onSelect, children, className }: TabsProps) {
	const base = useId();
	const refs = useRef(new Map<string, HTMLButtonElement>());
	const current = tabs.some((t) => t.id === selected) ? selected : tabs[0]?.id;
	const tabId = (id: string) => `${base}-tab-${id}`;
	const panelId = `${base}-panel`;

	const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
		const last = tabs.length - 1;
		const target =
			event.key === "ArrowRight"
				? index === last
					? 0
					: index + 1
				: event.key === "ArrowLeft"
					? index === 0
						? last
						: index - 1
					: event.key === "Home"
						? 0
						: event.key === "End"
							? last
							: -1;
		if (target < 0) return;
		event.preventDefault();
		const tab = tabs[target];
		if (!tab) return;
		onSelect(tab.id);
		refs.current.get(tab.id)?.focus();
	};

	return (
		<div className={className ? `tabs ${className}` : "tabs"}>
			<div role="tablist" aria-label={label} className="tablist">
				{tabs.map((tab, index) => (
					<button
						key={tab.id}
						ref={(el) => {
							if (el) refs.current.set(tab.id, el);
							else refs.current.delete(tab.id);
						}}
						type="button"
						role="tab"
						id={tabId(tab.id)}
						aria-selected={tab.id === current}
						aria-controls={panelId}
						tabIndex={tab.id === current ? 0 : -1}
						onClick={() => onSelect(tab.id)}
						onKeyDown={(e) => move(e, index)}
					>
						{tab.label}
					</button>
				))}
			</div>
			<div role="tabpanel" id={panelId} aria-labelledby={current ? tabId(current) : undefined} className="tabpanel">
				{children}
			</div>
		</div>
	);
}
