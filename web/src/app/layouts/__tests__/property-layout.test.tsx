import { act, screen } from '@testing-library/react';
import { fakeApi, ok } from '../../../test-utils/fake-api';
import { REGIONS, aResultPage } from '../../../test-utils/property-fixtures';
import { renderApp, resetStores } from '../../../test-utils/render-app';

describe('Property layout floating button', () => {
  let report: ((entries: Array<{ isIntersecting: boolean }>) => void) | null = null;

  beforeEach(() => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    fakeApi({
      'GET /api/master/regions': ok(REGIONS),
      'POST /api/property/search': ok(aResultPage([])),
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    resetStores();
    report = null;
  });

  it('steps aside while the footer is in view', async () => {
    renderApp('/property/search');
    const button = await screen.findByTestId('floating-register');
    expect(button).toBeVisible();
    act(() => report?.([{ isIntersecting: true }]));
    expect(button).not.toBeVisible();
    act(() => report?.([{ isIntersecting: false }]));
    expect(button).toBeVisible();
  });

  it('is not on other public pages', async () => {
    renderApp('/terms');
    expect(await screen.findByRole('heading', { level: 1, name: '利用規約' })).toBeInTheDocument();
    expect(screen.queryByTestId('floating-register')).not.toBeInTheDocument();
  });
});
