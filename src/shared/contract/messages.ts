// A booking's conversation with the operator.
//
// GET /customer/bookings/{id}/messages -> {messages: Message[]}, oldest first. Every traveller on the
//   booking (lead or passenger) reads the one thread. The answer carries an ETag; a request with
//   If-None-Match naming it answers 304 with no body, which is what the 10-second poll costs while
//   nothing is new. Another customer's booking is 404.
// POST /customer/bookings/{id}/messages {message: {body, user?, enquiryId?}} -> {message}: written by
//   the signed-in customer. The body is trimmed; an empty one is 422 {errors: {body}}. `user` (the
//   customer's e-mail, which some callers send) and `enquiryId` are accepted and ignored: the session
//   says who writes and the path says where.
//
// A message's text is `body` both ways: the request says `body`, so the answer does too.
import * as v from 'valibot';
import { MAX_LENGTH } from '../domain/forms/fields.ts';
import { safeText } from '../domain/forms/safe-text.ts';
import { idSchema } from './ids.ts';

export const messagePaths = {
  thread: (bookingId: number) => `/customer/bookings/${bookingId}/messages`,
} as const;

export const MESSAGE_MAX_LENGTH = 5_000;
export const messageMessages = {
  bodyRequired: 'Message cannot be empty',
} as const;

/** Who wrote a message: a customer of the booking, or the operator's staff. */
export const messagePerson = v.object({
  firstName: v.nullable(v.string()),
  email: v.nullable(v.string()),
  isStaff: v.boolean(),
});
export type MessagePerson = v.InferOutput<typeof messagePerson>;

export const message = v.object({
  id: v.number(),
  enquiryId: v.number(),
  body: v.string(),
  createdAt: v.string(), // ISO 8601
  customerId: v.nullable(v.number()),
  userId: v.nullable(v.number()),
  person: messagePerson,
});
export type Message = v.InferOutput<typeof message>;

export const messageThread = v.object({ messages: v.array(message) });
export const messageOne = v.object({ message });

/** The text of a message: trimmed, not empty, several lines allowed, no control characters. */
export const messageBody = v.pipe(
  v.optional(v.string(messageMessages.bodyRequired), ''),
  v.trim(),
  v.nonEmpty(messageMessages.bodyRequired),
  safeText({ max: MESSAGE_MAX_LENGTH, multiline: true }),
);

export const postMessageRequest = v.object({
  message: v.object({
    body: messageBody,
    user: v.optional(v.nullable(safeText({ max: MAX_LENGTH.email }))),
    enquiryId: v.optional(v.nullable(idSchema)),
  }),
});
