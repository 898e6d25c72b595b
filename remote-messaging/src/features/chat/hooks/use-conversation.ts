/**
 * With only a user id (`uid`, from a card's 发消息), the private chat with them is opened first and
 * the page moves to its id (the conversation's info is lib/conversation-info).
 */
import { useEffect } from 'react';
import { useNavigate } from '@kickoff/shared/navigation';
import { showToast } from '@kickoff/shared/ui';
import { openPrivate } from '../im-api';

export function useOpenPrivate(id: number, uid: number) {
  const navigate = useNavigate();
  useEffect(() => {
    if (id || !uid) return;
    openPrivate(uid)
      .then((cid) => navigate(`/message/chatDetail?id=${cid}`, { replace: true }))
      .catch((e: Error) => showToast(e.message));
  }, [id, uid, navigate]);
}
