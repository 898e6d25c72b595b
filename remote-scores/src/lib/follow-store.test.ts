/** @jest-environment jsdom */
import { useAuthStore } from '@kickoff/shared/stores';
import { fetchFollows, sendFollow, type FollowItem } from './follow-api';
import { FOLLOW_STORAGE_KEY, useFollowStore } from './follow-store';

jest.mock('./follow-api', () => ({ fetchFollows: jest.fn(), sendFollow: jest.fn() }));
const fetchMock = fetchFollows as jest.MockedFunction<typeof fetchFollows>;
const sendMock = sendFollow as jest.MockedFunction<typeof sendFollow>;

describe('follow store', () => {
  beforeEach(() => {
    localStorage.clear();
    jest.clearAllMocks();
    useAuthStore.setState({ token: '' });
    useFollowStore.setState({ items: [], ready: true });
  });

  it('keeps a visitor’s follows in localStorage, nothing sent to the server', async () => {
    await useFollowStore.getState().toggle('football', 11);
    await useFollowStore.getState().toggle('basketball', 5);
    expect(JSON.parse(localStorage.getItem(FOLLOW_STORAGE_KEY)!)).toEqual([
      { sport: 'football', matchId: 11 },
      { sport: 'basketball', matchId: 5 },
    ]);
    expect(useFollowStore.getState().ids('football')).toEqual([11]);
    await useFollowStore.getState().toggle('football', 11);
    expect(useFollowStore.getState().isFollowed('football', 11)).toBe(false);
    expect(sendMock).not.toHaveBeenCalled();
  });

  it('merges the visitor’s follows into the account at login and clears the local copy', async () => {
    localStorage.setItem(
      FOLLOW_STORAGE_KEY,
      JSON.stringify([
        { sport: 'football', matchId: 11 },
        { sport: 'football', matchId: 12 },
      ]),
    );
    useAuthStore.setState({ token: 't' });
    const server: FollowItem[] = [{ sport: 'football', matchId: 12 }];
    fetchMock.mockResolvedValue(server);
    sendMock.mockImplementation(async (item) => [...server, item]);
    await useFollowStore.getState().sync();
    expect(sendMock).toHaveBeenCalledTimes(1);
    expect(sendMock).toHaveBeenCalledWith({ sport: 'football', matchId: 11 }, true);
    expect(useFollowStore.getState().ids('football').sort()).toEqual([11, 12]);
    expect(JSON.parse(localStorage.getItem(FOLLOW_STORAGE_KEY)!)).toEqual([]);
  });

  it('rolls back an optimistic follow the server refused', async () => {
    useAuthStore.setState({ token: 't' });
    sendMock.mockRejectedValue(new Error('网络错误'));
    await expect(useFollowStore.getState().toggle('football', 3)).rejects.toThrow('网络错误');
    expect(useFollowStore.getState().isFollowed('football', 3)).toBe(false);
  });
});
