// Errors about the form as a whole (a failed sign-in, server errors that belong to no field).
// The alert region stays in the page so a message inserted later is announced right away.
type Props = {
  messages: readonly string[];
  id?: string;
  className?: string;
};

export function FormError({ messages, id, className = '' }: Props) {
  const shown = messages.length > 0;
  return (
    <div
      id={id}
      role="alert"
      className={
        shown
          ? `rounded-md border border-red-700 bg-red-50 px-3 py-2 text-sm font-medium text-red-800 ${className}`
          : ''
      }
    >
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}
