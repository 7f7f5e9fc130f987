/** The names, cities and retailers the demo draws from, and the 60 stores its visits take place in. */

export const retailers = ['Target', 'Walmart', 'Best Buy', 'Ulta Beauty', "Macy's", 'Kroger', 'Walgreens', 'CVS'];
export const cities: [string, string, string][] = [
  ['Chicago', 'IL', '60601'],
  ['Dallas', 'TX', '75201'],
  ['Atlanta', 'GA', '30303'],
  ['Denver', 'CO', '80202'],
  ['Seattle', 'WA', '98101'],
  ['Boston', 'MA', '02108'],
  ['Phoenix', 'AZ', '85004'],
  ['Miami', 'FL', '33130'],
  ['Columbus', 'OH', '43215'],
  ['Portland', 'OR', '97204'],
];
export const firstNames = [
  'Jordan',
  'Taylor',
  'Morgan',
  'Avery',
  'Quinn',
  'Riley',
  'Jamie',
  'Cameron',
  'Drew',
  'Skyler',
  'Parker',
  'Reese',
  'Rowan',
  'Emerson',
  'Finley',
  'Harper',
  'Logan',
  'Sage',
];
export const lastNames = [
  'Nguyen',
  'Garcia',
  'Smith',
  'Patel',
  'Johnson',
  'Kim',
  'Brown',
  'Lopez',
  'Walker',
  'Young',
  'Hall',
  'Rivera',
  'Clark',
  'Lewis',
];

export interface Store {
  retailer: string;
  doorNumber: string;
  doorLocation: string;
  city: string;
  state: string;
  zip: string;
  address1: string;
  lat: number;
  lng: number;
}

/** The demo's stores: every retailer in every city, each with its door number, address and position. */
export function demoStores(): Store[] {
  return Array.from({ length: 60 }, (_, i) => {
    const [city, state, zip] = cities[i % cities.length];
    return {
      retailer: retailers[i % retailers.length],
      doorNumber: String(1000 + i * 17),
      doorLocation: `${city} ${['Downtown', 'Northgate', 'Riverside', 'Plaza', 'Midtown', 'Westfield'][i % 6]}`,
      city,
      state,
      zip,
      address1: `${100 + i * 3} Main St`,
      lat: 30 + (i % 17),
      lng: -120 + (i % 40),
    };
  });
}
