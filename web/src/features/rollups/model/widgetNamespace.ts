/**
 * /dashboard/roll-ups/from-widget/{widgetNamespace} (spec 002 §2, §3): the browser keeps each widget's
 * namespace mapped to its widget id ('Stored in the browser'). The dashboard pages that write the map are not
 * built yet; this module owns its key so they write it here. A namespace of digits alone is read as the id.
 */
const keyOf = (namespace: string) => `svr.widgetNamespace.${namespace}`;

export function rememberWidgetNamespace(storage: Storage, namespace: string, widgetId: number): void {
  try {
    storage.setItem(keyOf(namespace), String(widgetId));
  } catch {
    // Refused storage: the from-widget page then cannot find the widget.
  }
}

export function widgetIdOf(storage: Storage, namespace: string): number | null {
  let stored: string | null = null;
  try {
    stored = storage.getItem(keyOf(namespace));
  } catch {
    stored = null;
  }
  const raw = stored ?? (/^\d+$/.test(namespace) ? namespace : null);
  const id = Number(raw);
  return raw !== null && Number.isInteger(id) && id > 0 ? id : null;
}
