/** A day as the app's date inputs take it typed (MM/DD/YYYY, local time), for the e2e tests and the screenshots. */
const pad = (n: number) => String(n).padStart(2, '0');
export const mmddyyyy = (d: Date) => `${pad(d.getMonth() + 1)}/${pad(d.getDate())}/${d.getFullYear()}`;
