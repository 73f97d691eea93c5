import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  form: URLSearchParams;
}

/** A stand-in for api.stripe.com on this machine: answers PaymentIntents from a table the test fills. */
export class FakeStripeApi {
  readonly seen: SeenRequest[] = [];
  readonly intents = new Map<string, Record<string, unknown>>();
  private readonly server: Server;

  constructor() {
    this.server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        const path = request.url ?? '';
        this.seen.push({ method: request.method ?? '', path, headers: request.headers, form: new URLSearchParams(body) });
        const answer = (status: number, value: unknown) => {
          response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_fake' });
          response.end(JSON.stringify(value));
        };
        if (request.method === 'POST' && path === '/v1/payment_intents') {
          const form = new URLSearchParams(body);
          const intent = {
            id: `pi_fake${this.intents.size + 1}`,
            object: 'payment_intent',
            amount: Number(form.get('amount')),
            currency: form.get('currency'),
            status: 'requires_payment_method',
            client_secret: `pi_fake${this.intents.size + 1}_secret_abc`,
            metadata: { contract_id: form.get('metadata[contract_id]') },
            last_payment_error: null,
          };
          this.intents.set(intent.id, intent);
          return answer(200, intent);
        }
        const match = /^\/v1\/payment_intents\/([^/?]+)/.exec(path);
        if (request.method === 'GET' && match) {
          const intent = this.intents.get(decodeURIComponent(match[1]));
          if (intent) return answer(200, intent);
          return answer(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' } });
        }
        answer(500, { error: { type: 'api_error', message: 'unexpected call' } });
      });
    });
  }

  async start(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as AddressInfo).port;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
