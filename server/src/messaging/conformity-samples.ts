/**
 * One valid call per /imapi chat, group and people route, for http/conformity.test.ts. Run in
 * registration order as the demo fan (seeded with people it follows, messaging/seed.ts); a call that
 * needs something first (a group to leave, a message to recall) makes it on the way.
 */
import { IM_PATHS, type ImGroupInvite } from '@kickoff/shared/contracts';
import type { TestClient } from '../test-support/http';

type Call = (token: string) => Promise<{ status: number; body: unknown }>;

/**
 * `newFan(phone)` registers a fan of its own and answers its token: joining a group needs a second
 * and a third person (the invitee who answers, a fan with the link who asks to join).
 */
export function messagingSamples(api: TestClient, newFan: (phone: string) => Promise<string>): Record<string, Call> {
  const state = { conversationId: 0, groupId: 0, seq: 0, people: [] as number[] };
  const followed = async (t: string) => {
    if (state.people.length === 0)
      state.people = (await api.get<Array<{ id: number }>>(IM_PATHS.attention, t)).body.data.map((u) => u.id);
    return state.people;
  };
  const idOf = async (token: string) => (await api.get<{ id: number }>('/user/center/info', token)).body.data.id;
  // three fans of the walk's own, followed by the demo fan, who accept every group invitation
  const crew = { tokens: [] as string[], ids: [] as number[] };
  const members = async (t: string) => {
    for (const phone of ['13922220021', '13922220022', '13922220023'].slice(crew.ids.length)) {
      const token = await newFan(phone);
      const id = await idOf(token);
      await api.postJson(IM_PATHS.follow, { userId: id, on: true }, t);
      crew.tokens.push(token);
      crew.ids.push(id);
    }
    return crew.ids;
  };
  const acceptInvites = async () => {
    for (const token of crew.tokens) {
      const invites = (await api.get<ImGroupInvite[]>(IM_PATHS.groupInvites, token)).body.data;
      for (const i of invites) await api.postJson(IM_PATHS.groupAnswer, { inviteId: i.inviteId, accept: true }, token);
    }
  };
  const createGroup = async (t: string, name: string) => {
    const res = await api.postJson<{ conversationId: number }>(
      IM_PATHS.groupCreate,
      { name, memberIds: await members(t) },
      t,
    );
    await acceptInvites();
    return res;
  };
  const newGroup = async (t: string, name: string) => (await createGroup(t, name)).body.data.conversationId;
  // the joining walk: the demo fan's group, a followed fan invited to it, a stranger with its link
  const join = { groupId: 0, code: '', guest: '', guestId: 0, stranger: '' };
  const joinGroup = async (t: string) => {
    if (join.groupId) return join.groupId;
    join.guest = await newFan('13922220011');
    join.guestId = await idOf(join.guest);
    await api.postJson(IM_PATHS.follow, { userId: join.guestId, on: true }, t);
    join.groupId = await newGroup(t, '入群测试群');
    return join.groupId;
  };
  const conv = () => ({ conversationId: state.conversationId });
  const group = () => ({ conversationId: state.groupId });
  return {
    [`GET ${IM_PATHS.chatList}`]: (t) => api.get(IM_PATHS.chatList, t),
    [`GET ${IM_PATHS.unread}`]: (t) => api.get(IM_PATHS.unread, t),
    [`POST ${IM_PATHS.open}`]: async (t) => {
      const res = await api.postJson<{ conversationId: number }>(IM_PATHS.open, { userId: (await followed(t))[0] }, t);
      state.conversationId = res.body.data.conversationId;
      return res;
    },
    [`GET ${IM_PATHS.info}`]: (t) => api.get(`${IM_PATHS.info}?conversationId=${state.conversationId}`, t),
    [`GET ${IM_PATHS.history}`]: (t) => api.get(`${IM_PATHS.history}?conversationId=${state.conversationId}`, t),
    [`POST ${IM_PATHS.send}`]: async (t) => {
      const res = await api.postJson<{ seq: number }>(
        IM_PATHS.send,
        { ...conv(), text: '比赛几点开始？', clientId: 'conformity-0001' },
        t,
      );
      state.seq = res.body.data.seq;
      return res;
    },
    [`POST ${IM_PATHS.delivered}`]: (t) => api.postJson(IM_PATHS.delivered, { ...conv(), seq: state.seq }, t),
    // the favourites module may be walked before the chat calls: it saves a line of its own
    [`POST ${IM_PATHS.favorAdd}`]: async (t) => {
      const open = await api.postJson<{ conversationId: number }>(IM_PATHS.open, { userId: (await followed(t))[1] }, t);
      const { conversationId } = open.body.data;
      const sent = await api.postJson<{ seq: number }>(
        IM_PATHS.send,
        { conversationId, text: '这球值得收藏', clientId: 'conformity-favor' },
        t,
      );
      return api.postJson(IM_PATHS.favorAdd, { conversationId, seq: sent.body.data.seq }, t);
    },
    [`GET ${IM_PATHS.favorList}`]: (t) => api.get(IM_PATHS.favorList, t),
    [`POST ${IM_PATHS.favorRemove}`]: async (t) => {
      const saved = await api.get<Array<{ messageId: number }>>(IM_PATHS.favorList, t);
      return api.postJson(IM_PATHS.favorRemove, { messageId: saved.body.data[0]?.messageId ?? 0 }, t);
    },
    [`POST ${IM_PATHS.read}`]: (t) => api.postJson(IM_PATHS.read, { ...conv(), seq: state.seq }, t),
    [`POST ${IM_PATHS.readAll}`]: (t) => api.postJson(IM_PATHS.readAll, {}, t),
    [`POST ${IM_PATHS.recall}`]: (t) => api.postJson(IM_PATHS.recall, { ...conv(), seq: state.seq }, t),
    [`POST ${IM_PATHS.settings}`]: (t) => api.postJson(IM_PATHS.settings, { ...conv(), pinned: true }, t),
    [`POST ${IM_PATHS.remove}`]: (t) => api.postJson(IM_PATHS.remove, conv(), t),
    [`POST ${IM_PATHS.groupCreate}`]: async (t) => {
      const res = await createGroup(t, '一致性测试群');
      state.groupId = res.body.data.conversationId;
      return res;
    },
    [`GET ${IM_PATHS.groupList}`]: (t) => api.get(IM_PATHS.groupList, t),
    [`POST ${IM_PATHS.groupUpdate}`]: (t) =>
      api.postJson(IM_PATHS.groupUpdate, { ...group(), notice: '周末一起看球' }, t),
    [`POST ${IM_PATHS.groupRole}`]: async (t) =>
      api.postJson(IM_PATHS.groupRole, { ...group(), userId: (await members(t))[0], role: 'admin' }, t),
    [`POST ${IM_PATHS.groupMute}`]: async (t) =>
      api.postJson(IM_PATHS.groupMute, { ...group(), userId: (await members(t))[1], minutes: 5 }, t),
    [`POST ${IM_PATHS.groupMuteAll}`]: (t) => api.postJson(IM_PATHS.groupMuteAll, { ...group(), on: true }, t),
    [`POST ${IM_PATHS.groupRemove}`]: async (t) =>
      api.postJson(IM_PATHS.groupRemove, { ...group(), userId: (await members(t))[2] }, t),
    [`POST ${IM_PATHS.groupLeave}`]: async (t) => {
      const left = await newGroup(t, '先转让再退出');
      await api.postJson(IM_PATHS.groupTransfer, { conversationId: left, userId: (await members(t))[0] }, t);
      return api.postJson(IM_PATHS.groupLeave, { conversationId: left }, t);
    },
    [`POST ${IM_PATHS.groupTransfer}`]: async (t) =>
      api.postJson(
        IM_PATHS.groupTransfer,
        { conversationId: await newGroup(t, '转让群'), userId: (await members(t))[1] },
        t,
      ),
    [`POST ${IM_PATHS.groupDissolve}`]: (t) => api.postJson(IM_PATHS.groupDissolve, group(), t),
    [`POST ${IM_PATHS.groupInvite}`]: async (t) =>
      api.postJson(IM_PATHS.groupInvite, { conversationId: await joinGroup(t), userIds: [join.guestId] }, t),
    [`GET ${IM_PATHS.groupInvites}`]: async (t) => {
      await joinGroup(t);
      return api.get(IM_PATHS.groupInvites, join.guest);
    },
    [`POST ${IM_PATHS.groupAnswer}`]: async (t) => {
      const gid = await joinGroup(t);
      await api.postJson(IM_PATHS.groupInvite, { conversationId: gid, userIds: [join.guestId] }, t);
      const invites = await api.get<Array<{ inviteId: number; conversationId: number }>>(
        IM_PATHS.groupInvites,
        join.guest,
      );
      const inviteId = invites.body.data.find((i) => i.conversationId === gid)?.inviteId ?? 0;
      return api.postJson(IM_PATHS.groupAnswer, { inviteId, accept: true }, join.guest);
    },
    [`GET ${IM_PATHS.groupLink}`]: async (t) => {
      const res = await api.get<{ code: string }>(`${IM_PATHS.groupLink}?conversationId=${await joinGroup(t)}`, t);
      join.code = res.body.data.code;
      return res;
    },
    [`POST ${IM_PATHS.groupLinkReset}`]: async (t) => {
      const res = await api.postJson<{ code: string }>(
        IM_PATHS.groupLinkReset,
        { conversationId: await joinGroup(t) },
        t,
      );
      join.code = res.body.data.code;
      return res;
    },
    [`POST ${IM_PATHS.groupApproval}`]: async (t) =>
      api.postJson(IM_PATHS.groupApproval, { conversationId: await joinGroup(t), on: true }, t),
    [`GET ${IM_PATHS.groupPreview}`]: async (t) => {
      const gid = await joinGroup(t);
      if (!join.code)
        join.code = (await api.get<{ code: string }>(`${IM_PATHS.groupLink}?conversationId=${gid}`, t)).body.data.code;
      return api.get(`${IM_PATHS.groupPreview}?code=${join.code}`, t);
    },
    [`POST ${IM_PATHS.groupJoin}`]: async (t) => {
      const gid = await joinGroup(t);
      await api.postJson(IM_PATHS.groupApproval, { conversationId: gid, on: true }, t);
      join.code = (await api.get<{ code: string }>(`${IM_PATHS.groupLink}?conversationId=${gid}`, t)).body.data.code;
      join.stranger = join.stranger || (await newFan('13922220012'));
      return api.postJson(IM_PATHS.groupJoin, { code: join.code }, join.stranger);
    },
    [`GET ${IM_PATHS.groupRequests}`]: async (t) =>
      api.get(`${IM_PATHS.groupRequests}?conversationId=${await joinGroup(t)}`, t),
    [`POST ${IM_PATHS.groupReview}`]: async (t) => {
      const gid = await joinGroup(t);
      const waiting = await api.get<Array<{ requestId: number }>>(`${IM_PATHS.groupRequests}?conversationId=${gid}`, t);
      return api.postJson(IM_PATHS.groupReview, { requestId: waiting.body.data[0]?.requestId ?? 0, approve: true }, t);
    },
    [`POST ${IM_PATHS.follow}`]: async (t) =>
      api.postJson(IM_PATHS.follow, { userId: (await followed(t))[0], on: true }, t),
    [`POST ${IM_PATHS.block}`]: async (t) =>
      api.postJson(IM_PATHS.block, { userId: (await followed(t))[2], on: false }, t),
    [`POST ${IM_PATHS.remark}`]: async (t) =>
      api.postJson(IM_PATHS.remark, { userId: (await followed(t))[0], remark: '老同学' }, t),
    [`GET ${IM_PATHS.contacts}`]: (t) => api.get(IM_PATHS.contacts, t),
    [`GET ${IM_PATHS.fans}`]: (t) => api.get(IM_PATHS.fans, t),
    [`GET ${IM_PATHS.attention}`]: (t) => api.get(IM_PATHS.attention, t),
    [`GET ${IM_PATHS.search}`]: (t) => api.get(`${IM_PATHS.search}?q=${encodeURIComponent('球迷')}`, t),
    [`GET ${IM_PATHS.card}`]: async (t) => api.get(`${IM_PATHS.card}?id=${(await followed(t))[0]}`, t),
  };
}
