/**
 * Live chat of a room or a sport-wide group (the spec's `/chat/*`): the hook and the panel the video
 * rooms and the scores pages' 聊球 share, and the 举报 sheet a tap on a line opens. Chat pages' chunks
 * only, never the host.
 */
export { ChatPanel } from './chat-panel';
export { ReportLineSheet } from './report-line-sheet';
export { useRoomChat, type RoomChatCallbacks } from './use-room-chat';
