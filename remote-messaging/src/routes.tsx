/** The messaging remote's routes (docs/product.md §2 Message, and the ChatGPT tab page). */
import { defineRoutes, own, page } from '@kickoff/shared/routing';

export default defineRoutes([
  {
    path: 'message',
    handle: { name: 'message', layout: 'bannerTabs', tab: 'message', guard: 'authenticated', title: '消息' },
    lazy: async () => ({ Component: (await import('./pages/message/message-page')).default }),
  },
  {
    path: 'ChatGPT',
    handle: { name: 'ChatGPT', layout: 'bannerTabs', tab: 'ChatGPT', guard: 'authenticated', title: 'ChatGPT' },
    lazy: async () => ({ Component: (await import('./pages/chat/chat-page')).default }),
  },
  {
    path: 'message/address',
    handle: own('message/address', '通讯录'),
    lazy: async () => ({ Component: (await import('./pages/contacts/address-page')).default }),
  },
  {
    path: 'message/attention',
    handle: own('message/attention', '我的关注'),
    lazy: async () => ({ Component: (await import('./pages/people/follow-page')).AttentionPage }),
  },
  {
    path: 'message/chat',
    handle: own('message/chat', '聊天'),
    lazy: async () => ({ Component: (await import('./pages/message/message-page')).default }),
  },
  {
    path: 'message/chatDetail',
    handle: own('message/chatDetail', '聊天详情'),
    lazy: async () => ({ Component: (await import('./pages/chat-detail/chat-detail-page')).default }),
  },
  {
    path: 'message/createGroup',
    handle: own('message/createGroup', '创建群聊'),
    lazy: async () => ({ Component: (await import('./pages/groups/create-group-page')).default }),
  },
  {
    path: 'message/fans',
    handle: own('message/fans', '我的粉丝'),
    lazy: async () => ({ Component: (await import('./pages/people/follow-page')).FansPage }),
  },
  {
    path: 'message/favor',
    handle: own('message/favor', '我的收藏'),
    lazy: async () => ({ Component: (await import('./pages/favor/favor-page')).default }),
  },
  {
    path: 'message/find',
    handle: own('message/find', '找人'),
    lazy: async () => ({ Component: (await import('./pages/people/find-page')).default }),
  },
  {
    path: 'message/groupDetail',
    handle: own('message/groupDetail', '群聊详情'),
    lazy: async () => ({ Component: (await import('./pages/groups/group-detail-page')).default }),
  },
  {
    path: 'message/groupList',
    handle: own('message/groupList', '我的群聊'),
    lazy: async () => ({ Component: (await import('./pages/groups/group-list-page')).default }),
  },
  {
    path: 'message/note',
    handle: own('message/note', '备注'),
    lazy: async () => ({ Component: (await import('./pages/contacts/note-page')).default }),
  },
  {
    path: 'message/notice',
    handle: own('message/notice', '系统通知'),
    lazy: async () => ({ Component: (await import('./pages/notice/notice-page')).default }),
  },
  {
    path: 'message/personal',
    handle: own('message/personal', '个人主页'),
    lazy: async () => ({ Component: (await import('./pages/people/personal-page')).default }),
  },
  {
    path: 'message/search',
    handle: own('message/search', '搜索'),
    lazy: async () => ({ Component: (await import('./pages/people/find-page')).default }),
  },
  {
    path: 'message/version',
    handle: page('message/version', '版本信息'),
    lazy: async () => ({ Component: (await import('./pages/version/version-page')).default }),
  },
]);
