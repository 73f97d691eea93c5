import type { INestApplication } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';

const EVERY_INTERFACE = '::';

/**
 * Listens where the configuration says. `localhost` is both loopback addresses (Fastify binds
 * each); `::` is every interface, IPv6 and IPv4, falling back to IPv4 alone where IPv6 is off.
 */
export async function listenAt(app: INestApplication, config: Pick<AppConfig, 'port' | 'host'>): Promise<void> {
  if (config.host !== EVERY_INTERFACE) {
    await app.listen(config.port, config.host);
    return;
  }
  try {
    await app.listen(config.port, EVERY_INTERFACE);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code !== 'EAFNOSUPPORT' && code !== 'EADDRNOTAVAIL') throw error;
    await app.listen(config.port, '0.0.0.0');
  }
}
