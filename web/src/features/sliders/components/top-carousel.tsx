import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ICON_PATHS } from '../../../ui/icon-paths';
import { SvgIcon } from '../../../ui/svg-icon';
import type { Slide } from '../api/sliders.api';
import { useShownSlides } from '../api/sliders.query';
import styles from './top-carousel.module.css';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
export const SLIDE_INTERVAL_MS = 6000;

/** Whether the visitor asked for less motion; slides then change only when they say so. */
function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const query = window.matchMedia(REDUCED_MOTION);
    setReduced(query.matches);
    const changed = (event: MediaQueryListEvent) => setReduced(event.matches);
    query.addEventListener('change', changed);
    return () => query.removeEventListener('change', changed);
  }, []);
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
 * it arrives; the slides turn by themselves only for visitors who have not asked for less motion,
 * and stand still while the pointer or the keyboard's focus is on them. Slides out of view are
 * inert: hidden from screen readers and out of the tab order.
 */
export function TopCarousel() {
  const slides = useShownSlides().data;
  const reducedMotion = usePrefersReducedMotion();
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = slides?.length ?? 0;
  const autoplay = count > 1 && !reducedMotion && !paused;

  useEffect(() => {
    if (!autoplay) return undefined;
    const timer = window.setInterval(() => setCurrent((index) => (index + 1) % count), SLIDE_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [autoplay, count]);

  if (!slides || count === 0) return null;
  const shown = current < count ? current : 0;
  const go = (index: number) => setCurrent((index + count) % count);

  return (
    <section
      aria-roledescription="カルーセル"
      aria-label="おすすめ"
      className={styles.carousel}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setPaused(false);
      }}
    >
      <div className={styles.viewport}>
        <div className={`${styles.track} ${reducedMotion ? styles.still : ''}`} style={{ transform: `translateX(-${shown * 100}%)` }}>
          {slides.map((slide, index) => (
            <div
              key={slide.id}
              className={styles.slideFrame}
              role="group"
              aria-roledescription="スライド"
              aria-label={`${index + 1} / ${count}`}
              data-slide=""
              {...(index === shown ? {} : { 'aria-hidden': true, inert: true })}
            >
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
        </div>
      </div>
      {count > 1 ? (
        <>
          <button type="button" className={`${styles.arrow} ${styles.previous}`} aria-label="前のスライド" onClick={() => go(shown - 1)}>
            <SvgIcon icon={ICON_PATHS.left} />
          </button>
          <button type="button" className={`${styles.arrow} ${styles.next}`} aria-label="次のスライド" onClick={() => go(shown + 1)}>
            <SvgIcon icon={ICON_PATHS.right} />
          </button>
          <ul className={styles.dots}>
            {slides.map((slide, index) => (
              <li key={slide.id}>
                <button
                  type="button"
                  className={index === shown ? `${styles.dot} ${styles.activeDot}` : styles.dot}
                  aria-label={`${index + 1}枚目のスライドを表示`}
                  aria-current={index === shown ? 'true' : undefined}
                  onClick={() => go(index)}
                />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
