// GET /customer/bookings/{id}/visa_letter: the facts the browser prints into the letter (the PDF is
// made in the browser). 404 when the booking offers no visa letter or the viewer may not see it.
import * as v from 'valibot';

export const visaLetter = v.object({
  bookingId: v.number(),
  productName: v.string(),
  departure: v.string(), // ISO date
  finishDate: v.string(),
  departurePoint: v.string(),
  finishPoint: v.string(),
  itineraryDestinations: v.string(),
  itineraryDetails: v.string(),
  transportName: v.nullable(v.string()),
  company: v.object({ name: v.string(), email: v.string(), phone: v.string() }),
  recipients: v.array(
    v.object({
      id: v.number(), // passenger id
      fullName: v.string(),
      // Only for the lead, and of the viewer's own place: a fellow passenger receives the others' names alone.
      nationality: v.optional(v.nullable(v.string())),
      age: v.optional(v.nullable(v.number())),
      isChosen: v.boolean(), // the viewer's own passenger is preselected
    }),
  ),
});
/** The fields a fellow passenger receives of another passenger's entry among the recipients. */
export const FELLOW_RECIPIENT_FIELDS = ['id', 'fullName', 'isChosen'] as const;
export type VisaLetter = v.InferOutput<typeof visaLetter>;
