/** The assistant's conversations and messages, per user (migration 221-assistant). */
import {
  AI_ASKS_PER_MINUTE,
  ErrorCodes,
  type AiConversation,
  type AiMessage,
  type AiMessageStatus,
} from '@kickoff/shared/contracts';
import type { ColumnType, Generated, Kysely } from 'kysely';
import type { Database, Db } from '../db/index';
import { lockKey } from '../db/locks';
import { AppError } from '../errors';
import type { ChatTurn } from './provider';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
// type aliases (not interfaces) so kysely's withTables accepts them
type AiTables = {
  ai_conversations: {
    id: Generated<number>;
    user_id: number;
    title: string;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  ai_messages: {
    id: Generated<number>;
    conversation_id: number;
    user_id: number;
    role: 'user' | 'assistant';
    content: string;
    status: ColumnType<AiMessageStatus, AiMessageStatus | undefined, AiMessageStatus>;
    created_at: Timestamp;
  };
};
type AiDb = Kysely<Database & AiTables>;
const ai = (db: Db): AiDb => db.withTables<AiTables>();

/** How many past turns go to the provider with a new question. */
const CONTEXT_TURNS = 12;

export async function conversations(db: Db, userId: number): Promise<AiConversation[]> {
  const rows = await ai(db)
    .selectFrom('ai_conversations')
    .select(['id', 'title', 'updated_at'])
    .where('user_id', '=', userId)
    .orderBy('updated_at', 'desc')
    .limit(100)
    .execute();
  return rows.map((r) => ({ id: r.id, title: r.title, updatedAt: new Date(r.updated_at).getTime() }));
}

async function owned(db: AiDb, userId: number, conversationId: number): Promise<void> {
  const row = await db
    .selectFrom('ai_conversations')
    .select('id')
    .where('id', '=', conversationId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw new AppError(ErrorCodes.NOT_FOUND, '对话不存在');
}

export async function messages(db: Db, userId: number, conversationId: number): Promise<AiMessage[]> {
  await owned(ai(db), userId, conversationId);
  const rows = await ai(db)
    .selectFrom('ai_messages')
    .select(['id', 'role', 'content', 'status', 'created_at'])
    .where('conversation_id', '=', conversationId)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    role: r.role,
    content: r.content,
    status: r.status,
    time: new Date(r.created_at).getTime(),
  }));
}

export async function removeConversation(db: Db, userId: number, conversationId: number): Promise<void> {
  await owned(ai(db), userId, conversationId);
  await ai(db).deleteFrom('ai_conversations').where('id', '=', conversationId).execute();
}

export interface Prepared {
  conversationId: number;
  answerId: number;
  history: ChatTurn[];
}

/**
 * One transaction: the per-minute budget, the conversation (new, or the user's own), the question
 * (or, to regenerate, the last answer dropped), and an empty answer row the stream fills.
 */
export async function prepareAsk(
  db: Db,
  userId: number,
  req: { conversationId?: number; text?: string; regenerate?: boolean },
): Promise<Prepared> {
  const text = req.text?.trim() ?? '';
  if (!req.regenerate && !text) throw new AppError(ErrorCodes.PARAM_INVALID, '请输入问题');
  if (req.regenerate && !req.conversationId) throw new AppError(ErrorCodes.PARAM_INVALID, '没有可重新生成的回答');
  return ai(db)
    .transaction()
    .execute(async (trx) => {
      // counted under the user's lock: parallel asks are counted one after another
      await lockKey(trx, 'aiAsks', String(userId));
      const recent = await trx
        .selectFrom('ai_messages')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('user_id', '=', userId)
        .where('role', '=', 'assistant')
        .where('created_at', '>', new Date(Date.now() - 60_000))
        .executeTakeFirstOrThrow();
      if (Number(recent.n) >= AI_ASKS_PER_MINUTE)
        throw new AppError(ErrorCodes.RATE_LIMITED, '提问太频繁，请一分钟后再试');
      let conversationId = req.conversationId;
      if (conversationId) await owned(trx, userId, conversationId);
      else
        conversationId = (
          await trx
            .insertInto('ai_conversations')
            .values({ user_id: userId, title: [...text].slice(0, 20).join('') })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      if (req.regenerate) {
        const lastQuestion = await trx
          .selectFrom('ai_messages')
          .select('id')
          .where('conversation_id', '=', conversationId)
          .where('role', '=', 'user')
          .orderBy('id', 'desc')
          .executeTakeFirst();
        if (!lastQuestion) throw new AppError(ErrorCodes.PARAM_INVALID, '没有可重新生成的回答');
        await trx
          .deleteFrom('ai_messages')
          .where('conversation_id', '=', conversationId)
          .where('id', '>', lastQuestion.id)
          .execute();
      } else {
        await trx
          .insertInto('ai_messages')
          .values({ conversation_id: conversationId, user_id: userId, role: 'user', content: text })
          .execute();
      }
      await trx
        .updateTable('ai_conversations')
        .set({ updated_at: new Date() })
        .where('id', '=', conversationId)
        .execute();
      const turns = await trx
        .selectFrom('ai_messages')
        .select(['role', 'content'])
        .where('conversation_id', '=', conversationId)
        .where('status', '=', 'done')
        .orderBy('id', 'desc')
        .limit(CONTEXT_TURNS)
        .execute();
      const answer = await trx
        .insertInto('ai_messages')
        .values({ conversation_id: conversationId, user_id: userId, role: 'assistant', content: '', status: 'stopped' })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { conversationId, answerId: answer.id, history: turns.reverse() };
    });
}

export async function finishAnswer(db: Db, answerId: number, content: string, status: AiMessageStatus): Promise<void> {
  await ai(db).updateTable('ai_messages').set({ content, status }).where('id', '=', answerId).execute();
}
