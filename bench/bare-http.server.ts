import { readFileSync } from 'node:fs';
import http from 'node:http';

/**
 * The bare HTTP stack the search is compared with: Node's `http` server reading each request body
 * and answering one fixed JSON document, listening on 127.0.0.1 in a process of its own. The
 * document comes from the parent (a real answer of the app), so both answers are the same size:
 * in `BARE_BODY`, or for a long one in the file `BARE_BODY_FILE`, sent as it is with
 * `BARE_CONTENT_ENCODING` when it is compressed.
 */
const body = process.env.BARE_BODY_FILE
  ? readFileSync(process.env.BARE_BODY_FILE)
  : Buffer.from(process.env.BARE_BODY ?? '{"success":true,"message":"","data":{}}');
/** An answer that goes out compressed, as the app's does, says so. */
const encoding = process.env.BARE_CONTENT_ENCODING ? { 'content-encoding': process.env.BARE_CONTENT_ENCODING } : {};

const server = http.createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length, ...encoding });
    response.end(body);
  });
});

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.send?.({ ready: true, port: typeof address === 'object' && address ? address.port : 0 });
});
process.once('disconnect', () => server.close(() => process.exit(0)));
process.once('SIGTERM', () => process.exit(0));
