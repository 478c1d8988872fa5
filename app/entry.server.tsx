import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { NonceProvider } from './lib/nonce';

export const streamTimeout = 5_000;

/**
 * Server rendering with the response's CSP nonce on every inline script (server/plugins/security.ts).
 *
 * Decision 0077: the whole document is rendered before a byte goes out, for readers and crawlers
 * alike. No page defers loader data (every loader awaits its data), so nothing would arrive
 * earlier by streaming; sent whole, the document is compressed in one pass and written at once,
 * instead of React's many small chunks each passing through a web stream, the compressor and a
 * socket write (the signed-in paper page: about 1.6 times the requests per second on the embedded
 * database, twice on PostgreSQL). An error after the shell is React's to recover from in the
 * browser, as when streaming: the status is the shell's.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.nonce;
  return new Promise<Response>((resolve, reject) => {
    let shellStatus: number | null = null;
    // A render still waiting after React Router's stream timeout is cut short. Cleared once the page
    // is done: a pending timer would keep the whole render in memory for seconds after the answer.
    const timer = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        onShellReady() {
          shellStatus = responseStatusCode;
        },
        onAllReady() {
          if (shellStatus === null) return;
          const status = shellStatus;
          const chunks: Buffer[] = [];
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          if (!responseHeaders.has('Cache-Control')) responseHeaders.set('Cache-Control', 'private, no-cache');
          pipe(
            new Writable({
              write(chunk: Buffer, _encoding, done) {
                chunks.push(chunk);
                done();
              },
              final(done) {
                clearTimeout(timer);
                resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status }));
                done();
              },
            }),
          );
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellStatus !== null) console.error(error);
        },
      },
    );
  });
}
