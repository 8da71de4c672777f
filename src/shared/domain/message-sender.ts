// Who a message is from, as the Messages screen names every sender, the traveller's own messages
// included: the first name, else the e-mail, else 'Unknown'; a staff member's name carries the
// company's.
import type { MessagePerson } from '../contract/messages.ts';

export const UNKNOWN_SENDER = 'Unknown';

export function senderDisplayName(person: MessagePerson, company: string): string {
  const name = person.firstName?.trim() || person.email?.trim() || UNKNOWN_SENDER;
  return person.isStaff ? `${name} (${company})` : name;
}
