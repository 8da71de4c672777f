// Brands are data: everything that changes between the cruise and the tour brand lives here.
// The brand is chosen per request host ('tour.' / 'cruise.' prefix), else the configured default.
//
// One rule says which brand speaks where, because a host may show a booking of the other brand
// (the cruise site lists the lead's Peru tour too):
// - the chrome (logo, header, footer, page-title suffix, greetings, banners) is the HOST's brand;
// - a document about a booking (visa letter, invoice, credit note) is on the BOOKING's own brand's
//   letterhead: that company sold the trip (documentBrand);
// - the words 'Cruise' / 'Tour' for a booking follow its PRODUCT's kind, whatever the host
//   ('Your Tour', 'Booking #id' for a tour; 'Your Cruise', 'Cruise #id' for a cruise: bookingWords).
export type BrandId = 'cruise' | 'tour' | 'medical';
export type ProductKind = 'cruise' | 'tour';

export type Brand = {
  id: BrandId;
  company: string; // company name as used in '{company} Chat', 'Welcome to <company>!'
  siteUrl: string; // where the logo links
  logoPath: string; // under /brands/
  tagline: string;
  productKind: ProductKind; // what this brand sells: its bookings' 'Cruise' / 'Tour' words
  greeting: string; // invitation page
  /** The installed app's label under its icon (the web app manifest's short_name). */
  shortName: string;
  themeColor: string; // the header, the browser's toolbar and the installed app's title bar
  /** The installed app's splash screen behind the icon: the brand's light tint. */
  backgroundColor: string;
  accentColor: string;
  /** Where the app icons, shortcut icons and install screenshots of this brand are (public/). */
  iconFolder: string;
  screenshotFolder: string;
  contact: { email: string; phone: string; salesEmail: string; reservationsEmail: string };
  termsUrl: string;
  privacyUrl: string;
  footerLinks: { label: string; href: string }[];
  offersThirdPaymentMethod: boolean;
};

export const BRANDS: Record<BrandId, Brand> = {
  cruise: {
    id: 'cruise',
    company: 'Gangway Sailing',
    siteUrl: 'https://sailing.gangway.example',
    logoPath: '/brands/cruise-logo.png',
    tagline: 'Small ships, open seas',
    productKind: 'cruise',
    greeting: 'Hi there, sailor!',
    shortName: 'Sailing',
    themeColor: '#0b3954',
    backgroundColor: '#e6eef3',
    accentColor: '#e0a526',
    iconFolder: '/icons/cruise',
    screenshotFolder: '/screenshots/cruise',
    contact: {
      email: 'hello@sailing.gangway.example',
      phone: '+44 20 7946 0018',
      salesEmail: 'sales@sailing.gangway.example',
      reservationsEmail: 'reservations@sailing.gangway.example',
    },
    termsUrl: 'https://sailing.gangway.example/terms',
    privacyUrl: 'https://sailing.gangway.example/privacy',
    footerLinks: [
      { label: 'Destinations', href: 'https://sailing.gangway.example/destinations' },
      { label: 'Our fleet', href: 'https://sailing.gangway.example/fleet' },
      { label: 'FAQ', href: 'https://sailing.gangway.example/faq' },
    ],
    offersThirdPaymentMethod: true,
  },
  tour: {
    id: 'tour',
    company: 'Gangway Tours',
    siteUrl: 'https://tours.gangway.example',
    logoPath: '/brands/tour-logo.png',
    tagline: 'Group adventures on land',
    productKind: 'tour',
    greeting: 'Hi there, traveller!',
    shortName: 'Tours',
    themeColor: '#1d4d2b',
    backgroundColor: '#e8f1ea',
    accentColor: '#f07b3f',
    iconFolder: '/icons/tour',
    screenshotFolder: '/screenshots/tour',
    contact: {
      email: 'hello@tours.gangway.example',
      phone: '+44 20 7946 0027',
      salesEmail: 'sales@tours.gangway.example',
      reservationsEmail: 'reservations@tours.gangway.example',
    },
    termsUrl: 'https://tours.gangway.example/terms',
    privacyUrl: 'https://tours.gangway.example/privacy',
    footerLinks: [
      { label: 'Tours', href: 'https://tours.gangway.example/tours' },
      { label: 'Group travel', href: 'https://tours.gangway.example/groups' },
      { label: 'FAQ', href: 'https://tours.gangway.example/faq' },
    ],
    offersThirdPaymentMethod: true,
  },
  // Behind a flag that is off by default: only chosen when MEDICAL_BRAND_ENABLED and the host asks for it.
  medical: {
    id: 'medical',
    company: 'Gangway Medical Voyages',
    siteUrl: 'https://medical.gangway.example',
    logoPath: '/brands/cruise-logo.png',
    tagline: 'Care at sea',
    productKind: 'cruise',
    greeting: 'Hi there, sailor!',
    shortName: 'Medical',
    themeColor: '#23395b',
    backgroundColor: '#e9edf3',
    accentColor: '#5fb49c',
    iconFolder: '/icons/cruise',
    screenshotFolder: '/screenshots/cruise',
    contact: {
      email: 'hello@medical.gangway.example',
      phone: '+44 20 7946 0035',
      salesEmail: 'sales@medical.gangway.example',
      reservationsEmail: 'reservations@medical.gangway.example',
    },
    termsUrl: 'https://medical.gangway.example/terms',
    privacyUrl: 'https://medical.gangway.example/privacy',
    footerLinks: [],
    offersThirdPaymentMethod: false,
  },
};

/** The first label of a brand host (tour.example.com) and the brand it picks. */
const BRAND_HOST_LABELS = new Map<string, BrandId>([
  ['tour', 'tour'],
  ['tours', 'tour'],
  ['cruise', 'cruise'],
  ['sailing', 'cruise'],
  ['medical', 'medical'],
]);

/** The brand a host's first label names, if the host has more labels after it. */
export function brandOfHostLabel(hostname: string): BrandId | undefined {
  const [label, ...rest] = hostname.toLowerCase().split('.');
  return rest.length > 0 && label ? BRAND_HOST_LABELS.get(label) : undefined;
}

export function brandIdForHost(host: string, fallback: BrandId, medicalEnabled = false): BrandId {
  const brand = brandOfHostLabel(host.split(':')[0] ?? '');
  if (brand && (brand !== 'medical' || medicalEnabled)) return brand;
  return fallback === 'medical' && !medicalEnabled ? 'cruise' : fallback;
}

/** Page titles: '<Page> | <brand>™'. */
export const pageTitle = (page: string, brand: Brand) => `${page} | ${brand.company}™`;

/** The brand whose letterhead a document about this booking carries: the booking's own. */
export const documentBrand = (booking: { brand: BrandId }): Brand => BRANDS[booking.brand];

/** A booking's product kind: a booking's brand is its product's, and each brand sells one kind. */
export const productKind = (booking: { brand: BrandId }): ProductKind => BRANDS[booking.brand].productKind;

const WORDS = {
  cruise: { noun: 'Cruise', headerPrefix: 'Cruise' },
  tour: { noun: 'Tour', headerPrefix: 'Booking' },
} as const;

/**
 * How a booking is named, from its product's kind: the page and navigation read
 * 'Your Cruise' / 'Your Tour', the header title 'Cruise #id' / 'Booking #id'.
 */
export function bookingWords(booking: { id: number; brand: BrandId }) {
  const words = WORDS[productKind(booking)];
  return { noun: words.noun, yourTrip: `Your ${words.noun}`, headerTitle: `${words.headerPrefix} #${booking.id}` };
}
