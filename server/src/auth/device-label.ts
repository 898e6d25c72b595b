/** 登录设备's readable name for a session: the device or system and the browser, from its user agent (bowser). */
import Bowser from 'bowser';

/** Browsers under the names Chinese fans know them by. */
const BROWSER_NAMES: Record<string, string> = {
  WeChat: '微信',
  'QQ Browser': 'QQ浏览器',
  'QQ Browser Lite': 'QQ浏览器',
  'UC Browser': 'UC浏览器',
  'Microsoft Edge': 'Edge',
};

/** e.g. `iPhone · Safari`, `Android · 微信`, `Windows · Edge`; 未知设备 when the agent says nothing known. */
export function deviceLabel(userAgent: string): string {
  if (!userAgent) return '未知设备';
  const { browser, os, platform } = Bowser.parse(userAgent);
  const system = platform.model || os.name;
  const name = browser.name ? (BROWSER_NAMES[browser.name] ?? browser.name) : '';
  return [system, name].filter(Boolean).join(' · ') || '未知设备';
}
