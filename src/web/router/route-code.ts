// Code the routes load on demand that the guards also ask for ahead (route-tree.ts, guards.ts).

/** The bookings loaders (dashboard, booking page), with the bookings contract. */
export const loadBookingsCode = () => import('../features/bookings/api/load-bookings.ts');
