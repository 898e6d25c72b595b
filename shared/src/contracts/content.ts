/**
 * Content served by the server (server/src/content): the eleven agreements, the FAQ and the app
 * package info. Text lives on the server, not in client bundles.
 */

/** The agreement keys of /user/agreement/{key}. */
export const AGREEMENT_KEYS = [
  'lx',
  'qzxy',
  'sqgz',
  'tcXy',
  'tcXyQmh',
  'tcYs',
  'tcYsQmh',
  'xy',
  'yhxy',
  'ys',
  'yszc',
] as const;
export type AgreementKey = (typeof AGREEMENT_KEYS)[number];

/** `GET /inform/agreement/{key}`. */
export interface Agreement {
  key: AgreementKey;
  title: string;
  /** the date this version took effect, YYYY-MM-DD */
  updated: string;
  /** plain-text paragraphs (never HTML) */
  paragraphs: string[];
}

/** `GET /inform/faq`: questions with their answers. */
export interface FaqItem {
  id: number;
  question: string;
  answer: string[];
}

export const CONTENT_PATHS = {
  agreement: (key: string) => `/inform/agreement/${key}`,
  faq: '/inform/faq',
} as const;

/** `GET /inform/apk/resource` as the server fills it: the package plus its update notes. */
export interface ApkInfo {
  android: { url: string; version: string; size: number };
  ios: { url: string; version: string };
  notes: string[];
}
