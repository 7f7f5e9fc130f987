/**
 * Widget image download (spec 002 §4, §9): the icons are hidden, the page waits five seconds, then a PNG named
 * after the widget's title is saved.
 */
export const DOWNLOAD_DELAY_MS = 5000;

/** The saved file's name: the widget title, with characters file systems refuse replaced, and '.png'. */
export function pngFileName(title: string): string {
  const safe = title
    .replace(/[\\/:*?"<>|]/g, '_')
    .replace(/\s+/g, ' ')
    .trim();
  return `${safe || 'widget'}.png`;
}
