/** News contracts (docs/product.md §3 client group "news", §7 News calls). */

/** One column (navigation tab) of `GET /inform/column/getColumnByType?type=`. */
export interface NewsColumn {
  id: number;
  name: string;
  /** column type: 1 football, 2 basketball, 0 comprehensive */
  type: number;
  sort: number;
}

export interface NewsColumnQuery {
  type: number;
}

/** `POST /inform/info/list` (JSON body). */
export interface NewsListRequest {
  columnId: number;
  page: number;
  size: number;
}

export interface NewsItem {
  id: number;
  columnId: number;
  title: string;
  summary: string;
  cover: string;
  author: string;
  /** unix seconds */
  publishTime: number;
  views: number;
}

export interface NewsDetail extends NewsItem {
  /** sanitised HTML from the server; clients still sanitise before rendering */
  content: string;
}

/** `GET /inform/apk/resource`: the download page's packages. */
export interface ApkResource {
  android: { url: string; version: string; size: number };
  ios: { url: string; version: string };
}
