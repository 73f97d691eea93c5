const PATTERNS = [
  /^https:\/\/(?:www\.|m\.)?youtube\.com\/watch\?(?:[^#]*&)?v=([\w-]{6,})/,
  /^https:\/\/(?:www\.|m\.)?youtube\.com\/(?:shorts|embed)\/([\w-]{6,})/,
  /^https:\/\/youtu\.be\/([\w-]{6,})/,
];

/** The privacy-enhanced embed address of a YouTube video link, or null for any other address. */
export function youtubeEmbedUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  for (const pattern of PATTERNS) {
    const match = pattern.exec(url.trim());
    if (match?.[1]) return `https://www.youtube-nocookie.com/embed/${match[1]}`;
  }
  return null;
}
