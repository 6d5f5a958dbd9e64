// The mock's outgoing mail (think Mailpit): verification and password-reset links land here so
// tests and the demo can follow them.

export interface MockMail {
  to: string;
  subject: string;
  link: string;
}

let mails: MockMail[] = [];

export function sendMail(mail: MockMail): void {
  mails.push(mail);
}

/** Oldest first. */
export function readMailbox(): MockMail[] {
  return mails.map((mail) => ({ ...mail }));
}

export function clearMailbox(): void {
  mails = [];
}
