// The demo catalogue: three cruise-brand products and two tour-brand products, each direction with
// its itinerary, FAQs, pre-departure information and visa-letter facts. Image URLs are same-origin.
import type { BrandId, Faq, ItineraryDay } from '../schema.ts';

export type DirectionKey =
  | 'greekCyclades'
  | 'croatiaSouth'
  | 'croatiaNorth'
  | 'bviRoundTrip'
  | 'peruIncaTrail'
  | 'moroccoSahara';
export type ProductKey = 'greekIslands' | 'croatiaCruise' | 'bviCharter' | 'peruTour' | 'moroccoTour';

export type ProductContent = {
  key: ProductKey;
  brand: BrandId;
  name: string;
  image: string;
  directions: DirectionContent[];
};

export type DirectionContent = {
  key: DirectionKey;
  name: string;
  itinerary: ItineraryDay[];
  faqs: Faq[];
  preDepartureInfo: string | null;
  facebookGroupUrl: string | null;
  departurePoint: string;
  finishPoint: string;
  itineraryDestinations: string;
  itineraryDetails: string;
  visaLetterAvailable: boolean;
};

const days = (entries: [string, string][]): ItineraryDay[] =>
  entries.map(([title, description], index) => ({ day: index + 1, title, description }));

const SAILING_FAQS: Faq[] = [
  {
    question: 'Do I need sailing experience?',
    answer: 'No. Our skippers and crew sail the boat; you are welcome to help with the ropes or the helm if you like.',
  },
  {
    question: 'What should I pack?',
    answer:
      'Soft luggage only (hard suitcases do not fit in the cabins), swimwear, a light waterproof, reef-safe sun cream and non-marking deck shoes.',
  },
  {
    question: 'Is there Wi-Fi on board?',
    answer: 'Each boat has a 4G router with a fair-use allowance; coverage between islands can be patchy.',
  },
  {
    question: 'Can you cater for dietary requirements?',
    answer: 'Yes. Add them to your passenger details or message us at least 30 days before departure.',
  },
];

const TOUR_FAQS: Faq[] = [
  {
    question: 'How fit do I need to be?',
    answer: 'You should be comfortable walking 4 to 6 hours a day on uneven ground. Each day has an easier option.',
  },
  {
    question: 'How big are the groups?',
    answer: 'Between 8 and 16 travellers with one of our local tour leaders.',
  },
  {
    question: 'Are flights included?',
    answer: 'International flights are not included. All internal transport listed in the itinerary is.',
  },
  {
    question: 'Can I join on my own?',
    answer: 'Absolutely; about a third of our travellers do. Room-share is arranged, or add a single supplement.',
  },
];

const preDeparture = (title: string, items: string[]) =>
  `<h3>${title}</h3><ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul><p>Questions? Reply in the booking's Messages tab and our team will get back to you within one working day.</p>`;

export const CATALOGUE: ProductContent[] = [
  {
    key: 'greekIslands',
    brand: 'cruise',
    name: 'Greek Islands Sailing',
    image: '/images/products/greek-islands.webp',
    directions: [
      {
        key: 'greekCyclades',
        name: 'Cyclades: Athens to Santorini',
        itinerary: days([
          ['Athens (Lavrio)', 'Board at Lavrio marina from 4 pm, meet your skipper and crew, welcome drinks on deck.'],
          ['Kea', 'Morning sail to Kea and a swim stop in Otzias bay; dinner in the harbour tavernas of Vourkari.'],
          ['Syros', "Sail to Ermoupoli, the Cyclades' grand neoclassical capital; evening walk up to Ano Syros."],
          ['Mykonos', 'Beach stops on the south coast, then an evening in Little Venice at sunset.'],
          ['Paros', 'Explore Naoussa and Parikia, or rent a scooter for the marble villages.'],
          ['Ios', 'Swim at Manganari beach; the famous nightlife is optional.'],
          ['Santorini', 'Sail into the caldera; sunset from Oia for those who wish.'],
          ['Santorini (Vlychada)', 'Breakfast on board and disembark by 10 am.'],
        ]),
        faqs: SAILING_FAQS,
        preDepartureInfo: preDeparture('Before you sail', [
          'Boarding is from 4 pm on day 1 at Lavrio marina, pontoon C. Taxis from Athens airport take 40 minutes.',
          'Your skipper is Nikos Papadakis, +30 694 000 1234 (WhatsApp).',
          'The kitty (around €250 per person) covers shared food on board, fuel and harbour fees.',
          'Bring your passport: the port police check it at boarding.',
        ]),
        facebookGroupUrl: 'https://www.facebook.com/groups/gangway-greek-islands',
        departurePoint: 'Lavrio marina, Athens, Greece',
        finishPoint: 'Vlychada marina, Santorini, Greece',
        itineraryDestinations: 'Athens, Kea, Syros, Mykonos, Paros, Ios, Santorini',
        itineraryDetails:
          'An 8-day skippered sailing voyage through the Cyclades islands of Greece, sleeping on board and stopping each night in a different island harbour.',
        visaLetterAvailable: true,
      },
    ],
  },
  {
    key: 'croatiaCruise',
    brand: 'cruise',
    name: 'Croatia Small-Ship Cruise',
    image: '/images/products/croatia.webp',
    directions: [
      {
        key: 'croatiaSouth',
        name: 'Split to Dubrovnik',
        itinerary: days([
          ['Split', "Embark from 2 pm at Split's ferry port; welcome dinner on board."],
          ['Hvar', 'Morning cruise to Hvar town; climb to the Spanish fortress for the view.'],
          ['Vis', 'Blue Cave excursion and a swim in Stiniva cove.'],
          ['Korčula', "Guided walk through Marco Polo's walled town; moreška sword dance in the evening."],
          ['Mljet', 'Cycle or kayak around the salt lakes of Mljet National Park.'],
          ['Šipan', 'Elaphiti islands swim stops and a lazy lunch in Šipanska Luka.'],
          ['Dubrovnik', 'Walk the city walls before the crowds arrive; captain’s farewell dinner.'],
          ['Dubrovnik', 'Disembark after breakfast by 9 am.'],
        ]),
        faqs: SAILING_FAQS,
        preDepartureInfo: preDeparture('Getting ready for Croatia', [
          'Embarkation is from 2 pm on day 1 at the Split ferry port, berth 12. The ship leaves at 5 pm sharp.',
          'Cabins have en-suite bathrooms and air conditioning; towels and linen are provided.',
          'Croatia uses the euro; most harbour restaurants accept cards.',
        ]),
        facebookGroupUrl: null,
        departurePoint: 'Split ferry port, Croatia',
        finishPoint: 'Gruž harbour, Dubrovnik, Croatia',
        itineraryDestinations: 'Split, Hvar, Vis, Korčula, Mljet, Šipan, Dubrovnik',
        itineraryDetails:
          'An 8-day small-ship cruise along the Dalmatian coast of Croatia, with nights spent on board.',
        visaLetterAvailable: false,
      },
      {
        key: 'croatiaNorth',
        name: 'Dubrovnik to Split',
        itinerary: days([
          ['Dubrovnik', 'Embark from 2 pm in Gruž harbour.'],
          ['Mljet', 'National Park lakes and the island monastery of St Mary.'],
          ['Korčula', 'Lumbarda vineyards and Pošip wine tasting.'],
          ['Makarska', 'Optional hike on Biokovo mountain or a beach day.'],
          ['Brač', 'Zlatni Rat beach in Bol.'],
          ['Hvar', 'Pakleni islands swim stops; evening in Hvar town.'],
          ['Split', "Diocletian's Palace walking tour; farewell dinner."],
          ['Split', 'Disembark after breakfast.'],
        ]),
        faqs: SAILING_FAQS,
        preDepartureInfo: null,
        facebookGroupUrl: null,
        departurePoint: 'Gruž harbour, Dubrovnik, Croatia',
        finishPoint: 'Split ferry port, Croatia',
        itineraryDestinations: 'Dubrovnik, Mljet, Korčula, Makarska, Brač, Hvar, Split',
        itineraryDetails: 'An 8-day small-ship cruise along the Dalmatian coast of Croatia, northbound.',
        visaLetterAvailable: false,
      },
    ],
  },
  {
    key: 'bviCharter',
    brand: 'cruise',
    name: 'British Virgin Islands Yacht Charter',
    image: '/images/products/bvi-yacht.webp',
    directions: [
      {
        key: 'bviRoundTrip',
        name: 'Tortola Round Trip',
        itinerary: days([
          ['Road Town, Tortola', 'Board your skippered catamaran at Nanny Cay from 3 pm; provisioning delivered.'],
          ['Norman Island', 'Snorkel the Caves; drinks at the Willy T.'],
          ['Virgin Gorda', 'The Baths boulders at the morning calm; overnight at Leverick Bay.'],
          ['Anegada', 'Sail to the flat coral island; lobster dinner on the beach.'],
          ['Jost Van Dyke', 'White Bay and the Soggy Dollar Bar.'],
          ['Cane Garden Bay', 'Last swim and a farewell dinner ashore.'],
          ['Nanny Cay', 'Disembark by 10 am.'],
        ]),
        faqs: [
          ...SAILING_FAQS.slice(0, 2),
          {
            question: 'Is the skipper included?',
            answer: 'Yes: skipper and host are included in the charter; their gratuity is at your discretion.',
          },
        ],
        preDepartureInfo: preDeparture('Your charter', [
          'Nanny Cay marina is 30 minutes by taxi from Beef Island airport (EIS).',
          'Send us your provisioning preferences at least 21 days before departure.',
          'US dollars are the local currency; cruising permits are included.',
        ]),
        facebookGroupUrl: null,
        departurePoint: 'Nanny Cay marina, Tortola, British Virgin Islands',
        finishPoint: 'Nanny Cay marina, Tortola, British Virgin Islands',
        itineraryDestinations: 'Tortola, Norman Island, Virgin Gorda, Anegada, Jost Van Dyke',
        itineraryDetails: 'A 7-day private skippered catamaran charter around the British Virgin Islands.',
        visaLetterAvailable: false,
      },
    ],
  },
  {
    key: 'peruTour',
    brand: 'tour',
    name: 'Peru Inca Trail Group Tour',
    image: '/images/products/peru-inca-trail.webp',
    directions: [
      {
        key: 'peruIncaTrail',
        name: 'Lima to Cusco & Machu Picchu',
        itinerary: days([
          ['Lima', 'Arrive in Lima; welcome meeting at 6 pm and dinner in Miraflores.'],
          ['Lima to Cusco', 'Morning flight to Cusco (3,400 m). Gentle afternoon to acclimatise.'],
          ['Sacred Valley', 'Pisac market and ruins; overnight in Urubamba.'],
          ['Ollantaytambo', 'Explore the fortress town and meet your trek porters.'],
          ['Inca Trail day 1', 'Km 82 to Wayllabamba, 12 km along the Urubamba river.'],
          ['Inca Trail day 2', "Dead Woman's Pass (4,215 m), the highest point of the trail."],
          ['Inca Trail day 3', 'Cloud-forest ruins of Runkurakay, Sayacmarca and Wiñay Wayna.'],
          ['Machu Picchu', 'Sun Gate at dawn and a guided tour of the citadel; train back to Cusco.'],
          ['Cusco', 'Free day: San Pedro market, the cathedral or Rainbow Mountain.'],
          ['Cusco', 'Tour ends after breakfast.'],
        ]),
        faqs: TOUR_FAQS,
        preDepartureInfo: preDeparture('Preparing for the Inca Trail', [
          'Trail permits are issued in your passport name: the passport you travel with must match your details.',
          'Bring broken-in walking boots, a 30-litre daypack and a warm layer for nights below freezing.',
          'Your tour leader is Rosa Quispe; the welcome meeting is at 6 pm on day 1 at Hotel Miraflores Park.',
          'Porters carry up to 6 kg of your kit; a duffel bag is provided at the briefing.',
        ]),
        facebookGroupUrl: 'https://www.facebook.com/groups/gangway-peru-travellers',
        departurePoint: 'Lima, Peru',
        finishPoint: 'Cusco, Peru',
        itineraryDestinations: 'Lima, Cusco, Sacred Valley, Ollantaytambo, Inca Trail, Machu Picchu',
        itineraryDetails:
          'A 10-day escorted group tour of Peru including the four-day classic Inca Trail trek to Machu Picchu.',
        visaLetterAvailable: true,
      },
    ],
  },
  {
    key: 'moroccoTour',
    brand: 'tour',
    name: 'Morocco Desert Tour',
    image: '/images/products/morocco-desert.webp',
    directions: [
      {
        key: 'moroccoSahara',
        name: 'Marrakech to the Sahara',
        itinerary: days([
          ['Marrakech', 'Arrive and meet the group at the riad at 6 pm; dinner on Jemaa el-Fna square.'],
          ['Marrakech', 'Guided medina walk, Bahia Palace and the Majorelle Garden.'],
          ['High Atlas', "Over the Tizi n'Tichka pass to the kasbah of Aït Benhaddou."],
          ['Dadès Gorge', 'Walk among the rock formations of the Dadès valley.'],
          ['Merzouga', 'Camel trek into the Erg Chebbi dunes; night in a desert camp.'],
          ['Merzouga', 'Sunrise over the dunes; visit a Gnawa musicians’ village.'],
          ['Todra Gorge', 'Walk the canyon floor; overnight in a family guesthouse.'],
          ['Ouarzazate', 'Atlas film studios and the Taourirt kasbah.'],
          ['Marrakech', 'Return to Marrakech; tour ends after a farewell lunch.'],
        ]),
        faqs: TOUR_FAQS,
        preDepartureInfo: preDeparture('Before Morocco', [
          'The welcome meeting is at 6 pm on day 1 at Riad Dar Anika, Marrakech medina.',
          'Dress modestly outside hotels: shoulders and knees covered.',
          'Desert nights are cold from November to March: bring a fleece.',
          'Your tour leader is Youssef Amrani, +212 600 000 456.',
        ]),
        facebookGroupUrl: 'https://www.facebook.com/groups/gangway-morocco-travellers',
        departurePoint: 'Marrakech, Morocco',
        finishPoint: 'Marrakech, Morocco',
        itineraryDestinations: 'Marrakech, Aït Benhaddou, Dadès Gorge, Merzouga, Todra Gorge, Ouarzazate',
        itineraryDetails: 'A 9-day escorted group tour from Marrakech across the High Atlas to the Sahara desert.',
        visaLetterAvailable: true,
      },
    ],
  },
];
