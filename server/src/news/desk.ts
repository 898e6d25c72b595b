/**
 * The news desk (console 资讯, editors): every article — generated or written here, drafts and
 * unpublished ones too — listed and searched by title; one fetched for editing; saved (a new one is a
 * draft: hidden, publish_time 0, until first published); published and unpublished (an unpublished
 * article leaves every fan list and its page answers 不存在); pinned to the top of 头条. Each change
 * names the version it read (else CONFLICT) and answers the article before and after for the audit.
 */
import { sql } from 'kysely';
import {
  ARTICLE_CONTENT_MAX,
  ARTICLE_SUMMARY_MAX,
  ARTICLE_TITLE_MAX,
  ARTICLE_TITLE_MIN,
  DESK_COLUMN_IDS,
  HEADLINE_PINS_MAX,
  NEWS_COLUMNS,
  NEWS_DESK_PAGE,
  type ArticlePinBody,
  type ArticleStatusBody,
  type DeskArticle,
  type DeskArticlePage,
  type DeskArticleRow,
  type DeskArticleStatus,
  type SaveArticleBody,
} from '@kickoff/shared/contracts';
import type { Db } from '../db/index';
import { invalid, staleEdit, text } from '../staff/validate';
import type { Tx } from '../wallet/ledger';
import { htmlText, sanitizeArticleHtml } from './sanitize';
import { newsDb } from './tables';

type Row = {
  id: number;
  column_id: number;
  kind: string;
  tag: string;
  title: string;
  summary: string;
  content: string;
  cover: string;
  author: string;
  publish_time: number | string;
  views: number;
  hidden: boolean;
  pinned_at: Date | string | null;
  version: number;
};

const ROW_COLUMNS = [
  'id',
  'column_id',
  'kind',
  'tag',
  'title',
  'author',
  'publish_time',
  'views',
  'hidden',
  'pinned_at',
  'version',
] as const;

const statusOf = (r: { hidden: boolean; publish_time: number | string }): DeskArticleStatus =>
  !r.hidden ? 'published' : Number(r.publish_time) === 0 ? 'draft' : 'unpublished';

const toRow = (r: Omit<Row, 'summary' | 'content' | 'cover'>): DeskArticleRow => ({
  id: r.id,
  columnId: r.column_id,
  kind: r.kind,
  tag: r.tag,
  title: r.title,
  author: r.author,
  status: statusOf(r),
  pinned: r.pinned_at !== null,
  publishTime: Number(r.publish_time),
  views: r.views,
  version: r.version,
});

const toArticle = (r: Row): DeskArticle => ({ ...toRow(r), summary: r.summary, content: r.content, cover: r.cover });

const notFound = () => invalid('该文章不存在');

export interface DeskQuery {
  page: number;
  /** part of the title; '' for all */
  q: string;
  status: DeskArticleStatus | 'all';
}

/** A page of articles, newest first (drafts, written last, first). */
export async function deskPage(db: Db, query: DeskQuery): Promise<DeskArticlePage> {
  let q = newsDb(db).selectFrom('news_articles').select(ROW_COLUMNS);
  const words = query.q.trim();
  if (words) q = q.where('title', 'ilike', `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  if (query.status === 'published') q = q.where('hidden', '=', false);
  if (query.status === 'draft') q = q.where('hidden', '=', true).where('publish_time', '=', 0);
  if (query.status === 'unpublished') q = q.where('hidden', '=', true).where('publish_time', '>', 0);
  const rows = await q
    .orderBy(sql`publish_time = 0`, 'desc')
    .orderBy('publish_time', 'desc')
    .orderBy('id', 'desc')
    .limit(NEWS_DESK_PAGE + 1)
    .offset((query.page - 1) * NEWS_DESK_PAGE)
    .execute();
  return {
    list: rows.slice(0, NEWS_DESK_PAGE).map(toRow),
    next: rows.length > NEWS_DESK_PAGE ? query.page + 1 : 0,
  };
}

export async function deskArticle(db: Db | Tx, id: number): Promise<DeskArticle | undefined> {
  const row = await newsDb(db)
    .selectFrom('news_articles')
    .select([...ROW_COLUMNS, 'summary', 'content', 'cover'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toArticle(row) : undefined;
}

const UPLOADED = /^\/inform\/image\/([0-9a-f]{32})$/;

/** The body checked field by field (Chinese messages); the HTML sanitised here, on the server. */
async function checkArticle(trx: Tx, body: SaveArticleBody, current: DeskArticle | undefined) {
  if (!(DESK_COLUMN_IDS as readonly number[]).includes(body.columnId)) throw invalid('请选择足球、篮球或综合栏目');
  const title = text(body.title, '标题', ARTICLE_TITLE_MAX);
  if ([...title].length < ARTICLE_TITLE_MIN) throw invalid(`标题至少 ${ARTICLE_TITLE_MIN} 个字`);
  const summary = text(body.summary, '摘要', ARTICLE_SUMMARY_MAX, true);
  if (body.content.length > ARTICLE_CONTENT_MAX) throw invalid(`正文最多 ${ARTICLE_CONTENT_MAX} 个字符`);
  const content = sanitizeArticleHtml(body.content);
  const plain = htmlText(content);
  if (!plain && !/<img\b/.test(content)) throw invalid('请填写正文');
  const cover = body.cover.trim();
  if (cover !== '' && cover !== current?.cover) {
    const upload = UPLOADED.exec(cover)?.[1];
    if (!upload) throw invalid('封面需要上传的图片');
    const found = await trx
      .selectFrom('uploads')
      .select('id')
      .where('id', '=', upload)
      .where('purpose', '=', 'post')
      .executeTakeFirst();
    if (!found) throw invalid('封面图片不存在，请重新上传');
  }
  return {
    column_id: body.columnId,
    title,
    summary: summary || [...plain].slice(0, ARTICLE_SUMMARY_MAX).join(''),
    content,
    cover,
  };
}

/**
 * Writes a new draft (id 0; `author` is the editor) or changes an article, generated or not (its
 * kind and match stay; an empty cover keeps the one it has). Answers before and after.
 */
export async function saveArticle(
  trx: Tx,
  body: SaveArticleBody,
  author: { id: number; name: string },
): Promise<{ before: DeskArticle | null; after: DeskArticle }> {
  const n = newsDb(trx);
  if (body.id === 0) {
    const v = await checkArticle(trx, body, undefined);
    const inserted = await n
      .insertInto('news_articles')
      .values({
        ...v,
        kind: 'editorial',
        tag: NEWS_COLUMNS.find((c) => c.id === body.columnId)!.name,
        author: [...author.name].slice(0, 32).join(''),
        author_id: author.id,
        publish_time: 0,
        hidden: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (!v.cover)
      await n
        .updateTable('news_articles')
        .set({ cover: `/inform/cover/${inserted.id}.svg` })
        .where('id', '=', inserted.id)
        .execute();
    return { before: null, after: (await deskArticle(trx, inserted.id))! };
  }
  const before = await deskArticle(trx, body.id);
  if (!before) throw notFound();
  if (before.version !== body.version) throw staleEdit();
  const v = await checkArticle(trx, body, before);
  const changed = await n
    .updateTable('news_articles')
    .set((eb) => ({
      column_id: v.column_id,
      title: v.title,
      summary: v.summary,
      content: v.content,
      ...(v.cover ? { cover: v.cover } : {}),
      updated_at: new Date(),
      version: eb('version', '+', 1),
    }))
    .where('id', '=', body.id)
    .where('version', '=', body.version)
    .returning('id')
    .executeTakeFirst();
  if (!changed) throw staleEdit();
  return { before, after: (await deskArticle(trx, body.id))! };
}

async function changeArticle(
  trx: Tx,
  id: number,
  version: number,
  set: (before: DeskArticle) => { hidden?: boolean; publish_time?: number; pinned_at?: Date | null },
): Promise<{ before: DeskArticle; after: DeskArticle }> {
  const before = await deskArticle(trx, id);
  if (!before) throw notFound();
  if (before.version !== version) throw staleEdit();
  const values = set(before);
  const changed = await newsDb(trx)
    .updateTable('news_articles')
    .set((eb) => ({ ...values, updated_at: new Date(), version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('version', '=', version)
    .returning('id')
    .executeTakeFirst();
  if (!changed) throw staleEdit();
  return { before, after: (await deskArticle(trx, id))! };
}

/**
 * Publishes (a draft's first publication is dated now, so it tops its columns) or unpublishes (off
 * every fan list, off the top of 头条).
 */
export function setPublished(trx: Tx, { id, version, publish }: ArticleStatusBody) {
  return changeArticle(trx, id, version, (a) => {
    if (publish && a.status === 'published') throw invalid('文章已发布');
    if (!publish && a.status !== 'published') throw invalid('文章未发布，无需下线');
    if (!publish) return { hidden: true, pinned_at: null };
    return a.publishTime === 0 ? { hidden: false, publish_time: Math.floor(Date.now() / 1000) } : { hidden: false };
  });
}

/** Pins a published article to the top of 头条 (at most HEADLINE_PINS_MAX), or takes it off. */
export async function setPinned(trx: Tx, { id, version, pin }: ArticlePinBody) {
  const pins = Number(
    (
      await newsDb(trx)
        .selectFrom('news_articles')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('pinned_at', 'is not', null)
        .where('id', '!=', id)
        .executeTakeFirstOrThrow()
    ).n,
  );
  return changeArticle(trx, id, version, (a) => {
    if (pin && a.status !== 'published') throw invalid('只有已发布的文章可以置顶');
    if (pin && a.pinned) throw invalid('文章已置顶');
    if (!pin && !a.pinned) throw invalid('文章未置顶');
    if (pin && pins >= HEADLINE_PINS_MAX) throw invalid(`头条最多置顶 ${HEADLINE_PINS_MAX} 篇，请先取消一篇`);
    return { pinned_at: pin ? new Date() : null };
  });
}
