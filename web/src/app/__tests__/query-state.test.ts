import { QueryClient } from '@tanstack/react-query';
import { primeQueryClient, QUERY_STATE_ELEMENT_ID, readQueryState } from '../query-state';

function pageWith(content: string | null): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (content !== null) {
    const element = doc.createElement('script');
    element.type = 'application/json';
    element.id = QUERY_STATE_ELEMENT_ID;
    element.textContent = content;
    doc.body.append(element);
  }
  return doc;
}

describe('the answers a server-rendered page carries', () => {
  it('are read from the page, escaped characters and all, and primed under their keys with their time', () => {
    const answers = readQueryState(pageWith('[{"key":["property-detail","7"],"data":{"name":"\\u003c/script\\u003e川の家"},"at":1700000000000}]'));
    expect(answers).toEqual([{ key: ['property-detail', '7'], data: { name: '</script>川の家' }, at: 1_700_000_000_000 }]);
    const client = new QueryClient();
    primeQueryClient(client, answers!);
    expect(client.getQueryData(['property-detail', '7'])).toEqual({ name: '</script>川の家' });
    expect(client.getQueryState(['property-detail', '7'])?.dataUpdatedAt).toBe(1_700_000_000_000);
  });

  it('are absent from a page the server did not render, or whose element is not a list of answers', () => {
    expect(readQueryState(pageWith(null))).toBeNull();
    expect(readQueryState(pageWith('{not json'))).toBeNull();
    expect(readQueryState(pageWith('{"queries":[]}'))).toBeNull();
  });
});
