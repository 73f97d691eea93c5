import type { FavoriteEvent } from './favorites.events';
import { favoritesDecider, type FavoriteCommand } from './favorites.decider';

const now = '2026-11-23T09:00:00.000Z';
const toggle = (property_id: string): FavoriteCommand => ({ type: 'ToggleFavorite', user_id: 'u-1', property_id, now });
const given = (events: FavoriteEvent[]) => events.reduce(favoritesDecider.evolve, favoritesDecider.initialState());
const added = (property_id: string): FavoriteEvent => ({ type: 'FavoriteAdded', data: { user_id: 'u-1', property_id, added_at: now } });
const removed = (property_id: string): FavoriteEvent => ({ type: 'FavoriteRemoved', data: { user_id: 'u-1', property_id, removed_at: now } });

describe('Favourites / when the listing is not marked', () => {
  it('marks it', () => {
    expect(favoritesDecider.decide(toggle('p-1'), given([]))).toEqual([added('p-1')]);
  });

  it('marks it again after the mark was taken off', () => {
    expect(favoritesDecider.decide(toggle('p-1'), given([added('p-1'), removed('p-1')]))).toEqual([added('p-1')]);
  });
});

describe('Favourites / when the listing is marked', () => {
  it('takes the mark off, leaving the others', () => {
    const state = given([added('p-1'), added('p-2')]);
    expect(favoritesDecider.decide(toggle('p-1'), state)).toEqual([removed('p-1')]);
    expect(favoritesDecider.evolve(state, removed('p-1'))).toEqual({ property_ids: ['p-2'] });
  });
});
