// The booking load-failure texts, in the product's exact words, shared by every screen that loads a booking.
export const BOOKING_NOT_FOUND_TEXT = "Unfortunately we couldn't find such booking.";
export const BOOKING_LOAD_ERROR_TEXT = 'Sorry! There was an error loading the booking.';
