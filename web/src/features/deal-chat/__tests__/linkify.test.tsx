import { render, screen } from '@testing-library/react';
import { MessageText } from '../components/message-text';
import { linkifyText } from '../lib/linkify';

describe('Message text', () => {
  it('makes http and https addresses links that open apart from the site', () => {
    const { container } = render(<MessageText text={'資料はこちら https://example.jp/a?b=1 です。\n地図：http://map.example/x。'} />);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://example.jp/a?b=1', 'http://map.example/x']);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    }
    // The line break stays in the text, shown by the paragraph's pre-wrap.
    expect(container.querySelector('p')?.textContent).toBe('資料はこちら https://example.jp/a?b=1 です。\n地図：http://map.example/x。');
  });

  it('shows markup as the characters typed, never as elements', () => {
    const { container } = render(<MessageText text={'<script>alert(1)</script> と <b>太字</b> <img src=x onerror=alert(1)>'} />);
    expect(container.querySelector('script, b, img')).toBeNull();
    expect(container.textContent).toBe('<script>alert(1)</script> と <b>太字</b> <img src=x onerror=alert(1)>');
  });

  it('never links another scheme', () => {
    const { container } = render(<MessageText text={'javascript:alert(1) data:text/html,<b>x</b> ftp://example.jp JAVASCRIPT://example.jp%0Aalert(1)'} />);
    expect(container.querySelector('a')).toBeNull();
  });

  it('leaves sentence punctuation and Japanese brackets outside the address', () => {
    expect(linkifyText('「https://example.jp/page」を見てください。(https://example.jp/b).')).toEqual([
      { kind: 'text', text: '「' },
      { kind: 'link', text: 'https://example.jp/page', href: 'https://example.jp/page' },
      { kind: 'text', text: '」を見てください。(' },
      { kind: 'link', text: 'https://example.jp/b', href: 'https://example.jp/b' },
      { kind: 'text', text: ').' },
    ]);
  });
});
