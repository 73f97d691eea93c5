/** The real tags of an HTML string (escaped text such as `&lt;script&gt;` is not a tag), with their attributes. */
export function tagsIn(html: string): Array<{ name: string; attributes: Record<string, string> }> {
  return [...html.matchAll(/<([a-zA-Z][\w-]*)((?:\s+[^\s=>/]+(?:="[^"]*")?)*)\s*\/?>/g)].map((match) => ({
    name: match[1].toLowerCase(),
    attributes: Object.fromEntries([...match[2].matchAll(/([^\s=>/]+)(?:="([^"]*)")?/g)].map((attribute) => [attribute[1].toLowerCase(), attribute[2] ?? ''])),
  }));
}
