// The spec's booking load-failure texts (error catalogue), shared by every screen that loads a booking.
export const BOOKING_NOT_FOUND_TEXT = "Unfortunately we couldn't find such booking.";
export const BOOKING_LOAD_ERROR_TEXT = 'Sorry! There was an error loading the booking.';
