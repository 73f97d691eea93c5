import { Carousel } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Slide } from '../api/sliders.api';
import { useShownSlides } from '../api/sliders.query';
import styles from './top-carousel.module.css';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Whether the visitor asked for less motion; slides then change only when they say so. */
function usePrefersReducedMotion(): boolean {
  const query = typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION) : null;
  const [reduced, setReduced] = useState(query?.matches ?? false);
  useEffect(() => {
    if (!query) return;
    const changed = (event: MediaQueryListEvent) => setReduced(event.matches);
    query.addEventListener('change', changed);
    return () => query.removeEventListener('change', changed);
  }, [query]);
  return reduced;
}

function SlideLink({ slide, children }: { slide: Slide; children: ReactNode }) {
  if (!slide.link_url) return <div className={styles.slide}>{children}</div>;
  if (slide.link_url.startsWith('/')) {
    return (
      <Link to={slide.link_url} className={styles.slide}>
        {children}
      </Link>
    );
  }
  return (
    <a href={slide.link_url} className={styles.slide} rel="noopener noreferrer">
      {children}
    </a>
  );
}

/**
 * The top page's slides. Each image states its width and height, so the page does not move when
 * it arrives; the slides turn by themselves only for visitors who have not asked for less motion.
 */
export function TopCarousel() {
  const slides = useShownSlides().data;
  const reducedMotion = usePrefersReducedMotion();
  if (!slides || slides.length === 0) return null;
  return (
    <section aria-roledescription="カルーセル" aria-label="おすすめ" className={styles.carousel}>
      <Carousel autoplay={!reducedMotion && slides.length > 1} autoplaySpeed={6000} dots arrows={slides.length > 1}>
        {slides.map((slide, index) => (
          <div key={slide.id}>
            <SlideLink slide={slide}>
              {slide.image ? (
                <img
                  className={styles.image}
                  src={slide.image.url}
                  width={slide.image.width}
                  height={slide.image.height}
                  alt={slide.alt}
                  loading={index === 0 ? 'eager' : 'lazy'}
                />
              ) : null}
              <p className={styles.caption}>{slide.title}</p>
            </SlideLink>
          </div>
        ))}
      </Carousel>
    </section>
  );
}
