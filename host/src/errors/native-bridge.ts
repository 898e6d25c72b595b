/** The native app opens pages in a web view whose user agent carries this marker. */
const NATIVE_UA_MARKER = 'KickoffApp/';

interface KickoffBridge {
  closeWebView?: () => void;
}

export function isNativeWebView(userAgent: string = globalThis.navigator?.userAgent ?? ''): boolean {
  return userAgent.includes(NATIVE_UA_MARKER);
}

/** Asks the app to close the web view (docs/product.md §2 "Other pages"); returns whether a bridge answered. */
export function closeWebView(win: Window & { KickoffBridge?: KickoffBridge } = window): boolean {
  const close = win.KickoffBridge?.closeWebView;
  if (typeof close !== 'function') return false;
  close.call(win.KickoffBridge);
  return true;
}
