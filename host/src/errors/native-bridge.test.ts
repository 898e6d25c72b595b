import { closeWebView, isNativeWebView } from './native-bridge';

describe('native web view', () => {
  it('detects the KickoffApp/ user agent marker', () => {
    expect(isNativeWebView('Mozilla/5.0 (iPhone) KickoffApp/3.2.1')).toBe(true);
    expect(isNativeWebView('Mozilla/5.0 (iPhone) Safari/604.1')).toBe(false);
  });

  it('calls KickoffBridge.closeWebView when the app provides it', () => {
    const closeFn = jest.fn();
    expect(closeWebView({ KickoffBridge: { closeWebView: closeFn } } as never)).toBe(true);
    expect(closeFn).toHaveBeenCalledTimes(1);
    expect(closeWebView({} as never)).toBe(false);
  });
});
