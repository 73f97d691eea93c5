import { loadConfig } from './app-config';

describe('Configuration / TRUST_PROXY', () => {
  it('trusts no proxy by default, or when set to false or 0', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
  });

  it('reads a hop count', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: ' 2 ' }).trustProxy).toBe(2);
  });

  it('reads a list of addresses and networks', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5,::1, fd00::/8' }).trustProxy).toEqual(['10.0.0.0/8', '192.168.1.5', '::1', 'fd00::/8']);
  });

  it.each(['true', 'yes', '11', '10.0.0.0/33', '300.1.1.1', 'proxy.example', '10.0.0.1/8/8', ','])('refuses %j, naming the variable and what it expects', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
      `TRUST_PROXY=${JSON.stringify(value)}: must be false, a hop count from 1 to 10 (e.g. 1), or a comma-separated list of proxy addresses or CIDR networks`,
    );
  });
});
