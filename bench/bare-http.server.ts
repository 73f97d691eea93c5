import http from 'node:http';

/**
 * The bare HTTP stack the search is compared with: Node's `http` server reading each request body
 * and answering one fixed JSON document, listening on 127.0.0.1 in a process of its own. The
 * document comes from the parent (a real search answer), so both answers are the same size.
 */
const body = Buffer.from(process.env.BARE_BODY ?? '{"success":true,"message":"","data":{}}');

const server = http.createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
    response.end(body);
  });
});

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.send?.({ ready: true, port: typeof address === 'object' && address ? address.port : 0 });
});
process.once('disconnect', () => server.close(() => process.exit(0)));
process.once('SIGTERM', () => process.exit(0));
