// CSV as spreadsheets read it (RFC 4180): a field with a comma, a quote or a line break is quoted, its quotes doubled;
// a field that a spreadsheet would take for a formula (=, +, -, @, a tab or a carriage return first) is prefixed with a
// quote mark, so an exported post's text never runs as one (OWASP's "CSV injection"). Pure.
import "server-only";

const FORMULA = /^[=+\-@\t\r]/;

function field(value: string | number | null): string {
  if (value === null) return "";
  if (typeof value === "number") return String(value);
  const safe = FORMULA.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The header and the rows, each line ended by CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  return [header, ...rows].map((row) => `${row.map(field).join(",")}\r\n`).join("");
}
