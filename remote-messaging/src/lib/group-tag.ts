/** The one place a group's kind is written beside its name: the 群 tag, left off when the name already ends with it. */

/** '群' for 一致性测试, '' for 周末看球群 or 球迷群聊 (never 周末看球群群). */
export function groupTag(name: string): string {
  return /群聊?$/.test(name.trim()) ? '' : '群';
}
