/** Terminal styling: ANSI colour only when stdout is a terminal and NO_COLOR is not set. */
export interface Style {
	bold(s: string): string;
	dim(s: string): string;
	cyan(s: string): string;
	green(s: string): string;
	yellow(s: string): string;
}

const wrap = (open: number, close: number) => (s: string) => `\u001b[${open}m${s}\u001b[${close}m`;

const COLOUR: Style = {
	bold: wrap(1, 22),
	dim: wrap(2, 22),
	cyan: wrap(36, 39),
	green: wrap(32, 39),
	yellow: wrap(33, 39),
};

const PLAIN: Style = { bold: (s) => s, dim: (s) => s, cyan: (s) => s, green: (s) => s, yellow: (s) => s };

/** https://no-color.org: any non-empty NO_COLOR turns colour off. */
export function styleFor(isTTY: boolean, env: Readonly<Record<string, string | undefined>>): Style {
	return isTTY && !env.NO_COLOR ? COLOUR : PLAIN;
}
