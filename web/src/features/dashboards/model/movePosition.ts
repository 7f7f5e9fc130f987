/**
 * 'Move Widget To A New Position' (spec 002 §4, §5 Other): the position is an integer from 1 to the number of
 * widgets. What the field holds after each edit: non-numeric input is cleared, out-of-range input is ignored
 * (the field keeps what it had), and an empty field cannot be confirmed.
 */
export function nextPositionInput(previous: string, typed: string, count: number): string {
  if (typed === '') return '';
  if (!/^\d+$/.test(typed)) return '';
  const position = Number(typed);
  if (position < 1 || position > count) return previous;
  return String(position);
}

/** The position to send on Confirm, or null when the field cannot be confirmed. */
export function confirmedPosition(input: string, count: number): number | null {
  if (!/^\d+$/.test(input)) return null;
  const position = Number(input);
  return position >= 1 && position <= count ? position : null;
}
