// Invented client names and how each wordmark is drawn.
export type LogoMark = 'circle' | 'square' | 'diamond' | 'hexagon' | 'triangle' | 'ring';

export type LogoType = 'sans' | 'serif' | 'wide';

export interface ClientLogo {
  name: string;
  mark: LogoMark;
  type: LogoType;
}

const MARKS: LogoMark[] = ['circle', 'square', 'diamond', 'hexagon', 'triangle', 'ring'];
const TYPES: LogoType[] = ['sans', 'serif', 'wide'];

const NAMES = [
  'Alderline Health',
  'Brightwater Capital',
  'Cobalt Ridge',
  'Driftwood Analytics',
  'Ember & Oak',
  'Fernhill Energy',
  'Granite Harbor',
  'Halcyon Labs',
  'Ironbark Systems',
  'Juniper Freight',
  'Kestrel Bank',
  'Lumen Assembly',
  'Meridian Care',
  'Nimbus Retail',
  'Orchard Street',
  'Pinecrest Mutual',
  'Quarry Works',
  'Redwood Transit',
  'Saltmarsh Foods',
  'Tidewater Insurance',
  'Umbra Software',
  'Vantage Clinics',
  'Willowgate',
  'Zephyr Mobility',
];

// Rotating shapes by 5 and lettering by 2 keeps neighbours in a 3- or 4-column grid from looking alike.
export const CLIENT_LOGOS: ClientLogo[] = NAMES.map((name, i) => ({
  name,
  mark: MARKS[(i * 5) % MARKS.length] ?? 'circle',
  type: TYPES[(i * 2) % TYPES.length] ?? 'sans',
}));
