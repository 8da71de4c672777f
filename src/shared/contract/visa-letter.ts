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
      nationality: v.nullable(v.string()),
      age: v.nullable(v.number()),
      isChosen: v.boolean(), // the viewer's own passenger is preselected
    }),
  ),
});
export type VisaLetter = v.InferOutput<typeof visaLetter>;
