import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SiteFooter } from '../components/site-footer';
import { FOOTER_POLICY_LINKS, FOOTER_SERVICE_LINKS, FOOTER_SUPPORT_LINKS } from '../site-links';

function renderFooter() {
  render(
    <MemoryRouter>
      <SiteFooter siteName="いえとち直売所" companyName="株式会社いえとち直売所" companyUrl="https://corp.example.jp/" copyrightYear={2026} />
    </MemoryRouter>,
  );
  return screen.getByRole('contentinfo');
}

describe('SiteFooter', () => {
  it('lists the service, support and policy links under their headings', () => {
    const footer = renderFooter();
    for (const [title, links] of [
      ['サービス', FOOTER_SERVICE_LINKS],
      ['サポート', FOOTER_SUPPORT_LINKS],
      ['規約・運営会社', FOOTER_POLICY_LINKS],
    ] as const) {
      const column = within(footer).getByRole('heading', { level: 2, name: title }).parentElement as HTMLElement;
      for (const link of links) expect(within(column).getByRole('link', { name: link.label })).toHaveAttribute('href', link.to);
    }
    expect(footer).toHaveTextContent('© 2026 いえとち直売所');
  });

  it('names each social link and the company link as opening a new tab, with icons drawn inline', () => {
    const footer = renderFooter();
    const youtube = within(footer).getByRole('link', { name: 'いえとち直売所のYouTube（新しいタブで開きます）' });
    expect(youtube).toHaveAttribute('target', '_blank');
    expect(youtube).toHaveAttribute('rel', 'noopener noreferrer');
    expect(youtube.querySelector('svg')).not.toBeNull();
    expect(within(footer).getAllByRole('link', { name: /新しいタブで開きます/ })).toHaveLength(5);
    expect(within(footer).getByRole('link', { name: /運営会社/ })).toHaveAttribute('href', 'https://corp.example.jp/');
  });

  it('renders no Ant Design markup', () => {
    const footer = renderFooter();
    expect(footer.querySelector('[class*="ant-"]')).toBeNull();
  });
});
