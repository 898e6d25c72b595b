/**
 * `/imapi/ai/*` for the ChatGPT page: conversations and their messages, and `POST /imapi/ai/ask`, which answers
 * as server-sent events (contracts/assistant.ts). The provider is an OpenAI-compatible upstream when
 * OPENAI_BASE_URL / OPENAI_API_KEY / OPENAI_MODEL are all set, else the built-in assistant. A fan
 * who closes the request stops the answer; what was written so far is kept as 已停止.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { AI_PATHS, AI_TEXT_MAX, ok, type AiMessageStatus, type AiStreamEvent } from '@kickoff/shared/contracts';
import { requireUserId } from '../auth/guard';
import { responses, type RoutePlugin } from '../typebox';
import { builtinAssistant } from './builtin-assistant';
import { openAiFromEnv, openAiProvider } from './openai-provider';
import { AssistantError, type AssistantProvider } from './provider';
import { siteDataFrom } from './site-data';
import { conversations, finishAnswer, messages, prepareAsk, removeConversation } from './store';

const Conv = Type.Object({ conversationId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

function chooseProvider(app: FastifyInstance, env: NodeJS.ProcessEnv = process.env): AssistantProvider {
  const upstream = openAiFromEnv(env);
  return upstream ? openAiProvider(upstream) : builtinAssistant(siteDataFrom(app));
}

const assistantRoutes: RoutePlugin = async (app) => {
  const tags = ['assistant'];
  const provider = chooseProvider(app);

  app.get(
    AI_PATHS.conversations,
    {
      schema: {
        tags,
        summary: 'ChatGPT 对话列表',
        response: responses(
          Type.Array(Type.Object({ id: Type.Integer(), title: Type.String(), updatedAt: Type.Integer() })),
        ),
      },
    },
    async (req) => ok(await conversations(app.db, await requireUserId(req))),
  );
  app.get(
    AI_PATHS.messages,
    {
      schema: {
        tags,
        summary: '一个对话的问答',
        querystring: Conv,
        response: responses(
          Type.Array(
            Type.Object({
              id: Type.Integer(),
              role: Type.String(),
              content: Type.String(),
              status: Type.String(),
              time: Type.Integer(),
            }),
          ),
        ),
      },
    },
    async (req) => ok(await messages(app.db, await requireUserId(req), req.query.conversationId)),
  );
  app.post(
    AI_PATHS.remove,
    {
      config: { writeLimit: 'reaction' },
      schema: { tags, summary: '删除对话', body: Conv, response: responses(Type.Null()) },
    },
    async (req) => {
      await removeConversation(app.db, await requireUserId(req), req.body.conversationId);
      return ok(null);
    },
  );

  app.post(
    AI_PATHS.ask,
    {
      config: { writeLimit: 'message' },
      schema: {
        tags,
        summary: '提问，回答以 text/event-stream 流式返回（meta / delta / done / error）',
        body: Type.Object({
          conversationId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
          text: Type.Optional(Type.String({ maxLength: AI_TEXT_MAX })),
          regenerate: Type.Optional(Type.Boolean()),
        }),
      },
    },
    async (req, reply) => {
      const userId = await requireUserId(req);
      const prepared = await prepareAsk(app.db, userId, req.body);
      const stop = new AbortController();
      reply.raw.on('close', () => stop.abort());
      reply.hijack();
      reply.raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      const write = (e: AiStreamEvent) => {
        if (!reply.raw.writableEnded) reply.raw.write(`event: ${e.event}\ndata: ${JSON.stringify(e.data)}\n\n`);
      };
      write({ event: 'meta', data: { conversationId: prepared.conversationId, messageId: prepared.answerId } });
      let text = '';
      let status: AiMessageStatus = 'done';
      try {
        for await (const piece of provider.answer(prepared.history, stop.signal)) {
          if (stop.signal.aborted) break;
          text += piece;
          write({ event: 'delta', data: { text: piece } });
        }
        if (stop.signal.aborted) status = 'stopped';
      } catch (err) {
        status = stop.signal.aborted ? 'stopped' : 'error';
        if (status === 'error') {
          req.log.warn({ err: String(err), provider: provider.name }, 'assistant answer failed');
          write({
            event: 'error',
            data: { msg: err instanceof AssistantError ? err.message : '智能助手出错了，请稍后重试' },
          });
        }
      }
      await finishAnswer(app.db, prepared.answerId, text, status).catch((err: unknown) =>
        req.log.warn({ err: String(err) }, 'assistant answer not stored'),
      );
      write({ event: 'done', data: { status } });
      reply.raw.end();
    },
  );
};

export default assistantRoutes;
