import { buildUserListBody } from '../api/users-admin.api';
import { readUserListSearch, userListSearchParams } from '../lib/user-list-search';

describe('user list request body', () => {
  it('sends only the conditions that were filled in, text trimmed', () => {
    expect(buildUserListBody({})).toEqual({});
    expect(buildUserListBody({ name: '  ', nickname: ' はな ', email: '', class: 1, prefecture_id: 13 })).toEqual({
      nickname: 'はな',
      class: 1,
      prefecture_id: 13,
    });
    expect(buildUserListBody({ identification_verify_status: 4 })).toEqual({ identification_verify_status: 4 });
  });
});

describe('user list address', () => {
  it('reads conditions, page and page size, ignoring values out of range', () => {
    const search = readUserListSearch(
      new URLSearchParams('name=山田&class=3&identification_verify_status=2&prefecture_id=48&page=3&per_page=50'),
    );
    expect(search).toEqual({ filter: { name: '山田', identification_verify_status: 2 }, page: 3, perPage: 50 });
    expect(readUserListSearch(new URLSearchParams('page=0&per_page=7'))).toEqual({ filter: {}, page: 1, perPage: 20 });
  });

  it('writes back only what differs from the defaults', () => {
    expect(userListSearchParams({ filter: { class: 2, email: 'a@example.jp' }, page: 1, perPage: 20 }).toString()).toBe(
      'class=2&email=a%40example.jp',
    );
    expect(userListSearchParams({ filter: {}, page: 2, perPage: 100 }).toString()).toBe('page=2&per_page=100');
  });
});
