/** docs/product.md §9 week names, Sunday to Saturday (index = Date#getDay()). */
export const WEEK_NAMES = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'] as const;

export function weekName(date: Date | number): string {
  const day = typeof date === 'number' ? new Date(date).getDay() : date.getDay();
  return WEEK_NAMES[day]!;
}
