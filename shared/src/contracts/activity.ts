/** Activity contracts (`GET /tj/operate/config?platform=4&channelId=4`). */

export interface ActivityItem {
  id: number;
  title: string;
  image: string;
  /** in-app path or absolute url */
  link: string;
  /** unix seconds */
  startTime: number;
  endTime: number;
}

export interface ActivityConfig {
  banners: ActivityItem[];
  popups: ActivityItem[];
  /** emoji base url (docs/product.md §3 client group "emoji base url") */
  emojiBase: string;
}

export interface ActivityConfigQuery {
  platform: number;
  channelId: number;
}
