/** The device, context and RAM pickers shared by the model page and the models list. */
import { formatContextLength, formatRamGiB, hardwareList } from "@hubkit/hub-core";
import { useId } from "react";
import { contextChoices, RAM_CHOICES, ramChoices } from "./fitState.js";

const KIND_LABELS = { gpu: "GPUs", apple: "Apple silicon (unified memory)", cpu: "CPU only (system RAM)" } as const;

export function DevicePicker({
	label,
	value,
	onChange,
	anyLabel,
}: {
	label: string;
	value: string;
	onChange: (id: string) => void;
	/** Offers an empty choice with this label (the list's "any device"). */
	anyLabel?: string;
}) {
	const id = useId();
	const devices = hardwareList();
	return (
		<div className="field">
			<label htmlFor={id}>{label}</label>
			<select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
				{anyLabel !== undefined ? <option value="">{anyLabel}</option> : null}
				{(Object.keys(KIND_LABELS) as (keyof typeof KIND_LABELS)[]).map((kind) => (
					<optgroup key={kind} label={KIND_LABELS[kind]}>
						{devices
							.filter((d) => d.kind === kind)
							.map((d) => (
								<option key={d.id} value={d.id}>
									{d.label}
								</option>
							))}
					</optgroup>
				))}
			</select>
		</div>
	);
}

export function ContextPicker({
	value,
	onChange,
	disabled,
	describedBy,
}: {
	value: number;
	onChange: (tokens: number) => void;
	disabled?: boolean;
	/** The id of a text saying why the context cannot be changed (read with the picker). */
	describedBy?: string;
}) {
	const id = useId();
	return (
		<div className="field">
			<label htmlFor={id}>Context length</label>
			<select
				id={id}
				value={value}
				disabled={disabled}
				aria-describedby={describedBy}
				onChange={(e) => onChange(Number(e.target.value))}
			>
				{contextChoices(value).map((n) => (
					<option key={n} value={n}>
						{formatContextLength(n)} tokens
					</option>
				))}
			</select>
		</div>
	);
}

/** The system RAM a GPU's offloaded layers go to (the API's `ram`), in GB as RAM is sold. */
export function RamPicker({
	value,
	onChange,
	describedBy,
	label = "System RAM",
	noneLabel,
	disabled,
}: {
	/** GB; 0 for the empty choice. */
	value: number;
	/** GB; 0 when the empty choice is picked. */
	onChange: (gb: number) => void;
	/** The id of the text stating what the RAM is assumed for. */
	describedBy?: string;
	label?: string;
	/** Offers an empty choice with this label (the list's "whole on the device"). */
	noneLabel?: string;
	disabled?: boolean;
}) {
	const id = useId();
	return (
		<div className="field">
			<label htmlFor={id}>{label}</label>
			<select
				id={id}
				value={value}
				disabled={disabled}
				aria-describedby={describedBy}
				onChange={(e) => onChange(Number(e.target.value))}
			>
				{noneLabel !== undefined ? <option value={0}>{noneLabel}</option> : null}
				{ramChoices(value || RAM_CHOICES[0]).map((gb) => (
					<option key={gb} value={gb}>
						{noneLabel !== undefined ? `with offload to ${formatRamGiB(gb)} RAM` : formatRamGiB(gb)}
					</option>
				))}
			</select>
		</div>
	);
}
