import { loadSharp } from '../properties/load-sharp';
import type { DemoListing } from './demo-listing-content';

/** Drawn on a 1200×900 canvas, saved at two thirds of that: small enough to seed quickly. */
const WIDTH = 1200;
const HEIGHT = 900;
const SCALE = 2 / 3;

function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state ^ (state >>> 15), 2246822507) + 0x9e3779b9) >>> 0;
    return state / 4294967296;
  };
}

const SKIES = [
  ['#9cc9e8', '#e8f2f8'],
  ['#f2c48d', '#fbe9d2'],
  ['#7fb0d8', '#dcebf5'],
  ['#b9c7d3', '#eef1f4'],
] as const;

function mountains(next: () => number, base: number, colour: string): string {
  const points = [`0,${HEIGHT}`, `0,${base}`];
  for (let x = 0; x <= WIDTH; x += 100) points.push(`${x},${base - 60 - next() * 180}`);
  points.push(`${WIDTH},${HEIGHT}`);
  return `<polygon points="${points.join(' ')}" fill="${colour}"/>`;
}

function house(next: () => number, horizon: number): string {
  const x = 250 + next() * 500;
  const width = 320 + next() * 120;
  const height = 170 + next() * 40;
  const top = horizon + 40 - height;
  const walls = ['#d8c7a8', '#c9b28f', '#e4d8c4'][Math.floor(next() * 3)];
  const roof = ['#4b4f58', '#6b3e2e', '#3f5a4a'][Math.floor(next() * 3)];
  return `
    <rect x="${x}" y="${top}" width="${width}" height="${height}" fill="${walls}"/>
    <polygon points="${x - 40},${top + 8} ${x + width / 2},${top - 110} ${x + width + 40},${top + 8}" fill="${roof}"/>
    <rect x="${x + 30}" y="${top + 50}" width="70" height="60" fill="#5d6b73"/>
    <rect x="${x + width - 100}" y="${top + 50}" width="70" height="60" fill="#5d6b73"/>
    <rect x="${x + width / 2 - 35}" y="${top + height - 100}" width="70" height="100" fill="#6d4c35"/>`;
}

function field(next: () => number, horizon: number): string {
  const rows: string[] = [];
  const green = ['#7aa84f', '#8fb85c', '#6c9a45'][Math.floor(next() * 3)];
  for (let i = 0; i < 14; i++) {
    const y = horizon + 30 + i * i * 3.2;
    rows.push(`<path d="M0 ${y} Q ${WIDTH / 2} ${y - 20} ${WIDTH} ${y}" stroke="${green}" stroke-width="${6 + i * 1.5}" fill="none"/>`);
  }
  return rows.join('');
}

function forest(next: () => number, horizon: number): string {
  const trees: string[] = [];
  for (let i = 0; i < 40; i++) {
    const x = next() * WIDTH;
    const size = 60 + next() * 120;
    const y = horizon + next() * 260;
    const shade = ['#2f5d3a', '#3d6e45', '#27503a'][Math.floor(next() * 3)];
    trees.push(`<polygon points="${x},${y - size * 1.6} ${x - size / 2},${y} ${x + size / 2},${y}" fill="${shade}"/>`);
  }
  return trees.sort().join('');
}

function coast(next: () => number, horizon: number): string {
  const waves: string[] = [`<rect x="0" y="${horizon}" width="${WIDTH}" height="${HEIGHT - horizon}" fill="#3f7fa8"/>`];
  for (let i = 0; i < 12; i++) {
    const y = horizon + 20 + i * 28;
    waves.push(`<path d="M${next() * 200} ${y} q 60 -12 120 0 t 120 0" stroke="#cfe6f2" stroke-width="3" fill="none"/>`);
  }
  waves.push(`<rect x="0" y="${HEIGHT - 160}" width="${WIDTH}" height="160" fill="#e6d7b0"/>`);
  return waves.join('') + house(next, HEIGHT - 170);
}

/** A drawn landscape standing in for a seller's photo, the same for the same seed. */
export async function demoPhoto(scene: DemoListing['scene'], seed: number): Promise<Buffer> {
  const next = random(seed);
  const [top, bottom] = SKIES[Math.floor(next() * SKIES.length)];
  const horizon = 420 + next() * 120;
  const ground = scene === 'coast' ? '' : `<rect x="0" y="${horizon}" width="${WIDTH}" height="${HEIGHT - horizon}" fill="#8fae6a"/>`;
  const foreground = { house, field, forest, coast }[scene](next, horizon);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH * SCALE}" height="${HEIGHT * SCALE}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
    <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
    <circle cx="${150 + next() * 900}" cy="${90 + next() * 120}" r="${40 + next() * 30}" fill="#fff6d8" opacity="0.9"/>
    ${mountains(next, horizon - 40, '#8aa0b4')}
    ${mountains(next, horizon + 10, '#5f7f6a')}
    ${ground}
    ${foreground}
  </svg>`;
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}
