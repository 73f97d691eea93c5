import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchUnreadCounters, hasNotice, ZERO_COUNTERS } from '../api/unread-counters.api';

function answer(status: number, body: unknown) {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })));
}

describe('Header counters', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the four counters', async () => {
    answer(200, { success: true, message: '', data: { todo_list_unread: 2, news_unread: 0, message_unread: 5, thread_all: 7 } });
    const counters = await fetchUnreadCounters();
    expect(counters).toEqual({ todo_list_unread: 2, news_unread: 0, message_unread: 5, thread_all: 7 });
    expect(hasNotice(counters)).toBe(true);
  });

  it('shows zero when the call fails, per the spec', async () => {
    answer(500, { success: false, message: 'error', data: null });
    expect(await fetchUnreadCounters()).toEqual(ZERO_COUNTERS);
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('network'))));
    expect(await fetchUnreadCounters()).toEqual(ZERO_COUNTERS);
  });

  it('puts the red dot only for to-dos or unread news', () => {
    expect(hasNotice({ ...ZERO_COUNTERS, news_unread: 1 })).toBe(true);
    expect(hasNotice({ ...ZERO_COUNTERS, message_unread: 3 })).toBe(false);
  });
});
