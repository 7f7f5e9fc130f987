/** Slideshow steps (spec 002 §4): next and previous wrap around at both ends. */
export function stepSlide(index: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + delta) % count) + count) % count;
}

/** The slide's visit date, as the slideshow shows it (the locale's short format, spec 002 §9). */
export function slideDate(checkinTime: string | null | undefined, expected: string | null | undefined): string {
  const value = checkinTime ?? expected;
  if (!value) return '';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? '' : d.toLocaleDateString();
}
