import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aPhoto } from '../../../test-utils/property-fixtures';
import { PropertyGallery } from '../components/property-gallery';

const srcSetOf = (id: string, format: string, widths: number[]) => widths.map((width) => `/api/property/image/${id}/rendition/${width}.${format} ${width}w`).join(', ');

describe('PropertyGallery', () => {
  it('shows the primary photo as a picture with AVIF and WebP sources, a JPEG fallback, every width and its size set', () => {
    const { container } = render(<PropertyGallery images={[aPhoto('b', 2), aPhoto('a', 1, 1600, 900)]} title="海の見える家" />);

    const main = screen.getByRole('img', { name: '海の見える家の写真（1/2枚目）' });
    const picture = main.parentElement as HTMLElement;
    expect(picture.tagName).toBe('PICTURE');
    const sources = [...picture.querySelectorAll('source')].map((source) => ({
      type: source.getAttribute('type'),
      srcset: source.getAttribute('srcset'),
      sizes: source.getAttribute('sizes'),
    }));
    const sizes = main.getAttribute('sizes');
    expect(sizes).toMatch(/100vw/);
    expect(sources).toEqual([
      { type: 'image/avif', srcset: srcSetOf('a', 'avif', [320, 640, 1280]), sizes },
      { type: 'image/webp', srcset: srcSetOf('a', 'webp', [320, 640, 1280]), sizes },
    ]);
    expect(main).toHaveAttribute('srcset', srcSetOf('a', 'jpeg', [320, 640, 1280]));
    expect(main).toHaveAttribute('src', '/api/property/image/a/rendition/1280.jpeg');
    expect(main).toHaveAttribute('width', '1600');
    expect(main).toHaveAttribute('height', '900');
    expect(container.querySelectorAll('picture')).toHaveLength(3);
  });

  it('fetches the first photo at once with high priority and lets the thumbnails load lazily', () => {
    render(<PropertyGallery images={[aPhoto('a', 1), aPhoto('b', 2), aPhoto('c', 3)]} title="海の見える家" />);

    const main = screen.getByRole('img', { name: '海の見える家の写真（1/3枚目）' });
    expect(main).toHaveAttribute('fetchpriority', 'high');
    expect(main).toHaveAttribute('loading', 'eager');
    const thumbs = [...screen.getByRole('list', { name: '写真の一覧' }).querySelectorAll('img')];
    expect(thumbs).toHaveLength(3);
    for (const thumb of thumbs) {
      expect(thumb).toHaveAttribute('loading', 'lazy');
      expect(thumb).toHaveAttribute('decoding', 'async');
      expect(thumb).not.toHaveAttribute('fetchpriority');
      expect(thumb).toHaveAttribute('sizes', '84px');
      expect(thumb).toHaveAttribute('width', '1600');
      expect(thumb).toHaveAttribute('height', '1200');
    }
  });

  it('gives a photo picked from the thumbnails no priority over the page', async () => {
    const user = userEvent.setup({ delay: null });
    render(<PropertyGallery images={[aPhoto('a', 1), aPhoto('b', 2)]} title="海の見える家" />);

    await user.click(screen.getByRole('button', { name: '2枚目の写真を表示' }));
    const main = screen.getByRole('img', { name: '海の見える家の写真（2/2枚目）' });
    expect(main).toHaveAttribute('srcset', srcSetOf('b', 'jpeg', [320, 640, 1280]));
    expect(main).not.toHaveAttribute('fetchpriority');
  });

  it('offers a photo narrower than the standard widths only up to its own width', () => {
    render(<PropertyGallery images={[aPhoto('s', 1, 500, 375)]} title="小さな写真" />);

    const main = screen.getByRole('img', { name: '小さな写真の写真（1/1枚目）' });
    expect(main).toHaveAttribute('srcset', srcSetOf('s', 'jpeg', [320, 500]));
    expect(main).toHaveAttribute('width', '500');
  });
});
