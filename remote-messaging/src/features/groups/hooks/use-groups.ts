/** My groups, and creating one from a name and the people picked (it opens the new group's chat). */
import { IM_PATHS } from '@kickoff/shared/contracts';
import { useData } from '@kickoff/shared/data';
import { useNavigate } from '@kickoff/shared/navigation';
import { showToast } from '@kickoff/shared/ui';
import { createGroup, groupList } from '../groups-api';

export const useGroupList = () => useData([IM_PATHS.groupList], groupList);

export function useCreateGroup() {
  const navigate = useNavigate();
  return (name: string, memberIds: number[]) =>
    createGroup(name, memberIds).then(
      (id) => navigate(`/message/chatDetail?id=${id}`, { replace: true }),
      (err: Error) => showToast(err.message),
    );
}
