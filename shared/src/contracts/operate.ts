/**
 * The operations config (运营配置, `GET /tj/operate/config?platform=4&channelId=4`): the campaign
 * banners and pop-ups staff schedule, and the emoji base url. Not the 活动 pages (activities.ts).
 */

export interface OperateItem {
  id: number;
  title: string;
  image: string;
  /** in-app path or absolute url */
  link: string;
  /** unix seconds */
  startTime: number;
  endTime: number;
}

export interface OperateConfig {
  banners: OperateItem[];
  popups: OperateItem[];
  /** emoji base url (docs/product.md §3 client group "emoji base url") */
  emojiBase: string;
}
