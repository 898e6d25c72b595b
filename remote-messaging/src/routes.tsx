/** The messaging remote's routes (docs/product.md §2 Message, and the ChatGPT tab page). */
import { defineRoutes, own, page, sectionRoute } from '@kickoff/shared/routing';

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
  sectionRoute('message/address', own('message/address', '收货地址'), '暂无收货地址'),
  sectionRoute('message/attention', own('message/attention', '我的关注'), '暂无关注'),
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
  sectionRoute('message/createGroup', own('message/createGroup', '创建群聊'), '暂无可邀请的好友'),
  sectionRoute('message/fans', own('message/fans', '我的粉丝'), '暂无粉丝'),
  sectionRoute('message/favor', own('message/favor', '我的收藏'), '暂无收藏'),
  sectionRoute('message/find', page('message/find', '发现'), '暂无推荐内容'),
  sectionRoute('message/groupDetail', own('message/groupDetail', '群聊详情'), '暂无群成员'),
  sectionRoute('message/groupList', own('message/groupList', '我的群聊'), '暂无群聊'),
  sectionRoute('message/note', own('message/note', '我的动态'), '暂无动态'),
  {
    path: 'message/notice',
    handle: own('message/notice', '系统通知'),
    lazy: async () => ({ Component: (await import('./pages/notice/notice-page')).default }),
  },
  sectionRoute('message/personal', page('message/personal', '个人主页'), '暂无动态'),
  sectionRoute('message/search', page('message/search', '搜索'), '暂无搜索结果'),
  sectionRoute('message/version', page('message/version', '版本信息'), '暂无版本更新'),
]);
