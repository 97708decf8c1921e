import { SMTPServer } from 'smtp-server';
import PostalMime from 'postal-mime';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** A real SMTP server on 127.0.0.1 that keeps every message it receives, parsed. */
export async function startSmtpCapture(
  opts: { onMessage?: (m: ReceivedMail, index: number) => void } = {},
) {
  const messages: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  const claimed = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', async () => {
        const parsed = await PostalMime.parse(Buffer.concat(chunks));
        const mail = {
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html: parsed.html ?? '',
        };
        messages.push(mail);
        opts.onMessage?.(mail, messages.length);
        waiters.splice(0).forEach((w) => w());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** Waits for a message to the address not yet read here and returns the 6-digit code in it. */
    async codeFor(address: string, timeoutMs = 10_000): Promise<string> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mine = messages.filter((m) => m.to.includes(address));
        const read = claimed.get(address) ?? 0;
        if (mine.length > read) {
          claimed.set(address, mine.length);
          const match = /(\d{6})/.exec(mine[mine.length - 1]!.subject);
          if (!match) throw new Error('no code in mail');
          return match[1]!;
        }
        if (Date.now() > deadline) throw new Error(`no mail for ${address}`);
        await new Promise<void>((r) => {
          waiters.push(r);
          setTimeout(r, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type SmtpCapture = Awaited<ReturnType<typeof startSmtpCapture>>;
