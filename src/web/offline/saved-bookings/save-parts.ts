// What a failed save names besides the booking's own parts (booking-reads.ts).
/** The dashboard's list, fetched with each save: at sea it is the way to the saved booking. */
export const LIST_PART = 'list of bookings';
export const PHOTOS_PART = 'photos';
export const DEVICE_COPY_PART = 'copy on this device';
