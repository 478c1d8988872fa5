/** One message of the file outbox (DATA_DIR/mail/*.eml), decoded enough for assertions. */
export interface ReadMail {
  to: string;
  /** '' when the message names none. */
  replyTo: string;
  subject: string;
  text: string;
}

function decodeQuotedPrintable(body: string): string {
  const bytes = Buffer.from(
    body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  );
  return bytes.toString('utf8');
}

/** Encoded words (=?UTF-8?Q?...?=) appear in headers that are not plain ASCII. */
function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

/** Reads a single-part text message as nodemailer writes it. */
export function readMail(eml: string): ReadMail {
  const split = eml.search(/\r?\n\r?\n/);
  const head = eml.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const body = eml.slice(split).replace(/^\r?\n\r?\n/, '');
  const header = (name: string) => {
    const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
    return line ? decodeHeader(line.slice(name.length + 1).trim()) : '';
  };
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'quoted-printable' ? decodeQuotedPrintable(body) : encoding === 'base64' ? Buffer.from(body, 'base64').toString('utf8') : body;
  return { to: header('To'), replyTo: header('Reply-To'), subject: header('Subject'), text };
}

/** The decoded messages sent to one address, oldest first. */
export function mailTo(emls: string[], address: string): ReadMail[] {
  return emls.map(readMail).filter((mail) => mail.to.toLowerCase() === address.toLowerCase());
}
