import { isLoopbackAddress } from './loopback-address';

describe('isLoopbackAddress', () => {
  it.each(['127.0.0.1', '127.1.2.3', '::1', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1', '::FFFF:127.0.0.1'])('takes %s as this machine', (address) => {
    expect(isLoopbackAddress(address)).toBe(true);
  });

  it.each(['192.0.2.10', '10.0.0.1', '::ffff:192.0.2.10', '2001:db8::1', '::', '0.0.0.0', 'localhost', '', undefined])('takes %s as another machine', (address) => {
    expect(isLoopbackAddress(address)).toBe(false);
  });
});
