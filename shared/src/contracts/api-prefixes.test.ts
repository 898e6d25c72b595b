import { API_PREFIXES, isApiRequest } from './api-prefixes';

const XHR = 'application/json, text/plain, */*';
const PAGE = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

describe('isApiRequest (the one-origin proxy and nginx route by it)', () => {
  it('sends the three bases of docs/product.md §7 and the server endpoints to the API, whatever the Accept', () => {
    const paths = ['/api/live/football/v1_1/live?platform=4', '/imapi/websocket', '/imserver', '/inform/info/list'];
    for (const path of [...paths, '/tj/recommend/1', '/chat/msg', '/healthz', '/docs/']) {
      expect([path, isApiRequest(path, PAGE)]).toEqual([path, true]);
    }
  });

  it('keeps page routes, assets and the host files on the static server', () => {
    const pages = ['/', '/live', '/live/hot', '/live/zq/detail/7', '/vlive/0', '/news/1002'];
    for (const path of [...pages, '/main.js', '/remotes.json', '/apis', '/api-docs']) {
      expect([path, isApiRequest(path, XHR)]).toEqual([path, false]);
    }
  });

  it('/user/…: a browser navigation gets the page, a call or an image the API; /user itself is a page', () => {
    expect(isApiRequest('/user/login', PAGE)).toBe(false);
    expect(isApiRequest('/user/login', XHR)).toBe(true);
    expect(isApiRequest('/user/center/info?x=1', XHR)).toBe(true);
    expect(isApiRequest('/user/portrait/5', 'image/avif,image/webp,*/*')).toBe(true);
    expect(isApiRequest('/user/login', undefined)).toBe(true);
    expect(isApiRequest('/user', XHR)).toBe(false);
  });

  it('lists each prefix once', () => {
    expect(new Set(API_PREFIXES).size).toBe(API_PREFIXES.length);
  });
});
