import { activeTab, badgeTab, tabItems } from './tab-rules';

describe('tab items (docs/product.md §2)', () => {
  it('visitors get 比分 头条 直播 我的 on any port', () => {
    for (const port of ['8096', '80', '']) {
      expect(tabItems({ port, loggedIn: false }).map((t) => [t.label, t.path, t.key])).toEqual([
        ['比分', '/live/hot', 'bf'],
        ['头条', '/news/1002/', 'zx'],
        ['直播', '/vlive/0', 'zhb'],
        ['我的', '/user', 'user'],
      ]);
    }
  });

  it('logged in on port 8096 adds 消息 /message before 我的', () => {
    expect(tabItems({ port: '8096', loggedIn: true }).map((t) => t.key)).toEqual([
      'bf',
      'zx',
      'zhb',
      'message',
      'user',
    ]);
    expect(tabItems({ port: '8096', loggedIn: true })[3]).toEqual({ key: 'message', label: '消息', path: '/message' });
  });

  it('logged in on any other port adds ChatGPT /ChatGPT', () => {
    expect(tabItems({ port: '39080', loggedIn: true })[3]).toEqual({
      key: 'ChatGPT',
      label: 'ChatGPT',
      path: '/ChatGPT',
    });
    expect(tabItems({ port: '', loggedIn: true }).map((t) => t.key)).toEqual(['bf', 'zx', 'zhb', 'ChatGPT', 'user']);
  });
});

describe('active tab', () => {
  it.each([
    ['index', 'zhb'],
    ['live/zq/type', 'bf'],
    ['live/lq/type', 'bf'],
    ['vlive', 'zhb'],
    ['vlive/match', 'zhb'],
    ['vlive/type', 'zhb'],
    ['message', 'message'],
    ['ChatGPT', 'ChatGPT'],
    ['user', 'user'],
    ['database', 'zx'],
    ['community', 'zx'],
    ['community/list', 'zx'],
    ['proposal', 'zx'],
  ])('%s highlights %s', (name, tab) => {
    expect(activeTab({ name })).toBe(tab);
  });

  it('the spec table wins over a handle; other routes use their own tab or none', () => {
    expect(activeTab({ name: 'proposal', tab: 'bf' })).toBe('zx');
    expect(activeTab({ name: 'live/hot', tab: 'bf' })).toBe('bf');
    expect(activeTab({ name: 'live/zq/detail' })).toBeNull();
    expect(activeTab(undefined)).toBeNull();
  });
});

describe('unread badge', () => {
  it('sits on 消息 when present, else on 我的', () => {
    expect(badgeTab(tabItems({ port: '8096', loggedIn: true }))).toBe('message');
    expect(badgeTab(tabItems({ port: '3000', loggedIn: true }))).toBe('user');
  });
});
